[ {
  "id" : 0,
  "status" : "FAILED",
  "description" : "save at NativeMethodAccessorImpl.java:0",
  "planDescription" : "== Physical Plan ==\nOverwriteByExpression noop-table (6)\n+- ObjectHashAggregate (5)\n   +- Exchange (4)\n      +- ObjectHashAggregate (3)\n         +- * Project (2)\n            +- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 6000000, step=1, splits=Some(4))\n\n(2) Project [codegen id : 1]\nOutput [1]: [sha2(cast(cast(id#0L as string) as binary), 256) AS s#2]\nInput [1]: [id#0L]\n\n(3) ObjectHashAggregate\nInput [1]: [s#2]\nKeys [1]: [1 AS 1#8]\nFunctions [1]: [partial_collect_list(s#2, 0, 0, true)]\nAggregate Attributes [1]: [buf#9]\nResults [2]: [1#8, buf#10]\n\n(4) Exchange\nInput [2]: [1#8, buf#10]\nArguments: hashpartitioning(1#8, 4), ENSURE_REQUIREMENTS, [plan_id=25]\n\n(5) ObjectHashAggregate\nInput [2]: [1#8, buf#10]\nKeys [1]: [1#8]\nFunctions [1]: [collect_list(s#2, 0, 0, true)]\nAggregate Attributes [1]: [collect_list(s#2)#6]\nResults [1]: [size(collect_list(s#2)#6, false) AS size(l)#7]\n\n(6) OverwriteByExpression noop-table\nInput [1]: [size(l)#7]\nArguments: NoopWrite\n\n",
  "submissionTime" : "2026-11-30T12:40:34.053GMT",
  "duration" : 44635,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ 0 ],
  "nodes" : [ {
    "nodeId" : 6,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Range (0, 6000000, step=1, splits=4)"
  }, {
    "nodeId" : 5,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [sha2(cast(cast(id#0L as string) as binary), 256) AS s#2]"
  }, {
    "nodeId" : 4,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  }, {
    "nodeId" : 3,
    "nodeName" : "ObjectHashAggregate",
    "metrics" : [ ],
    "desc" : "ObjectHashAggregate(keys=[1 AS 1#8], functions=[partial_collect_list(s#2, 0, 0, true)])"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "number of partitions",
      "value" : "4"
    } ],
    "desc" : "Exchange hashpartitioning(1#8, 4), ENSURE_REQUIREMENTS, [plan_id=25]"
  }, {
    "nodeId" : 1,
    "nodeName" : "ObjectHashAggregate",
    "metrics" : [ ],
    "desc" : "ObjectHashAggregate(keys=[1#8], functions=[collect_list(s#2, 0, 0, true)])"
  }, {
    "nodeId" : 0,
    "nodeName" : "OverwriteByExpression noop-table",
    "metrics" : [ ],
    "desc" : "OverwriteByExpression noop-table NoopWrite"
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
  } ],
  "queryId" : "01a22c78-a52e-7581-b86a-44097576f5ad",
  "errorMessage" : "Job aborted due to stage failure: Task 0 in stage 0.0 failed 2 times, most recent failure: Lost task 0.1 in stage 0.0 (TID 3) (192.0.2.2 executor 1): ExecutorLostFailure (executor 1 exited caused by one of the running tasks) Reason: Command exited with code 52\nDriver stacktrace:",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
