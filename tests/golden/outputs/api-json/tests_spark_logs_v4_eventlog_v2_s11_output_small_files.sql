[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "parquet at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (13)\n+- == Final Plan ==\n   ResultQueryStage (8), Statistics(sizeInBytes=8.0 EiB)\n   +- Execute InsertIntoHadoopFsRelationCommand (7)\n      +- WriteFiles (6)\n         +- * Sort (5)\n            +- ShuffleQueryStage (4), Statistics(sizeInBytes=6.1 MiB, rowCount=2.00E+5)\n               +- Exchange (3)\n                  +- * Project (2)\n                     +- * Range (1)\n+- == Initial Plan ==\n   Execute InsertIntoHadoopFsRelationCommand (12)\n   +- WriteFiles (11)\n      +- Sort (10)\n         +- Exchange (9)\n            +- Project (2)\n               +- Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 200000, step=1, splits=Some(2))\n\n(2) Project [codegen id : 1]\nOutput [3]: [id#0L, (id#0L % 5000) AS customer#1L, date_add(2024-01-01, cast((id#0L % 5) as int)) AS date#2]\nInput [1]: [id#0L]\n\n(3) Exchange\nInput [3]: [id#0L, customer#1L, date#2]\nArguments: hashpartitioning(customer#1L, 200), REPARTITION_BY_NUM, [plan_id=30]\n\n(4) ShuffleQueryStage\nOutput [3]: [id#0L, customer#1L, date#2]\nArguments: 0\n\n(5) Sort [codegen id : 2]\nInput [3]: [id#0L, customer#1L, date#2]\nArguments: [date#2 ASC NULLS FIRST], false, 0\n\n(6) WriteFiles\nInput [3]: [id#0L, customer#1L, date#2]\n\n(7) Execute InsertIntoHadoopFsRelationCommand\nInput: []\nArguments: file:/work/main/tests/spark/out/raw/s11_output_small_files/_scratch/out_table, false, [date#2], Parquet, [__partition_columns=[\"date\"], path=/work/main/tests/spark/out/raw/s11_output_small_files/_scratch/out_table], Overwrite, [id, customer, date]\n\n(8) ResultQueryStage\nOutput: []\nArguments: 1\n\n(9) Exchange\nInput [3]: [id#0L, customer#1L, date#2]\nArguments: hashpartitioning(customer#1L, 200), REPARTITION_BY_NUM, [plan_id=19]\n\n(10) Sort\nInput [3]: [id#0L, customer#1L, date#2]\nArguments: [date#2 ASC NULLS FIRST], false, 0\n\n(11) WriteFiles\nInput [3]: [id#0L, customer#1L, date#2]\n\n(12) Execute InsertIntoHadoopFsRelationCommand\nInput: []\nArguments: file:/work/main/tests/spark/out/raw/s11_output_small_files/_scratch/out_table, false, [date#2], Parquet, [__partition_columns=[\"date\"], path=/work/main/tests/spark/out/raw/s11_output_small_files/_scratch/out_table], Overwrite, [id, customer, date]\n\n(13) AdaptiveSparkPlan\nOutput: []\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2026-11-30T12:28:51.330GMT",
  "duration" : 94827,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 8,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "200,000"
    } ],
    "desc" : "Range (0, 200000, step=1, splits=2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [id#0L, (id#0L % 5000) AS customer#1L, date_add(2024-01-01, cast((id#0L % 5) as int)) AS date#2]"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n6.0 s (3.0 s, 3.0 s, 3.0 s (stage 0.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "200,000"
    }, {
      "name" : "records read",
      "value" : "200,000"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n1743.3 KiB (4.1 KiB, 8.7 KiB, 12.7 KiB (stage 2.0: task 73))"
    }, {
      "name" : "local blocks read",
      "value" : "400"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n6.1 MiB (3.1 MiB, 3.1 MiB, 3.1 MiB (stage 0.0: task 0))"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 s (492 ms, 574 ms, 574 ms (stage 0.0: task 1))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n9 ms (0 ms, 0 ms, 9 ms (stage 2.0: task 17))"
    }, {
      "name" : "number of partitions",
      "value" : "200"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1743.3 KiB (869.8 KiB, 873.6 KiB, 873.6 KiB (stage 0.0: task 1))"
    } ],
    "desc" : "Exchange hashpartitioning(customer#1L, 200), REPARTITION_BY_NUM, [plan_id=30]"
  }, {
    "nodeId" : 4,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n151 ms (0 ms, 0 ms, 43 ms (stage 2.0: task 3))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1612.5 MiB (8.1 MiB, 8.1 MiB, 8.1 MiB (stage 2.0: task 3))"
    }, {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 2.0: task 3))"
    } ],
    "desc" : "Sort [date#2 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.9 m (140 ms, 443 ms, 7.0 s (stage 2.0: task 2))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 2,
    "nodeName" : "WriteFiles",
    "metrics" : [ ],
    "desc" : "WriteFiles"
  }, {
    "nodeId" : 1,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "task commit time",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 s (0 ms, 5 ms, 81 ms (stage 2.0: task 2))"
    }, {
      "name" : "number of written files",
      "value" : "993"
    }, {
      "name" : "job commit time",
      "value" : "3.1 s"
    }, {
      "name" : "number of output rows",
      "value" : "200,000"
    }, {
      "name" : "number of dynamic part",
      "value" : "5"
    }, {
      "name" : "written output",
      "value" : "1755.9 KiB"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand file:/work/main/tests/spark/out/raw/s11_output_small_files/_scratch/out_table, false, [date#2], Parquet, [__partition_columns=[\"date\"], path=/work/main/tests/spark/out/raw/s11_output_small_files/_scratch/out_table], Overwrite, [id, customer, date]"
  }, {
    "nodeId" : 0,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  } ],
  "edges" : [ {
    "fromId" : 1,
    "toId" : 0
  }, {
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
  } ],
  "queryId" : "01a22c6d-ec30-76c2-a6de-f8397e1407bc",
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
