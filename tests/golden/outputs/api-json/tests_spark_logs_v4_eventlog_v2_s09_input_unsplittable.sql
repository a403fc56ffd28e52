[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (12)\n+- AdaptiveSparkPlan (11)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (6)\n         +- AQEShuffleRead (5), coalesced\n            +- ShuffleQueryStage (4), Statistics(sizeInBytes=234.5 KiB, rowCount=1.00E+4)\n               +- Exchange (3)\n                  +- * HashAggregate (2)\n                     +- Scan csv  (1)\n   +- == Initial Plan ==\n      HashAggregate (10)\n      +- Exchange (9)\n         +- HashAggregate (8)\n            +- Scan csv  (1)\n\n\n(1) Scan csv \nOutput [2]: [key#1, amount#2]\nBatched: false\nLocation: InMemoryFileIndex [file:/work/main/tests/spark/out/raw/s09_input_unsplittable/_scratch/input.csv.gz]\nReadSchema: struct<key:int,amount:double>\n\n(2) HashAggregate [codegen id : 1]\nInput [2]: [key#1, amount#2]\nKeys [1]: [key#1]\nFunctions [1]: [partial_sum(amount#2)]\nAggregate Attributes [1]: [sum#11]\nResults [2]: [key#1, sum#12]\n\n(3) Exchange\nInput [2]: [key#1, sum#12]\nArguments: hashpartitioning(key#1, 200), ENSURE_REQUIREMENTS, [plan_id=28]\n\n(4) ShuffleQueryStage\nOutput [2]: [key#1, sum#12]\nArguments: 0\n\n(5) AQEShuffleRead\nInput [2]: [key#1, sum#12]\nArguments: coalesced\n\n(6) HashAggregate [codegen id : 2]\nInput [2]: [key#1, sum#12]\nKeys [1]: [key#1]\nFunctions [1]: [sum(amount#2)]\nAggregate Attributes [1]: [sum(amount#2)#8]\nResults [2]: [key#1, sum(amount#2)#8 AS sum(amount)#9]\n\n(7) ResultQueryStage\nOutput [2]: [key#1, sum(amount)#9]\nArguments: 1\n\n(8) HashAggregate\nInput [2]: [key#1, amount#2]\nKeys [1]: [key#1]\nFunctions [1]: [partial_sum(amount#2)]\nAggregate Attributes [1]: [sum#11]\nResults [2]: [key#1, sum#12]\n\n(9) Exchange\nInput [2]: [key#1, sum#12]\nArguments: hashpartitioning(key#1, 200), ENSURE_REQUIREMENTS, [plan_id=15]\n\n(10) HashAggregate\nInput [2]: [key#1, sum#12]\nKeys [1]: [key#1]\nFunctions [1]: [sum(amount#2)]\nAggregate Attributes [1]: [sum(amount#2)#8]\nResults [2]: [key#1, sum(amount#2)#8 AS sum(amount)#9]\n\n(11) AdaptiveSparkPlan\nOutput [2]: [key#1, sum(amount)#9]\nArguments: isFinalPlan=true\n\n(12) OverwriteByExpression noop-table\nInput [2]: [key#1, sum(amount)#9]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:23:39.719GMT",
  "duration" : 21152,
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
      "value" : "8 ms"
    }, {
      "name" : "size of files read",
      "value" : "15.7 MiB"
    } ],
    "desc" : "FileScan csv [key#1,amount#2] Batched: false, DataFilters: [], Format: CSV, Location: InMemoryFileIndex(1 paths)[file:/work/main/tests/spark/out/raw/s09_input_unsplittable/_scratch/in..., PartitionFilters: [], PushedFilters: [], ReadSchema: struct<key:int,amount:double>"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "11.0 s"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "10,007"
    } ],
    "desc" : "HashAggregate(keys=[key#1], functions=[partial_sum(amount#2)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "12.4 s"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "10,007"
    }, {
      "name" : "records read",
      "value" : "10,007"
    }, {
      "name" : "local bytes read",
      "value" : "136.9 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "200"
    }, {
      "name" : "data size",
      "value" : "234.5 KiB"
    }, {
      "name" : "shuffle write time",
      "value" : "257 ms"
    }, {
      "name" : "fetch wait time",
      "value" : "20 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "136.9 KiB"
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
      "value" : "143.2 KiB"
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
      "value" : "429 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.5 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "10,007"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1.4"
    } ],
    "desc" : "HashAggregate(keys=[key#1], functions=[sum(amount#2)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "540 ms"
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
  "queryId" : "01a22c69-2baa-7e38-87ed-3259d6c28b4d",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
