import type { Component, Contract, ContractViolation } from "../api/resources.js";
import {
  CONTRACT_COLUMNS,
  type ContractRow,
  toContract,
  VIOLATIONS_SHOWN,
} from "../service/contract-rows.js";
import { isUuid } from "../service/contracts.js";
import { currentContractEpoch, MAX_WORKSPACES } from "../service/enforced-contracts.js";
import { WorkspaceEpochCache } from "../service/epoch-cache.js";
import { CONTRACT_NAME_ORDER } from "../store/migrations.js";
import type { Store } from "../store/port.js";
import { componentsNear } from "./lineage-read.js";
import { listSummaries, PAGE_SIZE, readFacets } from "./list-sql.js";
import type { AcceptedBreak, AssetGroup, CatalogSource, ListQuery } from "./model.js";

/** Assets listed per page of "assets without a contract" at most. */
export const ASSETS_SHOWN = 2_000;

/**
 * The catalog's reads of the service's store. The list's page is read in SQL in the order of an
 * index (its cost does not grow with the number of contracts: no summary of every contract is
 * read, which at 10,000 contracts took most of a second); the facets, the one aggregate over
 * all contracts, are kept per workspace while its contract epoch stands (as the enforced
 * contracts are: service/enforced-contracts.ts).
 */
export class StoreCatalog {
  readonly #facets = new WorkspaceEpochCache<Awaited<ReturnType<typeof readFacets>>>(MAX_WORKSPACES);

  constructor(private readonly store: Store) {}

  /** The catalog of one workspace. */
  of(workspaceId: string): CatalogSource {
    return {
      list: (query, pageSize) => this.#list(workspaceId, query, pageSize),
      contract: (id) => this.#contract(workspaceId, id),
      assetsWithoutContract: () => this.#assetsWithoutContract(workspaceId),
      contractIds: async () =>
        (
          await this.store.query<{ contract_id: string }>(
            `SELECT contract_id FROM contracts WHERE workspace_id = $1 AND is_latest AND status <> 'ARCHIVED'
             ORDER BY ${CONTRACT_NAME_ORDER}, contract_id`,
            [workspaceId],
          )
        ).map((r) => r.contract_id),
    };
  }

  async #list(workspaceId: string, query: ListQuery, pageSize = PAGE_SIZE) {
    const epoch = await currentContractEpoch(this.store, workspaceId);
    const { facets, listed } = await this.#facets.get(workspaceId, epoch, () =>
      readFacets(this.store, workspaceId),
    );
    const { items, total, page } = await listSummaries(this.store, workspaceId, query, pageSize, listed);
    const counts = await this.store.query<{ contract_id: string; n: string | number }>(
      `SELECT contract_id, count(*) AS n FROM contract_violations
       WHERE workspace_id = $1 AND contract_id = ANY($2::uuid[]) GROUP BY contract_id`,
      [workspaceId, items.map((s) => s.id)],
    );
    const violations = new Map(counts.map((c) => [c.contract_id, Number(c.n)]));
    return {
      query: { ...query, page },
      items: items.map((s) => ({ ...s, violations: violations.get(s.id) ?? 0 })),
      total,
      pageSize,
      facets,
    };
  }

  async #contract(workspaceId: string, id: string) {
    if (!isUuid(id)) return undefined;
    const rows = await this.store.query<ContractRow>(
      `SELECT ${CONTRACT_COLUMNS} FROM contracts WHERE workspace_id = $1 AND contract_id = $2
       ORDER BY is_latest DESC, updated_at DESC, row_id`,
      [workspaceId, id],
    );
    if (rows.length === 0) return undefined;
    const versions: Contract[] = rows.map((row) => toContract(row, []));
    const [violations, breaks] = await Promise.all([
      this.store.query<{ body: ContractViolation }>(
        `SELECT body FROM contract_violations WHERE workspace_id = $1 AND contract_id = $2
         ORDER BY created_at DESC, id LIMIT $3`,
        [workspaceId, id, VIOLATIONS_SHOWN],
      ),
      this.store.query<{ payload: Record<string, unknown>; created_at: Date }>(
        `SELECT payload, created_at FROM change_log_events
         WHERE workspace_id = $1 AND contract_id = $2 AND event_type = 'BREAK_ACCEPTED'
         ORDER BY created_at DESC, id LIMIT 100`,
        [workspaceId, id],
      ),
    ]);
    const acceptedBreaks: AcceptedBreak[] = breaks.map((b) => ({
      at: b.created_at.toISOString(),
      payload: b.payload,
    }));
    const names = resourceNamesOf(versions[0]!);
    const components: Component[] = await componentsNear(this.store, workspaceId, names);
    return { versions, violations: violations.map((v) => v.body), acceptedBreaks, components };
  }

  async #assetsWithoutContract(workspaceId: string): Promise<AssetGroup[]> {
    const rows = await this.store.query<{
      resource_name: string;
      source_type: string;
      data_source: string;
      path: string;
      updated_at: Date;
    }>(
      `SELECT a.resource_name, a.source_type, a.data_source, a.path, a.updated_at FROM data_assets a
       WHERE a.workspace_id = $1 AND NOT EXISTS (
         SELECT 1 FROM contracts c WHERE c.workspace_id = $1 AND c.is_latest AND c.status <> 'ARCHIVED'
           AND md5_each(c.resource_names) @> ARRAY[md5(a.resource_name)]
           AND c.resource_names @> ARRAY[a.resource_name])
       ORDER BY a.data_source, a.resource_name LIMIT $2`,
      [workspaceId, ASSETS_SHOWN],
    );
    const groups = new Map<string, AssetGroup>();
    for (const row of rows) {
      let group = groups.get(row.data_source);
      if (!group) {
        group = { dataSource: row.data_source, assets: [] };
        groups.set(row.data_source, group);
      }
      group.assets.push({
        resourceName: row.resource_name,
        type: row.source_type,
        path: row.path,
        updatedAt: row.updated_at.toISOString(),
      });
    }
    return [...groups.values()];
  }
}

/** The assets a contract names: its list, else its one name. */
export function resourceNamesOf(contract: Contract): string[] {
  const spec = contract.contractSpec;
  return spec.dataAssetResourceNameList ?? (spec.dataAssetResourceName ? [spec.dataAssetResourceName] : []);
}
