#include "core/analysis/guardsource.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Explain)
};

// `._modules['proj']`, `._parameters['weight']`, `._buffers['mean']` are how Dynamo reaches a
// submodule's members; the user wrote `.proj`, `.weight`, `.mean`.
QString prettyPath(QString path)
{
    static const QRegularExpression member(
        QStringLiteral(R"re(\._(?:modules|parameters|buffers)\[['"]([^'"]+)['"]\])re"));
    path.replace(member, QStringLiteral(".\\1"));
    return path;
}

// `__import_transformers_dot_activations` is Dynamo's name for the module object
// `transformers.activations` it found among a function's globals.
QString globalName(const QString &name)
{
    if (name.startsWith(QLatin1String("__import_")))
        return name.mid(9).replace(QLatin1String("_dot_"), QLatin1String("."));
    if (name.startsWith(QLatin1String("__builtins_dict__")))
        return QStringLiteral("builtins");
    return name;
}

} // namespace

QString GuardSource::rootName(Root r)
{
    switch (r) {
    case Root::Argument:
        return QStringLiteral("argument");
    case Root::KeywordArgument:
        return QStringLiteral("keyword_argument");
    case Root::PositionalArgument:
        return QStringLiteral("positional_argument");
    case Root::Global:
        return QStringLiteral("global");
    case Root::Closure:
        return QStringLiteral("closure");
    case Root::Internal:
        return QStringLiteral("internal");
    case Root::Unknown:
        return QStringLiteral("unknown");
    }
    return {};
}

QString readableDimension(const QString &symbolSource)
{
    static const QRegularExpression dim(QStringLiteral(R"re(^(.+)\.(size|stride)\(\)\[(\d+)\]$)re"));
    // Dynamo's name for a value on the stack at a graph break means nothing to the user.
    const auto who = [](const GuardSource &s) {
        return s.isInternal() && s.root.startsWith(QLatin1String("___stack"))
            ? Tr::tr("a value carried over a graph break")
            : QStringLiteral("`%1`").arg(s.readable);
    };
    if (const auto m = dim.match(symbolSource.trimmed()); m.hasMatch())
        return QStringLiteral("%1 %2 %3")
            .arg(who(parseGuardSource(m.captured(1))),
                m.captured(2) == QLatin1String("size") ? QStringLiteral("dim") : QStringLiteral("stride"),
                m.captured(3));
    return who(parseGuardSource(symbolSource));
}

GuardSource parseGuardSource(const QString &expression)
{
    static const QRegularExpression scoped(QStringLiteral(R"re(^([LG])\[(['"])(.+?)\2\])re"));
    static const QRegularExpression bare(QStringLiteral(R"re(^([A-Za-z_]\w*))re"));
    static const QRegularExpression item(QStringLiteral(R"re(^\[(['"])(.+?)\1\])re"));
    static const QRegularExpression index(QStringLiteral(R"re(^\[(\d+)\])re"));
    static const QRegularExpression closure(QStringLiteral(R"re(^\.__closure__\[(\d+)\]\.cell_contents)re"));

    GuardSource s;
    s.raw = expression.trimmed();
    QString scope = QStringLiteral("L");
    QString name;
    QString rest;
    if (const auto m = scoped.match(s.raw); m.hasMatch()) {
        scope = m.captured(1);
        name = m.captured(3);
        rest = s.raw.mid(m.capturedLength(0));
        s.scoped = s.raw;
    } else if (const auto b = bare.match(s.raw); b.hasMatch()) {
        name = b.captured(1);
        rest = s.raw.mid(b.capturedLength(0));
        s.scoped = QStringLiteral("L['%1']%2").arg(name, rest);
    } else {
        s.readable = s.scoped = s.raw;
        return s;
    }

    if (scope == QLatin1String("G")) {
        s.rootKind = GuardSource::Root::Global;
        s.root = globalName(name);
    } else if (name.startsWith(QLatin1String("___"))) {
        s.rootKind = GuardSource::Root::Internal;
        s.root = name;
    } else if (const auto k = item.match(rest); name == QLatin1String("kwargs") && k.hasMatch()) {
        s.rootKind = GuardSource::Root::KeywordArgument;
        s.root = k.captured(2);
        rest = rest.mid(k.capturedLength(0));
    } else if (const auto i = index.match(rest); name == QLatin1String("args") && i.hasMatch()) {
        s.rootKind = GuardSource::Root::PositionalArgument;
        s.root = QStringLiteral("args[%1]").arg(i.captured(1));
        rest = rest.mid(i.capturedLength(0));
    } else if (const auto c = closure.match(rest); c.hasMatch()) {
        s.rootKind = GuardSource::Root::Closure;
        s.root = QStringLiteral("%1.__closure__[%2]").arg(name, c.captured(1));
        rest = rest.mid(c.capturedLength(0));
    } else {
        s.rootKind = GuardSource::Root::Argument;
        s.root = name;
    }
    s.path = prettyPath(rest);
    s.readable = s.root + s.path;
    return s;
}

QString readableGuardText(const QString &guard)
{
    // `L['name']` or `G['name']`, `L['kwargs']['name']`, `L['args'][1]`: each scope lookup is a root.
    static const QRegularExpression root(
        QStringLiteral(R"re(\b([LG])\[(['"])([^'"\]]+)\2\](?:\[(['"])([^'"\]]+)\4\]|\[(\d+)\])?)re"));
    QString out;
    out.reserve(guard.size());
    qsizetype from = 0;
    for (auto it = root.globalMatch(guard); it.hasNext();) {
        const auto m = it.next();
        out += QStringView(guard).mid(from, m.capturedStart(0) - from);
        const QString name = m.captured(3);
        if (m.captured(1) == QLatin1String("G"))
            out += globalName(name) + (m.capturedLength(5) ? QStringLiteral("['%1']").arg(m.captured(5)) : QString())
                + (m.capturedLength(6) ? QStringLiteral("[%1]").arg(m.captured(6)) : QString());
        else if (name == QLatin1String("kwargs") && m.capturedLength(5))
            out += m.captured(5);
        else if (m.capturedLength(5))
            out += QStringLiteral("%1['%2']").arg(name, m.captured(5));
        else if (m.capturedLength(6))
            out += QStringLiteral("%1[%2]").arg(name, m.captured(6));
        else
            out += name;
        from = m.capturedEnd(0);
    }
    out += QStringView(guard).mid(from);
    return prettyPath(out);
}

} // namespace cs
