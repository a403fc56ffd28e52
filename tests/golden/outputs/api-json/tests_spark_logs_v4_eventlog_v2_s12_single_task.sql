[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (12)\n+- AdaptiveSparkPlan (11)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- SortAggregate (6)\n         +- * Sort (5)\n            +- ShuffleQueryStage (4), Statistics(sizeInBytes=183.1 MiB, rowCount=2.00E+6)\n               +- Exchange (3)\n                  +- * Project (2)\n                     +- * Range (1)\n   +- == Initial Plan ==\n      SortAggregate (10)\n      +- Sort (9)\n         +- Exchange (8)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 2000000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [3]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(3) Exchange\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: SinglePartition, REPARTITION_BY_NUM, [plan_id=33]\n\n(4) ShuffleQueryStage\nOutput [3]: [key#1L, v#2L, payload#3]\nArguments: 0\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(6) SortAggregate\nInput [3]: [key#1L, v#2L, payload#3]\nKeys [1]: [key#1L]\nFunctions [2]: [sum(v#2L), max(payload#3)]\nAggregate Attributes [2]: [sum(v#2L)#8L, max(payload#3)#9]\nResults [3]: [key#1L, sum(v#2L)#8L AS sum(v)#10L, max(payload#3)#9 AS max(payload)#11]\n\n(7) ResultQueryStage\nOutput [3]: [key#1L, sum(v)#10L, max(payload)#11]\nArguments: 1\n\n(8) Exchange\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: SinglePartition, REPARTITION_BY_NUM, [plan_id=18]\n\n(9) Sort\nInput [3]: [key#1L, v#2L, payload#3]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(10) SortAggregate\nInput [3]: [key#1L, v#2L, payload#3]\nKeys [1]: [key#1L]\nFunctions [2]: [sum(v#2L), max(payload#3)]\nAggregate Attributes [2]: [sum(v#2L)#8L, max(payload#3)#9]\nResults [3]: [key#1L, sum(v#2L)#8L AS sum(v)#10L, max(payload#3)#9 AS max(payload)#11]\n\n(11) AdaptiveSparkPlan\nOutput [3]: [key#1L, sum(v)#10L, max(payload)#11]\nArguments: isFinalPlan=true\n\n(12) OverwriteByExpression noop-table\nInput [3]: [key#1L, sum(v)#10L, max(payload)#11]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:31:28.508GMT",
  "duration" : 57167,
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
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n34.7 s (17.3 s, 17.4 s, 17.4 s (stage 0.0: task 0))"
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
      "value" : "140.3 MiB"
    }, {
      "name" : "local blocks read",
      "value" : "2"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n183.1 MiB (91.6 MiB, 91.6 MiB, 91.6 MiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n2.1 s (876 ms, 1.2 s, 1.2 s (stage 0.0: task 1))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n140.3 MiB (70.2 MiB, 70.2 MiB, 70.2 MiB (stage 0.0: task 0))"
    } ],
    "desc" : "Exchange SinglePartition, REPARTITION_BY_NUM, [plan_id=33]"
  }, {
    "nodeId" : 4,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "645 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 MiB"
    }, {
      "name" : "spill size",
      "value" : "0.0 B"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "19.8 s"
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
      "value" : "6.9 s"
    } ],
    "desc" : "SortAggregate(key=[key#1L], functions=[sum(v#2L), max(payload#3)])"
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
  "queryId" : "01a22c70-5192-7c6c-b145-279febc4044d",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
