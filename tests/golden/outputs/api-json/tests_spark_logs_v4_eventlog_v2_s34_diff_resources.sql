[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "warm-up (executors, Python workers), same job, no wait",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (16)\n+- AdaptiveSparkPlan (15)\n   +- == Final Plan ==\n      ResultQueryStage (10), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (9)\n         +- * Sort (8)\n            +- AQEShuffleRead (7), coalesced\n               +- ShuffleQueryStage (6), Statistics(sizeInBytes=187.5 KiB, rowCount=2.00E+3)\n                  +- Exchange (5)\n                     +- SortAggregate (4)\n                        +- * Sort (3)\n                           +- * Project (2)\n                              +- * Scan ExistingRDD (1)\n   +- == Initial Plan ==\n      SortAggregate (14)\n      +- Sort (13)\n         +- Exchange (12)\n            +- SortAggregate (11)\n               +- Sort (3)\n                  +- Project (2)\n                     +- Scan ExistingRDD (1)\n\n\n(1) Scan ExistingRDD [codegen id : 1]\nOutput [4]: [key#4L, v#5L, id#6L, payload#7]\nArguments: [key#4L, v#5L, id#6L, payload#7], MapPartitionsRDD[9] at applySchemaToPythonRDD at NativeMethodAccessorImpl.java:0, ExistingRDD, UnknownPartitioning(0)\n\n(2) Project [codegen id : 1]\nOutput [3]: [key#4L, v#5L, payload#7]\nInput [4]: [key#4L, v#5L, id#6L, payload#7]\n\n(3) Sort [codegen id : 1]\nInput [3]: [key#4L, v#5L, payload#7]\nArguments: [key#4L ASC NULLS FIRST], false, 0\n\n(4) SortAggregate\nInput [3]: [key#4L, v#5L, payload#7]\nKeys [1]: [key#4L]\nFunctions [2]: [partial_max(payload#7), partial_sum(v#5L)]\nAggregate Attributes [2]: [max#16, sum#17L]\nResults [3]: [key#4L, max#18, sum#19L]\n\n(5) Exchange\nInput [3]: [key#4L, max#18, sum#19L]\nArguments: hashpartitioning(key#4L, 16), ENSURE_REQUIREMENTS, [plan_id=46]\n\n(6) ShuffleQueryStage\nOutput [3]: [key#4L, max#18, sum#19L]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [3]: [key#4L, max#18, sum#19L]\nArguments: coalesced\n\n(8) Sort [codegen id : 2]\nInput [3]: [key#4L, max#18, sum#19L]\nArguments: [key#4L ASC NULLS FIRST], false, 0\n\n(9) SortAggregate\nInput [3]: [key#4L, max#18, sum#19L]\nKeys [1]: [key#4L]\nFunctions [2]: [max(payload#7), sum(v#5L)]\nAggregate Attributes [2]: [max(payload#7)#12, sum(v#5L)#13L]\nResults [3]: [key#4L, max(payload#7)#12 AS max(payload)#14, sum(v#5L)#13L AS sum(v)#15L]\n\n(10) ResultQueryStage\nOutput [3]: [key#4L, max(payload)#14, sum(v)#15L]\nArguments: 1\n\n(11) SortAggregate\nInput [3]: [key#4L, v#5L, payload#7]\nKeys [1]: [key#4L]\nFunctions [2]: [partial_max(payload#7), partial_sum(v#5L)]\nAggregate Attributes [2]: [max#16, sum#17L]\nResults [3]: [key#4L, max#18, sum#19L]\n\n(12) Exchange\nInput [3]: [key#4L, max#18, sum#19L]\nArguments: hashpartitioning(key#4L, 16), ENSURE_REQUIREMENTS, [plan_id=30]\n\n(13) Sort\nInput [3]: [key#4L, max#18, sum#19L]\nArguments: [key#4L ASC NULLS FIRST], false, 0\n\n(14) SortAggregate\nInput [3]: [key#4L, max#18, sum#19L]\nKeys [1]: [key#4L]\nFunctions [2]: [max(payload#7), sum(v#5L)]\nAggregate Attributes [2]: [max(payload#7)#12, sum(v#5L)#13L]\nResults [3]: [key#4L, max(payload#7)#12 AS max(payload)#14, sum(v#5L)#13L AS sum(v)#15L]\n\n(15) AdaptiveSparkPlan\nOutput [3]: [key#4L, max(payload)#14, sum(v)#15L]\nArguments: isFinalPlan=true\n\n(16) OverwriteByExpression noop-table\nInput [3]: [key#4L, max(payload)#14, sum(v)#15L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T15:24:03.809GMT",
  "duration" : 17820,
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
    "desc" : "Range (0, 2000, step=1, splits=8)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n18.7 s (205 ms, 261 ms, 8.7 s (stage 0.0: task 0))"
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
    "desc" : "Scan ExistingRDD[key#4L,v#5L,id#6L,payload#7]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#4L, v#5L, payload#7]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n24 ms (0 ms, 0 ms, 12 ms (stage 0.0: task 1))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n128.5 MiB (16.1 MiB, 16.1 MiB, 16.1 MiB (stage 0.0: task 1))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 0.0: task 1))"
    } ],
    "desc" : "Sort [key#4L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n11.5 s (218 ms, 358 ms, 4.8 s (stage 0.0: task 1))"
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
      "value" : "total (min, med, max (stageId: taskId))\n96 ms (0 ms, 16 ms, 24 ms (stage 0.0: task 4))"
    } ],
    "desc" : "SortAggregate(key=[key#4L], functions=[partial_max(payload#7), partial_sum(v#5L)])"
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
      "value" : "79.7 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "64"
    }, {
      "name" : "remote blocks read",
      "value" : "64"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n187.5 KiB (23.4 KiB, 23.4 KiB, 23.4 KiB (stage 0.0: task 1))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n203 ms (2 ms, 24 ms, 50 ms (stage 0.0: task 1))"
    }, {
      "name" : "fetch wait time",
      "value" : "20 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "79.7 KiB"
    }, {
      "name" : "number of partitions",
      "value" : "16"
    }, {
      "name" : "remote reqs duration",
      "value" : "196 ms"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n159.4 KiB (19.7 KiB, 19.9 KiB, 20.4 KiB (stage 0.0: task 4))"
    } ],
    "desc" : "Exchange hashpartitioning(key#4L, 16), ENSURE_REQUIREMENTS, [plan_id=46]"
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
      "value" : "166.5 KiB"
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
      "value" : "1 ms"
    }, {
      "name" : "peak memory",
      "value" : "16.1 MiB"
    }, {
      "name" : "spill size",
      "value" : "0.0 B"
    } ],
    "desc" : "Sort [key#4L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "325 ms"
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
    "desc" : "SortAggregate(key=[key#4L], functions=[max(payload#7), sum(v#5L)])"
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
  "queryId" : "01a22d0e-552f-79b3-81e9-002b5bb3753f",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (16)\n+- AdaptiveSparkPlan (15)\n   +- == Final Plan ==\n      ResultQueryStage (10), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (9)\n         +- * Sort (8)\n            +- AQEShuffleRead (7), coalesced\n               +- ShuffleQueryStage (6), Statistics(sizeInBytes=4.6 MiB, rowCount=5.00E+4)\n                  +- Exchange (5)\n                     +- SortAggregate (4)\n                        +- * Sort (3)\n                           +- * Project (2)\n                              +- * Scan ExistingRDD (1)\n   +- == Initial Plan ==\n      SortAggregate (14)\n      +- Sort (13)\n         +- Exchange (12)\n            +- SortAggregate (11)\n               +- Sort (3)\n                  +- Project (2)\n                     +- Scan ExistingRDD (1)\n\n\n(1) Scan ExistingRDD [codegen id : 1]\nOutput [4]: [key#28L, v#29L, id#30L, payload#31]\nArguments: [key#28L, v#29L, id#30L, payload#31], MapPartitionsRDD[25] at applySchemaToPythonRDD at NativeMethodAccessorImpl.java:0, ExistingRDD, UnknownPartitioning(0)\n\n(2) Project [codegen id : 1]\nOutput [3]: [key#28L, v#29L, payload#31]\nInput [4]: [key#28L, v#29L, id#30L, payload#31]\n\n(3) Sort [codegen id : 1]\nInput [3]: [key#28L, v#29L, payload#31]\nArguments: [key#28L ASC NULLS FIRST], false, 0\n\n(4) SortAggregate\nInput [3]: [key#28L, v#29L, payload#31]\nKeys [1]: [key#28L]\nFunctions [2]: [partial_max(payload#31), partial_sum(v#29L)]\nAggregate Attributes [2]: [max#40, sum#41L]\nResults [3]: [key#28L, max#42, sum#43L]\n\n(5) Exchange\nInput [3]: [key#28L, max#42, sum#43L]\nArguments: hashpartitioning(key#28L, 16), ENSURE_REQUIREMENTS, [plan_id=110]\n\n(6) ShuffleQueryStage\nOutput [3]: [key#28L, max#42, sum#43L]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [3]: [key#28L, max#42, sum#43L]\nArguments: coalesced\n\n(8) Sort [codegen id : 2]\nInput [3]: [key#28L, max#42, sum#43L]\nArguments: [key#28L ASC NULLS FIRST], false, 0\n\n(9) SortAggregate\nInput [3]: [key#28L, max#42, sum#43L]\nKeys [1]: [key#28L]\nFunctions [2]: [max(payload#31), sum(v#29L)]\nAggregate Attributes [2]: [max(payload#31)#36, sum(v#29L)#37L]\nResults [3]: [key#28L, max(payload#31)#36 AS max(payload)#38, sum(v#29L)#37L AS sum(v)#39L]\n\n(10) ResultQueryStage\nOutput [3]: [key#28L, max(payload)#38, sum(v)#39L]\nArguments: 1\n\n(11) SortAggregate\nInput [3]: [key#28L, v#29L, payload#31]\nKeys [1]: [key#28L]\nFunctions [2]: [partial_max(payload#31), partial_sum(v#29L)]\nAggregate Attributes [2]: [max#40, sum#41L]\nResults [3]: [key#28L, max#42, sum#43L]\n\n(12) Exchange\nInput [3]: [key#28L, max#42, sum#43L]\nArguments: hashpartitioning(key#28L, 16), ENSURE_REQUIREMENTS, [plan_id=94]\n\n(13) Sort\nInput [3]: [key#28L, max#42, sum#43L]\nArguments: [key#28L ASC NULLS FIRST], false, 0\n\n(14) SortAggregate\nInput [3]: [key#28L, max#42, sum#43L]\nKeys [1]: [key#28L]\nFunctions [2]: [max(payload#31), sum(v#29L)]\nAggregate Attributes [2]: [max(payload#31)#36, sum(v#29L)#37L]\nResults [3]: [key#28L, max(payload#31)#36 AS max(payload)#38, sum(v#29L)#37L AS sum(v)#39L]\n\n(15) AdaptiveSparkPlan\nOutput [3]: [key#28L, max(payload)#38, sum(v)#39L]\nArguments: isFinalPlan=true\n\n(16) OverwriteByExpression noop-table\nInput [3]: [key#28L, max(payload)#38, sum(v)#39L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T15:24:22.000GMT",
  "duration" : 12478,
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
    "desc" : "Project [(((id#24L * 7919) % 99999) + 1) AS key#25L, (id#24L % 1000) AS v#26L, id#24L, sha2(cast(cast(id#24L as string) as binary), 256) AS payload#27]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.3 s (169 ms, 361 ms, 936 ms (stage 3.0: task 10))"
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
    "desc" : "Scan ExistingRDD[key#28L,v#29L,id#30L,payload#31]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#28L, v#29L, payload#31]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n56 ms (0 ms, 6 ms, 23 ms (stage 3.0: task 10))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n130.0 MiB (16.2 MiB, 16.2 MiB, 16.2 MiB (stage 3.0: task 10))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 3.0: task 10))"
    } ],
    "desc" : "Sort [key#28L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n18.8 s (2.2 s, 2.3 s, 2.7 s (stage 3.0: task 9))"
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
      "value" : "total (min, med, max (stageId: taskId))\n204 ms (4 ms, 13 ms, 85 ms (stage 3.0: task 9))"
    } ],
    "desc" : "SortAggregate(key=[key#28L], functions=[partial_max(payload#31), partial_sum(v#29L)])"
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
      "value" : "total (min, med, max (stageId: taskId))\n1791.6 KiB (782.0 KiB, 1009.6 KiB, 1009.6 KiB (stage 5.0: task 18))"
    }, {
      "name" : "local blocks read",
      "value" : "64"
    }, {
      "name" : "remote blocks read",
      "value" : "64"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n4.6 MiB (585.9 KiB, 585.9 KiB, 585.9 KiB (stage 3.0: task 10))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n93 ms (2 ms, 12 ms, 20 ms (stage 3.0: task 14))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n62 ms (23 ms, 39 ms, 39 ms (stage 5.0: task 17))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n1823.1 KiB (797.8 KiB, 1025.4 KiB, 1025.4 KiB (stage 5.0: task 18))"
    }, {
      "name" : "number of partitions",
      "value" : "16"
    }, {
      "name" : "remote reqs duration",
      "value" : "total (min, med, max (stageId: taskId))\n333 ms (147 ms, 186 ms, 186 ms (stage 5.0: task 17))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 MiB (451.3 KiB, 451.9 KiB, 452.2 KiB (stage 3.0: task 9))"
    } ],
    "desc" : "Exchange hashpartitioning(key#28L, 16), ENSURE_REQUIREMENTS, [plan_id=110]"
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
      "value" : "total (min, med, max (stageId: taskId))\n3 ms (1 ms, 2 ms, 2 ms (stage 5.0: task 18))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n34.0 MiB (17.0 MiB, 17.0 MiB, 17.0 MiB (stage 5.0: task 18))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 5.0: task 18))"
    } ],
    "desc" : "Sort [key#28L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.4 s (603 ms, 752 ms, 752 ms (stage 5.0: task 17))"
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
      "value" : "total (min, med, max (stageId: taskId))\n274 ms (134 ms, 140 ms, 140 ms (stage 5.0: task 18))"
    } ],
    "desc" : "SortAggregate(key=[key#28L], functions=[max(payload#31), sum(v#29L)])"
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
  "queryId" : "01a22d0e-9c6e-775e-be44-76be3d676ab5",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
} ]
