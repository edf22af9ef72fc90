import { unquote } from "./reader.js";
import type { SyntaxNode } from "./tree-sitter.js";

/** What a pydantic `Field(...)` states: the wire name, the doc, the value constraints. */
interface FieldInfo {
  alias?: string;
  description?: string;
  constraints?: Record<string, unknown>;
}

/** pydantic's constraint keywords, under the names the other readers use. */
const FIELD_CONSTRAINTS: Record<string, string> = {
  max_length: "maxLength",
  min_length: "minLength",
  pattern: "pattern",
  gt: "exclusiveMinimum",
  ge: "minimum",
  lt: "exclusiveMaximum",
  le: "maximum",
  multiple_of: "multipleOf",
  max_digits: "precision",
  decimal_places: "scale",
};

/**
 * The `Field(...)` calls of a field: in `Annotated[T, Field(...)]` and as its
 * default value, merged in that order. `serialization_alias` names the field
 * on the wire, else `alias` (which also serializes); `validation_alias` only
 * reads and does not rename.
 */
export function fieldInfo(annotation: SyntaxNode, value: SyntaxNode | null): FieldInfo {
  const calls = [...annotatedFieldCalls(annotation), ...(isFieldCall(value) ? [value] : [])];
  const keywords = new Map<string, SyntaxNode>();
  for (const call of calls) {
    for (const argument of call.childForFieldName("arguments")?.namedChildren ?? []) {
      const key =
        argument?.type === "keyword_argument" ? argument.childForFieldName("name")?.text : undefined;
      const text = argument?.childForFieldName("value");
      if (key && text) keywords.set(key, text);
    }
  }
  const stringOf = (key: string) => {
    const node = keywords.get(key);
    return node?.type === "string" ? unquote(node.text) : undefined;
  };
  const constraints: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(FIELD_CONSTRAINTS)) {
    const node = keywords.get(key);
    if (node?.type === "integer" || node?.type === "float") constraints[name] = Number(node.text);
    else if (node?.type === "string") constraints[name] = unquote(node.text);
  }
  const alias = stringOf("serialization_alias") ?? stringOf("alias");
  const description = stringOf("description");
  return {
    ...(alias ? { alias } : {}),
    ...(description ? { description } : {}),
    ...(Object.keys(constraints).length > 0 ? { constraints } : {}),
  };
}

function isFieldCall(node: SyntaxNode | null | undefined): node is SyntaxNode {
  return node?.type === "call" && lastSegment(node.childForFieldName("function")?.text ?? "") === "Field";
}

/** The `Field(...)` metadata of `Annotated[T, Field(...), ...]` (also inside `Optional[...]` and `| None`). */
function annotatedFieldCalls(annotation: SyntaxNode): SyntaxNode[] {
  const node = annotation.type === "type" ? (annotation.namedChildren[0] ?? annotation) : annotation;
  if (node.type === "binary_operator") {
    return [node.childForFieldName("left"), node.childForFieldName("right")].flatMap((side) =>
      side ? annotatedFieldCalls(side) : [],
    );
  }
  if (node.type !== "generic_type" && node.type !== "subscript") return [];
  const nameNode = node.type === "subscript" ? node.childForFieldName("value") : node.namedChildren[0];
  const args =
    node.type === "subscript"
      ? node.childrenForFieldName("subscript")
      : (node.namedChildren.find((child) => child?.type === "type_parameter")?.namedChildren ?? []);
  const name = lastSegment(nameNode?.text ?? "");
  if (name === "Annotated") {
    return args.slice(1).flatMap((arg) => {
      const inner = arg?.type === "type" ? arg.namedChildren[0] : arg;
      return isFieldCall(inner) ? [inner] : [];
    });
  }
  if (name === "Optional" || name === "Required" || name === "NotRequired") {
    return args[0] ? annotatedFieldCalls(args[0]) : [];
  }
  return [];
}

function lastSegment(text: string): string {
  return text.slice(text.lastIndexOf(".") + 1);
}
