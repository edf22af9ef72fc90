import type { Diagnostic } from "../../model.js";
import { lineOf, syntaxErrors, unquote } from "../code/reader.js";
import { type SyntaxNode, withSyntaxTree } from "../code/tree-sitter.js";
import { argsOf, calledName } from "./ts-calls.js";

/**
 * A TypeScript file as the TypeORM reader needs it, taken out of tree-sitter's tree into plain data
 * (so that the entity of one file and the classes and enums it imports from others can be read
 * together after each tree is freed): the top-level classes with their decorators and fields, the
 * enums, the named imports. Decorator arguments are kept as values: literals, names, arrow
 * functions and objects of them; anything else is `other` with its text, reported where it matters.
 */
export type TsValue =
  | { kind: "literal"; value: string | number | boolean | null; line: number }
  | { kind: "name"; name: string; line: number }
  | { kind: "arrow"; body: TsValue; line: number }
  | { kind: "object"; entries: Map<string, TsValue>; line: number }
  | { kind: "array"; items: TsValue[]; line: number }
  | { kind: "other"; text: string; line: number };

export interface TsDecorator {
  name: string;
  args: TsValue[];
  line: number;
}

export interface TsField {
  name: string;
  line: number;
  /** The annotation's text (`string`, `string | null`, `Date`), or undefined. */
  annotation?: string | undefined;
  decorators: TsDecorator[];
}

export interface TsClass {
  name: string;
  line: number;
  extends?: string | undefined;
  decorators: TsDecorator[];
  fields: TsField[];
}

export interface TsModule {
  path: string;
  classes: TsClass[];
  /** enum name -> its members' values (string members by value, numeric ones by number). */
  enums: Map<string, Map<string, string | number>>;
  /** local name -> the module and the name it has there. */
  imports: Map<string, { from: string; name: string }>;
  diagnostics: Diagnostic[];
}

export async function parseModule(path: string, text: string): Promise<TsModule> {
  const module: TsModule = { path, classes: [], enums: new Map(), imports: new Map(), diagnostics: [] };
  await withSyntaxTree("typescript", text, (root) => {
    module.diagnostics.push(...syntaxErrors(root, path));
    for (const top of root.namedChildren) {
      if (!top) continue;
      const declaration = top.type === "export_statement" ? top.childForFieldName("declaration") : top;
      if (top.type === "import_statement") readImport(top, module);
      if (!declaration) continue;
      if (declaration.type === "class_declaration" || declaration.type === "abstract_class_declaration")
        module.classes.push(readClass(declaration, top === declaration ? [] : decoratorsOf(top)));
      else if (declaration.type === "enum_declaration") readEnum(declaration, module);
    }
  });
  return module;
}

function readImport(node: SyntaxNode, module: TsModule): void {
  const source = node.childForFieldName("source");
  if (!source) return;
  const from = unquote(source.text);
  for (const specifier of node.descendantsOfType("import_specifier")) {
    const name = specifier?.childForFieldName("name")?.text;
    const alias = specifier?.childForFieldName("alias")?.text;
    if (name) module.imports.set(alias ?? name, { from, name });
  }
}

function decoratorsOf(node: SyntaxNode): TsDecorator[] {
  return node.namedChildren.flatMap((child) => {
    if (child?.type !== "decorator") return [];
    const expression = child.namedChildren[0];
    if (expression?.type === "call_expression") {
      const name = calledName(expression);
      return name ? [{ name, args: argsOf(expression).map(tsValue), line: lineOf(child) }] : [];
    }
    const name = expression?.type === "identifier" ? expression.text : undefined;
    return name ? [{ name, args: [], line: lineOf(child) }] : [];
  });
}

function readClass(node: SyntaxNode, outer: TsDecorator[]): TsClass {
  const heritage = node.namedChildren.find((c) => c?.type === "class_heritage");
  const extendsClause = heritage?.namedChildren.find((c) => c?.type === "extends_clause");
  const base = extendsClause?.childForFieldName("value");
  const fields: TsField[] = [];
  for (const member of node.childForFieldName("body")?.namedChildren ?? []) {
    if (member?.type !== "public_field_definition") continue;
    const name = member.childForFieldName("name");
    if (!name) continue;
    const decorators = decoratorsOf(member);
    fields.push({
      name: name.type === "string" ? unquote(name.text) : name.text,
      line: lineOf(name),
      annotation: member.childForFieldName("type")?.text.replace(/^:\s*/, "").trim(),
      decorators,
    });
  }
  return {
    name: node.childForFieldName("name")?.text ?? "",
    line: lineOf(node),
    extends: base?.type === "identifier" ? base.text : base?.text,
    decorators: [...outer, ...decoratorsOf(node)],
    fields,
  };
}

function readEnum(node: SyntaxNode, module: TsModule): void {
  const name = node.childForFieldName("name")?.text;
  const body = node.childForFieldName("body");
  if (!name || !body) return;
  const values = new Map<string, string | number>();
  let next = 0;
  for (const member of body.namedChildren) {
    if (member?.type === "enum_assignment") {
      const key = unquote(member.childForFieldName("name")?.text ?? "");
      const value = tsValue(member.childForFieldName("value") as SyntaxNode);
      if (value.kind === "literal" && (typeof value.value === "string" || typeof value.value === "number")) {
        values.set(key, value.value);
        if (typeof value.value === "number") next = value.value + 1;
      } else return; // a computed member: the enum is not read (the column that uses it says so)
    } else if (member?.type === "property_identifier") values.set(member.text, next++);
  }
  module.enums.set(name, values);
}

export function tsValue(node: SyntaxNode): TsValue {
  const line = lineOf(node);
  switch (node.type) {
    case "string":
      return { kind: "literal", value: unquote(node.text), line };
    case "template_string":
      return node.namedChildren.some((c) => c?.type === "template_substitution")
        ? { kind: "other", text: node.text, line }
        : { kind: "literal", value: unquote(node.text), line };
    case "number":
      return { kind: "literal", value: Number(node.text), line };
    case "true":
    case "false":
      return { kind: "literal", value: node.type === "true", line };
    case "null":
      return { kind: "literal", value: null, line };
    case "unary_expression": {
      const operand = node.namedChildren[0];
      return node.text.startsWith("-") && operand?.type === "number"
        ? { kind: "literal", value: -Number(operand.text), line }
        : { kind: "other", text: node.text, line };
    }
    case "identifier":
      return { kind: "name", name: node.text, line };
    case "member_expression":
      return { kind: "name", name: node.text, line };
    case "arrow_function": {
      const body = node.childForFieldName("body");
      return body ? { kind: "arrow", body: tsValue(body), line } : { kind: "other", text: node.text, line };
    }
    case "parenthesized_expression":
    case "as_expression":
    case "satisfies_expression":
      return node.namedChildren[0]
        ? tsValue(node.namedChildren[0])
        : { kind: "other", text: node.text, line };
    case "array":
      return {
        kind: "array",
        items: node.namedChildren.flatMap((c) => (c && c.type !== "comment" ? [tsValue(c)] : [])),
        line,
      };
    case "object": {
      const entries = new Map<string, TsValue>();
      for (const pair of node.namedChildren) {
        if (pair?.type === "pair") {
          const key = pair.childForFieldName("key");
          const value = pair.childForFieldName("value");
          if (key && value) entries.set(key.type === "string" ? unquote(key.text) : key.text, tsValue(value));
        } else if (pair?.type === "shorthand_property_identifier")
          entries.set(pair.text, { kind: "name", name: pair.text, line: lineOf(pair) });
        else if (pair && pair.type !== "comment")
          entries.set(`...${pair.text}`, { kind: "other", text: pair.text, line: lineOf(pair) });
      }
      return { kind: "object", entries, line };
    }
    default:
      return { kind: "other", text: node.text, line };
  }
}
