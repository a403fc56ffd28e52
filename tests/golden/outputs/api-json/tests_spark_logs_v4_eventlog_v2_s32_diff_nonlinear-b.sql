[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "warm-up (JIT), even keys",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (17)\n+- SortAggregate (16)\n   +- * Sort (15)\n      +- Exchange (14)\n         +- SortAggregate (13)\n            +- * Sort (12)\n               +- * Project (11)\n                  +- * SortMergeJoin Inner (10)\n                     :- * Sort (5)\n                     :  +- Exchange (4)\n                     :     +- * Project (3)\n                     :        +- * Filter (2)\n                     :           +- * Range (1)\n                     +- * Sort (9)\n                        +- Exchange (8)\n                           +- * Project (7)\n                              +- * Range (6)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 100000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((((id#0L * 7919) % 99999) + 1))\n\n(3) Project [codegen id : 1]\nOutput [3]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(4) Exchange\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=54]\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(6) Range [codegen id : 3]\nOutput [1]: [id#4L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(7) Project [codegen id : 3]\nOutput [2]: [id#4L AS key#5L, concat(name-, cast(id#4L as string)) AS name#6]\nInput [1]: [id#4L]\n\n(8) Exchange\nInput [2]: [key#5L, name#6]\nArguments: hashpartitioning(key#5L, 32), ENSURE_REQUIREMENTS, [plan_id=60]\n\n(9) Sort [codegen id : 4]\nInput [2]: [key#5L, name#6]\nArguments: [key#5L ASC NULLS FIRST], false, 0\n\n(10) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#5L]\nJoin type: Inner\nJoin condition: None\n\n(11) Project [codegen id : 5]\nOutput [3]: [v#2L, payload#3, name#6]\nInput [5]: [key#1L, v#2L, payload#3, key#5L, name#6]\n\n(12) Sort [codegen id : 5]\nInput [3]: [v#2L, payload#3, name#6]\nArguments: [name#6 ASC NULLS FIRST], false, 0\n\n(13) SortAggregate\nInput [3]: [v#2L, payload#3, name#6]\nKeys [1]: [name#6]\nFunctions [2]: [partial_max(payload#3), partial_sum(v#2L)]\nAggregate Attributes [2]: [max#16, sum#17L]\nResults [3]: [name#6, max#18, sum#19L]\n\n(14) Exchange\nInput [3]: [name#6, max#18, sum#19L]\nArguments: hashpartitioning(name#6, 32), ENSURE_REQUIREMENTS, [plan_id=70]\n\n(15) Sort [codegen id : 6]\nInput [3]: [name#6, max#18, sum#19L]\nArguments: [name#6 ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [name#6, max#18, sum#19L]\nKeys [1]: [name#6]\nFunctions [2]: [max(payload#3), sum(v#2L)]\nAggregate Attributes [2]: [max(payload#3)#12, sum(v#2L)#13L]\nResults [3]: [name#6, max(payload#3)#12 AS max(payload)#14, sum(v#2L)#13L AS sum(v)#15L]\n\n(17) OverwriteByExpression noop-table\nInput [3]: [name#6, max(payload)#14, sum(v)#15L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:15:48.068GMT",
  "duration" : 34663,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 22,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=2)"
  }, {
    "nodeId" : 21,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [id#4L AS key#5L, concat(name-, cast(id#4L as string)) AS name#6]"
  }, {
    "nodeId" : 20,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.6 s (794 ms, 835 ms, 835 ms (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 19,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "100,000"
    }, {
      "name" : "records read",
      "value" : "100,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (29.9 KiB, 30.8 KiB, 31.5 KiB (stage 2.0: task 41))"
    }, {
      "name" : "local blocks read",
      "value" : "64"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.8 MiB (1945.3 KiB, 1953.1 KiB, 1953.1 KiB (stage 0.0: task 1))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n144 ms (46 ms, 97 ms, 97 ms (stage 0.0: task 1))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 19))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (483.2 KiB, 499.3 KiB, 499.3 KiB (stage 0.0: task 0))"
    } ],
    "desc" : "Exchange hashpartitioning(key#5L, 32), ENSURE_REQUIREMENTS, [plan_id=60]"
  }, {
    "nodeId" : 18,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n86 ms (0 ms, 0 ms, 28 ms (stage 2.0: task 48))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 2.0: task 19))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 19))"
    } ],
    "desc" : "Sort [key#5L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n7.1 s (38 ms, 154 ms, 904 ms (stage 2.0: task 19))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 16,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=16)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Filter isnotnull((((id#0L * 7919) % 99999) + 1))"
  }, {
    "nodeId" : 14,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.7 s (180 ms, 349 ms, 533 ms (stage 1.0: task 2))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "100,000"
    }, {
      "name" : "records read",
      "value" : "100,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n7.1 MiB (223.1 KiB, 228.4 KiB, 234.3 KiB (stage 2.0: task 41))"
    }, {
      "name" : "local blocks read",
      "value" : "512"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n9.2 MiB (585.9 KiB, 585.9 KiB, 585.9 KiB (stage 1.0: task 2))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n691 ms (3 ms, 38 ms, 101 ms (stage 1.0: task 12))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n77 ms (0 ms, 0 ms, 48 ms (stage 2.0: task 29))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n7.1 MiB (456.2 KiB, 456.5 KiB, 457.3 KiB (stage 1.0: task 10))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=54]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n92 ms (0 ms, 0 ms, 46 ms (stage 2.0: task 45))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 2.0: task 19))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 19))"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n9.3 s (61 ms, 217 ms, 1.4 s (stage 2.0: task 19))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 19))"
    } ],
    "desc" : "SortMergeJoin [key#1L], [key#5L], Inner"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [v#2L, payload#3, name#6]"
  }, {
    "nodeId" : 7,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n516 ms (0 ms, 4 ms, 89 ms (stage 2.0: task 38))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 2.0: task 19))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 19))"
    } ],
    "desc" : "Sort [name#6 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n13.2 s (113 ms, 382 ms, 1.5 s (stage 2.0: task 19))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 5,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n557 ms (0 ms, 16 ms, 66 ms (stage 2.0: task 18))"
    } ],
    "desc" : "SortAggregate(key=[name#6], functions=[partial_max(payload#3), partial_sum(v#2L)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "99,999"
    }, {
      "name" : "records read",
      "value" : "99,999"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n7.6 MiB (231.7 KiB, 245.2 KiB, 251.9 KiB (stage 3.0: task 51))"
    }, {
      "name" : "local blocks read",
      "value" : "1,024"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n10.7 MiB (333.5 KiB, 341.8 KiB, 351.0 KiB (stage 2.0: task 41))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n834 ms (2 ms, 24 ms, 69 ms (stage 2.0: task 18))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 3.0: task 51))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n7.6 MiB (239.2 KiB, 245.0 KiB, 251.0 KiB (stage 2.0: task 41))"
    } ],
    "desc" : "Exchange hashpartitioning(name#6, 32), ENSURE_REQUIREMENTS, [plan_id=70]"
  }, {
    "nodeId" : 3,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 s (0 ms, 31 ms, 109 ms (stage 3.0: task 66))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 3.0: task 51))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 3.0: task 51))"
    } ],
    "desc" : "Sort [name#6 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n7.3 s (30 ms, 227 ms, 653 ms (stage 3.0: task 50))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 1,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 s (0 ms, 24 ms, 96 ms (stage 3.0: task 50))"
    } ],
    "desc" : "SortAggregate(key=[name#6], functions=[max(payload#3), sum(v#2L)])"
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
    "fromId" : 14,
    "toId" : 12
  }, {
    "fromId" : 15,
    "toId" : 14
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 9
  }, {
    "fromId" : 19,
    "toId" : 18
  }, {
    "fromId" : 21,
    "toId" : 19
  }, {
    "fromId" : 22,
    "toId" : 21
  } ],
  "queryId" : "01a22c98-e75e-70b6-9f24-03fe86530090",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (17)\n+- SortAggregate (16)\n   +- * Sort (15)\n      +- Exchange (14)\n         +- SortAggregate (13)\n            +- * Sort (12)\n               +- * Project (11)\n                  +- * SortMergeJoin Inner (10)\n                     :- * Sort (5)\n                     :  +- Exchange (4)\n                     :     +- * Project (3)\n                     :        +- * Filter (2)\n                     :           +- * Range (1)\n                     +- * Sort (9)\n                        +- Exchange (8)\n                           +- * Project (7)\n                              +- * Range (6)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#22L]\nArguments: Range (0, 3000000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#22L]\nCondition : CASE WHEN ((id#22L % 100) < 45) THEN true ELSE isnotnull((((id#22L * 7919) % 99999) + 1)) END\n\n(3) Project [codegen id : 1]\nOutput [3]: [CASE WHEN ((id#22L % 100) < 45) THEN 0 ELSE (((id#22L * 7919) % 99999) + 1) END AS key#23L, (id#22L % 1000) AS v#24L, sha2(cast(cast(id#22L as string) as binary), 256) AS payload#25]\nInput [1]: [id#22L]\n\n(4) Exchange\nInput [3]: [key#23L, v#24L, payload#25]\nArguments: hashpartitioning(key#23L, 32), ENSURE_REQUIREMENTS, [plan_id=165]\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#23L, v#24L, payload#25]\nArguments: [key#23L ASC NULLS FIRST], false, 0\n\n(6) Range [codegen id : 3]\nOutput [1]: [id#26L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(7) Project [codegen id : 3]\nOutput [2]: [id#26L AS key#27L, concat(name-, cast(id#26L as string)) AS name#28]\nInput [1]: [id#26L]\n\n(8) Exchange\nInput [2]: [key#27L, name#28]\nArguments: hashpartitioning(key#27L, 32), ENSURE_REQUIREMENTS, [plan_id=171]\n\n(9) Sort [codegen id : 4]\nInput [2]: [key#27L, name#28]\nArguments: [key#27L ASC NULLS FIRST], false, 0\n\n(10) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#23L]\nRight keys [1]: [key#27L]\nJoin type: Inner\nJoin condition: None\n\n(11) Project [codegen id : 5]\nOutput [3]: [v#24L, payload#25, name#28]\nInput [5]: [key#23L, v#24L, payload#25, key#27L, name#28]\n\n(12) Sort [codegen id : 5]\nInput [3]: [v#24L, payload#25, name#28]\nArguments: [name#28 ASC NULLS FIRST], false, 0\n\n(13) SortAggregate\nInput [3]: [v#24L, payload#25, name#28]\nKeys [1]: [name#28]\nFunctions [2]: [partial_max(payload#25), partial_sum(v#24L)]\nAggregate Attributes [2]: [max#38, sum#39L]\nResults [3]: [name#28, max#40, sum#41L]\n\n(14) Exchange\nInput [3]: [name#28, max#40, sum#41L]\nArguments: hashpartitioning(name#28, 32), ENSURE_REQUIREMENTS, [plan_id=181]\n\n(15) Sort [codegen id : 6]\nInput [3]: [name#28, max#40, sum#41L]\nArguments: [name#28 ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [name#28, max#40, sum#41L]\nKeys [1]: [name#28]\nFunctions [2]: [max(payload#25), sum(v#24L)]\nAggregate Attributes [2]: [max(payload#25)#34, sum(v#24L)#35L]\nResults [3]: [name#28, max(payload#25)#34 AS max(payload)#36, sum(v#24L)#35L AS sum(v)#37L]\n\n(17) OverwriteByExpression noop-table\nInput [3]: [name#28, max(payload)#36, sum(v)#37L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:16:23.602GMT",
  "duration" : 39246,
  "runningJobIds" : [ ],
  "successJobIds" : [ 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 22,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=2)"
  }, {
    "nodeId" : 21,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [id#26L AS key#27L, concat(name-, cast(id#26L as string)) AS name#28]"
  }, {
    "nodeId" : 20,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n672 ms (310 ms, 362 ms, 362 ms (stage 5.0: task 98))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 19,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "100,000"
    }, {
      "name" : "records read",
      "value" : "100,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (29.9 KiB, 30.8 KiB, 31.5 KiB (stage 6.0: task 123))"
    }, {
      "name" : "local blocks read",
      "value" : "64"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.8 MiB (1945.3 KiB, 1953.1 KiB, 1953.1 KiB (stage 5.0: task 99))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7 ms (3 ms, 4 ms, 4 ms (stage 5.0: task 99))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 6.0: task 101))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (483.2 KiB, 499.3 KiB, 499.3 KiB (stage 5.0: task 98))"
    } ],
    "desc" : "Exchange hashpartitioning(key#27L, 32), ENSURE_REQUIREMENTS, [plan_id=171]"
  }, {
    "nodeId" : 18,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n58 ms (0 ms, 0 ms, 58 ms (stage 6.0: task 126))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 6.0: task 101))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 101))"
    } ],
    "desc" : "Sort [key#27L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n19.3 s (0 ms, 421 ms, 7.7 s (stage 6.0: task 129))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 16,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    } ],
    "desc" : "Range (0, 3000000, step=1, splits=16)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    } ],
    "desc" : "Filter CASE WHEN ((id#22L % 100) < 45) THEN true ELSE isnotnull((((id#22L * 7919) % 99999) + 1)) END"
  }, {
    "nodeId" : 14,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [CASE WHEN ((id#22L % 100) < 45) THEN 0 ELSE (((id#22L * 7919) % 99999) + 1) END AS key#23L, (id#22L % 1000) AS v#24L, sha2(cast(cast(id#22L as string) as binary), 256) AS payload#25]"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n26.3 s (798 ms, 1.5 s, 2.7 s (stage 4.0: task 82))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "3,000,000"
    }, {
      "name" : "records read",
      "value" : "3,000,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n204.5 MiB (3.5 MiB, 3.6 MiB, 92.3 MiB (stage 6.0: task 129))"
    }, {
      "name" : "local blocks read",
      "value" : "512"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n274.7 MiB (17.2 MiB, 17.2 MiB, 17.2 MiB (stage 4.0: task 83))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 s (50 ms, 156 ms, 394 ms (stage 4.0: task 84))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n18 ms (0 ms, 0 ms, 18 ms (stage 6.0: task 104))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n204.5 MiB (12.8 MiB, 12.8 MiB, 12.8 MiB (stage 4.0: task 91))"
    } ],
    "desc" : "Exchange hashpartitioning(key#23L, 32), ENSURE_REQUIREMENTS, [plan_id=165]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n436 ms (0 ms, 1 ms, 129 ms (stage 6.0: task 129))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n368.0 MiB (8.0 MiB, 8.0 MiB, 120.0 MiB (stage 6.0: task 129))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n46.0 MiB (0.0 B, 0.0 B, 46.0 MiB (stage 6.0: task 129))"
    } ],
    "desc" : "Sort [key#23L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n21.4 s (208 ms, 460 ms, 7.7 s (stage 6.0: task 129))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 101))"
    } ],
    "desc" : "SortMergeJoin [key#23L], [key#27L], Inner"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [v#24L, payload#25, name#28]"
  }, {
    "nodeId" : 7,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 s (1 ms, 25 ms, 282 ms (stage 6.0: task 129))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n374.0 MiB (8.0 MiB, 8.0 MiB, 124.0 MiB (stage 6.0: task 129))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n256.1 MiB (0.0 B, 0.0 B, 256.1 MiB (stage 6.0: task 129))"
    } ],
    "desc" : "Sort [name#28 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n30.1 s (398 ms, 692 ms, 9.6 s (stage 6.0: task 129))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 5,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "84,001"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n4.8 s (0 ms, 96 ms, 1.7 s (stage 6.0: task 129))"
    } ],
    "desc" : "SortAggregate(key=[name#28], functions=[partial_max(payload#25), partial_sum(v#24L)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "84,001"
    }, {
      "name" : "records read",
      "value" : "84,001"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n6.5 MiB (198.9 KiB, 209.9 KiB, 217.0 KiB (stage 7.0: task 133))"
    }, {
      "name" : "local blocks read",
      "value" : "1,024"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n9.0 MiB (279.1 KiB, 286.6 KiB, 296.2 KiB (stage 6.0: task 123))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n879 ms (2 ms, 22 ms, 119 ms (stage 6.0: task 122))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n10 ms (0 ms, 0 ms, 10 ms (stage 7.0: task 149))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n6.5 MiB (204.1 KiB, 209.4 KiB, 216.1 KiB (stage 6.0: task 123))"
    } ],
    "desc" : "Exchange hashpartitioning(name#28, 32), ENSURE_REQUIREMENTS, [plan_id=181]"
  }, {
    "nodeId" : 3,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n282 ms (0 ms, 1 ms, 41 ms (stage 7.0: task 136))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n66.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 7.0: task 133))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 7.0: task 133))"
    } ],
    "desc" : "Sort [name#28 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 s (25 ms, 73 ms, 208 ms (stage 7.0: task 140))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 1,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "84,001"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n379 ms (0 ms, 0 ms, 102 ms (stage 7.0: task 140))"
    } ],
    "desc" : "SortAggregate(key=[name#28], functions=[max(payload#25), sum(v#24L)])"
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
    "fromId" : 14,
    "toId" : 12
  }, {
    "fromId" : 15,
    "toId" : 14
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 9
  }, {
    "fromId" : 19,
    "toId" : 18
  }, {
    "fromId" : 21,
    "toId" : 19
  }, {
    "fromId" : 22,
    "toId" : 21
  } ],
  "queryId" : "01a22c99-72b1-76d1-ba26-5a63d95e40fa",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
} ]
