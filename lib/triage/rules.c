/*
 * rules.c: the classification table of failure triage and its matcher.
 *
 * Order matters: specific before general, causes that can hide inside other
 * messages (disk full inside a Kryo or write error) before the wrappers'
 * own rules, storage errors before generic network errors, driver-side
 * rules (by where the failure happened) before executor-side ones. Every
 * rule is a general pattern of Spark / JVM / Python / YARN / Kubernetes
 * behaviour; docs/failure-classes.md gives each one's reason.
 */
#include "triage/rules.h"
#include "triage/sparkmsg.h"
#include "triage/tg_str.h"

#include <stdlib.h>
#include <string.h>

#define C(f, o, p) {TG_F_##f, TG_OP_##o, p}

static const tg_rule RULES[] = {
    /* ---- driver ---------------------------------------------------------- */
    {"driver.result_size", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "spark.driver.maxResultSize")}, {0},
     "The driver refused task results whose total serialized size exceeds spark.driver.maxResultSize: an "
     "action (collect, toPandas, take with a large n, a collect-then-broadcast) brings too much data to "
     "the driver, or thousands of tiny tasks each send a result.",
     {"Keep the data on the cluster: write it out, or aggregate / limit before the action",
      "If the result must reach the driver, raise spark.driver.maxResultSize (e.g. 2g) together with "
      "spark.driver.memory",
      "With tens of thousands of tasks, coalesce before the action so fewer results are sent", NULL}, 1},
    {"ser.rpc_message_size", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "spark.rpc.message.maxSize|spark.akka.frameSize|which exceeds max allowed|"
                           "bytes, max allowed|Serialized task ")}, {0},
     "A serialized task (or its result) is larger than spark.rpc.message.maxSize: the function captures a "
     "large object (a local list, dict, model or DataFrame contents) that is shipped with every task. "
     "\"Serialized task 35:4\" means task id 35, partition 4.",
     {"Broadcast the large object (sc.broadcast / broadcast()) instead of referencing it in the function",
      "Turn the captured collection into a DataFrame and join instead",
      "As a stopgap only, raise spark.rpc.message.maxSize (in MB)", NULL}, 1},
    {"driver.broadcast_too_large", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS,
        "Cannot broadcast the table|Not enough memory to build and broadcast|broadcast the table that is larger")},
     {0},
     "The small side of a broadcast join is collected to and built on the driver, and it is too large "
     "for the driver's memory or for Spark's broadcast limits (8 GB / 512M rows).",
     {"Remove the broadcast hint or disable auto-broadcast for this query "
      "(spark.sql.autoBroadcastJoinThreshold=-1)",
      "Filter and project the small side before the join so it really is small",
      "Raise spark.driver.memory only if the table is legitimately a few GB", NULL}, 1},
    {"driver.heap_too_small", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Please increase heap size using the --driver-memory option|"
                           "Please use a larger heap size")},
     {0},
     "The JVM was started with less memory than Spark needs to run at all (about 450 MB of heap): the "
     "driver's (or, for executors, the executor's) memory setting is far too low or was not applied.",
     {"Set the memory where the JVM is started: spark-submit --driver-memory 2g (spark.driver.memory in "
      "the session's conf is too late in client mode and notebooks), or spark.executor.memory",
      "Check the value the JVM got (the message prints it in bytes) against what you meant: a unit left "
      "out (512 instead of 512m) is the usual cause", NULL}, 0},
    {"resource.execution_memory", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ROOT_CLS, SIMPLE, "SparkOutOfMemoryError"),
      C(ANY_MSG, CONTAINS, "Unable to acquire|Could not acquire|not enough memory to build the hash map")},
     C(ANY_TEXT, CONTAINS, "memory"),
     "A task could not get the execution memory it asked Spark's memory manager for (sort, aggregation, "
     "join buffers): the task's share of the executor's unified memory is too small for its partition, "
     "often one large or skewed partition, or many concurrent tasks per executor.",
     {"Find the stage and the task's input size: a skewed partition, or too few partitions for the data",
      "Raise spark.sql.shuffle.partitions (or let AQE split) so each task holds less",
      "Give each task more memory: more spark.executor.memory, or fewer spark.executor.cores per executor",
      NULL}, 0},
    {"driver.task_result_lost", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_TEXT, CONTAINS, "TaskResultLost|result lost from block manager")}, {0},
     "A task finished but the driver could not fetch its result: results larger than "
     "spark.task.maxDirectResultSize are left in the executor's block manager for the driver to fetch, "
     "and the block was gone (the executor was lost, or memory pressure dropped the block) before the "
     "driver read it.",
     {"Check whether the executor that ran the task was lost or under memory pressure at that time",
      "Bring less to the driver: aggregate or write out instead of collecting large per-task results",
      "Give the executors (local mode: the driver) more memory so result blocks stay until fetched", NULL}, 0},
    /* a GPU's own failure (RAPIDS, cuDF): the device's memory or the device itself, on an
     * executor; before driver.oom, which would read RMM's OutOfMemoryError as the driver's heap */
    {"resource.gpu_failed", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "CudaFatalException|CudaException"),
      C(ANY_TEXT, CONTAINS, "CUDA error|cudaErrorMemoryAllocation|illegal memory access was encountered|"
                            "RMM failure|out_of_memory: RMM|CUDA out of memory|GPU OutOfMemory|GPU out of memory|"
                            /* RAPIDS' device memory handler, the record a kernel's failure came under */
                            "Error handling allocation failure|invalid device ordinal|cudaError")},
     {0},
     "The GPU failed the work: its memory (RMM's pool, a kernel's launch, an allocation) ran out or a "
     "kernel hit an invalid memory access, on an executor's device. Usually too much data per task for "
     "the device's memory, several tasks sharing one GPU, or a bug in a kernel for this input.",
     {"Read the failing kernel or allocation and its size in the message; check nvidia-smi / the "
      "executor's log for other processes or tasks on the same GPU",
      "Give each task more of the device: fewer concurrent GPU tasks (spark.rapids.sql.concurrentGpuTasks), "
      "smaller batches (spark.rapids.sql.batchSizeBytes), more partitions",
      "For an illegal memory access, search the plugin's issue tracker for the kernel and upgrade; run "
      "the query with the plugin off to confirm", NULL}, 0},
    {"driver.oom", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_DRIVER,
     {C(ANY_CLS, SUFFIX, "OutOfMemoryError")}, {0},
     "The driver JVM ran out of heap: results collected to the driver, a broadcast table being built, "
     "toPandas, or metadata of a very large plan (huge file listings, many partitions).",
     {"Find the driver-side action at the user frame (collect, toPandas, broadcast) and keep the data on "
      "the cluster",
      "Raise spark.driver.memory (and spark.driver.memoryOverhead on YARN / Kubernetes)",
      "For inputs with very many small files, compact them so the driver lists and plans fewer files", NULL}, 0},
    {"driver.broadcast_fatal", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "SparkFatalException")}, {0},
     "A fatal error, almost always an OutOfMemoryError, hit the driver while it built a broadcast "
     "relation for a join (Spark wraps it as SparkFatalException so the query fails instead of the JVM): "
     "the side chosen for broadcasting is far larger in memory than its estimated size.",
     {"Find the broadcast join in the plan (BroadcastExchange) and the size of its small side; look for an "
      "OutOfMemoryError in the driver's log at that time",
      "Disable automatic broadcasting for this query (spark.sql.autoBroadcastJoinThreshold=-1) or remove the "
      "broadcast hint",
      "If the table is legitimately a few GB, give the driver more memory (spark.driver.memory)", NULL}, 0},
    {"driver.broadcast_lost", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Failed to get broadcast_")}, {0},
     "A task could not read a broadcast variable's blocks: the driver that holds them no longer has "
     "them for this context. A broadcast destroyed or unpersisted while jobs still used it, a second "
     "SparkContext (or a restarted one) in the same JVM whose broadcasts the tasks asked for, or the "
     "driver's block manager losing the blocks under memory pressure.",
     {"Look for a second SparkContext or a context restarted in the same JVM (job servers, notebooks, "
      "tests that create contexts), and for destroy() / unpersist() on the broadcast before the last job "
      "that reads it",
      "Create one context per JVM and keep broadcasts alive until the last action that uses them is done",
      "If the driver is short of memory, give it more (spark.driver.memory): its blocks are evicted "
      "before tasks read them", NULL}, 0},
    {"driver.listener_failed", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(CONTEXT, CONTAINS, "spark-listener-group|in thread SparkListenerBus|threw an exception"),
      C(ANY_MSG, CONTAINS, "operating on canonicalized plan|The Spark SQL phase optimization failed|"
                           "The Spark SQL phase planning failed|The Spark SQL phase analysis failed")},
     {0},
     "The failure happened on the driver outside any task: a SparkListener (a lineage, metrics or "
     "monitoring plugin on the listener bus) threw, and Spark stops the context when an error escapes it, "
     "or the query planner reached a state it does not expect.",
     {"Read the driver's log at that time: the listener's or the planner's class is in the stack",
      "For a plugin: remove it from spark.extraListeners / the cluster's init scripts, or use the version "
      "built for this Spark and runtime",
      "For the planner: retry with spark.sql.adaptive.enabled=false to confirm, then upgrade Spark or "
      "rewrite the query's shape", NULL}, 0},
    {"driver.java_version", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_TEXT, CONTAINS, "Unsupported class file major version|Unsupported major.minor version"),
      /* the other way round: a class built for a newer Java than the JVM that loads it */
      C(ANY_CLS, SIMPLE, "UnsupportedClassVersionError")},
     {0},
     "The JVM running Spark is newer than this Spark supports: Spark reads class files of the job's "
     "closures, and its bytecode reader rejects the newer format (major 55 = Java 11, 58 = 14, 61 = 17). "
     "Spark 2.4 needs Java 8; Spark 3.0-3.2 Java 8 or 11; 3.3+ adds 17. The other way round "
     "(UnsupportedClassVersionError, \"Unsupported major.minor version\"): a jar built for a newer Java "
     "than the JVM that runs it.",
     {"Check the Java the driver and executors start with (java -version, JAVA_HOME, the container image)",
      "Run Spark with a Java it supports (JAVA_HOME to a JDK 8 / 11 / 17 matching the Spark version), or "
      "upgrade Spark", NULL}, 0},
    {"driver.java_modules", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     /* Java 16+ closes the JDK's internals that Spark and its libraries reach into */
     {C(ANY_CLS, SIMPLE, "InaccessibleObjectException"),
      C(ANY_MSG, CONTAINS, "does not export sun.|does not \"opens |module java.base does not|"
                           "cannot access class sun.|cannot access class jdk.internal")},
     {0},
     "The JVM is Java 16 or newer and refuses access to its internal classes (sun.nio.ch, jdk.internal) "
     "that this Spark or a library reaches into: the JVM is newer than the Spark or the library "
     "supports, or it was started without the --add-opens options Spark's launcher adds.",
     {"Check the Java version the driver (and a test runner, notebook or launcher that is not "
      "spark-submit) starts with against the Spark version: Spark 3.3+ supports 17, 4.0 needs 17 or 21",
      "When the JVM is not started by spark-submit (pytest, sbt / Maven Surefire, an IDE, a Kotlin or "
      ".NET host), add Spark's --add-opens options (java.base/sun.nio.ch, java.base/java.nio, ...) to its "
      "JVM options, or run with the Java the Spark version supports", NULL}, 0},
    {"driver.plan_stack_overflow", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_DRIVER,
     {C(ANY_CLS, SIMPLE, "StackOverflowError")}, {0},
     "The driver overflowed its thread stack while analysing or optimising a very deep plan: typically "
     "hundreds of withColumn / union / join calls chained in a loop, or an iterative algorithm whose "
     "lineage is never truncated.",
     {"Build many columns in one select(...) instead of withColumn in a loop; union lists in a balanced "
      "way",
      "Cut the lineage every N iterations: checkpoint() / localCheckpoint(), or write and re-read",
      "As a stopgap raise the stack: spark.driver.extraJavaOptions=-Xss16m", NULL}, 0},
    {"driver.codegen_too_large", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "grows beyond 64 KB|Code of method|Constant pool for class|has grown past JVM limit")},
     {0},
     "Whole-stage code generation produced a Java method larger than the JVM's 64 KB limit: one stage "
     "holds too many columns or expressions.",
     {"Split the expression-heavy projection into steps, or cache an intermediate result",
      "Disable whole-stage codegen for this query: spark.sql.codegen.wholeStage=false",
      "Generate fewer columns in one select (e.g. pivot fewer values at once)", NULL}, 1},
    {"driver.r_backend_failed", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "backend might have failed|JVM is not ready after")}, {0},
     "The R session (sparklyr / SparkR) lost the Spark driver JVM it talks to: the driver died or hung, "
     "most often out of memory while collecting a result to R, or it never started.",
     {"Read the driver JVM's own log (sparklyr::spark_log(sc), or the log4j file) for an OutOfMemoryError "
      "or the reason it exited",
      "If the last call was collect() / sdf_collect() of a large table, aggregate or sample on the cluster "
      "first, or write the result out",
      "Raise the driver's memory in the connection's config (sparklyr.shell.driver-memory / "
      "spark.driver.memory) only for a result that must reach R", NULL}, 1},
    {"driver.py4j_gateway_lost", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     /* a bare Py4JError (no Java exception under it) is a call the JVM never answered */
     {C(ANY_CLS, SIMPLE, "Py4JNetworkError"), C(ROOT_CLS, SIMPLE, "Py4JError"),
      C(ANY_MSG, CONTAINS, "Answer from Java side is empty|trying to connect to the Java server|"
                           "Error while receiving|Error while sending or receiving|"
                           /* py4j's own print of its call when the JVM is gone */
                           "(<class 'ConnectionRefusedError'>")},
     {0},
     "The Python process lost the driver JVM it drives through Py4J: the JVM exited or stopped answering, "
     "most often killed for memory (its heap or the container / pod limit) while collecting a result, "
     "converting one with toPandas(), or building a broadcast; the Python error is only the symptom.",
     {"Read the driver JVM's own output just before this error (stderr, the notebook's driver log, or "
      "dmesg / kubectl describe pod for an OOM kill) for an OutOfMemoryError or the reason it exited",
      "Replace the last collect() / toPandas() of a large result with an aggregate, a limit, or a write to "
      "storage",
      "If the result must reach the driver, raise spark.driver.memory (set before the session starts: "
      "spark-submit --driver-memory, not in the running session's conf)", NULL}, 0},
    {"driver.not_started", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Could not find or load main class|Could not create the Java Virtual Machine|"
                           "A JNI error has occurred|Unrecognized VM option|Invalid maximum heap size|"
                           "Invalid initial heap size|"
                           "exec driver-py failed|exec driver failed|exec executor failed|"
                           /* a container image whose entrypoint does not know Spark's role argument */
                           "exec: driver: not found|exec: executor: not found|"
                           /* the container runtime could not start the image's command at all */
                           "ContainerCannotRun|OCI runtime create failed|"
                           /* Spark's own launcher missing from the class path (a broken SPARK_HOME) */
                           "org/apache/spark/launcher/Main|org.apache.spark.launcher.Main|"
                           /* PySpark's own words when the driver JVM it launches never comes up */
                           "Java gateway process exited before sending")},
     {0},
     "The driver's JVM (or its container's entrypoint) never started: the main class is not in the jar or "
     "classpath given, a JVM option is invalid, or the image's entrypoint cannot run the command it was "
     "given (a Spark image and a submission client or operator of different versions).",
     {"Check the main class name and the application jar path in the submission (--class, the jar's "
      "location inside the image: local:///...), and list the jar (jar tf app.jar | grep MainClass)",
      "Check the JVM options passed (spark.driver.extraJavaOptions, memory settings) for a typo",
      "On Kubernetes, use a Spark image of the same version as the spark-submit client or operator (the "
      "entrypoint's commands driver / driver-py changed between versions)", NULL}, 1},
    {"timeout.session_start", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "did not start up in")}, {0},
     "A notebook's Livy session (sparkmagic, EMR or HDInsight notebooks) did not reach the idle state in "
     "time: the cluster had no room for the session's driver and executors (YARN queue full), or the "
     "driver failed or was slow to start.",
     {"Look at the cluster's YARN queue (free memory and cores, pending applications) and at the Livy "
      "session's log for the driver's start-up error",
      "Close idle sessions that hold the cluster, or ask for fewer / smaller executors in the session's "
      "configuration (%%configure)",
      "If the cluster is only slow, raise the start-up timeout (sparkmagic's "
      "livy_session_startup_timeout_seconds)", NULL}, 1},
    {"data.avro_record", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     /* Avro's writer refusing a record (its cause says why: a null, a cast) */
     {C(ANY_CLS, SUFFIX, "AppendWriteException")}, {0},
     "Avro's writer could not append a record: a value does not fit the Avro schema it writes with (a null "
     "in a field that is not nullable, a type other than the schema's, a union without the value's type). "
     "The cause below it names the value's problem.",
     {"Compare the frame's schema with the Avro schema the writer uses (avroSchema option, the table's "
      "schema): nullability and types of the fields the cause points to",
      "Make the fields nullable in the Avro schema (a union with null), or fill / cast the values before "
      "writing", NULL}, 0},
    {"logic.barrier_mode", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     /* Spark refusing a barrier stage (Horovod, XGBoost, TensorFlow on Spark) as configured */
     {C(ROOT_CLS, SIMPLE, "BarrierJobRunWithDynamicAllocationException|"
                         "BarrierJobUnsupportedRDDChainException")}, {0},
     "Spark refused to run a barrier stage (the all-tasks-at-once mode Horovod, XGBoost and other "
     "distributed trainers use) as the job is set up: barrier mode does not run with dynamic allocation, "
     "needs all its tasks' slots at once, and takes only plain RDD chains.",
     {"Read which check failed in the exception's name: with dynamic allocation, turn it off for this job "
      "(spark.dynamicAllocation.enabled=false); for slots, give the cluster at least as many task slots as "
      "the stage has partitions (or repartition to fewer)",
      "Keep the barrier stage's input a simple RDD chain (no union, coalesce or zip before barrier())", NULL}, 0},
    {"resource.k8s_executor_missing", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     /* Spark's Kubernetes backend: an executor's pod vanished between two polls */
     {C(LOSS, CONTAINS, "was not found in the cluster")}, {0},
     "Spark's Kubernetes backend no longer found an executor's pod when it polled the cluster: the pod was "
     "deleted or evicted without a status Spark saw (node pressure, a node removed by the autoscaler or a "
     "spot reclaim, a user or operator deleting it). Its tasks are lost with it.",
     {"Look up what removed the pod: kubectl get events -n <ns> for the executor pod and its node "
      "(eviction, node drain, preemption), and the cluster autoscaler's log",
      "Give executors requests that match their use (memory, ephemeral storage) so the node does not "
      "evict them; avoid spot or preemptible nodes for long stages, or enable decommissioning", NULL}, 1},
    {"resource.yarn_queue", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     /* YARN (or a gateway in front of it) refusing the application for its queue */
     {C(ANY_MSG, CONTAINS, "rejected by placement rules|rejected by queue placement|"
                           "queue placement policy|is not exists in YARN|does not exist in YARN|"
                           "to unknown queue|is not a leaf queue|Queue is not exist")},
     {0},
     "YARN refused the application because of its queue: the queue it asked for does not exist or is not "
     "a leaf, the scheduler's placement rules sent it nowhere, or the user may not submit to it. Nothing "
     "of the job ran.",
     {"Check the queue the job asks for (spark.yarn.queue, --queue, the gateway's queue setting) against "
      "the scheduler's queues: yarn queue -status <queue>, the ResourceManager UI's Scheduler page",
      "Check the scheduler's placement rules and the queue's ACLs for the submitting user "
      "(capacity-scheduler.xml / fair-scheduler.xml)", NULL}, 1},
    {"logic.cartesian_product", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     /* Spark 2.x-3.x's optimizer refusing a join without a usable condition */
     {C(ANY_MSG, CONTAINS, "Detected implicit cartesian product|Detected cartesian product for|"
                           "Join condition is missing or trivial")},
     {0},
     "The query joins two relations without a condition that relates them (missing, or one that is always "
     "true once the optimizer has simplified it, such as columns of one side compared with each other), "
     "so it would be a cartesian product; Spark refuses it unless asked for one.",
     {"Read the two plans the message prints and find the join whose condition is missing or trivial "
      "(a column compared with itself, a literal, columns that became the same after a rename or a "
      "self-join without aliases)",
      "Give the join a real condition (alias both sides of a self-join), or say crossJoin() / CROSS JOIN "
      "when a cartesian product is meant", NULL}, 1},
    {"io.state_store", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "[CANNOT_LOAD_STATE_STORE|Error reading delta file|"
                           "Error reading snapshot file")},
     {0},
     "A streaming query could not load its state store from the checkpoint: a delta or snapshot file of "
     "the state is missing, unreadable or from another version of the query or of Spark.",
     {"Read the checkpoint path and file the message names and check it exists and is readable",
      "If the query's stateful operators or Spark's version changed, start from a new checkpoint (the "
      "state is lost) or restore the old version", NULL}, 1},
    {"driver.client_start_failed", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Failed to create Spark client|spark-submit process failed with exit code|"
                           "spark-submit start failed")}, {0},
     "The service that submits the job (Hive on Spark, a job server, Kyuubi, Livy) could not start the "
     "Spark application: its spark-submit exited before a driver came up. The reason is in the output of "
     "that spark-submit, not in the query.",
     {"Find spark-submit's own output in the service's log (the lines just before this error) or run the "
      "same spark-submit by hand",
      "Check what it needs on that host: SPARK_HOME and spark.home, the Spark jars the service links, the "
      "YARN queue and the user's permission on it",
      "Check that the memory and cores requested fit the cluster's largest container", NULL}, 0},
    {"driver.operator_failed", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "driver container failed with ExitCode|driver pod failed|driver container failed|"
                           /* the operator's event for it */
                           "SparkDriverFailed")}, {0},
     "The Spark operator on Kubernetes reports that the application's driver container ended with a "
     "non-zero exit code: the application failed (an uncaught exception, a failed job) or the driver "
     "could not start; the status only relays the exit.",
     {"Read the driver pod's log for its first exception: kubectl logs <app>-driver (add --previous "
      "after a restart), and kubectl describe pod <app>-driver for an OOMKilled or image error",
      "Exit code 1 is the application's own failure; 137 the container's memory limit "
      "(spark.driver.memoryOverhead); 101 / 127 a command or image that does not run", NULL}, 1},
    {"driver.pod_missing", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Driver Pod not found|driver pod not found")}, {0},
     "The Spark operator on Kubernetes could not find the application's driver pod: it was never created "
     "(a namespace quota, an admission webhook or the service account refused it) or it was deleted while "
     "the application ran (evicted with its node, removed by a user or a cleanup).",
     {"Read the namespace's events for the driver pod: kubectl get events -n <ns> "
      "--field-selector involvedObject.name=<app>-driver (a quota or admission refusal, an eviction)",
      "Check the operator's own log for the submission of that application and the ResourceQuota of "
      "the namespace against the driver's requests", NULL}, 1},
    {"driver.livy_job_dead", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "LIVY_JOB_STATE_DEAD|LIVY_JOB_STATE_ERROR|with state=[dead]|with state=[error]|"
                           "Livy session has failed|Session state: dead|Session state: error|"
                           "Failed to launch livy session|unexpectedly reached final status|"
                           "Session is in state error|Session is in state dead")},
     {0},
     "Livy (the REST gateway Synapse, HDInsight, EMR notebooks and Airflow use to submit Spark) reports that "
     "the application's driver ended: it failed at start-up (a missing or conflicting package, a bad "
     "configuration, no resources in the pool) or at run time (an uncaught exception, out of memory). The "
     "state says only that it died; the reason is in the driver's own log.",
     {"Open the application's driver log (Livy's batch / session log, Synapse Monitor > Apache Spark "
      "applications > Logs > driver stderr, yarn logs -applicationId) and find its first ERROR or "
      "exception",
      "If it died within seconds, check the packages, jars and configuration given with the job (and the "
      "pool's libraries) against the Spark version",
      "If it ran for a while, look for an OutOfMemoryError or a container kill of the driver and size the "
      "driver (spark.driver.memory, the node size) to what it collects", NULL}, 1},
    {"timeout.livy_unreachable", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     /* sparkmagic's words when its calls to Livy's REST API kept failing */
     {C(ANY_MSG, CONTAINS, "Error sending http request and maximum retry encountered")}, {0},
     "The notebook (sparkmagic) could not talk to Livy, the cluster's REST gateway for Spark sessions: "
     "every retry of its HTTP call failed. Livy is down or unreachable from the notebook, or it could not "
     "start a session because the cluster had no room for one.",
     {"Check that the Livy server is up and reachable from the notebook (its URL in sparkmagic's config, "
      "curl <livy>/sessions) and read its log for the failed requests",
      "Check the cluster's free memory and cores (YARN ResourceManager UI) against what a session asks "
      "for, and close idle sessions", NULL}, 1},
    {"timeout.livy_session_gone", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, PREFIX, "Session '")}, C(ANY_MSG, CONTAINS, "' not found"),
     "Livy no longer knows the notebook's session: it was closed while the cell ran or waited, most often "
     "by Livy's idle timeout (livy.server.session.timeout, 1 hour by default) or because its Spark "
     "application ended (killed by YARN, failed, or the cluster restarted).",
     {"Look up the session's YARN application (yarn application -list -appStates ALL, the Spark UI of that "
      "time): if it FAILED or was KILLED, its driver log says why",
      "If it only went idle, raise livy.server.session.timeout (and the notebook's heartbeat settings) or "
      "restart the session before long runs", NULL}, 1},
    {"logic.session_cancelled", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "cancelled the Spark session due to statement execution failures")}, {0},
     "The notebook platform (Fabric, Synapse) cancelled the Spark session because a statement in it "
     "failed: this line is the consequence; the failed statement's own error is the cause.",
     {"Open the failed cell's output, or the Spark application's driver log in the monitoring hub, and read "
      "the first error of that statement",
      "Fix that error; rerun the notebook from the failed cell", NULL}, 1},
    {"driver.user_app_killed", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "User application exited with 137|User application exited with 143|"
                           "User application exited with -9|"
                           /* Dataproc's agent */
                           "Driver received SIGTERM/SIGKILL signal")},
     {0},
     "The driver's own process (the Python or R program the driver runs) was killed with SIGKILL: on a "
     "container or pod that means the kernel's OOM killer or the memory limit, while the program held too "
     "much (a collect, toPandas, large local objects).",
     {"Confirm the kill: kubectl describe pod of the driver (OOMKilled), dmesg on the node ('Memory cgroup "
      "out of memory'), or the NodeManager log of the driver's container",
      "Give the driver's container more room: spark.driver.memoryOverhead (Python lives outside the JVM "
      "heap) and spark.driver.memory",
      "Keep large data off the driver: aggregate, limit or write out instead of collect / toPandas", NULL}, 0},
    {"logic.python_daemon_stdout", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Bad data in pyspark.daemon's standard output")}, {0},
     "PySpark's worker daemon tells the JVM its port on its standard output, and something else wrote "
     "there first: a print or a library's banner at import time in the workers' Python (sitecustomize, "
     "a profiler, a module imported by the UDF's code), so the JVM read text as the port.",
     {"Find what writes to stdout when the workers' Python starts (sitecustomize.py, an imported module's "
      "print, a profiler or debugger wrapping python) and send it to stderr or remove it",
      "Run the job without the wrapper (profiler, coverage) to confirm", NULL}, 1},
    {"io.table_write_failed", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     /* Hudi's writer's own statement: its write status held errors */
     {C(ANY_MSG, CONTAINS, "UPSERT failed with errors|INSERT failed with errors|BULK_INSERT failed with errors|"
                           "DELETE failed with errors")}, {0},
     "The table format's writer (Hudi) finished the write with failed records: some records' writes "
     "failed and the commit was rolled back or left incomplete. The records' own errors are in the "
     "executors' logs (the write status), not in this line.",
     {"Read the executors' logs for the write status errors of that commit (search for the record "
      "keys' exceptions), or set the writer to fail fast on the first error",
      "Check the table's state (its timeline) before rerunning: a rolled-back or pending commit",
      NULL}, 1},
    {"logic.user_app_exit", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "User application exited with status|User application exited with 1")}, {0},
     "The driver's own program (the Python or R script YARN ran for the application) ended with an error "
     "exit status: it raised an exception or called exit with a non-zero code. YARN only saw the status; "
     "the program's error is in the driver's stdout / stderr.",
     {"Read the driver's log: yarn logs -applicationId <app> (the AM container, _000001, holds the "
      "driver's stdout / stderr in cluster mode), or the Livy session's log",
      "Fix the exception the script ended with; run it once with spark-submit in client mode to see it "
      "directly", NULL}, 0},
    {"driver.am_terminated", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "ApplicationMaster: RECEIVED SIGNAL TERM|ApplicationMaster: RECEIVED SIGNAL 15")}, {0},
     "The YARN application master (the driver, in cluster mode) was sent SIGTERM from outside while the "
     "job ran: someone or something killed the application (yarn application -kill, a scheduler's or "
     "job server's timeout, a queue's preemption) or the NodeManager stopped its container.",
     {"Find who killed it: yarn application -status <app> (its diagnostics), the ResourceManager's log "
      "for a kill request on the application, and the NodeManager's log for the AM's container",
      "Check the timeouts of what submitted it (Airflow / Oozie / a job server) against the job's run time",
      "If the queue preempts, run it in a queue that does not, or with a smaller footprint", NULL}, 1},
    /* not a statement that counts beside others: executors are sent SIGTERM at every
     * application's end and when dynamic allocation releases them */
    {"resource.executor_signalled", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "ExecutorBackend: RECEIVED SIGNAL TERM|ExecutorBackend: RECEIVED SIGNAL 15")}, {0},
     "An executor was sent SIGTERM from outside while it worked, and nothing else in the text failed "
     "before it: its container or pod was stopped by the cluster manager (YARN killing or preempting the "
     "container, a node being drained or decommissioned, a pod evicted or deleted), or the application was "
     "killed as a whole.",
     {"Find who stopped it: the NodeManager's log for the container (yarn logs -applicationId <app> "
      "-containerId <container>), or kubectl describe pod / get events for the executor's pod",
      "Check the driver's log at that time for the executor's loss reason (memory limits, preemption, a "
      "lost node) and whether the whole application was killed",
      "If a queue preempts or nodes are spot instances, run in a queue that does not, or allow for the "
      "loss (more task retries, decommissioning with shuffle migration)", NULL}, 0},
    /* a native engine's Rust panic: over its memory pool, or anything else it did not expect */
    {"resource.native_pool_panic", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "panicked at")},
     C(ANY_MSG, CONTAINS, "memory_pool|memory pool|MemoryPool|Resources exhausted|allocat|out of memory"),
     "A native engine (Comet, Blaze / Auron, DataFusion) panicked in its memory pool: an operator asked "
     "for more off-heap memory than the pool could give or account for, which the engine treats as a "
     "fatal error instead of spilling.",
     {"Read the pool and the sizes the panic names against spark.memory.offHeap.size and the engine's "
      "pool setting (Comet: spark.comet.exec.memoryPool)",
      "Give the pool more off-heap memory per task (a larger spark.memory.offHeap.size, fewer cores per "
      "executor), or switch to a pool that spills (Comet's greedy / fair_spill pools)",
      "Search the engine's issue tracker for the file and line of the panic; disable the engine for the "
      "operator to confirm", NULL}, 1},
    {"logic.native_panic", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "panicked at")}, {0},
     "A native engine (Comet, Blaze / Auron, DataFusion, a Rust UDF library) panicked: its code met a "
     "case it does not handle (an unwrap on an error, an unsupported type or expression). It is a bug or "
     "a limit of that engine, not of the data's storage.",
     {"Read the file, line and message of the panic, and search the engine's issue tracker for them",
      "Disable the engine for the failing operator or expression (its per-operator switches) to confirm, "
      "and upgrade it if a fix exists", NULL}, 1},
    {"logic.jvm_crash", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     /* the JVM's crash report (hs_err_pid) header, printed to the process's stdout */
     {C(ANY_MSG, CONTAINS, "A fatal error has been detected by the Java Runtime Environment")}, {0},
     "The JVM itself crashed in native code (SIGSEGV, SIGBUS, SIGILL): a native library loaded into it "
     "(JNI: a native engine, XGBoost, TensorFlow, a codec, an embedded Python), the JVM's own compiler, "
     "or a memory-mapped file that went away. No Java exception is thrown: the process dies, and with "
     "it the executor or the driver.",
     {"Open the crash report the text names (hs_err_pid<N>.log, in the working directory or -XX:ErrorFile) "
      "and read its \"Problematic frame\": C [libx.so] is a native library, V [libjvm.so] the JVM, J a "
      "compiled Java method",
      "For a native library, match its build to the OS, CPU and JDK and upgrade it, or run without it to "
      "confirm; for the JVM, upgrade the JDK; for SIGBUS on a mapped file, check the disk and /dev/shm",
      NULL}, 1},
    {"driver.am_context_wait", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "SparkContext did not initialize after waiting for|"
                           /* the AM's wait, 100 s by default: RPC and broadcast waits are 120 s and 300 s */
                           "Futures timed out after [100000 milliseconds]"),
      C(CONTEXT, CONTAINS, "ApplicationMaster")},
     C(ANY_TEXT, CONTAINS, "did not initialize|Futures timed out after|TimeoutException"),
     "In YARN cluster mode the application master waits for the application's main to create its "
     "SparkContext (spark.yarn.am.waitTime, 100 s by default), and it did not come in time: the main did "
     "long work before creating it, failed before it without the error reaching this log, or built its "
     "own context in a way YARN does not see (a master set to local in the code).",
     {"Read the driver's log above this line for an earlier error of the main, and check how long the main "
      "runs before it creates the SparkSession",
      "Create the SparkSession first in main, and do not set the master in the code (spark-submit gives it)",
      "If the setup before it must stay, raise spark.yarn.am.waitTime", NULL}, 1},
    {"driver.connect_session_lost", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ERRCLASS, PREFIX, "INVALID_HANDLE"),
      C(ANY_CLS, SUFFIX, "ReplStartFailureException|DriverStoppedException"),
      C(ANY_MSG, CONTAINS, "Spark Driver was down|driver was down due to")},
     {0},
     "The driver side of the session is gone: the Spark Connect session was closed or expired on the "
     "server (the driver restarted, an idle timeout), or the platform's driver (a notebook's REPL, a "
     "cluster's driver) did not start or stopped.",
     {"Check the cluster's driver log and event log at that time: a restart, an OutOfMemoryError, or a "
      "configuration error at start-up (the message's details name it)",
      "Recreate the session (a new SparkSession / DatabricksSession) and rerun; long idle sessions expire",
      "If the driver keeps failing to start, remove the last changed Spark configuration or init script",
      NULL}, 0},
    {"driver.exited_unreported", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Shutdown hook called before final status was reported")}, {0},
     "YARN's ApplicationMaster saw the driver's JVM shut down before the application reported how it "
     "ended: the driver's main (or its Python / R / .NET process) exited or was killed without stopping "
     "the SparkContext: System.exit in the code, an uncaught error on another thread, the driver "
     "container killed, or a front end that crashed.",
     {"Read the driver's own log (yarn logs -applicationId <app> -containerId <the AM's container, "
      "_000001>): the last error or exit before the shutdown hook ran",
      "Make the job end by returning from main after spark.stop(), not by System.exit / sys.exit with a "
      "non-zero code on a path that did not fail", NULL}, 1},
    {"driver.notebook_driver_lost", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS,
        "driver has stopped unexpectedly|Python kernel is unresponsive|driver is temporarily unavailable|"
        "Driver is up but is not responsive|and the driver is restarting|Spark error: Driver down|"
        /* a Glue interactive session's driver gone */
        "Session unavailable, fail to call ReplServer|"
        /* a Databricks job run whose driver never answered, or that the platform killed */
        "Failed to reach the driver|Hard killed Driver|killed Driver (pid=")},
     {0},
     "The notebook's driver stopped answering and was restarted by the platform: the driver JVM (or the "
     "Python process beside it) ran out of memory or stalled in garbage collection, most often while "
     "collecting a result, converting one with toPandas(), building a broadcast, or holding large local "
     "objects. The notebook's state is gone with it.",
     {"Open the cluster's driver log (Spark UI > Driver logs: log4j and stdout) at the time of the restart "
      "for an OutOfMemoryError, a GC overhead error or a long GC pause",
      "Replace the last collect() / toPandas() / display() of a large result with an aggregate, a limit, "
      "or a write to storage; keep large pandas / Python objects off the driver",
      "If the result must reach the driver, choose a driver node with more memory (and raise "
      "spark.driver.maxResultSize only with it)", NULL}, 1},
    {"io.localization_failed", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(EXIT, CONTAINS, "-1000")}, C(KIND, CONTAINS, "loss"),
     "YARN could not start the container because it could not download (localize) the application's "
     "files for it: a jar, archive or file in the staging directory (.sparkStaging) is missing, "
     "unreadable, or was looked up on another file system than it was written to (fs.defaultFS). Exit "
     "code -1000 is YARN's, before any Spark code ran.",
     {"Read the diagnostics under the exit code: they name the file and the file system it was looked up "
      "on",
      "Check that the staging directory (spark.yarn.stagingDir, by default the user's home on fs.defaultFS) "
      "is on a file system every NodeManager can read, and that the file is there while the job starts",
      "Pass jars and files with paths on shared storage (hdfs://, gs://, s3://) rather than local paths",
      NULL}, 0},
    {"driver.am_exit", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     /* the ApplicationMaster's own exit codes (10 uncaught exception, 12 reporter, 13 no
      * SparkContext, 14 security, 15 the user class threw, 16 shut down early) */
     {C(EXIT, CONTAINS, "10|12|13|14|15|16")},
     C(ANY_TEXT, CONTAINS, "ExitCodeException|AM Container|exit code|exitCode"),
     "YARN's container exited with one of the ApplicationMaster's own exit codes: the application's "
     "driver (in cluster mode) or its AM ended on its own failure, not the container's limits. The code "
     "says which: 10 an uncaught exception, 13 no SparkContext created in time, 15 the main class threw, "
     "16 shut down before it finished.",
     {"In the application master's log (its first container, _000001), find the exception the main died "
      "of: the last ERROR before the exit",
      "For 13, create the SparkSession first in main and do not set the master in code; for 10 and 15, "
      "fix the exception the main threw", NULL}, 0},
    {"driver.am_launch_failed", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     /* YARN's launch diagnostics for an attempt's first container (_000001): the application master */
     {C(ANY_CLS, SIMPLE, "ExitCodeException")},
     C(ANY_TEXT, CONTAINS, "_000001|AM Container for"),
     "The application master's container (the first of the attempt, _000001; the driver in cluster mode) "
     "exited with an error while it started or ran: YARN only saw the exit code, the reason is in that "
     "container's own stderr / stdout.",
     {"Read the AM container's logs: yarn logs -applicationId <app> -containerId <the _000001 container> "
      "(its stderr holds the driver's or the launcher's last error)",
      "Common causes: a class or jar missing on the cluster (spark.yarn.jars / --jars), a Python or Java "
      "version the node does not have, a setting the driver rejects at start", NULL}, 0},
    {"driver.container_killed", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_DRIVER,
     {C(KIND, CONTAINS, "loss")}, {0},
     "The driver's own container was killed (the YARN application master in cluster mode, or the driver "
     "pod on Kubernetes), usually for exceeding its memory limit.",
     {"Read the kill reason first: kubectl describe pod of the driver, or the NodeManager log / yarn logs "
      "of the application master's container",
      "Raise spark.driver.memory and spark.driver.memoryOverhead (spark.yarn.am.memory in client mode)",
      "Look for driver-side collect / toPandas / broadcast in the code", NULL}, 0},
    {"driver.context_shut_down", SDX_FC_DRIVER, TG_ROLE_SHUTDOWN, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS,
        "SparkContext was shut down|stopped SparkContext|SparkContext has been shutdown|"
        "SparkContext is shutting down|SparkContext has been stopped|"
        /* PySpark after its context stopped: the JVM handles are None */
        "object has no attribute 'setCallSite'|object has no attribute '_jsc'")},
     {0},
     "Jobs were cancelled because the SparkContext stopped. This is a consequence of the driver dying or "
     "the application stopping, not a cause by itself.",
     {"Look earlier in the log for what stopped the driver: driver OOM, a container kill, an uncaught "
      "exception, or sc.stop() / spark.stop() in the code",
      "In notebooks, check whether the session or the cluster restarted", NULL}, 1},

    {"resource.max_executor_failures", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Max number of executor failures")}, {0},
     "The application gave up because too many executors failed (spark.executor.maxNumFailures, by "
     "default twice the executors, at least 3): executors die on start or soon after, most often killed "
     "for memory or unable to start on the nodes they get.",
     {"Read one failed executor's own log (yarn logs -applicationId <app> -containerId <one executor's "
      "container>) and the NodeManager's exit status for it: the first failure is the cause",
      "If they were killed for memory, raise spark.executor.memoryOverhead or lower cores per executor",
      "If they fail on start, check the jars, Python environment and local dirs on the nodes", NULL}, 1},
    {"driver.application_failed", SDX_FC_DRIVER, TG_ROLE_SHUTDOWN, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "finished with failed status|Application finished with failed status")}, {0},
     "The submission client reports that the application failed: a summary, the cause is earlier in the "
     "text (the driver's own failure or the application master's diagnostics).",
     {"Look at the application's diagnostics and the driver log (yarn logs -applicationId ... / kubectl "
      "logs of the driver pod) for the first failure", NULL}, 0},

    {"driver.shutdown_noise", SDX_FC_DRIVER, TG_ROLE_SHUTDOWN, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "InterruptedException|RejectedExecutionException|ClosedByInterruptException"),
      C(ANY_MSG, CONTAINS, "Could not find CoarseGrainedScheduler|RpcEnv already stopped|"
                           "SparkContext is stopping|Stopping SparkContext|"
                           "Shutdown hooks cannot be modified during shutdown|Shutdown in progress")},
     {0},
     "Threads interrupted and messages rejected while the application shuts down: noise that follows the "
     "failure that stopped it, not a cause.",
     {"Look at the failure before the shutdown", NULL}, 0},

    /* ---- disk full can hide inside Kryo / write / shuffle errors --------- */
    {"resource.disk_full", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_TEXT, CONTAINS, "No space left on device|Disk quota exceeded"), C(EXIT, CONTAINS, "53")},
     {0},
     "An executor ran out of local disk: shuffle files and spills are written to spark.local.dir / the "
     "YARN local dirs / the pod's ephemeral storage.",
     {"Look at the biggest shuffle / spill stage: more partitions spread the data, and fixing skew stops "
      "one task from spilling everything",
      "Give executors more local disk (larger volumes, spark.local.dir on a big disk, Kubernetes "
      "ephemeral-storage or a mounted volume)",
      "Clean up: old shuffle files of long-running applications, checkpoint and temp directories", NULL}, 1},

    /* ---- shuffle ----------------------------------------------------------- */
    {"resource.open_files", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_TEXT, CONTAINS, "Too many open files")}, {0},
     "A process ran out of file descriptors (the open-files limit, ulimit -n): a shuffle with many "
     "partitions opens a file per reducer on the map side and many connections on the read side, and "
     "each concurrent task multiplies it. Spark's own shuffle files then cannot be opened.",
     {"Check the limit the executors really get: ulimit -n inside the container, or cat "
      "/proc/<executor pid>/limits (YARN NodeManager and container runtimes set their own)",
      "Open fewer files at once: fewer shuffle partitions (spark.sql.shuffle.partitions), fewer cores per "
      "executor, spark.shuffle.sort.bypassMergeThreshold below the partition count",
      "Raise the limit (nofile in /etc/security/limits.conf, the NodeManager's service unit, the "
      "container runtime's default ulimits) to 65536 or more", NULL}, 0},
    {"shuffle.metadata_missing", SDX_FC_SHUFFLE, TG_ROLE_FETCH, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "MetadataFetchFailedException"),
      C(ANY_MSG, CONTAINS, "Missing an output location for shuffle")},
     {0},
     "The map output of a shuffle is gone: the executor that wrote it died or was removed, so reducers "
     "do not know where to fetch from. A consequence of an executor loss.",
     {"Find the executor loss that came first (memory kill, preemption, node loss) and fix that",
      "Enable the external shuffle service (YARN) or shuffle tracking / decommissioning (Kubernetes) so "
      "shuffle files outlive executors",
      "Give executors headroom (spark.executor.memoryOverhead) if they are being killed", NULL}, 0},
    {"io.corrupt_page", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     /* the same codec errors as a corrupt shuffle block, read by a file format's reader */
     {C(ANY_MSG, CONTAINS, "FAILED_TO_UNCOMPRESS|FAILED_TO_DECOMPRESS|Decompression error|corrupt")},
     C(FORMAT, CONTAINS, ""),
     "A compressed page of an input file did not decompress while a file format's reader (Parquet, ORC, "
     "Avro) read it: the file is truncated or corrupt (a partial write, a broken copy), or the reader's "
     "codec library does not fit the writer's.",
     {"Find the file: the task's input split in the executor log or the message, and read it alone "
      "(parquet-tools / orc-tools, or spark.read on that one path)",
      "Remove or rewrite it; as a stopgap spark.sql.files.ignoreCorruptFiles=true skips such files",
      "If every file fails the same way, compare the codec library (snappy-java, zstd-jni) of the reader "
      "with the writer's", NULL}, 0},
    {"shuffle.corrupt", SDX_FC_SHUFFLE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "corrupt|FAILED_TO_DECOMPRESS|Decompression error|FAILED_TO_UNCOMPRESS"),
      /* a shuffle stream that ended early: its frames are the shuffle's reader */
      C(ROOT_CLS, SIMPLE, "EOFException")},
     /* snappy's FAILED_TO_UNCOMPRESS: Spark's own blocks (shuffle, broadcast) use it; Parquet's say otherwise */
     C(SHUFFLE, CONTAINS, "shuffle|Stream is corrupted|FAILED_TO_UNCOMPRESS"),
     "Shuffle data read back did not decompress: a shuffle block was corrupted on disk or on the wire "
     "(failing disk, NIC, or a codec bug of that Spark version).",
     {"Rerun; if it repeats on the same host, exclude the host (spark.excludeOnFailure.enabled=true) and "
      "check its disks and kernel log",
      "Keep spark.shuffle.detectCorrupt=true (default) so Spark retries the fetch",
      "Try another codec (spark.io.compression.codec) if the version has a known codec bug", NULL}, 0},
    {"shuffle.fetch_hidden", SDX_FC_SHUFFLE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_TEXT, CONTAINS, "FetchFailedException and failed, but|was hidden by another exception")}, {0},
     "A task's shuffle fetch failed, and the code around the fetch (a native engine, a plugin, a UDF's "
     "iterator) caught it and threw its own exception instead; Spark saw the fetch failure underneath and "
     "handled the task as a fetch failure. The exception printed is the consequence; the fetch is what "
     "failed: almost always the executor serving the blocks was lost.",
     {"Find the executor lost just before (the fetch's BlockManagerId, or 'Lost executor' in the driver's "
      "log) and fix its cause, usually memory",
      "Report the wrapping to the plugin's or engine's project: it should rethrow FetchFailedException "
      "unchanged", NULL}, 1},
    {"shuffle.fetch_failed", SDX_FC_SHUFFLE, TG_ROLE_FETCH, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "FetchFailedException|ExecutorDeadException"), C(KIND, CONTAINS, "fetch"),
      C(ANY_MSG, CONTAINS, "Fetch failure|FetchFailed|block data to fetch is dead")},
     {0},
     "A reducer could not fetch shuffle blocks from another executor. Almost always a consequence: the "
     "executor serving the blocks died (memory kill, OOM, preemption) or stalled in GC and did not answer.",
     {"Find the first executor lost before this fetch failure and fix its cause (usually memory)",
      "Make map outputs and tasks smaller: more shuffle partitions, fix skewed keys",
      "Enable the external shuffle service so blocks survive executor loss; for flaky networks raise "
      "spark.shuffle.io.maxRetries and spark.shuffle.io.retryWait", NULL}, 0},
    {"io.local_dir", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_TEXT, CONTAINS, "Failed to create local dir|DiskStore failed to create|Failed to create directory /")},
     {0},
     "An executor could not create its scratch directory under spark.local.dir (or the YARN / Kubernetes "
     "local dirs): the path does not exist on that node, its permissions refuse the executor's user, or "
     "the disk behind it failed or is read-only.",
     {"On the node the message names, check the local dirs (yarn.nodemanager.local-dirs, spark.local.dir, "
      "the pod's volumes): that they exist, are writable by the executor's user and are not read-only",
      "Look at the node's disk health (dmesg, the NodeManager's unhealthy-disk report); exclude the node",
      "If the disk is only full, clean it or give the executors more local storage", NULL}, 0},
    {"shuffle.local_files", SDX_FC_SHUFFLE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "temp_shuffle_|/blockmgr-|temp_local_")}, {0},
     "Spark's own shuffle or spill files in the executor's local directories (blockmgr-*/temp_shuffle_*, "
     "shuffle_*.index / .data) could not be created, opened or renamed. This is not a path of the job: the "
     "local directory was cleaned or unmounted while the job ran (a tmp cleaner on /tmp, a failing disk), "
     "or the executor was already shutting down and its block manager had deleted the files.",
     {"Check what happened to that executor at that time first (yarn logs -applicationId <app> / kubectl "
      "logs of the executor pod): a loss or shutdown just before, or disk errors in the node's kernel log",
      "Put the local dirs (spark.local.dir, YARN yarn.nodemanager.local-dirs, a Kubernetes volume) on a "
      "data disk instead of /tmp and keep tmp cleaners (systemd-tmpfiles, tmpwatch) away from them",
      "If one host keeps failing this way, check its disks and exclude it (spark.excludeOnFailure.enabled)",
      NULL}, 0},
    {"shuffle.service", SDX_FC_SHUFFLE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_TEXT, CONTAINS, "external shuffle service|ExternalShuffleService|shuffle server|shuffle service")},
     {0},
     "The external shuffle service of a node did not answer or lost its executor registrations "
     "(NodeManager restart, service down, port blocked).",
     {"Check the NodeManager (or shuffle service) log on the named host around that time",
      "Raise spark.shuffle.registration.timeout / maxAttempts if the service is slow to start",
      "Exclude the host if it keeps failing", NULL}, 0},
    {"resource.direct_memory", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     /* Netty's own (or a shaded copy's) refusal to allocate another direct buffer: the
      * executor's off-heap network memory, whichever client (shuffle, RSS, RPC) asked */
     {C(ROOT_CLS, SIMPLE, "OutOfDirectMemoryError")}, {0},
     "Netty could not allocate another direct (off-heap) buffer: the process's direct memory for network "
     "I/O was used up, most often by shuffle fetches or a remote shuffle client holding many large blocks "
     "at once. It is memory outside the heap, counted in the container's overhead.",
     {"Read the used and max bytes in the message against the executor's memoryOverhead",
      "Fetch less at once: lower spark.reducer.maxSizeInFlight and spark.reducer.maxReqsInFlight (or the "
      "remote shuffle client's in-flight limits); more partitions make blocks smaller",
      "Raise spark.executor.memoryOverhead, or let Netty use heap buffers "
      "(spark.network.io.preferDirectBufs=false, spark.shuffle.io.preferDirectBufs=false)", NULL}, 0},
    {"shuffle.remote_service", SDX_FC_SHUFFLE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, PREFIX, "org.apache.celeborn.|org.apache.uniffle.|com.tencent.rss.|com.uber.rss.|com.aliyun.emr.rss."),
      C(ANY_MSG, CONTAINS, "Shuffle data lost for shuffle|Register shuffle failed|RESERVE_SLOTS_FAILED")},
     {0},
     "A remote shuffle service (Celeborn, Uniffle, RSS) failed the shuffle: its workers lost the pushed "
     "data (a worker restarted, ran out of disk or was decommissioned), or it could not reserve slots "
     "for a new shuffle (too few healthy workers, full disks).",
     {"Read the service's master and worker logs at that time (the workers that held the named shuffle "
      "and partition; the master's slot reservation)",
      "Check the workers' health and free disk, and that the client's version matches the service's",
      "Turn on the service's replication for shuffle data (Celeborn: celeborn.client.push.replicate.enabled) "
      "so one lost worker does not lose partitions", NULL}, 0},
    {"shuffle.internal", SDX_FC_SHUFFLE, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "ShuffleBlockId|shuffleChunk_|ShuffleBlockChunkId|shufflePush_|ShuffleMergedBlockId|"
                           "push-based shuffle|PushMergedRemote|MergeStatus")},
     {0},
     "Spark's own shuffle machinery failed on a shuffle block (a block id it did not expect, a merged or "
     "pushed chunk): with push-based shuffle (spark.shuffle.push.enabled) or a new shuffle feature, most "
     "often a bug of that Spark version or a mix of versions between executors and the shuffle service.",
     {"Check whether push-based shuffle or another new shuffle feature is on (spark.shuffle.push.enabled, "
      "spark.shuffle.useOldFetchProtocol) and retry with it off",
      "Check that the external shuffle service and the executors run the same Spark version",
      "Search the Spark issue tracker for the message: these are usually known bugs with a fixed version",
      NULL}, 0},
    {"shuffle.frame_too_large", SDX_FC_SHUFFLE, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Too large frame")}, {0},
     "One shuffle block is larger than the 2 GB Spark's transport sends in one frame: a single reducer "
     "partition is enormous, usually because of a skewed key.",
     {"Increase spark.sql.shuffle.partitions or repartition so each partition is smaller",
      "Enable AQE skew-join splitting (spark.sql.adaptive.skewJoin.enabled) or salt the hot key",
      "Lower spark.maxRemoteBlockSizeFetchToMem so large blocks stream to disk", NULL}, 0},

    /* ---- serialization ----------------------------------------------------- */
    {"ser.grpc_message_size", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "message larger than max|MESSAGE_SIZE_EXCEEDED")}, {0},
     "A gRPC message between the Spark Connect client and server is larger than the channel allows (128 "
     "MiB by default): a result collected to the client (collect, toPandas) or local data sent with "
     "createDataFrame is too large for one message. The message prints the size and the limit.",
     {"Keep large data on the cluster: write the result to storage instead of collecting it, and read "
      "large local data from files rather than createDataFrame",
      "Collect less: filter, aggregate or limit before the action; for toPandas, fetch it in parts",
      "If it must go through, raise the limit on the side that refused it: the server's "
      "spark.connect.grpc.maxInboundMessageSize, or the client's channel option "
      "(grpc_max_message_size in the connection string)", NULL}, 0},
    {"ser.task_not_serializable", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Task not serializable|not serializable result|Unable to serialize "),
      C(ANY_CLS, SIMPLE, "NotSerializableException")},
     {0},
     "A function shipped to the executors captures an object that cannot be serialized: a connection, "
     "a client, a logger, the SparkContext, or the enclosing class pulled in through `this`.",
     {"Read the 'Serialization stack' lines for the offending class and field",
      "Create the object inside the function, once per partition (mapPartitions / foreachPartition)",
      "Make the class Serializable, or mark the field @transient lazy val; move helpers into an object", NULL}, 1},
    {"ser.sparkcontext_in_task", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "reference SparkContext from a broadcast variable|SparkContext should only be "
                           "created and accessed on the driver|CONTEXT_ONLY_VALID_ON_DRIVER")},
     {0},
     "Code that runs on executors references the SparkContext / SparkSession or a DataFrame, which only "
     "exist on the driver.",
     {"Express the lookup as a DataFrame join instead of using spark / sc / a DataFrame inside a UDF or map",
      "Collect the small lookup data on the driver and broadcast it", NULL}, 0},
    {"ser.pickle_too_large", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "larger than 4GiB|larger than 4 GiB|serialize a bytes object larger than|"
                           "serialize a string larger than")},
     {0},
     "Python's pickle could not write one object of 4 GiB or more (pickle protocols below 4 cannot): a "
     "broadcast variable, a closure or a collected value holds a huge Python object (a model, a dict, a "
     "pandas frame).",
     {"Find the object: the frame above the error names it (a broadcast's dump, the function's closure)",
      "Do not ship it from the driver: load it on the executors from storage (once per partition with "
      "mapPartitions), or join with a DataFrame instead of broadcasting a Python structure",
      "Shrink it (only the needed columns / keys, a compact dtype); on Python 3.8+ with a recent PySpark "
      "pickle protocol 5 lifts the limit", NULL}, 0},
    {"ser.pickling", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SUFFIX, "PicklingError|PickleException"),
      C(ANY_MSG, CONTAINS, "Could not serialize object|cannot pickle|can't pickle|could not be pickled|"
                           /* pickling a JVM-backed object (a DataFrame, a model) over Py4J */
                           "__getstate__|__getnewargs__"),
      /* a traceback cut while still inside pickling: its last frame is pickle's */
      C(ROOT_MSG, CONTAINS, "pickle.py:|pickle_fast.py:")},
     {0},
     "Python could not pickle the function or an object it references (a lock, socket, client, "
     "generator or C-extension object).",
     {"Create the unpicklable object inside the function (once per partition with mapPartitions)",
      "Pass plain data (dicts, lists) or broadcast variables instead of objects",
      "Initialise module-level clients lazily so they are not captured", NULL}, 0},
    {"ser.kryo_buffer", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Buffer overflow")}, C(ANY_TEXT, CONTAINS, "kryo"),
     "Kryo needed a larger buffer than spark.kryoserializer.buffer.max for one object: a huge row, "
     "array or map (often a collect_list / collect_set over a hot key).",
     {"Raise spark.kryoserializer.buffer.max (e.g. 512m; at most 2047m)",
      "Find and bound the huge value (collect_list on a hot key, large arrays, wide rows)",
      "If the object is a result for the driver, write it out instead", NULL}, 0},
    {"ser.eof_deserializing", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     /* a stream of serialized objects that ended early: a Kryo / Java deserializer's EOF */
     {C(ROOT_CLS, SIMPLE, "EOFException")},
     C(DESER, CONTAINS, "KryoException|DeserializationStream"),
     "Deserializing an object (a task's result, a broadcast, a shuffle or cached block) met the end of "
     "its bytes early: the bytes were written by another serializer or another version of the class (a "
     "Kryo registration or library that differs between driver and executors), or the block was cut.",
     {"Read which object was being read (the frames above DeserializationStream: a broadcast, a task "
      "result, a block) and check that driver and executors run the same jars and serializer settings",
      "With Kryo, check spark.kryo.registrator / registrationRequired and custom serializers of that "
      "class on both sides", NULL}, 0},
    {"ser.kryo", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SUFFIX, "KryoException"),
      C(ANY_MSG, CONTAINS, "Class is not registered|kryo.register(|Failed to register classes with Kryo"),
      C(ANY_CLS, PREFIX, "com.esotericsoftware.kryo.")}, {0},
     "Kryo failed to serialize or deserialize an object: an unsupported or unregistered class, a class "
     "that differs between driver and executors, or a missing class.",
     {"Read the 'Serialization trace' for the class",
      "Register the class (spark.kryo.classesToRegister) or give it a serializer; with "
      "spark.kryo.registrationRequired=true every class must be registered",
      "Make sure driver and executors run the same jars", NULL}, 0},
    {"ser.arrow_transfer", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ARROW, CONTAINS, "ARROW_PRE_0_15_IPC_FORMAT"), C(ANY_CLS, SIMPLE, "OversizedAllocationException")},
     C(ANY_CLS, SUFFIX, "IndexOutOfBoundsException|IllegalArgumentException|OversizedAllocationException|"
                        "IllegalStateException|EOFException"),
     "Moving Arrow batches between the JVM and Python workers (pandas UDFs, applyInPandas, mapInPandas, "
     "toPandas) failed inside Arrow itself: a single batch or group larger than one Arrow buffer can hold "
     "(about 2 GB: one huge group in applyInPandas, very wide rows), or a pyarrow whose IPC format the "
     "cluster's Spark does not read (pyarrow 0.15+ with Spark 2.4).",
     {"Compare pyarrow's version on the executors with the one the Spark version supports (Spark 2.4 with "
      "pyarrow >= 0.15 needs ARROW_PRE_0_15_IPC_FORMAT=1 in the executors' environment)",
      "For applyInPandas / grouped UDFs, count rows per group (groupBy(key).count()) and split the largest "
      "groups (add a sub-key) so no group reaches the 2 GB buffer limit",
      "Lower spark.sql.execution.arrow.maxRecordsPerBatch for wide rows", NULL}, 0},
    {"ser.task_end_reason", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Could not deserialize TaskEndReason")}, {0},
     "The driver could not read back why a task failed: the task's exception is of a class the driver "
     "does not have (an application or library class only on the executors' classpath, or a class the "
     "driver's class loader cannot see in `sbt run` / an IDE). The task's own failure is then reported "
     "as UnknownReason.",
     {"Read the executor's log for that task: the real exception is printed there",
      "Put the same application jar and libraries on the driver's classpath as on the executors (run from "
      "spark-submit with the assembly jar rather than `sbt run` / the IDE)", NULL}, 1},
    {"ser.class_missing", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(DESER, CONTAINS, "could not be deserialized")},
     C(ANY_CLS, SIMPLE, "ClassNotFoundException|NoClassDefFoundError"),
     "A class was missing while deserializing: an executor reading the task (its closure names a class of "
     "the application or a library that is not on the executors' classpath), or the driver reading a "
     "task's exception back (the exception's class is only on the executors). The jar was not shipped to "
     "where the bytes are read.",
     {"Check that the jar holding the class the message names reaches that side: --jars / spark.jars / "
      "--packages for executors, and the application jar itself in standalone or client mode",
      "Build one assembly (fat) jar with the job's dependencies, or add the library to the cluster's "
      "classpath (spark.executor.extraClassPath) on every node",
      "In a REPL or notebook, add the jar to the session (spark.jars) before the first job, not after", NULL}, 0},
    {"ser.repl_class", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     /* a class the shell or notebook compiled for a closure ("$iwC$$iwC$$anonfun$1",
      * "$line14.$read$...") that a task's deserializer could not load, or the task
      * result's class ("ClassNotFound with classloader: ...") */
     {C(ANY_MSG, CONTAINS, "ClassNotFound with classloader"), C(ROOT_MSG, PREFIX, "$iwC$|$line|$sess.cmd")},
     C(ANY_CLS, SIMPLE, "ClassNotFoundException|SparkException"),
     "A task or its result could not be deserialized: the class of a closure or of a returned object is one "
     "the shell or notebook compiled (its name starts $iwC or $line), or is in a jar the other side does "
     "not have, so the deserializer's class loader cannot find it.",
     {"Read the class the message names: a REPL class ($iwC, $line...$read) means the executors cannot "
      "reach the shell's class server (spark.repl.class.uri) or run another Scala version; a library's "
      "class means its jar is missing on that side",
      "Ship the jar with the job (--jars / spark.jars) rather than loading it into the shell's class path "
      "after start-up; move the code into a compiled jar when closures reference shell-defined classes", NULL}, 0},
    {"ser.class_version", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "InvalidClassException"), C(ANY_MSG, CONTAINS, "serialVersionUID"),
      /* Java deserialization binding a closure's field to a class of another
       * loader or version: "cannot assign instance of X to field Y of type
       * scala.Function2 in instance of Z" */
      C(ANY_MSG, CONTAINS, "cannot assign instance of|unread block data|"
                           /* java.io's stream read by another protocol or version (a client and
                            * a cluster of different Spark versions, a port that speaks another) */
                           "invalid stream header|"
                           /* a Java lambda whose capturing class differs between writer and reader */
                           "Invalid lambda deserialization")},
     {0},
     "Driver and executors deserialize a class with different versions (serialVersionUID mismatch, or a "
     "closure whose class comes from another class loader: \"cannot assign instance of ... to field\"): "
     "mixed jars, a stale jar on the cluster, a REPL / notebook class loader, or a Scala / Spark version mix.",
     {"Ship one version of the application jar and its dependencies (--jars / spark.jars / cluster "
      "libraries), and match the cluster's Spark and Scala versions",
      "Remove stale copies of the jar from the cluster classpath", NULL}, 0},

    /* ---- resource (executors) --------------------------------------------- */
    {"resource.yarn_memory", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(LOSS, CONTAINS, "Container killed by YARN for exceeding|beyond physical memory limits|"
                        "beyond the 'PHYSICAL' memory limit|beyond virtual memory limits|"
                        "beyond the 'VIRTUAL' memory limit"),
      C(EXIT, CONTAINS, "-104|-103")},
     {0},
     "YARN killed the executor container because the whole process (JVM heap plus off-heap: netty "
     "buffers, Python workers, Arrow, native libraries) used more memory than the container allows "
     "(executor memory + memoryOverhead).",
     {"Raise spark.executor.memoryOverhead (spark.yarn.executor.memoryOverhead before 2.3), e.g. to "
      "20-30% of executor memory for PySpark / Arrow jobs",
      "Make each task smaller: more partitions (spark.sql.shuffle.partitions), fewer cores per executor "
      "so fewer tasks share the container",
      "Find what grows in one task: a skewed key, collect_list, a large broadcast, the pandas UDF batch "
      "size (spark.sql.execution.arrow.maxRecordsPerBatch)", NULL}, 0},
    {"resource.k8s_oomkilled", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(LOSS, CONTAINS, "OOMKilled")}, {0},
     "Kubernetes killed the executor container for exceeding its memory limit (cgroup OOM kill, exit "
     "code 137): heap plus off-heap memory outgrew the pod's limit.",
     {"Raise spark.executor.memoryOverhead or spark.kubernetes.memoryOverheadFactor (0.4 for PySpark is "
      "common)",
      "Make tasks smaller: more partitions, fewer cores per executor",
      "Find the memory-heavy task (skew, collect_list, pandas UDF batches)", NULL}, 0},
    {"resource.evicted", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(LOSS, CONTAINS, "Evicted|The node was low on resource|ephemeral local storage usage exceeds|"
                        "emptyDir volume")}, {0},
     "Kubernetes evicted the pod because its node ran short of memory or ephemeral storage (pressure "
     "from other pods, or this pod using more than it requested).",
     {"Read the eviction message first (kubectl describe pod / kubectl get events): memory or "
      "ephemeral-storage, and which node",
      "Set executor memory requests equal to limits (guaranteed QoS) so executors are evicted last",
      "If the eviction names ephemeral-storage, put spark.local.dir on a real volume (emptyDir with a "
      "sizeLimit, or a PVC)", NULL}, 0},
    {"resource.executor_oom", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_TASK,
     {C(ANY_CLS, SUFFIX, "OutOfMemoryError|OutOfMemoryException"),
      C(ANY_MSG, CONTAINS, "GC overhead limit exceeded|Not enough spark off-heap execution memory|"
                           /* a native library's allocation (C++'s std::bad_alloc: LightGBM, XGBoost) */
                           "bad allocation|std::bad_alloc")}, {0},
     "An executor JVM ran out of heap while running a task (or Spark could not grant execution memory: "
     "SparkOutOfMemoryError).",
     {"Find what one task holds: a skewed key (max vs median task input), collect_list / groupByKey, a "
      "large broadcast, a MEMORY_ONLY cache",
      "Give each task more memory: more partitions, fewer cores per executor (spark.executor.cores), or "
      "more spark.executor.memory",
      "Treat 'GC overhead limit exceeded' as the same heap exhaustion seen earlier", NULL}, 0},
    {"resource.python_memory", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     /* numpy's _ArrayMemoryError ("Unable to allocate 5.96 GiB for an array ...") is one */
     {C(ANY_CLS, SIMPLE, "MemoryError|_ArrayMemoryError")}, {0},
     "A Python worker ran out of memory: a pandas UDF batch, a whole partition materialised in Python, "
     "or large per-row objects.",
     {"Lower spark.sql.execution.arrow.maxRecordsPerBatch for pandas UDFs",
      "Raise spark.executor.memoryOverhead or spark.executor.pyspark.memory (Python lives outside the "
      "JVM heap)",
      "Iterate over rows instead of materialising whole partitions in Python", NULL}, 0},
    {"resource.python_worker_crash", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Python worker exited unexpectedly|Python worker crashed")}, {0},
     "A Python worker process died without a Python exception: killed by the OS for memory, or crashed "
     "in native code (a segfault in a C extension).",
     {"Check the executor's stderr for 'Fatal Python error' / segfault and the node's kernel log for OOM "
      "kills",
      "Raise spark.executor.memoryOverhead / spark.executor.pyspark.memory",
      "Enable spark.python.worker.faulthandler.enabled=true to get the native stack", NULL}, 0},
    {"network.python_worker_connect", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Python worker failed to connect back|Accept timed out")}, {0},
     "The JVM started a Python worker and waited for it to connect back on a local socket, and it never "
     "did: the Python it started is not a working interpreter with PySpark (PYSPARK_PYTHON points to a "
     "missing or different Python, the Windows Store alias, a virtualenv absent on that node), it died "
     "on start-up, or a firewall / antivirus blocked the loopback connection.",
     {"Run the interpreter the executors use (PYSPARK_PYTHON, else python3) on that node and import "
      "pyspark with it; read the executor's stderr for the worker's own start-up error",
      "Set PYSPARK_PYTHON and PYSPARK_DRIVER_PYTHON to the same working interpreter (sys.executable "
      "in a notebook) before the session starts",
      "On Windows or locked-down hosts, allow the local socket (firewall / antivirus) and set "
      "spark.driver.host=localhost for local mode", NULL}, 0},
    {"resource.node_lost", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(LOSS, CONTAINS, "lost node|Worker lost|Slave lost"), C(EXIT, CONTAINS, "-100")}, {0},
     "The container's node was lost (NodeManager or worker died, node decommissioned, spot / preemptible "
     "instance reclaimed). Infrastructure, not the job.",
     {"Rerun; it is not caused by the job",
      "On spot / preemptible capacity enable decommissioning (spark.decommission.enabled, shuffle block "
      "migration) or keep shuffle-heavy stages on on-demand nodes",
      "Raise spark.task.maxFailures / spark.stage.maxConsecutiveAttempts where node loss is common", NULL}, 0},
    {"resource.preempted", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(LOSS, CONTAINS, "preempt|pre-emption"), C(EXIT, CONTAINS, "-102")}, {0},
     "The scheduler preempted the container to give its resources to another queue or application.",
     {"Rerun, or run in a queue with guaranteed capacity",
      "Ask for less at once (dynamic allocation with a lower max) so less is preempted",
      "Enable the external shuffle service so preemption does not lose shuffle output", NULL}, 0},
    {"resource.disks_failed", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(EXIT, CONTAINS, "-101")}, {0},
     "YARN stopped the container because the NodeManager's local or log directories went bad (full or "
     "failing disks).",
     {"Check disk usage and health of the NodeManager local dirs on that host",
      "Clean up old application caches; exclude the host until fixed", NULL}, 0},
    {"resource.decommissioned", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(LOSS, CONTAINS, "decommission")}, {0},
     "The executor was decommissioned (scale-down, spot reclaim, node drain).",
     {"Rerun; enable decommission shuffle / RDD block migration "
      "(spark.storage.decommission.enabled) to keep blocks", NULL}, 0},
    {"resource.exit_oom", SDX_FC_RESOURCE, TG_ROLE_LOSS_GENERIC, TG_NAT_ANY, TG_W_ANY,
     {C(EXIT, CONTAINS, "52")}, {0},
     "Exit code 52: the executor JVM exited on OutOfMemoryError.",
     {"Read the executor's stderr (yarn logs / kubectl logs) for the OutOfMemoryError's stack: which "
      "operator ran out",
      "Find what one task holds (skewed key, collect_list, large broadcast)",
      "More partitions, fewer cores per executor, or more spark.executor.memory", NULL}, 0},
    {"resource.exit_sigkill", SDX_FC_RESOURCE, TG_ROLE_LOSS_GENERIC, TG_NAT_ANY, TG_W_ANY,
     {C(EXIT, CONTAINS, "137|-9")}, {0},
     "Exit code 137: the executor was killed with SIGKILL, almost always by a memory limit (the YARN / "
     "Kubernetes container limit or the Linux OOM killer).",
     {"Confirm what killed it first: kubectl describe pod of the executor (Last State: OOMKilled), or the "
      "NodeManager log / yarn logs for its container, or dmesg (oom-killer) on the node",
      "If it was memory: raise spark.executor.memoryOverhead (Kubernetes: "
      "spark.kubernetes.memoryOverheadFactor)",
      "Make tasks smaller: more partitions, fewer cores per executor", NULL}, 0},
    {"resource.exit_sigterm", SDX_FC_RESOURCE, TG_ROLE_LOSS_GENERIC, TG_NAT_ANY, TG_W_ANY,
     {C(EXIT, CONTAINS, "143|-15")}, {0},
     "Exit code 143: the executor received SIGTERM, from YARN enforcing the memory limit, preemption, or "
     "a kill by the ResourceManager / the driver.",
     {"Look around the same time in the NodeManager log for 'exceeding memory limits' or preemption",
      "If memory: raise spark.executor.memoryOverhead",
      "If preemption: use a queue with guaranteed capacity", NULL}, 0},
    {"resource.gc_pause", SDX_FC_RESOURCE, TG_ROLE_GC, TG_NAT_ANY, TG_W_ANY,
     {C(KIND, CONTAINS, "gc")}, {0},
     "Long garbage-collection pauses: the executor heap is nearly full; while it collects it neither "
     "heartbeats nor serves shuffle blocks.",
     {"Give tasks more heap per core (fewer cores per executor, more memory) or make partitions smaller",
      "Avoid building large objects per task (collect_list, groupByKey); prefer reduceByKey / aggregates",
      "Consider G1 with a larger region size for large heaps", NULL}, 0},

    /* ---- timeouts before the generic loss rule ----------------------------- */
    {"logic.grpc_request_rejected", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "StatusCode.INVALID_ARGUMENT|StatusCode.UNIMPLEMENTED|StatusCode.FAILED_PRECONDITION|"
                           "INVALID_ARGUMENT: |UNIMPLEMENTED: ")},
     C(ANY_TEXT, CONTAINS, "grpc|Connect"),
     "The Spark Connect server answered the client's request with a refusal, not a network failure: the "
     "request is one it does not understand (a client library newer or older than the server, Databricks "
     "Connect against another runtime version) or is malformed.",
     {"Compare the client's version (pyspark / databricks-connect) with the server's Spark or runtime "
      "version; they must match in major.minor",
      "Read the status details in the message: they name the field or call the server refused",
      "Upgrade or pin the client to the server's version", NULL}, 0},
    {"network.kafka_poll", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Failed to get records for")}, {0},
     "A Kafka consumer in a task got no records within its poll timeout: the brokers were slow, "
     "unreachable or rebalancing, or the poll timeout is shorter than a fetch takes.",
     {"Check the brokers' health and the network from the executors to them at that time",
      "Raise the poll timeout: spark.streaming.kafka.consumer.poll.ms (DStreams) or the source option "
      "kafkaConsumer.pollTimeoutMs (Structured Streaming)",
      "Check the consumer's fetch settings against the message sizes (max.partition.fetch.bytes)", NULL}, 0},
    {"network.bind", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "BindException"),
      C(ANY_MSG, CONTAINS, "could not bind on|Address already in use|Cannot assign requested address")},
     {0},
     "A process could not listen on a port: the address it binds to is not an address of this host "
     "(spark.driver.bindAddress / SPARK_LOCAL_IP, a hostname that resolves elsewhere, a VPN), or every "
     "port it tried is taken.",
     {"Check the address the driver binds to: hostname -i, SPARK_LOCAL_IP and spark.driver.bindAddress "
      "(127.0.0.1 for local mode on a laptop whose hostname does not resolve)",
      "If ports are taken, free them or widen the range (spark.port.maxRetries, fixed spark.driver.port / "
      "spark.blockManager.port allowed by the firewall)", NULL}, 0},
    {"network.master_unreachable", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "All masters are unresponsive|Failed to connect to master|"
                           "Could not connect to master|Connection to master failed")},
     {0},
     "The driver could not register with the standalone cluster's master and gave up: the master URL "
     "(spark://host:7077) is wrong or not reachable from where the driver runs, the master is down, or "
     "the driver's Spark version differs from the cluster's (the master drops messages it cannot read).",
     {"Check the master URL against the master's web UI (the spark:// address it prints) and that the "
      "driver host can reach it: nc -z <master> 7077",
      "Match the driver's Spark (and Scala) version to the cluster's; a pip-installed pyspark of another "
      "version is a common mismatch",
      "If the master runs in a container or on another network, set its SPARK_MASTER_HOST to an address "
      "the drivers can reach", NULL}, 1},
    {"network.executor_to_driver", SDX_FC_TIMEOUTNETWORK, TG_ROLE_HEARTBEAT, TG_NAT_ENV, TG_W_ANY,
     {C(LOSS, CONTAINS, "unable to send heartbeats to driver|disassociated! Shutting down|Driver Disassociated"),
      C(EXIT, CONTAINS, "56"),
      C(ANY_MSG, CONTAINS, "controlled by spark.executor.heartbeatInterval|Issue communicating with driver|"
                           "reply from driver|Unable to send heartbeats to driver|Driver disassociated|"
                           "cannot find driver pod")},
     {0},
     "An executor could not reach the driver: its heartbeats (or other calls) to the driver timed out or "
     "failed, and after spark.executor.heartbeat.maxFailures attempts (60) it exits with code 56. This is "
     "the executor not getting through to the driver, not the driver missing the executor: the executor "
     "itself was frozen in GC (then its OutOfMemoryError or GC lines are the cause), or the driver was "
     "frozen (its own GC, a large collect), already gone, or not reachable at the address it advertised.",
     {"Check this executor's log for GC overhead / OutOfMemoryError around that time, and the driver's log: "
      "was it alive, in long GC pauses, or already stopping",
      "Check that executors can reach spark.driver.host:spark.driver.port (DNS, firewall, NAT; on "
      "Kubernetes the driver's headless service)",
      "If the driver was only busy: more driver memory / cores, or a higher spark.network.timeout", NULL}, 1},
    {"network.executor_cannot_connect", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_BACKEND,
     {C(ANY_CLS, SUFFIX, "ConnectException|UnknownHostException|NoRouteToHostException|ConnectTimeoutException"),
      C(ANY_MSG, CONTAINS, "Failed to connect to|Connection refused|Connection timed out|"
                           "Exception thrown in awaitResult")},
     {0},
     "The executor process could not connect to the driver it was told to register with (--driver-url): "
     "the executor is fine, the driver's advertised address is not reachable from where the executor "
     "runs (a laptop or container hostname, a port blocked by a firewall or NAT), or the driver was "
     "already gone.",
     {"Check the address in the message against where the driver runs: is it resolvable and reachable "
      "from the worker (nc -z host port)",
      "Set spark.driver.host / spark.driver.bindAddress to an address the workers can reach and open "
      "spark.driver.port and spark.blockManager.port",
      "In containers: advertise the host's address, not the container's hostname", NULL}, 0},
    {"timeout.heartbeat", SDX_FC_TIMEOUTNETWORK, TG_ROLE_HEARTBEAT, TG_NAT_ENV, TG_W_ANY,
     {C(LOSS, CONTAINS, "heartbeat"), C(ANY_MSG, CONTAINS, "Unable to send heartbeats|heartbeat timed out|"
                                                          "no recent heartbeats|spark.executor.heartbeatInterval")},
     {0},
     "The driver stopped hearing from an executor within spark.network.timeout. The executor was usually "
     "alive but frozen in long GC pauses or overloaded; sometimes the network dropped.",
     {"Look for GC pressure on that executor (GC time, 'Full GC' lines) and give it more memory or "
      "smaller partitions",
      "Raise spark.network.timeout (e.g. 600s), keeping it well above spark.executor.heartbeatInterval",
      "If many executors time out at the same moment, suspect the driver (its own GC) or the network", NULL}, 1},
    {"resource.executor_lost", SDX_FC_RESOURCE, TG_ROLE_LOSS_GENERIC, TG_NAT_ANY, TG_W_ANY,
     {C(KIND, CONTAINS, "loss")}, {0},
     "An executor was lost without a specific reason in this text (RPC client disassociated, process "
     "lost, unknown exit). Usually its container was killed for memory; the NodeManager / kubelet log "
     "says why.",
     {"Read the executor's own log (yarn logs -applicationId ..., kubectl logs) and the NodeManager / "
      "kubelet events for the kill reason",
      "If it was memory: raise spark.executor.memoryOverhead and make partitions smaller",
      "If several executors on one host died, exclude that host", NULL}, 0},

    /* ---- IO (storage) ------------------------------------------------------- */
    {"logic.checkpoint_dir_unset", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Checkpoint directory is not set|Checkpoint directory has not been set")}, {0},
     "The job checkpoints (an RDD's checkpoint(), GraphFrames' connected components, iterative ML) but the "
     "application never said where: the checkpoint directory is unset.",
     {"Call spark.sparkContext.setCheckpointDir(\"<a reliable path: hdfs://, s3://, dbfs:/>\") before the "
      "algorithm runs", NULL}, 0},
    {"io.dependency_fetch", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "during dependency update|Failed to fetch spark://")}, {0},
     "An executor could not download a file or jar of the application (added with --files, --jars, "
     "addFile, a notebook's library) from the driver's file server before running its task: the driver "
     "was busy or unreachable from the executor, or the file was removed or replaced on the driver.",
     {"Check the driver's health at that time (GC pauses, memory) and that executors reach its port",
      "Check that the file the message names still exists on the driver and was not re-added while tasks "
      "ran",
      "Ship large dependencies from distributed storage (hdfs://, s3://, dbfs:/) instead of the driver",
      NULL}, 0},
    {"resource.yarn_request_invalid", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "InvalidResourceRequestException")}, {0},
     "YARN refused the application's request for containers: more memory or vcores per container than "
     "the scheduler's maximum (yarn.scheduler.maximum-allocation-mb / -vcores), a negative or zero size, "
     "or more containers than it accepts in one request.",
     {"Read the sizes the message names against the queue's and the scheduler's maximum allocation",
      "Lower spark.executor.memory + spark.executor.memoryOverhead (and cores) to fit one container, or "
      "cap the executors requested (spark.dynamicAllocation.maxExecutors)", NULL}, 0},
    {"logic.program_missing", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Cannot run program")}, C(ANY_MSG, CONTAINS, "error=2,|No such file"),
     "A process the job starts could not be found on the node: the Python interpreter the workers run "
     "(PYSPARK_PYTHON / spark.pyspark.python), an R script, or a pipe() command is not at that path there, "
     "or the setting holds a stray character (a newline, quotes).",
     {"Check the path the message quotes on the node it names (ls -l there), and the setting it comes from",
      "Point PYSPARK_PYTHON / spark.pyspark.python at an interpreter every node has, or ship one "
      "(spark.archives with a packed environment and ./environment/bin/python)", NULL}, 0},
    {"resource.receiver_block_lost", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Could not compute split, block input-")}, {0},
     "A streaming receiver's input block was gone when its batch ran: received data is kept in one "
     "executor's memory (and, by default, one replica), and memory pressure evicted it or its executor "
     "was lost.",
     {"Check that executor's memory and whether it was lost around that time",
      "Store received blocks with replication and disk (StorageLevel.MEMORY_AND_DISK_SER_2) and enable the "
      "write-ahead log (spark.streaming.receiver.writeAheadLog.enable) with a checkpoint",
      "Prefer receiver-less sources (the Kafka direct stream, Structured Streaming)", NULL}, 0},
    {"io.files_changed", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "underlying files have been updated|possible the underlying files|"
                           "FILE_NOT_EXIST")},
     {0},
     "Files listed when the query was planned were changed or deleted before the tasks read them: "
     "another job overwrote the path, or a cached table listing is stale.",
     {"Do not overwrite a path that the same or a concurrent job is reading; write to a new path and swap",
      "REFRESH TABLE <table> / spark.catalog.refreshByPath(path), or recreate the DataFrame after the "
      "data changed",
      "Use a table format with snapshots (Delta, Iceberg, Hudi) for concurrent readers and writers", NULL}, 0},
    {"io.table_conflict", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "ConcurrentAppendException|ConcurrentDeleteReadException|ConcurrentDeleteDeleteException|"
                         "ConcurrentTransactionException|MetadataChangedException|ProtocolChangedException|"
                         "ConcurrentWriteException|CommitFailedException|HoodieWriteConflictException"),
      C(ANY_MSG, CONTAINS, "by a concurrent update|Conflicting commit:|concurrent transaction|"
                           "DELTA_CONCURRENT_|DELTA_METADATA_CHANGED|DELTA_PROTOCOL_CHANGED|Found conflicting files")},
     {0},
     "The table format refused the commit because another writer committed to the same table (files or "
     "partitions this transaction read or wrote, its metadata or its protocol) after this one started: "
     "optimistic concurrency control, not damaged data.",
     {"Read the 'Conflicting commit' in the message: which operation, job or cluster wrote at the same time",
      "Make concurrent writers touch disjoint partitions: put the partition columns in the MERGE / UPDATE / "
      "DELETE condition so the conflict check can tell them apart",
      "Run the conflicting writers one after another, or retry the commit with backoff",
      "When parallel writers create the table (ProtocolChangedException on an empty path), create it first",
      NULL}, 0},
    {"io.stream_offsets_lost", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "OffsetOutOfRangeException"),
      C(ANY_MSG, CONTAINS, "Offsets out of range|not available in Kafka any more|failOnDataLoss|"
                           "Some data may have been lost|offset was changed from|offsets were changed from|"
                           "Offsets not available on leader")},
     {0},
     "The streaming source's checkpoint points at offsets the broker no longer has: retention or "
     "compaction deleted them while the query was down or behind, or the topic was recreated.",
     {"Compare the checkpoint's offsets for the named partition with the topic's earliest retained offset "
      "(kafka-get-offsets / kafka-consumer-groups)",
      "If losing those records is acceptable, restart from a new checkpoint or set startingOffsets; "
      "failOnDataLoss=false only with that decision made",
      "Keep the topic's retention above the longest time the query can be stopped or behind", NULL}, 0},
    {"io.source_unavailable", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "retries while fetching MetaData|maybe ES was overloaded|Bailing out")}, {0},
     "An external source or sink kept refusing or failing calls until its client gave up: a stream's "
     "metadata (Kinesis shards) or a store's bulk writes (Elasticsearch rejecting entries under load).",
     {"Check the service's health and its throttling / rejection metrics at that time",
      "Lower the job's pressure on it: fewer concurrent tasks writing (coalesce), smaller batches, more "
      "retries with back-off in the connector's settings", NULL}, 0},
    {"io.stream_checkpoint", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ROOT_MSG, CONTAINS, "doesn't exist|does not exist|Unable to find batch|Error reading delta file|"
                            "Error reading snapshot file")},
     C(ROOT_MSG, CONTAINS, "batch|checkpoint|.delta|.snapshot|/offsets|/commits|/state/"),
     "A streaming query's checkpoint does not hold what it needs: a batch the offset or metadata log "
     "should have, or a state store file, is missing. Files were deleted or cleaned by retention, the "
     "checkpoint was copied or shared by two queries, or the source's own log (a file source's "
     "metadata) changed between restarts.",
     {"List the checkpoint's offsets/, commits/, sources/ and state/ directories and find the batch or "
      "file the message names",
      "Never share a checkpoint between queries or edit it by hand; restore it from a backup, or start a "
      "new checkpoint and choose where the query resumes",
      "Keep the checkpoint on reliable storage and out of cleanup jobs and lifecycle rules", NULL}, 0},
    {"io.metastore", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "MetaException"),
      C(ANY_MSG, CONTAINS, "SessionHiveMetaStoreClient|connect to meta store|connect to the MetaStore|"
                           "HiveSessionState|HiveExternalCatalog|HiveSessionStateBuilder|root scratch dir|"
                           /* a client newer or older than the metastore: a Thrift call it does not know */
                           "Invalid method name: 'get_|from org.apache.hadoop.hive.ql.exec.DDLTask")},
     {0},
     "The Hive metastore client could not start: the metastore service (or its database) is unreachable, "
     "its client configuration or version does not match, or Hive's scratch directory is not writable. "
     "Nothing of the job has run yet.",
     {"Check that the metastore answers from this host: the hive.metastore.uris address and port, or the "
      "metastore database's JDBC connection",
      "Check the client configuration the session starts with: hive-site.xml on the classpath, "
      "spark.sql.hive.metastore.version / jars matching the metastore",
      "For the scratch directory: make it writable (hdfs dfs -chmod 733 /tmp/hive) or point "
      "hive.exec.scratchdir elsewhere", NULL}, 0},
    {"data.table_not_found", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ERRCLASS, PREFIX, "TABLE_OR_VIEW_NOT_FOUND|SCHEMA_NOT_FOUND|VIEW_NOT_FOUND|TABLE_NOT_FOUND"),
      C(ANY_CLS, SIMPLE, "NoSuchTableException|NoSuchDatabaseException|NoSuchNamespaceException|"
                         "NoSuchViewException|InvalidTableException"),
      C(ANY_MSG, CONTAINS, "Table or view not found|Table not found|Database does not exist|"
                           "Database not found|Schema not found|Namespace not found")},
     {0},
     "The catalog has no table, view or database by the name the query uses: a typo, the wrong catalog / "
     "schema (the session's current one differs from the one the table lives in), a temporary view made "
     "in another session, or a table the upstream job has not created yet (or dropped).",
     {"Look the name up where the query runs: SHOW TABLES IN <schema> / SHOW SCHEMAS, and "
      "SELECT current_catalog(), current_schema()",
      "Qualify the name fully (catalog.schema.table) or set the schema first (USE <schema>)",
      "If the table comes from an upstream job or a temporary view, make sure it exists in this "
      "session / metastore before the query runs (the Hive metastore or Unity Catalog the cluster uses)",
      NULL}, 0},
    {"io.bad_path", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "URISyntaxException"),
      C(ANY_MSG, CONTAINS, "Can not create a Path from an empty string|Relative path in absolute URI|"
                           "Wrong FS:|No FileSystem for scheme|URISyntaxException|Illegal character in")},
     {0},
     "The path the job reads or writes is not a valid address for a file system: empty (an unset "
     "parameter or variable), a character the URI syntax does not allow (a space, '_' in a bucket host, "
     "an unescaped ':'), a relative path where an absolute one is needed, or a scheme no file system is "
     "registered for (the connector jar, such as hadoop-aws, is missing).",
     {"Print the exact path the job builds (the message quotes it) and check where its parts come from: "
      "job parameters, environment variables, dates",
      "Escape or avoid characters URIs do not allow; bucket names with '_' or '.' need path-style "
      "access",
      "For 'No FileSystem for scheme', add the file system's jar (hadoop-aws, gcs-connector, hadoop-azure) "
      "in the version matching the cluster's Hadoop, or use the scheme the platform supports (s3 vs s3a)",
      NULL}, 0},
    {"io.path_not_found", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "FileNotFoundException|FileNotFoundError|NoSuchFileException|InvalidInputException"),
      C(ANY_MSG, CONTAINS, "Path does not exist|Input path does not exist|PATH_NOT_FOUND|"
                           "No such file or directory|does not exist:"),
      C(ERRCLASS, PREFIX, "PATH_NOT_FOUND")},
     {0},
     "A path the job reads does not exist: a typo, the wrong environment or date partition, data not "
     "produced yet by the upstream job, or removed by retention.",
     {"Check the exact path in the message (scheme, bucket, partition values)",
      "Make the job wait for / check the upstream output (a _SUCCESS marker) before reading",
      "For optional inputs, test existence first or read with a glob that tolerates absence", NULL}, 0},
    {"resource.capacity_throttled", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "TooManyRequestsForCapacity|hit a spark compute or API rate limit|"
                           "However, the workspace has a|vcore quota")}, {0},
     "The platform refused to start the job: the workspace's capacity (Fabric / Synapse capacity units, "
     "a pool's cores) is used up by other running Spark sessions and jobs, or its API rate limit was hit. "
     "No Spark code ran.",
     {"Look at the capacity's monitoring hub for the sessions and jobs running at that time, and stop idle "
      "notebook sessions that hold cores",
      "Schedule the job when the capacity is free, lower its cores (fewer executors, smaller nodes), or "
      "move to a larger capacity SKU", NULL}, 1},
    {"resource.cluster_capacity", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "exceeded quota|is less than what the user requested|is above the max threshold|"
                           "Initial job has not accepted any resources|Insufficient cpu|Insufficient memory|"
                           "Insufficient nvidia.com/gpu|failed quota:|AM resource limit exceeded|Unable to get workers|"
                           "waiting for resources to be assigned for AM|Spark cluster looks down")},
     {0},
     "The cluster cannot give the application what it asked for: a namespace quota, a node without the "
     "requested GPUs or other resources, executor or driver memory above the largest container the "
     "cluster allows, or no worker with enough free cores and memory, so nothing starts.",
     {"Compare what the job requests (spark.executor.memory + memoryOverhead, cores, "
      "spark.executor.resource.*) with what the cluster offers: kubectl describe quota / nodes, YARN's "
      "yarn.scheduler.maximum-allocation-mb, the workers' free cores in the master UI",
      "Ask for less per executor (memory, cores, GPUs) or fewer executors, or raise the quota / container "
      "limits", "On GPU clusters, check the nodes' discovery script and that the GPU plugin is running", NULL}, 1},
    {"io.k8s_forbidden", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "service account doesn't have access|is forbidden: User \"system:serviceaccount|"
                           "403 - Forbidden|HTTP 403|Message: Forbidden|"
                           "cannot create resource \"pods\"|cannot get resource \"pods\"|"
                           "cannot list resource \"pods\"|cannot watch resource \"pods\"")},
     {0},
     "The Kubernetes API refused the driver (creating, reading or watching pods, config maps or services): "
     "the service account the driver pod runs as has no role binding for them in that namespace.",
     {"Check what the driver may do: kubectl auth can-i create pods --as=system:serviceaccount:<ns>:<sa> "
      "-n <ns>",
      "Run the driver as a service account bound to a role that allows pods, services, configmaps and "
      "persistentvolumeclaims: spark.kubernetes.authenticate.driver.serviceAccountName=<sa>",
      "With the Spark operator, make sure the application's namespace is one it watches and its "
      "service account exists there", NULL}, 0},
    {"io.auth_token", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, SUFFIX, "InvalidToken"),
      C(ANY_MSG, CONTAINS, "DELEGATION_TOKEN|delegation token|GSS initiate failed|can't be found in cache|"
                           "Client cannot authenticate via:[TOKEN, KERBEROS]|No valid credentials provided|"
                           "Failed to find any Kerberos tgt")},
     {0},
     "Authentication to a Kerberized service failed: a delegation token expired or was cancelled (a "
     "long-running job outlived the token's lifetime, 7 days by default for HDFS), or no Kerberos ticket "
     "was there to get one.",
     {"Check the token or ticket the message names: its expiry against the job's run time, `klist` for "
      "the submitting user",
      "For long-running and streaming jobs, submit with --principal and --keytab so Spark renews its "
      "tokens (spark.kerberos.principal / spark.kerberos.keytab)",
      "For other clusters' file systems, list them in spark.kerberos.access.hadoopFileSystems so tokens are "
      "obtained for them", NULL}, 0},
    {"io.access_denied", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "AccessDeniedException|AccessControlException|UnauthorizedAccessException"),
      C(ANY_MSG, CONTAINS, "Access Denied|403 Forbidden|Status Code: 403|Permission denied|"
                           "AuthorizationPermissionMismatch|not authorized|Forbidden (Service|"
                           /* Unity Catalog's and Ranger's words */
                           "PERMISSION_DENIED|INSUFFICIENT_PERMISSIONS|User does not have")},
     {0},
     "The storage refused access: the identity the executors or driver use lacks permission on the path "
     "(IAM role / bucket policy, HDFS ACLs, ADLS RBAC), or credentials are missing on executors.",
     {"Check which identity the job runs as on executors (instance profile, service account, "
      "delegation token) and its rights on the exact path",
      "For writes, check the parent directory and the _temporary path as well",
      "Renew expired delegation tokens / keytabs for long-running jobs", NULL}, 0},
    {"io.throttled", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "SlowDown|Slow Down|Please reduce your request rate|TooManyRequests|"
                           "Status Code: 503|Rate exceeded|throttl|Status Code: 429|429 Too Many Requests|"
                           "rateLimitExceeded|Too Many Requests")},
     {0},
     "The object store throttled requests (S3 503 SlowDown, GCS / ADLS 429): too many requests per "
     "prefix per second, usually many small files or many tasks listing and reading at once.",
     {"Reduce the request rate: compact small files, fewer concurrent tasks on the same prefix",
      "Raise retries with backoff (fs.s3a.retry.limit / fs.s3a.attempts.maximum, EMRFS retry settings)",
      "Spread objects over more prefixes (partition layout)", NULL}, 0},
    {"io.hdfs_quota", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "DSQuotaExceededException|NSQuotaExceededException|QuotaExceededException")}, {0},
     "An HDFS directory's quota was exceeded: its space quota (bytes, counted with replication) or its "
     "name quota (files and directories). The write that crossed it failed, however much space the "
     "cluster has.",
     {"Read the directory and the quota the message names; check it with hdfs dfs -count -q -h <dir>",
      "Free space there (old partitions, the .Trash, a failed job's _temporary) or ask for a larger quota "
      "(hdfs dfsadmin -setSpaceQuota / -setQuota); many small files use up a name quota: compact them",
      NULL}, 0},
    {"io.hdfs_unavailable", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "BlockMissingException|SafeModeException"),
      C(ANY_MSG, CONTAINS, "Could not obtain block|could only be written to 0 of|"
                           "could only be replicated to 0 nodes|in safe mode")},
     {0},
     "HDFS could not serve or store a block: datanodes down or full, missing replicas, or the NameNode in "
     "safe mode.",
     {"hdfs dfsadmin -report and hdfs fsck <path> for missing / corrupt blocks and full datanodes",
      "Wait for the NameNode to leave safe mode; free space on datanodes",
      "Rerun once HDFS is healthy", NULL}, 0},
    {"io.already_exists", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "FileAlreadyExistsException"), C(ERRCLASS, PREFIX, "PATH_ALREADY_EXISTS"),
      C(ANY_MSG, CONTAINS, "already exists")},
     C(ANY_TEXT, CONTAINS, "file|path|/"),
     "The output path or file already exists: SaveMode ErrorIfExists, or leftovers of an earlier failed "
     "attempt or a speculative task.",
     {"Choose the save mode explicitly (overwrite / append) or write to a fresh path",
      "Delete leftovers of the failed run (_temporary) before rerunning",
      "If it only happens on task retries, check the output committer and speculation", NULL}, 0},
    {"io.corrupt_file", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "is not a Parquet file|expected magic number|Malformed ORC file|"
                           "Unexpected end of input stream|not in gzip format|could not decompress page|"
                           /* zlib's own words for a broken deflate stream (gzip, zip) */
                           "invalid block type|invalid distance|invalid code lengths set|invalid stored block lengths|"
                           "invalid literal/lengths set|incorrect header check|incorrect data check"),
      C(ANY_CLS, SIMPLE, "MalformedInputException"),
      /* a word: the reader's "_corrupt_record" column is no corruption */
      C(ANY_MSG, TEXTWORD, "corrupt|corrupted|corruption|Corrupt")},
     {0},
     "An input file is unreadable: truncated or corrupt (a partial write, a non-Parquet file in a Parquet "
     "directory, a broken compressed file).",
     {"Find the file named in the message and inspect it (size, footer)",
      "Remove or rewrite it; as a stopgap spark.sql.files.ignoreCorruptFiles=true skips such files",
      "Make writers atomic (write to a temporary path, then rename / commit)", NULL}, 0},
    {"io.block_over_2gb", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Size exceeds Integer.MAX_VALUE|exceeds size limitation|"
                           "exceeds the maximum size of a byte array|"
                           /* a row over 2 GB in Spark's row writer */
                           "Cannot grow BufferHolder by size")},
     {0},
     "One block is larger than 2 GB, the most Spark can read back as one buffer (a cached partition, a "
     "shuffle block or a task result read from local disk): a partition holds far too much data.",
     {"Find the stage and its largest partition (the Spark UI's task input / shuffle read maximum)",
      "Use more partitions so each is well under 2 GB: repartition(n) before the cache or the shuffle, or "
      "raise spark.sql.shuffle.partitions; split a skewed key",
      "For a skewed join or aggregation, let AQE split the skewed partitions "
      "(spark.sql.adaptive.skewJoin.enabled)", NULL}, 0},
    {"io.hadoop_native", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "nativeio.NativeIO|winutils|HADOOP_HOME and hadoop.home.dir are unset")}, {0},
     "Hadoop's native helpers for the local file system are missing or do not match the Hadoop jars: on "
     "Windows winutils.exe and hadoop.dll (found through HADOOP_HOME), elsewhere a libhadoop built for "
     "another Hadoop version. Every local file access (temporary files, permissions, a write's output "
     "committer) fails.",
     {"On Windows: put winutils.exe and hadoop.dll of the same Hadoop version as Spark's jars in "
      "%HADOOP_HOME%\\bin, set HADOOP_HOME and add its bin to PATH, then restart the session",
      "Elsewhere: check java.library.path / LD_LIBRARY_PATH for a libhadoop of another version and remove "
      "it, or match it to the Hadoop jars", NULL}, 0},
    {"io.filesystem_closed", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ROOT_MSG, CONTAINS, "Filesystem closed|FileSystem is closed|Connection pool shut down")},
     C(ROOT_CLS, SUFFIX, "IOException|IllegalStateException"),
     "The process's shared Hadoop FileSystem object was closed while tasks still used it: code called "
     "close() on an instance from FileSystem.get() (cached and shared by every task in the JVM), or the "
     "executor was already shutting down (its shutdown hook closes the file systems).",
     {"Check whether the executor or the application was stopping at that time; then the failure that "
      "stopped it is the cause",
      "Never close a FileSystem obtained from FileSystem.get / path.getFileSystem in job code; use "
      "FileSystem.newInstance when a private instance must be closed",
      "As a workaround fs.<scheme>.impl.disable.cache=true gives each caller its own instance", NULL}, 0},
    {"logic.jdbc_driver_missing", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "No suitable driver")}, {0},
     "No JDBC driver on the classpath accepts the URL: the database's driver jar is not shipped with the "
     "job (or not to the executors), or the URL's prefix (jdbc:postgresql:, jdbc:sqlserver:, ...) is "
     "misspelt.",
     {"Check the URL's prefix against the driver's documented form",
      "Ship the driver jar: --packages <group:artifact:version> or --jars, and set "
      ".option(\"driver\", \"<driver class>\") so Spark loads it on the executors too", NULL}, 0},
    {"data.jdbc_value", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "cannot be converted to type|would be truncated|value too long for type|"
                           "Data truncation|Out of range value for column|Incorrect string value|"
                           "invalid input syntax for type|numeric field overflow|"
                           /* Redshift's COPY rejecting rows */
                           "stl_load_errors|exceeds DDL length")},
     {0},
     "The database refused a value the job wrote: longer than its column, of another type, or out of the "
     "column's range. The data has values the target table was not declared for.",
     {"Find the column the message names and the longest / largest value of it in the frame written "
      "(max(length(c)), min / max)",
      "Cast, trim or round the column to the table's type before the write, or widen the table's column",
      "Write the failing rows aside (filter on the limit) to see which source produced them", NULL}, 0},
    {"driver.bad_size_config", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     /* Spark's parsing of a size or a duration in a configuration value (JavaUtils) */
     {C(ROOT_MSG, CONTAINS, "Size must be specified as bytes|Time must be specified as seconds")}, {0},
     "A configuration value that must be a size or a duration could not be parsed (a unit Spark does not "
     "know, a space, a number too large): the driver failed reading its own configuration, before or "
     "while planning the query.",
     {"Find the setting: the message quotes the value; check the --conf, spark-defaults.conf and the "
      "cluster's or notebook's configuration for it (a size in b / k / m / g / t / p, a duration in ms / "
      "s / m / h)",
      "Use an integer with one unit and no space (\"10m\", \"512k\"), and a value below 2^63 bytes", NULL}, 0},
    {"data.jdbc_type", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     /* Spark's JDBC source and sink mapping column types (JdbcUtils) */
     {C(ROOT_MSG, CONTAINS, "Unrecognized SQL type |Unsupported type |Can't get JDBC type for |"
                            "Unsupported JDBC type")},
     C(ANY_TEXT, CONTAINS, "jdbc|SQLException"),
     "A column's type has no mapping between the database and Spark: Spark's JDBC source could not map "
     "the database's type code to a Spark type (the message's number is java.sql.Types: -9 NVARCHAR, "
     "-15 NCHAR, 2012 REF_CURSOR, 1111 OTHER), or the sink could not map a Spark type to the database's.",
     {"Find the column of that type in the table or query (the number is a java.sql.Types code)",
      "Cast it in the query Spark sends (the dbtable / query option: CAST(col AS VARCHAR(n))), or give "
      "customSchema for a read and createTableColumnTypes for a write",
      "Register a JdbcDialect for the database when many columns need the same mapping", NULL}, 0},
    {"network.database", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, SUFFIX, "CommunicationsException|SQLTransientConnectionException|"
                         "SQLNonTransientConnectionException|ConnectionIsClosedException"),
      C(ANY_MSG, CONTAINS, "Communications link failure|The TCP/IP connection to the host|"
                           "I/O error occurred while sending to the backend|Broken pipe (Write failed)|"
                           "The connection is closed|could not establish a secure connection|"
                           /* other stores' clients: Cassandra, Neo4j's bolt, ClickHouse's HTTP */
                           "Attempt to read after eof|No response or invalid response from|Unable to connect to|"
                           "Failed to open native connection|Failed to establish connection with server|"
                           "The target server failed to respond|Error writing request body to server|"
                           "Connection is not available, request timed out")},
     {0},
     "The connection to an external database (JDBC) could not be made or broke: the database is not "
     "reachable from the executors or the driver (host, port, firewall, private network), it closed "
     "idle or long connections, or too many tasks connected at once.",
     {"From an executor's host, test the database's host and port (nc -z host port) and the JDBC URL "
      "(the executors, not only the driver, must reach it)",
      "Limit concurrent connections: numPartitions of the JDBC read / write (coalesce before a write), "
      "and set the driver's connect / socket timeouts",
      "For long writes, lower batchsize and check the database's idle / statement timeouts", NULL}, 0},
    {"io.jdbc", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ROOT_CLS, SUFFIX, ".SQLException|PSQLException|SQLServerException|BatchUpdateException|"
                         "SQLSyntaxErrorException")},
     {0},
     "The external database rejected or dropped a JDBC connection or statement.",
     {"Read the database error in the message (constraint, timeout, too many connections)",
      "Limit concurrent connections: fewer partitions for the JDBC read/write (numPartitions)",
      "Set batchsize / fetchsize and the driver's timeouts", NULL}, 0},
    {"io.storage_timeout", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, SUFFIX, "SocketTimeoutException|ConnectTimeoutException|SdkClientException|"
                         "AmazonClientException|ConnectionPoolTimeoutException|"
                         "NoHttpResponseException|SocketException|SSLException|ConnectionClosedException"),
      C(ANY_MSG, CONTAINS, "Connection reset|Premature end of Content-Length|Unable to execute HTTP request")},
     C(STORAGE, CONTAINS, "s3a://|s3://|s3n://|abfss://|wasbs://|gs://|hdfs://|amazonaws|S3AFileSystem|"
                          "azure|googleapis"),
     "The storage service did not answer in time or dropped the connection while data was read or written "
     "(the frames or the message are the storage client's, not Spark's shuffle or RPC).",
     {"Rerun; check the storage service's health for that time",
      "Raise connection timeouts and retries of the connector (fs.s3a.connection.timeout, "
      "fs.s3a.attempts.maximum, fs.azure.io.retry.max.retries)",
      "Reduce concurrency against the store if many tasks time out together", NULL}, 0},

    /* ---- data and schema --------------------------------------------------- */
    {"data.decimal_precision", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ERRCLASS, PREFIX, "DECIMAL_PRECISION_EXCEEDS_MAX_PRECISION|CANNOT_CHANGE_DECIMAL_PRECISION|"
                          "NUMERIC_VALUE_OUT_OF_RANGE"),
      C(ANY_MSG, CONTAINS, "exceeds max precision|cannot be represented as Decimal|"
                           "Decimal precision|can only support precision up to|BigInteger out of long range")},
     {0},
     "A value does not fit the decimal type it is read, cast or computed into: more digits than the "
     "type's precision (at most 38), from a source whose numbers are wider than the declared schema or "
     "from arithmetic that widens the scale.",
     {"Find the column and the value the message names and compare its digits with the declared "
      "decimal(p, s)",
      "Declare a wider type (decimal(38, s) with a smaller scale, or double / string for the raw read), or "
      "round before the cast",
      "With ANSI mode off, an out-of-range decimal becomes null instead of failing; decide which you want",
      NULL}, 0},
    {"data.store_assignment", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Cannot safely cast '"), C(ERRCLASS, PREFIX, "INCOMPATIBLE_DATA_FOR_TABLE")}, {0},
     "An insert into a table needs a column converted to the table's type in a way that can lose data "
     "(a string into bigint, a bigint into int): Spark 3's ANSI store-assignment policy refuses it instead "
     "of writing nulls as Spark 2 did.",
     {"Cast the column in the query to the table's type (CAST(col AS BIGINT)), after checking that its "
      "values fit",
      "Only as a stopgap for old jobs: spark.sql.storeAssignmentPolicy=LEGACY (values that do not fit "
      "become null)", NULL}, 1},
    {"data.cast", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ERRCLASS, PREFIX, "CAST_INVALID_INPUT|CAST_OVERFLOW|CANNOT_PARSE_DECIMAL|INVALID_FORMAT|EXCEED_LIMIT_LENGTH|"
                          "CANNOT_CAST_DATATYPE|NUMERIC_VALUE_OUT_OF_RANGE|NUMERIC_OUT_OF_SUPPORTED_RANGE|"
                          "CONVERSION_INVALID_INPUT|INVALID_NUMBER"),
      C(ANY_CLS, SIMPLE, "NumberFormatException|SparkNumberFormatException|java.text.ParseException"),
      C(ANY_MSG, CONTAINS, "invalid literal for int()|invalid literal for float()|"
                           "could not convert string to float|cannot be cast to \"|For input string: |"
                           "Unparseable number: |Unparseable date: |"
                           /* java.sql.Timestamp.valueOf / Date.valueOf; a spreadsheet reader's cell types */
                           "Timestamp format must be yyyy-mm-dd|Date format must be|"
                           "value from a NUMERIC cell|value from a STRING cell|value from a BOOLEAN cell")},
     {0},
     "A value in the data does not parse as the target type (a cast, or number parsing, under ANSI mode "
     "or in code). Bad records in the input, not a cluster problem: retries fail the same way.",
     {"Find the bad records: rows where try_cast(col AS <type>) IS NULL AND col IS NOT NULL",
      "Use try_cast / try_to_number / to_date with an explicit format, or clean the column first (trim, "
      "strip thousands separators, map 'N/A' to NULL)",
      "Quarantine bad rows into a side table instead of failing the job; only as a last resort "
      "spark.sql.ansi.enabled=false (turns errors into silent NULLs)", NULL}, 0},
    {"data.calendar_rebase", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "before 1582-10-15|datetimeRebaseMode|int96RebaseMode|Proleptic Gregorian")}, {0},
     "Dates before 1582-10-15 or timestamps before 1900 were read or written across the calendar switch of "
     "Spark 3.0 (the hybrid Julian calendar of Spark 2.x and Hive against the Proleptic Gregorian one): "
     "Spark will not guess which calendar the files were written in.",
     {"Find which writer wrote the files (Spark 2.x, Hive, Impala write the old calendar; Spark 3 the new one)",
      "Then tell Spark: spark.sql.parquet.datetimeRebaseModeInRead (and int96RebaseModeInRead; the Avro and "
      "write-side settings alike) = LEGACY for old-calendar files, CORRECTED for new ones",
      "Rewrite the old files once with the mode set, so later readers need no setting", NULL}, 0},
    {"data.datetime", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SUFFIX, "DateTimeParseException|DateTimeException|SparkDateTimeException|SparkUpgradeException"),
      C(ERRCLASS, PREFIX, "CANNOT_PARSE_TIMESTAMP|INCONSISTENT_BEHAVIOR_CROSS_VERSION|DATETIME_"),
      C(ANY_MSG, CONTAINS, "could not be parsed|Fail to parse|does not match format|unconverted data remains|"
                           "is malformed at|Fail to recognize '|due to the upgrading of Spark 3.0")},
     {0},
     "A date or timestamp string does not match the expected pattern (or the Spark 3 parser rejects a "
     "pattern the old parser accepted).",
     {"Find the offending values: rows where try_to_timestamp(col, '<fmt>') IS NULL AND col IS NOT NULL",
      "Give to_date / to_timestamp the exact pattern, or normalise the strings first",
      "For patterns that worked in Spark 2.x: spark.sql.legacy.timeParserPolicy=LEGACY (or CORRECTED)",
      NULL}, 0},
    {"data.unsupported_type", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Unsupported data type|UNSUPPORTED_DATATYPE|UNSUPPORTED_ARROWTYPE|"
                           "Can't find a codec for|unsupported type|is not supported. Column|"
                           "must be of type|but was actually of type|type not supported|"
                           /* a format that cannot hold a type ("Parquet does not support decimal") */
                           "does not support decimal|does not support timestamp|does not support date|"
                           "does not support interval|does not support the data type|"
                           /* Avro: a union of several types Spark's schema cannot hold */
                           "union types is not supported|union type is not supported|"
                           /* a reader's or a UDT's check of one Spark type against another */
                           "doesn't match the type|does not match the type|type doesn't match|"
                           "type does not match|types do not match|Unimplemented type"),
      C(ANY_CLS, SIMPLE, "CodecConfigurationException")},
     {0},
     "A column's type cannot be carried by the path it goes through: Arrow (pandas UDFs, toPandas, "
     "applyInPandas) in the Spark version at hand, or a data source's writer; nested structs, maps and "
     "arrays of structs are the usual ones.",
     {"Find the column the message names (its type is printed) in the UDF's input / the written frame",
      "Convert it before that step: flatten the struct, to_json() it, or cast it to a supported type",
      "For toPandas only, spark.sql.execution.arrow.pyspark.enabled=false avoids Arrow (slower); newer "
      "Spark versions support more nested types in Arrow", NULL}, 0},
    {"data.ml_column_type", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ROOT_MSG, CONTAINS, "Data type |VectorAssembler does not support the")},
     C(ROOT_MSG, CONTAINS, "not supported|does not support the"),
     "A column given to a stage (an ML transformer or estimator, a writer) has a type the stage does not "
     "take: a string where numbers or a vector are needed, an array where a scalar is.",
     {"Print the schema of the frame given to that stage and find the column of the type the message names",
      "Convert it first: cast strings to numbers, StringIndexer / OneHotEncoder for categories, "
      "VectorAssembler only over numeric and vector columns", NULL}, 0},
    {"data.arrow_conversion", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SUFFIX, "ArrowInvalid|ArrowTypeError|ArrowNotImplementedError"),
      C(ANY_MSG, CONTAINS, "tried to convert to|Could not convert"),
      C(ERRCLASS, PREFIX, "ARROW_TYPE_MISMATCH|RESULT_COLUMNS_MISMATCH_FOR_ARROW_UDF|RESULT_TYPE_MISMATCH_FOR_ARROW_UDF")},
     {0},
     "Arrow could not convert pandas / Python data to the declared Spark type (a pandas UDF returning "
     "other types than its schema, mixed types in an object column).",
     {"Make the UDF return exactly the declared types (astype before returning)",
      "Check for mixed types / NaN in object columns; declare the schema explicitly",
      "Test the UDF on the failing partition's rows locally", NULL}, 0},
    {"data.schema_type", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "can not accept object|CANNOT_ACCEPT_OBJECT_IN_TYPE|FIELD_DATA_TYPE_UNACCEPTABLE|"
                           "Unexpected tuple|Length of object|Type out of range, got|"
                           /* CatalystTypeConverters: "The value (x) of the type (java.lang.Double) cannot be
                            * converted to the string type" */
                           ") cannot be converted to the|"
                           /* schema inference over rows of mixed types (createDataFrame without a schema) */
                           "Can not merge type|CANNOT_MERGE_TYPE|Some of types cannot be determined|"
                           "CANNOT_DETERMINE_TYPE|Can not infer schema for type|CANNOT_INFER_TYPE_FOR_FIELD|"
                           "can not infer schema from empty dataset|CANNOT_INFER_EMPTY_SCHEMA|"
                           /* ML feature transformers meeting a value they were told to reject */
                           "while assembling a row with handleInvalid"),
      /* the JVM's RowEncoder: a Row built by hand holds another type than its schema */
      C(ANY_MSG, CONTAINS, "is not a valid external type for schema of|INVALID_EXTERNAL_TYPE|"
                           "caused by a mapping inconsistency")},
     {0},
     "A value does not match the declared schema type (or, inferring one, rows disagree on a field's "
     "type): createDataFrame with a schema, a Row built by "
     "hand (Scala / Java RowFactory, Python Row) whose field holds another type, or a UDF whose return "
     "value has another type than declared.",
     {"Compare the declared schema with the actual types of the failing value (the message names both)",
      "Convert values explicitly (int() / toLong, str() / toString, None / null for missing) before "
      "building rows, or declare the schema field with the type the data has", NULL}, 0},
    {"data.schema_merge", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Failed to merge incompatible data types|Failed to merge fields|"
                           "schema mismatch detected when writing|Failed to merge schema|"
                           "Cannot write incompatible dataset to table|Cannot write incompatible data to table"),
      C(ERRCLASS, PREFIX, "CANNOT_MERGE_INCOMPATIBLE_DATA_TYPE|DELTA_FAILED_TO_MERGE_FIELDS|"
                          "DELTA_SCHEMA_MISMATCH|CANNOT_MERGE_SCHEMAS")},
     {0},
     "The data written (or the files read with schema merging) has a column whose type differs from the "
     "table's: the table format refuses to merge the two types (an integer column receiving doubles, a "
     "string receiving a struct).",
     {"Compare the table's schema (DESCRIBE TABLE) with the frame's (df.printSchema()) for the column the "
      "message names",
      "Cast the column to the table's type before the write; fix the upstream source that changed type",
      "Change the table's type only deliberately: an explicit ALTER / overwriteSchema, not mergeSchema on "
      "every write", NULL}, 0},
    {"data.parquet_schema", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "SchemaColumnConvertNotSupportedException|ParquetDecodingException"),
      C(ANY_MSG, CONTAINS, "Parquet column cannot be converted|PARQUET_COLUMN_DATA_TYPE_MISMATCH|"
                           "Unsupported encoding|column type mismatch|PlainValuesDictionary")},
     {0},
     "Files under one path were written with different types for the same column (schema drift), so the "
     "reader cannot convert them to the table's type.",
     {"Find the files whose footer type differs (read each partition's schema)",
      "Rewrite the odd partitions with the expected type, or read them separately and cast",
      "As a stopgap: spark.sql.parquet.enableVectorizedReader=false (slower, converts more)", NULL}, 0},
    {"data.malformed", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Malformed records are detected|MALFORMED_RECORD|Parse Mode: FAILFAST|"
                           "Malformed CSV|Malformed JSON|Unexpected character|Failed to parse JSON|"
                           "Failed to parse CSV|Failed to parse XML|malformed header|Unrecognized token"),
      C(ANY_CLS, SIMPLE, "BadRecordException|JsonParseException"),
      C(ERRCLASS, PREFIX, "MALFORMED_|CANNOT_PARSE_JSON|INVALID_JSON")},
     C(ANY_TEXT, CONTAINS, "malformed|parse|json|csv|record"),
     "An input record does not parse (CSV / JSON) and the reader runs in FAILFAST mode.",
     {"Read with mode PERMISSIVE and columnNameOfCorruptRecord to see the bad lines",
      "Fix or quarantine those records (badRecordsPath on Databricks)",
      "Check delimiter, quote, escape, multiLine and encoding options", NULL}, 0},
    {"data.unresolved", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ERRCLASS, PREFIX, "UNRESOLVED_COLUMN|UNRESOLVED_FIELD|UNRESOLVED_MAP_KEY|FIELD_NOT_FOUND|"
                          "AMBIGUOUS_REFERENCE|AMBIGUOUS_COLUMN|COLUMN_ALREADY_EXISTS|DATATYPE_MISMATCH|"
                          "INCOMPATIBLE_DATA_FOR_TABLE|INSERT_COLUMN_ARITY_MISMATCH|"
                          "NUM_COLUMNS_MISMATCH|MISSING_COLUMN|INVALID_EXTRACT_|CANNOT_RESOLVE|"
                          "COLUMN_NOT_FOUND|INCOMPATIBLE_COLUMN_TYPE|CANNOT_UP_CAST|MISSING_ATTRIBUTES|"
                          "MERGE_RESOLVED_ATTRIBUTE|COLLATION_MISMATCH|INDETERMINATE_COLLATION"),
      C(ANY_MSG, CONTAINS, "cannot resolve|does not exist. Did you mean|given input columns|"
                           "does not exist. Available|"
                           "Cannot resolve column name|No such struct field|is ambiguous|"
                           "Found duplicate column|data type mismatch|"
                           "cannot be resolved|Cannot up cast|Resolved attribute(s)|no such field|"
                           /* a named field of a schema (StructType, ML's SchemaUtils) */
                           "Field \"|but was actually|must be of type|unresolved operator")},
     {0},
     "The query refers to a column, field or table the data does not have: a renamed or missing column, "
     "a typo, upstream schema drift, or ambiguous names after a join. Raised on the driver before any "
     "task runs.",
     {"Compare the name in the message with the listed input columns (df.printSchema())",
      "If the upstream schema changed, select / rename explicitly; alias both sides of joins",
      "Pin the schema of the input (read with an explicit schema) so drift fails clearly", NULL}, 0},
    {"data.missing_name", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ROOT_CLS, SIMPLE, "AnalysisException|NoSuchTableException|NoSuchDatabaseException|NoSuchColumnException")},
     C(ROOT_MSG, CONTAINS, "does not exist|not found|No such"),
     "The analyzer names a column, table or database that is not there (an older wording than the "
     "error classes: \"Column x does not exist\", \"Database 'db' not found\"): a typo, a renamed or dropped "
     "object, or the wrong catalog / database. Raised on the driver before any task runs.",
     {"Compare the name in the message with what exists (df.printSchema(), SHOW TABLES IN db, DESCRIBE "
      "TABLE)",
      "Check the current catalog and database of the session (spark.catalog.currentDatabase())",
      "If the upstream schema changed, select / rename explicitly", NULL}, 0},
    {"logic.internal_cast", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "ClassCastException")},
     /* Spark's internal rows, or an Option where the code expected its value */
     C(ANY_MSG, CONTAINS, "InternalRow|MutableRow|UnsafeRow|ColumnarBatch|scala.Some cannot|scala.None"),
     "A cast to or from Spark's internal row classes failed (an InternalRow where a Row was expected, a "
     "ColumnarBatch where a row was): a data source, connector or library built against another Spark "
     "version than the one running, whose internal classes changed. Not the data.",
     {"Check the library's or data source's build against this Spark version (its artifact's Spark and "
      "Scala versions, spark-submit --version) and use the release made for it",
      "If the code itself builds rows for Spark, return Row / the declared types, not internal ones", NULL}, 0},
    {"data.class_cast", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "ClassCastException")},
     /* between value types; two library classes that do not cast are a version conflict, not data */
     C(ANY_MSG, CONTAINS, "java.lang.|scala.|java.math.|java.sql.|java.util.|UTF8String|GenericRow|sql.Row|"
                          "spark.sql.types|Decimal|Timestamp|[B|[L|linalg."),
     "A value's runtime type differs from what the code or the schema expects (Integer vs Long in a UDF "
     "or Row.getAs, a UDF declared to return another type, a schema that does not match the files).",
     {"Compare the declared types (UDF return type, case class, schema) with the actual column types",
      "Cast the column explicitly before the UDF / getAs", NULL}, 0},
    {"data.null_constraint", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "NULL value appeared in non-nullable field|NOT_NULL_ASSERT|NOT_NULL_CONSTRAINT|"
                           "non-nullable column"),
      C(ERRCLASS, PREFIX, "NOT_NULL_")},
     {0},
     "A NULL reached a field declared non-nullable (a case class / Dataset encoder with a primitive "
     "type, or a NOT NULL column).",
     {"Find the rows with NULL in that field; fill or filter them",
      "Use Option[...] / nullable types in the encoder or schema", NULL}, 0},
    {"data.encoding", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "MalformedInputException|UnicodeDecodeError|UnicodeEncodeError|"
                         "CharacterCodingException")},
     {0},
     "Text in the data is not in the expected character encoding.",
     {"Read with the right encoding option (e.g. encoding='ISO-8859-1')",
      "Decode with errors='replace' in Python UDFs, or clean the input", NULL}, 0},

    /* ---- job logic ---------------------------------------------------------- */
    {"logic.divide_by_zero", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ERRCLASS, PREFIX, "DIVIDE_BY_ZERO|INTERVAL_DIVIDED_BY_ZERO|REMAINDER_BY_ZERO"),
      C(ANY_CLS, SIMPLE, "ZeroDivisionError"),
      C(ANY_MSG, CONTAINS, "/ by zero|Division by zero|division by zero|divide by zero")},
     {0},
     "The job's code divides by zero for some rows (ANSI mode or integer division in code).",
     {"Guard the divisor: try_divide(a, b), or when(b != 0, a / b)",
      "Find the rows with a zero / missing divisor and decide what the result should be", NULL}, 0},
    {"logic.overflow", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ERRCLASS, PREFIX, "ARITHMETIC_OVERFLOW|BINARY_ARITHMETIC_OVERFLOW|DECIMAL_PRECISION_EXCEEDS|"
                          "INTERVAL_ARITHMETIC_OVERFLOW"),
      C(ANY_CLS, SIMPLE, "OverflowError"), C(ANY_MSG, CONTAINS, "long overflow|integer overflow")},
     {0},
     "An arithmetic result does not fit its type (integer / long / decimal overflow).",
     {"Widen the type before the arithmetic (cast to bigint / decimal(38, s)) or use try_add / try_multiply",
      "Check the data for outliers that make sums explode", NULL}, 0},
    {"logic.empty_collection", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ROOT_MSG, CONTAINS, "empty collection|reduce() empty RDD|empty RDD|next on empty iterator|"
                            "empty.reduceLeft|empty.max|empty.min|empty.head")},
     {0},
     "An action that needs at least one element (reduce, first, max / min, head) ran on an empty input: "
     "the data or a filter before it left nothing. Not a configuration problem.",
     {"Check why the input is empty: count() or take(1) the data before the action (the source path or "
      "partition, the filter or join in front of it)",
      "Use fold(zero)(op) / aggregate with a zero value instead of reduce, or test isEmpty() first and "
      "handle the empty case", NULL}, 0},
    {"logic.index", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ERRCLASS, PREFIX, "INVALID_ARRAY_INDEX|INDEX_OUT_OF_BOUNDS|INVALID_INDEX_OF_ZERO"),
      C(ANY_CLS, SIMPLE, "ArrayIndexOutOfBoundsException|IndexOutOfBoundsException|"
                         "StringIndexOutOfBoundsException|IndexError|NoSuchElementException")},
     {0},
     "The code indexes past the end of an array, string or list for some rows (e.g. split() returning "
     "fewer parts than expected).",
     {"Use safe access: element_at / try_element_at, get(), or check size() first",
      "Find the rows with short arrays / unexpected formats", NULL}, 0},
    /* A generic exception says little by its name; where it was thrown says
     * which side failed. In a connector's or a store client's own code it is
     * that system's or that connector's trouble, not the job's logic; in the
     * driver's start-up, no job ran at all. */
    {"resource.memory_stated", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_TASK,
     {C(ROOT_CLS, SIMPLE, "AssertionError|IllegalStateException|RuntimeException|java.lang.Exception|"
                          "SparkException|IllegalArgumentException|IOException")},
     C(ROOT_MSG, CONTAINS, "Not enough memory to allocate|Cannot allocate memory|insufficient memory|"
                           "out of memory"),
     "A library's own check found too little memory for what it was asked to hold (a native or "
     "persistent-memory pool, an allocation the process could not get): a memory limit, not the job's "
     "logic, even though the exception's name is a generic one.",
     {"Read the size the message asks for against the executor's memory (heap, spark.executor.memoryOverhead "
      "for native pools) and the host's free memory",
      "Give the executors more memory for that pool, or make the unit smaller (more partitions, smaller "
      "batches, a smaller model or buffer)", NULL}, 0},
    {"io.connector_failed", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ROOT_CLS, SIMPLE, "NullPointerException|IllegalStateException|RuntimeException|java.lang.Exception|AssertionError|"
                          "UnsupportedOperationException|SparkException|EOFException")},
     C(CONNECTOR, CONTAINS, ""),
     "A connector or a storage client failed inside its own code (the exception was thrown there, not in "
     "the job's code): the system it talks to answered what the connector did not expect (an emptied, "
     "missing or changed object, offsets or shards that moved), or the connector's version does not fit "
     "this Spark, Scala or the system's version.",
     {"Read the top frame and the message: the connector, and the object (topic, shard, table, path, index) "
      "it was handling",
      "Check the connector's version against this Spark / Scala version and the system's, and search its "
      "issue tracker for that frame",
      "Check the system's side at that time: the object exists, is readable by the job, and was not "
      "changed or emptied by another writer or a retention policy", NULL}, 0},
    {"data.value_rejected", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ROOT_CLS, SIMPLE, "IllegalStateException|IllegalArgumentException|RuntimeException|java.lang.Exception|"
                          "NoSuchElementException|UnsupportedOperationException|MatchError|"
                          "ArrayIndexOutOfBoundsException|IndexOutOfBoundsException")},
     C(VALUE_WORK, CONTAINS, ""),
     "A value did not fit the type it was read or cast as: the exception was thrown by the code that "
     "parses, infers or casts values (a date or timestamp parser, the CSV / JSON / XML reader, Cast, a "
     "Hive inspector), not by the job's own code. Some rows hold a value in another format or type than "
     "the schema says.",
     {"Find the column the top frames parse (a date, a number, a nested field) and the rows whose value "
      "has another format: read them as strings and filter on the parse returning null",
      "Give the reader an explicit schema and format (dateFormat / timestampFormat), or mode=PERMISSIVE "
      "with a corrupt-record column to set the bad rows aside", NULL}, 0},
    {"shuffle.internal_failed", SDX_FC_SHUFFLE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ROOT_CLS, SIMPLE, "NullPointerException|IllegalStateException|IllegalArgumentException|RuntimeException|"
                          "java.lang.Exception|AssertionError|IndexOutOfBoundsException|"
                          "ArrayIndexOutOfBoundsException|UnsupportedOperationException|SparkException|"
                          "NoSuchElementException")},
     C(SHUFFLE_WORK, CONTAINS, ""),
     "Spark's shuffle failed inside its own code (the exception was thrown by the shuffle's reader, "
     "writer or block fetcher, the map output tracker or a shuffle service, not by the job's code): "
     "shuffle state that went missing or out of step (an executor or a shuffle service restarted and "
     "forgot its registrations, map outputs lost), or a shuffle plugin that does not fit this Spark.",
     {"Read the top frame and the message, and look for an executor or a node's shuffle service lost or "
      "restarted just before (yarn logs / the NodeManager's log, kubectl get events)",
      "With a shuffle plugin or a remote shuffle service (Celeborn, Uniffle, RAPIDS), check its version "
      "against this Spark and its own server's log",
      "Rerun: a shuffle whose state went out of step usually succeeds once the stage is recomputed", NULL}, 0},
    {"driver.startup_failed", SDX_FC_DRIVER, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ROOT_CLS, SIMPLE, "ClassNotFoundException|NoClassDefFoundError|NoSuchMethodError|NoSuchFieldError|"
                          "AbstractMethodError|IncompatibleClassChangeError|ExceptionInInitializerError|"
                          "NullPointerException|IllegalArgumentException|IllegalStateException|AssertionError|"
                          "RuntimeException|java.lang.Exception|SparkException|UnsupportedOperationException|"
                          "ClassCastException")},
     C(STARTUP, CONTAINS, ""),
     "The driver failed while starting, before any job ran: the SparkContext (or spark-submit) could not "
     "set up one of its parts (a plugin, a listener, the metrics system, the scheduler backend), most "
     "often because a library on the driver's classpath is missing or was built for another Spark or "
     "Scala version, or a setting is rejected.",
     {"Read the frame under SparkContext's constructor for the part that failed, and the class, method or "
      "setting the message names",
      "For a missing class or method, check that library's artifact against the cluster "
      "(spark-submit --version: its Spark version and the _2.12 / _2.13 Scala suffix) and that it is on "
      "the driver's classpath (--packages / --jars)",
      "Start once without the extra setting (spark.plugins, spark.extraListeners, spark.sql.extensions, "
      "spark.metrics.conf) to confirm it is the cause, then fix that library or setting", NULL}, 0},
    {"logic.null", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "NullPointerException"), C(ANY_MSG, CONTAINS, "'NoneType' object")}, {0},
     "The code dereferences a null / None: a row with a missing value reaches code that assumes it is "
     "present.",
     {"Handle NULL explicitly in the UDF or function (return None / a default)",
      "Filter or coalesce the column before the UDF; in Scala use Option", NULL}, 0},
    {"logic.python_version", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "PYTHON_VERSION_MISMATCH|Python in worker has different version")}, {0},
     "The executors start another Python than the driver (another minor version): PySpark refuses to run "
     "a Python task across minor versions, so every UDF, RDD map and Python-side action fails while plain "
     "DataFrame work still runs.",
     {"Compare the two versions the message names with `python3 --version` on a worker host and in the "
      "driver's environment",
      "Point both at the same interpreter that exists on every node: spark.pyspark.python and "
      "spark.pyspark.driver.python (or PYSPARK_PYTHON / PYSPARK_DRIVER_PYTHON)",
      "Or ship one environment with the job (a conda-pack / venv-pack archive in spark.archives) and point "
      "spark.pyspark.python into it", NULL}, 0},
    {"io.filesystem_missing", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     /* a storage connector's classes not on the classpath: the store cannot be reached at all */
     {C(ROOT_CLS, SIMPLE, "ClassNotFoundException|NoClassDefFoundError")},
     C(ROOT_MSG, CONTAINS, "FileSystem|fs.s3a|fs/s3a|fs.azure|fs/azure|com.oracle.bmc|com/oracle/bmc|"
                           "cloud.hadoop.fs.gcs|stocator"),
     "A storage connector's classes are not on the classpath (the S3A, ABFS, GCS or OCI file system, or "
     "a library it needs): the job cannot open that store's paths at all. The connector's jar, or one of "
     "its dependencies in the version it was built with, is missing or shadowed.",
     {"Add the connector in the version that matches this Hadoop (hadoop-aws with the same version as "
      "hadoop-common, plus its SDK bundle; gcs-connector; the OCI HDFS connector) with --packages, or "
      "check that spark.hadoop.fs.<scheme>.impl names a class that exists",
      "For a missing dependency class, compare the connector's declared dependencies with the jars on "
      "the driver's and executors' classpath", NULL}, 0},
    {"logic.codegen_compile", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "CompileException|InternalCompilerException")}, {0},
     "Spark's generated code (whole-stage or expression codegen) did not compile: a Spark or a library's "
     "bug for this combination of expressions and types, not the data.",
     {"Confirm and work around it: spark.sql.codegen.wholeStage=false (or spark.sql.codegen.factoryMode="
      "NO_CODEGEN for the query), then look for the Spark issue with the expression named in the "
      "generated code",
      "Upgrade Spark if the issue is fixed in a later release", NULL}, 0},
    {"logic.dependency", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "ClassNotFoundException|NoClassDefFoundError|NoSuchMethodError|NoSuchFieldError|"
                         "AbstractMethodError|IncompatibleClassChangeError|UnsatisfiedLinkError|"
                         "ModuleNotFoundError|ImportError"),
      /* Py4J: the JVM side has no such method or class (a Python package newer than its jar) */
      C(ANY_MSG, CONTAINS, "]) does not exist|() does not exist|does not exist in the JVM")},
     {0},
     "A class, method or module is missing at run time, or has another version than at build time: a "
     "dependency conflict or a library not shipped to the executors.",
     {"Ship the dependency to executors (--jars / --packages / --py-files / an environment archive)",
      "Align versions with the cluster's Spark, Scala and Hadoop; shade conflicting libraries",
      "Run `mvn dependency:tree` / pip freeze on the driver and compare with the executors", NULL}, 0},
    {"logic.sql_syntax", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     /* the SQL parsers' own (Spark's, Hive's, PySpark's copies); a date parser's or a file
      * reader's ParseException is the data's */
     {C(ANY_CLS, SUFFIX, "parser.ParseException|ql.parse.ParseException|sql.utils.ParseException|"
                         "captured.ParseException|connect.ParseException"),
      C(ERRCLASS, PREFIX, "PARSE_SYNTAX_ERROR|UNRESOLVED_ROUTINE|WRONG_NUM_ARGS|INVALID_SQL_SYNTAX"),
      C(ANY_MSG, CONTAINS, "Undefined function|mismatched input|extraneous input|no viable alternative|"
                           "cannot recognize input near|Syntax error|syntax error at or near|missing EOF at")},
     {0},
     "The SQL text or a function call is invalid (syntax error, unknown function, wrong arguments).",
     {"Fix the statement at the position the message points to",
      "Register the UDF / check the function exists in this Spark version", NULL}, 0},
    {"data.encoding", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ROOT_MSG, CONTAINS, "Invalid UTF-8|Invalid UTF8|Malformed UTF-8|invalid byte sequence for encoding|"
                            "Invalid UTF-8 start byte|Invalid UTF-8 middle byte")},
     {0},
     "Some input is not in the character encoding the reader expects: bytes that are not valid UTF-8 (a "
     "file written as Latin-1 or UTF-16, a byte order mark, binary data in a text column).",
     {"Find the file and the position the message names and look at its bytes (xxd | head)",
      "Read it with its real encoding (the reader's encoding / charset option), or convert the files to "
      "UTF-8 before reading; drop a leading byte order mark", NULL}, 0},
    {"data.spark_type_check", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     /* Spark's own checks of a type: an assertion on a UDF's declared schema, a pattern match over
      * Spark's data types that met one it does not handle */
     {C(ROOT_CLS, SIMPLE, "AssertionError|MatchError")},
     C(ROOT_MSG, CONTAINS, "Invalid schema|Invalid return type|sql.types.|catalyst.types.|types.DataType"),
     "A value's type is not the one the code or the schema declares: a pandas / Python UDF returned "
     "another type than its declared schema, or a column's Spark type (a struct, a timestamp, a decimal) "
     "reached code that handles only other types (a reader's type coercion, a Hive UDF's inspector).",
     {"Read the two types the message names: the declared one and the one that arrived",
      "Declare the UDF's return type or the reader's schema to match the data, or cast the column to "
      "a type that code supports before it", NULL}, 0},
    {"logic.user_raised", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ERRCLASS, PREFIX, "USER_RAISED_EXCEPTION"), C(ANY_CLS, SIMPLE, "AssertionError")}, {0},
     "The job's own check failed (raise_error / assert_true / an assertion in the code).",
     {"Read the message: it is the job's own condition; find the rows that violate it", NULL}, 0},
    {"logic.match_error", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "MatchError")}, {0},
     "A Scala pattern match met a value no case handles.",
     {"Add a default case (case other => ...) and handle the value printed in the message", NULL}, 0},
    {"ser.deep_lineage", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "StackOverflowError")}, C(DESER, CONTAINS, "ObjectInputStream.readObject"),
     "The stack overflowed while a task (or its result) was deserialized: the object graph is too deep "
     "for Java serialization, almost always an RDD lineage grown over many iterations (ALS, graph "
     "algorithms, loops that union or update an RDD) that every task carries.",
     {"Checkpoint the iterative state every few iterations: sc.setCheckpointDir(...) and "
      "rdd.checkpoint() (ALS: checkpointInterval, with a checkpoint directory set)",
      "Cut the lineage in loops: persist and materialise, or write and re-read the intermediate result",
      "As a stopgap only, a larger thread stack: spark.executor.extraJavaOptions=-Xss16m (and the "
      "driver's)", NULL}, 0},
    {"logic.task_stack_overflow", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_TASK,
     {C(ANY_CLS, SIMPLE, "StackOverflowError|RecursionError")}, {0},
     "Code in a task recursed too deeply: a recursive UDF, deeply nested data, or a very long RDD lineage "
     "being deserialized on the executor.",
     {"Make the recursion iterative or bounded",
      "Checkpoint long iterative RDD lineages (sc.setCheckpointDir + rdd.checkpoint())",
      "As a stopgap: spark.executor.extraJavaOptions=-Xss16m", NULL}, 0},
    {"logic.python_exception", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "KeyError|TypeError|AttributeError|NameError|UnboundLocalError|RuntimeError|"
                         "ValueError|LookupError|StopIteration|NotImplementedError|JSONDecodeError")},
     {0},
     "The job's Python code raised an exception while processing rows (in a UDF, map or foreach "
     "function).",
     {"Open the user frame and reproduce with the failing value (test the function on that partition's "
      "rows locally)",
      "Handle the unexpected input in the function (missing keys, None, other types)",
      "Prefer built-in functions over Python UDFs where possible", NULL}, 0},
    {"network.unknown_host", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ROOT_CLS, SUFFIX, "UnknownHostException")}, {0},
     "A host name did not resolve: DNS, a typo in a URI or config, or a logical name the client does not "
     "know (an HDFS HA nameservice that this cluster's hdfs-site.xml does not define, a Kubernetes service "
     "in another namespace).",
     {"Resolve the name the message gives from the driver and from an executor host: getent hosts <name> "
      "(or nslookup)",
      "For an HDFS nameservice of another cluster, give the client its HA settings (dfs.nameservices, "
      "dfs.ha.namenodes.<ns>, dfs.namenode.rpc-address.<ns>.*, the failover proxy provider) through "
      "spark.hadoop.* or that cluster's hdfs-site.xml",
      "On Kubernetes, use the service's full name (<svc>.<namespace>.svc.cluster.local)", NULL}, 0},
    {"logic.illegal_argument", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ROOT_CLS, SIMPLE, "IllegalArgumentException|IllegalStateException|UnsupportedOperationException|"
                         "SparkIllegalArgumentException|SparkUnsupportedOperationException"),
      C(ANY_MSG, CONTAINS, "requirement failed")},
     {0},
     "An argument or state was rejected: a bad parameter or configuration value, or an operation the API "
     "does not support in this mode.",
     {"Read the message for the rejected value and where it comes from (config, function argument)",
      "Check the user frame for the call that passed it", NULL}, 0},

    /* ---- timeouts and network ------------------------------------------------ */
    {"timeout.broadcast", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "Could not execute broadcast in|spark.sql.broadcastTimeout")}, {0},
     "The broadcast side of a join was not ready within spark.sql.broadcastTimeout (300 s): the small "
     "side was slow to compute or larger than expected.",
     {"Materialise the small side first (cache + count, or write it out)",
      "Raise spark.sql.broadcastTimeout, or disable the broadcast for this join "
      "(spark.sql.autoBroadcastJoinThreshold=-1)",
      "Check the small side's real size", NULL}, 0},
    {"timeout.rpc", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, SIMPLE, "RpcTimeoutException|TimeoutException|AskTimeoutException"),
      C(ANY_MSG, CONTAINS, "Futures timed out after|spark.rpc.askTimeout|spark.network.timeout")},
     {0},
     "A call between Spark processes timed out (spark.network.timeout / spark.rpc.askTimeout): the "
     "other side was busy (GC, overloaded driver) or unreachable.",
     {"Look for GC pressure or a busy driver at that time",
      "Raise spark.network.timeout (e.g. 600s)",
      "Check the network between driver and executors", NULL}, 0},
    {"network.connection", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ANY_CLS, SUFFIX, "ConnectException|UnknownHostException|NoRouteToHostException|"
                         "ClosedChannelException|SocketTimeoutException|SocketException"),
      C(ANY_MSG, CONTAINS, "Connection refused|Connection reset|Broken pipe|Failed to connect to|"
                           "Connection timed out|Network is unreachable|Failed to send RPC|"
                           "Cannot receive any reply|Connection closed|connection was closed|"
                           "Connection from |has been quiet for|Read timed out|timed out waiting for|"
                           /* gRPC (Spark Connect, services a UDF calls) */
                           "UNAVAILABLE: |StatusCode.UNAVAILABLE|DEADLINE_EXCEEDED|Stream removed|"
                           "Transport closed"),
      /* Python's own (a driver-side socket to the JVM: toPandas, collect) */
      C(ANY_TEXT, CONTAINS, "socket.timeout|ConnectionResetError|ConnectionRefusedError|BrokenPipeError|"
                            /* ... or the record it was printed under says so ("WARN
                             * StandaloneAppClient: Failed to connect to master h:7077") */
                            "Failed to connect to ")},
     {0},
     "A network connection failed (refused, reset, timed out, unknown host). Often the other process had "
     "died or was frozen; otherwise the network or DNS.",
     {"Check whether the remote executor / service was alive at that time (an executor loss just before "
      "is the usual cause)",
      "Check DNS / firewall rules for the hosts and ports in the message",
      "Raise spark.network.timeout and retries for flaky networks", NULL}, 0},
    /* the wrappers' own rules: only when nothing more specific is in the text */
    {"io.write_failed", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ERRCLASS, PREFIX, "TASK_WRITE_FAILED"),
      C(ROOT_MSG, CONTAINS, "Task failed while writing rows|Writing job aborted|Job aborted."),
      C(ROOT_MSG, CONTAINS, "Failed to commit task|Commit denied")},
     {0},
     "A task failed while writing output, and the text does not include the cause.",
     {"Find the failed task's executor log (or the full stack) for the 'Caused by' under this error",
      "Check the output location's permissions and free space", NULL}, 0},
    {"io.read_failed", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ERRCLASS, PREFIX, "FAILED_READ_FILE"),
      C(ROOT_MSG, CONTAINS, "Encountered error while reading file|Could not read data from write ahead log"),
      C(ROOT_CLS, SIMPLE, "FileReadException")},
     {0},
     "A task failed while reading an input file, and the text does not include the cause.",
     {"Read the file named in the message; find the 'Caused by' in the executor log",
      "Check for corrupt files, schema drift or permission changes on that path", NULL}, 0},

    /* an I/O or a connector's exception whose message says the other side could not be reached
     * in time: a network failure, whatever the exception's package */
    {"timeout.service_unreachable", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ROOT_MSG, CONTAINS, "connect timed out|Connection timed out|Read timed out|No route to host|"
                            "Network is unreachable|All host(s) tried for query failed|"
                            "network/Elasticsearch cluster is not accessible|Connection refused|"
                            "UnknownHostException|Name or service not known|nodename nor servname|"
                            "Cannot detect ES version"),
      C(ROOT_CLS, SIMPLE, "NoHostAvailableException|UnknownHostException|NoRouteToHostException|"
                          "ConnectException|SocketTimeoutException|AllNodesFailedException|"
                          "NoNodeAvailableException")},
     {0},
     "The job could not reach a service it reads or writes (a database, a search or object store, a "
     "metastore, the cluster's API) in time: the host was down, overloaded, not resolvable or not "
     "reachable from where the call ran (firewall, security group, private network).",
     {"From the host that failed (an executor's node for a task, the driver's otherwise), test the "
      "service's host and port the message names (nc -z host port, nslookup host)",
      "Check the service's health and connection limits at that time, then the client's timeouts and "
      "retries; reduce concurrency against it if many tasks failed together", NULL}, 0},
    {"io.generic", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ROOT_CLS, SUFFIX, "IOException|IOError|OSError|FSError")}, {0},
     "An I/O operation failed while reading or writing data.",
     {"Read the message for the path / operation; check the storage's health and permissions",
      "Rerun if the storage had a transient problem", NULL}, 0},

    /* ---- collateral and catch-alls --------------------------------------------- */
    {"collateral.task_killed", SDX_FC_JOBLOGIC, TG_ROLE_KILLED, TG_NAT_ANY, TG_W_ANY,
     {C(KIND, CONTAINS, "killed")}, {0},
     "Tasks were killed because something else failed (their stage was cancelled when the job aborted): "
     "collateral, not a cause.",
     {"Look at the failure that aborted the job", NULL}, 0},
    {"logic.cancelled", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_MSG, CONTAINS, "cancelled|canceled")}, {0},
     "The job or stage was cancelled: by the user, a notebook interrupt, a job-group cancel or a timeout "
     "in the calling code.",
     {"Check who cancelled it (UI, notebook, orchestrator timeout); rerun if it was not intended", NULL}, 0},
    /* ---- what no rule names: the root's own name and message ------------------
     * An exception no rule above knows is a library's or the job's own; its
     * class name and message still say what failed ("...TimeoutException",
     * "...ParseException", "HoodieIOException", "...: Connection timed out").
     * These come last, so every specific rule wins. */
    {"logic.build_summary", SDX_FC_JOBLOGIC, TG_ROLE_SHUTDOWN, TG_NAT_ANY, TG_W_ANY,
     {C(ROOT_CLS, SIMPLE, "TestsFailedException|MojoFailureException|MojoExecutionException|BuildException")}, {0},
     "The build tool's summary that a test run or a build failed (sbt's \"Tests unsuccessful\", Maven's "
     "MojoFailureException): it follows the failure that broke the test, it is not the cause.",
     {"Read the failure the test printed before the summary (its exception and \"Cause:\" lines)",
      "Run the failing suite alone (sbt \"testOnly <Suite>\", mvn -Dtest=<Suite>) to see its full output", NULL}, 0},
    {"logic.test_failure", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ROOT_CLS, PREFIX, "org.scalatest.|org.junit.|junit.framework.|org.opentest4j.|org.specs2.")}, {0},
     "A test of the job failed its own assertion or waited too long for a condition (a ScalaTest / JUnit "
     "failure, \"eventually\" timing out): what the test expected did not happen.",
     {"Read the assertion or the condition the test waited for, and the failure printed before it",
      "Run the test alone to tell a real regression from a slow or shared test machine", NULL}, 0},
    {"logic.class_cast", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     /* value types that do not cast are data (data.class_cast, above); what is left is two classes */
     {C(ROOT_CLS, SIMPLE, "ClassCastException")}, {0},
     "One class could not be cast to another, and they are not plain values: most often the same library "
     "in two versions on the classpath, a plugin or connector built for another Spark version meeting "
     "Spark's internal classes, or a wrong type in the code's own generic collections.",
     {"Read the two class names in the message: when both belong to Spark or to one library, compare the "
      "versions on the classpath (spark-submit --version and the connector's or plugin's build)",
      "Align the connector, plugin or extension with this Spark version, or remove the second copy of the "
      "library (a fat jar that bundles it, --jars and --packages both giving it)",
      "When one of them is the job's own class, fix the type where the code casts or builds the collection",
      NULL}, 0},
    {"io.service_refused", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ROOT_MSG, CONTAINS, "RESOURCE_EXHAUSTED|PERMISSION_DENIED|UNAUTHENTICATED|NOT_FOUND: |OUT_OF_RANGE: |"
                            "StatusCode.NOT_FOUND")},
     C(ANY_TEXT, CONTAINS, "grpc|ApiException|ResourceExhausted"),
     "An external service called over gRPC (a cloud storage or warehouse API, a queue, a model server) "
     "answered with a refusal, not a network failure: RESOURCE_EXHAUSTED is a quota or a size limit, "
     "PERMISSION_DENIED / UNAUTHENTICATED are credentials, NOT_FOUND a missing resource. The message "
     "names which.",
     {"Read the status and its details in the message: the limit, the permission or the resource it names",
      "For a quota, look at the service's quota page for the project and lower the job's concurrency "
      "(fewer partitions / executors talking to it) or ask for more",
      "For a size limit, make the unit smaller (rows, batches, messages) before it is sent", NULL}, 0},
    {"io.http_status", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     /* a client's exception for an HTTP answer: the words of its name (Json, Response) are the
      * protocol's, not the data's */
     {C(ROOT_CLS, SUFFIX, "ResponseException|HttpResponseException|HttpException|HttpClientErrorException|"
                          "HttpServerErrorException")},
     {0},
     "A service called over HTTP (a storage or warehouse API, a catalog, a REST source) answered with an "
     "error status: 429 or 503 is throttling, 401 / 403 credentials or permissions, 404 a missing object, "
     "other 5xx the service's own trouble.",
     {"Read the status and the reason the message quotes, and the object or API it names",
      "For 429 / 503, lower the job's concurrency against that service (fewer partitions or executors "
      "calling it) and let the client retry with backoff; ask for a higher quota if it is a fixed limit",
      "For 401 / 403 / 404, check the job's identity and the object's name", NULL}, 0},
    {"io.tikv_region", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     /* TiSpark's store client: its gRPC errors are the store's regions moving or unavailable */
     {C(ROOT_CLS, PREFIX, "com.pingcap.|org.tikv.")}, {0},
     "TiSpark's client for TiKV (the store under TiDB) failed a read or write against a region: the region "
     "moved, split or changed leader while the job ran, or the TiKV store holding it was busy or down. "
     "The client retries; this is what it reported when the retries ran out.",
     {"Check the TiKV / PD monitoring for that time: region leader changes, store health, busy or "
      "unreachable stores",
      "Rerun when the cluster is stable; lower the job's concurrency against TiKV if stores are busy",
      "Check the TiSpark version against the TiDB / TiKV version", NULL}, 0},
    {"fallback.shuffle", SDX_FC_SHUFFLE, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     /* a shuffle plugin's or a native engine's own exception that says what it was doing */
     {C(ROOT_MSG, TEXTWORD, "shuffle writer|shuffle reader|shuffle write|shuffle read|shuffle data|shuffle file|"
                            "shuffle block|shuffle partition|shuffle service")},
     {0},
     "No known pattern matched, but the exception says it failed while writing or reading shuffle data: a "
     "shuffle plugin's or a native engine's own error (its writer, reader or service), not the job's "
     "logic.",
     {"Read the message for the shuffle, map or partition it names and look for an executor or a shuffle "
      "service lost or restarted just before",
      "With a shuffle plugin or a native engine (Gluten, Comet, RAPIDS, Celeborn), check its version "
      "against this Spark and its own log; fall back to Spark's own shuffle to confirm", NULL}, 0},
    {"fallback.network", SDX_FC_TIMEOUTNETWORK, TG_ROLE_CAUSE, TG_NAT_ENV, TG_W_ANY,
     {C(ROOT_CLS, WORD, "Timeout|Timedout|Connect|Connection|Socket|Network|Unavailable|Unreachable|Rpc|Grpc|"
                        "Transport|Retries"),
      C(ROOT_MSG, CONTAINS, "timed out|timeout|connection refused|connection reset|unreachable|no route to host|"
                            "service unavailable|Failed to connect|Connection error|all nodes failed|"
                            "connection closed|connection was closed|has been closed|closed by peer|broken pipe|"
                            "no response|communication error|communications link failure|"
                            /* a library's own cluster (H2O's) that did not form in time: its nodes on
                             * the executors could not find each other */
                            "Cloud size"),
      /* a gRPC status of any kind (a connector's shaded copy included) */
      C(ROOT_CLS, CONTAINS, "io.grpc.")},
     {0},
     "No known pattern matched, but the exception says a call to another process or service timed out or "
     "could not connect: the other side was slow, down or unreachable.",
     {"Check the service or host the message names at that time (alive, overloaded, reachable from the "
      "executors)",
      "Raise the client's timeouts and retries for a slow service; reduce concurrency against it", NULL}, 0},
    {"fallback.serialization", SDX_FC_SERIALIZATION, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ROOT_CLS, WORD, "Serialization|Serializer|Serialize|Serializable|Deserialization|Deserializer|Pickle|"
                        "Pickling|Kryo|Marshal|Unmarshal|Marshalling"),
      C(ROOT_MSG, CONTAINS, "serializ|pickl")},
     {0},
     "No known pattern matched, but the exception says an object could not be turned into bytes or back: "
     "a class that does not serialize, or versions of a class that differ between writer and reader.",
     {"Find the object the message names and how it reaches the tasks (a captured variable, a field of "
      "the enclosing class, a record type)",
      "Make it serializable, create it inside the task, or broadcast its data instead", NULL}, 0},
    {"fallback.data", SDX_FC_DATASCHEMA, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ROOT_CLS, WORD, "Parse|Parser|Parsing|Format|Schema|Cast|Conversion|Convert|Malformed|Mapping|Json|"
                        "Csv|Avro|Parquet|Orc|Xml|Record|Field|Column|Invalid|Header|Encoding"),
      /* whole words: "column" is not in ColumnarBatchRow, a class a message names */
      C(ROOT_MSG, TEXTWORD, "schema|column|malformed|cannot parse|could not parse|unable to parse|Unparseable|"
                            "invalid format|type mismatch|unexpected type|data type|not a valid|format must be")},
     {0},
     "No known pattern matched, but the exception says the data did not fit what the code or the schema "
     "expects: a value that does not parse, a type or column that differs, a malformed record.",
     {"Find the value or record the message quotes in the input and where it comes from",
      "Declare the schema explicitly, and clean, cast or quarantine the records that do not fit", NULL}, 0},
    {"fallback.io", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ROOT_CLS, WORD, "IO|File|Storage|Blob|Bucket|Table|Catalog|Metastore|Hdfs|Path|Directory|Commit|Lock|Quota|"
                        "Lease|Sink|Source|Reader|Writer|Read|Write|Upload|Download"),
      C(ROOT_MSG, CONTAINS, "no such file|file not found|does not exist|permission|access denied|forbidden|"
                            "not authorized|bucket|s3://|s3a://|hdfs://|gs://|abfss://|wasbs://|dbfs:/|"
                            "Error fetching data|Unable to load|HDFS file")},
     {0},
     "No known pattern matched, but the exception says reading or writing storage or an external system "
     "failed: a path, table or object that is missing, refused or could not be read.",
     {"Read the path, table or object the message names and check it exists and is readable by the job's "
      "identity",
      "Check that system's health and limits for that time", NULL}, 0},
    {"fallback.memory", SDX_FC_RESOURCE, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ROOT_CLS, WORD, "Memory|Allocation|Alloc|Heap|OOM"),
      C(ROOT_MSG, CONTAINS, "out of memory|OutOfMemory|memory limit|cannot allocate|bad_alloc|insufficient memory|"
                            "RMM failure|pool size|direct memory|"
                            /* DataFusion's memory pool (Comet, Blaze) */
                            "Resources exhausted: Additional allocation|Failed to allocate additional|"
                            /* a native engine's memory pool and its accounting (Velox, Gluten) */
                            "Memory Pool|memory pool|MemoryPool|memory usage track|arbitration|"
                            "allocated memory|Error reallocating")},
     {0},
     "No known pattern matched, but the exception says a process ran out of memory (a native library, a "
     "worker, a buffer pool).",
     {"Find the process the message names (executor JVM, Python worker, a native library) and the size of "
      "what it held",
      "Give it more memory (spark.executor.memoryOverhead for native and Python memory) or split the work",
      NULL}, 0},
    {"logic.hive_udf", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_CODE, TG_W_ANY,
     {C(ROOT_CLS, SIMPLE, "HiveException")},
     C(ROOT_MSG, CONTAINS, "Unable to execute method|GenericUDF|UDF"),
     "A Hive UDF the query calls failed on a row: Hive's bridge reports that the UDF's method threw (the "
     "cause printed below it is the UDF's own exception), not the metastore or the storage.",
     {"Read the UDF's class and method in the message and the cause under it, and find the row's value "
      "that made it throw (a null, an unexpected format)",
      "Guard the UDF against that value (null checks, try/catch returning null), or filter the rows "
      "before the call", NULL}, 0},
    {"io.jdbc_driver", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ROOT_CLS, CONTAINS, ".jdbc.")}, {0},
     "A database's JDBC driver failed the call (its own exception): the database or the connection to it "
     "refused or broke the statement.",
     {"Read the driver's message for what the database said; check the database's log and limits at "
      "that time",
      "Check the driver's version against the database's", NULL}, 0},
    {"io.external_system", SDX_FC_IO, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ROOT_CLS, PREFIX, "org.apache.hudi.|org.apache.iceberg.|io.delta.|com.databricks.sql.transaction.tahoe.|"
                          "org.apache.hadoop.fs.|org.apache.hadoop.hdfs.|com.amazonaws.|software.amazon.awssdk.|"
                          "com.microsoft.azure.storage.|com.azure.storage.|com.microsoft.azure.documentdb.|shadeaws.|"
                          "com.google.cloud.|"
                          "com.google.api.client.|org.apache.kafka.|kafka.common.|com.datastax.|"
                          "org.apache.hadoop.hive.ql.metadata.HiveException|"
                          "org.elasticsearch.|org.opensearch.|com.mongodb.|org.bson.|org.apache.hadoop.hbase.|"
                          "org.apache.hadoop.hive.metastore.|net.snowflake.|com.amazon.redshift.|"
                          "org.apache.phoenix.|org.apache.cassandra.|redis.clients.|com.clickhouse.|"
                          "ru.yandex.clickhouse.|com.github.housepower.|com.microsoft.sqlserver.|org.postgresql.|com.mysql.|oracle.jdbc.|"
                          "com.couchbase.|com.aerospike.|org.apache.pulsar.|com.azure.cosmos.|org.neo4j.|"
                          "com.microsoft.azure.eventhubs.|com.azure.messaging.eventhubs.|com.pingcap.|org.tikv.|"
                          "com.starrocks.|org.apache.doris.|org.apache.solr.|"
                          /* Databricks' shaded Kafka client */
                          "kafkashaded.org.apache.kafka.")},
     {0},
     "A storage service, table format or external system the job reads or writes through a connector "
     "(the exception is the connector's own) failed the operation; the message names what it could not "
     "do.",
     {"Read the connector's message for the operation and the object (table, path, topic, index) it "
      "names, and the cause printed below it",
      "Check that system's side for that time: its health, permissions, quotas and limits, and whether "
      "another writer changed the same object",
      "Check the connector's version against the Spark version and the system's version", NULL}, 0},
    {"generic.exception", SDX_FC_JOBLOGIC, TG_ROLE_CAUSE, TG_NAT_ANY, TG_W_ANY,
     {C(ANY_TEXT, CONTAINS, "")}, {0},
     "No known Spark failure pattern matched: the root exception and the user frame say what the code "
     "was doing.",
     {"Read the root exception and the user frame; reproduce with that partition's data",
      "Search the executor log of the failed task for earlier warnings", NULL}, 0},
};

#define NRULES (sizeof RULES / sizeof RULES[0])

const tg_rule *tg_rules(size_t *n)
{
    *n = NRULES;
    return RULES;
}

/* Each '|'-separated alternative of pat, tested by fn. */
typedef int (*alt_fn)(tg_sv hay, tg_sv alt, int op);

static int match_alt(tg_sv hay, tg_sv alt, int op)
{
    switch (op) {
    case TG_OP_CONTAINS: {
        if (!alt.n)
            return 1;
        char buf[160];
        size_t n = alt.n < sizeof buf - 1 ? alt.n : sizeof buf - 1;
        memcpy(buf, alt.p, n);
        buf[n] = 0;
        return tg_ifind(hay, buf) >= 0;
    }
    case TG_OP_SIMPLE: {
        if (memchr(alt.p, '.', alt.n)) {
            /* a qualified alternative names one package's class: the JDK's
             * java.text.ParseException is not Spark's SQL parser's */
            return hay.n >= alt.n && memcmp(hay.p + hay.n - alt.n, alt.p, alt.n) == 0 &&
                   (hay.n == alt.n || hay.p[hay.n - alt.n - 1] == '.' || hay.p[hay.n - alt.n - 1] == ' ');
        }
        tg_sv s = tg_simple_name(hay);
        return s.n == alt.n && memcmp(s.p, alt.p, s.n) == 0;
    }
    case TG_OP_SUFFIX:
        return hay.n >= alt.n && memcmp(hay.p + hay.n - alt.n, alt.p, alt.n) == 0;
    case TG_OP_WORD: {
        tg_sv s = tg_simple_name(hay);
        for (size_t i = 0; alt.n && i + alt.n <= s.n; i++) {
            if (memcmp(s.p + i, alt.p, alt.n) != 0)
                continue;
            /* it starts a word (the name's start, or a capital after a small
             * letter or digit, or the last capital of a run: "IOException") */
            int start = i == 0 || !tg_is_upper((unsigned char)s.p[i - 1]) ||
                        (alt.n > 1 && tg_is_upper((unsigned char)alt.p[1])) ||
                        /* the capital that ends a run and starts a word: Thrift's "TTransportException" */
                        (tg_is_upper((unsigned char)s.p[i]) && i + 1 < s.n && tg_is_lower((unsigned char)s.p[i + 1]));
            size_t e = i + alt.n;
            int end = e == s.n || tg_is_upper((unsigned char)s.p[e]) || tg_is_digit((unsigned char)s.p[e]) ||
                      s.p[e] == '$' || s.p[e] == '_';
            if (start && end)
                return 1;
        }
        return 0;
    }
    case TG_OP_PREFIX:
        return hay.n >= alt.n && memcmp(hay.p, alt.p, alt.n) == 0;
    case TG_OP_TEXTWORD: {
        char buf[160];
        size_t n = alt.n < sizeof buf - 1 ? alt.n : sizeof buf - 1;
        memcpy(buf, alt.p, n);
        buf[n] = 0;
        for (size_t from = 0; n && from < hay.n;) {
            long at = tg_ifind(tg_sv_make(hay.p + from, hay.n - from), buf);
            if (at < 0)
                return 0;
            size_t b = from + (size_t)at, e = b + n;
            int open = b == 0 || !tg_is_ident((unsigned char)hay.p[b - 1]);
            int close = e >= hay.n || !tg_is_ident((unsigned char)hay.p[e]);
            if (open && close)
                return 1;
            from = b + 1;
        }
        return 0;
    }
    }
    return 0;
}

static int match_any_alt(tg_sv hay, const char *pat, int op)
{
    const char *p = pat;
    for (;;) {
        const char *bar = strchr(p, '|');
        size_t n = bar ? (size_t)(bar - p) : strlen(p);
        if (match_alt(hay, tg_sv_make(p, n), op))
            return 1;
        if (!bar)
            return 0;
        p = bar + 1;
    }
}

static tg_sv zsv(const char *z) { return tg_sv_make(z ? z : "", z ? strlen(z) : 0); }

/* A message as the rules read it. A Python traceback cut inside PySpark's
 * stream loop (serializers.py's dump_stream / load_stream, where every UDF
 * runs lazily) says nothing about serialization: its note is read without
 * that last frame. */
static tg_sv msg_sv(const char *z)
{
    static const char cut[] = "the Python traceback was cut before its exception line";
    tg_sv m = zsv(z);
    if (m.n > sizeof cut && !memcmp(m.p, cut, sizeof cut - 1) && tg_find(m, "serializers.py") >= 0 &&
        (tg_find(m, " in dump_stream") >= 0 || tg_find(m, " in load_stream") >= 0 ||
         tg_find(m, " in _batched") >= 0))
        m.n = sizeof cut - 1;
    return m;
}

static int cond_holds(const tg_fview *v, const tg_cond *c)
{
    switch (c->field) {
    case TG_F_NONE:
        return 1;
    case TG_F_ERRCLASS:
        for (int i = 0; i < v->nchain; i++) {
            if (!v->chain[i].error_class)
                continue;
            tg_sv ec = zsv(v->chain[i].error_class);
            if (match_any_alt(ec, c->pat, c->op))
                return 1;
            /* Delta Lake names its own after Spark's: DELTA_INSERT_COLUMN_ARITY_MISMATCH */
            if (tg_starts(ec, "DELTA_") && match_any_alt(tg_sv_make(ec.p + 6, ec.n - 6), c->pat, c->op))
                return 1;
        }
        return 0;
    case TG_F_ROOT_CLS:
        return v->root >= 0 && match_any_alt(zsv(v->chain[v->root].cls), c->pat, c->op);
    case TG_F_ANY_CLS:
        for (int i = 0; i < v->nchain; i++)
            if (match_any_alt(zsv(v->chain[i].cls), c->pat, c->op))
                return 1;
        return 0;
    case TG_F_CONTEXT:
        return v->context && match_any_alt(zsv(v->context), c->pat, c->op);
    case TG_F_FORMAT:
        for (int i = 0; i < v->nchain; i++)
            if (v->chain[i].format)
                return 1;
        return 0;
    case TG_F_VALUE_WORK:
        return v->root >= 0 && v->chain[v->root].origin == TG_ORIGIN_VALUES;
    case TG_F_SHUFFLE_WORK:
        return v->root >= 0 && v->chain[v->root].origin == TG_ORIGIN_SHUFFLE;
    case TG_F_CONNECTOR:
        return v->root >= 0 && v->chain[v->root].origin == TG_ORIGIN_CONNECTOR;
    case TG_F_STARTUP: {
        int startup = 0;
        for (int i = 0; i < v->nchain; i++) {
            if (v->chain[i].where == TG_SIDE_TASK)
                return 0;
            startup |= v->chain[i].startup;
        }
        /* Spark's own record of it: "ERROR SparkContext: Error initializing SparkContext." */
        if (v->context && tg_ifind(zsv(v->context), "initializing SparkContext") >= 0)
            startup = 1;
        return startup && v->side != TG_SIDE_TASK;
    }
    case TG_F_ROOT_MSG:
        return v->root >= 0 && match_any_alt(msg_sv(v->chain[v->root].msg), c->pat, c->op);
    case TG_F_ANY_MSG:
        for (int i = 0; i < v->nchain; i++)
            if (match_any_alt(msg_sv(v->chain[i].msg), c->pat, c->op))
                return 1;
        return 0;
    case TG_F_ANY_TEXT:
        for (int i = 0; i < v->nchain; i++)
            if (match_any_alt(zsv(v->chain[i].cls), c->pat, c->op) ||
                match_any_alt(msg_sv(v->chain[i].msg), c->pat, c->op))
                return 1;
        if (v->loss && match_any_alt(zsv(v->loss), c->pat, c->op))
            return 1;
        if (v->context && v->context[0] && match_any_alt(zsv(v->context), c->pat, c->op))
            return 1;
        return v->nchain == 0 && !v->loss && c->pat[0] == 0;
    case TG_F_LOSS:
        return v->loss && match_any_alt(zsv(v->loss), c->pat, c->op);
    case TG_F_EXIT: {
        if (!v->exit_known)
            return 0;
        const char *p = c->pat;
        for (;;) {
            char *end;
            long code = strtol(p, &end, 10);
            if (end != p && code == v->exit_code)
                return 1;
            const char *bar = strchr(p, '|');
            if (!bar)
                return 0;
            p = bar + 1;
        }
    }
    case TG_F_STORAGE:
    case TG_F_ARROW:
    case TG_F_DESER:
    case TG_F_SHUFFLE: {
        for (int i = 0; i < v->nchain; i++)
            if (c->field == TG_F_STORAGE ? v->chain[i].storage
                : c->field == TG_F_ARROW ? v->chain[i].arrow
                : c->field == TG_F_DESER ? v->chain[i].deser
                                         : v->chain[i].shuffle)
                return 1;
        tg_cond t = {TG_F_ANY_TEXT, c->op, c->pat};
        return c->pat[0] && cond_holds(v, &t);
    }
    case TG_F_KIND: {
        const char *kind = v->kind == TG_OBS_LOSS ? "loss"
                         : v->kind == TG_OBS_KILLED ? "killed"
                         : v->kind == TG_OBS_GC ? "gc" : "exc";
        if (match_any_alt(zsv(kind), c->pat, TG_OP_CONTAINS))
            return 1;
        return v->fetch && match_any_alt(zsv("fetch"), c->pat, TG_OP_CONTAINS);
    }
    }
    return 0;
}

const tg_rule *tg_classify(const tg_fview *v)
{
    for (size_t r = 0; r < NRULES; r++) {
        const tg_rule *rule = &RULES[r];
        if (rule->where == TG_W_DRIVER && v->side != TG_SIDE_DRIVER)
            continue;
        if (rule->where == TG_W_TASK && v->side == TG_SIDE_DRIVER)
            continue;
        if (rule->where == TG_W_BACKEND) {
            int backend = 0;
            for (int i = 0; i < v->nchain; i++)
                backend |= v->chain[i].where == TG_SIDE_EXECUTOR;
            if (!backend)
                continue;
        }
        /* rules about exceptions do not apply to bare losses / kills / GC, and
         * loss-specific rules look at the loss */
        int ok = 0;
        for (int k = 0; k < 3 && rule->any[k].field; k++)
            if (cond_holds(v, &rule->any[k])) {
                ok = 1;
                break;
            }
        if (!ok || !cond_holds(v, &rule->also))
            continue;
        return rule;
    }
    return &RULES[NRULES - 1];
}
