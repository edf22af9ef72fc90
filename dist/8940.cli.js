export const id = 8940;
export const ids = [8940,788];
export const modules = {

/***/ 50470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BX: () => (/* binding */ SelectorText),
/* harmony export */   F: () => (/* binding */ LocationText),
/* harmony export */   IK: () => (/* binding */ DocText),
/* harmony export */   J6: () => (/* binding */ NameText),
/* harmony export */   JY: () => (/* binding */ ASSETS_OF_BODY),
/* harmony export */   Pr: () => (/* binding */ NAMES_OF_BULK_CHECK),
/* harmony export */   b1: () => (/* binding */ LIMITS),
/* harmony export */   lM: () => (/* binding */ ResourceNameText),
/* harmony export */   nK: () => (/* binding */ IdText),
/* harmony export */   p8: () => (/* binding */ UrlText),
/* harmony export */   to: () => (/* binding */ CONTRACTS_OF_BODY)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55156);

/**
 * The documented maxima of the service (docs/service.md "Limits"). Strings are counted in
 * Unicode characters (code points), as zod counts them. Every index over client text
 * uses a hash of it (migration 2), so no length here can overflow an index row;
 * the maxima bound the work and storage of one request instead.
 */
const LIMITS = {
    /** A data asset resource name (`{source_type}://{data_source}:{path}`), also in endpoint 2's path. */
    resourceName: 1024,
    /** The data_source part of a structured resource name. */
    dataSource: 256,
    /** The path part of a structured resource name. */
    resourcePath: 750,
    /** Names: schema fields, contracts, webhooks, actions, namespaces, users. */
    name: 256,
    /** Ids a client chooses (action ids, run ids, event types, ...). */
    id: 128,
    /** Selector fields of a configuration (config_type, language, version). */
    selector: 256,
    /** A repository name or URL, a file path, a project root. */
    location: 1024,
    /** URLs (webhook targets, git repositories, PR links). */
    url: 2048,
    /** Free text: docs, descriptions, summaries. */
    doc: 10_000,
    /** Nodes of one schema tree, nested ones counted (the root too). */
    schemaNodes: 5_000,
    /** Depth of one schema tree. */
    schemaDepth: 256,
    /** Resource names one contract covers; reviewers; triggers; destinations; small lists. */
    listItems: 100,
    /** Bytes of a request body, of `serve` (413 beyond; `serve --body-limit` sets another). */
    requestBodyBytes: 1024 * 1024,
    /** Assets per register or check request (413 beyond). */
    assetsPerRequest: 1_000,
    /** Contracts per create request (413 beyond). */
    contractsPerRequest: 1_000,
    /** Resource names per bulk check (413 beyond). */
    namesPerBulkCheck: 1_000,
    /** Violation events one check writes per asset; the rest are counted, not stored. */
    violationsStoredPerCheck: 100,
    /** Webhook headers per endpoint. */
    webhookHeaders: 20,
};
function isObject(value) {
    return typeof value === "object" && value !== null;
}
function lengthAt(value, key) {
    const list = isObject(value) ? value[key] : undefined;
    return Array.isArray(list) ? list.length : 0;
}
/** The `assets` list of a register or check body. */
const ASSETS_OF_BODY = {
    limit: "assetsPerRequest",
    pointer: "/body/assets",
    count: (body) => lengthAt(body, "assets"),
};
/** One contract, or an array of them. */
const CONTRACTS_OF_BODY = {
    limit: "contractsPerRequest",
    pointer: "/body",
    count: (body) => (Array.isArray(body) ? body.length : 1),
};
/** The resource names of a bulk check. */
const NAMES_OF_BULK_CHECK = {
    limit: "namesPerBulkCheck",
    pointer: "/body/contract/dataAssetResourceNames",
    count: (body) => lengthAt(isObject(body) ? body.contract : undefined, "dataAssetResourceNames"),
};
const bounded = (max, what) => zod__WEBPACK_IMPORTED_MODULE_0__.string().max(max, `must be at most ${max} characters (${what})`);
const ResourceNameText = bounded(LIMITS.resourceName, "resource name limit");
const NameText = bounded(LIMITS.name, "name limit");
const IdText = bounded(LIMITS.id, "id limit");
const SelectorText = bounded(LIMITS.selector, "selector limit");
const LocationText = bounded(LIMITS.location, "location limit");
const UrlText = bounded(LIMITS.url, "URL limit");
const DocText = bounded(LIMITS.doc, "text limit");


/***/ }),

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

/***/ 20117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ SQL_SOURCE_TYPES),
/* harmony export */   m: () => (/* binding */ SOURCE_TYPES)
/* harmony export */ });
/**
 * The source types (docs/service-interface.md "Source types") of a data asset (and of a listed asset's `type`).
 * Kept free of zod so that code needing only the names (resource names, the
 * CLI's diff) does not load it.
 */
const SOURCE_TYPES = [
    "postgres",
    "mysql",
    "mssql",
    "json_schema",
    "avro",
    "protobuf",
    "python",
    "pyspark",
    "typescript",
    "java",
    "s3",
    "dataframe",
    "kotlin",
    "swift",
    "php",
    "golang",
];
/**
 * The SQL databases: their files are DDL and migration histories, their assets tables of one
 * database. Here, not beside the zod enum, so that a reader's or the diff's start loads no zod.
 */
const SQL_SOURCE_TYPES = new Set([
    "postgres",
    "mysql",
    "mssql",
]);


/***/ }),

/***/ 59304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vk: () => (/* binding */ readWithinLimit),
/* harmony export */   b1: () => (/* binding */ LIMITS),
/* harmony export */   bi: () => (/* binding */ sizeProblem)
/* harmony export */ });
/* unused harmony export bytesProblem */
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86587);

/**
 * Limits on the YAML files a pull request can change (a 10 MB config
 * of 400k globs exhausted the heap; an alias bomb aborted the check). Each is
 * documented in docs/configure.md "Limits of config and contract files". A file over
 * a limit is one diagnostic naming it; the rest of the check goes on.
 */
const LIMITS = {
    /** Bytes of `.github/contract-sync.yml`; checked before the YAML is parsed. */
    configBytes: 1024 * 1024,
    /** Bytes of the waiver ledger (1,000 entries of 2,000-character reasons fit); checked before parsing. */
    waiverLedgerBytes: 4 * 1024 * 1024,
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
    try {
        return { text: await files.readText(path) };
    }
    catch (error) {
        // A file that cannot be read (a symbolic link in a commit, a missing object) is this file's
        // problem, said at it, not the whole run's.
        return { text: undefined, problem: { file: path, severity: "error", message: (0,_error_message_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .g)(error) } };
    }
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

/***/ 42355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ closeSharedHostIfLoaded),
/* harmony export */   x: () => (/* binding */ registerSharedHostCloser)
/* harmony export */ });
/**
 * How to close the process's shared PGlite host (shared.ts), known once that module is loaded.
 * A module of its own so the action's entry can close the host at its end without loading the
 * host itself: a run that reads no SQL and opens no embedded store loads none of PGlite's code.
 */
let closer;
function registerSharedHostCloser(close) {
    closer = close;
}
/** Closes the shared host if the module that owns it was loaded (it may not have started one). */
async function closeSharedHostIfLoaded() {
    await closer?.();
}


/***/ }),

/***/ 93645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y0: () => (/* reexport */ RULES),
  Iu: () => (/* reexport */ RULE_IDS),
  tK: () => (/* reexport */ RULE_REFERENCE_PAGE),
  tm: () => (/* reexport */ canPreExist),
  tQ: () => (/* reexport */ counts),
  mC: () => (/* reexport */ findingLine),
  g0: () => (/* reexport */ fingerprinted),
  UE: () => (/* reexport */ violationRule)
});

// UNUSED EXPORTS: GATE_CATEGORIES, GATE_RULE_IDS, RULE_ATTRIBUTION, isGateRule, ruleInfo

;// CONCATENATED MODULE: ./src/rules/attribution.ts
const RULE_ATTRIBUTION = {
    // Protection and versions: what the pull request takes away or changes.
    PROTECTION_WEAKENED: "change",
    CONFIG_CHANGED: "change",
    OWNER_APPROVAL_REQUIRED: "change",
    CONTRACT_VERSION_NOT_BUMPED: "change",
    // The head against earlier versions, less what the base already broke alike (compat-history.ts
    // introducedBreaks); a history the checkout cannot show is judged for the assets the change touches.
    COMPATIBILITY_BROKEN: "change",
    COMPATIBILITY_UNVERIFIED: "change",
    // Deprecations: a removal, and a deprecated field of what the pull request touches, are of its
    // change (a planned removal and a deprecated field are found at INACTIVE: listed, not counted).
    REMOVED_BEFORE_SUNSET: "change",
    REMOVED_WHILE_READ: "change",
    PLANNED_REMOVAL: "change",
    DEPRECATED_FIELD: "change",
    // Checks that could not be made.
    CONFIG_INVALID: "base",
    CONTRACT_INVALID: "base",
    SCHEMA_UNREADABLE: "base",
    CONTRACT_POINTS_AT_NO_ASSET: "base",
    // The pull request's merge with its base branch: a relation of the two, never of the base alone.
    MERGE_CONFLICT: "change",
    // Found from the pull request's own rename of a file (`git diff -M`) whose asset the base reads
    // under the old name: the base's side of it, a contract naming an asset no base file yields, is
    // CONTRACT_POINTS_AT_NO_ASSET's (and a pull request editing the moved file is not blamed for it).
    ASSET_MOVED: "change",
    WAIVERS_INVALID: "base",
    WAIVER_STALE: "listed",
    // The base asset against the base's contract (sync/check/existing-debt.ts).
    MISSING_REQUIRED_PROPERTY: "base",
    MISSING_OPTIONAL_PROPERTY: "base",
    INCOMPATIBLE_TYPE: "base",
    REQUIRED_PROPERTY_NOW_OPTIONAL: "base",
    ENUM_VALUE_REMOVED: "base",
    CONSTRAINT_VIOLATION: "base",
    PII_FIELD_ADDED: "base",
    OTHER_VIOLATION: "base",
    // A field missing at the head that the head carries under another name: a relation of base and head.
    PROBABLE_RENAME: "change",
    // A diff of the base and the head.
    UNCONTRACTED_BREAKING_CHANGE: "change",
    UNREADABLE_FILE: "base",
};
/** Whether a rule's finding can be existing debt (the base can have it alike). */
function canPreExist(rule) {
    return RULE_ATTRIBUTION[rule] === "base";
}

;// CONCATENATED MODULE: ./src/rules/contract-violation.ts
/** An asset's schema breaks its contract: the violation types of the compliance check (endpoint 6). */
const CONTRACT_VIOLATION_RULES = {
    MISSING_REQUIRED_PROPERTY: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Required field missing",
        help: "A field the contract requires is missing from the asset. Add the field back, or change the contract in the same pull request.",
        anchor: "rule-missing_required_property",
    },
    MISSING_OPTIONAL_PROPERTY: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Optional field missing",
        help: "An optional field of the contract is missing from the asset. Add it back, or drop it from the contract.",
        anchor: "rule-missing_optional_property",
    },
    INCOMPATIBLE_TYPE: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Incompatible type",
        help: "The field's type narrows or changes the contract's type, so readers of the old data break. Widenings such as int32 to int64 pass.",
        anchor: "rule-incompatible_type",
    },
    REQUIRED_PROPERTY_NOW_OPTIONAL: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Required field now optional",
        help: "A field the contract requires became optional (nullable). Readers that rely on a value break. Make it required again, or change the contract.",
        anchor: "rule-required_property_now_optional",
    },
    ENUM_VALUE_REMOVED: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Enum value removed",
        help: "An enum symbol of the contract was removed from the asset. Keep the symbol, or change the contract.",
        anchor: "rule-enum_value_removed",
    },
    CONSTRAINT_VIOLATION: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Constraint broken",
        help: "The field breaks a constraint of the contract (length, precision, scale, fixed size). Capacity may grow, never shrink.",
        anchor: "rule-constraint_violation",
    },
    PII_FIELD_ADDED: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Personal data added",
        help: "A field that looks like personal data was added to an asset whose contract restricts PII. Remove it, or rename it if it is not personal data.",
        anchor: "rule-pii_field_added",
    },
    OTHER_VIOLATION: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Other contract violation",
        help: "The service reported a violation type this version of contract-sync does not know (a newer service); its message says what is wrong.",
        anchor: "rule-other_violation",
    },
};
/** The rule of a violation the service reported: its type, or OTHER_VIOLATION for one this version does not know. */
function violationRule(violationType) {
    return Object.hasOwn(CONTRACT_VIOLATION_RULES, violationType)
        ? violationType
        : "OTHER_VIOLATION";
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/rules/compatibility.ts
/** Compatibility modes judged over the Git history (docs/rules.md "Compatibility modes over the Git history"). */
const COMPATIBILITY_RULES = {
    COMPATIBILITY_BROKEN: {
        category: "protection-weakened",
        defaultLevel: "contract",
        title: "Compatibility mode broken",
        help: "A changed asset breaks the compatibility mode its contract (or, at ALERT, its source rule) sets: BACKWARD, the new version cannot read data written with an earlier one; FORWARD, an earlier version cannot read data written with the new one; FULL, either. A _TRANSITIVE mode judges every earlier version on the default branch, read from the Git history: the finding names the oldest version the change breaks, and its commit. Keep the change compatible (an Avro default, a field kept), or start a new line (compatibilityLine: major, with a major version).",
        anchor: "rule-compatibility_broken",
    },
    COMPATIBILITY_UNVERIFIED: {
        category: "fail-closed",
        defaultLevel: "contract",
        title: "Compatibility not verifiable",
        help: "A _TRANSITIVE compatibility mode needs every earlier version of the asset, and the checkout cannot show them all: a shallow clone whose history could not be fetched (the finding names the boundary commit and the fetches tried; actions/checkout with fetch-depth: 0 gives the whole history), earlier versions no reader can read (listed, ALERT), or more versions than the cap read (CONTRACT_SYNC_HISTORY_MAX_VERSIONS, 1,000 by default: the finding names the versions not read; raise the cap, or start a new line with compatibilityLine: major). Fails closed at the contract's level.",
        anchor: "rule-compatibility_unverified",
    },
};

;// CONCATENATED MODULE: ./src/rules/deprecation.ts
/**
 * Deprecation with a sunset (docs/intended-changes.md "Deprecation with a sunset"): a deprecated
 * field or contract removed by a pull request, judged by its sunset and by the consumers declared
 * as reading it; and the deprecated fields a pull request touches, listed with their sunsets.
 */
const DEPRECATION_RULES = {
    REMOVED_BEFORE_SUNSET: {
        category: "protection-weakened",
        defaultLevel: "contract",
        title: "Removed before its sunset",
        help: "The pull request removes a field (or deletes a contract) that the base's contract marks deprecated, before its sunset or with no sunset: readers were promised it until then. The finding says the day it may go. Keep it until its sunset, or accept the early removal in the waiver ledger (its owners approve).",
        anchor: "rule-removed_before_sunset",
    },
    REMOVED_WHILE_READ: {
        category: "protection-weakened",
        defaultLevel: "contract",
        title: "Removed while a consumer reads it",
        help: "The pull request removes a deprecated field (or deletes a deprecated contract) after its sunset, but a consumer the contract declares still reads it (its `reads` names the field, or it names no fields). The finding names them: agree with them first, then drop their read from the contract (its owners approve), or accept the removal in the waiver ledger.",
        anchor: "rule-removed_while_read",
    },
    PLANNED_REMOVAL: {
        category: "protection-weakened",
        defaultLevel: "INACTIVE",
        title: "Planned removal",
        help: "A deprecated field (or contract) removed from its sunset on, with no declared consumer reading it: listed, not counted, and no owner's approval is asked for it (the owners approved its sunset). The version rule still asks the contract for a new major version.",
        anchor: "rule-planned_removal",
    },
    DEPRECATED_FIELD: {
        category: "protection-weakened",
        defaultLevel: "INACTIVE",
        title: "Deprecated field",
        help: "A deprecated field of a contract the pull request touches, listed with its sunset: one the pull request changes, and one whose sunset is within 30 days or has passed (it may be removed once no declared consumer reads it). Listed, not counted.",
        anchor: "rule-deprecated_field",
    },
};

;// CONCATENATED MODULE: ./src/rules/fail-closed.ts
/** A check that could not be made: a finding, never a pass. */
const FAIL_CLOSED_RULES = {
    CONFIG_INVALID: {
        category: "fail-closed",
        defaultLevel: "BLOCK",
        title: "Invalid configuration",
        help: "The head's configuration has an error (unknown key, unknown source type, bad glob): what cannot be read cannot be enforced after the merge. Fix the key the finding points at.",
        anchor: "rule-config_invalid",
    },
    CONTRACT_INVALID: {
        category: "fail-closed",
        defaultLevel: "BLOCK",
        title: "Invalid contract file",
        help: "A contract file is invalid: one the pull request adds or changes (whatever level it declares), or one the base commit cannot read when the pull request changes an asset it names (at the level it states; otherwise existing debt, listed apart, not counted). Fix the key the finding points at.",
        anchor: "rule-contract_invalid",
    },
    SCHEMA_UNREADABLE: {
        category: "fail-closed",
        defaultLevel: "contract",
        title: "Contracted schema file unreadable",
        help: "A schema file the head cannot read held contracted assets at the base, or is new beside them (a migration of a contracted database, a file in the folder of a contracted record): what cannot be read cannot be verified, so it does not pass. Fix the file so it can be read.",
        anchor: "rule-schema_unreadable",
    },
    CONTRACT_POINTS_AT_NO_ASSET: {
        category: "fail-closed",
        defaultLevel: "contract",
        title: "Contract points at no asset",
        help: "A contract the pull request adds or changes names an asset under a source the repository produces, but no file yields it: it enforces nothing. Fix the resource name (the nearest existing names are suggested).",
        anchor: "rule-contract_points_at_no_asset",
    },
    MERGE_CONFLICT: {
        category: "fail-closed",
        defaultLevel: "BLOCK",
        title: "Merge conflict with the base branch",
        help: "The pull request does not merge cleanly into its base branch, so what the base would hold after the merge cannot be checked. Rebase on the base branch (or merge it in), resolve the conflicts and push again.",
        anchor: "rule-merge_conflict",
    },
    ASSET_MOVED: {
        category: "fail-closed",
        defaultLevel: "contract",
        title: "Asset moved",
        help: "A schema file was renamed so its asset's resource name changed, while its contract names the old one. Set dataAssetResourceName in the contract to the new name in the same pull request.",
        anchor: "rule-asset_moved",
    },
};

;// CONCATENATED MODULE: ./src/rules/protection.ts
/** What the pull request takes away from the base's protection (the base is trusted). */
const PROTECTION_RULES = {
    PROTECTION_WEAKENED: {
        category: "protection-weakened",
        defaultLevel: "contract",
        title: "Protection weakened",
        help: "The pull request deletes a contract, lowers its enforcementLevel, moves its status out of force, renames its file out of the base's contracts globs, points it away from an asset it governs, adds a weaker second contract on a governed asset, or changes the configuration so a contracted asset or a contract file is no longer read. It counts at the level the contract had (or as the base's `protect` says); its owner should approve.",
        anchor: "rule-protection_weakened",
    },
    CONFIG_CHANGED: {
        category: "protection-weakened",
        defaultLevel: "INACTIVE",
        title: "Configuration changed",
        help: "The pull request changes the configuration. The check enforced the base's configuration; the change applies after the merge. Listed, not counted.",
        anchor: "rule-config_changed",
    },
    OWNER_APPROVAL_REQUIRED: {
        category: "protection-weakened",
        defaultLevel: "contract",
        title: "Owner approval required",
        help: "The pull request weakens a contract's protection, changes a contract in a breaking way, or adds or extends a waiver: it passes once one of the contract's approvers (the contract's `approvers`, the configuration's `owners`, both read at the base) has approved its latest commit. The finding names who may approve; without a token that can read reviews, or in the CLI, it blocks. Once approved it is listed as approved, not counted.",
        anchor: "rule-owner_approval_required",
    },
};

;// CONCATENATED MODULE: ./src/rules/renames.ts
/** A field the contract names is gone and another seems to carry it (docs/intended-changes.md "Renames: the safe route"). */
const RENAME_RULES = {
    PROBABLE_RENAME: {
        category: "contract-violation",
        defaultLevel: "contract",
        title: "Probable rename",
        help: "A field the contract names is gone and another took its place: the same type at the same place, an Avro alias, a Protobuf field keeping its number, or a SQL `RENAME COLUMN`. Reported instead of the missing field, with the safe route for the format. Readers of the old name break, so it counts at the contract's level, unless the format carries both names (a Protobuf field keeping its number and its JSON name: listed, not counted).",
        anchor: "rule-probable_rename",
    },
};

;// CONCATENATED MODULE: ./src/rules/uncontracted.ts
/** Changes no contract covers: shown so a reviewer sees them, never counted in the verdict. */
const UNCONTRACTED_RULES = {
    UNCONTRACTED_BREAKING_CHANGE: {
        category: "uncontracted",
        defaultLevel: "ALERT",
        title: "Breaking change without a contract",
        help: "An asset without a contract, or a field its contract does not name or pin, changed in a way that breaks its readers (a field removed, a type narrowed: text to varchar(32)). Nothing enforces it; a contract never hides it. Consider a contract (or the field in the contract).",
        anchor: "rule-uncontracted_breaking_change",
    },
    UNREADABLE_FILE: {
        category: "uncontracted",
        defaultLevel: "ALERT",
        title: "Unreadable file",
        help: "A schema, contract or config file of the change could not be read, so it could not be checked; no contract depends on it. Fix the file.",
        anchor: "rule-unreadable_file",
    },
};

;// CONCATENATED MODULE: ./src/rules/versions.ts
/** The version rule (docs/intended-changes.md "Intended changes"): a change of a contract raises its version as semver says. */
const VERSION_RULES = {
    CONTRACT_VERSION_NOT_BUMPED: {
        category: "protection-weakened",
        defaultLevel: "BLOCK",
        title: "Contract version not bumped",
        help: "The pull request changes a contract in force without raising its version as semver says: a breaking change (a field removed, narrowed or made required, a guarantee lowered) needs a new major version, BLOCK; an additive change (a field added, a bound widened) a new minor version, ALERT; a version lowered or removed is BLOCK. The finding gives the version to write, at the contract's version line (a review suggestion when GitHub allows one there).",
        anchor: "rule-contract_version_not_bumped",
    },
};

;// CONCATENATED MODULE: ./src/rules/waivers.ts
/** The waiver ledger (docs/intended-changes.md "Intended changes"): what it cannot waive, and what it waives no more. */
const WAIVER_RULES = {
    WAIVERS_INVALID: {
        category: "fail-closed",
        defaultLevel: "BLOCK",
        title: "Invalid waiver ledger",
        help: "The waiver ledger cannot be read (a missing reason, an unknown rule, no such date, a typo in a key): at the base it waives nothing until fixed, and what it meant to waive counts; an error the pull request writes or worsens blocks it, one the base has alike is existing debt. Fix the entry the finding points at.",
        anchor: "rule-waivers_invalid",
    },
    WAIVER_STALE: {
        category: "fail-closed",
        defaultLevel: "INACTIVE",
        title: "Stale waiver",
        help: "A waiver in force matches no finding of this check: the break it accepted is gone or was never there. Listed, not counted; remove it from the ledger.",
        anchor: "rule-waiver_stale",
    },
};

;// CONCATENATED MODULE: ./src/rules/table.ts









/**
 * Every rule of the check, in the order the rule reference (docs/reference/rules.md) lists them: one
 * family's table a line. Adding a rule means a row in one family's table, a family one line here;
 * everything else (the gate rules, the relay's schema, the outputs) follows from this table.
 */
const RULES = {
    ...PROTECTION_RULES,
    ...VERSION_RULES,
    ...COMPATIBILITY_RULES,
    ...DEPRECATION_RULES,
    ...FAIL_CLOSED_RULES,
    ...WAIVER_RULES,
    ...CONTRACT_VIOLATION_RULES,
    ...RENAME_RULES,
    ...UNCONTRACTED_RULES,
};
const RULE_IDS = Object.keys(RULES);
/** The categories a gate of the check reports (a rule's category in the table makes it one). */
const GATE_CATEGORIES = [
    "fail-closed",
    "protection-weakened",
];
function isGateRule(rule) {
    return GATE_CATEGORIES.includes(RULES[rule].category);
}
/** The gate rules, in the table's order. */
const GATE_RULE_IDS = RULE_IDS.filter(isGateRule);
function ruleInfo(rule) {
    return RULES[rule];
}

;// CONCATENATED MODULE: ./src/rules/finding.ts


/**
 * Whether a finding counts in the verdict and the violation count: changes outside contracts and
 * existing debt (already at the base) and waived findings (accepted in the ledger) only show.
 */
function counts(finding) {
    return (finding.level !== "INACTIVE" &&
        RULES[finding.rule].category !== "uncontracted" &&
        !finding.existingDebt &&
        !finding.waiver);
}
/**
 * Fingerprints of a list: a hash of rule, asset (the file when there is none), contract, field,
 * what the contract expects (two constraints of one field are two findings) and the subject. No line and no text of
 * the pull request beyond those names; findings still alike are told apart by their order.
 */
function fingerprinted(findings) {
    const seen = new Map();
    return findings.map((finding) => {
        const identity = JSON.stringify([
            finding.rule,
            finding.asset ?? finding.file ?? "",
            finding.contract?.id ?? finding.contract?.name ?? "",
            finding.field ?? "",
            finding.expected ?? "",
            // Appended only when set: the fingerprints of findings without one do not move.
            ...(finding.subject === undefined ? [] : [finding.subject]),
        ]);
        const nth = seen.get(identity) ?? 0;
        seen.set(identity, nth + 1);
        const fingerprint = (0,external_node_crypto_.createHash)("sha256")
            .update(nth === 0 ? identity : `${identity}#${nth}`)
            .digest("hex");
        return { ...finding, fingerprint };
    });
}
/** The finding on one line, for formats with a single text (SARIF message, GitLab description, JUnit). */
function findingLine(finding) {
    const subject = finding.asset ?? finding.file;
    return `${subject ? `${subject}: ` : ""}${finding.title}: ${finding.message}`;
}

;// CONCATENATED MODULE: ./src/rules/rule-info.ts
/** The rule reference page, generated from the rule table (`npm run docs`); SARIF links each rule's row. */
const RULE_REFERENCE_PAGE = "docs/reference/rules.md";

;// CONCATENATED MODULE: ./src/rules/index.ts







/***/ }),

/***/ 28896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kQ: () => (/* binding */ DEFAULT_WAIVER_FILE),
/* harmony export */   us: () => (/* binding */ readWaiverLedger),
/* harmony export */   wc: () => (/* binding */ utcToday)
/* harmony export */ });
/* unused harmony exports WaiverLedgerFile, ledgerOfText, parseWaiverLedger */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55156);
/* harmony import */ var _config_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59304);
/* harmony import */ var _config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61830);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93645);




/** Where the ledger lives unless the configuration names another file. */
const DEFAULT_WAIVER_FILE = ".github/contract-waivers.yml";
/** How many waivers one ledger may hold: a ledger is read on every check. */
const MAX_WAIVERS = 1_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * One accepted finding: named by its fingerprint (as the comment prints it, at least its first
 * 12 hex digits) or by rule and asset (and field), with why, who approved and until when.
 */
const WaiverEntry = zod__WEBPACK_IMPORTED_MODULE_3__.strictObject({
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_3__.string()
        .regex(/^[0-9a-f]{12,64}$/, "12 to 64 lowercase hex digits, as the comment prints them")
        .optional()
        .describe("The finding's fingerprint, or its first 12 or more hex digits."),
    rule: zod__WEBPACK_IMPORTED_MODULE_3__["enum"](_rules_index_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE_IDS */ .Iu)
        .optional()
        .describe("With asset (and field): the findings of this rule on that asset."),
    asset: zod__WEBPACK_IMPORTED_MODULE_3__.string().min(1).optional().describe("Resource name of the asset the finding is on."),
    field: zod__WEBPACK_IMPORTED_MODULE_3__.string().optional().describe("Dotted field path; without it, every field of the asset."),
    contract: zod__WEBPACK_IMPORTED_MODULE_3__.string()
        .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "a contract id (a UUID)")
        .optional()
        .describe("Id of the contract whose finding it is: only that contract's findings match, and the waiver is published with it."),
    expected: zod__WEBPACK_IMPORTED_MODULE_3__.string()
        .max(1_000)
        .optional()
        .describe("The change it accepts: what the contract expects, as the finding says it (its `expected`). With `actual`, a different break of the same field is not waived."),
    actual: zod__WEBPACK_IMPORTED_MODULE_3__.string()
        .max(1_000)
        .optional()
        .describe("The change it accepts: what the asset has instead, as the finding says it (its `actual`). A finding with another `actual` is not waived."),
    reason: zod__WEBPACK_IMPORTED_MODULE_3__.string()
        .min(10, "say why the break is accepted (10 characters or more)")
        .max(2_000)
        .describe("Why the break is accepted: shown beside the finding, published with the contract."),
    approvedBy: zod__WEBPACK_IMPORTED_MODULE_3__.union([zod__WEBPACK_IMPORTED_MODULE_3__.string().min(1), zod__WEBPACK_IMPORTED_MODULE_3__.array(zod__WEBPACK_IMPORTED_MODULE_3__.string().min(1)).min(1)])
        .describe("GitHub login(s) or team(s) (org/team) of the contract's owners who accepted it."),
    expires: zod__WEBPACK_IMPORTED_MODULE_3__.string()
        .regex(DATE, "a date as YYYY-MM-DD")
        .describe("Last day the waiver holds (UTC); after it, the finding counts again."),
})
    .refine((entry) => entry.fingerprint !== undefined || (entry.rule !== undefined && entry.asset !== undefined), {
    message: "name the finding: fingerprint, or rule and asset (and field)",
});
const WaiverLedgerFile = zod__WEBPACK_IMPORTED_MODULE_3__.strictObject({
    waivers: zod__WEBPACK_IMPORTED_MODULE_3__.array(WaiverEntry).max(MAX_WAIVERS).describe("Accepted findings, each until its expiry."),
})
    .describe("contract-sync waivers (.github/contract-waivers.yml): findings a contract's owners accepted, why, and until when.");
/** Today in UTC (YYYY-MM-DD): the day waiver expiry, a team member's `dateOut` and sunsets are judged on. */
function utcToday(now = new Date()) {
    return now.toISOString().slice(0, 10);
}
/** 2026-02-30 matches the pattern but is no day: a day is one that reads back as itself. */
function isCalendarDate(date) {
    const time = Date.parse(`${date}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}
/**
 * The ledger at a commit: the one read of it. A ledger that cannot be read (a symbolic link, a
 * missing object, too large) is an error at its file, so it waives nothing and says why (fail
 * closed), never a crash of the run.
 */
async function readWaiverLedger(files, file = DEFAULT_WAIVER_FILE) {
    const { text, problem } = await (0,_config_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .readWithinLimit */ .Vk)(files, file, _config_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.waiverLedgerBytes, "the waiver ledger");
    if (problem)
        return { file, text: undefined, waivers: [], diagnostics: [problem], written: [] };
    return ledgerOfText(text, file);
}
/** A ledger from its text (undefined: the commit has none, which waives nothing and is no error). */
function ledgerOfText(text, file = DEFAULT_WAIVER_FILE) {
    if (text === undefined)
        return { file, text, waivers: [], diagnostics: [], written: [] };
    return { file, text, ...parseWaiverLedger(text, file) };
}
/**
 * Parses the ledger. A ledger that does not parse waives nothing (its diagnostics say why);
 * the check fails closed on them rather than guessing which entries were meant.
 */
function parseWaiverLedger(text, file) {
    // Every pull request's ledger is read (its own is checked): bounded before the YAML is parsed.
    const tooBig = (0,_config_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .sizeProblem */ .bi)(text, _config_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.waiverLedgerBytes, file, "the waiver ledger");
    if (tooBig)
        return { waivers: [], diagnostics: [tooBig], written: [] };
    const { documents, diagnostics } = (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .hN)(text, file);
    const [source] = documents;
    // A second document would be read by no one: entries someone believes apply, silently not.
    if (documents.length > 1)
        diagnostics.push({
            file,
            line: documents[1]?.line,
            severity: "error",
            message: "only one YAML document allowed: the entries after '---' would be read by no one",
        });
    if (diagnostics.some((d) => d.severity === "error") || !source)
        return { waivers: [], diagnostics, written: [] };
    const expanded = (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .documentValue */ .H5)(source);
    if (!expanded.ok)
        return { waivers: [], diagnostics: [...diagnostics, expanded.diagnostic], written: [] };
    const listed = expanded.value?.waivers;
    const written = Array.isArray(listed) ? listed : [];
    if (expanded.value === null || expanded.value === undefined)
        return { waivers: [], diagnostics, written };
    const result = WaiverLedgerFile.safeParse(expanded.value);
    if (!result.success)
        return { waivers: [], diagnostics: [...diagnostics, ...(0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .zodDiagnostics */ .qV)(result.error, source)], written };
    const invalidDate = result.data.waivers.findIndex((entry) => !isCalendarDate(entry.expires));
    if (invalidDate >= 0)
        return {
            waivers: [],
            diagnostics: [
                ...diagnostics,
                {
                    file,
                    line: (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .lineOf */ .cA)(source, ["waivers", invalidDate, "expires"]),
                    severity: "error",
                    message: `waivers[${invalidDate}].expires: no such date`,
                },
            ],
            written,
        };
    const waivers = result.data.waivers.map((entry, index) => ({
        ...entry,
        approvedBy: typeof entry.approvedBy === "string" ? [entry.approvedBy] : entry.approvedBy,
        line: (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .lineOf */ .cA)(source, ["waivers", index]),
    }));
    return { waivers, diagnostics, written };
}


/***/ })

};
