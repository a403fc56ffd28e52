[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "createOrReplaceTempView at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nExecute CreateViewCommand (1)\n   +- CreateViewCommand (2)\n         +- Project (5)\n            +- Project (4)\n               +- Range (3)\n\n\n(1) Execute CreateViewCommand\nOutput: []\n\n(2) CreateViewCommand\nArguments: `t`, false, true, LocalTempView, true\n\n(3) Range\nArguments: 0, 20000, 1, 8, [id#0L], false\n\n(4) Project\nArguments: [id#0L, (id#0L % cast(13 as bigint)) AS k#2L]\n\n(5) Project\nArguments: [id#0L, k#2L, rand(3) AS v#5]\n\n",
  "submissionTime" : "2026-11-30T12:43:05.227GMT",
  "duration" : 9,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "Execute CreateViewCommand",
    "metrics" : [ ],
    "desc" : "Execute CreateViewCommand"
  } ],
  "edges" : [ ],
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:14",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (32)\n+- == Final Plan ==\n   * HashAggregate (18)\n   +- * HashAggregate (17)\n      +- * Project (16)\n         +- * BroadcastHashJoin Inner BuildRight (15)\n            :- * HashAggregate (8)\n            :  +- AQEShuffleRead (7)\n            :     +- ShuffleQueryStage (6), Statistics(sizeInBytes=1664.0 B, rowCount=104)\n            :        +- Exchange (5)\n            :           +- * HashAggregate (4)\n            :              +- * Project (3)\n            :                 +- * Filter (2)\n            :                    +- * Range (1)\n            +- BroadcastQueryStage (14), Statistics(sizeInBytes=1024.1 KiB, rowCount=13)\n               +- BroadcastExchange (13)\n                  +- * HashAggregate (12)\n                     +- AQEShuffleRead (11)\n                        +- ShuffleQueryStage (10), Statistics(sizeInBytes=1664.0 B, rowCount=104)\n                           +- ReusedExchange (9)\n+- == Initial Plan ==\n   HashAggregate (31)\n   +- HashAggregate (30)\n      +- Project (29)\n         +- BroadcastHashJoin Inner BuildRight (28)\n            :- HashAggregate (20)\n            :  +- Exchange (19)\n            :     +- HashAggregate (4)\n            :        +- Project (3)\n            :           +- Filter (2)\n            :              +- Range (1)\n            +- BroadcastExchange (27)\n               +- HashAggregate (26)\n                  +- Exchange (25)\n                     +- HashAggregate (24)\n                        +- Project (23)\n                           +- Filter (22)\n                              +- Range (21)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((id#0L % 13))\n\n(3) Project [codegen id : 1]\nOutput [1]: [(id#0L % 13) AS k#2L]\nInput [1]: [id#0L]\n\n(4) HashAggregate [codegen id : 1]\nInput [1]: [k#2L]\nKeys [1]: [k#2L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#2L]\n\n(5) Exchange\nInput [1]: [k#2L]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=76]\n\n(6) ShuffleQueryStage\nOutput [1]: [k#2L]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [1]: [k#2L]\nArguments: coalesced\n\n(8) HashAggregate [codegen id : 4]\nInput [1]: [k#2L]\nKeys [1]: [k#2L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#2L]\n\n(9) ReusedExchange [Reuses operator id: 5]\nOutput [1]: [k#16L]\n\n(10) ShuffleQueryStage\nOutput [1]: [k#16L]\nArguments: 2\n\n(11) AQEShuffleRead\nInput [1]: [k#16L]\nArguments: coalesced\n\n(12) HashAggregate [codegen id : 3]\nInput [1]: [k#16L]\nKeys [1]: [k#16L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#16L]\n\n(13) BroadcastExchange\nInput [1]: [k#16L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=136]\n\n(14) BroadcastQueryStage\nOutput [1]: [k#16L]\nArguments: 3\n\n(15) BroadcastHashJoin [codegen id : 4]\nLeft keys [1]: [k#2L]\nRight keys [1]: [k#16L]\nJoin type: Inner\nJoin condition: None\n\n(16) Project [codegen id : 4]\nOutput [1]: [k#2L]\nInput [2]: [k#2L, k#16L]\n\n(17) HashAggregate [codegen id : 4]\nInput [1]: [k#2L]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#19L]\nResults [2]: [k#2L, count#20L]\n\n(18) HashAggregate [codegen id : 4]\nInput [2]: [k#2L, count#20L]\nKeys [1]: [k#2L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#15L]\nResults [2]: [k#2L, count(1)#15L AS c#11L]\n\n(19) Exchange\nInput [1]: [k#2L]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=56]\n\n(20) HashAggregate\nInput [1]: [k#2L]\nKeys [1]: [k#2L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#2L]\n\n(21) Range\nOutput [1]: [id#12L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(22) Filter\nInput [1]: [id#12L]\nCondition : isnotnull((id#12L % 13))\n\n(23) Project\nOutput [1]: [(id#12L % 13) AS k#16L]\nInput [1]: [id#12L]\n\n(24) HashAggregate\nInput [1]: [k#16L]\nKeys [1]: [k#16L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#16L]\n\n(25) Exchange\nInput [1]: [k#16L]\nArguments: hashpartitioning(k#16L, 7), ENSURE_REQUIREMENTS, [plan_id=58]\n\n(26) HashAggregate\nInput [1]: [k#16L]\nKeys [1]: [k#16L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#16L]\n\n(27) BroadcastExchange\nInput [1]: [k#16L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=61]\n\n(28) BroadcastHashJoin\nLeft keys [1]: [k#2L]\nRight keys [1]: [k#16L]\nJoin type: Inner\nJoin condition: None\n\n(29) Project\nOutput [1]: [k#2L]\nInput [2]: [k#2L, k#16L]\n\n(30) HashAggregate\nInput [1]: [k#2L]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#19L]\nResults [2]: [k#2L, count#20L]\n\n(31) HashAggregate\nInput [2]: [k#2L, count#20L]\nKeys [1]: [k#2L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#15L]\nResults [2]: [k#2L, count(1)#15L AS c#11L]\n\n(32) AdaptiveSparkPlan\nOutput [2]: [k#2L, c#11L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:43:08.740GMT",
  "duration" : 15064,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "3.3 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 16,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "41 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "HashAggregate(keys=[k#16L], functions=[])"
  }, {
    "nodeId" : 15,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "200 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 14,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "26 ms"
    }, {
      "name" : "time to build",
      "value" : "238 ms"
    }, {
      "name" : "time to collect",
      "value" : "2.2 s"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    }, {
      "name" : "data size",
      "value" : "1024.1 KiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=136]"
  }, {
    "nodeId" : 13,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Filter isnotnull((id#0L % 13))"
  }, {
    "nodeId" : 11,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 13) AS k#2L]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n78 ms (0 ms, 0 ms, 42 ms (stage 0.0: task 0))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 0.0: task 0))"
    }, {
      "name" : "number of output rows",
      "value" : "104"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[])"
  }, {
    "nodeId" : 9,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.7 s (151 ms, 211 ms, 812 ms (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "104"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n323 ms (7 ms, 36 ms, 100 ms (stage 0.0: task 0))"
    }, {
      "name" : "records read",
      "value" : "208"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n6.4 KiB (3.2 KiB, 3.2 KiB, 3.2 KiB (stage 2.0: task 8))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 8))"
    }, {
      "name" : "local blocks read",
      "value" : "16"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n1664.0 B (208.0 B, 208.0 B, 208.0 B (stage 0.0: task 0))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.2 KiB (401.0 B, 411.0 B, 418.0 B (stage 0.0: task 1))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=76]"
  }, {
    "nodeId" : 7,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "3.3 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 6,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "30 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[])"
  }, {
    "nodeId" : 5,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "BroadcastHashJoin [k#2L], [k#16L], Inner, BuildRight, false"
  }, {
    "nodeId" : 4,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "Project [k#2L]"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "47 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_count(1)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "171 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "256 ms"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 2
  }, {
    "fromId" : 4,
    "toId" : 3
  }, {
    "fromId" : 5,
    "toId" : 4
  }, {
    "fromId" : 6,
    "toId" : 5
  }, {
    "fromId" : 7,
    "toId" : 6
  }, {
    "fromId" : 8,
    "toId" : 7
  }, {
    "fromId" : 10,
    "toId" : 8
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 12,
    "toId" : 11
  }, {
    "fromId" : 13,
    "toId" : 12
  }, {
    "fromId" : 14,
    "toId" : 5
  }, {
    "fromId" : 16,
    "toId" : 14
  }, {
    "fromId" : 17,
    "toId" : 16
  }, {
    "fromId" : 8,
    "toId" : 17
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (14)\n+- == Final Plan ==\n   * HashAggregate (8)\n   +- ShuffleQueryStage (7), Statistics(sizeInBytes=128.0 B, rowCount=8)\n      +- Exchange (6)\n         +- * HashAggregate (5)\n            +- * Project (4)\n               +- * Filter (3)\n                  +- * Project (2)\n                     +- * Range (1)\n+- == Initial Plan ==\n   HashAggregate (13)\n   +- Exchange (12)\n      +- HashAggregate (11)\n         +- Project (10)\n            +- Filter (9)\n               +- Project (2)\n                  +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [id#0L, rand(3) AS v#5]\nInput [1]: [id#0L]\n\n(3) Filter [codegen id : 1]\nInput [2]: [id#0L, v#5]\nCondition : ((v#5 > Subquery subquery#21, [id=#224]) AND (cast(id#0L as double) < (ReusedSubquery Subquery subquery#21, [id=#224] * 30000.0)))\n\n(4) Project [codegen id : 1]\nOutput: []\nInput [2]: [id#0L, v#5]\n\n(5) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#38L]\nResults [1]: [count#39L]\n\n(6) Exchange\nInput [1]: [count#39L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=264]\n\n(7) ShuffleQueryStage\nOutput [1]: [count#39L]\nArguments: 0\n\n(8) HashAggregate [codegen id : 2]\nInput [1]: [count#39L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#35L]\nResults [1]: [count(1)#35L AS count#36L]\n\n(9) Filter\nInput [2]: [id#0L, v#5]\nCondition : ((v#5 > Subquery subquery#21, [id=#224]) AND (cast(id#0L as double) < (Subquery subquery#22, [id=#225] * 30000.0)))\n\n(10) Project\nOutput: []\nInput [2]: [id#0L, v#5]\n\n(11) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#38L]\nResults [1]: [count#39L]\n\n(12) Exchange\nInput [1]: [count#39L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=231]\n\n(13) HashAggregate\nInput [1]: [count#39L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#35L]\nResults [1]: [count(1)#35L AS count#36L]\n\n(14) AdaptiveSparkPlan\nOutput [1]: [count#36L]\nArguments: isFinalPlan=true\n\n===== Subqueries =====\n\nSubquery:1 Hosting operator id = 3 Hosting Expression = Subquery subquery#21, [id=#224]\nAdaptiveSparkPlan (23)\n+- == Final Plan ==\n   * HashAggregate (20)\n   +- ShuffleQueryStage (19), Statistics(sizeInBytes=192.0 B, rowCount=8)\n      +- Exchange (18)\n         +- * HashAggregate (17)\n            +- * Project (16)\n               +- * Range (15)\n+- == Initial Plan ==\n   HashAggregate (22)\n   +- Exchange (21)\n      +- HashAggregate (17)\n         +- Project (16)\n            +- Range (15)\n\n\n(15) Range [codegen id : 1]\nOutput [1]: [id#27L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(16) Project [codegen id : 1]\nOutput [1]: [rand(3) AS v#5]\nInput [1]: [id#27L]\n\n(17) HashAggregate [codegen id : 1]\nInput [1]: [v#5]\nKeys: []\nFunctions [1]: [partial_avg(v#5)]\nAggregate Attributes [2]: [sum#40, count#41L]\nResults [2]: [sum#42, count#43L]\n\n(18) Exchange\nInput [2]: [sum#42, count#43L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=276]\n\n(19) ShuffleQueryStage\nOutput [2]: [sum#42, count#43L]\nArguments: 0\n\n(20) HashAggregate [codegen id : 2]\nInput [2]: [sum#42, count#43L]\nKeys: []\nFunctions [1]: [avg(v#5)]\nAggregate Attributes [1]: [avg(v#5)#23]\nResults [1]: [avg(v#5)#23 AS avg(v)#24]\n\n(21) Exchange\nInput [2]: [sum#42, count#43L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=209]\n\n(22) HashAggregate\nInput [2]: [sum#42, count#43L]\nKeys: []\nFunctions [1]: [avg(v#5)]\nAggregate Attributes [1]: [avg(v#5)#23]\nResults [1]: [avg(v#5)#23 AS avg(v)#24]\n\n(23) AdaptiveSparkPlan\nOutput [1]: [avg(v)#24]\nArguments: isFinalPlan=true\n\nSubquery:2 Hosting operator id = 3 Hosting Expression = ReusedSubquery Subquery subquery#21, [id=#224]\n\n\n",
  "submissionTime" : "2026-11-30T12:43:24.919GMT",
  "duration" : 2707,
  "runningJobIds" : [ ],
  "successJobIds" : [ 3, 4, 5, 6 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 18,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 17,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [rand(3) AS v#5]"
  }, {
    "nodeId" : 16,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n63 ms (0 ms, 0 ms, 51 ms (stage 5.0: task 11))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_avg(v#5)])"
  }, {
    "nodeId" : 15,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n83 ms (0 ms, 2 ms, 52 ms (stage 5.0: task 11))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 14,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n34 ms (0 ms, 0 ms, 29 ms (stage 5.0: task 17))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "544.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 5.0: task 11))"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n544.0 B (68.0 B, 68.0 B, 68.0 B (stage 5.0: task 11))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=276]"
  }, {
    "nodeId" : 13,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "0 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[avg(v#5)])"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "1 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 11,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 10,
    "nodeName" : "Subquery",
    "metrics" : [ {
      "name" : "data size",
      "value" : "16.0 B"
    }, {
      "name" : "time to collect",
      "value" : "1.7 s"
    } ],
    "desc" : "Subquery subquery#21, [id=#224]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [id#0L, rand(3) AS v#5]"
  }, {
    "nodeId" : 7,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "7,506"
    } ],
    "desc" : "Filter ((v#5 > Subquery subquery#21, [id=#224]) AND (cast(id#0L as double) < (ReusedSubquery Subquery subquery#21, [id=#224] * 30000.0)))"
  }, {
    "nodeId" : 6,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n26 ms (0 ms, 0 ms, 26 ms (stage 8.0: task 25))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n34 ms (0 ms, 1 ms, 27 ms (stage 8.0: task 25))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n39 ms (0 ms, 0 ms, 34 ms (stage 8.0: task 20))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "469.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n128.0 B (16.0 B, 16.0 B, 16.0 B (stage 8.0: task 20))"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n469.0 B (56.0 B, 59.0 B, 59.0 B (stage 8.0: task 20))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=264]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "1 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "1 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 0,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
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
  }, {
    "fromId" : 8,
    "toId" : 7
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 7
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 14
  }, {
    "fromId" : 17,
    "toId" : 16
  }, {
    "fromId" : 18,
    "toId" : 17
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
}, {
  "id" : 3,
  "status" : "COMPLETED",
  "description" : "take at /tmp/sqlwork/edge.py:18",
  "planDescription" : "== Physical Plan ==\nCollectLimit (3)\n+- * Filter (2)\n   +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#60L]\nArguments: Range (0, 100000, step=1, splits=Some(50))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#60L]\nCondition : ((id#60L % 997) = 3)\n\n(3) CollectLimit\nInput [1]: [id#60L]\nArguments: 60\n\n",
  "submissionTime" : "2026-11-30T12:43:27.834GMT",
  "duration" : 1493,
  "runningJobIds" : [ ],
  "successJobIds" : [ 7, 8, 9, 10 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 3,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "64,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=50)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "65"
    } ],
    "desc" : "Filter ((id#60L % 997) = 3)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n68 ms (0 ms, 0 ms, 41 ms (stage 14.0: task 54))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 0,
    "nodeName" : "CollectLimit",
    "metrics" : [ ],
    "desc" : "CollectLimit 60"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 2
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 3,
  "modifiedConfigs" : { }
}, {
  "id" : 4,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:19",
  "planDescription" : "== Physical Plan ==\nCollectLimit (3)\n+- * Filter (2)\n   +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#66L]\nArguments: Range (0, 100000, step=1, splits=Some(50))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#66L]\nCondition : ((id#66L % 99991) = 3)\n\n(3) CollectLimit\nInput [1]: [id#66L]\nArguments: 5\n\n",
  "submissionTime" : "2026-11-30T12:43:29.687GMT",
  "duration" : 1161,
  "runningJobIds" : [ ],
  "successJobIds" : [ 11, 12, 13, 14 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 3,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=50)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2"
    } ],
    "desc" : "Filter ((id#66L % 99991) = 3)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n31 ms (0 ms, 0 ms, 8 ms (stage 16.0: task 62))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 0,
    "nodeName" : "CollectLimit",
    "metrics" : [ ],
    "desc" : "CollectLimit 5"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 2
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 4,
  "modifiedConfigs" : { }
}, {
  "id" : 5,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (20)\n+- == Final Plan ==\n   * HashAggregate (16)\n   +- ShuffleQueryStage (15), Statistics(sizeInBytes=112.0 B, rowCount=7)\n      +- Exchange (14)\n         +- * HashAggregate (13)\n            +- TableCacheQueryStage (12), Statistics(sizeInBytes=208.0 B, rowCount=13)\n               +- InMemoryTableScan (1)\n                     +- InMemoryRelation (2)\n                           +- AdaptiveSparkPlan (11)\n                           +- == Final Plan ==\n                              * HashAggregate (8)\n                              +- ShuffleQueryStage (7), Statistics(sizeInBytes=2.4 KiB, rowCount=104)\n                                 +- Exchange (6)\n                                    +- * HashAggregate (5)\n                                       +- * Project (4)\n                                          +- * Range (3)\n                           +- == Initial Plan ==\n                              HashAggregate (10)\n                              +- Exchange (9)\n                                 +- HashAggregate (5)\n                                    +- Project (4)\n                                       +- Range (3)\n+- == Initial Plan ==\n   HashAggregate (19)\n   +- Exchange (18)\n      +- HashAggregate (17)\n         +- InMemoryTableScan (1)\n               +- InMemoryRelation (2)\n                     +- AdaptiveSparkPlan (11)\n                     +- == Final Plan ==\n                        * HashAggregate (8)\n                        +- ShuffleQueryStage (7), Statistics(sizeInBytes=2.4 KiB, rowCount=104)\n                           +- Exchange (6)\n                              +- * HashAggregate (5)\n                                 +- * Project (4)\n                                    +- * Range (3)\n                     +- == Initial Plan ==\n                        HashAggregate (10)\n                        +- Exchange (9)\n                           +- HashAggregate (5)\n                              +- Project (4)\n                                 +- Range (3)\n\n\n(1) InMemoryTableScan\nOutput: []\n\n(2) InMemoryRelation\nArguments: [k#2L, m#76], CachedRDDBuilder(org.apache.spark.sql.execution.columnar.DefaultCachedBatchSerializer@34ceded1,StorageLevel(disk, memory, deserialized, 1 replicas),AdaptiveSparkPlan isFinalPlan=true\n+- == Final Plan ==\n   *(2) HashAggregate(keys=[k#2L], functions=[max(v#5)], output=[k#2L, m#76])\n   +- ShuffleQueryStage 0\n      +- Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=359]\n         +- *(1) HashAggregate(keys=[k#2L], functions=[partial_max(v#5)], output=[k#2L, max#80])\n            +- *(1) Project [(id#0L % 13) AS k#2L, rand(3) AS v#5]\n               +- *(1) Range (0, 20000, step=1, splits=8)\n+- == Initial Plan ==\n   HashAggregate(keys=[k#2L], functions=[max(v#5)], output=[k#2L, m#76])\n   +- Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=328]\n      +- HashAggregate(keys=[k#2L], functions=[partial_max(v#5)], output=[k#2L, max#80])\n         +- Project [(id#0L % 13) AS k#2L, rand(3) AS v#5]\n            +- Range (0, 20000, step=1, splits=8)\n,None)\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [2]: [(id#0L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#0L]\n\n(5) HashAggregate [codegen id : 1]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_max(v#5)]\nAggregate Attributes [1]: [max#79]\nResults [2]: [k#2L, max#80]\n\n(6) Exchange\nInput [2]: [k#2L, max#80]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=359]\n\n(7) ShuffleQueryStage\nOutput [2]: [k#2L, max#80]\nArguments: 0\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [k#2L, max#80]\nKeys [1]: [k#2L]\nFunctions [1]: [max(v#5)]\nAggregate Attributes [1]: [max(v#5)#75]\nResults [2]: [k#2L, max(v#5)#75 AS m#76]\n\n(9) Exchange\nInput [2]: [k#2L, max#80]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=328]\n\n(10) HashAggregate\nInput [2]: [k#2L, max#80]\nKeys [1]: [k#2L]\nFunctions [1]: [max(v#5)]\nAggregate Attributes [1]: [max(v#5)#75]\nResults [2]: [k#2L, max(v#5)#75 AS m#76]\n\n(11) AdaptiveSparkPlan\nOutput [2]: [k#2L, m#76]\nArguments: isFinalPlan=true\n\n(12) TableCacheQueryStage\nOutput: []\nArguments: 0\n\n(13) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#126L]\nResults [1]: [count#127L]\n\n(14) Exchange\nInput [1]: [count#127L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=383]\n\n(15) ShuffleQueryStage\nOutput [1]: [count#127L]\nArguments: 1\n\n(16) HashAggregate [codegen id : 2]\nInput [1]: [count#127L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#93L]\nResults [1]: [count(1)#93L AS count#94L]\n\n(17) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#126L]\nResults [1]: [count#127L]\n\n(18) Exchange\nInput [1]: [count#127L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=341]\n\n(19) HashAggregate\nInput [1]: [count#127L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#93L]\nResults [1]: [count(1)#93L AS count#94L]\n\n(20) AdaptiveSparkPlan\nOutput [1]: [count#94L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:43:31.190GMT",
  "duration" : 2991,
  "runningJobIds" : [ ],
  "successJobIds" : [ 15, 16, 17, 18 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 14,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 12,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n30 ms (0 ms, 0 ms, 20 ms (stage 19.0: task 114))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 19.0: task 111))"
    }, {
      "name" : "number of output rows",
      "value" : "104"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_max(v#5)])"
  }, {
    "nodeId" : 11,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n975 ms (48 ms, 104 ms, 210 ms (stage 19.0: task 110))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "104"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n143 ms (1 ms, 19 ms, 45 ms (stage 19.0: task 114))"
    }, {
      "name" : "records read",
      "value" : "104"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 KiB (0.0 B, 504.0 B, 921.0 B (stage 21.0: task 121))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 21.0: task 119))"
    }, {
      "name" : "local blocks read",
      "value" : "48"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n2.4 KiB (312.0 B, 312.0 B, 312.0 B (stage 19.0: task 111))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 KiB (468.0 B, 472.0 B, 472.0 B (stage 19.0: task 111))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=359]"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n49 ms (0 ms, 0 ms, 23 ms (stage 21.0: task 118))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n49.7 MiB (256.0 KiB, 8.2 MiB, 8.2 MiB (stage 21.0: task 119))"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 21.0: task 119))"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[max(v#5)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n510 ms (3 ms, 39 ms, 186 ms (stage 21.0: task 118))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 6,
    "nodeName" : "InMemoryTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "InMemoryTableScan"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n2 ms (0 ms, 0 ms, 2 ms (stage 23.0: task 130))"
    }, {
      "name" : "number of output rows",
      "value" : "7"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5 ms (0 ms, 0 ms, 3 ms (stage 23.0: task 130))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "7"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n5 ms (0 ms, 0 ms, 1 ms (stage 23.0: task 128))"
    }, {
      "name" : "records read",
      "value" : "7"
    }, {
      "name" : "local bytes read",
      "value" : "410.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "7"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n112.0 B (16.0 B, 16.0 B, 16.0 B (stage 23.0: task 127))"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n410.0 B (56.0 B, 59.0 B, 59.0 B (stage 23.0: task 127))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=383]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "0 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "0 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 0,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
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
  }, {
    "fromId" : 9,
    "toId" : 7
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 12,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 12
  }, {
    "fromId" : 14,
    "toId" : 13
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 5,
  "modifiedConfigs" : { }
}, {
  "id" : 6,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:23",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (33)\n+- == Final Plan ==\n   * HashAggregate (25)\n   +- AQEShuffleRead (24)\n      +- ShuffleQueryStage (23), Statistics(sizeInBytes=2.4 KiB, rowCount=104)\n         +- Exchange (22)\n            +- * HashAggregate (21)\n               +- * Project (20)\n                  +- * BroadcastHashJoin Inner BuildLeft (19)\n                     :- BroadcastQueryStage (15), Statistics(sizeInBytes=1024.1 KiB, rowCount=13)\n                     :  +- BroadcastExchange (14)\n                     :     +- * Filter (13)\n                     :        +- TableCacheQueryStage (12), Statistics(sizeInBytes=208.0 B, rowCount=13)\n                     :           +- InMemoryTableScan (1)\n                     :                 +- InMemoryRelation (2)\n                     :                       +- AdaptiveSparkPlan (11)\n                                             +- == Final Plan ==\n                                                * HashAggregate (8)\n                                                +- ShuffleQueryStage (7), Statistics(sizeInBytes=2.4 KiB, rowCount=104)\n                                                   +- Exchange (6)\n                                                      +- * HashAggregate (5)\n                                                         +- * Project (4)\n                                                            +- * Range (3)\n                                             +- == Initial Plan ==\n                                                HashAggregate (10)\n                                                +- Exchange (9)\n                                                   +- HashAggregate (5)\n                                                      +- Project (4)\n                                                         +- Range (3)\n                     +- * Project (18)\n                        +- * Filter (17)\n                           +- * Range (16)\n+- == Initial Plan ==\n   HashAggregate (32)\n   +- Exchange (31)\n      +- HashAggregate (30)\n         +- Project (29)\n            +- BroadcastHashJoin Inner BuildLeft (28)\n               :- BroadcastExchange (27)\n               :  +- Filter (26)\n               :     +- InMemoryTableScan (1)\n               :           +- InMemoryRelation (2)\n               :                 +- AdaptiveSparkPlan (11)\n                                 +- == Final Plan ==\n                                    * HashAggregate (8)\n                                    +- ShuffleQueryStage (7), Statistics(sizeInBytes=2.4 KiB, rowCount=104)\n                                       +- Exchange (6)\n                                          +- * HashAggregate (5)\n                                             +- * Project (4)\n                                                +- * Range (3)\n                                 +- == Initial Plan ==\n                                    HashAggregate (10)\n                                    +- Exchange (9)\n                                       +- HashAggregate (5)\n                                          +- Project (4)\n                                             +- Range (3)\n               +- Project (18)\n                  +- Filter (17)\n                     +- Range (16)\n\n\n(1) InMemoryTableScan\nOutput [1]: [k#2L]\nArguments: [k#2L], [isnotnull(k#2L)]\n\n(2) InMemoryRelation\nArguments: [k#2L, m#76], CachedRDDBuilder(org.apache.spark.sql.execution.columnar.DefaultCachedBatchSerializer@34ceded1,StorageLevel(disk, memory, deserialized, 1 replicas),AdaptiveSparkPlan isFinalPlan=true\n+- == Final Plan ==\n   *(2) HashAggregate(keys=[k#2L], functions=[max(v#5)], output=[k#2L, m#76])\n   +- ShuffleQueryStage 0\n      +- Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=359]\n         +- *(1) HashAggregate(keys=[k#2L], functions=[partial_max(v#5)], output=[k#2L, max#80])\n            +- *(1) Project [(id#0L % 13) AS k#2L, rand(3) AS v#5]\n               +- *(1) Range (0, 20000, step=1, splits=8)\n+- == Initial Plan ==\n   HashAggregate(keys=[k#2L], functions=[max(v#5)], output=[k#2L, m#76])\n   +- Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=328]\n      +- HashAggregate(keys=[k#2L], functions=[partial_max(v#5)], output=[k#2L, max#80])\n         +- Project [(id#0L % 13) AS k#2L, rand(3) AS v#5]\n            +- Range (0, 20000, step=1, splits=8)\n,None)\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [2]: [(id#0L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#0L]\n\n(5) HashAggregate [codegen id : 1]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_max(v#5)]\nAggregate Attributes [1]: [max#79]\nResults [2]: [k#2L, max#80]\n\n(6) Exchange\nInput [2]: [k#2L, max#80]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=359]\n\n(7) ShuffleQueryStage\nOutput [2]: [k#2L, max#80]\nArguments: 0\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [k#2L, max#80]\nKeys [1]: [k#2L]\nFunctions [1]: [max(v#5)]\nAggregate Attributes [1]: [max(v#5)#75]\nResults [2]: [k#2L, max(v#5)#75 AS m#76]\n\n(9) Exchange\nInput [2]: [k#2L, max#80]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=328]\n\n(10) HashAggregate\nInput [2]: [k#2L, max#80]\nKeys [1]: [k#2L]\nFunctions [1]: [max(v#5)]\nAggregate Attributes [1]: [max(v#5)#75]\nResults [2]: [k#2L, max(v#5)#75 AS m#76]\n\n(11) AdaptiveSparkPlan\nOutput [2]: [k#2L, m#76]\nArguments: isFinalPlan=true\n\n(12) TableCacheQueryStage\nOutput [1]: [k#2L]\nArguments: 0\n\n(13) Filter [codegen id : 1]\nInput [1]: [k#2L]\nCondition : isnotnull(k#2L)\n\n(14) BroadcastExchange\nInput [1]: [k#2L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=501]\n\n(15) BroadcastQueryStage\nOutput [1]: [k#2L]\nArguments: 1\n\n(16) Range\nOutput [1]: [id#149L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(17) Filter\nInput [1]: [id#149L]\nCondition : isnotnull((id#149L % 13))\n\n(18) Project\nOutput [1]: [(id#149L % 13) AS k#150L]\nInput [1]: [id#149L]\n\n(19) BroadcastHashJoin [codegen id : 2]\nLeft keys [1]: [k#2L]\nRight keys [1]: [k#150L]\nJoin type: Inner\nJoin condition: None\n\n(20) Project [codegen id : 2]\nOutput [1]: [k#2L]\nInput [2]: [k#2L, k#150L]\n\n(21) HashAggregate [codegen id : 2]\nInput [1]: [k#2L]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#193L]\nResults [2]: [k#2L, count#194L]\n\n(22) Exchange\nInput [2]: [k#2L, count#194L]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=548]\n\n(23) ShuffleQueryStage\nOutput [2]: [k#2L, count#194L]\nArguments: 2\n\n(24) AQEShuffleRead\nInput [2]: [k#2L, count#194L]\nArguments: coalesced\n\n(25) HashAggregate [codegen id : 3]\nInput [2]: [k#2L, count#194L]\nKeys [1]: [k#2L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#159L]\nResults [2]: [k#2L, count(1)#159L AS count#160L]\n\n(26) Filter\nInput [1]: [k#2L]\nCondition : isnotnull(k#2L)\n\n(27) BroadcastExchange\nInput [1]: [k#2L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=427]\n\n(28) BroadcastHashJoin\nLeft keys [1]: [k#2L]\nRight keys [1]: [k#150L]\nJoin type: Inner\nJoin condition: None\n\n(29) Project\nOutput [1]: [k#2L]\nInput [2]: [k#2L, k#150L]\n\n(30) HashAggregate\nInput [1]: [k#2L]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#193L]\nResults [2]: [k#2L, count#194L]\n\n(31) Exchange\nInput [2]: [k#2L, count#194L]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=432]\n\n(32) HashAggregate\nInput [2]: [k#2L, count#194L]\nKeys [1]: [k#2L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#159L]\nResults [2]: [k#2L, count(1)#159L AS count#160L]\n\n(33) AdaptiveSparkPlan\nOutput [2]: [k#2L, count#160L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:43:34.502GMT",
  "duration" : 3262,
  "runningJobIds" : [ ],
  "successJobIds" : [ 19, 20, 21 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 23,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 22,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Filter isnotnull((id#149L % 13))"
  }, {
    "nodeId" : 21,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [(id#149L % 13) AS k#150L]"
  }, {
    "nodeId" : 20,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 19,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 18,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_max(v#5)])"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=359]"
  }, {
    "nodeId" : 15,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[max(v#5)])"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 13,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 12,
    "nodeName" : "InMemoryTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "InMemoryTableScan [k#2L], [isnotnull(k#2L)]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "Filter isnotnull(k#2L)"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n22 ms (0 ms, 0 ms, 21 ms (stage 28.0: task 134))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 9,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "64 ms"
    }, {
      "name" : "time to build",
      "value" : "7 ms"
    }, {
      "name" : "time to collect",
      "value" : "698 ms"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    }, {
      "name" : "data size",
      "value" : "1024.1 KiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=501]"
  }, {
    "nodeId" : 8,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "BroadcastHashJoin [k#2L], [k#150L], Inner, BuildLeft, false"
  }, {
    "nodeId" : 7,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [k#2L]"
  }, {
    "nodeId" : 6,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n112 ms (0 ms, 0 ms, 62 ms (stage 29.0: task 140))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 29.0: task 140))"
    }, {
      "name" : "number of output rows",
      "value" : "104"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_count(1)])"
  }, {
    "nodeId" : 5,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n853 ms (32 ms, 123 ms, 189 ms (stage 29.0: task 140))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 4,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "104"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n79 ms (1 ms, 1 ms, 38 ms (stage 29.0: task 144))"
    }, {
      "name" : "records read",
      "value" : "104"
    }, {
      "name" : "local bytes read",
      "value" : "3.5 KiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n2.4 KiB (312.0 B, 312.0 B, 312.0 B (stage 29.0: task 140))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 KiB (443.0 B, 450.0 B, 459.0 B (stage 29.0: task 147))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=548]"
  }, {
    "nodeId" : 3,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "3.7 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "37 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "62 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 0,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 2
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 11,
    "toId" : 9
  }, {
    "fromId" : 12,
    "toId" : 11
  }, {
    "fromId" : 13,
    "toId" : 12
  }, {
    "fromId" : 15,
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  }, {
    "fromId" : 20,
    "toId" : 19
  }, {
    "fromId" : 21,
    "toId" : 8
  }, {
    "fromId" : 22,
    "toId" : 21
  }, {
    "fromId" : 23,
    "toId" : 22
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 6,
  "modifiedConfigs" : { }
}, {
  "id" : 7,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:29",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (90)\n+- == Final Plan ==\n   * Project (69)\n   +- * BroadcastHashJoin Inner BuildLeft (68)\n      :- BroadcastQueryStage (59), Statistics(sizeInBytes=1024.1 KiB, rowCount=7)\n      :  +- BroadcastExchange (58)\n      :     +- Union (57)\n      :        :- * HashAggregate (8)\n      :        :  +- AQEShuffleRead (7)\n      :        :     +- ShuffleQueryStage (6), Statistics(sizeInBytes=192.0 B, rowCount=8)\n      :        :        +- Exchange (5)\n      :        :           +- * HashAggregate (4)\n      :        :              +- * Filter (3)\n      :        :                 +- * Project (2)\n      :        :                    +- * Range (1)\n      :        :- * HashAggregate (16)\n      :        :  +- AQEShuffleRead (15)\n      :        :     +- ShuffleQueryStage (14), Statistics(sizeInBytes=192.0 B, rowCount=8)\n      :        :        +- Exchange (13)\n      :        :           +- * HashAggregate (12)\n      :        :              +- * Filter (11)\n      :        :                 +- * Project (10)\n      :        :                    +- * Range (9)\n      :        :- * HashAggregate (24)\n      :        :  +- AQEShuffleRead (23)\n      :        :     +- ShuffleQueryStage (22), Statistics(sizeInBytes=192.0 B, rowCount=8)\n      :        :        +- Exchange (21)\n      :        :           +- * HashAggregate (20)\n      :        :              +- * Filter (19)\n      :        :                 +- * Project (18)\n      :        :                    +- * Range (17)\n      :        :- * HashAggregate (32)\n      :        :  +- AQEShuffleRead (31)\n      :        :     +- ShuffleQueryStage (30), Statistics(sizeInBytes=192.0 B, rowCount=8)\n      :        :        +- Exchange (29)\n      :        :           +- * HashAggregate (28)\n      :        :              +- * Filter (27)\n      :        :                 +- * Project (26)\n      :        :                    +- * Range (25)\n      :        :- * HashAggregate (40)\n      :        :  +- AQEShuffleRead (39)\n      :        :     +- ShuffleQueryStage (38), Statistics(sizeInBytes=192.0 B, rowCount=8)\n      :        :        +- Exchange (37)\n      :        :           +- * HashAggregate (36)\n      :        :              +- * Filter (35)\n      :        :                 +- * Project (34)\n      :        :                    +- * Range (33)\n      :        :- * HashAggregate (48)\n      :        :  +- AQEShuffleRead (47)\n      :        :     +- ShuffleQueryStage (46), Statistics(sizeInBytes=192.0 B, rowCount=8)\n      :        :        +- Exchange (45)\n      :        :           +- * HashAggregate (44)\n      :        :              +- * Filter (43)\n      :        :                 +- * Project (42)\n      :        :                    +- * Range (41)\n      :        +- * HashAggregate (56)\n      :           +- AQEShuffleRead (55)\n      :              +- ShuffleQueryStage (54), Statistics(sizeInBytes=192.0 B, rowCount=8)\n      :                 +- Exchange (53)\n      :                    +- * HashAggregate (52)\n      :                       +- * Filter (51)\n      :                          +- * Project (50)\n      :                             +- * Range (49)\n      +- * HashAggregate (67)\n         +- AQEShuffleRead (66)\n            +- ShuffleQueryStage (65), Statistics(sizeInBytes=1344.0 B, rowCount=56)\n               +- Exchange (64)\n                  +- * HashAggregate (63)\n                     +- * Project (62)\n                        +- * Filter (61)\n                           +- * Range (60)\n+- == Initial Plan ==\n   Project (89)\n   +- BroadcastHashJoin Inner BuildRight (88)\n      :- Union (84)\n      :  :- HashAggregate (71)\n      :  :  +- Exchange (70)\n      :  :     +- HashAggregate (4)\n      :  :        +- Filter (3)\n      :  :           +- Project (2)\n      :  :              +- Range (1)\n      :  :- HashAggregate (73)\n      :  :  +- Exchange (72)\n      :  :     +- HashAggregate (12)\n      :  :        +- Filter (11)\n      :  :           +- Project (10)\n      :  :              +- Range (9)\n      :  :- HashAggregate (75)\n      :  :  +- Exchange (74)\n      :  :     +- HashAggregate (20)\n      :  :        +- Filter (19)\n      :  :           +- Project (18)\n      :  :              +- Range (17)\n      :  :- HashAggregate (77)\n      :  :  +- Exchange (76)\n      :  :     +- HashAggregate (28)\n      :  :        +- Filter (27)\n      :  :           +- Project (26)\n      :  :              +- Range (25)\n      :  :- HashAggregate (79)\n      :  :  +- Exchange (78)\n      :  :     +- HashAggregate (36)\n      :  :        +- Filter (35)\n      :  :           +- Project (34)\n      :  :              +- Range (33)\n      :  :- HashAggregate (81)\n      :  :  +- Exchange (80)\n      :  :     +- HashAggregate (44)\n      :  :        +- Filter (43)\n      :  :           +- Project (42)\n      :  :              +- Range (41)\n      :  +- HashAggregate (83)\n      :     +- Exchange (82)\n      :        +- HashAggregate (52)\n      :           +- Filter (51)\n      :              +- Project (50)\n      :                 +- Range (49)\n      +- BroadcastExchange (87)\n         +- HashAggregate (86)\n            +- Exchange (85)\n               +- HashAggregate (63)\n                  +- Project (62)\n                     +- Filter (61)\n                        +- Range (60)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(id#0L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#0L]\n\n(3) Filter [codegen id : 1]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 0))\n\n(4) HashAggregate [codegen id : 1]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#306]\nResults [2]: [k#2L, sum#307]\n\n(5) Exchange\nInput [2]: [k#2L, sum#307]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=762]\n\n(6) ShuffleQueryStage\nOutput [2]: [k#2L, sum#307]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [2]: [k#2L, sum#307]\nArguments: coalesced\n\n(8) HashAggregate [codegen id : 9]\nInput [2]: [k#2L, sum#307]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#218]\nResults [2]: [k#2L, sum(v#5)#218 AS sum(v)#219]\n\n(9) Range [codegen id : 2]\nOutput [1]: [id#229L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(10) Project [codegen id : 2]\nOutput [2]: [(id#229L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#229L]\n\n(11) Filter [codegen id : 2]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 1))\n\n(12) HashAggregate [codegen id : 2]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#308]\nResults [2]: [k#2L, sum#309]\n\n(13) Exchange\nInput [2]: [k#2L, sum#309]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=778]\n\n(14) ShuffleQueryStage\nOutput [2]: [k#2L, sum#309]\nArguments: 1\n\n(15) AQEShuffleRead\nInput [2]: [k#2L, sum#309]\nArguments: coalesced\n\n(16) HashAggregate [codegen id : 10]\nInput [2]: [k#2L, sum#309]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#225]\nResults [2]: [k#2L, sum(v#5)#225 AS sum(v)#231]\n\n(17) Range [codegen id : 3]\nOutput [1]: [id#241L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(18) Project [codegen id : 3]\nOutput [2]: [(id#241L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#241L]\n\n(19) Filter [codegen id : 3]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 2))\n\n(20) HashAggregate [codegen id : 3]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#310]\nResults [2]: [k#2L, sum#311]\n\n(21) Exchange\nInput [2]: [k#2L, sum#311]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=794]\n\n(22) ShuffleQueryStage\nOutput [2]: [k#2L, sum#311]\nArguments: 2\n\n(23) AQEShuffleRead\nInput [2]: [k#2L, sum#311]\nArguments: coalesced\n\n(24) HashAggregate [codegen id : 11]\nInput [2]: [k#2L, sum#311]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#237]\nResults [2]: [k#2L, sum(v#5)#237 AS sum(v)#243]\n\n(25) Range [codegen id : 4]\nOutput [1]: [id#253L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(26) Project [codegen id : 4]\nOutput [2]: [(id#253L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#253L]\n\n(27) Filter [codegen id : 4]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 3))\n\n(28) HashAggregate [codegen id : 4]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#312]\nResults [2]: [k#2L, sum#313]\n\n(29) Exchange\nInput [2]: [k#2L, sum#313]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=810]\n\n(30) ShuffleQueryStage\nOutput [2]: [k#2L, sum#313]\nArguments: 3\n\n(31) AQEShuffleRead\nInput [2]: [k#2L, sum#313]\nArguments: coalesced\n\n(32) HashAggregate [codegen id : 12]\nInput [2]: [k#2L, sum#313]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#249]\nResults [2]: [k#2L, sum(v#5)#249 AS sum(v)#255]\n\n(33) Range [codegen id : 5]\nOutput [1]: [id#265L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(34) Project [codegen id : 5]\nOutput [2]: [(id#265L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#265L]\n\n(35) Filter [codegen id : 5]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 4))\n\n(36) HashAggregate [codegen id : 5]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#314]\nResults [2]: [k#2L, sum#315]\n\n(37) Exchange\nInput [2]: [k#2L, sum#315]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=826]\n\n(38) ShuffleQueryStage\nOutput [2]: [k#2L, sum#315]\nArguments: 4\n\n(39) AQEShuffleRead\nInput [2]: [k#2L, sum#315]\nArguments: coalesced\n\n(40) HashAggregate [codegen id : 13]\nInput [2]: [k#2L, sum#315]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#261]\nResults [2]: [k#2L, sum(v#5)#261 AS sum(v)#267]\n\n(41) Range [codegen id : 6]\nOutput [1]: [id#277L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(42) Project [codegen id : 6]\nOutput [2]: [(id#277L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#277L]\n\n(43) Filter [codegen id : 6]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 5))\n\n(44) HashAggregate [codegen id : 6]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#316]\nResults [2]: [k#2L, sum#317]\n\n(45) Exchange\nInput [2]: [k#2L, sum#317]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=842]\n\n(46) ShuffleQueryStage\nOutput [2]: [k#2L, sum#317]\nArguments: 5\n\n(47) AQEShuffleRead\nInput [2]: [k#2L, sum#317]\nArguments: coalesced\n\n(48) HashAggregate [codegen id : 14]\nInput [2]: [k#2L, sum#317]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#273]\nResults [2]: [k#2L, sum(v#5)#273 AS sum(v)#279]\n\n(49) Range [codegen id : 7]\nOutput [1]: [id#289L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(50) Project [codegen id : 7]\nOutput [2]: [(id#289L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#289L]\n\n(51) Filter [codegen id : 7]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 6))\n\n(52) HashAggregate [codegen id : 7]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#318]\nResults [2]: [k#2L, sum#319]\n\n(53) Exchange\nInput [2]: [k#2L, sum#319]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=858]\n\n(54) ShuffleQueryStage\nOutput [2]: [k#2L, sum#319]\nArguments: 6\n\n(55) AQEShuffleRead\nInput [2]: [k#2L, sum#319]\nArguments: coalesced\n\n(56) HashAggregate [codegen id : 15]\nInput [2]: [k#2L, sum#319]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#285]\nResults [2]: [k#2L, sum(v#5)#285 AS sum(v)#291]\n\n(57) Union\n\n(58) BroadcastExchange\nInput [2]: [k#2L, sum(v)#219]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=1106]\n\n(59) BroadcastQueryStage\nOutput [2]: [k#2L, sum(v)#219]\nArguments: 8\n\n(60) Range [codegen id : 8]\nOutput [1]: [id#301L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(61) Filter [codegen id : 8]\nInput [1]: [id#301L]\nCondition : (((((((((id#301L % 13) = 0) OR ((id#301L % 13) = 1)) OR ((id#301L % 13) = 2)) OR ((id#301L % 13) = 3)) OR ((id#301L % 13) = 4)) OR ((id#301L % 13) = 5)) OR ((id#301L % 13) = 6)) AND isnotnull((id#301L % 13)))\n\n(62) Project [codegen id : 8]\nOutput [1]: [(id#301L % 13) AS k#302L]\nInput [1]: [id#301L]\n\n(63) HashAggregate [codegen id : 8]\nInput [1]: [k#302L]\nKeys [1]: [k#302L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#320L]\nResults [2]: [k#302L, count#321L]\n\n(64) Exchange\nInput [2]: [k#302L, count#321L]\nArguments: hashpartitioning(k#302L, 7), ENSURE_REQUIREMENTS, [plan_id=878]\n\n(65) ShuffleQueryStage\nOutput [2]: [k#302L, count#321L]\nArguments: 7\n\n(66) AQEShuffleRead\nInput [2]: [k#302L, count#321L]\nArguments: coalesced\n\n(67) HashAggregate\nInput [2]: [k#302L, count#321L]\nKeys [1]: [k#302L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#297L]\nResults [2]: [k#302L, count(1)#297L AS count#298L]\n\n(68) BroadcastHashJoin [codegen id : 16]\nLeft keys [1]: [k#2L]\nRight keys [1]: [k#302L]\nJoin type: Inner\nJoin condition: None\n\n(69) Project [codegen id : 16]\nOutput [3]: [k#2L, sum(v)#219, count#298L]\nInput [4]: [k#2L, sum(v)#219, k#302L, count#298L]\n\n(70) Exchange\nInput [2]: [k#2L, sum#307]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=731]\n\n(71) HashAggregate\nInput [2]: [k#2L, sum#307]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#218]\nResults [2]: [k#2L, sum(v#5)#218 AS sum(v)#219]\n\n(72) Exchange\nInput [2]: [k#2L, sum#309]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=733]\n\n(73) HashAggregate\nInput [2]: [k#2L, sum#309]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#225]\nResults [2]: [k#2L, sum(v#5)#225 AS sum(v)#231]\n\n(74) Exchange\nInput [2]: [k#2L, sum#311]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=735]\n\n(75) HashAggregate\nInput [2]: [k#2L, sum#311]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#237]\nResults [2]: [k#2L, sum(v#5)#237 AS sum(v)#243]\n\n(76) Exchange\nInput [2]: [k#2L, sum#313]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=737]\n\n(77) HashAggregate\nInput [2]: [k#2L, sum#313]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#249]\nResults [2]: [k#2L, sum(v#5)#249 AS sum(v)#255]\n\n(78) Exchange\nInput [2]: [k#2L, sum#315]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=739]\n\n(79) HashAggregate\nInput [2]: [k#2L, sum#315]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#261]\nResults [2]: [k#2L, sum(v#5)#261 AS sum(v)#267]\n\n(80) Exchange\nInput [2]: [k#2L, sum#317]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=741]\n\n(81) HashAggregate\nInput [2]: [k#2L, sum#317]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#273]\nResults [2]: [k#2L, sum(v#5)#273 AS sum(v)#279]\n\n(82) Exchange\nInput [2]: [k#2L, sum#319]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=743]\n\n(83) HashAggregate\nInput [2]: [k#2L, sum#319]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#285]\nResults [2]: [k#2L, sum(v#5)#285 AS sum(v)#291]\n\n(84) Union\n\n(85) Exchange\nInput [2]: [k#302L, count#321L]\nArguments: hashpartitioning(k#302L, 7), ENSURE_REQUIREMENTS, [plan_id=746]\n\n(86) HashAggregate\nInput [2]: [k#302L, count#321L]\nKeys [1]: [k#302L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#297L]\nResults [2]: [k#302L, count(1)#297L AS count#298L]\n\n(87) BroadcastExchange\nInput [2]: [k#302L, count#298L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=749]\n\n(88) BroadcastHashJoin\nLeft keys [1]: [k#2L]\nRight keys [1]: [k#302L]\nJoin type: Inner\nJoin condition: None\n\n(89) Project\nOutput [3]: [k#2L, sum(v)#219, count#298L]\nInput [4]: [k#2L, sum(v)#219, k#302L, count#298L]\n\n(90) AdaptiveSparkPlan\nOutput [3]: [k#2L, sum(v)#219, count#298L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:43:40.375GMT",
  "duration" : 9070,
  "runningJobIds" : [ ],
  "successJobIds" : [ 29, 28, 31, 30, 24, 25, 22, 27, 26, 23 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 76,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 8,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 75,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 8,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "10,772"
    } ],
    "desc" : "Filter (((((((((id#301L % 13) = 0) OR ((id#301L % 13) = 1)) OR ((id#301L % 13) = 2)) OR ((id#301L % 13) = 3)) OR ((id#301L % 13) = 4)) OR ((id#301L % 13) = 5)) OR ((id#301L % 13) = 6)) AND isnotnull((id#301L % 13)))"
  }, {
    "nodeId" : 74,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 8,
    "metrics" : [ ],
    "desc" : "Project [(id#301L % 13) AS k#302L]"
  }, {
    "nodeId" : 73,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 8,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n212 ms (1 ms, 25 ms, 69 ms (stage 39.0: task 207))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 39.0: task 206))"
    }, {
      "name" : "number of output rows",
      "value" : "56"
    } ],
    "desc" : "HashAggregate(keys=[k#302L], functions=[partial_count(1)])"
  }, {
    "nodeId" : 72,
    "nodeName" : "WholeStageCodegen (8)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n736 ms (40 ms, 74 ms, 203 ms (stage 39.0: task 205))"
    } ],
    "desc" : "WholeStageCodegen (8)"
  }, {
    "nodeId" : 71,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "56"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n308 ms (0 ms, 58 ms, 85 ms (stage 39.0: task 206))"
    }, {
      "name" : "records read",
      "value" : "56"
    }, {
      "name" : "local bytes read",
      "value" : "1838.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n1344.0 B (168.0 B, 168.0 B, 168.0 B (stage 39.0: task 206))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1838.0 B (223.0 B, 231.0 B, 237.0 B (stage 39.0: task 211))"
    } ],
    "desc" : "Exchange hashpartitioning(k#302L, 7), ENSURE_REQUIREMENTS, [plan_id=878]"
  }, {
    "nodeId" : 70,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "1938.0 B"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 69,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 16,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "9 ms"
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
    "desc" : "HashAggregate(keys=[k#302L], functions=[count(1)])"
  }, {
    "nodeId" : 68,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 7,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 67,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 7,
    "metrics" : [ ],
    "desc" : "Project [(id#289L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 66,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 7,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,538"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 6))"
  }, {
    "nodeId" : 65,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 7,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n37 ms (0 ms, 0 ms, 18 ms (stage 38.0: task 199))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 38.0: task 197))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 64,
    "nodeName" : "WholeStageCodegen (7)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n393 ms (7 ms, 57 ms, 93 ms (stage 38.0: task 203))"
    } ],
    "desc" : "WholeStageCodegen (7)"
  }, {
    "nodeId" : 63,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n76 ms (0 ms, 4 ms, 25 ms (stage 38.0: task 202))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 47.0: task 219))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 47.0: task 219))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 38.0: task 197))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 38.0: task 197))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=858]"
  }, {
    "nodeId" : 62,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "528.0 B"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 61,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 15,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n4 ms (0 ms, 0 ms, 4 ms (stage 47.0: task 219))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n8.2 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 47.0: task 219))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 60,
    "nodeName" : "WholeStageCodegen (15)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n16 ms (0 ms, 0 ms, 16 ms (stage 47.0: task 219))"
    } ],
    "desc" : "WholeStageCodegen (15)"
  }, {
    "nodeId" : 59,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 58,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 6,
    "metrics" : [ ],
    "desc" : "Project [(id#277L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 57,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 5))"
  }, {
    "nodeId" : 56,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n10 ms (0 ms, 0 ms, 8 ms (stage 37.0: task 192))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 37.0: task 190))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 55,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n157 ms (3 ms, 17 ms, 43 ms (stage 37.0: task 189))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 54,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n20 ms (0 ms, 0 ms, 15 ms (stage 37.0: task 194))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 47.0: task 218))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 47.0: task 218))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 37.0: task 190))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 37.0: task 190))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=842]"
  }, {
    "nodeId" : 53,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "528.0 B"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 52,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 14,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n22 ms (0 ms, 0 ms, 22 ms (stage 47.0: task 218))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n8.2 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 47.0: task 218))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 51,
    "nodeName" : "WholeStageCodegen (14)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n24 ms (0 ms, 0 ms, 24 ms (stage 47.0: task 218))"
    } ],
    "desc" : "WholeStageCodegen (14)"
  }, {
    "nodeId" : 50,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 49,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [(id#265L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 48,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 4))"
  }, {
    "nodeId" : 47,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n17 ms (0 ms, 0 ms, 14 ms (stage 36.0: task 181))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 36.0: task 182))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 46,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n239 ms (17 ms, 26 ms, 47 ms (stage 36.0: task 181))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 45,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n119 ms (0 ms, 17 ms, 33 ms (stage 36.0: task 185))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 47.0: task 217))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 47.0: task 217))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 36.0: task 182))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 36.0: task 182))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=826]"
  }, {
    "nodeId" : 44,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "528.0 B"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 43,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 13,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n18 ms (0 ms, 0 ms, 18 ms (stage 47.0: task 217))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n8.2 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 47.0: task 217))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 42,
    "nodeName" : "WholeStageCodegen (13)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n53 ms (0 ms, 0 ms, 53 ms (stage 47.0: task 217))"
    } ],
    "desc" : "WholeStageCodegen (13)"
  }, {
    "nodeId" : 41,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 40,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "Project [(id#253L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 39,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 3))"
  }, {
    "nodeId" : 38,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n72 ms (0 ms, 0 ms, 43 ms (stage 35.0: task 175))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 35.0: task 173))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 37,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n460 ms (14 ms, 47 ms, 138 ms (stage 35.0: task 174))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 36,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n75 ms (0 ms, 5 ms, 38 ms (stage 35.0: task 178))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 47.0: task 216))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 47.0: task 216))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 35.0: task 173))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 35.0: task 173))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=810]"
  }, {
    "nodeId" : 35,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "528.0 B"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 34,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 12,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 47.0: task 216))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n8.2 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 47.0: task 216))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 33,
    "nodeName" : "WholeStageCodegen (12)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2 ms (0 ms, 0 ms, 2 ms (stage 47.0: task 216))"
    } ],
    "desc" : "WholeStageCodegen (12)"
  }, {
    "nodeId" : 32,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 31,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [(id#241L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 30,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 2))"
  }, {
    "nodeId" : 29,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n25 ms (0 ms, 0 ms, 25 ms (stage 34.0: task 165))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 34.0: task 165))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 28,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n731 ms (19 ms, 98 ms, 170 ms (stage 34.0: task 166))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 27,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n90 ms (0 ms, 1 ms, 61 ms (stage 34.0: task 171))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 47.0: task 215))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 47.0: task 215))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 34.0: task 165))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 34.0: task 165))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=794]"
  }, {
    "nodeId" : 26,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "528.0 B"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 25,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 11,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 47.0: task 215))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n8.2 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 47.0: task 215))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 24,
    "nodeName" : "WholeStageCodegen (11)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2 ms (0 ms, 0 ms, 2 ms (stage 47.0: task 215))"
    } ],
    "desc" : "WholeStageCodegen (11)"
  }, {
    "nodeId" : 23,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 22,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [(id#229L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 21,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 1))"
  }, {
    "nodeId" : 20,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n80 ms (0 ms, 0 ms, 44 ms (stage 33.0: task 157))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 33.0: task 158))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 19,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n864 ms (39 ms, 105 ms, 180 ms (stage 33.0: task 157))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 18,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n119 ms (0 ms, 0 ms, 61 ms (stage 33.0: task 164))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 47.0: task 214))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 47.0: task 214))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 33.0: task 158))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 33.0: task 158))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=778]"
  }, {
    "nodeId" : 17,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "528.0 B"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 16,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 10,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 47.0: task 214))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n8.2 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 47.0: task 214))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 15,
    "nodeName" : "WholeStageCodegen (10)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n31 ms (0 ms, 0 ms, 31 ms (stage 47.0: task 214))"
    } ],
    "desc" : "WholeStageCodegen (10)"
  }, {
    "nodeId" : 14,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 12,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 0))"
  }, {
    "nodeId" : 11,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 32.0: task 149))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 32.0: task 149))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n323 ms (14 ms, 51 ms, 61 ms (stage 32.0: task 149))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 9,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n100 ms (0 ms, 1 ms, 46 ms (stage 32.0: task 150))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 B (0.0 B, 0.0 B, 472.0 B (stage 47.0: task 213))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 47.0: task 213))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 32.0: task 149))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 B (59.0 B, 59.0 B, 59.0 B (stage 32.0: task 149))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=762]"
  }, {
    "nodeId" : 8,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "480.0 B"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 9,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n24 ms (0 ms, 0 ms, 24 ms (stage 47.0: task 213))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n8.2 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 47.0: task 213))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (9)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n27 ms (0 ms, 0 ms, 27 ms (stage 47.0: task 213))"
    } ],
    "desc" : "WholeStageCodegen (9)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Union",
    "metrics" : [ ],
    "desc" : "Union"
  }, {
    "nodeId" : 4,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "3 ms"
    }, {
      "name" : "time to build",
      "value" : "6 ms"
    }, {
      "name" : "time to collect",
      "value" : "2.3 s"
    }, {
      "name" : "number of output rows",
      "value" : "7"
    }, {
      "name" : "data size",
      "value" : "1024.1 KiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=1106]"
  }, {
    "nodeId" : 3,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 16,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "7"
    } ],
    "desc" : "BroadcastHashJoin [k#2L], [k#302L], Inner, BuildLeft, false"
  }, {
    "nodeId" : 2,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 16,
    "metrics" : [ ],
    "desc" : "Project [k#2L, sum(v)#219, count#298L]"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (16)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "43 ms"
    } ],
    "desc" : "WholeStageCodegen (16)"
  }, {
    "nodeId" : 0,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 2
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
    "fromId" : 11,
    "toId" : 9
  }, {
    "fromId" : 12,
    "toId" : 11
  }, {
    "fromId" : 13,
    "toId" : 12
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 5
  }, {
    "fromId" : 17,
    "toId" : 16
  }, {
    "fromId" : 18,
    "toId" : 17
  }, {
    "fromId" : 20,
    "toId" : 18
  }, {
    "fromId" : 21,
    "toId" : 20
  }, {
    "fromId" : 22,
    "toId" : 21
  }, {
    "fromId" : 23,
    "toId" : 22
  }, {
    "fromId" : 25,
    "toId" : 5
  }, {
    "fromId" : 26,
    "toId" : 25
  }, {
    "fromId" : 27,
    "toId" : 26
  }, {
    "fromId" : 29,
    "toId" : 27
  }, {
    "fromId" : 30,
    "toId" : 29
  }, {
    "fromId" : 31,
    "toId" : 30
  }, {
    "fromId" : 32,
    "toId" : 31
  }, {
    "fromId" : 34,
    "toId" : 5
  }, {
    "fromId" : 35,
    "toId" : 34
  }, {
    "fromId" : 36,
    "toId" : 35
  }, {
    "fromId" : 38,
    "toId" : 36
  }, {
    "fromId" : 39,
    "toId" : 38
  }, {
    "fromId" : 40,
    "toId" : 39
  }, {
    "fromId" : 41,
    "toId" : 40
  }, {
    "fromId" : 43,
    "toId" : 5
  }, {
    "fromId" : 44,
    "toId" : 43
  }, {
    "fromId" : 45,
    "toId" : 44
  }, {
    "fromId" : 47,
    "toId" : 45
  }, {
    "fromId" : 48,
    "toId" : 47
  }, {
    "fromId" : 49,
    "toId" : 48
  }, {
    "fromId" : 50,
    "toId" : 49
  }, {
    "fromId" : 52,
    "toId" : 5
  }, {
    "fromId" : 53,
    "toId" : 52
  }, {
    "fromId" : 54,
    "toId" : 53
  }, {
    "fromId" : 56,
    "toId" : 54
  }, {
    "fromId" : 57,
    "toId" : 56
  }, {
    "fromId" : 58,
    "toId" : 57
  }, {
    "fromId" : 59,
    "toId" : 58
  }, {
    "fromId" : 61,
    "toId" : 5
  }, {
    "fromId" : 62,
    "toId" : 61
  }, {
    "fromId" : 63,
    "toId" : 62
  }, {
    "fromId" : 65,
    "toId" : 63
  }, {
    "fromId" : 66,
    "toId" : 65
  }, {
    "fromId" : 67,
    "toId" : 66
  }, {
    "fromId" : 68,
    "toId" : 67
  }, {
    "fromId" : 69,
    "toId" : 3
  }, {
    "fromId" : 70,
    "toId" : 69
  }, {
    "fromId" : 71,
    "toId" : 70
  }, {
    "fromId" : 73,
    "toId" : 71
  }, {
    "fromId" : 74,
    "toId" : 73
  }, {
    "fromId" : 75,
    "toId" : 74
  }, {
    "fromId" : 76,
    "toId" : 75
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 7,
  "modifiedConfigs" : { }
}, {
  "id" : 8,
  "status" : "FAILED",
  "description" : "collect at /tmp/sqlwork/edge.py:32",
  "planDescription" : "== Physical Plan ==\n* Project (2)\n+- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [1]: [if ((id#0L < 15000)) null else raise_error('(id#0L < cast(15000 as bigint))' is not true!, NullType) AS assert_true((id < 15000), '(id#0L < cast(15000 as bigint))' is not true!)#343]\nInput [1]: [id#0L]\n\n",
  "submissionTime" : "2026-11-30T12:43:49.836GMT",
  "duration" : 1447,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ 32 ],
  "nodes" : [ {
    "nodeId" : 2,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "15,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 1,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [if ((id#0L < 15000)) null else raise_error('(id#0L < cast(15000 as bigint))' is not true!, NullType) AS assert_true((id < 15000), '(id#0L < cast(15000 as bigint))' is not true!)#343]"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n19 ms (0 ms, 2 ms, 5 ms (stage 50.0: task 224))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 1
  } ],
  "errorMessage" : "Job aborted due to stage failure: Task 6 in stage 50.0 failed 1 times, most recent failure: Lost task 6.0 in stage 50.0 (TID 227) (192.0.2.2 executor driver): java.lang.RuntimeException: '(id#0L < cast(15000 as bigint))' is not true!\n\tat org.apache.spark.sql.catalyst.expressions.GeneratedClass$GeneratedIteratorForCodegenStage1.processNext(Unknown Source)\n\tat org.apache.spark.sql.execution.BufferedRowIterator.hasNext(BufferedRowIterator.java:43)\n\tat org.apache.spark.sql.execution.WholeStageCodegenEvaluatorFactory$WholeStageCodegenPartitionEvaluator$$anon$1.hasNext(WholeStageCodegenEvaluatorFactory.scala:43)\n\tat org.apache.spark.sql.execution.SparkPlan.$anonfun$getByteArrayRdd$1(SparkPlan.scala:388)\n\tat org.apache.spark.rdd.RDD.$anonfun$mapPartitionsInternal$2(RDD.scala:893)\n\tat org.apache.spark.rdd.RDD.$anonfun$mapPartitionsInternal$2$adapted(RDD.scala:893)\n\tat org.apache.spark.rdd.MapPartitionsRDD.compute(MapPartitionsRDD.scala:52)\n\tat org.apache.spark.rdd.RDD.computeOrReadCheckpoint(RDD.scala:367)\n\tat org.apache.spark.rdd.RDD.iterator(RDD.scala:331)\n\tat org.apache.spark.scheduler.ResultTask.runTask(ResultTask.scala:93)\n\tat org.apache.spark.TaskContext.runTaskWithListeners(TaskContext.scala:166)\n\tat org.apache.spark.scheduler.Task.run(Task.scala:141)\n\tat org.apache.spark.executor.Executor$TaskRunner.$anonfun$run$4(Executor.scala:621)\n\tat org.apache.spark.util.SparkErrorUtils.tryWithSafeFinally(SparkErrorUtils.scala:64)\n\tat org.apache.spark.util.SparkErrorUtils.tryWithSafeFinally$(SparkErrorUtils.scala:61)\n\tat org.apache.spark.util.Utils$.tryWithSafeFinally(Utils.scala:94)\n\tat org.apache.spark.executor.Executor$TaskRunner.run(Executor.scala:624)\n\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)\n\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:635)\n\tat java.base/java.lang.Thread.run(Thread.java:840)\n\nDriver stacktrace:",
  "rootExecutionId" : 8,
  "modifiedConfigs" : { }
}, {
  "id" : 9,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:39",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (13)\n+- == Final Plan ==\n   * HashAggregate (7)\n   +- ShuffleQueryStage (6), Statistics(sizeInBytes=128.0 B, rowCount=8)\n      +- Exchange (5)\n         +- * HashAggregate (4)\n            +- * Project (3)\n               +- BatchEvalPython (2)\n                  +- * Range (1)\n+- == Initial Plan ==\n   HashAggregate (12)\n   +- Exchange (11)\n      +- HashAggregate (10)\n         +- Project (9)\n            +- BatchEvalPython (8)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) BatchEvalPython\nInput [1]: [id#0L]\nArguments: [<lambda>(id#0L)#345L], [pythonUDF0#352L]\n\n(3) Project [codegen id : 2]\nOutput [1]: [pythonUDF0#352L AS d#346L]\nInput [2]: [id#0L, pythonUDF0#352L]\n\n(4) HashAggregate [codegen id : 2]\nInput [1]: [d#346L]\nKeys: []\nFunctions [1]: [partial_sum(d#346L)]\nAggregate Attributes [1]: [sum#353L]\nResults [1]: [sum#354L]\n\n(5) Exchange\nInput [1]: [sum#354L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=1218]\n\n(6) ShuffleQueryStage\nOutput [1]: [sum#354L]\nArguments: 0\n\n(7) HashAggregate [codegen id : 3]\nInput [1]: [sum#354L]\nKeys: []\nFunctions [1]: [sum(d#346L)]\nAggregate Attributes [1]: [sum(d#346L)#348L]\nResults [1]: [sum(d#346L)#348L AS sum(d)#350L]\n\n(8) BatchEvalPython\nInput [1]: [id#0L]\nArguments: [<lambda>(id#0L)#345L], [pythonUDF0#352L]\n\n(9) Project\nOutput [1]: [pythonUDF0#352L AS d#346L]\nInput [2]: [id#0L, pythonUDF0#352L]\n\n(10) HashAggregate\nInput [1]: [d#346L]\nKeys: []\nFunctions [1]: [partial_sum(d#346L)]\nAggregate Attributes [1]: [sum#353L]\nResults [1]: [sum#354L]\n\n(11) Exchange\nInput [1]: [sum#354L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=1202]\n\n(12) HashAggregate\nInput [1]: [sum#354L]\nKeys: []\nFunctions [1]: [sum(d#346L)]\nAggregate Attributes [1]: [sum(d#346L)#348L]\nResults [1]: [sum(d#346L)#348L AS sum(d)#350L]\n\n(13) AdaptiveSparkPlan\nOutput [1]: [sum(d)#350L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:43:52.415GMT",
  "duration" : 11906,
  "runningJobIds" : [ ],
  "successJobIds" : [ 33, 34 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 9,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n11.8 s (34 ms, 102 ms, 5.7 s (stage 51.0: task 229))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 7,
    "nodeName" : "BatchEvalPython",
    "metrics" : [ {
      "name" : "data sent to Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n79.7 KiB (9.7 KiB, 10.0 KiB, 10.0 KiB (stage 51.0: task 230))"
    }, {
      "name" : "data returned from Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n61.6 KiB (7.6 KiB, 7.7 KiB, 7.7 KiB (stage 51.0: task 230))"
    }, {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "BatchEvalPython [<lambda>(id#0L)#345L], [pythonUDF0#352L]"
  }, {
    "nodeId" : 6,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [pythonUDF0#352L AS d#346L]"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n8.7 s (644 ms, 1.2 s, 1.5 s (stage 51.0: task 234))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_sum(d#346L)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n8.7 s (645 ms, 1.2 s, 1.5 s (stage 51.0: task 234))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n129 ms (0 ms, 0 ms, 46 ms (stage 51.0: task 234))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "472.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n128.0 B (16.0 B, 16.0 B, 16.0 B (stage 51.0: task 229))"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 B (59.0 B, 59.0 B, 59.0 B (stage 51.0: task 229))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=1218]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "0 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[sum(d#346L)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "1 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 0,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
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
  }, {
    "fromId" : 9,
    "toId" : 7
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 9,
  "modifiedConfigs" : { }
}, {
  "id" : 10,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:44",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (18)\n+- == Final Plan ==\n   * Filter (11)\n   +- Window (10)\n      +- WindowGroupLimit (9)\n         +- * Sort (8)\n            +- AQEShuffleRead (7)\n               +- ShuffleQueryStage (6), Statistics(sizeInBytes=6.5 KiB, rowCount=208)\n                  +- Exchange (5)\n                     +- WindowGroupLimit (4)\n                        +- * Sort (3)\n                           +- * Project (2)\n                              +- * Range (1)\n+- == Initial Plan ==\n   Filter (17)\n   +- Window (16)\n      +- WindowGroupLimit (15)\n         +- Sort (14)\n            +- Exchange (13)\n               +- WindowGroupLimit (12)\n                  +- Sort (3)\n                     +- Project (2)\n                        +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [3]: [id#0L, (id#0L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#0L]\n\n(3) Sort [codegen id : 1]\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [k#2L ASC NULLS FIRST, v#5 ASC NULLS FIRST], false, 0\n\n(4) WindowGroupLimit\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [k#2L], [v#5 ASC NULLS FIRST], row_number(), 2, Partial\n\n(5) Exchange\nInput [3]: [id#0L, k#2L, v#5]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=1277]\n\n(6) ShuffleQueryStage\nOutput [3]: [id#0L, k#2L, v#5]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [3]: [id#0L, k#2L, v#5]\nArguments: coalesced\n\n(8) Sort [codegen id : 2]\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [k#2L ASC NULLS FIRST, v#5 ASC NULLS FIRST], false, 0\n\n(9) WindowGroupLimit\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [k#2L], [v#5 ASC NULLS FIRST], row_number(), 2, Final\n\n(10) Window\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [row_number() windowspecdefinition(k#2L, v#5 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS r#358], [k#2L], [v#5 ASC NULLS FIRST]\n\n(11) Filter [codegen id : 3]\nInput [4]: [id#0L, k#2L, v#5, r#358]\nCondition : (r#358 < 3)\n\n(12) WindowGroupLimit\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [k#2L], [v#5 ASC NULLS FIRST], row_number(), 2, Partial\n\n(13) Exchange\nInput [3]: [id#0L, k#2L, v#5]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=1261]\n\n(14) Sort\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [k#2L ASC NULLS FIRST, v#5 ASC NULLS FIRST], false, 0\n\n(15) WindowGroupLimit\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [k#2L], [v#5 ASC NULLS FIRST], row_number(), 2, Final\n\n(16) Window\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [row_number() windowspecdefinition(k#2L, v#5 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS r#358], [k#2L], [v#5 ASC NULLS FIRST]\n\n(17) Filter\nInput [4]: [id#0L, k#2L, v#5, r#358]\nCondition : (r#358 < 3)\n\n(18) AdaptiveSparkPlan\nOutput [4]: [id#0L, k#2L, v#5, r#358]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:44:05.092GMT",
  "duration" : 3694,
  "runningJobIds" : [ ],
  "successJobIds" : [ 35, 36 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 13,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [id#0L, (id#0L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n955 ms (48 ms, 107 ms, 229 ms (stage 54.0: task 238))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n64.5 MiB (8.1 MiB, 8.1 MiB, 8.1 MiB (stage 54.0: task 238))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 54.0: task 238))"
    } ],
    "desc" : "Sort [k#2L ASC NULLS FIRST, v#5 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.0 s (80 ms, 279 ms, 851 ms (stage 54.0: task 238))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 9,
    "nodeName" : "WindowGroupLimit",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "208"
    } ],
    "desc" : "WindowGroupLimit [k#2L], [v#5 ASC NULLS FIRST], row_number(), 2, Partial"
  }, {
    "nodeId" : 8,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "208"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n211 ms (1 ms, 16 ms, 71 ms (stage 54.0: task 240))"
    }, {
      "name" : "records read",
      "value" : "208"
    }, {
      "name" : "local bytes read",
      "value" : "6.1 KiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n6.5 KiB (832.0 B, 832.0 B, 832.0 B (stage 54.0: task 238))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n6.1 KiB (773.0 B, 780.0 B, 787.0 B (stage 54.0: task 244))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=1277]"
  }, {
    "nodeId" : 7,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "6.3 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 6,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "0 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.1 MiB"
    }, {
      "name" : "spill size",
      "value" : "0.0 B"
    } ],
    "desc" : "Sort [k#2L ASC NULLS FIRST, v#5 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 5,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "367 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 4,
    "nodeName" : "WindowGroupLimit",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "26"
    } ],
    "desc" : "WindowGroupLimit [k#2L], [v#5 ASC NULLS FIRST], row_number(), 2, Final"
  }, {
    "nodeId" : 3,
    "nodeName" : "Window",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "0.0 B"
    } ],
    "desc" : "Window [row_number() windowspecdefinition(k#2L, v#5 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS r#358], [k#2L], [v#5 ASC NULLS FIRST]"
  }, {
    "nodeId" : 2,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "26"
    } ],
    "desc" : "Filter (r#358 < 3)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "29 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 0,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 2
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 11,
    "toId" : 9
  }, {
    "fromId" : 12,
    "toId" : 11
  }, {
    "fromId" : 13,
    "toId" : 12
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 10,
  "modifiedConfigs" : { }
}, {
  "id" : 11,
  "status" : "COMPLETED",
  "description" : "parquet at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (4)\n+- WriteFiles (3)\n   +- * Project (2)\n      +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [3]: [id#0L, (id#0L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#0L]\n\n(3) WriteFiles\nInput [3]: [id#0L, k#2L, v#5]\n\n(4) Execute InsertIntoHadoopFsRelationCommand\nInput: []\nArguments: file:/tmp/sqlwork/pq_true, false, Parquet, [path=/tmp/sqlwork/mylogs35/../pq_true], Overwrite, [id, k, v]\n\n",
  "submissionTime" : "2026-11-30T12:44:09.419GMT",
  "duration" : 7007,
  "runningJobIds" : [ ],
  "successJobIds" : [ 37 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 4,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [id#0L, (id#0L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n6.3 s (124 ms, 351 ms, 2.5 s (stage 57.0: task 248))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WriteFiles",
    "metrics" : [ ],
    "desc" : "WriteFiles"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "task commit time",
      "value" : "total (min, med, max (stageId: taskId))\n117 ms (2 ms, 14 ms, 34 ms (stage 57.0: task 251))"
    }, {
      "name" : "number of written files",
      "value" : "8"
    }, {
      "name" : "job commit time",
      "value" : "159 ms"
    }, {
      "name" : "number of output rows",
      "value" : "20,000"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    }, {
      "name" : "written output",
      "value" : "243.6 KiB"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand file:/tmp/sqlwork/pq_true, false, Parquet, [path=/tmp/sqlwork/mylogs35/../pq_true], Overwrite, [id, k, v]"
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
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 11,
  "modifiedConfigs" : { }
}, {
  "id" : 12,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (14)\n+- == Final Plan ==\n   * HashAggregate (8)\n   +- ShuffleQueryStage (7), Statistics(sizeInBytes=32.0 B, rowCount=2)\n      +- Exchange (6)\n         +- * HashAggregate (5)\n            +- * Project (4)\n               +- * Filter (3)\n                  +- * ColumnarToRow (2)\n                     +- Scan parquet  (1)\n+- == Initial Plan ==\n   HashAggregate (13)\n   +- Exchange (12)\n      +- HashAggregate (11)\n         +- Project (10)\n            +- Filter (9)\n               +- Scan parquet  (1)\n\n\n(1) Scan parquet \nOutput [1]: [k#367L]\nBatched: true\nLocation: InMemoryFileIndex [file:/tmp/sqlwork/pq_true]\nPushedFilters: [IsNotNull(k), EqualTo(k,3)]\nReadSchema: struct<k:bigint>\n\n(2) ColumnarToRow [codegen id : 1]\nInput [1]: [k#367L]\n\n(3) Filter [codegen id : 1]\nInput [1]: [k#367L]\nCondition : (isnotnull(k#367L) AND (k#367L = 3))\n\n(4) Project [codegen id : 1]\nOutput: []\nInput [1]: [k#367L]\n\n(5) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#379L]\nResults [1]: [count#380L]\n\n(6) Exchange\nInput [1]: [count#380L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=1362]\n\n(7) ShuffleQueryStage\nOutput [1]: [count#380L]\nArguments: 0\n\n(8) HashAggregate [codegen id : 2]\nInput [1]: [count#380L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#376L]\nResults [1]: [count(1)#376L AS count#377L]\n\n(9) Filter\nInput [1]: [k#367L]\nCondition : (isnotnull(k#367L) AND (k#367L = 3))\n\n(10) Project\nOutput: []\nInput [1]: [k#367L]\n\n(11) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#379L]\nResults [1]: [count#380L]\n\n(12) Exchange\nInput [1]: [count#380L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=1342]\n\n(13) HashAggregate\nInput [1]: [count#380L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#376L]\nResults [1]: [count(1)#376L AS count#377L]\n\n(14) AdaptiveSparkPlan\nOutput [1]: [count#377L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:44:18.565GMT",
  "duration" : 3153,
  "runningJobIds" : [ ],
  "successJobIds" : [ 39, 40 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 9,
    "nodeName" : "Scan parquet",
    "metrics" : [ {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "scan time",
      "value" : "total (min, med, max (stageId: taskId))\n2.4 s (1.2 s, 1.2 s, 1.2 s (stage 59.0: task 256))"
    }, {
      "name" : "metadata time",
      "value" : "51 ms"
    }, {
      "name" : "size of files read",
      "value" : "243.6 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "FileScan parquet [k#367L] Batched: true, DataFilters: [isnotnull(k#367L), (k#367L = 3)], Format: Parquet, Location: InMemoryFileIndex(1 paths)[file:/tmp/sqlwork/pq_true], PartitionFilters: [], PushedFilters: [IsNotNull(k), EqualTo(k,3)], ReadSchema: struct<k:bigint>"
  }, {
    "nodeId" : 8,
    "nodeName" : "ColumnarToRow",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    }, {
      "name" : "number of input batches",
      "value" : "8"
    } ],
    "desc" : "ColumnarToRow"
  }, {
    "nodeId" : 7,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#367L) AND (k#367L = 3))"
  }, {
    "nodeId" : 6,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 s (1.2 s, 1.2 s, 1.2 s (stage 59.0: task 257))"
    }, {
      "name" : "number of output rows",
      "value" : "2"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 s (1.2 s, 1.3 s, 1.3 s (stage 59.0: task 256))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "2"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n62 ms (1 ms, 60 ms, 60 ms (stage 59.0: task 257))"
    }, {
      "name" : "records read",
      "value" : "2"
    }, {
      "name" : "local bytes read",
      "value" : "118.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "2"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n32.0 B (16.0 B, 16.0 B, 16.0 B (stage 59.0: task 257))"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n118.0 B (59.0 B, 59.0 B, 59.0 B (stage 59.0: task 257))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=1362]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "0 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "0 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 0,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
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
  }, {
    "fromId" : 8,
    "toId" : 7
  }, {
    "fromId" : 9,
    "toId" : 8
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 12,
  "modifiedConfigs" : { }
}, {
  "id" : 13,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:49",
  "planDescription" : "== Physical Plan ==\nLocalTableScan (1)\n\n\n(1) LocalTableScan\nOutput [3]: [id#0L, k#2L, v#5]\nArguments: <empty>, [id#0L, k#2L, v#5]\n\n",
  "submissionTime" : "2026-11-30T12:44:21.967GMT",
  "duration" : 7,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "LocalTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "0"
    } ],
    "desc" : "LocalTableScan <empty>, [id#0L, k#2L, v#5]"
  } ],
  "edges" : [ ],
  "errorMessage" : "",
  "rootExecutionId" : 13,
  "modifiedConfigs" : { }
}, {
  "id" : 14,
  "status" : "COMPLETED",
  "description" : "sql at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nShowTables (1)\n\n\n(1) ShowTables\nOutput [3]: [namespace#384, tableName#385, isTemporary#386]\nArguments: [namespace#384, tableName#385, isTemporary#386], V2SessionCatalog(spark_catalog), [default]\n\n",
  "submissionTime" : "2026-11-30T12:44:22.188GMT",
  "duration" : 970,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "ShowTables",
    "metrics" : [ ],
    "desc" : "ShowTables [namespace#384, tableName#385, isTemporary#386], V2SessionCatalog(spark_catalog), [default]"
  } ],
  "edges" : [ ],
  "errorMessage" : "",
  "rootExecutionId" : 14,
  "modifiedConfigs" : { }
}, {
  "id" : 15,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:50",
  "planDescription" : "== Physical Plan ==\nCommandResult (1)\n   +- ShowTables (2)\n\n\n(1) CommandResult\nOutput [3]: [namespace#384, tableName#385, isTemporary#386]\nArguments: [namespace#384, tableName#385, isTemporary#386]\n\n(2) ShowTables\nOutput [3]: [namespace#384, tableName#385, isTemporary#386]\nArguments: [namespace#384, tableName#385, isTemporary#386], V2SessionCatalog(spark_catalog), [default]\n\n",
  "submissionTime" : "2026-11-30T12:44:23.231GMT",
  "duration" : 12,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "CommandResult",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "CommandResult [namespace#384, tableName#385, isTemporary#386]"
  } ],
  "edges" : [ ],
  "errorMessage" : "",
  "rootExecutionId" : 15,
  "modifiedConfigs" : { }
} ]
