/*
 * rdd.c: the storage tab's view of cached RDDs (AppStatusListener's
 * LiveRDD handling). An RDD becomes tracked when a stage using it is
 * submitted with a valid storage level; its partitions and per-executor
 * distribution come only from BlockUpdated events, which Spark logs only
 * with spark.eventLog.logBlockUpdates.enabled, so most logs show cached RDDs
 * with no cached partitions (and the REST rdd list, which lists only RDDs
 * with cached partitions, is empty).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/internal.h"

static const char *level_description(builder *b, int disk, int mem, int offheap, int deser, int repl)
{
    char buf[128];
    snprintf(buf, sizeof buf, "%s%s%s%dx Replicated", disk ? "Disk " : "",
             mem ? (offheap ? "Memory (off heap) " : "Memory ") : "", deser ? "Deserialized " : "Serialized ",
             repl);
    return sdx_intern(&b->in, buf);
}

void model_rdd_live(builder *b, const sdx_rdd_info *ri)
{
    if (sdx_imap_get(&b->live_rdds, ri->id))
        return;
    sdx_rdd *r = sdx_xcalloc(1, sizeof *r);
    if (!r || SDX_VEC_PUSH(b->all_rdds, b->nall_rdds, b->all_rdds_cap, r) < 0) {
        free(r);
        B_OOM(b);
        return;
    }
    r->id = ri->id;
    r->name = ri->name ? ri->name : sdx_intern(&b->in, "");
    r->num_partitions = ri->num_partitions;
    r->use_offheap = ri->use_offheap;
    r->deserialized = ri->deserialized;
    r->storage_level = level_description(b, ri->use_disk, ri->use_memory, ri->use_offheap, ri->deserialized,
                                         ri->replication);
    r->live = 1;
    if (sdx_imap_put(&b->live_rdds, ri->id, r) < 0) {   /* listed: freed with the model */
        B_OOM(b);
        return;
    }
    /* replacing an earlier incarnation of the same id in the store */
    for (uint32_t i = 0; i + 1 < b->nall_rdds; i++)
        if (b->all_rdds[i]->id == ri->id)
            b->all_rdds[i]->deleted = 1;
}

void model_rdd_unpersist(builder *b, int32_t id)
{
    sdx_rdd *r = sdx_imap_del(&b->live_rdds, id);
    if (r) {
        r->live = 0;
        /* executor accounting */
        for (uint32_t i = 0; i < r->nparts; i++)
            for (uint32_t k = 0; k < r->parts[i].nexecutors; k++) {
                sdx_executor *e = sdx_smap_get(&b->live_execs, r->parts[i].executors[k]);
                if (e)
                    e->rdd_blocks--;
            }
        for (uint32_t i = 0; i < r->ndists; i++) {
            sdx_executor *e = sdx_smap_get(&b->live_execs, r->dists[i].executor_id);
            if (!e)
                continue;
            if (e->total_onheap >= 0) {
                if (r->use_offheap)
                    e->used_offheap = e->used_offheap - r->dists[i].offheap_used > 0 ? e->used_offheap - r->dists[i].offheap_used : 0;
                else
                    e->used_onheap = e->used_onheap - r->dists[i].onheap_used > 0 ? e->used_onheap - r->dists[i].onheap_used : 0;
            }
            e->memory_used = e->memory_used - r->dists[i].memory_used > 0 ? e->memory_used - r->dists[i].memory_used : 0;
            e->disk_used = e->disk_used - r->dists[i].disk_used > 0 ? e->disk_used - r->dists[i].disk_used : 0;
        }
    }
    for (uint32_t i = 0; i < b->nall_rdds; i++)
        if (b->all_rdds[i]->id == id)
            b->all_rdds[i]->deleted = 1;
}

static int64_t nonneg(int64_t v) { return v > 0 ? v : 0; }

void model_rdd_executor_removed(builder *b, sdx_executor *e)
{
    for (uint32_t i = 0; i < b->nall_rdds; i++) {
        sdx_rdd *r = b->all_rdds[i];
        if (!r->live)
            continue;
        for (uint32_t k = 0; k < r->ndists; k++)
            if (!strcmp(r->dists[k].executor_id, e->id)) {
                r->dists[k] = r->dists[--r->ndists];
                break;
            }
        for (uint32_t p = 0; p < r->nparts;) {
            sdx_rdd_part *part = &r->parts[p];
            int has = 0;
            for (uint32_t k = 0; k < part->nexecutors; k++)
                has |= !strcmp(part->executors[k], e->id);
            if (!has) {
                p++;
                continue;
            }
            if (part->nexecutors == 1) {
                r->memory_used = nonneg(r->memory_used - part->memory_used);
                r->disk_used = nonneg(r->disk_used - part->disk_used);
                memmove(part, part + 1, sizeof *part * (r->nparts - p - 1));
                r->nparts--;
                continue;
            }
            int64_t mshare = part->memory_used / part->nexecutors, dshare = part->disk_used / part->nexecutors;
            r->memory_used = nonneg(r->memory_used - mshare);
            r->disk_used = nonneg(r->disk_used - dshare);
            part->memory_used = nonneg(part->memory_used - mshare);
            part->disk_used = nonneg(part->disk_used - dshare);
            uint32_t w = 0;
            for (uint32_t k = 0; k < part->nexecutors; k++)
                if (strcmp(part->executors[k], e->id))
                    part->executors[w++] = part->executors[k];
            part->nexecutors = w;
            p++;
        }
        r->written = 1;
    }
}

void model_rdd_block_updated(builder *b, sdx_jdoc *d, uint32_t root)
{
    uint32_t info = sdx_json_get(d, root, "Block Updated Info");
    uint32_t bm = sdx_json_get(d, info, "Block Manager ID");
    const char *exec_id = sdx_ev_str(d, bm, "Executor ID", &b->in);
    const char *block = sdx_ev_str(d, info, "Block ID", &b->in);
    if (!exec_id || !block)
        return;
    uint32_t sl = sdx_json_get(d, info, "Storage Level");
    int use_disk = sdx_ev_bool(d, sl, "Use Disk", 0), use_mem = sdx_ev_bool(d, sl, "Use Memory", 0);
    int use_off = sdx_ev_bool(d, sl, "Use Off Heap", 0);
    int repl = (int)sdx_ev_int(d, sl, "Replication", 1);
    int valid = (use_mem || use_disk) && repl > 0;
    int64_t mem = sdx_ev_int(d, info, "Memory Size", 0), disk = sdx_ev_int(d, info, "Disk Size", 0);
    int64_t disk_delta = disk * (use_disk ? 1 : -1), mem_delta = mem * (use_mem ? 1 : -1);
    sdx_executor *e = sdx_smap_get(&b->live_execs, exec_id);
    if (e) {
        if (e->total_onheap >= 0) {
            if (use_off)
                e->used_offheap = nonneg(e->used_offheap + mem_delta);
            else
                e->used_onheap = nonneg(e->used_onheap + mem_delta);
        }
        e->memory_used = nonneg(e->memory_used + mem_delta);
        e->disk_used = nonneg(e->disk_used + disk_delta);
    }
    if (strncmp(block, "rdd_", 4) != 0)
        return;
    int32_t rdd_id = atoi(block + 4);
    sdx_rdd *r = sdx_imap_get(&b->live_rdds, rdd_id);
    int blocks_delta = 0;
    if (r) {
        sdx_rdd_part *part = NULL;
        for (uint32_t i = 0; i < r->nparts; i++)
            if (r->parts[i].block_name == block)
                part = &r->parts[i];
        if (!part) {
            if (SDX_VEC_GROW(r->parts, r->parts_cap, r->nparts + 1) < 0) {
                B_OOM(b);
                return;
            }
            part = &r->parts[r->nparts++];
            memset(part, 0, sizeof *part);
            part->block_name = block;
        }
        int has = 0;
        for (uint32_t k = 0; k < part->nexecutors; k++)
            has |= part->executors[k] == exec_id;
        if (valid && !has) {
            blocks_delta = 1;
            const char **ne = b_alloc(b, sizeof(char *) * (part->nexecutors + 1));
            if (!ne)
                return;
            memcpy(ne, part->executors, sizeof(char *) * part->nexecutors);
            ne[part->nexecutors++] = exec_id;
            part->executors = ne;
        } else if (!valid) {
            blocks_delta = -1;
            uint32_t w = 0;
            for (uint32_t k = 0; k < part->nexecutors; k++)
                if (part->executors[k] != exec_id)
                    part->executors[w++] = part->executors[k];
            part->nexecutors = w;
        }
        if (part->nexecutors) {
            part->memory_used = nonneg(part->memory_used + mem_delta);
            part->disk_used = nonneg(part->disk_used + disk_delta);
            part->storage_level = level_description(b, part->disk_used > 0, part->memory_used > 0, r->use_offheap,
                                                    part->memory_used > 0 ? r->deserialized : 0,
                                                    (int)part->nexecutors);
        } else {
            memmove(part, part + 1, sizeof *part * (size_t)(r->parts + r->nparts - part - 1));
            r->nparts--;
        }
        if (e) {
            sdx_rdd_dist *dist = NULL;
            for (uint32_t i = 0; i < r->ndists; i++)
                if (r->dists[i].executor_id == exec_id)
                    dist = &r->dists[i];
            if (e->rdd_blocks + blocks_delta > 0) {
                if (!dist) {
                    if (SDX_VEC_GROW(r->dists, r->dists_cap, r->ndists + 1) < 0) {
                        B_OOM(b);
                        return;
                    }
                    dist = &r->dists[r->ndists++];
                    memset(dist, 0, sizeof *dist);
                    dist->executor_id = exec_id;
                }
                dist->memory_used = nonneg(dist->memory_used + mem_delta);
                dist->disk_used = nonneg(dist->disk_used + disk_delta);
                if (e->total_onheap >= 0) {
                    if (use_off)
                        dist->offheap_used = nonneg(dist->offheap_used + mem_delta);
                    else
                        dist->onheap_used = nonneg(dist->onheap_used + mem_delta);
                }
            } else if (dist) {
                *dist = r->dists[--r->ndists];
            }
        }
        r->memory_used = nonneg(r->memory_used + mem_delta);
        r->disk_used = nonneg(r->disk_used + disk_delta);
        r->written = 1;
    }
    if (e)
        e->rdd_blocks += blocks_delta;
}

void model_rdd_finish(builder *b)
{
    for (uint32_t i = 0; i < b->nall_rdds; i++)
        if (b->all_rdds[i]->live)
            b->all_rdds[i]->written = 1;
}
