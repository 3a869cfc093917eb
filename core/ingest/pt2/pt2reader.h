#pragma once

#include "core/model/artifacts.h"
#include "core/util/decompress.h"
#include "core/util/result.h"

#include <string_view>

namespace cs {

// Recognises PyTorch `.pt2` archives (ZIP, read with libzip): an AOTInductor package
// (`<root>/data/aotinductor/<model>/...`) or a torch.export program (`<root>/models/*.json`,
// or the older flat `serialized_exported_program.json`). Lists what is inside; loading and
// running packages is the kernel runner's job.
//
// Hostile archives: every entry name is checked (no `..`, no absolute path, no symbolic link);
// one bad entry marks the package as never to be run (`inputsProblem`) and is listed in
// `problems`. Only a few small entries are read (one wrapper, one metadata file, one program),
// each within a size cap, the DecodeLimits ratio and a budget for the whole archive, so a
// package of entries that expand to gigabytes is summarised in milliseconds; what was skipped
// is said in `problems`.
class Pt2Reader {
public:
    static Result<Pt2Archive> read(const QString &path, const DecodeLimits &limits = {});
    static bool probe(std::string_view head) { return head.starts_with(std::string_view("PK\x03\x04", 4)); }
};

} // namespace cs
