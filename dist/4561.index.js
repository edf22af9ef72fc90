export const id = 4561;
export const ids = [4561];
export const modules = {

/***/ 5309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   os: () => (/* binding */ parseLocated),
/* harmony export */   qF: () => (/* binding */ LocatedParseError),
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);

class LocatedParseError extends Error {
    line;
    constructor(message, line) {
        super(message);
        this.line = line;
    }
}
function parseLocated(text) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
    const first = doc.errors[0];
    if (first) {
        const line = first.linePos?.[0]?.line ?? lineCounter.linePos(first.pos[0]).line;
        throw new LocatedParseError(first.message.split("\n")[0] ?? first.message, line);
    }
    const objectLines = new WeakMap();
    const keyLines = new WeakMap();
    const lineAt = (node) => node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
    const convert = (node) => {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const out = {};
            const lines = new Map();
            for (const pair of node.items) {
                const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : String(pair.key);
                out[key] = convert(pair.value);
                const line = lineAt(pair.key);
                if (line !== undefined)
                    lines.set(key, line);
            }
            const line = lineAt(node);
            if (line !== undefined)
                objectLines.set(out, line);
            keyLines.set(out, lines);
            return out;
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            const out = node.items.map(convert);
            const line = lineAt(node);
            if (line !== undefined)
                objectLines.set(out, line);
            return out;
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
            return node.value;
        return null;
    };
    return {
        value: convert(doc.contents),
        lineOf: (value) => objectLines.get(value),
        keyLine: (object, key) => keyLines.get(object)?.get(key),
    };
}
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 74561:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dataframeReader: () => (/* binding */ dataframeReader),
/* harmony export */   mapDtype: () => (/* binding */ mapDtype)
/* harmony export */ });
/* harmony import */ var _located_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5309);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52442);
/* harmony import */ var _reader_helpers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61356);



/**
 * Dataframe dtype files (`*.dataframe.yaml|yml|json`), the documented input:
 *
 *   dataframes:
 *     orders:                      # one asset per frame; path `<file>:<name>`
 *       library: pandas            # pandas (default) or polars
 *       doc: One row per order.
 *       columns:
 *         order_id: int64          # a dtype as pandas/polars print it
 *         placed_at: datetime64[ns, UTC]
 *         status: {dtype: category, categories: [new, paid]}
 *         amount: {dtype: "Decimal(12, 2)", nullable: false, doc: Order total}
 *
 * The output of `df.dtypes` / `df.schema` fits under `columns`. Nullability:
 * `nullable` when given; else pandas' NumPy ints, uints and bools cannot hold
 * nulls and everything else can (polars: every column can).
 */
const dataframeReader = {
    sourceType: "dataframe",
    extensions: [".dataframe.yaml", ".dataframe.yml", ".dataframe.json"],
    async read(request) {
        const text = await request.files.readText(request.path);
        if (text === undefined)
            return { assets: [], diagnostics: [(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .errorDiagnostic */ .Ee)(request.path, "no such file")] };
        let doc;
        try {
            doc = (0,_located_js__WEBPACK_IMPORTED_MODULE_0__/* .parseLocated */ .os)(text);
        }
        catch (error) {
            const line = error instanceof _located_js__WEBPACK_IMPORTED_MODULE_0__/* .LocatedParseError */ .qF ? error.line : undefined;
            return {
                assets: [],
                diagnostics: [(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .errorDiagnostic */ .Ee)(request.path, `not valid YAML or JSON: ${(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`, line)],
            };
        }
        const diagnostics = [];
        const root = doc.value;
        const frames = (0,_located_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(root) && (0,_located_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(root.dataframes) ? root.dataframes : undefined;
        if (!frames) {
            return {
                assets: [],
                diagnostics: [(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .errorDiagnostic */ .Ee)(request.path, "expected a top-level `dataframes:` mapping", 1)],
            };
        }
        const assets = [];
        for (const [name, frame] of Object.entries(frames)) {
            const frameLine = doc.keyLine(frames, name);
            if (!(0,_located_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(frame) || !(0,_located_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(frame.columns)) {
                diagnostics.push((0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_2__/* .errorDiagnostic */ .Ee)(request.path, `dataframe '${name}' needs a \`columns:\` mapping`, frameLine));
                continue;
            }
            const library = frame.library === "polars" ? "polars" : "pandas";
            const columns = frame.columns;
            const fields = Object.entries(columns).map(([column, spec]) => {
                const line = doc.keyLine(columns, column);
                const tree = columnTree(spec, library, (message) => diagnostics.push({
                    file: request.path,
                    line,
                    severity: "warning",
                    message: `column '${column}': ${message}`,
                }));
                return { ...tree, name: column, ...(line === undefined ? {} : { line }) };
            });
            const path = `${request.path}:${name}`;
            assets.push({
                sourceType: "dataframe",
                resourceName: (0,_model_js__WEBPACK_IMPORTED_MODULE_1__/* .resourceName */ .Iy)("dataframe", request.dataSource, path),
                dataSource: request.dataSource,
                path,
                file: request.path,
                line: frameLine,
                schema: {
                    type: "struct",
                    name,
                    ...(typeof frame.doc === "string" ? { doc: frame.doc } : {}),
                    constraints: { library },
                    fields,
                },
            });
        }
        return { assets, diagnostics };
    },
};
function columnTree(spec, library, warn) {
    const obj = (0,_located_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(spec) ? spec : { dtype: spec };
    const dtype = String(obj.dtype ?? "");
    let tree = mapDtype(dtype, library);
    if (tree.type === "unknown" && dtype !== "object")
        warn(`unknown dtype '${dtype}'`);
    if ((0,_located_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(obj.fields)) {
        tree = {
            type: "struct",
            fields: Object.entries(obj.fields).map(([n, s]) => ({ ...columnTree(s, library, warn), name: n })),
        };
    }
    const constraints = { physicalType: dtype, ...tree.constraints };
    if (Array.isArray(obj.categories)) {
        tree = { ...tree, type: "enum" };
        constraints.symbols = obj.categories;
    }
    const nullable = typeof obj.nullable === "boolean"
        ? obj.nullable
        : !(library === "pandas" && /^(u?int(8|16|32|64)|bool)$/.test(dtype));
    return {
        ...tree,
        ...(nullable ? { optional: true } : {}),
        ...(typeof obj.doc === "string" ? { doc: obj.doc } : {}),
        constraints,
    };
}
/** pandas and polars dtypes as they print them; Recap's names. */
function mapDtype(dtype, library) {
    const s = dtype.trim();
    let m = /^(u?)int(8|16|32|64)$/i.exec(s);
    if (m)
        return { type: `${m[1] ? "u" : ""}int${m[2]}` };
    m = /^float(16|32|64)$/i.exec(s);
    if (m)
        return { type: `float${m[1]}` };
    if (/^bool(ean)?$/i.test(s))
        return { type: "bool" };
    if (/^(str|string|string\[(python|pyarrow)\]|utf8)$/i.test(s))
        return { type: "string" };
    if (/^(bytes|binary)$/i.test(s))
        return { type: "bytes" };
    if (/^date$/i.test(s))
        return { type: "date32", logical: "Date" };
    if (/^time$/i.test(s))
        return { type: "time64", logical: "Time" };
    m = /^datetime64\[(\w+)(?:,\s*([^\]]+))?\]$/.exec(s);
    if (m)
        return timestamp(m[1], m[2]);
    m = /^datetime(?:\((?:time_unit=)?['"]?(\w+)['"]?(?:,\s*(?:time_zone=)?['"]?([^'")]+)['"]?)?\))?$/i.exec(s);
    if (m)
        return timestamp(m[1] ?? "us", m[2]);
    if (/^(timedelta64\[\w+\]|duration(\(.*\))?)$/i.test(s))
        return { type: "int64", logical: "Duration" };
    if (/^(category|categorical)$/i.test(s))
        return { type: "enum" };
    m = /^enum\(\[(.*)\]\)$/i.exec(s);
    if (m?.[1] !== undefined) {
        const symbols = [...m[1].matchAll(/['"]([^'"]*)['"]/g)].map((x) => x[1]);
        return { type: "enum", constraints: { symbols } };
    }
    m = /^decimal\((?:precision=)?(\d+),\s*(?:scale=)?(\d+)\)$/i.exec(s);
    if (m) {
        const precision = Number(m[1]);
        return {
            type: precision > 38 ? "decimal256" : "decimal128",
            logical: "Decimal",
            constraints: { precision, scale: Number(m[2]) },
        };
    }
    m = /^list[[(](.*)[\])]$/i.exec(s);
    if (m?.[1] !== undefined)
        return { type: "list", fields: [{ ...mapDtype(m[1], library), name: "element", optional: true }] };
    if (/^null$/i.test(s))
        return { type: "null" };
    return { type: "unknown" };
}
function timestamp(unit, zone) {
    const units = {
        ns: "nanosecond",
        us: "microsecond",
        ms: "millisecond",
        s: "second",
    };
    return {
        type: "timestamp64",
        logical: "Timestamp",
        constraints: { unit: units[unit ?? "ns"] ?? unit, ...(zone ? { timezone: zone.trim() } : {}) },
    };
}


/***/ })

};
