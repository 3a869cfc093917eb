#pragma once

#include <QString>

class QIcon;

namespace cs::app {

// The app's look: the platform's palette (which follows the desktop's light or dark setting),
// or a light or dark palette chosen in Preferences. Applied live to every window.
enum class Theme { System, Light, Dark };

Theme themeFromName(const QString &name); // "system", "light", "dark"; anything else: System
QString themeName(Theme theme);
void applyTheme(Theme theme);
Theme currentTheme();
// True when the application palette is dark (whichever theme made it so).
bool paletteIsDark();

// An icon of resources/icons/<name>.svg. The SVGs draw in `currentColor`, painted in the
// palette's text colour at paint time, at the device pixel ratio: crisp at any scale, and
// legible on light and dark palettes alike.
QIcon themedIcon(const QString &name);

} // namespace cs::app
