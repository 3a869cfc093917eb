#pragma once

#include "core/ranks/rankmodel.h"

#include <QWidget>

#include <memory>
#include <vector>

namespace cs::viewers {

// Every rank's compiles on one time axis (compilation_metrics start and end, the processes'
// wall clocks): a lane per rank, a bar per compile coloured by outcome, the first divergence
// and the selected compile outlined. Ranks waiting on one rank's compile show as that rank's
// longer bars. Clicking a bar selects that compile (compileClicked).
class RankTimeline : public QWidget {
    Q_OBJECT
public:
    explicit RankTimeline(QWidget *parent = nullptr);
    void setAnalysis(std::shared_ptr<const ranks::RankAnalysis> analysis);
    void setCurrent(int rank, int compile); // indices into RankAnalysis::ranks / RankRun::compiles
    int barCount() const; // compiles with a recorded start and end, for tests
    // Hours between the ranks' first compiles when they were too far apart for one axis (groups of
    // ranks then start together); 0 when they share one.
    double ranksApartHours() const { return m_apartHours; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void compileClicked(int rank, int compile);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    struct Bar {
        int rank, compile;
        QRectF rect;
    };
    QList<Bar> layoutBars() const;

    std::shared_ptr<const ranks::RankAnalysis> m_analysis;
    double m_firstUs = 0, m_lastUs = 0;
    // Per rank (RankAnalysis::ranks order): subtracted from its times when the logs start more
    // than ClockGapUs apart, so each group of ranks within the gap of each other starts where the
    // first group does (their skew within a group kept); 0 otherwise.
    std::vector<double> m_offsetUs;
    double m_apartHours = 0; // how far apart the ranks' first compiles were, when they were aligned
    static constexpr double ClockGapUs = 3600e6;
    int m_rank = -1, m_compile = -1;
};

} // namespace cs::viewers
