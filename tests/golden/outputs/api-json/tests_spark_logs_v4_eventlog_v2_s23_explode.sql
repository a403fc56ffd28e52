[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (15)\n+- AdaptiveSparkPlan (14)\n   +- == Final Plan ==\n      ResultQueryStage (11), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (10)\n         +- AQEShuffleRead (9), coalesced\n            +- ShuffleQueryStage (8), Statistics(sizeInBytes=3.4 KiB, rowCount=145)\n               +- Exchange (7)\n                  +- * HashAggregate (6)\n                     +- * Project (5)\n                        +- * Generate (4)\n                           +- * Project (3)\n                              +- * Filter (2)\n                                 +- * Range (1)\n   +- == Initial Plan ==\n      HashAggregate (13)\n      +- Exchange (12)\n         +- HashAggregate (6)\n            +- Project (5)\n               +- Generate (4)\n                  +- Project (3)\n                     +- Filter (2)\n                        +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 16000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : (size(CASE WHEN (id#0L = 5) THEN org.apache.spark.sql.catalyst.expressions.UnsafeArrayData@c9d706b1 ELSE org.apache.spark.sql.catalyst.expressions.UnsafeArrayData@9a6059cd END, false) > 0)\n\n(3) Project [codegen id : 1]\nOutput [1]: [CASE WHEN (id#0L = 5) THEN org.apache.spark.sql.catalyst.expressions.UnsafeArrayData@c9d706b1 ELSE org.apache.spark.sql.catalyst.expressions.UnsafeArrayData@9a6059cd END AS arr#1]\nInput [1]: [id#0L]\n\n(4) Generate [codegen id : 1]\nInput [1]: [arr#1]\nArguments: explode(arr#1), false, [e#3]\n\n(5) Project [codegen id : 1]\nOutput [1]: [(e#3 % 100) AS _groupingexpression#9]\nInput [1]: [e#3]\n\n(6) HashAggregate [codegen id : 1]\nInput [1]: [_groupingexpression#9]\nKeys [1]: [_groupingexpression#9]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#10L]\nResults [2]: [_groupingexpression#9, count#11L]\n\n(7) Exchange\nInput [2]: [_groupingexpression#9, count#11L]\nArguments: hashpartitioning(_groupingexpression#9, 16), ENSURE_REQUIREMENTS, [plan_id=50]\n\n(8) ShuffleQueryStage\nOutput [2]: [_groupingexpression#9, count#11L]\nArguments: 0\n\n(9) AQEShuffleRead\nInput [2]: [_groupingexpression#9, count#11L]\nArguments: coalesced\n\n(10) HashAggregate [codegen id : 2]\nInput [2]: [_groupingexpression#9, count#11L]\nKeys [1]: [_groupingexpression#9]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#8L]\nResults [2]: [_groupingexpression#9 AS b#4, count(1)#8L AS count#5L]\n\n(11) ResultQueryStage\nOutput [2]: [b#4, count#5L]\nArguments: 1\n\n(12) Exchange\nInput [2]: [_groupingexpression#9, count#11L]\nArguments: hashpartitioning(_groupingexpression#9, 16), ENSURE_REQUIREMENTS, [plan_id=31]\n\n(13) HashAggregate\nInput [2]: [_groupingexpression#9, count#11L]\nKeys [1]: [_groupingexpression#9]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#8L]\nResults [2]: [_groupingexpression#9 AS b#4, count(1)#8L AS count#5L]\n\n(14) AdaptiveSparkPlan\nOutput [2]: [b#4, count#5L]\nArguments: isFinalPlan=true\n\n(15) OverwriteByExpression noop-table\nInput [2]: [b#4, count#5L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:55:46.127GMT",
  "duration" : 20309,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 12,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "16,000"
    } ],
    "desc" : "Range (0, 16000, step=1, splits=16)"
  }, {
    "nodeId" : 11,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "16,000"
    } ],
    "desc" : "Filter (size(CASE WHEN (id#0L = 5) THEN org.apache.spark.sql.catalyst.expressions.UnsafeArrayData@c9d706b1 ELSE org.apache.spark.sql.catalyst.expressions.UnsafeArrayData@9a6059cd END, false) > 0)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [CASE WHEN (id#0L = 5) THEN org.apache.spark.sql.catalyst.expressions.UnsafeArrayData@c9d706b1 ELSE org.apache.spark.sql.catalyst.expressions.UnsafeArrayData@9a6059cd END AS arr#1]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Generate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,547,997"
    } ],
    "desc" : "Generate explode(arr#1), false, [e#3]"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(e#3 % 100) AS _groupingexpression#9]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.2 s (0 ms, 0 ms, 1.0 s (stage 0.0: task 0))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 0.0: task 1))"
    }, {
      "name" : "number of output rows",
      "value" : "145"
    } ],
    "desc" : "HashAggregate(keys=[_groupingexpression#9], functions=[partial_count(1)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n4.6 s (56 ms, 120 ms, 2.0 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "145"
    }, {
      "name" : "records read",
      "value" : "145"
    }, {
      "name" : "local bytes read",
      "value" : "3.8 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "46"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.4 KiB (72.0 B, 72.0 B, 2.3 KiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n439 ms (0 ms, 10 ms, 142 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "16"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.8 KiB (137.0 B, 137.0 B, 1795.0 B (stage 0.0: task 0))"
    } ],
    "desc" : "Exchange hashpartitioning(_groupingexpression#9, 16), ENSURE_REQUIREMENTS, [plan_id=50]"
  }, {
    "nodeId" : 4,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "4.0 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "117 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "100"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[_groupingexpression#9], functions=[count(1)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "196 ms"
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
      "value" : "100"
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
    "fromId" : 5,
    "toId" : 4
  }, {
    "fromId" : 7,
    "toId" : 5
  }, {
    "fromId" : 8,
    "toId" : 7
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 12,
    "toId" : 11
  } ],
  "queryId" : "01a22c86-8f89-7709-a981-2ff0e65eeed1",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
