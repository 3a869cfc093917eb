#include "jsonwriter.h"

#include <cmath>
#include <cstdio>

namespace csr {

std::string jsonEscape(std::string_view s)
{
    std::string out;
    out.reserve(s.size() + 2);
    out.push_back('"');
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out.push_back(ch);
            }
        }
    }
    out.push_back('"');
    return out;
}

void JsonWriter::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_first.empty()) {
        if (!m_first.back())
            m_out.push_back(',');
        m_first.back() = false;
    }
}

JsonWriter &JsonWriter::beginObject()
{
    separate();
    m_out.push_back('{');
    m_first.push_back(true);
    return *this;
}

JsonWriter &JsonWriter::endObject()
{
    m_out.push_back('}');
    m_first.pop_back();
    return *this;
}

JsonWriter &JsonWriter::beginArray()
{
    separate();
    m_out.push_back('[');
    m_first.push_back(true);
    return *this;
}

JsonWriter &JsonWriter::endArray()
{
    m_out.push_back(']');
    m_first.pop_back();
    return *this;
}

JsonWriter &JsonWriter::key(std::string_view k)
{
    separate();
    m_out += jsonEscape(k);
    m_out.push_back(':');
    m_afterKey = true;
    return *this;
}

JsonWriter &JsonWriter::value(std::string_view s)
{
    separate();
    m_out += jsonEscape(s);
    return *this;
}

JsonWriter &JsonWriter::value(double d)
{
    separate();
    if (!std::isfinite(d)) {
        m_out += "null";
        return *this;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.17g", d);
    m_out += buf;
    return *this;
}

JsonWriter &JsonWriter::value(int64_t i)
{
    separate();
    m_out += std::to_string(i);
    return *this;
}

JsonWriter &JsonWriter::value(bool b)
{
    separate();
    m_out += b ? "true" : "false";
    return *this;
}

JsonWriter &JsonWriter::null()
{
    separate();
    m_out += "null";
    return *this;
}

} // namespace csr
