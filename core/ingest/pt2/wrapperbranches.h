#pragma once

#include <QHash>
#include <QString>

#include <vector>

namespace cs {

// Which branch of a torch.cond or while_loop each line of an Inductor C++ wrapper stands in
// (KernelLaunch::branch), read from the wrapper's shape (cpp_wrapper_cpu.py, PyTorch 2.4+):
//
//     if (buf1_scalar) {              while (1) {
//         // subgraph: true_graph_0       // subgraph: while_loop_cond_graph_0
//         ...                             ...
//     } else {                            if (!buf2_cond_result_scalar) break;
//         // subgraph: false_graph_0      // subgraph: while_loop_body_graph_0
//         ...                             ...
//     }                               }
//
// A `// subgraph: <name>` comment opens a branch that lasts while lines stay indented at least as
// deep as the comment; the line above it that is indented less says what it is a branch of: an
// `if` (side of a new conditional), the `} else {` of that `if` (the other side), or a `while`
// (a loop: its first sub-graph, the condition, runs at least once; the next, the body, maybe never).
// A sub-graph inlined anywhere else (invoke_subgraph) runs with the code around it: no branch.
// Feed every line in order.
class WrapperBranches {
public:
    void feed(const QString &line);
    // The branch the last line fed stands in ('/'-separated, outermost first); empty: none.
    QString current() const;

    // Deeper sub-graphs stay in the branch that holds them (a hostile wrapper nests without end).
    static constexpr size_t kMaxDepth = 32;

private:
    struct Open {
        qsizetype indent;
        QString segment;
    };
    struct Control {
        qsizetype indent;
        QString text; // trimmed
    };
    std::vector<Open> m_open;
    std::vector<Control> m_controls; // lines indented less than what follows them, innermost last
    QHash<qsizetype, int> m_ifs; // the last `if`'s conditional at each indent (one lookup per `else`)
    int m_next = 0;
};

} // namespace cs
