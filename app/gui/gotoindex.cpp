#include "gui/gotoindex.h"

#include "core/graph/graphcatalog.h"

#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace cs::app {
namespace {

uint64_t maskOf(QStringView s)
{
    uint64_t m = 0;
    for (const QChar c : s)
        if (c != u' ')
            m |= uint64_t(1) << (c.unicode() % 64);
    return m;
}

QString where(const QString &file, int line)
{
    return shortLocation(file, line);
}

QString firstLine(const QString &s, int max = 160)
{
    QString line = s.section(u'\n', 0, 0).trimmed();
    if (line.size() > max)
        line = line.left(max - 1) + u'…';
    return line;
}

bool wordStart(QStringView s, qsizetype pos)
{
    if (pos == 0)
        return true;
    const QChar before = s[pos - 1];
    return !before.isLetterOrNumber() || (s[pos].isUpper() && before.isLower());
}

// One word of the query in a folded string: a substring scores by where it starts, letters in
// order score less, by how scattered they are; -1 when the word does not match.
int scoreWord(QStringView s, qsizetype textLength, QStringView word)
{
    const qsizetype pos = s.indexOf(word);
    if (pos >= 0)
        return 100
            + (pos == 0                 ? 60
                    : wordStart(s, pos) ? 40
                                        : 0)
            - static_cast<int>(std::min<qsizetype>(pos, 40)) / 2
            - (pos >= textLength ? 30 : 0); // in the detail counts less than in the name
    s = s.left(textLength);
    int gaps = 0;
    qsizetype i = 0, last = -2;
    for (const QChar c : word) {
        while (i < s.size() && s[i] != c)
            ++i;
        if (i == s.size())
            return -1;
        if (i != last + 1)
            ++gaps;
        last = i++;
    }
    return std::max(1, 50 - gaps * 8);
}

int kindBonus(GotoIndex::Kind k)
{
    switch (k) {
    case GotoIndex::Kind::Compile:
        return 14;
    case GotoIndex::Kind::Break:
        return 12;
    case GotoIndex::Kind::Recompile:
        return 11;
    case GotoIndex::Kind::Function:
        return 10;
    case GotoIndex::Kind::Kernel:
        return 8;
    case GotoIndex::Kind::SourceLine:
        return 5;
    case GotoIndex::Kind::GraphNode:
        return 0;
    }
    return 0;
}

} // namespace

QString GotoIndex::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Compile:
        return tr("compile");
    case Kind::Break:
        return tr("graph break");
    case Kind::Recompile:
        return tr("recompiles");
    case Kind::Function:
        return tr("function");
    case Kind::Kernel:
        return tr("kernel");
    case Kind::SourceLine:
        return tr("source line");
    case Kind::GraphNode:
        return tr("graph node");
    }
    return {};
}

void GotoIndex::add(Entry e)
{
    QString folded = e.detail.isEmpty() ? e.text.toLower() : (e.text + u' ' + e.detail).toLower();
    m_masks.push_back(maskOf(folded));
    m_textLength.push_back(static_cast<int>(e.text.size()));
    m_folded.push_back(std::move(folded));
    m_entries.push_back(std::move(e));
}

std::shared_ptr<const GotoIndex> GotoIndex::build(const LoadedRun &run, const Explanation &explanation)
{
    auto index = std::make_shared<GotoIndex>();
    const bool ranks = run.logs.size() > 1;
    QSet<QString> lines; // source lines already listed, with where they open
    auto sourceLine = [&](const QString &file, int line, QString detail, CompileRef ref, Kind opens, int row) {
        const QString text = where(file, line);
        if (text.isEmpty() || line <= 0)
            return;
        const QString key = QStringLiteral("%1:%2:%3").arg(file).arg(line).arg(int(opens));
        if (lines.contains(key))
            return;
        lines.insert(key);
        index->add({ Kind::SourceLine, text, std::move(detail), ref, {}, row, opens });
    };
    for (size_t li = 0; li < run.overviews.size(); ++li) {
        const CompileOverview &ov = *run.overviews[li];
        const QString rank = ranks ? tr("rank %1: ").arg(run.logs[li]->rank) : QString();
        for (size_t ci = 0; ci < ov.compiles.size(); ++ci) {
            const CompileSummary &c = ov.compiles[ci];
            const CompileRef ref { static_cast<int>(li), static_cast<int>(ci) };
            QString detail = c.displayFunction();
            if (!c.displayFile().isEmpty())
                detail += QStringLiteral(" · ") + where(c.displayFile(), c.displayLine());
            if (c.status == CompileSummary::Status::Failed)
                detail += QStringLiteral(" · ") + tr("failed");
            index->add({ Kind::Compile, rank + c.id.toString(), detail, ref, {}, -1, Kind::Compile });
            for (qsizetype k = 0; k < c.kernels.size();
                 ++k) // one entry per name (a name in two graphs is listed twice)
                if (k == 0 || c.kernels[k] != c.kernels[k - 1])
                    index->add({ Kind::Kernel, c.kernels[k], rank + c.id.toString(), ref, {}, -1, Kind::Kernel });
        }
        for (const FrameSummary &f : ov.frames) {
            if (f.function.isEmpty() || f.compiles.empty())
                continue;
            const CompileRef ref { static_cast<int>(li), static_cast<int>(f.compiles.front()) };
            const bool shown = !f.displayFunction.isEmpty();
            const QString name = shown ? f.displayFunction : f.function;
            const QString file = shown ? f.displayFile : f.file;
            const int line = shown ? f.displayLine : f.line;
            index->add({ Kind::Function, name, where(file, line), ref, {}, -1, Kind::Compile });
            sourceLine(file, line, name, ref, Kind::Compile, -1);
            if (!f.wrapperLabel.isEmpty()) // the wrapper stays findable by its own name
                index->add({ Kind::Function, f.function, where(f.file, f.line), ref, {}, -1, Kind::Compile });
        }
    }
    for (qsizetype i = 0; i < explanation.breaks.size(); ++i) {
        const BreakGroup &b = explanation.breaks[i];
        const CompileRef ref = b.refs.value(0);
        const QString at = where(b.file, b.line);
        index->add({ Kind::Break, firstLine(b.reason), at, ref, {}, static_cast<int>(i), Kind::Break });
        sourceLine(b.file, b.line, firstLine(b.reason, 80), ref, Kind::Break, static_cast<int>(i));
    }
    for (qsizetype i = 0; i < explanation.recompiles.size(); ++i) {
        const FunctionRecompiles &f = explanation.recompiles[i];
        const CompileRef ref = f.steps.isEmpty() ? CompileRef {} : f.steps.first().ref;
        index->add({ Kind::Recompile, f.function,
            tr("%n recompile(s)", nullptr, f.recompileCount()) + QStringLiteral(" · ") + where(f.file, f.line), ref, {},
            static_cast<int>(i), Kind::Recompile });
    }
    return index;
}

std::shared_ptr<const GotoIndex> GotoIndex::withGraphs(
    const GotoIndex &base, const LoadedRun &run, const std::atomic<bool> *cancel)
{
    auto index = std::make_shared<GotoIndex>(base);
    const QList<GraphEntry> graphs = listGraphs(run);
    for (const GraphEntry &g : graphs) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return nullptr;
        auto graph = loadGraph(run, g);
        if (!graph)
            continue;
        ++index->m_graphs;
        const CompileRef ref { g.log, g.compile };
        QSet<QString> lines;
        for (const FxNode &n : graph.value().nodes) {
            if (n.op == FxNode::Op::Output)
                continue;
            QString detail = n.target.isEmpty() ? g.id : g.id + QStringLiteral(" · ") + n.target;
            if (n.group >= 0)
                detail += QStringLiteral(" · ") + graph.value().groups[static_cast<size_t>(n.group)].kernel;
            index->add({ Kind::GraphNode, n.name, std::move(detail), ref, g.id, -1, Kind::GraphNode });
            if (n.line > 0 && !n.file.isEmpty()) {
                const QString at = where(n.file, n.line);
                if (!lines.contains(at)) {
                    lines.insert(at);
                    index->add({ Kind::SourceLine, at, g.id + QStringLiteral(" · ") + firstLine(n.code, 80), ref, g.id,
                        -1, Kind::GraphNode });
                }
            }
        }
    }
    index->m_hasGraphs = true;
    return index;
}

QList<GotoIndex::Match> GotoIndex::query(
    const QString &query, int limit, const std::vector<int> *within, std::vector<int> *matched) const
{
    QList<Match> out;
    const QString folded = query.trimmed().toLower();
    if (folded.isEmpty()) {
        for (size_t i = 0; i < m_entries.size() && out.size() < limit; ++i) {
            const Kind k = m_entries[i].kind;
            if (k == Kind::Compile || k == Kind::Break || k == Kind::Recompile)
                out.push_back({ static_cast<int>(i), kindBonus(k) });
        }
        return out;
    }
    const QStringList words = folded.split(u' ', Qt::SkipEmptyParts);
    const uint64_t need = maskOf(folded);
    const QString wholeText = query.trimmed();
    std::vector<Match> all;
    const size_t count = within ? within->size() : m_entries.size();
    for (size_t k = 0; k < count; ++k) {
        const size_t i = within ? static_cast<size_t>((*within)[k]) : k;
        if ((m_masks[i] & need) != need)
            continue;
        const QStringView s = m_folded[i];
        int score = 0;
        bool ok = true;
        for (const QString &w : words) {
            const int ws = scoreWord(s, m_textLength[i], w);
            if (ws < 0) {
                ok = false;
                break;
            }
            score += ws;
        }
        if (!ok)
            continue;
        const Entry &e = m_entries[i];
        if (e.text.compare(wholeText, Qt::CaseInsensitive) == 0)
            score += 120; // the name itself
        else if (e.text.startsWith(wholeText, Qt::CaseInsensitive))
            score += 40;
        score += kindBonus(e.kind) - static_cast<int>(std::min<qsizetype>(e.text.size(), 80)) / 8;
        all.push_back({ static_cast<int>(i), score });
    }
    if (matched) {
        matched->clear();
        matched->reserve(all.size());
        for (const Match &m : all)
            matched->push_back(m.entry);
    }
    const auto better
        = [](const Match &a, const Match &b) { return a.score != b.score ? a.score > b.score : a.entry < b.entry; };
    const size_t n = std::min(all.size(), static_cast<size_t>(std::max(0, limit)));
    std::partial_sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(n), all.end(), better);
    out.reserve(static_cast<qsizetype>(n));
    for (size_t i = 0; i < n; ++i)
        out.push_back(all[i]);
    return out;
}

} // namespace cs::app
