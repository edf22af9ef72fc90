// Evolution rules of contracted assets (issue 26, "Evolution rules") through `contract-sync check` on
// real repositories: an Avro field renamed with `aliases` is read by schema resolution, so it is not
// missing; a Protobuf field renumbered breaks the wire, so a contract that pins `fieldNumber` blocks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
  - glob: "proto/**/*.proto"
    type: protobuf
    dataSource: github.com/acme/shop
`;

const customerAvsc = (nameField: string) =>
  `${JSON.stringify(
    {
      type: "record",
      name: "Customer",
      namespace: "acme",
      fields: [{ name: "id", type: "long" }, JSON.parse(nameField), { name: "email", type: "string" }],
    },
    null,
    2,
  )}\n`;

const CUSTOMER_CONTRACT = `id: 2d9c3b1a-4e5f-4a6b-8c7d-9e0f1a2b3c4d
name: customers
dataAssetResourceName: avro://github.com/acme/shop:schemas/customer.avsc:acme.Customer
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
  - name: customer_name
    type: string
`;

const orderProto = (statusNumber: number) => `syntax = "proto3";
package acme.shop;

message Order {
  int64 id = 1;
  double total = 2;
  string status = ${statusNumber};
}
`;

const ORDER_CONTRACT = `id: 8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d
name: orders
dataAssetResourceName: protobuf://github.com/acme/shop:proto/order.proto:acme.shop.Order
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
    constraints:
      fieldNumber: 1
  - name: status
    type: string
    constraints:
      fieldNumber: 3
`;

interface JsonReport {
  verdict: { verdict: string };
  report: { checks: Array<{ violations: Array<{ violationType: string; field: string; actual?: string }> }> };
}

describe.sequential("evolution of contracted Avro and Protobuf assets", () => {
  let repo: TestRepo;
  let base: string;

  beforeAll(() => {
    repo = TestRepo.init();
    repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/customer.avsc": customerAvsc(`{ "name": "customer_name", "type": "string" }`),
      "contracts/customers.yaml": CUSTOMER_CONTRACT,
      "proto/order.proto": orderProto(3),
      "contracts/orders.yaml": ORDER_CONTRACT,
    });
    base = repo.commit("shop");
  });
  afterAll(() => repo.cleanup());

  async function check(branch: string, files: Record<string, string>) {
    repo.git(["checkout", "--quiet", "-B", branch, base]);
    repo.write(files);
    const head = repo.commit(branch);
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
    const json = JSON.parse(io.out) as JsonReport;
    return {
      code,
      violations: json.report.checks.flatMap((c) => c.violations),
      verdict: json.verdict.verdict,
    };
  }

  it("an Avro field renamed with the old name in `aliases` is not missing", async () => {
    const result = await check("rename-with-alias", {
      "schemas/customer.avsc": customerAvsc(
        `{ "name": "full_name", "type": "string", "aliases": ["customer_name"] }`,
      ),
    });
    expect(result.violations).toEqual([]);
    expect(result.code).toBe(0);
  });

  it("an Avro field renamed without an alias is missing, and blocks", async () => {
    const result = await check("rename-without-alias", {
      "schemas/customer.avsc": customerAvsc(`{ "name": "full_name", "type": "string" }`),
    });
    expect(result.violations.map((v) => [v.violationType, v.field])).toEqual([
      ["MISSING_REQUIRED_PROPERTY", "customer_name"],
    ]);
    expect(result.code).toBe(1);
  });

  it("an aliased rename is still held to the contract's type", async () => {
    const result = await check("rename-alias-narrowed", {
      "schemas/customer.avsc": customerAvsc(
        `{ "name": "full_name", "type": "int", "aliases": ["customer_name"] }`,
      ),
    });
    expect(result.violations.map((v) => [v.violationType, v.field])).toEqual([
      ["INCOMPATIBLE_TYPE", "customer_name"],
    ]);
    expect(result.code).toBe(1);
  });

  it("a Protobuf field renumbered (= 3 -> = 6) breaks a contract that pins fieldNumber", async () => {
    const result = await check("renumber", { "proto/order.proto": orderProto(6) });
    expect(result.violations).toEqual([
      expect.objectContaining({
        violationType: "CONSTRAINT_VIOLATION",
        field: "status",
        actual: "fieldNumber 6",
      }),
    ]);
    expect(result.verdict).toBe("block");
    expect(result.code).toBe(1);
  });
});
