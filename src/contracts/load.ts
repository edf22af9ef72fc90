import type { ConfigRules } from "../config/config.js";
import { LIMITS, readWithinLimit } from "../config/limits.js";
import type { RepoFiles } from "../git/files.js";
import type { Diagnostic } from "../schema/model.js";
import { type LoadedContract, type ParsedContractFile, readContractFile } from "./contract-file.js";
import {
  type ContractIndexStore,
  type ContractSelection,
  type ContractSummary,
  indexKey,
  selects,
  summaryOf,
} from "./contract-index.js";
import { type OdcsContext, odcsContextKey, odcsContextOf } from "./odcs-binding.js";
import type { ParsedContractStore } from "./parse-cache.js";

type Parsed = ParsedContractFile;

/** Which of the files to load: all (the default), or those a selection names, through an index. */
export interface LoadScope {
  selection: ContractSelection;
  /** Summaries of files read before (by blob id); without one, every file is parsed to know what it holds. */
  index?: ContractIndexStore | undefined;
}

/**
 * Loads the contract files the configuration points at (`contracts` globs, minus `ignore`) from
 * one version of the repository. A bad file costs only its own contracts; a contract id used twice
 * keeps the first (in path order) and reports the second, naming both places.
 *
 * With a scope, only the files holding a selected contract are loaded, and every file that is not
 * clean (any diagnostic) or shares a contract id with another file: what is left out has no
 * problem to report and names nothing the caller asks about (docs/configure.md "Monorepos").
 *
 * Without a scope, a `cache` of files parsed before (by blob id) stands in for the parse of every
 * file whose bytes it knows: the result is the same, only the files that changed are read.
 */
export async function loadContracts(
  files: RepoFiles,
  rules: ConfigRules,
  scope?: LoadScope,
  cache?: ParsedContractStore,
  today?: string,
): Promise<Parsed> {
  const paths = (await files.listAll()).filter((path) => rules.isContractFile(path));
  const parsed = new Map<string, Parsed>();
  const odcs = odcsContextOf(rules, today, files);
  const wanted = scope
    ? await scopedPaths(files, paths, scope, parsed, odcs)
    : await cachedParses(files, paths, cache, parsed, odcs);
  const contracts: LoadedContract[] = [];
  const diagnostics: Diagnostic[] = [];
  const byId = new Map<string, LoadedContract>();
  for (const path of wanted) {
    const read = parsed.get(path) ?? (await parsePath(files, path, odcs));
    diagnostics.push(...read.diagnostics);
    for (const loaded of read.contracts) {
      const first = byId.get(loaded.contract.id);
      if (first) {
        diagnostics.push({
          file: loaded.file,
          line: loaded.line,
          severity: "error",
          message: `id: ${loaded.contract.id} is already the id of the contract in ${first.file}:${first.line}`,
        });
        continue;
      }
      byId.set(loaded.contract.id, loaded);
      contracts.push(loaded);
    }
  }
  return { contracts, diagnostics };
}

/**
 * Every path, with the parses `cache` knows put into `parsed` and the rest parsed there too; the
 * cache then holds this tree's clean files (written only when it learned one).
 */
async function cachedParses(
  files: RepoFiles,
  paths: readonly string[],
  cache: ParsedContractStore | undefined,
  parsed: Map<string, Parsed>,
  odcs: OdcsContext,
): Promise<readonly string[]> {
  const blobIds = cache ? await files.blobIds?.(paths) : undefined;
  if (!cache || !blobIds) {
    await files.prefetch?.(paths);
    return paths;
  }
  const known = await cache.read();
  // An ODCS file reads differently under other bindings, logins or another day: part of the key.
  const context = odcsContextKey(odcs);
  const keyOf = (path: string) => indexKey(path, `${blobIds.get(path) ?? ""}@${context}`);
  const unknown = paths.filter((path) => !known.has(keyOf(path)));
  await files.prefetch?.(unknown);
  const kept = new Map<string, LoadedContract[]>();
  for (const path of paths) {
    const key = keyOf(path);
    const contracts = known.get(key);
    if (contracts) {
      parsed.set(path, { contracts, diagnostics: [] });
      kept.set(key, contracts);
      continue;
    }
    const read = await parsePath(files, path, odcs);
    parsed.set(path, read);
    // A file bound through other files (a Kafka topic's schema) is read every time.
    if (read.diagnostics.length === 0 && !read.dependsOnAssets && blobIds.has(path))
      kept.set(key, read.contracts);
  }
  if ([...kept.keys()].some((key) => !known.has(key)) || kept.size !== known.size) await cache.write(kept);
  return paths;
}

async function parsePath(files: RepoFiles, path: string, odcs: OdcsContext): Promise<Parsed> {
  const { text, problem } = await readWithinLimit(files, path, LIMITS.contractFileBytes, "the contract file");
  if (problem) return { contracts: [], diagnostics: [problem] };
  if (text === undefined)
    return {
      contracts: [],
      diagnostics: [{ file: path, severity: "error", message: "listed but could not be read" }],
    };
  return readContractFile(text, path, odcs);
}

/**
 * The paths a scope loads, in path order. A file the index does not know is parsed (kept in
 * `parsed`) and, when clean, learned; the index then holds the summaries of this tree's files.
 */
async function scopedPaths(
  files: RepoFiles,
  paths: readonly string[],
  scope: LoadScope,
  parsed: Map<string, Parsed>,
  odcs: OdcsContext,
): Promise<string[]> {
  const blobIds = scope.index ? await files.blobIds?.(paths) : undefined;
  const known = blobIds && scope.index ? await scope.index.read() : new Map<string, ContractSummary>();
  // Each path's key made once: a monorepo asks this of 10,000 contract files on every check.
  const context = odcsContextKey(odcs);
  const keys = paths.map((path) => indexKey(path, `${blobIds?.get(path) ?? ""}@${context}`));
  await files.prefetch?.(paths.filter((_, i) => !known.has(keys[i]!)));
  const summaries = new Map<string, ContractSummary | undefined>();
  const learned = new Map<string, ContractSummary>();
  let learnedNew = false;
  for (const [i, path] of paths.entries()) {
    const key = keys[i]!;
    let summary = known.get(key);
    if (!summary) {
      const read = await parsePath(files, path, odcs);
      parsed.set(path, read);
      // Only a clean file may be left out later: one with a problem is read every time.
      // So is one bound through other files (a Kafka topic to its schema), which may change alone.
      summary =
        read.diagnostics.length === 0 && !read.dependsOnAssets ? summaryOf(read.contracts) : undefined;
    }
    summaries.set(path, summary);
    if (summary && blobIds?.has(path)) {
      learned.set(key, summary);
      if (!known.has(key)) learnedNew = true;
    }
  }
  if (blobIds && scope.index && learnedNew) await scope.index.write(learned);
  const idFiles = new Map<string, number>();
  const count = (ids: readonly string[]) => {
    // Nearly every file holds one contract: no set of its ids to make.
    for (const id of ids.length === 1 ? ids : new Set(ids)) idFiles.set(id, (idFiles.get(id) ?? 0) + 1);
  };
  for (const summary of summaries.values()) if (summary) count(summary.ids);
  for (const read of parsed.values())
    if (read.diagnostics.length > 0) count(read.contracts.map((c) => c.contract.id));
  const wanted = paths.filter((path) => {
    const summary = summaries.get(path);
    return (
      !summary || selects(scope.selection, summary) || summary.ids.some((id) => (idFiles.get(id) ?? 0) > 1)
    );
  });
  await files.prefetch?.(wanted.filter((path) => !parsed.has(path)));
  return wanted;
}
