[ {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "warm-up (JIT), 1/20 of the data, even keys",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression (17)\n+- SortAggregate (16)\n   +- * Sort (15)\n      +- Exchange (14)\n         +- SortAggregate (13)\n            +- * Sort (12)\n               +- * Project (11)\n                  +- * SortMergeJoin Inner (10)\n                     :- * Sort (5)\n                     :  +- Exchange (4)\n                     :     +- * Project (3)\n                     :        +- * Filter (2)\n                     :           +- * Range (1)\n                     +- * Sort (9)\n                        +- Exchange (8)\n                           +- * Project (7)\n                              +- * Range (6)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#88L]\nArguments: Range (0, 150000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#88L]\nCondition : isnotnull((1 + ((id#88L * 7919) % 99999)))\n\n(3) Project [codegen id : 1]\nOutput [3]: [(1 + ((id#88L * 7919) % 99999)) AS key#90L, (id#88L % 1000) AS v#91L, sha2(cast(cast(id#88L as string) as binary), 256) AS payload#95]\nInput [1]: [id#88L]\n\n(4) Exchange\nInput [3]: [key#90L, v#91L, payload#95]\nArguments: hashpartitioning(key#90L, 32), ENSURE_REQUIREMENTS, [plan_id=276]\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#90L, v#91L, payload#95]\nArguments: [key#90L ASC NULLS FIRST], false, 0\n\n(6) Range [codegen id : 3]\nOutput [1]: [id#100L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(7) Project [codegen id : 3]\nOutput [2]: [id#100L AS key#102L, concat(name-, cast(id#100L as string)) AS name#103]\nInput [1]: [id#100L]\n\n(8) Exchange\nInput [2]: [key#102L, name#103]\nArguments: hashpartitioning(key#102L, 32), ENSURE_REQUIREMENTS, [plan_id=282]\n\n(9) Sort [codegen id : 4]\nInput [2]: [key#102L, name#103]\nArguments: [key#102L ASC NULLS FIRST], false, 0\n\n(10) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#90L]\nRight keys [1]: [key#102L]\nJoin type: Inner\nJoin condition: None\n\n(11) Project [codegen id : 5]\nOutput [3]: [v#91L, payload#95, name#103]\nInput [5]: [key#90L, v#91L, payload#95, key#102L, name#103]\n\n(12) Sort [codegen id : 5]\nInput [3]: [v#91L, payload#95, name#103]\nArguments: [name#103 ASC NULLS FIRST], false, 0\n\n(13) SortAggregate\nInput [3]: [v#91L, payload#95, name#103]\nKeys [1]: [name#103]\nFunctions [2]: [partial_max(payload#95), partial_sum(v#91L)]\nAggregate Attributes [2]: [max#126, sum#127L]\nResults [3]: [name#103, max#128, sum#129L]\n\n(14) Exchange\nInput [3]: [name#103, max#128, sum#129L]\nArguments: hashpartitioning(name#103, 32), ENSURE_REQUIREMENTS, [plan_id=292]\n\n(15) Sort [codegen id : 6]\nInput [3]: [name#103, max#128, sum#129L]\nArguments: [name#103 ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [name#103, max#128, sum#129L]\nKeys [1]: [name#103]\nFunctions [2]: [max(payload#95), sum(v#91L)]\nAggregate Attributes [2]: [max(payload#95)#116, sum(v#91L)#117L]\nResults [3]: [name#103, max(payload#95)#116 AS max(payload)#118, sum(v#91L)#117L AS sum(v)#119L]\n\n(17) OverwriteByExpression\nInput [3]: [name#103, max(payload)#118, sum(v)#119L]\nArguments: org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2033/0x00007f51f4bab920@6269c118, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@2e1e3050\n\n",
  "submissionTime" : "2026-11-30T15:49:26.446GMT",
  "duration" : 2854,
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
    "desc" : "Project [id#100L AS key#102L, concat(name-, cast(id#100L as string)) AS name#103]"
  }, {
    "nodeId" : 20,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n114 ms (47 ms, 67 ms, 67 ms (stage 1.0: task 16))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 19,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "100,000"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8 ms (3 ms, 4 ms, 4 ms (stage 1.0: task 17))"
    }, {
      "name" : "records read",
      "value" : "100,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (29.9 KiB, 30.8 KiB, 31.5 KiB (stage 2.0: task 41))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 18))"
    }, {
      "name" : "local blocks read",
      "value" : "64"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.8 MiB (1945.3 KiB, 1953.1 KiB, 1953.1 KiB (stage 1.0: task 17))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (483.2 KiB, 499.3 KiB, 499.3 KiB (stage 1.0: task 16))"
    } ],
    "desc" : "Exchange hashpartitioning(key#102L, 32), ENSURE_REQUIREMENTS, [plan_id=282]"
  }, {
    "nodeId" : 18,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 18))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 2.0: task 18))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 18))"
    } ],
    "desc" : "Sort [key#102L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n714 ms (8 ms, 18 ms, 102 ms (stage 2.0: task 18))"
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
    "desc" : "Filter isnotnull((1 + ((id#88L * 7919) % 99999)))"
  }, {
    "nodeId" : 14,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(1 + ((id#88L * 7919) % 99999)) AS key#90L, (id#88L % 1000) AS v#91L, sha2(cast(cast(id#88L as string) as binary), 256) AS payload#95]"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n598 ms (12 ms, 31 ms, 105 ms (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "150,000"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n177 ms (3 ms, 8 ms, 37 ms (stage 0.0: task 0))"
    }, {
      "name" : "records read",
      "value" : "150,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n10.6 MiB (326.7 KiB, 338.5 KiB, 349.6 KiB (stage 2.0: task 41))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 18))"
    }, {
      "name" : "local blocks read",
      "value" : "512"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n13.7 MiB (878.9 KiB, 878.9 KiB, 878.9 KiB (stage 0.0: task 0))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n10.6 MiB (676.1 KiB, 676.6 KiB, 677.2 KiB (stage 0.0: task 5))"
    } ],
    "desc" : "Exchange hashpartitioning(key#90L, 32), ENSURE_REQUIREMENTS, [plan_id=276]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n4 ms (0 ms, 0 ms, 4 ms (stage 2.0: task 41))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n72.0 MiB (2.2 MiB, 2.2 MiB, 2.2 MiB (stage 2.0: task 18))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 18))"
    } ],
    "desc" : "Sort [key#90L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n872 ms (11 ms, 22 ms, 137 ms (stage 2.0: task 19))"
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
    "desc" : "SortMergeJoin [key#90L], [key#102L], Inner"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [v#91L, payload#95, name#103]"
  }, {
    "nodeId" : 7,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n29 ms (0 ms, 0 ms, 11 ms (stage 2.0: task 18))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 2.0: task 18))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 18))"
    } ],
    "desc" : "Sort [name#103 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.5 s (17 ms, 41 ms, 166 ms (stage 2.0: task 18))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 5,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    } ],
    "desc" : "SortAggregate(key=[name#103], functions=[partial_max(payload#95), partial_sum(v#91L)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "99,999"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n189 ms (2 ms, 5 ms, 12 ms (stage 2.0: task 28))"
    }, {
      "name" : "records read",
      "value" : "99,999"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n7.7 MiB (232.2 KiB, 245.6 KiB, 252.1 KiB (stage 3.0: task 51))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 3.0: task 50))"
    }, {
      "name" : "local blocks read",
      "value" : "1,024"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n10.7 MiB (333.5 KiB, 341.8 KiB, 351.0 KiB (stage 2.0: task 41))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n7.7 MiB (239.8 KiB, 245.3 KiB, 251.3 KiB (stage 2.0: task 41))"
    } ],
    "desc" : "Exchange hashpartitioning(name#103, 32), ENSURE_REQUIREMENTS, [plan_id=292]"
  }, {
    "nodeId" : 3,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n61 ms (0 ms, 1 ms, 9 ms (stage 3.0: task 71))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 3.0: task 50))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 3.0: task 50))"
    } ],
    "desc" : "Sort [name#103 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n769 ms (10 ms, 20 ms, 77 ms (stage 3.0: task 51))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 1,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    } ],
    "desc" : "SortAggregate(key=[name#103], functions=[max(payload#95), sum(v#91L)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression",
    "metrics" : [ ],
    "desc" : "OverwriteByExpression org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2033/0x00007f51f4bab920@6269c118, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@2e1e3050"
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
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
}, {
  "id" : 3,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression (17)\n+- SortAggregate (16)\n   +- * Sort (15)\n      +- Exchange (14)\n         +- SortAggregate (13)\n            +- * Sort (12)\n               +- * Project (11)\n                  +- * SortMergeJoin Inner (10)\n                     :- * Sort (5)\n                     :  +- Exchange (4)\n                     :     +- * Project (3)\n                     :        +- * Filter (2)\n                     :           +- * Range (1)\n                     +- * Sort (9)\n                        +- Exchange (8)\n                           +- * Project (7)\n                              +- * Range (6)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#132L]\nArguments: Range (0, 3000000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#132L]\nCondition : CASE WHEN ((id#132L % 100) < 45) THEN true ELSE isnotnull((1 + ((id#132L * 7919) % 99999))) END\n\n(3) Project [codegen id : 1]\nOutput [3]: [CASE WHEN ((id#132L % 100) < 45) THEN 0 ELSE (1 + ((id#132L * 7919) % 99999)) END AS key#134L, (id#132L % 1000) AS v#135L, sha2(cast(cast(id#132L as string) as binary), 256) AS payload#139]\nInput [1]: [id#132L]\n\n(4) Exchange\nInput [3]: [key#134L, v#135L, payload#139]\nArguments: hashpartitioning(key#134L, 32), ENSURE_REQUIREMENTS, [plan_id=387]\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#134L, v#135L, payload#139]\nArguments: [key#134L ASC NULLS FIRST], false, 0\n\n(6) Range [codegen id : 3]\nOutput [1]: [id#144L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(7) Project [codegen id : 3]\nOutput [2]: [id#144L AS key#146L, concat(name-, cast(id#144L as string)) AS name#147]\nInput [1]: [id#144L]\n\n(8) Exchange\nInput [2]: [key#146L, name#147]\nArguments: hashpartitioning(key#146L, 32), ENSURE_REQUIREMENTS, [plan_id=393]\n\n(9) Sort [codegen id : 4]\nInput [2]: [key#146L, name#147]\nArguments: [key#146L ASC NULLS FIRST], false, 0\n\n(10) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#134L]\nRight keys [1]: [key#146L]\nJoin type: Inner\nJoin condition: None\n\n(11) Project [codegen id : 5]\nOutput [3]: [v#135L, payload#139, name#147]\nInput [5]: [key#134L, v#135L, payload#139, key#146L, name#147]\n\n(12) Sort [codegen id : 5]\nInput [3]: [v#135L, payload#139, name#147]\nArguments: [name#147 ASC NULLS FIRST], false, 0\n\n(13) SortAggregate\nInput [3]: [v#135L, payload#139, name#147]\nKeys [1]: [name#147]\nFunctions [2]: [partial_max(payload#139), partial_sum(v#135L)]\nAggregate Attributes [2]: [max#170, sum#171L]\nResults [3]: [name#147, max#172, sum#173L]\n\n(14) Exchange\nInput [3]: [name#147, max#172, sum#173L]\nArguments: hashpartitioning(name#147, 32), ENSURE_REQUIREMENTS, [plan_id=403]\n\n(15) Sort [codegen id : 6]\nInput [3]: [name#147, max#172, sum#173L]\nArguments: [name#147 ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [name#147, max#172, sum#173L]\nKeys [1]: [name#147]\nFunctions [2]: [max(payload#139), sum(v#135L)]\nAggregate Attributes [2]: [max(payload#139)#160, sum(v#135L)#161L]\nResults [3]: [name#147, max(payload#139)#160 AS max(payload)#162, sum(v#135L)#161L AS sum(v)#163L]\n\n(17) OverwriteByExpression\nInput [3]: [name#147, max(payload)#162, sum(v)#163L]\nArguments: org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2033/0x00007f51f4bab920@29034e41, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@2e1e3050\n\n",
  "submissionTime" : "2026-11-30T15:49:29.489GMT",
  "duration" : 8760,
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
    "desc" : "Project [id#144L AS key#146L, concat(name-, cast(id#144L as string)) AS name#147]"
  }, {
    "nodeId" : 20,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n103 ms (33 ms, 70 ms, 70 ms (stage 4.0: task 83))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 19,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "100,000"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7 ms (3 ms, 3 ms, 3 ms (stage 4.0: task 82))"
    }, {
      "name" : "records read",
      "value" : "100,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (29.9 KiB, 30.8 KiB, 31.5 KiB (stage 6.0: task 123))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 6.0: task 101))"
    }, {
      "name" : "local blocks read",
      "value" : "64"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.8 MiB (1945.3 KiB, 1953.1 KiB, 1953.1 KiB (stage 4.0: task 83))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (483.2 KiB, 499.3 KiB, 499.3 KiB (stage 4.0: task 82))"
    } ],
    "desc" : "Exchange hashpartitioning(key#146L, 32), ENSURE_REQUIREMENTS, [plan_id=393]"
  }, {
    "nodeId" : 18,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2 ms (0 ms, 0 ms, 2 ms (stage 6.0: task 105))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 6.0: task 101))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 101))"
    } ],
    "desc" : "Sort [key#146L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.3 s (0 ms, 88 ms, 2.8 s (stage 6.0: task 129))"
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
    "desc" : "Filter CASE WHEN ((id#132L % 100) < 45) THEN true ELSE isnotnull((1 + ((id#132L * 7919) % 99999))) END"
  }, {
    "nodeId" : 14,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [CASE WHEN ((id#132L % 100) < 45) THEN 0 ELSE (1 + ((id#132L * 7919) % 99999)) END AS key#134L, (id#132L % 1000) AS v#135L, sha2(cast(cast(id#132L as string) as binary), 256) AS payload#139]"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 s (171 ms, 250 ms, 382 ms (stage 5.0: task 84))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "3,000,000"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n577 ms (20 ms, 36 ms, 56 ms (stage 5.0: task 93))"
    }, {
      "name" : "records read",
      "value" : "3,000,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n204.5 MiB (3.5 MiB, 3.6 MiB, 92.3 MiB (stage 6.0: task 129))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 6.0: task 101))"
    }, {
      "name" : "local blocks read",
      "value" : "512"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n274.7 MiB (17.2 MiB, 17.2 MiB, 17.2 MiB (stage 5.0: task 85))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n204.5 MiB (12.8 MiB, 12.8 MiB, 12.8 MiB (stage 5.0: task 93))"
    } ],
    "desc" : "Exchange hashpartitioning(key#134L, 32), ENSURE_REQUIREMENTS, [plan_id=387]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n117 ms (0 ms, 1 ms, 61 ms (stage 6.0: task 129))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n368.0 MiB (8.0 MiB, 8.0 MiB, 120.0 MiB (stage 6.0: task 129))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n46.0 MiB (0.0 B, 0.0 B, 46.0 MiB (stage 6.0: task 129))"
    } ],
    "desc" : "Sort [key#134L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.7 s (51 ms, 97 ms, 2.9 s (stage 6.0: task 129))"
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
    "desc" : "SortMergeJoin [key#134L], [key#146L], Inner"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [v#135L, payload#139, name#147]"
  }, {
    "nodeId" : 7,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n230 ms (1 ms, 3 ms, 106 ms (stage 6.0: task 129))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n374.0 MiB (8.0 MiB, 8.0 MiB, 124.0 MiB (stage 6.0: task 129))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n256.1 MiB (0.0 B, 0.0 B, 256.1 MiB (stage 6.0: task 129))"
    } ],
    "desc" : "Sort [name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n7.5 s (73 ms, 130 ms, 3.5 s (stage 6.0: task 129))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 5,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "84,001"
    } ],
    "desc" : "SortAggregate(key=[name#147], functions=[partial_max(payload#139), partial_sum(v#135L)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "84,001"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n143 ms (2 ms, 3 ms, 14 ms (stage 6.0: task 120))"
    }, {
      "name" : "records read",
      "value" : "84,001"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n6.5 MiB (198.9 KiB, 209.9 KiB, 217.0 KiB (stage 7.0: task 133))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 7.0: task 132))"
    }, {
      "name" : "local blocks read",
      "value" : "1,024"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n9.0 MiB (279.1 KiB, 286.6 KiB, 296.2 KiB (stage 6.0: task 123))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n6.5 MiB (204.1 KiB, 209.4 KiB, 216.1 KiB (stage 6.0: task 123))"
    } ],
    "desc" : "Exchange hashpartitioning(name#147, 32), ENSURE_REQUIREMENTS, [plan_id=403]"
  }, {
    "nodeId" : 3,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n63 ms (0 ms, 0 ms, 24 ms (stage 7.0: task 143))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n66.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 7.0: task 132))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 7.0: task 132))"
    } ],
    "desc" : "Sort [name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n672 ms (7 ms, 18 ms, 59 ms (stage 7.0: task 157))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 1,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "84,001"
    } ],
    "desc" : "SortAggregate(key=[name#147], functions=[max(payload#139), sum(v#135L)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression",
    "metrics" : [ ],
    "desc" : "OverwriteByExpression org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2033/0x00007f51f4bab920@29034e41, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@2e1e3050"
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
  "errorMessage" : "",
  "rootExecutionId" : 3,
  "modifiedConfigs" : { }
} ]
