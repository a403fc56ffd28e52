[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (20)\n+- AdaptiveSparkPlan (19)\n   +- == Final Plan ==\n      ResultQueryStage (13), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (12)\n         +- AQEShuffleRead (11), coalesced\n            +- ShuffleQueryStage (10), Statistics(sizeInBytes=960.0 B, rowCount=40)\n               +- Exchange (9)\n                  +- * HashAggregate (8)\n                     +- * Project (7)\n                        +- CartesianProduct Inner (6)\n                           :- * Project (2)\n                           :  +- * Range (1)\n                           +- * Project (5)\n                              +- * Filter (4)\n                                 +- * Range (3)\n   +- == Initial Plan ==\n      HashAggregate (18)\n      +- Exchange (17)\n         +- HashAggregate (16)\n            +- Project (15)\n               +- CartesianProduct Inner (14)\n                  :- Project (2)\n                  :  +- Range (1)\n                  +- Project (5)\n                     +- Filter (4)\n                        +- Range (3)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 3000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [1]: [id#0L AS x#1L]\nInput [1]: [id#0L]\n\n(3) Range [codegen id : 2]\nOutput [1]: [id#2L]\nArguments: Range (0, 3000, step=1, splits=Some(2))\n\n(4) Filter [codegen id : 2]\nInput [1]: [id#2L]\nCondition : isnotnull(((id#2L * 3) % 3001))\n\n(5) Project [codegen id : 2]\nOutput [1]: [((id#2L * 3) % 3001) AS y#3L]\nInput [1]: [id#2L]\n\n(6) CartesianProduct\nJoin type: Inner\nJoin condition: (((x#1L + y#3L) % 7) = 0)\n\n(7) Project [codegen id : 3]\nOutput [1]: [(x#1L % 10) AS _groupingexpression#9L]\nInput [2]: [x#1L, y#3L]\n\n(8) HashAggregate [codegen id : 3]\nInput [1]: [_groupingexpression#9L]\nKeys [1]: [_groupingexpression#9L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#10L]\nResults [2]: [_groupingexpression#9L, count#11L]\n\n(9) Exchange\nInput [2]: [_groupingexpression#9L, count#11L]\nArguments: hashpartitioning(_groupingexpression#9L, 200), ENSURE_REQUIREMENTS, [plan_id=67]\n\n(10) ShuffleQueryStage\nOutput [2]: [_groupingexpression#9L, count#11L]\nArguments: 0\n\n(11) AQEShuffleRead\nInput [2]: [_groupingexpression#9L, count#11L]\nArguments: coalesced\n\n(12) HashAggregate [codegen id : 4]\nInput [2]: [_groupingexpression#9L, count#11L]\nKeys [1]: [_groupingexpression#9L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#8L]\nResults [2]: [_groupingexpression#9L AS g#4L, count(1)#8L AS count#5L]\n\n(13) ResultQueryStage\nOutput [2]: [g#4L, count#5L]\nArguments: 1\n\n(14) CartesianProduct\nJoin type: Inner\nJoin condition: (((x#1L + y#3L) % 7) = 0)\n\n(15) Project\nOutput [1]: [(x#1L % 10) AS _groupingexpression#9L]\nInput [2]: [x#1L, y#3L]\n\n(16) HashAggregate\nInput [1]: [_groupingexpression#9L]\nKeys [1]: [_groupingexpression#9L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#10L]\nResults [2]: [_groupingexpression#9L, count#11L]\n\n(17) Exchange\nInput [2]: [_groupingexpression#9L, count#11L]\nArguments: hashpartitioning(_groupingexpression#9L, 200), ENSURE_REQUIREMENTS, [plan_id=39]\n\n(18) HashAggregate\nInput [2]: [_groupingexpression#9L, count#11L]\nKeys [1]: [_groupingexpression#9L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#8L]\nResults [2]: [_groupingexpression#9L AS g#4L, count(1)#8L AS count#5L]\n\n(19) AdaptiveSparkPlan\nOutput [2]: [g#4L, count#5L]\nArguments: isFinalPlan=true\n\n(20) OverwriteByExpression noop-table\nInput [2]: [g#4L, count#5L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:54:19.685GMT",
  "duration" : 25337,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 16,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "6,000"
    } ],
    "desc" : "Range (0, 3000, step=1, splits=2)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "6,000"
    } ],
    "desc" : "Filter isnotnull(((id#2L * 3) % 3001))"
  }, {
    "nodeId" : 14,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [((id#2L * 3) % 3001) AS y#3L]"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n100 ms (1 ms, 47 ms, 51 ms (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "6,000"
    } ],
    "desc" : "Range (0, 3000, step=1, splits=2)"
  }, {
    "nodeId" : 11,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [id#0L AS x#1L]"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n12.6 s (1.2 s, 5.1 s, 5.1 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 9,
    "nodeName" : "CartesianProduct",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,285,714"
    } ],
    "desc" : "CartesianProduct (((x#1L + y#3L) % 7) = 0)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [(x#1L % 10) AS _groupingexpression#9L]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n10.0 s (1.0 s, 3.9 s, 3.9 s (stage 0.0: task 0))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1024.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 0.0: task 0))"
    }, {
      "name" : "number of output rows",
      "value" : "40"
    } ],
    "desc" : "HashAggregate(keys=[_groupingexpression#9L], functions=[partial_count(1)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n11.5 s (1.1 s, 4.5 s, 4.6 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "40"
    }, {
      "name" : "records read",
      "value" : "40"
    }, {
      "name" : "local bytes read",
      "value" : "2.4 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "40"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n960.0 B (240.0 B, 240.0 B, 240.0 B (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n303 ms (7 ms, 121 ms, 152 ms (stage 0.0: task 1))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.4 KiB (626.0 B, 626.0 B, 626.0 B (stage 0.0: task 0))"
    } ],
    "desc" : "Exchange hashpartitioning(_groupingexpression#9L, 200), ENSURE_REQUIREMENTS, [plan_id=67]"
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
      "value" : "2.6 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "49 ms"
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
    "desc" : "HashAggregate(keys=[_groupingexpression#9L], functions=[count(1)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "90 ms"
    } ],
    "desc" : "WholeStageCodegen (4)"
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
  }, {
    "fromId" : 11,
    "toId" : 9
  }, {
    "fromId" : 12,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 9
  }, {
    "fromId" : 15,
    "toId" : 14
  }, {
    "fromId" : 16,
    "toId" : 15
  } ],
  "queryId" : "01a22c85-3e71-7ea5-8685-1eebf831f7fd",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
