import { schemaDigest } from "../api/canonical.js";
import type { ResponseInputOf } from "../api/endpoints.js";
import type { Store } from "../store/port.js";
import type { AssetOwners } from "./asset-owners.js";
import { iso } from "./context.js";
import { changeKey, MAX_WORKSPACES } from "./enforced-contracts.js";
import { WorkspaceEpochCache } from "./epoch-cache.js";
import { unknownKey } from "./errors.js";

type ListedAsset = ResponseInputOf<"listDataAssets">[number];

/** A listed asset's row, its digest made where the row has none stored. */
interface AssetRow {
  id: string;
  resource_name: string;
  source_type: string;
  data_source: string;
  path: string;
  updated_at: Date;
  schema_digest: string;
}

/** Most assets of a workspace kept in list order; a larger listing pages in the store. */
const MAX_ORDERED = 100_000;

// A schema is read only for a row without its digest (written before digests were stored).
const LISTED_COLUMNS = `a.id, a.resource_name, a.source_type, a.data_source, a.path, a.updated_at, a.schema_digest,
  CASE WHEN a.schema_digest IS NULL THEN a.schema END AS schema,
  CASE WHEN a.schema_digest IS NULL THEN a.field_profiles END AS field_profiles`;

/**
 * Endpoint 4's listing, in the order of creation. On a store only this process writes, the
 * workspace's assets are read in that order once while they are unchanged (Store.localChanges)
 * and each page is cut from them: a client paging through 10,000 assets made the store sort
 * them 20 times. Elsewhere each page is read by its offset.
 */
export class AssetLister {
  readonly #orders = new WorkspaceEpochCache<AssetRow[] | undefined>(MAX_WORKSPACES);

  constructor(
    private readonly store: Store,
    private readonly owners: AssetOwners,
  ) {}

  /** A page of `limit` assets from `offset`, counted from the asset `after` when given (paging by key). */
  async list(workspaceId: string, limit: number, offset: number, after?: string): Promise<ListedAsset[]> {
    const [rows, ownerOf] = await Promise.all([
      this.#page(workspaceId, limit, offset, after),
      this.owners.of(workspaceId),
    ]);
    return rows.map((r) => {
      const contractId = ownerOf.get(r.resource_name);
      return {
        id: r.id,
        dataAssetResourceName: r.resource_name,
        domain: r.data_source,
        path: r.path,
        type: r.source_type as ListedAsset["type"],
        updatedAt: iso(r.updated_at),
        ...(contractId ? { contractId } : {}),
        schemaDigest: r.schema_digest,
      };
    });
  }

  async #page(workspaceId: string, limit: number, offset: number, after?: string): Promise<AssetRow[]> {
    // Counted before reading: a write committed meanwhile bumps it, so this order is not used again.
    const version = this.store.localChanges?.count(changeKey.assets(workspaceId));
    if (version !== undefined) {
      const all = await this.#orders.get(workspaceId, version, () => this.#all(workspaceId));
      if (all) {
        const from = after === undefined ? 0 : all.findIndex((r) => r.id === after) + 1;
        if (after !== undefined && from === 0) throw unknownKey("data asset", after);
        return all.slice(from + offset, from + offset + limit);
      }
    }
    const rows = await this.store.query<StoredAssetRow>(
      // The page is read in list order from data_assets_list (migration 6), by key from the asset
      // it follows or by offset, and its schemas joined after (only rows without a digest need one).
      `WITH ${after === undefined ? "" : "k AS (SELECT created_at, id FROM data_assets WHERE workspace_id = $1 AND id = $4::uuid), "}
         page AS MATERIALIZED (
         SELECT a.id, a.created_at FROM data_assets a WHERE a.workspace_id = $1
           ${after === undefined ? "" : "AND (a.created_at, a.id) > (SELECT created_at, id FROM k)"}
         ORDER BY a.created_at, a.id LIMIT $2 OFFSET $3)
       SELECT ${LISTED_COLUMNS}
       FROM page p JOIN data_assets a ON a.id = p.id ORDER BY p.created_at, p.id`,
      [workspaceId, limit, offset, ...(after === undefined ? [] : [after])],
    );
    if (rows.length === 0 && after !== undefined) {
      const known = await this.store.query("SELECT 1 FROM data_assets WHERE workspace_id = $1 AND id = $2", [
        workspaceId,
        after,
      ]);
      if (known.length === 0) throw unknownKey("data asset", after);
    }
    return digested(rows);
  }

  async #all(workspaceId: string): Promise<AssetRow[] | undefined> {
    const rows = await this.store.query<StoredAssetRow>(
      `SELECT ${LISTED_COLUMNS} FROM data_assets a WHERE a.workspace_id = $1 ORDER BY a.created_at, a.id LIMIT $2`,
      [workspaceId, MAX_ORDERED + 1],
    );
    return rows.length > MAX_ORDERED ? undefined : digested(rows);
  }
}

type StoredAssetRow = Omit<AssetRow, "schema_digest"> & {
  schema_digest: string | null;
  schema: unknown;
  field_profiles: unknown;
};

function digested(rows: readonly StoredAssetRow[]): AssetRow[] {
  return rows.map(({ schema, field_profiles, ...row }) => ({
    ...row,
    schema_digest: row.schema_digest ?? schemaDigest(schema, field_profiles),
  }));
}
