import { closest, distance } from "fastest-levenshtein";
import { sourceTypeOfResourceName } from "../../../api/resource-name.js";
import type { ConfigRules } from "../../../config/config.js";
import { contractResourceNames, type LoadedContract } from "../../../contracts/index.js";
import type { GateFinding } from "../../../outcome/model.js";
import { defaultDataSource } from "../../../schema/index.js";
import { type ReadAsset, sourcePrefix } from "../../../schema/model.js";
import { readRepositoryAssets } from "../../asset-reads.js";
import type { CheckRun } from "../check-run.js";
import { contractRef } from "../contract-ref.js";
import type { CheckFacts } from "../facts.js";
import { defineCheck, gateFinding } from "./define.js";

/**
 * A contract the pull request adds or changes must name an asset the head yields: one naming an
 * asset under a source the repository produces that no file yields enforces nothing. The head's
 * assets are read only when a changed contract names one the changed files do not hold; the base's
 * side only when the head has such a finding (the base versions of the changed contracts).
 */
export const CONTRACT_POINTS_AT_NO_ASSET = defineCheck(
  "CONTRACT_POINTS_AT_NO_ASSET",
  ({ run, start }) => pointsAtNothing(run, start.headFiles),
  async ({ run, start }, head) =>
    head.some((f) => f.rule === "CONTRACT_POINTS_AT_NO_ASSET")
      ? noAssetFindings(
          run.changedFiles.base,
          await readRepositoryAssets(start.baseFiles, run.sources),
          run.sources.rules,
          run.request.defaultDataSource ?? defaultDataSource(),
        )
      : [],
);

/** Contracts the pull request adds or changes must name an asset the head yields (read only when unsure). */
export async function pointsAtNothing(
  run: CheckRun,
  headFiles: CheckFacts["start"]["headFiles"],
): Promise<GateFinding[]> {
  const known = new Set([
    ...run.versions.head.map((a) => a.resourceName),
    ...run.versions.base.map((a) => a.resourceName),
    ...run.moves.map((m) => m.from.resourceName),
  ]);
  const unsure = run.changedFiles.head.filter((c) =>
    contractResourceNames(c.contract).some((n) => !known.has(n)),
  );
  if (unsure.length === 0) return [];
  const heads = await readRepositoryAssets(headFiles, run.sources);
  const reportedElsewhere = new Set([
    ...run.versions.base.map((a) => a.resourceName),
    ...run.moves.map((m) => m.from.resourceName),
  ]);
  return noAssetFindings(
    unsure,
    heads,
    run.sources.rules,
    run.request.defaultDataSource ?? defaultDataSource(),
    reportedElsewhere,
  );
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
      findings.push(
        gateFinding("CONTRACT_POINTS_AT_NO_ASSET", {
          level,
          file: loaded.file,
          line: loaded.line,
          detail: `contract ${loaded.contract.name}`,
          message: `no file of the repository yields ${name} at the head of this pull request`,
          contract: contractRef(loaded),
          asset: name,
          suggestions: nearestNames(
            name,
            heads.map((a) => a.resourceName),
          ),
        }),
      );
    }
  }
  return findings;
}
