import type { FieldDecl, LanguageTypes, Primitive, StructDecl, TypeDecl, TypeExpr } from "./declarations.js";
import { type CodeLanguage, cleanComment, leadingDoc, lineOf, unquote } from "./reader.js";
import type { SyntaxNode } from "./tree-sitter.js";

const TIMESTAMP: Primitive = { type: "timestamp64", logical: "Timestamp" };

const types: LanguageTypes = {
  primitives: {
    string: { type: "string" },
    bool: { type: "bool" },
    int: { type: "int64" },
    int8: { type: "int8" },
    int16: { type: "int16" },
    int32: { type: "int32" },
    rune: { type: "int32" },
    int64: { type: "int64" },
    uint: { type: "uint64" },
    uint8: { type: "uint8" },
    byte: { type: "uint8" },
    uint16: { type: "uint16" },
    uint32: { type: "uint32" },
    uint64: { type: "uint64" },
    float32: { type: "float32" },
    float64: { type: "float64" },
    "[]byte": { type: "bytes" },
    "time.Time": TIMESTAMP,
    "time.Duration": { type: "int64", logical: "Duration" },
    "uuid.UUID": { type: "uuid" },
    "decimal.Decimal": { type: "decimal128", logical: "Decimal" },
    "big.Int": { type: "decimal128", logical: "Decimal", constraints: { scale: 0 } },
    "sql.NullString": { type: "string", optional: true },
    "sql.NullInt64": { type: "int64", optional: true },
    "sql.NullInt32": { type: "int32", optional: true },
    "sql.NullFloat64": { type: "float64", optional: true },
    "sql.NullBool": { type: "bool", optional: true },
    "sql.NullTime": { ...TIMESTAMP, optional: true },
  },
  lists: new Set(),
  maps: new Set(),
  optionals: new Set(),
};

/**
 * Go: exported struct types become assets. Field names are the `json` tag names
 * (the Go name when untagged, with the Go name kept in constraints.goName when
 * they differ); `json:"-"` and unexported fields are skipped; embedded structs
 * promote their fields. Nullability: pointers and `omitempty` fields are optional.
 * A named string type with typed constants (`const A Status = "a"`) is an enum.
 */
export const golangLanguage: CodeLanguage = {
  sourceType: "golang",
  extensions: [".go"],
  grammar: "go",
  packageIsFolder: true,
  types,
  declarations(root) {
    const declarations: TypeDecl[] = [];
    const constants = new Map<string, string[]>();
    for (const statement of root.namedChildren) {
      if (statement?.type === "type_declaration") {
        const doc = withoutMarkers(leadingDoc(statement, isGoComment));
        for (const spec of statement.namedChildren) {
          if (spec?.type === "type_spec") {
            const found = typeSpec(spec, doc);
            if (found) declarations.push(found);
          }
        }
      } else if (statement?.type === "const_declaration") {
        collectConstants(statement, constants);
      }
    }
    return declarations.map((declaration) => {
      const symbols = constants.get(declaration.name);
      if (declaration.kind !== "alias" || !symbols) return declaration;
      const { type: _, ...rest } = declaration;
      return { ...rest, kind: "enum", symbols };
    });
  },
};

const isGoComment = (comment: string): boolean => comment.startsWith("//");

/** Code-generator markers (`+optional`, `+kubebuilder:validation:Minimum=0`, `+listType=map`) are not docs. */
const MARKER = /^\+[a-zA-Z][\w:.-]*(=.*)?$/;

function withoutMarkers(doc: string | undefined): string | undefined {
  const kept = doc
    ?.split("\n")
    .filter((line) => !MARKER.test(line.trim()))
    .join("\n")
    .trim();
  return kept || undefined;
}

/** Kubernetes' `// +optional` marks a field optional, as `omitempty` does. */
function hasMarker(doc: string | undefined, marker: string): boolean {
  return doc?.split("\n").some((line) => line.trim() === `+${marker}`) ?? false;
}

function typeSpec(spec: SyntaxNode, doc: string | undefined): TypeDecl | undefined {
  const name = spec.childForFieldName("name")?.text;
  const type = spec.childForFieldName("type");
  if (!name || !type) return undefined;
  const base = { name, line: lineOf(spec), ...(doc ? { doc } : {}) };
  if (type.type !== "struct_type") return { kind: "alias", ...base, type: typeExpr(type) };
  const { fields, embeds } = structFields(type);
  const struct: StructDecl = {
    kind: "struct",
    ...base,
    fields,
    isAsset: isExported(name),
    hasError: spec.hasError,
  };
  return embeds.length > 0 ? { ...struct, embeds } : struct;
}

function collectConstants(declaration: SyntaxNode, into: Map<string, string[]>): void {
  for (const spec of declaration.namedChildren) {
    const type = spec?.childForFieldName("type")?.text;
    const value = spec?.childForFieldName("value")?.namedChildren[0];
    if (!type || !value || !/string_literal$/.test(value.type)) continue;
    const symbols = into.get(type) ?? [];
    symbols.push(unquote(value.text));
    into.set(type, symbols);
  }
}

function isExported(name: string): boolean {
  return /^\p{Lu}/u.test(name);
}

function structFields(struct: SyntaxNode): { fields: FieldDecl[]; embeds: string[] } {
  const fields: FieldDecl[] = [];
  const embeds: string[] = [];
  const list = struct.namedChildren.find((child) => child?.type === "field_declaration_list");
  for (const member of list?.namedChildren ?? []) {
    if (member?.type !== "field_declaration") continue;
    const typeNode = member.childForFieldName("type");
    if (!typeNode) continue;
    const tag = parseJsonTag(member.childForFieldName("tag")?.text);
    if (tag.skip) continue;
    const names = member.childrenForFieldName("name").flatMap((name) => (name ? [name.text] : []));
    if (names.length === 0) {
      // Embedded: promoted unless the tag names it (then it is a field named by the tag).
      const embedded = typeNode.text.replace(/^\*/, "");
      if (!tag.name) {
        embeds.push(embedded);
        continue;
      }
      // Its Go name is the type's own, without the package (`metav1.ObjectMeta` is `ObjectMeta`).
      names.push(embedded.replace(/\[.*$/s, "").replace(/^.*\./, ""));
    }
    const comment = leadingDoc(member, isGoComment);
    const doc = withoutMarkers(comment) ?? trailingComment(member);
    for (const goName of names) {
      if (!isExported(goName)) continue;
      const name = tag.name ?? goName;
      fields.push({
        name,
        line: lineOf(member),
        type: typeExpr(typeNode),
        ...(tag.omitempty || hasMarker(comment, "optional") ? { optional: true } : {}),
        ...(doc ? { doc } : {}),
        ...(name !== goName ? { constraints: { goName } } : {}),
      });
    }
  }
  return { fields, embeds };
}

/** `Name string // the name` documents the field on its own line. */
function trailingComment(member: SyntaxNode): string | undefined {
  const next = member.nextNamedSibling;
  if (next?.type !== "comment" || next.startPosition.row !== member.endPosition.row) return undefined;
  return cleanComment(next.text);
}

interface JsonTag {
  name?: string;
  omitempty: boolean;
  skip: boolean;
}

/** The `json:"name,omitempty"` part of a struct tag, per encoding/json's rules. */
export function parseJsonTag(raw: string | undefined): JsonTag {
  if (!raw) return { omitempty: false, skip: false };
  const match = /(?:^|\s)json:"([^"]*)"/.exec(unquote(raw));
  if (!match) return { omitempty: false, skip: false };
  const [name = "", ...options] = (match[1] ?? "").split(",");
  if (name === "-" && options.length === 0) return { omitempty: false, skip: true };
  return {
    ...(name ? { name } : {}),
    omitempty: options.includes("omitempty") || options.includes("omitzero"),
    skip: false,
  };
}

function typeExpr(node: SyntaxNode): TypeExpr {
  const text = node.text;
  switch (node.type) {
    case "type_identifier":
    case "qualified_type":
      return { kind: "named", name: text, args: [], text };
    case "pointer_type": {
      const inner = node.namedChildren[0];
      return inner ? { kind: "nullable", inner: typeExpr(inner), text } : unknown(text);
    }
    case "slice_type":
    case "array_type": {
      const element = node.childForFieldName("element");
      if (!element) return unknown(text);
      if (node.type === "slice_type" && (element.text === "byte" || element.text === "uint8")) {
        return { kind: "named", name: "[]byte", args: [], text };
      }
      return { kind: "list", element: typeExpr(element), text };
    }
    case "map_type": {
      const key = node.childForFieldName("key");
      const value = node.childForFieldName("value");
      return key && value ? { kind: "map", key: typeExpr(key), value: typeExpr(value), text } : unknown(text);
    }
    case "struct_type":
      return { kind: "inline", fields: structFields(node).fields, text };
    case "generic_type": {
      const name = node.childForFieldName("type")?.text ?? "";
      return { kind: "named", name, args: [], text };
    }
    default:
      return unknown(text);
  }
}

function unknown(text: string): TypeExpr {
  return { kind: "named", name: "", args: [], text };
}
