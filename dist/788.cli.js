export const id = 788;
export const ids = [788];
export const modules = {

/***/ 97988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ sourceTypeOfResourceName),
/* harmony export */   f: () => (/* binding */ formatResourceName)
/* harmony export */ });
/* harmony import */ var _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20117);

/** `{source_type}://{data_source}:{path}` (docs/service-interface.md "Resource name"): the one place it is written. */
function formatResourceName(name) {
    return `${name.source_type}://${name.data_source}:${name.path}`;
}
/**
 * The source type a resource name starts with, if it is a known one. Only the
 * source type is parsed: a data source may itself hold `:` (`host:5432`), so
 * the split between data source and path is not recoverable from the text.
 */
function sourceTypeOfResourceName(name) {
    const end = name.indexOf("://");
    if (end < 0)
        return undefined;
    const type = name.slice(0, end);
    return _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__/* .SOURCE_TYPES */ .m.includes(type) ? type : undefined;
}


/***/ }),

/***/ 42355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ closeSharedHostIfLoaded),
/* harmony export */   x: () => (/* binding */ registerSharedHostCloser)
/* harmony export */ });
/**
 * How to close the process's shared PGlite host (shared.ts), known once that module is loaded.
 * A module of its own so the action's entry can close the host at its end without loading the
 * host itself: a run that reads no SQL and opens no embedded store loads none of PGlite's code.
 */
let closer;
function registerSharedHostCloser(close) {
    closer = close;
}
/** Closes the shared host if the module that owns it was loaded (it may not have started one). */
async function closeSharedHostIfLoaded() {
    await closer?.();
}


/***/ })

};
