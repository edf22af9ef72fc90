import { afterAll, describe, expect, inject, it } from "vitest";
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
