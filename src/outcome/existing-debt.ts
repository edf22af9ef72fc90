import { type Finding, RULES } from "../rules/index.js";

/**
 * The head's findings with those the base already has (same fingerprint, and the same value the
 * asset has: a field the pull request breaks further is its own) marked as existing debt and
 * listed last, and the base's findings whose fingerprint the head no longer has: fixed by the
 * pull request. Only contract violations are compared: every other finding is about what the
 * pull request changes.
 */
export function withExistingDebt(
  findings: readonly Finding[],
  atBase: readonly Finding[] | undefined,
): { findings: Finding[]; fixed: Finding[] } {
  if (!atBase || atBase.length === 0) return { findings: [...findings], fixed: [] };
  const sameAs = (f: Finding) => JSON.stringify([f.fingerprint, f.actual ?? null]);
  const before = new Set(atBase.map(sameAs));
  const isDebt = (f: Finding) => RULES[f.rule].category === "contract-violation" && before.has(sameAs(f));
  const now = new Set(findings.map((f) => f.fingerprint));
  return {
    findings: [
      ...findings.filter((f) => !isDebt(f)),
      ...findings.filter(isDebt).map((f) => ({ ...f, existingDebt: true as const })),
    ],
    fixed: atBase.filter((f) => !now.has(f.fingerprint)),
  };
}
