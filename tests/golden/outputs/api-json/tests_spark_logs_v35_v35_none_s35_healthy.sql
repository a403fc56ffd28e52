[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "warm-up (JIT), 1/20 of the data",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression (26)\n+- AdaptiveSparkPlan (25)\n   +- == Final Plan ==\n      SortAggregate (16)\n      +- * Sort (15)\n         +- AQEShuffleRead (14)\n            +- ShuffleQueryStage (13), Statistics(sizeInBytes=187.5 KiB, rowCount=2.00E+3)\n               +- Exchange (12)\n                  +- SortAggregate (11)\n                     +- * Sort (10)\n                        +- * Project (9)\n                           +- * BroadcastHashJoin Inner BuildLeft (8)\n                              :- BroadcastQueryStage (5), Statistics(sizeInBytes=4.8 MiB, rowCount=3.00E+4)\n                              :  +- BroadcastExchange (4)\n                              :     +- * Project (3)\n                              :        +- * Filter (2)\n                              :           +- * Range (1)\n                              +- * Project (7)\n                                 +- * Range (6)\n   +- == Initial Plan ==\n      SortAggregate (24)\n      +- Sort (23)\n         +- Exchange (22)\n            +- SortAggregate (21)\n               +- Sort (20)\n                  +- Project (19)\n                     +- BroadcastHashJoin Inner BuildLeft (18)\n                        :- BroadcastExchange (17)\n                        :  +- Project (3)\n                        :     +- Filter (2)\n                        :        +- Range (1)\n                        +- Project (7)\n                           +- Range (6)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 30000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((1 + ((id#0L * 7919) % 99999)))\n\n(3) Project [codegen id : 1]\nOutput [3]: [(1 + ((id#0L * 7919) % 99999)) AS key#2L, (id#0L % 1000) AS v#3L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#7]\nInput [1]: [id#0L]\n\n(4) BroadcastExchange\nInput [3]: [key#2L, v#3L, payload#7]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=70]\n\n(5) BroadcastQueryStage\nOutput [3]: [key#2L, v#3L, payload#7]\nArguments: 0\n\n(6) Range\nOutput [1]: [id#12L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(7) Project\nOutput [1]: [id#12L AS key#14L]\nInput [1]: [id#12L]\n\n(8) BroadcastHashJoin [codegen id : 2]\nLeft keys [1]: [key#2L]\nRight keys [1]: [key#14L]\nJoin type: Inner\nJoin condition: None\n\n(9) Project [codegen id : 2]\nOutput [3]: [v#3L, payload#7, (key#2L % 1000) AS _groupingexpression#39L]\nInput [4]: [key#2L, v#3L, payload#7, key#14L]\n\n(10) Sort [codegen id : 2]\nInput [3]: [v#3L, payload#7, _groupingexpression#39L]\nArguments: [_groupingexpression#39L ASC NULLS FIRST], false, 0\n\n(11) SortAggregate\nInput [3]: [v#3L, payload#7, _groupingexpression#39L]\nKeys [1]: [_groupingexpression#39L]\nFunctions [2]: [partial_sum(v#3L), partial_max(payload#7)]\nAggregate Attributes [2]: [sum#40L, max#41]\nResults [3]: [_groupingexpression#39L, sum#42L, max#43]\n\n(12) Exchange\nInput [3]: [_groupingexpression#39L, sum#42L, max#43]\nArguments: hashpartitioning(_groupingexpression#39L, 200), ENSURE_REQUIREMENTS, [plan_id=121]\n\n(13) ShuffleQueryStage\nOutput [3]: [_groupingexpression#39L, sum#42L, max#43]\nArguments: 1\n\n(14) AQEShuffleRead\nInput [3]: [_groupingexpression#39L, sum#42L, max#43]\nArguments: coalesced\n\n(15) Sort [codegen id : 3]\nInput [3]: [_groupingexpression#39L, sum#42L, max#43]\nArguments: [_groupingexpression#39L ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [_groupingexpression#39L, sum#42L, max#43]\nKeys [1]: [_groupingexpression#39L]\nFunctions [2]: [sum(v#3L), max(payload#7)]\nAggregate Attributes [2]: [sum(v#3L)#28L, max(payload#7)#29]\nResults [3]: [_groupingexpression#39L AS (key % 1000)#30L, sum(v#3L)#28L AS sum(v)#31L, max(payload#7)#29 AS max(payload)#32]\n\n(17) BroadcastExchange\nInput [3]: [key#2L, v#3L, payload#7]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=39]\n\n(18) BroadcastHashJoin\nLeft keys [1]: [key#2L]\nRight keys [1]: [key#14L]\nJoin type: Inner\nJoin condition: None\n\n(19) Project\nOutput [3]: [v#3L, payload#7, (key#2L % 1000) AS _groupingexpression#39L]\nInput [4]: [key#2L, v#3L, payload#7, key#14L]\n\n(20) Sort\nInput [3]: [v#3L, payload#7, _groupingexpression#39L]\nArguments: [_groupingexpression#39L ASC NULLS FIRST], false, 0\n\n(21) SortAggregate\nInput [3]: [v#3L, payload#7, _groupingexpression#39L]\nKeys [1]: [_groupingexpression#39L]\nFunctions [2]: [partial_sum(v#3L), partial_max(payload#7)]\nAggregate Attributes [2]: [sum#40L, max#41]\nResults [3]: [_groupingexpression#39L, sum#42L, max#43]\n\n(22) Exchange\nInput [3]: [_groupingexpression#39L, sum#42L, max#43]\nArguments: hashpartitioning(_groupingexpression#39L, 200), ENSURE_REQUIREMENTS, [plan_id=46]\n\n(23) Sort\nInput [3]: [_groupingexpression#39L, sum#42L, max#43]\nArguments: [_groupingexpression#39L ASC NULLS FIRST], false, 0\n\n(24) SortAggregate\nInput [3]: [_groupingexpression#39L, sum#42L, max#43]\nKeys [1]: [_groupingexpression#39L]\nFunctions [2]: [sum(v#3L), max(payload#7)]\nAggregate Attributes [2]: [sum(v#3L)#28L, max(payload#7)#29]\nResults [3]: [_groupingexpression#39L AS (key % 1000)#30L, sum(v#3L)#28L AS sum(v)#31L, max(payload#7)#29 AS max(payload)#32]\n\n(25) AdaptiveSparkPlan\nOutput [3]: [(key % 1000)#30L, sum(v)#31L, max(payload)#32]\nArguments: isFinalPlan=true\n\n(26) OverwriteByExpression\nInput [3]: [(key % 1000)#30L, sum(v)#31L, max(payload)#32]\nArguments: org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2001/0x00007fc898ba2940@14eba2b9, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@f3b51f9\n\n",
  "submissionTime" : "2026-11-30T13:49:47.531GMT",
  "duration" : 8049,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 18,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=2)"
  }, {
    "nodeId" : 17,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [id#12L AS key#14L]"
  }, {
    "nodeId" : 16,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "30,000"
    } ],
    "desc" : "Range (0, 30000, step=1, splits=16)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "30,000"
    } ],
    "desc" : "Filter isnotnull((1 + ((id#0L * 7919) % 99999)))"
  }, {
    "nodeId" : 14,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(1 + ((id#0L * 7919) % 99999)) AS key#2L, (id#0L % 1000) AS v#3L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#7]"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n766 ms (10 ms, 33 ms, 151 ms (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 12,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "71 ms"
    }, {
      "name" : "time to build",
      "value" : "318 ms"
    }, {
      "name" : "time to collect",
      "value" : "3.3 s"
    }, {
      "name" : "number of output rows",
      "value" : "30,000"
    }, {
      "name" : "data size",
      "value" : "4.8 MiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(input[0, bigint, true]),false), [plan_id=70]"
  }, {
    "nodeId" : 11,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "30,000"
    } ],
    "desc" : "BroadcastHashJoin [key#2L], [key#14L], Inner, BuildLeft, false"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [v#3L, payload#7, (key#2L % 1000) AS _groupingexpression#39L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n56 ms (24 ms, 32 ms, 32 ms (stage 1.0: task 16))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n17.0 MiB (8.5 MiB, 8.5 MiB, 8.5 MiB (stage 1.0: task 17))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 1.0: task 17))"
    } ],
    "desc" : "Sort [_groupingexpression#39L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.4 s (1.2 s, 1.3 s, 1.3 s (stage 1.0: task 16))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,000"
    } ],
    "desc" : "SortAggregate(key=[_groupingexpression#39L], functions=[partial_sum(v#3L), partial_max(payload#7)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "2,000"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n299 ms (134 ms, 165 ms, 165 ms (stage 1.0: task 17))"
    }, {
      "name" : "records read",
      "value" : "2,000"
    }, {
      "name" : "local bytes read",
      "value" : "174.2 KiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "2"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n187.5 KiB (93.8 KiB, 93.8 KiB, 93.8 KiB (stage 1.0: task 17))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n174.2 KiB (87.1 KiB, 87.1 KiB, 87.1 KiB (stage 1.0: task 17))"
    } ],
    "desc" : "Exchange hashpartitioning(_groupingexpression#39L, 200), ENSURE_REQUIREMENTS, [plan_id=121]"
  }, {
    "nodeId" : 5,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "184.0 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 4,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 3,
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
    "desc" : "Sort [_groupingexpression#39L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "332 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000"
    } ],
    "desc" : "SortAggregate(key=[_groupingexpression#39L], functions=[sum(v#3L), max(payload#7)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression",
    "metrics" : [ ],
    "desc" : "OverwriteByExpression org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2001/0x00007fc898ba2940@14eba2b9, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@f3b51f9"
  } ],
  "edges" : [ {
    "fromId" : 1,
    "toId" : 0
  }, {
    "fromId" : 2,
    "toId" : 1
  }, {
    "fromId" : 4,
    "toId" : 2
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
    "fromId" : 14,
    "toId" : 12
  }, {
    "fromId" : 15,
    "toId" : 14
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 11
  }, {
    "fromId" : 18,
    "toId" : 17
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression (26)\n+- AdaptiveSparkPlan (25)\n   +- == Final Plan ==\n      SortAggregate (16)\n      +- * Sort (15)\n         +- AQEShuffleRead (14)\n            +- ShuffleQueryStage (13), Statistics(sizeInBytes=1500.0 KiB, rowCount=1.60E+4)\n               +- Exchange (12)\n                  +- SortAggregate (11)\n                     +- * Sort (10)\n                        +- * Project (9)\n                           +- * BroadcastHashJoin Inner BuildRight (8)\n                              :- * Project (3)\n                              :  +- * Filter (2)\n                              :     +- * Range (1)\n                              +- BroadcastQueryStage (7), Statistics(sizeInBytes=4.8 MiB, rowCount=1.00E+5)\n                                 +- BroadcastExchange (6)\n                                    +- * Project (5)\n                                       +- * Range (4)\n   +- == Initial Plan ==\n      SortAggregate (24)\n      +- Sort (23)\n         +- Exchange (22)\n            +- SortAggregate (21)\n               +- Sort (20)\n                  +- Project (19)\n                     +- BroadcastHashJoin Inner BuildRight (18)\n                        :- Project (3)\n                        :  +- Filter (2)\n                        :     +- Range (1)\n                        +- BroadcastExchange (17)\n                           +- Project (5)\n                              +- Range (4)\n\n\n(1) Range [codegen id : 2]\nOutput [1]: [id#50L]\nArguments: Range (0, 600000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 2]\nInput [1]: [id#50L]\nCondition : isnotnull((1 + ((id#50L * 7919) % 99999)))\n\n(3) Project [codegen id : 2]\nOutput [3]: [(1 + ((id#50L * 7919) % 99999)) AS key#52L, (id#50L % 1000) AS v#53L, sha2(cast(cast(id#50L as string) as binary), 256) AS payload#57]\nInput [1]: [id#50L]\n\n(4) Range [codegen id : 1]\nOutput [1]: [id#62L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(5) Project [codegen id : 1]\nOutput [1]: [id#62L AS key#64L]\nInput [1]: [id#62L]\n\n(6) BroadcastExchange\nInput [1]: [key#64L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=215]\n\n(7) BroadcastQueryStage\nOutput [1]: [key#64L]\nArguments: 0\n\n(8) BroadcastHashJoin [codegen id : 2]\nLeft keys [1]: [key#52L]\nRight keys [1]: [key#64L]\nJoin type: Inner\nJoin condition: None\n\n(9) Project [codegen id : 2]\nOutput [3]: [v#53L, payload#57, (key#52L % 1000) AS _groupingexpression#89L]\nInput [4]: [key#52L, v#53L, payload#57, key#64L]\n\n(10) Sort [codegen id : 2]\nInput [3]: [v#53L, payload#57, _groupingexpression#89L]\nArguments: [_groupingexpression#89L ASC NULLS FIRST], false, 0\n\n(11) SortAggregate\nInput [3]: [v#53L, payload#57, _groupingexpression#89L]\nKeys [1]: [_groupingexpression#89L]\nFunctions [2]: [partial_sum(v#53L), partial_max(payload#57)]\nAggregate Attributes [2]: [sum#90L, max#91]\nResults [3]: [_groupingexpression#89L, sum#92L, max#93]\n\n(12) Exchange\nInput [3]: [_groupingexpression#89L, sum#92L, max#93]\nArguments: hashpartitioning(_groupingexpression#89L, 200), ENSURE_REQUIREMENTS, [plan_id=269]\n\n(13) ShuffleQueryStage\nOutput [3]: [_groupingexpression#89L, sum#92L, max#93]\nArguments: 1\n\n(14) AQEShuffleRead\nInput [3]: [_groupingexpression#89L, sum#92L, max#93]\nArguments: coalesced\n\n(15) Sort [codegen id : 3]\nInput [3]: [_groupingexpression#89L, sum#92L, max#93]\nArguments: [_groupingexpression#89L ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [_groupingexpression#89L, sum#92L, max#93]\nKeys [1]: [_groupingexpression#89L]\nFunctions [2]: [sum(v#53L), max(payload#57)]\nAggregate Attributes [2]: [sum(v#53L)#78L, max(payload#57)#79]\nResults [3]: [_groupingexpression#89L AS (key % 1000)#80L, sum(v#53L)#78L AS sum(v)#81L, max(payload#57)#79 AS max(payload)#82]\n\n(17) BroadcastExchange\nInput [1]: [key#64L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=184]\n\n(18) BroadcastHashJoin\nLeft keys [1]: [key#52L]\nRight keys [1]: [key#64L]\nJoin type: Inner\nJoin condition: None\n\n(19) Project\nOutput [3]: [v#53L, payload#57, (key#52L % 1000) AS _groupingexpression#89L]\nInput [4]: [key#52L, v#53L, payload#57, key#64L]\n\n(20) Sort\nInput [3]: [v#53L, payload#57, _groupingexpression#89L]\nArguments: [_groupingexpression#89L ASC NULLS FIRST], false, 0\n\n(21) SortAggregate\nInput [3]: [v#53L, payload#57, _groupingexpression#89L]\nKeys [1]: [_groupingexpression#89L]\nFunctions [2]: [partial_sum(v#53L), partial_max(payload#57)]\nAggregate Attributes [2]: [sum#90L, max#91]\nResults [3]: [_groupingexpression#89L, sum#92L, max#93]\n\n(22) Exchange\nInput [3]: [_groupingexpression#89L, sum#92L, max#93]\nArguments: hashpartitioning(_groupingexpression#89L, 200), ENSURE_REQUIREMENTS, [plan_id=191]\n\n(23) Sort\nInput [3]: [_groupingexpression#89L, sum#92L, max#93]\nArguments: [_groupingexpression#89L ASC NULLS FIRST], false, 0\n\n(24) SortAggregate\nInput [3]: [_groupingexpression#89L, sum#92L, max#93]\nKeys [1]: [_groupingexpression#89L]\nFunctions [2]: [sum(v#53L), max(payload#57)]\nAggregate Attributes [2]: [sum(v#53L)#78L, max(payload#57)#79]\nResults [3]: [_groupingexpression#89L AS (key % 1000)#80L, sum(v#53L)#78L AS sum(v)#81L, max(payload#57)#79 AS max(payload)#82]\n\n(25) AdaptiveSparkPlan\nOutput [3]: [(key % 1000)#80L, sum(v)#81L, max(payload)#82]\nArguments: isFinalPlan=true\n\n(26) OverwriteByExpression\nInput [3]: [(key % 1000)#80L, sum(v)#81L, max(payload)#82]\nArguments: org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2001/0x00007fc898ba2940@608d2c8d, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@f3b51f9\n\n",
  "submissionTime" : "2026-11-30T13:49:56.420GMT",
  "duration" : 7410,
  "runningJobIds" : [ ],
  "successJobIds" : [ 3, 4, 5 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 18,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=2)"
  }, {
    "nodeId" : 17,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [id#62L AS key#64L]"
  }, {
    "nodeId" : 16,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n113 ms (41 ms, 72 ms, 72 ms (stage 4.0: task 20))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 15,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "31 ms"
    }, {
      "name" : "time to build",
      "value" : "224 ms"
    }, {
      "name" : "time to collect",
      "value" : "420 ms"
    }, {
      "name" : "number of output rows",
      "value" : "100,000"
    }, {
      "name" : "data size",
      "value" : "4.8 MiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=215]"
  }, {
    "nodeId" : 14,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "600,000"
    } ],
    "desc" : "Range (0, 600000, step=1, splits=16)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "600,000"
    } ],
    "desc" : "Filter isnotnull((1 + ((id#50L * 7919) % 99999)))"
  }, {
    "nodeId" : 12,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [(1 + ((id#50L * 7919) % 99999)) AS key#52L, (id#50L % 1000) AS v#53L, sha2(cast(cast(id#50L as string) as binary), 256) AS payload#57]"
  }, {
    "nodeId" : 11,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "600,000"
    } ],
    "desc" : "BroadcastHashJoin [key#52L], [key#64L], Inner, BuildRight, false"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [v#53L, payload#57, (key#52L % 1000) AS _groupingexpression#89L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n183 ms (0 ms, 14 ms, 28 ms (stage 5.0: task 29))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n160.0 MiB (10.0 MiB, 10.0 MiB, 10.0 MiB (stage 5.0: task 22))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 5.0: task 22))"
    } ],
    "desc" : "Sort [_groupingexpression#89L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n9.2 s (432 ms, 573 ms, 735 ms (stage 5.0: task 22))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "16,000"
    } ],
    "desc" : "SortAggregate(key=[_groupingexpression#89L], functions=[partial_sum(v#53L), partial_max(payload#57)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "16,000"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n1.4 s (35 ms, 86 ms, 122 ms (stage 5.0: task 21))"
    }, {
      "name" : "records read",
      "value" : "16,000"
    }, {
      "name" : "local bytes read",
      "value" : "1389.1 KiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "16"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n1500.0 KiB (93.8 KiB, 93.8 KiB, 93.8 KiB (stage 5.0: task 22))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1389.1 KiB (86.8 KiB, 86.8 KiB, 86.9 KiB (stage 5.0: task 30))"
    } ],
    "desc" : "Exchange hashpartitioning(_groupingexpression#89L, 200), ENSURE_REQUIREMENTS, [plan_id=269]"
  }, {
    "nodeId" : 5,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "1464.3 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 4,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "0 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.5 MiB"
    }, {
      "name" : "spill size",
      "value" : "0.0 B"
    } ],
    "desc" : "Sort [_groupingexpression#89L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "179 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000"
    } ],
    "desc" : "SortAggregate(key=[_groupingexpression#89L], functions=[sum(v#53L), max(payload#57)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression",
    "metrics" : [ ],
    "desc" : "OverwriteByExpression org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2001/0x00007fc898ba2940@608d2c8d, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@f3b51f9"
  } ],
  "edges" : [ {
    "fromId" : 1,
    "toId" : 0
  }, {
    "fromId" : 2,
    "toId" : 1
  }, {
    "fromId" : 4,
    "toId" : 2
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
    "toId" : 12
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 11
  }, {
    "fromId" : 17,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 17
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
} ]
