[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "createOrReplaceTempView at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nExecute CreateViewCommand (1)\n   +- CreateViewCommand (2)\n         +- Project (5)\n            +- Project (4)\n               +- Range (3)\n\n\n(1) Execute CreateViewCommand\nOutput: []\n\n(2) CreateViewCommand\nArguments: `t`, false, true, LocalTempView, UNSUPPORTED, true\n\n(3) Range\nArguments: 0, 20000, 1, 8, [id#0L], false\n\n(4) Project\nArguments: [id#0L, (id#0L % cast(13 as bigint)) AS k#1L]\n\n(5) Project\nArguments: [id#0L, k#1L, rand(3) AS v#2]\n\n",
  "submissionTime" : "2026-11-30T12:37:10.260GMT",
  "duration" : 3051,
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
  "queryId" : "01a22c75-88a2-79ab-bbdd-5257e4dc3421",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:14",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (31)\n+- == Final Plan ==\n   ResultQueryStage (18), Statistics(sizeInBytes=8.0 EiB)\n   +- * HashAggregate (17)\n      +- * Project (16)\n         +- * BroadcastHashJoin Inner BuildRight (15)\n            :- * HashAggregate (8)\n            :  +- AQEShuffleRead (7), coalesced\n            :     +- ShuffleQueryStage (6), Statistics(sizeInBytes=1664.0 B, rowCount=104)\n            :        +- Exchange (5)\n            :           +- * HashAggregate (4)\n            :              +- * Project (3)\n            :                 +- * Filter (2)\n            :                    +- * Range (1)\n            +- BroadcastQueryStage (14), Statistics(sizeInBytes=32.0 MiB, rowCount=13)\n               +- BroadcastExchange (13)\n                  +- * HashAggregate (12)\n                     +- AQEShuffleRead (11), coalesced\n                        +- ShuffleQueryStage (10), Statistics(sizeInBytes=1664.0 B, rowCount=104)\n                           +- ReusedExchange (9)\n+- == Initial Plan ==\n   HashAggregate (30)\n   +- Project (29)\n      +- BroadcastHashJoin Inner BuildRight (28)\n         :- HashAggregate (20)\n         :  +- Exchange (19)\n         :     +- HashAggregate (4)\n         :        +- Project (3)\n         :           +- Filter (2)\n         :              +- Range (1)\n         +- BroadcastExchange (27)\n            +- HashAggregate (26)\n               +- Exchange (25)\n                  +- HashAggregate (24)\n                     +- Project (23)\n                        +- Filter (22)\n                           +- Range (21)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((id#0L % 13))\n\n(3) Project [codegen id : 1]\nOutput [1]: [(id#0L % 13) AS k#1L]\nInput [1]: [id#0L]\n\n(4) HashAggregate [codegen id : 1]\nInput [1]: [k#1L]\nKeys [1]: [k#1L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#1L]\n\n(5) Exchange\nInput [1]: [k#1L]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=82]\n\n(6) ShuffleQueryStage\nOutput [1]: [k#1L]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [1]: [k#1L]\nArguments: coalesced\n\n(8) HashAggregate [codegen id : 4]\nInput [1]: [k#1L]\nKeys [1]: [k#1L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#1L]\n\n(9) ReusedExchange [Reuses operator id: 5]\nOutput [1]: [k#7L]\n\n(10) ShuffleQueryStage\nOutput [1]: [k#7L]\nArguments: 2\n\n(11) AQEShuffleRead\nInput [1]: [k#7L]\nArguments: coalesced\n\n(12) HashAggregate [codegen id : 3]\nInput [1]: [k#7L]\nKeys [1]: [k#7L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#7L]\n\n(13) BroadcastExchange\nInput [1]: [k#7L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=145]\n\n(14) BroadcastQueryStage\nOutput [1]: [k#7L]\nArguments: 3\n\n(15) BroadcastHashJoin [codegen id : 4]\nLeft keys [1]: [k#1L]\nRight keys [1]: [k#7L]\nJoin type: Inner\nJoin condition: None\n\n(16) Project [codegen id : 4]\nOutput [1]: [k#1L]\nInput [2]: [k#1L, k#7L]\n\n(17) HashAggregate [codegen id : 4]\nInput [1]: [k#1L]\nKeys [1]: [k#1L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#11L]\nResults [2]: [k#1L, count(1)#11L AS c#5L]\n\n(18) ResultQueryStage\nOutput [2]: [k#1L, c#5L]\nArguments: 4\n\n(19) Exchange\nInput [1]: [k#1L]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=56]\n\n(20) HashAggregate\nInput [1]: [k#1L]\nKeys [1]: [k#1L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#1L]\n\n(21) Range\nOutput [1]: [id#6L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(22) Filter\nInput [1]: [id#6L]\nCondition : isnotnull((id#6L % 13))\n\n(23) Project\nOutput [1]: [(id#6L % 13) AS k#7L]\nInput [1]: [id#6L]\n\n(24) HashAggregate\nInput [1]: [k#7L]\nKeys [1]: [k#7L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#7L]\n\n(25) Exchange\nInput [1]: [k#7L]\nArguments: hashpartitioning(k#7L, 7), ENSURE_REQUIREMENTS, [plan_id=58]\n\n(26) HashAggregate\nInput [1]: [k#7L]\nKeys [1]: [k#7L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#7L]\n\n(27) BroadcastExchange\nInput [1]: [k#7L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=61]\n\n(28) BroadcastHashJoin\nLeft keys [1]: [k#1L]\nRight keys [1]: [k#7L]\nJoin type: Inner\nJoin condition: None\n\n(29) Project\nOutput [1]: [k#1L]\nInput [2]: [k#1L, k#7L]\n\n(30) HashAggregate\nInput [1]: [k#1L]\nKeys [1]: [k#1L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#11L]\nResults [2]: [k#1L, count(1)#11L AS c#5L]\n\n(31) AdaptiveSparkPlan\nOutput [2]: [k#1L, c#5L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:37:14.745GMT",
  "duration" : 23456,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 16,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
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
    "nodeId" : 15,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "84 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "HashAggregate(keys=[k#7L], functions=[])"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "161 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 13,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "114 ms"
    }, {
      "name" : "time to build",
      "value" : "174 ms"
    }, {
      "name" : "time to collect",
      "value" : "3.3 s"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    }, {
      "name" : "data size",
      "value" : "32.0 MiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=145]"
  }, {
    "nodeId" : 12,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 11,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Filter isnotnull((id#0L % 13))"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 13) AS k#1L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n138 ms (0 ms, 0 ms, 86 ms (stage 0.0: task 1))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 0.0: task 1))"
    }, {
      "name" : "number of output rows",
      "value" : "104"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n4.6 s (169 ms, 325 ms, 1.4 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "104"
    }, {
      "name" : "records read",
      "value" : "208"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n6.4 KiB (3.2 KiB, 3.2 KiB, 3.2 KiB (stage 2.0: task 8))"
    }, {
      "name" : "local blocks read",
      "value" : "16"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n1664.0 B (208.0 B, 208.0 B, 208.0 B (stage 0.0: task 1))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n747 ms (2 ms, 86 ms, 238 ms (stage 0.0: task 2))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 8))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.2 KiB (401.0 B, 411.0 B, 418.0 B (stage 0.0: task 1))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=82]"
  }, {
    "nodeId" : 6,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
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
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "1 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[])"
  }, {
    "nodeId" : 4,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "BroadcastHashJoin [k#1L], [k#7L], Inner, BuildRight, false, false"
  }, {
    "nodeId" : 3,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "Project [k#1L]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "114 ms"
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
    "desc" : "HashAggregate(keys=[k#1L], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "177 ms"
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
    "fromId" : 9,
    "toId" : 7
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
    "toId" : 4
  }, {
    "fromId" : 15,
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 7,
    "toId" : 16
  } ],
  "queryId" : "01a22c75-9a29-734f-9edf-04c14e6e8dc9",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (15)\n+- == Final Plan ==\n   ResultQueryStage (9), Statistics(sizeInBytes=8.0 EiB)\n   +- * HashAggregate (8)\n      +- ShuffleQueryStage (7), Statistics(sizeInBytes=128.0 B, rowCount=8)\n         +- Exchange (6)\n            +- * HashAggregate (5)\n               +- * Project (4)\n                  +- * Filter (3)\n                     +- * Project (2)\n                        +- * Range (1)\n+- == Initial Plan ==\n   HashAggregate (14)\n   +- Exchange (13)\n      +- HashAggregate (12)\n         +- Project (11)\n            +- Filter (10)\n               +- Project (2)\n                  +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [id#0L, rand(3) AS v#2]\nInput [1]: [id#0L]\n\n(3) Filter [codegen id : 1]\nInput [2]: [id#0L, v#2]\nCondition : ((v#2 > Subquery subquery#14, [id=#234]) AND (cast(id#0L as double) < (ReusedSubquery Subquery subquery#14, [id=#234] * 30000.0)))\n\n(4) Project [codegen id : 1]\nOutput: []\nInput [2]: [id#0L, v#2]\n\n(5) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#31L]\nResults [1]: [count#32L]\n\n(6) Exchange\nInput [1]: [count#32L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=274]\n\n(7) ShuffleQueryStage\nOutput [1]: [count#32L]\nArguments: 0\n\n(8) HashAggregate [codegen id : 2]\nInput [1]: [count#32L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#30L]\nResults [1]: [count(1)#30L AS count#26L]\n\n(9) ResultQueryStage\nOutput [1]: [count#26L]\nArguments: 1\n\n(10) Filter\nInput [2]: [id#0L, v#2]\nCondition : ((v#2 > Subquery subquery#14, [id=#234]) AND (cast(id#0L as double) < (Subquery subquery#15, [id=#235] * 30000.0)))\n\n(11) Project\nOutput: []\nInput [2]: [id#0L, v#2]\n\n(12) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#31L]\nResults [1]: [count#32L]\n\n(13) Exchange\nInput [1]: [count#32L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=241]\n\n(14) HashAggregate\nInput [1]: [count#32L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#30L]\nResults [1]: [count(1)#30L AS count#26L]\n\n(15) AdaptiveSparkPlan\nOutput [1]: [count#26L]\nArguments: isFinalPlan=true\n\n===== Subqueries =====\n\nSubquery:1 Hosting operator id = 3 Hosting Expression = Subquery subquery#14, [id=#234]\nAdaptiveSparkPlan (25)\n+- == Final Plan ==\n   ResultQueryStage (22)\n   +- * HashAggregate (21)\n      +- ShuffleQueryStage (20), Statistics(sizeInBytes=192.0 B, rowCount=8)\n         +- Exchange (19)\n            +- * HashAggregate (18)\n               +- * Project (17)\n                  +- * Range (16)\n+- == Initial Plan ==\n   HashAggregate (24)\n   +- Exchange (23)\n      +- HashAggregate (18)\n         +- Project (17)\n            +- Range (16)\n\n\n(16) Range [codegen id : 1]\nOutput [1]: [id#20L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(17) Project [codegen id : 1]\nOutput [1]: [rand(3) AS v#22]\nInput [1]: [id#20L]\n\n(18) HashAggregate [codegen id : 1]\nInput [1]: [v#22]\nKeys: []\nFunctions [1]: [partial_avg(v#22)]\nAggregate Attributes [2]: [sum#33, count#34L]\nResults [2]: [sum#35, count#36L]\n\n(19) Exchange\nInput [2]: [sum#35, count#36L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=286]\n\n(20) ShuffleQueryStage\nOutput [2]: [sum#35, count#36L]\nArguments: 0\n\n(21) HashAggregate [codegen id : 2]\nInput [2]: [sum#35, count#36L]\nKeys: []\nFunctions [1]: [avg(v#22)]\nAggregate Attributes [1]: [avg(v#22)#16]\nResults [1]: [avg(v#22)#16 AS avg(v)#17]\n\n(22) ResultQueryStage\nOutput [1]: [avg(v)#17]\nArguments: 1\n\n(23) Exchange\nInput [2]: [sum#35, count#36L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=219]\n\n(24) HashAggregate\nInput [2]: [sum#35, count#36L]\nKeys: []\nFunctions [1]: [avg(v#22)]\nAggregate Attributes [1]: [avg(v#22)#16]\nResults [1]: [avg(v#22)#16 AS avg(v)#17]\n\n(25) AdaptiveSparkPlan\nOutput [1]: [avg(v)#17]\nArguments: isFinalPlan=true\n\nSubquery:2 Hosting operator id = 3 Hosting Expression = ReusedSubquery Subquery subquery#14, [id=#234]\n\n\n",
  "submissionTime" : "2026-11-30T12:37:40.184GMT",
  "duration" : 6292,
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
    "desc" : "Project [rand(3) AS v#22]"
  }, {
    "nodeId" : 16,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n69 ms (0 ms, 0 ms, 47 ms (stage 5.0: task 10))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_avg(v#22)])"
  }, {
    "nodeId" : 15,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n242 ms (0 ms, 49 ms, 81 ms (stage 5.0: task 11))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 14,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "544.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 5.0: task 11))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n24 ms (0 ms, 0 ms, 16 ms (stage 5.0: task 11))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n544.0 B (68.0 B, 68.0 B, 68.0 B (stage 5.0: task 11))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=286]"
  }, {
    "nodeId" : 13,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "25 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[avg(v#22)])"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "25 ms"
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
      "value" : "2.7 s"
    } ],
    "desc" : "Subquery subquery#14, [id=#234]"
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
    "desc" : "Project [id#0L, rand(3) AS v#2]"
  }, {
    "nodeId" : 7,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "7,506"
    } ],
    "desc" : "Filter ((v#2 > Subquery subquery#14, [id=#234]) AND (cast(id#0L as double) < (ReusedSubquery Subquery subquery#14, [id=#234] * 30000.0)))"
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
      "value" : "total (min, med, max (stageId: taskId))\n49 ms (0 ms, 2 ms, 23 ms (stage 8.0: task 20))"
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
      "value" : "total (min, med, max (stageId: taskId))\n90 ms (0 ms, 10 ms, 28 ms (stage 8.0: task 26))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "469.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n128.0 B (16.0 B, 16.0 B, 16.0 B (stage 8.0: task 20))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n40 ms (0 ms, 0 ms, 16 ms (stage 8.0: task 26))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n469.0 B (56.0 B, 59.0 B, 59.0 B (stage 8.0: task 20))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=274]"
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
  "queryId" : "01a22c75-fec0-728a-9a4b-7f65c6e22fb7",
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
}, {
  "id" : 3,
  "status" : "COMPLETED",
  "description" : "take at /tmp/sqlwork/edge.py:18",
  "planDescription" : "== Physical Plan ==\nCollectLimit (3)\n+- * Filter (2)\n   +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#53L]\nArguments: Range (0, 100000, step=1, splits=Some(50))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#53L]\nCondition : ((id#53L % 997) = 3)\n\n(3) CollectLimit\nInput [1]: [id#53L]\nArguments: 60\n\n",
  "submissionTime" : "2026-11-30T12:37:47.047GMT",
  "duration" : 2625,
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
    "desc" : "Filter ((id#53L % 997) = 3)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n103 ms (0 ms, 0 ms, 62 ms (stage 13.0: task 46))"
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
  "queryId" : "01a22c76-1909-70f1-beb0-a80ba798cc02",
  "errorMessage" : "",
  "rootExecutionId" : 3,
  "modifiedConfigs" : { }
}, {
  "id" : 4,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:19",
  "planDescription" : "== Physical Plan ==\nCollectLimit (3)\n+- * Filter (2)\n   +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#60L]\nArguments: Range (0, 100000, step=1, splits=Some(50))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#60L]\nCondition : ((id#60L % 99991) = 3)\n\n(3) CollectLimit\nInput [1]: [id#60L]\nArguments: 5\n\n",
  "submissionTime" : "2026-11-30T12:37:49.958GMT",
  "duration" : 1294,
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
    "desc" : "Filter ((id#60L % 99991) = 3)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n23 ms (0 ms, 0 ms, 10 ms (stage 16.0: task 64))"
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
  "queryId" : "01a22c76-24c1-74c2-8848-bad28eaeeec9",
  "errorMessage" : "",
  "rootExecutionId" : 4,
  "modifiedConfigs" : { }
}, {
  "id" : 5,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (22)\n+- == Final Plan ==\n   ResultQueryStage (18), Statistics(sizeInBytes=8.0 EiB)\n   +- * HashAggregate (17)\n      +- ShuffleQueryStage (16), Statistics(sizeInBytes=112.0 B, rowCount=7)\n         +- Exchange (15)\n            +- * HashAggregate (14)\n               +- TableCacheQueryStage (13), Statistics(sizeInBytes=208.0 B, rowCount=13)\n                  +- InMemoryTableScan (1) (columnarIn=false, columnarOut=true)\n                        +- InMemoryRelation (2)\n                              +- AdaptiveSparkPlan (12)\n                              +- == Final Plan ==\n                                 ResultQueryStage (9)\n                                 +- * HashAggregate (8)\n                                    +- ShuffleQueryStage (7), Statistics(sizeInBytes=2.4 KiB, rowCount=104)\n                                       +- Exchange (6)\n                                          +- * HashAggregate (5)\n                                             +- * Project (4)\n                                                +- * Range (3)\n                              +- == Initial Plan ==\n                                 HashAggregate (11)\n                                 +- Exchange (10)\n                                    +- HashAggregate (5)\n                                       +- Project (4)\n                                          +- Range (3)\n+- == Initial Plan ==\n   HashAggregate (21)\n   +- Exchange (20)\n      +- HashAggregate (19)\n         +- InMemoryTableScan (1) (columnarIn=false, columnarOut=true)\n               +- InMemoryRelation (2)\n                     +- AdaptiveSparkPlan (12)\n                     +- == Final Plan ==\n                        ResultQueryStage (9)\n                        +- * HashAggregate (8)\n                           +- ShuffleQueryStage (7), Statistics(sizeInBytes=2.4 KiB, rowCount=104)\n                              +- Exchange (6)\n                                 +- * HashAggregate (5)\n                                    +- * Project (4)\n                                       +- * Range (3)\n                     +- == Initial Plan ==\n                        HashAggregate (11)\n                        +- Exchange (10)\n                           +- HashAggregate (5)\n                              +- Project (4)\n                                 +- Range (3)\n\n\n(1) InMemoryTableScan\nOutput: []\n\n(2) InMemoryRelation\nArguments: [k#1L, m#67], StorageLevel(disk, memory, deserialized, 1 replicas)\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [2]: [(id#0L % 13) AS k#1L, rand(3) AS v#2]\nInput [1]: [id#0L]\n\n(5) HashAggregate [codegen id : 1]\nInput [2]: [k#1L, v#2]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_max(v#2)]\nAggregate Attributes [1]: [max#72]\nResults [2]: [k#1L, max#73]\n\n(6) Exchange\nInput [2]: [k#1L, max#73]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=373]\n\n(7) ShuffleQueryStage\nOutput [2]: [k#1L, max#73]\nArguments: 0\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [k#1L, max#73]\nKeys [1]: [k#1L]\nFunctions [1]: [max(v#2)]\nAggregate Attributes [1]: [max(v#2)#71]\nResults [2]: [k#1L, max(v#2)#71 AS m#67]\n\n(9) ResultQueryStage\nOutput [2]: [k#1L, m#67]\nArguments: 1\n\n(10) Exchange\nInput [2]: [k#1L, max#73]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=340]\n\n(11) HashAggregate\nInput [2]: [k#1L, max#73]\nKeys [1]: [k#1L]\nFunctions [1]: [max(v#2)]\nAggregate Attributes [1]: [max(v#2)#71]\nResults [2]: [k#1L, max(v#2)#71 AS m#67]\n\n(12) AdaptiveSparkPlan\nOutput [2]: [k#1L, m#67]\nArguments: isFinalPlan=true\n\n(13) TableCacheQueryStage\nOutput: []\nArguments: 0\n\n(14) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#118L]\nResults [1]: [count#119L]\n\n(15) Exchange\nInput [1]: [count#119L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=399]\n\n(16) ShuffleQueryStage\nOutput [1]: [count#119L]\nArguments: 1\n\n(17) HashAggregate [codegen id : 2]\nInput [1]: [count#119L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#87L]\nResults [1]: [count(1)#87L AS count#84L]\n\n(18) ResultQueryStage\nOutput [1]: [count#84L]\nArguments: 2\n\n(19) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#118L]\nResults [1]: [count#119L]\n\n(20) Exchange\nInput [1]: [count#119L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=355]\n\n(21) HashAggregate\nInput [1]: [count#119L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#87L]\nResults [1]: [count(1)#87L AS count#84L]\n\n(22) AdaptiveSparkPlan\nOutput [1]: [count#84L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:37:51.588GMT",
  "duration" : 4984,
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
    "desc" : "Project [(id#0L % 13) AS k#1L, rand(3) AS v#2]"
  }, {
    "nodeId" : 12,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n105 ms (0 ms, 0 ms, 61 ms (stage 19.0: task 116))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 19.0: task 110))"
    }, {
      "name" : "number of output rows",
      "value" : "104"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[partial_max(v#2)])"
  }, {
    "nodeId" : 11,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.5 s (109 ms, 156 ms, 318 ms (stage 19.0: task 111))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "104"
    }, {
      "name" : "records read",
      "value" : "104"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 KiB (0.0 B, 504.0 B, 921.0 B (stage 21.0: task 121))"
    }, {
      "name" : "local blocks read",
      "value" : "48"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n2.4 KiB (312.0 B, 312.0 B, 312.0 B (stage 19.0: task 110))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n166 ms (1 ms, 17 ms, 57 ms (stage 19.0: task 110))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 21.0: task 119))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 KiB (468.0 B, 472.0 B, 472.0 B (stage 19.0: task 111))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=373]"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n81 ms (0 ms, 2 ms, 47 ms (stage 21.0: task 118))"
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
    "desc" : "HashAggregate(keys=[k#1L], functions=[max(v#2)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.4 s (2 ms, 160 ms, 375 ms (stage 21.0: task 119))"
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
      "value" : "total (min, med, max (stageId: taskId))\n19 ms (0 ms, 0 ms, 19 ms (stage 23.0: task 126))"
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
      "value" : "total (min, med, max (stageId: taskId))\n66 ms (0 ms, 1 ms, 23 ms (stage 23.0: task 131))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "7"
    }, {
      "name" : "records read",
      "value" : "7"
    }, {
      "name" : "local bytes read",
      "value" : "410.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "7"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n112.0 B (16.0 B, 16.0 B, 16.0 B (stage 23.0: task 126))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n58 ms (0 ms, 0 ms, 46 ms (stage 23.0: task 128))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n410.0 B (56.0 B, 59.0 B, 59.0 B (stage 23.0: task 126))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=399]"
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
  "queryId" : "01a22c76-2b5a-7dd1-ae5a-61d978d28e1b",
  "errorMessage" : "",
  "rootExecutionId" : 5,
  "modifiedConfigs" : { }
}, {
  "id" : 6,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:23",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (35)\n+- == Final Plan ==\n   ResultQueryStage (27), Statistics(sizeInBytes=8.0 EiB)\n   +- * HashAggregate (26)\n      +- AQEShuffleRead (25), coalesced\n         +- ShuffleQueryStage (24), Statistics(sizeInBytes=2.4 KiB, rowCount=104)\n            +- Exchange (23)\n               +- * HashAggregate (22)\n                  +- * Project (21)\n                     +- * BroadcastHashJoin Inner BuildLeft (20)\n                        :- BroadcastQueryStage (16), Statistics(sizeInBytes=32.0 MiB, rowCount=13)\n                        :  +- BroadcastExchange (15)\n                        :     +- * Filter (14)\n                        :        +- TableCacheQueryStage (13), Statistics(sizeInBytes=208.0 B, rowCount=13)\n                        :           +- InMemoryTableScan (1) (columnarIn=false, columnarOut=true)\n                        :                 +- InMemoryRelation (2)\n                        :                       +- AdaptiveSparkPlan (12)\n                                                +- == Final Plan ==\n                                                   ResultQueryStage (9)\n                                                   +- * HashAggregate (8)\n                                                      +- ShuffleQueryStage (7), Statistics(sizeInBytes=2.4 KiB, rowCount=104)\n                                                         +- Exchange (6)\n                                                            +- * HashAggregate (5)\n                                                               +- * Project (4)\n                                                                  +- * Range (3)\n                                                +- == Initial Plan ==\n                                                   HashAggregate (11)\n                                                   +- Exchange (10)\n                                                      +- HashAggregate (5)\n                                                         +- Project (4)\n                                                            +- Range (3)\n                        +- * Project (19)\n                           +- * Filter (18)\n                              +- * Range (17)\n+- == Initial Plan ==\n   HashAggregate (34)\n   +- Exchange (33)\n      +- HashAggregate (32)\n         +- Project (31)\n            +- BroadcastHashJoin Inner BuildLeft (30)\n               :- BroadcastExchange (29)\n               :  +- Filter (28)\n               :     +- InMemoryTableScan (1) (columnarIn=false, columnarOut=true)\n               :           +- InMemoryRelation (2)\n               :                 +- AdaptiveSparkPlan (12)\n                                 +- == Final Plan ==\n                                    ResultQueryStage (9)\n                                    +- * HashAggregate (8)\n                                       +- ShuffleQueryStage (7), Statistics(sizeInBytes=2.4 KiB, rowCount=104)\n                                          +- Exchange (6)\n                                             +- * HashAggregate (5)\n                                                +- * Project (4)\n                                                   +- * Range (3)\n                                 +- == Initial Plan ==\n                                    HashAggregate (11)\n                                    +- Exchange (10)\n                                       +- HashAggregate (5)\n                                          +- Project (4)\n                                             +- Range (3)\n               +- Project (19)\n                  +- Filter (18)\n                     +- Range (17)\n\n\n(1) InMemoryTableScan\nOutput [1]: [k#1L]\nArguments: [k#1L], [isnotnull(k#1L)]\n\n(2) InMemoryRelation\nArguments: [k#1L, m#67], StorageLevel(disk, memory, deserialized, 1 replicas)\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [2]: [(id#0L % 13) AS k#1L, rand(3) AS v#2]\nInput [1]: [id#0L]\n\n(5) HashAggregate [codegen id : 1]\nInput [2]: [k#1L, v#2]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_max(v#2)]\nAggregate Attributes [1]: [max#72]\nResults [2]: [k#1L, max#73]\n\n(6) Exchange\nInput [2]: [k#1L, max#73]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=373]\n\n(7) ShuffleQueryStage\nOutput [2]: [k#1L, max#73]\nArguments: 0\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [k#1L, max#73]\nKeys [1]: [k#1L]\nFunctions [1]: [max(v#2)]\nAggregate Attributes [1]: [max(v#2)#71]\nResults [2]: [k#1L, max(v#2)#71 AS m#67]\n\n(9) ResultQueryStage\nOutput [2]: [k#1L, m#67]\nArguments: 1\n\n(10) Exchange\nInput [2]: [k#1L, max#73]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=340]\n\n(11) HashAggregate\nInput [2]: [k#1L, max#73]\nKeys [1]: [k#1L]\nFunctions [1]: [max(v#2)]\nAggregate Attributes [1]: [max(v#2)#71]\nResults [2]: [k#1L, max(v#2)#71 AS m#67]\n\n(12) AdaptiveSparkPlan\nOutput [2]: [k#1L, m#67]\nArguments: isFinalPlan=true\n\n(13) TableCacheQueryStage\nOutput [1]: [k#1L]\nArguments: 0\n\n(14) Filter [codegen id : 1]\nInput [1]: [k#1L]\nCondition : isnotnull(k#1L)\n\n(15) BroadcastExchange\nInput [1]: [k#1L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=522]\n\n(16) BroadcastQueryStage\nOutput [1]: [k#1L]\nArguments: 1\n\n(17) Range\nOutput [1]: [id#141L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(18) Filter\nInput [1]: [id#141L]\nCondition : isnotnull((id#141L % 13))\n\n(19) Project\nOutput [1]: [(id#141L % 13) AS k#142L]\nInput [1]: [id#141L]\n\n(20) BroadcastHashJoin [codegen id : 2]\nLeft keys [1]: [k#1L]\nRight keys [1]: [k#142L]\nJoin type: Inner\nJoin condition: None\n\n(21) Project [codegen id : 2]\nOutput [1]: [k#1L]\nInput [2]: [k#1L, k#142L]\n\n(22) HashAggregate [codegen id : 2]\nInput [1]: [k#1L]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#180L]\nResults [2]: [k#1L, count#181L]\n\n(23) Exchange\nInput [2]: [k#1L, count#181L]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=571]\n\n(24) ShuffleQueryStage\nOutput [2]: [k#1L, count#181L]\nArguments: 2\n\n(25) AQEShuffleRead\nInput [2]: [k#1L, count#181L]\nArguments: coalesced\n\n(26) HashAggregate [codegen id : 3]\nInput [2]: [k#1L, count#181L]\nKeys [1]: [k#1L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#149L]\nResults [2]: [k#1L, count(1)#149L AS count#144L]\n\n(27) ResultQueryStage\nOutput [2]: [k#1L, count#144L]\nArguments: 3\n\n(28) Filter\nInput [1]: [k#1L]\nCondition : isnotnull(k#1L)\n\n(29) BroadcastExchange\nInput [1]: [k#1L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=444]\n\n(30) BroadcastHashJoin\nLeft keys [1]: [k#1L]\nRight keys [1]: [k#142L]\nJoin type: Inner\nJoin condition: None\n\n(31) Project\nOutput [1]: [k#1L]\nInput [2]: [k#1L, k#142L]\n\n(32) HashAggregate\nInput [1]: [k#1L]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#180L]\nResults [2]: [k#1L, count#181L]\n\n(33) Exchange\nInput [2]: [k#1L, count#181L]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=449]\n\n(34) HashAggregate\nInput [2]: [k#1L, count#181L]\nKeys [1]: [k#1L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#149L]\nResults [2]: [k#1L, count(1)#149L AS count#144L]\n\n(35) AdaptiveSparkPlan\nOutput [2]: [k#1L, count#144L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:37:56.850GMT",
  "duration" : 5043,
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
    "desc" : "Filter isnotnull((id#141L % 13))"
  }, {
    "nodeId" : 21,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [(id#141L % 13) AS k#142L]"
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
    "desc" : "Project [(id#0L % 13) AS k#1L, rand(3) AS v#2]"
  }, {
    "nodeId" : 18,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[partial_max(v#2)])"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ ],
    "desc" : "Exchange hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=373]"
  }, {
    "nodeId" : 15,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[max(v#2)])"
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
    "desc" : "InMemoryTableScan [k#1L], [isnotnull(k#1L)]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "Filter isnotnull(k#1L)"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n48 ms (0 ms, 0 ms, 29 ms (stage 28.0: task 133))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 9,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "18 ms"
    }, {
      "name" : "time to build",
      "value" : "137 ms"
    }, {
      "name" : "time to collect",
      "value" : "1.2 s"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    }, {
      "name" : "data size",
      "value" : "32.0 MiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=522]"
  }, {
    "nodeId" : 8,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "BroadcastHashJoin [k#1L], [k#142L], Inner, BuildLeft, false, false"
  }, {
    "nodeId" : 7,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [k#1L]"
  }, {
    "nodeId" : 6,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n232 ms (0 ms, 19 ms, 90 ms (stage 29.0: task 141))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 29.0: task 140))"
    }, {
      "name" : "number of output rows",
      "value" : "104"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[partial_count(1)])"
  }, {
    "nodeId" : 5,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.2 s (83 ms, 141 ms, 270 ms (stage 29.0: task 141))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 4,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "104"
    }, {
      "name" : "records read",
      "value" : "104"
    }, {
      "name" : "local bytes read",
      "value" : "3.5 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n2.4 KiB (312.0 B, 312.0 B, 312.0 B (stage 29.0: task 140))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n243 ms (1 ms, 45 ms, 87 ms (stage 29.0: task 143))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 KiB (443.0 B, 450.0 B, 459.0 B (stage 29.0: task 147))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=571]"
  }, {
    "nodeId" : 3,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
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
      "value" : "10 ms"
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
    "desc" : "HashAggregate(keys=[k#1L], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "52 ms"
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
  "queryId" : "01a22c76-3fc1-7937-9549-3b7c889ac0ec",
  "errorMessage" : "",
  "rootExecutionId" : 6,
  "modifiedConfigs" : { }
}, {
  "id" : 7,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:29",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (91)\n+- == Final Plan ==\n   ResultQueryStage (70), Statistics(sizeInBytes=8.0 EiB)\n   +- * Project (69)\n      +- * BroadcastHashJoin Inner BuildLeft (68)\n         :- BroadcastQueryStage (59), Statistics(sizeInBytes=32.0 MiB, rowCount=7)\n         :  +- BroadcastExchange (58)\n         :     +- Union (57)\n         :        :- * HashAggregate (8)\n         :        :  +- AQEShuffleRead (7), coalesced\n         :        :     +- ShuffleQueryStage (6), Statistics(sizeInBytes=192.0 B, rowCount=8)\n         :        :        +- Exchange (5)\n         :        :           +- * HashAggregate (4)\n         :        :              +- * Filter (3)\n         :        :                 +- * Project (2)\n         :        :                    +- * Range (1)\n         :        :- * HashAggregate (16)\n         :        :  +- AQEShuffleRead (15), coalesced\n         :        :     +- ShuffleQueryStage (14), Statistics(sizeInBytes=192.0 B, rowCount=8)\n         :        :        +- Exchange (13)\n         :        :           +- * HashAggregate (12)\n         :        :              +- * Filter (11)\n         :        :                 +- * Project (10)\n         :        :                    +- * Range (9)\n         :        :- * HashAggregate (24)\n         :        :  +- AQEShuffleRead (23), coalesced\n         :        :     +- ShuffleQueryStage (22), Statistics(sizeInBytes=192.0 B, rowCount=8)\n         :        :        +- Exchange (21)\n         :        :           +- * HashAggregate (20)\n         :        :              +- * Filter (19)\n         :        :                 +- * Project (18)\n         :        :                    +- * Range (17)\n         :        :- * HashAggregate (32)\n         :        :  +- AQEShuffleRead (31), coalesced\n         :        :     +- ShuffleQueryStage (30), Statistics(sizeInBytes=192.0 B, rowCount=8)\n         :        :        +- Exchange (29)\n         :        :           +- * HashAggregate (28)\n         :        :              +- * Filter (27)\n         :        :                 +- * Project (26)\n         :        :                    +- * Range (25)\n         :        :- * HashAggregate (40)\n         :        :  +- AQEShuffleRead (39), coalesced\n         :        :     +- ShuffleQueryStage (38), Statistics(sizeInBytes=192.0 B, rowCount=8)\n         :        :        +- Exchange (37)\n         :        :           +- * HashAggregate (36)\n         :        :              +- * Filter (35)\n         :        :                 +- * Project (34)\n         :        :                    +- * Range (33)\n         :        :- * HashAggregate (48)\n         :        :  +- AQEShuffleRead (47), coalesced\n         :        :     +- ShuffleQueryStage (46), Statistics(sizeInBytes=192.0 B, rowCount=8)\n         :        :        +- Exchange (45)\n         :        :           +- * HashAggregate (44)\n         :        :              +- * Filter (43)\n         :        :                 +- * Project (42)\n         :        :                    +- * Range (41)\n         :        +- * HashAggregate (56)\n         :           +- AQEShuffleRead (55), coalesced\n         :              +- ShuffleQueryStage (54), Statistics(sizeInBytes=192.0 B, rowCount=8)\n         :                 +- Exchange (53)\n         :                    +- * HashAggregate (52)\n         :                       +- * Filter (51)\n         :                          +- * Project (50)\n         :                             +- * Range (49)\n         +- * HashAggregate (67)\n            +- AQEShuffleRead (66), coalesced\n               +- ShuffleQueryStage (65), Statistics(sizeInBytes=1344.0 B, rowCount=56)\n                  +- Exchange (64)\n                     +- * HashAggregate (63)\n                        +- * Project (62)\n                           +- * Filter (61)\n                              +- * Range (60)\n+- == Initial Plan ==\n   Project (90)\n   +- BroadcastHashJoin Inner BuildRight (89)\n      :- Union (85)\n      :  :- HashAggregate (72)\n      :  :  +- Exchange (71)\n      :  :     +- HashAggregate (4)\n      :  :        +- Filter (3)\n      :  :           +- Project (2)\n      :  :              +- Range (1)\n      :  :- HashAggregate (74)\n      :  :  +- Exchange (73)\n      :  :     +- HashAggregate (12)\n      :  :        +- Filter (11)\n      :  :           +- Project (10)\n      :  :              +- Range (9)\n      :  :- HashAggregate (76)\n      :  :  +- Exchange (75)\n      :  :     +- HashAggregate (20)\n      :  :        +- Filter (19)\n      :  :           +- Project (18)\n      :  :              +- Range (17)\n      :  :- HashAggregate (78)\n      :  :  +- Exchange (77)\n      :  :     +- HashAggregate (28)\n      :  :        +- Filter (27)\n      :  :           +- Project (26)\n      :  :              +- Range (25)\n      :  :- HashAggregate (80)\n      :  :  +- Exchange (79)\n      :  :     +- HashAggregate (36)\n      :  :        +- Filter (35)\n      :  :           +- Project (34)\n      :  :              +- Range (33)\n      :  :- HashAggregate (82)\n      :  :  +- Exchange (81)\n      :  :     +- HashAggregate (44)\n      :  :        +- Filter (43)\n      :  :           +- Project (42)\n      :  :              +- Range (41)\n      :  +- HashAggregate (84)\n      :     +- Exchange (83)\n      :        +- HashAggregate (52)\n      :           +- Filter (51)\n      :              +- Project (50)\n      :                 +- Range (49)\n      +- BroadcastExchange (88)\n         +- HashAggregate (87)\n            +- Exchange (86)\n               +- HashAggregate (63)\n                  +- Project (62)\n                     +- Filter (61)\n                        +- Range (60)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(id#0L % 13) AS k#1L, rand(3) AS v#2]\nInput [1]: [id#0L]\n\n(3) Filter [codegen id : 1]\nInput [2]: [k#1L, v#2]\nCondition : (isnotnull(k#1L) AND (k#1L = 0))\n\n(4) HashAggregate [codegen id : 1]\nInput [2]: [k#1L, v#2]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_sum(v#2)]\nAggregate Attributes [1]: [sum#263]\nResults [2]: [k#1L, sum#264]\n\n(5) Exchange\nInput [2]: [k#1L, sum#264]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=803]\n\n(6) ShuffleQueryStage\nOutput [2]: [k#1L, sum#264]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [2]: [k#1L, sum#264]\nArguments: coalesced\n\n(8) HashAggregate [codegen id : 9]\nInput [2]: [k#1L, sum#264]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(v#2)]\nAggregate Attributes [1]: [sum(v#2)#205]\nResults [2]: [k#1L, sum(v#2)#205 AS sum(v)#206]\n\n(9) Range [codegen id : 2]\nOutput [1]: [id#212L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(10) Project [codegen id : 2]\nOutput [2]: [(id#212L % 13) AS k#213L, rand(3) AS v#214]\nInput [1]: [id#212L]\n\n(11) Filter [codegen id : 2]\nInput [2]: [k#213L, v#214]\nCondition : (isnotnull(k#213L) AND (k#213L = 1))\n\n(12) HashAggregate [codegen id : 2]\nInput [2]: [k#213L, v#214]\nKeys [1]: [k#213L]\nFunctions [1]: [partial_sum(v#214)]\nAggregate Attributes [1]: [sum#265]\nResults [2]: [k#213L, sum#266]\n\n(13) Exchange\nInput [2]: [k#213L, sum#266]\nArguments: hashpartitioning(k#213L, 7), ENSURE_REQUIREMENTS, [plan_id=819]\n\n(14) ShuffleQueryStage\nOutput [2]: [k#213L, sum#266]\nArguments: 1\n\n(15) AQEShuffleRead\nInput [2]: [k#213L, sum#266]\nArguments: coalesced\n\n(16) HashAggregate [codegen id : 10]\nInput [2]: [k#213L, sum#266]\nKeys [1]: [k#213L]\nFunctions [1]: [sum(v#214)]\nAggregate Attributes [1]: [sum(v#214)#210]\nResults [2]: [k#213L, sum(v#214)#210 AS sum(v)#211]\n\n(17) Range [codegen id : 3]\nOutput [1]: [id#220L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(18) Project [codegen id : 3]\nOutput [2]: [(id#220L % 13) AS k#221L, rand(3) AS v#222]\nInput [1]: [id#220L]\n\n(19) Filter [codegen id : 3]\nInput [2]: [k#221L, v#222]\nCondition : (isnotnull(k#221L) AND (k#221L = 2))\n\n(20) HashAggregate [codegen id : 3]\nInput [2]: [k#221L, v#222]\nKeys [1]: [k#221L]\nFunctions [1]: [partial_sum(v#222)]\nAggregate Attributes [1]: [sum#267]\nResults [2]: [k#221L, sum#268]\n\n(21) Exchange\nInput [2]: [k#221L, sum#268]\nArguments: hashpartitioning(k#221L, 7), ENSURE_REQUIREMENTS, [plan_id=835]\n\n(22) ShuffleQueryStage\nOutput [2]: [k#221L, sum#268]\nArguments: 2\n\n(23) AQEShuffleRead\nInput [2]: [k#221L, sum#268]\nArguments: coalesced\n\n(24) HashAggregate [codegen id : 11]\nInput [2]: [k#221L, sum#268]\nKeys [1]: [k#221L]\nFunctions [1]: [sum(v#222)]\nAggregate Attributes [1]: [sum(v#222)#218]\nResults [2]: [k#221L, sum(v#222)#218 AS sum(v)#219]\n\n(25) Range [codegen id : 4]\nOutput [1]: [id#228L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(26) Project [codegen id : 4]\nOutput [2]: [(id#228L % 13) AS k#229L, rand(3) AS v#230]\nInput [1]: [id#228L]\n\n(27) Filter [codegen id : 4]\nInput [2]: [k#229L, v#230]\nCondition : (isnotnull(k#229L) AND (k#229L = 3))\n\n(28) HashAggregate [codegen id : 4]\nInput [2]: [k#229L, v#230]\nKeys [1]: [k#229L]\nFunctions [1]: [partial_sum(v#230)]\nAggregate Attributes [1]: [sum#269]\nResults [2]: [k#229L, sum#270]\n\n(29) Exchange\nInput [2]: [k#229L, sum#270]\nArguments: hashpartitioning(k#229L, 7), ENSURE_REQUIREMENTS, [plan_id=851]\n\n(30) ShuffleQueryStage\nOutput [2]: [k#229L, sum#270]\nArguments: 3\n\n(31) AQEShuffleRead\nInput [2]: [k#229L, sum#270]\nArguments: coalesced\n\n(32) HashAggregate [codegen id : 12]\nInput [2]: [k#229L, sum#270]\nKeys [1]: [k#229L]\nFunctions [1]: [sum(v#230)]\nAggregate Attributes [1]: [sum(v#230)#226]\nResults [2]: [k#229L, sum(v#230)#226 AS sum(v)#227]\n\n(33) Range [codegen id : 5]\nOutput [1]: [id#236L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(34) Project [codegen id : 5]\nOutput [2]: [(id#236L % 13) AS k#237L, rand(3) AS v#238]\nInput [1]: [id#236L]\n\n(35) Filter [codegen id : 5]\nInput [2]: [k#237L, v#238]\nCondition : (isnotnull(k#237L) AND (k#237L = 4))\n\n(36) HashAggregate [codegen id : 5]\nInput [2]: [k#237L, v#238]\nKeys [1]: [k#237L]\nFunctions [1]: [partial_sum(v#238)]\nAggregate Attributes [1]: [sum#271]\nResults [2]: [k#237L, sum#272]\n\n(37) Exchange\nInput [2]: [k#237L, sum#272]\nArguments: hashpartitioning(k#237L, 7), ENSURE_REQUIREMENTS, [plan_id=867]\n\n(38) ShuffleQueryStage\nOutput [2]: [k#237L, sum#272]\nArguments: 4\n\n(39) AQEShuffleRead\nInput [2]: [k#237L, sum#272]\nArguments: coalesced\n\n(40) HashAggregate [codegen id : 13]\nInput [2]: [k#237L, sum#272]\nKeys [1]: [k#237L]\nFunctions [1]: [sum(v#238)]\nAggregate Attributes [1]: [sum(v#238)#234]\nResults [2]: [k#237L, sum(v#238)#234 AS sum(v)#235]\n\n(41) Range [codegen id : 6]\nOutput [1]: [id#244L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(42) Project [codegen id : 6]\nOutput [2]: [(id#244L % 13) AS k#245L, rand(3) AS v#246]\nInput [1]: [id#244L]\n\n(43) Filter [codegen id : 6]\nInput [2]: [k#245L, v#246]\nCondition : (isnotnull(k#245L) AND (k#245L = 5))\n\n(44) HashAggregate [codegen id : 6]\nInput [2]: [k#245L, v#246]\nKeys [1]: [k#245L]\nFunctions [1]: [partial_sum(v#246)]\nAggregate Attributes [1]: [sum#273]\nResults [2]: [k#245L, sum#274]\n\n(45) Exchange\nInput [2]: [k#245L, sum#274]\nArguments: hashpartitioning(k#245L, 7), ENSURE_REQUIREMENTS, [plan_id=883]\n\n(46) ShuffleQueryStage\nOutput [2]: [k#245L, sum#274]\nArguments: 5\n\n(47) AQEShuffleRead\nInput [2]: [k#245L, sum#274]\nArguments: coalesced\n\n(48) HashAggregate [codegen id : 14]\nInput [2]: [k#245L, sum#274]\nKeys [1]: [k#245L]\nFunctions [1]: [sum(v#246)]\nAggregate Attributes [1]: [sum(v#246)#242]\nResults [2]: [k#245L, sum(v#246)#242 AS sum(v)#243]\n\n(49) Range [codegen id : 7]\nOutput [1]: [id#252L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(50) Project [codegen id : 7]\nOutput [2]: [(id#252L % 13) AS k#253L, rand(3) AS v#254]\nInput [1]: [id#252L]\n\n(51) Filter [codegen id : 7]\nInput [2]: [k#253L, v#254]\nCondition : (isnotnull(k#253L) AND (k#253L = 6))\n\n(52) HashAggregate [codegen id : 7]\nInput [2]: [k#253L, v#254]\nKeys [1]: [k#253L]\nFunctions [1]: [partial_sum(v#254)]\nAggregate Attributes [1]: [sum#275]\nResults [2]: [k#253L, sum#276]\n\n(53) Exchange\nInput [2]: [k#253L, sum#276]\nArguments: hashpartitioning(k#253L, 7), ENSURE_REQUIREMENTS, [plan_id=899]\n\n(54) ShuffleQueryStage\nOutput [2]: [k#253L, sum#276]\nArguments: 6\n\n(55) AQEShuffleRead\nInput [2]: [k#253L, sum#276]\nArguments: coalesced\n\n(56) HashAggregate [codegen id : 15]\nInput [2]: [k#253L, sum#276]\nKeys [1]: [k#253L]\nFunctions [1]: [sum(v#254)]\nAggregate Attributes [1]: [sum(v#254)#250]\nResults [2]: [k#253L, sum(v#254)#250 AS sum(v)#251]\n\n(57) Union\n\n(58) BroadcastExchange\nInput [2]: [k#1L, sum(v)#206]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=1230]\n\n(59) BroadcastQueryStage\nOutput [2]: [k#1L, sum(v)#206]\nArguments: 8\n\n(60) Range [codegen id : 8]\nOutput [1]: [id#260L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(61) Filter [codegen id : 8]\nInput [1]: [id#260L]\nCondition : (((((((((id#260L % 13) = 0) OR ((id#260L % 13) = 1)) OR ((id#260L % 13) = 2)) OR ((id#260L % 13) = 3)) OR ((id#260L % 13) = 4)) OR ((id#260L % 13) = 5)) OR ((id#260L % 13) = 6)) AND isnotnull((id#260L % 13)))\n\n(62) Project [codegen id : 8]\nOutput [1]: [(id#260L % 13) AS k#261L]\nInput [1]: [id#260L]\n\n(63) HashAggregate [codegen id : 8]\nInput [1]: [k#261L]\nKeys [1]: [k#261L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#277L]\nResults [2]: [k#261L, count#278L]\n\n(64) Exchange\nInput [2]: [k#261L, count#278L]\nArguments: hashpartitioning(k#261L, 7), ENSURE_REQUIREMENTS, [plan_id=919]\n\n(65) ShuffleQueryStage\nOutput [2]: [k#261L, count#278L]\nArguments: 7\n\n(66) AQEShuffleRead\nInput [2]: [k#261L, count#278L]\nArguments: coalesced\n\n(67) HashAggregate\nInput [2]: [k#261L, count#278L]\nKeys [1]: [k#261L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#259L]\nResults [2]: [k#261L, count(1)#259L AS count#255L]\n\n(68) BroadcastHashJoin [codegen id : 16]\nLeft keys [1]: [k#1L]\nRight keys [1]: [k#261L]\nJoin type: Inner\nJoin condition: None\n\n(69) Project [codegen id : 16]\nOutput [3]: [k#1L, sum(v)#206, count#255L]\nInput [4]: [k#1L, sum(v)#206, k#261L, count#255L]\n\n(70) ResultQueryStage\nOutput [3]: [k#1L, sum(v)#206, count#255L]\nArguments: 9\n\n(71) Exchange\nInput [2]: [k#1L, sum#264]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=756]\n\n(72) HashAggregate\nInput [2]: [k#1L, sum#264]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(v#2)]\nAggregate Attributes [1]: [sum(v#2)#205]\nResults [2]: [k#1L, sum(v#2)#205 AS sum(v)#206]\n\n(73) Exchange\nInput [2]: [k#213L, sum#266]\nArguments: hashpartitioning(k#213L, 7), ENSURE_REQUIREMENTS, [plan_id=758]\n\n(74) HashAggregate\nInput [2]: [k#213L, sum#266]\nKeys [1]: [k#213L]\nFunctions [1]: [sum(v#214)]\nAggregate Attributes [1]: [sum(v#214)#210]\nResults [2]: [k#213L, sum(v#214)#210 AS sum(v)#211]\n\n(75) Exchange\nInput [2]: [k#221L, sum#268]\nArguments: hashpartitioning(k#221L, 7), ENSURE_REQUIREMENTS, [plan_id=760]\n\n(76) HashAggregate\nInput [2]: [k#221L, sum#268]\nKeys [1]: [k#221L]\nFunctions [1]: [sum(v#222)]\nAggregate Attributes [1]: [sum(v#222)#218]\nResults [2]: [k#221L, sum(v#222)#218 AS sum(v)#219]\n\n(77) Exchange\nInput [2]: [k#229L, sum#270]\nArguments: hashpartitioning(k#229L, 7), ENSURE_REQUIREMENTS, [plan_id=762]\n\n(78) HashAggregate\nInput [2]: [k#229L, sum#270]\nKeys [1]: [k#229L]\nFunctions [1]: [sum(v#230)]\nAggregate Attributes [1]: [sum(v#230)#226]\nResults [2]: [k#229L, sum(v#230)#226 AS sum(v)#227]\n\n(79) Exchange\nInput [2]: [k#237L, sum#272]\nArguments: hashpartitioning(k#237L, 7), ENSURE_REQUIREMENTS, [plan_id=764]\n\n(80) HashAggregate\nInput [2]: [k#237L, sum#272]\nKeys [1]: [k#237L]\nFunctions [1]: [sum(v#238)]\nAggregate Attributes [1]: [sum(v#238)#234]\nResults [2]: [k#237L, sum(v#238)#234 AS sum(v)#235]\n\n(81) Exchange\nInput [2]: [k#245L, sum#274]\nArguments: hashpartitioning(k#245L, 7), ENSURE_REQUIREMENTS, [plan_id=766]\n\n(82) HashAggregate\nInput [2]: [k#245L, sum#274]\nKeys [1]: [k#245L]\nFunctions [1]: [sum(v#246)]\nAggregate Attributes [1]: [sum(v#246)#242]\nResults [2]: [k#245L, sum(v#246)#242 AS sum(v)#243]\n\n(83) Exchange\nInput [2]: [k#253L, sum#276]\nArguments: hashpartitioning(k#253L, 7), ENSURE_REQUIREMENTS, [plan_id=768]\n\n(84) HashAggregate\nInput [2]: [k#253L, sum#276]\nKeys [1]: [k#253L]\nFunctions [1]: [sum(v#254)]\nAggregate Attributes [1]: [sum(v#254)#250]\nResults [2]: [k#253L, sum(v#254)#250 AS sum(v)#251]\n\n(85) Union\n\n(86) Exchange\nInput [2]: [k#261L, count#278L]\nArguments: hashpartitioning(k#261L, 7), ENSURE_REQUIREMENTS, [plan_id=771]\n\n(87) HashAggregate\nInput [2]: [k#261L, count#278L]\nKeys [1]: [k#261L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#259L]\nResults [2]: [k#261L, count(1)#259L AS count#255L]\n\n(88) BroadcastExchange\nInput [2]: [k#261L, count#255L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=774]\n\n(89) BroadcastHashJoin\nLeft keys [1]: [k#1L]\nRight keys [1]: [k#261L]\nJoin type: Inner\nJoin condition: None\n\n(90) Project\nOutput [3]: [k#1L, sum(v)#206, count#255L]\nInput [4]: [k#1L, sum(v)#206, k#261L, count#255L]\n\n(91) AdaptiveSparkPlan\nOutput [3]: [k#1L, sum(v)#206, count#255L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:38:05.959GMT",
  "duration" : 15293,
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
    "desc" : "Filter (((((((((id#260L % 13) = 0) OR ((id#260L % 13) = 1)) OR ((id#260L % 13) = 2)) OR ((id#260L % 13) = 3)) OR ((id#260L % 13) = 4)) OR ((id#260L % 13) = 5)) OR ((id#260L % 13) = 6)) AND isnotnull((id#260L % 13)))"
  }, {
    "nodeId" : 74,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 8,
    "metrics" : [ ],
    "desc" : "Project [(id#260L % 13) AS k#261L]"
  }, {
    "nodeId" : 73,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 8,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n209 ms (0 ms, 23 ms, 64 ms (stage 39.0: task 208))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 39.0: task 206))"
    }, {
      "name" : "number of output rows",
      "value" : "56"
    } ],
    "desc" : "HashAggregate(keys=[k#261L], functions=[partial_count(1)])"
  }, {
    "nodeId" : 72,
    "nodeName" : "WholeStageCodegen (8)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n794 ms (15 ms, 108 ms, 149 ms (stage 39.0: task 208))"
    } ],
    "desc" : "WholeStageCodegen (8)"
  }, {
    "nodeId" : 71,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "56"
    }, {
      "name" : "records read",
      "value" : "56"
    }, {
      "name" : "local bytes read",
      "value" : "1838.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n1344.0 B (168.0 B, 168.0 B, 168.0 B (stage 39.0: task 206))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n125 ms (0 ms, 0 ms, 65 ms (stage 39.0: task 211))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1838.0 B (223.0 B, 231.0 B, 237.0 B (stage 39.0: task 211))"
    } ],
    "desc" : "Exchange hashpartitioning(k#261L, 7), ENSURE_REQUIREMENTS, [plan_id=919]"
  }, {
    "nodeId" : 70,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "4"
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
      "value" : "14 ms"
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
    "desc" : "HashAggregate(keys=[k#261L], functions=[count(1)])"
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
    "desc" : "Project [(id#252L % 13) AS k#253L, rand(3) AS v#254]"
  }, {
    "nodeId" : 66,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 7,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,538"
    } ],
    "desc" : "Filter (isnotnull(k#253L) AND (k#253L = 6))"
  }, {
    "nodeId" : 65,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 7,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n95 ms (0 ms, 0 ms, 42 ms (stage 38.0: task 197))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 38.0: task 198))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#253L], functions=[partial_sum(v#254)])"
  }, {
    "nodeId" : 64,
    "nodeName" : "WholeStageCodegen (7)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n256 ms (7 ms, 38 ms, 88 ms (stage 38.0: task 197))"
    } ],
    "desc" : "WholeStageCodegen (7)"
  }, {
    "nodeId" : 63,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "504.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 38.0: task 198))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7 ms (0 ms, 0 ms, 2 ms (stage 38.0: task 199))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 38.0: task 198))"
    } ],
    "desc" : "Exchange hashpartitioning(k#253L, 7), ENSURE_REQUIREMENTS, [plan_id=899]"
  }, {
    "nodeId" : 62,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "6"
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
      "value" : "15 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#253L], functions=[sum(v#254)])"
  }, {
    "nodeId" : 60,
    "nodeName" : "WholeStageCodegen (15)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "55 ms"
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
    "desc" : "Project [(id#244L % 13) AS k#245L, rand(3) AS v#246]"
  }, {
    "nodeId" : 57,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#245L) AND (k#245L = 5))"
  }, {
    "nodeId" : 56,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 33.0: task 158))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 33.0: task 158))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#245L], functions=[partial_sum(v#246)])"
  }, {
    "nodeId" : 55,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n473 ms (8 ms, 72 ms, 96 ms (stage 33.0: task 162))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 54,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "504.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 33.0: task 158))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n92 ms (0 ms, 4 ms, 45 ms (stage 33.0: task 162))"
    }, {
      "name" : "fetch wait time",
      "value" : "26 ms"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 33.0: task 158))"
    } ],
    "desc" : "Exchange hashpartitioning(k#245L, 7), ENSURE_REQUIREMENTS, [plan_id=883]"
  }, {
    "nodeId" : 53,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "6"
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
      "value" : "44 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#245L], functions=[sum(v#246)])"
  }, {
    "nodeId" : 51,
    "nodeName" : "WholeStageCodegen (14)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "66 ms"
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
    "desc" : "Project [(id#236L % 13) AS k#237L, rand(3) AS v#238]"
  }, {
    "nodeId" : 48,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#237L) AND (k#237L = 4))"
  }, {
    "nodeId" : 47,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n60 ms (0 ms, 0 ms, 52 ms (stage 36.0: task 185))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 36.0: task 181))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#237L], functions=[partial_sum(v#238)])"
  }, {
    "nodeId" : 46,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n371 ms (2 ms, 56 ms, 93 ms (stage 36.0: task 183))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 45,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "504.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 36.0: task 181))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n22 ms (0 ms, 0 ms, 16 ms (stage 36.0: task 186))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 36.0: task 181))"
    } ],
    "desc" : "Exchange hashpartitioning(k#237L, 7), ENSURE_REQUIREMENTS, [plan_id=867]"
  }, {
    "nodeId" : 44,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "6"
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
      "value" : "28 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#237L], functions=[sum(v#238)])"
  }, {
    "nodeId" : 42,
    "nodeName" : "WholeStageCodegen (13)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "40 ms"
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
    "desc" : "Project [(id#228L % 13) AS k#229L, rand(3) AS v#230]"
  }, {
    "nodeId" : 39,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#229L) AND (k#229L = 3))"
  }, {
    "nodeId" : 38,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n52 ms (0 ms, 0 ms, 52 ms (stage 37.0: task 192))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 37.0: task 189))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#229L], functions=[partial_sum(v#230)])"
  }, {
    "nodeId" : 37,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n439 ms (16 ms, 58 ms, 83 ms (stage 37.0: task 196))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 36,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "504.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 37.0: task 189))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n133 ms (0 ms, 0 ms, 69 ms (stage 37.0: task 196))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 37.0: task 189))"
    } ],
    "desc" : "Exchange hashpartitioning(k#229L, 7), ENSURE_REQUIREMENTS, [plan_id=851]"
  }, {
    "nodeId" : 35,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "6"
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
      "value" : "34 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#229L], functions=[sum(v#230)])"
  }, {
    "nodeId" : 33,
    "nodeName" : "WholeStageCodegen (12)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "35 ms"
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
    "desc" : "Project [(id#220L % 13) AS k#221L, rand(3) AS v#222]"
  }, {
    "nodeId" : 30,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#221L) AND (k#221L = 2))"
  }, {
    "nodeId" : 29,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9 ms (0 ms, 0 ms, 9 ms (stage 35.0: task 178))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 35.0: task 174))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#221L], functions=[partial_sum(v#222)])"
  }, {
    "nodeId" : 28,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n801 ms (31 ms, 112 ms, 146 ms (stage 35.0: task 179))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 27,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "504.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 35.0: task 174))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n376 ms (0 ms, 40 ms, 143 ms (stage 35.0: task 179))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 35.0: task 174))"
    } ],
    "desc" : "Exchange hashpartitioning(k#221L, 7), ENSURE_REQUIREMENTS, [plan_id=835]"
  }, {
    "nodeId" : 26,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "6"
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
      "value" : "19 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#221L], functions=[sum(v#222)])"
  }, {
    "nodeId" : 24,
    "nodeName" : "WholeStageCodegen (11)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "40 ms"
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
    "desc" : "Project [(id#212L % 13) AS k#213L, rand(3) AS v#214]"
  }, {
    "nodeId" : 21,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#213L) AND (k#213L = 1))"
  }, {
    "nodeId" : 20,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n115 ms (0 ms, 0 ms, 79 ms (stage 32.0: task 152))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 32.0: task 150))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#213L], functions=[partial_sum(v#214)])"
  }, {
    "nodeId" : 19,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n853 ms (59 ms, 111 ms, 154 ms (stage 32.0: task 149))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 18,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "504.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 32.0: task 150))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n255 ms (1 ms, 18 ms, 93 ms (stage 32.0: task 151))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 32.0: task 150))"
    } ],
    "desc" : "Exchange hashpartitioning(k#213L, 7), ENSURE_REQUIREMENTS, [plan_id=819]"
  }, {
    "nodeId" : 17,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "6"
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
      "value" : "6 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#213L], functions=[sum(v#214)])"
  }, {
    "nodeId" : 15,
    "nodeName" : "WholeStageCodegen (10)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "37 ms"
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
    "desc" : "Project [(id#0L % 13) AS k#1L, rand(3) AS v#2]"
  }, {
    "nodeId" : 12,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#1L) AND (k#1L = 0))"
  }, {
    "nodeId" : 11,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n40 ms (0 ms, 0 ms, 40 ms (stage 34.0: task 170))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 34.0: task 166))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[partial_sum(v#2)])"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n508 ms (21 ms, 57 ms, 104 ms (stage 34.0: task 166))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 9,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "472.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 34.0: task 166))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n188 ms (0 ms, 13 ms, 61 ms (stage 34.0: task 172))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 B (59.0 B, 59.0 B, 59.0 B (stage 34.0: task 166))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=803]"
  }, {
    "nodeId" : 8,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "6"
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
      "value" : "14 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[sum(v#2)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (9)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "16 ms"
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
      "value" : "45 ms"
    }, {
      "name" : "time to build",
      "value" : "42 ms"
    }, {
      "name" : "time to collect",
      "value" : "3.4 s"
    }, {
      "name" : "number of output rows",
      "value" : "7"
    }, {
      "name" : "data size",
      "value" : "32.0 MiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=1230]"
  }, {
    "nodeId" : 3,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 16,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "7"
    } ],
    "desc" : "BroadcastHashJoin [k#1L], [k#261L], Inner, BuildLeft, false, false"
  }, {
    "nodeId" : 2,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 16,
    "metrics" : [ ],
    "desc" : "Project [k#1L, sum(v)#206, count#255L]"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (16)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "20 ms"
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
  "queryId" : "01a22c76-6343-75ed-abc5-06d08d5ae31b",
  "errorMessage" : "",
  "rootExecutionId" : 7,
  "modifiedConfigs" : { }
}, {
  "id" : 8,
  "status" : "FAILED",
  "description" : "collect at /tmp/sqlwork/edge.py:32",
  "planDescription" : "== Physical Plan ==\n* Project (2)\n+- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [1]: [if ((id#0L < 15000)) null else raise_error(USER_RAISED_EXCEPTION, map(keys: [errorMessage], values: ['(id < 15000)' is not true!]), NullType) AS assert_true((id < 15000), '(id < 15000)' is not true!)#300]\nInput [1]: [id#0L]\n\n",
  "submissionTime" : "2026-11-30T12:38:21.612GMT",
  "duration" : 1261,
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
    "desc" : "Project [if ((id#0L < 15000)) null else raise_error(USER_RAISED_EXCEPTION, map(keys: [errorMessage], values: ['(id < 15000)' is not true!]), NullType) AS assert_true((id < 15000), '(id < 15000)' is not true!)#300]"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n36 ms (0 ms, 1 ms, 17 ms (stage 50.0: task 216))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 1
  } ],
  "queryId" : "01a22c76-9f88-7a92-a451-9778764edea1",
  "errorMessage" : "[USER_RAISED_EXCEPTION] '(id < 15000)' is not true! SQLSTATE: P0001",
  "rootExecutionId" : 8,
  "modifiedConfigs" : { }
}, {
  "id" : 9,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:39",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (14)\n+- == Final Plan ==\n   ResultQueryStage (8), Statistics(sizeInBytes=8.0 EiB)\n   +- * HashAggregate (7)\n      +- ShuffleQueryStage (6), Statistics(sizeInBytes=128.0 B, rowCount=8)\n         +- Exchange (5)\n            +- * HashAggregate (4)\n               +- * Project (3)\n                  +- ArrowEvalPython (2)\n                     +- * Range (1)\n+- == Initial Plan ==\n   HashAggregate (13)\n   +- Exchange (12)\n      +- HashAggregate (11)\n         +- Project (10)\n            +- ArrowEvalPython (9)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) ArrowEvalPython\nInput [1]: [id#0L]\nArguments: [<lambda>(id#0L)#301L], [pythonUDF0#306L], 101\n\n(3) Project [codegen id : 2]\nOutput [1]: [pythonUDF0#306L AS d#302L]\nInput [2]: [id#0L, pythonUDF0#306L]\n\n(4) HashAggregate [codegen id : 2]\nInput [1]: [d#302L]\nKeys: []\nFunctions [1]: [partial_sum(d#302L)]\nAggregate Attributes [1]: [sum#307L]\nResults [1]: [sum#308L]\n\n(5) Exchange\nInput [1]: [sum#308L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=1345]\n\n(6) ShuffleQueryStage\nOutput [1]: [sum#308L]\nArguments: 0\n\n(7) HashAggregate [codegen id : 3]\nInput [1]: [sum#308L]\nKeys: []\nFunctions [1]: [sum(d#302L)]\nAggregate Attributes [1]: [sum(d#302L)#304L]\nResults [1]: [sum(d#302L)#304L AS sum(d)#305L]\n\n(8) ResultQueryStage\nOutput [1]: [sum(d)#305L]\nArguments: 1\n\n(9) ArrowEvalPython\nInput [1]: [id#0L]\nArguments: [<lambda>(id#0L)#301L], [pythonUDF0#306L], 101\n\n(10) Project\nOutput [1]: [pythonUDF0#306L AS d#302L]\nInput [2]: [id#0L, pythonUDF0#306L]\n\n(11) HashAggregate\nInput [1]: [d#302L]\nKeys: []\nFunctions [1]: [partial_sum(d#302L)]\nAggregate Attributes [1]: [sum#307L]\nResults [1]: [sum#308L]\n\n(12) Exchange\nInput [1]: [sum#308L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=1329]\n\n(13) HashAggregate\nInput [1]: [sum#308L]\nKeys: []\nFunctions [1]: [sum(d#302L)]\nAggregate Attributes [1]: [sum(d#302L)#304L]\nResults [1]: [sum(d#302L)#304L AS sum(d)#305L]\n\n(14) AdaptiveSparkPlan\nOutput [1]: [sum(d)#305L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:38:23.506GMT",
  "duration" : 20690,
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
      "value" : "total (min, med, max (stageId: taskId))\n1.0 m (177 ms, 318 ms, 30.5 s (stage 51.0: task 224))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 7,
    "nodeName" : "ArrowEvalPython",
    "metrics" : [ {
      "name" : "time to run Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n35.9 s (90 ms, 392 ms, 18.9 s (stage 51.0: task 224))"
    }, {
      "name" : "data returned from Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n157.4 KiB (19.7 KiB, 19.7 KiB, 19.7 KiB (stage 51.0: task 223))"
    }, {
      "name" : "time to execute Python code",
      "value" : "total (min, med, max (stageId: taskId))\n8.7 s (1 ms, 46 ms, 5.3 s (stage 51.0: task 224))"
    }, {
      "name" : "time to start Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n17.8 s (0 ms, 382 ms, 8.4 s (stage 51.0: task 224))"
    }, {
      "name" : "time to initialize Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n9.6 s (1 ms, 1 ms, 5.2 s (stage 51.0: task 224))"
    }, {
      "name" : "data sent to Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n159.9 KiB (20.0 KiB, 20.0 KiB, 20.0 KiB (stage 51.0: task 223))"
    }, {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "ArrowEvalPython [<lambda>(id#0L)#301L], [pythonUDF0#306L], 101"
  }, {
    "nodeId" : 6,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [pythonUDF0#306L AS d#302L]"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n23.2 s (105 ms, 402 ms, 12.3 s (stage 51.0: task 224))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_sum(d#302L)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n23.2 s (144 ms, 403 ms, 12.3 s (stage 51.0: task 224))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "472.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n128.0 B (16.0 B, 16.0 B, 16.0 B (stage 51.0: task 223))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n3 ms (0 ms, 0 ms, 0 ms (stage 51.0: task 230))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 B (59.0 B, 59.0 B, 59.0 B (stage 51.0: task 223))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=1345]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "10 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[sum(d#302L)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "10 ms"
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
  "queryId" : "01a22c76-a7e2-7daa-9efd-5fde4cfc1aa9",
  "errorMessage" : "",
  "rootExecutionId" : 9,
  "modifiedConfigs" : { }
}, {
  "id" : 10,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:44",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (19)\n+- == Final Plan ==\n   ResultQueryStage (12), Statistics(sizeInBytes=8.0 EiB)\n   +- * Filter (11)\n      +- Window (10)\n         +- WindowGroupLimit (9)\n            +- * Sort (8)\n               +- AQEShuffleRead (7), coalesced\n                  +- ShuffleQueryStage (6), Statistics(sizeInBytes=6.5 KiB, rowCount=208)\n                     +- Exchange (5)\n                        +- WindowGroupLimit (4)\n                           +- * Sort (3)\n                              +- * Project (2)\n                                 +- * Range (1)\n+- == Initial Plan ==\n   Filter (18)\n   +- Window (17)\n      +- WindowGroupLimit (16)\n         +- Sort (15)\n            +- Exchange (14)\n               +- WindowGroupLimit (13)\n                  +- Sort (3)\n                     +- Project (2)\n                        +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [3]: [id#0L, (id#0L % 13) AS k#1L, rand(3) AS v#2]\nInput [1]: [id#0L]\n\n(3) Sort [codegen id : 1]\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [k#1L ASC NULLS FIRST, v#2 ASC NULLS FIRST], false, 0\n\n(4) WindowGroupLimit\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [k#1L], [v#2 ASC NULLS FIRST], row_number(), 2, Partial\n\n(5) Exchange\nInput [3]: [id#0L, k#1L, v#2]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=1405]\n\n(6) ShuffleQueryStage\nOutput [3]: [id#0L, k#1L, v#2]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [3]: [id#0L, k#1L, v#2]\nArguments: coalesced\n\n(8) Sort [codegen id : 2]\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [k#1L ASC NULLS FIRST, v#2 ASC NULLS FIRST], false, 0\n\n(9) WindowGroupLimit\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [k#1L], [v#2 ASC NULLS FIRST], row_number(), 2, Final\n\n(10) Window\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [row_number() windowspecdefinition(k#1L, v#2 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS r#311], [k#1L], [v#2 ASC NULLS FIRST]\n\n(11) Filter [codegen id : 3]\nInput [4]: [id#0L, k#1L, v#2, r#311]\nCondition : (r#311 < 3)\n\n(12) ResultQueryStage\nOutput [4]: [id#0L, k#1L, v#2, r#311]\nArguments: 1\n\n(13) WindowGroupLimit\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [k#1L], [v#2 ASC NULLS FIRST], row_number(), 2, Partial\n\n(14) Exchange\nInput [3]: [id#0L, k#1L, v#2]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=1389]\n\n(15) Sort\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [k#1L ASC NULLS FIRST, v#2 ASC NULLS FIRST], false, 0\n\n(16) WindowGroupLimit\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [k#1L], [v#2 ASC NULLS FIRST], row_number(), 2, Final\n\n(17) Window\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [row_number() windowspecdefinition(k#1L, v#2 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS r#311], [k#1L], [v#2 ASC NULLS FIRST]\n\n(18) Filter\nInput [4]: [id#0L, k#1L, v#2, r#311]\nCondition : (r#311 < 3)\n\n(19) AdaptiveSparkPlan\nOutput [4]: [id#0L, k#1L, v#2, r#311]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:38:44.786GMT",
  "duration" : 3502,
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
    "desc" : "Project [id#0L, (id#0L % 13) AS k#1L, rand(3) AS v#2]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n472 ms (8 ms, 40 ms, 147 ms (stage 54.0: task 232))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n64.5 MiB (8.1 MiB, 8.1 MiB, 8.1 MiB (stage 54.0: task 233))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 54.0: task 233))"
    } ],
    "desc" : "Sort [k#1L ASC NULLS FIRST, v#2 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.7 s (36 ms, 129 ms, 619 ms (stage 54.0: task 233))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 9,
    "nodeName" : "WindowGroupLimit",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "208"
    } ],
    "desc" : "WindowGroupLimit [k#1L], [v#2 ASC NULLS FIRST], row_number(), 2, Partial"
  }, {
    "nodeId" : 8,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "208"
    }, {
      "name" : "records read",
      "value" : "208"
    }, {
      "name" : "local bytes read",
      "value" : "6.1 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n6.5 KiB (832.0 B, 832.0 B, 832.0 B (stage 54.0: task 233))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n47 ms (0 ms, 0 ms, 41 ms (stage 54.0: task 236))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n6.1 KiB (773.0 B, 780.0 B, 787.0 B (stage 54.0: task 238))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=1405]"
  }, {
    "nodeId" : 7,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
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
    "desc" : "Sort [k#1L ASC NULLS FIRST, v#2 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 5,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "364 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 4,
    "nodeName" : "WindowGroupLimit",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "26"
    } ],
    "desc" : "WindowGroupLimit [k#1L], [v#2 ASC NULLS FIRST], row_number(), 2, Final"
  }, {
    "nodeId" : 3,
    "nodeName" : "Window",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "0.0 B"
    } ],
    "desc" : "Window [row_number() windowspecdefinition(k#1L, v#2 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS r#311], [k#1L], [v#2 ASC NULLS FIRST]"
  }, {
    "nodeId" : 2,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "26"
    } ],
    "desc" : "Filter (r#311 < 3)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "12 ms"
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
  "queryId" : "01a22c76-fad1-7bff-954b-185b92ec6406",
  "errorMessage" : "",
  "rootExecutionId" : 10,
  "modifiedConfigs" : { }
}, {
  "id" : 11,
  "status" : "COMPLETED",
  "description" : "parquet at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (4)\n+- WriteFiles (3)\n   +- * Project (2)\n      +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [3]: [id#0L, (id#0L % 13) AS k#1L, rand(3) AS v#2]\nInput [1]: [id#0L]\n\n(3) WriteFiles\nInput [3]: [id#0L, k#1L, v#2]\n\n(4) Execute InsertIntoHadoopFsRelationCommand\nInput: []\nArguments: file:/tmp/sqlwork/pq_true, false, Parquet, [path=/tmp/sqlwork/mylogs2/../pq_true], Overwrite, [id, k, v]\n\n",
  "submissionTime" : "2026-11-30T12:38:48.877GMT",
  "duration" : 9628,
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
    "desc" : "Project [id#0L, (id#0L % 13) AS k#1L, rand(3) AS v#2]"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n6.9 s (235 ms, 365 ms, 2.4 s (stage 57.0: task 241))"
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
      "value" : "total (min, med, max (stageId: taskId))\n288 ms (11 ms, 42 ms, 59 ms (stage 57.0: task 248))"
    }, {
      "name" : "number of written files",
      "value" : "8"
    }, {
      "name" : "job commit time",
      "value" : "301 ms"
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
    "desc" : "Execute InsertIntoHadoopFsRelationCommand file:/tmp/sqlwork/pq_true, false, Parquet, [path=/tmp/sqlwork/mylogs2/../pq_true], Overwrite, [id, k, v]"
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
  "queryId" : "01a22c77-0b2a-760f-88cf-2d4197596980",
  "errorMessage" : "",
  "rootExecutionId" : 11,
  "modifiedConfigs" : { }
}, {
  "id" : 12,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (15)\n+- == Final Plan ==\n   ResultQueryStage (9), Statistics(sizeInBytes=8.0 EiB)\n   +- * HashAggregate (8)\n      +- ShuffleQueryStage (7), Statistics(sizeInBytes=32.0 B, rowCount=2)\n         +- Exchange (6)\n            +- * HashAggregate (5)\n               +- * Project (4)\n                  +- * Filter (3)\n                     +- * ColumnarToRow (2)\n                        +- Scan parquet  (1)\n+- == Initial Plan ==\n   HashAggregate (14)\n   +- Exchange (13)\n      +- HashAggregate (12)\n         +- Project (11)\n            +- Filter (10)\n               +- Scan parquet  (1)\n\n\n(1) Scan parquet \nOutput [1]: [k#314L]\nBatched: true\nLocation: InMemoryFileIndex [file:/tmp/sqlwork/pq_true]\nPushedFilters: [IsNotNull(k), EqualTo(k,3)]\nReadSchema: struct<k:bigint>\n\n(2) ColumnarToRow [codegen id : 1]\nInput [1]: [k#314L]\n\n(3) Filter [codegen id : 1]\nInput [1]: [k#314L]\nCondition : (isnotnull(k#314L) AND (k#314L = 3))\n\n(4) Project [codegen id : 1]\nOutput: []\nInput [1]: [k#314L]\n\n(5) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#322L]\nResults [1]: [count#323L]\n\n(6) Exchange\nInput [1]: [count#323L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=1490]\n\n(7) ShuffleQueryStage\nOutput [1]: [count#323L]\nArguments: 0\n\n(8) HashAggregate [codegen id : 2]\nInput [1]: [count#323L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#321L]\nResults [1]: [count(1)#321L AS count#317L]\n\n(9) ResultQueryStage\nOutput [1]: [count#317L]\nArguments: 1\n\n(10) Filter\nInput [1]: [k#314L]\nCondition : (isnotnull(k#314L) AND (k#314L = 3))\n\n(11) Project\nOutput: []\nInput [1]: [k#314L]\n\n(12) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#322L]\nResults [1]: [count#323L]\n\n(13) Exchange\nInput [1]: [count#323L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=1470]\n\n(14) HashAggregate\nInput [1]: [count#323L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#321L]\nResults [1]: [count(1)#321L AS count#317L]\n\n(15) AdaptiveSparkPlan\nOutput [1]: [count#317L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:39:00.843GMT",
  "duration" : 3126,
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
      "value" : "total (min, med, max (stageId: taskId))\n2.2 s (1.1 s, 1.1 s, 1.1 s (stage 59.0: task 251))"
    }, {
      "name" : "metadata time",
      "value" : "44 ms"
    }, {
      "name" : "size of files read",
      "value" : "243.6 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "FileScan parquet [k#314L] Batched: true, DataFilters: [isnotnull(k#314L), (k#314L = 3)], Format: Parquet, Location: InMemoryFileIndex(1 paths)[file:/tmp/sqlwork/pq_true], PartitionFilters: [], PushedFilters: [IsNotNull(k), EqualTo(k,3)], ReadSchema: struct<k:bigint>"
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
    "desc" : "Filter (isnotnull(k#314L) AND (k#314L = 3))"
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
      "value" : "total (min, med, max (stageId: taskId))\n2.3 s (1.1 s, 1.2 s, 1.2 s (stage 59.0: task 251))"
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
      "value" : "total (min, med, max (stageId: taskId))\n2.3 s (1.1 s, 1.2 s, 1.2 s (stage 59.0: task 251))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "2"
    }, {
      "name" : "records read",
      "value" : "2"
    }, {
      "name" : "local bytes read",
      "value" : "118.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "2"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n32.0 B (16.0 B, 16.0 B, 16.0 B (stage 59.0: task 250))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 59.0: task 250))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n118.0 B (59.0 B, 59.0 B, 59.0 B (stage 59.0: task 250))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=1490]"
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
  "queryId" : "01a22c77-39cb-7e70-8a94-d1b3c2495431",
  "errorMessage" : "",
  "rootExecutionId" : 12,
  "modifiedConfigs" : { }
}, {
  "id" : 13,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:49",
  "planDescription" : "== Physical Plan ==\nLocalTableScan (1)\n\n\n(1) LocalTableScan\nOutput [3]: [id#0L, k#1L, v#2]\nArguments: <empty>, [id#0L, k#1L, v#2]\n\n",
  "submissionTime" : "2026-11-30T12:39:04.170GMT",
  "duration" : 87,
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
    "desc" : "LocalTableScan <empty>, [id#0L, k#1L, v#2]"
  } ],
  "edges" : [ ],
  "queryId" : "01a22c77-4681-7761-9506-0ec8475e93eb",
  "errorMessage" : "",
  "rootExecutionId" : 13,
  "modifiedConfigs" : { }
}, {
  "id" : 14,
  "status" : "COMPLETED",
  "description" : "sql at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nShowTables (1)\n\n\n(1) ShowTables\nOutput [3]: [namespace#324, tableName#325, isTemporary#326]\nArguments: [namespace#324, tableName#325, isTemporary#326], V2SessionCatalog(spark_catalog), [default]\n\n",
  "submissionTime" : "2026-11-30T12:39:04.435GMT",
  "duration" : 606,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "ShowTables",
    "metrics" : [ ],
    "desc" : "ShowTables [namespace#324, tableName#325, isTemporary#326], V2SessionCatalog(spark_catalog), [default]"
  } ],
  "edges" : [ ],
  "queryId" : "01a22c77-47f2-7ba5-89cb-f30fc2506149",
  "errorMessage" : "",
  "rootExecutionId" : 14,
  "modifiedConfigs" : { }
}, {
  "id" : 15,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:50",
  "planDescription" : "== Physical Plan ==\nCommandResult (1)\n   +- ShowTables (2)\n\n\n(1) CommandResult\nOutput [3]: [namespace#324, tableName#325, isTemporary#326]\nArguments: [namespace#324, tableName#325, isTemporary#326]\n\n(2) ShowTables\nOutput [3]: [namespace#324, tableName#325, isTemporary#326]\nArguments: [namespace#324, tableName#325, isTemporary#326], V2SessionCatalog(spark_catalog), [default]\n\n",
  "submissionTime" : "2026-11-30T12:39:05.046GMT",
  "duration" : 107,
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
    "desc" : "CommandResult [namespace#324, tableName#325, isTemporary#326]"
  } ],
  "edges" : [ ],
  "queryId" : "01a22c77-4792-75ec-9918-044d464299f2",
  "errorMessage" : "",
  "rootExecutionId" : 15,
  "modifiedConfigs" : { }
} ]
