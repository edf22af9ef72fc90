import type { EnforcementLevel } from "../../api/resources.js";
import { levelRank } from "../../compliance/verdict.js";
import type { LoadedConfig } from "../../config/index.js";
import { contractKeysOf } from "../../contracts/governed-keys.js";
import type { LoadedContract } from "../../contracts/index.js";
import type { readCodeowners } from "./codeowners.js";
import { protectLevel } from "./rules/protection-weakened.js";

/**
 * Who consents to a contract's changes, and what changes it (docs/intended-changes.md "Who may consent"). The keys of class `who-consents` (contracts/governed-keys.ts) decide it: the contract's
 * own (`approvers`, `owner`), the configuration's (`owners`, `protect`) and the owners CODEOWNERS
 * names for the contract's file. A pull request that changes any of them for a contract in force
 * needs the approval of those who consent at the base, compared with who would after the merge
 * (the head's contract under the head's configuration).
 */

/** The contract's approvers and its owner's in the configuration, each once (first spelling). */
export function approversOf(loaded: LoadedContract, config: LoadedConfig): string[] {
  const { approvers = [], owner } = loaded.contract;
  const mapped = owner ? (config.config.owners[owner] ?? []) : [];
  const seen = new Map<string, string>();
  for (const approver of [...approvers, ...mapped])
    if (!seen.has(approver.toLowerCase())) seen.set(approver.toLowerCase(), approver);
  return [...seen.values()];
}

/** The level a weakening or break of the contract counts at under a configuration (`protect`). */
export function consentLevel(loaded: LoadedContract, config: LoadedConfig): EnforcementLevel {
  return protectLevel(config.config.protect, loaded.contract.enforcementLevel ?? "INACTIVE");
}

export interface ConsentSides {
  baseConfig: LoadedConfig;
  headConfig: LoadedConfig;
  /** CODEOWNERS at each end: the owners of each contract file. */
  baseOwners: Awaited<ReturnType<typeof readCodeowners>>;
  headOwners: Awaited<ReturnType<typeof readCodeowners>>;
}

const same = (a: readonly string[], b: readonly string[]) =>
  JSON.stringify(a.map((x) => x.toLowerCase()).sort()) ===
  JSON.stringify(b.map((x) => x.toLowerCase()).sort());

/**
 * What the pull request changes of who consents to a contract (the base's `was`, the head's `now`),
 * one clause each; none when nothing changes. A contract the head deletes is a weakening instead.
 */
export function whoConsentsClauses(was: LoadedContract, now: LoadedContract, sides: ConsentSides): string[] {
  const clauses: string[] = [];
  for (const key of contractKeysOf("who-consents")) {
    const before = was.contract[key as keyof typeof was.contract];
    const after = now.contract[key as keyof typeof now.contract];
    // A list of logins is a set: reordered or recased (GitHub logins ignore case), it names the same people.
    const unchanged =
      Array.isArray(before) || Array.isArray(after)
        ? same((before as string[] | undefined) ?? [], (after as string[] | undefined) ?? [])
        : JSON.stringify(before) === JSON.stringify(after);
    if (!unchanged) clauses.push(`changes its ${key} (${shown(before)} -> ${shown(after)})`);
  }
  const before = approversOf(was, sides.baseConfig);
  const after = approversOf(now, sides.headConfig);
  if (clauses.length === 0 && !same(before, after))
    clauses.push(
      `changes who approves it through the configuration's owners (${shown(before)} -> ${shown(after)})`,
    );
  // Under the head's `protect`, the contract's level at the base: a lower one asks less consent.
  const baseLevel = consentLevel(was, sides.baseConfig);
  const headLevel = consentLevel(was, sides.headConfig);
  if (levelRank(headLevel) < levelRank(baseLevel))
    clauses.push(
      `changes the configuration's protect from ${sides.baseConfig.config.protect} to ${sides.headConfig.config.protect}: its weakenings and breaks would count at ${headLevel}, not ${baseLevel}`,
    );
  const ownersBefore = sides.baseOwners.ownersOf(was.file);
  const ownersAfter = sides.headOwners.ownersOf(now.file);
  const unreadable = sides.headOwners.problem ?? sides.baseOwners.problem;
  if (unreadable !== undefined && sides.headOwners.problem !== sides.baseOwners.problem)
    clauses.push(
      `changes CODEOWNERS so that who owns ${now.file} cannot be told (${visibleSpelling(unreadable)})`,
    );
  else if (!same(ownersBefore, ownersAfter))
    clauses.push(
      `changes the owners CODEOWNERS names for ${now.file} (${shown(ownersBefore)} -> ${shown(ownersAfter)})`,
    );
  return clauses;
}

function shown(value: unknown): string {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return "none";
  return visibleSpelling(Array.isArray(value) ? value.join(", ") : String(value));
}

/**
 * Who consents is named by logins, teams and e-mail-like keys, all ASCII: a character outside it
 * is shown by its code point, so a lookalike (Cyrillic `а` for `a`) cannot read as the old name.
 */
export function visibleSpelling(text: string): string {
  return text.replace(/[^\x20-\x7e]/gu, (c) => {
    const code = (c.codePointAt(0) ?? 0).toString(16);
    return code.length > 4 ? `\\u{${code}}` : `\\u${code.padStart(4, "0")}`;
  });
}
