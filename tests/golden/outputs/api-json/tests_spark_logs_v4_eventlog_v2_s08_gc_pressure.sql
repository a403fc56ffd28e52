[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (14)\n+- == Final Plan ==\n   ResultQueryStage (10), Statistics(sizeInBytes=8.0 EiB)\n   +- * HashAggregate (9)\n      +- ShuffleQueryStage (8), Statistics(sizeInBytes=128.0 B, rowCount=8)\n         +- Exchange (7)\n            +- * HashAggregate (6)\n               +- TableCacheQueryStage (5), Statistics(sizeInBytes=204.9 MiB, rowCount=2.00E+6)\n                  +- InMemoryTableScan (1)\n                        +- InMemoryRelation (2)\n                              +- * Project (4)\n                                 +- * Range (3)\n+- == Initial Plan ==\n   HashAggregate (13)\n   +- Exchange (12)\n      +- HashAggregate (11)\n         +- InMemoryTableScan (1)\n               +- InMemoryRelation (2)\n                     +- * Project (4)\n                        +- * Range (3)\n\n\n(1) InMemoryTableScan\nOutput: []\n\n(2) InMemoryRelation\nArguments: [k#1L, s#2, arr#3], StorageLevel(memory, 1 replicas)\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 2000000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [3]: [(id#0L % 50000) AS k#1L, concat(item-, cast(id#0L as string)) AS s#2, array(id#0L, (id#0L + 1), (id#0L + 2), (id#0L + 3), (id#0L + 4), (id#0L + 5), (id#0L + 6), (id#0L + 7)) AS arr#3]\nInput [1]: [id#0L]\n\n(5) TableCacheQueryStage\nOutput: []\nArguments: 0\n\n(6) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#69L]\nResults [1]: [count#70L]\n\n(7) Exchange\nInput [1]: [count#70L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=43]\n\n(8) ShuffleQueryStage\nOutput [1]: [count#70L]\nArguments: 1\n\n(9) HashAggregate [codegen id : 2]\nInput [1]: [count#70L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#23L]\nResults [1]: [count(1)#23L AS count#19L]\n\n(10) ResultQueryStage\nOutput [1]: [count#19L]\nArguments: 2\n\n(11) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#69L]\nResults [1]: [count#70L]\n\n(12) Exchange\nInput [1]: [count#70L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=19]\n\n(13) HashAggregate\nInput [1]: [count#70L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#23L]\nResults [1]: [count(1)#23L AS count#19L]\n\n(14) AdaptiveSparkPlan\nOutput [1]: [count#19L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:21:49.743GMT",
  "duration" : 38666,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 9,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,000,000"
    } ],
    "desc" : "Range (0, 2000000, step=1, splits=8)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 50000) AS k#1L, concat(item-, cast(id#0L as string)) AS s#2, array(id#0L, (id#0L + 1), (id#0L + 2), (id#0L + 3), (id#0L + 4), (id#0L + 5), (id#0L + 6), (id#0L + 7)) AS arr#3]"
  }, {
    "nodeId" : 7,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.7 m (8.5 s, 12.0 s, 20.0 s (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 6,
    "nodeName" : "InMemoryTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,000,000"
    } ],
    "desc" : "InMemoryTableScan"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n2.4 s (126 ms, 293 ms, 467 ms (stage 1.0: task 11))"
    }, {
      "name" : "number of output rows",
      "value" : "8"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.9 s (156 ms, 326 ms, 635 ms (stage 1.0: task 8))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
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
      "value" : "total (min, med, max (stageId: taskId))\n128.0 B (16.0 B, 16.0 B, 16.0 B (stage 1.0: task 8))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n172 ms (0 ms, 8 ms, 59 ms (stage 1.0: task 9))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n472.0 B (59.0 B, 59.0 B, 59.0 B (stage 1.0: task 8))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=43]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "74 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "75 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 0,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
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
  } ],
  "queryId" : "01a22c67-7d62-73ad-8b7a-3ef47a3d172c",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (15)\n+- AdaptiveSparkPlan (14)\n   +- == Final Plan ==\n      ResultQueryStage (10), Statistics(sizeInBytes=8.0 EiB)\n      +- ObjectHashAggregate (9)\n         +- ShuffleQueryStage (8), Statistics(sizeInBytes=250.2 MiB, rowCount=4.00E+5)\n            +- Exchange (7)\n               +- ObjectHashAggregate (6)\n                  +- TableCacheQueryStage (5), Statistics(sizeInBytes=204.9 MiB, rowCount=2.00E+6)\n                     +- InMemoryTableScan (1)\n                           +- InMemoryRelation (2)\n                                 +- * Project (4)\n                                    +- * Range (3)\n   +- == Initial Plan ==\n      ObjectHashAggregate (13)\n      +- Exchange (12)\n         +- ObjectHashAggregate (11)\n            +- InMemoryTableScan (1)\n                  +- InMemoryRelation (2)\n                        +- * Project (4)\n                           +- * Range (3)\n\n\n(1) InMemoryTableScan\nOutput [3]: [k#1L, s#2, arr#3]\nArguments: [k#1L, s#2, arr#3]\n\n(2) InMemoryRelation\nArguments: [k#1L, s#2, arr#3], StorageLevel(memory, 1 replicas)\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 2000000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [3]: [(id#0L % 50000) AS k#1L, concat(item-, cast(id#0L as string)) AS s#2, array(id#0L, (id#0L + 1), (id#0L + 2), (id#0L + 3), (id#0L + 4), (id#0L + 5), (id#0L + 6), (id#0L + 7)) AS arr#3]\nInput [1]: [id#0L]\n\n(5) TableCacheQueryStage\nOutput [3]: [k#1L, s#2, arr#3]\nArguments: 0\n\n(6) ObjectHashAggregate\nInput [3]: [k#1L, s#2, arr#3]\nKeys [1]: [k#1L]\nFunctions [2]: [partial_collect_list(s#2, 0, 0, true), partial_collect_list(arr#3, 0, 0, true)]\nAggregate Attributes [2]: [buf#155, buf#156]\nResults [3]: [k#1L, buf#157, buf#158]\n\n(7) Exchange\nInput [3]: [k#1L, buf#157, buf#158]\nArguments: hashpartitioning(k#1L, 8), ENSURE_REQUIREMENTS, [plan_id=82]\n\n(8) ShuffleQueryStage\nOutput [3]: [k#1L, buf#157, buf#158]\nArguments: 1\n\n(9) ObjectHashAggregate\nInput [3]: [k#1L, buf#157, buf#158]\nKeys [1]: [k#1L]\nFunctions [2]: [collect_list(s#2, 0, 0, true), collect_list(arr#3, 0, 0, true)]\nAggregate Attributes [2]: [collect_list(s#2)#106, collect_list(arr#3)#107]\nResults [3]: [k#1L, size(collect_list(s#2)#106, false) AS size(l)#108, size(collect_list(arr#3)#107, false) AS size(a)#109]\n\n(10) ResultQueryStage\nOutput [3]: [k#1L, size(l)#108, size(a)#109]\nArguments: 2\n\n(11) ObjectHashAggregate\nInput [3]: [k#1L, s#2, arr#3]\nKeys [1]: [k#1L]\nFunctions [2]: [partial_collect_list(s#2, 0, 0, true), partial_collect_list(arr#3, 0, 0, true)]\nAggregate Attributes [2]: [buf#155, buf#156]\nResults [3]: [k#1L, buf#157, buf#158]\n\n(12) Exchange\nInput [3]: [k#1L, buf#157, buf#158]\nArguments: hashpartitioning(k#1L, 8), ENSURE_REQUIREMENTS, [plan_id=70]\n\n(13) ObjectHashAggregate\nInput [3]: [k#1L, buf#157, buf#158]\nKeys [1]: [k#1L]\nFunctions [2]: [collect_list(s#2, 0, 0, true), collect_list(arr#3, 0, 0, true)]\nAggregate Attributes [2]: [collect_list(s#2)#106, collect_list(arr#3)#107]\nResults [3]: [k#1L, size(collect_list(s#2)#106, false) AS size(l)#108, size(collect_list(arr#3)#107, false) AS size(a)#109]\n\n(14) AdaptiveSparkPlan\nOutput [3]: [k#1L, size(l)#108, size(a)#109]\nArguments: isFinalPlan=true\n\n(15) OverwriteByExpression noop-table\nInput [3]: [k#1L, size(l)#108, size(a)#109]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:22:29.164GMT",
  "duration" : 18525,
  "runningJobIds" : [ ],
  "successJobIds" : [ 3, 4 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 8,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Range (0, 2000000, step=1, splits=8)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 50000) AS k#1L, concat(item-, cast(id#0L as string)) AS s#2, array(id#0L, (id#0L + 1), (id#0L + 2), (id#0L + 3), (id#0L + 4), (id#0L + 5), (id#0L + 6), (id#0L + 7)) AS arr#3]"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 5,
    "nodeName" : "InMemoryTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,000,000"
    } ],
    "desc" : "InMemoryTableScan [k#1L, s#2, arr#3]"
  }, {
    "nodeId" : 4,
    "nodeName" : "ObjectHashAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "400,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n11.5 s (259 ms, 589 ms, 4.2 s (stage 4.0: task 17))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n12.4 MiB (0.0 B, 2.1 MiB, 2.1 MiB (stage 4.0: task 18))"
    }, {
      "name" : "number of sort fallback tasks",
      "value" : "8"
    } ],
    "desc" : "ObjectHashAggregate(keys=[k#1L], functions=[partial_collect_list(s#2, 0, 0, true), partial_collect_list(arr#3, 0, 0, true)])"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "400,000"
    }, {
      "name" : "records read",
      "value" : "400,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n66.8 MiB (8.2 MiB, 8.4 MiB, 8.4 MiB (stage 6.0: task 28))"
    }, {
      "name" : "local blocks read",
      "value" : "64"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n250.2 MiB (31.3 MiB, 31.3 MiB, 31.3 MiB (stage 4.0: task 18))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n826 ms (63 ms, 85 ms, 171 ms (stage 4.0: task 19))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n28 ms (0 ms, 0 ms, 28 ms (stage 6.0: task 28))"
    }, {
      "name" : "number of partitions",
      "value" : "8"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n66.8 MiB (8.3 MiB, 8.3 MiB, 8.7 MiB (stage 4.0: task 17))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 8), ENSURE_REQUIREMENTS, [plan_id=82]"
  }, {
    "nodeId" : 2,
    "nodeName" : "ObjectHashAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "50,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n3.0 s (279 ms, 370 ms, 553 ms (stage 6.0: task 26))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 25))"
    }, {
      "name" : "number of sort fallback tasks",
      "value" : "8"
    } ],
    "desc" : "ObjectHashAggregate(keys=[k#1L], functions=[collect_list(s#2, 0, 0, true), collect_list(arr#3, 0, 0, true)])"
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
      "value" : "50,000"
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
    "fromId" : 5,
    "toId" : 4
  }, {
    "fromId" : 7,
    "toId" : 5
  }, {
    "fromId" : 8,
    "toId" : 7
  } ],
  "queryId" : "01a22c68-1825-7696-b506-a06021c0a8c8",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (15)\n+- AdaptiveSparkPlan (14)\n   +- == Final Plan ==\n      ResultQueryStage (10), Statistics(sizeInBytes=8.0 EiB)\n      +- ObjectHashAggregate (9)\n         +- ShuffleQueryStage (8), Statistics(sizeInBytes=250.2 MiB, rowCount=4.00E+5)\n            +- Exchange (7)\n               +- ObjectHashAggregate (6)\n                  +- TableCacheQueryStage (5), Statistics(sizeInBytes=204.9 MiB, rowCount=2.00E+6)\n                     +- InMemoryTableScan (1)\n                           +- InMemoryRelation (2)\n                                 +- * Project (4)\n                                    +- * Range (3)\n   +- == Initial Plan ==\n      ObjectHashAggregate (13)\n      +- Exchange (12)\n         +- ObjectHashAggregate (11)\n            +- InMemoryTableScan (1)\n                  +- InMemoryRelation (2)\n                        +- * Project (4)\n                           +- * Range (3)\n\n\n(1) InMemoryTableScan\nOutput [3]: [k#1L, s#2, arr#3]\nArguments: [k#1L, s#2, arr#3]\n\n(2) InMemoryRelation\nArguments: [k#1L, s#2, arr#3], StorageLevel(memory, 1 replicas)\n\n(3) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 2000000, step=1, splits=Some(8))\n\n(4) Project [codegen id : 1]\nOutput [3]: [(id#0L % 50000) AS k#1L, concat(item-, cast(id#0L as string)) AS s#2, array(id#0L, (id#0L + 1), (id#0L + 2), (id#0L + 3), (id#0L + 4), (id#0L + 5), (id#0L + 6), (id#0L + 7)) AS arr#3]\nInput [1]: [id#0L]\n\n(5) TableCacheQueryStage\nOutput [3]: [k#1L, s#2, arr#3]\nArguments: 0\n\n(6) ObjectHashAggregate\nInput [3]: [k#1L, s#2, arr#3]\nKeys [1]: [k#1L]\nFunctions [2]: [partial_collect_list(s#2, 0, 0, true), partial_collect_list(arr#3, 0, 0, true)]\nAggregate Attributes [2]: [buf#375, buf#376]\nResults [3]: [k#1L, buf#377, buf#378]\n\n(7) Exchange\nInput [3]: [k#1L, buf#377, buf#378]\nArguments: hashpartitioning(k#1L, 8), ENSURE_REQUIREMENTS, [plan_id=130]\n\n(8) ShuffleQueryStage\nOutput [3]: [k#1L, buf#377, buf#378]\nArguments: 1\n\n(9) ObjectHashAggregate\nInput [3]: [k#1L, buf#377, buf#378]\nKeys [1]: [k#1L]\nFunctions [2]: [collect_list(s#2, 0, 0, true), collect_list(arr#3, 0, 0, true)]\nAggregate Attributes [2]: [collect_list(s#2)#326, collect_list(arr#3)#327]\nResults [3]: [k#1L, size(collect_list(s#2)#326, false) AS size(l)#328, size(collect_list(arr#3)#327, false) AS size(a)#329]\n\n(10) ResultQueryStage\nOutput [3]: [k#1L, size(l)#328, size(a)#329]\nArguments: 2\n\n(11) ObjectHashAggregate\nInput [3]: [k#1L, s#2, arr#3]\nKeys [1]: [k#1L]\nFunctions [2]: [partial_collect_list(s#2, 0, 0, true), partial_collect_list(arr#3, 0, 0, true)]\nAggregate Attributes [2]: [buf#375, buf#376]\nResults [3]: [k#1L, buf#377, buf#378]\n\n(12) Exchange\nInput [3]: [k#1L, buf#377, buf#378]\nArguments: hashpartitioning(k#1L, 8), ENSURE_REQUIREMENTS, [plan_id=118]\n\n(13) ObjectHashAggregate\nInput [3]: [k#1L, buf#377, buf#378]\nKeys [1]: [k#1L]\nFunctions [2]: [collect_list(s#2, 0, 0, true), collect_list(arr#3, 0, 0, true)]\nAggregate Attributes [2]: [collect_list(s#2)#326, collect_list(arr#3)#327]\nResults [3]: [k#1L, size(collect_list(s#2)#326, false) AS size(l)#328, size(collect_list(arr#3)#327, false) AS size(a)#329]\n\n(14) AdaptiveSparkPlan\nOutput [3]: [k#1L, size(l)#328, size(a)#329]\nArguments: isFinalPlan=true\n\n(15) OverwriteByExpression noop-table\nInput [3]: [k#1L, size(l)#328, size(a)#329]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:22:47.803GMT",
  "duration" : 9834,
  "runningJobIds" : [ ],
  "successJobIds" : [ 5, 6 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 8,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Range (0, 2000000, step=1, splits=8)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 50000) AS k#1L, concat(item-, cast(id#0L as string)) AS s#2, array(id#0L, (id#0L + 1), (id#0L + 2), (id#0L + 3), (id#0L + 4), (id#0L + 5), (id#0L + 6), (id#0L + 7)) AS arr#3]"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 5,
    "nodeName" : "InMemoryTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,000,000"
    } ],
    "desc" : "InMemoryTableScan [k#1L, s#2, arr#3]"
  }, {
    "nodeId" : 4,
    "nodeName" : "ObjectHashAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "400,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 s (288 ms, 581 ms, 1.0 s (stage 7.0: task 38))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n16.5 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 7.0: task 33))"
    }, {
      "name" : "number of sort fallback tasks",
      "value" : "8"
    } ],
    "desc" : "ObjectHashAggregate(keys=[k#1L], functions=[partial_collect_list(s#2, 0, 0, true), partial_collect_list(arr#3, 0, 0, true)])"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "400,000"
    }, {
      "name" : "records read",
      "value" : "400,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n66.8 MiB (8.2 MiB, 8.4 MiB, 8.4 MiB (stage 9.0: task 44))"
    }, {
      "name" : "local blocks read",
      "value" : "64"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n250.2 MiB (31.3 MiB, 31.3 MiB, 31.3 MiB (stage 7.0: task 34))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n691 ms (55 ms, 88 ms, 138 ms (stage 7.0: task 36))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n20 ms (0 ms, 0 ms, 20 ms (stage 9.0: task 45))"
    }, {
      "name" : "number of partitions",
      "value" : "8"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n66.8 MiB (8.3 MiB, 8.3 MiB, 8.7 MiB (stage 7.0: task 33))"
    } ],
    "desc" : "Exchange hashpartitioning(k#1L, 8), ENSURE_REQUIREMENTS, [plan_id=130]"
  }, {
    "nodeId" : 2,
    "nodeName" : "ObjectHashAggregate",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "50,000"
    }, {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n2.1 s (175 ms, 278 ms, 358 ms (stage 9.0: task 42))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 9.0: task 41))"
    }, {
      "name" : "number of sort fallback tasks",
      "value" : "8"
    } ],
    "desc" : "ObjectHashAggregate(keys=[k#1L], functions=[collect_list(s#2, 0, 0, true), collect_list(arr#3, 0, 0, true)])"
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
      "value" : "50,000"
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
    "fromId" : 5,
    "toId" : 4
  }, {
    "fromId" : 7,
    "toId" : 5
  }, {
    "fromId" : 8,
    "toId" : 7
  } ],
  "queryId" : "01a22c68-60fa-71f2-978b-7893c0728c02",
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
} ]
