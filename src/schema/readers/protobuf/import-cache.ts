import protobuf from "protobufjs";
import type { SourceFiles } from "../../model.js";
import { LineIndex } from "../../reader-helpers.js";

/*
 * Imported .proto files, parsed once per source and reused by every read of
 * that source: reading a folder of files that all import the same dozens
 * (google/api/annotations.proto, a version's resources and enums) otherwise
 * parses each import again for every file. What is kept is data, never
 * protobufjs objects: resolving a root mutates its objects (extension fields
 * are added to the extended messages), so each read builds its own objects
 * from a copy of the declarations.
 */

export interface ProtoSource {
  text: string;
  lines: LineIndex;
  proto3: boolean;
}

export function protoSource(text: string): ProtoSource {
  return { text, lines: new LineIndex(text), proto3: /^\s*syntax\s*=\s*["']proto3["']/m.test(text) };
}

/** What one file declares, as data. */
export interface Declared {
  /** The package (`ptr.define`d as the parser does), undefined when the file has none. */
  readonly pkg: string | undefined;
  /** Options the file set on its package namespace. */
  readonly packageOptions: Record<string, unknown> | undefined;
  /** Top-level declarations as protobufjs JSON, in file order; partial when the parse failed. */
  readonly declarations: ReadonlyArray<readonly [string, Record<string, unknown>]>;
}

/** One import file as its own parse left it (in a root of its own). */
export interface ParsedImport extends Declared {
  readonly path: string;
  readonly text: string;
  readonly source: ProtoSource;
  readonly imports: readonly string[];
  /** The parse error; the declarations before it are still added, as a failed parse leaves them. */
  readonly error: unknown;
}

/** Bounds per source: the files and characters of text kept (least recently used dropped first). */
const MAX_FILES = 4096;
const MAX_CHARS = 32 * 1024 * 1024;

interface SourceCache {
  entries: Map<string, ParsedImport>;
  chars: number;
}

const caches = new WeakMap<SourceFiles, SourceCache>();

/**
 * The parsed form of import `path` of `files` whose text is `text`: from the
 * cache when the same source gave the same text for that path, else parsed now.
 */
export function parsedImport(
  files: SourceFiles,
  path: string,
  text: string,
  options: protobuf.IParseOptions,
): ParsedImport {
  let cache = caches.get(files);
  if (!cache) {
    cache = { entries: new Map(), chars: 0 };
    caches.set(files, cache);
  }
  const known = cache.entries.get(path);
  if (known) {
    cache.entries.delete(path);
    if (known.text === text) {
      cache.entries.set(path, known);
      return known;
    }
    cache.chars -= known.text.length;
  }
  const parsed = parseAlone(path, text, options);
  cache.entries.set(path, parsed);
  cache.chars += text.length;
  for (const [oldest, entry] of cache.entries) {
    if (cache.entries.size <= MAX_FILES && cache.chars <= MAX_CHARS) break;
    if (oldest === path) break;
    cache.entries.delete(oldest);
    cache.chars -= entry.text.length;
  }
  return parsed;
}

function parseAlone(path: string, text: string, options: protobuf.IParseOptions): ParsedImport {
  const root = new protobuf.Root();
  let error: unknown;
  let parsed: protobuf.IParserResult | undefined;
  try {
    parsed = protobuf.parse(text, root, options);
  } catch (thrown) {
    error = thrown;
  }
  // The package namespace: on a failed parse, the deepest namespace the text declared so far.
  const pkg = parsed?.package ?? packageOf(text, error);
  const home = pkg ? root.lookup(pkg) : root;
  const namespace = home instanceof protobuf.Namespace && !(home instanceof protobuf.Type) ? home : root;
  const json = namespace.toJSON({ keepComments: true }) as {
    options?: Record<string, unknown>;
    nested?: Record<string, Record<string, unknown>>;
  };
  return {
    path,
    text,
    source: protoSource(text),
    pkg: namespace === root ? undefined : pkg,
    packageOptions: json.options,
    declarations: Object.entries(json.nested ?? {}),
    imports: [...(parsed?.imports ?? []), ...(parsed?.weakImports ?? [])],
    error,
  };
}

/** The `package` a file declared before its parse failed (the parser defines it as soon as it reads it). */
function packageOf(text: string, error: unknown): string | undefined {
  if (error === undefined) return undefined;
  return /^\s*package\s+([A-Za-z_][\w.]*)\s*;/m.exec(text)?.[1];
}

/**
 * Adds `file`'s declarations to `root` as its parse would have: the package
 * namespace defined (or reused), its options set, then each top-level object
 * in file order. Throws as the parse would on a name already declared by
 * another file; the objects added before stay. Returns the objects added.
 */
export function addParsed(root: protobuf.Root, file: Declared): protobuf.ReflectionObject[] {
  const ptr = file.pkg ? root.define(file.pkg) : root;
  if (file.packageOptions) ptr.setOptions(copy(file.packageOptions) as Record<string, unknown>);
  const added: protobuf.ReflectionObject[] = [];
  for (const [name, declaration] of file.declarations) {
    const json = copy(declaration) as Record<string, unknown>;
    const object =
      json.fields !== undefined
        ? protobuf.Type.fromJSON(name, json as unknown as protobuf.IType)
        : json.values !== undefined
          ? protobuf.Enum.fromJSON(name, json as unknown as protobuf.IEnum)
          : json.methods !== undefined
            ? protobuf.Service.fromJSON(name, json as unknown as protobuf.IService)
            : json.id !== undefined
              ? protobuf.Field.fromJSON(name, json as unknown as protobuf.IField)
              : protobuf.Namespace.fromJSON(name, json);
    ptr.add(object);
    added.push(object);
  }
  return added;
}

const bundled = new WeakMap<object, Declared>();

/**
 * A bundled protobufjs JSON file (`{nested: {google: {nested: {protobuf: ...}}}}`) as
 * declarations of its package. Added with `addParsed` rather than `root.addJSON`:
 * addJSON replaces the `google` namespace, moving every type already under it
 * (all of google/api, google/cloud, ...) out and in again, once per such import.
 */
export function bundledDeclarations(json: { nested?: unknown }): Declared {
  let known = bundled.get(json);
  if (known) return known;
  const path: string[] = [];
  let namespace = json as {
    nested?: Record<string, Record<string, unknown>>;
    options?: Record<string, unknown>;
  };
  for (;;) {
    const entries = Object.entries(namespace.nested ?? {});
    const only = entries.length === 1 ? entries[0] : undefined;
    if (!only || !isPlainNamespace(only[1])) break;
    path.push(only[0]);
    namespace = only[1];
  }
  known = {
    pkg: path.length > 0 ? path.join(".") : undefined,
    packageOptions: path.length > 0 ? namespace.options : undefined,
    declarations: Object.entries(namespace.nested ?? {}),
  };
  bundled.set(json, known);
  return known;
}

function isPlainNamespace(json: Record<string, unknown>): boolean {
  return ["fields", "values", "methods", "id"].every((key) => json[key] === undefined);
}

/** A deep copy of plain JSON-like data: protobufjs keeps and mutates the options objects it is given. */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copy((value as Record<string, unknown>)[key]);
  return out;
}
