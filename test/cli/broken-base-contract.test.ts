// A contract file the base commit cannot read has protected nothing, and no check said so: its
// owners believe their table is guarded. Found onboarding by hand: `physicalType` written at the
// field (it belongs under `constraints`) dropped the contract in silence, and a narrowing passed.
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
const contract = (fieldKeys: string) => `id: 0c1d2e3f-0000-4000-8000-000000000001
name: users
dataAssetResourceName: ${USERS}
status: ACTIVE
enforcementLevel: ALERT
schema:
  - name: name
${fieldKeys}`;
// `physicalType` belongs under `constraints`: at the field it is an unknown key.
const MISPLACED = "    type: string\n    physicalType: text\n";
const VALID = "    type: string\n    constraints:\n      physicalType: text\n";

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

async function check(baseContract: string, change: Record<string, string>) {
  const repo = TestRepo.init();
  repos.push(repo);
  const base = repo
    .write({
      ".github/contract-sync.yml": CONFIG,
      "db/migrations/001_users.sql": "CREATE TABLE users (id bigint PRIMARY KEY, name text NOT NULL);\n",
      "db/migrations/001_orders.sql": "CREATE TABLE orders (id bigint PRIMARY KEY);\n",
      "contracts/users.yaml": baseContract,
    })
    .commit("base");
  const head = repo.write(change).commit("pull request");
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(
    ["check", "--base", base, "--head", head, "--format", "json", "--fail-on", "alert"],
    io,
  );
  const json = JSON.parse(io.out) as { verdict: { verdict: string }; findings: Finding[] };
  return { code, json, invalid: json.findings.filter((f) => f.rule === "CONTRACT_INVALID") };
}

const NARROW = { "db/migrations/002_narrow.sql": "ALTER TABLE users ALTER COLUMN name TYPE varchar(32);\n" };

describe("a contract file the base commit cannot read", () => {
  it("fails a pull request that changes the asset it names, at the level it states, at the bad key's line", async () => {
    const { code, json, invalid } = await check(contract(MISPLACED), NARROW);
    expect(code).toBe(1);
    expect(json.verdict.verdict).toBe("alert");
    expect(invalid).toEqual([
      expect.objectContaining({ level: "ALERT", file: "contracts/users.yaml", line: 9 }),
    ]);
    expect(invalid[0]?.message).toContain("physicalType: unknown key");
    expect(invalid[0]?.message).toContain(`this pull request changes ${USERS}`);
    // The base has it alike, yet it hides the change (docs/rules.md "Fail closed: what fails a pull request's check": what a pull request pays for).
    expect(invalid[0]?.existingDebt).toBeUndefined();
    expect(invalid[0]?.message).toContain("(the base has it too, yet it counts:");
  });

  it("is existing debt, listed apart and not counted, when the pull request touches nothing it names", async () => {
    const other = { "db/migrations/002_orders.sql": "ALTER TABLE orders ADD COLUMN note text;\n" };
    const { code, json, invalid } = await check(contract(MISPLACED), other);
    expect(code).toBe(0);
    expect(json.verdict.verdict).toBe("pass");
    expect(invalid).toEqual([
      expect.objectContaining({ level: "ALERT", file: "contracts/users.yaml", existingDebt: true }),
    ]);
    expect(invalid[0]?.message).toContain("it protects nothing until it is fixed");
  });

  it("speaks for the assets it names when the pull request adds an unreadable file beside them", async () => {
    const unreadable = { "db/migrations/002_broken.sql": "ALTER TABLE nowhere ADD COLUMN x int;\n" };
    const { code, json } = await check(contract(MISPLACED), unreadable);
    expect(code).toBe(1);
    expect(json.findings).toContainEqual(
      expect.objectContaining({
        rule: "SCHEMA_UNREADABLE",
        level: "ALERT",
        file: "db/migrations/002_broken.sql",
      }),
    );
  });

  it("is the pull request's own finding when the pull request changes the file, and gone once fixed", async () => {
    const fixed = await check(contract(MISPLACED), { "contracts/users.yaml": contract(VALID), ...NARROW });
    expect(fixed.invalid).toEqual([]);
    // The fixed contract now judges the narrowing it pins against.
    expect(fixed.json.findings).toContainEqual(
      expect.objectContaining({ rule: "CONSTRAINT_VIOLATION", level: "ALERT", field: "name" }),
    );
    const valid = await check(contract(VALID), NARROW);
    expect(valid.invalid).toEqual([]);
  });
});
