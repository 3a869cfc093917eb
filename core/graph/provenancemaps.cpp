#include "core/graph/provenancemaps.h"

#include "core/util/json.h"

namespace cs {
namespace {

QHash<QString, QStringList> stringLists(simdjson::dom::element root, const char *key)
{
    QHash<QString, QStringList> out;
    simdjson::dom::object map;
    if (root[key].get_object().get(map) != simdjson::SUCCESS)
        return out;
    out.reserve(static_cast<qsizetype>(map.size()));
    for (auto field : map) {
        QStringList values;
        simdjson::dom::array a;
        if (field.value.get_array().get(a) == simdjson::SUCCESS)
            for (auto v : a) {
                std::string_view sv;
                if (v.get_string().get(sv) == simdjson::SUCCESS)
                    values << json::qstr(sv);
            }
        out.insert(json::qstr(field.key), values);
    }
    return out;
}

} // namespace

ProvenanceMaps readProvenanceMaps(std::string_view payload, unsigned maps)
{
    simdjson::dom::parser parser;
    const auto root = json::parse(parser, payload);
    if (!root)
        return {};
    auto read = [&](ProvenanceMaps::Map which, const char *key) {
        return maps & which ? stringLists(*root, key) : QHash<QString, QStringList>();
    };
    return { read(ProvenanceMaps::PreToPost, "preToPost"), read(ProvenanceMaps::PostToPre, "postToPre"),
        read(ProvenanceMaps::CodeToPost, "cppCodeToPost"), read(ProvenanceMaps::PostToCode, "postToCppCode") };
}

} // namespace cs
