// An Avro schema that holds exactly what a native contract promises: the asset of a test's
// pull request, so that removing one of its fields breaks the contract and adding one does not.
import type { SchemaNode } from "../../src/api/schema-node.js";

type Avro = unknown;

export function avroOfContract(name: string, fields: readonly SchemaNode[]): Record<string, unknown> {
  let named = 0;
  const nextName = (prefix: string) => `${prefix}${++named}`;
  const typeOf = (node: SchemaNode): Avro => {
    const constraints = node.constraints ?? {};
    const symbols = Array.isArray(constraints.symbols) ? (constraints.symbols as string[]) : undefined;
    let type: Avro;
    switch (node.type) {
      case "int8":
      case "int16":
      case "int32":
        type = "int";
        break;
      case "int64":
        type = "long";
        break;
      case "float16":
      case "float32":
        type = "float";
        break;
      case "float64":
        type = "double";
        break;
      case "bool":
        type = "boolean";
        break;
      case "bytes":
        type = "bytes";
        break;
      case "uuid":
        type = { type: "string", logicalType: "uuid" };
        break;
      case "date32":
        type = { type: "int", logicalType: "date" };
        break;
      case "time64":
        type = { type: "long", logicalType: "time-micros" };
        break;
      case "timestamp64":
        type = { type: "long", logicalType: "timestamp-millis" };
        break;
      case "decimal128":
      case "decimal256":
        type = {
          type: "bytes",
          logicalType: "decimal",
          precision: (constraints.precision as number | undefined) ?? 38,
          scale: (constraints.scale as number | undefined) ?? 0,
        };
        break;
      case "enum":
        type = { type: "enum", name: nextName("E"), symbols: symbols ?? ["A"] };
        break;
      case "struct":
        type = { type: "record", name: nextName("R"), fields: (node.fields ?? []).map(fieldOf) };
        break;
      case "list":
        type = { type: "array", items: typeOf(node.fields?.[0] ?? { type: "string" }) };
        break;
      case "map":
        type = { type: "map", values: typeOf(node.fields?.[1] ?? { type: "string" }) };
        break;
      default:
        // A string limited to listed values is held by an enum of them (check.ts).
        type = symbols
          ? { type: "enum", name: nextName("E"), symbols }
          : typeof constraints.maxLength === "number"
            ? { type: "string", maxLength: constraints.maxLength }
            : "string";
    }
    return node.optional === true ? ["null", type] : type;
  };
  const fieldOf = (node: SchemaNode) => ({ name: node.name, type: typeOf(node) });
  return { type: "record", name, namespace: "fixtures", fields: fields.map(fieldOf) };
}
