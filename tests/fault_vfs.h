// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A SQLite VFS for tests that passes every call to the default one and fails the ones a test
// names: the I/O errors a disk, a file system or another process can cause, reached through the
// real code paths (no seam in the product). While a FaultVfs lives it is the default VFS of the
// process, so every connection the code under test opens goes through it.

#include <sqlite3.h>

#include <atomic>
#include <cstring>

namespace denominator::test {

class FaultVfs {
public:
    /// What to fail, each as SQLite's extended code; 0 leaves the call alone.
    struct Faults {
        int shmMap = 0;            ///< every xShmMap (the WAL index)
        int mainRead = 0;          ///< reads of a main database file (not its -wal or -shm)
        int mainWriteAfterWal = 0; ///< writes to a main database file once a -wal has been opened
    };

    explicit FaultVfs(Faults faults) : m_faults(faults)
    {
        m_default = sqlite3_vfs_find(nullptr);
        m_vfs = *m_default;
        m_vfs.zName = "denominator-fault";
        m_vfs.szOsFile = int(sizeof(File)) + m_default->szOsFile;
        m_vfs.pAppData = this;
        m_vfs.xOpen = open;
        initMethods();
        sqlite3_vfs_register(&m_vfs, 1);
    }
    ~FaultVfs()
    {
        sqlite3_vfs_register(m_default, 1);
        sqlite3_vfs_unregister(&m_vfs);
    }
    FaultVfs(const FaultVfs&) = delete;
    FaultVfs& operator=(const FaultVfs&) = delete;

    /// Fails these calls from now on: a database opened while nothing failed fails when read later.
    void setFaults(Faults faults) { m_faults = faults; }

    /// How many calls were failed: a test can see that its fault was reached.
    int failed() const { return m_failed.load(); }

private:
    struct File {
        sqlite3_file base;
        FaultVfs* vfs;
        bool main;
        sqlite3_file* real() { return reinterpret_cast<sqlite3_file*>(this + 1); }
    };

    static FaultVfs* of(sqlite3_file* f) { return reinterpret_cast<File*>(f)->vfs; }
    static sqlite3_file* real(sqlite3_file* f) { return reinterpret_cast<File*>(f)->real(); }
    int fail(int code)
    {
        ++m_failed;
        return code;
    }

    static int open(sqlite3_vfs* vfs, sqlite3_filename name, sqlite3_file* file, int flags, int* outFlags)
    {
        auto* self = static_cast<FaultVfs*>(vfs->pAppData);
        auto* f = reinterpret_cast<File*>(file);
        f->vfs = self;
        f->main = (flags & SQLITE_OPEN_MAIN_DB) != 0;
        if (flags & SQLITE_OPEN_WAL) self->m_walOpened = true;
        const int rc = self->m_default->xOpen(self->m_default, name, f->real(), flags, outFlags);
        // The real file's methods decide which of ours exist (a closed or failed file has none).
        // A real file without shared memory (methods version 1, or a null xShmMap, as the unix
        // VFS gives a WAL or journal file) gets a table without xShm*: ours forward to the real
        // ones, and SQLite decides whether WAL is possible by whether xShmMap is there.
        const sqlite3_io_methods* realMethods = f->real()->pMethods;
        const bool shm = realMethods && realMethods->iVersion >= 2 && realMethods->xShmMap;
        f->base.pMethods = !realMethods ? nullptr : shm ? &self->m_methods : &self->m_methodsWithoutShm;
        return rc;
    }

    void initMethods()
    {
        m_methods = sqlite3_io_methods{};
        m_methods.iVersion = 3;
        m_methods.xClose = [](sqlite3_file* f) { return real(f)->pMethods->xClose(real(f)); };
        m_methods.xRead = [](sqlite3_file* f, void* buffer, int amount, sqlite3_int64 offset) {
            auto* file = reinterpret_cast<File*>(f);
            if (file->main && of(f)->m_faults.mainRead) return of(f)->fail(of(f)->m_faults.mainRead);
            return real(f)->pMethods->xRead(real(f), buffer, amount, offset);
        };
        m_methods.xWrite = [](sqlite3_file* f, const void* buffer, int amount, sqlite3_int64 offset) {
            auto* file = reinterpret_cast<File*>(f);
            FaultVfs* self = of(f);
            if (file->main && self->m_walOpened && self->m_faults.mainWriteAfterWal) return self->fail(self->m_faults.mainWriteAfterWal);
            return real(f)->pMethods->xWrite(real(f), buffer, amount, offset);
        };
        m_methods.xTruncate = [](sqlite3_file* f, sqlite3_int64 size) { return real(f)->pMethods->xTruncate(real(f), size); };
        m_methods.xSync = [](sqlite3_file* f, int flags) { return real(f)->pMethods->xSync(real(f), flags); };
        m_methods.xFileSize = [](sqlite3_file* f, sqlite3_int64* size) { return real(f)->pMethods->xFileSize(real(f), size); };
        m_methods.xLock = [](sqlite3_file* f, int level) { return real(f)->pMethods->xLock(real(f), level); };
        m_methods.xUnlock = [](sqlite3_file* f, int level) { return real(f)->pMethods->xUnlock(real(f), level); };
        m_methods.xCheckReservedLock = [](sqlite3_file* f, int* out) { return real(f)->pMethods->xCheckReservedLock(real(f), out); };
        m_methods.xFileControl = [](sqlite3_file* f, int op, void* arg) { return real(f)->pMethods->xFileControl(real(f), op, arg); };
        m_methods.xSectorSize = [](sqlite3_file* f) { return real(f)->pMethods->xSectorSize(real(f)); };
        m_methods.xDeviceCharacteristics = [](sqlite3_file* f) { return real(f)->pMethods->xDeviceCharacteristics(real(f)); };
        m_methods.xShmMap = [](sqlite3_file* f, int page, int size, int extend, void volatile** out) {
            if (of(f)->m_faults.shmMap) return of(f)->fail(of(f)->m_faults.shmMap);
            return real(f)->pMethods->xShmMap(real(f), page, size, extend, out);
        };
        m_methods.xShmLock = [](sqlite3_file* f, int offset, int n, int flags) {
            return real(f)->pMethods->xShmLock(real(f), offset, n, flags);
        };
        m_methods.xShmBarrier = [](sqlite3_file* f) { real(f)->pMethods->xShmBarrier(real(f)); };
        m_methods.xShmUnmap = [](sqlite3_file* f, int del) { return real(f)->pMethods->xShmUnmap(real(f), del); };
        m_methods.xFetch = [](sqlite3_file* f, sqlite3_int64 offset, int amount, void** out) {
            *out = nullptr; // no memory-mapped reads: every read goes through xRead
            (void)f;
            (void)offset;
            (void)amount;
            return SQLITE_OK;
        };
        m_methods.xUnfetch = [](sqlite3_file*, sqlite3_int64, void*) { return SQLITE_OK; };
        m_methodsWithoutShm = m_methods;
        m_methodsWithoutShm.iVersion = 1;
        m_methodsWithoutShm.xShmMap = nullptr;
        m_methodsWithoutShm.xShmLock = nullptr;
        m_methodsWithoutShm.xShmBarrier = nullptr;
        m_methodsWithoutShm.xShmUnmap = nullptr;
        m_methodsWithoutShm.xFetch = nullptr;
        m_methodsWithoutShm.xUnfetch = nullptr;
    }

    Faults m_faults;
    sqlite3_vfs* m_default = nullptr;
    sqlite3_vfs m_vfs{};
    sqlite3_io_methods m_methods{};
    sqlite3_io_methods m_methodsWithoutShm{};
    std::atomic<bool> m_walOpened{false};
    std::atomic<int> m_failed{0};
};

} // namespace denominator::test
