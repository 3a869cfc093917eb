#include "core/profiling/wrappercode.h"

#include "core/util/pythontext.h"

#include <QRegularExpression>
#include <QSet>

namespace cs {
namespace {

// Splits at commas outside brackets and quotes, each part trimmed.
QStringList splitArguments(QStringView s)
{
    QStringList out;
    for (const QString &part : splitTopLevel(s, u','))
        out << part.trimmed();
    if (!out.isEmpty() && out.last().isEmpty())
        out.removeLast();
    return out;
}

// The text between the parenthesis at `open` and its match.
QStringView insideParens(QStringView s, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < s.size(); ++i) {
        if (s[i] == u'(')
            ++depth;
        else if (s[i] == u')' && --depth == 0)
            return s.mid(open + 1, i - open - 1);
    }
    return {};
}

std::optional<std::vector<int64_t>> tupleOf(const QString &text, const QHash<QString, int64_t> &symbols)
{
    QString t = text.trimmed();
    if (!t.startsWith(u'(') || !t.endsWith(u')'))
        return std::nullopt;
    std::vector<int64_t> out;
    for (const QString &item : splitArguments(QStringView(t).mid(1, t.size() - 2))) {
        const auto v = evalInteger(item, symbols);
        if (!v)
            return std::nullopt;
        out.push_back(*v);
    }
    return out;
}

QString dtypeArg(const QStringList &args)
{
    for (const QString &a : args) {
        QString v = a.startsWith(QLatin1String("dtype=")) ? a.mid(6) : a;
        if (v.startsWith(QLatin1String("torch.")))
            return v.mid(6);
    }
    return {};
}

// Recursive-descent integer evaluator over a token list.
class Evaluator {
public:
    Evaluator(const QString &text, const QHash<QString, int64_t> &symbols)
        : m_symbols(symbols)
    {
        static const QRegularExpression token(QStringLiteral(R"(\s*(//|\d+|[A-Za-z_][A-Za-z_0-9]*|[-+*%()]))"));
        qsizetype pos = 0;
        while (pos < text.size()) {
            const auto m = token.match(
                text, pos, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
            if (!m.hasMatch()) {
                if (text.mid(pos).trimmed().isEmpty())
                    break;
                m_ok = false;
                return;
            }
            m_tokens << m.captured(1);
            pos = m.capturedEnd();
        }
    }
    std::optional<int64_t> run()
    {
        if (!m_ok || m_tokens.isEmpty())
            return std::nullopt;
        const int64_t v = sum();
        if (!m_ok || m_pos != m_tokens.size())
            return std::nullopt;
        return v;
    }

private:
    QString peek() const { return m_pos < m_tokens.size() ? m_tokens[m_pos] : QString(); }
    int64_t sum()
    {
        int64_t v = product();
        while (peek() == QLatin1String("+") || peek() == QLatin1String("-"))
            v = m_tokens[m_pos++] == QLatin1String("+") ? v + product() : v - product();
        return v;
    }
    int64_t product()
    {
        int64_t v = unary();
        for (QString op = peek(); op == QLatin1String("*") || op == QLatin1String("//") || op == QLatin1String("%");
             op = peek()) {
            ++m_pos;
            const int64_t r = unary();
            if (op == QLatin1String("*"))
                v *= r;
            else if (r == 0)
                m_ok = false;
            else if (op == QLatin1String("//"))
                v = v / r - ((v % r != 0) && ((v < 0) != (r < 0))); // Python floor division
            else
                v = ((v % r) + r) % r;
        }
        return v;
    }
    int64_t unary()
    {
        if (peek() == QLatin1String("-")) {
            ++m_pos;
            return -unary();
        }
        return atom();
    }
    int64_t atom()
    {
        const QString t = peek();
        ++m_pos;
        if (t == QLatin1String("(")) {
            const int64_t v = sum();
            if (peek() != QLatin1String(")"))
                m_ok = false;
            ++m_pos;
            return v;
        }
        bool isNumber = false;
        const qlonglong n = t.toLongLong(&isNumber);
        if (isNumber)
            return n;
        const auto it = m_symbols.find(t);
        if (it == m_symbols.end()) {
            m_ok = false;
            return 0;
        }
        return *it;
    }

    const QHash<QString, int64_t> &m_symbols;
    QStringList m_tokens;
    qsizetype m_pos = 0;
    bool m_ok = true;
};

struct Assignment {
    QString name, value;
};

} // namespace

int64_t WrapperTensor::numel() const
{
    int64_t n = 1;
    for (int64_t s : sizes)
        n *= s;
    return n;
}

int64_t WrapperTensor::extent() const
{
    int64_t last = 0;
    for (size_t i = 0; i < sizes.size(); ++i) {
        if (sizes[i] == 0)
            return 0;
        last += (sizes[i] - 1) * (i < strides.size() ? strides[i] : 1);
    }
    return last + 1;
}

std::optional<int64_t> evalInteger(const QString &expr, const QHash<QString, int64_t> &symbols)
{
    return Evaluator(expr, symbols).run();
}

const WrapperTensor *WrapperCode::tensor(const QString &arg) const
{
    const auto it = tensors.find(arg.trimmed());
    return it == tensors.end() ? nullptr : &*it;
}

std::optional<int64_t> WrapperCode::integer(const QString &arg) const
{
    return evalInteger(arg, symbols);
}

WrapperCode parseWrapperCode(
    std::string_view text, const QStringList &cppKernels, const QList<QPair<int, int>> &skipLines)
{
    static const QRegularExpression assign(QStringLiteral(R"(^([A-Za-z_][A-Za-z_0-9]*)\s*=\s*(.+)$)"));
    static const QRegularExpression runCall(QStringLiteral(R"(^([A-Za-z_][A-Za-z_0-9]*)\.run\()"));
    static const QRegularExpression keywordArg(QStringLiteral(R"(^[A-Za-z_]\w*\s*=[^=])"));
    const QSet<QString> cppKernelSet(cppKernels.cbegin(), cppKernels.cend()); // one lookup per line
    WrapperCode w;
    QList<Assignment> pending; // integer assignments, resolved once every symbol is known
    QList<Assignment> tensorsToRead;
    QList<QPair<QString, QString>> asserts; // name, arguments
    const QString all = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    const QStringList lines = all.split(QLatin1Char('\n'));
    qsizetype skip = 0;
    for (qsizetype li = 0; li < lines.size(); ++li) {
        while (skip < skipLines.size() && skipLines[skip].second < li + 1)
            ++skip;
        if (skip < skipLines.size() && skipLines[skip].first <= li + 1)
            continue;
        QString stmt = lines[li].trimmed();
        if (stmt.startsWith(u'#') || stmt.isEmpty())
            continue;
        if (const qsizetype del = stmt.indexOf(QLatin1String("; del ")); del >= 0)
            stmt.truncate(del);
        if (const auto m = runCall.match(stmt); m.hasMatch()) {
            WrapperLaunch l { m.captured(1), {}, static_cast<int>(li + 1) };
            for (const QString &a : splitArguments(insideParens(stmt, m.capturedEnd() - 1)))
                if (!keywordArg.match(a).hasMatch())
                    l.args << a;
            w.launches << l;
            continue;
        }
        if (stmt.startsWith(QLatin1String("assert_size_stride("))) {
            const QStringList args = splitArguments(insideParens(stmt, stmt.indexOf(u'(')));
            if (args.size() >= 3)
                asserts << qMakePair(args[0], args[1] + QLatin1Char('\x1f') + args[2]);
            continue;
        }
        const qsizetype paren = stmt.indexOf(u'(');
        if (paren > 0 && cppKernelSet.contains(stmt.left(paren))) {
            w.launches << WrapperLaunch { stmt.left(paren), splitArguments(insideParens(stmt, paren)), int(li + 1) };
            continue;
        }
        const auto m = assign.match(stmt);
        if (!m.hasMatch())
            continue;
        const QString value = m.captured(2).trimmed();
        if (value.startsWith(QLatin1String("rand_strided(")) || value.startsWith(QLatin1String("empty_strided"))
            || value.startsWith(QLatin1String("reinterpret_tensor(")))
            tensorsToRead << Assignment { m.captured(1), value };
        else
            pending << Assignment { m.captured(1), value };
    }
    // Integer symbols: repeat until nothing new resolves (get_args comes after call()).
    for (bool progress = true; progress;) {
        progress = false;
        for (qsizetype i = 0; i < pending.size();) {
            if (const auto v = evalInteger(pending[i].value, w.symbols)) {
                w.symbols.insert(pending[i].name, *v);
                pending.removeAt(i);
                progress = true;
            } else
                ++i;
        }
    }
    // `buf5 = buf3; del buf3  # reuse`: the new name is the same tensor.
    auto resolveAliases = [&] {
        for (bool progress = true; progress;) {
            progress = false;
            for (const Assignment &a : pending)
                if (!w.tensors.contains(a.name))
                    if (const WrapperTensor *t = w.tensor(a.value)) {
                        w.tensors.insert(a.name, *t);
                        progress = true;
                    }
        }
    };
    // Tensors: allocations and inputs first, then views of them.
    // Tensors only asserted in call(): inputs of older wrappers (no get_args) and the outputs
    // of extern kernels (`buf499 = buf496[2]`). Shape known, dtype from the kernel signature.
    auto addAsserted = [&] {
        for (const auto &[name, shape] : asserts) {
            if (w.tensors.contains(name))
                continue;
            const auto sizes = tupleOf(shape.section(QLatin1Char('\x1f'), 0, 0), w.symbols);
            const auto strides = tupleOf(shape.section(QLatin1Char('\x1f'), 1, 1), w.symbols);
            if (sizes && strides)
                w.tensors.insert(name, WrapperTensor { {}, *sizes, *strides, 0, name });
        }
    };
    for (int pass = 0; pass < 2; ++pass) {
        if (pass == 1)
            addAsserted();
        resolveAliases();
        for (const Assignment &a : tensorsToRead) {
            const bool view = a.value.startsWith(QLatin1String("reinterpret_tensor("));
            if (view != (pass == 1))
                continue;
            const QStringList args = splitArguments(insideParens(a.value, a.value.indexOf(u'(')));
            WrapperTensor t;
            const int first = view ? 1 : 0;
            if (args.size() < first + 2)
                continue;
            const auto sizes = tupleOf(args[first], w.symbols);
            const auto strides = tupleOf(args[first + 1], w.symbols);
            if (!sizes || !strides)
                continue;
            t.sizes = *sizes;
            t.strides = *strides;
            if (view) {
                const WrapperTensor *base = w.tensor(args[0]);
                if (!base)
                    continue;
                t.dtype = base->dtype;
                t.base = base->base;
                t.offset = base->offset + evalInteger(args.value(3), w.symbols).value_or(0);
            } else {
                t.dtype = dtypeArg(args);
                t.base = a.name;
            }
            w.tensors.insert(a.name, t);
        }
    }
    resolveAliases();
    return w;
}

} // namespace cs
