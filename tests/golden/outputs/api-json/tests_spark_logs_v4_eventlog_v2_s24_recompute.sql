[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (4)\n+- * Project (3)\n   +- * Filter (2)\n      +- Scan csv  (1)\n\n\n(1) Scan csv \nOutput [4]: [id#0L, key#1, amount#2, label#3]\nBatched: false\nLocation: InMemoryFileIndex [file:/work/main/tests/spark/out/raw/s24_recompute/_scratch/source.csv]\nPushedFilters: [IsNotNull(key), LessThan(key,100)]\nReadSchema: struct<id:bigint,key:int,amount:double,label:string>\n\n(2) Filter [codegen id : 1]\nInput [4]: [id#0L, key#1, amount#2, label#3]\nCondition : (isnotnull(key#1) AND (key#1 < 100))\n\n(3) Project [codegen id : 1]\nOutput [5]: [id#0L, key#1, amount#2, label#3, (amount#2 * 2.0) AS amount2#5]\nInput [4]: [id#0L, key#1, amount#2, label#3]\n\n(4) OverwriteByExpression noop-table\nInput [5]: [id#0L, key#1, amount#2, label#3, amount2#5]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:57:02.175GMT",
  "duration" : 20545,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 4,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "4,997"
    }, {
      "name" : "number of files read",
      "value" : "1"
    }, {
      "name" : "metadata time",
      "value" : "44 ms"
    }, {
      "name" : "size of files read",
      "value" : "12.9 MiB"
    } ],
    "desc" : "FileScan csv [id#0L,key#1,amount#2,label#3] Batched: false, DataFilters: [isnotnull(key#1), (key#1 < 100)], Format: CSV, Location: InMemoryFileIndex(1 paths)[file:/work/main/tests/spark/out/raw/s24_recompute/_scratch/source.csv], PartitionFilters: [], PushedFilters: [IsNotNull(key), LessThan(key,100)], ReadSchema: struct<id:bigint,key:int,amount:double,label:string>"
  }, {
    "nodeId" : 3,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "4,997"
    } ],
    "desc" : "Filter (isnotnull(key#1) AND (key#1 < 100))"
  }, {
    "nodeId" : 2,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [id#0L, key#1, amount#2, label#3, (amount#2 * 2.0) AS amount2#5]"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n15.7 s (7.0 s, 8.7 s, 8.7 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression noop-table",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "4,997"
    } ],
    "desc" : "OverwriteByExpression noop-table NoopWrite"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 2
  }, {
    "fromId" : 4,
    "toId" : 3
  } ],
  "queryId" : "01a22c87-b8cb-7d1a-a1b1-4b5d859b80e9",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (14)\n+- AdaptiveSparkPlan (13)\n   +- == Final Plan ==\n      ResultQueryStage (8), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (7)\n         +- AQEShuffleRead (6), coalesced\n            +- ShuffleQueryStage (5), Statistics(sizeInBytes=1984.0 B, rowCount=62)\n               +- Exchange (4)\n                  +- * HashAggregate (3)\n                     +- * Project (2)\n                        +- Scan csv  (1)\n   +- == Initial Plan ==\n      HashAggregate (12)\n      +- Exchange (11)\n         +- HashAggregate (10)\n            +- Project (9)\n               +- Scan csv  (1)\n\n\n(1) Scan csv \nOutput [2]: [amount#2, label#3]\nBatched: false\nLocation: InMemoryFileIndex [file:/work/main/tests/spark/out/raw/s24_recompute/_scratch/source.csv]\nReadSchema: struct<amount:double,label:string>\n\n(2) Project [codegen id : 1]\nOutput [2]: [label#3, (amount#2 * 2.0) AS amount2#5]\nInput [2]: [amount#2, label#3]\n\n(3) HashAggregate [codegen id : 1]\nInput [2]: [label#3, amount2#5]\nKeys [1]: [label#3]\nFunctions [1]: [partial_sum(amount2#5)]\nAggregate Attributes [1]: [sum#17]\nResults [2]: [label#3, sum#18]\n\n(4) Exchange\nInput [2]: [label#3, sum#18]\nArguments: hashpartitioning(label#3, 200), ENSURE_REQUIREMENTS, [plan_id=49]\n\n(5) ShuffleQueryStage\nOutput [2]: [label#3, sum#18]\nArguments: 0\n\n(6) AQEShuffleRead\nInput [2]: [label#3, sum#18]\nArguments: coalesced\n\n(7) HashAggregate [codegen id : 2]\nInput [2]: [label#3, sum#18]\nKeys [1]: [label#3]\nFunctions [1]: [sum(amount2#5)]\nAggregate Attributes [1]: [sum(amount2#5)#15]\nResults [2]: [label#3, sum(amount2#5)#15 AS sum(amount2)#16]\n\n(8) ResultQueryStage\nOutput [2]: [label#3, sum(amount2)#16]\nArguments: 1\n\n(9) Project\nOutput [2]: [label#3, (amount#2 * 2.0) AS amount2#5]\nInput [2]: [amount#2, label#3]\n\n(10) HashAggregate\nInput [2]: [label#3, amount2#5]\nKeys [1]: [label#3]\nFunctions [1]: [partial_sum(amount2#5)]\nAggregate Attributes [1]: [sum#17]\nResults [2]: [label#3, sum#18]\n\n(11) Exchange\nInput [2]: [label#3, sum#18]\nArguments: hashpartitioning(label#3, 200), ENSURE_REQUIREMENTS, [plan_id=33]\n\n(12) HashAggregate\nInput [2]: [label#3, sum#18]\nKeys [1]: [label#3]\nFunctions [1]: [sum(amount2#5)]\nAggregate Attributes [1]: [sum(amount2#5)#15]\nResults [2]: [label#3, sum(amount2#5)#15 AS sum(amount2)#16]\n\n(13) AdaptiveSparkPlan\nOutput [2]: [label#3, sum(amount2)#16]\nArguments: isFinalPlan=true\n\n(14) OverwriteByExpression noop-table\nInput [2]: [label#3, sum(amount2)#16]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:57:23.870GMT",
  "duration" : 13834,
  "runningJobIds" : [ ],
  "successJobIds" : [ 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 9,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "500,000"
    }, {
      "name" : "number of files read",
      "value" : "1"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "12.9 MiB"
    } ],
    "desc" : "FileScan csv [amount#2,label#3] Batched: false, DataFilters: [], Format: CSV, Location: InMemoryFileIndex(1 paths)[file:/work/main/tests/spark/out/raw/s24_recompute/_scratch/source.csv], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<amount:double,label:string>"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [label#3, (amount#2 * 2.0) AS amount2#5]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n11.1 s (4.9 s, 6.2 s, 6.2 s (stage 1.0: task 2))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 1.0: task 3))"
    }, {
      "name" : "number of output rows",
      "value" : "62"
    } ],
    "desc" : "HashAggregate(keys=[label#3], functions=[partial_sum(amount2#5)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n13.0 s (6.0 s, 7.0 s, 7.0 s (stage 1.0: task 2))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "62"
    }, {
      "name" : "records read",
      "value" : "62"
    }, {
      "name" : "local bytes read",
      "value" : "4.5 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "60"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n1984.0 B (992.0 B, 992.0 B, 992.0 B (stage 1.0: task 3))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n365 ms (19 ms, 345 ms, 345 ms (stage 1.0: task 3))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 KiB (2.2 KiB, 2.2 KiB, 2.2 KiB (stage 1.0: task 3))"
    } ],
    "desc" : "Exchange hashpartitioning(label#3, 200), ENSURE_REQUIREMENTS, [plan_id=49]"
  }, {
    "nodeId" : 4,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "170"
    }, {
      "name" : "partition data size",
      "value" : "4.7 KiB"
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
      "value" : "81 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "31"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[label#3], functions=[sum(amount2#5)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "125 ms"
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
      "value" : "31"
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
  "queryId" : "01a22c88-0e9c-79ed-9bbd-acc30c07e9f2",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (12)\n+- AdaptiveSparkPlan (11)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (6)\n         +- AQEShuffleRead (5), coalesced\n            +- ShuffleQueryStage (4), Statistics(sizeInBytes=469.1 KiB, rowCount=2.00E+4)\n               +- Exchange (3)\n                  +- * HashAggregate (2)\n                     +- Scan csv  (1)\n   +- == Initial Plan ==\n      HashAggregate (10)\n      +- Exchange (9)\n         +- HashAggregate (8)\n            +- Scan csv  (1)\n\n\n(1) Scan csv \nOutput [1]: [key#1]\nBatched: false\nLocation: InMemoryFileIndex [file:/work/main/tests/spark/out/raw/s24_recompute/_scratch/source.csv]\nReadSchema: struct<key:int>\n\n(2) HashAggregate [codegen id : 1]\nInput [1]: [key#1]\nKeys [1]: [key#1]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#30L]\nResults [2]: [key#1, count#31L]\n\n(3) Exchange\nInput [2]: [key#1, count#31L]\nArguments: hashpartitioning(key#1, 200), ENSURE_REQUIREMENTS, [plan_id=96]\n\n(4) ShuffleQueryStage\nOutput [2]: [key#1, count#31L]\nArguments: 0\n\n(5) AQEShuffleRead\nInput [2]: [key#1, count#31L]\nArguments: coalesced\n\n(6) HashAggregate [codegen id : 2]\nInput [2]: [key#1, count#31L]\nKeys [1]: [key#1]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#29L]\nResults [2]: [key#1, count(1)#29L AS count#23L]\n\n(7) ResultQueryStage\nOutput [2]: [key#1, count#23L]\nArguments: 1\n\n(8) HashAggregate\nInput [1]: [key#1]\nKeys [1]: [key#1]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#30L]\nResults [2]: [key#1, count#31L]\n\n(9) Exchange\nInput [2]: [key#1, count#31L]\nArguments: hashpartitioning(key#1, 200), ENSURE_REQUIREMENTS, [plan_id=83]\n\n(10) HashAggregate\nInput [2]: [key#1, count#31L]\nKeys [1]: [key#1]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#29L]\nResults [2]: [key#1, count(1)#29L AS count#23L]\n\n(11) AdaptiveSparkPlan\nOutput [2]: [key#1, count#23L]\nArguments: isFinalPlan=true\n\n(12) OverwriteByExpression noop-table\nInput [2]: [key#1, count#23L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:57:38.082GMT",
  "duration" : 7444,
  "runningJobIds" : [ ],
  "successJobIds" : [ 3, 4 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 8,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "500,000"
    }, {
      "name" : "number of files read",
      "value" : "1"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "12.9 MiB"
    } ],
    "desc" : "FileScan csv [key#1] Batched: false, DataFilters: [], Format: CSV, Location: InMemoryFileIndex(1 paths)[file:/work/main/tests/spark/out/raw/s24_recompute/_scratch/source.csv], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<key:int>"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n5.9 s (2.4 s, 3.6 s, 3.6 s (stage 4.0: task 5))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 4.0: task 6))"
    }, {
      "name" : "number of output rows",
      "value" : "20,014"
    } ],
    "desc" : "HashAggregate(keys=[key#1], functions=[partial_count(1)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n7.6 s (3.3 s, 4.3 s, 4.3 s (stage 4.0: task 5))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "20,014"
    }, {
      "name" : "records read",
      "value" : "20,014"
    }, {
      "name" : "local bytes read",
      "value" : "167.3 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "400"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n469.1 KiB (234.5 KiB, 234.5 KiB, 234.5 KiB (stage 4.0: task 6))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n387 ms (87 ms, 299 ms, 299 ms (stage 4.0: task 6))"
    }, {
      "name" : "fetch wait time",
      "value" : "10 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n167.3 KiB (82.1 KiB, 85.2 KiB, 85.2 KiB (stage 4.0: task 5))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1, 200), ENSURE_REQUIREMENTS, [plan_id=96]"
  }, {
    "nodeId" : 4,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "175.6 KiB"
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
      "value" : "332 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.5 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "10,007"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1.3"
    } ],
    "desc" : "HashAggregate(keys=[key#1], functions=[count(1)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "426 ms"
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
      "value" : "10,007"
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
  } ],
  "queryId" : "01a22c88-4621-7473-9741-05a849b95b83",
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
} ]
