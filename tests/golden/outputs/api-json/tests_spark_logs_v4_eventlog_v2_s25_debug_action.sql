[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (18)\n+- == Final Plan ==\n   ResultQueryStage (12), Statistics(sizeInBytes=8.0 EiB)\n   +- * HashAggregate (11)\n      +- ShuffleQueryStage (10), Statistics(sizeInBytes=16.0 B, rowCount=1)\n         +- Exchange (9)\n            +- * HashAggregate (8)\n               +- * HashAggregate (7)\n                  +- AQEShuffleRead (6), coalesced\n                     +- ShuffleQueryStage (5), Statistics(sizeInBytes=3.1 MiB, rowCount=2.00E+5)\n                        +- Exchange (4)\n                           +- * HashAggregate (3)\n                              +- * Project (2)\n                                 +- * Range (1)\n+- == Initial Plan ==\n   HashAggregate (17)\n   +- Exchange (16)\n      +- HashAggregate (15)\n         +- HashAggregate (14)\n            +- Exchange (13)\n               +- HashAggregate (3)\n                  +- Project (2)\n                     +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 1500000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [1]: [(((id#0L * 7919) % 99999) + 1) AS key#1L]\nInput [1]: [id#0L]\n\n(3) HashAggregate [codegen id : 1]\nInput [1]: [key#1L]\nKeys [1]: [key#1L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [key#1L]\n\n(4) Exchange\nInput [1]: [key#1L]\nArguments: hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=43]\n\n(5) ShuffleQueryStage\nOutput [1]: [key#1L]\nArguments: 0\n\n(6) AQEShuffleRead\nInput [1]: [key#1L]\nArguments: coalesced\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [key#1L]\nKeys [1]: [key#1L]\nFunctions: []\nAggregate Attributes: []\nResults: []\n\n(8) HashAggregate [codegen id : 2]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#17L]\nResults [1]: [count#18L]\n\n(9) Exchange\nInput [1]: [count#18L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=74]\n\n(10) ShuffleQueryStage\nOutput [1]: [count#18L]\nArguments: 1\n\n(11) HashAggregate [codegen id : 3]\nInput [1]: [count#18L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#16L]\nResults [1]: [count(1)#16L AS count#12L]\n\n(12) ResultQueryStage\nOutput [1]: [count#12L]\nArguments: 2\n\n(13) Exchange\nInput [1]: [key#1L]\nArguments: hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=22]\n\n(14) HashAggregate\nInput [1]: [key#1L]\nKeys [1]: [key#1L]\nFunctions: []\nAggregate Attributes: []\nResults: []\n\n(15) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#17L]\nResults [1]: [count#18L]\n\n(16) Exchange\nInput [1]: [count#18L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=26]\n\n(17) HashAggregate\nInput [1]: [count#18L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#16L]\nResults [1]: [count(1)#16L AS count#12L]\n\n(18) AdaptiveSparkPlan\nOutput [1]: [count#12L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:58:40.339GMT",
  "duration" : 30483,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 12,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,500,000"
    } ],
    "desc" : "Range (0, 1500000, step=1, splits=2)"
  }, {
    "nodeId" : 11,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.3 s (4.6 s, 4.7 s, 4.7 s (stage 0.0: task 0))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n20.0 MiB (10.0 MiB, 10.0 MiB, 10.0 MiB (stage 0.0: task 1))"
    }, {
      "name" : "number of output rows",
      "value" : "199,998"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1.2, 1.2, 1.2 (stage 0.0: task 1))"
    } ],
    "desc" : "HashAggregate(keys=[key#1L], functions=[])"
  }, {
    "nodeId" : 9,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n17.3 s (8.5 s, 8.8 s, 8.8 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "199,998"
    }, {
      "name" : "records read",
      "value" : "199,998"
    }, {
      "name" : "local bytes read",
      "value" : "1281.7 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "2"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.1 MiB (1562.5 KiB, 1562.5 KiB, 1562.5 KiB (stage 0.0: task 1))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n1.3 s (636 ms, 639 ms, 639 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1281.7 KiB (637.1 KiB, 644.6 KiB, 644.6 KiB (stage 0.0: task 0))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=43]"
  }, {
    "nodeId" : 7,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "1346.8 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 6,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "1.4 s"
    }, {
      "name" : "peak memory",
      "value" : "10.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "99,999"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1.4"
    } ],
    "desc" : "HashAggregate(keys=[key#1L], functions=[])"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "1.5 s"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "1.5 s"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1"
    }, {
      "name" : "records read",
      "value" : "1"
    }, {
      "name" : "local bytes read",
      "value" : "59.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "16.0 B"
    }, {
      "name" : "shuffle write time",
      "value" : "0 ms"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "59.0 B"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=74]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "0 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "1 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
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
    "fromId" : 7,
    "toId" : 6
  }, {
    "fromId" : 8,
    "toId" : 7
  }, {
    "fromId" : 10,
    "toId" : 8
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 12,
    "toId" : 11
  } ],
  "queryId" : "01a22c89-385d-798d-bf96-95fa3fbc93c1",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "showString at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (17)\n+- == Final Plan ==\n   ResultQueryStage (11), Statistics(sizeInBytes=8.0 EiB)\n   +- CollectLimit (10)\n      +- SortAggregate (9)\n         +- * Sort (8)\n            +- AQEShuffleRead (7), coalesced\n               +- ShuffleQueryStage (6), Statistics(sizeInBytes=18.3 MiB, rowCount=2.00E+5)\n                  +- Exchange (5)\n                     +- SortAggregate (4)\n                        +- * Sort (3)\n                           +- * Project (2)\n                              +- * Range (1)\n+- == Initial Plan ==\n   CollectLimit (16)\n   +- SortAggregate (15)\n      +- Sort (14)\n         +- Exchange (13)\n            +- SortAggregate (12)\n               +- Sort (3)\n                  +- Project (2)\n                     +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 1500000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [3]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(3) Sort [codegen id : 1]\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(4) SortAggregate\nInput [3]: [key#1L, v#2L, payload#3]\nKeys [1]: [key#1L]\nFunctions [2]: [partial_max(payload#3), partial_sum(v#2L)]\nAggregate Attributes [2]: [max#22, sum#23L]\nResults [3]: [key#1L, max#24, sum#25L]\n\n(5) Exchange\nInput [3]: [key#1L, max#24, sum#25L]\nArguments: hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=126]\n\n(6) ShuffleQueryStage\nOutput [3]: [key#1L, max#24, sum#25L]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [3]: [key#1L, max#24, sum#25L]\nArguments: coalesced\n\n(8) Sort [codegen id : 2]\nInput [3]: [key#1L, max#24, sum#25L]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(9) SortAggregate\nInput [3]: [key#1L, max#24, sum#25L]\nKeys [1]: [key#1L]\nFunctions [2]: [max(payload#3), sum(v#2L)]\nAggregate Attributes [2]: [max(payload#3)#10, sum(v#2L)#11L]\nResults [3]: [toprettystring(key#1L, Some(UTC)) AS key#19, toprettystring(max(payload#3)#10, Some(UTC)) AS p#20, toprettystring(sum(v#2L)#11L, Some(UTC)) AS s#21]\n\n(10) CollectLimit\nInput [3]: [key#19, p#20, s#21]\nArguments: 6\n\n(11) ResultQueryStage\nOutput [3]: [key#19, p#20, s#21]\nArguments: 1\n\n(12) SortAggregate\nInput [3]: [key#1L, v#2L, payload#3]\nKeys [1]: [key#1L]\nFunctions [2]: [partial_max(payload#3), partial_sum(v#2L)]\nAggregate Attributes [2]: [max#22, sum#23L]\nResults [3]: [key#1L, max#24, sum#25L]\n\n(13) Exchange\nInput [3]: [key#1L, max#24, sum#25L]\nArguments: hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=111]\n\n(14) Sort\nInput [3]: [key#1L, max#24, sum#25L]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(15) SortAggregate\nInput [3]: [key#1L, max#24, sum#25L]\nKeys [1]: [key#1L]\nFunctions [2]: [max(payload#3), sum(v#2L)]\nAggregate Attributes [2]: [max(payload#3)#10, sum(v#2L)#11L]\nResults [3]: [toprettystring(key#1L, Some(UTC)) AS key#19, toprettystring(max(payload#3)#10, Some(UTC)) AS p#20, toprettystring(sum(v#2L)#11L, Some(UTC)) AS s#21]\n\n(16) CollectLimit\nInput [3]: [key#19, p#20, s#21]\nArguments: 6\n\n(17) AdaptiveSparkPlan\nOutput [3]: [key#19, p#20, s#21]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:59:11.259GMT",
  "duration" : 29447,
  "runningJobIds" : [ ],
  "successJobIds" : [ 3, 4 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 11,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,500,000"
    } ],
    "desc" : "Range (0, 1500000, step=1, splits=2)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.1 s (791 ms, 1.3 s, 1.3 s (stage 6.0: task 4))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n208.0 MiB (104.0 MiB, 104.0 MiB, 104.0 MiB (stage 6.0: task 4))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 4))"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n44.2 s (21.7 s, 22.5 s, 22.5 s (stage 6.0: task 5))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 7,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "199,998"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n13.8 s (6.6 s, 7.2 s, 7.2 s (stage 6.0: task 5))"
    } ],
    "desc" : "SortAggregate(key=[key#1L], functions=[partial_max(payload#3), partial_sum(v#2L)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "199,998"
    }, {
      "name" : "records read",
      "value" : "99,030"
    }, {
      "name" : "local bytes read",
      "value" : "6.9 MiB"
    }, {
      "name" : "local blocks read",
      "value" : "2"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n18.3 MiB (9.2 MiB, 9.2 MiB, 9.2 MiB (stage 6.0: task 4))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n548 ms (250 ms, 297 ms, 297 ms (stage 6.0: task 5))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n14.0 MiB (7.0 MiB, 7.0 MiB, 7.0 MiB (stage 6.0: task 4))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=126]"
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
      "value" : "total (min, med, max (stageId: taskId))\n14.7 MiB (7.3 MiB, 7.4 MiB, 7.4 MiB (driver))"
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
      "value" : "14 ms"
    }, {
      "name" : "peak memory",
      "value" : "20.0 MiB"
    }, {
      "name" : "spill size",
      "value" : "0.0 B"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "6"
    }, {
      "name" : "time in aggregation build",
      "value" : "0 ms"
    } ],
    "desc" : "SortAggregate(key=[key#1L], functions=[max(payload#3), sum(v#2L)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "CollectLimit",
    "metrics" : [ ],
    "desc" : "CollectLimit 6"
  }, {
    "nodeId" : 0,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
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
  "queryId" : "01a22c89-b1be-7a22-9732-92cb2f5b7547",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "parquet at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (19)\n+- == Final Plan ==\n   ResultQueryStage (12), Statistics(sizeInBytes=8.0 EiB)\n   +- Execute InsertIntoHadoopFsRelationCommand (11)\n      +- WriteFiles (10)\n         +- SortAggregate (9)\n            +- * Sort (8)\n               +- AQEShuffleRead (7), coalesced\n                  +- ShuffleQueryStage (6), Statistics(sizeInBytes=18.3 MiB, rowCount=2.00E+5)\n                     +- Exchange (5)\n                        +- SortAggregate (4)\n                           +- * Sort (3)\n                              +- * Project (2)\n                                 +- * Range (1)\n+- == Initial Plan ==\n   Execute InsertIntoHadoopFsRelationCommand (18)\n   +- WriteFiles (17)\n      +- SortAggregate (16)\n         +- Sort (15)\n            +- Exchange (14)\n               +- SortAggregate (13)\n                  +- Sort (3)\n                     +- Project (2)\n                        +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 1500000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [3]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(3) Sort [codegen id : 1]\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(4) SortAggregate\nInput [3]: [key#1L, v#2L, payload#3]\nKeys [1]: [key#1L]\nFunctions [2]: [partial_max(payload#3), partial_sum(v#2L)]\nAggregate Attributes [2]: [max#22, sum#23L]\nResults [3]: [key#1L, max#24, sum#25L]\n\n(5) Exchange\nInput [3]: [key#1L, max#24, sum#25L]\nArguments: hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=191]\n\n(6) ShuffleQueryStage\nOutput [3]: [key#1L, max#24, sum#25L]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [3]: [key#1L, max#24, sum#25L]\nArguments: coalesced\n\n(8) Sort [codegen id : 2]\nInput [3]: [key#1L, max#24, sum#25L]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(9) SortAggregate\nInput [3]: [key#1L, max#24, sum#25L]\nKeys [1]: [key#1L]\nFunctions [2]: [max(payload#3), sum(v#2L)]\nAggregate Attributes [2]: [max(payload#3)#10, sum(v#2L)#11L]\nResults [3]: [key#1L, max(payload#3)#10 AS p#4, sum(v#2L)#11L AS s#5L]\n\n(10) WriteFiles\nInput [3]: [key#1L, p#4, s#5L]\n\n(11) Execute InsertIntoHadoopFsRelationCommand\nInput: []\nArguments: file:/work/main/tests/spark/out/raw/s25_debug_action/_scratch/result, false, Parquet, [path=/work/main/tests/spark/out/raw/s25_debug_action/_scratch/result], Overwrite, [key, p, s]\n\n(12) ResultQueryStage\nOutput: []\nArguments: 1\n\n(13) SortAggregate\nInput [3]: [key#1L, v#2L, payload#3]\nKeys [1]: [key#1L]\nFunctions [2]: [partial_max(payload#3), partial_sum(v#2L)]\nAggregate Attributes [2]: [max#22, sum#23L]\nResults [3]: [key#1L, max#24, sum#25L]\n\n(14) Exchange\nInput [3]: [key#1L, max#24, sum#25L]\nArguments: hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=175]\n\n(15) Sort\nInput [3]: [key#1L, max#24, sum#25L]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(16) SortAggregate\nInput [3]: [key#1L, max#24, sum#25L]\nKeys [1]: [key#1L]\nFunctions [2]: [max(payload#3), sum(v#2L)]\nAggregate Attributes [2]: [max(payload#3)#10, sum(v#2L)#11L]\nResults [3]: [key#1L, max(payload#3)#10 AS p#4, sum(v#2L)#11L AS s#5L]\n\n(17) WriteFiles\nInput [3]: [key#1L, p#4, s#5L]\n\n(18) Execute InsertIntoHadoopFsRelationCommand\nInput: []\nArguments: file:/work/main/tests/spark/out/raw/s25_debug_action/_scratch/result, false, Parquet, [path=/work/main/tests/spark/out/raw/s25_debug_action/_scratch/result], Overwrite, [key, p, s]\n\n(19) AdaptiveSparkPlan\nOutput: []\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:59:41.599GMT",
  "duration" : 26250,
  "runningJobIds" : [ ],
  "successJobIds" : [ 5, 6 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 12,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,500,000"
    } ],
    "desc" : "Range (0, 1500000, step=1, splits=2)"
  }, {
    "nodeId" : 11,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n404 ms (173 ms, 231 ms, 231 ms (stage 9.0: task 8))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n208.0 MiB (104.0 MiB, 104.0 MiB, 104.0 MiB (stage 9.0: task 8))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 9.0: task 8))"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n20.1 s (10.0 s, 10.1 s, 10.1 s (stage 9.0: task 7))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 8,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "199,998"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.2 s (4.4 s, 4.8 s, 4.8 s (stage 9.0: task 8))"
    } ],
    "desc" : "SortAggregate(key=[key#1L], functions=[partial_max(payload#3), partial_sum(v#2L)])"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "199,998"
    }, {
      "name" : "records read",
      "value" : "199,998"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.0 MiB (6.9 MiB, 7.1 MiB, 7.1 MiB (stage 11.0: task 10))"
    }, {
      "name" : "local blocks read",
      "value" : "4"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n18.3 MiB (9.2 MiB, 9.2 MiB, 9.2 MiB (stage 9.0: task 8))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n489 ms (121 ms, 367 ms, 367 ms (stage 9.0: task 7))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 11.0: task 9))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n14.0 MiB (7.0 MiB, 7.0 MiB, 7.0 MiB (stage 9.0: task 7))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=191]"
  }, {
    "nodeId" : 6,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "2"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n14.7 MiB (7.3 MiB, 7.4 MiB, 7.4 MiB (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 5,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n66 ms (7 ms, 59 ms, 59 ms (stage 11.0: task 9))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n40.0 MiB (20.0 MiB, 20.0 MiB, 20.0 MiB (stage 11.0: task 9))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 11.0: task 9))"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n17.8 s (8.7 s, 9.0 s, 9.0 s (stage 11.0: task 10))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 3,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.9 s (787 ms, 1.1 s, 1.1 s (stage 11.0: task 10))"
    } ],
    "desc" : "SortAggregate(key=[key#1L], functions=[max(payload#3), sum(v#2L)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WriteFiles",
    "metrics" : [ ],
    "desc" : "WriteFiles"
  }, {
    "nodeId" : 1,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "task commit time",
      "value" : "total (min, med, max (stageId: taskId))\n84 ms (37 ms, 47 ms, 47 ms (stage 11.0: task 10))"
    }, {
      "name" : "number of written files",
      "value" : "2"
    }, {
      "name" : "job commit time",
      "value" : "145 ms"
    }, {
      "name" : "number of output rows",
      "value" : "99,999"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    }, {
      "name" : "written output",
      "value" : "6.6 MiB"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand file:/work/main/tests/spark/out/raw/s25_debug_action/_scratch/result, false, Parquet, [path=/work/main/tests/spark/out/raw/s25_debug_action/_scratch/result], Overwrite, [key, p, s]"
  }, {
    "nodeId" : 0,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  } ],
  "edges" : [ {
    "fromId" : 1,
    "toId" : 0
  }, {
    "fromId" : 2,
    "toId" : 1
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
    "fromId" : 7,
    "toId" : 6
  }, {
    "fromId" : 8,
    "toId" : 7
  }, {
    "fromId" : 10,
    "toId" : 8
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 12,
    "toId" : 11
  } ],
  "queryId" : "01a22c8a-287f-7952-9d67-db5d198c5071",
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
} ]
