[ {
  "id" : 0,
  "status" : "FAILED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (10)\n+- AdaptiveSparkPlan (9)\n   +- == Current Plan ==\n      HashAggregate (6)\n      +- ShuffleQueryStage (5)\n         +- Exchange (4)\n            +- * HashAggregate (3)\n               +- * Project (2)\n                  +- * Range (1)\n   +- == Initial Plan ==\n      HashAggregate (8)\n      +- Exchange (7)\n         +- HashAggregate (3)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 200000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [CASE WHEN (id#0L = 123457) THEN cast(x17 as int) ELSE cast(cast(id#0L as string) as int) END AS amount#3, (id#0L % 100) AS k#2L]\nInput [1]: [id#0L]\n\n(3) HashAggregate [codegen id : 1]\nInput [2]: [amount#3, k#2L]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(amount#3)]\nAggregate Attributes [1]: [sum#8L]\nResults [2]: [k#2L, sum#9L]\n\n(4) Exchange\nInput [2]: [k#2L, sum#9L]\nArguments: hashpartitioning(k#2L, 200), ENSURE_REQUIREMENTS, [plan_id=32]\n\n(5) ShuffleQueryStage\nOutput [2]: [k#2L, sum#9L]\nArguments: 0\n\n(6) HashAggregate\nInput [2]: [k#2L, sum#9L]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(amount#3)]\nAggregate Attributes [1]: [sum(amount#3)#6L]\nResults [2]: [k#2L, sum(amount#3)#6L AS sum(amount)#7L]\n\n(7) Exchange\nInput [2]: [k#2L, sum#9L]\nArguments: hashpartitioning(k#2L, 200), ENSURE_REQUIREMENTS, [plan_id=19]\n\n(8) HashAggregate\nInput [2]: [k#2L, sum#9L]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(amount#3)]\nAggregate Attributes [1]: [sum(amount#3)#6L]\nResults [2]: [k#2L, sum(amount#3)#6L AS sum(amount)#7L]\n\n(9) AdaptiveSparkPlan\nOutput [2]: [k#2L, sum(amount)#7L]\nArguments: isFinalPlan=false\n\n(10) OverwriteByExpression noop-table\nInput [2]: [k#2L, sum(amount)#7L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:34:41.524GMT",
  "duration" : 54551,
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
    "desc" : "Project [CASE WHEN (id#0L = 123457) THEN cast(x17 as int) ELSE cast(cast(id#0L as string) as int) END AS amount#3, (id#0L % 100) AS k#2L]"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n2.1 s (0 ms, 287 ms, 743 ms (stage 0.0: task 1))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1792.0 KiB (0.0 B, 256.0 KiB, 256.0 KiB (stage 0.0: task 1))"
    }, {
      "name" : "number of output rows",
      "value" : "700"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(amount#3)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n18.2 s (0 ms, 1.3 s, 6.2 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n16.4 KiB (0.0 B, 2.3 KiB, 2.3 KiB (stage 0.0: task 1))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n3.1 s (0 ms, 216 ms, 1.1 s (stage 0.0: task 0))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n34.2 KiB (0.0 B, 4.9 KiB, 4.9 KiB (stage 0.0: task 5))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 200), ENSURE_REQUIREMENTS, [plan_id=32]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(amount#3)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=false"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression noop-table",
    "metrics" : [ ],
    "desc" : "OverwriteByExpression noop-table NoopWrite"
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
  "queryId" : "01a22c73-443f-7b53-bb15-99e285d86303",
  "errorMessage" : "[CAST_INVALID_INPUT] The value 'x17' of the type \"STRING\" cannot be cast to \"INT\" because it is malformed. Correct the value as per the syntax, or change its target type. Use `try_cast` to tolerate malformed input and return NULL instead. SQLSTATE: 22018\n== DataFrame ==\n\"cast\" was called from\n/work/main/tests/spark/scenarios/s13_deterministic_failure.py:21\n",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
