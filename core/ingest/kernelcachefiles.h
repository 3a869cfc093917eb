#pragma once

#include <QString>

namespace cs {

// The files of the caches a compile leaves (FORMATS §6): Inductor's kernel modules (`c<hash>.py`,
// C++ kernels `c<hash>.cpp` / `.so`), its autotune records (`<hash>.best_config`) and Triton's
// cache entries (a folder named by the base32 of a SHA-256: `.json`, `.ttir` … `.cubin`). They are
// no run of their own: CompileScope reads them when a kernel's code or time is asked for
// (`code`, `profile`, the Kernels view), so a folder walk does not call them unread.
bool isTritonCacheEntry(const QString &folderName);
bool isKernelCacheFile(const QString &path);
// Other files of Inductor's cache CompileScope does not read: the FX graph cache's entries
// (`fxgraph/<xx>/f<hash>/<hash>`, pickles) and the debug copies Inductor writes beside a kernel
// module under trace.enabled (`c<hash>.debug/`, its `.debug.lock`).
bool isUnreadCacheFile(const QString &path);

} // namespace cs
