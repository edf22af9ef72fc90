export const id = 6210;
export const ids = [6210];
export const modules = {

/***/ 94582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fd: () => (/* reexport */ contract_file/* contractResourceNames */.fd),
  YR: () => (/* reexport */ loadContracts),
  Oi: () => (/* reexport */ contract_file/* parseContractFile */.Oi),
  wi: () => (/* reexport */ contract_file/* toContractCreate */.wi)
});

// UNUSED EXPORTS: ContractFile

// EXTERNAL MODULE: ./src/contracts/contract-file.ts + 1 modules
var contract_file = __webpack_require__(46811);
// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
;// CONCATENATED MODULE: ./src/contracts/load.ts


/**
 * Loads every contract file the configuration points at (`contracts` globs,
 * minus `ignore`) from one version of the repository. A bad file costs only
 * its own contracts; a contract id used twice keeps the first (in path order)
 * and reports the second, naming both places.
 */
async function loadContracts(files, rules) {
    const paths = (await files.listAll()).filter((path) => rules.isContractFile(path));
    await files.prefetch?.(paths);
    const contracts = [];
    const diagnostics = [];
    const byId = new Map();
    for (const path of paths) {
        const { text, problem } = await (0,limits/* readWithinLimit */.Vk)(files, path, limits/* LIMITS */.b1.contractFileBytes, "the contract file");
        if (problem) {
            diagnostics.push(problem);
            continue;
        }
        if (text === undefined) {
            diagnostics.push({ file: path, severity: "error", message: "listed but could not be read" });
            continue;
        }
        const parsed = (0,contract_file/* parseContractFile */.Oi)(text, path);
        diagnostics.push(...parsed.diagnostics);
        for (const loaded of parsed.contracts) {
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

;// CONCATENATED MODULE: ./src/contracts/index.ts




/***/ }),

/***/ 140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y0: () => (/* reexport */ RULES),
  Iu: () => (/* reexport */ RULE_IDS),
  tQ: () => (/* reexport */ counts),
  mC: () => (/* reexport */ findingLine),
  g0: () => (/* reexport */ fingerprinted),
  UE: () => (/* reexport */ violationRule)
});

// UNUSED EXPORTS: ruleInfo

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
        help: "A contract file is invalid: one the pull request adds or changes (whatever level it declares), or one the base commit cannot read when the pull request changes an asset it names (at the level it states; otherwise listed, not counted). Fix the key the finding points at.",
        anchor: "rule-contract_invalid",
    },
    SCHEMA_UNREADABLE: {
        category: "fail-closed",
        defaultLevel: "contract",
        title: "Contracted schema file unreadable",
        help: "A schema file the head cannot read held contracted assets at the base, or is new beside them (a migration of a contracted database, a file in the folder of a contracted record): cannot verify is not compliant. Fix the file so it can be read.",
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

;// CONCATENATED MODULE: ./src/rules/waivers.ts
/** The waiver ledger (README "Intended changes"): what it cannot waive, and what it waives no more. */
const WAIVER_RULES = {
    WAIVERS_INVALID: {
        category: "fail-closed",
        defaultLevel: "BLOCK",
        title: "Invalid waiver ledger",
        help: "The waiver ledger at the base cannot be read (a missing reason, an unknown rule, no such date, a typo in a key): it waives nothing until fixed, and what it meant to waive counts. Fix the entry the finding points at.",
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
 * Every rule of the check, in the order the README lists them. Adding a rule means a row in one
 * family's table; the `satisfies` makes a rule without help or category a compile error.
 */
const RULES = {
    ...PROTECTION_RULES,
    ...FAIL_CLOSED_RULES,
    ...WAIVER_RULES,
    ...CONTRACT_VIOLATION_RULES,
    ...UNCONTRACTED_RULES,
};
const RULE_IDS = Object.keys(RULES);
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
 * Fingerprints of a list: a hash of rule, asset (the file when there is none), contract, field and
 * what the contract expects (two constraints of one field are two findings). No line and no text of
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

;// CONCATENATED MODULE: ./src/rules/index.ts





/***/ }),

/***/ 46210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ur: () => (/* binding */ contractSkeleton),
  oV: () => (/* binding */ planInit)
});

// UNUSED EXPORTS: ACTION_REF, CHECK_CONCURRENCY, PUBLISH_CONCURRENCY

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/api/source-type-names.ts
var source_type_names = __webpack_require__(20117);
// EXTERNAL MODULE: ./src/config/config.ts
var config = __webpack_require__(81122);
// EXTERNAL MODULE: ./src/config/index.ts
var src_config = __webpack_require__(89750);
// EXTERNAL MODULE: ./src/contracts/index.ts + 1 modules
var contracts = __webpack_require__(94582);
// EXTERNAL MODULE: ./src/waivers/ledger.ts
var ledger = __webpack_require__(28896);
// EXTERNAL MODULE: ./src/contracts/contract-schema.ts
var contract_schema = __webpack_require__(84281);
;// CONCATENATED MODULE: ./src/contracts/json-schemas.ts




/**
 * JSON Schemas of the files users write, generated from the zod definitions that
 * validate them (one source). `npm run schemas` writes them into schemas/; a test
 * checks the committed files equal a fresh generation.
 */
/** Where the published schemas live: the npm package ships schemas/, unpkg serves it. */
const SCHEMA_BASE_URL = "https://unpkg.com/contract-sync@0/schemas";
const SCHEMA_FILES = {
    config: "contract-sync.config.schema.json",
    contract: "contract.schema.json",
    waivers: "contract-waivers.schema.json",
};
/** The first line of a YAML file that tells yaml-language-server (VS Code, JetBrains, Neovim) its schema. */
function schemaModeline(kind, baseUrl = SCHEMA_BASE_URL) {
    return `# yaml-language-server: $schema=${baseUrl}/${SCHEMA_FILES[kind]}`;
}
function toJsonSchema(schema, kind, title) {
    const generated = z.toJSONSchema(schema, {
        target: "draft-2020-12",
        io: "input",
        unrepresentable: "any",
        cycles: "ref",
    });
    const { $schema, ...rest } = generated;
    return { $schema, $id: `${SCHEMA_BASE_URL}/${SCHEMA_FILES[kind]}`, title, ...rest };
}
/** File name in schemas/ -> its text (2-space JSON, trailing newline). */
function generateJsonSchemas() {
    const schemas = {
        config: toJsonSchema(ConfigFile, "config", "contract-sync configuration"),
        contract: toJsonSchema(ContractFile, "contract", "contract-sync contract"),
        waivers: toJsonSchema(WaiverLedgerFile, "waivers", "contract-sync waivers"),
    };
    return Object.fromEntries(Object.entries(schemas).map(([kind, schema]) => [
        SCHEMA_FILES[kind],
        `${JSON.stringify(schema, null, 2)}\n`,
    ]));
}

// EXTERNAL MODULE: ./src/schema/index.ts + 20 modules
var schema = __webpack_require__(98015);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: ./src/sync/changes.ts + 1 modules
var changes = __webpack_require__(5776);
;// CONCATENATED MODULE: ./src/sync/init-dialect.ts
/** Marks each dialect leaves in DDL that Postgres would reject (checked in this order). */
const MARKS = [
    ["ksql", /\bCREATE\s+(?:OR\s+REPLACE\s+)?(?:SOURCE\s+)?STREAM\b|\bKAFKA_TOPIC\s*=|\bVALUE_FORMAT\s*=/i],
    ["spark", /\bUSING\s+(?:DELTA|PARQUET|ORC|ICEBERG|AVRO|CSV)\b|\bSTORED\s+AS\s+\w+|\bTBLPROPERTIES\b/i],
    ["bigquery", /\bSTRUCT\s*<|\bARRAY\s*<|\b(?:INT64|FLOAT64|BIGNUMERIC)\b|`[\w-]+\.[\w-]+\.[\w-]+`/i],
    ["snowflake", /\bVARIANT\b|\bCREATE\s+(?:OR\s+REPLACE\s+)?TRANSIENT\s+TABLE\b|\bNUMBER\s*\(\s*\d+/i],
    ["mssql", /^[ \t]*GO[ \t]*$|\[dbo\]|\bNVARCHAR\s*\(\s*MAX\s*\)|\bIDENTITY\s*\(\s*\d+\s*,\s*\d+\s*\)/im],
    ["mysql", /\bENGINE\s*=\s*\w+|\bAUTO_INCREMENT\b|\bUNSIGNED\b/i],
];
/** The dialect of a SQL text by the first mark found; Postgres when none is. */
function sqlDialectOf(text) {
    // Comments say anything ("-- not a STREAM"): only statements count.
    const code = text.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, " ");
    for (const [dialect, mark] of MARKS)
        if (mark.test(code))
            return dialect;
    return "postgres";
}
const READ = {
    postgres: "postgres",
    mysql: "mysql",
    mssql: "mssql",
};
/** The source type that reads a dialect, undefined for one contract-sync has no reader for. */
function sourceTypeOfDialect(dialect) {
    return READ[dialect];
}
const NAMES = {
    postgres: "PostgreSQL",
    mysql: "MySQL",
    mssql: "SQL Server (T-SQL)",
    ksql: "ksqlDB",
    spark: "Spark SQL",
    bigquery: "BigQuery",
    snowflake: "Snowflake",
};
function dialectName(dialect) {
    return NAMES[dialect];
}

;// CONCATENATED MODULE: ./src/sync/init-layouts.ts

/** The migration histories among the SQL paths (`paths` holds every file of the repository). */
function sqlLayout(sqlPaths, paths) {
    const folders = new Map();
    const leftOut = [];
    const ignore = new Set();
    const add = (folder) => folders.set(folder.root, folders.get(folder.root) ?? folder);
    const rest = [];
    // An SSDT project (a .sqlproj) declares one database across its folders, one object per file.
    const projects = [...paths].filter((p) => p.endsWith(".sqlproj")).map((p) => external_node_path_.posix.dirname(p));
    for (const path of sqlPaths) {
        const project = projects.find((dir) => inside(path, dir));
        if (project !== undefined) {
            const prefix = project === "." ? "" : `${escapeGlob(project)}/`;
            add({ root: project, glob: `${prefix}**/*.sql`, tool: "SSDT", dialect: "mssql" });
            continue;
        }
        const prisma = /^(?:(.*)\/)?migrations\/[^/]+\/migration\.sql$/.exec(path);
        const sqitch = /^(?:(.*)\/)?(deploy|revert|verify)\/.+$/.exec(path);
        const graphile = /^(?:(.*)\/)?(committed\/[^/]+|current\/[^/]+|current)\.sql$/.exec(path);
        if (prisma) {
            const root = join(prisma[1], "migrations");
            add({ root, glob: `${escapeGlob(root)}/*/migration.sql`, tool: "Prisma" });
        }
        else if (sqitch && paths.has(join(sqitch[1], "sqitch.plan"))) {
            if (sqitch[2] === "deploy") {
                const root = join(sqitch[1], "deploy");
                add({ root, glob: `${escapeGlob(root)}/**/*.sql`, tool: "sqitch" });
            }
            else {
                leftOut.push({ path, why: `sqitch ${sqitch[2]} script: not part of the schema's history` });
                ignore.add(`${escapeGlob(join(sqitch[1], sqitch[2] ?? ""))}/**`);
            }
        }
        else if (graphile && [...paths].some((p) => p.startsWith(`${join(graphile[1], "committed")}/`))) {
            // afterReset.sql beside committed/ runs before the first migration (extensions, roles).
            const root = graphile[1] ?? ".";
            add({ root, glob: `${root === "." ? "" : `${escapeGlob(root)}/`}**/*.sql`, tool: "graphile-migrate" });
        }
        else
            rest.push(path);
    }
    const recursive = [...folders.values()].filter((f) => f.glob.includes("**"));
    for (const path of rest) {
        if (recursive.some((f) => inside(path, f.root)))
            continue;
        if (/(^|[._-])down\.sql$/i.test(path) || /^U[\d._]+__/.test(external_node_path_.posix.basename(path))) {
            leftOut.push({ path, why: "down or undo migration: never applied to build the schema" });
            continue;
        }
        const dir = external_node_path_.posix.dirname(path);
        const prefix = dir === "." ? "" : `${escapeGlob(dir)}/`;
        add({
            root: dir,
            glob: `${prefix}*${escapeGlob(external_node_path_.posix.extname(path))}`,
            tool: toolOf(external_node_path_.posix.basename(path)),
        });
    }
    return { folders: [...folders.values()], leftOut, ignore: [...ignore] };
}
/** Tables a migration tool keeps for itself (`schema_migrations`, ...): no contract is written for them. */
const TOOL_TABLES = new Set([
    "schema_migrations",
    "ar_internal_metadata",
    "flyway_schema_history",
    "schema_version",
    "_prisma_migrations",
    "goose_db_version",
    "knex_migrations",
    "knex_migrations_lock",
    "__diesel_schema_migrations",
    "migrations",
]);
/** Whether a SQL asset path (`db.schema.table`) is a migration tool's own table. */
function isToolTable(assetPath) {
    const parts = assetPath.split(".");
    return (TOOL_TABLES.has(parts.at(-1) ?? "") || parts.at(-2) === "graphile_migrate" || parts.at(-2) === "sqitch");
}
/**
 * A folder or file name as a glob that matches it literally: a folder named
 * `!neg` or `x{` must not turn the rule into a negation or a brace pattern.
 */
function escapeGlob(name) {
    return name.replace(/[\\*?[\]{}()!+@|^$]/g, "\\$&");
}
function join(parent, child) {
    return parent ? `${parent}/${child}` : child;
}
function inside(path, root) {
    return root === "." || path.startsWith(`${root}/`);
}
function toolOf(name) {
    if (/^[VR][\d._]*__/.test(name))
        return "Flyway";
    if (/\.up\.sql$/i.test(name))
        return "golang-migrate";
    if (/^\d+[_-]/.test(name))
        return "numbered migrations";
    return "SQL files";
}

;// CONCATENATED MODULE: ./src/sync/init-sqlc.ts


/*
 * sqlc projects (sqlc.yaml, sqlc.yml or sqlc.json, versions 1 and 2): each package names its
 * engine, its schema (a file, or a folder of migrations sqlc applies in order) and its queries.
 * Only the schema is a history of tables; the queries (`-- name: GetAuthor :one`, `$1`
 * parameters) would fail any replay, and a SQLite schema is a dialect contract-sync does not read.
 */
const CONFIG_NAMES = new Set(["sqlc.yaml", "sqlc.yml", "sqlc.json"]);
const ENGINES = { postgresql: "postgres", mysql: "mysql" };
/** What sqlc's configurations among `paths` say of the SQL files `sql`. */
async function sqlcLayout(sql, paths, readText) {
    const layout = { folders: [], leftOut: [], ignore: [], claimed: new Set() };
    for (const config of paths.filter((p) => CONFIG_NAMES.has(external_node_path_.posix.basename(p)))) {
        const dir = external_node_path_.posix.dirname(config);
        for (const pkg of packagesOf(await parsed(readText, config))) {
            const under = (entry) => {
                const path = external_node_path_.posix.normalize(dir === "." ? entry : `${dir}/${entry}`).replace(/\/$/, "");
                // A folder: its own .sql files, in order (sqlc reads no sub-folder).
                const files = sql.filter((p) => p === path || external_node_path_.posix.dirname(p) === path);
                for (const file of files)
                    layout.claimed.add(file);
                const glob = sql.includes(path) ? escapeGlob(path) : `${escapeGlob(path)}/*.sql`;
                return { path, files, glob };
            };
            const dialect = ENGINES[pkg.engine];
            for (const schema of pkg.schema.map(under)) {
                if (schema.files.length === 0)
                    continue;
                if (dialect) {
                    layout.folders.push({ root: schema.path, glob: schema.glob, tool: "sqlc", dialect });
                    continue;
                }
                const why = `sqlc ${pkg.engine || "?"} schema: not a dialect contract-sync reads (PostgreSQL, MySQL, SQL Server)`;
                layout.leftOut.push(...schema.files.map((path) => ({ path, why })));
                layout.ignore.push(schema.glob);
            }
            for (const queries of pkg.queries.map(under)) {
                if (queries.files.length === 0)
                    continue;
                layout.leftOut.push(...queries.files.map((path) => ({ path, why: "sqlc queries: not part of the schema" })));
                layout.ignore.push(queries.glob);
            }
        }
    }
    return layout;
}
async function parsed(readText, path) {
    const text = await readText(path).catch(() => undefined);
    if (text === undefined)
        return undefined;
    try {
        const { parse } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
        return parse(text, { maxAliasCount: 100 }); // JSON is YAML
    }
    catch {
        return undefined;
    }
}
/** Version 2's `sql` entries, version 1's `packages`. */
function packagesOf(config) {
    if (!isObject(config))
        return [];
    const entries = Array.isArray(config.sql)
        ? config.sql
        : Array.isArray(config.packages)
            ? config.packages
            : [];
    return entries.filter(isObject).map((entry) => ({
        engine: typeof entry.engine === "string" ? entry.engine : "",
        schema: pathsOf(entry.schema),
        queries: pathsOf(entry.queries),
    }));
}
function pathsOf(value) {
    const list = Array.isArray(value) ? value : [value];
    return list.filter((v) => typeof v === "string" && v !== "" && !v.startsWith("/") && !v.includes(".."));
}
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/sync/init.ts















/** The JSON Schema of a contract file, for editors (a constant: see the README). */
/** Editors (yaml-language-server) complete and explain every key of the files init writes. */
const CONTRACT_MODELINE = schemaModeline("contract");
/**
 * Source types `init` detects by themselves: schema formats. Code models
 * (TypeScript, Python, Java, ...) are left out: in a code repository every
 * class would become a contract; add them to the config by hand.
 */
const DETECTED = new Set([
    "postgres",
    "mysql",
    "mssql",
    "json_schema",
    "avro",
    "protobuf",
    "dataframe",
    "s3",
]);
/** The action as a workflow names it: one name for the README, `init` and the docs. */
const ACTION_REF = "contract-sync/contract-sync@v0";
// One run per pull request (or branch) at a time: a push that lands while a check runs cancels it, so
// two runs never race to write the sticky comment.
const CHECK_CONCURRENCY = `concurrency:
  group: contract-sync-\${{ github.workflow }}-\${{ github.event.pull_request.number || github.ref }}
  cancel-in-progress: true`;
const CHECK_WORKFLOW = `name: contracts
on: pull_request
permissions:
  contents: read
  pull-requests: write
${CHECK_CONCURRENCY}
jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: ${ACTION_REF}
        # with:
        #   api-url: https://contracts.acme.example   # leave out: checked against the contracts in the repository
        #   api-key: \${{ secrets.CONTRACT_SYNC_API_KEY }}
`;
// Publishes run one after another, never cancelled: each applies its push's changes to the service.
const PUBLISH_CONCURRENCY = `concurrency:
  group: contract-sync-publish
  cancel-in-progress: false`;
const publishWorkflow = (apiUrl) => `name: publish contracts
on:
  push:
    branches: [main]
permissions:
  contents: read
  pull-requests: read
${PUBLISH_CONCURRENCY}
jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0   # the provenance of each contract is the commit that last changed its file
      - uses: ${ACTION_REF}
        with:
          api-url: ${JSON.stringify(apiUrl)}
          api-key: \${{ secrets.CONTRACT_SYNC_API_KEY }}
`;
/**
 * What `contract-sync init` writes into a repository: the configuration (the
 * sources detected, unless a configuration is already there), one DRAFT /
 * RECORD contract skeleton per asset that no contract covers yet, and the
 * workflows. The caller writes only the files that do not exist.
 */
async function planInit(files, options) {
    const configPath = options.configPath ?? config/* DEFAULT_CONFIG_PATH */.Bi;
    const all = await files.listAll();
    const hasConfig = all.includes(configPath);
    const out = [];
    const skipped = [];
    const leftOut = [];
    let rules;
    if (hasConfig) {
        rules = (await (0,src_config/* loadConfig */.Z9)(files, configPath)).rules;
    }
    else {
        const written = await configText(all, files, options);
        skipped.push(...written.skipped);
        leftOut.push(...written.leftOut);
        out.push({ path: configPath, text: written.text, what: "configuration" });
        rules = new src_config/* ConfigRules */.y7((0,src_config/* parseConfig */.o4)(written.text, configPath).config);
    }
    const covered = new Set((await (0,contracts/* loadContracts */.YR)(files, rules)).contracts.flatMap((c) => (0,contracts/* contractResourceNames */.fd)(c.contract)));
    // The names the check will compute: the config's data sources, else the one a check here falls back to.
    const sources = new changes/* SourceMap */.oY(rules, options.fallbackDataSource ?? options.dataSource);
    // Code models only where the config names their type: in a code repository every class would
    // become a contract (services, helpers, tests), so init leaves them to the user.
    const named = new Set(rules.config.sources.flatMap((rule) => (rule.type ? [rule.type] : [])));
    const contracted = (type) => DETECTED.has(type) || named.has(type);
    for (const path of all) {
        const target = sources.targetOf(path);
        if (target && !contracted(target.sourceType))
            leftOut.push({ path, why: CODE_MODEL });
    }
    const unreadable = new Map();
    const read = await (0,changes/* readRepository */.Nu)(files, sources, (target) => contracted(target.sourceType));
    for (const d of read.diagnostics) {
        if (d.severity === "error" && !unreadable.has(d.file))
            unreadable.set(d.file, `cannot be read: ${d.message}`);
    }
    const taken = new Set(all);
    const found = new Map();
    for (const asset of read.assets) {
        const name = (0,model/* resourceName */.I)(asset.sourceType, asset.dataSource, asset.path);
        if (covered.has(name) || !asset.schema.fields?.length)
            continue;
        if (source_type_names/* SQL_SOURCE_TYPES */.L.has(asset.sourceType) && isToolTable(asset.path))
            continue;
        // One contract per asset: a schema dump and the migrations of the same database name one table once.
        covered.add(name);
        const path = freePath(`${options.contractsDir ?? "contracts"}/${slug(asset)}`, taken);
        out.push({
            path,
            text: contractSkeleton(asset, (0,external_node_crypto_.randomUUID)(), options.start),
            what: `contract skeleton for ${name}`,
        });
        found.set(asset.sourceType, (found.get(asset.sourceType) ?? 0) + 1);
    }
    for (const [path, why] of unreadable)
        skipped.push({ path, why });
    out.push({ path: ".github/workflows/contracts.yml", text: CHECK_WORKFLOW, what: "pull request check" });
    if (options.apiUrl) {
        out.push({
            path: ".github/workflows/publish-contracts.yml",
            text: publishWorkflow(options.apiUrl),
            what: "publish on merge",
        });
    }
    const byPath = (a, b) => a.path.localeCompare(b.path);
    return { files: out, found, skipped: skipped.sort(byPath), leftOut: leftOut.sort(byPath) };
}
const CODE_MODEL = "code model: init contracts schema files only; add a source rule for it to the config to contract it";
const DEFAULT_START = { status: "DRAFT", level: "RECORD" };
/** One contract file for an asset: its fields and constraints as the schema has them. */
function contractSkeleton(asset, id = (0,external_node_crypto_.randomUUID)(), start = DEFAULT_START) {
    const contract = {
        id,
        name: asset.schema.name ?? asset.path,
        dataAssetResourceName: (0,model/* resourceName */.I)(asset.sourceType, asset.dataSource, asset.path),
        status: start.status,
        enforcementLevel: start.level,
        schema: (0,model/* toWireNode */.z)(asset.schema).fields ?? [],
    };
    return `${CONTRACT_MODELINE}\n${(0,dist/* stringify */.As)(contract)}`;
}
/**
 * The configuration of the sources found: for SQL one `migrations: true` rule per history (as its
 * migration tool lays it out, init-layouts.ts; typed by the dialect its files are written in,
 * init-dialect.ts), for schema files one rule per source type and top-level folder. The data
 * source is written out, so that a check anywhere (CLI, action, another CI) names each asset as the
 * contracts `init` writes do.
 */
async function configText(paths, files, options) {
    const groups = new Map();
    const sql = [];
    for (const path of paths) {
        if (path.startsWith(".github/"))
            continue;
        const type = (0,schema.detectSourceType)(path);
        if (!type || !DETECTED.has(type))
            continue;
        if (source_type_names/* SQL_SOURCE_TYPES */.L.has(type)) {
            sql.push(path);
            continue;
        }
        const dir = path.split("/")[0] ?? "";
        const ext = path.slice(path.lastIndexOf("."));
        const key = `${type} ${dir === path ? "" : dir} ${ext}`;
        if (!groups.has(key))
            groups.set(key, { type, dir: dir === path ? "." : dir, ext });
    }
    const sqlc = await sqlcLayout(sql, paths, (path) => files.readText(path));
    const layout = sqlLayout(sql.filter((p) => !sqlc.claimed.has(p)), new Set(paths));
    layout.folders.push(...sqlc.folders);
    layout.leftOut.push(...sqlc.leftOut);
    layout.ignore.push(...sqlc.ignore);
    const skipped = [];
    const sqlRules = [];
    // Another dialect's SQL is ignored, so that no check reads it as PostgreSQL (every statement an error).
    const ignore = [...layout.ignore];
    for (const folder of layout.folders) {
        const dialect = folder.dialect ?? (await folderDialect(folder.glob, sql, files));
        const type = sourceTypeOfDialect(dialect);
        if (!type) {
            const why = `${dialectName(dialect)} SQL, not a dialect contract-sync reads (PostgreSQL, MySQL, SQL Server)`;
            for (const path of sql.filter((p) => picomatch_default().isMatch(p, folder.glob, { dot: true })))
                skipped.push({ path, why });
            ignore.push(folder.glob);
            continue;
        }
        // A folder of SQL files is a migration history until shown otherwise: one file today is a
        // folder of several after the next pull request, and only `migrations: true` replays it whole.
        sqlRules.push({ glob: folder.glob, type, dataSource: options.databaseSource, migrations: true });
    }
    const sources = [
        ...[...groups.values()].map((g) => ({
            glob: `${g.dir === "." ? "" : `${escapeGlob(g.dir)}/`}**/*${escapeGlob(g.ext)}`,
            type: g.type,
        })),
        ...sqlRules,
    ];
    const config = {
        version: 1,
        dataSource: options.dataSource,
        contracts: ["contracts/**/*.{yaml,yml}"],
        ...(ignore.length > 0 ? { ignore } : {}),
        sources,
    };
    const text = `${schemaModeline("config")}\n# contract-sync configuration, written by \`contract-sync init\`.\n${(0,dist/* stringify */.As)(config)}`;
    return { text, skipped, leftOut: layout.leftOut };
}
/** The dialect of a SQL folder: the first of its files (up to 20) that is not plain PostgreSQL. */
async function folderDialect(glob, sql, files) {
    const inFolder = sql.filter((p) => picomatch_default().isMatch(p, glob, { dot: true })).slice(0, 20);
    for (const path of inFolder) {
        const text = await files.readText(path).catch(() => undefined);
        const dialect = text === undefined ? "postgres" : sqlDialectOf(text);
        if (dialect !== "postgres")
            return dialect;
    }
    return "postgres";
}
/** A contract's file name: the asset's own name (a record, message or table), else its file's base name. */
function slug(asset) {
    const named = asset.path.includes(":") ? asset.path.slice(asset.path.lastIndexOf(":") + 1) : asset.path;
    // A file's asset is named by the file (`refund.schema.json`), a table or record by its last part.
    const file = /\.(json|ya?ml|avsc|avdl|avpr|proto|parquet|csv|tsv|ndjson|jsonl)$/i.test(named);
    const base = file ? external_node_path_.posix.basename(named).replace(/(\.schema)?\.[a-z]+$/i, "") : named;
    const last = (file ? base : base.split(/[./]/).filter(Boolean).at(-1)) ?? "contract";
    return (last
        .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "contract");
}
function freePath(base, taken) {
    let path = `${base}.yaml`;
    for (let n = 2; taken.has(path); n++)
        path = `${base}-${n}.yaml`;
    taken.add(path);
    return path;
}


/***/ }),

/***/ 28896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V4: () => (/* binding */ parseWaiverLedger),
/* harmony export */   kQ: () => (/* binding */ DEFAULT_WAIVER_FILE)
/* harmony export */ });
/* unused harmony export WaiverLedgerFile */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55156);
/* harmony import */ var _config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61830);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(140);



/** Where the ledger lives unless the configuration names another file. */
const DEFAULT_WAIVER_FILE = ".github/contract-waivers.yml";
/** How many waivers one ledger may hold: a ledger is read on every check. */
const MAX_WAIVERS = 1_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * One accepted finding: named by its fingerprint (as the comment prints it, at least its first
 * 12 hex digits) or by rule and asset (and field), with why, who approved and until when.
 */
const WaiverEntry = zod__WEBPACK_IMPORTED_MODULE_2__.strictObject({
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_2__.string()
        .regex(/^[0-9a-f]{12,64}$/, "12 to 64 lowercase hex digits, as the comment prints them")
        .optional()
        .describe("The finding's fingerprint, or its first 12 or more hex digits."),
    rule: zod__WEBPACK_IMPORTED_MODULE_2__["enum"](_rules_index_js__WEBPACK_IMPORTED_MODULE_1__/* .RULE_IDS */ .Iu)
        .optional()
        .describe("With asset (and field): the findings of this rule on that asset."),
    asset: zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1).optional().describe("Resource name of the asset the finding is on."),
    field: zod__WEBPACK_IMPORTED_MODULE_2__.string().optional().describe("Dotted field path; without it, every field of the asset."),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__.string()
        .min(10, "say why the break is accepted (10 characters or more)")
        .max(2_000)
        .describe("Why the break is accepted: shown beside the finding, published with the contract."),
    approvedBy: zod__WEBPACK_IMPORTED_MODULE_2__.union([zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1), zod__WEBPACK_IMPORTED_MODULE_2__.array(zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1)).min(1)])
        .describe("GitHub login(s) or team(s) (org/team) of the contract's owners who accepted it."),
    expires: zod__WEBPACK_IMPORTED_MODULE_2__.string()
        .regex(DATE, "a date as YYYY-MM-DD")
        .describe("Last day the waiver holds (UTC); after it, the finding counts again."),
})
    .refine((entry) => entry.fingerprint !== undefined || (entry.rule !== undefined && entry.asset !== undefined), {
    message: "name the finding: fingerprint, or rule and asset (and field)",
});
const WaiverLedgerFile = zod__WEBPACK_IMPORTED_MODULE_2__.strictObject({
    waivers: zod__WEBPACK_IMPORTED_MODULE_2__.array(WaiverEntry).max(MAX_WAIVERS).describe("Accepted findings, each until its expiry."),
})
    .describe("contract-sync waivers (.github/contract-waivers.yml): findings a contract's owners accepted, why, and until when.");
/** 2026-02-30 matches the pattern but is no day: a day is one that reads back as itself. */
function isCalendarDate(date) {
    const time = Date.parse(`${date}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}
/**
 * Parses the ledger. A ledger that does not parse waives nothing (its diagnostics say why);
 * the check fails closed on them rather than guessing which entries were meant.
 */
function parseWaiverLedger(text, file) {
    const { documents, diagnostics } = (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .parseYaml */ .hN)(text, file);
    const [source] = documents;
    if (diagnostics.some((d) => d.severity === "error") || !source)
        return { waivers: [], diagnostics };
    const expanded = (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .documentValue */ .H5)(source);
    if (!expanded.ok)
        return { waivers: [], diagnostics: [...diagnostics, expanded.diagnostic] };
    if (expanded.value === null || expanded.value === undefined)
        return { waivers: [], diagnostics };
    const result = WaiverLedgerFile.safeParse(expanded.value);
    if (!result.success)
        return { waivers: [], diagnostics: [...diagnostics, ...(0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .zodDiagnostics */ .qV)(result.error, source)] };
    const invalidDate = result.data.waivers.findIndex((entry) => !isCalendarDate(entry.expires));
    if (invalidDate >= 0)
        return {
            waivers: [],
            diagnostics: [
                ...diagnostics,
                {
                    file,
                    line: (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .lineOf */ .cA)(source, ["waivers", invalidDate, "expires"]),
                    severity: "error",
                    message: `waivers[${invalidDate}].expires: no such date`,
                },
            ],
        };
    const waivers = result.data.waivers.map((entry, index) => ({
        ...entry,
        approvedBy: typeof entry.approvedBy === "string" ? [entry.approvedBy] : entry.approvedBy,
        line: (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .lineOf */ .cA)(source, ["waivers", index]),
    }));
    return { waivers, diagnostics };
}


/***/ })

};
