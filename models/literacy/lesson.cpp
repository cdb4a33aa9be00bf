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

/// A problem at a place in the lesson file; parseLesson adds the file.
Issue at(const QString& where, const QString& message) { return problem(QStringLiteral("%1: %2").arg(where, message)); }

QString str(const nlohmann::json& j, const char* key)
{
    const auto it = j.find(key);
    if (it == j.end() || !it->is_string()) return {};
    return QString::fromStdString(it->get<std::string>()).trimmed();
}

Expected<QString> required(const nlohmann::json& j, const char* key, const QString& where)
{
    QString v = str(j, key);
    if (v.isEmpty()) return at(where, QStringLiteral("\"%1\" is missing or empty").arg(QString::fromLatin1(key)));
    return v;
}

Expected<LessonQuestion> parseQuestion(const nlohmann::json& j, const QString& where)
{
    if (!j.is_object()) return at(where, QStringLiteral("\"question\" must be an object"));
    LessonQuestion q;
    const auto text = required(j, "text", where + QStringLiteral(" question"));
    if (!text) return text.error();
    q.text = *text;
    const QString kind = str(j, "kind");
    if (kind == QLatin1String("choice")) {
        q.kind = LessonQuestion::Kind::Choice;
        for (const auto& o : j.value("options", nlohmann::json::array()))
            if (o.is_string() && !o.get<std::string>().empty()) q.options << QString::fromStdString(o.get<std::string>());
        if (q.options.size() < 2) return at(where, QStringLiteral("a choice question needs at least two non-empty options"));
        const auto c = j.find("correct");
        if (c == j.end() || !c->is_number_integer() || c->get<long long>() < 0 || c->get<long long>() >= q.options.size())
            return at(where, QStringLiteral("\"correct\" must be an option index from 0 to %1").arg(q.options.size() - 1));
        q.correct = c->get<int>();
    } else if (kind == QLatin1String("numeric")) {
        q.kind = LessonQuestion::Kind::Numeric;
        const auto a = j.find("answer"), t = j.find("tolerance");
        if (a == j.end() || !a->is_number()) return at(where, QStringLiteral("a numeric question needs a number \"answer\""));
        if (t == j.end() || !t->is_number() || t->get<double>() < 0)
            return at(where, QStringLiteral("a numeric question needs a \"tolerance\" of zero or more"));
        q.answer = a->get<double>();
        q.tolerance = t->get<double>();
        q.unit = str(j, "unit");
    } else {
        return at(where, QStringLiteral("question \"kind\" must be \"choice\" or \"numeric\""));
    }
    return q;
}

Expected<void> validateScenario(const Scenario& s, const LessonContext& ctx, const QString& where)
{
    if (!ctx.chartNames.isEmpty() && !ctx.chartNames.contains(s.chart))
        return at(where, QStringLiteral("unknown chart \"%1\" (known: %2)").arg(s.chart, ctx.chartNames.join(QStringLiteral(", "))));
    if (!s.claimId.isEmpty() && !ctx.claimIds.isEmpty() && !ctx.claimIds.contains(s.claimId))
        return at(where, QStringLiteral("unknown claim \"%1\" (known: %2)").arg(s.claimId, ctx.claimIds.join(QStringLiteral(", "))));
    if (s.model.isEmpty() || s.isl == 0 || s.osl == 0)
        return at(where, QStringLiteral("the scenario needs a model and a workload (ISL and OSL, or agentic-coding)"));
    const Assumptions& a = s.assumptions;
    if (!a.atPeak && !(a.interactivity > 0)) return at(where, QStringLiteral("a matched operating point needs an interactivity above 0"));
    if (!(a.unknownDrawLow > 0 && a.unknownDrawLow <= a.unknownDrawHigh && a.unknownDrawHigh <= 1.5))
        return at(where, QStringLiteral("unknown_draw_fraction must satisfy 0 < low <= high <= 1.5"));
    if (isKnown(a.pue) && a.pue < 1) return at(where, QStringLiteral("a PUE is at least 1"));
    QStringList systems = s.systems;
    if (systems.removeDuplicates() != 0) return at(where, QStringLiteral("a system is listed twice"));
    return {};
}

Expected<Scenario> resolveScenario(nlohmann::json& state, const nlohmann::json& patch, const LessonContext& ctx, const QString& where)
{
    if (!patch.is_null() && !patch.is_object()) return at(where, QStringLiteral("a scenario patch must be an object"));
    if (patch.is_object()) state.merge_patch(patch);
    auto s = scenarioFromJson(state);
    if (!s) return at(where, s.error().toString());
    if (const auto valid = validateScenario(*s, ctx, where); !valid) return valid.error();
    return std::move(s).value();
}

Expected<LessonStep> parseStep(const nlohmann::json& j, nlohmann::json& state, const LessonContext& ctx, const QString& where)
{
    if (!j.is_object()) return at(where, QStringLiteral("a step must be an object"));
    LessonStep step;
    step.title = str(j, "title");
    if (step.title.isEmpty()) return at(where, QStringLiteral("\"title\" is missing or empty"));
    const QString named = QStringLiteral("%1 (“%2”)").arg(where, step.title);
    auto scenario = resolveScenario(state, j.value("scenario", nlohmann::json()), ctx, named);
    if (!scenario) return scenario.error();
    step.scenario = std::move(scenario).value();
    if (const auto r = j.find("reveal_scenario"); r != j.end() && !r->is_null()) {
        auto reveal = resolveScenario(state, *r, ctx, named + QStringLiteral(" reveal"));
        if (!reveal) return reveal.error();
        step.revealScenario = std::move(reveal).value();
    }
    // Assumptions the question asks for: their values stay off the stamp until the reveal.
    if (const auto c = j.find("conceal"); c != j.end() && !c->is_null()) {
        nlohmann::json patch{{"chart", {{"conceal", *c}}}};
        nlohmann::json withKeys = state;
        withKeys.merge_patch(patch);
        const auto s = scenarioFromJson(withKeys);
        if (!s) return at(named, QStringLiteral("\"conceal\": %1").arg(s.error().message));
        step.scenario.concealed = s->concealed;
    }
    auto question = parseQuestion(j.value("question", nlohmann::json()), named);
    if (!question) return question.error();
    step.question = std::move(question).value();
    const auto reveal = required(j, "reveal", named);
    if (!reveal) return reveal.error();
    const auto explanation = required(j, "explanation", named);
    if (!explanation) return explanation.error();
    step.reveal = *reveal;
    step.explanation = *explanation;
    return step;
}

Expected<Lesson> readLesson(const nlohmann::json& doc, const QString& name, const LessonContext& ctx)
{
    if (!doc.is_object() || str(doc, "format") != QLatin1String("denominator-lesson"))
        return at(name, QStringLiteral("not a lesson (\"format\" is not \"denominator-lesson\")"));
    const auto version = doc.find("version");
    if (version == doc.end() || !version->is_number_integer() || version->get<long long>() != 1)
        return at(name, QStringLiteral("lesson version must be 1"));
    const auto id = required(doc, "id", name);
    if (!id) return id.error();
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
    if (!idPattern.match(*id).hasMatch())
        return at(name, QStringLiteral("id \"%1\" must be lower-case letters, digits and dashes").arg(*id));
    const auto title = required(doc, "title", name);
    if (!title) return title.error();
    const auto intro = required(doc, "intro", name);
    if (!intro) return intro.error();
    Lesson l;
    l.id = *id;
    l.title = *title;
    l.intro = *intro;
    const auto steps = doc.find("steps");
    if (steps == doc.end() || !steps->is_array() || steps->empty()) return at(name, QStringLiteral("\"steps\" must be a non-empty array"));
    nlohmann::json state = doc.value("scenario", nlohmann::json());
    if (!state.is_object()) return at(name, QStringLiteral("\"scenario\" (the starting scenario) must be an object"));
    for (std::size_t i = 0; i < steps->size(); ++i) {
        auto step = parseStep((*steps)[i], state, ctx, QStringLiteral("%1, step %2").arg(name, QString::number(i + 1)));
        if (!step) return step.error();
        l.steps << std::move(step).value();
    }
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
        auto l = readLesson(doc, QFileInfo(file).fileName(), ctx);
        if (!l) return Issue{file, -1, -1, {}, l.error().message};
        l.value().file = file;
        return l;
    } catch (const nlohmann::json::exception& e) { // nlohmann's own throw, kept from crossing out of models/
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
