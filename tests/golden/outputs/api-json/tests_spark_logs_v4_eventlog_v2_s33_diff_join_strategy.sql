[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (27)\n+- AdaptiveSparkPlan (26)\n   +- == Final Plan ==\n      ResultQueryStage (17), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (16)\n         +- * Sort (15)\n            +- AQEShuffleRead (14), coalesced\n               +- ShuffleQueryStage (13), Statistics(sizeInBytes=18.8 KiB, rowCount=200)\n                  +- Exchange (12)\n                     +- SortAggregate (11)\n                        +- * Sort (10)\n                           +- * Project (9)\n                              +- * BroadcastHashJoin Inner BuildRight (8)\n                                 :- * Project (3)\n                                 :  +- * Filter (2)\n                                 :     +- * Range (1)\n                                 +- BroadcastQueryStage (7), Statistics(sizeInBytes=32.2 MiB, rowCount=2.00E+4)\n                                    +- BroadcastExchange (6)\n                                       +- * Project (5)\n                                          +- * Range (4)\n   +- == Initial Plan ==\n      SortAggregate (25)\n      +- Sort (24)\n         +- Exchange (23)\n            +- SortAggregate (22)\n               +- Sort (21)\n                  +- Project (20)\n                     +- BroadcastHashJoin Inner BuildRight (19)\n                        :- Project (3)\n                        :  +- Filter (2)\n                        :     +- Range (1)\n                        +- BroadcastExchange (18)\n                           +- Project (5)\n                              +- Range (4)\n\n\n(1) Range [codegen id : 2]\nOutput [1]: [id#0L]\nArguments: Range (0, 1000000, step=1, splits=Some(2))\n\n(2) Filter [codegen id : 2]\nInput [1]: [id#0L]\nCondition : isnotnull((((id#0L * 7919) % 19999) + 1))\n\n(3) Project [codegen id : 2]\nOutput [2]: [(((id#0L * 7919) % 19999) + 1) AS key#1L, (id#0L % 1000) AS v#2L]\nInput [1]: [id#0L]\n\n(4) Range [codegen id : 1]\nOutput [1]: [id#3L]\nArguments: Range (0, 20000, step=1, splits=Some(2))\n\n(5) Project [codegen id : 1]\nOutput [2]: [id#3L AS key#4L, sha2(cast(concat(name-, cast(id#3L as string)) as binary), 256) AS attr#6]\nInput [1]: [id#3L]\n\n(6) BroadcastExchange\nInput [2]: [key#4L, attr#6]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=70]\n\n(7) BroadcastQueryStage\nOutput [2]: [key#4L, attr#6]\nArguments: 0\n\n(8) BroadcastHashJoin [codegen id : 2]\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#4L]\nJoin type: Inner\nJoin condition: None\n\n(9) Project [codegen id : 2]\nOutput [3]: [v#2L, attr#6, (key#1L % 100) AS _groupingexpression#17L]\nInput [4]: [key#1L, v#2L, key#4L, attr#6]\n\n(10) Sort [codegen id : 2]\nInput [3]: [v#2L, attr#6, _groupingexpression#17L]\nArguments: [_groupingexpression#17L ASC NULLS FIRST], false, 0\n\n(11) SortAggregate\nInput [3]: [v#2L, attr#6, _groupingexpression#17L]\nKeys [1]: [_groupingexpression#17L]\nFunctions [2]: [partial_sum(v#2L), partial_max(attr#6)]\nAggregate Attributes [2]: [sum#18L, max#19]\nResults [3]: [_groupingexpression#17L, sum#20L, max#21]\n\n(12) Exchange\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: hashpartitioning(_groupingexpression#17L, 200), ENSURE_REQUIREMENTS, [plan_id=124]\n\n(13) ShuffleQueryStage\nOutput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: 1\n\n(14) AQEShuffleRead\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: coalesced\n\n(15) Sort [codegen id : 3]\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: [_groupingexpression#17L ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nKeys [1]: [_groupingexpression#17L]\nFunctions [2]: [sum(v#2L), max(attr#6)]\nAggregate Attributes [2]: [sum(v#2L)#12L, max(attr#6)#13]\nResults [3]: [_groupingexpression#17L AS (key % 100)#16L, sum(v#2L)#12L AS sum(v)#14L, max(attr#6)#13 AS max(attr)#15]\n\n(17) ResultQueryStage\nOutput [3]: [(key % 100)#16L, sum(v)#14L, max(attr)#15]\nArguments: 2\n\n(18) BroadcastExchange\nInput [2]: [key#4L, attr#6]\nArguments: HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=39]\n\n(19) BroadcastHashJoin\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#4L]\nJoin type: Inner\nJoin condition: None\n\n(20) Project\nOutput [3]: [v#2L, attr#6, (key#1L % 100) AS _groupingexpression#17L]\nInput [4]: [key#1L, v#2L, key#4L, attr#6]\n\n(21) Sort\nInput [3]: [v#2L, attr#6, _groupingexpression#17L]\nArguments: [_groupingexpression#17L ASC NULLS FIRST], false, 0\n\n(22) SortAggregate\nInput [3]: [v#2L, attr#6, _groupingexpression#17L]\nKeys [1]: [_groupingexpression#17L]\nFunctions [2]: [partial_sum(v#2L), partial_max(attr#6)]\nAggregate Attributes [2]: [sum#18L, max#19]\nResults [3]: [_groupingexpression#17L, sum#20L, max#21]\n\n(23) Exchange\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: hashpartitioning(_groupingexpression#17L, 200), ENSURE_REQUIREMENTS, [plan_id=46]\n\n(24) Sort\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: [_groupingexpression#17L ASC NULLS FIRST], false, 0\n\n(25) SortAggregate\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nKeys [1]: [_groupingexpression#17L]\nFunctions [2]: [sum(v#2L), max(attr#6)]\nAggregate Attributes [2]: [sum(v#2L)#12L, max(attr#6)#13]\nResults [3]: [_groupingexpression#17L AS (key % 100)#16L, sum(v#2L)#12L AS sum(v)#14L, max(attr#6)#13 AS max(attr)#15]\n\n(26) AdaptiveSparkPlan\nOutput [3]: [(key % 100)#16L, sum(v)#14L, max(attr)#15]\nArguments: isFinalPlan=true\n\n(27) OverwriteByExpression noop-table\nInput [3]: [(key % 100)#16L, sum(v)#14L, max(attr)#15]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:28:51.355GMT",
  "duration" : 20095,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 18,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=2)"
  }, {
    "nodeId" : 17,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [id#3L AS key#4L, sha2(cast(concat(name-, cast(id#3L as string)) as binary), 256) AS attr#6]"
  }, {
    "nodeId" : 16,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n936 ms (458 ms, 478 ms, 478 ms (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 15,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "75 ms"
    }, {
      "name" : "time to build",
      "value" : "599 ms"
    }, {
      "name" : "time to collect",
      "value" : "6.1 s"
    }, {
      "name" : "number of output rows",
      "value" : "20,000"
    }, {
      "name" : "data size",
      "value" : "32.2 MiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(input[0, bigint, false]),false), [plan_id=70]"
  }, {
    "nodeId" : 14,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "Range (0, 1000000, step=1, splits=2)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "Filter isnotnull((((id#0L * 7919) % 19999) + 1))"
  }, {
    "nodeId" : 12,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 19999) + 1) AS key#1L, (id#0L % 1000) AS v#2L]"
  }, {
    "nodeId" : 11,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "BroadcastHashJoin [key#1L], [key#4L], Inner, BuildRight, false, false"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [v#2L, attr#6, (key#1L % 100) AS _groupingexpression#17L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n633 ms (263 ms, 370 ms, 370 ms (stage 1.0: task 2))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n128.0 MiB (64.0 MiB, 64.0 MiB, 64.0 MiB (stage 1.0: task 3))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 1.0: task 3))"
    } ],
    "desc" : "Sort [_groupingexpression#17L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n11.2 s (5.4 s, 5.8 s, 5.8 s (stage 1.0: task 2))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "200"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n4.2 s (1.9 s, 2.3 s, 2.3 s (stage 1.0: task 2))"
    } ],
    "desc" : "SortAggregate(key=[_groupingexpression#17L], functions=[partial_sum(v#2L), partial_max(attr#6)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "200"
    }, {
      "name" : "records read",
      "value" : "200"
    }, {
      "name" : "local bytes read",
      "value" : "23.3 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "148"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n18.8 KiB (9.4 KiB, 9.4 KiB, 9.4 KiB (stage 1.0: task 3))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n265 ms (47 ms, 218 ms, 218 ms (stage 1.0: task 3))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n23.3 KiB (11.7 KiB, 11.7 KiB, 11.7 KiB (stage 1.0: task 2))"
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
      "value" : "126"
    }, {
      "name" : "partition data size",
      "value" : "24.8 KiB"
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
    "desc" : "Sort [_groupingexpression#17L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "575 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100"
    }, {
      "name" : "time in aggregation build",
      "value" : "0 ms"
    } ],
    "desc" : "SortAggregate(key=[_groupingexpression#17L], functions=[sum(v#2L), max(attr#6)])"
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
  "queryId" : "01a22ca4-db60-749b-85b6-09d9787f67d3",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
