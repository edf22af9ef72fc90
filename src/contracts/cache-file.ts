import { readdirSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { identityOfFiles } from "../code-identity.js";
import { pgliteCacheFile } from "../pglite/data-dir.js";

/**
 * Entries kept between runs by file path and Git blob id (a blob id names the file's bytes, so an
 * entry never goes stale; one written by other code is never read, as the file holds the code's
 * identity). A damaged or missing store costs the parse, never a wrong answer.
 */
export interface BlobKeyedStore<T> {
  read(): Promise<Map<string, T>>;
  /** Replaces the store's entries (those of the tree just read). */
  write(entries: ReadonlyMap<string, T>): Promise<void>;
}

export function blobKey(path: string, blobId: string): string {
  return `${blobId} ${path}`;
}

/**
 * A store in the cache folder beside PGlite's data directories (docs/configure.md "Monorepos"):
 * `<format>.json`, off with `CONTRACT_SYNC_READ_CACHE=0` like the Postgres read cache. `valid`
 * checks each stored entry against its key: one bad entry drops the whole file.
 */
export function diskStore<T>(
  format: string,
  valid: (key: string, value: unknown) => value is T,
  env: NodeJS.ProcessEnv = process.env,
): BlobKeyedStore<T> | undefined {
  if (env.CONTRACT_SYNC_READ_CACHE === "0" || env.CONTRACT_SYNC_READ_CACHE === "false") return undefined;
  const file = join(dirname(pgliteCacheFile(env)), `${format}.json`);
  return {
    async read() {
      const text = await readFile(file, "utf8").catch(() => undefined);
      return text === undefined ? new Map() : entriesOf(text, format, valid);
    },
    async write(entries) {
      const body = JSON.stringify({ format, code: codeIdentity(), entries: Object.fromEntries(entries) });
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch {
        // A cache that cannot be written costs the next run its parse, nothing else.
        await rm(temporary, { force: true }).catch(() => {});
      }
    },
  };
}

/** The entries of a stored file, or none when it is damaged, of another format or of other code. */
function entriesOf<T>(
  text: string,
  format: string,
  valid: (key: string, value: unknown) => value is T,
): Map<string, T> {
  const entries = new Map<string, T>();
  try {
    const stored = JSON.parse(text) as { format?: unknown; code?: unknown; entries?: unknown };
    if (stored.format !== format || stored.code !== codeIdentity()) return entries;
    if (typeof stored.entries !== "object" || stored.entries === null) return entries;
    for (const [key, value] of Object.entries(stored.entries as Record<string, unknown>)) {
      if (!valid(key, value)) return new Map();
      entries.set(key, value);
    }
  } catch {
    return new Map();
  }
  return entries;
}

export function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === "string");
}

let identity: string | undefined;

/** The code that parses contracts: this folder's modules from source, else the bundle holding it. */
export function codeIdentity(): string {
  if (identity) return identity;
  const here = fileURLToPath(import.meta.url);
  const folder = dirname(here);
  // From source: this folder and the parsing it borrows (YAML diagnostics, limits, storable text).
  identity = identityOfFiles(
    here.endsWith(".ts")
      ? [
          ...readdirSync(folder)
            .filter((f) => f.endsWith(".ts"))
            .sort()
            .map((f) => join(folder, f)),
          ...["config/yaml-diagnostics.ts", "config/limits.ts", "api/resources.ts", "api/storable.ts"].map(
            (f) => join(folder, "..", f),
          ),
        ]
      : [here],
  );
  return identity;
}
