// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Every file Denominator writes goes through here: the bytes go to a temporary file next to the
// target, are written, synced and closed with every error checked, then renamed over it. A full
// disk or a read-only folder gives an error naming the file, and no half-written file is ever
// left behind. A path that is not a regular file (/dev/null, /dev/full, a FIFO) is written in
// place, never replaced; a folder is refused.

#include "core/issue.h"

#include <QByteArray>
#include <QString>

namespace denominator {

Expected<void> saveFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace denominator
