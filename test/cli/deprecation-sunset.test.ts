// Deprecation with a sunset and consumers that name what they read (issue 54), end to end through
// `contract-sync check` on a real repository: one base (a BLOCK contract on an Avro record with
// three deprecated fields: a sunset to come, a sunset passed and read by no one, a sunset passed
// but read by a declared consumer), one branch per case.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { Finding } from "../../src/rules/index.js";
import { TestRepo } from "../support/git-repo.js";
import { AVRO_SHOP_CONFIG } from "../support/order-schema.js";
import { capture } from "./run-cli.js";

const FUTURE = "2099-01-01";
const PAST = "2020-01-01";
const FIELDS = {
  id: `{ "name": "id", "type": "long" }`,
  total: `{ "name": "total", "type": "double" }`,
  legacy_code: `{ "name": "legacy_code", "type": "string" }`,
  old_ref: `{ "name": "old_ref", "type": "string" }`,
  customer_name: `{ "name": "customer_name", "type": "string" }`,
} as const;
type Field = keyof typeof FIELDS;

const avsc = (fields: readonly Field[]) =>
  `{ "type": "record", "name": "Order", "namespace": "acme", "fields": [\n${fields.map((f) => `  ${FIELDS[f]}`).join(",\n")}\n] }\n`;

const CONTRACT_FIELDS: Record<Field, string> = {
  id: "  - name: id\n    type: int64\n",
  total: "  - name: total\n    type: float64\n",
  legacy_code: `  - name: legacy_code\n    type: string\n    constraints:\n      deprecated: { since: "2026-01-01", sunset: "${FUTURE}", replacement: code }\n`,
  old_ref: `  - name: old_ref\n    type: string\n    constraints:\n      deprecated: { sunset: "${PAST}" }\n`,
  customer_name: `  - name: customer_name\n    type: string\n    constraints:\n      deprecated: { sunset: "${PAST}" }\n`,
};

const contract = (fields: readonly Field[], version: string) => `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: order_events
dataAssetResourceName: avro://github.com/acme/shop:schemas/order.avsc:acme.Order
enforcementLevel: BLOCK
version: ${version}
approvers: [alice]
schema:
${fields.map((f) => CONTRACT_FIELDS[f]).join("")}consumers:
  - name: billing
    team: finance
    reads: [customer_name, total]
  - name: dashboards
    reads: [id]
`;

const ALL: Field[] = ["id", "total", "legacy_code", "old_ref", "customer_name"];

interface JsonReport {
  verdict: { verdict: string };
  findings: Finding[];
}

describe.sequential("removing deprecated fields, judged by their sunsets and their readers", () => {
  let repo: TestRepo;
  let base: string;

  beforeAll(() => {
    repo = TestRepo.init();
    repo.write({
      ".github/contract-sync.yml": AVRO_SHOP_CONFIG,
      "schemas/order.avsc": avsc(ALL),
      "contracts/orders.yaml": contract(ALL, "1.0.0"),
    });
    base = repo.commit("orders with deprecated fields");
  });
  afterAll(() => repo.cleanup());

  async function check(branch: string, files: Record<string, string>, format = "json") {
    repo.git(["checkout", "--quiet", "-B", branch, base]);
    const head = repo.write(files).commit(branch);
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["check", "--base", base, "--head", head, "--format", format], io);
    return { code, out: io.out, err: io.err };
  }
  const rules = (json: JsonReport) => json.findings.map((f) => [f.rule, f.level, f.field ?? f.title]);

  it("before its sunset: a break that says the day it may go; a broken field names its declared readers", async () => {
    const without = ALL.filter((f) => f !== "legacy_code");
    const { code, out } = await check("early", {
      "schemas/order.avsc": avsc(without.filter((f) => f !== "total")),
      "contracts/orders.yaml": contract(without, "2.0.0"),
    });
    const json = JSON.parse(out) as JsonReport;
    expect(code).toBe(1);
    const early = json.findings.find((f) => f.rule === "REMOVED_BEFORE_SUNSET");
    expect(early?.level).toBe("BLOCK");
    expect(early?.message).toContain(`may be removed from ${FUTURE} on`);
    expect(early?.message).toContain("its replacement: code");
    // `total` dropped from the asset but kept by the contract: billing reads it.
    const missing = json.findings.find((f) => f.rule === "MISSING_REQUIRED_PROPERTY");
    expect(missing?.field).toBe("total");
    expect(missing?.message).toContain("Declared consumers reading it: billing (finance).");
    // The contract is touched: its deprecated fields past their sunsets are listed, not counted.
    const listed = json.findings.filter((f) => f.rule === "DEPRECATED_FIELD");
    expect(listed.map((f) => [f.level, f.title])).toEqual([
      ["INACTIVE", "Deprecated field: old_ref of contract order_events"],
      ["INACTIVE", "Deprecated field: customer_name of contract order_events"],
    ]);
    expect(listed[1]?.message).toContain("Declared consumers reading it: billing (finance)");
  }, 120_000);

  it("after its sunset, read by no one: a planned removal, listed; no approval asked; the version rule asks for 2.0.0", async () => {
    const without = ALL.filter((f) => f !== "old_ref");
    const bumped = await check("planned", {
      "schemas/order.avsc": avsc(without),
      "contracts/orders.yaml": contract(without, "2.0.0"),
    });
    const json = JSON.parse(bumped.out) as JsonReport;
    expect(rules(json).filter(([rule]) => rule !== "DEPRECATED_FIELD")).toEqual([
      ["PLANNED_REMOVAL", "INACTIVE", "Planned removal: field old_ref of contract order_events"],
    ]);
    expect(json.verdict.verdict).toBe("pass");
    expect(bumped.code, bumped.err).toBe(0);
    const markdown = await check(
      "planned-md",
      {
        "schemas/order.avsc": avsc(without),
        "contracts/orders.yaml": contract(without, "1.1.0"),
      },
      "markdown",
    );
    expect(markdown.code).toBe(1);
    expect(markdown.out).toContain("Planned removal: field old_ref of contract order_events");
    expect(markdown.out).toContain("write version: 2.0.0");
  }, 120_000);

  it("after its sunset, read by a declared consumer: a break naming the consumer", async () => {
    const without = ALL.filter((f) => f !== "customer_name");
    const { code, out } = await check("read", {
      "schemas/order.avsc": avsc(without),
      "contracts/orders.yaml": contract(without, "2.0.0"),
    });
    const json = JSON.parse(out) as JsonReport;
    expect(code).toBe(1);
    const read = json.findings.find((f) => f.rule === "REMOVED_WHILE_READ");
    expect(read?.level).toBe("BLOCK");
    expect(read?.message).toContain("declared consumers still read it: billing (finance)");
    // The owners' approval of the contract's break names the reader too.
    const approval = json.findings.find((f) => f.rule === "OWNER_APPROVAL_REQUIRED");
    expect(approval?.message).toContain("customer_name: ");
    expect(approval?.message).toContain("read by billing");
  }, 120_000);
});
