"""Programs for verify_advice.py: each case is a function that recompiles ("before") and the same
function with the advice CompileScope gives for it applied ("after"). Run as
`python advice_cases.py before|after [CASE...]` under TORCH_TRACE; backend "eager" (guards are
Dynamo's, whatever the backend). Every case is its own frame, so `explain` lists it by name.
"""
import functools
import sys

import torch

MODE = sys.argv[1] if len(sys.argv) > 1 else "before"
AFTER = MODE == "after"
compile = torch.compile  # noqa: A001


def case_mark_dynamic():
    @compile(backend="eager", dynamic=False)
    def mark_dynamic_case(x):
        return (x * 2).sum()

    for n in (4, 5, 6):
        x = torch.randn(n)
        if AFTER:
            torch._dynamo.mark_dynamic(x, 0)
        mark_dynamic_case(x)


def case_tensor_value():
    @compile(backend="eager", dynamic=False)
    def tensor_value_case(x, scale):
        return x * scale

    for s in (2, 3, 4):
        tensor_value_case(torch.ones(4), torch.tensor(s) if AFTER else s)


def case_value_per_graph():
    @compile(backend="eager")
    def value_per_graph_case(x, mode):
        return x.sin() if mode == "a" else x.cos()

    x = torch.ones(4)
    for m in ("a", "b"):
        if AFTER:  # the choice made outside the compiled function: one function per path
            (torch.sin if m == "a" else torch.cos)(x)
        else:
            value_per_graph_case(x, m)


def case_same_optional():
    @compile(backend="eager")
    def same_optional_case(x, mask):
        return x * mask if mask is not None else x

    x = torch.ones(4)
    same_optional_case(x, torch.ones(4))
    same_optional_case(x, torch.ones(4) if AFTER else None)


def case_stack_list():
    @compile(backend="eager")
    def stack_list_case(xs):
        return sum(x.sum() for x in xs) if isinstance(xs, list) else xs.sum()

    for n in (2, 3, 4):
        items = [torch.ones(4)] * n
        if AFTER:
            t = torch.stack(items)
            torch._dynamo.mark_dynamic(t, 0)
            stack_list_case(t)
        else:
            stack_list_case(items)


def case_cast_dtype():
    @compile(backend="eager")
    def cast_dtype_case(x):
        return x + 1

    cast_dtype_case(torch.ones(4))
    h = torch.ones(4, dtype=torch.float16)
    cast_dtype_case(h.to(torch.float32) if AFTER else h)


def case_contiguous():
    @compile(backend="eager")
    def contiguous_case(x):
        return x * 2

    contiguous_case(torch.ones(4, 6))
    t = torch.ones(6, 4).t()
    contiguous_case(t.contiguous() if AFTER else t)


def case_same_grad_mode():
    @compile(backend="eager")
    def same_grad_mode_case(x):
        return x * 2

    same_grad_mode_case(torch.ones(4))
    w = torch.ones(4, requires_grad=True)
    same_grad_mode_case(w.detach() if AFTER else w)


def case_freeze_before_compile():
    class FreezeBeforeCompile(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.proj = torch.nn.Linear(4, 4)

        def forward(self, x):
            return self.proj(x).relu()

    m = FreezeBeforeCompile()
    if AFTER:  # the layer frozen before the first call
        m.proj.weight.requires_grad_(False)
    cm = compile(m, backend="eager")
    cm(torch.ones(2, 4))
    m.proj.weight.requires_grad_(False)  # fine-tuning freezes a layer after a first step
    cm(torch.ones(2, 4))


def case_compile_wrapped_function():
    def timed(fn):
        @functools.wraps(fn)
        def compile_wrapped_function_case(*args, **kwargs):
            return fn(*args, **kwargs)
        return compile_wrapped_function_case

    def first(x):
        return x.sin()

    def second(x):
        return x.cos()

    if AFTER:  # each function compiled under the decorator: a frame of its own
        calls = [timed(compile(f, backend="eager")) for f in (first, second)]
    else:  # the decorated functions compiled: one wrapper frame for both
        calls = [compile(timed(f), backend="eager") for f in (first, second)]
    for call in calls:
        call(torch.ones(4))


def case_compile_wrapped_method():
    # torch.compile of a decorated bound method runs it through Dynamo's one wrapper frame (`inner`,
    # external_utils.py): the second method is a recompile of it (`fn.__func__.__code__`).
    class CompileWrappedMethodCase(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = torch.nn.Linear(4, 4)

        if AFTER:  # compiled under the decorator: a frame of each method's own
            @torch.no_grad()
            @compile(backend="eager")
            def first(self, x):
                return self.lin(x).sin()

            @torch.no_grad()
            @compile(backend="eager")
            def second(self, x):
                return self.lin(x).cos()
        else:
            @torch.no_grad()
            def first(self, x):
                return self.lin(x).sin()

            @torch.no_grad()
            def second(self, x):
                return self.lin(x).cos()

    m = CompileWrappedMethodCase()
    calls = [m.first, m.second] if AFTER else [compile(m.first, backend="eager"), compile(m.second, backend="eager")]
    for call in calls:
        call(torch.ones(2, 4))


def case_same_type():
    @compile(backend="eager")
    def same_type_case(x, y):
        return x * y[0]

    same_type_case(torch.ones(4), [2.0])
    same_type_case(torch.ones(4), [2.0] if AFTER else (2.0,))


def case_reuse_object():
    @compile(backend="eager")
    def reuse_object_case(x, fn):
        return fn(x) * 2

    x = torch.ones(4)
    for fn in (torch.sin, torch.cos):
        if AFTER:  # the choice made outside the compiled function, which gets its result
            reuse_object_case(fn(x), torch.neg)
        else:
            reuse_object_case(x, fn)


def case_same_global_state():
    @compile(backend="eager")
    def same_global_state_case(x):
        return x * 2

    same_global_state_case(torch.ones(4))
    if AFTER:
        same_global_state_case(torch.ones(4))
    else:
        with torch.no_grad():
            same_global_state_case(torch.ones(4))


def case_mark_before_first_call():
    @compile(backend="eager")
    def mark_before_first_call_case(x):
        return x * 2

    x = torch.ones(4)
    if AFTER:
        torch._dynamo.mark_dynamic(x, 0)
    mark_before_first_call_case(x)
    y = torch.ones(4)
    torch._dynamo.mark_dynamic(y, 0)
    mark_before_first_call_case(y)


def case_same_arguments():
    def inner(x, **kwargs):
        return x * kwargs.get("scale", 1) + kwargs.get("shift", 0)

    @compile(backend="eager")
    def same_arguments_case(x, **kwargs):
        return inner(x, **kwargs)

    x = torch.ones(4)
    # after: the optional argument passed on every call, with its neutral value
    same_arguments_case(x, scale=2, shift=0) if AFTER else same_arguments_case(x, scale=2)
    same_arguments_case(x, scale=2, shift=0)


def case_same_device():
    @compile(backend="eager")
    def same_device_case(x):
        return x * 2

    same_device_case(torch.ones(4))
    same_device_case(torch.ones(4, device="cpu" if AFTER else "meta"))


def case_stable_attributes():
    class Options:
        pass

    @compile(backend="eager")
    def stable_attributes_case(x, o):
        return x * (o.scale if hasattr(o, "scale") else 1)

    o = Options()
    if AFTER:  # the attribute set once, before the first compiled call
        o.scale = 2
    stable_attributes_case(torch.ones(4), o)
    o.scale = 2
    stable_attributes_case(torch.ones(4), o)


def case_shape_branch():
    @compile(backend="eager", dynamic=True)
    def shape_branch_case(x):
        if not AFTER and x.shape[0] > 20:  # before: the branch on a size is inside the compiled function
            x = x * 2
        return x.softmax(-1)

    for n in (9, 19, 31):
        x = torch.randn(n, 8)
        if AFTER and x.shape[0] > 20:  # after: the decision taken before the call
            x = x * 2
        shape_branch_case(x)


def _break(t):
    print("graph break")
    return t


def case_fix_graph_break():
    @compile(backend="eager", dynamic=False)
    def fix_graph_break_case(x):
        # before: a break in the middle of the expression hands torch.relu(x) to a resume function
        return torch.relu(x) + (x if AFTER else _break(x)) * 2

    fix_graph_break_case(torch.ones(4))
    fix_graph_break_case(torch.ones(5))


def case_static_cache():
    from transformers import LlamaConfig, LlamaForCausalLM
    torch.manual_seed(0)
    model = LlamaForCausalLM(LlamaConfig(vocab_size=96, hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                                         num_attention_heads=2, num_key_value_heads=1,
                                         max_position_embeddings=64)).eval()
    model.forward = torch.compile(model.forward, backend="eager")
    kwargs = dict(max_new_tokens=4, do_sample=False)
    if AFTER:
        kwargs["cache_implementation"] = "static"
    with torch.no_grad():
        model.generate(torch.randint(0, 96, (1, 8)), **kwargs)


CASES = {name[5:]: fn for name, fn in globals().items() if name.startswith("case_")}

if __name__ == "__main__":
    for name in sys.argv[2:] or CASES:
        CASES[name]()
        torch._dynamo.reset()
