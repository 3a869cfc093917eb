#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace cs {

// One compiled Triton variant in a Triton cache directory (FORMATS §6.1–6.2).
struct TritonVariant {
    QString dir; // the cache entry directory (its name is the variant's hash)
    QString name; // entry symbol
    QString stem; // file name without extension (Triton shortens long kernel names here)
    QString module; // file name of the Inductor kernel module it was compiled from (c<hash>.py)
    QString modulePath; // that module's path as the IR names it (on the machine that compiled it)
    int warps = 4, ctas = 1, stages = 0;
    int64_t shared = 0;
    int64_t globalScratch = 0, globalScratchAlign = 1, profileScratch = 0, profileScratchAlign = 1;
    bool pdl = false, cooperative = false;
    QString arch; // target.arch, e.g. 90
    QString tritonVersion; // the Triton that compiled it
    bool compiled = true; // its cubin is there (else only its IR: a cache copied without binaries)
    QString cubin() const { return dir + QLatin1Char('/') + stem + QStringLiteral(".cubin"); }
};

// Inductor's autotune record (`<sha256>.best_config`) beside a kernel module: the config the
// run chose for it (AUTOTUNE-NOTES.md).
struct BestConfig {
    QString path;
    QHash<QString, int64_t> blocks; // XBLOCK, YBLOCK, R0_BLOCK, ...
    int warps = 0, stages = 0;
    QString tritonHash; // the chosen variant's Triton cache folder; null when found by coordinate descent
    bool foundByCoordesc = false;
    int64_t timeTakenMs = -1; // how long tuning took (not the kernel's time); -1 when not recorded
};

// The caches a run left behind, found under the folders the user opened and next to the
// kernel paths the generated code names (they may have moved: files are matched by name).
class KernelCache {
public:
    // Walks `roots` (folders; files are ignored) up to a few levels deep.
    void scan(const QStringList &roots);
    // Adds the cache that holds `kernelPath` when it exists on this machine.
    void scanNear(const QString &kernelPath);

    QString modulePath(const QString &kernelPath) const; // local path of a kernel module, or empty
    // The variants that can be launched (their cubin is there).
    QList<TritonVariant> variants(const QString &kernel, const QString &moduleFile) const;
    // Every variant found, also those whose cache entry kept only the IR (for reading the code).
    QList<TritonVariant> allVariants(const QString &kernel, const QString &moduleFile) const;
    const QList<TritonVariant> &everyVariant() const { return m_variants; }
    QList<BestConfig> bestConfigsBeside(const QString &modulePath) const;
    // The compiled library of a C++ kernel whose source contains `source` (whitespace ignored).
    QString cppLibrary(const QString &source) const;

private:
    void scanDir(const QString &dir, int depth);
    void readVariant(const QString &dir, const QString &json);
    QStringList m_seen;
    QHash<QString, QString> m_modules; // c<hash>.py → local path
    QList<TritonVariant> m_variants;
    QStringList m_cppSources; // *.main.cpp (their .so beside them)
};

} // namespace cs
