#pragma once

#include <QString>

#include <compare>
#include <cstdint>
#include <functional>
#include <optional>

namespace cs {

// PyTorch's compile id: frame id, frame compile id, attempt, and the compiled-autograd id.
// Absent parts are -1. Printed in PyTorch's own string forms: `f/c`, `f/c_a` (attempt > 0),
// `!ca/f/c` and `!ca` (compiled autograd).
struct CompileId {
    int32_t compiledAutograd = -1;
    int32_t frame = -1;
    int32_t frameCompile = -1;
    int32_t attempt = -1;

    bool isValid() const { return frame >= 0 || compiledAutograd >= 0; }
    // The compile this record belongs to regardless of restarts (attempt dropped).
    CompileId withoutAttempt() const { return { compiledAutograd, frame, frameCompile, -1 }; }
    QString toString() const;
    static std::optional<CompileId> parse(QStringView text);

    auto operator<=>(const CompileId &) const = default;
};

// How a compile is named where a run has several logs (ranks): "rank N: 1/0", else "1/0". An
// identifier, never translated: the CLI's text, JSON and the window's selections share it.
QString rankedCompileId(const QString &id, int rank, bool multiRank);

} // namespace cs

template <> struct std::hash<cs::CompileId> {
    size_t operator()(const cs::CompileId &c) const noexcept
    {
        uint64_t h = static_cast<uint32_t>(c.frame);
        h = h * 1000003u ^ static_cast<uint32_t>(c.frameCompile);
        h = h * 1000003u ^ static_cast<uint32_t>(c.attempt);
        h = h * 1000003u ^ static_cast<uint32_t>(c.compiledAutograd);
        return std::hash<uint64_t> {}(h);
    }
};
