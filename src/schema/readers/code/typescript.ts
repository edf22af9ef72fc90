import { posix } from "node:path";
import type { FieldDecl, LanguageTypes, TypeDecl, TypeExpr } from "./declarations.js";
import type { ImportDecl } from "./imports.js";
import { type CodeLanguage, isBlockDoc, leadingDoc, lineOf, unquote } from "./reader.js";
import type { SyntaxNode } from "./tree-sitter.js";
import { zodDeclarations } from "./zod.js";

const types: LanguageTypes = {
  primitives: {
    string: { type: "string" },
    number: { type: "float64" },
    bigint: { type: "int64" },
    boolean: { type: "bool" },
    Date: { type: "timestamp64", logical: "Timestamp" },
    Uint8Array: { type: "bytes" },
    Buffer: { type: "bytes" },
    null: { type: "null" },
    undefined: { type: "null" },
    void: { type: "null" },
  },
  lists: new Set(["Array", "ReadonlyArray", "Set", "ReadonlySet"]),
  maps: new Set(["Record", "Map", "ReadonlyMap"]),
  optionals: new Set(),
};

/**
 * TypeScript: exported interfaces, object type aliases and classes (public,
 * non-static typed properties). A field is optional when written `name?:` or
 * when its type admits `null` or `undefined`.
 */
export const typescriptLanguage: CodeLanguage = {
  sourceType: "typescript",
  extensions: [".ts", ".mts", ".cts"],
  grammar: "typescript",
  types,
  declarations(root) {
    const declarations: TypeDecl[] = [];
    collectStatements(root, "", true, declarations);
    // Inside `namespace Admin`, its types are written unqualified: known so too, unless the file has that name.
    const names = new Set(declarations.map((d) => d.name));
    const unqualified = declarations.flatMap((d) => {
      const short = d.name.slice(d.name.lastIndexOf(".") + 1);
      if (short === d.name || names.has(short)) return [];
      names.add(short);
      return [d.kind === "struct" ? { ...d, name: short, isAsset: false } : { ...d, name: short }];
    });
    return [...declarations, ...unqualified];
  },
  imports: typescriptImports,
  modulePaths: typescriptModulePaths,
};

/**
 * `import { A, B as C } from "./x"`, `import type`, `import * as ns from "./x"`,
 * and the re-exports of barrel files: `export { A } from "./a"`, `export * from "./a"`,
 * `export * as ns from "./a"`. Default imports are not followed.
 */
function typescriptImports(root: SyntaxNode): ImportDecl[] {
  const imports: ImportDecl[] = [];
  for (const statement of root.namedChildren) {
    if (statement?.type !== "import_statement" && statement?.type !== "export_statement") continue;
    const source = statement.childForFieldName("source");
    if (!source) continue;
    const module = unquote(source.text);
    const clause =
      statement.type === "import_statement"
        ? statement.namedChildren.find((child) => child?.type === "import_clause")
        : statement;
    const names: ImportDecl["names"] = [];
    let namespace: string | undefined;
    for (const part of clause?.namedChildren ?? []) {
      if (part?.type === "named_imports" || part?.type === "export_clause") {
        for (const specifier of part.namedChildren) {
          const imported = specifier?.childForFieldName("name")?.text;
          const local = specifier?.childForFieldName("alias")?.text ?? imported;
          if (imported && local) names.push({ imported, local });
        }
      } else if (part?.type === "namespace_import" || part?.type === "namespace_export") {
        namespace = part.namedChildren[0]?.text;
      }
    }
    const all = statement.type === "export_statement" && names.length === 0 && !namespace;
    imports.push({ module, names, ...(namespace ? { namespace } : {}), ...(all ? { all } : {}) });
  }
  return imports;
}

/**
 * Relative specifiers only (`./x`, `../models/x.js`), as TypeScript resolves
 * them: `x.ts`, `x.d.ts`, `x/index.ts`, and `.js` written for `.ts` (ESM).
 * Package imports and path aliases are not followed.
 */
function typescriptModulePaths(file: string, module: string): string[] {
  if (!module.startsWith("./") && !module.startsWith("../")) return [];
  const base = posix.join(posix.dirname(file), module);
  const stem = base.replace(/\.(m|c)?js$/, "");
  const candidates = /\.(m|c)?ts$/.test(base) ? [base] : [];
  const ending = /\.mjs$/.test(base) ? ".mts" : /\.cjs$/.test(base) ? ".cts" : ".ts";
  candidates.push(
    `${stem}${ending}`,
    `${stem}.d.ts`,
    `${stem}.tsx`,
    `${stem}/index.ts`,
    `${stem}/index.d.ts`,
  );
  return candidates;
}

/**
 * The declarations of a file or of a namespace body. Types in `namespace Api`
 * are named `Api.User`, as code refers to them; they are assets when exported
 * from an exported namespace.
 */
function collectStatements(body: SyntaxNode, prefix: string, visible: boolean, into: TypeDecl[]): void {
  for (const statement of body.namedChildren) {
    if (!statement) continue;
    const exported = statement.type === "export_statement";
    let declaration = exported ? statement.childForFieldName("declaration") : statement;
    if (declaration?.type === "expression_statement") declaration = declaration.namedChildren[0] ?? null;
    if (!declaration) continue;
    if (declaration.type === "internal_module" || declaration.type === "module") {
      const name = declaration.childForFieldName("name")?.text;
      const inner = declaration.childForFieldName("body");
      if (name && inner) collectStatements(inner, `${prefix}${name}.`, visible && exported, into);
      continue;
    }
    if (declaration.type === "lexical_declaration") {
      const schemas = zodDeclarations(declaration, statement, visible && exported);
      into.push(...schemas.map((found) => (prefix ? { ...found, name: `${prefix}${found.name}` } : found)));
      continue;
    }
    const found = declarationOf(declaration, statement, visible && exported);
    if (found) into.push(prefix ? { ...found, name: `${prefix}${found.name}` } : found);
  }
}

function declarationOf(node: SyntaxNode, outer: SyntaxNode, exported: boolean): TypeDecl | undefined {
  const name = node.childForFieldName("name")?.text;
  if (!name) return undefined;
  const line = lineOf(node);
  const doc = leadingDoc(outer, isBlockDoc);
  const base = { name, line, ...(doc ? { doc } : {}) };
  const hasError = node.hasError;
  switch (node.type) {
    case "interface_declaration":
    case "class_declaration": {
      const embeds = heritage(node);
      return {
        kind: "struct",
        ...base,
        fields: fieldsOf(node.childForFieldName("body")),
        ...(embeds.length > 0 ? { embeds } : {}),
        isAsset: exported,
        hasError,
      };
    }
    case "type_alias_declaration": {
      const value = node.childForFieldName("value");
      if (!value) return undefined;
      if (value.type === "object_type") {
        return { kind: "struct", ...base, fields: fieldsOf(value), isAsset: exported, hasError };
      }
      // `A & B & { c: number }`: the fields of the named parts, then the written ones.
      if (value.type === "intersection_type") {
        const parts = intersectionParts(value);
        return {
          kind: "struct",
          ...base,
          fields: parts.flatMap((part) => (part.type === "object_type" ? fieldsOf(part) : [])),
          embeds: parts.flatMap((part) =>
            part.type === "type_identifier" || part.type === "nested_type_identifier" ? [part.text] : [],
          ),
          isAsset: exported,
          hasError,
        };
      }
      return { kind: "alias", ...base, type: typeExpr(value) };
    }
    case "enum_declaration": {
      const symbols: string[] = [];
      for (const member of node.childForFieldName("body")?.namedChildren ?? []) {
        if (!member) continue;
        if (member.type === "enum_assignment") {
          const value = member.childForFieldName("value");
          symbols.push(
            value?.type === "string" ? unquote(value.text) : (member.childForFieldName("name")?.text ?? ""),
          );
        } else if (member.type === "property_identifier") {
          symbols.push(member.text);
        }
      }
      return { kind: "enum", ...base, symbols };
    }
    default:
      return undefined;
  }
}

/** `interface A extends B, C` and `class A extends B`: the types whose fields A inherits (generic arguments dropped). */
function heritage(node: SyntaxNode): string[] {
  const clauses = node.namedChildren.flatMap((child) => {
    if (child?.type === "extends_type_clause") return [child];
    if (child?.type === "class_heritage")
      return child.namedChildren.filter((c) => c?.type === "extends_clause");
    return [];
  });
  return clauses.flatMap((clause) =>
    (clause?.namedChildren ?? []).flatMap((type) => {
      const name = type?.type === "generic_type" ? type.childForFieldName("name") : type;
      return name && /^[\w.]+$/.test(name.text) ? [name.text] : [];
    }),
  );
}

const SKIPPED_MODIFIERS = new Set(["static", "private", "protected", "declare"]);

function fieldsOf(body: SyntaxNode | null): FieldDecl[] {
  const fields: FieldDecl[] = [];
  for (const member of body?.namedChildren ?? []) {
    if (member?.type === "method_definition" && member.childForFieldName("name")?.text === "constructor") {
      fields.push(...parameterProperties(member));
      continue;
    }
    if (!member || (member.type !== "property_signature" && member.type !== "public_field_definition"))
      continue;
    const nameNode = member.childForFieldName("name");
    const typeNode = member.childForFieldName("type")?.namedChildren[0];
    if (!nameNode || nameNode.type === "private_property_identifier") continue;
    if (member.children.some((child) => child && SKIPPED_MODIFIERS.has(modifierText(child)))) continue;
    const doc = leadingDoc(member, isBlockDoc);
    fields.push({
      name: nameNode.type === "string" ? unquote(nameNode.text) : nameNode.text,
      line: lineOf(member),
      type: typeNode ? typeExpr(typeNode) : inferred(member.childForFieldName("value")),
      ...(member.children.some((child) => child?.type === "?") || ormNullable(member)
        ? { optional: true }
        : {}),
      ...(doc ? { doc } : {}),
    });
  }
  return fields;
}

/** The column decorators of the TypeScript ORMs, whose options (not the field's type) say whether it is nullable. */
const ORM_COLUMN =
  /^@(?:Column|PrimaryColumn|ViewColumn|ManyToOne|OneToOne|JoinColumn|Property|Enum|ForeignKey|BelongsTo)\b/;

/**
 * A column its ORM makes nullable whatever its TypeScript type says: TypeORM and MikroORM
 * (`@Column({ nullable: true }) nickname: string`, `@ManyToOne(() => T, { nullable: true })`,
 * `@Property({ nullable: true })`; NOT NULL otherwise) and sequelize-typescript (`allowNull: true`,
 * `@AllowNull`). Another decorator's options (a validator's, `@ApiProperty`'s) say nothing of the column.
 */
function ormNullable(member: SyntaxNode): boolean {
  const decorators = member.children.flatMap((child) =>
    child?.type === "decorator" ? [child.text.replace(/\s+/g, " ")] : [],
  );
  if (decorators.some((d) => /^@AllowNull\b(?! ?\( ?false ?\))/.test(d))) return true;
  return decorators.some((d) => ORM_COLUMN.test(d) && /\b(?:nullable|allowNull) ?: ?true\b/.test(d));
}

/**
 * `constructor(public id: string, readonly n?: number)` declares properties;
 * plain and private parameters do not become fields.
 */
function parameterProperties(constructorNode: SyntaxNode): FieldDecl[] {
  const fields: FieldDecl[] = [];
  for (const parameter of constructorNode.childForFieldName("parameters")?.namedChildren ?? []) {
    if (parameter?.type !== "required_parameter" && parameter?.type !== "optional_parameter") continue;
    const modifiers = parameter.children.flatMap((child) =>
      child && (child.type === "accessibility_modifier" || child.type === "readonly") ? [child.text] : [],
    );
    if (modifiers.length === 0 || modifiers.some((modifier) => SKIPPED_MODIFIERS.has(modifier))) continue;
    const name = parameter.childForFieldName("pattern");
    const typeNode = parameter.childForFieldName("type")?.namedChildren[0];
    if (name?.type !== "identifier") continue;
    fields.push({
      name: name.text,
      line: lineOf(parameter),
      type: typeNode ? typeExpr(typeNode) : inferred(parameter.childForFieldName("value")),
      ...(parameter.type === "optional_parameter" ? { optional: true } : {}),
    });
  }
  return fields;
}

/** An unannotated class field takes the type of its literal initializer, as TypeScript infers it. */
function inferred(value: SyntaxNode | null): TypeExpr {
  const literalTypes: Record<string, string> = {
    number: "number",
    string: "string",
    template_string: "string",
    true: "boolean",
    false: "boolean",
  };
  const name = value ? literalTypes[value.type] : undefined;
  return name
    ? { kind: "named", name, args: [], text: name }
    : unknown(value ? `(inferred from ${value.text.slice(0, 60)})` : "(untyped)");
}

function modifierText(node: SyntaxNode): string {
  return node.type === "accessibility_modifier" ? node.text : node.type;
}

function typeExpr(node: SyntaxNode): TypeExpr {
  const text = node.text;
  switch (node.type) {
    case "predefined_type":
    case "type_identifier":
    case "nested_type_identifier":
      return { kind: "named", name: text, args: [], text };
    case "generic_type": {
      const name = node.childForFieldName("name")?.text ?? "";
      const args = (node.childForFieldName("type_arguments")?.namedChildren ?? []).flatMap((arg) =>
        arg ? [typeExpr(arg)] : [],
      );
      return { kind: "named", name, args, text };
    }
    case "array_type": {
      const element = node.namedChildren[0];
      return { kind: "list", element: element ? typeExpr(element) : unknown(text), text };
    }
    case "readonly_type":
    case "parenthesized_type": {
      const inner = node.namedChildren[0];
      return inner ? typeExpr(inner) : unknown(text);
    }
    case "union_type":
      return { kind: "union", variants: flattenUnion(node).map(typeExpr), text };
    case "literal_type": {
      const literal = node.namedChildren[0];
      if (!literal) return unknown(text);
      if (literal.type === "null" || literal.type === "undefined") return { kind: "null", text };
      if (literal.type === "string") return { kind: "literal", value: unquote(literal.text), text };
      if (literal.type === "number" || literal.type === "unary_expression") {
        return { kind: "literal", value: Number(literal.text), text };
      }
      if (literal.type === "true" || literal.type === "false") {
        return { kind: "literal", value: literal.type === "true", text };
      }
      return unknown(text);
    }
    case "object_type":
      return { kind: "inline", fields: fieldsOf(node), text };
    default:
      return unknown(text);
  }
}

/** `a | b | c` nests as union(union(a, b), c). */
function flattenUnion(node: SyntaxNode): SyntaxNode[] {
  return node.namedChildren.flatMap((child) => {
    if (!child) return [];
    return child.type === "union_type" ? flattenUnion(child) : [child];
  });
}

function unknown(text: string): TypeExpr {
  return { kind: "named", name: "", args: [], text };
}

function intersectionParts(node: SyntaxNode): SyntaxNode[] {
  return node.namedChildren.flatMap((child) => {
    if (!child) return [];
    if (child.type === "intersection_type") return intersectionParts(child);
    if (child.type === "parenthesized_type") return child.namedChildren[0] ? [child.namedChildren[0]] : [];
    return [child];
  });
}
