[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (36)\n+- AdaptiveSparkPlan (35)\n   +- == Final Plan ==\n      ResultQueryStage (23), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (22)\n         +- * Sort (21)\n            +- AQEShuffleRead (20), coalesced\n               +- ShuffleQueryStage (19), Statistics(sizeInBytes=18.8 KiB, rowCount=200)\n                  +- Exchange (18)\n                     +- SortAggregate (17)\n                        +- * Sort (16)\n                           +- * Project (15)\n                              +- * SortMergeJoin Inner (14)\n                                 :- * Sort (7)\n                                 :  +- AQEShuffleRead (6), coalesced\n                                 :     +- ShuffleQueryStage (5), Statistics(sizeInBytes=22.9 MiB, rowCount=1.00E+6)\n                                 :        +- Exchange (4)\n                                 :           +- * Project (3)\n                                 :              +- * Filter (2)\n                                 :                 +- * Range (1)\n                                 +- * Sort (13)\n                                    +- AQEShuffleRead (12), coalesced\n                                       +- ShuffleQueryStage (11), Statistics(sizeInBytes=100.7 MiB, rowCount=1.20E+6)\n                                          +- Exchange (10)\n                                             +- * Project (9)\n                                                +- * Range (8)\n   +- == Initial Plan ==\n      SortAggregate (34)\n      +- Sort (33)\n         +- Exchange (32)\n            +- SortAggregate (31)\n               +- Sort (30)\n                  +- Project (29)\n                     +- SortMergeJoin Inner (28)\n                        :- Sort (25)\n                        :  +- Exchange (24)\n                        :     +- Project (3)\n                        :        +- Filter (2)\n                        :           +- Range (1)\n                        +- Sort (27)\n                           +- Exchange (26)\n                              +- Project (9)\n                                 +- Range (8)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 1000000, step=1, splits=Some(2))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((((id#0L * 7919) % 1199999) + 1))\n\n(3) Project [codegen id : 1]\nOutput [2]: [(((id#0L * 7919) % 1199999) + 1) AS key#1L, (id#0L % 1000) AS v#2L]\nInput [1]: [id#0L]\n\n(4) Exchange\nInput [2]: [key#1L, v#2L]\nArguments: hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=81]\n\n(5) ShuffleQueryStage\nOutput [2]: [key#1L, v#2L]\nArguments: 0\n\n(6) AQEShuffleRead\nInput [2]: [key#1L, v#2L]\nArguments: coalesced\n\n(7) Sort [codegen id : 3]\nInput [2]: [key#1L, v#2L]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(8) Range [codegen id : 2]\nOutput [1]: [id#3L]\nArguments: Range (0, 1200000, step=1, splits=Some(2))\n\n(9) Project [codegen id : 2]\nOutput [2]: [id#3L AS key#4L, sha2(cast(concat(name-, cast(id#3L as string)) as binary), 256) AS attr#6]\nInput [1]: [id#3L]\n\n(10) Exchange\nInput [2]: [key#4L, attr#6]\nArguments: hashpartitioning(key#4L, 200), ENSURE_REQUIREMENTS, [plan_id=88]\n\n(11) ShuffleQueryStage\nOutput [2]: [key#4L, attr#6]\nArguments: 1\n\n(12) AQEShuffleRead\nInput [2]: [key#4L, attr#6]\nArguments: coalesced\n\n(13) Sort [codegen id : 4]\nInput [2]: [key#4L, attr#6]\nArguments: [key#4L ASC NULLS FIRST], false, 0\n\n(14) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#4L]\nJoin type: Inner\nJoin condition: None\n\n(15) Project [codegen id : 5]\nOutput [3]: [v#2L, attr#6, (key#1L % 100) AS _groupingexpression#17L]\nInput [4]: [key#1L, v#2L, key#4L, attr#6]\n\n(16) Sort [codegen id : 5]\nInput [3]: [v#2L, attr#6, _groupingexpression#17L]\nArguments: [_groupingexpression#17L ASC NULLS FIRST], false, 0\n\n(17) SortAggregate\nInput [3]: [v#2L, attr#6, _groupingexpression#17L]\nKeys [1]: [_groupingexpression#17L]\nFunctions [2]: [partial_sum(v#2L), partial_max(attr#6)]\nAggregate Attributes [2]: [sum#18L, max#19]\nResults [3]: [_groupingexpression#17L, sum#20L, max#21]\n\n(18) Exchange\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: hashpartitioning(_groupingexpression#17L, 200), ENSURE_REQUIREMENTS, [plan_id=189]\n\n(19) ShuffleQueryStage\nOutput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: 2\n\n(20) AQEShuffleRead\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: coalesced\n\n(21) Sort [codegen id : 6]\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: [_groupingexpression#17L ASC NULLS FIRST], false, 0\n\n(22) SortAggregate\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nKeys [1]: [_groupingexpression#17L]\nFunctions [2]: [sum(v#2L), max(attr#6)]\nAggregate Attributes [2]: [sum(v#2L)#12L, max(attr#6)#13]\nResults [3]: [_groupingexpression#17L AS (key % 100)#16L, sum(v#2L)#12L AS sum(v)#14L, max(attr#6)#13 AS max(attr)#15]\n\n(23) ResultQueryStage\nOutput [3]: [(key % 100)#16L, sum(v)#14L, max(attr)#15]\nArguments: 3\n\n(24) Exchange\nInput [2]: [key#1L, v#2L]\nArguments: hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=40]\n\n(25) Sort\nInput [2]: [key#1L, v#2L]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(26) Exchange\nInput [2]: [key#4L, attr#6]\nArguments: hashpartitioning(key#4L, 200), ENSURE_REQUIREMENTS, [plan_id=41]\n\n(27) Sort\nInput [2]: [key#4L, attr#6]\nArguments: [key#4L ASC NULLS FIRST], false, 0\n\n(28) SortMergeJoin\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#4L]\nJoin type: Inner\nJoin condition: None\n\n(29) Project\nOutput [3]: [v#2L, attr#6, (key#1L % 100) AS _groupingexpression#17L]\nInput [4]: [key#1L, v#2L, key#4L, attr#6]\n\n(30) Sort\nInput [3]: [v#2L, attr#6, _groupingexpression#17L]\nArguments: [_groupingexpression#17L ASC NULLS FIRST], false, 0\n\n(31) SortAggregate\nInput [3]: [v#2L, attr#6, _groupingexpression#17L]\nKeys [1]: [_groupingexpression#17L]\nFunctions [2]: [partial_sum(v#2L), partial_max(attr#6)]\nAggregate Attributes [2]: [sum#18L, max#19]\nResults [3]: [_groupingexpression#17L, sum#20L, max#21]\n\n(32) Exchange\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: hashpartitioning(_groupingexpression#17L, 200), ENSURE_REQUIREMENTS, [plan_id=50]\n\n(33) Sort\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nArguments: [_groupingexpression#17L ASC NULLS FIRST], false, 0\n\n(34) SortAggregate\nInput [3]: [_groupingexpression#17L, sum#20L, max#21]\nKeys [1]: [_groupingexpression#17L]\nFunctions [2]: [sum(v#2L), max(attr#6)]\nAggregate Attributes [2]: [sum(v#2L)#12L, max(attr#6)#13]\nResults [3]: [_groupingexpression#17L AS (key % 100)#16L, sum(v#2L)#12L AS sum(v)#14L, max(attr#6)#13 AS max(attr)#15]\n\n(35) AdaptiveSparkPlan\nOutput [3]: [(key % 100)#16L, sum(v)#14L, max(attr)#15]\nArguments: isFinalPlan=true\n\n(36) OverwriteByExpression noop-table\nInput [3]: [(key % 100)#16L, sum(v)#14L, max(attr)#15]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:29:53.918GMT",
  "duration" : 43545,
  "runningJobIds" : [ ],
  "successJobIds" : [ 1, 0, 2, 3 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 26,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,200,000"
    } ],
    "desc" : "Range (0, 1200000, step=1, splits=2)"
  }, {
    "nodeId" : 25,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [id#3L AS key#4L, sha2(cast(concat(name-, cast(id#3L as string)) as binary), 256) AS attr#6]"
  }, {
    "nodeId" : 24,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n21.8 s (10.8 s, 11.1 s, 11.1 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 23,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1,200,000"
    }, {
      "name" : "records read",
      "value" : "1,200,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n77.9 MiB (38.9 MiB, 39.0 MiB, 39.0 MiB (stage 4.0: task 5))"
    }, {
      "name" : "local blocks read",
      "value" : "4"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n100.7 MiB (50.4 MiB, 50.4 MiB, 50.4 MiB (stage 0.0: task 1))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n1.2 s (554 ms, 617 ms, 617 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 4.0: task 5))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n77.9 MiB (38.9 MiB, 38.9 MiB, 38.9 MiB (stage 0.0: task 0))"
    } ],
    "desc" : "Exchange hashpartitioning(key#4L, 200), ENSURE_REQUIREMENTS, [plan_id=88]"
  }, {
    "nodeId" : 22,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "2"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n82.8 MiB (41.4 MiB, 41.4 MiB, 41.4 MiB (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 21,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n390 ms (130 ms, 260 ms, 260 ms (stage 4.0: task 5))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n176.0 MiB (88.0 MiB, 88.0 MiB, 88.0 MiB (stage 4.0: task 5))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 4.0: task 5))"
    } ],
    "desc" : "Sort [key#4L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 20,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n18.2 s (8.9 s, 9.3 s, 9.3 s (stage 4.0: task 5))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 19,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "Range (0, 1000000, step=1, splits=2)"
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "Filter isnotnull((((id#0L * 7919) % 1199999) + 1))"
  }, {
    "nodeId" : 17,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 1199999) + 1) AS key#1L, (id#0L % 1000) AS v#2L]"
  }, {
    "nodeId" : 16,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n6.8 s (3.0 s, 3.7 s, 3.7 s (stage 1.0: task 3))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1,000,000"
    }, {
      "name" : "records read",
      "value" : "1,000,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n10.6 MiB (5.3 MiB, 5.3 MiB, 5.3 MiB (stage 4.0: task 5))"
    }, {
      "name" : "local blocks read",
      "value" : "4"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n22.9 MiB (11.4 MiB, 11.4 MiB, 11.4 MiB (stage 1.0: task 2))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n326 ms (140 ms, 186 ms, 186 ms (stage 1.0: task 2))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 4.0: task 5))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n10.6 MiB (5.3 MiB, 5.3 MiB, 5.3 MiB (stage 1.0: task 3))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=81]"
  }, {
    "nodeId" : 14,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "2"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n11.2 MiB (5.6 MiB, 5.6 MiB, 5.6 MiB (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 13,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n690 ms (332 ms, 358 ms, 358 ms (stage 4.0: task 5))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n64.0 MiB (32.0 MiB, 32.0 MiB, 32.0 MiB (stage 4.0: task 5))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 4.0: task 5))"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n19.1 s (9.4 s, 9.7 s, 9.7 s (stage 4.0: task 5))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 11,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 4.0: task 5))"
    } ],
    "desc" : "SortMergeJoin [key#1L], [key#4L], Inner"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [v#2L, attr#6, (key#1L % 100) AS _groupingexpression#17L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n176 ms (88 ms, 88 ms, 88 ms (stage 4.0: task 5))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n128.0 MiB (64.0 MiB, 64.0 MiB, 64.0 MiB (stage 4.0: task 5))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 4.0: task 5))"
    } ],
    "desc" : "Sort [_groupingexpression#17L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n28.2 s (14.1 s, 14.2 s, 14.2 s (stage 4.0: task 4))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 7,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "200"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n8.5 s (4.1 s, 4.4 s, 4.4 s (stage 4.0: task 4))"
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
      "value" : "23.4 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "148"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n18.8 KiB (9.4 KiB, 9.4 KiB, 9.4 KiB (stage 4.0: task 5))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n75 ms (27 ms, 47 ms, 47 ms (stage 4.0: task 4))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n23.4 KiB (11.7 KiB, 11.7 KiB, 11.7 KiB (stage 4.0: task 5))"
    } ],
    "desc" : "Exchange hashpartitioning(_groupingexpression#17L, 200), ENSURE_REQUIREMENTS, [plan_id=189]"
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
    "wholeStageCodegenId" : 6,
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
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "350 ms"
    } ],
    "desc" : "WholeStageCodegen (6)"
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
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 14
  }, {
    "fromId" : 17,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 17
  }, {
    "fromId" : 19,
    "toId" : 18
  }, {
    "fromId" : 21,
    "toId" : 11
  }, {
    "fromId" : 22,
    "toId" : 21
  }, {
    "fromId" : 23,
    "toId" : 22
  }, {
    "fromId" : 25,
    "toId" : 23
  }, {
    "fromId" : 26,
    "toId" : 25
  } ],
  "queryId" : "01a22ca5-cf7f-7837-ad1c-c6bf2837460e",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
