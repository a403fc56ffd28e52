[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (17)\n+- SortAggregate (16)\n   +- * Sort (15)\n      +- Exchange (14)\n         +- SortAggregate (13)\n            +- * Sort (12)\n               +- * Project (11)\n                  +- * SortMergeJoin Inner (10)\n                     :- * Sort (5)\n                     :  +- Exchange (4)\n                     :     +- * Project (3)\n                     :        +- * Filter (2)\n                     :           +- * Range (1)\n                     +- * Sort (9)\n                        +- Exchange (8)\n                           +- * Project (7)\n                              +- * Range (6)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 3000000, step=1, splits=Some(2))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : CASE WHEN ((id#0L % 100) < 45) THEN true ELSE isnotnull((((id#0L * 7919) % 99999) + 1)) END\n\n(3) Project [codegen id : 1]\nOutput [3]: [CASE WHEN ((id#0L % 100) < 45) THEN 0 ELSE (((id#0L * 7919) % 99999) + 1) END AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(4) Exchange\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=54]\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(6) Range [codegen id : 3]\nOutput [1]: [id#4L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(7) Project [codegen id : 3]\nOutput [2]: [id#4L AS key#5L, concat(name-, cast(id#4L as string)) AS name#6]\nInput [1]: [id#4L]\n\n(8) Exchange\nInput [2]: [key#5L, name#6]\nArguments: hashpartitioning(key#5L, 32), ENSURE_REQUIREMENTS, [plan_id=60]\n\n(9) Sort [codegen id : 4]\nInput [2]: [key#5L, name#6]\nArguments: [key#5L ASC NULLS FIRST], false, 0\n\n(10) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#5L]\nJoin type: Inner\nJoin condition: None\n\n(11) Project [codegen id : 5]\nOutput [3]: [v#2L, payload#3, name#6]\nInput [5]: [key#1L, v#2L, payload#3, key#5L, name#6]\n\n(12) Sort [codegen id : 5]\nInput [3]: [v#2L, payload#3, name#6]\nArguments: [name#6 ASC NULLS FIRST], false, 0\n\n(13) SortAggregate\nInput [3]: [v#2L, payload#3, name#6]\nKeys [1]: [name#6]\nFunctions [2]: [partial_max(payload#3), partial_sum(v#2L)]\nAggregate Attributes [2]: [max#16, sum#17L]\nResults [3]: [name#6, max#18, sum#19L]\n\n(14) Exchange\nInput [3]: [name#6, max#18, sum#19L]\nArguments: hashpartitioning(name#6, 32), ENSURE_REQUIREMENTS, [plan_id=70]\n\n(15) Sort [codegen id : 6]\nInput [3]: [name#6, max#18, sum#19L]\nArguments: [name#6 ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [name#6, max#18, sum#19L]\nKeys [1]: [name#6]\nFunctions [2]: [max(payload#3), sum(v#2L)]\nAggregate Attributes [2]: [max(payload#3)#12, sum(v#2L)#13L]\nResults [3]: [name#6, max(payload#3)#12 AS max(payload)#14, sum(v#2L)#13L AS sum(v)#15L]\n\n(17) OverwriteByExpression noop-table\nInput [3]: [name#6, max(payload)#14, sum(v)#15L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T11:59:21.165GMT",
  "duration" : 15788,
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
      "value" : "total (min, med, max (stageId: taskId))\n232 ms (77 ms, 155 ms, 155 ms (stage 1.0: task 2))"
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
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (29.9 KiB, 30.8 KiB, 31.5 KiB (stage 2.0: task 27))"
    }, {
      "name" : "local blocks read",
      "value" : "64"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.8 MiB (1945.3 KiB, 1953.1 KiB, 1953.1 KiB (stage 1.0: task 3))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n28 ms (12 ms, 16 ms, 16 ms (stage 1.0: task 2))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 5))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (483.2 KiB, 499.3 KiB, 499.3 KiB (stage 1.0: task 2))"
    } ],
    "desc" : "Exchange hashpartitioning(key#5L, 32), ENSURE_REQUIREMENTS, [plan_id=60]"
  }, {
    "nodeId" : 18,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n4 ms (0 ms, 0 ms, 4 ms (stage 2.0: task 20))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 2.0: task 5))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 5))"
    } ],
    "desc" : "Sort [key#5L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n6.6 s (0 ms, 105 ms, 2.7 s (stage 2.0: task 33))"
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
    "desc" : "Range (0, 3000000, step=1, splits=2)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    } ],
    "desc" : "Filter CASE WHEN ((id#0L % 100) < 45) THEN true ELSE isnotnull((((id#0L * 7919) % 99999) + 1)) END"
  }, {
    "nodeId" : 14,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [CASE WHEN ((id#0L % 100) < 45) THEN 0 ELSE (((id#0L * 7919) % 99999) + 1) END AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.8 s (2.8 s, 2.9 s, 2.9 s (stage 0.0: task 0))"
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
      "value" : "total (min, med, max (stageId: taskId))\n204.5 MiB (3.5 MiB, 3.6 MiB, 92.3 MiB (stage 2.0: task 33))"
    }, {
      "name" : "local blocks read",
      "value" : "64"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n274.7 MiB (137.3 MiB, 137.3 MiB, 137.3 MiB (stage 0.0: task 1))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n575 ms (250 ms, 325 ms, 325 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 5))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n204.5 MiB (102.2 MiB, 102.2 MiB, 102.2 MiB (stage 0.0: task 1))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=54]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n249 ms (1 ms, 3 ms, 49 ms (stage 2.0: task 33))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n366.0 MiB (8.0 MiB, 8.0 MiB, 118.0 MiB (stage 2.0: task 33))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n48.0 MiB (0.0 B, 0.0 B, 48.0 MiB (stage 2.0: task 33))"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n8.1 s (63 ms, 113 ms, 2.7 s (stage 2.0: task 33))"
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
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 5))"
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
      "value" : "total (min, med, max (stageId: taskId))\n461 ms (1 ms, 5 ms, 119 ms (stage 2.0: task 4))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n374.0 MiB (8.0 MiB, 8.0 MiB, 124.0 MiB (stage 2.0: task 33))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n256.1 MiB (0.0 B, 0.0 B, 256.1 MiB (stage 2.0: task 33))"
    } ],
    "desc" : "Sort [name#6 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n11.3 s (94 ms, 179 ms, 4.0 s (stage 2.0: task 33))"
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
      "value" : "total (min, med, max (stageId: taskId))\n1.7 s (0 ms, 12 ms, 1.2 s (stage 2.0: task 33))"
    } ],
    "desc" : "SortAggregate(key=[name#6], functions=[partial_max(payload#3), partial_sum(v#2L)])"
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
      "value" : "total (min, med, max (stageId: taskId))\n6.5 MiB (198.9 KiB, 209.9 KiB, 217.0 KiB (stage 3.0: task 37))"
    }, {
      "name" : "local blocks read",
      "value" : "1,024"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n9.0 MiB (279.1 KiB, 286.6 KiB, 296.2 KiB (stage 2.0: task 27))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n271 ms (2 ms, 7 ms, 26 ms (stage 2.0: task 4))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 3.0: task 37))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n6.5 MiB (204.1 KiB, 209.4 KiB, 216.1 KiB (stage 2.0: task 27))"
    } ],
    "desc" : "Exchange hashpartitioning(name#6, 32), ENSURE_REQUIREMENTS, [plan_id=70]"
  }, {
    "nodeId" : 3,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n99 ms (0 ms, 1 ms, 36 ms (stage 3.0: task 37))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n66.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 3.0: task 37))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 3.0: task 37))"
    } ],
    "desc" : "Sort [name#6 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.3 s (15 ms, 26 ms, 244 ms (stage 3.0: task 36))"
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
      "value" : "total (min, med, max (stageId: taskId))\n73 ms (0 ms, 0 ms, 17 ms (stage 3.0: task 37))"
    } ],
    "desc" : "SortAggregate(key=[name#6], functions=[max(payload#3), sum(v#2L)])"
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
  "queryId" : "01a22c52-ea2b-772e-836a-7a1674cfb6ac",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
