#include "core/analysis/repeatedblocks.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

namespace cs {
namespace {

constexpr double MinCompileS = 1.0;
constexpr size_t CompilesReadPerLog = 3;

bool isIdentChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

bool allDigits(std::string_view s)
{
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The graph's lines that compute with what they name: a block called through invoke_subgraph
// (torch.compiler.nested_compile_region, compiled once) passes its parameters to that call, and
// the graph's signature and its `l_x_ = L_x_` lines name every input: neither is an inlined copy.
std::string inlinedCode(const std::string &code)
{
    if (code.find("invoke_subgraph(") == std::string::npos)
        return code;
    std::string out;
    size_t begin = 0;
    while (begin < code.size()) {
        size_t end = code.find('\n', begin);
        if (end == std::string::npos)
            end = code.size();
        const std::string_view line(code.data() + begin, end - begin);
        const size_t eq = line.find(" = ");
        const bool alias = eq != std::string_view::npos && line.find('(', eq) == std::string_view::npos
            && line.find(" = L_") != std::string_view::npos;
        if (line.find("invoke_subgraph(") == std::string_view::npos
            && line.find("def forward(") == std::string_view::npos && !alias)
            out.append(line).push_back('\n');
        begin = end + 1;
    }
    return out;
}

} // namespace

std::vector<std::pair<QString, int>> indexedModuleLists(std::string_view code)
{
    static constexpr std::string_view Sep = "_modules_";
    std::map<std::string, std::set<std::string>> entries; // container -> indices
    for (const std::string_view root : { std::string_view("_self_modules_"), std::string_view("_fn_modules_") }) {
        for (size_t at = code.find(root); at != std::string_view::npos; at = code.find(root, at + 1)) {
            // The name starts with `L` or `l` (the placeholder and its node).
            if (at == 0 || (code[at - 1] != 'L' && code[at - 1] != 'l') || (at >= 2 && isIdentChar(code[at - 2])))
                continue;
            size_t end = at + root.size();
            while (end < code.size() && isIdentChar(code[end]))
                ++end;
            const std::string_view name = code.substr(at + root.size(), end - at - root.size());
            // Tokens between `_modules_`: transformer, h, 7, attn, ...; the first all-digit one
            // is the entry of the list the tokens before it name.
            std::string container;
            for (size_t pos = 0; pos <= name.size();) {
                const size_t next = name.find(Sep, pos);
                const std::string_view token = name.substr(pos, next == std::string_view::npos ? next : next - pos);
                if (allDigits(token)) {
                    if (!container.empty())
                        entries[container].insert(std::string(token));
                    break;
                }
                if (next == std::string_view::npos)
                    break;
                container += (container.empty() ? "" : ".") + std::string(token);
                pos = next + Sep.size();
            }
        }
    }
    std::vector<std::pair<QString, int>> out;
    for (const auto &[container, indices] : entries)
        out.emplace_back(QString::fromStdString(container), int(indices.size()));
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    return out;
}

std::vector<RepeatedBlock> repeatedBlocks(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews)
{
    std::vector<RepeatedBlock> out;
    const bool multiRank = logs.size() > 1;
    for (size_t li = 0; li < logs.size() && li < overviews.size(); ++li) {
        const TraceLog &log = *logs[li];
        const auto &compiles = overviews[li]->compiles;
        if (std::any_of(
                log.records.begin(), log.records.end(), [](const TraceRecord &r) { return r.subgraph != UINT32_MAX; }))
            continue; // regions compiled already
        const double total = logCompileTimeS(compiles);
        std::vector<size_t> longest;
        for (size_t ci = 0; ci < compiles.size(); ++ci) {
            if (compiles[ci].compileTimeS >= MinCompileS)
                longest.push_back(ci);
        }
        std::stable_sort(longest.begin(), longest.end(),
            [&](size_t a, size_t b) { return compiles[a].compileTimeS > compiles[b].compileTimeS; });
        if (longest.size() > CompilesReadPerLog)
            longest.resize(CompilesReadPerLog);
        for (const size_t ci : longest) {
            const CompileSummary &c = compiles[ci];
            uint32_t graph = CompileSummary::NoRecord;
            for (const uint32_t r : c.records)
                if (r < log.records.size() && log.eventName(log.records[r]) == "dynamo_output_graph")
                    graph = r; // the last: the graph the compile ended with
            if (graph == CompileSummary::NoRecord)
                continue;
            const auto lists = indexedModuleLists(inlinedCode(log.payload(log.records[graph])));
            if (lists.empty() || lists.front().second < RepeatedBlockMinCopies)
                continue;
            RepeatedBlock b;
            b.log = int(li);
            b.compile = int(ci);
            const QString id = c.id.toString();
            b.compileId = rankedCompileId(id, log.rank, multiRank);
            b.function = c.displayFunction();
            b.file = c.displayFile();
            b.line = c.displayLine();
            b.container = lists.front().first;
            b.copies = lists.front().second;
            b.backwardS = std::max(0.0, c.backwardCompileTimeS);
            b.compileTimeS = c.compileTimeS + b.backwardS;
            b.runCompileTimeS = total;
            out.push_back(b);
        }
    }
    std::stable_sort(out.begin(), out.end(),
        [](const RepeatedBlock &a, const RepeatedBlock &b) { return a.compileTimeS > b.compileTimeS; });
    return out;
}

} // namespace cs
