[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (12)\n+- AdaptiveSparkPlan (11)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (6)\n         +- AQEShuffleRead (5), coalesced\n            +- ShuffleQueryStage (4), Statistics(sizeInBytes=91.1 KiB, rowCount=3.89E+3)\n               +- Exchange (3)\n                  +- * HashAggregate (2)\n                     +- Scan csv  (1)\n   +- == Initial Plan ==\n      HashAggregate (10)\n      +- Exchange (9)\n         +- HashAggregate (8)\n            +- Scan csv  (1)\n\n\n(1) Scan csv \nOutput [2]: [key#1, v#2]\nBatched: false\nLocation: InMemoryFileIndex [file:/work/main/tests/spark/out/raw/s10_input_small_files/_scratch/small_csv]\nReadSchema: struct<key:int,v:int>\n\n(2) HashAggregate [codegen id : 1]\nInput [2]: [key#1, v#2]\nKeys [1]: [key#1]\nFunctions [1]: [partial_sum(v#2)]\nAggregate Attributes [1]: [sum#9L]\nResults [2]: [key#1, sum#10L]\n\n(3) Exchange\nInput [2]: [key#1, sum#10L]\nArguments: hashpartitioning(key#1, 200), ENSURE_REQUIREMENTS, [plan_id=28]\n\n(4) ShuffleQueryStage\nOutput [2]: [key#1, sum#10L]\nArguments: 0\n\n(5) AQEShuffleRead\nInput [2]: [key#1, sum#10L]\nArguments: coalesced\n\n(6) HashAggregate [codegen id : 2]\nInput [2]: [key#1, sum#10L]\nKeys [1]: [key#1]\nFunctions [1]: [sum(v#2)]\nAggregate Attributes [1]: [sum(v#2)#6L]\nResults [2]: [key#1, sum(v#2)#6L AS sum(v)#7L]\n\n(7) ResultQueryStage\nOutput [2]: [key#1, sum(v)#7L]\nArguments: 1\n\n(8) HashAggregate\nInput [2]: [key#1, v#2]\nKeys [1]: [key#1]\nFunctions [1]: [partial_sum(v#2)]\nAggregate Attributes [1]: [sum#9L]\nResults [2]: [key#1, sum#10L]\n\n(9) Exchange\nInput [2]: [key#1, sum#10L]\nArguments: hashpartitioning(key#1, 200), ENSURE_REQUIREMENTS, [plan_id=15]\n\n(10) HashAggregate\nInput [2]: [key#1, sum#10L]\nKeys [1]: [key#1]\nFunctions [1]: [sum(v#2)]\nAggregate Attributes [1]: [sum(v#2)#6L]\nResults [2]: [key#1, sum(v#2)#6L AS sum(v)#7L]\n\n(11) AdaptiveSparkPlan\nOutput [2]: [key#1, sum(v)#7L]\nArguments: isFinalPlan=true\n\n(12) OverwriteByExpression noop-table\nInput [2]: [key#1, sum(v)#7L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:26:50.306GMT",
  "duration" : 50432,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 8,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "60,000"
    }, {
      "name" : "number of files read",
      "value" : "1,500"
    }, {
      "name" : "metadata time",
      "value" : "262 ms"
    }, {
      "name" : "size of files read",
      "value" : "672.4 KiB"
    } ],
    "desc" : "FileScan csv [key#1,v#2] Batched: false, DataFilters: [], Format: CSV, Location: InMemoryFileIndex(1 paths)[file:/work/main/tests/spark/out/raw/s10_input_small_files/_scratch/sma..., PartitionFilters: [], PushedFilters: [], ReadSchema: struct<key:int,v:int>"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n38.0 s (465 ms, 698 ms, 2.7 s (stage 0.0: task 1))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n11.8 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 0.0: task 0))"
    }, {
      "name" : "number of output rows",
      "value" : "3,888"
    } ],
    "desc" : "HashAggregate(keys=[key#1], functions=[partial_sum(v#2)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n49.7 s (630 ms, 890 ms, 4.0 s (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "3,888"
    }, {
      "name" : "records read",
      "value" : "3,888"
    }, {
      "name" : "local bytes read",
      "value" : "208.9 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "3,256"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n91.1 KiB (1632.0 B, 1992.0 B, 2.4 KiB (stage 0.0: task 39))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n4.1 s (4 ms, 65 ms, 399 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "3 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n208.9 KiB (3.7 KiB, 4.6 KiB, 5.3 KiB (stage 0.0: task 46))"
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
      "value" : "118"
    }, {
      "name" : "partition data size",
      "value" : "218.4 KiB"
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
      "value" : "1.3 s"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "101"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[key#1], functions=[sum(v#2)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "1.4 s"
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
      "value" : "101"
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
  "queryId" : "01a22c6c-13e7-7521-a8f6-291da65db515",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
