// A pull request cannot talk its way out of a contract (issue 26, "A pull request escapes its
// contract"), through `contract-sync check` on real repositories: renaming the contract file out of
// the base's `contracts` glob, or narrowing the glob, is protection weakened at the contract's level.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { GateFinding } from "../../src/outcome/model.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
`;

const ORDER_AVSC = `${JSON.stringify(
  {
    type: "record",
    name: "Order",
    namespace: "acme",
    fields: [
      { name: "id", type: "long" },
      { name: "total", type: "double" },
    ],
  },
  null,
  2,
)}\n`;

const CONTRACT = `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: orders
dataAssetResourceName: avro://github.com/acme/shop:schemas/order.avsc:acme.Order
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
  - name: total
    type: float64
`;

interface JsonReport {
  verdict: { verdict: string };
  report: { findings?: GateFinding[] };
}

describe.sequential("a pull request cannot move its contract out of what the base reads", () => {
  let repo: TestRepo;
  let base: string;

  beforeAll(() => {
    repo = TestRepo.init();
    repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/order.avsc": ORDER_AVSC,
      "contracts/orders.yaml": CONTRACT,
    });
    base = repo.commit("shop");
  });
  afterAll(() => repo.cleanup());

  async function check(branch: string, change: (r: TestRepo) => void) {
    repo.git(["checkout", "--quiet", "-B", branch, base]);
    change(repo);
    const head = repo.commit(branch);
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
    const json = JSON.parse(io.out) as JsonReport;
    const weakened = (json.report.findings ?? []).filter((f) => f.rule === "PROTECTION_WEAKENED");
    const invalid = (json.report.findings ?? []).filter((f) => f.rule === "CONTRACT_INVALID");
    return { code, weakened, invalid, verdict: json.verdict.verdict };
  }

  it("renaming the contract file to a name the base's glob does not read (orders.yaml -> orders.yml) blocks", async () => {
    const result = await check("rename-out", (r) =>
      r.git(["mv", "contracts/orders.yaml", "contracts/orders.yml"]),
    );
    expect(result.weakened).toEqual([
      expect.objectContaining({
        level: "BLOCK",
        file: "contracts/orders.yml",
        contract: expect.objectContaining({ name: "orders" }),
      }),
    ]);
    expect(result.weakened[0]?.message).toContain("renamed to contracts/orders.yml");
    expect(result.code).toBe(1);
  });

  it("renaming the contract file within the glob weakens nothing", async () => {
    const result = await check("rename-in", (r) => {
      r.git(["mv", "contracts/orders.yaml", "contracts/shop-orders.yaml"]);
    });
    expect(result.weakened).toEqual([]);
    expect(result.code).toBe(0);
  });

  it("narrowing the contracts glob so the base contract is no longer read blocks, naming the contract file", async () => {
    const result = await check("narrow-glob", (r) =>
      r.write({
        ".github/contract-sync.yml": CONFIG.replace("contracts/**/*.yaml", "contracts/owned/*.yaml"),
      }),
    );
    expect(result.weakened).toEqual([
      expect.objectContaining({ level: "BLOCK", file: ".github/contract-sync.yml" }),
    ]);
    expect(result.weakened[0]?.message).toContain("no longer reads the contract file contracts/orders.yaml");
    expect(result.code).toBe(1);
  });

  it("a new contract file reusing an existing contract's id is an error, whatever level it declares", async () => {
    const result = await check("duplicate-id", (r) =>
      r.write({
        "contracts/zz-orders-relaxed.yaml": CONTRACT.replace(
          "enforcementLevel: BLOCK",
          "enforcementLevel: INACTIVE",
        ).replace("name: orders", "name: orders_relaxed"),
      }),
    );
    expect(result.invalid).toEqual([
      expect.objectContaining({ level: "BLOCK", file: "contracts/zz-orders-relaxed.yaml", line: 1 }),
    ]);
    expect(result.invalid[0]?.message).toContain(
      "is already the id of the contract in contracts/orders.yaml:1",
    );
    expect(result.code).toBe(1);
  });

  it("moving a contract to another file (the old one deleted) keeps its id without an error", async () => {
    const result = await check("move-contract", (r) => {
      r.remove("contracts/orders.yaml");
      r.write({ "contracts/shop/orders-v2.yaml": `# moved\n${CONTRACT}\n# owned by the shop team\n` });
    });
    expect(result.invalid).toEqual([]);
    expect(result.code).toBe(0);
  });

  it("pointing the contract at a new copy of the asset while dropping a column of the old one blocks", async () => {
    const result = await check("retarget", (r) =>
      r.write({
        "schemas/order_copy.avsc": ORDER_AVSC.replace('"Order"', '"OrderCopy"'),
        "schemas/order.avsc": ORDER_AVSC.replace(/,\s*\{\s*"name": "total",\s*"type": "double"\s*\}/, ""),
        "contracts/orders.yaml": CONTRACT.replace("order.avsc:acme.Order", "order_copy.avsc:acme.OrderCopy"),
      }),
    );
    expect(result.weakened).toEqual([
      expect.objectContaining({
        level: "BLOCK",
        asset: "avro://github.com/acme/shop:schemas/order.avsc:acme.Order",
        contract: expect.objectContaining({ name: "orders" }),
      }),
    ]);
    expect(result.weakened[0]?.message).toContain(
      "no longer names avro://github.com/acme/shop:schemas/order.avsc:acme.Order",
    );
    expect(result.code).toBe(1);
  });

  it("a second contract at a lower level on an asset a BLOCK contract governs is weakened protection", async () => {
    const notify = CONTRACT.replace(
      "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e",
      "0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f",
    )
      .replace("name: orders", "name: orders_for_finance")
      .replace("enforcementLevel: BLOCK", "enforcementLevel: NOTIFY");
    const result = await check("shadow", (r) => r.write({ "contracts/finance/orders.yaml": notify }));
    expect(result.weakened).toEqual([
      expect.objectContaining({
        level: "BLOCK",
        file: "contracts/finance/orders.yaml",
        contract: expect.objectContaining({ name: "orders" }),
      }),
    ]);
    expect(result.code).toBe(1);
  });

  it("a second contract at the same level on the asset weakens nothing", async () => {
    const second = CONTRACT.replace(
      "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e",
      "0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f",
    ).replace("name: orders", "name: orders_for_finance");
    const result = await check("second-block", (r) => r.write({ "contracts/finance/orders.yaml": second }));
    expect(result.weakened).toEqual([]);
    expect(result.code).toBe(0);
  });
});

describe("a configuration change that removes a contracted asset", () => {
  it("dropping `views: true` is protection weakened for the view's BLOCK contract, not the table's", async () => {
    const repo = TestRepo.init();
    try {
      const config = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "db/migrations/*.sql"
    type: postgres
    dataSource: shop-db:5432
    migrations: true
    views: true
`;
      const contractOn = (id: string, name: string, relation: string) => `id: ${id}
name: ${name}
dataAssetResourceName: postgres://shop-db:5432:postgres.public.${relation}
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
`;
      repo.write({
        ".github/contract-sync.yml": config,
        "db/migrations/001_orders.sql":
          "CREATE TABLE orders (\n  id bigint NOT NULL,\n  total numeric\n);\nCREATE VIEW big_orders AS SELECT id FROM orders WHERE total > 100;\n",
        "contracts/orders.yaml": contractOn("7e2f8c94-1a2b-4c3d-9e8f-0a1b2c3d4e5f", "orders", "orders"),
        "contracts/big_orders.yaml": contractOn(
          "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
          "big_orders",
          "big_orders",
        ),
      });
      const base = repo.commit("shop");
      repo.write({ ".github/contract-sync.yml": config.replace("    views: true\n", "") });
      const head = repo.commit("no views");
      const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
      const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
      const json = JSON.parse(io.out) as JsonReport;
      const weakened = (json.report.findings ?? []).filter((f) => f.rule === "PROTECTION_WEAKENED");
      expect(weakened).toEqual([
        expect.objectContaining({
          level: "BLOCK",
          asset: "postgres://shop-db:5432:postgres.public.big_orders",
          contract: expect.objectContaining({ name: "big_orders" }),
        }),
      ]);
      expect(code).toBe(1);
    } finally {
      repo.cleanup();
    }
  });
});
