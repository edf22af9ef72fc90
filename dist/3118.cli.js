export const id = 3118;
export const ids = [3118];
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

/***/ 73541:
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
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(64204);
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
// EXTERNAL MODULE: ./src/contracts/odcs.ts
var contracts_odcs = __webpack_require__(64974);
// EXTERNAL MODULE: ./src/contracts/odcs-read.ts + 1 modules
var odcs_read = __webpack_require__(94775);
// EXTERNAL MODULE: ./src/contracts/odcs-schemas.ts + 5 modules
var odcs_schemas = __webpack_require__(68703);
// EXTERNAL MODULE: ./src/contracts/odcs-write.ts
var odcs_write = __webpack_require__(13216);
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
 * read as native) and ODCS v3 (written as v3.2.0). Lossless for what both can say:
 * converting the result back gives the same contracts; everything else is named in
 * `notes`. `odcs`: the repository's configuration (bindings, logins) ODCS is read with.
 */
function convertContractText(text, file, to, odcs) {
    const notes = [];
    const diagnostics = [];
    const out = [];
    // The loader the check uses reads the contracts (so errors read the same); documents add notes.
    const parsed = (0,contract_file/* parseContractFile */.Oi)(text, file, odcs);
    diagnostics.push(...parsed.diagnostics.filter((d) => d.severity === "error"));
    const { documents } = (0,yaml_diagnostics/* parseYaml */.hN)(text, file);
    for (const source of documents) {
        const expanded = (0,yaml_diagnostics/* documentValue */.H5)(source);
        const raw = expanded.ok ? expanded.value : undefined;
        if (typeof raw !== "object" || raw === null || Array.isArray(raw))
            continue; // reported by the loader
        const value = raw;
        const at = `${file}:${source.line}`;
        if (to === "odcs" && (0,contracts_odcs/* isOdcsDocument */.pK)(value)) {
            notes.push(`${at}: already ODCS; copied unchanged`);
            out.push(value);
            continue;
        }
        if (to === "contract-sync" && (0,contracts_odcs/* isOdcsDocument */.pK)(value) && (0,odcs_schemas/* checkOdcs */.mx)(value).errors.length === 0) {
            const read = (0,odcs_read/* odcsToNative */.s)(value, odcs);
            for (const path of read.dropped)
                notes.push(`${at}: dropped ${path} (no contract-sync counterpart)`);
            for (const rule of read.unchecked)
                notes.push(`${at}: ${rule}`);
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
                const { document, notes: odcsNotes } = (0,odcs_write/* nativeToOdcs */.i)(contract);
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
    // Every other key after them, in the contract's order: a key this list misses must not be lost.
    for (const [key, value] of Object.entries(contract))
        if (!(key in ordered) && value !== undefined)
            ordered[key] = value;
    return ordered;
}

// EXTERNAL MODULE: ./src/contracts/odcs-binding.ts + 1 modules
var odcs_binding = __webpack_require__(53844);
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
    const result = convertContractText(text, shown, to, await odcsContextIn(io.cwd));
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
/** The ODCS bindings and logins of the configuration in the folder the command runs in, if any. */
async function odcsContextIn(cwd) {
    const text = await (0,promises_.readFile)((0,external_node_path_.resolve)(cwd, config/* DEFAULT_CONFIG_PATH */.Bi), "utf8").catch(() => undefined);
    if (text === undefined)
        return (0,odcs_binding/* odcsContextOf */.yL)();
    return (0,odcs_binding/* odcsContextOf */.yL)(new config/* ConfigRules */.y7((0,config/* parseConfig */.o4)(text, config/* DEFAULT_CONFIG_PATH */.Bi).config));
}


/***/ }),

/***/ 13216:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ nativeToOdcs)
/* harmony export */ });
/* harmony import */ var _odcs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64974);
/* harmony import */ var _odcs_properties_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99762);
/* harmony import */ var _odcs_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68703);
/* harmony import */ var _odcs_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92638);




/** Constraints ODCS has keys for; the rest travel in the custom property contractSyncConstraints. */
const MAPPED_CONSTRAINTS = new Set([
    "maxLength",
    "primaryKey",
    "unique",
    "classification",
    "symbols",
    "enumValues",
    "pii",
    "deprecated",
    "vector",
]);
/** The logicalTypeOptions each ODCS logicalType takes (the standard's schema refuses others). */
const OPTIONS_OF = {
    string: new Set(["minLength", "pattern", "format"]),
    date: new Set(["format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]),
    timestamp: new Set([
        "format",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "timezone",
        "defaultTimezone",
    ]),
    time: new Set([
        "format",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "timezone",
        "defaultTimezone",
    ]),
    integer: new Set(["multipleOf", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "format"]),
    number: new Set(["multipleOf", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "format"]),
    object: new Set(["minProperties", "maxProperties"]),
    array: new Set(["minItems", "maxItems", "uniqueItems"]),
};
const BOUNDS = new Set(_odcs_properties_js__WEBPACK_IMPORTED_MODULE_1__/* .VALUE_BOUNDS */ .k);
/**
 * A native contract as an ODCS v3.2.0 document. Native types are written as
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
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.owner, contract.owner],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.enforcementLevel, contract.enforcementLevel],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.restrictPii, contract.restrictPii],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.consumers, contract.consumers],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.unversioned, contract.version === undefined ? true : undefined],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.compatibility, contract.compatibility],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.compatibilityLine, contract.compatibilityLine],
    ]);
    if (contract.version === undefined) {
        notes.push(`version: the contract has none and ODCS requires one; written as 0.0.0 (marked ${_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.unversioned})`);
    }
    if (contract.approvers?.some((approver) => approver.includes("/"))) {
        notes.push("approvers: a GitHub team is no ODCS team member; written as a member all the same (its username is org/team)");
    }
    const object = {
        name: objectName,
        logicalType: "object",
        description: contract.doc,
        properties: contract.schema.map((field) => fieldToProperty(field)),
        customProperties: custom([
            [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.resourceName, resourceName],
            [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.resourceNames, names.length > 0 ? names : undefined],
            [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.deprecation, contract.deprecated],
        ]),
    };
    const document = {
        apiVersion: _odcs_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .ODCS_WRITTEN_VERSION */ .Z1,
        kind: "DataContract",
        id: contract.id,
        name: contract.name,
        version: contract.version ?? "0.0.0",
        status: (0,_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .odcsStatus */ .YW)(contract.status),
        domain: contract.namespace,
        schema: [withoutUndefined(object)],
        // The approvers are who of the team may approve (role owner): read back as approvers.
        team: contract.approvers
            ? { members: contract.approvers.map((username) => ({ username, role: "owner" })) }
            : undefined,
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
    const logicalType = (0,_odcs_types_js__WEBPACK_IMPORTED_MODULE_3__/* .toLogicalType */ .HQ)(field.type);
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
    const options = {};
    if (typeof constraints.maxLength === "number" && logicalType === "string") {
        options.maxLength = constraints.maxLength;
    }
    else if (constraints.maxLength !== undefined) {
        rest.maxLength = constraints.maxLength;
    }
    for (const key of Object.keys(rest)) {
        if (BOUNDS.has(key) && OPTIONS_OF[logicalType ?? ""]?.has(key)) {
            options[key] = rest[key];
            delete rest[key];
        }
    }
    if (constraints.pii === true &&
        !(typeof property.classification === "string" &&
            /\b(pii|personal|sensitive)\b/i.test(property.classification))) {
        rest.pii = true;
    }
    if (constraints.deprecated !== undefined && constraints.deprecated !== false)
        property.deprecated = true;
    // The dates travel in the custom property `deprecation` (ODCS's flag has none).
    const dates = typeof constraints.deprecated === "object" ? constraints.deprecated : undefined;
    const values = Array.isArray(constraints.symbols) ? constraints.symbols : constraints.enumValues;
    if (Array.isArray(values))
        property.enum = values.map((value) => ({ value }));
    const children = field.fields ?? [];
    if (constraints.vector && typeof constraints.vector === "object" && field.type === "list") {
        // A v3.2 vector: its element type is in its options, so no items.
        property.logicalType = "vector";
        Object.assign(options, constraints.vector);
    }
    else if (field.type === "list" && children.length === 1 && children[0]?.name === "element") {
        const { name: _element, ...items } = fieldToProperty(children[0]);
        property.items = items;
    }
    else if (field.type === "map" && children.length === 2) {
        const [key, value] = children.map((child) => {
            const { name: _role, ...rest } = fieldToProperty(child);
            return rest;
        });
        property.map = { key, value };
    }
    else if (children.length > 0) {
        property.properties = children.map((child) => fieldToProperty(child));
    }
    if (Object.keys(options).length > 0)
        property.logicalTypeOptions = options;
    if (constraints.vector !== undefined && property.logicalType !== "vector")
        rest.vector = constraints.vector;
    property.customProperties = custom([
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.logical, field.logical],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.alias, field.alias],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.constraints, Object.keys(rest).length > 0 ? rest : undefined],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.deprecation, dates ?? undefined],
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
