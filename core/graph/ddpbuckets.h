#pragma once

#include "core/graph/aotunits.h"
#include "core/model/compileid.h"

#include <vector>

namespace cs {

// Each DDP child's bucket: the child's inputs that are parameters, and their storage bytes
// (what DDPOptimizer counts, `untyped_storage().nbytes()`). Parameters and sizes come from the
// compile's fake-tensor records (`describe_tensor` is_parameter, `describe_storage` size,
// `describe_source`), joined to the child's placeholders by Dynamo's naming of a source
// (`L['self']._modules['0']._parameters['weight']` → `l_self_modules_0_parameters_weight_`).
// Without those records, a placeholder named `..._parameters_...` is taken, sized by its
// dtype and shape annotation.
void fillBuckets(const TraceLog &log, const CompileSummary &compile, DdpSplit &split);

// DDPOptimizer's `DDPOptimizer used bucket cap <bytes> and created <n> buckets` (INFO of
// torch._dynamo.backends.distributed, TORCH_LOGS=dynamo) for this compile, or -1.
qint64 bucketCapFromText(const std::vector<const TextLog *> &textLogs, const CompileId &compile);

// Dynamo's name for a source: every run of characters other than letters and digits becomes
// one `_`, compared without case (placeholder targets start `L_`, node names `l_`).
QString dynamoSourceName(const QString &source);

} // namespace cs
