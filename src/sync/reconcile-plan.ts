import { sameCanonical } from "../api/canonical.js";
import type { Contract, ContractCreate } from "../api/resources.js";
import type { PlanAction, PlanEntry, ReconcilePlan } from "../outcome/plan.js";

export type { PlanAction, PlanEntry, ReconcilePlan };

/**
 * The plan of a reconcile, a pure function: `desired` is every contract of the
 * repository at the pushed commit (as it would be sent, without provenance),
 * `held` every contract the service lists. A desired contract the service lacks
 * is created; one whose spec, status, level, version or file differs is
 * updated; a held contract of this repository (`gitRepo`) that is not ARCHIVED
 * and that the repository no longer has is archived. Without a `gitRepo`
 * nothing is archived: contracts of other repositories must never be touched.
 * Nor is a contract whose file is still there but could not be read
 * (`unreadableFiles`): a typo must not retire a contract.
 */
export function planReconcile(
  desired: readonly ContractCreate[],
  held: readonly Contract[],
  gitRepo: string | undefined,
  unreadableFiles: ReadonlySet<string> = new Set(),
): ReconcilePlan {
  const heldById = new Map(held.map((c) => [c.id, c]));
  const entries: PlanEntry[] = desired.map((want) => {
    const have = heldById.get(want.id);
    const base = {
      id: want.id,
      name: want.contractSpec.name ?? want.id,
      filePath: want.filePath,
      versionBefore: have?.version,
      versionAfter: want.version,
    };
    if (!have) return { ...base, action: "create", reason: "not in the service", body: want };
    const differences = differencesOf(want, have);
    if (differences.length === 0) return { ...base, action: "unchanged", reason: "same", body: undefined };
    return { ...base, action: "update", reason: differences.join(", "), body: want };
  });
  const wanted = new Set(desired.map((c) => c.id));
  const repo = gitRepo === undefined ? undefined : sameRepo(gitRepo);
  for (const have of held) {
    if (repo === undefined || wanted.has(have.id) || have.status === "ARCHIVED") continue;
    if (have.gitRepo === undefined || sameRepo(have.gitRepo) !== repo) continue;
    if (have.filePath !== undefined && unreadableFiles.has(have.filePath)) continue;
    entries.push({
      action: "archive",
      id: have.id,
      name: have.contractSpec.name ?? have.id,
      filePath: have.filePath,
      versionBefore: have.version,
      versionAfter: have.version,
      reason: "file gone",
      body: archivedBody(have),
    });
  }
  const counts: Record<PlanAction, number> = { create: 0, update: 0, archive: 0, unchanged: 0 };
  for (const entry of entries) counts[entry.action] += 1;
  return { entries, counts };
}

function sameRepo(url: string): string {
  return url
    .replace(/\/+$/, "")
    .replace(/\.git$/, "")
    .toLowerCase();
}

/** What differs between the repository's contract and the service's, in words. */
function differencesOf(want: ContractCreate, have: Contract): string[] {
  const differences: string[] = [];
  if (!sameCanonical(want.contractSpec, have.contractSpec)) differences.push("spec changed");
  if (want.status !== have.status) differences.push(`status ${have.status} -> ${want.status}`);
  const level = want.enforcementLevel ?? "INACTIVE";
  if (level !== have.enforcementLevel) differences.push(`level ${have.enforcementLevel} -> ${level}`);
  if ((want.version ?? "") !== (have.version ?? "")) differences.push("version changed");
  if (want.filePath !== have.filePath) differences.push(`moved from ${have.filePath ?? "nowhere"}`);
  if (!sameCanonical(want.waivers ?? [], have.waivers ?? [])) differences.push("waivers changed");
  return differences;
}

/** The held contract as a creation body, ARCHIVED; provenance is added when the plan is applied. */
export function archivedBody(have: Contract): ContractCreate {
  return {
    id: have.id,
    status: "ARCHIVED",
    contractSpec: have.contractSpec,
    version: have.version,
    enforcementLevel: have.enforcementLevel,
    filePath: have.filePath,
    gitRepo: have.gitRepo,
    ...(have.waivers ? { waivers: have.waivers } : {}),
  };
}
