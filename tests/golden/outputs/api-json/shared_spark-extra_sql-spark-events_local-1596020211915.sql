[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 0",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48276}}, {\"test5\":{\"0\":48279}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#142]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = f7faa1e9-69d9-41b4-9d77-919795af2413, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = f7faa1e9-69d9-41b4-9d77-919795af2413, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@27fafcca\n\n",
  "submissionTime" : "2020-07-29T10:57:00.179GMT",
  "duration" : 2890,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#66]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 0, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 0, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@27fafcca"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 0",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48276}}, {\"test5\":{\"0\":48279}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#218]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 64a4779b-846a-4f20-9f5c-899a8dbf68d8, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 64a4779b-846a-4f20-9f5c-899a8dbf68d8, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@27fafcca\n\n",
  "submissionTime" : "2020-07-29T10:57:00.258GMT",
  "duration" : 2811,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "3"
    } ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "336 ms"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "190 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "200 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "296 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1"
    }, {
      "name" : "shuffle write time",
      "value" : "9 ms"
    }, {
      "name" : "records read",
      "value" : "1"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n168.0 B (0.0 B, 168.0 B, 168.0 B (stage 1.0: task 1))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 1.0: task 1))"
    }, {
      "name" : "local blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "128.0 B"
    }, {
      "name" : "shuffle bytes written",
      "value" : "168.0 B"
    } ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#66]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 0, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1 ms (0 ms, 1 ms, 1 ms (stage 1.0: task 1))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 1.0: task 2))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n42 ms (14 ms, 28 ms, 28 ms (stage 1.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ {
      "name" : "number of total state rows",
      "value" : "1"
    }, {
      "name" : "memory used by state",
      "value" : "total (min, med, max (stageId: taskId))\n776.0 B (208.0 B, 568.0 B, 568.0 B (stage 1.0: task 1))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "estimated size of state only on current version",
      "value" : "total (min, med, max (stageId: taskId))\n488.0 B (64.0 B, 424.0 B, 424.0 B (stage 1.0: task 1))"
    }, {
      "name" : "time to commit changes",
      "value" : "total (min, med, max (stageId: taskId))\n81 ms (31 ms, 50 ms, 50 ms (stage 1.0: task 2))"
    }, {
      "name" : "time to remove",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 1.0: task 2))"
    }, {
      "name" : "number of updated state rows",
      "value" : "1"
    }, {
      "name" : "time to update",
      "value" : "total (min, med, max (stageId: taskId))\n42 ms (14 ms, 28 ms, 28 ms (stage 1.0: task 1))"
    } ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 0, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n19 ms (0 ms, 19 ms, 19 ms (stage 1.0: task 1))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 MiB (256.0 KiB, 4.3 MiB, 4.3 MiB (stage 1.0: task 1))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n52 ms (19 ms, 33 ms, 33 ms (stage 1.0: task 1))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@27fafcca"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 0",
  "planDescription" : "== Physical Plan ==\nLocalTableScan (1)\n\n\n(1) LocalTableScan\nOutput [2]: [value#46, count#47]\nArguments: [value#46, count#47]\n\n",
  "submissionTime" : "2020-07-29T10:57:03.028GMT",
  "duration" : 34,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "LocalTableScan",
    "metrics" : [ ],
    "desc" : "LocalTableScan [value#46, count#47]"
  } ],
  "edges" : [ ],
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
}, {
  "id" : 3,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 1",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48279}}, {\"test5\":{\"0\":48642}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#373]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 1fb6b6c6-ced8-4f85-80af-1f3f4c424457, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 1fb6b6c6-ced8-4f85-80af-1f3f4c424457, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@3a1eb73c\n\n",
  "submissionTime" : "2020-07-29T10:57:03.333GMT",
  "duration" : 429,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#297]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 1, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 1, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@3a1eb73c"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 3,
  "modifiedConfigs" : { }
}, {
  "id" : 4,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 1",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48279}}, {\"test5\":{\"0\":48642}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#449]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 7992c0a8-0641-440d-aaf7-ad453fe25c0a, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 7992c0a8-0641-440d-aaf7-ad453fe25c0a, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@3a1eb73c\n\n",
  "submissionTime" : "2020-07-29T10:57:03.382GMT",
  "duration" : 380,
  "runningJobIds" : [ ],
  "successJobIds" : [ 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "363"
    } ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "84 ms"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "68 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "74 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "84 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1"
    }, {
      "name" : "shuffle write time",
      "value" : "0 ms"
    }, {
      "name" : "records read",
      "value" : "1"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n169.0 B (0.0 B, 169.0 B, 169.0 B (stage 3.0: task 5))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 3.0: task 5))"
    }, {
      "name" : "local blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "128.0 B"
    }, {
      "name" : "shuffle bytes written",
      "value" : "169.0 B"
    } ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#297]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 1, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1 ms (0 ms, 1 ms, 1 ms (stage 3.0: task 5))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 3.0: task 4))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n25 ms (6 ms, 19 ms, 19 ms (stage 3.0: task 5))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ {
      "name" : "number of total state rows",
      "value" : "1"
    }, {
      "name" : "memory used by state",
      "value" : "total (min, med, max (stageId: taskId))\n1216.0 B (376.0 B, 840.0 B, 840.0 B (stage 3.0: task 5))"
    }, {
      "name" : "count of cache hit on states cache in provider",
      "value" : "4"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "estimated size of state only on current version",
      "value" : "total (min, med, max (stageId: taskId))\n456.0 B (88.0 B, 368.0 B, 368.0 B (stage 3.0: task 5))"
    }, {
      "name" : "time to commit changes",
      "value" : "total (min, med, max (stageId: taskId))\n68 ms (30 ms, 38 ms, 38 ms (stage 3.0: task 4))"
    }, {
      "name" : "time to remove",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 3.0: task 4))"
    }, {
      "name" : "number of updated state rows",
      "value" : "1"
    }, {
      "name" : "time to update",
      "value" : "total (min, med, max (stageId: taskId))\n24 ms (6 ms, 18 ms, 18 ms (stage 3.0: task 5))"
    } ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 1, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 3.0: task 4))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 MiB (256.0 KiB, 4.3 MiB, 4.3 MiB (stage 3.0: task 5))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n8 ms (4 ms, 4 ms, 4 ms (stage 3.0: task 4))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@3a1eb73c"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 4,
  "modifiedConfigs" : { }
}, {
  "id" : 5,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 1",
  "planDescription" : "== Physical Plan ==\nLocalTableScan (1)\n\n\n(1) LocalTableScan\nOutput [2]: [value#60, count#61]\nArguments: [value#60, count#61]\n\n",
  "submissionTime" : "2020-07-29T10:57:03.752GMT",
  "duration" : 9,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "LocalTableScan",
    "metrics" : [ ],
    "desc" : "LocalTableScan [value#60, count#61]"
  } ],
  "edges" : [ ],
  "rootExecutionId" : 5,
  "modifiedConfigs" : { }
}, {
  "id" : 6,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 2",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48642}}, {\"test5\":{\"0\":48705}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#604]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 39c861a0-0e30-4ca2-b363-495aff0f3f93, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 39c861a0-0e30-4ca2-b363-495aff0f3f93, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@52d6c50a\n\n",
  "submissionTime" : "2020-07-29T10:57:03.909GMT",
  "duration" : 379,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#528]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 2, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 2, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@52d6c50a"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 6,
  "modifiedConfigs" : { }
}, {
  "id" : 7,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 2",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48642}}, {\"test5\":{\"0\":48705}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#680]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = c2fd3b95-1ba6-4d3e-8b9c-0256dfd90973, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = c2fd3b95-1ba6-4d3e-8b9c-0256dfd90973, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@52d6c50a\n\n",
  "submissionTime" : "2020-07-29T10:57:04.006GMT",
  "duration" : 281,
  "runningJobIds" : [ ],
  "successJobIds" : [ 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "63"
    } ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "40 ms"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "26 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "32 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "39 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1"
    }, {
      "name" : "shuffle write time",
      "value" : "0 ms"
    }, {
      "name" : "records read",
      "value" : "1"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n168.0 B (0.0 B, 168.0 B, 168.0 B (stage 5.0: task 8))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 5.0: task 8))"
    }, {
      "name" : "local blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "128.0 B"
    }, {
      "name" : "shuffle bytes written",
      "value" : "168.0 B"
    } ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#528]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 2, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1 ms (0 ms, 1 ms, 1 ms (stage 5.0: task 8))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 5.0: task 7))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n25 ms (3 ms, 22 ms, 22 ms (stage 5.0: task 8))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ {
      "name" : "number of total state rows",
      "value" : "1"
    }, {
      "name" : "memory used by state",
      "value" : "total (min, med, max (stageId: taskId))\n1184.0 B (400.0 B, 784.0 B, 784.0 B (stage 5.0: task 8))"
    }, {
      "name" : "count of cache hit on states cache in provider",
      "value" : "8"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "estimated size of state only on current version",
      "value" : "total (min, med, max (stageId: taskId))\n456.0 B (88.0 B, 368.0 B, 368.0 B (stage 5.0: task 8))"
    }, {
      "name" : "time to commit changes",
      "value" : "total (min, med, max (stageId: taskId))\n50 ms (18 ms, 32 ms, 32 ms (stage 5.0: task 7))"
    }, {
      "name" : "time to remove",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 5.0: task 7))"
    }, {
      "name" : "number of updated state rows",
      "value" : "1"
    }, {
      "name" : "time to update",
      "value" : "total (min, med, max (stageId: taskId))\n24 ms (3 ms, 21 ms, 21 ms (stage 5.0: task 8))"
    } ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 2, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 5.0: task 7))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 MiB (256.0 KiB, 4.3 MiB, 4.3 MiB (stage 5.0: task 8))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n7 ms (3 ms, 4 ms, 4 ms (stage 5.0: task 8))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@52d6c50a"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 7,
  "modifiedConfigs" : { }
}, {
  "id" : 8,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 2",
  "planDescription" : "== Physical Plan ==\nLocalTableScan (1)\n\n\n(1) LocalTableScan\nOutput [2]: [value#74, count#75]\nArguments: [value#74, count#75]\n\n",
  "submissionTime" : "2020-07-29T10:57:04.278GMT",
  "duration" : 9,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "LocalTableScan",
    "metrics" : [ ],
    "desc" : "LocalTableScan [value#74, count#75]"
  } ],
  "edges" : [ ],
  "rootExecutionId" : 8,
  "modifiedConfigs" : { }
}, {
  "id" : 9,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 3",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48705}}, {\"test5\":{\"0\":48757}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#835]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 8bb5d8a6-42f8-4141-8f25-e1b98f81aac4, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 8bb5d8a6-42f8-4141-8f25-e1b98f81aac4, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@59b7c509\n\n",
  "submissionTime" : "2020-07-29T10:57:04.419GMT",
  "duration" : 295,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#759]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 3, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 3, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@59b7c509"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 9,
  "modifiedConfigs" : { }
}, {
  "id" : 10,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 3",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48705}}, {\"test5\":{\"0\":48757}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#911]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 29402d2a-a5da-4bb1-8d1a-c6d1c2d998d5, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 29402d2a-a5da-4bb1-8d1a-c6d1c2d998d5, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@59b7c509\n\n",
  "submissionTime" : "2020-07-29T10:57:04.452GMT",
  "duration" : 262,
  "runningJobIds" : [ ],
  "successJobIds" : [ 3 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "52"
    } ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "20 ms"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "9 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "13 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "20 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1"
    }, {
      "name" : "shuffle write time",
      "value" : "0 ms"
    }, {
      "name" : "records read",
      "value" : "1"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n168.0 B (0.0 B, 168.0 B, 168.0 B (stage 7.0: task 11))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 7.0: task 11))"
    }, {
      "name" : "local blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "128.0 B"
    }, {
      "name" : "shuffle bytes written",
      "value" : "168.0 B"
    } ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#759]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 3, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1 ms (0 ms, 1 ms, 1 ms (stage 7.0: task 11))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 7.0: task 10))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n22 ms (5 ms, 17 ms, 17 ms (stage 7.0: task 11))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ {
      "name" : "number of total state rows",
      "value" : "1"
    }, {
      "name" : "memory used by state",
      "value" : "total (min, med, max (stageId: taskId))\n1184.0 B (400.0 B, 784.0 B, 784.0 B (stage 7.0: task 11))"
    }, {
      "name" : "count of cache hit on states cache in provider",
      "value" : "12"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "estimated size of state only on current version",
      "value" : "total (min, med, max (stageId: taskId))\n456.0 B (88.0 B, 368.0 B, 368.0 B (stage 7.0: task 11))"
    }, {
      "name" : "time to commit changes",
      "value" : "total (min, med, max (stageId: taskId))\n53 ms (26 ms, 27 ms, 27 ms (stage 7.0: task 10))"
    }, {
      "name" : "time to remove",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 7.0: task 10))"
    }, {
      "name" : "number of updated state rows",
      "value" : "1"
    }, {
      "name" : "time to update",
      "value" : "total (min, med, max (stageId: taskId))\n22 ms (5 ms, 17 ms, 17 ms (stage 7.0: task 11))"
    } ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 3, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 7.0: task 10))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 MiB (256.0 KiB, 4.3 MiB, 4.3 MiB (stage 7.0: task 11))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n7 ms (3 ms, 4 ms, 4 ms (stage 7.0: task 11))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@59b7c509"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 10,
  "modifiedConfigs" : { }
}, {
  "id" : 11,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 3",
  "planDescription" : "== Physical Plan ==\nLocalTableScan (1)\n\n\n(1) LocalTableScan\nOutput [2]: [value#88, count#89]\nArguments: [value#88, count#89]\n\n",
  "submissionTime" : "2020-07-29T10:57:04.709GMT",
  "duration" : 4,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "LocalTableScan",
    "metrics" : [ ],
    "desc" : "LocalTableScan [value#88, count#89]"
  } ],
  "edges" : [ ],
  "rootExecutionId" : 11,
  "modifiedConfigs" : { }
}, {
  "id" : 12,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 4",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48757}}, {\"test5\":{\"0\":48799}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#1066]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 42efe357-12ef-4061-9b83-20bf4c29a257, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 42efe357-12ef-4061-9b83-20bf4c29a257, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@1717338b\n\n",
  "submissionTime" : "2020-07-29T10:57:04.817GMT",
  "duration" : 270,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#990]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 4, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 4, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@1717338b"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 12,
  "modifiedConfigs" : { }
}, {
  "id" : 13,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 4",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48757}}, {\"test5\":{\"0\":48799}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#1142]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 6fa28bd2-2924-4e01-8bbe-128888d2669b, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 6fa28bd2-2924-4e01-8bbe-128888d2669b, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@1717338b\n\n",
  "submissionTime" : "2020-07-29T10:57:04.849GMT",
  "duration" : 238,
  "runningJobIds" : [ ],
  "successJobIds" : [ 4 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "42"
    } ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "19 ms"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "9 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "13 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "19 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1"
    }, {
      "name" : "shuffle write time",
      "value" : "0 ms"
    }, {
      "name" : "records read",
      "value" : "1"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n168.0 B (0.0 B, 168.0 B, 168.0 B (stage 9.0: task 14))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 9.0: task 14))"
    }, {
      "name" : "local blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "128.0 B"
    }, {
      "name" : "shuffle bytes written",
      "value" : "168.0 B"
    } ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#990]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 4, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1 ms (0 ms, 1 ms, 1 ms (stage 9.0: task 14))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 9.0: task 14))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n23 ms (4 ms, 19 ms, 19 ms (stage 9.0: task 14))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ {
      "name" : "number of total state rows",
      "value" : "1"
    }, {
      "name" : "memory used by state",
      "value" : "total (min, med, max (stageId: taskId))\n1184.0 B (400.0 B, 784.0 B, 784.0 B (stage 9.0: task 14))"
    }, {
      "name" : "count of cache hit on states cache in provider",
      "value" : "16"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "estimated size of state only on current version",
      "value" : "total (min, med, max (stageId: taskId))\n456.0 B (88.0 B, 368.0 B, 368.0 B (stage 9.0: task 14))"
    }, {
      "name" : "time to commit changes",
      "value" : "total (min, med, max (stageId: taskId))\n46 ms (11 ms, 35 ms, 35 ms (stage 9.0: task 13))"
    }, {
      "name" : "time to remove",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 9.0: task 14))"
    }, {
      "name" : "number of updated state rows",
      "value" : "1"
    }, {
      "name" : "time to update",
      "value" : "total (min, med, max (stageId: taskId))\n23 ms (4 ms, 19 ms, 19 ms (stage 9.0: task 14))"
    } ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 4, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 9.0: task 14))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 MiB (256.0 KiB, 4.3 MiB, 4.3 MiB (stage 9.0: task 14))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5 ms (2 ms, 3 ms, 3 ms (stage 9.0: task 14))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@1717338b"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 13,
  "modifiedConfigs" : { }
}, {
  "id" : 14,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 4",
  "planDescription" : "== Physical Plan ==\nLocalTableScan (1)\n\n\n(1) LocalTableScan\nOutput [2]: [value#102, count#103]\nArguments: [value#102, count#103]\n\n",
  "submissionTime" : "2020-07-29T10:57:05.079GMT",
  "duration" : 8,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "LocalTableScan",
    "metrics" : [ ],
    "desc" : "LocalTableScan [value#102, count#103]"
  } ],
  "edges" : [ ],
  "rootExecutionId" : 14,
  "modifiedConfigs" : { }
}, {
  "id" : 15,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 5",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48799}}, {\"test5\":{\"0\":48837}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#1297]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 9579cc6c-8827-43f7-9678-7747602e493e, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 9579cc6c-8827-43f7-9678-7747602e493e, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@2c214312\n\n",
  "submissionTime" : "2020-07-29T10:57:05.211GMT",
  "duration" : 331,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#1221]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 5, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 5, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@2c214312"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 15,
  "modifiedConfigs" : { }
}, {
  "id" : 16,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 5",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48799}}, {\"test5\":{\"0\":48837}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#1373]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = b800d96e-7584-4e8d-8df8-c9b901b7f2e2, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = b800d96e-7584-4e8d-8df8-c9b901b7f2e2, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@2c214312\n\n",
  "submissionTime" : "2020-07-29T10:57:05.270GMT",
  "duration" : 272,
  "runningJobIds" : [ ],
  "successJobIds" : [ 5 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "38"
    } ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "21 ms"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "9 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "14 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "21 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1"
    }, {
      "name" : "shuffle write time",
      "value" : "0 ms"
    }, {
      "name" : "records read",
      "value" : "1"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n168.0 B (0.0 B, 168.0 B, 168.0 B (stage 11.0: task 17))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 11.0: task 17))"
    }, {
      "name" : "local blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "128.0 B"
    }, {
      "name" : "shuffle bytes written",
      "value" : "168.0 B"
    } ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#1221]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 5, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1 ms (0 ms, 1 ms, 1 ms (stage 11.0: task 17))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 11.0: task 17))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n15 ms (4 ms, 11 ms, 11 ms (stage 11.0: task 17))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ {
      "name" : "number of total state rows",
      "value" : "1"
    }, {
      "name" : "memory used by state",
      "value" : "total (min, med, max (stageId: taskId))\n1184.0 B (400.0 B, 784.0 B, 784.0 B (stage 11.0: task 17))"
    }, {
      "name" : "count of cache hit on states cache in provider",
      "value" : "20"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "estimated size of state only on current version",
      "value" : "total (min, med, max (stageId: taskId))\n456.0 B (88.0 B, 368.0 B, 368.0 B (stage 11.0: task 17))"
    }, {
      "name" : "time to commit changes",
      "value" : "total (min, med, max (stageId: taskId))\n87 ms (37 ms, 50 ms, 50 ms (stage 11.0: task 16))"
    }, {
      "name" : "time to remove",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 11.0: task 17))"
    }, {
      "name" : "number of updated state rows",
      "value" : "1"
    }, {
      "name" : "time to update",
      "value" : "total (min, med, max (stageId: taskId))\n15 ms (4 ms, 11 ms, 11 ms (stage 11.0: task 17))"
    } ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 5, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 11.0: task 17))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 MiB (256.0 KiB, 4.3 MiB, 4.3 MiB (stage 11.0: task 17))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5 ms (2 ms, 3 ms, 3 ms (stage 11.0: task 17))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@2c214312"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 16,
  "modifiedConfigs" : { }
}, {
  "id" : 17,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 5",
  "planDescription" : "== Physical Plan ==\nLocalTableScan (1)\n\n\n(1) LocalTableScan\nOutput [2]: [value#116, count#117]\nArguments: [value#116, count#117]\n\n",
  "submissionTime" : "2020-07-29T10:57:05.536GMT",
  "duration" : 5,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "LocalTableScan",
    "metrics" : [ ],
    "desc" : "LocalTableScan [value#116, count#117]"
  } ],
  "edges" : [ ],
  "rootExecutionId" : 17,
  "modifiedConfigs" : { }
}, {
  "id" : 18,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 6",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48837}}, {\"test5\":{\"0\":48881}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#1528]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 6a12c2d9-8d02-4241-93fc-f53da01bb454, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 6a12c2d9-8d02-4241-93fc-f53da01bb454, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@27ec018d\n\n",
  "submissionTime" : "2020-07-29T10:57:05.657GMT",
  "duration" : 240,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#1452]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 6, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 6, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@27ec018d"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 18,
  "modifiedConfigs" : { }
}, {
  "id" : 19,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 6",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48837}}, {\"test5\":{\"0\":48881}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#1604]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 96456757-8d0b-46da-a006-9fe2cb6fc936, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = 96456757-8d0b-46da-a006-9fe2cb6fc936, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@27ec018d\n\n",
  "submissionTime" : "2020-07-29T10:57:05.687GMT",
  "duration" : 210,
  "runningJobIds" : [ ],
  "successJobIds" : [ 6 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "44"
    } ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "17 ms"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "8 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "11 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "17 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1"
    }, {
      "name" : "shuffle write time",
      "value" : "0 ms"
    }, {
      "name" : "records read",
      "value" : "1"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n168.0 B (0.0 B, 168.0 B, 168.0 B (stage 13.0: task 20))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 13.0: task 20))"
    }, {
      "name" : "local blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "128.0 B"
    }, {
      "name" : "shuffle bytes written",
      "value" : "168.0 B"
    } ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#1452]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 6, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1 ms (0 ms, 1 ms, 1 ms (stage 13.0: task 20))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 13.0: task 19))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n19 ms (4 ms, 15 ms, 15 ms (stage 13.0: task 20))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ {
      "name" : "number of total state rows",
      "value" : "1"
    }, {
      "name" : "memory used by state",
      "value" : "total (min, med, max (stageId: taskId))\n1184.0 B (400.0 B, 784.0 B, 784.0 B (stage 13.0: task 20))"
    }, {
      "name" : "count of cache hit on states cache in provider",
      "value" : "24"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "estimated size of state only on current version",
      "value" : "total (min, med, max (stageId: taskId))\n456.0 B (88.0 B, 368.0 B, 368.0 B (stage 13.0: task 20))"
    }, {
      "name" : "time to commit changes",
      "value" : "total (min, med, max (stageId: taskId))\n49 ms (23 ms, 26 ms, 26 ms (stage 13.0: task 19))"
    }, {
      "name" : "time to remove",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 13.0: task 19))"
    }, {
      "name" : "number of updated state rows",
      "value" : "1"
    }, {
      "name" : "time to update",
      "value" : "total (min, med, max (stageId: taskId))\n19 ms (4 ms, 15 ms, 15 ms (stage 13.0: task 20))"
    } ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 6, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 13.0: task 19))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 MiB (256.0 KiB, 4.3 MiB, 4.3 MiB (stage 13.0: task 20))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5 ms (2 ms, 3 ms, 3 ms (stage 13.0: task 19))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@27ec018d"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 19,
  "modifiedConfigs" : { }
}, {
  "id" : 20,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 6",
  "planDescription" : "== Physical Plan ==\nLocalTableScan (1)\n\n\n(1) LocalTableScan\nOutput [2]: [value#130, count#131]\nArguments: [value#130, count#131]\n\n",
  "submissionTime" : "2020-07-29T10:57:05.891GMT",
  "duration" : 5,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "LocalTableScan",
    "metrics" : [ ],
    "desc" : "LocalTableScan [value#130, count#131]"
  } ],
  "edges" : [ ],
  "rootExecutionId" : 20,
  "modifiedConfigs" : { }
}, {
  "id" : 21,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 7",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48881}}, {\"test5\":{\"0\":48917}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#1759]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = c0968891-bf48-4112-a19b-444014085d1d, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = c0968891-bf48-4112-a19b-444014085d1d, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@6313b68e\n\n",
  "submissionTime" : "2020-07-29T10:57:05.988GMT",
  "duration" : 243,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#1683]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 7, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 7, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@6313b68e"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 21,
  "modifiedConfigs" : { }
}, {
  "id" : 22,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 7",
  "planDescription" : "== Physical Plan ==\nWriteToDataSourceV2 (14)\n+- * HashAggregate (13)\n   +- StateStoreSave (12)\n      +- * HashAggregate (11)\n         +- StateStoreRestore (10)\n            +- Exchange (9)\n               +- * HashAggregate (8)\n                  +- * HashAggregate (7)\n                     +- * SerializeFromObject (6)\n                        +- MapPartitions (5)\n                           +- DeserializeToObject (4)\n                              +- * Project (3)\n                                 +- * Project (2)\n                                    +- MicroBatchScan (1)\n\n\n(1) MicroBatchScan\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nArguments: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13], org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan@7e7b182c, KafkaV2[Subscribe[test5]], {\"test5\":{\"0\":48881}}, {\"test5\":{\"0\":48917}}\n\n(2) Project [codegen id : 1]\nOutput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(3) Project [codegen id : 1]\nOutput [1]: [cast(value#8 as string) AS value#21]\nInput [7]: [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]\n\n(4) DeserializeToObject\nInput [1]: [value#21]\nArguments: value#21.toString, obj#27: java.lang.String\n\n(5) MapPartitions\nInput [1]: [obj#27]\nArguments: org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String\n\n(6) SerializeFromObject [codegen id : 2]\nInput [1]: [obj#28]\nArguments: [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]\n\n(7) HashAggregate [codegen id : 2]\nInput [1]: [value#29]\nKeys [1]: [value#29]\nFunctions [1]: [partial_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(8) HashAggregate [codegen id : 2]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(9) Exchange\nInput [2]: [value#29, count#38L]\nArguments: hashpartitioning(value#29, 2), true, [id=#1835]\n\n(10) StateStoreRestore\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = e165b23b-1a6f-459f-9c51-288922bb2647, opId = 0, ver = 0, numPartitions = 2], 2\n\n(11) HashAggregate [codegen id : 3]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [merge_count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count#38L]\n\n(12) StateStoreSave\nInput [2]: [value#29, count#38L]\nArguments: [value#29], state info [ checkpoint = <unknown>, runId = e165b23b-1a6f-459f-9c51-288922bb2647, opId = 0, ver = 0, numPartitions = 2], Append, 0, 2\n\n(13) HashAggregate [codegen id : 4]\nInput [2]: [value#29, count#38L]\nKeys [1]: [value#29]\nFunctions [1]: [count(1)]\nAggregate Attributes [1]: [count(1)#31L]\nResults [2]: [value#29, count(1)#31L AS count#32L]\n\n(14) WriteToDataSourceV2\nInput [2]: [value#29, count#32L]\nArguments: org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@6313b68e\n\n",
  "submissionTime" : "2020-07-29T10:57:06.019GMT",
  "duration" : 212,
  "runningJobIds" : [ ],
  "successJobIds" : [ 7 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 17,
    "nodeName" : "MicroBatchScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "36"
    } ],
    "desc" : "MicroBatchScan[key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13] class org.apache.spark.sql.kafka010.KafkaSourceProvider$KafkaScan"
  }, {
    "nodeId" : 16,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [key#7, value#8, topic#9, partition#10, offset#11L, timestamp#12, timestampType#13]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [cast(value#8 as string) AS value#21]"
  }, {
    "nodeId" : 14,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "13 ms"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 13,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject value#21.toString, obj#27: java.lang.String"
  }, {
    "nodeId" : 12,
    "nodeName" : "MapPartitions",
    "metrics" : [ ],
    "desc" : "MapPartitions org.apache.spark.sql.Dataset$$Lambda$1321/872917583@67b99068, obj#28: java.lang.String"
  }, {
    "nodeId" : 11,
    "nodeName" : "SerializeFromObject",
    "wholeStageCodegenId" : 2,
    "metrics" : [ ],
    "desc" : "SerializeFromObject [staticinvoke(class org.apache.spark.unsafe.types.UTF8String, StringType, fromString, input[0, java.lang.String, true], true, false) AS value#29]"
  }, {
    "nodeId" : 10,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "6 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[partial_count(1)])"
  }, {
    "nodeId" : 9,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "8 ms"
    }, {
      "name" : "peak memory",
      "value" : "256.0 KiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 8,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "13 ms"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 7,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "1"
    }, {
      "name" : "shuffle write time",
      "value" : "0 ms"
    }, {
      "name" : "records read",
      "value" : "1"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n168.0 B (0.0 B, 168.0 B, 168.0 B (stage 15.0: task 23))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 15.0: task 23))"
    }, {
      "name" : "local blocks read",
      "value" : "1"
    }, {
      "name" : "data size",
      "value" : "128.0 B"
    }, {
      "name" : "shuffle bytes written",
      "value" : "168.0 B"
    } ],
    "desc" : "Exchange hashpartitioning(value#29, 2), true, [id=#1683]"
  }, {
    "nodeId" : 6,
    "nodeName" : "StateStoreRestore",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "StateStoreRestore [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 7, numPartitions = 2], 2"
  }, {
    "nodeId" : 5,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1 ms (0 ms, 1 ms, 1 ms (stage 15.0: task 23))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n512.0 KiB (256.0 KiB, 256.0 KiB, 256.0 KiB (stage 15.0: task 23))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[merge_count(1)])"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n24 ms (3 ms, 21 ms, 21 ms (stage 15.0: task 23))"
    } ],
    "desc" : "WholeStageCodegen (3)"
  }, {
    "nodeId" : 3,
    "nodeName" : "StateStoreSave",
    "metrics" : [ {
      "name" : "number of total state rows",
      "value" : "1"
    }, {
      "name" : "memory used by state",
      "value" : "total (min, med, max (stageId: taskId))\n1184.0 B (400.0 B, 784.0 B, 784.0 B (stage 15.0: task 23))"
    }, {
      "name" : "count of cache hit on states cache in provider",
      "value" : "28"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "estimated size of state only on current version",
      "value" : "total (min, med, max (stageId: taskId))\n456.0 B (88.0 B, 368.0 B, 368.0 B (stage 15.0: task 23))"
    }, {
      "name" : "time to commit changes",
      "value" : "total (min, med, max (stageId: taskId))\n67 ms (19 ms, 48 ms, 48 ms (stage 15.0: task 22))"
    }, {
      "name" : "time to remove",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 15.0: task 23))"
    }, {
      "name" : "number of updated state rows",
      "value" : "1"
    }, {
      "name" : "time to update",
      "value" : "total (min, med, max (stageId: taskId))\n24 ms (3 ms, 21 ms, 21 ms (stage 15.0: task 23))"
    } ],
    "desc" : "StateStoreSave [value#29], state info [ checkpoint = file:/tmp/temporary-025d7997-5b66-4def-abbf-bdcca57312b9/state, runId = e225d92f-2545-48f8-87a2-9c0309580f8a, opId = 0, ver = 7, numPartitions = 2], Complete, 0, 2"
  }, {
    "nodeId" : 2,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 15.0: task 23))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 MiB (256.0 KiB, 4.3 MiB, 4.3 MiB (stage 15.0: task 23))"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "1"
    } ],
    "desc" : "HashAggregate(keys=[value#29], functions=[count(1)])"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n5 ms (2 ms, 3 ms, 3 ms (stage 15.0: task 23))"
    } ],
    "desc" : "WholeStageCodegen (4)"
  }, {
    "nodeId" : 0,
    "nodeName" : "WriteToDataSourceV2",
    "metrics" : [ ],
    "desc" : "WriteToDataSourceV2 org.apache.spark.sql.execution.streaming.sources.MicroBatchWrite@6313b68e"
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
    "toId" : 13
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 17,
    "toId" : 16
  } ],
  "rootExecutionId" : 22,
  "modifiedConfigs" : { }
}, {
  "id" : 23,
  "status" : "COMPLETED",
  "description" : "\nid = 8d268dc2-bc9c-4be8-97a9-b135d2943028\nrunId = e225d92f-2545-48f8-87a2-9c0309580f8a\nbatch = 7",
  "planDescription" : "== Physical Plan ==\nLocalTableScan (1)\n\n\n(1) LocalTableScan\nOutput [2]: [value#144, count#145]\nArguments: [value#144, count#145]\n\n",
  "submissionTime" : "2020-07-29T10:57:06.221GMT",
  "duration" : 9,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "LocalTableScan",
    "metrics" : [ ],
    "desc" : "LocalTableScan [value#144, count#145]"
  } ],
  "edges" : [ ],
  "rootExecutionId" : 23,
  "modifiedConfigs" : { }
} ]
