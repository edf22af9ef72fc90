import type { SchemaNode } from "../api/schema-node.js";
import { numberConstraint, stringListConstraint } from "./compat.js";

/*
 * What a later version of a field can no longer hold of an earlier one: its capacity (maxLength,
 * precision, scale, fixed size) and its enum symbols. The one judgement of both the contract check
 * (checkAsset: earlier = the contract) and the diff (diffSchemas: earlier = the base version).
 */

/** The capacity constraints a field may grow but not shrink. */
export const CAPACITY_KEYS: ReadonlySet<string> = new Set([
  "maxLength",
  "precision",
  "scale",
  "size",
  "fixedSize",
]);

/**
 * What a bound the earlier version leaves out means. `unbounded`: the earlier version states every
 * bound it has (a version read from a schema file, or a contract that pins its physical type, such
 * as `text` or `numeric`), so a bound the later one adds narrows it. `unstated`: the earlier
 * version makes no promise about the bound (a contract of `type: string` alone), so only a bound
 * it states can be broken.
 */
export type AbsentBound = "unbounded" | "unstated";

export interface CapacityLoss {
  what: "maxLength" | "precision" | "scale" | "integer digits" | "size";
  /** The earlier bound; undefined: unbounded. */
  before: number | undefined;
  after: number | undefined;
}

const sizeOf = (node: SchemaNode) => numberConstraint(node, "size") ?? numberConstraint(node, "fixedSize");

/** A scale defaults to 0 where a precision is stated (numeric(10) holds no fraction). */
function scaleOf(node: SchemaNode): number | undefined {
  return (
    numberConstraint(node, "scale") ?? (numberConstraint(node, "precision") === undefined ? undefined : 0)
  );
}

/** What `after` loses of `before`'s capacity `key` (one of CAPACITY_KEYS), or undefined. */
export function capacityLoss(
  key: string,
  before: SchemaNode,
  after: SchemaNode,
  absent: AbsentBound,
): CapacityLoss | undefined {
  switch (key) {
    case "maxLength": {
      const was = numberConstraint(before, key);
      const now = numberConstraint(after, key);
      if (now === undefined) return undefined;
      const limit = was ?? (absent === "unbounded" ? Infinity : 0);
      return limit > now ? { what: "maxLength", before: was, after: now } : undefined;
    }
    case "precision": {
      const was = numberConstraint(before, key);
      const now = numberConstraint(after, key);
      if (now === undefined) return undefined;
      // numeric -> numeric(10,2): an unconstrained decimal now holds fewer digits.
      if (was === undefined)
        return absent === "unbounded" && before.type === after.type
          ? { what: "precision", before: undefined, after: now }
          : undefined;
      return now < was ? { what: "precision", before: was, after: now } : undefined;
    }
    case "scale": {
      const was = scaleOf(before);
      const now = scaleOf(after);
      if (was !== undefined && now !== undefined && now < was)
        return { what: "scale", before: was, after: now };
      // decimal(10,2) -> decimal(10,4) keeps the precision but loses two integer digits.
      const p0 = numberConstraint(before, "precision");
      const p1 = numberConstraint(after, "precision");
      if (p0 === undefined || p1 === undefined || was === undefined || now === undefined) return undefined;
      return p1 - now < p0 - was ? { what: "integer digits", before: p0 - was, after: p1 - now } : undefined;
    }
    case "size":
    case "fixedSize": {
      // Fixed-size bytes (Avro fixed, char(n)) change their encoding with the size, either way.
      const was = sizeOf(before);
      const now = sizeOf(after);
      if (was === now || (absent === "unstated" && (was === undefined || now === undefined)))
        return undefined;
      return { what: "size", before: was, after: now };
    }
    default:
      return undefined;
  }
}

/** Every capacity loss of a field, at most one of precision, scale and integer digits (the first). */
export function capacityLosses(before: SchemaNode, after: SchemaNode, absent: AbsentBound): CapacityLoss[] {
  const digits =
    capacityLoss("precision", before, after, absent) ?? capacityLoss("scale", before, after, absent);
  return [
    capacityLoss("maxLength", before, after, absent),
    digits,
    capacityLoss("size", before, after, absent),
  ].filter((loss): loss is CapacityLoss => loss !== undefined);
}

/** The enum symbols of `before` that `after` no longer has, in `before`'s order. */
export function removedSymbols(before: SchemaNode, after: SchemaNode): string[] {
  const kept = new Set(stringListConstraint(after, "symbols") ?? []);
  return (stringListConstraint(before, "symbols") ?? []).filter((symbol) => !kept.has(symbol));
}
