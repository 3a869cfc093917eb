#pragma once

#include "core/analysis/compileoverview.h"

#include <QTextBrowser>

namespace cs::viewers {

// The selected compile id in words: function and source, outcome, failure and recompile
// reasons, and the kernels it generated. All trace text is escaped before display.
class CompileDetails : public QTextBrowser {
    Q_OBJECT
public:
    explicit CompileDetails(QWidget *parent = nullptr);
    void showCompile(const CompileSummary *compile);
};

} // namespace cs::viewers
