[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (12)\n+- AdaptiveSparkPlan (11)\n   +- == Final Plan ==\n      ResultQueryStage (8), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (7)\n         +- AQEShuffleRead (6), coalesced\n            +- ShuffleQueryStage (5), Statistics(sizeInBytes=2.1 KiB, rowCount=88)\n               +- Exchange (4)\n                  +- * HashAggregate (3)\n                     +- * Project (2)\n                        +- * Range (1)\n   +- == Initial Plan ==\n      HashAggregate (10)\n      +- Exchange (9)\n         +- HashAggregate (3)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 200000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [1]: [cast(timestamp_seconds(((id#0L * 37) + 1704067200)) as date) AS _groupingexpression#6]\nInput [1]: [id#0L]\n\n(3) HashAggregate [codegen id : 1]\nInput [1]: [_groupingexpression#6]\nKeys [1]: [_groupingexpression#6]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#7L]\nResults [2]: [_groupingexpression#6, count#8L]\n\n(4) Exchange\nInput [2]: [_groupingexpression#6, count#8L]\nArguments: hashpartitioning(_groupingexpression#6, 200), ENSURE_REQUIREMENTS, [plan_id=32]\n\n(5) ShuffleQueryStage\nOutput [2]: [_groupingexpression#6, count#8L]\nArguments: 0\n\n(6) AQEShuffleRead\nInput [2]: [_groupingexpression#6, count#8L]\nArguments: coalesced\n\n(7) HashAggregate [codegen id : 2]\nInput [2]: [_groupingexpression#6, count#8L]\nKeys [1]: [_groupingexpression#6]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#5L]\nResults [2]: [_groupingexpression#6 AS day#2, count(1)#5L AS count#3L]\n\n(8) ResultQueryStage\nOutput [2]: [day#2, count#3L]\nArguments: 1\n\n(9) Exchange\nInput [2]: [_groupingexpression#6, count#8L]\nArguments: hashpartitioning(_groupingexpression#6, 200), ENSURE_REQUIREMENTS, [plan_id=19]\n\n(10) HashAggregate\nInput [2]: [_groupingexpression#6, count#8L]\nKeys [1]: [_groupingexpression#6]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#5L]\nResults [2]: [_groupingexpression#6 AS day#2, count(1)#5L AS count#3L]\n\n(11) AdaptiveSparkPlan\nOutput [2]: [day#2, count#3L]\nArguments: isFinalPlan=true\n\n(12) OverwriteByExpression noop-table\nInput [2]: [day#2, count#3L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:13:28.683GMT",
  "duration" : 14731,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 9,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "200,000"
    } ],
    "desc" : "Range (0, 200000, step=1, splits=2)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(timestamp_seconds(((id#0L * 37) + 1704067200)) as date) AS _groupingexpression#6]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.7 s (849 ms, 866 ms, 866 ms (stage 0.0: task 1))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 0.0: task 0))"
    }, {
      "name" : "number of output rows",
      "value" : "88"
    } ],
    "desc" : "HashAggregate(keys=[_groupingexpression#6], functions=[partial_count(1)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.1 s (1.5 s, 1.5 s, 1.5 s (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "88"
    }, {
      "name" : "records read",
      "value" : "88"
    }, {
      "name" : "local bytes read",
      "value" : "5.1 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "80"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n2.1 KiB (1056.0 B, 1056.0 B, 1056.0 B (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n323 ms (148 ms, 175 ms, 175 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n5.1 KiB (2.5 KiB, 2.6 KiB, 2.6 KiB (stage 0.0: task 0))"
    } ],
    "desc" : "Exchange hashpartitioning(_groupingexpression#6, 200), ENSURE_REQUIREMENTS, [plan_id=32]"
  }, {
    "nodeId" : 4,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "127"
    }, {
      "name" : "partition data size",
      "value" : "5.3 KiB"
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
      "value" : "76 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "87"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[_groupingexpression#6], functions=[count(1)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "126 ms"
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
      "value" : "87"
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
  "queryId" : "01a22c96-c6f1-7ff6-8122-90c0955d92c1",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
