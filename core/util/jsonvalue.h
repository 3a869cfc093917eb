#pragma once

#include <QJsonValue>
#include <QString>

#include <cmath>

namespace cs {

// A whole number from a Qt JSON value (times `scale`: seconds to milliseconds), rounded; 0 for
// what no qint64 holds — NaN, infinities, 1e300 — whose conversion would be undefined. The one
// reader of whole numbers from QJsonValue (the simdjson readers use json::integer).
inline qint64 wholeNumber(const QJsonValue &v, double scale = 1)
{
    const double d = v.toDouble() * scale;
    return std::isfinite(d) && std::abs(d) < 9.2e18 ? static_cast<qint64>(std::llround(d)) : 0;
}

// A text, or null when empty: how JSON outputs say "not recorded".
inline QJsonValue orNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue() : QJsonValue(s);
}

} // namespace cs
