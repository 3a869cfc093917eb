// The command registry. A new command: define `extern const CliCommand fooCli` beside its
// handler (see graphcommand.cpp), declare it in its header, and add `&fooCli` below. `help`,
// `foo --help`, completion scripts, the unknown-command answer and tst_cli pick it up from here.
#include "cli/clicommand.h"

#include "cli/abcommand.h"
#include "cli/autotunecommand.h"
#include "cli/codecommand.h"
#include "cli/completion.h"
#include "cli/diffcommand.h"
#include "cli/fleetcommand.h"
#include "cli/fusioncommand.h"
#include "cli/graphcommand.h"
#include "cli/helptext.h"
#include "cli/mcpcommand.h"
#include "cli/profilecommand.h"
#include "cli/rankscommand.h"
#include "cli/recordcommand.h"
#include "cli/reportcommand.h"
#include "cli/runcommands.h"
#include "cli/versioncommand.h"

#include <QCoreApplication>

namespace cs::app {
namespace {

constexpr const CliCommand *Commands[] = {
    &summaryCli,
    &explainCli,
    &graphCli,
    &fusionCli,
    &profileCli,
    &autotuneCli,
    &codeCli,
    &recordCli,
    &abCli,
    &diffCli,
    &ranksCli,
    &fleetCli,
    &reportCli,
    &mcpCli,
    &versionCli,
    &helpCli,
    &completionCli,
};

constexpr CliOption GlobalOptions[] = {
    { "--language", "LANG",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "user-interface language: en, de or zh_CN (default: the system's); JSON output stays English") },
};

constexpr CliOption WindowOptions[] = {
    { "--view",
        "fix|details|breaks|recompiles|failures|cudagraphs|guards|time|graph|kernels|fusion|passes|provenance|ranks|"
        "messages|"
        "inputs|ab|"
        "why|fleet|"
        "fleet-sites-time|fleet-sites-jobs|fleet-causes|fleet-phases|fleet-failing|fleet-unreadable|fleet-compare",
        QT_TRANSLATE_NOOP("cs::app::Cli", "view to show once the run is loaded") },
    { "--compile", "ID", QT_TRANSLATE_NOOP("cs::app::Cli", "compile id to select once loaded (e.g. 0/1)") },
    { "--screenshot", "FILE",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "save the window as PNG once loaded, then quit (exit status 1 when the input could not be opened)") },
};

} // namespace

std::span<const CliCommand *const> cliCommands()
{
    return Commands;
}

const CliCommand *findCliCommand(const QString &name)
{
    for (const CliCommand *c : Commands)
        if (name == QLatin1String(c->name))
            return c;
    return nullptr;
}

std::span<const CliOption> globalOptions()
{
    return GlobalOptions;
}

std::span<const CliOption> windowOptions()
{
    return WindowOptions;
}

} // namespace cs::app
