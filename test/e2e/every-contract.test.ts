// Every contract on an asset is enforced, each at its own level (docs/configure.md "Contract files"), through
// the bundled action: the owners' BLOCK contract and a consumer team's NOTIFY one on the order
// record; a dropped field both require is reported under both and blocks, with the branch tip and
// with GitHub's merge ref.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import { AVRO_SHOP_CONFIG, orderAvsc, orderEventContract } from "../support/order-schema.js";
import { TOKEN, Upstream } from "./harness.js";
import { PullRequestRuns } from "./pull-request-runs.js";

const RUN_TIMEOUT = 120_000;

const CONSUMER_CONTRACT = `id: 9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a
name: analytics_orders
dataAssetResourceName: avro://github.com/acme/shop:schemas/order.avsc:acme.Order
enforcementLevel: NOTIFY
schema:
  - name: total
    type: float64
`;

describe.sequential("the bundled action enforces both contracts on the record", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let runs: PullRequestRuns;
  let base: string;
  let head: string;

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create();
    runs = new PullRequestRuns(fake, upstream);
    upstream.repo.write({
      ".github/contract-sync.yml": AVRO_SHOP_CONFIG,
      "schemas/order.avsc": orderAvsc(),
      "contracts/orders.yaml": orderEventContract(false),
      "contracts/analytics/orders.yaml": CONSUMER_CONTRACT,
    });
    const forkPoint = upstream.commit("orders with two contracts");
    upstream.repo.git(["checkout", "--quiet", "-b", "drop-total"]);
    head = upstream.repo
      .write({
        "schemas/order.avsc": orderAvsc().replace(`    { "name": "total", "type": "double" },\n`, ""),
      })
      .commit("drop total");
    upstream.push("refs/heads/drop-total");
    upstream.repo.git(["checkout", "--quiet", "-B", "main", forkPoint]);
    base = upstream.repo.write({ "README.md": "shop\n" }).commit("readme");
    upstream.push("refs/heads/main");
  });
  afterAll(async () => {
    await fake.close();
    runs.cleanup();
  });

  for (const [label, number] of [
    ["the branch tip", 111],
    ["GitHub's merge ref", 112],
  ] as const) {
    it(
      `with ${label} checked out, the break is reported under each contract at its level`,
      async () => {
        const checkedOut = number === 112 ? runs.mergeRef(number, base, head) : head;
        const result = await runs.check(number, { base, head, checkedOut });
        expect(result.code, result.stdout + result.stderr).toBe(1);
        expect(result.outputs).toMatchObject({ verdict: "block", violations: "2" });
        const titles = result.annotations.filter((a) => a.file).map((a) => [a.level, a.title]);
        expect(titles).toEqual([
          ["error", "Required field missing: total (contract order_events, BLOCK)"],
          ["notice", "Required field missing: total (contract analytics_orders, NOTIFY)"],
        ]);
      },
      RUN_TIMEOUT,
    );
  }
});
