// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The questions half of the claim assessment: what a claim answers, from its `stated` texts and
// its structured fields. Each rule says in its reason why the answer matters.

#include "literacy/claim_questions.h"

#include <functional>

namespace denominator {
namespace {

QString statedText(const Claim& c, const QString& key) { return c.stated.value(key).trimmed(); }

/// "rated", "measured", or "" when the kind says neither.
QString classOfKind(const QString& kind)
{
    const QString k = kind.toLower();
    if (k == QLatin1String("measured")) return QStringLiteral("measured");
    if (k == QLatin1String("tdp") || k == QLatin1String("cap") || k.startsWith(QLatin1String("allin")) ||
        k == QLatin1String("provisioned") || k == QLatin1String("rated"))
        return QStringLiteral("rated");
    return {};
}

QString classOfText(const QString& text)
{
    const QString t = text.toLower();
    if (t.contains(QLatin1String("measured")) || t.contains(QLatin1String("drawn")) || t.contains(QLatin1String("telemetry")))
        return QStringLiteral("measured");
    if (t.contains(QLatin1String("tdp")) || t.contains(QLatin1String("rated")) || t.contains(QLatin1String("cap")) ||
        t.contains(QLatin1String("provisioned")) || t.contains(QLatin1String("all-in")))
        return QStringLiteral("rated");
    return {};
}

bool isGraceBlackwell(const QString& hardware) { return hardware.startsWith(QLatin1String("gb"), Qt::CaseInsensitive); }

QString quoted(const QString& s) { return QStringLiteral("“%1”").arg(s); }

/// Where a benchmark measures the watts it publishes.
QString measuredBoundary(Benchmark b)
{
    return b == Benchmark::MLPerf ? QStringLiteral("whole system, AC at the wall") : QStringLiteral("GPU board");
}

/// "rated" or "measured" for a system: its denominator kind, else its stated text, else what its
/// benchmark publishes (MLPerf and ML.ENERGY publish only measured watts); "" when none says.
QString powerClass(const ClaimSystem& s, const QString& statedDenominator)
{
    QString cls = classOfKind(s.denominatorKind);
    if (cls.isEmpty()) cls = classOfText(statedDenominator);
    if (cls.isEmpty() && s.benchmark && *s.benchmark != Benchmark::InferenceX) cls = QStringLiteral("measured");
    return cls;
}

/// What tok/s/user means in a system's benchmark (it names one).
QString interactivityDefinition(const ClaimSystem& s) { return definitionOf(*s.benchmark).interactivity; }

/// Both systems' benchmarks when the claim names both and they differ.
bool acrossBenchmarks(const Claim& c)
{
    return c.systems.size() == 2 && c.systems[0].benchmark && c.systems[1].benchmark && *c.systems[0].benchmark != *c.systems[1].benchmark;
}

/// "b200 (InferenceX): X; h200 (MLPerf Inference Power): Y" for an answer per system.
QString perSystem(const Claim& c, const std::function<QString(const ClaimSystem&)>& answer)
{
    QStringList parts;
    for (const ClaimSystem& s : c.systems)
        parts << QStringLiteral("%1 (%2): %3").arg(s.label, s.benchmark ? definitionOf(*s.benchmark).name : QStringLiteral("?"), answer(s));
    return parts.join(QStringLiteral("; "));
}

ClaimQuestion make(const char* key, const char* question, bool primary)
{
    ClaimQuestion q;
    q.key = QString::fromLatin1(key);
    q.question = QString::fromUtf8(question);
    q.primary = primary;
    return q;
}

ClaimQuestion denominatorQuestion(const Claim& c)
{
    ClaimQuestion q = make("denominator", "Rated or measured power?", true);
    const QString text = statedText(c, QStringLiteral("denominator"));
    QStringList classes;
    QStringList missingWatts;
    for (const ClaimSystem& s : c.systems) {
        classes << powerClass(s, text);
        if (!isKnown(s.denominatorWatts)) missingWatts << s.label;
    }
    classes.removeDuplicates();
    if (classes.contains(QString())) {
        q.state = text.isEmpty() ? AnswerState::Unanswered : AnswerState::Ambiguous;
        q.reason =
            text.isEmpty()
                ? QStringLiteral("the claim does not say what power divides the throughput; a rating and a measured draw can differ by 2×")
                : QStringLiteral("%1 does not say whether the watts are rated or measured").arg(quoted(text));
        return q;
    }
    if (classes.size() > 1) {
        q.state = AnswerState::Ambiguous;
        q.reason = QStringLiteral("the two systems are divided by different kinds of watts (rated for one, measured for the other)");
        return q;
    }
    q.state = AnswerState::Answered;
    q.reason = classes.first() + (text.isEmpty() ? QString() : QStringLiteral(": ") + quoted(text));
    if (!missingWatts.isEmpty()) q.reason += QStringLiteral("; the watts of %1 are not given").arg(missingWatts.join(QStringLiteral(", ")));
    return q;
}

ClaimQuestion boundaryQuestion(const Claim& c)
{
    ClaimQuestion q = make("boundary", "At what boundary?", true);
    const QString text = statedText(c, QStringLiteral("boundary"));
    if (!text.isEmpty()) {
        q.state = AnswerState::Answered;
        q.reason = QStringLiteral("stated: %1").arg(quoted(text));
        return q;
    }
    QStringList kinds, gb;
    bool unnamed = false;
    for (const ClaimSystem& s : c.systems) {
        kinds << s.denominatorKind.toLower();
        if (isGraceBlackwell(s.hardware)) gb << s.label;
        if (s.hardware.isEmpty()) unnamed = true;
    }
    kinds.removeDuplicates();
    const QString kind = kinds.size() == 1 ? kinds.first() : QString();
    if (kind == QLatin1String("tdp") || kind == QLatin1String("cap")) {
        const QString left = QStringLiteral("host, network, cooling and facility are left out");
        if (!gb.isEmpty()) {
            q.state = AnswerState::Ambiguous;
            q.reason =
                QStringLiteral(
                    "“package” implies the chip, but on a Grace Blackwell part (%1) the package may include the Grace CPU's share; %2")
                    .arg(gb.join(QStringLiteral(", ")), left);
        } else if (unnamed) {
            q.state = AnswerState::Ambiguous;
            q.reason =
                QStringLiteral("a rating implies the chip, but the comparator is not named, so what its rating covers is unknown; %1")
                    .arg(left);
        } else {
            q.state = AnswerState::Answered;
            q.reason = QStringLiteral("chip/package, implied by the rated TDP; %1").arg(left);
        }
    } else if (kind.startsWith(QLatin1String("allin"))) {
        q.state = AnswerState::Answered;
        q.reason = QStringLiteral("node share, implied by a provisioned all-in figure (chip + per-GPU host and NIC share)");
    } else if (kind == QLatin1String("measured") && c.systems.size() == 2 && c.systems[0].benchmark && c.systems[1].benchmark) {
        // The benchmarks say where they measure.
        const QString a = measuredBoundary(*c.systems[0].benchmark), b = measuredBoundary(*c.systems[1].benchmark);
        q.state = a == b ? AnswerState::Answered : AnswerState::Ambiguous;
        q.reason = a == b ? QStringLiteral("measured at the %1, as the benchmark%2 named measure%3")
                                .arg(a, acrossBenchmarks(c) ? QStringLiteral("s") : QString(),
                                     acrossBenchmarks(c) ? QString() : QStringLiteral("s"))
                          : QStringLiteral("measured at different boundaries: %1").arg(perSystem(c, [](const ClaimSystem& s) {
                                return measuredBoundary(*s.benchmark);
                            }));
    } else if (kind == QLatin1String("measured")) {
        q.state = AnswerState::Ambiguous;
        q.reason = QStringLiteral("measured, but not where: GPU telemetry (chip) or a meter at the wall (node)");
    } else {
        q.state = AnswerState::Unanswered;
        q.reason = QStringLiteral("no boundary stated or implied; only a facility figure maps to an electricity bill");
    }
    return q;
}

ClaimQuestion interactivityQuestion(const Claim& c)
{
    ClaimQuestion q = make("interactivity", "At what interactivity?", true);
    const QString text = statedText(c, QStringLiteral("interactivity"));
    const bool matched = c.operatingPoint == QLatin1String("matched");
    const QString said = text.isEmpty() ? QString() : QStringLiteral(" (stated: %1)").arg(quoted(text));
    if (matched && isKnown(c.interactivity)) {
        q.state = AnswerState::Answered;
        q.reason = QStringLiteral("matched at %1 tok/s/user%2").arg(c.interactivity, 0, 'g', 4).arg(said);
    } else if (matched) {
        q.state = AnswerState::Ambiguous;
        q.reason = QStringLiteral("matched, but the tok/s/user it is matched at is not given%1").arg(said);
    } else if (!text.isEmpty()) {
        q.state = AnswerState::Answered;
        q.reason = QStringLiteral("each system at its own peak%1; this favours batch-hungry systems and says nothing about interactive use")
                       .arg(said);
    } else {
        q.state = AnswerState::Unanswered;
        q.reason = QStringLiteral("the operating point is not stated; each system at its own peak favours batch-hungry GPUs");
    }
    if (acrossBenchmarks(c)) { // the same words mean another tok/s/user (or none) in each benchmark
        if (q.state == AnswerState::Answered) q.state = AnswerState::Ambiguous;
        q.reason += QStringLiteral("; but the benchmarks define interactivity differently: %1").arg(perSystem(c, interactivityDefinition));
    }
    return q;
}

/// Whether both figures come from one benchmark, and when not, which of the three questions
/// their benchmarks answer differently. Asked only when the claim names a benchmark.
std::optional<ClaimQuestion> benchmarksQuestion(const Claim& c)
{
    QStringList named;
    for (const ClaimSystem& s : c.systems)
        if (s.benchmark) named << definitionOf(*s.benchmark).name;
    if (named.isEmpty()) return std::nullopt;
    ClaimQuestion q = make("benchmarks", "Do both figures come from one benchmark?", false);
    if (named.size() < c.systems.size()) {
        q.state = AnswerState::Unanswered;
        q.reason = QStringLiteral("only one figure's benchmark is named (%1); what the other's watts, tokens and interactivity mean "
                                  "is unknown")
                       .arg(named.join(QStringLiteral(", ")));
        return q;
    }
    if (!acrossBenchmarks(c)) {
        q.state = AnswerState::Answered;
        q.reason = QStringLiteral("both from %1").arg(named.first());
        return q;
    }
    const QString denominator = statedText(c, QStringLiteral("denominator"));
    const auto power = [&](const ClaimSystem& s) {
        const QString cls = powerClass(s, denominator);
        return cls.isEmpty() ? QStringLiteral("not said") : cls;
    };
    const auto boundary = [&](const ClaimSystem& s) {
        const QString cls = powerClass(s, denominator);
        return cls == QLatin1String("measured") ? measuredBoundary(*s.benchmark)
               : cls.isEmpty()                  ? QStringLiteral("not said")
                                                : QStringLiteral("chip (a rating)");
    };
    QStringList differ;
    if (power(c.systems[0]) != power(c.systems[1])) differ << QStringLiteral("rated or measured (%1)").arg(perSystem(c, power));
    if (boundary(c.systems[0]) != boundary(c.systems[1])) differ << QStringLiteral("boundary (%1)").arg(perSystem(c, boundary));
    differ << QStringLiteral("interactivity (%1)").arg(perSystem(c, interactivityDefinition));
    q.state = AnswerState::Ambiguous;
    q.reason = QStringLiteral("the figures come from %1 and %2, which answer differently: %3")
                   .arg(named[0], named[1], differ.join(QStringLiteral("; ")));
    return q;
}

ClaimQuestion simpleQuestion(const char* key, const char* question, const QString& answer, const QString& whyItMatters)
{
    ClaimQuestion q = make(key, question, false);
    q.state = answer.isEmpty() ? AnswerState::Unanswered : AnswerState::Answered;
    q.reason = answer.isEmpty() ? whyItMatters : QStringLiteral("stated: %1").arg(quoted(answer));
    return q;
}

} // namespace

QString toString(AnswerState s)
{
    switch (s) {
    case AnswerState::Answered: return QStringLiteral("answered");
    case AnswerState::Ambiguous: return QStringLiteral("ambiguous");
    case AnswerState::Unanswered: return QStringLiteral("unanswered");
    }
    return {};
}

QList<ClaimQuestion> claimQuestions(const Claim& c)
{
    QList<ClaimQuestion> out{denominatorQuestion(c), boundaryQuestion(c), interactivityQuestion(c)};
    if (const auto q = benchmarksQuestion(c)) out << *q;
    // A `stated` entry, even null, is what the claim said; the structured field only fills in when
    // the claim file records no statement at all.
    const QString tokens = c.stated.contains(QStringLiteral("tokens")) ? statedText(c, QStringLiteral("tokens")) : c.tokens;
    out << simpleQuestion(
        "tokens", "Which tokens are counted?", tokens,
        QStringLiteral("total (input + output) or output-only tokens is not stated; an output-only figure is lower by the input share"));
    out << simpleQuestion("normalisation", "Per which GPU?", statedText(c, QStringLiteral("normalisation")),
                          QStringLiteral("per allocated GPU or per decode GPU (disaggregated serving) is not stated"));
    QString comparator = statedText(c, QStringLiteral("comparator"));
    if (!c.stated.contains(QStringLiteral("comparator")) && c.systems.size() > 1) comparator = c.systems[1].hardware;
    out << simpleQuestion("comparator", "Is the comparator named?", comparator,
                          QStringLiteral("the comparator is not named, so its rated and measured power cannot be checked"));
    if (c.operatingPoint == QLatin1String("matched")) {
        out << simpleQuestion(
            "percentile", "Which interactivity percentile?", statedText(c, QStringLiteral("percentile")),
            QStringLiteral("median or a tail percentile (p90, p99) is not stated; the slow tail moves the matched point"));
        out << simpleQuestion("comparator_point", "Is the comparator's point measured?", statedText(c, QStringLiteral("comparator_point")),
                              QStringLiteral("whether the comparator's point at the matched interactivity was measured, interpolated, "
                                             "or lies outside its tested range is not stated"));
    }
    return out;
}

} // namespace denominator
