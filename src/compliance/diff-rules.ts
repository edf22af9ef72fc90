import type { SchemaNode } from "../api/schema-node.js";
import { describeType, isWidening, normalizeNode, variantsOf } from "./compat.js";
import { type DiffRules, type Judgement, symbolChanges } from "./diff-types.js";
import { CAPACITY_KEYS, capacityLoss } from "./narrowing.js";

const byName = (field: SchemaNode): string => field.name ?? "";

const COMPOSITE = new Set(["struct", "list", "map", "union", "enum"]);

/**
 * Whether `head`'s type holds every value of `base`'s, variant by variant (a plain type is a union
 * of one): each old variant must be a new one, or a scalar without a logical type that the new
 * one widens (union<int32 | string> -> union<int64 | string> holds; -> union<int32 | bytes> does
 * not; string -> union<string | int64> holds; union<int32 | string> -> string does not; a date
 * kept as int32 days -> int32 does not).
 */
function holdsEveryValue(base: SchemaNode, head: SchemaNode): boolean {
  const variants = variantsOf(head).map(normalizeNode);
  return variantsOf(base)
    .map(normalizeNode)
    .every((old) =>
      variants.some(
        (kept) =>
          describeType(kept) === describeType(old) ||
          (!COMPOSITE.has(old.type) && !old.logical && !kept.logical && isWidening(old.type, kept.type)),
      ),
    );
}

/**
 * Capacity constraints (maxLength, precision, scale, size) may grow; shrinking them breaks. The base
 * is a version read from a file, which states every bound it has: a bound the head adds narrows it
 * (text -> varchar(32), numeric -> numeric(10,2)). The judgement is checkAsset's (narrowing.ts).
 */
export function capacityJudgement(key: string, base: SchemaNode, head: SchemaNode): Judgement | undefined {
  if (!CAPACITY_KEYS.has(key)) return undefined;
  const loss = capacityLoss(key, base, head, "unbounded");
  if (!loss)
    return { breaking: false, reason: key === "maxLength" ? "the maximum length grew" : `${key} grew` };
  const { before, after } = loss;
  switch (loss.what) {
    case "maxLength":
      return {
        breaking: true,
        reason: `values of up to ${before ?? "any"} characters no longer fit in ${after}`,
      };
    case "precision":
    case "scale":
      return {
        breaking: true,
        reason: `${loss.what} shrank from ${before ?? "unbounded"} to ${after}: stored values lose digits`,
      };
    case "integer digits":
      return {
        breaking: true,
        reason: `integer digits shrank from ${before} to ${after}: large values no longer fit`,
      };
    case "size":
      return { breaking: true, reason: `fixed size changed from ${before} to ${after}` };
  }
}

const hasDefault = (node: SchemaNode): boolean =>
  node.constraints !== undefined && "default" in node.constraints;

/**
 * JSON Schema, code models, object storage, dataframes: the contract rules of
 * checkAsset with the base as the contract, plus fields that old data lacks.
 */
export const genericRules: DiffRules = {
  fieldKey: byName,
  added(head) {
    if (head.optional || hasDefault(head))
      return { breaking: false, reason: "optional: old data without it still reads" };
    return { breaking: true, reason: "required, and old data does not have it" };
  },
  removed() {
    return { breaking: true, reason: "readers of the field no longer find it" };
  },
  nullability(base) {
    return base.optional
      ? { breaking: true, reason: "now required: old data without a value no longer reads" }
      : { breaking: true, reason: "now optional: readers may get no value where they relied on one" };
  },
  retyped(base, head) {
    return holdsEveryValue(base, head) && !base.logical && !head.logical
      ? { breaking: false, reason: `${head.type} holds every ${base.type} value (widening)` }
      : { breaking: true, reason: `${describeType(head)} cannot hold every ${describeType(base)} value` };
  },
  enumChanges(base, head, path) {
    return symbolChanges(base, head, path, (symbol) => ({
      breaking: true,
      reason: `old data may hold ${symbol}, which the new version does not accept`,
    }));
  },
  constraint(key, base, head) {
    return capacityJudgement(key, base, head) ?? { breaking: false, reason: `${key} changed` };
  },
  handledConstraints: new Set(["symbols"]),
};

/** PostgreSQL, MySQL, SQL Server: a change breaks when an existing query breaks. */
export const sqlRules: DiffRules = {
  ...genericRules,
  added(head) {
    if (head.optional || hasDefault(head)) {
      return { breaking: false, reason: "nullable or defaulted: existing inserts and selects still work" };
    }
    return { breaking: true, reason: "NOT NULL without a default: inserts that do not name the column fail" };
  },
  removed() {
    return { breaking: true, reason: "dropped column: queries that name it fail" };
  },
  nullability(base, head) {
    if (base.optional && !head.optional && !hasDefault(head)) {
      return {
        breaking: true,
        reason: "NOT NULL without a default: inserts of NULL or without the column fail",
      };
    }
    return {
      breaking: false,
      reason: base.optional ? "NOT NULL with a default" : "now nullable: no query fails",
    };
  },
  retyped(base, head) {
    return holdsEveryValue(base, head)
      ? { breaking: false, reason: `${head.type} holds every ${base.type} value (widening)` }
      : { breaking: true, reason: `retyped column: ${describeType(base)} -> ${describeType(head)}` };
  },
  constraint(key, base, head) {
    const capacity = capacityJudgement(key, base, head);
    if (capacity) return capacity;
    if (key === "physicalType") {
      // An opaque type (an extension's the reader stands in, a type of its own) is known only as written.
      if (base.type === "unknown" && head.type === "unknown") {
        return {
          breaking: true,
          reason: `opaque type changed: ${String(base.constraints?.physicalType)} -> ${String(head.constraints?.physicalType)}`,
        };
      }
      return {
        breaking: false,
        reason: "same kind of type; its length and precision are judged on their own",
      };
    }
    return { breaking: false, reason: `${key} changed` };
  },
};

/** JSON Schema: the generic rules, plus `integer` -> `number` (every integer is a JSON number). */
export const jsonSchemaRules: DiffRules = {
  ...genericRules,
  retyped(base, head) {
    if (base.type === "int64" && head.type === "float64" && !base.logical && !head.logical) {
      return { breaking: false, reason: "every integer is a number: old data still validates" };
    }
    return genericRules.retyped(base, head);
  },
};
