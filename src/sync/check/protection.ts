import picomatch from "picomatch";
import type { EnforcementLevel } from "../../api/resources.js";
import { levelRank } from "../../compliance/verdict.js";
import { globMatcher, type ProtectSetting } from "../../config/config.js";
import { contractResourceNames, type LoadedContract } from "../../contracts/index.js";
import type { RepoFiles } from "../../git/files.js";
import type { GateFinding } from "../../outcome/model.js";
import { RULES } from "../../rules/index.js";
import { readAssets, uniqueTargets } from "../../schema/index.js";
import type { SourceMap, SourceTarget } from "../changes.js";
import { type ChangedContracts, unparsedContractFiles } from "./contract-changes.js";
import { contractRef } from "./contract-ref.js";

/**
 * No one switches off their own check (docs/rules.md "Security model — the pull request", "Rules"): the
 * check enforces the base commit's configuration and contracts, and whatever the pull request weakens is a finding
 * at the level it had before, unless the base configuration's `protect` says otherwise.
 */

const INACTIVE_STATUSES = new Set(["DRAFT", "ARCHIVED"]);

/** The level a weakening counts at: the old level, or what `protect` (from the base) says. */
export function protectLevel(protect: ProtectSetting, oldLevel: EnforcementLevel): EnforcementLevel {
  if (oldLevel === "INACTIVE" || protect === "off") return "INACTIVE";
  if (protect === "block") return "BLOCK";
  if (protect === "alert") return "ALERT";
  return oldLevel;
}

function weakened(
  was: LoadedContract,
  protect: ProtectSetting,
  where: { file: string; line: number | undefined },
  message: string,
  asset?: string,
): GateFinding {
  return {
    rule: "PROTECTION_WEAKENED",
    level: protectLevel(protect, was.contract.enforcementLevel ?? "INACTIVE"),
    file: where.file,
    line: where.line,
    title: `${RULES.PROTECTION_WEAKENED.title}: contract ${was.contract.name}`,
    message,
    contract: contractRef(was),
    asset,
  };
}

/** Contract files the pull request deletes, levels it lowers, statuses it moves out of force, assets it stops naming. */
export function contractWeakenings(
  changed: ChangedContracts,
  protect: ProtectSetting,
  movedTo: ReadonlyMap<string, string> = new Map(),
): GateFinding[] {
  const head = new Map(changed.head.map((c) => [c.contract.id, c]));
  const unparsed = unparsedContractFiles(changed);
  const findings: GateFinding[] = [];
  for (const was of changed.base) {
    const oldLevel = was.contract.enforcementLevel ?? "INACTIVE";
    if (oldLevel === "INACTIVE" || INACTIVE_STATUSES.has(was.contract.status)) continue;
    const now = head.get(was.contract.id);
    if (!now && unparsed.has(was.file)) continue;
    if (!now) {
      const renamedTo = changed.renamedOutOfGlob.get(was.file);
      const message = renamedTo
        ? `the contract file is renamed to ${renamedTo}, which the base configuration's contracts globs do not read: the contract (${oldLevel}) is no longer enforced`
        : `the contract (${oldLevel}) is deleted`;
      findings.push(weakened(was, protect, { file: renamedTo ?? was.file, line: undefined }, message));
      continue;
    }
    const place = { file: now.file, line: now.line };
    // Never empty: the contract schema requires at least one name.
    const kept = new Set(contractResourceNames(now.contract));
    const isKept = (name: string | undefined) => name !== undefined && kept.has(name);
    // Following its asset's file to its new name (a move) keeps the protection.
    const dropped = contractResourceNames(was.contract).filter(
      (n) => !kept.has(n) && !isKept(movedTo.get(n)),
    );
    for (const name of dropped)
      findings.push(
        weakened(
          was,
          protect,
          place,
          `the contract no longer names ${name}, which it governs at the base (now ${[...kept].join(", ")}): that asset loses its ${oldLevel} contract`,
          name,
        ),
      );
    const newLevel = now.contract.enforcementLevel ?? "INACTIVE";
    if (levelRank(newLevel) < levelRank(oldLevel))
      findings.push(
        weakened(was, protect, place, `enforcementLevel lowered from ${oldLevel} to ${newLevel}`),
      );
    if (INACTIVE_STATUSES.has(now.contract.status))
      findings.push(
        weakened(was, protect, place, `status moved from ${was.contract.status} to ${now.contract.status}`),
      );
  }
  return findings;
}

/**
 * A configuration change that stops reading a contracted asset (an `ignore`, a dropped rule, a
 * changed data source or type, `views: true` dropped) removes its protection: the files the base's
 * rules read at the head, but the head's rules read differently or not at all, are read with the
 * base's rules and each contracted asset among them (for dropped views: each the head's rules no
 * longer yield) is a finding.
 */
export async function coverageWeakenings(input: {
  headFiles: RepoFiles;
  baseSources: SourceMap;
  headSources: SourceMap;
  contracts: readonly LoadedContract[];
  protect: ProtectSetting;
  configFile: string;
}): Promise<GateFinding[]> {
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
  const findings: GateFinding[] = [];
  for (const asset of assets) {
    for (const loaded of input.contracts) {
      if (!contractResourceNames(loaded.contract).includes(asset.resourceName)) continue;
      if ((loaded.contract.enforcementLevel ?? "INACTIVE") === "INACTIVE") continue;
      findings.push(
        weakened(
          loaded,
          input.protect,
          { file: input.configFile, line: undefined },
          `the configuration of this pull request no longer reads ${asset.resourceName} (${asset.file}) as the base's does: coverage removed`,
          asset.resourceName,
        ),
      );
    }
  }
  return findings;
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
 * (patterns that match files already are coverageWeakenings').
 */
export async function plantedIgnores(input: {
  headFiles: RepoFiles;
  baseSources: SourceMap;
  headIgnore: readonly string[];
  contracts: readonly LoadedContract[];
  protect: ProtectSetting;
  configFile: string;
}): Promise<GateFinding[]> {
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
  const findings: GateFinding[] = [];
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
          findings.push(
            weakened(
              loaded,
              input.protect,
              { file: input.configFile, line: undefined },
              `the configuration of this pull request ignores ${pattern}, which matches no file of ${target.path} yet but can match a migration added there later: ${asset.resourceName} is replayed from that folder, and such a migration would not be read`,
              asset.resourceName,
            ),
          );
        }
  }
  return findings;
}

/**
 * A contract the pull request adds on an asset a base contract already governs, at a lower level:
 * where one contract answers for an asset, it would shadow the stricter one.
 */
export function shadowingContracts(
  changed: ChangedContracts,
  baseContracts: readonly LoadedContract[],
  protect: ProtectSetting,
): GateFinding[] {
  const existing = new Set(changed.base.map((c) => c.contract.id));
  const findings: GateFinding[] = [];
  for (const added of changed.head.filter((c) => !existing.has(c.contract.id))) {
    const level = added.contract.enforcementLevel ?? "INACTIVE";
    for (const name of contractResourceNames(added.contract)) {
      for (const governing of baseContracts) {
        const was = governing.contract.enforcementLevel ?? "INACTIVE";
        if (governing.contract.id === added.contract.id || levelRank(level) >= levelRank(was)) continue;
        if (INACTIVE_STATUSES.has(governing.contract.status)) continue;
        if (!contractResourceNames(governing.contract).includes(name)) continue;
        findings.push(
          weakened(
            governing,
            protect,
            { file: added.file, line: added.line },
            `contract ${added.contract.name} (${level}) is added on ${name}, which this contract governs at ${was}: a second, weaker contract on the asset`,
            name,
          ),
        );
      }
    }
  }
  return findings;
}

/** Base contracts whose files the head configuration's `contracts` globs no longer read: unenforced after the merge. */
export function unreadContracts(
  contracts: readonly LoadedContract[],
  headReads: (path: string) => boolean,
  protect: ProtectSetting,
  configFile: string,
): GateFinding[] {
  return contracts
    .filter((loaded) => (loaded.contract.enforcementLevel ?? "INACTIVE") !== "INACTIVE")
    .filter((loaded) => !INACTIVE_STATUSES.has(loaded.contract.status) && !headReads(loaded.file))
    .map((loaded) =>
      weakened(
        loaded,
        protect,
        { file: configFile, line: undefined },
        `the configuration of this pull request no longer reads the contract file ${loaded.file} (its contracts globs changed): the contract (${loaded.contract.enforcementLevel}) would not be enforced after the merge`,
      ),
    );
}

/** A configuration change is listed (not counted): this check enforced the base's configuration. */
export function configChanged(file: string, baseFile?: string): GateFinding {
  return {
    rule: "CONFIG_CHANGED",
    level: RULES.CONFIG_CHANGED.defaultLevel,
    file,
    title: RULES.CONFIG_CHANGED.title,
    message: baseFile
      ? `the check's config input names ${file}, which only this pull request has: the check enforced the base commit's configuration, ${baseFile}, and compared ${file} with it as the configuration after the merge`
      : "this pull request changes the configuration; the check enforced the base commit's configuration, the change applies after the merge",
  };
}
