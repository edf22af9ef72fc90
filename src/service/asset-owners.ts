import type { Store } from "../store/port.js";
import { currentContractEpoch, MAX_WORKSPACES } from "./enforced-contracts.js";
import { WorkspaceEpochCache } from "./epoch-cache.js";

/**
 * The contract that owns each asset of a workspace: the newest latest contract, of any status,
 * that names it. Loaded once per contract epoch (one pass over the contracts' names), so a
 * listing's pages look owners up in memory: asked per page in SQL, the owners of 500 assets
 * unnested every contract's names again (10,000 contracts: 20 pages, each a pass over all of them).
 */
export class AssetOwners {
  readonly #owners = new WorkspaceEpochCache<Map<string, string>>(MAX_WORKSPACES);

  constructor(private readonly store: Store) {}

  /** Resource name -> owning contract id, as of a contract epoch read after this call. */
  async of(workspaceId: string): Promise<Map<string, string>> {
    const epoch = await currentContractEpoch(this.store, workspaceId);
    return this.#owners.get(workspaceId, epoch, () => this.#load(workspaceId));
  }

  async #load(workspaceId: string): Promise<Map<string, string>> {
    const rows = await this.store.query<{ contract_id: string; resource_names: string[] }>(
      `SELECT contract_id, resource_names FROM contracts WHERE workspace_id = $1 AND is_latest
       ORDER BY updated_at DESC, contract_id`,
      [workspaceId],
    );
    const owners = new Map<string, string>();
    // Newest first: the first contract naming a resource owns it.
    for (const row of rows)
      for (const name of row.resource_names) if (!owners.has(name)) owners.set(name, row.contract_id);
    return owners;
  }
}
