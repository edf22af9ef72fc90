import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { createTar } from "nanotar";
import { afterAll, describe, expect, it } from "vitest";
import { cacheDataDirFolder, copyDataDir, dataDirCacheFolder, PLAIN_KEY } from "../../src/pglite/data-dir.js";
import { PGliteHost } from "../../src/pglite/host.js";

const work = mkdtempSync(join(tmpdir(), "scratch-copy-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every file under `dir` with its bytes, by relative path. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else out[relative(dir, path)] = readFileSync(path).toString("base64");
    }
  };
  walk(dir);
  return out;
}

function sampleDataDir(): string {
  const from = mkdtempSync(join(work, "from-"));
  mkdirSync(join(from, "base/1"), { recursive: true });
  writeFileSync(join(from, "PG_VERSION"), "17\n");
  writeFileSync(join(from, "base/1/1259"), Buffer.alloc(64 * 1024, 7));
  writeFileSync(join(from, "base/1/empty"), "");
  return from;
}

// Issue 13: Node's cpSync made the scratch folder slow to delete at exit (ext4 flushes files it
// truncated; `npm run bench -- pglite-startup`, rows "scratch data directory: ..."); the data directory is now copied with `cp -a`, with cpSync where cp is missing.
describe("copying a data directory into a scratch folder", () => {
  it("copies every file and folder, with `cp` where there is one", async () => {
    const from = sampleDataDir();
    const target = mkdtempSync(join(work, "to-"));
    expect(await copyDataDir(from, target)).toBe("cp");
    expect(tree(target)).toEqual(tree(from));
  });

  it("falls back to cpSync when `cp` cannot run, with the same result", async () => {
    const from = sampleDataDir();
    const target = mkdtempSync(join(work, "to-"));
    const path = process.env.PATH;
    process.env.PATH = join(work, "no-such-bin");
    try {
      expect(await copyDataDir(from, target)).toBe("cpSync");
    } finally {
      process.env.PATH = path;
    }
    expect(tree(target)).toEqual(tree(from));
  });

  it("a scratch host starts from the cached folder copy, keeps what it commits, and removes its folder at close", async () => {
    const cacheFile = join(mkdtempSync(join(work, "cache-")), "pglite-datadir-v1.tar.gz");
    // The cache holds a plain initialised folder (as a first process leaves it); the host copies it.
    const fresh = await PGlite.create();
    const dump = new Uint8Array(await (await fresh.dumpDataDir("none")).arrayBuffer());
    await fresh.close();
    expect(await cacheDataDirFolder(dump, PLAIN_KEY, cacheFile)).toBe(true);
    const dataDir = mkdtempSync(join(work, "b-"));
    const host = new PGliteHost({
      dataDir,
      temporary: true,
      cacheFile,
      extensions: [],
      start: { shipped: undefined },
    });
    try {
      await host.start();
      expect(host.source).toBe("cache");
      await host.exec("CREATE TABLE kept (id int); INSERT INTO kept VALUES (41), (1);", 30_000);
      // A restart reopens the same folder: what was committed is still there.
      await host.restart();
      const { rows } = await host.query<{ n: number }>("SELECT sum(id)::int AS n FROM kept");
      expect(rows).toEqual([{ n: 42 }]);
    } finally {
      await host.close();
    }
    expect(existsSync(dataDir)).toBe(false);
  }, 120_000);

  // The tar is read from its own bytes whatever buffer holds it: nanotar's parser reads the
  // underlying ArrayBuffer from its start.
  it.each([
    ["a plain tar", (tar: Uint8Array) => tar],
    ["a gzipped tar", (tar: Uint8Array) => new Uint8Array(gzipSync(tar))],
  ])("caches %s handed in as a view into a larger buffer", async (_name, pack) => {
    const bytes = pack(
      createTar([
        { name: "PG_VERSION", data: "17\n" },
        { name: "base/1/1259", data: new Uint8Array(1000).fill(7) },
      ]),
    );
    const larger = new Uint8Array(bytes.byteLength + 1024);
    larger.set(bytes, 1024);
    const cacheFile = join(mkdtempSync(join(work, "view-")), "pglite-datadir-v1.tar.gz");
    expect(await cacheDataDirFolder(larger.subarray(1024), PLAIN_KEY, cacheFile)).toBe(true);
    expect(tree(dataDirCacheFolder(cacheFile, PLAIN_KEY))).toEqual({
      PG_VERSION: Buffer.from("17\n").toString("base64"),
      "base/1/1259": Buffer.alloc(1000, 7).toString("base64"),
    });
  });
});
