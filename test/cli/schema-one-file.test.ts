// `contract-sync schema c.sql` in a folder of SQL files without a config: the folder is one migration
// history, so c.sql is read with it, and what is printed is c.sql's (not "unknown source type", not
// another file's error).
import { afterAll, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const repo = TestRepo.init();
afterAll(() => repo.cleanup());

it("reads one SQL file of a folder with its history and prints its own tables and errors", async () => {
  repo
    .write({
      "a.sql": "CREATE TABLE a (id int);\n",
      "b.sql": "ALTER TABLE missing ADD COLUMN x int;\n",
      "c.sql": "CREATE TABLE c (id int);\nALTER TABLE a ADD COLUMN note text;\n",
    })
    .commit("three files");
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  expect(await main(["schema", "c.sql"], io)).toBe(0);
  expect(io.err).not.toContain("unknown source type");
  expect(io.err).not.toContain('relation "missing"');
  expect(io.err).toContain("1 diagnostic(s) in other files of the migration history");
  const assets = JSON.parse(io.out) as { path: string }[];
  // c's table, and a's, which c.sql alters; not b.sql's error.
  expect(assets.map((a) => a.path).sort()).toEqual(["postgres.public.a", "postgres.public.c"]);

  const all = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  expect(await main(["schema", "."], all)).toBe(1);
  expect(all.err).toContain('relation "missing" does not exist');
});
