[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (21)\n+- AdaptiveSparkPlan (20)\n   +- == Final Plan ==\n      ResultQueryStage (14), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (13)\n         +- AQEShuffleRead (12), coalesced\n            +- ShuffleQueryStage (11), Statistics(sizeInBytes=9.4 KiB, rowCount=200)\n               +- Exchange (10)\n                  +- * HashAggregate (9)\n                     +- * HashAggregate (8)\n                        +- AQEShuffleRead (7), coalesced\n                           +- ShuffleQueryStage (6), Statistics(sizeInBytes=160.3 MiB, rowCount=3.00E+6)\n                              +- Exchange (5)\n                                 +- * HashAggregate (4)\n                                    +- * Expand (3)\n                                       +- * Project (2)\n                                          +- * Range (1)\n   +- == Initial Plan ==\n      HashAggregate (19)\n      +- Exchange (18)\n         +- HashAggregate (17)\n            +- HashAggregate (16)\n               +- Exchange (15)\n                  +- HashAggregate (4)\n                     +- Expand (3)\n                        +- Project (2)\n                           +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 1000000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [5]: [(id#0L % 100) AS g#1L, (id#0L % 7919) AS a#2L, (id#0L % 104729) AS b#3L, ((id#0L * 31) % 50021) AS c#4L, (id#0L % 1000) AS d#5L]\nInput [1]: [id#0L]\n\n(3) Expand [codegen id : 1]\nInput [5]: [g#1L, a#2L, b#3L, c#4L, d#5L]\nArguments: [[g#1L, d#5L, null, null, null, 1], [g#1L, null, b#3L, null, null, 2], [g#1L, null, null, a#2L, null, 3], [g#1L, null, null, null, c#4L, 4]], [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\n\n(4) HashAggregate [codegen id : 1]\nInput [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\nKeys [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\nFunctions: []\nAggregate Attributes: []\nResults [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\n\n(5) Exchange\nInput [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\nArguments: hashpartitioning(g#1L, d#20L, b#21L, a#22L, c#23L, gid#19, 200), ENSURE_REQUIREMENTS, [plan_id=57]\n\n(6) ShuffleQueryStage\nOutput [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\nArguments: 0\n\n(7) AQEShuffleRead\nInput [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\nArguments: coalesced\n\n(8) HashAggregate [codegen id : 2]\nInput [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\nKeys [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\nFunctions: []\nAggregate Attributes: []\nResults [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\n\n(9) HashAggregate [codegen id : 2]\nInput [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\nKeys [1]: [g#1L]\nFunctions [4]: [partial_count(a#22L) FILTER (WHERE (gid#19 = 3)), partial_count(b#21L) FILTER (WHERE (gid#19 = 2)), partial_count(c#23L) FILTER (WHERE (gid#19 = 4)), partial_count(d#20L) FILTER (WHERE (gid#19 = 1))]\nAggregate Attributes [4]: [count#24L, count#25L, count#26L, count#27L]\nResults [5]: [g#1L, count#28L, count#29L, count#30L, count#31L]\n\n(10) Exchange\nInput [5]: [g#1L, count#28L, count#29L, count#30L, count#31L]\nArguments: hashpartitioning(g#1L, 200), ENSURE_REQUIREMENTS, [plan_id=91]\n\n(11) ShuffleQueryStage\nOutput [5]: [g#1L, count#28L, count#29L, count#30L, count#31L]\nArguments: 1\n\n(12) AQEShuffleRead\nInput [5]: [g#1L, count#28L, count#29L, count#30L, count#31L]\nArguments: coalesced\n\n(13) HashAggregate [codegen id : 3]\nInput [5]: [g#1L, count#28L, count#29L, count#30L, count#31L]\nKeys [1]: [g#1L]\nFunctions [4]: [count(a#22L), count(b#21L), count(c#23L), count(d#20L)]\nAggregate Attributes [4]: [count(a#22L)#11L, count(b#21L)#12L, count(c#23L)#13L, count(d#20L)#14L]\nResults [5]: [g#1L, count(a#22L)#11L AS count(DISTINCT a)#15L, count(b#21L)#12L AS count(DISTINCT b)#16L, count(c#23L)#13L AS count(DISTINCT c)#17L, count(d#20L)#14L AS count(DISTINCT d)#18L]\n\n(14) ResultQueryStage\nOutput [5]: [g#1L, count(DISTINCT a)#15L, count(DISTINCT b)#16L, count(DISTINCT c)#17L, count(DISTINCT d)#18L]\nArguments: 2\n\n(15) Exchange\nInput [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\nArguments: hashpartitioning(g#1L, d#20L, b#21L, a#22L, c#23L, gid#19, 200), ENSURE_REQUIREMENTS, [plan_id=30]\n\n(16) HashAggregate\nInput [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\nKeys [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\nFunctions: []\nAggregate Attributes: []\nResults [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\n\n(17) HashAggregate\nInput [6]: [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]\nKeys [1]: [g#1L]\nFunctions [4]: [partial_count(a#22L) FILTER (WHERE (gid#19 = 3)), partial_count(b#21L) FILTER (WHERE (gid#19 = 2)), partial_count(c#23L) FILTER (WHERE (gid#19 = 4)), partial_count(d#20L) FILTER (WHERE (gid#19 = 1))]\nAggregate Attributes [4]: [count#24L, count#25L, count#26L, count#27L]\nResults [5]: [g#1L, count#28L, count#29L, count#30L, count#31L]\n\n(18) Exchange\nInput [5]: [g#1L, count#28L, count#29L, count#30L, count#31L]\nArguments: hashpartitioning(g#1L, 200), ENSURE_REQUIREMENTS, [plan_id=34]\n\n(19) HashAggregate\nInput [5]: [g#1L, count#28L, count#29L, count#30L, count#31L]\nKeys [1]: [g#1L]\nFunctions [4]: [count(a#22L), count(b#21L), count(c#23L), count(d#20L)]\nAggregate Attributes [4]: [count(a#22L)#11L, count(b#21L)#12L, count(c#23L)#13L, count(d#20L)#14L]\nResults [5]: [g#1L, count(a#22L)#11L AS count(DISTINCT a)#15L, count(b#21L)#12L AS count(DISTINCT b)#16L, count(c#23L)#13L AS count(DISTINCT c)#17L, count(d#20L)#14L AS count(DISTINCT d)#18L]\n\n(20) AdaptiveSparkPlan\nOutput [5]: [g#1L, count(DISTINCT a)#15L, count(DISTINCT b)#16L, count(DISTINCT c)#17L, count(DISTINCT d)#18L]\nArguments: isFinalPlan=true\n\n(21) OverwriteByExpression noop-table\nInput [5]: [g#1L, count(DISTINCT a)#15L, count(DISTINCT b)#16L, count(DISTINCT c)#17L, count(DISTINCT d)#18L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T13:08:03.123GMT",
  "duration" : 33025,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 15,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1,000,000"
    } ],
    "desc" : "Range (0, 1000000, step=1, splits=2)"
  }, {
    "nodeId" : 14,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [(id#0L % 100) AS g#1L, (id#0L % 7919) AS a#2L, (id#0L % 104729) AS b#3L, ((id#0L * 31) % 50021) AS c#4L, (id#0L % 1000) AS d#5L]"
  }, {
    "nodeId" : 13,
    "nodeName" : "Expand",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "4,000,000"
    } ],
    "desc" : "Expand [[g#1L, d#5L, null, null, null, 1], [g#1L, null, b#3L, null, null, 2], [g#1L, null, null, a#2L, null, 3], [g#1L, null, null, null, c#4L, 4]], [g#1L, d#20L, b#21L, a#22L, c#23L, gid#19]"
  }, {
    "nodeId" : 12,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n12.8 s (6.3 s, 6.6 s, 6.6 s (stage 0.0: task 0))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n336.0 MiB (168.0 MiB, 168.0 MiB, 168.0 MiB (stage 0.0: task 1))"
    }, {
      "name" : "number of output rows",
      "value" : "3,002,000"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1.4, 1.4, 1.4 (stage 0.0: task 1))"
    } ],
    "desc" : "HashAggregate(keys=[g#1L, d#20L, b#21L, a#22L, c#23L, gid#19], functions=[])"
  }, {
    "nodeId" : 11,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n21.5 s (10.6 s, 10.9 s, 10.9 s (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 10,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "3,002,000"
    }, {
      "name" : "records read",
      "value" : "3,002,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n41.6 MiB (20.6 MiB, 21.0 MiB, 21.0 MiB (stage 2.0: task 3))"
    }, {
      "name" : "local blocks read",
      "value" : "4"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n160.3 MiB (80.2 MiB, 80.2 MiB, 80.2 MiB (stage 0.0: task 1))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n519 ms (213 ms, 306 ms, 306 ms (stage 0.0: task 1))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 2.0: task 2))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n41.6 MiB (20.8 MiB, 20.8 MiB, 20.8 MiB (stage 0.0: task 0))"
    } ],
    "desc" : "Exchange hashpartitioning(g#1L, d#20L, b#21L, a#22L, c#23L, gid#19, 200), ENSURE_REQUIREMENTS, [plan_id=57]"
  }, {
    "nodeId" : 9,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "2"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n42.8 MiB (21.2 MiB, 21.6 MiB, 21.6 MiB (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 8,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n14.9 s (7.0 s, 7.9 s, 7.9 s (stage 2.0: task 3))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n328.0 MiB (160.0 MiB, 168.0 MiB, 168.0 MiB (stage 2.0: task 3))"
    }, {
      "name" : "number of output rows",
      "value" : "2,792,900"
    }, {
      "name" : "avg hash probes per key",
      "value" : "(min, med, max (stageId: taskId)):\n(1.6, 1.6, 1.6 (stage 2.0: task 2))"
    } ],
    "desc" : "HashAggregate(keys=[g#1L, d#20L, b#21L, a#22L, c#23L, gid#19], functions=[])"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n16.8 s (7.8 s, 9.0 s, 9.0 s (stage 2.0: task 3))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 2.0: task 2))"
    }, {
      "name" : "number of output rows",
      "value" : "200"
    } ],
    "desc" : "HashAggregate(keys=[g#1L], functions=[partial_count(a#22L) FILTER (WHERE (gid#19 = 3)), partial_count(b#21L) FILTER (WHERE (gid#19 = 2)), partial_count(c#23L) FILTER (WHERE (gid#19 = 4)), partial_count(d#20L) FILTER (WHERE (gid#19 = 1))])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n17.7 s (8.2 s, 9.4 s, 9.4 s (stage 2.0: task 3))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "200"
    }, {
      "name" : "records read",
      "value" : "200"
    }, {
      "name" : "local bytes read",
      "value" : "12.6 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "148"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n9.4 KiB (4.7 KiB, 4.7 KiB, 4.7 KiB (stage 2.0: task 2))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n127 ms (63 ms, 64 ms, 64 ms (stage 2.0: task 2))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n12.6 KiB (6.3 KiB, 6.3 KiB, 6.3 KiB (stage 2.0: task 2))"
    } ],
    "desc" : "Exchange hashpartitioning(g#1L, 200), ENSURE_REQUIREMENTS, [plan_id=91]"
  }, {
    "nodeId" : 4,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "126"
    }, {
      "name" : "partition data size",
      "value" : "13.1 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "38 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "100"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[g#1L], functions=[count(a#22L), count(b#21L), count(c#23L), count(d#20L)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "123 ms"
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
      "value" : "100"
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
    "fromId" : 9,
    "toId" : 8
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
    "fromId" : 15,
    "toId" : 14
  } ],
  "queryId" : "01a22c91-cf29-73ac-87e0-f0c986275392",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
