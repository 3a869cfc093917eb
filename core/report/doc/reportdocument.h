#pragma once

#include "core/report/doc/reportdata.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace cs {

// A report as a document of plain blocks, in the report's language: what the HTML, Markdown
// and PDF writers lay out, each in its own way. Every string is plain text (trace text made
// inert: controls escaped, elided); writers escape it for their sink and never interpret it.
struct ReportItem {
    QString title;
    QStringList lines; // label-free lines under the title
};

struct ReportBlock {
    enum class Kind { Paragraph, Note, Items, Table, Code, Picture, Details };
    Kind kind = Kind::Paragraph;
    QString text; // Paragraph, Note; Code: the code; Details: its summary line
    std::vector<ReportItem> items; // Items (numbered when `numbered`)
    bool numbered = false;
    ReportTable table;
    int firstLine = 0; // Code: the first line's number in its file (0: none)
    int picture = -1; // Picture: index into ReportData::graphs
    bool open = false; // Details: shown open
    std::vector<ReportBlock> children; // Details

    static ReportBlock paragraph(const QString &text);
    static ReportBlock note(const QString &text);
    static ReportBlock code(const QString &code, int firstLine = 0);
    static ReportBlock tableOf(ReportTable table);
    static ReportBlock details(const QString &summary, std::vector<ReportBlock> children, bool open = false);
};

struct ReportDocSection {
    ReportSection section;
    QString key, title;
    std::vector<ReportBlock> blocks;
};

struct ReportDocument {
    QString title;
    std::vector<std::pair<QString, QString>> meta; // label, value: inputs, generated, language
    std::vector<ReportDocSection> sections;
    const ReportData *data = nullptr; // pictures
};

// Limits on trace text in a report (characters): a cell or title, and a block of detail.
constexpr int ReportCellChars = 300;
constexpr int ReportDetailChars = 4000;
// Rows of a table before the rest is counted, not shown.
constexpr int ReportMaxRows = 200;

ReportDocument buildReportDocument(const ReportData &data);

// Blocks of the evidence sections (reportfindings.cpp).
std::vector<ReportBlock> breakBlocks(const ReportData &d);
std::vector<ReportBlock> recompileBlocks(const ReportData &d);
std::vector<ReportBlock> failureBlocks(const ReportData &d);
std::vector<ReportBlock> fusionBlocks(const ReportData &d);
std::vector<ReportBlock> kernelBlocks(const ReportData &d);
// Regional and piecewise compiles, and Inductor's passes per stage (reportpipeline.cpp).
std::vector<ReportBlock> pipelineBlocks(const ReportData &d);

// Shared formatting: trace text for a cell / a detail block, seconds, microseconds, bytes.
QString reportCell(const QString &s);
QString reportDetail(const QString &s);
QString reportSeconds(double s); // "1.234 s"; "–" when negative (not recorded)
QString reportMicros(double us); // "12.3 µs"
QString reportBytes(qint64 bytes);

} // namespace cs
