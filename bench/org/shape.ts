// The organisation the org-scale bench measures (docs/service.md "At an organisation's scale"):
// what one workspace holds, made from the seed and the workspace's index alone, so the same
// organisation comes out of every run, and any workspace can be made without the others (the
// growth table adds workspaces to a loaded database). One shape, two ways in: bench/org/copy-load.ts
// writes its rows straight into PostgreSQL, bench/org/api-load.ts sends it through the API.
import { createHash } from "node:crypto";
import { formatResourceName } from "../../src/api/resource-name.js";
import type { ComplianceViolation, Component, ContractCreate } from "../../src/api/resources.js";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { checkAsset } from "../../src/compliance/check.js";

/** The issue's organisation at scale 1: 1,000 workspaces of this shape each. */
export const ISSUE_WORKSPACES = 1_000;
export const ISSUE_ROWS_PER_WORKSPACE = 1_000;

export interface OrgShape {
  seed: string;
  /** Workspaces in all (the issue's: 1,000). */
  workspaces: number;
  /**
   * Contract rows per workspace, versions included (the issue's: 1,000). A fifth of the contracts'
   * rows are second versions; assets are as many as contract rows, violations ten times as many,
   * lineage components a tenth.
   */
  rowsPerWorkspace: number;
}

/** The issue's organisation times `scale` (0.01: 10 workspaces, 10,000 contract rows). */
export function orgAtScale(scale: number, seed = "org-bench"): OrgShape {
  if (!(scale > 0 && scale <= 1)) throw new Error(`scale must be in (0, 1], not ${scale}`);
  return {
    seed,
    workspaces: Math.max(1, Math.round(ISSUE_WORKSPACES * scale)),
    rowsPerWorkspace: ISSUE_ROWS_PER_WORKSPACE,
  };
}

/** How many of each a workspace holds. */
export function countsOf(shape: OrgShape) {
  const rows = shape.rowsPerWorkspace;
  const versioned = Math.floor(rows / 5);
  return {
    contracts: rows - versioned,
    /** Contracts 0..versioned-1 have a second version. */
    versioned,
    assets: rows,
    /** One violating check per contract row, round the contracts; each finds VIOLATIONS_PER_CHECK. */
    checks: rows,
    components: Math.max(1, Math.floor(rows / 10)),
  };
}

export const VIOLATIONS_PER_CHECK = 10;
const FIELDS = VIOLATIONS_PER_CHECK + 2;
/** Lineage runs per workspace (components are exported by run). */
export const RUNS = 10;

/** A UUID (version 4 layout) from the seed and parts: the same parts give the same id. */
export function uuidOf(seed: string, ...parts: (string | number)[]): string {
  const h = createHash("sha1")
    .update([seed, ...parts].join("\u0000"))
    .digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** mulberry32: a small seeded generator, enough for choosing field types. */
function random(seed: string, ...parts: (string | number)[]): () => number {
  let a = createHash("sha1")
    .update([seed, ...parts].join("\u0000"))
    .digest()
    .readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES = ["string", "int64", "timestamp64", "bool", "float64"] as const;

export interface WorkspaceContent {
  index: number;
  id: string;
  name: string;
  /** The workspace's API key (its hash is stored). */
  apiKey: string;
  /** Each contract's first version, in publish order. */
  contracts: ContractCreate[];
  /** The second versions, in publish order (of contracts 0..versioned-1). */
  secondVersions: ContractCreate[];
  /** Registered assets in registration order; asset i is contract i's for i < contracts. */
  assets: {
    sourceType: "postgres";
    dataSource: string;
    path: string;
    resourceName: string;
    schema: SchemaNode;
  }[];
  /** Violating checks in order: the contract checked and the schema sent. */
  checks: { contract: number; schema: SchemaNode }[];
  components: Component[];
  /** The lineage runs' ids (a run id is a UUID), RUNS of them. */
  runs: string[];
}

/** The fields of a workspace's tables (one set per workspace, types from the seed). */
export function fieldsOf(shape: OrgShape, w: number): SchemaNode[] {
  const next = random(shape.seed, "fields", w);
  return Array.from({ length: FIELDS }, (_, i) => ({
    name: `field_${i}`,
    type: TYPES[Math.floor(next() * TYPES.length)]!,
    ...(i > 1 ? { optional: true } : {}),
  })) as SchemaNode[];
}

/** Contract i's id and its asset's resource name in workspace w, without making the workspace. */
export function contractOf(
  shape: OrgShape,
  w: number,
  i: number,
): { id: string; dataSource: string; path: string; resourceName: string } {
  const dataSource = `ws${w}-db`;
  const path = `public.table_${i}`;
  return {
    id: uuidOf(shape.seed, "contract", w, i),
    dataSource,
    path,
    resourceName: formatResourceName({ source_type: "postgres", data_source: dataSource, path }),
  };
}

/** Workspace w's API key (the generator stores its hash). */
export const apiKeyOf = (shape: OrgShape, w: number) => `org-bench-${shape.seed}-${w}`;

/** Workspace `w` of the organisation (0-based). */
export function workspaceContent(shape: OrgShape, w: number): WorkspaceContent {
  const counts = countsOf(shape);
  const id = uuidOf(shape.seed, "workspace", w);
  const dataSource = `ws${w}-db`;
  const fields = fieldsOf(shape, w);
  const assets = Array.from({ length: counts.assets }, (_, i) => {
    const path = `public.table_${i}`;
    return {
      sourceType: "postgres" as const,
      dataSource,
      path,
      resourceName: formatResourceName({ source_type: "postgres", data_source: dataSource, path }),
      schema: { type: "struct", fields } as SchemaNode,
    };
  });
  const contract = (i: number, version: string): ContractCreate => ({
    id: uuidOf(shape.seed, "contract", w, i),
    status: "ACTIVE",
    enforcementLevel: i % 3 === 0 ? "BLOCK" : "ALERT",
    version,
    contractSpec: {
      name: `table_${i}`,
      namespace: dataSource,
      dataAssetResourceName: assets[i]!.resourceName,
      owner: `team${i % 7}@example.com`,
      schema: fields,
    },
  });
  const contracts = Array.from({ length: counts.contracts }, (_, i) => contract(i, "1.0.0"));
  const secondVersions = Array.from({ length: counts.versioned }, (_, i) => contract(i, "1.1.0"));
  // A check's asset lost every optional field: VIOLATIONS_PER_CHECK violations on its contract.
  const violating = { type: "struct", fields: fields.slice(0, 2) } as SchemaNode;
  const checks = Array.from({ length: counts.checks }, (_, k) => ({
    contract: k % counts.contracts,
    schema: violating,
  }));
  const runs = Array.from({ length: RUNS }, (_, r) => uuidOf(shape.seed, "run", w, r));
  const components: Component[] = Array.from({ length: counts.components }, (_, k) => ({
    id: uuidOf(shape.seed, "component", w, k),
    runId: runs[k % RUNS]!,
    name: `job_${k}`,
    type: "job",
  }));
  return {
    index: w,
    id,
    name: `org-${shape.seed}-${w}`,
    apiKey: apiKeyOf(shape, w),
    contracts,
    secondVersions,
    assets,
    checks,
    components,
    runs,
  };
}

/** What checking a contract of this workspace against a check's schema finds (the service's own check). */
export function violationsOf(content: WorkspaceContent, check: { contract: number; schema: SchemaNode }) {
  const found: ComplianceViolation[] = checkAsset(
    content.contracts[check.contract]!.contractSpec,
    check.schema,
  );
  if (found.length !== VIOLATIONS_PER_CHECK) {
    throw new Error(`a generated check finds ${found.length} violations, not ${VIOLATIONS_PER_CHECK}`);
  }
  return found;
}

/** Each contract's newest body: its second version where it has one. */
export function latestContracts(content: WorkspaceContent): ContractCreate[] {
  return content.contracts.map((c, i) => content.secondVersions[i] ?? c);
}
