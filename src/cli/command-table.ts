import { FAIL_ON } from "../compliance/verdict.js";
import { SKELETON_STATUSES } from "../contracts/statuses.js";

/** One flag of a command: drives parsing, `--help` and the CLI reference (docs/reference/cli.md, `npm run docs`). */
export interface FlagSpec {
  name: string;
  short?: string;
  type: "string" | "boolean";
  /** Placeholder of the value in usage lines (`DIR`, `REF`). */
  value?: string;
  description: string;
  /** The only values accepted; checked before the command runs. */
  choices?: readonly string[];
  /** How an error names the choices, when a plain list says too little. */
  choicesText?: string;
  /** The flag may be given more than once (`-I a -I b`). */
  multiple?: boolean;
  /** The command cannot run without it: shown without brackets, and its absence is a usage error. */
  required?: boolean;
}

export interface CommandSpec {
  name: string;
  summary: string;
  /** Positional arguments as the usage line shows them (`<old-file> <new-file>`). */
  positionals?: string;
  flags: readonly FlagSpec[];
  /** What exit codes 0, 1 and 2 mean for this command. */
  exitCodes: { 0: string; 1: string; 2: string };
  subcommands?: readonly CommandSpec[];
}

export const FORMATS = ["text", "markdown", "json", "sarif", "junit", "gitlab"] as const;
export type Format = (typeof FORMATS)[number];

const SETUP_ERROR = "usage or setup error (bad flag, not a git repository, service unreachable, bad key)";

const repoFlag: FlagSpec = {
  name: "repo",
  type: "string",
  value: "DIR",
  description: "the Git repository to work in (default: the current folder)",
};
const configFlag: FlagSpec = {
  name: "config",
  type: "string",
  value: "FILE",
  description: "repository path of the config file (default: .github/contract-sync.yml)",
};
const apiUrlFlag: FlagSpec = {
  name: "api-url",
  type: "string",
  value: "URL",
  description:
    "a Data Contract Service to use, with the API key in CONTRACT_SYNC_API_KEY (default: an embedded one)",
};
/** A flag taking a value (the serve settings' compact form). */
const stringFlag = (
  name: string,
  value: string,
  description: string,
  more: Partial<FlagSpec> = {},
): FlagSpec => ({ name, type: "string", value, description, ...more });
const storeFlags: FlagSpec[] = [
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
const workspaceFlag: FlagSpec = {
  name: "workspace",
  type: "string",
  value: "NAME",
  description: "the workspace the keys belong to (default: default)",
};
const typeFlag: FlagSpec = {
  name: "type",
  type: "string",
  value: "SOURCE_TYPE",
  description:
    "read the files as this source type (postgres, avro, protobuf, ...) instead of by their ending",
};

/** Paging of bulk requests to a remote service (the pager's defaults fit the reference server). */
const requestLimitFlags: FlagSpec[] = [
  {
    name: "max-request-items",
    type: "string",
    value: "N",
    description:
      "at most N items (assets, contracts) per bulk request to --api-url (default: 1000; a 413 lowers it)",
  },
  {
    name: "max-request-bytes",
    type: "string",
    value: "BYTES",
    description:
      "at most BYTES of JSON per bulk request to --api-url (default: 996147, 95% of 1 MiB; a 413 lowers it)",
  },
];

const checkFlags: FlagSpec[] = [
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
    description:
      "report format: text (the default on a terminal), markdown (the default otherwise: the pull request comment) or json for people, sarif (code scanning), junit (test reports), gitlab (Code Quality)",
  },
  {
    name: "fail-on",
    type: "string",
    value: FAIL_ON.join("|"),
    choices: FAIL_ON,
    description:
      "which verdict exits 1: block (default, a BLOCK contract broken), alert (ALERT or BLOCK), never",
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
export const COMMANDS: readonly CommandSpec[] = [
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
        description:
          "the commit before the push (only for the log: the whole repository at --after is reconciled)",
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
        description:
          "how many earlier commits that changed the contract files give versions and diffs (default: 20; 0: only this commit's)",
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
    summary:
      "onboard a repository: write the config, a DRAFT contract per asset found and the workflows (never overwrites)",
    flags: [
      repoFlag,
      configFlag,
      stringFlag(
        "data-source",
        "NAME",
        "data source of schema files (default: the remote's address, e.g. github.com/acme/shop)",
      ),
      stringFlag("database-source", "HOST:PORT", "data source of SQL files (default: localhost:5432)"),
      stringFlag(
        "api-url",
        "URL",
        "the service the publish workflow writes to (without it, no publish workflow)",
      ),
      stringFlag(
        "status",
        "STATUS",
        "status of the contracts written: DRAFT (default, not enforced) or ACTIVE",
        {
          choices: [...SKELETON_STATUSES],
        },
      ),
      stringFlag("level", "LEVEL", "their enforcementLevel: RECORD (default), NOTIFY, ALERT or BLOCK", {
        choices: ["RECORD", "NOTIFY", "ALERT", "BLOCK"],
      }),
      stringFlag(
        "format",
        "FORMAT",
        "format of the contracts written: contract-sync (default) or odcs (ODCS v3.2.0, bound in the config)",
        { choices: ["contract-sync", "odcs"] },
      ),
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
        description:
          "backward (default: new readers read old data), forward (old readers read new data) or full (both)",
      },
      {
        name: "include",
        short: "I",
        type: "string",
        value: "DIR",
        multiple: true,
        description:
          "a protoc-style import root (repeatable); buf module roots and the repository root are used anyway",
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
        description:
          "let anyone read the catalog at / (the default workspace's) without signing in (docs/catalog.md)",
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
    summary:
      "tell today's sunsets within the warning window of every stored contract, once each, then send the due webhook messages (straight on the store)",
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

export const HELP_FLAG: FlagSpec = {
  name: "help",
  short: "h",
  type: "boolean",
  description: "print this help and exit 0 without doing anything else",
};

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((c) => c.name === name);
}

/** The `parseArgs` options of a command's flags (help included). */
export function parseOptionsOf(
  spec: CommandSpec,
): Record<string, { type: "string" | "boolean"; short?: string; multiple?: boolean }> {
  const options: Record<string, { type: "string" | "boolean"; short?: string; multiple?: boolean }> = {};
  for (const flag of [...spec.flags, HELP_FLAG]) {
    options[flag.name] = {
      type: flag.type,
      ...(flag.short ? { short: flag.short } : {}),
      ...(flag.multiple ? { multiple: true } : {}),
    };
  }
  return options;
}
