import { canPreExist, type Finding } from "../rules/index.js";

/**
 * The head's findings with those the base already has marked as existing debt and listed last,
 * and the base's findings whose fingerprint the head no longer has: fixed by the pull request
 * (docs/rules.md "Fail closed: what fails a pull request's check": what a pull request pays for). A finding is the base's when its rule can
 * pre-exist (rules/attribution.ts), the base has its fingerprint with the same value in the asset
 * (a field the pull request breaks further is its own), and it hides nothing the pull request
 * changed: one with `hidesChange` counts, and says why.
 */
export function withExistingDebt(
  findings: readonly Finding[],
  atBase: readonly Finding[] | undefined,
): { findings: Finding[]; fixed: Finding[] } {
  if (!atBase || atBase.length === 0) return { findings: [...findings], fixed: [] };
  const sameAs = (f: Finding) => JSON.stringify([f.fingerprint, f.actual ?? null]);
  const before = new Set(atBase.map(sameAs));
  const atBaseToo = (f: Finding) => canPreExist(f.rule) && before.has(sameAs(f));
  const isDebt = (f: Finding) => atBaseToo(f) && f.hidesChange === undefined;
  const now = new Set(findings.map((f) => f.fingerprint));
  return {
    findings: [
      ...findings
        .filter((f) => !isDebt(f))
        .map((f) =>
          atBaseToo(f)
            ? { ...f, message: `${f.message} (the base has it too, yet it counts: ${f.hidesChange})` }
            : f,
        ),
      ...findings.filter(isDebt).map((f) => ({ ...f, existingDebt: true as const })),
    ],
    fixed: atBase.filter((f) => !now.has(f.fingerprint)),
  };
}
