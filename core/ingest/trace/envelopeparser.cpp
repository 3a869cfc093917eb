#include "core/ingest/trace/envelopeparser.h"

#include "core/util/jsontext.h"

#include <simdjson.h>

#include <algorithm>
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

// Records whose metadata is bulky and is read, if ever, later and by itself from `metadata`: a
// Python stack per symbolic expression (1–2 KB each: most of a dynamic-shape model's records in
// torch 2.12+ logs, four in five of a 2.15 BERT run's), and the compile metrics (tens of KB of
// Inductor config each, a backward's `inductor_provenance` up to megabytes: two thirds of a
// log's header bytes), which the compile overview always reads and reports when damaged. Their
// envelope is read from the line's two ends: the event name PyTorch writes first, the envelope
// keys it writes after the metadata.
constexpr std::array<std::string_view, 6> Bulky = { "expression_created", "guard_added", "guard_added_fast",
    "propagate_real_tensors_provenance", "compilation_metrics", "bwd_compilation_metrics" };

// An int envelope value as PyTorch writes it (`0`, `-1`, `null`); false for anything else or a
// number past int32 (the full parser then says what is wrong).
bool envelopeInt(std::string_view v, int32_t &out)
{
    if (v == "null") {
        out = -1;
        return true;
    }
    const bool negative = !v.empty() && v.front() == '-';
    if (negative)
        v.remove_prefix(1);
    if (v.empty() || v.size() > 10)
        return false;
    int64_t n = 0;
    for (char c : v) {
        if (c < '0' || c > '9')
            return false;
        n = n * 10 + (c - '0');
    }
    if (negative ? n != 1 : n > INT32_MAX)
        return false;
    out = negative ? -1 : static_cast<int32_t>(n);
    return true;
}

// `{"<bulky event>": {...}, "frame_id": 0, "frame_compile_id": 1, "attempt": 0}` read without
// scanning the metadata: the keys after it are walked back from the line's end. Any other shape
// (another key, an escape, a value that is not a plain number, null or hex string) returns false
// and the line goes to the full parser. The metadata's inside is not checked here: its reader
// parses it when it needs it.
bool bulkyEnvelope(std::string_view json, Envelope &out)
{
    if (json.size() < 8 || json[0] != '{' || json[1] != '"')
        return false;
    const size_t q = json.find('"', 2);
    if (q == std::string_view::npos || q > 48)
        return false;
    const std::string_view event = json.substr(2, q - 2);
    if (std::find(Bulky.begin(), Bulky.end(), event) == Bulky.end() || json.substr(q, 4) != "\": {")
        return false;
    const size_t metaBegin = q + 3;
    size_t end = json.size();
    while (end > metaBegin && (json[end - 1] == ' ' || json[end - 1] == '\r' || json[end - 1] == '\n'))
        --end;
    if (end <= metaBegin + 2 || json[end - 1] != '}')
        return false;
    Envelope e;
    e.event = event;
    size_t pos = end - 1; // just past the last value (at the closing brace or a ", ")
    for (int keys = 0;; ++keys) {
        if (json[pos - 1] == '}') { // the metadata's own closing brace
            e.metadata = json.substr(metaBegin, pos - metaBegin);
            break;
        }
        if (keys == 8)
            return false;
        size_t vBegin = pos;
        if (json[pos - 1] == '"') {
            vBegin = json.rfind('"', pos - 2);
            if (vBegin == std::string_view::npos || vBegin <= metaBegin)
                return false;
            ++vBegin; // inside the quotes
        } else {
            while (vBegin > metaBegin
                && ((json[vBegin - 1] >= '0' && json[vBegin - 1] <= '9') || json[vBegin - 1] == '-'
                    || (json[vBegin - 1] >= 'a' && json[vBegin - 1] <= 'z')))
                --vBegin;
        }
        const bool quoted = json[pos - 1] == '"';
        const std::string_view value = json.substr(vBegin, pos - vBegin - (quoted ? 1 : 0));
        const size_t colon = vBegin - (quoted ? 1 : 0); // just past `": `
        if (colon < metaBegin + 6 || json.substr(colon - 3, 3) != "\": ")
            return false;
        const size_t kOpen = json.rfind('"', colon - 4);
        if (kOpen == std::string_view::npos || kOpen < metaBegin + 3 || json.substr(kOpen - 2, 2) != ", ")
            return false;
        const std::string_view key = json.substr(kOpen + 1, colon - 4 - kOpen);
        bool ok = !quoted;
        if (key == "frame_id")
            ok = ok && envelopeInt(value, e.compileId.frame);
        else if (key == "frame_compile_id")
            ok = ok && envelopeInt(value, e.compileId.frameCompile);
        else if (key == "attempt")
            ok = ok && envelopeInt(value, e.compileId.attempt);
        else if (key == "compiled_autograd_id")
            ok = ok && envelopeInt(value, e.compileId.compiledAutograd);
        else if (key == "rank")
            ok = ok && envelopeInt(value, e.rank);
        else if (key == "has_payload") {
            ok = quoted && value.size() == 32 && value.find_first_not_of("0123456789abcdef") == std::string_view::npos;
            e.hasPayload = true;
            e.payloadMd5 = value;
        } else
            ok = false;
        if (!ok)
            return false;
        pos = kOpen - 2;
    }
    out = std::move(e);
    return true;
}

} // namespace

std::string EnvelopeParser::parse(std::string_view json, bool padded, Envelope &out)
{
    if (bulkyEnvelope(json, out))
        return {};
    return parseWhole(json, padded, out);
}

std::string EnvelopeParser::parseWhole(std::string_view json, bool padded, Envelope &out)
{
    // Python's NaN/Infinity tokens are looked for only where they matter: a padded line that did
    // not parse, or one about to be copied anyway.
    const auto hasNonFinite = [json] {
        return json.find("NaN") != std::string_view::npos || json.find("Infinity") != std::string_view::npos;
    };
    out = Envelope {};
    bool nonFinite = false;
    if (padded) {
        std::string err = parseInto(d->parser, json.data(), json.size(), json.size() + SIMDJSON_PADDING, out);
        if (err.empty() || !(nonFinite = hasNonFinite()))
            return err;
    } else {
        nonFinite = hasNonFinite();
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
