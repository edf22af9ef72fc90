import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Language, Node, Parser } from "web-tree-sitter";
import { vendorDir } from "../../../vendor.js";

export type { Node as SyntaxNode } from "web-tree-sitter";

/** Grammars shipped as prebuilt .wasm files by @cursorless/tree-sitter-wasms (no install script). */
export type Grammar = "typescript" | "python" | "java" | "kotlin" | "swift" | "php" | "go";

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
    language = loadRuntime().then((module) =>
      module.Language.load(join(grammarDir(), `tree-sitter-${grammar}.wasm`)),
    );
    languages.set(grammar, language);
  }
  return language;
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
export const GRAMMARS: readonly Grammar[] = ["typescript", "python", "java", "kotlin", "swift", "php", "go"];
