[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (16)\n+- AdaptiveSparkPlan (15)\n   +- == Final Plan ==\n      ResultQueryStage (9), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (8)\n         +- AQEShuffleRead (7), coalesced\n            +- ShuffleQueryStage (6), Statistics(sizeInBytes=32.0 KiB, rowCount=1.02E+3)\n               +- Exchange (5)\n                  +- * HashAggregate (4)\n                     +- * Project (3)\n                        +- BatchEvalPython (2)\n                           +- * Range (1)\n   +- == Initial Plan ==\n      HashAggregate (14)\n      +- Exchange (13)\n         +- HashAggregate (12)\n            +- Project (11)\n               +- BatchEvalPython (10)\n                  +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 400000, step=1, splits=Some(4))\n\n(2) BatchEvalPython\nInput [1]: [id#0L]\nArguments: [_work(cast(id#0L as string))#2], [pythonUDF0#10]\n\n(3) Project [codegen id : 2]\nOutput [1]: [substring(pythonUDF0#10, 1, 2) AS _groupingexpression#9]\nInput [2]: [id#0L, pythonUDF0#10]\n\n(4) HashAggregate [codegen id : 2]\nInput [1]: [_groupingexpression#9]\nKeys [1]: [_groupingexpression#9]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#11L]\nResults [2]: [_groupingexpression#9, count#12L]\n\n(5) Exchange\nInput [2]: [_groupingexpression#9, count#12L]\nArguments: hashpartitioning(_groupingexpression#9, 8), ENSURE_REQUIREMENTS, [plan_id=43]\n\n(6) ShuffleQueryStage\nOutput [2]: [_groupingexpression#9, count#12L]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [2]: [_groupingexpression#9, count#12L]\nArguments: coalesced\n\n(8) HashAggregate [codegen id : 3]\nInput [2]: [_groupingexpression#9, count#12L]\nKeys [1]: [_groupingexpression#9]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#8L]\nResults [2]: [_groupingexpression#9 AS p#4, count(1)#8L AS count#5L]\n\n(9) ResultQueryStage\nOutput [2]: [p#4, count#5L]\nArguments: 1\n\n(10) BatchEvalPython\nInput [1]: [id#0L]\nArguments: [_work(cast(id#0L as string))#2], [pythonUDF0#10]\n\n(11) Project\nOutput [1]: [substring(pythonUDF0#10, 1, 2) AS _groupingexpression#9]\nInput [2]: [id#0L, pythonUDF0#10]\n\n(12) HashAggregate\nInput [1]: [_groupingexpression#9]\nKeys [1]: [_groupingexpression#9]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#11L]\nResults [2]: [_groupingexpression#9, count#12L]\n\n(13) Exchange\nInput [2]: [_groupingexpression#9, count#12L]\nArguments: hashpartitioning(_groupingexpression#9, 8), ENSURE_REQUIREMENTS, [plan_id=23]\n\n(14) HashAggregate\nInput [2]: [_groupingexpression#9, count#12L]\nKeys [1]: [_groupingexpression#9]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#8L]\nResults [2]: [_groupingexpression#9 AS p#4, count(1)#8L AS count#5L]\n\n(15) AdaptiveSparkPlan\nOutput [2]: [p#4, count#5L]\nArguments: isFinalPlan=true\n\n(16) OverwriteByExpression noop-table\nInput [2]: [p#4, count#5L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:27:55.588GMT",
  "duration" : 28189,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 11,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "400,000"
    } ],
    "desc" : "Range (0, 400000, step=1, splits=4)"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n16.2 s (784 ms, 7.3 s, 7.3 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 9,
    "nodeName" : "BatchEvalPython",
    "metrics" : [ {
      "name" : "time to run Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n40.8 s (5.6 s, 14.6 s, 14.7 s (stage 0.0: task 1))"
    }, {
      "name" : "data returned from Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n7.3 MiB (1871.1 KiB, 1871.1 KiB, 1871.1 KiB (stage 0.0: task 1))"
    }, {
      "name" : "time to execute Python code",
      "value" : "total (min, med, max (stageId: taskId))\n25.8 s (5.6 s, 7.1 s, 7.3 s (stage 0.0: task 1))"
    }, {
      "name" : "time to start Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n8.5 s (0 ms, 4.2 s, 4.3 s (stage 0.0: task 1))"
    }, {
      "name" : "peak pickled batch size in bytes",
      "value" : "total (min, med, max (stageId: taskId))\n4.6 KiB (1105.0 B, 1205.0 B, 1205.0 B (stage 0.0: task 1))"
    }, {
      "name" : "time to initialize Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n6.8 s (179 ms, 3.1 s, 3.2 s (stage 0.0: task 0))"
    }, {
      "name" : "data sent to Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 MiB (1072.2 KiB, 1180.7 KiB, 1180.7 KiB (stage 0.0: task 1))"
    }, {
      "name" : "number of output rows",
      "value" : "400,000"
    } ],
    "desc" : "BatchEvalPython [_work(cast(id#0L as string))#2], [pythonUDF0#10]"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [substring(pythonUDF0#10, 1, 2) AS _groupingexpression#9]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n31.6 s (5.6 s, 10.0 s, 10.1 s (stage 0.0: task 1))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n33.0 MiB (8.2 MiB, 8.2 MiB, 8.2 MiB (stage 0.0: task 1))"
    }, {
      "name" : "number of output rows",
      "value" : "1,024"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 0.0: task 1))"
    } ],
    "desc" : "HashAggregate(keys=[_groupingexpression#9], functions=[partial_count(1)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n33.8 s (5.6 s, 11.0 s, 11.1 s (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1,024"
    }, {
      "name" : "records read",
      "value" : "1,024"
    }, {
      "name" : "local bytes read",
      "value" : "13.1 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "32"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n32.0 KiB (8.0 KiB, 8.0 KiB, 8.0 KiB (stage 0.0: task 1))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n75 ms (2 ms, 25 ms, 38 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "3 ms"
    }, {
      "name" : "number of partitions",
      "value" : "8"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n13.1 KiB (3.3 KiB, 3.3 KiB, 3.3 KiB (stage 0.0: task 3))"
    } ],
    "desc" : "Exchange hashpartitioning(_groupingexpression#9, 8), ENSURE_REQUIREMENTS, [plan_id=43]"
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
      "value" : "13.6 KiB"
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
      "value" : "62 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "256"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[_groupingexpression#9], functions=[count(1)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "114 ms"
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
      "value" : "256"
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
  } ],
  "queryId" : "01a22ca4-0173-7227-aeb4-892de58e1e80",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
