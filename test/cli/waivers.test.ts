// The waiver ledger through the CLI on real repositories: an accepted break passes until its
// expiry, an expired waiver blocks again, a stale one is listed, a broken ledger blocks, and a
// pull request cannot waive its own break by adding an entry.
import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { Finding } from "../../src/rules/index.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "db/migrations/*.sql"
    type: postgres
    dataSource: localhost:5432
    migrations: true
`;
const USERS = "postgres://localhost:5432:postgres.public.users";
const CONTRACT = `id: 0c1d2e3f-0000-4000-8000-000000000001
name: users
dataAssetResourceName: ${USERS}
status: ACTIVE
enforcementLevel: BLOCK
schema:
  - name: email
    type: string
`;
const LEDGER = ".github/contract-waivers.yml";
const waiver = (expires: string, field = "email") =>
  `waivers:\n  - rule: MISSING_REQUIRED_PROPERTY\n    asset: ${USERS}\n    field: ${field}\n    expected: present\n    actual: missing\n    reason: email moves to the contacts table (DATA-7)\n    approvedBy: [alice]\n    expires: ${expires}\n`;
const DROP_EMAIL = { "db/migrations/002_drop_email.sql": "ALTER TABLE users DROP COLUMN email;\n" };
const ADD_NOTE = { "db/migrations/002_note.sql": "ALTER TABLE users ADD COLUMN note text;\n" };

interface Json {
  verdict: { verdict: string };
  violations: number;
  waived: number;
  findings: Finding[];
}

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

async function check(
  baseFiles: Record<string, string>,
  change: Record<string, string>,
  format = "json",
  alter?: (repo: TestRepo) => void,
) {
  const repo = TestRepo.init();
  repos.push(repo);
  const base = repo
    .write({
      ".github/contract-sync.yml": CONFIG,
      "db/migrations/001_users.sql": "CREATE TABLE users (id bigint PRIMARY KEY, email text NOT NULL);\n",
      "contracts/users.yaml": CONTRACT,
      ...baseFiles,
    })
    .commit("base");
  repo.write(change);
  alter?.(repo);
  const head = repo.commit("pull request");
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(["check", "--base", base, "--head", head, "--format", format], io);
  return { code, out: io.out, json: format === "json" ? (JSON.parse(io.out) as Json) : undefined };
}

describe("the waiver ledger", () => {
  it("passes a break its owners accepted until the expiry, shown apart with why, who and until when", async () => {
    const { code, json } = await check({ [LEDGER]: waiver("2999-12-31") }, DROP_EMAIL);
    expect(code).toBe(0);
    expect(json?.verdict.verdict).toBe("pass");
    expect(json?.violations).toBe(0);
    expect(json?.waived).toBe(1);
    expect(json?.findings).toContainEqual(
      expect.objectContaining({
        rule: "MISSING_REQUIRED_PROPERTY",
        field: "email",
        waiver: expect.objectContaining({
          approvedBy: ["alice"],
          expires: "2999-12-31",
          file: LEDGER,
          line: 2,
        }),
      }),
    );
    const markdown = (await check({ [LEDGER]: waiver("2999-12-31") }, DROP_EMAIL, "markdown")).out;
    expect(markdown).toContain("🤝 Waived: 1 finding the contracts' owners accepted (not counted)");
    expect(markdown).toContain("email moves to the contacts table (DATA-7)");
    const sarif = JSON.parse((await check({ [LEDGER]: waiver("2999-12-31") }, DROP_EMAIL, "sarif")).out);
    expect(sarif.runs[0].results[0].suppressions).toEqual([
      { kind: "external", status: "accepted", justification: "email moves to the contacts table (DATA-7)" },
    ]);
  });

  it("blocks again after the expiry, and says which waiver lapsed", async () => {
    const { code, json } = await check({ [LEDGER]: waiver("2020-01-31") }, DROP_EMAIL);
    expect(code).toBe(1);
    expect(json?.waived).toBe(0);
    const finding = json?.findings.find((f) => f.rule === "MISSING_REQUIRED_PROPERTY");
    expect(finding?.message).toContain(`(the waiver at ${LEDGER}:2 expired on 2020-01-31)`);
  });

  it("lists a waiver that matches nothing as stale, not counted", async () => {
    const { code, json } = await check({ [LEDGER]: waiver("2999-12-31", "phone") }, DROP_EMAIL);
    expect(code).toBe(1);
    expect(json?.findings).toContainEqual(
      expect.objectContaining({ rule: "WAIVER_STALE", level: "INACTIVE", file: LEDGER, line: 2 }),
    );
  });

  // docs/rules.md "Fail closed: what fails a pull request's check": what a pull request pays for. The ledger is validated at both ends.
  const missingReason = waiver("2999-12-31").replace(
    "    reason: email moves to the contacts table (DATA-7)\n",
    "",
  );
  const impossibleDate = waiver("2026-02-30");

  it("blocks a pull request that breaks the ledger, at the entry's line (so no later pull request inherits it)", async () => {
    for (const broken of [missingReason, impossibleDate]) {
      const { code, json } = await check({}, { ...ADD_NOTE, [LEDGER]: broken });
      expect(code).toBe(1);
      expect(json?.findings).toContainEqual(
        expect.objectContaining({ rule: "WAIVERS_INVALID", level: "BLOCK", file: LEDGER }),
      );
      expect(json?.findings.find((f) => f.rule === "WAIVERS_INVALID")?.existingDebt).toBeUndefined();
    }
  });

  it("blocks a pull request that worsens a ledger the base already breaks", async () => {
    const worse = `${missingReason}  - rule: MISSING_REQUIRED_PROPERTY\n    asset: ${USERS}\n    reason: accepted by finance (DATA-9)\n    expires: 2027-01-01\n`;
    const { code, json } = await check({ [LEDGER]: missingReason }, { ...ADD_NOTE, [LEDGER]: worse });
    expect(code).toBe(1);
    expect(json?.findings.filter((f) => f.rule === "WAIVERS_INVALID" && !f.existingDebt)).toHaveLength(1);
  });

  it("lists the base's broken ledger as existing debt, unchanged: the pull request did not break it", async () => {
    const { code, json } = await check({ [LEDGER]: missingReason }, ADD_NOTE);
    expect(code).toBe(0);
    expect(json?.findings).toContainEqual(
      expect.objectContaining({ rule: "WAIVERS_INVALID", level: "BLOCK", file: LEDGER, existingDebt: true }),
    );
    // An entry added above it moves its line and index, not its identity.
    const above = `waivers:\n  - rule: MISSING_OPTIONAL_PROPERTY\n    asset: ${USERS}\n    reason: accepted by finance (DATA-9)\n    approvedBy: [bob]\n    expires: 2999-01-01\n${impossibleDate.replace("waivers:\n", "")}`;
    const moved = await check({ [LEDGER]: impossibleDate }, { ...ADD_NOTE, [LEDGER]: above });
    expect(moved.json?.findings.filter((f) => f.rule === "WAIVERS_INVALID")).toEqual([
      expect.objectContaining({ existingDebt: true, line: 14 }),
    ]);
  });

  it("does not let a pull request waive its own break: the base's ledger applies", async () => {
    const { code, json } = await check({}, { ...DROP_EMAIL, [LEDGER]: waiver("2999-12-31") });
    expect(code).toBe(1);
    expect(json?.waived).toBe(0);
  });

  it("fails closed on a ledger or CODEOWNERS made a symbolic link: a finding naming the file, not a crash", async () => {
    for (const [file, rule] of [
      [LEDGER, "WAIVERS_INVALID"],
      [".github/CODEOWNERS", "OWNER_APPROVAL_REQUIRED"],
    ] as const) {
      const { code, json } = await check(
        { [file]: waiver("2999-12-31"), ".github/real": "* @alice\n" },
        {},
        "json",
        (r) => {
          r.remove(file);
          symlinkSync("real", join(r.dir, file));
        },
      );
      expect(code, file).toBe(1);
      const finding = json?.findings.find((f) => f.rule === rule);
      expect(finding?.message, file).toContain(`${file} is a symbolic link`);
      if (rule === "WAIVERS_INVALID") expect(finding).toMatchObject({ level: "BLOCK", file });
    }
  });
});
