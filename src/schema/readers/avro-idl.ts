import { posix } from "node:path";
import type avro from "avsc";
import type { LocatedDocument } from "../located.js";
import type { Diagnostic, ReadAsset, ReadRequest, ReadResult } from "../model.js";
import { resourceName } from "../model.js";
import { errorDiagnostic, errorMessage } from "../reader-helpers.js";
import { type IdlImport, IdlSyntaxError, type ParsedIdl, parseIdl } from "./avro-idl-parser.js";
import {
  type AvroFile,
  Converter,
  collectNames,
  type NamedDefinition,
  qualify,
  stringOr,
  truncationWarning,
} from "./avro-tree.js";
import { AvroType } from "./avsc-lazy.js";
import { isRecord, JsonParseError, parseJsonLocated } from "./json-located.js";

/** The named types of one file (read or imported), with the namespace they are declared in. */
interface TypeGroup {
  types: Record<string, unknown>[];
  namespace: string | undefined;
  source: AvroFile;
  /** Declared by the file being read: its records are its assets. */
  own: boolean;
}

/** Bounds on imports: a repository's import graph is small; a runaway one is refused. */
const MAX_IMPORTED_FILES = 200;
const MAX_IMPORT_DEPTH = 32;

class ImportFailure extends Error {}

function idlDocument(parsed: ParsedIdl): LocatedDocument {
  return {
    value: parsed.types,
    lineOf: (value) => parsed.lines.get(value),
    keyLine: (value) => parsed.lines.get(value),
  };
}

/**
 * Avro IDL (.avdl) by our own parser of Avro 1.12's grammar (avro-idl-parser.ts):
 * protocols and schema files (`namespace`, `schema`, `T?`, `decimal(p,s)`, the
 * date/time shorthands), with `import idl|protocol|schema` files followed
 * inside the repository, relative to the importing file. Each record the file
 * itself declares is an asset; lines are those of the names.
 */
export async function readAvroIdl(request: ReadRequest): Promise<ReadResult> {
  const text = await request.files.readText(request.path);
  if (text === undefined) return { assets: [], diagnostics: [errorDiagnostic(request.path, "no such file")] };
  let parsed: ParsedIdl;
  try {
    parsed = parseIdl(text);
  } catch (error) {
    const line = error instanceof IdlSyntaxError ? error.line : undefined;
    return {
      assets: [],
      diagnostics: [errorDiagnostic(request.path, `invalid Avro IDL: ${errorMessage(error)}`, line)],
    };
  }
  const groups: TypeGroup[] = [];
  const visited = new Set([request.path]);
  for (const statement of parsed.imports) {
    try {
      groups.push(...(await importGroups(request, request.path, statement, visited, 1)));
    } catch (error) {
      if (!(error instanceof ImportFailure)) throw error;
      return {
        assets: [],
        diagnostics: [errorDiagnostic(request.path, `invalid Avro IDL: ${error.message}`, statement.line)],
      };
    }
  }
  const own: AvroFile = { file: request.path, doc: idlDocument(parsed), text };
  groups.push({ types: parsed.types, namespace: parsed.namespace, source: own, own: true });
  return groupAssets(request, groups);
}

/** The types one import statement brings, its own imports first (each file once). */
async function importGroups(
  request: ReadRequest,
  from: string,
  statement: IdlImport,
  visited: Set<string>,
  depth: number,
): Promise<TypeGroup[]> {
  const file = posix.normalize(posix.join(posix.dirname(from), statement.location));
  if (statement.location.startsWith("/") || file.startsWith("../") || file === "..") {
    throw new ImportFailure(`import '${statement.location}' points outside the repository: not followed`);
  }
  if (visited.has(file)) return [];
  visited.add(file);
  if (visited.size > MAX_IMPORTED_FILES || depth > MAX_IMPORT_DEPTH) {
    throw new ImportFailure(
      `more than ${MAX_IMPORTED_FILES} imported files or ${MAX_IMPORT_DEPTH} levels of imports`,
    );
  }
  const text = await request.files.readText(file);
  if (text === undefined) throw new ImportFailure(`import '${file}' not found in the repository`);
  const where = (line: number | undefined) => `${file}${line === undefined ? "" : `, line ${line}`}`;
  if (statement.kind === "idl") {
    let parsed: ParsedIdl;
    try {
      parsed = parseIdl(text);
    } catch (error) {
      const line = error instanceof IdlSyntaxError ? error.line : undefined;
      throw new ImportFailure(`in imported ${where(line)}: ${errorMessage(error)}`);
    }
    const groups: TypeGroup[] = [];
    for (const inner of parsed.imports)
      groups.push(...(await importGroups(request, file, inner, visited, depth + 1)));
    const source: AvroFile = { file, doc: idlDocument(parsed), text };
    groups.push({ types: parsed.types, namespace: parsed.namespace, source, own: false });
    return groups;
  }
  let doc: LocatedDocument;
  try {
    doc = parseJsonLocated(text);
  } catch (error) {
    const line = error instanceof JsonParseError ? error.line : undefined;
    throw new ImportFailure(`in imported ${where(line)}: not valid JSON: ${errorMessage(error)}`);
  }
  const source: AvroFile = { file, doc, text };
  if (statement.kind === "protocol") {
    const value = isRecord(doc.value) ? doc.value : {};
    const types = Array.isArray(value.types) ? value.types.filter(isRecord) : [];
    return [{ types, namespace: stringOr(value.namespace), source, own: false }];
  }
  const types = (Array.isArray(doc.value) ? doc.value : [doc.value]).filter(isRecord);
  return [{ types, namespace: undefined, source, own: false }];
}

/**
 * An Avro protocol file (.avpr, JSON): each record it declares is an asset,
 * as in .avdl files.
 */
export async function readAvroProtocol(request: ReadRequest): Promise<ReadResult> {
  const text = await request.files.readText(request.path);
  if (text === undefined) return { assets: [], diagnostics: [errorDiagnostic(request.path, "no such file")] };
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
  const types = Array.isArray(doc.value.types) ? doc.value.types.filter(isRecord) : [];
  const source: AvroFile = { file: request.path, doc, text };
  return groupAssets(request, [{ types, namespace: stringOr(doc.value.namespace), source, own: true }]);
}

/** Validates the types with avsc and maps each record of the `own` groups to an asset. */
function groupAssets(request: ReadRequest, groups: TypeGroup[]): ReadResult {
  const keyLine = (type: object, source: AvroFile) =>
    source.doc.keyLine(type, "name") ?? source.doc.lineOf(type);
  const definitions = new Map<string, NamedDefinition>();
  for (const group of groups) collectNames(group.types, group.namespace, group.source, definitions);
  // A type may be used before it is declared: register in rounds until nothing changes.
  const registry: Record<string, avro.Type> = {};
  let pending = groups.flatMap((group) => group.types.map((type) => ({ type, group })));
  let lastError = "";
  while (pending.length > 0) {
    const failed = pending.filter(({ type, group }) => {
      try {
        // A failed attempt may leave half a type in its registry: try on a copy.
        const attempt = { ...registry };
        AvroType.forSchema(type as avro.Schema, {
          registry: attempt,
          namespace: group.namespace,
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
      const first = failed.find(({ group }) => group.own) ?? failed[0];
      const undefinedName = /undefined type name: (\S+)/.exec(lastError)?.[1];
      const user = first?.group.own && undefinedName ? fieldUsing(first.type, undefinedName) : undefined;
      const line = first?.group.own
        ? ((user && keyLine(user, first.group.source)) ?? keyLine(first.type, first.group.source) ?? 1)
        : 1;
      const where = first && !first.group.own ? ` (in imported ${first.group.source.file})` : "";
      return {
        assets: [],
        diagnostics: [errorDiagnostic(request.path, `invalid Avro schema: ${lastError}${where}`, line)],
      };
    }
    pending = failed;
  }
  const assets: ReadAsset[] = [];
  const warnings: Diagnostic[] = [];
  for (const { types, namespace, source, own } of groups) {
    // Records merged in from imports are assets of their own files.
    if (!own) continue;
    for (const type of types) {
      if (type.type !== "record") continue;
      const fullName = qualify(String(type.name), stringOr(type.namespace) ?? namespace);
      const converter = new Converter(definitions, request.path);
      const tree = converter.convert(type, namespace, source, new Set());
      if (converter.truncated > 0)
        warnings.push(truncationWarning(request.path, fullName, converter.truncated));
      const path = `${request.path}:${fullName}`;
      assets.push({
        sourceType: "avro",
        resourceName: resourceName("avro", request.dataSource, path),
        dataSource: request.dataSource,
        path,
        file: request.path,
        line: keyLine(type, source),
        schema: { ...tree, name: fullName },
      });
    }
  }
  return { assets, diagnostics: warnings };
}

/** The first field of a record whose type names `name` (to point an undefined type at its use). */
function fieldUsing(type: Record<string, unknown>, name: string): object | undefined {
  const names = (schema: unknown): boolean =>
    schema === name ||
    (Array.isArray(schema) && schema.some(names)) ||
    (isRecord(schema) && [schema.type, schema.items, schema.values].some(names));
  const fields = Array.isArray(type.fields) ? type.fields.filter(isRecord) : [];
  return fields.find((field) => names(field.type));
}
