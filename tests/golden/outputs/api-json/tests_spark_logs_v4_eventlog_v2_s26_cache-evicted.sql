[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (14)\n+- == Final Plan ==\n   ResultQueryStage (10), Statistics(sizeInBytes=8.0 EiB)\n   +- * HashAggregate (9)\n      +- ShuffleQueryStage (8), Statistics(sizeInBytes=128.0 B, rowCount=8)\n         +- Exchange (7)\n            +- * HashAggregate (6)\n               +- TableCacheQueryStage (5), Statistics(sizeInBytes=263.2 MiB, rowCount=3.00E+6)\n                  +- InMemoryTableScan (1)\n                        +- InMemoryRelation (2)\n                              +- * Project (4)\n                                 +- * Range (3)\n+- == Initial Plan ==\n   HashAggregate (13)\n   +- Exchange (12)\n      +- HashAggregate (11)\n         +- InMemoryTableScan (1)\n               +- InMemoryRelation (2)\n                     +- * Project (4)\n                        +- * Range (3)\n\n\n(1) InMemoryTableScan\nOutput: []\n\n(2) InMemoryRelation\nArguments: [key#1L, v#2L, id#0L, payload#3], StorageLevel(memory, 1 replicas), [id#0L ASC NULLS FIRST]\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 3000000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [4]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(5) TableCacheQueryStage\nOutput: []\nArguments: 0\n\n(6) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#90L]\nResults [1]: [count#91L]\n\n(7) Exchange\nInput [1]: [count#91L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=43]\n\n(8) ShuffleQueryStage\nOutput [1]: [count#91L]\nArguments: 1\n\n(9) HashAggregate [codegen id : 2]\nInput [1]: [count#91L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#29L]\nResults [1]: [count(1)#29L AS count#24L]\n\n(10) ResultQueryStage\nOutput [1]: [count#24L]\nArguments: 2\n\n(11) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#90L]\nResults [1]: [count#91L]\n\n(12) Exchange\nInput [1]: [count#91L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=19]\n\n(13) HashAggregate\nInput [1]: [count#91L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#29L]\nResults [1]: [count(1)#29L AS count#24L]\n\n(14) AdaptiveSparkPlan\nOutput [1]: [count#24L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T13:03:35.375GMT",
  "duration" : 90900,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 9,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "4,000,004"
    } ],
    "desc" : "Range (0, 3000000, step=1, splits=8)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 7,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 m (0 ms, 19.4 s, 46.5 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 6,
    "nodeName" : "InMemoryTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    } ],
    "desc" : "InMemoryTableScan"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n16.9 s (629 ms, 1.5 s, 5.5 s (stage 1.0: task 15))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n17.7 s (871 ms, 1.5 s, 5.5 s (stage 1.0: task 15))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "472.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n128.0 B (16.0 B, 16.0 B, 16.0 B (stage 1.0: task 8))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n289 ms (0 ms, 35 ms, 101 ms (stage 1.0: task 9))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 B (59.0 B, 59.0 B, 59.0 B (stage 1.0: task 8))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=43]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "76 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "85 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 0,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 2
  }, {
    "fromId" : 5,
    "toId" : 3
  }, {
    "fromId" : 6,
    "toId" : 5
  }, {
    "fromId" : 8,
    "toId" : 6
  }, {
    "fromId" : 9,
    "toId" : 8
  } ],
  "queryId" : "01a22c8d-b8b6-750a-912e-3549d94f7825",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (20)\n+- AdaptiveSparkPlan (19)\n   +- == Final Plan ==\n      ResultQueryStage (13), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (12)\n         +- * Sort (11)\n            +- AQEShuffleRead (10), coalesced\n               +- ShuffleQueryStage (9), Statistics(sizeInBytes=687.5 KiB, rowCount=8.00E+3)\n                  +- Exchange (8)\n                     +- SortAggregate (7)\n                        +- * Sort (6)\n                           +- TableCacheQueryStage (5), Statistics(sizeInBytes=263.2 MiB, rowCount=3.00E+6)\n                              +- InMemoryTableScan (1)\n                                    +- InMemoryRelation (2)\n                                          +- * Project (4)\n                                             +- * Range (3)\n   +- == Initial Plan ==\n      SortAggregate (18)\n      +- Sort (17)\n         +- Exchange (16)\n            +- SortAggregate (15)\n               +- Sort (14)\n                  +- InMemoryTableScan (1)\n                        +- InMemoryRelation (2)\n                              +- * Project (4)\n                                 +- * Range (3)\n\n\n(1) InMemoryTableScan\nOutput [2]: [v#2L, payload#3]\nArguments: [v#2L, payload#3]\n\n(2) InMemoryRelation\nArguments: [key#1L, v#2L, id#0L, payload#3], StorageLevel(memory, 1 replicas), [id#0L ASC NULLS FIRST]\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 3000000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [4]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(5) TableCacheQueryStage\nOutput [2]: [v#2L, payload#3]\nArguments: 0\n\n(6) Sort [codegen id : 1]\nInput [2]: [v#2L, payload#3]\nArguments: [v#2L ASC NULLS FIRST], false, 0\n\n(7) SortAggregate\nInput [2]: [v#2L, payload#3]\nKeys [1]: [v#2L]\nFunctions [1]: [partial_max(payload#3)]\nAggregate Attributes [1]: [max#198]\nResults [2]: [v#2L, max#199]\n\n(8) Exchange\nInput [2]: [v#2L, max#199]\nArguments: hashpartitioning(v#2L, 200), ENSURE_REQUIREMENTS, [plan_id=112]\n\n(9) ShuffleQueryStage\nOutput [2]: [v#2L, max#199]\nArguments: 1\n\n(10) AQEShuffleRead\nInput [2]: [v#2L, max#199]\nArguments: coalesced\n\n(11) Sort [codegen id : 2]\nInput [2]: [v#2L, max#199]\nArguments: [v#2L ASC NULLS FIRST], false, 0\n\n(12) SortAggregate\nInput [2]: [v#2L, max#199]\nKeys [1]: [v#2L]\nFunctions [1]: [max(payload#3)]\nAggregate Attributes [1]: [max(payload#3)#136]\nResults [2]: [v#2L, max(payload#3)#136 AS max(payload)#137]\n\n(13) ResultQueryStage\nOutput [2]: [v#2L, max(payload)#137]\nArguments: 2\n\n(14) Sort\nInput [2]: [v#2L, payload#3]\nArguments: [v#2L ASC NULLS FIRST], false, 0\n\n(15) SortAggregate\nInput [2]: [v#2L, payload#3]\nKeys [1]: [v#2L]\nFunctions [1]: [partial_max(payload#3)]\nAggregate Attributes [1]: [max#198]\nResults [2]: [v#2L, max#199]\n\n(16) Exchange\nInput [2]: [v#2L, max#199]\nArguments: hashpartitioning(v#2L, 200), ENSURE_REQUIREMENTS, [plan_id=73]\n\n(17) Sort\nInput [2]: [v#2L, max#199]\nArguments: [v#2L ASC NULLS FIRST], false, 0\n\n(18) SortAggregate\nInput [2]: [v#2L, max#199]\nKeys [1]: [v#2L]\nFunctions [1]: [max(payload#3)]\nAggregate Attributes [1]: [max(payload#3)#136]\nResults [2]: [v#2L, max(payload#3)#136 AS max(payload)#137]\n\n(19) AdaptiveSparkPlan\nOutput [2]: [v#2L, max(payload)#137]\nArguments: isFinalPlan=true\n\n(20) OverwriteByExpression noop-table\nInput [2]: [v#2L, max(payload)#137]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:05:07.224GMT",
  "duration" : 67474,
  "runningJobIds" : [ ],
  "successJobIds" : [ 3, 4 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 13,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,250,000"
    } ],
    "desc" : "Range (0, 3000000, step=1, splits=8)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 11,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.1 m (0 ms, 19.0 s, 25.4 s (stage 4.0: task 19))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 10,
    "nodeName" : "InMemoryTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    } ],
    "desc" : "InMemoryTableScan [v#2L, payload#3]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 s (30 ms, 116 ms, 249 ms (stage 4.0: task 17))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n270.0 MiB (30.0 MiB, 32.0 MiB, 50.0 MiB (stage 4.0: task 23))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n164.0 MiB (0.0 B, 24.0 MiB, 24.0 MiB (stage 4.0: task 17))"
    } ],
    "desc" : "Sort [v#2L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n55.3 s (3.4 s, 6.1 s, 13.5 s (stage 4.0: task 18))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 7,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "8,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n18.1 s (410 ms, 2.1 s, 4.8 s (stage 4.0: task 18))"
    } ],
    "desc" : "SortAggregate(key=[v#2L], functions=[partial_max(payload#3)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8,000"
    }, {
      "name" : "records read",
      "value" : "8,000"
    }, {
      "name" : "local bytes read",
      "value" : "645.3 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "1,592"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n687.5 KiB (85.9 KiB, 85.9 KiB, 85.9 KiB (stage 4.0: task 17))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n1.7 s (67 ms, 187 ms, 485 ms (stage 4.0: task 17))"
    }, {
      "name" : "fetch wait time",
      "value" : "72 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n645.3 KiB (80.6 KiB, 80.7 KiB, 80.7 KiB (stage 4.0: task 18))"
    } ],
    "desc" : "Exchange hashpartitioning(v#2L, 200), ENSURE_REQUIREMENTS, [plan_id=112]"
  }, {
    "nodeId" : 5,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "676.2 KiB"
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
      "value" : "0 ms"
    }, {
      "name" : "peak memory",
      "value" : "2.2 MiB"
    }, {
      "name" : "spill size",
      "value" : "0.0 B"
    } ],
    "desc" : "Sort [v#2L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "1.6 s"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "32 ms"
    } ],
    "desc" : "SortAggregate(key=[v#2L], functions=[max(payload#3)])"
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
      "value" : "1,000"
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
    "fromId" : 12,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 12
  } ],
  "queryId" : "01a22c8f-2072-7d60-ba82-611930369a8c",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (16)\n+- AdaptiveSparkPlan (15)\n   +- == Final Plan ==\n      ResultQueryStage (11), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (10)\n         +- AQEShuffleRead (9), coalesced\n            +- ShuffleQueryStage (8), Statistics(sizeInBytes=18.3 MiB, rowCount=8.00E+5)\n               +- Exchange (7)\n                  +- * HashAggregate (6)\n                     +- TableCacheQueryStage (5), Statistics(sizeInBytes=263.2 MiB, rowCount=3.00E+6)\n                        +- InMemoryTableScan (1)\n                              +- InMemoryRelation (2)\n                                    +- * Project (4)\n                                       +- * Range (3)\n   +- == Initial Plan ==\n      HashAggregate (14)\n      +- Exchange (13)\n         +- HashAggregate (12)\n            +- InMemoryTableScan (1)\n                  +- InMemoryRelation (2)\n                        +- * Project (4)\n                           +- * Range (3)\n\n\n(1) InMemoryTableScan\nOutput [2]: [key#1L, v#2L]\nArguments: [key#1L, v#2L]\n\n(2) InMemoryRelation\nArguments: [key#1L, v#2L, id#0L, payload#3], StorageLevel(memory, 1 replicas), [id#0L ASC NULLS FIRST]\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 3000000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [4]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(5) TableCacheQueryStage\nOutput [2]: [key#1L, v#2L]\nArguments: 0\n\n(6) HashAggregate [codegen id : 1]\nInput [2]: [key#1L, v#2L]\nKeys [1]: [key#1L]\nFunctions [1]: [partial_sum(v#2L)]\nAggregate Attributes [1]: [sum#309L]\nResults [2]: [key#1L, sum#310L]\n\n(7) Exchange\nInput [2]: [key#1L, sum#310L]\nArguments: hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=178]\n\n(8) ShuffleQueryStage\nOutput [2]: [key#1L, sum#310L]\nArguments: 1\n\n(9) AQEShuffleRead\nInput [2]: [key#1L, sum#310L]\nArguments: coalesced\n\n(10) HashAggregate [codegen id : 2]\nInput [2]: [key#1L, sum#310L]\nKeys [1]: [key#1L]\nFunctions [1]: [sum(v#2L)]\nAggregate Attributes [1]: [sum(v#2L)#247L]\nResults [2]: [key#1L, sum(v#2L)#247L AS sum(v)#248L]\n\n(11) ResultQueryStage\nOutput [2]: [key#1L, sum(v)#248L]\nArguments: 2\n\n(12) HashAggregate\nInput [2]: [key#1L, v#2L]\nKeys [1]: [key#1L]\nFunctions [1]: [partial_sum(v#2L)]\nAggregate Attributes [1]: [sum#309L]\nResults [2]: [key#1L, sum#310L]\n\n(13) Exchange\nInput [2]: [key#1L, sum#310L]\nArguments: hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=147]\n\n(14) HashAggregate\nInput [2]: [key#1L, sum#310L]\nKeys [1]: [key#1L]\nFunctions [1]: [sum(v#2L)]\nAggregate Attributes [1]: [sum(v#2L)#247L]\nResults [2]: [key#1L, sum(v#2L)#247L AS sum(v)#248L]\n\n(15) AdaptiveSparkPlan\nOutput [2]: [key#1L, sum(v)#248L]\nArguments: isFinalPlan=true\n\n(16) OverwriteByExpression noop-table\nInput [2]: [key#1L, sum(v)#248L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:06:15.143GMT",
  "duration" : 55178,
  "runningJobIds" : [ ],
  "successJobIds" : [ 5, 6 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 11,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,625,000"
    } ],
    "desc" : "Range (0, 3000000, step=1, splits=8)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 9,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 m (0 ms, 21.8 s, 29.1 s (stage 7.0: task 31))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 8,
    "nodeName" : "InMemoryTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    } ],
    "desc" : "InMemoryTableScan [key#1L, v#2L]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n15.8 s (187 ms, 1.7 s, 4.1 s (stage 7.0: task 32))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n48.0 MiB (6.0 MiB, 6.0 MiB, 6.0 MiB (stage 7.0: task 26))"
    }, {
      "name" : "number of output rows",
      "value" : "799,992"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1.3, 1.3, 1.3 (stage 7.0: task 26))"
    } ],
    "desc" : "HashAggregate(keys=[key#1L], functions=[partial_sum(v#2L)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n26.1 s (522 ms, 2.5 s, 7.7 s (stage 7.0: task 26))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "799,992"
    }, {
      "name" : "records read",
      "value" : "799,992"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n8.1 MiB (4.0 MiB, 4.0 MiB, 4.0 MiB (stage 9.0: task 35))"
    }, {
      "name" : "local blocks read",
      "value" : "1,600"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n18.3 MiB (2.3 MiB, 2.3 MiB, 2.3 MiB (stage 7.0: task 26))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n1.8 s (79 ms, 243 ms, 438 ms (stage 7.0: task 26))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n15 ms (0 ms, 15 ms, 15 ms (stage 9.0: task 35))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n8.1 MiB (1035.0 KiB, 1035.3 KiB, 1035.6 KiB (stage 7.0: task 32))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=178]"
  }, {
    "nodeId" : 4,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "2"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.5 MiB (4.2 MiB, 4.2 MiB, 4.2 MiB (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n4.7 s (2.2 s, 2.5 s, 2.5 s (stage 9.0: task 34))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n12.0 MiB (6.0 MiB, 6.0 MiB, 6.0 MiB (stage 9.0: task 35))"
    }, {
      "name" : "number of output rows",
      "value" : "99,999"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1.3, 1.3, 1.3 (stage 9.0: task 35))"
    } ],
    "desc" : "HashAggregate(keys=[key#1L], functions=[sum(v#2L)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.0 s (2.4 s, 2.6 s, 2.6 s (stage 9.0: task 34))"
    } ],
    "desc" : "WholeStageCodegen (2)"
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
    "fromId" : 10,
    "toId" : 8
  }, {
    "fromId" : 11,
    "toId" : 10
  } ],
  "queryId" : "01a22c90-29e6-79f4-982b-a743f5339388",
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
} ]
