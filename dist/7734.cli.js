export const id = 7734;
export const ids = [7734];
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

/***/ 53814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ej: () => (/* binding */ boundedAsset),
/* harmony export */   vN: () => (/* binding */ MAX_EXPANDED_NODES)
/* harmony export */ });
/* unused harmony export MAX_TREE_NODES */
/**
 * Above this many schema nodes in one asset, a reader that expands named types
 * (JSON Schema `$ref`, Avro named records) keeps further uses as named references.
 */
const MAX_EXPANDED_NODES = 50_000;
/**
 * The bound on any reader's tree, after its own expansion: a tree that shares
 * subtrees (a Protobuf message nested in many) expands when written out, and a
 * file of inline definitions is bounded by the file size only.
 */
const MAX_TREE_NODES = 4 * MAX_EXPANDED_NODES;
/**
 * An asset whose tree has more than `max` nodes, cut: past the budget a named
 * struct (one with an alias) is kept as a reference to its name, as a recursive
 * use is. Walks at most about `max` nodes plus the references, however much the
 * tree shares.
 */
function boundedAsset(asset, max = MAX_TREE_NODES) {
    const state = { nodes: 0, cut: 0 };
    const schema = bound(asset.schema, state, max, true);
    if (state.cut === 0)
        return { asset };
    return {
        asset: { ...asset, schema },
        diagnostic: {
            file: asset.file,
            ...(asset.line !== undefined ? { line: asset.line } : {}),
            severity: "warning",
            message: `${asset.path} expands to more than ${max} schema nodes: ${state.cut} further uses of named types are kept as references`,
        },
    };
}
function bound(tree, state, max, root) {
    state.nodes++;
    if (!tree.fields)
        return tree;
    if (!root && state.nodes > max && tree.alias !== undefined && tree.type === "struct") {
        state.cut++;
        const { fields: _fields, ...named } = tree;
        return { ...named, constraints: { ...tree.constraints, ref: tree.alias } };
    }
    const fields = tree.fields.map((f) => bound(f, state, max, false));
    return fields.every((f, i) => f === tree.fields?.[i]) ? tree : { ...tree, fields };
}


/***/ }),

/***/ 52442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iy: () => (/* binding */ resourceName),
/* harmony export */   UD: () => (/* binding */ sourcePrefix),
/* harmony export */   zN: () => (/* binding */ toWireNode)
/* harmony export */ });
/* harmony import */ var _api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97988);

/** The wire form of a tree: drops the reader-only `line` and `file`. */
function toWireNode(tree) {
    const { line: _line, file: _file, fields, ...node } = tree;
    return fields ? { ...node, fields: fields.map(toWireNode) } : node;
}
function resourceName(sourceType, dataSource, path) {
    return (0,_api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__/* .formatResourceName */ .f)({ source_type: sourceType, data_source: dataSource, path });
}
/** What every resource name of one source starts with: `{source_type}://{data_source}:`. */
function sourcePrefix(sourceType, dataSource) {
    return resourceName(sourceType, dataSource, "");
}


/***/ }),

/***/ 61356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ee: () => (/* binding */ errorDiagnostic),
/* harmony export */   Nh: () => (/* binding */ resolveRelative),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   gJ: () => (/* reexport safe */ _error_message_js__WEBPACK_IMPORTED_MODULE_1__.g),
/* harmony export */   p0: () => (/* binding */ naturalCompare),
/* harmony export */   rr: () => (/* binding */ LineIndex)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86587);
// What every reader shares: offsets to lines, an error at a file, paths relative to a file, a
// natural sort, a regular expression of a literal text.

/** Maps character offsets of a text to 1-based line numbers. */
class LineIndex {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1))
            this.starts.push(i + 1);
    }
    lineAt(offset) {
        let low = 0;
        let high = this.starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if ((this.starts[mid] ?? 0) <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return low + 1;
    }
}
function errorDiagnostic(file, message, line) {
    return line === undefined
        ? { file, severity: "error", message }
        : { file, line, severity: "error", message };
}

/** Resolves `target` (relative to the folder of `from`) to a repository-relative POSIX path. */
function resolveRelative(from, target) {
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(from), target)).replace(/^\.\//, "");
}
/** Sorts migration file names the way people number them: V2 before V10. */
function naturalCompare(a, b) {
    naturalCollator ??= new Intl.Collator("en", { numeric: true });
    return naturalCollator.compare(a, b);
}
// One collator, made at the first sort: localeCompare with options builds one per call.
let naturalCollator;
/** Escapes a string for use inside a RegExp. */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}


/***/ })

};
