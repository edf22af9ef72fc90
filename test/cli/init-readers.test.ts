// init on what real repositories hold beside their schemas (issue 47): a SQLite history, two databases'
// histories, schemas no reader reads, code files that are no model, and a config edited but not committed.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { main } from "../../src/cli/main.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

async function init(files: Record<string, string>) {
  const repo = TestRepo.init();
  repos.push(repo);
  repo.write(files).commit("base");
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(["init"], io);
  const config = parse(readFileSync(join(repo.dir, ".github/contract-sync.yml"), "utf8"));
  return { repo, code, out: io.out, config };
}

describe("init on real repositories' SQL (issue 47)", () => {
  it("never configures a SQLite history as PostgreSQL, and gives two databases' histories two data sources", async () => {
    const { out, config } = await init({
      "services/billing/migrations/001_invoices.up.sql":
        "CREATE TABLE invoices (id bigint PRIMARY KEY, total numeric);\n",
      "services/accounts/migrations/001_users.up.sql":
        "CREATE TABLE users (id bigint PRIMARY KEY, email text NOT NULL);\n",
      "services/accounts/migrations/002_users_name.up.sql": "ALTER TABLE users ADD COLUMN name text;\n",
      "mobile/sqlite/001_cache.sql":
        "PRAGMA foreign_keys = ON;\nCREATE TABLE cache (id INTEGER PRIMARY KEY AUTOINCREMENT, at DATETIME);\n",
    });
    const rules = config.sources.map((r: { glob: string; type: string; dataSource: string }) => [
      r.glob,
      r.type,
      r.dataSource,
    ]);
    expect(rules).toEqual([
      ["services/accounts/migrations/*.sql", "postgres", "localhost:5432"],
      ["services/billing/migrations/*.sql", "postgres", "localhost:5432/billing"],
    ]);
    expect(config.ignore).toContain("mobile/sqlite/*.sql");
    expect(out).toMatch(
      /skipped {2}mobile\/sqlite\/001_cache\.sql: SQLite SQL, not a dialect contract-sync reads/,
    );
  });

  it("keeps a schema dump and the migrations of one database on one data source (they create the same tables)", async () => {
    const { config } = await init({
      "db/structure.sql": "CREATE TABLE users (id bigint PRIMARY KEY);\n",
      "db/migrations/001_users.sql": "CREATE TABLE users (id bigint PRIMARY KEY);\n",
    });
    expect(new Set(config.sources.map((r: { dataSource: string }) => r.dataSource))).toEqual(
      new Set(["localhost:5432"]),
    );
  });
});

describe("init names what it does not contract, and only what may be a model (issue 47)", () => {
  it("says what to do with schemas no reader reads (or whose database it cannot tell); package files, tests and migrations in code are no code models", async () => {
    const { out } = await init({
      "db/schema.rb":
        'ActiveRecord::Schema[7.1].define(version: 1) do\n  create_table "users" do |t|\n  end\nend\n',
      "src/main/resources/db/changelog/db.changelog-master.yaml":
        "databaseChangeLog:\n  - changeSet:\n      id: 1\n",
      "alembic/versions/1a2b_users.py":
        'revision = "1a2b"\ndown_revision = None\n\ndef upgrade():\n    pass\n',
      "app/__init__.py": "",
      "app/models.py": "class User:\n    id: int\n",
      "tests/test_models.py": "class TestUser:\n    pass\n",
      "app/util.py": "def helper():\n    return 1\n",
    });
    // Read when the project names its database (test/schema/frameworks/); here it names none.
    expect(out).toMatch(
      /skipped {2}db\/schema\.rb: Rails schema whose database neither config\/database\.yml nor the Gemfile names/,
    );
    expect(out).toMatch(
      /skipped {2}src\/main\/resources\/db\/changelog\/db\.changelog-master\.yaml: Liquibase changelog whose database no JDBC URL/,
    );
    expect(out).toMatch(
      /left out alembic\/versions\/1a2b_users\.py: Alembic revision \(a migration in Python\): no reader replays it/,
    );
    expect(out).toMatch(/left out app\/models\.py: code model/);
    for (const path of ["app/__init__.py", "tests/test_models.py", "app/util.py"])
      expect(out).not.toContain(`left out ${path}`);
    expect(out).not.toMatch(/alembic\/versions\/1a2b_users\.py: code model/);
  });

  it("says when the config in the working tree is not the committed one it read", async () => {
    const repo = TestRepo.init();
    repos.push(repo);
    repo
      .write({ "db/migrations/001_users.sql": "CREATE TABLE users (id bigint PRIMARY KEY);\n" })
      .commit("base");
    writeFileSync(join(repo.dir, "extra.txt"), "");
    const first = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    await main(["init"], first);
    // The config init wrote is not committed yet: a second run says it read HEAD, which has none.
    expect(first.out).not.toContain("note     ");
    const again = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    await main(["init"], again);
    expect(again.out).toContain(
      "note     .github/contract-sync.yml is in the working tree but not committed: init read HEAD, which has none",
    );
    repo.commit("onboard");
    writeFileSync(
      join(repo.dir, ".github/contract-sync.yml"),
      `${readFileSync(join(repo.dir, ".github/contract-sync.yml"), "utf8")}# edited\n`,
    );
    const edited = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    await main(["init"], edited);
    expect(edited.out).toContain(
      "note     .github/contract-sync.yml differs in the working tree from HEAD's: init read the committed one",
    );
  });
});

describe("init honours the source rule a user adds for code models (issue 47)", () => {
  it("contracts exactly the models of the files the rule matches, not their package's other files", async () => {
    const repo = TestRepo.init();
    repos.push(repo);
    repo
      .write({
        "models/user.go":
          'package models\n\ntype User struct {\n\tID    int64  `gorm:"primaryKey"`\n\tEmail string `gorm:"not null"`\n\tHome  Address\n}\n',
        "models/address.go": "package models\n\ntype Address struct {\n\tCity string\n}\n",
        "models/order.go": "package models\n\ntype Order struct {\n\tID    int64\n\tTotal float64\n}\n",
        ".github/contract-sync.yml":
          "version: 1\ndataSource: github.com/acme/shop\ncontracts: [contracts/**/*.yaml]\nsources:\n  - glob: models/user.go\n    type: golang\n",
      })
      .commit("a Go service with a rule for its user model");
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    expect(await main(["init"], io), io.err).toBe(0);
    const contracts = readdirSync(join(repo.dir, "contracts"));
    expect(contracts).toEqual(["user.yaml"]);
    expect(io.out).not.toContain("left out models/user.go");
  });
});
