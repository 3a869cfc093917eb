#pragma once

#include "cli/clicommand.h"

#include <QStringList>

namespace cs::app {

// `compilescope code PATH... --kernel NAME [--line N | --stage KEY | --find TEXT] [--json]`: a
// Triton kernel's code down the stack (kernel module, TTIR, TTGIR, LLVM IR, PTX, SASS) tied line by
// line through the debug locations. JSON schema: core/report/KERNELCODE_JSON.md.
int codeCommand(const QStringList &args);
extern const CliCommand codeCli;

} // namespace cs::app
