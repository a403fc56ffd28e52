[ {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "warm-up (JIT), 1/20 of the data, even keys",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (12)\n+- AdaptiveSparkPlan (11)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- ObjectHashAggregate (6)\n         +- ShuffleQueryStage (5), Statistics(sizeInBytes=19.5 MiB, rowCount=1.50E+5)\n            +- Exchange (4)\n               +- ObjectHashAggregate (3)\n                  +- * Project (2)\n                     +- * Range (1)\n   +- == Initial Plan ==\n      ObjectHashAggregate (10)\n      +- Exchange (9)\n         +- ObjectHashAggregate (8)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#358L]\nArguments: Range (0, 150000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(((id#358L * 7919) % 99999) + 1) AS key#359L, sha2(cast(cast(id#358L as string) as binary), 256) AS payload#361]\nInput [1]: [id#358L]\n\n(3) ObjectHashAggregate\nInput [2]: [key#359L, payload#361]\nKeys [1]: [key#359L]\nFunctions [2]: [partial_collect_list(payload#361, 0, 0, true), partial_count(1)]\nAggregate Attributes [2]: [buf#371, count#372L]\nResults [3]: [key#359L, buf#373, count#374L]\n\n(4) Exchange\nInput [3]: [key#359L, buf#373, count#374L]\nArguments: hashpartitioning(key#359L, 32), ENSURE_REQUIREMENTS, [plan_id=121]\n\n(5) ShuffleQueryStage\nOutput [3]: [key#359L, buf#373, count#374L]\nArguments: 0\n\n(6) ObjectHashAggregate\nInput [3]: [key#359L, buf#373, count#374L]\nKeys [1]: [key#359L]\nFunctions [2]: [collect_list(payload#361, 0, 0, true), count(1)]\nAggregate Attributes [2]: [collect_list(payload#361)#369, count(1)#368L]\nResults [3]: [key#359L, size(collect_list(payload#361)#369, false) AS s#370, count(1)#368L AS n#363L]\n\n(7) ResultQueryStage\nOutput [3]: [key#359L, s#370, n#363L]\nArguments: 1\n\n(8) ObjectHashAggregate\nInput [2]: [key#359L, payload#361]\nKeys [1]: [key#359L]\nFunctions [2]: [partial_collect_list(payload#361, 0, 0, true), partial_count(1)]\nAggregate Attributes [2]: [buf#371, count#372L]\nResults [3]: [key#359L, buf#373, count#374L]\n\n(9) Exchange\nInput [3]: [key#359L, buf#373, count#374L]\nArguments: hashpartitioning(key#359L, 32), ENSURE_REQUIREMENTS, [plan_id=107]\n\n(10) ObjectHashAggregate\nInput [3]: [key#359L, buf#373, count#374L]\nKeys [1]: [key#359L]\nFunctions [2]: [collect_list(payload#361, 0, 0, true), count(1)]\nAggregate Attributes [2]: [collect_list(payload#361)#369, count(1)#368L]\nResults [3]: [key#359L, size(collect_list(payload#361)#369, false) AS s#370, count(1)#368L AS n#363L]\n\n(11) AdaptiveSparkPlan\nOutput [3]: [key#359L, s#370, n#363L]\nArguments: isFinalPlan=true\n\n(12) OverwriteByExpression noop-table\nInput [3]: [key#359L, s#370, n#363L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T15:48:54.060GMT",
  "duration" : 2136,
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
    "desc" : "Project [(((id#358L * 7919) % 99999) + 1) AS key#359L, sha2(cast(cast(id#358L as string) as binary), 256) AS payload#361]"
  }, {
    "nodeId" : 5,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n817 ms (41 ms, 70 ms, 236 ms (stage 0.0: task 0))"
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
      "value" : "total (min, med, max (stageId: taskId))\n820 ms (41 ms, 71 ms, 236 ms (stage 0.0: task 0))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 0.0: task 1))"
    }, {
      "name" : "number of sort fallback tasks",
      "value" : "8"
    } ],
    "desc" : "ObjectHashAggregate(keys=[key#359L], functions=[partial_collect_list(payload#361, 0, 0, true), partial_count(1)])"
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
      "value" : "total (min, med, max (stageId: taskId))\n109 ms (3 ms, 15 ms, 22 ms (stage 0.0: task 7))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 8))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n10.1 MiB (1287.9 KiB, 1288.9 KiB, 1289.3 KiB (stage 0.0: task 3))"
    } ],
    "desc" : "Exchange hashpartitioning(key#359L, 32), ENSURE_REQUIREMENTS, [plan_id=121]"
  }, {
    "nodeId" : 2,
    "nodeName" : "ObjectHashAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n844 ms (10 ms, 21 ms, 92 ms (stage 2.0: task 9))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 8))"
    }, {
      "name" : "number of sort fallback tasks",
      "value" : "32"
    } ],
    "desc" : "ObjectHashAggregate(keys=[key#359L], functions=[collect_list(payload#361, 0, 0, true), count(1)])"
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
  "queryId" : "01a22d25-12aa-7baf-8cd7-a62a2987ff52",
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
}, {
  "id" : 3,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (12)\n+- AdaptiveSparkPlan (11)\n   +- == Final Plan ==\n      ResultQueryStage (7), Statistics(sizeInBytes=8.0 EiB)\n      +- ObjectHashAggregate (6)\n         +- ShuffleQueryStage (5), Statistics(sizeInBytes=254.8 MiB, rowCount=8.00E+5)\n            +- Exchange (4)\n               +- ObjectHashAggregate (3)\n                  +- * Project (2)\n                     +- * Range (1)\n   +- == Initial Plan ==\n      ObjectHashAggregate (10)\n      +- Exchange (9)\n         +- ObjectHashAggregate (8)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#537L]\nArguments: Range (0, 3000000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(((id#537L * 7919) % 99999) + 1) AS key#538L, sha2(cast(cast(id#537L as string) as binary), 256) AS payload#540]\nInput [1]: [id#537L]\n\n(3) ObjectHashAggregate\nInput [2]: [key#538L, payload#540]\nKeys [1]: [key#538L]\nFunctions [2]: [partial_collect_list(payload#540, 0, 0, true), partial_count(1)]\nAggregate Attributes [2]: [buf#550, count#551L]\nResults [3]: [key#538L, buf#552, count#553L]\n\n(4) Exchange\nInput [3]: [key#538L, buf#552, count#553L]\nArguments: hashpartitioning(key#538L, 32), ENSURE_REQUIREMENTS, [plan_id=165]\n\n(5) ShuffleQueryStage\nOutput [3]: [key#538L, buf#552, count#553L]\nArguments: 0\n\n(6) ObjectHashAggregate\nInput [3]: [key#538L, buf#552, count#553L]\nKeys [1]: [key#538L]\nFunctions [2]: [collect_list(payload#540, 0, 0, true), count(1)]\nAggregate Attributes [2]: [collect_list(payload#540)#548, count(1)#547L]\nResults [3]: [key#538L, size(collect_list(payload#540)#548, false) AS s#549, count(1)#547L AS n#542L]\n\n(7) ResultQueryStage\nOutput [3]: [key#538L, s#549, n#542L]\nArguments: 1\n\n(8) ObjectHashAggregate\nInput [2]: [key#538L, payload#540]\nKeys [1]: [key#538L]\nFunctions [2]: [partial_collect_list(payload#540, 0, 0, true), partial_count(1)]\nAggregate Attributes [2]: [buf#550, count#551L]\nResults [3]: [key#538L, buf#552, count#553L]\n\n(9) Exchange\nInput [3]: [key#538L, buf#552, count#553L]\nArguments: hashpartitioning(key#538L, 32), ENSURE_REQUIREMENTS, [plan_id=151]\n\n(10) ObjectHashAggregate\nInput [3]: [key#538L, buf#552, count#553L]\nKeys [1]: [key#538L]\nFunctions [2]: [collect_list(payload#540, 0, 0, true), count(1)]\nAggregate Attributes [2]: [collect_list(payload#540)#548, count(1)#547L]\nResults [3]: [key#538L, size(collect_list(payload#540)#548, false) AS s#549, count(1)#547L AS n#542L]\n\n(11) AdaptiveSparkPlan\nOutput [3]: [key#538L, s#549, n#542L]\nArguments: isFinalPlan=true\n\n(12) OverwriteByExpression noop-table\nInput [3]: [key#538L, s#549, n#542L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T15:48:56.382GMT",
  "duration" : 5810,
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
    "desc" : "Project [(((id#537L * 7919) % 99999) + 1) AS key#538L, sha2(cast(cast(id#537L as string) as binary), 256) AS payload#540]"
  }, {
    "nodeId" : 5,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.1 s (189 ms, 358 ms, 674 ms (stage 3.0: task 41))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 4,
    "nodeName" : "ObjectHashAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "799,992"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n3.2 s (209 ms, 369 ms, 698 ms (stage 3.0: task 41))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 3.0: task 40))"
    }, {
      "name" : "number of sort fallback tasks",
      "value" : "8"
    } ],
    "desc" : "ObjectHashAggregate(keys=[key#538L], functions=[partial_collect_list(payload#540, 0, 0, true), partial_count(1)])"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "799,992"
    }, {
      "name" : "records read",
      "value" : "799,992"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n183.2 MiB (5.6 MiB, 5.7 MiB, 5.9 MiB (stage 5.0: task 71))"
    }, {
      "name" : "local blocks read",
      "value" : "256"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n254.8 MiB (31.9 MiB, 31.9 MiB, 31.9 MiB (stage 3.0: task 40))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n483 ms (50 ms, 62 ms, 71 ms (stage 3.0: task 45))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 5.0: task 49))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n183.2 MiB (22.9 MiB, 22.9 MiB, 22.9 MiB (stage 3.0: task 40))"
    } ],
    "desc" : "Exchange hashpartitioning(key#538L, 32), ENSURE_REQUIREMENTS, [plan_id=165]"
  }, {
    "nodeId" : 2,
    "nodeName" : "ObjectHashAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.6 s (23 ms, 54 ms, 82 ms (stage 5.0: task 63))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 5.0: task 49))"
    }, {
      "name" : "number of sort fallback tasks",
      "value" : "32"
    } ],
    "desc" : "ObjectHashAggregate(keys=[key#538L], functions=[collect_list(payload#540, 0, 0, true), count(1)])"
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
  "queryId" : "01a22d25-1bbd-71b1-add5-2e616dc412a3",
  "errorMessage" : "",
  "rootExecutionId" : 3,
  "modifiedConfigs" : { }
} ]
