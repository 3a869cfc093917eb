#pragma once

#include <QString>

namespace cs {

// The line of a compile failure's reason worth showing where there is room for one: PyTorch's
// BackendCompilerFailed reasons open with a header ("backend='inductor' raised:") and put the
// error on the next line, so a header that ends in ':' is joined with the line after it.
QString failureHeadline(const QString &reason);

} // namespace cs
