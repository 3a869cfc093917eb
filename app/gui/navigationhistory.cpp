#include "gui/navigationhistory.h"

namespace cs::app {

void NavigationHistory::visit(const NavLocation &location, bool replace)
{
    if (!m_entries.empty() && m_entries[m_current] == location)
        return;
    if (!m_entries.empty())
        m_entries.resize(m_current + 1); // what was ahead is dropped
    if (replace && !m_entries.empty())
        m_entries.back() = location;
    else
        m_entries.push_back(location);
    if (m_entries.size() > m_capacity)
        m_entries.erase(m_entries.begin());
    m_current = m_entries.size() - 1;
}

const NavLocation *NavigationHistory::back()
{
    if (!canGoBack())
        return nullptr;
    return &m_entries[--m_current];
}

const NavLocation *NavigationHistory::forward()
{
    if (!canGoForward())
        return nullptr;
    return &m_entries[++m_current];
}

void NavigationHistory::clear()
{
    m_entries.clear();
    m_current = 0;
}

} // namespace cs::app
