export const id = 1296;
export const ids = [1296];
export const modules = {

/***/ 60878:
/***/ ((module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2019 = void 0;
const core_1 = __webpack_require__(63893);
const draft7_1 = __webpack_require__(39941);
const dynamic_1 = __webpack_require__(59923);
const next_1 = __webpack_require__(17844);
const unevaluated_1 = __webpack_require__(62010);
const discriminator_1 = __webpack_require__(28886);
const json_schema_2019_09_1 = __webpack_require__(95375);
const META_SCHEMA_ID = "https://json-schema.org/draft/2019-09/schema";
class Ajv2019 extends core_1.default {
    constructor(opts = {}) {
        super({
            ...opts,
            dynamicRef: true,
            next: true,
            unevaluated: true,
        });
    }
    _addVocabularies() {
        super._addVocabularies();
        this.addVocabulary(dynamic_1.default);
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        this.addVocabulary(next_1.default);
        this.addVocabulary(unevaluated_1.default);
        if (this.opts.discriminator)
            this.addKeyword(discriminator_1.default);
    }
    _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
            return;
        json_schema_2019_09_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
    }
    defaultMeta() {
        return (this.opts.defaultMeta =
            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
    }
}
exports.Ajv2019 = Ajv2019;
module.exports = exports = Ajv2019;
module.exports.Ajv2019 = Ajv2019;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports["default"] = Ajv2019;
var validate_1 = __webpack_require__(87881);
Object.defineProperty(exports, "KeywordCxt", ({ enumerable: true, get: function () { return validate_1.KeywordCxt; } }));
var codegen_1 = __webpack_require__(81436);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return codegen_1._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return codegen_1.str; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return codegen_1.stringify; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return codegen_1.nil; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return codegen_1.Name; } }));
Object.defineProperty(exports, "CodeGen", ({ enumerable: true, get: function () { return codegen_1.CodeGen; } }));
var validation_error_1 = __webpack_require__(33021);
Object.defineProperty(exports, "ValidationError", ({ enumerable: true, get: function () { return validation_error_1.default; } }));
var ref_error_1 = __webpack_require__(53162);
Object.defineProperty(exports, "MissingRefError", ({ enumerable: true, get: function () { return ref_error_1.default; } }));
//# sourceMappingURL=2019.js.map

/***/ }),

/***/ 95375:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const metaSchema = __webpack_require__(88138);
const applicator = __webpack_require__(4908);
const content = __webpack_require__(80958);
const core = __webpack_require__(90058);
const format = __webpack_require__(36534);
const metadata = __webpack_require__(20711);
const validation = __webpack_require__(78030);
const META_SUPPORT_DATA = ["/properties"];
function addMetaSchema2019($data) {
    ;
    [
        metaSchema,
        applicator,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation),
    ].forEach((sch) => this.addMetaSchema(sch, undefined, false));
    return this;
    function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
    }
}
exports["default"] = addMetaSchema2019;
//# sourceMappingURL=index.js.map

/***/ }),

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

/***/ 89595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/config/yaml-diagnostics.ts
var yaml_diagnostics = __webpack_require__(61830);
// EXTERNAL MODULE: ./src/contracts/contract-file.ts + 1 modules
var contract_file = __webpack_require__(46811);
// EXTERNAL MODULE: ./src/contracts/gable.ts
var gable = __webpack_require__(53666);
// EXTERNAL MODULE: ./src/contracts/odcs.ts + 1 modules
var odcs = __webpack_require__(3954);
// EXTERNAL MODULE: ./src/contracts/odcs-read.ts
var odcs_read = __webpack_require__(8383);
// EXTERNAL MODULE: ./src/contracts/odcs-types.ts
var odcs_types = __webpack_require__(92638);
;// CONCATENATED MODULE: ./src/contracts/odcs-write.ts


/** Constraints ODCS has keys for; the rest travel in the custom property contractSyncConstraints. */
const MAPPED_CONSTRAINTS = new Set(["maxLength", "primaryKey", "unique", "classification", "symbols", "pii"]);
/**
 * A native contract as an ODCS v3.1.0 document. Native types are written as
 * `physicalType` (the Recap name, read back exactly) beside the nearest ODCS
 * `logicalType`; what ODCS has no key for goes into custom properties, so
 * reading the result gives the same contract. `notes` lists what changed form.
 */
function nativeToOdcs(contract) {
    const notes = [];
    const names = contract.dataAssetResourceNameList ?? [];
    const resourceName = contract.dataAssetResourceName;
    const objectName = objectNameOf(resourceName ?? names[0] ?? contract.name);
    const documentCustom = custom([
        [odcs/* CUSTOM */.Q4.owner, contract.owner],
        [odcs/* CUSTOM */.Q4.enforcementLevel, contract.enforcementLevel],
        [odcs/* CUSTOM */.Q4.restrictPii, contract.restrictPii],
        [odcs/* CUSTOM */.Q4.consumers, contract.consumers],
        [odcs/* CUSTOM */.Q4.unversioned, contract.version === undefined ? true : undefined],
    ]);
    if (contract.version === undefined) {
        notes.push(`version: the contract has none and ODCS requires one; written as 0.0.0 (marked ${odcs/* CUSTOM */.Q4.unversioned})`);
    }
    if (contract.approvers) {
        notes.push("approvers: not carried into ODCS; name them in .github/contract-sync.yml's owners for the contract's owner instead");
    }
    const object = {
        name: objectName,
        logicalType: "object",
        description: contract.doc,
        properties: contract.schema.map((field) => fieldToProperty(field)),
        customProperties: custom([
            [odcs/* CUSTOM */.Q4.resourceName, resourceName],
            [odcs/* CUSTOM */.Q4.resourceNames, names.length > 0 ? names : undefined],
        ]),
    };
    const document = {
        apiVersion: "v3.1.0",
        kind: "DataContract",
        id: contract.id,
        name: contract.name,
        version: contract.version ?? "0.0.0",
        status: (0,odcs/* odcsStatus */.YW)(contract.status),
        domain: contract.namespace,
        schema: [withoutUndefined(object)],
        customProperties: documentCustom,
    };
    return { document: withoutUndefined(document), notes };
}
/** `postgres://db:5432:shop.public.orders` -> `orders`; `avro://...:x.avsc:com.acme.Order` -> `com.acme.Order`. */
function objectNameOf(resourceName) {
    const path = resourceName.slice(resourceName.lastIndexOf(":") + 1);
    return resourceName.startsWith("postgres://") ||
        resourceName.startsWith("mysql://") ||
        resourceName.startsWith("mssql://")
        ? (path.split(".").pop() ?? path)
        : path;
}
function fieldToProperty(field) {
    const constraints = field.constraints ?? {};
    const rest = Object.fromEntries(Object.entries(constraints).filter(([key]) => !MAPPED_CONSTRAINTS.has(key)));
    const logicalType = (0,odcs_types/* toLogicalType */.HQ)(field.type);
    const property = {
        name: field.name,
        logicalType,
        physicalType: field.type,
        description: field.doc,
        required: field.optional === true ? undefined : true,
        primaryKey: constraints.primaryKey === true ? true : undefined,
        unique: constraints.unique === true ? true : undefined,
        classification: typeof constraints.classification === "string" ? constraints.classification : undefined,
    };
    if (typeof constraints.maxLength === "number" && logicalType === "string") {
        property.logicalTypeOptions = { maxLength: constraints.maxLength };
    }
    else if (constraints.maxLength !== undefined) {
        rest.maxLength = constraints.maxLength;
    }
    if (constraints.pii === true &&
        !(typeof property.classification === "string" &&
            /\b(pii|personal|sensitive)\b/i.test(property.classification))) {
        rest.pii = true;
    }
    if (Array.isArray(constraints.symbols)) {
        property.quality = [
            {
                type: "library",
                metric: "invalidValues",
                arguments: { validValues: constraints.symbols },
                mustBe: 0,
            },
        ];
    }
    const children = field.fields ?? [];
    if (field.type === "list" && children.length === 1 && children[0]?.name === "element") {
        const { name: _element, ...items } = fieldToProperty(children[0]);
        property.items = items;
    }
    else if (children.length > 0) {
        property.properties = children.map((child) => fieldToProperty(child));
    }
    property.customProperties = custom([
        [odcs/* CUSTOM */.Q4.logical, field.logical],
        [odcs/* CUSTOM */.Q4.alias, field.alias],
        [odcs/* CUSTOM */.Q4.constraints, Object.keys(rest).length > 0 ? rest : undefined],
    ]);
    return withoutUndefined(property);
}
function custom(entries) {
    const list = entries
        .filter(([, value]) => value !== undefined)
        .map(([property, value]) => ({ property, value }));
    return list.length > 0 ? list : undefined;
}
function withoutUndefined(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

;// CONCATENATED MODULE: ./src/contracts/convert.ts







/** Native key order, as people write contracts. */
const NATIVE_ORDER = [
    "id",
    "name",
    "namespace",
    "doc",
    "owner",
    "approvers",
    "dataAssetResourceName",
    "dataAssetResourceNameList",
    "restrictPii",
    "status",
    "version",
    "enforcementLevel",
    "schema",
    "consumers",
];
/**
 * Converts a contract file between contract-sync's format (native, or Gable,
 * read as native) and ODCS v3. Lossless for what both can say: converting the
 * result back gives the same contracts; everything else is named in `notes`.
 */
function convertContractText(text, file, to) {
    const notes = [];
    const diagnostics = [];
    const out = [];
    // The loader the check uses reads the contracts (so errors read the same); documents add notes.
    const parsed = (0,contract_file/* parseContractFile */.Oi)(text, file);
    diagnostics.push(...parsed.diagnostics.filter((d) => d.severity === "error"));
    const { documents } = (0,yaml_diagnostics/* parseYaml */.hN)(text, file);
    for (const source of documents) {
        const expanded = (0,yaml_diagnostics/* documentValue */.H5)(source);
        const raw = expanded.ok ? expanded.value : undefined;
        if (typeof raw !== "object" || raw === null || Array.isArray(raw))
            continue; // reported by the loader
        const value = raw;
        const at = `${file}:${source.line}`;
        if (to === "odcs" && (0,odcs/* isOdcsDocument */.pK)(value)) {
            notes.push(`${at}: already ODCS; copied unchanged`);
            out.push(value);
            continue;
        }
        if (to === "contract-sync" && (0,odcs/* isOdcsDocument */.pK)(value) && (0,odcs/* validateOdcs */.sW)(value).length === 0) {
            for (const path of (0,odcs_read/* odcsToNative */.s)(value).dropped)
                notes.push(`${at}: dropped ${path} (no contract-sync counterpart)`);
        }
        if (to === "contract-sync" && (0,gable/* isGableDocument */.hL)(value)) {
            notes.push(`${at}: dropped spec-version (Gable's format version)`);
            for (const warning of (0,gable/* gableToNative */.i6)(value).warnings)
                notes.push(`${at}: ${warning}`);
        }
        for (const { contract } of parsed.contracts.filter((c) => c.line === source.line)) {
            if (to === "contract-sync") {
                out.push(nativeDocument(contract));
            }
            else {
                const { document, notes: odcsNotes } = nativeToOdcs(contract);
                for (const note of odcsNotes)
                    notes.push(`${at}: ${note}`);
                out.push(document);
            }
        }
    }
    const output = out.map((doc) => (0,dist/* stringify */.As)(doc, { lineWidth: 0 })).join("---\n");
    return { output, notes, diagnostics };
}
function nativeDocument(contract) {
    const ordered = {};
    for (const key of NATIVE_ORDER)
        if (contract[key] !== undefined)
            ordered[key] = contract[key];
    return ordered;
}

// EXTERNAL MODULE: ./src/report/inert-log.ts
var inert_log = __webpack_require__(66853);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(87911);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/commands/convert.ts







const USAGE = "usage: contract-sync convert <file> --to odcs|contract-sync [--out <file>]";
/** `contract-sync convert <file> --to odcs|contract-sync [--out <file>]`. */
const run = async (args, io) => {
    // Flags are parsed by the command table, as for every command (unknown ones never get here).
    const { positionals, text: flag } = (0,help/* parseByTable */.ph)(["convert"], args);
    const [file, extra] = positionals;
    const to = flag("to");
    const out = flag("out");
    if (extra !== undefined)
        throw new cli_io/* UsageError */.eb(`one file at a time ('${extra}') (${USAGE})`);
    if (!file)
        throw new cli_io/* UsageError */.eb(`missing <file> (${USAGE})`);
    if (to !== "odcs" && to !== "contract-sync") {
        throw new cli_io/* UsageError */.eb(`--to must be odcs or contract-sync${to ? `, not '${to}'` : ""} (${USAGE})`);
    }
    const path = (0,external_node_path_.resolve)(io.cwd, file);
    const shown = (0,external_node_path_.isAbsolute)(file) ? file : (0,external_node_path_.relative)(io.cwd, path) || file;
    let text;
    let problem;
    try {
        // Its size is asked first: a file over the contract file limit is refused unread.
        const source = {
            size: async () => (await (0,promises_.stat)(path)).size,
            readText: () => (0,promises_.readFile)(path, "utf8"),
            list: async () => [],
        };
        ({ text, problem } = await (0,limits/* readWithinLimit */.Vk)(source, shown, limits/* LIMITS */.b1.contractFileBytes, "the contract file"));
    }
    catch (error) {
        throw new cli_io/* UsageError */.eb(`cannot read ${shown}: ${error.code ?? String(error)}`);
    }
    if (problem) {
        io.stderr((0,cli_io/* diagnosticLine */.CO)(problem));
        return 1;
    }
    if (text === undefined)
        throw new cli_io/* UsageError */.eb(`cannot read ${shown}`);
    const result = convertContractText(text, shown, to);
    // Notes and diagnostics quote the file's keys and values: inert lines.
    for (const note of result.notes)
        io.stderr(`note: ${(0,inert_log/* inertLogText */.I)(note)}\n`);
    for (const diagnostic of result.diagnostics)
        io.stderr((0,cli_io/* diagnosticLine */.CO)(diagnostic));
    if (result.diagnostics.some((d) => d.severity === "error"))
        return 1;
    if (out)
        await (0,promises_.writeFile)((0,external_node_path_.resolve)(io.cwd, out), result.output);
    else
        io.stdout(result.output);
    return 0;
};


/***/ }),

/***/ 69020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ld: () => (/* binding */ teamOf),
/* harmony export */   TE: () => (/* binding */ GitHubApprover),
/* harmony export */   am: () => (/* binding */ MAX_APPROVERS),
/* harmony export */   eI: () => (/* binding */ ApproverList)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55156);

/**
 * Who may approve a change to a contract on GitHub: a login (`alice`) or a team as
 * `org/team-slug` (`acme/data-owners`). Read from the base commit only (a contract's
 * `approvers`, the configuration's `owners`): a pull request does not name its own approvers.
 */
const GitHubApprover = zod__WEBPACK_IMPORTED_MODULE_0__.string()
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,99})?$/, "a GitHub login (alice) or a team as org/team-slug (acme/data-owners)");
/** At most this many approvers for one contract or one owner. */
const MAX_APPROVERS = 50;
const ApproverList = zod__WEBPACK_IMPORTED_MODULE_0__.union([GitHubApprover, zod__WEBPACK_IMPORTED_MODULE_0__.array(GitHubApprover).min(1).max(MAX_APPROVERS)])
    .transform((value) => (typeof value === "string" ? [value] : value));
/** A team approver (`org/team`) split in two; undefined for a login. */
function teamOf(approver) {
    const [org, slug] = approver.split("/");
    return org && slug ? { org, slug } : undefined;
}


/***/ }),

/***/ 59304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vk: () => (/* binding */ readWithinLimit),
/* harmony export */   b1: () => (/* binding */ LIMITS),
/* harmony export */   bi: () => (/* binding */ sizeProblem)
/* harmony export */ });
/* unused harmony export bytesProblem */
/**
 * Limits on the YAML files a pull request can change (issue 11: a 10 MB config
 * of 400k globs exhausted the heap; an alias bomb aborted the check). Each is
 * documented in the README ("Limits of config and contract files"). A file over
 * a limit is one diagnostic naming it; the rest of the check goes on.
 */
const LIMITS = {
    /** Bytes of `.github/contract-sync.yml`; checked before the YAML is parsed. */
    configBytes: 1024 * 1024,
    /** Bytes of one contract file (which may hold several contracts). */
    contractFileBytes: 4 * 1024 * 1024,
    /** YAML documents (contracts) in one contract file. */
    contractsPerFile: 1000,
    /** Aliases one YAML document may expand (yaml's maxAliasCount; defeats "billion laughs"). */
    yamlAliases: 100,
    /** Globs in `contracts` or in `ignore`. */
    globsPerList: 1000,
    /** Source rules in `sources`. */
    sourceRules: 1000,
    /** Globs of one source rule. */
    globsPerRule: 100,
    /** Characters of one glob (picomatch compiles each into a regular expression). */
    globLength: 1024,
    /** Fields of one contract, counted at every depth. */
    fieldsPerContract: 10_000,
    /** Nesting depth of a contract's fields (struct in struct ...): keeps recursive checks shallow. */
    fieldDepth: 64,
};
const MiB = 1024 * 1024;
function describeBytes(bytes) {
    return bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}
/**
 * A diagnostic when `text` is over `limit` bytes, else undefined. Counts UTF-8
 * bytes without encoding the text (string length is a lower bound, x3 an upper).
 */
function sizeProblem(text, limit, file, what) {
    if (text.length * 3 <= limit)
        return undefined;
    const bytes = text.length > limit ? text.length : Buffer.byteLength(text, "utf8");
    return bytesProblem(bytes, limit, file, what);
}
/** A diagnostic when a file of `bytes` is over `limit`, else undefined. */
function bytesProblem(bytes, limit, file, what) {
    if (bytes <= limit)
        return undefined;
    return {
        file,
        severity: "error",
        message: `${what} is ${describeBytes(bytes)}, over the limit of ${describeBytes(limit)}; not read`,
    };
}
/**
 * Reads a file whose size is limited, asking its size first where the source knows
 * it without reading (a file on disk): a 50 MB file is refused unread. Sources that
 * do not (a Git revision's blobs) are measured after reading, by the parsers.
 */
async function readWithinLimit(files, path, limit, what) {
    const bytes = await files.size?.(path);
    const problem = bytes === undefined ? undefined : bytesProblem(bytes, limit, path, what);
    if (problem)
        return { text: undefined, problem };
    return { text: await files.readText(path) };
}


/***/ }),

/***/ 61830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dw: () => (/* binding */ keyPath),
/* harmony export */   H5: () => (/* binding */ documentValue),
/* harmony export */   aO: () => (/* binding */ scalarSource),
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   hN: () => (/* binding */ parseYaml),
/* harmony export */   qV: () => (/* binding */ zodDiagnostics),
/* harmony export */   xd: () => (/* binding */ topLevelKeyLine)
/* harmony export */ });
/* unused harmony export formatDiagnostic */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86587);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59304);



function parseYaml(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const diagnostics = [];
    const parsed = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    // parseAllDocuments returns an EmptyStream (no documents) for an empty file.
    const docs = Array.isArray(parsed) ? parsed : [];
    const documents = [];
    for (const doc of docs) {
        const problems = [...doc.errors];
        for (const error of problems) {
            const pos = lineCounter.linePos(error.pos[0]);
            diagnostics.push({
                file,
                line: pos.line,
                column: pos.col,
                severity: "error",
                message: `YAML: ${error.message.split("\n")[0] ?? error.message}`,
            });
        }
        if (problems.length === 0) {
            documents.push({
                file,
                doc,
                lineCounter,
                text,
                // the first key, not the `---` before it
                line: lineCounter.linePos(doc.contents?.range?.[0] ?? doc.range[0]).line,
            });
        }
    }
    return { documents, diagnostics };
}
/**
 * The document as plain JS, or a diagnostic naming the file when it cannot be
 * expanded within the alias budget (a "billion laughs" bomb makes yaml throw).
 */
function documentValue(source) {
    try {
        return { ok: true, value: source.doc.toJS({ maxAliasCount: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.yamlAliases }) };
    }
    catch (error) {
        const reason = (0,_error_message_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(error);
        return {
            ok: false,
            diagnostic: {
                file: source.file,
                line: source.line,
                severity: "error",
                message: /alias/i.test(reason)
                    ? `YAML: not read, its aliases expand beyond the limit of ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.yamlAliases} (${reason})`
                    : `YAML: not read (${reason})`,
            },
        };
    }
}
/** `sources[1].type` for the path ["sources", 1, "type"]. */
function keyPath(path) {
    let out = "";
    for (const part of path) {
        if (typeof part === "number")
            out += `[${part}]`;
        else
            out += out === "" ? String(part) : `.${String(part)}`;
    }
    return out === "" ? "(top level)" : out;
}
/**
 * Line of the value at `path`; for a key of a map, the key's own line. When the
 * path does not exist (a missing key) the line of its nearest existing parent.
 */
function lineOf(source, path) {
    let node = source.doc.contents;
    let line = nodeLine(source, node);
    for (const part of path) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((item) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item.key) && String(item.key.value) === String(part));
            if (!pair)
                break;
            line = nodeLine(source, pair.key) ?? line;
            node = pair.value;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) && typeof part === "number") {
            const item = node.items[part];
            if (item === undefined)
                break;
            line = nodeLine(source, item) ?? line;
            node = item;
        }
        else {
            break;
        }
    }
    return line ?? source.line;
}
/** The line of a top-level key of the document; undefined when the document has no such key. */
function topLevelKeyLine(source, key) {
    const root = source.doc.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root))
        return undefined;
    const pair = root.items.find((item) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item.key) && String(item.key.value) === key);
    return pair ? nodeLine(source, pair.key) : undefined;
}
function nodeLine(source, node) {
    const range = node?.range;
    return range ? source.lineCounter.linePos(range[0]).line : undefined;
}
/** The source text of the scalar at `path` (e.g. `1.10`, which YAML would read as the number 1.1). */
function scalarSource(source, path) {
    const node = source.doc.getIn(path, true);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) || !node.range)
        return undefined;
    return source.text.slice(node.range[0], node.range[1]).trim();
}
/** Zod issues as diagnostics that name the key and its line. */
function zodDiagnostics(error, source, prefix = []) {
    const diagnostics = [];
    for (const issue of error.issues) {
        const path = [...prefix, ...issue.path];
        if (issue.code === "unrecognized_keys") {
            for (const key of issue.keys) {
                diagnostics.push({
                    file: source.file,
                    line: lineOf(source, [...path, key]),
                    severity: "error",
                    message: `${keyPath([...path, key])}: unknown key`,
                });
            }
            continue;
        }
        diagnostics.push({
            file: source.file,
            line: lineOf(source, path),
            severity: "error",
            message: `${keyPath(path)}: ${issue.message}`,
        });
    }
    return diagnostics;
}
/** `file:line: error: message`, the form compilers and GitHub annotations use. */
function formatDiagnostic(diagnostic) {
    const place = diagnostic.line === undefined ? diagnostic.file : `${diagnostic.file}:${diagnostic.line}`;
    return `${place}: ${diagnostic.severity}: ${diagnostic.message}`;
}


/***/ }),

/***/ 64377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZodISODate: () => (/* reexport safe */ _schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISODate),
/* harmony export */   ZodISODateTime: () => (/* reexport safe */ _schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISODateTime),
/* harmony export */   ZodISODuration: () => (/* reexport safe */ _schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISODuration),
/* harmony export */   ZodISOTime: () => (/* reexport safe */ _schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISOTime),
/* harmony export */   date: () => (/* binding */ date),
/* harmony export */   datetime: () => (/* binding */ datetime),
/* harmony export */   duration: () => (/* binding */ duration),
/* harmony export */   time: () => (/* binding */ time)
/* harmony export */ });
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55156);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_1__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISODateTime, params);
}
function date(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_1__/* ._isoDate */ .db(_schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISODate, params);
}
function time(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_1__/* ._isoTime */ .Kn(_schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISOTime, params);
}
function duration(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_1__/* ._isoDuration */ .f2(_schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISODuration, params);
}


/***/ }),

/***/ 4908:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/applicator","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/applicator":true},"$recursiveAnchor":true,"title":"Applicator vocabulary meta-schema","type":["object","boolean"],"properties":{"additionalItems":{"$recursiveRef":"#"},"unevaluatedItems":{"$recursiveRef":"#"},"items":{"anyOf":[{"$recursiveRef":"#"},{"$ref":"#/$defs/schemaArray"}]},"contains":{"$recursiveRef":"#"},"additionalProperties":{"$recursiveRef":"#"},"unevaluatedProperties":{"$recursiveRef":"#"},"properties":{"type":"object","additionalProperties":{"$recursiveRef":"#"},"default":{}},"patternProperties":{"type":"object","additionalProperties":{"$recursiveRef":"#"},"propertyNames":{"format":"regex"},"default":{}},"dependentSchemas":{"type":"object","additionalProperties":{"$recursiveRef":"#"}},"propertyNames":{"$recursiveRef":"#"},"if":{"$recursiveRef":"#"},"then":{"$recursiveRef":"#"},"else":{"$recursiveRef":"#"},"allOf":{"$ref":"#/$defs/schemaArray"},"anyOf":{"$ref":"#/$defs/schemaArray"},"oneOf":{"$ref":"#/$defs/schemaArray"},"not":{"$recursiveRef":"#"}},"$defs":{"schemaArray":{"type":"array","minItems":1,"items":{"$recursiveRef":"#"}}}}');

/***/ }),

/***/ 80958:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/content","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/content":true},"$recursiveAnchor":true,"title":"Content vocabulary meta-schema","type":["object","boolean"],"properties":{"contentMediaType":{"type":"string"},"contentEncoding":{"type":"string"},"contentSchema":{"$recursiveRef":"#"}}}');

/***/ }),

/***/ 90058:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/core","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/core":true},"$recursiveAnchor":true,"title":"Core vocabulary meta-schema","type":["object","boolean"],"properties":{"$id":{"type":"string","format":"uri-reference","$comment":"Non-empty fragments not allowed.","pattern":"^[^#]*#?$"},"$schema":{"type":"string","format":"uri"},"$anchor":{"type":"string","pattern":"^[A-Za-z][-A-Za-z0-9.:_]*$"},"$ref":{"type":"string","format":"uri-reference"},"$recursiveRef":{"type":"string","format":"uri-reference"},"$recursiveAnchor":{"type":"boolean","default":false},"$vocabulary":{"type":"object","propertyNames":{"type":"string","format":"uri"},"additionalProperties":{"type":"boolean"}},"$comment":{"type":"string"},"$defs":{"type":"object","additionalProperties":{"$recursiveRef":"#"},"default":{}}}}');

/***/ }),

/***/ 36534:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/format","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/format":true},"$recursiveAnchor":true,"title":"Format vocabulary meta-schema","type":["object","boolean"],"properties":{"format":{"type":"string"}}}');

/***/ }),

/***/ 20711:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/meta-data","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/meta-data":true},"$recursiveAnchor":true,"title":"Meta-data vocabulary meta-schema","type":["object","boolean"],"properties":{"title":{"type":"string"},"description":{"type":"string"},"default":true,"deprecated":{"type":"boolean","default":false},"readOnly":{"type":"boolean","default":false},"writeOnly":{"type":"boolean","default":false},"examples":{"type":"array","items":true}}}');

/***/ }),

/***/ 78030:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/validation","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/validation":true},"$recursiveAnchor":true,"title":"Validation vocabulary meta-schema","type":["object","boolean"],"properties":{"multipleOf":{"type":"number","exclusiveMinimum":0},"maximum":{"type":"number"},"exclusiveMaximum":{"type":"number"},"minimum":{"type":"number"},"exclusiveMinimum":{"type":"number"},"maxLength":{"$ref":"#/$defs/nonNegativeInteger"},"minLength":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"pattern":{"type":"string","format":"regex"},"maxItems":{"$ref":"#/$defs/nonNegativeInteger"},"minItems":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"uniqueItems":{"type":"boolean","default":false},"maxContains":{"$ref":"#/$defs/nonNegativeInteger"},"minContains":{"$ref":"#/$defs/nonNegativeInteger","default":1},"maxProperties":{"$ref":"#/$defs/nonNegativeInteger"},"minProperties":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"required":{"$ref":"#/$defs/stringArray"},"dependentRequired":{"type":"object","additionalProperties":{"$ref":"#/$defs/stringArray"}},"const":true,"enum":{"type":"array","items":true},"type":{"anyOf":[{"$ref":"#/$defs/simpleTypes"},{"type":"array","items":{"$ref":"#/$defs/simpleTypes"},"minItems":1,"uniqueItems":true}]}},"$defs":{"nonNegativeInteger":{"type":"integer","minimum":0},"nonNegativeIntegerDefault0":{"$ref":"#/$defs/nonNegativeInteger","default":0},"simpleTypes":{"enum":["array","boolean","integer","null","number","object","string"]},"stringArray":{"type":"array","items":{"type":"string"},"uniqueItems":true,"default":[]}}}');

/***/ }),

/***/ 88138:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/schema","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/core":true,"https://json-schema.org/draft/2019-09/vocab/applicator":true,"https://json-schema.org/draft/2019-09/vocab/validation":true,"https://json-schema.org/draft/2019-09/vocab/meta-data":true,"https://json-schema.org/draft/2019-09/vocab/format":false,"https://json-schema.org/draft/2019-09/vocab/content":true},"$recursiveAnchor":true,"title":"Core and Validation specifications meta-schema","allOf":[{"$ref":"meta/core"},{"$ref":"meta/applicator"},{"$ref":"meta/validation"},{"$ref":"meta/meta-data"},{"$ref":"meta/format"},{"$ref":"meta/content"}],"type":["object","boolean"],"properties":{"definitions":{"$comment":"While no longer an official keyword as it is replaced by $defs, this keyword is retained in the meta-schema to prevent incompatible extensions as it remains in common use.","type":"object","additionalProperties":{"$recursiveRef":"#"},"default":{}},"dependencies":{"$comment":"\\"dependencies\\" is no longer a keyword, but schema authors should avoid redefining it to facilitate a smooth transition to \\"dependentSchemas\\" and \\"dependentRequired\\"","type":"object","additionalProperties":{"anyOf":[{"$recursiveRef":"#"},{"$ref":"meta/validation#/$defs/stringArray"}]}}}}');

/***/ })

};
