// Fail closed on a file the pull request adds and the check cannot read: it held nothing at the base,
// but it sits beside contracted assets (a migration that may alter any table of its database, an
// Avro file in a folder of contracted records), so it counts at the strictest of their levels.
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { GateFinding } from "../../src/outcome/model.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

// The configuration `init` wrote before migration folders were replayed whole: each file alone.
const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "db/migrations/*.sql"
    type: postgres
    dataSource: localhost:5432
  - glob: "schemas/*.avsc"
    type: avro
    dataSource: local
`;
const USERS = "postgres://localhost:5432:postgres.public.users";
const ORDER = "avro://local:schemas/order.avsc:shop.Order";
const contract = (id: string, name: string, resource: string, level: string, field: string) =>
  `id: ${id}\nname: ${name}\ndataAssetResourceName: ${resource}\nstatus: ACTIVE\nenforcementLevel: ${level}\nschema:\n  - name: ${field}\n    type: int64\n`;

interface CheckJson {
  verdict: { verdict: string };
  report: { findings: GateFinding[]; unreadable: { file: string }[] };
}

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

async function pullRequest(level: string, files: Record<string, string>) {
  const repo = TestRepo.init();
  repos.push(repo);
  const base = repo
    .write({
      ".github/contract-sync.yml": CONFIG,
      "db/migrations/001_users.sql": "CREATE TABLE users (id bigint PRIMARY KEY, name text NOT NULL);\n",
      "schemas/order.avsc":
        '{"type":"record","name":"Order","namespace":"shop","fields":[{"name":"id","type":"long"}]}\n',
      "contracts/users.yaml": contract("0c1d2e3f-0000-4000-8000-000000000001", "users", USERS, level, "id"),
      "contracts/order.yaml": contract("0c1d2e3f-0000-4000-8000-000000000002", "order", ORDER, level, "id"),
    })
    .commit("base");
  const head = repo.write(files).commit("pull request");
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
  return { code, json: JSON.parse(io.out) as CheckJson };
}

const NEW_MIGRATION = {
  "db/migrations/002_narrow.sql": "ALTER TABLE users ALTER COLUMN name TYPE varchar(32);\n",
};

describe("a new file the check cannot read, beside contracted assets", () => {
  it.each(["BLOCK", "ALERT", "NOTIFY", "RECORD"])(
    "a new migration that alters a %s-contracted table it cannot replay is a finding at that level",
    async (level) => {
      const { code, json } = await pullRequest(level, NEW_MIGRATION);
      const finding = json.report.findings.find((f) => f.rule === "SCHEMA_UNREADABLE");
      expect(finding).toMatchObject({ level, file: "db/migrations/002_narrow.sql", line: 1 });
      expect(finding?.message).toContain('relation "users" does not exist');
      expect(finding?.message).toContain(`The statement changes the contracted ${USERS}`);
      expect(json.report.unreadable).toEqual([]);
      expect(json.verdict.verdict).toBe({ BLOCK: "block", ALERT: "alert" }[level] ?? "pass");
      expect(code).toBe(level === "BLOCK" ? 1 : 0);
    },
  );

  it("a new Avro file that cannot be read, in the folder of a contracted record, blocks", async () => {
    const { code, json } = await pullRequest("BLOCK", { "schemas/refund.avsc": '{"type":"record",' });
    const finding = json.report.findings.find((f) => f.rule === "SCHEMA_UNREADABLE");
    expect(finding).toMatchObject({ level: "BLOCK", file: "schemas/refund.avsc" });
    expect(finding?.message).toContain(ORDER);
    expect(code).toBe(1);
  });

  it("a new unreadable file with no contracted neighbour is listed as unreadable, not a finding", async () => {
    const { code, json } = await pullRequest("BLOCK", { "elsewhere/x.avsc": '{"type":"record",' });
    expect(json.report.findings).toEqual([]);
    expect(json.report.unreadable.map((u) => u.file)).toEqual(["elsewhere/x.avsc"]);
    expect(code).toBe(0);
  });
});
