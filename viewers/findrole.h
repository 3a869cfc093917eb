#pragma once

#include <Qt>

namespace cs::viewers {

// Text a row is also found by (Find, Ctrl+F) besides what it shows: a name the view shortens
// (`resume in forward at 15` is found by PyTorch's `torch_dynamo_resume_in_forward_at_15`).
constexpr int FindTextRole = Qt::UserRole + 0x400;

} // namespace cs::viewers
