// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/buffered_input.h"

namespace denominator {

bool BufferedInput::more()
{
    if (m_eof) return false;
    if (m_pos > 0 && m_pos * 2 >= m_buf.size()) {
        m_buf.erase(0, m_pos);
        m_pos = 0;
    }
    const size_t old = m_buf.size();
    m_buf.resize(old + size_t(kChunk));
    const qint64 n = m_source.read(m_buf.data() + old, kChunk);
    m_buf.resize(old + size_t(std::max<qint64>(n, 0)));
    if (n < 0) m_error = m_source.readError();
    if (n <= 0) m_eof = true;
    return n > 0;
}

qint64 BufferedInput::request(qint64 n)
{
    while (available() < n && more()) {
    }
    return available();
}

} // namespace denominator
