import type { SchemaNode } from "../api/schema-node.js";
import type { Queryable, Store } from "../store/port.js";
import { CONTRACT_COLUMNS, type ContractRow } from "./contract-rows.js";
import { WorkspaceEpochCache } from "./epoch-cache.js";
import { SharedFreshRead } from "./shared-read.js";

/** Keys of the store's in-process change counters (Store.localChanges), by workspace. */
export const changeKey = {
  contracts: (workspaceId: string) => `contracts:${workspaceId}`,
  violations: (workspaceId: string) => `violations:${workspaceId}`,
  assets: (workspaceId: string) => `assets:${workspaceId}`,
};

/**
 * Marks the workspace's contracts changed, inside the writing transaction: the
 * epoch other server processes on the same PostgreSQL read. (A store only this
 * process writes is told after the commit instead: `contractsWritten`.)
 */
export async function bumpContractEpoch(tx: Queryable, workspaceId: string): Promise<void> {
  await tx.query(
    `INSERT INTO contract_epochs (workspace_id, epoch) VALUES ($1, 1)
     ON CONFLICT (workspace_id) DO UPDATE SET epoch = contract_epochs.epoch + 1`,
    [workspaceId],
  );
}

/**
 * After a transaction that changed the workspace's contracts ended (also when
 * its commit failed: it may have committed all the same; a needless bump only
 * costs a reload).
 */
export function contractsWritten(store: Store, workspaceId: string): void {
  store.localChanges?.bump(changeKey.contracts(workspaceId));
}

/** After a statement that saved assets of the workspace ended, committed or not (as `contractsWritten`). */
export function assetsWritten(store: Store, workspaceId: string): void {
  store.localChanges?.bump(changeKey.assets(workspaceId));
}

/** After a transaction that recorded violation events of the workspace ended (as `contractsWritten`). */
export function violationsWritten(store: Store, workspaceId: string): void {
  store.localChanges?.bump(changeKey.violations(workspaceId));
}

/** Shared epoch reads by store and workspace: the server starts one as a check arrives (`contractEpochRead`). */
const epochReads = new WeakMap<Store, Map<string, SharedFreshRead<number>>>();
/** Workspaces whose contracts (and epoch reads) are kept per process, before the maps start over. */
export const MAX_WORKSPACES = 100;

/**
 * The workspace's contract epoch on a store other processes write (PostgreSQL), read
 * after this call, one read shared by the callers asking at the same time;
 * undefined where the store keeps its own counter (no query needed). The server
 * asks as a check arrives, before it waits for admission: checks queued together
 * then share one read (asked only once admitted, one at a time, each paid its own).
 */
export function contractEpochRead(store: Store, workspaceId: string): Promise<number> | undefined {
  if (store.localChanges) return undefined;
  let reads = epochReads.get(store);
  if (!reads) {
    reads = new Map();
    epochReads.set(store, reads);
  }
  let read = reads.get(workspaceId);
  if (!read) {
    read = new SharedFreshRead(async () => {
      const [row] = await store.query<{ epoch: number }>(
        "SELECT epoch FROM contract_epochs WHERE workspace_id = $1",
        [workspaceId],
      );
      return Number(row?.epoch ?? 0);
    });
    if (reads.size >= MAX_WORKSPACES) reads.clear();
    reads.set(workspaceId, read);
  }
  const epoch = read.get();
  // The request may go away before it uses the read: its failure is then nobody's to report.
  epoch.catch(() => {});
  return epoch;
}

/**
 * The workspace's contract epoch as of now: the store's own counter where this process is the
 * only writer, else `read` (the read started when the request arrived) or a read started now.
 */
export async function currentContractEpoch(
  store: Store,
  workspaceId: string,
  read?: Promise<number>,
): Promise<number> {
  const local = store.localChanges?.count(changeKey.contracts(workspaceId));
  return local ?? (await (read ?? contractEpochRead(store, workspaceId) ?? 0));
}

/**
 * The enforced contracts of each workspace, parsed once and kept while the
 * workspace's contract epoch is unchanged (and the compliance engine's
 * per-contract field maps stay warm, keyed by the cached objects). The epoch
 * is the store's in-process counter where this process is the only writer
 * (PGlite: no query at all); on PostgreSQL it is the `contract_epochs` row
 * that every writing process bumps, read once per check, one read shared by
 * the checks that ask at the same time.
 */
export class EnforcedContractCache {
  /** Resource name -> the newest enforced contract covering it, by workspace. */
  readonly #workspaces: WorkspaceEpochCache<Map<string, ContractRow>>;

  constructor(
    private readonly store: Store,
    private readonly statuses: readonly string[],
    maxWorkspaces = MAX_WORKSPACES,
  ) {
    this.#workspaces = new WorkspaceEpochCache(maxWorkspaces);
  }

  /**
   * The newest enforced contract of each name, and the registered schema of
   * each of `registeredNames` that has one (on PostgreSQL in the epoch's query).
   * `epochRead`: the epoch read started when the request arrived (`contractEpochRead`), used
   * when no registered schemas are asked for.
   */
  async forResources(
    workspaceId: string,
    resourceNames: readonly string[],
    registeredNames: readonly string[] | null = null,
    epochRead?: Promise<number>,
  ): Promise<{ contracts: Map<string, ContractRow>; registered: Map<string, SchemaNode> }> {
    const wanted = registeredNames ? [...new Set(registeredNames)] : null;
    let epoch: number;
    let registered: [string, SchemaNode][] = [];
    const local = this.store.localChanges;
    if (local) {
      epoch = local.count(changeKey.contracts(workspaceId));
      if (wanted) registered = await this.#registered(workspaceId, wanted);
    } else if (wanted) {
      const [state] = await this.store.query<{
        epoch: number | null;
        registered: [string, SchemaNode][] | null;
      }>(
        `SELECT (SELECT epoch FROM contract_epochs WHERE workspace_id = $1) AS epoch, (${REGISTERED}) AS registered`,
        [workspaceId, wanted],
      );
      epoch = Number(state?.epoch ?? 0);
      registered = state?.registered ?? [];
    } else {
      epoch = await currentContractEpoch(this.store, workspaceId, epochRead);
    }
    // Read after the epoch: a write committed in between makes the next check reload, never serve stale.
    const byResource = await this.#workspaces.get(workspaceId, epoch, () => this.#load(workspaceId));
    const found = new Map<string, ContractRow>();
    for (const name of resourceNames) {
      const row = byResource.get(name);
      if (row) found.set(name, row);
    }
    return { contracts: found, registered: new Map(registered) };
  }

  async #registered(workspaceId: string, names: string[]): Promise<[string, SchemaNode][]> {
    const [row] = await this.store.query<{ registered: [string, SchemaNode][] | null }>(
      `SELECT (${REGISTERED}) AS registered`,
      [workspaceId, names],
    );
    return row?.registered ?? [];
  }

  async #load(workspaceId: string): Promise<Map<string, ContractRow>> {
    const rows = await this.store.query<ContractRow & { resource_names: string[] }>(
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

/** The registered schemas of names $2 in workspace $1, as [name, schema] pairs. */
const REGISTERED = `SELECT json_agg(json_build_array(resource_name, schema)) FROM data_assets WHERE workspace_id = $1
  AND md5(resource_name) = ANY(md5_each($2::text[])) AND resource_name = ANY($2::text[])`;
