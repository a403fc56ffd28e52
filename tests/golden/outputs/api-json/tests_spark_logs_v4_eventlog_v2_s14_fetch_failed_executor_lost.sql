[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (8)\n+- * Project (7)\n   +- ArrowEvalPython (6)\n      +- * HashAggregate (5)\n         +- Exchange (4)\n            +- * HashAggregate (3)\n               +- * Project (2)\n                  +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 1000000, step=1, splits=Some(4))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(id#0L % 800) AS k#1L, id#0L]\nInput [1]: [id#0L]\n\n(3) HashAggregate [codegen id : 1]\nInput [2]: [k#1L, id#0L]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_sum(id#0L)]\nAggregate Attributes [1]: [sum#9L]\nResults [2]: [k#1L, sum#10L]\n\n(4) Exchange\nInput [2]: [k#1L, sum#10L]\nArguments: hashpartitioning(k#1L, 8), ENSURE_REQUIREMENTS, [plan_id=34]\n\n(5) HashAggregate [codegen id : 2]\nInput [2]: [k#1L, sum#10L]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(id#0L)]\nAggregate Attributes [1]: [sum(id#0L)#5L]\nResults [2]: [k#1L, sum(id#0L)#5L AS s#2L]\n\n(6) ArrowEvalPython\nInput [2]: [k#1L, s#2L]\nArguments: [f(k#1L)#6L], [pythonUDF0#8L], 101\n\n(7) Project [codegen id : 3]\nOutput [2]: [pythonUDF0#8L AS k#7L, s#2L]\nInput [3]: [k#1L, s#2L, pythonUDF0#8L]\n\n(8) OverwriteByExpression noop-table\nInput [2]: [k#7L, s#2L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:44:28.017GMT",
  "duration" : 27921,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 10,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "500,000"
    } ],
    "desc" : "Range (0, 1000000, step=1, splits=4)"
  }, {
    "nodeId" : 9,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 800) AS k#1L, id#0L]"
  }, {
    "nodeId" : 8,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n29 ms (0 ms, 14 ms, 15 ms (stage 0.1: task 8))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (0.0 B, 256.0 KiB, 256.0 KiB (stage 0.1: task 8))"
    }, {
      "name" : "number of output rows",
      "value" : "1,600"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[partial_sum(id#0L)])"
  }, {
    "nodeId" : 7,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n158 ms (0 ms, 70 ms, 88 ms (stage 0.1: task 9))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1,600"
    }, {
      "name" : "records read",
      "value" : "2,728"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n22.2 KiB (0.0 B, 3.6 KiB, 4.3 KiB (stage 1.1: task 12))"
    }, {
      "name" : "local blocks read",
      "value" : "24"
    }, {
      "name" : "remote blocks read",
      "value" : "4"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n37.5 KiB (0.0 B, 18.8 KiB, 18.8 KiB (stage 0.1: task 8))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n12 ms (0 ms, 1 ms, 10 ms (stage 0.1: task 9))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n22 ms (0 ms, 0 ms, 14 ms (stage 1.1: task 11))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 KiB (0.0 B, 0.0 B, 3.7 KiB (stage 1.1: task 11))"
    }, {
      "name" : "number of partitions",
      "value" : "8"
    }, {
      "name" : "remote reqs duration",
      "value" : "total (min, med, max (stageId: taskId))\n48 ms (0 ms, 0 ms, 48 ms (stage 1.1: task 11))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n15.2 KiB (0.0 B, 7.6 KiB, 7.6 KiB (stage 0.1: task 8))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 8), ENSURE_REQUIREMENTS, [plan_id=34]"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n74 ms (0 ms, 10 ms, 25 ms (stage 1.1: task 11))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n29.7 MiB (0.0 B, 4.2 MiB, 4.2 MiB (stage 1.1: task 10))"
    }, {
      "name" : "number of output rows",
      "value" : "682"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 1.1: task 10))"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[sum(id#0L)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n7.2 s (0 ms, 147 ms, 6.2 s (stage 1.1: task 11))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 3,
    "nodeName" : "ArrowEvalPython",
    "metrics" : [ {
      "name" : "time to run Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n11.6 s (0 ms, 1.2 s, 3.3 s (stage 1.1: task 11))"
    }, {
      "name" : "data returned from Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n6.3 KiB (0.0 B, 912.0 B, 1056.0 B (stage 1.1: task 12))"
    }, {
      "name" : "time to execute Python code",
      "value" : "total (min, med, max (stageId: taskId))\n7.9 s (0 ms, 1.1 s, 1.4 s (stage 1.1: task 10))"
    }, {
      "name" : "time to start Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 s (0 ms, 27 ms, 1.6 s (stage 1.1: task 11))"
    }, {
      "name" : "time to initialize Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n1.3 s (0 ms, 25 ms, 814 ms (stage 1.1: task 10))"
    }, {
      "name" : "data sent to Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n6.4 KiB (0.0 B, 928.0 B, 1072.0 B (stage 1.1: task 12))"
    }, {
      "name" : "number of output rows",
      "value" : "682"
    } ],
    "desc" : "ArrowEvalPython [f(k#1L)#6L], [pythonUDF0#8L], 101"
  }, {
    "nodeId" : 2,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [pythonUDF0#8L AS k#7L, s#2L]"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.1 s (0 ms, 1.1 s, 2.9 s (stage 1.1: task 10))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression noop-table",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "800"
    } ],
    "desc" : "OverwriteByExpression noop-table NoopWrite"
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
  }, {
    "fromId" : 10,
    "toId" : 9
  } ],
  "queryId" : "01a22cb3-265d-7346-9e13-af7051a1f736",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
