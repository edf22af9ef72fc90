import { performance } from "node:perf_hooks";
import { seedSharedPGliteHost, sharedHostUnclaimed } from "../../../pglite/shared.js";
import type { Diagnostic, ReadRequest, ReadResult } from "../../model.js";
import { FolderReplay, type SqlFile } from "./folder-replay.js";
import { extensionsCreatedIn, withPGlite } from "./instance.js";
import { commitState, dropState, findState, globalsPrint, StateMissing, stateBegin } from "./state-cache.js";

/** One side of a Postgres read, prepared by the reader (postgres.ts): what to replay and how. */
export interface ReadInput {
  request: ReadRequest;
  folder: boolean;
  files: SqlFile[];
  /** Every listed migration with its text, undefined for one too large to read. */
  listed: { file: string; text: string | undefined }[];
  fileProblems: Diagnostic[];
  /** Extensions its SQL uses without creating them, created by a first statement of its own. */
  implied: string[];
  database: string;
  budget: { fileMs: number; runMs: number };
  /** Its key in the read cache (see result-cache.ts); undefined with the cache off. */
  cacheKey: string | undefined;
}

/** The head's migrations after the base's (see addedFiles in postgres.ts). */
export interface AddedFiles {
  files: SqlFile[];
  fileProblems: Diagnostic[];
}

export interface ReadOutcome {
  result: ReadResult;
  timeDependent: boolean;
}

/**
 * A state is kept only for a base whose replay took at least this long
 * (`CONTRACT_SYNC_READ_STATE_MIN_MS`, default 1 s): keeping one commits the
 * replay and copies the whole data directory (40 MB or more) into the cache,
 * which costs more than replaying a small folder again (the demo's 2 files).
 */
export function stateMinReplayMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.CONTRACT_SYNC_READ_STATE_MIN_MS);
  return env.CONTRACT_SYNC_READ_STATE_MIN_MS !== undefined && Number.isFinite(ms) && ms >= 0 ? ms : 1_000;
}

/**
 * Base and head of a folder the head only adds migrations to, in one replay:
 * the base's files, its result, the added files, the head's. When no store
 * holds the process's PGlite, the base's state is committed and cached on the
 * way (state-cache.ts). Throws StateMissing when that state, committed, did
 * not open again (the caller reads each side alone).
 */
export async function replayBoth(
  base: ReadInput,
  head: ReadInput,
  added: AddedFiles,
): Promise<{ base: ReadOutcome; head: ReadOutcome | undefined }> {
  const texts = [...base.files, ...added.files].map((f) => f.text);
  return withPGlite(async (db) => {
    const key = base.cacheKey;
    const keep = key !== undefined && sharedHostUnclaimed() && !(await findState(key));
    const globals = keep ? await globalsPrint(db) : undefined;
    const replay = new FolderReplay(db, base.budget, base.files);
    const started = performance.now();
    await replay.apply(base.files, base.fileProblems);
    const replayMs = performance.now() - started;
    const first = await replay.result(base.request, base.database);
    if (!first.continues) return { base: first, head: undefined };
    const worthKeeping = replayMs >= stateMinReplayMs();
    if (key !== undefined && globals !== undefined && !first.timeDependent && worthKeeping) {
      const state = await commitState(db, key, globals, replay.saved());
      if (state) {
        const begin = stateBegin(state);
        await begin(db);
        replay.committed(begin);
      }
    }
    await replay.apply(added.files, added.fileProblems);
    return { base: first, head: await replay.result(head.request, head.database) };
  }, extensionsCreatedIn(texts));
}

/**
 * Base and head from the base's cached state, when there is one and the
 * process's PGlite is not started yet (it then starts from that state): only
 * the added files are replayed. Undefined when the state does not serve.
 */
export async function readFromState(
  base: ReadInput,
  head: ReadInput,
  added: AddedFiles,
  cachedBase: ReadResult | undefined,
): Promise<{ base: ReadOutcome | undefined; head: ReadOutcome } | undefined> {
  const found = base.cacheKey ? await findState(base.cacheKey) : undefined;
  if (!found || !seedSharedPGliteHost(found.folder)) return undefined;
  const begin = stateBegin(found.state);
  const texts = [...base.files, ...added.files].map((f) => f.text);
  try {
    return await withPGlite(
      async (db) => {
        const replay = FolderReplay.restored(db, base.budget, base.files, found.state, begin);
        const first = cachedBase ? undefined : await replay.result(base.request, base.database);
        if (first && !first.continues) throw new StateMissing("the session could not be kept");
        await replay.apply(added.files, added.fileProblems);
        return { base: first, head: await replay.result(head.request, head.database) };
      },
      extensionsCreatedIn(texts),
      begin,
    );
  } catch (error) {
    if (!(error instanceof StateMissing)) throw error;
    await dropState(found.state.key);
    return undefined;
  }
}
