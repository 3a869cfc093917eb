#include "core/fusion/segments.h"

#include <QSet>

#include <map>

namespace cs {
namespace {

using Kind = FusionLine::Kind;

struct KeyState {
    int open = -1; // index of the open segment
    int count = 0; // segments made for this key
    QSet<QString> grouped; // members of grouped nodes in the latest candidate list
};

// After a first round at `start`: are its candidates the members of one of the graph's
// grouped nodes (a nested sequence) rather than a new graph's nodes?
bool nestedAhead(const FusionLog &log, size_t start, const KeyState &st)
{
    if (st.grouped.isEmpty())
        return false;
    const FusionLine &head = log.lines[start];
    bool listing = false;
    int seen = 0;
    for (size_t i = start + 1; i < log.lines.size(); ++i) {
        const FusionLine &l = log.lines[i];
        if (l.stream != head.stream || l.compileId != head.compileId)
            continue;
        if (l.kind == Kind::Candidates && !listing) {
            listing = true;
            continue;
        }
        if (!listing || l.kind != Kind::Candidate)
            break;
        for (const QString &part : l.candidate.name.split(u'_'))
            if (!st.grouped.contains(part))
                return false;
        ++seen;
    }
    return seen > 0;
}

} // namespace

std::vector<FusionSegment> segmentFusionLog(const FusionLog &log)
{
    std::vector<FusionSegment> out;
    std::map<std::pair<int, QString>, KeyState> states;
    for (size_t i = 0; i < log.lines.size(); ++i) {
        const FusionLine &l = log.lines[i];
        KeyState &st = states[{ l.stream, l.compileId }];
        auto startNew = [&] {
            FusionSegment s;
            s.log = &log;
            s.stream = l.stream;
            s.compileId = l.compileId;
            s.firstLine = l.line;
            s.nth = st.count++;
            out.push_back(std::move(s));
            st.open = static_cast<int>(out.size() - 1);
            st.grouped.clear();
        };
        FusionSegment *cur = st.open >= 0 ? &out[size_t(st.open)] : nullptr;
        switch (l.kind) {
        case Kind::IrPre:
            startNew();
            out[size_t(st.open)].irPre = &l;
            break;
        case Kind::IrPost:
            if (!cur || cur->irPost || cur->outputCode || cur->debugTrace)
                startNew();
            out[size_t(st.open)].irPost = &l;
            break;
        case Kind::OutputCode:
            if (!cur || cur->outputCode || cur->debugTrace)
                startNew();
            out[size_t(st.open)].outputCode = &l;
            break;
        case Kind::DebugTrace:
            if (!cur || cur->debugTrace)
                startNew();
            out[size_t(st.open)].debugTrace = &l;
            break;
        default: {
            const bool closed = cur && (cur->irPost || cur->outputCode || cur->debugTrace);
            if (!cur || closed) {
                startNew();
            } else if (l.kind == Kind::RoundStart && l.round == 1 && cur->hasDecisions()) {
                if (nestedAhead(log, i, st))
                    ++cur->sequences;
                else
                    startNew();
            }
            FusionSegment &s = out[size_t(st.open)];
            if (s.lines.empty())
                s.sequences = 1;
            s.lines.push_back(&l);
            if (l.kind == Kind::Candidates)
                st.grouped.clear();
            else if (l.kind == Kind::Candidate && l.candidate.nodeClass.startsWith(QLatin1String("Grouped")))
                for (const QString &part : l.candidate.name.split(u'_'))
                    st.grouped << part;
            break;
        }
        }
        FusionSegment &s = out[size_t(st.open)];
        if (s.firstLine == 0)
            s.firstLine = l.line;
        s.lastLine = l.line;
    }
    return out;
}

} // namespace cs
