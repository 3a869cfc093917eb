#pragma once

#include <QStringList>

#include <span>

namespace cs::app {

// Exit statuses every command shares (README "Exit codes", `compilescope help`).
enum ExitCode : int {
    ExitOk = 0,
    ExitFailed = 1, // the input could not be read or analysed, or the command could not do its work
    ExitUsage = 2, // unknown command or option, a missing or bad argument
    ExitGate = 3, // a check the user asked for found what it looks for (a gate: a change, a regression)
};

// Texts below are English literals marked QT_TRANSLATE_NOOP("cs::app::Cli", ...): `help`
// translates them when it shows them; completion scripts use them as they are.
struct CliOption {
    const char *name; // "--db", "-o"
    // nullptr for a flag. Otherwise the value's placeholder: FILE or DIR (completed as paths),
    // choices separated by '|' ("json|dot|svg"), or a word such as N, ID or REGEX.
    const char *value;
    const char *help;
};

// One command of the command line: what `help`, `NAME --help`, completion and the dispatcher
// know about it. The handler parses its own arguments; it answers an unknown option with a
// message naming it and ExitUsage. `-h`/`--help` never reach it (the dispatcher shows the help).
struct CliCommand {
    const char *name;
    const char *summary; // one line for `compilescope help`
    const char *usage; // what follows `compilescope NAME` (not translated); lines separated by '\n'
    const char *description; // a paragraph for `help NAME`, or nullptr
    std::span<const CliOption> options;
    // Positional arguments, for completion: "PATH" (files and folders), "COMMAND" (command
    // names), choices separated by '|', or nullptr (none).
    const char *operands;
    const char *exitCodes; // command-specific exit statuses, one per line ("1  ..."), or nullptr
    int (*run)(const QStringList &arguments); // the arguments after the command word
};

// The registry (commands.cpp): every command, in the order `help` lists them.
std::span<const CliCommand *const> cliCommands();
const CliCommand *findCliCommand(const QString &name);

// Options before the command word, shared by every command and the app window (--language).
std::span<const CliOption> globalOptions();
// Options of the app window (`compilescope [OPTION...] [PATH...]`), for help, completion and
// the window's own parser.
std::span<const CliOption> windowOptions();

} // namespace cs::app
