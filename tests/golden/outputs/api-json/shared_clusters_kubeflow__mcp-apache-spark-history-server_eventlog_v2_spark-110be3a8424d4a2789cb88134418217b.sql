[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "showString at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nCollectLimit (4)\n+- * Project (3)\n   +- * ColumnarToRow (2)\n      +- Scan parquet  (1)\n\n\n(1) Scan parquet \nOutput [19]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18]\nBatched: true\nLocation: InMemoryFileIndex [s3a://sparksense-ai-spark-20250624175205897100000006/taxi-trip/input]\nReadSchema: struct<VendorID:bigint,tpep_pickup_datetime:timestamp_ntz,tpep_dropoff_datetime:timestamp_ntz,passenger_count:double,trip_distance:double,RatecodeID:double,store_and_fwd_flag:string,PULocationID:bigint,DOLocationID:bigint,payment_type:bigint,fare_amount:double,extra:double,mta_tax:double,tip_amount:double,tolls_amount:double,improvement_surcharge:double,total_amount:double,congestion_surcharge:double,airport_fee:double>\n\n(2) ColumnarToRow [codegen id : 1]\nInput [19]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18]\n\n(3) Project [codegen id : 1]\nOutput [20]: [toprettystring(VendorID#0L, Some(Etc/UTC)) AS toprettystring(VendorID)#80, toprettystring(tpep_pickup_datetime#1, Some(Etc/UTC)) AS toprettystring(tpep_pickup_datetime)#81, toprettystring(tpep_dropoff_datetime#2, Some(Etc/UTC)) AS toprettystring(tpep_dropoff_datetime)#82, toprettystring(passenger_count#3, Some(Etc/UTC)) AS toprettystring(passenger_count)#83, toprettystring(trip_distance#4, Some(Etc/UTC)) AS toprettystring(trip_distance)#84, toprettystring(RatecodeID#5, Some(Etc/UTC)) AS toprettystring(RatecodeID)#85, toprettystring(store_and_fwd_flag#6, Some(Etc/UTC)) AS toprettystring(store_and_fwd_flag)#86, toprettystring(PULocationID#7L, Some(Etc/UTC)) AS toprettystring(PULocationID)#87, toprettystring(DOLocationID#8L, Some(Etc/UTC)) AS toprettystring(DOLocationID)#88, toprettystring(payment_type#9L, Some(Etc/UTC)) AS toprettystring(payment_type)#89, toprettystring(fare_amount#10, Some(Etc/UTC)) AS toprettystring(fare_amount)#90, toprettystring(extra#11, Some(Etc/UTC)) AS toprettystring(extra)#91, toprettystring(mta_tax#12, Some(Etc/UTC)) AS toprettystring(mta_tax)#92, toprettystring(tip_amount#13, Some(Etc/UTC)) AS toprettystring(tip_amount)#93, toprettystring(tolls_amount#14, Some(Etc/UTC)) AS toprettystring(tolls_amount)#94, toprettystring(improvement_surcharge#15, Some(Etc/UTC)) AS toprettystring(improvement_surcharge)#95, toprettystring(total_amount#16, Some(Etc/UTC)) AS toprettystring(total_amount)#96, toprettystring(congestion_surcharge#17, Some(Etc/UTC)) AS toprettystring(congestion_surcharge)#97, toprettystring(airport_fee#18, Some(Etc/UTC)) AS toprettystring(airport_fee)#98, 2025-06-27 00:25:56.642038 AS toprettystring(current_date)#99]\nInput [19]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18]\n\n(4) CollectLimit\nInput [20]: [toprettystring(VendorID)#80, toprettystring(tpep_pickup_datetime)#81, toprettystring(tpep_dropoff_datetime)#82, toprettystring(passenger_count)#83, toprettystring(trip_distance)#84, toprettystring(RatecodeID)#85, toprettystring(store_and_fwd_flag)#86, toprettystring(PULocationID)#87, toprettystring(DOLocationID)#88, toprettystring(payment_type)#89, toprettystring(fare_amount)#90, toprettystring(extra)#91, toprettystring(mta_tax)#92, toprettystring(tip_amount)#93, toprettystring(tolls_amount)#94, toprettystring(improvement_surcharge)#95, toprettystring(total_amount)#96, toprettystring(congestion_surcharge)#97, toprettystring(airport_fee)#98, toprettystring(current_date)#99]\nArguments: 21\n\n",
  "submissionTime" : "2025-06-27T00:25:57.434GMT",
  "duration" : 5303,
  "runningJobIds" : [ ],
  "successJobIds" : [ 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 4,
    "nodeName" : "Scan parquet",
    "metrics" : [ {
      "name" : "number of files read",
      "value" : "51"
    }, {
      "name" : "scan time",
      "value" : "2.4 s"
    }, {
      "name" : "metadata time",
      "value" : "4 ms"
    }, {
      "name" : "size of files read",
      "value" : "1855.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "4,096"
    } ],
    "desc" : "FileScan parquet [VendorID#0L,tpep_pickup_datetime#1,tpep_dropoff_datetime#2,passenger_count#3,trip_distance#4,RatecodeID#5,store_and_fwd_flag#6,PULocationID#7L,DOLocationID#8L,payment_type#9L,fare_amount#10,extra#11,mta_tax#12,tip_amount#13,tolls_amount#14,improvement_surcharge#15,total_amount#16,congestion_surcharge#17,airport_fee#18] Batched: true, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex(1 paths)[s3a://sparksense-ai-spark-20250624175205897100000006/taxi-trip/input], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<VendorID:bigint,tpep_pickup_datetime:timestamp_ntz,tpep_dropoff_datetime:timestamp_ntz,pas..."
  }, {
    "nodeId" : 3,
    "nodeName" : "ColumnarToRow",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "4,096"
    }, {
      "name" : "number of input batches",
      "value" : "1"
    } ],
    "desc" : "ColumnarToRow"
  }, {
    "nodeId" : 2,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [toprettystring(VendorID#0L, Some(Etc/UTC)) AS toprettystring(VendorID)#80, toprettystring(tpep_pickup_datetime#1, Some(Etc/UTC)) AS toprettystring(tpep_pickup_datetime)#81, toprettystring(tpep_dropoff_datetime#2, Some(Etc/UTC)) AS toprettystring(tpep_dropoff_datetime)#82, toprettystring(passenger_count#3, Some(Etc/UTC)) AS toprettystring(passenger_count)#83, toprettystring(trip_distance#4, Some(Etc/UTC)) AS toprettystring(trip_distance)#84, toprettystring(RatecodeID#5, Some(Etc/UTC)) AS toprettystring(RatecodeID)#85, toprettystring(store_and_fwd_flag#6, Some(Etc/UTC)) AS toprettystring(store_and_fwd_flag)#86, toprettystring(PULocationID#7L, Some(Etc/UTC)) AS toprettystring(PULocationID)#87, toprettystring(DOLocationID#8L, Some(Etc/UTC)) AS toprettystring(DOLocationID)#88, toprettystring(payment_type#9L, Some(Etc/UTC)) AS toprettystring(payment_type)#89, toprettystring(fare_amount#10, Some(Etc/UTC)) AS toprettystring(fare_amount)#90, toprettystring(extra#11, Some(Etc/UTC)) AS toprettystring(extra)#91, toprettystring(mta_tax#12, Some(Etc/UTC)) AS toprettystring(mta_tax)#92, toprettystring(tip_amount#13, Some(Etc/UTC)) AS toprettystring(tip_amount)#93, toprettystring(tolls_amount#14, Some(Etc/UTC)) AS toprettystring(tolls_amount)#94, toprettystring(improvement_surcharge#15, Some(Etc/UTC)) AS toprettystring(improvement_surcharge)#95, toprettystring(total_amount#16, Some(Etc/UTC)) AS toprettystring(total_amount)#96, toprettystring(congestion_surcharge#17, Some(Etc/UTC)) AS toprettystring(congestion_surcharge)#97, toprettystring(airport_fee#18, Some(Etc/UTC)) AS toprettystring(airport_fee)#98, 2025-06-27 00:25:56.642038 AS toprettystring(current_date)#99]"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 0,
    "nodeName" : "CollectLimit",
    "metrics" : [ ],
    "desc" : "CollectLimit 21"
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
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "count at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (10)\n+- == Final Plan ==\n   * HashAggregate (6)\n   +- ShuffleQueryStage (5), Statistics(sizeInBytes=272.0 B, rowCount=17)\n      +- Exchange (4)\n         +- * HashAggregate (3)\n            +- * ColumnarToRow (2)\n               +- Scan parquet  (1)\n+- == Initial Plan ==\n   HashAggregate (9)\n   +- Exchange (8)\n      +- HashAggregate (7)\n         +- Scan parquet  (1)\n\n\n(1) Scan parquet \nOutput: []\nBatched: true\nLocation: InMemoryFileIndex [s3a://sparksense-ai-spark-20250624175205897100000006/taxi-trip/input]\nReadSchema: struct<>\n\n(2) ColumnarToRow [codegen id : 1]\nInput: []\n\n(3) HashAggregate [codegen id : 1]\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#164L]\nResults [1]: [count#165L]\n\n(4) Exchange\nInput [1]: [count#165L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=39]\n\n(5) ShuffleQueryStage\nOutput [1]: [count#165L]\nArguments: 0\n\n(6) HashAggregate [codegen id : 2]\nInput [1]: [count#165L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#161L]\nResults [1]: [count(1)#161L AS count#162L]\n\n(7) HashAggregate\nInput: []\nKeys: []\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count#164L]\nResults [1]: [count#165L]\n\n(8) Exchange\nInput [1]: [count#165L]\nArguments: SinglePartition, ENSURE_REQUIREMENTS, [plan_id=27]\n\n(9) HashAggregate\nInput [1]: [count#165L]\nKeys: []\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#161L]\nResults [1]: [count(1)#161L AS count#162L]\n\n(10) AdaptiveSparkPlan\nOutput [1]: [count#162L]\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2025-06-27T00:26:02.944GMT",
  "duration" : 4959,
  "runningJobIds" : [ ],
  "successJobIds" : [ 2, 3 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 7,
    "nodeName" : "Scan parquet",
    "metrics" : [ {
      "name" : "number of files read",
      "value" : "51"
    }, {
      "name" : "scan time",
      "value" : "total (min, med, max (stageId: taskId))\n14.5 s (526 ms, 647 ms, 2.6 s (stage 2.0: task 5))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "1855.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "125,660,481"
    } ],
    "desc" : "FileScan parquet [] Batched: true, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex(1 paths)[s3a://sparksense-ai-spark-20250624175205897100000006/taxi-trip/input], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<>"
  }, {
    "nodeId" : 6,
    "nodeName" : "ColumnarToRow",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "125,660,481"
    }, {
      "name" : "number of input batches",
      "value" : "30,702"
    } ],
    "desc" : "ColumnarToRow"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n14.7 s (548 ms, 651 ms, 2.6 s (stage 2.0: task 5))"
    }, {
      "name" : "number of output rows",
      "value" : "17"
    } ],
    "desc" : "HashAggregate(keys=[], functions=[partial_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n14.8 s (549 ms, 652 ms, 2.6 s (stage 2.0: task 5))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "17"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n34 ms (0 ms, 0 ms, 7 ms (stage 2.0: task 4))"
    }, {
      "name" : "records read",
      "value" : "17"
    }, {
      "name" : "local bytes read",
      "value" : "413.0 B"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "590.0 B"
    }, {
      "name" : "local blocks read",
      "value" : "7"
    }, {
      "name" : "remote blocks read",
      "value" : "10"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n272.0 B (16.0 B, 16.0 B, 16.0 B (stage 2.0: task 2))"
    }, {
      "name" : "number of partitions",
      "value" : "1"
    }, {
      "name" : "remote reqs duration",
      "value" : "37 ms"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n1003.0 B (59.0 B, 59.0 B, 59.0 B (stage 2.0: task 2))"
    } ],
    "desc" : "Exchange SinglePartition, ENSURE_REQUIREMENTS, [plan_id=39]"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "7 ms"
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
      "value" : "7 ms"
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
    "fromId" : 7,
    "toId" : 6
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "parquet at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nAdaptiveSparkPlan (12)\n+- == Final Plan ==\n   Execute InsertIntoHadoopFsRelationCommand (7)\n   +- WriteFiles (6)\n      +- ShuffleQueryStage (5), Statistics(sizeInBytes=20.6 GiB, rowCount=1.26E+8)\n         +- Exchange (4)\n            +- * Project (3)\n               +- * ColumnarToRow (2)\n                  +- Scan parquet  (1)\n+- == Initial Plan ==\n   Execute InsertIntoHadoopFsRelationCommand (11)\n   +- WriteFiles (10)\n      +- Exchange (9)\n         +- Project (8)\n            +- Scan parquet  (1)\n\n\n(1) Scan parquet \nOutput [19]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18]\nBatched: true\nLocation: InMemoryFileIndex [s3a://sparksense-ai-spark-20250624175205897100000006/taxi-trip/input]\nReadSchema: struct<VendorID:bigint,tpep_pickup_datetime:timestamp_ntz,tpep_dropoff_datetime:timestamp_ntz,passenger_count:double,trip_distance:double,RatecodeID:double,store_and_fwd_flag:string,PULocationID:bigint,DOLocationID:bigint,payment_type:bigint,fare_amount:double,extra:double,mta_tax:double,tip_amount:double,tolls_amount:double,improvement_surcharge:double,total_amount:double,congestion_surcharge:double,airport_fee:double>\n\n(2) ColumnarToRow [codegen id : 1]\nInput [19]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18]\n\n(3) Project [codegen id : 1]\nOutput [20]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18, 2025-06-27 00:25:56.642038 AS current_date#38]\nInput [19]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18]\n\n(4) Exchange\nInput [20]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18, current_date#38]\nArguments: RoundRobinPartitioning(2), REPARTITION_BY_NUM, [plan_id=80]\n\n(5) ShuffleQueryStage\nOutput [20]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18, current_date#38]\nArguments: 0\n\n(6) WriteFiles\nInput [20]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18, current_date#38]\n\n(7) Execute InsertIntoHadoopFsRelationCommand\nInput: []\nArguments: s3a://sparksense-ai-spark-20250624175205897100000006/taxi-trip/output, false, Parquet, [path=s3a://sparksense-ai-spark-20250624175205897100000006/taxi-trip/output/], Overwrite, [VendorID, tpep_pickup_datetime, tpep_dropoff_datetime, passenger_count, trip_distance, RatecodeID, store_and_fwd_flag, PULocationID, DOLocationID, payment_type, fare_amount, extra, mta_tax, tip_amount, tolls_amount, improvement_surcharge, total_amount, congestion_surcharge, airport_fee, current_date]\n\n(8) Project\nOutput [20]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18, 2025-06-27 00:25:56.642038 AS current_date#38]\nInput [19]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18]\n\n(9) Exchange\nInput [20]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18, current_date#38]\nArguments: RoundRobinPartitioning(2), REPARTITION_BY_NUM, [plan_id=65]\n\n(10) WriteFiles\nInput [20]: [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18, current_date#38]\n\n(11) Execute InsertIntoHadoopFsRelationCommand\nInput: []\nArguments: s3a://sparksense-ai-spark-20250624175205897100000006/taxi-trip/output, false, Parquet, [path=s3a://sparksense-ai-spark-20250624175205897100000006/taxi-trip/output/], Overwrite, [VendorID, tpep_pickup_datetime, tpep_dropoff_datetime, passenger_count, trip_distance, RatecodeID, store_and_fwd_flag, PULocationID, DOLocationID, payment_type, fare_amount, extra, mta_tax, tip_amount, tolls_amount, improvement_surcharge, total_amount, congestion_surcharge, airport_fee, current_date]\n\n(12) AdaptiveSparkPlan\nOutput: []\nArguments: isFinalPlan=true\n\n",
  "submissionTime" : "2025-06-27T00:26:07.966GMT",
  "duration" : 220525,
  "runningJobIds" : [ ],
  "successJobIds" : [ 4, 5 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 7,
    "nodeName" : "Scan parquet",
    "metrics" : [ {
      "name" : "number of files read",
      "value" : "51"
    }, {
      "name" : "scan time",
      "value" : "total (min, med, max (stageId: taskId))\n55.1 s (2.6 s, 3.2 s, 4.1 s (stage 5.0: task 23))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "1855.0 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "125,660,481"
    } ],
    "desc" : "FileScan parquet [VendorID#0L,tpep_pickup_datetime#1,tpep_dropoff_datetime#2,passenger_count#3,trip_distance#4,RatecodeID#5,store_and_fwd_flag#6,PULocationID#7L,DOLocationID#8L,payment_type#9L,fare_amount#10,extra#11,mta_tax#12,tip_amount#13,tolls_amount#14,improvement_surcharge#15,total_amount#16,congestion_surcharge#17,airport_fee#18] Batched: true, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex(1 paths)[s3a://sparksense-ai-spark-20250624175205897100000006/taxi-trip/input], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<VendorID:bigint,tpep_pickup_datetime:timestamp_ntz,tpep_dropoff_datetime:timestamp_ntz,pas..."
  }, {
    "nodeId" : 6,
    "nodeName" : "ColumnarToRow",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "125,660,481"
    }, {
      "name" : "number of input batches",
      "value" : "30,702"
    } ],
    "desc" : "ColumnarToRow"
  }, {
    "nodeId" : 5,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [VendorID#0L, tpep_pickup_datetime#1, tpep_dropoff_datetime#2, passenger_count#3, trip_distance#4, RatecodeID#5, store_and_fwd_flag#6, PULocationID#7L, DOLocationID#8L, payment_type#9L, fare_amount#10, extra#11, mta_tax#12, tip_amount#13, tolls_amount#14, improvement_surcharge#15, total_amount#16, congestion_surcharge#17, airport_fee#18, 2025-06-27 00:25:56.642038 AS current_date#38]"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.8 m (5.5 s, 6.2 s, 7.9 s (stage 5.0: task 23))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "125,660,481"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 s (297 ms, 304 ms, 326 ms (stage 5.0: task 30))"
    }, {
      "name" : "records read",
      "value" : "125,660,481"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n1360.0 MiB (604.4 MiB, 755.6 MiB, 755.6 MiB (stage 7.0: task 38))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 7.0: task 38))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.7 GiB (1813.3 MiB, 1964.4 MiB, 1964.4 MiB (stage 7.0: task 37))"
    }, {
      "name" : "local blocks read",
      "value" : "9"
    }, {
      "name" : "remote blocks read",
      "value" : "25"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.6 GiB (1239.1 MiB, 1239.1 MiB, 1239.1 MiB (stage 5.0: task 22))"
    }, {
      "name" : "number of partitions",
      "value" : "2"
    }, {
      "name" : "remote reqs duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.3 s (1.6 s, 1.7 s, 1.7 s (stage 7.0: task 38))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n5.0 GiB (302.2 MiB, 302.2 MiB, 302.2 MiB (stage 5.0: task 22))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(2), REPARTITION_BY_NUM, [plan_id=80]"
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
      "value" : "total (min, med, max (stageId: taskId))\n5.0 s (2.2 s, 2.8 s, 2.8 s (stage 7.0: task 37))"
    }, {
      "name" : "number of written files",
      "value" : "2"
    }, {
      "name" : "job commit time",
      "value" : "5.5 s"
    }, {
      "name" : "number of output rows",
      "value" : "125,660,481"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    }, {
      "name" : "written output",
      "value" : "2.5 GiB"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3a://sparksense-ai-spark-20250624175205897100000006/taxi-trip/output, false, Parquet, [path=s3a://sparksense-ai-spark-20250624175205897100000006/taxi-trip/output/], Overwrite, [VendorID, tpep_pickup_datetime, tpep_dropoff_datetime, passenger_count, trip_distance, RatecodeID, store_and_fwd_flag, PULocationID, DOLocationID, payment_type, fare_amount, extra, mta_tax, tip_amount, tolls_amount, improvement_surcharge, total_amount, congestion_surcharge, airport_fee, current_date]"
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
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
} ]
