#pragma once

#include <QHash>
#include <QPlainTextEdit>

namespace cs::viewers {

// Shows a user source line in context: the file itself when it exists on this machine
// (read as text, never run), otherwise the lines PyTorch recorded.
class SourceView : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit SourceView(QWidget *parent = nullptr);
    // Returns whether the local file was shown.
    bool showLocation(const QString &file, int line, const QString &recorded);

private:
    QHash<QString, QString> m_cache;
};

} // namespace cs::viewers
