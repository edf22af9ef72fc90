import { randomUUID } from "node:crypto";
import { posix } from "node:path";
import { stringify } from "yaml";
import type { SourceType } from "../api/source-types.js";
import { DEFAULT_CONFIG_PATH } from "../config/config.js";
import { ConfigRules, loadConfig, parseConfig } from "../config/index.js";
import { contractResourceNames, loadContracts } from "../contracts/index.js";
import { schemaModeline } from "../contracts/json-schemas.js";
import type { RepoFiles } from "../git/files.js";
import { detectSourceType } from "../schema/index.js";
import { type ReadAsset, resourceName, toWireNode } from "../schema/model.js";
import { readRepositoryAssets, SourceMap } from "./changes.js";

/** The JSON Schema of a contract file, for editors (a constant: see the README). */
/** Editors (yaml-language-server) complete and explain every key of the files init writes. */
const CONTRACT_MODELINE = schemaModeline("contract");

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
const DATABASES: ReadonlySet<SourceType> = new Set(["postgres", "mysql", "mssql"] as SourceType[]);

export interface InitOptions {
  /** Data source of schema files (Avro, Protobuf, JSON Schema, ...). */
  dataSource: string;
  /** Data source of SQL files: the database's `host:port`. */
  databaseSource: string;
  configPath?: string;
  contractsDir?: string;
}

export interface InitFile {
  path: string;
  text: string;
  /** What the file is, for the listing. */
  what: string;
}

const CHECK_WORKFLOW = `name: contracts
on: pull_request
permissions:
  contents: read
  pull-requests: write
jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: acme/contract-sync@v0
        # with:
        #   api-url: https://contracts.acme.example   # leave out: checked against the contracts in the repository
        #   api-key: \${{ secrets.CONTRACT_SYNC_API_KEY }}
`;

const PUBLISH_WORKFLOW = `name: publish contracts
on:
  push:
    branches: [main]
permissions:
  contents: read
  pull-requests: read
jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0   # the provenance of each contract is the commit that last changed its file
      - uses: acme/contract-sync@v0
        # with:
        #   api-url: https://contracts.acme.example   # without it nothing is kept
        #   api-key: \${{ secrets.CONTRACT_SYNC_API_KEY }}
`;

/**
 * What `contract-sync init` writes into a repository: the configuration (the
 * sources detected, unless a configuration is already there), one DRAFT /
 * RECORD contract skeleton per asset that no contract covers yet, and the two
 * workflows. The caller writes only the files that do not exist.
 */
export async function planInit(files: RepoFiles, options: InitOptions): Promise<InitFile[]> {
  const configPath = options.configPath ?? DEFAULT_CONFIG_PATH;
  const all = await files.listAll();
  const hasConfig = all.includes(configPath);
  const out: InitFile[] = [];
  if (!hasConfig) out.push({ path: configPath, text: configText(all, options), what: "configuration" });
  const rules = hasConfig
    ? (await loadConfig(files, configPath)).rules
    : new ConfigRules(parseConfig(configText(all, options), configPath).config);
  const covered = new Set(
    (await loadContracts(files, rules)).contracts.flatMap((c) => contractResourceNames(c.contract)),
  );
  const assets = await readRepositoryAssets(files, new SourceMap(rules, options.dataSource));
  const taken = new Set(all);
  for (const asset of assets) {
    const name = resourceName(asset.sourceType, asset.dataSource, asset.path);
    if (covered.has(name) || !asset.schema.fields?.length) continue;
    const path = freePath(`${options.contractsDir ?? "contracts"}/${slug(asset)}`, taken);
    out.push({ path, text: contractSkeleton(asset), what: `contract skeleton for ${name}` });
  }
  out.push({ path: ".github/workflows/contracts.yml", text: CHECK_WORKFLOW, what: "pull request check" });
  out.push({
    path: ".github/workflows/publish-contracts.yml",
    text: PUBLISH_WORKFLOW,
    what: "publish on merge",
  });
  return out;
}

/** One contract file for an asset: its fields and constraints as the schema has them. */
export function contractSkeleton(asset: ReadAsset, id: string = randomUUID()): string {
  const contract = {
    id,
    name: asset.schema.name ?? asset.path,
    dataAssetResourceName: resourceName(asset.sourceType, asset.dataSource, asset.path),
    status: "DRAFT",
    enforcementLevel: "RECORD",
    schema: toWireNode(asset.schema).fields ?? [],
  };
  return `${CONTRACT_MODELINE}\n${stringify(contract)}`;
}

/** The configuration of the sources found: one rule per source type and folder. */
function configText(paths: readonly string[], options: InitOptions): string {
  const groups = new Map<string, { type: SourceType; dir: string; ext: string; count: number }>();
  for (const path of paths) {
    if (path.startsWith(".github/")) continue;
    const type = detectSourceType(path);
    if (!type || !DETECTED.has(type)) continue;
    const dir = DATABASES.has(type) ? posix.dirname(path) : (path.split("/")[0] ?? "");
    const ext = path.slice(path.lastIndexOf("."));
    const key = `${type} ${dir === path ? "" : dir} ${ext}`;
    const group = groups.get(key) ?? { type, dir: dir === path ? "." : dir, ext, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  const sources = [...groups.values()].map((g) => {
    const database = DATABASES.has(g.type);
    const prefix = g.dir === "." ? "" : `${escapeGlob(g.dir)}/`;
    const ext = escapeGlob(g.ext);
    return {
      glob: database ? `${prefix}*${ext}` : `${prefix}**/*${ext}`,
      type: g.type,
      dataSource: database ? options.databaseSource : options.dataSource,
      ...(database && g.count > 1 ? { migrations: true } : {}),
    };
  });
  const config = { version: 1, contracts: ["contracts/**/*.{yaml,yml}"], sources };
  return `${schemaModeline("config")}\n# contract-sync configuration, written by \`contract-sync init\`.\n${stringify(config)}`;
}

/**
 * A folder or file name as a glob that matches it literally: a folder named
 * `!neg` or `x{` must not turn the rule into a negation or a brace pattern.
 */
export function escapeGlob(name: string): string {
  return name.replace(/[\\*?[\]{}()!+@|^$]/g, "\\$&");
}

function slug(asset: ReadAsset): string {
  const last = asset.path.split(/[.:/]/).filter(Boolean).at(-1) ?? "contract";
  return (
    last
      .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "contract"
  );
}

function freePath(base: string, taken: Set<string>): string {
  let path = `${base}.yaml`;
  for (let n = 2; taken.has(path); n++) path = `${base}-${n}.yaml`;
  taken.add(path);
  return path;
}
