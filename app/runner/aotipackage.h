#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace csr {

// An AOTInductor package made safe to load. LibTorch's own package loader writes every entry
// of the model's folder to `/tmp/<random>/<entry name>` (an entry named `../../x` lands outside
// it), and compiles the model with the commands its flags files name when the shared library
// is missing. Instead: every entry name of the archive is checked before anything is written
// (no `..`, no absolute path, no link), then only what loading the compiled model needs (its
// shared library, metadata, kernel binaries and constants) is copied into `dest`, a private
// scratch folder, within `maxBytes`. A package without its shared library is refused.
struct ExtractedModel {
    std::string so; // the model's shared library
    std::string binDir; // where its kernel binaries (cubins) are
    std::string blob; // separate weights, when the package has them
    std::map<std::string, std::string> metadata; // AOTI_DEVICE_KEY and friends
    uint64_t bytes = 0; // written to dest
};

bool extractModel(const std::string &package, const std::string &model, const std::string &dest, uint64_t maxBytes,
    ExtractedModel &out, std::string &error);

// A flat JSON object of strings (the package's `*_metadata.json`).
bool parseStringMap(const std::string &text, std::map<std::string, std::string> &out);

} // namespace csr
