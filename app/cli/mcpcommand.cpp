#include "cli/mcpcommand.h"

#include "cli/clifail.h"
#include "mcp/mcpserver.h"

#include <QCoreApplication>

#include <cstdio>
#include <unistd.h>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

} // namespace

const CliCommand mcpCli {
    "mcp",
    QT_TRANSLATE_NOOP("cs::app::Cli", "serve coding assistants: a Model Context Protocol server on stdin/stdout"),
    "[PATH...]",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "Answers MCP clients (protocol 2026-07-28, and 2024-11-05 to 2025-11-25 through `initialize`) with tools "
        "that map to the commands' --json output: open_run, summary, explain, recompiles, graphs, graph, fusion, "
        "diff, ranks, ab (a finished A/B folder), fleet (a fleet store), evidence. Results are paged to the budget the "
        "client sets. PATH...: the run a call that "
        "names none is about. It only reads files; nothing it reads is run. Messages go to stdout; everything "
        "else the server says goes to stderr."),
    {},
    "PATH",
    nullptr,
    mcpCommand,
};

int mcpCommand(const QStringList &args)
{
    QStringList paths;
    bool optionsEnded = false;
    for (const QString &a : args) {
        if (!optionsEnded && a == QLatin1String("--"))
            optionsEnded = true;
        else if (!optionsEnded && a.startsWith(QLatin1Char('-')) && a != QLatin1String("-"))
            return cliFail(Tr::tr("mcp: unknown option %1").arg(a), ExitUsage);
        else
            paths << a;
    }
    // The protocol owns stdout: it gets a descriptor of its own, and whatever else would
    // write to stdout (a library's print) goes to stderr instead of corrupting a message.
    const int protocolFd = ::dup(STDOUT_FILENO);
    std::FILE *protocol = protocolFd >= 0 ? ::fdopen(protocolFd, "w") : nullptr;
    if (!protocol)
        return cliFail(Tr::tr("mcp: cannot open the output"));
    std::fflush(stdout);
    ::dup2(STDERR_FILENO, STDOUT_FILENO);
    mcp::Tools tools(paths);
    if (!tools.startProblem().isEmpty())
        std::fprintf(stderr, "compilescope mcp: %s\n", qPrintable(cliText(tools.startProblem())));
    mcp::Server server(tools);
    const int rc = server.serve(stdin, protocol);
    std::fclose(protocol);
    return rc;
}

} // namespace cs::app
