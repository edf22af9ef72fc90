// Sends one workspace of the organisation (bench/org/shape.ts) through the service's HTTP API, as
// clients make it: contracts published (then their second versions), assets registered, violating
// checks sent, lineage components put. What the service reads back must be what bench/org/copy-load.ts
// wrote for the same workspace (test/bench/org-generator.test.ts).
import { request } from "undici";
import type { WorkspaceContent } from "./shape.js";

/** Items per request: well under the body limit (1 MB) and the count limits (1,000). */
const BATCH = 100;

async function send(base: string, key: string, method: "POST" | "PUT", path: string, body: unknown) {
  const answer = await request(`${base}${path}`, {
    method,
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await answer.body.text();
  if (answer.statusCode !== 200)
    throw new Error(`${method} ${path}: ${answer.statusCode} ${text.slice(0, 500)}`);
  return JSON.parse(text) as unknown;
}

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** Sends `content` to the server at `base` with the workspace's key `key`. */
export async function apiLoad(base: string, key: string, content: WorkspaceContent): Promise<void> {
  for (const contracts of [content.contracts, content.secondVersions]) {
    for (const batch of batches(contracts)) await send(base, key, "POST", "/v0/contract", batch);
  }
  const wire = (a: WorkspaceContent["assets"][number], schema = a.schema) => ({
    source_type: a.sourceType,
    data_asset_resource_name: { source_type: a.sourceType, data_source: a.dataSource, path: a.path },
    schema,
  });
  for (const batch of batches(content.assets)) {
    await send(base, key, "POST", "/v0/data-assets/register", { assets: batch.map((a) => wire(a)) });
  }
  // One check per request: each check's violation events carry their own time, as the generator's do.
  for (const check of content.checks) {
    const asset = content.assets[check.contract]!;
    await send(base, key, "POST", "/v0/data-assets/check-compliance", {
      responseType: "DETAILED",
      assets: [wire(asset, check.schema)],
    });
  }
  for (const component of content.components) await send(base, key, "PUT", "/v0/component", component);
}
