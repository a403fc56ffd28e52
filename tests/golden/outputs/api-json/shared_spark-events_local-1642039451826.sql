[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "count at <console>:23",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (13)\n+- == Final Plan ==\n   * HashAggregate (8)\n   +- ShuffleQueryStage (7)\n      +- Exchange (6)\n         +- * HashAggregate (5)\n            +- ShuffleQueryStage (4)\n               +- Exchange (3)\n                  +- * Project (2)\n                     +- * Range (1)\n+- == Initial Plan ==\n   HashAggregate (12)\n   +- Exchange (11)\n      +- HashAggregate (10)\n         +- Exchange (9)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 100, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput: []\nInput [1]: [id#0L]\n\n(3) Exchange\nInput: []\nArguments: RoundRobinPartitioning(10), REPARTITION_BY_NUM, [id=#28]\n\n(4) ShuffleQueryStage\nOutput: []\nArguments: 0\n\n(5) HashAggregate [codegen id : 2]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#8L]\nResults [1]: [count#9L]\n\n(6) Exchange\nInput [1]: [count#9L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#49]\n\n(7) ShuffleQueryStage\nOutput [1]: [count#9L]\nArguments: 1\n\n(8) HashAggregate [codegen id : 3]\nInput [1]: [count#9L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#5L]\nResults [1]: [count(1)#5L AS count#6L]\n\n(9) Exchange\nInput: []\nArguments: RoundRobinPartitioning(10), REPARTITION_BY_NUM, [id=#15]\n\n(10) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#8L]\nResults [1]: [count#9L]\n\n(11) Exchange\nInput [1]: [count#9L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#19]\n\n(12) HashAggregate\nInput [1]: [count#9L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#5L]\nResults [1]: [count(1)#5L AS count#6L]\n\n(13) AdaptiveSparkPlan\nOutput [1]: [count#6L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2022-01-13T02:04:55.581GMT",
  "duration" : 1678,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 9,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100"
    } ],
    "desc" : "Range (0, 100, step=1, splits=8)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project"
  }, {
    "nodeId" : 7,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n216 ms (27 ms, 27 ms, 27 ms (stage 0.0: task 6))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "100"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n259 ms (31 ms, 32 ms, 33 ms (stage 0.0: task 0))"
    }, {
      "name" : "records read",
      "value" : "100"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 KiB (372.0 B, 376.0 B, 380.0 B (stage 2.0: task 15))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 14))"
    }, {
      "name" : "local blocks read",
      "value" : "80"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 0.0: task 6))"
    }, {
      "name" : "number of partitions",
      "value" : "10"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 KiB (468.0 B, 472.0 B, 472.0 B (stage 0.0: task 5))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(10), REPARTITION_BY_NUM, [id=#28]"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n93 ms (1 ms, 11 ms, 12 ms (stage 2.0: task 10))"
    }, {
      "name" : "number of output rows",
      "value" : "10"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n104 ms (1 ms, 13 ms, 13 ms (stage 2.0: task 10))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "10"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n10 ms (0 ms, 1 ms, 1 ms (stage 2.0: task 11))"
    }, {
      "name" : "records read",
      "value" : "10"
    }, {
      "name" : "local bytes read",
      "value" : "590.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "10"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n160.0 B (16.0 B, 16.0 B, 16.0 B (stage 2.0: task 14))"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n590.0 B (59.0 B, 59.0 B, 59.0 B (stage 2.0: task 14))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [id=#49]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "1 ms"
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
    "fromId" : 8,
    "toId" : 6
  }, {
    "fromId" : 9,
    "toId" : 8
  } ],
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "count at <console>:23",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (13)\n+- == Final Plan ==\n   * HashAggregate (8)\n   +- ShuffleQueryStage (7)\n      +- Exchange (6)\n         +- * HashAggregate (5)\n            +- ShuffleQueryStage (4)\n               +- Exchange (3)\n                  +- * Project (2)\n                     +- * Range (1)\n+- == Initial Plan ==\n   HashAggregate (12)\n   +- Exchange (11)\n      +- HashAggregate (10)\n         +- Exchange (9)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#10L]\nArguments: Range (0, 3347, step=13, splits=Some(5))\n\n(2) Project [codegen id : 1]\nOutput: []\nInput [1]: [id#10L]\n\n(3) Exchange\nInput: []\nArguments: RoundRobinPartitioning(10), REPARTITION_BY_NUM, [id=#89]\n\n(4) ShuffleQueryStage\nOutput: []\nArguments: 0\n\n(5) HashAggregate [codegen id : 2]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#18L]\nResults [1]: [count#19L]\n\n(6) Exchange\nInput [1]: [count#19L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#110]\n\n(7) ShuffleQueryStage\nOutput [1]: [count#19L]\nArguments: 1\n\n(8) HashAggregate [codegen id : 3]\nInput [1]: [count#19L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#15L]\nResults [1]: [count(1)#15L AS count#16L]\n\n(9) Exchange\nInput: []\nArguments: RoundRobinPartitioning(10), REPARTITION_BY_NUM, [id=#76]\n\n(10) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#18L]\nResults [1]: [count#19L]\n\n(11) Exchange\nInput [1]: [count#19L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#80]\n\n(12) HashAggregate\nInput [1]: [count#19L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#15L]\nResults [1]: [count(1)#15L AS count#16L]\n\n(13) AdaptiveSparkPlan\nOutput [1]: [count#16L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2022-01-13T02:05:28.290GMT",
  "duration" : 191,
  "runningJobIds" : [ ],
  "successJobIds" : [ 3, 4, 5 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 9,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "258"
    } ],
    "desc" : "Range (0, 3347, step=13, splits=5)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project"
  }, {
    "nodeId" : 7,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5 ms (1 ms, 1 ms, 1 ms (stage 6.0: task 19))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "258"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n32 ms (5 ms, 6 ms, 7 ms (stage 6.0: task 23))"
    }, {
      "name" : "records read",
      "value" : "258"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 KiB (260.0 B, 260.0 B, 260.0 B (stage 8.0: task 25))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 8.0: task 25))"
    }, {
      "name" : "local blocks read",
      "value" : "50"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 19))"
    }, {
      "name" : "number of partitions",
      "value" : "10"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 KiB (520.0 B, 520.0 B, 520.0 B (stage 6.0: task 19))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(10), REPARTITION_BY_NUM, [id=#89]"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n7 ms (0 ms, 0 ms, 4 ms (stage 8.0: task 26))"
    }, {
      "name" : "number of output rows",
      "value" : "10"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10 ms (0 ms, 1 ms, 4 ms (stage 8.0: task 26))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "10"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7 ms (0 ms, 0 ms, 1 ms (stage 8.0: task 31))"
    }, {
      "name" : "records read",
      "value" : "10"
    }, {
      "name" : "local bytes read",
      "value" : "590.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "10"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n160.0 B (16.0 B, 16.0 B, 16.0 B (stage 8.0: task 25))"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n590.0 B (59.0 B, 59.0 B, 59.0 B (stage 8.0: task 25))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [id=#110]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "1 ms"
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
    "fromId" : 8,
    "toId" : 6
  }, {
    "fromId" : 9,
    "toId" : 8
  } ],
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
} ]
