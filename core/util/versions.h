#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace cs {

// Versions of the libraries this build uses, for `--version` and for bug reports.
// LibTorch and CUDA are what the kernel runner was built against (the app itself links
// neither); the runner reports what it really loads at run time.
struct BuildVersions {
    static QString compileScope();
    static QList<QPair<QString, QString>> libraries();
};

} // namespace cs
