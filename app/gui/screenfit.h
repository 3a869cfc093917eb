#pragma once

class QWidget;

namespace cs::app {

// A top-level window never larger than the screen it opens on: a size asked for in logical
// pixels (1180×760) is 2360×1520 device pixels at 200% scale, more than a 1920×1080 screen, and
// its buttons end up off-screen. Called once the window is shown (its frame is known): shrinks
// it to the screen's available area, less a margin, and centres it there when it had to shrink.
void fitToScreen(QWidget *window);

} // namespace cs::app
