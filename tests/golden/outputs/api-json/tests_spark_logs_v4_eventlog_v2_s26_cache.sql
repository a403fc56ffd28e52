[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (15)\n+- == Final Plan ==\n   ResultQueryStage (11), Statistics(sizeInBytes=8.0 EiB)\n   +- * HashAggregate (10)\n      +- ShuffleQueryStage (9), Statistics(sizeInBytes=128.0 B, rowCount=8)\n         +- Exchange (8)\n            +- * HashAggregate (7)\n               +- TableCacheQueryStage (6), Statistics(sizeInBytes=95.4 MiB, rowCount=1.00E+6)\n                  +- InMemoryTableScan (1)\n                        +- InMemoryRelation (2)\n                              +- * Project (5)\n                                 +- * Project (4)\n                                    +- * Range (3)\n+- == Initial Plan ==\n   HashAggregate (14)\n   +- Exchange (13)\n      +- HashAggregate (12)\n         +- InMemoryTableScan (1)\n               +- InMemoryRelation (2)\n                     +- * Project (5)\n                        +- * Project (4)\n                           +- * Range (3)\n\n\n(1) InMemoryTableScan\nOutput: []\n\n(2) InMemoryRelation\nArguments: [key#1L, v#2L, id#0L, payload#3, bucket#4L], StorageLevel(disk, memory, deserialized, 1 replicas), [id#0L ASC NULLS FIRST]\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 1000000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [4]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(5) Project [codegen id : 1]\nOutput [5]: [key#1L, v#2L, id#0L, payload#3, (key#1L % 10) AS bucket#4L]\nInput [4]: [key#1L, v#2L, id#0L, payload#3]\n\n(6) TableCacheQueryStage\nOutput: []\nArguments: 0\n\n(7) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#112L]\nResults [1]: [count#113L]\n\n(8) Exchange\nInput [1]: [count#113L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=47]\n\n(9) ShuffleQueryStage\nOutput [1]: [count#113L]\nArguments: 1\n\n(10) HashAggregate [codegen id : 2]\nInput [1]: [count#113L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#36L]\nResults [1]: [count(1)#36L AS count#30L]\n\n(11) ResultQueryStage\nOutput [1]: [count#30L]\nArguments: 2\n\n(12) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#112L]\nResults [1]: [count#113L]\n\n(13) Exchange\nInput [1]: [count#113L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=23]\n\n(14) HashAggregate\nInput [1]: [count#113L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#36L]\nResults [1]: [count(1)#36L AS count#30L]\n\n(15) AdaptiveSparkPlan\nOutput [1]: [count#30L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T13:01:13.383GMT",
  "duration" : 43340,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 10,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "Range (0, 1000000, step=1, splits=8)"
  }, {
    "nodeId" : 9,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#1L, v#2L, id#0L, payload#3, (key#1L % 10) AS bucket#4L]"
  }, {
    "nodeId" : 7,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.8 m (6.3 s, 12.0 s, 26.5 s (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 6,
    "nodeName" : "InMemoryTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "InMemoryTableScan"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n258 ms (0 ms, 2 ms, 126 ms (stage 1.0: task 8))"
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
      "value" : "total (min, med, max (stageId: taskId))\n846 ms (1 ms, 45 ms, 391 ms (stage 1.0: task 8))"
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
      "value" : "total (min, med, max (stageId: taskId))\n216 ms (0 ms, 37 ms, 72 ms (stage 1.0: task 9))"
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
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=47]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "47 ms"
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
      "value" : "48 ms"
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
  }, {
    "fromId" : 10,
    "toId" : 9
  } ],
  "queryId" : "01a22c8b-8d1d-7aa0-b669-d5c801f06452",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (12)\n+- AdaptiveSparkPlan (11)\n   +- == Final Plan ==\n      ResultQueryStage (8), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (7)\n         +- AQEShuffleRead (6), coalesced\n            +- ShuffleQueryStage (5), Statistics(sizeInBytes=1920.0 B, rowCount=80)\n               +- Exchange (4)\n                  +- * HashAggregate (3)\n                     +- * Project (2)\n                        +- * Range (1)\n   +- == Initial Plan ==\n      HashAggregate (10)\n      +- Exchange (9)\n         +- HashAggregate (3)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 1000000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(id#0L % 1000) AS v#2L, ((((id#0L * 7919) % 99999) + 1) % 10) AS bucket#164L]\nInput [1]: [id#0L]\n\n(3) HashAggregate [codegen id : 1]\nInput [2]: [v#2L, bucket#164L]\nKeys [1]: [bucket#164L]\nFunctions [1]: [partial_sum(v#2L)]\nAggregate Attributes [1]: [sum#172L]\nResults [2]: [bucket#164L, sum#173L]\n\n(4) Exchange\nInput [2]: [bucket#164L, sum#173L]\nArguments: hashpartitioning(bucket#164L, 200), ENSURE_REQUIREMENTS, [plan_id=91]\n\n(5) ShuffleQueryStage\nOutput [2]: [bucket#164L, sum#173L]\nArguments: 0\n\n(6) AQEShuffleRead\nInput [2]: [bucket#164L, sum#173L]\nArguments: coalesced\n\n(7) HashAggregate [codegen id : 2]\nInput [2]: [bucket#164L, sum#173L]\nKeys [1]: [bucket#164L]\nFunctions [1]: [sum(v#2L)]\nAggregate Attributes [1]: [sum(v#2L)#170L]\nResults [2]: [bucket#164L, sum(v#2L)#170L AS sum(v)#171L]\n\n(8) ResultQueryStage\nOutput [2]: [bucket#164L, sum(v)#171L]\nArguments: 1\n\n(9) Exchange\nInput [2]: [bucket#164L, sum#173L]\nArguments: hashpartitioning(bucket#164L, 200), ENSURE_REQUIREMENTS, [plan_id=78]\n\n(10) HashAggregate\nInput [2]: [bucket#164L, sum#173L]\nKeys [1]: [bucket#164L]\nFunctions [1]: [sum(v#2L)]\nAggregate Attributes [1]: [sum(v#2L)#170L]\nResults [2]: [bucket#164L, sum(v#2L)#170L AS sum(v)#171L]\n\n(11) AdaptiveSparkPlan\nOutput [2]: [bucket#164L, sum(v)#171L]\nArguments: isFinalPlan=true\n\n(12) OverwriteByExpression noop-table\nInput [2]: [bucket#164L, sum(v)#171L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:01:57.764GMT",
  "duration" : 6736,
  "runningJobIds" : [ ],
  "successJobIds" : [ 3, 4 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 9,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "Range (0, 1000000, step=1, splits=8)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 1000) AS v#2L, ((((id#0L * 7919) % 99999) + 1) % 10) AS bucket#164L]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 s (11 ms, 137 ms, 323 ms (stage 4.0: task 17))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 4.0: task 18))"
    }, {
      "name" : "number of output rows",
      "value" : "80"
    } ],
    "desc" : "HashAggregate(keys=[bucket#164L], functions=[partial_sum(v#2L)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.3 s (164 ms, 353 ms, 922 ms (stage 4.0: task 18))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "80"
    }, {
      "name" : "records read",
      "value" : "80"
    }, {
      "name" : "local bytes read",
      "value" : "4.9 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "80"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n1920.0 B (240.0 B, 240.0 B, 240.0 B (stage 4.0: task 18))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n517 ms (3 ms, 67 ms, 143 ms (stage 4.0: task 17))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.9 KiB (626.0 B, 626.0 B, 626.0 B (stage 4.0: task 18))"
    } ],
    "desc" : "Exchange hashpartitioning(bucket#164L, 200), ENSURE_REQUIREMENTS, [plan_id=91]"
  }, {
    "nodeId" : 4,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "190"
    }, {
      "name" : "partition data size",
      "value" : "5.1 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "87 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "10"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[bucket#164L], functions=[sum(v#2L)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "165 ms"
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
      "value" : "10"
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
  } ],
  "queryId" : "01a22c8c-3c74-7655-ad16-6fbca17ee1c0",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (16)\n+- AdaptiveSparkPlan (15)\n   +- == Final Plan ==\n      ResultQueryStage (10), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (9)\n         +- * Sort (8)\n            +- AQEShuffleRead (7), coalesced\n               +- ShuffleQueryStage (6), Statistics(sizeInBytes=6.9 KiB, rowCount=80)\n                  +- Exchange (5)\n                     +- SortAggregate (4)\n                        +- * Sort (3)\n                           +- * Project (2)\n                              +- * Range (1)\n   +- == Initial Plan ==\n      SortAggregate (14)\n      +- Sort (13)\n         +- Exchange (12)\n            +- SortAggregate (11)\n               +- Sort (3)\n                  +- Project (2)\n                     +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 1000000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3, ((((id#0L * 7919) % 99999) + 1) % 10) AS bucket#164L]\nInput [1]: [id#0L]\n\n(3) Sort [codegen id : 1]\nInput [2]: [payload#3, bucket#164L]\nArguments: [bucket#164L ASC NULLS FIRST], false, 0\n\n(4) SortAggregate\nInput [2]: [payload#3, bucket#164L]\nKeys [1]: [bucket#164L]\nFunctions [1]: [partial_max(payload#3)]\nAggregate Attributes [1]: [max#182]\nResults [2]: [bucket#164L, max#183]\n\n(5) Exchange\nInput [2]: [bucket#164L, max#183]\nArguments: hashpartitioning(bucket#164L, 200), ENSURE_REQUIREMENTS, [plan_id=142]\n\n(6) ShuffleQueryStage\nOutput [2]: [bucket#164L, max#183]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [2]: [bucket#164L, max#183]\nArguments: coalesced\n\n(8) Sort [codegen id : 2]\nInput [2]: [bucket#164L, max#183]\nArguments: [bucket#164L ASC NULLS FIRST], false, 0\n\n(9) SortAggregate\nInput [2]: [bucket#164L, max#183]\nKeys [1]: [bucket#164L]\nFunctions [1]: [max(payload#3)]\nAggregate Attributes [1]: [max(payload#3)#180]\nResults [2]: [bucket#164L, max(payload#3)#180 AS max(payload)#181]\n\n(10) ResultQueryStage\nOutput [2]: [bucket#164L, max(payload)#181]\nArguments: 1\n\n(11) SortAggregate\nInput [2]: [payload#3, bucket#164L]\nKeys [1]: [bucket#164L]\nFunctions [1]: [partial_max(payload#3)]\nAggregate Attributes [1]: [max#182]\nResults [2]: [bucket#164L, max#183]\n\n(12) Exchange\nInput [2]: [bucket#164L, max#183]\nArguments: hashpartitioning(bucket#164L, 200), ENSURE_REQUIREMENTS, [plan_id=127]\n\n(13) Sort\nInput [2]: [bucket#164L, max#183]\nArguments: [bucket#164L ASC NULLS FIRST], false, 0\n\n(14) SortAggregate\nInput [2]: [bucket#164L, max#183]\nKeys [1]: [bucket#164L]\nFunctions [1]: [max(payload#3)]\nAggregate Attributes [1]: [max(payload#3)#180]\nResults [2]: [bucket#164L, max(payload#3)#180 AS max(payload)#181]\n\n(15) AdaptiveSparkPlan\nOutput [2]: [bucket#164L, max(payload)#181]\nArguments: isFinalPlan=true\n\n(16) OverwriteByExpression noop-table\nInput [2]: [bucket#164L, max(payload)#181]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:02:05.018GMT",
  "duration" : 13343,
  "runningJobIds" : [ ],
  "successJobIds" : [ 5, 6 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 11,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "Range (0, 1000000, step=1, splits=8)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3, ((((id#0L * 7919) % 99999) + 1) % 10) AS bucket#164L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n693 ms (1 ms, 34 ms, 327 ms (stage 7.0: task 26))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n160.0 MiB (20.0 MiB, 20.0 MiB, 20.0 MiB (stage 7.0: task 26))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 7.0: task 26))"
    } ],
    "desc" : "Sort [bucket#164L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n19.6 s (1.2 s, 2.1 s, 4.9 s (stage 7.0: task 27))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 7,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "80"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n6.2 s (221 ms, 742 ms, 1.7 s (stage 7.0: task 27))"
    } ],
    "desc" : "SortAggregate(key=[bucket#164L], functions=[partial_max(payload#3)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "80"
    }, {
      "name" : "records read",
      "value" : "80"
    }, {
      "name" : "local bytes read",
      "value" : "10.0 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "80"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n6.9 KiB (880.0 B, 880.0 B, 880.0 B (stage 7.0: task 26))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n359 ms (3 ms, 52 ms, 88 ms (stage 7.0: task 31))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n10.0 KiB (1274.0 B, 1276.0 B, 1276.0 B (stage 7.0: task 26))"
    } ],
    "desc" : "Exchange hashpartitioning(bucket#164L, 200), ENSURE_REQUIREMENTS, [plan_id=142]"
  }, {
    "nodeId" : 5,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "190"
    }, {
      "name" : "partition data size",
      "value" : "10.1 KiB"
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
      "value" : "8.1 MiB"
    }, {
      "name" : "spill size",
      "value" : "0.0 B"
    } ],
    "desc" : "Sort [bucket#164L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "298 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "10"
    }, {
      "name" : "time in aggregation build",
      "value" : "0 ms"
    } ],
    "desc" : "SortAggregate(key=[bucket#164L], functions=[max(payload#3)])"
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
      "value" : "10"
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
  } ],
  "queryId" : "01a22c8c-58c7-7cbe-99cf-a957f0ca59a1",
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
} ]
