#include "gui/preferencesdialog.h"

#include "gui/settings.h"
#include "language.h"

#include "core/profiling/runnerclient.h"
#include "viewers/widgets/kernelspane.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace cs::app {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_themeBefore(currentTheme())
{
    setWindowTitle(tr("Preferences"));
    setObjectName(QStringLiteral("preferences"));
    const int em = fontMetrics().height();

    m_theme = new QComboBox;
    m_theme->addItem(tr("System"), themeName(Theme::System));
    m_theme->addItem(tr("Light"), themeName(Theme::Light));
    m_theme->addItem(tr("Dark"), themeName(Theme::Dark));
    m_theme->setToolTip(tr("System follows the desktop's light or dark palette"));
    connect(m_theme, &QComboBox::currentIndexChanged, this,
        [this] { applyTheme(themeFromName(m_theme->currentData().toString())); });

    m_language = new QComboBox;
    const QString localeName = QLocale().nativeLanguageName();
    m_language->addItem(localeName.isEmpty() ? tr("System") : tr("System (%1)").arg(localeName), QString());
    for (const QString &code : availableLanguages()) {
        const QLocale l(code);
        // Each language named in itself, so that it can be found whatever is shown now.
        const QString native = code == QLatin1String("en") ? QStringLiteral("English") : l.nativeLanguageName();
        m_language->addItem(native.isEmpty() ? code : native, code);
    }
    m_language->setToolTip(tr("Takes effect at the next start; --language on the command line wins"));

    m_database = new QLineEdit;
    m_database->setPlaceholderText(viewers::KernelsPane::defaultDatabasePath());
    m_database->setToolTip(tr("The SQLite file that keeps kernel measurements; $COMPILESCOPE_DB wins when set"));
    m_runner = new QLineEdit;
    m_runner->setPlaceholderText(RunnerClient::locateBuiltIn());
    m_runner->setToolTip(tr("The compilescope-runner executable that launches kernels; $COMPILESCOPE_RUNNER wins "
                            "when set"));
    m_timeout = new QSpinBox;
    m_timeout->setRange(5, 3600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setToolTip(tr("A graph layout that takes longer is stopped; collapse more of the graph instead"));
    m_editor = new QLineEdit;
    m_editor->setToolTip(tr("Opens a source file from a finding: {file} and {line} are replaced; the file is "
                            "passed as one argument, never through a shell"));

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->addRow(tr("&Theme:"), m_theme);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("Profile &database:"), withBrowse(m_database, false));
    form->addRow(tr("Kernel &runner:"), withBrowse(m_runner, true));
    form->addRow(tr("&Graphviz layout timeout:"), m_timeout);
    form->addRow(tr("Source &editor command:"), m_editor);

    auto *note = new QLabel(tr("Settings are kept in %1").arg(Settings::filePath()));
    note->setForegroundRole(QPalette::PlaceholderText);
    note->setWordWrap(true);
    note->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons
        = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
        &PreferencesDialog::restoreDefaults);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addStretch(1);
    layout->addWidget(buttons);
    setMinimumWidth(em * 36);
    load();
}

QWidget *PreferencesDialog::withBrowse(QLineEdit *edit, bool executable)
{
    auto *box = new QWidget;
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(edit, 1);
    auto *browse = new QToolButton;
    browse->setText(tr("Browse…"));
    row->addWidget(browse);
    connect(browse, &QToolButton::clicked, this, [this, edit, executable] {
        const QString start = edit->text().isEmpty() ? edit->placeholderText() : edit->text();
        QString path;
        if (executable)
            path = QFileDialog::getOpenFileName(this, tr("Choose the kernel runner"), start);
        else
            path = QFileDialog::getSaveFileName(this, tr("Choose the profile database"), start,
                tr("SQLite databases (*.db *.sqlite);;All files (*)"), nullptr, QFileDialog::DontConfirmOverwrite);
        if (!path.isEmpty())
            edit->setText(path);
    });
    return box;
}

void PreferencesDialog::load()
{
    const Settings s;
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(themeName(currentTheme()))));
    m_language->setCurrentIndex(std::max(0, m_language->findData(s.value(keys::Language))));
    m_database->setText(s.value(keys::ProfileDatabase));
    m_runner->setText(s.value(keys::RunnerPath));
    m_timeout->setValue(s.value(keys::GraphvizTimeoutSeconds));
    m_editor->setText(s.value(keys::EditorCommand));
}

void PreferencesDialog::restoreDefaults()
{
    m_theme->setCurrentIndex(m_theme->findData(themeName(Theme::System)));
    m_language->setCurrentIndex(0);
    m_database->clear();
    m_runner->clear();
    m_timeout->setValue(keys::GraphvizTimeoutSeconds.fallback);
    m_editor->setText(keys::EditorCommand.fallback);
}

void PreferencesDialog::accept()
{
    Settings s;
    s.setValue(keys::Theme, m_theme->currentData().toString());
    s.setValue(keys::Language, m_language->currentData().toString());
    s.setValue(keys::ProfileDatabase, m_database->text().trimmed());
    s.setValue(keys::RunnerPath, m_runner->text().trimmed());
    s.setValue(keys::GraphvizTimeoutSeconds, m_timeout->value());
    s.setValue(keys::EditorCommand, m_editor->text().trimmed());
    s.sync();
    QDialog::accept();
}

void PreferencesDialog::reject()
{
    applyTheme(m_themeBefore);
    QDialog::reject();
}

} // namespace cs::app
