// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "literacy/lesson.h"

#include "core/json_document.h"
#include "core/resources.h"
#include "literacy/claims.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <cmath>

namespace denominator {
namespace {

/// Thrown inside the parser; parseLesson turns it into the error string.
struct LessonError {
    QString message;
};

QString str(const nlohmann::json& j, const char* key)
{
    const auto it = j.find(key);
    if (it == j.end() || !it->is_string()) return {};
    return QString::fromStdString(it->get<std::string>()).trimmed();
}

QString required(const nlohmann::json& j, const char* key, const QString& where)
{
    QString v = str(j, key);
    if (v.isEmpty()) throw LessonError{QStringLiteral("%1: \"%2\" is missing or empty").arg(where, QString::fromLatin1(key))};
    return v;
}

LessonQuestion parseQuestion(const nlohmann::json& j, const QString& where)
{
    if (!j.is_object()) throw LessonError{QStringLiteral("%1: \"question\" must be an object").arg(where)};
    LessonQuestion q;
    q.text = required(j, "text", where + QStringLiteral(" question"));
    const QString kind = str(j, "kind");
    if (kind == QLatin1String("choice")) {
        q.kind = LessonQuestion::Kind::Choice;
        for (const auto& o : j.value("options", nlohmann::json::array()))
            if (o.is_string() && !o.get<std::string>().empty()) q.options << QString::fromStdString(o.get<std::string>());
        if (q.options.size() < 2)
            throw LessonError{QStringLiteral("%1: a choice question needs at least two non-empty options").arg(where)};
        const auto c = j.find("correct");
        if (c == j.end() || !c->is_number_integer() || c->get<long long>() < 0 || c->get<long long>() >= q.options.size())
            throw LessonError{QStringLiteral("%1: \"correct\" must be an option index from 0 to %2").arg(where).arg(q.options.size() - 1)};
        q.correct = c->get<int>();
    } else if (kind == QLatin1String("numeric")) {
        q.kind = LessonQuestion::Kind::Numeric;
        const auto a = j.find("answer"), t = j.find("tolerance");
        if (a == j.end() || !a->is_number())
            throw LessonError{QStringLiteral("%1: a numeric question needs a number \"answer\"").arg(where)};
        if (t == j.end() || !t->is_number() || t->get<double>() < 0)
            throw LessonError{QStringLiteral("%1: a numeric question needs a \"tolerance\" of zero or more").arg(where)};
        q.answer = a->get<double>();
        q.tolerance = t->get<double>();
        q.unit = str(j, "unit");
    } else {
        throw LessonError{QStringLiteral("%1: question \"kind\" must be \"choice\" or \"numeric\"").arg(where)};
    }
    return q;
}

void validateScenario(const Scenario& s, const LessonContext& ctx, const QString& where)
{
    auto bad = [&](const QString& m) { throw LessonError{QStringLiteral("%1: %2").arg(where, m)}; };
    if (!ctx.chartNames.isEmpty() && !ctx.chartNames.contains(s.chart))
        bad(QStringLiteral("unknown chart \"%1\" (known: %2)").arg(s.chart, ctx.chartNames.join(QStringLiteral(", "))));
    if (!s.claimId.isEmpty() && !ctx.claimIds.isEmpty() && !ctx.claimIds.contains(s.claimId))
        bad(QStringLiteral("unknown claim \"%1\" (known: %2)").arg(s.claimId, ctx.claimIds.join(QStringLiteral(", "))));
    if (s.model.isEmpty() || s.isl == 0 || s.osl == 0)
        bad(QStringLiteral("the scenario needs a model and a workload (ISL and OSL, or agentic-coding)"));
    const Assumptions& a = s.assumptions;
    if (!a.atPeak && !(a.interactivity > 0)) bad(QStringLiteral("a matched operating point needs an interactivity above 0"));
    if (!(a.unknownDrawLow > 0 && a.unknownDrawLow <= a.unknownDrawHigh && a.unknownDrawHigh <= 1.5))
        bad(QStringLiteral("unknown_draw_fraction must satisfy 0 < low <= high <= 1.5"));
    if (isKnown(a.pue) && a.pue < 1) bad(QStringLiteral("a PUE is at least 1"));
    QStringList systems = s.systems;
    if (systems.removeDuplicates() != 0) bad(QStringLiteral("a system is listed twice"));
}

Scenario resolveScenario(nlohmann::json& state, const nlohmann::json& patch, const LessonContext& ctx, const QString& where)
{
    if (!patch.is_null() && !patch.is_object()) throw LessonError{QStringLiteral("%1: a scenario patch must be an object").arg(where)};
    if (patch.is_object()) state.merge_patch(patch);
    const auto s = scenarioFromJson(state);
    if (!s) throw LessonError{QStringLiteral("%1: %2").arg(where, s.error().toString())};
    validateScenario(*s, ctx, where);
    return *s;
}

LessonStep parseStep(const nlohmann::json& j, nlohmann::json& state, const LessonContext& ctx, const QString& where)
{
    if (!j.is_object()) throw LessonError{QStringLiteral("%1: a step must be an object").arg(where)};
    LessonStep step;
    step.title = str(j, "title");
    const QString named = step.title.isEmpty() ? where : QStringLiteral("%1 (“%2”)").arg(where, step.title);
    if (step.title.isEmpty()) throw LessonError{QStringLiteral("%1: \"title\" is missing or empty").arg(where)};
    step.scenario = resolveScenario(state, j.value("scenario", nlohmann::json()), ctx, named);
    if (const auto r = j.find("reveal_scenario"); r != j.end() && !r->is_null())
        step.revealScenario = resolveScenario(state, *r, ctx, named + QStringLiteral(" reveal"));
    // Assumptions the question asks for: their values stay off the stamp until the reveal.
    if (const auto c = j.find("conceal"); c != j.end() && !c->is_null()) {
        nlohmann::json patch{{"chart", {{"conceal", *c}}}};
        nlohmann::json withKeys = state;
        withKeys.merge_patch(patch);
        const auto s = scenarioFromJson(withKeys);
        if (!s) throw LessonError{QStringLiteral("%1: \"conceal\": %2").arg(named, s.error().message)};
        step.scenario.concealed = s->concealed;
    }
    step.question = parseQuestion(j.value("question", nlohmann::json()), named);
    step.reveal = required(j, "reveal", named);
    step.explanation = required(j, "explanation", named);
    return step;
}

Lesson parseLessonOrThrow(const nlohmann::json& doc, const QString& name, const LessonContext& ctx)
{
    if (!doc.is_object() || str(doc, "format") != QLatin1String("denominator-lesson"))
        throw LessonError{QStringLiteral("%1: not a lesson (\"format\" is not \"denominator-lesson\")").arg(name)};
    const auto version = doc.find("version");
    if (version == doc.end() || !version->is_number_integer() || version->get<long long>() != 1)
        throw LessonError{QStringLiteral("%1: lesson version must be 1").arg(name)};
    Lesson l;
    l.id = required(doc, "id", name);
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
    if (!idPattern.match(l.id).hasMatch())
        throw LessonError{QStringLiteral("%1: id \"%2\" must be lower-case letters, digits and dashes").arg(name, l.id)};
    l.title = required(doc, "title", name);
    l.intro = required(doc, "intro", name);
    const auto steps = doc.find("steps");
    if (steps == doc.end() || !steps->is_array() || steps->empty())
        throw LessonError{QStringLiteral("%1: \"steps\" must be a non-empty array").arg(name)};
    nlohmann::json state = doc.value("scenario", nlohmann::json());
    if (!state.is_object()) throw LessonError{QStringLiteral("%1: \"scenario\" (the starting scenario) must be an object").arg(name)};
    for (std::size_t i = 0; i < steps->size(); ++i)
        l.steps << parseStep((*steps)[i], state, ctx, QStringLiteral("%1, step %2").arg(name).arg(i + 1));
    return l;
}

} // namespace

QString LessonQuestion::answerText() const
{
    if (kind == Kind::Choice) return QStringLiteral("%1: %2").arg(QChar(u'A' + correct), options.value(correct));
    const QString unitText = unit.isEmpty() ? QString() : (unit == QStringLiteral("×") ? unit : QLatin1Char(' ') + unit);
    return QStringLiteral("%1%2 (±%3)").arg(QString::number(answer, 'g', 4), unitText, QString::number(tolerance, 'g', 3));
}

bool Prediction::given(const LessonQuestion& q) const
{
    return q.kind == LessonQuestion::Kind::Choice ? choice >= 0 && choice < q.options.size() : isKnown(estimate);
}

bool isCorrect(const LessonQuestion& q, const Prediction& p)
{
    if (!p.given(q)) return false;
    if (q.kind == LessonQuestion::Kind::Choice) return p.choice == q.correct;
    // A hair of slack so an estimate typed exactly at the edge of the tolerance counts.
    return std::abs(p.estimate - q.answer) <= q.tolerance * (1 + 1e-9) + 1e-12;
}

LessonContext bundledLessonContext(const QStringList& chartNames)
{
    LessonContext ctx;
    ctx.chartNames = chartNames;
    initResources();
    QFile f(QStringLiteral(":/data/claims_jalapeno.json"));
    if (f.open(QIODevice::ReadOnly)) {
        const nlohmann::json doc = nlohmann::json::parse(f.readAll().toStdString(), nullptr, false);
        QList<Issue> errors;
        if (!doc.is_discarded())
            for (const Claim& c : parseClaims(doc, f.fileName(), errors)) ctx.claimIds << c.id;
    }
    return ctx;
}

Expected<Lesson> parseLesson(const nlohmann::json& doc, const QString& file, const LessonContext& ctx)
{
    try {
        Lesson l = parseLessonOrThrow(doc, QFileInfo(file).fileName(), ctx);
        l.file = file;
        return l;
    } catch (const LessonError& e) {
        return Issue{file, -1, -1, {}, e.message};
    } catch (const nlohmann::json::exception& e) { // a value of an unexpected type somewhere deep
        return Issue{file, -1, -1, {}, QStringLiteral("not a lesson: %1").arg(QString::fromUtf8(e.what()))};
    }
}

Expected<Lesson> loadLessonFile(const QString& path, const LessonContext& ctx)
{
    const auto bytes = readDocumentFile(path);
    if (!bytes) return bytes.error();
    const auto doc = parseJsonDocument(*bytes, path);
    if (!doc) {
        Issue e = doc.error();
        e.message += QStringLiteral("; expected a lesson");
        return e;
    }
    return parseLesson(*doc, path, ctx);
}

QStringList bundledLessonFiles()
{
    initResources();
    const QDir dir(QStringLiteral(":/data/lessons"));
    QStringList files;
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) files << dir.filePath(name);
    return files;
}

QList<Lesson> loadBundledLessons(const LessonContext& ctx, QList<Issue>* errors)
{
    QList<Lesson> out;
    for (const QString& file : bundledLessonFiles()) {
        const auto l = loadLessonFile(file, ctx);
        if (l)
            out << *l;
        else if (errors)
            *errors << l.error();
    }
    return out;
}

} // namespace denominator
