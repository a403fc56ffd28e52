[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "csv at textsimilarity.scala:44",
  "planDescription" : "== Parsed Logical Plan ==\nGlobalLimit 1\n+- LocalLimit 1\n   +- Filter (length(trim(value#6, None)) > 0)\n      +- Project [value#0 AS value#6]\n         +- Project [value#0]\n            +- Relation[value#0] text\n\n== Analyzed Logical Plan ==\nvalue: string\nGlobalLimit 1\n+- LocalLimit 1\n   +- Filter (length(trim(value#6, None)) > 0)\n      +- Project [value#0 AS value#6]\n         +- Project [value#0]\n            +- Relation[value#0] text\n\n== Optimized Logical Plan ==\nGlobalLimit 1\n+- LocalLimit 1\n   +- Filter (length(trim(value#0, None)) > 0)\n      +- Relation[value#0] text\n\n== Physical Plan ==\nCollectLimit 1\n+- *(1) Filter (length(trim(value#0, None)) > 0)\n   +- FileScan text [value#0] Batched: false, DataFilters: [(length(trim(value#0, None)) > 0)], Format: Text, Location: InMemoryFileIndex[s3://job-bank/ml-rec/input-data/text-similarity-train3/part-00000-7551c08e-2dd5..., PartitionFilters: [], PushedFilters: [], ReadSchema: struct<value:string>\n",
  "submissionTime" : "2021-12-23T02:48:01.399GMT",
  "duration" : 1611,
  "runningJobIds" : [ ],
  "successJobIds" : [ 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 3,
    "nodeName" : "Scan text",
    "metrics" : [ {
      "name" : "number of files read",
      "value" : "100"
    }, {
      "name" : "metadata time",
      "value" : "8 ms"
    }, {
      "name" : "size of files read",
      "value" : "149.3 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "FileScan text [value#0] Batched: false, DataFilters: [(length(trim(value#0, None)) > 0)], Format: Text, Location: InMemoryFileIndex[s3://job-bank/ml-rec/input-data/text-similarity-train3/part-00000-7551c08e-2dd5..., PartitionFilters: [], PushedFilters: [], ReadSchema: struct<value:string>"
  }, {
    "nodeId" : 2,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 1,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "1"
    } ],
    "desc" : "Filter (length(trim(value#0, None)) > 0)"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ ],
    "desc" : "WholeStageCodegen (1)"
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
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
} ]
