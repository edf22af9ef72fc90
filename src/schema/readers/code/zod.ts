import type { FieldDecl, TypeDecl, TypeExpr } from "./declarations.js";
import { isBlockDoc, leadingDoc, lineOf, unquote } from "./reader.js";
import type { SyntaxNode } from "./tree-sitter.js";

/**
 * zod schemas as models: `export const User = z.object({...})` is a struct
 * named after its variable. Each property's call chain is read from its base
 * (`z.string()`, `z.array(X)`, `z.enum([...])`, another schema's variable) and
 * its modifiers: `.optional()`/`.nullish()` make the field optional,
 * `.nullable()` admits null, `.describe("...")` is the doc.
 */
export function zodDeclarations(statement: SyntaxNode, outer: SyntaxNode, exported: boolean): TypeDecl[] {
  const found: TypeDecl[] = [];
  for (const declarator of statement.namedChildren) {
    if (declarator?.type !== "variable_declarator") continue;
    const name = declarator.childForFieldName("name")?.text;
    const value = declarator.childForFieldName("value");
    const object = value ? zodObject(value) : undefined;
    if (!name || !value) continue;
    const doc = leadingDoc(outer, isBlockDoc);
    if (!object) {
      // `const Source = z.enum([...])`, `z.union(...)`: a type other schemas use by name.
      if (chain(value).base === "z") {
        const { type } = zodType(value);
        found.push({ kind: "alias", name, line: lineOf(declarator), ...(doc ? { doc } : {}), type });
      }
      continue;
    }
    found.push({
      kind: "struct",
      name,
      line: lineOf(declarator),
      ...(doc ? { doc } : {}),
      fields: objectFields(object),
      isAsset: exported,
      hasError: declarator.hasError,
    });
  }
  return found;
}

interface Call {
  method: string;
  args: SyntaxNode[];
}

/** `z.object({...}).strict()`: the object literal of the base `z.object` call. */
function zodObject(node: SyntaxNode): SyntaxNode | undefined {
  const { base, calls } = chain(node);
  const first = calls[0];
  return base === "z" && first?.method === "object" && first.args[0]?.type === "object"
    ? first.args[0]
    : undefined;
}

/** A call chain `z.a(x).b().c(y)` as its root identifier and calls, in order. */
function chain(node: SyntaxNode): { base: string; calls: Call[] } {
  const calls: Call[] = [];
  let current: SyntaxNode | null = node;
  while (current?.type === "call_expression") {
    const fn: SyntaxNode | null = current.childForFieldName("function");
    if (fn?.type !== "member_expression") break;
    const args = (current.childForFieldName("arguments")?.namedChildren ?? []).flatMap((a) =>
      a && a.type !== "comment" ? [a] : [],
    );
    calls.unshift({ method: fn.childForFieldName("property")?.text ?? "", args });
    current = fn.childForFieldName("object");
  }
  return { base: current?.text ?? "", calls };
}

function objectFields(object: SyntaxNode): FieldDecl[] {
  const fields: FieldDecl[] = [];
  for (const pair of object.namedChildren) {
    if (pair?.type !== "pair") continue;
    const key = pair.childForFieldName("key");
    const value = pair.childForFieldName("value");
    if (!key || !value) continue;
    const { type, optional, doc } = zodType(value);
    fields.push({
      name: key.type === "string" ? unquote(key.text) : key.text,
      line: lineOf(pair),
      type,
      ...(optional ? { optional } : {}),
      ...(doc ? { doc } : {}),
    });
  }
  return fields;
}

const BASE_TYPES: Record<string, string> = {
  string: "string",
  number: "number",
  bigint: "bigint",
  boolean: "boolean",
  date: "Date",
  null: "null",
  undefined: "undefined",
  uuid: "string",
  email: "string",
  url: "string",
};

/** String refinements that name a format: `z.string().uuid()`. */
const FORMATS: Record<string, string> = {
  uuid: "uuid",
  email: "email",
  url: "uri",
  datetime: "date-time",
  date: "date",
  ipv4: "ipv4",
  ipv6: "ipv6",
};

function zodType(node: SyntaxNode): { type: TypeExpr; optional: boolean; doc?: string | undefined } {
  const text = node.text;
  const { base, calls } = chain(node);
  if (node.type === "identifier")
    return { type: { kind: "named", name: text, args: [], text }, optional: false };
  let optional = false;
  let nullable = false;
  let doc: string | undefined;
  // A schema variable with modifiers: `Address.optional()`.
  let type: TypeExpr =
    base !== "z"
      ? { kind: "named", name: base, args: [], text: base }
      : { kind: "named", name: "", args: [], text };
  calls.forEach((call, index) => {
    if (index === 0 && base === "z") type = zodBase(call, text);
    else if (call.method === "optional" || call.method === "nullish") optional = true;
    if (call.method === "nullable" || call.method === "nullish") nullable = true;
    if (call.method === "describe" && call.args[0]?.type === "string") doc = unquote(call.args[0].text);
    const format = index > 0 && type.kind === "named" ? FORMATS[call.method] : undefined;
    if (format && type.kind === "named") type = { ...type, constraints: { ...type.constraints, format } };
  });
  if (nullable) type = { kind: "nullable", inner: type, text };
  return { type, optional, doc };
}

function zodBase(call: Call, text: string): TypeExpr {
  const named = BASE_TYPES[call.method];
  if (named) return { kind: "named", name: named, args: [], text: named };
  const [first, second] = call.args;
  switch (call.method) {
    case "array":
      return { kind: "list", element: first ? zodType(first).type : unknownType(text), text };
    case "record":
      return {
        kind: "map",
        key:
          second && first ? zodType(first).type : { kind: "named", name: "string", args: [], text: "string" },
        value: (second ?? first) ? zodType((second ?? first) as SyntaxNode).type : unknownType(text),
        text,
      };
    case "enum":
      return {
        kind: "union",
        variants: (first?.type === "array" ? first.namedChildren : []).flatMap((item) =>
          item?.type === "string"
            ? [{ kind: "literal" as const, value: unquote(item.text), text: item.text }]
            : [],
        ),
        text,
      };
    case "literal":
      return first?.type === "string"
        ? { kind: "literal", value: unquote(first.text), text }
        : first?.type === "number"
          ? { kind: "literal", value: Number(first.text), text }
          : unknownType(text);
    case "object":
      return first?.type === "object"
        ? { kind: "inline", fields: objectFields(first), text }
        : unknownType(text);
    case "union":
      return {
        kind: "union",
        variants: (first?.type === "array" ? first.namedChildren : []).flatMap((item) =>
          item ? [zodType(item).type] : [],
        ),
        text,
      };
    default:
      return unknownType(text);
  }
}

function unknownType(text: string): TypeExpr {
  return { kind: "named", name: "", args: [], text };
}
