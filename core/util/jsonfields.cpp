#include "core/util/jsonfields.h"

#include <simdjson.h>

#include <algorithm>

namespace cs::json {

using namespace simdjson;

namespace {

// A value's JSON text as written: objects and arrays whole, scalars as their token.
error_code rawText(ondemand::value v, std::string_view &raw)
{
    ondemand::json_type type;
    if (error_code e = v.type().get(type))
        return e;
    if (type == ondemand::json_type::object) {
        ondemand::object o;
        if (error_code e = v.get_object().get(o))
            return e;
        return o.raw_json().get(raw);
    }
    if (type == ondemand::json_type::array) {
        ondemand::array a;
        if (error_code e = v.get_array().get(a))
            return e;
        return a.raw_json().get(raw);
    }
    raw = v.raw_json_token();
    while (!raw.empty() && (raw.back() == ' ' || raw.back() == '\n' || raw.back() == '\r' || raw.back() == '\t'))
        raw.remove_suffix(1);
    return SUCCESS;
}

} // namespace

static_assert(ReadAhead >= SIMDJSON_PADDING);

std::optional<std::string> pickFields(
    std::string_view text, std::initializer_list<std::string_view> keys, bool readAhead)
{
    // One reader and one padded copy per thread (the compiles are read on every core).
    thread_local ondemand::parser parser;
    thread_local std::string padded;
    const char *buf = text.data();
    if (!readAhead) {
        padded.assign(text.data(), text.size());
        padded.append(SIMDJSON_PADDING, ' ');
        buf = padded.data();
    }
    ondemand::document doc;
    if (parser.iterate(buf, text.size(), text.size() + SIMDJSON_PADDING).get(doc))
        return std::nullopt;
    ondemand::object obj;
    if (doc.get_object().get(obj))
        return std::nullopt;
    std::string out = "{";
    for (auto field : obj) {
        std::string_view key;
        ondemand::value v;
        if (field.error() || field.unescaped_key().get(key) || field.value().get(v))
            return std::nullopt;
        if (std::find(keys.begin(), keys.end(), key) == keys.end())
            continue; // skipped by the iterator, never built
        std::string_view raw;
        if (rawText(v, raw))
            return std::nullopt;
        if (out.size() > 1)
            out += ',';
        out += '"';
        out += key;
        out += "\":";
        out += raw;
    }
    // Nothing may follow the object (a second one, a stray brace): the whole parse would fail.
    if (doc.current_location().error() != OUT_OF_BOUNDS)
        return std::nullopt;
    out += '}';
    return out;
}

} // namespace cs::json
