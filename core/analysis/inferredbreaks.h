#pragma once

namespace cs {

struct CompileOverview;

// Logs of torch before 2.5 write no `dynamo_graph_break_reason` record: a graph break shows only as
// the resume function Dynamo made after it (`torch_dynamo_resume_in_fn_at_9551`: the rest of `fn`
// from line 9551) and, where the break restarted the analysis, the breaking compile's
// `restart_reasons`. In a log with no graph-break record at all, each resume function's first
// compile stands for one break, in the compile of its function that ran just before it (`fn`, or
// an earlier resume function of `fn`), marked inferred. Logs that record breaks, and logs of torch 2.5+
// (which records every break), are left as they are.
void inferGraphBreaksFromResumes(CompileOverview &ov);

} // namespace cs
