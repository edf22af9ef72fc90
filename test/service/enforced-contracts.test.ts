import { afterAll, describe, expect, inject, it } from "vitest";
import { EnforcedContractCache } from "../../src/service/enforced-contracts.js";
import { createService } from "../../src/service/index.js";
import { DEFAULT_WORKSPACE_ID } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { createTestDatabase } from "../store/databases.js";
import { asset, contract, ORDER_FIELDS } from "./fixtures.js";

const serverUrl = inject("databaseUrl");
const BACKENDS = serverUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);

/** The store, counting the statements that read the enforced contracts and the contract epoch. */
function counted(store: Store) {
  const reads = { contracts: 0, epoch: 0 };
  const wrapped: Store = {
    ...store,
    localChanges: store.localChanges,
    query: (sql, params) => {
      if (/FROM contracts\s+WHERE workspace_id = \$1 AND is_latest AND status = ANY/.test(sql))
        reads.contracts++;
      if (/FROM contract_epochs/.test(sql)) reads.epoch++;
      return store.query(sql, params);
    },
  };
  return { store: wrapped, reads };
}

describe.each(BACKENDS)("enforced contracts of a workspace (%s)", (backend) => {
  let store: Store | undefined;
  afterAll(async () => {
    await store?.close();
  });

  it("are loaded once for checks asking together, and again only after a contract changed", async () => {
    store =
      backend === "pglite"
        ? await openStore({})
        : await openStore({ databaseUrl: await createTestDatabase(serverUrl!, "cs_enforced") });
    const { store: countedStore, reads } = counted(store);
    const service = createService(countedStore);
    const caller = { workspaceId: DEFAULT_WORKSPACE_ID };
    const strict = contract("enforced", ORDER_FIELDS);
    await service.createContracts(caller, { body: strict });
    const check = () =>
      service.checkAssetsCompliance(caller, {
        body: {
          assets: [asset("enforced", ORDER_FIELDS)],
          responseType: "DETAILED",
          includeUnchangedAssets: true,
        },
      });
    const first = await Promise.all(Array.from({ length: 6 }, check));
    expect(first.map((r) => r[0]).map((r) => r && "enforcementLevel" in r && r.enforcementLevel)).toEqual(
      Array(6).fill("BLOCK"),
    );
    expect(reads.contracts).toBe(1);
    await Promise.all(Array.from({ length: 3 }, check));
    expect(reads.contracts).toBe(1);
    // A store only this process writes needs no epoch query; PostgreSQL reads it, shared by checks asking together.
    if (backend === "pglite") expect(reads.epoch).toBe(0);
    else expect(reads.epoch).toBeLessThanOrEqual(4);

    await service.createContracts(caller, { body: { ...strict, enforcementLevel: "ALERT" } });
    const after = await Promise.all(Array.from({ length: 4 }, check));
    expect(after.map((r) => r[0]).map((r) => r && "enforcementLevel" in r && r.enforcementLevel)).toEqual(
      Array(4).fill("ALERT"),
    );
    expect(reads.contracts).toBe(2);
  }, 120_000);
});

describe("a failed load of the enforced contracts (pglite)", () => {
  let store: Store | undefined;
  afterAll(async () => {
    await store?.close();
  });

  /** The store, whose loads of the enforced contracts are counted and, while `failing`, fail or wait. */
  function failing(inner: Store) {
    const loads = { count: 0, fail: [] as number[], hold: [] as number[] };
    const held: { reject(error: Error): void }[] = [];
    const wrapped: Store = {
      ...inner,
      localChanges: inner.localChanges,
      query: (sql, params) => {
        if (/FROM contracts\s+WHERE workspace_id = \$1 AND is_latest AND status = ANY/.test(sql)) {
          loads.count++;
          if (loads.fail.includes(loads.count)) return Promise.reject(new Error("connection lost"));
          if (loads.hold.includes(loads.count))
            return new Promise((_resolve, reject) => held.push({ reject }));
        }
        return inner.query(sql, params);
      },
    };
    return { store: wrapped, loads, held };
  }

  it("is not kept: the next check of the workspace reads its contracts again and finds them", async () => {
    store = await openStore({});
    const strict = contract("retried", ORDER_FIELDS);
    await createService(store).createContracts({ workspaceId: DEFAULT_WORKSPACE_ID }, { body: strict });
    const { store: faulty, loads } = failing(store);
    loads.fail.push(1);
    const cache = new EnforcedContractCache(faulty, ["ACTIVE"]);
    const name = "postgres://db:retried";
    await expect(cache.forResources(DEFAULT_WORKSPACE_ID, [name])).rejects.toThrow("connection lost");
    const { contracts } = await cache.forResources(DEFAULT_WORKSPACE_ID, [name]);
    expect(contracts.get(name)?.contract_id).toBe(strict.id);
    expect(loads.count).toBe(2);
    // Kept once loaded.
    await cache.forResources(DEFAULT_WORKSPACE_ID, [name]);
    expect(loads.count).toBe(2);
  });

  it("that a newer load already replaced leaves the newer one kept", async () => {
    store ??= await openStore({});
    const service = createService(store);
    const caller = { workspaceId: DEFAULT_WORKSPACE_ID };
    const name = "postgres://db:replaced";
    const { store: faulty, loads, held } = failing(store);
    loads.hold.push(1);
    const cache = new EnforcedContractCache(faulty, ["ACTIVE"]);
    const stale = cache.forResources(DEFAULT_WORKSPACE_ID, [name]);
    // A contract written while the first load waits: the next check loads afresh, and succeeds.
    const strict = contract("replaced", ORDER_FIELDS);
    await service.createContracts(caller, { body: strict });
    const fresh = await cache.forResources(DEFAULT_WORKSPACE_ID, [name]);
    expect(fresh.contracts.get(name)?.contract_id).toBe(strict.id);
    expect(loads.count).toBe(2);
    // The first load fails only now: its check fails, the newer load stays kept.
    held[0]?.reject(new Error("connection lost"));
    await expect(stale).rejects.toThrow("connection lost");
    const again = await cache.forResources(DEFAULT_WORKSPACE_ID, [name]);
    expect(again.contracts.get(name)?.contract_id).toBe(strict.id);
    expect(loads.count).toBe(2);
  });
});
