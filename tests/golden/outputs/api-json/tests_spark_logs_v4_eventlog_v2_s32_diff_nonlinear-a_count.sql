[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "warm-up (JIT), even keys",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (17)\n+- SortAggregate (16)\n   +- * Sort (15)\n      +- Exchange (14)\n         +- SortAggregate (13)\n            +- * Sort (12)\n               +- * Project (11)\n                  +- * SortMergeJoin Inner (10)\n                     :- * Sort (5)\n                     :  +- Exchange (4)\n                     :     +- * Project (3)\n                     :        +- * Filter (2)\n                     :           +- * Range (1)\n                     +- * Sort (9)\n                        +- Exchange (8)\n                           +- * Project (7)\n                              +- * Range (6)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 100000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((((id#0L * 7919) % 99999) + 1))\n\n(3) Project [codegen id : 1]\nOutput [3]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(4) Exchange\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=54]\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(6) Range [codegen id : 3]\nOutput [1]: [id#4L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(7) Project [codegen id : 3]\nOutput [2]: [id#4L AS key#5L, concat(name-, cast(id#4L as string)) AS name#6]\nInput [1]: [id#4L]\n\n(8) Exchange\nInput [2]: [key#5L, name#6]\nArguments: hashpartitioning(key#5L, 32), ENSURE_REQUIREMENTS, [plan_id=60]\n\n(9) Sort [codegen id : 4]\nInput [2]: [key#5L, name#6]\nArguments: [key#5L ASC NULLS FIRST], false, 0\n\n(10) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#5L]\nJoin type: Inner\nJoin condition: None\n\n(11) Project [codegen id : 5]\nOutput [3]: [v#2L, payload#3, name#6]\nInput [5]: [key#1L, v#2L, payload#3, key#5L, name#6]\n\n(12) Sort [codegen id : 5]\nInput [3]: [v#2L, payload#3, name#6]\nArguments: [name#6 ASC NULLS FIRST], false, 0\n\n(13) SortAggregate\nInput [3]: [v#2L, payload#3, name#6]\nKeys [1]: [name#6]\nFunctions [2]: [partial_max(payload#3), partial_sum(v#2L)]\nAggregate Attributes [2]: [max#16, sum#17L]\nResults [3]: [name#6, max#18, sum#19L]\n\n(14) Exchange\nInput [3]: [name#6, max#18, sum#19L]\nArguments: hashpartitioning(name#6, 32), ENSURE_REQUIREMENTS, [plan_id=70]\n\n(15) Sort [codegen id : 6]\nInput [3]: [name#6, max#18, sum#19L]\nArguments: [name#6 ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [name#6, max#18, sum#19L]\nKeys [1]: [name#6]\nFunctions [2]: [max(payload#3), sum(v#2L)]\nAggregate Attributes [2]: [max(payload#3)#12, sum(v#2L)#13L]\nResults [3]: [name#6, max(payload#3)#12 AS max(payload)#14, sum(v#2L)#13L AS sum(v)#15L]\n\n(17) OverwriteByExpression noop-table\nInput [3]: [name#6, max(payload)#14, sum(v)#15L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-12-01T16:51:37.190GMT",
  "duration" : 8377,
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
      "value" : "total (min, med, max (stageId: taskId))\n368 ms (183 ms, 185 ms, 185 ms (stage 1.0: task 17))"
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
      "value" : "total (min, med, max (stageId: taskId))\n11 ms (3 ms, 7 ms, 7 ms (stage 1.0: task 16))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 19))"
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
      "value" : "total (min, med, max (stageId: taskId))\n32 ms (0 ms, 0 ms, 13 ms (stage 2.0: task 40))"
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
      "value" : "total (min, med, max (stageId: taskId))\n1.2 s (9 ms, 30 ms, 130 ms (stage 2.0: task 18))"
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
      "value" : "total (min, med, max (stageId: taskId))\n1.2 s (33 ms, 64 ms, 190 ms (stage 0.0: task 0))"
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
      "value" : "total (min, med, max (stageId: taskId))\n9.2 MiB (585.9 KiB, 585.9 KiB, 585.9 KiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n268 ms (2 ms, 13 ms, 45 ms (stage 0.0: task 3))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n5 ms (0 ms, 0 ms, 3 ms (stage 2.0: task 34))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n7.1 MiB (456.2 KiB, 456.5 KiB, 457.3 KiB (stage 0.0: task 8))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=54]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n73 ms (0 ms, 0 ms, 36 ms (stage 2.0: task 46))"
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
      "value" : "total (min, med, max (stageId: taskId))\n1.7 s (12 ms, 39 ms, 190 ms (stage 2.0: task 18))"
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
      "value" : "total (min, med, max (stageId: taskId))\n67 ms (0 ms, 0 ms, 14 ms (stage 2.0: task 18))"
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
      "value" : "total (min, med, max (stageId: taskId))\n3.6 s (47 ms, 103 ms, 235 ms (stage 2.0: task 18))"
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
      "value" : "total (min, med, max (stageId: taskId))\n184 ms (0 ms, 0 ms, 28 ms (stage 2.0: task 27))"
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
      "value" : "total (min, med, max (stageId: taskId))\n359 ms (2 ms, 10 ms, 31 ms (stage 2.0: task 28))"
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
      "value" : "total (min, med, max (stageId: taskId))\n106 ms (0 ms, 1 ms, 24 ms (stage 3.0: task 51))"
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
      "value" : "total (min, med, max (stageId: taskId))\n1.7 s (11 ms, 34 ms, 279 ms (stage 3.0: task 51))"
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
      "value" : "total (min, med, max (stageId: taskId))\n178 ms (0 ms, 1 ms, 32 ms (stage 3.0: task 55))"
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
  "queryId" : "01a23284-da4b-7c74-a410-0902485eaa80",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "how many orders today",
  "planDescription" : "== Physical Plan ==\n* HashAggregate (5)\n+- Exchange (4)\n   +- * HashAggregate (3)\n      +- * Project (2)\n         +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#22L]\nArguments: Range (0, 1000000, step=1, splits=Some(16))\n\n(2) Project [codegen id : 1]\nOutput: []\nInput [1]: [id#22L]\n\n(3) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#32L]\nResults [1]: [count#33L]\n\n(4) Exchange\nInput [1]: [count#33L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=128]\n\n(5) HashAggregate [codegen id : 2]\nInput [1]: [count#33L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [1]: [count(1)#31L AS count#26L]\n\n",
  "submissionTime" : "2026-12-01T16:51:45.670GMT",
  "duration" : 674,
  "runningJobIds" : [ ],
  "successJobIds" : [ 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 6,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "Range (0, 1000000, step=1, splits=16)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n12 ms (0 ms, 0 ms, 9 ms (stage 4.0: task 82))"
    }, {
      "name" : "number of output rows",
      "value" : "16"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1)])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n26 ms (0 ms, 1 ms, 11 ms (stage 4.0: task 82))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "16"
    }, {
      "name" : "records read",
      "value" : "16"
    }, {
      "name" : "local bytes read",
      "value" : "944.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "16"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n256.0 B (16.0 B, 16.0 B, 16.0 B (stage 4.0: task 83))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n12 ms (0 ms, 0 ms, 3 ms (stage 4.0: task 86))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n944.0 B (59.0 B, 59.0 B, 59.0 B (stage 4.0: task 83))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=128]"
  }, {
    "nodeId" : 1,
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
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "1 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  } ],
  "edges" : [ {
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
  } ],
  "queryId" : "01a23284-fb70-7fd8-83e1-93bb31f2d436",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (17)\n+- SortAggregate (16)\n   +- * Sort (15)\n      +- Exchange (14)\n         +- SortAggregate (13)\n            +- * Sort (12)\n               +- * Project (11)\n                  +- * SortMergeJoin Inner (10)\n                     :- * Sort (5)\n                     :  +- Exchange (4)\n                     :     +- * Project (3)\n                     :        +- * Filter (2)\n                     :           +- * Range (1)\n                     +- * Sort (9)\n                        +- Exchange (8)\n                           +- * Project (7)\n                              +- * Range (6)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#34L]\nArguments: Range (0, 1000000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#34L]\nCondition : isnotnull((((id#34L * 7919) % 99999) + 1))\n\n(3) Project [codegen id : 1]\nOutput [3]: [(((id#34L * 7919) % 99999) + 1) AS key#35L, (id#34L % 1000) AS v#36L, sha2(cast(cast(id#34L as string) as binary), 256) AS payload#37]\nInput [1]: [id#34L]\n\n(4) Exchange\nInput [3]: [key#35L, v#36L, payload#37]\nArguments: hashpartitioning(key#35L, 32), ENSURE_REQUIREMENTS, [plan_id=192]\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#35L, v#36L, payload#37]\nArguments: [key#35L ASC NULLS FIRST], false, 0\n\n(6) Range [codegen id : 3]\nOutput [1]: [id#38L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(7) Project [codegen id : 3]\nOutput [2]: [id#38L AS key#39L, concat(name-, cast(id#38L as string)) AS name#40]\nInput [1]: [id#38L]\n\n(8) Exchange\nInput [2]: [key#39L, name#40]\nArguments: hashpartitioning(key#39L, 32), ENSURE_REQUIREMENTS, [plan_id=198]\n\n(9) Sort [codegen id : 4]\nInput [2]: [key#39L, name#40]\nArguments: [key#39L ASC NULLS FIRST], false, 0\n\n(10) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#35L]\nRight keys [1]: [key#39L]\nJoin type: Inner\nJoin condition: None\n\n(11) Project [codegen id : 5]\nOutput [3]: [v#36L, payload#37, name#40]\nInput [5]: [key#35L, v#36L, payload#37, key#39L, name#40]\n\n(12) Sort [codegen id : 5]\nInput [3]: [v#36L, payload#37, name#40]\nArguments: [name#40 ASC NULLS FIRST], false, 0\n\n(13) SortAggregate\nInput [3]: [v#36L, payload#37, name#40]\nKeys [1]: [name#40]\nFunctions [2]: [partial_max(payload#37), partial_sum(v#36L)]\nAggregate Attributes [2]: [max#50, sum#51L]\nResults [3]: [name#40, max#52, sum#53L]\n\n(14) Exchange\nInput [3]: [name#40, max#52, sum#53L]\nArguments: hashpartitioning(name#40, 32), ENSURE_REQUIREMENTS, [plan_id=208]\n\n(15) Sort [codegen id : 6]\nInput [3]: [name#40, max#52, sum#53L]\nArguments: [name#40 ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [name#40, max#52, sum#53L]\nKeys [1]: [name#40]\nFunctions [2]: [max(payload#37), sum(v#36L)]\nAggregate Attributes [2]: [max(payload#37)#46, sum(v#36L)#47L]\nResults [3]: [name#40, max(payload#37)#46 AS max(payload)#48, sum(v#36L)#47L AS sum(v)#49L]\n\n(17) OverwriteByExpression noop-table\nInput [3]: [name#40, max(payload)#48, sum(v)#49L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-12-01T16:51:46.487GMT",
  "duration" : 6927,
  "runningJobIds" : [ ],
  "successJobIds" : [ 2 ],
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
    "desc" : "Project [id#38L AS key#39L, concat(name-, cast(id#38L as string)) AS name#40]"
  }, {
    "nodeId" : 20,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n246 ms (30 ms, 216 ms, 216 ms (stage 6.0: task 99))"
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
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (29.9 KiB, 30.8 KiB, 31.5 KiB (stage 8.0: task 140))"
    }, {
      "name" : "local blocks read",
      "value" : "64"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.8 MiB (1945.3 KiB, 1953.1 KiB, 1953.1 KiB (stage 6.0: task 100))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n26 ms (2 ms, 23 ms, 23 ms (stage 6.0: task 99))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 8.0: task 117))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (483.2 KiB, 499.3 KiB, 499.3 KiB (stage 6.0: task 99))"
    } ],
    "desc" : "Exchange hashpartitioning(key#39L, 32), ENSURE_REQUIREMENTS, [plan_id=198]"
  }, {
    "nodeId" : 18,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 8.0: task 117))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 8.0: task 117))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 8.0: task 117))"
    } ],
    "desc" : "Sort [key#39L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 s (14 ms, 88 ms, 163 ms (stage 8.0: task 141))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 16,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "Range (0, 1000000, step=1, splits=16)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "Filter isnotnull((((id#34L * 7919) % 99999) + 1))"
  }, {
    "nodeId" : 14,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#34L * 7919) % 99999) + 1) AS key#35L, (id#34L % 1000) AS v#36L, sha2(cast(cast(id#34L as string) as binary), 256) AS payload#37]"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.1 s (109 ms, 192 ms, 349 ms (stage 7.0: task 105))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1,000,000"
    }, {
      "name" : "records read",
      "value" : "1,000,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n70.3 MiB (2.1 MiB, 2.2 MiB, 2.3 MiB (stage 8.0: task 140))"
    }, {
      "name" : "local blocks read",
      "value" : "512"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n91.6 MiB (5.7 MiB, 5.7 MiB, 5.7 MiB (stage 7.0: task 101))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n519 ms (8 ms, 32 ms, 80 ms (stage 7.0: task 108))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n9 ms (0 ms, 0 ms, 9 ms (stage 8.0: task 133))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n70.3 MiB (4.4 MiB, 4.4 MiB, 4.4 MiB (stage 7.0: task 101))"
    } ],
    "desc" : "Exchange hashpartitioning(key#35L, 32), ENSURE_REQUIREMENTS, [plan_id=192]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n31 ms (0 ms, 0 ms, 10 ms (stage 8.0: task 136))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n160.0 MiB (5.0 MiB, 5.0 MiB, 5.0 MiB (stage 8.0: task 117))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 8.0: task 117))"
    } ],
    "desc" : "Sort [key#35L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.7 s (21 ms, 89 ms, 165 ms (stage 8.0: task 141))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 8.0: task 117))"
    } ],
    "desc" : "SortMergeJoin [key#35L], [key#39L], Inner"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [v#36L, payload#37, name#40]"
  }, {
    "nodeId" : 7,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n189 ms (0 ms, 1 ms, 43 ms (stage 8.0: task 120))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n160.0 MiB (5.0 MiB, 5.0 MiB, 5.0 MiB (stage 8.0: task 117))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 8.0: task 117))"
    } ],
    "desc" : "Sort [name#40 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.7 s (45 ms, 183 ms, 288 ms (stage 8.0: task 118))"
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
      "value" : "total (min, med, max (stageId: taskId))\n431 ms (0 ms, 12 ms, 33 ms (stage 8.0: task 141))"
    } ],
    "desc" : "SortAggregate(key=[name#40], functions=[partial_max(payload#37), partial_sum(v#36L)])"
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
      "value" : "total (min, med, max (stageId: taskId))\n7.7 MiB (233.9 KiB, 247.1 KiB, 253.6 KiB (stage 9.0: task 150))"
    }, {
      "name" : "local blocks read",
      "value" : "1,024"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n10.7 MiB (333.5 KiB, 341.8 KiB, 351.0 KiB (stage 8.0: task 140))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n328 ms (2 ms, 3 ms, 27 ms (stage 8.0: task 141))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 9.0: task 149))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n7.7 MiB (241.2 KiB, 246.3 KiB, 253.4 KiB (stage 8.0: task 140))"
    } ],
    "desc" : "Exchange hashpartitioning(name#40, 32), ENSURE_REQUIREMENTS, [plan_id=208]"
  }, {
    "nodeId" : 3,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n76 ms (0 ms, 0 ms, 20 ms (stage 9.0: task 170))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 9.0: task 149))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 9.0: task 149))"
    } ],
    "desc" : "Sort [name#40 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n628 ms (5 ms, 16 ms, 78 ms (stage 9.0: task 151))"
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
      "value" : "total (min, med, max (stageId: taskId))\n6 ms (0 ms, 0 ms, 4 ms (stage 9.0: task 157))"
    } ],
    "desc" : "SortAggregate(key=[name#40], functions=[max(payload#37), sum(v#36L)])"
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
  "queryId" : "01a23284-feb6-75c8-9db7-df8f78c0b317",
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
} ]
