export const id = 6039;
export const ids = [6039];
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

/***/ 19301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ identityOfFiles)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);


/**
 * One digest of the code a cached result came from: each file's name and bytes, in the order
 * given (an unreadable file counts as its name and "unreadable"). Caches keyed by it are never
 * read by other code.
 */
function identityOfFiles(files) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256");
    for (const file of files) {
        try {
            hash.update(file.slice(file.lastIndexOf("/") + 1)).update((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file));
        }
        catch {
            hash.update(`${file}: unreadable`);
        }
    }
    return hash.digest("hex");
}


/***/ }),

/***/ 17056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VE: () => (/* binding */ isStrings),
/* harmony export */   bT: () => (/* binding */ diskStore),
/* harmony export */   bd: () => (/* binding */ blobKey)
/* harmony export */ });
/* unused harmony export codeIdentity */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _code_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19301);
/* harmony import */ var _pglite_data_dir_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29935);






function blobKey(path, blobId) {
    return `${blobId} ${path}`;
}
/**
 * A store in the cache folder beside PGlite's data directories (docs/configure.md "Monorepos"):
 * `<format>.json`, off with `CONTRACT_SYNC_READ_CACHE=0` like the Postgres read cache. `valid`
 * checks each stored entry against its key: one bad entry drops the whole file.
 */
function diskStore(format, valid, env = process.env) {
    if (env.CONTRACT_SYNC_READ_CACHE === "0" || env.CONTRACT_SYNC_READ_CACHE === "false")
        return undefined;
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,_pglite_data_dir_js__WEBPACK_IMPORTED_MODULE_5__/* .pgliteCacheFile */ .a4)(env)), `${format}.json`);
    return {
        async read() {
            const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, "utf8").catch(() => undefined);
            return text === undefined ? new Map() : entriesOf(text, format, valid);
        },
        async write(entries) {
            const body = JSON.stringify({ format, code: codeIdentity(), entries: Object.fromEntries(entries) });
            const temporary = `${file}.${process.pid}.tmp`;
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file), { recursive: true });
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temporary, body);
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, file);
            }
            catch {
                // A cache that cannot be written costs the next run its parse, nothing else.
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true }).catch(() => { });
            }
        },
    };
}
/** The entries of a stored file, or none when it is damaged, of another format or of other code. */
function entriesOf(text, format, valid) {
    const entries = new Map();
    try {
        const stored = JSON.parse(text);
        if (stored.format !== format || stored.code !== codeIdentity())
            return entries;
        if (typeof stored.entries !== "object" || stored.entries === null)
            return entries;
        for (const [key, value] of Object.entries(stored.entries)) {
            if (!valid(key, value))
                return new Map();
            entries.set(key, value);
        }
    }
    catch {
        return new Map();
    }
    return entries;
}
function isStrings(value) {
    return Array.isArray(value) && value.every((v) => typeof v === "string");
}
let identity;
/** The code that parses contracts: this folder's modules from source, else the bundle holding it. */
function codeIdentity() {
    if (identity)
        return identity;
    const here = (0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url);
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(here);
    // From source: this folder and the parsing it borrows (YAML diagnostics, limits, storable text).
    identity = (0,_code_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .identityOfFiles */ .H)(here.endsWith(".ts")
        ? [
            ...(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder)
                .filter((f) => f.endsWith(".ts"))
                .sort()
                .map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, f)),
            ...["config/yaml-diagnostics.ts", "config/limits.ts", "api/resources.ts", "api/storable.ts"].map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, "..", f)),
        ]
        : [here]);
    return identity;
}


/***/ }),

/***/ 18356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YG: () => (/* binding */ summaryOf),
/* harmony export */   ko: () => (/* binding */ selects),
/* harmony export */   mh: () => (/* binding */ indexKey),
/* harmony export */   qf: () => (/* binding */ diskContractIndex)
/* harmony export */ });
/* harmony import */ var _cache_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17056);

/** The key of a file's summary: its path and the blob id of its bytes. */
const indexKey = _cache_file_js__WEBPACK_IMPORTED_MODULE_0__/* .blobKey */ .bd;
function summaryOf(contracts) {
    return {
        ids: contracts.map((c) => c.contract.id),
        names: [
            ...new Set(contracts.flatMap((c) => [
                ...(c.contract.dataAssetResourceName ? [c.contract.dataAssetResourceName] : []),
                ...(c.contract.dataAssetResourceNameList ?? []),
            ])),
        ],
    };
}
function selects(selection, summary) {
    return summary.ids.some((id) => selection.ids.has(id)) || summary.names.some((n) => selection.names.has(n));
}
/**
 * The store in the cache folder (cache-file.ts): `contract-index-v1.json`, off with
 * `CONTRACT_SYNC_READ_CACHE=0` like the Postgres read cache.
 */
function diskContractIndex(env = process.env) {
    return (0,_cache_file_js__WEBPACK_IMPORTED_MODULE_0__/* .diskStore */ .bT)("contract-index-v1", (_key, value) => {
        const summary = value;
        return (0,_cache_file_js__WEBPACK_IMPORTED_MODULE_0__/* .isStrings */ .VE)(summary?.ids) && (0,_cache_file_js__WEBPACK_IMPORTED_MODULE_0__/* .isStrings */ .VE)(summary?.names);
    }, env);
}


/***/ }),

/***/ 86927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fd: () => (/* reexport */ contractResourceNames),
  YR: () => (/* reexport */ loadContracts),
  Oi: () => (/* reexport */ parseContractFile),
  J_: () => (/* reexport */ readContractFile),
  wi: () => (/* reexport */ toContractCreate)
});

// UNUSED EXPORTS: ContractFile

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
// EXTERNAL MODULE: ./src/api/resources.ts + 1 modules
var resources = __webpack_require__(83114);
// EXTERNAL MODULE: ./src/api/storable.ts
var storable = __webpack_require__(57360);
// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
// EXTERNAL MODULE: ./src/config/yaml-diagnostics.ts
var yaml_diagnostics = __webpack_require__(61830);
// EXTERNAL MODULE: ./src/api/schema-node.ts
var schema_node = __webpack_require__(4218);
// EXTERNAL MODULE: ./src/compliance/compat-modes.ts
var compat_modes = __webpack_require__(5688);
// EXTERNAL MODULE: ./src/config/approvers.ts
var config_approvers = __webpack_require__(69020);
;// CONCATENATED MODULE: ./src/contracts/contract-schema.ts






/**
 * The zod definition of a native contract file: the one source of its validation
 * (parseContractFile), its TypeScript type and its JSON Schema for editors
 * (schemas/contract.schema.json, `npm run schemas`). Every key carries a
 * description, so an editor can explain it.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const Day = schemas/* string */.YjP()
    .regex(DATE, "a date as YYYY-MM-DD")
    .refine((day) => new Date(Date.parse(`${day}T00:00:00Z`)).toISOString().startsWith(day), "no such day");
/** A deprecation with its dates (docs/intended-changes.md "Deprecation with a sunset"). */
const Deprecation = schemas/* strictObject */.rej({
    since: Day.optional().describe("The day it was deprecated (YYYY-MM-DD)."),
    sunset: Day.optional().describe("The first day it may be removed (YYYY-MM-DD, UTC); without one it may not be removed yet."),
    replacement: schemas/* string */.YjP().min(1).max(256).optional().describe("What readers should read instead."),
})
    .meta({ id: "Deprecation" })
    .describe("A deprecation: since when, the sunset from which it may be removed, and what replaces it.");
const Constraints = schemas/* looseObject */._H3({
    maxLength: schemas/* number */.aig()
        .int()
        .nonnegative()
        .optional()
        .describe("Longest string the asset must accept (varchar(n)); an asset with less is a violation."),
    precision: schemas/* number */.aig()
        .int()
        .nonnegative()
        .optional()
        .describe("Decimal precision (total digits), or a time's fractional-second digits (`timestamp(0)`: 0), to keep."),
    scale: schemas/* number */.aig()
        .int()
        .nonnegative()
        .optional()
        .describe("Decimal scale (digits after the point) to keep."),
    size: schemas/* number */.aig()
        .int()
        .positive()
        .optional()
        .describe("Fixed size in bytes (Avro fixed, char(n)): must match."),
    symbols: schemas/* array */.YOg(schemas/* string */.YjP())
        .optional()
        .describe("Enum symbols the asset must keep (removing one is ENUM_VALUE_REMOVED)."),
    primaryKey: schemas/* boolean */.zMY().optional().describe("Part of the primary key (recorded; ODCS `primaryKey`)."),
    unique: schemas/* boolean */.zMY().optional().describe("Values are unique (recorded; ODCS `unique`)."),
    pii: schemas/* boolean */.zMY().optional().describe("The field holds personal data (recorded; ODCS classification)."),
    classification: schemas/* string */.YjP().optional().describe("Data classification, e.g. public, internal, restricted."),
    physicalType: schemas/* string */.YjP().optional().describe("Type in the source system, e.g. varchar(64)."),
    deprecated: schemas/* union */.KCZ([schemas/* boolean */.zMY(), Deprecation])
        .optional()
        .describe("The field is deprecated: `true` (ODCS `deprecated`), or `{since, sunset, replacement}`. Removing it before its sunset (or with none) is a break; from its sunset on, with no consumer naming it in `reads`, its removal is a planned removal (a major version)."),
})
    .describe("What the source states that the node has no key for. maxLength, precision, scale, size and symbols are enforced; other keys are kept and shown.");
const fieldKeys = {
    type: schema_node/* RecapType */.CM.describe("Recap type name: bool, int8..int64, uint8..uint64, float16..float64, decimal128, decimal256, string, bytes, uuid, date32, time64, timestamp64, enum, list, map, union, struct, null, unknown."),
    alias: schemas/* string */.YjP().optional().describe("Another name the field is known by."),
    doc: schemas/* string */.YjP().optional().describe("What the field means."),
    logical: schemas/* string */.YjP().optional().describe("Logical type, e.g. Timestamp, Decimal, Date."),
    optional: schemas/* boolean */.zMY()
        .optional()
        .describe("Null or absent values are allowed. A required field becoming optional is a violation."),
    constraints: Constraints.optional(),
};
const FieldNode = schemas/* lazy */.RZV(() => schemas/* strictObject */.rej({
    name: schemas/* string */.YjP()
        .min(1)
        .optional()
        .describe("Field name (list elements and union variants may omit it)."),
    ...fieldKeys,
    fields: uniqueNames(schemas/* array */.YOg(FieldNode))
        .optional()
        .describe("Children: of a struct its fields, of a list `element`, of a map `key` and `value`."),
})
    .describe("A nested field."))
    .meta({ id: "ContractField" });
/** Top-level fields of a contract need a name: it is what assets are checked by. */
const TopField = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1).describe("Field (column) name the asset is checked by."),
    ...fieldKeys,
    fields: uniqueNames(schemas/* array */.YOg(FieldNode))
        .optional()
        .describe("Children: of a struct its fields, of a list `element`, of a map `key` and `value`."),
})
    .describe("A field of the data asset.");
function uniqueNames(schema) {
    return schema.superRefine((fields, context) => {
        const seen = new Map();
        fields.forEach((field, index) => {
            if (field.name === undefined)
                return;
            const first = seen.get(field.name);
            if (first !== undefined) {
                context.addIssue({
                    code: "custom",
                    path: [index, "name"],
                    message: `duplicate field name "${field.name}" (first at index ${first})`,
                });
            }
            else {
                seen.set(field.name, index);
            }
        });
    });
}
/** Number of fields at every depth, and the deepest nesting (top-level fields are depth 1). */
function measureFields(fields) {
    let count = 0;
    let depth = 0;
    const stack = fields.map((node) => ({ node, level: 1 }));
    for (let item = stack.pop(); item; item = stack.pop()) {
        count += 1;
        depth = Math.max(depth, item.level);
        for (const child of item.node.fields ?? [])
            stack.push({ node: child, level: item.level + 1 });
    }
    return { count, depth };
}
const ResourceName = schemas/* string */.YjP().min(1);
/** A team or system that reads the contract's data: named in the comment when the asset breaks (as text). */
const Consumer = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1).max(256).describe("Who reads the data: a team, a service, a dashboard."),
    team: schemas/* string */.YjP()
        .min(1)
        .max(256)
        .optional()
        .describe("The team that runs it, as your organisation names it."),
    contact: schemas/* string */.YjP()
        .min(1)
        .max(256)
        .optional()
        .describe("How to reach them (a channel, an e-mail); shown as text, never as a mention."),
    reads: schemas/* array */.YOg(schemas/* string */.YjP().min(1).max(1024))
        .max(1000)
        .optional()
        .describe("The fields it reads, as dotted paths (`address.city`): named beside a break or removal of them, and a deprecated field one reads is not removed at its sunset. Without it the consumer is taken to read every field."),
})
    .describe("A consumer of the contract's data.");
const ContractFile = schemas/* strictObject */.rej({
    id: resources/* Uuid */.sU.describe("The contract's id (a UUID), stable forever: publishing upserts by it."),
    name: schemas/* string */.YjP().min(1).describe("Name of the contract, shown in reports."),
    namespace: schemas/* string */.YjP().min(1).optional().describe("Group the contract belongs to, e.g. a domain."),
    doc: schemas/* string */.YjP().optional().describe("What the data is and who relies on it."),
    owner: resources/* Email */.Ps.optional().describe("E-mail of the owning team; shown in reports."),
    approvers: schemas/* array */.YOg(config_approvers/* GitHubApprover */.TE)
        .min(1)
        .max(config_approvers/* MAX_APPROVERS */.am)
        .optional()
        .describe("GitHub logins or teams (org/team-slug) who approve a breaking change, a weakening or a waiver of this contract; read from the base commit."),
    dataAssetResourceName: ResourceName.optional().describe("Resource name of the data asset the contract covers: {source_type}://{data_source}:{path}, e.g. postgres://shop-db:5432:postgres.public.orders."),
    dataAssetResourceNameList: schemas/* array */.YOg(ResourceName)
        .min(1)
        .optional()
        .describe("Several data assets held to the same contract (resource names)."),
    restrictPii: schemas/* boolean */.zMY()
        .optional()
        .describe("Adding a field whose name looks like personal data is a violation (PII_FIELD_ADDED)."),
    status: resources/* ContractStatus */.lE.default("ACTIVE").describe("Lifecycle of the contract: ACTIVE (default) | DEPRECATED | DRAFT | ARCHIVED."),
    version: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* number */.aig()])
        .transform(String)
        .optional()
        .describe('Version of the contract, kept as written (1.10 stays "1.10"). Semver (MAJOR.MINOR.PATCH): a change of the contract raises its major version for a break, its minor version for an addition (CONTRACT_VERSION_NOT_BUMPED).'),
    enforcementLevel: resources/* EnforcementLevel */.fL.optional().describe("What a violation does: BLOCK fails the check, ALERT warns, NOTIFY comments, RECORD records, INACTIVE (default) ignores."),
    compatibility: schemas/* enum */.k5n(compat_modes/* COMPATIBILITY_MODES */.mO)
        .optional()
        .describe("Compatibility mode of the contract's assets with their earlier versions, as Confluent Schema Registry names them: BACKWARD (the new version reads data written with the previous one), FORWARD (the previous version reads data written with the new one), FULL (both), each with _TRANSITIVE (with every earlier version in the default branch's Git history, not only the previous one), or NONE. A break is COMPATIBILITY_BROKEN at the contract's level; read from the base commit."),
    compatibilityLine: schemas/* enum */.k5n(compat_modes/* COMPATIBILITY_LINES */.fW)
        .optional()
        .describe("Which earlier versions a _TRANSITIVE mode judges: all (default) every version in the history, major those since the contract's current major version began (a major bump starts a new line)."),
    schema: uniqueNames(schemas/* array */.YOg(TopField).min(1)).describe("The fields the data asset promises."),
    deprecated: Deprecation.optional().describe("The whole contract (its object) is deprecated: deleting it before its sunset is a break; from its sunset on, with no consumer declared, a planned removal."),
    consumers: schemas/* array */.YOg(Consumer)
        .max(100)
        .optional()
        .describe("Who reads the data: the pull request comment names them beside a break of the asset, and the service shows them."),
})
    .superRefine((contract, context) => {
    const { count, depth } = measureFields(contract.schema);
    if (count > limits/* LIMITS */.b1.fieldsPerContract) {
        context.addIssue({
            code: "custom",
            path: ["schema"],
            message: `${count} fields, over the limit of ${limits/* LIMITS */.b1.fieldsPerContract} per contract`,
        });
    }
    if (depth > limits/* LIMITS */.b1.fieldDepth) {
        context.addIssue({
            code: "custom",
            path: ["schema"],
            message: `fields nested ${depth} deep, over the limit of ${limits/* LIMITS */.b1.fieldDepth}`,
        });
    }
    if (!contract.dataAssetResourceName && !contract.dataAssetResourceNameList) {
        context.addIssue({
            code: "custom",
            path: ["dataAssetResourceName"],
            message: "required: the resource name of the data asset the contract covers (or dataAssetResourceNameList)",
        });
    }
})
    .describe("A contract-sync data contract (one per YAML document).");

;// CONCATENATED MODULE: ./src/contracts/gable.ts
/**
 * Gable data contract files (docs.gable.ai "Data contract spec", `spec-version: 0.1.0`)
 * read as native contracts. Gable's keys are the native keys (both follow the
 * same contract spec) plus `spec-version`; its type system differs in a few
 * names and in how lists and maps name their children. docs/configure.md "Gable contract files" lists the mapping.
 */
const GABLE_SPEC_VERSIONS = ["0.1.0"];
/** Gable's keys beyond the native ones (contracts/governed-keys.ts classes each): of the document, of a field. */
const GABLE_DOCUMENT_KEYS = (/* unused pure expression or super */ null && (["spec-version"]));
const GABLE_FIELD_KEYS = (/* unused pure expression or super */ null && (["values", "keys", "types"]));
function isGableDocument(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value) && "spec-version" in value;
}
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Gable type names that differ from the Recap names contract-sync uses. */
const TYPE_NAMES = {
    string32: "string",
    string64: "string",
    bytes32: "bytes",
    bytes64: "bytes",
    time32: "time64",
    date64: "date32",
};
/** The document in native shape, and warnings for what was left out. */
function gableToNative(document) {
    const warnings = [];
    const { "spec-version": specVersion, ...rest } = document;
    if (!GABLE_SPEC_VERSIONS.includes(String(specVersion))) {
        warnings.push(`spec-version: ${String(specVersion)} is not a Gable spec version contract-sync knows (${GABLE_SPEC_VERSIONS.join(", ")}); read as 0.1.0`);
    }
    if (typeof rest.owner === "string" && !EMAIL.test(rest.owner)) {
        warnings.push(`owner: "${rest.owner}" is not an e-mail address; left out`);
        delete rest.owner;
    }
    if (Array.isArray(rest.schema))
        rest.schema = rest.schema.map((field) => mapField(field));
    return { value: rest, warnings };
}
function mapField(field) {
    const out = { ...field };
    const type = typeof field.type === "string" ? field.type : undefined;
    if (type && TYPE_NAMES[type]) {
        out.type = TYPE_NAMES[type];
        // the width is part of what the source states: keep it
        out.constraints = { ...field.constraints, gableType: type };
    }
    const fields = Array.isArray(field.fields) ? field.fields.map(mapField) : [];
    // Gable: a list's element type is `values`; a map's are `keys` and `values` (Recap: named children).
    if (type === "list" && isObject(field.values)) {
        fields.push(mapField({ name: "element", ...field.values }));
        delete out.values;
    }
    if (type === "map" && isObject(field.keys) && isObject(field.values)) {
        fields.push(mapField({ name: "key", ...field.keys }), mapField({ name: "value", ...field.values }));
        delete out.keys;
        delete out.values;
    }
    if (type === "union" && Array.isArray(field.types)) {
        fields.push(...field.types.map(mapField));
        delete out.types;
    }
    if (fields.length > 0)
        out.fields = fields;
    return out;
}
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2019.js
var _2019 = __webpack_require__(60878);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(82815);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
;// CONCATENATED MODULE: ./schemas/odcs/odcs-json-schema-v3.0.0.json
const odcs_json_schema_v3_0_0_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","title":"Open Data Contract Standard (ODCS)","description":"An open data contract specification to establish agreement between data producers and consumers.","type":"object","properties":{"version":{"type":"string","description":"Current version of the data contract."},"kind":{"type":"string","default":"DataContract","description":"The kind of file this is. Valid value is `DataContract`.","enum":["DataContract"]},"apiVersion":{"type":"string","default":"v3.0.0","description":"Version of the standard used to build data contract. Default value is v3.0.0.","enum":["v3.0.0","v2.2.2","v2.2.1","v2.2.0"]},"id":{"type":"string","description":"A unique identifier used to reduce the risk of dataset name collisions, such as a UUID."},"name":{"type":"string","description":"Name of the data contract."},"tenant":{"type":"string","description":"Indicates the property the data is primarily associated with. Value is case insensitive."},"tags":{"$ref":"#/$defs/Tags"},"status":{"type":"string","description":"Current status of the dataset. Valid values are `production`, `test`, or `development`.","examples":["production","test","development"]},"servers":{"type":"array","description":"List of servers where the datasets reside.","items":{"$ref":"#/$defs/Server"}},"dataProduct":{"type":"string","description":"The name of the data product."},"description":{"type":"object","description":"High level description of the dataset.","properties":{"usage":{"type":"string","description":"Intended usage of the dataset."},"purpose":{"type":"string","description":"Purpose of the dataset."},"limitations":{"type":"string","description":"Limitations of the dataset."}}},"domain":{"type":"string","description":"Name of the logical data domain.","examples":["imdb_ds_aggregate","receiver_profile_out","transaction_profile_out"]},"schema":{"type":"array","description":"A list of elements within the schema to be cataloged.","items":{"$ref":"#/$defs/SchemaObject"}},"support":{"$ref":"#/$defs/Support"},"price":{"$ref":"#/$defs/Pricing"},"team":{"type":"array","items":{"$ref":"#/$defs/Team"}},"roles":{"type":"array","description":"A list of roles that will provide user access to the dataset.","items":{"$ref":"#/$defs/Role"}},"slaDefaultElement":{"type":"string","description":"Element (using the element path notation) to do the checks on."},"slaProperties":{"type":"array","description":"A list of key/value pairs for SLA specific properties. There is no limit on the type of properties (more details to come).","items":{"$ref":"#/$defs/ServiceLevelAgreementProperty"}},"customProperties":{"$ref":"#/$defs/CustomProperties"},"contractCreatedTs":{"type":"string","format":"date-time","description":"Timestamp in UTC of when the data contract was created."}},"required":["version","apiVersion","kind","id","status"],"additionalProperties":false,"$defs":{"Server":{"type":"object","description":"Data source details of where data is physically stored.","properties":{"server":{"type":"string","description":"Identifier of the server."},"type":{"type":"string","description":"Type of the server.","enum":["api","athena","azure","bigquery","clickhouse","databricks","denodo","dremio","duckdb","glue","cloudsql","db2","informix","kafka","kinesis","local","mysql","oracle","postgresql","postgres","presto","pubsub","redshift","s3","sftp","snowflake","sqlserver","synapse","trino","vertica","custom"]},"description":{"type":"string","description":"Description of the server."},"environment":{"type":"string","description":"Environment of the server.","examples":["prod","preprod","dev","uat"]},"roles":{"type":"array","description":"List of roles that have access to the server.","items":{"$ref":"#/$defs/Role"}},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"allOf":[{"if":{"properties":{"type":{"const":"api"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ApiServer"}},{"if":{"properties":{"type":{"const":"athena"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/AthenaServer"}},{"if":{"properties":{"type":{"const":"azure"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/AzureServer"}},{"if":{"properties":{"type":{"const":"bigquery"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/BigQueryServer"}},{"if":{"properties":{"type":{"const":"clickhouse"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ClickHouseServer"}},{"if":{"properties":{"type":{"const":"databricks"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DatabricksServer"}},{"if":{"properties":{"type":{"const":"denodo"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DenodoServer"}},{"if":{"properties":{"type":{"const":"dremio"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DremioServer"}},{"if":{"properties":{"type":{"const":"duckdb"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DuckdbServer"}},{"if":{"properties":{"type":{"const":"glue"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/GlueServer"}},{"if":{"properties":{"type":{"const":"cloudsql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/GoogleCloudSqlServer"}},{"if":{"properties":{"type":{"const":"db2"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/IBMDB2Server"}},{"if":{"properties":{"type":{"const":"informix"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/InformixServer"}},{"if":{"properties":{"type":{"const":"custom"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/CustomServer"}},{"if":{"properties":{"type":{"const":"kafka"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/KafkaServer"}},{"if":{"properties":{"type":{"const":"kinesis"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/KinesisServer"}},{"if":{"properties":{"type":{"const":"local"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/LocalServer"}},{"if":{"properties":{"type":{"const":"mysql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/MySqlServer"}},{"if":{"properties":{"type":{"const":"oracle"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/OracleServer"}},{"if":{"properties":{"type":{"const":"postgresql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PostgresServer"}},{"if":{"properties":{"type":{"const":"postgres"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PostgresServer"}},{"if":{"properties":{"type":{"const":"presto"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PrestoServer"}},{"if":{"properties":{"type":{"const":"pubsub"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PubSubServer"}},{"if":{"properties":{"type":{"const":"redshift"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/RedshiftServer"}},{"if":{"properties":{"type":{"const":"s3"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/S3Server"}},{"if":{"properties":{"type":{"const":"sftp"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SftpServer"}},{"if":{"properties":{"type":{"const":"snowflake"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SnowflakeServer"}},{"if":{"properties":{"type":{"const":"sqlserver"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SqlserverServer"}},{"if":{"properties":{"type":{"const":"synapse"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SynapseServer"}},{"if":{"properties":{"type":{"const":"trino"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/TrinoServer"}},{"if":{"properties":{"type":{"const":"vertica"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/VerticaServer"}}],"required":["server","type"]},"ServerSource":{"ApiServer":{"type":"object","title":"AthenaServer","properties":{"location":{"type":"string","format":"uri","description":"The url to the API.","examples":["https://api.example.com/v1"]}},"required":["location"]},"AthenaServer":{"type":"object","title":"AthenaServer","properties":{"stagingDir":{"type":"string","format":"uri","description":"Amazon Athena automatically stores query results and metadata information for each query that runs in a query result location that you can specify in Amazon S3.","examples":["s3://my_storage_account_name/my_container/path"]},"schema":{"type":"string","description":"Identify the schema in the data source in which your tables exist."},"catalog":{"type":"string","description":"Identify the name of the Data Source, also referred to as a Catalog.","default":"awsdatacatalog"},"regionName":{"type":"string","description":"The region your AWS account uses.","examples":["eu-west-1"]}},"required":["staging_dir","schema"]},"AzureServer":{"type":"object","title":"AzureServer","properties":{"location":{"type":"string","format":"uri","description":"Fully qualified path to Azure Blob Storage or Azure Data Lake Storage (ADLS), supports globs.","examples":["az://my_storage_account_name.blob.core.windows.net/my_container/path/*.parquet","abfss://my_storage_account_name.dfs.core.windows.net/my_container_name/path/*.parquet"]},"format":{"type":"string","enum":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","enum":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location","format"]},"BigQueryServer":{"type":"object","title":"BigQueryServer","properties":{"project":{"type":"string","description":"The GCP project name."},"dataset":{"type":"string","description":"The GCP dataset name."}},"required":["project","dataset"]},"ClickHouseServer":{"type":"object","title":"ClickHouseServer","properties":{"host":{"type":"string","description":"The host of the ClickHouse server."},"port":{"type":"integer","description":"The port to the ClickHouse server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"DatabricksServer":{"type":"object","title":"DatabricksServer","properties":{"host":{"type":"string","description":"The Databricks host","examples":["dbc-abcdefgh-1234.cloud.databricks.com"]},"catalog":{"type":"string","description":"The name of the Hive or Unity catalog"},"schema":{"type":"string","description":"The schema name in the catalog"}},"required":["catalog","schema"]},"DenodoServer":{"type":"object","title":"DenodoServer","properties":{"host":{"type":"string","description":"The host of the Denodo server."},"port":{"type":"integer","description":"The port of the Denodo server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port"]},"DremioServer":{"type":"object","title":"DremioServer","properties":{"host":{"type":"string","description":"The host of the Dremio server."},"port":{"type":"integer","description":"The port of the Dremio server."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port"]},"DuckdbServer":{"type":"object","title":"DuckdbServer","properties":{"database":{"type":"string","description":"Path to duckdb database file."},"schema":{"type":"integer","description":"The name of the schema."}},"required":["database"]},"GlueServer":{"type":"object","title":"GlueServer","properties":{"account":{"type":"string","description":"The AWS Glue account","examples":["1234-5678-9012"]},"database":{"type":"string","description":"The AWS Glue database name","examples":["my_database"]},"location":{"type":"string","format":"uri","description":"The AWS S3 path. Must be in the form of a URL.","examples":["s3://datacontract-example-orders-latest/data/{model}"]},"format":{"type":"string","description":"The format of the files","examples":["parquet","csv","json","delta"]}},"required":["account","database"]},"GoogleCloudSqlServer":{"type":"object","title":"GoogleCloudSqlServer","properties":{"host":{"type":"string","description":"The host of the Google Cloud Sql server."},"port":{"type":"integer","description":"The port of the Google Cloud Sql server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database","schema"]},"IBMDB2Server":{"type":"object","title":"IBMDB2Server","properties":{"host":{"type":"string","description":"The host of the IBM DB2 server."},"port":{"type":"integer","description":"The port of the IBM DB2 server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database"]},"InformixServer":{"type":"object","title":"InformixServer","properties":{"host":{"type":"string","description":"The host to the Informix server. "},"port":{"type":"integer","description":"The port to the Informix server. Defaults to 9088."},"database":{"type":"string","description":"The name of the database."}},"required":["host","database"]},"CustomServer":{"type":"object","title":"CustomServer","properties":{"account":{"type":"string","description":"Account used by the server."},"catalog":{"type":"string","description":"Name of the catalog."},"database":{"type":"string","description":"Name of the database."},"dataset":{"type":"string","description":"Name of the dataset."},"delimiter":{"type":"string","description":"Delimiter."},"endpointUrl":{"type":"string","description":"Server endpoint.","format":"uri"},"format":{"type":"string","description":"File format."},"host":{"type":"string","description":"Host name or IP address."},"location":{"type":"string","description":"A URL to a location.","format":"uri"},"path":{"type":"string","description":"Relative or absolute path to the data file(s)."},"port":{"type":"integer","description":"Port to the server. No default value is assumed for custom servers."},"project":{"type":"string","description":"Project name."},"region":{"type":"string","description":"Cloud region."},"regionName":{"type":"string","description":"Region name."},"schema":{"type":"string","description":"Name of the schema."},"serviceName":{"type":"string","description":"Name of the service."},"stagingDir":{"type":"string","description":"Staging directory."},"warehouse":{"type":"string","description":"Name of the cluster or warehouse."}}},"KafkaServer":{"type":"object","title":"KafkaServer","description":"Kafka Server","properties":{"host":{"type":"string","description":"The bootstrap server of the kafka cluster."},"format":{"type":"string","description":"The format of the messages.","examples":["json","avro","protobuf","xml"],"default":"json"}},"required":["host"]},"KinesisServer":{"type":"object","title":"KinesisDataStreamsServer","description":"Kinesis Data Streams Server","properties":{"region":{"type":"string","description":"AWS region.","examples":["eu-west-1"]},"format":{"type":"string","description":"The format of the record","examples":["json","avro","protobuf"]}}},"LocalServer":{"type":"object","title":"LocalServer","properties":{"path":{"type":"string","description":"The relative or absolute path to the data file(s).","examples":["./folder/data.parquet","./folder/*.parquet"]},"format":{"type":"string","description":"The format of the file(s)","examples":["json","parquet","delta","csv"]}},"required":["path","format"]},"MySqlServer":{"type":"object","title":"MySqlServer","properties":{"host":{"type":"string","description":"The host of the MySql server."},"port":{"type":"integer","description":"The port of the MySql server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"OracleServer":{"type":"object","title":"OracleServer","properties":{"host":{"type":"string","description":"The host to the oracle server","examples":["localhost"]},"port":{"type":"integer","description":"The port to the oracle server.","examples":[1523]},"serviceName":{"type":"string","description":"The name of the service.","examples":["service"]}},"required":["host","port","serviceName"]},"PostgresServer":{"type":"object","title":"PostgresServer","properties":{"host":{"type":"string","description":"The host to the Postgres server"},"port":{"type":"integer","description":"The port to the Postgres server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema in the database."}},"required":["host","port","database","schema"]},"PrestoServer":{"type":"object","title":"PrestoServer","properties":{"host":{"type":"string","description":"The host to the Presto server","examples":["localhost:8080"]},"catalog":{"type":"string","description":"The name of the catalog.","examples":["postgres"]},"schema":{"type":"string","description":"The name of the schema.","examples":["public"]}},"required":["host"]},"PubSubServer":{"type":"object","title":"PubSubServer","properties":{"project":{"type":"string","description":"The GCP project name."}},"required":["project"]},"RedshiftServer":{"type":"object","title":"RedshiftServer","properties":{"host":{"type":"string","description":"An optional string describing the server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."},"region":{"type":"string","description":"AWS region of Redshift server.","examples":["us-east-1"]},"account":{"type":"string","description":"The account used by the server."}},"required":["database","schema"]},"S3Server":{"type":"object","title":"S3Server","properties":{"location":{"type":"string","format":"uri","description":"S3 URL, starting with `s3://`","examples":["s3://datacontract-example-orders-latest/data/{model}/*.json"]},"endpointUrl":{"type":"string","format":"uri","description":"The server endpoint for S3-compatible servers.","examples":["https://minio.example.com"]},"format":{"type":"string","enum":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","enum":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location"]},"SftpServer":{"type":"object","title":"SftpServer","properties":{"location":{"type":"string","format":"uri","pattern":"^sftp://.*","description":"SFTP URL, starting with `sftp://`","examples":["sftp://123.123.12.123/{model}/*.json"]},"format":{"type":"string","enum":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","enum":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location"]},"SnowflakeServer":{"type":"object","title":"SnowflakeServer","properties":{"host":{"type":"string","description":"The host to the Snowflake server"},"port":{"type":"integer","description":"The port to the Snowflake server."},"account":{"type":"string","description":"The Snowflake account used by the server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."},"warehouse":{"type":"string","description":"The name of the cluster of resources that is a Snowflake virtual warehouse."}},"required":["account","database","schema"]},"SqlserverServer":{"type":"object","title":"SqlserverServer","properties":{"host":{"type":"string","description":"The host to the database server","examples":["localhost"]},"port":{"type":"integer","description":"The port to the database server.","default":1433,"examples":[1433]},"database":{"type":"string","description":"The name of the database.","examples":["database"]},"schema":{"type":"string","description":"The name of the schema in the database.","examples":["dbo"]}},"required":["host","database","schema"]},"SynapseServer":{"type":"object","title":"SynapseServer","properties":{"host":{"type":"string","description":"The host of the Synapse server."},"port":{"type":"integer","description":"The port of the Synapse server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"TrinoServer":{"type":"object","title":"TrinoServer","properties":{"host":{"type":"string","description":"The Trino host URL.","examples":["localhost"]},"port":{"type":"integer","description":"The Trino port."},"catalog":{"type":"string","description":"The name of the catalog.","examples":["hive"]},"schema":{"type":"string","description":"The name of the schema in the database.","examples":["my_schema"]}},"required":["host","port","catalog","schema"]},"VerticaServer":{"type":"object","title":"VerticaServer","properties":{"host":{"type":"string","description":"The host of the Vertica server."},"port":{"type":"integer","description":"The port of the Vertica server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database","schema"]}},"SchemaElement":{"type":"object","properties":{"name":{"type":"string","description":"Name of the element."},"physicalType":{"type":"string","description":"The physical element data type in the data source.","examples":["table","view","topic","file"]},"description":{"type":"string","description":"Description of the element."},"businessName":{"type":"string","description":"The business name of the element."},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"tags":{"$ref":"#/$defs/Tags"},"customProperties":{"$ref":"#/$defs/CustomProperties"}}},"SchemaObject":{"type":"object","properties":{"logicalType":{"type":"string","description":"The logical element data type.","enum":["object"]},"physicalName":{"type":"string","description":"Physical name.","examples":["table_1_2_0"]},"dataGranularityDescription":{"type":"string","description":"Granular level of the data in the object.","examples":["Aggregation by country"]},"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}},"quality":{"$ref":"#/$defs/DataQualityChecks"}},"allOf":[{"$ref":"#/$defs/SchemaElement"}],"required":["name"],"unevaluatedProperties":false},"SchemaBaseProperty":{"type":"object","properties":{"primaryKey":{"type":"boolean","description":"Boolean value specifying whether the element is primary or not. Default is false."},"primaryKeyPosition":{"type":"integer","default":-1,"description":"If element is a primary key, the position of the primary key element. Starts from 1. Example of `account_id, name` being primary key columns, `account_id` has primaryKeyPosition 1 and `name` primaryKeyPosition 2. Default to -1."},"logicalType":{"type":"string","description":"The logical element data type.","enum":["string","date","number","integer","object","array","boolean"]},"logicalTypeOptions":{"type":"object","description":"Additional optional metadata to describe the logical type."},"physicalType":{"type":"string","description":"The physical element data type in the data source. For example, VARCHAR(2), DOUBLE, INT."},"required":{"type":"boolean","default":false,"description":"Indicates if the element may contain Null values; possible values are true and false. Default is false."},"unique":{"type":"boolean","default":false,"description":"Indicates if the element contains unique values; possible values are true and false. Default is false."},"partitioned":{"type":"boolean","default":false,"description":"Indicates if the element is partitioned; possible values are true and false."},"partitionKeyPosition":{"type":"integer","default":-1,"description":"If element is used for partitioning, the position of the partition element. Starts from 1. Example of `country, year` being partition columns, `country` has partitionKeyPosition 1 and `year` partitionKeyPosition 2. Default to -1."},"classification":{"type":"string","description":"Can be anything, like confidential, restricted, and public to more advanced categorization. Some companies like PayPal, use data classification indicating the class of data in the element; expected values are 1, 2, 3, 4, or 5.","examples":["confidential","restricted","public"]},"encryptedName":{"type":"string","description":"The element name within the dataset that contains the encrypted element value. For example, unencrypted element `email_address` might have an encryptedName of `email_address_encrypt`."},"transformSourceObjects":{"type":"array","description":"List of objects in the data source used in the transformation.","items":{"type":"string"}},"transformLogic":{"type":"string","description":"Logic used in the element transformation."},"transformDescription":{"type":"string","description":"Describes the transform logic in very simple terms."},"examples":{"type":"array","description":"List of sample element values.","items":{"$ref":"#/$defs/AnyType"}},"criticalDataElement":{"type":"boolean","default":false,"description":"True or false indicator; If element is considered a critical data element (CDE) then true else false."},"quality":{"$ref":"#/$defs/DataQualityChecks"}},"allOf":[{"$ref":"#/$defs/SchemaElement"},{"if":{"properties":{"logicalType":{"const":"string"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"minLength":{"type":"integer","minimum":0,"description":"Minimum length of the string."},"maxLength":{"type":"integer","minimum":0,"description":"Maximum length of the string."},"pattern":{"type":"string","description":"Regular expression pattern to define valid value. Follows regular expression syntax from ECMA-262 (https://262.ecma-international.org/5.1/#sec-15.10.1)."},"format":{"type":"string","examples":["password","byte","binary","email","uuid","uri","hostname","ipv4","ipv6"],"description":"Provides extra context about what format the string follows."}},"additionalProperties":false}}}},{"if":{"properties":{"logicalType":{"const":"date"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"format":{"type":"string","examples":["yyyy-MM-dd","yyyy-MM-dd HH:mm:ss","HH:mm:ss"],"description":"Format of the date. Follows the format as prescribed by [JDK DateTimeFormatter](https://docs.oracle.com/javase/8/docs/api/java/time/format/DateTimeFormatter.html). For example, format \'yyyy-MM-dd\'."},"exclusiveMaximum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly less than the maximum value (values < maximum). Otherwise, less than or equal to the maximum value (values <= maximum)."},"maximum":{"type":"string","description":"All date values are less than or equal to this value (values <= maximum)."},"exclusiveMinimum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly greater than the minimum value (values > minimum). Otherwise, greater than or equal to the minimum value (values >= minimum)."},"minimum":{"type":"string","description":"All date values are greater than or equal to this value (values >= minimum)."}},"additionalProperties":false}}}},{"if":{"anyOf":[{"properties":{"logicalType":{"const":"integer"}}}]},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"multipleOf":{"type":"number","exclusiveMinimum":0,"description":"Values must be multiples of this number. For example, multiple of 5 has valid values 0, 5, 10, -5."},"maximum":{"type":"number","description":"All values are less than or equal to this value (values <= maximum)."},"exclusiveMaximum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly less than the maximum value (values < maximum). Otherwise, less than or equal to the maximum value (values <= maximum)."},"minimum":{"type":"number","description":"All values are greater than or equal to this value (values >= minimum)."},"exclusiveMinimum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly greater than the minimum value (values > minimum). Otherwise, greater than or equal to the minimum value (values >= minimum)."},"format":{"type":"string","default":"i32","description":"Format of the value in terms of how many bits of space it can use and whether it is signed or unsigned (follows the Rust integer types).","enum":["i8","i16","i32","i64","i128","u8","u16","u32","u64","u128"]}},"additionalProperties":false}}}},{"if":{"anyOf":[{"properties":{"logicalType":{"const":"number"}}}]},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"multipleOf":{"type":"number","exclusiveMinimum":0,"description":"Values must be multiples of this number. For example, multiple of 5 has valid values 0, 5, 10, -5."},"maximum":{"type":"number","description":"All values are less than or equal to this value (values <= maximum)."},"exclusiveMaximum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly less than the maximum value (values < maximum). Otherwise, less than or equal to the maximum value (values <= maximum)."},"minimum":{"type":"number","description":"All values are greater than or equal to this value (values >= minimum)."},"exclusiveMinimum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly greater than the minimum value (values > minimum). Otherwise, greater than or equal to the minimum value (values >= minimum)."},"format":{"type":"string","default":"i32","description":"Format of the value in terms of how many bits of space it can use (follows the Rust float types).","enum":["f32","f64"]}},"additionalProperties":false}}}},{"if":{"properties":{"logicalType":{"const":"object"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"maxProperties":{"type":"integer","minimum":0,"description":"Maximum number of properties."},"minProperties":{"type":"integer","minimum":0,"default":0,"description":"Minimum number of properties."},"required":{"type":"array","items":{"type":"string"},"minItems":1,"uniqueItems":true,"description":"Property names that are required to exist in the object."}},"additionalProperties":false},"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}}}}},{"if":{"properties":{"logicalType":{"const":"array"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"maxItems":{"type":"integer","minimum":0,"description":"Maximum number of items."},"minItems":{"type":"integer","minimum":0,"default":0,"description":"Minimum number of items"},"uniqueItems":{"type":"boolean","default":false,"description":"If set to true, all items in the array are unique."}},"additionalProperties":false},"items":{"$ref":"#/$defs/SchemaItemProperty","description":"List of items in an array (only applicable when `logicalType: array`)."}}}}]},"SchemaProperty":{"type":"object","$ref":"#/$defs/SchemaBaseProperty","required":["name"],"unevaluatedProperties":false},"SchemaItemProperty":{"type":"object","$ref":"#/$defs/SchemaBaseProperty","properties":{"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}}},"unevaluatedProperties":false},"Tags":{"type":"array","description":"A list of tags that may be assigned to the elements (object or property); the tags keyword may appear at any level.","items":{"type":"string"}},"DataQuality":{"type":"object","properties":{"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"businessImpact":{"type":"string","description":"Consequences of the rule failure.","examples":["operational","regulatory"]},"customProperties":{"type":"array","description":"Additional properties required for rule execution.","items":{"$ref":"#/$defs/CustomProperty"}},"description":{"type":"string","description":"Describe the quality check to be completed."},"dimension":{"type":"string","description":"The key performance indicator (KPI) or dimension for data quality.","enum":["accuracy","completeness","conformity","consistency","coverage","timeliness","uniqueness"]},"method":{"type":"string","examples":["reconciliation"]},"name":{"type":"string","description":"Name of the data quality check."},"schedule":{"type":"string","description":"Rule execution schedule details.","examples":["0 20 * * *"]},"scheduler":{"type":"string","description":"The name or type of scheduler used to start the data quality check.","examples":["cron"]},"severity":{"type":"string","description":"The severance of the quality rule.","examples":["info","warning","error"]},"tags":{"$ref":"#/$defs/Tags"},"type":{"type":"string","description":"The type of quality check. \'text\' is human-readable text that describes the quality of the data. \'library\' is a set of maintained predefined quality attributes such as row count or unique. \'sql\' is an individual SQL query that returns a value that can be compared. \'custom\' is quality attributes that are vendor-specific, such as Soda or Great Expectations.","enum":["text","library","sql","custom"],"default":"library"},"unit":{"type":"string","description":"Unit the rule is using, popular values are `rows` or `percent`, but any value is allowed.","examples":["rows","percent"]}},"allOf":[{"if":{"properties":{"type":{"const":"library"}}},"then":{"$ref":"#/$defs/DataQualityLibrary"}},{"if":{"properties":{"type":{"const":"sql"}},"required":["type"]},"then":{"$ref":"#/$defs/DataQualitySql"}},{"if":{"properties":{"type":{"const":"custom"}},"required":["type"]},"then":{"$ref":"#/$defs/DataQualityCustom"}}]},"DataQualityChecks":{"type":"array","description":"Data quality rules with all the relevant information for rule setup and execution.","items":{"$ref":"#/$defs/DataQuality"}},"DataQualityLibrary":{"type":"object","properties":{"rule":{"type":"string","description":"Define a data quality check based on the predefined rules as per ODCS.","examples":["duplicateCount","validValues","rowCount"]},"mustBe":{"description":"Must be equal to the value to be valid. When using numbers, it is equivalent to \'=\'."},"mustNotBe":{"description":"Must not be equal to the value to be valid. When using numbers, it is equivalent to \'!=\'."},"mustBeGreaterThan":{"type":"number","description":"Must be greater than the value to be valid. It is equivalent to \'>\'."},"mustBeGreaterOrEqualTo":{"type":"number","description":"Must be greater than or equal to the value to be valid. It is equivalent to \'>=\'."},"mustBeLessThan":{"type":"number","description":"Must be less than the value to be valid. It is equivalent to \'<\'."},"mustBeLessOrEqualTo":{"type":"number","description":"Must be less than or equal to the value to be valid. It is equivalent to \'<=\'."},"mustBeBetween":{"type":"array","description":"Must be between the two numbers to be valid. Smallest number first in the array.","minItems":2,"maxItems":2,"uniqueItems":true,"items":{"type":"number"}},"mustNotBeBetween":{"type":"array","description":"Must not be between the two numbers to be valid. Smallest number first in the array.","minItems":2,"maxItems":2,"uniqueItems":true,"items":{"type":"number"}}},"required":["rule"]},"DataQualitySql":{"type":"object","properties":{"query":{"type":"string","description":"Query string that adheres to the dialect of the provided server.","examples":["SELECT COUNT(*) FROM ${table} WHERE ${column} IS NOT NULL"]}},"required":["query"]},"DataQualityCustom":{"type":"object","properties":{"engine":{"type":"string","description":"Name of the engine which executes the data quality checks.","examples":["soda","great-expectations","monte-carlo","dbt"]},"implementation":{"oneOf":[{"type":"string"},{"type":"object"}]}},"required":["engine","implementation"]},"AuthoritativeDefinitions":{"type":"array","description":"List of links to sources that provide more details on the dataset; examples would be a link to an external definition, a training video, a GitHub repo, Collibra, or another tool. Authoritative definitions follow the same structure in the standard.","items":{"type":"object","properties":{"url":{"type":"string","description":"URL to the authority."},"type":{"type":"string","description":"Type of definition for authority: v2.3 adds standard values: `businessDefinition`, `transformationImplementation`, `videoTutorial`, `tutorial`, and `implementation`.","examples":["businessDefinition","transformationImplementation","videoTutorial","tutorial","implementation"]}},"required":["url","type"]}},"Support":{"type":"array","description":"Top level for support channels.","items":{"$ref":"#/$defs/SupportItem"}},"SupportItem":{"type":"object","properties":{"channel":{"type":"string","description":"Channel name or identifier."},"url":{"type":"string","description":"Access URL using normal [URL scheme](https://en.wikipedia.org/wiki/URL#Syntax) (https, mailto, etc.)."},"description":{"type":"string","description":"Description of the channel, free text."},"tool":{"type":"string","description":"Name of the tool, value can be `email`, `slack`, `teams`, `discord`, `ticket`, or `other`.","examples":["email","slack","teams","discord","ticket","other"]},"scope":{"type":"string","description":"Scope can be: `interactive`, `announcements`, `issues`.","examples":["interactive","announcements","issues"]},"invitationUrl":{"type":"string","description":"Some tools uses invitation URL for requesting or subscribing. Follows the [URL scheme](https://en.wikipedia.org/wiki/URL#Syntax)."}},"required":["channel","url"]},"Pricing":{"type":"object","properties":{"priceAmount":{"type":"number","description":"Subscription price per unit of measure in `priceUnit`."},"priceCurrency":{"type":"string","description":"Currency of the subscription price in `price.priceAmount`."},"priceUnit":{"type":"string","description":"The unit of measure for calculating cost. Examples megabyte, gigabyte."}}},"Team":{"type":"object","properties":{"username":{"type":"string","description":"The user\'s username or email."},"role":{"type":"string","description":"The user\'s job role; Examples might be owner, data steward. There is no limit on the role."},"dateIn":{"type":"string","format":"date","description":"The date when the user joined the team."},"dateOut":{"type":"string","format":"date","description":"The date when the user ceased to be part of the team."},"replacedByUsername":{"type":"string","description":"The username of the user who replaced the previous user."}}},"Role":{"type":"object","properties":{"role":{"type":"string","description":"Name of the IAM role that provides access to the dataset."},"description":{"type":"string","description":"Description of the IAM role and its permissions."},"access":{"type":"string","description":"The type of access provided by the IAM role."},"firstLevelApprovers":{"type":"string","description":"The name(s) of the first-level approver(s) of the role."},"secondLevelApprovers":{"type":"string","description":"The name(s) of the second-level approver(s) of the role."}},"required":["role"]},"ServiceLevelAgreementProperty":{"type":"object","properties":{"property":{"type":"string","description":"Specific property in SLA, check the periodic table. May requires units (more details to come)."},"value":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"}],"description":"Agreement value. The label will change based on the property itself."},"valueExt":{"$ref":"#/$defs/AnyNonCollectionType","description":"Extended agreement value. The label will change based on the property itself."},"unit":{"type":"string","description":"**d**, day, days for days; **y**, yr, years for years, etc. Units use the ISO standard."},"element":{"type":"string","description":"Element(s) to check on. Multiple elements should be extremely rare and, if so, separated by commas."},"driver":{"type":"string","description":"Describes the importance of the SLA from the list of: `regulatory`, `analytics`, or `operational`.","examples":["regulatory","analytics","operational"]}},"required":["property","value"]},"CustomProperties":{"type":"array","description":"A list of key/value pairs for custom properties.","items":{"$ref":"#/$defs/CustomProperty"}},"CustomProperty":{"type":"object","properties":{"property":{"type":"string","description":"The name of the key. Names should be in camel case–the same as if they were permanent properties in the contract."},"value":{"$ref":"#/$defs/AnyType","description":"The value of the key."}}},"AnyType":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"},{"type":"array"},{"type":"object"}]},"AnyNonCollectionType":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"}]}}}');
;// CONCATENATED MODULE: ./schemas/odcs/odcs-json-schema-v3.0.1.json
const odcs_json_schema_v3_0_1_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","title":"Open Data Contract Standard (ODCS)","description":"An open data contract specification to establish agreement between data producers and consumers.","type":"object","properties":{"version":{"type":"string","description":"Current version of the data contract."},"kind":{"type":"string","default":"DataContract","description":"The kind of file this is. Valid value is `DataContract`.","enum":["DataContract"]},"apiVersion":{"type":"string","default":"v3.0.1","description":"Version of the standard used to build data contract. Default value is v3.0.1.","enum":["v3.0.1","v3.0.0","v2.2.2","v2.2.1","v2.2.0"]},"id":{"type":"string","description":"A unique identifier used to reduce the risk of dataset name collisions, such as a UUID."},"name":{"type":"string","description":"Name of the data contract."},"tenant":{"type":"string","description":"Indicates the property the data is primarily associated with. Value is case insensitive."},"tags":{"$ref":"#/$defs/Tags"},"status":{"type":"string","description":"Current status of the dataset.","examples":["proposed","draft","active","deprecated","retired"]},"servers":{"type":"array","description":"List of servers where the datasets reside.","items":{"$ref":"#/$defs/Server"}},"dataProduct":{"type":"string","description":"The name of the data product."},"description":{"type":"object","description":"High level description of the dataset.","properties":{"usage":{"type":"string","description":"Intended usage of the dataset."},"purpose":{"type":"string","description":"Purpose of the dataset."},"limitations":{"type":"string","description":"Limitations of the dataset."},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"customProperties":{"$ref":"#/$defs/CustomProperties"}}},"domain":{"type":"string","description":"Name of the logical data domain.","examples":["imdb_ds_aggregate","receiver_profile_out","transaction_profile_out"]},"schema":{"type":"array","description":"A list of elements within the schema to be cataloged.","items":{"$ref":"#/$defs/SchemaObject"}},"support":{"$ref":"#/$defs/Support"},"price":{"$ref":"#/$defs/Pricing"},"team":{"type":"array","items":{"$ref":"#/$defs/Team"}},"roles":{"type":"array","description":"A list of roles that will provide user access to the dataset.","items":{"$ref":"#/$defs/Role"}},"slaDefaultElement":{"type":"string","description":"Element (using the element path notation) to do the checks on."},"slaProperties":{"type":"array","description":"A list of key/value pairs for SLA specific properties. There is no limit on the type of properties (more details to come).","items":{"$ref":"#/$defs/ServiceLevelAgreementProperty"}},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"customProperties":{"$ref":"#/$defs/CustomProperties"},"contractCreatedTs":{"type":"string","format":"date-time","description":"Timestamp in UTC of when the data contract was created."}},"required":["version","apiVersion","kind","id","status"],"additionalProperties":false,"$defs":{"Server":{"type":"object","description":"Data source details of where data is physically stored.","properties":{"server":{"type":"string","description":"Identifier of the server."},"type":{"type":"string","description":"Type of the server.","enum":["api","athena","azure","bigquery","clickhouse","databricks","denodo","dremio","duckdb","glue","cloudsql","db2","informix","kafka","kinesis","local","mysql","oracle","postgresql","postgres","presto","pubsub","redshift","s3","sftp","snowflake","sqlserver","synapse","trino","vertica","custom"]},"description":{"type":"string","description":"Description of the server."},"environment":{"type":"string","description":"Environment of the server.","examples":["prod","preprod","dev","uat"]},"roles":{"type":"array","description":"List of roles that have access to the server.","items":{"$ref":"#/$defs/Role"}},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"allOf":[{"if":{"properties":{"type":{"const":"api"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ApiServer"}},{"if":{"properties":{"type":{"const":"athena"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/AthenaServer"}},{"if":{"properties":{"type":{"const":"azure"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/AzureServer"}},{"if":{"properties":{"type":{"const":"bigquery"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/BigQueryServer"}},{"if":{"properties":{"type":{"const":"clickhouse"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ClickHouseServer"}},{"if":{"properties":{"type":{"const":"databricks"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DatabricksServer"}},{"if":{"properties":{"type":{"const":"denodo"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DenodoServer"}},{"if":{"properties":{"type":{"const":"dremio"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DremioServer"}},{"if":{"properties":{"type":{"const":"duckdb"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DuckdbServer"}},{"if":{"properties":{"type":{"const":"glue"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/GlueServer"}},{"if":{"properties":{"type":{"const":"cloudsql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/GoogleCloudSqlServer"}},{"if":{"properties":{"type":{"const":"db2"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/IBMDB2Server"}},{"if":{"properties":{"type":{"const":"informix"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/InformixServer"}},{"if":{"properties":{"type":{"const":"custom"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/CustomServer"}},{"if":{"properties":{"type":{"const":"kafka"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/KafkaServer"}},{"if":{"properties":{"type":{"const":"kinesis"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/KinesisServer"}},{"if":{"properties":{"type":{"const":"local"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/LocalServer"}},{"if":{"properties":{"type":{"const":"mysql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/MySqlServer"}},{"if":{"properties":{"type":{"const":"oracle"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/OracleServer"}},{"if":{"properties":{"type":{"const":"postgresql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PostgresServer"}},{"if":{"properties":{"type":{"const":"postgres"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PostgresServer"}},{"if":{"properties":{"type":{"const":"presto"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PrestoServer"}},{"if":{"properties":{"type":{"const":"pubsub"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PubSubServer"}},{"if":{"properties":{"type":{"const":"redshift"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/RedshiftServer"}},{"if":{"properties":{"type":{"const":"s3"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/S3Server"}},{"if":{"properties":{"type":{"const":"sftp"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SftpServer"}},{"if":{"properties":{"type":{"const":"snowflake"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SnowflakeServer"}},{"if":{"properties":{"type":{"const":"sqlserver"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SqlserverServer"}},{"if":{"properties":{"type":{"const":"synapse"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SynapseServer"}},{"if":{"properties":{"type":{"const":"trino"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/TrinoServer"}},{"if":{"properties":{"type":{"const":"vertica"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/VerticaServer"}}],"required":["server","type"]},"ServerSource":{"ApiServer":{"type":"object","title":"AthenaServer","properties":{"location":{"type":"string","format":"uri","description":"The url to the API.","examples":["https://api.example.com/v1"]}},"required":["location"]},"AthenaServer":{"type":"object","title":"AthenaServer","properties":{"stagingDir":{"type":"string","format":"uri","description":"Amazon Athena automatically stores query results and metadata information for each query that runs in a query result location that you can specify in Amazon S3.","examples":["s3://my_storage_account_name/my_container/path"]},"schema":{"type":"string","description":"Identify the schema in the data source in which your tables exist."},"catalog":{"type":"string","description":"Identify the name of the Data Source, also referred to as a Catalog.","default":"awsdatacatalog"},"regionName":{"type":"string","description":"The region your AWS account uses.","examples":["eu-west-1"]}},"required":["staging_dir","schema"]},"AzureServer":{"type":"object","title":"AzureServer","properties":{"location":{"type":"string","format":"uri","description":"Fully qualified path to Azure Blob Storage or Azure Data Lake Storage (ADLS), supports globs.","examples":["az://my_storage_account_name.blob.core.windows.net/my_container/path/*.parquet","abfss://my_storage_account_name.dfs.core.windows.net/my_container_name/path/*.parquet"]},"format":{"type":"string","enum":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","enum":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location","format"]},"BigQueryServer":{"type":"object","title":"BigQueryServer","properties":{"project":{"type":"string","description":"The GCP project name."},"dataset":{"type":"string","description":"The GCP dataset name."}},"required":["project","dataset"]},"ClickHouseServer":{"type":"object","title":"ClickHouseServer","properties":{"host":{"type":"string","description":"The host of the ClickHouse server."},"port":{"type":"integer","description":"The port to the ClickHouse server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"DatabricksServer":{"type":"object","title":"DatabricksServer","properties":{"host":{"type":"string","description":"The Databricks host","examples":["dbc-abcdefgh-1234.cloud.databricks.com"]},"catalog":{"type":"string","description":"The name of the Hive or Unity catalog"},"schema":{"type":"string","description":"The schema name in the catalog"}},"required":["catalog","schema"]},"DenodoServer":{"type":"object","title":"DenodoServer","properties":{"host":{"type":"string","description":"The host of the Denodo server."},"port":{"type":"integer","description":"The port of the Denodo server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port"]},"DremioServer":{"type":"object","title":"DremioServer","properties":{"host":{"type":"string","description":"The host of the Dremio server."},"port":{"type":"integer","description":"The port of the Dremio server."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port"]},"DuckdbServer":{"type":"object","title":"DuckdbServer","properties":{"database":{"type":"string","description":"Path to duckdb database file."},"schema":{"type":"integer","description":"The name of the schema."}},"required":["database"]},"GlueServer":{"type":"object","title":"GlueServer","properties":{"account":{"type":"string","description":"The AWS Glue account","examples":["1234-5678-9012"]},"database":{"type":"string","description":"The AWS Glue database name","examples":["my_database"]},"location":{"type":"string","format":"uri","description":"The AWS S3 path. Must be in the form of a URL.","examples":["s3://datacontract-example-orders-latest/data/{model}"]},"format":{"type":"string","description":"The format of the files","examples":["parquet","csv","json","delta"]}},"required":["account","database"]},"GoogleCloudSqlServer":{"type":"object","title":"GoogleCloudSqlServer","properties":{"host":{"type":"string","description":"The host of the Google Cloud Sql server."},"port":{"type":"integer","description":"The port of the Google Cloud Sql server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database","schema"]},"IBMDB2Server":{"type":"object","title":"IBMDB2Server","properties":{"host":{"type":"string","description":"The host of the IBM DB2 server."},"port":{"type":"integer","description":"The port of the IBM DB2 server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database"]},"InformixServer":{"type":"object","title":"InformixServer","properties":{"host":{"type":"string","description":"The host to the Informix server. "},"port":{"type":"integer","description":"The port to the Informix server. Defaults to 9088."},"database":{"type":"string","description":"The name of the database."}},"required":["host","database"]},"CustomServer":{"type":"object","title":"CustomServer","properties":{"account":{"type":"string","description":"Account used by the server."},"catalog":{"type":"string","description":"Name of the catalog."},"database":{"type":"string","description":"Name of the database."},"dataset":{"type":"string","description":"Name of the dataset."},"delimiter":{"type":"string","description":"Delimiter."},"endpointUrl":{"type":"string","description":"Server endpoint.","format":"uri"},"format":{"type":"string","description":"File format."},"host":{"type":"string","description":"Host name or IP address."},"location":{"type":"string","description":"A URL to a location.","format":"uri"},"path":{"type":"string","description":"Relative or absolute path to the data file(s)."},"port":{"type":"integer","description":"Port to the server. No default value is assumed for custom servers."},"project":{"type":"string","description":"Project name."},"region":{"type":"string","description":"Cloud region."},"regionName":{"type":"string","description":"Region name."},"schema":{"type":"string","description":"Name of the schema."},"serviceName":{"type":"string","description":"Name of the service."},"stagingDir":{"type":"string","description":"Staging directory."},"warehouse":{"type":"string","description":"Name of the cluster or warehouse."}}},"KafkaServer":{"type":"object","title":"KafkaServer","description":"Kafka Server","properties":{"host":{"type":"string","description":"The bootstrap server of the kafka cluster."},"format":{"type":"string","description":"The format of the messages.","examples":["json","avro","protobuf","xml"],"default":"json"}},"required":["host"]},"KinesisServer":{"type":"object","title":"KinesisDataStreamsServer","description":"Kinesis Data Streams Server","properties":{"region":{"type":"string","description":"AWS region.","examples":["eu-west-1"]},"format":{"type":"string","description":"The format of the record","examples":["json","avro","protobuf"]}}},"LocalServer":{"type":"object","title":"LocalServer","properties":{"path":{"type":"string","description":"The relative or absolute path to the data file(s).","examples":["./folder/data.parquet","./folder/*.parquet"]},"format":{"type":"string","description":"The format of the file(s)","examples":["json","parquet","delta","csv"]}},"required":["path","format"]},"MySqlServer":{"type":"object","title":"MySqlServer","properties":{"host":{"type":"string","description":"The host of the MySql server."},"port":{"type":"integer","description":"The port of the MySql server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"OracleServer":{"type":"object","title":"OracleServer","properties":{"host":{"type":"string","description":"The host to the oracle server","examples":["localhost"]},"port":{"type":"integer","description":"The port to the oracle server.","examples":[1523]},"serviceName":{"type":"string","description":"The name of the service.","examples":["service"]}},"required":["host","port","serviceName"]},"PostgresServer":{"type":"object","title":"PostgresServer","properties":{"host":{"type":"string","description":"The host to the Postgres server"},"port":{"type":"integer","description":"The port to the Postgres server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema in the database."}},"required":["host","port","database","schema"]},"PrestoServer":{"type":"object","title":"PrestoServer","properties":{"host":{"type":"string","description":"The host to the Presto server","examples":["localhost:8080"]},"catalog":{"type":"string","description":"The name of the catalog.","examples":["postgres"]},"schema":{"type":"string","description":"The name of the schema.","examples":["public"]}},"required":["host"]},"PubSubServer":{"type":"object","title":"PubSubServer","properties":{"project":{"type":"string","description":"The GCP project name."}},"required":["project"]},"RedshiftServer":{"type":"object","title":"RedshiftServer","properties":{"host":{"type":"string","description":"An optional string describing the server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."},"region":{"type":"string","description":"AWS region of Redshift server.","examples":["us-east-1"]},"account":{"type":"string","description":"The account used by the server."}},"required":["database","schema"]},"S3Server":{"type":"object","title":"S3Server","properties":{"location":{"type":"string","format":"uri","description":"S3 URL, starting with `s3://`","examples":["s3://datacontract-example-orders-latest/data/{model}/*.json"]},"endpointUrl":{"type":"string","format":"uri","description":"The server endpoint for S3-compatible servers.","examples":["https://minio.example.com"]},"format":{"type":"string","enum":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","enum":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location"]},"SftpServer":{"type":"object","title":"SftpServer","properties":{"location":{"type":"string","format":"uri","pattern":"^sftp://.*","description":"SFTP URL, starting with `sftp://`","examples":["sftp://123.123.12.123/{model}/*.json"]},"format":{"type":"string","enum":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","enum":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location"]},"SnowflakeServer":{"type":"object","title":"SnowflakeServer","properties":{"host":{"type":"string","description":"The host to the Snowflake server"},"port":{"type":"integer","description":"The port to the Snowflake server."},"account":{"type":"string","description":"The Snowflake account used by the server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."},"warehouse":{"type":"string","description":"The name of the cluster of resources that is a Snowflake virtual warehouse."}},"required":["account","database","schema"]},"SqlserverServer":{"type":"object","title":"SqlserverServer","properties":{"host":{"type":"string","description":"The host to the database server","examples":["localhost"]},"port":{"type":"integer","description":"The port to the database server.","default":1433,"examples":[1433]},"database":{"type":"string","description":"The name of the database.","examples":["database"]},"schema":{"type":"string","description":"The name of the schema in the database.","examples":["dbo"]}},"required":["host","database","schema"]},"SynapseServer":{"type":"object","title":"SynapseServer","properties":{"host":{"type":"string","description":"The host of the Synapse server."},"port":{"type":"integer","description":"The port of the Synapse server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"TrinoServer":{"type":"object","title":"TrinoServer","properties":{"host":{"type":"string","description":"The Trino host URL.","examples":["localhost"]},"port":{"type":"integer","description":"The Trino port."},"catalog":{"type":"string","description":"The name of the catalog.","examples":["hive"]},"schema":{"type":"string","description":"The name of the schema in the database.","examples":["my_schema"]}},"required":["host","port","catalog","schema"]},"VerticaServer":{"type":"object","title":"VerticaServer","properties":{"host":{"type":"string","description":"The host of the Vertica server."},"port":{"type":"integer","description":"The port of the Vertica server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database","schema"]}},"SchemaElement":{"type":"object","properties":{"name":{"type":"string","description":"Name of the element."},"physicalType":{"type":"string","description":"The physical element data type in the data source.","examples":["table","view","topic","file"]},"description":{"type":"string","description":"Description of the element."},"businessName":{"type":"string","description":"The business name of the element."},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"tags":{"$ref":"#/$defs/Tags"},"customProperties":{"$ref":"#/$defs/CustomProperties"}}},"SchemaObject":{"type":"object","properties":{"logicalType":{"type":"string","description":"The logical element data type.","enum":["object"]},"physicalName":{"type":"string","description":"Physical name.","examples":["table_1_2_0"]},"dataGranularityDescription":{"type":"string","description":"Granular level of the data in the object.","examples":["Aggregation by country"]},"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}},"quality":{"$ref":"#/$defs/DataQualityChecks"}},"allOf":[{"$ref":"#/$defs/SchemaElement"}],"required":["name"],"unevaluatedProperties":false},"SchemaBaseProperty":{"type":"object","properties":{"primaryKey":{"type":"boolean","description":"Boolean value specifying whether the element is primary or not. Default is false."},"primaryKeyPosition":{"type":"integer","default":-1,"description":"If element is a primary key, the position of the primary key element. Starts from 1. Example of `account_id, name` being primary key columns, `account_id` has primaryKeyPosition 1 and `name` primaryKeyPosition 2. Default to -1."},"logicalType":{"type":"string","description":"The logical element data type.","enum":["string","date","number","integer","object","array","boolean"]},"logicalTypeOptions":{"type":"object","description":"Additional optional metadata to describe the logical type."},"physicalType":{"type":"string","description":"The physical element data type in the data source. For example, VARCHAR(2), DOUBLE, INT."},"required":{"type":"boolean","default":false,"description":"Indicates if the element may contain Null values; possible values are true and false. Default is false."},"unique":{"type":"boolean","default":false,"description":"Indicates if the element contains unique values; possible values are true and false. Default is false."},"partitioned":{"type":"boolean","default":false,"description":"Indicates if the element is partitioned; possible values are true and false."},"partitionKeyPosition":{"type":"integer","default":-1,"description":"If element is used for partitioning, the position of the partition element. Starts from 1. Example of `country, year` being partition columns, `country` has partitionKeyPosition 1 and `year` partitionKeyPosition 2. Default to -1."},"classification":{"type":"string","description":"Can be anything, like confidential, restricted, and public to more advanced categorization. Some companies like PayPal, use data classification indicating the class of data in the element; expected values are 1, 2, 3, 4, or 5.","examples":["confidential","restricted","public"]},"encryptedName":{"type":"string","description":"The element name within the dataset that contains the encrypted element value. For example, unencrypted element `email_address` might have an encryptedName of `email_address_encrypt`."},"transformSourceObjects":{"type":"array","description":"List of objects in the data source used in the transformation.","items":{"type":"string"}},"transformLogic":{"type":"string","description":"Logic used in the element transformation."},"transformDescription":{"type":"string","description":"Describes the transform logic in very simple terms."},"examples":{"type":"array","description":"List of sample element values.","items":{"$ref":"#/$defs/AnyType"}},"criticalDataElement":{"type":"boolean","default":false,"description":"True or false indicator; If element is considered a critical data element (CDE) then true else false."},"quality":{"$ref":"#/$defs/DataQualityChecks"}},"allOf":[{"$ref":"#/$defs/SchemaElement"},{"if":{"properties":{"logicalType":{"const":"string"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"minLength":{"type":"integer","minimum":0,"description":"Minimum length of the string."},"maxLength":{"type":"integer","minimum":0,"description":"Maximum length of the string."},"pattern":{"type":"string","description":"Regular expression pattern to define valid value. Follows regular expression syntax from ECMA-262 (https://262.ecma-international.org/5.1/#sec-15.10.1)."},"format":{"type":"string","examples":["password","byte","binary","email","uuid","uri","hostname","ipv4","ipv6"],"description":"Provides extra context about what format the string follows."}},"additionalProperties":false}}}},{"if":{"properties":{"logicalType":{"const":"date"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"format":{"type":"string","examples":["yyyy-MM-dd","yyyy-MM-dd HH:mm:ss","HH:mm:ss"],"description":"Format of the date. Follows the format as prescribed by [JDK DateTimeFormatter](https://docs.oracle.com/javase/8/docs/api/java/time/format/DateTimeFormatter.html). For example, format \'yyyy-MM-dd\'."},"exclusiveMaximum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly less than the maximum value (values < maximum). Otherwise, less than or equal to the maximum value (values <= maximum)."},"maximum":{"type":"string","description":"All date values are less than or equal to this value (values <= maximum)."},"exclusiveMinimum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly greater than the minimum value (values > minimum). Otherwise, greater than or equal to the minimum value (values >= minimum)."},"minimum":{"type":"string","description":"All date values are greater than or equal to this value (values >= minimum)."}},"additionalProperties":false}}}},{"if":{"anyOf":[{"properties":{"logicalType":{"const":"integer"}}}]},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"multipleOf":{"type":"number","exclusiveMinimum":0,"description":"Values must be multiples of this number. For example, multiple of 5 has valid values 0, 5, 10, -5."},"maximum":{"type":"number","description":"All values are less than or equal to this value (values <= maximum)."},"exclusiveMaximum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly less than the maximum value (values < maximum). Otherwise, less than or equal to the maximum value (values <= maximum)."},"minimum":{"type":"number","description":"All values are greater than or equal to this value (values >= minimum)."},"exclusiveMinimum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly greater than the minimum value (values > minimum). Otherwise, greater than or equal to the minimum value (values >= minimum)."},"format":{"type":"string","default":"i32","description":"Format of the value in terms of how many bits of space it can use and whether it is signed or unsigned (follows the Rust integer types).","enum":["i8","i16","i32","i64","i128","u8","u16","u32","u64","u128"]}},"additionalProperties":false}}}},{"if":{"anyOf":[{"properties":{"logicalType":{"const":"number"}}}]},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"multipleOf":{"type":"number","exclusiveMinimum":0,"description":"Values must be multiples of this number. For example, multiple of 5 has valid values 0, 5, 10, -5."},"maximum":{"type":"number","description":"All values are less than or equal to this value (values <= maximum)."},"exclusiveMaximum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly less than the maximum value (values < maximum). Otherwise, less than or equal to the maximum value (values <= maximum)."},"minimum":{"type":"number","description":"All values are greater than or equal to this value (values >= minimum)."},"exclusiveMinimum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly greater than the minimum value (values > minimum). Otherwise, greater than or equal to the minimum value (values >= minimum)."},"format":{"type":"string","default":"i32","description":"Format of the value in terms of how many bits of space it can use (follows the Rust float types).","enum":["f32","f64"]}},"additionalProperties":false}}}},{"if":{"properties":{"logicalType":{"const":"object"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"maxProperties":{"type":"integer","minimum":0,"description":"Maximum number of properties."},"minProperties":{"type":"integer","minimum":0,"default":0,"description":"Minimum number of properties."},"required":{"type":"array","items":{"type":"string"},"minItems":1,"uniqueItems":true,"description":"Property names that are required to exist in the object."}},"additionalProperties":false},"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}}}}},{"if":{"properties":{"logicalType":{"const":"array"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"maxItems":{"type":"integer","minimum":0,"description":"Maximum number of items."},"minItems":{"type":"integer","minimum":0,"default":0,"description":"Minimum number of items"},"uniqueItems":{"type":"boolean","default":false,"description":"If set to true, all items in the array are unique."}},"additionalProperties":false},"items":{"$ref":"#/$defs/SchemaItemProperty","description":"List of items in an array (only applicable when `logicalType: array`)."}}}}]},"SchemaProperty":{"type":"object","$ref":"#/$defs/SchemaBaseProperty","required":["name"],"unevaluatedProperties":false},"SchemaItemProperty":{"type":"object","$ref":"#/$defs/SchemaBaseProperty","properties":{"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}}},"unevaluatedProperties":false},"Tags":{"type":"array","description":"A list of tags that may be assigned to the elements (object or property); the tags keyword may appear at any level. Tags may be used to better categorize an element. For example, `finance`, `sensitive`, `employee_record`.","examples":["finance","sensitive","employee_record"],"items":{"type":"string"}},"DataQuality":{"type":"object","properties":{"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"businessImpact":{"type":"string","description":"Consequences of the rule failure.","examples":["operational","regulatory"]},"customProperties":{"type":"array","description":"Additional properties required for rule execution.","items":{"$ref":"#/$defs/CustomProperty"}},"description":{"type":"string","description":"Describe the quality check to be completed."},"dimension":{"type":"string","description":"The key performance indicator (KPI) or dimension for data quality.","enum":["accuracy","completeness","conformity","consistency","coverage","timeliness","uniqueness"]},"method":{"type":"string","examples":["reconciliation"]},"name":{"type":"string","description":"Name of the data quality check."},"schedule":{"type":"string","description":"Rule execution schedule details.","examples":["0 20 * * *"]},"scheduler":{"type":"string","description":"The name or type of scheduler used to start the data quality check.","examples":["cron"]},"severity":{"type":"string","description":"The severance of the quality rule.","examples":["info","warning","error"]},"tags":{"$ref":"#/$defs/Tags"},"type":{"type":"string","description":"The type of quality check. \'text\' is human-readable text that describes the quality of the data. \'library\' is a set of maintained predefined quality attributes such as row count or unique. \'sql\' is an individual SQL query that returns a value that can be compared. \'custom\' is quality attributes that are vendor-specific, such as Soda or Great Expectations.","enum":["text","library","sql","custom"],"default":"library"},"unit":{"type":"string","description":"Unit the rule is using, popular values are `rows` or `percent`, but any value is allowed.","examples":["rows","percent"]}},"allOf":[{"if":{"properties":{"type":{"const":"library"}}},"then":{"$ref":"#/$defs/DataQualityLibrary"}},{"if":{"properties":{"type":{"const":"sql"}},"required":["type"]},"then":{"$ref":"#/$defs/DataQualitySql"}},{"if":{"properties":{"type":{"const":"custom"}},"required":["type"]},"then":{"$ref":"#/$defs/DataQualityCustom"}}]},"DataQualityChecks":{"type":"array","description":"Data quality rules with all the relevant information for rule setup and execution.","items":{"$ref":"#/$defs/DataQuality"}},"DataQualityLibrary":{"type":"object","properties":{"rule":{"type":"string","description":"Define a data quality check based on the predefined rules as per ODCS.","examples":["duplicateCount","validValues","rowCount"]},"mustBe":{"description":"Must be equal to the value to be valid. When using numbers, it is equivalent to \'=\'."},"mustNotBe":{"description":"Must not be equal to the value to be valid. When using numbers, it is equivalent to \'!=\'."},"mustBeGreaterThan":{"type":"number","description":"Must be greater than the value to be valid. It is equivalent to \'>\'."},"mustBeGreaterOrEqualTo":{"type":"number","description":"Must be greater than or equal to the value to be valid. It is equivalent to \'>=\'."},"mustBeLessThan":{"type":"number","description":"Must be less than the value to be valid. It is equivalent to \'<\'."},"mustBeLessOrEqualTo":{"type":"number","description":"Must be less than or equal to the value to be valid. It is equivalent to \'<=\'."},"mustBeBetween":{"type":"array","description":"Must be between the two numbers to be valid. Smallest number first in the array.","minItems":2,"maxItems":2,"uniqueItems":true,"items":{"type":"number"}},"mustNotBeBetween":{"type":"array","description":"Must not be between the two numbers to be valid. Smallest number first in the array.","minItems":2,"maxItems":2,"uniqueItems":true,"items":{"type":"number"}}},"required":["rule"]},"DataQualitySql":{"type":"object","properties":{"query":{"type":"string","description":"Query string that adheres to the dialect of the provided server.","examples":["SELECT COUNT(*) FROM ${table} WHERE ${column} IS NOT NULL"]}},"required":["query"]},"DataQualityCustom":{"type":"object","properties":{"engine":{"type":"string","description":"Name of the engine which executes the data quality checks.","examples":["soda","great-expectations","monte-carlo","dbt"]},"implementation":{"oneOf":[{"type":"string"},{"type":"object"}]}},"required":["engine","implementation"]},"AuthoritativeDefinitions":{"type":"array","description":"List of links to sources that provide more details on the dataset; examples would be a link to an external definition, a training video, a git repo, data catalog, or another tool. Authoritative definitions follow the same structure in the standard.","items":{"type":"object","properties":{"url":{"type":"string","description":"URL to the authority."},"type":{"type":"string","description":"Type of definition for authority: v2.3 adds standard values: `businessDefinition`, `transformationImplementation`, `videoTutorial`, `tutorial`, and `implementation`.","examples":["businessDefinition","transformationImplementation","videoTutorial","tutorial","implementation"]}},"required":["url","type"]}},"Support":{"type":"array","description":"Top level for support channels.","items":{"$ref":"#/$defs/SupportItem"}},"SupportItem":{"type":"object","properties":{"channel":{"type":"string","description":"Channel name or identifier."},"url":{"type":"string","description":"Access URL using normal [URL scheme](https://en.wikipedia.org/wiki/URL#Syntax) (https, mailto, etc.)."},"description":{"type":"string","description":"Description of the channel, free text."},"tool":{"type":"string","description":"Name of the tool, value can be `email`, `slack`, `teams`, `discord`, `ticket`, or `other`.","examples":["email","slack","teams","discord","ticket","other"]},"scope":{"type":"string","description":"Scope can be: `interactive`, `announcements`, `issues`.","examples":["interactive","announcements","issues"]},"invitationUrl":{"type":"string","description":"Some tools uses invitation URL for requesting or subscribing. Follows the [URL scheme](https://en.wikipedia.org/wiki/URL#Syntax)."}},"required":["channel","url"]},"Pricing":{"type":"object","properties":{"priceAmount":{"type":"number","description":"Subscription price per unit of measure in `priceUnit`."},"priceCurrency":{"type":"string","description":"Currency of the subscription price in `price.priceAmount`."},"priceUnit":{"type":"string","description":"The unit of measure for calculating cost. Examples megabyte, gigabyte."}}},"Team":{"type":"object","properties":{"username":{"type":"string","description":"The user\'s username or email."},"role":{"type":"string","description":"The user\'s job role; Examples might be owner, data steward. There is no limit on the role."},"dateIn":{"type":"string","format":"date","description":"The date when the user joined the team."},"dateOut":{"type":"string","format":"date","description":"The date when the user ceased to be part of the team."},"replacedByUsername":{"type":"string","description":"The username of the user who replaced the previous user."}}},"Role":{"type":"object","properties":{"role":{"type":"string","description":"Name of the IAM role that provides access to the dataset."},"description":{"type":"string","description":"Description of the IAM role and its permissions."},"access":{"type":"string","description":"The type of access provided by the IAM role."},"firstLevelApprovers":{"type":"string","description":"The name(s) of the first-level approver(s) of the role."},"secondLevelApprovers":{"type":"string","description":"The name(s) of the second-level approver(s) of the role."},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"required":["role"]},"ServiceLevelAgreementProperty":{"type":"object","properties":{"property":{"type":"string","description":"Specific property in SLA, check the periodic table. May requires units (more details to come)."},"value":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"}],"description":"Agreement value. The label will change based on the property itself."},"valueExt":{"$ref":"#/$defs/AnyNonCollectionType","description":"Extended agreement value. The label will change based on the property itself."},"unit":{"type":"string","description":"**d**, day, days for days; **y**, yr, years for years, etc. Units use the ISO standard."},"element":{"type":"string","description":"Element(s) to check on. Multiple elements should be extremely rare and, if so, separated by commas."},"driver":{"type":"string","description":"Describes the importance of the SLA from the list of: `regulatory`, `analytics`, or `operational`.","examples":["regulatory","analytics","operational"]}},"required":["property","value"]},"CustomProperties":{"type":"array","description":"A list of key/value pairs for custom properties.","items":{"$ref":"#/$defs/CustomProperty"}},"CustomProperty":{"type":"object","properties":{"property":{"type":"string","description":"The name of the key. Names should be in camel case–the same as if they were permanent properties in the contract."},"value":{"$ref":"#/$defs/AnyType","description":"The value of the key."}}},"AnyType":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"},{"type":"array"},{"type":"object"}]},"AnyNonCollectionType":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"}]}}}');
;// CONCATENATED MODULE: ./schemas/odcs/odcs-json-schema-v3.0.2.json
const odcs_json_schema_v3_0_2_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","title":"Open Data Contract Standard (ODCS)","description":"An open data contract specification to establish agreement between data producers and consumers.","type":"object","properties":{"version":{"type":"string","description":"Current version of the data contract."},"kind":{"type":"string","default":"DataContract","description":"The kind of file this is. Valid value is `DataContract`.","enum":["DataContract"]},"apiVersion":{"type":"string","default":"v3.0.2","description":"Version of the standard used to build data contract. Default value is v3.0.2.","enum":["v3.0.2","v3.0.1","v3.0.0","v2.2.2","v2.2.1","v2.2.0"]},"id":{"type":"string","description":"A unique identifier used to reduce the risk of dataset name collisions, such as a UUID."},"name":{"type":"string","description":"Name of the data contract."},"tenant":{"type":"string","description":"Indicates the property the data is primarily associated with. Value is case insensitive."},"tags":{"$ref":"#/$defs/Tags"},"status":{"type":"string","description":"Current status of the dataset.","examples":["proposed","draft","active","deprecated","retired"]},"servers":{"type":"array","description":"List of servers where the datasets reside.","items":{"$ref":"#/$defs/Server"}},"dataProduct":{"type":"string","description":"The name of the data product."},"description":{"type":"object","description":"High level description of the dataset.","properties":{"usage":{"type":"string","description":"Intended usage of the dataset."},"purpose":{"type":"string","description":"Purpose of the dataset."},"limitations":{"type":"string","description":"Limitations of the dataset."},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"customProperties":{"$ref":"#/$defs/CustomProperties"}}},"domain":{"type":"string","description":"Name of the logical data domain.","examples":["imdb_ds_aggregate","receiver_profile_out","transaction_profile_out"]},"schema":{"type":"array","description":"A list of elements within the schema to be cataloged.","items":{"$ref":"#/$defs/SchemaObject"}},"support":{"$ref":"#/$defs/Support"},"price":{"$ref":"#/$defs/Pricing"},"team":{"type":"array","items":{"$ref":"#/$defs/Team"}},"roles":{"type":"array","description":"A list of roles that will provide user access to the dataset.","items":{"$ref":"#/$defs/Role"}},"slaDefaultElement":{"type":"string","description":"Element (using the element path notation) to do the checks on."},"slaProperties":{"type":"array","description":"A list of key/value pairs for SLA specific properties. There is no limit on the type of properties (more details to come).","items":{"$ref":"#/$defs/ServiceLevelAgreementProperty"}},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"customProperties":{"$ref":"#/$defs/CustomProperties"},"contractCreatedTs":{"type":"string","format":"date-time","description":"Timestamp in UTC of when the data contract was created."}},"required":["version","apiVersion","kind","id","status"],"additionalProperties":false,"$defs":{"Server":{"type":"object","description":"Data source details of where data is physically stored.","properties":{"server":{"type":"string","description":"Identifier of the server."},"type":{"type":"string","description":"Type of the server.","enum":["api","athena","azure","bigquery","clickhouse","databricks","denodo","dremio","duckdb","glue","cloudsql","db2","informix","kafka","kinesis","local","mysql","oracle","postgresql","postgres","presto","pubsub","redshift","s3","sftp","snowflake","sqlserver","synapse","trino","vertica","custom"]},"description":{"type":"string","description":"Description of the server."},"environment":{"type":"string","description":"Environment of the server.","examples":["prod","preprod","dev","uat"]},"roles":{"type":"array","description":"List of roles that have access to the server.","items":{"$ref":"#/$defs/Role"}},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"allOf":[{"if":{"properties":{"type":{"const":"api"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ApiServer"}},{"if":{"properties":{"type":{"const":"athena"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/AthenaServer"}},{"if":{"properties":{"type":{"const":"azure"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/AzureServer"}},{"if":{"properties":{"type":{"const":"bigquery"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/BigQueryServer"}},{"if":{"properties":{"type":{"const":"clickhouse"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ClickHouseServer"}},{"if":{"properties":{"type":{"const":"databricks"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DatabricksServer"}},{"if":{"properties":{"type":{"const":"denodo"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DenodoServer"}},{"if":{"properties":{"type":{"const":"dremio"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DremioServer"}},{"if":{"properties":{"type":{"const":"duckdb"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DuckdbServer"}},{"if":{"properties":{"type":{"const":"glue"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/GlueServer"}},{"if":{"properties":{"type":{"const":"cloudsql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/GoogleCloudSqlServer"}},{"if":{"properties":{"type":{"const":"db2"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/IBMDB2Server"}},{"if":{"properties":{"type":{"const":"informix"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/InformixServer"}},{"if":{"properties":{"type":{"const":"custom"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/CustomServer"}},{"if":{"properties":{"type":{"const":"kafka"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/KafkaServer"}},{"if":{"properties":{"type":{"const":"kinesis"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/KinesisServer"}},{"if":{"properties":{"type":{"const":"local"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/LocalServer"}},{"if":{"properties":{"type":{"const":"mysql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/MySqlServer"}},{"if":{"properties":{"type":{"const":"oracle"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/OracleServer"}},{"if":{"properties":{"type":{"const":"postgresql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PostgresServer"}},{"if":{"properties":{"type":{"const":"postgres"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PostgresServer"}},{"if":{"properties":{"type":{"const":"presto"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PrestoServer"}},{"if":{"properties":{"type":{"const":"pubsub"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PubSubServer"}},{"if":{"properties":{"type":{"const":"redshift"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/RedshiftServer"}},{"if":{"properties":{"type":{"const":"s3"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/S3Server"}},{"if":{"properties":{"type":{"const":"sftp"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SftpServer"}},{"if":{"properties":{"type":{"const":"snowflake"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SnowflakeServer"}},{"if":{"properties":{"type":{"const":"sqlserver"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SqlserverServer"}},{"if":{"properties":{"type":{"const":"synapse"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SynapseServer"}},{"if":{"properties":{"type":{"const":"trino"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/TrinoServer"}},{"if":{"properties":{"type":{"const":"vertica"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/VerticaServer"}}],"required":["server","type"]},"ServerSource":{"ApiServer":{"type":"object","title":"AthenaServer","properties":{"location":{"type":"string","format":"uri","description":"The url to the API.","examples":["https://api.example.com/v1"]}},"required":["location"]},"AthenaServer":{"type":"object","title":"AthenaServer","properties":{"stagingDir":{"type":"string","format":"uri","description":"Amazon Athena automatically stores query results and metadata information for each query that runs in a query result location that you can specify in Amazon S3.","examples":["s3://my_storage_account_name/my_container/path"]},"schema":{"type":"string","description":"Identify the schema in the data source in which your tables exist."},"catalog":{"type":"string","description":"Identify the name of the Data Source, also referred to as a Catalog.","default":"awsdatacatalog"},"regionName":{"type":"string","description":"The region your AWS account uses.","examples":["eu-west-1"]}},"required":["stagingDir","schema"]},"AzureServer":{"type":"object","title":"AzureServer","properties":{"location":{"type":"string","format":"uri","description":"Fully qualified path to Azure Blob Storage or Azure Data Lake Storage (ADLS), supports globs.","examples":["az://my_storage_account_name.blob.core.windows.net/my_container/path/*.parquet","abfss://my_storage_account_name.dfs.core.windows.net/my_container_name/path/*.parquet"]},"format":{"type":"string","enum":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","enum":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location","format"]},"BigQueryServer":{"type":"object","title":"BigQueryServer","properties":{"project":{"type":"string","description":"The GCP project name."},"dataset":{"type":"string","description":"The GCP dataset name."}},"required":["project","dataset"]},"ClickHouseServer":{"type":"object","title":"ClickHouseServer","properties":{"host":{"type":"string","description":"The host of the ClickHouse server."},"port":{"type":"integer","description":"The port to the ClickHouse server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"DatabricksServer":{"type":"object","title":"DatabricksServer","properties":{"host":{"type":"string","description":"The Databricks host","examples":["dbc-abcdefgh-1234.cloud.databricks.com"]},"catalog":{"type":"string","description":"The name of the Hive or Unity catalog"},"schema":{"type":"string","description":"The schema name in the catalog"}},"required":["catalog","schema"]},"DenodoServer":{"type":"object","title":"DenodoServer","properties":{"host":{"type":"string","description":"The host of the Denodo server."},"port":{"type":"integer","description":"The port of the Denodo server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port"]},"DremioServer":{"type":"object","title":"DremioServer","properties":{"host":{"type":"string","description":"The host of the Dremio server."},"port":{"type":"integer","description":"The port of the Dremio server."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port"]},"DuckdbServer":{"type":"object","title":"DuckdbServer","properties":{"database":{"type":"string","description":"Path to duckdb database file."},"schema":{"type":"integer","description":"The name of the schema."}},"required":["database"]},"GlueServer":{"type":"object","title":"GlueServer","properties":{"account":{"type":"string","description":"The AWS Glue account","examples":["1234-5678-9012"]},"database":{"type":"string","description":"The AWS Glue database name","examples":["my_database"]},"location":{"type":"string","format":"uri","description":"The AWS S3 path. Must be in the form of a URL.","examples":["s3://datacontract-example-orders-latest/data/{model}"]},"format":{"type":"string","description":"The format of the files","examples":["parquet","csv","json","delta"]}},"required":["account","database"]},"GoogleCloudSqlServer":{"type":"object","title":"GoogleCloudSqlServer","properties":{"host":{"type":"string","description":"The host of the Google Cloud Sql server."},"port":{"type":"integer","description":"The port of the Google Cloud Sql server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database","schema"]},"IBMDB2Server":{"type":"object","title":"IBMDB2Server","properties":{"host":{"type":"string","description":"The host of the IBM DB2 server."},"port":{"type":"integer","description":"The port of the IBM DB2 server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database"]},"InformixServer":{"type":"object","title":"InformixServer","properties":{"host":{"type":"string","description":"The host to the Informix server. "},"port":{"type":"integer","description":"The port to the Informix server. Defaults to 9088."},"database":{"type":"string","description":"The name of the database."}},"required":["host","database"]},"CustomServer":{"type":"object","title":"CustomServer","properties":{"account":{"type":"string","description":"Account used by the server."},"catalog":{"type":"string","description":"Name of the catalog."},"database":{"type":"string","description":"Name of the database."},"dataset":{"type":"string","description":"Name of the dataset."},"delimiter":{"type":"string","description":"Delimiter."},"endpointUrl":{"type":"string","description":"Server endpoint.","format":"uri"},"format":{"type":"string","description":"File format."},"host":{"type":"string","description":"Host name or IP address."},"location":{"type":"string","description":"A URL to a location.","format":"uri"},"path":{"type":"string","description":"Relative or absolute path to the data file(s)."},"port":{"type":"integer","description":"Port to the server. No default value is assumed for custom servers."},"project":{"type":"string","description":"Project name."},"region":{"type":"string","description":"Cloud region."},"regionName":{"type":"string","description":"Region name."},"schema":{"type":"string","description":"Name of the schema."},"serviceName":{"type":"string","description":"Name of the service."},"stagingDir":{"type":"string","description":"Staging directory."},"warehouse":{"type":"string","description":"Name of the cluster or warehouse."}}},"KafkaServer":{"type":"object","title":"KafkaServer","description":"Kafka Server","properties":{"host":{"type":"string","description":"The bootstrap server of the kafka cluster."},"format":{"type":"string","description":"The format of the messages.","examples":["json","avro","protobuf","xml"],"default":"json"}},"required":["host"]},"KinesisServer":{"type":"object","title":"KinesisDataStreamsServer","description":"Kinesis Data Streams Server","properties":{"region":{"type":"string","description":"AWS region.","examples":["eu-west-1"]},"format":{"type":"string","description":"The format of the record","examples":["json","avro","protobuf"]}}},"LocalServer":{"type":"object","title":"LocalServer","properties":{"path":{"type":"string","description":"The relative or absolute path to the data file(s).","examples":["./folder/data.parquet","./folder/*.parquet"]},"format":{"type":"string","description":"The format of the file(s)","examples":["json","parquet","delta","csv"]}},"required":["path","format"]},"MySqlServer":{"type":"object","title":"MySqlServer","properties":{"host":{"type":"string","description":"The host of the MySql server."},"port":{"type":"integer","description":"The port of the MySql server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"OracleServer":{"type":"object","title":"OracleServer","properties":{"host":{"type":"string","description":"The host to the oracle server","examples":["localhost"]},"port":{"type":"integer","description":"The port to the oracle server.","examples":[1523]},"serviceName":{"type":"string","description":"The name of the service.","examples":["service"]}},"required":["host","port","serviceName"]},"PostgresServer":{"type":"object","title":"PostgresServer","properties":{"host":{"type":"string","description":"The host to the Postgres server"},"port":{"type":"integer","description":"The port to the Postgres server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema in the database."}},"required":["host","port","database","schema"]},"PrestoServer":{"type":"object","title":"PrestoServer","properties":{"host":{"type":"string","description":"The host to the Presto server","examples":["localhost:8080"]},"catalog":{"type":"string","description":"The name of the catalog.","examples":["postgres"]},"schema":{"type":"string","description":"The name of the schema.","examples":["public"]}},"required":["host"]},"PubSubServer":{"type":"object","title":"PubSubServer","properties":{"project":{"type":"string","description":"The GCP project name."}},"required":["project"]},"RedshiftServer":{"type":"object","title":"RedshiftServer","properties":{"host":{"type":"string","description":"An optional string describing the server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."},"region":{"type":"string","description":"AWS region of Redshift server.","examples":["us-east-1"]},"account":{"type":"string","description":"The account used by the server."}},"required":["database","schema"]},"S3Server":{"type":"object","title":"S3Server","properties":{"location":{"type":"string","format":"uri","description":"S3 URL, starting with `s3://`","examples":["s3://datacontract-example-orders-latest/data/{model}/*.json"]},"endpointUrl":{"type":"string","format":"uri","description":"The server endpoint for S3-compatible servers.","examples":["https://minio.example.com"]},"format":{"type":"string","enum":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","enum":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location"]},"SftpServer":{"type":"object","title":"SftpServer","properties":{"location":{"type":"string","format":"uri","pattern":"^sftp://.*","description":"SFTP URL, starting with `sftp://`","examples":["sftp://123.123.12.123/{model}/*.json"]},"format":{"type":"string","enum":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","enum":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location"]},"SnowflakeServer":{"type":"object","title":"SnowflakeServer","properties":{"host":{"type":"string","description":"The host to the Snowflake server"},"port":{"type":"integer","description":"The port to the Snowflake server."},"account":{"type":"string","description":"The Snowflake account used by the server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."},"warehouse":{"type":"string","description":"The name of the cluster of resources that is a Snowflake virtual warehouse."}},"required":["account","database","schema"]},"SqlserverServer":{"type":"object","title":"SqlserverServer","properties":{"host":{"type":"string","description":"The host to the database server","examples":["localhost"]},"port":{"type":"integer","description":"The port to the database server.","default":1433,"examples":[1433]},"database":{"type":"string","description":"The name of the database.","examples":["database"]},"schema":{"type":"string","description":"The name of the schema in the database.","examples":["dbo"]}},"required":["host","database","schema"]},"SynapseServer":{"type":"object","title":"SynapseServer","properties":{"host":{"type":"string","description":"The host of the Synapse server."},"port":{"type":"integer","description":"The port of the Synapse server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"TrinoServer":{"type":"object","title":"TrinoServer","properties":{"host":{"type":"string","description":"The Trino host URL.","examples":["localhost"]},"port":{"type":"integer","description":"The Trino port."},"catalog":{"type":"string","description":"The name of the catalog.","examples":["hive"]},"schema":{"type":"string","description":"The name of the schema in the database.","examples":["my_schema"]}},"required":["host","port","catalog","schema"]},"VerticaServer":{"type":"object","title":"VerticaServer","properties":{"host":{"type":"string","description":"The host of the Vertica server."},"port":{"type":"integer","description":"The port of the Vertica server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database","schema"]}},"SchemaElement":{"type":"object","properties":{"name":{"type":"string","description":"Name of the element."},"physicalType":{"type":"string","description":"The physical element data type in the data source.","examples":["table","view","topic","file"]},"description":{"type":"string","description":"Description of the element."},"businessName":{"type":"string","description":"The business name of the element."},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"tags":{"$ref":"#/$defs/Tags"},"customProperties":{"$ref":"#/$defs/CustomProperties"}}},"SchemaObject":{"type":"object","properties":{"logicalType":{"type":"string","description":"The logical element data type.","enum":["object"]},"physicalName":{"type":"string","description":"Physical name.","examples":["table_1_2_0"]},"dataGranularityDescription":{"type":"string","description":"Granular level of the data in the object.","examples":["Aggregation by country"]},"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}},"quality":{"$ref":"#/$defs/DataQualityChecks"}},"allOf":[{"$ref":"#/$defs/SchemaElement"}],"required":["name"],"unevaluatedProperties":false},"SchemaBaseProperty":{"type":"object","properties":{"primaryKey":{"type":"boolean","description":"Boolean value specifying whether the element is primary or not. Default is false."},"primaryKeyPosition":{"type":"integer","default":-1,"description":"If element is a primary key, the position of the primary key element. Starts from 1. Example of `account_id, name` being primary key columns, `account_id` has primaryKeyPosition 1 and `name` primaryKeyPosition 2. Default to -1."},"logicalType":{"type":"string","description":"The logical element data type.","enum":["string","date","number","integer","object","array","boolean"]},"logicalTypeOptions":{"type":"object","description":"Additional optional metadata to describe the logical type."},"physicalType":{"type":"string","description":"The physical element data type in the data source. For example, VARCHAR(2), DOUBLE, INT."},"physicalName":{"type":"string","description":"Physical name.","examples":["col_str_a"]},"required":{"type":"boolean","default":false,"description":"Indicates if the element may contain Null values; possible values are true and false. Default is false."},"unique":{"type":"boolean","default":false,"description":"Indicates if the element contains unique values; possible values are true and false. Default is false."},"partitioned":{"type":"boolean","default":false,"description":"Indicates if the element is partitioned; possible values are true and false."},"partitionKeyPosition":{"type":"integer","default":-1,"description":"If element is used for partitioning, the position of the partition element. Starts from 1. Example of `country, year` being partition columns, `country` has partitionKeyPosition 1 and `year` partitionKeyPosition 2. Default to -1."},"classification":{"type":"string","description":"Can be anything, like confidential, restricted, and public to more advanced categorization. Some companies like PayPal, use data classification indicating the class of data in the element; expected values are 1, 2, 3, 4, or 5.","examples":["confidential","restricted","public"]},"encryptedName":{"type":"string","description":"The element name within the dataset that contains the encrypted element value. For example, unencrypted element `email_address` might have an encryptedName of `email_address_encrypt`."},"transformSourceObjects":{"type":"array","description":"List of objects in the data source used in the transformation.","items":{"type":"string"}},"transformLogic":{"type":"string","description":"Logic used in the element transformation."},"transformDescription":{"type":"string","description":"Describes the transform logic in very simple terms."},"examples":{"type":"array","description":"List of sample element values.","items":{"$ref":"#/$defs/AnyType"}},"criticalDataElement":{"type":"boolean","default":false,"description":"True or false indicator; If element is considered a critical data element (CDE) then true else false."},"quality":{"$ref":"#/$defs/DataQualityChecks"}},"allOf":[{"$ref":"#/$defs/SchemaElement"},{"if":{"properties":{"logicalType":{"const":"string"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"minLength":{"type":"integer","minimum":0,"description":"Minimum length of the string."},"maxLength":{"type":"integer","minimum":0,"description":"Maximum length of the string."},"pattern":{"type":"string","description":"Regular expression pattern to define valid value. Follows regular expression syntax from ECMA-262 (https://262.ecma-international.org/5.1/#sec-15.10.1)."},"format":{"type":"string","examples":["password","byte","binary","email","uuid","uri","hostname","ipv4","ipv6"],"description":"Provides extra context about what format the string follows."}},"additionalProperties":false}}}},{"if":{"properties":{"logicalType":{"const":"date"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"format":{"type":"string","examples":["yyyy-MM-dd","yyyy-MM-dd HH:mm:ss","HH:mm:ss"],"description":"Format of the date. Follows the format as prescribed by [JDK DateTimeFormatter](https://docs.oracle.com/javase/8/docs/api/java/time/format/DateTimeFormatter.html). For example, format \'yyyy-MM-dd\'."},"exclusiveMaximum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly less than the maximum value (values < maximum). Otherwise, less than or equal to the maximum value (values <= maximum)."},"maximum":{"type":"string","description":"All date values are less than or equal to this value (values <= maximum)."},"exclusiveMinimum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly greater than the minimum value (values > minimum). Otherwise, greater than or equal to the minimum value (values >= minimum)."},"minimum":{"type":"string","description":"All date values are greater than or equal to this value (values >= minimum)."}},"additionalProperties":false}}}},{"if":{"anyOf":[{"properties":{"logicalType":{"const":"integer"}}}]},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"multipleOf":{"type":"number","exclusiveMinimum":0,"description":"Values must be multiples of this number. For example, multiple of 5 has valid values 0, 5, 10, -5."},"maximum":{"type":"number","description":"All values are less than or equal to this value (values <= maximum)."},"exclusiveMaximum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly less than the maximum value (values < maximum). Otherwise, less than or equal to the maximum value (values <= maximum)."},"minimum":{"type":"number","description":"All values are greater than or equal to this value (values >= minimum)."},"exclusiveMinimum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly greater than the minimum value (values > minimum). Otherwise, greater than or equal to the minimum value (values >= minimum)."},"format":{"type":"string","default":"i32","description":"Format of the value in terms of how many bits of space it can use and whether it is signed or unsigned (follows the Rust integer types).","enum":["i8","i16","i32","i64","i128","u8","u16","u32","u64","u128"]}},"additionalProperties":false}}}},{"if":{"anyOf":[{"properties":{"logicalType":{"const":"number"}}}]},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"multipleOf":{"type":"number","exclusiveMinimum":0,"description":"Values must be multiples of this number. For example, multiple of 5 has valid values 0, 5, 10, -5."},"maximum":{"type":"number","description":"All values are less than or equal to this value (values <= maximum)."},"exclusiveMaximum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly less than the maximum value (values < maximum). Otherwise, less than or equal to the maximum value (values <= maximum)."},"minimum":{"type":"number","description":"All values are greater than or equal to this value (values >= minimum)."},"exclusiveMinimum":{"type":"boolean","default":false,"description":"If set to true, all values are strictly greater than the minimum value (values > minimum). Otherwise, greater than or equal to the minimum value (values >= minimum)."},"format":{"type":"string","default":"i32","description":"Format of the value in terms of how many bits of space it can use (follows the Rust float types).","enum":["f32","f64"]}},"additionalProperties":false}}}},{"if":{"properties":{"logicalType":{"const":"object"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"maxProperties":{"type":"integer","minimum":0,"description":"Maximum number of properties."},"minProperties":{"type":"integer","minimum":0,"default":0,"description":"Minimum number of properties."},"required":{"type":"array","items":{"type":"string"},"minItems":1,"uniqueItems":true,"description":"Property names that are required to exist in the object."}},"additionalProperties":false},"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}}}}},{"if":{"properties":{"logicalType":{"const":"array"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","properties":{"maxItems":{"type":"integer","minimum":0,"description":"Maximum number of items."},"minItems":{"type":"integer","minimum":0,"default":0,"description":"Minimum number of items"},"uniqueItems":{"type":"boolean","default":false,"description":"If set to true, all items in the array are unique."}},"additionalProperties":false},"items":{"$ref":"#/$defs/SchemaItemProperty","description":"List of items in an array (only applicable when `logicalType: array`)."}}}}]},"SchemaProperty":{"type":"object","$ref":"#/$defs/SchemaBaseProperty","required":["name"],"unevaluatedProperties":false},"SchemaItemProperty":{"type":"object","$ref":"#/$defs/SchemaBaseProperty","properties":{"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}}},"unevaluatedProperties":false},"Tags":{"type":"array","description":"A list of tags that may be assigned to the elements (object or property); the tags keyword may appear at any level. Tags may be used to better categorize an element. For example, `finance`, `sensitive`, `employee_record`.","examples":["finance","sensitive","employee_record"],"items":{"type":"string"}},"DataQuality":{"type":"object","properties":{"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"businessImpact":{"type":"string","description":"Consequences of the rule failure.","examples":["operational","regulatory"]},"customProperties":{"type":"array","description":"Additional properties required for rule execution.","items":{"$ref":"#/$defs/CustomProperty"}},"description":{"type":"string","description":"Describe the quality check to be completed."},"dimension":{"type":"string","description":"The key performance indicator (KPI) or dimension for data quality.","enum":["accuracy","completeness","conformity","consistency","coverage","timeliness","uniqueness"]},"method":{"type":"string","examples":["reconciliation"]},"name":{"type":"string","description":"Name of the data quality check."},"schedule":{"type":"string","description":"Rule execution schedule details.","examples":["0 20 * * *"]},"scheduler":{"type":"string","description":"The name or type of scheduler used to start the data quality check.","examples":["cron"]},"severity":{"type":"string","description":"The severance of the quality rule.","examples":["info","warning","error"]},"tags":{"$ref":"#/$defs/Tags"},"type":{"type":"string","description":"The type of quality check. \'text\' is human-readable text that describes the quality of the data. \'library\' is a set of maintained predefined quality attributes such as row count or unique. \'sql\' is an individual SQL query that returns a value that can be compared. \'custom\' is quality attributes that are vendor-specific, such as Soda or Great Expectations.","enum":["text","library","sql","custom"],"default":"library"},"unit":{"type":"string","description":"Unit the rule is using, popular values are `rows` or `percent`, but any value is allowed.","examples":["rows","percent"]}},"allOf":[{"if":{"properties":{"type":{"const":"library"}}},"then":{"$ref":"#/$defs/DataQualityLibrary"}},{"if":{"properties":{"type":{"const":"sql"}},"required":["type"]},"then":{"$ref":"#/$defs/DataQualitySql"}},{"if":{"properties":{"type":{"const":"custom"}},"required":["type"]},"then":{"$ref":"#/$defs/DataQualityCustom"}}]},"DataQualityChecks":{"type":"array","description":"Data quality rules with all the relevant information for rule setup and execution.","items":{"$ref":"#/$defs/DataQuality"}},"DataQualityLibrary":{"type":"object","properties":{"rule":{"type":"string","description":"Define a data quality check based on the predefined rules as per ODCS.","examples":["duplicateCount","validValues","rowCount"]},"mustBe":{"description":"Must be equal to the value to be valid. When using numbers, it is equivalent to \'=\'."},"mustNotBe":{"description":"Must not be equal to the value to be valid. When using numbers, it is equivalent to \'!=\'."},"mustBeGreaterThan":{"type":"number","description":"Must be greater than the value to be valid. It is equivalent to \'>\'."},"mustBeGreaterOrEqualTo":{"type":"number","description":"Must be greater than or equal to the value to be valid. It is equivalent to \'>=\'."},"mustBeLessThan":{"type":"number","description":"Must be less than the value to be valid. It is equivalent to \'<\'."},"mustBeLessOrEqualTo":{"type":"number","description":"Must be less than or equal to the value to be valid. It is equivalent to \'<=\'."},"mustBeBetween":{"type":"array","description":"Must be between the two numbers to be valid. Smallest number first in the array.","minItems":2,"maxItems":2,"uniqueItems":true,"items":{"type":"number"}},"mustNotBeBetween":{"type":"array","description":"Must not be between the two numbers to be valid. Smallest number first in the array.","minItems":2,"maxItems":2,"uniqueItems":true,"items":{"type":"number"}}},"required":["rule"]},"DataQualitySql":{"type":"object","properties":{"query":{"type":"string","description":"Query string that adheres to the dialect of the provided server.","examples":["SELECT COUNT(*) FROM ${table} WHERE ${column} IS NOT NULL"]}},"required":["query"]},"DataQualityCustom":{"type":"object","properties":{"engine":{"type":"string","description":"Name of the engine which executes the data quality checks.","examples":["soda","great-expectations","monte-carlo","dbt"]},"implementation":{"oneOf":[{"type":"string"},{"type":"object"}]}},"required":["engine","implementation"]},"AuthoritativeDefinitions":{"type":"array","description":"List of links to sources that provide more details on the dataset; examples would be a link to an external definition, a training video, a git repo, data catalog, or another tool. Authoritative definitions follow the same structure in the standard.","items":{"type":"object","properties":{"url":{"type":"string","description":"URL to the authority."},"type":{"type":"string","description":"Type of definition for authority: v2.3 adds standard values: `businessDefinition`, `transformationImplementation`, `videoTutorial`, `tutorial`, and `implementation`.","examples":["businessDefinition","transformationImplementation","videoTutorial","tutorial","implementation"]}},"required":["url","type"]}},"Support":{"type":"array","description":"Top level for support channels.","items":{"$ref":"#/$defs/SupportItem"}},"SupportItem":{"type":"object","properties":{"channel":{"type":"string","description":"Channel name or identifier."},"url":{"type":"string","description":"Access URL using normal [URL scheme](https://en.wikipedia.org/wiki/URL#Syntax) (https, mailto, etc.)."},"description":{"type":"string","description":"Description of the channel, free text."},"tool":{"type":"string","description":"Name of the tool, value can be `email`, `slack`, `teams`, `discord`, `ticket`, or `other`.","examples":["email","slack","teams","discord","ticket","other"]},"scope":{"type":"string","description":"Scope can be: `interactive`, `announcements`, `issues`.","examples":["interactive","announcements","issues"]},"invitationUrl":{"type":"string","description":"Some tools uses invitation URL for requesting or subscribing. Follows the [URL scheme](https://en.wikipedia.org/wiki/URL#Syntax)."}},"required":["channel","url"]},"Pricing":{"type":"object","properties":{"priceAmount":{"type":"number","description":"Subscription price per unit of measure in `priceUnit`."},"priceCurrency":{"type":"string","description":"Currency of the subscription price in `price.priceAmount`."},"priceUnit":{"type":"string","description":"The unit of measure for calculating cost. Examples megabyte, gigabyte."}}},"Team":{"type":"object","properties":{"username":{"type":"string","description":"The user\'s username or email.","examples":["mail@example.com","uid12345678"]},"name":{"type":"string","description":"The user\'s name.","examples":["Jane Doe"]},"description":{"type":"string","description":"The user\'s description."},"role":{"type":"string","description":"The user\'s job role; Examples might be owner, data steward. There is no limit on the role."},"dateIn":{"type":"string","format":"date","description":"The date when the user joined the team."},"dateOut":{"type":"string","format":"date","description":"The date when the user ceased to be part of the team."},"replacedByUsername":{"type":"string","description":"The username of the user who replaced the previous user."}}},"Role":{"type":"object","properties":{"role":{"type":"string","description":"Name of the IAM role that provides access to the dataset."},"description":{"type":"string","description":"Description of the IAM role and its permissions."},"access":{"type":"string","description":"The type of access provided by the IAM role."},"firstLevelApprovers":{"type":"string","description":"The name(s) of the first-level approver(s) of the role."},"secondLevelApprovers":{"type":"string","description":"The name(s) of the second-level approver(s) of the role."},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"required":["role"]},"ServiceLevelAgreementProperty":{"type":"object","properties":{"property":{"type":"string","description":"Specific property in SLA, check the periodic table. May requires units (more details to come)."},"value":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"}],"description":"Agreement value. The label will change based on the property itself."},"valueExt":{"$ref":"#/$defs/AnyNonCollectionType","description":"Extended agreement value. The label will change based on the property itself."},"unit":{"type":"string","description":"**d**, day, days for days; **y**, yr, years for years, etc. Units use the ISO standard."},"element":{"type":"string","description":"Element(s) to check on. Multiple elements should be extremely rare and, if so, separated by commas."},"driver":{"type":"string","description":"Describes the importance of the SLA from the list of: `regulatory`, `analytics`, or `operational`.","examples":["regulatory","analytics","operational"]}},"required":["property","value"]},"CustomProperties":{"type":"array","description":"A list of key/value pairs for custom properties.","items":{"$ref":"#/$defs/CustomProperty"}},"CustomProperty":{"type":"object","properties":{"property":{"type":"string","description":"The name of the key. Names should be in camel case–the same as if they were permanent properties in the contract."},"value":{"$ref":"#/$defs/AnyType","description":"The value of the key."}}},"AnyType":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"},{"type":"array"},{"type":"object"}]},"AnyNonCollectionType":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"}]}}}');
;// CONCATENATED MODULE: ./schemas/odcs/odcs-json-schema-v3.1.0.json
const odcs_json_schema_v3_1_0_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","title":"Open Data Contract Standard (ODCS)","description":"An open data contract specification to establish agreement between data producers and consumers.","type":"object","properties":{"version":{"type":"string","description":"Current version of the data contract."},"kind":{"type":"string","default":"DataContract","description":"The kind of file this is. Valid value is `DataContract`.","enum":["DataContract"]},"apiVersion":{"type":"string","default":"v3.1.0","description":"Version of the standard used to build data contract. Default value is v3.1.0.","enum":["v3.1.0","v3.0.2","v3.0.1","v3.0.0","v2.2.2","v2.2.1","v2.2.0"]},"id":{"type":"string","description":"A unique identifier used to reduce the risk of dataset name collisions, such as a UUID."},"name":{"type":"string","description":"Name of the data contract."},"tenant":{"type":"string","description":"Indicates the property the data is primarily associated with. Value is case insensitive."},"tags":{"$ref":"#/$defs/Tags"},"status":{"type":"string","description":"Current status of the dataset.","examples":["proposed","draft","active","deprecated","retired"]},"servers":{"type":"array","description":"List of servers where the datasets reside.","items":{"$ref":"#/$defs/Server"}},"dataProduct":{"type":"string","description":"The name of the data product. DEPRECATED since v3.1.0.","deprecated":true},"description":{"type":"object","description":"High level description of the dataset.","properties":{"usage":{"type":"string","description":"Intended usage of the dataset."},"purpose":{"type":"string","description":"Purpose of the dataset."},"limitations":{"type":"string","description":"Limitations of the dataset."},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"customProperties":{"$ref":"#/$defs/CustomProperties"}}},"domain":{"type":"string","description":"Name of the logical data domain.","examples":["imdb_ds_aggregate","receiver_profile_out","transaction_profile_out"]},"schema":{"type":"array","description":"A list of elements within the schema to be cataloged.","items":{"$ref":"#/$defs/SchemaObject"}},"support":{"$ref":"#/$defs/Support"},"price":{"$ref":"#/$defs/Pricing"},"team":{"oneOf":[{"$ref":"#/$defs/Team","description":"Team information object with members array (v3.1.0+)."},{"type":"array","description":"DEPRECATED: Array of team members. Use the Team object structure instead. This array format is maintained for backward compatibility with v3.0.2 and earlier versions and will be removed in ODCS 4.0.","deprecated":true,"items":{"$ref":"#/$defs/TeamMember"}}]},"roles":{"type":"array","description":"A list of roles that will provide user access to the dataset.","items":{"$ref":"#/$defs/Role"}},"slaDefaultElement":{"type":"string","description":"DEPRECATED SINCE 3.1. WILL BE REMOVED IN ODCS 4.0. Element (using the element path notation) to do the checks on.","deprecated":true},"slaProperties":{"type":"array","description":"A list of key/value pairs for SLA specific properties. There is no limit on the type of properties (more details to come).","items":{"$ref":"#/$defs/ServiceLevelAgreementProperty"}},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"customProperties":{"$ref":"#/$defs/CustomProperties"},"contractCreatedTs":{"type":"string","format":"date-time","description":"Timestamp in UTC of when the data contract was created."}},"required":["version","apiVersion","kind","id","status"],"additionalProperties":false,"unevaluatedProperties":false,"$defs":{"ShorthandReference":{"type":"string","description":"Shorthand notation using name fields (table_name.column_name)","pattern":"^[A-Za-z_][A-Za-z0-9_]*\\\\.[A-Za-z_][A-Za-z0-9_]*$"},"FullyQualifiedReference":{"type":"string","description":"Fully qualified notation using id fields (section/id/properties/id), optionally prefixed with external file reference","pattern":"^(?:(?:https?:\\\\/\\\\/)?[A-Za-z0-9._\\\\-\\\\/]+\\\\.yaml#)?\\\\/?[A-Za-z_][A-Za-z0-9_]*\\\\/[A-Za-z0-9_-]+(?:\\\\/[A-Za-z_][A-Za-z0-9_]*\\\\/[A-Za-z0-9_-]+)*$"},"StableId":{"type":"string","description":"Stable technical identifier for references. Must be unique within its containing array. Cannot contain special characters (\'-\', \'_\' allowed).","pattern":"^[A-Za-z0-9_-]+$"},"Server":{"type":"object","description":"Data source details of where data is physically stored.","properties":{"id":{"$ref":"#/$defs/StableId"},"server":{"type":"string","description":"Identifier of the server."},"type":{"type":"string","description":"Type of the server.","enum":["api","athena","azure","bigquery","clickhouse","databricks","denodo","dremio","duckdb","glue","cloudsql","db2","hive","impala","informix","kafka","kinesis","local","mysql","oracle","postgresql","postgres","presto","pubsub","redshift","s3","sftp","snowflake","sqlserver","synapse","trino","vertica","zen","custom"]},"description":{"type":"string","description":"Description of the server."},"environment":{"type":"string","description":"Environment of the server.","examples":["prod","preprod","dev","uat"]},"roles":{"type":"array","description":"List of roles that have access to the server.","items":{"$ref":"#/$defs/Role"}},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"allOf":[{"if":{"properties":{"type":{"const":"api"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ApiServer"}},{"if":{"properties":{"type":{"const":"athena"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/AthenaServer"}},{"if":{"properties":{"type":{"const":"azure"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/AzureServer"}},{"if":{"properties":{"type":{"const":"bigquery"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/BigQueryServer"}},{"if":{"properties":{"type":{"const":"clickhouse"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ClickHouseServer"}},{"if":{"properties":{"type":{"const":"databricks"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DatabricksServer"}},{"if":{"properties":{"type":{"const":"denodo"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DenodoServer"}},{"if":{"properties":{"type":{"const":"dremio"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DremioServer"}},{"if":{"properties":{"type":{"const":"duckdb"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DuckdbServer"}},{"if":{"properties":{"type":{"const":"glue"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/GlueServer"}},{"if":{"properties":{"type":{"const":"cloudsql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/GoogleCloudSqlServer"}},{"if":{"properties":{"type":{"const":"db2"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/IBMDB2Server"}},{"if":{"properties":{"type":{"const":"hive"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/HiveServer"}},{"if":{"properties":{"type":{"const":"impala"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ImpalaServer"}},{"if":{"properties":{"type":{"const":"informix"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/InformixServer"}},{"if":{"properties":{"type":{"const":"zen"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ZenServer"}},{"if":{"properties":{"type":{"const":"custom"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/CustomServer"}},{"if":{"properties":{"type":{"const":"kafka"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/KafkaServer"}},{"if":{"properties":{"type":{"const":"kinesis"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/KinesisServer"}},{"if":{"properties":{"type":{"const":"local"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/LocalServer"}},{"if":{"properties":{"type":{"const":"mysql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/MySqlServer"}},{"if":{"properties":{"type":{"const":"oracle"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/OracleServer"}},{"if":{"properties":{"type":{"const":"postgresql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PostgresServer"}},{"if":{"properties":{"type":{"const":"postgres"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PostgresServer"}},{"if":{"properties":{"type":{"const":"presto"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PrestoServer"}},{"if":{"properties":{"type":{"const":"pubsub"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PubSubServer"}},{"if":{"properties":{"type":{"const":"redshift"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/RedshiftServer"}},{"if":{"properties":{"type":{"const":"s3"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/S3Server"}},{"if":{"properties":{"type":{"const":"sftp"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SftpServer"}},{"if":{"properties":{"type":{"const":"snowflake"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SnowflakeServer"}},{"if":{"properties":{"type":{"const":"sqlserver"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SqlserverServer"}},{"if":{"properties":{"type":{"const":"synapse"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SynapseServer"}},{"if":{"properties":{"type":{"const":"trino"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/TrinoServer"}},{"if":{"properties":{"type":{"const":"vertica"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/VerticaServer"}}],"required":["server","type"],"unevaluatedProperties":false},"ServerSource":{"ApiServer":{"type":"object","title":"AthenaServer","properties":{"location":{"type":"string","format":"uri","description":"The url to the API.","examples":["https://api.example.com/v1"]}},"required":["location"]},"AthenaServer":{"type":"object","title":"AthenaServer","properties":{"stagingDir":{"type":"string","format":"uri","description":"Amazon Athena automatically stores query results and metadata information for each query that runs in a query result location that you can specify in Amazon S3.","examples":["s3://my_storage_account_name/my_container/path"]},"schema":{"type":"string","description":"Identify the schema in the data source in which your tables exist."},"catalog":{"type":"string","description":"Identify the name of the Data Source, also referred to as a Catalog.","default":"awsdatacatalog"},"regionName":{"type":"string","description":"The region your AWS account uses.","examples":["eu-west-1"]}},"required":["stagingDir","schema"]},"AzureServer":{"type":"object","title":"AzureServer","properties":{"location":{"type":"string","format":"uri","description":"Fully qualified path to Azure Blob Storage or Azure Data Lake Storage (ADLS), supports globs.","examples":["az://my_storage_account_name.blob.core.windows.net/my_container/path/*.parquet","abfss://my_storage_account_name.dfs.core.windows.net/my_container_name/path/*.parquet"]},"format":{"type":"string","examples":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","examples":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location","format"]},"BigQueryServer":{"type":"object","title":"BigQueryServer","properties":{"project":{"type":"string","description":"The GCP project name."},"dataset":{"type":"string","description":"The GCP dataset name."}},"required":["project","dataset"]},"ClickHouseServer":{"type":"object","title":"ClickHouseServer","properties":{"host":{"type":"string","description":"The host of the ClickHouse server."},"port":{"type":"integer","description":"The port to the ClickHouse server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"DatabricksServer":{"type":"object","title":"DatabricksServer","properties":{"host":{"type":"string","description":"The Databricks host","examples":["dbc-abcdefgh-1234.cloud.databricks.com"]},"catalog":{"type":"string","description":"The name of the Hive or Unity catalog"},"schema":{"type":"string","description":"The schema name in the catalog"}},"required":["catalog","schema"]},"DenodoServer":{"type":"object","title":"DenodoServer","properties":{"host":{"type":"string","description":"The host of the Denodo server."},"port":{"type":"integer","description":"The port of the Denodo server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port"]},"DremioServer":{"type":"object","title":"DremioServer","properties":{"host":{"type":"string","description":"The host of the Dremio server."},"port":{"type":"integer","description":"The port of the Dremio server."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port"]},"DuckdbServer":{"type":"object","title":"DuckdbServer","properties":{"database":{"type":"string","description":"Path to duckdb database file."},"schema":{"type":"string","description":"The name of the schema."}},"required":["database"]},"GlueServer":{"type":"object","title":"GlueServer","properties":{"account":{"type":"string","description":"The AWS Glue account","examples":["1234-5678-9012"]},"database":{"type":"string","description":"The AWS Glue database name","examples":["my_database"]},"location":{"type":"string","format":"uri","description":"The AWS S3 path. Must be in the form of a URL.","examples":["s3://datacontract-example-orders-latest/data/{model}"]},"format":{"type":"string","description":"The format of the files","examples":["parquet","csv","json","delta"]}},"required":["account","database"]},"GoogleCloudSqlServer":{"type":"object","title":"GoogleCloudSqlServer","properties":{"host":{"type":"string","description":"The host of the Google Cloud Sql server."},"port":{"type":"integer","description":"The port of the Google Cloud Sql server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database","schema"]},"IBMDB2Server":{"type":"object","title":"IBMDB2Server","properties":{"host":{"type":"string","description":"The host of the IBM DB2 server."},"port":{"type":"integer","description":"The port of the IBM DB2 server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database"]},"HiveServer":{"type":"object","title":"HiveServer","properties":{"host":{"type":"string","description":"The host to the Hive server. "},"port":{"type":"integer","description":"The port to the Hive server. Defaults to 10000."},"database":{"type":"string","description":"The name of the Hive database."}},"required":["host","database"]},"ImpalaServer":{"type":"object","title":"ImpalaServer","properties":{"host":{"type":"string","description":"The host to the Impala server."},"port":{"type":"integer","description":"The port to the Impala server. Defaults to 21050."},"database":{"type":"string","description":"The name of the Impala database."}},"required":["host","database"]},"InformixServer":{"type":"object","title":"InformixServer","properties":{"host":{"type":"string","description":"The host to the Informix server. "},"port":{"type":"integer","description":"The port to the Informix server. Defaults to 9088."},"database":{"type":"string","description":"The name of the database."}},"required":["host","database"]},"ZenServer":{"type":"object","title":"ZenServer","properties":{"host":{"type":"string","description":"Hostname or IP address of the Zen server."},"port":{"type":"integer","description":"Zen server SQL connections port. Defaults to 1583."},"database":{"type":"string","description":"Database name to connect to on the Zen server."}},"required":["host","database"]},"CustomServer":{"type":"object","title":"CustomServer","properties":{"account":{"type":"string","description":"Account used by the server."},"catalog":{"type":"string","description":"Name of the catalog."},"database":{"type":"string","description":"Name of the database."},"dataset":{"type":"string","description":"Name of the dataset."},"delimiter":{"type":"string","description":"Delimiter."},"endpointUrl":{"type":"string","description":"Server endpoint.","format":"uri"},"format":{"type":"string","description":"File format."},"host":{"type":"string","description":"Host name or IP address."},"location":{"type":"string","description":"A URL to a location.","format":"uri"},"path":{"type":"string","description":"Relative or absolute path to the data file(s)."},"port":{"type":"integer","description":"Port to the server. No default value is assumed for custom servers."},"project":{"type":"string","description":"Project name."},"region":{"type":"string","description":"Cloud region."},"regionName":{"type":"string","description":"Region name."},"schema":{"type":"string","description":"Name of the schema."},"serviceName":{"type":"string","description":"Name of the service."},"stagingDir":{"type":"string","description":"Staging directory."},"warehouse":{"type":"string","description":"Name of the cluster or warehouse."},"stream":{"type":"string","description":"Name of the data stream."}}},"KafkaServer":{"type":"object","title":"KafkaServer","description":"Kafka Server","properties":{"host":{"type":"string","description":"The bootstrap server of the kafka cluster."},"format":{"type":"string","description":"The format of the messages.","examples":["json","avro","protobuf","xml"],"default":"json"}},"required":["host"]},"KinesisServer":{"type":"object","title":"KinesisDataStreamsServer","description":"Kinesis Data Streams Server","properties":{"region":{"type":"string","description":"AWS region.","examples":["eu-west-1"]},"format":{"type":"string","description":"The format of the record","examples":["json","avro","protobuf"]}}},"LocalServer":{"type":"object","title":"LocalServer","properties":{"path":{"type":"string","description":"The relative or absolute path to the data file(s).","examples":["./folder/data.parquet","./folder/*.parquet"]},"format":{"type":"string","description":"The format of the file(s)","examples":["json","parquet","delta","csv"]}},"required":["path","format"]},"MySqlServer":{"type":"object","title":"MySqlServer","properties":{"host":{"type":"string","description":"The host of the MySql server."},"port":{"type":"integer","description":"The port of the MySql server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"OracleServer":{"type":"object","title":"OracleServer","properties":{"host":{"type":"string","description":"The host to the oracle server","examples":["localhost"]},"port":{"type":"integer","description":"The port to the oracle server.","examples":[1523]},"serviceName":{"type":"string","description":"The name of the service.","examples":["service"]}},"required":["host","port","serviceName"]},"PostgresServer":{"type":"object","title":"PostgresServer","properties":{"host":{"type":"string","description":"The host to the Postgres server"},"port":{"type":"integer","description":"The port to the Postgres server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema in the database."}},"required":["host","port","database","schema"]},"PrestoServer":{"type":"object","title":"PrestoServer","properties":{"host":{"type":"string","description":"The host to the Presto server","examples":["localhost:8080"]},"catalog":{"type":"string","description":"The name of the catalog.","examples":["postgres"]},"schema":{"type":"string","description":"The name of the schema.","examples":["public"]}},"required":["host"]},"PubSubServer":{"type":"object","title":"PubSubServer","properties":{"project":{"type":"string","description":"The GCP project name."}},"required":["project"]},"RedshiftServer":{"type":"object","title":"RedshiftServer","properties":{"host":{"type":"string","description":"An optional string describing the server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."},"region":{"type":"string","description":"AWS region of Redshift server.","examples":["us-east-1"]},"account":{"type":"string","description":"The account used by the server."}},"required":["database","schema"]},"S3Server":{"type":"object","title":"S3Server","properties":{"location":{"type":"string","format":"uri","description":"S3 URL, starting with `s3://`","examples":["s3://datacontract-example-orders-latest/data/{model}/*.json"]},"endpointUrl":{"type":"string","format":"uri","description":"The server endpoint for S3-compatible servers.","examples":["https://minio.example.com"]},"format":{"type":"string","examples":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","examples":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location"]},"SftpServer":{"type":"object","title":"SftpServer","properties":{"location":{"type":"string","format":"uri","pattern":"^sftp://.*","description":"SFTP URL, starting with `sftp://`","examples":["sftp://123.123.12.123/{model}/*.json"]},"format":{"type":"string","examples":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","examples":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location"]},"SnowflakeServer":{"type":"object","title":"SnowflakeServer","properties":{"host":{"type":"string","description":"The host to the Snowflake server"},"port":{"type":"integer","description":"The port to the Snowflake server."},"account":{"type":"string","description":"The Snowflake account used by the server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."},"warehouse":{"type":"string","description":"The name of the cluster of resources that is a Snowflake virtual warehouse."}},"required":["account","database","schema"]},"SqlserverServer":{"type":"object","title":"SqlserverServer","properties":{"host":{"type":"string","description":"The host to the database server","examples":["localhost"]},"port":{"type":"integer","description":"The port to the database server.","default":1433,"examples":[1433]},"database":{"type":"string","description":"The name of the database.","examples":["database"]},"schema":{"type":"string","description":"The name of the schema in the database.","examples":["dbo"]}},"required":["host","database","schema"]},"SynapseServer":{"type":"object","title":"SynapseServer","properties":{"host":{"type":"string","description":"The host of the Synapse server."},"port":{"type":"integer","description":"The port of the Synapse server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"TrinoServer":{"type":"object","title":"TrinoServer","properties":{"host":{"type":"string","description":"The Trino host URL.","examples":["localhost"]},"port":{"type":"integer","description":"The Trino port."},"catalog":{"type":"string","description":"The name of the catalog.","examples":["hive"]},"schema":{"type":"string","description":"The name of the schema in the database.","examples":["my_schema"]}},"required":["host","port","catalog","schema"]},"VerticaServer":{"type":"object","title":"VerticaServer","properties":{"host":{"type":"string","description":"The host of the Vertica server."},"port":{"type":"integer","description":"The port of the Vertica server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database","schema"]}},"SchemaElement":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"name":{"type":"string","description":"Name of the element."},"physicalType":{"type":"string","description":"The physical element data type in the data source.","examples":["table","view","topic","file"]},"description":{"type":"string","description":"Description of the element."},"businessName":{"type":"string","description":"The business name of the element."},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"tags":{"$ref":"#/$defs/Tags"},"customProperties":{"$ref":"#/$defs/CustomProperties"}}},"SchemaObject":{"type":"object","properties":{"logicalType":{"type":"string","description":"The logical element data type.","enum":["object"]},"physicalName":{"type":"string","description":"Physical name.","examples":["table_1_2_0"]},"dataGranularityDescription":{"type":"string","description":"Granular level of the data in the object.","examples":["Aggregation by country"]},"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}},"relationships":{"type":"array","description":"A list of relationships to other properties. Each relationship must have \'from\', \'to\' and optionally \'type\' field.","items":{"$ref":"#/$defs/RelationshipSchemaLevel"}},"quality":{"$ref":"#/$defs/DataQualityChecks"}},"allOf":[{"$ref":"#/$defs/SchemaElement"}],"required":["name"],"unevaluatedProperties":false},"SchemaBaseProperty":{"type":"object","properties":{"primaryKey":{"type":"boolean","description":"Boolean value specifying whether the element is primary or not. Default is false."},"primaryKeyPosition":{"type":"integer","default":-1,"description":"If element is a primary key, the position of the primary key element. Starts from 1. Example of `account_id, name` being primary key columns, `account_id` has primaryKeyPosition 1 and `name` primaryKeyPosition 2. Default to -1."},"logicalType":{"type":"string","description":"The logical element data type.","enum":["string","date","timestamp","time","number","integer","object","array","boolean"]},"logicalTypeOptions":{"type":"object","description":"Additional optional metadata to describe the logical type."},"physicalType":{"type":"string","description":"The physical element data type in the data source. For example, VARCHAR(2), DOUBLE, INT."},"physicalName":{"type":"string","description":"Physical name.","examples":["col_str_a"]},"required":{"type":"boolean","default":false,"description":"Indicates if the element may contain Null values; possible values are true and false. Default is false."},"unique":{"type":"boolean","default":false,"description":"Indicates if the element contains unique values; possible values are true and false. Default is false."},"partitioned":{"type":"boolean","default":false,"description":"Indicates if the element is partitioned; possible values are true and false."},"partitionKeyPosition":{"type":"integer","default":-1,"description":"If element is used for partitioning, the position of the partition element. Starts from 1. Example of `country, year` being partition columns, `country` has partitionKeyPosition 1 and `year` partitionKeyPosition 2. Default to -1."},"classification":{"type":"string","description":"Can be anything, like confidential, restricted, and public to more advanced categorization. Some companies like PayPal, use data classification indicating the class of data in the element; expected values are 1, 2, 3, 4, or 5.","examples":["confidential","restricted","public"]},"encryptedName":{"type":"string","description":"The element name within the dataset that contains the encrypted element value. For example, unencrypted element `email_address` might have an encryptedName of `email_address_encrypt`."},"transformSourceObjects":{"type":"array","description":"List of objects in the data source used in the transformation.","items":{"type":"string"}},"transformLogic":{"type":"string","description":"Logic used in the element transformation."},"transformDescription":{"type":"string","description":"Describes the transform logic in very simple terms."},"examples":{"type":"array","description":"List of sample element values.","items":{"$ref":"#/$defs/AnyType"}},"criticalDataElement":{"type":"boolean","default":false,"description":"True or false indicator; If element is considered a critical data element (CDE) then true else false."},"relationships":{"type":"array","description":"A list of relationships to other properties. When defined at property level, the \'from\' field is implicit and should not be specified.","items":{"$ref":"#/$defs/RelationshipPropertyLevel"}},"quality":{"$ref":"#/$defs/DataQualityChecks"}},"allOf":[{"$ref":"#/$defs/SchemaElement"},{"if":{"properties":{"logicalType":{"const":"string"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"minLength":{"type":"integer","minimum":0,"description":"Minimum length of the string."},"maxLength":{"type":"integer","minimum":0,"description":"Maximum length of the string."},"pattern":{"type":"string","description":"Regular expression pattern to define valid value. Follows regular expression syntax from ECMA-262 (https://262.ecma-international.org/5.1/#sec-15.10.1)."},"format":{"type":"string","examples":["password","byte","binary","email","uuid","uri","hostname","ipv4","ipv6"],"description":"Provides extra context about what format the string follows."}}}}}},{"if":{"properties":{"logicalType":{"const":"date"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"format":{"type":"string","examples":["yyyy-MM-dd","yyyy-MM-dd HH:mm:ss","HH:mm:ss"],"description":"Format of the date. Follows the format as prescribed by [JDK DateTimeFormatter](https://docs.oracle.com/javase/8/docs/api/java/time/format/DateTimeFormatter.html). For example, format \'yyyy-MM-dd\'."},"exclusiveMaximum":{"type":"string","description":"All values must be strictly less than this value (values < exclusiveMaximum)."},"maximum":{"type":"string","description":"All date values are less than or equal to this value (values <= maximum)."},"exclusiveMinimum":{"type":"string","description":"All values must be strictly greater than this value (values > exclusiveMinimum)."},"minimum":{"type":"string","description":"All date values are greater than or equal to this value (values >= minimum)."}}}}}},{"if":{"anyOf":[{"properties":{"logicalType":{"const":"timestamp"}}},{"properties":{"logicalType":{"const":"time"}}}]},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"format":{"type":"string","examples":["yyyy-MM-dd","yyyy-MM-dd HH:mm:ss","HH:mm:ss"],"description":"Format of the date. Follows the format as prescribed by [JDK DateTimeFormatter](https://docs.oracle.com/javase/8/docs/api/java/time/format/DateTimeFormatter.html). For example, format \'yyyy-MM-dd\'."},"exclusiveMaximum":{"type":"string","description":"All values must be strictly less than this value (values < exclusiveMaximum)."},"maximum":{"type":"string","description":"All date values are less than or equal to this value (values <= maximum)."},"exclusiveMinimum":{"type":"string","description":"All values must be strictly greater than this value (values > exclusiveMinimum)."},"minimum":{"type":"string","description":"All date values are greater than or equal to this value (values >= minimum)."},"timezone":{"type":"boolean","description":"Whether the timestamp defines the timezone or not. If true, timezone information is included in the timestamp."},"defaultTimezone":{"type":"string","description":"The default timezone of the timestamp. If timezone is not defined, the default timezone UTC is used.","default":"Etc/UTC"}}}}}},{"if":{"anyOf":[{"properties":{"logicalType":{"const":"integer"}}}]},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"multipleOf":{"type":"number","exclusiveMinimum":0,"description":"Values must be multiples of this number. For example, multiple of 5 has valid values 0, 5, 10, -5."},"maximum":{"type":"number","description":"All values are less than or equal to this value (values <= maximum)."},"exclusiveMaximum":{"type":"number","description":"All values must be strictly less than this value (values < exclusiveMaximum)."},"minimum":{"type":"number","description":"All values are greater than or equal to this value (values >= minimum)."},"exclusiveMinimum":{"type":"number","description":"All values must be strictly greater than this value (values > exclusiveMinimum)."},"format":{"type":"string","default":"i32","description":"Format of the value in terms of how many bits of space it can use and whether it is signed or unsigned (follows the Rust integer types).","enum":["i8","i16","i32","i64","i128","u8","u16","u32","u64","u128"]}}}}}},{"if":{"anyOf":[{"properties":{"logicalType":{"const":"number"}}}]},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"multipleOf":{"type":"number","exclusiveMinimum":0,"description":"Values must be multiples of this number. For example, multiple of 5 has valid values 0, 5, 10, -5."},"maximum":{"type":"number","description":"All values are less than or equal to this value (values <= maximum)."},"exclusiveMaximum":{"type":"number","description":"All values must be strictly less than this value (values < exclusiveMaximum)."},"minimum":{"type":"number","description":"All values are greater than or equal to this value (values >= minimum)."},"exclusiveMinimum":{"type":"number","description":"All values must be strictly greater than this value (values > exclusiveMinimum)."},"format":{"type":"string","default":"i32","description":"Format of the value in terms of how many bits of space it can use (follows the Rust float types).","enum":["f32","f64"]}}}}}},{"if":{"properties":{"logicalType":{"const":"object"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"maxProperties":{"type":"integer","minimum":0,"description":"Maximum number of properties."},"minProperties":{"type":"integer","minimum":0,"default":0,"description":"Minimum number of properties."},"required":{"type":"array","items":{"type":"string"},"minItems":1,"uniqueItems":true,"description":"Property names that are required to exist in the object."}}},"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}}}}},{"if":{"properties":{"logicalType":{"const":"array"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"maxItems":{"type":"integer","minimum":0,"description":"Maximum number of items."},"minItems":{"type":"integer","minimum":0,"default":0,"description":"Minimum number of items"},"uniqueItems":{"type":"boolean","default":false,"description":"If set to true, all items in the array are unique."}}},"items":{"$ref":"#/$defs/SchemaItemProperty","description":"List of items in an array (only applicable when `logicalType: array`)."}}}}],"unevaluatedProperties":false},"SchemaProperty":{"type":"object","$ref":"#/$defs/SchemaBaseProperty","required":["name"],"unevaluatedProperties":false},"SchemaItemProperty":{"type":"object","$ref":"#/$defs/SchemaBaseProperty","properties":{"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}}},"unevaluatedProperties":false},"Tags":{"type":"array","description":"A list of tags that may be assigned to the elements (object or property); the tags keyword may appear at any level. Tags may be used to better categorize an element. For example, `finance`, `sensitive`, `employee_record`.","examples":["finance","sensitive","employee_record"],"items":{"type":"string"}},"DataQuality":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"businessImpact":{"type":"string","description":"Consequences of the rule failure.","examples":["operational","regulatory"]},"customProperties":{"type":"array","description":"Additional properties required for rule execution.","items":{"$ref":"#/$defs/CustomProperty"}},"description":{"type":"string","description":"Describe the quality check to be completed."},"dimension":{"type":"string","description":"The key performance indicator (KPI) or dimension for data quality.","enum":["accuracy","completeness","conformity","consistency","coverage","timeliness","uniqueness"]},"method":{"type":"string","examples":["reconciliation"]},"name":{"type":"string","description":"Name of the data quality check."},"schedule":{"type":"string","description":"Rule execution schedule details.","examples":["0 20 * * *"]},"scheduler":{"type":"string","description":"The name or type of scheduler used to start the data quality check.","examples":["cron"]},"severity":{"type":"string","description":"The severance of the quality rule.","examples":["info","warning","error"]},"tags":{"$ref":"#/$defs/Tags"},"type":{"type":"string","description":"The type of quality check. \'text\' is human-readable text that describes the quality of the data. \'library\' is a set of maintained predefined quality attributes such as row count or unique. \'sql\' is an individual SQL query that returns a value that can be compared. \'custom\' is quality attributes that are vendor-specific, such as Soda or Great Expectations.","enum":["text","library","sql","custom"],"default":"library"},"unit":{"type":"string","description":"Unit the rule is using, popular values are `rows` or `percent`, but any value is allowed.","examples":["rows","percent"]}},"allOf":[{"if":{"anyOf":[{"properties":{"type":{"const":"library"}},"required":["type"]},{"properties":{"metric":{"type":"string"}},"required":["metric"]}]},"then":{"$ref":"#/$defs/DataQualityLibrary"}},{"if":{"properties":{"type":{"const":"sql"}},"required":["type"]},"then":{"$ref":"#/$defs/DataQualitySql"}},{"if":{"properties":{"type":{"const":"custom"}},"required":["type"]},"then":{"$ref":"#/$defs/DataQualityCustom"}}],"unevaluatedProperties":false},"DataQualityChecks":{"type":"array","description":"Data quality rules with all the relevant information for rule setup and execution.","items":{"$ref":"#/$defs/DataQuality"}},"DataQualityOperators":{"type":"object","description":"Common comparison operators for data quality checks.","oneOf":[{"properties":{"mustBe":{"description":"Must be equal to the value to be valid. When using numbers, it is equivalent to \'=\'."}},"required":["mustBe"]},{"properties":{"mustNotBe":{"description":"Must not be equal to the value to be valid. When using numbers, it is equivalent to \'!=\'."}},"required":["mustNotBe"]},{"properties":{"mustBeGreaterThan":{"type":"number","description":"Must be greater than the value to be valid. It is equivalent to \'>\'."}},"required":["mustBeGreaterThan"]},{"properties":{"mustBeGreaterOrEqualTo":{"type":"number","description":"Must be greater than or equal to the value to be valid. It is equivalent to \'>=\'."}},"required":["mustBeGreaterOrEqualTo"]},{"properties":{"mustBeLessThan":{"type":"number","description":"Must be less than the value to be valid. It is equivalent to \'<\'."}},"required":["mustBeLessThan"]},{"properties":{"mustBeLessOrEqualTo":{"type":"number","description":"Must be less than or equal to the value to be valid. It is equivalent to \'<=\'."}},"required":["mustBeLessOrEqualTo"]},{"properties":{"mustBeBetween":{"type":"array","description":"Must be between the two numbers to be valid. Smallest number first in the array.","minItems":2,"maxItems":2,"uniqueItems":true,"items":{"type":"number"}}},"required":["mustBeBetween"]},{"properties":{"mustNotBeBetween":{"type":"array","description":"Must not be between the two numbers to be valid. Smallest number first in the array.","minItems":2,"maxItems":2,"uniqueItems":true,"items":{"type":"number"}}},"required":["mustNotBeBetween"]}]},"DataQualityLibrary":{"type":"object","allOf":[{"$ref":"#/$defs/DataQualityOperators"}],"properties":{"metric":{"type":"string","description":"Define a data quality check based on the predefined metrics as per ODCS.","enum":["nullValues","missingValues","invalidValues","duplicateValues","rowCount"]},"rule":{"type":"string","deprecated":true,"description":"Use metric instead"},"arguments":{"type":"object","description":"Additional arguments for the metric, if needed."}},"required":["metric"]},"DataQualitySql":{"type":"object","allOf":[{"$ref":"#/$defs/DataQualityOperators"}],"properties":{"query":{"type":"string","description":"Query string that adheres to the dialect of the provided server.","examples":["SELECT COUNT(*) FROM ${table} WHERE ${column} IS NOT NULL"]}},"required":["query"]},"DataQualityCustom":{"type":"object","properties":{"engine":{"type":"string","description":"Name of the engine which executes the data quality checks.","examples":["soda","great-expectations","monte-carlo","dbt"]},"implementation":{"oneOf":[{"type":"string"},{"type":"object"}]}},"required":["engine","implementation"]},"AuthoritativeDefinitions":{"type":"array","description":"List of links to sources that provide more details on the dataset; examples would be a link to an external definition, a training video, a git repo, data catalog, or another tool. Authoritative definitions follow the same structure in the standard.","items":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"url":{"type":"string","description":"URL to the authority."},"type":{"type":"string","description":"Type of definition for authority: v2.3 adds standard values: `businessDefinition`, `transformationImplementation`, `videoTutorial`, `tutorial`, and `implementation`.","examples":["businessDefinition","transformationImplementation","videoTutorial","tutorial","implementation"]},"description":{"type":"string","description":"Description of the authoritative definition for humans."}},"required":["url","type"],"additionalProperties":false}},"Support":{"type":"array","description":"Top level for support channels.","items":{"$ref":"#/$defs/SupportItem"}},"SupportItem":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"channel":{"type":"string","description":"Channel name or identifier."},"url":{"type":"string","description":"Access URL using normal [URL scheme](https://en.wikipedia.org/wiki/URL#Syntax) (https, mailto, etc.)."},"description":{"type":"string","description":"Description of the channel, free text."},"tool":{"type":"string","description":"Name of the tool, value can be `email`, `slack`, `teams`, `discord`, `ticket`, `googlechat`, or `other`.","examples":["email","slack","teams","discord","ticket","googlechat","other"]},"scope":{"type":"string","description":"Scope can be: `interactive`, `announcements`, `issues`, `notifications`.","examples":["interactive","announcements","issues","notifications"]},"invitationUrl":{"type":"string","description":"Some tools uses invitation URL for requesting or subscribing. Follows the [URL scheme](https://en.wikipedia.org/wiki/URL#Syntax)."},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"required":["channel"],"additionalProperties":false},"Pricing":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"priceAmount":{"type":"number","description":"Subscription price per unit of measure in `priceUnit`."},"priceCurrency":{"type":"string","description":"Currency of the subscription price in `price.priceAmount`."},"priceUnit":{"type":"string","description":"The unit of measure for calculating cost. Examples megabyte, gigabyte."}},"additionalProperties":false},"TeamMember":{"type":"object","description":"Team member information.","additionalProperties":false,"properties":{"id":{"$ref":"#/$defs/StableId"},"username":{"type":"string","description":"The user\'s username or email."},"name":{"type":"string","description":"The user\'s name."},"description":{"type":"string","description":"The user\'s description."},"role":{"type":"string","description":"The user\'s job role; Examples might be owner, data steward. There is no limit on the role."},"dateIn":{"type":"string","format":"date","description":"The date when the user joined the team."},"dateOut":{"type":"string","format":"date","description":"The date when the user ceased to be part of the team."},"replacedByUsername":{"type":"string","description":"The username of the user who replaced the previous user."},"tags":{"$ref":"#/$defs/Tags"},"customProperties":{"type":"array","description":"Custom properties block.","items":{"$ref":"#/$defs/CustomProperty"}},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"}},"required":["username"]},"Team":{"type":"object","description":"Team information.","additionalProperties":false,"properties":{"id":{"$ref":"#/$defs/StableId"},"name":{"type":"string","description":"Team name."},"description":{"type":"string","description":"Team description."},"members":{"type":"array","description":"List of members.","items":{"$ref":"#/$defs/TeamMember"}},"tags":{"$ref":"#/$defs/Tags"},"customProperties":{"type":"array","description":"Custom properties block.","items":{"$ref":"#/$defs/CustomProperty"}},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"}}},"Role":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"role":{"type":"string","description":"Name of the IAM role that provides access to the dataset."},"description":{"type":"string","description":"Description of the IAM role and its permissions."},"access":{"type":"string","description":"The type of access provided by the IAM role."},"firstLevelApprovers":{"type":"string","description":"The name(s) of the first-level approver(s) of the role."},"secondLevelApprovers":{"type":"string","description":"The name(s) of the second-level approver(s) of the role."},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"required":["role"],"additionalProperties":false},"ServiceLevelAgreementProperty":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"property":{"type":"string","description":"Specific property in SLA, check the periodic table. May requires units (more details to come)."},"value":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"}],"description":"Agreement value. The label will change based on the property itself."},"valueExt":{"$ref":"#/$defs/AnyNonCollectionType","description":"Extended agreement value. The label will change based on the property itself."},"unit":{"type":"string","description":"**d**, day, days for days; **y**, yr, years for years, etc. Units use the ISO standard."},"element":{"type":"string","description":"Element(s) to check on. Multiple elements should be extremely rare and, if so, separated by commas."},"driver":{"type":"string","description":"Describes the importance of the SLA from the list of: `regulatory`, `analytics`, or `operational`.","examples":["regulatory","analytics","operational"]},"description":{"type":"string","description":"Description of the SLA for humans.","examples":["99.9% of the time, data is available by 6 AM UTC"]},"scheduler":{"type":"string","description":"Name of the scheduler, can be cron or any tool your organization support.","examples":["cron"]},"schedule":{"type":"string","description":"Configuration information for the scheduling tool, for cron a possible value is 0 20 * * *.","examples":["0 20 * * *"]}},"required":["property","value"],"additionalProperties":false},"CustomProperties":{"type":"array","description":"A list of key/value pairs for custom properties.","items":{"$ref":"#/$defs/CustomProperty"}},"CustomProperty":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"property":{"type":"string","description":"The name of the key. Names should be in camel case–the same as if they were permanent properties in the contract."},"value":{"$ref":"#/$defs/AnyType","description":"The value of the key."},"description":{"type":"string","description":"Description of the custom property."}},"required":["property","value"],"additionalProperties":false},"AnyType":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"},{"type":"array"},{"type":"object"}]},"AnyNonCollectionType":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"}]},"RelationshipBase":{"type":"object","description":"Base definition for relationships between properties, typically for foreign key constraints.","properties":{"type":{"type":"string","description":"The type of relationship. Defaults to \'foreignKey\'.","default":"foreignKey","enum":["foreignKey"]},"from":{"oneOf":[{"anyOf":[{"$ref":"#/$defs/ShorthandReference"},{"$ref":"#/$defs/FullyQualifiedReference"}],"description":"Source property reference using fully qualified or shorthand notation."},{"type":"array","description":"Array of source properties for composite keys.","items":{"anyOf":[{"$ref":"#/$defs/ShorthandReference"},{"$ref":"#/$defs/FullyQualifiedReference"}]},"minItems":1}],"description":"Source property or properties."},"to":{"oneOf":[{"anyOf":[{"$ref":"#/$defs/ShorthandReference"},{"$ref":"#/$defs/FullyQualifiedReference"}],"description":"Target property reference using fully qualified or shorthand notation."},{"type":"array","description":"Array of target properties for composite keys.","items":{"anyOf":[{"$ref":"#/$defs/ShorthandReference"},{"$ref":"#/$defs/FullyQualifiedReference"}]},"minItems":1}],"description":"Target property or properties to reference."},"customProperties":{"$ref":"#/$defs/CustomProperties"}}},"RelationshipSchemaLevel":{"type":"object","description":"Relationship definition at schema level, requiring both \'from\' and \'to\' fields with matching types.","allOf":[{"$ref":"#/$defs/RelationshipBase"},{"required":["from","to"]},{"oneOf":[{"description":"Single-column relationship - both fields must be strings","properties":{"from":{"type":"string"},"to":{"type":"string"}}},{"description":"Composite key relationship - both fields must be arrays with matching lengths","properties":{"from":{"type":"array","items":{"type":"string"},"minItems":1},"to":{"type":"array","items":{"type":"string"},"minItems":1}}}]}],"unevaluatedProperties":false},"RelationshipPropertyLevel":{"type":"object","description":"Relationship definition at property level, where \'from\' is implicitly the current property.","allOf":[{"$ref":"#/$defs/RelationshipBase"},{"type":"object","required":["to"]},{"not":{"required":["from"]},"description":"The \'from\' field must not be specified at property level as it is implicitly derived from the property context"}],"unevaluatedProperties":false},"Relationship":{"description":"Compatibility wrapper for relationship definitions.","oneOf":[{"$ref":"#/$defs/RelationshipSchemaLevel"},{"$ref":"#/$defs/RelationshipPropertyLevel"}]}}}');
;// CONCATENATED MODULE: ./schemas/odcs/odcs-json-schema-v3.2.0-20260603.json
const odcs_json_schema_v3_2_0_20260603_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","title":"Open Data Contract Standard (ODCS)","description":"An open data contract specification to establish agreement between data producers and consumers.","type":"object","properties":{"version":{"type":"string","description":"Current version of the data contract."},"kind":{"type":"string","default":"DataContract","description":"The kind of file this is. Valid value is `DataContract`.","enum":["DataContract"]},"apiVersion":{"type":"string","default":"v3.2.0","description":"Version of the standard used to build data contract. Default value is v3.2.0.","enum":["v3.2.0","v3.1.0","v3.0.2","v3.0.1","v3.0.0","v2.2.2","v2.2.1","v2.2.0"]},"id":{"type":"string","description":"A unique identifier used to reduce the risk of dataset name collisions, such as a UUID."},"name":{"type":"string","description":"Name of the data contract."},"tenant":{"type":"string","description":"Indicates the property the data is primarily associated with. Value is case insensitive."},"tags":{"$ref":"#/$defs/Tags"},"status":{"type":"string","description":"Current status of the dataset.","examples":["proposed","draft","active","deprecated","retired"]},"servers":{"type":"array","description":"List of servers where the datasets reside.","items":{"$ref":"#/$defs/Server"}},"dataProduct":{"type":"string","description":"The name of the data product."},"description":{"type":"object","description":"High level description of the dataset.","properties":{"usage":{"type":"string","description":"Intended usage of the dataset."},"purpose":{"type":"string","description":"Purpose of the dataset."},"limitations":{"type":"string","description":"Limitations of the dataset."},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"customProperties":{"$ref":"#/$defs/CustomProperties"}}},"domain":{"type":"string","description":"Name of the logical data domain.","examples":["imdb_ds_aggregate","receiver_profile_out","transaction_profile_out"]},"context":{"$ref":"#/$defs/Context"},"schema":{"type":"array","description":"A list of elements within the schema to be cataloged.","items":{"$ref":"#/$defs/SchemaObject"}},"support":{"$ref":"#/$defs/Support"},"price":{"$ref":"#/$defs/Pricing"},"team":{"oneOf":[{"$ref":"#/$defs/Team","description":"Team information object with members array (v3.1.0+)."},{"type":"array","description":"DEPRECATED: Array of team members. Use the Team object structure instead. This array format is maintained for backward compatibility with v3.0.2 and earlier versions and will be removed in ODCS 4.0.","deprecated":true,"items":{"$ref":"#/$defs/TeamMember"}}]},"roles":{"type":"array","description":"A list of roles that will provide user access to the dataset.","items":{"$ref":"#/$defs/Role"}},"slaDefaultElement":{"type":"string","description":"DEPRECATED SINCE 3.1. WILL BE REMOVED IN ODCS 4.0. Element (using the element path notation) to do the checks on.","deprecated":true},"slaProperties":{"type":"array","description":"A list of key/value pairs for SLA specific properties. There is no limit on the type of properties (more details to come).","items":{"$ref":"#/$defs/ServiceLevelAgreementProperty"}},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"customProperties":{"$ref":"#/$defs/CustomProperties"},"contractCreatedTs":{"type":"string","format":"date-time","description":"Timestamp in UTC of when the data contract was created."}},"required":["version","apiVersion","kind","id"],"additionalProperties":false,"unevaluatedProperties":false,"$defs":{"Context":{"description":"AI and semantic context block (RFC-0038). Structured guidance for AI agents, LLMs, BI tools, and semantic layer platforms. Optional and additive.","oneOf":[{"type":"string","description":"Shorthand: equivalent to providing instructions only."},{"type":"object","properties":{"instructions":{"type":"string","description":"Natural language guidance for AI agents and tools on how to use this entity. Equivalent to a system prompt scoped to this level."},"verifiedStatements":{"type":"array","description":"Canonical questions (entries without `answer`) and verified Q&A pairs (entries with `answer`).","items":{"type":"object","properties":{"id":{"type":"string","description":"Stable identifier for the entry."},"question":{"type":"string","description":"The canonical question."},"answer":{"type":"string","description":"The expected response or result description."},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"tags":{"type":"array","items":{"type":"string"}},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"required":["question"],"additionalProperties":false}},"constraints":{"type":"array","description":"Negative guidance: what AI agents must NOT do with this entity.","items":{"type":"object","properties":{"id":{"type":"string","description":"Stable identifier for the constraint."},"constraint":{"type":"string","description":"The constraint text (negative guidance for AI agents)."},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"tags":{"type":"array","items":{"type":"string"}},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"required":["constraint"],"additionalProperties":false}}},"additionalProperties":false}]},"ShorthandReference":{"type":"string","description":"Shorthand notation using name fields (table_name.column_name)","pattern":"^[A-Za-z_][A-Za-z0-9_]*(\\\\.[A-Za-z_][A-Za-z0-9_]*)+$"},"FullyQualifiedReference":{"type":"string","description":"Fully qualified notation using id fields (section/id/properties/id), optionally prefixed with external file reference","pattern":"^(?:(?:https?:\\\\/\\\\/)?[A-Za-z0-9._\\\\-\\\\/]+\\\\.yaml#)?\\\\/?[A-Za-z_][A-Za-z0-9_]*\\\\/[A-Za-z0-9_-]+(?:\\\\/[A-Za-z_][A-Za-z0-9_]*\\\\/[A-Za-z0-9_-]+)*$"},"StableId":{"type":"string","description":"Stable technical identifier for references. Must be unique within its containing array. Cannot contain special characters (\'-\', \'_\' allowed).","pattern":"^[A-Za-z0-9_-]+$"},"Server":{"type":"object","description":"Data source details of where data is physically stored.","properties":{"id":{"$ref":"#/$defs/StableId"},"server":{"type":"string","description":"Identifier of the server."},"type":{"type":"string","description":"Type of the server.","enum":["api","athena","azure","bigquery","clickhouse","databricks","denodo","dremio","duckdb","glue","cloudsql","db2","hive","impala","informix","kafka","kinesis","local","mysql","oracle","postgresql","postgres","presto","pubsub","redshift","s3","sftp","snowflake","sqlserver","synapse","trino","vertica","zen","custom"]},"description":{"type":"string","description":"Description of the server."},"environment":{"type":"string","description":"Environment of the server.","examples":["prod","preprod","dev","uat"]},"roles":{"type":"array","description":"List of roles that have access to the server.","items":{"$ref":"#/$defs/Role"}},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"allOf":[{"if":{"properties":{"type":{"const":"api"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ApiServer"}},{"if":{"properties":{"type":{"const":"athena"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/AthenaServer"}},{"if":{"properties":{"type":{"const":"azure"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/AzureServer"}},{"if":{"properties":{"type":{"const":"bigquery"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/BigQueryServer"}},{"if":{"properties":{"type":{"const":"clickhouse"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ClickHouseServer"}},{"if":{"properties":{"type":{"const":"databricks"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DatabricksServer"}},{"if":{"properties":{"type":{"const":"denodo"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DenodoServer"}},{"if":{"properties":{"type":{"const":"dremio"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DremioServer"}},{"if":{"properties":{"type":{"const":"duckdb"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/DuckdbServer"}},{"if":{"properties":{"type":{"const":"glue"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/GlueServer"}},{"if":{"properties":{"type":{"const":"cloudsql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/GoogleCloudSqlServer"}},{"if":{"properties":{"type":{"const":"db2"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/IBMDB2Server"}},{"if":{"properties":{"type":{"const":"hive"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/HiveServer"}},{"if":{"properties":{"type":{"const":"impala"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ImpalaServer"}},{"if":{"properties":{"type":{"const":"informix"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/InformixServer"}},{"if":{"properties":{"type":{"const":"zen"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/ZenServer"}},{"if":{"properties":{"type":{"const":"custom"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/CustomServer"}},{"if":{"properties":{"type":{"const":"kafka"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/KafkaServer"}},{"if":{"properties":{"type":{"const":"kinesis"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/KinesisServer"}},{"if":{"properties":{"type":{"const":"local"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/LocalServer"}},{"if":{"properties":{"type":{"const":"mysql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/MySqlServer"}},{"if":{"properties":{"type":{"const":"oracle"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/OracleServer"}},{"if":{"properties":{"type":{"const":"postgresql"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PostgresServer"}},{"if":{"properties":{"type":{"const":"postgres"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PostgresServer"}},{"if":{"properties":{"type":{"const":"presto"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PrestoServer"}},{"if":{"properties":{"type":{"const":"pubsub"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/PubSubServer"}},{"if":{"properties":{"type":{"const":"redshift"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/RedshiftServer"}},{"if":{"properties":{"type":{"const":"s3"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/S3Server"}},{"if":{"properties":{"type":{"const":"sftp"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SftpServer"}},{"if":{"properties":{"type":{"const":"snowflake"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SnowflakeServer"}},{"if":{"properties":{"type":{"const":"sqlserver"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SqlserverServer"}},{"if":{"properties":{"type":{"const":"synapse"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/SynapseServer"}},{"if":{"properties":{"type":{"const":"trino"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/TrinoServer"}},{"if":{"properties":{"type":{"const":"vertica"}},"required":["type"]},"then":{"$ref":"#/$defs/ServerSource/VerticaServer"}}],"required":["server","type"],"unevaluatedProperties":false},"ServerSource":{"ApiServer":{"type":"object","title":"AthenaServer","properties":{"location":{"type":"string","format":"uri","description":"The url to the API.","examples":["https://api.example.com/v1"]}},"required":["location"]},"AthenaServer":{"type":"object","title":"AthenaServer","properties":{"stagingDir":{"type":"string","format":"uri","description":"Amazon Athena automatically stores query results and metadata information for each query that runs in a query result location that you can specify in Amazon S3.","examples":["s3://my_storage_account_name/my_container/path"]},"schema":{"type":"string","description":"Identify the schema in the data source in which your tables exist."},"catalog":{"type":"string","description":"Identify the name of the Data Source, also referred to as a Catalog.","default":"awsdatacatalog"},"regionName":{"type":"string","description":"The region your AWS account uses.","examples":["eu-west-1"]},"workgroup":{"type":"string","description":"The Athena workgroup to use. Workgroups can enforce query result location and other client-side settings via the \'Override client-side settings\' option.","examples":["primary"]}},"required":["schema"]},"AzureServer":{"type":"object","title":"AzureServer","properties":{"location":{"type":"string","format":"uri","description":"Fully qualified path to Azure Blob Storage or Azure Data Lake Storage (ADLS), supports globs.","examples":["az://my_storage_account_name.blob.core.windows.net/my_container/path/*.parquet","abfss://my_storage_account_name.dfs.core.windows.net/my_container_name/path/*.parquet"]},"format":{"type":"string","examples":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","examples":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location","format"]},"BigQueryServer":{"type":"object","title":"BigQueryServer","properties":{"project":{"type":"string","description":"The GCP project name."},"dataset":{"type":"string","description":"The GCP dataset name."}},"required":["project","dataset"]},"ClickHouseServer":{"type":"object","title":"ClickHouseServer","properties":{"host":{"type":"string","description":"The host of the ClickHouse server."},"port":{"type":"integer","description":"The port to the ClickHouse server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"DatabricksServer":{"type":"object","title":"DatabricksServer","properties":{"host":{"type":"string","description":"The Databricks host","examples":["dbc-abcdefgh-1234.cloud.databricks.com"]},"catalog":{"type":"string","description":"The name of the Hive or Unity catalog"},"schema":{"type":"string","description":"The schema name in the catalog"}},"required":["catalog","schema"]},"DenodoServer":{"type":"object","title":"DenodoServer","properties":{"host":{"type":"string","description":"The host of the Denodo server."},"port":{"type":"integer","description":"The port of the Denodo server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port"]},"DremioServer":{"type":"object","title":"DremioServer","properties":{"host":{"type":"string","description":"The host of the Dremio server."},"port":{"type":"integer","description":"The port of the Dremio server."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port"]},"DuckdbServer":{"type":"object","title":"DuckdbServer","properties":{"database":{"type":"string","description":"Path to duckdb database file."},"schema":{"type":"string","description":"The name of the schema."}},"required":["database"]},"GlueServer":{"type":"object","title":"GlueServer","properties":{"account":{"type":"string","description":"The AWS Glue account","examples":["1234-5678-9012"]},"database":{"type":"string","description":"The AWS Glue database name","examples":["my_database"]},"location":{"type":"string","format":"uri","description":"The AWS S3 path. Must be in the form of a URL.","examples":["s3://datacontract-example-orders-latest/data/{model}"]},"format":{"type":"string","description":"The format of the files","examples":["parquet","csv","json","delta"]}},"required":["account","database"]},"GoogleCloudSqlServer":{"type":"object","title":"GoogleCloudSqlServer","properties":{"host":{"type":"string","description":"The host of the Google Cloud Sql server."},"port":{"type":"integer","description":"The port of the Google Cloud Sql server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database","schema"]},"IBMDB2Server":{"type":"object","title":"IBMDB2Server","properties":{"host":{"type":"string","description":"The host of the IBM DB2 server."},"port":{"type":"integer","description":"The port of the IBM DB2 server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database"]},"HiveServer":{"type":"object","title":"HiveServer","properties":{"host":{"type":"string","description":"The host to the Hive server. "},"port":{"type":"integer","description":"The port to the Hive server. Defaults to 10000."},"database":{"type":"string","description":"The name of the Hive database."}},"required":["host","database"]},"ImpalaServer":{"type":"object","title":"ImpalaServer","properties":{"host":{"type":"string","description":"The host to the Impala server."},"port":{"type":"integer","description":"The port to the Impala server. Defaults to 21050."},"database":{"type":"string","description":"The name of the Impala database."}},"required":["host","database"]},"InformixServer":{"type":"object","title":"InformixServer","properties":{"host":{"type":"string","description":"The host to the Informix server. "},"port":{"type":"integer","description":"The port to the Informix server. Defaults to 9088."},"database":{"type":"string","description":"The name of the database."}},"required":["host","database"]},"ZenServer":{"type":"object","title":"ZenServer","properties":{"host":{"type":"string","description":"Hostname or IP address of the Zen server."},"port":{"type":"integer","description":"Zen server SQL connections port. Defaults to 1583."},"database":{"type":"string","description":"Database name to connect to on the Zen server."}},"required":["host","database"]},"CustomServer":{"type":"object","title":"CustomServer","properties":{"account":{"type":"string","description":"Account used by the server."},"catalog":{"type":"string","description":"Name of the catalog."},"database":{"type":"string","description":"Name of the database."},"dataset":{"type":"string","description":"Name of the dataset."},"delimiter":{"type":"string","description":"Delimiter."},"endpointUrl":{"type":"string","description":"Server endpoint.","format":"uri"},"format":{"type":"string","description":"File format."},"host":{"type":"string","description":"Host name or IP address."},"location":{"type":"string","description":"A URL to a location.","format":"uri"},"path":{"type":"string","description":"Relative or absolute path to the data file(s)."},"port":{"type":"integer","description":"Port to the server. No default value is assumed for custom servers."},"project":{"type":"string","description":"Project name."},"region":{"type":"string","description":"Cloud region."},"regionName":{"type":"string","description":"Region name."},"schema":{"type":"string","description":"Name of the schema."},"serviceName":{"type":"string","description":"Name of the service."},"stagingDir":{"type":"string","description":"Staging directory."},"warehouse":{"type":"string","description":"Name of the cluster or warehouse."},"stream":{"type":"string","description":"Name of the data stream."}}},"KafkaServer":{"type":"object","title":"KafkaServer","description":"Kafka Server","properties":{"host":{"type":"string","description":"The bootstrap server of the kafka cluster."},"format":{"type":"string","description":"The format of the messages.","examples":["json","avro","protobuf","xml"],"default":"json"}},"required":["host"]},"KinesisServer":{"type":"object","title":"KinesisDataStreamsServer","description":"Kinesis Data Streams Server","properties":{"region":{"type":"string","description":"AWS region.","examples":["eu-west-1"]},"format":{"type":"string","description":"The format of the record","examples":["json","avro","protobuf"]}}},"LocalServer":{"type":"object","title":"LocalServer","properties":{"path":{"type":"string","description":"The relative or absolute path to the data file(s).","examples":["./folder/data.parquet","./folder/*.parquet"]},"format":{"type":"string","description":"The format of the file(s)","examples":["json","parquet","delta","csv"]}},"required":["path","format"]},"MySqlServer":{"type":"object","title":"MySqlServer","properties":{"host":{"type":"string","description":"The host of the MySql server."},"port":{"type":"integer","description":"The port of the MySql server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"OracleServer":{"type":"object","title":"OracleServer","properties":{"host":{"type":"string","description":"The host to the oracle server","examples":["localhost"]},"port":{"type":"integer","description":"The port to the oracle server.","examples":[1523]},"serviceName":{"type":"string","description":"The name of the service.","examples":["service"]}},"required":["host","port","serviceName"]},"PostgresServer":{"type":"object","title":"PostgresServer","properties":{"host":{"type":"string","description":"The host to the Postgres server"},"port":{"type":"integer","description":"The port to the Postgres server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema in the database."}},"required":["host","port","database","schema"]},"PrestoServer":{"type":"object","title":"PrestoServer","properties":{"host":{"type":"string","description":"The host to the Presto server","examples":["localhost:8080"]},"catalog":{"type":"string","description":"The name of the catalog.","examples":["postgres"]},"schema":{"type":"string","description":"The name of the schema.","examples":["public"]}},"required":["host"]},"PubSubServer":{"type":"object","title":"PubSubServer","properties":{"project":{"type":"string","description":"The GCP project name."}},"required":["project"]},"RedshiftServer":{"type":"object","title":"RedshiftServer","properties":{"host":{"type":"string","description":"An optional string describing the server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."},"region":{"type":"string","description":"AWS region of Redshift server.","examples":["us-east-1"]},"account":{"type":"string","description":"The account used by the server."}},"required":["database","schema"]},"S3Server":{"type":"object","title":"S3Server","properties":{"location":{"type":"string","format":"uri","description":"S3 URL, starting with `s3://`","examples":["s3://datacontract-example-orders-latest/data/{model}/*.json"]},"endpointUrl":{"type":"string","format":"uri","description":"The server endpoint for S3-compatible servers.","examples":["https://minio.example.com"]},"format":{"type":"string","examples":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","examples":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location"]},"SftpServer":{"type":"object","title":"SftpServer","properties":{"location":{"type":"string","format":"uri","pattern":"^sftp://.*","description":"SFTP URL, starting with `sftp://`","examples":["sftp://123.123.12.123/{model}/*.json"]},"format":{"type":"string","examples":["parquet","delta","json","csv"],"description":"File format."},"delimiter":{"type":"string","examples":["new_line","array"],"description":"Only for format = json. How multiple json documents are delimited within one file"}},"required":["location"]},"SnowflakeServer":{"type":"object","title":"SnowflakeServer","properties":{"host":{"type":"string","description":"The host to the Snowflake server"},"port":{"type":"integer","description":"The port to the Snowflake server."},"account":{"type":"string","description":"The Snowflake account used by the server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."},"warehouse":{"type":"string","description":"The name of the cluster of resources that is a Snowflake virtual warehouse."}},"required":["account","database","schema"]},"SqlserverServer":{"type":"object","title":"SqlserverServer","properties":{"host":{"type":"string","description":"The host to the database server","examples":["localhost"]},"port":{"type":"integer","description":"The port to the database server.","default":1433,"examples":[1433]},"database":{"type":"string","description":"The name of the database.","examples":["database"]},"schema":{"type":"string","description":"The name of the schema in the database.","examples":["dbo"]}},"required":["host","database","schema"]},"SynapseServer":{"type":"object","title":"SynapseServer","properties":{"host":{"type":"string","description":"The host of the Synapse server."},"port":{"type":"integer","description":"The port of the Synapse server."},"database":{"type":"string","description":"The name of the database."}},"required":["host","port","database"]},"TrinoServer":{"type":"object","title":"TrinoServer","properties":{"host":{"type":"string","description":"The Trino host URL.","examples":["localhost"]},"port":{"type":"integer","description":"The Trino port."},"catalog":{"type":"string","description":"The name of the catalog.","examples":["hive"]},"schema":{"type":"string","description":"The name of the schema in the database.","examples":["my_schema"]}},"required":["host","port","catalog","schema"]},"VerticaServer":{"type":"object","title":"VerticaServer","properties":{"host":{"type":"string","description":"The host of the Vertica server."},"port":{"type":"integer","description":"The port of the Vertica server."},"database":{"type":"string","description":"The name of the database."},"schema":{"type":"string","description":"The name of the schema."}},"required":["host","port","database","schema"]}},"SchemaElement":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"name":{"type":"string","description":"Name of the element."},"physicalType":{"type":"string","description":"The physical element data type in the data source.","examples":["table","view","topic","file"]},"description":{"type":"string","description":"Description of the element."},"businessName":{"type":"string","description":"The business name of the element."},"synonyms":{"$ref":"#/$defs/Synonyms"},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"tags":{"$ref":"#/$defs/Tags"},"customProperties":{"$ref":"#/$defs/CustomProperties"}}},"SchemaObject":{"type":"object","properties":{"logicalType":{"type":"string","description":"The logical element data type.","enum":["object"]},"physicalName":{"type":"string","description":"Physical name.","examples":["table_1_2_0"]},"dataGranularityDescription":{"type":"string","description":"Granular level of the data in the object.","examples":["Aggregation by country"]},"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}},"relationships":{"type":"array","description":"A list of relationships to other properties. Each relationship must have \'from\', \'to\' and optionally \'type\' field.","items":{"$ref":"#/$defs/RelationshipSchemaLevel"}},"quality":{"$ref":"#/$defs/DataQualityChecks"},"context":{"$ref":"#/$defs/Context"}},"allOf":[{"$ref":"#/$defs/SchemaElement"}],"required":["name"],"unevaluatedProperties":false},"SchemaBaseProperty":{"type":"object","properties":{"primaryKey":{"type":"boolean","description":"Boolean value specifying whether the element is primary or not. Default is false."},"primaryKeyPosition":{"type":"integer","default":-1,"description":"If element is a primary key, the position of the primary key element. Starts from 1. Example of `account_id, name` being primary key columns, `account_id` has primaryKeyPosition 1 and `name` primaryKeyPosition 2. Default to -1."},"logicalType":{"type":"string","description":"The logical element data type.","enum":["string","date","timestamp","time","number","integer","object","array","boolean","map"]},"logicalTypeOptions":{"type":"object","description":"Additional optional metadata to describe the logical type."},"physicalType":{"type":"string","description":"The physical element data type in the data source. For example, VARCHAR(2), DOUBLE, INT."},"physicalName":{"type":"string","description":"Physical name.","examples":["col_str_a"]},"required":{"type":"boolean","default":false,"description":"Indicates if the element may contain Null values; possible values are true and false. Default is false."},"unique":{"type":"boolean","default":false,"description":"Indicates if the element contains unique values; possible values are true and false. Default is false."},"semanticType":{"type":"string","enum":["column","measure","dimension"],"default":"column","description":"The semantic role the property plays in the data model. `column` (the default) is a physical column in the underlying data store; `measure` is an aggregated value (e.g., `SUM(revenue)`) whose aggregation expression is held in `transformLogic`; `dimension` is a categorical attribute used for grouping and filtering. See RFC 0034."},"partitioned":{"type":"boolean","default":false,"description":"Indicates if the element is partitioned; possible values are true and false."},"partitionKeyPosition":{"type":"integer","default":-1,"description":"If element is used for partitioning, the position of the partition element. Starts from 1. Example of `country, year` being partition columns, `country` has partitionKeyPosition 1 and `year` partitionKeyPosition 2. Default to -1."},"classification":{"type":"string","description":"Can be anything, like confidential, restricted, and public to more advanced categorization. Some companies like PayPal, use data classification indicating the class of data in the element; expected values are 1, 2, 3, 4, or 5.","examples":["confidential","restricted","public"]},"encryptedName":{"type":"string","description":"The element name within the dataset that contains the encrypted element value. For example, unencrypted element `email_address` might have an encryptedName of `email_address_encrypt`."},"transformSourceObjects":{"type":"array","description":"List of objects in the data source used in the transformation.","items":{"type":"string"}},"transformLogic":{"type":"string","description":"Logic used in the element transformation."},"transformDescription":{"type":"string","description":"Describes the transform logic in very simple terms."},"examples":{"type":"array","description":"List of sample element values.","items":{"$ref":"#/$defs/AnyType"}},"enum":{"type":"array","description":"Enumeration of allowed values for this property. Each entry is an object with at least a `value`. See RFC 0033.","minItems":1,"uniqueItems":true,"items":{"$ref":"#/$defs/EnumValue"}},"criticalDataElement":{"type":"boolean","default":false,"description":"True or false indicator; If element is considered a critical data element (CDE) then true else false."},"relationships":{"type":"array","description":"A list of relationships to other properties. When defined at property level, the \'from\' field is implicit and should not be specified.","items":{"$ref":"#/$defs/RelationshipPropertyLevel"}},"quality":{"$ref":"#/$defs/DataQualityChecks"}},"allOf":[{"$ref":"#/$defs/SchemaElement"},{"if":{"properties":{"logicalType":{"const":"string"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"minLength":{"type":"integer","minimum":0,"description":"Minimum length of the string."},"maxLength":{"type":"integer","minimum":0,"description":"Maximum length of the string."},"pattern":{"type":"string","description":"Regular expression pattern to define valid value. Follows regular expression syntax from ECMA-262 (https://262.ecma-international.org/5.1/#sec-15.10.1)."},"format":{"type":"string","examples":["password","byte","binary","email","uuid","uri","hostname","ipv4","ipv6"],"description":"Provides extra context about what format the string follows."}}}}}},{"if":{"properties":{"logicalType":{"const":"date"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"format":{"type":"string","examples":["yyyy-MM-dd","yyyy-MM-dd HH:mm:ss","HH:mm:ss"],"description":"Format of the date. Follows the format as prescribed by [JDK DateTimeFormatter](https://docs.oracle.com/javase/8/docs/api/java/time/format/DateTimeFormatter.html). For example, format \'yyyy-MM-dd\'."},"exclusiveMaximum":{"type":"string","description":"All values must be strictly less than this value (values < exclusiveMaximum)."},"maximum":{"type":"string","description":"All date values are less than or equal to this value (values <= maximum)."},"exclusiveMinimum":{"type":"string","description":"All values must be strictly greater than this value (values > exclusiveMinimum)."},"minimum":{"type":"string","description":"All date values are greater than or equal to this value (values >= minimum)."}}}}}},{"if":{"anyOf":[{"properties":{"logicalType":{"const":"timestamp"}}},{"properties":{"logicalType":{"const":"time"}}}]},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"format":{"type":"string","examples":["yyyy-MM-dd","yyyy-MM-dd HH:mm:ss","HH:mm:ss"],"description":"Format of the date. Follows the format as prescribed by [JDK DateTimeFormatter](https://docs.oracle.com/javase/8/docs/api/java/time/format/DateTimeFormatter.html). For example, format \'yyyy-MM-dd\'."},"exclusiveMaximum":{"type":"string","description":"All values must be strictly less than this value (values < exclusiveMaximum)."},"maximum":{"type":"string","description":"All date values are less than or equal to this value (values <= maximum)."},"exclusiveMinimum":{"type":"string","description":"All values must be strictly greater than this value (values > exclusiveMinimum)."},"minimum":{"type":"string","description":"All date values are greater than or equal to this value (values >= minimum)."},"timezone":{"type":"boolean","description":"Whether the timestamp defines the timezone or not. If true, timezone information is included in the timestamp."},"defaultTimezone":{"type":"string","description":"The default timezone of the timestamp. If timezone is not defined, the default timezone UTC is used.","default":"Etc/UTC"}}}}}},{"if":{"anyOf":[{"properties":{"logicalType":{"const":"integer"}}}]},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"multipleOf":{"type":"number","exclusiveMinimum":0,"description":"Values must be multiples of this number. For example, multiple of 5 has valid values 0, 5, 10, -5."},"maximum":{"type":"number","description":"All values are less than or equal to this value (values <= maximum)."},"exclusiveMaximum":{"type":"number","description":"All values must be strictly less than this value (values < exclusiveMaximum)."},"minimum":{"type":"number","description":"All values are greater than or equal to this value (values >= minimum)."},"exclusiveMinimum":{"type":"number","description":"All values must be strictly greater than this value (values > exclusiveMinimum)."},"format":{"type":"string","default":"i32","description":"Format of the value in terms of how many bits of space it can use and whether it is signed or unsigned (follows the Rust integer types).","enum":["i8","i16","i32","i64","i128","u8","u16","u32","u64","u128"]}}}}}},{"if":{"anyOf":[{"properties":{"logicalType":{"const":"number"}}}]},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"multipleOf":{"type":"number","exclusiveMinimum":0,"description":"Values must be multiples of this number. For example, multiple of 5 has valid values 0, 5, 10, -5."},"maximum":{"type":"number","description":"All values are less than or equal to this value (values <= maximum)."},"exclusiveMaximum":{"type":"number","description":"All values must be strictly less than this value (values < exclusiveMaximum)."},"minimum":{"type":"number","description":"All values are greater than or equal to this value (values >= minimum)."},"exclusiveMinimum":{"type":"number","description":"All values must be strictly greater than this value (values > exclusiveMinimum)."},"format":{"type":"string","default":"i32","description":"Format of the value in terms of how many bits of space it can use (follows the Rust float types).","enum":["f32","f64"]}}}}}},{"if":{"properties":{"logicalType":{"const":"object"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"maxProperties":{"type":"integer","minimum":0,"description":"Maximum number of properties."},"minProperties":{"type":"integer","minimum":0,"default":0,"description":"Minimum number of properties."},"required":{"type":"array","items":{"type":"string"},"minItems":1,"uniqueItems":true,"description":"Property names that are required to exist in the object."}}},"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}}}}},{"if":{"properties":{"logicalType":{"const":"array"}}},"then":{"properties":{"logicalTypeOptions":{"type":"object","additionalProperties":false,"properties":{"maxItems":{"type":"integer","minimum":0,"description":"Maximum number of items."},"minItems":{"type":"integer","minimum":0,"default":0,"description":"Minimum number of items"},"uniqueItems":{"type":"boolean","default":false,"description":"If set to true, all items in the array are unique."}}},"items":{"$ref":"#/$defs/SchemaItemProperty","description":"List of items in an array (only applicable when `logicalType: array`)."}}}},{"if":{"properties":{"logicalType":{"const":"map"}}},"then":{"properties":{"map":{"type":"object","description":"Key/value definition for a map (only applicable when `logicalType: map`). See RFC 0030.","additionalProperties":false,"properties":{"key":{"$ref":"#/$defs/SchemaItemProperty","description":"Definition of the map\'s key."},"value":{"$ref":"#/$defs/SchemaItemProperty","description":"Definition of the map\'s value."}},"required":["key","value"]}},"required":["map"]}}],"unevaluatedProperties":false},"SchemaProperty":{"type":"object","$ref":"#/$defs/SchemaBaseProperty","required":["name"],"unevaluatedProperties":false},"SchemaItemProperty":{"type":"object","$ref":"#/$defs/SchemaBaseProperty","properties":{"properties":{"type":"array","description":"A list of properties for the object.","items":{"$ref":"#/$defs/SchemaProperty"}}},"unevaluatedProperties":false},"Tags":{"type":"array","description":"A list of tags that may be assigned to the elements (object or property); the tags keyword may appear at any level. Tags may be used to better categorize an element. For example, `finance`, `sensitive`, `employee_record`.","examples":["finance","sensitive","employee_record"],"items":{"type":"string"}},"DataQuality":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"businessImpact":{"type":"string","description":"Consequences of the rule failure.","examples":["operational","regulatory"]},"customProperties":{"type":"array","description":"Additional properties required for rule execution.","items":{"$ref":"#/$defs/CustomProperty"}},"description":{"type":"string","description":"Describe the quality check to be completed."},"dimension":{"type":"string","description":"The key performance indicator (KPI) or dimension for data quality.","enum":["accuracy","completeness","conformity","consistency","coverage","timeliness","uniqueness"]},"method":{"type":"string","examples":["reconciliation"]},"name":{"type":"string","description":"Name of the data quality check."},"schedule":{"type":"string","description":"Rule execution schedule details.","examples":["0 20 * * *"]},"scheduler":{"type":"string","description":"The name or type of scheduler used to start the data quality check.","examples":["cron"]},"severity":{"type":"string","description":"The severance of the quality rule.","examples":["info","warning","error"]},"tags":{"$ref":"#/$defs/Tags"},"type":{"type":"string","description":"The type of quality check. \'text\' is human-readable text that describes the quality of the data. \'library\' is a set of maintained predefined quality attributes such as row count or unique. \'sql\' is an individual SQL query that returns a value that can be compared. \'custom\' is quality attributes that are vendor-specific, such as Soda or Great Expectations.","enum":["text","library","sql","custom"],"default":"library"},"unit":{"type":"string","description":"Unit the rule is using, popular values are `rows` or `percent`, but any value is allowed.","examples":["rows","percent"]}},"allOf":[{"if":{"anyOf":[{"properties":{"type":{"const":"library"}},"required":["type"]},{"properties":{"metric":{"type":"string"}},"required":["metric"]}]},"then":{"$ref":"#/$defs/DataQualityLibrary"}},{"if":{"properties":{"type":{"const":"sql"}},"required":["type"]},"then":{"$ref":"#/$defs/DataQualitySql"}},{"if":{"properties":{"type":{"const":"custom"}},"required":["type"]},"then":{"$ref":"#/$defs/DataQualityCustom"}}],"unevaluatedProperties":false},"DataQualityChecks":{"type":"array","description":"Data quality rules with all the relevant information for rule setup and execution.","items":{"$ref":"#/$defs/DataQuality"}},"DataQualityOperators":{"type":"object","description":"Common comparison operators for data quality checks.","oneOf":[{"properties":{"mustBe":{"description":"Must be equal to the value to be valid. When using numbers, it is equivalent to \'=\'."}},"required":["mustBe"]},{"properties":{"mustNotBe":{"description":"Must not be equal to the value to be valid. When using numbers, it is equivalent to \'!=\'."}},"required":["mustNotBe"]},{"properties":{"mustBeGreaterThan":{"type":"number","description":"Must be greater than the value to be valid. It is equivalent to \'>\'."}},"required":["mustBeGreaterThan"]},{"properties":{"mustBeGreaterOrEqualTo":{"type":"number","description":"Must be greater than or equal to the value to be valid. It is equivalent to \'>=\'."}},"required":["mustBeGreaterOrEqualTo"]},{"properties":{"mustBeLessThan":{"type":"number","description":"Must be less than the value to be valid. It is equivalent to \'<\'."}},"required":["mustBeLessThan"]},{"properties":{"mustBeLessOrEqualTo":{"type":"number","description":"Must be less than or equal to the value to be valid. It is equivalent to \'<=\'."}},"required":["mustBeLessOrEqualTo"]},{"properties":{"mustBeBetween":{"type":"array","description":"Must be between the two numbers to be valid. Smallest number first in the array.","minItems":2,"maxItems":2,"uniqueItems":true,"items":{"type":"number"}}},"required":["mustBeBetween"]},{"properties":{"mustNotBeBetween":{"type":"array","description":"Must not be between the two numbers to be valid. Smallest number first in the array.","minItems":2,"maxItems":2,"uniqueItems":true,"items":{"type":"number"}}},"required":["mustNotBeBetween"]}]},"DataQualityLibrary":{"type":"object","allOf":[{"$ref":"#/$defs/DataQualityOperators"}],"properties":{"metric":{"type":"string","description":"Define a data quality check based on the predefined metrics as per ODCS.","enum":["nullValues","missingValues","invalidValues","duplicateValues","rowCount"]},"rule":{"type":"string","deprecated":true,"description":"Use metric instead"},"arguments":{"type":"object","description":"Additional arguments for the metric, if needed."}},"required":["metric"]},"DataQualitySql":{"type":"object","allOf":[{"$ref":"#/$defs/DataQualityOperators"}],"properties":{"query":{"type":"string","description":"Query string that adheres to the dialect of the provided server.","examples":["SELECT COUNT(*) FROM ${table} WHERE ${column} IS NOT NULL"]}},"required":["query"]},"DataQualityCustom":{"type":"object","properties":{"engine":{"type":"string","description":"Name of the engine which executes the data quality checks.","examples":["soda","great-expectations","monte-carlo","dbt"]},"implementation":{"oneOf":[{"type":"string"},{"type":"object"}]}},"required":["engine","implementation"]},"AuthoritativeDefinitions":{"type":"array","description":"List of links to sources that provide more details on the dataset; examples would be a link to an external definition, a training video, a git repo, data catalog, or another tool. Authoritative definitions follow the same structure in the standard.","items":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"url":{"type":"string","description":"URL to the authority."},"type":{"type":"string","description":"Type of definition for authority. See the recommended values in the documentation.","examples":["businessDefinition","canonicalUrl","glossary","implementation","ontology","taxonomy","transformationImplementation","tutorial","videoTutorial"]},"description":{"type":"string","description":"Description of the authoritative definition for humans."}},"required":["url","type"],"additionalProperties":false}},"Support":{"type":"array","description":"Top level for support channels.","items":{"$ref":"#/$defs/SupportItem"}},"SupportItem":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"channel":{"type":"string","description":"Channel name or identifier."},"url":{"type":"string","description":"Access URL using normal [URL scheme](https://en.wikipedia.org/wiki/URL#Syntax) (https, mailto, etc.)."},"description":{"type":"string","description":"Description of the channel, free text."},"tool":{"type":"string","description":"Name of the tool, value can be `email`, `slack`, `teams`, `discord`, `ticket`, `googlechat`, or `other`.","examples":["email","slack","teams","discord","ticket","googlechat","other"]},"scope":{"type":"string","description":"Scope can be: `interactive`, `announcements`, `issues`, `notifications`.","examples":["interactive","announcements","issues","notifications"]},"invitationUrl":{"type":"string","description":"Some tools uses invitation URL for requesting or subscribing. Follows the [URL scheme](https://en.wikipedia.org/wiki/URL#Syntax)."},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"required":["channel"],"additionalProperties":false},"Pricing":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"priceAmount":{"type":"number","description":"Subscription price per unit of measure in `priceUnit`."},"priceCurrency":{"type":"string","description":"Currency of the subscription price in `price.priceAmount`."},"priceUnit":{"type":"string","description":"The unit of measure for calculating cost. Examples megabyte, gigabyte."}},"additionalProperties":false},"TeamMember":{"type":"object","description":"Team member information.","additionalProperties":false,"properties":{"id":{"$ref":"#/$defs/StableId"},"username":{"type":"string","description":"The user\'s username or email."},"name":{"type":"string","description":"The user\'s name."},"description":{"type":"string","description":"The user\'s description."},"role":{"type":"string","description":"The user\'s job role; Examples might be owner, data steward. There is no limit on the role."},"dateIn":{"type":"string","format":"date","description":"The date when the user joined the team."},"dateOut":{"type":"string","format":"date","description":"The date when the user ceased to be part of the team."},"replacedByUsername":{"type":"string","description":"The username of the user who replaced the previous user."},"tags":{"$ref":"#/$defs/Tags"},"customProperties":{"type":"array","description":"Custom properties block.","items":{"$ref":"#/$defs/CustomProperty"}},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"}},"required":["username"]},"Team":{"type":"object","description":"Team information.","additionalProperties":false,"properties":{"id":{"$ref":"#/$defs/StableId"},"name":{"type":"string","description":"Team name."},"description":{"type":"string","description":"Team description."},"members":{"type":"array","description":"List of members.","items":{"$ref":"#/$defs/TeamMember"}},"tags":{"$ref":"#/$defs/Tags"},"customProperties":{"type":"array","description":"Custom properties block.","items":{"$ref":"#/$defs/CustomProperty"}},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"}}},"Role":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"role":{"type":"string","description":"Name of the IAM role that provides access to the dataset."},"description":{"type":"string","description":"Description of the IAM role and its permissions."},"access":{"type":"string","description":"The type of access provided by the IAM role."},"firstLevelApprovers":{"type":"string","description":"The name(s) of the first-level approver(s) of the role."},"secondLevelApprovers":{"type":"string","description":"The name(s) of the second-level approver(s) of the role."},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"required":["role"],"additionalProperties":false},"ServiceLevelAgreementProperty":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"property":{"type":"string","description":"Specific property in SLA, check the periodic table. May requires units (more details to come)."},"value":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"}],"description":"Agreement value. The label will change based on the property itself."},"valueExt":{"$ref":"#/$defs/AnyNonCollectionType","description":"Extended agreement value. The label will change based on the property itself."},"unit":{"type":"string","description":"**d**, day, days for days; **y**, yr, years for years, etc. Units use the ISO standard."},"element":{"type":"string","description":"Element(s) to check on. Multiple elements should be extremely rare and, if so, separated by commas."},"driver":{"type":"string","description":"Describes the importance of the SLA from the list of: `regulatory`, `analytics`, or `operational`.","examples":["regulatory","analytics","operational"]},"description":{"type":"string","description":"Description of the SLA for humans.","examples":["99.9% of the time, data is available by 6 AM UTC"]},"scheduler":{"type":"string","description":"Name of the scheduler, can be cron or any tool your organization support.","examples":["cron"]},"schedule":{"type":"string","description":"Configuration information for the scheduling tool, for cron a possible value is 0 20 * * *.","examples":["0 20 * * *"]}},"required":["property","value"],"additionalProperties":false},"CustomProperties":{"type":"array","description":"A list of key/value pairs for custom properties.","items":{"$ref":"#/$defs/CustomProperty"}},"EnumValue":{"type":"object","description":"An allowed value within a property\'s enumeration. See RFC 0033.","properties":{"value":{"$ref":"#/$defs/AnyNonCollectionType","description":"The allowed value. Required."},"label":{"type":"string","description":"Human-readable label for the value, suitable for UI display."},"id":{"$ref":"#/$defs/StableId"},"description":{"type":"string","description":"Optional description of what this enum value represents."},"customProperties":{"type":"array","description":"Custom properties attached to this enum value (e.g., translations).","items":{"$ref":"#/$defs/CustomProperty"}},"authoritativeDefinitions":{"$ref":"#/$defs/AuthoritativeDefinitions"},"tags":{"$ref":"#/$defs/Tags"}},"required":["value"],"additionalProperties":false},"Synonyms":{"type":"array","description":"A list of alternative names for the object. See RFC 0041.","items":{"$ref":"#/$defs/Synonym"}},"Synonym":{"type":"object","description":"An alternative name for a named object, helping catalogs, AI/LLM tools, and natural language interfaces resolve business vocabulary to the underlying object. See RFC 0041.","properties":{"id":{"$ref":"#/$defs/StableId"},"synonym":{"type":"string","description":"The synonymous term."},"description":{"type":"string","description":"Short human-readable note about when or why this synonym is used."},"locale":{"type":"string","description":"BCP 47 language tag (e.g., `en-US`, `fr-FR`) when the synonym is language-specific."},"source":{"type":"string","description":"Origin of the synonym (e.g., `glossary`, `finance-team`, `legacy-system`)."},"status":{"type":"string","description":"Lifecycle status of the synonym (e.g., `active`, `deprecated`)."},"customProperties":{"$ref":"#/$defs/CustomProperties"}},"required":["synonym"],"additionalProperties":false},"CustomProperty":{"type":"object","properties":{"id":{"$ref":"#/$defs/StableId"},"property":{"type":"string","description":"The name of the key. Names should be in camel case–the same as if they were permanent properties in the contract."},"value":{"$ref":"#/$defs/AnyType","description":"The value of the key."},"description":{"type":"string","description":"Description of the custom property."}},"required":["property","value"],"additionalProperties":false},"AnyType":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"},{"type":"array"},{"type":"object"}]},"AnyNonCollectionType":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"integer"},{"type":"boolean"},{"type":"null"}]},"RelationshipBase":{"type":"object","description":"Base definition for relationships between properties, typically for foreign key constraints.","properties":{"type":{"type":"string","description":"The type of relationship. Defaults to \'foreignKey\'.","default":"foreignKey","enum":["foreignKey"]},"from":{"oneOf":[{"anyOf":[{"$ref":"#/$defs/ShorthandReference"},{"$ref":"#/$defs/FullyQualifiedReference"}],"description":"Source property reference using fully qualified or shorthand notation."},{"type":"array","description":"Array of source properties for composite keys.","items":{"anyOf":[{"$ref":"#/$defs/ShorthandReference"},{"$ref":"#/$defs/FullyQualifiedReference"}]},"minItems":1}],"description":"Source property or properties."},"to":{"oneOf":[{"anyOf":[{"$ref":"#/$defs/ShorthandReference"},{"$ref":"#/$defs/FullyQualifiedReference"}],"description":"Target property reference using fully qualified or shorthand notation."},{"type":"array","description":"Array of target properties for composite keys.","items":{"anyOf":[{"$ref":"#/$defs/ShorthandReference"},{"$ref":"#/$defs/FullyQualifiedReference"}]},"minItems":1}],"description":"Target property or properties to reference."},"customProperties":{"$ref":"#/$defs/CustomProperties"}}},"RelationshipSchemaLevel":{"type":"object","description":"Relationship definition at schema level, requiring both \'from\' and \'to\' fields with matching types.","allOf":[{"$ref":"#/$defs/RelationshipBase"},{"required":["from","to"]},{"oneOf":[{"description":"Single-column relationship - both fields must be strings","properties":{"from":{"type":"string"},"to":{"type":"string"}}},{"description":"Composite key relationship - both fields must be arrays with matching lengths","properties":{"from":{"type":"array","items":{"type":"string"},"minItems":1},"to":{"type":"array","items":{"type":"string"},"minItems":1}}}]}],"unevaluatedProperties":false},"RelationshipPropertyLevel":{"type":"object","description":"Relationship definition at property level, where \'from\' is implicitly the current property.","allOf":[{"$ref":"#/$defs/RelationshipBase"},{"type":"object","required":["to"]},{"not":{"required":["from"]},"description":"The \'from\' field must not be specified at property level as it is implicitly derived from the property context"}],"unevaluatedProperties":false},"Relationship":{"description":"Compatibility wrapper for relationship definitions.","oneOf":[{"$ref":"#/$defs/RelationshipSchemaLevel"},{"$ref":"#/$defs/RelationshipPropertyLevel"}]}}}');
;// CONCATENATED MODULE: ./src/contracts/odcs-schemas.ts






// The newest v3.2.0 file the standard's repository held when it was copied: its pre-release
// snapshot of 2026-06-03 (schemas/odcs/NOTICE). When the released file is copied in as
// odcs-json-schema-v3.2.0.json, this import names it and the overlay below adds nothing.

const ODCS_SCHEMAS = {
    "v3.0.0": { file: "schemas/odcs/odcs-json-schema-v3.0.0.json", schema: odcs_json_schema_v3_0_0_namespaceObject },
    "v3.0.1": { file: "schemas/odcs/odcs-json-schema-v3.0.1.json", schema: odcs_json_schema_v3_0_1_namespaceObject },
    "v3.0.2": { file: "schemas/odcs/odcs-json-schema-v3.0.2.json", schema: odcs_json_schema_v3_0_2_namespaceObject },
    "v3.1.0": { file: "schemas/odcs/odcs-json-schema-v3.1.0.json", schema: odcs_json_schema_v3_1_0_namespaceObject },
    "v3.2.0": {
        file: "schemas/odcs/odcs-json-schema-v3.2.0-20260603.json",
        schema: withApprovedV32Additions(odcs_json_schema_v3_2_0_20260603_namespaceObject),
    },
};
/** The apiVersions read, oldest first; the last is the one `convert --to odcs` and `init` write. */
const ODCS_VERSIONS = Object.keys(ODCS_SCHEMAS);
const ODCS_WRITTEN_VERSION = "v3.2.0";
/**
 * v3.2.0 as approved adds two things the 2026-06-03 snapshot does not have yet (tsc RFC 0042,
 * RFC 0051, approved 2026-06-30): the `vector` logical type with its logicalTypeOptions, and
 * `deprecated` on schema objects and properties. Without them a v3.2.0 contract that uses either
 * is refused. Each is added only where the file lacks it, so the released file passes unchanged.
 */
function withApprovedV32Additions(published) {
    const schema = structuredClone(published);
    const defs = (schema.$defs ?? {});
    const element = defs.SchemaElement?.properties;
    if (element && !("deprecated" in element)) {
        element.deprecated = {
            type: "boolean",
            default: false,
            description: "contract-sync overlay of RFC 0051: the element is deprecated.",
        };
    }
    const base = defs.SchemaBaseProperty;
    const logicalType = base?.properties?.logicalType;
    const types = logicalType?.enum;
    if (Array.isArray(types) && !types.includes("vector")) {
        logicalType.enum = [...types, "vector"];
        // A JSON Schema `then` key, written as a computed key (not a thenable object).
        const then = "then";
        base.allOf.push({
            if: { properties: { logicalType: { const: "vector" } }, required: ["logicalType"] },
            [then]: {
                properties: {
                    logicalTypeOptions: {
                        type: "object",
                        additionalProperties: false,
                        required: ["dimensions"],
                        properties: {
                            dimensions: { type: "integer", minimum: 1 },
                            elementType: {
                                enum: ["bfloat16", "binary", "float16", "float32", "float64", "int8", "uint8"],
                            },
                            distanceMetric: { enum: ["cosine", "dotProduct", "euclidean", "hamming", "manhattan"] },
                            normalized: { type: "boolean" },
                            embeddingModel: { type: "string" },
                            embeddingModelVersion: { type: "string" },
                        },
                    },
                },
                required: ["logicalTypeOptions"],
            },
        });
    }
    return schema;
}
const validators = new Map();
function validatorFor(apiVersion) {
    const known = ODCS_SCHEMAS[apiVersion];
    if (!known)
        return undefined;
    let validator = validators.get(apiVersion);
    if (!validator) {
        const ajv = new _2019.Ajv2019({ strict: false, allErrors: true });
        dist_default()["default"](ajv);
        validator = ajv.compile(known.schema);
        validators.set(apiVersion, validator);
    }
    return validator;
}
/**
 * Errors of the document against the published JSON Schema of its own `apiVersion`, as
 * `path: message` lines; an apiVersion contract-sync has no schema for is one error.
 */
function validateOdcs(document) {
    const apiVersion = String(document?.apiVersion ?? "");
    const validator = validatorFor(apiVersion);
    if (!validator) {
        return [
            `/apiVersion: ${apiVersion} is not an ODCS version contract-sync reads (${ODCS_VERSIONS.join(", ")})`,
        ];
    }
    if (validator(document))
        return [];
    const seen = new Set();
    for (const error of validator.errors ?? []) {
        // if/then branches repeat one mistake several times; the leaf messages are the useful ones
        if (error.keyword === "if" || error.keyword === "allOf")
            continue;
        const extra = error.keyword === "additionalProperties" || error.keyword === "unevaluatedProperties"
            ? ` (${String(Object.values(error.params)[0])})`
            : "";
        seen.add(`${error.instancePath || "/"}: ${error.message ?? error.keyword}${extra}`);
    }
    return [...seen].slice(0, 20);
}
/**
 * The document's errors against its own apiVersion's schema, unless a later version's schema
 * takes it: files written from the standard's own examples often use a later version's shape
 * under an earlier apiVersion (a v3.1 quality `metric` in a v3.0.2 file). Such a file is read,
 * with a warning naming the version it is valid for; one that no version takes keeps its errors.
 */
function checkOdcs(document) {
    const errors = validateOdcs(document);
    if (errors.length === 0)
        return { errors, warnings: [] };
    const own = String(document.apiVersion ?? "");
    if (!(own in ODCS_SCHEMAS))
        return { errors, warnings: [] };
    for (const later of ODCS_VERSIONS.slice(ODCS_VERSIONS.indexOf(own) + 1)) {
        if (validateOdcs({ ...document, apiVersion: later }).length > 0)
            continue;
        return {
            errors: [],
            warnings: [
                `apiVersion is ${own}, but the document is valid only for ODCS ${later} (${errors[0]}): read as ${later}`,
            ],
        };
    }
    return { errors, warnings: [] };
}

;// CONCATENATED MODULE: ./src/contracts/odcs.ts


/** Custom properties contract-sync reads and writes where ODCS has no key of its own. */
const CUSTOM = {
    resourceName: "contractSyncResourceName",
    resourceNames: "contractSyncResourceNames",
    enforcementLevel: "enforcementLevel",
    restrictPii: "restrictPii",
    owner: "owner",
    /** Who reads the data (`[{name, team, contact}]`): ODCS has no key for it. */
    consumers: "consumers",
    /** The native contract had no version (ODCS requires one; the writer puts 0.0.0). */
    unversioned: "contractSyncUnversioned",
    logical: "logical",
    alias: "alias",
    constraints: "contractSyncConstraints",
    /**
     * A deprecation's dates (`{since, sunset, replacement}`) on a property or a schema object: ODCS
     * v3.2's `deprecated` is a flag with no day.
     */
    deprecation: "deprecation",
    /**
     * The compatibility mode with earlier versions (native `compatibility`, compliance/compat-modes.ts)
     * and which versions a _TRANSITIVE mode judges (native `compatibilityLine`): ODCS has no key for
     * either. On the document (every schema object), or on a schema object (that object only, and it wins).
     */
    compatibility: "compatibility",
    compatibilityLine: "compatibilityLine",
};
function isOdcsDocument(value) {
    if (typeof value !== "object" || value === null || Array.isArray(value))
        return false;
    const { apiVersion, kind } = value;
    return kind === "DataContract" && typeof apiVersion === "string" && /^v3\./.test(apiVersion);
}
function customProperties(node) {
    const out = new Map();
    const list = node?.customProperties;
    if (Array.isArray(list)) {
        for (const item of list)
            if (typeof item?.property === "string")
                out.set(item.property, item.value);
    }
    return out;
}
/** A stable UUID for the n-th object of a multi-object contract (RFC 4122 layout over SHA-1, like v5). */
function derivedId(contractId, objectName) {
    const hash = (0,external_node_crypto_.createHash)("sha1").update(`${contractId}\u0000${objectName}`).digest();
    hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
    hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
    const hex = hash.subarray(0, 16).toString("hex");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value) => typeof value === "string" && UUID.test(value);
/** ODCS status (free text, commonly proposed, draft, active, deprecated, retired) -> native status. */
function nativeStatus(status) {
    switch (typeof status === "string" ? status.toLowerCase() : "") {
        case "proposed":
        case "draft":
            return "DRAFT";
        case "deprecated":
            return "DEPRECATED";
        case "retired":
        case "archived":
            return "ARCHIVED";
        default:
            return "ACTIVE";
    }
}
function odcsStatus(status) {
    return status === "ARCHIVED" ? "retired" : status.toLowerCase();
}

// EXTERNAL MODULE: ./src/contracts/odcs-binding.ts + 1 modules
var odcs_binding = __webpack_require__(53844);
;// CONCATENATED MODULE: ./src/contracts/odcs-types.ts

const RECAP = new Set(schema_node/* RECAP_TYPES */.KN);
const SQL_TYPES = [
    [/^(bigint|int8|bigserial|serial8|long)$/, "int64"],
    [/^(int|integer|int4|serial|serial4|mediumint)$/, "int32"],
    [/^(smallint|int2|smallserial|serial2)$/, "int16"],
    [/^(tinyint|byteint)$/, "int8"],
    [/^(double|double precision|float8|float64|float)$/, "float64"],
    [/^(real|float4|float32)$/, "float32"],
    [/^(bool|boolean|bit)$/, "bool"],
    [
        /^(timestamp|timestamptz|datetime|datetime2|datetimeoffset|timestamp_ntz|timestamp_tz|timestamp_ltz)$/,
        "timestamp64",
    ],
    [/^timestamp(\s*\(\d+\))? with(out)? time zone$/, "timestamp64"],
    [/^date$/, "date32"],
    [/^(time|timetz)(\s*\(\d+\))?( with(out)? time zone)?$/, "time64"],
    [/^(uuid|uniqueidentifier)$/, "uuid"],
    [/^(bytea|binary|varbinary|blob|bytes|longblob)(\s*\(\d+\))?$/, "bytes"],
    [/^(text|string|clob|json|jsonb|xml|citext|tinytext|mediumtext|longtext)$/, "string"],
];
function fromPhysicalType(physicalType) {
    const text = physicalType.trim().toLowerCase();
    if (RECAP.has(text))
        return { type: text, constraints: {} };
    const sized = /^(varchar|character varying|nvarchar|char|character|nchar|varchar2|nvarchar2|string)\s*\(\s*(\d+)\s*\)$/.exec(text);
    if (sized)
        return { type: "string", constraints: { maxLength: Number(sized[2]) } };
    if (/^(varchar|character varying|nvarchar|char|character|nchar)$/.test(text))
        return { type: "string", constraints: {} };
    const decimal = /^(numeric|decimal|number|dec)\s*(\(\s*(\d+)\s*(,\s*(\d+)\s*)?\))?$/.exec(text);
    if (decimal) {
        if (decimal[3] === undefined)
            return { type: "decimal128", constraints: {} };
        return {
            type: "decimal128",
            constraints: { precision: Number(decimal[3]), scale: Number(decimal[5] ?? 0) },
        };
    }
    for (const [pattern, type] of SQL_TYPES)
        if (pattern.test(text))
            return { type, constraints: {} };
    return undefined;
}
const LOGICAL = {
    string: "string",
    integer: "int64",
    number: "float64",
    boolean: "bool",
    date: "date32",
    timestamp: "timestamp64",
    time: "time64",
    object: "struct",
    array: "list",
    // v3.2.0
    map: "map",
    vector: "list",
};
/** A v3.2 vector's `elementType` (float32 when absent) as the type of its list's element. */
function vectorElementType(elementType) {
    switch (elementType) {
        case "float16":
            return "float16";
        case "float64":
            return "float64";
        case "int8":
            return "int8";
        case "uint8":
            return "uint8";
        case "binary":
            return "bool";
        default:
            return "float32"; // float32, and bfloat16 (no Recap type of its own) read as float32
    }
}
function fromLogicalType(logicalType) {
    return logicalType === undefined ? undefined : LOGICAL[logicalType];
}
/** The ODCS logicalType a Recap type is written as (`convert --to odcs`). */
function toLogicalType(type) {
    if (/^u?int\d+$/.test(type))
        return "integer";
    if (/^(float\d+|decimal\d+)$/.test(type))
        return "number";
    switch (type) {
        case "string":
        case "uuid":
        case "enum":
        case "bytes":
            return "string";
        case "bool":
            return "boolean";
        case "date32":
            return "date";
        case "timestamp64":
            return "timestamp";
        case "time64":
            return "time";
        case "map":
            return "map";
        case "struct":
        case "union":
            return "object";
        case "list":
            return "array";
        default:
            return undefined;
    }
}

;// CONCATENATED MODULE: ./src/contracts/odcs-properties.ts


const PROPERTY_KEYS = new Set([
    "name",
    "logicalType",
    "physicalType",
    "description",
    "required",
    "unique",
    "primaryKey",
    "classification",
    "logicalTypeOptions",
    "properties",
    "items",
    "quality",
    // v3.2.0
    "enum",
    "map",
    "deprecated",
]);
const PROPERTY_CUSTOM = new Set([
    CUSTOM.logical,
    CUSTOM.alias,
    CUSTOM.constraints,
    CUSTOM.deprecation,
]);
const PII = /\b(pii|personal|sensitive)\b/i;
/**
 * logicalTypeOptions kept in `constraints` under the same names (the JSON Schema reader keeps
 * them so too) and written back by `convert --to odcs`. maxLength is a capacity the check
 * enforces; the others are value bounds: no SQL, Avro or Protobuf schema states them, so a pull
 * request cannot check them (listed in `unchecked`).
 */
const VALUE_BOUNDS = [
    "minLength",
    "pattern",
    "format",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minItems",
    "maxItems",
    "uniqueItems",
    "minProperties",
    "maxProperties",
    "timezone",
    "defaultTimezone",
];
const KEPT_OPTIONS = new Set(VALUE_BOUNDS);
function propertyToField(property, at, notes) {
    noteDropped(property, at, notes.dropped);
    const custom = customProperties(property);
    const physical = typeof property.physicalType === "string" ? fromPhysicalType(property.physicalType) : undefined;
    const logicalType = typeof property.logicalType === "string" ? property.logicalType : undefined;
    const type = physical?.type ??
        fromLogicalType(logicalType) ??
        (property.items ? "list" : property.map ? "map" : property.properties ? "struct" : undefined);
    if (!type) {
        notes.problems.push(`${at}: no type: logicalType ${logicalType ?? "(none)"}, physicalType ${String(property.physicalType ?? "(none)")}`);
    }
    const constraints = { ...physical?.constraints };
    const options = property.logicalTypeOptions;
    for (const [key, value] of Object.entries(options ?? {})) {
        if (key === "maxLength")
            constraints.maxLength = value;
        else if (logicalType === "vector")
            continue; // kept whole below
        else if (KEPT_OPTIONS.has(key)) {
            constraints[key] = value;
            notes.unchecked.push(`${at}.logicalTypeOptions.${key}: a value bound, kept; a pull request cannot check it (it needs the data)`);
        }
        else
            notes.dropped.push(`${at}.logicalTypeOptions.${key}`);
    }
    if (logicalType === "vector")
        constraints.vector = options ?? {};
    if (property.primaryKey === true)
        constraints.primaryKey = true;
    if (property.unique === true)
        constraints.unique = true;
    if (property.deprecated === true)
        constraints.deprecated = true;
    // The dates ODCS has no key for (custom property `deprecation`): they mark the field deprecated too.
    const deprecation = custom.get(CUSTOM.deprecation);
    if (deprecation !== undefined)
        constraints.deprecated = deprecation;
    if (typeof property.classification === "string") {
        constraints.classification = property.classification;
        if (PII.test(property.classification))
            constraints.pii = true;
    }
    enumConstraint(property.enum, constraints, at, notes);
    const required = qualityRules(property, constraints, at, notes);
    const extra = custom.get(CUSTOM.constraints);
    if (extra && typeof extra === "object")
        Object.assign(constraints, extra);
    return withoutUndefined({
        name: property.name,
        type: type ?? "unknown",
        fields: children(property, logicalType, at, notes),
        alias: custom.get(CUSTOM.alias),
        doc: property.description,
        logical: custom.get(CUSTOM.logical),
        optional: required ? undefined : true,
        constraints: Object.keys(constraints).length > 0 ? constraints : undefined,
    });
}
/** v3.2 `enum` (objects with a `value`; plain values accepted too) -> the symbols the asset must keep. */
function enumConstraint(list, constraints, at, notes) {
    if (!Array.isArray(list))
        return;
    const values = list.map((entry, i) => {
        if (typeof entry !== "object" || entry === null || !("value" in entry))
            return entry;
        // A value's label, description, tags... have no native counterpart.
        for (const key of Object.keys(entry))
            if (key !== "value")
                notes.dropped.push(`${at}.enum[${i}].${key}`);
        return entry.value;
    });
    if (values.every((value) => typeof value === "string"))
        constraints.symbols = values;
    else {
        // Numbers have no native symbols: kept and shown, checked only by the data.
        constraints.enumValues = values;
        notes.unchecked.push(`${at}.enum: values that are not text, kept; a pull request cannot check them (they need the data)`);
    }
}
/**
 * Quality rules that are schema promises (`mustBe: 0` of nullValues, duplicateValues, and
 * invalidValues with validValues) become `required`, `unique` and `symbols`; every other rule needs
 * the data (row counts, freshness, custom SQL) and is listed as not checked by a pull request.
 * Returns whether the field is required.
 */
function qualityRules(property, constraints, at, notes) {
    let required = property.required === true || property.primaryKey === true;
    for (const [i, rule] of (property.quality ?? []).entries()) {
        const zero = rule.mustBe === 0;
        const args = rule.arguments;
        const validValues = args?.validValues ?? rule.validValues;
        if (rule.metric === "nullValues" && zero)
            required = true;
        else if (rule.metric === "duplicateValues" && zero)
            constraints.unique = true;
        else if (rule.metric === "invalidValues" && zero && Array.isArray(validValues)) {
            constraints.symbols = validValues;
        }
        else {
            notes.unchecked.push(`${at}.quality[${i}] (${String(rule.metric ?? rule.rule ?? rule.type ?? "rule")}): needs the data; a pull request cannot check it`);
        }
    }
    return required;
}
function children(property, logicalType, at, notes) {
    if (logicalType === "vector") {
        const options = (property.logicalTypeOptions ?? {});
        return [{ name: "element", type: vectorElementType(options.elementType) }];
    }
    if (property.items)
        return [propertyToField({ name: "element", ...property.items }, `${at}.items`, notes)];
    const map = property.map;
    if (map) {
        return ["key", "value"].map((role) => propertyToField({ name: role, ...(map[role] ?? {}) }, `${at}.map.${role}`, notes));
    }
    return property.properties?.map((p, i) => propertyToField(p, `${at}.properties[${i}]`, notes));
}
function noteDropped(node, at, dropped) {
    for (const key of Object.keys(node)) {
        if (key === "customProperties")
            continue;
        if (!PROPERTY_KEYS.has(key))
            dropped.push(`${at}.${key}`);
    }
    for (const name of customProperties(node).keys()) {
        if (!PROPERTY_CUSTOM.has(name))
            dropped.push(`${at}.customProperties.${name}`);
    }
}
function withoutUndefined(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

// EXTERNAL MODULE: ./src/contracts/odcs-servers.ts + 1 modules
var odcs_servers = __webpack_require__(44355);
;// CONCATENATED MODULE: ./src/contracts/odcs-team.ts

const OWNER_WORD = /owner/i;
/** v3.0 writes `team` as the member list; v3.1 and later as an object with `members` (both read). */
function membersOf(team) {
    if (Array.isArray(team))
        return team;
    const members = team?.members;
    return Array.isArray(members) ? members : [];
}
function teamApprovers(document, settings, today) {
    const roles = settings?.ownerRoles?.map((role) => role.toLowerCase());
    const counts = (role) => typeof role === "string" && (roles ? roles.includes(role.toLowerCase()) : OWNER_WORD.test(role));
    const approvers = [];
    const notes = [];
    for (const [i, member] of membersOf(document.team).entries()) {
        if (!counts(member.role) || typeof member.username !== "string")
            continue;
        // An ISO date or date-time: its first ten characters compare as dates.
        if (typeof member.dateOut === "string" && member.dateOut.slice(0, 10) < today)
            continue;
        const login = settings?.logins?.[member.username] ?? member.username;
        if (!config_approvers/* GitHubApprover */.TE.safeParse(login).success) {
            notes.push(`team member ${i + 1} (${member.username}) is no GitHub login: map it in .github/contract-sync.yml odcs.logins`);
            continue;
        }
        if (!approvers.some((known) => known.toLowerCase() === login.toLowerCase()))
            approvers.push(login);
    }
    return { approvers: approvers.slice(0, config_approvers/* MAX_APPROVERS */.am), notes };
}

;// CONCATENATED MODULE: ./src/contracts/odcs-read.ts





const DOCUMENT_KEYS = new Set([
    "apiVersion",
    "kind",
    "id",
    "name",
    "version",
    "status",
    "domain",
    "servers",
    "schema",
    "description",
    "team",
]);
const OBJECT_KEYS = new Set([
    "name",
    "physicalName",
    "physicalType",
    "logicalType",
    "description",
    "properties",
    "deprecated",
    "quality",
]);
const DOCUMENT_CUSTOM = new Set([
    CUSTOM.enforcementLevel,
    CUSTOM.restrictPii,
    CUSTOM.owner,
    CUSTOM.consumers,
    CUSTOM.unversioned,
    CUSTOM.compatibility,
    CUSTOM.compatibilityLine,
]);
const OBJECT_CUSTOM = new Set([
    CUSTOM.resourceName,
    CUSTOM.resourceNames,
    CUSTOM.deprecation,
    CUSTOM.compatibility,
    CUSTOM.compatibilityLine,
]);
/**
 * An ODCS document as native contracts, one per schema object. `context` is the repository's
 * configuration (bindings, owner roles, logins); without one, only custom properties and servers
 * bind an object, and team usernames are taken as GitHub logins.
 */
function odcsToNative(document, context = (0,odcs_binding/* odcsContextOf */.yL)()) {
    const result = { contracts: [], dropped: [], unchecked: [], warnings: [], problems: [] };
    odcs_read_noteDropped(document, "", DOCUMENT_KEYS, DOCUMENT_CUSTOM, result.dropped);
    const description = document.description;
    for (const key of Object.keys(description ?? {}))
        if (key !== "purpose")
            result.dropped.push(`description.${key}`);
    const custom = customProperties(document);
    const objects = Array.isArray(document.schema) ? document.schema : [];
    if (objects.length === 0) {
        result.unchecked.push("schema: the contract has no schema object: nothing to enforce on a pull request");
        return result;
    }
    const team = teamApprovers(document, context.settings, context.today);
    result.warnings.push(...team.notes);
    const contractId = String(document.id ?? document.name ?? "");
    for (const [index, object] of objects.entries()) {
        const at = `schema[${index}]`;
        odcs_read_noteDropped(object, at, OBJECT_KEYS, OBJECT_CUSTOM, result.dropped);
        const objectName = String(object.name ?? index);
        // An object's rules are about its rows (rowCount, freshness, custom SQL): all need the data.
        for (const [i, rule] of (object.quality ?? []).entries())
            result.unchecked.push(`${at}.quality[${i}] (${String(rule.metric ?? rule.rule ?? rule.type ?? "rule")}): needs the data; a pull request cannot check it`);
        const resource = resourceNames(document, object, at, context, result);
        const binding = (0,odcs_binding/* bindingOf */.hJ)(document, object, context.settings);
        const status = nativeStatus(document.status);
        const objectCustom = customProperties(object);
        const contract = {
            id: objects.length === 1 && isUuid(document.id) ? document.id : derivedId(contractId, objectName),
            name: objects.length === 1 && typeof document.name === "string"
                ? document.name
                : qualified(document, objectName),
            namespace: document.domain,
            doc: object.description ?? description?.purpose,
            owner: custom.get(CUSTOM.owner),
            approvers: team.approvers.length > 0 ? team.approvers : undefined,
            ...resource,
            restrictPii: custom.get(CUSTOM.restrictPii),
            // A deprecated object is still enforced (DEPRECATED is in force), and says so.
            status: object.deprecated === true && status === "ACTIVE" ? "DEPRECATED" : status,
            version: custom.get(CUSTOM.unversioned) === true ? undefined : document.version,
            enforcementLevel: custom.get(CUSTOM.enforcementLevel) ??
                binding?.enforcementLevel ??
                context.settings?.enforcementLevel,
            consumers: custom.get(CUSTOM.consumers),
            // The object's mode wins over the document's (ContractFile validates the value).
            compatibility: objectCustom.get(CUSTOM.compatibility) ?? custom.get(CUSTOM.compatibility),
            compatibilityLine: objectCustom.get(CUSTOM.compatibilityLine) ?? custom.get(CUSTOM.compatibilityLine),
            deprecated: objectCustom.get(CUSTOM.deprecation),
            schema: columnsOf(object, at, result),
        };
        result.contracts.push(odcs_read_withoutUndefined(contract));
    }
    return result;
}
/**
 * The object's properties that are columns of the asset. A v3.2 measure or dimension
 * (`semanticType`) is derived by its `transformLogic` in a semantic layer: no column to check.
 */
function columnsOf(object, at, result) {
    const columns = [];
    for (const [i, property] of (object.properties ?? []).entries()) {
        const path = `${at}.properties[${i}]`;
        if (property.semanticType === "measure" || property.semanticType === "dimension") {
            result.unchecked.push(`${path} (${String(property.name)}): a ${property.semanticType}, derived and not a column of the asset; a pull request does not check it`);
            continue;
        }
        columns.push(propertyToField(property, path, result));
    }
    return columns;
}
function qualified(document, objectName) {
    return typeof document.name === "string" ? `${document.name}.${objectName}` : objectName;
}
/**
 * The asset(s) a schema object is the contract of, in this order: the object's custom property,
 * a binding in the configuration, the document's servers. None: an error naming the object and
 * the binding to write.
 */
function resourceNames(document, object, at, context, result) {
    const custom = customProperties(object);
    const explicit = custom.get(CUSTOM.resourceName);
    const list = custom.get(CUSTOM.resourceNames);
    if (typeof explicit === "string" || Array.isArray(list)) {
        return { dataAssetResourceName: explicit, dataAssetResourceNameList: list };
    }
    const binding = (0,odcs_binding/* bindingOf */.hJ)(document, object, context.settings);
    let names = [];
    if (binding) {
        const bound = (0,odcs_binding/* boundNames */.DL)(binding, object, context);
        if ("problem" in bound) {
            result.problems.push(`${at} "${String(object.name ?? "")}": ${bound.problem}`);
            return {};
        }
        names = bound.names;
    }
    else {
        const fromServers = (0,odcs_servers/* serverBinding */.jw)(document, object, context.assets);
        if (fromServers.dependsOnAssets)
            result.dependsOnAssets = true;
        for (const server of fromServers.skipped)
            result.dropped.push(`servers: ${server} (no reader produces this server type's data)`);
        names = fromServers.names;
        // Another server bound it: one that could not is listed, not an error.
        if (names.length > 0)
            for (const problem of fromServers.problems)
                result.dropped.push(problem);
        if (names.length === 0) {
            const why = fromServers.problems.map((problem) => `; ${problem}`).join("");
            result.problems.push(`${at} "${String(object.name ?? "")}" is the contract of no asset of this repository: ${(0,odcs_binding/* bindingHint */.jw)(document, object, fromServers.candidates[0])}${why}; ${SERVERS_BIND}`);
            return {};
        }
    }
    return names.length === 1 ? { dataAssetResourceName: names[0] } : { dataAssetResourceNameList: names };
}
const SERVERS_BIND = `a server the document names binds it too (postgres, mysql, sqlserver by host; kafka, kinesis, pubsub by the repository's Avro, Protobuf or JSON Schema schema its topic names), as does the custom property ${CUSTOM.resourceName}`;
function odcs_read_noteDropped(node, at, known, knownCustom, dropped) {
    const prefix = at === "" ? "" : `${at}.`;
    for (const key of Object.keys(node)) {
        if (key === "customProperties")
            continue;
        if (!known.has(key))
            dropped.push(`${prefix}${key}`);
    }
    for (const name of customProperties(node).keys()) {
        if (!knownCustom.has(name))
            dropped.push(`${prefix}customProperties.${name}`);
    }
}
function odcs_read_withoutUndefined(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

;// CONCATENATED MODULE: ./src/contracts/formats.ts




/**
 * One YAML document as native contract candidates, by its shape: ODCS
 * (`apiVersion: v3.x`, `kind: DataContract`), Gable (`spec-version`), else
 * native. Mixed repositories work because each document is dispatched alone.
 */
function nativeCandidates(value, source, odcs) {
    const at = { file: source.file, line: source.line };
    if (isOdcsDocument(value)) {
        const { errors, warnings } = checkOdcs(value);
        if (errors.length > 0) {
            return {
                format: "odcs",
                candidates: [],
                diagnostics: errors.map((error) => ({ ...at, severity: "error", message: `ODCS schema: ${error}` })),
            };
        }
        const read = odcsToNative(value, odcs);
        const warning = (message) => ({ ...at, severity: "warning", message });
        return {
            format: "odcs",
            ...(read.dependsOnAssets ? { dependsOnAssets: true } : {}),
            candidates: read.problems.length > 0 ? [] : read.contracts,
            diagnostics: [
                ...read.problems.map((problem) => ({ ...at, severity: "error", message: `ODCS ${problem}` })),
                ...read.unchecked.map((rule) => warning(`ODCS ${rule}`)),
                ...[...warnings, ...read.warnings].map((note) => warning(`ODCS ${note}`)),
            ],
        };
    }
    if (value.kind === "DataContract" && "apiVersion" in value) {
        const message = `ODCS apiVersion ${String(value.apiVersion)} is not supported: contract-sync reads ODCS ${ODCS_VERSIONS.join(", ")}`;
        return { format: "odcs", candidates: [], diagnostics: [{ ...at, severity: "error", message }] };
    }
    if (isGableDocument(value)) {
        const { value: native, warnings } = gableToNative(value);
        return {
            format: "gable",
            candidates: [native],
            diagnostics: warnings.map((message) => ({ ...at, severity: "warning", message: `Gable ${message}` })),
        };
    }
    return { format: "contract-sync", candidates: [value], diagnostics: [] };
}

;// CONCATENATED MODULE: ./src/contracts/contract-file.ts







/**
 * A contract file in the repository: the interface's contract spec (docs/service-interface.md "Contract spec") flattened
 * to the top level, plus `status`, `version` and `enforcementLevel` of the
 * contract (docs/service-interface.md "Contract"). Keys are checked strictly, so a typo (`optinal`) is an error
 * and not a silently ignored key. The definition is in contract-schema.ts.
 */

/**
 * Parses one contract file (one contract per YAML document). Never throws: a
 * bad contract becomes diagnostics naming the file, the key and its line, and
 * the file's other contracts are still returned. `odcs`: the configuration an ODCS
 * document is read with (its bindings and team logins; odcsContextOf(rules)).
 */
function parseContractFile(text, file, odcs) {
    const tooBig = (0,limits/* sizeProblem */.bi)(text, limits/* LIMITS */.b1.contractFileBytes, file, "the contract file");
    if (tooBig)
        return { contracts: [], diagnostics: [tooBig] };
    const { documents, diagnostics } = (0,yaml_diagnostics/* parseYaml */.hN)(text, file);
    const contracts = [];
    let dependsOnAssets = false;
    if (documents.length > limits/* LIMITS */.b1.contractsPerFile) {
        diagnostics.push({
            file,
            severity: "error",
            message: `${documents.length} YAML documents, over the limit of ${limits/* LIMITS */.b1.contractsPerFile} contracts per file; not read`,
        });
        return { contracts, diagnostics };
    }
    for (const source of documents) {
        const expanded = (0,yaml_diagnostics/* documentValue */.H5)(source);
        if (!expanded.ok) {
            diagnostics.push(expanded.diagnostic);
            continue;
        }
        const value = expanded.value;
        if (value === null || value === undefined)
            continue; // an empty document (e.g. a trailing ---)
        if (typeof value !== "object" || Array.isArray(value)) {
            diagnostics.push({
                file,
                line: source.line,
                severity: "error",
                message: "a contract must be a mapping of keys",
            });
            continue;
        }
        const read = nativeCandidates(keepVersionText(value, source), source, odcs);
        diagnostics.push(...read.diagnostics);
        if (read.dependsOnAssets)
            dependsOnAssets = true;
        for (const candidate of read.candidates) {
            const result = ContractFile.safeParse(candidate);
            if (!result.success) {
                // the paths of an ODCS contract's problems are those of the contract it was read as
                const prefix = read.format === "odcs" ? "ODCS read as contract-sync: " : "";
                diagnostics.push(...(0,yaml_diagnostics/* zodDiagnostics */.qV)(result.error, source).map((d) => ({ ...d, message: `${prefix}${d.message}` })));
                continue;
            }
            const loaded = {
                file,
                line: source.line,
                contract: result.data,
                format: read.format,
                versionLine: (0,yaml_diagnostics/* topLevelKeyLine */.xd)(source, "version"),
            };
            const refused = serviceRefusals(loaded, source);
            if (refused.length > 0) {
                diagnostics.push(...refused);
                continue;
            }
            contracts.push(loaded);
        }
    }
    return dependsOnAssets ? { contracts, diagnostics, dependsOnAssets } : { contracts, diagnostics };
}
/**
 * parseContractFile, reading the repository's message schemas (`odcs.loadAssets`, once per
 * version of the repository) when an ODCS document's server binds a topic to them.
 */
async function readContractFile(text, file, odcs) {
    const first = parseContractFile(text, file, odcs);
    if (!first.dependsOnAssets || !odcs?.loadAssets || odcs.assets)
        return first;
    return parseContractFile(text, file, { ...odcs, assets: await odcs.loadAssets() });
}
/**
 * What the service would refuse of a valid contract, at its key's line: text it cannot
 * store (U+0000, an unpaired surrogate) and values over its limits (a name over 256
 * characters). The contract comes from a pull request: its refusal is a finding there,
 * not an error of the whole check.
 */
function serviceRefusals(loaded, source) {
    const at = (path, message) => ({
        file: loaded.file,
        line: (0,yaml_diagnostics/* lineOf */.cA)(source, path),
        severity: "error",
        message: `${(0,yaml_diagnostics/* keyPath */.Dw)(path)}: ${message}`,
    });
    const text = (0,storable/* unstorableText */.l)(loaded.contract);
    if (text)
        return [at(text.path, text.message)];
    const create = resources/* ContractCreate */.rS.safeParse(toContractCreate(loaded));
    if (create.success)
        return [];
    // The contract's spec keys are the file's top-level keys.
    return create.error.issues.map((issue) => at(issue.path[0] === "contractSpec" ? issue.path.slice(1) : issue.path, `${issue.message}; the service cannot store it`));
}
/** `version: 1.10` is the number 1.1 to YAML; a version is text, so take it as written. */
function keepVersionText(value, source) {
    if (typeof value.version !== "number")
        return value;
    return { ...value, version: (0,yaml_diagnostics/* scalarSource */.aO)(source, ["version"]) ?? String(value.version) };
}
/** Every resource name a contract covers. */
function contractResourceNames(contract) {
    const names = [...(contract.dataAssetResourceName ? [contract.dataAssetResourceName] : [])];
    for (const name of contract.dataAssetResourceNameList ?? [])
        if (!names.includes(name))
            names.push(name);
    return names;
}
const Provenance = schemas/* object */.Ikc({
    gitHash: resources/* GitHash */.Vl.optional(),
    gitRepo: resources/* Uri */.zn.optional(),
    gitUser: schemas/* string */.YjP().optional(),
    reviewers: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    mergedAt: resources/* DateTime */.c9.optional(),
});
/**
 * The creation shape of endpoint 3 (POST /v0/contract). Throws only when the
 * provenance is malformed (a short hash, a date without offset): that is a bug
 * of the caller, not of the user's file.
 */
function toContractCreate(loaded, provenance = {}) {
    const checked = Provenance.safeParse(provenance);
    if (!checked.success) {
        throw new Error(`contract provenance for ${loaded.file} is invalid: ${checked.error.message}`);
    }
    const { contract } = loaded;
    const create = {
        id: contract.id,
        status: contract.status,
        contractSpec: {
            id: contract.id,
            name: contract.name,
            namespace: contract.namespace,
            doc: contract.doc,
            owner: contract.owner,
            dataAssetResourceName: contract.dataAssetResourceName ?? contract.dataAssetResourceNameList?.[0],
            dataAssetResourceNameList: contract.dataAssetResourceNameList,
            restrictPii: contract.restrictPii,
            schema: contract.schema,
            consumers: contract.consumers,
            deprecated: contract.deprecated,
        },
        version: contract.version,
        enforcementLevel: contract.enforcementLevel,
        filePath: loaded.file,
        ...checked.data,
    };
    return dropUndefined(create);
}
/**
 * JSON bodies should not carry `"key": undefined` noise; also keeps equality checks simple. The
 * copy JSON would make (a number it cannot write is null, an object with `toJSON` is what that
 * gives), without writing and parsing the text: a publish copies every contract of the repository.
 */
function dropUndefined(value) {
    return jsonCopy(value);
}
function jsonCopy(value) {
    // JSON writes -0 as 0, and NaN or an infinity as null.
    if (typeof value === "number")
        return Number.isFinite(value) ? value + 0 : null;
    if (value === null || typeof value !== "object")
        return value;
    if (typeof value.toJSON === "function")
        return JSON.parse(JSON.stringify(value));
    if (Array.isArray(value))
        return value.map((item) => (isUnwritten(item) ? null : jsonCopy(item)));
    const copy = {};
    for (const key of Object.keys(value)) {
        const item = value[key];
        if (isUnwritten(item))
            continue;
        // An own `__proto__` key (JSON.parse makes one) stays a key, not the copy's prototype.
        if (key === "__proto__")
            Object.defineProperty(copy, key, {
                value: jsonCopy(item),
                enumerable: true,
                writable: true,
                configurable: true,
            });
        else
            copy[key] = jsonCopy(item);
    }
    return copy;
}
/** What JSON leaves out of an object (and writes as null in an array). */
function isUnwritten(value) {
    return value === undefined || typeof value === "function" || typeof value === "symbol";
}

// EXTERNAL MODULE: ./src/contracts/contract-index.ts
var contract_index = __webpack_require__(18356);
;// CONCATENATED MODULE: ./src/contracts/load.ts




/**
 * Loads the contract files the configuration points at (`contracts` globs, minus `ignore`) from
 * one version of the repository. A bad file costs only its own contracts; a contract id used twice
 * keeps the first (in path order) and reports the second, naming both places.
 *
 * With a scope, only the files holding a selected contract are loaded, and every file that is not
 * clean (any diagnostic) or shares a contract id with another file: what is left out has no
 * problem to report and names nothing the caller asks about (docs/configure.md "Monorepos").
 *
 * Without a scope, a `cache` of files parsed before (by blob id) stands in for the parse of every
 * file whose bytes it knows: the result is the same, only the files that changed are read.
 */
async function loadContracts(files, rules, scope, cache, today) {
    const paths = (await files.listAll()).filter((path) => rules.isContractFile(path));
    const parsed = new Map();
    const odcs = (0,odcs_binding/* odcsContextOf */.yL)(rules, today, files);
    const wanted = scope
        ? await scopedPaths(files, paths, scope, parsed, odcs)
        : await cachedParses(files, paths, cache, parsed, odcs);
    const contracts = [];
    const diagnostics = [];
    const byId = new Map();
    for (const path of wanted) {
        const read = parsed.get(path) ?? (await parsePath(files, path, odcs));
        diagnostics.push(...read.diagnostics);
        for (const loaded of read.contracts) {
            const first = byId.get(loaded.contract.id);
            if (first) {
                diagnostics.push({
                    file: loaded.file,
                    line: loaded.line,
                    severity: "error",
                    message: `id: ${loaded.contract.id} is already the id of the contract in ${first.file}:${first.line}`,
                });
                continue;
            }
            byId.set(loaded.contract.id, loaded);
            contracts.push(loaded);
        }
    }
    return { contracts, diagnostics };
}
/**
 * Every path, with the parses `cache` knows put into `parsed` and the rest parsed there too; the
 * cache then holds this tree's clean files (written only when it learned one).
 */
async function cachedParses(files, paths, cache, parsed, odcs) {
    const blobIds = cache ? await files.blobIds?.(paths) : undefined;
    if (!cache || !blobIds) {
        await files.prefetch?.(paths);
        return paths;
    }
    const known = await cache.read();
    // An ODCS file reads differently under other bindings, logins or another day: part of the key.
    const context = (0,odcs_binding/* odcsContextKey */.yh)(odcs);
    const keyOf = (path) => (0,contract_index/* indexKey */.mh)(path, `${blobIds.get(path) ?? ""}@${context}`);
    const unknown = paths.filter((path) => !known.has(keyOf(path)));
    await files.prefetch?.(unknown);
    const kept = new Map();
    for (const path of paths) {
        const key = keyOf(path);
        const contracts = known.get(key);
        if (contracts) {
            parsed.set(path, { contracts, diagnostics: [] });
            kept.set(key, contracts);
            continue;
        }
        const read = await parsePath(files, path, odcs);
        parsed.set(path, read);
        // A file bound through other files (a Kafka topic's schema) is read every time.
        if (read.diagnostics.length === 0 && !read.dependsOnAssets && blobIds.has(path))
            kept.set(key, read.contracts);
    }
    if ([...kept.keys()].some((key) => !known.has(key)) || kept.size !== known.size)
        await cache.write(kept);
    return paths;
}
async function parsePath(files, path, odcs) {
    const { text, problem } = await (0,limits/* readWithinLimit */.Vk)(files, path, limits/* LIMITS */.b1.contractFileBytes, "the contract file");
    if (problem)
        return { contracts: [], diagnostics: [problem] };
    if (text === undefined)
        return {
            contracts: [],
            diagnostics: [{ file: path, severity: "error", message: "listed but could not be read" }],
        };
    return readContractFile(text, path, odcs);
}
/**
 * The paths a scope loads, in path order. A file the index does not know is parsed (kept in
 * `parsed`) and, when clean, learned; the index then holds the summaries of this tree's files.
 */
async function scopedPaths(files, paths, scope, parsed, odcs) {
    const blobIds = scope.index ? await files.blobIds?.(paths) : undefined;
    const known = blobIds && scope.index ? await scope.index.read() : new Map();
    // Each path's key made once: a monorepo asks this of 10,000 contract files on every check.
    const context = (0,odcs_binding/* odcsContextKey */.yh)(odcs);
    const keys = paths.map((path) => (0,contract_index/* indexKey */.mh)(path, `${blobIds?.get(path) ?? ""}@${context}`));
    await files.prefetch?.(paths.filter((_, i) => !known.has(keys[i])));
    const summaries = new Map();
    const learned = new Map();
    let learnedNew = false;
    for (const [i, path] of paths.entries()) {
        const key = keys[i];
        let summary = known.get(key);
        if (!summary) {
            const read = await parsePath(files, path, odcs);
            parsed.set(path, read);
            // Only a clean file may be left out later: one with a problem is read every time.
            // So is one bound through other files (a Kafka topic to its schema), which may change alone.
            summary =
                read.diagnostics.length === 0 && !read.dependsOnAssets ? (0,contract_index/* summaryOf */.YG)(read.contracts) : undefined;
        }
        summaries.set(path, summary);
        if (summary && blobIds?.has(path)) {
            learned.set(key, summary);
            if (!known.has(key))
                learnedNew = true;
        }
    }
    if (blobIds && scope.index && learnedNew)
        await scope.index.write(learned);
    const idFiles = new Map();
    const count = (ids) => {
        // Nearly every file holds one contract: no set of its ids to make.
        for (const id of ids.length === 1 ? ids : new Set(ids))
            idFiles.set(id, (idFiles.get(id) ?? 0) + 1);
    };
    for (const summary of summaries.values())
        if (summary)
            count(summary.ids);
    for (const read of parsed.values())
        if (read.diagnostics.length > 0)
            count(read.contracts.map((c) => c.contract.id));
    const wanted = paths.filter((path) => {
        const summary = summaries.get(path);
        return (!summary || (0,contract_index/* selects */.ko)(scope.selection, summary) || summary.ids.some((id) => (idFiles.get(id) ?? 0) > 1));
    });
    await files.prefetch?.(wanted.filter((path) => !parsed.has(path)));
    return wanted;
}

;// CONCATENATED MODULE: ./src/contracts/index.ts




/***/ }),

/***/ 53844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jw: () => (/* binding */ bindingHint),
  hJ: () => (/* binding */ bindingOf),
  DL: () => (/* binding */ boundNames),
  yh: () => (/* binding */ odcsContextKey),
  yL: () => (/* binding */ odcsContextOf),
  rU: () => (/* binding */ odcsContextWith)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/api/source-type-names.ts
var source_type_names = __webpack_require__(20117);
// EXTERNAL MODULE: ./src/schema/index.ts + 5 modules
var schema = __webpack_require__(67024);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: ./src/waivers/ledger.ts
var ledger = __webpack_require__(28896);
// EXTERNAL MODULE: ./src/contracts/odcs-servers.ts + 1 modules
var odcs_servers = __webpack_require__(44355);
;// CONCATENATED MODULE: ./src/contracts/odcs-assets.ts


/**
 * The repository's message schemas (Avro, Protobuf, JSON Schema) as a message server's topic is
 * bound to them (odcs-servers.ts), named as the check names them (the config's source types and
 * data sources). Read once per version of the repository, and only when a document asks: most
 * contracts name no Kafka server.
 */
function messageSchemaLoader(files, rules, sourceTypeOf, dataSourceOf) {
    let loading;
    const wanted = new Set(odcs_servers/* MESSAGE_TYPES */.Ol);
    const load = async () => {
        const paths = (await files.listAll?.()) ?? [];
        const targets = paths.flatMap((path) => {
            if (rules?.isIgnored(path) || rules?.isContractFile(path))
                return [];
            const sourceType = sourceTypeOf(path);
            return sourceType && wanted.has(sourceType) ? [{ path, sourceType }] : [];
        });
        const { assets } = await (0,schema/* readAssets */.wd)(targets, { files, dataSourceOf: (path) => dataSourceOf(path) });
        return assets.map((asset) => ({
            sourceType: asset.sourceType,
            path: asset.path,
            file: asset.file,
            resourceName: asset.resourceName,
            name: asset.schema.name,
        }));
    };
    return () => {
        loading ??= load();
        return loading;
    };
}

;// CONCATENATED MODULE: ./src/contracts/odcs-binding.ts







/** `files`: the version of the repository the contracts are read from (its message schemas bind topics). */
function odcsContextOf(rules, today = (0,ledger/* utcToday */.wc)(), files) {
    const fallback = (0,schema/* defaultDataSource */.PO)();
    const sourceTypeOf = (path) => rules?.sourceTypeFor(path) ?? (0,schema/* detectSourceType */.fq)(path);
    const dataSourceOf = (path) => rules?.dataSourceFor(path) ?? fallback;
    return {
        settings: rules?.config.odcs,
        sourceTypeOf,
        dataSourceOf,
        today,
        rules,
        loadAssets: files ? messageSchemaLoader(files, rules, sourceTypeOf, dataSourceOf) : undefined,
    };
}
/** The context with the repository's files to read message schemas from (the same settings otherwise). */
function odcsContextWith(context, files) {
    return {
        ...context,
        assets: undefined,
        loadAssets: messageSchemaLoader(files, context.rules, context.sourceTypeOf, context.dataSourceOf),
    };
}
/**
 * What an ODCS document's reading depends on besides its own bytes: caches of parsed contract
 * files add it to their keys, so a changed binding, login map or day is read anew.
 */
function odcsContextKey(context) {
    const settings = JSON.stringify(context.settings ?? null);
    // No space: a key is `<blob>@<this> <path>`, and readers of a key take the path after its space.
    return `${context.today}.${(0,external_node_crypto_.createHash)("sha1").update(settings).digest("hex").slice(0, 16)}`;
}
const matchers = new Map();
function matches(pattern, text) {
    let matcher = matchers.get(pattern);
    if (!matcher) {
        const regex = picomatch_default().makeRe(pattern, { dot: true });
        matcher = (value) => value === pattern || regex.test(value);
        matchers.set(pattern, matcher);
    }
    return matcher(text);
}
/** The first binding of the configuration for the object, if any. */
function bindingOf(document, object, settings) {
    const ids = [document.id, document.name].filter((v) => typeof v === "string");
    const names = [object.name, object.physicalName].filter((v) => typeof v === "string");
    return settings?.bindings?.find((binding) => ids.some((id) => matches(binding.contract, id)) &&
        (binding.object === undefined || names.some((name) => matches(binding.object, name))));
}
/** The resource names a binding gives the object, or the problem with it. */
function boundNames(binding, object, context) {
    const name = String(object.name ?? "");
    const fill = (template) => template
        .replaceAll("{object}", typeof object.physicalName === "string" ? object.physicalName : name)
        .replaceAll("{name}", name);
    if (binding.resource !== undefined) {
        const list = typeof binding.resource === "string" ? [binding.resource] : binding.resource;
        return { names: [...new Set(list.map(fill))] };
    }
    const file = fill(binding.file ?? "");
    const sourceType = context.sourceTypeOf(file);
    if (!sourceType)
        return { problem: `the binding's file ${file} is no schema file contract-sync reads` };
    const inner = binding.record ?? binding.table;
    const dataSource = context.dataSourceOf(file);
    if (source_type_names/* SQL_SOURCE_TYPES */.L.has(sourceType)) {
        // A SQL file's assets are named by their table, not by the file (contract-sync schema prints them).
        if (inner === undefined)
            return { problem: `the binding's SQL file ${file} needs table (e.g. public.orders)` };
        return { names: [(0,model/* resourceName */.Iy)(sourceType, dataSource, fill(inner))] };
    }
    const path = inner === undefined ? file : `${file}:${fill(inner)}`;
    return { names: [(0,model/* resourceName */.Iy)(sourceType, dataSource, path)] };
}
/** The configuration to write for an object no binding names: one line, to copy. */
function bindingHint(document, object, resource) {
    const contract = JSON.stringify(String(document.id ?? document.name ?? ""));
    const name = JSON.stringify(String(object.name ?? ""));
    const target = JSON.stringify(resource ?? "<resource name as contract-sync schema prints it>");
    return `add to .github/contract-sync.yml: odcs: { bindings: [ { contract: ${contract}, object: ${name}, resource: ${target} } ] } (or file: <schema file> with record/table)`;
}


/***/ }),

/***/ 44355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ol: () => (/* binding */ MESSAGE_TYPES),
  jw: () => (/* binding */ serverBinding)
});

// UNUSED EXPORTS: MESSAGE_SERVERS

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/source-type-names.ts
var source_type_names = __webpack_require__(20117);
;// CONCATENATED MODULE: ./src/contracts/odcs-match.ts


const keyOf = (text) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
/** The names an asset answers to: its own (first tier), its file's (second tier). */
function namesOf(asset) {
    if (source_type_names/* SQL_SOURCE_TYPES */.L.has(asset.sourceType)) {
        const parts = asset.path.split(".");
        return { own: [parts.slice(-1).join("."), parts.slice(-2).join(".")], file: [] };
    }
    const own = [];
    const colon = asset.path.lastIndexOf(":");
    if (colon >= 0) {
        const inner = asset.path.slice(colon + 1);
        own.push(inner, inner.split(".").at(-1) ?? inner);
    }
    if (asset.name)
        own.push(asset.name);
    const base = external_node_path_.posix.basename(asset.file).replace(/(\.schema)?\.[a-z0-9]+$/i, "");
    return { own, file: [base, base.replace(/-value$/i, "")] };
}
/** The names a schema object answers to. */
function objectNames(object) {
    return [object.physicalName, object.name].filter((v) => typeof v === "string" && v !== "");
}
/**
 * The assets (of `sourceTypes`, default every type) a schema object names: those whose own name
 * matches, else those whose file's name matches.
 */
function assetsNamedBy(object, assets, sourceTypes) {
    const wanted = new Set(objectNames(object).map(keyOf));
    const candidates = assets.filter((asset) => !sourceTypes || sourceTypes.has(asset.sourceType));
    const by = (tier) => candidates.filter((asset) => namesOf(asset)[tier].some((name) => wanted.has(keyOf(name))));
    const own = by("own");
    return own.length > 0 ? own : by("file");
}

;// CONCATENATED MODULE: ./src/contracts/odcs-servers.ts

const MESSAGE_SERVERS = new Set(["kafka", "kinesis", "pubsub"]);
/** The source types whose assets a message server's topic is matched to (read when a document needs them). */
const MESSAGE_TYPES = ["avro", "protobuf", "json_schema"];
const FORMAT_TYPES = {
    avro: ["avro"],
    protobuf: ["protobuf"],
    proto: ["protobuf"],
    json: ["json_schema"],
    jsonschema: ["json_schema"],
    json_schema: ["json_schema"],
};
/** `assets`: the repository's message schemas; undefined when not read (a topic then binds nothing). */
function serverBinding(document, object, assets) {
    const out = { names: [], problems: [], skipped: [], candidates: [], dependsOnAssets: false };
    const table = typeof object.physicalName === "string" ? object.physicalName : String(object.name ?? "");
    for (const server of Array.isArray(document.servers) ? document.servers : []) {
        const type = String(server.type ?? "").toLowerCase();
        const label = `server ${String(server.server ?? type)} (${type})`;
        const sql = sqlResourceName(server, type, table);
        if (sql !== undefined) {
            if (!out.names.includes(sql))
                out.names.push(sql);
            continue;
        }
        if (!MESSAGE_SERVERS.has(type)) {
            out.skipped.push(String(server.server ?? type));
            continue;
        }
        out.dependsOnAssets = true;
        const topic = JSON.stringify(table);
        if (assets === undefined) {
            out.problems.push(`${label}: topic ${topic} is matched to the repository's schema files, not read here`);
            continue;
        }
        const types = FORMAT_TYPES[String(server.format ?? "").toLowerCase()] ?? MESSAGE_TYPES;
        const matched = assetsNamedBy(object, assets, new Set(types));
        const kinds = types.map(kindOf).join(", ");
        if (matched.length === 1) {
            if (!out.names.includes(matched[0].resourceName))
                out.names.push(matched[0].resourceName);
        }
        else if (matched.length === 0) {
            out.problems.push(`${label}: topic ${topic} names none of the repository's ${kinds} schemas`);
        }
        else {
            out.candidates.push(...matched.map((asset) => asset.resourceName));
            out.problems.push(`${label}: topic ${topic} names ${matched.length} of the repository's ${kinds} schemas (${names(matched)})`);
        }
    }
    return out;
}
const kindOf = (type) => type === "json_schema" ? "JSON Schema" : type === "protobuf" ? "Protobuf" : "Avro";
const names = (assets) => assets.map((asset) => asset.resourceName).join(", ");
/**
 * postgres (`postgres://host:port:database.schema.table`), mysql (`mysql://host:port:database.table`)
 * and sqlserver (`mssql://host:port:schema.table`); the table is `physicalName`, else `name`.
 */
function sqlResourceName(server, type, table) {
    const host = typeof server.host === "string" ? server.host : undefined;
    if (!host)
        return undefined;
    const port = (fallback) => (typeof server.port === "number" ? server.port : fallback);
    if (type === "postgres" || type === "postgresql")
        return `postgres://${host}:${port(5432)}:${server.database ?? "postgres"}.${server.schema ?? "public"}.${table}`;
    if (type === "mysql")
        return `mysql://${host}:${port(3306)}:${server.database ? `${server.database}.` : ""}${table}`;
    if (type === "sqlserver")
        return `mssql://${host}:${port(1433)}:${server.schema ?? "dbo"}.${table}`;
    return undefined;
}


/***/ }),

/***/ 29935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ readCachedDataDir),
/* harmony export */   P6: () => (/* binding */ PLAIN_KEY),
/* harmony export */   UZ: () => (/* binding */ cacheDataDirFolder),
/* harmony export */   a4: () => (/* binding */ pgliteCacheFile),
/* harmony export */   a9: () => (/* binding */ shippedDataDirKey),
/* harmony export */   hW: () => (/* binding */ writeCachedDataDir),
/* harmony export */   ic: () => (/* binding */ notePGliteInitdb),
/* harmony export */   jW: () => (/* binding */ copyDataDir),
/* harmony export */   sK: () => (/* binding */ dataDirCacheFolder),
/* harmony export */   t1: () => (/* binding */ snapshotCacheFile),
/* harmony export */   uo: () => (/* binding */ notePGliteStart),
/* harmony export */   xD: () => (/* binding */ fillDataDir)
/* harmony export */ });
/* unused harmony exports SHIPPED_VENDOR_NAME, SHIPPED_MANIFEST, pgliteStartCount, pgliteInitdbCount, shippedDataDirFolder, stderrNotice, readShippedDataDir, extractDataDir */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var nanotar__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(76480);
/* harmony import */ var _vendor_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(29161);









/** The key of a plain initialised data directory (no snapshot). */
const PLAIN_KEY = "plain";
/** dist/vendor/<this>: the shipped data directory (tarball + manifest). */
const SHIPPED_VENDOR_NAME = "pglite-datadir";
const SHIPPED_MANIFEST = "manifest.json";
let started = 0;
let initdbs = 0;
/** How many PGlite instances this process has started (tests assert a run's budget of them). */
function pgliteStartCount() {
    return started;
}
/** How many of those ran initdb (none when the cache or the shipped data directory served). */
function pgliteInitdbCount() {
    return initdbs;
}
function pgliteCacheFile(env = process.env) {
    const dir = env.CONTRACT_SYNC_CACHE_DIR ?? (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(env.XDG_CACHE_HOME ?? (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_4__.homedir)(), ".cache"), "contract-sync");
    return (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(dir, "pglite-datadir-v1.tar.gz");
}
/** The plain on-disk data directory cached for `key`, beside the cache file. */
function dataDirCacheFolder(cacheFile, key) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(cacheFile), `pglite-dir-v1-${key}`);
}
/** The shipped data directory's folder in the bundle, undefined from source. */
function shippedDataDirFolder() {
    return (0,_vendor_js__WEBPACK_IMPORTED_MODULE_7__/* .vendorDir */ .A)(SHIPPED_VENDOR_NAME);
}
const stderrNotice = (message) => process.stderr.write(`contract-sync: ${message}\n`);
/**
 * Fills `target` (a missing or empty folder) with the data directory prepared
 * under `key`: a copy of the cache folder's, else the shipped one (extracted
 * into the cache folder first, so that later processes only copy). Undefined
 * when neither serves: the caller runs initdb. A shipped data directory that
 * is for another key, damaged or unreadable is passed over with a notice.
 */
async function fillDataDir(target, key, options = {}) {
    const cached = dataDirCacheFolder(options.cacheFile ?? pgliteCacheFile(), key);
    if (await isDataDir(cached)) {
        await copyDataDir(cached, target);
        return "cache";
    }
    const shippedFolder = shippedFolderOf(options);
    if (!shippedFolder)
        return undefined;
    const shipped = await readShippedDataDir(shippedFolder, key);
    if ("problem" in shipped) {
        // Another kind of key is the ordinary case of an instance that is not the store's: no notice.
        if (shipped.otherKind !== true)
            (options.notice ?? stderrNotice)(`${shipped.problem}; initialising a new one`);
        return undefined;
    }
    if (await extractDataDir(shipped.tar, cached))
        await copyDataDir(cached, target);
    // A read-only cache: this process still starts from the shipped one.
    else if (!(await extractDataDir(shipped.tar, target))) {
        (options.notice ?? stderrNotice)(`${shipped.label} holds no usable data directory; initialising a new one`);
        return undefined;
    }
    return "shipped";
}
/**
 * Copies a data directory into the empty folder `target`. `cp -a` first:
 * Node's cpSync (libuv's copyfile) truncates each new file to zero before
 * writing it, and ext4 (auto_da_alloc) then writes every such file to disk at
 * close, so deleting the scratch folder at exit must free ~1,000 allocated
 * files, many times what a `cp -a` copy still in the page cache costs
 * (`npm run bench -- pglite-startup`, rows "plain dir copied to a temp dir"). cpSync
 * where there is no GNU cp (or it fails).
 */
async function copyDataDir(from, target) {
    const copied = await new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)("cp", ["-a", "--reflink=auto", `${from}/.`, target], (error) => resolve(!error));
    });
    if (copied)
        return "cp";
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(target, { recursive: true, force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.cpSync)(from, target, { recursive: true });
    return "cpSync";
}
async function isDataDir(folder) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(folder, "PG_VERSION")).catch(() => undefined))?.isFile() === true;
}
/**
 * The shipped data directory's tar for `key`, or why it cannot serve (for
 * another key; manifest or tarball missing, damaged or not matching its checksum).
 */
async function readShippedDataDir(folder, key) {
    const label = `the shipped PGlite data directory (${folder})`;
    const manifest = await readShippedManifest(folder);
    if (manifest instanceof Error) {
        return { problem: `${label} has no readable ${SHIPPED_MANIFEST} (${String(manifest)})` };
    }
    if (manifest.key !== key) {
        // "store-<hash>" against "store-<other hash>": a stale build, worth a notice; against "plain": not.
        const kind = (k) => String(k).split("-")[0];
        return {
            problem: `${label} is for ${manifest.key}, not ${key}`,
            otherKind: kind(manifest.key) !== kind(key),
        };
    }
    if (typeof manifest.file !== "string" || node_path__WEBPACK_IMPORTED_MODULE_5__.posix.basename(manifest.file) !== manifest.file)
        return { problem: `${label}: the manifest names no file` };
    const packed = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(folder, manifest.file)).catch(() => undefined);
    if (!packed)
        return { problem: `${label}: ${manifest.file} is missing` };
    if ((0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)("sha256").update(packed).digest("hex") !== manifest.sha256)
        return { problem: `${label}: ${manifest.file} does not match its checksum` };
    try {
        // In one go, not zlib's asynchronous stream: its chunks lived across ticks into V8's old
        // generation and, with the copy a Uint8Array of the Buffer made, a cold run kept 75 MB of dead
        // buffers to its end; in one go is smaller and faster (`npm run bench -- pglite-startup`, row
        // "startPGlite, cold cache").
        return { tar: (0,node_zlib__WEBPACK_IMPORTED_MODULE_6__.brotliDecompressSync)(packed), label };
    }
    catch (error) {
        return { problem: `${label}: ${manifest.file} does not decompress (${String(error)})` };
    }
}
/**
 * Writes a data directory's tarball out as a plain folder, atomically (a
 * sibling folder renamed into place; another process may be doing the same).
 * False when it cannot be written or the tarball holds no data directory.
 */
async function extractDataDir(tar, folder) {
    await removeAbandonedPartials(folder);
    const partial = `${folder}.${process.pid}.${Date.now()}.tmp`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)(partial, { recursive: true, mode: 0o700 });
        // nanotar's parseTar reads `tar.buffer` from its start: a view into a larger one is copied out.
        const whole = tar.byteOffset === 0 && tar.byteLength === tar.buffer.byteLength ? tar : tar.slice();
        for (const item of (0,nanotar__WEBPACK_IMPORTED_MODULE_8__/* .parseTar */ .xx)(whole)) {
            // Names are relative to the data directory ("/base/1/..." in PGlite's dumps); fail closed on "..".
            const name = node_path__WEBPACK_IMPORTED_MODULE_5__.posix.normalize(item.name.replace(/^\/+/, ""));
            if (name === "." || name === ".." || name.startsWith("../"))
                continue;
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(partial, name);
            if (item.type === "directory")
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)(path, { recursive: true, mode: 0o700 });
            else if (item.type === "file" || item.type === undefined) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(path), { recursive: true, mode: 0o700 });
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.writeFile)(path, item.data ?? new Uint8Array(0), { mode: 0o600 });
            }
        }
        if (!(await isDataDir(partial)))
            throw new Error("no PG_VERSION");
        // Another process filled it meanwhile: keep theirs (replacing it would cut short a copy being made).
        if (await isDataDir(folder)) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(partial, { recursive: true, force: true });
            return true;
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(folder, { recursive: true, force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rename)(partial, folder);
        return true;
    }
    catch {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(partial, { recursive: true, force: true });
        return false;
    }
}
/** Partial folders of processes that exited mid-write (older than ten minutes): removed. */
async function removeAbandonedPartials(folder) {
    const prefix = `${(0,node_path__WEBPACK_IMPORTED_MODULE_5__.basename)(folder)}.`;
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(folder)).catch(() => []);
    for (const name of names) {
        if (!name.startsWith(prefix) || !name.endsWith(".tmp"))
            continue;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(folder), name);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.stat)(path).catch(() => undefined);
        if (info && Date.now() - info.mtimeMs > 10 * 60_000)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(path, { recursive: true, force: true });
    }
}
/**
 * Caches a dump of a data directory (tar, or gzipped tar as `dumpDataDir("gzip")`
 * makes) as the plain folder for `key` that `fillDataDir` copies. False when
 * it could not be written.
 */
async function cacheDataDirFolder(dump, key, cacheFile = pgliteCacheFile()) {
    const gzipped = dump[0] === 0x1f && dump[1] === 0x8b;
    const tar = gzipped ? (0,node_zlib__WEBPACK_IMPORTED_MODULE_6__.gunzipSync)(dump) : dump;
    return extractDataDir(tar, dataDirCacheFolder(cacheFile, key));
}
/** The cached initialised data directory (gzipped tarball), or undefined when there is none. */
async function readCachedDataDir(cacheFile = pgliteCacheFile()) {
    const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readFile)(cacheFile).catch(() => undefined);
    return bytes ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
}
/** Writes a dump of a freshly initialised data directory to the cache (atomically; failures ignored). */
async function writeCachedDataDir(dump, cacheFile = pgliteCacheFile()) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(cacheFile, ".."), { recursive: true });
        const partial = `${cacheFile}.${process.pid}.tmp`;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.writeFile)(partial, dump);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rename)(partial, cacheFile);
    }
    catch {
        // A read-only home is fine: the next process pays initdb again.
    }
}
/** The cache file of a snapshot under `key`, beside the plain one (as `startPGlite` names it). */
function snapshotCacheFile(cacheFile, key) {
    return cacheFile.replace(/\.tar\.gz$/, `-${key}.tar.gz`);
}
/** Counts a PGlite started elsewhere (in a worker thread) in `pgliteStartCount()`. */
function notePGliteStart() {
    started++;
}
/** Counts an initdb run elsewhere (in a worker thread) in `pgliteInitdbCount()`. */
function notePGliteInitdb() {
    initdbs++;
}
/** The key the shipped data directory was prepared under, undefined when none ships (from source). */
async function shippedDataDirKey(options = {}) {
    const folder = shippedFolderOf(options);
    const manifest = folder ? await readShippedManifest(folder) : undefined;
    return manifest instanceof Error || typeof manifest?.key !== "string" ? undefined : manifest.key;
}
/** The shipped data directory's folder: the one the options name (tests), else dist/'s. */
function shippedFolderOf(options) {
    return "shipped" in options ? options.shipped : shippedDataDirFolder();
}
/** The shipped manifest, or why it cannot be read. */
async function readShippedManifest(folder) {
    try {
        return JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(folder, SHIPPED_MANIFEST), "utf8"));
    }
    catch (error) {
        return error instanceof Error ? error : new Error(String(error));
    }
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

/***/ 7356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LZ: () => (/* binding */ pagedService),
/* harmony export */   iy: () => (/* binding */ CONCURRENCY),
/* harmony export */   vT: () => (/* binding */ PartialWriteError)
/* harmony export */ });
/* unused harmony export tooLargeText */
/* harmony import */ var _api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97988);
/* harmony import */ var _client_pages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77039);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86587);



/** Contracts per write: small pages, several at once (a contract write is one transaction per page). */
const CONTRACTS_PER_PAGE = 50;
/** Pages (and git or GitHub look-ups) under way at once. */
const CONCURRENCY = 8;
/** A bulk write that stopped partway, or left items out as too large: what the service took, and what not. */
class PartialWriteError extends Error {
    applied;
    notApplied;
    tooLarge;
    failure;
    name = "PartialWriteError";
    constructor(message, 
    /** Items of the pages the service answered. */
    applied, 
    /** Items not sent, or sent in the page that failed. */
    notApplied, 
    /** Items the service refuses even alone (413), with why. */
    tooLarge, 
    /** The failure that stopped the write; undefined when only too-large items were left out. */
    failure) {
        super(message, failure === undefined ? undefined : { cause: failure });
        this.applied = applied;
        this.notApplied = notApplied;
        this.tooLarge = tooLarge;
        this.failure = failure;
    }
}
/**
 * The service with every bulk call paged (src/client/pages.ts): one call of the caller becomes as many
 * requests as the server's limits need, and the answers are merged into one. An asset too
 * large for the server is a failed registration outcome naming it; a failure partway through
 * a write throws a PartialWriteError that says what was applied.
 */
function pagedService(service, pager) {
    /** Pages of a body whose items are its `assets`, each sent as the body with those assets. */
    const byAssets = (body, send) => pager.send({
        items: body.assets,
        envelopeBytes: (0,_client_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .envelopeBytes */ .Ci)({ ...body, assets: [] }),
        concurrency: CONCURRENCY,
        send: (assets) => send({ ...body, assets }),
    });
    return {
        listContracts: (...args) => service.listContracts(...args),
        listDataAssets: (...args) => service.listDataAssets(...args),
        dataAssetImpact: (...args) => service.dataAssetImpact(...args),
        async createContracts(body) {
            const items = Array.isArray(body) ? body : [body];
            const outcome = await pager.send({
                items,
                envelopeBytes: 2,
                concurrency: CONCURRENCY,
                maxItems: CONTRACTS_PER_PAGE,
                send: (page) => service.createContracts(page),
            });
            if (outcome.error !== undefined || outcome.tooLarge.length > 0)
                throw partial("contract", outcome);
            const answers = outcome.answered.map((p) => p.result);
            return {
                message: answers.map((a) => a.message).join("; "),
                contractIds: answers.flatMap((a) => a.contractIds),
            };
        },
        async registerAssets(body) {
            const outcome = await byAssets(body, (page) => service.registerAssets(page));
            if (outcome.error !== undefined)
                throw partial("asset registration", outcome);
            return {
                asset_registration_outcomes: [
                    ...outcome.answered.flatMap((p) => p.result.asset_registration_outcomes),
                    ...outcome.tooLarge.map((large) => ({
                        data_asset_resource_name: large.item.data_asset_resource_name,
                        error: tooLargeText(large),
                    })),
                ],
            };
        },
        registerS3Assets: (body) => pagedS3Registration(service, pager, body),
        async checkAssetsCompliance(body) {
            const outcome = await byAssets(body, (page) => service.checkAssetsCompliance(page));
            const large = outcome.tooLarge[0];
            if (large) {
                throw new Error(`${(0,_api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__/* .formatResourceName */ .f)(large.item.data_asset_resource_name)} cannot be checked: ${tooLargeText(large)}`);
            }
            if (outcome.error !== undefined)
                throw outcome.error;
            return outcome.answered.flatMap((p) => p.result);
        },
        bulkCheckContractCompliance: (body) => pagedContractCheck(service, pager, body),
    };
}
/** Object-storage registration, paged by its assets; assets too large even alone are named as refused. */
async function pagedS3Registration(service, pager, body) {
    const outcome = await pager.send({
        items: body.assets,
        envelopeBytes: (0,_client_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .envelopeBytes */ .Ci)({ ...body, assets: [] }),
        concurrency: CONCURRENCY,
        send: (assets) => service.registerS3Assets({ ...body, assets }),
    });
    if (outcome.error !== undefined)
        throw partial("object-storage registration", outcome);
    const answers = outcome.answered.map((p) => p.result);
    const refused = outcome.tooLarge.map((large) => `${(0,_api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__/* .formatResourceName */ .f)({ source_type: "s3", data_source: large.item.bucket, path: large.item.pattern })}: ${tooLargeText(large)}`);
    return {
        message: [...answers.map((a) => a.message), ...refused].join("; "),
        registered: answers.flatMap((a) => a.registered),
        success: refused.length === 0 && answers.every((a) => a.success),
    };
}
/** A contract checked against many assets (endpoint 10), paged by the asset names. */
async function pagedContractCheck(service, pager, body) {
    const { dataAssetResourceNames: names, ...contract } = body.contract;
    const outcome = await pager.send({
        items: names,
        envelopeBytes: (0,_client_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .envelopeBytes */ .Ci)({ ...body, contract: { ...contract, dataAssetResourceNames: [] } }),
        concurrency: CONCURRENCY,
        send: (page) => service.bulkCheckContractCompliance({
            ...body,
            contract: { ...contract, dataAssetResourceNames: page },
        }),
    });
    const large = outcome.tooLarge[0];
    if (large)
        throw new Error(`the contract check of ${large.item} is too large for the service`);
    if (outcome.error !== undefined)
        throw outcome.error;
    return { results: Object.assign({}, ...outcome.answered.map((p) => p.result.results)) };
}
/** Why an item was left out: its size, and what the server said of it (the 413 names its limit). */
function tooLargeText(large) {
    const said = large.error.problem?.detail ?? large.error.message;
    return `too large for the service: ${large.bytes} bytes encoded, refused even alone (${said})`;
}
/**
 * What a bulk write that did not fully go through throws: the service's own error when it took
 * nothing (a refused key or an unreachable service reads as such), else a PartialWriteError.
 */
function partial(what, outcome) {
    if (outcome.answered.length === 0 && outcome.tooLarge.length === 0)
        return outcome.error;
    const applied = outcome.answered.flatMap((p) => p.items);
    const total = applied.length + outcome.notSent.length + outcome.tooLarge.length;
    const failure = outcome.error;
    const message = failure === undefined
        ? `${outcome.tooLarge.length} of ${total} ${what} items too large for the service`
        : `the service failed after ${applied.length} of ${total} ${what} items: ${(0,_error_message_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(failure)}`;
    return new PartialWriteError(message, applied, outcome.notSent, outcome.tooLarge.map((large) => ({ item: large.item, reason: tooLargeText(large) })), failure);
}


/***/ }),

/***/ 29161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ vendorDir)
/* harmony export */ });
/* unused harmony export loadPGliteModule */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



/**
 * Where the bundled build keeps packages that webpack cannot bundle (their
 * emscripten loaders use `import("module")` in a way ncc breaks). In the bundle
 * this file's code lives in dist/index.js or dist/cli.js, so dist/vendor is a
 * sibling; from source (tests, tsx) the folder does not exist and the package
 * is imported from node_modules as usual.
 */
function vendorDir(name) {
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, "vendor", name);
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) ? dir : undefined;
}
let pgliteModule;
/** Loads PGlite from dist/vendor/pglite when bundled, else from node_modules. */
function loadPGliteModule() {
    pgliteModule ??= (async () => {
        const dir = vendorDir("pglite");
        if (dir) {
            const url = pathToFileURL(join(dir, "index.js")).href;
            return (await import(/* webpackIgnore: true */ url));
        }
        return (await import(/* webpackIgnore: true */ "@electric-sql/pglite"));
    })();
    return pgliteModule;
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
