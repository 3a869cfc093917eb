#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace csr {

// A minimal JSON writer for the runner's one-object answers (the runner links no JSON or Qt
// library). Keys and strings are escaped; doubles that are not finite become null.
class JsonWriter {
public:
    JsonWriter &beginObject();
    JsonWriter &endObject();
    JsonWriter &beginArray();
    JsonWriter &endArray();
    JsonWriter &key(std::string_view k);
    JsonWriter &value(std::string_view s);
    JsonWriter &value(const char *s) { return value(std::string_view(s)); }
    JsonWriter &value(double d);
    JsonWriter &value(int64_t i);
    JsonWriter &value(int i) { return value(static_cast<int64_t>(i)); }
    JsonWriter &value(bool b);
    JsonWriter &null();
    const std::string &str() const { return m_out; }

private:
    void separate();
    std::string m_out;
    std::vector<bool> m_first; // per open container: no element written yet
    bool m_afterKey = false;
};

std::string jsonEscape(std::string_view s);

} // namespace csr
