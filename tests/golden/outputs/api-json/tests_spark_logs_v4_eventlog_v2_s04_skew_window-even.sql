[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "warm-up (JIT), 1/20 of the data, even keys",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (16)\n+- AdaptiveSparkPlan (15)\n   +- == Final Plan ==\n      ResultQueryStage (9), Statistics(sizeInBytes=8.0 EiB)\n      +- * Project (8)\n         +- * Filter (7)\n            +- Window (6)\n               +- * Sort (5)\n                  +- ShuffleQueryStage (4), Statistics(sizeInBytes=3.1 MiB, rowCount=1.00E+5)\n                     +- Exchange (3)\n                        +- * Project (2)\n                           +- * Range (1)\n   +- == Initial Plan ==\n      Project (14)\n      +- Filter (13)\n         +- Window (12)\n            +- Sort (11)\n               +- Exchange (10)\n                  +- Project (2)\n                     +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 100000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [3]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L]\nInput [1]: [id#0L]\n\n(3) Exchange\nInput [3]: [key#1L, v#2L, id#0L]\nArguments: hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=36]\n\n(4) ShuffleQueryStage\nOutput [3]: [key#1L, v#2L, id#0L]\nArguments: 0\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#1L, v#2L, id#0L]\nArguments: [key#1L ASC NULLS FIRST, id#0L ASC NULLS FIRST], false, 0\n\n(6) Window\nInput [3]: [key#1L, v#2L, id#0L]\nArguments: [row_number() windowspecdefinition(key#1L, id#0L ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS rn#4, sum(v#2L) windowspecdefinition(key#1L, id#0L ASC NULLS FIRST, specifiedwindowframe(RangeFrame, unboundedpreceding$(), currentrow$())) AS run#6L], [key#1L], [id#0L ASC NULLS FIRST]\n\n(7) Filter [codegen id : 3]\nInput [5]: [key#1L, v#2L, id#0L, rn#4, run#6L]\nCondition : ((rn#4 % 1000) = 1)\n\n(8) Project [codegen id : 3]\nOutput [6]: [key#1L, v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3, rn#4, run#6L]\nInput [5]: [key#1L, v#2L, id#0L, rn#4, run#6L]\n\n(9) ResultQueryStage\nOutput [6]: [key#1L, v#2L, id#0L, payload#3, rn#4, run#6L]\nArguments: 1\n\n(10) Exchange\nInput [3]: [key#1L, v#2L, id#0L]\nArguments: hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=24]\n\n(11) Sort\nInput [3]: [key#1L, v#2L, id#0L]\nArguments: [key#1L ASC NULLS FIRST, id#0L ASC NULLS FIRST], false, 0\n\n(12) Window\nInput [3]: [key#1L, v#2L, id#0L]\nArguments: [row_number() windowspecdefinition(key#1L, id#0L ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS rn#4, sum(v#2L) windowspecdefinition(key#1L, id#0L ASC NULLS FIRST, specifiedwindowframe(RangeFrame, unboundedpreceding$(), currentrow$())) AS run#6L], [key#1L], [id#0L ASC NULLS FIRST]\n\n(13) Filter\nInput [5]: [key#1L, v#2L, id#0L, rn#4, run#6L]\nCondition : ((rn#4 % 1000) = 1)\n\n(14) Project\nOutput [6]: [key#1L, v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3, rn#4, run#6L]\nInput [5]: [key#1L, v#2L, id#0L, rn#4, run#6L]\n\n(15) AdaptiveSparkPlan\nOutput [6]: [key#1L, v#2L, id#0L, payload#3, rn#4, run#6L]\nArguments: isFinalPlan=true\n\n(16) OverwriteByExpression noop-table\nInput [6]: [key#1L, v#2L, id#0L, payload#3, rn#4, run#6L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:14:58.927GMT",
  "duration" : 27288,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 11,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "Range (0, 100000, step=1, splits=8)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.9 s (136 ms, 288 ms, 798 ms (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "100,000"
    }, {
      "name" : "records read",
      "value" : "100,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n1405.4 KiB (43.0 KiB, 44.0 KiB, 45.0 KiB (stage 2.0: task 31))"
    }, {
      "name" : "local blocks read",
      "value" : "256"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.1 MiB (390.6 KiB, 390.6 KiB, 390.6 KiB (stage 0.0: task 1))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n623 ms (45 ms, 84 ms, 107 ms (stage 0.0: task 6))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n22 ms (0 ms, 0 ms, 20 ms (stage 2.0: task 39))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1405.4 KiB (175.3 KiB, 175.7 KiB, 176.3 KiB (stage 0.0: task 0))"
    } ],
    "desc" : "Exchange hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=36]"
  }, {
    "nodeId" : 7,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n611 ms (0 ms, 12 ms, 117 ms (stage 2.0: task 8))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 2.0: task 8))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 8))"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST, id#0L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n14.5 s (113 ms, 340 ms, 2.6 s (stage 2.0: task 9))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Window",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 8))"
    } ],
    "desc" : "Window [row_number() windowspecdefinition(key#1L, id#0L ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS rn#4, sum(v#2L) windowspecdefinition(key#1L, id#0L ASC NULLS FIRST, specifiedwindowframe(RangeFrame, unboundedpreceding$(), currentrow$())) AS run#6L], [key#1L], [id#0L ASC NULLS FIRST]"
  }, {
    "nodeId" : 4,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    } ],
    "desc" : "Filter ((rn#4 % 1000) = 1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [key#1L, v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3, rn#4, run#6L]"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.0 s (24 ms, 124 ms, 744 ms (stage 2.0: task 8))"
    } ],
    "desc" : "WholeStageCodegen (3)"
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
    "fromId" : 3,
    "toId" : 1
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
  }, {
    "fromId" : 10,
    "toId" : 8
  }, {
    "fromId" : 11,
    "toId" : 10
  } ],
  "queryId" : "01a22c61-38f8-72f2-a524-da22978c2d69",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (16)\n+- AdaptiveSparkPlan (15)\n   +- == Final Plan ==\n      ResultQueryStage (9), Statistics(sizeInBytes=8.0 EiB)\n      +- * Project (8)\n         +- * Filter (7)\n            +- Window (6)\n               +- * Sort (5)\n                  +- ShuffleQueryStage (4), Statistics(sizeInBytes=61.0 MiB, rowCount=2.00E+6)\n                     +- Exchange (3)\n                        +- * Project (2)\n                           +- * Range (1)\n   +- == Initial Plan ==\n      Project (14)\n      +- Filter (13)\n         +- Window (12)\n            +- Sort (11)\n               +- Exchange (10)\n                  +- Project (2)\n                     +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#40L]\nArguments: Range (0, 2000000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [3]: [(((id#40L * 7919) % 99999) + 1) AS key#41L, (id#40L % 1000) AS v#42L, id#40L]\nInput [1]: [id#40L]\n\n(3) Exchange\nInput [3]: [key#41L, v#42L, id#40L]\nArguments: hashpartitioning(key#41L, 32), ENSURE_REQUIREMENTS, [plan_id=104]\n\n(4) ShuffleQueryStage\nOutput [3]: [key#41L, v#42L, id#40L]\nArguments: 0\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#41L, v#42L, id#40L]\nArguments: [key#41L ASC NULLS FIRST, id#40L ASC NULLS FIRST], false, 0\n\n(6) Window\nInput [3]: [key#41L, v#42L, id#40L]\nArguments: [row_number() windowspecdefinition(key#41L, id#40L ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS rn#44, sum(v#42L) windowspecdefinition(key#41L, id#40L ASC NULLS FIRST, specifiedwindowframe(RangeFrame, unboundedpreceding$(), currentrow$())) AS run#46L], [key#41L], [id#40L ASC NULLS FIRST]\n\n(7) Filter [codegen id : 3]\nInput [5]: [key#41L, v#42L, id#40L, rn#44, run#46L]\nCondition : ((rn#44 % 1000) = 1)\n\n(8) Project [codegen id : 3]\nOutput [6]: [key#41L, v#42L, id#40L, sha2(cast(cast(id#40L as string) as binary), 256) AS payload#43, rn#44, run#46L]\nInput [5]: [key#41L, v#42L, id#40L, rn#44, run#46L]\n\n(9) ResultQueryStage\nOutput [6]: [key#41L, v#42L, id#40L, payload#43, rn#44, run#46L]\nArguments: 1\n\n(10) Exchange\nInput [3]: [key#41L, v#42L, id#40L]\nArguments: hashpartitioning(key#41L, 32), ENSURE_REQUIREMENTS, [plan_id=92]\n\n(11) Sort\nInput [3]: [key#41L, v#42L, id#40L]\nArguments: [key#41L ASC NULLS FIRST, id#40L ASC NULLS FIRST], false, 0\n\n(12) Window\nInput [3]: [key#41L, v#42L, id#40L]\nArguments: [row_number() windowspecdefinition(key#41L, id#40L ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS rn#44, sum(v#42L) windowspecdefinition(key#41L, id#40L ASC NULLS FIRST, specifiedwindowframe(RangeFrame, unboundedpreceding$(), currentrow$())) AS run#46L], [key#41L], [id#40L ASC NULLS FIRST]\n\n(13) Filter\nInput [5]: [key#41L, v#42L, id#40L, rn#44, run#46L]\nCondition : ((rn#44 % 1000) = 1)\n\n(14) Project\nOutput [6]: [key#41L, v#42L, id#40L, sha2(cast(cast(id#40L as string) as binary), 256) AS payload#43, rn#44, run#46L]\nInput [5]: [key#41L, v#42L, id#40L, rn#44, run#46L]\n\n(15) AdaptiveSparkPlan\nOutput [6]: [key#41L, v#42L, id#40L, payload#43, rn#44, run#46L]\nArguments: isFinalPlan=true\n\n(16) OverwriteByExpression noop-table\nInput [6]: [key#41L, v#42L, id#40L, payload#43, rn#44, run#46L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:15:27.473GMT",
  "duration" : 16855,
  "runningJobIds" : [ ],
  "successJobIds" : [ 2, 3 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 11,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,000,000"
    } ],
    "desc" : "Range (0, 2000000, step=1, splits=8)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(((id#40L * 7919) % 99999) + 1) AS key#41L, (id#40L % 1000) AS v#42L, id#40L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.9 s (332 ms, 419 ms, 815 ms (stage 3.0: task 41))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 8,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "2,000,000"
    }, {
      "name" : "records read",
      "value" : "2,000,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n25.6 MiB (800.5 KiB, 820.4 KiB, 841.9 KiB (stage 5.0: task 71))"
    }, {
      "name" : "local blocks read",
      "value" : "256"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n61.0 MiB (7.6 MiB, 7.6 MiB, 7.6 MiB (stage 3.0: task 40))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n256 ms (18 ms, 34 ms, 48 ms (stage 3.0: task 42))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 5.0: task 48))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n25.6 MiB (3.2 MiB, 3.2 MiB, 3.3 MiB (stage 3.0: task 40))"
    } ],
    "desc" : "Exchange hashpartitioning(key#41L, 32), ENSURE_REQUIREMENTS, [plan_id=104]"
  }, {
    "nodeId" : 7,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n9.2 s (145 ms, 277 ms, 497 ms (stage 5.0: task 60))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n192.0 MiB (6.0 MiB, 6.0 MiB, 6.0 MiB (stage 5.0: task 48))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 5.0: task 48))"
    } ],
    "desc" : "Sort [key#41L ASC NULLS FIRST, id#40L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n24.8 s (435 ms, 808 ms, 1.1 s (stage 5.0: task 63))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Window",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 5.0: task 48))"
    } ],
    "desc" : "Window [row_number() windowspecdefinition(key#41L, id#40L ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS rn#44, sum(v#42L) windowspecdefinition(key#41L, id#40L ASC NULLS FIRST, specifiedwindowframe(RangeFrame, unboundedpreceding$(), currentrow$())) AS run#46L], [key#41L], [id#40L ASC NULLS FIRST]"
  }, {
    "nodeId" : 4,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "99,999"
    } ],
    "desc" : "Filter ((rn#44 % 1000) = 1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [key#41L, v#42L, id#40L, sha2(cast(cast(id#40L as string) as binary), 256) AS payload#43, rn#44, run#46L]"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n7.6 s (95 ms, 232 ms, 395 ms (stage 5.0: task 48))"
    } ],
    "desc" : "WholeStageCodegen (3)"
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
    "fromId" : 3,
    "toId" : 1
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
  }, {
    "fromId" : 10,
    "toId" : 8
  }, {
    "fromId" : 11,
    "toId" : 10
  } ],
  "queryId" : "01a22c61-a8c7-7ce4-a751-ffceb4235ac4",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
} ]
