import type { EnforcementLevel } from "../../../api/resources.js";
import { modeCovers, modeParts } from "../../../compliance/compat-modes.js";
import { readLoosely } from "../../../compliance/semver.js";
import { levelRank } from "../../../compliance/verdict.js";
import type { ProtectSetting } from "../../../config/config.js";
import type { ContractFile } from "../../../contracts/contract-schema.js";
import { contractResourceNames, type LoadedContract } from "../../../contracts/index.js";
import { inForce } from "../../../contracts/statuses.js";
import type { GateFinding } from "../../../outcome/model.js";
import { SourceMap } from "../../asset-reads.js";
import { type ChangedContracts, unparsedContractFiles } from "../contract-changes.js";
import { contractRef } from "../contract-ref.js";
import { type CoverageLoss, coverageLosses, plantedIgnoreLosses } from "../coverage-losses.js";
import type { CheckFacts } from "../facts.js";
import { defineCheck, gateFinding } from "./define.js";

/**
 * No one switches off their own check (docs/rules.md "Security model — the pull request", "Rules"): the
 * check enforces the base commit's configuration and contracts, and whatever the pull request weakens is a finding
 * at the level it had before, unless the base configuration's `protect` says otherwise.
 */

/** A compatibility mode that checks less than the base's, or a line that starts later (compat-history.ts). */
function compatibilityWeakening(was: ContractFile, now: ContractFile): string | undefined {
  if (!modeCovers(now.compatibility, was.compatibility))
    return `compatibility lowered from ${was.compatibility} to ${now.compatibility ?? "unset (NONE)"}`;
  const transitive = modeParts(was.compatibility ?? "NONE").transitive;
  if (transitive && (was.compatibilityLine ?? "all") === "all" && now.compatibilityLine === "major")
    return "compatibilityLine moved from all to major: versions before the current major version are no longer judged";
  // Under `major`, another major version starts a new line (compatibility-line.ts): the asset's
  // versions before it are no longer judged, by the next pull request on (attack54 F10).
  const line = (c: ContractFile) => c.compatibilityLine ?? "all";
  if (
    transitive &&
    line(was) === "major" &&
    line(now) === "major" &&
    majorOf(now.version) !== majorOf(was.version)
  )
    return `version moved from ${was.version ?? "unset"} to ${now.version ?? "unset"} under compatibilityLine: major: that starts a new compatibility line, and the asset's versions before it will no longer be judged under ${was.compatibility}`;
  return undefined;
}

const majorOf = (version: string | undefined) =>
  version === undefined ? undefined : readLoosely(version)?.major;

/** What the pull request weakens: its contracts' changes, and (when it changes the configuration) what the head no longer reads. */
export const PROTECTION_WEAKENED = defineCheck("PROTECTION_WEAKENED", protectionFindings);

/** Fail closed on the configuration and protection: the base's rules enforced, the PR's weakenings listed. */
async function protectionFindings({ run, start }: CheckFacts): Promise<GateFinding[]> {
  const { config, headFiles } = start;
  const protect = config.base.config.protect;
  const movedTo = new Map(run.moves.map((m) => [m.from.resourceName, m.to.resourceName]));
  const findings = [
    ...contractWeakenings(run.changedFiles, protect, movedTo),
    ...shadowingContracts(run.changedFiles, run.baseContracts, protect),
  ];
  if (!config.changed) return findings;
  const configFile = run.request.configPath;
  const common = { headFiles, baseSources: run.sources, contracts: run.baseContracts, protect, configFile };
  return [
    ...findings,
    ...unreadContracts(
      run.baseContracts,
      (path) => config.head.rules.isContractFile(path),
      protect,
      configFile,
    ),
    ...(await coverageWeakenings({
      ...common,
      headSources: new SourceMap(config.head.rules, run.request.defaultDataSource),
    })),
    ...(await plantedIgnores({ ...common, headIgnore: config.head.rules.config.ignore })),
  ];
}

type ConfigChange = { protect: ProtectSetting; configFile: string };

/** A configuration change that stops reading a contracted asset (coverage-losses.ts): at the contract's level. */
export async function coverageWeakenings(
  input: Parameters<typeof coverageLosses>[0] & ConfigChange,
): Promise<GateFinding[]> {
  return weakenedBy(await coverageLosses(input), input);
}

/** An `ignore` pattern the pull request adds that can hide a migration added later (coverage-losses.ts). */
export async function plantedIgnores(
  input: Parameters<typeof plantedIgnoreLosses>[0] & ConfigChange,
): Promise<GateFinding[]> {
  return weakenedBy(await plantedIgnoreLosses(input), input);
}

function weakenedBy(losses: readonly CoverageLoss[], { protect, configFile }: ConfigChange): GateFinding[] {
  return losses.map((loss) =>
    weakened(loss.contract, protect, { file: configFile, line: undefined }, loss.message, loss.asset),
  );
}

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
  return gateFinding("PROTECTION_WEAKENED", {
    level: protectLevel(protect, was.contract.enforcementLevel ?? "INACTIVE"),
    file: where.file,
    line: where.line,
    detail: `contract ${was.contract.name}`,
    message,
    contract: contractRef(was),
    asset,
  });
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
    if (oldLevel === "INACTIVE" || !inForce(was.contract)) continue;
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
    const mode = compatibilityWeakening(was.contract, now.contract);
    if (mode) findings.push(weakened(was, protect, place, mode));
    if (!inForce(now.contract))
      findings.push(
        weakened(was, protect, place, `status moved from ${was.contract.status} to ${now.contract.status}`),
      );
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
        if (!inForce(governing.contract)) continue;
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
    .filter((loaded) => inForce(loaded.contract) && !headReads(loaded.file))
    .map((loaded) =>
      weakened(
        loaded,
        protect,
        { file: configFile, line: undefined },
        `the configuration of this pull request no longer reads the contract file ${loaded.file} (its contracts globs changed): the contract (${loaded.contract.enforcementLevel}) would not be enforced after the merge`,
      ),
    );
}
