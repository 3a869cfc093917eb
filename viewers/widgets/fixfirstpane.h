#pragma once

#include "core/report/fixlist.h"

#include <QWidget>

#include <vector>

class QTextBrowser;
class QUrl;

namespace cs::viewers {

// The window's first view of a run: what to fix first (core/report/fixlist.h, the list
// `explain` and the report rank): how much ran compiled, then each finding with its cost, why,
// the change to make and a link to the view holding its evidence (evidenceRequested).
class FixFirstPane : public QWidget {
    Q_OBJECT
public:
    explicit FixFirstPane(QWidget *parent = nullptr);
    void setExplanation(const Explanation &e);
    const std::vector<Fix> &fixes() const { return m_fixes; }
    QTextBrowser *browser() const { return m_browser; }
    QString text() const; // as shown, plain
    // The name a finding's link gives its view (Fix::view: breaks, recompiles, ...), as the tab says it.
    static QString viewTitle(const QString &view);

Q_SIGNALS:
    void evidenceRequested(int fix);
    void viewRequested(const QString &view); // a view a note points at (objectName: messages)

private:
    void openLink(const QUrl &url);

    QTextBrowser *m_browser = nullptr;
    std::vector<Fix> m_fixes;
};

} // namespace cs::viewers
