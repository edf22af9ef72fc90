import protobuf from "protobufjs";
import apiJson from "protobufjs/google/protobuf/api.json" with { type: "json" };
import descriptorJson from "protobufjs/google/protobuf/descriptor.json" with { type: "json" };
import sourceContextJson from "protobufjs/google/protobuf/source_context.json" with { type: "json" };
import typeJson from "protobufjs/google/protobuf/type.json" with { type: "json" };
import type { Diagnostic, ReadAsset, ReadRequest, ReadResult, SchemaReader } from "../model.js";
import { resourceName } from "../model.js";
import { errorDiagnostic, errorMessage } from "../reader-helpers.js";
import { protoRootsOf } from "./proto-roots.js";
import { commonProtoFiles } from "./protobuf/common-protos.js";
import { Converter, messageLine, tagFile } from "./protobuf/convert.js";
import {
  addParsed,
  bundledDeclarations,
  type ProtoSource,
  parsedImport,
  protoSource,
} from "./protobuf/import-cache.js";

/** Well-known files protobufjs ships as JSON but does not register in `protobuf.common`. */
const BUNDLED: Record<string, { nested?: unknown }> = {
  "google/protobuf/descriptor.proto": descriptorJson,
  "google/protobuf/api.proto": apiJson,
  "google/protobuf/source_context.proto": sourceContextJson,
  "google/protobuf/type.proto": typeJson,
};

/** What those bundled files import in turn. */
const BUNDLED_IMPORTS: Record<string, string[]> = {
  "google/protobuf/type.proto": ["google/protobuf/any.proto", "google/protobuf/source_context.proto"],
  "google/protobuf/api.proto": ["google/protobuf/source_context.proto", "google/protobuf/type.proto"],
};

/**
 * .proto files (proto2/proto3), parsed by protobufjs. Imports are looked up in
 * the repository (from the root, then from the importing file's folders up);
 * google/protobuf/* come with protobufjs. One asset per top-level message of
 * the file; path `<file>:<full message name>`. protobufjs keeps no positions,
 * so a field's line is found by scanning its message's text for `name = number`.
 */
export const protobufReader: SchemaReader = {
  sourceType: "protobuf",
  extensions: [".proto"],
  async read(request: ReadRequest): Promise<ReadResult> {
    const diagnostics: Diagnostic[] = [];
    const root = new protobuf.Root();
    const sources = new Map<string, ProtoSource>();
    const options = { keepCase: true, alternateCommentMode: true };
    const text = await request.files.readText(request.path);
    if (text === undefined)
      return { assets: [], diagnostics: [errorDiagnostic(request.path, "no such file")] };
    let topNames: string[];
    const load: ImportLoad = {
      request,
      root,
      sources,
      diagnostics,
      options,
      loaded: new Set(),
      texts: new Map(),
      bundled: new Set(),
      missing: [],
    };
    try {
      const parsed = protobuf.parse(text, root, options);
      sources.set(request.path, protoSource(text));
      const pkg = parsed.package ? root.lookup(parsed.package) : root;
      topNames =
        pkg instanceof protobuf.Namespace
          ? pkg.nestedArray.filter((n) => n instanceof protobuf.Type).map((n) => n.fullName)
          : [];
      for (const type of topNames) tagFile(root.lookup(type), request.path);
      await loadImports(load, request.path, [...(parsed.imports ?? []), ...(parsed.weakImports ?? [])]);
      root.resolveAll();
    } catch (error) {
      return {
        assets: [],
        diagnostics: [...diagnostics, parseDiagnostic(request.path, error, load.missing)],
      };
    }
    const assets: ReadAsset[] = [];
    // One converter for all messages of the file: a message nested in many is converted once.
    const converter = new Converter(sources, request.path, load.bundled);
    for (const name of topNames) {
      const type = root.lookup(name);
      if (!(type instanceof protobuf.Type)) continue;
      const messageName = name.replace(/^\./, "");
      const tree = converter.message(type, new Set());
      const path = `${request.path}:${messageName}`;
      assets.push({
        sourceType: "protobuf",
        resourceName: resourceName("protobuf", request.dataSource, path),
        dataSource: request.dataSource,
        path,
        file: request.path,
        line: messageLine(sources.get(request.path), type),
        schema: { ...tree, name: messageName },
      });
    }
    return { assets, diagnostics };
  },
};

function parseDiagnostic(file: string, error: unknown, missing: readonly string[] = []): Diagnostic {
  const message = errorMessage(error);
  const line = /line (\d+)\)?$/.exec(message)?.[1];
  const cause =
    missing.length > 0 ? ` (imports not found: ${likelyCauses(message, missing).join(", ")})` : "";
  return errorDiagnostic(
    file,
    `invalid .proto: ${message}${cause}`,
    line === undefined ? undefined : Number(line),
  );
}

/**
 * The missing imports that could have declared the type a resolve error names: those whose
 * folder is the type's package (`xds/core/v3/extension.proto` for `xds.core.v3.TypedExtensionConfig`),
 * else all of them; each once.
 */
function likelyCauses(message: string, missing: readonly string[]): string[] {
  const distinct = [...new Set(missing)];
  const type = /no such (?:Type or Enum|type):? '?\.?([\w.]+)/.exec(message)?.[1] ?? "";
  const near = distinct.filter(
    (path) =>
      path.includes("/") && type.startsWith(`${path.slice(0, path.lastIndexOf("/")).replaceAll("/", ".")}.`),
  );
  return near.length > 0 ? near : distinct;
}

/** One read's state while it loads imports. */
interface ImportLoad {
  request: ReadRequest;
  root: protobuf.Root;
  sources: Map<string, ProtoSource>;
  diagnostics: Diagnostic[];
  options: protobuf.IParseOptions;
  /** Import paths already loaded into `root` (each file once, however many import it). */
  loaded: Set<string>;
  /** Texts being read, by path: a file's imports are read at once, then loaded in order. */
  texts: Map<string, Promise<string | undefined>>;
  /** Imports read from the bundled common protos (common-protos.ts), not the repository. */
  bundled: Set<string>;
  /** Imports found nowhere. */
  missing: string[];
}

async function loadImports(load: ImportLoad, from: string, imports: readonly string[]): Promise<void> {
  const { request, root, sources, diagnostics, loaded } = load;
  // Module roots (buf.yaml, read with a YAML parser) only once an import needs a lookup.
  let roots: string[] | undefined;
  const lookups = imports.filter((target) => !loaded.has(target) && !bundledFile(target) && inside(target));
  if (lookups.length > 0) {
    roots = (await protoRootsOf(request.files, from)).roots;
    for (const target of lookups) readOnce(load, candidatesOf(roots, from, target)[0] ?? target);
  }
  for (const target of imports) {
    const bundled = loaded.has(target) ? undefined : bundledFile(target);
    if (bundled) {
      loaded.add(target);
      const deps = BUNDLED_IMPORTS[target];
      if (deps) await loadImports(load, from, deps);
      try {
        addParsed(root, bundledDeclarations(bundled));
      } catch {
        // Already added through another file.
      }
      continue;
    }
    if (loaded.has(target)) continue;
    if (!inside(target)) {
      diagnostics.push(
        errorDiagnostic(
          from,
          `import "${target}" points outside the repository: not followed`,
          importLine(sources, from, target),
        ),
      );
      continue;
    }
    roots ??= (await protoRootsOf(request.files, from)).roots;
    let found: string | undefined;
    let text: string | undefined;
    for (const candidate of candidatesOf(roots, from, target)) {
      text = await readOnce(load, candidate);
      if (text !== undefined) {
        found = candidate;
        break;
      }
    }
    let files = request.files;
    if (found === undefined || text === undefined) {
      const common = commonProtoFiles(target);
      text = await common?.readText(target);
      if (common && text !== undefined) {
        files = common;
        found = target;
        load.bundled.add(found);
      }
    }
    if (found === undefined || text === undefined) {
      load.missing.push(target);
      // A warning: an import that only brings options (annotations, validation rules) leaves every
      // message whole; a type it should have declared fails the resolve, an error naming this import.
      const { deps } = await protoRootsOf(request.files, from);
      const where = [
        ...(roots.length > 0 ? [`module roots: ${roots.map((r) => r || ".").join(", ")}`] : []),
        ...(deps.length > 0 ? [`buf.yaml's deps are not fetched: ${deps.join(", ")}`] : []),
      ];
      diagnostics.push({
        ...errorDiagnostic(
          from,
          `import "${target}" not found in the repository${where.length > 0 ? ` (${where.join("; ")})` : ""}`,
          importLine(sources, from, target),
        ),
        severity: "warning",
      });
      continue;
    }
    loaded.add(target);
    if (sources.has(found)) continue;
    // Parsed once per source and text (import-cache.ts); this read builds its own objects from it.
    const file = parsedImport(files, found, text, load.options);
    try {
      const added = addParsed(root, file);
      if (file.error !== undefined) throw file.error;
      sources.set(found, file.source);
      for (const object of added) tagFile(object, found);
      await loadImports(load, found, file.imports);
    } catch (error) {
      diagnostics.push(parseDiagnostic(found, error));
    }
  }
}

/** google/protobuf/* files protobufjs ships (the rest are looked up like any import). */
function bundledFile(target: string): { nested?: unknown } | undefined {
  if (!target.startsWith("google/protobuf/")) return undefined;
  const bundled = protobuf.common.get(target) ?? BUNDLED[target];
  return bundled?.nested ? bundled : undefined;
}

function inside(target: string): boolean {
  return !target.startsWith("/") && !target.split("/").includes("..");
}

/**
 * protoc's -I order: the module roots of buf.yaml / buf.work.yaml, the
 * repository root, then the importing file's folders upwards.
 */
function candidatesOf(roots: readonly string[], from: string, target: string): string[] {
  const candidates = [...roots.map((r) => (r === "" ? target : `${r}/${target}`)), target];
  for (let dir = from; dir.includes("/"); ) {
    dir = dir.slice(0, dir.lastIndexOf("/"));
    candidates.push(`${dir}/${target}`);
  }
  return [...new Set(candidates)];
}

/** Each path's text read once per read (started early for a file's imports, awaited in order). */
function readOnce(load: ImportLoad, path: string): Promise<string | undefined> {
  let text = load.texts.get(path);
  if (!text) {
    text = load.request.files.readText(path);
    // Awaited later (or never, when an earlier import brought the file in): no unhandled rejection meanwhile.
    text.catch(() => undefined);
    load.texts.set(path, text);
  }
  return text;
}

function importLine(sources: Map<string, ProtoSource>, from: string, target: string): number {
  const src = sources.get(from);
  return src ? src.lines.lineAt(Math.max(src.text.indexOf(`"${target}"`), 0)) : 1;
}
