[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nCollectLimit (3)\n+- * Filter (2)\n   +- Scan text  (1)\n\n\n(1) Scan text \nOutput [1]: [value#2]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/ml-rec/input-data/airlinedelay/gz/2009.gz, ... 9 entries]\nReadSchema: struct<value:string>\n\n(2) Filter [codegen id : 1]\nInput [1]: [value#2]\nCondition : (length(trim(value#2, None)) > 0)\n\n(3) CollectLimit\nInput [1]: [value#2]\nArguments: 1\n\n",
  "submissionTime" : "2022-03-04T22:21:17.796GMT",
  "duration" : 4864,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 3,
    "nodeName" : "Scan text",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "2 ms"
    }, {
      "name" : "number of files read",
      "value" : "10"
    }, {
      "name" : "filesystem read data size",
      "value" : "7.6 KiB"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "7.6 KiB"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "124 ms"
    }, {
      "name" : "metadata time",
      "value" : "7 ms"
    }, {
      "name" : "size of files read",
      "value" : "1816.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "FileScan text [value#2] Batched: false, DataFilters: [(length(trim(value#2, None)) > 0)], Format: Text, Location: InMemoryFileIndex[s3://job-bank/ml-rec/input-data/airlinedelay/gz/2009.gz, s3://job-bank/ml-rec/i..., PartitionFilters: [], PushedFilters: [], ReadSchema: struct<value:string>"
  }, {
    "nodeId" : 2,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "Filter (length(trim(value#2, None)) > 0)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 0,
    "nodeName" : "CollectLimit",
    "metrics" : [ ],
    "desc" : "CollectLimit 1"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 2
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute CreateViewCommand (1)\n   +- CreateViewCommand (2)\n         +- Project (4)\n            +- LogicalRelation (3)\n\n\n(1) Execute CreateViewCommand\nOutput: []\n\n(2) CreateViewCommand\nArguments: `input`, false, true, LocalTempView\n\n(3) LogicalRelation\nArguments: csv, [FL_DATE#18, OP_CARRIER#19, OP_CARRIER_FL_NUM#20, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_TIME#24, DEP_DELAY#25, TAXI_OUT#26, WHEELS_OFF#27, WHEELS_ON#28, TAXI_IN#29, CRS_ARR_TIME#30, ARR_TIME#31, ARR_DELAY#32, CANCELLED#33, CANCELLATION_CODE#34, DIVERTED#35, CRS_ELAPSED_TIME#36, ACTUAL_ELAPSED_TIME#37, AIR_TIME#38, DISTANCE#39, CARRIER_DELAY#40, WEATHER_DELAY#41, ... 4 more fields], false\n\n(4) Project\nArguments: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\n\n",
  "submissionTime" : "2022-03-04T22:21:59.104GMT",
  "duration" : 10,
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
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute CreateViewCommand (1)\n   +- CreateViewCommand (2)\n         +- Project (4)\n            +- LogicalRelation (3)\n\n\n(1) Execute CreateViewCommand\nOutput: []\n\n(2) CreateViewCommand\nArguments: `input`, false, true, LocalTempView\n\n(3) LogicalRelation\nArguments: csv, [FL_DATE#18, OP_CARRIER#19, OP_CARRIER_FL_NUM#20, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_TIME#24, DEP_DELAY#25, TAXI_OUT#26, WHEELS_OFF#27, WHEELS_ON#28, TAXI_IN#29, CRS_ARR_TIME#30, ARR_TIME#31, ARR_DELAY#32, CANCELLED#33, CANCELLATION_CODE#34, DIVERTED#35, CRS_ELAPSED_TIME#36, ACTUAL_ELAPSED_TIME#37, AIR_TIME#38, DISTANCE#39, CARRIER_DELAY#40, WEATHER_DELAY#41, ... 4 more fields], false\n\n(4) Project\nArguments: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\n\n",
  "submissionTime" : "2022-03-04T22:21:59.135GMT",
  "duration" : 9,
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
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
}, {
  "id" : 3,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (9)\n+- == Final Plan ==\n   * HashAggregate (5)\n   +- ShuffleQueryStage (4)\n      +- Exchange (3)\n         +- * HashAggregate (2)\n            +- Scan csv  (1)\n+- == Initial Plan ==\n   HashAggregate (8)\n   +- Exchange (7)\n      +- HashAggregate (6)\n         +- Scan csv  (1)\n\n\n(1) Scan csv \nOutput: []\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/ml-rec/input-data/airlinedelay/gz]\nReadSchema: struct<>\n\n(2) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1) AS count#90L]\nAggregate Attributes [1]: [count#89L]\nResults [1]: [count#90L]\n\n(3) Exchange\nInput [1]: [count#90L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#94]\n\n(4) ShuffleQueryStage\nOutput [1]: [count#90L]\nArguments: 0, Statistics(sizeInBytes=160.0 B, rowCount=10, isRuntime=true)\n\n(5) HashAggregate [codegen id : 2]\nInput [1]: [count#90L]\nKeys: []\nFunctions [1]: [finalmerge_count(merge count#90L) AS count(1)#86L]\nAggregate Attributes [1]: [count(1)#86L]\nResults [1]: [count(1)#86L AS count#87L]\n\n(6) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1) AS count#90L]\nAggregate Attributes [1]: [count#89L]\nResults [1]: [count#90L]\n\n(7) Exchange\nInput [1]: [count#90L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#52]\n\n(8) HashAggregate\nInput [1]: [count#90L]\nKeys: []\nFunctions [1]: [finalmerge_count(merge count#90L) AS count(1)#86L]\nAggregate Attributes [1]: [count(1)#86L]\nResults [1]: [count(1)#86L AS count#87L]\n\n(9) AdaptiveSparkPlan\nOutput [1]: [count#87L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2022-03-04T22:21:59.413GMT",
  "duration" : 9538,
  "runningJobIds" : [ ],
  "successJobIds" : [ 2, 3 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 6,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "10"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (167.8 MiB, 176.5 MiB, 218.0 MiB (stage 2.0: task 11))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (167.8 MiB, 176.5 MiB, 218.0 MiB (stage 2.0: task 11))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n13.7 s (1.2 s, 1.4 s, 1.6 s (stage 2.0: task 11))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "1816.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "61,556,964"
    } ],
    "desc" : "FileScan csv [] Batched: false, DataFilters: [], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/ml-rec/input-data/airlinedelay/gz], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<>"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.3 m (6.9 s, 7.4 s, 8.9 s (stage 2.0: task 11))"
    }, {
      "name" : "number of output rows",
      "value" : "10"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1) AS count#90L])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.3 m (6.9 s, 7.5 s, 8.9 s (stage 2.0: task 11))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "10"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n43 ms (0 ms, 1 ms, 10 ms (stage 2.0: task 20))"
    }, {
      "name" : "records read",
      "value" : "10"
    }, {
      "name" : "local bytes read",
      "value" : "118.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "472.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "2"
    }, {
      "name" : "remote blocks read",
      "value" : "8"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n160.0 B (16.0 B, 16.0 B, 16.0 B (stage 2.0: task 19))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n590.0 B (59.0 B, 59.0 B, 59.0 B (stage 2.0: task 19))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [id=#94]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "14 ms"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[finalmerge_count(merge count#90L) AS count(1)#86L])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "14 ms"
    } ],
    "desc" : "WholeStageCodegen"
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
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 3,
  "modifiedConfigs" : { }
}, {
  "id" : 4,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nCollectLimit (3)\n+- * Project (2)\n   +- Scan csv  (1)\n\n\n(1) Scan csv \nOutput [6]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/ml-rec/input-data/airlinedelay/gz]\nReadSchema: struct<FL_DATE:string,OP_CARRIER:string,ORIGIN:string,DEST:string,CRS_DEP_TIME:double,DEP_DELAY:double>\n\n(2) Project [codegen id : 1]\nOutput [6]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, cast(CRS_DEP_TIME#23 as string) AS CRS_DEP_TIME#101, cast(DEP_DELAY#25 as string) AS DEP_DELAY#102]\nInput [6]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\n\n(3) CollectLimit\nInput [6]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#101, DEP_DELAY#102]\nArguments: 11\n\n",
  "submissionTime" : "2022-03-04T22:22:09.010GMT",
  "duration" : 293,
  "runningJobIds" : [ ],
  "successJobIds" : [ 4 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 3,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "10"
    }, {
      "name" : "filesystem read data size",
      "value" : "1616.0 B"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "1616.0 B"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "23 ms"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "1816.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "11"
    } ],
    "desc" : "FileScan csv [FL_DATE#18,OP_CARRIER#19,ORIGIN#21,DEST#22,CRS_DEP_TIME#23,DEP_DELAY#25] Batched: false, DataFilters: [], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/ml-rec/input-data/airlinedelay/gz], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<FL_DATE:string,OP_CARRIER:string,ORIGIN:string,DEST:string,CRS_DEP_TIME:double,DEP_DELAY:d..."
  }, {
    "nodeId" : 2,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, cast(CRS_DEP_TIME#23 as string) AS CRS_DEP_TIME#101, cast(DEP_DELAY#25 as string) AS DEP_DELAY#102]"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 0,
    "nodeName" : "CollectLimit",
    "metrics" : [ ],
    "desc" : "CollectLimit 11"
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
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute CreateViewCommand (1)\n   +- CreateViewCommand (2)\n         +- Window (8)\n            +- Project (7)\n               +- Deduplicate (6)\n                  +- Project (5)\n                     +- Project (4)\n                        +- LogicalRelation (3)\n\n\n(1) Execute CreateViewCommand\nOutput: []\n\n(2) CreateViewCommand\nArguments: `carriers`, false, true, LocalTempView\n\n(3) LogicalRelation\nArguments: csv, [FL_DATE#18, OP_CARRIER#19, OP_CARRIER_FL_NUM#20, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_TIME#24, DEP_DELAY#25, TAXI_OUT#26, WHEELS_OFF#27, WHEELS_ON#28, TAXI_IN#29, CRS_ARR_TIME#30, ARR_TIME#31, ARR_DELAY#32, CANCELLED#33, CANCELLATION_CODE#34, DIVERTED#35, CRS_ELAPSED_TIME#36, ACTUAL_ELAPSED_TIME#37, AIR_TIME#38, DISTANCE#39, CARRIER_DELAY#40, WEATHER_DELAY#41, ... 4 more fields], false\n\n(4) Project\nArguments: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\n\n(5) Project\nArguments: [OP_CARRIER#19]\n\n(6) Deduplicate\nArguments: [OP_CARRIER#19]\n\n(7) Project\nArguments: [OP_CARRIER#19]\n\n(8) Window\nArguments: [OP_CARRIER#19, row_number() windowspecdefinition(OP_CARRIER#19 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS carrier_id#123], [OP_CARRIER#19 ASC NULLS FIRST]\n\n",
  "submissionTime" : "2022-03-04T22:22:09.422GMT",
  "duration" : 2,
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
  "rootExecutionId" : 5,
  "modifiedConfigs" : { }
}, {
  "id" : 6,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (19)\n+- == Final Plan ==\n   TakeOrderedAndProject (11)\n   +- * RunningWindowFunction (10)\n      +- * Sort (9)\n         +- ShuffleQueryStage (8)\n            +- Exchange (7)\n               +- * HashAggregate (6)\n                  +- CustomShuffleReader (5)\n                     +- ShuffleQueryStage (4)\n                        +- Exchange (3)\n                           +- * HashAggregate (2)\n                              +- Scan csv  (1)\n+- == Initial Plan ==\n   TakeOrderedAndProject (18)\n   +- RunningWindowFunction (17)\n      +- Sort (16)\n         +- Exchange (15)\n            +- HashAggregate (14)\n               +- Exchange (13)\n                  +- HashAggregate (12)\n                     +- Scan csv  (1)\n\n\n(1) Scan csv \nOutput [1]: [OP_CARRIER#19]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/ml-rec/input-data/airlinedelay/gz]\nReadSchema: struct<OP_CARRIER:string>\n\n(2) HashAggregate [codegen id : 1]\nInput [1]: [OP_CARRIER#19]\nKeys [1]: [OP_CARRIER#19]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [OP_CARRIER#19]\n\n(3) Exchange\nInput [1]: [OP_CARRIER#19]\nArguments: hashpartitioning(OP_CARRIER#19, 200), ENSURE_REQUIREMENTS, [id=#223]\n\n(4) ShuffleQueryStage\nOutput [1]: [OP_CARRIER#19]\nArguments: 0, Statistics(sizeInBytes=3.6 KiB, rowCount=154, isRuntime=true)\n\n(5) CustomShuffleReader\nInput [1]: [OP_CARRIER#19]\nArguments: coalesced\n\n(6) HashAggregate [codegen id : 2]\nInput [1]: [OP_CARRIER#19]\nKeys [1]: [OP_CARRIER#19]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [OP_CARRIER#19]\n\n(7) Exchange\nInput [1]: [OP_CARRIER#19]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#273]\n\n(8) ShuffleQueryStage\nOutput [1]: [OP_CARRIER#19]\nArguments: 1, Statistics(sizeInBytes=552.0 B, rowCount=23, isRuntime=true)\n\n(9) Sort [codegen id : 3]\nInput [1]: [OP_CARRIER#19]\nArguments: [OP_CARRIER#19 ASC NULLS FIRST], false, 0\n\n(10) RunningWindowFunction [codegen id : 3]\nInput [1]: [OP_CARRIER#19]\nArguments: [OP_CARRIER#19, row_number() windowspecdefinition(OP_CARRIER#19 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS carrier_id#123], [OP_CARRIER#19 ASC NULLS FIRST], false\n\n(11) TakeOrderedAndProject\nInput [2]: [OP_CARRIER#19, carrier_id#123]\nArguments: 21, [OP_CARRIER#19 ASC NULLS FIRST], [OP_CARRIER#19, cast(carrier_id#123 as string) AS carrier_id#130]\n\n(12) HashAggregate\nInput [1]: [OP_CARRIER#19]\nKeys [1]: [OP_CARRIER#19]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [OP_CARRIER#19]\n\n(13) Exchange\nInput [1]: [OP_CARRIER#19]\nArguments: hashpartitioning(OP_CARRIER#19, 200), ENSURE_REQUIREMENTS, [id=#161]\n\n(14) HashAggregate\nInput [1]: [OP_CARRIER#19]\nKeys [1]: [OP_CARRIER#19]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [OP_CARRIER#19]\n\n(15) Exchange\nInput [1]: [OP_CARRIER#19]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#164]\n\n(16) Sort\nInput [1]: [OP_CARRIER#19]\nArguments: [OP_CARRIER#19 ASC NULLS FIRST], false, 0\n\n(17) RunningWindowFunction\nInput [1]: [OP_CARRIER#19]\nArguments: [OP_CARRIER#19, row_number() windowspecdefinition(OP_CARRIER#19 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS carrier_id#123], [OP_CARRIER#19 ASC NULLS FIRST], false\n\n(18) TakeOrderedAndProject\nInput [2]: [OP_CARRIER#19, carrier_id#123]\nArguments: 21, [OP_CARRIER#19 ASC NULLS FIRST], [OP_CARRIER#19, cast(carrier_id#123 as string) AS carrier_id#130]\n\n(19) AdaptiveSparkPlan\nOutput [2]: [OP_CARRIER#19, carrier_id#130]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2022-03-04T22:22:09.683GMT",
  "duration" : 17403,
  "runningJobIds" : [ ],
  "successJobIds" : [ 5, 6, 7 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 12,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "10"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (167.8 MiB, 176.5 MiB, 218.0 MiB (stage 6.0: task 23))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (167.8 MiB, 176.5 MiB, 218.0 MiB (stage 6.0: task 23))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n13.8 s (1.2 s, 1.3 s, 2.2 s (stage 6.0: task 23))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "1816.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "61,556,964"
    } ],
    "desc" : "FileScan csv [OP_CARRIER#19] Batched: false, DataFilters: [], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/ml-rec/input-data/airlinedelay/gz], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<OP_CARRIER:string>"
  }, {
    "nodeId" : 11,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n2.2 m (11.9 s, 12.9 s, 16.1 s (stage 6.0: task 23))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n642.5 MiB (64.3 MiB, 64.3 MiB, 64.3 MiB (stage 6.0: task 32))"
    }, {
      "name" : "number of output rows",
      "value" : "154"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(100, 100, 100 (stage 6.0: task 32))"
    } ],
    "desc" : "HashAggregate(keys=[OP_CARRIER#19], functions=[])"
  }, {
    "nodeId" : 10,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.2 m (12.0 s, 13.0 s, 16.2 s (stage 6.0: task 23))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 9,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "154"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n85 ms (4 ms, 6 ms, 13 ms (stage 6.0: task 31))"
    }, {
      "name" : "records read",
      "value" : "154"
    }, {
      "name" : "local bytes read",
      "value" : "3.0 KiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "7.1 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "3"
    }, {
      "name" : "remote blocks read",
      "value" : "7"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.6 KiB (288.0 B, 384.0 B, 456.0 B (stage 6.0: task 26))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n10.1 KiB (816.0 B, 1028.0 B, 1232.0 B (stage 6.0: task 26))"
    } ],
    "desc" : "Exchange hashpartitioning(OP_CARRIER#19, 200), ENSURE_REQUIREMENTS, [id=#223]"
  }, {
    "nodeId" : 8,
    "nodeName" : "CustomShuffleReader",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "10.6 KiB"
    } ],
    "desc" : "CustomShuffleReader coalesced"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "16 ms"
    }, {
      "name" : "peak memory",
      "value" : "64.3 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "100"
    } ],
    "desc" : "HashAggregate(keys=[OP_CARRIER#19], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "22 ms"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23"
    }, {
      "name" : "shuffle write time",
      "value" : "0 ms"
    }, {
      "name" : "records read",
      "value" : "23"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "264.0 B"
    }, {
      "name" : "remote blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "552.0 B"
    }, {
      "name" : "shuffle bytes written",
      "value" : "264.0 B"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [id=#273]"
  }, {
    "nodeId" : 4,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "spill size",
      "value" : "0.0 B"
    }, {
      "name" : "cumulative time",
      "value" : "17 ms"
    }, {
      "name" : "peak memory",
      "value" : "64.1 MiB"
    }, {
      "name" : "num prefix comparisons",
      "value" : "75"
    }, {
      "name" : "sort time",
      "value" : "2 ms"
    }, {
      "name" : "spill write time",
      "value" : "0 ms"
    } ],
    "desc" : "Sort [OP_CARRIER#19 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 3,
    "nodeName" : "RunningWindowFunction",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "RunningWindowFunction [OP_CARRIER#19, row_number() windowspecdefinition(OP_CARRIER#19 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS carrier_id#123], [OP_CARRIER#19 ASC NULLS FIRST], false"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "73 ms"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 1,
    "nodeName" : "TakeOrderedAndProject",
    "metrics" : [ ],
    "desc" : "TakeOrderedAndProject(limit=21, orderBy=[OP_CARRIER#19 ASC NULLS FIRST], output=[OP_CARRIER#19,carrier_id#130])"
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
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 6,
  "modifiedConfigs" : { }
}, {
  "id" : 7,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute CreateViewCommand (1)\n   +- CreateViewCommand (2)\n         +- Window (10)\n            +- Project (9)\n               +- Deduplicate (8)\n                  +- Union (7)\n                     :- Project (5)\n                     :  +- Project (4)\n                     :     +- LogicalRelation (3)\n                     +- Project (6)\n                        +- Project (4)\n                           +- LogicalRelation (3)\n\n\n(1) Execute CreateViewCommand\nOutput: []\n\n(2) CreateViewCommand\nArguments: `airports`, false, true, LocalTempView\n\n(3) LogicalRelation\nArguments: csv, [FL_DATE#18, OP_CARRIER#19, OP_CARRIER_FL_NUM#20, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_TIME#24, DEP_DELAY#25, TAXI_OUT#26, WHEELS_OFF#27, WHEELS_ON#28, TAXI_IN#29, CRS_ARR_TIME#30, ARR_TIME#31, ARR_DELAY#32, CANCELLED#33, CANCELLATION_CODE#34, DIVERTED#35, CRS_ELAPSED_TIME#36, ACTUAL_ELAPSED_TIME#37, AIR_TIME#38, DISTANCE#39, CARRIER_DELAY#40, WEATHER_DELAY#41, ... 4 more fields], false\n\n(4) Project\nArguments: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\n\n(5) Project\nArguments: [ORIGIN#21 AS airport#144]\n\n(6) Project\nArguments: [DEST#22 AS airport#146]\n\n(7) Union\nArguments: false, false\n\n(8) Deduplicate\nArguments: [airport#144]\n\n(9) Project\nArguments: [airport#144]\n\n(10) Window\nArguments: [airport#144, row_number() windowspecdefinition(airport#144 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS airport_id#149], [airport#144 ASC NULLS FIRST]\n\n",
  "submissionTime" : "2022-03-04T22:22:27.180GMT",
  "duration" : 0,
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
  "rootExecutionId" : 7,
  "modifiedConfigs" : { }
}, {
  "id" : 8,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (28)\n+- == Final Plan ==\n   * GlobalLimit (16)\n   +- * LocalLimit (15)\n      +- Window (14)\n         +- Sort (13)\n            +- ShuffleQueryStage (12)\n               +- Exchange (11)\n                  +- * HashAggregate (10)\n                     +- CustomShuffleReader (9)\n                        +- ShuffleQueryStage (8)\n                           +- Exchange (7)\n                              +- * HashAggregate (6)\n                                 +- Union (5)\n                                    :- * Project (2)\n                                    :  +- Scan csv  (1)\n                                    +- * Project (4)\n                                       +- Scan csv  (3)\n+- == Initial Plan ==\n   GlobalLimit (27)\n   +- LocalLimit (26)\n      +- Window (25)\n         +- Sort (24)\n            +- Exchange (23)\n               +- HashAggregate (22)\n                  +- Exchange (21)\n                     +- HashAggregate (20)\n                        +- Union (19)\n                           :- Project (17)\n                           :  +- Scan csv  (1)\n                           +- Project (18)\n                              +- Scan csv  (3)\n\n\n(1) Scan csv \nOutput [1]: [ORIGIN#21]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/ml-rec/input-data/airlinedelay/gz]\nReadSchema: struct<ORIGIN:string>\n\n(2) Project [codegen id : 1]\nOutput [1]: [ORIGIN#21 AS airport#144]\nInput [1]: [ORIGIN#21]\n\n(3) Scan csv \nOutput [1]: [DEST#22]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/ml-rec/input-data/airlinedelay/gz]\nReadSchema: struct<DEST:string>\n\n(4) Project [codegen id : 2]\nOutput [1]: [DEST#22 AS airport#146]\nInput [1]: [DEST#22]\n\n(5) Union\n\n(6) HashAggregate [codegen id : 3]\nInput [1]: [airport#144]\nKeys [1]: [airport#144]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [airport#144]\n\n(7) Exchange\nInput [1]: [airport#144]\nArguments: hashpartitioning(airport#144, 200), ENSURE_REQUIREMENTS, [id=#438]\n\n(8) ShuffleQueryStage\nOutput [1]: [airport#144]\nArguments: 0, Statistics(sizeInBytes=148.5 KiB, rowCount=6.34E+3, isRuntime=true)\n\n(9) CustomShuffleReader\nInput [1]: [airport#144]\nArguments: coalesced\n\n(10) HashAggregate [codegen id : 4]\nInput [1]: [airport#144]\nKeys [1]: [airport#144]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [airport#144]\n\n(11) Exchange\nInput [1]: [airport#144]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#501]\n\n(12) ShuffleQueryStage\nOutput [1]: [airport#144]\nArguments: 1, Statistics(sizeInBytes=8.9 KiB, rowCount=381, isRuntime=true)\n\n(13) Sort\nInput [1]: [airport#144]\nArguments: [airport#144 ASC NULLS FIRST], false, 0\n\n(14) Window\nInput [1]: [airport#144]\nArguments: [airport#144, cast(row_number() windowspecdefinition(airport#144 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) as string) AS airport_id#156], [airport#144 ASC NULLS FIRST], 21\n\n(15) LocalLimit [codegen id : 5]\nInput [2]: [airport#144, airport_id#156]\nArguments: 21\n\n(16) GlobalLimit [codegen id : 5]\nInput [2]: [airport#144, airport_id#156]\nArguments: 21\n\n(17) Project\nOutput [1]: [ORIGIN#21 AS airport#144]\nInput [1]: [ORIGIN#21]\n\n(18) Project\nOutput [1]: [DEST#22 AS airport#146]\nInput [1]: [DEST#22]\n\n(19) Union\n\n(20) HashAggregate\nInput [1]: [airport#144]\nKeys [1]: [airport#144]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [airport#144]\n\n(21) Exchange\nInput [1]: [airport#144]\nArguments: hashpartitioning(airport#144, 200), ENSURE_REQUIREMENTS, [id=#341]\n\n(22) HashAggregate\nInput [1]: [airport#144]\nKeys [1]: [airport#144]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [airport#144]\n\n(23) Exchange\nInput [1]: [airport#144]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#344]\n\n(24) Sort\nInput [1]: [airport#144]\nArguments: [airport#144 ASC NULLS FIRST], false, 0\n\n(25) Window\nInput [1]: [airport#144]\nArguments: [airport#144, cast(row_number() windowspecdefinition(airport#144 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) as string) AS airport_id#156], [airport#144 ASC NULLS FIRST], 21\n\n(26) LocalLimit\nInput [2]: [airport#144, airport_id#156]\nArguments: 21\n\n(27) GlobalLimit\nInput [2]: [airport#144, airport_id#156]\nArguments: 21\n\n(28) AdaptiveSparkPlan\nOutput [2]: [airport#144, airport_id#156]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2022-03-04T22:22:27.307GMT",
  "duration" : 17454,
  "runningJobIds" : [ ],
  "successJobIds" : [ 8, 9, 10 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "10"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (0.0 B, 167.8 MiB, 218.0 MiB (stage 12.0: task 45))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (0.0 B, 167.8 MiB, 218.0 MiB (stage 12.0: task 45))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n14.0 s (0 ms, 1.2 s, 1.7 s (stage 12.0: task 45))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "1816.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "61,556,964"
    } ],
    "desc" : "FileScan csv [DEST#22] Batched: false, DataFilters: [], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/ml-rec/input-data/airlinedelay/gz], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<DEST:string>"
  }, {
    "nodeId" : 18,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [DEST#22 AS airport#146]"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (0 ms, 12.7 s, 15.8 s (stage 12.0: task 45))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "10"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (0.0 B, 167.8 MiB, 218.0 MiB (stage 12.0: task 35))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (0.0 B, 167.8 MiB, 218.0 MiB (stage 12.0: task 35))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n13.4 s (0 ms, 1.2 s, 1.6 s (stage 12.0: task 35))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "1816.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "61,556,964"
    } ],
    "desc" : "FileScan csv [ORIGIN#21] Batched: false, DataFilters: [], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/ml-rec/input-data/airlinedelay/gz], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<ORIGIN:string>"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [ORIGIN#21 AS airport#144]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (0 ms, 12.3 s, 16.6 s (stage 12.0: task 35))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 13,
    "nodeName" : "Union",
    "metrics" : [ ],
    "desc" : "Union"
  }, {
    "nodeId" : 12,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 m (12.3 s, 13.5 s, 16.6 s (stage 12.0: task 35))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1285.0 MiB (64.3 MiB, 64.3 MiB, 64.3 MiB (stage 12.0: task 44))"
    }, {
      "name" : "number of output rows",
      "value" : "6,337"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(100, 100, 100.7 (stage 12.0: task 54))"
    } ],
    "desc" : "HashAggregate(keys=[airport#144], functions=[])"
  }, {
    "nodeId" : 11,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 m (12.3 s, 13.5 s, 16.6 s (stage 12.0: task 35))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 10,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "6,337"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n317 ms (11 ms, 15 ms, 23 ms (stage 12.0: task 41))"
    }, {
      "name" : "records read",
      "value" : "6,337"
    }, {
      "name" : "local bytes read",
      "value" : "58.7 KiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "174.2 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "5"
    }, {
      "name" : "remote blocks read",
      "value" : "15"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n148.5 KiB (6.9 KiB, 7.5 KiB, 8.4 KiB (stage 12.0: task 45))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n232.9 KiB (11.2 KiB, 11.7 KiB, 12.5 KiB (stage 12.0: task 35))"
    } ],
    "desc" : "Exchange hashpartitioning(airport#144, 200), ENSURE_REQUIREMENTS, [id=#438]"
  }, {
    "nodeId" : 9,
    "nodeName" : "CustomShuffleReader",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "246.1 KiB"
    } ],
    "desc" : "CustomShuffleReader coalesced"
  }, {
    "nodeId" : 8,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "15 ms"
    }, {
      "name" : "peak memory",
      "value" : "64.3 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "381"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "100.7"
    } ],
    "desc" : "HashAggregate(keys=[airport#144], functions=[])"
  }, {
    "nodeId" : 7,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "20 ms"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 6,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "381"
    }, {
      "name" : "shuffle write time",
      "value" : "0 ms"
    }, {
      "name" : "records read",
      "value" : "381"
    }, {
      "name" : "local bytes read",
      "value" : "2.2 KiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "8.9 KiB"
    }, {
      "name" : "shuffle bytes written",
      "value" : "2.2 KiB"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [id=#501]"
  }, {
    "nodeId" : 5,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "0.0 B"
    }, {
      "name" : "cumulative time",
      "value" : "76 ms"
    }, {
      "name" : "peak memory",
      "value" : "64.1 MiB"
    }, {
      "name" : "num prefix comparisons",
      "value" : "2,773"
    }, {
      "name" : "sort time",
      "value" : "4 ms"
    }, {
      "name" : "spill write time",
      "value" : "0 ms"
    } ],
    "desc" : "Sort [airport#144 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 4,
    "nodeName" : "Window",
    "metrics" : [ ],
    "desc" : "Window [airport#144, cast(row_number() windowspecdefinition(airport#144 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) as string) AS airport_id#156], [airport#144 ASC NULLS FIRST], 21"
  }, {
    "nodeId" : 3,
    "nodeName" : "LocalLimit",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "LocalLimit 21"
  }, {
    "nodeId" : 2,
    "nodeName" : "GlobalLimit",
    "wholeStageCodegenId" : 5,
    "metrics" : [ ],
    "desc" : "GlobalLimit 21"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (5)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "2 ms"
    } ],
    "desc" : "WholeStageCodegen"
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
    "fromId" : 4,
    "toId" : 3
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
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 12,
    "toId" : 10
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
    "toId" : 13
  }, {
    "fromId" : 19,
    "toId" : 18
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 8,
  "modifiedConfigs" : { }
}, {
  "id" : 9,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nCollectLimit (93)\n+- AdaptiveSparkPlan (92)\n   +- == Final Plan ==\n      * Project (43)\n      +- * BroadcastHashJoin Inner BuildRight (42)\n         :- * Project (28)\n         :  +- * BroadcastHashJoin Inner BuildRight (27)\n         :     :- * Project (24)\n         :     :  +- * BroadcastHashJoin Inner BuildRight (23)\n         :     :     :- CustomShuffleReader (5)\n         :     :     :  +- ShuffleQueryStage (4)\n         :     :     :     +- Exchange (3)\n         :     :     :        +- * Filter (2)\n         :     :     :           +- Scan csv  (1)\n         :     :     +- BroadcastQueryStage (22)\n         :     :        +- BroadcastExchange (21)\n         :     :           +- * Filter (20)\n         :     :              +- * RunningWindowFunction (19)\n         :     :                 +- * Sort (18)\n         :     :                    +- ShuffleQueryStage (17)\n         :     :                       +- Exchange (16)\n         :     :                          +- * HashAggregate (15)\n         :     :                             +- CustomShuffleReader (14)\n         :     :                                +- ShuffleQueryStage (13)\n         :     :                                   +- Exchange (12)\n         :     :                                      +- * HashAggregate (11)\n         :     :                                         +- Union (10)\n         :     :                                            :- * Project (7)\n         :     :                                            :  +- Scan csv  (6)\n         :     :                                            +- * Project (9)\n         :     :                                               +- Scan csv  (8)\n         :     +- BroadcastQueryStage (26)\n         :        +- ReusedExchange (25)\n         +- BroadcastQueryStage (41)\n            +- BroadcastExchange (40)\n               +- * Filter (39)\n                  +- * RunningWindowFunction (38)\n                     +- * Sort (37)\n                        +- ShuffleQueryStage (36)\n                           +- Exchange (35)\n                              +- * HashAggregate (34)\n                                 +- CustomShuffleReader (33)\n                                    +- ShuffleQueryStage (32)\n                                       +- Exchange (31)\n                                          +- * HashAggregate (30)\n                                             +- Scan csv  (29)\n   +- == Initial Plan ==\n      Project (91)\n      +- SortMergeJoin Inner (90)\n         :- Sort (80)\n         :  +- Exchange (79)\n         :     +- Project (78)\n         :        +- SortMergeJoin Inner (77)\n         :           :- Sort (62)\n         :           :  +- Exchange (61)\n         :           :     +- Project (60)\n         :           :        +- SortMergeJoin Inner (59)\n         :           :           :- Sort (46)\n         :           :           :  +- Exchange (45)\n         :           :           :     +- Filter (44)\n         :           :           :        +- Scan csv  (1)\n         :           :           +- Sort (58)\n         :           :              +- Exchange (57)\n         :           :                 +- Filter (56)\n         :           :                    +- RunningWindowFunction (55)\n         :           :                       +- Sort (54)\n         :           :                          +- Exchange (53)\n         :           :                             +- HashAggregate (52)\n         :           :                                +- Exchange (51)\n         :           :                                   +- HashAggregate (50)\n         :           :                                      +- Union (49)\n         :           :                                         :- Project (47)\n         :           :                                         :  +- Scan csv  (6)\n         :           :                                         +- Project (48)\n         :           :                                            +- Scan csv  (8)\n         :           +- Sort (76)\n         :              +- Exchange (75)\n         :                 +- Filter (74)\n         :                    +- RunningWindowFunction (73)\n         :                       +- Sort (72)\n         :                          +- Exchange (71)\n         :                             +- HashAggregate (70)\n         :                                +- Exchange (69)\n         :                                   +- HashAggregate (68)\n         :                                      +- Union (67)\n         :                                         :- Project (64)\n         :                                         :  +- Scan csv  (63)\n         :                                         +- Project (66)\n         :                                            +- Scan csv  (65)\n         +- Sort (89)\n            +- Exchange (88)\n               +- Filter (87)\n                  +- RunningWindowFunction (86)\n                     +- Sort (85)\n                        +- Exchange (84)\n                           +- HashAggregate (83)\n                              +- Exchange (82)\n                                 +- HashAggregate (81)\n                                    +- Scan csv  (29)\n\n\n(1) Scan csv \nOutput [6]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/ml-rec/input-data/airlinedelay/gz]\nPushedFilters: [IsNotNull(ORIGIN), IsNotNull(DEST), IsNotNull(OP_CARRIER)]\nReadSchema: struct<FL_DATE:string,OP_CARRIER:string,ORIGIN:string,DEST:string,CRS_DEP_TIME:double,DEP_DELAY:double>\n\n(2) Filter [codegen id : 1]\nInput [6]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\nCondition : ((isnotnull(ORIGIN#21) AND isnotnull(DEST#22)) AND isnotnull(OP_CARRIER#19))\n\n(3) Exchange\nInput [6]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\nArguments: hashpartitioning(ORIGIN#21, 200), ENSURE_REQUIREMENTS, [id=#1046]\n\n(4) ShuffleQueryStage\nOutput [6]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\nArguments: 0, Statistics(sizeInBytes=5.5 GiB, rowCount=6.16E+7, isRuntime=true)\n\n(5) CustomShuffleReader\nInput [6]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\nArguments: local\n\n(6) Scan csv \nOutput [1]: [ORIGIN#21]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/ml-rec/input-data/airlinedelay/gz]\nReadSchema: struct<ORIGIN:string>\n\n(7) Project [codegen id : 2]\nOutput [1]: [ORIGIN#21 AS airport#144]\nInput [1]: [ORIGIN#21]\n\n(8) Scan csv \nOutput [1]: [DEST#22]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/ml-rec/input-data/airlinedelay/gz]\nReadSchema: struct<DEST:string>\n\n(9) Project [codegen id : 3]\nOutput [1]: [DEST#22 AS airport#146]\nInput [1]: [DEST#22]\n\n(10) Union\n\n(11) HashAggregate [codegen id : 4]\nInput [1]: [airport#144]\nKeys [1]: [airport#144]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [airport#144]\n\n(12) Exchange\nInput [1]: [airport#144]\nArguments: hashpartitioning(airport#144, 200), ENSURE_REQUIREMENTS, [id=#1066]\n\n(13) ShuffleQueryStage\nOutput [1]: [airport#144]\nArguments: 1, Statistics(sizeInBytes=148.5 KiB, rowCount=6.34E+3, isRuntime=true)\n\n(14) CustomShuffleReader\nInput [1]: [airport#144]\nArguments: coalesced\n\n(15) HashAggregate [codegen id : 11]\nInput [1]: [airport#144]\nKeys [1]: [airport#144]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [airport#144]\n\n(16) Exchange\nInput [1]: [airport#144]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#1834]\n\n(17) ShuffleQueryStage\nOutput [1]: [airport#144]\nArguments: 7, Statistics(sizeInBytes=8.9 KiB, rowCount=381, isRuntime=true)\n\n(18) Sort [codegen id : 13]\nInput [1]: [airport#144]\nArguments: [airport#144 ASC NULLS FIRST], false, 0\n\n(19) RunningWindowFunction [codegen id : 13]\nInput [1]: [airport#144]\nArguments: [airport#144, row_number() windowspecdefinition(airport#144 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS airport_id#149], [airport#144 ASC NULLS FIRST], false\n\n(20) Filter [codegen id : 13]\nInput [2]: [airport#144, airport_id#149]\nCondition : isnotnull(airport#144)\n\n(21) BroadcastExchange\nInput [2]: [airport#144, airport_id#149]\nArguments: HashedRelationBroadcastMode(ArrayBuffer(input[0, string, false]),false), [id=#2105]\n\n(22) BroadcastQueryStage\nOutput [2]: [airport#144, airport_id#149]\nArguments: 10, Statistics(sizeInBytes=4.0 MiB, rowCount=381, isRuntime=true)\n\n(23) BroadcastHashJoin [codegen id : 15]\nLeft keys [1]: [ORIGIN#21]\nRight keys [1]: [airport#144]\nJoin condition: None\n\n(24) Project [codegen id : 15]\nOutput [6]: [FL_DATE#18, OP_CARRIER#19, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149]\nInput [8]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25, airport#144, airport_id#149]\n\n(25) ReusedExchange [Reuses operator id: 21]\nOutput [2]: [airport#178, airport_id#177]\n\n(26) BroadcastQueryStage\nOutput [2]: [airport#178, airport_id#177]\nArguments: 12, Statistics(sizeInBytes=4.0 MiB, rowCount=381, isRuntime=true)\n\n(27) BroadcastHashJoin [codegen id : 15]\nLeft keys [1]: [DEST#22]\nRight keys [1]: [airport#178]\nJoin condition: None\n\n(28) Project [codegen id : 15]\nOutput [6]: [FL_DATE#18, OP_CARRIER#19, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149, airport_id#177]\nInput [8]: [FL_DATE#18, OP_CARRIER#19, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149, airport#178, airport_id#177]\n\n(29) Scan csv \nOutput [1]: [OP_CARRIER#180]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/ml-rec/input-data/airlinedelay/gz]\nReadSchema: struct<OP_CARRIER:string>\n\n(30) HashAggregate [codegen id : 8]\nInput [1]: [OP_CARRIER#180]\nKeys [1]: [OP_CARRIER#180]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [OP_CARRIER#180]\n\n(31) Exchange\nInput [1]: [OP_CARRIER#180]\nArguments: hashpartitioning(OP_CARRIER#180, 200), ENSURE_REQUIREMENTS, [id=#1142]\n\n(32) ShuffleQueryStage\nOutput [1]: [OP_CARRIER#180]\nArguments: 4, Statistics(sizeInBytes=3.6 KiB, rowCount=154, isRuntime=true)\n\n(33) CustomShuffleReader\nInput [1]: [OP_CARRIER#180]\nArguments: coalesced\n\n(34) HashAggregate [codegen id : 9]\nInput [1]: [OP_CARRIER#180]\nKeys [1]: [OP_CARRIER#180]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [OP_CARRIER#180]\n\n(35) Exchange\nInput [1]: [OP_CARRIER#180]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#1458]\n\n(36) ShuffleQueryStage\nOutput [1]: [OP_CARRIER#180]\nArguments: 5, Statistics(sizeInBytes=552.0 B, rowCount=23, isRuntime=true)\n\n(37) Sort [codegen id : 10]\nInput [1]: [OP_CARRIER#180]\nArguments: [OP_CARRIER#180 ASC NULLS FIRST], false, 0\n\n(38) RunningWindowFunction [codegen id : 10]\nInput [1]: [OP_CARRIER#180]\nArguments: [OP_CARRIER#180, row_number() windowspecdefinition(OP_CARRIER#180 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS carrier_id#123], [OP_CARRIER#180 ASC NULLS FIRST], false\n\n(39) Filter [codegen id : 10]\nInput [2]: [OP_CARRIER#180, carrier_id#123]\nCondition : isnotnull(OP_CARRIER#180)\n\n(40) BroadcastExchange\nInput [2]: [OP_CARRIER#180, carrier_id#123]\nArguments: HashedRelationBroadcastMode(ArrayBuffer(input[0, string, false]),false), [id=#1676]\n\n(41) BroadcastQueryStage\nOutput [2]: [OP_CARRIER#180, carrier_id#123]\nArguments: 6, Statistics(sizeInBytes=4.0 MiB, rowCount=23, isRuntime=true)\n\n(42) BroadcastHashJoin [codegen id : 15]\nLeft keys [1]: [OP_CARRIER#19]\nRight keys [1]: [OP_CARRIER#180]\nJoin condition: AtLeastNNulls(n, month(cast(FL_DATE#18 as date)),dayofmonth(cast(FL_DATE#18 as date)),dayofweek(cast(FL_DATE#18 as date)),carrier_id#123,airport_id#149,airport_id#177,CRS_DEP_TIME#23,DEP_DELAY#25)\n\n(43) Project [codegen id : 15]\nOutput [8]: [cast(month(cast(FL_DATE#18 as date)) as string) AS month#231, cast(dayofmonth(cast(FL_DATE#18 as date)) as string) AS day_of_month#232, cast(dayofweek(cast(FL_DATE#18 as date)) as string) AS day_of_week#233, cast(carrier_id#123 as string) AS OP_CARRIER#234, cast(airport_id#149 as string) AS ORIGIN#235, cast(airport_id#177 as string) AS DEST#236, cast(CRS_DEP_TIME#23 as string) AS CRS_DEP_TIME#237, cast(DEP_DELAY#25 as string) AS DEP_DELAY#238]\nInput [8]: [FL_DATE#18, OP_CARRIER#19, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149, airport_id#177, OP_CARRIER#180, carrier_id#123]\n\n(44) Filter\nInput [6]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\nCondition : ((isnotnull(ORIGIN#21) AND isnotnull(DEST#22)) AND isnotnull(OP_CARRIER#19))\n\n(45) Exchange\nInput [6]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\nArguments: hashpartitioning(ORIGIN#21, 200), ENSURE_REQUIREMENTS, [id=#665]\n\n(46) Sort\nInput [6]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25]\nArguments: [ORIGIN#21 ASC NULLS FIRST], false, 0\n\n(47) Project\nOutput [1]: [ORIGIN#21 AS airport#144]\nInput [1]: [ORIGIN#21]\n\n(48) Project\nOutput [1]: [DEST#22 AS airport#146]\nInput [1]: [DEST#22]\n\n(49) Union\n\n(50) HashAggregate\nInput [1]: [airport#144]\nKeys [1]: [airport#144]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [airport#144]\n\n(51) Exchange\nInput [1]: [airport#144]\nArguments: hashpartitioning(airport#144, 200), ENSURE_REQUIREMENTS, [id=#656]\n\n(52) HashAggregate\nInput [1]: [airport#144]\nKeys [1]: [airport#144]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [airport#144]\n\n(53) Exchange\nInput [1]: [airport#144]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#659]\n\n(54) Sort\nInput [1]: [airport#144]\nArguments: [airport#144 ASC NULLS FIRST], false, 0\n\n(55) RunningWindowFunction\nInput [1]: [airport#144]\nArguments: [airport#144, row_number() windowspecdefinition(airport#144 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS airport_id#149], [airport#144 ASC NULLS FIRST], false\n\n(56) Filter\nInput [2]: [airport#144, airport_id#149]\nCondition : isnotnull(airport#144)\n\n(57) Exchange\nInput [2]: [airport#144, airport_id#149]\nArguments: hashpartitioning(airport#144, 200), ENSURE_REQUIREMENTS, [id=#666]\n\n(58) Sort\nInput [2]: [airport#144, airport_id#149]\nArguments: [airport#144 ASC NULLS FIRST], false, 0\n\n(59) SortMergeJoin\nLeft keys [1]: [ORIGIN#21]\nRight keys [1]: [airport#144]\nJoin condition: None\n\n(60) Project\nOutput [6]: [FL_DATE#18, OP_CARRIER#19, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149]\nInput [8]: [FL_DATE#18, OP_CARRIER#19, ORIGIN#21, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25, airport#144, airport_id#149]\n\n(61) Exchange\nInput [6]: [FL_DATE#18, OP_CARRIER#19, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149]\nArguments: hashpartitioning(DEST#22, 200), ENSURE_REQUIREMENTS, [id=#680]\n\n(62) Sort\nInput [6]: [FL_DATE#18, OP_CARRIER#19, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149]\nArguments: [DEST#22 ASC NULLS FIRST], false, 0\n\n(63) Scan csv \nOutput [1]: [ORIGIN#21]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/ml-rec/input-data/airlinedelay/gz]\nReadSchema: struct<ORIGIN:string>\n\n(64) Project\nOutput [1]: [ORIGIN#21 AS airport#178]\nInput [1]: [ORIGIN#21]\n\n(65) Scan csv \nOutput [1]: [DEST#22]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/ml-rec/input-data/airlinedelay/gz]\nReadSchema: struct<DEST:string>\n\n(66) Project\nOutput [1]: [DEST#22 AS airport#146]\nInput [1]: [DEST#22]\n\n(67) Union\n\n(68) HashAggregate\nInput [1]: [airport#178]\nKeys [1]: [airport#178]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [airport#178]\n\n(69) Exchange\nInput [1]: [airport#178]\nArguments: hashpartitioning(airport#178, 200), ENSURE_REQUIREMENTS, [id=#671]\n\n(70) HashAggregate\nInput [1]: [airport#178]\nKeys [1]: [airport#178]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [airport#178]\n\n(71) Exchange\nInput [1]: [airport#178]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#674]\n\n(72) Sort\nInput [1]: [airport#178]\nArguments: [airport#178 ASC NULLS FIRST], false, 0\n\n(73) RunningWindowFunction\nInput [1]: [airport#178]\nArguments: [airport#178, row_number() windowspecdefinition(airport#178 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS airport_id#177], [airport#178 ASC NULLS FIRST], false\n\n(74) Filter\nInput [2]: [airport#178, airport_id#177]\nCondition : isnotnull(airport#178)\n\n(75) Exchange\nInput [2]: [airport#178, airport_id#177]\nArguments: hashpartitioning(airport#178, 200), ENSURE_REQUIREMENTS, [id=#681]\n\n(76) Sort\nInput [2]: [airport#178, airport_id#177]\nArguments: [airport#178 ASC NULLS FIRST], false, 0\n\n(77) SortMergeJoin\nLeft keys [1]: [DEST#22]\nRight keys [1]: [airport#178]\nJoin condition: None\n\n(78) Project\nOutput [6]: [FL_DATE#18, OP_CARRIER#19, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149, airport_id#177]\nInput [8]: [FL_DATE#18, OP_CARRIER#19, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149, airport#178, airport_id#177]\n\n(79) Exchange\nInput [6]: [FL_DATE#18, OP_CARRIER#19, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149, airport_id#177]\nArguments: hashpartitioning(OP_CARRIER#19, 200), ENSURE_REQUIREMENTS, [id=#695]\n\n(80) Sort\nInput [6]: [FL_DATE#18, OP_CARRIER#19, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149, airport_id#177]\nArguments: [OP_CARRIER#19 ASC NULLS FIRST], false, 0\n\n(81) HashAggregate\nInput [1]: [OP_CARRIER#180]\nKeys [1]: [OP_CARRIER#180]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [OP_CARRIER#180]\n\n(82) Exchange\nInput [1]: [OP_CARRIER#180]\nArguments: hashpartitioning(OP_CARRIER#180, 200), ENSURE_REQUIREMENTS, [id=#686]\n\n(83) HashAggregate\nInput [1]: [OP_CARRIER#180]\nKeys [1]: [OP_CARRIER#180]\nFunctions: []\nAggregate Attributes: []\nResults [1]: [OP_CARRIER#180]\n\n(84) Exchange\nInput [1]: [OP_CARRIER#180]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [id=#689]\n\n(85) Sort\nInput [1]: [OP_CARRIER#180]\nArguments: [OP_CARRIER#180 ASC NULLS FIRST], false, 0\n\n(86) RunningWindowFunction\nInput [1]: [OP_CARRIER#180]\nArguments: [OP_CARRIER#180, row_number() windowspecdefinition(OP_CARRIER#180 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS carrier_id#123], [OP_CARRIER#180 ASC NULLS FIRST], false\n\n(87) Filter\nInput [2]: [OP_CARRIER#180, carrier_id#123]\nCondition : isnotnull(OP_CARRIER#180)\n\n(88) Exchange\nInput [2]: [OP_CARRIER#180, carrier_id#123]\nArguments: hashpartitioning(OP_CARRIER#180, 200), ENSURE_REQUIREMENTS, [id=#696]\n\n(89) Sort\nInput [2]: [OP_CARRIER#180, carrier_id#123]\nArguments: [OP_CARRIER#180 ASC NULLS FIRST], false, 0\n\n(90) SortMergeJoin\nLeft keys [1]: [OP_CARRIER#19]\nRight keys [1]: [OP_CARRIER#180]\nJoin condition: AtLeastNNulls(n, month(cast(FL_DATE#18 as date)),dayofmonth(cast(FL_DATE#18 as date)),dayofweek(cast(FL_DATE#18 as date)),carrier_id#123,airport_id#149,airport_id#177,CRS_DEP_TIME#23,DEP_DELAY#25)\n\n(91) Project\nOutput [8]: [cast(month(cast(FL_DATE#18 as date)) as string) AS month#231, cast(dayofmonth(cast(FL_DATE#18 as date)) as string) AS day_of_month#232, cast(dayofweek(cast(FL_DATE#18 as date)) as string) AS day_of_week#233, cast(carrier_id#123 as string) AS OP_CARRIER#234, cast(airport_id#149 as string) AS ORIGIN#235, cast(airport_id#177 as string) AS DEST#236, cast(CRS_DEP_TIME#23 as string) AS CRS_DEP_TIME#237, cast(DEP_DELAY#25 as string) AS DEP_DELAY#238]\nInput [8]: [FL_DATE#18, OP_CARRIER#19, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149, airport_id#177, OP_CARRIER#180, carrier_id#123]\n\n(92) AdaptiveSparkPlan\nOutput [8]: [month#231, day_of_month#232, day_of_week#233, OP_CARRIER#234, ORIGIN#235, DEST#236, CRS_DEP_TIME#237, DEP_DELAY#238]\nArguments: isFinalPlan=true\n\n(93) CollectLimit\nInput [8]: [month#231, day_of_month#232, day_of_week#233, OP_CARRIER#234, ORIGIN#235, DEST#236, CRS_DEP_TIME#237, DEP_DELAY#238]\nArguments: 11\n\n",
  "submissionTime" : "2022-03-04T22:22:45.262GMT",
  "duration" : 26653,
  "runningJobIds" : [ ],
  "successJobIds" : [ 14, 13, 17, 12, 18, 16, 11, 15 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 45,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "10"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (167.8 MiB, 176.5 MiB, 218.0 MiB (stage 20.0: task 87))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (167.8 MiB, 176.5 MiB, 218.0 MiB (stage 20.0: task 87))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.5 s (1.4 s, 1.5 s, 1.9 s (stage 20.0: task 89))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "1816.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "61,556,964"
    } ],
    "desc" : "FileScan csv [OP_CARRIER#180] Batched: false, DataFilters: [], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/ml-rec/input-data/airlinedelay/gz], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<OP_CARRIER:string>"
  }, {
    "nodeId" : 44,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 8,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n2.7 m (12.9 s, 16.7 s, 18.4 s (stage 20.0: task 87))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n642.5 MiB (64.3 MiB, 64.3 MiB, 64.3 MiB (stage 20.0: task 94))"
    }, {
      "name" : "number of output rows",
      "value" : "154"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(100, 100, 100 (stage 20.0: task 94))"
    } ],
    "desc" : "HashAggregate(keys=[OP_CARRIER#180], functions=[])"
  }, {
    "nodeId" : 43,
    "nodeName" : "WholeStageCodegen (8)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.7 m (12.9 s, 16.8 s, 18.4 s (stage 20.0: task 87))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 42,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "154"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n44 ms (3 ms, 4 ms, 6 ms (stage 20.0: task 94))"
    }, {
      "name" : "records read",
      "value" : "154"
    }, {
      "name" : "local bytes read",
      "value" : "2.9 KiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "7.2 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "3"
    }, {
      "name" : "remote blocks read",
      "value" : "7"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n3.6 KiB (288.0 B, 384.0 B, 456.0 B (stage 20.0: task 90))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n10.1 KiB (816.0 B, 1028.0 B, 1232.0 B (stage 20.0: task 90))"
    } ],
    "desc" : "Exchange hashpartitioning(OP_CARRIER#180, 200), ENSURE_REQUIREMENTS, [id=#1142]"
  }, {
    "nodeId" : 41,
    "nodeName" : "CustomShuffleReader",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "10.6 KiB"
    } ],
    "desc" : "CustomShuffleReader coalesced"
  }, {
    "nodeId" : 40,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 9,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "12 ms"
    }, {
      "name" : "peak memory",
      "value" : "64.3 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "100"
    } ],
    "desc" : "HashAggregate(keys=[OP_CARRIER#180], functions=[])"
  }, {
    "nodeId" : 39,
    "nodeName" : "WholeStageCodegen (9)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "15 ms"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 38,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23"
    }, {
      "name" : "shuffle write time",
      "value" : "0 ms"
    }, {
      "name" : "records read",
      "value" : "23"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "259.0 B"
    }, {
      "name" : "remote blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "552.0 B"
    }, {
      "name" : "shuffle bytes written",
      "value" : "259.0 B"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [id=#1458]"
  }, {
    "nodeId" : 37,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 10,
    "metrics" : [ {
      "name" : "spill size",
      "value" : "0.0 B"
    }, {
      "name" : "cumulative time",
      "value" : "1 ms"
    }, {
      "name" : "peak memory",
      "value" : "64.1 MiB"
    }, {
      "name" : "num prefix comparisons",
      "value" : "79"
    }, {
      "name" : "sort time",
      "value" : "0 ms"
    }, {
      "name" : "spill write time",
      "value" : "0 ms"
    } ],
    "desc" : "Sort [OP_CARRIER#180 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 36,
    "nodeName" : "RunningWindowFunction",
    "wholeStageCodegenId" : 10,
    "metrics" : [ ],
    "desc" : "RunningWindowFunction [OP_CARRIER#180, row_number() windowspecdefinition(OP_CARRIER#180 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS carrier_id#123], [OP_CARRIER#180 ASC NULLS FIRST], false"
  }, {
    "nodeId" : 35,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 10,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23"
    } ],
    "desc" : "Filter isnotnull(OP_CARRIER#180)"
  }, {
    "nodeId" : 34,
    "nodeName" : "WholeStageCodegen (10)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "4 ms"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 33,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "5 ms"
    }, {
      "name" : "time to build",
      "value" : "29 ms"
    }, {
      "name" : "time to collect",
      "value" : "200 ms"
    }, {
      "name" : "number of output rows",
      "value" : "23"
    }, {
      "name" : "data size",
      "value" : "4.0 MiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(ArrayBuffer(input[0, string, false]),false), [id=#1676]"
  }, {
    "nodeId" : 32,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "10"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (0.0 B, 167.8 MiB, 218.0 MiB (stage 19.0: task 77))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (0.0 B, 167.8 MiB, 218.0 MiB (stage 19.0: task 77))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.2 s (0 ms, 1.2 s, 1.9 s (stage 19.0: task 77))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "1816.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "61,556,964"
    } ],
    "desc" : "FileScan csv [DEST#22] Batched: false, DataFilters: [], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/ml-rec/input-data/airlinedelay/gz], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<DEST:string>"
  }, {
    "nodeId" : 31,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [DEST#22 AS airport#146]"
  }, {
    "nodeId" : 30,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.7 m (0 ms, 13.5 s, 18.8 s (stage 19.0: task 77))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 29,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "10"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (0.0 B, 167.8 MiB, 218.0 MiB (stage 19.0: task 67))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (0.0 B, 167.8 MiB, 218.0 MiB (stage 19.0: task 67))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.0 s (0 ms, 1.3 s, 1.7 s (stage 19.0: task 69))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "1816.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "61,556,964"
    } ],
    "desc" : "FileScan csv [ORIGIN#21] Batched: false, DataFilters: [], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/ml-rec/input-data/airlinedelay/gz], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<ORIGIN:string>"
  }, {
    "nodeId" : 28,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "Project [ORIGIN#21 AS airport#144]"
  }, {
    "nodeId" : 27,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 m (0 ms, 12.9 s, 17.5 s (stage 19.0: task 75))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 26,
    "nodeName" : "Union",
    "metrics" : [ ],
    "desc" : "Union"
  }, {
    "nodeId" : 25,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 m (12.9 s, 16.1 s, 18.8 s (stage 19.0: task 77))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n1285.0 MiB (64.3 MiB, 64.3 MiB, 64.3 MiB (stage 19.0: task 76))"
    }, {
      "name" : "number of output rows",
      "value" : "6,337"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(100, 100, 100.7 (stage 19.0: task 74))"
    } ],
    "desc" : "HashAggregate(keys=[airport#144], functions=[])"
  }, {
    "nodeId" : 24,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 m (12.9 s, 16.1 s, 18.8 s (stage 19.0: task 77))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 23,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "6,337"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n274 ms (11 ms, 13 ms, 18 ms (stage 19.0: task 86))"
    }, {
      "name" : "records read",
      "value" : "6,337"
    }, {
      "name" : "local bytes read",
      "value" : "58.7 KiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "174.2 KiB"
    }, {
      "name" : "local blocks read",
      "value" : "5"
    }, {
      "name" : "remote blocks read",
      "value" : "15"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n148.5 KiB (6.9 KiB, 7.5 KiB, 8.4 KiB (stage 19.0: task 67))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n232.9 KiB (11.2 KiB, 11.7 KiB, 12.5 KiB (stage 19.0: task 67))"
    } ],
    "desc" : "Exchange hashpartitioning(airport#144, 200), ENSURE_REQUIREMENTS, [id=#1066]"
  }, {
    "nodeId" : 22,
    "nodeName" : "CustomShuffleReader",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "partition data size",
      "value" : "246.1 KiB"
    } ],
    "desc" : "CustomShuffleReader coalesced"
  }, {
    "nodeId" : 21,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 11,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "11 ms"
    }, {
      "name" : "peak memory",
      "value" : "64.3 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "381"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "100.9"
    } ],
    "desc" : "HashAggregate(keys=[airport#144], functions=[])"
  }, {
    "nodeId" : 20,
    "nodeName" : "WholeStageCodegen (11)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "14 ms"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 19,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "381"
    }, {
      "name" : "shuffle write time",
      "value" : "0 ms"
    }, {
      "name" : "records read",
      "value" : "381"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.2 KiB"
    }, {
      "name" : "remote blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "8.9 KiB"
    }, {
      "name" : "shuffle bytes written",
      "value" : "2.2 KiB"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [id=#1834]"
  }, {
    "nodeId" : 18,
    "nodeName" : "Sort",
    "wholeStageCodegenId" : 13,
    "metrics" : [ {
      "name" : "spill size",
      "value" : "0.0 B"
    }, {
      "name" : "cumulative time",
      "value" : "5 ms"
    }, {
      "name" : "peak memory",
      "value" : "64.1 MiB"
    }, {
      "name" : "num prefix comparisons",
      "value" : "2,797"
    }, {
      "name" : "sort time",
      "value" : "3 ms"
    }, {
      "name" : "spill write time",
      "value" : "0 ms"
    } ],
    "desc" : "Sort [airport#144 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 17,
    "nodeName" : "RunningWindowFunction",
    "wholeStageCodegenId" : 13,
    "metrics" : [ ],
    "desc" : "RunningWindowFunction [airport#144, row_number() windowspecdefinition(airport#144 ASC NULLS FIRST, specifiedwindowframe(RowFrame, unboundedpreceding$(), currentrow$())) AS airport_id#149], [airport#144 ASC NULLS FIRST], false"
  }, {
    "nodeId" : 16,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 13,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "381"
    } ],
    "desc" : "Filter isnotnull(airport#144)"
  }, {
    "nodeId" : 15,
    "nodeName" : "WholeStageCodegen (13)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "11 ms"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 14,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "time to broadcast",
      "value" : "5 ms"
    }, {
      "name" : "time to build",
      "value" : "11 ms"
    }, {
      "name" : "time to collect",
      "value" : "163 ms"
    }, {
      "name" : "number of output rows",
      "value" : "381"
    }, {
      "name" : "data size",
      "value" : "4.0 MiB"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(ArrayBuffer(input[0, string, false]),false), [id=#2105]"
  }, {
    "nodeId" : 13,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "10"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (167.8 MiB, 176.5 MiB, 218.0 MiB (stage 18.0: task 57))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n1816.0 MiB (167.8 MiB, 176.5 MiB, 218.0 MiB (stage 18.0: task 57))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.3 s (1.3 s, 1.5 s, 1.8 s (stage 18.0: task 58))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "1816.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "61,556,964"
    } ],
    "desc" : "FileScan csv [FL_DATE#18,OP_CARRIER#19,ORIGIN#21,DEST#22,CRS_DEP_TIME#23,DEP_DELAY#25] Batched: false, DataFilters: [isnotnull(ORIGIN#21), isnotnull(DEST#22), isnotnull(OP_CARRIER#19)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/ml-rec/input-data/airlinedelay/gz], PartitionFilters: [], PushedFilters: [IsNotNull(ORIGIN), IsNotNull(DEST), IsNotNull(OP_CARRIER)], ReadSchema: struct<FL_DATE:string,OP_CARRIER:string,ORIGIN:string,DEST:string,CRS_DEP_TIME:double,DEP_DELAY:d..."
  }, {
    "nodeId" : 12,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "61,556,964"
    } ],
    "desc" : "Filter ((isnotnull(ORIGIN#21) AND isnotnull(DEST#22)) AND isnotnull(OP_CARRIER#19))"
  }, {
    "nodeId" : 11,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.6 m (18.9 s, 21.4 s, 26.1 s (stage 18.0: task 57))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 10,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "61,556,964"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n2.2 s (187 ms, 207 ms, 260 ms (stage 18.0: task 58))"
    }, {
      "name" : "records read",
      "value" : "11"
    }, {
      "name" : "local bytes read",
      "value" : "7.3 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "local blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.5 GiB (514.3 MiB, 558.2 MiB, 660.4 MiB (stage 18.0: task 57))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n780.9 MiB (71.3 MiB, 76.7 MiB, 94.0 MiB (stage 18.0: task 57))"
    } ],
    "desc" : "Exchange hashpartitioning(ORIGIN#21, 200), ENSURE_REQUIREMENTS, [id=#1046]"
  }, {
    "nodeId" : 9,
    "nodeName" : "CustomShuffleReader",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "50"
    } ],
    "desc" : "CustomShuffleReader local"
  }, {
    "nodeId" : 8,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 15,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "11"
    }, {
      "name" : "time to read broadcast",
      "value" : "10 ms"
    } ],
    "desc" : "BroadcastHashJoin [ORIGIN#21], [airport#144], Inner, BuildRight, false"
  }, {
    "nodeId" : 7,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 15,
    "metrics" : [ ],
    "desc" : "Project [FL_DATE#18, OP_CARRIER#19, DEST#22, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149]"
  }, {
    "nodeId" : 6,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 15,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "11"
    }, {
      "name" : "time to read broadcast",
      "value" : "0 ms"
    } ],
    "desc" : "BroadcastHashJoin [DEST#22], [airport#178], Inner, BuildRight, false"
  }, {
    "nodeId" : 5,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 15,
    "metrics" : [ ],
    "desc" : "Project [FL_DATE#18, OP_CARRIER#19, CRS_DEP_TIME#23, DEP_DELAY#25, airport_id#149, airport_id#177]"
  }, {
    "nodeId" : 4,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 15,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "11"
    }, {
      "name" : "time to read broadcast",
      "value" : "6 ms"
    } ],
    "desc" : "BroadcastHashJoin [OP_CARRIER#19], [OP_CARRIER#180], Inner, BuildRight, AtLeastNNulls(n, month(cast(FL_DATE#18 as date)),dayofmonth(cast(FL_DATE#18 as date)),dayofweek(cast(FL_DATE#18 as date)),carrier_id#123,airport_id#149,airport_id#177,CRS_DEP_TIME#23,DEP_DELAY#25), false"
  }, {
    "nodeId" : 3,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 15,
    "metrics" : [ ],
    "desc" : "Project [cast(month(cast(FL_DATE#18 as date)) as string) AS month#231, cast(dayofmonth(cast(FL_DATE#18 as date)) as string) AS day_of_month#232, cast(dayofweek(cast(FL_DATE#18 as date)) as string) AS day_of_week#233, cast(carrier_id#123 as string) AS OP_CARRIER#234, cast(airport_id#149 as string) AS ORIGIN#235, cast(airport_id#177 as string) AS DEST#236, cast(CRS_DEP_TIME#23 as string) AS CRS_DEP_TIME#237, cast(DEP_DELAY#25 as string) AS DEP_DELAY#238]"
  }, {
    "nodeId" : 2,
    "nodeName" : "WholeStageCodegen (15)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "CollectLimit",
    "metrics" : [ ],
    "desc" : "CollectLimit 11"
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
    "toId" : 8
  }, {
    "fromId" : 16,
    "toId" : 14
  }, {
    "fromId" : 17,
    "toId" : 16
  }, {
    "fromId" : 18,
    "toId" : 17
  }, {
    "fromId" : 19,
    "toId" : 18
  }, {
    "fromId" : 21,
    "toId" : 19
  }, {
    "fromId" : 22,
    "toId" : 21
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
    "fromId" : 28,
    "toId" : 26
  }, {
    "fromId" : 29,
    "toId" : 28
  }, {
    "fromId" : 31,
    "toId" : 26
  }, {
    "fromId" : 32,
    "toId" : 31
  }, {
    "fromId" : 14,
    "toId" : 6
  }, {
    "fromId" : 33,
    "toId" : 4
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
    "toId" : 38
  }, {
    "fromId" : 41,
    "toId" : 40
  }, {
    "fromId" : 42,
    "toId" : 41
  }, {
    "fromId" : 44,
    "toId" : 42
  }, {
    "fromId" : 45,
    "toId" : 44
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 9,
  "modifiedConfigs" : { }
} ]
