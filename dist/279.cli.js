export const id = 279;
export const ids = [279];
export const modules = {

/***/ 9279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SourceType: () => (/* binding */ SourceType)
/* harmony export */ });
/* unused harmony export SOURCE_TYPES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55156);

/** SEED.md 2.6: the source types of a data asset (and of a listed asset's `type`). */
const SOURCE_TYPES = [
    "postgres",
    "mysql",
    "mssql",
    "json_schema",
    "avro",
    "protobuf",
    "python",
    "pyspark",
    "typescript",
    "java",
    "s3",
    "dataframe",
    "kotlin",
    "swift",
    "php",
    "golang",
];
const SourceType = zod__WEBPACK_IMPORTED_MODULE_0__["enum"](SOURCE_TYPES);


/***/ })

};
