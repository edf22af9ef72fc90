import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { GitRepository } from "../../src/git/git-repository.js";
import {
  closeReaders,
  type ReadAssetsOptions,
  type ReadTarget,
  readAssets,
  readAssetVersionPairs,
  sharedFolderRule,
} from "../../src/schema/index.js";
import { replayedFileCount } from "../../src/schema/readers/postgres/replay.js";
import { classifyChanges, readAssetVersions, SourceMap } from "../../src/sync/asset-reads.js";
import { TestRepo } from "../support/git-repo.js";

// A migration folder read at a pull request's base and head: with one replay when the head only adds
// migrations after the base's, else one per side; either way exactly what two separate reads give.
const FOLDER = "db/migrations";
const target: ReadTarget = { path: FOLDER, sourceType: "postgres" };

const BASE_MIGRATIONS: Record<string, string> = {
  [`${FOLDER}/001_orders.sql`]: [
    "CREATE TABLE orders (",
    "  id bigserial PRIMARY KEY,",
    "  currency text NOT NULL,",
    "  note text,",
    "  placed_at timestamptz DEFAULT 'now'",
    ");",
    "",
  ].join("\n"),
  // Postgres rejects this one: a diagnostic at its line, on both sides.
  [`${FOLDER}/002_broken.sql`]: "-- refers to nothing\nALTER TABLE missing_table ADD COLUMN x int;\n",
  // Over the size limit set below: reported, the folder replayed without it.
  [`${FOLDER}/003_huge.sql`]: `-- ${"x".repeat(3000)}\nCREATE TABLE huge (id int);\n`,
  // A session setting carries into every later file (a search_path naming no schema). A pg_dump's
  // emptied one does not (see postgres-platforms.test.ts).
  [`${FOLDER}/010_dump.sql`]:
    "SELECT pg_catalog.set_config('search_path', 'nowhere', false);\nCREATE TABLE public.dumped (id int);\n",
};

const ADDED_MIGRATIONS: Record<string, string> = {
  [`${FOLDER}/011_rename.sql`]: "ALTER TABLE public.orders RENAME COLUMN currency TO currency_code;\n",
  [`${FOLDER}/012_drop.sql`]: "\nALTER TABLE public.orders DROP COLUMN note;\n",
  // Unqualified after 010 set a search_path of no schema: rejected in a replay of the whole folder.
  [`${FOLDER}/013_unqualified.sql`]: "CREATE TABLE unqualified (id int);\n",
};

let repo: TestRepo;
let git: GitRepository;
let base: string;
let added: string;

beforeAll(() => {
  repo = TestRepo.init();
  base = repo.write({ "README.md": "# shop\n", ...BASE_MIGRATIONS }).commit("base");
  added = repo.write(ADDED_MIGRATIONS).commit("three migrations added");
  git = new GitRepository(repo.dir);
});

afterAll(async () => {
  await closeReaders();
  repo?.cleanup();
});

const options = (rev: string): ReadAssetsOptions => ({
  files: git.filesAt(rev),
  dataSourceOf: () => "github.com/acme/shop",
  limits: { maxFileBytes: 2000 },
});

/** Both sides through the shared path, and through two separate reads; with the files each replayed. */
async function readBothWays(baseRev: string, headRev: string) {
  let before = replayedFileCount();
  const shared = await readAssetVersionPairs(
    { targets: [target], options: options(baseRev) },
    { targets: [target], options: options(headRev) },
  );
  const sharedFiles = replayedFileCount() - before;
  before = replayedFileCount();
  const separate = {
    base: await readAssets([target], options(baseRev)),
    head: await readAssets([target], options(headRev)),
  };
  return { shared, separate, sharedFiles, separateFiles: replayedFileCount() - before };
}

const messages = (diagnostics: { file: string; line?: number; message: string }[]) =>
  diagnostics.map((d) => `${d.file}:${d.line ?? ""} ${d.message.split("\n")[0]}`);

describe("a migration folder read at base and head", () => {
  it("replays the base once when the head only adds migrations, with the results of two replays", async () => {
    const { shared, separate, sharedFiles, separateFiles } = await readBothWays(base, added);
    expect(shared).toEqual(separate);
    // Base: 3 files replayed (one too large); head: the same 3 plus 3 added. Shared: 3 + 3.
    expect(separateFiles).toBe(3 + 6);
    expect(sharedFiles).toBe(3 + 3);

    const orders = shared.head.assets.find((a) => a.path === "shop.public.orders");
    const column = (name: string) => orders?.schema.fields?.find((f) => f.name === name);
    expect(column("currency_code")).toMatchObject({
      line: 1,
      file: `${FOLDER}/011_rename.sql`,
      constraints: { renamedFrom: "currency" },
    });
    expect(column("note")).toBeUndefined();
    expect(orders?.dropped).toEqual({ note: { file: `${FOLDER}/012_drop.sql`, line: 2 } });
    // The 'now' literal is reported as written, on both sides.
    expect(column("placed_at")?.constraints?.default).toBe("'now'");
    const baseOrders = shared.base.assets.find((a) => a.path === "shop.public.orders");
    expect(baseOrders?.schema.fields?.map((f) => f.name)).toEqual(["id", "currency", "note", "placed_at"]);
    expect(baseOrders?.dropped).toBeUndefined();

    expect(messages(shared.base.diagnostics)).toEqual([
      expect.stringMatching(/^db\/migrations\/003_huge\.sql: .*over the limit of 2000 bytes/),
      expect.stringMatching(
        /^db\/migrations\/002_broken\.sql:2 Postgres rejected the statement: .*missing_table/,
      ),
    ]);
    // The head's diagnostics: the base's, in the same order, then the added files' (search_path still empty).
    expect(messages(shared.head.diagnostics)).toEqual([
      ...messages(shared.base.diagnostics),
      expect.stringMatching(
        /^db\/migrations\/013_unqualified\.sql:1 Postgres rejected the statement: no schema/,
      ),
    ]);
    expect(shared.head.assets.map((a) => a.path).sort()).toEqual([
      "shop.public.dumped",
      "shop.public.orders",
    ]);
  });

  it("reads both sides whole when an old migration is edited, removed, or a new one sorts before one", async () => {
    repo.git(["checkout", "--quiet", "--detach", base]);
    const edited = repo
      .write({
        [`${FOLDER}/001_orders.sql`]: "CREATE TABLE orders (id int, currency char(3));\n",
        ...ADDED_MIGRATIONS,
      })
      .commit("an old migration edited");
    repo.git(["checkout", "--quiet", "--detach", base]);
    const removed = repo
      .remove(`${FOLDER}/002_broken.sql`)
      .write(ADDED_MIGRATIONS)
      .commit("an old one removed");
    repo.git(["checkout", "--quiet", "--detach", base]);
    const before = repo
      .write({ [`${FOLDER}/005_between.sql`]: "ALTER TABLE orders ADD COLUMN early int;\n" })
      .commit("a new migration sorts before an old one");
    for (const head of [edited, removed, before]) {
      const { shared, separate, sharedFiles, separateFiles } = await readBothWays(base, head);
      expect(shared).toEqual(separate);
      expect(sharedFiles).toBe(separateFiles);
    }
    // The new file ran before the dump's: its unqualified ALTER worked.
    const { shared } = await readBothWays(base, before);
    const orders = shared.head.assets.find((a) => a.path === "shop.public.orders");
    expect(orders?.schema.fields?.map((f) => f.name)).toContain("early");
  });

  it("a head identical to the base is read from the same replay", async () => {
    const { shared, separate, sharedFiles } = await readBothWays(base, base);
    expect(shared).toEqual(separate);
    expect(sharedFiles).toBe(3);
  });

  it("the pull request check reads a folder the PR adds migrations to with one replay", async () => {
    const config = await loadConfig(git.filesAt(base));
    const paths = await git.filesAt(added).listAll();
    const sources = new SourceMap(config.rules, "github.com/acme/shop", sharedFolderRule(paths));
    const changes = classifyChanges(await git.changedFiles(base, added), config.rules, sources);
    expect(changes.baseTargets).toEqual([expect.objectContaining(target)]);
    const before = replayedFileCount();
    const versions = await readAssetVersions(git, base, added, changes, sources);
    // No size limit here: the base's 4 files, then the 3 added (a replay per side would be 4 + 7).
    expect(replayedFileCount() - before).toBe(4 + 3);
    const orders = versions.head.find((a) => a.path === "shop.public.orders");
    expect(orders?.schema.fields?.map((f) => f.name)).toEqual(["id", "currency_code", "placed_at"]);
    expect(messages(versions.headDiagnostics)).toEqual([
      ...messages(versions.baseDiagnostics),
      expect.stringMatching(/013_unqualified\.sql:1 Postgres rejected/),
    ]);
  });
});
