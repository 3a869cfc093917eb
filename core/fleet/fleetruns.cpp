#include "core/fleet/fleetruns.h"

#include "core/fleet/fleetreport.h"

namespace cs::fleet {

Result<RowRun> runOfRow(FleetStore &store, const RowRef &row)
{
    sql::Connection &db = store.connection();
    QString sqlText;
    QStringList binds;
    // Readable logs first: a row's run is one the app can open.
    const QString head = QStringLiteral("SELECT l.path, j.name FROM ");
    switch (row.kind) {
    case RowRef::Kind::Site:
        sqlText = head
            + QStringLiteral("sites st JOIN break_sites s ON s.site_id = st.id JOIN logs l ON l.id = s.log_id "
                             "JOIN jobs j ON j.id = l.job_id WHERE st.reason = ? AND st.file = ? AND st.line = ? "
                             "ORDER BY s.added_s DESC, s.count DESC, l.path LIMIT 1");
        binds = { row.reason, row.a }; // and the line, a number
        break;
    case RowRef::Kind::Cause:
        sqlText = head
            + QStringLiteral("causes c JOIN recompile_causes r ON r.cause_id = c.id JOIN logs l ON l.id = r.log_id "
                             "JOIN jobs j ON j.id = l.job_id WHERE c.category = ? AND c.source = ? "
                             "ORDER BY r.count DESC, r.compile_time_s DESC, l.path LIMIT 1");
        binds = { row.a, row.b };
        break;
    case RowRef::Kind::Job:
        sqlText = head
            + QStringLiteral("jobs j JOIN logs l ON l.job_id = j.id WHERE j.name = ? "
                             "ORDER BY l.status = 'ok' DESC, l.failures DESC, l.compile_time_s DESC, l.path LIMIT 1");
        binds = { row.a };
        break;
    case RowRef::Kind::Group: {
        // The phases' groups (fleetreport.cpp): a torch version ('unknown' when none), a job's
        // name, a week as the cohorts read it.
        QString condition;
        if (row.a == QLatin1String("job"))
            condition = QStringLiteral("j.name = ?");
        else if (row.a == QLatin1String("week"))
            condition = Cohort { row.a, row.b }.condition();
        else
            condition = QStringLiteral("coalesce(l.torch, 'unknown') = ?");
        sqlText = head + QStringLiteral("logs l JOIN jobs j ON j.id = l.job_id WHERE ") + condition
            + QStringLiteral(" ORDER BY l.status = 'ok' DESC, l.compile_time_s DESC, l.path LIMIT 1");
        binds = { row.b };
        break;
    }
    case RowRef::Kind::Log:
        sqlText = head + QStringLiteral("logs l JOIN jobs j ON j.id = l.job_id WHERE l.path = ?");
        binds = { row.a };
        break;
    }
    const QByteArray text = sqlText.toUtf8();
    sql::Statement q(db, text.constData());
    if (!q.prepared())
        return db.error(QStringLiteral("cannot prepare the query of a row's run"));
    int i = 1;
    for (const QString &b : binds)
        q.bind(i++, b);
    if (row.kind == RowRef::Kind::Site)
        q.bind(i, static_cast<int64_t>(row.line));
    if (!q.step()) {
        if (q.failed())
            return db.error(QStringLiteral("the query of a row's run failed"));
        return Error { QStringLiteral("the store has no log for this row"), {} };
    }
    RowRun run { q.text(0), q.text(1), {}, {}, 0 };
    switch (row.kind) {
    case RowRef::Kind::Site:
        run.view = QStringLiteral("breaks");
        run.file = row.a;
        run.line = row.line;
        break;
    case RowRef::Kind::Cause:
        run.view = QStringLiteral("recompiles");
        break;
    case RowRef::Kind::Job:
        run.view = QStringLiteral("failures");
        break;
    case RowRef::Kind::Group:
    case RowRef::Kind::Log:
        break;
    }
    return run;
}

} // namespace cs::fleet
