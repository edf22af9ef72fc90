import { posix } from "node:path";
import avro from "avsc";
import type { LocatedDocument } from "../located.js";
import type { ReadAsset, ReadRequest, ReadResult } from "../model.js";
import { resourceName } from "../model.js";
import { errorDiagnostic, errorMessage, escapeRegExp, LineIndex } from "../text.js";
import {
  type AvroFile,
  Converter,
  collectNames,
  type NamedDefinition,
  qualify,
  stringOr,
} from "./avro-tree.js";
import { isRecord, JsonParseError, parseJsonLocated } from "./json-located.js";
import { oversized } from "./limits.js";

interface Protocol {
  namespace?: string;
  types?: unknown[];
}

/**
 * The protocol of an .avdl file with its `import idl|protocol|schema` files
 * merged in, by avsc's own IDL assembler; imports are read from the repository
 * (relative to the importing file) and never from outside it.
 */
function assemble(request: ReadRequest): Promise<Protocol> {
  const importHook = (path: string, _kind: string, done: (error?: Error | null, text?: string) => void) => {
    const file = posix.normalize(path);
    if (file.startsWith("../") || file.startsWith("/")) {
      done(new Error(`import '${path}' points outside the repository: not followed`));
      return;
    }
    request.files.readText(file).then(
      (text) =>
        done(text === undefined ? new Error(`import '${file}' not found in the repository`) : null, text),
      (error: Error) => done(error),
    );
  };
  return new Promise((resolve, reject) => {
    avro.assembleProtocol(request.path, { importHook } as never, (error: Error | null, protocol: unknown) =>
      error ? reject(error) : resolve(protocol as Protocol),
    );
  });
}

/**
 * Avro IDL (.avdl), as far as avsc's IDL parser goes: protocols with records,
 * enums, fixed, unions, arrays, maps, `@logicalType` annotations and imports
 * of other .avdl, .avpr and .avsc files (not the newer `decimal(p,s)` / `T?`
 * shorthands). Each record the file itself declares is an asset. Lines come
 * from a scan of the text: `record Name`, then each field's `name;` /
 * `name = default;` after it.
 */
export async function readAvroIdl(request: ReadRequest): Promise<ReadResult> {
  const text = await request.files.readText(request.path);
  if (text === undefined) return { assets: [], diagnostics: [errorDiagnostic(request.path, "no such file")] };
  let protocol: Protocol;
  try {
    protocol = await assemble(request);
  } catch (error) {
    const zeroBased = (error as { lineNum?: number }).lineNum; // avsc counts lines from 0
    const importing = /^import '([^']+)'/.exec(errorMessage(error))?.[1];
    const at = importing ? text.indexOf(posix.basename(importing)) : -1;
    const line =
      zeroBased !== undefined ? zeroBased + 1 : at >= 0 ? new LineIndex(text).lineAt(at) : undefined;
    const file = (error as { path?: string }).path;
    const where = file && file !== request.path ? ` (in ${file})` : "";
    return {
      assets: [],
      diagnostics: [errorDiagnostic(request.path, `invalid Avro IDL: ${errorMessage(error)}${where}`, line)],
    };
  }
  const types = (protocol.types ?? []).filter(isRecord);
  const lines = new LineIndex(text);
  const keyLines = new WeakMap<object, number>();
  for (const type of types) {
    const start = text.search(
      new RegExp(String.raw`\b(record|error|enum|fixed)\s+${escapeRegExp(String(type.name))}\b`),
    );
    if (start === -1) continue;
    keyLines.set(type, lines.lineAt(start));
    for (const field of Array.isArray(type.fields) ? type.fields.filter(isRecord) : []) {
      const pattern = new RegExp(String.raw`\b${escapeRegExp(String(field.name))}\s*(=[^;]*)?;`, "g");
      pattern.lastIndex = start;
      const match = pattern.exec(text);
      if (match) keyLines.set(field, lines.lineAt(match.index));
    }
  }
  const doc: LocatedDocument = {
    value: types,
    lineOf: (v) => keyLines.get(v),
    keyLine: (v) => keyLines.get(v),
  };
  return protocolAssets(request, protocol, { file: request.path, doc, text }, (type) => keyLines.has(type));
}

/**
 * An Avro protocol file (.avpr, JSON): each record it declares is an asset,
 * as in .avdl files.
 */
export async function readAvroProtocol(request: ReadRequest): Promise<ReadResult> {
  const text = await request.files.readText(request.path);
  if (text === undefined) return { assets: [], diagnostics: [errorDiagnostic(request.path, "no such file")] };
  const tooBig = oversized(request.path, text);
  if (tooBig) return { assets: [], diagnostics: [tooBig] };
  let doc: LocatedDocument;
  try {
    doc = parseJsonLocated(text);
  } catch (error) {
    const line = error instanceof JsonParseError ? error.line : undefined;
    return {
      assets: [],
      diagnostics: [errorDiagnostic(request.path, `not valid JSON: ${errorMessage(error)}`, line)],
    };
  }
  if (!isRecord(doc.value) || typeof doc.value.protocol !== "string") {
    return {
      assets: [],
      diagnostics: [errorDiagnostic(request.path, "an Avro protocol needs a `protocol` name", 1)],
    };
  }
  const protocol: Protocol = {
    namespace: stringOr(doc.value.namespace),
    types: Array.isArray(doc.value.types) ? doc.value.types : [],
  };
  return protocolAssets(request, protocol, { file: request.path, doc, text }, () => true);
}

/** Validates a protocol's types with avsc and maps each record it declares (`own`) to an asset. */
function protocolAssets(
  request: ReadRequest,
  protocol: Protocol,
  source: AvroFile,
  own: (type: Record<string, unknown>) => boolean,
): ReadResult {
  const types = (protocol.types ?? []).filter(isRecord);
  const keyLine = (type: object) => source.doc.keyLine(type, "name") ?? source.doc.lineOf(type);
  const definitions = new Map<string, NamedDefinition>();
  collectNames(types, protocol.namespace, source, definitions);
  // IDL may use a type before declaring it: register in rounds until nothing changes.
  const registry: Record<string, avro.Type> = {};
  let pending = types;
  let lastError = "";
  while (pending.length > 0) {
    const failed = pending.filter((type) => {
      try {
        // A failed attempt may leave half a type in its registry: try on a copy.
        const attempt = { ...registry };
        avro.Type.forSchema(type as avro.Schema, {
          registry: attempt,
          namespace: protocol.namespace,
          wrapUnions: true,
        });
        Object.assign(registry, attempt);
        return false;
      } catch (error) {
        lastError = errorMessage(error);
        return true;
      }
    });
    if (failed.length === pending.length) {
      const line = keyLine(failed[0] ?? {}) ?? 1;
      return {
        assets: [],
        diagnostics: [errorDiagnostic(request.path, `invalid Avro schema: ${lastError}`, line)],
      };
    }
    pending = failed;
  }
  const assets: ReadAsset[] = [];
  for (const type of types) {
    // Records merged in from imports are assets of their own files.
    if (type.type !== "record" || !own(type)) continue;
    const fullName = qualify(String(type.name), stringOr(type.namespace) ?? protocol.namespace);
    const tree = new Converter(definitions, request.path).convert(
      type,
      protocol.namespace,
      source,
      new Set(),
    );
    const path = `${request.path}:${fullName}`;
    assets.push({
      sourceType: "avro",
      resourceName: resourceName("avro", request.dataSource, path),
      dataSource: request.dataSource,
      path,
      file: request.path,
      line: keyLine(type),
      schema: { ...tree, name: fullName },
    });
  }
  return { assets, diagnostics: [] };
}
