#pragma once
// InferenceX CSV formats: the dashboard "Export CSV" (both header generations) and API rows
// exported as CSV (the power-only "powerx" example).

#include "import/csv_reader.h"
#include "import/parsed_file.h"

namespace denominator {

/// True when the header looks like a dashboard export (has a Throughput/GPU or /Chip column).
bool isDashboardCsvHeader(const QStringList& header);
/// True when the header looks like API rows as CSV (hardware, conc and avg_power_w columns).
bool isApiCsvHeader(const QStringList& header);

void parseDashboardCsv(const SourceFile& src, const CsvParseResult& csv, ParsedFile& out);
void parseApiCsv(const SourceFile& src, const CsvParseResult& csv, ParsedFile& out);

} // namespace denominator
