[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (12)\n+- AdaptiveSparkPlan (11)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (6)\n         +- * Sort (5)\n            +- ShuffleQueryStage (4), Statistics(sizeInBytes=167.8 MiB, rowCount=2.00E+6)\n               +- Exchange (3)\n                  +- * Project (2)\n                     +- * Range (1)\n   +- == Initial Plan ==\n      SortAggregate (10)\n      +- Sort (9)\n         +- Exchange (8)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 2000000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(3) Exchange\nInput [2]: [key#1L, payload#3]\nArguments: hashpartitioning(key#1L, 16), REPARTITION_BY_NUM, [plan_id=34]\n\n(4) ShuffleQueryStage\nOutput [2]: [key#1L, payload#3]\nArguments: 0\n\n(5) Sort [codegen id : 2]\nInput [2]: [key#1L, payload#3]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(6) SortAggregate\nInput [2]: [key#1L, payload#3]\nKeys [1]: [key#1L]\nFunctions [2]: [max(payload#3), count(1)]\nAggregate Attributes [2]: [max(payload#3)#10, count(1)#8L]\nResults [3]: [key#1L, max(payload#3)#10 AS max(payload)#11, count(1)#8L AS count(1)#9L]\n\n(7) ResultQueryStage\nOutput [3]: [key#1L, max(payload)#11, count(1)#9L]\nArguments: 1\n\n(8) Exchange\nInput [2]: [key#1L, payload#3]\nArguments: hashpartitioning(key#1L, 16), REPARTITION_BY_NUM, [plan_id=18]\n\n(9) Sort\nInput [2]: [key#1L, payload#3]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(10) SortAggregate\nInput [2]: [key#1L, payload#3]\nKeys [1]: [key#1L]\nFunctions [2]: [max(payload#3), count(1)]\nAggregate Attributes [2]: [max(payload#3)#10, count(1)#8L]\nResults [3]: [key#1L, max(payload#3)#10 AS max(payload)#11, count(1)#8L AS count(1)#9L]\n\n(11) AdaptiveSparkPlan\nOutput [3]: [key#1L, max(payload)#11, count(1)#9L]\nArguments: isFinalPlan=true\n\n(12) OverwriteByExpression noop-table\nInput [3]: [key#1L, max(payload)#11, count(1)#9L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:19:50.962GMT",
  "duration" : 57246,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 8,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,000,000"
    } ],
    "desc" : "Range (0, 2000000, step=1, splits=2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n19.4 s (9.1 s, 10.3 s, 10.3 s (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "2,000,000"
    }, {
      "name" : "records read",
      "value" : "2,000,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n131.2 MiB (8.1 MiB, 8.2 MiB, 8.4 MiB (stage 2.0: task 9))"
    }, {
      "name" : "local blocks read",
      "value" : "32"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n167.8 MiB (83.9 MiB, 83.9 MiB, 83.9 MiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n1.6 s (786 ms, 834 ms, 834 ms (stage 0.0: task 1))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 3))"
    }, {
      "name" : "number of partitions",
      "value" : "16"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n131.2 MiB (65.6 MiB, 65.6 MiB, 65.6 MiB (stage 0.0: task 1))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 16), REPARTITION_BY_NUM, [plan_id=34]"
  }, {
    "nodeId" : 4,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n1.6 s (7 ms, 79 ms, 246 ms (stage 2.0: task 3))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n131.0 MiB (8.0 MiB, 8.0 MiB, 11.0 MiB (stage 2.0: task 8))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n97.0 MiB (6.0 MiB, 6.0 MiB, 7.0 MiB (stage 2.0: task 8))"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.2 m (2.8 s, 4.1 s, 6.7 s (stage 2.0: task 2))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n29.8 s (523 ms, 2.0 s, 3.1 s (stage 2.0: task 6))"
    } ],
    "desc" : "SortAggregate(key=[key#1L], functions=[max(payload#3), count(1)])"
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
      "value" : "99,999"
    } ],
    "desc" : "OverwriteByExpression noop-table NoopWrite"
  } ],
  "edges" : [ {
    "fromId" : 1,
    "toId" : 0
  }, {
    "fromId" : 2,
    "toId" : 1
  }, {
    "fromId" : 4,
    "toId" : 2
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
  "queryId" : "01a22c65-ad85-72f9-addc-a37c5b3904b8",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
