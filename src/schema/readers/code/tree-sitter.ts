import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import type { Language, Node, Parser } from "web-tree-sitter";
import { vendorDir } from "../../../vendor.js";

export type { Node as SyntaxNode } from "web-tree-sitter";

/** Grammars shipped as prebuilt .wasm files by @cursorless/tree-sitter-wasms (no install script). */
export type Grammar = "typescript" | "python" | "java" | "kotlin" | "swift" | "php" | "go" | "ruby";

type TreeSitterModule = typeof import("web-tree-sitter");

/** Package names live in variables so that ncc does not try to bundle the files they point at. */
const RUNTIME_PACKAGE = "web-tree-sitter";
const GRAMMAR_PACKAGE = "@cursorless/tree-sitter-wasms";

let runtime: Promise<TreeSitterModule> | undefined;
const languages = new Map<Grammar, Promise<Language>>();

/**
 * Loads web-tree-sitter once per process: from dist/vendor/web-tree-sitter when
 * bundled (its emscripten loader does not survive webpack, see src/vendor.ts),
 * else from node_modules.
 */
function loadRuntime(): Promise<TreeSitterModule> {
  runtime ??= (async () => {
    const dir =
      vendorDir("web-tree-sitter") ?? dirname(resolvePackageFile(RUNTIME_PACKAGE, "web-tree-sitter.wasm"));
    const url = pathToFileURL(join(dir, "web-tree-sitter.js")).href;
    const module = (await import(/* webpackIgnore: true */ url)) as TreeSitterModule;
    await module.Parser.init({ locateFile: (file: string) => join(dir, file) });
    return module;
  })();
  return runtime;
}

function resolvePackageFile(pkg: string, file: string): string {
  return createRequire(import.meta.url).resolve(`${pkg}/${file}`);
}

/** Directory of the grammar .wasm files: dist/vendor/tree-sitter-grammars when bundled. */
function grammarDir(): string {
  return (
    vendorDir("tree-sitter-grammars") ??
    join(dirname(resolvePackageFile(GRAMMAR_PACKAGE, "package.json")), "out")
  );
}

/** Each grammar is loaded lazily, once per process, the first time a file of its language is read. */
function loadLanguage(grammar: Grammar): Promise<Language> {
  let language = languages.get(grammar);
  if (!language) {
    language = Promise.all([loadRuntime(), readFile(join(grammarDir(), `tree-sitter-${grammar}.wasm`))]).then(
      ([module, bytes]) => module.Language.loadSync(compileBaseline(bytes)),
    );
    languages.set(grammar, language);
  }
  return language;
}

type WasmModule = Parameters<typeof Language.loadSync>[0];
/** Node's WebAssembly global (the project's TypeScript libs do not declare it). */
const wasm = (globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => WasmModule } })
  .WebAssembly;

/**
 * Compiles a grammar with V8's baseline compiler only (Liftoff). Left to its
 * defaults, Node 20's V8 also optimizes the whole module with TurboFan in the
 * background, and the process cannot exit before that is done: for the Swift
 * and TypeScript grammars (2.4 and 2.2 MB, with parse tables compiled into huge
 * functions) many times the read itself (`npm run bench -- readers-code`,
 * column "cold process: read to exit ms"). The flag is set only around this
 * synchronous compile, so no other module (PGlite) is compiled under it.
 */
function compileBaseline(bytes: Uint8Array): WasmModule {
  setFlagsFromString("--liftoff-only");
  try {
    return new wasm.Module(bytes);
  } finally {
    setFlagsFromString("--no-liftoff-only");
  }
}

const parsers = new Map<Grammar, Parser>();

/**
 * Parses `text` and hands the root node to `use`; the tree lives in wasm memory,
 * so it is freed as soon as `use` returns.
 */
export async function withSyntaxTree<T>(grammar: Grammar, text: string, use: (root: Node) => T): Promise<T> {
  let parser = parsers.get(grammar);
  if (!parser) {
    const [module, language] = await Promise.all([loadRuntime(), loadLanguage(grammar)]);
    parser = new module.Parser();
    parser.setLanguage(language);
    parsers.set(grammar, parser);
  }
  const tree = parser.parse(text);
  if (!tree) throw new Error("the parser returned no tree");
  try {
    return use(tree.rootNode);
  } finally {
    tree.delete();
  }
}

/** The grammar files a bundle must ship (scripts/build.mjs copies the same list). */
export const GRAMMARS: readonly Grammar[] = [
  "typescript",
  "python",
  "java",
  "kotlin",
  "swift",
  "php",
  "go",
  "ruby",
];
