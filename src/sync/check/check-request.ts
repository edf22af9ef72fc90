import type { PageLimits } from "../../client/pages.js";
import { DEFAULT_CONFIG_PATH } from "../../config/config.js";
import { type LoadedConfig, loadConfig } from "../../config/index.js";
import type { RepoFiles } from "../../git/files.js";

// What a PR check is asked, and the configuration at both ends: all a check reads before it knows
// whether the pull request touches anything it checks. What it answers: CheckOutcome (outcome/).

export interface CheckRequest {
  /** Commit SHAs: the pull request's base and head. */
  base: string;
  head: string;
  /** A commit given as the head merged into the base (GitHub's merge ref): checked when its parents are the two. */
  mergeCommit?: string | undefined;
  /** Repository-relative path of the config file. */
  configPath: string;
  /** The path was given (input `config`, `--config`): it must exist at the base or the head. */
  configExplicit?: boolean | undefined;
  /** Link to the pull request, recorded with violation events. */
  prLink?: string | undefined;
  /**
   * The service runs in-process and starts empty: the repository's contracts at
   * the base (and those the pull request changes, at the head) are loaded into
   * it first. A remote service already holds the published contracts.
   */
  embedded: boolean;
  /** Data source of files no config rule names one for. */
  defaultDataSource?: string | undefined;
  /** Items and bytes per bulk request to a remote service (defaults fit the reference server; a 413 lowers them). */
  requestLimits?: Partial<PageLimits> | undefined;
}

/** The configuration at both ends: the base's rules enforce; the head's must still be valid. */
export interface LoadedConfigs {
  base: LoadedConfig;
  head: LoadedConfig;
  /** The config file differs between the ends. */
  changed: boolean;
  /**
   * Where the base's configuration was read when not at `configPath`: the default path, because
   * the path given exists only at the head (a pull request cannot point the check away from it).
   */
  baseFile?: string | undefined;
}

/** A config path given explicitly that exists at neither end is a usage error naming it. */
export class ConfigNotFoundError extends Error {}

/** Enforcement follows the base's configuration; the head's must still be valid (it applies after the merge). */
export async function loadConfigs(
  request: CheckRequest,
  baseFiles: RepoFiles,
  headFiles: RepoFiles,
): Promise<LoadedConfigs> {
  // Both ends at once: each is a `git ls-tree` and a blob read.
  const [base, head] = await Promise.all([
    loadConfig(baseFiles, request.configPath),
    loadConfig(headFiles, request.configPath),
  ]);
  if (request.configExplicit && !base.found && !head.found)
    throw new ConfigNotFoundError(
      `config file ${request.configPath} does not exist (at the base or the head of the range); fix the path or leave it out for the default ${DEFAULT_CONFIG_PATH}`,
    );
  // A pull request edits its own workflow: a `config` input naming a file only the head has would
  // read the base with defaults, leaving the base's own configuration (and its owners) unread.
  if (request.configExplicit && !base.found && request.configPath !== DEFAULT_CONFIG_PATH) {
    const atDefault = await loadConfig(baseFiles, DEFAULT_CONFIG_PATH);
    if (atDefault.found) return { base: atDefault, head, changed: true, baseFile: DEFAULT_CONFIG_PATH };
  }
  const [baseText, headText] = await Promise.all([
    baseFiles.readText(request.configPath),
    headFiles.readText(request.configPath),
  ]);
  const changed = baseText !== headText;
  return { base, head, changed };
}
