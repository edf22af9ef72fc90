import { lineOf, unquote } from "../code/reader.js";
import type { SyntaxNode } from "../code/tree-sitter.js";

/** Python syntax as the Django and SQLAlchemy readers read it: classes, assignments, calls, literals. */

export interface PyCall {
  /** The callee as written (`models.CharField`) and its last part (`CharField`). */
  callee: string;
  name: string;
  positional: SyntaxNode[];
  keywords: Map<string, SyntaxNode>;
  node: SyntaxNode;
}

export function pyCall(node: SyntaxNode | null | undefined): PyCall | undefined {
  if (node?.type !== "call") return undefined;
  const callee = node.childForFieldName("function")?.text ?? "";
  const positional: SyntaxNode[] = [];
  const keywords = new Map<string, SyntaxNode>();
  for (const argument of node.childForFieldName("arguments")?.namedChildren ?? []) {
    if (!argument || argument.type === "comment") continue;
    if (argument.type !== "keyword_argument") positional.push(argument);
    const key = argument.childForFieldName("name")?.text;
    const value = argument.childForFieldName("value");
    if (key && value) keywords.set(key, value);
  }
  return { callee, name: callee.slice(callee.lastIndexOf(".") + 1), positional, keywords, node };
}

/** A Python literal: str, int/float (as written), True/False/None; else undefined. */
export function pyLiteral(node: SyntaxNode | null | undefined): string | number | boolean | null | undefined {
  if (!node) return undefined;
  if (node.type === "string")
    return node.namedChildren.some((c) => c?.type === "interpolation") ? undefined : unquote(node.text);
  if (node.type === "integer" || node.type === "float") return Number(node.text.replace(/_/g, ""));
  if (node.type === "unary_operator" && node.text.startsWith("-")) {
    const inner = pyLiteral(node.namedChildren[0]);
    return typeof inner === "number" ? -inner : undefined;
  }
  if (node.type === "true") return true;
  if (node.type === "false") return false;
  if (node.type === "none") return null;
  return undefined;
}

export function pyString(node: SyntaxNode | null | undefined): string | undefined {
  const value = pyLiteral(node);
  return typeof value === "string" ? value : undefined;
}

export interface PyClass {
  name: string;
  bases: string[];
  /** `table=True` and other class keywords (SQLModel). */
  keywords: Map<string, SyntaxNode>;
  body: SyntaxNode | null;
  line: number;
}

/** The classes at the top of a module (and inside `if TYPE_CHECKING:`-free blocks: only the top). */
export function topClasses(root: SyntaxNode): PyClass[] {
  const out: PyClass[] = [];
  for (const child of root.namedChildren) {
    const node = child?.type === "decorated_definition" ? child.childForFieldName("definition") : child;
    if (node?.type !== "class_definition") continue;
    const bases: string[] = [];
    const keywords = new Map<string, SyntaxNode>();
    for (const argument of node.childForFieldName("superclasses")?.namedChildren ?? []) {
      if (!argument) continue;
      if (argument.type === "keyword_argument") {
        const key = argument.childForFieldName("name")?.text;
        const value = argument.childForFieldName("value");
        if (key && value) keywords.set(key, value);
      } else bases.push(argument.text);
    }
    out.push({
      name: node.childForFieldName("name")?.text ?? "",
      bases,
      keywords,
      body: node.childForFieldName("body"),
      line: lineOf(node),
    });
  }
  return out;
}

export interface PyAssignment {
  name: string;
  annotation: SyntaxNode | null;
  value: SyntaxNode | null;
  line: number;
}

/** `name = value` and `name: T = value` statements directly in a class body. */
export function assignments(body: SyntaxNode | null): PyAssignment[] {
  const out: PyAssignment[] = [];
  for (const statement of body?.namedChildren ?? []) {
    const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
    if (assignment?.type !== "assignment") continue;
    const left = assignment.childForFieldName("left");
    if (left?.type !== "identifier") continue;
    out.push({
      name: left.text,
      annotation: assignment.childForFieldName("type"),
      value: assignment.childForFieldName("right"),
      line: lineOf(assignment),
    });
  }
  return out;
}

/** The nested `class Meta:` (Django) of a class body. */
export function innerClass(body: SyntaxNode | null, name: string): SyntaxNode | null {
  for (const statement of body?.namedChildren ?? [])
    if (statement?.type === "class_definition" && statement.childForFieldName("name")?.text === name)
      return statement.childForFieldName("body");
  return null;
}
