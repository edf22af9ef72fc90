export const id = 4033;
export const ids = [4033];
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

/***/ 5688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MV: () => (/* binding */ modeParts),
/* harmony export */   fW: () => (/* binding */ COMPATIBILITY_LINES),
/* harmony export */   mO: () => (/* binding */ COMPATIBILITY_MODES),
/* harmony export */   mP: () => (/* binding */ modeCovers)
/* harmony export */ });
/**
 * Compatibility modes as Confluent Schema Registry names them, judged from Git history instead of
 * a registry. BACKWARD: a reader of the new version reads data written with the previous one;
 * FORWARD: a reader of the previous version reads data written with the new one; FULL: both.
 * `_TRANSITIVE`: with every earlier version of the asset, not only the previous one. NONE: no
 * compatibility check (the contract and the uncontracted listing still judge the change).
 * SQL tables and code models get the same idea: BACKWARD, the new schema holds and reads the old
 * rows; FORWARD, an old reader (or writer) still works against the new table.
 */
const COMPATIBILITY_MODES = [
    "NONE",
    "BACKWARD",
    "BACKWARD_TRANSITIVE",
    "FORWARD",
    "FORWARD_TRANSITIVE",
    "FULL",
    "FULL_TRANSITIVE",
];
/** Where a transitive mode's line of versions starts: every version, or the contract's current major one. */
const COMPATIBILITY_LINES = ["all", "major"];
/** The direction a mode judges in (compat-mode.ts), and whether every earlier version counts. */
function modeParts(mode) {
    if (mode === "NONE")
        return { direction: undefined, transitive: false };
    const transitive = mode.endsWith("_TRANSITIVE");
    const base = mode.replace("_TRANSITIVE", "").toLowerCase();
    return { direction: base, transitive };
}
const DIRECTIONS = {
    backward: ["backward"],
    forward: ["forward"],
    full: ["backward", "forward"],
};
/**
 * Whether `now` checks at least what `was` checks (each of its directions, over at least as many
 * versions): a mode that does not is a weakening (an unset mode is NONE).
 */
function modeCovers(now, was) {
    const before = modeParts(was ?? "NONE");
    const after = modeParts(now ?? "NONE");
    if (!before.direction)
        return true;
    if (!after.direction)
        return false;
    const kept = DIRECTIONS[after.direction];
    return (DIRECTIONS[before.direction].every((d) => kept.includes(d)) && (!before.transitive || after.transitive));
}


/***/ }),

/***/ 69020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ld: () => (/* binding */ teamOf),
/* harmony export */   TE: () => (/* binding */ GitHubApprover),
/* harmony export */   am: () => (/* binding */ MAX_APPROVERS),
/* harmony export */   eI: () => (/* binding */ ApproverList)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26921);

/**
 * Who may approve a change to a contract on GitHub: a login (`alice`) or a team as
 * `org/team-slug` (`acme/data-owners`). Read from the base commit only (a contract's
 * `approvers`, the configuration's `owners`): a pull request does not name its own approvers.
 */
const GitHubApprover = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,99})?$/, "a GitHub login (alice) or a team as org/team-slug (acme/data-owners)");
/** At most this many approvers for one contract or one owner. */
const MAX_APPROVERS = 50;
const ApproverList = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([GitHubApprover, zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(GitHubApprover).min(1).max(MAX_APPROVERS)])
    .transform((value) => (typeof value === "string" ? [value] : value));
/** A team approver (`org/team`) split in two; undefined for a login. */
function teamOf(approver) {
    const [org, slug] = approver.split("/");
    return org && slug ? { org, slug } : undefined;
}


/***/ }),

/***/ 64204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y7: () => (/* binding */ ConfigRules),
  Bi: () => (/* binding */ DEFAULT_CONFIG_PATH),
  sb: () => (/* binding */ defaultConfig),
  fU: () => (/* binding */ globMatcher),
  o4: () => (/* binding */ parseConfig)
});

// UNUSED EXPORTS: ConfigFile, DEFAULT_CONTRACT_GLOBS

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
// EXTERNAL MODULE: ./src/api/source-type-names.ts
var source_type_names = __webpack_require__(20117);
// EXTERNAL MODULE: ./src/api/source-types.ts
var source_types = __webpack_require__(9279);
// EXTERNAL MODULE: ./src/compliance/compat-modes.ts
var compat_modes = __webpack_require__(5688);
// EXTERNAL MODULE: ./src/config/approvers.ts
var approvers = __webpack_require__(69020);
// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
// EXTERNAL MODULE: ./src/api/resources.ts + 1 modules
var resources = __webpack_require__(83114);
;// CONCATENATED MODULE: ./src/config/odcs-config.ts




/**
 * The `odcs` key of the configuration: how ODCS contracts are bound to the repository's assets
 * without custom properties in the standard's files, and how their `team` names GitHub users.
 * Read from the base commit, like `owners`: a pull request neither rebinds nor names its own
 * consenters.
 */
const Pattern = schemas/* string */.YjP()
    .min(1)
    .max(limits/* LIMITS */.b1.globLength)
    .describe("A name or a glob (picomatch: *, ?, {a,b}), matched case-sensitively.");
const Template = schemas/* string */.YjP()
    .min(1)
    .max(1024)
    .describe("Text in which {object} is the schema object's physicalName (else its name) and {name} its name.");
const OdcsBinding = schemas/* strictObject */.rej({
    contract: Pattern.describe("The ODCS document's id or name (a glob covers a family of contracts)."),
    object: Pattern.optional().describe('The schema object\'s name or physicalName (a glob covers several); default "*".'),
    resource: schemas/* union */.KCZ([Template, schemas/* array */.YOg(Template).min(1).max(100)])
        .optional()
        .describe("Resource name(s) of the asset(s), as `contract-sync schema` prints them, e.g. postgres://shop-db:5432:shop.public.{object}."),
    file: Template.optional().describe("A schema file of this repository holding the asset, e.g. schemas/{object}.avsc (with record or table when it holds several)."),
    record: Template.optional().describe("The record, message or table in `file`, as its resource name ends: com.acme.{name} (Avro, Protobuf), public.orders (SQL)."),
    table: Template.optional().describe("Same as record, for SQL files."),
    enforcementLevel: resources/* EnforcementLevel */.fL.optional().describe("What a violation of the bound contracts does (BLOCK, ALERT, NOTIFY, RECORD, INACTIVE); default odcs.enforcementLevel. The document's custom property enforcementLevel wins."),
})
    .superRefine((binding, context) => {
    const targets = [binding.resource, binding.file].filter((t) => t !== undefined).length;
    if (targets !== 1)
        context.addIssue({ code: "custom", path: [], message: "name exactly one of resource or file" });
    if ((binding.record !== undefined || binding.table !== undefined) && binding.file === undefined)
        context.addIssue({ code: "custom", path: ["record"], message: "record and table go with file" });
})
    .describe("Binds the schema objects of ODCS contracts to assets of this repository.");
const OdcsSettings = schemas/* strictObject */.rej({
    bindings: schemas/* array */.YOg(OdcsBinding)
        .max(limits/* LIMITS */.b1.sourceRules)
        .optional()
        .describe("Which asset each ODCS schema object is the contract of; the first matching binding wins."),
    enforcementLevel: resources/* EnforcementLevel */.fL.optional().describe("What a violation of an ODCS contract does when neither its binding nor its document says (default INACTIVE, as for native contracts)."),
    ownerRoles: schemas/* array */.YOg(schemas/* string */.YjP().min(1).max(256))
        .min(1)
        .max(approvers/* MAX_APPROVERS */.am)
        .optional()
        .describe("Roles of an ODCS contract's team members who may approve its changes (case-insensitive); default: every role with the word owner in it."),
    logins: schemas/* record */.g1P(schemas/* string */.YjP().min(1).max(256), approvers/* GitHubApprover */.TE)
        .refine((logins) => Object.keys(logins).length <= 10_000, "at most 10,000 logins")
        .optional()
        .describe("ODCS team usernames -> GitHub logins (or org/team), where they differ; read from the base commit."),
})
    .describe("ODCS contracts: bindings to this repository's assets, and who of a contract's team may approve its changes.");

// EXTERNAL MODULE: ./src/config/yaml-diagnostics.ts
var yaml_diagnostics = __webpack_require__(61830);
;// CONCATENATED MODULE: ./src/config/config.ts










/** Where the configuration lives in the user's repository. */
const DEFAULT_CONFIG_PATH = ".github/contract-sync.yml";
const DEFAULT_CONTRACT_GLOBS = ["contracts/**/*.{yaml,yml}"];
/** Source types whose files can form one ordered migration set. */
const Glob = schemas/* string */.YjP()
    .min(1)
    .max(limits/* LIMITS */.b1.globLength, `a glob is at most ${limits/* LIMITS */.b1.globLength} characters`)
    .describe("A glob relative to the repository root (picomatch syntax, dot files included).");
/** One glob or a list of at most `maxItems`. */
const globs = (maxItems) => schemas/* union */.KCZ([Glob, schemas/* array */.YOg(Glob).min(1).max(maxItems, `at most ${maxItems} globs`)], {
    error: "expected a glob or a non-empty list of globs",
});
const SourceRuleInput = schemas/* strictObject */.rej({
    glob: globs(limits/* LIMITS */.b1.globsPerRule).describe("One glob or a list; a file matching any of them matches the rule."),
    type: source_types/* SourceType */.Y.optional().describe("Source type of the matching files; when absent the file ending decides (.avsc avro, .proto protobuf, .sql postgres, ...)."),
    dataSource: schemas/* string */.YjP()
        .min(1)
        .optional()
        .describe("Data source part of the resource names of these files' assets, e.g. shop-db:5432 or github.com/acme/events."),
    migrations: schemas/* boolean */.zMY()
        .optional()
        .describe("The matching files are one ordered set of migrations, read together in name order (postgres, mysql, mssql)."),
    views: schemas/* boolean */.zMY()
        .optional()
        .describe("Postgres: views and materialized views are assets too, their columns and types from the catalog."),
    compatibility: schemas/* enum */.k5n(compat_modes/* COMPATIBILITY_MODES */.mO)
        .optional()
        .describe("Compatibility mode of these files' assets, as Confluent Schema Registry names them: BACKWARD, FORWARD, FULL (with the previous version on the default branch), each with _TRANSITIVE (with every earlier version in the Git history), or NONE. Unset: no compatibility check beyond the contract's. A contract's own compatibility wins for its assets; read from the base commit."),
})
    .superRefine((rule, context) => {
    if (rule.views && rule.type && rule.type !== "postgres") {
        context.addIssue({
            code: "custom",
            path: ["views"],
            message: `views: true needs type postgres, not ${rule.type}`,
        });
    }
    if (rule.migrations && (!rule.type || !source_type_names/* SQL_SOURCE_TYPES */.L.has(rule.type))) {
        context.addIssue({
            code: "custom",
            path: ["migrations"],
            message: `migrations: true needs type postgres, mysql or mssql${rule.type ? `, not ${rule.type}` : ""}`,
        });
    }
})
    .describe("Which files are schema files, of which source type and data source. The first matching rule wins.");
const TOP_LEVEL = {
    version: schemas/* literal */.euz(1).describe("Version of this file's format: 1."),
    contracts: globs(limits/* LIMITS */.b1.globsPerList).describe('Where contract files live (native or ODCS), default "contracts/**/*.{yaml,yml}".'),
    sources: schemas/* array */.YOg(schemas/* unknown */.L5J())
        .max(limits/* LIMITS */.b1.sourceRules, `at most ${limits/* LIMITS */.b1.sourceRules} source rules`)
        .describe("Rules mapping schema files to source types and data sources; the first matching rule wins."),
    ignore: globs(limits/* LIMITS */.b1.globsPerList).describe("Files that are neither schema nor contract files (tests, fixtures)."),
    dataSource: schemas/* string */.YjP()
        .min(1)
        .describe("Data source of files no rule names one for, e.g. github.com/acme/shop."),
    // Read from the base commit only: a pull request cannot lower its own protection.
    protect: schemas/* enum */.k5n(["contract", "block", "alert", "off"])
        .describe("How a pull request that weakens protection (coverage removed from a contracted asset, a level lowered, a status moved to DRAFT/ARCHIVED, a contract file deleted) is judged, read from the base commit: contract (default) at the contract's level before the change, block or alert at that level, off listed without counting."),
    // Read from the base commit only: a pull request cannot name its own approvers.
    owners: schemas/* record */.g1P(schemas/* string */.YjP().min(1).max(256), approvers/* ApproverList */.eI)
        .refine((owners) => Object.keys(owners).length <= approvers/* MAX_APPROVERS */.am * 20, "too many owners")
        .describe("Who approves a change to a contract on GitHub, by the contract's owner (its e-mail): GitHub logins or teams (org/team-slug). Beside a contract's own approvers; read from the base commit."),
    // Read from the base commit only, like owners: bindings and the team's logins.
    odcs: OdcsSettings,
};
/**
 * The whole file as one zod object: what `schemas/contract-sync.config.schema.json`
 * is generated from. parseConfig checks key by key with the same parts (so one
 * bad key does not cost the others).
 */
const ConfigFile = schemas/* strictObject */.rej({
    version: TOP_LEVEL.version.optional(),
    contracts: TOP_LEVEL.contracts.optional(),
    sources: schemas/* array */.YOg(SourceRuleInput)
        .max(limits/* LIMITS */.b1.sourceRules)
        .optional()
        .describe(TOP_LEVEL.sources.description ?? ""),
    ignore: TOP_LEVEL.ignore.optional(),
    dataSource: TOP_LEVEL.dataSource.optional(),
    protect: TOP_LEVEL.protect.optional(),
    owners: TOP_LEVEL.owners.optional(),
    odcs: TOP_LEVEL.odcs.optional(),
})
    .describe("contract-sync configuration (.github/contract-sync.yml): where contracts live and how schema files map to data assets.");
function defaultConfig() {
    return {
        file: undefined,
        contracts: [...DEFAULT_CONTRACT_GLOBS],
        sources: [],
        ignore: [],
        dataSource: undefined,
        protect: "contract",
        owners: {},
    };
}
const asList = (globs) => (typeof globs === "string" ? [globs] : globs);
/**
 * Reads the configuration file. Never throws: each bad key becomes a diagnostic
 * naming the key and its line, and everything valid is kept (a bad source rule
 * is dropped, a bad top-level key falls back to its default). Callers decide
 * whether errors stop the run (the action does).
 */
function parseConfig(text, file = DEFAULT_CONFIG_PATH) {
    const config = { ...defaultConfig(), file };
    const tooBig = (0,limits/* sizeProblem */.bi)(text, limits/* LIMITS */.b1.configBytes, file, "the config file");
    if (tooBig)
        return { config, diagnostics: [tooBig] };
    const { documents, diagnostics } = (0,yaml_diagnostics/* parseYaml */.hN)(text, file);
    const source = documents[0];
    if (documents.length > 1) {
        diagnostics.push({
            file,
            line: documents[1]?.line,
            severity: "error",
            message: "only one YAML document allowed",
        });
    }
    if (!source)
        return { config, diagnostics };
    const expanded = (0,yaml_diagnostics/* documentValue */.H5)(source);
    if (!expanded.ok)
        return { config, diagnostics: [...diagnostics, expanded.diagnostic] };
    const value = expanded.value;
    if (value === null || value === undefined)
        return { config, diagnostics }; // empty file: defaults
    if (typeof value !== "object" || Array.isArray(value)) {
        diagnostics.push({
            file,
            line: source.line,
            severity: "error",
            message: "(top level): expected a mapping of keys",
        });
        return { config, diagnostics };
    }
    const entries = value;
    for (const [key, raw] of Object.entries(entries)) {
        if (!(key in TOP_LEVEL)) {
            const known = Object.keys(TOP_LEVEL).join(", ");
            diagnostics.push({
                file,
                line: (0,yaml_diagnostics/* lineOf */.cA)(source, [key]),
                severity: "error",
                message: `${key}: unknown key (known: ${known})`,
            });
            continue;
        }
        const result = TOP_LEVEL[key].safeParse(raw);
        if (!result.success) {
            diagnostics.push(...(0,yaml_diagnostics/* zodDiagnostics */.qV)(result.error, source, [key]));
            continue;
        }
        if (key === "contracts")
            config.contracts = asList(result.data);
        if (key === "ignore")
            config.ignore = asList(result.data);
        if (key === "dataSource")
            config.dataSource = result.data;
        if (key === "protect")
            config.protect = result.data;
        if (key === "owners")
            config.owners = result.data;
        if (key === "odcs")
            config.odcs = result.data;
        if (key === "sources")
            config.sources = parseSourceRules(result.data, source, diagnostics);
    }
    return { config, diagnostics };
}
function parseSourceRules(rules, source, diagnostics) {
    const out = [];
    rules.forEach((raw, index) => {
        const result = SourceRuleInput.safeParse(raw);
        if (!result.success) {
            diagnostics.push(...(0,yaml_diagnostics/* zodDiagnostics */.qV)(result.error, source, ["sources", index]));
            return;
        }
        const globs = asList(result.data.glob);
        for (const [i, glob] of globs.entries()) {
            const problem = globProblem(glob);
            if (problem) {
                const path = typeof result.data.glob === "string" ? ["sources", index, "glob"] : ["sources", index, "glob", i];
                diagnostics.push({
                    file: source.file,
                    line: (0,yaml_diagnostics/* lineOf */.cA)(source, path),
                    severity: "error",
                    message: `${path.join(".")}: ${problem}`,
                });
            }
        }
        out.push({
            globs,
            type: result.data.type,
            dataSource: result.data.dataSource,
            migrations: result.data.migrations ?? false,
            ...(result.data.views ? { views: true } : {}),
            ...(result.data.compatibility ? { compatibility: result.data.compatibility } : {}),
            line: (0,yaml_diagnostics/* lineOf */.cA)(source, ["sources", index]),
        });
    });
    return out;
}
/** Globs are matched against repository-relative POSIX paths; absolute ones and `..` never match. */
function globProblem(glob) {
    if (glob.startsWith("/"))
        return `"${glob}" is absolute; globs are relative to the repository root`;
    if (glob.split("/").includes(".."))
        return `"${glob}" leaves the repository ("..")`;
    return undefined;
}
/**
 * Whether a path matches any of the globs, as `picomatch(globs, { dot: true })` answers: the path
 * itself is the glob, or the glob's regular expression matches it. Asked without picomatch's
 * matcher, which makes a result object per glob per path (a monorepo's 50,000 paths, each asked
 * whether it is a contract file: 60 ms).
 */
function globMatcher(globs) {
    const compiled = globs.map((glob) => ({ glob, regex: picomatch_default().makeRe(glob, { dot: true }) }));
    return (path) => path !== "" && compiled.some(({ glob, regex }) => path === glob || regex.test(path));
}
/** The configuration's rules as questions about paths. Globs are compiled once. */
class ConfigRules {
    config;
    isContract;
    ignored;
    rules;
    constructor(config) {
        this.config = config;
        this.isContract = globMatcher(config.contracts);
        this.ignored = config.ignore.length > 0 ? globMatcher(config.ignore) : () => false;
        this.rules = config.sources.map((rule) => ({ rule, matches: globMatcher(rule.globs) }));
    }
    isIgnored(path) {
        return this.ignored(path);
    }
    isContractFile(path) {
        return !this.ignored(path) && this.isContract(path);
    }
    /** The first source rule matching the path (not ignored), if any. */
    sourceMatch(path) {
        if (this.ignored(path))
            return undefined;
        for (const { rule, matches } of this.rules) {
            if (!matches(path))
                continue;
            return { rule, readPath: rule.migrations ? migrationFolder(rule, path) : path };
        }
        return undefined;
    }
    /** The source type a rule names for the path; undefined: the caller falls back to the file ending. */
    sourceTypeFor(path) {
        return this.sourceMatch(path)?.rule.type;
    }
    /** The compatibility mode a source rule sets for the path's assets (unset: none). */
    compatibilityFor(path) {
        return this.sourceMatch(path)?.rule.compatibility;
    }
    /** Whether views are assets for the path (its rule's `views: true`). */
    viewsFor(path) {
        return this.sourceMatch(path)?.rule.views === true;
    }
    /** The data source for the path: its rule's, else the config's default, else undefined. */
    dataSourceFor(path) {
        return this.sourceMatch(path)?.rule.dataSource ?? this.config.dataSource;
    }
}
/** The static start of the rule's glob that contains the path, else the file's folder. */
function migrationFolder(rule, path) {
    for (const glob of rule.globs) {
        if (!picomatch_default().isMatch(path, glob, { dot: true }))
            continue;
        const base = picomatch_default().scan(glob).base;
        if (base !== "" && (path === base || path.startsWith(`${base}/`)))
            return base;
    }
    return external_node_path_.posix.dirname(path);
}


/***/ }),

/***/ 89750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z9: () => (/* binding */ loadConfig)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64204);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59304);
/* harmony import */ var _yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61830);




/** Reads the config file from a version of the repository (a commit, or the working tree). */
async function loadConfig(files, path = _config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONFIG_PATH */ .Bi) {
    const { text, problem } = await (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .readWithinLimit */ .Vk)(files, path, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.configBytes, "the config file");
    if (problem) {
        const config = { ...(0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultConfig */ .sb)(), file: path };
        return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics: [problem], found: true };
    }
    if (text === undefined) {
        const config = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultConfig */ .sb)();
        return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics: [], found: false };
    }
    const { config, diagnostics } = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .parseConfig */ .o4)(text, path);
    return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics, found: true };
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

/***/ 67024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PO: () => (/* reexport */ data_source/* defaultDataSource */.P),
  fq: () => (/* binding */ detectSourceType),
  U2: () => (/* binding */ readAssetVersionPairs),
  wd: () => (/* binding */ readAssets),
  id: () => (/* binding */ sharedFolderRule),
  yA: () => (/* binding */ uniqueTargets)
});

// UNUSED EXPORTS: closeReaders, planReads, readerFor, readers, resourceName, toWireNode

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/schema/budget.ts
var budget = __webpack_require__(53814);
// EXTERNAL MODULE: ./src/schema/data-source.ts
var data_source = __webpack_require__(7549);
// EXTERNAL MODULE: ./src/schema/fs-source.ts
var fs_source = __webpack_require__(28784);
// EXTERNAL MODULE: ./src/schema/reader-helpers.ts
var reader_helpers = __webpack_require__(61356);
;// CONCATENATED MODULE: ./src/schema/readers/lazy-reader.ts
/**
 * A reader whose module (and its parser: node-sql-parser, avsc, protobufjs, a
 * YAML parser, PGlite's loader) is imported at its first read: a run loads
 * only the readers of the source types it reads, and a run that reads nothing
 * (a README-only pull request) none. The endings are stated here so that
 * detecting a file's type loads nothing; a test holds them equal to the
 * reader's own (test/schema/lazy-readers.test.ts).
 */
function lazyReader(sourceType, extensions, load) {
    let loaded;
    const reader = () => {
        loaded ??= load().catch((error) => {
            loaded = undefined;
            throw error;
        });
        return loaded;
    };
    return {
        sourceType,
        extensions,
        read: async (request) => (await reader()).read(request),
        readVersions: async (base, head) => {
            const loadedReader = await reader();
            if (loadedReader.readVersions)
                return loadedReader.readVersions(base, head);
            return { base: await loadedReader.read(base), head: await loadedReader.read(head) };
        },
    };
}

;// CONCATENATED MODULE: ./src/schema/readers/code.ts

/** A language's reader, its module and the code reader's parser loaded at its first read (lazy-reader.ts). */
function lazyCodeReader(sourceType, extensions, language) {
    return lazyReader(sourceType, extensions, async () => {
        const [{ codeReader }, loaded] = await Promise.all([__webpack_require__.e(/* import() */ 9640).then(__webpack_require__.bind(__webpack_require__, 39640)), language()]);
        return codeReader(loaded);
    });
}
/**
 * Readers of code models: typescript, python, pyspark, java, kotlin, swift, php,
 * golang. The python reader also returns a file's PySpark schemas (as `pyspark`
 * assets); the pyspark reader claims no extension and reads only those.
 */
const codeReaders = [
    lazyCodeReader("typescript", [".ts", ".mts", ".cts"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(3113)]).then(__webpack_require__.bind(__webpack_require__, 33113))).typescriptLanguage),
    lazyCodeReader("python", [".py", ".pyi"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(7134)]).then(__webpack_require__.bind(__webpack_require__, 67134))).pythonLanguage),
    lazyCodeReader("pyspark", [], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(5960)]).then(__webpack_require__.bind(__webpack_require__, 75960))).pysparkLanguage),
    lazyCodeReader("java", [".java"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(4022)]).then(__webpack_require__.bind(__webpack_require__, 24022))).javaLanguage),
    lazyCodeReader("kotlin", [".kt"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(1723)]).then(__webpack_require__.bind(__webpack_require__, 81723))).kotlinLanguage),
    lazyCodeReader("swift", [".swift"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(1547)]).then(__webpack_require__.bind(__webpack_require__, 71547))).swiftLanguage),
    lazyCodeReader("php", [".php"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(8244)]).then(__webpack_require__.bind(__webpack_require__, 88244))).phpLanguage),
    lazyCodeReader("golang", [".go"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(9260)]).then(__webpack_require__.bind(__webpack_require__, 89260))).golangLanguage),
];
/** The readers themselves, loaded (tests compare them with the lazy ones). */
async function loadCodeReaders() {
    const [{ codeReader }, ts, py, pyspark, java, kotlin, swift, php, go] = await Promise.all([
        __webpack_require__.e(/* import() */ 9640).then(__webpack_require__.bind(__webpack_require__, 39640)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(3113)]).then(__webpack_require__.bind(__webpack_require__, 33113)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(7134)]).then(__webpack_require__.bind(__webpack_require__, 67134)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(5960)]).then(__webpack_require__.bind(__webpack_require__, 75960)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(4022)]).then(__webpack_require__.bind(__webpack_require__, 24022)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(1723)]).then(__webpack_require__.bind(__webpack_require__, 81723)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(1547)]).then(__webpack_require__.bind(__webpack_require__, 71547)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(8244)]).then(__webpack_require__.bind(__webpack_require__, 88244)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(9260)]).then(__webpack_require__.bind(__webpack_require__, 89260)),
    ]);
    return [
        ts.typescriptLanguage,
        py.pythonLanguage,
        pyspark.pysparkLanguage,
        java.javaLanguage,
        kotlin.kotlinLanguage,
        swift.swiftLanguage,
        php.phpLanguage,
        go.golangLanguage,
    ].map(codeReader);
}

// EXTERNAL MODULE: ./src/schema/readers/described/index.ts
var described = __webpack_require__(27376);
;// CONCATENATED MODULE: ./src/schema/readers/frameworks/detect.ts

const CHANGELOG_FILE = /\.(xml|ya?ml|json)$/i;
async function frameworkOf(request) {
    const { path, files } = request;
    if (/\.rb$/i.test(path))
        return { kind: "rails" };
    if (CHANGELOG_FILE.test(path))
        return { kind: "liquibase", roots: [path] };
    if (/\.\w+$/.test(external_node_path_.posix.basename(path)))
        return undefined;
    // A folder: a migrations rule's. Its top-level changelogs (if any) are what Liquibase runs.
    const listed = await files.list(path).catch(() => []);
    const candidates = listed.filter((file) => CHANGELOG_FILE.test(file));
    if (candidates.length === 0)
        return undefined;
    const changelogs = [];
    for (const file of candidates) {
        const text = await files.readText(file).catch(() => undefined);
        if (text !== undefined && /databaseChangeLog/.test(text))
            changelogs.push(file);
    }
    if (changelogs.length === 0)
        return undefined;
    // The master changelog runs the others: a folder's `*master*` file, else each top-level changelog.
    const masters = changelogs.filter((file) => /master/i.test(external_node_path_.posix.basename(file)));
    return { kind: "liquibase", roots: (masters.length > 0 ? masters : changelogs).sort() };
}

;// CONCATENATED MODULE: ./src/schema/readers/data.ts



/**
 * A SQL reader that also reads a Rails schema.rb and Liquibase changelogs (frameworks/), which a
 * rule names with the database's source type: written as the SQL their tool runs, read as SQL.
 */
function withSchemaDsl(reader) {
    const read = async (request) => {
        const framework = await frameworkOf(request);
        if (!framework)
            return reader.read(request);
        return (await __webpack_require__.e(/* import() */ 4962).then(__webpack_require__.bind(__webpack_require__, 14962))).readFramework(framework, request);
    };
    return {
        ...reader,
        read,
        readVersions: async (base, head) => {
            if ((await frameworkOf(base)) || (await frameworkOf(head)) || !reader.readVersions)
                return { base: await read(base), head: await read(head) };
            return reader.readVersions(base, head);
        },
    };
}
/** Readers of schema and DDL files: postgres, mysql, mssql, json_schema, avro, protobuf, dataframe, s3. */
const dataReaders = [
    // A framework's description of the database (schema.prisma, Django models) read by its SQL reader.
    (0,described/* withDescriptions */.C)(withSchemaDsl(lazyReader("postgres", [".sql", ".pgsql", ".psql"], async () => (await Promise.all(/* import() */[__webpack_require__.e(8652), __webpack_require__.e(881)]).then(__webpack_require__.bind(__webpack_require__, 27872))).postgresReader))),
    (0,described/* withDescriptions */.C)(withSchemaDsl(lazyReader("mysql", [".mysql.sql", ".mysql"], async () => (await Promise.all(/* import() */[__webpack_require__.e(6519), __webpack_require__.e(7558)]).then(__webpack_require__.bind(__webpack_require__, 87558))).mysqlReader))),
    (0,described/* withDescriptions */.C)(withSchemaDsl(lazyReader("mssql", [".mssql.sql", ".tsql", ".mssql"], async () => (await Promise.all(/* import() */[__webpack_require__.e(6519), __webpack_require__.e(7558)]).then(__webpack_require__.bind(__webpack_require__, 87558))).mssqlReader))),
    lazyReader("json_schema", [".schema.json", ".schema.yaml", ".schema.yml", ".jsonschema"], async () => (await __webpack_require__.e(/* import() */ 9942).then(__webpack_require__.bind(__webpack_require__, 39942))).jsonSchemaReader),
    lazyReader("avro", [".avsc", ".avdl", ".avpr"], async () => (await Promise.all(/* import() */[__webpack_require__.e(152), __webpack_require__.e(1586)]).then(__webpack_require__.bind(__webpack_require__, 1586))).avroReader),
    lazyReader("protobuf", [".proto"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9535), __webpack_require__.e(9102)]).then(__webpack_require__.bind(__webpack_require__, 49102))).protobufReader),
    lazyReader("dataframe", [".dataframe.yaml", ".dataframe.yml", ".dataframe.json"], async () => (await __webpack_require__.e(/* import() */ 4561).then(__webpack_require__.bind(__webpack_require__, 74561))).dataframeReader),
    lazyReader("s3", [".s3.yaml", ".s3.yml", ".s3.json"], async () => (await Promise.all(/* import() */[__webpack_require__.e(152), __webpack_require__.e(9501), __webpack_require__.e(905)]).then(__webpack_require__.bind(__webpack_require__, 90905))).s3Reader),
];
/** The readers themselves, loaded (tests compare them with the lazy ones). */
async function loadDataReaders() {
    const [postgres, sqlDdl, jsonSchema, avro, protobuf, dataframe, s3] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(8652), __webpack_require__.e(881)]).then(__webpack_require__.bind(__webpack_require__, 27872)),
        Promise.all(/* import() */[__webpack_require__.e(6519), __webpack_require__.e(7558)]).then(__webpack_require__.bind(__webpack_require__, 87558)),
        __webpack_require__.e(/* import() */ 9942).then(__webpack_require__.bind(__webpack_require__, 39942)),
        Promise.all(/* import() */[__webpack_require__.e(152), __webpack_require__.e(1586)]).then(__webpack_require__.bind(__webpack_require__, 1586)),
        Promise.all(/* import() */[__webpack_require__.e(9535), __webpack_require__.e(9102)]).then(__webpack_require__.bind(__webpack_require__, 49102)),
        __webpack_require__.e(/* import() */ 4561).then(__webpack_require__.bind(__webpack_require__, 74561)),
        Promise.all(/* import() */[__webpack_require__.e(152), __webpack_require__.e(9501), __webpack_require__.e(905)]).then(__webpack_require__.bind(__webpack_require__, 90905)),
    ]);
    return [
        postgres.postgresReader,
        sqlDdl.mysqlReader,
        sqlDdl.mssqlReader,
        jsonSchema.jsonSchemaReader,
        avro.avroReader,
        protobuf.protobufReader,
        dataframe.dataframeReader,
        s3.s3Reader,
    ];
}

;// CONCATENATED MODULE: ./src/schema/tree.ts
/**
 * One key order for every reader's trees (stable golden files and diffs), and
 * no empty `constraints` objects.
 */
function canonicalTree(tree) {
    const out = { type: tree.type };
    if (tree.name !== undefined)
        out.name = tree.name;
    if (tree.optional)
        out.optional = true;
    if (tree.logical !== undefined)
        out.logical = tree.logical;
    if (tree.alias !== undefined)
        out.alias = tree.alias;
    if (tree.doc !== undefined && tree.doc !== "")
        out.doc = tree.doc;
    if (tree.constraints && Object.keys(tree.constraints).length > 0)
        out.constraints = tree.constraints;
    if (tree.fields)
        out.fields = tree.fields.map(canonicalTree);
    if (tree.line !== undefined)
        out.line = tree.line;
    if (tree.file !== undefined)
        out.file = tree.file;
    // Re-insert `type` first but keep name before it for readability of goldens.
    return tree.name === undefined ? out : { name: tree.name, ...out };
}
function canonicalAsset(asset) {
    return { ...asset, schema: canonicalTree(asset.schema) };
}

// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
;// CONCATENATED MODULE: ./src/schema/index.ts








/**
 * Frees the shared PGlite of the postgres reader; call once when done reading. Through
 * shared-closer.ts: a run that read no SQL loads none of PGlite to close it.
 */



/** Every reader: schema/DDL files and code models. */
const readers = [...dataReaders, ...codeReaders];
function readerFor(sourceType) {
    return readers.find((r) => r.sourceType === sourceType);
}
/**
 * The source type of a file by the longest file ending a reader claims
 * (".mysql.sql" beats ".sql"). Config rules come first: see SourceMap (src/sync/asset-reads.ts).
 */
function detectSourceType(path) {
    const lower = path.toLowerCase();
    let best;
    for (const reader of readers) {
        for (const ending of reader.extensions) {
            if (lower.endsWith(ending) && ending.length > (best?.length ?? 0)) {
                best = { sourceType: reader.sourceType, length: ending.length };
            }
        }
    }
    return best?.sourceType;
}
/**
 * The rule without a configuration (with one, only a rule's `migrations: true` makes a
 * folder): Postgres .sql files that share a folder are one target, the folder, read as
 * ordered migrations (a folder of independent CREATE TABLE files replays to the same tables).
 * The PR check and `contract-sync schema` both decide through this one function.
 */
function sharedFolderRule(paths) {
    const postgresPerDir = new Map();
    for (const path of paths) {
        if (detectSourceType(path) !== "postgres")
            continue;
        const dir = external_node_path_.posix.dirname(path);
        postgresPerDir.set(dir, (postgresPerDir.get(dir) ?? 0) + 1);
    }
    return (path, sourceType) => {
        const dir = external_node_path_.posix.dirname(path);
        return sourceType === "postgres" && (postgresPerDir.get(dir) ?? 0) > 1 ? dir : undefined;
    };
}
/**
 * Turns a list of files into read targets: each file, or the migration folder `migrationOf`
 * puts it in (default: `sharedFolderRule`). Files of no known source type are left out.
 */
function planReads(paths, sourceTypeOf, migrationOf = sharedFolderRule(paths.filter((p) => sourceTypeOf(p) === "postgres"))) {
    const targets = uniqueTargets(paths.map((path) => {
        const sourceType = sourceTypeOf(path);
        return sourceType && { path: migrationOf(path, sourceType) ?? path, sourceType };
    }));
    // SQL after the others, as the listing has always been.
    return [
        ...targets.filter((t) => t.sourceType !== "postgres"),
        ...targets.filter((t) => t.sourceType === "postgres"),
    ];
}
/**
 * Each read target once, in first-seen order: the one dedupe of every planner (the PR check's
 * changed files, a whole repository, `contract-sync schema`). A key set, not a scan: 1,000
 * changed files made a scan quadratic.
 */
function uniqueTargets(targets) {
    const seen = new Set();
    const unique = [];
    for (const target of targets) {
        if (!target)
            continue;
        const key = `${target.sourceType}\0${target.path}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        unique.push(target);
    }
    return unique;
}
/**
 * Reads each target with its reader. Failures stay with their file: a bad file,
 * a file over the size limit (`limits.maxFileBytes`, default 5 MiB, env
 * CONTRACT_SYNC_MAX_FILE_BYTES), an unknown source type or a reader that throws
 * becomes a diagnostic, and the other targets are still read.
 */
async function readAssets(targets, options) {
    const assets = [];
    const diagnostics = [];
    const files = limitedFiles(options);
    for (const target of targets) {
        const read = readRequest(target, options, files);
        if ("message" in read) {
            diagnostics.push(read);
            continue;
        }
        const result = await readGuarded(read);
        assets.push(...result.assets);
        diagnostics.push(...result.diagnostics);
    }
    return { assets, diagnostics: distinct(diagnostics) };
}
/**
 * Each diagnostic once: a file imported by many of the files read (a .proto's
 * broken import) reports the same problem from each of their reads.
 */
function distinct(diagnostics) {
    const seen = new Set();
    return diagnostics.filter((d) => {
        const key = `${d.file}\0${d.line ?? ""}\0${d.severity}\0${d.message}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/**
 * Reads targets at two revisions (a pull request's base and head), each side
 * as `readAssets` reads it. A target read at both through a reader that shares
 * work between them (`readVersions`: a Postgres migration folder replayed
 * once) is read so; the results are the same.
 */
async function readAssetVersionPairs(base, head) {
    const key = (t) => `${t.sourceType}\0${t.path}`;
    const headKeys = new Set(head.targets.map(key));
    const paired = new Set(base.targets.filter((t) => headKeys.has(key(t)) && readerFor(t.sourceType)?.readVersions).map(key));
    const baseFiles = limitedFiles(base.options);
    const headFiles = limitedFiles(head.options);
    const headResults = new Map();
    const out = {
        base: { assets: [], diagnostics: [] },
        head: { assets: [], diagnostics: [] },
    };
    const add = (side, result) => {
        if ("message" in result)
            out[side].diagnostics.push(result);
        else {
            out[side].assets.push(...result.assets);
            out[side].diagnostics.push(...result.diagnostics);
        }
    };
    for (const target of base.targets) {
        const baseRead = readRequest(target, base.options, baseFiles);
        if ("message" in baseRead) {
            add("base", baseRead);
            continue;
        }
        const headRead = paired.has(key(target)) ? readRequest(target, head.options, headFiles) : undefined;
        const versions = baseRead.reader.readVersions;
        if (!headRead || "message" in headRead || !versions) {
            add("base", await readGuarded(baseRead));
            continue;
        }
        // One failure of the shared read falls back to reading each side alone (each then fails alone).
        const both = await versions(baseRead.request, headRead.request).catch(() => undefined);
        add("base", both ? canonical(both.base) : await readGuarded(baseRead));
        headResults.set(key(target), both ? canonical(both.head) : await readGuarded(headRead));
    }
    for (const target of head.targets) {
        const done = headResults.get(key(target));
        if (done) {
            add("head", done);
            continue;
        }
        const headRead = readRequest(target, head.options, headFiles);
        add("head", "message" in headRead ? headRead : await readGuarded(headRead));
    }
    out.base.diagnostics = distinct(out.base.diagnostics);
    out.head.diagnostics = distinct(out.head.diagnostics);
    return out;
}
/** A target's reader and request, or why it cannot be read. */
function readRequest(target, options, files) {
    const path = typeof target === "string" ? target : target.path;
    const sourceType = typeof target === "string" ? (options.sourceTypeOf ?? detectSourceType)(target) : target.sourceType;
    if (!sourceType)
        return (0,reader_helpers/* errorDiagnostic */.Ee)(path, "unknown source type: name one with --type or a config glob");
    const reader = readerFor(sourceType);
    if (!reader)
        return (0,reader_helpers/* errorDiagnostic */.Ee)(path, `no reader for source type '${sourceType}' yet`);
    return {
        reader,
        request: {
            path,
            sourceType,
            dataSource: options.dataSourceOf?.(path, sourceType) ?? (0,data_source/* defaultDataSource */.P)(),
            database: options.database,
            views: options.viewsOf?.(path),
            members: options.membersOf?.(path),
            files,
            registry: { readerFor, detectSourceType: (file) => detectSourceType(file) },
            limits: options.limits,
        },
    };
}
/** A result in canonical form, each asset's tree within MAX_TREE_NODES (a warning when cut). */
function canonical(result) {
    const diagnostics = [...result.diagnostics];
    const assets = result.assets.map((asset) => {
        const bounded = (0,budget/* boundedAsset */.ej)(asset);
        if (bounded.diagnostic)
            diagnostics.push(bounded.diagnostic);
        return canonicalAsset(bounded.asset);
    });
    return { assets, diagnostics };
}
/** A target's files, each read bounded by the limit of the options (else the environment's). */
function limitedFiles(options) {
    return (0,fs_source/* limitedSource */.u2)(options.files, options.limits?.maxFileBytes ?? (0,fs_source/* maxFileBytesFromEnv */.Fg)());
}
/** A read whose failure stays with its file: a diagnostic, never a throw. */
async function readGuarded({ reader, request, }) {
    try {
        return canonical(await reader.read(request));
    }
    catch (error) {
        const diagnostic = error instanceof fs_source/* FileTooLarge */.Sv
            ? (0,reader_helpers/* errorDiagnostic */.Ee)(error.file, error.message)
            : isStackOverflow(error)
                ? (0,reader_helpers/* errorDiagnostic */.Ee)(request.path, "nested deeper than the reader's depth budget (the call stack): not read")
                : (0,reader_helpers/* errorDiagnostic */.Ee)(request.path, `the ${request.sourceType} reader failed: ${(0,reader_helpers/* errorMessage */.gJ)(error)}`);
        return { assets: [], diagnostics: [diagnostic] };
    }
}
/** The depth budget of the readers that recurse over a file's nesting is the call stack. */
function isStackOverflow(error) {
    return error instanceof RangeError && /call stack/i.test(error.message);
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


/***/ }),

/***/ 27376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ withDescriptions),
/* harmony export */   describeAt: () => (/* binding */ describeAt),
/* harmony export */   frameworkOf: () => (/* binding */ frameworkOf),
/* harmony export */   isDescriptionPath: () => (/* binding */ isDescriptionPath)
/* harmony export */ });
/* unused harmony export readDescription */
/* harmony import */ var _reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61356);

/**
 * A framework's description of a database's tables (a Prisma schema, Django models, SQLAlchemy,
 * TypeORM or Drizzle classes), read by the SQL reader of that database: a rule of type postgres,
 * mysql or mssql naming such a file. The file's ending says it is no SQL (`.prisma`, `.py`, `.ts`);
 * its text says which framework. The description is compiled to the DDL the framework would emit
 * (ddl.ts) and that DDL read as the repository's migrations are read, so the two agree on names and
 * types, and one table gets one resource name whichever declares it; each column's line is mapped
 * back to the description.
 */
/** File endings that are never SQL: a SQL rule naming such a file names a description. */
const DESCRIPTION_ENDING = /\.(?:prisma|py|[cm]?[jt]s)$/i;
function isDescriptionPath(path) {
    return DESCRIPTION_ENDING.test(path);
}
/** The frameworks, loaded at the first description read (their parsers and tree-sitter grammars). */
async function frameworks() {
    const [prisma, drizzle, typeorm, django, sqlalchemy] = await Promise.all([
        __webpack_require__.e(/* import() */ 5884).then(__webpack_require__.bind(__webpack_require__, 65884)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(5093)]).then(__webpack_require__.bind(__webpack_require__, 95093)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(8402)]).then(__webpack_require__.bind(__webpack_require__, 48402)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(4256)]).then(__webpack_require__.bind(__webpack_require__, 64256)),
        Promise.all(/* import() */[__webpack_require__.e(9640), __webpack_require__.e(4149)]).then(__webpack_require__.bind(__webpack_require__, 44149)),
    ]);
    return [prisma.prisma, drizzle.drizzle, typeorm.typeorm, django.django, sqlalchemy.sqlalchemy];
}
/** The framework whose description the text is, or undefined. */
async function frameworkOf(path, text) {
    return (await frameworks()).find((f) => f.claims(path, text));
}
/**
 * Reads a description as its framework does, for what the read asks of `files` (a recording source:
 * sync/description-inputs.ts); false when no framework reads the file.
 */
async function describeAt(path, files) {
    const text = await files.readText(path).catch(() => undefined);
    if (text === undefined)
        return false;
    const framework = await frameworkOf(path, text);
    if (!framework)
        return false;
    await framework.describe({ path, text, dialect: "postgres", files });
    return true;
}
/** Reads a description with the SQL reader of the rule's database. */
async function readDescription(sqlReader, request) {
    const text = await request.files.readText(request.path);
    if (text === undefined)
        return { assets: [], diagnostics: [(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .errorDiagnostic */ .Ee)(request.path, "no such file")] };
    const framework = await frameworkOf(request.path, text);
    if (!framework)
        return {
            assets: [],
            diagnostics: [
                (0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .errorDiagnostic */ .Ee)(request.path, `a ${request.sourceType} rule names this file, but it is no SQL and no description contract-sync reads (a Prisma schema, Django or SQLAlchemy/SQLModel models, TypeORM entities, Drizzle tables)`),
            ],
        };
    const dialect = request.sourceType;
    const description = await framework.describe({ path: request.path, text, dialect, files: request.files });
    const { renderDdl } = await __webpack_require__.e(/* import() */ 740).then(__webpack_require__.bind(__webpack_require__, 10740));
    const ddl = renderDdl(dialect, description);
    if (description.tables.length === 0)
        return { assets: [], diagnostics: description.diagnostics };
    // The SQL reader reads the DDL as if it were the file: same path, so names and places are the file's.
    const files = {
        ...request.files,
        readText: async (path) => (path === request.path ? ddl.text : request.files.readText(path)),
    };
    const read = await sqlReader.read({ ...request, files, members: undefined });
    const sourceLine = (line) => line === undefined ? undefined : ddl.sourceLines[line - 1];
    const remap = (tree) => ({
        ...tree,
        ...(tree.line !== undefined && tree.file === undefined ? { line: sourceLine(tree.line) } : {}),
        ...(tree.fields ? { fields: tree.fields.map(remap) } : {}),
    });
    const assets = read.assets.map((asset) => {
        const unread = unreadOf(description.tables, asset.path, request.path);
        return {
            ...asset,
            line: sourceLine(asset.line),
            schema: remap(asset.schema),
            ...(unread ? { unread } : {}),
        };
    });
    const diagnostics = [
        ...description.diagnostics,
        ...read.diagnostics.map((d) => d.file === request.path
            ? {
                ...d,
                line: sourceLine(d.line),
                message: `${framework.name}: the ${dialectName(request.sourceType)} DDL this declares fails: ${d.message}`,
            }
            : d),
    ];
    return { assets, diagnostics };
}
/** The columns of the asset's table the description could not read, by name. */
function unreadOf(tables, assetPath, file) {
    const name = assetPath.split(".").at(-1)?.toLowerCase();
    const unread = tables.find((t) => t.name.toLowerCase() === name && (t.unread?.length ?? 0) > 0)?.unread;
    return unread ? Object.fromEntries(unread.map((c) => [c.name, { file, line: c.line }])) : undefined;
}
function dialectName(type) {
    return type === "mssql" ? "SQL Server" : type === "mysql" ? "MySQL" : "PostgreSQL";
}
/**
 * A SQL reader that hands descriptions to readDescription; SQL files (and migration folders) go
 * to the reader itself. Two revisions of a description are read each alone.
 */
function withDescriptions(reader) {
    const read = (request) => isDescriptionPath(request.path) ? readDescription(reader, request) : reader.read(request);
    return {
        ...reader,
        read,
        readVersions: async (base, head) => {
            if (!isDescriptionPath(base.path) && !isDescriptionPath(head.path) && reader.readVersions)
                return reader.readVersions(base, head);
            return { base: await read(base), head: await read(head) };
        },
    };
}


/***/ }),

/***/ 5279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Af: () => (/* binding */ readRepositoryAssets),
/* harmony export */   R0: () => (/* binding */ readTargets),
/* harmony export */   Wu: () => (/* binding */ classifyChanges),
/* harmony export */   et: () => (/* binding */ readAssetVersions),
/* harmony export */   oY: () => (/* binding */ SourceMap)
/* harmony export */ });
/* unused harmony export readRepository */
/* harmony import */ var _schema_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67024);

/** How paths map to source types and data sources: the config's rules, else file endings. */
class SourceMap {
    rules;
    fallbackDataSource;
    withoutConfig;
    /**
     * @param withoutConfig where migration folders are when the repository has no config file
     *   (`sharedFolderRule` over its files); with one, only `migrations: true` rules make them.
     */
    constructor(rules, fallbackDataSource = (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultDataSource */ .PO)(), withoutConfig = () => undefined) {
        this.rules = rules;
        this.fallbackDataSource = fallbackDataSource;
        this.withoutConfig = withoutConfig;
    }
    /** The read target a changed path belongs to, or undefined when no reader reads it. Keeps no state. */
    targetOf(path) {
        if (this.rules.isIgnored(path) || this.rules.isContractFile(path))
            return undefined;
        const match = this.rules.sourceMatch(path);
        const sourceType = match?.rule.type ?? (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__/* .detectSourceType */ .fq)(path);
        if (!sourceType)
            return undefined;
        const withConfig = this.rules.config.file !== undefined;
        // The one migration-folder rule (src/schema planReads): the config's, else the shared-folder one.
        const folder = withConfig
            ? match?.rule.migrations
                ? match.readPath
                : undefined
            : this.withoutConfig(path, sourceType);
        return {
            path: folder ?? path,
            sourceType,
            dataSource: this.dataSourceOf(path),
            views: this.rules.viewsFor(path),
            ruleFolder: folder !== undefined && folder !== path && withConfig,
        };
    }
    /**
     * How the readers name and read `targets` (made by `targetOf`): their data sources, views and
     * migration folders' files; a path that is no target's, by its own rule.
     */
    readOptions(targets) {
        const byPath = new Map();
        for (const target of targets)
            if (target)
                byPath.set(target.path, target);
        return {
            dataSourceOf: (path) => byPath.get(path)?.dataSource ?? this.dataSourceOf(path),
            viewsOf: (path) => byPath.get(path)?.views === true || this.rules.viewsFor(path),
            membersOf: (path) => byPath.get(path)?.ruleFolder ? (file) => this.rules.sourceMatch(file)?.readPath === path : undefined,
        };
    }
    /**
     * Where a read asset's file stands among definitions of one asset (one-definition.ts): its read
     * target, and its rule's place in the config's `sources` (a file no rule names comes after them).
     */
    placeOf(file) {
        const rule = this.rules.sourceMatch(file)?.rule;
        const rank = rule ? this.rules.config.sources.indexOf(rule) : -1;
        return {
            target: this.targetOf(file)?.path ?? file,
            rank: rank < 0 ? Number.MAX_SAFE_INTEGER : rank,
        };
    }
    /** The data source of a file by its rule, else the fallback. */
    dataSourceOf(path) {
        return this.rules.dataSourceFor(path) ?? this.fallbackDataSource;
    }
}
/** Sorts changed files; a rename is read at its old path at the base and its new path at the head. */
function classifyChanges(changed, rules, sources) {
    const contractFiles = [];
    const schemaFiles = [];
    const baseTargets = [];
    const headTargets = [];
    for (const file of changed) {
        const basePath = file.previousPath ?? file.path;
        if (rules.isContractFile(file.path) || (file.previousPath && rules.isContractFile(file.previousPath))) {
            contractFiles.push(file);
            continue;
        }
        const headTarget = sources.targetOf(file.path);
        const baseTarget = sources.targetOf(basePath);
        if (!headTarget && !baseTarget)
            continue;
        schemaFiles.push(file);
        // A migration folder is read whole at both ends, whichever of its files changed:
        // an added migration changes tables that the base already had.
        const folder = (t, own) => t !== undefined && t.path !== own;
        if (file.status !== "deleted" || folder(headTarget, file.path))
            headTargets.push(headTarget);
        if (file.status !== "added" || folder(baseTarget, basePath))
            baseTargets.push(baseTarget);
    }
    return {
        contractFiles,
        schemaFiles,
        baseTargets: (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__/* .uniqueTargets */ .yA)(baseTargets),
        headTargets: (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__/* .uniqueTargets */ .yA)(headTargets),
    };
}
/** Reads the changed schema files at both ends of the range, each through its revision's files. */
async function readAssetVersions(git, base, head, changes, sources) {
    const baseFiles = git.filesAt(base);
    const headFiles = git.filesAt(head);
    // One `git cat-file --batch` per revision instead of one process per changed file.
    const changedPaths = changes.schemaFiles.flatMap((f) => f.previousPath ? [f.previousPath, f.path] : [f.path]);
    await Promise.all([baseFiles.prefetch?.(changedPaths), headFiles.prefetch?.(changedPaths)]);
    // Together: a migration folder the pull request only adds migrations to is replayed once.
    const { base: baseRead, head: headRead } = await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readAssetVersionPairs */ .U2)({
        targets: changes.baseTargets,
        options: { files: baseFiles, ...sources.readOptions(changes.baseTargets) },
    }, {
        targets: changes.headTargets,
        options: { files: headFiles, ...sources.readOptions(changes.headTargets) },
    });
    // One definition per asset at each end, the same one at both (one-definition.ts).
    const place = (file) => sources.placeOf(file);
    const [oneBase, oneHead] = await Promise.all([
        oneDefinition(baseRead.assets, place),
        oneDefinition(headRead.assets, place),
    ]);
    // Loaded with the first read: the wire's schemas are not needed to sort changed files.
    const { storableAssets } = await __webpack_require__.e(/* import() */ 5163).then(__webpack_require__.bind(__webpack_require__, 45163));
    const storableBase = storableAssets(oneBase.assets);
    const storableHead = storableAssets(oneHead.assets);
    return {
        base: storableBase.assets,
        head: storableHead.assets,
        headDiagnostics: [...headRead.diagnostics, ...oneHead.diagnostics, ...storableHead.diagnostics],
        baseDiagnostics: [...baseRead.diagnostics, ...oneBase.diagnostics, ...storableBase.diagnostics],
    };
}
/**
 * Every asset of one version of the repository (all files a reader reads), for what a diff
 * does not name; with `onlyTargets`, the assets of those read targets only.
 */
async function readRepositoryAssets(files, sources, onlyTargets) {
    // No target to read (a push that changed no schema file): no walk of every file of the repository.
    if (onlyTargets?.size === 0)
        return [];
    return (await readRepository(files, sources, (target) => !onlyTargets || onlyTargets.has(target.path)))
        .assets;
}
/** The assets and diagnostics of the read targets of one version of the repository that `accept` keeps. */
async function readRepository(files, sources, accept = () => true) {
    const targets = (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__/* .uniqueTargets */ .yA)((await files.listAll()).map((path) => {
        const target = sources.targetOf(path);
        return target && accept(target) ? target : undefined;
    }));
    return readTargetsWithDiagnostics(files, sources, targets);
}
/** The storable assets of these read targets (what cannot be stored is left out). */
async function readTargets(files, sources, targets) {
    return (await readTargetsWithDiagnostics(files, sources, targets)).assets;
}
async function readTargetsWithDiagnostics(files, sources, targets) {
    const read = await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readAssets */ .wd)(targets, { files, ...sources.readOptions(targets) });
    const one = await oneDefinition(read.assets, (file) => sources.placeOf(file));
    // Whole-repository reads (init, the embedded service's base assets) leave out what cannot be stored.
    const { storableAssets } = await __webpack_require__.e(/* import() */ 5163).then(__webpack_require__.bind(__webpack_require__, 45163));
    const storable = storableAssets(one.assets);
    return {
        assets: storable.assets,
        diagnostics: [...read.diagnostics, ...one.diagnostics, ...storable.diagnostics],
    };
}
/**
 * One definition per asset (one-definition.ts), loaded only when two read assets share a name: it
 * loads the schema diff, which a pull request with nothing to compare (a README-only one) should not
 * (test/action/readme-loading.test.ts).
 */
async function oneDefinition(assets, place) {
    const names = new Set(assets.map((a) => a.resourceName));
    if (names.size === assets.length)
        return { assets: [...assets], diagnostics: [] };
    const { oneDefinitionEach } = await Promise.all(/* import() */[__webpack_require__.e(5247), __webpack_require__.e(5905)]).then(__webpack_require__.bind(__webpack_require__, 25905));
    return oneDefinitionEach(assets, place);
}


/***/ }),

/***/ 52083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
const silentLogger = { info: () => { }, warn: () => { } };


/***/ }),

/***/ 28896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kQ: () => (/* binding */ DEFAULT_WAIVER_FILE),
/* harmony export */   us: () => (/* binding */ readWaiverLedger),
/* harmony export */   wc: () => (/* binding */ utcToday)
/* harmony export */ });
/* unused harmony exports WaiverLedgerFile, ledgerOfText, parseWaiverLedger */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26921);
/* harmony import */ var _config_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59304);
/* harmony import */ var _config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61830);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56801);




/** Where the ledger lives unless the configuration names another file. */
const DEFAULT_WAIVER_FILE = ".github/contract-waivers.yml";
/** How many waivers one ledger may hold: a ledger is read on every check. */
const MAX_WAIVERS = 1_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * One accepted finding: named by its fingerprint (as the comment prints it, at least its first
 * 12 hex digits) or by rule and asset (and field), with why, who approved and until when.
 */
const WaiverEntry = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^[0-9a-f]{12,64}$/, "12 to 64 lowercase hex digits, as the comment prints them")
        .optional()
        .describe("The finding's fingerprint, or its first 12 or more hex digits."),
    rule: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_rules_index_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE_IDS */ .Iu)
        .optional()
        .describe("With asset (and field): the findings of this rule on that asset."),
    asset: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).optional().describe("Resource name of the asset the finding is on."),
    field: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe("Dotted field path; without it, every field of the asset."),
    contract: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "a contract id (a UUID)")
        .optional()
        .describe("Id of the contract whose finding it is: only that contract's findings match, and the waiver is published with it."),
    expected: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .max(1_000)
        .optional()
        .describe("The change it accepts: what the contract expects, as the finding says it (its `expected`). With `actual`, a different break of the same field is not waived."),
    actual: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .max(1_000)
        .optional()
        .describe("The change it accepts: what the asset has instead, as the finding says it (its `actual`). A finding with another `actual` is not waived."),
    reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(10, "say why the break is accepted (10 characters or more)")
        .max(2_000)
        .describe("Why the break is accepted: shown beside the finding, published with the contract."),
    approvedBy: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1)).min(1)])
        .describe("GitHub login(s) or team(s) (org/team) of the contract's owners who accepted it."),
    expires: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(DATE, "a date as YYYY-MM-DD")
        .describe("Last day the waiver holds (UTC); after it, the finding counts again."),
})
    .refine((entry) => entry.fingerprint !== undefined || (entry.rule !== undefined && entry.asset !== undefined), {
    message: "name the finding: fingerprint, or rule and asset (and field)",
});
const WaiverLedgerFile = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    waivers: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(WaiverEntry).max(MAX_WAIVERS).describe("Accepted findings, each until its expiry."),
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
