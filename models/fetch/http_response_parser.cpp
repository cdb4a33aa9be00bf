// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/http_response_parser.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace denominator {

namespace {

/// RFC 9110 token characters, which a field name consists of.
bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return true;
    return QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

/// A decimal of digits only (no sign, no spaces), or -1.
qint64 decimal(QByteArrayView text)
{
    if (text.isEmpty() || text.size() > 18) return -1;
    qint64 v = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return -1;
        v = v * 10 + (c - '0');
    }
    return v;
}

/// A byte no header line may hold: a control character other than a tab (a bare CR included).
bool isControl(char c) { return (uchar(c) < 0x20 && c != '\t') || uchar(c) == 0x7f; }

QString shown(QByteArrayView text) { return QString::fromLatin1(text.first(std::min<qsizetype>(text.size(), 40))); }

} // namespace

QByteArray HttpHead::value(QByteArrayView name) const
{
    for (const auto& [n, v] : fields)
        if (n.compare(name, Qt::CaseInsensitive) == 0) return v;
    return {};
}

QByteArray HttpHead::joined(QByteArrayView name) const
{
    QByteArrayList values;
    for (const auto& [n, v] : fields)
        if (n.compare(name, Qt::CaseInsensitive) == 0) values << v;
    return values.join(", ");
}

bool HttpHead::has(QByteArrayView name) const
{
    return std::any_of(fields.cbegin(), fields.cend(), [&](const auto& f) { return f.first.compare(name, Qt::CaseInsensitive) == 0; });
}

HttpResponseParser::HttpResponseParser(qint64 maxBodyBytes, std::function<void(qint64)> beforeBodyGrows)
    : m_maxBody(maxBodyBytes), m_beforeBodyGrows(std::move(beforeBodyGrows))
{
}

void HttpResponseParser::fail(Failure f, QString why)
{
    if (m_failure != Failure::None) return;
    m_failure = f;
    m_problem = std::move(why);
    m_body = QByteArray();
}

qsizetype HttpResponseParser::takeLine(QByteArrayView in, qint64 limit, Failure tooLong)
{
    const qsizetype nl = in.indexOf('\n');
    const qsizetype take = nl < 0 ? in.size() : nl + 1;
    const bool lineDone = nl >= 0;
    if (tooLong == Failure::HeadTooLarge) {
        m_headBytes += take;
        if (m_headBytes > limit) {
            fail(tooLong, QStringLiteral("the response headers are larger than %1 KiB (the most a fetch accepts); nothing was kept")
                              .arg(kMaxHeadBytes >> 10));
            return take;
        }
    } else if (m_line.size() + take > limit) {
        fail(tooLong, m_state == State::ChunkEnd ? QStringLiteral("a chunk of the response does not end where its size says")
                                                 : QStringLiteral("a chunk-size line of the response is longer than %1 bytes").arg(limit));
        return take;
    }
    m_line.append(in.first(lineDone ? nl : take));
    if (lineDone) {
        QByteArray line = std::exchange(m_line, {});
        if (line.endsWith('\r')) line.chop(1);
        onLine(line);
    }
    return take;
}

void HttpResponseParser::onLine(const QByteArray& line)
{
    switch (m_state) {
    case State::Head: return onHeadLine(line);
    case State::Trailer:
        if (line.isEmpty()) m_state = State::Done; // the trailer's fields are not used
        return;
    case State::ChunkLine: return onChunkLine(line);
    case State::ChunkEnd:
        if (!line.isEmpty()) return fail(Failure::Malformed, QStringLiteral("a chunk of the response does not end where its size says"));
        m_state = State::ChunkLine;
        return;
    default: return;
    }
}

bool HttpResponseParser::feed(QByteArrayView in)
{
    while (!in.isEmpty() && m_failure == Failure::None && m_state != State::Done) {
        qsizetype used = 0;
        switch (m_state) {
        case State::Head:
        case State::Trailer: used = takeLine(in, kMaxHeadBytes, Failure::HeadTooLarge); break;
        case State::ChunkLine:
        case State::ChunkEnd: used = takeLine(in, kMaxChunkLineBytes, Failure::Malformed); break;
        case State::LengthBody:
        case State::ChunkData:
            used = qsizetype(std::min<qint64>(in.size(), m_remaining));
            grow(in.first(used));
            m_remaining -= used;
            if (m_remaining == 0) m_state = m_state == State::LengthBody ? State::Done : State::ChunkEnd;
            break;
        case State::BodyToClose:
            used = in.size();
            grow(in);
            break;
        case State::Done: break;
        }
        in = in.sliced(used);
    }
    return m_failure == Failure::None;
}

void HttpResponseParser::onHeadLine(const QByteArray& line)
{
    if (std::any_of(line.cbegin(), line.cend(), isControl))
        return fail(Failure::Malformed, QStringLiteral("a header line of the response holds a control character"));
    if (!m_statusSeen) {
        // HTTP/1.x SSS reason
        const bool ok = line.size() >= 12 && line.startsWith("HTTP/1.") && std::isdigit(uchar(line[7])) && line[8] == ' ' &&
                        decimal(line.mid(9, 3)) >= 100 && (line.size() == 12 || line[12] == ' ');
        if (!ok)
            return fail(
                Failure::Malformed,
                QStringLiteral("the response does not start with an HTTP/1.x status line (it starts with \"%1\")").arg(shown(line)));
        m_statusSeen = true;
        m_head.status = int(decimal(line.mid(9, 3)));
        m_head.reason = line.mid(13);
        return;
    }
    if (line.isEmpty()) return onHeadEnd();
    if (line.startsWith(' ') || line.startsWith('\t'))
        return fail(Failure::Malformed, QStringLiteral("a header field of the response is folded over lines (\"%1\")").arg(shown(line)));
    const qsizetype colon = line.indexOf(':');
    const QByteArray name = colon > 0 ? line.left(colon) : QByteArray();
    if (name.isEmpty() || !std::all_of(name.cbegin(), name.cend(), isTokenChar))
        return fail(Failure::Malformed, QStringLiteral("a header line of the response is not \"Name: value\" (\"%1\")").arg(shown(line)));
    if (++m_fields > kMaxHeadFields)
        return fail(
            Failure::TooManyFields,
            QStringLiteral("the response has more than %1 header fields (the most a fetch accepts); nothing was kept").arg(kMaxHeadFields));
    m_head.fields.append({name, line.mid(colon + 1).trimmed()});
}

void HttpResponseParser::onHeadEnd()
{
    if (m_head.status < 200) { // informational (100 Continue, 103 Early Hints): the response follows
        if (m_head.status == 101)
            return fail(Failure::Malformed, QStringLiteral("the server switched protocols (101), which a fetch does not speak"));
        m_head = HttpHead();
        m_fields = 0;
        m_statusSeen = false;
        return;
    }
    if (m_head.status == 204 || m_head.status == 304) {
        m_state = State::Done;
        return;
    }
    if (m_head.has("Transfer-Encoding")) {
        // Only chunked: a transfer coding under it (gzip, chunked) would have to be undone too.
        const QByteArray coding = m_head.joined("Transfer-Encoding");
        if (coding.toLower() != "chunked")
            return fail(Failure::Malformed,
                        QStringLiteral("the response's Transfer-Encoding \"%1\" is not one a fetch reads").arg(shown(coding)));
        m_state = State::ChunkLine;
        return;
    }
    if (m_head.has("Content-Length")) {
        for (const auto& [n, v] : std::as_const(m_head.fields)) {
            if (n.compare("Content-Length", Qt::CaseInsensitive) != 0) continue;
            const qint64 length = decimal(v);
            if (length < 0 || (m_contentLength >= 0 && length != m_contentLength))
                return fail(Failure::Malformed,
                            QStringLiteral("the response's Content-Length \"%1\" is not one number of bytes").arg(shown(v)));
            m_contentLength = length;
        }
        if (m_contentLength > m_maxBody)
            return fail(Failure::BodyTooLarge, QStringLiteral("the response announces %1 bytes").arg(m_contentLength));
        m_remaining = m_contentLength;
        m_state = m_contentLength == 0 ? State::Done : State::LengthBody;
        return;
    }
    m_state = State::BodyToClose;
}

void HttpResponseParser::onChunkLine(const QByteArray& line)
{
    const qsizetype extensions = line.indexOf(';'); // chunk extensions are ignored
    QByteArray size = (extensions < 0 ? line : line.left(extensions)).trimmed();
    while (size.size() > 1 && size.startsWith('0')) size.remove(0, 1);
    bool ok =
        !size.isEmpty() && size.size() <= 15 && std::all_of(size.cbegin(), size.cend(), [](char c) { return std::isxdigit(uchar(c)); });
    const qint64 n = ok ? size.toLongLong(&ok, 16) : -1;
    if (!ok) return fail(Failure::Malformed, QStringLiteral("a chunk of the response has no size (\"%1\")").arg(shown(line)));
    if (n == 0) {
        m_state = State::Trailer;
        return;
    }
    if (qint64(m_body.size()) + n > m_maxBody)
        return fail(Failure::BodyTooLarge, QStringLiteral("a chunk of %1 bytes passes the limit").arg(n));
    m_remaining = n;
    m_state = State::ChunkData;
}

void HttpResponseParser::grow(QByteArrayView bytes)
{
    if (bytes.isEmpty() || m_failure != Failure::None) return;
    const qint64 size = qint64(m_body.size()) + bytes.size();
    if (size > m_maxBody) return fail(Failure::BodyTooLarge, QStringLiteral("the body passed %1 bytes").arg(m_maxBody));
    if (m_beforeBodyGrows) m_beforeBodyGrows(size);
    m_body.append(bytes);
}

bool HttpResponseParser::close()
{
    if (m_failure != Failure::None) return false;
    switch (m_state) {
    case State::Done: return true;
    case State::BodyToClose: m_state = State::Done; return true;
    case State::Head:
        if (!m_statusSeen && m_headBytes == 0)
            fail(Failure::CutOff, QStringLiteral("the connection was closed before any response"));
        else
            fail(Failure::CutOff, QStringLiteral("the connection was cut off inside the response's headers"));
        return false;
    case State::LengthBody:
        fail(Failure::CutOff,
             QStringLiteral("the response was cut off: %1 of %2 bytes arrived").arg(m_contentLength - m_remaining).arg(m_contentLength));
        return false;
    default:
        fail(Failure::CutOff, QStringLiteral("the response was cut off inside its chunked body (%1 bytes arrived)").arg(m_body.size()));
        return false;
    }
}

} // namespace denominator
