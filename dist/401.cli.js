export const id = 401;
export const ids = [401];
export const modules = {

/***/ 401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
// Placeholder until the OpenAPI generator of src/api lands (issue 2).
const run = async (_args, io) => {
    io.stderr("openapi: not yet implemented\n");
    return 1;
};


/***/ })

};
