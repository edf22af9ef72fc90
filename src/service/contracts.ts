import { createHash } from "node:crypto";
import type { RequestOf, ResponseInputOf } from "../api/endpoints.js";
import type { Contract, ContractSpec, ContractViolation } from "../api/resources.js";
import type { Queryable, Store } from "../store/port.js";
import { utcToday } from "../waivers/ledger.js";
import { recordAcceptedBreaks } from "./accepted-breaks.js";
import { recordBrokenContracts, resourceNamesOf } from "./broken-contracts.js";
import { type Caller, iso, type ServiceDeps } from "./context.js";
import { ContractLister } from "./contract-list.js";
import {
  CONTRACT_COLUMNS,
  type ContractRow,
  toContract,
  VIOLATIONS_SHOWN,
  type WrittenContractRow,
} from "./contract-rows.js";
import { upsertContracts } from "./contract-writes.js";
import { bumpContractEpoch, contractsWritten } from "./enforced-contracts.js";
import { notFound } from "./errors.js";
import { recordSunsets } from "./sunsets.js";

export type { ContractRow } from "./contract-rows.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

/** A stable id for the contract inferred from an asset that has none yet. */
export function inferredContractId(workspaceId: string, assetId: string): string {
  const h = createHash("sha256").update(`${workspaceId}:${assetId}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function specRaw(spec: ContractSpec): string {
  return `${JSON.stringify(spec, null, 2)}\n`;
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

export function contractHandlers(deps: ServiceDeps) {
  const { store } = deps;
  const lister = new ContractLister(store, { warmWritten: deps.warmWrittenContracts });
  return {
    createContracts: (caller: Caller, request: RequestOf<"createContracts">) =>
      createContracts(deps, lister, caller, request),

    getContractByDataAsset: (caller: Caller, request: RequestOf<"getContractByDataAsset">) =>
      getContractByDataAsset(store, caller, request),

    async listContracts(
      caller: Caller,
      { query }: RequestOf<"listContracts">,
    ): Promise<ResponseInputOf<"listContracts">> {
      return lister.list(caller.workspaceId, {
        statuses: statusFilter(query.status),
        sourceType: query.sourceType,
        resourcesLocation: query.resourcesLocation,
        limit: query.limit,
        offset: query.offset,
        after: query.after,
      });
    },

    inferContract: (caller: Caller, request: RequestOf<"inferContract">) =>
      inferContract(store, caller, request),

    listContractVersions: (caller: Caller, request: { params: { id: string } }) =>
      listContractVersions(store, caller, request),
  };
}

async function createContracts(
  { store, onQueued, now }: ServiceDeps,
  lister: ContractLister,
  caller: Caller,
  { body }: RequestOf<"createContracts">,
): Promise<ResponseInputOf<"createContracts">> {
  const list = Array.isArray(body) ? body : [body];
  const counts = { created: 0, updated: 0, unchanged: 0 };
  let queued = 0;
  let rows: WrittenContractRow[] = [];
  try {
    await store.transaction(async (tx) => {
      const written = await upsertContracts(
        tx,
        caller.workspaceId,
        list,
        (body) => specRaw(body.contractSpec),
        (body) => resourceNamesOf(body.contractSpec),
      );
      for (const { outcome } of written) counts[outcome]++;
      rows = written.flatMap((w) => (w.row ? [w.row] : []));
      if (counts.created + counts.updated > 0) await bumpContractEpoch(tx, caller.workspaceId);
      // Waivers published with their contracts: a newly accepted break fires its webhook event.
      queued = await recordAcceptedBreaks(tx, caller.workspaceId, list, written);
      // A schema that breaks the contract's previous version, merged: accepted by its merge (and reviewers).
      queued += await recordBrokenContracts(tx, caller.workspaceId, list, written);
      // A deprecated field whose sunset is within the warning window: told once per field and sunset.
      queued += await recordSunsets(tx, caller.workspaceId, list, written, utcToday(now()));
    });
    lister.remember(rows);
  } finally {
    if (counts.created + counts.updated > 0) contractsWritten(store, caller.workspaceId);
  }
  if (queued > 0) onQueued();
  return {
    message: `${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged`,
    contractIds: list.map((c) => c.id),
  };
}

async function getContractByDataAsset(
  store: Store,
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
  const row = await contractForResource(store, caller.workspaceId, resourceName, statusFilter(query?.status));
  if (!row) throw notFound(`no contract for data asset '${params.id}'`);
  const [contract] = await withViolations(store, caller.workspaceId, [row]);
  return contract!;
}

async function inferContract(
  store: Store,
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
}

async function listContractVersions(store: Store, caller: Caller, { params }: { params: { id: string } }) {
  const rows = await store.query<ContractRow>(
    `SELECT ${CONTRACT_COLUMNS} FROM contracts WHERE workspace_id = $1 AND contract_id = $2
     ORDER BY is_latest DESC, updated_at DESC, row_id`,
    [caller.workspaceId, params.id],
  );
  if (rows.length === 0) throw notFound(`no contract with id '${params.id}'`);
  return { versions: await withViolations(store, caller.workspaceId, rows) };
}
