export const id = 6351;
export const ids = [6351];
export const modules = {

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
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(55156);
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
const Pattern = schemas.string()
    .min(1)
    .max(limits/* LIMITS */.b1.globLength)
    .describe("A name or a glob (picomatch: *, ?, {a,b}), matched case-sensitively.");
const Template = schemas.string()
    .min(1)
    .max(1024)
    .describe("Text in which {object} is the schema object's physicalName (else its name) and {name} its name.");
const OdcsBinding = schemas.strictObject({
    contract: Pattern.describe("The ODCS document's id or name (a glob covers a family of contracts)."),
    object: Pattern.optional().describe('The schema object\'s name or physicalName (a glob covers several); default "*".'),
    resource: schemas.union([Template, schemas.array(Template).min(1).max(100)])
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
const OdcsSettings = schemas.strictObject({
    bindings: schemas.array(OdcsBinding)
        .max(limits/* LIMITS */.b1.sourceRules)
        .optional()
        .describe("Which asset each ODCS schema object is the contract of; the first matching binding wins."),
    enforcementLevel: resources/* EnforcementLevel */.fL.optional().describe("What a violation of an ODCS contract does when neither its binding nor its document says (default INACTIVE, as for native contracts)."),
    ownerRoles: schemas.array(schemas.string().min(1).max(256))
        .min(1)
        .max(approvers/* MAX_APPROVERS */.am)
        .optional()
        .describe("Roles of an ODCS contract's team members who may approve its changes (case-insensitive); default: every role with the word owner in it."),
    logins: schemas.record(schemas.string().min(1).max(256), approvers/* GitHubApprover */.TE)
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
const Glob = schemas.string()
    .min(1)
    .max(limits/* LIMITS */.b1.globLength, `a glob is at most ${limits/* LIMITS */.b1.globLength} characters`)
    .describe("A glob relative to the repository root (picomatch syntax, dot files included).");
/** One glob or a list of at most `maxItems`. */
const globs = (maxItems) => schemas.union([Glob, schemas.array(Glob).min(1).max(maxItems, `at most ${maxItems} globs`)], {
    error: "expected a glob or a non-empty list of globs",
});
const SourceRuleInput = schemas.strictObject({
    glob: globs(limits/* LIMITS */.b1.globsPerRule).describe("One glob or a list; a file matching any of them matches the rule."),
    type: source_types.SourceType.optional().describe("Source type of the matching files; when absent the file ending decides (.avsc avro, .proto protobuf, .sql postgres, ...)."),
    dataSource: schemas.string()
        .min(1)
        .optional()
        .describe("Data source part of the resource names of these files' assets, e.g. shop-db:5432 or github.com/acme/events."),
    migrations: schemas.boolean()
        .optional()
        .describe("The matching files are one ordered set of migrations, read together in name order (postgres, mysql, mssql)."),
    views: schemas.boolean()
        .optional()
        .describe("Postgres: views and materialized views are assets too, their columns and types from the catalog."),
    compatibility: schemas["enum"](compat_modes/* COMPATIBILITY_MODES */.mO)
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
    version: schemas.literal(1).describe("Version of this file's format: 1."),
    contracts: globs(limits/* LIMITS */.b1.globsPerList).describe('Where contract files live (native or ODCS), default "contracts/**/*.{yaml,yml}".'),
    sources: schemas.array(schemas.unknown())
        .max(limits/* LIMITS */.b1.sourceRules, `at most ${limits/* LIMITS */.b1.sourceRules} source rules`)
        .describe("Rules mapping schema files to source types and data sources; the first matching rule wins."),
    ignore: globs(limits/* LIMITS */.b1.globsPerList).describe("Files that are neither schema nor contract files (tests, fixtures)."),
    dataSource: schemas.string()
        .min(1)
        .describe("Data source of files no rule names one for, e.g. github.com/acme/shop."),
    // Read from the base commit only: a pull request cannot lower its own protection.
    protect: schemas["enum"](["contract", "block", "alert", "off"])
        .describe("How a pull request that weakens protection (coverage removed from a contracted asset, a level lowered, a status moved to DRAFT/ARCHIVED, a contract file deleted) is judged, read from the base commit: contract (default) at the contract's level before the change, block or alert at that level, off listed without counting."),
    // Read from the base commit only: a pull request cannot name its own approvers.
    owners: schemas.record(schemas.string().min(1).max(256), approvers/* ApproverList */.eI)
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
const ConfigFile = schemas.strictObject({
    version: TOP_LEVEL.version.optional(),
    contracts: TOP_LEVEL.contracts.optional(),
    sources: schemas.array(SourceRuleInput)
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

/***/ 28784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fg: () => (/* binding */ maxFileBytesFromEnv),
/* harmony export */   Sv: () => (/* binding */ FileTooLarge),
/* harmony export */   X5: () => (/* binding */ directorySource),
/* harmony export */   u2: () => (/* binding */ limitedSource)
/* harmony export */ });
/* unused harmony exports memorySource, DEFAULT_MAX_FILE_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * SourceFiles over a folder on disk (the working tree); paths are relative to
 * `root`. Nothing outside `root` is read: a path that climbs out of it
 * (`../x`, absolute) or through a symbolic link is treated as absent, so an
 * import, $ref or include cannot reach the rest of the machine.
 */
function directorySource(root) {
    const base = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root);
    let realBase;
    const within = (parent, child) => {
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(parent, child);
        return rel === "" || (!rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rel !== ".." && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
    };
    /** The absolute path of `path` if it stays inside the root without symbolic links, else undefined. */
    const inside = async (path) => {
        const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(base, path);
        if (!within(base, absolute))
            return undefined;
        try {
            realBase ??= (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(base);
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absolute);
            // A link anywhere on the way (file or folder) makes the real path differ from the plain one.
            if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(await realBase, real) !== (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(base, absolute))
                return undefined;
            return real;
        }
        catch {
            return undefined;
        }
    };
    return {
        async readText(path) {
            const file = await inside(path);
            return file === undefined ? undefined : (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, "utf8").catch(() => undefined);
        },
        async readBytes(path) {
            const file = await inside(path);
            if (file === undefined)
                return undefined;
            return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file).then((bytes) => new Uint8Array(bytes), () => undefined);
        },
        async size(path) {
            const file = await inside(path);
            if (file === undefined)
                return undefined;
            return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).then((info) => (info.isFile() ? info.size : undefined), () => undefined);
        },
        async list(dir) {
            const folder = await inside(dir === "" ? "." : dir);
            if (folder === undefined)
                return [];
            try {
                const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(folder, { withFileTypes: true });
                // isFile() is false for symbolic links: they are not listed.
                return entries
                    .filter((e) => e.isFile())
                    .map((e) => (dir === "" || dir === "." ? e.name : node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, e.name)))
                    .sort();
            }
            catch {
                return [];
            }
        },
        async listAll(dir = "") {
            const folder = await inside(dir === "" ? "." : dir);
            if (folder === undefined)
                return [];
            try {
                // Links are neither files nor folders to readdir's entries: nothing is listed through one.
                const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(folder, { recursive: true, withFileTypes: true });
                return entries
                    .filter((e) => e.isFile())
                    .map((e) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir === "." ? "" : dir, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(folder, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(e.parentPath, e.name)).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/")))
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
        size: async (path) => (files[path] === undefined ? undefined : Buffer.byteLength(files[path] ?? "")),
        list: async (dir) => {
            const prefix = dir === "" || dir === "." ? "" : `${dir.replace(/\/$/, "")}/`;
            return paths.filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes("/"));
        },
        listAll: async (dir = "") => {
            const prefix = dir === "" || dir === "." ? "" : `${dir.replace(/\/$/, "")}/`;
            return paths.filter((p) => p.startsWith(prefix));
        },
    };
}
/** A file over the size limit: readers let it propagate or report it, naming the file and the limit. */
class FileTooLarge extends Error {
    file;
    bytes;
    limit;
    constructor(file, bytes, limit) {
        super(`${file} is ${bytes} bytes, over the limit of ${limit} bytes per file: not read`);
        this.file = file;
        this.bytes = bytes;
        this.limit = limit;
        this.name = "FileTooLarge";
    }
}
const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The per-file limit from `CONTRACT_SYNC_MAX_FILE_BYTES`, else 5 MiB. */
function maxFileBytesFromEnv(env = process.env) {
    const n = Number(env.CONTRACT_SYNC_MAX_FILE_BYTES);
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_FILE_BYTES;
}
/**
 * `files` with a size limit: reading a larger file throws FileTooLarge (checked
 * before reading where the source knows sizes, else after).
 */
function limitedSource(files, limit) {
    const check = async (path, measured) => {
        const bytes = measured ?? (await files.size?.(path));
        if (bytes !== undefined && bytes > limit)
            throw new FileTooLarge(path, bytes, limit);
    };
    return {
        ...(files.size ? { size: (path) => files.size?.(path) ?? Promise.resolve(undefined) } : {}),
        async readText(path) {
            await check(path);
            const text = await files.readText(path);
            if (text !== undefined && text.length > limit)
                await check(path, Buffer.byteLength(text));
            return text;
        },
        ...(files.readBytes
            ? {
                readBytes: async (path) => {
                    await check(path);
                    const bytes = await files.readBytes?.(path);
                    if (bytes !== undefined)
                        await check(path, bytes.byteLength);
                    return bytes;
                },
            }
            : {}),
        list: (dir) => files.list(dir),
        ...(files.listAll ? { listAll: (dir) => files.listAll?.(dir) ?? Promise.resolve([]) } : {}),
    };
}


/***/ })

};
