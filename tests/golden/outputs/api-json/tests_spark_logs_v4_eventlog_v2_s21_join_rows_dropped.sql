[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (23)\n+- AdaptiveSparkPlan (22)\n   +- == Final Plan ==\n      ResultQueryStage (15), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (14)\n         +- AQEShuffleRead (13), coalesced\n            +- ShuffleQueryStage (12), Statistics(sizeInBytes=336.0 B, rowCount=14)\n               +- Exchange (11)\n                  +- * HashAggregate (10)\n                     +- * Project (9)\n                        +- * BroadcastHashJoin Inner BuildRight (8)\n                           :- * Project (3)\n                           :  +- * Filter (2)\n                           :     +- * Range (1)\n                           +- BroadcastQueryStage (7), Statistics(sizeInBytes=32.1 MiB, rowCount=1.00E+4)\n                              +- BroadcastExchange (6)\n                                 +- * Project (5)\n                                    +- * Range (4)\n   +- == Initial Plan ==\n      HashAggregate (21)\n      +- Exchange (20)\n         +- HashAggregate (19)\n            +- Project (18)\n               +- BroadcastHashJoin Inner BuildRight (17)\n                  :- Project (3)\n                  :  +- Filter (2)\n                  :     +- Range (1)\n                  +- BroadcastExchange (16)\n                     +- Project (5)\n                        +- Range (4)\n\n\n(1) Range [codegen id : 2]\nOutput [1]: [id#0L]\nArguments: Range (0, 1000000, step=1, splits=Some(2))\n\n(2) Filter [codegen id : 2]\nInput [1]: [id#0L]\nCondition : isnotnull(CASE WHEN ((id#0L % 10) < 3) THEN null WHEN ((id#0L % 10) < 6) THEN ((id#0L % 10000) + 1000000) ELSE (id#0L % 10000) END)\n\n(3) Project [codegen id : 2]\nOutput [2]: [CASE WHEN ((id#0L % 10) < 3) THEN null WHEN ((id#0L % 10) < 6) THEN ((id#0L % 10000) + 1000000) ELSE (id#0L % 10000) END AS key#1L, (id#0L % 7) AS v#2L]\nInput [1]: [id#0L]\n\n(4) Range [codegen id : 1]\nOutput [1]: [id#3L]\nArguments: Range (0, 10000, step=1, splits=Some(2))\n\n(5) Project [codegen id : 1]\nOutput [1]: [id#3L AS key#4L]\nInput [1]: [id#3L]\n\n(6) BroadcastExchange\nInput [1]: [key#4L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=67]\n\n(7) BroadcastQueryStage\nOutput [1]: [key#4L]\nArguments: 0\n\n(8) BroadcastHashJoin [codegen id : 2]\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#4L]\nJoin type: Inner\nJoin condition: None\n\n(9) Project [codegen id : 2]\nOutput [1]: [v#2L]\nInput [3]: [key#1L, v#2L, key#4L]\n\n(10) HashAggregate [codegen id : 2]\nInput [1]: [v#2L]\nKeys [1]: [v#2L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#11L]\nResults [2]: [v#2L, count#12L]\n\n(11) Exchange\nInput [2]: [v#2L, count#12L]\nArguments: hashpartitioning(v#2L, 200), ENSURE_REQUIREMENTS, [plan_id=114]\n\n(12) ShuffleQueryStage\nOutput [2]: [v#2L, count#12L]\nArguments: 1\n\n(13) AQEShuffleRead\nInput [2]: [v#2L, count#12L]\nArguments: coalesced\n\n(14) HashAggregate [codegen id : 3]\nInput [2]: [v#2L, count#12L]\nKeys [1]: [v#2L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#10L]\nResults [2]: [v#2L, count(1)#10L AS count#6L]\n\n(15) ResultQueryStage\nOutput [2]: [v#2L, count#6L]\nArguments: 2\n\n(16) BroadcastExchange\nInput [1]: [key#4L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=39]\n\n(17) BroadcastHashJoin\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#4L]\nJoin type: Inner\nJoin condition: None\n\n(18) Project\nOutput [1]: [v#2L]\nInput [3]: [key#1L, v#2L, key#4L]\n\n(19) HashAggregate\nInput [1]: [v#2L]\nKeys [1]: [v#2L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#11L]\nResults [2]: [v#2L, count#12L]\n\n(20) Exchange\nInput [2]: [v#2L, count#12L]\nArguments: hashpartitioning(v#2L, 200), ENSURE_REQUIREMENTS, [plan_id=44]\n\n(21) HashAggregate\nInput [2]: [v#2L, count#12L]\nKeys [1]: [v#2L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#10L]\nResults [2]: [v#2L, count(1)#10L AS count#6L]\n\n(22) AdaptiveSparkPlan\nOutput [2]: [v#2L, count#6L]\nArguments: isFinalPlan=true\n\n(23) OverwriteByExpression noop-table\nInput [2]: [v#2L, count#6L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:51:37.635GMT",
  "duration" : 26098,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 16,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "10,000"
    } ],
    "desc" : "Range (0, 10000, step=1, splits=2)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [id#3L AS key#4L]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n264 ms (128 ms, 136 ms, 136 ms (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "127 ms"
    }, {
      "name" : "time to build",
      "value" : "800 ms"
    }, {
      "name" : "time to collect",
      "value" : "7.9 s"
    }, {
      "name" : "number of output rows",
      "value" : "10,000"
    }, {
      "name" : "data size",
      "value" : "32.1 MiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=67]"
  }, {
    "nodeId" : 12,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "Range (0, 1000000, step=1, splits=2)"
  }, {
    "nodeId" : 11,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "700,000"
    } ],
    "desc" : "Filter isnotnull(CASE WHEN ((id#0L % 10) < 3) THEN null WHEN ((id#0L % 10) < 6) THEN ((id#0L % 10000) + 1000000) ELSE (id#0L % 10000) END)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [CASE WHEN ((id#0L % 10) < 3) THEN null WHEN ((id#0L % 10) < 6) THEN ((id#0L % 10000) + 1000000) ELSE (id#0L % 10000) END AS key#1L, (id#0L % 7) AS v#2L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "400,000"
    } ],
    "desc" : "BroadcastHashJoin [key#1L], [key#4L], Inner, BuildRight, false, false"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [v#2L]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 s (1.4 s, 1.5 s, 1.5 s (stage 1.0: task 3))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 1.0: task 2))"
    }, {
      "name" : "number of output rows",
      "value" : "14"
    } ],
    "desc" : "HashAggregate(keys=[v#2L], functions=[partial_count(1)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.4 s (2.7 s, 2.7 s, 2.7 s (stage 1.0: task 3))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14"
    }, {
      "name" : "records read",
      "value" : "14"
    }, {
      "name" : "local bytes read",
      "value" : "874.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "14"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n336.0 B (168.0 B, 168.0 B, 168.0 B (stage 1.0: task 2))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n434 ms (213 ms, 220 ms, 220 ms (stage 1.0: task 2))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n874.0 B (437.0 B, 437.0 B, 437.0 B (stage 1.0: task 2))"
    } ],
    "desc" : "Exchange hashpartitioning(v#2L, 200), ENSURE_REQUIREMENTS, [plan_id=114]"
  }, {
    "nodeId" : 4,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "193"
    }, {
      "name" : "partition data size",
      "value" : "912.0 B"
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
      "value" : "91 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "7"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[v#2L], functions=[count(1)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "169 ms"
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
      "value" : "7"
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
  } ],
  "queryId" : "01a22c82-c528-712a-b8fb-9933e1c3e2b6",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
