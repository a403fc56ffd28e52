[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (24)\n+- AdaptiveSparkPlan (23)\n   +- == Final Plan ==\n      ResultQueryStage (16), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (15)\n         +- AQEShuffleRead (14), coalesced\n            +- ShuffleQueryStage (13), Statistics(sizeInBytes=480.0 B, rowCount=20)\n               +- Exchange (12)\n                  +- * HashAggregate (11)\n                     +- * Project (10)\n                        +- * BroadcastHashJoin Inner BuildRight (9)\n                           :- * Project (3)\n                           :  +- * Filter (2)\n                           :     +- * Range (1)\n                           +- BroadcastQueryStage (8), Statistics(sizeInBytes=32.0 MiB, rowCount=1.00E+5)\n                              +- BroadcastExchange (7)\n                                 +- * Project (6)\n                                    +- * Filter (5)\n                                       +- * Range (4)\n   +- == Initial Plan ==\n      HashAggregate (22)\n      +- Exchange (21)\n         +- HashAggregate (20)\n            +- Project (19)\n               +- BroadcastHashJoin Inner BuildRight (18)\n                  :- Project (3)\n                  :  +- Filter (2)\n                  :     +- Range (1)\n                  +- BroadcastExchange (17)\n                     +- Project (6)\n                        +- Filter (5)\n                           +- Range (4)\n\n\n(1) Range [codegen id : 2]\nOutput [1]: [id#3L]\nArguments: Range (0, 200000, step=1, splits=Some(2))\n\n(2) Filter [codegen id : 2]\nInput [1]: [id#3L]\nCondition : isnotnull((((id#3L * 7919) % 4999) + 1))\n\n(3) Project [codegen id : 2]\nOutput [2]: [(((id#3L * 7919) % 4999) + 1) AS key#4L, (id#3L % 1000) AS v#5L]\nInput [1]: [id#3L]\n\n(4) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(5) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((id#0L % 5000))\n\n(6) Project [codegen id : 1]\nOutput [2]: [(id#0L % 5000) AS key#1L, id#0L AS attr#2L]\nInput [1]: [id#0L]\n\n(7) BroadcastExchange\nInput [2]: [key#1L, attr#2L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=73]\n\n(8) BroadcastQueryStage\nOutput [2]: [key#1L, attr#2L]\nArguments: 0\n\n(9) BroadcastHashJoin [codegen id : 2]\nLeft keys [1]: [key#4L]\nRight keys [1]: [key#1L]\nJoin type: Inner\nJoin condition: None\n\n(10) Project [codegen id : 2]\nOutput [2]: [v#5L, (attr#2L % 10) AS _groupingexpression#13L]\nInput [4]: [key#4L, v#5L, key#1L, attr#2L]\n\n(11) HashAggregate [codegen id : 2]\nInput [2]: [v#5L, _groupingexpression#13L]\nKeys [1]: [_groupingexpression#13L]\nFunctions [1]: [partial_sum(v#5L)]\nAggregate Attributes [1]: [sum#14L]\nResults [2]: [_groupingexpression#13L, sum#15L]\n\n(12) Exchange\nInput [2]: [_groupingexpression#13L, sum#15L]\nArguments: hashpartitioning(_groupingexpression#13L, 200), ENSURE_REQUIREMENTS, [plan_id=120]\n\n(13) ShuffleQueryStage\nOutput [2]: [_groupingexpression#13L, sum#15L]\nArguments: 1\n\n(14) AQEShuffleRead\nInput [2]: [_groupingexpression#13L, sum#15L]\nArguments: coalesced\n\n(15) HashAggregate [codegen id : 3]\nInput [2]: [_groupingexpression#13L, sum#15L]\nKeys [1]: [_groupingexpression#13L]\nFunctions [1]: [sum(v#5L)]\nAggregate Attributes [1]: [sum(v#5L)#10L]\nResults [2]: [_groupingexpression#13L AS (attr % 10)#12L, sum(v#5L)#10L AS sum(v)#11L]\n\n(16) ResultQueryStage\nOutput [2]: [(attr % 10)#12L, sum(v)#11L]\nArguments: 2\n\n(17) BroadcastExchange\nInput [2]: [key#1L, attr#2L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=43]\n\n(18) BroadcastHashJoin\nLeft keys [1]: [key#4L]\nRight keys [1]: [key#1L]\nJoin type: Inner\nJoin condition: None\n\n(19) Project\nOutput [2]: [v#5L, (attr#2L % 10) AS _groupingexpression#13L]\nInput [4]: [key#4L, v#5L, key#1L, attr#2L]\n\n(20) HashAggregate\nInput [2]: [v#5L, _groupingexpression#13L]\nKeys [1]: [_groupingexpression#13L]\nFunctions [1]: [partial_sum(v#5L)]\nAggregate Attributes [1]: [sum#14L]\nResults [2]: [_groupingexpression#13L, sum#15L]\n\n(21) Exchange\nInput [2]: [_groupingexpression#13L, sum#15L]\nArguments: hashpartitioning(_groupingexpression#13L, 200), ENSURE_REQUIREMENTS, [plan_id=48]\n\n(22) HashAggregate\nInput [2]: [_groupingexpression#13L, sum#15L]\nKeys [1]: [_groupingexpression#13L]\nFunctions [1]: [sum(v#5L)]\nAggregate Attributes [1]: [sum(v#5L)#10L]\nResults [2]: [_groupingexpression#13L AS (attr % 10)#12L, sum(v#5L)#10L AS sum(v)#11L]\n\n(23) AdaptiveSparkPlan\nOutput [2]: [(attr % 10)#12L, sum(v)#11L]\nArguments: isFinalPlan=true\n\n(24) OverwriteByExpression noop-table\nInput [2]: [(attr % 10)#12L, sum(v)#11L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:50:25.099GMT",
  "duration" : 25295,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=2)"
  }, {
    "nodeId" : 16,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Filter isnotnull((id#0L % 5000))"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 5000) AS key#1L, id#0L AS attr#2L]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n661 ms (326 ms, 335 ms, 335 ms (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "247 ms"
    }, {
      "name" : "time to build",
      "value" : "923 ms"
    }, {
      "name" : "time to collect",
      "value" : "7.6 s"
    }, {
      "name" : "number of output rows",
      "value" : "100,000"
    }, {
      "name" : "data size",
      "value" : "32.0 MiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=73]"
  }, {
    "nodeId" : 12,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "200,000"
    } ],
    "desc" : "Range (0, 200000, step=1, splits=2)"
  }, {
    "nodeId" : 11,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "200,000"
    } ],
    "desc" : "Filter isnotnull((((id#3L * 7919) % 4999) + 1))"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [(((id#3L * 7919) % 4999) + 1) AS key#4L, (id#3L % 1000) AS v#5L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "4,000,000"
    } ],
    "desc" : "BroadcastHashJoin [key#4L], [key#1L], Inner, BuildRight, false, false"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [v#5L, (attr#2L % 10) AS _groupingexpression#13L]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n4.4 s (2.2 s, 2.2 s, 2.2 s (stage 1.0: task 3))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 1.0: task 2))"
    }, {
      "name" : "number of output rows",
      "value" : "20"
    } ],
    "desc" : "HashAggregate(keys=[_groupingexpression#13L], functions=[partial_sum(v#5L)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n6.3 s (3.1 s, 3.2 s, 3.2 s (stage 1.0: task 3))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "20"
    }, {
      "name" : "records read",
      "value" : "20"
    }, {
      "name" : "local bytes read",
      "value" : "1252.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "20"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n480.0 B (240.0 B, 240.0 B, 240.0 B (stage 1.0: task 2))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n134 ms (57 ms, 76 ms, 76 ms (stage 1.0: task 2))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1252.0 B (626.0 B, 626.0 B, 626.0 B (stage 1.0: task 2))"
    } ],
    "desc" : "Exchange hashpartitioning(_groupingexpression#13L, 200), ENSURE_REQUIREMENTS, [plan_id=120]"
  }, {
    "nodeId" : 4,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "190"
    }, {
      "name" : "partition data size",
      "value" : "1308.0 B"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "48 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "10"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[_groupingexpression#13L], functions=[sum(v#5L)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "129 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
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
      "value" : "10"
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
  }, {
    "fromId" : 13,
    "toId" : 9
  }, {
    "fromId" : 15,
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "queryId" : "01a22c81-aa5d-778d-a2ba-0457bba22349",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
