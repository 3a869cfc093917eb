#include "core/analysis/configsnapshot.h"

#include "core/util/json.h"

#include <simdjson.h>

#include <set>

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
            if (ia->second != ib->second)
                out.changes.push_back({ ia->first, ia->second, ib->second });
            ++ia;
            ++ib;
        }
    }
    return out;
}

} // namespace cs
