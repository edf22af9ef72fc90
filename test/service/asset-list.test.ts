// The asset listing on a store only this process writes (PGlite): the workspace's assets are read in
// list order once while they are unchanged and each page is cut from them. Every page must equal the
// page a server sharing the store with others reads by offset, after every kind of asset write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { createService } from "../../src/service/index.js";
import { DEFAULT_WORKSPACE_ID } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { asset, contract, ORDER_FIELDS } from "./fixtures.js";

const caller = { workspaceId: DEFAULT_WORKSPACE_ID };
type Service = ReturnType<typeof createService>;

describe("pages of the asset listing cut from the kept order (pglite)", () => {
  let store: Store;
  let sorts = 0;
  let local: Service;
  let byOffset: Service;
  beforeAll(async () => {
    store = await openStore({});
    local = createService({
      ...store,
      query: (sql, params) => {
        if (/ORDER BY a\.created_at, a\.id/.test(sql)) sorts++;
        return store.query(sql, params);
      },
    });
    // The store as a process that shares it with others sees it: no local change counts.
    byOffset = createService({ ...store, localChanges: undefined });
  });
  afterAll(async () => {
    await store?.close();
  });

  const page = async (service: Service, limit: number, offset: number) =>
    JSON.stringify(await service.listDataAssets(caller, { query: { limit, offset } }));
  const pages = async (service: Service) => {
    const all: string[] = [];
    for (let offset = 0; offset <= 16; offset += 4) all.push(await page(service, 4, offset));
    return all;
  };
  const fields = (n: number): SchemaNode[] =>
    Array.from({ length: n }, (_, i) => ({ type: "int64", name: `f${i}` }));

  it("equal the pages read by offset after each kind of write, and sort once per version", async () => {
    await local.registerAssets(caller, {
      body: { assets: Array.from({ length: 9 }, (_, i) => asset(`t${i}`, fields(1 + (i % 3)))) },
    });
    const sortsBefore = sorts;
    expect(await pages(local)).toEqual(await pages(byOffset));
    expect(sorts - sortsBefore).toBe(1);

    const writes: Array<[string, () => Promise<unknown>]> = [
      [
        "a new schema for a registered asset",
        () => local.registerAssets(caller, { body: { assets: [asset("t2", fields(5))] } }),
      ],
      [
        "a registration one of whose assets the store refuses",
        () =>
          local.registerAssets(caller, {
            body: { assets: [asset("t9", fields(2)), asset("nul", [{ type: "string", name: "a\u0000b" }])] },
          }),
      ],
      [
        "object storage assets",
        () =>
          local.registerS3Assets(caller, {
            body: {
              assets: [
                {
                  bucket: "lake",
                  pattern: "events/*.parquet",
                  schema: { type: "struct", fields: fields(2) },
                },
              ],
            },
          } as never),
      ],
      [
        "a contract naming an asset (its owner)",
        () => local.createContracts(caller, { body: contract("t4", ORDER_FIELDS) }),
      ],
    ];
    for (const [what, write] of writes) {
      await write();
      const listed = await pages(local);
      expect(listed, what).toEqual(await pages(byOffset));
      // Paged again, unchanged: no new sort.
      const sortsNow = sorts;
      expect(await pages(local), what).toEqual(listed);
      expect(sorts, what).toBe(sortsNow);
    }
    const all = (await pages(local)).flatMap(
      (p) => JSON.parse(p) as Array<{ path: string; contractId?: string }>,
    );
    expect(all.map((a) => a.path)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `t${i}`),
      "events/*.parquet",
    ]);
    expect(all.find((a) => a.path === "t4")?.contractId).toBeDefined();
  });

  it("writes nothing and keeps the order for a trial run of object storage assets", async () => {
    const listed = await pages(local);
    const sortsNow = sorts;
    await local.registerS3Assets(caller, {
      body: {
        dry_run: true,
        assets: [
          { bucket: "lake", pattern: "trial/*.parquet", schema: { type: "struct", fields: fields(1) } },
        ],
      },
    } as never);
    expect(await pages(local)).toEqual(listed);
    expect(sorts).toBe(sortsNow);
  });
});
