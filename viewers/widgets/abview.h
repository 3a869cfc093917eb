#pragma once

#include "core/ab/abresult.h"
#include "core/ab/abwhy.h"

#include <QWidget>

#include <memory>

class QChartView;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSortFilterProxyModel;
class QSplitter;
class QTabWidget;
class QTableView;

namespace cs::viewers {

class AbResultsModel;

// The A/B view: what an A/B found (core/ab) in one window. The table lists every compiled
// region in every mode with its steady state, intervals, speedup, warm-up, break-even, parity,
// memory and verdict; for the selected row, the per-call times of the region in every mode
// and process (warm-up calls as large points), the distributions of the steady calls, and the
// numbers in words. When the A/B recorded a run per mode (`ab --record`), the buttons open the
// region's compile ids, graph breaks or kernels in that run (openRecordedRun). Everything from
// the user's program is shown as plain text. The "Why?" tab explains a compiled mode that is
// slower than eager or not clearly faster: its causes ranked, with evidence and next steps.
class AbView : public QWidget {
    Q_OBJECT
public:
    explicit AbView(QWidget *parent = nullptr);
    ~AbView() override;

    void setResult(std::shared_ptr<const ab::AbResult> result);
    const ab::AbResult *result() const { return m_result.get(); }
    bool selectRow(int region, const QString &mode);
    AbResultsModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QString detailsText() const;
    QString whyPanelText() const;
    QTabWidget *detailTabs() const { return m_tabs; }
    const ab::WhyReport &why() const { return m_why; }
    QString headerText() const;

Q_SIGNALS:
    // view: "details" (the compile ids), "breaks" or "kernels"
    void openRecordedRun(const QString &dir, const QString &compileId, const QString &view);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void onCurrentChanged();
    // The Verdict column (the last, stretched) gets at least ~36 characters: the Region column
    // (its tooltip holds the whole key) gives up what the verdict lacks, down to ~16 characters.
    void fitVerdictColumn();
    QString describe(const ab::RegionResult &g, const ab::ModeResult &m) const;

    std::shared_ptr<const ab::AbResult> m_result;
    AbResultsModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    int m_regionWidth = 0; // the Region column as wide as its contents
    QSplitter *m_split = nullptr, *m_charts = nullptr;
    QLabel *m_header = nullptr;
    QChartView *m_series = nullptr, *m_distribution = nullptr;
    QPlainTextEdit *m_details = nullptr;
    // The "Why?" panel (ab --why, core/ab/abwhy.h): the ranked causes of the selected row.
    QPlainTextEdit *m_whyPanel = nullptr;
    QTabWidget *m_tabs = nullptr;
    ab::WhyReport m_why;
    QPushButton *m_compiles = nullptr, *m_breaks = nullptr, *m_kernels = nullptr;
    int m_chartRegion = -1;
};

} // namespace cs::viewers
