import { posix } from "node:path";
import type { ImportDecl } from "./language.js";
import type { SyntaxNode } from "./tree-sitter.js";

/**
 * Java's single-type imports (`import org.acme.model.Person;`), the class under
 * its own name. Static and on-demand (`.*`) imports name no one file: not followed.
 */
export function javaImports(root: SyntaxNode): ImportDecl[] {
  const found: ImportDecl[] = [];
  for (const node of root.namedChildren) {
    if (node?.type !== "import_declaration") continue;
    if (node.children.some((c) => c?.type === "static" || c?.type === "asterisk")) continue;
    const name = node.namedChildren.find((c) => c?.type === "scoped_identifier")?.text.replace(/\s+/g, "");
    if (!name) continue;
    const simple = name.slice(name.lastIndexOf(".") + 1);
    found.push({ module: name, names: [{ imported: simple, local: simple }] });
  }
  return found;
}

/**
 * Kotlin's imports of one class (`import org.acme.common.Address`, `... as Place`), under its
 * local name. Wildcard imports name no one file: not followed.
 */
export function kotlinImports(root: SyntaxNode): ImportDecl[] {
  const headers = root.namedChildren.flatMap((node) =>
    node?.type === "import_list" ? node.namedChildren : node?.type === "import_header" ? [node] : [],
  );
  const found: ImportDecl[] = [];
  for (const header of headers) {
    if (header?.type !== "import_header") continue;
    if (header.namedChildren.some((c) => c?.type === "wildcard_import")) continue;
    const name = header.namedChildren.find((c) => c?.type === "identifier")?.text.replace(/\s+/g, "");
    if (!name) continue;
    const simple = name.slice(name.lastIndexOf(".") + 1);
    const alias = header.namedChildren.find((c) => c?.type === "import_alias")?.namedChildren[0]?.text;
    found.push({ module: name, names: [{ imported: simple, local: alias ?? simple }] });
  }
  return found;
}

/**
 * Where a JVM source file of a fully qualified class is: below the source root
 * of the importing file, which is its folder up to where the package path
 * starts (`app/src/main/java` for `app/src/main/java/org/acme/owner/Owner.java`
 * importing `org.acme.model.Person`). Each folder of the importing file named as
 * the import's first part is a candidate root, nearest first.
 */
export function jvmModulePaths(extension: string): (file: string, module: string) => string[] {
  return (file, module) => {
    const parts = module.split(".");
    const relative = `${parts.join("/")}${extension}`;
    const folders = posix.dirname(file).split("/");
    const roots: string[] = [];
    for (let i = folders.length - 1; i >= 0; i--) {
      if (folders[i] === parts[0]) roots.push(folders.slice(0, i).join("/"));
    }
    return roots.map((root) => (root ? `${root}/${relative}` : relative));
  };
}
