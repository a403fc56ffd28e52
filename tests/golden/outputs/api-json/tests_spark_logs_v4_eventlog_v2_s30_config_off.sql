[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (15)\n+- * HashAggregate (14)\n   +- Exchange (13)\n      +- * HashAggregate (12)\n         +- * Project (11)\n            +- * SortMergeJoin Inner (10)\n               :- * Sort (5)\n               :  +- Exchange (4)\n               :     +- * Project (3)\n               :        +- * Filter (2)\n               :           +- * Range (1)\n               +- * Sort (9)\n                  +- Exchange (8)\n                     +- * Project (7)\n                        +- * Range (6)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 1500000, step=1, splits=Some(2))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#0L]\nCondition : isnotnull((((id#0L * 7919) % 19999) + 1))\n\n(3) Project [codegen id : 1]\nOutput [2]: [(((id#0L * 7919) % 19999) + 1) AS key#1L, (id#0L % 1000) AS v#2L]\nInput [1]: [id#0L]\n\n(4) Exchange\nInput [2]: [key#1L, v#2L]\nArguments: hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=53]\n\n(5) Sort [codegen id : 2]\nInput [2]: [key#1L, v#2L]\nArguments: [key#1L ASC NULLS FIRST], false, 0\n\n(6) Range [codegen id : 3]\nOutput [1]: [id#3L]\nArguments: Range (0, 20000, step=1, splits=Some(2))\n\n(7) Project [codegen id : 3]\nOutput [2]: [id#3L AS key#4L, concat(name-, cast(id#3L as string)) AS name#5]\nInput [1]: [id#3L]\n\n(8) Exchange\nInput [2]: [key#4L, name#5]\nArguments: hashpartitioning(key#4L, 200), ENSURE_REQUIREMENTS, [plan_id=59]\n\n(9) Sort [codegen id : 4]\nInput [2]: [key#4L, name#5]\nArguments: [key#4L ASC NULLS FIRST], false, 0\n\n(10) SortMergeJoin [codegen id : 5]\nLeft keys [1]: [key#1L]\nRight keys [1]: [key#4L]\nJoin type: Inner\nJoin condition: None\n\n(11) Project [codegen id : 5]\nOutput [2]: [v#2L, name#5]\nInput [4]: [key#1L, v#2L, key#4L, name#5]\n\n(12) HashAggregate [codegen id : 5]\nInput [2]: [v#2L, name#5]\nKeys [1]: [name#5]\nFunctions [1]: [partial_sum(v#2L)]\nAggregate Attributes [1]: [sum#12L]\nResults [2]: [name#5, sum#13L]\n\n(13) Exchange\nInput [2]: [name#5, sum#13L]\nArguments: hashpartitioning(name#5, 200), ENSURE_REQUIREMENTS, [plan_id=68]\n\n(14) HashAggregate [codegen id : 6]\nInput [2]: [name#5, sum#13L]\nKeys [1]: [name#5]\nFunctions [1]: [sum(v#2L)]\nAggregate Attributes [1]: [sum(v#2L)#10L]\nResults [2]: [name#5, sum(v#2L)#10L AS sum(v)#11L]\n\n(15) OverwriteByExpression noop-table\nInput [2]: [name#5, sum(v)#11L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:11:47.831GMT",
  "duration" : 62815,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 20,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=2)"
  }, {
    "nodeId" : 19,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [id#3L AS key#4L, concat(name-, cast(id#3L as string)) AS name#5]"
  }, {
    "nodeId" : 18,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 s (513 ms, 522 ms, 522 ms (stage 1.0: task 3))"
    } ],
    "desc" : "WholeStageCodegen (3)"
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
      "value" : "total (min, med, max (stageId: taskId))\n287.2 KiB (1162.0 B, 1468.0 B, 1845.0 B (stage 2.0: task 128))"
    }, {
      "name" : "local blocks read",
      "value" : "400"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n773.4 KiB (382.8 KiB, 390.6 KiB, 390.6 KiB (stage 1.0: task 3))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n201 ms (45 ms, 155 ms, 155 ms (stage 1.0: task 3))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n35 ms (0 ms, 0 ms, 35 ms (stage 2.0: task 12))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n287.2 KiB (141.8 KiB, 145.3 KiB, 145.3 KiB (stage 1.0: task 2))"
    } ],
    "desc" : "Exchange hashpartitioning(key#4L, 200), ENSURE_REQUIREMENTS, [plan_id=59]"
  }, {
    "nodeId" : 16,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n5 ms (0 ms, 0 ms, 5 ms (stage 2.0: task 41))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1612.5 MiB (8.1 MiB, 8.1 MiB, 8.1 MiB (stage 2.0: task 5))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 5))"
    } ],
    "desc" : "Sort [key#4L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 15,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n18.5 s (5 ms, 74 ms, 1.1 s (stage 2.0: task 5))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 14,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,500,000"
    } ],
    "desc" : "Range (0, 1500000, step=1, splits=2)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,500,000"
    } ],
    "desc" : "Filter isnotnull((((id#0L * 7919) % 19999) + 1))"
  }, {
    "nodeId" : 12,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 19999) + 1) AS key#1L, (id#0L % 1000) AS v#2L]"
  }, {
    "nodeId" : 11,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n9.6 s (4.8 s, 4.8 s, 4.8 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1,500,000"
    }, {
      "name" : "records read",
      "value" : "1,500,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n12.4 MiB (47.6 KiB, 63.0 KiB, 84.8 KiB (stage 2.0: task 192))"
    }, {
      "name" : "local blocks read",
      "value" : "400"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n34.3 MiB (17.2 MiB, 17.2 MiB, 17.2 MiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n534 ms (161 ms, 373 ms, 373 ms (stage 0.0: task 0))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 5))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n12.4 MiB (6.2 MiB, 6.2 MiB, 6.2 MiB (stage 0.0: task 1))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 200), ENSURE_REQUIREMENTS, [plan_id=53]"
  }, {
    "nodeId" : 9,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n451 ms (0 ms, 0 ms, 58 ms (stage 2.0: task 13))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1658.7 MiB (8.2 MiB, 8.2 MiB, 8.5 MiB (stage 2.0: task 13))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 5))"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n22.0 s (7 ms, 89 ms, 1.3 s (stage 2.0: task 5))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,500,000"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 5))"
    } ],
    "desc" : "SortMergeJoin [key#1L], [key#4L], Inner"
  }, {
    "nodeId" : 6,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "Project [v#2L, name#5]"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n8.3 s (2 ms, 30 ms, 593 ms (stage 2.0: task 4))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n50.0 MiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 2.0: task 5))"
    }, {
      "name" : "number of output rows",
      "value" : "19,999"
    } ],
    "desc" : "HashAggregate(keys=[name#5], functions=[partial_sum(v#2L)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n42.5 s (42 ms, 201 ms, 1.0 s (stage 2.0: task 4))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "19,999"
    }, {
      "name" : "records read",
      "value" : "19,999"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n1329.0 KiB (5.2 KiB, 6.7 KiB, 7.9 KiB (stage 3.0: task 219))"
    }, {
      "name" : "local blocks read",
      "value" : "15,712"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n773.4 KiB (2.9 KiB, 3.8 KiB, 5.1 KiB (stage 2.0: task 128))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.8 s (4 ms, 40 ms, 163 ms (stage 2.0: task 9))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n26 ms (0 ms, 0 ms, 16 ms (stage 3.0: task 339))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1329.0 KiB (5.1 KiB, 6.6 KiB, 8.6 KiB (stage 2.0: task 128))"
    } ],
    "desc" : "Exchange hashpartitioning(name#5, 200), ENSURE_REQUIREMENTS, [plan_id=68]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.4 s (0 ms, 2 ms, 42 ms (stage 3.0: task 384))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1650.0 MiB (8.2 MiB, 8.2 MiB, 8.2 MiB (stage 3.0: task 204))"
    }, {
      "name" : "number of output rows",
      "value" : "19,999"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1, 1, 1 (stage 3.0: task 204))"
    } ],
    "desc" : "HashAggregate(keys=[name#5], functions=[sum(v#2L)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 s (1 ms, 8 ms, 82 ms (stage 3.0: task 204))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression noop-table",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "19,999"
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
    "toId" : 7
  }, {
    "fromId" : 17,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 17
  }, {
    "fromId" : 20,
    "toId" : 19
  } ],
  "queryId" : "01a22c95-3bdf-7728-a22b-8f2f3e69e801",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
