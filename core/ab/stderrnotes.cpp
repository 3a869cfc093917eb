#include "core/ab/stderrnotes.h"

#include "core/util/inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cctype>

namespace cs::ab {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::ab::Report)
};

// torch's log prefix (torch/_logging/_internal.py, TorchLogsFormatter): an optional rank, the
// level letter, MMDD HH:MM:SS.micros, the pid, path:line], then optional " [tags]".
const QRegularExpression &torchLine()
{
    static const QRegularExpression re(QStringLiteral(
        R"(^((?:\[rank\d+\]:)?([VIWEC])\d{4} \d\d:\d\d:\d\d\.\d{6} +\d+ [^\]\s]+:\d+\](?: \[[^\]]*\])*) ?(.*)$)"));
    return re;
}

// The same, its start cut off (the first line of a file that begins mid-line).
const QRegularExpression &cutTorchLine()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^[\d:. ]*\.\d{6} +\d+ [^\]\s]+:\d+\](?: \[[^\]]*\])* ?(.*)$)"));
    return re;
}

const QRegularExpression &pythonWarning()
{
    static const QRegularExpression re(QStringLiteral(R"(^.+?:\d+: ([A-Za-z_]\w*Warning): (.*)$)"));
    return re;
}

const QRegularExpression &cppWarning() // c10's TORCH_WARN / LOG: "[W115 12:00:00.000 file.cpp:12] Warning: ..."
{
    static const QRegularExpression re(QStringLiteral(R"(^\[([WE])[^\]]*\] (.*)$)"));
    return re;
}

const QRegularExpression &pythonLogging() // logging.basicConfig's default "WARNING:torch._inductor...:text"
{
    static const QRegularExpression re(QStringLiteral(R"(^(WARNING|ERROR|CRITICAL):[\w.]+:(.*)$)"));
    return re;
}

// A program's own "warning: ..." / "Error: ..." on stderr (print(..., file=sys.stderr), C tools).
const QRegularExpression &plainLabel()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^(warning|error|fatal)\s*:\s*(\S.*)$)"), QRegularExpression::CaseInsensitiveOption);
    return re;
}

const QRegularExpression &exceptionLine()
{
    static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z_][\w.]*(?:: .*)?$)"));
    return re;
}

// The kinds that say something about a compile mode, found by torch's own words.
QString specialKind(const QString &text)
{
    static const char *const autotune[]
        = { "No valid triton configs", "Runtime error during autotuning", "CUDA compilation error during autotuning",
              "out of resource:", "for benchmark choice", "Precompilation timeout", "Marking choice as failed" };
    for (const char *s : autotune)
        if (text.contains(QLatin1String(s)))
            return QStringLiteral("autotune");
    if (text.contains(QLatin1String("skipping cudagraphs due to")))
        return QStringLiteral("cudagraphs");
    if (text.contains(QLatin1String("torch._dynamo hit config.")))
        return QStringLiteral("recompile_limit");
    return {};
}

// What groups occurrences: the text with paths, hash-like names, numbers and addresses masked
// ("Exception ... for benchmark choice TritonTemplateCaller(/tmp/.../cejqz...py, BLOCK_K=64, ...)"
// is one message however many choices failed).
QString masked(QString text)
{
    static const QRegularExpression path(QStringLiteral(R"((?:[\w.~-]*/)+[\w.~-]+)"));
    static const QRegularExpression hash(QStringLiteral(R"(\b(?=\w*\d)\w{16,}\b)"));
    text.replace(path, QStringLiteral("<path>"));
    text.replace(hash, QStringLiteral("<hash>"));
    QString out;
    out.reserve(text.size());
    bool digits = false, space = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('0') && i + 1 < text.size() && text[i + 1] == QLatin1Char('x')) {
            ++i;
            while (i + 1 < text.size() && std::isxdigit(static_cast<unsigned char>(text[i + 1].toLatin1())))
                ++i;
            if (!digits)
                out += QLatin1Char('#');
            digits = true;
            space = false;
            continue;
        }
        if (c.isDigit()) {
            if (!digits)
                out += QLatin1Char('#');
            digits = true;
            space = false;
            continue;
        }
        digits = false;
        if (c.isSpace()) {
            if (!space)
                out += QLatin1Char(' ');
            space = true;
            continue;
        }
        space = false;
        out += c;
    }
    return out;
}

int kindRank(const QString &kind)
{
    static const QStringList order = { QStringLiteral("autotune"), QStringLiteral("cudagraphs"),
        QStringLiteral("recompile_limit"), QStringLiteral("error"), QStringLiteral("warning") };
    const qsizetype i = order.indexOf(kind);
    return i < 0 ? static_cast<int>(order.size()) : static_cast<int>(i);
}

class Scanner {
public:
    explicit Scanner(const StderrLimits &limits)
        : m_limits(limits)
    {
    }

    void feed(QByteArrayView chunk)
    {
        for (const char c : chunk) {
            if (c == '\n' || c == '\r') {
                if (!m_skipping || !m_line.isEmpty())
                    line();
                m_line.clear();
                m_skipping = false;
                continue;
            }
            if (m_skipping)
                continue;
            if (m_line.size() >= m_limits.maxLineBytes) {
                m_skipping = true; // the line so far stands for it; the rest is skipped
                continue;
            }
            m_line += c;
        }
    }

    StderrScan finish()
    {
        if (!m_line.isEmpty())
            line();
        flushPending();
        return std::move(m_out);
    }

    StderrScan &out() { return m_out; }

private:
    void line()
    {
        const QString l = QString::fromUtf8(m_line);
        if (l.trimmed().isEmpty())
            return;
        if (l[0] == QLatin1Char('[') || l[0].isUpper()) {
            const QRegularExpressionMatch m = torchLine().match(l);
            if (m.hasMatch()) {
                const QString prefix = m.captured(1), raw = m.captured(3), message = raw.trimmed();
                // The lines of one message share its prefix. Two messages from one line of torch
                // in the same millisecond do too: a line that repeats the message's start is the
                // next one. An indented line or a traceback is never a message of its own (also
                // when the first line of the file was cut).
                const bool repeated = message.size() >= 20 && message.left(48) == m_first.left(48);
                const bool tail = raw.startsWith(QLatin1Char(' ')) || raw.startsWith(QLatin1Char('\t'))
                    || raw.startsWith(QLatin1String("Traceback (most recent call last)"));
                if ((prefix == m_prefix && !repeated) || tail) {
                    m_prefix = prefix;
                    if (m_open && m_wantsNext && !message.isEmpty()) {
                        m_pending += QLatin1Char(' ') + message;
                        m_wantsNext = false;
                    }
                    return;
                }
                flushPending();
                start(prefix, m.captured(2).at(0), message);
                return;
            }
        } else if (const auto cut = cutTorchLine().match(l); cut.hasMatch()) { // a first line cut short
            flushPending();
            start(QString(), QLatin1Char('?'), cut.captured(1).trimmed()); // its level is lost: what matters only
            return;
        }
        flushPending();
        m_prefix.clear();
        if (l.startsWith(QLatin1String("Traceback (most recent call last):"))) {
            m_traceback = true;
            return;
        }
        if (m_traceback) {
            if (l[0].isSpace())
                return;
            m_traceback = false;
            if (exceptionLine().match(l).hasMatch())
                add(QStringLiteral("error"), l);
            return;
        }
        if (const auto m = pythonWarning().match(l); m.hasMatch())
            return add(QStringLiteral("warning"), m.captured(1) + QStringLiteral(": ") + m.captured(2));
        if (const auto m = cppWarning().match(l); m.hasMatch())
            return add(m.captured(1) == QLatin1String("E") ? QStringLiteral("error") : QStringLiteral("warning"),
                m.captured(2));
        if (const auto m = pythonLogging().match(l); m.hasMatch())
            return add(m.captured(1) == QLatin1String("WARNING") ? QStringLiteral("warning") : QStringLiteral("error"),
                m.captured(2));
        if (const auto m = plainLabel().match(l); m.hasMatch())
            return add(m.captured(1).compare(QLatin1String("warning"), Qt::CaseInsensitive) == 0
                    ? QStringLiteral("warning")
                    : QStringLiteral("error"),
                m.captured(2));
        if (!specialKind(l).isEmpty())
            add(QString(), l);
    }

    void start(const QString &prefix, QChar level, const QString &message)
    {
        m_prefix = prefix;
        m_level = level;
        m_pending = m_first = message;
        m_wantsNext = message.isEmpty() || message.endsWith(QLatin1Char(':'));
        m_open = true;
    }

    void flushPending()
    {
        if (!m_open)
            return;
        m_open = false;
        m_wantsNext = false;
        if (m_level == QLatin1Char('W'))
            add(QStringLiteral("warning"), m_pending);
        else if (m_level == QLatin1Char('E') || m_level == QLatin1Char('C'))
            add(QStringLiteral("error"), m_pending);
        else if (!specialKind(m_pending).isEmpty()) // INFO and DEBUG lines count only for what matters
            add(QString(), m_pending);
    }

    void add(QString kind, QString text)
    {
        text = text.trimmed();
        if (text.isEmpty())
            return;
        if (const QString special = specialKind(text); !special.isEmpty())
            kind = special;
        if (text.size() > MaxNoteChars)
            text = text.left(MaxNoteChars - 1) + QChar(0x2026);
        const QString key = kind + QLatin1Char('\x1f') + masked(text);
        if (const auto it = m_index.constFind(key); it != m_index.constEnd()) {
            ++m_out.notes[*it].count;
            return;
        }
        if (m_out.notes.size() >= m_limits.maxNotes) {
            ++m_out.droppedNotes;
            return;
        }
        m_index.insert(key, m_out.notes.size());
        m_out.notes.append({ kind, text, 1, 1, key });
    }

    StderrLimits m_limits;
    StderrScan m_out;
    QHash<QString, qsizetype> m_index;
    QByteArray m_line;
    bool m_skipping = false;
    QString m_prefix, m_pending, m_first;
    QChar m_level;
    bool m_open = false, m_wantsNext = false, m_traceback = false;
};

} // namespace

StderrScan scanStderrText(QByteArrayView text, const StderrLimits &limits)
{
    Scanner s(limits);
    const qint64 n = std::min<qint64>(text.size(), limits.maxBytes);
    s.feed(text.first(n));
    StderrScan out = s.finish();
    out.bytes = n;
    out.truncated = n < text.size();
    return out;
}

StderrScan scanStderrFile(const QString &path, const StderrLimits &limits)
{
    if (!QFileInfo::exists(path))
        return {};
    auto input = openInputFile(path);
    if (!input) {
        StderrScan out;
        out.error = input.error().toString();
        return out;
    }
    QFile file;
    if (!file.open(input.value().fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        StderrScan out;
        out.error = file.errorString();
        return out;
    }
    Scanner s(limits);
    qint64 read = 0;
    QByteArray chunk(1 << 20, Qt::Uninitialized);
    bool more = true;
    while (read < limits.maxBytes) {
        const qint64 n = file.read(chunk.data(), std::min<qint64>(chunk.size(), limits.maxBytes - read));
        if (n <= 0) {
            more = false;
            break;
        }
        s.feed(QByteArrayView(chunk.constData(), n));
        read += n;
    }
    if (more) // stopped at the cap: is there more?
        more = file.read(chunk.data(), 1) > 0;
    StderrScan out = s.finish();
    out.bytes = read;
    out.truncated = more;
    return out;
}

QList<StderrNote> mergeNotes(const QList<StderrScan> &scans, int maxNotes, qint64 *dropped)
{
    QList<StderrNote> all;
    QHash<QString, qsizetype> index;
    qint64 lost = 0;
    for (const StderrScan &scan : scans) {
        lost += scan.droppedNotes;
        for (const StderrNote &n : scan.notes) {
            if (const auto it = index.constFind(n.key); it != index.constEnd()) {
                all[*it].count += n.count;
                all[*it].processes += 1;
                continue;
            }
            index.insert(n.key, all.size());
            StderrNote copy = n;
            copy.processes = 1;
            all.append(copy);
        }
    }
    std::stable_sort(all.begin(), all.end(), [](const StderrNote &a, const StderrNote &b) {
        const int ra = kindRank(a.kind), rb = kindRank(b.kind);
        return ra != rb ? ra < rb : a.count > b.count;
    });
    while (all.size() > maxNotes) {
        lost += all.last().count;
        all.removeLast();
    }
    if (dropped)
        *dropped = lost;
    return all;
}

QString noteKindText(const QString &kind, bool t)
{
    auto say = [t](const char *s) { return t ? Tr::tr(s) : QString::fromUtf8(s); };
    if (kind == QLatin1String("autotune"))
        return say(QT_TRANSLATE_NOOP("cs::ab::Report", "autotuning failure"));
    if (kind == QLatin1String("cudagraphs"))
        return say(QT_TRANSLATE_NOOP("cs::ab::Report", "CUDA graphs skipped"));
    if (kind == QLatin1String("recompile_limit"))
        return say(QT_TRANSLATE_NOOP("cs::ab::Report", "recompile limit hit"));
    if (kind == QLatin1String("error"))
        return say(QT_TRANSLATE_NOOP("cs::ab::Report", "error"));
    return say(QT_TRANSLATE_NOOP("cs::ab::Report", "warning"));
}

} // namespace cs::ab
