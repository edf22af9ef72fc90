// Existing debt and every contract on an asset with a remote service (`--api-url`, the reference
// server over HTTP holding what `publish` wrote): the service answers with one contract per asset
// and holds no contract files, so the check reads the base's contracts itself when it needs them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { Finding } from "../../src/rules/index.js";
import { startServer } from "../../src/server/start.js";
import { openStore } from "../../src/store/open.js";
import { TestRepo } from "../support/git-repo.js";
import { AVRO_SHOP_CONFIG, orderAvsc, orderEventContract } from "../support/order-schema.js";
import { capture } from "./run-cli.js";

const KEY = "remote-gate-test-key";

const CONSUMER_CONTRACT = `id: 9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a
name: analytics_orders
dataAssetResourceName: avro://github.com/acme/shop:schemas/order.avsc:acme.Order
enforcementLevel: NOTIFY
schema:
  - name: total
    type: float64
`;

interface JsonReport {
  verdict: { verdict: string };
  violations: number;
  existingDebt: number;
  findings: Finding[];
}

describe.sequential("the gate with a remote service", () => {
  let repo: TestRepo;
  let store: Awaited<ReturnType<typeof openStore>>;
  let server: Awaited<ReturnType<typeof startServer>>;
  let base: string;

  beforeAll(async () => {
    repo = TestRepo.init();
    // The owners' contract requires `currency`, which the record has never had: the base's debt.
    repo.write({
      ".github/contract-sync.yml": AVRO_SHOP_CONFIG,
      "schemas/order.avsc": orderAvsc(),
      "contracts/orders.yaml": orderEventContract(true),
      "contracts/analytics/orders.yaml": CONSUMER_CONTRACT,
    });
    base = repo.commit("orders with two contracts");
    store = await openStore({});
    server = await startServer({ store, port: 0, apiKeys: [KEY], logLevel: "silent" });
    const published = await main(
      ["publish", "--api-url", server.url, "--repo-url", "https://github.com/acme/shop"],
      capture(repo.dir, { CONTRACT_SYNC_API_KEY: KEY }),
    );
    expect(published).toBe(0);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await store.close();
    repo.cleanup();
  });

  it("a dropped field is reported under both contracts, each at its level; the base's debt is set apart", async () => {
    repo.git(["checkout", "--quiet", "-B", "drop-total", base]);
    const head = repo
      .write({
        "schemas/order.avsc": orderAvsc().replace(`    { "name": "total", "type": "double" },\n`, ""),
      })
      .commit("drop total");
    const io = capture(repo.dir, { CONTRACT_SYNC_API_KEY: KEY, GITHUB_REPOSITORY: undefined });
    const code = await main(
      ["check", "--base", base, "--head", head, "--api-url", server.url, "--format", "json"],
      io,
    );
    const json = JSON.parse(io.out) as JsonReport;
    expect(json.findings.map((f) => [f.contract?.name, f.level, f.field, f.existingDebt ?? false])).toEqual([
      ["order_events", "BLOCK", "total", false],
      ["analytics_orders", "NOTIFY", "total", false],
      ["order_events", "BLOCK", "currency", true],
    ]);
    expect(json.violations).toBe(2);
    expect(json.existingDebt).toBe(1);
    expect(code).toBe(1);
  });
});
