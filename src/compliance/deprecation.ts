import type { SchemaNode } from "../api/schema-node.js";

/**
 * Deprecation with a sunset (docs/intended-changes.md "Deprecation with a sunset"): a field (or a
 * contract's whole object) marked deprecated may be removed from its sunset on, when no declared
 * consumer still reads it. Pure: the day is given (`today`, YYYY-MM-DD in UTC, from the one clock
 * `utcToday`), the consumers are the contract's.
 */

/** A deprecation as a contract states it; every key optional (ODCS's `deprecated: true` has none). */
export interface Deprecation {
  /** The day it was deprecated (YYYY-MM-DD). */
  since?: string | undefined;
  /** The first day it may be removed (YYYY-MM-DD); none: no day is promised, so it may not go yet. */
  sunset?: string | undefined;
  /** What readers should read instead. */
  replacement?: string | undefined;
}

/** A consumer as a contract names it: `reads` the field paths it reads; none: it names none, so any. */
export interface ConsumerReads {
  name: string;
  team?: string | undefined;
  reads?: readonly string[] | undefined;
}

/** Days before a sunset when the comment and the service warn of it. */
export const SUNSET_WARNING_DAYS = 30;

/** A node's deprecation: `constraints.deprecated` as `true` or `{since, sunset, replacement}`. */
export function deprecationOf(node: Pick<SchemaNode, "constraints">): Deprecation | undefined {
  return deprecationValue(node.constraints?.deprecated);
}

/** A `deprecated` value as written: `true`, or an object with the dates; anything else is no mark. */
export function deprecationValue(value: unknown): Deprecation | undefined {
  if (value === true) return {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const { since, sunset, replacement } = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" ? v : undefined);
  return { since: text(since), sunset: text(sunset), replacement: text(replacement) };
}

/** Every deprecated field of a schema, nested ones too, by dotted path, outermost first. */
export function deprecatedFields(
  schema: readonly SchemaNode[],
): Array<{ path: string; deprecation: Deprecation }> {
  const found: Array<{ path: string; deprecation: Deprecation }> = [];
  const walk = (nodes: readonly SchemaNode[], prefix: string) => {
    for (const node of nodes) {
      if (node.name === undefined) continue;
      const path = prefix ? `${prefix}.${node.name}` : node.name;
      const deprecation = deprecationOf(node);
      if (deprecation) found.push({ path, deprecation });
      walk(node.fields ?? [], path);
    }
  };
  walk(schema, "");
  return found;
}

/**
 * The deprecation that covers a field: its own, else its nearest deprecated parent's (removing a
 * field of a deprecated record is part of removing the record).
 */
export function deprecationAt(schema: readonly SchemaNode[], path: string): Deprecation | undefined {
  let nodes = schema;
  let covering: Deprecation | undefined;
  for (const part of path.split(".")) {
    const node = nodes.find((n) => n.name === part);
    if (!node) return covering;
    covering = deprecationOf(node) ?? covering;
    nodes = node.fields ?? [];
  }
  return covering;
}

/**
 * The consumers that read a field: one that names the field, a part of it (reading `address.city`
 * reads from `address`) or a record that holds it, and one that names nothing it reads (fail
 * closed: it may read anything). For the whole object (`path` empty), every consumer.
 */
export function readersOf(consumers: readonly ConsumerReads[], path: string): ConsumerReads[] {
  return consumers.filter((consumer) => {
    if (path === "" || !namesFields(consumer) || !consumer.reads) return true;
    return consumer.reads.some(
      (read) => read === path || read.startsWith(`${path}.`) || path.startsWith(`${read}.`),
    );
  });
}

/**
 * Whether a consumer names the fields it reads. `reads: []` names none, as a missing `reads` does:
 * both are taken to read every field (fail closed), never as reading nothing.
 */
export function namesFields(consumer: ConsumerReads): boolean {
  return consumer.reads !== undefined && consumer.reads.length > 0;
}

/** What removing a deprecated field or object means on a day. */
export type RemovalDecision =
  /** Before its sunset, or with none: a break; `sunset` the day it may go, when there is one. */
  | { kind: "early"; sunset?: string | undefined; readers: ConsumerReads[] }
  /** From its sunset on, but a declared consumer still reads it: a break naming them. */
  | { kind: "read"; sunset: string; readers: ConsumerReads[] }
  /** From its sunset on, and no declared consumer reads it: a planned removal. */
  | { kind: "planned"; sunset: string };

/** The decision for removing something deprecated: the sunset day itself is the first day it may go. */
export function removalDecision(
  deprecation: Deprecation,
  today: string,
  readers: readonly ConsumerReads[],
): RemovalDecision {
  const { sunset } = deprecation;
  if (sunset === undefined || today < sunset) return { kind: "early", sunset, readers: [...readers] };
  if (readers.length > 0) return { kind: "read", sunset, readers: [...readers] };
  return { kind: "planned", sunset };
}

/** Whole days from `today` to `day` (both YYYY-MM-DD, UTC): negative once it has passed. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Whether a sunset falls in the warning window: from today to `days` ahead, both ends in. */
export function sunsetWithin(sunset: string | undefined, today: string, days = SUNSET_WARNING_DAYS): boolean {
  if (sunset === undefined) return false;
  const left = daysUntil(sunset, today);
  return left >= 0 && left <= days;
}

/** Consumers as text: `name (team)`, joined. */
export function consumerNames(consumers: readonly ConsumerReads[]): string {
  return consumers
    .map(
      (c) =>
        `${c.name}${c.team ? ` (${c.team})` : ""}${namesFields(c) ? "" : " (names no fields it reads, so taken to read every one)"}`,
    )
    .join(", ");
}

/** What of a contract its deprecations are read from (a native contract's schema, consumers and mark). */
export interface DeprecationsOf {
  schema: readonly SchemaNode[];
  consumers?: readonly ConsumerReads[] | undefined;
  /** The whole contract's (its object's) deprecation. */
  deprecated?: Deprecation | undefined;
}

/**
 * Changes of a contract's deprecations that let a field go sooner without anyone's approval: a
 * sunset set where there was none or moved earlier, on a field the base holds, and a consumer's
 * read of a deprecated field dropped (a consumer removed, or its `reads` no longer naming it).
 * Each needs the base's owners (a planned removal later asks no one): one clause each.
 */
export function sunsetConsentClauses(before: DeprecationsOf, now: DeprecationsOf): string[] {
  const clauses: string[] = [];
  const was = new Map(deprecatedFields(before.schema).map((d) => [d.path, d.deprecation]));
  const marks = [
    ...(now.deprecated ? [{ path: "", deprecation: now.deprecated }] : []),
    ...deprecatedFields(now.schema).filter((d) => fieldAt(before.schema, d.path)),
  ];
  if (before.deprecated) was.set("", before.deprecated);
  for (const { path, deprecation } of marks) {
    const sunset = deprecation.sunset;
    const old = was.get(path)?.sunset;
    if (sunset !== undefined && (old === undefined || sunset < old))
      clauses.push(
        `sets the sunset of ${path || "the whole contract"} to ${sunset}${old ? ` (was ${old})` : ""}: from then it may be removed without an owner's approval`,
      );
  }
  for (const { path } of marks) {
    const readBefore = readersOf(before.consumers ?? [], path).map((c) => c.name);
    const readNow = new Set(readersOf(now.consumers ?? [], path).map((c) => c.name));
    const dropped = readBefore.filter((name) => !readNow.has(name));
    if (dropped.length > 0)
      clauses.push(
        `no longer names ${dropped.join(", ")} as reading the deprecated ${path ? `field ${path}` : "contract"}`,
      );
  }
  return clauses;
}

function fieldAt(schema: readonly SchemaNode[], path: string): SchemaNode | undefined {
  let nodes = schema;
  let node: SchemaNode | undefined;
  for (const part of path.split(".")) {
    node = nodes.find((n) => n.name === part);
    if (!node) return undefined;
    nodes = node.fields ?? [];
  }
  return node;
}
