// Only what the pull request introduced blocks (issue 26, "Deliver" 3): a finding the base already
// has, alike (same fingerprint), is existing debt, listed apart and never counted; a finding of the
// base the head no longer has is fixed. Through `contract-sync check` on real repositories.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { Finding } from "../../src/rules/index.js";
import { TestRepo } from "../support/git-repo.js";
import {
  AVRO_SHOP_CONFIG,
  CURRENCY_FIELD,
  NOTE_FIELD,
  orderAvsc,
  orderEventContract,
} from "../support/order-schema.js";
import { capture } from "./run-cli.js";

interface JsonReport {
  verdict: { verdict: string };
  violations: number;
  existingDebt: number;
  findings: Finding[];
  fixed: Finding[];
}

interface SarifLog {
  runs: Array<{
    results: Array<{ ruleId: string; level: string; baselineState: string; properties: { field?: string } }>;
    properties: { violations: number; existingDebt: number; fixed: number };
  }>;
}

describe.sequential("existing debt: the base already breaks its contract", () => {
  let repo: TestRepo;
  let base: string;

  beforeAll(() => {
    repo = TestRepo.init();
    // The contract requires `currency`, which the record has never had: the base's own debt.
    repo.write({
      ".github/contract-sync.yml": AVRO_SHOP_CONFIG,
      "schemas/order.avsc": orderAvsc(),
      "contracts/orders.yaml": orderEventContract(true),
    });
    base = repo.commit("orders, contract ahead of the record");
  });
  afterAll(() => repo.cleanup());

  function branch(name: string, avsc: string): string {
    repo.git(["checkout", "--quiet", "-B", name, base]);
    return repo.write({ "schemas/order.avsc": avsc }).commit(name);
  }

  async function check(head: string, format: string, from = base) {
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["check", "--base", from, "--head", head, "--format", format], io);
    return { code, out: io.out, err: io.err };
  }

  it("a pull request that edits the record elsewhere passes; the base's missing field is listed as existing debt", async () => {
    const head = branch("add-note", orderAvsc([NOTE_FIELD]));
    const { code, out, err } = await check(head, "json");
    const json = JSON.parse(out) as JsonReport;
    expect(code).toBe(0);
    expect(json.verdict.verdict).toBe("pass");
    expect(json.violations).toBe(0);
    expect(json.existingDebt).toBe(1);
    expect(json.findings).toEqual([
      expect.objectContaining({
        rule: "MISSING_REQUIRED_PROPERTY",
        field: "currency",
        level: "BLOCK",
        existingDebt: true,
      }),
    ]);
    expect(err).toContain(
      "verdict pass: 0 violations · 1 asset checked · 1 existing debt at the base (not counted)",
    );
  });

  it("the comment lists the debt in its own collapsed section with a count", async () => {
    const head = branch("add-note", orderAvsc([NOTE_FIELD]));
    const { out } = await check(head, "markdown");
    expect(out).toContain("## ✅ Data contracts: passed; the base branch has existing debt");
    expect(out).toContain(
      "<details>\n<summary>🗄️ Existing debt: 1 finding the base branch already has (not counted)</summary>",
    );
    expect(out).toContain(
      "| BLOCK | `avro://github.com/acme/shop:schemas/order.avsc:acme.Order` | `currency` | MISSING_REQUIRED_PROPERTY | order_events |",
    );
    expect(out).not.toContain("breaks a blocking contract");
  });

  it("the terminal's text lists the debt in its own section, not counted", async () => {
    const head = branch("add-note", orderAvsc([NOTE_FIELD]));
    const { out } = await check(head, "text");
    expect(out).toMatch(/^contract-sync: passed\n0 violations · /);
    const debt = out.slice(out.indexOf("Existing debt (the base already has these; not counted)"));
    expect(debt).toContain(
      "MISSING_REQUIRED_PROPERTY avro://github.com/acme/shop:schemas/order.avsc:acme.Order field currency",
    );
    expect(out).not.toContain("BLOCK (fails the check)");
  });

  it("SARIF marks the debt unchanged, as a note, and counts it apart", async () => {
    const head = branch("add-note", orderAvsc([NOTE_FIELD]));
    const sarif = JSON.parse((await check(head, "sarif")).out) as SarifLog;
    const run = sarif.runs[0];
    expect(run?.results).toEqual([
      expect.objectContaining({
        ruleId: "MISSING_REQUIRED_PROPERTY",
        level: "note",
        baselineState: "unchanged",
        properties: expect.objectContaining({ field: "currency" }),
      }),
    ]);
    expect(run?.properties).toMatchObject({ violations: 0, existingDebt: 1, fixed: 0 });
  });

  it("JUnit skips the debt and GitLab lists it as info, neither failing", async () => {
    const head = branch("add-note", orderAvsc([NOTE_FIELD]));
    const junit = (await check(head, "junit")).out;
    expect(junit).toContain('<testsuites name="contract-sync" tests="1" failures="0"');
    expect(junit).toMatch(/<skipped message="[^"]*\(existing debt: the base has it, not counted\)"\/>/);
    const gitlab = JSON.parse((await check(head, "gitlab")).out) as Array<{
      severity: string;
      description: string;
    }>;
    expect(gitlab).toEqual([
      expect.objectContaining({
        severity: "info",
        description: expect.stringMatching(/^existing debt \(the base has it, not counted\): /),
      }),
    ]);
  });

  it("a break the pull request adds still blocks; only the base's debt is set apart", async () => {
    const head = branch(
      "drop-total",
      orderAvsc().replace(`    { "name": "total", "type": "double" },\n`, ""),
    );
    const { code, out } = await check(head, "json");
    const json = JSON.parse(out) as JsonReport;
    expect(code).toBe(1);
    expect(json.verdict.verdict).toBe("block");
    expect(json.violations).toBe(1);
    expect(json.findings.map((f) => [f.field, f.existingDebt ?? false])).toEqual([
      ["total", false],
      ["currency", true],
    ]);
  });

  it("what a contract the pull request tightens newly finds is the pull request's, judged by the base's contract", async () => {
    repo.git(["checkout", "--quiet", "-B", "tighten", base]);
    const head = repo
      .write({
        // A required field added to the contract is a break: its first version is 1.0.0 (docs/intended-changes.md "Intended changes").
        "contracts/orders.yaml": `version: 1.0.0\n${orderEventContract(true)}  - name: customer\n    type: int64\n`,
      })
      .commit("customer as a number");
    const { code, out } = await check(head, "json");
    const json = JSON.parse(out) as JsonReport;
    // Changing a field's type in the contract is a breaking change of it: its owners approve it.
    expect(json.findings.map((f) => [f.rule, f.field, f.existingDebt ?? false])).toEqual([
      ["OWNER_APPROVAL_REQUIRED", undefined, false],
      ["INCOMPATIBLE_TYPE", "customer", false],
      ["MISSING_REQUIRED_PROPERTY", "currency", true],
    ]);
    expect(json.violations).toBe(2);
    expect(code).toBe(1);
  });

  it("a field the base already breaks that the pull request breaks further is the pull request's", async () => {
    // At this base `total` is a string where the contract says float64: debt.
    repo.git(["checkout", "--quiet", "-B", "total-string", base]);
    const totalAs = (type: string) =>
      orderAvsc().replace('"name": "total", "type": "double"', `"name": "total", "type": "${type}"`);
    const debtBase = repo.write({ "schemas/order.avsc": totalAs("string") }).commit("total as a string");
    const noted = repo
      .write({
        "schemas/order.avsc": orderAvsc([NOTE_FIELD]).replace(
          '"name": "total", "type": "double"',
          '"name": "total", "type": "string"',
        ),
      })
      .commit("a note");
    const unchanged = JSON.parse((await check(noted, "json", debtBase)).out) as JsonReport;
    expect(unchanged.findings.map((f) => [f.field, f.existingDebt ?? false])).toEqual([
      ["total", true],
      ["currency", true],
    ]);
    const worse = repo.write({ "schemas/order.avsc": totalAs("boolean") }).commit("total as a boolean");
    const { code, out } = await check(worse, "json", debtBase);
    const json = JSON.parse(out) as JsonReport;
    expect(json.findings.map((f) => [f.field, f.existingDebt ?? false])).toEqual([
      ["total", false],
      ["currency", true],
    ]);
    expect(json.findings[0]?.actual).not.toBe(unchanged.findings[0]?.actual);
    expect(code).toBe(1);
  });

  it("a pull request that adds the missing field is shown as fixing it", async () => {
    const head = branch("add-currency", orderAvsc([CURRENCY_FIELD]));
    const json = JSON.parse((await check(head, "json")).out) as JsonReport;
    expect(json.existingDebt).toBe(0);
    expect(json.fixed).toEqual([
      expect.objectContaining({ rule: "MISSING_REQUIRED_PROPERTY", field: "currency" }),
    ]);
    const { code, out } = await check(head, "markdown");
    expect(code).toBe(0);
    expect(out).toContain("<summary>✅ Fixed by this pull request: 1 finding of the base branch</summary>");
  });
});
