// A Rails app's db/schema.rb and a Spring app's Liquibase changelogs onboarded and checked as their
// teams change them (issue 55): init writes a rule on the database the project configures and a
// contract per table; a break in the framework's own style fails the check at its field and line; a
// harmless change passes. One repository per framework, the CLI driven once per step.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { main } from "../../src/cli/main.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const FIXTURES = fileURLToPath(new URL("../schema/frameworks/", import.meta.url));
const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path)] = readFileSync(path, "utf8");
    }
  };
  walk(dir);
  return out;
}

async function cli(repo: TestRepo, args: string[]) {
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(args, io);
  return { code, out: io.out + io.err };
}

/** init (contracts ACTIVE, BLOCK), then a breaking and a harmless change each on a branch of it. */
async function onboard(fixture: string, breaking: Record<string, string>, harmless: Record<string, string>) {
  const repo = TestRepo.init();
  repos.push(repo);
  repo.write(tree(join(FIXTURES, fixture))).commit("app");
  const init = await cli(repo, ["init", "--status", "ACTIVE", "--level", "BLOCK"]);
  const config = parse(readFileSync(join(repo.dir, ".github/contract-sync.yml"), "utf8"));
  const base = repo.commit("onboard");
  const broken = repo.write(breaking).commit("break");
  const breakCheck = await cli(repo, ["check", "--base", base, "--head", broken]);
  repo.git(["checkout", "-q", "-b", "harmless", base]);
  const fine = repo.write(harmless).commit("harmless");
  const harmlessCheck = await cli(repo, ["check", "--base", base, "--head", fine]);
  return { init, config, breakCheck, harmlessCheck, repo };
}

describe("Rails db/schema.rb", () => {
  it("init, a break (a column removed, null: false dropped) fails at its lines, a new column passes", async () => {
    const schema = readFileSync(join(FIXTURES, "rails-shop/db/schema.rb"), "utf8");
    const { init, config, breakCheck, harmlessCheck } = await onboard(
      "rails-shop",
      {
        "db/schema.rb": schema
          .replace('    t.string "email", null: false\n', '    t.string "email"\n')
          .replace('    t.decimal "total", precision: 10, scale: 2, null: false\n', ""),
      },
      {
        "db/schema.rb": schema.replace(
          '    t.string "name", limit: 120\n',
          '    t.string "name", limit: 120\n    t.string "phone", limit: 32\n',
        ),
      },
    );
    expect(init.code, init.out).toBe(0);
    expect(config.sources).toEqual([
      { glob: "db/schema.rb", type: "postgres", dataSource: "localhost:5432" },
    ]);
    expect(init.out).toMatch(/found {4}4 postgres assets/);
    expect(breakCheck.code, breakCheck.out).toBe(1);
    expect(breakCheck.out).toMatch(/`email` \| \w+ \|.*\| `db\/schema\.rb:23` \|/);
    expect(breakCheck.out).toMatch(/`total` \| MISSING_REQUIRED_PROPERTY \|.*\| `db\/schema\.rb/);
    expect(harmlessCheck.code, harmlessCheck.out).toBe(0);
  }, 240_000);
});

describe("Liquibase changelogs", () => {
  const changelog = "src/main/resources/db/changelog";
  it("init, a break (a changeset dropping a column and a NOT NULL) fails at its lines, an added column passes", async () => {
    const { init, config, breakCheck, harmlessCheck } = await onboard(
      "liquibase-inventory",
      {
        [`${changelog}/later/005-retire-barcode.yaml`]:
          "databaseChangeLog:\n  - changeSet:\n      id: 005-1\n      author: inventory\n      changes:\n        - dropColumn:\n            tableName: items\n            columnName: barcode\n        - dropNotNullConstraint:\n            tableName: items\n            columnName: sku\n            columnDataType: varchar(48)\n",
      },
      {
        [`${changelog}/later/005-item-colour.xml`]:
          '<databaseChangeLog xmlns="http://www.liquibase.org/xml/ns/dbchangelog">\n  <changeSet id="005-1" author="inventory">\n    <addColumn tableName="items">\n      <column name="colour" type="varchar(20)"/>\n    </addColumn>\n  </changeSet>\n</databaseChangeLog>\n',
      },
    );
    expect(init.code, init.out).toBe(0);
    expect(config.sources).toEqual([
      { glob: `${changelog}/**`, type: "postgres", dataSource: "localhost:5432", migrations: true },
    ]);
    expect(init.out).toMatch(/found {4}4 postgres assets/);
    expect(breakCheck.code, breakCheck.out).toBe(1);
    expect(breakCheck.out).toMatch(
      /`barcode` \| MISSING_OPTIONAL_PROPERTY \|.*\| `src\/main\/resources\/db\/changelog\/later\/005-retire-barcode\.yaml:6` \|/,
    );
    // DROP NOT NULL keeps the column where it was last defined (its modifyDataType).
    expect(breakCheck.out).toMatch(
      /`sku` \| REQUIRED_PROPERTY_NOW_OPTIONAL \|.*\| `src\/main\/resources\/db\/changelog\/later\/003-items-cleanup\.json:16` \|/,
    );
    expect(harmlessCheck.code, harmlessCheck.out).toBe(0);
  }, 240_000);
});
