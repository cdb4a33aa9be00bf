// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Reading and storing at the same time. Reading an input (bytes, SHA-256, JSON, every check) and
// storing its rows (SQLite) each take about half of an import; here the reading runs on a second
// thread and hands the rows over in batches, while the calling thread feeds them to its sink.
// The sink sees exactly what importInput() would give it, and only on the calling thread.

#include "import/import_sink.h"

namespace denominator {

/// As importInput(source, options, sink), with `source` read on a thread of its own: sink's
/// addPoint and addClaim run on the calling thread, in the order the rows were read; afterwards
/// the sink holds the format, source, hash, notes and problems the reader found. An exception
/// from the sink stops the reader and is rethrown here once it has stopped.
void importInputPipelined(ByteSource& source, const ParseOptions& options, ImportSink& sink);

} // namespace denominator
