import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_WORKSPACE_ID } from "../../src/service/keys.js";
import { asset, contract, ORDER_FIELDS } from "../service/fixtures.js";
import { BACKENDS, startTestServer, type TestServer } from "./harness.js";

describe.each(BACKENDS)("a listed page on the wire (%s)", (backend) => {
  let t: TestServer;
  afterAll(async () => {
    await t?.close();
  });

  it("is the JSON of the service's answer, as fastify would send it, fresh or kept", async () => {
    t = await startTestServer(backend, "cs_list_wire");
    for (const name of ["wire_a", "wire_b", "wire_c"]) {
      await t.client.createContracts(
        contract(name, ORDER_FIELDS, {
          contractSpec: {
            name: `größe ✓ ${name}`,
            dataAssetResourceName: `postgres://db:${name}`,
            schema: ORDER_FIELDS,
          },
        }),
      );
    }
    // One contract with violation events, the others without.
    await t.client.checkAssetsCompliance({
      assets: [asset("wire_b", [{ type: "string", name: "id" }])],
      responseType: "DETAILED",
      includeUnchangedAssets: true,
    });
    const caller = { workspaceId: DEFAULT_WORKSPACE_ID };
    const query = { limit: 2, offset: 1 };
    const expected = JSON.stringify(await t.server.service.listContracts(caller, { query }));
    const counts = JSON.parse(expected).map((c: { violations: unknown[] }) => c.violations.length);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(0);
    for (let i = 0; i < 3; i++) {
      const answer = await t.raw("GET", "/v0/contracts?limit=2&offset=1", { key: t.key });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(answer.text).toBe(expected);
      expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(expected));
    }
  }, 120_000);
});
