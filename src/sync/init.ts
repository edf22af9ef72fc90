import picomatch from "picomatch";
import { stringify } from "yaml";
import { SQL_SOURCE_TYPES } from "../api/source-type-names.js";
import type { SourceType } from "../api/source-types.js";
import { DEFAULT_CONFIG_PATH } from "../config/config.js";
import { ConfigRules, loadConfig, parseConfig } from "../config/index.js";
import type { OdcsBinding } from "../config/odcs-config.js";
import { contractResourceNames, loadContracts } from "../contracts/index.js";
import { schemaModeline } from "../contracts/json-schemas.js";
import type { RepoFiles } from "../git/files.js";
import { detectSourceType } from "../schema/index.js";
import { type ReadAsset, resourceName } from "../schema/model.js";
import { isDescriptionPath } from "../schema/readers/described/index.js";
import { readRepository, SourceMap } from "./asset-reads.js";
import { escapeGlob, isToolTable, isVendoredSchema } from "./init-layouts.js";
import { withOdcsBindings } from "./init-odcs.js";
import {
  bindFoundObjects,
  type FoundOdcs,
  findOdcsFiles,
  type OdcsObjectBinding,
  odcsContractGlobs,
} from "./init-odcs-found.js";
import { notContracted } from "./init-scripts.js";
import { type SkeletonStart, skeletonFile } from "./init-skeleton.js";
import { sqlSources } from "./init-sql-sources.js";
import { isTemplate, TEMPLATE } from "./init-templates.js";

export { contractSkeleton, type SkeletonStart, skeletonContract } from "./init-skeleton.js";

/**
 * Source types `init` detects by themselves: schema formats. Code models
 * (TypeScript, Python, Java, ...) are left out: in a code repository every
 * class would become a contract; add them to the config by hand.
 */
const DETECTED: ReadonlySet<SourceType> = new Set([
  "postgres",
  "mysql",
  "mssql",
  "json_schema",
  "avro",
  "protobuf",
  "dataframe",
  "s3",
] as SourceType[]);

export interface InitOptions {
  /** Data source of schema files (Avro, Protobuf, JSON Schema, ...). */
  dataSource: string;
  /** Data source of SQL files: the database's `host:port`. */
  databaseSource: string;
  configPath?: string;
  contractsDir?: string;
  /** The service the publish workflow writes to; without it no publish workflow is written. */
  apiUrl?: string | undefined;
  /** With an existing config: the data source a check here gives files its rules leave without one. */
  fallbackDataSource?: string;
  /** The status and level of the skeletons (default DRAFT / RECORD). */
  start?: SkeletonStart | undefined;
  /** The format of the skeletons: contract-sync's own (default) or ODCS v3.2.0 (init-odcs.ts). */
  format?: "contract-sync" | "odcs" | undefined;
}

export interface InitFile {
  path: string;
  text: string;
  /** What the file is, for the listing. */
  what: string;
  /**
   * The file may exist already: its lines are added where missing, none twice (CODEOWNERS).
   * Without it, an existing file is kept as it is.
   */
  extend?: true | undefined;
}

/** Where `init` writes the owners of the contract files it writes (GitHub reads it there too). */
export const CODEOWNERS_PATH = ".github/CODEOWNERS";

/** The owner `init` cannot know: the user replaces it with the contracts' owners (init says so). */
export const PLACEHOLDER_OWNER = "@your-org/data-owners";

/**
 * A CODEOWNERS entry for each contract file init writes, so that GitHub asks their owners to
 * review a change of them; the owner is a placeholder to replace (the same people or teams as
 * the contracts' `approvers`, which the check requires for breaking changes).
 */
export function codeownersEntries(contractPaths: readonly string[]): InitFile | undefined {
  if (contractPaths.length === 0) return undefined;
  const lines = contractPaths.map((path) => `/${escapeCodeownersPath(path)} ${PLACEHOLDER_OWNER}`);
  return {
    path: CODEOWNERS_PATH,
    text: `# Data contracts (contract-sync init): replace ${PLACEHOLDER_OWNER} with their owners.\n${lines.join("\n")}\n`,
    what: `owners of ${contractPaths.length} contract file${contractPaths.length === 1 ? "" : "s"} (placeholder ${PLACEHOLDER_OWNER})`,
    extend: true,
  };
}

/** CODEOWNERS patterns are gitignore-like: a space, `#` and the glob characters are escaped. */
function escapeCodeownersPath(path: string): string {
  return path.replace(/([ #*?[\]\\!])/g, "\\$1");
}

/** The action as a workflow names it: one name for the README, `init` and the docs. */
export const ACTION_REF = "contract-sync/contract-sync@v0";

// One run per pull request (or branch) at a time: a push that lands while a check runs cancels it, so
// two runs never race to write the sticky comment.
export const CHECK_CONCURRENCY = `concurrency:
  group: contract-sync-\${{ github.workflow }}-\${{ github.event.pull_request.number || github.ref }}
  cancel-in-progress: true`;

/**
 * A review re-runs the check (an owner's approval is what a breaking change waits for); so does a
 * pull request retargeted to another base (`edited`: the base is what the change and its consent
 * are judged against, and a run against the old base would stay green on the head); a merge
 * queue's group is checked too (a required check must run on merge_group, or the queue waits).
 */
export const CHECK_TRIGGERS = `on:
  pull_request:
    types: [opened, synchronize, reopened, edited]
  pull_request_review:
    types: [submitted, dismissed]
  merge_group:`;

const CHECK_WORKFLOW = `name: contracts
${CHECK_TRIGGERS}
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
export const PUBLISH_CONCURRENCY = `concurrency:
  group: contract-sync-publish
  cancel-in-progress: false`;

const publishWorkflow = (apiUrl: string) => `name: publish contracts
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

/** What `init` found and left out, for its summary. */
export interface InitPlan {
  files: InitFile[];
  /** Assets a skeleton was written for, by source type. */
  found: Map<SourceType, number>;
  /** Schema files no contract was written for although they hold a schema (unreadable, another dialect). */
  skipped: { path: string; why: string }[];
  /** Files left out by design (down migrations, code models), with the reason. */
  leftOut: { path: string; why: string }[];
  /** The schema objects of the ODCS contracts found that init bound in the config it writes. */
  odcsBound: OdcsObjectBinding[];
}

/**
 * What `contract-sync init` writes into a repository: the configuration (the
 * sources detected, unless a configuration is already there), one DRAFT /
 * RECORD contract skeleton per asset that no contract covers yet, and the
 * workflows. The caller writes only the files that do not exist.
 */
export async function planInit(files: RepoFiles, options: InitOptions): Promise<InitPlan> {
  const configPath = options.configPath ?? DEFAULT_CONFIG_PATH;
  const all = await files.listAll();
  const hasConfig = all.includes(configPath);
  const foundOdcs = await findOdcsFiles(all, files);
  const out: InitFile[] = [];
  const skipped: InitPlan["skipped"] = [];
  const leftOut: InitPlan["leftOut"] = [];
  let rules: ConfigRules;
  let written: InitFile | undefined;
  if (hasConfig) {
    rules = (await loadConfig(files, configPath)).rules;
  } else {
    const config = await configText(all, files, options, foundOdcs);
    skipped.push(...config.skipped);
    leftOut.push(...config.leftOut);
    written = { path: configPath, text: config.text, what: "configuration" };
    out.push(written);
    rules = new ConfigRules(parseConfig(config.text, configPath).config);
  }
  const covered = new Set(
    (await loadContracts(files, rules)).contracts.flatMap((c) => contractResourceNames(c.contract)),
  );
  // The names the check will compute: the config's data sources, else the one a check here falls back to.
  const sources = new SourceMap(rules, options.fallbackDataSource ?? options.dataSource);
  // Code models only where the config names their type: in a code repository every class would
  // become a contract (services, helpers, tests), so init leaves them to the user.
  const named = new Set(rules.config.sources.flatMap((rule) => (rule.type ? [rule.type] : [])));
  const contracted = (type: SourceType) => DETECTED.has(type) || named.has(type);
  leftOut.push(
    ...(await notContracted(all, sources, contracted, (path) => files.readText(path), CODE_MODEL)),
  );
  const unreadable = new Map<string, string>();
  const read = await readRepository(files, sources, (target) => contracted(target.sourceType));
  for (const d of read.diagnostics) {
    // Two definitions of one asset that differ: the contract is written from the first, the other said.
    if (d.asset !== undefined) leftOut.push({ path: d.file, why: d.message });
    else if (d.severity === "error" && !unreadable.has(d.file))
      unreadable.set(d.file, `cannot be read: ${d.message}`);
  }
  const odcs = onboardOdcs(foundOdcs, read.assets, rules, options, written !== undefined);
  for (const bound of odcs.bindings) if (bound.resource !== undefined) covered.add(String(bound.resource));
  skipped.push(...odcs.skipped);
  const taken = new Set(all);
  const found = new Map<SourceType, number>();
  const vendored = new Set<string>();
  const bindings: OdcsBinding[] = [...odcs.bindings];
  for (const asset of read.assets) {
    const name = resourceName(asset.sourceType, asset.dataSource, asset.path);
    if (covered.has(name) || !asset.schema.fields?.length) continue;
    // A description that cannot be read whole is skipped (said above), not contracted in part.
    if (unreadable.has(asset.file) && isDescriptionPath(asset.file)) continue;
    if (SQL_SOURCE_TYPES.has(asset.sourceType) && isToolTable(asset.path)) continue;
    // A file read only to resolve types (a Go package's other files) is no file a rule matches.
    if (!DETECTED.has(asset.sourceType) && rules.sourceMatch(asset.file)?.rule.type !== asset.sourceType)
      continue;
    if (isVendoredSchema(asset)) {
      vendored.add(asset.file);
      continue;
    }
    // One contract per asset: a schema dump and the migrations of the same database name one table once.
    covered.add(name);
    out.push(skeletonFile(asset, options, taken, (binding) => bindings.push(binding), written !== undefined));
    found.set(asset.sourceType, (found.get(asset.sourceType) ?? 0) + 1);
  }
  if (written) written.text = withOdcsBindings(written.text, bindings);
  for (const [path, why] of unreadable) skipped.push({ path, why });
  for (const path of vendored) leftOut.push({ path, why: VENDORED });
  const owners = codeownersEntries(
    out.filter((f) => f.what.startsWith("contract skeleton")).map((f) => f.path),
  );
  if (owners) out.push(owners);
  out.push(...workflowFiles(options.apiUrl));
  const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
  const lists = { skipped: skipped.sort(byPath), leftOut: leftOut.sort(byPath) };
  return { files: out, found, ...lists, odcsBound: odcs.bound };
}

/** The check workflow, and the publish workflow when init is given the service's address. */
function workflowFiles(apiUrl: string | undefined): InitFile[] {
  const check = { path: ".github/workflows/contracts.yml", text: CHECK_WORKFLOW, what: "pull request check" };
  if (!apiUrl) return [check];
  const publish = publishWorkflow(apiUrl);
  return [
    check,
    { path: ".github/workflows/publish-contracts.yml", text: publish, what: "publish on merge" },
  ];
}

/**
 * The ODCS contracts found: the bindings init writes into its config for their unbound objects, and,
 * as skipped, what it cannot write (an object it cannot bind; with a config there already, every
 * binding, and a file outside the config's `contracts` globs).
 */
function onboardOdcs(
  found: readonly FoundOdcs[],
  assets: readonly ReadAsset[],
  rules: ConfigRules,
  options: InitOptions,
  writesConfig: boolean,
): { bindings: OdcsBinding[]; bound: OdcsObjectBinding[]; skipped: InitPlan["skipped"] } {
  const bindable = assets.map((asset) => ({ ...asset, name: asset.schema.name }));
  const objects = bindFoundObjects(found, bindable, rules, options.start?.level ?? "RECORD");
  const skipped: InitPlan["skipped"] = [];
  for (const { path } of found)
    if (!rules.isContractFile(path))
      skipped.push({
        path,
        why: `an ODCS contract outside the config's contracts globs: add ${path} to contracts`,
      });
  for (const { path, object, binding, undecided } of objects) {
    if (undecided) skipped.push({ path, why: `ODCS ${object} ${undecided}` });
    else if (binding && !writesConfig)
      skipped.push({
        path,
        why: `ODCS ${object} is the contract of ${String(binding.resource)}: add to the config: odcs: { bindings: [ ${JSON.stringify(binding)} ] }`,
      });
  }
  const bound = writesConfig ? objects.filter((o) => o.binding) : [];
  return { bindings: bound.map((o) => o.binding!), bound, skipped };
}

const DEFAULT_CONTRACTS = ["contracts/**/*.{yaml,yml}"];

const CODE_MODEL =
  "code model: init contracts schema files only; add a source rule for it to the config to contract it";
const VENDORED =
  "vendored dependency (a well-known package or a vendor folder): read for imports, not contracted";

/**
 * The configuration of the sources found: for SQL one `migrations: true` rule per history (as its
 * migration tool lays it out, init-layouts.ts; typed by the dialect its files are written in,
 * init-dialect.ts), for schema files one rule per source type and top-level folder. The data
 * source is written out, so that a check anywhere (CLI, action, another CI) names each asset as the
 * contracts `init` writes do.
 */
async function configText(
  paths: readonly string[],
  files: RepoFiles,
  options: InitOptions,
  odcs: readonly FoundOdcs[],
): Promise<{ text: string; skipped: InitPlan["skipped"]; leftOut: InitPlan["leftOut"] }> {
  const groups = new Map<
    string,
    { type: SourceType; dir: string; ext: string; template: boolean; glob?: string }
  >();
  const sql: string[] = [];
  for (const path of paths) {
    if (path.startsWith(".github/")) continue;
    // A `.json` that says it is a JSON Schema (OpenLineage's spec/OpenLineage.json): a rule of its own,
    // as its folder's other `.json` files may be anything.
    if (!detectSourceType(path) && (await declaresJsonSchema(path, files))) {
      groups.set(`file ${path}`, {
        type: "json_schema",
        dir: ".",
        ext: "",
        template: false,
        glob: escapeGlob(path),
      });
      continue;
    }
    const type = detectSourceType(path);
    if (!type || !DETECTED.has(type)) continue;
    if (SQL_SOURCE_TYPES.has(type)) {
      sql.push(path);
      continue;
    }
    const dir = path.split("/")[0] ?? "";
    const ext = path.slice(path.lastIndexOf("."));
    const key = `${type} ${dir === path ? "" : dir} ${ext}`;
    if (!groups.has(key)) groups.set(key, { type, dir: dir === path ? "." : dir, ext, template: false });
    const group = groups.get(key);
    if (group && !group.template && ext === ".json") group.template = await isTemplate(path, files);
  }
  const { sqlRules, ignore, skipped, leftOut } = await sqlSources(sql, paths, files, options);
  const globbed = [...groups.values()].map((g) => ({
    ...g,
    glob: g.glob ?? `${g.dir === "." ? "" : `${escapeGlob(g.dir)}/`}**/*${escapeGlob(g.ext)}`,
  }));
  // A folder of templates (a generated schema's source, `@INCLUDE@` markers) is not read as schemas.
  for (const { glob } of globbed.filter((g) => g.template)) {
    ignore.push(glob);
    for (const path of paths.filter((p) => picomatch.isMatch(p, glob, { dot: true })))
      leftOut.push({ path, why: TEMPLATE });
  }
  const sources = [
    ...globbed.filter((g) => !g.template).map((g) => ({ glob: g.glob, type: g.type })),
    ...sqlRules,
  ];
  const config = {
    version: 1,
    dataSource: options.dataSource,
    contracts: [...DEFAULT_CONTRACTS, ...odcsContractGlobs(odcs, DEFAULT_CONTRACTS)],
    ...(ignore.length > 0 ? { ignore } : {}),
    sources,
  };
  const text = `${schemaModeline("config")}\n# contract-sync configuration, written by \`contract-sync init\`.\n${stringify(config)}`;
  return { text, skipped, leftOut };
}

/** A `.json` file whose top-level `$schema` names a JSON Schema dialect (json-schema.org). */
export async function declaresJsonSchema(path: string, files: RepoFiles): Promise<boolean> {
  if (!path.toLowerCase().endsWith(".json")) return false;
  const text = await files.readText(path).catch(() => undefined);
  if (text === undefined || !text.includes("$schema")) return false;
  try {
    const value = JSON.parse(text) as { $schema?: unknown } | null;
    return typeof value?.$schema === "string" && /^https?:\/\/json-schema\.org\//.test(value.$schema);
  } catch {
    return false;
  }
}
