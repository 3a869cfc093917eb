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
    bool isWrapped() const { return !function.isEmpty(); }
};

// Reads a compile's guard tree text (dynamo_cpp_guards_str) for the function `compiledFunction`
// forwards its arguments to. Text only; nothing is run.
UserFunction userFunctionFromGuards(std::string_view guards, const QString &compiledFunction);

} // namespace cs
