[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (12)\n+- AdaptiveSparkPlan (11)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (6)\n         +- AQEShuffleRead (5), coalesced\n            +- ShuffleQueryStage (4), Statistics(sizeInBytes=469.1 KiB, rowCount=2.00E+4)\n               +- Exchange (3)\n                  +- * HashAggregate (2)\n                     +- Scan csv  (1)\n   +- == Initial Plan ==\n      HashAggregate (10)\n      +- Exchange (9)\n         +- HashAggregate (8)\n            +- Scan csv  (1)\n\n\n(1) Scan csv \nOutput [2]: [key#1, amount#2]\nBatched: false\nLocation: InMemoryFileIndex [file:/work/main/tests/spark/out/raw/s09_input_unsplittable-plain/_scratch/input.csv]\nReadSchema: struct<key:int,amount:double>\n\n(2) HashAggregate [codegen id : 1]\nInput [2]: [key#1, amount#2]\nKeys [1]: [key#1]\nFunctions [1]: [partial_sum(amount#2)]\nAggregate Attributes [1]: [sum#11]\nResults [2]: [key#1, sum#12]\n\n(3) Exchange\nInput [2]: [key#1, sum#12]\nArguments: hashpartitioning(key#1, 200), ENSURE_REQUIREMENTS, [plan_id=28]\n\n(4) ShuffleQueryStage\nOutput [2]: [key#1, sum#12]\nArguments: 0\n\n(5) AQEShuffleRead\nInput [2]: [key#1, sum#12]\nArguments: coalesced\n\n(6) HashAggregate [codegen id : 2]\nInput [2]: [key#1, sum#12]\nKeys [1]: [key#1]\nFunctions [1]: [sum(amount#2)]\nAggregate Attributes [1]: [sum(amount#2)#8]\nResults [2]: [key#1, sum(amount#2)#8 AS sum(amount)#9]\n\n(7) ResultQueryStage\nOutput [2]: [key#1, sum(amount)#9]\nArguments: 1\n\n(8) HashAggregate\nInput [2]: [key#1, amount#2]\nKeys [1]: [key#1]\nFunctions [1]: [partial_sum(amount#2)]\nAggregate Attributes [1]: [sum#11]\nResults [2]: [key#1, sum#12]\n\n(9) Exchange\nInput [2]: [key#1, sum#12]\nArguments: hashpartitioning(key#1, 200), ENSURE_REQUIREMENTS, [plan_id=15]\n\n(10) HashAggregate\nInput [2]: [key#1, sum#12]\nKeys [1]: [key#1]\nFunctions [1]: [sum(amount#2)]\nAggregate Attributes [1]: [sum(amount#2)#8]\nResults [2]: [key#1, sum(amount#2)#8 AS sum(amount)#9]\n\n(11) AdaptiveSparkPlan\nOutput [2]: [key#1, sum(amount)#9]\nArguments: isFinalPlan=true\n\n(12) OverwriteByExpression noop-table\nInput [2]: [key#1, sum(amount)#9]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:25:17.735GMT",
  "duration" : 39036,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 8,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,500,000"
    }, {
      "name" : "number of files read",
      "value" : "1"
    }, {
      "name" : "metadata time",
      "value" : "132 ms"
    }, {
      "name" : "size of files read",
      "value" : "39.5 MiB"
    } ],
    "desc" : "FileScan csv [key#1,amount#2] Batched: false, DataFilters: [], Format: CSV, Location: InMemoryFileIndex(1 paths)[file:/work/main/tests/spark/out/raw/s09_input_unsplittable-plain/_scra..., PartitionFilters: [], PushedFilters: [], ReadSchema: struct<key:int,amount:double>"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n29.5 s (14.0 s, 15.5 s, 15.5 s (stage 0.0: task 0))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 0.0: task 0))"
    }, {
      "name" : "number of output rows",
      "value" : "20,014"
    } ],
    "desc" : "HashAggregate(keys=[key#1], functions=[partial_sum(amount#2)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n33.6 s (16.3 s, 17.3 s, 17.3 s (stage 0.0: task 0))"
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
      "value" : "290.1 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "400"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n469.1 KiB (234.5 KiB, 234.5 KiB, 234.5 KiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n903 ms (133 ms, 769 ms, 769 ms (stage 0.0: task 1))"
    }, {
      "name" : "fetch wait time",
      "value" : "7 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n290.1 KiB (144.5 KiB, 145.7 KiB, 145.7 KiB (stage 0.0: task 1))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1, 200), ENSURE_REQUIREMENTS, [plan_id=28]"
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
      "value" : "304.3 KiB"
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
      "value" : "618 ms"
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
    "desc" : "HashAggregate(keys=[key#1], functions=[sum(amount#2)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "763 ms"
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
  "queryId" : "01a22c6a-a95a-70ef-b0aa-91ab5614b60b",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
