[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (11)\n+- AdaptiveSparkPlan (10)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (6)\n         +- ShuffleQueryStage (5), Statistics(sizeInBytes=46.9 KiB, rowCount=2.00E+3)\n            +- Exchange (4)\n               +- * HashAggregate (3)\n                  +- * Project (2)\n                     +- * Range (1)\n   +- == Initial Plan ==\n      HashAggregate (9)\n      +- Exchange (8)\n         +- HashAggregate (3)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(id#0L % 1000) AS k#1L, id#0L]\nInput [1]: [id#0L]\n\n(3) HashAggregate [codegen id : 1]\nInput [2]: [k#1L, id#0L]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_sum(id#0L)]\nAggregate Attributes [1]: [sum#6L]\nResults [2]: [k#1L, sum#7L]\n\n(4) Exchange\nInput [2]: [k#1L, sum#7L]\nArguments: hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=32]\n\n(5) ShuffleQueryStage\nOutput [2]: [k#1L, sum#7L]\nArguments: 0\n\n(6) HashAggregate [codegen id : 2]\nInput [2]: [k#1L, sum#7L]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(id#0L)]\nAggregate Attributes [1]: [sum(id#0L)#4L]\nResults [2]: [k#1L, sum(id#0L)#4L AS sum(id)#5L]\n\n(7) ResultQueryStage\nOutput [2]: [k#1L, sum(id)#5L]\nArguments: 1\n\n(8) Exchange\nInput [2]: [k#1L, sum#7L]\nArguments: hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=19]\n\n(9) HashAggregate\nInput [2]: [k#1L, sum#7L]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(id#0L)]\nAggregate Attributes [1]: [sum(id#0L)#4L]\nResults [2]: [k#1L, sum(id#0L)#4L AS sum(id)#5L]\n\n(10) AdaptiveSparkPlan\nOutput [2]: [k#1L, sum(id)#5L]\nArguments: isFinalPlan=true\n\n(11) OverwriteByExpression noop-table\nInput [2]: [k#1L, sum(id)#5L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:39:25.858GMT",
  "duration" : 30413,
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
      "value" : "total (min, med, max (stageId: taskId))\n231 ms (114 ms, 117 ms, 117 ms (stage 0.0: task 0))"
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
      "value" : "total (min, med, max (stageId: taskId))\n1.1 s (564 ms, 575 ms, 575 ms (stage 0.0: task 0))"
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
      "value" : "total (min, med, max (stageId: taskId))\n11 ms (1 ms, 9 ms, 9 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n32 ms (0 ms, 0 ms, 16 ms (stage 2.0: task 35))"
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
      "value" : "total (min, med, max (stageId: taskId))\n897 ms (0 ms, 0 ms, 22 ms (stage 2.0: task 745))"
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
      "value" : "total (min, med, max (stageId: taskId))\n6.4 s (0 ms, 1 ms, 48 ms (stage 2.0: task 3))"
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
  "queryId" : "01a22cae-8a00-759b-bb75-540b63786e31",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (11)\n+- AdaptiveSparkPlan (10)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (6)\n         +- ShuffleQueryStage (5), Statistics(sizeInBytes=46.9 KiB, rowCount=2.00E+3)\n            +- Exchange (4)\n               +- * HashAggregate (3)\n                  +- * Project (2)\n                     +- * Range (1)\n   +- == Initial Plan ==\n      HashAggregate (9)\n      +- Exchange (8)\n         +- HashAggregate (3)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(id#0L % 1000) AS k#1L, id#0L]\nInput [1]: [id#0L]\n\n(3) HashAggregate [codegen id : 1]\nInput [2]: [k#1L, id#0L]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_sum(id#0L)]\nAggregate Attributes [1]: [sum#13L]\nResults [2]: [k#1L, sum#14L]\n\n(4) Exchange\nInput [2]: [k#1L, sum#14L]\nArguments: hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=76]\n\n(5) ShuffleQueryStage\nOutput [2]: [k#1L, sum#14L]\nArguments: 0\n\n(6) HashAggregate [codegen id : 2]\nInput [2]: [k#1L, sum#14L]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(id#0L)]\nAggregate Attributes [1]: [sum(id#0L)#11L]\nResults [2]: [k#1L, sum(id#0L)#11L AS sum(id)#12L]\n\n(7) ResultQueryStage\nOutput [2]: [k#1L, sum(id)#12L]\nArguments: 1\n\n(8) Exchange\nInput [2]: [k#1L, sum#14L]\nArguments: hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=63]\n\n(9) HashAggregate\nInput [2]: [k#1L, sum#14L]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(id#0L)]\nAggregate Attributes [1]: [sum(id#0L)#11L]\nResults [2]: [k#1L, sum(id#0L)#11L AS sum(id)#12L]\n\n(10) AdaptiveSparkPlan\nOutput [2]: [k#1L, sum(id)#12L]\nArguments: isFinalPlan=true\n\n(11) OverwriteByExpression noop-table\nInput [2]: [k#1L, sum(id)#12L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:39:56.360GMT",
  "duration" : 15477,
  "runningJobIds" : [ ],
  "successJobIds" : [ 2, 3 ],
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
      "value" : "total (min, med, max (stageId: taskId))\n6 ms (1 ms, 5 ms, 5 ms (stage 3.0: task 2002))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 3.0: task 2003))"
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
      "value" : "total (min, med, max (stageId: taskId))\n37 ms (17 ms, 20 ms, 20 ms (stage 3.0: task 2002))"
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
      "value" : "total (min, med, max (stageId: taskId))\n105.6 KiB (0.0 B, 0.0 B, 216.0 B (stage 5.0: task 3162))"
    }, {
      "name" : "local blocks read",
      "value" : "1,612"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n46.9 KiB (23.4 KiB, 23.4 KiB, 23.4 KiB (stage 3.0: task 2003))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n3 ms (1 ms, 1 ms, 1 ms (stage 3.0: task 2002))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n9 ms (0 ms, 0 ms, 7 ms (stage 5.0: task 2007))"
    }, {
      "name" : "number of partitions",
      "value" : "2,000"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n105.6 KiB (52.8 KiB, 52.8 KiB, 52.8 KiB (stage 3.0: task 2003))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=76]"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n180 ms (0 ms, 0 ms, 12 ms (stage 5.0: task 2008))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n6.8 GiB (256.0 KiB, 256.0 KiB, 8.2 MiB (stage 5.0: task 2005))"
    }, {
      "name" : "number of output rows",
      "value" : "1,000"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 5.0: task 2005))"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[sum(id#0L)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.8 s (0 ms, 0 ms, 34 ms (stage 5.0: task 2705))"
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
  "queryId" : "01a22caf-0143-75f1-9cde-7e2a8a39fe7a",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (11)\n+- AdaptiveSparkPlan (10)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (6)\n         +- ShuffleQueryStage (5), Statistics(sizeInBytes=46.9 KiB, rowCount=2.00E+3)\n            +- Exchange (4)\n               +- * HashAggregate (3)\n                  +- * Project (2)\n                     +- * Range (1)\n   +- == Initial Plan ==\n      HashAggregate (9)\n      +- Exchange (8)\n         +- HashAggregate (3)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(id#0L % 1000) AS k#1L, id#0L]\nInput [1]: [id#0L]\n\n(3) HashAggregate [codegen id : 1]\nInput [2]: [k#1L, id#0L]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_sum(id#0L)]\nAggregate Attributes [1]: [sum#20L]\nResults [2]: [k#1L, sum#21L]\n\n(4) Exchange\nInput [2]: [k#1L, sum#21L]\nArguments: hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=120]\n\n(5) ShuffleQueryStage\nOutput [2]: [k#1L, sum#21L]\nArguments: 0\n\n(6) HashAggregate [codegen id : 2]\nInput [2]: [k#1L, sum#21L]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(id#0L)]\nAggregate Attributes [1]: [sum(id#0L)#18L]\nResults [2]: [k#1L, sum(id#0L)#18L AS sum(id)#19L]\n\n(7) ResultQueryStage\nOutput [2]: [k#1L, sum(id)#19L]\nArguments: 1\n\n(8) Exchange\nInput [2]: [k#1L, sum#21L]\nArguments: hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=107]\n\n(9) HashAggregate\nInput [2]: [k#1L, sum#21L]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(id#0L)]\nAggregate Attributes [1]: [sum(id#0L)#18L]\nResults [2]: [k#1L, sum(id#0L)#18L AS sum(id)#19L]\n\n(10) AdaptiveSparkPlan\nOutput [2]: [k#1L, sum(id)#19L]\nArguments: isFinalPlan=true\n\n(11) OverwriteByExpression noop-table\nInput [2]: [k#1L, sum(id)#19L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:40:11.898GMT",
  "duration" : 9967,
  "runningJobIds" : [ ],
  "successJobIds" : [ 4, 5 ],
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
      "value" : "total (min, med, max (stageId: taskId))\n10 ms (5 ms, 5 ms, 5 ms (stage 6.0: task 4004))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 6.0: task 4004))"
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
      "value" : "total (min, med, max (stageId: taskId))\n20 ms (9 ms, 11 ms, 11 ms (stage 6.0: task 4004))"
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
      "value" : "total (min, med, max (stageId: taskId))\n105.6 KiB (0.0 B, 0.0 B, 216.0 B (stage 8.0: task 5164))"
    }, {
      "name" : "local blocks read",
      "value" : "1,612"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n46.9 KiB (23.4 KiB, 23.4 KiB, 23.4 KiB (stage 6.0: task 4004))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n2 ms (1 ms, 1 ms, 1 ms (stage 6.0: task 4004))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n2 ms (0 ms, 0 ms, 2 ms (stage 8.0: task 4305))"
    }, {
      "name" : "number of partitions",
      "value" : "2,000"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n105.6 KiB (52.8 KiB, 52.8 KiB, 52.8 KiB (stage 6.0: task 4005))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=120]"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n65 ms (0 ms, 0 ms, 8 ms (stage 8.0: task 4088))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n6.8 GiB (256.0 KiB, 256.0 KiB, 8.2 MiB (stage 8.0: task 4007))"
    }, {
      "name" : "number of output rows",
      "value" : "1,000"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 8.0: task 4007))"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[sum(id#0L)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n746 ms (0 ms, 0 ms, 23 ms (stage 8.0: task 4637))"
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
  "queryId" : "01a22caf-3df9-7209-9634-545dcb024709",
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
}, {
  "id" : 3,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (11)\n+- AdaptiveSparkPlan (10)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (6)\n         +- ShuffleQueryStage (5), Statistics(sizeInBytes=46.9 KiB, rowCount=2.00E+3)\n            +- Exchange (4)\n               +- * HashAggregate (3)\n                  +- * Project (2)\n                     +- * Range (1)\n   +- == Initial Plan ==\n      HashAggregate (9)\n      +- Exchange (8)\n         +- HashAggregate (3)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(id#0L % 1000) AS k#1L, id#0L]\nInput [1]: [id#0L]\n\n(3) HashAggregate [codegen id : 1]\nInput [2]: [k#1L, id#0L]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_sum(id#0L)]\nAggregate Attributes [1]: [sum#27L]\nResults [2]: [k#1L, sum#28L]\n\n(4) Exchange\nInput [2]: [k#1L, sum#28L]\nArguments: hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=164]\n\n(5) ShuffleQueryStage\nOutput [2]: [k#1L, sum#28L]\nArguments: 0\n\n(6) HashAggregate [codegen id : 2]\nInput [2]: [k#1L, sum#28L]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(id#0L)]\nAggregate Attributes [1]: [sum(id#0L)#25L]\nResults [2]: [k#1L, sum(id#0L)#25L AS sum(id)#26L]\n\n(7) ResultQueryStage\nOutput [2]: [k#1L, sum(id)#26L]\nArguments: 1\n\n(8) Exchange\nInput [2]: [k#1L, sum#28L]\nArguments: hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=151]\n\n(9) HashAggregate\nInput [2]: [k#1L, sum#28L]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(id#0L)]\nAggregate Attributes [1]: [sum(id#0L)#25L]\nResults [2]: [k#1L, sum(id#0L)#25L AS sum(id)#26L]\n\n(10) AdaptiveSparkPlan\nOutput [2]: [k#1L, sum(id)#26L]\nArguments: isFinalPlan=true\n\n(11) OverwriteByExpression noop-table\nInput [2]: [k#1L, sum(id)#26L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:40:21.909GMT",
  "duration" : 10811,
  "runningJobIds" : [ ],
  "successJobIds" : [ 6, 7 ],
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
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 9.0: task 6006))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 9.0: task 6006))"
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
      "value" : "total (min, med, max (stageId: taskId))\n6 ms (3 ms, 3 ms, 3 ms (stage 9.0: task 6006))"
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
      "value" : "total (min, med, max (stageId: taskId))\n105.6 KiB (0.0 B, 0.0 B, 216.0 B (stage 11.0: task 7166))"
    }, {
      "name" : "local blocks read",
      "value" : "1,612"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n46.9 KiB (23.4 KiB, 23.4 KiB, 23.4 KiB (stage 9.0: task 6006))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n2 ms (1 ms, 1 ms, 1 ms (stage 9.0: task 6007))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n3 ms (0 ms, 0 ms, 2 ms (stage 11.0: task 6815))"
    }, {
      "name" : "number of partitions",
      "value" : "2,000"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n105.6 KiB (52.8 KiB, 52.8 KiB, 52.8 KiB (stage 9.0: task 6007))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 2000), ENSURE_REQUIREMENTS, [plan_id=164]"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n36 ms (0 ms, 0 ms, 6 ms (stage 11.0: task 6936))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n6.8 GiB (256.0 KiB, 256.0 KiB, 8.2 MiB (stage 11.0: task 6009))"
    }, {
      "name" : "number of output rows",
      "value" : "1,000"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 11.0: task 6009))"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[sum(id#0L)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n345 ms (0 ms, 0 ms, 40 ms (stage 11.0: task 6091))"
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
  "queryId" : "01a22caf-6514-7176-89d0-536b84b9bcdf",
  "errorMessage" : "",
  "rootExecutionId" : 3,
  "modifiedConfigs" : { }
} ]
