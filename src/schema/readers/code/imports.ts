import { posix } from "node:path";
import type { SourceFiles } from "../../model.js";
import type { FieldDecl, TypeDecl } from "./declarations.js";
import type { CodeLanguage, ImportDecl } from "./language.js";
import { withSyntaxTree } from "./tree-sitter.js";

export type { ImportDecl } from "./language.js";

/** A file parsed for what other files take from it: its declarations (never assets) and its imports. */
export interface ParsedModule {
  declarations: TypeDecl[];
  imports: ImportDecl[];
}

/** Imports are followed this many files deep (a re-export of a re-export of a model). */
const MAX_IMPORT_DEPTH = 4;
/** Files parsed for the imports of one read, at most: bounded work on import-heavy repositories. */
const MAX_IMPORTED_FILES = 200;

// Parsed files, per source (one read run) and path: each is parsed once, however many files import it.
const parsedFiles = new WeakMap<SourceFiles, Map<string, Promise<ParsedModule | undefined>>>();

/** Parses `path` once per source; a missing or unparsable file is `undefined`. */
export function parsedModule(
  language: CodeLanguage,
  files: SourceFiles,
  path: string,
): Promise<ParsedModule | undefined> {
  let cache = parsedFiles.get(files);
  if (!cache) {
    cache = new Map();
    parsedFiles.set(files, cache);
  }
  const key = `${language.sourceType}:${path}`;
  let parsed = cache.get(key);
  if (!parsed) {
    parsed = (async () => {
      const text = await files.readText(path).catch(() => undefined);
      if (text === undefined) return undefined;
      const source = language.prepare ? language.prepare(text) : text;
      return withSyntaxTree(language.grammar, source, (root) => ({
        declarations: language.declarations(root, () => undefined).map((d) => fromFile(d, path)),
        imports: language.imports?.(root) ?? [],
      }));
    })().catch(() => undefined);
    cache.set(key, parsed);
  }
  return parsed;
}

/**
 * The declarations `file` imports from other files of the repository, for the
 * resolver: first the imported names under their local names (`B as C` is
 * `C`), then a namespace's types under its prefix (`api.User`), then
 * everything else the imported files declare or import themselves, under its
 * own name, so that an imported model's own field types resolve too. Modules
 * outside the repository (packages, the standard library) are not found and
 * stay unknown.
 */
export async function importedDeclarations(
  language: CodeLanguage,
  files: SourceFiles,
  file: string,
  imports: readonly ImportDecl[],
): Promise<TypeDecl[]> {
  const visited = new Map<string, TypeDecl[]>([[file, []]]);
  const named: TypeDecl[] = [];
  const context: TypeDecl[] = [];
  await follow(language, files, file, imports, 0, visited, named, context);
  return [...named, ...context];
}

async function follow(
  language: CodeLanguage,
  files: SourceFiles,
  file: string,
  imports: readonly ImportDecl[],
  depth: number,
  /** Files already followed, with what they re-export: each is followed once per read (also in a cycle). */
  visited: Map<string, TypeDecl[]>,
  named: TypeDecl[],
  context: TypeDecl[],
): Promise<TypeDecl[]> {
  const exported: TypeDecl[] = [];
  for (const imported of imports) {
    const found =
      (await moduleOf(language, files, file, imported.module)) ??
      (language.packageIsFolder ? await declaringFile(language, files, file, imported) : undefined);
    if (!found) continue;
    const { path, module } = found;
    if (!visited.has(path) && visited.size < MAX_IMPORTED_FILES && depth < MAX_IMPORT_DEPTH) {
      visited.set(path, []);
      context.push(...module.declarations);
      // A package is a folder: the imported class's own superclass and field types may be its neighbours.
      if (language.packageIsFolder) context.push(...(await siblingDeclarations(language, files, path)));
      // What the imported file imports (also under its aliases and namespaces) resolves its own types.
      const deeper = await follow(
        language,
        files,
        path,
        module.imports,
        depth + 1,
        visited,
        context,
        context,
      );
      visited.set(path, deeper);
    }
    const theirs = [...module.declarations, ...(visited.get(path) ?? [])];
    const byName = new Map(theirs.map((declaration) => [declaration.name, declaration]));
    for (const { imported: name, local } of imported.names) {
      const declaration = byName.get(name);
      if (declaration) {
        named.push({ ...declaration, name: local });
        exported.push({ ...declaration, name: local });
      }
    }
    if (imported.namespace) {
      const prefix = `${imported.namespace}.`;
      named.push(...theirs.map((declaration) => ({ ...declaration, name: `${prefix}${declaration.name}` })));
    }
    if (imported.all) {
      named.push(...theirs);
      exported.push(...theirs);
    }
  }
  return exported;
}

/** The first of the language's candidate paths for `module` that exists in the repository. */
async function moduleOf(
  language: CodeLanguage,
  files: SourceFiles,
  file: string,
  module: string,
): Promise<{ path: string; module: ParsedModule } | undefined> {
  for (const candidate of language.modulePaths?.(file, module) ?? []) {
    const path = posix.normalize(candidate);
    // Never outside the repository: `..` past its root is not followed.
    if (path.startsWith("../") || path === ".." || posix.isAbsolute(path)) continue;
    const parsed = await parsedModule(language, files, path);
    if (parsed) return { path, module: parsed };
  }
  return undefined;
}

/**
 * A package is a folder, and a Kotlin file need not be named after its class (`Models.kt`): the
 * file of the candidate folders (nearest first) that declares one of the imported names.
 */
async function declaringFile(
  language: CodeLanguage,
  files: SourceFiles,
  file: string,
  imported: ImportDecl,
): Promise<{ path: string; module: ParsedModule } | undefined> {
  const wanted = new Set(imported.names.map((n) => n.imported));
  if (wanted.size === 0) return undefined;
  for (const candidate of language.modulePaths?.(file, imported.module) ?? []) {
    const dir = posix.dirname(posix.normalize(candidate));
    if (dir.startsWith("../") || dir === ".." || posix.isAbsolute(dir)) continue;
    const ending = posix.extname(candidate);
    const inFolder = (await files.list(dir).catch(() => [])).filter((f) => f.endsWith(ending)).sort();
    for (const path of inFolder.slice(0, MAX_SIBLINGS)) {
      const module = await parsedModule(language, files, path);
      if (module?.declarations.some((d) => wanted.has(d.name))) return { path, module };
    }
  }
  return undefined;
}

/** A declaration of another file: never an asset here, its fields pointing at their own file. */
export function fromFile(declaration: TypeDecl, file: string): TypeDecl {
  if (declaration.kind !== "struct") return declaration;
  const stamp = (field: FieldDecl): FieldDecl => ({
    ...field,
    file,
    type: field.type.kind === "inline" ? { ...field.type, fields: field.type.fields.map(stamp) } : field.type,
  });
  return { ...declaration, isAsset: false, fields: declaration.fields.map(stamp) };
}

/** Sibling files looked at per folder: bounded work on huge folders. */
const MAX_SIBLINGS = 300;

/**
 * The declarations of the other files of `file`'s folder with the same ending,
 * as non-asset helper types, in path order whatever order the folder is listed in.
 */
export async function siblingDeclarations(
  language: CodeLanguage,
  files: SourceFiles,
  file: string,
): Promise<TypeDecl[]> {
  const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
  const ending = file.slice(file.lastIndexOf("."));
  const siblings = (await files.list(dir).catch(() => []))
    .filter((f) => f !== file && f.endsWith(ending))
    .sort();
  const found: TypeDecl[] = [];
  for (const sibling of siblings.slice(0, MAX_SIBLINGS)) {
    found.push(...((await parsedModule(language, files, sibling))?.declarations ?? []));
  }
  return found;
}
