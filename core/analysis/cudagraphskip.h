#pragma once

#include "core/model/cudagraphlog.h"

#include <QString>
#include <QStringList>

namespace cs {

// `skipping cudagraphs due to ...` / `disabling cudagraphs due to ...` (torch/_inductor/
// cudagraph_utils.py, compile_fx.py, output_code.py): a TORCH_LOGS message's text, or a trace's
// compilation_metrics.cudagraph_skip_reason, which holds the same words.
bool isCudaGraphSkip(const QString &text);

// The reason without PyTorch's prefixes (doubled for compile-time reasons), its kind, the input
// or op it names, and the innermost frame of its `Found from` stack. `line`: where it was logged.
CudaGraphSkipLine parseCudaGraphSkip(const QString &text, int line);

// `File "x.py", line 12, in f` lines, each with its source line under it: the innermost frame.
SourceFrame innermostStackFrame(const QStringList &lines);

// What to change for a skip or an op kept outside CUDA graphs, in the user's words.
QString cudaGraphSkipAdvice(const CudaGraphSkipLine &skip);
QString cudaGraphOutsideAdvice(const CudaGraphOutsideNode &node);

} // namespace cs
