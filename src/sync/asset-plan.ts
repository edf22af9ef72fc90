import { schemaDigest } from "../api/canonical.js";
import { formatResourceName } from "../api/resource-name.js";
import type { AssetInput, ObjectStorageAsset } from "../api/resources.js";
import { errorMessage } from "../error-message.js";
import type { Diagnostic, ReadAsset } from "../schema/model.js";
import { toWireNode } from "../schema/model.js";
import { toAssetInput } from "./assets.js";
import { PartialWriteError } from "./paged-service.js";
import type { ServicePort } from "./ports.js";

/** What a publish does to one asset a contract names: as for contracts, minus archiving. */
export type AssetAction = "create" | "update" | "unchanged";

export interface AssetPlanEntry {
  action: AssetAction;
  asset: ReadAsset;
  /** What is sent: endpoint 7's asset, or endpoint 9's for object storage. */
  wire: { generic: AssetInput } | { objectStorage: ObjectStorageAsset };
}

export interface AssetPlan {
  entries: AssetPlanEntry[];
  counts: Record<AssetAction, number>;
}

/** The listing's largest page. */
const PAGE = 500;

/**
 * Every asset the service holds, by resource name, with the digest of its registration
 * (undefined from a service that does not list one: its assets are always sent).
 */
export async function listHeldAssets(service: ServicePort): Promise<Map<string, string | undefined>> {
  const held = new Map<string, string | undefined>();
  for (let offset = 0; ; offset += PAGE) {
    const page = await service.listDataAssets({ query: { limit: PAGE, offset } });
    for (const asset of page) held.set(asset.dataAssetResourceName, asset.schemaDigest);
    if (page.length < PAGE) return held;
  }
}

/** Create what the service lacks, update what it holds otherwise, leave the rest: a no-op sends nothing. */
export function planAssets(
  assets: readonly ReadAsset[],
  held: ReadonlyMap<string, string | undefined>,
): AssetPlan {
  const counts: Record<AssetAction, number> = { create: 0, update: 0, unchanged: 0 };
  // A name read twice is registered once, as the service keeps it: the last one read wins.
  const lastByName = new Map(assets.map((asset) => [asset.resourceName, asset]));
  const entries = [...lastByName.values()].map((asset): AssetPlanEntry => {
    const sent = asset.sourceType === "s3" ? toObjectStorageAsset(asset) : toAssetInput(asset);
    const wire: AssetPlanEntry["wire"] = "bucket" in sent ? { objectStorage: sent } : { generic: sent };
    const digest = schemaDigest(sent.schema, sent.fieldNameToDataAssetFieldProfileMap);
    const action: AssetAction = !held.has(asset.resourceName)
      ? "create"
      : held.get(asset.resourceName) === digest
        ? "unchanged"
        : "update";
    counts[action] += 1;
    return { action, asset, wire };
  });
  return { entries, counts };
}

export interface AssetWrites {
  registered: number;
  /** Assets the service refused (too large, an invalid schema): named by file. */
  diagnostics: Diagnostic[];
  /** Set when the service failed partway: its message and the assets not registered. */
  failure?: { message: string; notApplied: ReadAsset[] } | undefined;
}

/** Registers the created and updated assets (object storage through its own endpoint), paged. */
export async function registerPlannedAssets(
  service: ServicePort,
  plan: AssetPlan,
  prLink: string | undefined,
): Promise<AssetWrites> {
  const toSend = plan.entries.filter((e) => e.action !== "unchanged");
  const generic = toSend.flatMap((e) => ("generic" in e.wire ? [{ entry: e, input: e.wire.generic }] : []));
  const objectStorage = toSend.flatMap((e) =>
    "objectStorage" in e.wire ? [{ entry: e, input: e.wire.objectStorage }] : [],
  );
  const writes: AssetWrites = { registered: 0, diagnostics: [] };
  // Wire objects the service answered for (registered, or refused with a reason of their own).
  const answered = new Set<object>();
  try {
    if (generic.length > 0) {
      const { asset_registration_outcomes: outcomes } = await service.registerAssets({
        assets: generic.map((g) => g.input),
        prLink,
      });
      for (const g of generic) answered.add(g.input);
      const byName = new Map(generic.map((g) => [g.entry.asset.resourceName, g.entry.asset]));
      for (const outcome of outcomes) {
        if (!outcome.error) {
          writes.registered += 1;
          continue;
        }
        const name = formatResourceName(outcome.data_asset_resource_name);
        writes.diagnostics.push({
          file: byName.get(name)?.file ?? name,
          severity: "error",
          message: `${name}: registration failed: ${outcome.error}`,
        });
      }
    }
    if (objectStorage.length > 0) {
      const answer = await service.registerS3Assets({
        assets: objectStorage.map((o) => o.input),
        dry_run: false,
        prLink,
      });
      for (const o of objectStorage) answered.add(o.input);
      writes.registered += answer.registered.length;
      const registered = new Set(answer.registered);
      for (const { entry } of objectStorage) {
        if (registered.has(entry.asset.resourceName)) continue;
        writes.diagnostics.push({
          file: entry.asset.file,
          severity: "error",
          message: `${entry.asset.resourceName}: registration failed: ${answer.message}`,
        });
      }
    }
  } catch (error) {
    const partial = error instanceof PartialWriteError ? error : undefined;
    writes.registered += partial?.applied.length ?? 0;
    for (const item of partial?.applied ?? []) answered.add(item as object);
    const notApplied = toSend.filter((e) => !answered.has(wireOf(e))).map((e) => e.asset);
    const message = partial?.message ?? `the service failed registering assets: ${errorMessage(error)}`;
    writes.failure = { message, notApplied };
  }
  return writes;
}

function wireOf(entry: AssetPlanEntry): object {
  return "generic" in entry.wire ? entry.wire.generic : entry.wire.objectStorage;
}

/** The s3 reader names an asset `s3://{bucket}:{key pattern}`: the data source is the bucket. */
function toObjectStorageAsset(asset: ReadAsset): ObjectStorageAsset {
  return { bucket: asset.dataSource, pattern: asset.path, schema: toWireNode(asset.schema) };
}
