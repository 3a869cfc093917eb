#pragma once

#include "core/analysis/explain.h"

#include <QObject>

namespace cs::viewers {

// The compile the user is looking at, shared by every view: a view that changes it says so
// here, and every other view follows. Views never call each other.
class SelectionContext : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    CompileRef current() const { return m_current; }
    void select(const CompileRef &ref, const QObject *origin)
    {
        if (!ref.isValid())
            return;
        m_current = ref;
        Q_EMIT compileSelected(ref, origin);
    }
    // Forgets the compile (no signal): its indices belong to a run that is being replaced. The
    // window calls it before it shows another run, or a new state of a followed one, whose
    // compiles may be fewer (a log emptied and written again).
    void reset() { m_current = {}; }
    // A kernel or graph node selected in one view (`compileId` as the trace's overview prints
    // it, `1/0`; `name`: a kernel, a post-grad node or a scheduler node): the views that show
    // it select it too. A view following this never re-publishes it (no echo).
    void selectItem(const QString &compileId, const QString &name, const QObject *origin)
    {
        if (m_publishing || name.isEmpty())
            return;
        m_publishing = true;
        Q_EMIT itemSelected(compileId, name, origin);
        m_publishing = false;
    }

Q_SIGNALS:
    void compileSelected(const cs::CompileRef &ref, const QObject *origin);
    void itemSelected(const QString &compileId, const QString &name, const QObject *origin);

private:
    CompileRef m_current;
    bool m_publishing = false;
};

} // namespace cs::viewers
