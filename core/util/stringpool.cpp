#include "core/util/stringpool.h"

namespace cs {

uint32_t StringPool::intern(std::string_view s)
{
    if (auto it = m_ids.find(s); it != m_ids.end())
        return it->second;
    const auto id = static_cast<uint32_t>(m_strings.size());
    m_strings.emplace_back(s);
    m_ids.emplace(m_strings.back(), id);
    return id;
}

uint32_t StringPool::find(std::string_view s) const
{
    const auto it = m_ids.find(s);
    return it == m_ids.end() ? None : it->second;
}

} // namespace cs
