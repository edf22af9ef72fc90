import { execFileSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { delimiter, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workingTreeFiles } from "../../src/git/files.js";
import { GitRepository, parseNameStatus } from "../../src/git/git-repository.js";
import { directorySource } from "../../src/schema/fs-source.js";
import { readAssets } from "../../src/schema/index.js";
import { git, TestRepo, tempDir } from "../support/git-repo.js";

describe("GitRepository on a real repository", () => {
  let repo: TestRepo;
  let port: GitRepository;
  let base: string;
  let forkPoint: string;
  let head: string;

  beforeAll(() => {
    repo = TestRepo.init();
    repo.write({
      "db/orders.sql": "create table orders (id int);\n",
      "db/customers.sql": "create table customers (id int);\n",
      "schemas/old name.avsc": '{"type":"record","name":"A","fields":[{"name":"id","type":"int"}]}\n',
      "schemas/nested/deep.proto": 'syntax = "proto3";\n',
      "README.md": "# demo\n",
    });
    forkPoint = repo.commit("initial");
    repo.git(["checkout", "--quiet", "-b", "feature"]);
    repo.write({ "db/orders.sql": "create table orders (id bigint, total numeric);\n", "db/new.sql": "x\n" });
    repo.remove("db/customers.sql");
    repo.git(["mv", "schemas/old name.avsc", "schemas/renamed.avsc"]);
    head = repo.commit("feature work");
    // The base branch moves on after the fork: its changes are not the PR's.
    repo.git(["checkout", "--quiet", "main"]);
    repo.write({ "README.md": "# demo, changed on main\n", "main-only.txt": "m\n" });
    base = repo.commit("main moves on");
    port = new GitRepository(repo.dir);
  });
  afterAll(() => repo.cleanup());

  it("reports additions, modifications, deletions and renames against the merge base", async () => {
    const changes = await port.changedFiles(base, head);
    const byPath = Object.fromEntries(changes.map((c) => [c.path, c]));
    expect(byPath["db/orders.sql"]?.status).toBe("modified");
    expect(byPath["db/new.sql"]?.status).toBe("added");
    expect(byPath["db/customers.sql"]?.status).toBe("deleted");
    expect(byPath["schemas/renamed.avsc"]).toMatchObject({
      status: "renamed",
      previousPath: "schemas/old name.avsc",
      similarity: 100,
    });
    // main's own changes after the fork are not part of the pull request
    expect(changes.map((c) => c.path)).not.toContain("README.md");
    expect(changes.map((c) => c.path)).not.toContain("main-only.txt");
    expect(changes).toHaveLength(4);
    expect(await port.mergeBase(base, head)).toBe(forkPoint);
  });

  it("reads a file at a revision, and undefined when it is absent there", async () => {
    expect(await port.readFileAt(forkPoint, "db/customers.sql")).toBe("create table customers (id int);\n");
    expect(await port.readFileAt(head, "db/customers.sql")).toBeUndefined();
    expect(await port.readFileAt(head, "./db/orders.sql")).toContain("bigint");
    expect(await port.readFileAt(forkPoint, "db/orders.sql")).not.toContain("bigint");
    expect(await port.readFileAt(head, "db")).toBeUndefined(); // a folder is not a file
    await expect(port.readFileAt("no-such-branch", "db/orders.sql")).rejects.toThrow(/no-such-branch/);
  });

  it("lists files at a revision, recursively or one folder deep", async () => {
    expect(await port.listFilesAt(head, "schemas")).toEqual([
      "schemas/nested/deep.proto",
      "schemas/renamed.avsc",
    ]);
    expect(await port.listFilesAt(forkPoint)).toContain("schemas/old name.avsc");
    const files = port.filesAt(head);
    expect(await files.list("schemas")).toEqual(["schemas/renamed.avsc"]);
    expect(await files.list("db")).toEqual(["db/new.sql", "db/orders.sql"]);
    expect(await files.list("")).toEqual(["README.md"]);
    // A folder's listing is the same however its path is written, a fresh array each time.
    const db = await port.listDirectoryAt(head, "./db/");
    expect(db).toEqual(["db/new.sql", "db/orders.sql"]);
    db.push("db/added-by-the-caller.sql");
    expect(await port.listDirectoryAt(head, "db")).toEqual(["db/new.sql", "db/orders.sql"]);
    expect(await port.listDirectoryAt(head, "no/such/folder")).toEqual([]);
    expect(await files.readText("db/new.sql")).toBe("x\n");
    expect(await files.readText("db/customers.sql")).toBeUndefined();
    expect(await files.listAll()).toHaveLength(5);
  });

  it("gives the provenance of a commit with the remote as an https URL", async () => {
    repo.git(["remote", "add", "origin", "git@github.com:Acme/shop-data.git"]);
    const sha = repo.commit("signed off", {
      GIT_AUTHOR_NAME: "Grace Hopper",
      GIT_AUTHOR_EMAIL: "grace@acme.test",
      GIT_AUTHOR_DATE: "2026-01-02T03:04:05+01:00",
    });
    const provenance = await port.provenance(sha);
    expect(provenance).toEqual({
      sha,
      author: { name: "Grace Hopper", email: "grace@acme.test", date: "2026-01-02T03:04:05+01:00" },
      committer: { name: "Cy Committer", email: "cy@example.com", date: expect.any(String) },
      subject: "signed off",
      repositoryUrl: "https://github.com/Acme/shop-data",
    });
    expect((await port.provenance("HEAD", "upstream")).repositoryUrl).toBeUndefined();
    await expect(port.provenance("0".repeat(40))).rejects.toThrow(/is not a commit/);
  });
});

describe("parseNameStatus", () => {
  it("parses -z output with renames, copies and odd names", () => {
    const output = ["M", "a b.sql", "R087", "old.proto", "new.proto", "C100", "x", "y", "D", "gone", ""].join(
      "\0",
    );
    expect(parseNameStatus(output)).toEqual([
      { status: "modified", path: "a b.sql" },
      { status: "renamed", path: "new.proto", previousPath: "old.proto", similarity: 87 },
      { status: "copied", path: "y", previousPath: "x", similarity: 100 },
      { status: "deleted", path: "gone" },
    ]);
  });
});

describe("ensureCommits in a shallow clone", () => {
  let origin: string;
  let work: TestRepo;
  let base: string;
  let head: string;

  beforeAll(() => {
    // origin: 60 commits on main, a feature branch forked 30 commits back.
    work = TestRepo.init();
    const shas: string[] = [];
    for (let i = 0; i < 60; i++) {
      work.write({ "db/t.sql": `create table t (c${i} int);\n` });
      shas.push(work.commit(`main ${i}`));
    }
    work.git(["checkout", "--quiet", "-b", "feature", shas[29] ?? ""]);
    work.write({ "schemas/e.avsc": "{}\n" });
    work.commit("feature 1");
    work.write({ "schemas/e.avsc": '{"type":"record"}\n' });
    head = work.commit("feature 2");
    base = shas[59] ?? "";
    origin = tempDir("origin");
    git(origin, ["clone", "--quiet", "--bare", work.dir, "."]);
  });
  const clones: string[] = [];
  afterAll(() => {
    work.cleanup();
    for (const dir of [origin, ...clones]) rmSync(dir, { recursive: true, force: true });
  });

  function shallowClone(): string {
    const dir = tempDir("shallow");
    clones.push(dir);
    git(dir, ["clone", "--quiet", "--depth", "1", "--branch", "feature", `file://${origin}`, "."]);
    return dir;
  }

  it("fetches the base and deepens until the merge base is there", async () => {
    const dir = shallowClone();
    const port = new GitRepository(dir);
    expect(await port.hasCommit(base)).toBe(false);
    await expect(port.changedFiles(base, head)).rejects.toThrow();

    const result = await port.ensureCommits(base, head, { initialDepth: 2 });
    expect(result.wasShallow).toBe(true);
    // depth 2 and 8 are not enough (the fork is 30 commits behind main): three rounds
    expect(result.fetches.filter((f) => f.startsWith("git fetch"))).toHaveLength(3);
    expect(await port.hasCommit(base)).toBe(true);
    const changes = await port.changedFiles(base, head);
    expect(changes).toEqual([{ status: "added", path: "schemas/e.avsc" }]);
    // still shallow: we did not download the whole history
    expect(await port.isShallow()).toBe(true);
  });

  it("falls back to --unshallow when the depth limit is reached", async () => {
    const dir = shallowClone();
    const port = new GitRepository(dir);
    const result = await port.ensureCommits(base, head, { initialDepth: 1, maxDepth: 1 });
    expect(result.fetches.some((f) => f.includes("--unshallow"))).toBe(true);
    expect(await port.isShallow()).toBe(false);
    expect(await port.mergeBase(base, head)).toBeDefined();
  });

  it("does nothing when the history is already there", async () => {
    const port = new GitRepository(work.dir);
    expect(await port.ensureCommits(base, head)).toEqual({ wasShallow: false, fetches: [] });
  });

  it("fetches a head that only the remote has, in a complete clone (a fork's pull request)", async () => {
    // refs/pull/N/head is not fetched by a clone; its commit arrives only by SHA
    const fork = TestRepo.init();
    fork.git(["fetch", "--quiet", `file://${origin}`, "main"]);
    fork.git(["checkout", "--quiet", "-b", "fork-work", "FETCH_HEAD"]);
    fork.write({ "schemas/fork.avsc": "{}\n" });
    const forkHead = fork.commit("from a fork");
    fork.git(["push", "--quiet", `file://${origin}`, "HEAD:refs/pull/9/head"]);
    fork.cleanup();

    const dir = tempDir("full");
    clones.push(dir);
    git(dir, ["clone", "--quiet", `file://${origin}`, "."]);
    const port = new GitRepository(dir);
    expect(await port.hasCommit(forkHead)).toBe(false);
    const result = await port.ensureCommits(base, forkHead);
    expect(result.wasShallow).toBe(false);
    expect(result.fetches).toHaveLength(1);
    expect(await port.changedFiles(base, forkHead)).toEqual([{ status: "added", path: "schemas/fork.avsc" }]);
  });

  it("names the commit it could not get", async () => {
    const dir = shallowClone();
    const port = new GitRepository(dir);
    const ghost = "1234567890abcdef1234567890abcdef12345678";
    await expect(port.ensureCommits(ghost, head, { maxDepth: 32 })).rejects.toThrow(ghost);
  });
});

describe("reading many files at once", () => {
  let repo: TestRepo;
  beforeAll(() => {
    repo = TestRepo.init();
    repo.write({
      "a.yaml": "a: 1\n",
      "dir/b.yaml": "b: ü ✓\n", // multi-byte text: sizes are in bytes
      "empty.txt": "",
      "dir/with space.yaml": "s\n",
    });
    repo.commit("files");
  });
  afterAll(() => repo.cleanup());

  it("reads present, absent, empty and folder paths in one batch, like readFileAt", async () => {
    const port = new GitRepository(repo.dir);
    const paths = [
      "a.yaml",
      "dir/b.yaml",
      "missing.yaml",
      "empty.txt",
      "dir",
      "dir/with space.yaml",
      "a.yaml",
    ];
    const texts = await port.readFilesAt("HEAD", paths);
    expect(Object.fromEntries(texts)).toEqual({
      "a.yaml": "a: 1\n",
      "dir/b.yaml": "b: ü ✓\n",
      "missing.yaml": undefined,
      "empty.txt": "",
      dir: undefined,
      "dir/with space.yaml": "s\n",
    });
    for (const path of paths) expect(texts.get(path)).toBe(await port.readFileAt("HEAD", path));
    await expect(port.readFilesAt("nope", ["a.yaml"])).rejects.toThrow(/nope/);
  });

  it("prefetching fills the cache of a revision's files", async () => {
    const port = new GitRepository(repo.dir);
    const files = port.filesAt("HEAD");
    await files.prefetch?.(["a.yaml", "missing.yaml"]);
    // HEAD moves on; the prefetched texts are what readText gives, without asking git again
    repo.write({ "a.yaml": "a: 2\n", "missing.yaml": "now here\n" }).commit("move on");
    expect(await port.readFileAt("HEAD", "a.yaml")).toBe("a: 2\n");
    expect(await files.readText("a.yaml")).toBe("a: 1\n");
    expect(await files.readText("missing.yaml")).toBeUndefined();
  });
});

describe("reading exact bytes", () => {
  // Not UTF-8: a lone 0xff, a NUL, a truncated sequence, CRLF, and no final newline.
  const binary = Uint8Array.from([
    0x50, 0x41, 0x52, 0x31, 0xff, 0xfe, 0x00, 0x80, 0xc3, 0x28, 0x0d, 0x0a, 0x01,
  ]);
  const fixtures = join(import.meta.dirname, "..", "..", "fixtures", "schemas", "s3");
  let repo: TestRepo;
  let first: string;
  beforeAll(() => {
    repo = TestRepo.init();
    mkdirSync(join(repo.dir, "lake", "samples"), { recursive: true });
    writeFileSync(join(repo.dir, "lake", "blob.bin"), binary);
    copyFileSync(join(fixtures, "sales.s3.yaml"), join(repo.dir, "lake", "sales.s3.yaml"));
    copyFileSync(
      join(fixtures, "samples", "orders.parquet"),
      join(repo.dir, "lake", "samples", "orders.parquet"),
    );
    first = repo.commit("binary files");
    writeFileSync(join(repo.dir, "lake", "blob.bin"), Uint8Array.from([0x00]));
    repo.commit("change the blob");
  });
  afterAll(() => repo.cleanup());

  it("gives a revision's file byte for byte, where text would mangle it", async () => {
    const port = new GitRepository(repo.dir);
    const files = port.filesAt(first);
    expect(await files.readBytes?.("lake/blob.bin")).toEqual(binary);
    expect(await files.readBytes?.("./lake//blob.bin")).toEqual(binary);
    expect(await files.readText("lake/blob.bin")).toContain("\uFFFD"); // UTF-8 decoding is lossy
    expect(await port.filesAt("HEAD").readBytes?.("lake/blob.bin")).toEqual(Uint8Array.from([0x00]));
    expect(await files.readBytes?.("lake/missing.bin")).toBeUndefined();
    expect(await files.readBytes?.("lake")).toBeUndefined(); // a folder is not a file
    await expect(port.readBytesAt("no-such-rev", "lake/blob.bin")).rejects.toThrow(/no-such-rev/);
  });

  it("gives the working tree's file byte for byte, and never leaves the root", async () => {
    const tree = workingTreeFiles(repo.dir);
    expect(await tree.readBytes?.("lake/blob.bin")).toEqual(Uint8Array.from([0x00]));
    expect(await tree.readBytes?.("../outside")).toBeUndefined();
    expect(await tree.readBytes?.("lake/missing.bin")).toBeUndefined();
    expect(await directorySource(repo.dir).readBytes?.("lake/blob.bin")).toEqual(Uint8Array.from([0x00]));
    // A symbolic link out of the tree is neither read nor listed; .git/ is not listed.
    const outside = tempDir("outside-");
    writeFileSync(join(outside, "secret.txt"), "secret");
    symlinkSync(join(outside, "secret.txt"), join(repo.dir, "lake", "link.txt"));
    try {
      expect(await tree.readText("lake/link.txt")).toBeUndefined();
      const listed = await tree.listAll();
      expect(listed).toContain("lake/blob.bin");
      expect(listed.filter((f) => f.startsWith(".git/") || f === "lake/link.txt")).toEqual([]);
    } finally {
      rmSync(join(repo.dir, "lake", "link.txt"));
    }
  });

  it("lets the s3 reader take a Parquet sample from a revision as from the disk", async () => {
    const port = new GitRepository(repo.dir);
    const options = { dataSourceOf: () => "lake" };
    const atRevision = await readAssets(["lake/sales.s3.yaml"], { ...options, files: port.filesAt(first) });
    const onDisk = await readAssets(["lake/sales.s3.yaml"], {
      ...options,
      files: workingTreeFiles(repo.dir),
    });
    expect(atRevision.diagnostics).toEqual([]);
    expect(atRevision).toEqual(onDisk);
    expect(atRevision.assets[0]?.schema.fields?.find((f) => f.name === "total")).toMatchObject({
      type: "decimal128",
      constraints: { precision: 12, scale: 2 },
    });
    expect(readFileSync(join(repo.dir, "lake", "samples", "orders.parquet"))).toEqual(
      Buffer.from((await port.filesAt(first).readBytes?.("lake/samples/orders.parquet")) ?? []),
    );
  });
});

/**
 * Runs `body` with a `git` first on PATH that logs its arguments before it runs the real one:
 * the git processes a piece of code starts, counted for real.
 */
async function countingGitProcesses(body: () => Promise<void>): Promise<string[]> {
  const dir = tempDir("git-shim");
  const log = join(dir, "calls.log");
  const realGit = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
  writeFileSync(join(dir, "git"), `#!/bin/sh\necho "$1 $2" >> '${log}'\nexec '${realGit}' "$@"\n`);
  chmodSync(join(dir, "git"), 0o755);
  writeFileSync(log, "");
  const path = process.env.PATH;
  process.env.PATH = `${dir}${delimiter}${path ?? ""}`;
  try {
    await body();
    return readFileSync(log, "utf8").split("\n").filter(Boolean);
  } finally {
    process.env.PATH = path;
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("one git process for all reads of a run", () => {
  it("reads every file of two commits, folders and bytes through one batch process and one ls-tree per commit", async () => {
    const repo = TestRepo.init();
    const files: Record<string, string> = {};
    for (let i = 1; i <= 20; i++) files[`db/migrations/${String(i).padStart(3, "0")}.sql`] = `-- ${i}\n`;
    const first = repo.write(files).commit("migrations");
    const second = repo.write({ "db/migrations/021.sql": "-- 21\n", "README.md": "r\n" }).commit("one more");
    const repository = new GitRepository(repo.dir);
    const calls = await countingGitProcesses(async () => {
      for (const sha of [first, second]) {
        const at = repository.filesAt(sha);
        const listed = await at.list("db/migrations");
        expect(listed).toHaveLength(sha === first ? 20 : 21);
        for (const path of listed) expect(await at.readText(path)).toBe(files[path] ?? "-- 21\n");
        expect(await at.readBytes?.("db/migrations/001.sql")).toEqual(new Uint8Array(Buffer.from("-- 1\n")));
        expect(await at.readText("db/missing.sql")).toBeUndefined();
        expect(await repository.listFilesAt(sha, "db")).toHaveLength(listed.length);
      }
      expect(await repository.readFileAt(second, "README.md")).toBe("r\n");
    });
    repository.close();
    expect(calls.sort()).toEqual(["cat-file --batch", "ls-tree -r", "ls-tree -r"]);
    rmSync(repo.dir, { recursive: true, force: true });
  });

  it("sees the commits a fetch brings (the batch process starts again after it)", async () => {
    const upstream = TestRepo.init();
    const one = upstream.write({ "a.txt": "1\n" }).commit("one");
    const clone = tempDir("clone");
    git(clone, ["init", "--quiet", "-b", "main"]);
    git(clone, ["remote", "add", "origin", upstream.dir]);
    git(clone, ["fetch", "--quiet", "origin", one]);
    const two = upstream.write({ "a.txt": "2\n" }).commit("two");
    const repository = new GitRepository(clone);
    expect(await repository.readFileAt(one, "a.txt")).toBe("1\n");
    expect(await repository.hasCommit(two)).toBe(false);
    await repository.ensureCommits(one, two);
    expect(await repository.readFileAt(two, "a.txt")).toBe("2\n");
    repository.close();
    rmSync(clone, { recursive: true, force: true });
    upstream.cleanup();
  });
});

describe("a symbolic link in a commit", () => {
  it("is refused by every read, naming the file, and is never read as the path it holds", async () => {
    const repo = TestRepo.init();
    repo.write({
      "db/hotfix/drop.sqlx": "ALTER TABLE orders DROP COLUMN currency;\n",
      "db/--/keep.txt": "k\n",
    });
    // The link's blob is "--/../hotfix/drop.sqlx": as SQL, a comment; a runner reads the DROP.
    symlinkSync("--/../hotfix/drop.sqlx", join(repo.dir, "db/002_link.sql"));
    const sha = repo.commit("a link among the migrations");
    const repository = new GitRepository(repo.dir);
    const files = repository.filesAt(sha);
    const refused = /^db\/002_link\.sql is a symbolic link: contract-sync reads no links/;
    await expect(files.readText("db/002_link.sql")).rejects.toThrow(refused);
    await expect(files.readBytes("db/002_link.sql")).rejects.toThrow(refused);
    await expect(repository.readFilesAt(sha, ["db/002_link.sql"])).rejects.toThrow(refused);
    // Listed (so a reader meets it and reports it), and a folder's prefetch still reads the rest.
    expect(await files.list("db")).toEqual(["db/002_link.sql"]);
    expect(await files.readText("db/hotfix/drop.sqlx")).toBe("ALTER TABLE orders DROP COLUMN currency;\n");
    repository.close();
    repo.cleanup();
  });
});
