#include "gui/runpicker.h"

#include <QFileInfo>

#include <algorithm>

namespace cs::app {

RunPicker::RunPicker(QWidget *parent, const QString &caption, bool several)
    : QFileDialog(parent, caption)
{
    // Qt's own dialog: the platform's cannot take a folder and a file in one picker.
    setOption(QFileDialog::DontUseNativeDialog);
    setFileMode(several ? QFileDialog::ExistingFiles : QFileDialog::ExistingFile);
    setNameFilters({ tr("Runs: folders, trace logs, TORCH_LOGS text, profile databases (*)"),
        tr("Trace logs (*.log *.txt *.gz *.zst *.json *.pt2)"), tr("Profile databases (*.db)") });
    setLabelText(QFileDialog::Accept, tr("&Choose"));
    setLabelText(QFileDialog::FileName, tr("File or folder:"));
}

void RunPicker::accept()
{
    const QStringList picked = selectedFiles();
    if (!picked.isEmpty()
        && std::all_of(picked.begin(), picked.end(), [](const QString &p) { return QFileInfo(p).isDir(); })) {
        m_folders = picked;
        QDialog::accept(); // chosen, not entered
        return;
    }
    m_folders.clear();
    QFileDialog::accept();
}

QStringList RunPicker::chosen() const
{
    return runPaths(m_folders.isEmpty() ? selectedFiles() : m_folders);
}

QStringList RunPicker::runPaths(QStringList picked)
{
    for (QString &p : picked) {
        const QFileInfo fi(p);
        if (fi.fileName() == QLatin1String("manifest.json"))
            p = fi.absolutePath();
        else if (fi.isFile() && fi.suffix() == QLatin1String("db"))
            p = QStringLiteral("db:") + p;
    }
    picked.removeAll(QString());
    return picked;
}

} // namespace cs::app
