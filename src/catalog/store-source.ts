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
import type { Store } from "../store/port.js";
import { componentsNear } from "./lineage-read.js";
import type { AcceptedBreak, AssetGroup, CatalogSource, ContractSummary, ListQuery } from "./model.js";
import { facetsOf, filterSummaries, PAGE_SIZE, pageOf, sortedByName } from "./summaries.js";

interface SummaryRow {
  contract_id: string;
  status: string;
  name: string | null;
  domain: string | null;
  owner: string | null;
  level: string | null;
  doc: string | null;
  resource_names: string[];
  updated_at: Date;
}

/** Assets listed per page of "assets without a contract" at most. */
export const ASSETS_SHOWN = 2_000;

/**
 * The catalog's reads of the service's store, for one process: the summaries of each workspace's
 * contracts are read once and kept while its contract epoch stands (as the enforced contracts
 * are: service/enforced-contracts.ts), so the list's filters cost no query but the page's
 * violation counts.
 */
export class StoreCatalog {
  readonly #summaries = new WorkspaceEpochCache<ContractSummary[]>(MAX_WORKSPACES);
  /** Each workspace's summaries by row id, as last read (rows never change: reused after a write). */
  readonly #byRow = new Map<string, Map<string, ContractSummary>>();

  constructor(private readonly store: Store) {}

  /** The catalog of one workspace. */
  of(workspaceId: string): CatalogSource {
    return {
      list: (query, pageSize) => this.#list(workspaceId, query, pageSize),
      contract: (id) => this.#contract(workspaceId, id),
      assetsWithoutContract: () => this.#assetsWithoutContract(workspaceId),
      contractIds: async () => (await this.#summariesOf(workspaceId)).map((s) => s.id),
    };
  }

  async #summariesOf(workspaceId: string): Promise<ContractSummary[]> {
    const epoch = await currentContractEpoch(this.store, workspaceId);
    return this.#summaries.get(workspaceId, epoch, () => this.#readSummaries(workspaceId));
  }

  /**
   * The summaries of the workspace's newest rows. Rows are immutable (a change is a new row), so
   * after a write only the rows not summarised before are read: a publish of one contract into a
   * catalog of 10,000 reads 10,000 row ids and one body, not 10,000 bodies.
   */
  async #readSummaries(workspaceId: string): Promise<ContractSummary[]> {
    const latest = await this.store.query<{ row_id: string }>(
      "SELECT row_id FROM contracts WHERE workspace_id = $1 AND is_latest",
      [workspaceId],
    );
    const known = this.#byRow.get(workspaceId) ?? new Map<string, ContractSummary>();
    const missing = latest.map((r) => r.row_id).filter((id) => !known.has(id));
    const read =
      missing.length === 0
        ? []
        : await this.store.query<SummaryRow & { row_id: string }>(
            `SELECT row_id, contract_id, status, body -> 'contractSpec' ->> 'name' AS name,
               body -> 'contractSpec' ->> 'namespace' AS domain, body -> 'contractSpec' ->> 'owner' AS owner,
               body ->> 'enforcementLevel' AS level, left(body -> 'contractSpec' ->> 'doc', 300) AS doc,
               resource_names, updated_at
             FROM contracts WHERE row_id = ANY($1::uuid[])`,
            [missing],
          );
    const current = new Map<string, ContractSummary>();
    for (const { row_id } of latest) {
      const summary = known.get(row_id);
      if (summary) current.set(row_id, summary);
    }
    for (const row of read) current.set(row.row_id, summaryOf(row));
    if (this.#byRow.size >= MAX_WORKSPACES) this.#byRow.clear();
    this.#byRow.set(workspaceId, current);
    return sortedByName([...current.values()]);
  }

  async #list(workspaceId: string, query: ListQuery, pageSize = PAGE_SIZE) {
    const all = await this.#summariesOf(workspaceId);
    const matching = filterSummaries(all, query);
    const { items, page } = pageOf(matching, query.page, pageSize);
    const counts = await this.store.query<{ contract_id: string; n: string | number }>(
      `SELECT contract_id, count(*) AS n FROM contract_violations
       WHERE workspace_id = $1 AND contract_id = ANY($2::uuid[]) GROUP BY contract_id`,
      [workspaceId, items.map((s) => s.id)],
    );
    const violations = new Map(counts.map((c) => [c.contract_id, Number(c.n)]));
    return {
      query: { ...query, page },
      items: items.map((s) => ({ ...s, violations: violations.get(s.id) ?? 0 })),
      total: matching.length,
      pageSize,
      facets: facetsOf(all),
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

function summaryOf(row: SummaryRow): ContractSummary {
  return {
    id: row.contract_id,
    name: row.name ?? row.contract_id,
    domain: row.domain ?? "",
    owner: row.owner ?? "",
    status: row.status,
    level: row.level ?? "INACTIVE",
    doc: row.doc ?? "",
    resourceNames: row.resource_names,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The assets a contract names: its list, else its one name. */
export function resourceNamesOf(contract: Contract): string[] {
  const spec = contract.contractSpec;
  return spec.dataAssetResourceNameList ?? (spec.dataAssetResourceName ? [spec.dataAssetResourceName] : []);
}
