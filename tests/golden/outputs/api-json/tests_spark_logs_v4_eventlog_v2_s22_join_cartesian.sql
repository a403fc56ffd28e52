[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (23)\n+- AdaptiveSparkPlan (22)\n   +- == Final Plan ==\n      ResultQueryStage (15), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (14)\n         +- AQEShuffleRead (13), coalesced\n            +- ShuffleQueryStage (12), Statistics(sizeInBytes=480.0 B, rowCount=20)\n               +- Exchange (11)\n                  +- * HashAggregate (10)\n                     +- * Project (9)\n                        +- * BroadcastNestedLoopJoin Inner BuildRight (8)\n                           :- * Project (2)\n                           :  +- * Range (1)\n                           +- BroadcastQueryStage (7), Statistics(sizeInBytes=46.9 KiB, rowCount=3.00E+3)\n                              +- BroadcastExchange (6)\n                                 +- * Project (5)\n                                    +- * Filter (4)\n                                       +- * Range (3)\n   +- == Initial Plan ==\n      HashAggregate (21)\n      +- Exchange (20)\n         +- HashAggregate (19)\n            +- Project (18)\n               +- BroadcastNestedLoopJoin Inner BuildRight (17)\n                  :- Project (2)\n                  :  +- Range (1)\n                  +- BroadcastExchange (16)\n                     +- Project (5)\n                        +- Filter (4)\n                           +- Range (3)\n\n\n(1) Range [codegen id : 2]\nOutput [1]: [id#0L]\nArguments: Range (0, 3000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 2]\nOutput [1]: [id#0L AS x#1L]\nInput [1]: [id#0L]\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#2L]\nArguments: Range (0, 3000, step=1, splits=Some(2))\n\n(4) Filter [codegen id : 1]\nInput [1]: [id#2L]\nCondition : isnotnull(((id#2L * 3) % 3001))\n\n(5) Project [codegen id : 1]\nOutput [1]: [((id#2L * 3) % 3001) AS y#3L]\nInput [1]: [id#2L]\n\n(6) BroadcastExchange\nInput [1]: [y#3L]\nArguments: IdentityBroadcastMode, [plan_id=67]\n\n(7) BroadcastQueryStage\nOutput [1]: [y#3L]\nArguments: 0\n\n(8) BroadcastNestedLoopJoin [codegen id : 2]\nJoin type: Inner\nJoin condition: (x#1L < y#3L)\n\n(9) Project [codegen id : 2]\nOutput [1]: [(x#1L % 10) AS _groupingexpression#9L]\nInput [2]: [x#1L, y#3L]\n\n(10) HashAggregate [codegen id : 2]\nInput [1]: [_groupingexpression#9L]\nKeys [1]: [_groupingexpression#9L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#10L]\nResults [2]: [_groupingexpression#9L, count#11L]\n\n(11) Exchange\nInput [2]: [_groupingexpression#9L, count#11L]\nArguments: hashpartitioning(_groupingexpression#9L, 200), ENSURE_REQUIREMENTS, [plan_id=111]\n\n(12) ShuffleQueryStage\nOutput [2]: [_groupingexpression#9L, count#11L]\nArguments: 1\n\n(13) AQEShuffleRead\nInput [2]: [_groupingexpression#9L, count#11L]\nArguments: coalesced\n\n(14) HashAggregate [codegen id : 3]\nInput [2]: [_groupingexpression#9L, count#11L]\nKeys [1]: [_groupingexpression#9L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#8L]\nResults [2]: [_groupingexpression#9L AS g#4L, count(1)#8L AS count#5L]\n\n(15) ResultQueryStage\nOutput [2]: [g#4L, count#5L]\nArguments: 2\n\n(16) BroadcastExchange\nInput [1]: [y#3L]\nArguments: IdentityBroadcastMode, [plan_id=39]\n\n(17) BroadcastNestedLoopJoin\nJoin type: Inner\nJoin condition: (x#1L < y#3L)\n\n(18) Project\nOutput [1]: [(x#1L % 10) AS _groupingexpression#9L]\nInput [2]: [x#1L, y#3L]\n\n(19) HashAggregate\nInput [1]: [_groupingexpression#9L]\nKeys [1]: [_groupingexpression#9L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#10L]\nResults [2]: [_groupingexpression#9L, count#11L]\n\n(20) Exchange\nInput [2]: [_groupingexpression#9L, count#11L]\nArguments: hashpartitioning(_groupingexpression#9L, 200), ENSURE_REQUIREMENTS, [plan_id=44]\n\n(21) HashAggregate\nInput [2]: [_groupingexpression#9L, count#11L]\nKeys [1]: [_groupingexpression#9L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#8L]\nResults [2]: [_groupingexpression#9L AS g#4L, count(1)#8L AS count#5L]\n\n(22) AdaptiveSparkPlan\nOutput [2]: [g#4L, count#5L]\nArguments: isFinalPlan=true\n\n(23) OverwriteByExpression noop-table\nInput [2]: [g#4L, count#5L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:52:58.606GMT",
  "duration" : 19300,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 16,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000"
    } ],
    "desc" : "Range (0, 3000, step=1, splits=2)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000"
    } ],
    "desc" : "Filter isnotnull(((id#2L * 3) % 3001))"
  }, {
    "nodeId" : 14,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [((id#2L * 3) % 3001) AS y#3L]"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n207 ms (49 ms, 158 ms, 158 ms (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 12,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "102 ms"
    }, {
      "name" : "time to build",
      "value" : "155 ms"
    }, {
      "name" : "time to collect",
      "value" : "6.8 s"
    }, {
      "name" : "number of output rows",
      "value" : "3,000"
    }, {
      "name" : "data size",
      "value" : "46.9 KiB"
    } ],
    "desc" : "BroadcastExchange IdentityBroadcastMode, [plan_id=67]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000"
    } ],
    "desc" : "Range (0, 3000, step=1, splits=2)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [id#0L AS x#1L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "BroadcastNestedLoopJoin",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "4,498,502"
    } ],
    "desc" : "BroadcastNestedLoopJoin BuildRight, Inner, (x#1L < y#3L)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [(x#1L % 10) AS _groupingexpression#9L]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n2.9 s (1.3 s, 1.6 s, 1.6 s (stage 1.0: task 2))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 1.0: task 3))"
    }, {
      "name" : "number of output rows",
      "value" : "20"
    } ],
    "desc" : "HashAggregate(keys=[_groupingexpression#9L], functions=[partial_count(1)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n4.6 s (2.3 s, 2.3 s, 2.3 s (stage 1.0: task 2))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "20"
    }, {
      "name" : "records read",
      "value" : "20"
    }, {
      "name" : "local bytes read",
      "value" : "1252.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "20"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n480.0 B (240.0 B, 240.0 B, 240.0 B (stage 1.0: task 3))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n261 ms (98 ms, 162 ms, 162 ms (stage 1.0: task 3))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1252.0 B (626.0 B, 626.0 B, 626.0 B (stage 1.0: task 3))"
    } ],
    "desc" : "Exchange hashpartitioning(_groupingexpression#9L, 200), ENSURE_REQUIREMENTS, [plan_id=111]"
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
      "value" : "1308.0 B"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "82 ms"
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
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "148 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
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
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 12,
    "toId" : 9
  }, {
    "fromId" : 14,
    "toId" : 12
  }, {
    "fromId" : 15,
    "toId" : 14
  }, {
    "fromId" : 16,
    "toId" : 15
  } ],
  "queryId" : "01a22c84-0253-7850-a629-7615e150a199",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
