import { parseAllDocuments } from "yaml";
import type { EarlierVersion } from "../compliance/compat-history.js";
import { readLoosely } from "../compliance/semver.js";
import type { LoadedContract } from "../contracts/index.js";
import type { GitPort } from "./ports.js";

/**
 * Where a contract's current major line starts among its asset's versions (`compatibilityLine:
 * major`): a major version bump of the contract starts a new line, as a new subject would in a
 * schema registry. The line starts at the commit where the contract's major version became the
 * base's; the asset's version current then is the line's first. Its number among `versions`; 1
 * (every version) when the contract's history or version cannot say.
 */
export async function majorLineStart(
  git: GitPort,
  base: string,
  loaded: LoadedContract,
  versions: readonly EarlierVersion[],
): Promise<number> {
  const current = majorOf(loaded.contract.version);
  if (current === undefined || !git.pathHistory || !git.firstParentCommits) return 1;
  const history = await git.pathHistory(base, loaded.file);
  let start: string | undefined;
  for (const version of [...history.versions].reverse()) {
    // Where the contract file was then (the walk follows a renamed contract file).
    const text = await git.filesAt(version.commit).readText(version.path ?? loaded.file);
    if (majorOf(versionIn(text, loaded.contract.id)) !== current) break;
    start = version.commit;
  }
  if (!start) return 1;
  const since = new Set([start, ...(await git.firstParentCommits(start, base))]);
  const atStart = versions.find((v) => v.commit === start);
  if (atStart) return atStart.number;
  const first = versions.find((v) => since.has(v.commit));
  // The version current when the line started is its first (the one before the first change since).
  const before = first ? first.number - 1 : (versions.at(-1)?.number ?? 1);
  return Math.max(1, before);
}

function majorOf(version: string | undefined): number | undefined {
  return version === undefined ? undefined : readLoosely(version)?.major;
}

/** The `version` of the contract `id` in a contract file's text (a file may hold several documents). */
function versionIn(text: string | undefined, id: string): string | undefined {
  if (text === undefined) return undefined;
  try {
    for (const document of parseAllDocuments(text)) {
      const value = document.toJS({ maxAliasCount: 0 }) as { id?: unknown; version?: unknown } | null;
      if (
        value &&
        value.id === id &&
        (typeof value.version === "string" || typeof value.version === "number")
      )
        return String(value.version);
    }
  } catch {
    return undefined;
  }
  return undefined;
}
