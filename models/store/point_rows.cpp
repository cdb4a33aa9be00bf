// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "store/point_rows.h"

namespace denominator {

BenchmarkPoint readPoint(const SqliteStatement& st, RepeatedText& texts)
{
    BenchmarkPoint p;
    int c = 0;
    p.id = st.integer(c++);
    p.model = texts.text(st, c++);
    p.modelRaw = texts.text(st, c++);
    p.hardware = texts.text(st, c++);
    p.hardwareRaw = texts.text(st, c++);
    p.framework = texts.text(st, c++);
    p.frameworkRaw = texts.text(st, c++);
    p.precision = texts.text(st, c++);
    p.specDecoding = texts.text(st, c++);
    p.benchmarkType = texts.text(st, c++);
    p.disagg = st.integer(c++) != 0;
    p.multinode = st.integer(c++) != 0;
    p.isl = int(st.integer(c++));
    p.osl = int(st.integer(c++));
    p.conc = int(st.integer(c++));
    p.image = texts.text(st, c++);
    p.gpus = int(st.integer(c++));
    p.prefillGpus = int(st.integer(c++));
    p.decodeGpus = int(st.integer(c++));
    p.tp = int(st.integer(c++));
    p.ep = int(st.integer(c++));
    p.pp = int(st.integer(c++));
    p.dpAttention = st.integer(c++) != 0;
    p.tputPerGpu = st.real(c++);
    p.outputTputPerGpu = st.real(c++);
    p.inputTputPerGpu = st.real(c++);
    p.medianIntvty = st.real(c++);
    p.meanIntvty = st.real(c++);
    p.p90Intvty = st.real(c++);
    p.p99Intvty = st.real(c++);
    p.medianTtft = st.real(c++);
    p.medianTpot = st.real(c++);
    p.medianE2el = st.real(c++);
    p.p99E2el = st.real(c++);
    p.provenance.runId = texts.text(st, c++);
    p.provenance.runUrl = texts.text(st, c++);
    p.provenance.date = texts.text(st, c++);
    p.provenance.dateFromRun = st.integer(c++) != 0 && !p.provenance.date.isEmpty();
    p.derivationNote = texts.text(st, c++);
    p.provenance.rowIndex = int(st.integer(c++));
    p.provenance.fileName = texts.text(st, c++);
    p.provenance.sha256 = texts.text(st, c++);
    p.provenance.format = texts.text(st, c++);
    p.provenance.source = texts.text(st, c++);
    if (!st.isNull(c)) {
        PowerValue w;
        w.kind = powerKindFromString(st.text(c)).value_or(PowerKind::MeasuredMean);
        w.boundary = texts.text(st, c + 1);
        w.statistic = texts.text(st, c + 2);
        w.watts = st.real(c + 3);
        w.windowSeconds = st.real(c + 4);
        w.sampleCount = int(st.integer(c + 5));
        w.valid = st.integer(c + 6) != 0;
        w.sourceText = texts.text(st, c + 7);
        p.measuredPower = w;
    }
    c += 8;
    const int powerDetailAt = c + 9; // after the 9 agentic columns, read or not
    if (!st.isNull(c)) {
        AgenticMetrics a;
        a.successfulRequests = int(st.integer(c++));
        a.p75Itl = st.real(c++);
        a.p90Itl = st.real(c++);
        a.p75E2eIntvty = st.real(c++);
        a.p90E2eIntvty = st.real(c++);
        a.durationSeconds = st.real(c++);
        a.outputTokensPerQuery = st.real(c++);
        a.offload = texts.text(st, c++);
        a.joulesPerQuery = st.real(c++);
        p.agentic = a;
    }
    c = powerDetailAt;
    if (!st.isNull(c)) {
        PowerDetail d;
        d.valid = st.integer(c++) != 0;
        d.schemaVersion = int(st.integer(c++));
        const QString reasons = texts.text(st, c++);
        if (!reasons.isEmpty()) d.invalidReasons = reasons.split(QLatin1Char(','));
        d.prefillW = st.real(c++);
        d.decodeW = st.real(c++);
        d.p75W = st.real(c++);
        d.p90W = st.real(c++);
        d.joulesPerQuery = st.real(c++);
        d.joulesPerInputToken = st.real(c++);
        d.joulesPerOutputToken = st.real(c++);
        d.joulesPerTotalToken = st.real(c++);
        d.energyOnly = st.integer(c++) != 0;
        p.powerDetail = d;
    }
    c = powerDetailAt + 12; // after the 12 power detail columns, read or not
    p.benchmark = benchmarkFromString(texts.text(st, c++)).value_or(Benchmark::InferenceX);
    p.latencyCondition = texts.text(st, c++);
    if (p.measuredPower) p.measuredPower->logSha256 = texts.text(st, c);
    return p;
}

void insertAgentic(SqliteStatement& st, qint64 pointId, const AgenticMetrics& a)
{
    st.reset();
    st.bind(1, pointId).bind(2, a.successfulRequests).bind(3, a.p75Itl).bind(4, a.p90Itl).bind(5, a.p75E2eIntvty);
    st.bind(6, a.p90E2eIntvty).bind(7, a.durationSeconds).bind(8, a.outputTokensPerQuery).bind(9, a.offload).bind(10, a.joulesPerQuery);
    st.step();
}

void insertPowerDetail(SqliteStatement& st, qint64 pointId, const PowerDetail& d)
{
    st.reset();
    st.bind(1, pointId).bind(2, int(d.valid));
    if (d.schemaVersion > 0)
        st.bind(3, d.schemaVersion);
    else
        st.bindNull(3);
    st.bind(4, d.invalidReasons.join(QLatin1Char(','))).bind(5, d.prefillW).bind(6, d.decodeW).bind(7, d.p75W).bind(8, d.p90W);
    st.bind(9, d.joulesPerQuery).bind(10, d.joulesPerInputToken).bind(11, d.joulesPerOutputToken).bind(12, d.joulesPerTotalToken);
    st.bind(13, int(d.energyOnly));
    st.step();
}

void insertPower(SqliteStatement& st, qint64 pointId, const PowerValue& w)
{
    st.reset();
    st.bind(1, pointId).bind(2, toString(w.kind)).bind(3, w.boundary).bind(4, w.statistic).bind(5, w.watts);
    st.bind(6, w.windowSeconds).bind(7, w.sampleCount).bind(8, int(w.valid)).bind(9, w.sourceText);
    st.step();
}

} // namespace denominator
