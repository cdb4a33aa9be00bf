// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Content Denominator recognises but does not import, each refused with the reason and what to
// do instead: InferenceX listings without measurements, power telemetry.

#include "core/telemetry_formats.h"
#include "import/csv_row.h"
#include "import/importer.h"
#include "import/json_row.h"

#include <nlohmann/json.hpp>

namespace denominator {
namespace {

class Availability : public JsonRowImporter {
public:
    QString format() const override { return QStringLiteral("inferencex-availability"); }
    QString describe() const override { return QStringLiteral("an InferenceX availability listing"); }
    QString refusal() const override
    {
        return QStringLiteral("this is an InferenceX availability listing (which configurations exist on which dates): it holds no "
                              "measurements; fetch the benchmarks themselves (denominator fetch --model NAME)");
    }
    bool recognises(const JsonRow& first) const override
    {
        return first.has("hardware") && first.has("date") && !first.contains("tput_per_gpu") && !first.contains("metrics");
    }
    void importRow(JsonRow&, ImportContext&) const override {}
};

class WorkflowInfo : public JsonDocumentImporter {
public:
    QString format() const override { return QStringLiteral("inferencex-workflow-info"); }
    QString describe() const override { return QStringLiteral("an InferenceX workflow-info response"); }
    QString refusal() const override
    {
        return QStringLiteral("this is an InferenceX workflow-info response (runs and changelogs): it holds no measurements");
    }
    bool recognises(const nlohmann::json& doc) const override
    {
        return doc.is_object() && doc.contains("runs") && doc.contains("changelogs");
    }
    void importDocument(const nlohmann::json&, ImportContext&) const override {}
};

class TelemetryCsv : public CsvImporter {
public:
    QString format() const override { return QStringLiteral("power-telemetry"); }
    QString describe() const override { return QStringLiteral("a power log"); }
    QString refusal() const override
    {
        return QStringLiteral("this is power telemetry, not benchmark results: use `denominator energy --result RESULT.json "
                              "--telemetry FILE` (or import RESULT.json --telemetry FILE)");
    }
    bool recognises(const CsvHeader& h) const override { return isTelemetryHeader(h.joined()); }
    void importRecord(const CsvHeader&, CsvRow&, ImportContext&) const override {}
};

} // namespace

const JsonRowImporter& availabilityImporter()
{
    static const Availability instance;
    return instance;
}

const JsonDocumentImporter& workflowInfoImporter()
{
    static const WorkflowInfo instance;
    return instance;
}

const CsvImporter& telemetryCsvImporter()
{
    static const TelemetryCsv instance;
    return instance;
}

} // namespace denominator
