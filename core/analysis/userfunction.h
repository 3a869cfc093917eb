#pragma once

#include <QString>

#include <string_view>

namespace cs {

// The function the user compiled, when Dynamo compiled a wrapper around it. Decorators
// (functools.wraps wrappers, transformers' `can_return_tuple` and `check_model_inputs`) make
// Dynamo's frame the wrapper (`wrapper`, generic.py); the wrapped function is still in the
// record: the wrapper calls a function object from its locals or closure, and Dynamo guards
// that object's code (`___check_obj_id(L['func'].__code__, ...), type=<code object forward at
// 0x..., file "...", line 425>  # output = func(self, *args, **kwargs)  # ...generic.py:943 in
// wrapper`). A frame whose self (or first argument) is an nn.Module has its class guarded too
// (`TYPE_MATCH: ___check_type_id(L['self'], ...), type=<class '...LlamaForCausalLM'>`).
struct UserFunction {
    QString function, file; // the wrapped function; empty when the frame is not a wrapper
    int line = 0;
    QString moduleClass; // LlamaForCausalLM, when the frame's self or first argument is an object of a class
    QString forwardingCall; // the wrapper's line that calls it, as recorded: `return fn(*args, **kwargs)`
    bool isWrapped() const { return !function.isEmpty(); }
};

// Reads a compile's guard tree text (dynamo_cpp_guards_str) for the function `compiledFunction`
// forwards its arguments to. Text only; nothing is run.
//
// torch 2.13 and later print a code object's guard as `type=<class 'code'>`: the guard still shows
// the frame holds a function whose code it guards, but no longer names it. Then the rest of the
// record says who it is: a frame other than `forward` run by nn.Module's call as the module's
// forward (dynamo_start's stack) wraps that module's `forward`, in the module class's file.
struct WrapperEvidence {
    bool calledByModuleCall = false; // dynamo_start: nn.Module._call_impl called the frame as forward
    QString scriptFile; // the file the stack starts in (`<module>`): where `__main__` classes live
    std::string_view dynamoGraph; // the dynamo_output_graph payload; empty when not read
};
UserFunction userFunctionFromGuards(
    std::string_view guards, const QString &compiledFunction, const WrapperEvidence &evidence = {});

// Whether the guard text shows `compiledFunction` holds a function object whose code is guarded
// but not named (the 2.13+ wording); cheap, text only.
bool guardsShowUnnamedWrapper(std::string_view guards, const QString &compiledFunction);

} // namespace cs
