#pragma once

#include <QStringList>

class QCoreApplication;

namespace cs::app {

// The headless command line. Everything here runs without a display and uses the same core
// engine as the GUI. Commands live in a registry (clicommand.h, commands.cpp).

// What the words after the program name ask for. Only a word that names a file or folder (or
// looks like a path: it has a '/' or a '.') or an option of the window opens the window; any
// other first word is a command, known or not, answered without a display.
enum class Launch { Window, Command };
Launch launchFor(const QStringList &arguments);
// Whether a window can be shown: on Linux an X11 or Wayland display, or a platform chosen
// with QT_QPA_PLATFORM / -platform.
bool displayAvailable(const QStringList &arguments);

// Runs the command the arguments (after the program name) name, in `app` (no display needed):
// global options, `COMMAND --help`, unknown commands and options (exit 2, with a message),
// and window arguments given where no display is.
int runCli(QCoreApplication &app, const QStringList &arguments);

} // namespace cs::app
