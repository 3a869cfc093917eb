#pragma once

#include "core/util/jsontext.h"

#include <simdjson.h>

#include <QString>

#include <optional>
#include <string>
#include <string_view>

namespace cs::json {

// Parses a JSON text written by Python (NaN/Infinity allowed) into a DOM element owned by
// `parser`; valid until the parser's next parse. Returns nullopt on malformed text.
inline std::optional<simdjson::dom::element> parse(simdjson::dom::parser &parser, std::string_view text)
{
    simdjson::dom::element el;
    // Most texts are JSON as they are (simdjson copies into its padded buffer). Only one that is
    // not is looked at for Python's tokens (a search of the whole text, two for a megabyte
    // metrics record that holds none) and rewritten.
    if (parser.parse(text.data(), text.size(), true).get(el) == simdjson::SUCCESS)
        return el;
    if (text.find("NaN") == std::string_view::npos && text.find("Infinity") == std::string_view::npos)
        return std::nullopt;
    bool changed = false;
    const std::string clean = replaceNonFiniteTokens(text, changed);
    if (!changed || parser.parse(clean).get(el) != simdjson::SUCCESS)
        return std::nullopt;
    return el;
}

inline QString str(simdjson::dom::element obj, const char *key)
{
    std::string_view v;
    if (obj[key].get_string().get(v) != simdjson::SUCCESS)
        return {};
    return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size()));
}

inline std::optional<int64_t> integer(simdjson::dom::element obj, const char *key)
{
    int64_t v;
    if (obj[key].get_int64().get(v) == simdjson::SUCCESS)
        return v;
    double d;
    // A number outside int64's range (1e300, written by hand or by a fuzzer) is no integer: a cast
    // would be undefined behaviour. -2^63 is exact as a double; 2^63 is the first value above.
    if (obj[key].get_double().get(d) == simdjson::SUCCESS && d >= -9223372036854775808.0 && d < 9223372036854775808.0)
        return static_cast<int64_t>(d);
    return std::nullopt;
}

inline std::optional<double> number(simdjson::dom::element obj, const char *key)
{
    double d;
    if (obj[key].get_double().get(d) == simdjson::SUCCESS)
        return d;
    int64_t v;
    if (obj[key].get_int64().get(v) == simdjson::SUCCESS)
        return static_cast<double>(v);
    return std::nullopt;
}

inline std::optional<bool> boolean(simdjson::dom::element obj, const char *key)
{
    bool v = false;
    if (obj[key].get_bool().get(v) == simdjson::SUCCESS)
        return v;
    return std::nullopt;
}

inline QString qstr(std::string_view v)
{
    return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size()));
}

} // namespace cs::json
