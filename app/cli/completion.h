#pragma once

#include "cli/clicommand.h"

#include <QByteArray>

namespace cs::app {

// Shell completion scripts generated from the command registry, so every command and option
// completes as soon as it is registered. The build writes them and `cmake --install` puts
// them where bash-completion and zsh look.
QByteArray bashCompletion();
QByteArray zshCompletion();

// `compilescope completion bash|zsh [-o FILE]`.
extern const CliCommand completionCli;

} // namespace cs::app
