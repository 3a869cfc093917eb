#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>
#include <vector>

namespace cs {

// A kernel launch in a generated wrapper, with what the lines around it say: Python
// wrappers' `call()` (Triton `.run(...)`, C++ kernel calls, extern calls, also assigned
// ones such as `buf17 = torch.ops.aten....(...)`) and AOTInductor's C++ wrappers
// (`cpp_fused_...(...)`, `call_triton_...(...)`, `AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_...(...))`).
struct LaunchSite {
    QString kernel;
    int line = 0; // 1-based
    bool external = false;
    QString text; // the line
    // Whether `name` is an identifier on the line (an argument, an assigned result). The set is
    // made on the first question (most launches are tied by what they write and never asked);
    // a LaunchSite is read by one thread.
    bool hasArg(const QString &name) const;
    QStringList written; // buffers it stores into (launchwrites.h); empty when not known
    bool writtenKnown = false; // the kernel's definition (or the extern call) says what it writes
    int handle = -1; // provenance debug handle (comment above, else the provenance keys by order)
    QStringList fusedNodes; // `# Fused node name list:` (TORCHINDUCTOR_DEBUG_FUSION=1)
    QStringList sourceNodes; // `# Topologically Sorted Source Nodes: [...]` above it: its nodes' origins
    bool used = false;

private:
    mutable std::optional<QSet<QString>> m_args;
};

struct LaunchSites {
    std::vector<LaunchSite> launches;
    QHash<QString, int> definitions; // kernel → definition line
    QHash<QString, QStringList> sourceMapping; // kernel → post-grad nodes (`#   h => add, mul` comments)
    QHash<QString, QString> items; // `buf18 = buf16[1]`: an item of a launch's result (MultiOutput) → its source
};

// `provenance` (cppCodeToPost) gives launches without a handle comment (C++ wrappers) the
// handles of their kernel's entries, in order.
LaunchSites scanWrapper(std::string_view text, const QString &origin, const QHash<QString, QStringList> &provenance);

} // namespace cs
