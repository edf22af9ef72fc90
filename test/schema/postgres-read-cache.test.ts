import { readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitRepository } from "../../src/git/git-repository.js";
import { pgliteStartCount } from "../../src/pglite/data-dir.js";
import {
  closeReaders,
  type ReadAssetsOptions,
  type ReadTarget,
  readAssets,
  readAssetVersionPairs,
} from "../../src/schema/index.js";
import { replayedFileCount } from "../../src/schema/readers/postgres/replay.js";
import { pruneReadCache } from "../../src/schema/readers/postgres/result-cache.js";
import { TestRepo, tempDir } from "../support/git-repo.js";

// Postgres reads cached by content across runs (src/schema/readers/postgres/result-cache.ts): a folder
// read again is not replayed, and what comes from the cache is what a replay gives; a damaged entry
// is replayed, never trusted.
const FOLDER = "db/migrations";
const target: ReadTarget = { path: FOLDER, sourceType: "postgres" };

let repo: TestRepo;
let git: GitRepository;
let cacheDir: string;
let base: string;
let added: string;
let other: string;
const saved = { ...process.env };

beforeAll(() => {
  cacheDir = tempDir("read-cache");
  process.env.CONTRACT_SYNC_READ_CACHE = "1";
  process.env.CONTRACT_SYNC_READ_CACHE_DIR = cacheDir;
  repo = TestRepo.init();
  base = repo
    .write({
      [`${FOLDER}/001_orders.sql`]: "CREATE TABLE orders (\n  id bigint PRIMARY KEY,\n  currency text\n);\n",
      [`${FOLDER}/002_broken.sql`]: "ALTER TABLE missing_table ADD COLUMN x int;\n",
    })
    .commit("base");
  added = repo
    .write({ [`${FOLDER}/003_rename.sql`]: "ALTER TABLE orders RENAME COLUMN currency TO currency_code;\n" })
    .commit("a migration added");
  repo.git(["checkout", "--quiet", "--detach", base]);
  other = repo
    .write({ [`${FOLDER}/003_note.sql`]: "ALTER TABLE orders ADD COLUMN note text;\n" })
    .commit("another migration added");
  git = new GitRepository(repo.dir);
});

afterAll(async () => {
  process.env = saved;
  await closeReaders();
  repo?.cleanup();
  rmSync(cacheDir, { recursive: true, force: true });
});

const options = (rev: string): ReadAssetsOptions => ({ files: git.filesAt(rev), dataSourceOf: () => "db" });

async function readPair(baseRev: string, headRev: string) {
  const before = replayedFileCount();
  const read = await readAssetVersionPairs(
    { targets: [target], options: options(baseRev) },
    { targets: [target], options: options(headRev) },
  );
  return { read, replayed: replayedFileCount() - before };
}

/** Both sides replayed with the cache off: the reference. */
async function replayed(baseRev: string, headRev: string) {
  process.env.CONTRACT_SYNC_READ_CACHE = "0";
  try {
    return {
      base: await readAssets([target], options(baseRev)),
      head: await readAssets([target], options(headRev)),
    };
  } finally {
    process.env.CONTRACT_SYNC_READ_CACHE = "1";
  }
}

/** Cached results (not the replay states beside them). */
const entries = () => readdirSync(cacheDir).filter((name) => /^[0-9a-f]{64}\.json$/.test(name));

describe("the Postgres read cache", () => {
  it("a pull request read again replays nothing, with the results of a replay", async () => {
    const first = await readPair(base, added);
    expect(first.replayed).toBe(2 + 1);
    expect(entries()).toHaveLength(2);
    const again = await readPair(base, added);
    expect(again.replayed).toBe(0);
    expect(again.read).toEqual(first.read);
    expect(again.read).toEqual(await replayed(base, added));
    const orders = again.read.head.assets.find((a) => a.path === "postgres.public.orders");
    expect(orders?.schema.fields?.find((f) => f.name === "currency_code")?.constraints?.renamedFrom).toBe(
      "currency",
    );
    expect(again.read.head.diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual([
      `${FOLDER}/002_broken.sql:1`,
    ]);
  });

  it("a new pull request on a base read before replays only its head", async () => {
    const next = await readPair(base, other);
    // The base from the cache; the head (the base's 2 files and its own) replayed.
    expect(next.replayed).toBe(3);
    expect(next.read).toEqual(await replayed(base, other));
  });

  it("damaged or misplaced entries are replayed, never trusted", async () => {
    const names = entries();
    expect(names.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = names as [string, string, string];
    // Not JSON; another key's entry under this key's name; a result of the wrong shape.
    writeFileSync(join(cacheDir, first), "{ not json");
    writeFileSync(join(cacheDir, second), readFileSync(join(cacheDir, third)));
    const entry = JSON.parse(readFileSync(join(cacheDir, third), "utf8")) as { key: string };
    writeFileSync(join(cacheDir, third), JSON.stringify({ key: entry.key, result: { assets: "x" } }));
    const pair = await readPair(base, added);
    const otherPair = await readPair(base, other);
    expect(pair.replayed + otherPair.replayed).toBeGreaterThan(0);
    expect(pair.read).toEqual(await replayed(base, added));
    expect(otherPair.read).toEqual(await replayed(base, other));
    // Replaced by good entries: read again, nothing is replayed.
    expect((await readPair(base, added)).replayed + (await readPair(base, other)).replayed).toBe(0);
  });

  it("a read that ran out of time is not cached", async () => {
    const slow = TestRepo.init();
    try {
      const rev = slow
        .write({ "slow.sql": "CREATE TABLE t (id int);\nSELECT pg_sleep(3);\n" })
        .commit("slow");
      const slowGit = new GitRepository(slow.dir);
      const before = entries().length;
      const read = await readAssets([{ path: "slow.sql", sourceType: "postgres" }], {
        files: slowGit.filesAt(rev),
        limits: { sqlBudget: { fileMs: 500, runMs: 10_000 } },
      });
      expect(read.diagnostics.map((d) => d.message).join("\n")).toMatch(/did not finish within/);
      expect(entries().length).toBe(before);
    } finally {
      slow.cleanup();
    }
  });

  it("a default written as a date near today is not cached ('now' is)", async () => {
    const dated = TestRepo.init();
    try {
      const today = new Date().toISOString().slice(0, 10);
      const rev = dated
        .write({
          "now.sql": "CREATE TABLE a (at timestamp DEFAULT 'now');\n",
          "today.sql": `CREATE TABLE b (on_day date DEFAULT '${today}');\n`,
        })
        .commit("defaults");
      const files = new GitRepository(dated.dir).filesAt(rev);
      const before = entries().length;
      const read = await readAssets(
        [
          { path: "now.sql", sourceType: "postgres" },
          { path: "today.sql", sourceType: "postgres" },
        ],
        { files },
      );
      expect(read.assets.map((a) => a.schema.fields?.[0]?.constraints?.default)).toEqual([
        "'now'",
        `'${today}'`,
      ]);
      expect(entries().length).toBe(before + 1);
    } finally {
      dated.cleanup();
    }
  });

  it("is off with CONTRACT_SYNC_READ_CACHE=0", async () => {
    process.env.CONTRACT_SYNC_READ_CACHE = "0";
    try {
      expect((await readPair(base, added)).replayed).toBe(3);
    } finally {
      process.env.CONTRACT_SYNC_READ_CACHE = "1";
    }
  });

  it("keeps the newest entries, by when each was last written or used", async () => {
    const folder = tempDir("read-cache-prune");
    const names = ["a", "b", "c", "d", "e"].map((n) => `${n.repeat(64)}.json`);
    names.forEach((name, i) => {
      writeFileSync(join(folder, name), "{}");
      const at = new Date(Date.UTC(2026, 0, 1 + i));
      utimesSync(join(folder, name), at, at);
    });
    // "a" (the oldest written) was used since: it is kept over "b" and "c".
    utimesSync(join(folder, names[0] as string), new Date(), new Date());
    pruneReadCache(folder, 3);
    expect(readdirSync(folder).sort()).toEqual([names[0], names[3], names[4]]);
  });
});

describe("the cached state of a base replay", () => {
  const DUMP_BASE = {
    [`${FOLDER}/001_orders.sql`]:
      "CREATE TABLE orders (\n  id bigint PRIMARY KEY,\n  currency text,\n  note text\n);\n",
    [`${FOLDER}/002_broken.sql`]: "ALTER TABLE missing_table ADD COLUMN x int;\n",
    // A session setting every later file runs with: a search_path of no schema (a pg_dump's emptied
    // one is reset after its file: postgres-platforms.test.ts).
    [`${FOLDER}/003_dump.sql`]:
      "SELECT pg_catalog.set_config('search_path', 'nowhere', false);\nCREATE SCHEMA app;\nCREATE TABLE app.items (id int);\n",
  };
  let stateRepo: TestRepo;
  let stateGit: GitRepository;
  let stateBase: string;
  let firstHead: string;
  let heads: string[];
  let stateCacheDir: string;

  beforeAll(() => {
    stateCacheDir = tempDir("state-cache");
    process.env.CONTRACT_SYNC_READ_CACHE_DIR = stateCacheDir;
    stateRepo = TestRepo.init();
    stateBase = stateRepo.write(DUMP_BASE).commit("base");
    const add = (name: string, sql: string) => {
      stateRepo.git(["checkout", "--quiet", "--detach", stateBase]);
      return stateRepo.write({ [`${FOLDER}/${name}`]: sql }).commit(name);
    };
    firstHead = add("004_rename.sql", "ALTER TABLE public.orders RENAME COLUMN currency TO currency_code;\n");
    heads = [
      add(
        "004_drop.sql",
        "\nALTER TABLE public.orders DROP COLUMN note;\nCREATE TABLE unqualified (id int);\n",
      ),
      add("004_items.sql", "ALTER TABLE app.items ADD COLUMN name text;\n"),
      add("004_more.sql", "ALTER TABLE public.orders ADD COLUMN more int;\n"),
      add("004_less.sql", "ALTER TABLE public.orders DROP COLUMN currency;\n"),
    ];
    stateGit = new GitRepository(stateRepo.dir);
  });

  afterAll(() => {
    stateRepo?.cleanup();
    rmSync(stateCacheDir, { recursive: true, force: true });
  });

  const stateOptions = (rev: string): ReadAssetsOptions => ({
    files: stateGit.filesAt(rev),
    dataSourceOf: () => "db",
  });
  const fresh = async (baseRev: string, headRev: string) => {
    // A new process: the shared PGlite not started yet.
    await closeReaders();
    const before = { replayed: replayedFileCount(), starts: pgliteStartCount() };
    const read = await readAssetVersionPairs(
      { targets: [target], options: stateOptions(baseRev) },
      { targets: [target], options: stateOptions(headRev) },
    );
    return {
      read,
      replayed: replayedFileCount() - before.replayed,
      starts: pgliteStartCount() - before.starts,
    };
  };
  const reference = async (baseRev: string, headRev: string) => {
    process.env.CONTRACT_SYNC_READ_CACHE = "0";
    try {
      return {
        base: await readAssets([target], stateOptions(baseRev)),
        head: await readAssets([target], stateOptions(headRev)),
      };
    } finally {
      process.env.CONTRACT_SYNC_READ_CACHE = "1";
    }
  };
  const states = () =>
    readdirSync(stateCacheDir).filter((name) => name.startsWith("state-") && name.endsWith(".json"));

  it("a new pull request on a base replayed before applies only its own migrations, with the results of two replays", async () => {
    const cold = await fresh(stateBase, firstHead);
    expect(cold.replayed).toBe(3 + 1);
    expect(states()).toHaveLength(1);
    expect(cold.read).toEqual(await reference(stateBase, firstHead));
    for (const head of heads.slice(0, 2)) {
      const warm = await fresh(stateBase, head);
      expect(warm).toMatchObject({ replayed: 1, starts: 1 });
      expect(warm.read).toEqual(await reference(stateBase, head));
    }
    // The search_path the dump emptied held for the added file (as in a replay of the whole folder).
    const dropped = await readAssetVersionPairs(
      { targets: [target], options: stateOptions(stateBase) },
      { targets: [target], options: stateOptions(heads[0] as string) },
    );
    expect(dropped.head.diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual([
      `${FOLDER}/002_broken.sql:1`,
      `${FOLDER}/004_drop.sql:3`,
    ]);
  });

  it("a damaged state is replayed, never trusted", async () => {
    const [state] = states();
    const folder = join(stateCacheDir, (state as string).replace(/\.json$/, ""));
    // The data directory no longer opens: its control file is garbage.
    writeFileSync(join(folder, "global", "pg_control"), Buffer.alloc(8192, 7));
    const damaged = await fresh(stateBase, heads[2] as string);
    expect(damaged.replayed).toBe(3 + 1);
    expect(damaged.read).toEqual(await reference(stateBase, heads[2] as string));
    // A description that names another key: not used either.
    const description = JSON.parse(readFileSync(join(stateCacheDir, state as string), "utf8")) as {
      key: string;
    };
    writeFileSync(
      join(stateCacheDir, state as string),
      JSON.stringify({ ...description, key: "0".repeat(64) }),
    );
    const misnamed = await fresh(stateBase, heads[3] as string);
    expect(misnamed.replayed).toBe(3 + 1);
    expect(misnamed.read).toEqual(await reference(stateBase, heads[3] as string));
  });

  it("a base replayed faster than CONTRACT_SYNC_READ_STATE_MIN_MS is not kept as a state (replaying it is cheaper)", async () => {
    stateRepo.git(["checkout", "--quiet", "--detach", stateBase]);
    const quickBase = stateRepo
      .write({ [`${FOLDER}/003_dump.sql`]: "CREATE TABLE quick (id int);\n" })
      .commit("a small folder");
    const quickHead = stateRepo
      .write({ [`${FOLDER}/004_more.sql`]: "ALTER TABLE quick ADD COLUMN more int;\n" })
      .commit("one more");
    const before = states().length;
    process.env.CONTRACT_SYNC_READ_STATE_MIN_MS = "60000";
    try {
      const read = await fresh(quickBase, quickHead);
      expect(read.replayed).toBe(3 + 1);
      expect(states()).toHaveLength(before);
      expect(read.read).toEqual(await reference(quickBase, quickHead));
    } finally {
      process.env.CONTRACT_SYNC_READ_STATE_MIN_MS = "0";
    }
  });

  it("a replay that changes whole-database objects is not kept as a state", async () => {
    stateRepo.git(["checkout", "--quiet", "--detach", stateBase]);
    const globalBase = stateRepo
      .write({
        [`${FOLDER}/003_dump.sql`]:
          "CREATE FUNCTION pg_catalog.cs_answer() RETURNS int LANGUAGE sql AS 'SELECT 42';\nCREATE TABLE t (id int);\n",
      })
      .commit("a migration adds to pg_catalog");
    const globalHead = stateRepo
      .write({ [`${FOLDER}/004_more.sql`]: "ALTER TABLE t ADD COLUMN more int;\n" })
      .commit("one more");
    const before = states().length;
    const read = await fresh(globalBase, globalHead);
    // The base's result says it changed pg_catalog (catalog-guard.ts), so the head is replayed whole.
    expect(read.read.base.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining("changes PostgreSQL's own catalog (pg_catalog function"),
    ]);
    expect(read.replayed).toBe(3 + 4);
    expect(states()).toHaveLength(before);
    expect(read.read).toEqual(await reference(globalBase, globalHead));
  });
});
