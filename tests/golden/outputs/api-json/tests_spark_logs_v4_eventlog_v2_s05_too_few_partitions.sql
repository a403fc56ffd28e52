[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (10)\n+- AdaptiveSparkPlan (9)\n   +- == Final Plan ==\n      ResultQueryStage (6), Statistics(sizeInBytes=8.0 EiB)\n      +- * Sort (5)\n         +- ShuffleQueryStage (4), Statistics(sizeInBytes=297.5 MiB, rowCount=3.00E+6)\n            +- Exchange (3)\n               +- * Project (2)\n                  +- * Range (1)\n   +- == Initial Plan ==\n      Sort (8)\n      +- Exchange (7)\n         +- Project (2)\n            +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 3000000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [4]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(3) Exchange\nInput [4]: [key#1L, v#2L, id#0L, payload#3]\nArguments: rangepartitioning(payload#3 ASC NULLS FIRST, 4), ENSURE_REQUIREMENTS, [plan_id=25]\n\n(4) ShuffleQueryStage\nOutput [4]: [key#1L, v#2L, id#0L, payload#3]\nArguments: 0\n\n(5) Sort [codegen id : 2]\nInput [4]: [key#1L, v#2L, id#0L, payload#3]\nArguments: [payload#3 ASC NULLS FIRST], true, 0\n\n(6) ResultQueryStage\nOutput [4]: [key#1L, v#2L, id#0L, payload#3]\nArguments: 1\n\n(7) Exchange\nInput [4]: [key#1L, v#2L, id#0L, payload#3]\nArguments: rangepartitioning(payload#3 ASC NULLS FIRST, 4), ENSURE_REQUIREMENTS, [plan_id=16]\n\n(8) Sort\nInput [4]: [key#1L, v#2L, id#0L, payload#3]\nArguments: [payload#3 ASC NULLS FIRST], true, 0\n\n(9) AdaptiveSparkPlan\nOutput [4]: [key#1L, v#2L, id#0L, payload#3]\nArguments: isFinalPlan=true\n\n(10) OverwriteByExpression noop-table\nInput [4]: [key#1L, v#2L, id#0L, payload#3]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:16:14.610GMT",
  "duration" : 49579,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 7,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "6,000,000"
    } ],
    "desc" : "Range (0, 3000000, step=1, splits=2)"
  }, {
    "nodeId" : 6,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 5,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n45.0 s (7.6 s, 14.7 s, 14.8 s (stage 1.0: task 2))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 4,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "3,000,000"
    }, {
      "name" : "records read",
      "value" : "3,000,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n220.8 MiB (51.8 MiB, 56.8 MiB, 57.7 MiB (stage 3.0: task 7))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n297.5 MiB (148.8 MiB, 148.8 MiB, 148.8 MiB (stage 1.0: task 3))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n4.4 s (2.2 s, 2.2 s, 2.2 s (stage 1.0: task 3))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 3.0: task 5))"
    }, {
      "name" : "number of partitions",
      "value" : "4"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n220.8 MiB (110.4 MiB, 110.4 MiB, 110.4 MiB (stage 1.0: task 2))"
    } ],
    "desc" : "Exchange rangepartitioning(payload#3 ASC NULLS FIRST, 4), ENSURE_REQUIREMENTS, [plan_id=25]"
  }, {
    "nodeId" : 3,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n10.5 s (691 ms, 4.3 s, 4.7 s (stage 3.0: task 4))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n248.0 MiB (62.0 MiB, 62.0 MiB, 62.0 MiB (stage 3.0: task 5))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n184.0 MiB (46.0 MiB, 46.0 MiB, 46.0 MiB (stage 3.0: task 5))"
    } ],
    "desc" : "Sort [payload#3 ASC NULLS FIRST], true, 0"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n33.3 s (2.5 s, 14.0 s, 14.1 s (stage 3.0: task 4))"
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
      "value" : "3,000,000"
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
    "fromId" : 6,
    "toId" : 4
  }, {
    "fromId" : 7,
    "toId" : 6
  } ],
  "queryId" : "01a22c62-6099-7f3a-bc76-9aaa65cf1d18",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
