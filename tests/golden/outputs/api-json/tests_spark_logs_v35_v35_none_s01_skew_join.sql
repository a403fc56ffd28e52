[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "warm-up (JIT), 1/20 of the data, even keys",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression (17)\n+- SortAggregate (16)\n   +- * Sort (15)\n      +- Exchange (14)\n         +- SortAggregate (13)\n            +- * Sort (12)\n               +- * Project (11)\n                  +- * SortMergeJoin Inner (10)\n                     :- * Sort (5)\n                     :  +- Exchange (4)\n                     :     +- * Project (3)\n                     :        +- * Filter (2)\n                     :           +- * Range (1)\n                     +- * Sort (9)\n                        +- Exchange (8)\n                           +- * Project (7)\n                              +- * Range (6)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 150000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((1 + ((id#0L * 7919) % 99999)))\n\n(3) Project [codegen id : 1]\nOutput [3]: [(1 + ((id#0L * 7919) % 99999)) AS key#2L, (id#0L % 1000) AS v#3L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#7]\nInput [1]: [id#0L]\n\n(4) Exchange\nInput [3]: [key#2L, v#3L, payload#7]\nArguments: hashpartitioning(key#2L, 32), ENSURE_REQUIREMENTS, [plan_id=54]\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#2L, v#3L, payload#7]\nArguments: [key#2L ASC NULLS FIRST], false, 0\n\n(6) Range [codegen id : 3]\nOutput [1]: [id#12L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(7) Project [codegen id : 3]\nOutput [2]: [id#12L AS key#14L, concat(name-, cast(id#12L as string)) AS name#15]\nInput [1]: [id#12L]\n\n(8) Exchange\nInput [2]: [key#14L, name#15]\nArguments: hashpartitioning(key#14L, 32), ENSURE_REQUIREMENTS, [plan_id=60]\n\n(9) Sort [codegen id : 4]\nInput [2]: [key#14L, name#15]\nArguments: [key#14L ASC NULLS FIRST], false, 0\n\n(10) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#2L]\nRight keys [1]: [key#14L]\nJoin type: Inner\nJoin condition: None\n\n(11) Project [codegen id : 5]\nOutput [3]: [v#3L, payload#7, name#15]\nInput [5]: [key#2L, v#3L, payload#7, key#14L, name#15]\n\n(12) Sort [codegen id : 5]\nInput [3]: [v#3L, payload#7, name#15]\nArguments: [name#15 ASC NULLS FIRST], false, 0\n\n(13) SortAggregate\nInput [3]: [v#3L, payload#7, name#15]\nKeys [1]: [name#15]\nFunctions [2]: [partial_max(payload#7), partial_sum(v#3L)]\nAggregate Attributes [2]: [max#38, sum#39L]\nResults [3]: [name#15, max#40, sum#41L]\n\n(14) Exchange\nInput [3]: [name#15, max#40, sum#41L]\nArguments: hashpartitioning(name#15, 32), ENSURE_REQUIREMENTS, [plan_id=70]\n\n(15) Sort [codegen id : 6]\nInput [3]: [name#15, max#40, sum#41L]\nArguments: [name#15 ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [name#15, max#40, sum#41L]\nKeys [1]: [name#15]\nFunctions [2]: [max(payload#7), sum(v#3L)]\nAggregate Attributes [2]: [max(payload#7)#28, sum(v#3L)#29L]\nResults [3]: [name#15, max(payload#7)#28 AS max(payload)#30, sum(v#3L)#29L AS sum(v)#31L]\n\n(17) OverwriteByExpression\nInput [3]: [name#15, max(payload)#30, sum(v)#31L]\nArguments: org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2033/0x00007f51f4bab920@6dc634b, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@2e1e3050\n\n",
  "submissionTime" : "2026-11-30T15:49:09.990GMT",
  "duration" : 5920,
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
    "desc" : "Project [id#12L AS key#14L, concat(name-, cast(id#12L as string)) AS name#15]"
  }, {
    "nodeId" : 20,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n499 ms (240 ms, 259 ms, 259 ms (stage 0.0: task 1))"
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
      "value" : "total (min, med, max (stageId: taskId))\n48 ms (15 ms, 32 ms, 32 ms (stage 0.0: task 0))"
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
      "value" : "total (min, med, max (stageId: taskId))\n3.8 MiB (1945.3 KiB, 1953.1 KiB, 1953.1 KiB (stage 0.0: task 1))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n982.5 KiB (483.2 KiB, 499.3 KiB, 499.3 KiB (stage 0.0: task 0))"
    } ],
    "desc" : "Exchange hashpartitioning(key#14L, 32), ENSURE_REQUIREMENTS, [plan_id=60]"
  }, {
    "nodeId" : 18,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n19 ms (0 ms, 0 ms, 6 ms (stage 2.0: task 18))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 2.0: task 18))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 18))"
    } ],
    "desc" : "Sort [key#14L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.3 s (8 ms, 29 ms, 228 ms (stage 2.0: task 18))"
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
    "desc" : "Filter isnotnull((1 + ((id#0L * 7919) % 99999)))"
  }, {
    "nodeId" : 14,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(1 + ((id#0L * 7919) % 99999)) AS key#2L, (id#0L % 1000) AS v#3L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#7]"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.3 s (25 ms, 72 ms, 155 ms (stage 1.0: task 2))"
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
      "value" : "total (min, med, max (stageId: taskId))\n211 ms (4 ms, 13 ms, 34 ms (stage 1.0: task 7))"
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
      "value" : "total (min, med, max (stageId: taskId))\n13.7 MiB (878.9 KiB, 878.9 KiB, 878.9 KiB (stage 1.0: task 3))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n10.6 MiB (676.1 KiB, 676.6 KiB, 677.2 KiB (stage 1.0: task 7))"
    } ],
    "desc" : "Exchange hashpartitioning(key#2L, 32), ENSURE_REQUIREMENTS, [plan_id=54]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n22 ms (0 ms, 0 ms, 7 ms (stage 2.0: task 18))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n72.0 MiB (2.2 MiB, 2.2 MiB, 2.2 MiB (stage 2.0: task 18))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 18))"
    } ],
    "desc" : "Sort [key#2L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.7 s (11 ms, 36 ms, 309 ms (stage 2.0: task 18))"
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
    "desc" : "SortMergeJoin [key#2L], [key#14L], Inner"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [v#3L, payload#7, name#15]"
  }, {
    "nodeId" : 7,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n57 ms (0 ms, 1 ms, 14 ms (stage 2.0: task 19))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 2.0: task 18))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 18))"
    } ],
    "desc" : "Sort [name#15 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 s (20 ms, 61 ms, 365 ms (stage 2.0: task 19))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 5,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    } ],
    "desc" : "SortAggregate(key=[name#15], functions=[partial_max(payload#7), partial_sum(v#3L)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "99,999"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n196 ms (2 ms, 6 ms, 15 ms (stage 2.0: task 23))"
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
    "desc" : "Exchange hashpartitioning(name#15, 32), ENSURE_REQUIREMENTS, [plan_id=70]"
  }, {
    "nodeId" : 3,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n86 ms (0 ms, 1 ms, 15 ms (stage 3.0: task 50))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 3.0: task 50))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 3.0: task 50))"
    } ],
    "desc" : "Sort [name#15 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 s (17 ms, 25 ms, 122 ms (stage 3.0: task 51))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 1,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    } ],
    "desc" : "SortAggregate(key=[name#15], functions=[max(payload#7), sum(v#3L)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression",
    "metrics" : [ ],
    "desc" : "OverwriteByExpression org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2033/0x00007f51f4bab920@6dc634b, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@2e1e3050"
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
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression (17)\n+- SortAggregate (16)\n   +- * Sort (15)\n      +- Exchange (14)\n         +- SortAggregate (13)\n            +- * Sort (12)\n               +- * Project (11)\n                  +- * SortMergeJoin Inner (10)\n                     :- * Sort (5)\n                     :  +- Exchange (4)\n                     :     +- * Project (3)\n                     :        +- * Filter (2)\n                     :           +- * Range (1)\n                     +- * Sort (9)\n                        +- Exchange (8)\n                           +- * Project (7)\n                              +- * Range (6)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#44L]\nArguments: Range (0, 3000000, step=1, splits=Some(16))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#44L]\nCondition : CASE WHEN ((id#44L % 100) < 45) THEN true ELSE isnotnull((1 + ((id#44L * 7919) % 99999))) END\n\n(3) Project [codegen id : 1]\nOutput [3]: [CASE WHEN ((id#44L % 100) < 45) THEN 0 ELSE (1 + ((id#44L * 7919) % 99999)) END AS key#46L, (id#44L % 1000) AS v#47L, sha2(cast(cast(id#44L as string) as binary), 256) AS payload#51]\nInput [1]: [id#44L]\n\n(4) Exchange\nInput [3]: [key#46L, v#47L, payload#51]\nArguments: hashpartitioning(key#46L, 32), ENSURE_REQUIREMENTS, [plan_id=165]\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#46L, v#47L, payload#51]\nArguments: [key#46L ASC NULLS FIRST], false, 0\n\n(6) Range [codegen id : 3]\nOutput [1]: [id#56L]\nArguments: Range (0, 100000, step=1, splits=Some(2))\n\n(7) Project [codegen id : 3]\nOutput [2]: [id#56L AS key#58L, concat(name-, cast(id#56L as string)) AS name#59]\nInput [1]: [id#56L]\n\n(8) Exchange\nInput [2]: [key#58L, name#59]\nArguments: hashpartitioning(key#58L, 32), ENSURE_REQUIREMENTS, [plan_id=171]\n\n(9) Sort [codegen id : 4]\nInput [2]: [key#58L, name#59]\nArguments: [key#58L ASC NULLS FIRST], false, 0\n\n(10) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#46L]\nRight keys [1]: [key#58L]\nJoin type: Inner\nJoin condition: None\n\n(11) Project [codegen id : 5]\nOutput [3]: [v#47L, payload#51, name#59]\nInput [5]: [key#46L, v#47L, payload#51, key#58L, name#59]\n\n(12) Sort [codegen id : 5]\nInput [3]: [v#47L, payload#51, name#59]\nArguments: [name#59 ASC NULLS FIRST], false, 0\n\n(13) SortAggregate\nInput [3]: [v#47L, payload#51, name#59]\nKeys [1]: [name#59]\nFunctions [2]: [partial_max(payload#51), partial_sum(v#47L)]\nAggregate Attributes [2]: [max#82, sum#83L]\nResults [3]: [name#59, max#84, sum#85L]\n\n(14) Exchange\nInput [3]: [name#59, max#84, sum#85L]\nArguments: hashpartitioning(name#59, 32), ENSURE_REQUIREMENTS, [plan_id=181]\n\n(15) Sort [codegen id : 6]\nInput [3]: [name#59, max#84, sum#85L]\nArguments: [name#59 ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [name#59, max#84, sum#85L]\nKeys [1]: [name#59]\nFunctions [2]: [max(payload#51), sum(v#47L)]\nAggregate Attributes [2]: [max(payload#51)#72, sum(v#47L)#73L]\nResults [3]: [name#59, max(payload#51)#72 AS max(payload)#74, sum(v#47L)#73L AS sum(v)#75L]\n\n(17) OverwriteByExpression\nInput [3]: [name#59, max(payload)#74, sum(v)#75L]\nArguments: org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2033/0x00007f51f4bab920@723813e7, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@2e1e3050\n\n",
  "submissionTime" : "2026-11-30T15:49:16.124GMT",
  "duration" : 9558,
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
    "desc" : "Project [id#56L AS key#58L, concat(name-, cast(id#56L as string)) AS name#59]"
  }, {
    "nodeId" : 20,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n66 ms (32 ms, 34 ms, 34 ms (stage 4.0: task 82))"
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
      "value" : "total (min, med, max (stageId: taskId))\n17 ms (7 ms, 10 ms, 10 ms (stage 4.0: task 82))"
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
    "desc" : "Exchange hashpartitioning(key#58L, 32), ENSURE_REQUIREMENTS, [plan_id=171]"
  }, {
    "nodeId" : 18,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 6.0: task 101))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 6.0: task 101))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 101))"
    } ],
    "desc" : "Sort [key#58L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.0 s (0 ms, 96 ms, 2.4 s (stage 6.0: task 129))"
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
    "desc" : "Filter CASE WHEN ((id#44L % 100) < 45) THEN true ELSE isnotnull((1 + ((id#44L * 7919) % 99999))) END"
  }, {
    "nodeId" : 14,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [CASE WHEN ((id#44L % 100) < 45) THEN 0 ELSE (1 + ((id#44L * 7919) % 99999)) END AS key#46L, (id#44L % 1000) AS v#47L, sha2(cast(cast(id#44L as string) as binary), 256) AS payload#51]"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.8 s (200 ms, 333 ms, 551 ms (stage 5.0: task 84))"
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
      "value" : "total (min, med, max (stageId: taskId))\n619 ms (20 ms, 40 ms, 54 ms (stage 5.0: task 85))"
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
    "desc" : "Exchange hashpartitioning(key#46L, 32), ENSURE_REQUIREMENTS, [plan_id=165]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n121 ms (0 ms, 1 ms, 42 ms (stage 6.0: task 129))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n374.0 MiB (8.0 MiB, 8.0 MiB, 126.0 MiB (stage 6.0: task 129))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n94.0 MiB (0.0 B, 0.0 B, 94.0 MiB (stage 6.0: task 129))"
    } ],
    "desc" : "Sort [key#46L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.5 s (45 ms, 104 ms, 2.4 s (stage 6.0: task 129))"
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
    "desc" : "SortMergeJoin [key#46L], [key#58L], Inner"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [v#47L, payload#51, name#59]"
  }, {
    "nodeId" : 7,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n254 ms (2 ms, 4 ms, 75 ms (stage 6.0: task 129))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n374.0 MiB (8.0 MiB, 8.0 MiB, 124.0 MiB (stage 6.0: task 129))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n240.1 MiB (0.0 B, 0.0 B, 240.1 MiB (stage 6.0: task 129))"
    } ],
    "desc" : "Sort [name#59 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n7.2 s (64 ms, 135 ms, 3.0 s (stage 6.0: task 129))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 5,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "84,001"
    } ],
    "desc" : "SortAggregate(key=[name#59], functions=[partial_max(payload#51), partial_sum(v#47L)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "84,001"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n197 ms (3 ms, 6 ms, 15 ms (stage 6.0: task 107))"
    }, {
      "name" : "records read",
      "value" : "84,001"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n6.5 MiB (198.9 KiB, 209.9 KiB, 217.0 KiB (stage 7.0: task 133))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 7.0: task 133))"
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
    "desc" : "Exchange hashpartitioning(name#59, 32), ENSURE_REQUIREMENTS, [plan_id=181]"
  }, {
    "nodeId" : 3,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n48 ms (0 ms, 0 ms, 16 ms (stage 7.0: task 160))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n66.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 7.0: task 133))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 7.0: task 133))"
    } ],
    "desc" : "Sort [name#59 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n578 ms (9 ms, 17 ms, 35 ms (stage 7.0: task 160))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 1,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "84,001"
    } ],
    "desc" : "SortAggregate(key=[name#59], functions=[max(payload#51), sum(v#47L)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression",
    "metrics" : [ ],
    "desc" : "OverwriteByExpression org.apache.spark.sql.execution.datasources.v2.DataSourceV2Strategy$$Lambda$2033/0x00007f51f4bab920@723813e7, org.apache.spark.sql.execution.datasources.noop.NoopWrite$@2e1e3050"
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
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
} ]
