[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "warm-up (JIT), 1/20 of the data",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (27)\n+- AdaptiveSparkPlan (26)\n   +- == Final Plan ==\n      ResultQueryStage (17), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (16)\n         +- * Sort (15)\n            +- AQEShuffleRead (14), coalesced\n               +- ShuffleQueryStage (13), Statistics(sizeInBytes=1500.0 KiB, rowCount=1.60E+4)\n                  +- Exchange (12)\n                     +- SortAggregate (11)\n                        +- * Sort (10)\n                           +- * Project (9)\n                              +- * BroadcastHashJoin Inner BuildRight (8)\n                                 :- * Project (3)\n                                 :  +- * Filter (2)\n                                 :     +- * Range (1)\n                                 +- BroadcastQueryStage (7), Statistics(sizeInBytes=32.8 MiB, rowCount=1.00E+5)\n                                    +- BroadcastExchange (6)\n                                       +- * Project (5)\n                                          +- * Range (4)\n   +- == Initial Plan ==\n      SortAggregate (25)\n      +- Sort (24)\n         +- Exchange (23)\n            +- SortAggregate (22)\n               +- Sort (21)\n                  +- Project (20)\n                     +- BroadcastHashJoin Inner BuildRight (19)\n                        :- Project (3)\n                        :  +- Filter (2)\n                        :     +- Range (1)\n                        +- BroadcastExchange (18)\n                           +- Project (5)\n                              +- Range (4)\n\n\n(1) Range [codegen id : 2]\nOutput [1]: [id#0L]\nArguments: Range (0, 150000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 2]\nInput [1]: [id#0L]\nCondition : isnotnull((((id#0L * 7919) % 99999) + 1))\n\n(3) Project [codegen id : 2]\nOutput [3]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(4) Range [codegen id : 1]\nOutput [1]: [id#4L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(5) Project [codegen id : 1]\nOutput [1]: [id#4L AS key#5L]\nInput [1]: [id#4L]\n\n(6) BroadcastExchange\nInput [1]: [key#5L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=70]\n\n(7) BroadcastQueryStage\nOutput [1]: [key#5L]\nArguments: 0\n\n(8) BroadcastHashJoin [codegen id : 2]\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#5L]\nJoin type: Inner\nJoin condition: None\n\n(9) Project [codegen id : 2]\nOutput [3]: [v#2L, payload#3, (key#1L % 1000) AS _groupingexpression#17L]\nInput [4]: [key#1L, v#2L, payload#3, key#5L]\n\n(10) Sort [codegen id : 2]\nInput [3]: [v#2L, payload#3, _groupingexpression#17L]\nArguments: [_groupingexpression#17L ASC NULLS FIRST], false, 0\n\n(11) SortAggregate\nInput [3]: [v#2L, payload#3, _groupingexpression#17L]\nKeys [1]: [_groupingexpression#17L]\nFunctions [2]: [partial_sum(v#2L), partial_max(payload#3)]\nAggregate Attributes [2]: [sum#18L, max#19]\nResults [3]: [_groupingexpression#17L, sum#20L, max#21]\n\n(12) Exchange\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: hashpartitioning(_groupingexpression#17L, 200), ENSURE_REQUIREMENTS, [plan_id=124]\n\n(13) ShuffleQueryStage\nOutput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: 1\n\n(14) AQEShuffleRead\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: coalesced\n\n(15) Sort [codegen id : 3]\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: [_groupingexpression#17L ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nKeys [1]: [_groupingexpression#17L]\nFunctions [2]: [sum(v#2L), max(payload#3)]\nAggregate Attributes [2]: [sum(v#2L)#12L, max(payload#3)#13]\nResults [3]: [_groupingexpression#17L AS (key % 1000)#16L, sum(v#2L)#12L AS sum(v)#14L, max(payload#3)#13 AS max(payload)#15]\n\n(17) ResultQueryStage\nOutput [3]: [(key % 1000)#16L, sum(v)#14L, max(payload)#15]\nArguments: 2\n\n(18) BroadcastExchange\nInput [1]: [key#5L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=39]\n\n(19) BroadcastHashJoin\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#5L]\nJoin type: Inner\nJoin condition: None\n\n(20) Project\nOutput [3]: [v#2L, payload#3, (key#1L % 1000) AS _groupingexpression#17L]\nInput [4]: [key#1L, v#2L, payload#3, key#5L]\n\n(21) Sort\nInput [3]: [v#2L, payload#3, _groupingexpression#17L]\nArguments: [_groupingexpression#17L ASC NULLS FIRST], false, 0\n\n(22) SortAggregate\nInput [3]: [v#2L, payload#3, _groupingexpression#17L]\nKeys [1]: [_groupingexpression#17L]\nFunctions [2]: [partial_sum(v#2L), partial_max(payload#3)]\nAggregate Attributes [2]: [sum#18L, max#19]\nResults [3]: [_groupingexpression#17L, sum#20L, max#21]\n\n(23) Exchange\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: hashpartitioning(_groupingexpression#17L, 200), ENSURE_REQUIREMENTS, [plan_id=46]\n\n(24) Sort\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: [_groupingexpression#17L ASC NULLS FIRST], false, 0\n\n(25) SortAggregate\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nKeys [1]: [_groupingexpression#17L]\nFunctions [2]: [sum(v#2L), max(payload#3)]\nAggregate Attributes [2]: [sum(v#2L)#12L, max(payload#3)#13]\nResults [3]: [_groupingexpression#17L AS (key % 1000)#16L, sum(v#2L)#12L AS sum(v)#14L, max(payload#3)#13 AS max(payload)#15]\n\n(26) AdaptiveSparkPlan\nOutput [3]: [(key % 1000)#16L, sum(v)#14L, max(payload)#15]\nArguments: isFinalPlan=true\n\n(27) OverwriteByExpression noop-table\nInput [3]: [(key % 1000)#16L, sum(v)#14L, max(payload)#15]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-12-01T16:52:16.720GMT",
  "duration" : 14906,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
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
    "desc" : "Project [id#4L AS key#5L]"
  }, {
    "nodeId" : 16,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n229 ms (101 ms, 128 ms, 128 ms (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 15,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "100 ms"
    }, {
      "name" : "time to build",
      "value" : "579 ms"
    }, {
      "name" : "time to collect",
      "value" : "2.4 s"
    }, {
      "name" : "number of output rows",
      "value" : "100,000"
    }, {
      "name" : "data size",
      "value" : "32.8 MiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=70]"
  }, {
    "nodeId" : 14,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "150,000"
    } ],
    "desc" : "Range (0, 150000, step=1, splits=16)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "150,000"
    } ],
    "desc" : "Filter isnotnull((((id#0L * 7919) % 99999) + 1))"
  }, {
    "nodeId" : 12,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 11,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "150,000"
    } ],
    "desc" : "BroadcastHashJoin [key#1L], [key#5L], Inner, BuildRight, false, false"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [v#2L, payload#3, (key#1L % 1000) AS _groupingexpression#17L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n39 ms (0 ms, 0 ms, 17 ms (stage 1.0: task 5))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n136.0 MiB (8.5 MiB, 8.5 MiB, 8.5 MiB (stage 1.0: task 2))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 1.0: task 2))"
    } ],
    "desc" : "Sort [_groupingexpression#17L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n9.6 s (238 ms, 371 ms, 1.5 s (stage 1.0: task 2))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "16,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n472 ms (0 ms, 20 ms, 159 ms (stage 1.0: task 2))"
    } ],
    "desc" : "SortAggregate(key=[_groupingexpression#17L], functions=[partial_sum(v#2L), partial_max(payload#3)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "16,000"
    }, {
      "name" : "records read",
      "value" : "16,000"
    }, {
      "name" : "local bytes read",
      "value" : "1395.6 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "3,184"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n1500.0 KiB (93.8 KiB, 93.8 KiB, 93.8 KiB (stage 1.0: task 2))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n1.4 s (12 ms, 66 ms, 195 ms (stage 1.0: task 3))"
    }, {
      "name" : "fetch wait time",
      "value" : "6 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1395.6 KiB (87.1 KiB, 87.2 KiB, 87.3 KiB (stage 1.0: task 15))"
    } ],
    "desc" : "Exchange hashpartitioning(_groupingexpression#17L, 200), ENSURE_REQUIREMENTS, [plan_id=124]"
  }, {
    "nodeId" : 5,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "1475.4 KiB"
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
    "desc" : "Sort [_groupingexpression#17L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "651 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "31 ms"
    } ],
    "desc" : "SortAggregate(key=[_groupingexpression#17L], functions=[sum(v#2L), max(payload#3)])"
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
  "queryId" : "01a23285-746f-7f3e-9c69-bf32bfa34d7d",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (27)\n+- AdaptiveSparkPlan (26)\n   +- == Final Plan ==\n      ResultQueryStage (17), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (16)\n         +- * Sort (15)\n            +- AQEShuffleRead (14), coalesced\n               +- ShuffleQueryStage (13), Statistics(sizeInBytes=1500.0 KiB, rowCount=1.60E+4)\n                  +- Exchange (12)\n                     +- SortAggregate (11)\n                        +- * Sort (10)\n                           +- * Project (9)\n                              +- * BroadcastHashJoin Inner BuildRight (8)\n                                 :- * Project (3)\n                                 :  +- * Filter (2)\n                                 :     +- * Range (1)\n                                 +- BroadcastQueryStage (7), Statistics(sizeInBytes=32.8 MiB, rowCount=1.00E+5)\n                                    +- BroadcastExchange (6)\n                                       +- * Project (5)\n                                          +- * Range (4)\n   +- == Initial Plan ==\n      SortAggregate (25)\n      +- Sort (24)\n         +- Exchange (23)\n            +- SortAggregate (22)\n               +- Sort (21)\n                  +- Project (20)\n                     +- BroadcastHashJoin Inner BuildRight (19)\n                        :- Project (3)\n                        :  +- Filter (2)\n                        :     +- Range (1)\n                        +- BroadcastExchange (18)\n                           +- Project (5)\n                              +- Range (4)\n\n\n(1) Range [codegen id : 2]\nOutput [1]: [id#28L]\nArguments: Range (0, 3000000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 2]\nInput [1]: [id#28L]\nCondition : isnotnull((((id#28L * 7919) % 99999) + 1))\n\n(3) Project [codegen id : 2]\nOutput [3]: [(((id#28L * 7919) % 99999) + 1) AS key#29L, (id#28L % 1000) AS v#30L, sha2(cast(cast(id#28L as string) as binary), 256) AS payload#31]\nInput [1]: [id#28L]\n\n(4) Range [codegen id : 1]\nOutput [1]: [id#32L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(5) Project [codegen id : 1]\nOutput [1]: [id#32L AS key#33L]\nInput [1]: [id#32L]\n\n(6) BroadcastExchange\nInput [1]: [key#33L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=219]\n\n(7) BroadcastQueryStage\nOutput [1]: [key#33L]\nArguments: 0\n\n(8) BroadcastHashJoin [codegen id : 2]\nLeft keys [1]: [key#29L]\nRight keys [1]: [key#33L]\nJoin type: Inner\nJoin condition: None\n\n(9) Project [codegen id : 2]\nOutput [3]: [v#30L, payload#31, (key#29L % 1000) AS _groupingexpression#45L]\nInput [4]: [key#29L, v#30L, payload#31, key#33L]\n\n(10) Sort [codegen id : 2]\nInput [3]: [v#30L, payload#31, _groupingexpression#45L]\nArguments: [_groupingexpression#45L ASC NULLS FIRST], false, 0\n\n(11) SortAggregate\nInput [3]: [v#30L, payload#31, _groupingexpression#45L]\nKeys [1]: [_groupingexpression#45L]\nFunctions [2]: [partial_sum(v#30L), partial_max(payload#31)]\nAggregate Attributes [2]: [sum#46L, max#47]\nResults [3]: [_groupingexpression#45L, sum#48L, max#49]\n\n(12) Exchange\nInput [3]: [_groupingexpression#45L, sum#48L, max#49]\nArguments: hashpartitioning(_groupingexpression#45L, 200), ENSURE_REQUIREMENTS, [plan_id=273]\n\n(13) ShuffleQueryStage\nOutput [3]: [_groupingexpression#45L, sum#48L, max#49]\nArguments: 1\n\n(14) AQEShuffleRead\nInput [3]: [_groupingexpression#45L, sum#48L, max#49]\nArguments: coalesced\n\n(15) Sort [codegen id : 3]\nInput [3]: [_groupingexpression#45L, sum#48L, max#49]\nArguments: [_groupingexpression#45L ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [_groupingexpression#45L, sum#48L, max#49]\nKeys [1]: [_groupingexpression#45L]\nFunctions [2]: [sum(v#30L), max(payload#31)]\nAggregate Attributes [2]: [sum(v#30L)#40L, max(payload#31)#41]\nResults [3]: [_groupingexpression#45L AS (key % 1000)#44L, sum(v#30L)#40L AS sum(v)#42L, max(payload#31)#41 AS max(payload)#43]\n\n(17) ResultQueryStage\nOutput [3]: [(key % 1000)#44L, sum(v)#42L, max(payload)#43]\nArguments: 2\n\n(18) BroadcastExchange\nInput [1]: [key#33L]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=188]\n\n(19) BroadcastHashJoin\nLeft keys [1]: [key#29L]\nRight keys [1]: [key#33L]\nJoin type: Inner\nJoin condition: None\n\n(20) Project\nOutput [3]: [v#30L, payload#31, (key#29L % 1000) AS _groupingexpression#45L]\nInput [4]: [key#29L, v#30L, payload#31, key#33L]\n\n(21) Sort\nInput [3]: [v#30L, payload#31, _groupingexpression#45L]\nArguments: [_groupingexpression#45L ASC NULLS FIRST], false, 0\n\n(22) SortAggregate\nInput [3]: [v#30L, payload#31, _groupingexpression#45L]\nKeys [1]: [_groupingexpression#45L]\nFunctions [2]: [partial_sum(v#30L), partial_max(payload#31)]\nAggregate Attributes [2]: [sum#46L, max#47]\nResults [3]: [_groupingexpression#45L, sum#48L, max#49]\n\n(23) Exchange\nInput [3]: [_groupingexpression#45L, sum#48L, max#49]\nArguments: hashpartitioning(_groupingexpression#45L, 200), ENSURE_REQUIREMENTS, [plan_id=195]\n\n(24) Sort\nInput [3]: [_groupingexpression#45L, sum#48L, max#49]\nArguments: [_groupingexpression#45L ASC NULLS FIRST], false, 0\n\n(25) SortAggregate\nInput [3]: [_groupingexpression#45L, sum#48L, max#49]\nKeys [1]: [_groupingexpression#45L]\nFunctions [2]: [sum(v#30L), max(payload#31)]\nAggregate Attributes [2]: [sum(v#30L)#40L, max(payload#31)#41]\nResults [3]: [_groupingexpression#45L AS (key % 1000)#44L, sum(v#30L)#40L AS sum(v)#42L, max(payload#31)#41 AS max(payload)#43]\n\n(26) AdaptiveSparkPlan\nOutput [3]: [(key % 1000)#44L, sum(v)#42L, max(payload)#43]\nArguments: isFinalPlan=true\n\n(27) OverwriteByExpression noop-table\nInput [3]: [(key % 1000)#44L, sum(v)#42L, max(payload)#43]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-12-01T16:52:31.932GMT",
  "duration" : 8669,
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
    "desc" : "Project [id#32L AS key#33L]"
  }, {
    "nodeId" : 16,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n70 ms (32 ms, 38 ms, 38 ms (stage 4.0: task 19))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 15,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "35 ms"
    }, {
      "name" : "time to build",
      "value" : "72 ms"
    }, {
      "name" : "time to collect",
      "value" : "109 ms"
    }, {
      "name" : "number of output rows",
      "value" : "100,000"
    }, {
      "name" : "data size",
      "value" : "32.8 MiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=219]"
  }, {
    "nodeId" : 14,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    } ],
    "desc" : "Range (0, 3000000, step=1, splits=16)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    } ],
    "desc" : "Filter isnotnull((((id#28L * 7919) % 99999) + 1))"
  }, {
    "nodeId" : 12,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [(((id#28L * 7919) % 99999) + 1) AS key#29L, (id#28L % 1000) AS v#30L, sha2(cast(cast(id#28L as string) as binary), 256) AS payload#31]"
  }, {
    "nodeId" : 11,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    } ],
    "desc" : "BroadcastHashJoin [key#29L], [key#33L], Inner, BuildRight, false, false"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [v#30L, payload#31, (key#29L % 1000) AS _groupingexpression#45L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n126 ms (1 ms, 9 ms, 21 ms (stage 5.0: task 24))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 MiB (32.0 MiB, 32.0 MiB, 32.0 MiB (stage 5.0: task 21))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 5.0: task 21))"
    } ],
    "desc" : "Sort [_groupingexpression#45L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n13.1 s (547 ms, 738 ms, 1.5 s (stage 5.0: task 22))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "16,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n2.2 s (75 ms, 113 ms, 244 ms (stage 5.0: task 22))"
    } ],
    "desc" : "SortAggregate(key=[_groupingexpression#45L], functions=[partial_sum(v#30L), partial_max(payload#31)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "16,000"
    }, {
      "name" : "records read",
      "value" : "16,000"
    }, {
      "name" : "local bytes read",
      "value" : "1383.8 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "3,184"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n1500.0 KiB (93.8 KiB, 93.8 KiB, 93.8 KiB (stage 5.0: task 21))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n849 ms (26 ms, 54 ms, 93 ms (stage 5.0: task 25))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1383.8 KiB (86.5 KiB, 86.5 KiB, 86.5 KiB (stage 5.0: task 34))"
    } ],
    "desc" : "Exchange hashpartitioning(_groupingexpression#45L, 200), ENSURE_REQUIREMENTS, [plan_id=273]"
  }, {
    "nodeId" : 5,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "1456.6 KiB"
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
    "desc" : "Sort [_groupingexpression#45L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "299 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "19 ms"
    } ],
    "desc" : "SortAggregate(key=[_groupingexpression#45L], functions=[sum(v#30L), max(payload#31)])"
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
  "queryId" : "01a23285-b03b-758c-b1f0-be38a3d2b2b0",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
} ]
