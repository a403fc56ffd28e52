[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "foreach at <console>:26",
  "planDescription" : "== Physical Plan ==\nDeserializeToObject (8)\n+- * BroadcastHashJoin Inner BuildLeft (7)\n   :- BroadcastExchange (5)\n   :  +- * BroadcastHashJoin Inner BuildRight (4)\n   :     :- * LocalTableScan (1)\n   :     +- BroadcastExchange (3)\n   :        +- LocalTableScan (2)\n   +- * LocalTableScan (6)\n\n\n(1) LocalTableScan [codegen id : 1]\nOutput [3]: [i1#10, j1#11, k1#12]\nArguments: [i1#10, j1#11, k1#12]\n\n(2) LocalTableScan\nOutput [3]: [i2#26, j2#27, k2#28]\nArguments: [i2#26, j2#27, k2#28]\n\n(3) BroadcastExchange\nInput [3]: [i2#26, j2#27, k2#28]\nArguments: HashedRelationBroadcastMode(List(cast(input[0, int, false] as bigint))), [id=#23]\n\n(4) BroadcastHashJoin [codegen id : 1]\nLeft keys [1]: [i1#10]\nRight keys [1]: [i2#26]\nJoin condition: None\n\n(5) BroadcastExchange\nInput [6]: [i1#10, j1#11, k1#12, i2#26, j2#27, k2#28]\nArguments: HashedRelationBroadcastMode(List(cast(input[3, int, false] as bigint))), [id=#32]\n\n(6) LocalTableScan\nOutput [3]: [i3#42, j3#43, k3#44]\nArguments: [i3#42, j3#43, k3#44]\n\n(7) BroadcastHashJoin [codegen id : 2]\nLeft keys [1]: [i2#26]\nRight keys [1]: [i3#42]\nJoin condition: None\n\n(8) DeserializeToObject\nInput [9]: [i1#10, j1#11, k1#12, i2#26, j2#27, k2#28, i3#42, j3#43, k3#44]\nArguments: createexternalrow(i1#10, j1#11, k1#12.toString, i2#26, j2#27, k2#28.toString, i3#42, j3#43, k3#44.toString, StructField(i1,IntegerType,false), StructField(j1,IntegerType,false), StructField(k1,StringType,true), StructField(i2,IntegerType,false), StructField(j2,IntegerType,false), StructField(k2,StringType,true), StructField(i3,IntegerType,false), StructField(j3,IntegerType,false), StructField(k3,StringType,true)), obj#93: org.apache.spark.sql.Row\n\n",
  "submissionTime" : "2020-07-07T03:11:18.577GMT",
  "duration" : 4468,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0, 1, 2 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 9,
    "nodeName" : "LocalTableScan",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100,000"
    } ],
    "desc" : "LocalTableScan [i3#42, j3#43, k3#44]"
  }, {
    "nodeId" : 8,
    "nodeName" : "LocalTableScan",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "20"
    } ],
    "desc" : "LocalTableScan [i2#26, j2#27, k2#28]"
  }, {
    "nodeId" : 7,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "data size",
      "value" : "1024.1 KiB"
    }, {
      "name" : "time to collect",
      "value" : "1.7 s"
    }, {
      "name" : "time to build",
      "value" : "37 ms"
    }, {
      "name" : "time to broadcast",
      "value" : "5 ms"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(cast(input[0, int, false] as bigint))), [id=#23]"
  }, {
    "nodeId" : 6,
    "nodeName" : "LocalTableScan",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "100"
    } ],
    "desc" : "LocalTableScan [i1#10, j1#11, k1#12]"
  }, {
    "nodeId" : 5,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "300"
    } ],
    "desc" : "BroadcastHashJoin [i1#10], [i2#26], Inner, BuildRight"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n324 ms (20 ms, 20 ms, 21 ms (stage 1.0: task 19))"
    } ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "BroadcastExchange",
    "metrics" : [ {
      "name" : "data size",
      "value" : "1024.0 KiB"
    }, {
      "name" : "time to collect",
      "value" : "2.3 s"
    }, {
      "name" : "time to build",
      "value" : "13 ms"
    }, {
      "name" : "time to broadcast",
      "value" : "2 ms"
    } ],
    "desc" : "BroadcastExchange HashedRelationBroadcastMode(List(cast(input[3, int, false] as bigint))), [id=#32]"
  }, {
    "nodeId" : 2,
    "nodeName" : "BroadcastHashJoin",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "6,000,000"
    } ],
    "desc" : "BroadcastHashJoin [i2#26], [i3#42], Inner, BuildLeft"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n25.1 s (1.5 s, 1.6 s, 1.6 s (stage 2.0: task 42))"
    } ],
    "desc" : "WholeStageCodegen (2)"
  }, {
    "nodeId" : 0,
    "nodeName" : "DeserializeToObject",
    "metrics" : [ ],
    "desc" : "DeserializeToObject createexternalrow(i1#10, j1#11, k1#12.toString, i2#26, j2#27, k2#28.toString, i3#42, j3#43, k3#44.toString, StructField(i1,IntegerType,false), StructField(j1,IntegerType,false), StructField(k1,StringType,true), StructField(i2,IntegerType,false), StructField(j2,IntegerType,false), StructField(k2,StringType,true), StructField(i3,IntegerType,false), StructField(j3,IntegerType,false), StructField(k3,StringType,true)), obj#93: org.apache.spark.sql.Row"
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
    "toId" : 5
  }, {
    "fromId" : 8,
    "toId" : 7
  }, {
    "fromId" : 9,
    "toId" : 2
  } ],
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
