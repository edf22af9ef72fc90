import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitRepository } from "../../src/git/git-repository.js";
import { fingerprintOf } from "../../src/sync/read-inputs.js";
import { TestRepo } from "../support/git-repo.js";

/**
 * The history cache's per-version lookups (objectIdsAt, entryPathsAt: one object each through the
 * batch process) say what the whole tree's listing (blobIdsAt, listFilesAt: one ls-tree per
 * commit) says, for every kind of entry and every folder of a repository.
 */
describe("a commit's ids and folder entries without listing its tree", () => {
  let repo: TestRepo;
  let port: GitRepository;
  let commit: string;

  beforeAll(() => {
    repo = TestRepo.init();
    repo.write({
      "root.avsc": "{}\n",
      "events/order.avsc": '{"type":"record","name":"Order","fields":[]}\n',
      "events/customer.avsc": '{"type":"record","name":"Customer","fields":[]}\n',
      "events/ünïcode name.avsc": "{}\n",
      "events/nested/deep.avsc": "{}\n",
      "events/nested/deeper/x.proto": 'syntax = "proto3";\n',
      "other/a.sql": "create table a (id int);\n",
    });
    symlinkSync("order.avsc", join(repo.dir, "events", "link.avsc"));
    repo.git(["add", "-A"]);
    // A submodule's entry (a gitlink) beside the files.
    repo.git(["update-index", "--add", "--cacheinfo", `160000,${"1".repeat(40)},events/vendored`]);
    // Committed as the index stands (TestRepo.commit adds the working tree, which has no submodule).
    repo.git(["commit", "--quiet", "-m", "every kind of entry"]);
    commit = repo.head();
    port = new GitRepository(repo.dir);
  });
  afterAll(() => {
    port.close();
    repo.cleanup();
  });

  it("lists the direct entries of every folder as the tree's listing does, and nothing for an absent one", async () => {
    const all = await port.listFilesAt(commit);
    const folders = ["", "events", "events/nested", "events/nested/deeper", "other", "absent", "root.avsc"];
    for (const dir of folders) {
      const prefix = dir === "" ? "" : `${dir}/`;
      const direct = all.filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes("/")).sort();
      expect(await port.entryPathsAt(commit, dir), dir).toEqual(direct);
    }
    expect(await port.entryPathsAt(commit, "events")).toContain("events/vendored");
  });

  it("gives each file the blob id the listing gives, a folder its tree id, and nothing for an absent path", async () => {
    const all = await port.listFilesAt(commit);
    const blobs = await port.blobIdsAt(commit, all);
    const ids = await port.objectIdsAt(commit, [...all, "absent.avsc", "events/nested"]);
    for (const path of all) if (blobs.has(path)) expect(ids.get(path), path).toBe(blobs.get(path));
    expect(blobs.size).toBe(all.length - 1); // the submodule's entry is no blob
    expect(ids.get("absent.avsc")).toBeUndefined();
    expect(ids.get("events/nested")).toBe(repo.git(["rev-parse", `${commit}:events/nested`]).trim());
  });

  it("fingerprints a read's inputs alike either way", async () => {
    const files = port.filesAt(commit);
    const inputs = { files: ["events/order.avsc", "absent.avsc"], folders: ["events", "."], trees: [] };
    const byListing = { ...files, objectIds: undefined, entryPaths: undefined };
    // Bound methods: the spread copies own properties only.
    const listing = {
      readText: (p: string) => files.readText(p),
      list: (d: string) => files.list(d),
      listAll: (d?: string) => files.listAll(d),
      blobIds: (p: readonly string[]) => files.blobIds(p),
      ...byListing,
    };
    expect(await fingerprintOf(files, inputs)).toBe(await fingerprintOf(listing, inputs));
  });
});
