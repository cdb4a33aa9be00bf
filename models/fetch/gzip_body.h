// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A gzip-encoded response body undone, bounded: the decoded bytes may not pass the same limit the
// body has on the wire, so a small body that expands without end (a "gzip bomb") is refused as
// soon as its output passes it.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace denominator {

/// Decodes `in` (one gzip member or several) into `out`; empty on success, otherwise why not
/// (`out` is then emptied). `tooLarge` tells a body over `maxBytes` from a damaged one.
QString gunzipBounded(QByteArrayView in, qint64 maxBytes, QByteArray& out, bool& tooLarge);

} // namespace denominator
