// Which SQL histories init takes for one database (issue 47): sqlc's packages by their schema, any other
// history by the tables it creates. Pure functions, no repository: cheap.
import { describe, expect, it } from "vitest";
import { type History, historyDataSources } from "../../src/sync/init-scripts.js";
import { sqlcLayout } from "../../src/sync/init-sqlc.js";

const texts = (files: Record<string, string>) => (path: string) => Promise.resolve(files[path]);

async function layoutOf(files: Record<string, string>) {
  const paths = Object.keys(files);
  return sqlcLayout(
    paths.filter((p) => p.endsWith(".sql")),
    paths,
    texts(files),
  );
}

const history = (root: string, tables: string[], more: Partial<History> = {}): History => ({
  root,
  glob: `${root}/*.sql`,
  type: "postgres",
  files: 1,
  tables: new Set(tables),
  ...more,
});

describe("sqlc's packages (issue 47, sweep S8)", () => {
  it("a file listed under both schema and queries is schema only: never ignored, one rule for the package's files", async () => {
    const layout = await layoutOf({
      "db/sqlc.yaml":
        'version: "2"\nsql:\n  - engine: postgresql\n    schema: [schema.sql, jobs.sql]\n    queries: [jobs.sql, queries.sql]\n',
      "db/schema.sql": "CREATE TYPE state AS ENUM ('a');\n",
      "db/jobs.sql": "CREATE TABLE jobs (id bigint, s state);\n-- name: GetJob :one\nSELECT * FROM jobs;\n",
      "db/queries.sql": "-- name: ListJobs :many\nSELECT * FROM jobs;\n",
    });
    expect(layout.folders.map((f) => [f.root, f.glob])).toEqual([["db", "db/{schema.sql,jobs.sql}"]]);
    expect(layout.ignore).toEqual(["db/queries.sql"]);
    expect(layout.leftOut.map((l) => l.path)).toEqual(["db/queries.sql"]);
  });

  it("packages sharing one schema folder (one per driver) are one history; a sqlite package's files are said once", async () => {
    const layout = await layoutOf({
      "sqlc.yaml":
        'version: "2"\nsql:\n  - engine: postgresql\n    schema: migrations\n    queries: pgx\n  - engine: postgresql\n    schema: migrations\n    queries: stdlib\n  - engine: sqlite\n    schema: lite/schema.sql\n    queries: lite/schema.sql\n',
      "migrations/001_jobs.sql": "CREATE TABLE jobs (id bigint);\n",
      "pgx/q.sql": "-- name: A :one\nSELECT 1;\n",
      "stdlib/q.sql": "-- name: A :one\nSELECT 1;\n",
      "lite/schema.sql": "CREATE TABLE jobs (id integer);\n",
    });
    expect(layout.folders.map((f) => f.root)).toEqual(["migrations"]);
    expect([...layout.ignore].sort()).toEqual(["lite/schema.sql", "pgx/*.sql", "stdlib/*.sql"]);
    expect(layout.leftOut.filter((l) => l.path === "lite/schema.sql")).toHaveLength(1);
  });
});

describe("one data source per database", () => {
  it("enumerates the ways two histories are one database, and keeps the given source per source type", () => {
    const cases: [string, History[], string[]][] = [
      [
        "unrelated histories of one type: two databases",
        [history("svc/a", ["a"]), history("svc/b", ["b"])],
        ["localhost:5432", "localhost:5432/b"],
      ],
      [
        "a dump beside its migrations (a table in common)",
        [history("db", ["users"]), history("db/migrations", ["users", "x"])],
        ["localhost:5432", "localhost:5432"],
      ],
      [
        "one sqlc package's folders (nothing in common)",
        [
          history("db/a", ["a"], { database: "sqlc.yaml#0" }),
          history("db/b", ["b"], { database: "sqlc.yaml#0" }),
        ],
        ["localhost:5432", "localhost:5432"],
      ],
      [
        "two sqlc packages",
        [
          history("db/a", ["a"], { database: "sqlc.yaml#0" }),
          history("db/b", ["b"], { database: "sqlc.yaml#1" }),
        ],
        ["localhost:5432", "localhost:5432/b"],
      ],
      [
        "one history per engine: each engine's keeps the source",
        [history("pg", ["t"]), history("my", ["t"], { type: "mysql" })],
        ["localhost:5432", "localhost:5432"],
      ],
    ];
    for (const [what, histories, expected] of cases) {
      const sources = historyDataSources(histories, "localhost:5432");
      expect(
        histories.map((h) => sources.get(h.root)),
        what,
      ).toEqual(expected);
    }
  });
});
