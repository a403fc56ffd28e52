[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (71)\n+- AdaptiveSparkPlan (70)\n   +- == Final Plan ==\n      ResultQueryStage (48), Statistics(sizeInBytes=8.0 EiB)\n      +- * HashAggregate (47)\n         +- AQEShuffleRead (46), coalesced\n            +- ShuffleQueryStage (45), Statistics(sizeInBytes=22.2 KiB, rowCount=948)\n               +- Exchange (44)\n                  +- * HashAggregate (43)\n                     +- * Project (42)\n                        +- * SortMergeJoin Inner (41)\n                           :- * Sort (33)\n                           :  +- AQEShuffleRead (32), coalesced\n                           :     +- ShuffleQueryStage (31), Statistics(sizeInBytes=293.3 MiB, rowCount=9.61E+6)\n                           :        +- Exchange (30)\n                           :           +- * Project (29)\n                           :              +- * SortMergeJoin Inner (28)\n                           :                 :- * Sort (20)\n                           :                 :  +- AQEShuffleRead (19), coalesced\n                           :                 :     +- ShuffleQueryStage (18), Statistics(sizeInBytes=293.3 MiB, rowCount=9.61E+6)\n                           :                 :        +- Exchange (17)\n                           :                 :           +- * Project (16)\n                           :                 :              +- * SortMergeJoin Inner (15)\n                           :                 :                 :- * Sort (7)\n                           :                 :                 :  +- AQEShuffleRead (6), coalesced\n                           :                 :                 :     +- ShuffleQueryStage (5), Statistics(sizeInBytes=18.3 MiB, rowCount=6.00E+5)\n                           :                 :                 :        +- Exchange (4)\n                           :                 :                 :           +- * Project (3)\n                           :                 :                 :              +- * Filter (2)\n                           :                 :                 :                 +- * Range (1)\n                           :                 :                 +- * Sort (14)\n                           :                 :                    +- AQEShuffleRead (13), coalesced\n                           :                 :                       +- ShuffleQueryStage (12), Statistics(sizeInBytes=625.0 KiB, rowCount=2.00E+4)\n                           :                 :                          +- Exchange (11)\n                           :                 :                             +- * Project (10)\n                           :                 :                                +- * Filter (9)\n                           :                 :                                   +- * Range (8)\n                           :                 +- * Sort (27)\n                           :                    +- AQEShuffleRead (26), coalesced\n                           :                       +- ShuffleQueryStage (25), Statistics(sizeInBytes=6.6 KiB, rowCount=280)\n                           :                          +- Exchange (24)\n                           :                             +- * Project (23)\n                           :                                +- * Filter (22)\n                           :                                   +- * Range (21)\n                           +- * Sort (40)\n                              +- AQEShuffleRead (39), coalesced\n                                 +- ShuffleQueryStage (38), Statistics(sizeInBytes=6.6 KiB, rowCount=280)\n                                    +- Exchange (37)\n                                       +- * Project (36)\n                                          +- * Filter (35)\n                                             +- * Range (34)\n   +- == Initial Plan ==\n      HashAggregate (69)\n      +- Exchange (68)\n         +- HashAggregate (67)\n            +- Project (66)\n               +- SortMergeJoin Inner (65)\n                  :- Sort (62)\n                  :  +- Exchange (61)\n                  :     +- Project (60)\n                  :        +- SortMergeJoin Inner (59)\n                  :           :- Sort (56)\n                  :           :  +- Exchange (55)\n                  :           :     +- Project (54)\n                  :           :        +- SortMergeJoin Inner (53)\n                  :           :           :- Sort (50)\n                  :           :           :  +- Exchange (49)\n                  :           :           :     +- Project (3)\n                  :           :           :        +- Filter (2)\n                  :           :           :           +- Range (1)\n                  :           :           +- Sort (52)\n                  :           :              +- Exchange (51)\n                  :           :                 +- Project (10)\n                  :           :                    +- Filter (9)\n                  :           :                       +- Range (8)\n                  :           +- Sort (58)\n                  :              +- Exchange (57)\n                  :                 +- Project (23)\n                  :                    +- Filter (22)\n                  :                       +- Range (21)\n                  +- Sort (64)\n                     +- Exchange (63)\n                        +- Project (36)\n                           +- Filter (35)\n                              +- Range (34)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#3L]\nArguments: Range (0, 600000, step=1, splits=Some(2))\n\n(2) Filter [codegen id : 1]\nInput [1]: [id#3L]\nCondition : ((isnotnull(((id#3L * 7919) % 500)) AND isnotnull((id#3L % 50))) AND isnotnull(((id#3L * 104729) % 280)))\n\n(3) Project [codegen id : 1]\nOutput [3]: [((id#3L * 7919) % 500) AS cs_item_sk#4L, ((id#3L * 104729) % 280) AS cs_sold_date_sk#5L, (id#3L % 50) AS cs_quantity#6L]\nInput [1]: [id#3L]\n\n(4) Exchange\nInput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, cs_quantity#6L]\nArguments: hashpartitioning(cs_item_sk#4L, 8), ENSURE_REQUIREMENTS, [plan_id=174]\n\n(5) ShuffleQueryStage\nOutput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, cs_quantity#6L]\nArguments: 0\n\n(6) AQEShuffleRead\nInput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, cs_quantity#6L]\nArguments: coalesced\n\n(7) Sort [codegen id : 5]\nInput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, cs_quantity#6L]\nArguments: [cs_item_sk#4L ASC NULLS FIRST], false, 0\n\n(8) Range [codegen id : 2]\nOutput [1]: [id#7L]\nArguments: Range (0, 20000, step=1, splits=Some(2))\n\n(9) Filter [codegen id : 2]\nInput [1]: [id#7L]\nCondition : ((isnotnull((id#7L % 500)) AND isnotnull((id#7L % 60))) AND isnotnull((cast((cast(id#7L as double) / 500.0) as bigint) * 7)))\n\n(10) Project [codegen id : 2]\nOutput [3]: [(id#7L % 500) AS inv_item_sk#8L, (cast((cast(id#7L as double) / 500.0) as bigint) * 7) AS inv_date_sk#9L, (id#7L % 60) AS inv_quantity_on_hand#10L]\nInput [1]: [id#7L]\n\n(11) Exchange\nInput [3]: [inv_item_sk#8L, inv_date_sk#9L, inv_quantity_on_hand#10L]\nArguments: hashpartitioning(inv_item_sk#8L, 8), ENSURE_REQUIREMENTS, [plan_id=181]\n\n(12) ShuffleQueryStage\nOutput [3]: [inv_item_sk#8L, inv_date_sk#9L, inv_quantity_on_hand#10L]\nArguments: 1\n\n(13) AQEShuffleRead\nInput [3]: [inv_item_sk#8L, inv_date_sk#9L, inv_quantity_on_hand#10L]\nArguments: coalesced\n\n(14) Sort [codegen id : 6]\nInput [3]: [inv_item_sk#8L, inv_date_sk#9L, inv_quantity_on_hand#10L]\nArguments: [inv_item_sk#8L ASC NULLS FIRST], false, 0\n\n(15) SortMergeJoin [codegen id : 7]\nLeft keys [1]: [cs_item_sk#4L]\nRight keys [1]: [inv_item_sk#8L]\nJoin type: Inner\nJoin condition: (inv_quantity_on_hand#10L < cs_quantity#6L)\n\n(16) Project [codegen id : 7]\nOutput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, inv_date_sk#9L]\nInput [6]: [cs_item_sk#4L, cs_sold_date_sk#5L, cs_quantity#6L, inv_item_sk#8L, inv_date_sk#9L, inv_quantity_on_hand#10L]\n\n(17) Exchange\nInput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, inv_date_sk#9L]\nArguments: hashpartitioning(cs_sold_date_sk#5L, 8), ENSURE_REQUIREMENTS, [plan_id=484]\n\n(18) ShuffleQueryStage\nOutput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, inv_date_sk#9L]\nArguments: 4\n\n(19) AQEShuffleRead\nInput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, inv_date_sk#9L]\nArguments: coalesced\n\n(20) Sort [codegen id : 8]\nInput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, inv_date_sk#9L]\nArguments: [cs_sold_date_sk#5L ASC NULLS FIRST], false, 0\n\n(21) Range [codegen id : 3]\nOutput [1]: [id#0L]\nArguments: Range (0, 280, step=1, splits=Some(2))\n\n(22) Filter [codegen id : 3]\nInput [1]: [id#0L]\nCondition : isnotnull(cast((cast(id#0L as double) / 7.0) as bigint))\n\n(23) Project [codegen id : 3]\nOutput [2]: [id#0L AS d1_date_sk#11L, cast((cast(id#0L as double) / 7.0) as bigint) AS d1_week_seq#12L]\nInput [1]: [id#0L]\n\n(24) Exchange\nInput [2]: [d1_date_sk#11L, d1_week_seq#12L]\nArguments: hashpartitioning(d1_date_sk#11L, 8), ENSURE_REQUIREMENTS, [plan_id=192]\n\n(25) ShuffleQueryStage\nOutput [2]: [d1_date_sk#11L, d1_week_seq#12L]\nArguments: 2\n\n(26) AQEShuffleRead\nInput [2]: [d1_date_sk#11L, d1_week_seq#12L]\nArguments: coalesced\n\n(27) Sort [codegen id : 9]\nInput [2]: [d1_date_sk#11L, d1_week_seq#12L]\nArguments: [d1_date_sk#11L ASC NULLS FIRST], false, 0\n\n(28) SortMergeJoin [codegen id : 10]\nLeft keys [1]: [cs_sold_date_sk#5L]\nRight keys [1]: [d1_date_sk#11L]\nJoin type: Inner\nJoin condition: None\n\n(29) Project [codegen id : 10]\nOutput [3]: [cs_item_sk#4L, inv_date_sk#9L, d1_week_seq#12L]\nInput [5]: [cs_item_sk#4L, cs_sold_date_sk#5L, inv_date_sk#9L, d1_date_sk#11L, d1_week_seq#12L]\n\n(30) Exchange\nInput [3]: [cs_item_sk#4L, inv_date_sk#9L, d1_week_seq#12L]\nArguments: hashpartitioning(inv_date_sk#9L, d1_week_seq#12L, 8), ENSURE_REQUIREMENTS, [plan_id=591]\n\n(31) ShuffleQueryStage\nOutput [3]: [cs_item_sk#4L, inv_date_sk#9L, d1_week_seq#12L]\nArguments: 5\n\n(32) AQEShuffleRead\nInput [3]: [cs_item_sk#4L, inv_date_sk#9L, d1_week_seq#12L]\nArguments: coalesced\n\n(33) Sort [codegen id : 11]\nInput [3]: [cs_item_sk#4L, inv_date_sk#9L, d1_week_seq#12L]\nArguments: [inv_date_sk#9L ASC NULLS FIRST, d1_week_seq#12L ASC NULLS FIRST], false, 0\n\n(34) Range [codegen id : 4]\nOutput [1]: [id#15L]\nArguments: Range (0, 280, step=1, splits=Some(2))\n\n(35) Filter [codegen id : 4]\nInput [1]: [id#15L]\nCondition : isnotnull(cast((cast(id#15L as double) / 7.0) as bigint))\n\n(36) Project [codegen id : 4]\nOutput [2]: [id#15L AS d2_date_sk#13L, cast((cast(id#15L as double) / 7.0) as bigint) AS d2_week_seq#14L]\nInput [1]: [id#15L]\n\n(37) Exchange\nInput [2]: [d2_date_sk#13L, d2_week_seq#14L]\nArguments: hashpartitioning(d2_date_sk#13L, d2_week_seq#14L, 8), ENSURE_REQUIREMENTS, [plan_id=203]\n\n(38) ShuffleQueryStage\nOutput [2]: [d2_date_sk#13L, d2_week_seq#14L]\nArguments: 3\n\n(39) AQEShuffleRead\nInput [2]: [d2_date_sk#13L, d2_week_seq#14L]\nArguments: coalesced\n\n(40) Sort [codegen id : 12]\nInput [2]: [d2_date_sk#13L, d2_week_seq#14L]\nArguments: [d2_date_sk#13L ASC NULLS FIRST, d2_week_seq#14L ASC NULLS FIRST], false, 0\n\n(41) SortMergeJoin [codegen id : 13]\nLeft keys [2]: [inv_date_sk#9L, d1_week_seq#12L]\nRight keys [2]: [d2_date_sk#13L, d2_week_seq#14L]\nJoin type: Inner\nJoin condition: None\n\n(42) Project [codegen id : 13]\nOutput [1]: [cs_item_sk#4L]\nInput [5]: [cs_item_sk#4L, inv_date_sk#9L, d1_week_seq#12L, d2_date_sk#13L, d2_week_seq#14L]\n\n(43) HashAggregate [codegen id : 13]\nInput [1]: [cs_item_sk#4L]\nKeys [1]: [cs_item_sk#4L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#30L]\nResults [2]: [cs_item_sk#4L, count#31L]\n\n(44) Exchange\nInput [2]: [cs_item_sk#4L, count#31L]\nArguments: hashpartitioning(cs_item_sk#4L, 8), ENSURE_REQUIREMENTS, [plan_id=673]\n\n(45) ShuffleQueryStage\nOutput [2]: [cs_item_sk#4L, count#31L]\nArguments: 6\n\n(46) AQEShuffleRead\nInput [2]: [cs_item_sk#4L, count#31L]\nArguments: coalesced\n\n(47) HashAggregate [codegen id : 14]\nInput [2]: [cs_item_sk#4L, count#31L]\nKeys [1]: [cs_item_sk#4L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#29L]\nResults [2]: [cs_item_sk#4L, count(1)#29L AS n#18L]\n\n(48) ResultQueryStage\nOutput [2]: [cs_item_sk#4L, n#18L]\nArguments: 7\n\n(49) Exchange\nInput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, cs_quantity#6L]\nArguments: hashpartitioning(cs_item_sk#4L, 8), ENSURE_REQUIREMENTS, [plan_id=84]\n\n(50) Sort\nInput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, cs_quantity#6L]\nArguments: [cs_item_sk#4L ASC NULLS FIRST], false, 0\n\n(51) Exchange\nInput [3]: [inv_item_sk#8L, inv_date_sk#9L, inv_quantity_on_hand#10L]\nArguments: hashpartitioning(inv_item_sk#8L, 8), ENSURE_REQUIREMENTS, [plan_id=85]\n\n(52) Sort\nInput [3]: [inv_item_sk#8L, inv_date_sk#9L, inv_quantity_on_hand#10L]\nArguments: [inv_item_sk#8L ASC NULLS FIRST], false, 0\n\n(53) SortMergeJoin\nLeft keys [1]: [cs_item_sk#4L]\nRight keys [1]: [inv_item_sk#8L]\nJoin type: Inner\nJoin condition: (inv_quantity_on_hand#10L < cs_quantity#6L)\n\n(54) Project\nOutput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, inv_date_sk#9L]\nInput [6]: [cs_item_sk#4L, cs_sold_date_sk#5L, cs_quantity#6L, inv_item_sk#8L, inv_date_sk#9L, inv_quantity_on_hand#10L]\n\n(55) Exchange\nInput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, inv_date_sk#9L]\nArguments: hashpartitioning(cs_sold_date_sk#5L, 8), ENSURE_REQUIREMENTS, [plan_id=92]\n\n(56) Sort\nInput [3]: [cs_item_sk#4L, cs_sold_date_sk#5L, inv_date_sk#9L]\nArguments: [cs_sold_date_sk#5L ASC NULLS FIRST], false, 0\n\n(57) Exchange\nInput [2]: [d1_date_sk#11L, d1_week_seq#12L]\nArguments: hashpartitioning(d1_date_sk#11L, 8), ENSURE_REQUIREMENTS, [plan_id=93]\n\n(58) Sort\nInput [2]: [d1_date_sk#11L, d1_week_seq#12L]\nArguments: [d1_date_sk#11L ASC NULLS FIRST], false, 0\n\n(59) SortMergeJoin\nLeft keys [1]: [cs_sold_date_sk#5L]\nRight keys [1]: [d1_date_sk#11L]\nJoin type: Inner\nJoin condition: None\n\n(60) Project\nOutput [3]: [cs_item_sk#4L, inv_date_sk#9L, d1_week_seq#12L]\nInput [5]: [cs_item_sk#4L, cs_sold_date_sk#5L, inv_date_sk#9L, d1_date_sk#11L, d1_week_seq#12L]\n\n(61) Exchange\nInput [3]: [cs_item_sk#4L, inv_date_sk#9L, d1_week_seq#12L]\nArguments: hashpartitioning(inv_date_sk#9L, d1_week_seq#12L, 8), ENSURE_REQUIREMENTS, [plan_id=100]\n\n(62) Sort\nInput [3]: [cs_item_sk#4L, inv_date_sk#9L, d1_week_seq#12L]\nArguments: [inv_date_sk#9L ASC NULLS FIRST, d1_week_seq#12L ASC NULLS FIRST], false, 0\n\n(63) Exchange\nInput [2]: [d2_date_sk#13L, d2_week_seq#14L]\nArguments: hashpartitioning(d2_date_sk#13L, d2_week_seq#14L, 8), ENSURE_REQUIREMENTS, [plan_id=101]\n\n(64) Sort\nInput [2]: [d2_date_sk#13L, d2_week_seq#14L]\nArguments: [d2_date_sk#13L ASC NULLS FIRST, d2_week_seq#14L ASC NULLS FIRST], false, 0\n\n(65) SortMergeJoin\nLeft keys [2]: [inv_date_sk#9L, d1_week_seq#12L]\nRight keys [2]: [d2_date_sk#13L, d2_week_seq#14L]\nJoin type: Inner\nJoin condition: None\n\n(66) Project\nOutput [1]: [cs_item_sk#4L]\nInput [5]: [cs_item_sk#4L, inv_date_sk#9L, d1_week_seq#12L, d2_date_sk#13L, d2_week_seq#14L]\n\n(67) HashAggregate\nInput [1]: [cs_item_sk#4L]\nKeys [1]: [cs_item_sk#4L]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#30L]\nResults [2]: [cs_item_sk#4L, count#31L]\n\n(68) Exchange\nInput [2]: [cs_item_sk#4L, count#31L]\nArguments: hashpartitioning(cs_item_sk#4L, 8), ENSURE_REQUIREMENTS, [plan_id=108]\n\n(69) HashAggregate\nInput [2]: [cs_item_sk#4L, count#31L]\nKeys [1]: [cs_item_sk#4L]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#29L]\nResults [2]: [cs_item_sk#4L, count(1)#29L AS n#18L]\n\n(70) AdaptiveSparkPlan\nOutput [2]: [cs_item_sk#4L, n#18L]\nArguments: isFinalPlan=true\n\n(71) OverwriteByExpression noop-table\nInput [2]: [cs_item_sk#4L, n#18L]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-12-01T16:48:24.602GMT",
  "duration" : 23396,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 5, 1, 6, 2, 7, 3, 4 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 55,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "280"
    } ],
    "desc" : "Range (0, 280, step=1, splits=2)"
  }, {
    "nodeId" : 54,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "280"
    } ],
    "desc" : "Filter isnotnull(cast((cast(id#15L as double) / 7.0) as bigint))"
  }, {
    "nodeId" : 53,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "Project [id#15L AS d2_date_sk#13L, cast((cast(id#15L as double) / 7.0) as bigint) AS d2_week_seq#14L]"
  }, {
    "nodeId" : 52,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n395 ms (193 ms, 202 ms, 202 ms (stage 0.0: task 0))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 51,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "280"
    }, {
      "name" : "records read",
      "value" : "280"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 KiB (547.0 B, 1632.0 B, 1961.0 B (stage 18.0: task 13))"
    }, {
      "name" : "local blocks read",
      "value" : "6"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n6.6 KiB (3.3 KiB, 3.3 KiB, 3.3 KiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n60 ms (24 ms, 35 ms, 35 ms (stage 0.0: task 1))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 18.0: task 14))"
    }, {
      "name" : "number of partitions",
      "value" : "8"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 KiB (2.0 KiB, 2.0 KiB, 2.0 KiB (stage 0.0: task 0))"
    } ],
    "desc" : "Exchange hashpartitioning(d2_date_sk#13L, d2_week_seq#14L, 8), ENSURE_REQUIREMENTS, [plan_id=203]"
  }, {
    "nodeId" : 50,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "3"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n4.2 KiB (555.0 B, 1687.0 B, 2030.0 B (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 49,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 12,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 18.0: task 14))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n24.2 MiB (8.1 MiB, 8.1 MiB, 8.1 MiB (stage 18.0: task 14))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 18.0: task 14))"
    } ],
    "desc" : "Sort [d2_date_sk#13L ASC NULLS FIRST, d2_week_seq#14L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 48,
    "nodeName" : "WholeStageCodegen (12)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 s (0 ms, 0 ms, 1.1 s (stage 18.0: task 15))"
    } ],
    "desc" : "WholeStageCodegen (12)"
  }, {
    "nodeId" : 47,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "280"
    } ],
    "desc" : "Range (0, 280, step=1, splits=2)"
  }, {
    "nodeId" : 46,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "280"
    } ],
    "desc" : "Filter isnotnull(cast((cast(id#0L as double) / 7.0) as bigint))"
  }, {
    "nodeId" : 45,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [id#0L AS d1_date_sk#11L, cast((cast(id#0L as double) / 7.0) as bigint) AS d1_week_seq#12L]"
  }, {
    "nodeId" : 44,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n75 ms (36 ms, 39 ms, 39 ms (stage 1.0: task 5))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 43,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "280"
    }, {
      "name" : "records read",
      "value" : "280"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n4.1 KiB (602.0 B, 1599.0 B, 1970.0 B (stage 11.0: task 11))"
    }, {
      "name" : "local blocks read",
      "value" : "6"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n6.6 KiB (3.3 KiB, 3.3 KiB, 3.3 KiB (stage 1.0: task 5))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n13 ms (1 ms, 12 ms, 12 ms (stage 1.0: task 4))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 11.0: task 10))"
    }, {
      "name" : "number of partitions",
      "value" : "8"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.1 KiB (2.0 KiB, 2.1 KiB, 2.1 KiB (stage 1.0: task 5))"
    } ],
    "desc" : "Exchange hashpartitioning(d1_date_sk#11L, 8), ENSURE_REQUIREMENTS, [plan_id=192]"
  }, {
    "nodeId" : 42,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "3"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n4.3 KiB (638.0 B, 1672.0 B, 2.0 KiB (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 41,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 9,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 11.0: task 10))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n24.2 MiB (8.1 MiB, 8.1 MiB, 8.1 MiB (stage 11.0: task 10))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 11.0: task 10))"
    } ],
    "desc" : "Sort [d1_date_sk#11L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 40,
    "nodeName" : "WholeStageCodegen (9)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 s (1.1 s, 5.6 s, 6.6 s (stage 11.0: task 11))"
    } ],
    "desc" : "WholeStageCodegen (9)"
  }, {
    "nodeId" : 39,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Range (0, 20000, step=1, splits=2)"
  }, {
    "nodeId" : 38,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20,000"
    } ],
    "desc" : "Filter ((isnotnull((id#7L % 500)) AND isnotnull((id#7L % 60))) AND isnotnull((cast((cast(id#7L as double) / 500.0) as bigint) * 7)))"
  }, {
    "nodeId" : 37,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [(id#7L % 500) AS inv_item_sk#8L, (cast((cast(id#7L as double) / 500.0) as bigint) * 7) AS inv_date_sk#9L, (id#7L % 60) AS inv_quantity_on_hand#10L]"
  }, {
    "nodeId" : 36,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n337 ms (164 ms, 173 ms, 173 ms (stage 3.0: task 3))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 35,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "20,000"
    }, {
      "name" : "records read",
      "value" : "20,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n208.1 KiB (80.0 KiB, 128.1 KiB, 128.1 KiB (stage 6.0: task 9))"
    }, {
      "name" : "local blocks read",
      "value" : "4"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n625.0 KiB (312.5 KiB, 312.5 KiB, 312.5 KiB (stage 3.0: task 2))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n23 ms (3 ms, 20 ms, 20 ms (stage 3.0: task 2))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 6.0: task 8))"
    }, {
      "name" : "number of partitions",
      "value" : "8"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n208.1 KiB (103.9 KiB, 104.1 KiB, 104.1 KiB (stage 3.0: task 2))"
    } ],
    "desc" : "Exchange hashpartitioning(inv_item_sk#8L, 8), ENSURE_REQUIREMENTS, [plan_id=181]"
  }, {
    "nodeId" : 34,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "2"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n219.2 KiB (83.4 KiB, 135.8 KiB, 135.8 KiB (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 33,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 6,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n20 ms (0 ms, 20 ms, 20 ms (stage 6.0: task 9))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n16.7 MiB (8.2 MiB, 8.5 MiB, 8.5 MiB (stage 6.0: task 9))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 8))"
    } ],
    "desc" : "Sort [inv_item_sk#8L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 32,
    "nodeName" : "WholeStageCodegen (6)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.0 s (2.1 s, 2.9 s, 2.9 s (stage 6.0: task 9))"
    } ],
    "desc" : "WholeStageCodegen (6)"
  }, {
    "nodeId" : 31,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "600,000"
    } ],
    "desc" : "Range (0, 600000, step=1, splits=2)"
  }, {
    "nodeId" : 30,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "600,000"
    } ],
    "desc" : "Filter ((isnotnull(((id#3L * 7919) % 500)) AND isnotnull((id#3L % 50))) AND isnotnull(((id#3L * 104729) % 280)))"
  }, {
    "nodeId" : 29,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [((id#3L * 7919) % 500) AS cs_item_sk#4L, ((id#3L * 104729) % 280) AS cs_sold_date_sk#5L, (id#3L % 50) AS cs_quantity#6L]"
  }, {
    "nodeId" : 28,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.6 s (787 ms, 863 ms, 863 ms (stage 2.0: task 6))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 27,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "600,000"
    }, {
      "name" : "records read",
      "value" : "600,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n5.6 MiB (2.2 MiB, 3.4 MiB, 3.4 MiB (stage 6.0: task 9))"
    }, {
      "name" : "local blocks read",
      "value" : "4"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n18.3 MiB (9.2 MiB, 9.2 MiB, 9.2 MiB (stage 2.0: task 7))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n49 ms (5 ms, 43 ms, 43 ms (stage 2.0: task 6))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 6.0: task 8))"
    }, {
      "name" : "number of partitions",
      "value" : "8"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n5.6 MiB (2.8 MiB, 2.8 MiB, 2.8 MiB (stage 2.0: task 7))"
    } ],
    "desc" : "Exchange hashpartitioning(cs_item_sk#4L, 8), ENSURE_REQUIREMENTS, [plan_id=174]"
  }, {
    "nodeId" : 26,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "2"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.8 MiB (2.3 MiB, 3.5 MiB, 3.5 MiB (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 25,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 5,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n128 ms (63 ms, 65 ms, 65 ms (stage 6.0: task 8))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n48.0 MiB (16.0 MiB, 32.0 MiB, 32.0 MiB (stage 6.0: task 9))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 8))"
    } ],
    "desc" : "Sort [cs_item_sk#4L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 24,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 s (2.2 s, 3.0 s, 3.0 s (stage 6.0: task 9))"
    } ],
    "desc" : "WholeStageCodegen (5)"
  }, {
    "nodeId" : 23,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 7,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "9,609,600"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 6.0: task 8))"
    } ],
    "desc" : "SortMergeJoin [cs_item_sk#4L], [inv_item_sk#8L], Inner, (inv_quantity_on_hand#10L < cs_quantity#6L)"
  }, {
    "nodeId" : 22,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 7,
    "metrics" : [ ],
    "desc" : "Project [cs_item_sk#4L, cs_sold_date_sk#5L, inv_date_sk#9L]"
  }, {
    "nodeId" : 21,
    "nodeName" : "WholeStageCodegen (7)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n4.9 s (2.0 s, 2.9 s, 2.9 s (stage 6.0: task 9))"
    } ],
    "desc" : "WholeStageCodegen (7)"
  }, {
    "nodeId" : 20,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "9,609,600"
    }, {
      "name" : "records read",
      "value" : "9,609,600"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n46.8 MiB (6.5 MiB, 18.5 MiB, 21.8 MiB (stage 11.0: task 11))"
    }, {
      "name" : "local blocks read",
      "value" : "6"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n293.3 MiB (106.7 MiB, 186.6 MiB, 186.6 MiB (stage 6.0: task 9))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n190 ms (86 ms, 103 ms, 103 ms (stage 6.0: task 8))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 11.0: task 10))"
    }, {
      "name" : "number of partitions",
      "value" : "8"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n46.8 MiB (17.0 MiB, 29.8 MiB, 29.8 MiB (stage 6.0: task 9))"
    } ],
    "desc" : "Exchange hashpartitioning(cs_sold_date_sk#5L, 8), ENSURE_REQUIREMENTS, [plan_id=484]"
  }, {
    "nodeId" : 19,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "3"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n49.3 MiB (6.9 MiB, 19.7 MiB, 22.7 MiB (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 18,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 8,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n89 ms (18 ms, 32 ms, 39 ms (stage 11.0: task 11))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n400.0 MiB (112.0 MiB, 144.0 MiB, 144.0 MiB (stage 11.0: task 10))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n240.0 MiB (0.0 B, 80.0 MiB, 160.0 MiB (stage 11.0: task 11))"
    } ],
    "desc" : "Sort [cs_sold_date_sk#5L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (8)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n13.4 s (1.1 s, 5.7 s, 6.6 s (stage 11.0: task 11))"
    } ],
    "desc" : "WholeStageCodegen (8)"
  }, {
    "nodeId" : 16,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 10,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "9,609,600"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 11.0: task 10))"
    } ],
    "desc" : "SortMergeJoin [cs_sold_date_sk#5L], [d1_date_sk#11L], Inner"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 10,
    "metrics" : [ ],
    "desc" : "Project [cs_item_sk#4L, inv_date_sk#9L, d1_week_seq#12L]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (10)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 s (1.0 s, 5.7 s, 6.6 s (stage 11.0: task 11))"
    } ],
    "desc" : "WholeStageCodegen (10)"
  }, {
    "nodeId" : 13,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "9,609,600"
    }, {
      "name" : "records read",
      "value" : "9,609,600"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n12.9 MiB (1625.1 KiB, 5.5 MiB, 5.8 MiB (stage 18.0: task 13))"
    }, {
      "name" : "local blocks read",
      "value" : "9"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n293.3 MiB (42.2 MiB, 111.9 MiB, 139.1 MiB (stage 11.0: task 11))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n95 ms (4 ms, 40 ms, 50 ms (stage 11.0: task 11))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 18.0: task 14))"
    }, {
      "name" : "number of partitions",
      "value" : "8"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n12.9 MiB (473.9 KiB, 4.8 MiB, 7.6 MiB (stage 11.0: task 11))"
    } ],
    "desc" : "Exchange hashpartitioning(inv_date_sk#9L, d1_week_seq#12L, 8), ENSURE_REQUIREMENTS, [plan_id=591]"
  }, {
    "nodeId" : 12,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "3"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "total (min, med, max (stageId: taskId))\n13.5 MiB (1712.8 KiB, 5.8 MiB, 6.1 MiB (driver))"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "2"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 11,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 11,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 s (389 ms, 1.0 s, 1.2 s (stage 18.0: task 13))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n416.0 MiB (80.0 MiB, 168.0 MiB, 168.0 MiB (stage 18.0: task 14))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n208.0 MiB (0.0 B, 104.0 MiB, 104.0 MiB (stage 18.0: task 14))"
    } ],
    "desc" : "Sort [inv_date_sk#9L ASC NULLS FIRST, d1_week_seq#12L ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (11)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n9.1 s (0 ms, 4.4 s, 4.8 s (stage 18.0: task 13))"
    } ],
    "desc" : "WholeStageCodegen (11)"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "wholeStageCodegenId" : 13,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "238,118"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 18.0: task 14))"
    } ],
    "desc" : "SortMergeJoin [inv_date_sk#9L, d1_week_seq#12L], [d2_date_sk#13L, d2_week_seq#14L], Inner"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 13,
    "metrics" : [ ],
    "desc" : "Project [cs_item_sk#4L]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 13,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.6 s (1.1 s, 4.0 s, 4.5 s (stage 18.0: task 13))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n768.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 18.0: task 14))"
    }, {
      "name" : "number of output rows",
      "value" : "948"
    } ],
    "desc" : "HashAggregate(keys=[cs_item_sk#4L], functions=[partial_count(1)])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (13)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n9.8 s (1.1 s, 4.1 s, 4.6 s (stage 18.0: task 13))"
    } ],
    "desc" : "WholeStageCodegen (13)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "948"
    }, {
      "name" : "records read",
      "value" : "948"
    }, {
      "name" : "local bytes read",
      "value" : "10.2 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "24"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n22.2 KiB (5.1 KiB, 8.4 KiB, 8.7 KiB (stage 18.0: task 13))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n20 ms (1 ms, 9 ms, 9 ms (stage 18.0: task 14))"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "number of partitions",
      "value" : "8"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n10.2 KiB (2.4 KiB, 3.8 KiB, 4.0 KiB (stage 18.0: task 13))"
    } ],
    "desc" : "Exchange hashpartitioning(cs_item_sk#4L, 8), ENSURE_REQUIREMENTS, [plan_id=673]"
  }, {
    "nodeId" : 4,
    "nodeName" : "AQEShuffleRead",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "number of empty partitions",
      "value" : "0"
    }, {
      "name" : "partition data size",
      "value" : "10.7 KiB"
    }, {
      "name" : "number of coalesced partitions",
      "value" : "1"
    } ],
    "desc" : "AQEShuffleRead coalesced"
  }, {
    "nodeId" : 3,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 14,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "10 ms"
    }, {
      "name" : "peak memory",
      "value" : "8.2 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "382"
    }, {
      "name" : "avg hash probes per key",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[cs_item_sk#4L], functions=[count(1)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (14)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "29 ms"
    } ],
    "desc" : "WholeStageCodegen (14)"
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
      "value" : "382"
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
    "fromId" : 11,
    "toId" : 9
  }, {
    "fromId" : 12,
    "toId" : 11
  }, {
    "fromId" : 13,
    "toId" : 12
  }, {
    "fromId" : 15,
    "toId" : 13
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
    "fromId" : 22,
    "toId" : 20
  }, {
    "fromId" : 23,
    "toId" : 22
  }, {
    "fromId" : 25,
    "toId" : 23
  }, {
    "fromId" : 26,
    "toId" : 25
  }, {
    "fromId" : 27,
    "toId" : 26
  }, {
    "fromId" : 29,
    "toId" : 27
  }, {
    "fromId" : 30,
    "toId" : 29
  }, {
    "fromId" : 31,
    "toId" : 30
  }, {
    "fromId" : 33,
    "toId" : 23
  }, {
    "fromId" : 34,
    "toId" : 33
  }, {
    "fromId" : 35,
    "toId" : 34
  }, {
    "fromId" : 37,
    "toId" : 35
  }, {
    "fromId" : 38,
    "toId" : 37
  }, {
    "fromId" : 39,
    "toId" : 38
  }, {
    "fromId" : 41,
    "toId" : 16
  }, {
    "fromId" : 42,
    "toId" : 41
  }, {
    "fromId" : 43,
    "toId" : 42
  }, {
    "fromId" : 45,
    "toId" : 43
  }, {
    "fromId" : 46,
    "toId" : 45
  }, {
    "fromId" : 47,
    "toId" : 46
  }, {
    "fromId" : 49,
    "toId" : 9
  }, {
    "fromId" : 50,
    "toId" : 49
  }, {
    "fromId" : 51,
    "toId" : 50
  }, {
    "fromId" : 53,
    "toId" : 51
  }, {
    "fromId" : 54,
    "toId" : 53
  }, {
    "fromId" : 55,
    "toId" : 54
  } ],
  "queryId" : "01a23281-e9ec-7970-8af1-b5391a25f3e9",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
