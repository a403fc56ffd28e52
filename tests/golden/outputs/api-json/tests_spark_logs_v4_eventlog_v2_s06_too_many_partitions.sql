[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (11)\n+- AdaptiveSparkPlan (10)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (6)\n         +- ShuffleQueryStage (5), Statistics(sizeInBytes=46.9 KiB, rowCount=2.00E+3)\n            +- Exchange (4)\n               +- * HashAggregate (3)\n                  +- * Project (2)\n                     +- * Range (1)\n   +- == Initial Plan ==\n      HashAggregate (9)\n      +- Exchange (8)\n         +- HashAggregate (3)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(id#0L % 1000) AS k#1L, id#0L]\nInput [1]: [id#0L]\n\n(3) HashAggregate [codegen id : 1]\nInput [2]: [k#1L, id#0L]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_sum(id#0L)]\nAggregate Attributes [1]: [sum#6L]\nResults [2]: [k#1L, sum#7L]\n\n(4) Exchange\nInput [2]: [k#1L, sum#7L]\nArguments: hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=32]\n\n(5) ShuffleQueryStage\nOutput [2]: [k#1L, sum#7L]\nArguments: 0\n\n(6) HashAggregate [codegen id : 2]\nInput [2]: [k#1L, sum#7L]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(id#0L)]\nAggregate Attributes [1]: [sum(id#0L)#4L]\nResults [2]: [k#1L, sum(id#0L)#4L AS sum(id)#5L]\n\n(7) ResultQueryStage\nOutput [2]: [k#1L, sum(id)#5L]\nArguments: 1\n\n(8) Exchange\nInput [2]: [k#1L, sum#7L]\nArguments: hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=19]\n\n(9) HashAggregate\nInput [2]: [k#1L, sum#7L]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(id#0L)]\nAggregate Attributes [1]: [sum(id#0L)#4L]\nResults [2]: [k#1L, sum(id#0L)#4L AS sum(id)#5L]\n\n(10) AdaptiveSparkPlan\nOutput [2]: [k#1L, sum(id)#5L]\nArguments: isFinalPlan=true\n\n(11) OverwriteByExpression noop-table\nInput [2]: [k#1L, sum(id)#5L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:17:51.072GMT",
  "duration" : 62034,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 8,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 1000) AS k#1L, id#0L]"
  }, {
    "nodeId" : 6,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n594 ms (288 ms, 306 ms, 306 ms (stage 0.0: task 0))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 0.0: task 0))"
    }, {
      "name" : "number of output rows",
      "value" : "2,000"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[partial_sum(id#0L)])"
  }, {
    "nodeId" : 5,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.7 s (1.3 s, 1.4 s, 1.4 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 4,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "2,000"
    }, {
      "name" : "records read",
      "value" : "2,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n105.6 KiB (0.0 B, 0.0 B, 216.0 B (stage 2.0: task 1160))"
    }, {
      "name" : "local blocks read",
      "value" : "1,612"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n46.9 KiB (23.4 KiB, 23.4 KiB, 23.4 KiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n32 ms (1 ms, 30 ms, 30 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n51 ms (0 ms, 0 ms, 28 ms (stage 2.0: task 9))"
    }, {
      "name" : "number of partitions",
      "value" : "2,000"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n105.6 KiB (52.8 KiB, 52.8 KiB, 52.8 KiB (stage 0.0: task 1))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=32]"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 s (0 ms, 0 ms, 171 ms (stage 2.0: task 3))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n6.8 GiB (256.0 KiB, 256.0 KiB, 8.2 MiB (stage 2.0: task 3))"
    }, {
      "name" : "number of output rows",
      "value" : "1,000"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 2.0: task 3))"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[sum(id#0L)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 s (0 ms, 1 ms, 237 ms (stage 2.0: task 3))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression noop-table",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000"
    } ],
    "desc" : "OverwriteByExpression noop-table NoopWrite"
  } ],
  "edges" : [ {
    "fromId" : 1,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 1
  }, {
    "fromId" : 4,
    "toId" : 3
  }, {
    "fromId" : 6,
    "toId" : 4
  }, {
    "fromId" : 7,
    "toId" : 6
  }, {
    "fromId" : 8,
    "toId" : 7
  } ],
  "queryId" : "01a22c63-d968-76af-b546-dd4da2210637",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
