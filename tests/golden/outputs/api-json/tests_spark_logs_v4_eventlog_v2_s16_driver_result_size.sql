[ {
  "id" : 0,
  "status" : "FAILED",
  "description" : "collect at /work/main/tests/spark/scenarios/s16_driver_result_size.py:14",
  "planDescription" : "== Physical Plan ==\n* Project (2)\n+- * Range (1)\n\n\n(1) Range [codegen id : 1]\nOutput [1]: [id#0L]\nArguments: Range (0, 300000, step=1, splits=Some(8))\n\n(2) Project [codegen id : 1]\nOutput [2]: [id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS h#1]\nInput [1]: [id#0L]\n\n",
  "submissionTime" : "2026-11-30T12:41:57.063GMT",
  "duration" : 14013,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ 0 ],
  "nodes" : [ {
    "nodeId" : 2,
    "nodeName" : "Range",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Range (0, 300000, step=1, splits=8)"
  }, {
    "nodeId" : 1,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [id#0L, sha2(cast(cast(id#0L as string) as binary), 256) AS h#1]"
  }, {
    "nodeId" : 0,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 1
  } ],
  "queryId" : "01a22c79-e645-7764-9d8d-4e3778679534",
  "errorMessage" : "Job aborted due to stage failure: Total size of serialized results of 2 tasks (4.9 MiB) is bigger than spark.driver.maxResultSize (4.0 MiB)",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
