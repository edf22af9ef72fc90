export const id = 9279;
export const ids = [9279];
export const modules = {

/***/ 20117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ SOURCE_TYPES)
/* harmony export */ });
/**
 * SEED.md 2.6: the source types of a data asset (and of a listed asset's `type`).
 * Kept free of zod so that code needing only the names (resource names, the
 * CLI's diff) does not load it.
 */
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


/***/ }),

/***/ 9279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SourceType: () => (/* binding */ SourceType)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55156);
/* harmony import */ var _source_type_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20117);



const SourceType = zod__WEBPACK_IMPORTED_MODULE_0__["enum"](_source_type_names_js__WEBPACK_IMPORTED_MODULE_1__/* .SOURCE_TYPES */ .m);


/***/ })

};
