import { afterAll, describe, expect, inject, it } from "vitest";
import { createService } from "../../src/service/index.js";
import { DEFAULT_WORKSPACE_ID, ensureWorkspace } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { createTestDatabase } from "../store/databases.js";
import { asset, contract, ORDER_FIELDS } from "./fixtures.js";

const serverUrl = inject("databaseUrl");
const BACKENDS = serverUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);
const caller = { workspaceId: DEFAULT_WORKSPACE_ID };

/** The store, counting the statements that read every contract's resource names (the owners' load). */
function counted(store: Store) {
  const reads = { owners: 0 };
  const wrapped: Store = {
    ...store,
    localChanges: store.localChanges,
    query: (sql, params) => {
      if (/SELECT contract_id, resource_names FROM contracts/.test(sql)) reads.owners++;
      return store.query(sql, params);
    },
  };
  return { store: wrapped, reads };
}

describe.each(BACKENDS)("the owner of each listed asset (%s)", (backend) => {
  const stores: Store[] = [];
  afterAll(async () => {
    for (const store of stores) await store.close();
  });

  it("is the newest contract naming it, read once for a listing's pages, and again after a contract write", async () => {
    const databaseUrl =
      backend === "postgres" ? await createTestDatabase(serverUrl!, "cs_asset_owners") : undefined;
    const store = await openStore(databaseUrl ? { databaseUrl } : {});
    stores.push(store);
    const { store: countedStore, reads } = counted(store);
    const service = createService(countedStore);
    const tables = ["orders", "users", "audit", "events"];
    await service.registerAssets(caller, { body: { assets: tables.map((t) => asset(t, ORDER_FIELDS)) } });
    const orders = contract("orders", ORDER_FIELDS);
    await service.createContracts(caller, { body: orders });
    const ownersOf = async () => {
      const pages = await Promise.all(
        [0, 1, 2, 3].map((offset) => service.listDataAssets(caller, { query: { limit: 1, offset } })),
      );
      return Object.fromEntries(pages.flat().map((a) => [a.path, a.contractId]));
    };
    expect(await ownersOf()).toEqual({
      orders: orders.id,
      users: undefined,
      audit: undefined,
      events: undefined,
    });
    expect(reads.owners).toBe(1);

    // A newer contract naming orders and users owns both; the older one still names orders.
    const both = contract("both", ORDER_FIELDS, {
      contractSpec: {
        name: "both",
        dataAssetResourceNameList: ["postgres://db:orders", "postgres://db:users"],
        schema: ORDER_FIELDS,
      },
    });
    await service.createContracts(caller, { body: both });
    expect(await ownersOf()).toMatchObject({ orders: both.id, users: both.id, audit: undefined });
    expect(reads.owners).toBe(2);

    // Its new version names only users: orders goes back to the contract that still names it.
    await service.createContracts(caller, {
      body: {
        ...both,
        contractSpec: { ...both.contractSpec, dataAssetResourceNameList: ["postgres://db:users"] },
      },
    });
    expect(await ownersOf()).toMatchObject({ orders: orders.id, users: both.id });
    expect(reads.owners).toBe(3);
    // An archived contract still owns what it names (the latest version of any status counts).
    await service.createContracts(caller, { body: { ...orders, status: "ARCHIVED" } });
    expect(await ownersOf()).toMatchObject({ orders: orders.id });

    if (backend === "postgres") {
      // Another server process on the same database writes: the epoch it bumps is seen here.
      const other = await openStore({ databaseUrl });
      stores.push(other);
      const audit = contract("audit", ORDER_FIELDS);
      await createService(other).createContracts(caller, { body: audit });
      expect(await ownersOf()).toMatchObject({ audit: audit.id, orders: orders.id });
    }
  }, 120_000);
});

describe("the owner of a listed asset (pglite)", () => {
  const stores: Store[] = [];
  afterAll(async () => {
    for (const store of stores) await store.close();
  });

  it("is never another workspace's contract, nor the cache of another workspace", async () => {
    const store = await openStore({});
    stores.push(store);
    const service = createService(store);
    const second = { workspaceId: await ensureWorkspace(store, "second") };
    await service.registerAssets(caller, { body: { assets: [asset("shared", ORDER_FIELDS)] } });
    await service.registerAssets(second, { body: { assets: [asset("shared", ORDER_FIELDS)] } });
    const theirs = contract("shared", ORDER_FIELDS);
    await service.createContracts(second, { body: theirs });
    const [mine] = await service.listDataAssets(caller, { query: { limit: 10, offset: 0 } });
    expect(mine?.contractId).toBeUndefined();
    const [own] = await service.listDataAssets(second, { query: { limit: 10, offset: 0 } });
    expect(own?.contractId).toBe(theirs.id);
  });
});
