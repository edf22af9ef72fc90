// `contract-sync check` on a terminal prints plain text: the comment's markdown is made inert for
// GitHub (`&#95;`, a word joiner after `@`), which a terminal shows as noise. Plain text still
// keeps the repository's text on one line and without control characters.
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
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
// A name a pull request could write: markup, a mention and an escape sequence.
const HOSTILE_NAME = "_users_ @owners <b>x</b> \u001b[31mred";
const CONTRACT = `id: 0c1d2e3f-0000-4000-8000-000000000001
name: "${HOSTILE_NAME.replace("\u001b", "\\e")}"
dataAssetResourceName: ${USERS}
status: ACTIVE
enforcementLevel: BLOCK
schema:
  - name: user_name
    type: string
    constraints:
      physicalType: text
`;

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

async function narrowingCheck(flags: string[], stdoutIsTerminal: boolean) {
  const repo = TestRepo.init();
  repos.push(repo);
  const base = repo
    .write({
      ".github/contract-sync.yml": CONFIG,
      "db/migrations/001_users.sql": "CREATE TABLE users (id bigint PRIMARY KEY, user_name text NOT NULL);\n",
      "contracts/users.yaml": CONTRACT,
    })
    .commit("base");
  const head = repo
    .write({ "db/migrations/002_narrow.sql": "ALTER TABLE users ALTER COLUMN user_name TYPE varchar(32);\n" })
    .commit("narrow");
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  io.stdoutIsTerminal = stdoutIsTerminal;
  const code = await main(["check", "--base", base, "--head", head, ...flags], io);
  return { code, out: io.out };
}

describe("check on a terminal", () => {
  it("prints plain text by default: names as written, the level, the field, file:line and what to do", async () => {
    const { code, out } = await narrowingCheck([], true);
    expect(code).toBe(1);
    expect(out).toMatch(/^contract-sync: blocked/);
    expect(out).toContain("BLOCK (fails the check)");
    expect(out).toContain("field user_name at db/migrations/002_narrow.sql:1");
    expect(out).toContain("expected maxLength unbounded (text), found maxLength 32");
    expect(out).toContain("What to do");
    // No markdown or its escapes: underscores and mentions as written, no HTML, no word joiner.
    expect(out).toContain("contract _users_ @owners <b>x</b> \\u001b[31mred");
    expect(out).not.toMatch(/&#\d+;|\u2060|<details>|^##/m);
    // A terminal never gets a raw control character from the repository.
    expect(out).not.toContain("\u001b");
  });

  it("keeps the comment's markdown in a pipe or file, and --format text anywhere", async () => {
    const piped = await narrowingCheck([], false);
    expect(piped.out).toMatch(/^## ❌ Data contracts/m);
    expect(piped.out).toContain("&#95;users&#95;");
    const asked = await narrowingCheck(["--format", "text"], false);
    expect(asked.out).toMatch(/^contract-sync: blocked/);
    const markdownOnTerminal = await narrowingCheck(["--format", "markdown"], true);
    expect(markdownOnTerminal.out).toMatch(/^## ❌ Data contracts/m);
  });
});
