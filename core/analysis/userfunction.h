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
// A wrapper that does not show its call in the guard of the function it holds (the guard's comment
// is the first line that touched the function: `if arg_name in func.__code__.co_varnames`), or
// whose guard does not name the code (torch 2.13+ print `type=<class 'code'>`): then the rest of
// the record says who it is. A frame other than `forward` run by nn.Module's call as the module's
// forward (dynamo_start's stack) wraps that module's `forward`: where the guards name the code
// objects (2.12 and earlier), the `forward` its closures lead to; else in the module class's file.
struct WrapperEvidence {
    bool calledByModuleCall = false; // dynamo_start: nn.Module._call_impl called the frame as forward
    QString scriptFile; // the file the stack starts in (`<module>`): where `__main__` classes live
    std::string_view dynamoGraph; // the dynamo_output_graph payload; empty when not read
};
UserFunction userFunctionFromGuards(
    std::string_view guards, const QString &compiledFunction, const WrapperEvidence &evidence = {});

// torch.compile of a callable that is not a plain function (a bound method, a decorated method, a
// module instance, a functools.partial) runs it through Dynamo's own wrapper, `inner` in
// torch/_dynamo/external_utils.py (`wrap_inline`), whose frame holds the callable in the local `fn`;
// every function compiled that way is the same frame, one code object. Who it is, per compile, from
// the guard on `fn`: a module instance is its class's `forward` (in the class's module's file); a
// bound method is `__self__`'s class and the function whose line first touched `__self__` (the
// guards' comments); a function is the first operation traced in the user's code (the Dynamo graph's
// `# File: <file>:<line> in <function>` comments). The first line is not recorded (line 0).
bool isDynamoWrapperFrame(const QString &compiledFunction, const QString &compiledFile);
UserFunction userFunctionThroughDynamoWrapper(
    std::string_view guards, std::string_view dynamoGraph, const QString &scriptFile = {});

// Whether the guard text shows `compiledFunction` holds a function object in a local whose code it
// guards (named or, in 2.13+, not); cheap, text only.
bool guardsShowWrapperCode(std::string_view guards, const QString &compiledFunction);

} // namespace cs
