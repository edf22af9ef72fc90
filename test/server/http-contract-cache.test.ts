import { afterAll, describe, expect, it } from "vitest";
import { createClient } from "../../src/client/index.js";
import { type RunningServer, startServer } from "../../src/server/start.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { asset, contract, ORDER_FIELDS } from "../service/fixtures.js";
import { createTestDatabase } from "../store/databases.js";
import { BACKENDS, serverUrl } from "./harness.js";

const KEY = "cache-test-key";

describe.each(BACKENDS)("cached enforced contracts follow writes made by another server (%s)", (backend) => {
  const stores: Store[] = [];
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const store of new Set(stores)) await store.close();
  });

  it("a check on server A sees a contract changed through server B at once", async () => {
    // Two servers with their own caches; on PostgreSQL also their own pools, as two processes would.
    if (backend === "pglite") {
      const store = await openStore({});
      stores.push(store, store);
    } else {
      const url = await createTestDatabase(serverUrl!, "cs_cache");
      stores.push(await openStore({ databaseUrl: url }), await openStore({ databaseUrl: url }));
    }
    for (const store of stores) {
      servers.push(
        await startServer({
          store,
          port: 0,
          apiKeys: [KEY],
          logLevel: "silent",
          delivery: false,
          keyCacheMs: 0,
        }),
      );
    }
    const [a, b] = servers.map((s) =>
      createClient({ baseUrl: s.url, apiKey: KEY, retry: { maxAttempts: 1 } }),
    );
    const check = async () => {
      const [result] = await a!.checkAssetsCompliance({
        assets: [asset("cached", [{ type: "int64", name: "id" }])],
        responseType: "DETAILED",
        includeUnchangedAssets: true,
      });
      return result;
    };
    expect(await check()).toMatchObject({ responseType: "NO_CONTRACT" });

    const strict = contract("cached", ORDER_FIELDS);
    await b!.createContracts(strict);
    expect(await check()).toMatchObject({ status: "NON_COMPLIANT", enforcementLevel: "BLOCK" });
    expect(await check()).toMatchObject({ status: "NON_COMPLIANT" });

    // A new level set through B is the level A answers with.
    await b!.createContracts({ ...strict, enforcementLevel: "ALERT" });
    expect(await check()).toMatchObject({ enforcementLevel: "ALERT" });

    // Listing on A (rows cached by row id there) shows each version B writes, never a stale one.
    const listedOnA = async () =>
      (await a!.listContracts({ query: { resourcesLocation: "postgres://db:cached" } })).map((c) => [
        c.enforcementLevel,
        c.status,
      ]);
    expect(await listedOnA()).toEqual([["ALERT", "ACTIVE"]]);

    // Violations recorded by a check on B show in A's listing (A's page is not served from before them).
    const violationsOnA = async () =>
      (await a!.listContracts({ query: { resourcesLocation: "postgres://db:cached" } }))[0]?.violations ?? [];
    const before = (await violationsOnA()).length;
    expect(await violationsOnA()).toHaveLength(before);
    await b!.checkAssetsCompliance({
      assets: [asset("cached", [{ type: "int64", name: "other" }])],
      responseType: "DETAILED",
      includeUnchangedAssets: true,
    });
    const after = await violationsOnA();
    expect(after).toHaveLength(before + 2);
    expect(after.slice(0, 2).map((v) => v.contractFieldName)).toEqual(
      expect.arrayContaining(["id", "email"]),
    );

    // Checks asking at once, right after a write on B, all see it (PostgreSQL: they share epoch reads).
    await b!.createContracts({ ...strict, enforcementLevel: "NOTIFY" });
    const together = await Promise.all(Array.from({ length: 8 }, () => check()));
    expect(together.map((r) => (r as { enforcementLevel?: string }).enforcementLevel)).toEqual(
      Array(8).fill("NOTIFY"),
    );
    // So do listings asking at once (they share page reads).
    const listedTogether = await Promise.all(Array.from({ length: 8 }, () => listedOnA()));
    expect(listedTogether).toEqual(Array(8).fill([["NOTIFY", "ACTIVE"]]));

    await b!.createContracts({ ...strict, status: "ARCHIVED" });
    expect(await check()).toMatchObject({ responseType: "NO_CONTRACT" });
    expect(await listedOnA()).toEqual([["BLOCK", "ARCHIVED"]]);
    await a!.close();
    await b!.close();
  }, 180_000);
});
