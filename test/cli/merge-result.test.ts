// The merge result is what is judged (issue 26, "A branch behind main is blamed for main's changes"):
// `contract-sync check` on a branch cut before main moved on checks what main holds after the merge,
// through real repositories and the CLI. A merge that conflicts is a finding, never a pass.

import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { GateFinding } from "../../src/outcome/model.js";
import { TestRepo } from "../support/git-repo.js";
import { CURRENCY_FIELD, NOTE_FIELD, orderAvsc, orderEventContract } from "../support/order-schema.js";
import { capture, runCli } from "./run-cli.js";

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "db/migrations/*.sql"
    type: postgres
    dataSource: shop-db:5432
    migrations: true
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
`;

const ordersTableContract = (noteOptional: boolean) => `id: 7e2f8c94-1a2b-4c3d-9e8f-0a1b2c3d4e5f
name: orders_table
dataAssetResourceName: postgres://shop-db:5432:postgres.public.orders
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
  - name: coupon
    type: string
    optional: true
  - name: note
    type: string
${noteOptional ? "    optional: true\n" : ""}`;

const NOTE_REQUIRED =
  "UPDATE orders SET note = '' WHERE note IS NULL;\nALTER TABLE orders ALTER COLUMN note SET NOT NULL;\n";

interface JsonReport {
  verdict: { verdict: string };
  violations: number;
  report: {
    findings?: GateFinding[];
    checks: Array<{ asset: string; violations: Array<{ violationType: string; field: string }> }>;
    uncontracted: Array<{ asset: string }>;
  };
}

describe.sequential("a branch behind main is judged as merged into main", () => {
  let repo: TestRepo;
  let forkPoint: string;

  beforeAll(() => {
    repo = TestRepo.init();
    repo.write({
      ".github/contract-sync.yml": CONFIG,
      "db/migrations/001_orders.sql":
        "CREATE TABLE orders (\n  id bigint NOT NULL,\n  coupon text,\n  note text\n);\n",
      "schemas/order.avsc": orderAvsc(),
      "contracts/orders_table.yaml": ordersTableContract(true),
      "contracts/order_events.yaml": orderEventContract(false),
    });
    forkPoint = repo.commit("shop");
  });
  afterAll(() => repo.cleanup());

  /** main from the fork point with `onMain` committed, a branch from the fork point with `onBranch`. */
  function diverge(name: string, onMain: Array<(r: TestRepo) => void>, onBranch: (r: TestRepo) => void) {
    repo.git(["checkout", "--quiet", "-B", `main-${name}`, forkPoint]);
    let base = forkPoint;
    for (const step of onMain) {
      step(repo);
      base = repo.commit(`main: ${name}`);
    }
    repo.git(["checkout", "--quiet", "-B", name, forkPoint]);
    onBranch(repo);
    const head = repo.commit(name);
    return { base, head };
  }

  async function check(range: {
    base: string;
    head: string;
  }): Promise<{ code: number; json: JsonReport; err: string }> {
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["check", "--base", range.base, "--head", range.head, "--format", "json"], io);
    return { code, json: JSON.parse(io.out) as JsonReport, err: io.err };
  }

  const addIndex = (r: TestRepo) =>
    r.write({ "db/migrations/003_orders_index.sql": "CREATE INDEX orders_coupon ON orders (coupon);\n" });

  it("main added a migration making a field required: the PR adding an index passes", async () => {
    const range = diverge(
      "index-after-required",
      [
        (r) =>
          r.write({
            "db/migrations/002_note_required.sql": NOTE_REQUIRED,
            "contracts/orders_table.yaml": ordersTableContract(false),
          }),
      ],
      addIndex,
    );
    const { code, json, err } = await check(range);
    expect(json.report.checks.flatMap((c) => c.violations)).toEqual([]);
    expect(json.verdict.verdict).toBe("pass");
    expect(code).toBe(0);
    expect(err).toContain("checking their merge");
  });

  it("main added a required field to the Avro file the PR edits elsewhere: the PR passes", async () => {
    const range = diverge(
      "avro-tail",
      [
        (r) =>
          r.write({
            "schemas/order.avsc": orderAvsc([CURRENCY_FIELD]),
            "contracts/order_events.yaml": orderEventContract(true),
          }),
      ],
      (r) =>
        r.write({
          "schemas/order.avsc": orderAvsc([], [NOTE_FIELD]),
        }),
    );
    const { code, json } = await check(range);
    expect(json.report.checks.flatMap((c) => c.violations)).toEqual([]);
    // Only the PR's change is reported: main's new field is not the pull request's.
    expect(JSON.stringify(json.report)).not.toContain("currency");
    expect(code).toBe(0);
  });

  it("main dropped a column and reverted it while the PR only adds an index: the PR passes", async () => {
    repo.git(["checkout", "--quiet", "-B", "main-revert", forkPoint]);
    repo.write({
      "db/migrations/002_drop_note.sql": "ALTER TABLE orders DROP COLUMN note;\n",
      "contracts/orders_table.yaml": ordersTableContract(true).replace(/ {2}- name: note\n.*\n.*\n$/, ""),
    });
    const dropped = repo.commit("main: drop note");
    // The branch is cut while the column is dropped; main then reverts the drop.
    repo.git(["checkout", "--quiet", "-B", "index-after-revert", dropped]);
    addIndex(repo);
    const head = repo.commit("index");
    repo.git(["checkout", "--quiet", "main-revert"]);
    repo.git(["revert", "--no-edit", dropped]);
    const base = repo.head();
    const { code, json } = await check({ base, head });
    expect(json.report.checks.flatMap((c) => c.violations)).toEqual([]);
    expect(code).toBe(0);
  });

  it("a branch behind main that does break its contract still blocks", async () => {
    const range = diverge(
      "avro-drop-total",
      [
        (r) =>
          r.write({
            "db/migrations/002_note_required.sql": NOTE_REQUIRED,
            "contracts/orders_table.yaml": ordersTableContract(false),
          }),
      ],
      (r) =>
        r.write({
          "schemas/order.avsc": orderAvsc().replace(`    { "name": "total", "type": "double" },\n`, ""),
        }),
    );
    const { code, json } = await check(range);
    expect(json.report.checks.flatMap((c) => c.violations.map((v) => v.field))).toEqual(["total"]);
    expect(code).toBe(1);
  });

  it("a merge that conflicts is a BLOCK finding naming the file: rebase on the base branch", async () => {
    const range = diverge(
      "conflict",
      [
        (r) =>
          r.write({
            "schemas/order.avsc": orderAvsc([CURRENCY_FIELD]),
            "contracts/order_events.yaml": orderEventContract(true),
          }),
      ],
      (r) => r.write({ "schemas/order.avsc": orderAvsc([`{ "name": "region", "type": "string" }`]) }),
    );
    const { code, json } = await check(range);
    expect(json.report.findings).toEqual([
      expect.objectContaining({ rule: "MERGE_CONFLICT", level: "BLOCK", file: "schemas/order.avsc" }),
    ]);
    expect(json.report.findings?.[0]?.message).toContain("rebase on the base branch");
    expect(json.verdict.verdict).toBe("block");
    expect(code).toBe(1);
  });

  it("with Git before 2.38 the head is checked against the merge base, and the log says so", async () => {
    const range = diverge(
      "old-git",
      [
        (r) =>
          r.write({
            "schemas/order.avsc": orderAvsc([CURRENCY_FIELD]),
            "contracts/order_events.yaml": orderEventContract(true),
          }),
      ],
      (r) =>
        r.write({
          "schemas/order.avsc": orderAvsc([], [NOTE_FIELD]),
        }),
    );
    const bin = mkdtempSync(join(tmpdir(), "contract-sync-old-git-"));
    try {
      const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
      const wrapper = join(bin, "git");
      // A Git that says it is 2.37 and, as 2.37 does, answers `merge-tree --write-tree` with its usage.
      writeFileSync(
        wrapper,
        `#!/bin/sh\nif [ "$1" = version ]; then echo "git version 2.37.1"; exit 0; fi\nif [ "$1" = merge-tree ] && [ "$2" = --write-tree ]; then echo "usage: git merge-tree <base-tree> <branch1> <branch2>" >&2; exit 129; fi\nexec "${real}" "$@"\n`,
      );
      chmodSync(wrapper, 0o755);
      const run = await runCli(["check", "--base", range.base, "--head", range.head, "--format", "json"], {
        cwd: repo.dir,
        env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, GITHUB_REPOSITORY: "" },
      });
      expect(run.stderr).toContain("git version 2.37.1 has no 'git merge-tree --write-tree'");
      expect(run.stderr).toContain("checked against the merge base");
      const json = JSON.parse(run.stdout) as JsonReport;
      expect(json.report.checks.flatMap((c) => c.violations)).toEqual([]);
      expect(run.code).toBe(0);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
