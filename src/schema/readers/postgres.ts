import { FileTooLarge } from "../fs-source.js";
import type { Diagnostic, ReadRequest, ReadResult, SchemaReader } from "../model.js";
import { errorDiagnostic } from "../reader-helpers.js";
import { FolderReplay } from "./postgres/folder-replay.js";
import { extensionsCreatedIn, extensionsUsedNotCreated, withPGlite } from "./postgres/instance.js";
import { migrationFiles, orderMismatches, upSection } from "./postgres/migration-order.js";
import { replayBudgetFromEnv } from "./postgres/replay.js";
import { cachedRead, cacheRead, readCacheEnabled, readCacheKey } from "./postgres/result-cache.js";
import { standIns } from "./postgres/stand-ins.js";
import { StateMissing } from "./postgres/state-cache.js";
import {
  type AddedFiles,
  type ReadInput,
  type ReadOutcome,
  readFromState,
  replayBoth,
} from "./postgres/versions.js";

/**
 * Postgres DDL: a file of CREATE TABLEs, or a folder of migrations replayed in
 * the order its tool applies them (migration-order.ts: Flyway versions, sqitch's plan, else
 * natural order, V2 before V10). The DDL runs in PGlite (in a worker thread,
 * files batched into few round trips) and the tables are read back from the
 * catalog, so the result is what Postgres itself would hold. A statement
 * Postgres rejects becomes a diagnostic at its line; the statements after it
 * still run. SQL from a pull request is bounded in time (see replay.ts: 20 s
 * per statement or batch, 180 s per read by default) and pg_dump files are
 * read as dumps (see dump.ts). With `views` (a config rule's `views: true`),
 * views and materialized views are assets too: their columns and types from the
 * catalog, their lines at the view's name in its CREATE VIEW.
 *
 * `readVersions` reads a folder at two revisions with one replay when the
 * second only adds migrations that sort after the first's (a pull request
 * adding a migration): the first's result is read, the new files applied on
 * top, the second's read. Any other change replays each revision alone.
 * Results are cached by content across runs (see result-cache.ts): a side
 * read before is not replayed.
 */
export const postgresReader: SchemaReader = {
  sourceType: "postgres",
  extensions: [".sql", ".pgsql", ".psql"],
  async read(request: ReadRequest): Promise<ReadResult> {
    const input = await readInput(request);
    return "assets" in input ? input : readSide(input);
  },
  async readVersions(base: ReadRequest, head: ReadRequest) {
    const baseInput = await readInput(base);
    const headInput = await readInput(head);
    if ("assets" in baseInput || "assets" in headInput) {
      const side = (input: ReadInput | ReadResult) => ("assets" in input ? input : readSide(input));
      return { base: await side(baseInput), head: await side(headInput) };
    }
    const cachedBase = await cached(baseInput);
    const cachedHead = await cached(headInput);
    const added = cachedHead ? undefined : addedFiles(baseInput, headInput);
    if (!added) {
      return {
        base: cachedBase ?? (await readSide(baseInput)),
        head: cachedHead ?? (await readSide(headInput)),
      };
    }
    const fromState = await readFromState(baseInput, headInput, added, cachedBase);
    if (fromState) {
      return {
        base:
          cachedBase ??
          (fromState.base ? await remember(baseInput, fromState.base) : await readSide(baseInput)),
        head: await remember(headInput, fromState.head),
      };
    }
    // The base replayed again (its cached result kept) when its state is not cached: this run caches it.
    const both = await replayBoth(baseInput, headInput, added).catch((error: unknown) => {
      if (error instanceof StateMissing) return undefined;
      throw error;
    });
    if (!both) return { base: cachedBase ?? (await readSide(baseInput)), head: await readSide(headInput) };
    return {
      base: cachedBase ?? (await remember(baseInput, both.base)),
      head: both.head ? await remember(headInput, both.head) : await readSide(headInput),
    };
  },
};

/** A side's result: from the cache, else replayed (and cached). */
async function readSide(input: ReadInput): Promise<ReadResult> {
  return (await cached(input)) ?? remember(input, await readAlone(input));
}

async function cached(input: ReadInput): Promise<ReadResult | undefined> {
  return input.cacheKey ? cachedRead(input.cacheKey) : undefined;
}

async function remember(input: ReadInput, read: ReadOutcome): Promise<ReadResult> {
  if (input.cacheKey && !read.timeDependent) await cacheRead(input.cacheKey, read.result);
  return read.result;
}

/** The files of a read, or its result when there is nothing to replay. */
async function readInput(request: ReadRequest): Promise<ReadInput | ReadResult> {
  const fileProblems: Diagnostic[] = [];
  const listed: ReadInput["listed"] = [];
  const single = await request.files.readText(request.path);
  if (single !== undefined) {
    listed.push({ file: request.path, text: single });
  } else {
    const migrations = await migrationFiles(request.path, request.files, request.members);
    if (migrations.length === 0) {
      return {
        assets: [],
        diagnostics: [errorDiagnostic(request.path, "no such file, or a folder without .sql files")],
      };
    }
    for (const file of orderMismatches(migrations, request.path)) {
      fileProblems.push(
        errorDiagnostic(
          file,
          "its number is padded to another width than the folder's others: replayed in natural order here, a runner that sorts names as strings applies it at another point; write it with the folder's width",
        ),
      );
    }
    for (const file of migrations) {
      try {
        listed.push({ file, text: upSection((await request.files.readText(file)) ?? "") });
      } catch (error) {
        // One oversized migration is reported; the folder is still replayed without it.
        if (!(error instanceof FileTooLarge)) throw error;
        fileProblems.push(errorDiagnostic(file, error.message));
        listed.push({ file, text: undefined });
      }
    }
  }
  return inputOf(request, listed, fileProblems, single === undefined);
}

/**
 * A framework's description written as SQL (frameworks/: a Rails schema.rb, a Liquibase
 * changelog and its includes), replayed as a folder of these files in this order.
 */
export async function readSqlFiles(
  request: ReadRequest,
  files: readonly { file: string; text: string }[],
): Promise<ReadResult> {
  return readSide(inputOf(request, [...files], [], true));
}

function inputOf(
  request: ReadRequest,
  listed: ReadInput["listed"],
  fileProblems: Diagnostic[],
  folder: boolean,
): ReadInput {
  const database = request.database ?? /\/([^/:]+)$/.exec(request.dataSource)?.[1] ?? "postgres";
  const views = request.views === true;
  const key = { path: request.path, dataSource: request.dataSource, database, views, listed };
  const texts = listed.flatMap(({ file, text }) => (text === undefined ? [] : [{ file, text }]));
  const implied = extensionsUsedNotCreated(texts.map((f) => f.text));
  // Read at the folder's (or file's) path: a statement of its own that names no line of the user's.
  const preamble = [
    ...implied.map((name) => `CREATE EXTENSION IF NOT EXISTS "${name}";`),
    standIns(texts.map((f) => f.text)),
  ]
    .filter((sql) => sql !== "")
    .join("\n");
  return {
    request,
    folder,
    files: preamble ? [{ file: request.path, text: preamble }, ...texts] : texts,
    listed,
    fileProblems,
    implied,
    database,
    budget: request.limits?.sqlBudget ?? replayBudgetFromEnv(),
    cacheKey: readCacheEnabled()
      ? readCacheKey({ ...key, fileProblems: fileProblems.map((d) => d.message) })
      : undefined,
  };
}

async function readAlone(input: ReadInput): Promise<ReadOutcome> {
  return withPGlite(
    async (db) => {
      const replay = new FolderReplay(db, input.budget, input.files);
      await replay.apply(input.files, input.fileProblems);
      return replay.result(input.request, input.database);
    },
    extensionsCreatedIn(input.files.map((f) => f.text)),
  );
}

/**
 * The head's migrations after the base's, when the head is the base's folder
 * with files added that sort after all of the base's (same paths, same texts,
 * same read settings); undefined for any other change.
 */
function addedFiles(base: ReadInput, head: ReadInput): AddedFiles | undefined {
  if (!base.folder || !head.folder || head.listed.length < base.listed.length) return undefined;
  const same = (a: ReadRequest, b: ReadRequest) =>
    a.path === b.path && a.dataSource === b.dataSource && a.views === b.views;
  if (!same(base.request, head.request) || base.database !== head.database) return undefined;
  if (base.budget.fileMs !== head.budget.fileMs || base.budget.runMs !== head.budget.runMs) return undefined;
  // Extensions created for the head's new files must exist before them: replay it whole.
  if (base.implied.join() !== head.implied.join()) return undefined;
  for (let i = 0; i < base.listed.length; i++) {
    const b = base.listed[i];
    const h = head.listed[i];
    if (!b || !h || b.file !== h.file || b.text !== h.text) return undefined;
  }
  const rest = head.listed.slice(base.listed.length);
  const names = new Set(rest.map((f) => f.file));
  return {
    files: rest.flatMap(({ file, text }) => (text === undefined ? [] : [{ file, text }])),
    fileProblems: head.fileProblems.filter((d) => names.has(d.file)),
  };
}
