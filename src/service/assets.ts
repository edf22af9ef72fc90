import { randomUUID } from "node:crypto";
import type { RequestOf, ResponseInputOf } from "../api/endpoints.js";
import { formatResourceName } from "../api/resource-name.js";
import type { CheckComplianceResult } from "../api/resources.js";
import type { SchemaNode } from "../api/schema-node.js";
import { checkAsset } from "../compliance/check.js";
import { verdictOf } from "../compliance/verdict.js";
import type { Queryable } from "../store/port.js";
import { type Caller, iso, type ServiceDeps } from "./context.js";
import { EnforcedContractCache, violationsWritten } from "./enforced-contracts.js";
import { notFound } from "./errors.js";
import { recordViolations, type ViolationContext } from "./events.js";
import type { AssetMarkdownInput } from "./markdown.js";

/** Contracts in force: a check ignores DRAFT and ARCHIVED ones. */
const ENFORCED_STATUSES = ["ACTIVE", "DEPRECATED"];

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
    field_profiles = EXCLUDED.field_profiles, pr_link = EXCLUDED.pr_link, updated_at = now()`;

async function saveAsset(db: Queryable, workspaceId: string, asset: AssetToSave): Promise<void> {
  await db.query(
    `INSERT INTO data_assets (id, workspace_id, resource_name, source_type, data_source, path, schema,
       field_profiles, pr_link)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)${ASSET_UPSERT}`,
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
    ],
  );
}

/**
 * Saves many assets in one statement (registration seeds hundreds at once);
 * a name given twice keeps its last schema, as saving one by one would. Throws
 * when any row cannot be stored, having stored none.
 */
async function saveAssets(db: Queryable, workspaceId: string, assets: readonly AssetToSave[]): Promise<void> {
  const last = new Map<string, AssetToSave>();
  for (const asset of assets) {
    last.delete(asset.resourceName);
    last.set(asset.resourceName, asset);
  }
  const list = [...last.values()];
  await db.query(
    // Each row its own clock time, in the given order: listings sort by creation as when saved one by one
    // (plus n microseconds: two rows in the same clock tick would otherwise tie, and ties sort by random id).
    `INSERT INTO data_assets (id, workspace_id, resource_name, source_type, data_source, path, schema,
       field_profiles, pr_link, created_at)
     SELECT a.id, $1, a.name, a.source_type, a.data_source, a.path, a.schema::jsonb, a.profiles::jsonb, a.pr_link,
       clock_timestamp() + a.n * interval '1 microsecond'
     FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
       WITH ORDINALITY AS a(id, name, source_type, data_source, path, schema, profiles, pr_link, n)
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
    ],
  );
}

/**
 * Saves the assets in one statement; when that fails (a value the database
 * cannot hold), one by one, so each asset gets its own outcome. Returns the
 * error of each asset not saved.
 */
async function saveEach(
  db: Queryable,
  workspaceId: string,
  assets: readonly AssetToSave[],
): Promise<Map<AssetToSave, string>> {
  const failed = new Map<AssetToSave, string>();
  if (assets.length === 0) return failed;
  try {
    await saveAssets(db, workspaceId, assets);
    return failed;
  } catch {
    for (const asset of assets) {
      try {
        await saveAsset(db, workspaceId, asset);
      } catch (error) {
        failed.set(asset, error instanceof Error ? error.message : String(error));
      }
    }
    return failed;
  }
}

async function registeredSchema(
  db: Queryable,
  workspaceId: string,
  resourceName: string,
): Promise<SchemaNode | undefined> {
  const rows = await db.query<{ schema: SchemaNode }>(
    "SELECT schema FROM data_assets WHERE workspace_id = $1 AND md5(resource_name) = md5($2) AND resource_name = $2",
    [workspaceId, resourceName],
  );
  return rows[0]?.schema;
}

async function registeredSchemasOf(
  db: Queryable,
  workspaceId: string,
  resourceNames: string[],
): Promise<Map<string, SchemaNode>> {
  const rows = await db.query<{ resource_name: string; schema: SchemaNode }>(
    `SELECT resource_name, schema FROM data_assets WHERE workspace_id = $1
       AND md5(resource_name) = ANY(md5_each($2::text[])) AND resource_name = ANY($2::text[])`,
    [workspaceId, resourceNames],
  );
  return new Map(rows.map((r) => [r.resource_name, r.schema]));
}

/** CPU work of a request between two chances for other requests to run. */
const CPU_SLICE_MS = 2;

/**
 * A pause point for a loop of CPU work: lets I/O callbacks (other requests,
 * /healthz) run once the loop has worked CPU_SLICE_MS since it last let them.
 * (Yielding at every item cost a pass of the event loop per asset, ten per check.)
 */
function cpuSlices(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < CPU_SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

/** Key-order-independent equality of two schema trees. */
function sameSchema(a: SchemaNode, b: SchemaNode): boolean {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([k, v]) => v !== undefined && k !== "line")
          .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

export function assetHandlers(deps: ServiceDeps, renderMarkdown: (input: AssetMarkdownInput) => string) {
  const { store } = deps;
  const enforced = new EnforcedContractCache(store, ENFORCED_STATUSES);
  return {
    async registerAssets(
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
      const failed = await saveEach(
        store,
        caller.workspaceId,
        toSave.filter((a): a is AssetToSave => typeof a !== "string"),
      );
      const outcomes = body.assets.map((asset, i) => {
        const saved = toSave[i]!;
        const error = typeof saved === "string" ? saved : failed.get(saved);
        if (error === undefined) return { data_asset_resource_name: asset.data_asset_resource_name };
        const reason = typeof saved === "string" ? error : `not registered: ${error}`;
        return { data_asset_resource_name: asset.data_asset_resource_name, error: reason };
      });
      return { asset_registration_outcomes: outcomes };
    },

    async registerS3Assets(
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
    },

    async listDataAssets(
      caller: Caller,
      { query }: RequestOf<"listDataAssets">,
    ): Promise<ResponseInputOf<"listDataAssets">> {
      const rows = await store.query<{
        id: string;
        resource_name: string;
        source_type: string;
        data_source: string;
        path: string;
        updated_at: Date;
        contract_id: string | null;
      }>(
        `SELECT a.id, a.resource_name, a.source_type, a.data_source, a.path, a.updated_at,
           (SELECT c.contract_id FROM contracts c WHERE c.workspace_id = a.workspace_id AND c.is_latest
              AND md5_each(c.resource_names) @> ARRAY[md5(a.resource_name)]
              AND c.resource_names @> ARRAY[a.resource_name] ORDER BY c.updated_at DESC LIMIT 1) AS contract_id
         FROM data_assets a WHERE a.workspace_id = $1 ORDER BY a.created_at, a.id LIMIT $2 OFFSET $3`,
        [caller.workspaceId, query.limit, query.offset],
      );
      return rows.map((r) => ({
        id: r.id,
        dataAssetResourceName: r.resource_name,
        domain: r.data_source,
        path: r.path,
        type: r.source_type as ResponseInputOf<"listDataAssets">[number]["type"],
        updatedAt: iso(r.updated_at),
        ...(r.contract_id ? { contractId: r.contract_id } : {}),
      }));
    },

    async checkAssetsCompliance(
      caller: Caller,
      { body }: RequestOf<"checkAssetsCompliance">,
    ): Promise<ResponseInputOf<"checkAssetsCompliance">> {
      const results: CheckComplianceResult[] = [];
      const checked: ViolationContext[] = [];
      const names = body.assets.map((a) => formatResourceName(a.data_asset_resource_name));
      // One query: the contracts' epoch (they are cached) and, unless asked for every asset, the registered schemas.
      const { contracts, registered: registeredSchemas } = await enforced.forResources(
        caller.workspaceId,
        names,
        body.includeUnchangedAssets ? null : names,
      );
      const pause = cpuSlices();
      for (const asset of body.assets) {
        // Checking is CPU work: let other requests in between assets.
        await pause();
        const name = asset.data_asset_resource_name;
        const resourceName = formatResourceName(name);
        const base = {
          dataAssetNamespace: name.data_source,
          dataAssetResourceName: resourceName,
          dataAssetPath: name.path,
        };
        const contract = contracts.get(resourceName);
        if (!contract) {
          results.push({ ...base, responseType: "NO_CONTRACT" });
          continue;
        }
        const spec = contract.body.contractSpec;
        const level = contract.body.enforcementLevel ?? "INACTIVE";
        let status: "COMPLIANT" | "NON_COMPLIANT" | "NO_CHANGE";
        let violations: ReturnType<typeof checkAsset> = [];
        const registered = registeredSchemas.get(resourceName);
        if (registered && sameSchema(registered, asset.schema)) {
          status = "NO_CHANGE";
        } else {
          violations = checkAsset(spec, asset.schema);
          status = violations.length > 0 ? "NON_COMPLIANT" : "COMPLIANT";
        }
        if (violations.length > 0) {
          checked.push({
            workspaceId: caller.workspaceId,
            contract,
            asset: {
              resourceName,
              sourceType: asset.source_type,
              dataSource: name.data_source,
              path: name.path,
            },
            violations,
            prLink: body.prLink,
          });
        }
        if (body.responseType === "DETAILED") {
          results.push({
            ...base,
            responseType: "DETAILED",
            contractId: contract.contract_id,
            ...(spec.name ? { contractName: spec.name } : {}),
            ...(contract.body.version ? { contractVersion: contract.body.version } : {}),
            enforcementLevel: level,
            ...(spec.owner ? { owner: spec.owner } : {}),
            status,
            violations,
          });
        } else {
          const verdict = verdictOf([{ enforcementLevel: level, violations }]).verdict;
          results.push({
            ...base,
            responseType: "COMMENT_MARKDOWN",
            markdown: renderMarkdown({
              resourceName,
              contractName: spec.name,
              contractId: contract.contract_id,
              contractVersion: contract.body.version,
              owner: spec.owner,
              enforcementLevel: level,
              status,
              violations,
            }),
            enforcementLevel: level,
            shouldBlock: verdict === "block",
            shouldAlert: verdict === "alert",
          });
        }
      }
      // The request's violations in one transaction of a few statements, not one per asset.
      let queued = 0;
      if (checked.length > 0) {
        try {
          queued = await store.transaction((tx) => recordViolations(tx, checked));
        } finally {
          violationsWritten(store, caller.workspaceId);
        }
      }
      if (queued > 0) deps.onQueued();
      return results;
    },

    async checkContractCompliance(
      caller: Caller,
      { body }: RequestOf<"checkContractCompliance">,
    ): Promise<ResponseInputOf<"checkContractCompliance">> {
      const { contractSchema, dataAssetResourceName } = body.contract;
      const schema = await registeredSchema(store, caller.workspaceId, dataAssetResourceName);
      if (!schema) throw notFound(`data asset '${dataAssetResourceName}' is not registered`);
      return { violations: checkAsset({ schema: contractSchema }, schema) };
    },

    async bulkCheckContractCompliance(
      caller: Caller,
      { body }: RequestOf<"bulkCheckContractCompliance">,
    ): Promise<ResponseInputOf<"bulkCheckContractCompliance">> {
      const { contractSchema, dataAssetResourceNames } = body.contract;
      // A null-prototype object: a resource may be named "__proto__" or "constructor".
      const results: ResponseInputOf<"bulkCheckContractCompliance">["results"] = Object.create(null);
      const schemas = await registeredSchemasOf(store, caller.workspaceId, [
        ...new Set(dataAssetResourceNames),
      ]);
      const pause = cpuSlices();
      for (const name of dataAssetResourceNames) {
        await pause();
        const schema = schemas.get(name);
        results[name] = schema
          ? { violations: checkAsset({ schema: contractSchema }, schema) }
          : { error: `data asset '${name}' is not registered` };
      }
      return { results };
    },
  };
}
