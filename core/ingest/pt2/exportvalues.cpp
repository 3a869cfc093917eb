#include "core/ingest/pt2/exportvalues.h"

#include "core/util/json.h"

#include <QHash>

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

// A dtype argument as Python prints it (`torch.float32`), so a .pt2's arguments read as the same
// program printed in a trace (exportDtypeName gives the short form of tensor annotations).
QString torchDtypeName(int64_t code)
{
    static const QHash<QString, QString> names {
        { QStringLiteral("u8"), QStringLiteral("uint8") },
        { QStringLiteral("i8"), QStringLiteral("int8") },
        { QStringLiteral("i16"), QStringLiteral("int16") },
        { QStringLiteral("i32"), QStringLiteral("int32") },
        { QStringLiteral("i64"), QStringLiteral("int64") },
        { QStringLiteral("f16"), QStringLiteral("float16") },
        { QStringLiteral("f32"), QStringLiteral("float32") },
        { QStringLiteral("f64"), QStringLiteral("float64") },
        { QStringLiteral("c32"), QStringLiteral("complex32") },
        { QStringLiteral("c64"), QStringLiteral("complex64") },
        { QStringLiteral("c128"), QStringLiteral("complex128") },
        { QStringLiteral("b8"), QStringLiteral("bool") },
        { QStringLiteral("bf16"), QStringLiteral("bfloat16") },
        { QStringLiteral("u16"), QStringLiteral("uint16") },
        { QStringLiteral("f8e4m3fn"), QStringLiteral("float8_e4m3fn") },
        { QStringLiteral("f8e5m2"), QStringLiteral("float8_e5m2") },
        { QStringLiteral("f8e4m3fnuz"), QStringLiteral("float8_e4m3fnuz") },
        { QStringLiteral("f8e5m2fnuz"), QStringLiteral("float8_e5m2fnuz") },
        { QStringLiteral("f8e8m0fnu"), QStringLiteral("float8_e8m0fnu") },
        { QStringLiteral("u32"), QStringLiteral("uint32") },
        { QStringLiteral("u64"), QStringLiteral("uint64") },
    };
    const QString shortName = exportDtypeName(code);
    return names.value(shortName, shortName);
}

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

QString argumentText(element e, QStringList &reads, QStringList &unknownKinds, int depth)
{
    if (depth > 32)
        return QStringLiteral("…");
    // Plain variables, not a structured binding: lambdas below capture them (clang < 16
    // cannot capture a binding).
    const auto tagged = unionOf(e);
    const std::string_view tag = tagged.first;
    const element v = tagged.second;
    auto list = [&](auto each) {
        array a;
        QStringList items;
        if (v.get_array().get(a) == simdjson::SUCCESS)
            for (element x : a)
                items << each(x);
        return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
    };
    auto ref = [&](element x, const char *key) {
        const QString n = string(x, key);
        if (!n.isEmpty())
            reads << n;
        return n;
    };
    auto symArg = [&](element x) {
        const auto [t, y] = unionOf(x);
        if (t == "as_name") {
            std::string_view s;
            if (y.get_string().get(s) == simdjson::SUCCESS) {
                reads << qs(s);
                return qs(s);
            }
        }
        return scalarText(y);
    };
    auto optionalTensor = [&](element x) {
        const auto [t, y] = unionOf(x);
        return t == "as_tensor" ? ref(y, "name") : QStringLiteral("None");
    };
    if (tag == "as_none")
        return QStringLiteral("None");
    if (tag == "as_tensor" || tag == "as_custom_obj" || tag == "as_token")
        return ref(v, "name");
    if (tag == "as_tensors")
        return list([&](element x) { return ref(x, "name"); });
    if (tag == "as_nested_tensors")
        return list([&](element x) {
            array inner;
            QStringList items;
            if (x.get_array().get(inner) == simdjson::SUCCESS)
                for (element y : inner)
                    items << ref(y, "name");
            return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
        });
    if (tag == "as_int" || tag == "as_float" || tag == "as_bool" || tag == "as_string" || tag == "as_operator")
        return tag == "as_operator" ? scalarText(v).mid(1).chopped(1) : scalarText(v);
    if (tag == "as_ints" || tag == "as_floats" || tag == "as_bools" || tag == "as_strings")
        return list([](element x) { return scalarText(x); });
    if (tag == "as_int_lists")
        return list([](element x) {
            array inner;
            QStringList items;
            if (x.get_array().get(inner) == simdjson::SUCCESS)
                for (element y : inner)
                    items << scalarText(y);
            return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
        });
    if (tag == "as_sym_int" || tag == "as_sym_float" || tag == "as_sym_bool")
        return symArg(v);
    if (tag == "as_sym_ints" || tag == "as_sym_floats" || tag == "as_sym_bools")
        return list(symArg);
    if (tag == "as_optional_tensor")
        return optionalTensor(v);
    if (tag == "as_optional_tensors")
        return list(optionalTensor);
    if (tag == "as_scalar_type") {
        int64_t code = 0;
        if (v.get_int64().get(code) != simdjson::SUCCESS)
            code = 0;
        return QStringLiteral("torch.") + torchDtypeName(code);
    }
    if (tag == "as_memory_format") {
        int64_t i = 0;
        if (v.get_int64().get(i) != simdjson::SUCCESS)
            i = 0;
        return QStringLiteral("torch.") + QLatin1String(memoryFormatName(i));
    }
    if (tag == "as_layout")
        return QStringLiteral("torch.strided");
    if (tag == "as_device") {
        QString d = string(v, "type");
        if (const auto index = json::integer(v, "index"))
            d += QLatin1Char(':') + QString::number(*index);
        return d;
    }
    if (tag == "as_complex")
        return QStringLiteral("complex(%1, %2)")
            .arg(json::number(v, "real").value_or(0))
            .arg(json::number(v, "imag").value_or(0));
    if (tag == "as_graph")
        return ref(v, "name");
    if (tag == "as_string_to_argument") {
        object o;
        QStringList items;
        if (v.get_object().get(o) == simdjson::SUCCESS)
            for (auto field : o)
                items << QStringLiteral("'%1': %2")
                             .arg(qs(field.key), argumentText(field.value, reads, unknownKinds, depth + 1));
        return QLatin1Char('{') + items.join(QStringLiteral(", ")) + QLatin1Char('}');
    }
    if (!tag.empty() && unknownKinds.size() < 20)
        unknownKinds << qs(tag);
    return QStringLiteral("?");
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
    case 33: // schema 8.20 (torch 2.12+): FLOAT8E8M0FNU, UINT32, UINT64
        return QStringLiteral("f8e8m0fnu");
    case 34:
        return QStringLiteral("u32");
    case 35:
        return QStringLiteral("u64");
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
