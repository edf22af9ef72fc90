import { lineOf, unquote } from "../code/reader.js";
import type { SyntaxNode } from "../code/tree-sitter.js";

/**
 * TypeScript call expressions as the description readers read them (Drizzle's column builders,
 * TypeORM's decorator options): a chain `varchar("email", { length: 256 }).notNull()` as its base
 * call and the methods after it; literals as values. Only literals are read: anything computed (a
 * variable, a template with substitutions) is `undefined`, which the readers report where it matters.
 */
export interface TsCall {
  /** The called name: `varchar`, or the last part of a member (`t.varchar`, `core.varchar`). */
  name: string;
  args: SyntaxNode[];
  line: number;
}

export function argsOf(call: SyntaxNode): SyntaxNode[] {
  return (call.childForFieldName("arguments")?.namedChildren ?? []).flatMap((a) =>
    a && a.type !== "comment" ? [a] : [],
  );
}

/** The name a call calls: an identifier, or a member's property (`drizzle.pgTable`). */
export function calledName(call: SyntaxNode): string | undefined {
  const fn = call.childForFieldName("function");
  if (fn?.type === "identifier") return fn.text;
  if (fn?.type === "member_expression") return fn.childForFieldName("property")?.text;
  return undefined;
}

/** `base(...).a().b(x)`: the base call and the methods, in order; undefined when no call is at the root. */
export function callChain(node: SyntaxNode): { base: TsCall; methods: TsCall[] } | undefined {
  const methods: TsCall[] = [];
  let current: SyntaxNode | null = node;
  while (current?.type === "call_expression") {
    const fn: SyntaxNode | null = current.childForFieldName("function");
    const object: SyntaxNode | null =
      fn?.type === "member_expression" ? fn.childForFieldName("object") : null;
    if (object?.type === "call_expression") {
      methods.unshift({
        name: fn?.childForFieldName("property")?.text ?? "",
        args: argsOf(current),
        line: lineOf(current),
      });
      current = object;
      continue;
    }
    const name = calledName(current);
    return name === undefined
      ? undefined
      : { base: { name, args: argsOf(current), line: lineOf(current) }, methods };
  }
  return undefined;
}

/** A literal's value: string, number, boolean, null; an array or object of literals; else undefined. */
export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal | undefined };

export function literal(node: SyntaxNode | null | undefined): Literal | undefined {
  if (!node) return undefined;
  switch (node.type) {
    case "string":
      return unquote(node.text);
    case "template_string":
      return node.namedChildren.some((c) => c?.type === "template_substitution")
        ? undefined
        : unquote(node.text);
    case "number":
      return Number(node.text);
    case "true":
      return true;
    case "false":
      return false;
    case "null":
      return null;
    case "unary_expression":
      return node.text.startsWith("-") && node.namedChildren[0]?.type === "number"
        ? -Number(node.namedChildren[0].text)
        : undefined;
    case "array":
      return node.namedChildren.flatMap((c) => (c && c.type !== "comment" ? [literal(c) ?? null] : []));
    case "object": {
      const out: Record<string, Literal | undefined> = {};
      for (const pair of node.namedChildren) {
        if (pair?.type !== "pair") continue;
        const key = pair.childForFieldName("key");
        if (key)
          out[key.type === "string" ? unquote(key.text) : key.text] = literal(
            pair.childForFieldName("value"),
          );
      }
      return out;
    }
    case "as_expression":
    case "satisfies_expression":
    case "parenthesized_expression":
      return literal(node.namedChildren[0]);
    default:
      return undefined;
  }
}

/** The object literal's options (`{ length: 256 }`), or an empty object. */
export function options(node: SyntaxNode | undefined): Record<string, Literal | undefined> {
  const value = literal(node);
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}

/** Every node below `root` (depth first, in source order) of one of the types, bounded by `limit`. */
export function descendants(root: SyntaxNode, types: ReadonlySet<string>, limit = 100_000): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  const stack: SyntaxNode[] = [root];
  let visited = 0;
  while (stack.length > 0 && visited++ < limit) {
    const node = stack.pop() as SyntaxNode;
    if (types.has(node.type)) found.push(node);
    for (let i = node.namedChildCount - 1; i >= 0; i--) {
      const child = node.namedChild(i);
      if (child) stack.push(child);
    }
  }
  return found;
}
