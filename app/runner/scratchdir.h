#pragma once

#include <string>

namespace csr {

// The runner's private scratch space: `$TMPDIR/compilescope-runner-<uid>/` (or /tmp), made
// 0700, refused if it is a link or someone else's. Each job gets `<kind>-<pid>-XXXXXX` in it,
// removed when the job ends on any path (destructor), and, for a runner that was killed before
// it could clean up, by the next runner that starts (`removeStale`: entries whose pid is gone).
// CompileScope writes its kernel job files there too (`job-<pid>-XXXXXX`), so they go the same way.
std::string scratchRoot(std::string &error);

// Removes `<kind>-<pid>-*` entries of processes that no longer exist. Never follows links.
void removeStale(const std::string &root);

// Removes a tree without following links (a link inside is removed, not its target).
bool removeTree(const std::string &path);

class ScratchDir {
public:
    explicit ScratchDir(const std::string &kind);
    ~ScratchDir();
    ScratchDir(const ScratchDir &) = delete;
    ScratchDir &operator=(const ScratchDir &) = delete;

    bool ok() const { return !m_path.empty(); }
    const std::string &path() const { return m_path; }
    const std::string &error() const { return m_error; }
    // Removes it now (e.g. once the model has loaded everything it needs from it).
    void remove();

private:
    std::string m_path, m_error;
};

} // namespace csr
