#include "gui/theme.h"

#include <QApplication>
#include <QFile>
#include <QHash>
#include <QIcon>
#include <QIconEngine>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QStyle>
#include <QStyleFactory>
#include <QSvgRenderer>

namespace cs::app {
namespace {

Theme g_theme = Theme::System;
QString g_systemStyle; // the style the platform chose, restored with Theme::System

QPalette lightPalette()
{
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    return fusion ? fusion->standardPalette() : QPalette(Qt::white);
}

QPalette darkPalette()
{
    const QColor window(0x2b, 0x2d, 0x31), base(0x1e, 0x1f, 0x22), text(0xdf, 0xe1, 0xe5);
    const QColor button(0x35, 0x37, 0x3c), highlight(0x2f, 0x6f, 0xc9), dim(0x8a, 0x8f, 0x98);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2c));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x42));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, dim);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x53));
    p.setColor(QPalette::Midlight, QColor(0x40, 0x43, 0x48));
    p.setColor(QPalette::Mid, QColor(0x25, 0x27, 0x2a));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1b, 0x1e));
    p.setColor(QPalette::Shadow, QColor(0x0e, 0x0f, 0x10));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb3, 0x8c, 0xff));
    for (auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, role, dim);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4d, 0x53));
    return p;
}

// Renders an SVG whose strokes and fills say `currentColor` in the palette's colours.
class SvgIconEngine : public QIconEngine {
public:
    explicit SvgIconEngine(QString path)
        : m_path(std::move(path))
    {
        QFile f(m_path);
        if (f.open(QIODevice::ReadOnly))
            m_svg = f.readAll();
    }
    QIconEngine *clone() const override { return new SvgIconEngine(*this); }
    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        QSvgRenderer renderer(coloured(mode));
        renderer.setAspectRatioMode(Qt::KeepAspectRatio);
        renderer.render(painter, rect);
    }
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        if (size.isEmpty())
            return {};
        QPixmap pm(size * scale);
        pm.fill(Qt::transparent);
        {
            QPainter p(&pm);
            paint(&p, QRect(QPoint(0, 0), pm.size()), mode, state);
        }
        pm.setDevicePixelRatio(scale);
        return pm;
    }
    QString key() const override { return QStringLiteral("cs_svg"); }
    bool isNull() override { return m_svg.isEmpty(); }

private:
    QByteArray coloured(QIcon::Mode mode) const
    {
        const QPalette pal = QApplication::palette();
        const QPalette::ColorGroup group = mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active;
        QByteArray svg = m_svg;
        svg.replace("currentColor", pal.color(group, QPalette::WindowText).name().toLatin1());
        // An accent for the parts that carry meaning (the record dot, the open arrow).
        svg.replace("accentColor",
            (mode == QIcon::Disabled ? pal.color(QPalette::Disabled, QPalette::WindowText)
                                     : pal.color(QPalette::Active, QPalette::Highlight))
                .name()
                .toLatin1());
        return svg;
    }

    QString m_path;
    QByteArray m_svg;
};

} // namespace

Theme themeFromName(const QString &name)
{
    if (name == QLatin1String("light"))
        return Theme::Light;
    if (name == QLatin1String("dark"))
        return Theme::Dark;
    return Theme::System;
}

QString themeName(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

void applyTheme(Theme theme)
{
    if (g_systemStyle.isEmpty() && QApplication::style())
        g_systemStyle = QApplication::style()->name();
    g_theme = theme;
    if (theme == Theme::System) {
        if (QApplication::style() && QApplication::style()->name() != g_systemStyle)
            QApplication::setStyle(g_systemStyle);
        QApplication::setPalette(QPalette()); // no palette of our own: the platform's
        return;
    }
    // A chosen palette needs a style that draws with the palette (a platform style may not).
    if (QApplication::style() && QApplication::style()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive))
        QApplication::setStyle(QStringLiteral("Fusion"));
    QApplication::setPalette(theme == Theme::Dark ? darkPalette() : lightPalette());
}

Theme currentTheme()
{
    return g_theme;
}

bool paletteIsDark()
{
    const QPalette p = QApplication::palette();
    return p.color(QPalette::Window).lightness() < p.color(QPalette::WindowText).lightness();
}

QIcon themedIcon(const QString &name)
{
    return QIcon(new SvgIconEngine(QStringLiteral(":/icons/%1.svg").arg(name)));
}

} // namespace cs::app
