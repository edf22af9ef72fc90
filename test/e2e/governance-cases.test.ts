// The bundled action cannot be talked out of a contract (docs/rules.md "Fail closed: what fails a pull request's check"), beyond a rename out
// of the glob (governance.test.ts): a pull request that breaks the BLOCK contract's asset while it
// retargets the contract, narrows the contracts glob, or adds a weaker second contract on the
// asset blocks with weakened protection, with the branch tip and with GitHub's merge ref.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import type { TestRepo } from "../support/git-repo.js";
import { AVRO_SHOP_CONFIG as CONFIG } from "../support/order-schema.js";
import { TOKEN, Upstream } from "./harness.js";
import { PullRequestRuns } from "./pull-request-runs.js";

const RUN_TIMEOUT = 120_000;

const recordAvsc = (name: string, fields: string[]) =>
  `${JSON.stringify({ type: "record", name, namespace: "acme", fields: fields.map((f) => ({ name: f, type: "long" })) }, null, 2)}\n`;

const CONTRACT = `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: orders
dataAssetResourceName: avro://github.com/acme/shop:schemas/order.avsc:acme.Order
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
  - name: total
    type: int64
`;

/** Each pull request drops `total` (a BLOCK break) and tries one way out of the contract. */
const ESCAPES: ReadonlyArray<{ name: string; tryEscape: (repo: TestRepo) => void; weakened: string }> = [
  {
    name: "retargets the contract at a new copy of the record",
    tryEscape: (repo) =>
      repo.write({
        "schemas/order_copy.avsc": recordAvsc("OrderCopy", ["id", "total"]),
        "contracts/orders.yaml": CONTRACT.replace("order.avsc:acme.Order", "order_copy.avsc:acme.OrderCopy"),
      }),
    weakened: "no longer names avro://github.com/acme/shop:schemas/order.avsc:acme.Order",
  },
  {
    name: "narrows the contracts glob so the contract is not read",
    tryEscape: (repo) =>
      repo.write({
        ".github/contract-sync.yml": CONFIG.replace("contracts/**/*.yaml", "contracts/owned/*.yaml"),
      }),
    weakened: "no longer reads the contract file contracts/orders.yaml",
  },
  {
    name: "adds a second contract at NOTIFY on the record",
    tryEscape: (repo) =>
      repo.write({
        "contracts/finance/orders.yaml": CONTRACT.replace(
          "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e",
          "0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f",
        )
          .replace("name: orders", "name: orders_for_finance")
          .replace("enforcementLevel: BLOCK", "enforcementLevel: NOTIFY"),
      }),
    weakened: "contracts/finance/orders.yaml",
  },
];

describe.sequential("the bundled action blocks a pull request that escapes its contract", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let runs: PullRequestRuns;
  let forkPoint: string;
  let base: string;

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create();
    runs = new PullRequestRuns(fake, upstream);
    upstream.repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/order.avsc": recordAvsc("Order", ["id", "total"]),
      "contracts/orders.yaml": CONTRACT,
    });
    forkPoint = upstream.commit("orders");
    // main moves on meanwhile, so GitHub's merge ref is a commit of its own.
    base = upstream.repo.write({ "README.md": "shop\n" }).commit("readme");
    upstream.push("refs/heads/main");
  });
  afterAll(async () => {
    await fake.close();
    runs.cleanup();
  });

  function check(number: number, tryEscape: (repo: TestRepo) => void, mergeRef: boolean) {
    upstream.repo.git(["checkout", "--quiet", "-B", `escape-${number}`, forkPoint]);
    tryEscape(upstream.repo);
    const head = upstream.repo.write({ "schemas/order.avsc": recordAvsc("Order", ["id"]) }).commit("escape");
    upstream.push(`refs/heads/escape-${number}`);
    const checkedOut = mergeRef ? runs.mergeRef(number, base, head) : head;
    return runs.check(number, { base, head, checkedOut });
  }

  ESCAPES.forEach(({ name, tryEscape, weakened }, i) => {
    for (const mergeRef of [false, true]) {
      it(
        `a pull request that ${name} blocks (${mergeRef ? "GitHub's merge ref" : "the branch tip"})`,
        async () => {
          const result = await check(100 + i * 2 + Number(mergeRef), tryEscape, mergeRef);
          expect(result.code, result.stdout + result.stderr).toBe(1);
          expect(result.outputs.verdict).toBe("block");
          expect(result.summary).toContain("Protection weakened in this pull request");
          expect(result.summary).toContain(weakened);
        },
        RUN_TIMEOUT,
      );
    }
  });
});
