// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/chart_csv.h"

#include "charts/cross_source_chart.h"

#include "charts/chart_data.h"
#include "import/csv_reader.h"
#include "store/point_table_model.h"

#include <QHash>
#include <QSet>
#include <QTextStream>
#include <cmath>

namespace denominator::ui {
namespace {

QString csvNumber(double v) { return std::isfinite(v) ? QString::number(v, 'g', 17) : QString(); }

void writeRow(QTextStream& out, const QStringList& cells)
{
    QStringList escaped;
    for (const QString& c : cells) escaped << csvEscapeCell(c);
    out << escaped.join(QLatin1Char(',')) << '\n';
}

/// The point rows of `in` and one row per system at each reading of `readings` (role "peak" or
/// "matched" as each was read), each with its tokens/s per kW band (the draw anywhere in the
/// assumed share of TDP when measured power is unknown; the value at both ends when known). An
/// agentic workload adds the joules per successful query and its band, on the reading rows, where
/// the bars read them. `interactivity_status` says whether a row's interactivity is a tested point
/// ("measured"), interpolated or clamped; whether its power was measured is `power_basis`'s to say.
void writeRowsAt(QTextStream& out, const ChartInputs& in, const QList<const Comparison*>& readings)
{
    const bool agentic = isAgentic(in.scenario.isl, in.scenario.osl);
    QStringList header{QStringLiteral("system"),
                       QStringLiteral("hardware"),
                       QStringLiteral("framework"),
                       QStringLiteral("precision"),
                       QStringLiteral("role"),
                       QStringLiteral("interactivity"),
                       QStringLiteral("tokens_per_s_per_gpu"),
                       QStringLiteral("power_w_per_gpu"),
                       QStringLiteral("power_basis"),
                       QStringLiteral("tokens_per_s_per_kw"),
                       QStringLiteral("tokens_per_s_per_kw_low"),
                       QStringLiteral("tokens_per_s_per_kw_high"),
                       QStringLiteral("joules_per_token"),
                       QStringLiteral("joules_per_token_low"),
                       QStringLiteral("joules_per_token_high")};
    if (agentic)
        header << QStringLiteral("joules_per_query") << QStringLiteral("joules_per_query_low") << QStringLiteral("joules_per_query_high");
    header << QStringLiteral("interactivity_status") << QStringLiteral("point_id") << QStringLiteral("provenance");
    writeRow(out, header);
    const Assumptions& a = in.comparison.assumptions;
    struct Values {
        double interactivity = kNaN, tokensPerSecond = kNaN, perKw = kNaN, perKwLow = kNaN, perKwHigh = kNaN, joules = kNaN;
        double perQuery = kNaN, perQueryLow = kNaN, perQueryHigh = kNaN;
    };
    auto row = [&](const SystemResult& s, const QString& role, const Values& v, const PowerBasis& b, const QString& status, qint64 id,
                   const QString& prov) {
        QStringList cells{s.label,
                          s.key.hardware,
                          s.key.framework,
                          s.key.precision,
                          role,
                          csvNumber(v.interactivity),
                          csvNumber(v.tokensPerSecond),
                          csvNumber(b.watts),
                          b.basis,
                          csvNumber(v.perKw),
                          csvNumber(v.perKwLow),
                          csvNumber(v.perKwHigh),
                          csvNumber(v.joules),
                          csvNumber(1000.0 / v.perKwHigh), // J/token = 1000 ÷ tokens/s per kW: the band's ends swap
                          csvNumber(1000.0 / v.perKwLow)};
        if (agentic) cells << csvNumber(v.perQuery) << csvNumber(v.perQueryLow) << csvNumber(v.perQueryHigh);
        cells << status << (id ? QString::number(id) : QString()) << prov;
        writeRow(out, cells);
    };
    auto pointRow = [&](const SystemResult& s, const HardwareSpec& hw, const QString& role, const FrontierPoint& p) {
        const Assumptions own = assumptionsFor(s, a);
        const PointEfficiency e = evaluatePoint(p, hw, own);
        const auto [low, high] = e.power.known() ? std::pair{e.tokensPerSecPerKw, e.tokensPerSecPerKw}
                                                 : PointEvaluator(hw, own).unknownDrawBand(e.tokensPerSecond);
        row(s, role, {p.interactivity, e.tokensPerSecond, e.tokensPerSecPerKw, low, high, e.joulesPerToken}, e.power,
            QStringLiteral("measured"), p.pointId, in.provenance.value(p.pointId));
    };
    // The points of every run a reading reads: under "best ever" the peak and the matched reading
    // may each pick another run of a system than the comparison drawn.
    QSet<QPair<QString, qint64>> written;
    auto pointRows = [&](const SystemResult& s) {
        const HardwareSpec hw = in.catalog.spec(s.key.hardware);
        for (const FrontierPoint& p : s.allPoints)
            if (!written.contains({s.label, p.pointId})) {
                written.insert({s.label, p.pointId});
                pointRow(s, hw, QStringLiteral("point"), p);
            }
        for (const FrontierPoint& p : s.frontier.points())
            if (!written.contains({s.label + QStringLiteral("\nfront"), p.pointId})) {
                written.insert({s.label + QStringLiteral("\nfront"), p.pointId});
                pointRow(s, hw, QStringLiteral("front"), p);
            }
    };
    for (const SystemResult& s : in.comparison.systems) pointRows(s);
    for (const Comparison* c : readings)
        for (const SystemResult& s : c->systems) pointRows(s);
    for (const Comparison* c : readings)
        for (const SystemResult& s : c->systems)
            row(s, c->assumptions.atPeak ? QStringLiteral("peak") : QStringLiteral("matched"),
                {s.sample.interactivity, s.tokensPerSecond, s.tokensPerSecPerKw, s.tokensPerSecPerKwLow, s.tokensPerSecPerKwHigh,
                 s.joulesPerToken, s.joulesPerQuery, s.joulesPerQueryLow, s.joulesPerQueryHigh},
                s.power, toString(s.sample.status), s.sample.status == PointStatus::Measured ? s.sample.pointId : 0, s.provenance);
}

} // namespace

void writePointRows(QTextStream& out, const ChartInputs& in) { writeRowsAt(out, in, {&in.comparison}); }

void writeEfficiencyRows(QTextStream& out, const ChartInputs& in)
{
    const EfficiencyReadings r = efficiencyReadings(in); // both bar sets the chart draws
    writeRowsAt(out, in, {&r.peak, &r.matched});
}

void writeWaterfallRows(QTextStream& out, const ChartInputs& in)
{
    const Waterfall w = waterfallFor(in);
    out << "# " << (w.valid() ? w.title : w.message) << '\n';
    writeRow(out, {QStringLiteral("step"), QStringLiteral("label"), QStringLiteral("factor"), QStringLiteral("factor_low"),
                   QStringLiteral("factor_high"), QStringLiteral("ratio_after"), QStringLiteral("ratio_after_low"),
                   QStringLiteral("ratio_after_high"), QStringLiteral("skipped"), QStringLiteral("detail")});
    for (const WaterfallStep& st : w.steps)
        writeRow(out,
                 {st.key, st.label, csvNumber(st.factor), csvNumber(st.factorLow), csvNumber(st.factorHigh), csvNumber(st.after.point),
                  csvNumber(st.after.low), csvNumber(st.after.high), st.skipped ? QStringLiteral("yes") : QStringLiteral("no"), st.detail});
}

void writeTornadoRows(QTextStream& out, const ChartInputs& in)
{
    const Tornado t = tornadoFor(in);
    out << "# " << (t.bars.isEmpty() ? t.message : QStringLiteral("%1 / %2 = %3").arg(t.subject, t.baseline, csvNumber(t.ratio))) << '\n';
    writeRow(out, {QStringLiteral("assumption"), QStringLiteral("low_setting"), QStringLiteral("ratio_at_low"),
                   QStringLiteral("high_setting"), QStringLiteral("ratio_at_high"), QStringLiteral("note")});
    for (const TornadoBar& b : t.bars)
        writeRow(out, {b.label, b.lowLabel, csvNumber(b.ratioAtLow), b.highLabel, csvNumber(b.ratioAtHigh), b.note});
}

void writeCrossSourceRows(QTextStream& out, const ChartInputs& in)
{
    const CrossSourceView v = crossSourceViewFor(in);
    for (const QString& n : v.notes) out << "# " << n << '\n';
    writeRow(out, {QStringLiteral("benchmark"), QStringLiteral("series"), QStringLiteral("result"), QStringLiteral("interactivity"),
                   QStringLiteral("joules_per_output_token"), QStringLiteral("rated"), QStringLiteral("power"),
                   QStringLiteral("latency_condition"), QStringLiteral("point_id"), QStringLiteral("provenance")});
    // Each mark's file, row and run, as the other charts' rows have them.
    QHash<qint64, const BenchmarkPoint*> crossSource;
    for (const BenchmarkPoint& p : in.crossSource) crossSource.insert(p.id, &p);
    const auto provenance = [&](qint64 id) {
        if (const BenchmarkPoint* p = crossSource.value(id)) return PointTableModel::provenanceText(*p);
        return in.provenance.value(id);
    };
    for (const CrossSourceSeries& s : v.series)
        for (const CrossSourceMark& m : s.marks)
            writeRow(out, {toString(s.benchmark), s.name, m.label, csvNumber(m.interactivity), csvNumber(m.joulesPerOutputToken),
                           s.rated ? QStringLiteral("1") : QStringLiteral("0"), m.power, m.condition, QString::number(m.pointId),
                           provenance(m.pointId)});
}

} // namespace denominator::ui
