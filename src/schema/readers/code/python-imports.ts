import { posix } from "node:path";
import type { ImportDecl } from "./imports.js";
import type { SyntaxNode } from "./tree-sitter.js";

/**
 * `from .customer import Customer`, `from shop.enums import *`, `import shop.orders as o`.
 * `from shop import orders` may name a submodule: it is also tried as `shop.orders`, known as `orders`.
 */
export function pythonImports(root: SyntaxNode): ImportDecl[] {
  const imports: ImportDecl[] = [];
  for (const statement of root.namedChildren) {
    if (statement?.type === "import_from_statement") {
      const module = statement.childForFieldName("module_name")?.text;
      if (!module) continue;
      if (statement.namedChildren.some((child) => child?.type === "wildcard_import")) {
        imports.push({ module, names: [], all: true });
        continue;
      }
      const names = statement.childrenForFieldName("name").flatMap((name) => {
        if (name?.type === "dotted_name") return [{ imported: name.text, local: name.text }];
        const imported = name?.childForFieldName("name")?.text;
        const local = name?.childForFieldName("alias")?.text;
        return imported && local ? [{ imported, local }] : [];
      });
      imports.push({ module, names });
      const separator = module.endsWith(".") ? "" : ".";
      for (const { imported, local } of names) {
        imports.push({ module: `${module}${separator}${imported}`, names: [], namespace: local });
      }
    } else if (statement?.type === "import_statement") {
      for (const name of statement.childrenForFieldName("name")) {
        if (name?.type === "dotted_name")
          imports.push({ module: name.text, names: [], namespace: name.text });
        const module = name?.childForFieldName("name")?.text;
        const alias = name?.childForFieldName("alias")?.text;
        if (module && alias) imports.push({ module, names: [], namespace: alias });
      }
    }
  }
  return imports;
}

/**
 * Where a module lives: `.x` and `..x` beside the importing file; `shop.x` under
 * each folder from the file's own up to the repository root (the package root
 * is one of them, also in a `src/` layout). A module is `x.py`, `x.pyi` or `x/__init__.py`.
 */
export function pythonModulePaths(file: string, module: string): string[] {
  const files = (base: string) => [`${base}.py`, `${base}.pyi`, `${base}/__init__.py`];
  const dots = /^\.*/.exec(module)?.[0].length ?? 0;
  const parts = module.slice(dots).split(".").filter(Boolean);
  let dir = posix.dirname(file);
  if (dots > 0) {
    for (let up = 1; up < dots; up++) dir = posix.dirname(dir);
    const base = posix.join(dir, ...parts);
    return parts.length > 0 ? files(base) : [posix.join(dir, "__init__.py")];
  }
  const candidates: string[] = [];
  for (;;) {
    candidates.push(...files(posix.join(dir, ...parts)));
    if (dir === "." || dir === "" || dir === "/") break;
    dir = posix.dirname(dir);
  }
  return candidates;
}
