#include "core/profiling/autotunechoice.h"

#include "core/util/inputfile.h"
#include "core/util/json.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <vector>

namespace cs {
namespace {

QString readText(const QString &path)
{
    const auto bytes = readInputFile(path, GeneratedCodeCap);
    return bytes ? QString::fromUtf8(bytes.value()) : QString();
}

// A compiled variant's block sizes, read from its TTIR: XBLOCK, YBLOCK, ZBLOCK, R0_BLOCK.
QHash<QString, int64_t> variantBlocks(const TritonVariant &v)
{
    const QString ttir = v.dir + QLatin1Char('/') + v.stem + QStringLiteral(".ttir");
    QHash<QString, int64_t> out;
    for (const AxisBlock &b : ttirBlocks(ttir))
        out.insert(QString(b.var.toUpper()) + QStringLiteral("BLOCK"), b.block);
    if (const int64_t r0 = ttirReductionBlock(ttir))
        out.insert(QStringLiteral("R0_BLOCK"), r0);
    return out;
}

// What decides a launch: variants alike in it are one launch plan (the same config compiled
// twice, e.g. again by a later `output_code.py -k` run, with other specialisations).
QString launchKey(const TritonVariant &v, const QHash<QString, int64_t> &blocks)
{
    QStringList parts;
    for (auto it = blocks.cbegin(); it != blocks.cend(); ++it)
        parts << QStringLiteral("%1=%2").arg(it.key()).arg(it.value());
    parts.sort();
    parts << QString::number(v.warps) << QString::number(v.stages) << QString::number(v.ctas)
          << QString::number(v.shared) << QString::number(v.globalScratch) << QString::number(v.profileScratch)
          << QString::number(v.pdl) << QString::number(v.cooperative);
    return parts.join(u' ');
}

// A record's config is the variant's: its block sizes (absent ones are 1), warps and stages.
bool recordMatches(const BestConfig &c, const TritonVariant &v, const QHash<QString, int64_t> &blocks)
{
    if (c.warps != v.warps || c.stages != v.stages)
        return false;
    for (auto it = c.blocks.cbegin(); it != c.blocks.cend(); ++it)
        if (blocks.value(it.key(), 1) != it.value())
            return false;
    return true;
}

// `ACC_TYPE='tl.float32', BLOCK_K=64, num_warps=4` or a Python dict body
// `'EVEN_K': True, 'BLOCK_M': 128` → key → value, quotes dropped.
QHash<QString, QString> configPairs(const QString &text, QChar separator)
{
    QHash<QString, QString> out;
    for (const QString &item : text.split(QStringLiteral(", "), Qt::SkipEmptyParts)) {
        const qsizetype at = item.indexOf(separator);
        if (at <= 0)
            continue;
        auto unquote = [](QString v) {
            v = v.trimmed();
            if (v.size() >= 2 && (v.startsWith(u'\'') || v.startsWith(u'"')))
                v = v.mid(1, v.size() - 2);
            return v;
        };
        out.insert(unquote(item.left(at)), unquote(item.mid(at + 1)));
    }
    return out;
}

} // namespace

QList<AxisBlock> ttirBlocks(const QString &ttirPath)
{
    const QString ttir = readText(ttirPath);
    QList<AxisBlock> out;
    static const QRegularExpression pid(QStringLiteral(R"(%([xyz])offset = tt\.get_program_id ([xyz]))"));
    auto it = pid.globalMatch(ttir);
    while (it.hasNext()) {
        const auto m = it.next();
        AxisBlock b { m.captured(1).at(0), m.captured(2).at(0).unicode() - u'x', 1 };
        const QRegularExpression mul(
            QStringLiteral(R"(%%1offset_\d+ = arith\.muli %%1offset, %c(\d+)_i32)").arg(b.var));
        if (const auto mm = mul.match(ttir, m.capturedEnd()); mm.hasMatch())
            b.block = mm.captured(1).toLongLong();
        out << b;
    }
    return out;
}

int64_t ttirReductionBlock(const QString &ttirPath)
{
    static const QRegularExpression range(QStringLiteral(R"(%r0_base = tt\.make_range \{end = (\d+))"));
    return range.match(readText(ttirPath)).captured(1).toLongLong();
}

QStringList ptxParams(const QString &ptxPath, const QString &name)
{
    const QString ptx = readText(ptxPath);
    const qsizetype at = ptx.indexOf(QStringLiteral(".entry %1(").arg(name));
    if (at < 0)
        return {};
    const qsizetype end = ptx.indexOf(u')', at);
    QStringList out;
    static const QRegularExpression param(QStringLiteral(R"(\.param\s+\.(\w+)(\s+\.ptr)?)"));
    auto it = param.globalMatch(ptx.mid(at, end - at));
    while (it.hasNext()) {
        const auto m = it.next();
        out << (m.captured(2).isEmpty() ? m.captured(1) : QStringLiteral("ptr"));
    }
    return out;
}

VariantPick pickVariants(const KernelDef &def, KernelCache &cache, QString &problem)
{
    cache.scanNear(def.kernelPath);
    const QString module = cache.modulePath(def.kernelPath);
    QList<TritonVariant> all = cache.variants(def.name, QFileInfo(def.kernelPath).fileName());
    if (all.isEmpty()) // templates are compiled while autotuning, from a module of another name
        all = cache.variants(def.name, {});
    if (all.isEmpty()) {
        problem = QStringLiteral("no compiled cubin for %1 in the Triton caches found (open the run folder that "
                                 "holds the cache, or pass --cache)")
                      .arg(def.name);
        return {};
    }
    const QList<BestConfig> records = module.isEmpty() ? QList<BestConfig>() : cache.bestConfigsBeside(module);
    std::vector<QHash<QString, int64_t>> blocks;
    for (const TritonVariant &v : all)
        blocks.push_back(variantBlocks(v));
    // By triton_cache_hash: the chosen launcher's Triton cache folder.
    int named = -1;
    std::optional<BestConfig> record;
    for (const BestConfig &c : records)
        for (qsizetype i = 0; i < all.size(); ++i)
            if (!c.tritonHash.isEmpty() && QFileInfo(all[i].dir).fileName() == c.tritonHash) {
                named = static_cast<int>(i);
                record = c;
            }
    // One variant per distinct launch plan; the named one represents its plan.
    QList<int> distinct;
    QHash<QString, int> planOf;
    for (qsizetype i = 0; i < all.size(); ++i) {
        const QString key = launchKey(all[i], blocks[i]);
        if (!planOf.contains(key)) {
            planOf.insert(key, static_cast<int>(distinct.size()));
            distinct << static_cast<int>(i);
        } else if (i == named) {
            distinct[planOf.value(key)] = static_cast<int>(i);
        }
    }
    int chosen = named >= 0 ? planOf.value(launchKey(all[named], blocks[named])) : -1;
    if (chosen < 0) {
        // Coordinate descent saves no hash: the record's config, when exactly one plan has it.
        // A record that names a folder none of ours is another module's (the shard is shared).
        QSet<int> matching;
        for (const BestConfig &c : records) {
            if (!c.tritonHash.isEmpty())
                continue;
            for (qsizetype d = 0; d < distinct.size(); ++d)
                if (recordMatches(c, all[distinct[d]], blocks[distinct[d]])) {
                    matching << static_cast<int>(d);
                    record = c;
                }
        }
        if (matching.size() == 1)
            chosen = *matching.cbegin();
        else
            record.reset();
    }
    VariantPick pick;
    pick.record = record;
    if (chosen >= 0) {
        pick.variants << all[distinct[chosen]];
        pick.chosen = 0;
    }
    for (qsizetype d = 0; d < distinct.size(); ++d)
        if (d != chosen)
            pick.variants << all[distinct[d]];
    return pick;
}

// Inductor's benchmark of a max-autotune template kernel's config, from the compile's
// template autotuning records: the record of one of its ATen ops whose winner has the
// kernel's config (`inductor_meta['config_args']`, num_warps, num_stages). -1 when no record,
// or several, fit.
double templateBenchmarkUs(const KernelDef &def, const QString &defText, const QList<TemplateChoice> &choices)
{
    if (def.heuristic != QLatin1String("template") || choices.isEmpty())
        return -1;
    const qsizetype at = defText.indexOf(QLatin1String("'config_args': {"));
    if (at < 0)
        return -1;
    QHash<QString, QString> config = configPairs(defText.mid(at + 16, defText.indexOf(u'}', at) - at - 16), u':');
    static const QRegularExpression warps(QStringLiteral(R"(\bnum_warps=(\d+))")),
        stages(QStringLiteral(R"(\bnum_stages=(\d+))"));
    config.insert(QStringLiteral("num_warps"), warps.match(defText).captured(1));
    config.insert(QStringLiteral("num_stages"), stages.match(defText).captured(1));
    QStringList ops;
    for (const QString &aten : def.atenOps)
        ops << aten.section(u'.', 1, 1);
    double found = -1;
    int fits = 0;
    for (const TemplateChoice &c : choices) {
        if (!ops.contains(c.op) || c.config.isEmpty())
            continue;
        bool same = true;
        for (auto it = c.config.cbegin(); it != c.config.cend() && same; ++it)
            same = config.value(it.key()) == it.value();
        if (same) {
            found = c.bestMs * 1000;
            ++fits;
        }
    }
    return fits == 1 ? found : -1;
}

// `<op>_template_autotuning` chromium events with `autotune_choices_stats` (the end event).
std::optional<TemplateChoice> templateChoice(const std::string &payload)
{
    if (payload.find("autotune_choices_stats") == std::string::npos)
        return std::nullopt;
    simdjson::dom::parser parser;
    const auto root = json::parse(parser, payload);
    if (!root)
        return std::nullopt;
    const QString name = json::str(*root, "name");
    simdjson::dom::element args;
    if (!name.endsWith(QLatin1String("_template_autotuning")) || (*root)["args"].get(args) != simdjson::SUCCESS)
        return std::nullopt;
    const std::string stats = json::str(args, "autotune_choices_stats").toStdString();
    simdjson::dom::parser inner;
    const auto s = json::parse(inner, stats);
    if (!s)
        return std::nullopt;
    TemplateChoice c;
    c.op = name.chopped(20);
    c.config = configPairs(json::str(*s, "best_kernel_desc"), u'=');
    c.bestMs = json::number(*s, "best_time").value_or(-1);
    return c.bestMs > 0 ? std::optional(c) : std::nullopt;
}

} // namespace cs
