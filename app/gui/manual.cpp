#include "gui/manual.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

namespace cs::app {
namespace {

constexpr qint64 kPageCap = 4 << 20; // a page larger than this is not a page of ours

QString readPage(const QString &path)
{
    QFile f(path);
    if (!QFileInfo(path).isFile() || !f.open(QIODevice::ReadOnly) || f.size() > kPageCap)
        return {};
    return QString::fromUtf8(f.readAll());
}

// Markdown markup out of a heading: code spans, emphasis, links (their text stays).
QString plainHeading(QString text)
{
    static const QRegularExpression link(QStringLiteral(R"(\[([^\]]*)\]\([^)]*\))"));
    text.replace(link, QStringLiteral("\\1"));
    text.remove(QLatin1Char('`'));
    text.remove(QLatin1Char('*'));
    return text.trimmed();
}

// Every "# heading" outside fenced code blocks.
QList<ManualHeading> headingsOf(const QString &markdown)
{
    QList<ManualHeading> out;
    bool fenced = false;
    for (const QString &line : markdown.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("```"))) {
            fenced = !fenced;
            continue;
        }
        if (fenced || !line.startsWith(QLatin1Char('#')))
            continue;
        int level = 0;
        while (level < line.size() && line.at(level) == QLatin1Char('#'))
            ++level;
        if (level > 6 || level >= line.size() || line.at(level) != QLatin1Char(' '))
            continue;
        const QString text = plainHeading(line.mid(level + 1));
        out.append({ level, text, Manual::anchorOf(text) });
    }
    return out;
}

// The pages the contents page links to, in its order.
QStringList orderOf(const QString &index)
{
    static const QRegularExpression link(QStringLiteral(R"(\]\(([a-z0-9-]+\.md)(#[^)]*)?\))"));
    QStringList files;
    for (auto it = link.globalMatch(index); it.hasNext();) {
        const QString file = it.next().captured(1);
        if (!files.contains(file))
            files << file;
    }
    return files;
}

// The text of each section of a page, keyed by the anchor of its heading (the text before the
// first heading belongs to the page's first).
struct Section {
    QString anchor, heading, text;
};

QList<Section> sectionsOf(const ManualPage &page)
{
    QList<Section> out;
    bool fenced = false;
    for (const QString &line : page.markdown.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("```")))
            fenced = !fenced;
        const auto headings = fenced ? QList<ManualHeading> {} : headingsOf(line);
        if (!headings.isEmpty() || out.isEmpty()) {
            const ManualHeading h = headings.isEmpty() ? ManualHeading { 1, page.title, {} } : headings.first();
            out.append({ h.anchor, h.text, {} });
        }
        out.last().text += line + QLatin1Char('\n');
    }
    return out;
}

QString contextAround(const QString &text, qsizetype at, qsizetype length)
{
    constexpr qsizetype kSide = 60;
    const qsizetype from = std::max<qsizetype>(0, at - kSide);
    QString s = text.mid(from, length + 2 * kSide).simplified();
    if (from > 0)
        s.prepend(QChar(0x2026));
    if (at + length + kSide < text.size())
        s.append(QChar(0x2026));
    return s;
}

} // namespace

QString Manual::anchorOf(const QString &heading)
{
    QString out;
    for (const QChar c : heading.toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('-'))
            out += c;
        else if (c == QLatin1Char(' '))
            out += QLatin1Char('-');
    }
    return out;
}

ManualPlace Manual::placeOfView(const QString &viewName)
{
    // The views' stable names (FindingsTabs::viewNames) to their section of views.md.
    static const QHash<QString, QString> sections {
        { QStringLiteral("fix"), QStringLiteral("what-to-fix-first") },
        { QStringLiteral("details"), QStringLiteral("details") },
        { QStringLiteral("breaks"), QStringLiteral("graph-breaks") },
        { QStringLiteral("recompiles"), QStringLiteral("recompiles") },
        { QStringLiteral("failures"), QStringLiteral("failures") },
        { QStringLiteral("cudagraphs"), QStringLiteral("cuda-graphs") },
        { QStringLiteral("guards"), QStringLiteral("guards") },
        { QStringLiteral("time"), QStringLiteral("compile-time") },
        { QStringLiteral("graph"), QStringLiteral("graph") },
        { QStringLiteral("kernels"), QStringLiteral("kernels") },
        { QStringLiteral("fusion"), QStringLiteral("fusion") },
        { QStringLiteral("passes"), QStringLiteral("passes") },
        { QStringLiteral("provenance"), QStringLiteral("provenance") },
        { QStringLiteral("ranks"), QStringLiteral("ranks") },
        { QStringLiteral("messages"), QStringLiteral("messages") },
        { QStringLiteral("inputs"), QStringLiteral("inputs") },
    };
    static const QHash<QString, QString> windows {
        { QStringLiteral("ab"), QStringLiteral("ab.md") },
        { QStringLiteral("compare"), QStringLiteral("compare.md") },
        { QStringLiteral("fleet"), QStringLiteral("fleet.md") },
    };
    if (const auto it = sections.constFind(viewName); it != sections.constEnd())
        return { QStringLiteral("views.md"), *it };
    return { windows.value(viewName, QStringLiteral("index.md")), {} };
}

Manual Manual::load()
{
    QStringList folders { QCoreApplication::applicationDirPath()
        + QStringLiteral("/../share/doc/compilescope/resources/manual") };
#ifdef COMPILESCOPE_SOURCE_DIR
    folders << QStringLiteral(COMPILESCOPE_SOURCE_DIR "/resources/manual");
#endif
    for (const QString &folder : folders)
        if (QFileInfo::exists(folder + QStringLiteral("/index.md")))
            return fromFolder(QDir::cleanPath(folder));
    Manual compiledIn = fromFolder(QStringLiteral(":/manual"));
    compiledIn.m_folder.clear();
    return compiledIn;
}

Manual Manual::fromFolder(const QString &folder)
{
    Manual m;
    m.m_folder = folder;
    const QString index = readPage(folder + QStringLiteral("/index.md"));
    if (index.isEmpty())
        return m;
    m.add(QStringLiteral("index.md"), index);
    QStringList files = orderOf(index);
    const QStringList onDisk = QDir(folder).entryList({ QStringLiteral("*.md") }, QDir::Files, QDir::Name);
    for (const QString &file : onDisk) // a page the contents forgot is still a page
        if (!files.contains(file))
            files << file;
    for (const QString &file : files)
        if (file != QLatin1String("index.md"))
            if (const QString text = readPage(folder + QLatin1Char('/') + file); !text.isEmpty())
                m.add(file, text);
    return m;
}

void Manual::add(const QString &file, const QString &markdown)
{
    ManualPage page { file, {}, markdown, headingsOf(markdown) };
    page.title = page.headings.isEmpty() ? file : page.headings.first().text;
    m_pages.append(page);
}

const ManualPage *Manual::page(const QString &file) const
{
    for (const ManualPage &p : m_pages)
        if (p.file == file)
            return &p;
    return nullptr;
}

QList<ManualHit> Manual::search(const QString &words, int limit) const
{
    const QStringList wanted = words.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QList<ManualHit> out;
    if (wanted.isEmpty())
        return out;
    for (const ManualPage &page : m_pages)
        for (const Section &s : sectionsOf(page)) {
            qsizetype first = -1;
            bool all = true;
            for (const QString &w : wanted) {
                const qsizetype at = s.text.indexOf(w, 0, Qt::CaseInsensitive);
                all = all && at >= 0;
                if (first < 0)
                    first = at;
            }
            if (!all)
                continue;
            const QString where = s.heading == page.title ? page.title : page.title + QStringLiteral(" › ") + s.heading;
            out.append({ page.file, s.anchor, where, contextAround(s.text, first, wanted.first().size()) });
            if (out.size() >= limit)
                return out;
        }
    return out;
}

} // namespace cs::app
