import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { basename, dirname, join, posix } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { parseTar } from "nanotar";
import { vendorDir } from "../vendor.js";

/**
 * The data directories PGlite starts from. initdb costs seconds, reopening a plain on-disk data
 * directory well under one (bench row `pglite-startup`). So a start copies a plain, initialised
 * (and prepared: the store's migrations) data directory from the cache folder into a scratch
 * folder and opens that. The cache folder is filled once per machine: from the data directory
 * shipped in dist/vendor/pglite-datadir (scripts/pglite-datadir.mjs makes it at build time), else
 * by initdb. The worker host (host.ts, worker-start.ts) is the one start path.
 */
export type DataDirSource = "cache" | "shipped";

export interface StartOptions {
  /** The shipped data directory's folder (default: dist/vendor/pglite-datadir; none from source). */
  shipped?: string | undefined;
  /** Where a notice goes (a shipped data directory that cannot serve); default: stderr. */
  notice?: ((message: string) => void) | undefined;
}

/** The key of a plain initialised data directory (no snapshot). */
export const PLAIN_KEY = "plain";
/** dist/vendor/<this>: the shipped data directory (tarball + manifest). */
export const SHIPPED_VENDOR_NAME = "pglite-datadir";
export const SHIPPED_MANIFEST = "manifest.json";

/** What scripts/pglite-datadir.mjs writes beside the shipped tarball. */
export interface ShippedManifest {
  /** The snapshot key the data directory was prepared under. */
  key: string;
  /** `SHOW server_version` of the PGlite that made it. */
  pgVersion: string;
  /** The tarball's file name (brotli-compressed tar of the data directory). */
  file: string;
  sha256: string;
}

let started = 0;
let initdbs = 0;

/** How many PGlite instances this process has started (tests assert a run's budget of them). */
export function pgliteStartCount(): number {
  return started;
}

/** How many of those ran initdb (none when the cache or the shipped data directory served). */
export function pgliteInitdbCount(): number {
  return initdbs;
}

export function pgliteCacheFile(env: NodeJS.ProcessEnv = process.env): string {
  const dir =
    env.CONTRACT_SYNC_CACHE_DIR ?? join(env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "contract-sync");
  return join(dir, "pglite-datadir-v1.tar.gz");
}

/** The plain on-disk data directory cached for `key`, beside the cache file. */
export function dataDirCacheFolder(cacheFile: string, key: string): string {
  return join(dirname(cacheFile), `pglite-dir-v1-${key}`);
}

/** The shipped data directory's folder in the bundle, undefined from source. */
export function shippedDataDirFolder(): string | undefined {
  return vendorDir(SHIPPED_VENDOR_NAME);
}

export const stderrNotice = (message: string) => process.stderr.write(`contract-sync: ${message}\n`);

/**
 * Fills `target` (a missing or empty folder) with the data directory prepared
 * under `key`: a copy of the cache folder's, else the shipped one (extracted
 * into the cache folder first, so that later processes only copy). Undefined
 * when neither serves: the caller runs initdb. A shipped data directory that
 * is for another key, damaged or unreadable is passed over with a notice.
 */
export async function fillDataDir(
  target: string,
  key: string,
  options: StartOptions & { cacheFile?: string | undefined } = {},
): Promise<DataDirSource | undefined> {
  const cached = dataDirCacheFolder(options.cacheFile ?? pgliteCacheFile(), key);
  if (await isDataDir(cached)) {
    await copyDataDir(cached, target);
    return "cache";
  }
  const shippedFolder = shippedFolderOf(options);
  if (!shippedFolder) return undefined;
  const shipped = await readShippedDataDir(shippedFolder, key);
  if ("problem" in shipped) {
    // Another kind of key is the ordinary case of an instance that is not the store's: no notice.
    if (shipped.otherKind !== true)
      (options.notice ?? stderrNotice)(`${shipped.problem}; initialising a new one`);
    return undefined;
  }
  if (await extractDataDir(shipped.tar, cached)) await copyDataDir(cached, target);
  // A read-only cache: this process still starts from the shipped one.
  else if (!(await extractDataDir(shipped.tar, target))) {
    (options.notice ?? stderrNotice)(
      `${shipped.label} holds no usable data directory; initialising a new one`,
    );
    return undefined;
  }
  return "shipped";
}

/**
 * Copies a data directory into the empty folder `target`. `cp -a` first:
 * Node's cpSync (libuv's copyfile) truncates each new file to zero before
 * writing it, and ext4 (auto_da_alloc) then writes every such file to disk at
 * close, so deleting the scratch folder at exit must free ~1,000 allocated
 * files, many times what a `cp -a` copy still in the page cache costs
 * (`npm run bench -- pglite-startup`, rows "plain dir copied to a temp dir"). cpSync
 * where there is no GNU cp (or it fails).
 */
export async function copyDataDir(from: string, target: string): Promise<"cp" | "cpSync"> {
  const copied = await new Promise<boolean>((resolve) => {
    execFile("cp", ["-a", "--reflink=auto", `${from}/.`, target], (error) => resolve(!error));
  });
  if (copied) return "cp";
  await rm(target, { recursive: true, force: true });
  cpSync(from, target, { recursive: true });
  return "cpSync";
}

async function isDataDir(folder: string): Promise<boolean> {
  return (await stat(join(folder, "PG_VERSION")).catch(() => undefined))?.isFile() === true;
}

/**
 * The shipped data directory's tar for `key`, or why it cannot serve (for
 * another key; manifest or tarball missing, damaged or not matching its checksum).
 */
export async function readShippedDataDir(
  folder: string,
  key: string,
): Promise<{ tar: Uint8Array; label: string } | { problem: string; otherKind?: boolean }> {
  const label = `the shipped PGlite data directory (${folder})`;
  const manifest = await readShippedManifest(folder);
  if (manifest instanceof Error) {
    return { problem: `${label} has no readable ${SHIPPED_MANIFEST} (${String(manifest)})` };
  }
  if (manifest.key !== key) {
    // "store-<hash>" against "store-<other hash>": a stale build, worth a notice; against "plain": not.
    const kind = (k: unknown) => String(k).split("-")[0];
    return {
      problem: `${label} is for ${manifest.key}, not ${key}`,
      otherKind: kind(manifest.key) !== kind(key),
    };
  }
  if (typeof manifest.file !== "string" || posix.basename(manifest.file) !== manifest.file)
    return { problem: `${label}: the manifest names no file` };
  const packed = await readFile(join(folder, manifest.file)).catch(() => undefined);
  if (!packed) return { problem: `${label}: ${manifest.file} is missing` };
  if (createHash("sha256").update(packed).digest("hex") !== manifest.sha256)
    return { problem: `${label}: ${manifest.file} does not match its checksum` };
  try {
    // In one go, not zlib's asynchronous stream: its chunks lived across ticks into V8's old
    // generation and, with the copy a Uint8Array of the Buffer made, a cold run kept 75 MB of dead
    // buffers to its end; in one go is smaller and faster (`npm run bench -- pglite-startup`, row
    // "startPGlite, cold cache").
    return { tar: brotliDecompressSync(packed), label };
  } catch (error) {
    return { problem: `${label}: ${manifest.file} does not decompress (${String(error)})` };
  }
}

/**
 * Writes a data directory's tarball out as a plain folder, atomically (a
 * sibling folder renamed into place; another process may be doing the same).
 * False when it cannot be written or the tarball holds no data directory.
 */
export async function extractDataDir(tar: Uint8Array, folder: string): Promise<boolean> {
  await removeAbandonedPartials(folder);
  const partial = `${folder}.${process.pid}.${Date.now()}.tmp`;
  try {
    await mkdir(partial, { recursive: true, mode: 0o700 });
    // nanotar's parseTar reads `tar.buffer` from its start: a view into a larger one is copied out.
    const whole = tar.byteOffset === 0 && tar.byteLength === tar.buffer.byteLength ? tar : tar.slice();
    for (const item of parseTar(whole)) {
      // Names are relative to the data directory ("/base/1/..." in PGlite's dumps); fail closed on "..".
      const name = posix.normalize(item.name.replace(/^\/+/, ""));
      if (name === "." || name === ".." || name.startsWith("../")) continue;
      const path = join(partial, name);
      if (item.type === "directory") await mkdir(path, { recursive: true, mode: 0o700 });
      else if (item.type === "file" || item.type === undefined) {
        await mkdir(dirname(path), { recursive: true, mode: 0o700 });
        await writeFile(path, item.data ?? new Uint8Array(0), { mode: 0o600 });
      }
    }
    if (!(await isDataDir(partial))) throw new Error("no PG_VERSION");
    // Another process filled it meanwhile: keep theirs (replacing it would cut short a copy being made).
    if (await isDataDir(folder)) {
      await rm(partial, { recursive: true, force: true });
      return true;
    }
    await rm(folder, { recursive: true, force: true });
    await rename(partial, folder);
    return true;
  } catch {
    await rm(partial, { recursive: true, force: true });
    return false;
  }
}

/** Partial folders of processes that exited mid-write (older than ten minutes): removed. */
async function removeAbandonedPartials(folder: string): Promise<void> {
  const prefix = `${basename(folder)}.`;
  const names = await readdir(dirname(folder)).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith(".tmp")) continue;
    const path = join(dirname(folder), name);
    const info = await stat(path).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > 10 * 60_000) await rm(path, { recursive: true, force: true });
  }
}

/**
 * Caches a dump of a data directory (tar, or gzipped tar as `dumpDataDir("gzip")`
 * makes) as the plain folder for `key` that `fillDataDir` copies. False when
 * it could not be written.
 */
export async function cacheDataDirFolder(
  dump: Uint8Array,
  key: string,
  cacheFile = pgliteCacheFile(),
): Promise<boolean> {
  const gzipped = dump[0] === 0x1f && dump[1] === 0x8b;
  const tar = gzipped ? gunzipSync(dump) : dump;
  return extractDataDir(tar, dataDirCacheFolder(cacheFile, key));
}

/** The cached initialised data directory (gzipped tarball), or undefined when there is none. */
export async function readCachedDataDir(cacheFile = pgliteCacheFile()): Promise<Uint8Array | undefined> {
  const bytes = await readFile(cacheFile).catch(() => undefined);
  return bytes ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
}

/** Writes a dump of a freshly initialised data directory to the cache (atomically; failures ignored). */
export async function writeCachedDataDir(dump: Uint8Array, cacheFile = pgliteCacheFile()): Promise<void> {
  try {
    await mkdir(join(cacheFile, ".."), { recursive: true });
    const partial = `${cacheFile}.${process.pid}.tmp`;
    await writeFile(partial, dump);
    await rename(partial, cacheFile);
  } catch {
    // A read-only home is fine: the next process pays initdb again.
  }
}

/** The cache file of a snapshot under `key`, beside the plain one (as `startPGlite` names it). */
export function snapshotCacheFile(cacheFile: string, key: string): string {
  return cacheFile.replace(/\.tar\.gz$/, `-${key}.tar.gz`);
}

/** Counts a PGlite started elsewhere (in a worker thread) in `pgliteStartCount()`. */
export function notePGliteStart(): void {
  started++;
}

/** Counts an initdb run elsewhere (in a worker thread) in `pgliteInitdbCount()`. */
export function notePGliteInitdb(): void {
  initdbs++;
}

/** The key the shipped data directory was prepared under, undefined when none ships (from source). */
export async function shippedDataDirKey(options: StartOptions = {}): Promise<string | undefined> {
  const folder = shippedFolderOf(options);
  const manifest = folder ? await readShippedManifest(folder) : undefined;
  return manifest instanceof Error || typeof manifest?.key !== "string" ? undefined : manifest.key;
}

/** The shipped data directory's folder: the one the options name (tests), else dist/'s. */
function shippedFolderOf(options: StartOptions): string | undefined {
  return "shipped" in options ? options.shipped : shippedDataDirFolder();
}

/** The shipped manifest, or why it cannot be read. */
async function readShippedManifest(folder: string): Promise<ShippedManifest | Error> {
  try {
    return JSON.parse(await readFile(join(folder, SHIPPED_MANIFEST), "utf8")) as ShippedManifest;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
