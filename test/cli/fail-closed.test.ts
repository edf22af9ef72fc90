// Fail closed and protection (issues 10 and 11) through `contract-sync check` on real repositories:
// every case that could not be checked, or that weakens protection, exits non-zero naming file and line.
import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { GateFinding } from "../../src/outcome/model.js";
import { TestRepo } from "../support/git-repo.js";
import { capture as captureIO } from "./run-cli.js";

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
`;
const ORDERS_AVSC = JSON.stringify(
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
);
const ORDERS_NAME = "avro://github.com/acme/shop:schemas/orders.avsc:acme.Order";
const contract = (
  name: string,
  extra = "enforcementLevel: BLOCK",
) => `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: orders
dataAssetResourceName: ${name}
${extra}
schema:
  - name: id
    type: int64
  - name: total
    type: float64
`;

/** The CLI's io, captured (test/cli/run-cli.ts), with this file's environment. */
const capture = (cwd: string) => captureIO(cwd, { GITHUB_REPOSITORY: undefined });

interface JsonReport {
  verdict: { verdict: string };
  violations: number;
  assetsChecked: number;
  report: { findings?: GateFinding[]; checks: Array<{ violations: Array<{ violationType: string }> }> };
}

describe.sequential("check fails closed", () => {
  let repo: TestRepo;
  let base: string;

  beforeAll(() => {
    repo = TestRepo.init();
    repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/orders.avsc": ORDERS_AVSC,
      "contracts/orders.yaml": contract(ORDERS_NAME),
    });
    base = repo.commit("base");
  });
  afterAll(() => repo.cleanup());

  /** A branch from the base with `change` committed, checked with `--format json`. */
  async function checkChange(
    branch: string,
    change: (r: TestRepo) => void,
    args: string[] = [],
  ): Promise<{ code: number; json: JsonReport; io: ReturnType<typeof capture> }> {
    repo.git(["checkout", "--quiet", "-B", branch, base]);
    change(repo);
    const head = repo.commit(branch);
    const io = capture(repo.dir);
    const code = await main(["check", "--base", base, "--head", head, "--format", "json", ...args], io);
    return { code, json: (code === 2 ? {} : JSON.parse(io.out)) as JsonReport, io };
  }

  const kinds = (json: JsonReport) => (json.report.findings ?? []).map((f) => f.rule);

  it("an explicit --config that does not exist is an error naming it; the default may be absent", async () => {
    const missing = await checkChange("missing-config", () => {}, ["--config", "ci/nope.yml"]);
    expect(missing.code).toBe(2);
    expect(missing.io.err).toContain("ci/nope.yml");
    expect(missing.io.err).toContain("does not exist");
  });

  it("a configuration error fails the check with its key and line", async () => {
    const { code, json } = await checkChange("bad-config", (r) =>
      r.write({ ".github/contract-sync.yml": `${CONFIG}sourcez: []\n` }),
    );
    expect(code).toBe(1);
    expect(json.verdict.verdict).toBe("block");
    const finding = json.report.findings?.find((f) => f.rule === "CONFIG_INVALID");
    expect(finding).toMatchObject({ level: "BLOCK", file: ".github/contract-sync.yml", line: 6 });
    expect(finding?.message).toContain("sourcez");
  });

  it("an invalid contract added in the PR fails at its line, whatever level it declares", async () => {
    const { code, json } = await checkChange("bad-contract", (r) =>
      r.write({
        "contracts/bad.yaml": `id: 9d1f0a4e-2b3c-4d5e-8f70-112233445566
name: bad
dataAssetResourceName: ${ORDERS_NAME}
enforcementLevel: RECORD
schema:
  - name: id
    type: int999
`,
      }),
    );
    expect(code).toBe(1);
    const finding = json.report.findings?.find((f) => f.rule === "CONTRACT_INVALID");
    expect(finding).toMatchObject({ level: "BLOCK", file: "contracts/bad.yaml", line: 7 });
  });

  it("a schema file that cannot be read fails at the level of the strictest contract on its assets", async () => {
    const { code, json } = await checkChange("unreadable", (r) =>
      r.write({ "schemas/orders.avsc": "{ not json" }),
    );
    expect(code).toBe(1);
    const finding = json.report.findings?.find((f) => f.rule === "SCHEMA_UNREADABLE");
    expect(finding).toMatchObject({ level: "BLOCK", file: "schemas/orders.avsc" });
    expect(finding?.message).toContain(ORDERS_NAME);
    // Not also "every field missing": the asset could not be read, it was not removed.
    expect(json.report.checks.flatMap((c) => c.violations)).toEqual([]);
  });

  it("a schema file made a symbolic link is a read problem at the contract's level, never read as its link text", async () => {
    // A runner reads the file the link points to; the link's own blob is only that path.
    const { code, json } = await checkChange("symbolic-link", (r) => {
      r.write({ "schemas/real/orders.avsc": ORDERS_AVSC });
      r.remove("schemas/orders.avsc");
      symlinkSync("real/orders.avsc", join(r.dir, "schemas/orders.avsc"));
    });
    expect(code).toBe(1);
    const finding = json.report.findings?.find((f) => f.rule === "SCHEMA_UNREADABLE");
    expect(finding).toMatchObject({ level: "BLOCK", file: "schemas/orders.avsc" });
    expect(finding?.message).toContain("schemas/orders.avsc is a symbolic link");
  });

  it("a contract that points at no asset is a finding at its level, with the nearest names", async () => {
    const typo = ORDERS_NAME.replace("acme.Order", "acme.Ordr");
    const { code, json } = await checkChange("typo", (r) =>
      r.write({ "contracts/orders.yaml": contract(typo) }),
    );
    expect(code).toBe(1);
    const finding = json.report.findings?.find((f) => f.rule === "CONTRACT_POINTS_AT_NO_ASSET");
    expect(finding).toMatchObject({ level: "BLOCK", file: "contracts/orders.yaml", line: 1 });
    expect(finding?.message).toContain(typo);
    expect(finding?.suggestions).toEqual([ORDERS_NAME]);
  });

  it("a renamed schema file is reported as moved, checked against its contract, never as every field missing", async () => {
    const { code, json, io } = await checkChange("rename", (r) =>
      r.git(["mv", "schemas/orders.avsc", "schemas/sales.avsc"]),
    );
    expect(code).toBe(1);
    const finding = json.report.findings?.find((f) => f.rule === "ASSET_MOVED");
    // The line of the record's declaration in the new file.
    expect(finding).toMatchObject({ level: "BLOCK", file: "schemas/sales.avsc", line: 3 });
    expect(finding?.message).toContain("schemas/sales.avsc:acme.Order");
    expect(finding?.message).toContain("contracts/orders.yaml");
    expect(json.report.checks.flatMap((c) => c.violations)).toEqual([]);
    expect(io.err).toContain("verdict block");
  });

  it("a moved asset's schema is still checked against its contract, at the new file", async () => {
    const { code, json } = await checkChange("rename-and-break", (r) => {
      r.git(["mv", "schemas/orders.avsc", "schemas/sales.avsc"]);
      r.write({ "schemas/sales.avsc": ORDERS_AVSC.replace('"double"', '"string"') });
    });
    expect(code).toBe(1);
    const violations = json.report.checks.flatMap((c) => c.violations) as Array<{
      violationType: string;
      field?: string;
      file?: string;
    }>;
    expect(violations).toEqual([
      expect.objectContaining({
        violationType: "INCOMPATIBLE_TYPE",
        field: "total",
        file: "schemas/sales.avsc",
      }),
    ]);
  });

  it("a rename whose contract is updated in the same PR passes cleanly", async () => {
    const { code, json } = await checkChange("rename-updated", (r) => {
      r.git(["mv", "schemas/orders.avsc", "schemas/sales.avsc"]);
      r.write({ "contracts/orders.yaml": contract(ORDERS_NAME.replace("orders.avsc", "sales.avsc")) });
    });
    expect(code).toBe(0);
    expect(json.verdict.verdict).toBe("pass");
    expect(kinds(json)).toEqual([]);
    expect(json.violations).toBe(0);
  });
});

describe.sequential("no one switches off their own check", () => {
  let repo: TestRepo;
  let base: string;

  beforeAll(() => {
    repo = TestRepo.init();
    repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/orders.avsc": ORDERS_AVSC,
      "contracts/orders.yaml": contract(ORDERS_NAME),
    });
    base = repo.commit("base");
  });
  afterAll(() => repo.cleanup());

  async function checkChange(branch: string, change: (r: TestRepo) => void, format = "json") {
    repo.git(["checkout", "--quiet", "-B", branch, base]);
    change(repo);
    const head = repo.commit(branch);
    const io = capture(repo.dir);
    const code = await main(["check", "--base", base, "--head", head, "--format", format], io);
    return { code, io, json: (format === "json" ? JSON.parse(io.out) : {}) as JsonReport };
  }

  const dropTotal = (r: TestRepo) =>
    r.write({
      "schemas/orders.avsc": ORDERS_AVSC.replace(/,\s*\{\s*"name": "total",\s*"type": "double"\s*\}/, ""),
    });

  it("ignore: ['**'] in the PR's config does not turn a BLOCK into all clear, and the comment says so first", async () => {
    const { code, io } = await checkChange(
      "ignore-all",
      (r) => {
        r.write({ ".github/contract-sync.yml": `${CONFIG}ignore: ["**"]\n` });
        dropTotal(r);
      },
      "markdown",
    );
    expect(code).toBe(1);
    const protection = io.out.indexOf("### Protection weakened in this pull request");
    expect(protection).toBeGreaterThan(0);
    expect(protection).toBeLessThan(io.out.indexOf("MISSING_REQUIRED_PROPERTY"));
    expect(io.out).toContain("coverage removed");
    expect(io.out).toContain("Configuration changed");
    expect(io.out).not.toContain("all clear");
  });

  it("a changed data source removes coverage: a finding at the old level", async () => {
    const { code, json } = await checkChange("data-source", (r) =>
      r.write({ ".github/contract-sync.yml": CONFIG.replace("github.com/acme/shop", "elsewhere") }),
    );
    expect(code).toBe(1);
    const weakened = json.report.findings?.filter((f) => f.rule === "PROTECTION_WEAKENED") ?? [];
    expect(weakened).toEqual([
      expect.objectContaining({ level: "BLOCK", file: ".github/contract-sync.yml" }),
    ]);
    expect(weakened[0]?.message).toContain(ORDERS_NAME);
  });

  it("a lowered enforcementLevel, a DRAFT status and a deleted contract are findings at the old level", async () => {
    const lowered = await checkChange("lowered", (r) => {
      r.write({ "contracts/orders.yaml": contract(ORDERS_NAME, "enforcementLevel: RECORD") });
      dropTotal(r);
    });
    expect(lowered.code).toBe(1);
    expect(lowered.json.report.findings).toContainEqual(
      expect.objectContaining({
        rule: "PROTECTION_WEAKENED",
        level: "BLOCK",
        file: "contracts/orders.yaml",
        line: 1,
        message: "enforcementLevel lowered from BLOCK to RECORD",
      }),
    );
    const draft = await checkChange("draft", (r) =>
      r.write({ "contracts/orders.yaml": contract(ORDERS_NAME, "enforcementLevel: BLOCK\nstatus: DRAFT") }),
    );
    expect(draft.code).toBe(1);
    expect(draft.json.report.findings?.[0]?.message).toBe("status moved from ACTIVE to DRAFT");
    const deleted = await checkChange("deleted", (r) => r.remove("contracts/orders.yaml"));
    expect(deleted.code).toBe(1);
    expect(deleted.json.report.findings?.[0]).toMatchObject({
      rule: "PROTECTION_WEAKENED",
      level: "BLOCK",
      file: "contracts/orders.yaml",
    });
  });

  it("a deleted BLOCK contract is one BLOCK weakening naming it in SARIF, JUnit and GitLab too (issue 25), beside the owner approval it needs", async () => {
    repo.git(["checkout", "--quiet", "-B", "deleted-formats", base]);
    repo.remove("contracts/orders.yaml");
    const head = repo.commit("delete the contract");
    const checkAs = async (format: string) => {
      const io = capture(repo.dir);
      const code = await main(["check", "--base", base, "--head", head, "--format", format], io);
      return { code, out: io.out };
    };
    const sarif = await checkAs("sarif");
    expect(sarif.code).toBe(1);
    const results = JSON.parse(sarif.out).runs[0].results;
    expect(results).toEqual([
      expect.objectContaining({ ruleId: "PROTECTION_WEAKENED", level: "error" }),
      expect.objectContaining({ ruleId: "OWNER_APPROVAL_REQUIRED", level: "error" }),
    ]);
    expect(results[0].message.text).toContain("contract orders");
    expect(results[1].message.text).toContain("the contract (BLOCK) is deleted");
    const junit = await checkAs("junit");
    expect(junit.out).toMatch(/<testsuites [^>]*failures="2"/);
    expect(junit.out).toMatch(/<testsuite name="contract orders \(BLOCK\)"[^>]*failures="2"/);
    const gitlab = JSON.parse((await checkAs("gitlab")).out);
    expect(gitlab).toEqual([
      expect.objectContaining({
        check_name: "PROTECTION_WEAKENED",
        severity: "blocker",
        description: expect.stringContaining("contract orders"),
      }),
      expect.objectContaining({ check_name: "OWNER_APPROVAL_REQUIRED", severity: "blocker" }),
    ]);
  });

  it("protect: off in the base config lists a weakening without counting it; protect in the PR does not", async () => {
    repo.git(["checkout", "--quiet", "-B", "protect-off", base]);
    repo.write({ ".github/contract-sync.yml": `${CONFIG}protect: off\n` });
    const offBase = repo.commit("protect off");
    repo.write({ "contracts/orders.yaml": contract(ORDERS_NAME, "enforcementLevel: RECORD") });
    const head = repo.commit("lower");
    const io = capture(repo.dir);
    expect(await main(["check", "--base", offBase, "--head", head, "--format", "json"], io)).toBe(0);
    const json = JSON.parse(io.out) as JsonReport;
    // The lowered level also needs a new major version (docs/intended-changes.md "Intended changes"): listed alike.
    expect(json.report.findings).toEqual([
      expect.objectContaining({ rule: "PROTECTION_WEAKENED", level: "INACTIVE" }),
      expect.objectContaining({ rule: "CONTRACT_VERSION_NOT_BUMPED", level: "INACTIVE" }),
    ]);
    expect(json.violations).toBe(0);
    // The same setting added by the pull request itself is not trusted.
    const own = await checkChange("protect-own", (r) => {
      r.write({ ".github/contract-sync.yml": `${CONFIG}protect: off\n` });
      r.write({ "contracts/orders.yaml": contract(ORDERS_NAME, "enforcementLevel: RECORD") });
    });
    expect(own.code).toBe(1);
  });
});

describe("say where", () => {
  it("a dropped column's violation points at the DROP statement in the PR's own migration", async () => {
    const repo = TestRepo.init();
    try {
      repo.write({
        ".github/contract-sync.yml": `sources:
  - glob: "db/migrations/*.sql"
    type: postgres
    dataSource: shop-db:5432
    migrations: true
`,
        "db/migrations/001_orders.sql":
          "CREATE TABLE orders (\n  id bigint NOT NULL,\n  currency text NOT NULL\n);\n",
        "contracts/orders.yaml": `id: 7e2f8c94-1a2b-4c3d-9e8f-0a1b2c3d4e5f
name: orders
dataAssetResourceName: postgres://shop-db:5432:postgres.public.orders
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
  - name: currency
    type: string
`,
      });
      const base = repo.commit("base");
      repo.write({
        "db/migrations/002_drop_currency.sql":
          "-- currency moves to prices\n\nALTER TABLE orders DROP COLUMN currency;\n",
      });
      const head = repo.commit("drop");
      const io = capture(repo.dir);
      expect(await main(["check", "--base", base, "--head", head, "--format", "json"], io)).toBe(1);
      const json = JSON.parse(io.out) as {
        report: { checks: Array<{ violations: Array<{ field: string; file?: string; line?: number }> }> };
      };
      expect(json.report.checks.flatMap((c) => c.violations)).toEqual([
        expect.objectContaining({ field: "currency", file: "db/migrations/002_drop_currency.sql", line: 3 }),
      ]);
    } finally {
      repo.cleanup();
    }
  });
});
