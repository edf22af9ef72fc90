// A path's versions follow renames along the first-parent line (src/git/path-history.ts): a file
// renamed twice, and a migration folder moved whole, keep every earlier version, each read at the
// path it had then; a path made anew (no rename) starts its history there.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GitRepository } from "../../src/git/git-repository.js";
import { TestRepo } from "../support/git-repo.js";

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

function repoOf(): TestRepo {
  const repo = TestRepo.init();
  repos.push(repo);
  return repo;
}

describe("path history across renames", () => {
  it("a file renamed twice keeps its versions, each at its path then", async () => {
    const repo = repoOf();
    const c1 = repo.write({ "a/one.avsc": "1\n" }).commit("v1");
    repo.git(["mv", "a/one.avsc", "a/two.avsc"]);
    const c2 = repo.write({ "a/two.avsc": "1\n2\n" }).commit("v2 renamed");
    mkdirSync(join(repo.dir, "b"));
    repo.git(["mv", "a/two.avsc", "b/three.avsc"]);
    const c3 = repo.commit("renamed only");
    const c4 = repo.write({ "b/three.avsc": "1\n2\n3\n" }).commit("v4");
    // A new file at the old name is another file: not part of the history.
    repo.write({ "a/one.avsc": "other\n" }).commit("unrelated file at the first name");
    const git = new GitRepository(repo.dir);
    const history = await git.pathHistory(repo.head(), "b/three.avsc");
    git.close();
    expect(history.complete).toBe(true);
    expect(history.versions.map((v) => [v.commit, v.path])).toEqual([
      [c1, "a/one.avsc"],
      [c2, "a/two.avsc"],
      [c3, "b/three.avsc"],
      [c4, "b/three.avsc"],
    ]);
  });

  it("a folder moved whole keeps the versions under its old name; a folder made anew starts there", async () => {
    const repo = repoOf();
    const c1 = repo.write({ "db/migrations/001.sql": "create table t (id int);\n" }).commit("m1");
    const c2 = repo.write({ "db/migrations/002.sql": "alter table t add column n int;\n" }).commit("m2");
    mkdirSync(join(repo.dir, "sql"));
    repo.git(["mv", "db/migrations", "sql/migrations"]);
    const c3 = repo.commit("folder moved");
    const fresh = repo.write({ "other/001.sql": "create table u (id int);\n" }).commit("new folder");
    const git = new GitRepository(repo.dir);
    const moved = await git.pathHistory(repo.head(), "sql/migrations");
    const made = await git.pathHistory(repo.head(), "other");
    git.close();
    expect(moved.versions.map((v) => [v.commit, v.path])).toEqual([
      [c1, "db/migrations"],
      [c2, "db/migrations"],
      [c3, "sql/migrations"],
    ]);
    expect(made.versions.map((v) => [v.commit, v.path])).toEqual([[fresh, "other"]]);
  });
});
