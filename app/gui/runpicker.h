#pragma once

#include <QFileDialog>

namespace cs::app {

// The file dialog of File ▸ Compare With…: it chooses files or folders. A folder selected (or
// typed) and then Choose is a run folder, taken whole as Open Folder takes it (a recorded run:
// its trace, TORCH_LOGS text, debug folder and fusion log); a double-click still enters it.
class RunPicker : public QFileDialog {
    Q_OBJECT
public:
    RunPicker(QWidget *parent, const QString &caption, bool several);
    // What was chosen, as the compare window opens it (runPaths).
    QStringList chosen() const;
    void accept() override;
    // A recorded run is its folder (its manifest.json picked); a profile database its newest run.
    static QStringList runPaths(QStringList picked);

private:
    QStringList m_folders; // chosen folders
};

} // namespace cs::app
