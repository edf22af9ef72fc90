// A pull request pays only for what it changed (issue 47, README "Fail closed": what a pull request
// pays for), through the bundled action: a migration file one statement of which fails for a
// reason no reader change removes (a table it references does not exist) is on the default
// branch; a pull request that adds a nullable column to the contracted `users` passes with the
// failure in the existing-debt section, and one that edits the failing statement blocks on it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import { TOKEN, Upstream } from "./harness.js";
import { PullRequestRuns } from "./pull-request-runs.js";

const REPO = { owner: "acme", repo: "shop" };
const RUN_TIMEOUT = 180_000;
const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "db/*.sql"
    type: postgres
    dataSource: localhost:5432
    migrations: true
`;
// As `contract-sync init --status ACTIVE --level BLOCK` writes it.
const CONTRACT = `id: 92b35d83-7c96-4962-9f34-e1afd1e07024
name: users
dataAssetResourceName: postgres://localhost:5432:postgres.public.users
status: ACTIVE
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
    constraints:
      physicalType: bigint
  - name: name
    type: string
    constraints:
      physicalType: text
`;
const AUDIT = "CREATE TABLE audit (id bigint REFERENCES missing_table (id));";
const USERS = "CREATE TABLE users (id bigint NOT NULL, name text NOT NULL);";
const NICKNAME = USERS.replace(");", ", nickname text);");
const DEBT_SECTION = "🗄️ Existing debt: 1 finding the base branch already has (not counted)";

describe.sequential("the bundled action: a pull request pays only for what it changed", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let runs: PullRequestRuns;
  let base: string;

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create();
    runs = new PullRequestRuns(fake, upstream);
    upstream.repo.write({
      ".github/contract-sync.yml": CONFIG,
      "db/schema.sql": `${AUDIT}\n${USERS}\n`,
      "contracts/users.yaml": CONTRACT,
    });
    base = upstream.commit("schema and contract");
    upstream.push("refs/heads/main");
  });
  afterAll(async () => {
    await fake.close();
    runs.cleanup();
  });

  function branch(name: string, sql: string): string {
    upstream.repo.git(["checkout", "--quiet", "-B", name, base]);
    const head = upstream.repo.write({ "db/schema.sql": sql }).commit(name);
    upstream.push(`refs/heads/${name}`);
    return head;
  }

  it(
    "a nullable column added to the contracted table passes; the base's failing statement is listed as existing debt",
    async () => {
      const head = branch("nickname", `${AUDIT}\n${NICKNAME}\n`);
      const result = await runs.check(71, { base, head, checkedOut: head });
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.outputs).toMatchObject({ verdict: "pass", violations: "0", "existing-debt": "1" });
      expect(result.summary).toContain(DEBT_SECTION);
      expect(result.annotations.filter((a) => a.level === "error")).toEqual([]);
      const comment = fake.commentsOn(REPO, 71).at(-1)?.body ?? "";
      expect(comment).toContain(DEBT_SECTION);
      expect(comment).toContain("SCHEMA_UNREADABLE");
    },
    RUN_TIMEOUT,
  );

  it(
    "a pull request that edits the failing statement blocks on it",
    async () => {
      const head = branch("edit-audit", `${AUDIT.replace("(id)", "(audit_id)")}\n${NICKNAME}\n`);
      const result = await runs.check(72, { base, head, checkedOut: head });
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs).toMatchObject({ verdict: "block", violations: "1", "existing-debt": "0" });
      // One error at the file (the run's own failure annotation carries no file).
      expect(
        result.annotations.filter((a) => a.level === "error" && a.file !== undefined).map((a) => a.file),
      ).toEqual(["db/schema.sql"]);
    },
    RUN_TIMEOUT,
  );
});
