// The data directory shipped with dist/ (scripts/pglite-datadir.mjs): a cold runner starts from
// it without initdb; a damaged or stale one is passed over with a notice, never a crash.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dataDirCacheFolder,
  fillDataDir,
  pgliteInitdbCount,
  type StartOptions,
} from "../../src/pglite/data-dir.js";
import { PGliteHost } from "../../src/pglite/host.js";
import { MIGRATIONS } from "../../src/store/migrations.js";
import { storeSnapshot } from "../../src/store/pglite.js";
import { tempDir } from "../support/git-repo.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const MINUTES = 60_000;

let work: string;
let shipped: string;

/** A copy of the shipped folder, changed by `damage`. */
function variant(name: string, damage: (folder: string) => void): string {
  const folder = join(work, name);
  cpSync(shipped, folder, { recursive: true });
  damage(folder);
  return folder;
}

/**
 * Starts the process's PGlite as the embedded store does (a scratch folder on
 * disk, the store's snapshot; without it as a reader alone does) on a fresh
 * (empty) cache; returns what it came from, the notices and the migrations.
 */
async function coldStart(folder: string | undefined, cacheFile = freshCacheFile(), snapshot = true) {
  const notices: string[] = [];
  const start: StartOptions = { shipped: folder, notice: (m) => notices.push(m) };
  const initdbsBefore = pgliteInitdbCount();
  const host = new PGliteHost({
    dataDir: tempDir("scratch"),
    temporary: true,
    cacheFile,
    extensions: [],
    start,
    ...(snapshot ? { snapshot: storeSnapshot } : {}),
  });
  try {
    await host.start();
    const versions = snapshot
      ? (
          await host.query<{ version: number }>(
            "SELECT version FROM schema_migrations ORDER BY 1",
            [],
            MINUTES,
          )
        ).rows
      : [];
    const databases = await host.query<{ datname: string }>(
      "SELECT datname FROM pg_database ORDER BY 1",
      [],
      MINUTES,
    );
    return {
      source: host.source,
      databases: databases.rows.map((r) => r.datname),
      notices,
      initdbs: pgliteInitdbCount() - initdbsBefore,
      versions: versions.map((r) => r.version),
      cacheFile,
    };
  } finally {
    await host.close();
  }
}

const freshCacheFile = () => join(tempDir("cold-cache"), "pglite-datadir-v1.tar.gz");

describe("the shipped PGlite data directory", () => {
  beforeAll(() => {
    work = tempDir("shipped-datadir");
    shipped = join(work, "shipped");
    execFileSync(process.execPath, [join(ROOT, "scripts/pglite-datadir.mjs"), "make", shipped], {
      cwd: ROOT,
      stdio: "ignore",
    });
  }, 10 * MINUTES);
  afterAll(() => execFileSync("rm", ["-rf", work]));

  it(
    "passes the build's functional check",
    () => {
      const out = execFileSync(
        process.execPath,
        [join(ROOT, "scripts/pglite-datadir.mjs"), "check", shipped],
        {
          cwd: ROOT,
          encoding: "utf8",
        },
      );
      expect(out).toMatch(/right for this build/);
    },
    5 * MINUTES,
  );

  it(
    "starts a fresh cache without initdb, migrated, and fills the cache for the next process",
    async () => {
      const first = await coldStart(shipped);
      expect(first.source).toBe("shipped");
      expect(first.initdbs).toBe(0);
      expect(first.notices).toEqual([]);
      expect(first.versions).toEqual(MIGRATIONS.map((m) => m.version));
      // Only the database the store uses: initdb's templates were two thirds of every scratch copy.
      expect(first.databases).toEqual(["postgres"]);
      const cached = dataDirCacheFolder(first.cacheFile, storeSnapshot.key);
      expect(existsSync(join(cached, "PG_VERSION"))).toBe(true);
      expect(readdirSync(join(cached, "base"))).toHaveLength(1);

      const again = await coldStart(undefined, first.cacheFile);
      expect(again.source).toBe("cache");
      expect(again.initdbs).toBe(0);
      expect(again.versions).toEqual(MIGRATIONS.map((m) => m.version));
    },
    5 * MINUTES,
  );

  it(
    "starts a reader's instance (no snapshot) from it too, without initdb",
    async () => {
      const reader = await coldStart(shipped, freshCacheFile(), false);
      expect(reader.source).toBe("shipped");
      expect(reader.initdbs).toBe(0);
      expect(reader.notices).toEqual([]);
    },
    5 * MINUTES,
  );

  it(
    "falls back to initdb with a notice when the tarball is corrupted",
    async () => {
      const corrupted = variant("corrupted", (folder) => {
        const file = join(folder, "datadir.tar.br");
        const bytes = readFileSync(file);
        const middle = Math.floor(bytes.length / 2);
        bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
        writeFileSync(file, bytes);
      });
      const run = await coldStart(corrupted);
      expect(run.source).toBe("initdb");
      expect(run.initdbs).toBe(1);
      expect(run.notices.join("\n")).toMatch(/does not match its checksum; initialising a new one/);
      expect(run.versions).toEqual(MIGRATIONS.map((m) => m.version));
      // Prepared here, as the shipped one was: the same databases.
      expect(run.databases).toEqual(["postgres"]);
    },
    5 * MINUTES,
  );

  // The decision alone (no initdb to follow it): the corrupted case above walks the whole fallback.
  it("passes over one made for another migration set, or without a readable manifest, with a notice", async () => {
    const stale = variant("stale", (folder) => {
      const manifest = JSON.parse(readFileSync(join(folder, "manifest.json"), "utf8"));
      writeFileSync(
        join(folder, "manifest.json"),
        JSON.stringify({ ...manifest, key: "store-0000000000000000" }),
      );
    });
    const garbage = variant("garbage", (folder) => {
      writeFileSync(join(folder, "manifest.json"), "{not json");
    });
    for (const [folder, notice] of [
      [stale, /is for store-0000000000000000, not store-.*; initialising a new one/],
      [garbage, /has no readable manifest\.json.*; initialising a new one/],
    ] as const) {
      const notices: string[] = [];
      const target = tempDir("fill");
      const source = await fillDataDir(target, storeSnapshot.key, {
        shipped: folder,
        cacheFile: freshCacheFile(),
        notice: (m) => notices.push(m),
      });
      expect(source).toBeUndefined();
      expect(notices.join("\n")).toMatch(notice);
      expect(readdirSync(target)).toEqual([]);
    }
  });
});
