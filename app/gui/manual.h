#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace cs::app {

// The user manual: the Markdown pages of resources/manual, in the order its index lists them,
// each with its headings. Read from the installed documentation, else the source tree the app
// was built from, else the copy compiled into the app (which has no pictures).
struct ManualHeading {
    int level = 1;
    QString text; // as written, Markdown markup removed
    QString anchor; // the fragment a link to it uses (GitHub's rule: anchorOf)
};

struct ManualPage {
    QString file; // "views.md"
    QString title; // its first heading
    QString markdown;
    QList<ManualHeading> headings;
};

struct ManualHit {
    QString file;
    QString anchor; // of the section holding the match
    QString where; // "Page › Section"
    QString context; // the words around the first match, one line
};

// Where F1 leads from a view of the window: a page and the anchor of its section.
struct ManualPlace {
    QString file;
    QString anchor;
};

class Manual {
public:
    // The folder pages are read from (images are found relative to it); empty for the
    // compiled-in copy.
    static Manual load();
    static Manual fromFolder(const QString &folder);

    QString folder() const { return m_folder; }
    const QList<ManualPage> &pages() const { return m_pages; }
    const ManualPage *page(const QString &file) const;

    // Sections whose text holds every word (any case), in manual order, at most `limit`.
    QList<ManualHit> search(const QString &words, int limit = 200) const;

    // The fragment GitHub gives a heading: lower case, punctuation dropped, spaces to '-'.
    static QString anchorOf(const QString &heading);
    // A view's place in the manual: the section of views.md named after it ("recompiles").
    // The start page and unknown names lead to the contents.
    static ManualPlace placeOfView(const QString &viewName);

private:
    void add(const QString &file, const QString &markdown);
    QString m_folder;
    QList<ManualPage> m_pages;
};

} // namespace cs::app
