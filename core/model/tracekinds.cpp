#include "core/model/tracekinds.h"

#include <array>
#include <utility>

namespace cs {
namespace {

constexpr std::array<std::string_view, 38> Events = { "str", "dynamo_start", "dynamo_output_graph",
    "dynamo_cpp_guards_str", "dynamo_guards", "aot_joint_graph", "aot_forward_graph", "aot_backward_graph",
    "aot_inference_graph", "inductor_output_code", "inductor_post_grad_graph", "inductor_pre_grad_graph", "graph_dump",
    "compilation_metrics", "bwd_compilation_metrics", "compilation_metrics_runtime", "bwd_compilation_metrics_runtime",
    "chromium_event", "describe_storage", "describe_tensor", "describe_source", "create_symbol",
    "create_unbacked_symbol", "guard_added_fast", "symbolic_shape_specialization", "propagate_real_tensors",
    "guard_added", "expression_created", "propagate_real_tensors_provenance", "guard_on_data_dependent_error",
    "missing_fake_kernel", "mismatched_fake_kernel", "exported_program", "export", "dump_file", "link",
    "optimize_ddp_split_graph", "optimize_ddp_split_child" };

constexpr std::array<std::string_view, 87> Artifacts = { "dynamo_graph_break_reason", "recompile_reasons",
    "dynamo_error", "dynamo_side_effects", "before_pre_grad_graph", "after_pre_grad_graph", "before_joint_graph",
    "after_joint_graph", "before_post_grad_graph", "inductor_post_grad_graph", "fx_graph_runnable",
    "aot_forward_graph_fw_metadata", "torch._functorch.config", "triton_kernel_info",
    "inductor_provenance_tracking_node_mappings", "inductor_provenance_tracking_kernel_stack_traces",
    "inductor_autotune_at_compile_time_code", "fx_graph_cache_hit", "fx_graph_cache_miss", "fx_graph_cache_bypass",
    "aotautograd_cache_hit", "aotautograd_cache_miss", "aotautograd_cache_bypass", "fx_graph_bundled_cache_hit",
    "aotautograd_cache_pickle_failure", "precompile_cache_bypass", "dynamo_cache_bypass", "dynamo_cache_entries",
    "dynamo_cache_exception", "compiled_autograd_compile_reasons", "compiled_autograd_graph_pre_reordering",
    "aot_saved_tensors_hooks_graphs", "eager_compile_backwards_failure", "min_cut_information",
    "aot_joint_graph_sync_decision_cross_ranks", "inductor_collective_schedule", "inductor_runtime_and_tensor_meta",
    "graph_execution", "scheduler_nodes_before_comm_overlap", "reorder_communication_preserving_peak_memory",
    "sink_waits_iterative_info", "fx_compute_nodes_runtime_estimation", "fx_interpreter_error", "make_fx_fail_partial",
    "fx_net_acc_splitter_finder_events", "fx_graph_cache_hash", "aotautograd_cache_hash", "before_recompile_pre_grad",
    "after_recompile_pre_grad", "before_recompile_post_grad", "after_recompile_post_grad", "after_post_grad_graph",
    "inductor_post_to_pre_grad_nodes", "inductor_triton_kernel_to_post_grad_nodes", "inductor_graph_execution",
    "compiled_autograd_graph", "get_local_code_state", "put_local_code_state", "get_remote_code_state",
    "put_remote_code_state",
    // torch 2.12–2.15 (FORMATS.md §2.7): the version record, AOTAutograd's generated runtime
    // wrappers (2.14 one artifact each, 2.15 one aot_autograd_runtime_wrappers), and the rest.
    "torch_version", "aot_autograd_runtime_wrappers", "output_alias_wrapper", "mutation_epilogue",
    "runtime_wrapper_orchestration", "functionalized_rng_wrapper", "effect_tokens_wrapper", "dedup_wrapper",
    "synthetic_base_wrapper", "backward_prologue", "backward_epilogue", "compiled_fn_wrapper",
    "compiled_function_forward", "compiled_function_backward", "debug_assert_wrapper",
    "aot_inference_graph_after_hop_passes", "compile_worker_status", "compile_worker_sidecar_death",
    "inductor_overlap_cyclic_extra_deps", "inductor_spmd_graph_mismatch", "invoke_subgraph_backward_duplicate",
    "pge_profile_vs_analytical", "pre_decomp_comms", "post_decomp_comms", "pre_bucketing_collective_sizes",
    "pre_bucketing_collective_sizes_after", "pre_bucketing_fsdp_collectives" };

// Families named by a pattern (FORMATS §2.7).
bool knownArtifactFamily(std::string_view a)
{
    // vllm_: vLLM's own records for tlparse (vllm_compilation_config, vllm_piecewise_compile_start, ...).
    constexpr std::array<std::string_view, 8> prefixes = { "min_cut_failed_", "optimus_", "cff_", "fusion_regions_",
        "overlap_scheduling_graph_", "fx_bucketing_passes_", "flex_gemm_", "vllm_" };
    for (auto p : prefixes)
        if (a.starts_with(p))
            return true;
    // 2.12+: a resume function's bytecode before and after Dynamo (torch_dynamo_resume_in_f_at_4_ORIGINAL_BYTECODE).
    return a.ends_with("_pre_grad") || a.ends_with("_post_grad") || a.ends_with("_fused") || a.ends_with("_code_state")
        || a.ends_with("_ORIGINAL_BYTECODE") || a.ends_with("_MODIFIED_BYTECODE");
}

} // namespace

bool isKnownTraceKind(std::string_view kind)
{
    if (kind.starts_with("artifact:")) {
        kind.remove_prefix(9);
        for (auto a : Artifacts)
            if (kind == a)
                return true;
        return knownArtifactFamily(kind);
    }
    for (auto e : Events)
        if (kind == e)
            return true;
    return false;
}

QString graphStageOf(std::string_view kind)
{
    static constexpr std::array<std::pair<std::string_view, const char *>, 14> Stages = { {
        { "dynamo_output_graph", "dynamo" },
        { "artifact:before_pre_grad_graph", "before_pre_grad" },
        { "artifact:after_pre_grad_graph", "pre_grad" },
        { "inductor_pre_grad_graph", "pre_grad" },
        { "artifact:before_recompile_pre_grad", "before_pre_grad" },
        { "artifact:after_recompile_pre_grad", "pre_grad" },
        { "aot_joint_graph", "aot_joint" },
        { "aot_forward_graph", "aot_forward" },
        { "aot_backward_graph", "aot_backward" },
        { "aot_inference_graph", "aot_inference" },
        { "artifact:before_post_grad_graph", "before_post_grad" },
        { "artifact:inductor_post_grad_graph", "post_grad" },
        { "inductor_post_grad_graph", "post_grad" },
        { "artifact:after_post_grad_graph", "post_grad" },
    } };
    for (const auto &[k, stage] : Stages)
        if (kind == k)
            return QString::fromLatin1(stage);
    if (kind == "artifact:after_recompile_post_grad")
        return QStringLiteral("post_grad");
    return {};
}

QString graphRegionLabel(std::string_view subgraphName)
{
    QString name = QString::fromUtf8(subgraphName.data(), static_cast<qsizetype>(subgraphName.size())).left(80);
    for (QChar &ch : name)
        if (!ch.isLetterOrNumber() && ch != u'_' && ch != u'-' && ch != u'.')
            ch = u'_';
    return name;
}

} // namespace cs
