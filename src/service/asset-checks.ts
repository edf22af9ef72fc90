import type { RequestOf, ResponseInputOf } from "../api/endpoints.js";
import { formatResourceName } from "../api/resource-name.js";
import type { CheckComplianceResult } from "../api/resources.js";
import type { SchemaNode } from "../api/schema-node.js";
import { checkAsset } from "../compliance/check.js";
import { sameSchema } from "../compliance/same-schema.js";
import { verdictOf } from "../compliance/verdict.js";
import { IN_FORCE_STATUSES } from "../contracts/statuses.js";
import type { Queryable } from "../store/port.js";
import type { Caller, ServiceDeps } from "./context.js";
import type { ContractRow } from "./contract-rows.js";
import { EnforcedContractCache, violationsWritten } from "./enforced-contracts.js";
import { notFound } from "./errors.js";
import { recordViolations, type ViolationContext } from "./events.js";
import type { AssetMarkdownInput } from "./markdown.js";

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

/** Lets I/O callbacks (other requests) run before going on with CPU work. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type DetailedResult = Extract<CheckComplianceResult, { responseType: "DETAILED" }>;

/**
 * A DETAILED result, member by member in the wire's order (built with
 * conditional spreads it was a tenth of a check's CPU).
 */
function detailedResult(
  base: Pick<DetailedResult, "dataAssetNamespace" | "dataAssetResourceName" | "dataAssetPath">,
  contract: ContractRow,
  level: DetailedResult["enforcementLevel"],
  status: DetailedResult["status"],
  violations: DetailedResult["violations"],
): DetailedResult {
  const spec = contract.body.contractSpec;
  const result: Record<string, unknown> = {
    dataAssetNamespace: base.dataAssetNamespace,
    dataAssetResourceName: base.dataAssetResourceName,
    dataAssetPath: base.dataAssetPath,
    responseType: "DETAILED",
    contractId: contract.contract_id,
  };
  if (spec.name) result.contractName = spec.name;
  if (contract.body.version) result.contractVersion = contract.body.version;
  result.enforcementLevel = level;
  if (spec.owner) result.owner = spec.owner;
  result.status = status;
  result.violations = violations;
  return result as DetailedResult;
}

type CheckBody = RequestOf<"checkAssetsCompliance">["body"];
type CheckedAsset = CheckBody["assets"][number];

/**
 * One asset of a check against its contract (if any): its result on the wire, and what to record
 * when it violates the contract.
 */
function checkOne(
  caller: Caller,
  body: CheckBody,
  asset: CheckedAsset,
  found: { contract: ContractRow | undefined; registered: SchemaNode | undefined },
  renderMarkdown: (input: AssetMarkdownInput) => string,
): { result: CheckComplianceResult; violated: ViolationContext | undefined } {
  const name = asset.data_asset_resource_name;
  const resourceName = formatResourceName(name);
  const base = {
    dataAssetNamespace: name.data_source,
    dataAssetResourceName: resourceName,
    dataAssetPath: name.path,
  };
  const { contract, registered } = found;
  if (!contract) return { result: { ...base, responseType: "NO_CONTRACT" }, violated: undefined };
  const spec = contract.body.contractSpec;
  const level = contract.body.enforcementLevel ?? "INACTIVE";
  let status: "COMPLIANT" | "NON_COMPLIANT" | "NO_CHANGE";
  let violations: ReturnType<typeof checkAsset> = [];
  if (registered && sameSchema(registered, asset.schema)) {
    status = "NO_CHANGE";
  } else {
    violations = checkAsset(spec, asset.schema);
    status = violations.length > 0 ? "NON_COMPLIANT" : "COMPLIANT";
  }
  const violated: ViolationContext | undefined =
    violations.length > 0
      ? {
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
        }
      : undefined;
  if (body.responseType === "DETAILED") {
    return { result: detailedResult(base, contract, level, status, violations), violated };
  }
  const verdict = verdictOf([{ enforcementLevel: level, violations }]).verdict;
  const result: CheckComplianceResult = {
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
  };
  return { result, violated };
}

/** Endpoints 6, 9 and 10: assets checked against contracts. */
export function checkHandlers(deps: ServiceDeps, renderMarkdown: (input: AssetMarkdownInput) => string) {
  const { store } = deps;
  const enforced = new EnforcedContractCache(store, IN_FORCE_STATUSES);
  return {
    async checkAssetsCompliance(
      caller: Caller,
      { body }: RequestOf<"checkAssetsCompliance">,
    ): Promise<ResponseInputOf<"checkAssetsCompliance">> {
      const results: CheckComplianceResult[] = [];
      const checked: ViolationContext[] = [];
      const names = body.assets.map((a) => formatResourceName(a.data_asset_resource_name));
      // One query: the contracts' epoch (they are cached) and, unless asked for every asset, the registered schemas.
      const { contracts, registered } = await enforced.forResources(
        caller.workspaceId,
        names,
        body.includeUnchangedAssets ? null : names,
        caller.contractEpoch,
      );
      for (const [i, asset] of body.assets.entries()) {
        // Checking is CPU work: let other requests in between assets (yielding only every few ms of it
        // slowed /healthz under 20 violating clients: `npm run bench -- server`, row "load: 20 clients ...").
        await yieldToEventLoop();
        const name = names[i] ?? "";
        const found = { contract: contracts.get(name), registered: registered.get(name) };
        const { result, violated } = checkOne(caller, body, asset, found, renderMarkdown);
        results.push(result);
        if (violated) checked.push(violated);
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

    checkContractCompliance: (caller: Caller, request: RequestOf<"checkContractCompliance">) =>
      checkContractCompliance(store, caller, request),
    bulkCheckContractCompliance: (caller: Caller, request: RequestOf<"bulkCheckContractCompliance">) =>
      bulkCheckContractCompliance(store, caller, request),
  };
}

async function checkContractCompliance(
  store: Queryable,
  caller: Caller,
  { body }: RequestOf<"checkContractCompliance">,
): Promise<ResponseInputOf<"checkContractCompliance">> {
  const { contractSchema, dataAssetResourceName } = body.contract;
  const schema = await registeredSchema(store, caller.workspaceId, dataAssetResourceName);
  if (!schema) throw notFound(`data asset '${dataAssetResourceName}' is not registered`);
  return { violations: checkAsset({ schema: contractSchema }, schema) };
}

async function bulkCheckContractCompliance(
  store: Queryable,
  caller: Caller,
  { body }: RequestOf<"bulkCheckContractCompliance">,
): Promise<ResponseInputOf<"bulkCheckContractCompliance">> {
  const { contractSchema, dataAssetResourceNames } = body.contract;
  // A null-prototype object: a resource may be named "__proto__" or "constructor".
  const results: ResponseInputOf<"bulkCheckContractCompliance">["results"] = Object.create(null);
  const schemas = await registeredSchemasOf(store, caller.workspaceId, [...new Set(dataAssetResourceNames)]);
  for (const name of dataAssetResourceNames) {
    await yieldToEventLoop();
    const schema = schemas.get(name);
    results[name] = schema
      ? { violations: checkAsset({ schema: contractSchema }, schema) }
      : { error: `data asset '${name}' is not registered` };
  }
  return { results };
}
