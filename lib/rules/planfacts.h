/*
 * planfacts.h: what the plan rules (plan.c, lineage.c, cache.c) read off an
 * SQL execution's plan: a node's metric as numbers, its input rows, the
 * stages that ran it, the wall clock a stage holds on its job's critical
 * path, write commands, the action an execution was started by, and the
 * relation a leaf scan reads. Pure functions of the model and the analysis;
 * no state.
 */
#ifndef SPARKDX_RULES_PLANFACTS_H
#define SPARKDX_RULES_PLANFACTS_H

#include "rules/rule.h"

/* The aggregated value of a node's metric by name, or NULL. */
const sdx_sql_metric_value *rp_pf_metric(const sdx_sql_exec *e, const sdx_plan_node *n, const char *name);
/* "number of output rows" of a node; -1 when it has none. */
int64_t rp_pf_rows(const sdx_sql_exec *e, const sdx_plan_node *n);
/* The rows a node reads: the output rows of the first node down its
 * single-child chain that has them (Project, InputAdapter and codegen
 * wrappers have none); -1 when unknown (a leaf, several children). */
int64_t rp_pf_input_rows(const sdx_sql_exec *e, const sdx_plan_node *n);
/* The graph node of a plan node of e->plan, or NULL. */
const sdx_plan_graph_node *rp_pf_graph(const sdx_sql_exec *e, const sdx_plan_node *n);
/* The longest-running stage (first attempt that ran) among the stages that
 * ran node n, or NULL. */
const rp_stage *rp_pf_stage(rp_ctx *c, const sdx_sql_exec *e, const sdx_plan_node *n);
/* The wall clock stage s holds on the critical path of its job: its
 * duration when it is in the job's critical stage chain, else 0. */
int64_t rp_pf_crit_ms(const rp_ctx *c, const rp_stage *s);
/* A write command (InsertInto*, WriteFiles, AppendData, OverwriteBy*, ...). */
int rp_pf_is_write_node(const char *name);
/* The execution writes (a write command in its plan). */
int rp_pf_exec_writes(const sdx_sql_exec *e);
/* The action that started the execution: the first word of its
 * description ("count at x.py:3" -> "count"), or of its first job's name;
 * into buf (empty when unknown). */
const char *rp_pf_action(const sdx_model *m, const sdx_sql_exec *e, char *buf, size_t cap);
/* The first job submission of an execution's jobs, or -1. */
int64_t rp_pf_first_job(const sdx_model *m, const sdx_sql_exec *e);
/* Durations: the execution's (completion - submission), or -1. */
int64_t rp_pf_exec_ms(const sdx_sql_exec *e);
/* Whether the execution ran tasks (one of its jobs has a stage that ran). */
int rp_pf_exec_ran(const rp_ctx *c, const sdx_sql_exec *e);
/* A leaf that reads a relation (file / table / RDD scan, Range); not a
 * LocalTableScan, OneRowRelation or an InMemoryTableScan (a cache read). */
int rp_pf_is_relation_leaf(const sdx_plan_node *n);
/* The relation a leaf reads, as text: its node name and Location (files)
 * or simpleString (others) without the column list. Into buf. */
const char *rp_pf_relation(const sdx_plan_node *n, char *buf, size_t cap);
/* Expression ids (#12) of the leaf's output column list, at most cap;
 * returns how many. Two scans sharing one are the same DataFrame's. */
size_t rp_pf_leaf_ids(const sdx_plan_node *n, int64_t *ids, size_t cap);
/* The ids that identify a leaf's DataFrame: its own (rp_pf_leaf_ids), or
 * for a leaf that prints none (Range) every id of the nearest operator
 * above it in `root` that has some. */
size_t rp_pf_identity_ids(const sdx_plan_node *root, const sdx_plan_node *n, int64_t *ids, size_t cap);
/* Two leaves (of plans ra, rb) read the same relation of the same
 * DataFrame: the same relation text and a shared identity id. */
int rp_pf_same_relation(const sdx_plan_node *ra, const sdx_plan_node *a, const sdx_plan_node *rb,
                        const sdx_plan_node *b);
/* A text with expression ids (#12, #12L) removed, at most cap - 1 chars. */
const char *rp_pf_strip_ids(const char *s, char *buf, size_t cap);
/* Nodes of a plan tree. */
uint32_t rp_pf_count_nodes(const sdx_plan_node *n);
/* Word match: `word` in s, not preceded by a letter, digit or '_'. */
const char *rp_pf_word(const char *s, const char *word);

#endif
