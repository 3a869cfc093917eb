#pragma once

#include <QString>

namespace cs {

// A guard's source expression as Dynamo prints it (FORMATS §2.10): `L['x']`, `L['kwargs']['input_ids']`,
// `L['self']._modules['proj']._parameters['weight']`, `G['cfg'].scale`,
// `L['fn'].__closure__[0].cell_contents`, `___stack0`, or the short form of tensor-check failures
// (`kwargs['past_key_values'].layers[0].keys`). Read as the user wrote it, so messages and
// suggestions name the user's code, never Dynamo's internals.
struct GuardSource {
    enum class Root {
        Argument, // a parameter of the compiled function: x
        KeywordArgument, // an entry of its **kwargs: input_ids
        PositionalArgument, // an entry of its *args: args[0]
        Global, // a module-level name: cfg, or a module (transformers.activations)
        Closure, // a free variable of a function: fn's closure `scale`
        Internal, // a value Dynamo handed over itself (___stack0 in a resume function)
        Unknown
    };

    QString raw; // as printed
    QString scoped; // as the guard tree prints it: L['kwargs']['input_ids'] for kwargs['input_ids']
    QString readable; // past_key_values.layers[0].keys, self.proj.weight, cfg.scale
    QString root; // the name the user wrote: input_ids, self, cfg
    QString path; // what follows the root: .layers[0].keys ("" for the root itself)
    Root rootKind = Root::Unknown;

    bool isNested() const { return !path.isEmpty(); }
    bool isInternal() const { return rootKind == Root::Internal; }
    static QString rootName(Root r); // stable, for JSON: argument, keyword_argument, ...
};

// `L['kwargs']['attention_mask'].size()[1]` (a symbol's source) -> "`attention_mask` dim 1".
QString readableDimension(const QString &symbolSource);

// Reads one source expression; an expression it does not know is kept whole as `readable`.
GuardSource parseGuardSource(const QString &expression);

// A whole guard or check in the user's words, every source in it rewritten as parseGuardSource
// reads it: `TENSOR_MATCH: check_tensor(L['self']._modules['proj']._parameters['weight'], ...)` ->
// `TENSOR_MATCH: check_tensor(self.proj.weight, ...)`, `len(L['kwargs']['xs']) == 3` ->
// `len(xs) == 3`, `G['__import_torch'].sin` -> `torch.sin`. Text only: the rest is kept as it is.
QString readableGuardText(const QString &guard);

} // namespace cs
