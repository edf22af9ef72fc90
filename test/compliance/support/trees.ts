import type { SchemaNode } from "../../../src/api/schema-node.js";
import { memorySource } from "../../../src/schema/fs-source.js";
import { readerFor } from "../../../src/schema/index.js";
import { avroTree } from "./avro-tree.js";
import { protoTree } from "./proto-tree.js";

/**
 * Schema trees for the agreement tests: from the real reader of src/schema/readers
 * once it exists, else from the stand-in converters of this folder.
 */
async function viaReader(
  sourceType: "avro" | "protobuf",
  path: string,
  text: string,
  asset?: string,
): Promise<SchemaNode | undefined> {
  const reader = readerFor(sourceType);
  if (!reader) return undefined;
  const result = await reader.read({
    path,
    sourceType,
    dataSource: "test",
    files: memorySource({ [path]: text }),
  });
  const found = asset
    ? result.assets.find((a) => a.resourceName.endsWith(`:${asset}`) || a.path.endsWith(asset))
    : result.assets[0];
  if (!found)
    throw new Error(
      `${sourceType} reader produced no asset ${asset ?? ""}: ${JSON.stringify(result.diagnostics)}`,
    );
  return found.schema;
}

export async function avroTreeOf(schema: unknown): Promise<SchemaNode> {
  return (await viaReader("avro", "schema.avsc", JSON.stringify(schema))) ?? avroTree(schema as never);
}

export async function protoTreeOf(text: string, message: string): Promise<SchemaNode> {
  return (await viaReader("protobuf", "schema.proto", text, message)) ?? protoTree(text, message);
}
