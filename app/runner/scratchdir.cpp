#include "scratchdir.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace csr {
namespace {

// Removes the entries of an open folder, then the folder's own entry in `parent`.
bool removeAt(int parent, const char *name)
{
    struct stat st { };
    if (fstatat(parent, name, &st, AT_SYMLINK_NOFOLLOW) != 0)
        return errno == ENOENT;
    if (!S_ISDIR(st.st_mode))
        return unlinkat(parent, name, 0) == 0;
    const int fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return false;
    DIR *d = fdopendir(fd);
    if (!d) {
        close(fd);
        return false;
    }
    bool ok = true;
    while (const dirent *e = readdir(d)) {
        if (!std::strcmp(e->d_name, ".") || !std::strcmp(e->d_name, ".."))
            continue;
        ok &= removeAt(dirfd(d), e->d_name);
    }
    closedir(d);
    return unlinkat(parent, name, AT_REMOVEDIR) == 0 && ok;
}

// `<kind>-<pid>-XXXXXX` → pid, or 0.
pid_t ownerOf(const char *name)
{
    const char *dash = std::strchr(name, '-');
    if (!dash)
        return 0;
    char *end = nullptr;
    const long pid = std::strtol(dash + 1, &end, 10);
    return end && *end == '-' && pid > 0 ? static_cast<pid_t>(pid) : 0;
}

// A process that exited but was not reaped yet (a zombie) counts as gone.
bool gone(pid_t pid)
{
    if (kill(pid, 0) != 0)
        return errno == ESRCH;
    char path[64];
    std::snprintf(path, sizeof path, "/proc/%d/stat", static_cast<int>(pid));
    FILE *f = std::fopen(path, "r");
    if (!f)
        return false;
    char line[512] = {};
    const size_t n = std::fread(line, 1, sizeof line - 1, f);
    std::fclose(f);
    const char *close = std::strrchr(line, ')'); // "pid (comm) S ..."
    return n > 0 && close && close[1] == ' ' && close[2] == 'Z';
}

} // namespace

std::string scratchRoot(std::string &error)
{
    const char *tmp = std::getenv("TMPDIR");
    std::string root
        = (tmp && *tmp ? std::string(tmp) : std::string("/tmp")) + "/compilescope-runner-" + std::to_string(getuid());
    if (mkdir(root.c_str(), 0700) != 0 && errno != EEXIST) {
        error = "cannot create " + root + ": " + std::strerror(errno);
        return {};
    }
    struct stat st { };
    if (lstat(root.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != getuid() || (st.st_mode & 077)) {
        error = root + " is not a private folder of this user (a link, or open to others): refused";
        return {};
    }
    return root;
}

void removeStale(const std::string &root)
{
    DIR *d = opendir(root.c_str());
    if (!d)
        return;
    while (const dirent *e = readdir(d)) {
        const pid_t pid = ownerOf(e->d_name);
        if (pid > 0 && pid != getpid() && gone(pid))
            removeAt(dirfd(d), e->d_name);
    }
    closedir(d);
}

bool removeTree(const std::string &path)
{
    return removeAt(AT_FDCWD, path.c_str());
}

ScratchDir::ScratchDir(const std::string &kind)
{
    const std::string root = scratchRoot(m_error);
    if (root.empty())
        return;
    std::string templ = root + "/" + kind + "-" + std::to_string(getpid()) + "-XXXXXX";
    if (!mkdtemp(templ.data())) {
        m_error = "cannot create a scratch folder in " + root + ": " + std::strerror(errno);
        return;
    }
    m_path = templ;
}

ScratchDir::~ScratchDir()
{
    remove();
}

void ScratchDir::remove()
{
    if (!m_path.empty())
        removeTree(m_path);
    m_path.clear();
}

} // namespace csr
