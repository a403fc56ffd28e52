[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ResultQueryStage (21), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (20)\n         +- AQEShuffleRead (19), coalesced\n            +- ShuffleQueryStage (18), Statistics(sizeInBytes=187.5 KiB, rowCount=5.00E+3)\n               +- Exchange (17)\n                  +- * HashAggregate (16)\n                     +- * Project (15)\n                        +- * SortMergeJoin Inner (14)\n                           :- * Sort (7)\n                           :  +- AQEShuffleRead (6), coalesced\n                           :     +- ShuffleQueryStage (5), Statistics(sizeInBytes=34.3 MiB, rowCount=1.50E+6)\n                           :        +- Exchange (4)\n                           :           +- * Project (3)\n                           :              +- * Filter (2)\n                           :                 +- * Range (1)\n                           +- * Sort (13)\n                              +- AQEShuffleRead (12), coalesced\n                                 +- ShuffleQueryStage (11), Statistics(sizeInBytes=187.5 KiB, rowCount=5.00E+3)\n                                    +- Exchange (10)\n                                       +- * Project (9)\n                                          +- * Range (8)\n   +- == Initial Plan ==\n      HashAggregate (30)\n      +- Exchange (29)\n         +- HashAggregate (28)\n            +- Project (27)\n               +- SortMergeJoin Inner (26)\n                  :- Sort (23)\n                  :  +- Exchange (22)\n                  :     +- Project (3)\n                  :        +- Filter (2)\n                  :           +- Range (1)\n                  +- Sort (25)\n                     +- Exchange (24)\n                        +- Project (9)\n                           +- Range (8)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 1500000, step=1, splits=Some(2))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((((id#0L * 7919) % 4999) + 1))\n\n(3) Project [codegen id : 1]\nOutput [2]: [(((id#0L * 7919) % 4999) + 1) AS key#1L, (id#0L % 1000) AS v#2L]\nInput [1]: [id#0L]\n\n(4) Exchange\nInput [2]: [key#1L, v#2L]\nArguments: hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=78]\n\n(5) ShuffleQueryStage\nOutput [2]: [key#1L, v#2L]\nArguments: 0\n\n(6) AQEShuffleRead\nInput [2]: [key#1L, v#2L]\nArguments: coalesced\n\n(7) Sort [codegen id : 3]\nInput [2]: [key#1L, v#2L]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(8) Range [codegen id : 2]\nOutput [1]: [id#3L]\nArguments: Range (0, 5000, step=1, splits=Some(2))\n\n(9) Project [codegen id : 2]\nOutput [2]: [id#3L AS key#4L, concat(name-, cast(id#3L as string)) AS name#5]\nInput [1]: [id#3L]\n\n(10) Exchange\nInput [2]: [key#4L, name#5]\nArguments: hashpartitioning(key#4L, 200), ENSURE_REQUIREMENTS, [plan_id=85]\n\n(11) ShuffleQueryStage\nOutput [2]: [key#4L, name#5]\nArguments: 1\n\n(12) AQEShuffleRead\nInput [2]: [key#4L, name#5]\nArguments: coalesced\n\n(13) Sort [codegen id : 4]\nInput [2]: [key#4L, name#5]\nArguments: [key#4L ASC NULLS FIRST], false, 0\n\n(14) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#4L]\nJoin type: Inner\nJoin condition: None\n\n(15) Project [codegen id : 5]\nOutput [2]: [v#2L, name#5]\nInput [4]: [key#1L, v#2L, key#4L, name#5]\n\n(16) HashAggregate [codegen id : 5]\nInput [2]: [v#2L, name#5]\nKeys [1]: [name#5]\nFunctions [1]: [partial_sum(v#2L)]\nAggregate Attributes [1]: [sum#12L]\nResults [2]: [name#5, sum#13L]\n\n(17) Exchange\nInput [2]: [name#5, sum#13L]\nArguments: hashpartitioning(name#5, 200), ENSURE_REQUIREMENTS, [plan_id=178]\n\n(18) ShuffleQueryStage\nOutput [2]: [name#5, sum#13L]\nArguments: 2\n\n(19) AQEShuffleRead\nInput [2]: [name#5, sum#13L]\nArguments: coalesced\n\n(20) HashAggregate [codegen id : 6]\nInput [2]: [name#5, sum#13L]\nKeys [1]: [name#5]\nFunctions [1]: [sum(v#2L)]\nAggregate Attributes [1]: [sum(v#2L)#10L]\nResults [2]: [name#5, sum(v#2L)#10L AS sum(v)#11L]\n\n(21) ResultQueryStage\nOutput [2]: [name#5, sum(v)#11L]\nArguments: 3\n\n(22) Exchange\nInput [2]: [key#1L, v#2L]\nArguments: hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=40]\n\n(23) Sort\nInput [2]: [key#1L, v#2L]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(24) Exchange\nInput [2]: [key#4L, name#5]\nArguments: hashpartitioning(key#4L, 200), ENSURE_REQUIREMENTS, [plan_id=41]\n\n(25) Sort\nInput [2]: [key#4L, name#5]\nArguments: [key#4L ASC NULLS FIRST], false, 0\n\n(26) SortMergeJoin\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#4L]\nJoin type: Inner\nJoin condition: None\n\n(27) Project\nOutput [2]: [v#2L, name#5]\nInput [4]: [key#1L, v#2L, key#4L, name#5]\n\n(28) HashAggregate\nInput [2]: [v#2L, name#5]\nKeys [1]: [name#5]\nFunctions [1]: [partial_sum(v#2L)]\nAggregate Attributes [1]: [sum#12L]\nResults [2]: [name#5, sum#13L]\n\n(29) Exchange\nInput [2]: [name#5, sum#13L]\nArguments: hashpartitioning(name#5, 200), ENSURE_REQUIREMENTS, [plan_id=48]\n\n(30) HashAggregate\nInput [2]: [name#5, sum#13L]\nKeys [1]: [name#5]\nFunctions [1]: [sum(v#2L)]\nAggregate Attributes [1]: [sum(v#2L)#10L]\nResults [2]: [name#5, sum(v#2L)#10L AS sum(v)#11L]\n\n(31) AdaptiveSparkPlan\nOutput [2]: [name#5, sum(v)#11L]\nArguments: isFinalPlan=true\n\n(32) OverwriteByExpression noop-table\nInput [2]: [name#5, sum(v)#11L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:46:31.757GMT",
  "duration" : 44317,
  "runningJobIds" : [ ],
  "successJobIds" : [ 1, 0, 2, 3 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 24,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "5,000"
    } ],
    "desc" : "Range (0, 5000, step=1, splits=2)"
  }, {
    "nodeId" : 23,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [id#3L AS key#4L, concat(name-, cast(id#3L as string)) AS name#5]"
  }, {
    "nodeId" : 22,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 s (1.3 s, 1.3 s, 1.3 s (stage 1.0: task 2))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 21,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "5,000"
    }, {
      "name" : "records read",
      "value" : "5,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n101.8 KiB (50.8 KiB, 51.0 KiB, 51.0 KiB (stage 4.0: task 4))"
    }, {
      "name" : "local blocks read",
      "value" : "4"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n187.5 KiB (89.8 KiB, 97.7 KiB, 97.7 KiB (stage 1.0: task 3))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n648 ms (322 ms, 325 ms, 325 ms (stage 1.0: task 2))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 4.0: task 5))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n101.8 KiB (50.0 KiB, 51.8 KiB, 51.8 KiB (stage 1.0: task 3))"
    } ],
    "desc" : "Exchange hashpartitioning(key#4L, 200), ENSURE_REQUIREMENTS, [plan_id=85]"
  }, {
    "nodeId" : 20,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "2"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n106.6 KiB (53.2 KiB, 53.4 KiB, 53.4 KiB (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 19,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 4.0: task 5))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n16.2 MiB (8.1 MiB, 8.1 MiB, 8.1 MiB (stage 4.0: task 5))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 4.0: task 5))"
    } ],
    "desc" : "Sort [key#4L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 18,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n26.0 s (12.9 s, 13.1 s, 13.1 s (stage 4.0: task 4))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 17,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,500,000"
    } ],
    "desc" : "Range (0, 1500000, step=1, splits=2)"
  }, {
    "nodeId" : 16,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,500,000"
    } ],
    "desc" : "Filter isnotnull((((id#0L * 7919) % 4999) + 1))"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 4999) + 1) AS key#1L, (id#0L % 1000) AS v#2L]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.3 s (5.1 s, 5.3 s, 5.3 s (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1,500,000"
    }, {
      "name" : "records read",
      "value" : "1,500,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n12.1 MiB (6.0 MiB, 6.1 MiB, 6.1 MiB (stage 4.0: task 5))"
    }, {
      "name" : "local blocks read",
      "value" : "4"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n34.3 MiB (17.2 MiB, 17.2 MiB, 17.2 MiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n633 ms (273 ms, 360 ms, 360 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 4.0: task 5))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n12.1 MiB (6.0 MiB, 6.0 MiB, 6.0 MiB (stage 0.0: task 0))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=78]"
  }, {
    "nodeId" : 12,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "2"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n12.6 MiB (6.3 MiB, 6.3 MiB, 6.3 MiB (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n651 ms (209 ms, 442 ms, 442 ms (stage 4.0: task 4))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n112.0 MiB (56.0 MiB, 56.0 MiB, 56.0 MiB (stage 4.0: task 5))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 4.0: task 5))"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n27.5 s (13.7 s, 13.9 s, 13.9 s (stage 4.0: task 4))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,500,000"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 4.0: task 5))"
    } ],
    "desc" : "SortMergeJoin [key#1L], [key#4L], Inner"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [v#2L, name#5]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n23.8 s (11.8 s, 12.0 s, 12.0 s (stage 4.0: task 4))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n16.5 MiB (8.2 MiB, 8.2 MiB, 8.2 MiB (stage 4.0: task 5))"
    }, {
      "name" : "number of output rows",
      "value" : "4,999"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 4.0: task 5))"
    } ],
    "desc" : "HashAggregate(keys=[name#5], functions=[partial_sum(v#2L)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n25.9 s (12.9 s, 13.1 s, 13.1 s (stage 4.0: task 4))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "4,999"
    }, {
      "name" : "records read",
      "value" : "4,999"
    }, {
      "name" : "local bytes read",
      "value" : "104.5 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "400"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n187.5 KiB (93.3 KiB, 94.2 KiB, 94.2 KiB (stage 4.0: task 5))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n359 ms (167 ms, 192 ms, 192 ms (stage 4.0: task 5))"
    }, {
      "name" : "fetch wait time",
      "value" : "7 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n104.5 KiB (52.2 KiB, 52.3 KiB, 52.3 KiB (stage 4.0: task 5))"
    } ],
    "desc" : "Exchange hashpartitioning(name#5, 200), ENSURE_REQUIREMENTS, [plan_id=178]"
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
      "value" : "109.6 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "69 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "4,999"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1.2"
    } ],
    "desc" : "HashAggregate(keys=[name#5], functions=[sum(v#2L)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "111 ms"
    } ],
    "desc" : "WholeStageCodegen (6)"
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
      "value" : "4,999"
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
    "fromId" : 17,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 9
  }, {
    "fromId" : 20,
    "toId" : 19
  }, {
    "fromId" : 21,
    "toId" : 20
  }, {
    "fromId" : 23,
    "toId" : 21
  }, {
    "fromId" : 24,
    "toId" : 23
  } ],
  "queryId" : "01a22c7e-1a79-77d6-8ff1-99779c7334f5",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
