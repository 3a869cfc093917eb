#pragma once

#include "core/analysis/explain.h"

#include <QList>
#include <QString>

#include <vector>

namespace cs::app {

// Where the user was: the view (a findings tab), the compile selected everywhere, and what was
// selected inside the view: a row of its list or tree (by its path of rows, checked against
// its first column's text when going back), or a graph and a box of it.
struct NavLocation {
    QString view;
    CompileRef compile;
    QList<int> rowPath;
    QString rowText;
    QString graphId, graphKey;

    bool operator==(const NavLocation &o) const
    {
        return view == o.view && compile == o.compile && rowPath == o.rowPath && graphId == o.graphId
            && graphKey == o.graphKey;
    }
};

// Back and forward through locations, as in an IDE: a new location drops what was ahead of the
// current one; the same location twice is one entry; at most `capacity` entries are kept.
class NavigationHistory {
public:
    explicit NavigationHistory(size_t capacity = 200)
        : m_capacity(capacity)
    {
    }
    // `replace`: the new location takes the current one's place (steps through a list).
    void visit(const NavLocation &location, bool replace = false);
    bool canGoBack() const { return m_current > 0; }
    bool canGoForward() const { return m_current + 1 < m_entries.size(); }
    const NavLocation *back();
    const NavLocation *forward();
    const NavLocation *current() const { return m_entries.empty() ? nullptr : &m_entries[m_current]; }
    size_t size() const { return m_entries.size(); }
    size_t position() const { return m_current; }
    void clear();

private:
    std::vector<NavLocation> m_entries;
    size_t m_current = 0;
    size_t m_capacity;
};

} // namespace cs::app
