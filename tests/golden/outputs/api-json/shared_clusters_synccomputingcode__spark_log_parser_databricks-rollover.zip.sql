[ {
  "id" : 0,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute CreateTableCommand (1)\n   +- CreateTableCommand (2)\n\n\n(1) Execute CreateTableCommand\nOutput: []\n\n(2) CreateTableCommand\nArguments: `default`.`tbl_a`, org.apache.hadoop.hive.serde2.lazy.LazySimpleSerDe, true\n\n",
  "submissionTime" : "2022-01-14T16:58:52.729GMT",
  "duration" : 2794,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "Execute CreateTableCommand",
    "metrics" : [ ],
    "desc" : "Execute CreateTableCommand"
  } ],
  "edges" : [ ],
  "errorMessage" : "",
  "rootExecutionId" : 0,
  "modifiedConfigs" : { }
}, {
  "id" : 1,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute CreateTableCommand (1)\n   +- CreateTableCommand (2)\n\n\n(1) Execute CreateTableCommand\nOutput: []\n\n(2) CreateTableCommand\nArguments: `default`.`dec_tbl_a`, org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe, true\n\n",
  "submissionTime" : "2022-01-14T16:58:55.668GMT",
  "duration" : 163,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "Execute CreateTableCommand",
    "metrics" : [ ],
    "desc" : "Execute CreateTableCommand"
  } ],
  "edges" : [ ],
  "errorMessage" : "",
  "rootExecutionId" : 1,
  "modifiedConfigs" : { }
}, {
  "id" : 2,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute AlterTableRecoverPartitionsCommand (1)\n   +- AlterTableRecoverPartitionsCommand (2)\n\n\n(1) Execute AlterTableRecoverPartitionsCommand\nOutput: []\n\n(2) AlterTableRecoverPartitionsCommand\nArguments: `default`.`dec_tbl_a`, MSCK REPAIR TABLE\n\n",
  "submissionTime" : "2022-01-14T16:58:56.001GMT",
  "duration" : 3805,
  "runningJobIds" : [ ],
  "successJobIds" : [ 0 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "Execute AlterTableRecoverPartitionsCommand",
    "metrics" : [ ],
    "desc" : "Execute AlterTableRecoverPartitionsCommand"
  } ],
  "edges" : [ ],
  "errorMessage" : "",
  "rootExecutionId" : 2,
  "modifiedConfigs" : { }
}, {
  "id" : 3,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute SetCommand (1)\n   +- SetCommand (2)\n\n\n(1) Execute SetCommand\nOutput [2]: [key#43, value#44]\n\n(2) SetCommand\nArguments: (spark.sql.shuffle.partitions,Some(100))\n\n",
  "submissionTime" : "2022-01-14T16:58:59.845GMT",
  "duration" : 13,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "Execute SetCommand",
    "metrics" : [ ],
    "desc" : "Execute SetCommand"
  } ],
  "edges" : [ ],
  "errorMessage" : "",
  "rootExecutionId" : 3,
  "modifiedConfigs" : { }
}, {
  "id" : 4,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute SetCommand (1)\n   +- SetCommand (2)\n\n\n(1) Execute SetCommand\nOutput [2]: [key#53, value#54]\n\n(2) SetCommand\nArguments: (hive.exec.dynamic.partition.mode,Some(nonstrict))\n\n",
  "submissionTime" : "2022-01-14T16:58:59.878GMT",
  "duration" : 4,
  "runningJobIds" : [ ],
  "successJobIds" : [ ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 0,
    "nodeName" : "Execute SetCommand",
    "metrics" : [ ],
    "desc" : "Execute SetCommand"
  } ],
  "edges" : [ ],
  "errorMessage" : "",
  "rootExecutionId" : 4,
  "modifiedConfigs" : { }
}, {
  "id" : 5,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHiveTable (3)\n+- * Project (2)\n   +- Scan hive default.tbl_a (1)\n\n\n(1) Scan hive default.tbl_a\nOutput [7]: [day_of_week#65, device_id#61, epoch#62L, local_date#63, local_time#64, polygon_name#60, time_zone#66]\nArguments: [day_of_week#65, device_id#61, epoch#62L, local_date#63, local_time#64, polygon_name#60, time_zone#66], HiveTableRelation [`default`.`tbl_a`, org.apache.hadoop.hive.serde2.lazy.LazySimpleSerDe, Data Cols: [polygon_name#60, device_id#61, epoch#62L, local_date#63, local_time#64, day_of_week#65, time_zon..., Partition Cols: []]\n\n(2) Project [codegen id : 1]\nOutput [11]: [polygon_name#60, device_id#61 AS unhashed_device_id#55, sha1(cast(concat(upper(device_id#61), 54ncc0mp) as binary)) AS hashed_device_id#56, epoch#62L, local_time#64, day_of_week#65, time_zone#66, local_date#63, substring(local_date#63, 1, 4) AS year#57, substring(local_date#63, 6, 2) AS month#58, substring(local_date#63, 9, 2) AS day#59]\nInput [7]: [day_of_week#65, device_id#61, epoch#62L, local_date#63, local_time#64, polygon_name#60, time_zone#66]\n\n(3) Execute InsertIntoHiveTable\nInput [11]: [polygon_name#60, unhashed_device_id#55, hashed_device_id#56, epoch#62L, local_time#64, day_of_week#65, time_zone#66, local_date#63, year#57, month#58, day#59]\nArguments: `default`.`dec_tbl_a`, org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe, [year=None, month=None, day=None], true, false, [polygon_name, unhashed_device_id, hashed_device_id, epoch, local_time, day_of_week, time_zone, local_date, year, month, day]\n\n",
  "submissionTime" : "2022-01-14T16:59:00.375GMT",
  "duration" : 3435369,
  "runningJobIds" : [ ],
  "successJobIds" : [ 1 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 3,
    "nodeName" : "Scan hive default.tbl_a",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "2,326,206,474"
    } ],
    "desc" : "Scan hive default.tbl_a [day_of_week#65, device_id#61, epoch#62L, local_date#63, local_time#64, polygon_name#60, time_zone#66], HiveTableRelation [`default`.`tbl_a`, org.apache.hadoop.hive.serde2.lazy.LazySimpleSerDe, Data Cols: [polygon_name#60, device_id#61, epoch#62L, local_date#63, local_time#64, day_of_week#65, time_zon..., Partition Cols: []]"
  }, {
    "nodeId" : 2,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#60, device_id#61 AS unhashed_device_id#55, sha1(cast(concat(upper(device_id#61), 54ncc0mp) as binary)) AS hashed_device_id#56, epoch#62L, local_time#64, day_of_week#65, time_zone#66, local_date#63, substring(local_date#63, 1, 4) AS year#57, substring(local_date#63, 6, 2) AS month#58, substring(local_date#63, 9, 2) AS day#59]"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.25 h (9.9 s, 1.8 m, 2.1 m (stage 1.0: task 94))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHiveTable",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1,872"
    }, {
      "name" : "written output",
      "value" : "217.7 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "2,326,206,474"
    }, {
      "name" : "number of dynamic part",
      "value" : "13"
    } ],
    "desc" : "Execute InsertIntoHiveTable `default`.`dec_tbl_a`, org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe, [year=None, month=None, day=None], true, false, [polygon_name, unhashed_device_id, hashed_device_id, epoch, local_time, day_of_week, time_zone, local_date, year, month, day]"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 2
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 5,
  "modifiedConfigs" : { }
}, {
  "id" : 6,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ShuffleQueryStage (18)\n      +- Exchange (17)\n         +- * HashAggregate (16)\n            +- ShuffleQueryStage (15)\n               +- Exchange (14)\n                  +- * HashAggregate (13)\n                     +- * Project (12)\n                        +- SortMergeJoin LeftOuter (11)\n                           :- Sort (5)\n                           :  +- ShuffleQueryStage (4)\n                           :     +- Exchange (3)\n                           :        +- * Project (2)\n                           :           +- Scan parquet default.dec_tbl_a (1)\n                           +- Sort (10)\n                              +- ShuffleQueryStage (9)\n                                 +- Exchange (8)\n                                    +- * Filter (7)\n                                       +- Scan csv  (6)\n   +- == Initial Plan ==\n      Exchange (30)\n      +- HashAggregate (29)\n         +- Exchange (28)\n            +- HashAggregate (27)\n               +- Project (26)\n                  +- SortMergeJoin LeftOuter (25)\n                     :- Sort (21)\n                     :  +- Exchange (20)\n                     :     +- Project (19)\n                     :        +- Scan parquet default.dec_tbl_a (1)\n                     +- Sort (24)\n                        +- Exchange (23)\n                           +- Filter (22)\n                              +- Scan csv  (6)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\nBatched: false\nLocation: InMemoryFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=01]\nPartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 02), (day#124 = 01)]\nReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>\n\n(2) Project [codegen id : 1]\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(3) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#547]\n\n(4) ShuffleQueryStage\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: 0, Statistics(sizeInBytes=20.9 GiB, rowCount=1.79E+8, isRuntime=true)\n\n(5) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(6) Scan csv \nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/repjoin/big/table_b]\nPushedFilters: [IsNotNull(device), IsNotNull(polygon_name)]\nReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_census:string,cel_micro:string,cel_municipality:string,cel_admin:string,cel_province:string,cel_postal1:string,cel_postal2:string,cel_custom1:string,cel_custom2:string,cel_distance:string,cdl_lat:float,cdl_lon:float,cdl_country:string,cdl_census:string,cdl_micro:string,cdl_municipality:string,cdl_admin:string,cdl_province:string,cdl_postal1:string,cdl_postal2:string,cdl_custom1:string,cdl_custom2:string,cdl_distance:string>\n\n(7) Filter [codegen id : 2]\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(8) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#560]\n\n(9) ShuffleQueryStage\nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 1, Statistics(sizeInBytes=8.4 GiB, rowCount=2.31E+7, isRuntime=true)\n\n(10) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(12) Project [codegen id : 3]\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(13) HashAggregate [codegen id : 3]\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(14) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#731]\n\n(15) ShuffleQueryStage\nOutput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: 2, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(16) HashAggregate [codegen id : 4]\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(17) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#879]\n\n(18) ShuffleQueryStage\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 3, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(19) Project\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(20) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#423]\n\n(21) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(22) Filter\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(23) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#424]\n\n(24) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(26) Project\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(27) HashAggregate\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(28) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#431]\n\n(29) HashAggregate\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(30) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#433]\n\n(31) AdaptiveSparkPlan\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: isFinalPlan=true\n\n(32) Execute InsertIntoHadoopFsRelationCommand\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=01, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=01/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]\n\n",
  "submissionTime" : "2022-01-14T17:58:05.252GMT",
  "duration" : 195593,
  "runningJobIds" : [ ],
  "successJobIds" : [ 10, 6, 9, 7, 8 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 12.0: task 1719))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 12.0: task 1719))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n6.0 s (682 ms, 754 ms, 913 ms (stage 12.0: task 1720))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "636.8 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "FileScan csv [polygon_name#147,device#148,cel_lat#149,cel_lon#150,cel_country#151,cel_census#152,cel_micro#153,cel_municipality#154,cel_admin#155,cel_province#156,cel_postal1#157,cel_postal2#158,cel_custom1#159,cel_custom2#160,cel_distance#161,cdl_lat#162,cdl_lon#163,cdl_country#164,cdl_census#165,cdl_micro#166,cdl_municipality#167,cdl_admin#168,cdl_province#169,cdl_postal1#170,... 4 more fields] Batched: false, DataFilters: [isnotnull(device#148), isnotnull(polygon_name#147)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/repjoin/big/table_b], PartitionFilters: [], PushedFilters: [IsNotNull(device), IsNotNull(polygon_name)], ReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_censu..."
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "Filter (isnotnull(device#148) AND isnotnull(polygon_name#147))"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (14.1 s, 17.7 s, 17.9 s (stage 12.0: task 1725))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23,084,554"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.1 s (858 ms, 1.0 s, 1.1 s (stage 12.0: task 1724))"
    }, {
      "name" : "records read",
      "value" : "23,084,554"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n514.8 MiB (4.2 MiB, 5.3 MiB, 5.4 MiB (stage 15.0: task 1737))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 m (431 ms, 641 ms, 790 ms (stage 15.0: task 1775))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 GiB (35.7 MiB, 35.9 MiB, 37.1 MiB (stage 15.0: task 1731))"
    }, {
      "name" : "local blocks read",
      "value" : "100"
    }, {
      "name" : "remote blocks read",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.4 GiB (883.7 MiB, 1102.2 MiB, 1110.2 MiB (stage 12.0: task 1719))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 GiB (424.9 MiB, 529.9 MiB, 533.8 MiB (stage 12.0: task 1719))"
    } ],
    "desc" : "Exchange hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#560]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 15.0: task 1759))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n1.7 m (843 ms, 1.0 s, 1.2 s (stage 15.0: task 1775))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 GiB (136.0 MiB, 136.0 MiB, 136.0 MiB (stage 15.0: task 1759))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "381,932,551"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n11.3 s (86 ms, 107 ms, 218 ms (stage 15.0: task 1804))"
    }, {
      "name" : "num record comparisons",
      "value" : "705,474"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 15.0: task 1759))"
    } ],
    "desc" : "Sort [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "144"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (10.0 MiB, 55.7 MiB, 118.8 MiB (stage 11.0: task 1575))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (10.0 MiB, 55.7 MiB, 118.8 MiB (stage 11.0: task 1575))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (10.0 MiB, 55.7 MiB, 118.8 MiB (stage 11.0: task 1575))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n7.2 m (263 ms, 1.9 s, 4.2 s (stage 11.0: task 1530))"
    }, {
      "name" : "metadata time",
      "value" : "130 ms"
    }, {
      "name" : "size of files read",
      "value" : "16.8 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "178,970,917"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (10.0 MiB, 55.7 MiB, 118.8 MiB (stage 11.0: task 1575))"
    }, {
      "name" : "number of partitions read",
      "value" : "1"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#114,unhashed_device_id#115,hashed_device_id#116,year#122,month#123,day#124] Batched: false, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=01], PartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 0..., PushedFilters: [], ReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n14.2 m (608 ms, 4.5 s, 8.2 s (stage 11.0: task 1530))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "178,970,917"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n36.2 s (29 ms, 161 ms, 355 ms (stage 11.0: task 1562))"
    }, {
      "name" : "records read",
      "value" : "178,970,917"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 GiB (20.0 MiB, 20.3 MiB, 21.7 MiB (stage 15.0: task 1730))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n37.8 s (195 ms, 379 ms, 580 ms (stage 15.0: task 1791))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.1 GiB (142.3 MiB, 144.4 MiB, 145.8 MiB (stage 15.0: task 1734))"
    }, {
      "name" : "local blocks read",
      "value" : "2,539"
    }, {
      "name" : "remote blocks read",
      "value" : "17,761"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.9 GiB (14.0 MiB, 76.4 MiB, 160.2 MiB (stage 11.0: task 1517))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 GiB (10.8 MiB, 59.0 MiB, 123.7 MiB (stage 11.0: task 1560))"
    } ],
    "desc" : "Exchange hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#547]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 15.0: task 1759))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n4.6 m (2.5 s, 2.8 s, 3.0 s (stage 15.0: task 1810))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n31.3 GiB (320.0 MiB, 320.0 MiB, 320.0 MiB (stage 15.0: task 1759))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "3,490,670,315"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 m (1.5 s, 1.6 s, 1.7 s (stage 15.0: task 1763))"
    }, {
      "name" : "num record comparisons",
      "value" : "365,647,891"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 15.0: task 1759))"
    } ],
    "desc" : "Sort [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "178,970,917"
    } ],
    "desc" : "SortMergeJoin [unhashed_device_id#115, polygon_name#114], [device#148, polygon_name#147], LeftOuter"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, ... 4 more fields]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n11.3 m (6.4 s, 6.8 s, 7.1 s (stage 15.0: task 1826))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 15.0: task 1759))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,355"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.6, 166.5, 167.5 (stage 15.0: task 1825))"
    } ],
    "desc" : "HashAggregate(keys=[knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n12.1 m (6.9 s, 7.3 s, 7.6 s (stage 15.0: task 1728))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,355"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n10.5 s (70 ms, 104 ms, 127 ms (stage 15.0: task 1814))"
    }, {
      "name" : "records read",
      "value" : "14,286,355"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n361.8 MiB (3.4 MiB, 3.7 MiB, 3.9 MiB (stage 19.0: task 1901))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 19.0: task 1831))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 GiB (25.0 MiB, 25.3 MiB, 25.6 MiB (stage 19.0: task 1874))"
    }, {
      "name" : "local blocks read",
      "value" : "1,250"
    }, {
      "name" : "remote blocks read",
      "value" : "8,750"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.1 MiB, 53.4 MiB (stage 15.0: task 1764))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 GiB (28.8 MiB, 29.0 MiB, 29.1 MiB (stage 15.0: task 1734))"
    } ],
    "desc" : "Exchange hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#731]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 m (600 ms, 663 ms, 771 ms (stage 19.0: task 1868))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 19.0: task 1831))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,355"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.5, 166.5, 167.4 (stage 19.0: task 1844))"
    } ],
    "desc" : "HashAggregate(keys=[cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.8 m (1.0 s, 1.1 s, 1.2 s (stage 19.0: task 1900))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,355"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.2 s (62 ms, 83 ms, 96 ms (stage 19.0: task 1907))"
    }, {
      "name" : "records read",
      "value" : "14,286,355"
    }, {
      "name" : "local bytes read",
      "value" : "341.1 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.2 GiB"
    }, {
      "name" : "local blocks read",
      "value" : "13"
    }, {
      "name" : "remote blocks read",
      "value" : "87"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.3 MiB (stage 19.0: task 1840))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 GiB (26.1 MiB, 26.2 MiB, 26.4 MiB (stage 19.0: task 1874))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#879]"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1"
    }, {
      "name" : "written output",
      "value" : "1420.6 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,355"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=01, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=01/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]"
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 9
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 6,
  "modifiedConfigs" : { }
}, {
  "id" : 7,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ShuffleQueryStage (18)\n      +- Exchange (17)\n         +- * HashAggregate (16)\n            +- ShuffleQueryStage (15)\n               +- Exchange (14)\n                  +- * HashAggregate (13)\n                     +- * Project (12)\n                        +- SortMergeJoin LeftOuter (11)\n                           :- Sort (5)\n                           :  +- ShuffleQueryStage (4)\n                           :     +- Exchange (3)\n                           :        +- * Project (2)\n                           :           +- Scan parquet default.dec_tbl_a (1)\n                           +- Sort (10)\n                              +- ShuffleQueryStage (9)\n                                 +- Exchange (8)\n                                    +- * Filter (7)\n                                       +- Scan csv  (6)\n   +- == Initial Plan ==\n      Exchange (30)\n      +- HashAggregate (29)\n         +- Exchange (28)\n            +- HashAggregate (27)\n               +- Project (26)\n                  +- SortMergeJoin LeftOuter (25)\n                     :- Sort (21)\n                     :  +- Exchange (20)\n                     :     +- Project (19)\n                     :        +- Scan parquet default.dec_tbl_a (1)\n                     +- Sort (24)\n                        +- Exchange (23)\n                           +- Filter (22)\n                              +- Scan csv  (6)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\nBatched: false\nLocation: InMemoryFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=13]\nPartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 02), (day#124 = 13)]\nReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>\n\n(2) Project [codegen id : 1]\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(3) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#1055]\n\n(4) ShuffleQueryStage\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: 0, Statistics(sizeInBytes=20.8 GiB, rowCount=1.79E+8, isRuntime=true)\n\n(5) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(6) Scan csv \nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/repjoin/big/table_b]\nPushedFilters: [IsNotNull(device), IsNotNull(polygon_name)]\nReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_census:string,cel_micro:string,cel_municipality:string,cel_admin:string,cel_province:string,cel_postal1:string,cel_postal2:string,cel_custom1:string,cel_custom2:string,cel_distance:string,cdl_lat:float,cdl_lon:float,cdl_country:string,cdl_census:string,cdl_micro:string,cdl_municipality:string,cdl_admin:string,cdl_province:string,cdl_postal1:string,cdl_postal2:string,cdl_custom1:string,cdl_custom2:string,cdl_distance:string>\n\n(7) Filter [codegen id : 2]\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(8) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#1068]\n\n(9) ShuffleQueryStage\nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 1, Statistics(sizeInBytes=8.4 GiB, rowCount=2.31E+7, isRuntime=true)\n\n(10) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(12) Project [codegen id : 3]\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(13) HashAggregate [codegen id : 3]\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(14) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#1239]\n\n(15) ShuffleQueryStage\nOutput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: 2, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(16) HashAggregate [codegen id : 4]\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(17) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#1387]\n\n(18) ShuffleQueryStage\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 3, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(19) Project\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(20) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#931]\n\n(21) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(22) Filter\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(23) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#932]\n\n(24) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(26) Project\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(27) HashAggregate\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(28) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#939]\n\n(29) HashAggregate\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(30) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#941]\n\n(31) AdaptiveSparkPlan\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: isFinalPlan=true\n\n(32) Execute InsertIntoHadoopFsRelationCommand\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=13, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=13/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]\n\n",
  "submissionTime" : "2022-01-14T18:01:21.359GMT",
  "duration" : 195316,
  "runningJobIds" : [ ],
  "successJobIds" : [ 14, 13, 12, 11, 15 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 26.0: task 2130))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 26.0: task 2130))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n6.2 s (582 ms, 763 ms, 939 ms (stage 26.0: task 2131))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "636.8 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "FileScan csv [polygon_name#147,device#148,cel_lat#149,cel_lon#150,cel_country#151,cel_census#152,cel_micro#153,cel_municipality#154,cel_admin#155,cel_province#156,cel_postal1#157,cel_postal2#158,cel_custom1#159,cel_custom2#160,cel_distance#161,cdl_lat#162,cdl_lon#163,cdl_country#164,cdl_census#165,cdl_micro#166,cdl_municipality#167,cdl_admin#168,cdl_province#169,cdl_postal1#170,... 4 more fields] Batched: false, DataFilters: [isnotnull(device#148), isnotnull(polygon_name#147)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/repjoin/big/table_b], PartitionFilters: [], PushedFilters: [IsNotNull(device), IsNotNull(polygon_name)], ReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_censu..."
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "Filter (isnotnull(device#148) AND isnotnull(polygon_name#147))"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (14.0 s, 17.6 s, 18.0 s (stage 26.0: task 2133))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23,084,554"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.1 s (855 ms, 1.0 s, 1.1 s (stage 26.0: task 2131))"
    }, {
      "name" : "records read",
      "value" : "23,084,554"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n514.1 MiB (4.2 MiB, 5.3 MiB, 5.4 MiB (stage 29.0: task 2167))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 m (261 ms, 670 ms, 1.0 s (stage 29.0: task 2221))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 GiB (35.7 MiB, 35.9 MiB, 37.1 MiB (stage 29.0: task 2171))"
    }, {
      "name" : "local blocks read",
      "value" : "100"
    }, {
      "name" : "remote blocks read",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.4 GiB (883.7 MiB, 1102.2 MiB, 1110.2 MiB (stage 26.0: task 2130))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 GiB (424.9 MiB, 529.9 MiB, 533.8 MiB (stage 26.0: task 2130))"
    } ],
    "desc" : "Exchange hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#1068]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 29.0: task 2167))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n1.7 m (663 ms, 1.0 s, 1.4 s (stage 29.0: task 2229))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 GiB (136.0 MiB, 136.0 MiB, 136.0 MiB (stage 29.0: task 2167))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "381,933,080"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n10.8 s (81 ms, 95 ms, 236 ms (stage 29.0: task 2206))"
    }, {
      "name" : "num record comparisons",
      "value" : "705,640"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 29.0: task 2167))"
    } ],
    "desc" : "Sort [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "144"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.7 MiB, 118.8 MiB (stage 25.0: task 1997))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.7 MiB, 118.8 MiB (stage 25.0: task 1997))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.7 MiB, 118.8 MiB (stage 25.0: task 1997))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n9.8 m (710 ms, 2.9 s, 6.7 s (stage 25.0: task 1937))"
    }, {
      "name" : "metadata time",
      "value" : "85 ms"
    }, {
      "name" : "size of files read",
      "value" : "16.7 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "178,941,974"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.7 MiB, 118.8 MiB (stage 25.0: task 1997))"
    }, {
      "name" : "number of partitions read",
      "value" : "1"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#114,unhashed_device_id#115,hashed_device_id#116,year#122,month#123,day#124] Batched: false, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=13], PartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 0..., PushedFilters: [], ReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n17.4 m (1.5 s, 5.5 s, 10.1 s (stage 25.0: task 2009))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "178,941,974"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n35.3 s (66 ms, 136 ms, 330 ms (stage 25.0: task 1986))"
    }, {
      "name" : "records read",
      "value" : "178,941,974"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 GiB (19.9 MiB, 20.4 MiB, 21.6 MiB (stage 29.0: task 2146))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n34.3 s (0 ms, 361 ms, 599 ms (stage 29.0: task 2154))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.1 GiB (142.3 MiB, 144.4 MiB, 145.8 MiB (stage 29.0: task 2143))"
    }, {
      "name" : "local blocks read",
      "value" : "2,526"
    }, {
      "name" : "remote blocks read",
      "value" : "17,674"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.8 GiB (42.1 MiB, 79.0 MiB, 160.2 MiB (stage 25.0: task 1929))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 GiB (32.5 MiB, 61.1 MiB, 123.7 MiB (stage 25.0: task 1980))"
    } ],
    "desc" : "Exchange hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#1055]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 29.0: task 2167))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 m (2.2 s, 2.7 s, 2.9 s (stage 29.0: task 2208))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n31.3 GiB (320.0 MiB, 320.0 MiB, 320.0 MiB (stage 29.0: task 2167))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "3,490,079,178"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 m (1.5 s, 1.6 s, 1.7 s (stage 29.0: task 2214))"
    }, {
      "name" : "num record comparisons",
      "value" : "365,721,238"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 29.0: task 2167))"
    } ],
    "desc" : "Sort [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "178,941,974"
    } ],
    "desc" : "SortMergeJoin [unhashed_device_id#115, polygon_name#114], [device#148, polygon_name#147], LeftOuter"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, ... 4 more fields]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 m (5.4 s, 5.9 s, 6.2 s (stage 29.0: task 2154))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 29.0: task 2167))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,381"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.7, 166.4, 167.6 (stage 29.0: task 2237))"
    } ],
    "desc" : "HashAggregate(keys=[knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.3 m (5.7 s, 6.2 s, 6.5 s (stage 29.0: task 2154))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,381"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7.5 s (61 ms, 73 ms, 156 ms (stage 29.0: task 2171))"
    }, {
      "name" : "records read",
      "value" : "14,286,381"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n361.2 MiB (3.4 MiB, 3.5 MiB, 3.8 MiB (stage 33.0: task 2285))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n217 ms (0 ms, 0 ms, 77 ms (stage 33.0: task 2334))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 GiB (25.0 MiB, 25.3 MiB, 25.6 MiB (stage 33.0: task 2295))"
    }, {
      "name" : "local blocks read",
      "value" : "1,249"
    }, {
      "name" : "remote blocks read",
      "value" : "8,751"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.1 MiB, 53.4 MiB (stage 29.0: task 2154))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 GiB (28.8 MiB, 29.0 MiB, 29.1 MiB (stage 29.0: task 2146))"
    } ],
    "desc" : "Exchange hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#1239]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n38.6 s (300 ms, 390 ms, 486 ms (stage 33.0: task 2257))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 33.0: task 2317))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,381"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.3, 166.6, 167.5 (stage 33.0: task 2238))"
    } ],
    "desc" : "HashAggregate(keys=[cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 m (552 ms, 630 ms, 724 ms (stage 33.0: task 2257))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,381"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n6.4 s (46 ms, 63 ms, 85 ms (stage 33.0: task 2255))"
    }, {
      "name" : "records read",
      "value" : "14,286,381"
    }, {
      "name" : "local bytes read",
      "value" : "315.1 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.3 GiB"
    }, {
      "name" : "local blocks read",
      "value" : "12"
    }, {
      "name" : "remote blocks read",
      "value" : "88"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.3 MiB (stage 33.0: task 2251))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 GiB (26.1 MiB, 26.2 MiB, 26.4 MiB (stage 33.0: task 2285))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#1387]"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1"
    }, {
      "name" : "written output",
      "value" : "1420.6 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,381"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=13, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=13/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]"
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 9
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 7,
  "modifiedConfigs" : { }
}, {
  "id" : 8,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ShuffleQueryStage (18)\n      +- Exchange (17)\n         +- * HashAggregate (16)\n            +- ShuffleQueryStage (15)\n               +- Exchange (14)\n                  +- * HashAggregate (13)\n                     +- * Project (12)\n                        +- SortMergeJoin LeftOuter (11)\n                           :- Sort (5)\n                           :  +- ShuffleQueryStage (4)\n                           :     +- Exchange (3)\n                           :        +- * Project (2)\n                           :           +- Scan parquet default.dec_tbl_a (1)\n                           +- Sort (10)\n                              +- ShuffleQueryStage (9)\n                                 +- Exchange (8)\n                                    +- * Filter (7)\n                                       +- Scan csv  (6)\n   +- == Initial Plan ==\n      Exchange (30)\n      +- HashAggregate (29)\n         +- Exchange (28)\n            +- HashAggregate (27)\n               +- Project (26)\n                  +- SortMergeJoin LeftOuter (25)\n                     :- Sort (21)\n                     :  +- Exchange (20)\n                     :     +- Project (19)\n                     :        +- Scan parquet default.dec_tbl_a (1)\n                     +- Sort (24)\n                        +- Exchange (23)\n                           +- Filter (22)\n                              +- Scan csv  (6)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\nBatched: false\nLocation: InMemoryFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=10]\nPartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 02), (day#124 = 10)]\nReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>\n\n(2) Project [codegen id : 1]\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(3) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#1563]\n\n(4) ShuffleQueryStage\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: 0, Statistics(sizeInBytes=20.8 GiB, rowCount=1.79E+8, isRuntime=true)\n\n(5) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(6) Scan csv \nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/repjoin/big/table_b]\nPushedFilters: [IsNotNull(device), IsNotNull(polygon_name)]\nReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_census:string,cel_micro:string,cel_municipality:string,cel_admin:string,cel_province:string,cel_postal1:string,cel_postal2:string,cel_custom1:string,cel_custom2:string,cel_distance:string,cdl_lat:float,cdl_lon:float,cdl_country:string,cdl_census:string,cdl_micro:string,cdl_municipality:string,cdl_admin:string,cdl_province:string,cdl_postal1:string,cdl_postal2:string,cdl_custom1:string,cdl_custom2:string,cdl_distance:string>\n\n(7) Filter [codegen id : 2]\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(8) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#1576]\n\n(9) ShuffleQueryStage\nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 1, Statistics(sizeInBytes=8.4 GiB, rowCount=2.31E+7, isRuntime=true)\n\n(10) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(12) Project [codegen id : 3]\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(13) HashAggregate [codegen id : 3]\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(14) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#1747]\n\n(15) ShuffleQueryStage\nOutput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: 2, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(16) HashAggregate [codegen id : 4]\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(17) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#1895]\n\n(18) ShuffleQueryStage\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 3, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(19) Project\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(20) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#1439]\n\n(21) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(22) Filter\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(23) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#1440]\n\n(24) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(26) Project\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(27) HashAggregate\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(28) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#1447]\n\n(29) HashAggregate\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(30) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#1449]\n\n(31) AdaptiveSparkPlan\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: isFinalPlan=true\n\n(32) Execute InsertIntoHadoopFsRelationCommand\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=10, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=10/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]\n\n",
  "submissionTime" : "2022-01-14T18:04:36.986GMT",
  "duration" : 198660,
  "runningJobIds" : [ ],
  "successJobIds" : [ 20, 17, 18, 16, 19 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 40.0: task 2541))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 40.0: task 2541))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n5.6 s (588 ms, 719 ms, 759 ms (stage 40.0: task 2541))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "636.8 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "FileScan csv [polygon_name#147,device#148,cel_lat#149,cel_lon#150,cel_country#151,cel_census#152,cel_micro#153,cel_municipality#154,cel_admin#155,cel_province#156,cel_postal1#157,cel_postal2#158,cel_custom1#159,cel_custom2#160,cel_distance#161,cdl_lat#162,cdl_lon#163,cdl_country#164,cdl_census#165,cdl_micro#166,cdl_municipality#167,cdl_admin#168,cdl_province#169,cdl_postal1#170,... 4 more fields] Batched: false, DataFilters: [isnotnull(device#148), isnotnull(polygon_name#147)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/repjoin/big/table_b], PartitionFilters: [], PushedFilters: [IsNotNull(device), IsNotNull(polygon_name)], ReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_censu..."
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "Filter (isnotnull(device#148) AND isnotnull(polygon_name#147))"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (14.0 s, 17.6 s, 17.9 s (stage 40.0: task 2541))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23,084,554"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.3 s (892 ms, 1.0 s, 1.1 s (stage 40.0: task 2541))"
    }, {
      "name" : "records read",
      "value" : "23,084,554"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n514.6 MiB (4.2 MiB, 5.3 MiB, 5.4 MiB (stage 43.0: task 2557))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 m (512 ms, 645 ms, 753 ms (stage 43.0: task 2607))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 GiB (35.7 MiB, 35.9 MiB, 37.1 MiB (stage 43.0: task 2550))"
    }, {
      "name" : "local blocks read",
      "value" : "100"
    }, {
      "name" : "remote blocks read",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.4 GiB (883.7 MiB, 1102.2 MiB, 1110.2 MiB (stage 40.0: task 2541))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 GiB (424.9 MiB, 529.9 MiB, 533.8 MiB (stage 40.0: task 2541))"
    } ],
    "desc" : "Exchange hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#1576]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 43.0: task 2569))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n1.6 m (817 ms, 969 ms, 1.2 s (stage 43.0: task 2607))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 GiB (136.0 MiB, 136.0 MiB, 136.0 MiB (stage 43.0: task 2569))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "381,930,441"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n10.0 s (81 ms, 91 ms, 164 ms (stage 43.0: task 2625))"
    }, {
      "name" : "num record comparisons",
      "value" : "705,504"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 43.0: task 2569))"
    } ],
    "desc" : "Sort [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "144"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.6 MiB, 118.8 MiB (stage 39.0: task 2413))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.6 MiB, 118.8 MiB (stage 39.0: task 2413))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.6 MiB, 118.8 MiB (stage 39.0: task 2413))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n8.9 m (751 ms, 2.8 s, 5.2 s (stage 39.0: task 2432))"
    }, {
      "name" : "metadata time",
      "value" : "78 ms"
    }, {
      "name" : "size of files read",
      "value" : "16.7 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "178,946,861"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.6 MiB, 118.8 MiB (stage 39.0: task 2413))"
    }, {
      "name" : "number of partitions read",
      "value" : "1"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#114,unhashed_device_id#115,hashed_device_id#116,year#122,month#123,day#124] Batched: false, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=10], PartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 0..., PushedFilters: [], ReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n16.3 m (1.7 s, 5.2 s, 9.0 s (stage 39.0: task 2408))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "178,946,861"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n35.2 s (65 ms, 155 ms, 353 ms (stage 39.0: task 2375))"
    }, {
      "name" : "records read",
      "value" : "178,946,861"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 GiB (19.9 MiB, 20.4 MiB, 21.7 MiB (stage 43.0: task 2554))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n38.8 s (140 ms, 368 ms, 634 ms (stage 43.0: task 2582))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.1 GiB (142.4 MiB, 144.4 MiB, 145.9 MiB (stage 43.0: task 2567))"
    }, {
      "name" : "local blocks read",
      "value" : "2,524"
    }, {
      "name" : "remote blocks read",
      "value" : "17,676"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.8 GiB (42.1 MiB, 78.8 MiB, 160.2 MiB (stage 39.0: task 2340))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 GiB (32.6 MiB, 60.9 MiB, 123.7 MiB (stage 39.0: task 2398))"
    } ],
    "desc" : "Exchange hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#1563]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 43.0: task 2569))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n4.6 m (2.5 s, 2.7 s, 2.9 s (stage 43.0: task 2583))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n31.3 GiB (320.0 MiB, 320.0 MiB, 320.0 MiB (stage 43.0: task 2569))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "3,490,117,399"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 m (1.5 s, 1.6 s, 1.6 s (stage 43.0: task 2581))"
    }, {
      "name" : "num record comparisons",
      "value" : "365,551,586"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 43.0: task 2569))"
    } ],
    "desc" : "Sort [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "178,946,861"
    } ],
    "desc" : "SortMergeJoin [unhashed_device_id#115, polygon_name#114], [device#148, polygon_name#147], LeftOuter"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, ... 4 more fields]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.8 m (5.6 s, 5.9 s, 6.2 s (stage 43.0: task 2645))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 43.0: task 2569))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,372"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.5, 166.5, 167.5 (stage 43.0: task 2644))"
    } ],
    "desc" : "HashAggregate(keys=[knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.4 m (5.9 s, 6.2 s, 6.5 s (stage 43.0: task 2645))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,372"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7.6 s (62 ms, 73 ms, 113 ms (stage 43.0: task 2640))"
    }, {
      "name" : "records read",
      "value" : "14,286,372"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n361.6 MiB (3.4 MiB, 3.7 MiB, 3.8 MiB (stage 47.0: task 2670))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n3.2 s (0 ms, 2 ms, 128 ms (stage 47.0: task 2653))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 GiB (25.1 MiB, 25.3 MiB, 25.6 MiB (stage 47.0: task 2696))"
    }, {
      "name" : "local blocks read",
      "value" : "1,250"
    }, {
      "name" : "remote blocks read",
      "value" : "8,750"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.1 MiB, 53.4 MiB (stage 43.0: task 2567))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 GiB (28.8 MiB, 29.0 MiB, 29.1 MiB (stage 43.0: task 2561))"
    } ],
    "desc" : "Exchange hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#1747]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n32.1 s (211 ms, 320 ms, 505 ms (stage 47.0: task 2710))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 47.0: task 2684))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,372"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.2, 166.6, 167.6 (stage 47.0: task 2666))"
    } ],
    "desc" : "HashAggregate(keys=[cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n56.8 s (449 ms, 566 ms, 740 ms (stage 47.0: task 2710))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,372"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n5.4 s (46 ms, 53 ms, 63 ms (stage 47.0: task 2662))"
    }, {
      "name" : "records read",
      "value" : "14,286,372"
    }, {
      "name" : "local bytes read",
      "value" : "341.4 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.2 GiB"
    }, {
      "name" : "local blocks read",
      "value" : "13"
    }, {
      "name" : "remote blocks read",
      "value" : "87"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.3 MiB (stage 47.0: task 2662))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 GiB (26.1 MiB, 26.2 MiB, 26.4 MiB (stage 47.0: task 2696))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#1895]"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1"
    }, {
      "name" : "written output",
      "value" : "1420.6 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,372"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=10, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=10/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]"
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 9
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
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
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ShuffleQueryStage (18)\n      +- Exchange (17)\n         +- * HashAggregate (16)\n            +- ShuffleQueryStage (15)\n               +- Exchange (14)\n                  +- * HashAggregate (13)\n                     +- * Project (12)\n                        +- SortMergeJoin LeftOuter (11)\n                           :- Sort (5)\n                           :  +- ShuffleQueryStage (4)\n                           :     +- Exchange (3)\n                           :        +- * Project (2)\n                           :           +- Scan parquet default.dec_tbl_a (1)\n                           +- Sort (10)\n                              +- ShuffleQueryStage (9)\n                                 +- Exchange (8)\n                                    +- * Filter (7)\n                                       +- Scan csv  (6)\n   +- == Initial Plan ==\n      Exchange (30)\n      +- HashAggregate (29)\n         +- Exchange (28)\n            +- HashAggregate (27)\n               +- Project (26)\n                  +- SortMergeJoin LeftOuter (25)\n                     :- Sort (21)\n                     :  +- Exchange (20)\n                     :     +- Project (19)\n                     :        +- Scan parquet default.dec_tbl_a (1)\n                     +- Sort (24)\n                        +- Exchange (23)\n                           +- Filter (22)\n                              +- Scan csv  (6)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\nBatched: false\nLocation: InMemoryFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=04]\nPartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 02), (day#124 = 04)]\nReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>\n\n(2) Project [codegen id : 1]\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(3) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#2071]\n\n(4) ShuffleQueryStage\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: 0, Statistics(sizeInBytes=20.8 GiB, rowCount=1.79E+8, isRuntime=true)\n\n(5) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(6) Scan csv \nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/repjoin/big/table_b]\nPushedFilters: [IsNotNull(device), IsNotNull(polygon_name)]\nReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_census:string,cel_micro:string,cel_municipality:string,cel_admin:string,cel_province:string,cel_postal1:string,cel_postal2:string,cel_custom1:string,cel_custom2:string,cel_distance:string,cdl_lat:float,cdl_lon:float,cdl_country:string,cdl_census:string,cdl_micro:string,cdl_municipality:string,cdl_admin:string,cdl_province:string,cdl_postal1:string,cdl_postal2:string,cdl_custom1:string,cdl_custom2:string,cdl_distance:string>\n\n(7) Filter [codegen id : 2]\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(8) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#2084]\n\n(9) ShuffleQueryStage\nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 1, Statistics(sizeInBytes=8.4 GiB, rowCount=2.31E+7, isRuntime=true)\n\n(10) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(12) Project [codegen id : 3]\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(13) HashAggregate [codegen id : 3]\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(14) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#2255]\n\n(15) ShuffleQueryStage\nOutput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: 2, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(16) HashAggregate [codegen id : 4]\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(17) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#2403]\n\n(18) ShuffleQueryStage\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 3, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(19) Project\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(20) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#1947]\n\n(21) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(22) Filter\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(23) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#1948]\n\n(24) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(26) Project\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(27) HashAggregate\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(28) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#1955]\n\n(29) HashAggregate\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(30) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#1957]\n\n(31) AdaptiveSparkPlan\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: isFinalPlan=true\n\n(32) Execute InsertIntoHadoopFsRelationCommand\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=04, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=04/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]\n\n",
  "submissionTime" : "2022-01-14T18:07:56.192GMT",
  "duration" : 193397,
  "runningJobIds" : [ ],
  "successJobIds" : [ 21, 22, 23, 24, 25 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 54.0: task 2952))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 54.0: task 2952))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n5.6 s (576 ms, 716 ms, 758 ms (stage 54.0: task 2955))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "636.8 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "FileScan csv [polygon_name#147,device#148,cel_lat#149,cel_lon#150,cel_country#151,cel_census#152,cel_micro#153,cel_municipality#154,cel_admin#155,cel_province#156,cel_postal1#157,cel_postal2#158,cel_custom1#159,cel_custom2#160,cel_distance#161,cdl_lat#162,cdl_lon#163,cdl_country#164,cdl_census#165,cdl_micro#166,cdl_municipality#167,cdl_admin#168,cdl_province#169,cdl_postal1#170,... 4 more fields] Batched: false, DataFilters: [isnotnull(device#148), isnotnull(polygon_name#147)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/repjoin/big/table_b], PartitionFilters: [], PushedFilters: [IsNotNull(device), IsNotNull(polygon_name)], ReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_censu..."
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "Filter (isnotnull(device#148) AND isnotnull(polygon_name#147))"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (14.5 s, 17.6 s, 17.9 s (stage 54.0: task 2952))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23,084,554"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.2 s (832 ms, 1.1 s, 1.1 s (stage 54.0: task 2953))"
    }, {
      "name" : "records read",
      "value" : "23,084,554"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n515.7 MiB (4.2 MiB, 5.3 MiB, 5.4 MiB (stage 57.0: task 3002))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 m (454 ms, 657 ms, 837 ms (stage 57.0: task 2970))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 GiB (35.7 MiB, 35.9 MiB, 37.1 MiB (stage 57.0: task 2964))"
    }, {
      "name" : "local blocks read",
      "value" : "100"
    }, {
      "name" : "remote blocks read",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.4 GiB (883.7 MiB, 1102.2 MiB, 1110.2 MiB (stage 54.0: task 2952))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 GiB (424.9 MiB, 529.9 MiB, 533.8 MiB (stage 54.0: task 2952))"
    } ],
    "desc" : "Exchange hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#2084]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 57.0: task 2981))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n1.7 m (759 ms, 1.0 s, 1.1 s (stage 57.0: task 2970))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 GiB (136.0 MiB, 136.0 MiB, 136.0 MiB (stage 57.0: task 2981))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "381,938,111"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n9.9 s (80 ms, 92 ms, 157 ms (stage 57.0: task 3006))"
    }, {
      "name" : "num record comparisons",
      "value" : "705,407"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 57.0: task 2981))"
    } ],
    "desc" : "Sort [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "144"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.6 MiB, 57.6 MiB, 118.8 MiB (stage 53.0: task 2824))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.6 MiB, 57.6 MiB, 118.8 MiB (stage 53.0: task 2824))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.6 MiB, 57.6 MiB, 118.8 MiB (stage 53.0: task 2824))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n8.9 m (652 ms, 2.8 s, 4.9 s (stage 53.0: task 2783))"
    }, {
      "name" : "metadata time",
      "value" : "83 ms"
    }, {
      "name" : "size of files read",
      "value" : "16.7 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "178,918,906"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.6 MiB, 57.6 MiB, 118.8 MiB (stage 53.0: task 2824))"
    }, {
      "name" : "number of partitions read",
      "value" : "1"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#114,unhashed_device_id#115,hashed_device_id#116,year#122,month#123,day#124] Batched: false, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=04], PartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 0..., PushedFilters: [], ReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n16.5 m (1.4 s, 5.4 s, 8.8 s (stage 53.0: task 2816))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "178,918,906"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n35.6 s (67 ms, 140 ms, 334 ms (stage 53.0: task 2784))"
    }, {
      "name" : "records read",
      "value" : "178,918,906"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 GiB (19.9 MiB, 20.4 MiB, 21.6 MiB (stage 57.0: task 2963))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n35.1 s (105 ms, 342 ms, 680 ms (stage 57.0: task 3032))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.1 GiB (142.5 MiB, 144.4 MiB, 145.8 MiB (stage 57.0: task 2964))"
    }, {
      "name" : "local blocks read",
      "value" : "2,525"
    }, {
      "name" : "remote blocks read",
      "value" : "17,675"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.8 GiB (41.8 MiB, 78.9 MiB, 160.2 MiB (stage 53.0: task 2751))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 GiB (32.3 MiB, 61.0 MiB, 123.7 MiB (stage 53.0: task 2824))"
    } ],
    "desc" : "Exchange hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#2071]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 57.0: task 2981))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n4.4 m (2.3 s, 2.7 s, 2.9 s (stage 57.0: task 3048))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n31.3 GiB (320.0 MiB, 320.0 MiB, 320.0 MiB (stage 57.0: task 2981))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "3,489,595,322"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 m (1.4 s, 1.6 s, 1.7 s (stage 57.0: task 3049))"
    }, {
      "name" : "num record comparisons",
      "value" : "365,530,230"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 57.0: task 2981))"
    } ],
    "desc" : "Sort [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "178,918,906"
    } ],
    "desc" : "SortMergeJoin [unhashed_device_id#115, polygon_name#114], [device#148, polygon_name#147], LeftOuter"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, ... 4 more fields]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 m (5.5 s, 5.8 s, 6.1 s (stage 57.0: task 2996))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 57.0: task 2981))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,361"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.6, 166.5, 167.5 (stage 57.0: task 3056))"
    } ],
    "desc" : "HashAggregate(keys=[knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.2 m (5.8 s, 6.2 s, 6.4 s (stage 57.0: task 2996))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,361"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.1 s (60 ms, 73 ms, 210 ms (stage 57.0: task 3000))"
    }, {
      "name" : "records read",
      "value" : "14,286,361"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n361.1 MiB (3.4 MiB, 3.5 MiB, 3.8 MiB (stage 61.0: task 3111))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n2.9 s (0 ms, 0 ms, 143 ms (stage 61.0: task 3062))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 GiB (25.0 MiB, 25.3 MiB, 25.7 MiB (stage 61.0: task 3107))"
    }, {
      "name" : "local blocks read",
      "value" : "1,249"
    }, {
      "name" : "remote blocks read",
      "value" : "8,751"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.4 MiB (stage 57.0: task 2987))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 GiB (28.8 MiB, 29.0 MiB, 29.1 MiB (stage 57.0: task 2964))"
    } ],
    "desc" : "Exchange hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#2255]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n30.8 s (196 ms, 308 ms, 440 ms (stage 61.0: task 3064))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 61.0: task 3134))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,361"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.5, 166.5, 167.5 (stage 61.0: task 3066))"
    } ],
    "desc" : "HashAggregate(keys=[cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n54.7 s (429 ms, 551 ms, 681 ms (stage 61.0: task 3064))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,361"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n5.4 s (45 ms, 53 ms, 69 ms (stage 61.0: task 3066))"
    }, {
      "name" : "records read",
      "value" : "14,286,361"
    }, {
      "name" : "local bytes read",
      "value" : "341.1 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.2 GiB"
    }, {
      "name" : "local blocks read",
      "value" : "13"
    }, {
      "name" : "remote blocks read",
      "value" : "87"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.3 MiB (stage 61.0: task 3073))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 GiB (26.1 MiB, 26.2 MiB, 26.4 MiB (stage 61.0: task 3107))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#2403]"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1"
    }, {
      "name" : "written output",
      "value" : "1420.6 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,361"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=04, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=04/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]"
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 9
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 9,
  "modifiedConfigs" : { }
}, {
  "id" : 10,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ShuffleQueryStage (18)\n      +- Exchange (17)\n         +- * HashAggregate (16)\n            +- ShuffleQueryStage (15)\n               +- Exchange (14)\n                  +- * HashAggregate (13)\n                     +- * Project (12)\n                        +- SortMergeJoin LeftOuter (11)\n                           :- Sort (5)\n                           :  +- ShuffleQueryStage (4)\n                           :     +- Exchange (3)\n                           :        +- * Project (2)\n                           :           +- Scan parquet default.dec_tbl_a (1)\n                           +- Sort (10)\n                              +- ShuffleQueryStage (9)\n                                 +- Exchange (8)\n                                    +- * Filter (7)\n                                       +- Scan csv  (6)\n   +- == Initial Plan ==\n      Exchange (30)\n      +- HashAggregate (29)\n         +- Exchange (28)\n            +- HashAggregate (27)\n               +- Project (26)\n                  +- SortMergeJoin LeftOuter (25)\n                     :- Sort (21)\n                     :  +- Exchange (20)\n                     :     +- Project (19)\n                     :        +- Scan parquet default.dec_tbl_a (1)\n                     +- Sort (24)\n                        +- Exchange (23)\n                           +- Filter (22)\n                              +- Scan csv  (6)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\nBatched: false\nLocation: InMemoryFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=06]\nPartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 02), (day#124 = 06)]\nReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>\n\n(2) Project [codegen id : 1]\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(3) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#2579]\n\n(4) ShuffleQueryStage\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: 0, Statistics(sizeInBytes=20.8 GiB, rowCount=1.79E+8, isRuntime=true)\n\n(5) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(6) Scan csv \nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/repjoin/big/table_b]\nPushedFilters: [IsNotNull(device), IsNotNull(polygon_name)]\nReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_census:string,cel_micro:string,cel_municipality:string,cel_admin:string,cel_province:string,cel_postal1:string,cel_postal2:string,cel_custom1:string,cel_custom2:string,cel_distance:string,cdl_lat:float,cdl_lon:float,cdl_country:string,cdl_census:string,cdl_micro:string,cdl_municipality:string,cdl_admin:string,cdl_province:string,cdl_postal1:string,cdl_postal2:string,cdl_custom1:string,cdl_custom2:string,cdl_distance:string>\n\n(7) Filter [codegen id : 2]\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(8) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#2592]\n\n(9) ShuffleQueryStage\nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 1, Statistics(sizeInBytes=8.4 GiB, rowCount=2.31E+7, isRuntime=true)\n\n(10) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(12) Project [codegen id : 3]\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(13) HashAggregate [codegen id : 3]\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(14) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#2763]\n\n(15) ShuffleQueryStage\nOutput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: 2, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(16) HashAggregate [codegen id : 4]\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(17) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#2911]\n\n(18) ShuffleQueryStage\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 3, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(19) Project\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(20) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#2455]\n\n(21) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(22) Filter\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(23) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#2456]\n\n(24) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(26) Project\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(27) HashAggregate\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(28) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#2463]\n\n(29) HashAggregate\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(30) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#2465]\n\n(31) AdaptiveSparkPlan\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: isFinalPlan=true\n\n(32) Execute InsertIntoHadoopFsRelationCommand\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=06, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=06/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]\n\n",
  "submissionTime" : "2022-01-14T18:11:09.909GMT",
  "duration" : 193969,
  "runningJobIds" : [ ],
  "successJobIds" : [ 29, 28, 27, 26, 30 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 68.0: task 3363))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 68.0: task 3363))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n5.6 s (574 ms, 711 ms, 767 ms (stage 68.0: task 3365))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "636.8 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "FileScan csv [polygon_name#147,device#148,cel_lat#149,cel_lon#150,cel_country#151,cel_census#152,cel_micro#153,cel_municipality#154,cel_admin#155,cel_province#156,cel_postal1#157,cel_postal2#158,cel_custom1#159,cel_custom2#160,cel_distance#161,cdl_lat#162,cdl_lon#163,cdl_country#164,cdl_census#165,cdl_micro#166,cdl_municipality#167,cdl_admin#168,cdl_province#169,cdl_postal1#170,... 4 more fields] Batched: false, DataFilters: [isnotnull(device#148), isnotnull(polygon_name#147)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/repjoin/big/table_b], PartitionFilters: [], PushedFilters: [IsNotNull(device), IsNotNull(polygon_name)], ReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_censu..."
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "Filter (isnotnull(device#148) AND isnotnull(polygon_name#147))"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (13.9 s, 17.7 s, 18.1 s (stage 68.0: task 3367))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23,084,554"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.2 s (891 ms, 1.0 s, 1.1 s (stage 68.0: task 3363))"
    }, {
      "name" : "records read",
      "value" : "23,084,554"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n514.8 MiB (4.2 MiB, 5.3 MiB, 5.4 MiB (stage 71.0: task 3452))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 m (463 ms, 639 ms, 904 ms (stage 71.0: task 3470))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 GiB (35.7 MiB, 35.9 MiB, 37.1 MiB (stage 71.0: task 3418))"
    }, {
      "name" : "local blocks read",
      "value" : "100"
    }, {
      "name" : "remote blocks read",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.4 GiB (883.7 MiB, 1102.2 MiB, 1110.2 MiB (stage 68.0: task 3363))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 GiB (424.9 MiB, 529.9 MiB, 533.8 MiB (stage 68.0: task 3363))"
    } ],
    "desc" : "Exchange hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#2592]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 71.0: task 3384))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n1.6 m (791 ms, 956 ms, 1.3 s (stage 71.0: task 3454))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 GiB (136.0 MiB, 136.0 MiB, 136.0 MiB (stage 71.0: task 3384))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "381,931,809"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n9.9 s (79 ms, 90 ms, 221 ms (stage 71.0: task 3414))"
    }, {
      "name" : "num record comparisons",
      "value" : "705,632"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 71.0: task 3384))"
    } ],
    "desc" : "Sort [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "144"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 58.0 MiB, 118.8 MiB (stage 67.0: task 3235))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 58.0 MiB, 118.8 MiB (stage 67.0: task 3235))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 58.0 MiB, 118.8 MiB (stage 67.0: task 3235))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n9.1 m (706 ms, 2.5 s, 5.1 s (stage 67.0: task 3232))"
    }, {
      "name" : "metadata time",
      "value" : "72 ms"
    }, {
      "name" : "size of files read",
      "value" : "16.7 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "178,904,059"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 58.0 MiB, 118.8 MiB (stage 67.0: task 3235))"
    }, {
      "name" : "number of partitions read",
      "value" : "1"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#114,unhashed_device_id#115,hashed_device_id#116,year#122,month#123,day#124] Batched: false, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=06], PartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 0..., PushedFilters: [], ReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n16.5 m (1.6 s, 5.4 s, 9.1 s (stage 67.0: task 3232))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "178,904,059"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n35.2 s (67 ms, 193 ms, 284 ms (stage 67.0: task 3219))"
    }, {
      "name" : "records read",
      "value" : "178,904,059"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 GiB (19.9 MiB, 20.4 MiB, 21.6 MiB (stage 71.0: task 3373))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n37.6 s (167 ms, 370 ms, 583 ms (stage 71.0: task 3404))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.1 GiB (142.8 MiB, 144.3 MiB, 145.5 MiB (stage 71.0: task 3378))"
    }, {
      "name" : "local blocks read",
      "value" : "2,525"
    }, {
      "name" : "remote blocks read",
      "value" : "17,675"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.8 GiB (42.2 MiB, 79.4 MiB, 160.2 MiB (stage 67.0: task 3162))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 GiB (32.6 MiB, 61.4 MiB, 123.7 MiB (stage 67.0: task 3205))"
    } ],
    "desc" : "Exchange hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#2579]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 71.0: task 3384))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n4.5 m (2.5 s, 2.7 s, 2.9 s (stage 71.0: task 3440))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n31.3 GiB (320.0 MiB, 320.0 MiB, 320.0 MiB (stage 71.0: task 3384))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "3,489,368,280"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 m (1.5 s, 1.5 s, 1.6 s (stage 71.0: task 3417))"
    }, {
      "name" : "num record comparisons",
      "value" : "365,481,816"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 71.0: task 3384))"
    } ],
    "desc" : "Sort [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "178,904,059"
    } ],
    "desc" : "SortMergeJoin [unhashed_device_id#115, polygon_name#114], [device#148, polygon_name#147], LeftOuter"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, ... 4 more fields]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.8 m (5.6 s, 5.9 s, 6.3 s (stage 71.0: task 3412))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 71.0: task 3384))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,376"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.5, 166.4, 167.5 (stage 71.0: task 3468))"
    } ],
    "desc" : "HashAggregate(keys=[knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.3 m (5.9 s, 6.2 s, 6.6 s (stage 71.0: task 3412))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,376"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7.8 s (62 ms, 74 ms, 200 ms (stage 71.0: task 3451))"
    }, {
      "name" : "records read",
      "value" : "14,286,376"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n361.7 MiB (3.4 MiB, 3.7 MiB, 3.8 MiB (stage 75.0: task 3528))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n3.3 s (0 ms, 0 ms, 151 ms (stage 75.0: task 3472))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 GiB (25.0 MiB, 25.3 MiB, 25.6 MiB (stage 75.0: task 3518))"
    }, {
      "name" : "local blocks read",
      "value" : "1,250"
    }, {
      "name" : "remote blocks read",
      "value" : "8,750"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.1 MiB, 53.4 MiB (stage 71.0: task 3389))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 GiB (28.8 MiB, 29.0 MiB, 29.1 MiB (stage 71.0: task 3377))"
    } ],
    "desc" : "Exchange hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#2763]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n31.4 s (197 ms, 314 ms, 453 ms (stage 75.0: task 3568))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 75.0: task 3539))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,376"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.4, 166.6, 167.3 (stage 75.0: task 3477))"
    } ],
    "desc" : "HashAggregate(keys=[cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n55.6 s (430 ms, 553 ms, 700 ms (stage 75.0: task 3568))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,376"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n5.3 s (46 ms, 51 ms, 64 ms (stage 75.0: task 3495))"
    }, {
      "name" : "records read",
      "value" : "14,286,376"
    }, {
      "name" : "local bytes read",
      "value" : "315.1 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.3 GiB"
    }, {
      "name" : "local blocks read",
      "value" : "12"
    }, {
      "name" : "remote blocks read",
      "value" : "88"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.3 MiB (stage 75.0: task 3484))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 GiB (26.1 MiB, 26.2 MiB, 26.4 MiB (stage 75.0: task 3518))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#2911]"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1"
    }, {
      "name" : "written output",
      "value" : "1420.6 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,376"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=06, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=06/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]"
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 9
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 10,
  "modifiedConfigs" : { }
}, {
  "id" : 11,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ShuffleQueryStage (18)\n      +- Exchange (17)\n         +- * HashAggregate (16)\n            +- ShuffleQueryStage (15)\n               +- Exchange (14)\n                  +- * HashAggregate (13)\n                     +- * Project (12)\n                        +- SortMergeJoin LeftOuter (11)\n                           :- Sort (5)\n                           :  +- ShuffleQueryStage (4)\n                           :     +- Exchange (3)\n                           :        +- * Project (2)\n                           :           +- Scan parquet default.dec_tbl_a (1)\n                           +- Sort (10)\n                              +- ShuffleQueryStage (9)\n                                 +- Exchange (8)\n                                    +- * Filter (7)\n                                       +- Scan csv  (6)\n   +- == Initial Plan ==\n      Exchange (30)\n      +- HashAggregate (29)\n         +- Exchange (28)\n            +- HashAggregate (27)\n               +- Project (26)\n                  +- SortMergeJoin LeftOuter (25)\n                     :- Sort (21)\n                     :  +- Exchange (20)\n                     :     +- Project (19)\n                     :        +- Scan parquet default.dec_tbl_a (1)\n                     +- Sort (24)\n                        +- Exchange (23)\n                           +- Filter (22)\n                              +- Scan csv  (6)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\nBatched: false\nLocation: InMemoryFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=12]\nPartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 02), (day#124 = 12)]\nReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>\n\n(2) Project [codegen id : 1]\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(3) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#3087]\n\n(4) ShuffleQueryStage\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: 0, Statistics(sizeInBytes=20.8 GiB, rowCount=1.79E+8, isRuntime=true)\n\n(5) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(6) Scan csv \nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/repjoin/big/table_b]\nPushedFilters: [IsNotNull(device), IsNotNull(polygon_name)]\nReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_census:string,cel_micro:string,cel_municipality:string,cel_admin:string,cel_province:string,cel_postal1:string,cel_postal2:string,cel_custom1:string,cel_custom2:string,cel_distance:string,cdl_lat:float,cdl_lon:float,cdl_country:string,cdl_census:string,cdl_micro:string,cdl_municipality:string,cdl_admin:string,cdl_province:string,cdl_postal1:string,cdl_postal2:string,cdl_custom1:string,cdl_custom2:string,cdl_distance:string>\n\n(7) Filter [codegen id : 2]\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(8) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#3100]\n\n(9) ShuffleQueryStage\nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 1, Statistics(sizeInBytes=8.4 GiB, rowCount=2.31E+7, isRuntime=true)\n\n(10) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(12) Project [codegen id : 3]\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(13) HashAggregate [codegen id : 3]\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(14) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#3271]\n\n(15) ShuffleQueryStage\nOutput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: 2, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(16) HashAggregate [codegen id : 4]\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(17) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#3419]\n\n(18) ShuffleQueryStage\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 3, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(19) Project\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(20) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#2963]\n\n(21) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(22) Filter\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(23) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#2964]\n\n(24) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(26) Project\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(27) HashAggregate\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(28) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#2971]\n\n(29) HashAggregate\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(30) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#2973]\n\n(31) AdaptiveSparkPlan\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: isFinalPlan=true\n\n(32) Execute InsertIntoHadoopFsRelationCommand\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=12, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=12/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]\n\n",
  "submissionTime" : "2022-01-14T18:14:24.164GMT",
  "duration" : 192623,
  "runningJobIds" : [ ],
  "successJobIds" : [ 33, 35, 31, 32, 34 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 82.0: task 3774))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 82.0: task 3774))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n6.0 s (625 ms, 738 ms, 1.0 s (stage 82.0: task 3777))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "636.8 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "FileScan csv [polygon_name#147,device#148,cel_lat#149,cel_lon#150,cel_country#151,cel_census#152,cel_micro#153,cel_municipality#154,cel_admin#155,cel_province#156,cel_postal1#157,cel_postal2#158,cel_custom1#159,cel_custom2#160,cel_distance#161,cdl_lat#162,cdl_lon#163,cdl_country#164,cdl_census#165,cdl_micro#166,cdl_municipality#167,cdl_admin#168,cdl_province#169,cdl_postal1#170,... 4 more fields] Batched: false, DataFilters: [isnotnull(device#148), isnotnull(polygon_name#147)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/repjoin/big/table_b], PartitionFilters: [], PushedFilters: [IsNotNull(device), IsNotNull(polygon_name)], ReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_censu..."
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "Filter (isnotnull(device#148) AND isnotnull(polygon_name#147))"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (14.6 s, 17.8 s, 18.0 s (stage 82.0: task 3774))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23,084,554"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.1 s (820 ms, 1.0 s, 1.1 s (stage 82.0: task 3774))"
    }, {
      "name" : "records read",
      "value" : "23,084,554"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n515.3 MiB (4.2 MiB, 5.3 MiB, 5.4 MiB (stage 85.0: task 3823))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 m (175 ms, 635 ms, 994 ms (stage 85.0: task 3854))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 GiB (35.7 MiB, 36.0 MiB, 37.1 MiB (stage 85.0: task 3788))"
    }, {
      "name" : "local blocks read",
      "value" : "100"
    }, {
      "name" : "remote blocks read",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.4 GiB (883.7 MiB, 1102.2 MiB, 1110.2 MiB (stage 82.0: task 3774))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 GiB (424.9 MiB, 529.9 MiB, 533.8 MiB (stage 82.0: task 3774))"
    } ],
    "desc" : "Exchange hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#3100]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 85.0: task 3867))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n1.6 m (491 ms, 952 ms, 1.3 s (stage 85.0: task 3854))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 GiB (136.0 MiB, 136.0 MiB, 136.0 MiB (stage 85.0: task 3867))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "381,933,179"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n10.1 s (79 ms, 92 ms, 179 ms (stage 85.0: task 3804))"
    }, {
      "name" : "num record comparisons",
      "value" : "705,567"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 85.0: task 3867))"
    } ],
    "desc" : "Sort [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "144"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (31.0 MiB, 57.5 MiB, 118.8 MiB (stage 81.0: task 3631))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (31.0 MiB, 57.5 MiB, 118.8 MiB (stage 81.0: task 3631))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (31.0 MiB, 57.5 MiB, 118.8 MiB (stage 81.0: task 3631))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n9.0 m (717 ms, 2.5 s, 5.1 s (stage 81.0: task 3580))"
    }, {
      "name" : "metadata time",
      "value" : "81 ms"
    }, {
      "name" : "size of files read",
      "value" : "16.7 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "178,935,692"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (31.0 MiB, 57.5 MiB, 118.8 MiB (stage 81.0: task 3631))"
    }, {
      "name" : "number of partitions read",
      "value" : "1"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#114,unhashed_device_id#115,hashed_device_id#116,year#122,month#123,day#124] Batched: false, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=12], PartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 0..., PushedFilters: [], ReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n16.4 m (1.7 s, 5.2 s, 8.5 s (stage 81.0: task 3609))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "178,935,692"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n34.8 s (67 ms, 134 ms, 357 ms (stage 81.0: task 3627))"
    }, {
      "name" : "records read",
      "value" : "178,935,692"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 GiB (19.9 MiB, 20.4 MiB, 21.6 MiB (stage 85.0: task 3798))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n26.1 s (0 ms, 260 ms, 507 ms (stage 85.0: task 3850))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.1 GiB (142.7 MiB, 144.3 MiB, 145.8 MiB (stage 85.0: task 3784))"
    }, {
      "name" : "local blocks read",
      "value" : "2,526"
    }, {
      "name" : "remote blocks read",
      "value" : "17,674"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.8 GiB (42.4 MiB, 78.8 MiB, 160.2 MiB (stage 81.0: task 3573))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 GiB (32.7 MiB, 60.9 MiB, 123.7 MiB (stage 81.0: task 3646))"
    } ],
    "desc" : "Exchange hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#3087]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 85.0: task 3867))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n4.3 m (2.2 s, 2.6 s, 2.9 s (stage 85.0: task 3801))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n31.3 GiB (320.0 MiB, 320.0 MiB, 320.0 MiB (stage 85.0: task 3867))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "3,490,012,145"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 m (1.4 s, 1.6 s, 1.6 s (stage 85.0: task 3808))"
    }, {
      "name" : "num record comparisons",
      "value" : "365,622,094"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 85.0: task 3867))"
    } ],
    "desc" : "Sort [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "178,935,692"
    } ],
    "desc" : "SortMergeJoin [unhashed_device_id#115, polygon_name#114], [device#148, polygon_name#147], LeftOuter"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, ... 4 more fields]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.6 m (5.3 s, 5.8 s, 6.2 s (stage 85.0: task 3839))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 85.0: task 3867))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,375"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.7, 166.5, 167.4 (stage 85.0: task 3876))"
    } ],
    "desc" : "HashAggregate(keys=[knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.2 m (5.6 s, 6.1 s, 6.5 s (stage 85.0: task 3839))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,375"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7.6 s (60 ms, 73 ms, 155 ms (stage 85.0: task 3832))"
    }, {
      "name" : "records read",
      "value" : "14,286,375"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n361.4 MiB (3.4 MiB, 3.7 MiB, 3.8 MiB (stage 89.0: task 3975))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n3.3 s (0 ms, 18 ms, 161 ms (stage 89.0: task 3916))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 GiB (25.0 MiB, 25.3 MiB, 25.7 MiB (stage 89.0: task 3929))"
    }, {
      "name" : "local blocks read",
      "value" : "1,250"
    }, {
      "name" : "remote blocks read",
      "value" : "8,750"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.4 MiB (stage 85.0: task 3798))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 GiB (28.8 MiB, 29.0 MiB, 29.1 MiB (stage 85.0: task 3792))"
    } ],
    "desc" : "Exchange hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#3271]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n30.3 s (213 ms, 290 ms, 427 ms (stage 89.0: task 3975))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 89.0: task 3970))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,375"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.3, 166.5, 167.4 (stage 89.0: task 3973))"
    } ],
    "desc" : "HashAggregate(keys=[cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n54.5 s (451 ms, 533 ms, 671 ms (stage 89.0: task 3890))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,375"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n5.3 s (46 ms, 52 ms, 67 ms (stage 89.0: task 3885))"
    }, {
      "name" : "records read",
      "value" : "14,286,375"
    }, {
      "name" : "local bytes read",
      "value" : "340.9 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.2 GiB"
    }, {
      "name" : "local blocks read",
      "value" : "13"
    }, {
      "name" : "remote blocks read",
      "value" : "87"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.3 MiB (stage 89.0: task 3895))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 GiB (26.1 MiB, 26.2 MiB, 26.4 MiB (stage 89.0: task 3929))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#3419]"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1"
    }, {
      "name" : "written output",
      "value" : "1420.6 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,375"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=12, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=12/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]"
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 9
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 11,
  "modifiedConfigs" : { }
}, {
  "id" : 12,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ShuffleQueryStage (18)\n      +- Exchange (17)\n         +- * HashAggregate (16)\n            +- ShuffleQueryStage (15)\n               +- Exchange (14)\n                  +- * HashAggregate (13)\n                     +- * Project (12)\n                        +- SortMergeJoin LeftOuter (11)\n                           :- Sort (5)\n                           :  +- ShuffleQueryStage (4)\n                           :     +- Exchange (3)\n                           :        +- * Project (2)\n                           :           +- Scan parquet default.dec_tbl_a (1)\n                           +- Sort (10)\n                              +- ShuffleQueryStage (9)\n                                 +- Exchange (8)\n                                    +- * Filter (7)\n                                       +- Scan csv  (6)\n   +- == Initial Plan ==\n      Exchange (30)\n      +- HashAggregate (29)\n         +- Exchange (28)\n            +- HashAggregate (27)\n               +- Project (26)\n                  +- SortMergeJoin LeftOuter (25)\n                     :- Sort (21)\n                     :  +- Exchange (20)\n                     :     +- Project (19)\n                     :        +- Scan parquet default.dec_tbl_a (1)\n                     +- Sort (24)\n                        +- Exchange (23)\n                           +- Filter (22)\n                              +- Scan csv  (6)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\nBatched: false\nLocation: InMemoryFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=07]\nPartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 02), (day#124 = 07)]\nReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>\n\n(2) Project [codegen id : 1]\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(3) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#3595]\n\n(4) ShuffleQueryStage\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: 0, Statistics(sizeInBytes=20.9 GiB, rowCount=1.79E+8, isRuntime=true)\n\n(5) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(6) Scan csv \nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/repjoin/big/table_b]\nPushedFilters: [IsNotNull(device), IsNotNull(polygon_name)]\nReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_census:string,cel_micro:string,cel_municipality:string,cel_admin:string,cel_province:string,cel_postal1:string,cel_postal2:string,cel_custom1:string,cel_custom2:string,cel_distance:string,cdl_lat:float,cdl_lon:float,cdl_country:string,cdl_census:string,cdl_micro:string,cdl_municipality:string,cdl_admin:string,cdl_province:string,cdl_postal1:string,cdl_postal2:string,cdl_custom1:string,cdl_custom2:string,cdl_distance:string>\n\n(7) Filter [codegen id : 2]\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(8) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#3608]\n\n(9) ShuffleQueryStage\nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 1, Statistics(sizeInBytes=8.4 GiB, rowCount=2.31E+7, isRuntime=true)\n\n(10) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(12) Project [codegen id : 3]\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(13) HashAggregate [codegen id : 3]\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(14) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#3779]\n\n(15) ShuffleQueryStage\nOutput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: 2, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(16) HashAggregate [codegen id : 4]\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(17) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#3927]\n\n(18) ShuffleQueryStage\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 3, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(19) Project\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(20) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#3471]\n\n(21) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(22) Filter\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(23) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#3472]\n\n(24) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(26) Project\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(27) HashAggregate\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(28) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#3479]\n\n(29) HashAggregate\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(30) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#3481]\n\n(31) AdaptiveSparkPlan\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: isFinalPlan=true\n\n(32) Execute InsertIntoHadoopFsRelationCommand\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=07, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=07/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]\n\n",
  "submissionTime" : "2022-01-14T18:17:37.196GMT",
  "duration" : 194795,
  "runningJobIds" : [ ],
  "successJobIds" : [ 37, 38, 39, 40, 36 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 96.0: task 4185))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 96.0: task 4185))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n5.6 s (560 ms, 722 ms, 753 ms (stage 96.0: task 4187))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "636.8 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "FileScan csv [polygon_name#147,device#148,cel_lat#149,cel_lon#150,cel_country#151,cel_census#152,cel_micro#153,cel_municipality#154,cel_admin#155,cel_province#156,cel_postal1#157,cel_postal2#158,cel_custom1#159,cel_custom2#160,cel_distance#161,cdl_lat#162,cdl_lon#163,cdl_country#164,cdl_census#165,cdl_micro#166,cdl_municipality#167,cdl_admin#168,cdl_province#169,cdl_postal1#170,... 4 more fields] Batched: false, DataFilters: [isnotnull(device#148), isnotnull(polygon_name#147)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/repjoin/big/table_b], PartitionFilters: [], PushedFilters: [IsNotNull(device), IsNotNull(polygon_name)], ReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_censu..."
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "Filter (isnotnull(device#148) AND isnotnull(polygon_name#147))"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (14.1 s, 17.5 s, 17.8 s (stage 96.0: task 4188))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23,084,554"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.3 s (820 ms, 1.1 s, 1.2 s (stage 96.0: task 4185))"
    }, {
      "name" : "records read",
      "value" : "23,084,554"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n514.8 MiB (4.2 MiB, 5.3 MiB, 5.4 MiB (stage 99.0: task 4254))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n1.1 m (178 ms, 683 ms, 949 ms (stage 99.0: task 4228))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 GiB (35.7 MiB, 35.9 MiB, 37.1 MiB (stage 99.0: task 4196))"
    }, {
      "name" : "local blocks read",
      "value" : "100"
    }, {
      "name" : "remote blocks read",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.4 GiB (883.7 MiB, 1102.2 MiB, 1110.2 MiB (stage 96.0: task 4185))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 GiB (424.9 MiB, 529.9 MiB, 533.8 MiB (stage 96.0: task 4185))"
    } ],
    "desc" : "Exchange hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#3608]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 99.0: task 4272))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n1.6 m (467 ms, 989 ms, 1.3 s (stage 99.0: task 4284))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 GiB (136.0 MiB, 136.0 MiB, 136.0 MiB (stage 99.0: task 4272))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "381,926,061"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n9.8 s (79 ms, 91 ms, 164 ms (stage 99.0: task 4275))"
    }, {
      "name" : "num record comparisons",
      "value" : "705,519"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 99.0: task 4272))"
    } ],
    "desc" : "Sort [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "144"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.5 MiB, 118.8 MiB (stage 95.0: task 4057))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.5 MiB, 118.8 MiB (stage 95.0: task 4057))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.5 MiB, 118.8 MiB (stage 95.0: task 4057))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n9.4 m (816 ms, 2.9 s, 5.1 s (stage 95.0: task 4007))"
    }, {
      "name" : "metadata time",
      "value" : "83 ms"
    }, {
      "name" : "size of files read",
      "value" : "16.8 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "178,960,769"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.5 MiB, 118.8 MiB (stage 95.0: task 4057))"
    }, {
      "name" : "number of partitions read",
      "value" : "1"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#114,unhashed_device_id#115,hashed_device_id#116,year#122,month#123,day#124] Batched: false, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=07], PartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 0..., PushedFilters: [], ReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n17.2 m (1.5 s, 5.7 s, 8.7 s (stage 95.0: task 4055))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "178,960,769"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n35.8 s (69 ms, 181 ms, 337 ms (stage 95.0: task 4042))"
    }, {
      "name" : "records read",
      "value" : "178,960,769"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 GiB (19.9 MiB, 20.4 MiB, 21.6 MiB (stage 99.0: task 4216))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n33.1 s (0 ms, 348 ms, 766 ms (stage 99.0: task 4227))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.1 GiB (142.4 MiB, 144.4 MiB, 145.7 MiB (stage 99.0: task 4205))"
    }, {
      "name" : "local blocks read",
      "value" : "2,525"
    }, {
      "name" : "remote blocks read",
      "value" : "17,675"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.9 GiB (42.1 MiB, 78.8 MiB, 160.2 MiB (stage 95.0: task 3984))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 GiB (32.5 MiB, 60.9 MiB, 123.7 MiB (stage 95.0: task 4027))"
    } ],
    "desc" : "Exchange hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#3595]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 99.0: task 4272))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n4.4 m (2.2 s, 2.7 s, 3.0 s (stage 99.0: task 4251))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n31.3 GiB (320.0 MiB, 320.0 MiB, 320.0 MiB (stage 99.0: task 4272))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "3,490,463,350"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 m (1.5 s, 1.5 s, 1.7 s (stage 99.0: task 4259))"
    }, {
      "name" : "num record comparisons",
      "value" : "365,675,243"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 99.0: task 4272))"
    } ],
    "desc" : "Sort [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "178,960,769"
    } ],
    "desc" : "SortMergeJoin [unhashed_device_id#115, polygon_name#114], [device#148, polygon_name#147], LeftOuter"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, ... 4 more fields]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 m (5.2 s, 5.8 s, 6.3 s (stage 99.0: task 4251))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 99.0: task 4272))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,384"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.4, 166.5, 167.5 (stage 99.0: task 4291))"
    } ],
    "desc" : "HashAggregate(keys=[knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.2 m (5.6 s, 6.1 s, 6.6 s (stage 99.0: task 4251))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,384"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7.6 s (61 ms, 73 ms, 124 ms (stage 99.0: task 4255))"
    }, {
      "name" : "records read",
      "value" : "14,286,384"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n361.8 MiB (3.4 MiB, 3.7 MiB, 3.8 MiB (stage 103.0: task 4332))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n3.1 s (0 ms, 10 ms, 123 ms (stage 103.0: task 4352))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 GiB (25.0 MiB, 25.3 MiB, 25.6 MiB (stage 103.0: task 4333))"
    }, {
      "name" : "local blocks read",
      "value" : "1,250"
    }, {
      "name" : "remote blocks read",
      "value" : "8,750"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.1 MiB, 53.4 MiB (stage 99.0: task 4204))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 GiB (28.8 MiB, 29.0 MiB, 29.1 MiB (stage 99.0: task 4198))"
    } ],
    "desc" : "Exchange hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#3779]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n30.1 s (202 ms, 303 ms, 434 ms (stage 103.0: task 4336))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 103.0: task 4304))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,384"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.5, 166.6, 167.4 (stage 103.0: task 4310))"
    } ],
    "desc" : "HashAggregate(keys=[cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n54.1 s (436 ms, 540 ms, 669 ms (stage 103.0: task 4336))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,384"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n5.3 s (45 ms, 52 ms, 66 ms (stage 103.0: task 4361))"
    }, {
      "name" : "records read",
      "value" : "14,286,384"
    }, {
      "name" : "local bytes read",
      "value" : "341.1 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.2 GiB"
    }, {
      "name" : "local blocks read",
      "value" : "13"
    }, {
      "name" : "remote blocks read",
      "value" : "87"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.3 MiB (stage 103.0: task 4306))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 GiB (26.1 MiB, 26.2 MiB, 26.4 MiB (stage 103.0: task 4340))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#3927]"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1"
    }, {
      "name" : "written output",
      "value" : "1420.6 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,384"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=07, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=07/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]"
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 9
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 12,
  "modifiedConfigs" : { }
}, {
  "id" : 13,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ShuffleQueryStage (18)\n      +- Exchange (17)\n         +- * HashAggregate (16)\n            +- ShuffleQueryStage (15)\n               +- Exchange (14)\n                  +- * HashAggregate (13)\n                     +- * Project (12)\n                        +- SortMergeJoin LeftOuter (11)\n                           :- Sort (5)\n                           :  +- ShuffleQueryStage (4)\n                           :     +- Exchange (3)\n                           :        +- * Project (2)\n                           :           +- Scan parquet default.dec_tbl_a (1)\n                           +- Sort (10)\n                              +- ShuffleQueryStage (9)\n                                 +- Exchange (8)\n                                    +- * Filter (7)\n                                       +- Scan csv  (6)\n   +- == Initial Plan ==\n      Exchange (30)\n      +- HashAggregate (29)\n         +- Exchange (28)\n            +- HashAggregate (27)\n               +- Project (26)\n                  +- SortMergeJoin LeftOuter (25)\n                     :- Sort (21)\n                     :  +- Exchange (20)\n                     :     +- Project (19)\n                     :        +- Scan parquet default.dec_tbl_a (1)\n                     +- Sort (24)\n                        +- Exchange (23)\n                           +- Filter (22)\n                              +- Scan csv  (6)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\nBatched: false\nLocation: InMemoryFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=08]\nPartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 02), (day#124 = 08)]\nReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>\n\n(2) Project [codegen id : 1]\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(3) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#4103]\n\n(4) ShuffleQueryStage\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: 0, Statistics(sizeInBytes=20.8 GiB, rowCount=1.79E+8, isRuntime=true)\n\n(5) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(6) Scan csv \nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/repjoin/big/table_b]\nPushedFilters: [IsNotNull(device), IsNotNull(polygon_name)]\nReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_census:string,cel_micro:string,cel_municipality:string,cel_admin:string,cel_province:string,cel_postal1:string,cel_postal2:string,cel_custom1:string,cel_custom2:string,cel_distance:string,cdl_lat:float,cdl_lon:float,cdl_country:string,cdl_census:string,cdl_micro:string,cdl_municipality:string,cdl_admin:string,cdl_province:string,cdl_postal1:string,cdl_postal2:string,cdl_custom1:string,cdl_custom2:string,cdl_distance:string>\n\n(7) Filter [codegen id : 2]\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(8) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#4116]\n\n(9) ShuffleQueryStage\nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 1, Statistics(sizeInBytes=8.4 GiB, rowCount=2.31E+7, isRuntime=true)\n\n(10) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(12) Project [codegen id : 3]\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(13) HashAggregate [codegen id : 3]\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(14) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#4287]\n\n(15) ShuffleQueryStage\nOutput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: 2, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(16) HashAggregate [codegen id : 4]\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(17) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#4435]\n\n(18) ShuffleQueryStage\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 3, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(19) Project\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(20) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#3979]\n\n(21) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(22) Filter\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(23) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#3980]\n\n(24) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(26) Project\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(27) HashAggregate\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(28) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#3987]\n\n(29) HashAggregate\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(30) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#3989]\n\n(31) AdaptiveSparkPlan\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: isFinalPlan=true\n\n(32) Execute InsertIntoHadoopFsRelationCommand\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=08, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=08/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]\n\n",
  "submissionTime" : "2022-01-14T18:20:52.292GMT",
  "duration" : 193082,
  "runningJobIds" : [ ],
  "successJobIds" : [ 42, 41, 45, 44, 43 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 110.0: task 4596))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 110.0: task 4596))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n6.2 s (629 ms, 774 ms, 1.1 s (stage 110.0: task 4596))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "636.8 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "FileScan csv [polygon_name#147,device#148,cel_lat#149,cel_lon#150,cel_country#151,cel_census#152,cel_micro#153,cel_municipality#154,cel_admin#155,cel_province#156,cel_postal1#157,cel_postal2#158,cel_custom1#159,cel_custom2#160,cel_distance#161,cdl_lat#162,cdl_lon#163,cdl_country#164,cdl_census#165,cdl_micro#166,cdl_municipality#167,cdl_admin#168,cdl_province#169,cdl_postal1#170,... 4 more fields] Batched: false, DataFilters: [isnotnull(device#148), isnotnull(polygon_name#147)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/repjoin/big/table_b], PartitionFilters: [], PushedFilters: [IsNotNull(device), IsNotNull(polygon_name)], ReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_censu..."
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "Filter (isnotnull(device#148) AND isnotnull(polygon_name#147))"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (14.4 s, 17.5 s, 18.2 s (stage 110.0: task 4599))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23,084,554"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.2 s (878 ms, 1.0 s, 1.1 s (stage 110.0: task 4597))"
    }, {
      "name" : "records read",
      "value" : "23,084,554"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n514.5 MiB (4.2 MiB, 5.3 MiB, 5.4 MiB (stage 113.0: task 4653))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 m (314 ms, 637 ms, 902 ms (stage 113.0: task 4636))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 GiB (35.7 MiB, 35.9 MiB, 37.1 MiB (stage 113.0: task 4604))"
    }, {
      "name" : "local blocks read",
      "value" : "100"
    }, {
      "name" : "remote blocks read",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.4 GiB (883.7 MiB, 1102.2 MiB, 1110.2 MiB (stage 110.0: task 4596))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 GiB (424.9 MiB, 529.9 MiB, 533.8 MiB (stage 110.0: task 4596))"
    } ],
    "desc" : "Exchange hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#4116]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 113.0: task 4700))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n1.6 m (597 ms, 949 ms, 1.2 s (stage 113.0: task 4668))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 GiB (136.0 MiB, 136.0 MiB, 136.0 MiB (stage 113.0: task 4700))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "381,929,496"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 s (79 ms, 92 ms, 204 ms (stage 113.0: task 4694))"
    }, {
      "name" : "num record comparisons",
      "value" : "705,480"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 113.0: task 4700))"
    } ],
    "desc" : "Sort [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "144"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.6 MiB, 118.8 MiB (stage 109.0: task 4468))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.6 MiB, 118.8 MiB (stage 109.0: task 4468))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.6 MiB, 118.8 MiB (stage 109.0: task 4468))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n9.2 m (901 ms, 2.4 s, 5.6 s (stage 109.0: task 4408))"
    }, {
      "name" : "metadata time",
      "value" : "97 ms"
    }, {
      "name" : "size of files read",
      "value" : "16.7 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "178,943,385"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.6 MiB, 118.8 MiB (stage 109.0: task 4468))"
    }, {
      "name" : "number of partitions read",
      "value" : "1"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#114,unhashed_device_id#115,hashed_device_id#116,year#122,month#123,day#124] Batched: false, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=08], PartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 0..., PushedFilters: [], ReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n16.9 m (1.7 s, 5.6 s, 9.6 s (stage 109.0: task 4472))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "178,943,385"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n35.1 s (67 ms, 144 ms, 348 ms (stage 109.0: task 4426))"
    }, {
      "name" : "records read",
      "value" : "178,943,385"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 GiB (19.8 MiB, 20.4 MiB, 21.6 MiB (stage 113.0: task 4626))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n31.1 s (35 ms, 304 ms, 558 ms (stage 113.0: task 4654))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.1 GiB (142.7 MiB, 144.4 MiB, 145.7 MiB (stage 113.0: task 4614))"
    }, {
      "name" : "local blocks read",
      "value" : "2,525"
    }, {
      "name" : "remote blocks read",
      "value" : "17,675"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.8 GiB (42.1 MiB, 78.9 MiB, 160.2 MiB (stage 109.0: task 4395))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 GiB (32.6 MiB, 61.0 MiB, 123.7 MiB (stage 109.0: task 4446))"
    } ],
    "desc" : "Exchange hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#4103]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 113.0: task 4700))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n4.4 m (2.3 s, 2.7 s, 2.9 s (stage 113.0: task 4626))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n31.3 GiB (320.0 MiB, 320.0 MiB, 320.0 MiB (stage 113.0: task 4700))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "3,490,151,597"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 m (1.5 s, 1.6 s, 1.7 s (stage 113.0: task 4608))"
    }, {
      "name" : "num record comparisons",
      "value" : "365,700,538"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 113.0: task 4700))"
    } ],
    "desc" : "Sort [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "178,943,385"
    } ],
    "desc" : "SortMergeJoin [unhashed_device_id#115, polygon_name#114], [device#148, polygon_name#147], LeftOuter"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, ... 4 more fields]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 m (5.4 s, 5.8 s, 6.2 s (stage 113.0: task 4626))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 113.0: task 4700))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,368"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.5, 166.4, 167.6 (stage 113.0: task 4703))"
    } ],
    "desc" : "HashAggregate(keys=[knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.2 m (5.7 s, 6.1 s, 6.5 s (stage 113.0: task 4626))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,368"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7.7 s (63 ms, 72 ms, 147 ms (stage 113.0: task 4643))"
    }, {
      "name" : "records read",
      "value" : "14,286,368"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n362.3 MiB (3.4 MiB, 3.7 MiB, 3.8 MiB (stage 117.0: task 4760))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n3.3 s (0 ms, 7 ms, 134 ms (stage 117.0: task 4791))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 GiB (25.0 MiB, 25.3 MiB, 25.6 MiB (stage 117.0: task 4722))"
    }, {
      "name" : "local blocks read",
      "value" : "1,250"
    }, {
      "name" : "remote blocks read",
      "value" : "8,750"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.1 MiB, 53.4 MiB (stage 113.0: task 4625))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 GiB (28.8 MiB, 29.0 MiB, 29.1 MiB (stage 113.0: task 4607))"
    } ],
    "desc" : "Exchange hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#4287]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n29.7 s (199 ms, 290 ms, 384 ms (stage 117.0: task 4770))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 117.0: task 4744))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,368"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.5, 166.6, 167.5 (stage 117.0: task 4743))"
    } ],
    "desc" : "HashAggregate(keys=[cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n54.0 s (434 ms, 534 ms, 660 ms (stage 117.0: task 4770))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,368"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n5.3 s (46 ms, 52 ms, 65 ms (stage 117.0: task 4708))"
    }, {
      "name" : "records read",
      "value" : "14,286,368"
    }, {
      "name" : "local bytes read",
      "value" : "340.9 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.2 GiB"
    }, {
      "name" : "local blocks read",
      "value" : "13"
    }, {
      "name" : "remote blocks read",
      "value" : "87"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.3 MiB (stage 117.0: task 4717))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 GiB (26.1 MiB, 26.2 MiB, 26.4 MiB (stage 117.0: task 4751))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#4435]"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1"
    }, {
      "name" : "written output",
      "value" : "1420.6 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,368"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=08, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=08/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]"
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 9
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 13,
  "modifiedConfigs" : { }
}, {
  "id" : 14,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ShuffleQueryStage (18)\n      +- Exchange (17)\n         +- * HashAggregate (16)\n            +- ShuffleQueryStage (15)\n               +- Exchange (14)\n                  +- * HashAggregate (13)\n                     +- * Project (12)\n                        +- SortMergeJoin LeftOuter (11)\n                           :- Sort (5)\n                           :  +- ShuffleQueryStage (4)\n                           :     +- Exchange (3)\n                           :        +- * Project (2)\n                           :           +- Scan parquet default.dec_tbl_a (1)\n                           +- Sort (10)\n                              +- ShuffleQueryStage (9)\n                                 +- Exchange (8)\n                                    +- * Filter (7)\n                                       +- Scan csv  (6)\n   +- == Initial Plan ==\n      Exchange (30)\n      +- HashAggregate (29)\n         +- Exchange (28)\n            +- HashAggregate (27)\n               +- Project (26)\n                  +- SortMergeJoin LeftOuter (25)\n                     :- Sort (21)\n                     :  +- Exchange (20)\n                     :     +- Project (19)\n                     :        +- Scan parquet default.dec_tbl_a (1)\n                     +- Sort (24)\n                        +- Exchange (23)\n                           +- Filter (22)\n                              +- Scan csv  (6)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\nBatched: false\nLocation: InMemoryFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=09]\nPartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 02), (day#124 = 09)]\nReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>\n\n(2) Project [codegen id : 1]\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(3) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#4611]\n\n(4) ShuffleQueryStage\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: 0, Statistics(sizeInBytes=20.8 GiB, rowCount=1.79E+8, isRuntime=true)\n\n(5) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(6) Scan csv \nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/repjoin/big/table_b]\nPushedFilters: [IsNotNull(device), IsNotNull(polygon_name)]\nReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_census:string,cel_micro:string,cel_municipality:string,cel_admin:string,cel_province:string,cel_postal1:string,cel_postal2:string,cel_custom1:string,cel_custom2:string,cel_distance:string,cdl_lat:float,cdl_lon:float,cdl_country:string,cdl_census:string,cdl_micro:string,cdl_municipality:string,cdl_admin:string,cdl_province:string,cdl_postal1:string,cdl_postal2:string,cdl_custom1:string,cdl_custom2:string,cdl_distance:string>\n\n(7) Filter [codegen id : 2]\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(8) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#4624]\n\n(9) ShuffleQueryStage\nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 1, Statistics(sizeInBytes=8.4 GiB, rowCount=2.31E+7, isRuntime=true)\n\n(10) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(12) Project [codegen id : 3]\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(13) HashAggregate [codegen id : 3]\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(14) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#4795]\n\n(15) ShuffleQueryStage\nOutput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: 2, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(16) HashAggregate [codegen id : 4]\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(17) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#4943]\n\n(18) ShuffleQueryStage\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 3, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(19) Project\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(20) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#4487]\n\n(21) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(22) Filter\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(23) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#4488]\n\n(24) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(26) Project\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(27) HashAggregate\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(28) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#4495]\n\n(29) HashAggregate\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(30) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#4497]\n\n(31) AdaptiveSparkPlan\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: isFinalPlan=true\n\n(32) Execute InsertIntoHadoopFsRelationCommand\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=09, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=09/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]\n\n",
  "submissionTime" : "2022-01-14T18:24:05.666GMT",
  "duration" : 194329,
  "runningJobIds" : [ ],
  "successJobIds" : [ 46, 49, 48, 50, 47 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 124.0: task 5007))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 124.0: task 5007))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n6.7 s (664 ms, 779 ms, 1.3 s (stage 124.0: task 5011))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "636.8 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "FileScan csv [polygon_name#147,device#148,cel_lat#149,cel_lon#150,cel_country#151,cel_census#152,cel_micro#153,cel_municipality#154,cel_admin#155,cel_province#156,cel_postal1#157,cel_postal2#158,cel_custom1#159,cel_custom2#160,cel_distance#161,cdl_lat#162,cdl_lon#163,cdl_country#164,cdl_census#165,cdl_micro#166,cdl_municipality#167,cdl_admin#168,cdl_province#169,cdl_postal1#170,... 4 more fields] Batched: false, DataFilters: [isnotnull(device#148), isnotnull(polygon_name#147)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/repjoin/big/table_b], PartitionFilters: [], PushedFilters: [IsNotNull(device), IsNotNull(polygon_name)], ReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_censu..."
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "Filter (isnotnull(device#148) AND isnotnull(polygon_name#147))"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (14.4 s, 17.6 s, 18.7 s (stage 124.0: task 5011))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23,084,554"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.3 s (853 ms, 1.1 s, 1.1 s (stage 124.0: task 5007))"
    }, {
      "name" : "records read",
      "value" : "23,084,554"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n514.2 MiB (4.2 MiB, 5.3 MiB, 5.4 MiB (stage 127.0: task 5040))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 m (189 ms, 625 ms, 815 ms (stage 127.0: task 5039))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 GiB (35.7 MiB, 36.0 MiB, 37.1 MiB (stage 127.0: task 5025))"
    }, {
      "name" : "local blocks read",
      "value" : "100"
    }, {
      "name" : "remote blocks read",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.4 GiB (883.7 MiB, 1102.2 MiB, 1110.2 MiB (stage 124.0: task 5007))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 GiB (424.9 MiB, 529.9 MiB, 533.8 MiB (stage 124.0: task 5007))"
    } ],
    "desc" : "Exchange hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#4624]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 127.0: task 5093))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n1.5 m (496 ms, 937 ms, 1.1 s (stage 127.0: task 5054))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 GiB (136.0 MiB, 136.0 MiB, 136.0 MiB (stage 127.0: task 5093))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "381,932,283"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n9.6 s (79 ms, 91 ms, 158 ms (stage 127.0: task 5051))"
    }, {
      "name" : "num record comparisons",
      "value" : "705,795"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 127.0: task 5093))"
    } ],
    "desc" : "Sort [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "144"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.9 MiB, 57.5 MiB, 118.8 MiB (stage 123.0: task 4879))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.9 MiB, 57.5 MiB, 118.8 MiB (stage 123.0: task 4879))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.9 MiB, 57.5 MiB, 118.8 MiB (stage 123.0: task 4879))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n10.5 m (808 ms, 2.8 s, 6.5 s (stage 123.0: task 4837))"
    }, {
      "name" : "metadata time",
      "value" : "79 ms"
    }, {
      "name" : "size of files read",
      "value" : "16.7 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "178,911,202"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.9 MiB, 57.5 MiB, 118.8 MiB (stage 123.0: task 4879))"
    }, {
      "name" : "number of partitions read",
      "value" : "1"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#114,unhashed_device_id#115,hashed_device_id#116,year#122,month#123,day#124] Batched: false, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=09], PartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 0..., PushedFilters: [], ReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n18.2 m (1.5 s, 5.8 s, 12.1 s (stage 123.0: task 4837))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "178,911,202"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n35.2 s (65 ms, 180 ms, 324 ms (stage 123.0: task 4838))"
    }, {
      "name" : "records read",
      "value" : "178,911,202"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 GiB (19.9 MiB, 20.4 MiB, 21.6 MiB (stage 127.0: task 5046))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n28.9 s (0 ms, 319 ms, 536 ms (stage 127.0: task 5110))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.1 GiB (142.4 MiB, 144.3 MiB, 145.8 MiB (stage 127.0: task 5015))"
    }, {
      "name" : "local blocks read",
      "value" : "2,525"
    }, {
      "name" : "remote blocks read",
      "value" : "17,675"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.8 GiB (42.2 MiB, 78.8 MiB, 160.2 MiB (stage 123.0: task 4806))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 GiB (32.6 MiB, 60.9 MiB, 123.7 MiB (stage 123.0: task 4866))"
    } ],
    "desc" : "Exchange hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#4611]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 127.0: task 5093))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n4.3 m (2.2 s, 2.6 s, 2.9 s (stage 127.0: task 5040))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n31.3 GiB (320.0 MiB, 320.0 MiB, 320.0 MiB (stage 127.0: task 5093))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "3,489,450,774"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 m (1.5 s, 1.6 s, 1.6 s (stage 127.0: task 5050))"
    }, {
      "name" : "num record comparisons",
      "value" : "365,685,700"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 127.0: task 5093))"
    } ],
    "desc" : "Sort [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "178,911,202"
    } ],
    "desc" : "SortMergeJoin [unhashed_device_id#115, polygon_name#114], [device#148, polygon_name#147], LeftOuter"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, ... 4 more fields]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.6 m (5.4 s, 5.8 s, 6.1 s (stage 127.0: task 5078))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 127.0: task 5093))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,372"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.6, 166.4, 167.6 (stage 127.0: task 5113))"
    } ],
    "desc" : "HashAggregate(keys=[knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.2 m (5.7 s, 6.1 s, 6.4 s (stage 127.0: task 5078))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,372"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7.5 s (61 ms, 73 ms, 172 ms (stage 127.0: task 5112))"
    }, {
      "name" : "records read",
      "value" : "14,286,372"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n360.8 MiB (3.4 MiB, 3.5 MiB, 3.8 MiB (stage 131.0: task 5173))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 s (0 ms, 22 ms, 143 ms (stage 131.0: task 5130))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 GiB (25.0 MiB, 25.4 MiB, 25.6 MiB (stage 131.0: task 5156))"
    }, {
      "name" : "local blocks read",
      "value" : "1,249"
    }, {
      "name" : "remote blocks read",
      "value" : "8,751"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.4 MiB (stage 127.0: task 5027))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 GiB (28.8 MiB, 29.0 MiB, 29.1 MiB (stage 127.0: task 5021))"
    } ],
    "desc" : "Exchange hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#4795]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n30.2 s (227 ms, 304 ms, 426 ms (stage 131.0: task 5130))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 131.0: task 5205))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,372"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.5, 166.5, 167.3 (stage 131.0: task 5115))"
    } ],
    "desc" : "HashAggregate(keys=[cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n54.2 s (459 ms, 543 ms, 664 ms (stage 131.0: task 5130))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,372"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n5.4 s (45 ms, 52 ms, 65 ms (stage 131.0: task 5183))"
    }, {
      "name" : "records read",
      "value" : "14,286,372"
    }, {
      "name" : "local bytes read",
      "value" : "315.1 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.3 GiB"
    }, {
      "name" : "local blocks read",
      "value" : "12"
    }, {
      "name" : "remote blocks read",
      "value" : "88"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.3 MiB (stage 131.0: task 5128))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 GiB (26.1 MiB, 26.2 MiB, 26.4 MiB (stage 131.0: task 5162))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#4943]"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1"
    }, {
      "name" : "written output",
      "value" : "1420.6 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,372"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=09, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=09/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]"
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 9
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 14,
  "modifiedConfigs" : { }
}, {
  "id" : 15,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ShuffleQueryStage (18)\n      +- Exchange (17)\n         +- * HashAggregate (16)\n            +- ShuffleQueryStage (15)\n               +- Exchange (14)\n                  +- * HashAggregate (13)\n                     +- * Project (12)\n                        +- SortMergeJoin LeftOuter (11)\n                           :- Sort (5)\n                           :  +- ShuffleQueryStage (4)\n                           :     +- Exchange (3)\n                           :        +- * Project (2)\n                           :           +- Scan parquet default.dec_tbl_a (1)\n                           +- Sort (10)\n                              +- ShuffleQueryStage (9)\n                                 +- Exchange (8)\n                                    +- * Filter (7)\n                                       +- Scan csv  (6)\n   +- == Initial Plan ==\n      Exchange (30)\n      +- HashAggregate (29)\n         +- Exchange (28)\n            +- HashAggregate (27)\n               +- Project (26)\n                  +- SortMergeJoin LeftOuter (25)\n                     :- Sort (21)\n                     :  +- Exchange (20)\n                     :     +- Project (19)\n                     :        +- Scan parquet default.dec_tbl_a (1)\n                     +- Sort (24)\n                        +- Exchange (23)\n                           +- Filter (22)\n                              +- Scan csv  (6)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\nBatched: false\nLocation: InMemoryFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=02]\nPartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 02), (day#124 = 02)]\nReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>\n\n(2) Project [codegen id : 1]\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(3) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#5119]\n\n(4) ShuffleQueryStage\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: 0, Statistics(sizeInBytes=20.8 GiB, rowCount=1.79E+8, isRuntime=true)\n\n(5) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(6) Scan csv \nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/repjoin/big/table_b]\nPushedFilters: [IsNotNull(device), IsNotNull(polygon_name)]\nReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_census:string,cel_micro:string,cel_municipality:string,cel_admin:string,cel_province:string,cel_postal1:string,cel_postal2:string,cel_custom1:string,cel_custom2:string,cel_distance:string,cdl_lat:float,cdl_lon:float,cdl_country:string,cdl_census:string,cdl_micro:string,cdl_municipality:string,cdl_admin:string,cdl_province:string,cdl_postal1:string,cdl_postal2:string,cdl_custom1:string,cdl_custom2:string,cdl_distance:string>\n\n(7) Filter [codegen id : 2]\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(8) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#5132]\n\n(9) ShuffleQueryStage\nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 1, Statistics(sizeInBytes=8.4 GiB, rowCount=2.31E+7, isRuntime=true)\n\n(10) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(12) Project [codegen id : 3]\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(13) HashAggregate [codegen id : 3]\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(14) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#5303]\n\n(15) ShuffleQueryStage\nOutput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: 2, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(16) HashAggregate [codegen id : 4]\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(17) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#5451]\n\n(18) ShuffleQueryStage\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 3, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(19) Project\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(20) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#4995]\n\n(21) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(22) Filter\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(23) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#4996]\n\n(24) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(26) Project\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(27) HashAggregate\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(28) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#5003]\n\n(29) HashAggregate\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(30) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#5005]\n\n(31) AdaptiveSparkPlan\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: isFinalPlan=true\n\n(32) Execute InsertIntoHadoopFsRelationCommand\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=02, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=02/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]\n\n",
  "submissionTime" : "2022-01-14T18:27:20.402GMT",
  "duration" : 193194,
  "runningJobIds" : [ ],
  "successJobIds" : [ 52, 53, 54, 55, 51 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 138.0: task 5418))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 138.0: task 5418))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n5.7 s (546 ms, 724 ms, 797 ms (stage 138.0: task 5418))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "636.8 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "FileScan csv [polygon_name#147,device#148,cel_lat#149,cel_lon#150,cel_country#151,cel_census#152,cel_micro#153,cel_municipality#154,cel_admin#155,cel_province#156,cel_postal1#157,cel_postal2#158,cel_custom1#159,cel_custom2#160,cel_distance#161,cdl_lat#162,cdl_lon#163,cdl_country#164,cdl_census#165,cdl_micro#166,cdl_municipality#167,cdl_admin#168,cdl_province#169,cdl_postal1#170,... 4 more fields] Batched: false, DataFilters: [isnotnull(device#148), isnotnull(polygon_name#147)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/repjoin/big/table_b], PartitionFilters: [], PushedFilters: [IsNotNull(device), IsNotNull(polygon_name)], ReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_censu..."
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "Filter (isnotnull(device#148) AND isnotnull(polygon_name#147))"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (14.0 s, 17.5 s, 17.9 s (stage 138.0: task 5420))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23,084,554"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.1 s (845 ms, 1.0 s, 1.1 s (stage 138.0: task 5418))"
    }, {
      "name" : "records read",
      "value" : "23,084,554"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n515.7 MiB (4.2 MiB, 5.3 MiB, 5.4 MiB (stage 141.0: task 5441))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 m (175 ms, 633 ms, 803 ms (stage 141.0: task 5474))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 GiB (35.7 MiB, 35.9 MiB, 37.1 MiB (stage 141.0: task 5430))"
    }, {
      "name" : "local blocks read",
      "value" : "100"
    }, {
      "name" : "remote blocks read",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.4 GiB (883.7 MiB, 1102.2 MiB, 1110.2 MiB (stage 138.0: task 5418))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 GiB (424.9 MiB, 529.9 MiB, 533.8 MiB (stage 138.0: task 5418))"
    } ],
    "desc" : "Exchange hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#5132]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 141.0: task 5462))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n1.6 m (567 ms, 934 ms, 1.2 s (stage 141.0: task 5474))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 GiB (136.0 MiB, 136.0 MiB, 136.0 MiB (stage 141.0: task 5462))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "381,928,688"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n9.4 s (79 ms, 90 ms, 133 ms (stage 141.0: task 5450))"
    }, {
      "name" : "num record comparisons",
      "value" : "705,635"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 141.0: task 5462))"
    } ],
    "desc" : "Sort [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "144"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 58.0 MiB, 118.8 MiB (stage 137.0: task 5290))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 58.0 MiB, 118.8 MiB (stage 137.0: task 5290))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 58.0 MiB, 118.8 MiB (stage 137.0: task 5290))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n9.9 m (668 ms, 2.7 s, 5.6 s (stage 137.0: task 5304))"
    }, {
      "name" : "metadata time",
      "value" : "75 ms"
    }, {
      "name" : "size of files read",
      "value" : "16.7 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "178,924,528"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 58.0 MiB, 118.8 MiB (stage 137.0: task 5290))"
    }, {
      "name" : "number of partitions read",
      "value" : "1"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#114,unhashed_device_id#115,hashed_device_id#116,year#122,month#123,day#124] Batched: false, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=02], PartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 0..., PushedFilters: [], ReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n17.6 m (1.7 s, 5.6 s, 9.9 s (stage 137.0: task 5276))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "178,924,528"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n35.8 s (68 ms, 150 ms, 332 ms (stage 137.0: task 5227))"
    }, {
      "name" : "records read",
      "value" : "178,924,528"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 GiB (19.8 MiB, 20.4 MiB, 21.7 MiB (stage 141.0: task 5430))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n36.6 s (0 ms, 364 ms, 573 ms (stage 141.0: task 5525))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.1 GiB (142.6 MiB, 144.3 MiB, 145.8 MiB (stage 141.0: task 5433))"
    }, {
      "name" : "local blocks read",
      "value" : "2,525"
    }, {
      "name" : "remote blocks read",
      "value" : "17,675"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.8 GiB (42.2 MiB, 79.4 MiB, 160.2 MiB (stage 137.0: task 5217))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 GiB (32.6 MiB, 61.3 MiB, 123.7 MiB (stage 137.0: task 5260))"
    } ],
    "desc" : "Exchange hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#5119]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 141.0: task 5462))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n4.4 m (2.3 s, 2.7 s, 2.9 s (stage 141.0: task 5525))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n31.3 GiB (320.0 MiB, 320.0 MiB, 320.0 MiB (stage 141.0: task 5462))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "3,489,696,342"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 m (1.5 s, 1.5 s, 1.7 s (stage 141.0: task 5438))"
    }, {
      "name" : "num record comparisons",
      "value" : "365,584,670"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 141.0: task 5462))"
    } ],
    "desc" : "Sort [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "178,924,528"
    } ],
    "desc" : "SortMergeJoin [unhashed_device_id#115, polygon_name#114], [device#148, polygon_name#147], LeftOuter"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, ... 4 more fields]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 m (5.3 s, 5.9 s, 6.1 s (stage 141.0: task 5458))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 141.0: task 5462))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,381"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.6, 166.5, 167.5 (stage 141.0: task 5525))"
    } ],
    "desc" : "HashAggregate(keys=[knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.2 m (5.6 s, 6.2 s, 6.4 s (stage 141.0: task 5458))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,381"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7.4 s (59 ms, 73 ms, 101 ms (stage 141.0: task 5482))"
    }, {
      "name" : "records read",
      "value" : "14,286,381"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n362.0 MiB (3.4 MiB, 3.7 MiB, 3.8 MiB (stage 145.0: task 5566))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n3.3 s (0 ms, 3 ms, 151 ms (stage 145.0: task 5561))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 GiB (25.0 MiB, 25.3 MiB, 25.6 MiB (stage 145.0: task 5539))"
    }, {
      "name" : "local blocks read",
      "value" : "1,252"
    }, {
      "name" : "remote blocks read",
      "value" : "8,748"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.4 MiB (stage 141.0: task 5443))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 GiB (28.8 MiB, 29.0 MiB, 29.1 MiB (stage 141.0: task 5430))"
    } ],
    "desc" : "Exchange hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#5303]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n30.3 s (196 ms, 292 ms, 433 ms (stage 145.0: task 5543))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 145.0: task 5533))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,381"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.7, 166.5, 167.2 (stage 145.0: task 5560))"
    } ],
    "desc" : "HashAggregate(keys=[cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n54.4 s (428 ms, 538 ms, 676 ms (stage 145.0: task 5543))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,381"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n5.4 s (46 ms, 53 ms, 71 ms (stage 145.0: task 5549))"
    }, {
      "name" : "records read",
      "value" : "14,286,381"
    }, {
      "name" : "local bytes read",
      "value" : "341.4 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.2 GiB"
    }, {
      "name" : "local blocks read",
      "value" : "13"
    }, {
      "name" : "remote blocks read",
      "value" : "87"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.3 MiB (stage 145.0: task 5539))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 GiB (26.1 MiB, 26.2 MiB, 26.4 MiB (stage 145.0: task 5573))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#5451]"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1"
    }, {
      "name" : "written output",
      "value" : "1420.6 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,381"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=02, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=02/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]"
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 9
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 15,
  "modifiedConfigs" : { }
}, {
  "id" : 16,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ShuffleQueryStage (18)\n      +- Exchange (17)\n         +- * HashAggregate (16)\n            +- ShuffleQueryStage (15)\n               +- Exchange (14)\n                  +- * HashAggregate (13)\n                     +- * Project (12)\n                        +- SortMergeJoin LeftOuter (11)\n                           :- Sort (5)\n                           :  +- ShuffleQueryStage (4)\n                           :     +- Exchange (3)\n                           :        +- * Project (2)\n                           :           +- Scan parquet default.dec_tbl_a (1)\n                           +- Sort (10)\n                              +- ShuffleQueryStage (9)\n                                 +- Exchange (8)\n                                    +- * Filter (7)\n                                       +- Scan csv  (6)\n   +- == Initial Plan ==\n      Exchange (30)\n      +- HashAggregate (29)\n         +- Exchange (28)\n            +- HashAggregate (27)\n               +- Project (26)\n                  +- SortMergeJoin LeftOuter (25)\n                     :- Sort (21)\n                     :  +- Exchange (20)\n                     :     +- Project (19)\n                     :        +- Scan parquet default.dec_tbl_a (1)\n                     +- Sort (24)\n                        +- Exchange (23)\n                           +- Filter (22)\n                              +- Scan csv  (6)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\nBatched: false\nLocation: InMemoryFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=11]\nPartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 02), (day#124 = 11)]\nReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>\n\n(2) Project [codegen id : 1]\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(3) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#5627]\n\n(4) ShuffleQueryStage\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: 0, Statistics(sizeInBytes=20.8 GiB, rowCount=1.79E+8, isRuntime=true)\n\n(5) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(6) Scan csv \nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/repjoin/big/table_b]\nPushedFilters: [IsNotNull(device), IsNotNull(polygon_name)]\nReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_census:string,cel_micro:string,cel_municipality:string,cel_admin:string,cel_province:string,cel_postal1:string,cel_postal2:string,cel_custom1:string,cel_custom2:string,cel_distance:string,cdl_lat:float,cdl_lon:float,cdl_country:string,cdl_census:string,cdl_micro:string,cdl_municipality:string,cdl_admin:string,cdl_province:string,cdl_postal1:string,cdl_postal2:string,cdl_custom1:string,cdl_custom2:string,cdl_distance:string>\n\n(7) Filter [codegen id : 2]\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(8) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#5640]\n\n(9) ShuffleQueryStage\nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 1, Statistics(sizeInBytes=8.4 GiB, rowCount=2.31E+7, isRuntime=true)\n\n(10) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(12) Project [codegen id : 3]\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(13) HashAggregate [codegen id : 3]\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(14) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#5811]\n\n(15) ShuffleQueryStage\nOutput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: 2, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(16) HashAggregate [codegen id : 4]\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(17) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#5959]\n\n(18) ShuffleQueryStage\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 3, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(19) Project\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(20) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#5503]\n\n(21) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(22) Filter\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(23) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#5504]\n\n(24) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(26) Project\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(27) HashAggregate\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(28) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#5511]\n\n(29) HashAggregate\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(30) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#5513]\n\n(31) AdaptiveSparkPlan\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: isFinalPlan=true\n\n(32) Execute InsertIntoHadoopFsRelationCommand\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=11, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=11/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]\n\n",
  "submissionTime" : "2022-01-14T18:30:34.008GMT",
  "duration" : 192765,
  "runningJobIds" : [ ],
  "successJobIds" : [ 56, 57, 60, 59, 58 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 152.0: task 5829))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 152.0: task 5829))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n5.7 s (576 ms, 729 ms, 770 ms (stage 152.0: task 5830))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "636.8 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "FileScan csv [polygon_name#147,device#148,cel_lat#149,cel_lon#150,cel_country#151,cel_census#152,cel_micro#153,cel_municipality#154,cel_admin#155,cel_province#156,cel_postal1#157,cel_postal2#158,cel_custom1#159,cel_custom2#160,cel_distance#161,cdl_lat#162,cdl_lon#163,cdl_country#164,cdl_census#165,cdl_micro#166,cdl_municipality#167,cdl_admin#168,cdl_province#169,cdl_postal1#170,... 4 more fields] Batched: false, DataFilters: [isnotnull(device#148), isnotnull(polygon_name#147)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/repjoin/big/table_b], PartitionFilters: [], PushedFilters: [IsNotNull(device), IsNotNull(polygon_name)], ReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_censu..."
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "Filter (isnotnull(device#148) AND isnotnull(polygon_name#147))"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (14.1 s, 17.5 s, 18.0 s (stage 152.0: task 5833))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23,084,554"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.3 s (827 ms, 1.1 s, 1.1 s (stage 152.0: task 5829))"
    }, {
      "name" : "records read",
      "value" : "23,084,554"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n515.5 MiB (4.2 MiB, 5.3 MiB, 5.4 MiB (stage 155.0: task 5841))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n1.0 m (351 ms, 635 ms, 817 ms (stage 155.0: task 5927))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 GiB (35.7 MiB, 35.9 MiB, 37.1 MiB (stage 155.0: task 5868))"
    }, {
      "name" : "local blocks read",
      "value" : "100"
    }, {
      "name" : "remote blocks read",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.4 GiB (883.7 MiB, 1102.2 MiB, 1110.2 MiB (stage 152.0: task 5829))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 GiB (424.9 MiB, 529.9 MiB, 533.8 MiB (stage 152.0: task 5829))"
    } ],
    "desc" : "Exchange hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#5640]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 155.0: task 5905))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n1.6 m (619 ms, 948 ms, 1.1 s (stage 155.0: task 5854))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 GiB (136.0 MiB, 136.0 MiB, 136.0 MiB (stage 155.0: task 5905))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "381,926,787"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 s (79 ms, 90 ms, 208 ms (stage 155.0: task 5924))"
    }, {
      "name" : "num record comparisons",
      "value" : "705,441"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 155.0: task 5905))"
    } ],
    "desc" : "Sort [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "144"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.7 MiB, 118.8 MiB (stage 151.0: task 5701))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.7 MiB, 118.8 MiB (stage 151.0: task 5701))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.7 MiB, 118.8 MiB (stage 151.0: task 5701))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n10.1 m (588 ms, 3.0 s, 7.5 s (stage 151.0: task 5648))"
    }, {
      "name" : "metadata time",
      "value" : "89 ms"
    }, {
      "name" : "size of files read",
      "value" : "16.7 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "178,928,216"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.7 MiB, 118.8 MiB (stage 151.0: task 5701))"
    }, {
      "name" : "number of partitions read",
      "value" : "1"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#114,unhashed_device_id#115,hashed_device_id#116,year#122,month#123,day#124] Batched: false, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=11], PartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 0..., PushedFilters: [], ReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n17.8 m (1.9 s, 5.8 s, 9.5 s (stage 151.0: task 5648))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "178,928,216"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n35.4 s (70 ms, 144 ms, 329 ms (stage 151.0: task 5644))"
    }, {
      "name" : "records read",
      "value" : "178,928,216"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 GiB (19.9 MiB, 20.4 MiB, 21.7 MiB (stage 155.0: task 5846))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n32.8 s (0 ms, 334 ms, 621 ms (stage 155.0: task 5919))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.1 GiB (142.4 MiB, 144.3 MiB, 145.7 MiB (stage 155.0: task 5843))"
    }, {
      "name" : "local blocks read",
      "value" : "2,525"
    }, {
      "name" : "remote blocks read",
      "value" : "17,675"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.8 GiB (42.1 MiB, 79.1 MiB, 160.2 MiB (stage 151.0: task 5628))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 GiB (32.6 MiB, 61.1 MiB, 123.7 MiB (stage 151.0: task 5660))"
    } ],
    "desc" : "Exchange hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#5627]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 155.0: task 5905))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n4.4 m (2.2 s, 2.7 s, 2.9 s (stage 155.0: task 5855))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n31.3 GiB (320.0 MiB, 320.0 MiB, 320.0 MiB (stage 155.0: task 5905))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "3,489,836,206"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 m (1.5 s, 1.6 s, 1.7 s (stage 155.0: task 5837))"
    }, {
      "name" : "num record comparisons",
      "value" : "365,602,441"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 155.0: task 5905))"
    } ],
    "desc" : "Sort [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "178,928,216"
    } ],
    "desc" : "SortMergeJoin [unhashed_device_id#115, polygon_name#114], [device#148, polygon_name#147], LeftOuter"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, ... 4 more fields]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.6 m (5.3 s, 5.8 s, 6.1 s (stage 155.0: task 5855))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 155.0: task 5905))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,393"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.6, 166.5, 167.6 (stage 155.0: task 5935))"
    } ],
    "desc" : "HashAggregate(keys=[knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.2 m (5.6 s, 6.1 s, 6.4 s (stage 155.0: task 5855))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,393"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7.8 s (60 ms, 71 ms, 163 ms (stage 155.0: task 5910))"
    }, {
      "name" : "records read",
      "value" : "14,286,393"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n361.8 MiB (3.4 MiB, 3.5 MiB, 3.8 MiB (stage 159.0: task 6004))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n3.6 s (0 ms, 6 ms, 180 ms (stage 159.0: task 5961))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 GiB (25.1 MiB, 25.3 MiB, 25.6 MiB (stage 159.0: task 5950))"
    }, {
      "name" : "local blocks read",
      "value" : "1,249"
    }, {
      "name" : "remote blocks read",
      "value" : "8,751"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.1 MiB, 53.4 MiB (stage 155.0: task 5855))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 GiB (28.8 MiB, 29.0 MiB, 29.1 MiB (stage 155.0: task 5846))"
    } ],
    "desc" : "Exchange hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#5811]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n29.3 s (198 ms, 291 ms, 425 ms (stage 159.0: task 6004))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 159.0: task 5986))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,393"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.4, 166.6, 167.1 (stage 159.0: task 6032))"
    } ],
    "desc" : "HashAggregate(keys=[cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n53.3 s (428 ms, 531 ms, 666 ms (stage 159.0: task 6004))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,393"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 s (45 ms, 51 ms, 62 ms (stage 159.0: task 5963))"
    }, {
      "name" : "records read",
      "value" : "14,286,393"
    }, {
      "name" : "local bytes read",
      "value" : "315.1 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.3 GiB"
    }, {
      "name" : "local blocks read",
      "value" : "12"
    }, {
      "name" : "remote blocks read",
      "value" : "88"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.3 MiB (stage 159.0: task 5950))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 GiB (26.1 MiB, 26.2 MiB, 26.4 MiB (stage 159.0: task 5984))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#5959]"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1"
    }, {
      "name" : "written output",
      "value" : "1420.6 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,393"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=11, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=11/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]"
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 9
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 16,
  "modifiedConfigs" : { }
}, {
  "id" : 17,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ShuffleQueryStage (18)\n      +- Exchange (17)\n         +- * HashAggregate (16)\n            +- ShuffleQueryStage (15)\n               +- Exchange (14)\n                  +- * HashAggregate (13)\n                     +- * Project (12)\n                        +- SortMergeJoin LeftOuter (11)\n                           :- Sort (5)\n                           :  +- ShuffleQueryStage (4)\n                           :     +- Exchange (3)\n                           :        +- * Project (2)\n                           :           +- Scan parquet default.dec_tbl_a (1)\n                           +- Sort (10)\n                              +- ShuffleQueryStage (9)\n                                 +- Exchange (8)\n                                    +- * Filter (7)\n                                       +- Scan csv  (6)\n   +- == Initial Plan ==\n      Exchange (30)\n      +- HashAggregate (29)\n         +- Exchange (28)\n            +- HashAggregate (27)\n               +- Project (26)\n                  +- SortMergeJoin LeftOuter (25)\n                     :- Sort (21)\n                     :  +- Exchange (20)\n                     :     +- Project (19)\n                     :        +- Scan parquet default.dec_tbl_a (1)\n                     +- Sort (24)\n                        +- Exchange (23)\n                           +- Filter (22)\n                              +- Scan csv  (6)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\nBatched: false\nLocation: InMemoryFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=05]\nPartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 02), (day#124 = 05)]\nReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>\n\n(2) Project [codegen id : 1]\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(3) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#6135]\n\n(4) ShuffleQueryStage\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: 0, Statistics(sizeInBytes=20.9 GiB, rowCount=1.79E+8, isRuntime=true)\n\n(5) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(6) Scan csv \nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/repjoin/big/table_b]\nPushedFilters: [IsNotNull(device), IsNotNull(polygon_name)]\nReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_census:string,cel_micro:string,cel_municipality:string,cel_admin:string,cel_province:string,cel_postal1:string,cel_postal2:string,cel_custom1:string,cel_custom2:string,cel_distance:string,cdl_lat:float,cdl_lon:float,cdl_country:string,cdl_census:string,cdl_micro:string,cdl_municipality:string,cdl_admin:string,cdl_province:string,cdl_postal1:string,cdl_postal2:string,cdl_custom1:string,cdl_custom2:string,cdl_distance:string>\n\n(7) Filter [codegen id : 2]\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(8) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#6148]\n\n(9) ShuffleQueryStage\nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 1, Statistics(sizeInBytes=8.4 GiB, rowCount=2.31E+7, isRuntime=true)\n\n(10) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(12) Project [codegen id : 3]\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(13) HashAggregate [codegen id : 3]\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(14) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#6319]\n\n(15) ShuffleQueryStage\nOutput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: 2, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(16) HashAggregate [codegen id : 4]\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(17) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#6467]\n\n(18) ShuffleQueryStage\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 3, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(19) Project\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(20) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#6011]\n\n(21) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(22) Filter\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(23) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#6012]\n\n(24) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(26) Project\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(27) HashAggregate\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(28) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#6019]\n\n(29) HashAggregate\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(30) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#6021]\n\n(31) AdaptiveSparkPlan\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: isFinalPlan=true\n\n(32) Execute InsertIntoHadoopFsRelationCommand\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=05, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=05/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]\n\n",
  "submissionTime" : "2022-01-14T18:33:47.068GMT",
  "duration" : 193171,
  "runningJobIds" : [ ],
  "successJobIds" : [ 61, 65, 64, 63, 62 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 166.0: task 6240))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 166.0: task 6240))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n5.9 s (703 ms, 730 ms, 802 ms (stage 166.0: task 6247))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "636.8 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "FileScan csv [polygon_name#147,device#148,cel_lat#149,cel_lon#150,cel_country#151,cel_census#152,cel_micro#153,cel_municipality#154,cel_admin#155,cel_province#156,cel_postal1#157,cel_postal2#158,cel_custom1#159,cel_custom2#160,cel_distance#161,cdl_lat#162,cdl_lon#163,cdl_country#164,cdl_census#165,cdl_micro#166,cdl_municipality#167,cdl_admin#168,cdl_province#169,cdl_postal1#170,... 4 more fields] Batched: false, DataFilters: [isnotnull(device#148), isnotnull(polygon_name#147)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/repjoin/big/table_b], PartitionFilters: [], PushedFilters: [IsNotNull(device), IsNotNull(polygon_name)], ReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_censu..."
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "Filter (isnotnull(device#148) AND isnotnull(polygon_name#147))"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (14.2 s, 17.7 s, 17.8 s (stage 166.0: task 6244))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23,084,554"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.2 s (857 ms, 1.0 s, 1.1 s (stage 166.0: task 6241))"
    }, {
      "name" : "records read",
      "value" : "23,084,554"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n515.7 MiB (4.2 MiB, 5.3 MiB, 5.4 MiB (stage 169.0: task 6265))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n58.7 s (150 ms, 615 ms, 845 ms (stage 169.0: task 6289))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 GiB (35.7 MiB, 35.9 MiB, 37.0 MiB (stage 169.0: task 6268))"
    }, {
      "name" : "local blocks read",
      "value" : "100"
    }, {
      "name" : "remote blocks read",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.4 GiB (883.7 MiB, 1102.2 MiB, 1110.2 MiB (stage 166.0: task 6240))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 GiB (424.9 MiB, 529.9 MiB, 533.8 MiB (stage 166.0: task 6240))"
    } ],
    "desc" : "Exchange hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#6148]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 169.0: task 6321))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n1.5 m (430 ms, 924 ms, 1.2 s (stage 169.0: task 6249))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 GiB (136.0 MiB, 136.0 MiB, 136.0 MiB (stage 169.0: task 6321))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "381,929,115"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n10.1 s (78 ms, 95 ms, 193 ms (stage 169.0: task 6326))"
    }, {
      "name" : "num record comparisons",
      "value" : "705,568"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 169.0: task 6321))"
    } ],
    "desc" : "Sort [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "144"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.8 MiB, 118.8 MiB (stage 165.0: task 6112))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.8 MiB, 118.8 MiB (stage 165.0: task 6112))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.8 MiB, 118.8 MiB (stage 165.0: task 6112))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n10.3 m (865 ms, 3.2 s, 5.6 s (stage 165.0: task 6083))"
    }, {
      "name" : "metadata time",
      "value" : "82 ms"
    }, {
      "name" : "size of files read",
      "value" : "16.8 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "178,958,236"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.8 MiB, 57.8 MiB, 118.8 MiB (stage 165.0: task 6112))"
    }, {
      "name" : "number of partitions read",
      "value" : "1"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#114,unhashed_device_id#115,hashed_device_id#116,year#122,month#123,day#124] Batched: false, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=05], PartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 0..., PushedFilters: [], ReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n17.9 m (1.6 s, 5.9 s, 9.5 s (stage 165.0: task 6110))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "178,958,236"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n34.7 s (66 ms, 143 ms, 323 ms (stage 165.0: task 6130))"
    }, {
      "name" : "records read",
      "value" : "178,958,236"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 GiB (19.8 MiB, 20.4 MiB, 21.7 MiB (stage 169.0: task 6248))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n24.7 s (0 ms, 251 ms, 483 ms (stage 169.0: task 6322))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.1 GiB (142.3 MiB, 144.4 MiB, 145.7 MiB (stage 169.0: task 6265))"
    }, {
      "name" : "local blocks read",
      "value" : "2,525"
    }, {
      "name" : "remote blocks read",
      "value" : "17,675"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.9 GiB (42.2 MiB, 79.2 MiB, 160.2 MiB (stage 165.0: task 6039))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 GiB (32.6 MiB, 61.2 MiB, 123.7 MiB (stage 165.0: task 6090))"
    } ],
    "desc" : "Exchange hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#6135]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 169.0: task 6321))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n4.3 m (2.2 s, 2.6 s, 2.8 s (stage 169.0: task 6283))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n31.3 GiB (320.0 MiB, 320.0 MiB, 320.0 MiB (stage 169.0: task 6321))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "3,490,458,515"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 m (1.5 s, 1.5 s, 1.7 s (stage 169.0: task 6325))"
    }, {
      "name" : "num record comparisons",
      "value" : "365,828,578"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 169.0: task 6321))"
    } ],
    "desc" : "Sort [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "178,958,236"
    } ],
    "desc" : "SortMergeJoin [unhashed_device_id#115, polygon_name#114], [device#148, polygon_name#147], LeftOuter"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, ... 4 more fields]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.5 m (5.3 s, 5.7 s, 6.0 s (stage 169.0: task 6309))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 169.0: task 6321))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,377"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.5, 166.4, 167.4 (stage 169.0: task 6347))"
    } ],
    "desc" : "HashAggregate(keys=[knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.1 m (5.6 s, 6.0 s, 6.3 s (stage 169.0: task 6309))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,377"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7.3 s (54 ms, 72 ms, 138 ms (stage 169.0: task 6268))"
    }, {
      "name" : "records read",
      "value" : "14,286,377"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n362.2 MiB (3.4 MiB, 3.7 MiB, 3.8 MiB (stage 173.0: task 6372))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n4.2 s (0 ms, 16 ms, 161 ms (stage 173.0: task 6427))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 GiB (25.0 MiB, 25.3 MiB, 25.6 MiB (stage 173.0: task 6395))"
    }, {
      "name" : "local blocks read",
      "value" : "1,251"
    }, {
      "name" : "remote blocks read",
      "value" : "8,749"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.4 MiB (stage 169.0: task 6265))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 GiB (28.8 MiB, 29.0 MiB, 29.1 MiB (stage 169.0: task 6251))"
    } ],
    "desc" : "Exchange hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#6319]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n29.7 s (198 ms, 283 ms, 402 ms (stage 173.0: task 6395))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 173.0: task 6443))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,377"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.5, 166.5, 167.5 (stage 173.0: task 6401))"
    } ],
    "desc" : "HashAggregate(keys=[cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n53.5 s (430 ms, 519 ms, 649 ms (stage 173.0: task 6395))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,377"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 s (45 ms, 51 ms, 61 ms (stage 173.0: task 6409))"
    }, {
      "name" : "records read",
      "value" : "14,286,377"
    }, {
      "name" : "local bytes read",
      "value" : "340.9 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.2 GiB"
    }, {
      "name" : "local blocks read",
      "value" : "13"
    }, {
      "name" : "remote blocks read",
      "value" : "87"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.3 MiB (stage 173.0: task 6361))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 GiB (26.1 MiB, 26.2 MiB, 26.4 MiB (stage 173.0: task 6395))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#6467]"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1"
    }, {
      "name" : "written output",
      "value" : "1420.6 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,377"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=05, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=05/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]"
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 9
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 17,
  "modifiedConfigs" : { }
}, {
  "id" : 18,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (32)\n+- AdaptiveSparkPlan (31)\n   +- == Final Plan ==\n      ShuffleQueryStage (18)\n      +- Exchange (17)\n         +- * HashAggregate (16)\n            +- ShuffleQueryStage (15)\n               +- Exchange (14)\n                  +- * HashAggregate (13)\n                     +- * Project (12)\n                        +- SortMergeJoin LeftOuter (11)\n                           :- Sort (5)\n                           :  +- ShuffleQueryStage (4)\n                           :     +- Exchange (3)\n                           :        +- * Project (2)\n                           :           +- Scan parquet default.dec_tbl_a (1)\n                           +- Sort (10)\n                              +- ShuffleQueryStage (9)\n                                 +- Exchange (8)\n                                    +- * Filter (7)\n                                       +- Scan csv  (6)\n   +- == Initial Plan ==\n      Exchange (30)\n      +- HashAggregate (29)\n         +- Exchange (28)\n            +- HashAggregate (27)\n               +- Project (26)\n                  +- SortMergeJoin LeftOuter (25)\n                     :- Sort (21)\n                     :  +- Exchange (20)\n                     :     +- Project (19)\n                     :        +- Scan parquet default.dec_tbl_a (1)\n                     +- Sort (24)\n                        +- Exchange (23)\n                           +- Filter (22)\n                              +- Scan csv  (6)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\nBatched: false\nLocation: InMemoryFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=03]\nPartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 02), (day#124 = 03)]\nReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>\n\n(2) Project [codegen id : 1]\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(3) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#6643]\n\n(4) ShuffleQueryStage\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: 0, Statistics(sizeInBytes=20.9 GiB, rowCount=1.79E+8, isRuntime=true)\n\n(5) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(6) Scan csv \nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nBatched: false\nLocation: InMemoryFileIndex [s3://job-bank/repjoin/big/table_b]\nPushedFilters: [IsNotNull(device), IsNotNull(polygon_name)]\nReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_census:string,cel_micro:string,cel_municipality:string,cel_admin:string,cel_province:string,cel_postal1:string,cel_postal2:string,cel_custom1:string,cel_custom2:string,cel_distance:string,cdl_lat:float,cdl_lon:float,cdl_country:string,cdl_census:string,cdl_micro:string,cdl_municipality:string,cdl_admin:string,cdl_province:string,cdl_postal1:string,cdl_postal2:string,cdl_custom1:string,cdl_custom2:string,cdl_distance:string>\n\n(7) Filter [codegen id : 2]\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(8) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#6656]\n\n(9) ShuffleQueryStage\nOutput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 1, Statistics(sizeInBytes=8.4 GiB, rowCount=2.31E+7, isRuntime=true)\n\n(10) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(11) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(12) Project [codegen id : 3]\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(13) HashAggregate [codegen id : 3]\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(14) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#6827]\n\n(15) ShuffleQueryStage\nOutput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: 2, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(16) HashAggregate [codegen id : 4]\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(17) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#6975]\n\n(18) ShuffleQueryStage\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: 3, Statistics(sizeInBytes=5.2 GiB, rowCount=1.43E+7, isRuntime=true)\n\n(19) Project\nOutput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nInput [6]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, year#122, month#123, day#124]\n\n(20) Exchange\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#6519]\n\n(21) Sort\nInput [3]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]\nArguments: [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0\n\n(22) Filter\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nCondition : (isnotnull(device#148) AND isnotnull(polygon_name#147))\n\n(23) Exchange\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#6520]\n\n(24) Sort\nInput [28]: [polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0\n\n(25) SortMergeJoin\nLeft keys [2]: [unhashed_device_id#115, polygon_name#114]\nRight keys [2]: [device#148, polygon_name#147]\nJoin condition: None\n\n(26) Project\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nInput [31]: [polygon_name#114, unhashed_device_id#115, hashed_device_id#116, polygon_name#147, device#148, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(27) HashAggregate\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nKeys [28]: [knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\n\n(28) Exchange\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nArguments: hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#6527]\n\n(29) HashAggregate\nInput [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nKeys [28]: [cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, cdl_custom2#173, cdl_country#164, cel_municipality#154, cel_custom1#159]\nFunctions: []\nAggregate Attributes: []\nResults [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\n\n(30) Exchange\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#6529]\n\n(31) AdaptiveSparkPlan\nOutput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: isFinalPlan=true\n\n(32) Execute InsertIntoHadoopFsRelationCommand\nInput [28]: [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, cdl_postal2#171, cdl_custom1#172, cdl_custom2#173, cdl_distance#174]\nArguments: s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=03, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=03/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]\n\n",
  "submissionTime" : "2022-01-14T18:37:00.707GMT",
  "duration" : 193473,
  "runningJobIds" : [ ],
  "successJobIds" : [ 69, 70, 66, 67, 68 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 19,
    "nodeName" : "Scan csv",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "8"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 180.0: task 6651))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n636.8 MiB (65.7 MiB, 81.9 MiB, 82.5 MiB (stage 180.0: task 6651))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n5.6 s (619 ms, 711 ms, 759 ms (stage 180.0: task 6655))"
    }, {
      "name" : "metadata time",
      "value" : "0 ms"
    }, {
      "name" : "size of files read",
      "value" : "636.8 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "FileScan csv [polygon_name#147,device#148,cel_lat#149,cel_lon#150,cel_country#151,cel_census#152,cel_micro#153,cel_municipality#154,cel_admin#155,cel_province#156,cel_postal1#157,cel_postal2#158,cel_custom1#159,cel_custom2#160,cel_distance#161,cdl_lat#162,cdl_lon#163,cdl_country#164,cdl_census#165,cdl_micro#166,cdl_municipality#167,cdl_admin#168,cdl_province#169,cdl_postal1#170,... 4 more fields] Batched: false, DataFilters: [isnotnull(device#148), isnotnull(polygon_name#147)], Format: CSV, Location: InMemoryFileIndex[s3://job-bank/repjoin/big/table_b], PartitionFilters: [], PushedFilters: [IsNotNull(device), IsNotNull(polygon_name)], ReadSchema: struct<polygon_name:string,device:string,cel_lat:float,cel_lon:float,cel_country:string,cel_censu..."
  }, {
    "nodeId" : 18,
    "nodeName" : "Filter",
    "wholeStageCodegenId" : 2,
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "23,084,554"
    } ],
    "desc" : "Filter (isnotnull(device#148) AND isnotnull(polygon_name#147))"
  }, {
    "nodeId" : 17,
    "nodeName" : "WholeStageCodegen (2)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n2.3 m (14.2 s, 17.6 s, 17.9 s (stage 180.0: task 6653))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 16,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "23,084,554"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n8.3 s (851 ms, 1.1 s, 1.1 s (stage 180.0: task 6655))"
    }, {
      "name" : "records read",
      "value" : "23,084,554"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n514.3 MiB (4.2 MiB, 5.3 MiB, 5.4 MiB (stage 183.0: task 6663))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n59.5 s (220 ms, 623 ms, 913 ms (stage 183.0: task 6757))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n3.5 GiB (35.7 MiB, 35.9 MiB, 37.1 MiB (stage 183.0: task 6710))"
    }, {
      "name" : "local blocks read",
      "value" : "100"
    }, {
      "name" : "remote blocks read",
      "value" : "700"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n8.4 GiB (883.7 MiB, 1102.2 MiB, 1110.2 MiB (stage 180.0: task 6651))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 GiB (424.9 MiB, 529.9 MiB, 533.8 MiB (stage 180.0: task 6651))"
    } ],
    "desc" : "Exchange hashpartitioning(device#148, polygon_name#147, 100), ENSURE_REQUIREMENTS, [id=#6656]"
  }, {
    "nodeId" : 15,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 183.0: task 6722))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n1.5 m (533 ms, 922 ms, 1.2 s (stage 183.0: task 6741))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n13.3 GiB (136.0 MiB, 136.0 MiB, 136.0 MiB (stage 183.0: task 6722))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "381,931,534"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n9.7 s (78 ms, 91 ms, 157 ms (stage 183.0: task 6734))"
    }, {
      "name" : "num record comparisons",
      "value" : "705,506"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 183.0: task 6722))"
    } ],
    "desc" : "Sort [device#148 ASC NULLS FIRST, polygon_name#147 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 14,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "0 ms"
    }, {
      "name" : "number of files read",
      "value" : "144"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.6 MiB, 57.9 MiB, 118.8 MiB (stage 179.0: task 6508))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.6 MiB, 57.9 MiB, 118.8 MiB (stage 179.0: task 6508))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.6 MiB, 57.9 MiB, 118.8 MiB (stage 179.0: task 6508))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n9.5 m (775 ms, 2.6 s, 5.4 s (stage 179.0: task 6466))"
    }, {
      "name" : "metadata time",
      "value" : "84 ms"
    }, {
      "name" : "size of files read",
      "value" : "16.8 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "178,961,729"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n15.4 GiB (30.6 MiB, 57.9 MiB, 118.8 MiB (stage 179.0: task 6508))"
    }, {
      "name" : "number of partitions read",
      "value" : "1"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#114,unhashed_device_id#115,hashed_device_id#116,year#122,month#123,day#124] Batched: false, DataFilters: [], Format: Parquet, Location: InMemoryFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin/year=2021/month=02/day=03], PartitionFilters: [isnotnull(year#122), isnotnull(month#123), isnotnull(day#124), (year#122 = 2021), (month#123 = 0..., PushedFilters: [], ReadSchema: struct<polygon_name:string,unhashed_device_id:string,hashed_device_id:string>"
  }, {
    "nodeId" : 13,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, unhashed_device_id#115, hashed_device_id#116]"
  }, {
    "nodeId" : 12,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n17.1 m (1.8 s, 5.5 s, 9.4 s (stage 179.0: task 6485))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 11,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "178,961,729"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n35.6 s (67 ms, 137 ms, 341 ms (stage 179.0: task 6480))"
    }, {
      "name" : "records read",
      "value" : "178,961,729"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.0 GiB (19.8 MiB, 20.4 MiB, 21.6 MiB (stage 183.0: task 6669))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n24.0 s (0 ms, 233 ms, 619 ms (stage 183.0: task 6713))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n14.1 GiB (142.3 MiB, 144.4 MiB, 145.8 MiB (stage 183.0: task 6681))"
    }, {
      "name" : "local blocks read",
      "value" : "2,526"
    }, {
      "name" : "remote blocks read",
      "value" : "17,674"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n20.9 GiB (41.8 MiB, 79.3 MiB, 160.2 MiB (stage 179.0: task 6450))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n16.1 GiB (32.3 MiB, 61.3 MiB, 123.7 MiB (stage 179.0: task 6523))"
    } ],
    "desc" : "Exchange hashpartitioning(unhashed_device_id#115, polygon_name#114, 100), ENSURE_REQUIREMENTS, [id=#6643]"
  }, {
    "nodeId" : 10,
    "nodeName" : "Sort",
    "metrics" : [ {
      "name" : "spill size",
      "value" : "total (min, med, max (stageId: taskId))\n0.0 B (0.0 B, 0.0 B, 0.0 B (stage 183.0: task 6722))"
    }, {
      "name" : "cumulative time",
      "value" : "total (min, med, max (stageId: taskId))\n4.2 m (2.2 s, 2.5 s, 2.9 s (stage 183.0: task 6723))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n31.3 GiB (320.0 MiB, 320.0 MiB, 320.0 MiB (stage 183.0: task 6722))"
    }, {
      "name" : "num prefix comparisons",
      "value" : "3,490,489,190"
    }, {
      "name" : "sort time",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 m (1.5 s, 1.5 s, 1.7 s (stage 183.0: task 6667))"
    }, {
      "name" : "num record comparisons",
      "value" : "365,788,929"
    }, {
      "name" : "spill write time",
      "value" : "total (min, med, max (stageId: taskId))\n0 ms (0 ms, 0 ms, 0 ms (stage 183.0: task 6722))"
    } ],
    "desc" : "Sort [unhashed_device_id#115 ASC NULLS FIRST, polygon_name#114 ASC NULLS FIRST], false, 0"
  }, {
    "nodeId" : 9,
    "nodeName" : "SortMergeJoin",
    "metrics" : [ {
      "name" : "number of output rows",
      "value" : "178,961,729"
    } ],
    "desc" : "SortMergeJoin [unhashed_device_id#115, polygon_name#114], [device#148, polygon_name#147], LeftOuter"
  }, {
    "nodeId" : 8,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 3,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#114, hashed_device_id#116, cel_lat#149, cel_lon#150, cel_country#151, cel_census#152, cel_micro#153, cel_municipality#154, cel_admin#155, cel_province#156, cel_postal1#157, cel_postal2#158, cel_custom1#159, cel_custom2#160, cel_distance#161, cdl_lat#162, cdl_lon#163, cdl_country#164, cdl_census#165, cdl_micro#166, cdl_municipality#167, cdl_admin#168, cdl_province#169, cdl_postal1#170, ... 4 more fields]"
  }, {
    "nodeId" : 7,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 3,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n9.5 m (5.3 s, 5.7 s, 6.2 s (stage 183.0: task 6723))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 183.0: task 6722))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,378"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.4, 166.5, 167.6 (stage 183.0: task 6758))"
    } ],
    "desc" : "HashAggregate(keys=[knownfloatingpointnormalized(normalizenanandzero(cdl_lon#163)) AS cdl_lon#163, cdl_municipality#167, cel_custom2#160, knownfloatingpointnormalized(normalizenanandzero(cel_lat#149)) AS cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, knownfloatingpointnormalized(normalizenanandzero(cel_lon#150)) AS cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, knownfloatingpointnormalized(normalizenanandzero(cdl_lat#162)) AS cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 6,
    "nodeName" : "WholeStageCodegen (3)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n10.0 m (5.6 s, 6.0 s, 6.6 s (stage 183.0: task 6723))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 5,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,378"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n7.1 s (59 ms, 69 ms, 132 ms (stage 183.0: task 6728))"
    }, {
      "name" : "records read",
      "value" : "14,286,378"
    }, {
      "name" : "local bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n361.3 MiB (3.4 MiB, 3.5 MiB, 3.8 MiB (stage 187.0: task 6837))"
    }, {
      "name" : "fetch wait time",
      "value" : "total (min, med, max (stageId: taskId))\n4.0 s (0 ms, 15 ms, 154 ms (stage 187.0: task 6800))"
    }, {
      "name" : "remote bytes read",
      "value" : "total (min, med, max (stageId: taskId))\n2.5 GiB (25.1 MiB, 25.3 MiB, 25.6 MiB (stage 187.0: task 6836))"
    }, {
      "name" : "local blocks read",
      "value" : "1,249"
    }, {
      "name" : "remote blocks read",
      "value" : "8,751"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.1 MiB, 53.4 MiB (stage 183.0: task 6681))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.8 GiB (28.8 MiB, 29.0 MiB, 29.1 MiB (stage 183.0: task 6664))"
    } ],
    "desc" : "Exchange hashpartitioning(cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 5 more fields), ENSURE_REQUIREMENTS, [id=#6827]"
  }, {
    "nodeId" : 4,
    "nodeName" : "HashAggregate",
    "wholeStageCodegenId" : 4,
    "metrics" : [ {
      "name" : "time in aggregation build",
      "value" : "total (min, med, max (stageId: taskId))\n29.5 s (196 ms, 287 ms, 432 ms (stage 187.0: task 6801))"
    }, {
      "name" : "peak memory",
      "value" : "total (min, med, max (stageId: taskId))\n7.0 GiB (72.0 MiB, 72.0 MiB, 72.0 MiB (stage 187.0: task 6814))"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,378"
    }, {
      "name" : "avg hash probe bucket list iters",
      "value" : "(min, med, max (stageId: taskId)):\n(165.6, 166.6, 167.4 (stage 187.0: task 6776))"
    } ],
    "desc" : "HashAggregate(keys=[cdl_lon#163, cdl_municipality#167, cel_custom2#160, cel_lat#149, cdl_custom1#172, cel_postal2#158, cdl_province#169, cdl_admin#168, cel_distance#161, cel_admin#155, cel_micro#153, cel_province#156, cel_postal1#157, cel_lon#150, cdl_distance#174, cdl_micro#166, cdl_postal1#170, cel_census#152, cdl_census#165, cel_country#151, polygon_name#114, cdl_postal2#171, cdl_lat#162, hashed_device_id#116, ... 4 more fields], functions=[])"
  }, {
    "nodeId" : 3,
    "nodeName" : "WholeStageCodegen (4)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n53.3 s (429 ms, 524 ms, 670 ms (stage 187.0: task 6801))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 2,
    "nodeName" : "Exchange",
    "metrics" : [ {
      "name" : "shuffle records written",
      "value" : "14,286,378"
    }, {
      "name" : "shuffle write time",
      "value" : "total (min, med, max (stageId: taskId))\n5.3 s (45 ms, 52 ms, 65 ms (stage 187.0: task 6795))"
    }, {
      "name" : "records read",
      "value" : "14,286,378"
    }, {
      "name" : "local bytes read",
      "value" : "314.9 MiB"
    }, {
      "name" : "fetch wait time",
      "value" : "0 ms"
    }, {
      "name" : "remote bytes read",
      "value" : "2.3 GiB"
    }, {
      "name" : "local blocks read",
      "value" : "12"
    }, {
      "name" : "remote blocks read",
      "value" : "88"
    }, {
      "name" : "data size",
      "value" : "total (min, med, max (stageId: taskId))\n5.2 GiB (52.7 MiB, 53.0 MiB, 53.3 MiB (stage 187.0: task 6772))"
    }, {
      "name" : "shuffle bytes written",
      "value" : "total (min, med, max (stageId: taskId))\n2.6 GiB (26.1 MiB, 26.2 MiB, 26.4 MiB (stage 187.0: task 6806))"
    } ],
    "desc" : "Exchange RoundRobinPartitioning(1), REPARTITION_WITH_NUM, [id=#6975]"
  }, {
    "nodeId" : 1,
    "nodeName" : "AdaptiveSparkPlan",
    "metrics" : [ ],
    "desc" : "AdaptiveSparkPlan isFinalPlan=true"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1"
    }, {
      "name" : "written output",
      "value" : "1420.6 MiB"
    }, {
      "name" : "number of output rows",
      "value" : "14,286,378"
    }, {
      "name" : "number of dynamic part",
      "value" : "0"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=03, false, CSV, [path=s3://job-bank/repjoin/run_results/table_c/year=2021/month=02/day=03/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true], Overwrite, [polygon_name, hashed_device_id, cel_lat, cel_lon, cel_country, cel_census, cel_micro, cel_municipality, cel_admin, cel_province, cel_postal1, cel_postal2, cel_custom1, cel_custom2, cel_distance, cdl_lat, cdl_lon, cdl_country, cdl_census, cdl_micro, cdl_municipality, cdl_admin, cdl_province, cdl_postal1, ... 4 more fields]"
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
  }, {
    "fromId" : 9,
    "toId" : 8
  }, {
    "fromId" : 10,
    "toId" : 9
  }, {
    "fromId" : 11,
    "toId" : 10
  }, {
    "fromId" : 13,
    "toId" : 11
  }, {
    "fromId" : 14,
    "toId" : 13
  }, {
    "fromId" : 15,
    "toId" : 9
  }, {
    "fromId" : 16,
    "toId" : 15
  }, {
    "fromId" : 18,
    "toId" : 16
  }, {
    "fromId" : 19,
    "toId" : 18
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 18,
  "modifiedConfigs" : { }
}, {
  "id" : 19,
  "status" : "COMPLETED",
  "description" : "\nimport tempfile\nfile = tempfile.NamedTemporary...",
  "planDescription" : "== Physical Plan ==\nExecute InsertIntoHadoopFsRelationCommand (3)\n+- * Project (2)\n   +- Scan parquet default.dec_tbl_a (1)\n\n\n(1) Scan parquet default.dec_tbl_a\nOutput [9]: [polygon_name#3706, hashed_device_id#3708, epoch#3709L, local_time#3710, day_of_week#3711, time_zone#3712, year#3714, month#3715, day#3716]\nBatched: false\nLocation: CatalogFileIndex [s3://sync-us-east-1-temp-30-days/tmp_repjoin]\nReadSchema: struct<polygon_name:string,hashed_device_id:string,epoch:bigint,local_time:string,day_of_week:string,time_zone:string>\n\n(2) Project [codegen id : 1]\nOutput [9]: [polygon_name#3706, hashed_device_id#3708 AS device_id#3705, epoch#3709L, local_time#3710, day_of_week#3711, time_zone#3712, year#3714, month#3715, day#3716]\nInput [9]: [polygon_name#3706, hashed_device_id#3708, epoch#3709L, local_time#3710, day_of_week#3711, time_zone#3712, year#3714, month#3715, day#3716]\n\n(3) Execute InsertIntoHadoopFsRelationCommand\nInput [9]: [polygon_name#3706, device_id#3705, epoch#3709L, local_time#3710, day_of_week#3711, time_zone#3712, year#3714, month#3715, day#3716]\nArguments: s3://job-bank/repjoin/run_results/table_z, false, [year#3714, month#3715, day#3716], CSV, [path=s3://job-bank/repjoin/run_results/table_z/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true, __partition_columns=[\"year\",\"month\",\"day\"]], Overwrite, [polygon_name, device_id, epoch, local_time, day_of_week, time_zone, year, month, day]\n\n",
  "submissionTime" : "2022-01-14T18:40:14.286GMT",
  "duration" : 142118,
  "runningJobIds" : [ ],
  "successJobIds" : [ 71 ],
  "failedJobIds" : [ ],
  "nodes" : [ {
    "nodeId" : 3,
    "nodeName" : "Scan parquet default.dec_tbl_a",
    "metrics" : [ {
      "name" : "file sorting by size time",
      "value" : "1 ms"
    }, {
      "name" : "number of files read",
      "value" : "1,872"
    }, {
      "name" : "filesystem read data size",
      "value" : "total (min, med, max (stageId: taskId))\n130.3 GiB (52.2 KiB, 99.6 MiB, 108.4 MiB (stage 193.0: task 6942))"
    }, {
      "name" : "estimated repeated reads high size",
      "value" : "total (min, med, max (stageId: taskId))\n130.3 GiB (52.2 KiB, 99.6 MiB, 108.4 MiB (stage 193.0: task 6942))"
    }, {
      "name" : "filesystem read data size (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n130.3 GiB (52.2 KiB, 99.6 MiB, 108.4 MiB (stage 193.0: task 6942))"
    }, {
      "name" : "filesystem read time (sampled)",
      "value" : "total (min, med, max (stageId: taskId))\n1.42 h (1.1 s, 3.7 s, 6.2 s (stage 193.0: task 8223))"
    }, {
      "name" : "metadata time",
      "value" : "73 ms"
    }, {
      "name" : "size of files read",
      "value" : "217.7 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "2,326,206,474"
    }, {
      "name" : "estimated repeated reads low size",
      "value" : "total (min, med, max (stageId: taskId))\n130.3 GiB (52.2 KiB, 99.6 MiB, 108.4 MiB (stage 193.0: task 6942))"
    }, {
      "name" : "number of partitions read",
      "value" : "13"
    } ],
    "desc" : "FileScan parquet default.dec_tbl_a[polygon_name#3706,hashed_device_id#3708,epoch#3709L,local_time#3710,day_of_week#3711,time_zone#3712,year#3714,month#3715,day#3716] Batched: false, DataFilters: [], Format: Parquet, Location: CatalogFileIndex[s3://sync-us-east-1-temp-30-days/tmp_repjoin], PartitionFilters: [], PushedFilters: [], ReadSchema: struct<polygon_name:string,hashed_device_id:string,epoch:bigint,local_time:string,day_of_week:str..."
  }, {
    "nodeId" : 2,
    "nodeName" : "Project",
    "wholeStageCodegenId" : 1,
    "metrics" : [ ],
    "desc" : "Project [polygon_name#3706, hashed_device_id#3708 AS device_id#3705, epoch#3709L, local_time#3710, day_of_week#3711, time_zone#3712, year#3714, month#3715, day#3716]"
  }, {
    "nodeId" : 1,
    "nodeName" : "WholeStageCodegen (1)",
    "metrics" : [ {
      "name" : "duration",
      "value" : "total (min, med, max (stageId: taskId))\n3.12 h (2.7 s, 8.0 s, 14.4 s (stage 193.0: task 6927))"
    } ],
    "desc" : "WholeStageCodegen"
  }, {
    "nodeId" : 0,
    "nodeName" : "Execute InsertIntoHadoopFsRelationCommand",
    "metrics" : [ {
      "name" : "number of written files",
      "value" : "1,787"
    }, {
      "name" : "written output",
      "value" : "100.9 GiB"
    }, {
      "name" : "number of output rows",
      "value" : "2,326,206,474"
    }, {
      "name" : "number of dynamic part",
      "value" : "13"
    } ],
    "desc" : "Execute InsertIntoHadoopFsRelationCommand s3://job-bank/repjoin/run_results/table_z, false, [year#3714, month#3715, day#3716], CSV, [path=s3://job-bank/repjoin/run_results/table_z/, compression=gzip, escapeQuotes=false, sep=\t, quote=, emptyValue=, header=true, __partition_columns=[\"year\",\"month\",\"day\"]], Overwrite, [polygon_name, device_id, epoch, local_time, day_of_week, time_zone, year, month, day]"
  } ],
  "edges" : [ {
    "fromId" : 2,
    "toId" : 0
  }, {
    "fromId" : 3,
    "toId" : 2
  } ],
  "errorMessage" : "",
  "rootExecutionId" : 19,
  "modifiedConfigs" : { }
} ]
