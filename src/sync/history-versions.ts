import type { EarlierVersion } from "../compliance/compat-history.js";
import type { RepoFiles } from "../git/files.js";
import type { PathHistory, PathVersion } from "../git/path-history.js";
import type { ReadAsset } from "../schema/model.js";
import { readTargets, type SourceMap, type SourceTarget } from "./asset-reads.js";
import { openVersionCache } from "./history-cache.js";
import type { GitPort } from "./ports.js";
import { fingerprintOf, type ReadInputs, recordingFiles } from "./read-inputs.js";

/** Every earlier version of one read target on the default branch, read (or taken from the cache). */
export interface TargetHistory {
  target: string;
  /** Oldest first, numbered from 1 among every version the history holds (unreadable ones too). */
  versions: EarlierVersion[];
  /** False when a shallow clone hides the versions before `boundary` (compat-history's caller fails closed). */
  complete: boolean;
  boundary?: string | undefined;
  /** Versions that no asset could be read from (named by commit): not judged. */
  unreadable: string[];
  /** The fetches run to see the history, for the log. */
  fetches: string[];
  /** Versions read from files this run, and taken from the cache. */
  read: number;
  cached: number;
  /** Versions in the history, readable or not. */
  total: number;
  /**
   * The oldest versions left unread past the cap (`CONTRACT_SYNC_HISTORY_MAX_VERSIONS`): how many,
   * and the first and last of them. The caller fails closed when the mode's line needs them.
   */
  beyondCap?: { cap: number; count: number; first: PathVersion; last: PathVersion } | undefined;
}

/** At most this many versions of one target are read (the newest); 1,000 unless the environment says. */
export const DEFAULT_HISTORY_MAX_VERSIONS = 1000;
export function historyMaxVersions(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.CONTRACT_SYNC_HISTORY_MAX_VERSIONS);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_HISTORY_MAX_VERSIONS;
}

/** A progress line in the log every this many versions read (a long history is not a silent minute). */
const PROGRESS_EVERY = 500;

/** Why the history cannot be read at all (a Git port without history: the check fails closed). */
export class HistoryUnavailable extends Error {}

/**
 * The versions of `target` on `rev`'s first-parent line (the base: the default branch), each read
 * once per Git object and cached across runs (history-cache.ts). The port fetches what a shallow
 * clone lacks when it can (ensurePathHistory).
 */
export async function readTargetHistory(
  git: GitPort,
  rev: string,
  target: SourceTarget,
  sources: SourceMap,
  options: { cap?: number; progress?: (line: string) => void; progressEvery?: number } = {},
): Promise<TargetHistory> {
  const walk = git.ensurePathHistory ?? git.pathHistory;
  if (!walk) throw new HistoryUnavailable("this Git adapter cannot read a file's history");
  const history: PathHistory & { fetches?: string[] } = await walk.call(git, rev, target.path);
  // A version is read where the file was then (an earlier name, before a rename), cached per path.
  const caches = new Map<string, Awaited<ReturnType<typeof openVersionCache>>>();
  const cacheOf = async (path: string) => {
    const known = caches.get(path);
    if (known) return known;
    const opened = await openVersionCache({ ...cacheKeyOf(target), path });
    caches.set(path, opened);
    return opened;
  };
  const versions: EarlierVersion[] = [];
  const unreadable: string[] = [];
  let read = 0;
  const cap = options.cap ?? historyMaxVersions();
  // The newest `cap` versions, numbered among all of them; the older ones are named, never judged.
  const skip = Math.max(0, history.versions.length - cap);
  const [first, last] = [history.versions[0], history.versions[skip - 1]];
  const beyondCap = skip > 0 && first && last ? { cap, count: skip, first, last } : undefined;
  for (const [index, version] of history.versions.entries()) {
    if (index < skip) continue;
    const every = options.progressEvery ?? PROGRESS_EVERY;
    if ((index - skip) % every === 0 && history.versions.length - skip > every)
      options.progress?.(
        `history of ${target.path}: ${index - skip} of ${history.versions.length - skip} versions read`,
      );
    const then = { ...target, path: version.path ?? target.path };
    const cache = await cacheOf(then.path);
    const files = git.filesAt(version.commit);
    const known = cache.get(version.object);
    // The same object read with other siblings (a revert, another repository) is another read.
    let assets =
      known && (await fingerprintOf(files, known.inputs)) === known.fingerprint ? known.assets : undefined;
    if (!assets) {
      const fresh = await readVersion(files, then, sources);
      assets = fresh.assets;
      read += 1;
      // An unreadable version is not cached: a later reader may read it.
      if (assets.length > 0)
        cache.set(version.object, {
          assets,
          inputs: fresh.inputs,
          fingerprint: await fingerprintOf(files, fresh.inputs),
        });
    }
    if (assets.length === 0) {
      unreadable.push(version.commit);
      continue;
    }
    versions.push({
      commit: version.commit,
      number: index + 1,
      date: version.date,
      subject: version.subject,
      assets,
    });
  }
  for (const cache of caches.values()) await cache.save();
  return {
    target: target.path,
    versions,
    complete: history.complete,
    boundary: history.boundary,
    unreadable,
    fetches: history.fetches ?? [],
    read,
    cached: history.versions.length - skip - read,
    total: history.versions.length,
    beyondCap,
  };
}

function cacheKeyOf(target: SourceTarget) {
  const { sourceType, dataSource, views, ruleFolder } = target;
  return { sourceType, dataSource, views, ruleFolder };
}

async function readVersion(
  commitFiles: RepoFiles,
  target: SourceTarget,
  sources: SourceMap,
): Promise<{ assets: ReadAsset[]; inputs: ReadInputs }> {
  const { files, inputs } = recordingFiles(commitFiles);
  try {
    // Only what a comparison needs: the line and file of an old field point at nothing today.
    const assets = (await readTargets(files, sources, [target])).map((asset) => ({
      ...asset,
      dropped: undefined,
    }));
    return { assets, inputs: inputs() };
  } catch {
    return { assets: [], inputs: inputs() };
  }
}
