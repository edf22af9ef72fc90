// Upgrade scripts beside a fresh-install schema (issue 47 sweep: usememos/memos lays each dialect out as
// `LATEST.sql` beside version folders `0.19/00__add_resource_name.sql`, which upgrade a database of an
// earlier version and fail replayed from an empty one). The schema file's folder is the history init
// writes a rule for; the version folders' scripts are left out and ignored, each said. Layouts that only
// look alike keep their rules. sqlLayout is a pure function of the paths: cheap.
import picomatch from "picomatch";
import { describe, expect, it } from "vitest";
import { sqlLayout } from "../../src/sync/init-layouts.js";

function layoutOf(paths: string[]) {
  const layout = sqlLayout(paths, new Set(paths));
  return {
    globs: layout.folders.map((f) => f.glob).sort(),
    ignore: [...layout.ignore].sort(),
    leftOut: layout.leftOut.map((l) => l.path).sort(),
  };
}

describe("version folders beside the schema a fresh install applies", () => {
  it("reads the schema file's folder and leaves every upgrade script out, for each way a version is written", () => {
    for (const version of ["0.19", "0.2", "1.2.3", "v2", "20240101", "2024-01-01"]) {
      const upgrade = `store/migration/postgres/${version}/00__add_name.sql`;
      const layout = layoutOf(["store/migration/postgres/LATEST.sql", upgrade]);
      expect(layout.globs, version).toEqual(["store/migration/postgres/*.sql"]);
      expect(layout.leftOut, version).toEqual([upgrade]);
      // The ignore glob holds this version folder and the next one a pull request adds.
      const next = version.replace(/\d+$/, (n) => String(Number(n) + 1));
      for (const folder of [version, next])
        expect(picomatch.isMatch(`store/migration/postgres/${folder}/00__x.sql`, layout.ignore), folder).toBe(
          true,
        );
      expect(picomatch.isMatch("store/migration/postgres/LATEST.sql", layout.ignore), version).toBe(false);
    }
  });

  it("one rule per dialect folder, however many versions each has", () => {
    const paths = ["mysql", "postgres"].flatMap((dialect) => [
      `db/${dialect}/LATEST.sql`,
      `db/${dialect}/0.19/00__a.sql`,
      `db/${dialect}/0.19/01__b.sql`,
      `db/${dialect}/0.20/00__c.sql`,
    ]);
    const layout = layoutOf(paths);
    expect(layout.globs).toEqual(["db/mysql/*.sql", "db/postgres/*.sql"]);
    expect(layout.ignore).toEqual(["db/mysql/[0-9]*/*.sql", "db/postgres/[0-9]*/*.sql"]);
    expect(layout.leftOut).toHaveLength(6);
  });

  it("keeps the rules of layouts that only look alike", () => {
    const cases: [string, string[], string[]][] = [
      // No schema file beside the version folders: each folder is what init reads, as before.
      ["version folders alone", ["db/0.1/00__a.sql", "db/0.2/00__b.sql"], ["db/0.1/*.sql", "db/0.2/*.sql"]],
      // A sub-folder not named by a version beside a schema file (seeds, views): its own rule.
      ["a named sub-folder", ["db/schema.sql", "db/views/v_users.sql"], ["db/*.sql", "db/views/*.sql"]],
      // Diesel and Hasura name their folders `<version>_<name>`: one history of up.sql.
      [
        "Diesel's folders",
        ["migrations/2021-10-21-064114_create_users/up.sql", "migrations/2021-10-24-020751_follows/up.sql"],
        ["migrations/*/up.sql"],
      ],
      ["Flyway's files", ["db/migration/V1__init.sql", "db/migration/V2__more.sql"], ["db/migration/*.sql"]],
    ];
    for (const [name, paths, globs] of cases) {
      const layout = layoutOf(paths);
      expect(layout.globs, name).toEqual(globs);
      expect(layout.leftOut, name).toEqual([]);
    }
  });
});
