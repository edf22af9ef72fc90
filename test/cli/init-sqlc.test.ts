// A sqlc project (sqlc.yaml v2, as sqlc's own examples lay it out: one package per engine, each with
// a schema folder of migrations and queries beside it): init reads the schema of each engine it
// reads, as the migration history sqlc applies, and leaves the queries and the SQLite schema out.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { main } from "../../src/cli/main.js";
import { fixtureFiles } from "../support/fixture-files.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const FIXTURE = fileURLToPath(new URL("../schema/sqlc/", import.meta.url));

interface Field {
  name: string;
  type: string;
  optional?: boolean;
  constraints?: Record<string, unknown>;
}
interface Contract {
  dataAssetResourceName: string;
  schema: Field[];
}

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

async function init() {
  const repo = TestRepo.init().write(fixtureFiles(FIXTURE, "gigs/"));
  repos.push(repo);
  repo.commit("a sqlc project");
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(["init"], io);
  const read = (path: string) => readFileSync(join(repo.dir, path), "utf8");
  const contracts = readdirSync(join(repo.dir, "contracts")).map(
    (name) => parse(read(`contracts/${name}`)) as Contract,
  );
  return { repo, code, io, read, contracts };
}

describe("init on a sqlc project", () => {
  it("writes a rule per engine's schema folder and ignores the queries and the SQLite schema", async () => {
    const { code, io, read } = await init();
    expect(code, io.err).toBe(0);
    const config = parse(read(".github/contract-sync.yml")) as {
      ignore: string[];
      sources: { glob: string; type: string; migrations?: boolean }[];
    };
    expect(config.sources.map((s) => [s.glob, s.type, s.migrations])).toEqual([
      ["gigs/postgresql/schema/*.sql", "postgres", true],
      ["gigs/mysql/schema/*.sql", "mysql", true],
    ]);
    expect([...config.ignore].sort()).toEqual([
      "gigs/mysql/query.sql",
      "gigs/postgresql/query/*.sql",
      "gigs/sqlite/query.sql",
      "gigs/sqlite/schema.sql",
    ]);
    expect(io.out).toContain(
      "left out gigs/postgresql/query/venue.sql: sqlc queries: not part of the schema",
    );
    expect(io.out).toMatch(/left out gigs\/sqlite\/schema\.sql: sqlc sqlite schema/);
    expect(io.out).not.toContain("cannot be read");
  });

  it("reads MySQL's history with its renames, added, dropped and changed columns", async () => {
    const { contracts } = await init();
    const venue = contracts.find((c) => c.dataAssetResourceName.endsWith(":venue"));
    expect(venue?.schema.map((f) => f.name)).toEqual(["id", "status", "slug", "city", "seats", "opened_at"]);
    const seats = venue?.schema.find((f) => f.name === "seats");
    expect(seats).toMatchObject({ type: "int32", constraints: { renamedFrom: "capacity" } });
    expect(seats?.optional).toBeUndefined();
    expect(venue?.schema.find((f) => f.name === "opened_at")).toMatchObject({ type: "timestamp64" });
    expect(contracts.some((c) => c.dataAssetResourceName.endsWith(":venues"))).toBe(false);
  });

  it("reads PostgreSQL's history and none of its queries", async () => {
    const { contracts } = await init();
    const venue = contracts.find((c) => c.dataAssetResourceName.endsWith(":postgres.public.venue"));
    expect(venue?.schema.map((f) => f.name)).toEqual(["id", "status", "slug", "city", "tags", "opened_at"]);
    expect(
      contracts.map((c) => c.dataAssetResourceName.replace(/^(\w+):\/\/[^:]+:[^:]+:/, "$1 ")).sort(),
    ).toEqual([
      "mysql city",
      "mysql venue",
      "postgres postgres.public.city",
      "postgres postgres.public.venue",
    ]);
  });

  it("a new MySQL migration that drops a column of a BLOCK-contracted table fails at the drop", async () => {
    const { repo, read } = await init();
    const name = readdirSync(join(repo.dir, "contracts")).find((file) =>
      read(`contracts/${file}`).includes("dataAssetResourceName: mysql://localhost:5432:venue"),
    );
    const contract = read(`contracts/${name}`)
      .replace("status: DRAFT", "status: ACTIVE")
      .replace(/enforcementLevel: \w+/, "enforcementLevel: BLOCK");
    const base = repo.write({ [`contracts/${name}`]: contract }).commit("contracts");
    const head = repo
      .write({
        "gigs/mysql/schema/0004_drop_slug.sql":
          "-- slugs move to a table of their own\nALTER TABLE venue DROP COLUMN slug;\n",
      })
      .commit("drop slug");
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
    const json = JSON.parse(io.out) as {
      findings: { rule: string; field?: string; file?: string; line?: number }[];
    };
    expect(json.findings.map((f) => [f.rule, f.field, f.file, f.line])).toEqual([
      ["MISSING_REQUIRED_PROPERTY", "slug", "gigs/mysql/schema/0004_drop_slug.sql", 2],
    ]);
    expect(code).toBe(1);
  });
});
