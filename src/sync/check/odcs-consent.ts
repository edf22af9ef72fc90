import { levelRank } from "../../compliance/verdict.js";
import type { LoadedConfig } from "../../config/index.js";
import { contractResourceNames, type LoadedContract, readContractFile } from "../../contracts/index.js";
import { odcsContextOf } from "../../contracts/odcs-binding.js";
import type { RepoFiles } from "../../git/files.js";

/**
 * An ODCS contract is read through the configuration's `odcs` key: its bindings give its assets and
 * level, `ownerRoles` and `logins` turn its `team` into approvers. A pull request that changes only
 * that key changes who consents to the base's ODCS contracts (and what they protect) once merged,
 * without touching a contract file; so the base's contract is read again at the head under the
 * head's `odcs` settings, and what differs is a change the base's owners approve.
 */

/** Whether the pull request changes the configuration's `odcs` key. */
export function odcsSettingsChanged(base: LoadedConfig, head: LoadedConfig): boolean {
  return JSON.stringify(base.config.odcs ?? null) !== JSON.stringify(head.config.odcs ?? null);
}

/**
 * The contract `was` as the head would read it (its file at the head under the head's `odcs`
 * settings), or why it cannot be: the clause a change of who consents needs then.
 */
export async function underHeadOdcs(
  was: LoadedContract,
  file: string,
  { headFiles, headConfig, today }: { headFiles: RepoFiles; headConfig: LoadedConfig; today: string },
): Promise<{ now: LoadedContract } | { clause: string }> {
  const text = await headFiles.readText(file);
  if (text === undefined) return { clause: `its file ${file} is not at the head` };
  // With the head's files: a Kafka topic is bound to the head's message schemas, as the check reads it.
  const parsed = await readContractFile(text, file, odcsContextOf(headConfig.rules, today, headFiles));
  const now = parsed.contracts.find((c) => c.contract.id === was.contract.id);
  if (now) return { now };
  const why = parsed.diagnostics.map((d) => d.message).join("; ") || "no contract with its id";
  return {
    clause: `the head's configuration (odcs) no longer reads it from ${file} (${why}): what protects its assets, and who consents, is lost`,
  };
}

/** What the head's `odcs` bindings change of the contract's protection: assets it stops naming, a lower level. */
export function bindingClauses(was: LoadedContract, now: LoadedContract): string[] {
  const kept = new Set(contractResourceNames(now.contract));
  const clauses = contractResourceNames(was.contract)
    .filter((name) => !kept.has(name))
    .map(
      (name) =>
        `the configuration's odcs bindings no longer bind it to ${name} (now ${[...kept].join(", ")})`,
    );
  const before = was.contract.enforcementLevel ?? "INACTIVE";
  const after = now.contract.enforcementLevel ?? "INACTIVE";
  if (levelRank(after) < levelRank(before))
    clauses.push(`the configuration's odcs settings lower its enforcementLevel from ${before} to ${after}`);
  return clauses;
}
