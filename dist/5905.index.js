export const id = 5905;
export const ids = [5905];
export const modules = {

/***/ 25905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   oneDefinitionEach: () => (/* binding */ oneDefinitionEach)
/* harmony export */ });
/* harmony import */ var _compliance_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35247);
/* harmony import */ var _schema_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52442);


/**
 * One definition per asset in one version of the repository. Two read targets
 * on one data source can define the same asset: a schema file kept beside the migrations that build
 * the same database (sqlc's `schema.sql` beside goose's history), two copies of one message. Read as
 * two versions, the base's of one and the head's of the other are compared, and a pull request that
 * changes neither is charged their difference. So one definition is the asset's, the same one at
 * both ends: the target whose source rule comes first in the config (then by path). Another that
 * agrees is the same asset; one that differs cannot be told right or wrong, so it is said, as a
 * problem of that file, about that asset and that difference: unchanged at the base it is existing
 * debt, and a pull request that makes the two differ (or differ otherwise) pays for it.
 */
function oneDefinitionEach(assets, placeOf) {
    const byName = new Map();
    for (const asset of assets)
        byName.set(asset.resourceName, [...(byName.get(asset.resourceName) ?? []), asset]);
    const dropped = new Set();
    const diagnostics = [];
    for (const [name, definitions] of byName) {
        if (new Set(definitions.map((a) => placeOf(a.file).target)).size < 2)
            continue;
        const ranked = [...definitions].sort((a, b) => placeOf(a.file).rank - placeOf(b.file).rank ||
            placeOf(a.file).target.localeCompare(placeOf(b.file).target));
        const kept = ranked[0];
        for (const other of ranked.slice(1)) {
            if (placeOf(other.file).target === placeOf(kept.file).target)
                continue;
            dropped.add(other);
            const differences = described((0,_compliance_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .diffSchemas */ .e7)((0,_schema_model_js__WEBPACK_IMPORTED_MODULE_1__/* .toWireNode */ .zN)(kept.schema), (0,_schema_model_js__WEBPACK_IMPORTED_MODULE_1__/* .toWireNode */ .zN)(other.schema), kept.sourceType));
            if (differences.length === 0)
                continue;
            diagnostics.push({
                file: other.file,
                line: other.line,
                severity: "error",
                message: `This file defines ${name} otherwise than ${kept.file}${kept.line ? `:${kept.line}` : ""} does, on the same data source (from that one to this: ${differences.join("; ")}); the check reads ${kept.file}'s definition (its source rule comes first), so this one cannot be checked: make the two agree, or give each history its own dataSource`,
                asset: name,
                about: `${name} differs: ${differences.join("; ")}`,
            });
        }
    }
    return { assets: assets.filter((a) => !dropped.has(a)), diagnostics };
}
/** Each field's differences, its breaking ones where it has some (a note beside them says nothing more). */
function described(changes) {
    const fields = [...new Set(changes.map((c) => c.field))];
    return fields.flatMap((field) => {
        const own = changes.filter((c) => c.field === field);
        const breaking = own.filter((c) => c.breaking);
        return (breaking.length > 0 ? breaking : own).map((c) => `${field || "(the asset)"}: ${c.reason}`);
    });
}


/***/ })

};
