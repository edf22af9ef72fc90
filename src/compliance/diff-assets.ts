import type { SchemaNode } from "../api/schema-node.js";
import type { SourceType } from "../api/source-types.js";
import { diffSchemas, namedPairKey, type SchemaChange } from "./diff.js";
import { probableRenames, withRenamedFields } from "./renames.js";

/** What asset pairing needs of a read asset (src/schema/model.ts ReadAsset). */
export interface AssetVersion {
  resourceName: string;
  sourceType: SourceType;
  path: string;
  schema: SchemaNode;
}

export interface AssetDiff {
  /** The head's resource name (the base's when the asset was removed). */
  asset: string;
  sourceType: SourceType;
  status: "changed" | "added" | "removed";
  changes: SchemaChange[];
  breaking: boolean;
}

/**
 * The part of an asset's path that survives moving its file: the message or
 * record after the last `:` (`events/order.proto:acme.Order` -> `acme.Order`),
 * else the whole path (`shop.public.orders`).
 */
export function assetKey(asset: AssetVersion): string {
  const colon = asset.path.lastIndexOf(":");
  return `${asset.sourceType}:${colon >= 0 ? asset.path.slice(colon + 1) : asset.path}`;
}

export interface DiffOptions {
  /**
   * Show each probable rename (compliance/renames.ts, the detector PROBABLE_RENAME reads) as one
   * FIELD_RENAMED: for what a reviewer reads. Compatibility modes judge the diff as the format
   * resolves it, without renames it cannot see (compat-mode.ts leaves this off).
   */
  renames?: boolean | undefined;
}

/**
 * Pairs the assets of two versions (of a file, or of a repository) and diffs
 * each pair. A removed asset is breaking for its readers; an added one is not.
 * When each side has exactly one asset they pair even if renamed.
 */
export function diffAssets(
  base: readonly AssetVersion[],
  head: readonly AssetVersion[],
  options: DiffOptions = {},
): AssetDiff[] {
  const single = base.length === 1 && head.length === 1 && base[0]?.sourceType === head[0]?.sourceType;
  const keyOf = (asset: AssetVersion) => (single ? "only" : assetKey(asset));
  const headByKey = new Map(head.map((asset) => [keyOf(asset), asset]));
  const baseKeys = new Set(base.map(keyOf));
  // A message or record that is an asset of its own reports its changes there,
  // not again inside every asset that nests it (a 200-deep chain: 200 changes, not 20,000).
  const ownAssets = new Set<string>();
  for (const old of base) {
    const now = headByKey.get(keyOf(old));
    const pair = now ? namedPairKey(old.schema, now.schema) : undefined;
    if (pair) ownAssets.add(pair);
  }
  const results: AssetDiff[] = [];
  for (const old of base) {
    const now = headByKey.get(keyOf(old));
    if (!now) {
      const change: SchemaChange = {
        kind: "FIELD_REMOVED",
        field: "",
        breaking: true,
        reason: "the asset is gone: every reader of it breaks",
        before: old.resourceName,
      };
      results.push({
        asset: old.resourceName,
        sourceType: old.sourceType,
        status: "removed",
        changes: [change],
        breaking: true,
      });
      continue;
    }
    const diffed = diffSchemas(old.schema, now.schema, now.sourceType, ownAssets);
    const changes = options.renames
      ? withRenamedFields(diffed, probableRenames(old.schema, now.schema, now.sourceType))
      : diffed;
    results.push({
      asset: now.resourceName,
      sourceType: now.sourceType,
      status: "changed",
      changes,
      breaking: changes.some((change) => change.breaking),
    });
  }
  for (const now of head) {
    if (baseKeys.has(keyOf(now))) continue;
    results.push({
      asset: now.resourceName,
      sourceType: now.sourceType,
      status: "added",
      changes: [],
      breaking: false,
    });
  }
  return results;
}
