#include "core/ingest/pt2/exportvalues.h"

#include "core/util/json.h"

#include <cmath>

namespace cs {
namespace {

using exportjson::qs;
using simdjson::dom::element;

// ---- sympy srepr → readable text ----
class SymPrinter {
public:
    explicit SymPrinter(std::string_view t)
        : m_t(t)
    {
    }
    bool parse(QString &out)
    {
        out = expr();
        skipSpace();
        return m_ok && m_pos == m_t.size();
    }

private:
    void skipSpace()
    {
        while (m_pos < m_t.size() && m_t[m_pos] == ' ')
            ++m_pos;
    }
    std::string_view ident()
    {
        skipSpace();
        const size_t start = m_pos;
        while (m_pos < m_t.size() && (std::isalnum(static_cast<unsigned char>(m_t[m_pos])) || m_t[m_pos] == '_'))
            ++m_pos;
        return m_t.substr(start, m_pos - start);
    }
    bool eat(char c)
    {
        skipSpace();
        if (m_pos < m_t.size() && m_t[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }
    // One argument: a quoted string, a number, a call, or `key=value` (kept only as a flag).
    QString expr(int depth = 0)
    {
        if (depth > 64) {
            m_ok = false;
            return {};
        }
        skipSpace();
        if (m_pos < m_t.size() && (m_t[m_pos] == '\'' || m_t[m_pos] == '"')) {
            const char q = m_t[m_pos++];
            const size_t start = m_pos;
            while (m_pos < m_t.size() && m_t[m_pos] != q)
                ++m_pos;
            const QString s = qs(m_t.substr(start, m_pos - start));
            m_ok = m_ok && m_pos < m_t.size();
            ++m_pos;
            return s;
        }
        if (m_pos < m_t.size() && (m_t[m_pos] == '-' || std::isdigit(static_cast<unsigned char>(m_t[m_pos])))) {
            const size_t start = m_pos++;
            while (m_pos < m_t.size() && (std::isalnum(static_cast<unsigned char>(m_t[m_pos])) || m_t[m_pos] == '.'))
                ++m_pos;
            return qs(m_t.substr(start, m_pos - start));
        }
        const std::string_view name = ident();
        if (name.empty()) {
            m_ok = false;
            return {};
        }
        if (eat('=')) { // keyword argument: positive=True
            expr(depth + 1);
            return {};
        }
        if (!eat('('))
            return qs(name); // True, oo, zoo
        QStringList args;
        if (!eat(')')) {
            do {
                if (const QString a = expr(depth + 1); !a.isNull())
                    args << a;
            } while (m_ok && eat(','));
            m_ok = m_ok && eat(')');
        }
        return call(qs(name), args);
    }
    static QString wrap(const QString &s) { return s.contains(u' ') ? QLatin1Char('(') + s + QLatin1Char(')') : s; }
    static QString call(const QString &f, const QStringList &a)
    {
        if ((f == QLatin1String("Symbol") || f == QLatin1String("Integer")) && a.size() == 1)
            return a[0];
        if (f == QLatin1String("Rational") && a.size() == 2)
            return a[0] + QLatin1Char('/') + a[1];
        if (f == QLatin1String("Mul")) {
            QStringList w;
            for (const QString &x : a)
                w << wrap(x);
            QString s = w.join(u'*');
            return s.startsWith(QLatin1String("-1*")) ? QLatin1Char('-') + s.mid(3) : s;
        }
        if (f == QLatin1String("Add")) {
            QString s = a.value(0);
            for (qsizetype i = 1; i < a.size(); ++i)
                s += a[i].startsWith(u'-') ? QStringLiteral(" - ") + a[i].mid(1) : QStringLiteral(" + ") + a[i];
            return s;
        }
        if (f == QLatin1String("Pow") && a.size() == 2)
            return wrap(a[0]) + QStringLiteral("**") + wrap(a[1]);
        if (f == QLatin1String("FloorDiv") && a.size() == 2)
            return wrap(a[0]) + QStringLiteral("//") + wrap(a[1]);
        return f + QLatin1Char('(') + a.join(QStringLiteral(", ")) + QLatin1Char(')');
    }

    std::string_view m_t;
    size_t m_pos = 0;
    bool m_ok = true;
};

} // namespace

namespace exportjson {

using simdjson::dom::array;
using simdjson::dom::object;

QString qs(std::string_view v)
{
    return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size()));
}

bool member(element e, const char *key, element &out)
{
    return e.is_object() && e[key].get(out) == simdjson::SUCCESS && !out.is_null();
}

QString string(element e, const char *key)
{
    element v;
    std::string_view s;
    return member(e, key, v) && v.get_string().get(s) == simdjson::SUCCESS ? qs(s) : QString();
}

// The single key of a union value (`{"as_tensor": {...}}`) and its value; anything else gives
// an empty tag and `e` itself (never a default-constructed element, which must not be read).
std::pair<std::string_view, element> unionOf(element e)
{
    object o;
    if (e.get_object().get(o) != simdjson::SUCCESS)
        return { {}, e };
    for (auto field : o)
        return { field.key, field.value };
    return { {}, e };
}

QString scalarText(element v)
{
    int64_t i;
    double d;
    bool b;
    std::string_view s;
    if (v.get_int64().get(i) == simdjson::SUCCESS)
        return QString::number(i);
    if (v.get_double().get(d) == simdjson::SUCCESS) {
        // As Python prints a float: `2.0`, never `2` (an int would be read above).
        QString text = QString::number(d, 'g', 8);
        if (std::isfinite(d) && !text.contains(u'.') && !text.contains(u'e'))
            text += QStringLiteral(".0");
        return text;
    }
    if (v.get_bool().get(b) == simdjson::SUCCESS)
        return b ? QStringLiteral("True") : QStringLiteral("False");
    if (v.get_string().get(s) == simdjson::SUCCESS)
        return QLatin1Char('\'') + qs(s) + QLatin1Char('\'');
    if (v.is_null())
        return QStringLiteral("None");
    return QStringLiteral("?");
}

QString symIntText(element e)
{
    const auto [tag, v] = unionOf(e);
    if (tag == "as_int")
        return scalarText(v);
    if (tag == "as_expr") {
        std::string_view s;
        if (v.get_string().get(s) == simdjson::SUCCESS) // older files: the expression as text
            return readableSymExpr(s);
        element str;
        if (member(v, "expr_str", str) && str.get_string().get(s) == simdjson::SUCCESS)
            return readableSymExpr(s);
    }
    return QStringLiteral("?");
}

QString symList(element e, const char *key)
{
    element v;
    array a;
    if (!member(e, key, v) || v.get_array().get(a) != simdjson::SUCCESS)
        return {};
    QStringList out;
    for (element x : a)
        out << symIntText(x);
    return out.join(QStringLiteral(", "));
}

ExportTensorMeta tensorMeta(element e)
{
    ExportTensorMeta m;
    m.dtype = exportDtypeName(json::integer(e, "dtype").value_or(0));
    m.shape = symList(e, "sizes");
    m.stride = symList(e, "strides");
    element d;
    if (member(e, "device", d)) {
        m.device = string(d, "type");
        if (const auto index = json::integer(d, "index"))
            m.device += QLatin1Char(':') + QString::number(*index);
    }
    bool rg = false;
    element r;
    m.requiresGrad = member(e, "requires_grad", r) && r.get_bool().get(rg) == simdjson::SUCCESS && rg;
    return m;
}

const char *memoryFormatName(int64_t v)
{
    static const char *names[]
        = { "unknown", "contiguous_format", "channels_last", "channels_last_3d", "preserve_format" };
    return v >= 0 && v < 5 ? names[v] : "unknown";
}

} // namespace exportjson

QString exportDtypeName(int64_t code)
{
    switch (code) {
    case 1:
        return QStringLiteral("u8");
    case 2:
        return QStringLiteral("i8");
    case 3:
        return QStringLiteral("i16");
    case 4:
        return QStringLiteral("i32");
    case 5:
        return QStringLiteral("i64");
    case 6:
        return QStringLiteral("f16");
    case 7:
        return QStringLiteral("f32");
    case 8:
        return QStringLiteral("f64");
    case 9:
        return QStringLiteral("c32");
    case 10:
        return QStringLiteral("c64");
    case 11:
        return QStringLiteral("c128");
    case 12:
        return QStringLiteral("b8");
    case 13:
        return QStringLiteral("bf16");
    case 28:
        return QStringLiteral("u16");
    case 29:
        return QStringLiteral("f8e4m3fn");
    case 30:
        return QStringLiteral("f8e5m2");
    case 31:
        return QStringLiteral("f8e4m3fnuz");
    case 32:
        return QStringLiteral("f8e5m2fnuz");
    default:
        return QStringLiteral("dtype%1").arg(code);
    }
}

QString readableSymExpr(std::string_view text)
{
    QString out;
    if (text.find('(') != std::string_view::npos && SymPrinter(text).parse(out) && !out.isEmpty())
        return out;
    return exportjson::qs(text);
}

} // namespace cs
