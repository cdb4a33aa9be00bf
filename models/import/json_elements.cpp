// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/json_elements.h"

#include <array>
#include <bit>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace denominator {
namespace {

/// Bytes that change what the element scanner does: quotes, escapes, brackets, line ends and NUL.
/// Everything else (digits, letters, spaces, ':' and ',') is skipped in a tight loop.
constexpr std::array<bool, 256> kStructural = [] {
    std::array<bool, 256> t{};
    for (const char c : {'"', '\\', '{', '}', '[', ']', '\n', '\0'}) t[static_cast<unsigned char>(c)] = true;
    return t;
}();

/// Where the scan of a container element stands.
struct ScanState {
    int depth = 0;
    bool inString = false;
    bool escape = false; ///< the next byte is escaped (it follows a backslash in a string)
};

#if defined(__SSE2__)
/// How many of `mask`'s lowest `k` bits (k <= 16) are set.
int bitsBelow(unsigned mask, int k) { return std::popcount(mask & ((1u << k) - 1)); }

/// Follows strings, escapes and nesting through d[i, n) sixteen bytes at a time: each block is
/// compared once, and only its quotes, backslashes and brackets are looked at. True with `i` on
/// the byte that closes the element; false with `i` where fewer than 16 bytes are left or at a
/// block that holds a NUL, for the byte-by-byte scan to go on from (and report the NUL).
bool scanBlocks(const char* d, qint64 n, qint64& i, ScanState& s, qint64& lines)
{
    const auto byte = [](char c) { return _mm_set1_epi8(c); };
    const __m128i quote = byte('"'), backslash = byte('\\'), open = byte('{'), close = byte('}'), openSq = byte('['), closeSq = byte(']'),
                  newline = byte('\n'), nul = _mm_setzero_si128();
    for (; i + 16 <= n; i += 16) {
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(d + i));
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(b, nul)) != 0) return false;
        const __m128i brackets = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(b, open), _mm_cmpeq_epi8(b, close)),
                                              _mm_or_si128(_mm_cmpeq_epi8(b, openSq), _mm_cmpeq_epi8(b, closeSq)));
        auto pending =
            unsigned(_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(b, quote), _mm_cmpeq_epi8(b, backslash)), brackets)));
        const auto ends = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(b, newline)));
        if (s.escape) {
            pending &= ~1u; // the block's first byte is escaped
            s.escape = false;
        }
        for (; pending != 0; pending &= pending - 1) {
            const int k = std::countr_zero(pending);
            const char c = d[i + k];
            if (s.inString) {
                if (c == '"') {
                    s.inString = false;
                } else if (c == '\\') {
                    if (k == 15)
                        s.escape = true;
                    else
                        pending &= ~(1u << (k + 1));
                }
            } else if (c == '"') {
                s.inString = true;
            } else if (c == '{' || c == '[') {
                ++s.depth;
            } else if ((c == '}' || c == ']') && --s.depth == 0) {
                lines += bitsBelow(ends, k);
                i += k;
                return true;
            }
        }
        lines += bitsBelow(ends, 16);
    }
    return false;
}
#endif

QString shown(char c)
{
    if (c >= 0x20 && c < 0x7f) return QStringLiteral("'%1'").arg(QLatin1Char(c));
    return QStringLiteral("byte 0x%1").arg(uchar(c), 2, 16, QLatin1Char('0'));
}

} // namespace

JsonElementReader::JsonElementReader(BufferedInput& input, Top top, qint64 line) : m_in(input), m_top(top), m_line(line) {}

bool JsonElementReader::fail(qint64 line, const QString& message)
{
    if (!m_error) m_error = Issue{m_in.source().path(), int(std::min<qint64>(line, INT_MAX)), -1, {}, message};
    return false;
}

bool JsonElementReader::skipSpace()
{
    for (;;) {
        if (m_in.available() == 0 && !m_in.more()) return false;
        const char* d = m_in.data();
        const qint64 n = m_in.available();
        qint64 i = 0;
        for (; i < n; ++i) {
            const char c = d[i];
            if (c == '\n')
                ++m_line;
            else if (c != ' ' && c != '\t' && c != '\r')
                break;
        }
        m_in.consume(i);
        if (i < n) return true;
    }
}

bool JsonElementReader::scanElement(qint64& length)
{
    const qint64 limit = m_top == Top::Object ? InputLimits::kMaxDocumentBytes : InputLimits::kMaxRecordBytes;
    const char first = m_in.data()[0];
    const bool container = first == '{' || first == '[';
    ScanState st;
    qint64 i = 0, lines = 0;
    const qint64 startLine = m_line;
    for (;;) {
        const char* d = m_in.data();
        const qint64 n = m_in.available();
        for (; i < n; ++i) {
#if defined(__SSE2__)
            if (container && scanBlocks(d, n, i, st, lines)) {
                length = i + 1;
                break;
            }
#endif
            if (container && !st.escape) {
                while (i < n && !kStructural[static_cast<unsigned char>(d[i])]) ++i;
                if (i == n) break;
            }
            const char c = d[i];
            if (!container && !st.inString && (c == ',' || c == ']' || c == '}' || c == ' ' || c == '\t' || c == '\r' || c == '\n')) {
                length = i; // a scalar element ends at the first separator
                break;
            }
            if (c == '\n') {
                ++lines;
            } else if (c == '\0') {
                return fail(m_line + lines, QStringLiteral("binary data (a NUL byte): expected a JSON or CSV text file"));
            }
            if (st.inString) {
                if (st.escape)
                    st.escape = false;
                else if (c == '\\')
                    st.escape = true;
                else if (c == '"')
                    st.inString = false;
                continue;
            }
            if (c == '"') {
                st.inString = true;
            } else if (c == '{' || c == '[') {
                ++st.depth;
            } else if ((c == '}' || c == ']') && --st.depth == 0) {
                length = i + 1;
                break;
            }
        }
        if (i < n) {
            m_line += lines;
            return true;
        }
        if (i > limit) {
            const QString what = m_top == Top::Object ? QStringLiteral("the JSON object") : QStringLiteral("row %1").arg(m_index);
            return fail(startLine,
                        QStringLiteral("%1 is larger than %2 MiB; expected rows of a benchmark file").arg(what).arg(limit >> 20));
        }
        if (!m_in.more()) {
            if (!m_in.readError().isEmpty()) return fail(m_line + lines, QStringLiteral("cannot read: %1").arg(m_in.readError()));
            if (!container && i > 0) {
                length = i;
                m_line += lines;
                return true;
            }
            const QString what = m_top == Top::Object ? QStringLiteral("the JSON object") : QStringLiteral("row %1").arg(m_index);
            return fail(
                m_line + lines,
                QStringLiteral("JSON ends early (truncated file?): %1, which starts on line %2, is never closed").arg(what).arg(startLine));
        }
    }
}

bool JsonElementReader::next(Element& out)
{
    if (m_done || m_error) return false;
    m_in.consume(m_pending);
    m_pending = 0;
    const auto end = [this] {
        m_done = true;
        if (skipSpace()) fail(m_line, QStringLiteral("unexpected %1 after the end of the JSON text").arg(shown(m_in.data()[0])));
        return false;
    };
    if (!m_started) {
        m_started = true;
        if (m_top == Top::Array) {
            m_in.consume(1); // '['
            if (!skipSpace()) return fail(m_line, QStringLiteral("JSON ends early (truncated file?): the array is never closed"));
            if (m_in.data()[0] == ']') {
                m_in.consume(1);
                return end();
            }
        }
    } else if (m_top == Top::Array) {
        if (!skipSpace())
            return fail(m_line, QStringLiteral("JSON ends early (truncated file?) after row %1: expected ',' or ']'").arg(m_index - 1));
        const char c = m_in.data()[0];
        if (c == ']') {
            m_in.consume(1);
            return end();
        }
        if (c != ',')
            return fail(m_line, QStringLiteral("invalid JSON after row %1: expected ',' or ']', found %2").arg(m_index - 1).arg(shown(c)));
        m_in.consume(1);
        if (!skipSpace()) return fail(m_line, QStringLiteral("JSON ends early (truncated file?) after row %1").arg(m_index - 1));
    } else {
        return end();
    }
    out.line = m_line;
    out.index = m_index;
    qint64 length = 0;
    if (!scanElement(length)) return false;
    out.bytes = std::string_view(m_in.data(), size_t(length));
    m_pending = length;
    ++m_index;
    return true;
}

} // namespace denominator
