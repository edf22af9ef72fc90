// Ways to get a usable PGlite from an initialised data directory, each in a fresh
// node process (as a run pays it: module load, wasm compile, data directory), in
// interleaved rounds; medians. The floor is reopening a plain on-disk directory.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { copyDataDir } from "../src/pglite/data-dir.js";
import { vendorDir } from "../src/vendor.js";
import { startPGlite } from "./start-pglite.js";
import type { BenchSuite } from "./suites.js";

const ROUNDS = 3;
const ROOT = fileURLToPath(new URL("../", import.meta.url));
const REGISTER_TS = pathToFileURL(join(ROOT, "scripts/register-ts.mjs")).href;
const START_URL = pathToFileURL(join(ROOT, "bench/start-pglite.ts")).href;

function pgliteUrl(): string {
  const vendored = vendorDir("pglite");
  if (vendored) return pathToFileURL(join(vendored, "index.js")).href;
  const specifier = "@electric-sql/pglite";
  return pathToFileURL(createRequire(import.meta.url).resolve(specifier)).href.replace(
    /index\.cjs$/,
    "index.js",
  );
}

/**
 * One start in a child: `mode` says where the data directory comes from; then a
 * small store-like workload (the on-disk variants write through to the disk).
 * Prints {startMs, workMs, rssMb}.
 */
const CHILD = `
const { PGlite } = await import(process.env.PGLITE_URL);
const fs = await import("node:fs");
const zlib = await import("node:zlib");
const { join } = await import("node:path");
const mode = process.env.MODE;
const start = process.env.START_URL ? await import(process.env.START_URL) : undefined;
const art = process.env.ART;
const t0 = performance.now();
let db;
if (mode === "initdb") db = await PGlite.create();
else if (mode === "gz") db = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(join(art, "d.tar.gz"))], { type: "application/gzip" }) });
else if (mode === "br") db = await PGlite.create({ loadDataDir: new Blob([zlib.brotliDecompressSync(fs.readFileSync(join(art, "d.tar.br")))]) });
else if (mode === "tar") db = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(join(art, "d.tar"))]) });
else if (mode === "dir-reopen") db = await PGlite.create(process.env.REOPEN, process.env.SB ? { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=" + process.env.SB] } : {});
else if (mode === "dir-copy") {
  const target = fs.mkdtempSync(join(art, "copy-"));
  fs.cpSync(join(art, "dir"), target, { recursive: true });
  db = await PGlite.create(target);
} else if (mode === "shipped" || mode === "cache") {
  // bench/start-pglite.ts: a cold cache filled from the shipped data directory, or a warm one.
  const cacheDir = mode === "shipped" ? fs.mkdtempSync(join(art, "cold-")) : join(art, "warm");
  const snapshot = { key: process.env.KEY, prepare: async () => { throw new Error("initdb ran"); } };
  const options = { shipped: join(art, "shipped"), notice: (m) => { throw new Error(m); } };
  db = (await start.startPGlite(join(cacheDir, "x.tar.gz"), snapshot, options)).db;
}
await db.query("select 1");
const startMs = performance.now() - t0;
const t1 = performance.now();
await db.exec("create table t (id int primary key, v text)");
await db.transaction(async (tx) => { for (let i = 0; i < 500; i++) await tx.query("insert into t values ($1, $2)", [i, "x" + i]); });
for (let i = 500; i < 600; i++) await db.query("insert into t values ($1, $2)", [i, "y"]);
await db.query("select count(*) from t");
const workMs = performance.now() - t1;
let ddlMs;
if (process.env.DDL) {
  // A migration-folder-like replay: 1,000 tables created and altered in one exec.
  const t2 = performance.now();
  const sql = [];
  for (let i = 0; i < 1000; i++) sql.push("create table m" + i + " (id bigserial primary key, name varchar(64) not null, at timestamptz default now()); alter table m" + i + " add column extra integer");
  await db.exec(sql.join(";\\n"));
  ddlMs = performance.now() - t2;
}
console.log(JSON.stringify({ startMs, workMs, ddlMs, rssMb: process.resourceUsage().maxRSS / 1024 }));
process.exit(0);
`;

const MODES = [
  { mode: "initdb", case: "initdb in memory (no data directory at all)" },
  { mode: "gz", case: "loadDataDir from .tar.gz (the cache before this change)" },
  { mode: "br", case: "loadDataDir from .tar.br (brotli, decompressed in node)" },
  { mode: "tar", case: "loadDataDir from plain .tar" },
  {
    mode: "shipped",
    case: "startPGlite, cold cache: shipped .tar.br unpacked into the cache, copied, opened",
  },
  { mode: "cache", case: "startPGlite, warm cache: the cached folder copied, opened" },
  { mode: "dir-copy", case: "plain dir copied to a temp dir, opened on disk" },
  { mode: "dir-reopen", case: "reopen a plain on-disk dir (floor; no copy)" },
  {
    mode: "dir-reopen-baseline",
    case: "reopen a plain on-disk dir, wasm baseline-compiled only (--liftoff-only, as the action and CLI run)",
  },
  {
    mode: "dir-reopen-small-buffers",
    case: "reopen a plain on-disk dir, --liftoff-only and shared_buffers=16MB (as the action and CLI run)",
  },
];

/** Modes whose process also replays 1,000 CREATE/ALTER TABLE pairs (V8's wasm tiers compared on DDL). */
const DDL_MODES = new Set(["dir-reopen", "dir-reopen-baseline", "dir-reopen-small-buffers"]);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The artifacts every mode starts from, made from one initdb. */
async function prepare(art: string): Promise<{ key: string; sizes: Record<string, number> }> {
  const { loadPGliteModule } = await import("../src/vendor.js");
  const { PGlite } = await loadPGliteModule();
  const db = await PGlite.create();
  const tar = new Uint8Array(await (await db.dumpDataDir("none")).arrayBuffer());
  await db.close();
  writeFileSync(join(art, "d.tar"), tar);
  const gz = gzipSync(tar);
  writeFileSync(join(art, "d.tar.gz"), gz);
  const br = brotliCompressSync(tar, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 24 },
  });
  writeFileSync(join(art, "d.tar.br"), br);
  const onDisk = await PGlite.create(join(art, "dir"), { loadDataDir: new Blob([tar]) });
  await onDisk.close();
  // The shipped data directory as the build makes it, and a warm cache filled from it.
  execFileSync(process.execPath, [join(ROOT, "scripts/pglite-datadir.mjs"), "make", join(art, "shipped")]);
  const key = JSON.parse(readFileSync(join(art, "shipped", "manifest.json"), "utf8")).key as string;
  const warm = await startPGlite(
    join(art, "warm", "x.tar.gz"),
    { key, prepare: async () => {} },
    {
      shipped: join(art, "shipped"),
    },
  );
  await warm.db.close();
  const shipped = statSync(join(art, "shipped", "datadir.tar.br")).size;
  return { key, sizes: { tar: tar.byteLength, gz: gz.byteLength, br: br.byteLength, shipped } };
}

/**
 * Issue 13: deleting the scratch copy of a data directory at exit. Node's
 * cpSync truncates each new file before writing it, so ext4 writes every file
 * out at close and the deletion must free them; `cp -a` (copyDataDir) leaves
 * them in the page cache. Interleaved rounds, medians.
 */
async function scratchCopyRows(from: string, art: string): Promise<Record<string, string | number>[]> {
  const ways = ["cpSync", "copyDataDir"] as const;
  const ms: Record<string, { copy: number[]; rm: number[] }> = {
    cpSync: { copy: [], rm: [] },
    copyDataDir: { copy: [], rm: [] },
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const way of ways) {
      const target = join(art, `scratch-${way}-${round}`);
      mkdirSync(target);
      const t0 = performance.now();
      if (way === "cpSync") cpSync(from, target, { recursive: true });
      else await copyDataDir(from, target);
      const t1 = performance.now();
      rmSync(target, { recursive: true, force: true });
      ms[way]?.copy.push(t1 - t0);
      ms[way]?.rm.push(performance.now() - t1);
    }
  }
  const floor = median(ms.copyDataDir?.rm ?? []);
  return ways.map((way) => {
    const rm = median(ms[way]?.rm ?? []);
    return {
      case: `scratch data directory: ${way === "cpSync" ? "cpSync copy (before)" : "copyDataDir (cp -a)"}, then deleted`,
      "start ms": Math.round(median(ms[way]?.copy ?? [])),
      "floor ms": Math.round(floor),
      ratio: `delete ${Math.round(rm)} ms, ${(rm / Math.max(floor, 1)).toFixed(1)}x`,
    };
  });
}

export const pgliteStartup: BenchSuite = {
  name: "pglite-startup",
  async run() {
    const art = mkdtempSync(join(tmpdir(), "cs-bench-pglite-"));
    const child = join(art, "child.mjs");
    writeFileSync(child, CHILD);
    try {
      const { key, sizes } = await prepare(art);
      const samples = new Map<
        string,
        { startMs: number; workMs: number; ddlMs?: number; rssMb: number; wallMs: number }[]
      >();
      for (let round = 0; round < ROUNDS; round++) {
        for (const { mode } of MODES) {
          // The floor's directory is copied before its process starts: reopening costs no copy.
          const reopen = join(art, `reopen-${round}`);
          const smallBuffers = mode === "dir-reopen-small-buffers";
          const baseline = mode === "dir-reopen-baseline" || smallBuffers;
          if (mode.startsWith("dir-reopen")) cpSync(join(art, "dir"), reopen, { recursive: true });
          const t0 = performance.now();
          const flags = baseline ? ["--liftoff-only"] : [];
          const out = execFileSync(process.execPath, [...flags, "--import", REGISTER_TS, child], {
            env: {
              ...process.env,
              MODE: baseline ? "dir-reopen" : mode,
              ...(smallBuffers ? { SB: "16MB" } : {}),
              ...(DDL_MODES.has(mode) ? { DDL: "1" } : {}),
              ART: art,
              REOPEN: reopen,
              KEY: key,
              PGLITE_URL: pgliteUrl(),
              START_URL,
            },
            encoding: "utf8",
          });
          const wallMs = performance.now() - t0;
          const sample = { ...JSON.parse(out.trim().split("\n").pop() ?? "{}"), wallMs };
          samples.set(mode, [...(samples.get(mode) ?? []), sample]);
        }
      }
      const floor = median((samples.get("dir-reopen") ?? []).map((s) => s.startMs));
      const load = loadavg()
        .map((l) => l.toFixed(2))
        .join(" ");
      const rows: Record<string, string | number>[] = MODES.map(({ mode, case: name }) => {
        const runs = samples.get(mode) ?? [];
        const startMs = median(runs.map((s) => s.startMs));
        return {
          case: name,
          "start ms": Math.round(startMs),
          "floor ms": Math.round(floor),
          ratio: `${(startMs / floor).toFixed(2)}x`,
          "process wall ms": Math.round(median(runs.map((s) => s.wallMs))),
          "600 inserts ms": Math.round(median(runs.map((s) => s.workMs))),
          "1,000 tables DDL ms": DDL_MODES.has(mode) ? Math.round(median(runs.map((s) => s.ddlMs ?? 0))) : "",
          "peak MB": Math.round(median(runs.map((s) => s.rssMb))),
        };
      });
      rows.push(...(await scratchCopyRows(join(art, "dir"), art)));
      rows.push({
        case: `initdb dump: tar ${(sizes.tar ?? 0) >> 10} KiB, gz ${(sizes.gz ?? 0) >> 10} KiB, br ${(sizes.br ?? 0) >> 10} KiB; shipped (migrated) br ${(sizes.shipped ?? 0) >> 10} KiB; ${ROUNDS} rounds, medians; load ${load}`,
      });
      return rows;
    } finally {
      rmSync(art, { recursive: true, force: true });
    }
  },
};
