import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { pgliteCacheFile } from "../pglite/data-dir.js";
import type { LoadedContract } from "./contract-file.js";

/**
 * What a check needs to know of a contract file it may not read: the ids and resource names of its
 * contracts. Known only for a file that parsed without a single diagnostic: any other file is read
 * every time, so its problems are always reported.
 */
export interface ContractSummary {
  ids: string[];
  names: string[];
}

/** The contracts a check asks for: those naming one of `names`, or having one of `ids`. */
export interface ContractSelection {
  names: ReadonlySet<string>;
  ids: ReadonlySet<string>;
}

/**
 * Summaries kept between runs, by file path and Git blob id (a blob id names the file's bytes, so
 * an entry never goes stale; one written by other code is never read, as the key holds the code's
 * identity). A damaged or missing store costs the parse, never a wrong answer.
 */
export interface ContractIndexStore {
  read(): Promise<Map<string, ContractSummary>>;
  /** Replaces the store's entries (those of the tree just read). */
  write(entries: ReadonlyMap<string, ContractSummary>): Promise<void>;
}

export function indexKey(path: string, blobId: string): string {
  return `${blobId} ${path}`;
}

export function summaryOf(contracts: readonly LoadedContract[]): ContractSummary {
  return {
    ids: contracts.map((c) => c.contract.id),
    names: [
      ...new Set(
        contracts.flatMap((c) => [
          ...(c.contract.dataAssetResourceName ? [c.contract.dataAssetResourceName] : []),
          ...(c.contract.dataAssetResourceNameList ?? []),
        ]),
      ),
    ],
  };
}

export function selects(selection: ContractSelection, summary: ContractSummary): boolean {
  return summary.ids.some((id) => selection.ids.has(id)) || summary.names.some((n) => selection.names.has(n));
}

const FORMAT = "contract-index-v1";

/**
 * The store in the cache folder beside PGlite's data directories (README "Monorepos"):
 * `contract-index-v1.json`, off with `CONTRACT_SYNC_READ_CACHE=0` like the Postgres read cache.
 */
export function diskContractIndex(env: NodeJS.ProcessEnv = process.env): ContractIndexStore | undefined {
  if (env.CONTRACT_SYNC_READ_CACHE === "0" || env.CONTRACT_SYNC_READ_CACHE === "false") return undefined;
  const file = join(dirname(pgliteCacheFile(env)), `${FORMAT}.json`);
  return {
    async read() {
      const text = await readFile(file, "utf8").catch(() => undefined);
      return text === undefined ? new Map() : entriesOf(text);
    },
    async write(entries) {
      const body = JSON.stringify({
        format: FORMAT,
        code: codeIdentity(),
        entries: Object.fromEntries(entries),
      });
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

/** The entries of a stored index, or none when it is damaged, of another format or of other code. */
function entriesOf(text: string): Map<string, ContractSummary> {
  const entries = new Map<string, ContractSummary>();
  try {
    const stored = JSON.parse(text) as { format?: unknown; code?: unknown; entries?: unknown };
    if (stored.format !== FORMAT || stored.code !== codeIdentity()) return entries;
    if (typeof stored.entries !== "object" || stored.entries === null) return entries;
    for (const [key, value] of Object.entries(stored.entries as Record<string, unknown>)) {
      const summary = value as Partial<ContractSummary> | null;
      if (!isStrings(summary?.ids) || !isStrings(summary?.names)) return new Map();
      entries.set(key, { ids: summary.ids, names: summary.names });
    }
  } catch {
    return new Map();
  }
  return entries;
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === "string");
}

let identity: string | undefined;

/** The code that parses contracts: this folder's modules from source, else the bundle holding it. */
function codeIdentity(): string {
  if (identity) return identity;
  const hash = createHash("sha256");
  const here = fileURLToPath(import.meta.url);
  const folder = dirname(here);
  // From source: this folder and the parsing it borrows (YAML diagnostics, limits, storable text).
  const files = here.endsWith(".ts")
    ? [
        ...readdirSync(folder)
          .filter((f) => f.endsWith(".ts"))
          .sort()
          .map((f) => join(folder, f)),
        ...["config/yaml-diagnostics.ts", "config/limits.ts", "api/resources.ts", "api/storable.ts"].map(
          (f) => join(folder, "..", f),
        ),
      ]
    : [here];
  for (const file of files) {
    try {
      hash.update(file.slice(file.lastIndexOf("/") + 1)).update(readFileSync(file));
    } catch {
      hash.update(`${file}: unreadable`);
    }
  }
  identity = hash.digest("hex");
  return identity;
}
