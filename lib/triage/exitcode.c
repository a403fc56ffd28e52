/*
 * exitcode.c: what container and executor exit codes mean, and the names of
 * the failure classes. Exit codes come from three places that reuse the same
 * numbers: YARN's ContainerExitStatus (negative values), Spark's own
 * executor exit codes (50-56), and signals reported as 128 + N by the shell,
 * YARN and Kubernetes (137 = SIGKILL, 143 = SIGTERM).
 */
#include "sparkdx/triage.h"

#include <string.h>

static const char *const CLASS_NAMES[SDX_FC_COUNT] = {
    "Unknown", "Resource", "Shuffle", "Serialization", "DataSchema", "JobLogic", "IO", "TimeoutNetwork", "Driver",
};

const char *sdx_fclass_name(sdx_fclass c)
{
    if ((int)c < 0 || (int)c >= SDX_FC_COUNT)
        return "Unknown";
    return CLASS_NAMES[c];
}

int sdx_fclass_parse(const char *name, sdx_fclass *out)
{
    for (int i = 0; i < SDX_FC_COUNT; i++)
        if (name && strcmp(name, CLASS_NAMES[i]) == 0) {
            *out = (sdx_fclass)i;
            return 0;
        }
    return -1;
}

const char *sdx_exit_code_meaning(int code)
{
    switch (code) {
    case 0: return "success: the process ended normally (on Kubernetes a sidecar's 0 can hide the executor's real code)";
    case 1: return "generic failure: the process exited with an error at startup or on an uncaught error; read its stderr";
    case 2: return "misuse of a shell builtin / bad command-line arguments to the launcher";
    case 10: return "Spark (YARN): the application master (the driver, in cluster mode) died of an uncaught exception";
    case 11: return "Spark: too many executor failures (spark.yarn.max.executor.failures) in the application master";
    case 12: return "Spark (YARN): the application master's reporter thread failed too many times";
    case 13: return "Spark (YARN): the user application never initialised a SparkContext in cluster mode";
    case 14: return "Spark (YARN): the application master failed its security setup (Kerberos login or tokens)";
    case 15: return "Spark (YARN): the user class threw an exception in cluster mode";
    case 16: return "Spark (YARN): the application master was shut down before the application finished";
    case 17: return "Spark (YARN): the application master lost its connection to the driver (client mode)";
    case 50: return "Spark: uncaught exception in the executor";
    case 51: return "Spark: uncaught exception, and logging it failed too";
    case 52: return "Spark: the executor JVM exited on OutOfMemoryError";
    case 53: return "Spark: the DiskStore failed to create a local temporary directory (disk full or not writable)";
    case 54: return "Spark: the external block store failed to initialise";
    case 55: return "Spark: the external block store failed to create a local directory";
    case 56: return "Spark: the executor could not send heartbeats to the driver too many times and exited";
    case 126: return "the command could not be executed (permissions or wrong architecture)";
    case 127: return "command not found (a missing binary, e.g. python on executors)";
    case 134: return "SIGABRT: the JVM or a native library aborted (look for hs_err_pid*.log / a native crash)";
    case 137: return "SIGKILL: killed from outside, almost always a memory limit (container cgroup, Kubernetes OOMKilled, the Linux OOM killer)";
    case 139: return "SIGSEGV: a native crash (C extension, native library, JVM bug)";
    case 143: return "SIGTERM: asked to stop (YARN enforcing limits or preempting, the driver releasing the executor, node shutdown)";
    case 255: return "exit -1 from the process: an error without a specific code";
    case -9: return "SIGKILL: killed from outside, almost always a memory limit";
    case -15: return "SIGTERM: asked to stop";
    case -100: return "YARN ABORTED: the container was released, typically because its node was lost or decommissioned";
    case -101: return "YARN DISKS_FAILED: the NodeManager's local or log directories are bad (full or failed disks)";
    case -102: return "YARN PREEMPTED: the scheduler preempted the container for another queue or application";
    case -103: return "YARN KILLED_EXCEEDED_VMEM: the container exceeded its virtual memory limit";
    case -104: return "YARN KILLED_EXCEEDED_PMEM: the container exceeded its physical memory limit";
    case -105: return "YARN KILLED_BY_APPMASTER: the application master (the Spark driver side) stopped the container";
    case -106: return "YARN KILLED_BY_RESOURCEMANAGER: the ResourceManager killed the container";
    case -107: return "YARN KILLED_AFTER_APP_COMPLETION: the application had already finished";
    case -108: return "YARN KILLED_BY_CONTAINER_SCHEDULER: killed to make room for another container (opportunistic)";
    case -1000: return "YARN INVALID: no exit status (the container was still running)";
    default: return NULL;
    }
}
