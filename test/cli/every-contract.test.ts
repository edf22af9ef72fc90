// All contracts on an asset are enforced, each at its own level (issue 26, "Deliver" 1): the base
// holds a BLOCK contract by the owners and a NOTIFY contract by a consumer team in another folder,
// both on the order record. Through `contract-sync check` on a real repository.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { Finding } from "../../src/rules/index.js";
import { TestRepo } from "../support/git-repo.js";
import { AVRO_SHOP_CONFIG, orderAvsc, orderEventContract } from "../support/order-schema.js";
import { capture } from "./run-cli.js";

/** The consumer team's contract: it reads `total` and `customer`; the owners' reads `id` and `total`. */
const CONSUMER_CONTRACT = `id: 9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a
name: analytics_orders
owner: analytics@acme.io
dataAssetResourceName: avro://github.com/acme/shop:schemas/order.avsc:acme.Order
enforcementLevel: NOTIFY
schema:
  - name: total
    type: float64
  - name: customer
    type: string
`;

interface JsonReport {
  verdict: { verdict: string };
  violations: number;
  findings: Finding[];
}

describe.sequential("two contracts on one asset", () => {
  let repo: TestRepo;
  let base: string;

  beforeAll(() => {
    repo = TestRepo.init();
    repo.write({
      ".github/contract-sync.yml": AVRO_SHOP_CONFIG,
      "schemas/order.avsc": orderAvsc(),
      "contracts/orders.yaml": orderEventContract(false),
      "contracts/analytics/orders-consumer.yaml": CONSUMER_CONTRACT,
    });
    base = repo.commit("orders with two contracts");
  });
  afterAll(() => repo.cleanup());

  async function check(name: string, drop: string) {
    repo.git(["checkout", "--quiet", "-B", name, base]);
    const avsc = orderAvsc().replace(
      `    { "name": "${drop}", "type": "${drop === "total" ? "double" : "string"}" },\n`,
      "",
    );
    expect(avsc).not.toContain(`"${drop}"`);
    const head = repo.write({ "schemas/order.avsc": avsc }).commit(`drop ${drop}`);
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
    return { code, json: JSON.parse(io.out) as JsonReport };
  }

  const violations = (json: JsonReport) =>
    json.findings.map((f) => [f.contract?.name, f.level, f.rule, f.field]);

  it("a break of a field both contracts require is reported under both, and blocks at BLOCK", async () => {
    const { code, json } = await check("drop-total", "total");
    expect(violations(json)).toEqual([
      ["order_events", "BLOCK", "MISSING_REQUIRED_PROPERTY", "total"],
      ["analytics_orders", "NOTIFY", "MISSING_REQUIRED_PROPERTY", "total"],
    ]);
    expect(json.verdict.verdict).toBe("block");
    expect(code).toBe(1);
  });

  it("a break of a field only the consumer's contract requires is reported at its NOTIFY level, not blocking", async () => {
    const { code, json } = await check("drop-customer", "customer");
    expect(violations(json)).toEqual([
      ["analytics_orders", "NOTIFY", "MISSING_REQUIRED_PROPERTY", "customer"],
    ]);
    expect(json.verdict.verdict).toBe("pass");
    expect(code).toBe(0);
  });
});
