[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "warm-up (JIT), 1/20 of the data, even keys",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (16)\n+- AdaptiveSparkPlan (15)\n   +- == Final Plan ==\n      ResultQueryStage (9), Statistics(sizeInBytes=8.0 EiB)\n      +- * Project (8)\n         +- * Filter (7)\n            +- Window (6)\n               +- * Sort (5)\n                  +- ShuffleQueryStage (4), Statistics(sizeInBytes=3.1 MiB, rowCount=1.00E+5)\n                     +- Exchange (3)\n                        +- * Project (2)\n                           +- * Range (1)\n   +- == Initial Plan ==\n      Project (14)\n      +- Filter (13)\n         +- Window (12)\n            +- Sort (11)\n               +- Exchange (10)\n                  +- Project (2)\n                     +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 100000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [3]: [(((id#0L * 7919) % 99999) + 1) AS key#1L, (id#0L % 1000) AS v#2L, id#0L]\nInput [1]: [id#0L]\n\n(3) Exchange\nInput [3]: [key#1L, v#2L, id#0L]\nArguments: hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=36]\n\n(4) ShuffleQueryStage\nOutput [3]: [key#1L, v#2L, id#0L]\nArguments: 0\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#1L, v#2L, id#0L]\nArguments: [key#1L ASC NULLS FIRST, id#0L ASC NULLS FIRST], false, 0\n\n(6) Window\nInput [3]: [key#1L, v#2L, id#0L]\nArguments: [row_number() windowspecdefinition(key#1L, id#0L ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS rn#4, sum(v#2L) windowspecdefinition(key#1L, id#0L ASC NULLS FIRST, specifiedwindowframe(RangeFrame, unboundedpreceding$(), currentrow$())) AS run#6L], [key#1L], [id#0L ASC NULLS FIRST]\n\n(7) Filter [codegen id : 3]\nInput [5]: [key#1L, v#2L, id#0L, rn#4, run#6L]\nCondition : ((rn#4 % 1000) = 1)\n\n(8) Project [codegen id : 3]\nOutput [6]: [key#1L, v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3, rn#4, run#6L]\nInput [5]: [key#1L, v#2L, id#0L, rn#4, run#6L]\n\n(9) ResultQueryStage\nOutput [6]: [key#1L, v#2L, id#0L, payload#3, rn#4, run#6L]\nArguments: 1\n\n(10) Exchange\nInput [3]: [key#1L, v#2L, id#0L]\nArguments: hashpartitioning(key#1L, 32), ENSURE_REQUIREMENTS, [plan_id=24]\n\n(11) Sort\nInput [3]: [key#1L, v#2L, id#0L]\nArguments: [key#1L ASC NULLS FIRST, id#0L ASC NULLS FIRST], false, 0\n\n(12) Window\nInput [3]: [key#1L, v#2L, id#0L]\nArguments: [row_number() windowspecdefinition(key#1L, id#0L ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS rn#4, sum(v#2L) windowspecdefinition(key#1L, id#0L ASC NULLS FIRST, specifiedwindowframe(RangeFrame, unboundedpreceding$(), currentrow$())) AS run#6L], [key#1L], [id#0L ASC NULLS FIRST]\n\n(13) Filter\nInput [5]: [key#1L, v#2L, id#0L, rn#4, run#6L]\nCondition : ((rn#4 % 1000) = 1)\n\n(14) Project\nOutput [6]: [key#1L, v#2L, id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS payload#3, rn#4, run#6L]\nInput [5]: [key#1L, v#2L, id#0L, rn#4, run#6L]\n\n(15) AdaptiveSparkPlan\nOutput [6]: [key#1L, v#2L, id#0L, payload#3, rn#4, run#6L]\nArguments: isFinalPlan=true\n\n(16) OverwriteByExpression noop-table\nInput [6]: [key#1L, v#2L, id#0L, payload#3, rn#4, run#6L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:13:31.909GMT",
  "duration" : 20416,
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
      "value" : "total (min, med, max (stageId: taskId))\n2.8 s (57 ms, 439 ms, 703 ms (stage 0.0: task 1))"
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
      "value" : "total (min, med, max (stageId: taskId))\n3.1 MiB (390.6 KiB, 390.6 KiB, 390.6 KiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n778 ms (29 ms, 88 ms, 170 ms (stage 0.0: task 3))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n32 ms (0 ms, 0 ms, 32 ms (stage 2.0: task 11))"
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
      "value" : "total (min, med, max (stageId: taskId))\n542 ms (0 ms, 1 ms, 159 ms (stage 2.0: task 9))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n68.0 MiB (2.1 MiB, 2.1 MiB, 2.1 MiB (stage 2.0: task 9))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 9))"
    } ],
    "desc" : "Sort [key#1L ASC NULLS FIRST, id#0L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n11.9 s (74 ms, 220 ms, 2.5 s (stage 2.0: task 9))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Window",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 9))"
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
      "value" : "total (min, med, max (stageId: taskId))\n4.1 s (21 ms, 99 ms, 706 ms (stage 2.0: task 9))"
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
  "queryId" : "01a22c5f-e4dd-7e86-a389-715497b3f5ca",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (16)\n+- AdaptiveSparkPlan (15)\n   +- == Final Plan ==\n      ResultQueryStage (9), Statistics(sizeInBytes=8.0 EiB)\n      +- * Project (8)\n         +- * Filter (7)\n            +- Window (6)\n               +- * Sort (5)\n                  +- ShuffleQueryStage (4), Statistics(sizeInBytes=61.0 MiB, rowCount=2.00E+6)\n                     +- Exchange (3)\n                        +- * Project (2)\n                           +- * Range (1)\n   +- == Initial Plan ==\n      Project (14)\n      +- Filter (13)\n         +- Window (12)\n            +- Sort (11)\n               +- Exchange (10)\n                  +- Project (2)\n                     +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#40L]\nArguments: Range (0, 2000000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [3]: [CASE WHEN ((id#40L % 100) < 45) THEN 0 ELSE (((id#40L * 7919) % 99999) + 1) END AS key#41L, (id#40L % 1000) AS v#42L, id#40L]\nInput [1]: [id#40L]\n\n(3) Exchange\nInput [3]: [key#41L, v#42L, id#40L]\nArguments: hashpartitioning(key#41L, 32), ENSURE_REQUIREMENTS, [plan_id=104]\n\n(4) ShuffleQueryStage\nOutput [3]: [key#41L, v#42L, id#40L]\nArguments: 0\n\n(5) Sort [codegen id : 2]\nInput [3]: [key#41L, v#42L, id#40L]\nArguments: [key#41L ASC NULLS FIRST, id#40L ASC NULLS FIRST], false, 0\n\n(6) Window\nInput [3]: [key#41L, v#42L, id#40L]\nArguments: [row_number() windowspecdefinition(key#41L, id#40L ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS rn#44, sum(v#42L) windowspecdefinition(key#41L, id#40L ASC NULLS FIRST, specifiedwindowframe(RangeFrame, unboundedpreceding$(), currentrow$())) AS run#46L], [key#41L], [id#40L ASC NULLS FIRST]\n\n(7) Filter [codegen id : 3]\nInput [5]: [key#41L, v#42L, id#40L, rn#44, run#46L]\nCondition : ((rn#44 % 1000) = 1)\n\n(8) Project [codegen id : 3]\nOutput [6]: [key#41L, v#42L, id#40L, sha2(cast(cast(id#40L as string) as binary), 256) AS payload#43, rn#44, run#46L]\nInput [5]: [key#41L, v#42L, id#40L, rn#44, run#46L]\n\n(9) ResultQueryStage\nOutput [6]: [key#41L, v#42L, id#40L, payload#43, rn#44, run#46L]\nArguments: 1\n\n(10) Exchange\nInput [3]: [key#41L, v#42L, id#40L]\nArguments: hashpartitioning(key#41L, 32), ENSURE_REQUIREMENTS, [plan_id=92]\n\n(11) Sort\nInput [3]: [key#41L, v#42L, id#40L]\nArguments: [key#41L ASC NULLS FIRST, id#40L ASC NULLS FIRST], false, 0\n\n(12) Window\nInput [3]: [key#41L, v#42L, id#40L]\nArguments: [row_number() windowspecdefinition(key#41L, id#40L ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS rn#44, sum(v#42L) windowspecdefinition(key#41L, id#40L ASC NULLS FIRST, specifiedwindowframe(RangeFrame, unboundedpreceding$(), currentrow$())) AS run#46L], [key#41L], [id#40L ASC NULLS FIRST]\n\n(13) Filter\nInput [5]: [key#41L, v#42L, id#40L, rn#44, run#46L]\nCondition : ((rn#44 % 1000) = 1)\n\n(14) Project\nOutput [6]: [key#41L, v#42L, id#40L, sha2(cast(cast(id#40L as string) as binary), 256) AS payload#43, rn#44, run#46L]\nInput [5]: [key#41L, v#42L, id#40L, rn#44, run#46L]\n\n(15) AdaptiveSparkPlan\nOutput [6]: [key#41L, v#42L, id#40L, payload#43, rn#44, run#46L]\nArguments: isFinalPlan=true\n\n(16) OverwriteByExpression noop-table\nInput [6]: [key#41L, v#42L, id#40L, payload#43, rn#44, run#46L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:13:53.036GMT",
  "duration" : 19080,
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
    "desc" : "Project [CASE WHEN ((id#40L % 100) < 45) THEN 0 ELSE (((id#40L * 7919) % 99999) + 1) END AS key#41L, (id#40L % 1000) AS v#42L, id#40L]"
  }, {
    "nodeId" : 9,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n4.4 s (525 ms, 555 ms, 574 ms (stage 3.0: task 40))"
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
      "value" : "total (min, med, max (stageId: taskId))\n21.6 MiB (430.9 KiB, 448.9 KiB, 8.1 MiB (stage 5.0: task 77))"
    }, {
      "name" : "local blocks read",
      "value" : "256"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n61.0 MiB (7.6 MiB, 7.6 MiB, 7.6 MiB (stage 3.0: task 41))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n376 ms (26 ms, 52 ms, 69 ms (stage 3.0: task 44))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n32 ms (0 ms, 0 ms, 22 ms (stage 5.0: task 57))"
    }, {
      "name" : "number of partitions",
      "value" : "32"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n21.6 MiB (2.7 MiB, 2.7 MiB, 2.8 MiB (stage 3.0: task 40))"
    } ],
    "desc" : "Exchange hashpartitioning(key#41L, 32), ENSURE_REQUIREMENTS, [plan_id=104]"
  }, {
    "nodeId" : 7,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n6.9 s (68 ms, 196 ms, 825 ms (stage 5.0: task 77))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n159.0 MiB (3.0 MiB, 3.0 MiB, 66.0 MiB (stage 5.0: task 77))"
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
      "value" : "total (min, med, max (stageId: taskId))\n22.7 s (231 ms, 471 ms, 8.1 s (stage 5.0: task 77))"
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
      "value" : "74,900"
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
      "value" : "total (min, med, max (stageId: taskId))\n8.9 s (30 ms, 123 ms, 5.0 s (stage 5.0: task 77))"
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
      "value" : "74,900"
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
  "queryId" : "01a22c60-3806-7c6c-b21f-478db5e59422",
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
} ]
