#include "core/diff/guardwording.h"

#include <QRegularExpression>

#include <optional>

namespace cs::diff {
namespace {

struct Wording {
    QString key; // what both wordings share
    int form = 0; // ID_MATCH: 1 names its object, 2 gives only its class, 5 a module with its file;
                  // aliasing: 3 LAMBDA_GUARD, 4 OBJECT_ALIASING
};

std::optional<Wording> wordingOf(const QString &guard)
{
    static const QRegularExpression idMatch(QStringLiteral(R"(^ID_MATCH: (.*), type=<(.*)>$)"));
    static const QRegularExpression unnamed(QStringLiteral(R"(^class '[\w.]+'$)"));
    static const QRegularExpression aliasing(QStringLiteral(R"(^(LAMBDA_GUARD|OBJECT_ALIASING): (\S+ is \S+)$)"));
    static const QRegularExpression module(QStringLiteral(R"(^module '([\w.]+)' from '.*'$)"));
    if (const auto m = idMatch.match(guard); m.hasMatch()) {
        // A module is named with the file it was imported from: another install, the same module.
        if (const auto mod = module.match(m.captured(2)); mod.hasMatch())
            return Wording {
                QStringLiteral("ID_MATCH: ") + m.captured(1) + QStringLiteral(" module ") + mod.captured(1), 5
            };
        if (unnamed.match(m.captured(2)).hasMatch())
            return Wording { QStringLiteral("ID_MATCH: ") + m.captured(1), 2 };
        // Named some other way: `<code object f at ...>`, `<built-in function print>`, `<enum 'Action'>`.
        return Wording { QStringLiteral("ID_MATCH: ") + m.captured(1), 1 };
    }
    if (const auto m = aliasing.match(guard); m.hasMatch())
        return Wording { QStringLiteral("ALIAS: ") + m.captured(2), m.captured(1).startsWith(u'L') ? 3 : 4 };
    return std::nullopt;
}

bool sameGuard(const Wording &a, const Wording &b)
{
    if (a.key != b.key)
        return false;
    if (a.form == 5 || b.form == 5) // one module, its file elsewhere
        return a.form == b.form;
    return a.form != b.form && (a.form <= 2) == (b.form <= 2);
}

// One check that another torch calls by another kind: the same expression under another kind name
// (2.12's `NO_HASATTR: hasattr(args[0], '_dynamo_dynamic_indices') == False` is 2.13's
// `DIMENSION_DYNAMIC_MARKING_GUARD:` with the same expression).
bool renamedKind(const QString &a, const QString &b)
{
    static const QRegularExpression kinded(QStringLiteral(R"(^([A-Z][A-Z0-9_]*): (.+)$)"));
    const auto ma = kinded.match(a), mb = kinded.match(b);
    return ma.hasMatch() && mb.hasMatch() && ma.captured(1) != mb.captured(1) && ma.captured(2) == mb.captured(2);
}

} // namespace

int takeRewordedGuards(QStringList &added, QStringList &removed)
{
    int taken = 0;
    for (qsizetype i = 0; i < removed.size();) {
        const auto a = wordingOf(removed[i]);
        qsizetype match = -1;
        if (a)
            for (qsizetype j = 0; j < added.size() && match < 0; ++j)
                if (const auto b = wordingOf(added[j]); b && sameGuard(*a, *b))
                    match = j;
        for (qsizetype j = 0; j < added.size() && match < 0; ++j)
            if (renamedKind(removed[i], added[j]))
                match = j;
        if (match < 0) {
            ++i;
            continue;
        }
        added.removeAt(match);
        removed.removeAt(i);
        ++taken;
    }
    return taken;
}

} // namespace cs::diff
