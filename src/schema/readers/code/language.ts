import type { SourceType } from "../../../api/source-types.js";
import type { Diagnostic } from "../../model.js";
import type { LanguageTypes, TypeDecl } from "./declarations.js";
import type { Grammar, SyntaxNode } from "./tree-sitter.js";

/** One import statement of a file, as the language writes it. */
export interface ImportDecl {
  /** The module as written: `./customer`, `.customer`, `shop.customer`. */
  module: string;
  /** Names taken from it, each under its local name (`B as C`). */
  names: { imported: string; local: string }[];
  /** `import * as api from "./api"`, `import shop.orders as o`: its types are known as `api.User`. */
  namespace?: string;
  /** `export * from "./x"`, `from x import *`: every name of the module, under its own name. */
  all?: boolean;
}

export interface CodeLanguage {
  sourceType: SourceType;
  extensions: readonly string[];
  grammar: Grammar;
  types: LanguageTypes;
  /**
   * Rewrites syntax the grammar lacks into an equivalent it parses, keeping
   * every line where it was (lines are what readers report).
   */
  prepare?(text: string): string;
  /**
   * The files of a folder are one package (Go, Java, Kotlin, Swift): types
   * declared in sibling files with the same ending resolve too.
   */
  packageIsFolder?: boolean;
  /** The file's imports, followed within the repository so that imported types resolve. */
  imports?(root: SyntaxNode): ImportDecl[];
  /** Repository paths that may hold `module` imported by `file`, in the order the language looks. */
  modulePaths?(file: string, module: string): string[];
  /** Collects the file's type declarations; reports what it cannot read through `report`. */
  declarations(root: SyntaxNode, report: (diagnostic: Omit<Diagnostic, "file">) => void): TypeDecl[];
}
