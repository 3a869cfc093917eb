#pragma once

#include <QTemporaryDir>

// A benchmark of the window starts from no settings: a view or a window size remembered by an
// earlier run (the Fusion tab left open) would change what it measures. Made before the
// application object, so every settings file goes to an empty folder removed at exit.
struct FreshSettings {
    QTemporaryDir dir;
    FreshSettings() { qputenv("XDG_CONFIG_HOME", dir.path().toUtf8()); }
};
