export const id = 442;
export const ids = [442];
export const modules = {

/***/ 4218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ RecapType),
/* harmony export */   gO: () => (/* binding */ SchemaNode)
/* harmony export */ });
/* unused harmony export RECAP_TYPES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26921);

/**
 * DESIGN.md "Schema tree": node types use the Gable/Recap type names. A list has
 * one child named `element`; a map has `key` and `value`; a union's children are
 * its variants; a struct's children are its fields.
 */
const RECAP_TYPES = [
    "null",
    "bool",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "float16",
    "float32",
    "float64",
    "decimal128",
    "decimal256",
    "string",
    "bytes",
    "uuid",
    "date32",
    "time64",
    "timestamp64",
    "enum",
    "list",
    "map",
    "union",
    "struct",
    "unknown",
];
const RecapType = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(RECAP_TYPES);
const SchemaNode = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: RecapType,
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    fields: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SchemaNode).optional(),
    alias: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    doc: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    logical: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    optional: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    constraints: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()).optional(),
}));


/***/ }),

/***/ 9279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ SourceType)
/* harmony export */ });
/* unused harmony export SOURCE_TYPES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26921);

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
const SourceType = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(SOURCE_TYPES);


/***/ }),

/***/ 57401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _api_openapi_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66740);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71604);


/** `contract-sync openapi [--server-url URL]`: prints the OpenAPI 3.1 document as JSON. */
const run = async (args, io) => {
    let serverUrl;
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === "--server-url") {
            serverUrl = args[++i];
            if (!serverUrl)
                throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e("--server-url needs a URL");
        }
        else if (arg?.startsWith("--server-url=")) {
            serverUrl = arg.slice("--server-url=".length);
        }
        else {
            throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`unknown argument '${arg}' (usage: contract-sync openapi [--server-url URL])`);
        }
    }
    const document = (0,_api_openapi_js__WEBPACK_IMPORTED_MODULE_0__/* .buildOpenApiDocument */ .u)({
        version: io.env.CONTRACT_SYNC_VERSION ?? "0.1.0",
        ...(serverUrl ? { serverUrl } : {}),
    });
    io.stdout(`${JSON.stringify(document, null, 2)}\n`);
    return 0;
};


/***/ }),

/***/ 64377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports date, time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26921);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
