/*
 * registry.c: the one list of rules, one line each (the rule declares its
 * ids, thresholds and confidences in its own file, lib/rules/<family>.c).
 * The report runs them in this order, which matters twice: a finding may
 * claim a stage so that a later rule does not report the same cost again
 * (failures and skew before partitions, spill and GC), partitions and skew
 * record what AQE would have saved before config reads it, and equal scores
 * are ranked in this order. docs/rules.md's tables follow it.
 */
#include "rules/rule.h"

#define RP_RULES(X)                                                                                                   \
    X(failures)                                                                                                       \
    X(driver)                                                                                                         \
    X(skew)                                                                                                           \
    X(input)                                                                                                          \
    X(parallelism)                                                                                                    \
    X(partitions)                                                                                                     \
    X(python)                                                                                                         \
    X(join)                                                                                                           \
    X(plan)                                                                                                           \
    X(cache)                                                                                                          \
    X(lineage)                                                                                                        \
    X(spill)                                                                                                          \
    X(gc)                                                                                                             \
    X(executors)                                                                                                      \
    X(config)

#define RP_DECLARE(name) extern const rp_rule rp_rule_##name;
#define RP_REF(name) &rp_rule_##name,
RP_RULES(RP_DECLARE)
static const rp_rule *const rules[] = {RP_RULES(RP_REF)};

size_t rp_rule_count(void)
{
    return RP_COUNT(rules);
}

const rp_rule *rp_rule_at(size_t i)
{
    return i < RP_COUNT(rules) ? rules[i] : NULL;
}

size_t sdx_rule_count(void)
{
    return RP_COUNT(rules);
}

const sdx_rule_info *sdx_rule_at(size_t i)
{
    return i < RP_COUNT(rules) ? &rules[i]->info : NULL;
}
