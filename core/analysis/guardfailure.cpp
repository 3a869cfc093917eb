#include "core/analysis/guardfailure.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cs {
namespace {

// The suggestions are user-visible explanations: translated, in the app and in `explain`.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Explain)
};

// `L['x']`, `L["x"]`, `L['self'].weight`, `G['cfg']`, `___stack0` -> a readable subject.
QString subjectOf(QString source)
{
    static const QRegularExpression local(QStringLiteral(R"re(^[LG]\[['"]([^'"]+)['"]\](.*)$)re"));
    source = source.trimmed();
    if (const auto m = local.match(source); m.hasMatch())
        return m.captured(1) + m.captured(2);
    return source;
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
    case Category::Type:
        return QStringLiteral("type");
    case Category::ObjectId:
        return QStringLiteral("object_id");
    case Category::GlobalState:
        return QStringLiteral("global_state");
    case Category::Other:
        return QStringLiteral("other");
    }
    return {};
}

GuardFailure parseGuardFailure(const QString &reason)
{
    static const QRegularExpression entry(QStringLiteral(R"(^\s*(!?\d+(?:/\d+)*(?:_\d+)?): )"));
    static const QRegularExpression tensorAt(QStringLiteral(
        R"re(^tensor '([^']+)' (size|stride) mismatch at index (\d+)\. expected (\S+), actual (\S+))re"));
    static const QRegularExpression tensorCheck(QStringLiteral(
        R"re(^tensor '([^']+)' (dtype|rank|requires_grad|dispatch key set) mismatch\. expected ([^,]+?)(?:, actual (.+))?$)re"));
    static const QRegularExpression deviceIndex(
        QStringLiteral(R"re(^Tensor device index mismatch\. Expected device index to be (\S+), actual (\S+))re"));
    static const QRegularExpression equals(QStringLiteral(R"re(^(.+?)\s*==\s*(.+)$)re"));
    static const QRegularExpression objId(QStringLiteral(R"re(^___check_obj_id\(([^,]+),\s*(\d+)\))re"));
    static const QRegularExpression typeId(QStringLiteral(R"re(^___check_type_id\(([^,]+),\s*(\d+)\))re"));
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
        g.subject = m.captured(1);
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
        g.subject = m.captured(1);
        g.expected = m.captured(3).trimmed();
        g.actual = m.captured(4).trimmed();
        if (what == QLatin1String("requires_grad") && g.actual.isEmpty()) {
            // Only the expected flag is printed; the actual is its opposite.
            g.actual = g.expected.endsWith(QLatin1Char('1')) ? QStringLiteral("requires_grad=0")
                                                             : QStringLiteral("requires_grad=1");
        }
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
    if (g.guard.contains(QLatin1String("___check_global_state")) || g.guard.startsWith(QLatin1String("GLOBAL_STATE"))) {
        g.category = GuardFailure::Category::GlobalState;
    } else if (const auto m = objId.match(g.guard); m.hasMatch()) {
        g.category = GuardFailure::Category::ObjectId;
        g.subject = subjectOf(m.captured(1));
        g.expected = QStringLiteral("id %1").arg(m.captured(2));
    } else if (const auto m = typeId.match(g.guard); m.hasMatch()) {
        g.category = GuardFailure::Category::Type;
        g.subject = subjectOf(m.captured(1));
    } else if (g.guard.startsWith(QLatin1String("isinstance(")) || g.guard.contains(QLatin1String("type("))) {
        g.category = GuardFailure::Category::Type;
    } else if (shape.match(g.guard).hasMatch()) {
        // Shape-environment guards on symbolic sizes, e.g. `y.size()[0] + x.size()[0] <= 20`.
        g.category = GuardFailure::Category::TensorSize;
        static const QRegularExpression sizeOf(QStringLiteral(R"re(([\w\]\['"]+?)\.size\(\)\[(\d+)\])re"));
        if (const auto s = sizeOf.match(g.guard); s.hasMatch()) {
            g.subject = subjectOf(s.captured(1));
            g.dimension = s.captured(2);
        }
    } else if (const auto m = equals.match(g.guard); m.hasMatch()) {
        g.category = GuardFailure::Category::PythonValue;
        g.subject = subjectOf(m.captured(1));
        g.expected = m.captured(2).trimmed();
    }
    return g;
}

QString suggestionFor(const GuardFailure &g, bool becameDynamic)
{
    const QString s = g.subject.isEmpty() ? Tr::tr("the input") : QStringLiteral("`%1`").arg(g.subject);
    const QString change = g.actual.isEmpty() ? g.expected : QStringLiteral("%1 → %2").arg(g.expected, g.actual);
    switch (g.category) {
    case GuardFailure::Category::TensorSize:
        if (becameDynamic)
            return Tr::tr("%1 changed size at dim %2 (%3); PyTorch then made that dim dynamic. Mark it dynamic "
                          "before the first call (`torch._dynamo.mark_dynamic(%4, %2)`) to save this recompile.")
                .arg(s, g.dimension.isEmpty() ? QStringLiteral("?") : g.dimension, change,
                    g.subject.isEmpty() ? QStringLiteral("x") : g.subject);
        return Tr::tr("%1 changed size%2 (%3). If sizes vary, mark the dim dynamic "
                      "(`torch._dynamo.mark_dynamic(%4, %5)`) or compile with `dynamic=True`; if only a few "
                      "sizes occur, pad inputs to a fixed size.")
            .arg(s, g.dimension.isEmpty() ? QString() : Tr::tr(" at dim %1").arg(g.dimension), change,
                g.subject.isEmpty() ? QStringLiteral("x") : g.subject,
                g.dimension.isEmpty() ? QStringLiteral("0") : g.dimension);
    case GuardFailure::Category::Dtype:
        return Tr::tr("%1 arrived as %2 where the earlier compile saw %3. Fix the dtype where %1 is produced "
                      "(e.g. `.to(torch.%4)`), unless one compiled version per dtype is intended.")
            .arg(s, g.actual, g.expected,
                g.expected == QLatin1String("Half") ? QStringLiteral("float16") : QStringLiteral("float32"));
    case GuardFailure::Category::Stride:
        return Tr::tr("%1 arrived with another memory layout (stride at dim %2: %3), e.g. a transposed view. "
                      "Call `.contiguous()` on it before the compiled function, or keep its layout consistent.")
            .arg(s, g.dimension, change);
    case GuardFailure::Category::Device:
        return Tr::tr("%1 moved between devices or dispatch modes (%2). Keep it on one device for every call.")
            .arg(s, change);
    case GuardFailure::Category::RequiresGrad:
        return Tr::tr("%1 changed requires_grad (%2). Call the compiled function consistently inside or outside "
                      "`torch.no_grad()`, or `.detach()` the input.")
            .arg(s, change);
    case GuardFailure::Category::PythonValue:
        return Tr::tr(
            "%1 is a Python value that Dynamo specialised on (guard `%2`), so every new value "
            "recompiles. Pass it as a tensor (`torch.tensor(...)`), or mark it dynamic "
            "(`torch._dynamo.config.specialize_int = False` for ints, `specialize_float = False` for floats).")
            .arg(s, g.guard);
    case GuardFailure::Category::Type:
        return Tr::tr("%1 changed type between calls (guard `%2`). Pass the same type every time.").arg(s, g.guard);
    case GuardFailure::Category::ObjectId:
        return Tr::tr("%1 is a different object on each call (guard `%2`), e.g. a lambda or module created per "
                      "call. Create it once and reuse it.")
            .arg(s, g.guard);
    case GuardFailure::Category::GlobalState:
        return Tr::tr("Global torch state (grad mode, autocast, deterministic algorithms, ...) differs from the "
                      "earlier call. Keep it the same around the compiled call.");
    case GuardFailure::Category::Other:
        return Tr::tr("The guard `%1` failed. Check what differs between the calls at %2.")
            .arg(g.guard.isEmpty() ? g.text.section(QLatin1Char('\n'), 0, 0) : g.guard,
                g.location.isEmpty() ? Tr::tr("the call site") : g.location);
    }
    return {};
}

} // namespace cs
