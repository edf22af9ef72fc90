import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asset, contract, ORDER_FIELDS } from "../service/fixtures.js";
import { BACKENDS, startTestServer, type TestServer } from "./harness.js";

// Contracts and assets are saved a batch at a time (a few statements per request);
// these are the cases where a batch differs from saving one by one if done naively.
describe.each(BACKENDS)("batched contract and asset writes (%s)", (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, "cs_bulk");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("saves a batch of contracts as one by one would: a repeated id versions, unchanged ones stay", async () => {
    const a = contract("bulk_a", ORDER_FIELDS);
    const b = contract("bulk_b", ORDER_FIELDS);
    const a2 = { ...a, version: "2" };
    expect((await t.client.createContracts([a, b, a2])).message).toBe("2 created, 1 updated, 0 unchanged");
    const c = contract("bulk_c", ORDER_FIELDS);
    const b2 = { ...b, enforcementLevel: "ALERT" as const };
    expect((await t.client.createContracts([a2, b2, c])).message).toBe("1 created, 1 updated, 1 unchanged");
    const { versions } = await t.client.listContractVersions({ params: { id: a.id } });
    expect(versions.map((v) => v.version ?? null)).toEqual(["2", null]);
    expect(versions[0]?.parentRowId).toBeDefined();
    const listed = await t.client.listContracts({ query: { resourcesLocation: "postgres://db:bulk_" } });
    // Listed in creation order (an update keeps its creation time), each at its newest version.
    expect(listed.map((l) => [l.contractSpec.name, l.version ?? null, l.enforcementLevel])).toEqual([
      ["bulk_a", "2", "BLOCK"],
      ["bulk_b", null, "ALERT"],
      ["bulk_c", null, "BLOCK"],
    ]);
  });

  it("registers a batch of assets: a repeated name keeps its last schema, a bad row fails alone", async () => {
    const wide = [...ORDER_FIELDS, { type: "string" as const, name: "note" }];
    // A NUL character is valid JSON but no PostgreSQL text value: only this asset is refused.
    const unstorable = asset("bulk_bad", [
      { type: "string", name: "id", constraints: { physicalType: "text\u0000" } },
    ]);
    const { asset_registration_outcomes: outcomes } = await t.client.registerAssets({
      assets: [
        asset("bulk_x", ORDER_FIELDS),
        unstorable,
        asset("bulk_y", ORDER_FIELDS),
        asset("bulk_x", wide),
      ],
    });
    expect(outcomes.map((o) => o.error ?? null)).toEqual([
      null,
      expect.stringMatching(/^not registered: /),
      null,
      null,
    ]);
    const listed = (await t.client.listDataAssets({ query: { limit: 500 } })).map((a) => a.path);
    expect(listed.filter((p) => p.startsWith("bulk_"))).toEqual(["bulk_x", "bulk_y"]);
    const { violations } = await t.client.checkContractCompliance({
      contract: { dataAssetResourceName: "postgres://db:bulk_x", contractSchema: wide },
    });
    expect(violations).toEqual([]);
  });
});
