// A contract is at least as strict as the diff (issue 26, "Deliver" 5): with a BLOCK contract on
// `users` that names some columns, a narrowing of a column it does not name (graphile/starter:
// `users.name` text -> varchar(32)) is still shown, as the diff shows it without the contract
// (ALERT, not counted), through `contract-sync check` on a real repository.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { Finding } from "../../src/rules/index.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "migrations/*.sql"
    type: postgres
    dataSource: app-db:5432
    migrations: true
`;

const USERS = "CREATE TABLE users (id bigint PRIMARY KEY, email text NOT NULL, name text);\n";

const usersContract = (fields: string) => `id: 3a7c9e10-5b2d-4f6e-8a1c-2d3e4f5a6b7c
name: users
dataAssetResourceName: postgres://app-db:5432:postgres.public.users
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
  - name: email
    type: string
${fields}`;

interface JsonReport {
  verdict: { verdict: string };
  violations: number;
  findings: Finding[];
}

describe.sequential("a contract does not hide what the diff shows", () => {
  let repo: TestRepo;

  beforeAll(() => {
    repo = TestRepo.init();
  });
  afterAll(() => repo.cleanup());

  async function check(contract: string, migration: string) {
    repo.git(["checkout", "--quiet", "--orphan", `b${Date.now()}`]);
    repo.git(["rm", "-rfq", "--ignore-unmatch", "."]);
    const base = repo
      .write({
        ".github/contract-sync.yml": CONFIG,
        "migrations/001_users.sql": USERS,
        "contracts/users.yaml": contract,
      })
      .commit("users");
    const head = repo.write({ "migrations/002_name.sql": migration }).commit("narrow name");
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
    const markdown = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    await main(["check", "--base", base, "--head", head, "--format", "markdown"], markdown);
    return { code, json: JSON.parse(io.out) as JsonReport, markdown: markdown.out };
  }

  it("a column the contract does not name, narrowed (text -> varchar(32)), is shown as ALERT, not counted", async () => {
    const { code, json, markdown } = await check(
      usersContract(""),
      "ALTER TABLE users ALTER COLUMN name TYPE varchar(32);\n",
    );
    expect(json.findings).toEqual([
      expect.objectContaining({
        rule: "UNCONTRACTED_BREAKING_CHANGE",
        level: "ALERT",
        field: "name",
        file: "migrations/002_name.sql",
        title: "Breaking change without a contract: name (contract users does not cover it)",
      }),
    ]);
    expect(json.violations).toBe(0);
    expect(code).toBe(0);
    expect(markdown).toContain(
      "## ✅ Data contracts: passed; breaking changes no contract covers are listed",
    );
    expect(markdown).toContain("### Breaking changes no contract covers");
    expect(markdown).toContain("not covered by contract users");
    expect(markdown).toContain("1 breaking change no contract covers");
  });

  it("a break the contract reports is not listed twice; a column it does not name still is", async () => {
    const { code, json } = await check(
      usersContract(""),
      "ALTER TABLE users DROP COLUMN email;\nALTER TABLE users ALTER COLUMN name TYPE varchar(32);\n",
    );
    expect(json.findings.map((f) => [f.rule, f.field, f.level])).toEqual([
      ["MISSING_REQUIRED_PROPERTY", "email", "BLOCK"],
      ["UNCONTRACTED_BREAKING_CHANGE", "name", "ALERT"],
    ]);
    expect(json.violations).toBe(1);
    expect(code).toBe(1);
  });

  it("a column the contract names only as a string, narrowed, is still shown (the contract does not pin its width)", async () => {
    const { code, json } = await check(
      usersContract("  - name: name\n    type: string\n    optional: true\n"),
      "ALTER TABLE users ALTER COLUMN name TYPE varchar(32);\n",
    );
    expect(json.findings.map((f) => [f.rule, f.field, f.level])).toEqual([
      ["UNCONTRACTED_BREAKING_CHANGE", "name", "ALERT"],
    ]);
    expect(code).toBe(0);
  });
});
