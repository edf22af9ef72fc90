#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 21916:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = true;
exports.Io = exports.kp = void 0;
var peq = new Uint32Array(0x10000);
var myers_32 = function (a, b) {
    var n = a.length;
    var m = b.length;
    var lst = 1 << (n - 1);
    var pv = -1;
    var mv = 0;
    var sc = n;
    var i = n;
    while (i--) {
        peq[a.charCodeAt(i)] |= 1 << i;
    }
    for (i = 0; i < m; i++) {
        var eq = peq[b.charCodeAt(i)];
        var xv = eq | mv;
        eq |= ((eq & pv) + pv) ^ pv;
        mv |= ~(eq | pv);
        pv &= eq;
        if (mv & lst) {
            sc++;
        }
        if (pv & lst) {
            sc--;
        }
        mv = (mv << 1) | 1;
        pv = (pv << 1) | ~(xv | mv);
        mv &= xv;
    }
    i = n;
    while (i--) {
        peq[a.charCodeAt(i)] = 0;
    }
    return sc;
};
var myers_x = function (b, a) {
    var n = a.length;
    var m = b.length;
    var mhc = [];
    var phc = [];
    var hsize = Math.ceil(n / 32);
    var vsize = Math.ceil(m / 32);
    for (var i = 0; i < hsize; i++) {
        phc[i] = -1;
        mhc[i] = 0;
    }
    var j = 0;
    for (; j < vsize - 1; j++) {
        var mv_1 = 0;
        var pv_1 = -1;
        var start_1 = j * 32;
        var vlen_1 = Math.min(32, m) + start_1;
        for (var k = start_1; k < vlen_1; k++) {
            peq[b.charCodeAt(k)] |= 1 << k;
        }
        for (var i = 0; i < n; i++) {
            var eq = peq[a.charCodeAt(i)];
            var pb = (phc[(i / 32) | 0] >>> i) & 1;
            var mb = (mhc[(i / 32) | 0] >>> i) & 1;
            var xv = eq | mv_1;
            var xh = ((((eq | mb) & pv_1) + pv_1) ^ pv_1) | eq | mb;
            var ph = mv_1 | ~(xh | pv_1);
            var mh = pv_1 & xh;
            if ((ph >>> 31) ^ pb) {
                phc[(i / 32) | 0] ^= 1 << i;
            }
            if ((mh >>> 31) ^ mb) {
                mhc[(i / 32) | 0] ^= 1 << i;
            }
            ph = (ph << 1) | pb;
            mh = (mh << 1) | mb;
            pv_1 = mh | ~(xv | ph);
            mv_1 = ph & xv;
        }
        for (var k = start_1; k < vlen_1; k++) {
            peq[b.charCodeAt(k)] = 0;
        }
    }
    var mv = 0;
    var pv = -1;
    var start = j * 32;
    var vlen = Math.min(32, m - start) + start;
    for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] |= 1 << k;
    }
    var score = m;
    for (var i = 0; i < n; i++) {
        var eq = peq[a.charCodeAt(i)];
        var pb = (phc[(i / 32) | 0] >>> i) & 1;
        var mb = (mhc[(i / 32) | 0] >>> i) & 1;
        var xv = eq | mv;
        var xh = ((((eq | mb) & pv) + pv) ^ pv) | eq | mb;
        var ph = mv | ~(xh | pv);
        var mh = pv & xh;
        score += (ph >>> (m - 1)) & 1;
        score -= (mh >>> (m - 1)) & 1;
        if ((ph >>> 31) ^ pb) {
            phc[(i / 32) | 0] ^= 1 << i;
        }
        if ((mh >>> 31) ^ mb) {
            mhc[(i / 32) | 0] ^= 1 << i;
        }
        ph = (ph << 1) | pb;
        mh = (mh << 1) | mb;
        pv = mh | ~(xv | ph);
        mv = ph & xv;
    }
    for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] = 0;
    }
    return score;
};
var distance = function (a, b) {
    if (a.length < b.length) {
        var tmp = b;
        b = a;
        a = tmp;
    }
    if (b.length === 0) {
        return a.length;
    }
    if (a.length <= 32) {
        return myers_32(a, b);
    }
    return myers_x(a, b);
};
exports.Io = distance;
var closest = function (str, arr) {
    var min_distance = Infinity;
    var min_index = 0;
    for (var i = 0; i < arr.length; i++) {
        var dist = distance(str, arr[i]);
        if (dist < min_distance) {
            min_distance = dist;
            min_index = i;
        }
    }
    return arr[min_index];
};
exports.kp = closest;


/***/ }),

/***/ 17266:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BT: () => (/* binding */ parseOptionsOf),
/* harmony export */   Lo: () => (/* binding */ COMMANDS),
/* harmony export */   Zv: () => (/* binding */ findCommand),
/* harmony export */   lu: () => (/* binding */ HELP_FLAG)
/* harmony export */ });
/* unused harmony export FORMATS */
/* harmony import */ var _compliance_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(95714);
/* harmony import */ var _contracts_statuses_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(49177);


const FORMATS = ["text", "markdown", "json", "sarif", "junit", "gitlab"];
const SETUP_ERROR = "usage or setup error (bad flag, not a git repository, service unreachable, bad key)";
const repoFlag = {
    name: "repo",
    type: "string",
    value: "DIR",
    description: "the Git repository to work in (default: the current folder)",
};
const configFlag = {
    name: "config",
    type: "string",
    value: "FILE",
    description: "repository path of the config file (default: .github/contract-sync.yml)",
};
const apiUrlFlag = {
    name: "api-url",
    type: "string",
    value: "URL",
    description: "a Data Contract Service to use, with the API key in CONTRACT_SYNC_API_KEY (default: an embedded one)",
};
/** A flag taking a value (the serve settings' compact form). */
const stringFlag = (name, value, description, more = {}) => ({ name, type: "string", value, description, ...more });
const storeFlags = [
    {
        name: "data-dir",
        type: "string",
        value: "DIR",
        description: "PGlite data folder (default: ./.contract-sync)",
    },
    {
        name: "database-url",
        type: "string",
        value: "URL",
        description: "a PostgreSQL server to use instead of PGlite (postgres://...)",
    },
];
const workspaceFlag = {
    name: "workspace",
    type: "string",
    value: "NAME",
    description: "the workspace the keys belong to (default: default)",
};
const typeFlag = {
    name: "type",
    type: "string",
    value: "SOURCE_TYPE",
    description: "read the files as this source type (postgres, avro, protobuf, ...) instead of by their ending",
};
/** Paging of bulk requests to a remote service (the pager's defaults fit the reference server). */
const requestLimitFlags = [
    {
        name: "max-request-items",
        type: "string",
        value: "N",
        description: "at most N items (assets, contracts) per bulk request to --api-url (default: 1000; a 413 lowers it)",
    },
    {
        name: "max-request-bytes",
        type: "string",
        value: "BYTES",
        description: "at most BYTES of JSON per bulk request to --api-url (default: 996147, 95% of 1 MiB; a 413 lowers it)",
    },
];
const checkFlags = [
    repoFlag,
    {
        name: "base",
        type: "string",
        value: "REF",
        description: "the commit the changes are compared with (default: origin/HEAD, origin/main, main, ...)",
    },
    { name: "head", type: "string", value: "REF", description: "the commit with the changes (default: HEAD)" },
    configFlag,
    apiUrlFlag,
    {
        name: "format",
        type: "string",
        value: FORMATS.join("|"),
        choices: FORMATS,
        choicesText: "text, markdown or json (for people), sarif, junit or gitlab (for CI tools)",
        description: "report format: text (the default on a terminal), markdown (the default otherwise: the pull request comment) or json for people, sarif (code scanning), junit (test reports), gitlab (Code Quality)",
    },
    {
        name: "fail-on",
        type: "string",
        value: _compliance_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .FAIL_ON */ .d$.join("|"),
        choices: _compliance_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .FAIL_ON */ .d$,
        description: "which verdict exits 1: block (default, a BLOCK contract broken), alert (ALERT or BLOCK), never",
    },
    {
        name: "remote",
        type: "string",
        value: "NAME",
        description: "the remote a shallow clone fetches missing commits from (default: origin)",
    },
    ...requestLimitFlags,
];
/** The CLI: every command, subcommand and flag. main.ts parses, validates and prints help from it. */
const COMMANDS = [
    {
        name: "check",
        summary: "check the schema changes between two commits against their contracts",
        flags: checkFlags,
        exitCodes: { 0: "the check passes", 1: "blocking findings (see --fail-on)", 2: SETUP_ERROR },
    },
    {
        name: "publish",
        summary: "make the service hold the contracts of a commit: create, update, archive (with Git provenance)",
        flags: [
            repoFlag,
            {
                name: "before",
                type: "string",
                value: "REF",
                description: "the commit before the push (only for the log: the whole repository at --after is reconciled)",
            },
            { name: "after", type: "string", value: "REF", description: "the pushed commit (default: HEAD)" },
            configFlag,
            apiUrlFlag,
            {
                name: "repo-url",
                type: "string",
                value: "URL",
                description: "web address of the repository recorded as provenance (default: from the remote)",
            },
            {
                name: "dry-run",
                type: "boolean",
                description: "print the plan (contract, action, version, reason) and change nothing",
            },
            ...requestLimitFlags,
        ],
        exitCodes: {
            0: "the service holds what the commit holds (with --dry-run: the plan was printed)",
            1: "a contract file could not be read, the service refused a contract or asset (too large even alone, invalid), or it failed midway (the next run finishes the job)",
            2: SETUP_ERROR,
        },
    },
    {
        name: "catalog",
        summary: "write the contract catalog of a commit as a static site (GitHub Pages), without a service",
        flags: [
            repoFlag,
            {
                name: "out",
                type: "string",
                value: "DIR",
                description: "the folder to write the site into",
                required: true,
            },
            {
                name: "ref",
                type: "string",
                value: "REF",
                description: "the commit whose contracts to show (default: HEAD)",
            },
            configFlag,
            {
                name: "repo-url",
                type: "string",
                value: "URL",
                description: "web address of the repository for the provenance links (default: from the remote)",
            },
            {
                name: "history",
                type: "string",
                value: "N",
                description: "how many earlier commits that changed the contract files give versions and diffs (default: 20; 0: only this commit's)",
            },
        ],
        exitCodes: {
            0: "the site was written",
            1: "a contract file could not be read (the site was written without it)",
            2: SETUP_ERROR,
        },
    },
    {
        name: "init",
        summary: "onboard a repository: write the config, a DRAFT contract per asset found and the workflows (never overwrites)",
        flags: [
            repoFlag,
            configFlag,
            stringFlag("data-source", "NAME", "data source of schema files (default: the remote's address, e.g. github.com/acme/shop)"),
            stringFlag("database-source", "HOST:PORT", "data source of SQL files (default: localhost:5432)"),
            stringFlag("api-url", "URL", "the service the publish workflow writes to (without it, no publish workflow)"),
            stringFlag("status", "STATUS", "status of the contracts written: DRAFT (default, not enforced) or ACTIVE", {
                choices: [..._contracts_statuses_js__WEBPACK_IMPORTED_MODULE_1__/* .SKELETON_STATUSES */ .X3],
            }),
            stringFlag("level", "LEVEL", "their enforcementLevel: RECORD (default), NOTIFY, ALERT or BLOCK", {
                choices: ["RECORD", "NOTIFY", "ALERT", "BLOCK"],
            }),
            stringFlag("format", "FORMAT", "format of the contracts written: contract-sync (default) or odcs (ODCS v3.2.0, bound in the config)", { choices: ["contract-sync", "odcs"] }),
            { name: "dry-run", type: "boolean", description: "list what would be written, write nothing" },
        ],
        exitCodes: {
            0: "the files were written (or listed), and every schema file found has a contract or a rule",
            1: "the files were written (or listed), and some files were skipped: the summary names each and why",
            2: SETUP_ERROR,
        },
    },
    {
        name: "demo",
        summary: "run the pull request check on a demo repository built from fixtures/demo",
        flags: [
            { name: "json", type: "boolean", description: "print the report as JSON instead of markdown" },
            {
                name: "keep",
                type: "boolean",
                description: "keep the demo repository and print its folder (without it, the temp folder is deleted)",
            },
            {
                name: "exit-code",
                type: "boolean",
                description: "exit as the check would (1: a BLOCK contract broken); without it the demo exits 0",
            },
        ],
        exitCodes: { 0: "the demo ran", 1: "with --exit-code: the check fails", 2: SETUP_ERROR },
    },
    {
        name: "diff",
        summary: "print the changes between two versions of a schema file as JSON",
        positionals: "<old-file> <new-file>",
        flags: [
            typeFlag,
            {
                name: "compat",
                type: "string",
                value: "MODE",
                description: "backward (default: new readers read old data), forward (old readers read new data) or full (both)",
            },
            {
                name: "include",
                short: "I",
                type: "string",
                value: "DIR",
                multiple: true,
                description: "a protoc-style import root (repeatable); buf module roots and the repository root are used anyway",
            },
        ],
        exitCodes: {
            0: "no change breaks a reader",
            1: "a change breaks a reader",
            2: `${SETUP_ERROR}, or unreadable file`,
        },
    },
    {
        name: "convert",
        summary: "convert a contract file to ODCS v3 or back; what does not carry over is listed on stderr",
        positionals: "<file>",
        flags: [
            {
                name: "to",
                type: "string",
                value: "FORMAT",
                description: "the format to write: odcs or contract-sync",
                choices: ["odcs", "contract-sync"],
                required: true,
            },
            { name: "out", type: "string", value: "FILE", description: "write the result there instead of stdout" },
        ],
        exitCodes: {
            0: "converted",
            1: "the input has errors (nothing written)",
            2: SETUP_ERROR,
        },
    },
    {
        name: "serve",
        summary: "run the Data Contract Service until SIGINT or SIGTERM",
        flags: [
            {
                name: "host",
                type: "string",
                value: "HOST",
                description: "address to listen on (default: 127.0.0.1)",
            },
            {
                name: "port",
                type: "string",
                value: "PORT",
                description: "port to listen on, 0 for any (default: 8080)",
            },
            ...storeFlags,
            {
                name: "allow-private-webhooks",
                type: "boolean",
                description: "allow webhook targets on loopback and private networks",
            },
            {
                name: "log-level",
                type: "string",
                value: "LEVEL",
                description: "log level of the JSON log lines on stdout (default: info)",
            },
            {
                name: "rate-limit",
                type: "string",
                value: "N",
                description: "requests per second per workspace, 0 for no limit (default: 0)",
            },
            stringFlag("body-limit", "BYTES", "largest request body in bytes, 413 beyond (default: 1048576)"),
            stringFlag("pool-size", "N", "PostgreSQL connections this server opens at most (default: 10)"),
            stringFlag("pool-acquire-timeout-ms", "MS", "wait for a connection, then 503 (default: 5000)"),
            stringFlag("statement-timeout-ms", "MS", "PostgreSQL statement_timeout, 0 for none (default: 30000)"),
            stringFlag("webhook-lease-ms", "MS", "a webhook claim's reservation (default: 60000)"),
            {
                name: "catalog-public",
                type: "boolean",
                description: "let anyone read the catalog at / (the default workspace's) without signing in (docs/catalog.md)",
            },
            stringFlag("config", "FILE", "YAML or JSON of these settings by flag name (flags and variables win)"),
        ],
        exitCodes: {
            0: "stopped by SIGINT or SIGTERM",
            1: "not used",
            2: `${SETUP_ERROR}, or the server could not start`,
        },
    },
    {
        name: "keys",
        summary: "create, list or revoke API keys of a workspace (straight on the store)",
        flags: [],
        exitCodes: { 0: "done", 1: "no such workspace or key", 2: SETUP_ERROR },
        subcommands: [
            {
                name: "create",
                summary: "create a key and print it once on stdout (only its hash is stored)",
                flags: [
                    workspaceFlag,
                    { name: "label", type: "string", value: "TEXT", description: "a note kept with the key" },
                    ...storeFlags,
                ],
                exitCodes: { 0: "created", 1: "not created", 2: SETUP_ERROR },
            },
            {
                name: "list",
                summary: "list the keys of a workspace: id, created, state, label",
                flags: [workspaceFlag, ...storeFlags],
                exitCodes: { 0: "listed", 1: "no such workspace", 2: SETUP_ERROR },
            },
            {
                name: "revoke",
                summary: "revoke a key by its id",
                positionals: "<id>",
                flags: [workspaceFlag, ...storeFlags],
                exitCodes: { 0: "revoked", 1: "no such workspace or key", 2: SETUP_ERROR },
            },
        ],
    },
    {
        name: "sweep-sunsets",
        summary: "tell today's sunsets within the warning window of every stored contract, once each, then send the due webhook messages (straight on the store)",
        flags: [
            ...storeFlags,
            {
                name: "allow-private-webhooks",
                type: "boolean",
                description: "allow webhook targets on loopback and private networks",
            },
        ],
        exitCodes: { 0: "swept", 1: "not used", 2: SETUP_ERROR },
    },
    {
        name: "openapi",
        summary: "print the OpenAPI 3.1 document of the service as JSON",
        flags: [
            { name: "server-url", type: "string", value: "URL", description: "the server address to put in it" },
        ],
        exitCodes: { 0: "printed", 1: "not used", 2: SETUP_ERROR },
    },
    {
        name: "schema",
        summary: "read schema files into data assets and print them as JSON",
        positionals: "<file-or-folder>...",
        flags: [
            typeFlag,
            configFlag,
            {
                name: "data-source",
                type: "string",
                value: "NAME",
                description: "data source of the resource names (default: from the environment, else local)",
            },
            {
                name: "database",
                type: "string",
                value: "DB",
                description: "database name of Postgres resource names",
            },
            {
                name: "contract",
                type: "boolean",
                description: "print a contract skeleton (DRAFT, RECORD) per asset instead of the JSON",
            },
        ],
        exitCodes: { 0: "every file read", 1: "a file could not be read", 2: SETUP_ERROR },
    },
];
const HELP_FLAG = {
    name: "help",
    short: "h",
    type: "boolean",
    description: "print this help and exit 0 without doing anything else",
};
function findCommand(name) {
    return COMMANDS.find((c) => c.name === name);
}
/** The `parseArgs` options of a command's flags (help included). */
function parseOptionsOf(spec) {
    const options = {};
    for (const flag of [...spec.flags, HELP_FLAG]) {
        options[flag.name] = {
            type: flag.type,
            ...(flag.short ? { short: flag.short } : {}),
            ...(flag.multiple ? { multiple: true } : {}),
        };
    }
    return options;
}


/***/ }),

/***/ 87911:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BK: () => (/* binding */ helpText),
/* harmony export */   D: () => (/* binding */ mainUsage),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   U0: () => (/* binding */ usageLine),
/* harmony export */   kp: () => (/* binding */ closest),
/* harmony export */   lx: () => (/* binding */ wantsHelp),
/* harmony export */   ph: () => (/* binding */ parseByTable)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(21916);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(86587);
/* harmony import */ var _command_table_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(17266);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(71604);





const flagLabel = (flag) => `${flag.short ? `-${flag.short}, ` : ""}--${flag.name}${flag.value ? ` ${flag.value}` : ""}`;
/** The one-line usage of a command (`path` is ["keys", "create"] for a subcommand). */
function usageLine(spec, path) {
    const words = ["contract-sync", ...path];
    if (spec.subcommands)
        words.push(`<${spec.subcommands.map((s) => s.name).join("|")}>`);
    if (spec.positionals)
        words.push(spec.positionals);
    for (const flag of spec.flags) {
        const word = `--${flag.name}${flag.value ? ` ${flag.value}` : ""}`;
        words.push(flag.required ? word : `[${word}]`);
    }
    words.push("[-h]");
    return `usage: ${words.join(" ")}`;
}
function table(rows) {
    const width = Math.max(...rows.map(([left]) => left.length));
    return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join("\n");
}
/** `--help` of a command or subcommand: usage, what it does, every flag described, the exit codes. */
function helpText(spec, path) {
    const parts = [usageLine(spec, path), "", spec.summary, ""];
    if (spec.subcommands) {
        parts.push("subcommands:", table(spec.subcommands.map((s) => [s.name, s.summary])), "");
        parts.push(`run 'contract-sync ${path.join(" ")} <subcommand> --help' for the flags of each`, "");
    }
    parts.push("options:", table([...spec.flags, _command_table_js__WEBPACK_IMPORTED_MODULE_2__/* .HELP_FLAG */ .lu].map((f) => [flagLabel(f), f.description])), "");
    parts.push("exit codes:", table([0, 1, 2].map((code) => [String(code), spec.exitCodes[code]])));
    return `${parts.join("\n")}\n`;
}
/** The top-level usage: every command with what it does. */
function mainUsage() {
    return [
        "usage: contract-sync <command> [options]",
        "",
        "commands:",
        table(_command_table_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMANDS */ .Lo.map((c) => [c.name, c.summary])),
        "",
        "run 'contract-sync <command> --help' for its flags and exit codes",
        "exit codes: 0 pass, 1 blocking findings, 2 usage or setup error",
        "",
    ].join("\n");
}
/** The closest of `candidates` to `given` by edit distance, when it is close enough to be a typo. */
function closest(given, candidates) {
    let best;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const candidate of candidates) {
        const d = (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_1__/* .distance */ .Io)(given, candidate);
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return bestDistance <= Math.max(2, Math.floor(given.length / 3)) ? best : undefined;
}
/** True when the arguments ask for help (before a `--` that ends the options). */
function wantsHelp(args) {
    for (const arg of args) {
        if (arg === "--")
            return false;
        if (arg === "--help" || arg === "-h")
            return true;
    }
    return false;
}
/**
 * Parses a command's arguments by its table entry: unknown flags (with a
 * did-you-mean), missing values, values outside `choices` and unexpected
 * positionals are usage errors that carry the usage line.
 */
function parseCommandArgs(spec, path, args) {
    const usage = usageLine(spec, path);
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options: (0,_command_table_js__WEBPACK_IMPORTED_MODULE_2__/* .parseOptionsOf */ .BT)(spec), strict: true, allowPositionals: true });
    }
    catch (error) {
        const message = (0,_error_message_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(error);
        const code = error.code;
        const unknown = /'([^']+)'/.exec(message)?.[1];
        if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && unknown) {
            const bare = unknown.replace(/^-+/, "").replace(/=.*$/, "");
            const suggestion = closest(bare, spec.flags.map((f) => f.name));
            throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`unknown argument '${unknown}'${suggestion ? ` (did you mean --${suggestion}?)` : ""}`, usage);
        }
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(message, usage);
    }
    for (const flag of spec.flags) {
        const value = parsed.values[flag.name];
        if (flag.choices && typeof value === "string" && !flag.choices.includes(value)) {
            throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--${flag.name} must be ${flag.choicesText ?? `one of ${flag.choices.join(", ")}`}; got '${value}'`, usage);
        }
    }
    if (!spec.positionals && !spec.subcommands && parsed.positionals.length > 0) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`unexpected argument '${parsed.positionals[0]}'`, usage);
    }
    return parsed;
}
/** Parses the arguments of a command (or `keys create`) by its entry in the command table. */
function parseByTable(path, args) {
    const command = _command_table_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMANDS */ .Lo.find((c) => c.name === path[0]);
    const spec = path.length === 2 ? command?.subcommands?.find((s) => s.name === path[1]) : command;
    if (!spec)
        throw new Error(`${path.join(" ")} is missing from the command table`);
    const { values, positionals } = parseCommandArgs(spec, path, args);
    const missing = spec.flags.find((flag) => flag.required && values[flag.name] === undefined);
    if (missing && values.help !== true) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--${missing.name} is required (${usageLine(spec, path)})`);
    }
    const text = (flag) => {
        const value = values[flag];
        return typeof value === "string" ? value : undefined;
    };
    return { values, positionals, text };
}


/***/ }),

/***/ 70486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(65539);


// Node >= 22.1 keeps V8's compiled code of the command chunks between runs (module
// loading is most of a small `diff`); Node 20 has no such cache and skips this.
node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache?.();
await (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .run */ .e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 71604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CO: () => (/* binding */ diagnosticLine),
/* harmony export */   Wb: () => (/* binding */ processIO),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   oD: () => (/* binding */ endQuietlyOnClosedPipe)
/* harmony export */ });
/* unused harmony export CLOSED_PIPE_EXIT */
/* harmony import */ var _report_inert_log_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(66853);

/** Thrown for a usage error: the message is printed with the command's usage and the exit code is 2. */
class UsageError extends Error {
    guidance;
    name = "UsageError";
    /** @param guidance usage or advice lines, printed after the message as they are (the message may quote input) */
    constructor(message, guidance) {
        super(message);
        this.guidance = guidance;
    }
}
/** Exit status of a process ended by a closed pipe, as a shell reports SIGPIPE (128 + 13). */
const CLOSED_PIPE_EXIT = 141;
/**
 * A reader that closes the pipe early (`contract-sync schema . | head`) ends the
 * process quietly, as a command killed by SIGPIPE: no stack trace, and a status
 * that `set -o pipefail` does not take for success (the rest was never written).
 */
function endQuietlyOnClosedPipe(stream = process.stdout) {
    stream.on("error", (error) => {
        if (error.code !== "EPIPE")
            throw error;
        process.exit(CLOSED_PIPE_EXIT);
    });
}
const processIO = () => ({
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    stdoutIsTerminal: process.stdout.isTTY === true,
});
/**
 * A diagnostic as one stderr line, `file:line: severity: message`. Its file and message come
 * from the repository: made inert (one line, no workflow command) as the action's log is.
 */
function diagnosticLine(d) {
    return `${(0,_report_inert_log_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLogText */ .I)(d.file)}${d.line ? `:${d.line}` : ""}: ${d.severity}: ${(0,_report_inert_log_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLogText */ .I)(d.message)}\n`;
}


/***/ }),

/***/ 65539:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// UNUSED EXPORTS: main

// EXTERNAL MODULE: ./src/pglite/settings.ts
var settings = __nccwpck_require__(95420);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __nccwpck_require__(78877);
;// CONCATENATED MODULE: ./src/pglite/wasm-tiering.ts

/**
 * A one-shot run (the action, a CLI command other than `serve`) compiles
 * PGlite's WebAssembly with V8's baseline compiler (Liftoff) only. By default
 * V8 also optimises the whole 9 MB module in the background: on opening a
 * data directory that cost more CPU, peak memory and wall time than it saved,
 * and even a 2,000-file migration replay ran faster without it (`npm run bench -- pglite-startup`,
 * rows "reopen a plain on-disk dir ..." with and without --liftoff-only). A long-running server
 * keeps the default, where optimised code pays off. Takes effect for modules
 * compiled after the call, in this thread and in workers started later.
 */
function compileWasmForOneShotRun() {
    // `--liftoff-only` set at run time takes effect on Node 20 but not on Node 24 (the action's
    // runtime: its PGlite peaked at 685 MB against 213 MB with the flag given at start); the flags
    // it stands for do, on both (a bare PGlite open on Node 24: 266 -> 144 MB).
    for (const flag of ["--liftoff-only", "--liftoff", "--no-wasm-tier-up", "--no-wasm-dynamic-tiering"])
        (0,external_node_v8_.setFlagsFromString)(flag);
}

// EXTERNAL MODULE: ./src/report/inert-log.ts
var inert_log = __nccwpck_require__(66853);
// EXTERNAL MODULE: ./src/cli/command-table.ts
var command_table = __nccwpck_require__(17266);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __nccwpck_require__(66468);
// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __nccwpck_require__(86587);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __nccwpck_require__(71604);
;// CONCATENATED MODULE: ./src/cli/errors.ts



/**
 * What went wrong, said with the input that caused it: the `--api-url` the
 * service could not be reached at, `CONTRACT_SYNC_API_KEY` on a 401. Every
 * error that stops a command is a usage or setup error (exit 2): a check that
 * could not be made never passes, and never looks like findings.
 */
function describeError(error, values) {
    const apiUrl = typeof values["api-url"] === "string" ? values["api-url"] : undefined;
    if (error instanceof cli_io/* UsageError */.eb)
        return { message: error.message, exitCode: 2, guidance: error.guidance };
    if (error instanceof errors/* ApiNetworkError */.ZN) {
        return {
            message: `cannot reach the Data Contract Service at --api-url ${apiUrl ?? "(none)"}: ${error.message}`,
            exitCode: 2,
        };
    }
    if (error instanceof errors/* ApiError */.hD && error.status === 401) {
        return {
            message: `the service at --api-url ${apiUrl ?? "(none)"} refused the API key in CONTRACT_SYNC_API_KEY (HTTP 401): check the key and its workspace`,
            exitCode: 2,
        };
    }
    if (error instanceof errors/* ApiError */.hD && apiUrl) {
        return { message: `the service at --api-url ${apiUrl} failed: ${error.message}`, exitCode: 2 };
    }
    return { message: (0,error_message/* errorMessage */.g)(error), exitCode: 2 };
}

// EXTERNAL MODULE: ./src/cli/help.ts
var help = __nccwpck_require__(87911);
;// CONCATENATED MODULE: ./src/cli/main.ts







/** Each command's module, loaded only when it runs (the table itself stays free of imports). */
const LOADERS = {
    check: () => Promise.all(/* import() */[__nccwpck_require__.e(5156), __nccwpck_require__.e(8815), __nccwpck_require__.e(9996), __nccwpck_require__.e(8940), __nccwpck_require__.e(3114), __nccwpck_require__.e(4723), __nccwpck_require__.e(6351), __nccwpck_require__.e(9995), __nccwpck_require__.e(7126), __nccwpck_require__.e(9867), __nccwpck_require__.e(291)]).then(__nccwpck_require__.bind(__nccwpck_require__, 30291)),
    publish: () => Promise.all(/* import() */[__nccwpck_require__.e(5156), __nccwpck_require__.e(8815), __nccwpck_require__.e(1117), __nccwpck_require__.e(2815), __nccwpck_require__.e(9996), __nccwpck_require__.e(8735), __nccwpck_require__.e(8940), __nccwpck_require__.e(3114), __nccwpck_require__.e(4723), __nccwpck_require__.e(6351), __nccwpck_require__.e(6811), __nccwpck_require__.e(9995), __nccwpck_require__.e(9867), __nccwpck_require__.e(4832), __nccwpck_require__.e(5190), __nccwpck_require__.e(663)]).then(__nccwpck_require__.bind(__nccwpck_require__, 99758)),
    init: () => Promise.all(/* import() */[__nccwpck_require__.e(5156), __nccwpck_require__.e(8815), __nccwpck_require__.e(1117), __nccwpck_require__.e(2815), __nccwpck_require__.e(9996), __nccwpck_require__.e(8735), __nccwpck_require__.e(8940), __nccwpck_require__.e(3114), __nccwpck_require__.e(4723), __nccwpck_require__.e(6351), __nccwpck_require__.e(6811), __nccwpck_require__.e(9995), __nccwpck_require__.e(1663), __nccwpck_require__.e(41)]).then(__nccwpck_require__.bind(__nccwpck_require__, 20041)),
    demo: () => Promise.all(/* import() */[__nccwpck_require__.e(5156), __nccwpck_require__.e(8815), __nccwpck_require__.e(9996), __nccwpck_require__.e(8940), __nccwpck_require__.e(3114), __nccwpck_require__.e(4723), __nccwpck_require__.e(6351), __nccwpck_require__.e(9995), __nccwpck_require__.e(7126), __nccwpck_require__.e(9867), __nccwpck_require__.e(206)]).then(__nccwpck_require__.bind(__nccwpck_require__, 20206)),
    diff: () => Promise.all(/* import() */[__nccwpck_require__.e(5247), __nccwpck_require__.e(1705), __nccwpck_require__.e(4109)]).then(__nccwpck_require__.bind(__nccwpck_require__, 38497)),
    serve: () => Promise.all(/* import() */[__nccwpck_require__.e(5156), __nccwpck_require__.e(8815), __nccwpck_require__.e(1117), __nccwpck_require__.e(2815), __nccwpck_require__.e(8280), __nccwpck_require__.e(2254), __nccwpck_require__.e(6752), __nccwpck_require__.e(1568), __nccwpck_require__.e(2440), __nccwpck_require__.e(1990), __nccwpck_require__.e(9372), __nccwpck_require__.e(8940), __nccwpck_require__.e(3114), __nccwpck_require__.e(8652), __nccwpck_require__.e(5247), __nccwpck_require__.e(5300), __nccwpck_require__.e(7126), __nccwpck_require__.e(9668), __nccwpck_require__.e(5841), __nccwpck_require__.e(4169), __nccwpck_require__.e(2330), __nccwpck_require__.e(1263)]).then(__nccwpck_require__.bind(__nccwpck_require__, 91945)),
    keys: () => Promise.all(/* import() */[__nccwpck_require__.e(8652), __nccwpck_require__.e(5300), __nccwpck_require__.e(4678)]).then(__nccwpck_require__.bind(__nccwpck_require__, 73813)),
    "sweep-sunsets": () => Promise.all(/* import() */[__nccwpck_require__.e(5156), __nccwpck_require__.e(8815), __nccwpck_require__.e(8280), __nccwpck_require__.e(6752), __nccwpck_require__.e(1990), __nccwpck_require__.e(8940), __nccwpck_require__.e(8652), __nccwpck_require__.e(5247), __nccwpck_require__.e(5300), __nccwpck_require__.e(5841), __nccwpck_require__.e(5683)]).then(__nccwpck_require__.bind(__nccwpck_require__, 45683)),
    openapi: () => Promise.all(/* import() */[__nccwpck_require__.e(5156), __nccwpck_require__.e(3114), __nccwpck_require__.e(9668), __nccwpck_require__.e(5221)]).then(__nccwpck_require__.bind(__nccwpck_require__, 57401)),
    schema: () => Promise.all(/* import() */[__nccwpck_require__.e(5156), __nccwpck_require__.e(8815), __nccwpck_require__.e(1117), __nccwpck_require__.e(2815), __nccwpck_require__.e(9996), __nccwpck_require__.e(8735), __nccwpck_require__.e(3382), __nccwpck_require__.e(8940), __nccwpck_require__.e(3114), __nccwpck_require__.e(4723), __nccwpck_require__.e(6351), __nccwpck_require__.e(6811), __nccwpck_require__.e(1663), __nccwpck_require__.e(6850)]).then(__nccwpck_require__.bind(__nccwpck_require__, 26850)),
    convert: () => Promise.all(/* import() */[__nccwpck_require__.e(5156), __nccwpck_require__.e(8815), __nccwpck_require__.e(1117), __nccwpck_require__.e(2815), __nccwpck_require__.e(9996), __nccwpck_require__.e(8940), __nccwpck_require__.e(3114), __nccwpck_require__.e(4723), __nccwpck_require__.e(6351), __nccwpck_require__.e(6811), __nccwpck_require__.e(3118)]).then(__nccwpck_require__.bind(__nccwpck_require__, 73541)),
    catalog: () => Promise.all(/* import() */[__nccwpck_require__.e(5156), __nccwpck_require__.e(8815), __nccwpck_require__.e(1117), __nccwpck_require__.e(2815), __nccwpck_require__.e(9996), __nccwpck_require__.e(8735), __nccwpck_require__.e(8280), __nccwpck_require__.e(2254), __nccwpck_require__.e(1568), __nccwpck_require__.e(2440), __nccwpck_require__.e(8940), __nccwpck_require__.e(3114), __nccwpck_require__.e(8652), __nccwpck_require__.e(4723), __nccwpck_require__.e(5247), __nccwpck_require__.e(6351), __nccwpck_require__.e(6811), __nccwpck_require__.e(5300), __nccwpck_require__.e(9995), __nccwpck_require__.e(7126), __nccwpck_require__.e(9668), __nccwpck_require__.e(5841), __nccwpck_require__.e(4169), __nccwpck_require__.e(4832), __nccwpck_require__.e(2330), __nccwpck_require__.e(5190), __nccwpck_require__.e(9405)]).then(__nccwpck_require__.bind(__nccwpck_require__, 43381)),
};
/** The spec the arguments address: a subcommand (`keys create`) when the command has them. */
function resolveSpec(spec, args) {
    if (!spec.subcommands)
        return { spec, path: [spec.name] };
    const first = args[0];
    if (first === undefined || first.startsWith("-"))
        return { spec, path: [spec.name] };
    const sub = spec.subcommands.find((s) => s.name === first);
    if (sub)
        return { spec: sub, path: [spec.name, sub.name] };
    const suggestion = (0,help/* closest */.kp)(first, spec.subcommands.map((s) => s.name));
    return {
        error: `unknown subcommand '${first}'${suggestion ? ` (did you mean ${suggestion}?)` : ""}\n${(0,help/* usageLine */.U0)(spec, [spec.name])}`,
    };
}
async function main(argv, io = (0,cli_io/* processIO */.Wb)()) {
    const [name, ...args] = argv;
    if (!name || name === "--help" || name === "-h" || name === "help") {
        const topic = name === "help" && args[0] ? (0,command_table/* findCommand */.Zv)(args[0]) : undefined;
        io.stdout(topic ? (0,help/* helpText */.BK)(topic, [topic.name]) : (0,help/* mainUsage */.D)());
        return name ? 0 : 2;
    }
    if (name === "--version" || name === "-V") {
        io.stdout(`${process.env.CONTRACT_SYNC_VERSION ?? "0.1.0"}\n`);
        return 0;
    }
    const command = (0,command_table/* findCommand */.Zv)(name);
    const load = command ? LOADERS[command.name] : undefined;
    if (!command || !load) {
        const suggestion = (0,help/* closest */.kp)(name, command_table/* COMMANDS */.Lo.map((c) => c.name));
        io.stderr(`contract-sync: unknown command '${name}'${suggestion ? ` (did you mean ${suggestion}?)` : ""}\n\n${(0,help/* mainUsage */.D)()}`);
        return 2;
    }
    const target = resolveSpec(command, args);
    if ("error" in target) {
        if ((0,help/* wantsHelp */.lx)(args)) {
            io.stdout((0,help/* helpText */.BK)(command, [command.name]));
            return 0;
        }
        io.stderr(`contract-sync ${name}: ${target.error}\n`);
        return 2;
    }
    // Help is answered here, before the command's module is even loaded: `demo --help` runs no demo.
    if ((0,help/* wantsHelp */.lx)(args)) {
        io.stdout((0,help/* helpText */.BK)(target.spec, target.path));
        return 0;
    }
    let values = {};
    try {
        values = (0,help/* parseCommandArgs */.Qx)(target.spec, target.path, target.path.length > 1 ? args.slice(1) : args).values;
        if (command.subcommands && target.path.length === 1) {
            throw new cli_io/* UsageError */.eb(`expected a subcommand`, (0,help/* usageLine */.U0)(command, [command.name]));
        }
        const module = await load();
        return await module.run(args, io);
    }
    catch (error) {
        const { message, exitCode, guidance } = describeError(error, values);
        // Errors may quote the repository or the service (a name, a path): one inert line, as
        // diagnostics are; usage and advice lines are the program's own.
        io.stderr(`contract-sync ${name}: ${(0,inert_log/* inertLogText */.I)(message)}\n${guidance ? `${guidance}\n` : ""}`);
        return exitCode;
    }
}
/** Entry point of dist/cli.js. */
async function run() {
    const argv = process.argv.slice(2);
    (0,cli_io/* endQuietlyOnClosedPipe */.oD)(process.stdout);
    (0,cli_io/* endQuietlyOnClosedPipe */.oD)(process.stderr);
    if (argv[0] !== "serve")
        compileWasmForOneShotRun();
    else
        (0,settings/* useServerSettings */.sQ)();
    process.exitCode = await main(argv);
}


/***/ }),

/***/ 66468:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   UQ: () => (/* binding */ ApiRequestError),
/* harmony export */   ZN: () => (/* binding */ ApiNetworkError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   uZ: () => (/* binding */ ApiResponseError),
/* harmony export */   wf: () => (/* binding */ issuesOf)
/* harmony export */ });
/* unused harmony exports ApiClientError, toPointer */
/** Base of every error the client throws; names the operation it happened in. */
class ApiClientError extends Error {
    operationId;
    name = "ApiClientError";
    constructor(operationId, message, options) {
        super(message, options);
        this.operationId = operationId;
    }
}
/** The server answered with a non-success status. `problem` is the RFC 9457 body when it sent one. */
class ApiError extends ApiClientError {
    status;
    problem;
    body;
    attempts;
    name = "ApiError";
    constructor(operationId, status, problem, 
    /** The raw response body (for servers that do not send problem+json). */
    body, 
    /** How many attempts were made, retries included. */
    attempts) {
        const detail = problem
            ? `${problem.title}${problem.detail ? `: ${problem.detail}` : ""}`
            : body.slice(0, 200);
        const fields = problem?.errors?.map((e) => `${e.pointer || "/"} ${e.message}`).join("; ");
        super(operationId, `${operationId}: HTTP ${status}${detail ? ` ${detail}` : ""}${fields ? ` (${fields})` : ""}`);
        this.status = status;
        this.problem = problem;
        this.body = body;
        this.attempts = attempts;
    }
}
/** A success response whose body does not match the interface. */
class ApiResponseError extends ApiClientError {
    status;
    issues;
    body;
    name = "ApiResponseError";
    constructor(operationId, status, issues, body) {
        super(operationId, `${operationId}: invalid response: ${describeIssues(issues)}`);
        this.status = status;
        this.issues = issues;
        this.body = body;
    }
    /** JSON pointer of the first bad field. */
    get pointer() {
        return this.issues[0]?.pointer ?? "";
    }
}
/** A request that does not match the interface; it was not sent. */
class ApiRequestError extends ApiClientError {
    issues;
    name = "ApiRequestError";
    constructor(operationId, issues) {
        super(operationId, `${operationId}: invalid request: ${describeIssues(issues)}`);
        this.issues = issues;
    }
}
/** No HTTP answer: the connection failed, broke, or a timeout fired. */
class ApiNetworkError extends ApiClientError {
    kind;
    attempts;
    name = "ApiNetworkError";
    constructor(operationId, kind, attempts, options) {
        const cause = options?.cause instanceof Error ? `: ${options.cause.message}` : "";
        super(operationId, `${operationId}: ${kind} error after ${attempts} attempt(s)${cause}`, options);
        this.kind = kind;
        this.attempts = attempts;
    }
}
/** RFC 6901 pointer of a zod issue path, prefixed by where the value sits (e.g. "/body"). */
function toPointer(path, prefix = "") {
    return prefix + path.map((key) => `/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}
function issuesOf(error, prefix = "") {
    return error.issues.map((issue) => ({ pointer: toPointer(issue.path, prefix), message: issue.message }));
}
function describeIssues(issues) {
    const shown = issues.slice(0, 5).map((issue) => `${issue.pointer || "/"}: ${issue.message}`);
    const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : "";
    return shown.join("; ") + more;
}


/***/ }),

/***/ 95714:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  d$: () => (/* binding */ FAIL_ON),
  Hu: () => (/* binding */ failsOn),
  Le: () => (/* binding */ levelRank),
  Vj: () => (/* binding */ verdictOf)
});

// UNUSED EXPORTS: DEFAULT_FAIL_ON

;// CONCATENATED MODULE: ./src/compliance/types.ts
/** Enforcement levels from the weakest to the strongest (docs/adopt.md: BLOCK fails, ALERT warns, ...). */
const ENFORCEMENT_LEVELS = [
    "INACTIVE",
    "RECORD",
    "NOTIFY",
    "ALERT",
    "BLOCK",
];

;// CONCATENATED MODULE: ./src/compliance/verdict.ts

function levelRank(level) {
    return ENFORCEMENT_LEVELS.indexOf(level);
}
/**
 * docs/workflow.md "Inputs and outputs" (enforcement): the highest level among contracts with violations
 * decides. BLOCK fails, ALERT warns, NOTIFY and RECORD pass with a note,
 * INACTIVE is ignored. A missing level is INACTIVE (the interface's default, docs/service-interface.md "Contract").
 */
function verdictOf(results) {
    let level = "INACTIVE";
    let noted = 0;
    let violated = 0;
    for (const result of results) {
        const own = result.enforcementLevel ?? "INACTIVE";
        if (result.violations.length === 0 || own === "INACTIVE")
            continue;
        violated++;
        if (own === "NOTIFY" || own === "RECORD")
            noted++;
        if (levelRank(own) > levelRank(level))
            level = own;
    }
    const verdict = level === "BLOCK" ? "block" : level === "ALERT" ? "alert" : "pass";
    return { verdict, level, noted, violated };
}
/** Which verdict fails the run (input `fail-on`, `--fail-on`): one policy for the action and the CLI. */
const FAIL_ON = ["never", "alert", "block"];
/** When neither the input nor the flag names one: BLOCK fails, ALERT warns. */
const DEFAULT_FAIL_ON = "block";
function failsOn(verdict, failOn = DEFAULT_FAIL_ON) {
    return failOn === "alert" ? verdict !== "pass" : failOn === "block" ? verdict === "block" : false;
}


/***/ }),

/***/ 49177:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dx: () => (/* binding */ IN_FORCE_SQL),
/* harmony export */   Nm: () => (/* binding */ inForce),
/* harmony export */   X3: () => (/* binding */ SKELETON_STATUSES),
/* harmony export */   zt: () => (/* binding */ IN_FORCE_STATUSES)
/* harmony export */ });
/**
 * The statuses a contract is enforced at, by a check and by the service alike: DRAFT and ARCHIVED
 * contracts enforce nothing. The one definition: TypeScript reads it through `inForce`, SQL through
 * `IN_FORCE_SQL`.
 */
const IN_FORCE_STATUSES = ["ACTIVE", "DEPRECATED"];
/** Whether a contract is in force (a contract that states no status is ACTIVE, its schema's default). */
function inForce(contract) {
    return IN_FORCE_STATUSES.includes(contract.status ?? "ACTIVE");
}
/** `IN_FORCE_STATUSES` as a SQL list, for `status IN ${IN_FORCE_SQL}` (literals of this file, never input). */
const IN_FORCE_SQL = `(${IN_FORCE_STATUSES.map((status) => `'${status}'`).join(", ")})`;
/** The statuses `init` may write a skeleton at: DRAFT (nothing enforced, its default) or ACTIVE. */
const SKELETON_STATUSES = ["DRAFT", "ACTIVE"];


/***/ }),

/***/ 86587:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ errorMessage)
/* harmony export */ });
/** What a caught value says: an Error's message, anything else as a string. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 95420:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   dg: () => (/* binding */ scratchParent),
/* harmony export */   l8: () => (/* binding */ pgliteSettings),
/* harmony export */   sQ: () => (/* binding */ useServerSettings)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);


/**
 * PGlite's postgres keeps its shared memory in the WebAssembly heap and touches all of
 * `shared_buffers` when it starts: at PostgreSQL's default of 128MB most of a process's peak
 * memory and a part of every start (`npm run bench -- pglite-startup`, rows "reopen a plain
 * on-disk dir" with and without shared_buffers=16MB). A
 * one-shot run's PGlite holds a store of a few contracts or replays a migration folder, and
 * with 16MB replaying 1,000 CREATE and ALTER TABLE pairs was no slower. `serve`, whose store
 * lives long and grows, keeps PostgreSQL's default.
 */
const ONE_SHOT = "16MB";
const SERVER = "128MB";
let sharedBuffers = ONE_SHOT;
let server = false;
/** The `-c` settings every PGlite of this process starts with. */
function pgliteSettings() {
    return ["-c", `shared_buffers=${sharedBuffers}`];
}
/** For `serve`: PostgreSQL's default shared_buffers, and scratch folders on disk, for a store that lives long. */
function useServerSettings() {
    sharedBuffers = SERVER;
    server = true;
}
/** The memory file system a one-shot run's scratch data directory goes to, when it has room. */
const MEMORY_FS = "/dev/shm";
/** Room it must have: a replayed migration folder of thousands of files grows the folder to ~100 MB. */
const MEMORY_FS_MIN_FREE = 1024 ** 3;
/**
 * Where a PGlite scratch data directory (a copy thrown away at exit) is made:
 * `CONTRACT_SYNC_SCRATCH_DIR` when set; else, for a one-shot run, /dev/shm when
 * it is there with 1 GiB free (a GitHub runner's is half its memory; a
 * container's default 64 MB is too small, and falls back); else the temp
 * folder. Creating the ~450 files of the copy costs ten times the system time on ext4 (the
 * journal) that it costs on tmpfs, and PGlite syncs
 * every statement to a file system where a sync costs nothing. `serve`'s store
 * lives long and may grow: it stays on disk.
 */
function scratchParent(env = process.env) {
    if (env.CONTRACT_SYNC_SCRATCH_DIR)
        return env.CONTRACT_SYNC_SCRATCH_DIR;
    if (!server && memoryFsHasRoom())
        return MEMORY_FS;
    return (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
}
function memoryFsHasRoom() {
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statfsSync)(MEMORY_FS);
        return stats.bavail * stats.bsize >= MEMORY_FS_MIN_FREE;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 66853:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ inertLogText)
/* harmony export */ });
/**
 * A runner reads every stdout line that starts (after whitespace) with `::`, or that
 * holds the legacy `##[`, as a workflow command, and a terminal reads escape codes
 * and line breaks. Log text carries strings from the repository (contract names,
 * SQL errors, paths), so it is made one inert line: CR and LF shown as `\r` and
 * `\n`, every other control character (ESC of an ANSI sequence, NUL, DEL, the C1
 * range) and the bidirectional overrides as `\uXXXX`, and a zero-width space
 * breaks a leading `::` and every `##[`, which the runner then reads as plain text.
 * The action's log and the CLI's stderr alike.
 */
function inertLogText(text) {
    const oneLine = text
        .replace(/\r/g, "\\r")
        .replace(/\n/g, "\\n")
        .replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
        .replace(/##\[/g, "##\u200B[");
    return /^\s*::/.test(oneLine) ? oneLine.replace("::", ":\u200B:") : oneLine;
}
/** C0 controls but tab, DEL, C1 controls, and the bidirectional embeddings, overrides and isolates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 29907:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("cluster");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 72250:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("dns");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 73339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 80099:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 87997:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 78877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 82987:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("perf_hooks");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 98253:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util/types");

/***/ }),

/***/ 11493:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("v8");

/***/ }),

/***/ 28167:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("worker_threads");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".cli.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		8792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(70486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
