import type { Diagnostic } from "../../model.js";
import { syntaxErrors } from "../code/reader.js";
import type { SyntaxNode } from "../code/tree-sitter.js";
import { withSyntaxTree } from "../code/tree-sitter.js";
import { assignments, innerClass, pyCall, pyLiteral, topClasses } from "./py-calls.js";

/**
 * A Python module as the Django reader needs it, as plain data (a syntax tree lives only inside its
 * parse, and a model's bases, constants and relation targets may be in other files read later):
 * its classes with their assignments and Meta, its imports, its module-level literal constants.
 */

export type PyLiteral = string | number | boolean | null | undefined;

export interface PyValue {
  text: string;
  literal: PyLiteral;
  /** An identifier or dotted attribute (`MAX_LEN`, `settings.AUTH_USER_MODEL`), as written. */
  name?: string | undefined;
  call?: PlainCall | undefined;
}

export interface PlainCall {
  /** As written (`models.CharField`) and its last part (`CharField`). */
  callee: string;
  name: string;
  positional: PyValue[];
  keywords: Map<string, PyValue>;
}

export interface PyAssigned {
  name: string;
  line: number;
  value: PyValue;
}

export interface PyModelClass {
  name: string;
  bases: string[];
  line: number;
  /** `class Meta:` assignments (`db_table`, `abstract`, `app_label`). */
  meta: Map<string, PyValue>;
  hasMeta: boolean;
  /** The class body's assignments in order: fields, and class-level constants. */
  body: PyAssigned[];
  module: PyModule;
}

/** What a name imported into a module is: a module (`import a.b as x`), or a name of one (`from a import b`). */
export interface PyImport {
  /** Dotted, relative ones with their leading dots (`..core.models`). */
  module: string;
  name?: string | undefined;
}

export interface PyModule {
  path: string;
  classes: Map<string, PyModelClass>;
  imports: Map<string, PyImport>;
  /** `from x import *` modules, in order. */
  starImports: string[];
  constants: Map<string, PyValue>;
  diagnostics: Diagnostic[];
}

/** How deep a value's nesting is followed (`ArrayField(ArrayField(CharField(...)))`, `((20))`). */
const MAX_VALUE_DEPTH = 8;

export function plainValue(node: SyntaxNode | null | undefined, depth = 0): PyValue {
  if (!node) return { text: "", literal: undefined };
  if (node.type === "parenthesized_expression" && depth < MAX_VALUE_DEPTH) {
    const inner = node.namedChildren.filter((c) => c?.type !== "comment");
    if (inner.length === 1) return { ...plainValue(inner[0], depth + 1), text: node.text };
  }
  const call = depth < MAX_VALUE_DEPTH ? pyCall(node) : undefined;
  return {
    text: node.text,
    literal: pyLiteral(node),
    name: node.type === "identifier" || node.type === "attribute" ? node.text : undefined,
    call: call
      ? {
          callee: call.callee,
          name: call.name,
          positional: call.positional.map((p) => plainValue(p, depth + 1)),
          keywords: new Map([...call.keywords].map(([k, v]) => [k, plainValue(v, depth + 1)])),
        }
      : undefined,
  };
}

export async function parseModule(path: string, text: string): Promise<PyModule> {
  const module: PyModule = {
    path,
    classes: new Map(),
    imports: new Map(),
    starImports: [],
    constants: new Map(),
    diagnostics: [],
  };
  await withSyntaxTree("python", text, (root) => {
    module.diagnostics.push(...syntaxErrors(root, path));
    for (const statement of root.namedChildren) if (statement) readImport(statement, module);
    for (const a of assignments(root)) if (a.value) module.constants.set(a.name, plainValue(a.value));
    for (const cls of topClasses(root)) {
      const meta = assignments(innerClass(cls.body, "Meta"));
      module.classes.set(cls.name, {
        name: cls.name,
        bases: cls.bases,
        line: cls.line,
        meta: new Map(meta.map((a) => [a.name, plainValue(a.value)])),
        hasMeta: innerClass(cls.body, "Meta") !== null,
        body: assignments(cls.body).map((a) => ({ name: a.name, line: a.line, value: plainValue(a.value) })),
        module,
      });
    }
  });
  return module;
}

function readImport(statement: SyntaxNode, module: PyModule): void {
  if (statement.type === "import_from_statement") {
    const from = statement.childForFieldName("module_name")?.text.replace(/\s+/g, "") ?? "";
    if (statement.namedChildren.some((c) => c?.type === "wildcard_import")) {
      module.starImports.push(from);
      return;
    }
    for (const name of statement.childrenForFieldName("name")) {
      if (!name) continue;
      const [imported, alias] = importedName(name);
      module.imports.set(alias, { module: from, name: imported });
    }
  } else if (statement.type === "import_statement") {
    for (const name of statement.childrenForFieldName("name")) {
      if (!name) continue;
      const [imported, alias] = importedName(name);
      // `import a.b` binds `a`; `import a.b as x` binds `x` to a.b.
      if (name.type === "aliased_import") module.imports.set(alias, { module: imported });
      else module.imports.set(imported.split(".")[0] ?? imported, { module: imported.split(".")[0] ?? "" });
    }
  }
}

function importedName(node: SyntaxNode): [string, string] {
  if (node.type === "aliased_import") {
    const name = node.childForFieldName("name")?.text ?? "";
    return [name, node.childForFieldName("alias")?.text ?? name];
  }
  return [node.text, node.text];
}
