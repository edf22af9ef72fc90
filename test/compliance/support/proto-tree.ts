import protobuf from "protobufjs";
import type { RecapType, SchemaNode } from "../../../src/api/schema-node.js";

/**
 * .proto text -> schema tree of one message, with the constraints
 * src/compliance/diff-protobuf.ts reads. Stands in for
 * src/schema/readers/protobuf.ts until that reader lands.
 */
const SCALARS: Record<string, RecapType> = {
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

type Reserved = Array<number[] | string> | undefined;

function reservedConstraints(reserved: Reserved): Record<string, unknown> {
  const names = (reserved ?? []).filter((item): item is string => typeof item === "string");
  const ranges = (reserved ?? []).filter((item): item is number[] => Array.isArray(item));
  return {
    ...(names.length > 0 ? { reservedNames: names } : {}),
    ...(ranges.length > 0 ? { reservedRanges: ranges } : {}),
  };
}

function enumNode(type: protobuf.Enum): SchemaNode {
  const entries = Object.entries(type.values);
  return {
    type: "enum",
    constraints: {
      typeName: type.fullName.replace(/^\./, ""),
      symbols: entries.map(([name]) => name),
      symbolNumbers: entries.map(([, number]) => number),
      ...reservedConstraints(type.reserved as Reserved),
    },
  };
}

function valueNode(typeName: string, resolved: protobuf.ReflectionObject | null, depth: number): SchemaNode {
  const scalar = SCALARS[typeName];
  if (scalar) return { type: scalar, constraints: { physicalType: typeName } };
  if (resolved instanceof protobuf.Enum) return enumNode(resolved);
  if (resolved instanceof protobuf.Type) return messageNode(resolved, depth + 1);
  return { type: "unknown" };
}

function fieldNode(field: protobuf.Field, depth: number): SchemaNode {
  const options = field.options ?? {};
  const oneof = field.partOf && !options.proto3_optional ? field.partOf.name : undefined;
  const constraints: Record<string, unknown> = {
    fieldNumber: field.id,
    ...(typeof options.json_name === "string" ? { jsonName: options.json_name } : {}),
    ...(oneof ? { oneof } : {}),
    ...(field.rule ? { label: field.rule } : {}),
    ...(options.default !== undefined ? { default: options.default } : {}),
  };
  const value = valueNode(field.type, field.resolvedType, depth);
  let node: SchemaNode;
  if (field instanceof protobuf.MapField) {
    node = {
      type: "map",
      fields: [
        { ...valueNode(field.keyType, null, depth), name: "key" },
        { ...value, name: "value" },
      ],
    };
  } else if (field.repeated) {
    node = { type: "list", fields: [{ ...value, name: "element" }] };
  } else {
    node = value;
  }
  return {
    ...node,
    name: field.name,
    optional: field.rule !== "required",
    constraints: { ...node.constraints, ...constraints },
  };
}

function messageNode(type: protobuf.Type, depth: number): SchemaNode {
  const constraints = {
    typeName: type.fullName.replace(/^\./, ""),
    ...reservedConstraints(type.reserved as Reserved),
  };
  // Recursive messages stop after a few levels: deep enough for every case here.
  if (depth > 4) return { type: "struct", constraints };
  return { type: "struct", fields: type.fieldsArray.map((field) => fieldNode(field, depth)), constraints };
}

export function protoTree(text: string, message: string): SchemaNode {
  const root = protobuf.parse(text, { keepCase: true }).root;
  root.resolveAll();
  return messageNode(root.lookupType(message), 0);
}
