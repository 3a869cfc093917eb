#pragma once

#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"
#include "core/ranks/rankmodel.h"
#include "viewers/widgets/backgroundwork.h"

#include <QWidget>

#include <memory>

class QLabel;
class QTableWidget;

namespace cs::viewers {

class EmptyState;
class RankTimeline;

// The Ranks view of a distributed run (issue 26): the matrix of compile ids × ranks, each cell
// coloured by outcome and marked where ranks part; the groups of ranks that did the same; the
// first divergence (which compile, on which ranks, why) selected on open; the collective
// sequences side by side with the first mismatch marked; and one compile timeline with every
// rank on one time axis. The rank model (core/ranks) is built off the UI thread when the view
// is first shown, the same one `compilescope ranks` prints. Selecting a cell selects that
// rank's compile everywhere (compileChosen); a compile selected elsewhere is selected here.
class RanksPane : public QWidget {
    Q_OBJECT
public:
    explicit RanksPane(QWidget *parent = nullptr);
    void setRun(std::shared_ptr<const LoadedRun> run);
    void followCompile(const CompileRef &ref); // selects its cell, without echo
    // For tests: the analysis shown (null until built), the matrix and the collectives.
    const ranks::RankAnalysis *analysis() const { return m_analysis.get(); }
    QTableWidget *matrix() const { return m_matrix; }
    QTableWidget *collectives() const { return m_collectives; }
    QString headline() const;
    EmptyState *emptyState() const { return m_empty; }

Q_SIGNALS:
    void compileChosen(const cs::CompileRef &ref);
    void analysed(); // the rank model is built and shown

protected:
    void showEvent(QShowEvent *event) override;

private:
    void ensureAnalysed();
    void showAnalysis(std::shared_ptr<const ranks::RankAnalysis> analysis, int generation);
    void fillMatrix();
    void fillCollectives();
    void selectDivergence();
    void onCellChosen(int row, int column);

    std::shared_ptr<const LoadedRun> m_run;
    std::shared_ptr<const ranks::RankAnalysis> m_analysis;
    int m_generation = 0;
    bool m_analysing = false, m_following = false;
    EmptyState *m_empty = nullptr;
    QLabel *m_header = nullptr, *m_groups = nullptr;
    QTableWidget *m_matrix = nullptr, *m_collectives = nullptr;
    RankTimeline *m_timeline = nullptr;
    BackgroundWork m_work;
};

} // namespace cs::viewers
