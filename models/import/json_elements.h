// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Splits a JSON text into its top-level elements without parsing them: the rows of a top-level
// array one at a time, or a top-level object as one element. Only string, escape and nesting
// structure is tracked here; each element is parsed (and validated) by whoever receives it. Memory
// is bounded by the largest element (InputLimits), never by the file.

#include "import/buffered_input.h"

#include <optional>
#include <string_view>

namespace denominator {

class JsonElementReader {
public:
    enum class Top { Array, Object };
    struct Element {
        std::string_view bytes; ///< valid until the next call to next()
        int index = 0;          ///< 0-based position in the array
        qint64 line = 1;        ///< 1-based line where the element starts
    };

    /// `input` must be positioned at the first '[' or '{' (after any BOM and whitespace);
    /// `line` is the line that byte is on.
    JsonElementReader(BufferedInput& input, Top top, qint64 line);

    Top top() const { return m_top; }
    /// The next element; false at the end of the array (or of the object) and on an error.
    bool next(Element& out);
    /// Set when next() stopped on a problem: truncation, bytes between or after elements that are
    /// not JSON structure, an element over the size limit, binary data.
    const std::optional<Issue>& error() const { return m_error; }
    qint64 line() const { return m_line; }

private:
    bool fail(qint64 line, const QString& message);
    /// Skips whitespace; false at the end of the input.
    bool skipSpace();
    /// Scans one element starting at the current position; sets `length`.
    bool scanElement(qint64& length);

    BufferedInput& m_in;
    Top m_top;
    qint64 m_line;
    int m_index = 0;
    bool m_started = false, m_done = false;
    qint64 m_pending = 0; ///< bytes of the last element still to consume
    std::optional<Issue> m_error;
};

} // namespace denominator
