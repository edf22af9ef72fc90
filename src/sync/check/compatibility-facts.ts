import { type CompatibilityJudgement, compatibilityFindings } from "../compatibility.js";
import { baseContractsOf } from "./base-contracts.js";
import type { CheckRun } from "./check-run.js";
import type { CheckStart } from "./check-start.js";

/**
 * The compatibility modes' judgements of the changed assets (src/sync/compatibility.ts), gathered
 * once for COMPATIBILITY_BROKEN and COMPATIBILITY_UNVERIFIED: the assets whose base contract or
 * base source rule sets a mode, against the base or the default branch's history. Nothing is read
 * when no mode is set anywhere, or when the check has no Git port (unit tests).
 */
export async function compatibilityFacts(
  start: CheckStart,
  run: CheckRun,
): Promise<CompatibilityJudgement[]> {
  const targets = start.changes.headTargets;
  if (!run.git || targets.length === 0 || run.versions.head.length === 0) return [];
  const setsMode = (mode: string | undefined) => mode !== undefined && mode !== "NONE";
  const byRule = run.sources.rules.config.sources.some((rule) => setsMode(rule.compatibility));
  const contracts = await baseContractsOf(run);
  if (!byRule && !contracts.some((loaded) => setsMode(loaded.contract.compatibility))) return [];
  return compatibilityFindings({
    git: run.git,
    base: run.request.base,
    sources: run.sources,
    targets,
    head: run.versions.head,
    baseAssets: run.versions.base,
    contracts,
    renamed: new Map(
      start.changes.schemaFiles.flatMap((file) =>
        file.status === "renamed" && file.previousPath ? [[file.path, file.previousPath] as const] : [],
      ),
    ),
    moves: run.moves,
    progress: (line) => run.log.info(line),
  });
}
