#pragma once

#include "core/graph/provenance.h"

#include "viewers/widgets/backgroundwork.h"

#include <QWidget>

#include <array>
#include <memory>
#include <utility>

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace cs {
struct LoadedRun;
}

namespace cs::viewers {

class EmptyState;

// Provenance in three panes: a post-grad graph's pre-grad graph, the post-grad graph and the
// generated code side by side (Inductor's provenance tracking records, FORMATS §2.12).
// Clicking a line in one pane highlights what it came from and what it became in the other two
// and scrolls them there: a pre-grad node → its post-grad nodes → the kernels computing them;
// a kernel call → its post-grad nodes → the model's nodes and their source lines.
class ProvenancePane : public QWidget {
    Q_OBJECT
public:
    explicit ProvenancePane(QWidget *parent = nullptr);
    ~ProvenancePane() override;
    void setRun(std::shared_ptr<const LoadedRun> run);
    void followCompile(int log, const QString &compileId); // its first graph with provenance shown
    // What a click on `line` (0-based) of `pane` does.
    void selectLine(ProvenanceTexts::Pane pane, int line);
    QComboBox *graphs() const { return m_graphs; }
    QPlainTextEdit *pane(ProvenanceTexts::Pane p) const { return m_edits[size_t(p)]; }
    const ProvenanceLinks &links() const { return m_links; }
    QString status() const;

Q_SIGNALS:
    void graphShown(const QString &graphId); // a graph's three texts are shown (or the empty state)

protected:
    void showEvent(QShowEvent *event) override;

private:
    void listGraphsLater();
    void showGraph(int index); // read off the UI thread, then shown (showTexts)
    void showTexts(int index, const Result<ProvenanceTexts> &texts);
    void highlight(ProvenanceTexts::Pane clicked);

    std::shared_ptr<const LoadedRun> m_run;
    QList<GraphEntry> m_all, m_entries; // the run's graphs; those with provenance (the combo's)
    std::shared_ptr<const ProvenanceTexts> m_texts;
    ProvenanceLinks m_links;
    QComboBox *m_graphs = nullptr;
    QLabel *m_status = nullptr;
    std::array<QLabel *, ProvenanceTexts::PaneCount> m_titles {};
    std::array<QPlainTextEdit *, ProvenanceTexts::PaneCount> m_edits {};
    EmptyState *m_empty = nullptr;
    std::pair<int, QString> m_follow { -1, {} };
    bool m_pending = false, m_updating = false;
    int m_generation = 0;
    int m_showing = 0; // the latest graph asked for: older reads that finish later are dropped
    BackgroundWork m_work; // last: waits for the workers while the rest is still there
};

} // namespace cs::viewers
