[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/retry/retry.py:28",
  "planDescription" : "== Physical Plan ==\n* HashAggregate (12)\n+- Exchange (11)\n   +- * HashAggregate (10)\n      +- * Project (9)\n         +- Exchange (8)\n            +- * Project (7)\n               +- BatchEvalPython (6)\n                  +- * HashAggregate (5)\n                     +- Exchange (4)\n                        +- * HashAggregate (3)\n                           +- * Project (2)\n                              +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 200000, step=1, splits=Some(4))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(id#0L % 500) AS k#1L, id#0L]\nInput [1]: [id#0L]\n\n(3) HashAggregate [codegen id : 1]\nInput [2]: [k#1L, id#0L]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_sum(id#0L)]\nAggregate Attributes [1]: [sum#20L]\nResults [2]: [k#1L, sum#21L]\n\n(4) Exchange\nInput [2]: [k#1L, sum#21L]\nArguments: hashpartitioning(k#1L, 6), ENSURE_REQUIREMENTS, [plan_id=52]\n\n(5) HashAggregate [codegen id : 2]\nInput [2]: [k#1L, sum#21L]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(id#0L)]\nAggregate Attributes [1]: [sum(id#0L)#6L]\nResults [2]: [k#1L, sum(id#0L)#6L AS s#2L]\n\n(6) BatchEvalPython\nInput [2]: [k#1L, s#2L]\nArguments: [f(k#1L)#8L], [pythonUDF0#17L]\n\n(7) Project [codegen id : 3]\nOutput [2]: [pythonUDF0#17L AS k#9L, s#2L]\nInput [3]: [k#1L, s#2L, pythonUDF0#17L]\n\n(8) Exchange\nInput [2]: [k#9L, s#2L]\nArguments: RoundRobinPartitioning(3), REPARTITION_BY_NUM, [plan_id=60]\n\n(9) Project [codegen id : 4]\nOutput [2]: [s#2L, (k#9L % 7) AS _groupingexpression#16L]\nInput [2]: [k#9L, s#2L]\n\n(10) HashAggregate [codegen id : 4]\nInput [2]: [s#2L, _groupingexpression#16L]\nKeys [1]: [_groupingexpression#16L]\nFunctions [1]: [partial_sum(s#2L)]\nAggregate Attributes [1]: [sum#18L]\nResults [2]: [_groupingexpression#16L, sum#19L]\n\n(11) Exchange\nInput [2]: [_groupingexpression#16L, sum#19L]\nArguments: hashpartitioning(_groupingexpression#16L, 6), ENSURE_REQUIREMENTS, [plan_id=65]\n\n(12) HashAggregate [codegen id : 5]\nInput [2]: [_groupingexpression#16L, sum#19L]\nKeys [1]: [_groupingexpression#16L]\nFunctions [1]: [sum(s#2L)]\nAggregate Attributes [1]: [sum(s#2L)#14L]\nResults [2]: [_groupingexpression#16L AS g#10L, sum(s#2L)#14L AS sum(s)#15L]\n\n",
  "submissionTime" : "2026-11-30T13:02:21.443GMT",
  "duration" : 49341,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 16,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "200,000"
    } ],
    "desc" : "Range (0, 200000, step=1, splits=4)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 500) AS k#1L, id#0L]"
  }, {
    "nodeId" : 14,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n76 ms (1 ms, 2 ms, 72 ms (stage 0.1: task 9))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1024.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 0.1: task 9))"
    }, {
      "name" : "number of output rows",
      "value" : "2,000"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[partial_sum(id#0L)])"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.3 s (266 ms, 330 ms, 390 ms (stage 0.1: task 11))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "2,000"
    }, {
      "name" : "records read",
      "value" : "2,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n19.0 KiB (2.7 KiB, 3.3 KiB, 3.4 KiB (stage 1.1: task 14))"
    }, {
      "name" : "local blocks read",
      "value" : "24"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n46.9 KiB (11.7 KiB, 11.7 KiB, 11.7 KiB (stage 0.1: task 9))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n309 ms (26 ms, 82 ms, 155 ms (stage 0.1: task 12))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 1.1: task 13))"
    }, {
      "name" : "number of partitions",
      "value" : "6"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n19.0 KiB (4.7 KiB, 4.8 KiB, 4.8 KiB (stage 0.1: task 11))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 6), ENSURE_REQUIREMENTS, [plan_id=52]"
  }, {
    "nodeId" : 11,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n120 ms (1 ms, 1 ms, 102 ms (stage 1.1: task 14))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n49.5 MiB (8.2 MiB, 8.2 MiB, 8.2 MiB (stage 1.1: task 13))"
    }, {
      "name" : "number of output rows",
      "value" : "500"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 1.1: task 13))"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[sum(id#0L)])"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 s (172 ms, 497 ms, 1.3 s (stage 1.1: task 13))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 9,
    "nodeName" : "BatchEvalPython",
    "metrics" : [ {
      "name" : "time to run Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n14.6 s (323 ms, 646 ms, 6.8 s (stage 1.1: task 14))"
    }, {
      "name" : "data returned from Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n1340.0 B (181.0 B, 234.0 B, 242.0 B (stage 1.1: task 13))"
    }, {
      "name" : "time to execute Python code",
      "value" : "total (min, med, max (stageId: taskId))\n3.1 s (266 ms, 550 ms, 898 ms (stage 1.1: task 14))"
    }, {
      "name" : "time to start Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n5.4 s (0 ms, 0 ms, 2.9 s (stage 1.1: task 14))"
    }, {
      "name" : "peak pickled batch size in bytes",
      "value" : "total (min, med, max (stageId: taskId))\n1774.0 B (240.0 B, 309.0 B, 319.0 B (stage 1.1: task 14))"
    }, {
      "name" : "time to initialize Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 s (146 ms, 375 ms, 3.0 s (stage 1.1: task 14))"
    }, {
      "name" : "data sent to Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n1822.0 B (248.0 B, 317.0 B, 327.0 B (stage 1.1: task 14))"
    }, {
      "name" : "number of output rows",
      "value" : "500"
    } ],
    "desc" : "BatchEvalPython [f(k#1L)#8L], [pythonUDF0#17L]"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [pythonUDF0#17L AS k#9L, s#2L]"
  }, {
    "nodeId" : 7,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n13.9 s (277 ms, 582 ms, 6.6 s (stage 1.1: task 14))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "500"
    }, {
      "name" : "records read",
      "value" : "500"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n5.5 KiB (1866.0 B, 1873.0 B, 1875.0 B (stage 2.0: task 20))"
    }, {
      "name" : "local blocks read",
      "value" : "18"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n11.7 KiB (1680.0 B, 2.0 KiB, 2.1 KiB (stage 1.1: task 14))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7 ms (0 ms, 1 ms, 2 ms (stage 1.1: task 13))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 20))"
    }, {
      "name" : "number of partitions",
      "value" : "3"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n5.5 KiB (818.0 B, 958.0 B, 1008.0 B (stage 1.1: task 14))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(3), REPARTITION_BY_NUM, [plan_id=60]"
  }, {
    "nodeId" : 5,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "Project [s#2L, (k#9L % 7) AS _groupingexpression#16L]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n162 ms (1 ms, 58 ms, 103 ms (stage 2.0: task 20))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n768.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 2.0: task 20))"
    }, {
      "name" : "number of output rows",
      "value" : "21"
    } ],
    "desc" : "HashAggregate(keys=[_groupingexpression#16L], functions=[partial_sum(s#2L)])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n658 ms (131 ms, 237 ms, 290 ms (stage 2.0: task 19))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "21"
    }, {
      "name" : "records read",
      "value" : "21"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n870.0 B (0.0 B, 189.0 B, 273.0 B (stage 3.0: task 23))"
    }, {
      "name" : "local blocks read",
      "value" : "12"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (168.0 B, 168.0 B, 168.0 B (stage 2.0: task 20))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n48 ms (1 ms, 1 ms, 45 ms (stage 2.0: task 20))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 3.0: task 22))"
    }, {
      "name" : "number of partitions",
      "value" : "6"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n870.0 B (290.0 B, 290.0 B, 290.0 B (stage 2.0: task 20))"
    } ],
    "desc" : "Exchange hashpartitioning(_groupingexpression#16L, 6), ENSURE_REQUIREMENTS, [plan_id=65]"
  }, {
    "nodeId" : 1,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n46 ms (0 ms, 6 ms, 30 ms (stage 3.0: task 22))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n33.5 MiB (256.0 KiB, 8.2 MiB, 8.2 MiB (stage 3.0: task 22))"
    }, {
      "name" : "number of output rows",
      "value" : "7"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 3.0: task 22))"
    } ],
    "desc" : "HashAggregate(keys=[_groupingexpression#16L], functions=[sum(s#2L)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n271 ms (16 ms, 54 ms, 79 ms (stage 3.0: task 25))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 1
  }, {
    "fromId" : 4,
    "toId" : 2
  }, {
    "fromId" : 5,
    "toId" : 4
  }, {
    "fromId" : 6,
    "toId" : 5
  }, {
    "fromId" : 8,
    "toId" : 6
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
    "toId" : 12
  }, {
    "fromId" : 15,
    "toId" : 14
  }, {
    "fromId" : 16,
    "toId" : 15
  } ],
  "queryId" : "01a22c8c-96da-771c-98bb-bb2c60caf451",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
