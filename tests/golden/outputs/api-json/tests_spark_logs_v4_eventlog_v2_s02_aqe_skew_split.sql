[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "warm-up (JIT), 1/20 of the data, even keys",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (33)\n+- AdaptiveSparkPlan (32)\n   +- == Final Plan ==\n      ResultQueryStage (20), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (19)\n         +- * Sort (18)\n            +- ShuffleQueryStage (17), Statistics(sizeInBytes=10.7 MiB, rowCount=1.00E+5)\n               +- Exchange (16)\n                  +- SortAggregate (15)\n                     +- * Sort (14)\n                        +- * Project (13)\n                           +- * SortMergeJoin Inner (12)\n                              :- * Sort (6)\n                              :  +- ShuffleQueryStage (5), Statistics(sizeInBytes=13.7 MiB, rowCount=1.50E+5)\n                              :     +- Exchange (4)\n                              :        +- * Project (3)\n                              :           +- * Filter (2)\n                              :              +- * Range (1)\n                              +- * Sort (11)\n                                 +- ShuffleQueryStage (10), Statistics(sizeInBytes=3.8 MiB, rowCount=1.00E+5)\n                                    +- Exchange (9)\n                                       +- * Project (8)\n                                          +- * Range (7)\n   +- == Initial Plan ==\n      SortAggregate (31)\n      +- Sort (30)\n         +- Exchange (29)\n            +- SortAggregate (28)\n               +- Sort (27)\n                  +- Project (26)\n                     +- SortMergeJoin Inner (25)\n                        :- Sort (22)\n                        :  +- Exchange (21)\n                        :     +- Project (3)\n                        :        +- Filter (2)\n                        :           +- Range (1)\n                        +- Sort (24)\n                           +- Exchange (23)\n                              +- Project (8)\n                                 +- Range (7)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 150000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((((id#0L * 7919) % 99999) + 1))\n\n(3) Project [codegen id : 1]\nOutput [3]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(4) Exchange\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=81]\n\n(5) ShuffleQueryStage\nOutput [3]: [key#1L, v#2L, payload#3]\nArguments: 0\n\n(6) Sort [codegen id : 3]\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(7) Range [codegen id : 2]\nOutput [1]: [id#4L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(8) Project [codegen id : 2]\nOutput [2]: [id#4L AS key#5L, concat(name-, cast(id#4L as string)) AS name#6]\nInput [1]: [id#4L]\n\n(9) Exchange\nInput [2]: [key#5L, name#6]\nArguments: hashpartitioning(key#5L, 32), ENSURE_REQUIREMENTS, [plan_id=88]\n\n(10) ShuffleQueryStage\nOutput [2]: [key#5L, name#6]\nArguments: 1\n\n(11) Sort [codegen id : 4]\nInput [2]: [key#5L, name#6]\nArguments: [key#5L ASC NULLS FIRST], false, 0\n\n(12) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#5L]\nJoin type: Inner\nJoin condition: None\n\n(13) Project [codegen id : 5]\nOutput [3]: [v#2L, payload#3, name#6]\nInput [5]: [key#1L, v#2L, payload#3, key#5L, name#6]\n\n(14) Sort [codegen id : 5]\nInput [3]: [v#2L, payload#3, name#6]\nArguments: [name#6 ASC NULLS FIRST], false, 0\n\n(15) SortAggregate\nInput [3]: [v#2L, payload#3, name#6]\nKeys [1]: [name#6]\nFunctions [2]: [partial_max(payload#3), partial_sum(v#2L)]\nAggregate Attributes [2]: [max#16, sum#17L]\nResults [3]: [name#6, max#18, sum#19L]\n\n(16) Exchange\nInput [3]: [name#6, max#18, sum#19L]\nArguments: hashpartitioning(name#6, 32), ENSURE_REQUIREMENTS, [plan_id=180]\n\n(17) ShuffleQueryStage\nOutput [3]: [name#6, max#18, sum#19L]\nArguments: 2\n\n(18) Sort [codegen id : 6]\nInput [3]: [name#6, max#18, sum#19L]\nArguments: [name#6 ASC NULLS FIRST], false, 0\n\n(19) SortAggregate\nInput [3]: [name#6, max#18, sum#19L]\nKeys [1]: [name#6]\nFunctions [2]: [max(payload#3), sum(v#2L)]\nAggregate Attributes [2]: [max(payload#3)#12, sum(v#2L)#13L]\nResults [3]: [name#6, max(payload#3)#12 AS max(payload)#14, sum(v#2L)#13L AS sum(v)#15L]\n\n(20) ResultQueryStage\nOutput [3]: [name#6, max(payload)#14, sum(v)#15L]\nArguments: 3\n\n(21) Exchange\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=40]\n\n(22) Sort\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(23) Exchange\nInput [2]: [key#5L, name#6]\nArguments: hashpartitioning(key#5L, 32), ENSURE_REQUIREMENTS, [plan_id=41]\n\n(24) Sort\nInput [2]: [key#5L, name#6]\nArguments: [key#5L ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#5L]\nJoin type: Inner\nJoin condition: None\n\n(26) Project\nOutput [3]: [v#2L, payload#3, name#6]\nInput [5]: [key#1L, v#2L, payload#3, key#5L, name#6]\n\n(27) Sort\nInput [3]: [v#2L, payload#3, name#6]\nArguments: [name#6 ASC NULLS FIRST], false, 0\n\n(28) SortAggregate\nInput [3]: [v#2L, payload#3, name#6]\nKeys [1]: [name#6]\nFunctions [2]: [partial_max(payload#3), partial_sum(v#2L)]\nAggregate Attributes [2]: [max#16, sum#17L]\nResults [3]: [name#6, max#18, sum#19L]\n\n(29) Exchange\nInput [3]: [name#6, max#18, sum#19L]\nArguments: hashpartitioning(name#6, 32), ENSURE_REQUIREMENTS, [plan_id=50]\n\n(30) Sort\nInput [3]: [name#6, max#18, sum#19L]\nArguments: [name#6 ASC NULLS FIRST], false, 0\n\n(31) SortAggregate\nInput [3]: [name#6, max#18, sum#19L]\nKeys [1]: [name#6]\nFunctions [2]: [max(payload#3), sum(v#2L)]\nAggregate Attributes [2]: [max(payload#3)#12, sum(v#2L)#13L]\nResults [3]: [name#6, max(payload#3)#12 AS max(payload)#14, sum(v#2L)#13L AS sum(v)#15L]\n\n(32) AdaptiveSparkPlan\nOutput [3]: [name#6, max(payload)#14, sum(v)#15L]\nArguments: isFinalPlan=true\n\n(33) OverwriteByExpression noop-table\nInput [3]: [name#6, max(payload)#14, sum(v)#15L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:08:16.936GMT",
  "duration" : 39705,
  "runningJobIds" : [ ],
  "successJobIds" : [ 1, 0, 2, 3 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 23,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=2)"
  }, {
    "nodeId" : 22,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [id#4L AS key#5L, concat(name-, cast(id#4L as string)) AS name#6]"
  }, {
    "nodeId" : 21,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.2 s (1.1 s, 1.1 s, 1.1 s (stage 1.0: task 3))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 20,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "100,000"
    }, {
      "name" : "records read",
      "value" : "100,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (29.9 KiB, 30.8 KiB, 31.5 KiB (stage 4.0: task 41))"
    }, {
      "name" : "local blocks read",
      "value" : "64"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.8 MiB (1945.3 KiB, 1953.1 KiB, 1953.1 KiB (stage 1.0: task 3))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n107 ms (53 ms, 53 ms, 53 ms (stage 1.0: task 2))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n129 ms (0 ms, 0 ms, 97 ms (stage 4.0: task 49))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (483.2 KiB, 499.3 KiB, 499.3 KiB (stage 1.0: task 2))"
    } ],
    "desc" : "Exchange hashpartitioning(key#5L, 32), ENSURE_REQUIREMENTS, [plan_id=88]"
  }, {
    "nodeId" : 19,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n78 ms (0 ms, 0 ms, 21 ms (stage 4.0: task 44))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 4.0: task 19))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 4.0: task 19))"
    } ],
    "desc" : "Sort [key#5L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 18,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n7.5 s (56 ms, 174 ms, 1.1 s (stage 4.0: task 18))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 17,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "150,000"
    } ],
    "desc" : "Range (0, 150000, step=1, splits=16)"
  }, {
    "nodeId" : 16,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "150,000"
    } ],
    "desc" : "Filter isnotnull((((id#0L * 7919) % 99999) + 1))"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n8.9 s (249 ms, 400 ms, 1.4 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "150,000"
    }, {
      "name" : "records read",
      "value" : "150,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n10.6 MiB (326.7 KiB, 338.5 KiB, 349.6 KiB (stage 4.0: task 41))"
    }, {
      "name" : "local blocks read",
      "value" : "512"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n13.7 MiB (878.9 KiB, 878.9 KiB, 878.9 KiB (stage 0.0: task 1))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n1.2 s (13 ms, 78 ms, 147 ms (stage 0.0: task 17))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n16 ms (0 ms, 0 ms, 10 ms (stage 4.0: task 32))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n10.6 MiB (676.1 KiB, 676.6 KiB, 677.2 KiB (stage 0.0: task 7))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=81]"
  }, {
    "nodeId" : 12,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n179 ms (0 ms, 0 ms, 44 ms (stage 4.0: task 46))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n72.0 MiB (2.2 MiB, 2.2 MiB, 2.2 MiB (stage 4.0: task 19))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 4.0: task 19))"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 11,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n9.9 s (107 ms, 217 ms, 1.7 s (stage 4.0: task 19))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 10,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "150,000"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 4.0: task 19))"
    } ],
    "desc" : "SortMergeJoin [key#1L], [key#5L], Inner"
  }, {
    "nodeId" : 9,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [v#2L, payload#3, name#6]"
  }, {
    "nodeId" : 8,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n474 ms (0 ms, 1 ms, 91 ms (stage 4.0: task 18))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 4.0: task 19))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 4.0: task 19))"
    } ],
    "desc" : "Sort [name#6 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 7,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n16.5 s (164 ms, 407 ms, 2.0 s (stage 4.0: task 19))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 6,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 s (0 ms, 29 ms, 118 ms (stage 4.0: task 20))"
    } ],
    "desc" : "SortAggregate(key=[name#6], functions=[partial_max(payload#3), partial_sum(v#2L)])"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "99,999"
    }, {
      "name" : "records read",
      "value" : "99,999"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n7.7 MiB (232.2 KiB, 245.6 KiB, 252.1 KiB (stage 8.0: task 51))"
    }, {
      "name" : "local blocks read",
      "value" : "1,024"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n10.7 MiB (333.5 KiB, 341.8 KiB, 351.0 KiB (stage 4.0: task 41))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 s (2 ms, 34 ms, 73 ms (stage 4.0: task 20))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 8.0: task 51))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n7.7 MiB (239.8 KiB, 245.3 KiB, 251.3 KiB (stage 4.0: task 41))"
    } ],
    "desc" : "Exchange hashpartitioning(name#6, 32), ENSURE_REQUIREMENTS, [plan_id=180]"
  }, {
    "nodeId" : 4,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n748 ms (1 ms, 19 ms, 64 ms (stage 8.0: task 72))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 8.0: task 51))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 8.0: task 51))"
    } ],
    "desc" : "Sort [name#6 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n6.5 s (102 ms, 180 ms, 740 ms (stage 8.0: task 51))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n637 ms (0 ms, 20 ms, 81 ms (stage 8.0: task 51))"
    } ],
    "desc" : "SortAggregate(key=[name#6], functions=[max(payload#3), sum(v#2L)])"
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
      "value" : "99,999"
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
    "fromId" : 8,
    "toId" : 6
  }, {
    "fromId" : 9,
    "toId" : 8
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
    "toId" : 10
  }, {
    "fromId" : 20,
    "toId" : 19
  }, {
    "fromId" : 22,
    "toId" : 20
  }, {
    "fromId" : 23,
    "toId" : 22
  } ],
  "queryId" : "01a22c5b-1693-7112-be8c-0b45f5ebae79",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (35)\n+- AdaptiveSparkPlan (34)\n   +- == Final Plan ==\n      ResultQueryStage (22), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (21)\n         +- * Sort (20)\n            +- ShuffleQueryStage (19), Statistics(sizeInBytes=11.7 MiB, rowCount=1.09E+5)\n               +- Exchange (18)\n                  +- SortAggregate (17)\n                     +- * Sort (16)\n                        +- * Project (15)\n                           +- * SortMergeJoin(skew=true) Inner (14)\n                              :- * Sort (7)\n                              :  +- AQEShuffleRead (6), skewed\n                              :     +- ShuffleQueryStage (5), Statistics(sizeInBytes=274.7 MiB, rowCount=3.00E+6)\n                              :        +- Exchange (4)\n                              :           +- * Project (3)\n                              :              +- * Filter (2)\n                              :                 +- * Range (1)\n                              +- * Sort (13)\n                                 +- AQEShuffleRead (12)\n                                    +- ShuffleQueryStage (11), Statistics(sizeInBytes=3.8 MiB, rowCount=1.00E+5)\n                                       +- Exchange (10)\n                                          +- * Project (9)\n                                             +- * Range (8)\n   +- == Initial Plan ==\n      SortAggregate (33)\n      +- Sort (32)\n         +- Exchange (31)\n            +- SortAggregate (30)\n               +- Sort (29)\n                  +- Project (28)\n                     +- SortMergeJoin Inner (27)\n                        :- Sort (24)\n                        :  +- Exchange (23)\n                        :     +- Project (3)\n                        :        +- Filter (2)\n                        :           +- Range (1)\n                        +- Sort (26)\n                           +- Exchange (25)\n                              +- Project (9)\n                                 +- Range (8)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#26L]\nArguments: Range (0, 3000000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#26L]\nCondition : CASE WHEN ((id#26L % 100) < 45) THEN true ELSE isnotnull((((id#26L * 7919) % 99999) + 1)) END\n\n(3) Project [codegen id : 1]\nOutput [3]: [CASE WHEN ((id#26L % 100) < 45) THEN 0 ELSE (((id#26L * 7919) % 99999) + 1) END AS key#27L, (id#26L % 1000) AS v#28L, sha2(cast(cast(id#26L as string) as binary), 256) AS payload#29]\nInput [1]: [id#26L]\n\n(4) Exchange\nInput [3]: [key#27L, v#28L, payload#29]\nArguments: hashpartitioning(key#27L, 32), ENSURE_REQUIREMENTS, [plan_id=292]\n\n(5) ShuffleQueryStage\nOutput [3]: [key#27L, v#28L, payload#29]\nArguments: 0\n\n(6) AQEShuffleRead\nInput [3]: [key#27L, v#28L, payload#29]\nArguments: skewed\n\n(7) Sort [codegen id : 3]\nInput [3]: [key#27L, v#28L, payload#29]\nArguments: [key#27L ASC NULLS FIRST], false, 0\n\n(8) Range [codegen id : 2]\nOutput [1]: [id#30L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(9) Project [codegen id : 2]\nOutput [2]: [id#30L AS key#31L, concat(name-, cast(id#30L as string)) AS name#32]\nInput [1]: [id#30L]\n\n(10) Exchange\nInput [2]: [key#31L, name#32]\nArguments: hashpartitioning(key#31L, 32), ENSURE_REQUIREMENTS, [plan_id=299]\n\n(11) ShuffleQueryStage\nOutput [2]: [key#31L, name#32]\nArguments: 1\n\n(12) AQEShuffleRead\nInput [2]: [key#31L, name#32]\n\n(13) Sort [codegen id : 4]\nInput [2]: [key#31L, name#32]\nArguments: [key#31L ASC NULLS FIRST], false, 0\n\n(14) SortMergeJoin(skew=true) [codegen id : 5]\nLeft keys [1]: [key#27L]\nRight keys [1]: [key#31L]\nJoin type: Inner\nJoin condition: None\n\n(15) Project [codegen id : 5]\nOutput [3]: [v#28L, payload#29, name#32]\nInput [5]: [key#27L, v#28L, payload#29, key#31L, name#32]\n\n(16) Sort [codegen id : 5]\nInput [3]: [v#28L, payload#29, name#32]\nArguments: [name#32 ASC NULLS FIRST], false, 0\n\n(17) SortAggregate\nInput [3]: [v#28L, payload#29, name#32]\nKeys [1]: [name#32]\nFunctions [2]: [partial_max(payload#29), partial_sum(v#28L)]\nAggregate Attributes [2]: [max#42, sum#43L]\nResults [3]: [name#32, max#44, sum#45L]\n\n(18) Exchange\nInput [3]: [name#32, max#44, sum#45L]\nArguments: hashpartitioning(name#32, 32), ENSURE_REQUIREMENTS, [plan_id=429]\n\n(19) ShuffleQueryStage\nOutput [3]: [name#32, max#44, sum#45L]\nArguments: 2\n\n(20) Sort [codegen id : 6]\nInput [3]: [name#32, max#44, sum#45L]\nArguments: [name#32 ASC NULLS FIRST], false, 0\n\n(21) SortAggregate\nInput [3]: [name#32, max#44, sum#45L]\nKeys [1]: [name#32]\nFunctions [2]: [max(payload#29), sum(v#28L)]\nAggregate Attributes [2]: [max(payload#29)#38, sum(v#28L)#39L]\nResults [3]: [name#32, max(payload#29)#38 AS max(payload)#40, sum(v#28L)#39L AS sum(v)#41L]\n\n(22) ResultQueryStage\nOutput [3]: [name#32, max(payload)#40, sum(v)#41L]\nArguments: 3\n\n(23) Exchange\nInput [3]: [key#27L, v#28L, payload#29]\nArguments: hashpartitioning(key#27L, 32), ENSURE_REQUIREMENTS, [plan_id=251]\n\n(24) Sort\nInput [3]: [key#27L, v#28L, payload#29]\nArguments: [key#27L ASC NULLS FIRST], false, 0\n\n(25) Exchange\nInput [2]: [key#31L, name#32]\nArguments: hashpartitioning(key#31L, 32), ENSURE_REQUIREMENTS, [plan_id=252]\n\n(26) Sort\nInput [2]: [key#31L, name#32]\nArguments: [key#31L ASC NULLS FIRST], false, 0\n\n(27) SortMergeJoin\nLeft keys [1]: [key#27L]\nRight keys [1]: [key#31L]\nJoin type: Inner\nJoin condition: None\n\n(28) Project\nOutput [3]: [v#28L, payload#29, name#32]\nInput [5]: [key#27L, v#28L, payload#29, key#31L, name#32]\n\n(29) Sort\nInput [3]: [v#28L, payload#29, name#32]\nArguments: [name#32 ASC NULLS FIRST], false, 0\n\n(30) SortAggregate\nInput [3]: [v#28L, payload#29, name#32]\nKeys [1]: [name#32]\nFunctions [2]: [partial_max(payload#29), partial_sum(v#28L)]\nAggregate Attributes [2]: [max#42, sum#43L]\nResults [3]: [name#32, max#44, sum#45L]\n\n(31) Exchange\nInput [3]: [name#32, max#44, sum#45L]\nArguments: hashpartitioning(name#32, 32), ENSURE_REQUIREMENTS, [plan_id=261]\n\n(32) Sort\nInput [3]: [name#32, max#44, sum#45L]\nArguments: [name#32 ASC NULLS FIRST], false, 0\n\n(33) SortAggregate\nInput [3]: [name#32, max#44, sum#45L]\nKeys [1]: [name#32]\nFunctions [2]: [max(payload#29), sum(v#28L)]\nAggregate Attributes [2]: [max(payload#29)#38, sum(v#28L)#39L]\nResults [3]: [name#32, max(payload#29)#38 AS max(payload)#40, sum(v#28L)#39L AS sum(v)#41L]\n\n(34) AdaptiveSparkPlan\nOutput [3]: [name#32, max(payload)#40, sum(v)#41L]\nArguments: isFinalPlan=true\n\n(35) OverwriteByExpression noop-table\nInput [3]: [name#32, max(payload)#40, sum(v)#41L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:08:57.290GMT",
  "duration" : 43319,
  "runningJobIds" : [ ],
  "successJobIds" : [ 4, 5, 6, 7 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 25,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=2)"
  }, {
    "nodeId" : 24,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [id#30L AS key#31L, concat(name-, cast(id#30L as string)) AS name#32]"
  }, {
    "nodeId" : 23,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 s (497 ms, 527 ms, 527 ms (stage 9.0: task 82))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 22,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "100,000"
    }, {
      "name" : "records read",
      "value" : "147,235"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n1447.0 KiB (29.9 KiB, 31.0 KiB, 31.5 KiB (stage 13.0: task 123))"
    }, {
      "name" : "local blocks read",
      "value" : "94"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.8 MiB (1945.3 KiB, 1953.1 KiB, 1953.1 KiB (stage 9.0: task 83))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n123 ms (45 ms, 77 ms, 77 ms (stage 9.0: task 83))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 13.0: task 100))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (483.2 KiB, 499.3 KiB, 499.3 KiB (stage 9.0: task 82))"
    } ],
    "desc" : "Exchange hashpartitioning(key#31L, 32), ENSURE_REQUIREMENTS, [plan_id=299]"
  }, {
    "nodeId" : 21,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "47"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n1523.2 KiB (31.1 KiB, 32.6 KiB, 32.6 KiB (driver))"
    } ],
    "desc" : "AQEShuffleRead"
  }, {
    "nodeId" : 20,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n60 ms (0 ms, 0 ms, 24 ms (stage 13.0: task 107))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n99.9 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 13.0: task 100))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 13.0: task 100))"
    } ],
    "desc" : "Sort [key#31L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 19,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n16.3 s (0 ms, 457 ms, 822 ms (stage 13.0: task 123))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 18,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    } ],
    "desc" : "Range (0, 3000000, step=1, splits=16)"
  }, {
    "nodeId" : 17,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    } ],
    "desc" : "Filter CASE WHEN ((id#26L % 100) < 45) THEN true ELSE isnotnull((((id#26L * 7919) % 99999) + 1)) END"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [CASE WHEN ((id#26L % 100) < 45) THEN 0 ELSE (((id#26L * 7919) % 99999) + 1) END AS key#27L, (id#26L % 1000) AS v#28L, sha2(cast(cast(id#26L as string) as binary), 256) AS payload#29]"
  }, {
    "nodeId" : 15,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n31.1 s (1.1 s, 1.8 s, 2.9 s (stage 10.0: task 85))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 14,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "3,000,000"
    }, {
      "name" : "records read",
      "value" : "3,000,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n204.5 MiB (3.5 MiB, 3.7 MiB, 5.8 MiB (stage 13.0: task 129))"
    }, {
      "name" : "local blocks read",
      "value" : "512"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n274.7 MiB (17.2 MiB, 17.2 MiB, 17.2 MiB (stage 10.0: task 84))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n4.3 s (95 ms, 261 ms, 501 ms (stage 10.0: task 88))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n167 ms (0 ms, 0 ms, 80 ms (stage 13.0: task 126))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n204.5 MiB (12.8 MiB, 12.8 MiB, 12.8 MiB (stage 10.0: task 93))"
    } ],
    "desc" : "Exchange hashpartitioning(key#27L, 32), ENSURE_REQUIREMENTS, [plan_id=292]"
  }, {
    "nodeId" : 13,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n210.8 MiB (3.7 MiB, 3.9 MiB, 5.9 MiB (driver))"
    }, {
      "name" : "number of skewed partitions",
      "value" : "1"
    }, {
      "name" : "number of skewed partition splits",
      "value" : "16"
    }, {
      "name" : "number of partitions",
      "value" : "47"
    } ],
    "desc" : "AQEShuffleRead skewed"
  }, {
    "nodeId" : 12,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n655 ms (0 ms, 2 ms, 66 ms (stage 13.0: task 101))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 MiB (8.0 MiB, 8.0 MiB, 14.0 MiB (stage 13.0: task 129))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 13.0: task 100))"
    } ],
    "desc" : "Sort [key#27L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 11,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n24.3 s (264 ms, 504 ms, 825 ms (stage 13.0: task 123))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 10,
    "nodeName" : "SortMergeJoin(skew=true)",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 13.0: task 100))"
    } ],
    "desc" : "SortMergeJoin(skew=true) [key#27L], [key#31L], Inner"
  }, {
    "nodeId" : 9,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [v#28L, payload#29, name#32]"
  }, {
    "nodeId" : 8,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 s (1 ms, 23 ms, 101 ms (stage 13.0: task 135))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n474.0 MiB (8.0 MiB, 8.0 MiB, 14.0 MiB (stage 13.0: task 129))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 13.0: task 100))"
    } ],
    "desc" : "Sort [name#32 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 7,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n37.7 s (399 ms, 796 ms, 1.2 s (stage 13.0: task 123))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 6,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "109,289"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n6.3 s (33 ms, 139 ms, 257 ms (stage 13.0: task 134))"
    } ],
    "desc" : "SortAggregate(key=[name#32], functions=[partial_max(payload#29), partial_sum(v#28L)])"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "109,289"
    }, {
      "name" : "records read",
      "value" : "109,289"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n8.5 MiB (254.6 KiB, 274.0 KiB, 288.5 KiB (stage 17.0: task 164))"
    }, {
      "name" : "local blocks read",
      "value" : "1,504"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n11.7 MiB (187.1 KiB, 283.5 KiB, 296.2 KiB (stage 13.0: task 123))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n1.2 s (1 ms, 22 ms, 74 ms (stage 13.0: task 112))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 17.0: task 148))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n8.5 MiB (137.3 KiB, 207.2 KiB, 216.1 KiB (stage 13.0: task 123))"
    } ],
    "desc" : "Exchange hashpartitioning(name#32, 32), ENSURE_REQUIREMENTS, [plan_id=429]"
  }, {
    "nodeId" : 4,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n186 ms (0 ms, 1 ms, 33 ms (stage 17.0: task 154))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 17.0: task 148))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 17.0: task 148))"
    } ],
    "desc" : "Sort [name#32 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.7 s (19 ms, 51 ms, 99 ms (stage 17.0: task 147))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "84,001"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n308 ms (0 ms, 0 ms, 46 ms (stage 17.0: task 166))"
    } ],
    "desc" : "SortAggregate(key=[name#32], functions=[max(payload#29), sum(v#28L)])"
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
      "value" : "84,001"
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
    "fromId" : 8,
    "toId" : 6
  }, {
    "fromId" : 9,
    "toId" : 8
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
  }, {
    "fromId" : 16,
    "toId" : 14
  }, {
    "fromId" : 17,
    "toId" : 16
  }, {
    "fromId" : 18,
    "toId" : 17
  }, {
    "fromId" : 20,
    "toId" : 10
  }, {
    "fromId" : 21,
    "toId" : 20
  }, {
    "fromId" : 22,
    "toId" : 21
  }, {
    "fromId" : 24,
    "toId" : 22
  }, {
    "fromId" : 25,
    "toId" : 24
  } ],
  "queryId" : "01a22c5b-b4c9-7ae1-aaf0-32f228c47261",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
} ]
