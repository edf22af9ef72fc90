import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { ReadResult, SchemaReader, SourceFiles } from "../../../src/schema/model.js";

/* Reading whole corpora of real schema files and reporting the figures issue 14 asks for. */

export const NODE_MODULES = join(import.meta.dirname, "../../../node_modules");

/** Files under `dirs` of `root` whose names end with one of `endings`, root-relative, sorted. */
export function filesUnder(root: string, dirs: readonly string[], endings: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (endings.some((ending) => entry.name.endsWith(ending))) out.push(relative(root, path));
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return out.sort();
}

export interface FileRead {
  file: string;
  result: ReadResult;
  ms: number;
}

/** Reads each file with `reader`; a throw becomes a result with an "internal error" diagnostic. */
export async function readEach(
  reader: SchemaReader,
  files: SourceFiles,
  paths: readonly string[],
): Promise<FileRead[]> {
  const reads: FileRead[] = [];
  for (const file of paths) {
    const started = performance.now();
    let result: ReadResult;
    try {
      result = await reader.read({ path: file, sourceType: reader.sourceType, dataSource: "corpus", files });
    } catch (error) {
      result = {
        assets: [],
        diagnostics: [{ file, severity: "error", message: `internal error: ${String(error)}` }],
      };
    }
    reads.push({ file, result, ms: performance.now() - started });
  }
  return reads;
}

export interface CorpusRow {
  corpus: string;
  files: number;
  assets: number;
  diagnostics: number;
  seconds: number;
  slowestMs: number;
  agreement: string;
}

export function rowOf(corpus: string, reads: readonly FileRead[], agreement = "-"): CorpusRow {
  return {
    corpus,
    files: reads.length,
    assets: reads.reduce((sum, read) => sum + read.result.assets.length, 0),
    diagnostics: reads.reduce((sum, read) => sum + read.result.diagnostics.length, 0),
    seconds: Number((reads.reduce((sum, read) => sum + read.ms, 0) / 1000).toFixed(1)),
    slowestMs: Math.round(Math.max(0, ...reads.map((read) => read.ms))),
    agreement,
  };
}

/** The figures per corpus, as a table in the test output (quoted in the README's "Tested on"). */
export function printTable(rows: readonly CorpusRow[]): void {
  const header = ["corpus", "files read", "assets", "diagnostics", "time (s)", "slowest (ms)", "agreement"];
  const lines = rows.map((r) => [
    r.corpus,
    r.files,
    r.assets,
    r.diagnostics,
    r.seconds,
    r.slowestMs,
    r.agreement,
  ]);
  const table = [header, ...lines].map((cells) => `| ${cells.join(" | ")} |`);
  table.splice(1, 0, `|${header.map(() => " --- |").join("")}`);
  console.log(`\n${table.join("\n")}\n`);
}
