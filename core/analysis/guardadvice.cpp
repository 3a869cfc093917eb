#include "core/analysis/guardfailure.h"

#include <QCoreApplication>
#include <QRegularExpression>

// What to do about a failed guard. Each kind of advice is one a test has applied to a real
// program and seen the recompile go (scripts/check/verify_advice.py); advice that does not fit
// the construct guarded is not given, and no advice names Dynamo's internal variables.
namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Explain)
};

QString quoted(const QString &s)
{
    return QStringLiteral("`%1`").arg(s);
}

// How the user refers to the guarded value: `input_ids`, `self.proj.weight`, "the input".
// A value on Python's stack at a graph break, handed to the resume function as `___stack0`...
bool isCarriedOverBreak(const GuardFailure &g)
{
    return g.source.isInternal() && g.source.root.startsWith(QLatin1String("___stack"));
}

QString nameOf(const GuardFailure &g)
{
    if (isCarriedOverBreak(g))
        return Tr::tr("a value carried over a graph break");
    if (g.source.isInternal() || g.subject.isEmpty())
        return Tr::tr("the input");
    return quoted(g.subject);
}

// The failed check as the user would write it: `len(xs) == 3`, not `len(L['xs']) == 3`; nothing
// for checks on Dynamo's own helpers (object ids, type ids).
QString readableGuard(const GuardFailure &g)
{
    QString t = g.guard;
    if (t.isEmpty() || t.contains(QLatin1String("___")))
        return {};
    if (!g.source.raw.isEmpty() && !g.subject.isEmpty())
        t.replace(g.source.raw, g.subject);
    return t.contains(QLatin1String("L['")) || t.contains(QLatin1String("G['")) ? QString() : t;
}

// " (guard `len(xs) == 3`)", or nothing when the check cannot be said in the user's terms.
QString guardNote(const GuardFailure &g)
{
    const QString r = readableGuard(g);
    return r.isEmpty() ? QString() : Tr::tr(" (guard %1)").arg(quoted(r));
}

QString change(const GuardFailure &g)
{
    return g.actual.isEmpty() ? g.expected : QStringLiteral("%1 → %2").arg(g.expected, g.actual);
}

// " (4 → 8)", or nothing when the record gave no sizes.
QString changeInParens(const GuardFailure &g)
{
    const QString c = change(g);
    return c.isEmpty() ? QString() : Tr::tr(" (%1)").arg(c); // full-width parentheses in Chinese
}

// Hugging Face's cache objects (DynamicCache and friends) hold one key and value tensor per
// layer that grow by one position per generated token.
bool isGenerationCache(const GuardSource &s)
{
    static const QRegularExpression cachePath(QStringLiteral(
        R"re(\.(?:layers\[\d+\]\.(?:keys|values)|key_cache|value_cache|self_attention_cache|cross_attention_cache)\b)re"));
    return s.root == QLatin1String("past_key_values") || s.root == QLatin1String("cache_position")
        || cachePath.match(s.path).hasMatch();
}

// The prompt step of autoregressive generation (Hugging Face's generate and its like) feeds the
// whole prompt, each decoding step one token: input_ids [1, 8] then [1, 1].
bool isPromptToDecode(const GuardFailure &g)
{
    static const QStringList inputs { QStringLiteral("input_ids"), QStringLiteral("inputs_embeds"),
        QStringLiteral("attention_mask"), QStringLiteral("position_ids"), QStringLiteral("cache_position"),
        QStringLiteral("decoder_input_ids") };
    return !g.source.isNested() && inputs.contains(g.source.root) && g.dimension == QLatin1String("1")
        && g.actual == QLatin1String("1") && g.expected != QLatin1String("1");
}

bool isNumber(const QString &v)
{
    bool ok = false;
    v.toDouble(&ok);
    return ok;
}

GuardAdvice tensorSize(const GuardFailure &g, bool becameDynamic)
{
    const QString dim = g.dimension.isEmpty() ? QStringLiteral("0") : g.dimension;
    if (g.source.isInternal())
        return { QStringLiteral("fix_graph_break"),
            Tr::tr("A tensor that the code after a graph break received from before it changed size%1 (%2). "
                   "Remove the graph break in this function so it compiles as one graph, or compile with "
                   "`dynamic=True`.")
                .arg(g.dimension.isEmpty() ? QString() : Tr::tr(" at dim %1").arg(g.dimension), change(g)) };
    // A relation between symbolic sizes (`y.size()[0] + x.size()[0] <= 20`) that PyTorch traced to a
    // line of code: the sizes are dynamic already, and the code branched on them there. Each side
    // of that decision is a graph of its own; marking anything dynamic would change nothing.
    static const QRegularExpression relation(QStringLiteral(R"re(<=|>=|!=|(?<![-=])>|<(?!=))re"));
    // Not PyTorch's 0/1 specialization alone (`2 <= x.size()[0]`, "the guard itself is not due user
    // code"): there the line shown is only the first use of the size. A decision of the user's code
    // is traced through the symbolic bool's evaluation (`... in evaluate_expr)`); torch 2.15 joins
    // both into one guard (`2 <= x.size()[0] <= 20`), the user's part naming evaluate_expr.
    const bool framework = g.text.contains(QLatin1String("0/1 specialization"))
        || g.text.contains(QLatin1String("first use of this value"));
    const bool decided = !framework || g.text.contains(QLatin1String("in evaluate_expr)"));
    if (!g.userSource.isEmpty() && decided && relation.match(g.guard).hasMatch())
        return { QStringLiteral("shape_branch"),
            Tr::tr("The sizes are dynamic already: the code at %1 (%2) decided on them%3, and each side "
                   "of that decision is a graph of its own, compiled once when a call first takes it. Marking "
                   "inputs dynamic changes nothing here; to compile one graph only, take the decision before "
                   "calling the compiled function.")
                .arg(g.location.isEmpty() ? Tr::tr("one line")
                                          : g.location.section(QLatin1String(" in "), 0, 0).section(u'/', -1),
                    quoted(g.userSource.trimmed()), guardNote(g)) };
    if (isPromptToDecode(g))
        return { QStringLiteral("expected_once"),
            Tr::tr("%1 went from the prompt's length (%2) to one token per decoding step: generation compiles "
                   "the prompt step and the decoding step once each. Expected, and paid once; nothing to change "
                   "here (what recompiles at every step after it is worth fixing).")
                .arg(nameOf(g), g.expected) };
    if (isGenerationCache(g.source))
        return { QStringLiteral("static_cache"),
            Tr::tr("%1 is Hugging Face's generation cache, which grows by one position per generated token "
                   "(dim %2: %3), so decoding recompiles. Generate with a static cache, sized once: "
                   "`model.generate(..., cache_implementation=\"static\")` (or set "
                   "`model.generation_config.cache_implementation = \"static\"`).")
                .arg(nameOf(g), dim, change(g)) };
    // A plain argument is marked by its name; anything else through the tensor the caller passes.
    const bool plain = g.source.rootKind == GuardSource::Root::Argument && !g.source.isNested() && !g.subject.isEmpty();
    const QString mark
        = QStringLiteral("`torch._dynamo.mark_dynamic(%1, %2)`").arg(plain ? g.subject : QStringLiteral("t"), dim);
    const QString onWhat = plain ? QString()
        : g.source.rootKind == GuardSource::Root::KeywordArgument && !g.source.isNested()
        ? Tr::tr("on the tensor you pass as %1").arg(nameOf(g))
        // A decorator's `*args` entry whose name in the wrapped function is not shown.
        : g.source.rootKind == GuardSource::Root::PositionalArgument && !g.source.isNested()
        ? Tr::tr("on the tensor a decorator's wrapper receives as %1").arg(nameOf(g))
        : Tr::tr("on %1").arg(nameOf(g));
    if (becameDynamic)
        return { QStringLiteral("mark_dynamic"),
            Tr::tr("%1 changed size at dim %2%3; PyTorch then made that dim dynamic. Call %4%5 before the "
                   "first call to save this recompile.")
                .arg(nameOf(g), dim, changeInParens(g), mark, onWhat.isEmpty() ? QString() : u' ' + onWhat) };
    return { QStringLiteral("mark_dynamic"),
        Tr::tr("%1 changed size%2%3. If sizes vary, call %4%5 before the first call, or compile with "
               "`dynamic=True`; if only a few sizes occur, pad to a fixed size.")
            .arg(nameOf(g), g.dimension.isEmpty() ? QString() : Tr::tr(" at dim %1").arg(g.dimension),
                changeInParens(g), mark, onWhat.isEmpty() ? QString() : u' ' + onWhat) };
}

GuardAdvice pythonValue(const GuardFailure &g, bool becameDynamic)
{
    if (g.expected == QLatin1String("None") || g.expected == QLatin1String("not None"))
        return { QStringLiteral("same_optional"),
            Tr::tr("%1 was None in one call and not in another%2; each case is its own graph. Pass "
                   "the same kind of value every time (e.g. a tensor of zeros instead of None).")
                .arg(nameOf(g), guardNote(g)) };
    const bool number
        = isNumber(g.expected) && g.expected != QLatin1String("True") && g.expected != QLatin1String("False");
    // Automatic dynamic shapes for a Python int (a float where floats are not specialised): the
    // second value makes it a symbol, and later values reuse that compile.
    if (number && becameDynamic)
        return { QStringLiteral("tensor_value"),
            Tr::tr("%1 is a Python number that Dynamo first specialised on%2; at a new value PyTorch made it "
                   "dynamic, so later values reuse this compile. Pass it as a 0-d tensor (`torch.tensor(value)`) "
                   "from the first call to save this recompile.")
                .arg(nameOf(g), guardNote(g)) };
    if (number)
        return { QStringLiteral("tensor_value"),
            Tr::tr("%1 is a Python number that Dynamo specialised on%2, so every new value "
                   "recompiles. Pass it as a 0-d tensor (`torch.tensor(value)`): its value is then data, not "
                   "part of the graph.")
                .arg(nameOf(g), guardNote(g)) };
    return { QStringLiteral("value_per_graph"),
        Tr::tr("%1 is a flag or constant the code branches on%2: one compile per value is how "
               "Dynamo handles it. If it takes many values, move that choice out of the compiled function "
               "or make it a tensor.")
            .arg(nameOf(g), guardNote(g)) };
}

GuardAdvice adviceForCategory(const GuardFailure &g, bool becameDynamic);

} // namespace

GuardAdvice adviceFor(const GuardFailure &g, bool becameDynamic)
{
    GuardAdvice a = adviceForCategory(g, becameDynamic);
    if (!a.text.isEmpty() && a.text.front().isLower())
        a.text.front() = a.text.front().toUpper();
    // Dynamo's own name for a value on the stack at a break means nothing to the user: say where
    // it comes from and what removes the guard.
    if (isCarriedOverBreak(g) && a.kind != QLatin1String("fix_graph_break"))
        a.text += Tr::tr(" (Dynamo hands values that are on the stack at a graph break to the code after it; "
                         "removing the graph break in this function removes this guard.)");
    return a;
}

namespace {

GuardAdvice adviceForCategory(const GuardFailure &g, bool becameDynamic)
{
    const QString s = nameOf(g);
    switch (g.category) {
    case GuardFailure::Category::TensorSize:
        return tensorSize(g, becameDynamic);
    case GuardFailure::Category::Dtype:
        return { QStringLiteral("cast_dtype"),
            Tr::tr("%1 arrived as %2 where the earlier compile saw %3. Fix the dtype where %1 is produced "
                   "(e.g. `.to(torch.%4)`), unless one compiled version per dtype is intended.")
                .arg(s, g.actual, g.expected,
                    g.expected == QLatin1String("Half") ? QStringLiteral("float16") : QStringLiteral("float32")) };
    case GuardFailure::Category::Stride:
        return { QStringLiteral("contiguous"),
            Tr::tr("%1 arrived with another memory layout (stride at dim %2: %3), e.g. a transposed view. "
                   "Call `.contiguous()` on it before the compiled function, or keep its layout consistent.")
                .arg(s, g.dimension, change(g)) };
    case GuardFailure::Category::Device:
        return { QStringLiteral("same_device"),
            Tr::tr("%1 moved between devices or dispatch modes (%2). Keep it on one device for every call.")
                .arg(s, change(g)) };
    case GuardFailure::Category::RequiresGrad:
        // A parameter frozen or unfrozen after the first call (fine-tuning that freezes layers).
        if (g.source.path.contains(QLatin1String("._parameters["))
            || g.source.raw.contains(QLatin1String("._parameters["))
            || g.hint.contains(QLatin1String("on a parameter")))
            return { QStringLiteral("freeze_before_compile"),
                Tr::tr("The parameter %1 changed requires_grad (%2) after the first compiled call: freezing or "
                       "unfreezing layers later compiles the module again. Set `requires_grad` on the parameters "
                       "before the first call (freeze first, then compile and run).")
                    .arg(s, change(g)) };
        return { QStringLiteral("same_grad_mode"),
            Tr::tr("%1 changed requires_grad (%2). Call the compiled function consistently inside or outside "
                   "`torch.no_grad()`, or `.detach()` the input.")
                .arg(s, change(g)) };
    case GuardFailure::Category::PythonValue:
        return pythonValue(g, becameDynamic);
    case GuardFailure::Category::Length:
        if (!g.source.isNested()
            && (g.source.root == QLatin1String("kwargs") || g.source.root == QLatin1String("args")))
            // `len(kwargs) == 6`: a wrapper's **kwargs (or *args) got another set of arguments, e.g.
            // Hugging Face's prompt step and its decoding steps.
            return { QStringLiteral("same_arguments"),
                Tr::tr("The compiled function was called with another number of %1 arguments than before"
                       "%2: each set of arguments is its own graph. Pass the same arguments on every "
                       "call (always pass an optional one, e.g. as None, or never); in Hugging Face generation "
                       "the prompt step and the decoding steps differ once, as expected.")
                    .arg(g.source.root == QLatin1String("kwargs") ? Tr::tr("keyword") : Tr::tr("positional"),
                        guardNote(g)) };
        return { QStringLiteral("stack_list"),
            Tr::tr("%1 is a list or tuple whose length Dynamo specialised on%2, so each new length "
                   "compiles again. If its items are tensors of one shape, pass one stacked tensor instead "
                   "(`t = torch.stack(...)`, with `torch._dynamo.mark_dynamic(t, 0)` when the length varies); "
                   "otherwise keep the length fixed.")
                .arg(s, guardNote(g)) };
    case GuardFailure::Category::Type:
        if (g.actual == QLatin1String("None") || g.expected == QLatin1String("None"))
            return { QStringLiteral("same_optional"),
                Tr::tr("%1 was a tensor in one call and None in another; each case is its own graph. Pass the "
                       "same kind of value every time (e.g. a tensor of zeros instead of None).")
                    .arg(s) };
        return { QStringLiteral("same_type"),
            Tr::tr("%1 changed type between calls%2. Pass the same type every time.")
                .arg(s,
                    g.hint.startsWith(QLatin1String("type ")) ? Tr::tr(" (it was a %1)").arg(g.hint.mid(5))
                                                              : guardNote(g)) };
    case GuardFailure::Category::ObjectId:
        // `___check_obj_id(L['fn'].__code__, ...)`: the frame is a decorator's wrapper, one code object
        // for every function it decorates, and each of them is a cache entry of that one frame. Through
        // Dynamo's own wrapper, a bound method's: `fn.__func__.__code__`.
        if (g.source.path == QLatin1String(".__code__") || g.source.path == QLatin1String(".__func__.__code__"))
            return { QStringLiteral("compile_wrapped_function"),
                Tr::tr("%1 is the code of another function: this frame is a wrapper (a decorator's, or Dynamo's own "
                       "for a decorated bound method) shared by every function it wraps, so each wrapped function "
                       "compiles as another entry of the one frame (counted as recompiles, up to "
                       "`torch._dynamo.config.recompile_limit`). Compile each function under its decorator "
                       "(`@decorator` above `@torch.compile`) so that each has a frame of its own.")
                    .arg(s) };
        return { QStringLiteral("reuse_object"),
            Tr::tr("%1 is a different object than in the earlier call: each distinct function or "
                   "object compiles its own graph. Pass the same object every time (create it once and reuse "
                   "it), or make the choice outside the compiled function.")
                .arg(s) };
    case GuardFailure::Category::GlobalState:
        return { QStringLiteral("same_global_state"),
            Tr::tr("Global torch state (grad mode, autocast, deterministic algorithms, default device, ...) "
                   "differs from the earlier call. Keep it the same around the compiled call.") };
    case GuardFailure::Category::DynamicMarking:
        return { QStringLiteral("mark_before_first_call"),
            Tr::tr("%1 was marked dynamic (`torch._dynamo.mark_dynamic`) after an earlier compile had seen it "
                   "unmarked. Mark it before the first call, every time, so one compile serves both.")
                .arg(s) };
    case GuardFailure::Category::ObjectAttributes:
        return { QStringLiteral("stable_attributes"),
            Tr::tr("An attribute of %1 was added or removed between calls (%2). Set its attributes once, before "
                   "the first compiled call, and leave them.")
                .arg(s, g.expected) };
    case GuardFailure::Category::Other:
        break;
    }
    if (isCarriedOverBreak(g))
        return { QStringLiteral("fix_graph_break"),
            Tr::tr("A value the code after a graph break received from before it differs from the earlier call, "
                   "so the code after the break compiled again. Remove the graph break in this function so it "
                   "compiles as one graph.") };
    return { QStringLiteral("inspect"),
        Tr::tr("The guard %1 failed. Check what differs between the calls at %2.")
            .arg(quoted(!readableGuard(g).isEmpty() ? readableGuard(g)
                         : g.guard.isEmpty()        ? g.text.section(QLatin1Char('\n'), 0, 0)
                                                    : g.guard),
                g.location.isEmpty() ? Tr::tr("the call site") : g.location) };
}

} // namespace

} // namespace cs
