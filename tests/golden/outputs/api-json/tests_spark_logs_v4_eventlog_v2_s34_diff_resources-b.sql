[ {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "warm-up (executors, Python workers), same job, no wait",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (16)\n+- AdaptiveSparkPlan (15)\n   +- == Final Plan ==\n      ResultQueryStage (10), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (9)\n         +- * Sort (8)\n            +- AQEShuffleRead (7), coalesced\n               +- ShuffleQueryStage (6), Statistics(sizeInBytes=187.5 KiB, rowCount=2.00E+3)\n                  +- Exchange (5)\n                     +- SortAggregate (4)\n                        +- * Sort (3)\n                           +- * Project (2)\n                              +- * Scan ExistingRDD (1)\n   +- == Initial Plan ==\n      SortAggregate (14)\n      +- Sort (13)\n         +- Exchange (12)\n            +- SortAggregate (11)\n               +- Sort (3)\n                  +- Project (2)\n                     +- Scan ExistingRDD (1)\n\n\n(1) Scan ExistingRDD [codegen id : 1]\nOutput [4]: [key#52L, v#53L, id#54L, payload#55]\nArguments: [key#52L, v#53L, id#54L, payload#55], MapPartitionsRDD[9] at applySchemaToPythonRDD at NativeMethodAccessorImpl.java:0, ExistingRDD, UnknownPartitioning(0)\n\n(2) Project [codegen id : 1]\nOutput [3]: [key#52L, v#53L, payload#55]\nInput [4]: [key#52L, v#53L, id#54L, payload#55]\n\n(3) Sort [codegen id : 1]\nInput [3]: [key#52L, v#53L, payload#55]\nArguments: [key#52L ASC NULLS FIRST], false, 0\n\n(4) SortAggregate\nInput [3]: [key#52L, v#53L, payload#55]\nKeys [1]: [key#52L]\nFunctions [2]: [partial_max(payload#55), partial_sum(v#53L)]\nAggregate Attributes [2]: [max#64, sum#65L]\nResults [3]: [key#52L, max#66, sum#67L]\n\n(5) Exchange\nInput [3]: [key#52L, max#66, sum#67L]\nArguments: hashpartitioning(key#52L, 16), ENSURE_REQUIREMENTS, [plan_id=174]\n\n(6) ShuffleQueryStage\nOutput [3]: [key#52L, max#66, sum#67L]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [3]: [key#52L, max#66, sum#67L]\nArguments: coalesced\n\n(8) Sort [codegen id : 2]\nInput [3]: [key#52L, max#66, sum#67L]\nArguments: [key#52L ASC NULLS FIRST], false, 0\n\n(9) SortAggregate\nInput [3]: [key#52L, max#66, sum#67L]\nKeys [1]: [key#52L]\nFunctions [2]: [max(payload#55), sum(v#53L)]\nAggregate Attributes [2]: [max(payload#55)#60, sum(v#53L)#61L]\nResults [3]: [key#52L, max(payload#55)#60 AS max(payload)#62, sum(v#53L)#61L AS sum(v)#63L]\n\n(10) ResultQueryStage\nOutput [3]: [key#52L, max(payload)#62, sum(v)#63L]\nArguments: 1\n\n(11) SortAggregate\nInput [3]: [key#52L, v#53L, payload#55]\nKeys [1]: [key#52L]\nFunctions [2]: [partial_max(payload#55), partial_sum(v#53L)]\nAggregate Attributes [2]: [max#64, sum#65L]\nResults [3]: [key#52L, max#66, sum#67L]\n\n(12) Exchange\nInput [3]: [key#52L, max#66, sum#67L]\nArguments: hashpartitioning(key#52L, 16), ENSURE_REQUIREMENTS, [plan_id=158]\n\n(13) Sort\nInput [3]: [key#52L, max#66, sum#67L]\nArguments: [key#52L ASC NULLS FIRST], false, 0\n\n(14) SortAggregate\nInput [3]: [key#52L, max#66, sum#67L]\nKeys [1]: [key#52L]\nFunctions [2]: [max(payload#55), sum(v#53L)]\nAggregate Attributes [2]: [max(payload#55)#60, sum(v#53L)#61L]\nResults [3]: [key#52L, max(payload#55)#60 AS max(payload)#62, sum(v#53L)#61L AS sum(v)#63L]\n\n(15) AdaptiveSparkPlan\nOutput [3]: [key#52L, max(payload)#62, sum(v)#63L]\nArguments: isFinalPlan=true\n\n(16) OverwriteByExpression noop-table\nInput [3]: [key#52L, max(payload)#62, sum(v)#63L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T15:24:42.199GMT",
  "duration" : 8510,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 14,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,000"
    } ],
    "desc" : "Range (0, 2000, step=1, splits=4)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#48L * 7919) % 99999) + 1) AS key#49L, (id#48L % 1000) AS v#50L, id#48L, sha2(cast(cast(id#48L as string) as binary), 256) AS payload#51]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n4.3 s (89 ms, 146 ms, 3.9 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 11,
    "nodeName" : "Scan ExistingRDD",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,000"
    } ],
    "desc" : "Scan ExistingRDD[key#52L,v#53L,id#54L,payload#55]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#52L, v#53L, payload#55]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n1 ms (0 ms, 0 ms, 1 ms (stage 0.0: task 0))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n64.2 MiB (16.1 MiB, 16.1 MiB, 16.1 MiB (stage 0.0: task 0))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 0.0: task 0))"
    } ],
    "desc" : "Sort [key#52L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.9 s (138 ms, 146 ms, 2.4 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 7,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n32 ms (0 ms, 12 ms, 15 ms (stage 0.0: task 1))"
    } ],
    "desc" : "SortAggregate(key=[key#52L], functions=[partial_max(payload#55), partial_sum(v#53L)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "2,000"
    }, {
      "name" : "records read",
      "value" : "2,000"
    }, {
      "name" : "local bytes read",
      "value" : "154.8 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "64"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n187.5 KiB (46.9 KiB, 46.9 KiB, 46.9 KiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n41 ms (2 ms, 7 ms, 29 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "16"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n154.8 KiB (38.2 KiB, 39.1 KiB, 39.1 KiB (stage 0.0: task 2))"
    } ],
    "desc" : "Exchange hashpartitioning(key#52L, 16), ENSURE_REQUIREMENTS, [plan_id=174]"
  }, {
    "nodeId" : 5,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "162.4 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 4,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "6 ms"
    }, {
      "name" : "peak memory",
      "value" : "16.1 MiB"
    }, {
      "name" : "spill size",
      "value" : "0.0 B"
    } ],
    "desc" : "Sort [key#52L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "287 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "12 ms"
    } ],
    "desc" : "SortAggregate(key=[key#52L], functions=[max(payload#55), sum(v#53L)])"
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
      "value" : "2,000"
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
  } ],
  "queryId" : "01a22d0e-eb55-7f76-9da6-1c03f55c7c1d",
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
}, {
  "id" : 3,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (16)\n+- AdaptiveSparkPlan (15)\n   +- == Final Plan ==\n      ResultQueryStage (10), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (9)\n         +- * Sort (8)\n            +- AQEShuffleRead (7), coalesced\n               +- ShuffleQueryStage (6), Statistics(sizeInBytes=4.6 MiB, rowCount=5.00E+4)\n                  +- Exchange (5)\n                     +- SortAggregate (4)\n                        +- * Sort (3)\n                           +- * Project (2)\n                              +- * Scan ExistingRDD (1)\n   +- == Initial Plan ==\n      SortAggregate (14)\n      +- Sort (13)\n         +- Exchange (12)\n            +- SortAggregate (11)\n               +- Sort (3)\n                  +- Project (2)\n                     +- Scan ExistingRDD (1)\n\n\n(1) Scan ExistingRDD [codegen id : 1]\nOutput [4]: [key#76L, v#77L, id#78L, payload#79]\nArguments: [key#76L, v#77L, id#78L, payload#79], MapPartitionsRDD[25] at applySchemaToPythonRDD at NativeMethodAccessorImpl.java:0, ExistingRDD, UnknownPartitioning(0)\n\n(2) Project [codegen id : 1]\nOutput [3]: [key#76L, v#77L, payload#79]\nInput [4]: [key#76L, v#77L, id#78L, payload#79]\n\n(3) Sort [codegen id : 1]\nInput [3]: [key#76L, v#77L, payload#79]\nArguments: [key#76L ASC NULLS FIRST], false, 0\n\n(4) SortAggregate\nInput [3]: [key#76L, v#77L, payload#79]\nKeys [1]: [key#76L]\nFunctions [2]: [partial_max(payload#79), partial_sum(v#77L)]\nAggregate Attributes [2]: [max#88, sum#89L]\nResults [3]: [key#76L, max#90, sum#91L]\n\n(5) Exchange\nInput [3]: [key#76L, max#90, sum#91L]\nArguments: hashpartitioning(key#76L, 16), ENSURE_REQUIREMENTS, [plan_id=238]\n\n(6) ShuffleQueryStage\nOutput [3]: [key#76L, max#90, sum#91L]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [3]: [key#76L, max#90, sum#91L]\nArguments: coalesced\n\n(8) Sort [codegen id : 2]\nInput [3]: [key#76L, max#90, sum#91L]\nArguments: [key#76L ASC NULLS FIRST], false, 0\n\n(9) SortAggregate\nInput [3]: [key#76L, max#90, sum#91L]\nKeys [1]: [key#76L]\nFunctions [2]: [max(payload#79), sum(v#77L)]\nAggregate Attributes [2]: [max(payload#79)#84, sum(v#77L)#85L]\nResults [3]: [key#76L, max(payload#79)#84 AS max(payload)#86, sum(v#77L)#85L AS sum(v)#87L]\n\n(10) ResultQueryStage\nOutput [3]: [key#76L, max(payload)#86, sum(v)#87L]\nArguments: 1\n\n(11) SortAggregate\nInput [3]: [key#76L, v#77L, payload#79]\nKeys [1]: [key#76L]\nFunctions [2]: [partial_max(payload#79), partial_sum(v#77L)]\nAggregate Attributes [2]: [max#88, sum#89L]\nResults [3]: [key#76L, max#90, sum#91L]\n\n(12) Exchange\nInput [3]: [key#76L, max#90, sum#91L]\nArguments: hashpartitioning(key#76L, 16), ENSURE_REQUIREMENTS, [plan_id=222]\n\n(13) Sort\nInput [3]: [key#76L, max#90, sum#91L]\nArguments: [key#76L ASC NULLS FIRST], false, 0\n\n(14) SortAggregate\nInput [3]: [key#76L, max#90, sum#91L]\nKeys [1]: [key#76L]\nFunctions [2]: [max(payload#79), sum(v#77L)]\nAggregate Attributes [2]: [max(payload#79)#84, sum(v#77L)#85L]\nResults [3]: [key#76L, max(payload#79)#84 AS max(payload)#86, sum(v#77L)#85L AS sum(v)#87L]\n\n(15) AdaptiveSparkPlan\nOutput [3]: [key#76L, max(payload)#86, sum(v)#87L]\nArguments: isFinalPlan=true\n\n(16) OverwriteByExpression noop-table\nInput [3]: [key#76L, max(payload)#86, sum(v)#87L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T15:24:51.171GMT",
  "duration" : 19895,
  "runningJobIds" : [ ],
  "successJobIds" : [ 2, 3 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 14,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "50,000"
    } ],
    "desc" : "Range (0, 50000, step=1, splits=8)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#72L * 7919) % 99999) + 1) AS key#73L, (id#72L % 1000) AS v#74L, id#72L, sha2(cast(cast(id#72L as string) as binary), 256) AS payload#75]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.1 s (149 ms, 294 ms, 406 ms (stage 3.0: task 6))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 11,
    "nodeName" : "Scan ExistingRDD",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "50,000"
    } ],
    "desc" : "Scan ExistingRDD[key#76L,v#77L,id#78L,payload#79]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#76L, v#77L, payload#79]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n24 ms (0 ms, 2 ms, 11 ms (stage 3.0: task 7))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n130.0 MiB (16.2 MiB, 16.2 MiB, 16.2 MiB (stage 3.0: task 5))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 3.0: task 5))"
    } ],
    "desc" : "Sort [key#76L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n17.6 s (2.1 s, 2.2 s, 2.3 s (stage 3.0: task 5))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 7,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "50,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n25 ms (0 ms, 3 ms, 8 ms (stage 3.0: task 7))"
    } ],
    "desc" : "SortAggregate(key=[key#76L], functions=[partial_max(payload#79), partial_sum(v#77L)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "50,000"
    }, {
      "name" : "records read",
      "value" : "50,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 MiB (1579.7 KiB, 2035.0 KiB, 2035.0 KiB (stage 5.0: task 14))"
    }, {
      "name" : "local blocks read",
      "value" : "128"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n4.6 MiB (585.9 KiB, 585.9 KiB, 585.9 KiB (stage 3.0: task 5))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n74 ms (3 ms, 10 ms, 15 ms (stage 3.0: task 7))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n2 ms (0 ms, 2 ms, 2 ms (stage 5.0: task 14))"
    }, {
      "name" : "number of partitions",
      "value" : "16"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 MiB (451.3 KiB, 451.9 KiB, 452.2 KiB (stage 3.0: task 5))"
    } ],
    "desc" : "Exchange hashpartitioning(key#76L, 16), ENSURE_REQUIREMENTS, [plan_id=238]"
  }, {
    "nodeId" : 5,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "2"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 MiB (1660.2 KiB, 2.1 MiB, 2.1 MiB (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 4,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 5.0: task 13))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n34.0 MiB (17.0 MiB, 17.0 MiB, 17.0 MiB (stage 5.0: task 13))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 5.0: task 13))"
    } ],
    "desc" : "Sort [key#76L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n515 ms (252 ms, 263 ms, 263 ms (stage 5.0: task 13))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "50,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n71 ms (35 ms, 36 ms, 36 ms (stage 5.0: task 14))"
    } ],
    "desc" : "SortAggregate(key=[key#76L], functions=[max(payload#79), sum(v#77L)])"
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
      "value" : "50,000"
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
  } ],
  "queryId" : "01a22d0f-0e62-7ff6-815f-c5809d3737c1",
  "errorMessage" : "",
  "rootExecutionId" : 3,
  "modifiedConfigs" : { }
} ]
