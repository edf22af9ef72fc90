import { cpSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultDeps } from "../../src/action/deps.js";
import { type ActionIO, runAction } from "../../src/action/run-action.js";
import type { ActionSettings } from "../../src/action/settings.js";
import { pgliteStartCount } from "../../src/pglite/data-dir.js";
import { closeReaders } from "../../src/schema/index.js";
import { replayedFileCount } from "../../src/schema/readers/postgres/replay.js";
import { type RunningServer, startServer } from "../../src/server/start.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { TestRepo } from "../support/git-repo.js";

// How many PGlite instances a whole action run starts (each costs a start and a few hundred MB;
// `npm run bench -- action`, row "PGlite floor: ..."):
// the real adapters, a real repository, the embedded service or a real server over HTTP.
const DEMO = new URL("../../fixtures/demo/", import.meta.url).pathname;
const API_KEY = "budget-key-0123456789abcdef";

let repo: TestRepo;
let base: string;
let readmeOnly: string;
let avroOnly: string;
let migration: string;
/** The same two pull requests on a base with a migration folder of 200 more files (see largeMigrationFolder). */
let largeBase: string;
let largeMigration: string;
let largeOtherMigration: string;
/** On the large base: a migration that adds a column to an uncontracted table (t0). */
let largeUncontracted: string;
let server: RunningServer;
let store: Store;

beforeAll(async () => {
  repo = TestRepo.init();
  cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
  base = repo.commit("demo");
  readmeOnly = repo.write({ "README.md": "# shop\n" }).commit("docs only");
  repo.git(["checkout", "--quiet", "--detach", base]);
  const avsc = readFileSync(join(DEMO, "head", "schemas", "order_created.avsc"), "utf8");
  avroOnly = repo.write({ "schemas/order_created.avsc": avsc }).commit("an event changes");
  repo.git(["checkout", "--quiet", "--detach", base]);
  const drop = readFileSync(join(DEMO, "head", "db", "migrations", "003_drop_currency.sql"), "utf8");
  migration = repo
    .write({ "db/migrations/003_drop_currency.sql": drop })
    .commit("a migration drops a column");
  repo.git(["checkout", "--quiet", "--detach", base]);
  const large: Record<string, string> = {};
  for (let i = 0; i < 200; i++)
    large[`db/migrations/002_t${String(i).padStart(3, "0")}.sql`] = `CREATE TABLE t${i} (id int);\n`;
  largeBase = repo.write(large).commit("200 more migrations");
  largeMigration = repo
    .write({ "db/migrations/003_drop_currency.sql": drop })
    .commit("a migration drops a column");
  repo.git(["checkout", "--quiet", "--detach", largeBase]);
  largeOtherMigration = repo
    .write({ "db/migrations/003_add_channel.sql": "ALTER TABLE orders ADD COLUMN channel text;\n" })
    .commit("a migration adds a column");
  repo.git(["checkout", "--quiet", "--detach", largeBase]);
  largeUncontracted = repo
    .write({ "db/migrations/003_t0_note.sql": "ALTER TABLE t0 ADD COLUMN note text;\n" })
    .commit("a migration changes an uncontracted table");
  // The remote service's own store is started before any run is counted.
  store = await openStore({});
  server = await startServer({ store, port: 0, apiKeys: [API_KEY], delivery: false, logLevel: "silent" });
});

afterAll(async () => {
  await server?.close();
  await store?.close();
  await closeReaders();
  rmSync(repo.dir, { recursive: true, force: true });
});

const quietIO: ActionIO = {
  info: () => {},
  warning: () => {},
  error: () => {},
  notice: () => {},
  setOutput: () => {},
  setFailed: () => {},
  setSecret: () => {},
  appendSummary: async () => {},
};

/** Runs the action on a pull request base..head and returns how many PGlite instances it started. */
async function startsOf(
  head: string,
  remote: boolean,
  baseSha: string = base,
): Promise<{ starts: number; verdict: string }> {
  const dir = await mkdtemp(join(tmpdir(), "pglite-budget-"));
  const event = JSON.parse(
    readFileSync(new URL("../../fixtures/events/pull_request.opened.json", import.meta.url), "utf8"),
  ) as { pull_request: { base: { sha: string }; head: { sha: string } } };
  event.pull_request.base.sha = baseSha;
  event.pull_request.head.sha = head;
  await writeFile(join(dir, "event.json"), JSON.stringify(event));
  const settings: ActionSettings = {
    apiUrl: remote ? server.url : undefined,
    apiKey: remote ? API_KEY : undefined,
    githubToken: undefined,
    configPath: ".github/contract-sync.yml",
    mode: "auto",
    comment: false,
    failOn: "never",
    workingDirectory: repo.dir,
    dryRun: false,
  };
  const outputs: Record<string, string> = {};
  const before = pgliteStartCount();
  await runAction(
    settings,
    { GITHUB_EVENT_NAME: "pull_request", GITHUB_EVENT_PATH: join(dir, "event.json"), RUNNER_TEMP: dir },
    { ...quietIO, setOutput: (name, value) => (outputs[name] = value) },
    defaultDeps,
  );
  await closeReaders();
  rmSync(dir, { recursive: true, force: true });
  return { starts: pgliteStartCount() - before, verdict: outputs.verdict ?? "" };
}

describe("PGlite instances a run starts", () => {
  it("a README-only pull request starts none, embedded service or not", async () => {
    expect(await startsOf(readmeOnly, false)).toEqual({ starts: 0, verdict: "pass" });
    expect(await startsOf(readmeOnly, true)).toEqual({ starts: 0, verdict: "pass" });
  });

  it("a remote-mode check of schema files starts none", async () => {
    const run = await startsOf(avroOnly, true);
    expect(run.starts).toBe(0);
    expect(run.verdict).not.toBe("");
  });

  it("an embedded check starts one: the store, started on the first request", async () => {
    const run = await startsOf(avroOnly, false);
    expect(run.starts).toBe(1);
    expect(run.verdict).toBe("alert");
  });

  it("an embedded check of a migration folder starts one: the store and the Postgres reader share it", async () => {
    const run = await startsOf(migration, false);
    expect(run.starts).toBe(1);
    // The reader saw the folder (the contracted column was dropped) and the store held the contracts.
    expect(run.verdict).toBe("block");
  });

  it("a remote-mode check of a migration folder starts one, for the reader", async () => {
    const run = await startsOf(migration, true);
    expect(run.starts).toBe(1);
    expect(run.verdict).not.toBe("");
  });

  it("a check of a migration folder run again reads it from the read cache: no PGlite for the reader", async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), "pglite-budget-reads-"));
    process.env.CONTRACT_SYNC_READ_CACHE = "1";
    process.env.CONTRACT_SYNC_READ_CACHE_DIR = cacheDir;
    try {
      const first = await startsOf(migration, true);
      expect(first.starts).toBe(1);
      const again = await startsOf(migration, true);
      expect(again).toEqual({ starts: 0, verdict: first.verdict });
    } finally {
      process.env.CONTRACT_SYNC_READ_CACHE = "0";
      delete process.env.CONTRACT_SYNC_READ_CACHE_DIR;
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it("an embedded check that changes no contracted asset asks the store nothing: from the read cache, it starts none", async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), "pglite-budget-uncontracted-"));
    process.env.CONTRACT_SYNC_READ_CACHE = "1";
    process.env.CONTRACT_SYNC_READ_CACHE_DIR = cacheDir;
    try {
      // The reader's replay is the only PGlite: orders (contracted) did not change, t0 has no contract.
      expect(await startsOf(largeUncontracted, false, largeBase)).toEqual({ starts: 1, verdict: "pass" });
      expect(await startsOf(largeUncontracted, false, largeBase)).toEqual({ starts: 0, verdict: "pass" });
    } finally {
      process.env.CONTRACT_SYNC_READ_CACHE = "0";
      delete process.env.CONTRACT_SYNC_READ_CACHE_DIR;
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it("an embedded check on a cached base replay state starts one, and the store works on it", async () => {
    // A large folder: a small one's read does not keep or use a state (the service warms early).
    const expected = [
      await startsOf(largeMigration, false, largeBase),
      await startsOf(largeOtherMigration, false, largeBase),
    ];
    const cacheDir = await mkdtemp(join(tmpdir(), "pglite-budget-state-"));
    process.env.CONTRACT_SYNC_READ_CACHE = "1";
    process.env.CONTRACT_SYNC_READ_CACHE_DIR = cacheDir;
    try {
      // The first run caches the base's replay state; the second starts its PGlite from it.
      expect(await startsOf(largeMigration, false, largeBase)).toEqual(expected[0]);
      expect(readdirSync(cacheDir).filter((name) => name.startsWith("state-"))).toHaveLength(2);
      const replayedBefore = replayedFileCount();
      expect(await startsOf(largeOtherMigration, false, largeBase)).toEqual(expected[1]);
      // Only the pull request's migration was replayed (the base's 202 came with the state).
      expect(replayedFileCount() - replayedBefore).toBe(1);
    } finally {
      process.env.CONTRACT_SYNC_READ_CACHE = "0";
      delete process.env.CONTRACT_SYNC_READ_CACHE_DIR;
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
