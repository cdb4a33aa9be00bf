// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// An HTTP/1.1 response read as its bytes arrive, bounded everywhere: the status line and header
// fields together (and a chunked body's trailer) at most kMaxHeadBytes and kMaxHeadFields, each
// chunk-size line at most kMaxChunkLineBytes, the body at most the caller's limit, checked before
// it grows. The body's framing is Content-Length, chunked, or the connection's close; informational
// (1xx) responses are skipped. No sockets here: the fetch feeds it what the network delivers, and
// the fuzz target feeds it the same way.

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>
#include <QString>
#include <functional>

namespace denominator {

/// A response's status line and header fields, as sent.
struct HttpHead {
    int status = 0;
    QByteArray reason;
    QList<QPair<QByteArray, QByteArray>> fields;
    /// The first field of that name (case-insensitive), trimmed; empty when there is none.
    QByteArray value(QByteArrayView name) const;
    bool has(QByteArrayView name) const;
    /// Every field of that name, in order, joined by ", " (how HTTP combines repeated fields).
    QByteArray joined(QByteArrayView name) const;
};

class HttpResponseParser {
public:
    static constexpr qint64 kMaxHeadBytes = qint64(64) << 10;
    static constexpr int kMaxHeadFields = 256;
    static constexpr qint64 kMaxChunkLineBytes = 1024;

    enum class Failure { None, HeadTooLarge, TooManyFields, BodyTooLarge, Malformed, CutOff };

    /// `beforeBodyGrows` is called with the body's new size before it grows (what it throws, the
    /// caller catches).
    explicit HttpResponseParser(qint64 maxBodyBytes, std::function<void(qint64)> beforeBodyGrows = {});

    /// Takes the next bytes; false once the response is refused (failure(), problem()). Bytes after
    /// a complete response are ignored.
    bool feed(QByteArrayView bytes);
    /// The connection closed: the end of a body that runs to the close, otherwise a cut-off unless
    /// the response was already complete.
    bool close();

    bool headComplete() const { return m_state > State::Head; }
    bool complete() const { return m_state == State::Done; }
    const HttpHead& head() const { return m_head; }
    const QByteArray& body() const { return m_body; }
    QByteArray takeBody() { return std::exchange(m_body, {}); }
    /// The announced Content-Length, or -1.
    qint64 contentLength() const { return m_contentLength; }
    Failure failure() const { return m_failure; }
    QString problem() const { return m_problem; }

private:
    enum class State { Head, LengthBody, BodyToClose, ChunkLine, ChunkData, ChunkEnd, Trailer, Done };

    /// Takes bytes of the current line (at most `limit`, else `tooLong`); a whole one goes to onLine.
    qsizetype takeLine(QByteArrayView in, qint64 limit, Failure tooLong);
    void onLine(const QByteArray& line);
    void onHeadLine(const QByteArray& line);
    void onHeadEnd();
    void onChunkLine(const QByteArray& line);
    void grow(QByteArrayView bytes);
    void fail(Failure f, QString why);

    qint64 m_maxBody;
    std::function<void(qint64)> m_beforeBodyGrows;
    State m_state = State::Head;
    HttpHead m_head;
    QByteArray m_line, m_body;
    qint64 m_headBytes = 0, m_contentLength = -1, m_remaining = 0;
    int m_fields = 0;
    bool m_statusSeen = false;
    Failure m_failure = Failure::None;
    QString m_problem;
};

} // namespace denominator
