#include "core/analysis/configsnapshot.h"

#include "core/util/json.h"

#include <simdjson.h>

#include <set>
#include <string_view>
#include <utility>

namespace cs {
namespace {

constexpr std::pair<const char *, const char *> Sections[] = { { "dynamo_config", "dynamo" },
    { "inductor_config", "inductor" }, { "compiler_config", "compiler" }, { "functorch_config", "functorch" } };

// One section's JSON object into `settings` under `prefix.`; false when it is no object.
bool takeSection(const std::string &text, const QString &prefix, std::map<QString, QString> &settings)
{
    simdjson::dom::parser parser;
    const auto el = json::parse(parser, text);
    simdjson::dom::object obj;
    if (!el || el->get_object().get(obj) != simdjson::SUCCESS)
        return false;
    for (auto field : obj)
        settings[prefix + QLatin1Char('.') + json::qstr(field.key)]
            = QString::fromStdString(simdjson::minify(field.value));
    return true;
}

// A Python literal as the FX graph cache key prints it (`True`, `None`, `'x'`, `2`) as compact
// JSON; anything else as printed.
QString pythonLiteralAsJson(QString v)
{
    v = v.trimmed();
    if (v == QLatin1String("True"))
        return QStringLiteral("true");
    if (v == QLatin1String("False"))
        return QStringLiteral("false");
    if (v == QLatin1String("None"))
        return QStringLiteral("null");
    if (v.size() >= 2 && v.front() == u'\'' && v.back() == u'\'' && !v.mid(1, v.size() - 2).contains(u'\''))
        return u'"' + v.mid(1, v.size() - 2) + u'"';
    return v;
}

// Whether two values are the same setting, however each was printed (JSON or Python's repr).
bool sameValue(QString a, QString b)
{
    const auto canonical = [](QString s) {
        s.remove(u' ');
        s.replace(u'\'', u'"');
        s.replace(QLatin1String("True"), QLatin1String("true"));
        s.replace(QLatin1String("False"), QLatin1String("false"));
        s.replace(QLatin1String("None"), QLatin1String("null"));
        s.replace(u'(', u'[');
        s.replace(u')', u']');
        return s;
    };
    return a == b || canonical(std::move(a)) == canonical(std::move(b));
}

// The Inductor settings of the first graph whose FX graph cache lookup recorded its key's
// components: `[hash] inductor_config[NAME]: VALUE`, the config in effect while it compiled.
void takeGraphConfig(const TraceLog &log, const CompileOverview &overview, ConfigSnapshot &snap)
{
    static constexpr std::string_view Prefix = "inductor_config[";
    simdjson::dom::parser parser;
    for (const CompileSummary &c : overview.compiles)
        for (const uint32_t ri : c.records) {
            const std::string kind = log.kindName(log.records[ri]);
            if (!kind.starts_with("artifact:fx_graph_cache_"))
                continue;
            const auto el = json::parse(parser, log.payload(log.records[ri]));
            simdjson::dom::array components;
            if (!el || (*el)["components"].get_array().get(components) != simdjson::SUCCESS)
                continue;
            for (auto v : components) {
                std::string_view line;
                if (v.get_string().get(line) != simdjson::SUCCESS)
                    continue;
                const size_t at = line.find(Prefix);
                const size_t close = at == std::string_view::npos ? at : line.find("]: ", at);
                if (close == std::string_view::npos)
                    continue;
                const QString name = QStringLiteral("inductor.")
                    + json::qstr(line.substr(at + Prefix.size(), close - at - Prefix.size()));
                const QString value = pythonLiteralAsJson(json::qstr(line.substr(close + 3)));
                const auto it = snap.settings.find(name);
                if (it != snap.settings.end() && !sameValue(it->second, value)) {
                    it->second = value;
                    snap.patchedForGraphs << name;
                }
            }
            return;
        }
}

// `"/usr/lib/python3.11/site-packages/..."`: a path, as JSON text.
bool isPathValue(const QString &v)
{
    return v.size() > 3 && v.front() == u'"' && (v[1] == u'/' || (v[2] == u':' && v[3] == u'\\'));
}

} // namespace

ConfigSnapshot readConfigSnapshot(const TraceLog &log, const CompileOverview &overview)
{
    ConfigSnapshot snap;
    simdjson::dom::parser parser;
    for (const CompileSummary &c : overview.compiles) {
        if (c.metricsRecord == CompileSummary::NoRecord)
            continue;
        const auto m = json::parse(parser, log.metadata(log.records[c.metricsRecord]));
        if (!m)
            continue;
        // The strings are copied out first: parsing a section reuses no DOM of the metrics.
        std::vector<std::pair<QString, std::string>> texts;
        for (const auto &[field, name] : Sections) {
            std::string_view text;
            if ((*m)[field].get_string().get(text) == simdjson::SUCCESS && !text.empty())
                texts.emplace_back(QLatin1String(name), std::string(text));
        }
        if (texts.empty())
            continue;
        snap.compileId = c.id.toString();
        for (const auto &[name, text] : texts) {
            if (takeSection(text, name, snap.settings))
                snap.sections << name;
            else
                ++snap.unreadSections;
        }
        break;
    }
    if (snap.sections.contains(QLatin1String("inductor")))
        takeGraphConfig(log, overview, snap);
    return snap;
}

ConfigComparison compareConfigs(const ConfigSnapshot &a, const ConfigSnapshot &b)
{
    ConfigComparison out;
    out.compared = !a.empty() && !b.empty();
    if (!out.compared)
        return out;
    const auto sectionOf = [](const QString &name) { return name.section(QLatin1Char('.'), 0, 0); };
    for (const QString &s : a.sections)
        if (!b.sections.contains(s))
            out.unrecordedSections << QStringLiteral("%1 (not recorded by B)").arg(s);
    for (const QString &s : b.sections)
        if (!a.sections.contains(s))
            out.unrecordedSections << QStringLiteral("%1 (not recorded by A)").arg(s);
    auto ia = a.settings.begin(), ib = b.settings.begin();
    while (ia != a.settings.end() || ib != b.settings.end()) {
        if (ib == b.settings.end() || (ia != a.settings.end() && ia->first < ib->first)) {
            if (b.sections.contains(sectionOf(ia->first)))
                out.changes.push_back({ ia->first, ia->second, {} });
            ++ia;
        } else if (ia == a.settings.end() || ib->first < ia->first) {
            if (a.sections.contains(sectionOf(ib->first)))
                out.changes.push_back({ ib->first, {}, ib->second });
            ++ib;
        } else {
            if (ia->second != ib->second) {
                if (isPathValue(ia->second) && isPathValue(ib->second))
                    out.pathsDiffer << ia->first;
                else
                    out.changes.push_back({ ia->first, ia->second, ib->second });
            }
            ++ia;
            ++ib;
        }
    }
    for (ConfigChange &c : out.changes)
        c.patched = a.patchedForGraphs.contains(c.name) || b.patchedForGraphs.contains(c.name);
    return out;
}

} // namespace cs
