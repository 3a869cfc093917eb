#pragma once

#include "core/model/artifacts.h"
#include "core/util/result.h"

#include <string_view>

namespace cs {

// Recognises PyTorch `.pt2` archives (ZIP, read with libzip): an AOTInductor package
// (`<root>/data/aotinductor/<model>/...`) or a torch.export program (`<root>/models/*.json`,
// or the older flat `serialized_exported_program.json`). Lists what is inside; loading and
// running packages is the kernel runner's job.
class Pt2Reader {
public:
    static Result<Pt2Archive> read(const QString &path);
    static bool probe(std::string_view head) { return head.starts_with(std::string_view("PK\x03\x04", 4)); }
};

} // namespace cs
