import { createHash } from "node:crypto";
import type { RequestOf, ResponseInputOf } from "../api/endpoints.js";
import type { Contract, ContractCreate, ContractSpec, ContractViolation } from "../api/resources.js";
import type { SchemaNode } from "../api/schema-node.js";
import type { Queryable } from "../store/port.js";
import { type Caller, iso, type ServiceDeps } from "./context.js";
import { upsertContracts } from "./contract-writes.js";
import { notFound } from "./errors.js";
import { jsonHead, withMember } from "./wire-json.js";

export interface ContractRow {
  row_id: string;
  contract_id: string;
  parent_row_id: string | null;
  status: string;
  body: ContractCreate;
  spec_raw: string;
  created_at: Date;
  updated_at: Date;
}

const CONTRACT_COLUMNS = "row_id, contract_id, parent_row_id, status, body, spec_raw, created_at, updated_at";
/** Violation events shown with a contract: the newest ones. */
const VIOLATIONS_SHOWN = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

export function resourceNamesOf(spec: ContractSpec): string[] {
  const names = [spec.dataAssetResourceName, ...(spec.dataAssetResourceNameList ?? [])];
  return [...new Set(names.filter((n): n is string => typeof n === "string" && n.length > 0))];
}

/** A stable id for the contract inferred from an asset that has none yet. */
export function inferredContractId(workspaceId: string, assetId: string): string {
  const h = createHash("sha256").update(`${workspaceId}:${assetId}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function specRaw(spec: ContractSpec): string {
  return `${JSON.stringify(spec, null, 2)}\n`;
}

function fileUriOf(body: ContractCreate): string | undefined {
  if (!body.gitRepo || !body.gitHash || !body.filePath) return undefined;
  return `${body.gitRepo.replace(/\/+$/, "")}/blob/${body.gitHash}/${body.filePath.replace(/^\/+/, "")}`;
}

export function toContract(row: ContractRow, violations: ContractViolation[]): Contract {
  const { parentRowId: _ignored, ...body } = row.body;
  const fileUri = fileUriOf(row.body);
  return {
    ...body,
    id: row.contract_id,
    status: row.status as Contract["status"],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    contractSpecRaw: row.spec_raw,
    violations,
    enforcementLevel: row.body.enforcementLevel ?? "INACTIVE",
    ...(row.parent_row_id ? { parentRowId: row.parent_row_id } : {}),
    ...(fileUri ? { fileUri } : {}),
  };
}

async function withViolations(db: Queryable, workspaceId: string, rows: ContractRow[]): Promise<Contract[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.contract_id))];
  const events = await db.query<{ contract_id: string; body: ContractViolation }>(
    `SELECT contract_id, body FROM (
       SELECT contract_id, body, created_at, id,
              row_number() OVER (PARTITION BY contract_id ORDER BY created_at DESC, id) AS n
       FROM contract_violations WHERE workspace_id = $1 AND contract_id = ANY($2::uuid[])) v
     WHERE n <= $3 ORDER BY created_at DESC, id`,
    [workspaceId, ids, VIOLATIONS_SHOWN],
  );
  const byContract = new Map<string, ContractViolation[]>();
  for (const e of events) {
    const list = byContract.get(e.contract_id) ?? [];
    list.push(e.body);
    byContract.set(e.contract_id, list);
  }
  return rows.map((r) => toContract(r, byContract.get(r.contract_id) ?? []));
}

/** Statuses as a filter: one value or a comma-separated list, upper-cased. */
function statusFilter(status: string | undefined): string[] | null {
  if (!status) return null;
  const list = status
    .split(",")
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  return list.length > 0 ? list : null;
}

/** The newest contract (in force) covering a resource name, if any. */
export async function contractForResource(
  db: Queryable,
  workspaceId: string,
  resourceName: string,
  statuses: string[] | null,
): Promise<ContractRow | undefined> {
  const rows = await db.query<ContractRow>(
    `SELECT ${CONTRACT_COLUMNS} FROM contracts
     WHERE workspace_id = $1 AND is_latest AND md5_each(resource_names) @> ARRAY[md5($2::text)]
       AND resource_names @> ARRAY[$2::text]
       AND ($3::text[] IS NULL OR status = ANY($3::text[]))
     ORDER BY updated_at DESC, contract_id LIMIT 1`,
    [workspaceId, resourceName, statuses],
  );
  return rows[0];
}

/** contractForResource for many names in one query: name -> newest contract covering it. */
export async function contractsForResources(
  db: Queryable,
  workspaceId: string,
  resourceNames: string[],
  statuses: string[] | null,
): Promise<Map<string, ContractRow>> {
  const rows = await db.query<ContractRow & { resource_name: string }>(
    `SELECT DISTINCT ON (r.name) r.name AS resource_name, ${CONTRACT_COLUMNS.split(", ")
      .map((c) => `c.${c}`)
      .join(", ")}
     FROM unnest($2::text[]) AS r(name)
     JOIN contracts c ON c.workspace_id = $1 AND c.is_latest AND md5_each(c.resource_names) @> ARRAY[md5(r.name)]
       AND c.resource_names @> ARRAY[r.name]
       AND ($3::text[] IS NULL OR c.status = ANY($3::text[]))
     ORDER BY r.name, c.updated_at DESC, c.contract_id`,
    [workspaceId, [...new Set(resourceNames)], statuses],
  );
  return new Map(rows.map((r) => [r.resource_name, r]));
}

/** Marks the workspace's contracts changed (inside the writing transaction). */
async function bumpContractEpoch(tx: Queryable, workspaceId: string): Promise<void> {
  await tx.query(
    `INSERT INTO contract_epochs (workspace_id, epoch) VALUES ($1, 1)
     ON CONFLICT (workspace_id) DO UPDATE SET epoch = contract_epochs.epoch + 1`,
    [workspaceId],
  );
}

interface CachedContracts {
  epoch: number;
  /** Resource name -> the newest enforced contract covering it. */
  byResource: Map<string, ContractRow>;
}

/**
 * The enforced contracts of each workspace, parsed once and kept while the
 * workspace's contract epoch is unchanged: one cheap query per check instead
 * of reading and parsing every covering contract (and the compliance engine's
 * per-contract field maps stay warm, keyed by the cached objects).
 */
export class EnforcedContractCache {
  readonly #workspaces = new Map<string, CachedContracts>();

  constructor(
    private readonly db: Queryable,
    private readonly statuses: readonly string[],
    private readonly maxWorkspaces = 100,
  ) {}

  /**
   * The newest enforced contract of each name, and (in the same query) the
   * registered schema of each of `registeredNames` that has one.
   */
  async forResources(
    workspaceId: string,
    resourceNames: readonly string[],
    registeredNames: readonly string[] | null = null,
  ): Promise<{ contracts: Map<string, ContractRow>; registered: Map<string, SchemaNode> }> {
    const [state] = await this.db.query<{ epoch: number | null; registered: [string, SchemaNode][] | null }>(
      `SELECT (SELECT epoch FROM contract_epochs WHERE workspace_id = $1) AS epoch,
         (SELECT json_agg(json_build_array(resource_name, schema)) FROM data_assets WHERE workspace_id = $1
            AND md5(resource_name) = ANY(md5_each($2::text[])) AND resource_name = ANY($2::text[])) AS registered`,
      [workspaceId, registeredNames ? [...new Set(registeredNames)] : null],
    );
    const epoch = Number(state?.epoch ?? 0);
    let cached = this.#workspaces.get(workspaceId);
    if (!cached || cached.epoch !== epoch) {
      // Read after the epoch: a write committed in between makes the next check reload, never serve stale.
      cached = { epoch, byResource: await this.#load(workspaceId) };
      if (this.#workspaces.size >= this.maxWorkspaces) this.#workspaces.clear();
      this.#workspaces.set(workspaceId, cached);
    }
    const found = new Map<string, ContractRow>();
    for (const name of resourceNames) {
      const row = cached.byResource.get(name);
      if (row) found.set(name, row);
    }
    return { contracts: found, registered: new Map(state?.registered ?? []) };
  }

  async #load(workspaceId: string): Promise<Map<string, ContractRow>> {
    const rows = await this.db.query<ContractRow & { resource_names: string[] }>(
      `SELECT ${CONTRACT_COLUMNS}, resource_names FROM contracts
       WHERE workspace_id = $1 AND is_latest AND status = ANY($2::text[])
       ORDER BY updated_at DESC, contract_id`,
      [workspaceId, [...this.statuses]],
    );
    const byResource = new Map<string, ContractRow>();
    for (const row of rows) {
      // Rows come newest first: the first contract naming a resource is the one in force.
      for (const name of row.resource_names) if (!byResource.has(name)) byResource.set(name, row);
    }
    return byResource;
  }
}

/** A contract as the wire shows it, without its violation events. */
type ContractBase = Omit<Contract, "violations">;

interface CachedContract {
  base: ContractBase;
  /** The base's JSON text without its closing brace (wire-json.ts). */
  head: string;
}

/**
 * Contract rows as the wire shows them, by row id. A row is immutable once
 * written (a change is a new row; only `is_latest`, which the wire does not
 * show, is ever updated), so an entry can never go stale, in this process or
 * because of a write made by another one. Bounded: the oldest entries go first.
 */
export class ContractRowCache {
  readonly #rows = new Map<string, CachedContract>();

  constructor(private readonly maxRows = 10_000) {}

  /** The rows of `rowIds` (each must exist), reading only those not cached. */
  async get(db: Queryable, rowIds: readonly string[]): Promise<Map<string, CachedContract>> {
    const found = new Map<string, CachedContract>();
    const missing: string[] = [];
    for (const id of rowIds) {
      const row = this.#rows.get(id);
      if (row) found.set(id, row);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const rows = await db.query<ContractRow>(
      `SELECT ${CONTRACT_COLUMNS} FROM contracts WHERE row_id = ANY($1::uuid[])`,
      [missing],
    );
    for (const row of rows) {
      const { violations: _none, ...base } = toContract(row, []);
      const cached = { base, head: jsonHead(base) };
      found.set(row.row_id, cached);
      while (this.#rows.size >= this.maxRows) {
        const oldest = this.#rows.keys().next().value;
        if (oldest === undefined) break;
        this.#rows.delete(oldest);
      }
      this.#rows.set(row.row_id, cached);
    }
    return found;
  }
}

export function contractHandlers({ store }: ServiceDeps) {
  const rowCache = new ContractRowCache();
  return {
    async createContracts(
      caller: Caller,
      { body }: RequestOf<"createContracts">,
    ): Promise<ResponseInputOf<"createContracts">> {
      const list = Array.isArray(body) ? body : [body];
      const counts = { created: 0, updated: 0, unchanged: 0 };
      await store.transaction(async (tx) => {
        const outcomes = await upsertContracts(
          tx,
          caller.workspaceId,
          list,
          (body) => specRaw(body.contractSpec),
          (body) => resourceNamesOf(body.contractSpec),
        );
        for (const outcome of outcomes) counts[outcome]++;
        if (counts.created + counts.updated > 0) await bumpContractEpoch(tx, caller.workspaceId);
      });
      return {
        message: `${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged`,
        contractIds: list.map((c) => c.id),
      };
    },

    async getContractByDataAsset(
      caller: Caller,
      { params, query }: RequestOf<"getContractByDataAsset">,
    ): Promise<ResponseInputOf<"getContractByDataAsset">> {
      let resourceName = params.id;
      if (isUuid(params.id)) {
        const assets = await store.query<{ resource_name: string }>(
          "SELECT resource_name FROM data_assets WHERE workspace_id = $1 AND id = $2",
          [caller.workspaceId, params.id],
        );
        resourceName = assets[0]?.resource_name ?? params.id;
      }
      const row = await contractForResource(
        store,
        caller.workspaceId,
        resourceName,
        statusFilter(query?.status),
      );
      if (!row) throw notFound(`no contract for data asset '${params.id}'`);
      const [contract] = await withViolations(store, caller.workspaceId, [row]);
      return contract!;
    },

    async listContracts(
      caller: Caller,
      { query }: RequestOf<"listContracts">,
    ): Promise<ResponseInputOf<"listContracts">> {
      // The page as row ids with their violations, in one query; the rows themselves come from
      // the cache (a row never changes once written), so only rows not seen yet are read and parsed.
      const page = await store.query<{ row_id: string; violations: ContractViolation[] | null }>(
        `WITH page AS (
           SELECT row_id, contract_id, created_at FROM contracts
           WHERE workspace_id = $1 AND is_latest
             AND ($2::text[] IS NULL OR status = ANY($2::text[]))
             AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM unnest(resource_names) r WHERE starts_with(r, $3::text)))
             AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM unnest(resource_names) r WHERE starts_with(r, $4::text)))
           ORDER BY created_at, contract_id LIMIT $5 OFFSET $6)
         SELECT p.row_id,
           (SELECT json_agg(v.body ORDER BY v.created_at DESC, v.id) FROM (
              SELECT body, created_at, id FROM contract_violations
              WHERE workspace_id = $1 AND contract_id = p.contract_id
              ORDER BY created_at DESC, id LIMIT $7) v) AS violations
         FROM page p ORDER BY p.created_at, p.contract_id`,
        [
          caller.workspaceId,
          statusFilter(query.status),
          query.sourceType ? `${query.sourceType}://` : null,
          query.resourcesLocation ?? null,
          query.limit,
          query.offset,
          VIOLATIONS_SHOWN,
        ],
      );
      const bases = await rowCache.get(
        store,
        page.map((p) => p.row_id),
      );
      return page.flatMap((p) => {
        const cached = bases.get(p.row_id);
        if (!cached) return [];
        const violations = p.violations ?? [];
        return [withMember({ ...cached.base, violations }, cached.head, "violations", violations)];
      });
    },

    async inferContract(
      caller: Caller,
      { params }: RequestOf<"inferContract">,
    ): Promise<ResponseInputOf<"inferContract">> {
      const assets = await store.query<{
        id: string;
        resource_name: string;
        data_source: string;
        path: string;
        schema: { fields?: ContractSpec["schema"] };
        created_at: Date;
        updated_at: Date;
      }>(
        "SELECT id, resource_name, data_source, path, schema, created_at, updated_at FROM data_assets WHERE workspace_id = $1 AND id = $2",
        [caller.workspaceId, params.id],
      );
      const asset = assets[0];
      if (!asset) throw notFound(`no data asset with id '${params.id}'`);
      const existing = await contractForResource(store, caller.workspaceId, asset.resource_name, null);
      const contractId = existing?.contract_id ?? inferredContractId(caller.workspaceId, asset.id);
      const name = asset.path.split(/[.:/]/).filter(Boolean).at(-1) ?? asset.path;
      const contractSpec: ContractSpec = {
        id: contractId,
        name,
        namespace: asset.data_source,
        dataAssetResourceName: asset.resource_name,
        schema: asset.schema.fields ?? [],
      };
      return {
        contractId,
        contractSpec,
        contractSpecRaw: specRaw(contractSpec),
        status: "ACTIVE",
        createdAt: iso(asset.created_at),
        updatedAt: iso(asset.updated_at),
      };
    },

    async listContractVersions(caller: Caller, { params }: { params: { id: string } }) {
      const rows = await store.query<ContractRow>(
        `SELECT ${CONTRACT_COLUMNS} FROM contracts WHERE workspace_id = $1 AND contract_id = $2
         ORDER BY is_latest DESC, updated_at DESC, row_id`,
        [caller.workspaceId, params.id],
      );
      if (rows.length === 0) throw notFound(`no contract with id '${params.id}'`);
      return { versions: await withViolations(store, caller.workspaceId, rows) };
    },
  };
}
