#pragma once

#include "core/storage/profilestore.h"

#include <QWidget>

#include <vector>

QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE

namespace cs::viewers {

// One kernel's median and minimum time across the profile runs kept in the database, oldest
// first, a pair of lines per GPU (or CPU) it was measured on.
class KernelHistoryChart : public QWidget {
    Q_OBJECT
public:
    explicit KernelHistoryChart(QWidget *parent = nullptr);
    void setHistory(const QString &kernel, const std::vector<ProfileStore::HistoryPoint> &points);
    void clear(); // no kernel
    QString title() const;
    int pointCount() const { return m_points; }

private:
    QChartView *m_view = nullptr;
    int m_points = 0;
};

} // namespace cs::viewers
