#include "core/analysis/guardfailure.h"

#include <QRegularExpression>

namespace cs {
namespace {

QString subjectOf(const QString &source, GuardFailure &g)
{
    g.source = parseGuardSource(source);
    // A closure cell's variable is named only by PyTorch's hint: `(HINT: guard on "k")`.
    if (g.source.rootKind == GuardSource::Root::Closure && !g.hintName.isEmpty() && !g.source.isNested())
        return g.hintName;
    // A value Dynamo carried over a graph break (`___stack0`) has no name the user wrote.
    if (g.source.isInternal() && g.source.root.startsWith(QLatin1String("___stack")))
        return {};
    return g.source.readable;
}

void splitComments(const QString &body, GuardFailure &g)
{
    // "<guard padded>  # <user source>  # <file>:<line> in <fn>", optionally followed by a
    // "\nUser stack trace:" block.
    QString first = body.section(QLatin1Char('\n'), 0, 0);
    const QStringList parts = first.split(QStringLiteral("  # "));
    g.guard = parts.value(0).trimmed();
    if (parts.size() >= 3) {
        g.userSource = parts.value(1).trimmed();
        g.location = parts.value(2).trimmed();
    } else if (parts.size() == 2) {
        g.location = parts.value(1).trimmed();
    }
    // "<file>:<line> in <fn> (HINT: guard on "k")" or "(HINT: type list)": the hint is PyTorch's
    // note on the guard, not part of the location.
    static const QRegularExpression hint(QStringLiteral(R"re(\s*\(HINT: (.*)\)\s*$)re"));
    if (const auto m = hint.match(g.location); m.hasMatch()) {
        g.hint = m.captured(1);
        g.location = g.location.left(m.capturedStart(0));
        static const QRegularExpression on(QStringLiteral(R"re(^guard on "([^"]+)"$)re"));
        if (const auto n = on.match(g.hint); n.hasMatch())
            g.hintName = n.captured(1);
    }
}

} // namespace

QString GuardFailure::categoryName(Category c)
{
    switch (c) {
    case Category::TensorSize:
        return QStringLiteral("tensor_size");
    case Category::Dtype:
        return QStringLiteral("dtype");
    case Category::Stride:
        return QStringLiteral("stride");
    case Category::Device:
        return QStringLiteral("device");
    case Category::RequiresGrad:
        return QStringLiteral("requires_grad");
    case Category::PythonValue:
        return QStringLiteral("python_value");
    case Category::Length:
        return QStringLiteral("length");
    case Category::Type:
        return QStringLiteral("type");
    case Category::ObjectId:
        return QStringLiteral("object_id");
    case Category::GlobalState:
        return QStringLiteral("global_state");
    case Category::DynamicMarking:
        return QStringLiteral("dynamic_marking");
    case Category::ObjectAttributes:
        return QStringLiteral("object_attributes");
    case Category::Other:
        return QStringLiteral("other");
    }
    return {};
}

GuardFailure parseGuardFailure(const QString &reason)
{
    static const QRegularExpression entry(QStringLiteral(R"(^\s*(!?\d+(?:/\d+)*(?:_\d+)?): )"));
    // The tensor's source is printed between single quotes and may hold quotes itself
    // (`tensor 'kwargs['input_ids']' size mismatch ...`): match up to the last quote before the check.
    static const QRegularExpression tensorAt(QStringLiteral(
        R"re(^tensor '(.+)' (size|stride) mismatch at index (\d+)\. expected ([^\s,]+), actual ([^\s.]+(?:\.\d+)?))re"));
    static const QRegularExpression tensorCheck(QStringLiteral(
        R"re(^tensor '(.+)' (dtype|rank|requires_grad|dispatch key set) mismatch\. expected (.+?)(?:, actual (.+))?$)re"));
    // torch 2.11: `expected type of 'mask' to be a tensor type, ' but found <class 'NoneType'>`;
    // 2.15: `expected type of 'mask' to be <class 'torch.Tensor'>, but found <class 'NoneType'>`.
    static const QRegularExpression tensorType(
        QStringLiteral(R"re(^expected type of '(.+)' to be (.+?),? '? ?but found (.+)$)re"));
    static const QRegularExpression deviceIndex(
        QStringLiteral(R"re(^Tensor device index mismatch\. Expected device index to be (\S+), actual (\S+))re"));
    static const QRegularExpression length(
        QStringLiteral(R"re(^(?:len|___tuple_iterator_len|___dict_len)\((.+)\)\s*==\s*(\d+)$)re"));
    static const QRegularExpression isNone(QStringLiteral(R"re(^(.+?)\s+is\s+(not\s+)?None$)re"));
    static const QRegularExpression equals(QStringLiteral(R"re(^(.+?)\s*==\s*(.+)$)re"));
    static const QRegularExpression objId(QStringLiteral(R"re(^___check_obj_id\((.+),\s*(\d+)\))re"));
    static const QRegularExpression typeId(QStringLiteral(R"re(^___check_type_id\((.+),\s*(\d+)\))re"));
    static const QRegularExpression dynamicMark(
        QStringLiteral(R"re(^hasattr\((.+), '_dynamo_dynamic_indices'\) == (False|True))re"));
    static const QRegularExpression dictContains(
        QStringLiteral(R"re(^(not )?___dict_contains\(['"]([^'"]+)['"], (.+)\.__dict__\))re"));
    static const QRegularExpression hasAttr(QStringLiteral(R"re(^hasattr\((.+), ['"]([^'"]+)['"]\)$)re"));
    static const QRegularExpression shape(QStringLiteral(R"re(\bsize\(\)\[\d+\]|\bstride\(\)\[\d+\]|\bs\d+\b)re"));

    GuardFailure g;
    g.text = reason;
    QString body = reason;
    if (const auto m = entry.match(body); m.hasMatch()) {
        g.cacheEntry = m.captured(1);
        body = body.mid(m.capturedLength(0));
    }
    const QString firstLine = body.section(QLatin1Char('\n'), 0, 0).trimmed();
    if (const auto m = tensorAt.match(firstLine); m.hasMatch()) {
        g.category = m.captured(2) == QLatin1String("size") ? GuardFailure::Category::TensorSize
                                                            : GuardFailure::Category::Stride;
        g.subject = subjectOf(m.captured(1), g);
        g.dimension = m.captured(3);
        g.expected = m.captured(4).remove(QLatin1Char(','));
        g.actual = m.captured(5);
        g.guard = firstLine;
        return g;
    }
    if (const auto m = tensorCheck.match(firstLine); m.hasMatch()) {
        const QString what = m.captured(2);
        g.category = what == QLatin1String("dtype")  ? GuardFailure::Category::Dtype
            : what == QLatin1String("rank")          ? GuardFailure::Category::TensorSize
            : what == QLatin1String("requires_grad") ? GuardFailure::Category::RequiresGrad
                                                     : GuardFailure::Category::Device;
        g.subject = subjectOf(m.captured(1), g);
        g.expected = m.captured(3).trimmed();
        g.actual = m.captured(4).trimmed();
        // PyTorch may add a note after the value (`expected requires_grad=1. Guard failed on a
        // parameter, consider ...`): the note is its hint, not part of the value.
        if (const qsizetype note = g.expected.indexOf(QLatin1String(". ")); g.actual.isEmpty() && note > 0) {
            g.hint = g.expected.mid(note + 2).trimmed();
            g.expected.truncate(note);
        }
        if (what == QLatin1String("requires_grad") && g.actual.isEmpty()) {
            // Only the expected flag is printed; the actual is its opposite.
            g.actual = g.expected.endsWith(QLatin1Char('1')) ? QStringLiteral("requires_grad=0")
                                                             : QStringLiteral("requires_grad=1");
        }
        g.guard = firstLine;
        return g;
    }
    if (const auto m = tensorType.match(firstLine); m.hasMatch()) {
        // A tensor argument arrived as something else (None, an int, a list).
        g.category = GuardFailure::Category::Type;
        g.subject = subjectOf(m.captured(1), g);
        static const QRegularExpression cls(QStringLiteral(R"re(^<class '([^']+)'>$)re"));
        const auto typeName = [](const QString &text) {
            const auto c = cls.match(text.trimmed());
            if (!c.hasMatch())
                return text.trimmed() == QLatin1String("a tensor type") ? QStringLiteral("Tensor") : text.trimmed();
            const QString name = c.captured(1);
            return name == QLatin1String("NoneType")    ? QStringLiteral("None")
                : name == QLatin1String("torch.Tensor") ? QStringLiteral("Tensor")
                                                        : name;
        };
        g.expected = typeName(m.captured(2));
        g.actual = typeName(m.captured(3));
        g.guard = firstLine;
        return g;
    }
    if (firstLine.startsWith(QLatin1String("_has_dynamo_dim_marking "))) {
        // torch 2.13+: a tensor marked dynamic after a compile had seen it unmarked; the message
        // does not name the tensor.
        g.category = GuardFailure::Category::DynamicMarking;
        g.guard = firstLine;
        return g;
    }
    if (const auto m = deviceIndex.match(firstLine); m.hasMatch()) {
        g.category = GuardFailure::Category::Device;
        g.expected = m.captured(1).remove(QLatin1Char(','));
        g.actual = m.captured(2);
        g.guard = firstLine;
        return g;
    }
    splitComments(body, g);
    // `not ` in front of a check is part of the guard; the check itself decides the category.
    QString check = g.guard;
    const bool negated = check.startsWith(QLatin1String("not ")) && !dictContains.match(check).hasMatch();
    if (negated)
        check = check.mid(4).trimmed();
    if (check.contains(QLatin1String("___check_global_state")) || check.startsWith(QLatin1String("GLOBAL_STATE"))
        || check.contains(QLatin1String("___check_torch_function_mode_stack"))
        || check.contains(QLatin1String("___check_current_backend"))
        || check.startsWith(QLatin1String("utils_device."))) {
        g.category = GuardFailure::Category::GlobalState;
    } else if (const auto m = dynamicMark.match(check); m.hasMatch()) {
        g.category = GuardFailure::Category::DynamicMarking;
        g.subject = subjectOf(m.captured(1), g);
    } else if (const auto m = dictContains.match(check); m.hasMatch()) {
        g.category = GuardFailure::Category::ObjectAttributes;
        g.subject = subjectOf(m.captured(3), g);
        g.expected = m.captured(1).isEmpty() ? QStringLiteral("has .%1").arg(m.captured(2))
                                             : QStringLiteral("no .%1").arg(m.captured(2));
    } else if (const auto m = hasAttr.match(check); m.hasMatch()) {
        // `not hasattr(o, 'b')`: the earlier compile saw `o` without `.b`.
        g.category = GuardFailure::Category::ObjectAttributes;
        g.subject = subjectOf(m.captured(1), g);
        g.expected
            = negated ? QStringLiteral("no .%1").arg(m.captured(2)) : QStringLiteral("has .%1").arg(m.captured(2));
    } else if (const auto m = objId.match(check); m.hasMatch()) {
        g.category = GuardFailure::Category::ObjectId;
        g.subject = subjectOf(m.captured(1), g);
        g.expected = QStringLiteral("id %1").arg(m.captured(2));
    } else if (const auto m = typeId.match(check); m.hasMatch()) {
        g.category = GuardFailure::Category::Type;
        g.subject = subjectOf(m.captured(1), g);
    } else if (check.startsWith(QLatin1String("isinstance(")) || check.contains(QLatin1String("type("))) {
        g.category = GuardFailure::Category::Type;
    } else if (const auto m = length.match(check); m.hasMatch()) {
        g.category = GuardFailure::Category::Length;
        g.subject = subjectOf(m.captured(1), g);
        g.expected = m.captured(2);
    } else if (shape.match(check).hasMatch()) {
        // Shape-environment guards on symbolic sizes, e.g. `y.size()[0] + x.size()[0] <= 20`.
        g.category = GuardFailure::Category::TensorSize;
        static const QRegularExpression sizeOf(QStringLiteral(R"re(([\w\]\['".]+?)\.(?:size|stride)\(\)\[(\d+)\])re"));
        if (const auto s = sizeOf.match(check); s.hasMatch()) {
            g.subject = subjectOf(s.captured(1), g);
            g.dimension = s.captured(2);
        }
    } else if (const auto m = isNone.match(check); m.hasMatch()) {
        g.category = GuardFailure::Category::PythonValue;
        g.subject = subjectOf(m.captured(1), g);
        g.expected = (m.captured(2).isEmpty() != negated) ? QStringLiteral("None") : QStringLiteral("not None");
    } else if (const auto m = equals.match(check); m.hasMatch()) {
        g.category = GuardFailure::Category::PythonValue;
        g.subject = subjectOf(m.captured(1), g);
        g.expected = m.captured(2).trimmed();
    }
    return g;
}

} // namespace cs
