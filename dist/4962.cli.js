export const id = 4962;
export const ids = [4962];
export const modules = {

/***/ 14962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readFramework: () => (/* binding */ readFramework)
/* harmony export */ });
/* harmony import */ var _reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61356);

/**
 * Reads a framework's description by writing it as the SQL its tool would run (rails-sql.ts,
 * liquibase-sql.ts) and reading that SQL as the source type's SQL files are read (Postgres: replayed
 * in PGlite; MySQL, SQL Server: parsed), each table and column at the description's own line.
 * What the description holds that cannot be read is a problem at its line, beside the assets.
 */
async function readFramework(framework, request) {
    const dialect = request.sourceType;
    const written = framework.kind === "rails"
        ? await railsFiles(request, dialect)
        : await (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1893), __webpack_require__.e(6080)]).then(__webpack_require__.bind(__webpack_require__, 96080))).liquibaseFiles(framework.roots, request, dialect);
    if (written.files.length === 0)
        return { assets: [], diagnostics: written.diagnostics };
    const read = dialect === "postgres"
        ? await (await Promise.all(/* import() */[__webpack_require__.e(8652), __webpack_require__.e(881)]).then(__webpack_require__.bind(__webpack_require__, 27872))).readSqlFiles(request, written.files)
        : (await Promise.all(/* import() */[__webpack_require__.e(6519), __webpack_require__.e(7558)]).then(__webpack_require__.bind(__webpack_require__, 87558))).readDdlFiles(dialect, request, written.files);
    return { assets: read.assets, diagnostics: [...written.diagnostics, ...read.diagnostics] };
}
async function railsFiles(request, dialect) {
    const text = await request.files.readText(request.path);
    if (text === undefined)
        return { files: [], diagnostics: [(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .errorDiagnostic */ .Ee)(request.path, "no such file")] };
    const { parseRailsSchema } = await __webpack_require__.e(/* import() */ 509).then(__webpack_require__.bind(__webpack_require__, 50509));
    const { railsSql } = await __webpack_require__.e(/* import() */ 3763).then(__webpack_require__.bind(__webpack_require__, 33763));
    const parsed = await parseRailsSchema(text);
    const written = railsSql(parsed.statements, dialect);
    const diagnostics = [...parsed.problems, ...written.problems].map((p) => (0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .errorDiagnostic */ .Ee)(request.path, p.message, p.line));
    return {
        files: parsed.statements.length > 0 ? [{ file: request.path, text: written.sql }] : [],
        diagnostics,
    };
}


/***/ })

};
