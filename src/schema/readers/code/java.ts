import type { FieldDecl, LanguageTypes, Primitive, TypeDecl, TypeExpr } from "./declarations.js";
import { javaImports, jvmModulePaths } from "./jvm-imports.js";
import { type CodeLanguage, isBlockDoc, leadingDoc, lineOf } from "./reader.js";
import type { SyntaxNode } from "./tree-sitter.js";
import { wireNameOf, withWireName } from "./wire-names.js";

const TIMESTAMP: Primitive = { type: "timestamp64", logical: "Timestamp" };

/** Shared with Kotlin, which uses the same JVM library types. */
export const jvmLibraryTypes: Record<string, Primitive> = {
  String: { type: "string" },
  CharSequence: { type: "string" },
  BigDecimal: { type: "decimal128", logical: "Decimal" },
  BigInteger: { type: "decimal128", logical: "Decimal", constraints: { scale: 0 } },
  UUID: { type: "uuid" },
  LocalDate: { type: "date32", logical: "Date" },
  LocalTime: { type: "time64", logical: "Time" },
  Instant: TIMESTAMP,
  LocalDateTime: { ...TIMESTAMP, constraints: { timezone: false } },
  OffsetDateTime: TIMESTAMP,
  ZonedDateTime: TIMESTAMP,
  Date: TIMESTAMP,
  Timestamp: TIMESTAMP,
  Duration: { type: "int64", logical: "Duration" },
};

const types: LanguageTypes = {
  primitives: {
    ...jvmLibraryTypes,
    byte: { type: "int8" },
    short: { type: "int16" },
    int: { type: "int32" },
    long: { type: "int64" },
    float: { type: "float32" },
    double: { type: "float64" },
    boolean: { type: "bool" },
    char: { type: "string", constraints: { maxLength: 1 } },
    // Boxed primitives are references like String: required unless marked nullable (see
    // `javaLanguage`), so `Long id` -> `String id` is a type change and nothing else.
    Byte: { type: "int8" },
    Short: { type: "int16" },
    Integer: { type: "int32" },
    Long: { type: "int64" },
    Float: { type: "float32" },
    Double: { type: "float64" },
    Boolean: { type: "bool" },
    Character: { type: "string", constraints: { maxLength: 1 } },
    "byte[]": { type: "bytes" },
  },
  lists: new Set([
    "List",
    "ArrayList",
    "LinkedList",
    "Set",
    "HashSet",
    "LinkedHashSet",
    "TreeSet",
    "SortedSet",
    "Collection",
    "Iterable",
  ]),
  maps: new Set(["Map", "HashMap", "LinkedHashMap", "TreeMap", "SortedMap", "ConcurrentHashMap"]),
  optionals: new Set(["Optional"]),
};

const NULLABLE_ANNOTATIONS = new Set(["Nullable", "CheckForNull"]);
/** What makes a JPA column NOT NULL although `@Column` alone is nullable: the key, Bean Validation. */
const REQUIRED_ANNOTATIONS = new Set(["Id", "EmbeddedId", "NotNull", "NonNull", "NotBlank", "NotEmpty"]);
/** Java's primitives: never null, whatever JPA says. */
const PRIMITIVES = new Set(["byte", "short", "int", "long", "float", "double", "boolean", "char"]);
const SKIPPED_MODIFIERS = new Set(["static", "transient"]);
/** Fields neither stored nor serialized: JPA's `@Transient`, Jackson's `@JsonIgnore`. */
const SKIPPED_ANNOTATIONS = new Set(["Transient", "JsonIgnore"]);

/**
 * Java: top-level classes and records become assets; nested classes, records and
 * enums resolve as nested types. Non-static, non-transient fields (any visibility)
 * and record components are the fields. Nullability follows the convention that a plain
 * reference is never null: every field is required unless it is `Optional<T>`, annotated
 * `@Nullable`/`@CheckForNull`, or a JPA `@Column` without `nullable = false` (JPA's default is
 * nullable; `@Id`, `@NotNull`/`@NonNull`/`@NotBlank`/`@NotEmpty` and primitives stay required). Boxed primitives
 * (`Long`, `Integer`) are references like any other, so they follow the same rule.
 */
export const javaLanguage: CodeLanguage = {
  sourceType: "java",
  extensions: [".java"],
  grammar: "java",
  packageIsFolder: true,
  types,
  imports: javaImports,
  modulePaths: jvmModulePaths(".java"),
  declarations(root) {
    const declarations: TypeDecl[] = [];
    for (const child of root.namedChildren) if (child) collect(child, true, declarations);
    return declarations;
  },
};

function collect(node: SyntaxNode, topLevel: boolean, into: TypeDecl[]): void {
  const name = node.childForFieldName("name")?.text;
  if (!name) return;
  const line = lineOf(node);
  const doc = leadingDoc(node, isBlockDoc);
  const base = { name, line, ...(doc ? { doc } : {}) };
  const body = node.childForFieldName("body");
  switch (node.type) {
    case "class_declaration":
    case "record_declaration": {
      const components = node.type === "record_declaration" ? recordComponents(node) : [];
      // `extends Base`: the superclass's fields are inherited (resolved when Base is known).
      const superclass = node
        .childForFieldName("superclass")
        ?.namedChildren.find((child) => child?.type === "type_identifier" || child?.type === "generic_type");
      const embeds = superclass ? [superclass.text.replace(/<[\s\S]*$/, "")] : [];
      into.push({
        kind: "struct",
        ...base,
        fields: [...components, ...classFields(body)],
        isAsset: topLevel,
        hasError: node.hasError,
        ...(embeds.length > 0 ? { embeds } : {}),
      });
      break;
    }
    case "enum_declaration": {
      const symbols = (body?.namedChildren ?? []).flatMap((member) =>
        member?.type === "enum_constant"
          ? [modifiersOf(member).wireName ?? member.childForFieldName("name")?.text ?? ""]
          : [],
      );
      into.push({ kind: "enum", ...base, symbols });
      break;
    }
    case "interface_declaration":
      break;
    default:
      return;
  }
  for (const member of body?.namedChildren ?? []) if (member) collect(member, false, into);
}

function recordComponents(node: SyntaxNode): FieldDecl[] {
  return (node.childForFieldName("parameters")?.namedChildren ?? []).flatMap((parameter) => {
    const name = parameter?.childForFieldName("name")?.text;
    const type = parameter?.childForFieldName("type");
    if (!parameter || !name || !type) return [];
    return [fieldOf(name, parameter, type, modifiersOf(parameter))];
  });
}

function classFields(body: SyntaxNode | null): FieldDecl[] {
  const fields: FieldDecl[] = [];
  for (const member of body?.namedChildren ?? []) {
    if (member?.type !== "field_declaration") continue;
    const modifiers = modifiersOf(member);
    if (modifiers.keywords.some((keyword) => SKIPPED_MODIFIERS.has(keyword))) continue;
    if (modifiers.annotations.some((annotation) => SKIPPED_ANNOTATIONS.has(annotation))) continue;
    const type = member.childForFieldName("type");
    if (!type) continue;
    const doc = leadingDoc(member, isBlockDoc);
    for (const declarator of member.childrenForFieldName("declarator")) {
      const name = declarator?.childForFieldName("name")?.text;
      if (!declarator || !name) continue;
      const field = fieldOf(name, member, type, modifiers, declarator.childForFieldName("dimensions"));
      fields.push(doc ? { ...field, doc } : field);
    }
  }
  return fields;
}

interface Modifiers {
  keywords: string[];
  annotations: string[];
  /** The name an annotation gives the field on the wire (@JsonProperty("x")). */
  wireName?: string | undefined;
  /** What JPA's `@Column(length, precision, scale)` states about the column. */
  constraints?: Record<string, number>;
  /** `@Column(nullable = true)`, or a `@Column` that does not say `nullable = false` (JPA's default). */
  nullableColumn?: boolean;
  /** `@Column(nullable = false)`. */
  notNullColumn?: boolean;
}

/** `@Column(length = 32, precision = 12, scale = 2, nullable = true)`: facts the type alone does not carry. */
function columnFacts(
  annotations: string,
): Pick<Modifiers, "constraints" | "nullableColumn" | "notNullColumn"> {
  const args = /@(?:[\w.]+\.)?Column\s*\(([^)]*)\)/.exec(annotations)?.[1];
  // A bare `@Column` is JPA's default: nullable.
  if (!args) return /@(?:[\w.]+\.)?Column\b(?!\s*\()/.test(annotations) ? { nullableColumn: true } : {};
  const constraints: Record<string, number> = {};
  for (const [key, as] of [
    ["length", "maxLength"],
    ["precision", "precision"],
    ["scale", "scale"],
  ] as const) {
    const value = new RegExp(`\\b${key}\\s*=\\s*(\\d+)`).exec(args)?.[1];
    if (value) constraints[as] = Number(value);
  }
  return {
    ...(Object.keys(constraints).length > 0 ? { constraints } : {}),
    // JPA: a `@Column` is nullable unless it says `nullable = false`.
    ...(/\bnullable\s*=\s*false\b/.test(args) ? { notNullColumn: true } : { nullableColumn: true }),
  };
}

function modifiersOf(node: SyntaxNode): Modifiers {
  const modifiers = node.namedChildren.find((child) => child?.type === "modifiers");
  const keywords: string[] = [];
  const annotations: string[] = [];
  for (const child of modifiers?.children ?? []) {
    if (!child) continue;
    if (child.type === "marker_annotation" || child.type === "annotation") {
      const name = child.childForFieldName("name")?.text ?? "";
      annotations.push(name.slice(name.lastIndexOf(".") + 1));
    } else {
      keywords.push(child.text);
    }
  }
  const column = columnFacts(modifiers?.text ?? "");
  return { keywords, annotations, wireName: wireNameOf(modifiers?.text ?? ""), ...column };
}

function fieldOf(
  name: string,
  declaration: SyntaxNode,
  typeNode: SyntaxNode,
  modifiers: Modifiers,
  extraDimensions?: SyntaxNode | null,
): FieldDecl {
  let type = typeExpr(typeNode);
  // `int scores[]` puts the dimensions on the variable.
  for (let i = 0; i < countDimensions(extraDimensions); i++)
    type = { kind: "list", element: type, text: `${type.text}[]` };
  // A JPA column's default (nullable) yields to the key, Bean Validation and primitives.
  const jpaNullable =
    modifiers.nullableColumn === true &&
    !PRIMITIVES.has(typeNode.text) &&
    !modifiers.annotations.some((annotation) => REQUIRED_ANNOTATIONS.has(annotation));
  const nullable =
    jpaNullable || modifiers.annotations.some((annotation) => NULLABLE_ANNOTATIONS.has(annotation));
  return withWireName(
    {
      name,
      line: lineOf(declaration),
      type,
      ...(nullable ? { optional: true } : {}),
      ...(modifiers.constraints ? { constraints: modifiers.constraints } : {}),
    },
    modifiers.wireName,
  );
}

function countDimensions(node: SyntaxNode | null | undefined): number {
  return node ? (node.text.match(/\[/g) ?? []).length : 0;
}

function typeExpr(node: SyntaxNode): TypeExpr {
  const text = node.text;
  switch (node.type) {
    case "integral_type":
    case "floating_point_type":
    case "boolean_type":
    case "type_identifier":
    case "scoped_type_identifier":
      return { kind: "named", name: text, args: [], text };
    case "generic_type": {
      const [nameNode, argsNode] = node.namedChildren;
      const args = (argsNode?.namedChildren ?? []).flatMap((arg) => (arg ? [typeExpr(arg)] : []));
      return { kind: "named", name: nameNode?.text ?? "", args, text };
    }
    case "array_type": {
      const element = node.childForFieldName("element");
      const dimensions = countDimensions(node.childForFieldName("dimensions"));
      if (!element) return { kind: "named", name: "", args: [], text };
      let type: TypeExpr = typeExpr(element);
      for (let i = 0; i < dimensions; i++) {
        type =
          type.kind === "named" && type.name === "byte" && i === 0
            ? { kind: "named", name: "byte[]", args: [], text: "byte[]" }
            : { kind: "list", element: type, text };
      }
      return type;
    }
    case "wildcard": {
      const bound = node.namedChildren.find((child) => child && child.type !== "annotation");
      return bound ? typeExpr(bound) : { kind: "named", name: "", args: [], text };
    }
    case "annotated_type": {
      const inner = node.namedChildren.at(-1);
      return inner ? typeExpr(inner) : { kind: "named", name: "", args: [], text };
    }
    default:
      return { kind: "named", name: "", args: [], text };
  }
}
