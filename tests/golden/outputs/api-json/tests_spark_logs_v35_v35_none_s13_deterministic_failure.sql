[ {
  "id" : 0,
  "status" : "FAILED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression (10)\n+- AdaptiveSparkPlan (9)\n   +- == Current Plan ==\n      HashAggregate (6)\n      +- ShuffleQueryStage (5)\n         +- Exchange (4)\n            +- * HashAggregate (3)\n               +- * Project (2)\n                  +- * Range (1)\n   +- == Initial Plan ==\n      HashAggregate (8)\n      +- Exchange (7)\n         +- HashAggregate (3)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 200000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [CASE WHEN (id#0L = 123457) THEN cast(x17 as int) ELSE cast(cast(id#0L as string) as int) END AS amount#6, (id#0L % 100) AS k#3L]\nInput [1]: [id#0L]\n\n(3) HashAggregate [codegen id : 1]\nInput [2]: [amount#6, k#3L]\nKeys [1]: [k#3L]\nFunctions [1]: [partial_sum(amount#6)]\nAggregate Attributes [1]: [sum#17L]\nResults [2]: [k#3L, sum#18L]\n\n(4) Exchange\nInput [2]: [k#3L, sum#18L]\nArguments: hashpartitioning(k#3L, 200), ENSURE_REQUIREMENTS, [plan_id=30]\n\n(5) ShuffleQueryStage\nOutput [2]: [k#3L, sum#18L]\nArguments: 0\n\n(6) HashAggregate\nInput [2]: [k#3L, sum#18L]\nKeys [1]: [k#3L]\nFunctions [1]: [sum(amount#6)]\nAggregate Attributes [1]: [sum(amount#6)#11L]\nResults [2]: [k#3L, sum(amount#6)#11L AS sum(amount)#12L]\n\n(7) Exchange\nInput [2]: [k#3L, sum#18L]\nArguments: hashpartitioning(k#3L, 200), ENSURE_REQUIREMENTS, [plan_id=19]\n\n(8) HashAggregate\nInput [2]: [k#3L, sum#18L]\nKeys [1]: [k#3L]\nFunctions [1]: [sum(amount#6)]\nAggregate Attributes [1]: [sum(amount#6)#11L]\nResults [2]: [k#3L, sum(amount#6)#11L AS sum(amount)#12L]\n\n(9) AdaptiveSparkPlan\nOutput [2]: [k#3L, sum(amount)#12L]\nArguments: isFinalPlan=false\n\n(10) OverwriteByExpression\nInput [2]: [k#3L, sum(amount)#12L]\nArguments: org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2262/0x00007f8780cb0000@4b1a7c97, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@35837ce6\n\n",
  "submissionTime" : "2026-11-30T16:21:47.958GMT",
  "duration" : 18578,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ 0 ],
  "nodes" : [ {
    "nodeId" : 7,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "175,000"
    } ],
    "desc" : "Range (0, 200000, step=1, splits=8)"
  }, {
    "nodeId" : 6,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [CASE WHEN (id#0L = 123457) THEN cast(x17 as int) ELSE cast(cast(id#0L as string) as int) END AS amount#6, (id#0L % 100) AS k#3L]"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n2.7 s (0 ms, 431 ms, 492 ms (stage 0.0: task 1))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1792.0 KiB (0.0 B, 256.0 KiB, 256.0 KiB (stage 0.0: task 3))"
    }, {
      "name" : "number of output rows",
      "value" : "700"
    } ],
    "desc" : "HashAggregate(keys=[k#3L], functions=[partial_sum(amount#6)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n14.0 s (0 ms, 2.9 s, 3.1 s (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "700"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 s (0 ms, 367 ms, 425 ms (stage 0.0: task 0))"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n16.4 KiB (0.0 B, 2.3 KiB, 2.3 KiB (stage 0.0: task 3))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n34.2 KiB (0.0 B, 4.9 KiB, 4.9 KiB (stage 0.0: task 5))"
    } ],
    "desc" : "Exchange hashpartitioning(k#3L, 200), ENSURE_REQUIREMENTS, [plan_id=30]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[k#3L], functions=[sum(amount#6)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=false"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression",
    "metrics" : [ ],
    "desc" : "OverwriteByExpression org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2262/0x00007f8780cb0000@4b1a7c97, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@35837ce6"
  } ],
  "edges" : [ {
    "fromId" : 1,
    "toId" : 0
  }, {
    "fromId" : 2,
    "toId" : 1
  }, {
    "fromId" : 3,
    "toId" : 2
  }, {
    "fromId" : 5,
    "toId" : 3
  }, {
    "fromId" : 6,
    "toId" : 5
  }, {
    "fromId" : 7,
    "toId" : 6
  } ],
  "errorMessage" : "Job aborted due to stage failure: Task 4 in stage 0.0 failed 4 times, most recent failure: Lost task 4.3 in stage 0.0 (TID 10) (192.0.2.2 executor 1): org.apache.spark.SparkNumberFormatException: [CAST_INVALID_INPUT] The value 'x17' of the type \"STRING\" cannot be cast to \"INT\" because it is malformed. Correct the value as per the syntax, or change its target type. Use `try_cast` to tolerate malformed input and return NULL instead. If necessary set \"spark.sql.ansi.enabled\" to \"false\" to bypass this error.\n\tat org.apache.spark.sql.errors.QueryExecutionErrors$.invalidInputInCastToNumberError(QueryExecutionErrors.scala:145)\n\tat org.apache.spark.sql.catalyst.util.UTF8StringUtils$.withException(UTF8StringUtils.scala:51)\n\tat org.apache.spark.sql.catalyst.util.UTF8StringUtils$.toIntExact(UTF8StringUtils.scala:34)\n\tat org.apache.spark.sql.catalyst.util.UTF8StringUtils.toIntExact(UTF8StringUtils.scala)\n\tat org.apache.spark.sql.catalyst.expressions.GeneratedClass$GeneratedIteratorForCodegenStage1.project_doConsume_0$(Unknown Source)\n\tat org.apache.spark.sql.catalyst.expressions.GeneratedClass$GeneratedIteratorForCodegenStage1.hashAgg_doAggregateWithKeys_0$(Unknown Source)\n\tat org.apache.spark.sql.catalyst.expressions.GeneratedClass$GeneratedIteratorForCodegenStage1.processNext(Unknown Source)\n\tat org.apache.spark.sql.execution.BufferedRowIterator.hasNext(BufferedRowIterator.java:43)\n\tat org.apache.spark.sql.execution.WholeStageCodegenEvaluatorFactory$WholeStageCodegenPartitionEvaluator$$anon$1.hasNext(WholeStageCodegenEvaluatorFactory.scala:43)\n\tat scala.collection.Iterator$$anon$10.hasNext(Iterator.scala:460)\n\tat org.apache.spark.shuffle.sort.BypassMergeSortShuffleWriter.write(BypassMergeSortShuffleWriter.java:140)\n\tat org.apache.spark.shuffle.ShuffleWriteProcessor.write(ShuffleWriteProcessor.scala:59)\n\tat org.apache.spark.scheduler.ShuffleMapTask.runTask(ShuffleMapTask.scala:104)\n\tat org.apache.spark.scheduler.ShuffleMapTask.runTask(ShuffleMapTask.scala:54)\n\tat org.apache.spark.TaskContext.runTaskWithListeners(TaskContext.scala:166)\n\tat org.apache.spark.scheduler.Task.run(Task.scala:141)\n\tat org.apache.spark.executor.Executor$TaskRunner.$anonfun$run$4(Executor.scala:621)\n\tat org.apache.spark.util.SparkErrorUtils.tryWithSafeFinally(SparkErrorUtils.scala:64)\n\tat org.apache.spark.util.SparkErrorUtils.tryWithSafeFinally$(SparkErrorUtils.scala:61)\n\tat org.apache.spark.util.Utils$.tryWithSafeFinally(Utils.scala:94)\n\tat org.apache.spark.executor.Executor$TaskRunner.run(Executor.scala:624)\n\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)\n\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:635)\n\tat java.base/java.lang.Thread.run(Thread.java:840)\n\nDriver stacktrace:",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
