/*
 * registry.c: the one table of rules. Each family lives in its own file
 * (lib/rules/<family>.c) and may emit several finding ids; the report runs
 * them in this order, which matters twice: a rule may claim a stage so that a
 * later one does not report the same cost again (failures and skew before
 * partitions, spill and GC; partitions before config, which reuses what AQE
 * would have saved), and equal scores are ranked in this order.
 */
#include "report/internal.h"

static const rp_rule rules[] = {
    {"failures", "failure.deterministic,failure.executor_oom,failure.fetch_after_executor_loss,"
                 "failure.executor_lost,failure.transient,failure.job_aborted", rp_rule_failures},
    {"driver", "driver.result_size,driver.collect,driver.gaps", rp_rule_driver},
    {"skew", "skew.join,skew.aggregate,skew.window,skew.shuffle,skew.input,aqe.skew_split", rp_rule_skew},
    {"input", "input.unsplittable,input.small_files,output.small_files", rp_rule_input},
    {"parallelism", "parallelism.single_task,executors.idle", rp_rule_parallelism},
    {"partitions", "partitions.too_few,partitions.too_many,tasks.scheduler_delay", rp_rule_partitions},
    {"python", "python.udf", rp_rule_python},
    {"spill", "spill", rp_rule_spill},
    {"gc", "gc.pressure", rp_rule_gc},
    {"executors", "executors.excluded,speculation", rp_rule_executors},
    {"config", "config.aqe_off,config.broadcast_off,config.timezone,config.ansi_off,config.serializer,"
               "config.python_memory", rp_rule_config},
};

const rp_rule *rp_rules(size_t *n)
{
    *n = sizeof rules / sizeof rules[0];
    return rules;
}
