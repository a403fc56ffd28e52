/*
 * executors.c: executors and hosts the scheduler stopped trusting
 * (excludeOnFailure: excluded executors / nodes, per stage or for the
 * application) and speculative execution (copies of slow tasks, which hide
 * skew and stragglers and cost slots).
 */
#include <string.h>

#include "rules/rule.h"

static const char *const ids[] = {"executors.excluded", "speculation"};

enum { CF_EXCLUDED, CF_SPECULATION };
static const sdx_confidence confidences[] = {
    [CF_EXCLUDED] = {"executors.excluded", 0.8, "executors or nodes excluded after task failures"},
    [CF_SPECULATION] = {"speculation", 0.6, "speculative task copies ran"},
};
#define CF(k) (confidences[k].value)

static void excluded(rp_ctx *c)
{
    int n = 0;
    const sdx_executor *first = NULL;
    char ids[160] = "";
    for (uint32_t i = 0; i < c->m->nexecutors; i++) {
        const sdx_executor *e = c->m->executors[i];
        if (!e->is_excluded && !e->nexcluded_in_stages)
            continue;
        if (!first)
            first = e;
        if (n < 8) {
            if (n)
                strncat(ids, ", ", sizeof ids - strlen(ids) - 1);
            strncat(ids, e->id, sizeof ids - strlen(ids) - 1);
        }
        n++;
    }
    int stage_ex = 0;
    for (uint32_t i = 0; i < c->nst; i++)
        for (const sdx_exec_stage *es = c->st[i].s->exec_summaries; es; es = es->next)
            if (es->excluded)
                stage_ex++;
    if (!n && !stage_ex)
        return;
    sdx_finding *f = n ? rp_finding(c, "executors.excluded", "%d executor%s excluded after task failures (%s)", n,
                                    n == 1 ? " was" : "s were", ids)
                       : rp_finding(c, "executors.excluded", "executors were excluded from %d stage%s after task "
                                    "failures there (none for the whole application)", stage_ex,
                                    stage_ex == 1 ? "" : "s");
    f->impact_ms = 0;
    f->confidence = CF(CF_EXCLUDED);
    f->severity = SDX_SEV_MEDIUM;
    if (first)
        f->where.executor = first->id;
    sdx_evidence *e = rp_ev(c, f, "excluded_executors", "count", "excluded: %s; per-stage exclusions: %d", ids[0] ? ids : "none for the application", stage_ex);
    rp_num(e, "count", n);
    rp_num(e, "stage_exclusions", stage_ex);
    if (first) {
        e = rp_ev(c, f, "executor", "text", "executor %s on %s: %d failed of %d tasks", first->id,
                  first->host ? first->host : "?", first->failed_tasks, first->total_tasks);
        rp_num(e, "failed", first->failed_tasks);
        rp_num(e, "total", first->total_tasks);
    }
    rp_fix(c, f, SDX_FIX_CONFIG, "check the excluded hosts (disk, network, memory) and take them out of the pool",
           "exclusion shrinks the cluster for the rest of the run", NULL);
    rp_verify(c, f, "excluded executors: none");
}

static void speculation(rp_ctx *c)
{
    int64_t spec = 0, killed = 0;
    const rp_stage *top = NULL;
    for (uint32_t i = 0; i < c->nst; i++) {
        const rp_stage *s = &c->st[i];
        int64_t n = s->sum->speculative_attempts;
        if (s->s->has_speculation_summary && s->s->spec_num_tasks > n)
            n = s->s->spec_num_tasks;
        spec += n;
        killed += s->sum->killed_attempts;
        if (n && (!top || n > top->sum->speculative_attempts))
            top = s;
    }
    if (!spec)
        return;
    sdx_finding *f = rp_finding(c, "speculation", "%lld speculative task cop%s ran", (long long)spec,
                                spec == 1 ? "y" : "ies");
    if (top)
        rp_where_stage(f, top);
    f->impact_ms = 0;
    f->confidence = CF(CF_SPECULATION);
    f->severity = SDX_SEV_INFO;
    sdx_evidence *e = rp_ev(c, f, "speculative_attempts", "count", "%lld speculative attempts; %lld attempts killed "
                            "(the losing copies)", (long long)spec, (long long)killed);
    rp_num(e, "count", (double)spec);
    rp_num(e, "killed", (double)killed);
    rp_against(c, f, "speculation", "text", "speculation helps with slow nodes, not with skew: a copy of a task "
               "reading a hot partition is just as slow");
    rp_fix(c, f, SDX_FIX_CONFIG, "keep spark.speculation for straggler nodes; if stages are skewed fix the skew "
           "instead", "copies cost slots and duplicate side effects of non-idempotent writes", NULL);
    rp_verify(c, f, "speculative and killed task attempts");
}

static void run(rp_ctx *c)
{
    excluded(c);
    speculation(c);
}

const rp_rule rp_rule_executors = RP_RULE_NO_THRESHOLDS("executors", ids, confidences, run);
