#pragma once

// Small .pt2 archives whose reading once took minutes to hours (issue 40, point 1), generated at
// run time: a few MB each, every one a valid archive the readers must read in time linear (or
// n log n) in its size. Sizes are parameters (`n`: the count the old readers were quadratic in):
// tst_pt2timebombs reads them at the sizes of the report, or near them.
#include "tests/core/storedzip.h"

#include <QByteArray>

namespace hostilept2 {

inline QByteArray num(qsizetype n)
{
    return QByteArray::number(n);
}

// A program of one user input `x` (shape `shape`), the given nodes, returning `x`.
inline QByteArray program(const QByteArray &nodes = {}, const QByteArray &extraInputs = {},
    const QByteArray &tensors = R"("x": {"dtype": 7, "sizes": [{"as_int": 4}]})", const QByteArray &ranges = {},
    const QByteArray &specs = R"({"user_input": {"arg": {"as_tensor": {"name": "x"}}}})")
{
    return R"({"schema_version": {"major": 8, "minor": 17}, "torch_version": "2.11.0", "range_constraints": {)" + ranges
        + R"(}, "graph_module": {"graph": {"inputs": [{"as_tensor": {"name": "x"}})" + extraInputs
        + R"(], "outputs": [{"as_tensor": {"name": "x"}}], "nodes": [)" + nodes + R"(], "tensor_values": {)" + tensors
        + R"(}}, "signature": {"input_specs": [)" + specs
        + R"(], "output_specs": [{"user_output": {"arg": {"as_tensor": {"name": "x"}}}}]}}})";
}

// a. An AOTInductor wrapper that checks `n` inputs, each f32[8] (the checks torch writes).
inline storedzip::Writer manyInputs(int n)
{
    QByteArray w = "AOTI_NOINLINE static void check_inputs(AtenTensorHandle* input_handles) {\n";
    for (int i = 0; i < n; ++i) {
        const QByteArray a = "arg" + num(i) + "_1", at = "input_handles[" + num(i) + "]";
        w += "    ConstantHandle " + a + " = ConstantHandle(" + at + ");\n";
        w += "    int32_t " + a + "_expected_dtype = aoti_torch_dtype_float32();\n";
        w += "    auto " + a + "_size = " + a + ".sizes();\n";
        w += "    if (8 != " + a + "_size[0]) {\n";
        w += "        ss << \"" + at + ": unmatched dim value at 0, \"\n";
        w += "           << \"expected: 8, \" << \"but got: \" << " + a + "_size[0]\n";
        w += "    }\n";
    }
    w += "}\n";
    storedzip::Writer z;
    z.add("pkg/data/aotinductor/model/w.wrapper.cpp", w);
    z.add("pkg/archive_format", "pt2");
    return z;
}

// b. `n` generated kernels, each launched once after a `Topologically Sorted Source Nodes`
// comment that names the program's input (one node computed by every launch).
inline storedzip::Writer manyLaunches(int n)
{
    QByteArray w = "void AOTInductorModel::run_impl() {\n";
    for (int i = 0; i < n; ++i) {
        w += "    // Topologically Sorted Source Nodes: [x], Original ATen: [aten.relu]\n";
        w += "    cpp_fused_relu_" + num(i) + "((float*)(buf0.data_ptr()));\n";
    }
    w += "}\n";
    storedzip::Writer z;
    z.add("pkg/data/aotinductor/model/w.wrapper.cpp", w);
    z.add("pkg/models/model.json", program());
    return z;
}

// c. `n` programs (models/m<i>.json), each with its weights config of one weight.
inline storedzip::Writer manyPrograms(int n)
{
    storedzip::Writer z;
    const QByteArray p = program();
    for (int i = 0; i < n; ++i) {
        z.add("pkg/models/m" + num(i) + ".json", p);
        z.add("pkg/data/weights/m" + num(i) + "_weights_config.json",
            R"({"config": {"w": {"path_name": "weight_)" + num(i)
                + R"(", "is_param": true, "use_pickle": false, "tensor_meta": {"dtype": 7, "sizes": [{"as_int": 1}]}}}})");
        z.add("pkg/data/weights/weight_" + num(i), "abcd");
    }
    return z;
}

// d. `n` user inputs, each shaped by the same `n` symbols and a long name of one letter, and a
// range for each symbol. Some symbols are no names: a `(` that is no valid pattern, and one that
// as a pattern backtracks on the long name until PCRE2's match limit (`(s+)+x`).
inline storedzip::Writer manyRanges(int n)
{
    QByteArray inputs, tensors, ranges, specs;
    QByteArray sizes = R"({"as_expr": {"expr_str": ")" + QByteArray(40, 's') + R"(", "hint": {"as_int": 4}}})";
    for (int s = 0; s < n; ++s) {
        const QByteArray symbol = s % 3 == 0 ? "s" + num(s) : s % 3 == 1 ? "(s" + num(s) : "(s+)+x" + num(s);
        sizes += R"(, {"as_expr": {"expr_str": "s)" + num(s) + R"(", "hint": {"as_int": 4}}})";
        ranges += (s ? ", " : "") + QByteArray("\"") + symbol + R"(": {"min_val": 2, "max_val": 64})";
    }
    tensors = R"("x": {"dtype": 7, "sizes": [)" + sizes + "]}";
    specs = R"({"user_input": {"arg": {"as_tensor": {"name": "x"}}}})";
    for (int i = 0; i < n; ++i) {
        const QByteArray name = "in" + num(i);
        inputs += R"(, {"as_tensor": {"name": ")" + name + "\"}}";
        tensors += ", \"" + name + R"(": {"dtype": 7, "sizes": [)" + sizes + "]}";
        specs += R"(, {"user_input": {"arg": {"as_tensor": {"name": ")" + name + "\"}}}}";
    }
    storedzip::Writer z;
    z.add("pkg/models/model.json", program({}, inputs, tensors, ranges, specs));
    return z;
}

// e. `n` nodes whose results all carry one name.
inline storedzip::Writer sharedNames(int n)
{
    QByteArray nodes;
    for (int i = 0; i < n; ++i)
        nodes += (i ? ", " : "")
            + QByteArray(R"({"target": "torch.ops.aten.relu.default", "inputs": [{"name": "self", "arg": )"
                         R"({"as_tensor": {"name": "x"}}, "kind": 1}], "outputs": [{"as_tensor": {"name": "v"}}]})");
    storedzip::Writer z;
    z.add("pkg/models/model.json", program(nodes));
    return z;
}

} // namespace hostilept2
