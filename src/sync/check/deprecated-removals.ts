import type { EnforcementLevel } from "../../api/resources.js";
import { contractSchemaChangesByBump } from "../../compliance/contract-breaks.js";
import {
  type ConsumerReads,
  consumerNames,
  type Deprecation,
  daysUntil,
  deprecationAt,
  namesFields,
  type RemovalDecision,
  readersOf,
  removalDecision,
} from "../../compliance/deprecation.js";
import type { ProtectSetting } from "../../config/config.js";
import type { LoadedContract } from "../../contracts/index.js";
import { inForce } from "../../contracts/statuses.js";
import type { GateFinding } from "../../outcome/model.js";
import { type ChangedContracts, contractSourceType, unparsedContractFiles } from "./contract-changes.js";
import { contractRef } from "./contract-ref.js";
import type { CheckFacts } from "./facts.js";
import type { Detected } from "./rules/define.js";
import { PROTECTION_WEAKENED } from "./rules/protection-weakened.js";

/**
 * Deprecated fields and contracts a pull request removes
 * (docs/intended-changes.md "Deprecation with a sunset"), each with its decision: before its sunset (or with none) a break that says when
 * it may go (REMOVED_BEFORE_SUNSET); from its sunset on, a break naming the declared consumers that
 * still read it (REMOVED_WHILE_READ), else a planned removal (PLANNED_REMOVAL, listed), for which
 * owner approval asks no one and the version rule still asks a new major version. The deprecation
 * and its sunset are the base's (trusted); the readers those of the base and the head together (a
 * pull request cannot drop a reader to pass).
 */
export interface DeprecatedRemoval {
  was: LoadedContract;
  /** The head's version of the contract; none when the pull request deletes it (the object removed). */
  now: LoadedContract | undefined;
  /** The field's dotted path; empty for the whole contract. */
  path: string;
  deprecation: Deprecation;
  decision: RemovalDecision;
}

/** Each deprecated field the changed contracts remove, and each deprecated contract they delete. */
export function deprecatedRemovals(changed: ChangedContracts, today: string): DeprecatedRemoval[] {
  const head = new Map(changed.head.map((c) => [c.contract.id, c]));
  const unparsed = unparsedContractFiles(changed);
  const removals: DeprecatedRemoval[] = [];
  for (const was of changed.base) {
    const now = head.get(was.contract.id);
    // A file the head cannot parse hides what it holds: its error is the finding (fail closed).
    if (!now && (unparsed.has(was.file) || changed.renamedOutOfGlob.has(was.file))) continue;
    const consumers = readersUnion(was, now);
    if (!now) {
      const deprecation = was.contract.deprecated;
      if (deprecation)
        removals.push({
          was,
          now,
          path: "",
          deprecation,
          decision: decide(deprecation, today, consumers, ""),
        });
      continue;
    }
    const { major } = contractSchemaChangesByBump(
      was.contract.schema,
      now.contract.schema,
      contractSourceType(now),
    );
    for (const change of major) {
      if (change.kind !== "FIELD_REMOVED") continue;
      const deprecation = deprecationAt(was.contract.schema, change.field) ?? was.contract.deprecated;
      if (!deprecation) continue;
      removals.push({
        was,
        now,
        path: change.field,
        deprecation,
        decision: decide(deprecation, today, consumers, change.field),
      });
    }
  }
  return removals;
}

function decide(
  deprecation: Deprecation,
  today: string,
  consumers: readonly ConsumerReads[],
  path: string,
): RemovalDecision {
  return removalDecision(deprecation, today, readersOf(consumers, path));
}

/** The consumers of the base's contract and of the head's, each name once (the base's entry first). */
export function readersUnion(was: LoadedContract, now: LoadedContract | undefined): ConsumerReads[] {
  const byName = new Map<string, ConsumerReads>();
  for (const consumer of [...(was.contract.consumers ?? []), ...(now?.contract.consumers ?? [])]) {
    const seen = byName.get(consumer.name);
    // The same consumer named at both ends reads what either end says it reads.
    if (!seen) byName.set(consumer.name, consumer);
    else if (namesFields(seen) && seen.reads)
      byName.set(consumer.name, {
        ...seen,
        reads: namesFields(consumer) && consumer.reads ? [...seen.reads, ...consumer.reads] : undefined,
      });
  }
  return [...byName.values()];
}

/** What a removal's finding says (its rule is its decision's: rules/removed-before-sunset.ts and its two siblings). */
export function removalDetected(
  removal: DeprecatedRemoval,
  today: string,
  protect: ProtectSetting | undefined,
): Detected {
  const { was, now, decision } = removal;
  const place = now ? { file: now.file, line: now.line } : { file: was.file, line: undefined };
  return {
    level: decision.kind === "planned" ? "INACTIVE" : levelOf(was, protect),
    ...place,
    detail: `${removal.path ? `field ${removal.path}` : "contract"} of contract ${was.contract.name}`,
    message: removalMessage(removal, today),
    contract: contractRef(was),
    // The field is the finding's identity (a waiver names it), not its text.
    subject: removal.path || "(contract)",
  };
}

/** The pull request's removals of one decision, judged on the run's day (check-start.ts `today`). */
export function removalsOf(facts: CheckFacts, kind: RemovalDecision["kind"]): Detected[] {
  const { today } = facts.start;
  const protect = facts.start.config.base.config.protect;
  return deprecatedRemovals(facts.run.changedFiles, today)
    .filter((r) => r.decision.kind === kind)
    .map((r) => removalDetected(r, today, protect));
}

/** The base contract's level; INACTIVE (listed) when it was not in force or the base's `protect` is off. */
function levelOf(was: LoadedContract, protect: ProtectSetting | undefined): EnforcementLevel {
  const level = was.contract.enforcementLevel ?? "INACTIVE";
  if (protect === "off" || !inForce(was.contract)) return "INACTIVE";
  return level;
}

function removalMessage(removal: DeprecatedRemoval, today: string): string {
  const { decision, deprecation } = removal;
  const subject = removal.path ? `The field ${removal.path}` : `The contract ${removal.was.contract.name}`;
  const since = deprecation.since ? ` since ${deprecation.since}` : "";
  const instead = deprecation.replacement ? ` (its replacement: ${deprecation.replacement})` : "";
  switch (decision.kind) {
    case "early": {
      const readers = decision.readers.length
        ? ` Declared consumers reading it: ${consumerNames(decision.readers)}.`
        : "";
      if (decision.sunset === undefined)
        return `${subject} is deprecated${since}${instead} with no sunset: no day was promised when it may go, so it stays. Set a sunset in a pull request of its own (the contract's owners approve it), then remove it from that day.${readers}`;
      const days = daysUntil(decision.sunset, today);
      return `${subject} is deprecated${since}${instead} with a sunset of ${decision.sunset}: it may be removed from ${decision.sunset} on (in ${days} day${days === 1 ? "" : "s"}), not before. Keep it until then, or accept the early removal in the waiver ledger (its owners approve).${readers}`;
    }
    case "read":
      return `${subject} is deprecated${since}${instead}, and its sunset of ${decision.sunset} has come, but declared consumers still read it: ${consumerNames(decision.readers)}. Agree with them first, then drop their read from the contract's consumers (its owners approve), or accept the removal in the waiver ledger.`;
    case "planned":
      return `${subject} is deprecated${since}${instead}, its sunset of ${decision.sunset} has come and no declared consumer reads it: a planned removal. No owner's approval is asked for it; the contract's version rule asks for a new major version.`;
  }
}

/** Keys (`contractId` NUL `path`) of the planned field removals: owner approval asks no one for them. */
export function plannedFieldRemovals(removals: readonly DeprecatedRemoval[]): Set<string> {
  return new Set(
    removals
      .filter((r) => r.decision.kind === "planned" && r.path !== "")
      .map((r) => removalKey(r.was.contract.id, r.path)),
  );
}

export const removalKey = (contractId: string, path: string): string => `${contractId}\u0000${path}`;

/**
 * The deletion of a deprecated contract after its sunset, with no declared consumer, is a planned
 * removal: its PROTECTION_WEAKENED ("the contract is deleted") is listed, not counted, and so needs
 * no owner's approval. Every other weakening stays as found.
 */
export function withPlannedDeletions(
  findings: readonly GateFinding[],
  removals: readonly DeprecatedRemoval[],
): GateFinding[] {
  const planned = new Map(
    removals
      .filter((r) => r.decision.kind === "planned" && r.path === "" && r.now === undefined)
      .map((r) => [r.was.contract.id, r]),
  );
  if (planned.size === 0) return [...findings];
  return findings.map((finding) => {
    const removal = planned.get(finding.contract?.id ?? "");
    if (finding.rule !== PROTECTION_WEAKENED.rule || !removal || !finding.message.endsWith("is deleted"))
      return finding;
    return {
      ...finding,
      level: "INACTIVE",
      message: `${finding.message}: a planned removal (deprecated, its sunset of ${removal.deprecation.sunset} has come, no declared consumer)`,
    };
  });
}
