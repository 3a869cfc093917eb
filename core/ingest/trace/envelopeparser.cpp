#include "core/ingest/trace/envelopeparser.h"

#include "core/util/jsontext.h"

#include <simdjson.h>

#include <array>

namespace cs {

using namespace simdjson;

struct EnvelopeParser::Impl {
    ondemand::parser parser;
    std::string scratch;
};

EnvelopeParser::EnvelopeParser()
    : d(std::make_unique<Impl>())
{
}
EnvelopeParser::~EnvelopeParser() = default;

namespace {

// torch/_logging/_internal.py's reserved names; `subgraph_name` (2.13+, regional Inductor) and the
// glog fields are never a record's name.
constexpr std::array<std::string_view, 12> Reserved = { "rank", "compiled_autograd_id", "frame_id", "frame_compile_id",
    "attempt", "has_payload", "stack", "subgraph_name", "severity", "timestamp", "pathname", "thread" };

bool isReserved(std::string_view k)
{
    for (auto r : Reserved)
        if (k == r)
            return true;
    return false;
}

// Reads an int key that may be JSON null (older logs write `"compiled_autograd_id": null`): -1
// for null or no integer. An id or rank beyond int32 is no value PyTorch writes (a wrapped or
// damaged record): `outOfRange` is set rather than the number cut to 32 bits.
int32_t optionalInt(ondemand::value v, bool &outOfRange)
{
    bool isNull = false;
    if (v.is_null().get(isNull) != SUCCESS || isNull)
        return -1;
    int64_t i = -1;
    if (v.get_int64().get(i) != SUCCESS) {
        double d = 0;
        outOfRange = v.get_double().get(d) == SUCCESS; // a number, but not one int64 holds
        return -1;
    }
    if (i < -1 || i > INT32_MAX) {
        outOfRange = true;
        return -1;
    }
    return static_cast<int32_t>(i);
}

std::string_view rawValue(ondemand::value v, error_code &err)
{
    std::string_view raw;
    ondemand::json_type type;
    if ((err = v.type().get(type)))
        return {};
    if (type == ondemand::json_type::object) {
        ondemand::object o;
        if (!(err = v.get_object().get(o)))
            err = o.raw_json().get(raw);
    } else if (type == ondemand::json_type::array) {
        ondemand::array a;
        if (!(err = v.get_array().get(a)))
            err = a.raw_json().get(raw);
    } else {
        raw = v.raw_json_token();
        while (!raw.empty() && (raw.back() == ' ' || raw.back() == '\n' || raw.back() == '\r'))
            raw.remove_suffix(1);
    }
    return raw;
}

std::string parseInto(ondemand::parser &parser, const char *buf, size_t len, size_t capacity, Envelope &out)
{
    ondemand::document doc;
    if (auto e = parser.iterate(buf, len, capacity).get(doc))
        return error_message(e);
    ondemand::object obj;
    if (auto e = doc.get_object().get(obj))
        return std::string("envelope is not a JSON object: ") + error_message(e);
    for (auto field : obj) {
        std::string_view key;
        if (auto e = field.unescaped_key().get(key))
            return error_message(e);
        ondemand::value v;
        if (auto e = field.value().get(v))
            return error_message(e);
        bool outOfRange = false;
        if (key == "frame_id") {
            out.compileId.frame = optionalInt(v, outOfRange);
            if (outOfRange)
                return std::string(key) + " is out of range (" + std::string(v.raw_json_token()) + ")";
        } else if (key == "frame_compile_id") {
            out.compileId.frameCompile = optionalInt(v, outOfRange);
            if (outOfRange)
                return std::string(key) + " is out of range (" + std::string(v.raw_json_token()) + ")";
        } else if (key == "attempt") {
            out.compileId.attempt = optionalInt(v, outOfRange);
            if (outOfRange)
                return std::string(key) + " is out of range (" + std::string(v.raw_json_token()) + ")";
        } else if (key == "compiled_autograd_id") {
            out.compileId.compiledAutograd = optionalInt(v, outOfRange);
            if (outOfRange)
                return std::string(key) + " is out of range (" + std::string(v.raw_json_token()) + ")";
        } else if (key == "rank") {
            out.rank = optionalInt(v, outOfRange);
            if (outOfRange)
                return std::string(key) + " is out of range (" + std::string(v.raw_json_token()) + ")";
        } else if (key == "has_payload") {
            out.hasPayload = true;
            // The raw token points into `buf` (get_string would unescape into parser memory).
            const std::string_view tok = v.raw_json_token();
            if (tok.size() >= 34 && tok.front() == '"')
                out.payloadMd5 = tok.substr(1, 32);
        } else if (key == "subgraph_name") {
            // The raw token points into `buf`; a name with escapes keeps them (shown as written).
            const std::string_view tok = v.raw_json_token();
            const size_t close = tok.rfind('"');
            if (tok.size() >= 2 && tok.front() == '"' && close > 0)
                out.subgraphName = tok.substr(1, close - 1);
        } else if (key == "stack") {
            out.hasStack = true; // left unread (skipped by the iterator): decoded on demand
        } else if (out.event.empty() && !isReserved(key)) {
            out.event = key; // parser memory: valid until the next parse
            error_code err = SUCCESS;
            if (key == "str") {
                ondemand::array arr;
                if (v.get_array().get(arr))
                    return "`str` record is not an array";
                size_t i = 0;
                for (auto el : arr) {
                    if (i == 0) {
                        std::string_view s;
                        if (el.get_string().get(s))
                            return "`str` entry without a string";
                        out.strValue.assign(s);
                    } else if (i == 1) {
                        if (el.get_int64().get(out.strId))
                            return "`str` entry without an id";
                    }
                    ++i;
                }
                continue;
            }
            const std::string_view raw = rawValue(v, err);
            if (err)
                return error_message(err);
            out.metadata = raw;
            if (key == "artifact") {
                // {"name": N, "encoding": E}: a plain scan of the small raw object.
                const size_t n = raw.find("\"name\"");
                if (n != std::string_view::npos) {
                    size_t q1 = raw.find('"', raw.find(':', n) + 1);
                    size_t q2 = q1 == std::string_view::npos ? q1 : raw.find('"', q1 + 1);
                    if (q2 != std::string_view::npos)
                        out.artifactName = raw.substr(q1 + 1, q2 - q1 - 1);
                }
            }
        }
    }
    if (out.event.empty())
        return "envelope names no event";
    return {};
}

} // namespace

std::string EnvelopeParser::parse(std::string_view json, bool padded, Envelope &out)
{
    const bool nonFinite
        = json.find("NaN") != std::string_view::npos || json.find("Infinity") != std::string_view::npos;
    out = Envelope {};
    if (padded) {
        std::string err = parseInto(d->parser, json.data(), json.size(), json.size() + SIMDJSON_PADDING, out);
        if (err.empty() || !nonFinite)
            return err;
    }
    // A private padded copy: the input is not padded, may change under us (a mapped file that
    // shrinks), or holds Python's NaN/Infinity tokens that need rewriting first.
    if (nonFinite) {
        bool changed = false;
        d->scratch = replaceNonFiniteTokens(json, changed);
    } else {
        d->scratch.assign(json.data(), json.size());
    }
    const size_t len = d->scratch.size();
    d->scratch.resize(len + SIMDJSON_PADDING, ' ');
    out = Envelope {};
    std::string err = parseInto(d->parser, d->scratch.data(), len, d->scratch.size(), out);
    if (!err.empty())
        return err;
    // Views into the scratch copy are re-pointed at the caller's bytes (same offsets).
    auto rebase = [&](std::string_view v) {
        if (v.empty())
            return v;
        return json.substr(static_cast<size_t>(v.data() - d->scratch.data()), v.size());
    };
    out.artifactName = rebase(out.artifactName);
    out.metadata = rebase(out.metadata);
    out.payloadMd5 = rebase(out.payloadMd5);
    out.subgraphName = rebase(out.subgraphName);
    return {};
}

} // namespace cs
