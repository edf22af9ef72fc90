import type { SchemaNode } from "../api/schema-node.js";
import { numberConstraint, stringListConstraint } from "./compat.js";
import { type DiffRules, type Judgement, type SchemaChange, symbolChanges } from "./diff-types.js";

/*
 * Protobuf: the rules of buf's WIRE_JSON category (a change breaks the binary
 * or the JSON encoding). Fields pair by number; a oneof (a union with
 * `constraints.oneof: true`, its variants the fields) is flattened into its
 * fields. What the tree must carry (constraints of the Protobuf reader): a
 * field's `fieldNumber`, `json_name` (or `jsonName`), `required: true` (or
 * `label: "required"`), proto2 `default`, and its proto type in `physicalType`
 * ("sint32", "fixed64", "map<string, int32>", ...); a message's or enum's full
 * name in `alias` (or `typeName`); an enum's numbers in `values`
 * ({NAME: number}, or `symbols` with `symbolNumbers`); `reservedNames`,
 * `reservedNumbers`, `reservedRanges` ([start, end] inclusive) on messages and enums.
 */

/** Scalars whose binary and JSON encodings agree (buf FIELD_WIRE_JSON_COMPATIBLE_TYPE). */
const COMPATIBLE_SCALARS: readonly (readonly string[])[] = [
  ["int32", "uint32"],
  ["int64", "uint64"],
  ["fixed32", "sfixed32"],
  ["fixed64", "sfixed64"],
];

const PROTO_SCALARS: ReadonlySet<string> = new Set([
  "double",
  "float",
  "int32",
  "int64",
  "uint32",
  "uint64",
  "sint32",
  "sint64",
  "fixed32",
  "fixed64",
  "sfixed32",
  "sfixed64",
  "bool",
  "string",
  "bytes",
]);

/** Key and value scalars of a map spelled `map<K, V>` in `physicalType`, when both are scalars. */
function mapTypes(node: SchemaNode): [string, string] | undefined {
  const physical = node.constraints?.physicalType;
  const match = typeof physical === "string" ? /^map<\s*(\w+)\s*,\s*(\w+)\s*>$/.exec(physical) : null;
  const [, key, value] = match ?? [];
  return key && value && PROTO_SCALARS.has(key) && PROTO_SCALARS.has(value) ? [key, value] : undefined;
}

/** The proto scalar of a node, else what it is (message, enum, map, repeated). */
function protoType(node: SchemaNode): string {
  const physical = node.constraints?.physicalType;
  if (typeof physical === "string" && PROTO_SCALARS.has(physical)) return physical;
  switch (node.type) {
    case "float32":
      return "float";
    case "float64":
      return "double";
    case "struct":
      return "message";
    case "enum":
      return "enum";
    case "list":
      return "repeated";
    default:
      return node.type;
  }
}

function scalarsCompatible(before: string, after: string): boolean {
  return (
    before === after || COMPATIBLE_SCALARS.some((group) => group.includes(before) && group.includes(after))
  );
}

function cardinality(node: SchemaNode): string {
  if (node.type === "list") return "repeated";
  if (node.type === "map") return "map";
  return "singular";
}

function retyped(base: SchemaNode, head: SchemaNode): Judgement {
  const before = cardinality(base);
  const after = cardinality(head);
  if (before !== after) {
    return {
      breaking: true,
      reason: `cardinality changed from ${before} to ${after} (FIELD_WIRE_JSON_COMPATIBLE_CARDINALITY)`,
    };
  }
  return typeJudgement(protoType(base), protoType(head));
}

function typeJudgement(before: string, after: string): Judgement {
  return scalarsCompatible(before, after)
    ? { breaking: false, reason: `${before} and ${after} share their binary and JSON encoding` }
    : { breaking: true, reason: `type changed from ${before} to ${after} (FIELD_WIRE_JSON_COMPATIBLE_TYPE)` };
}

function reservesNumber(node: SchemaNode, number: number | undefined): boolean {
  if (number === undefined) return false;
  const numbers = node.constraints?.reservedNumbers;
  if (Array.isArray(numbers) && numbers.includes(number)) return true;
  const ranges = node.constraints?.reservedRanges;
  if (!Array.isArray(ranges)) return false;
  return ranges.some(
    (range) =>
      Array.isArray(range) &&
      typeof range[0] === "number" &&
      typeof range[1] === "number" &&
      range[0] <= number &&
      number <= range[1],
  );
}

function reservesName(node: SchemaNode, name: string): boolean {
  return (stringListConstraint(node, "reservedNames") ?? []).includes(name);
}

/** What a deletion leaves unreserved (buf *_NO_DELETE_UNLESS_NAME_RESERVED / _NUMBER_RESERVED). */
function deletion(what: string, name: string, number: number | undefined, owner: SchemaNode): Judgement {
  const missing = [
    ...(reservesName(owner, name) ? [] : [`name "${name}"`]),
    ...(reservesNumber(owner, number) ? [] : [`number ${number ?? "?"}`]),
  ];
  return missing.length === 0
    ? { breaking: false, reason: `${what} deleted with its name and number reserved` }
    : {
        breaking: true,
        reason: `${what} deleted without reserving the ${missing.join(" and the ")}`,
        reuseHazard: true,
      };
}

/** protoc's default JSON name: lowerCamelCase of the field name. */
export function defaultJsonName(name: string): string {
  // Most names have no underscore: no replace (with its callback) per field of every message diffed.
  if (!name.includes("_")) return name;
  return name.replace(/_+([a-z0-9])?/g, (_, next: string | undefined) => (next ? next.toUpperCase() : ""));
}

function jsonNameOf(field: SchemaNode): string {
  const explicit = field.constraints?.jsonName ?? field.constraints?.json_name;
  return typeof explicit === "string" ? explicit : defaultJsonName(field.name ?? "");
}

function textOf(value: unknown): string | undefined {
  return value === undefined ? undefined : typeof value === "string" ? value : JSON.stringify(value);
}

function reservedRemoved(key: string, base: SchemaNode, head: SchemaNode): Judgement {
  const lost =
    key === "reservedNames"
      ? (stringListConstraint(base, key) ?? []).filter((name) => !reservesName(head, name))
      : key === "reservedNumbers"
        ? ((base.constraints?.[key] as unknown[] | undefined) ?? []).filter(
            (number) => typeof number === "number" && !reservesNumber(head, number),
          )
        : ((base.constraints?.[key] as unknown[] | undefined) ?? []).filter(
            (range) =>
              !Array.isArray(range) ||
              typeof range[0] !== "number" ||
              typeof range[1] !== "number" ||
              !Array.from(
                { length: Math.min(range[1] - range[0] + 1, 10_000) },
                (_, i) => (range[0] as number) + i,
              ).every((number) => reservesNumber(head, number)),
          );
  return lost.length > 0
    ? {
        breaking: true,
        reason: `reserved ${JSON.stringify(lost)} no longer reserved (RESERVED_*_NO_DELETE)`,
        reuseHazard: true,
      }
    : { breaking: false, reason: "reservations only grew" };
}

const isRequired = (node: SchemaNode): boolean =>
  node.constraints?.required === true || node.constraints?.label === "required";

/** The full name of a message or enum type. */
function typeNameOf(node: SchemaNode): string | undefined {
  const name = node.constraints?.typeName ?? node.alias;
  return typeof name === "string" ? name : undefined;
}

/** Fields with a oneof's members in place of the oneof, each knowing its oneof's name. */
function flatFields(struct: SchemaNode): SchemaNode[] {
  const fields = struct.fields ?? [];
  // The fields themselves when no oneof is there (most messages): no copy per message.
  if (!fields.some((field) => field.type === "union" && field.constraints?.oneof === true)) return fields;
  return fields.flatMap((field) =>
    field.type === "union" && field.constraints?.oneof === true
      ? (field.fields ?? []).map((member) => ({
          ...member,
          constraints: { ...member.constraints, oneof: field.name ?? "" },
        }))
      : [field],
  );
}

/** Enum value numbers by name, from `values` or from `symbols` + `symbolNumbers`. */
function enumNumbers(node: SchemaNode): Array<[string, number]> | undefined {
  const values = node.constraints?.values;
  if (values && typeof values === "object" && !Array.isArray(values)) {
    return Object.entries(values).filter((entry): entry is [string, number] => typeof entry[1] === "number");
  }
  const numbers = node.constraints?.symbolNumbers;
  if (!Array.isArray(numbers)) return undefined;
  return (stringListConstraint(node, "symbols") ?? []).flatMap((symbol, index) => {
    const number = numbers[index];
    return typeof number === "number" ? [[symbol, number] as [string, number]] : [];
  });
}

export const protobufRules: DiffRules = {
  fieldsOf: flatFields,
  fieldKey(field) {
    const number = numberConstraint(field, "fieldNumber");
    return number === undefined ? `name:${field.name ?? ""}` : `#${number}`;
  },
  added(head) {
    return isRequired(head)
      ? { breaking: true, reason: "a new required field (MESSAGE_SAME_REQUIRED_FIELDS)" }
      : { breaking: false, reason: "old messages simply lack it" };
  },
  removed(base, headParent) {
    return deletion("field", base.name ?? "", numberConstraint(base, "fieldNumber"), headParent);
  },
  paired(base, head, path) {
    const changes: SchemaChange[] = [];
    if (base.name !== head.name) {
      changes.push({
        kind: "FIELD_RENAMED",
        field: path,
        breaking: true,
        reason: "the JSON and text formats use the name (FIELD_SAME_NAME)",
        before: base.name,
        after: head.name,
      });
    }
    const checks: Array<[string, string | undefined, string | undefined, string]> = [
      ["jsonName", jsonNameOf(base), jsonNameOf(head), "the JSON encoding uses it (FIELD_SAME_JSON_NAME)"],
      [
        "oneof",
        textOf(base.constraints?.oneof),
        textOf(head.constraints?.oneof),
        "oneof membership (FIELD_SAME_ONEOF)",
      ],
      ["default", textOf(base.constraints?.default), textOf(head.constraints?.default), "FIELD_SAME_DEFAULT"],
    ];
    if (isRequired(base) !== isRequired(head)) {
      checks.push([
        "required",
        String(isRequired(base)),
        String(isRequired(head)),
        "MESSAGE_SAME_REQUIRED_FIELDS",
      ]);
    }
    for (const [key, before, after, reason] of checks) {
      if (before === after) continue;
      changes.push({
        kind: "CONSTRAINT_CHANGED",
        field: path,
        breaking: true,
        reason,
        before: before === undefined ? undefined : `${key}=${before}`,
        after: after === undefined ? undefined : `${key}=${after}`,
      });
    }
    return changes;
  },
  nullability() {
    return { breaking: false, reason: "field presence does not change the binary or JSON encoding" };
  },
  retyped,
  enumChanges(base, head, path) {
    const baseValues = enumNumbers(base);
    const headValues = enumNumbers(head);
    if (!baseValues || !headValues) {
      return symbolChanges(base, head, path, (symbol) => deletion("enum value", symbol, undefined, head));
    }
    const namesByNumber = (values: Array<[string, number]>): Map<number, string[]> => {
      const map = new Map<number, string[]>();
      for (const [name, number] of values) map.set(number, [...(map.get(number) ?? []), name]);
      return map;
    };
    const before = namesByNumber(baseValues);
    const after = namesByNumber(headValues);
    const changes: SchemaChange[] = [];
    for (const [number, names] of before) {
      const now = after.get(number);
      if (!now) {
        for (const name of names) {
          changes.push({
            kind: "ENUM_SYMBOL_REMOVED",
            field: path,
            ...deletion("enum value", name, number, head),
            before: name,
          });
        }
      } else if (!names.every((name) => now.includes(name))) {
        changes.push({
          kind: "ENUM_SYMBOL_RENAMED",
          field: path,
          breaking: true,
          reason: `value ${number} renamed: JSON uses the name (ENUM_VALUE_SAME_NAME)`,
          before: names.join("|"),
          after: now.join("|"),
        });
      }
    }
    for (const [number, names] of after) {
      if (before.has(number)) continue;
      changes.push({
        kind: "ENUM_SYMBOL_ADDED",
        field: path,
        breaking: false,
        reason: "old messages never hold the new value",
        after: names.join("|"),
      });
    }
    return changes;
  },
  constraint(key, base, head) {
    switch (key) {
      case "physicalType":
        // Messages, enums and maps are judged by their full names and children, not by how the field spells them.
        if (mapTypes(base) && mapTypes(head)) {
          const [baseKey, baseValue] = mapTypes(base) ?? [];
          const [headKey, headValue] = mapTypes(head) ?? [];
          const key = typeJudgement(baseKey ?? "", headKey ?? "");
          return key.breaking ? key : typeJudgement(baseValue ?? "", headValue ?? "");
        }
        if (!PROTO_SCALARS.has(protoType(base)) || !PROTO_SCALARS.has(protoType(head))) {
          return { breaking: false, reason: "the type is judged by its full name and its fields" };
        }
        return typeJudgement(protoType(base), protoType(head));
      case "typeName":
      case "alias":
        return {
          breaking: true,
          reason: `message or enum type changed from ${typeNameOf(base)} to ${typeNameOf(head)} (FIELD_WIRE_JSON_COMPATIBLE_TYPE)`,
        };
      case "reservedNames":
      case "reservedNumbers":
      case "reservedRanges":
        return reservedRemoved(key, base, head);
      default:
        return { breaking: false, reason: `${key} is not part of the binary or JSON encoding` };
    }
  },
  handledConstraints: new Set([
    "symbols",
    "symbolNumbers",
    "values",
    "fieldNumber",
    "jsonName",
    "json_name",
    "oneof",
    "default",
    "label",
    "required",
  ]),
};
