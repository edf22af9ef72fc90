import type { SchemaNode } from "../api/schema-node.js";
import { childOf, describeType, normalizeNode, numberConstraint, stringListConstraint } from "./compat.js";
import { type DiffRules, type Judgement, symbolChanges } from "./diff-types.js";

/*
 * Avro: a change is breaking when the new schema cannot read data written with
 * the old one (Avro schema resolution, as avsc's `createResolver` does it).
 * What the tree must carry (constraints of the Avro reader):
 *   field `default` (any value, null included) and field `aliases`;
 *   named types' full name in `alias` (or `typeName`) and their aliases in
 *   `typeAliases` (or `aliases`); fixed `fixedSize` (or `size`);
 *   an enum's `enumDefault`; a primitive's Avro name in `physicalType` when the
 *   Recap type alone does not tell (e.g. a logical type over int or long).
 */

type AvroKind =
  | "null"
  | "boolean"
  | "int"
  | "long"
  | "float"
  | "double"
  | "bytes"
  | "string"
  | "fixed"
  | "enum"
  | "array"
  | "map"
  | "record"
  | "union";

const AVRO_PRIMITIVES: ReadonlySet<string> = new Set([
  "null",
  "boolean",
  "int",
  "long",
  "float",
  "double",
  "bytes",
  "string",
]);

function avroKind(node: SchemaNode): AvroKind {
  const physical = node.constraints?.physicalType;
  if (typeof physical === "string" && AVRO_PRIMITIVES.has(physical)) return physical as AvroKind;
  switch (node.type) {
    case "null":
      return "null";
    case "bool":
      return "boolean";
    case "int8":
    case "int16":
    case "int32":
    case "uint8":
    case "uint16":
    case "date32":
      return "int";
    case "int64":
    case "uint32":
    case "uint64":
    case "time64":
    case "timestamp64":
      return "long";
    case "float16":
    case "float32":
      return "float";
    case "float64":
      return "double";
    case "bytes":
    case "decimal128":
    case "decimal256":
      return fixedSize(node) === undefined ? "bytes" : "fixed";
    case "enum":
      return "enum";
    case "list":
      return "array";
    case "map":
      return "map";
    case "struct":
      return "record";
    case "union":
      return "union";
    default:
      return "string";
  }
}

/** What the writer's type may be read as, per the Avro specification's promotions. */
const PROMOTIONS: Readonly<Partial<Record<AvroKind, readonly AvroKind[]>>> = {
  int: ["int"],
  long: ["int", "long"],
  float: ["int", "long", "float"],
  double: ["int", "long", "float", "double"],
  string: ["string", "bytes"],
  bytes: ["string", "bytes"],
  boolean: ["boolean"],
  null: ["null"],
};

/** A node as Avro sees it: optionality is a union with null. */
function branchesOf(raw: SchemaNode): SchemaNode[] | undefined {
  const node = normalizeNode(raw);
  if (node.optional) {
    const rest = node.type === "union" ? (node.fields ?? []) : [{ ...node, optional: false }];
    return [{ type: "null" }, ...rest];
  }
  return node.type === "union" ? (node.fields ?? []) : undefined;
}

function fixedSize(node: SchemaNode): number | undefined {
  return numberConstraint(node, "fixedSize") ?? numberConstraint(node, "size");
}

const NAMED: ReadonlySet<string> = new Set(["record", "enum", "fixed"]);

function typeName(node: SchemaNode): string | undefined {
  const name = node.constraints?.typeName ?? (NAMED.has(avroKind(node)) ? node.alias : undefined);
  return typeof name === "string" ? name : undefined;
}

/**
 * Reader and writer named types match by full name or a reader alias (relative
 * aliases take the reader's namespace); unnamed trees match.
 */
function namesMatch(reader: SchemaNode, writer: SchemaNode): boolean {
  const readerName = typeName(reader);
  const writerName = typeName(writer);
  if (readerName === undefined || writerName === undefined || readerName === writerName) return true;
  const namespace = readerName.includes(".") ? readerName.slice(0, readerName.lastIndexOf(".")) : "";
  const aliases =
    stringListConstraint(reader, "typeAliases") ?? stringListConstraint(reader, "aliases") ?? [];
  return aliases.some(
    (alias) => (alias.includes(".") || !namespace ? alias : `${namespace}.${alias}`) === writerName,
  );
}

function fieldNames(field: SchemaNode): string[] {
  return [field.name ?? "", ...(stringListConstraint(field, "aliases") ?? [])];
}

export const hasAvroDefault = (node: SchemaNode): boolean =>
  node.constraints !== undefined && "default" in node.constraints;

/** True when data written with `writer` can be read with `reader` (Avro schema resolution). */
export function avroReadable(writer: SchemaNode, reader: SchemaNode): boolean {
  const writerBranches = branchesOf(writer);
  if (writerBranches) return writerBranches.every((branch) => avroReadable(branch, reader));
  const readerBranches = branchesOf(reader);
  if (readerBranches) return readerBranches.some((branch) => avroReadable(writer, branch));
  const w = normalizeNode(writer);
  const r = normalizeNode(reader);
  const wKind = avroKind(w);
  const rKind = avroKind(r);
  switch (rKind) {
    case "record": {
      if (wKind !== "record" || !namesMatch(r, w)) return false;
      const writerFields = w.fields ?? [];
      return (r.fields ?? []).every((readerField) => {
        const names = fieldNames(readerField);
        const matches = writerFields.filter((writerField) => names.includes(writerField.name ?? ""));
        if (matches.length > 1) return false;
        const [match] = matches;
        return match ? avroReadable(match, readerField) : hasAvroDefault(readerField);
      });
    }
    case "enum": {
      if (wKind !== "enum" || !namesMatch(r, w)) return false;
      const symbols = stringListConstraint(r, "symbols") ?? [];
      const complete = (stringListConstraint(w, "symbols") ?? []).every((symbol) => symbols.includes(symbol));
      return complete || r.constraints?.enumDefault !== undefined;
    }
    case "fixed":
      return wKind === "fixed" && fixedSize(w) === fixedSize(r) && namesMatch(r, w);
    case "array":
    case "map": {
      if (wKind !== rKind) return false;
      const role = rKind === "array" ? "element" : "value";
      const writerChild = childOf(w, role);
      const readerChild = childOf(r, role);
      return writerChild !== undefined && readerChild !== undefined && avroReadable(writerChild, readerChild);
    }
    default:
      return PROMOTIONS[rKind]?.includes(wKind) ?? false;
  }
}

function resolution(base: SchemaNode, head: SchemaNode): Judgement {
  return avroReadable(base, head)
    ? { breaking: false, reason: `Avro resolves ${describeType(base)} data as ${describeType(head)}` }
    : { breaking: true, reason: `Avro cannot read ${describeType(base)} data as ${describeType(head)}` };
}

export const avroRules: DiffRules = {
  fieldKey: (field) => field.name ?? "",
  // Each new field that names a removed one (by alias) reads its data; two new fields may name
  // the same old one, and both read it (Avro resolution matches each reader field on its own).
  renames(removed, added) {
    const pairs: Array<[SchemaNode, SchemaNode]> = [];
    for (const to of added) {
      const from = removed.find((field) => fieldNames(to).includes(field.name ?? ""));
      if (from) pairs.push([from, to]);
    }
    return pairs;
  },
  added(head) {
    return hasAvroDefault(head)
      ? { breaking: false, reason: "has a default, used for old data" }
      : { breaking: true, reason: "no default: old data has no value for it" };
  },
  removed() {
    return { breaking: false, reason: "the new schema skips it when reading old data" };
  },
  nullability(base, head) {
    return base.optional && !head.optional
      ? { breaking: true, reason: "old data may hold null, which the new schema cannot read" }
      : { breaking: false, reason: "the new union with null reads the old values" };
  },
  retyped: resolution,
  enumChanges(base, head, path) {
    const fallback = head.constraints?.enumDefault;
    return symbolChanges(base, head, path, (symbol) =>
      fallback === undefined
        ? { breaking: true, reason: `old data may hold ${symbol} and the enum has no default` }
        : { breaking: false, reason: `old ${symbol} values read as the enum default ${String(fallback)}` },
    );
  },
  constraint(key, base, head) {
    if (key === "size" || key === "fixedSize") return resolution(base, head);
    if (key === "typeName" || (key === "alias" && typeName(base) !== undefined)) {
      return namesMatch(head, base)
        ? { breaking: false, reason: "renamed with the old name as an alias" }
        : { breaking: true, reason: "named type renamed without an alias: old data does not resolve" };
    }
    if (key === "enumDefault") return { breaking: false, reason: "the enum default only helps old data" };
    // A field's aliases do take part in resolution (a reader's alias matches a writer's old name).
    if (key === "aliases")
      return { breaking: false, reason: "the field's aliases name older fields it reads data of" };
    return { breaking: false, reason: `${key} does not take part in Avro schema resolution` };
  },
  handledConstraints: new Set(["symbols"]),
};
