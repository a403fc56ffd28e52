[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "warm-up (JIT), 1/20 of the data, even keys",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (17)\n+- SortAggregate (16)\n   +- * Sort (15)\n      +- Exchange (14)\n         +- SortAggregate (13)\n            +- * Sort (12)\n               +- * Project (11)\n                  +- * SortMergeJoin Inner (10)\n                     :- * Sort (5)\n                     :  +- Exchange (4)\n                     :     +- * Project (3)\n                     :        +- * Filter (2)\n                     :           +- * Range (1)\n                     +- * Sort (9)\n                        +- Exchange (8)\n                           +- * Project (7)\n                              +- * Range (6)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 150000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((((id#0L * 7919) % 99999) + 1))\n\n(3) Project [codegen id : 1]\nOutput [3]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(4) Exchange\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=54]\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(6) Range [codegen id : 3]\nOutput [1]: [id#4L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(7) Project [codegen id : 3]\nOutput [2]: [id#4L AS key#5L, concat(name-, cast(id#4L as string)) AS name#6]\nInput [1]: [id#4L]\n\n(8) Exchange\nInput [2]: [key#5L, name#6]\nArguments: hashpartitioning(key#5L, 32), ENSURE_REQUIREMENTS, [plan_id=60]\n\n(9) Sort [codegen id : 4]\nInput [2]: [key#5L, name#6]\nArguments: [key#5L ASC NULLS FIRST], false, 0\n\n(10) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#5L]\nJoin type: Inner\nJoin condition: None\n\n(11) Project [codegen id : 5]\nOutput [3]: [v#2L, payload#3, name#6]\nInput [5]: [key#1L, v#2L, payload#3, key#5L, name#6]\n\n(12) Sort [codegen id : 5]\nInput [3]: [v#2L, payload#3, name#6]\nArguments: [name#6 ASC NULLS FIRST], false, 0\n\n(13) SortAggregate\nInput [3]: [v#2L, payload#3, name#6]\nKeys [1]: [name#6]\nFunctions [2]: [partial_max(payload#3), partial_sum(v#2L)]\nAggregate Attributes [2]: [max#16, sum#17L]\nResults [3]: [name#6, max#18, sum#19L]\n\n(14) Exchange\nInput [3]: [name#6, max#18, sum#19L]\nArguments: hashpartitioning(name#6, 32), ENSURE_REQUIREMENTS, [plan_id=70]\n\n(15) Sort [codegen id : 6]\nInput [3]: [name#6, max#18, sum#19L]\nArguments: [name#6 ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [name#6, max#18, sum#19L]\nKeys [1]: [name#6]\nFunctions [2]: [max(payload#3), sum(v#2L)]\nAggregate Attributes [2]: [max(payload#3)#12, sum(v#2L)#13L]\nResults [3]: [name#6, max(payload#3)#12 AS max(payload)#14, sum(v#2L)#13L AS sum(v)#15L]\n\n(17) OverwriteByExpression noop-table\nInput [3]: [name#6, max(payload)#14, sum(v)#15L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:37:23.547GMT",
  "duration" : 13001,
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
      "value" : "total (min, med, max (stageId: taskId))\n535 ms (256 ms, 279 ms, 279 ms (stage 1.0: task 17))"
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
      "value" : "total (min, med, max (stageId: taskId))\n3.8 MiB (1945.3 KiB, 1953.1 KiB, 1953.1 KiB (stage 1.0: task 17))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n27 ms (12 ms, 14 ms, 14 ms (stage 1.0: task 17))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 18))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (483.2 KiB, 499.3 KiB, 499.3 KiB (stage 1.0: task 16))"
    } ],
    "desc" : "Exchange hashpartitioning(key#5L, 32), ENSURE_REQUIREMENTS, [plan_id=60]"
  }, {
    "nodeId" : 18,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n76 ms (0 ms, 0 ms, 16 ms (stage 2.0: task 30))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 2.0: task 18))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 18))"
    } ],
    "desc" : "Sort [key#5L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 s (30 ms, 46 ms, 271 ms (stage 2.0: task 19))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 16,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "150,000"
    } ],
    "desc" : "Range (0, 150000, step=1, splits=16)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "150,000"
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
      "value" : "total (min, med, max (stageId: taskId))\n2.8 s (67 ms, 141 ms, 459 ms (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "150,000"
    }, {
      "name" : "records read",
      "value" : "150,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n10.6 MiB (326.7 KiB, 338.5 KiB, 349.6 KiB (stage 2.0: task 41))"
    }, {
      "name" : "local blocks read",
      "value" : "512"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n13.7 MiB (878.9 KiB, 878.9 KiB, 878.9 KiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n298 ms (4 ms, 15 ms, 58 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n3 ms (0 ms, 0 ms, 3 ms (stage 2.0: task 27))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n10.6 MiB (676.1 KiB, 676.6 KiB, 677.2 KiB (stage 0.0: task 5))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=54]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n77 ms (0 ms, 0 ms, 14 ms (stage 2.0: task 18))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n72.0 MiB (2.2 MiB, 2.2 MiB, 2.2 MiB (stage 2.0: task 18))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 18))"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 s (32 ms, 55 ms, 375 ms (stage 2.0: task 18))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "150,000"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 18))"
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
      "value" : "total (min, med, max (stageId: taskId))\n312 ms (0 ms, 6 ms, 83 ms (stage 2.0: task 18))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 2.0: task 18))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 18))"
    } ],
    "desc" : "Sort [name#6 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.4 s (86 ms, 131 ms, 770 ms (stage 2.0: task 18))"
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
      "value" : "total (min, med, max (stageId: taskId))\n364 ms (0 ms, 8 ms, 68 ms (stage 2.0: task 18))"
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
      "value" : "total (min, med, max (stageId: taskId))\n7.7 MiB (232.2 KiB, 245.6 KiB, 252.1 KiB (stage 3.0: task 51))"
    }, {
      "name" : "local blocks read",
      "value" : "1,024"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n10.7 MiB (333.5 KiB, 341.8 KiB, 351.0 KiB (stage 2.0: task 41))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n314 ms (2 ms, 10 ms, 24 ms (stage 2.0: task 19))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 3.0: task 50))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n7.7 MiB (239.8 KiB, 245.3 KiB, 251.3 KiB (stage 2.0: task 41))"
    } ],
    "desc" : "Exchange hashpartitioning(name#6, 32), ENSURE_REQUIREMENTS, [plan_id=70]"
  }, {
    "nodeId" : 3,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n239 ms (0 ms, 7 ms, 33 ms (stage 3.0: task 51))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 3.0: task 50))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 3.0: task 50))"
    } ],
    "desc" : "Sort [name#6 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 s (27 ms, 66 ms, 236 ms (stage 3.0: task 50))"
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
      "value" : "total (min, med, max (stageId: taskId))\n194 ms (0 ms, 3 ms, 34 ms (stage 3.0: task 77))"
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
  "queryId" : "01a22cac-abf5-768a-8ca9-911fe0e59162",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (17)\n+- SortAggregate (16)\n   +- * Sort (15)\n      +- Exchange (14)\n         +- SortAggregate (13)\n            +- * Sort (12)\n               +- * Project (11)\n                  +- * SortMergeJoin Inner (10)\n                     :- * Sort (5)\n                     :  +- Exchange (4)\n                     :     +- * Project (3)\n                     :        +- * Filter (2)\n                     :           +- * Range (1)\n                     +- * Sort (9)\n                        +- Exchange (8)\n                           +- * Project (7)\n                              +- * Range (6)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#22L]\nArguments: Range (0, 600000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#22L]\nCondition : CASE WHEN ((id#22L % 100) < 45) THEN true ELSE isnotnull((((id#22L * 7919) % 99999) + 1)) END\n\n(3) Project [codegen id : 1]\nOutput [3]: [CASE WHEN ((id#22L % 100) < 45) THEN 0 ELSE (((id#22L * 7919) % 99999) + 1) END AS key#23L, (id#22L % 1000) AS v#24L, sha2(cast(cast(id#22L as string) as binary), 256) AS payload#25]\nInput [1]: [id#22L]\n\n(4) Exchange\nInput [3]: [key#23L, v#24L, payload#25]\nArguments: hashpartitioning(key#23L, 32), ENSURE_REQUIREMENTS, [plan_id=165]\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#23L, v#24L, payload#25]\nArguments: [key#23L ASC NULLS FIRST], false, 0\n\n(6) Range [codegen id : 3]\nOutput [1]: [id#26L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(7) Project [codegen id : 3]\nOutput [2]: [id#26L AS key#27L, concat(name-, cast(id#26L as string)) AS name#28]\nInput [1]: [id#26L]\n\n(8) Exchange\nInput [2]: [key#27L, name#28]\nArguments: hashpartitioning(key#27L, 32), ENSURE_REQUIREMENTS, [plan_id=171]\n\n(9) Sort [codegen id : 4]\nInput [2]: [key#27L, name#28]\nArguments: [key#27L ASC NULLS FIRST], false, 0\n\n(10) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#23L]\nRight keys [1]: [key#27L]\nJoin type: Inner\nJoin condition: None\n\n(11) Project [codegen id : 5]\nOutput [3]: [v#24L, payload#25, name#28]\nInput [5]: [key#23L, v#24L, payload#25, key#27L, name#28]\n\n(12) Sort [codegen id : 5]\nInput [3]: [v#24L, payload#25, name#28]\nArguments: [name#28 ASC NULLS FIRST], false, 0\n\n(13) SortAggregate\nInput [3]: [v#24L, payload#25, name#28]\nKeys [1]: [name#28]\nFunctions [2]: [partial_max(payload#25), partial_sum(v#24L)]\nAggregate Attributes [2]: [max#38, sum#39L]\nResults [3]: [name#28, max#40, sum#41L]\n\n(14) Exchange\nInput [3]: [name#28, max#40, sum#41L]\nArguments: hashpartitioning(name#28, 32), ENSURE_REQUIREMENTS, [plan_id=181]\n\n(15) Sort [codegen id : 6]\nInput [3]: [name#28, max#40, sum#41L]\nArguments: [name#28 ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [name#28, max#40, sum#41L]\nKeys [1]: [name#28]\nFunctions [2]: [max(payload#25), sum(v#24L)]\nAggregate Attributes [2]: [max(payload#25)#34, sum(v#24L)#35L]\nResults [3]: [name#28, max(payload#25)#34 AS max(payload)#36, sum(v#24L)#35L AS sum(v)#37L]\n\n(17) OverwriteByExpression noop-table\nInput [3]: [name#28, max(payload)#36, sum(v)#37L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:37:36.936GMT",
  "duration" : 4710,
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
      "value" : "total (min, med, max (stageId: taskId))\n175 ms (60 ms, 115 ms, 115 ms (stage 5.0: task 98))"
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
      "value" : "total (min, med, max (stageId: taskId))\n10 ms (4 ms, 6 ms, 6 ms (stage 5.0: task 98))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 6.0: task 100))"
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
      "value" : "total (min, med, max (stageId: taskId))\n7 ms (0 ms, 0 ms, 4 ms (stage 6.0: task 115))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 6.0: task 100))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 100))"
    } ],
    "desc" : "Sort [key#27L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 s (0 ms, 20 ms, 503 ms (stage 6.0: task 129))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 16,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "600,000"
    } ],
    "desc" : "Range (0, 600000, step=1, splits=16)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "600,000"
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
      "value" : "total (min, med, max (stageId: taskId))\n1.8 s (62 ms, 116 ms, 184 ms (stage 4.0: task 83))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "600,000"
    }, {
      "name" : "records read",
      "value" : "600,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n40.9 MiB (713.7 KiB, 742.1 KiB, 18.5 MiB (stage 6.0: task 129))"
    }, {
      "name" : "local blocks read",
      "value" : "512"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n54.9 MiB (3.4 MiB, 3.4 MiB, 3.4 MiB (stage 4.0: task 82))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n184 ms (7 ms, 9 ms, 23 ms (stage 4.0: task 92))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n11 ms (0 ms, 0 ms, 9 ms (stage 6.0: task 121))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n40.9 MiB (2.6 MiB, 2.6 MiB, 2.6 MiB (stage 4.0: task 82))"
    } ],
    "desc" : "Exchange hashpartitioning(key#23L, 32), ENSURE_REQUIREMENTS, [plan_id=165]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n80 ms (0 ms, 0 ms, 61 ms (stage 6.0: task 129))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n121.5 MiB (2.5 MiB, 2.5 MiB, 44.0 MiB (stage 6.0: task 129))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 100))"
    } ],
    "desc" : "Sort [key#23L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.5 s (17 ms, 36 ms, 506 ms (stage 6.0: task 129))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "600,000"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 100))"
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
      "value" : "total (min, med, max (stageId: taskId))\n29 ms (0 ms, 0 ms, 15 ms (stage 6.0: task 129))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n108.0 MiB (2.2 MiB, 2.2 MiB, 38.0 MiB (stage 6.0: task 129))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 100))"
    } ],
    "desc" : "Sort [name#28 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.9 s (45 ms, 79 ms, 603 ms (stage 6.0: task 129))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 5,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "60,001"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n133 ms (0 ms, 0 ms, 71 ms (stage 6.0: task 129))"
    } ],
    "desc" : "SortAggregate(key=[name#28], functions=[partial_max(payload#25), partial_sum(v#24L)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "60,001"
    }, {
      "name" : "records read",
      "value" : "60,001"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n4.7 MiB (141.4 KiB, 150.8 KiB, 156.6 KiB (stage 7.0: task 156))"
    }, {
      "name" : "local blocks read",
      "value" : "1,024"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n6.4 MiB (197.6 KiB, 204.8 KiB, 217.4 KiB (stage 6.0: task 111))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n254 ms (3 ms, 7 ms, 17 ms (stage 6.0: task 121))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 7.0: task 132))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.7 MiB (145.4 KiB, 150.3 KiB, 159.3 KiB (stage 6.0: task 111))"
    } ],
    "desc" : "Exchange hashpartitioning(name#28, 32), ENSURE_REQUIREMENTS, [plan_id=181]"
  }, {
    "nodeId" : 3,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n27 ms (0 ms, 0 ms, 9 ms (stage 7.0: task 156))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n66.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 7.0: task 132))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 7.0: task 132))"
    } ],
    "desc" : "Sort [name#28 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n656 ms (7 ms, 18 ms, 46 ms (stage 7.0: task 152))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 1,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "60,001"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n13 ms (0 ms, 0 ms, 4 ms (stage 7.0: task 152))"
    } ],
    "desc" : "SortAggregate(key=[name#28], functions=[max(payload#25), sum(v#24L)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression noop-table",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "60,001"
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
  "queryId" : "01a22cac-e0a3-7b60-b760-d7e69b154e88",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
} ]
