export const id = 5163;
export const ids = [5163];
export const modules = {

/***/ 57360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ unstorableText)
/* harmony export */ });
/* unused harmony export textProblem */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Why the service cannot store this string, if it cannot. */
function textProblem(text) {
    if (text.includes("\u0000"))
        return "contains U+0000 (NUL), which the service cannot store";
    if (UNPAIRED_SURROGATE.test(text)) {
        return "contains an unpaired UTF-16 surrogate (not valid Unicode), which the service cannot store";
    }
    return undefined;
}
/** The first string or object key in a JSON value that the service cannot store. */
function unstorableText(root) {
    // An explicit stack, and paths built only for the one found: a request may nest deeply.
    const stack = [{ value: root, parent: undefined, key: undefined }];
    for (let visit = stack.pop(); visit; visit = stack.pop()) {
        const { value } = visit;
        if (typeof value === "string") {
            const message = textProblem(value);
            if (message)
                return { path: pathOf(visit), message };
        }
        else if (Array.isArray(value)) {
            for (let i = value.length - 1; i >= 0; i--)
                stack.push({ value: value[i], parent: visit, key: i });
        }
        else if (typeof value === "object" && value !== null) {
            const entries = Object.entries(value);
            for (let i = entries.length - 1; i >= 0; i--) {
                const [key, child] = entries[i];
                const message = textProblem(key);
                if (message)
                    return { path: [...pathOf(visit), key], message: `its key ${message}` };
                stack.push({ value: child, parent: visit, key });
            }
        }
    }
    return undefined;
}
function pathOf(visit) {
    const path = [];
    for (let v = visit; v?.key !== undefined; v = v.parent)
        path.push(v.key);
    return path.reverse();
}


/***/ }),

/***/ 60316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ locateField),
/* harmony export */   T2: () => (/* binding */ withExistingLines),
/* harmony export */   fi: () => (/* binding */ locateViolations)
/* harmony export */ });
/**
 * The file and line a dotted field path points at: the deepest node of the path
 * the asset has (a missing field points at its parent, a missing top-level
 * field at the statement that dropped it, else at the asset's declaration). List elements and map values have no
 * line of their own and take their field's.
 */
function locateField(asset, path) {
    let place = { file: asset.file, line: asset.line };
    const top = path.split(".")[0] ?? "";
    const drop = asset.dropped && Object.hasOwn(asset.dropped, top) ? asset.dropped[top] : undefined;
    if (drop && !asset.schema.fields?.some((field) => field.name === top))
        return { ...drop };
    let node = asset.schema;
    for (const name of path ? path.split(".") : []) {
        const next = node?.fields?.find((field) => field.name === name);
        if (!next)
            break;
        if (next.line !== undefined)
            place = { file: next.file ?? place.file, line: next.line };
        node = next.type === "union" ? (next.fields?.find((variant) => variant.type !== "null") ?? next) : next;
    }
    return place;
}
function locateViolations(asset, violations) {
    // A field the source declares but could not read is no missing field: its read problem stands for it.
    const unread = (v) => /^MISSING_/.test(v.violationType) && Object.hasOwn(asset.unread ?? {}, v.field.split(".")[0] ?? "");
    return violations
        .filter((violation) => !unread(violation))
        .map((violation) => ({ ...violation, ...locateField(asset, violation.field) }));
}
/**
 * Every reported line must exist: a (file, line) pair whose file is not in the
 * head commit, or whose line is past its end, or a line with no file at all,
 * loses its line and keeps its file. A wrong line is worse than none.
 * Returns a new report; the one given is left as it is.
 */
async function withExistingLines(report, files) {
    const counts = new Map();
    const lineCount = (file) => {
        let count = counts.get(file);
        if (!count) {
            count = files.readText(file).then((text) => text === undefined || text === ""
                ? 0
                : text.replace(/(\r\n|\r|\n)$/, "").split(/\r\n|\r|\n/).length, () => 0);
            counts.set(file, count);
        }
        return count;
    };
    const kept = async (file, line) => line === undefined ||
        (file !== undefined && Number.isInteger(line) && line >= 1 && line <= (await lineCount(file)))
        ? line
        : undefined;
    const each = (items, f) => Promise.all(items.map(f));
    return {
        ...report,
        checks: await each(report.checks, async (check) => ({
            ...check,
            violations: await each(check.violations, async (v) => ({
                ...v,
                line: await kept(v.file ?? check.file, v.line),
            })),
        })),
        uncontracted: await each(report.uncontracted, async (asset) => ({
            ...asset,
            changes: await each(asset.changes, async (c) => ({
                ...c,
                line: await kept(c.file ?? asset.file, c.line),
            })),
        })),
        unreadable: await each(report.unreadable, async (file) => ({
            ...file,
            diagnostics: await each(file.diagnostics, async (d) => ({ ...d, line: await kept(file.file, d.line) })),
        })),
    };
}


/***/ }),

/***/ 4630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ removedAssetInput),
/* harmony export */   i: () => (/* binding */ toAssetInput)
/* harmony export */ });
/* harmony import */ var _schema_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52442);

/** A read asset as endpoints 6 and 7 take it (the tree without source lines). */
function toAssetInput(asset, schema = (0,_schema_model_js__WEBPACK_IMPORTED_MODULE_0__/* .toWireNode */ .zN)(asset.schema)) {
    return {
        source_type: asset.sourceType,
        data_asset_resource_name: {
            source_type: asset.sourceType,
            data_source: asset.dataSource,
            path: asset.path,
        },
        schema,
    };
}
/**
 * An asset that the head no longer has (file deleted, table dropped, message
 * removed) is checked as an empty struct: its contract then reports every
 * required field as missing, which is what its readers will see.
 */
function removedAssetInput(asset) {
    return toAssetInput(asset, { type: "struct", name: asset.schema.name, fields: [] });
}


/***/ }),

/***/ 45163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   storableAssets: () => (/* binding */ storableAssets)
/* harmony export */ });
/* harmony import */ var _api_resources_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83114);
/* harmony import */ var _api_storable_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57360);
/* harmony import */ var _outcome_locate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60316);
/* harmony import */ var _assets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4630);




/**
 * The assets the service can store, and a diagnostic at the file and line of each
 * other one: a schema file of a pull request may name a field with U+0000 or with
 * 300 characters, which the service refuses (400). Sent as it is, the whole check
 * would fail; left out with a diagnostic, it is that file's finding (an unreadable
 * file: fail closed when a contract held its assets) and the rest is checked.
 */
function storableAssets(assets) {
    const kept = [];
    const diagnostics = [];
    for (const asset of assets) {
        const input = (0,_assets_js__WEBPACK_IMPORTED_MODULE_1__/* .toAssetInput */ .i)(asset);
        const refusal = refusalOf(input);
        if (!refusal) {
            kept.push(asset);
            continue;
        }
        const field = fieldPath(input.schema, refusal.path);
        const place = (0,_outcome_locate_js__WEBPACK_IMPORTED_MODULE_2__/* .locateField */ .Dz)(asset, field?.located ?? "");
        diagnostics.push({
            file: place.file,
            line: place.line,
            severity: "error",
            message: `${asset.resourceName} ${field ? `field ${field.shown}` : refusal.path.map(String).join(".")}: ${refusal.message}; the service cannot store it`,
        });
    }
    return { assets: kept, diagnostics };
}
function refusalOf(input) {
    const text = (0,_api_storable_js__WEBPACK_IMPORTED_MODULE_3__/* .unstorableText */ .l)(input);
    if (text)
        return text;
    const parsed = _api_resources_js__WEBPACK_IMPORTED_MODULE_0__/* .AssetInput */ .Hh.safeParse(input);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    return issue ? { path: issue.path, message: issue.message } : undefined;
}
/** The dotted field path a `schema/fields/3/fields/0/...` path points into, if any: to locate, and to show. */
function fieldPath(schema, path) {
    if (path[0] !== "schema")
        return undefined;
    const names = [];
    const shown = [];
    let node = schema;
    for (let i = 1; i + 1 < path.length && path[i] === "fields"; i += 2) {
        node = node?.fields?.[Number(path[i + 1])];
        if (!node)
            break;
        const name = node.name ?? "";
        names.push(name);
        // A name may be the very problem (300 characters): shown short.
        shown.push(name.length > 64 ? `${name.slice(0, 64)}... (${name.length} characters)` : name);
    }
    return names.length > 0 ? { located: names.join("."), shown: shown.join(".") } : undefined;
}


/***/ })

};
