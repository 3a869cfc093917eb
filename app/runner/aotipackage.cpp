#include "aotipackage.h"

#include "zipindex.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <set>
#include <vector>

namespace csr {
namespace {

bool endsWith(const std::string &s, std::string_view suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Compile inputs: never needed, since a package is only ever loaded from its shared library.
bool compileInput(const std::string &name)
{
    return endsWith(name, ".cpp") || endsWith(name, ".o") || endsWith(name, ".h") || endsWith(name, "_flags.json");
}

// Makes the folders of `relative` below `dest` (names already checked) and writes the entry.
bool writeEntry(
    const ZipIndex &zip, const ZipEntry &e, const std::string &dest, const std::string &relative, std::string &error)
{
    std::string path = dest;
    size_t pos = 0;
    for (size_t slash; (slash = relative.find('/', pos)) != std::string::npos; pos = slash + 1) {
        path += "/" + relative.substr(pos, slash - pos);
        if (mkdir(path.c_str(), 0700) != 0 && errno != EEXIST) {
            error = "cannot create " + path + ": " + std::strerror(errno);
            return false;
        }
    }
    path += "/" + relative.substr(pos);
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        error = "cannot create " + path + ": " + std::strerror(errno);
        return false;
    }
    const bool ok = zip.copyTo(e, fd, error);
    ::close(fd);
    return ok;
}

} // namespace

bool extractModel(const std::string &package, const std::string &model, const std::string &dest, uint64_t maxBytes,
    ExtractedModel &out, std::string &error)
{
    auto zip = ZipIndex::open(package, error);
    if (!zip)
        return false;
    const auto &entries = zip->entries();
    if (entries.empty()) {
        error = package + ": the archive is empty";
        return false;
    }
    if (const std::string why = ZipIndex::unsafeName(model); !why.empty() || model.find('/') != std::string::npos) {
        error = "model name '" + model + "' is not a plain name";
        return false;
    }
    // Every name is checked before anything is written.
    for (const ZipEntry &e : entries) {
        std::string why = ZipIndex::unsafeName(e.name);
        if (why.empty() && e.symlink)
            why = "a symbolic link";
        if (!why.empty()) {
            error
                = package + ": entry '" + e.name + "' is " + why + "; the package is refused and nothing was extracted";
            return false;
        }
    }
    const std::string root = entries.front().name.substr(0, entries.front().name.find('/'));
    const std::string modelDir = root + "/data/aotinductor/" + model + "/";
    const std::string constDir = root + "/data/constants/";
    std::vector<std::pair<const ZipEntry *, std::string>> wanted; // entry, path below dest/model
    std::set<std::string> targets;
    uint64_t total = 0;
    const ZipEntry *so = nullptr;
    const ZipEntry *metadata = nullptr;
    for (const ZipEntry &e : entries) {
        if (endsWith(e.name, "/"))
            continue; // a folder entry
        std::string relative;
        if (e.name.rfind(modelDir, 0) == 0 && !compileInput(e.name))
            relative = e.name.substr(modelDir.size());
        else if (e.name.rfind(constDir, 0) == 0)
            relative = e.name.substr(e.name.rfind('/') + 1); // constants sit beside the model, as LibTorch puts them
        else
            continue;
        if (!targets.insert(relative).second) {
            error = package + ": two entries would be written to " + relative;
            return false;
        }
        if (endsWith(e.name, ".so")) {
            if (so) {
                error = package + ": more than one shared library for model '" + model + "'";
                return false;
            }
            so = &e;
        }
        if (endsWith(e.name, "_metadata.json") && (!metadata || endsWith(e.name, "wrapper_metadata.json")))
            metadata = &e;
        total += e.size;
        wanted.emplace_back(&e, relative);
    }
    if (!so) {
        error = package + ": no compiled library (.so) for model '" + model
            + "'; CompileScope runs compiled packages only and never compiles one";
        return false;
    }
    if (total > maxBytes) {
        error = package + ": model '" + model + "' would take " + std::to_string(total)
            + " bytes to extract, over the limit of " + std::to_string(maxBytes) + " (--max-extract)";
        return false;
    }
    const std::string base = dest + "/model";
    if (mkdir(base.c_str(), 0700) != 0) {
        error = "cannot create " + base + ": " + std::strerror(errno);
        return false;
    }
    for (const auto &[e, relative] : wanted) {
        if (!writeEntry(*zip, *e, base, relative, error))
            return false;
        out.bytes += e->size;
        if (e == so)
            out.so = base + "/" + relative;
        else if (endsWith(relative, ".blob"))
            out.blob = base + "/" + relative;
    }
    out.binDir = base;
    if (metadata) {
        std::string text(static_cast<size_t>(std::min<uint64_t>(metadata->size, 1 << 20)), '\0');
        const std::string path = base + "/" + metadata->name.substr(modelDir.size());
        const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        const ssize_t n = fd >= 0 ? ::read(fd, text.data(), text.size()) : -1;
        if (fd >= 0)
            ::close(fd);
        text.resize(n > 0 ? static_cast<size_t>(n) : 0);
        if (!parseStringMap(text, out.metadata)) {
            error = package + ": unreadable metadata " + metadata->name;
            return false;
        }
    }
    return true;
}

bool parseStringMap(const std::string &text, std::map<std::string, std::string> &out)
{
    size_t i = 0;
    auto ws = [&] {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t'))
            ++i;
    };
    auto str = [&](std::string &s) {
        if (i >= text.size() || text[i] != '"')
            return false;
        for (++i; i < text.size() && text[i] != '"'; ++i) {
            if (text[i] != '\\') {
                s += text[i];
                continue;
            }
            if (++i >= text.size())
                return false;
            const char c = text[i];
            if (c == 'u') { // non-ASCII escapes are not expected in metadata keys or values
                if (i + 4 >= text.size())
                    return false;
                const unsigned long code = std::strtoul(text.substr(i + 1, 4).c_str(), nullptr, 16);
                s += code < 0x80 ? static_cast<char>(code) : '?';
                i += 4;
            } else {
                s += c == 'n' ? '\n' : c == 't' ? '\t' : c == 'r' ? '\r' : c == 'b' ? '\b' : c == 'f' ? '\f' : c;
            }
        }
        return i++ < text.size();
    };
    ws();
    if (i >= text.size() || text[i++] != '{')
        return false;
    ws();
    if (i < text.size() && text[i] == '}')
        return true;
    for (;;) {
        std::string k, v;
        ws();
        if (!str(k))
            return false;
        ws();
        if (i >= text.size() || text[i++] != ':')
            return false;
        ws();
        if (!str(v))
            return false;
        out[k] = v;
        ws();
        if (i < text.size() && text[i] == ',') {
            ++i;
            continue;
        }
        return i < text.size() && text[i] == '}';
    }
}

} // namespace csr
