import type avro from "avsc";
import type { Diagnostic, ReadAsset, ReadRequest, ReadResult, SchemaReader, SchemaTree } from "../model.js";
import { resourceName } from "../model.js";
import { errorDiagnostic, errorMessage } from "../reader-helpers.js";
import {
  type AvroFile,
  Converter,
  collectNames,
  type NamedDefinition,
  qualify,
  referencedNames,
  stringOr,
  truncationWarning,
} from "./avro-tree.js";
import { AvroType } from "./avsc-lazy.js";
import { isRecord, JsonParseError, parseJsonLocated } from "./json-located.js";

/** avsc's messages end with the offending name or value: point at its first quoted occurrence. */
function lineOfCulprit(text: string | undefined, message: string): number {
  const culprit = /:\s*([^\s:]+)\s*$/.exec(message)?.[1]?.replace(/^"|"$/g, "");
  const at = culprit && text ? text.indexOf(`"${culprit}"`) : -1;
  return at === -1 || !text ? 1 : text.slice(0, at).split("\n").length;
}

/**
 * Avro .avsc files (JSON): records, enums, fixed, arrays, maps, unions,
 * logical types. Named types may come from sibling .avsc files of the same
 * folder. avsc validates the schema (its errors become diagnostics); the tree
 * is built from the JSON itself so that docs, defaults, aliases and lines are
 * kept. One asset per top-level named record; path `<file>:<full name>`.
 */
export const avroReader: SchemaReader = {
  sourceType: "avro",
  extensions: [".avsc", ".avdl", ".avpr"],
  async read(request: ReadRequest): Promise<ReadResult> {
    // The IDL parser (and avsc's full entry) only for the files that need it.
    if (request.path.endsWith(".avdl")) return (await import("./avro-idl.js")).readAvroIdl(request);
    if (request.path.endsWith(".avpr")) return (await import("./avro-idl.js")).readAvroProtocol(request);
    const main = await loadFile(request, request.path);
    if ("diagnostic" in main) return { assets: [], diagnostics: [main.diagnostic] };
    const diagnostics: Diagnostic[] = [];
    const definitions = new Map<string, NamedDefinition>();
    collectNames(main.doc.value, undefined, main, definitions);
    const localNames = new Set(definitions.keys());
    // Names the file uses but does not define: look in the sibling .avsc files.
    if (
      referencedNames(main.doc.value, undefined).some(
        (n) => !definitions.has(n) && !definitions.has(n.slice(n.lastIndexOf(".") + 1)),
      )
    ) {
      const dir = request.path.includes("/") ? request.path.slice(0, request.path.lastIndexOf("/")) : "";
      for (const sibling of await request.files.list(dir)) {
        if (sibling === request.path || !sibling.endsWith(".avsc")) continue;
        const loaded = await loadFile(request, sibling);
        if ("doc" in loaded) collectNames(loaded.doc.value, undefined, loaded, definitions, false);
      }
    }
    // avsc would spend seconds before failing on such a record: refuse it first.
    const tooWide = widestRecord(main.doc.value);
    if (tooWide) {
      const line = main.doc.keyLine(tooWide.record, "name") ?? main.doc.lineOf(tooWide.record);
      const message = `record '${String(tooWide.record.name)}' has ${tooWide.fields} fields, more than the ${AVSC_MAX_FIELDS} avsc can compile: not read`;
      return { assets: [], diagnostics: [errorDiagnostic(request.path, message, line)] };
    }
    try {
      const registry: Record<string, avro.Type> = {};
      // Sibling definitions first, so the main file's references resolve.
      for (const [name, def] of definitions) {
        if (!localNames.has(name) && !registry[name]) tryParse(def.schema, registry);
      }
      AvroType.forSchema(main.doc.value as avro.Schema, { registry, wrapUnions: true });
    } catch (error) {
      const message = errorMessage(error);
      diagnostics.push(
        errorDiagnostic(request.path, `invalid Avro schema: ${message}`, lineOfCulprit(main.text, message)),
      );
      return { assets: [], diagnostics };
    }
    const tops = Array.isArray(main.doc.value) ? main.doc.value : [main.doc.value];
    const assets: ReadAsset[] = [];
    for (const top of tops) {
      if (!isRecord(top) || top.type !== "record") continue;
      const fullName = qualify(String(top.name), stringOr(top.namespace));
      const converter = new Converter(definitions, request.path);
      const tree = converter.convert(top, undefined, main, new Set());
      if (converter.truncated > 0)
        diagnostics.push(truncationWarning(request.path, fullName, converter.truncated));
      const path = `${request.path}:${fullName}`;
      assets.push({
        sourceType: "avro",
        resourceName: resourceName("avro", request.dataSource, path),
        dataSource: request.dataSource,
        path,
        file: request.path,
        line: main.doc.keyLine(top, "name") ?? main.doc.lineOf(top),
        schema: { ...tree, name: fullName },
      });
    }
    if (assets.length === 0) {
      diagnostics.push(errorDiagnostic(request.path, "no top-level Avro record in this file", 1));
    }
    return { assets, diagnostics };
  },
};

/**
 * Maps one standalone Avro schema given as JSON text (the writer schema of an
 * object container file) to a tree, exactly as a top-level record of an .avsc
 * file is mapped. Throws when the text is not JSON or not a valid Avro schema.
 */
export function avroSchemaTree(text: string, file: string): SchemaTree {
  const doc = parseJsonLocated(text);
  AvroType.forSchema(doc.value as avro.Schema, { wrapUnions: true });
  const source: AvroFile = { file, doc, text };
  const definitions = new Map<string, NamedDefinition>();
  collectNames(doc.value, undefined, source, definitions);
  return new Converter(definitions, file).convert(doc.value, undefined, source, new Set());
}

/** avsc compiles a record's constructor with one parameter per field; V8 allows 65,534. */
const AVSC_MAX_FIELDS = 65_534;

/** The record with the most fields, when it has more than avsc can compile. */
function widestRecord(schema: unknown): { record: Record<string, unknown>; fields: number } | undefined {
  let widest: { record: Record<string, unknown>; fields: number } | undefined;
  const work: unknown[] = [schema];
  while (work.length > 0) {
    const node = work.pop();
    if (Array.isArray(node)) for (const item of node) work.push(item);
    else if (isRecord(node)) {
      if (Array.isArray(node.fields)) {
        if (node.fields.length > AVSC_MAX_FIELDS && node.fields.length > (widest?.fields ?? 0)) {
          widest = { record: node, fields: node.fields.length };
        }
        for (const field of node.fields) if (isRecord(field)) work.push(field.type);
      }
      work.push(node.type, node.items, node.values);
    }
  }
  return widest;
}

function tryParse(schema: unknown, registry: Record<string, avro.Type>): void {
  try {
    AvroType.forSchema(schema as avro.Schema, { registry, wrapUnions: true });
  } catch {
    // Reported when the main schema fails to resolve.
  }
}

async function loadFile(request: ReadRequest, file: string): Promise<AvroFile | { diagnostic: Diagnostic }> {
  const text = await request.files.readText(file);
  if (text === undefined) return { diagnostic: errorDiagnostic(file, "no such file") };
  try {
    return { file, doc: parseJsonLocated(text), text };
  } catch (error) {
    const line = error instanceof JsonParseError ? error.line : undefined;
    return { diagnostic: errorDiagnostic(file, `not valid JSON: ${errorMessage(error)}`, line) };
  }
}
