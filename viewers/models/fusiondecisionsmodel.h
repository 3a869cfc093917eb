#pragma once

#include "core/fusion/fusionstepper.h"

#include <QAbstractTableModel>
#include <QFont>

#include <vector>

namespace cs::viewers {

// One graph's fusion decisions in log order, filtered (kind, reason category, round, a node):
// number, round, kind, the two nodes as Inductor wrote them, the reason's category and text.
// The decision the stepper stands on is bold; decisions after it are greyed (not made yet).
// Every name and reason is trace text: shown through DisplayText.
class FusionDecisionsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        NumberColumn,
        RoundColumn,
        KindColumn,
        NodeAColumn,
        NodeBColumn,
        CategoryColumn,
        ReasonColumn,
        ColumnCount
    };
    enum Role { DecisionRole = Qt::UserRole, PositionRole }; // index into decisions; the position after it

    explicit FusionDecisionsModel(QObject *parent = nullptr);
    // The stepper must outlive the model or be replaced before it goes (nullptr: empty).
    void setStepper(const FusionStepper *stepper, const DecisionFilter &filter = {});
    void setFilter(const DecisionFilter &filter);
    const DecisionFilter &filter() const { return m_filter; }
    // The stepper's position: the decision before it is the current one.
    void setPosition(int position);
    int decisionAt(int row) const; // -1 when out of range
    int rowOf(int decision) const; // the row of a decision, or of the last shown one before it; -1 when none

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString kindText(FusionDecision::Kind kind);
    // A column's starting width; the decision column as wide as its widest word in this
    // language ("benchmark (scan)").
    static int columnWidth(int column, const QFont &font);
    // A benchmark verdict of "inf× slowdown": the fused kernel's benchmark failed (it could not
    // be compiled or run), which the log writes as an infinite slowdown.
    static bool failedBenchmark(const FusionDecision &d);
    static QString failedBenchmarkMeaning();

private:
    QString roundText(int round) const;
    const FusionStepper *m_stepper = nullptr;
    DecisionFilter m_filter;
    std::vector<int> m_rows; // decision indices shown
    int m_position = 0;
};

} // namespace cs::viewers
