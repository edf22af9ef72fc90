import { closest, distance } from "fastest-levenshtein";
import { sourceTypeOfResourceName } from "../../api/resource-name.js";
import type { EnforcementLevel } from "../../api/resources.js";
import { levelRank } from "../../compliance/verdict.js";
import type { ConfigRules } from "../../config/config.js";
import { contractResourceNames, type LoadedContract } from "../../contracts/index.js";
import type { GateFinding } from "../../outcome/model.js";
import { RULES } from "../../rules/index.js";
import { type Diagnostic, type ReadAsset, sourcePrefix } from "../../schema/model.js";
import { contractRef } from "./contract-ref.js";
import { subjectOf } from "./read-problems.js";

/**
 * Fail closed (docs/architecture.md): a check that could not be made is a finding, never a pass.
 * Each function here turns one kind of "could not check" into findings at the level it
 * deserves; the check puts them into the one report the verdict is computed from.
 */

const errors = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.severity === "error");

/**
 * The head's configuration must be readable: what cannot be read cannot be enforced after the
 * merge. Each error is known by its text without lines (`subject`): the base's alike is debt.
 */
export function configFindings(diagnostics: readonly Diagnostic[]): GateFinding[] {
  return errors(diagnostics).map((d) => ({
    rule: "CONFIG_INVALID",
    level: RULES.CONFIG_INVALID.defaultLevel,
    file: d.file,
    line: d.line,
    title: RULES.CONFIG_INVALID.title,
    message: d.message,
    subject: subjectOf(d.message),
  }));
}

/**
 * A contract file the pull request adds or changes must be valid, whatever level it declares; an
 * error its base version has alike (same text without lines) is the base's (base-findings.ts).
 */
export function invalidContractFindings(diagnostics: readonly Diagnostic[]): GateFinding[] {
  return errors(diagnostics).map((d) => ({
    rule: "CONTRACT_INVALID",
    level: RULES.CONTRACT_INVALID.defaultLevel,
    file: d.file,
    line: d.line,
    title: RULES.CONTRACT_INVALID.title,
    message: d.message,
    subject: subjectOf(d.message),
  }));
}

/** The strongest level among contracts that cover any of the names (INACTIVE when none does). */
export function strictestLevel(
  contracts: readonly LoadedContract[],
  names: ReadonlySet<string>,
): { level: EnforcementLevel; contract?: LoadedContract } {
  let best: { level: EnforcementLevel; contract?: LoadedContract } = { level: "INACTIVE" };
  for (const loaded of contracts) {
    if (!contractResourceNames(loaded.contract).some((n) => names.has(n))) continue;
    const level = loaded.contract.enforcementLevel ?? "INACTIVE";
    if (levelRank(level) > levelRank(best.level)) best = { level, contract: loaded };
  }
  return best;
}

/**
 * The repository produces a name's source when an asset or a typed config rule has its type and
 * data source; every prefix starts with a known type, so a name of no known type never matches.
 */
function producedSource(
  name: string,
  heads: readonly ReadAsset[],
  rules: ConfigRules,
  fallback: string,
): boolean {
  const prefixes = new Set(heads.map((a) => sourcePrefix(a.sourceType, a.dataSource)));
  for (const rule of rules.config.sources) {
    if (rule.type)
      prefixes.add(sourcePrefix(rule.type, rule.dataSource ?? rules.config.dataSource ?? fallback));
  }
  return [...prefixes].some((p) => name.startsWith(p));
}

/** Up to three names of the same source type, nearest by edit distance. */
export function nearestNames(name: string, candidates: readonly string[], count = 3): string[] {
  const type = sourceTypeOfResourceName(name);
  const pool = candidates.filter((c) => sourceTypeOfResourceName(c) === type && c !== name);
  if (pool.length === 0) return [];
  const first = closest(name, pool);
  return [
    first,
    ...pool.filter((c) => c !== first).sort((a, b) => distance(name, a) - distance(name, b)),
  ].slice(0, count);
}

/**
 * A contract the pull request adds or changes that names an asset under a source the repository
 * produces, but that no file yields at the head, enforces nothing: a finding at its own level.
 */
export function noAssetFindings(
  contracts: readonly LoadedContract[],
  heads: readonly ReadAsset[],
  rules: ConfigRules,
  fallbackDataSource: string,
  reportedElsewhere: ReadonlySet<string> = new Set(),
): GateFinding[] {
  const names = new Set([...heads.map((a) => a.resourceName), ...reportedElsewhere]);
  const findings: GateFinding[] = [];
  for (const loaded of contracts) {
    const level = loaded.contract.enforcementLevel ?? "INACTIVE";
    for (const name of contractResourceNames(loaded.contract)) {
      if (names.has(name) || !producedSource(name, heads, rules, fallbackDataSource)) continue;
      findings.push({
        rule: "CONTRACT_POINTS_AT_NO_ASSET",
        level,
        file: loaded.file,
        line: loaded.line,
        title: `Contract ${loaded.contract.name} points at no asset`,
        message: `no file of the repository yields ${name} at the head of this pull request`,
        contract: contractRef(loaded),
        asset: name,
        suggestions: nearestNames(
          name,
          heads.map((a) => a.resourceName),
        ),
      });
    }
  }
  return findings;
}
