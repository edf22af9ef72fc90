export const id = 550;
export const ids = [550];
export const modules = {

/***/ 78670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(26921);
/* harmony import */ var _api_schema_node_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4218);
/* harmony import */ var _api_source_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9279);
/* harmony import */ var _compliance_diff_assets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(75784);
/* harmony import */ var _schema_fs_source_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(28784);
/* harmony import */ var _schema_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(43017);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(71604);










const USAGE = "usage: contract-sync diff <old-file> <new-file> [--type <source_type>]";
/**
 * `contract-sync diff`: the changes between two versions of a schema file as
 * JSON, each judged breaking by the rules of its format. Exit 1 when any change
 * is breaking, 0 when none is, 2 when a file cannot be read.
 * A file no reader claims may be a schema tree in JSON (SEED.md 2.1 node, a
 * struct root), as `contract-sync schema` prints them.
 */
const run = async (args, io) => {
    const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
        args,
        allowPositionals: true,
        options: { type: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
    if (values.help) {
        io.stdout(`${USAGE}\n`);
        return 0;
    }
    const [oldFile, newFile, ...rest] = positionals;
    if (!oldFile || !newFile || rest.length > 0)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e(USAGE);
    let forcedType;
    if (values.type !== undefined) {
        const parsed = _api_source_types_js__WEBPACK_IMPORTED_MODULE_4__/* .SourceType */ .Y.safeParse(values.type);
        if (!parsed.success)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e(`unknown --type '${values.type}' (one of ${_api_source_types_js__WEBPACK_IMPORTED_MODULE_4__/* .SourceType */ .Y.options.join(", ")})`);
        forcedType = parsed.data;
    }
    const diagnostics = [];
    let base;
    let head;
    try {
        base = await readVersion((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, oldFile), oldFile, forcedType, diagnostics);
        head = await readVersion((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, newFile), newFile, forcedType, diagnostics);
    }
    finally {
        await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_7__/* .closeReaders */ .XX)(); // the Postgres reader's PGlite would keep the process alive
    }
    for (const d of diagnostics)
        io.stderr(`${d.file}${d.line ? `:${d.line}` : ""}: ${d.severity}: ${d.message}\n`);
    if (diagnostics.some((d) => d.severity === "error"))
        return 2;
    const results = (0,_compliance_diff_assets_js__WEBPACK_IMPORTED_MODULE_5__/* .diffAssets */ .r)(base, head);
    const changes = results.flatMap((result) => result.status === "added"
        ? [{ asset: result.asset, kind: "ASSET_ADDED", field: "", breaking: false, reason: "a new asset" }]
        : result.changes.map((change) => ({
            asset: result.asset,
            ...change,
            ...(result.status === "removed" ? { kind: "ASSET_REMOVED" } : {}),
        })));
    io.stdout(`${JSON.stringify(changes, null, 2)}\n`);
    return results.some((result) => result.breaking) ? 1 : 0;
};
/** Reads one version: with its reader, else as a schema tree in JSON. Problems go to `diagnostics`. */
async function readVersion(absolute, given, forcedType, diagnostics) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(absolute).catch(() => undefined);
    if (!info) {
        diagnostics.push({ file: given, severity: "error", message: "no such file or folder" });
        return [];
    }
    // Read relative to the file's folder so readers find the files it imports beside it.
    const root = info.isFile() ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absolute) : absolute;
    const path = info.isFile() ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(absolute) : ".";
    const sourceType = forcedType ?? (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_7__.detectSourceType)(path);
    // A schema tree or `contract-sync schema` output first: no schema format has a "struct" root type.
    const trees = info.isFile() ? await treeJson(absolute, given, forcedType ?? "json_schema") : undefined;
    if (trees)
        return trees;
    if (sourceType && (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_7__.readerFor)(sourceType)) {
        const result = await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_7__/* .readAssets */ .wd)([{ path, sourceType }], {
            files: (0,_schema_fs_source_js__WEBPACK_IMPORTED_MODULE_6__/* .directorySource */ .X)(root),
            dataSourceOf: () => "local",
        });
        diagnostics.push(...result.diagnostics.map((d) => ({ ...d, file: d.file === path ? given : d.file })));
        return result.assets;
    }
    diagnostics.push({
        file: given,
        severity: "error",
        message: sourceType
            ? `no reader for source type '${sourceType}' yet`
            : "unknown source type: name one with --type",
    });
    return [];
}
const PrintedAsset = zod__WEBPACK_IMPORTED_MODULE_9__/* .object */ .Ikc({
    resourceName: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP(),
    sourceType: _api_source_types_js__WEBPACK_IMPORTED_MODULE_4__/* .SourceType */ .Y,
    path: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP(),
    schema: _api_schema_node_js__WEBPACK_IMPORTED_MODULE_3__/* .SchemaNode */ .gO,
});
/** A schema tree (struct root) or the assets `contract-sync schema` prints, as JSON; else undefined. */
async function treeJson(path, given, sourceType) {
    let json;
    try {
        json = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8"));
    }
    catch {
        return undefined;
    }
    const assets = zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(PrintedAsset).safeParse(json);
    if (assets.success)
        return assets.data;
    const tree = _api_schema_node_js__WEBPACK_IMPORTED_MODULE_3__/* .SchemaNode */ .gO.safeParse(json);
    return tree.success && tree.data.type === "struct"
        ? [{ resourceName: given, sourceType, path: "tree", schema: tree.data }]
        : undefined;
}


/***/ }),

/***/ 7545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GG: () => (/* binding */ childOf),
/* harmony export */   Iz: () => (/* binding */ normalizeNode),
/* harmony export */   LG: () => (/* binding */ numberConstraint),
/* harmony export */   MF: () => (/* binding */ describeType),
/* harmony export */   VH: () => (/* binding */ stringListConstraint),
/* harmony export */   uy: () => (/* binding */ isWidening)
/* harmony export */ });
/* unused harmony export TYPE_WIDENINGS */
/**
 * The one table of type compatibility (README "Compliance rules").
 *
 * A contract type may be served by an asset of any type listed for it: each of
 * those can hold every value of the contract type with the same meaning, so no
 * reader of the contracted data can notice (the widenings int32 -> int64,
 * float32 -> float64, uint8 -> int16, decimal128 -> decimal256). Anything not
 * listed (narrowing, integer <-> float, string <-> bytes, enum -> string, ...) is
 * an incompatible type. Every type is also compatible with itself.
 */
const TYPE_WIDENINGS = {
    int8: ["int16", "int32", "int64"],
    int16: ["int32", "int64"],
    int32: ["int64"],
    uint8: ["uint16", "uint32", "uint64", "int16", "int32", "int64"],
    uint16: ["uint32", "uint64", "int32", "int64"],
    uint32: ["uint64", "int64"],
    float16: ["float32", "float64"],
    float32: ["float64"],
    decimal128: ["decimal256"],
};
/** True when an asset of type `actual` can stand in for a contract type `expected`. */
function isWidening(expected, actual) {
    return expected === actual || (TYPE_WIDENINGS[expected]?.includes(actual) ?? false);
}
function numberConstraint(node, key) {
    const value = node.constraints?.[key];
    return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}
function stringListConstraint(node, key) {
    const value = node.constraints?.[key];
    if (!Array.isArray(value))
        return undefined;
    return value.filter((item) => typeof item === "string");
}
/** The children of a list (`element`) or map (`key`, `value`), by position when unnamed. */
function childOf(node, role) {
    const fields = node.fields ?? [];
    const named = fields.find((field) => field.name === role);
    if (named)
        return named;
    return fields[role === "value" ? 1 : 0];
}
/**
 * Nullable unions are optionality, not a type: `union<null, X>` becomes an
 * optional X, so a reader that writes `optional: true` and one that writes a
 * union with null compare equal.
 */
function normalizeNode(node) {
    if (node.type !== "union")
        return node;
    const variants = node.fields ?? [];
    const nonNull = variants.filter((variant) => variant.type !== "null");
    const hasNull = nonNull.length < variants.length;
    if (!hasNull)
        return node;
    const only = nonNull[0];
    if (nonNull.length === 1 && only) {
        return {
            ...only,
            name: node.name,
            doc: node.doc ?? only.doc,
            optional: true,
            constraints: node.constraints || only.constraints ? { ...only.constraints, ...node.constraints } : undefined,
        };
    }
    return { ...node, fields: nonNull, optional: true };
}
/** A short human description of a node's type, e.g. `string(maxLength=50)` or `list<int32>`. */
function describeType(raw) {
    const node = normalizeNode(raw);
    const logical = node.logical ? ` (${node.logical})` : "";
    switch (node.type) {
        case "list": {
            const element = childOf(node, "element");
            return `list<${element ? describeType(element) : "unknown"}>`;
        }
        case "map": {
            const key = childOf(node, "key");
            const value = childOf(node, "value");
            return `map<${key ? describeType(key) : "unknown"}, ${value ? describeType(value) : "unknown"}>`;
        }
        case "union":
            return `union<${(node.fields ?? []).map(describeType).join(" | ")}>`;
        case "enum": {
            const symbols = stringListConstraint(node, "symbols") ?? [];
            const shown = symbols.length > 8 ? [...symbols.slice(0, 8), "…"] : symbols;
            return `enum(${shown.join(", ")})`;
        }
        case "decimal128":
        case "decimal256": {
            const precision = numberConstraint(node, "precision");
            const scale = numberConstraint(node, "scale");
            return precision === undefined ? `${node.type}${logical}` : `${node.type}(${precision},${scale ?? 0})`;
        }
        case "string":
        case "bytes": {
            const maxLength = numberConstraint(node, "maxLength");
            return `${node.type}${maxLength === undefined ? "" : `(maxLength=${maxLength})`}${logical}`;
        }
        default:
            return `${node.type}${logical}`;
    }
}


/***/ }),

/***/ 75784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ diffAssets)
/* harmony export */ });
/* unused harmony export assetKey */
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21637);

/**
 * The part of an asset's path that survives moving its file: the message or
 * record after the last `:` (`events/order.proto:acme.Order` -> `acme.Order`),
 * else the whole path (`shop.public.orders`).
 */
function assetKey(asset) {
    const colon = asset.path.lastIndexOf(":");
    return `${asset.sourceType}:${colon >= 0 ? asset.path.slice(colon + 1) : asset.path}`;
}
/**
 * Pairs the assets of two versions (of a file, or of a repository) and diffs
 * each pair. A removed asset is breaking for its readers; an added one is not.
 * When each side has exactly one asset they pair even if renamed.
 */
function diffAssets(base, head) {
    const single = base.length === 1 && head.length === 1 && base[0]?.sourceType === head[0]?.sourceType;
    const keyOf = (asset) => (single ? "only" : assetKey(asset));
    const headByKey = new Map(head.map((asset) => [keyOf(asset), asset]));
    const baseKeys = new Set(base.map(keyOf));
    const results = [];
    for (const old of base) {
        const now = headByKey.get(keyOf(old));
        if (!now) {
            const change = {
                kind: "FIELD_REMOVED",
                field: "",
                breaking: true,
                reason: "the asset is gone: every reader of it breaks",
                before: old.resourceName,
            };
            results.push({
                asset: old.resourceName,
                sourceType: old.sourceType,
                status: "removed",
                changes: [change],
                breaking: true,
            });
            continue;
        }
        const changes = (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .diffSchemas */ .e7)(old.schema, now.schema, now.sourceType);
        results.push({
            asset: now.resourceName,
            sourceType: now.sourceType,
            status: "changed",
            changes,
            breaking: changes.some((change) => change.breaking),
        });
    }
    for (const now of head) {
        if (baseKeys.has(keyOf(now)))
            continue;
        results.push({
            asset: now.resourceName,
            sourceType: now.sourceType,
            status: "added",
            changes: [],
            breaking: false,
        });
    }
    return results;
}


/***/ }),

/***/ 28784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ directorySource)
/* harmony export */ });
/* unused harmony export memorySource */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** SourceFiles over a folder on disk (the working tree); paths are relative to `root`. */
function directorySource(root) {
    return {
        async readText(path) {
            try {
                return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path), "utf8");
            }
            catch {
                return undefined; // missing, a folder, or unreadable: the reader reports it
            }
        },
        async readBytes(path) {
            try {
                return new Uint8Array(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path)));
            }
            catch {
                return undefined;
            }
        },
        async list(dir) {
            try {
                const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, dir), { withFileTypes: true });
                return entries
                    .filter((e) => e.isFile())
                    .map((e) => (dir === "" || dir === "." ? e.name : node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, e.name)))
                    .sort();
            }
            catch {
                return [];
            }
        },
    };
}
/** SourceFiles over an in-memory map of path -> text (tests, benchmarks, files at a Git revision). */
function memorySource(files) {
    const paths = Object.keys(files).sort();
    return {
        readText: async (path) => files[path],
        list: async (dir) => {
            const prefix = dir === "" || dir === "." ? "" : `${dir.replace(/\/$/, "")}/`;
            return paths.filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes("/"));
        },
    };
}


/***/ })

};
