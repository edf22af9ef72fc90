import { randomUUID } from "node:crypto";
import { schemaDigest } from "../api/canonical.js";
import type { RequestOf, ResponseInputOf } from "../api/endpoints.js";
import { formatResourceName } from "../api/resource-name.js";
import type { SchemaNode } from "../api/schema-node.js";
import { errorMessage } from "../error-message.js";
import type { Store } from "../store/port.js";
import { AssetLister } from "./asset-list.js";
import { AssetOwners } from "./asset-owners.js";
import { recordBreaksReachingAssets, waiveredContracts } from "./breaks-reaching-assets.js";
import type { Caller, ServiceDeps } from "./context.js";
import { assetsWritten } from "./enforced-contracts.js";

interface AssetToSave {
  resourceName: string;
  sourceType: string;
  dataSource: string;
  path: string;
  schema: SchemaNode;
  fieldProfiles: Record<string, unknown> | undefined;
  prLink: string | undefined;
}

/** Why an asset cannot be registered, or undefined. */
function assetProblem(asset: { schema: SchemaNode }, sourceType: string, named: string): string | undefined {
  if (sourceType !== named) {
    return `source_type '${sourceType}' differs from the resource name's source_type '${named}'`;
  }
  if (asset.schema.type !== "struct") return `schema root must be a struct, not '${asset.schema.type}'`;
  return undefined;
}

const ASSET_UPSERT = `
  ON CONFLICT (workspace_id, md5(resource_name)) DO UPDATE SET schema = EXCLUDED.schema,
    field_profiles = EXCLUDED.field_profiles, schema_digest = EXCLUDED.schema_digest,
    pr_link = EXCLUDED.pr_link, updated_at = now()`;

/** The digest listings answer with, as it is computed from the stored row. */
const digestOf = (asset: AssetToSave) => schemaDigest(asset.schema, asset.fieldProfiles);

/**
 * Runs a statement that saves assets of the workspace, and then, committed or not, marks them
 * changed (the listing's kept order: asset-list.ts). Every asset write goes through here.
 */
async function writeAssets(store: Store, workspaceId: string, sql: string, params: unknown[]): Promise<void> {
  try {
    await store.query(sql, params);
  } finally {
    assetsWritten(store, workspaceId);
  }
}

async function saveAsset(store: Store, workspaceId: string, asset: AssetToSave): Promise<void> {
  await writeAssets(
    store,
    workspaceId,
    `INSERT INTO data_assets (id, workspace_id, resource_name, source_type, data_source, path, schema,
       field_profiles, pr_link, schema_digest)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10)${ASSET_UPSERT}`,
    [
      randomUUID(),
      workspaceId,
      asset.resourceName,
      asset.sourceType,
      asset.dataSource,
      asset.path,
      JSON.stringify(asset.schema),
      asset.fieldProfiles ? JSON.stringify(asset.fieldProfiles) : null,
      asset.prLink ?? null,
      digestOf(asset),
    ],
  );
}

/**
 * Saves many assets in one statement (registration seeds hundreds at once);
 * a name given twice keeps its last schema, as saving one by one would. Throws
 * when any row cannot be stored, having stored none.
 */
async function saveAssets(store: Store, workspaceId: string, assets: readonly AssetToSave[]): Promise<void> {
  const last = new Map<string, AssetToSave>();
  for (const asset of assets) {
    last.delete(asset.resourceName);
    last.set(asset.resourceName, asset);
  }
  const list = [...last.values()];
  await writeAssets(
    store,
    workspaceId,
    // Each row its own clock time, in the given order: listings sort by creation as when saved one by one
    // (plus n microseconds: two rows in the same clock tick would otherwise tie, and ties sort by random id).
    `INSERT INTO data_assets (id, workspace_id, resource_name, source_type, data_source, path, schema,
       field_profiles, pr_link, schema_digest, created_at)
     SELECT a.id, $1, a.name, a.source_type, a.data_source, a.path, a.schema::jsonb, a.profiles::jsonb, a.pr_link,
       a.digest, clock_timestamp() + a.n * interval '1 microsecond'
     FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
       $10::text[])
       WITH ORDINALITY AS a(id, name, source_type, data_source, path, schema, profiles, pr_link, digest, n)
     ORDER BY a.n${ASSET_UPSERT}`,
    [
      workspaceId,
      list.map(() => randomUUID()),
      list.map((a) => a.resourceName),
      list.map((a) => a.sourceType),
      list.map((a) => a.dataSource),
      list.map((a) => a.path),
      list.map((a) => JSON.stringify(a.schema)),
      list.map((a) => (a.fieldProfiles ? JSON.stringify(a.fieldProfiles) : null)),
      list.map((a) => a.prLink ?? null),
      list.map(digestOf),
    ],
  );
}

/**
 * Saves the assets in one statement; when that fails (a value the database
 * cannot hold), one by one, so each asset gets its own outcome. Returns the
 * error of each asset not saved.
 */
async function saveEach(
  store: Store,
  workspaceId: string,
  assets: readonly AssetToSave[],
): Promise<Map<AssetToSave, string>> {
  const failed = new Map<AssetToSave, string>();
  if (assets.length === 0) return failed;
  try {
    await saveAssets(store, workspaceId, assets);
    return failed;
  } catch {
    for (const asset of assets) {
      try {
        await saveAsset(store, workspaceId, asset);
      } catch (error) {
        failed.set(asset, errorMessage(error));
      }
    }
    return failed;
  }
}

/** Registering and listing assets (checks: asset-checks.ts). */
export function assetHandlers(deps: ServiceDeps) {
  const { store } = deps;
  const lister = new AssetLister(store, new AssetOwners(store));
  return {
    registerAssets: (caller: Caller, request: RequestOf<"registerAssets">) =>
      registerAssets(deps, caller, request),

    registerS3Assets: (caller: Caller, request: RequestOf<"registerS3Assets">) =>
      registerS3Assets(store, caller, request),

    listDataAssets: (caller: Caller, { query }: RequestOf<"listDataAssets">) =>
      lister.list(caller.workspaceId, query.limit, query.offset, query.after),
  };
}

async function registerAssets(
  { store, onQueued }: ServiceDeps,
  caller: Caller,
  { body }: RequestOf<"registerAssets">,
): Promise<ResponseInputOf<"registerAssets">> {
  const toSave = body.assets.map((asset): AssetToSave | string => {
    const name = asset.data_asset_resource_name;
    const problem = assetProblem(asset, asset.source_type, name.source_type);
    if (problem) return problem;
    return {
      resourceName: formatResourceName(name),
      sourceType: asset.source_type,
      dataSource: name.data_source,
      path: name.path,
      schema: asset.schema,
      fieldProfiles: asset.fieldNameToDataAssetFieldProfileMap,
      prLink: body.prLink,
    };
  });
  const saving = toSave.filter((a): a is AssetToSave => typeof a !== "string");
  // Accepted breaks (docs/intended-changes.md "Intended changes"): what the waivered contracts' assets had before.
  const waivered = await waiveredContracts(
    store,
    caller.workspaceId,
    saving.map((a) => a.resourceName),
  );
  const failed = await saveEach(store, caller.workspaceId, saving);
  const saved = new Map(saving.filter((a) => !failed.has(a)).map((a) => [a.resourceName, a.schema]));
  if ((await recordBreaksReachingAssets(store, caller.workspaceId, waivered, saved, body.prLink)) > 0)
    onQueued();
  const outcomes = body.assets.map((asset, i) => {
    const saved = toSave[i]!;
    const error = typeof saved === "string" ? saved : failed.get(saved);
    if (error === undefined) return { data_asset_resource_name: asset.data_asset_resource_name };
    const reason = typeof saved === "string" ? error : `not registered: ${error}`;
    return { data_asset_resource_name: asset.data_asset_resource_name, error: reason };
  });
  return { asset_registration_outcomes: outcomes };
}

async function registerS3Assets(
  store: Store,
  caller: Caller,
  { body }: RequestOf<"registerS3Assets">,
): Promise<ResponseInputOf<"registerS3Assets">> {
  const registered: string[] = [];
  const problems: string[] = [];
  const toSave: AssetToSave[] = [];
  for (const asset of body.assets) {
    const resourceName = formatResourceName({
      source_type: "s3",
      data_source: asset.bucket,
      path: asset.pattern,
    });
    const problem = assetProblem(asset, "s3", "s3");
    if (problem) {
      problems.push(`${resourceName}: ${problem}`);
      continue;
    }
    toSave.push({
      resourceName,
      sourceType: "s3",
      dataSource: asset.bucket,
      path: asset.pattern,
      schema: asset.schema,
      fieldProfiles: asset.fieldNameToDataAssetFieldProfileMap,
      prLink: body.prLink,
    });
    registered.push(resourceName);
  }
  // Rule 2: a trial run validates and reports, and writes nothing.
  if (!body.dry_run && toSave.length > 0) await saveAssets(store, caller.workspaceId, toSave);
  const verb = body.dry_run ? "would be registered (dry run, nothing written)" : "registered";
  const message = `${registered.length} asset${registered.length === 1 ? "" : "s"} ${verb}${
    problems.length > 0 ? `; ${problems.length} refused: ${problems.join("; ")}` : ""
  }`;
  return { message, registered, success: problems.length === 0 };
}
