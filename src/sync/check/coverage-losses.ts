import picomatch from "picomatch";
import { globMatcher } from "../../config/config.js";
import { contractResourceNames, type LoadedContract } from "../../contracts/index.js";
import type { RepoFiles } from "../../git/files.js";
import { readAssets, uniqueTargets } from "../../schema/index.js";
import type { SourceMap, SourceTarget } from "../asset-reads.js";

// What a configuration change stops reading: the contracted assets whose protection it removes
// (rules/protection-weakened.ts makes each a finding at the contract's level).

/** A contracted asset the head's configuration no longer reads, and why. */
export interface CoverageLoss {
  contract: LoadedContract;
  asset: string;
  message: string;
}

/**
 * A configuration change that stops reading a contracted asset (an `ignore`, a dropped rule, a
 * changed data source or type, `views: true` dropped) removes its protection: the files the base's
 * rules read at the head, but the head's rules read differently or not at all, are read with the
 * base's rules and each contracted asset among them (for dropped views: each the head's rules no
 * longer yield) is a finding.
 */
export async function coverageLosses(input: {
  headFiles: RepoFiles;
  baseSources: SourceMap;
  headSources: SourceMap;
  contracts: readonly LoadedContract[];
}): Promise<CoverageLoss[]> {
  const { baseSources, headSources } = input;
  const targets: SourceTarget[] = [];
  // Read the same way but with views no longer assets (`views: true` dropped): only what goes missing.
  const narrowed: Array<{ was: SourceTarget; now: SourceTarget }> = [];
  for (const path of await input.headFiles.listAll()) {
    const was = baseSources.targetOf(path);
    if (!was) continue;
    const now = headSources.targetOf(path);
    const same =
      now !== undefined &&
      now.sourceType === was.sourceType &&
      now.path === was.path &&
      now.dataSource === was.dataSource;
    if (!same) targets.push(was);
    else if (was.views && !now.views) narrowed.push({ was, now });
  }
  if (targets.length === 0 && narrowed.length === 0) return [];
  const read = async (planned: SourceTarget[], sources: SourceMap) => {
    const list = uniqueTargets(planned);
    return list.length === 0
      ? []
      : (await readAssets(list, { files: input.headFiles, ...sources.readOptions(list) })).assets;
  };
  // Each side read as its own rules plan the same folder or file (views: the head's no longer).
  const stillRead = new Set(
    (
      await read(
        narrowed.map((n) => n.now),
        headSources,
      )
    ).map((a) => a.resourceName),
  );
  const assets = [
    ...(await read(targets, baseSources)),
    ...(
      await read(
        narrowed.map((n) => n.was),
        baseSources,
      )
    ).filter((a) => !stillRead.has(a.resourceName)),
  ];
  const losses: CoverageLoss[] = [];
  for (const asset of assets) {
    for (const loaded of input.contracts) {
      if (!contractResourceNames(loaded.contract).includes(asset.resourceName)) continue;
      if ((loaded.contract.enforcementLevel ?? "INACTIVE") === "INACTIVE") continue;
      losses.push({
        contract: loaded,
        asset: asset.resourceName,
        message: `the configuration of this pull request no longer reads ${asset.resourceName} (${asset.file}) as the base's does: coverage removed`,
      });
    }
  }
  return losses;
}

/**
 * Whether files under `folder` that do not exist yet can match the ignore pattern: its fixed part
 * (the path before its first wildcard) lies inside the folder, or holds it.
 */
function canMatchUnder(pattern: string, folder: string): boolean {
  const { base, isGlob } = picomatch.scan(pattern);
  if (!isGlob) return pattern.startsWith(`${folder}/`);
  return base === "" || base === folder || folder.startsWith(`${base}/`) || base.startsWith(`${folder}/`);
}

/**
 * An `ignore` pattern the pull request adds that matches no file yet of a migration folder a
 * contracted database is replayed from, but can match one added there later: that migration would
 * not be read (a bypass in two steps: the pattern first, the migration it hides next). A weakening
 * of each contract in force on the folder's assets, in the pull request that adds the pattern
 * (patterns that match files already are coverageLosses').
 */
export async function plantedIgnoreLosses(input: {
  headFiles: RepoFiles;
  baseSources: SourceMap;
  headIgnore: readonly string[];
  contracts: readonly LoadedContract[];
}): Promise<CoverageLoss[]> {
  const added = input.headIgnore.filter((p) => !input.baseSources.rules.config.ignore.includes(p));
  if (added.length === 0) return [];
  const folders = new Map<string, { target: SourceTarget; files: string[] }>();
  for (const path of await input.headFiles.listAll()) {
    const target = input.baseSources.targetOf(path);
    if (!target?.ruleFolder) continue;
    const folder = folders.get(target.path) ?? { target, files: [] };
    folder.files.push(path);
    folders.set(target.path, folder);
  }
  const losses: CoverageLoss[] = [];
  for (const { target, files } of folders.values()) {
    const planted = added.filter((pattern) => {
      // Matched as the configuration matches its ignore globs.
      const matches = globMatcher([pattern]);
      return canMatchUnder(pattern, target.path) && !files.some((file) => matches(file));
    });
    if (planted.length === 0) continue;
    // Read once per folder, whatever number of patterns reach into it.
    const { assets } = await readAssets([target], {
      files: input.headFiles,
      ...input.baseSources.readOptions([target]),
    });
    for (const pattern of planted)
      for (const asset of assets)
        for (const loaded of input.contracts) {
          if (!contractResourceNames(loaded.contract).includes(asset.resourceName)) continue;
          if ((loaded.contract.enforcementLevel ?? "INACTIVE") === "INACTIVE") continue;
          losses.push({
            contract: loaded,
            asset: asset.resourceName,
            message: `the configuration of this pull request ignores ${pattern}, which matches no file of ${target.path} yet but can match a migration added there later: ${asset.resourceName} is replayed from that folder, and such a migration would not be read`,
          });
        }
  }
  return losses;
}
