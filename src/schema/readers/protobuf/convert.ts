import protobuf from "protobufjs";
import type { SchemaTree } from "../../model.js";
import type { ProtoSource } from "./import-cache.js";

/* protobufjs reflection objects to schema trees, with lines found in the files' text. */

const SCALARS: Record<string, SchemaTree["type"]> = {
  double: "float64",
  float: "float32",
  int32: "int32",
  sint32: "int32",
  sfixed32: "int32",
  int64: "int64",
  sint64: "int64",
  sfixed64: "int64",
  uint32: "uint32",
  fixed32: "uint32",
  uint64: "uint64",
  fixed64: "uint64",
  bool: "bool",
  string: "string",
  bytes: "bytes",
};

/** Well-known types, as Recap maps them: wrappers are nullable scalars. */
const WELL_KNOWN: Record<string, SchemaTree> = {
  ".google.protobuf.Timestamp": {
    type: "timestamp64",
    logical: "Timestamp",
    constraints: { unit: "nanosecond", timezone: "UTC" },
  },
  ".google.protobuf.Duration": { type: "int64", logical: "Duration", constraints: { unit: "nanosecond" } },
  ".google.protobuf.DoubleValue": { type: "float64", optional: true },
  ".google.protobuf.FloatValue": { type: "float32", optional: true },
  ".google.protobuf.Int64Value": { type: "int64", optional: true },
  ".google.protobuf.UInt64Value": { type: "uint64", optional: true },
  ".google.protobuf.Int32Value": { type: "int32", optional: true },
  ".google.protobuf.UInt32Value": { type: "uint32", optional: true },
  ".google.protobuf.BoolValue": { type: "bool", optional: true },
  ".google.protobuf.StringValue": { type: "string", optional: true },
  ".google.protobuf.BytesValue": { type: "bytes", optional: true },
  ".google.protobuf.Struct": {
    type: "map",
    fields: [
      { name: "key", type: "string" },
      { name: "value", type: "unknown" },
    ],
  },
  ".google.protobuf.Value": { type: "unknown" },
  ".google.protobuf.Any": { type: "bytes", logical: "Any" },
  ".google.protobuf.Empty": { type: "struct", fields: [] },
  ".google.protobuf.FieldMask": { type: "list", fields: [{ name: "element", type: "string" }] },
};

/** protobufjs does not record each type's file when parsing text; remember it on the objects. */
export const FILE = Symbol("file");
export type Tagged = protobuf.ReflectionObject & { [FILE]?: string };

export function tagFile(object: protobuf.ReflectionObject | null, file: string): void {
  if (!object) return;
  (object as Tagged)[FILE] ??= file;
  if (object instanceof protobuf.Namespace) for (const nested of object.nestedArray) tagFile(nested, file);
}

export function messageLine(
  src: ProtoSource | undefined,
  type: protobuf.ReflectionObject,
): number | undefined {
  if (!src) return undefined;
  const kind = type instanceof protobuf.Enum ? "enum" : "message";
  const at = declarationsOf(src).starts.get(`${kind} ${type.name}`);
  return at === undefined ? undefined : src.lines.lineAt(at);
}

/** Where a file declares things: first `message X` / `enum X`, and every `name = number`, by offset. */
interface Declarations {
  starts: Map<string, number>;
  fields: Map<string, number[]>;
}

const declarations = new WeakMap<ProtoSource, Declarations>();

/**
 * One scan of the text for all declarations: a regular expression per field
 * (compiled anew for each name) cost more than the parse on a 200-message file.
 */
function declarationsOf(src: ProtoSource): Declarations {
  let found = declarations.get(src);
  if (found) return found;
  found = { starts: new Map(), fields: new Map() };
  const scan = /\b(message|enum)\s+([A-Za-z_]\w*)\b|\b([A-Za-z_]\w*)\s*=\s*(\d+)\b/g;
  for (let match = scan.exec(src.text); match; match = scan.exec(src.text)) {
    const [, kind, name, field, number] = match;
    if (kind && name) {
      const key = `${kind} ${name}`;
      if (!found.starts.has(key)) found.starts.set(key, match.index);
      // A field of a type named `message` (`message value = 1`) is still a field: rescan from the name.
      scan.lastIndex = match.index + kind.length;
    } else if (field && number) {
      const key = `${field}=${Number(number)}`;
      const offsets = found.fields.get(key);
      if (offsets) offsets.push(match.index);
      else found.fields.set(key, [match.index]);
    }
  }
  declarations.set(src, found);
  return found;
}

function fieldLine(
  src: ProtoSource | undefined,
  type: protobuf.Type,
  field: protobuf.Field,
): number | undefined {
  const offset = fieldOffset(src, type, field);
  return src && offset !== undefined ? src.lines.lineAt(offset) : undefined;
}

/** The first `name = number` of the field at or after its message's `message Name`. */
function fieldOffset(
  src: ProtoSource | undefined,
  type: protobuf.Type,
  field: protobuf.Field,
): number | undefined {
  if (!src) return undefined;
  const found = declarationsOf(src);
  const start = found.starts.get(`message ${type.name}`) ?? 0;
  const offsets = found.fields.get(`${field.name}=${field.id}`);
  if (!offsets) return undefined;
  let low = 0;
  let high = offsets.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((offsets[mid] ?? 0) < start) low = mid + 1;
    else high = mid;
  }
  return offsets[low];
}

export class Converter {
  constructor(
    private readonly sources: Map<string, ProtoSource>,
    private readonly assetFile: string,
    /** Files read from the bundled common protos: no file or line of the repository to point at. */
    private readonly bundled: ReadonlySet<string> = new Set(),
  ) {}

  /** Trees of messages whose conversion met no recursion: the same wherever they are nested. */
  private readonly converted = new Map<protobuf.Type, SchemaTree>();
  /** Recursion cut-offs so far (a tree that met one depends on where it was reached). */
  private cutoffs = 0;

  /** `stack`: the messages being converted above this one (mutated and restored). */
  message(type: protobuf.Type, stack: Set<string>): SchemaTree {
    const known = this.converted.get(type);
    if (known) return known;
    const cutoffsBefore = this.cutoffs;
    stack.add(type.fullName);
    try {
      const tree = this.messageTree(type, stack);
      if (this.cutoffs === cutoffsBefore) this.converted.set(type, tree);
      return tree;
    } finally {
      stack.delete(type.fullName);
    }
  }

  private messageTree(type: protobuf.Type, inner: Set<string>): SchemaTree {
    const tagged = (type as Tagged)[FILE];
    const src = tagged ? this.sources.get(tagged) : undefined;
    const file = tagged && this.bundled.has(tagged) ? undefined : tagged;
    const fields: SchemaTree[] = [];
    const emitted = new Set<protobuf.OneOf>();
    for (const field of type.fieldsArray) {
      const oneof = field.partOf;
      if (oneof && !oneof.isProto3Optional) {
        if (emitted.has(oneof)) continue;
        emitted.add(oneof);
        fields.push({
          name: oneof.name,
          type: "union",
          optional: true,
          constraints: { oneof: true },
          ...(oneof.comment ? { doc: oneof.comment } : {}),
          fields: oneof.fieldsArray.map((f) => ({
            ...this.field(f, type, src, file, inner),
            optional: true,
          })),
          line: file ? fieldLine(src, type, oneof.fieldsArray[0] ?? field) : undefined,
          ...(file && file !== this.assetFile ? { file } : {}),
        });
        continue;
      }
      fields.push(this.field(field, type, src, file, inner));
    }
    const reserved = reservedConstraints(type.reserved);
    return {
      type: "struct",
      alias: type.fullName.replace(/^\./, ""),
      ...(type.comment ? { doc: type.comment } : {}),
      fields,
      ...(reserved ? { constraints: reserved } : {}),
    };
  }

  private field(
    field: protobuf.Field,
    parent: protobuf.Type,
    src: ProtoSource | undefined,
    file: string | undefined,
    stack: Set<string>,
  ): SchemaTree {
    const value = this.valueType(field.type, field.resolvedType, stack);
    const constraints: Record<string, unknown> = { fieldNumber: field.id, physicalType: field.type };
    if (field.options) {
      for (const [key, v] of Object.entries(field.options))
        if (key !== "proto3_optional") constraints[key] = v;
      if (typeof field.options.default === "number" && !Number.isSafeInteger(field.options.default)) {
        // protobufjs reads 64-bit defaults as doubles: keep the literal's exact value.
        const exact = exactDefault(src, parent, field);
        if (exact !== undefined) constraints.default = exact;
      }
    }
    let tree: SchemaTree;
    if (field instanceof protobuf.MapField) {
      tree = {
        type: "map",
        fields: [
          { name: "key", ...this.valueType(field.keyType, null, stack) },
          { name: "value", ...value },
        ],
      };
      constraints.physicalType = `map<${field.keyType}, ${field.type}>`;
    } else if (field.repeated) {
      tree = { type: "list", fields: [{ name: "element", ...value }] };
    } else {
      const isMessage = field.resolvedType instanceof protobuf.Type;
      // Presence: proto2 optional, proto3 `optional`, and message fields can be absent;
      // proto3 plain scalars and enums cannot (they read as their zero value).
      // Editions decide by `features.field_presence` (IMPLICIT: like proto3), which protobufjs resolves.
      const implicit =
        typeof field.hasPresence === "boolean"
          ? !isMessage && !field.hasPresence
          : !isMessage && !field.options?.proto3_optional && (src?.proto3 ?? false) && !field.partOf;
      const present = field.required || implicit;
      tree = { ...value, ...(present ? {} : { optional: true }) };
      if (field.required) constraints.required = true;
    }
    return {
      name: field.name,
      ...tree,
      ...(field.comment ? { doc: field.comment } : {}),
      constraints: { ...tree.constraints, ...constraints },
      line: file ? fieldLine(src, parent, field) : undefined,
      ...(file && file !== this.assetFile ? { file } : {}),
    };
  }

  private valueType(
    typeName: string,
    resolved: protobuf.Type | protobuf.Enum | null,
    stack: Set<string>,
  ): SchemaTree {
    const scalar = SCALARS[typeName];
    if (scalar) return { type: scalar };
    if (resolved instanceof protobuf.Enum) {
      return {
        type: "enum",
        alias: resolved.fullName.replace(/^\./, ""),
        constraints: {
          symbols: Object.keys(resolved.values),
          values: resolved.values,
          ...reservedConstraints(resolved.reserved),
        },
      };
    }
    if (resolved instanceof protobuf.Type) {
      const known = WELL_KNOWN[resolved.fullName];
      if (known) return { ...known, alias: resolved.fullName.replace(/^\./, "") };
      const alias = resolved.fullName.replace(/^\./, "");
      if (stack.has(resolved.fullName)) {
        this.cutoffs++;
        return { type: "struct", alias, constraints: { ref: alias } };
      }
      return this.message(resolved, stack);
    }
    return { type: "unknown" };
  }
}

/** `reserved` names and numbers as the Protobuf diff rules read them (reservedNames, reservedRanges). */
function reservedConstraints(
  reserved: Array<number[] | string> | undefined,
): Record<string, unknown> | undefined {
  if (!reserved || reserved.length === 0) return undefined;
  const names = reserved.filter((item): item is string => typeof item === "string");
  const ranges = reserved.filter((item): item is number[] => Array.isArray(item));
  return {
    ...(names.length > 0 ? { reservedNames: names } : {}),
    ...(ranges.length > 0 ? { reservedRanges: ranges } : {}),
  };
}

/** The exact decimal text of a 64-bit `[default = ...]` literal, read from the source. */
function exactDefault(
  src: ProtoSource | undefined,
  parent: protobuf.Type,
  field: protobuf.Field,
): string | undefined {
  const offset = fieldOffset(src, parent, field);
  if (!src || offset === undefined) return undefined;
  const statement = src.text.slice(offset, src.text.indexOf(";", offset));
  const literal = /\bdefault\s*=\s*(-?)\s*(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)/.exec(statement);
  if (!literal) return undefined;
  const digits = literal[2] ?? "0";
  const value = /^0[0-7]+$/.test(digits) ? BigInt(`0o${digits.slice(1)}`) : BigInt(digits);
  return `${literal[1] ?? ""}${value}`;
}
