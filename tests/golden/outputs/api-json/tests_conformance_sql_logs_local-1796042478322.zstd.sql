[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "createOrReplaceTempView at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nExecute CreateViewCommand (1)\n   +- CreateViewCommand (2)\n         +- Project (5)\n            +- Project (4)\n               +- Range (3)\n\n\n(1) Execute CreateViewCommand\nOutput: []\n\n(2) CreateViewCommand\nArguments: `t`, false, true, LocalTempView, true\n\n(3) Range\nArguments: 0, 20000, 1, 8, [id#0L], false\n\n(4) Project\nArguments: [id#0L, (id#0L % cast(13 as bigint)) AS k#2L]\n\n(5) Project\nArguments: [id#0L, k#2L, rand(3) AS v#5]\n\n",
  "submissionTime" : "2026-11-30T12:41:30.307GMT",
  "duration" : 11,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "Execute CreateViewCommand",
    "metrics" : [ ],
    "desc" : "Execute CreateViewCommand"
  } ],
  "edges" : [ ],
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:14",
  "planDescription" : "== Physical Plan ==\n* HashAggregate (14)\n+- * HashAggregate (13)\n   +- * Project (12)\n      +- * SortMergeJoin Inner (11)\n         :- * Sort (7)\n         :  +- * HashAggregate (6)\n         :     +- Exchange (5)\n         :        +- * HashAggregate (4)\n         :           +- * Project (3)\n         :              +- * Filter (2)\n         :                 +- * Range (1)\n         +- * Sort (10)\n            +- * HashAggregate (9)\n               +- ReusedExchange (8)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((id#0L % 13))\n\n(3) Project [codegen id : 1]\nOutput [1]: [(id#0L % 13) AS k#2L]\nInput [1]: [id#0L]\n\n(4) HashAggregate [codegen id : 1]\nInput [1]: [k#2L]\nKeys [1]: [k#2L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#2L]\n\n(5) Exchange\nInput [1]: [k#2L]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=68]\n\n(6) HashAggregate [codegen id : 2]\nInput [1]: [k#2L]\nKeys [1]: [k#2L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#2L]\n\n(7) Sort [codegen id : 2]\nInput [1]: [k#2L]\nArguments: [k#2L ASC NULLS FIRST], false, 0\n\n(8) ReusedExchange [Reuses operator id: 5]\nOutput [1]: [k#16L]\n\n(9) HashAggregate [codegen id : 4]\nInput [1]: [k#16L]\nKeys [1]: [k#16L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#16L]\n\n(10) Sort [codegen id : 4]\nInput [1]: [k#16L]\nArguments: [k#16L ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [k#2L]\nRight keys [1]: [k#16L]\nJoin type: Inner\nJoin condition: None\n\n(12) Project [codegen id : 5]\nOutput [1]: [k#2L]\nInput [2]: [k#2L, k#16L]\n\n(13) HashAggregate [codegen id : 5]\nInput [1]: [k#2L]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#19L]\nResults [2]: [k#2L, count#20L]\n\n(14) HashAggregate [codegen id : 5]\nInput [2]: [k#2L, count#20L]\nKeys [1]: [k#2L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#15L]\nResults [2]: [k#2L, count(1)#15L AS c#11L]\n\n",
  "submissionTime" : "2026-11-30T12:41:32.702GMT",
  "duration" : 8702,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 16,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n99 ms (0 ms, 9 ms, 50 ms (stage 1.0: task 13))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1536.0 KiB (0.0 B, 256.0 KiB, 256.0 KiB (stage 1.0: task 8))"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "HashAggregate(keys=[k#16L], functions=[])"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 1.0: task 8))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n48.4 MiB (0.0 B, 8.1 MiB, 8.1 MiB (stage 1.0: task 8))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 1.0: task 8))"
    } ],
    "desc" : "Sort [k#16L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.9 s (0 ms, 270 ms, 443 ms (stage 1.0: task 8))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Filter isnotnull((id#0L % 13))"
  }, {
    "nodeId" : 11,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 13) AS k#2L]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n146 ms (0 ms, 8 ms, 72 ms (stage 0.0: task 5))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 0.0: task 0))"
    }, {
      "name" : "number of output rows",
      "value" : "104"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[])"
  }, {
    "nodeId" : 9,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 s (105 ms, 208 ms, 741 ms (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "104"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n441 ms (4 ms, 57 ms, 126 ms (stage 0.0: task 1))"
    }, {
      "name" : "records read",
      "value" : "208"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n6.4 KiB (0.0 B, 944.0 B, 1416.0 B (stage 1.0: task 11))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 1.0: task 8))"
    }, {
      "name" : "local blocks read",
      "value" : "96"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n1664.0 B (208.0 B, 208.0 B, 208.0 B (stage 0.0: task 0))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.2 KiB (401.0 B, 411.0 B, 418.0 B (stage 0.0: task 1))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=68]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n196 ms (0 ms, 9 ms, 137 ms (stage 1.0: task 8))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1792.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 1.0: task 8))"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n51 ms (0 ms, 0 ms, 26 ms (stage 1.0: task 9))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n48.4 MiB (64.0 KiB, 8.1 MiB, 8.1 MiB (stage 1.0: task 8))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 1.0: task 8))"
    } ],
    "desc" : "Sort [k#2L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 5,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.1 s (62 ms, 292 ms, 875 ms (stage 1.0: task 8))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 4,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 1.0: task 8))"
    } ],
    "desc" : "SortMergeJoin [k#2L], [k#16L], Inner"
  }, {
    "nodeId" : 3,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [k#2L]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n956 ms (4 ms, 79 ms, 279 ms (stage 1.0: task 8))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1792.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 1.0: task 8))"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.4 s (24 ms, 182 ms, 328 ms (stage 1.0: task 8))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n49.7 MiB (256.0 KiB, 8.2 MiB, 8.2 MiB (stage 1.0: task 8))"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 1.0: task 8))"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[count(1)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.7 s (52 ms, 219 ms, 406 ms (stage 1.0: task 13))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  } ],
  "edges" : [ {
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
  }, {
    "fromId" : 8,
    "toId" : 7
  }, {
    "fromId" : 10,
    "toId" : 8
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 12,
    "toId" : 11
  }, {
    "fromId" : 13,
    "toId" : 12
  }, {
    "fromId" : 15,
    "toId" : 4
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 8,
    "toId" : 16
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\n* HashAggregate (7)\n+- Exchange (6)\n   +- * HashAggregate (5)\n      +- * Project (4)\n         +- * Filter (3)\n            +- * Project (2)\n               +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [id#0L, rand(3) AS v#5]\nInput [1]: [id#0L]\n\n(3) Filter [codegen id : 1]\nInput [2]: [id#0L, v#5]\nCondition : ((v#5 > Subquery scalar-subquery#21, [id=#156]) AND (cast(id#0L as double) < (ReusedSubquery Subquery scalar-subquery#21, [id=#156] * 30000.0)))\n\n(4) Project [codegen id : 1]\nOutput: []\nInput [2]: [id#0L, v#5]\n\n(5) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#38L]\nResults [1]: [count#39L]\n\n(6) Exchange\nInput [1]: [count#39L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=220]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [count#39L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#35L]\nResults [1]: [count(1)#35L AS count#36L]\n\n===== Subqueries =====\n\nSubquery:1 Hosting operator id = 3 Hosting Expression = Subquery scalar-subquery#21, [id=#156]\n* HashAggregate (12)\n+- Exchange (11)\n   +- * HashAggregate (10)\n      +- * Project (9)\n         +- * Range (8)\n\n\n(8) Range [codegen id : 1]\nOutput [1]: [id#27L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(9) Project [codegen id : 1]\nOutput [1]: [rand(3) AS v#5]\nInput [1]: [id#27L]\n\n(10) HashAggregate [codegen id : 1]\nInput [1]: [v#5]\nKeys: []\nFunctions [1]: [partial_avg(v#5)]\nAggregate Attributes [2]: [sum#40, count#41L]\nResults [2]: [sum#42, count#43L]\n\n(11) Exchange\nInput [2]: [sum#42, count#43L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=152]\n\n(12) HashAggregate [codegen id : 2]\nInput [2]: [sum#42, count#43L]\nKeys: []\nFunctions [1]: [avg(v#5)]\nAggregate Attributes [1]: [avg(v#5)#23]\nResults [1]: [avg(v#5)#23 AS avg(v)#24]\n\nSubquery:2 Hosting operator id = 3 Hosting Expression = ReusedSubquery Subquery scalar-subquery#21, [id=#156]\n\n\n",
  "submissionTime" : "2026-11-30T12:41:42.496GMT",
  "duration" : 1779,
  "runningJobIds" : [ ],
  "successJobIds" : [ 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 16,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [rand(3) AS v#5]"
  }, {
    "nodeId" : 14,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n38 ms (0 ms, 2 ms, 32 ms (stage 2.0: task 15))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_avg(v#5)])"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n137 ms (0 ms, 12 ms, 44 ms (stage 2.0: task 15))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n16 ms (0 ms, 1 ms, 5 ms (stage 2.0: task 22))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "544.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 2.0: task 16))"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n544.0 B (68.0 B, 68.0 B, 68.0 B (stage 2.0: task 16))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=152]"
  }, {
    "nodeId" : 11,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "0 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[avg(v#5)])"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "1 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 9,
    "nodeName" : "Subquery",
    "metrics" : [ {
      "name" : "data size",
      "value" : "16.0 B"
    }, {
      "name" : "time to collect",
      "value" : "1.0 s"
    } ],
    "desc" : "Subquery scalar-subquery#21, [id=#156]"
  }, {
    "nodeId" : 8,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [id#0L, rand(3) AS v#5]"
  }, {
    "nodeId" : 6,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "7,506"
    } ],
    "desc" : "Filter ((v#5 > Subquery scalar-subquery#21, [id=#156]) AND (cast(id#0L as double) < (ReusedSubquery Subquery scalar-subquery#21, [id=#156] * 30000.0)))"
  }, {
    "nodeId" : 5,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1 ms (0 ms, 0 ms, 1 ms (stage 4.0: task 24))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1)])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n28 ms (1 ms, 2 ms, 13 ms (stage 4.0: task 27))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7 ms (0 ms, 0 ms, 1 ms (stage 4.0: task 31))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "469.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n128.0 B (16.0 B, 16.0 B, 16.0 B (stage 4.0: task 25))"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n469.0 B (56.0 B, 59.0 B, 59.0 B (stage 4.0: task 25))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=220]"
  }, {
    "nodeId" : 1,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "0 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[count(1)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "1 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
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
    "fromId" : 7,
    "toId" : 6
  }, {
    "fromId" : 8,
    "toId" : 7
  }, {
    "fromId" : 9,
    "toId" : 6
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
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
}, {
  "id" : 3,
  "status" : "COMPLETED",
  "description" : "take at /tmp/sqlwork/edge.py:18",
  "planDescription" : "== Physical Plan ==\nCollectLimit (3)\n+- * Filter (2)\n   +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#60L]\nArguments: Range (0, 100000, step=1, splits=Some(50))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#60L]\nCondition : ((id#60L % 997) = 3)\n\n(3) CollectLimit\nInput [1]: [id#60L]\nArguments: 60\n\n",
  "submissionTime" : "2026-11-30T12:41:44.394GMT",
  "duration" : 792,
  "runningJobIds" : [ ],
  "successJobIds" : [ 3, 4, 5, 6 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 3,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "64,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=50)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "65"
    } ],
    "desc" : "Filter ((id#60L % 997) = 3)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n26 ms (0 ms, 0 ms, 11 ms (stage 9.0: task 62))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 0,
    "nodeName" : "CollectLimit",
    "metrics" : [ ],
    "desc" : "CollectLimit 60"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 2
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 3,
  "modifiedConfigs" : { }
}, {
  "id" : 4,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:19",
  "planDescription" : "== Physical Plan ==\nCollectLimit (3)\n+- * Filter (2)\n   +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#66L]\nArguments: Range (0, 100000, step=1, splits=Some(50))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#66L]\nCondition : ((id#66L % 99991) = 3)\n\n(3) CollectLimit\nInput [1]: [id#66L]\nArguments: 5\n\n",
  "submissionTime" : "2026-11-30T12:41:45.391GMT",
  "duration" : 1665,
  "runningJobIds" : [ ],
  "successJobIds" : [ 7, 8, 9, 10 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 3,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=50)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2"
    } ],
    "desc" : "Filter ((id#66L % 99991) = 3)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n12 ms (0 ms, 0 ms, 6 ms (stage 12.0: task 74))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 0,
    "nodeName" : "CollectLimit",
    "metrics" : [ ],
    "desc" : "CollectLimit 5"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 2
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 4,
  "modifiedConfigs" : { }
}, {
  "id" : 5,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\n* HashAggregate (10)\n+- Exchange (9)\n   +- * HashAggregate (8)\n      +- InMemoryTableScan (1)\n            +- InMemoryRelation (2)\n                  +- * HashAggregate (7)\n                     +- Exchange (6)\n                        +- * HashAggregate (5)\n                           +- * Project (4)\n                              +- * Range (3)\n\n\n(1) InMemoryTableScan\nOutput: []\n\n(2) InMemoryRelation\nArguments: [k#2L, m#76], CachedRDDBuilder(org.apache.spark.sql.execution.columnar.DefaultCachedBatchSerializer@687add70,StorageLevel(disk, memory, deserialized, 1 replicas),*(2) HashAggregate(keys=[k#2L], functions=[max(v#5)], output=[k#2L, m#76])\n+- Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=275]\n   +- *(1) HashAggregate(keys=[k#2L], functions=[partial_max(v#5)], output=[k#2L, max#80])\n      +- *(1) Project [(id#0L % 13) AS k#2L, rand(3) AS v#5]\n         +- *(1) Range (0, 20000, step=1, splits=8)\n,None)\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [2]: [(id#0L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#0L]\n\n(5) HashAggregate [codegen id : 1]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_max(v#5)]\nAggregate Attributes [1]: [max#79]\nResults [2]: [k#2L, max#80]\n\n(6) Exchange\nInput [2]: [k#2L, max#80]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=275]\n\n(7) HashAggregate [codegen id : 2]\nInput [2]: [k#2L, max#80]\nKeys [1]: [k#2L]\nFunctions [1]: [max(v#5)]\nAggregate Attributes [1]: [max(v#5)#75]\nResults [2]: [k#2L, max(v#5)#75 AS m#76]\n\n(8) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#127L]\nResults [1]: [count#128L]\n\n(9) Exchange\nInput [1]: [count#128L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=302]\n\n(10) HashAggregate [codegen id : 2]\nInput [1]: [count#128L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#94L]\nResults [1]: [count(1)#94L AS count#95L]\n\n",
  "submissionTime" : "2026-11-30T12:41:47.457GMT",
  "duration" : 2618,
  "runningJobIds" : [ ],
  "successJobIds" : [ 11 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 12,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 11,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n149 ms (0 ms, 22 ms, 42 ms (stage 14.0: task 115))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 14.0: task 115))"
    }, {
      "name" : "number of output rows",
      "value" : "104"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_max(v#5)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n940 ms (25 ms, 104 ms, 177 ms (stage 14.0: task 122))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "104"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n25 ms (1 ms, 1 ms, 15 ms (stage 14.0: task 119))"
    }, {
      "name" : "records read",
      "value" : "104"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 KiB (0.0 B, 504.0 B, 921.0 B (stage 15.0: task 126))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 15.0: task 123))"
    }, {
      "name" : "local blocks read",
      "value" : "48"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n2.4 KiB (312.0 B, 312.0 B, 312.0 B (stage 14.0: task 115))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 KiB (468.0 B, 472.0 B, 472.0 B (stage 14.0: task 116))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=275]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n24 ms (0 ms, 1 ms, 13 ms (stage 15.0: task 123))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n49.7 MiB (256.0 KiB, 8.2 MiB, 8.2 MiB (stage 15.0: task 123))"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 15.0: task 123))"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[max(v#5)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 s (2 ms, 83 ms, 358 ms (stage 15.0: task 124))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 5,
    "nodeName" : "InMemoryTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "InMemoryTableScan"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 15.0: task 123))"
    }, {
      "name" : "number of output rows",
      "value" : "7"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1)])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n11 ms (0 ms, 2 ms, 3 ms (stage 15.0: task 124))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "7"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8 ms (0 ms, 0 ms, 2 ms (stage 15.0: task 127))"
    }, {
      "name" : "records read",
      "value" : "7"
    }, {
      "name" : "local bytes read",
      "value" : "410.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "7"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n112.0 B (16.0 B, 16.0 B, 16.0 B (stage 15.0: task 123))"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n410.0 B (56.0 B, 59.0 B, 59.0 B (stage 15.0: task 123))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=302]"
  }, {
    "nodeId" : 1,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "0 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[count(1)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "0 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
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
    "fromId" : 7,
    "toId" : 5
  }, {
    "fromId" : 8,
    "toId" : 7
  }, {
    "fromId" : 10,
    "toId" : 8
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 12,
    "toId" : 11
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 5,
  "modifiedConfigs" : { }
}, {
  "id" : 6,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:23",
  "planDescription" : "== Physical Plan ==\n* HashAggregate (18)\n+- * HashAggregate (17)\n   +- * Project (16)\n      +- * SortMergeJoin Inner (15)\n         :- * Sort (9)\n         :  +- * Filter (8)\n         :     +- InMemoryTableScan (1)\n         :           +- InMemoryRelation (2)\n         :                 +- * HashAggregate (7)\n         :                    +- Exchange (6)\n         :                       +- * HashAggregate (5)\n         :                          +- * Project (4)\n         :                             +- * Range (3)\n         +- * Sort (14)\n            +- Exchange (13)\n               +- * Project (12)\n                  +- * Filter (11)\n                     +- * Range (10)\n\n\n(1) InMemoryTableScan\nOutput [1]: [k#2L]\nArguments: [k#2L], [isnotnull(k#2L)]\n\n(2) InMemoryRelation\nArguments: [k#2L, m#76], CachedRDDBuilder(org.apache.spark.sql.execution.columnar.DefaultCachedBatchSerializer@687add70,StorageLevel(disk, memory, deserialized, 1 replicas),*(2) HashAggregate(keys=[k#2L], functions=[max(v#5)], output=[k#2L, m#76])\n+- Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=275]\n   +- *(1) HashAggregate(keys=[k#2L], functions=[partial_max(v#5)], output=[k#2L, max#80])\n      +- *(1) Project [(id#0L % 13) AS k#2L, rand(3) AS v#5]\n         +- *(1) Range (0, 20000, step=1, splits=8)\n,None)\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [2]: [(id#0L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#0L]\n\n(5) HashAggregate [codegen id : 1]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_max(v#5)]\nAggregate Attributes [1]: [max#79]\nResults [2]: [k#2L, max#80]\n\n(6) Exchange\nInput [2]: [k#2L, max#80]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=275]\n\n(7) HashAggregate [codegen id : 2]\nInput [2]: [k#2L, max#80]\nKeys [1]: [k#2L]\nFunctions [1]: [max(v#5)]\nAggregate Attributes [1]: [max(v#5)#75]\nResults [2]: [k#2L, max(v#5)#75 AS m#76]\n\n(8) Filter [codegen id : 1]\nInput [1]: [k#2L]\nCondition : isnotnull(k#2L)\n\n(9) Sort [codegen id : 1]\nInput [1]: [k#2L]\nArguments: [k#2L ASC NULLS FIRST], false, 0\n\n(10) Range [codegen id : 2]\nOutput [1]: [id#149L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(11) Filter [codegen id : 2]\nInput [1]: [id#149L]\nCondition : isnotnull((id#149L % 13))\n\n(12) Project [codegen id : 2]\nOutput [1]: [(id#149L % 13) AS k#150L]\nInput [1]: [id#149L]\n\n(13) Exchange\nInput [1]: [k#150L]\nArguments: hashpartitioning(k#150L, 7), ENSURE_REQUIREMENTS, [plan_id=358]\n\n(14) Sort [codegen id : 3]\nInput [1]: [k#150L]\nArguments: [k#150L ASC NULLS FIRST], false, 0\n\n(15) SortMergeJoin [codegen id : 4]\nLeft keys [1]: [k#2L]\nRight keys [1]: [k#150L]\nJoin type: Inner\nJoin condition: None\n\n(16) Project [codegen id : 4]\nOutput [1]: [k#2L]\nInput [2]: [k#2L, k#150L]\n\n(17) HashAggregate [codegen id : 4]\nInput [1]: [k#2L]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#193L]\nResults [2]: [k#2L, count#194L]\n\n(18) HashAggregate [codegen id : 4]\nInput [2]: [k#2L, count#194L]\nKeys [1]: [k#2L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#159L]\nResults [2]: [k#2L, count(1)#159L AS count#160L]\n\n",
  "submissionTime" : "2026-11-30T12:41:50.405GMT",
  "duration" : 5007,
  "runningJobIds" : [ ],
  "successJobIds" : [ 12 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 22,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 21,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Filter isnotnull((id#149L % 13))"
  }, {
    "nodeId" : 20,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [(id#149L % 13) AS k#150L]"
  }, {
    "nodeId" : 19,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n579 ms (11 ms, 53 ms, 166 ms (stage 17.0: task 132))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 18,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "20,000"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n185 ms (1 ms, 18 ms, 74 ms (stage 17.0: task 138))"
    }, {
      "name" : "records read",
      "value" : "20,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n5.0 KiB (0.0 B, 624.0 B, 1363.0 B (stage 19.0: task 143))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 19.0: task 140))"
    }, {
      "name" : "local blocks read",
      "value" : "48"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n312.5 KiB (39.1 KiB, 39.1 KiB, 39.1 KiB (stage 17.0: task 131))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n5.0 KiB (632.0 B, 637.0 B, 645.0 B (stage 17.0: task 132))"
    } ],
    "desc" : "Exchange hashpartitioning(k#150L, 7), ENSURE_REQUIREMENTS, [plan_id=358]"
  }, {
    "nodeId" : 17,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n68 ms (0 ms, 0 ms, 67 ms (stage 19.0: task 143))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n48.7 MiB (0.0 B, 8.1 MiB, 8.2 MiB (stage 19.0: task 144))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 19.0: task 140))"
    } ],
    "desc" : "Sort [k#150L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 16,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.7 s (0 ms, 482 ms, 691 ms (stage 19.0: task 143))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 15,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 14,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 13,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_max(v#5)])"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=275]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[max(v#5)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 8,
    "nodeName" : "InMemoryTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "InMemoryTableScan [k#2L], [isnotnull(k#2L)]"
  }, {
    "nodeId" : 7,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "Filter isnotnull(k#2L)"
  }, {
    "nodeId" : 6,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 19.0: task 140))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n48.4 MiB (64.0 KiB, 8.1 MiB, 8.1 MiB (stage 19.0: task 140))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 19.0: task 140))"
    } ],
    "desc" : "Sort [k#2L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 5,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 s (95 ms, 603 ms, 850 ms (stage 19.0: task 143))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 4,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 19.0: task 140))"
    } ],
    "desc" : "SortMergeJoin [k#2L], [k#150L], Inner"
  }, {
    "nodeId" : 3,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "Project [k#2L]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 s (0 ms, 161 ms, 380 ms (stage 19.0: task 143))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1792.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 19.0: task 140))"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.7 s (44 ms, 205 ms, 550 ms (stage 19.0: task 143))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n49.7 MiB (256.0 KiB, 8.2 MiB, 8.2 MiB (stage 19.0: task 140))"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 19.0: task 140))"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[count(1)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 s (47 ms, 222 ms, 597 ms (stage 19.0: task 143))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  } ],
  "edges" : [ {
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
  }, {
    "fromId" : 8,
    "toId" : 7
  }, {
    "fromId" : 10,
    "toId" : 8
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 14
  }, {
    "fromId" : 17,
    "toId" : 4
  }, {
    "fromId" : 18,
    "toId" : 17
  }, {
    "fromId" : 20,
    "toId" : 18
  }, {
    "fromId" : 21,
    "toId" : 20
  }, {
    "fromId" : 22,
    "toId" : 21
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 6,
  "modifiedConfigs" : { }
}, {
  "id" : 7,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:29",
  "planDescription" : "== Physical Plan ==\n* Project (54)\n+- * SortMergeJoin Inner (53)\n   :- * Sort (45)\n   :  +- Exchange (44)\n   :     +- Union (43)\n   :        :- * HashAggregate (6)\n   :        :  +- Exchange (5)\n   :        :     +- * HashAggregate (4)\n   :        :        +- * Filter (3)\n   :        :           +- * Project (2)\n   :        :              +- * Range (1)\n   :        :- * HashAggregate (12)\n   :        :  +- Exchange (11)\n   :        :     +- * HashAggregate (10)\n   :        :        +- * Filter (9)\n   :        :           +- * Project (8)\n   :        :              +- * Range (7)\n   :        :- * HashAggregate (18)\n   :        :  +- Exchange (17)\n   :        :     +- * HashAggregate (16)\n   :        :        +- * Filter (15)\n   :        :           +- * Project (14)\n   :        :              +- * Range (13)\n   :        :- * HashAggregate (24)\n   :        :  +- Exchange (23)\n   :        :     +- * HashAggregate (22)\n   :        :        +- * Filter (21)\n   :        :           +- * Project (20)\n   :        :              +- * Range (19)\n   :        :- * HashAggregate (30)\n   :        :  +- Exchange (29)\n   :        :     +- * HashAggregate (28)\n   :        :        +- * Filter (27)\n   :        :           +- * Project (26)\n   :        :              +- * Range (25)\n   :        :- * HashAggregate (36)\n   :        :  +- Exchange (35)\n   :        :     +- * HashAggregate (34)\n   :        :        +- * Filter (33)\n   :        :           +- * Project (32)\n   :        :              +- * Range (31)\n   :        +- * HashAggregate (42)\n   :           +- Exchange (41)\n   :              +- * HashAggregate (40)\n   :                 +- * Filter (39)\n   :                    +- * Project (38)\n   :                       +- * Range (37)\n   +- * Sort (52)\n      +- * HashAggregate (51)\n         +- Exchange (50)\n            +- * HashAggregate (49)\n               +- * Project (48)\n                  +- * Filter (47)\n                     +- * Range (46)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(id#0L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#0L]\n\n(3) Filter [codegen id : 1]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 0))\n\n(4) HashAggregate [codegen id : 1]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#296]\nResults [2]: [k#2L, sum#297]\n\n(5) Exchange\nInput [2]: [k#2L, sum#297]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=564]\n\n(6) HashAggregate [codegen id : 2]\nInput [2]: [k#2L, sum#297]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#208]\nResults [2]: [k#2L, sum(v#5)#208 AS sum(v)#209]\n\n(7) Range [codegen id : 3]\nOutput [1]: [id#219L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(8) Project [codegen id : 3]\nOutput [2]: [(id#219L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#219L]\n\n(9) Filter [codegen id : 3]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 1))\n\n(10) HashAggregate [codegen id : 3]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#298]\nResults [2]: [k#2L, sum#299]\n\n(11) Exchange\nInput [2]: [k#2L, sum#299]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=569]\n\n(12) HashAggregate [codegen id : 4]\nInput [2]: [k#2L, sum#299]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#215]\nResults [2]: [k#2L, sum(v#5)#215 AS sum(v)#221]\n\n(13) Range [codegen id : 5]\nOutput [1]: [id#231L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(14) Project [codegen id : 5]\nOutput [2]: [(id#231L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#231L]\n\n(15) Filter [codegen id : 5]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 2))\n\n(16) HashAggregate [codegen id : 5]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#300]\nResults [2]: [k#2L, sum#301]\n\n(17) Exchange\nInput [2]: [k#2L, sum#301]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=574]\n\n(18) HashAggregate [codegen id : 6]\nInput [2]: [k#2L, sum#301]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#227]\nResults [2]: [k#2L, sum(v#5)#227 AS sum(v)#233]\n\n(19) Range [codegen id : 7]\nOutput [1]: [id#243L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(20) Project [codegen id : 7]\nOutput [2]: [(id#243L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#243L]\n\n(21) Filter [codegen id : 7]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 3))\n\n(22) HashAggregate [codegen id : 7]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#302]\nResults [2]: [k#2L, sum#303]\n\n(23) Exchange\nInput [2]: [k#2L, sum#303]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=579]\n\n(24) HashAggregate [codegen id : 8]\nInput [2]: [k#2L, sum#303]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#239]\nResults [2]: [k#2L, sum(v#5)#239 AS sum(v)#245]\n\n(25) Range [codegen id : 9]\nOutput [1]: [id#255L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(26) Project [codegen id : 9]\nOutput [2]: [(id#255L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#255L]\n\n(27) Filter [codegen id : 9]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 4))\n\n(28) HashAggregate [codegen id : 9]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#304]\nResults [2]: [k#2L, sum#305]\n\n(29) Exchange\nInput [2]: [k#2L, sum#305]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=584]\n\n(30) HashAggregate [codegen id : 10]\nInput [2]: [k#2L, sum#305]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#251]\nResults [2]: [k#2L, sum(v#5)#251 AS sum(v)#257]\n\n(31) Range [codegen id : 11]\nOutput [1]: [id#267L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(32) Project [codegen id : 11]\nOutput [2]: [(id#267L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#267L]\n\n(33) Filter [codegen id : 11]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 5))\n\n(34) HashAggregate [codegen id : 11]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#306]\nResults [2]: [k#2L, sum#307]\n\n(35) Exchange\nInput [2]: [k#2L, sum#307]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=589]\n\n(36) HashAggregate [codegen id : 12]\nInput [2]: [k#2L, sum#307]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#263]\nResults [2]: [k#2L, sum(v#5)#263 AS sum(v)#269]\n\n(37) Range [codegen id : 13]\nOutput [1]: [id#279L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(38) Project [codegen id : 13]\nOutput [2]: [(id#279L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#279L]\n\n(39) Filter [codegen id : 13]\nInput [2]: [k#2L, v#5]\nCondition : (isnotnull(k#2L) AND (k#2L = 6))\n\n(40) HashAggregate [codegen id : 13]\nInput [2]: [k#2L, v#5]\nKeys [1]: [k#2L]\nFunctions [1]: [partial_sum(v#5)]\nAggregate Attributes [1]: [sum#308]\nResults [2]: [k#2L, sum#309]\n\n(41) Exchange\nInput [2]: [k#2L, sum#309]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=594]\n\n(42) HashAggregate [codegen id : 14]\nInput [2]: [k#2L, sum#309]\nKeys [1]: [k#2L]\nFunctions [1]: [sum(v#5)]\nAggregate Attributes [1]: [sum(v#5)#275]\nResults [2]: [k#2L, sum(v#5)#275 AS sum(v)#281]\n\n(43) Union\n\n(44) Exchange\nInput [2]: [k#2L, sum(v)#209]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=599]\n\n(45) Sort [codegen id : 15]\nInput [2]: [k#2L, sum(v)#209]\nArguments: [k#2L ASC NULLS FIRST], false, 0\n\n(46) Range [codegen id : 16]\nOutput [1]: [id#291L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(47) Filter [codegen id : 16]\nInput [1]: [id#291L]\nCondition : (((((((((id#291L % 13) = 0) OR ((id#291L % 13) = 1)) OR ((id#291L % 13) = 2)) OR ((id#291L % 13) = 3)) OR ((id#291L % 13) = 4)) OR ((id#291L % 13) = 5)) OR ((id#291L % 13) = 6)) AND isnotnull((id#291L % 13)))\n\n(48) Project [codegen id : 16]\nOutput [1]: [(id#291L % 13) AS k#292L]\nInput [1]: [id#291L]\n\n(49) HashAggregate [codegen id : 16]\nInput [1]: [k#292L]\nKeys [1]: [k#292L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#310L]\nResults [2]: [k#292L, count#311L]\n\n(50) Exchange\nInput [2]: [k#292L, count#311L]\nArguments: hashpartitioning(k#292L, 7), ENSURE_REQUIREMENTS, [plan_id=605]\n\n(51) HashAggregate [codegen id : 17]\nInput [2]: [k#292L, count#311L]\nKeys [1]: [k#292L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#287L]\nResults [2]: [k#292L, count(1)#287L AS count#288L]\n\n(52) Sort [codegen id : 17]\nInput [2]: [k#292L, count#288L]\nArguments: [k#292L ASC NULLS FIRST], false, 0\n\n(53) SortMergeJoin [codegen id : 18]\nLeft keys [1]: [k#2L]\nRight keys [1]: [k#292L]\nJoin type: Inner\nJoin condition: None\n\n(54) Project [codegen id : 18]\nOutput [3]: [k#2L, sum(v)#209, count#288L]\nInput [4]: [k#2L, sum(v)#209, k#292L, count#288L]\n\n",
  "submissionTime" : "2026-11-30T12:41:58.186GMT",
  "duration" : 11902,
  "runningJobIds" : [ ],
  "successJobIds" : [ 13 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 71,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 16,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 70,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 16,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "10,772"
    } ],
    "desc" : "Filter (((((((((id#291L % 13) = 0) OR ((id#291L % 13) = 1)) OR ((id#291L % 13) = 2)) OR ((id#291L % 13) = 3)) OR ((id#291L % 13) = 4)) OR ((id#291L % 13) = 5)) OR ((id#291L % 13) = 6)) AND isnotnull((id#291L % 13)))"
  }, {
    "nodeId" : 69,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 16,
    "metrics" : [ ],
    "desc" : "Project [(id#291L % 13) AS k#292L]"
  }, {
    "nodeId" : 68,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 16,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n151 ms (1 ms, 15 ms, 46 ms (stage 20.0: task 150))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 20.0: task 146))"
    }, {
      "name" : "number of output rows",
      "value" : "56"
    } ],
    "desc" : "HashAggregate(keys=[k#292L], functions=[partial_count(1)])"
  }, {
    "nodeId" : 67,
    "nodeName" : "WholeStageCodegen (16)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n640 ms (28 ms, 80 ms, 167 ms (stage 20.0: task 150))"
    } ],
    "desc" : "WholeStageCodegen (16)"
  }, {
    "nodeId" : 66,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "56"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n102 ms (0 ms, 5 ms, 72 ms (stage 20.0: task 152))"
    }, {
      "name" : "records read",
      "value" : "56"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n1838.0 B (0.0 B, 0.0 B, 692.0 B (stage 29.0: task 260))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 29.0: task 259))"
    }, {
      "name" : "local blocks read",
      "value" : "24"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n1344.0 B (168.0 B, 168.0 B, 168.0 B (stage 20.0: task 146))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1838.0 B (223.0 B, 231.0 B, 237.0 B (stage 20.0: task 152))"
    } ],
    "desc" : "Exchange hashpartitioning(k#292L, 7), ENSURE_REQUIREMENTS, [plan_id=605]"
  }, {
    "nodeId" : 65,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 17,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n42 ms (0 ms, 0 ms, 27 ms (stage 29.0: task 261))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n24.7 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 29.0: task 259))"
    }, {
      "name" : "number of output rows",
      "value" : "7"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 29.0: task 259))"
    } ],
    "desc" : "HashAggregate(keys=[k#292L], functions=[count(1)])"
  }, {
    "nodeId" : 64,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 17,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 29.0: task 259))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n24.2 MiB (0.0 B, 0.0 B, 8.1 MiB (stage 29.0: task 259))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 29.0: task 259))"
    } ],
    "desc" : "Sort [k#292L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 63,
    "nodeName" : "WholeStageCodegen (17)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n374 ms (0 ms, 0 ms, 182 ms (stage 29.0: task 259))"
    } ],
    "desc" : "WholeStageCodegen (17)"
  }, {
    "nodeId" : 62,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 13,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 61,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 13,
    "metrics" : [ ],
    "desc" : "Project [(id#279L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 60,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 13,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,538"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 6))"
  }, {
    "nodeId" : 59,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 13,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n15 ms (0 ms, 0 ms, 15 ms (stage 24.0: task 178))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 24.0: task 179))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 58,
    "nodeName" : "WholeStageCodegen (13)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n439 ms (4 ms, 50 ms, 121 ms (stage 24.0: task 178))"
    } ],
    "desc" : "WholeStageCodegen (13)"
  }, {
    "nodeId" : 57,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n117 ms (0 ms, 5 ms, 61 ms (stage 24.0: task 184))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 28.0: task 216))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 216))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 24.0: task 179))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 24.0: task 179))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=594]"
  }, {
    "nodeId" : 56,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 14,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 216))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 28.0: task 216))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 55,
    "nodeName" : "WholeStageCodegen (14)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n143 ms (0 ms, 0 ms, 50 ms (stage 28.0: task 216))"
    } ],
    "desc" : "WholeStageCodegen (14)"
  }, {
    "nodeId" : 54,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 11,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 53,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 11,
    "metrics" : [ ],
    "desc" : "Project [(id#267L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 52,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 11,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 5))"
  }, {
    "nodeId" : 51,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 11,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n95 ms (0 ms, 0 ms, 47 ms (stage 21.0: task 156))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 21.0: task 154))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 50,
    "nodeName" : "WholeStageCodegen (11)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n589 ms (29 ms, 97 ms, 115 ms (stage 21.0: task 155))"
    } ],
    "desc" : "WholeStageCodegen (11)"
  }, {
    "nodeId" : 49,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n34 ms (0 ms, 1 ms, 18 ms (stage 21.0: task 158))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 28.0: task 215))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 215))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 21.0: task 154))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 21.0: task 154))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=589]"
  }, {
    "nodeId" : 48,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 12,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9 ms (0 ms, 0 ms, 9 ms (stage 28.0: task 215))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 28.0: task 215))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 47,
    "nodeName" : "WholeStageCodegen (12)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n226 ms (0 ms, 0 ms, 44 ms (stage 28.0: task 248))"
    } ],
    "desc" : "WholeStageCodegen (12)"
  }, {
    "nodeId" : 46,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 9,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 45,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 9,
    "metrics" : [ ],
    "desc" : "Project [(id#255L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 44,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 9,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 4))"
  }, {
    "nodeId" : 43,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 9,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n104 ms (0 ms, 0 ms, 48 ms (stage 26.0: task 195))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 26.0: task 195))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 42,
    "nodeName" : "WholeStageCodegen (9)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n631 ms (53 ms, 81 ms, 109 ms (stage 26.0: task 198))"
    } ],
    "desc" : "WholeStageCodegen (9)"
  }, {
    "nodeId" : 41,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n85 ms (0 ms, 1 ms, 41 ms (stage 26.0: task 194))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 28.0: task 214))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 214))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 26.0: task 195))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 26.0: task 195))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=584]"
  }, {
    "nodeId" : 40,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 10,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n6 ms (0 ms, 0 ms, 6 ms (stage 28.0: task 214))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 28.0: task 214))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 39,
    "nodeName" : "WholeStageCodegen (10)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n100 ms (0 ms, 0 ms, 34 ms (stage 28.0: task 214))"
    } ],
    "desc" : "WholeStageCodegen (10)"
  }, {
    "nodeId" : 38,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 7,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 37,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 7,
    "metrics" : [ ],
    "desc" : "Project [(id#243L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 36,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 7,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 3))"
  }, {
    "nodeId" : 35,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 7,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9 ms (0 ms, 0 ms, 9 ms (stage 23.0: task 171))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 23.0: task 170))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 34,
    "nodeName" : "WholeStageCodegen (7)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n485 ms (12 ms, 57 ms, 150 ms (stage 23.0: task 171))"
    } ],
    "desc" : "WholeStageCodegen (7)"
  }, {
    "nodeId" : 33,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n16 ms (0 ms, 0 ms, 11 ms (stage 23.0: task 173))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 28.0: task 213))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 213))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 23.0: task 170))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 23.0: task 170))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=579]"
  }, {
    "nodeId" : 32,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 8,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n5 ms (0 ms, 0 ms, 5 ms (stage 28.0: task 213))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 28.0: task 213))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 31,
    "nodeName" : "WholeStageCodegen (8)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n168 ms (0 ms, 0 ms, 53 ms (stage 28.0: task 239))"
    } ],
    "desc" : "WholeStageCodegen (8)"
  }, {
    "nodeId" : 30,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 29,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [(id#231L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 28,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 2))"
  }, {
    "nodeId" : 27,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n10 ms (0 ms, 0 ms, 10 ms (stage 27.0: task 204))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 27.0: task 203))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 26,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n228 ms (7 ms, 27 ms, 69 ms (stage 27.0: task 202))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 25,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n44 ms (0 ms, 1 ms, 31 ms (stage 27.0: task 203))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 28.0: task 212))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 212))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 27.0: task 203))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 27.0: task 203))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=574]"
  }, {
    "nodeId" : 24,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n55 ms (0 ms, 0 ms, 46 ms (stage 28.0: task 231))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 28.0: task 212))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 23,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n367 ms (0 ms, 0 ms, 162 ms (stage 28.0: task 233))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 22,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 21,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [(id#219L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 20,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 1))"
  }, {
    "nodeId" : 19,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 25.0: task 187))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 25.0: task 187))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 18,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n535 ms (34 ms, 65 ms, 112 ms (stage 25.0: task 190))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 17,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n53 ms (0 ms, 1 ms, 35 ms (stage 25.0: task 192))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 28.0: task 211))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 211))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 25.0: task 187))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 25.0: task 187))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=569]"
  }, {
    "nodeId" : 16,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n36 ms (0 ms, 0 ms, 36 ms (stage 28.0: task 211))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 28.0: task 211))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 15,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n144 ms (0 ms, 0 ms, 93 ms (stage 28.0: task 211))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 14,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 12,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#2L) AND (k#2L = 0))"
  }, {
    "nodeId" : 11,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n34 ms (0 ms, 0 ms, 27 ms (stage 22.0: task 163))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 22.0: task 163))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[partial_sum(v#5)])"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n473 ms (27 ms, 66 ms, 92 ms (stage 22.0: task 164))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 9,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n105 ms (0 ms, 0 ms, 54 ms (stage 22.0: task 166))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 B (0.0 B, 0.0 B, 472.0 B (stage 28.0: task 210))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 210))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 22.0: task 163))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 B (59.0 B, 59.0 B, 59.0 B (stage 22.0: task 163))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=564]"
  }, {
    "nodeId" : 8,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n47 ms (0 ms, 0 ms, 19 ms (stage 28.0: task 220))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 28.0: task 210))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#2L], functions=[sum(v#5)])"
  }, {
    "nodeId" : 7,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n145 ms (0 ms, 0 ms, 54 ms (stage 28.0: task 210))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 6,
    "nodeName" : "Union",
    "metrics" : [ ],
    "desc" : "Union"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "7"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n37 ms (0 ms, 0 ms, 30 ms (stage 28.0: task 214))"
    }, {
      "name" : "records read",
      "value" : "7"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n436.0 B (0.0 B, 0.0 B, 189.0 B (stage 29.0: task 260))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 29.0: task 259))"
    }, {
      "name" : "local blocks read",
      "value" : "7"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n168.0 B (0.0 B, 0.0 B, 24.0 B (stage 28.0: task 211))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n436.0 B (0.0 B, 0.0 B, 63.0 B (stage 28.0: task 211))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=599]"
  }, {
    "nodeId" : 4,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 15,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 29.0: task 259))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n24.4 MiB (64.0 KiB, 64.0 KiB, 8.1 MiB (stage 29.0: task 259))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 29.0: task 259))"
    } ],
    "desc" : "Sort [k#2L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (15)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n796 ms (2 ms, 36 ms, 336 ms (stage 29.0: task 259))"
    } ],
    "desc" : "WholeStageCodegen (15)"
  }, {
    "nodeId" : 2,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 18,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "7"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 29.0: task 259))"
    } ],
    "desc" : "SortMergeJoin [k#2L], [k#292L], Inner"
  }, {
    "nodeId" : 1,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 18,
    "metrics" : [ ],
    "desc" : "Project [k#2L, sum(v)#209, count#288L]"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (18)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n130 ms (0 ms, 21 ms, 41 ms (stage 29.0: task 259))"
    } ],
    "desc" : "WholeStageCodegen (18)"
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
    "fromId" : 13,
    "toId" : 12
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 6
  }, {
    "fromId" : 17,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 17
  }, {
    "fromId" : 20,
    "toId" : 19
  }, {
    "fromId" : 21,
    "toId" : 20
  }, {
    "fromId" : 22,
    "toId" : 21
  }, {
    "fromId" : 24,
    "toId" : 6
  }, {
    "fromId" : 25,
    "toId" : 24
  }, {
    "fromId" : 27,
    "toId" : 25
  }, {
    "fromId" : 28,
    "toId" : 27
  }, {
    "fromId" : 29,
    "toId" : 28
  }, {
    "fromId" : 30,
    "toId" : 29
  }, {
    "fromId" : 32,
    "toId" : 6
  }, {
    "fromId" : 33,
    "toId" : 32
  }, {
    "fromId" : 35,
    "toId" : 33
  }, {
    "fromId" : 36,
    "toId" : 35
  }, {
    "fromId" : 37,
    "toId" : 36
  }, {
    "fromId" : 38,
    "toId" : 37
  }, {
    "fromId" : 40,
    "toId" : 6
  }, {
    "fromId" : 41,
    "toId" : 40
  }, {
    "fromId" : 43,
    "toId" : 41
  }, {
    "fromId" : 44,
    "toId" : 43
  }, {
    "fromId" : 45,
    "toId" : 44
  }, {
    "fromId" : 46,
    "toId" : 45
  }, {
    "fromId" : 48,
    "toId" : 6
  }, {
    "fromId" : 49,
    "toId" : 48
  }, {
    "fromId" : 51,
    "toId" : 49
  }, {
    "fromId" : 52,
    "toId" : 51
  }, {
    "fromId" : 53,
    "toId" : 52
  }, {
    "fromId" : 54,
    "toId" : 53
  }, {
    "fromId" : 56,
    "toId" : 6
  }, {
    "fromId" : 57,
    "toId" : 56
  }, {
    "fromId" : 59,
    "toId" : 57
  }, {
    "fromId" : 60,
    "toId" : 59
  }, {
    "fromId" : 61,
    "toId" : 60
  }, {
    "fromId" : 62,
    "toId" : 61
  }, {
    "fromId" : 64,
    "toId" : 2
  }, {
    "fromId" : 65,
    "toId" : 64
  }, {
    "fromId" : 66,
    "toId" : 65
  }, {
    "fromId" : 68,
    "toId" : 66
  }, {
    "fromId" : 69,
    "toId" : 68
  }, {
    "fromId" : 70,
    "toId" : 69
  }, {
    "fromId" : 71,
    "toId" : 70
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 7,
  "modifiedConfigs" : { }
}, {
  "id" : 8,
  "status" : "FAILED",
  "description" : "collect at /tmp/sqlwork/edge.py:32",
  "planDescription" : "== Physical Plan ==\n* Project (2)\n+- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [1]: [if ((id#0L < 15000)) null else raise_error('(id#0L < cast(15000 as bigint))' is not true!, NullType) AS assert_true((id < 15000), '(id#0L < cast(15000 as bigint))' is not true!)#333]\nInput [1]: [id#0L]\n\n",
  "submissionTime" : "2026-11-30T12:42:10.302GMT",
  "duration" : 720,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ 14 ],
  "nodes" : [ {
    "nodeId" : 2,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "15,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 1,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [if ((id#0L < 15000)) null else raise_error('(id#0L < cast(15000 as bigint))' is not true!, NullType) AS assert_true((id < 15000), '(id#0L < cast(15000 as bigint))' is not true!)#333]"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10 ms (0 ms, 0 ms, 9 ms (stage 30.0: task 267))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 1
  } ],
  "errorMessage" : "Job aborted due to stage failure: Task 6 in stage 30.0 failed 1 times, most recent failure: Lost task 6.0 in stage 30.0 (TID 272) (192.0.2.2 executor driver): java.lang.RuntimeException: '(id#0L < cast(15000 as bigint))' is not true!\n\tat org.apache.spark.sql.catalyst.expressions.GeneratedClass$GeneratedIteratorForCodegenStage1.processNext(Unknown Source)\n\tat org.apache.spark.sql.execution.BufferedRowIterator.hasNext(BufferedRowIterator.java:43)\n\tat org.apache.spark.sql.execution.WholeStageCodegenEvaluatorFactory$WholeStageCodegenPartitionEvaluator$$anon$1.hasNext(WholeStageCodegenEvaluatorFactory.scala:43)\n\tat org.apache.spark.sql.execution.SparkPlan.$anonfun$getByteArrayRdd$1(SparkPlan.scala:388)\n\tat org.apache.spark.rdd.RDD.$anonfun$mapPartitionsInternal$2(RDD.scala:893)\n\tat org.apache.spark.rdd.RDD.$anonfun$mapPartitionsInternal$2$adapted(RDD.scala:893)\n\tat org.apache.spark.rdd.MapPartitionsRDD.compute(MapPartitionsRDD.scala:52)\n\tat org.apache.spark.rdd.RDD.computeOrReadCheckpoint(RDD.scala:367)\n\tat org.apache.spark.rdd.RDD.iterator(RDD.scala:331)\n\tat org.apache.spark.scheduler.ResultTask.runTask(ResultTask.scala:93)\n\tat org.apache.spark.TaskContext.runTaskWithListeners(TaskContext.scala:166)\n\tat org.apache.spark.scheduler.Task.run(Task.scala:141)\n\tat org.apache.spark.executor.Executor$TaskRunner.$anonfun$run$4(Executor.scala:621)\n\tat org.apache.spark.util.SparkErrorUtils.tryWithSafeFinally(SparkErrorUtils.scala:64)\n\tat org.apache.spark.util.SparkErrorUtils.tryWithSafeFinally$(SparkErrorUtils.scala:61)\n\tat org.apache.spark.util.Utils$.tryWithSafeFinally(Utils.scala:94)\n\tat org.apache.spark.executor.Executor$TaskRunner.run(Executor.scala:624)\n\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)\n\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:635)\n\tat java.base/java.lang.Thread.run(Thread.java:840)\n\nDriver stacktrace:",
  "rootExecutionId" : 8,
  "modifiedConfigs" : { }
}, {
  "id" : 9,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:39",
  "planDescription" : "== Physical Plan ==\n* HashAggregate (6)\n+- Exchange (5)\n   +- * HashAggregate (4)\n      +- * Project (3)\n         +- BatchEvalPython (2)\n            +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) BatchEvalPython\nInput [1]: [id#0L]\nArguments: [<lambda>(id#0L)#335L], [pythonUDF0#342L]\n\n(3) Project [codegen id : 2]\nOutput [1]: [pythonUDF0#342L AS d#336L]\nInput [2]: [id#0L, pythonUDF0#342L]\n\n(4) HashAggregate [codegen id : 2]\nInput [1]: [d#336L]\nKeys: []\nFunctions [1]: [partial_sum(d#336L)]\nAggregate Attributes [1]: [sum#343L]\nResults [1]: [sum#344L]\n\n(5) Exchange\nInput [1]: [sum#344L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=759]\n\n(6) HashAggregate [codegen id : 3]\nInput [1]: [sum#344L]\nKeys: []\nFunctions [1]: [sum(d#336L)]\nAggregate Attributes [1]: [sum(d#336L)#338L]\nResults [1]: [sum(d#336L)#338L AS sum(d)#340L]\n\n",
  "submissionTime" : "2026-11-30T12:42:11.363GMT",
  "duration" : 13747,
  "runningJobIds" : [ ],
  "successJobIds" : [ 15 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 8,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 7,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n13.2 s (40 ms, 106 ms, 6.4 s (stage 31.0: task 274))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 6,
    "nodeName" : "BatchEvalPython",
    "metrics" : [ {
      "name" : "data sent to Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n79.7 KiB (9.7 KiB, 10.0 KiB, 10.0 KiB (stage 31.0: task 275))"
    }, {
      "name" : "data returned from Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n61.6 KiB (7.6 KiB, 7.7 KiB, 7.7 KiB (stage 31.0: task 275))"
    }, {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "BatchEvalPython [<lambda>(id#0L)#335L], [pythonUDF0#342L]"
  }, {
    "nodeId" : 5,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [pythonUDF0#342L AS d#336L]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n12.4 s (885 ms, 1.6 s, 2.2 s (stage 31.0: task 279))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_sum(d#336L)])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n12.5 s (911 ms, 1.6 s, 2.2 s (stage 31.0: task 279))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n29 ms (0 ms, 0 ms, 26 ms (stage 31.0: task 281))"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "472.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n128.0 B (16.0 B, 16.0 B, 16.0 B (stage 31.0: task 275))"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 B (59.0 B, 59.0 B, 59.0 B (stage 31.0: task 275))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=759]"
  }, {
    "nodeId" : 1,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "20 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[sum(d#336L)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "21 ms"
    } ],
    "desc" : "WholeStageCodegen (3)"
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
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 9,
  "modifiedConfigs" : { }
}, {
  "id" : 10,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:44",
  "planDescription" : "== Physical Plan ==\n* Filter (9)\n+- Window (8)\n   +- WindowGroupLimit (7)\n      +- * Sort (6)\n         +- Exchange (5)\n            +- WindowGroupLimit (4)\n               +- * Sort (3)\n                  +- * Project (2)\n                     +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [3]: [id#0L, (id#0L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#0L]\n\n(3) Sort [codegen id : 1]\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [k#2L ASC NULLS FIRST, v#5 ASC NULLS FIRST], false, 0\n\n(4) WindowGroupLimit\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [k#2L], [v#5 ASC NULLS FIRST], row_number(), 2, Partial\n\n(5) Exchange\nInput [3]: [id#0L, k#2L, v#5]\nArguments: hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=806]\n\n(6) Sort [codegen id : 2]\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [k#2L ASC NULLS FIRST, v#5 ASC NULLS FIRST], false, 0\n\n(7) WindowGroupLimit\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [k#2L], [v#5 ASC NULLS FIRST], row_number(), 2, Final\n\n(8) Window\nInput [3]: [id#0L, k#2L, v#5]\nArguments: [row_number() windowspecdefinition(k#2L, v#5 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS r#347], [k#2L], [v#5 ASC NULLS FIRST]\n\n(9) Filter [codegen id : 3]\nInput [4]: [id#0L, k#2L, v#5, r#347]\nCondition : (r#347 < 3)\n\n",
  "submissionTime" : "2026-11-30T12:42:25.596GMT",
  "duration" : 3363,
  "runningJobIds" : [ ],
  "successJobIds" : [ 16 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 11,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [id#0L, (id#0L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n303 ms (0 ms, 40 ms, 125 ms (stage 33.0: task 284))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n64.5 MiB (8.1 MiB, 8.1 MiB, 8.1 MiB (stage 33.0: task 283))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 33.0: task 283))"
    } ],
    "desc" : "Sort [k#2L ASC NULLS FIRST, v#5 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.5 s (67 ms, 136 ms, 457 ms (stage 33.0: task 284))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 7,
    "nodeName" : "WindowGroupLimit",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "208"
    } ],
    "desc" : "WindowGroupLimit [k#2L], [v#5 ASC NULLS FIRST], row_number(), 2, Partial"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "208"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n72 ms (0 ms, 0 ms, 41 ms (stage 33.0: task 286))"
    }, {
      "name" : "records read",
      "value" : "208"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n6.1 KiB (0.0 B, 695.0 B, 1857.0 B (stage 34.0: task 294))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 34.0: task 292))"
    }, {
      "name" : "local blocks read",
      "value" : "48"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n6.5 KiB (832.0 B, 832.0 B, 832.0 B (stage 33.0: task 283))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n6.1 KiB (773.0 B, 780.0 B, 787.0 B (stage 33.0: task 289))"
    } ],
    "desc" : "Exchange hashpartitioning(k#2L, 7), ENSURE_REQUIREMENTS, [plan_id=806]"
  }, {
    "nodeId" : 5,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 34.0: task 292))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n48.4 MiB (64.0 KiB, 8.1 MiB, 8.1 MiB (stage 34.0: task 292))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 34.0: task 292))"
    } ],
    "desc" : "Sort [k#2L ASC NULLS FIRST, v#5 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.4 s (4 ms, 104 ms, 500 ms (stage 34.0: task 292))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 3,
    "nodeName" : "WindowGroupLimit",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "26"
    } ],
    "desc" : "WindowGroupLimit [k#2L], [v#5 ASC NULLS FIRST], row_number(), 2, Final"
  }, {
    "nodeId" : 2,
    "nodeName" : "Window",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 34.0: task 292))"
    } ],
    "desc" : "Window [row_number() windowspecdefinition(k#2L, v#5 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS r#347], [k#2L], [v#5 ASC NULLS FIRST]"
  }, {
    "nodeId" : 1,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "26"
    } ],
    "desc" : "Filter (r#347 < 3)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n55 ms (0 ms, 0 ms, 28 ms (stage 34.0: task 292))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 1
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
    "fromId" : 7,
    "toId" : 6
  }, {
    "fromId" : 9,
    "toId" : 7
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 10,
  "modifiedConfigs" : { }
}, {
  "id" : 11,
  "status" : "COMPLETED",
  "description" : "parquet at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (4)\n+- WriteFiles (3)\n   +- * Project (2)\n      +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [3]: [id#0L, (id#0L % 13) AS k#2L, rand(3) AS v#5]\nInput [1]: [id#0L]\n\n(3) WriteFiles\nInput [3]: [id#0L, k#2L, v#5]\n\n(4) Execute InsertIntoHadoopFsRelationCommand\nInput: []\nArguments: file:/tmp/sqlwork/pq_false, false, Parquet, [path=/tmp/sqlwork/mylogs35/../pq_false], Overwrite, [id, k, v]\n\n",
  "submissionTime" : "2026-11-30T12:42:30.155GMT",
  "duration" : 7251,
  "runningJobIds" : [ ],
  "successJobIds" : [ 17 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 4,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [id#0L, (id#0L % 13) AS k#2L, rand(3) AS v#5]"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n6.0 s (185 ms, 329 ms, 2.3 s (stage 35.0: task 298))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WriteFiles",
    "metrics" : [ ],
    "desc" : "WriteFiles"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "task commit time",
      "value" : "total (min, med, max (stageId: taskId))\n304 ms (1 ms, 30 ms, 101 ms (stage 35.0: task 300))"
    }, {
      "name" : "number of written files",
      "value" : "8"
    }, {
      "name" : "job commit time",
      "value" : "85 ms"
    }, {
      "name" : "number of output rows",
      "value" : "20,000"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    }, {
      "name" : "written output",
      "value" : "243.6 KiB"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand file:/tmp/sqlwork/pq_false, false, Parquet, [path=/tmp/sqlwork/mylogs35/../pq_false], Overwrite, [id, k, v]"
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
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 11,
  "modifiedConfigs" : { }
}, {
  "id" : 12,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\n* HashAggregate (7)\n+- Exchange (6)\n   +- * HashAggregate (5)\n      +- * Project (4)\n         +- * Filter (3)\n            +- * ColumnarToRow (2)\n               +- Scan parquet  (1)\n\n\n(1) Scan parquet \nOutput [1]: [k#356L]\nBatched: true\nLocation: InMemoryFileIndex [file:/tmp/sqlwork/pq_false]\nPushedFilters: [IsNotNull(k), EqualTo(k,3)]\nReadSchema: struct<k:bigint>\n\n(2) ColumnarToRow [codegen id : 1]\nInput [1]: [k#356L]\n\n(3) Filter [codegen id : 1]\nInput [1]: [k#356L]\nCondition : (isnotnull(k#356L) AND (k#356L = 3))\n\n(4) Project [codegen id : 1]\nOutput: []\nInput [1]: [k#356L]\n\n(5) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#368L]\nResults [1]: [count#369L]\n\n(6) Exchange\nInput [1]: [count#369L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=872]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [count#369L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#365L]\nResults [1]: [count(1)#365L AS count#366L]\n\n",
  "submissionTime" : "2026-11-30T12:42:38.933GMT",
  "duration" : 1501,
  "runningJobIds" : [ ],
  "successJobIds" : [ 19 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 8,
    "nodeName" : "Scan parquet",
    "metrics" : [ {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "scan time",
      "value" : "total (min, med, max (stageId: taskId))\n1.2 s (595 ms, 649 ms, 649 ms (stage 37.0: task 307))"
    }, {
      "name" : "metadata time",
      "value" : "24 ms"
    }, {
      "name" : "size of files read",
      "value" : "243.6 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "FileScan parquet [k#356L] Batched: true, DataFilters: [isnotnull(k#356L), (k#356L = 3)], Format: Parquet, Location: InMemoryFileIndex(1 paths)[file:/tmp/sqlwork/pq_false], PartitionFilters: [], PushedFilters: [IsNotNull(k), EqualTo(k,3)], ReadSchema: struct<k:bigint>"
  }, {
    "nodeId" : 7,
    "nodeName" : "ColumnarToRow",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    }, {
      "name" : "number of input batches",
      "value" : "8"
    } ],
    "desc" : "ColumnarToRow"
  }, {
    "nodeId" : 6,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#356L) AND (k#356L = 3))"
  }, {
    "nodeId" : 5,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.3 s (611 ms, 656 ms, 656 ms (stage 37.0: task 307))"
    }, {
      "name" : "number of output rows",
      "value" : "2"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1)])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.3 s (644 ms, 657 ms, 657 ms (stage 37.0: task 307))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "2"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n32 ms (0 ms, 32 ms, 32 ms (stage 37.0: task 308))"
    }, {
      "name" : "records read",
      "value" : "2"
    }, {
      "name" : "local bytes read",
      "value" : "118.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "2"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n32.0 B (16.0 B, 16.0 B, 16.0 B (stage 37.0: task 308))"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n118.0 B (59.0 B, 59.0 B, 59.0 B (stage 37.0: task 308))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=872]"
  }, {
    "nodeId" : 1,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "0 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[count(1)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "0 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
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
    "fromId" : 7,
    "toId" : 6
  }, {
    "fromId" : 8,
    "toId" : 7
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 12,
  "modifiedConfigs" : { }
}, {
  "id" : 13,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:49",
  "planDescription" : "== Physical Plan ==\nLocalTableScan (1)\n\n\n(1) LocalTableScan\nOutput [3]: [id#0L, k#2L, v#5]\nArguments: <empty>, [id#0L, k#2L, v#5]\n\n",
  "submissionTime" : "2026-11-30T12:42:40.579GMT",
  "duration" : 17,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "LocalTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "0"
    } ],
    "desc" : "LocalTableScan <empty>, [id#0L, k#2L, v#5]"
  } ],
  "edges" : [ ],
  "errorMessage" : "",
  "rootExecutionId" : 13,
  "modifiedConfigs" : { }
}, {
  "id" : 14,
  "status" : "COMPLETED",
  "description" : "sql at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nShowTables (1)\n\n\n(1) ShowTables\nOutput [3]: [namespace#373, tableName#374, isTemporary#375]\nArguments: [namespace#373, tableName#374, isTemporary#375], V2SessionCatalog(spark_catalog), [default]\n\n",
  "submissionTime" : "2026-11-30T12:42:40.695GMT",
  "duration" : 611,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "ShowTables",
    "metrics" : [ ],
    "desc" : "ShowTables [namespace#373, tableName#374, isTemporary#375], V2SessionCatalog(spark_catalog), [default]"
  } ],
  "edges" : [ ],
  "errorMessage" : "",
  "rootExecutionId" : 14,
  "modifiedConfigs" : { }
}, {
  "id" : 15,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:50",
  "planDescription" : "== Physical Plan ==\nCommandResult (1)\n   +- ShowTables (2)\n\n\n(1) CommandResult\nOutput [3]: [namespace#373, tableName#374, isTemporary#375]\nArguments: [namespace#373, tableName#374, isTemporary#375]\n\n(2) ShowTables\nOutput [3]: [namespace#373, tableName#374, isTemporary#375]\nArguments: [namespace#373, tableName#374, isTemporary#375], V2SessionCatalog(spark_catalog), [default]\n\n",
  "submissionTime" : "2026-11-30T12:42:41.353GMT",
  "duration" : 3,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "CommandResult",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "CommandResult [namespace#373, tableName#374, isTemporary#375]"
  } ],
  "edges" : [ ],
  "errorMessage" : "",
  "rootExecutionId" : 15,
  "modifiedConfigs" : { }
} ]
