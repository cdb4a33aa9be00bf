// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A growable window over a ByteSource: the JSON element reader and the CSV record reader both look
// ahead in it and hand out views of whole records. Memory is the largest record plus one chunk.

#include "import/byte_source.h"

#include <string>
#include <string_view>

namespace denominator {

class BufferedInput {
public:
    explicit BufferedInput(ByteSource& source) : m_source(source) {}

    ByteSource& source() { return m_source; }
    /// Makes at least `n` bytes available from the current position unless the input ends first;
    /// returns how many are available. Throws nothing; a read error ends the input (see readError).
    qint64 request(qint64 n);
    /// Reads one more chunk; false at the end of the input.
    bool more();
    qint64 available() const { return qint64(m_buf.size() - m_pos); }
    const char* data() const { return m_buf.data() + m_pos; }
    /// Drops `n` bytes from the front. Views handed out earlier stay valid until the next read.
    void consume(qint64 n) { m_pos += size_t(n); }
    bool atEnd() const { return m_eof && available() == 0; }
    bool inputEnded() const { return m_eof; }
    QString readError() const { return m_error; }

private:
    static constexpr qint64 kChunk = 1 << 20;
    ByteSource& m_source;
    std::string m_buf;
    size_t m_pos = 0;
    bool m_eof = false;
    QString m_error;
};

} // namespace denominator
