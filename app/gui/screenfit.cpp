#include "gui/screenfit.h"

#include <QScreen>
#include <QWidget>

namespace cs::app {

void fitToScreen(QWidget *window)
{
    if (!window || window->isMaximized() || window->isFullScreen())
        return;
    const QScreen *s = window->screen();
    if (!s)
        return;
    const QRect available = s->availableGeometry();
    const QSize frame = window->frameGeometry().size() - window->geometry().size(); // decorations, once known
    const QSize most = (available.size() * 0.94 - frame).expandedTo(window->minimumSizeHint());
    if (window->width() <= most.width() && window->height() <= most.height()
        && available.contains(window->frameGeometry()))
        return;
    window->resize(window->size().boundedTo(most));
    window->move(
        available.center() - QPoint(window->frameGeometry().width() / 2, window->frameGeometry().height() / 2));
}

} // namespace cs::app
