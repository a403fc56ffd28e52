[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "warm-up (JIT), 1/20 of the data, even keys",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (12)\n+- AdaptiveSparkPlan (11)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- ObjectHashAggregate (6)\n         +- ShuffleQueryStage (5), Statistics(sizeInBytes=19.5 MiB, rowCount=1.50E+5)\n            +- Exchange (4)\n               +- ObjectHashAggregate (3)\n                  +- * Project (2)\n                     +- * Range (1)\n   +- == Initial Plan ==\n      ObjectHashAggregate (10)\n      +- Exchange (9)\n         +- ObjectHashAggregate (8)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 150000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]\nInput [1]: [id#0L]\n\n(3) ObjectHashAggregate\nInput [2]: [key#1L, payload#3]\nKeys [1]: [key#1L]\nFunctions [2]: [partial_collect_list(payload#3, 0, 0, true), partial_count(1)]\nAggregate Attributes [2]: [buf#13, count#14L]\nResults [3]: [key#1L, buf#15, count#16L]\n\n(4) Exchange\nInput [3]: [key#1L, buf#15, count#16L]\nArguments: hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=33]\n\n(5) ShuffleQueryStage\nOutput [3]: [key#1L, buf#15, count#16L]\nArguments: 0\n\n(6) ObjectHashAggregate\nInput [3]: [key#1L, buf#15, count#16L]\nKeys [1]: [key#1L]\nFunctions [2]: [collect_list(payload#3, 0, 0, true), count(1)]\nAggregate Attributes [2]: [collect_list(payload#3)#11, count(1)#10L]\nResults [3]: [key#1L, size(collect_list(payload#3)#11, false) AS s#12, count(1)#10L AS n#5L]\n\n(7) ResultQueryStage\nOutput [3]: [key#1L, s#12, n#5L]\nArguments: 1\n\n(8) ObjectHashAggregate\nInput [2]: [key#1L, payload#3]\nKeys [1]: [key#1L]\nFunctions [2]: [partial_collect_list(payload#3, 0, 0, true), partial_count(1)]\nAggregate Attributes [2]: [buf#13, count#14L]\nResults [3]: [key#1L, buf#15, count#16L]\n\n(9) Exchange\nInput [3]: [key#1L, buf#15, count#16L]\nArguments: hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=19]\n\n(10) ObjectHashAggregate\nInput [3]: [key#1L, buf#15, count#16L]\nKeys [1]: [key#1L]\nFunctions [2]: [collect_list(payload#3, 0, 0, true), count(1)]\nAggregate Attributes [2]: [collect_list(payload#3)#11, count(1)#10L]\nResults [3]: [key#1L, size(collect_list(payload#3)#11, false) AS s#12, count(1)#10L AS n#5L]\n\n(11) AdaptiveSparkPlan\nOutput [3]: [key#1L, s#12, n#5L]\nArguments: isFinalPlan=true\n\n(12) OverwriteByExpression noop-table\nInput [3]: [key#1L, s#12, n#5L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T15:48:40.410GMT",
  "duration" : 5752,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 7,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "150,000"
    } ],
    "desc" : "Range (0, 150000, step=1, splits=8)"
  }, {
    "nodeId" : 6,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3]"
  }, {
    "nodeId" : 5,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.8 s (50 ms, 176 ms, 589 ms (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 4,
    "nodeName" : "ObjectHashAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "150,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.8 s (51 ms, 178 ms, 599 ms (stage 0.0: task 0))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 0.0: task 1))"
    }, {
      "name" : "number of sort fallback tasks",
      "value" : "8"
    } ],
    "desc" : "ObjectHashAggregate(keys=[key#1L], functions=[partial_collect_list(payload#3, 0, 0, true), partial_count(1)])"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "150,000"
    }, {
      "name" : "records read",
      "value" : "150,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n10.1 MiB (310.7 KiB, 322.6 KiB, 333.0 KiB (stage 2.0: task 31))"
    }, {
      "name" : "local blocks read",
      "value" : "256"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n19.5 MiB (2.4 MiB, 2.4 MiB, 2.4 MiB (stage 0.0: task 1))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n145 ms (7 ms, 16 ms, 37 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 9))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n10.1 MiB (1287.9 KiB, 1288.9 KiB, 1289.3 KiB (stage 0.0: task 3))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=33]"
  }, {
    "nodeId" : 2,
    "nodeName" : "ObjectHashAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 s (11 ms, 34 ms, 74 ms (stage 2.0: task 9))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 9))"
    }, {
      "name" : "number of sort fallback tasks",
      "value" : "32"
    } ],
    "desc" : "ObjectHashAggregate(keys=[key#1L], functions=[collect_list(payload#3, 0, 0, true), count(1)])"
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
    "fromId" : 3,
    "toId" : 2
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
  "queryId" : "01a22d24-dd3d-7ba1-9129-c0305a76b473",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (12)\n+- AdaptiveSparkPlan (11)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- ObjectHashAggregate (6)\n         +- ShuffleQueryStage (5), Statistics(sizeInBytes=234.4 MiB, rowCount=4.62E+5)\n            +- Exchange (4)\n               +- ObjectHashAggregate (3)\n                  +- * Project (2)\n                     +- * Range (1)\n   +- == Initial Plan ==\n      ObjectHashAggregate (10)\n      +- Exchange (9)\n         +- ObjectHashAggregate (8)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#179L]\nArguments: Range (0, 3000000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [CASE WHEN ((id#179L % 100) < 45) THEN 0 ELSE (((id#179L * 7919) % 99999) + 1) END AS key#180L, sha2(cast(cast(id#179L as string) as binary), 256) AS payload#182]\nInput [1]: [id#179L]\n\n(3) ObjectHashAggregate\nInput [2]: [key#180L, payload#182]\nKeys [1]: [key#180L]\nFunctions [2]: [partial_collect_list(payload#182, 0, 0, true), partial_count(1)]\nAggregate Attributes [2]: [buf#192, count#193L]\nResults [3]: [key#180L, buf#194, count#195L]\n\n(4) Exchange\nInput [3]: [key#180L, buf#194, count#195L]\nArguments: hashpartitioning(key#180L, 32), ENSURE_REQUIREMENTS, [plan_id=77]\n\n(5) ShuffleQueryStage\nOutput [3]: [key#180L, buf#194, count#195L]\nArguments: 0\n\n(6) ObjectHashAggregate\nInput [3]: [key#180L, buf#194, count#195L]\nKeys [1]: [key#180L]\nFunctions [2]: [collect_list(payload#182, 0, 0, true), count(1)]\nAggregate Attributes [2]: [collect_list(payload#182)#190, count(1)#189L]\nResults [3]: [key#180L, size(collect_list(payload#182)#190, false) AS s#191, count(1)#189L AS n#184L]\n\n(7) ResultQueryStage\nOutput [3]: [key#180L, s#191, n#184L]\nArguments: 1\n\n(8) ObjectHashAggregate\nInput [2]: [key#180L, payload#182]\nKeys [1]: [key#180L]\nFunctions [2]: [partial_collect_list(payload#182, 0, 0, true), partial_count(1)]\nAggregate Attributes [2]: [buf#192, count#193L]\nResults [3]: [key#180L, buf#194, count#195L]\n\n(9) Exchange\nInput [3]: [key#180L, buf#194, count#195L]\nArguments: hashpartitioning(key#180L, 32), ENSURE_REQUIREMENTS, [plan_id=63]\n\n(10) ObjectHashAggregate\nInput [3]: [key#180L, buf#194, count#195L]\nKeys [1]: [key#180L]\nFunctions [2]: [collect_list(payload#182, 0, 0, true), count(1)]\nAggregate Attributes [2]: [collect_list(payload#182)#190, count(1)#189L]\nResults [3]: [key#180L, size(collect_list(payload#182)#190, false) AS s#191, count(1)#189L AS n#184L]\n\n(11) AdaptiveSparkPlan\nOutput [3]: [key#180L, s#191, n#184L]\nArguments: isFinalPlan=true\n\n(12) OverwriteByExpression noop-table\nInput [3]: [key#180L, s#191, n#184L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T15:48:46.311GMT",
  "duration" : 7013,
  "runningJobIds" : [ ],
  "successJobIds" : [ 2, 3 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 7,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3,000,000"
    } ],
    "desc" : "Range (0, 3000000, step=1, splits=8)"
  }, {
    "nodeId" : 6,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [CASE WHEN ((id#179L % 100) < 45) THEN 0 ELSE (((id#179L * 7919) % 99999) + 1) END AS key#180L, sha2(cast(cast(id#179L as string) as binary), 256) AS payload#182]"
  }, {
    "nodeId" : 5,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n4.3 s (372 ms, 435 ms, 997 ms (stage 3.0: task 41))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 4,
    "nodeName" : "ObjectHashAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "462,008"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n4.6 s (382 ms, 454 ms, 1.1 s (stage 3.0: task 41))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 3.0: task 40))"
    }, {
      "name" : "number of sort fallback tasks",
      "value" : "8"
    } ],
    "desc" : "ObjectHashAggregate(keys=[key#180L], functions=[partial_collect_list(payload#182, 0, 0, true), partial_count(1)])"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "462,008"
    }, {
      "name" : "records read",
      "value" : "462,008"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n185.0 MiB (3.1 MiB, 3.2 MiB, 86.5 MiB (stage 5.0: task 77))"
    }, {
      "name" : "local blocks read",
      "value" : "256"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n234.4 MiB (29.3 MiB, 29.3 MiB, 29.3 MiB (stage 3.0: task 40))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n554 ms (39 ms, 76 ms, 95 ms (stage 3.0: task 40))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 5.0: task 49))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n185.0 MiB (23.1 MiB, 23.1 MiB, 23.1 MiB (stage 3.0: task 42))"
    } ],
    "desc" : "Exchange hashpartitioning(key#180L, 32), ENSURE_REQUIREMENTS, [plan_id=77]"
  }, {
    "nodeId" : 2,
    "nodeName" : "ObjectHashAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "84,001"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.4 s (15 ms, 34 ms, 293 ms (stage 5.0: task 77))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 5.0: task 49))"
    }, {
      "name" : "number of sort fallback tasks",
      "value" : "32"
    } ],
    "desc" : "ObjectHashAggregate(keys=[key#180L], functions=[collect_list(payload#182, 0, 0, true), count(1)])"
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
      "value" : "84,001"
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
    "fromId" : 3,
    "toId" : 2
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
  "queryId" : "01a22d24-f466-7f6c-8f28-22a91ebb8462",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
} ]
