[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "createOrReplaceTempView at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nExecute CreateViewCommand (1)\n   +- CreateViewCommand (2)\n         +- Project (5)\n            +- Project (4)\n               +- Range (3)\n\n\n(1) Execute CreateViewCommand\nOutput: []\n\n(2) CreateViewCommand\nArguments: `t`, false, true, LocalTempView, UNSUPPORTED, true\n\n(3) Range\nArguments: 0, 20000, 1, 8, [id#0L], false\n\n(4) Project\nArguments: [id#0L, (id#0L % cast(13 as bigint)) AS k#1L]\n\n(5) Project\nArguments: [id#0L, k#1L, rand(3) AS v#2]\n\n",
  "submissionTime" : "2026-11-30T12:34:38.150GMT",
  "duration" : 3318,
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
  "queryId" : "01a22c73-371e-7b50-88d6-c6261e28e08b",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:14",
  "planDescription" : "== Physical Plan ==\n* SortAggregate (13)\n+- * Project (12)\n   +- * SortMergeJoin Inner (11)\n      :- * Sort (7)\n      :  +- * HashAggregate (6)\n      :     +- Exchange (5)\n      :        +- * HashAggregate (4)\n      :           +- * Project (3)\n      :              +- * Filter (2)\n      :                 +- * Range (1)\n      +- * Sort (10)\n         +- * HashAggregate (9)\n            +- ReusedExchange (8)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((id#0L % 13))\n\n(3) Project [codegen id : 1]\nOutput [1]: [(id#0L % 13) AS k#1L]\nInput [1]: [id#0L]\n\n(4) HashAggregate [codegen id : 1]\nInput [1]: [k#1L]\nKeys [1]: [k#1L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#1L]\n\n(5) Exchange\nInput [1]: [k#1L]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=74]\n\n(6) HashAggregate [codegen id : 2]\nInput [1]: [k#1L]\nKeys [1]: [k#1L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#1L]\n\n(7) Sort [codegen id : 2]\nInput [1]: [k#1L]\nArguments: [k#1L ASC NULLS FIRST], false, 0\n\n(8) ReusedExchange [Reuses operator id: 5]\nOutput [1]: [k#7L]\n\n(9) HashAggregate [codegen id : 4]\nInput [1]: [k#7L]\nKeys [1]: [k#7L]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [k#7L]\n\n(10) Sort [codegen id : 4]\nInput [1]: [k#7L]\nArguments: [k#7L ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [k#1L]\nRight keys [1]: [k#7L]\nJoin type: Inner\nJoin condition: None\n\n(12) Project [codegen id : 5]\nOutput [1]: [k#1L]\nInput [2]: [k#1L, k#7L]\n\n(13) SortAggregate [codegen id : 5]\nInput [1]: [k#1L]\nKeys [1]: [k#1L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#11L]\nResults [2]: [k#1L, count(1)#11L AS c#5L]\n\n",
  "submissionTime" : "2026-11-30T12:34:43.065GMT",
  "duration" : 18815,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 15,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n110 ms (0 ms, 1 ms, 49 ms (stage 1.0: task 8))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1536.0 KiB (0.0 B, 256.0 KiB, 256.0 KiB (stage 1.0: task 8))"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "HashAggregate(keys=[k#7L], functions=[])"
  }, {
    "nodeId" : 14,
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
    "desc" : "Sort [k#7L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.7 s (0 ms, 249 ms, 441 ms (stage 1.0: task 9))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
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
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Filter isnotnull((id#0L % 13))"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 13) AS k#1L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n224 ms (0 ms, 0 ms, 125 ms (stage 0.0: task 1))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 0.0: task 0))"
    }, {
      "name" : "number of output rows",
      "value" : "104"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.9 s (54 ms, 344 ms, 1.2 s (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "104"
    }, {
      "name" : "records read",
      "value" : "208"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n6.4 KiB (0.0 B, 944.0 B, 1416.0 B (stage 1.0: task 11))"
    }, {
      "name" : "local blocks read",
      "value" : "96"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n1664.0 B (208.0 B, 208.0 B, 208.0 B (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n636 ms (3 ms, 59 ms, 243 ms (stage 0.0: task 1))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n10 ms (0 ms, 0 ms, 10 ms (stage 1.0: task 9))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.2 KiB (401.0 B, 411.0 B, 418.0 B (stage 0.0: task 1))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=74]"
  }, {
    "nodeId" : 6,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n252 ms (0 ms, 28 ms, 125 ms (stage 1.0: task 9))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1792.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 1.0: task 8))"
    }, {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[])"
  }, {
    "nodeId" : 5,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 1.0: task 8))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n48.4 MiB (64.0 KiB, 8.1 MiB, 8.1 MiB (stage 1.0: task 8))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 1.0: task 8))"
    } ],
    "desc" : "Sort [k#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 s (120 ms, 361 ms, 1.1 s (stage 1.0: task 8))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 3,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 1.0: task 8))"
    } ],
    "desc" : "SortMergeJoin [k#1L], [k#7L], Inner"
  }, {
    "nodeId" : 2,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [k#1L]"
  }, {
    "nodeId" : 1,
    "nodeName" : "SortAggregate",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "SortAggregate(key=[k#1L], functions=[count(1)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.4 s (25 ms, 175 ms, 305 ms (stage 1.0: task 8))"
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
  }, {
    "fromId" : 12,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 3
  }, {
    "fromId" : 15,
    "toId" : 14
  }, {
    "fromId" : 7,
    "toId" : 15
  } ],
  "queryId" : "01a22c73-4945-72f2-9a49-f8c23acc4b2c",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\n* HashAggregate (7)\n+- Exchange (6)\n   +- * HashAggregate (5)\n      +- * Project (4)\n         +- * Filter (3)\n            +- * Project (2)\n               +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [id#0L, rand(3) AS v#2]\nInput [1]: [id#0L]\n\n(3) Filter [codegen id : 1]\nInput [2]: [id#0L, v#2]\nCondition : ((v#2 > Subquery scalar-subquery#14, [id=#160]) AND (cast(id#0L as double) < (ReusedSubquery Subquery scalar-subquery#14, [id=#160] * 30000.0)))\n\n(4) Project [codegen id : 1]\nOutput: []\nInput [2]: [id#0L, v#2]\n\n(5) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#31L]\nResults [1]: [count#32L]\n\n(6) Exchange\nInput [1]: [count#32L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=224]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [count#32L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#30L]\nResults [1]: [count(1)#30L AS count#26L]\n\n===== Subqueries =====\n\nSubquery:1 Hosting operator id = 3 Hosting Expression = Subquery scalar-subquery#14, [id=#160]\n* HashAggregate (12)\n+- Exchange (11)\n   +- * HashAggregate (10)\n      +- * Project (9)\n         +- * Range (8)\n\n\n(8) Range [codegen id : 1]\nOutput [1]: [id#20L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(9) Project [codegen id : 1]\nOutput [1]: [rand(3) AS v#22]\nInput [1]: [id#20L]\n\n(10) HashAggregate [codegen id : 1]\nInput [1]: [v#22]\nKeys: []\nFunctions [1]: [partial_avg(v#22)]\nAggregate Attributes [2]: [sum#33, count#34L]\nResults [2]: [sum#35, count#36L]\n\n(11) Exchange\nInput [2]: [sum#35, count#36L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=156]\n\n(12) HashAggregate [codegen id : 2]\nInput [2]: [sum#35, count#36L]\nKeys: []\nFunctions [1]: [avg(v#22)]\nAggregate Attributes [1]: [avg(v#22)#16]\nResults [1]: [avg(v#22)#16 AS avg(v)#17]\n\nSubquery:2 Hosting operator id = 3 Hosting Expression = ReusedSubquery Subquery scalar-subquery#14, [id=#160]\n\n\n",
  "submissionTime" : "2026-11-30T12:35:03.947GMT",
  "duration" : 4868,
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
    "desc" : "Project [rand(3) AS v#22]"
  }, {
    "nodeId" : 14,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n98 ms (0 ms, 0 ms, 59 ms (stage 2.0: task 16))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_avg(v#22)])"
  }, {
    "nodeId" : 13,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n275 ms (1 ms, 40 ms, 78 ms (stage 2.0: task 17))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 12,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "544.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 2.0: task 15))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n102 ms (0 ms, 1 ms, 55 ms (stage 2.0: task 18))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n544.0 B (68.0 B, 68.0 B, 68.0 B (stage 2.0: task 15))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=156]"
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
    "desc" : "HashAggregate(keys=[], functions=[avg(v#22)])"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "39 ms"
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
      "value" : "2.4 s"
    } ],
    "desc" : "Subquery scalar-subquery#14, [id=#160]"
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
    "desc" : "Project [id#0L, rand(3) AS v#2]"
  }, {
    "nodeId" : 6,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "7,506"
    } ],
    "desc" : "Filter ((v#2 > Subquery scalar-subquery#14, [id=#160]) AND (cast(id#0L as double) < (ReusedSubquery Subquery scalar-subquery#14, [id=#160] * 30000.0)))"
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
      "value" : "total (min, med, max (stageId: taskId))\n22 ms (0 ms, 0 ms, 20 ms (stage 4.0: task 28))"
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
      "value" : "total (min, med, max (stageId: taskId))\n54 ms (0 ms, 1 ms, 21 ms (stage 4.0: task 28))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "469.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n128.0 B (16.0 B, 16.0 B, 16.0 B (stage 4.0: task 25))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8 ms (0 ms, 0 ms, 5 ms (stage 4.0: task 29))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n469.0 B (56.0 B, 59.0 B, 59.0 B (stage 4.0: task 25))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=224]"
  }, {
    "nodeId" : 1,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "5 ms"
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
      "value" : "5 ms"
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
  "queryId" : "01a22c73-9c66-7fea-b807-f5f47c3d832d",
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
}, {
  "id" : 3,
  "status" : "COMPLETED",
  "description" : "take at /tmp/sqlwork/edge.py:18",
  "planDescription" : "== Physical Plan ==\nCollectLimit (3)\n+- * Filter (2)\n   +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#53L]\nArguments: Range (0, 100000, step=1, splits=Some(50))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#53L]\nCondition : ((id#53L % 997) = 3)\n\n(3) CollectLimit\nInput [1]: [id#53L]\nArguments: 60\n\n",
  "submissionTime" : "2026-11-30T12:35:09.063GMT",
  "duration" : 2333,
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
    "desc" : "Filter ((id#53L % 997) = 3)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n156 ms (0 ms, 0 ms, 46 ms (stage 8.0: task 51))"
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
  "queryId" : "01a22c73-b06b-7e9a-aa2c-913f53c91443",
  "errorMessage" : "",
  "rootExecutionId" : 3,
  "modifiedConfigs" : { }
}, {
  "id" : 4,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:19",
  "planDescription" : "== Physical Plan ==\nCollectLimit (3)\n+- * Filter (2)\n   +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#60L]\nArguments: Range (0, 100000, step=1, splits=Some(50))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#60L]\nCondition : ((id#60L % 99991) = 3)\n\n(3) CollectLimit\nInput [1]: [id#60L]\nArguments: 5\n\n",
  "submissionTime" : "2026-11-30T12:35:11.745GMT",
  "duration" : 2160,
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
    "desc" : "Filter ((id#60L % 99991) = 3)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n110 ms (0 ms, 0 ms, 30 ms (stage 12.0: task 71))"
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
  "queryId" : "01a22c73-ba72-7b42-ae14-eb4af0956bbc",
  "errorMessage" : "",
  "rootExecutionId" : 4,
  "modifiedConfigs" : { }
}, {
  "id" : 5,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\n* HashAggregate (10)\n+- Exchange (9)\n   +- * HashAggregate (8)\n      +- InMemoryTableScan (1) (columnarIn=false, columnarOut=true)\n            +- InMemoryRelation (2)\n                  +- * HashAggregate (7)\n                     +- Exchange (6)\n                        +- * HashAggregate (5)\n                           +- * Project (4)\n                              +- * Range (3)\n\n\n(1) InMemoryTableScan\nOutput: []\n\n(2) InMemoryRelation\nArguments: [k#1L, m#67], StorageLevel(disk, memory, deserialized, 1 replicas)\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [2]: [(id#0L % 13) AS k#1L, rand(3) AS v#2]\nInput [1]: [id#0L]\n\n(5) HashAggregate [codegen id : 1]\nInput [2]: [k#1L, v#2]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_max(v#2)]\nAggregate Attributes [1]: [max#72]\nResults [2]: [k#1L, max#73]\n\n(6) Exchange\nInput [2]: [k#1L, max#73]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=281]\n\n(7) HashAggregate [codegen id : 2]\nInput [2]: [k#1L, max#73]\nKeys [1]: [k#1L]\nFunctions [1]: [max(v#2)]\nAggregate Attributes [1]: [max(v#2)#71]\nResults [2]: [k#1L, max(v#2)#71 AS m#67]\n\n(8) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#119L]\nResults [1]: [count#120L]\n\n(9) Exchange\nInput [1]: [count#120L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=308]\n\n(10) HashAggregate [codegen id : 2]\nInput [1]: [count#120L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#88L]\nResults [1]: [count(1)#88L AS count#85L]\n\n",
  "submissionTime" : "2026-11-30T12:35:14.521GMT",
  "duration" : 4152,
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
    "desc" : "Project [(id#0L % 13) AS k#1L, rand(3) AS v#2]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n36 ms (0 ms, 0 ms, 15 ms (stage 14.0: task 116))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 14.0: task 116))"
    }, {
      "name" : "number of output rows",
      "value" : "104"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[partial_max(v#2)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 s (85 ms, 108 ms, 249 ms (stage 14.0: task 115))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "104"
    }, {
      "name" : "records read",
      "value" : "104"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 KiB (0.0 B, 504.0 B, 921.0 B (stage 15.0: task 126))"
    }, {
      "name" : "local blocks read",
      "value" : "48"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n2.4 KiB (312.0 B, 312.0 B, 312.0 B (stage 14.0: task 116))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n51 ms (0 ms, 1 ms, 28 ms (stage 14.0: task 121))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 15.0: task 123))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 KiB (468.0 B, 472.0 B, 472.0 B (stage 14.0: task 116))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=281]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n144 ms (0 ms, 23 ms, 39 ms (stage 15.0: task 124))"
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
    "desc" : "HashAggregate(keys=[k#1L], functions=[max(v#2)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.2 s (2 ms, 128 ms, 440 ms (stage 15.0: task 124))"
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
      "value" : "total (min, med, max (stageId: taskId))\n2 ms (0 ms, 0 ms, 2 ms (stage 15.0: task 124))"
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
      "value" : "total (min, med, max (stageId: taskId))\n20 ms (0 ms, 2 ms, 8 ms (stage 15.0: task 128))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "7"
    }, {
      "name" : "records read",
      "value" : "7"
    }, {
      "name" : "local bytes read",
      "value" : "410.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "7"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n112.0 B (16.0 B, 16.0 B, 16.0 B (stage 15.0: task 123))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n28 ms (0 ms, 0 ms, 13 ms (stage 15.0: task 127))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n410.0 B (56.0 B, 59.0 B, 59.0 B (stage 15.0: task 123))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=308]"
  }, {
    "nodeId" : 1,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "21 ms"
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
      "value" : "22 ms"
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
  "queryId" : "01a22c73-c597-7fe8-968c-b4d7d8a8379c",
  "errorMessage" : "",
  "rootExecutionId" : 5,
  "modifiedConfigs" : { }
}, {
  "id" : 6,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:23",
  "planDescription" : "== Physical Plan ==\n* SortAggregate (17)\n+- * Project (16)\n   +- * SortMergeJoin Inner (15)\n      :- * Sort (9)\n      :  +- * Filter (8)\n      :     +- InMemoryTableScan (1) (columnarIn=false, columnarOut=true)\n      :           +- InMemoryRelation (2)\n      :                 +- * HashAggregate (7)\n      :                    +- Exchange (6)\n      :                       +- * HashAggregate (5)\n      :                          +- * Project (4)\n      :                             +- * Range (3)\n      +- * Sort (14)\n         +- Exchange (13)\n            +- * Project (12)\n               +- * Filter (11)\n                  +- * Range (10)\n\n\n(1) InMemoryTableScan\nOutput [1]: [k#1L]\nArguments: [k#1L], [isnotnull(k#1L)]\n\n(2) InMemoryRelation\nArguments: [k#1L, m#67], StorageLevel(disk, memory, deserialized, 1 replicas)\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [2]: [(id#0L % 13) AS k#1L, rand(3) AS v#2]\nInput [1]: [id#0L]\n\n(5) HashAggregate [codegen id : 1]\nInput [2]: [k#1L, v#2]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_max(v#2)]\nAggregate Attributes [1]: [max#72]\nResults [2]: [k#1L, max#73]\n\n(6) Exchange\nInput [2]: [k#1L, max#73]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=281]\n\n(7) HashAggregate [codegen id : 2]\nInput [2]: [k#1L, max#73]\nKeys [1]: [k#1L]\nFunctions [1]: [max(v#2)]\nAggregate Attributes [1]: [max(v#2)#71]\nResults [2]: [k#1L, max(v#2)#71 AS m#67]\n\n(8) Filter [codegen id : 1]\nInput [1]: [k#1L]\nCondition : isnotnull(k#1L)\n\n(9) Sort [codegen id : 1]\nInput [1]: [k#1L]\nArguments: [k#1L ASC NULLS FIRST], false, 0\n\n(10) Range [codegen id : 2]\nOutput [1]: [id#141L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(11) Filter [codegen id : 2]\nInput [1]: [id#141L]\nCondition : isnotnull((id#141L % 13))\n\n(12) Project [codegen id : 2]\nOutput [1]: [(id#141L % 13) AS k#142L]\nInput [1]: [id#141L]\n\n(13) Exchange\nInput [1]: [k#142L]\nArguments: hashpartitioning(k#142L, 7), ENSURE_REQUIREMENTS, [plan_id=366]\n\n(14) Sort [codegen id : 3]\nInput [1]: [k#142L]\nArguments: [k#142L ASC NULLS FIRST], false, 0\n\n(15) SortMergeJoin [codegen id : 4]\nLeft keys [1]: [k#1L]\nRight keys [1]: [k#142L]\nJoin type: Inner\nJoin condition: None\n\n(16) Project [codegen id : 4]\nOutput [1]: [k#1L]\nInput [2]: [k#1L, k#142L]\n\n(17) SortAggregate [codegen id : 4]\nInput [1]: [k#1L]\nKeys [1]: [k#1L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#149L]\nResults [2]: [k#1L, count(1)#149L AS count#144L]\n\n",
  "submissionTime" : "2026-11-30T12:35:19.036GMT",
  "duration" : 4553,
  "runningJobIds" : [ ],
  "successJobIds" : [ 12 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 21,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 20,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Filter isnotnull((id#141L % 13))"
  }, {
    "nodeId" : 19,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [(id#141L % 13) AS k#142L]"
  }, {
    "nodeId" : 18,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n875 ms (60 ms, 84 ms, 199 ms (stage 18.0: task 131))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 17,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "20,000"
    }, {
      "name" : "records read",
      "value" : "20,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n5.0 KiB (0.0 B, 624.0 B, 1363.0 B (stage 19.0: task 143))"
    }, {
      "name" : "local blocks read",
      "value" : "48"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n312.5 KiB (39.1 KiB, 39.1 KiB, 39.1 KiB (stage 18.0: task 131))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n224 ms (1 ms, 31 ms, 89 ms (stage 18.0: task 132))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 19.0: task 140))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n5.0 KiB (632.0 B, 637.0 B, 645.0 B (stage 18.0: task 132))"
    } ],
    "desc" : "Exchange hashpartitioning(k#142L, 7), ENSURE_REQUIREMENTS, [plan_id=366]"
  }, {
    "nodeId" : 16,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n108 ms (0 ms, 0 ms, 69 ms (stage 19.0: task 143))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n48.7 MiB (0.0 B, 8.1 MiB, 8.2 MiB (stage 19.0: task 144))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 19.0: task 140))"
    } ],
    "desc" : "Sort [k#142L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 15,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.8 s (0 ms, 205 ms, 516 ms (stage 19.0: task 143))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 14,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 13) AS k#1L, rand(3) AS v#2]"
  }, {
    "nodeId" : 12,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[partial_max(v#2)])"
  }, {
    "nodeId" : 11,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Exchange",
    "metrics" : [ ],
    "desc" : "Exchange hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=281]"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[max(v#2)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "InMemoryTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "InMemoryTableScan [k#1L], [isnotnull(k#1L)]"
  }, {
    "nodeId" : 6,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "Filter isnotnull(k#1L)"
  }, {
    "nodeId" : 5,
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
    "desc" : "Sort [k#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.9 s (56 ms, 274 ms, 803 ms (stage 19.0: task 139))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 19.0: task 140))"
    } ],
    "desc" : "SortMergeJoin [k#1L], [k#142L], Inner"
  }, {
    "nodeId" : 2,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "Project [k#1L]"
  }, {
    "nodeId" : 1,
    "nodeName" : "SortAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "13"
    } ],
    "desc" : "SortAggregate(key=[k#1L], functions=[count(1)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.2 s (0 ms, 178 ms, 438 ms (stage 19.0: task 143))"
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
    "fromId" : 12,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 12
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 3
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
  } ],
  "queryId" : "01a22c73-d732-74d0-a7bf-9f4ae26fedff",
  "errorMessage" : "",
  "rootExecutionId" : 6,
  "modifiedConfigs" : { }
}, {
  "id" : 7,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:29",
  "planDescription" : "== Physical Plan ==\n* Project (53)\n+- * SortMergeJoin Inner (52)\n   :- * Sort (44)\n   :  +- Union (43)\n   :     :- * HashAggregate (6)\n   :     :  +- Exchange (5)\n   :     :     +- * HashAggregate (4)\n   :     :        +- * Filter (3)\n   :     :           +- * Project (2)\n   :     :              +- * Range (1)\n   :     :- * HashAggregate (12)\n   :     :  +- Exchange (11)\n   :     :     +- * HashAggregate (10)\n   :     :        +- * Filter (9)\n   :     :           +- * Project (8)\n   :     :              +- * Range (7)\n   :     :- * HashAggregate (18)\n   :     :  +- Exchange (17)\n   :     :     +- * HashAggregate (16)\n   :     :        +- * Filter (15)\n   :     :           +- * Project (14)\n   :     :              +- * Range (13)\n   :     :- * HashAggregate (24)\n   :     :  +- Exchange (23)\n   :     :     +- * HashAggregate (22)\n   :     :        +- * Filter (21)\n   :     :           +- * Project (20)\n   :     :              +- * Range (19)\n   :     :- * HashAggregate (30)\n   :     :  +- Exchange (29)\n   :     :     +- * HashAggregate (28)\n   :     :        +- * Filter (27)\n   :     :           +- * Project (26)\n   :     :              +- * Range (25)\n   :     :- * HashAggregate (36)\n   :     :  +- Exchange (35)\n   :     :     +- * HashAggregate (34)\n   :     :        +- * Filter (33)\n   :     :           +- * Project (32)\n   :     :              +- * Range (31)\n   :     +- * HashAggregate (42)\n   :        +- Exchange (41)\n   :           +- * HashAggregate (40)\n   :              +- * Filter (39)\n   :                 +- * Project (38)\n   :                    +- * Range (37)\n   +- * Sort (51)\n      +- * HashAggregate (50)\n         +- Exchange (49)\n            +- * HashAggregate (48)\n               +- * Project (47)\n                  +- * Filter (46)\n                     +- * Range (45)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [(id#0L % 13) AS k#1L, rand(3) AS v#2]\nInput [1]: [id#0L]\n\n(3) Filter [codegen id : 1]\nInput [2]: [k#1L, v#2]\nCondition : (isnotnull(k#1L) AND (k#1L = 0))\n\n(4) HashAggregate [codegen id : 1]\nInput [2]: [k#1L, v#2]\nKeys [1]: [k#1L]\nFunctions [1]: [partial_sum(v#2)]\nAggregate Attributes [1]: [sum#263]\nResults [2]: [k#1L, sum#264]\n\n(5) Exchange\nInput [2]: [k#1L, sum#264]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=586]\n\n(6) HashAggregate [codegen id : 2]\nInput [2]: [k#1L, sum#264]\nKeys [1]: [k#1L]\nFunctions [1]: [sum(v#2)]\nAggregate Attributes [1]: [sum(v#2)#205]\nResults [2]: [k#1L, sum(v#2)#205 AS sum(v)#206]\n\n(7) Range [codegen id : 3]\nOutput [1]: [id#212L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(8) Project [codegen id : 3]\nOutput [2]: [(id#212L % 13) AS k#213L, rand(3) AS v#214]\nInput [1]: [id#212L]\n\n(9) Filter [codegen id : 3]\nInput [2]: [k#213L, v#214]\nCondition : (isnotnull(k#213L) AND (k#213L = 1))\n\n(10) HashAggregate [codegen id : 3]\nInput [2]: [k#213L, v#214]\nKeys [1]: [k#213L]\nFunctions [1]: [partial_sum(v#214)]\nAggregate Attributes [1]: [sum#265]\nResults [2]: [k#213L, sum#266]\n\n(11) Exchange\nInput [2]: [k#213L, sum#266]\nArguments: hashpartitioning(k#213L, 7), ENSURE_REQUIREMENTS, [plan_id=591]\n\n(12) HashAggregate [codegen id : 4]\nInput [2]: [k#213L, sum#266]\nKeys [1]: [k#213L]\nFunctions [1]: [sum(v#214)]\nAggregate Attributes [1]: [sum(v#214)#210]\nResults [2]: [k#213L, sum(v#214)#210 AS sum(v)#211]\n\n(13) Range [codegen id : 5]\nOutput [1]: [id#220L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(14) Project [codegen id : 5]\nOutput [2]: [(id#220L % 13) AS k#221L, rand(3) AS v#222]\nInput [1]: [id#220L]\n\n(15) Filter [codegen id : 5]\nInput [2]: [k#221L, v#222]\nCondition : (isnotnull(k#221L) AND (k#221L = 2))\n\n(16) HashAggregate [codegen id : 5]\nInput [2]: [k#221L, v#222]\nKeys [1]: [k#221L]\nFunctions [1]: [partial_sum(v#222)]\nAggregate Attributes [1]: [sum#267]\nResults [2]: [k#221L, sum#268]\n\n(17) Exchange\nInput [2]: [k#221L, sum#268]\nArguments: hashpartitioning(k#221L, 7), ENSURE_REQUIREMENTS, [plan_id=596]\n\n(18) HashAggregate [codegen id : 6]\nInput [2]: [k#221L, sum#268]\nKeys [1]: [k#221L]\nFunctions [1]: [sum(v#222)]\nAggregate Attributes [1]: [sum(v#222)#218]\nResults [2]: [k#221L, sum(v#222)#218 AS sum(v)#219]\n\n(19) Range [codegen id : 7]\nOutput [1]: [id#228L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(20) Project [codegen id : 7]\nOutput [2]: [(id#228L % 13) AS k#229L, rand(3) AS v#230]\nInput [1]: [id#228L]\n\n(21) Filter [codegen id : 7]\nInput [2]: [k#229L, v#230]\nCondition : (isnotnull(k#229L) AND (k#229L = 3))\n\n(22) HashAggregate [codegen id : 7]\nInput [2]: [k#229L, v#230]\nKeys [1]: [k#229L]\nFunctions [1]: [partial_sum(v#230)]\nAggregate Attributes [1]: [sum#269]\nResults [2]: [k#229L, sum#270]\n\n(23) Exchange\nInput [2]: [k#229L, sum#270]\nArguments: hashpartitioning(k#229L, 7), ENSURE_REQUIREMENTS, [plan_id=601]\n\n(24) HashAggregate [codegen id : 8]\nInput [2]: [k#229L, sum#270]\nKeys [1]: [k#229L]\nFunctions [1]: [sum(v#230)]\nAggregate Attributes [1]: [sum(v#230)#226]\nResults [2]: [k#229L, sum(v#230)#226 AS sum(v)#227]\n\n(25) Range [codegen id : 9]\nOutput [1]: [id#236L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(26) Project [codegen id : 9]\nOutput [2]: [(id#236L % 13) AS k#237L, rand(3) AS v#238]\nInput [1]: [id#236L]\n\n(27) Filter [codegen id : 9]\nInput [2]: [k#237L, v#238]\nCondition : (isnotnull(k#237L) AND (k#237L = 4))\n\n(28) HashAggregate [codegen id : 9]\nInput [2]: [k#237L, v#238]\nKeys [1]: [k#237L]\nFunctions [1]: [partial_sum(v#238)]\nAggregate Attributes [1]: [sum#271]\nResults [2]: [k#237L, sum#272]\n\n(29) Exchange\nInput [2]: [k#237L, sum#272]\nArguments: hashpartitioning(k#237L, 7), ENSURE_REQUIREMENTS, [plan_id=606]\n\n(30) HashAggregate [codegen id : 10]\nInput [2]: [k#237L, sum#272]\nKeys [1]: [k#237L]\nFunctions [1]: [sum(v#238)]\nAggregate Attributes [1]: [sum(v#238)#234]\nResults [2]: [k#237L, sum(v#238)#234 AS sum(v)#235]\n\n(31) Range [codegen id : 11]\nOutput [1]: [id#244L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(32) Project [codegen id : 11]\nOutput [2]: [(id#244L % 13) AS k#245L, rand(3) AS v#246]\nInput [1]: [id#244L]\n\n(33) Filter [codegen id : 11]\nInput [2]: [k#245L, v#246]\nCondition : (isnotnull(k#245L) AND (k#245L = 5))\n\n(34) HashAggregate [codegen id : 11]\nInput [2]: [k#245L, v#246]\nKeys [1]: [k#245L]\nFunctions [1]: [partial_sum(v#246)]\nAggregate Attributes [1]: [sum#273]\nResults [2]: [k#245L, sum#274]\n\n(35) Exchange\nInput [2]: [k#245L, sum#274]\nArguments: hashpartitioning(k#245L, 7), ENSURE_REQUIREMENTS, [plan_id=611]\n\n(36) HashAggregate [codegen id : 12]\nInput [2]: [k#245L, sum#274]\nKeys [1]: [k#245L]\nFunctions [1]: [sum(v#246)]\nAggregate Attributes [1]: [sum(v#246)#242]\nResults [2]: [k#245L, sum(v#246)#242 AS sum(v)#243]\n\n(37) Range [codegen id : 13]\nOutput [1]: [id#252L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(38) Project [codegen id : 13]\nOutput [2]: [(id#252L % 13) AS k#253L, rand(3) AS v#254]\nInput [1]: [id#252L]\n\n(39) Filter [codegen id : 13]\nInput [2]: [k#253L, v#254]\nCondition : (isnotnull(k#253L) AND (k#253L = 6))\n\n(40) HashAggregate [codegen id : 13]\nInput [2]: [k#253L, v#254]\nKeys [1]: [k#253L]\nFunctions [1]: [partial_sum(v#254)]\nAggregate Attributes [1]: [sum#275]\nResults [2]: [k#253L, sum#276]\n\n(41) Exchange\nInput [2]: [k#253L, sum#276]\nArguments: hashpartitioning(k#253L, 7), ENSURE_REQUIREMENTS, [plan_id=616]\n\n(42) HashAggregate [codegen id : 14]\nInput [2]: [k#253L, sum#276]\nKeys [1]: [k#253L]\nFunctions [1]: [sum(v#254)]\nAggregate Attributes [1]: [sum(v#254)#250]\nResults [2]: [k#253L, sum(v#254)#250 AS sum(v)#251]\n\n(43) Union\n\n(44) Sort [codegen id : 15]\nInput [2]: [k#1L, sum(v)#206]\nArguments: [k#1L ASC NULLS FIRST], false, 0\n\n(45) Range [codegen id : 16]\nOutput [1]: [id#260L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(46) Filter [codegen id : 16]\nInput [1]: [id#260L]\nCondition : (((((((((id#260L % 13) = 0) OR ((id#260L % 13) = 1)) OR ((id#260L % 13) = 2)) OR ((id#260L % 13) = 3)) OR ((id#260L % 13) = 4)) OR ((id#260L % 13) = 5)) OR ((id#260L % 13) = 6)) AND isnotnull((id#260L % 13)))\n\n(47) Project [codegen id : 16]\nOutput [1]: [(id#260L % 13) AS k#261L]\nInput [1]: [id#260L]\n\n(48) HashAggregate [codegen id : 16]\nInput [1]: [k#261L]\nKeys [1]: [k#261L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#277L]\nResults [2]: [k#261L, count#278L]\n\n(49) Exchange\nInput [2]: [k#261L, count#278L]\nArguments: hashpartitioning(k#261L, 7), ENSURE_REQUIREMENTS, [plan_id=626]\n\n(50) HashAggregate [codegen id : 17]\nInput [2]: [k#261L, count#278L]\nKeys [1]: [k#261L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#259L]\nResults [2]: [k#261L, count(1)#259L AS count#255L]\n\n(51) Sort [codegen id : 17]\nInput [2]: [k#261L, count#255L]\nArguments: [k#261L ASC NULLS FIRST], false, 0\n\n(52) SortMergeJoin [codegen id : 18]\nLeft keys [1]: [k#1L]\nRight keys [1]: [k#261L]\nJoin type: Inner\nJoin condition: None\n\n(53) Project [codegen id : 18]\nOutput [3]: [k#1L, sum(v)#206, count#255L]\nInput [4]: [k#1L, sum(v)#206, k#261L, count#255L]\n\n",
  "submissionTime" : "2026-11-30T12:35:25.323GMT",
  "duration" : 18930,
  "runningJobIds" : [ ],
  "successJobIds" : [ 13 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 70,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 16,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 69,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 16,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "10,772"
    } ],
    "desc" : "Filter (((((((((id#260L % 13) = 0) OR ((id#260L % 13) = 1)) OR ((id#260L % 13) = 2)) OR ((id#260L % 13) = 3)) OR ((id#260L % 13) = 4)) OR ((id#260L % 13) = 5)) OR ((id#260L % 13) = 6)) AND isnotnull((id#260L % 13)))"
  }, {
    "nodeId" : 68,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 16,
    "metrics" : [ ],
    "desc" : "Project [(id#260L % 13) AS k#261L]"
  }, {
    "nodeId" : 67,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 16,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n211 ms (1 ms, 18 ms, 78 ms (stage 25.0: task 186))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 25.0: task 187))"
    }, {
      "name" : "number of output rows",
      "value" : "56"
    } ],
    "desc" : "HashAggregate(keys=[k#261L], functions=[partial_count(1)])"
  }, {
    "nodeId" : 66,
    "nodeName" : "WholeStageCodegen (16)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n648 ms (20 ms, 85 ms, 182 ms (stage 25.0: task 186))"
    } ],
    "desc" : "WholeStageCodegen (16)"
  }, {
    "nodeId" : 65,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "56"
    }, {
      "name" : "records read",
      "value" : "56"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n1838.0 B (0.0 B, 0.0 B, 692.0 B (stage 28.0: task 211))"
    }, {
      "name" : "local blocks read",
      "value" : "24"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n1344.0 B (168.0 B, 168.0 B, 168.0 B (stage 25.0: task 187))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n189 ms (1 ms, 21 ms, 86 ms (stage 25.0: task 191))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 210))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1838.0 B (223.0 B, 231.0 B, 237.0 B (stage 25.0: task 192))"
    } ],
    "desc" : "Exchange hashpartitioning(k#261L, 7), ENSURE_REQUIREMENTS, [plan_id=626]"
  }, {
    "nodeId" : 64,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 17,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9 ms (0 ms, 0 ms, 8 ms (stage 28.0: task 212))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n24.7 MiB (0.0 B, 0.0 B, 8.2 MiB (stage 28.0: task 210))"
    }, {
      "name" : "number of output rows",
      "value" : "7"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 28.0: task 210))"
    } ],
    "desc" : "HashAggregate(keys=[k#261L], functions=[count(1)])"
  }, {
    "nodeId" : 63,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 17,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 210))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n24.2 MiB (0.0 B, 0.0 B, 8.1 MiB (stage 28.0: task 210))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 28.0: task 210))"
    } ],
    "desc" : "Sort [k#261L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 62,
    "nodeName" : "WholeStageCodegen (17)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.0 s (0 ms, 0 ms, 1.4 s (stage 28.0: task 211))"
    } ],
    "desc" : "WholeStageCodegen (17)"
  }, {
    "nodeId" : 61,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 13,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 60,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 13,
    "metrics" : [ ],
    "desc" : "Project [(id#252L % 13) AS k#253L, rand(3) AS v#254]"
  }, {
    "nodeId" : 59,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 13,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,538"
    } ],
    "desc" : "Filter (isnotnull(k#253L) AND (k#253L = 6))"
  }, {
    "nodeId" : 58,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 13,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n6 ms (0 ms, 0 ms, 6 ms (stage 23.0: task 170))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 23.0: task 170))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#253L], functions=[partial_sum(v#254)])"
  }, {
    "nodeId" : 57,
    "nodeName" : "WholeStageCodegen (13)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n545 ms (5 ms, 76 ms, 140 ms (stage 23.0: task 177))"
    } ],
    "desc" : "WholeStageCodegen (13)"
  }, {
    "nodeId" : 56,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 28.0: task 212))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 23.0: task 170))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n61 ms (0 ms, 0 ms, 55 ms (stage 23.0: task 171))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 210))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 23.0: task 170))"
    } ],
    "desc" : "Exchange hashpartitioning(k#253L, 7), ENSURE_REQUIREMENTS, [plan_id=616]"
  }, {
    "nodeId" : 55,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 14,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n27 ms (0 ms, 0 ms, 27 ms (stage 28.0: task 212))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (256.0 KiB, 256.0 KiB, 8.2 MiB (stage 28.0: task 212))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#253L], functions=[sum(v#254)])"
  }, {
    "nodeId" : 54,
    "nodeName" : "WholeStageCodegen (14)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n93 ms (1 ms, 1 ms, 72 ms (stage 28.0: task 212))"
    } ],
    "desc" : "WholeStageCodegen (14)"
  }, {
    "nodeId" : 53,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 11,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 52,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 11,
    "metrics" : [ ],
    "desc" : "Project [(id#244L % 13) AS k#245L, rand(3) AS v#246]"
  }, {
    "nodeId" : 51,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 11,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#245L) AND (k#245L = 5))"
  }, {
    "nodeId" : 50,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 11,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n44 ms (0 ms, 0 ms, 28 ms (stage 26.0: task 197))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 26.0: task 195))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#245L], functions=[partial_sum(v#246)])"
  }, {
    "nodeId" : 49,
    "nodeName" : "WholeStageCodegen (11)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n410 ms (8 ms, 51 ms, 113 ms (stage 26.0: task 197))"
    } ],
    "desc" : "WholeStageCodegen (11)"
  }, {
    "nodeId" : 48,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 28.0: task 210))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 26.0: task 195))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n86 ms (0 ms, 1 ms, 39 ms (stage 26.0: task 196))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 210))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 26.0: task 195))"
    } ],
    "desc" : "Exchange hashpartitioning(k#245L, 7), ENSURE_REQUIREMENTS, [plan_id=611]"
  }, {
    "nodeId" : 47,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 12,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n13 ms (0 ms, 0 ms, 13 ms (stage 28.0: task 215))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (256.0 KiB, 256.0 KiB, 8.2 MiB (stage 28.0: task 210))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#245L], functions=[sum(v#246)])"
  }, {
    "nodeId" : 46,
    "nodeName" : "WholeStageCodegen (12)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n90 ms (1 ms, 14 ms, 33 ms (stage 28.0: task 213))"
    } ],
    "desc" : "WholeStageCodegen (12)"
  }, {
    "nodeId" : 45,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 9,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 44,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 9,
    "metrics" : [ ],
    "desc" : "Project [(id#236L % 13) AS k#237L, rand(3) AS v#238]"
  }, {
    "nodeId" : 43,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 9,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#237L) AND (k#237L = 4))"
  }, {
    "nodeId" : 42,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 9,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 24.0: task 179))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 24.0: task 179))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#237L], functions=[partial_sum(v#238)])"
  }, {
    "nodeId" : 41,
    "nodeName" : "WholeStageCodegen (9)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n590 ms (16 ms, 79 ms, 137 ms (stage 24.0: task 181))"
    } ],
    "desc" : "WholeStageCodegen (9)"
  }, {
    "nodeId" : 40,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 28.0: task 210))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 24.0: task 179))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n73 ms (0 ms, 1 ms, 38 ms (stage 24.0: task 182))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 210))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 24.0: task 179))"
    } ],
    "desc" : "Exchange hashpartitioning(k#237L, 7), ENSURE_REQUIREMENTS, [plan_id=606]"
  }, {
    "nodeId" : 39,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 10,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 210))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (256.0 KiB, 256.0 KiB, 8.2 MiB (stage 28.0: task 210))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#237L], functions=[sum(v#238)])"
  }, {
    "nodeId" : 38,
    "nodeName" : "WholeStageCodegen (10)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n43 ms (0 ms, 3 ms, 15 ms (stage 28.0: task 211))"
    } ],
    "desc" : "WholeStageCodegen (10)"
  }, {
    "nodeId" : 37,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 7,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 36,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 7,
    "metrics" : [ ],
    "desc" : "Project [(id#228L % 13) AS k#229L, rand(3) AS v#230]"
  }, {
    "nodeId" : 35,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 7,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#229L) AND (k#229L = 3))"
  }, {
    "nodeId" : 34,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 7,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1 ms (0 ms, 0 ms, 1 ms (stage 21.0: task 159))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 21.0: task 155))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#229L], functions=[partial_sum(v#230)])"
  }, {
    "nodeId" : 33,
    "nodeName" : "WholeStageCodegen (7)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 s (63 ms, 106 ms, 331 ms (stage 21.0: task 158))"
    } ],
    "desc" : "WholeStageCodegen (7)"
  }, {
    "nodeId" : 32,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 28.0: task 211))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 21.0: task 155))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n282 ms (0 ms, 1 ms, 112 ms (stage 21.0: task 160))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 210))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 21.0: task 155))"
    } ],
    "desc" : "Exchange hashpartitioning(k#229L, 7), ENSURE_REQUIREMENTS, [plan_id=601]"
  }, {
    "nodeId" : 31,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 8,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n66 ms (0 ms, 0 ms, 66 ms (stage 28.0: task 211))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (256.0 KiB, 256.0 KiB, 8.2 MiB (stage 28.0: task 211))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#229L], functions=[sum(v#230)])"
  }, {
    "nodeId" : 30,
    "nodeName" : "WholeStageCodegen (8)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n132 ms (1 ms, 8 ms, 68 ms (stage 28.0: task 211))"
    } ],
    "desc" : "WholeStageCodegen (8)"
  }, {
    "nodeId" : 29,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 28,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [(id#220L % 13) AS k#221L, rand(3) AS v#222]"
  }, {
    "nodeId" : 27,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#221L) AND (k#221L = 2))"
  }, {
    "nodeId" : 26,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n55 ms (0 ms, 0 ms, 52 ms (stage 20.0: task 150))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 20.0: task 146))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#221L], functions=[partial_sum(v#222)])"
  }, {
    "nodeId" : 25,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 s (73 ms, 139 ms, 215 ms (stage 20.0: task 147))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 24,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 28.0: task 211))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 20.0: task 146))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n156 ms (1 ms, 1 ms, 97 ms (stage 20.0: task 149))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 210))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 20.0: task 146))"
    } ],
    "desc" : "Exchange hashpartitioning(k#221L, 7), ENSURE_REQUIREMENTS, [plan_id=596]"
  }, {
    "nodeId" : 23,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1 ms (0 ms, 0 ms, 1 ms (stage 28.0: task 211))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (256.0 KiB, 256.0 KiB, 8.2 MiB (stage 28.0: task 211))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#221L], functions=[sum(v#222)])"
  }, {
    "nodeId" : 22,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n144 ms (1 ms, 3 ms, 59 ms (stage 28.0: task 210))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 21,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=8)"
  }, {
    "nodeId" : 20,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [(id#212L % 13) AS k#213L, rand(3) AS v#214]"
  }, {
    "nodeId" : 19,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#213L) AND (k#213L = 1))"
  }, {
    "nodeId" : 18,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n36 ms (0 ms, 0 ms, 36 ms (stage 22.0: task 165))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 22.0: task 163))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#213L], functions=[partial_sum(v#214)])"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n519 ms (31 ms, 67 ms, 110 ms (stage 22.0: task 163))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (0.0 B, 0.0 B, 504.0 B (stage 28.0: task 211))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 22.0: task 163))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n237 ms (1 ms, 47 ms, 50 ms (stage 22.0: task 166))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 210))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n504.0 B (63.0 B, 63.0 B, 63.0 B (stage 22.0: task 163))"
    } ],
    "desc" : "Exchange hashpartitioning(k#213L, 7), ENSURE_REQUIREMENTS, [plan_id=591]"
  }, {
    "nodeId" : 15,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 210))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (256.0 KiB, 256.0 KiB, 8.2 MiB (stage 28.0: task 211))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#213L], functions=[sum(v#214)])"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n113 ms (1 ms, 16 ms, 46 ms (stage 28.0: task 215))"
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
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 13) AS k#1L, rand(3) AS v#2]"
  }, {
    "nodeId" : 11,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,539"
    } ],
    "desc" : "Filter (isnotnull(k#1L) AND (k#1L = 0))"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n6 ms (0 ms, 0 ms, 6 ms (stage 27.0: task 202))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 27.0: task 202))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[partial_sum(v#2)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n599 ms (4 ms, 49 ms, 275 ms (stage 27.0: task 203))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 B (0.0 B, 0.0 B, 472.0 B (stage 28.0: task 210))"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 B (24.0 B, 24.0 B, 24.0 B (stage 27.0: task 202))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n166 ms (0 ms, 18 ms, 89 ms (stage 27.0: task 203))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 210))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 B (59.0 B, 59.0 B, 59.0 B (stage 27.0: task 202))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=586]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n86 ms (0 ms, 0 ms, 40 ms (stage 28.0: task 211))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 MiB (256.0 KiB, 256.0 KiB, 8.2 MiB (stage 28.0: task 210))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[k#1L], functions=[sum(v#2)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n99 ms (0 ms, 4 ms, 43 ms (stage 28.0: task 211))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Union",
    "metrics" : [ ],
    "desc" : "Union"
  }, {
    "nodeId" : 4,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 15,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 28.0: task 210))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n24.4 MiB (64.0 KiB, 64.0 KiB, 8.1 MiB (stage 28.0: task 210))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 28.0: task 210))"
    } ],
    "desc" : "Sort [k#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (15)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n4.2 s (72 ms, 257 ms, 1.6 s (stage 28.0: task 211))"
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
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 28.0: task 210))"
    } ],
    "desc" : "SortMergeJoin [k#1L], [k#261L], Inner"
  }, {
    "nodeId" : 1,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 18,
    "metrics" : [ ],
    "desc" : "Project [k#1L, sum(v)#206, count#255L]"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (18)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.4 s (67 ms, 210 ms, 1.2 s (stage 28.0: task 211))"
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
  }, {
    "fromId" : 13,
    "toId" : 12
  }, {
    "fromId" : 15,
    "toId" : 5
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  }, {
    "fromId" : 20,
    "toId" : 19
  }, {
    "fromId" : 21,
    "toId" : 20
  }, {
    "fromId" : 23,
    "toId" : 5
  }, {
    "fromId" : 24,
    "toId" : 23
  }, {
    "fromId" : 26,
    "toId" : 24
  }, {
    "fromId" : 27,
    "toId" : 26
  }, {
    "fromId" : 28,
    "toId" : 27
  }, {
    "fromId" : 29,
    "toId" : 28
  }, {
    "fromId" : 31,
    "toId" : 5
  }, {
    "fromId" : 32,
    "toId" : 31
  }, {
    "fromId" : 34,
    "toId" : 32
  }, {
    "fromId" : 35,
    "toId" : 34
  }, {
    "fromId" : 36,
    "toId" : 35
  }, {
    "fromId" : 37,
    "toId" : 36
  }, {
    "fromId" : 39,
    "toId" : 5
  }, {
    "fromId" : 40,
    "toId" : 39
  }, {
    "fromId" : 42,
    "toId" : 40
  }, {
    "fromId" : 43,
    "toId" : 42
  }, {
    "fromId" : 44,
    "toId" : 43
  }, {
    "fromId" : 45,
    "toId" : 44
  }, {
    "fromId" : 47,
    "toId" : 5
  }, {
    "fromId" : 48,
    "toId" : 47
  }, {
    "fromId" : 50,
    "toId" : 48
  }, {
    "fromId" : 51,
    "toId" : 50
  }, {
    "fromId" : 52,
    "toId" : 51
  }, {
    "fromId" : 53,
    "toId" : 52
  }, {
    "fromId" : 55,
    "toId" : 5
  }, {
    "fromId" : 56,
    "toId" : 55
  }, {
    "fromId" : 58,
    "toId" : 56
  }, {
    "fromId" : 59,
    "toId" : 58
  }, {
    "fromId" : 60,
    "toId" : 59
  }, {
    "fromId" : 61,
    "toId" : 60
  }, {
    "fromId" : 63,
    "toId" : 2
  }, {
    "fromId" : 64,
    "toId" : 63
  }, {
    "fromId" : 65,
    "toId" : 64
  }, {
    "fromId" : 67,
    "toId" : 65
  }, {
    "fromId" : 68,
    "toId" : 67
  }, {
    "fromId" : 69,
    "toId" : 68
  }, {
    "fromId" : 70,
    "toId" : 69
  } ],
  "queryId" : "01a22c73-ef5d-760b-9bd6-7f5be0806497",
  "errorMessage" : "",
  "rootExecutionId" : 7,
  "modifiedConfigs" : { }
}, {
  "id" : 8,
  "status" : "FAILED",
  "description" : "collect at /tmp/sqlwork/edge.py:32",
  "planDescription" : "== Physical Plan ==\n* Project (2)\n+- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [1]: [if ((id#0L < 15000)) null else raise_error(USER_RAISED_EXCEPTION, map(keys: [errorMessage], values: ['(id < 15000)' is not true!]), NullType) AS assert_true((id < 15000), '(id < 15000)' is not true!)#286]\nInput [1]: [id#0L]\n\n",
  "submissionTime" : "2026-11-30T12:35:44.713GMT",
  "duration" : 913,
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
    "desc" : "Project [if ((id#0L < 15000)) null else raise_error(USER_RAISED_EXCEPTION, map(keys: [errorMessage], values: ['(id < 15000)' is not true!]), NullType) AS assert_true((id < 15000), '(id < 15000)' is not true!)#286]"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n47 ms (0 ms, 4 ms, 23 ms (stage 29.0: task 221))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 1
  } ],
  "queryId" : "01a22c74-3a8b-7211-81b8-1cdee97c7ed8",
  "errorMessage" : "[USER_RAISED_EXCEPTION] '(id < 15000)' is not true! SQLSTATE: P0001",
  "rootExecutionId" : 8,
  "modifiedConfigs" : { }
}, {
  "id" : 9,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:39",
  "planDescription" : "== Physical Plan ==\n* HashAggregate (6)\n+- Exchange (5)\n   +- * HashAggregate (4)\n      +- * Project (3)\n         +- ArrowEvalPython (2)\n            +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) ArrowEvalPython\nInput [1]: [id#0L]\nArguments: [<lambda>(id#0L)#287L], [pythonUDF0#292L], 101\n\n(3) Project [codegen id : 2]\nOutput [1]: [pythonUDF0#292L AS d#288L]\nInput [2]: [id#0L, pythonUDF0#292L]\n\n(4) HashAggregate [codegen id : 2]\nInput [1]: [d#288L]\nKeys: []\nFunctions [1]: [partial_sum(d#288L)]\nAggregate Attributes [1]: [sum#293L]\nResults [1]: [sum#294L]\n\n(5) Exchange\nInput [1]: [sum#294L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=749]\n\n(6) HashAggregate [codegen id : 3]\nInput [1]: [sum#294L]\nKeys: []\nFunctions [1]: [sum(d#288L)]\nAggregate Attributes [1]: [sum(d#288L)#290L]\nResults [1]: [sum(d#288L)#290L AS sum(d)#291L]\n\n",
  "submissionTime" : "2026-11-30T12:35:46.636GMT",
  "duration" : 15972,
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
      "value" : "total (min, med, max (stageId: taskId))\n53.7 s (42 ms, 423 ms, 26.1 s (stage 30.0: task 225))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 6,
    "nodeName" : "ArrowEvalPython",
    "metrics" : [ {
      "name" : "time to run Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n25.7 s (100 ms, 478 ms, 12.5 s (stage 30.0: task 225))"
    }, {
      "name" : "data returned from Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n157.4 KiB (19.7 KiB, 19.7 KiB, 19.7 KiB (stage 30.0: task 226))"
    }, {
      "name" : "time to execute Python code",
      "value" : "total (min, med, max (stageId: taskId))\n4.9 s (1 ms, 55 ms, 2.7 s (stage 30.0: task 225))"
    }, {
      "name" : "time to start Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n14.4 s (0 ms, 438 ms, 6.8 s (stage 30.0: task 225))"
    }, {
      "name" : "time to initialize Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n6.7 s (1 ms, 21 ms, 3.3 s (stage 30.0: task 226))"
    }, {
      "name" : "data sent to Python workers",
      "value" : "total (min, med, max (stageId: taskId))\n159.9 KiB (20.0 KiB, 20.0 KiB, 20.0 KiB (stage 30.0: task 226))"
    }, {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "ArrowEvalPython [<lambda>(id#0L)#287L], [pythonUDF0#292L], 101"
  }, {
    "nodeId" : 5,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [pythonUDF0#292L AS d#288L]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n15.6 s (70 ms, 548 ms, 7.2 s (stage 30.0: task 225))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_sum(d#288L)])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n15.7 s (72 ms, 561 ms, 7.2 s (stage 30.0: task 225))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "8"
    }, {
      "name" : "records read",
      "value" : "8"
    }, {
      "name" : "local bytes read",
      "value" : "472.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n128.0 B (16.0 B, 16.0 B, 16.0 B (stage 30.0: task 226))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n40 ms (0 ms, 0 ms, 13 ms (stage 30.0: task 229))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 B (59.0 B, 59.0 B, 59.0 B (stage 30.0: task 226))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=749]"
  }, {
    "nodeId" : 1,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "46 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[sum(d#288L)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "46 ms"
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
  "queryId" : "01a22c74-42dd-7a6f-9a56-e0e75331eef9",
  "errorMessage" : "",
  "rootExecutionId" : 9,
  "modifiedConfigs" : { }
}, {
  "id" : 10,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:44",
  "planDescription" : "== Physical Plan ==\n* Filter (9)\n+- Window (8)\n   +- WindowGroupLimit (7)\n      +- * Sort (6)\n         +- Exchange (5)\n            +- WindowGroupLimit (4)\n               +- * Sort (3)\n                  +- * Project (2)\n                     +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [3]: [id#0L, (id#0L % 13) AS k#1L, rand(3) AS v#2]\nInput [1]: [id#0L]\n\n(3) Sort [codegen id : 1]\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [k#1L ASC NULLS FIRST, v#2 ASC NULLS FIRST], false, 0\n\n(4) WindowGroupLimit\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [k#1L], [v#2 ASC NULLS FIRST], row_number(), 2, Partial\n\n(5) Exchange\nInput [3]: [id#0L, k#1L, v#2]\nArguments: hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=796]\n\n(6) Sort [codegen id : 2]\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [k#1L ASC NULLS FIRST, v#2 ASC NULLS FIRST], false, 0\n\n(7) WindowGroupLimit\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [k#1L], [v#2 ASC NULLS FIRST], row_number(), 2, Final\n\n(8) Window\nInput [3]: [id#0L, k#1L, v#2]\nArguments: [row_number() windowspecdefinition(k#1L, v#2 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS r#296], [k#1L], [v#2 ASC NULLS FIRST]\n\n(9) Filter [codegen id : 3]\nInput [4]: [id#0L, k#1L, v#2, r#296]\nCondition : (r#296 < 3)\n\n",
  "submissionTime" : "2026-11-30T12:36:02.877GMT",
  "duration" : 3354,
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
    "desc" : "Project [id#0L, (id#0L % 13) AS k#1L, rand(3) AS v#2]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n324 ms (1 ms, 46 ms, 91 ms (stage 32.0: task 235))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n64.5 MiB (8.1 MiB, 8.1 MiB, 8.1 MiB (stage 32.0: task 234))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 32.0: task 234))"
    } ],
    "desc" : "Sort [k#1L ASC NULLS FIRST, v#2 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.4 s (66 ms, 123 ms, 389 ms (stage 32.0: task 234))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 7,
    "nodeName" : "WindowGroupLimit",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "208"
    } ],
    "desc" : "WindowGroupLimit [k#1L], [v#2 ASC NULLS FIRST], row_number(), 2, Partial"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "208"
    }, {
      "name" : "records read",
      "value" : "208"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n6.1 KiB (0.0 B, 695.0 B, 1857.0 B (stage 33.0: task 245))"
    }, {
      "name" : "local blocks read",
      "value" : "48"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n6.5 KiB (832.0 B, 832.0 B, 832.0 B (stage 32.0: task 234))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n241 ms (1 ms, 36 ms, 78 ms (stage 32.0: task 236))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 33.0: task 243))"
    }, {
      "name" : "number of partitions",
      "value" : "7"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n6.1 KiB (773.0 B, 780.0 B, 787.0 B (stage 32.0: task 240))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 7), ENSURE_REQUIREMENTS, [plan_id=796]"
  }, {
    "nodeId" : 5,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 33.0: task 243))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n48.4 MiB (64.0 KiB, 8.1 MiB, 8.1 MiB (stage 33.0: task 243))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 33.0: task 243))"
    } ],
    "desc" : "Sort [k#1L ASC NULLS FIRST, v#2 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.4 s (1 ms, 91 ms, 513 ms (stage 33.0: task 242))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 3,
    "nodeName" : "WindowGroupLimit",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "26"
    } ],
    "desc" : "WindowGroupLimit [k#1L], [v#2 ASC NULLS FIRST], row_number(), 2, Final"
  }, {
    "nodeId" : 2,
    "nodeName" : "Window",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 33.0: task 243))"
    } ],
    "desc" : "Window [row_number() windowspecdefinition(k#1L, v#2 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS r#296], [k#1L], [v#2 ASC NULLS FIRST]"
  }, {
    "nodeId" : 1,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "26"
    } ],
    "desc" : "Filter (r#296 < 3)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n146 ms (0 ms, 0 ms, 77 ms (stage 33.0: task 244))"
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
  "queryId" : "01a22c74-82a8-71f3-9b55-a0cf48676cbf",
  "errorMessage" : "",
  "rootExecutionId" : 10,
  "modifiedConfigs" : { }
}, {
  "id" : 11,
  "status" : "COMPLETED",
  "description" : "parquet at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (4)\n+- WriteFiles (3)\n   +- * Project (2)\n      +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 20000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [3]: [id#0L, (id#0L % 13) AS k#1L, rand(3) AS v#2]\nInput [1]: [id#0L]\n\n(3) WriteFiles\nInput [3]: [id#0L, k#1L, v#2]\n\n(4) Execute InsertIntoHadoopFsRelationCommand\nInput: []\nArguments: file:/tmp/sqlwork/pq_false, false, Parquet, [path=/tmp/sqlwork/mylogs2/../pq_false], Overwrite, [id, k, v]\n\n",
  "submissionTime" : "2026-11-30T12:36:07.001GMT",
  "duration" : 10242,
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
    "desc" : "Project [id#0L, (id#0L % 13) AS k#1L, rand(3) AS v#2]"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n7.4 s (240 ms, 315 ms, 2.9 s (stage 34.0: task 249))"
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
      "value" : "total (min, med, max (stageId: taskId))\n265 ms (10 ms, 36 ms, 65 ms (stage 34.0: task 256))"
    }, {
      "name" : "number of written files",
      "value" : "8"
    }, {
      "name" : "job commit time",
      "value" : "280 ms"
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
    "desc" : "Execute InsertIntoHadoopFsRelationCommand file:/tmp/sqlwork/pq_false, false, Parquet, [path=/tmp/sqlwork/mylogs2/../pq_false], Overwrite, [id, k, v]"
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
  "queryId" : "01a22c74-92c4-7799-ba25-ae614cc45842",
  "errorMessage" : "",
  "rootExecutionId" : 11,
  "modifiedConfigs" : { }
}, {
  "id" : 12,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\n* HashAggregate (7)\n+- Exchange (6)\n   +- * HashAggregate (5)\n      +- * Project (4)\n         +- * Filter (3)\n            +- * ColumnarToRow (2)\n               +- Scan parquet  (1)\n\n\n(1) Scan parquet \nOutput [1]: [k#299L]\nBatched: true\nLocation: InMemoryFileIndex [file:/tmp/sqlwork/pq_false]\nPushedFilters: [IsNotNull(k), EqualTo(k,3)]\nReadSchema: struct<k:bigint>\n\n(2) ColumnarToRow [codegen id : 1]\nInput [1]: [k#299L]\n\n(3) Filter [codegen id : 1]\nInput [1]: [k#299L]\nCondition : (isnotnull(k#299L) AND (k#299L = 3))\n\n(4) Project [codegen id : 1]\nOutput: []\nInput [1]: [k#299L]\n\n(5) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#307L]\nResults [1]: [count#308L]\n\n(6) Exchange\nInput [1]: [count#308L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=861]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [count#308L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#306L]\nResults [1]: [count(1)#306L AS count#302L]\n\n",
  "submissionTime" : "2026-11-30T12:36:19.192GMT",
  "duration" : 2609,
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
      "value" : "total (min, med, max (stageId: taskId))\n1.6 s (776 ms, 845 ms, 845 ms (stage 36.0: task 258))"
    }, {
      "name" : "metadata time",
      "value" : "105 ms"
    }, {
      "name" : "size of files read",
      "value" : "243.6 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "FileScan parquet [k#299L] Batched: true, DataFilters: [isnotnull(k#299L), (k#299L = 3)], Format: Parquet, Location: InMemoryFileIndex(1 paths)[file:/tmp/sqlwork/pq_false], PartitionFilters: [], PushedFilters: [IsNotNull(k), EqualTo(k,3)], ReadSchema: struct<k:bigint>"
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
    "desc" : "Filter (isnotnull(k#299L) AND (k#299L = 3))"
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
      "value" : "total (min, med, max (stageId: taskId))\n1.6 s (780 ms, 848 ms, 848 ms (stage 36.0: task 258))"
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
      "value" : "total (min, med, max (stageId: taskId))\n1.7 s (804 ms, 849 ms, 849 ms (stage 36.0: task 258))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "2"
    }, {
      "name" : "records read",
      "value" : "2"
    }, {
      "name" : "local bytes read",
      "value" : "118.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "2"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n32.0 B (16.0 B, 16.0 B, 16.0 B (stage 36.0: task 259))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8 ms (1 ms, 7 ms, 7 ms (stage 36.0: task 259))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n118.0 B (59.0 B, 59.0 B, 59.0 B (stage 36.0: task 259))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=861]"
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
  "queryId" : "01a22c74-c26e-7c2a-a6ca-f9edc812a8b5",
  "errorMessage" : "",
  "rootExecutionId" : 12,
  "modifiedConfigs" : { }
}, {
  "id" : 13,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:49",
  "planDescription" : "== Physical Plan ==\nLocalTableScan (1)\n\n\n(1) LocalTableScan\nOutput [3]: [id#0L, k#1L, v#2]\nArguments: <empty>, [id#0L, k#1L, v#2]\n\n",
  "submissionTime" : "2026-11-30T12:36:21.813GMT",
  "duration" : 45,
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
    "desc" : "LocalTableScan <empty>, [id#0L, k#1L, v#2]"
  } ],
  "edges" : [ ],
  "queryId" : "01a22c74-ccaf-7bad-ac18-e59830536a12",
  "errorMessage" : "",
  "rootExecutionId" : 13,
  "modifiedConfigs" : { }
}, {
  "id" : 14,
  "status" : "COMPLETED",
  "description" : "sql at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nShowTables (1)\n\n\n(1) ShowTables\nOutput [3]: [namespace#309, tableName#310, isTemporary#311]\nArguments: [namespace#309, tableName#310, isTemporary#311], V2SessionCatalog(spark_catalog), [default]\n\n",
  "submissionTime" : "2026-11-30T12:36:21.921GMT",
  "duration" : 492,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "ShowTables",
    "metrics" : [ ],
    "desc" : "ShowTables [namespace#309, tableName#310, isTemporary#311], V2SessionCatalog(spark_catalog), [default]"
  } ],
  "edges" : [ ],
  "queryId" : "01a22c74-cd20-79f5-acf0-dc80d4a9823b",
  "errorMessage" : "",
  "rootExecutionId" : 14,
  "modifiedConfigs" : { }
}, {
  "id" : 15,
  "status" : "COMPLETED",
  "description" : "collect at /tmp/sqlwork/edge.py:50",
  "planDescription" : "== Physical Plan ==\nCommandResult (1)\n   +- ShowTables (2)\n\n\n(1) CommandResult\nOutput [3]: [namespace#309, tableName#310, isTemporary#311]\nArguments: [namespace#309, tableName#310, isTemporary#311]\n\n(2) ShowTables\nOutput [3]: [namespace#309, tableName#310, isTemporary#311]\nArguments: [namespace#309, tableName#310, isTemporary#311], V2SessionCatalog(spark_catalog), [default]\n\n",
  "submissionTime" : "2026-11-30T12:36:22.423GMT",
  "duration" : 21,
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
    "desc" : "CommandResult [namespace#309, tableName#310, isTemporary#311]"
  } ],
  "edges" : [ ],
  "queryId" : "01a22c74-ccee-7b0b-b67e-ad185978ffe7",
  "errorMessage" : "",
  "rootExecutionId" : 15,
  "modifiedConfigs" : { }
} ]
