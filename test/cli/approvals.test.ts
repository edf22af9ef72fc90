// Owner approval through the CLI on real repositories (docs/intended-changes.md "Intended changes"): the CLI cannot
// see reviews, so a change that needs an owner's approval is reported as needing it, naming who
// may approve as the base says (the contract's approvers, the configuration's owners), never as
// the pull request says.
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
owners:
  data@acme.example: [acme/data-owners]
`;
const USERS = "postgres://localhost:5432:postgres.public.users";
const contract = (
  fields: string[],
  extra = "approvers: [alice]\n",
) => `id: 0c1d2e3f-0000-4000-8000-000000000001
name: users
owner: data@acme.example
${extra}dataAssetResourceName: ${USERS}
status: ACTIVE
enforcementLevel: BLOCK
schema:
${fields.map((f) => `  - name: ${f}\n    type: string\n`).join("")}`;
const LEDGER = ".github/contract-waivers.yml";

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

async function check(change: Record<string, string>, remove: string[] = []) {
  const repo = TestRepo.init();
  repos.push(repo);
  const base = repo
    .write({
      ".github/contract-sync.yml": CONFIG,
      "db/migrations/001_users.sql":
        "CREATE TABLE users (id bigint PRIMARY KEY, email text NOT NULL, name text);\n",
      "contracts/users.yaml": contract(["email", "name"]),
    })
    .commit("base");
  for (const path of remove) repo.git(["rm", "--quiet", path]);
  const head = repo.write(change).commit("pull request");
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
  const json = JSON.parse(io.out) as Json;
  return { code, json, approval: json.findings.filter((f) => f.rule === "OWNER_APPROVAL_REQUIRED") };
}

describe("owner approval in the CLI", () => {
  it("a breaking change of a contract needs its owners' approval, which the CLI cannot see", async () => {
    const { code, json, approval } = await check({
      "db/migrations/002_drop_name.sql": "ALTER TABLE users DROP COLUMN name;\n",
      "contracts/users.yaml": contract(["email"]),
    });
    expect(code).toBe(1);
    expect(json.verdict.verdict).toBe("block");
    expect(approval).toHaveLength(1);
    expect(approval[0]).toMatchObject({ level: "BLOCK", file: "contracts/users.yaml" });
    expect(approval[0]?.message).toContain("changes the contract in a breaking way (name:");
    expect(approval[0]?.message).toContain("alice, acme/data-owners");
    expect(approval[0]?.message).toContain("the CLI cannot see a pull request's reviews");
  });

  it("an additive change of a contract needs no approval", async () => {
    const { code, approval } = await check({
      "db/migrations/002_add_phone.sql": "ALTER TABLE users ADD COLUMN phone text;\n",
      "contracts/users.yaml": `${contract(["email", "name", "phone"])}    optional: true\n`,
    });
    expect(approval).toEqual([]);
    expect(code).toBe(0);
  });

  it("the approvers are the base's: a pull request naming itself an approver changes nothing", async () => {
    const { approval } = await check({
      "db/migrations/002_drop_name.sql": "ALTER TABLE users DROP COLUMN name;\n",
      "contracts/users.yaml": contract(["email"], "approvers: [mallory]\n"),
    });
    expect(approval[0]?.message).toContain("alice, acme/data-owners");
    expect(approval[0]?.message).not.toContain("one of these approves its latest commit: mallory");
    expect(approval[0]?.message).toContain(
      "changes who consents to it: changes its approvers (alice -> mallory)",
    );
  });

  it("deleting a contract (a weakening) needs the approval too, beside the weakening", async () => {
    const { code, json, approval } = await check({ "README.md": "x\n" }, ["contracts/users.yaml"]);
    expect(code).toBe(1);
    expect(json.findings.map((f) => f.rule)).toContain("PROTECTION_WEAKENED");
    expect(approval[0]?.message).toContain("weakens its protection: the contract (BLOCK) is deleted");
  });

  it("a pull request that only adds a waiver is checked: the waiver needs the owners' approval", async () => {
    const ledger = `waivers:\n  - rule: MISSING_REQUIRED_PROPERTY\n    asset: ${USERS}\n    field: name\n    reason: name moves to profiles (DATA-9)\n    approvedBy: [alice]\n    expires: 2999-12-31\n`;
    const { code, approval } = await check({ [LEDGER]: ledger });
    expect(code).toBe(1);
    expect(approval).toHaveLength(1);
    expect(approval[0]).toMatchObject({ file: LEDGER, line: 2, level: "BLOCK" });
    expect(approval[0]?.message).toContain(`adds or changes the waiver at ${LEDGER}:2 (until 2999-12-31)`);
    expect(approval[0]?.message).toContain("alice, acme/data-owners");
  });
});
