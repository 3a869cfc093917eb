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

Q_SIGNALS:
    void compileSelected(const cs::CompileRef &ref, const QObject *origin);

private:
    CompileRef m_current;
};

} // namespace cs::viewers
