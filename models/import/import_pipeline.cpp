// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/import_pipeline.h"

#include "import/import_driver.h"

#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>

namespace denominator {
namespace {

/// Rows handed over at once: few enough hand-overs that locking costs nothing, small enough
/// that memory stays flat.
constexpr qsizetype kBatchRows = 256;
/// Batches waiting at most: the reader waits for the writer beyond that.
constexpr size_t kQueuedBatches = 8;

struct Batch {
    QList<BenchmarkPoint> points;
    QList<ClaimRecord> claims;
    QString format, source; ///< what the reader had found when the batch was sent
};

/// The hand-over between the two threads.
class Channel {
public:
    /// Reader: false when the writer stopped (the batch is dropped).
    bool send(Batch&& b)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return m_queue.size() < kQueuedBatches || m_writerStopped; });
        if (m_writerStopped) return false;
        m_queue.push_back(std::move(b));
        m_changed.notify_all();
        return true;
    }
    /// Reader: nothing more will be sent.
    void close()
    {
        const std::lock_guard lock(m_mutex);
        m_closed = true;
        m_changed.notify_all();
    }
    /// Writer: the next batch; false once the reader closed the channel and every batch was taken.
    bool receive(Batch& out)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return !m_queue.empty() || m_closed; });
        if (m_queue.empty()) return false;
        out = std::move(m_queue.front());
        m_queue.pop_front();
        m_changed.notify_all();
        return true;
    }
    /// Writer: no more batches are wanted.
    void stopWriting()
    {
        const std::lock_guard lock(m_mutex);
        m_writerStopped = true;
        m_queue.clear();
        m_changed.notify_all();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Batch> m_queue;
    bool m_closed = false, m_writerStopped = false;
};

/// The reader's sink: collects rows into batches and sends them.
class ChannelSink : public ImportSink {
public:
    explicit ChannelSink(Channel& channel) : m_channel(channel) { m_batch.points.reserve(kBatchRows); }

    void addPoint(BenchmarkPoint&& p) override
    {
        if (!ok()) return; // the input will be refused: nothing more is worth storing
        m_batch.points << std::move(p);
        if (m_batch.points.size() >= kBatchRows) flush();
    }
    void addClaim(ClaimRecord&& c) override
    {
        if (!ok()) return;
        m_batch.claims << std::move(c);
        if (m_batch.claims.size() >= kBatchRows) flush();
    }
    void flush()
    {
        if (m_batch.points.isEmpty() && m_batch.claims.isEmpty()) return;
        m_batch.format = format;
        m_batch.source = source;
        if (!m_channel.send(std::move(m_batch))) stopped = true;
        m_batch = {};
        m_batch.points.reserve(kBatchRows);
    }

private:
    Channel& m_channel;
    Batch m_batch;
};

} // namespace

void importInputPipelined(ByteSource& source, const ParseOptions& options, ImportSink& sink)
{
    Channel channel;
    ChannelSink reading(channel);
    std::exception_ptr readerFailure;
    std::thread reader([&] {
#if defined(__GLIBC__)
        pthread_setname_np(pthread_self(), "import-reader"); // as profilers and debuggers show it
#endif
        try {
            importInput(source, options, reading);
            reading.flush();
        } catch (...) {
            readerFailure = std::current_exception();
        }
        channel.close();
    });
    std::exception_ptr writerFailure;
    try {
        Batch b;
        while (channel.receive(b)) {
            sink.format = b.format;
            sink.source = b.source;
            for (BenchmarkPoint& p : b.points) sink.addPoint(std::move(p));
            for (ClaimRecord& c : b.claims) sink.addClaim(std::move(c));
        }
    } catch (...) {
        writerFailure = std::current_exception();
        channel.stopWriting();
    }
    reader.join();
    if (writerFailure) std::rethrow_exception(writerFailure);
    if (readerFailure) std::rethrow_exception(readerFailure);
    sink.format = reading.format;
    sink.source = reading.source;
    sink.sha256 = reading.sha256;
    sink.notes = reading.notes;
    sink.filesRead = reading.filesRead;
    sink.errors = reading.errors;
    sink.issueCount = reading.issueCount;
}

} // namespace denominator
