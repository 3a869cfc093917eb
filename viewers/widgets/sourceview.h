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
    // Returns whether the local file was shown. `lineText`: the line as the run recorded it; where
    // the local file reads otherwise there, it is another version of the file: the recorded line
    // is looked for nearby and marked there, said in a first line, or the record is shown instead.
    bool showLocation(const QString &file, int line, const QString &recorded, const QString &lineText = {});

private:
    QHash<QString, QString> m_cache;
};

} // namespace cs::viewers
