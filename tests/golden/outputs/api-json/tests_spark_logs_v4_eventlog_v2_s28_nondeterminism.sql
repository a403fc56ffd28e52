[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (15)\n+- AdaptiveSparkPlan (14)\n   +- == Final Plan ==\n      ResultQueryStage (11), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (10)\n         +- AQEShuffleRead (9), coalesced\n            +- ShuffleQueryStage (8), Statistics(sizeInBytes=7.8 KiB, rowCount=200)\n               +- Exchange (7)\n                  +- * HashAggregate (6)\n                     +- * Project (5)\n                        +- * Filter (4)\n                           +- * Project (3)\n                              +- * Project (2)\n                                 +- * Range (1)\n   +- == Initial Plan ==\n      HashAggregate (13)\n      +- Exchange (12)\n         +- HashAggregate (6)\n            +- Project (5)\n               +- Filter (4)\n                  +- Project (3)\n                     +- Project (2)\n                        +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 300000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [3]: [(id#0L % 100) AS k#1L, id#0L, rand(-6164284036291218664) AS r#2]\nInput [1]: [id#0L]\n\n(3) Project [codegen id : 1]\nOutput [4]: [k#1L, id#0L, r#2, monotonically_increasing_id() AS mid#3L]\nInput [3]: [k#1L, id#0L, r#2]\n\n(4) Filter [codegen id : 1]\nInput [4]: [k#1L, id#0L, r#2, mid#3L]\nCondition : (r#2 < 0.5)\n\n(5) Project [codegen id : 1]\nOutput [3]: [k#1L, id#0L, mid#3L]\nInput [4]: [k#1L, id#0L, r#2, mid#3L]\n\n(6) HashAggregate [codegen id : 1]\nInput [3]: [k#1L, id#0L, mid#3L]\nKeys [1]: [k#1L]\nFunctions [2]: [partial_first(id#0L, false), partial_max(mid#3L)]\nAggregate Attributes [3]: [first#12L, valueSet#13, max#14L]\nResults [4]: [k#1L, first#15L, valueSet#16, max#17L]\n\n(7) Exchange\nInput [4]: [k#1L, first#15L, valueSet#16, max#17L]\nArguments: hashpartitioning(k#1L, 200), ENSURE_REQUIREMENTS, [plan_id=50]\n\n(8) ShuffleQueryStage\nOutput [4]: [k#1L, first#15L, valueSet#16, max#17L]\nArguments: 0\n\n(9) AQEShuffleRead\nInput [4]: [k#1L, first#15L, valueSet#16, max#17L]\nArguments: coalesced\n\n(10) HashAggregate [codegen id : 2]\nInput [4]: [k#1L, first#15L, valueSet#16, max#17L]\nKeys [1]: [k#1L]\nFunctions [2]: [first(id#0L, false), max(mid#3L)]\nAggregate Attributes [2]: [first(id#0L)()#8L, max(mid#3L)#9L]\nResults [3]: [k#1L, first(id#0L)()#8L AS first(id)#10L, max(mid#3L)#9L AS max(mid)#11L]\n\n(11) ResultQueryStage\nOutput [3]: [k#1L, first(id)#10L, max(mid)#11L]\nArguments: 1\n\n(12) Exchange\nInput [4]: [k#1L, first#15L, valueSet#16, max#17L]\nArguments: hashpartitioning(k#1L, 200), ENSURE_REQUIREMENTS, [plan_id=31]\n\n(13) HashAggregate\nInput [4]: [k#1L, first#15L, valueSet#16, max#17L]\nKeys [1]: [k#1L]\nFunctions [2]: [first(id#0L, false), max(mid#3L)]\nAggregate Attributes [2]: [first(id#0L)()#8L, max(mid#3L)#9L]\nResults [3]: [k#1L, first(id#0L)()#8L AS first(id)#10L, max(mid#3L)#9L AS max(mid)#11L]\n\n(14) AdaptiveSparkPlan\nOutput [3]: [k#1L, first(id)#10L, max(mid)#11L]\nArguments: isFinalPlan=true\n\n(15) OverwriteByExpression noop-table\nInput [3]: [k#1L, first(id)#10L, max(mid)#11L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:09:17.586GMT",
  "duration" : 15399,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 12,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "300,000"
    } ],
    "desc" : "Range (0, 300000, step=1, splits=2)"
  }, {
    "nodeId" : 11,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 100) AS k#1L, id#0L, rand(-6164284036291218664) AS r#2]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [k#1L, id#0L, r#2, monotonically_increasing_id() AS mid#3L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "150,035"
    } ],
    "desc" : "Filter (r#2 < 0.5)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [k#1L, id#0L, mid#3L]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n687 ms (340 ms, 347 ms, 347 ms (stage 0.0: task 0))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 0.0: task 0))"
    }, {
      "name" : "number of output rows",
      "value" : "200"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[partial_first(id#0L, false), partial_max(mid#3L)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.9 s (1.4 s, 1.5 s, 1.5 s (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "200"
    }, {
      "name" : "records read",
      "value" : "200"
    }, {
      "name" : "local bytes read",
      "value" : "11.5 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "148"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n7.8 KiB (3.9 KiB, 3.9 KiB, 3.9 KiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n421 ms (179 ms, 242 ms, 242 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n11.5 KiB (5.5 KiB, 6.0 KiB, 6.0 KiB (stage 0.0: task 1))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 200), ENSURE_REQUIREMENTS, [plan_id=50]"
  }, {
    "nodeId" : 4,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "126"
    }, {
      "name" : "partition data size",
      "value" : "12.0 KiB"
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
      "value" : "188 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "100"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[first(id#0L, false), max(mid#3L)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "320 ms"
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
      "value" : "100"
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
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 12,
    "toId" : 11
  } ],
  "queryId" : "01a22c92-f1fe-7ba6-92a1-9ca07b5fc869",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
