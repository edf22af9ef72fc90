// What the service reads back of one workspace, through its HTTP API: every contract listed (page by
// page), every asset listed, each asset's contract fetched by the asset, each lineage run exported.
// Normalised for comparison: what the store stamps (row ids, times, a violation's id) is left out,
// and a check's violation events, which share their time, are sorted.
import { request } from "undici";

export async function getJson(
  base: string,
  key: string,
  path: string,
): Promise<{ status: number; body: unknown }> {
  const answer = await request(`${base}${path}`, { headers: { "x-api-key": key } });
  const text = await answer.body.text();
  return { status: answer.statusCode, body: text ? (JSON.parse(text) as unknown) : undefined };
}

type Json = Record<string, unknown>;

/** Every item of a listing, page by page (`page` items each), following `after` from the last item's id. */
export async function listAll(base: string, key: string, path: string, page: number): Promise<Json[]> {
  const items: Json[] = [];
  for (;;) {
    const after = items.length > 0 ? `&after=${items.at(-1)!.id as string}` : "";
    const { status, body } = await getJson(base, key, `${path}?limit=${page}${after}`);
    if (status !== 200) throw new Error(`GET ${path}: ${status} ${JSON.stringify(body)}`);
    const got = body as Json[];
    items.push(...got);
    if (got.length < page) return items;
  }
}

function contractAsRead(contract: Json): Json {
  const { createdAt: _c, updatedAt: _u, parentRowId, violations, ...rest } = contract;
  const events = (violations as Json[]).map(({ id: _id, timestamp: _t, ...v }) => v);
  events.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return { ...rest, hasParent: parentRowId !== undefined, violations: events };
}

export interface WorkspaceAsRead {
  contracts: Json[];
  assets: Json[];
  byAsset: (Json | null)[];
  lineage: unknown[][];
}

/** The workspace behind `key` as the service reads it; `runs` are its lineage runs' ids. */
export async function readBack(
  base: string,
  key: string,
  runs: readonly string[],
  page = 7,
): Promise<WorkspaceAsRead> {
  const contracts = (await listAll(base, key, "/v0/contracts", page)).map(contractAsRead);
  const assets = (await listAll(base, key, "/v0/data-assets", page)).map(
    ({ id: _i, updatedAt: _u, ...a }) => a,
  );
  const byAsset: (Json | null)[] = [];
  for (const asset of assets) {
    const name = encodeURIComponent(asset.dataAssetResourceName as string);
    const { status, body } = await getJson(base, key, `/v0/contract/data-asset/${name}`);
    if (status === 404) byAsset.push(null);
    else if (status === 200) byAsset.push(contractAsRead(body as Json));
    else throw new Error(`fetch by asset ${name}: ${status}`);
  }
  const lineage: unknown[][] = [];
  for (const run of runs) {
    const { status, body } = await getJson(base, key, `/v0/lineage/export?run_id=${run}`);
    if (status !== 200) throw new Error(`lineage export ${run}: ${status}`);
    lineage.push((body as { items: unknown[] }).items);
  }
  return { contracts, assets, byAsset, lineage };
}
