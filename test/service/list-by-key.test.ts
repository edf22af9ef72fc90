// Paging by key (`after`, docs/service.md "Paging by key"): a walk across page boundaries while
// another writer inserts and updates contracts sees every contract that was there once, in list
// order; an unknown key is a 400 naming /query/after; and on PostgreSQL, after the org generator's
// load, a page deep in the list reads only its own rows from the index of the list order.
import { afterAll, describe, expect, inject, it } from "vitest";
import { copyLoad } from "../../bench/org/copy-load.js";
import { type OrgShape, workspaceContent } from "../../bench/org/shape.js";
import { createService, type Service } from "../../src/service/index.js";
import { DEFAULT_WORKSPACE_ID } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { createTestDatabase } from "../store/databases.js";
import { contract, ORDER_FIELDS } from "./fixtures.js";

const serverUrl = inject("databaseUrl");
const BACKENDS = serverUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);
const caller = { workspaceId: DEFAULT_WORKSPACE_ID };
const opened: Store[] = [];
afterAll(async () => {
  for (const store of opened) await store.close();
});

type Listed = { id: string };

/** Pages by key to the end; between the first pages (3 at most), `meanwhile` writes. */
async function walk(list: (after: string | undefined) => Promise<Listed[]>, meanwhile: () => Promise<void>) {
  const seen: Listed[] = [];
  for (let pages = 1; ; pages++) {
    const page = await list(seen.at(-1)?.id);
    seen.push(...page);
    if (page.length === 0) return seen;
    if (pages <= 3) await meanwhile();
  }
}

describe.each(BACKENDS)("paging by key (%s)", (backend) => {
  it("sees every contract once, in list order, while another writer inserts and updates", async () => {
    const url = backend === "postgres" ? await createTestDatabase(serverUrl!, "list_by_key") : undefined;
    const store = await openStore(url ? { databaseUrl: url } : {});
    opened.push(store);
    // On PostgreSQL the writer is another store (another replica's pool); PGlite has one writer.
    const writerStore = url ? await openStore({ databaseUrl: url }) : store;
    if (url) opened.push(writerStore);
    const reader = createService(store);
    const writer = createService(writerStore);
    const before = Array.from({ length: 23 }, (_, i) => contract(`t${i}`, ORDER_FIELDS));
    await writer.createContracts(caller, { body: before });
    for (const limit of [1, 7, 50]) {
      let n = 0;
      const seen = await walk(
        async (after) =>
          (await reader.listContracts(caller, { query: { limit, offset: 0, after } })) as Listed[],
        async () => {
          n++;
          // A new contract (listed last) and a new version of an early one (it keeps its place).
          await writer.createContracts(caller, { body: [contract(`new${limit}_${n}`, ORDER_FIELDS)] });
          await writer.createContracts(caller, { body: [{ ...before[0]!, version: `${limit}.${n}.0` }] });
        },
      );
      const ids = seen.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.slice(0, before.length)).toEqual(before.map((c) => c.id));
      // New contracts are listed last and a new version keeps its place: the walk is the listing as it ends.
      const end = await reader.listContracts(caller, { query: { limit: 500, offset: 0 } });
      expect(ids).toEqual(end.map((c) => c.id));
    }
    await expect(
      reader.listContracts(caller, {
        query: { limit: 5, offset: 0, after: "00000000-0000-4000-8000-00000000dead" },
      }),
    ).rejects.toMatchObject({ status: 400, errors: [{ pointer: "/query/after" }] });
    // A key the status filter leaves out still places the page.
    await writer.createContracts(caller, { body: [{ ...before[5]!, status: "DEPRECATED" }] });
    const active = await reader.listContracts(caller, {
      query: { limit: 2, offset: 0, after: before[5]!.id, status: "ACTIVE" },
    });
    expect(active.map((c) => c.id)).toEqual([before[6]!.id, before[7]!.id]);
  });

  it("walks the assets by key alike, and refuses an unknown key", async () => {
    const store = await openStore(
      backend === "postgres" ? { databaseUrl: await createTestDatabase(serverUrl!, "assets_by_key") } : {},
    );
    opened.push(store);
    const service: Service = createService(store);
    const register = (names: string[]) =>
      service.registerAssets(caller, {
        body: {
          assets: names.map((path) => ({
            source_type: "postgres",
            data_asset_resource_name: { source_type: "postgres", data_source: "db", path },
            schema: { type: "struct", fields: ORDER_FIELDS },
          })),
        },
      } as Parameters<Service["registerAssets"]>[1]);
    await register(Array.from({ length: 11 }, (_, i) => `a${i}`));
    const all = (await service.listDataAssets(caller, { query: { limit: 500, offset: 0 } })) as Listed[];
    let n = 0;
    const seen = await walk(
      async (after) =>
        (await service.listDataAssets(caller, { query: { limit: 3, offset: 0, after } })) as Listed[],
      () => register([`late${n++}`]).then(() => {}),
    );
    expect(seen.slice(0, all.length).map((a) => a.id)).toEqual(all.map((a) => a.id));
    expect(new Set(seen.map((a) => a.id)).size).toBe(seen.length);
    await expect(
      service.listDataAssets(caller, {
        query: { limit: 3, offset: 0, after: "00000000-0000-4000-8000-00000000dead" },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

const shape: OrgShape = { seed: "plans", workspaces: 2, rowsPerWorkspace: 300 };

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Actual Rows": number;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe.skipIf(!serverUrl)("the listings' plans on PostgreSQL after the org generator's load", () => {
  it("reads a deep page by key from the list order's index: no sort, only the page's rows", async () => {
    const url = await createTestDatabase(serverUrl!, "list_plans");
    await copyLoad(url, shape);
    const store = await openStore({ databaseUrl: url });
    opened.push(store);
    const statements: { sql: string; params: unknown[] }[] = [];
    const watched: Store = {
      ...store,
      query: (sql, params) => {
        statements.push({ sql, params: params ?? [] });
        return store.query(sql, params);
      },
    };
    const service = createService(watched);
    const content = workspaceContent(shape, 1);
    const who = { workspaceId: content.id };
    const deep = content.contracts.at(-12)!.id;
    const assets = (await service.listDataAssets(who, { query: { limit: 500, offset: 0 } })) as Listed[];
    for (const [list, table, index] of [
      () => service.listContracts(who, { query: { limit: 10, offset: 0, after: deep } }),
      () => service.listDataAssets(who, { query: { limit: 10, offset: 0, after: assets.at(-12)!.id } }),
    ].map(
      (f, i) => [f, ["contracts", "data_assets"][i]!, ["contracts_list", "data_assets_list"][i]!] as const,
    )) {
      statements.length = 0;
      expect(await list()).toHaveLength(10);
      const page = statements.find((s) => s.sql.includes("page AS"))!;
      const [explained] = await store.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${page.sql}`,
        page.params,
      );
      const all = nodes(explained!["QUERY PLAN"][0].Plan);
      const scans = all.filter((n) => n["Index Name"] === index);
      expect(scans, `${table}: ${JSON.stringify(all.map((n) => n["Node Type"]))}`).toHaveLength(1);
      expect(scans[0]!["Actual Rows"]).toBeLessThanOrEqual(10);
      expect(
        all.filter((n) => n["Node Type"].includes("Sort") && n.Plans?.some((p) => p["Index Name"] === index)),
      ).toEqual([]);
    }
  });
});
