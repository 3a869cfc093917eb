#pragma once

#include "core/analysis/compileoverview.h"
#include "core/graph/ddpsplits.h"

#include <QTextBrowser>

namespace cs::viewers {

// The selected compile id in words: function and source, outcome, failure and recompile
// reasons, and the kernels it generated. All trace text is escaped before display.
class CompileDetails : public QTextBrowser {
    Q_OBJECT
public:
    explicit CompileDetails(QWidget *parent = nullptr);
    // `split`: DDPOptimizer's split of this compile, shown as its children and their buckets.
    // `rank`: the rank whose log holds the compile in a multi-rank run (named in the heading:
    // every rank has its own 0/0), -1 in a run of one log.
    void showCompile(const CompileSummary *compile, const DdpSplitInfo *split = nullptr, int rank = -1);

private:
    QString splitHtml(const DdpSplitInfo &split) const;
};

} // namespace cs::viewers
