#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <unordered_map>

namespace cs {

// Interns repeated strings (event names, kernel names, file paths) as dense ids.
// Views handed out stay valid for the pool's lifetime. Not thread-safe.
class StringPool {
public:
    static constexpr uint32_t None = UINT32_MAX;

    uint32_t intern(std::string_view s);
    uint32_t find(std::string_view s) const;
    std::string_view view(uint32_t id) const { return id == None ? std::string_view {} : m_strings[id]; }
    size_t size() const { return m_strings.size(); }

private:
    std::deque<std::string> m_strings;
    std::unordered_map<std::string_view, uint32_t> m_ids;
};

} // namespace cs
