import type { FieldDecl, LanguageTypes, StructDecl, TypeDecl, TypeExpr } from "./declarations.js";
import { pysparkSchemas, pysparkTypes } from "./pyspark.js";
import { type CodeLanguage, cleanComment, lineOf, unquote } from "./reader.js";
import type { SyntaxNode } from "./tree-sitter.js";
import { withWireName } from "./wire-names.js";

const types: LanguageTypes = {
  primitives: {
    int: { type: "int64" },
    float: { type: "float64" },
    str: { type: "string" },
    bool: { type: "bool" },
    bytes: { type: "bytes" },
    Decimal: { type: "decimal128", logical: "Decimal" },
    datetime: { type: "timestamp64", logical: "Timestamp" },
    date: { type: "date32", logical: "Date" },
    time: { type: "time64", logical: "Time" },
    timedelta: { type: "int64", logical: "Duration" },
    UUID: { type: "uuid" },
    EmailStr: { type: "string", constraints: { format: "email" } },
    HttpUrl: { type: "string", constraints: { format: "uri" } },
    None: { type: "null" },
  },
  lists: new Set([
    "list",
    "List",
    "Sequence",
    "set",
    "Set",
    "frozenset",
    "FrozenSet",
    "Iterable",
    "tuple",
    "Tuple",
  ]),
  maps: new Set(["dict", "Dict", "Mapping", "MutableMapping"]),
  optionals: new Set(["Optional"]),
};

const MODEL_BASES = new Set(["BaseModel", "TypedDict", "SQLModel", "Struct"]);
const ENUM_BASES = new Set(["Enum", "StrEnum", "IntEnum"]);
const MODEL_DECORATORS =
  /^@(dataclasses\.)?dataclass\b|^@(attr\.s|attrs\.define|define|frozen)\b|^@pydantic\.dataclasses\.dataclass\b/;

/**
 * Python: dataclasses, pydantic models and TypedDicts (and classes deriving
 * from one in the same file, which inherit its fields). Public classes become
 * assets. `Optional[T]`, `T | None` and `Union[T, None]` are optional, as are
 * `NotRequired[T]` and the fields of a `total=False` TypedDict. Docs come from
 * `Field(description=...)` or a string right below the field. A file that also
 * defines PySpark `StructType` schemas yields those as `pyspark` assets.
 */
export const pythonLanguage: CodeLanguage = {
  sourceType: "python",
  extensions: [".py", ".pyi"],
  grammar: "python",
  types: { ...types, primitives: { ...types.primitives, ...pysparkTypes.primitives } },
  declarations(root) {
    const declarations = modelDeclarations(root);
    const schemas = pysparkSchemas(root).map((schema) =>
      schema.kind === "struct" && schema.isAsset ? { ...schema, sourceType: "pyspark" as const } : schema,
    );
    return [...declarations, ...schemas];
  },
};

export function modelDeclarations(root: SyntaxNode): TypeDecl[] {
  const classes: { node: SyntaxNode; decorators: string[] }[] = [];
  for (const statement of root.namedChildren) {
    if (statement?.type === "class_definition") classes.push({ node: statement, decorators: [] });
    if (statement?.type === "decorated_definition") {
      const definition = statement.childForFieldName("definition");
      if (definition?.type === "class_definition") {
        const decorators = statement.namedChildren.flatMap((child) =>
          child?.type === "decorator" ? [child.text] : [],
        );
        classes.push({ node: definition, decorators });
      }
    }
  }
  const models = new Set<string>();
  const declarations: TypeDecl[] = [];
  for (const { node, decorators } of classes) {
    const name = node.childForFieldName("name")?.text;
    if (!name) continue;
    const superclasses = node.childForFieldName("superclasses");
    const bases = (superclasses?.namedChildren ?? []).flatMap((base) =>
      base && base.type !== "keyword_argument" ? [lastSegment(base.text)] : [],
    );
    const body = node.childForFieldName("body");
    const doc = docstring(body);
    const base = { name, line: lineOf(node), ...(doc ? { doc } : {}) };
    if (bases.some((b) => ENUM_BASES.has(b))) {
      declarations.push({ kind: "enum", ...base, symbols: enumSymbols(body) });
      continue;
    }
    const isModel =
      bases.some((b) => MODEL_BASES.has(b) || models.has(b)) ||
      decorators.some((d) => MODEL_DECORATORS.test(d));
    if (!isModel) continue;
    models.add(name);
    const total = (superclasses?.namedChildren ?? []).find(
      (argument) =>
        argument?.type === "keyword_argument" && argument.childForFieldName("name")?.text === "total",
    );
    const allOptional = total?.childForFieldName("value")?.text === "False";
    // `Required[...]` keeps a field of a total=False TypedDict required.
    const fields = classFields(body).map(({ [REQUIRED]: required, ...field }) =>
      allOptional && !required ? { ...field, optional: true } : field,
    );
    const embeds = bases.filter((b) => models.has(b));
    const struct: StructDecl = {
      kind: "struct",
      ...base,
      fields,
      isAsset: !name.startsWith("_"),
      hasError: node.hasError,
    };
    declarations.push(embeds.length > 0 ? { ...struct, embeds } : struct);
  }
  return declarations;
}

function lastSegment(text: string): string {
  return text.slice(text.lastIndexOf(".") + 1);
}

function docstring(body: SyntaxNode | null): string | undefined {
  const first = body?.namedChildren[0];
  const string = first?.type === "expression_statement" ? first.namedChildren[0] : undefined;
  return string?.type === "string" ? cleanDocstring(string.text) : undefined;
}

function cleanDocstring(text: string): string | undefined {
  return cleanComment(unquote(text).trim());
}

function enumSymbols(body: SyntaxNode | null): string[] {
  const symbols: string[] = [];
  for (const statement of body?.namedChildren ?? []) {
    const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
    if (assignment?.type !== "assignment") continue;
    const name = assignment.childForFieldName("left")?.text ?? "";
    const value = assignment.childForFieldName("right");
    if (name.startsWith("_")) continue;
    symbols.push(value?.type === "string" ? unquote(value.text) : name);
  }
  return symbols;
}

function classFields(body: SyntaxNode | null): (FieldDecl & { [REQUIRED]?: boolean })[] {
  const fields: (FieldDecl & { [REQUIRED]?: boolean })[] = [];
  const statements = body?.namedChildren ?? [];
  statements.forEach((statement, index) => {
    const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
    if (assignment?.type !== "assignment") return;
    const name = assignment.childForFieldName("left");
    const annotation = assignment.childForFieldName("type")?.namedChildren[0];
    if (name?.type !== "identifier" || !annotation || name.text.startsWith("_")) return;
    let type = typeExpr(annotation);
    if (type.kind === "named" && lastSegment(type.name) === "ClassVar") return;
    let optional = false;
    let required = false;
    if (type.kind === "named" && ["NotRequired", "Required"].includes(lastSegment(type.name))) {
      optional = lastSegment(type.name) === "NotRequired";
      required = !optional;
      type = type.args[0] ?? type;
    }
    const right = assignment.childForFieldName("right");
    const doc = fieldDescription(right) ?? attributeDocstring(statements[index + 1]);
    const field = withWireName(
      {
        name: name.text,
        line: lineOf(assignment),
        type,
        ...(optional ? { optional } : {}),
        ...(doc ? { doc } : {}),
      },
      fieldAlias(right),
    );
    fields.push(required ? { ...field, [REQUIRED]: true } : field);
  });
  return fields;
}

const REQUIRED = Symbol("required");

/** pydantic `Field(serialization_alias="x")` or `Field(alias="x")`: the field's name on the wire. */
function fieldAlias(value: SyntaxNode | null): string | undefined {
  if (value?.type !== "call" || lastSegment(value.childForFieldName("function")?.text ?? "") !== "Field")
    return undefined;
  const aliases = new Map<string, string>();
  for (const argument of value.childForFieldName("arguments")?.namedChildren ?? []) {
    const key = argument?.type === "keyword_argument" ? argument.childForFieldName("name")?.text : undefined;
    const text = argument?.childForFieldName("value");
    if (key && text?.type === "string") aliases.set(key, unquote(text.text));
  }
  return aliases.get("serialization_alias") ?? aliases.get("alias");
}

/** `Field(description="...")` (pydantic) as the field's doc. */
function fieldDescription(value: SyntaxNode | null): string | undefined {
  if (value?.type !== "call" || lastSegment(value.childForFieldName("function")?.text ?? "") !== "Field")
    return undefined;
  for (const argument of value.childForFieldName("arguments")?.namedChildren ?? []) {
    if (argument?.type === "keyword_argument" && argument.childForFieldName("name")?.text === "description") {
      const text = argument.childForFieldName("value");
      if (text?.type === "string") return unquote(text.text);
    }
  }
  return undefined;
}

/** A bare string right after a field documents it (the attribute docstring convention). */
function attributeDocstring(next: SyntaxNode | null | undefined): string | undefined {
  const string = next?.type === "expression_statement" ? next.namedChildren[0] : undefined;
  return string?.type === "string" ? cleanDocstring(string.text) : undefined;
}

function typeExpr(node: SyntaxNode): TypeExpr {
  const text = node.text;
  switch (node.type) {
    case "type": {
      const inner = node.namedChildren[0];
      return inner ? typeExpr(inner) : unknown(text);
    }
    case "identifier":
    case "attribute":
      return text === "None"
        ? { kind: "null", text }
        : { kind: "named", name: lastSegmentIfTyping(text), args: [], text };
    case "none":
      return { kind: "null", text };
    case "string":
      return forwardReference(unquote(text));
    case "binary_operator": {
      const left = node.childForFieldName("left");
      const right = node.childForFieldName("right");
      if (!left || !right) return unknown(text);
      const variants = [left, right].flatMap((side) => {
        const expr = typeExpr(side);
        return expr.kind === "union" ? expr.variants : [expr];
      });
      return { kind: "union", variants, text };
    }
    case "generic_type":
    case "subscript": {
      const nameNode = node.type === "subscript" ? node.childForFieldName("value") : node.namedChildren[0];
      const argNodes =
        node.type === "subscript"
          ? node.childrenForFieldName("subscript")
          : (node.namedChildren.find((child) => child?.type === "type_parameter")?.namedChildren ?? []);
      const name = lastSegmentIfTyping(nameNode?.text ?? "");
      if (lastSegment(name) === "Literal") {
        return { kind: "union", variants: argNodes.flatMap((arg) => (arg ? [literalOf(arg)] : [])), text };
      }
      const args = argNodes.flatMap((arg) => (arg ? [typeExpr(arg)] : []));
      if (lastSegment(name) === "Union") return { kind: "union", variants: args, text };
      if (lastSegment(name) === "Annotated") return args[0] ?? unknown(text);
      return { kind: "named", name, args, text };
    }
    default:
      return unknown(text);
  }
}

/** `typing.List` and `t.Optional` are the typing names; other dotted names stay whole. */
function lastSegmentIfTyping(name: string): string {
  return /^(typing|t|typing_extensions)\./.test(name) ? lastSegment(name) : name;
}

/** An argument of `Literal[...]`: strings, numbers, booleans, None. */
function literalOf(node: SyntaxNode): TypeExpr {
  const value = node.type === "type" ? (node.namedChildren[0] ?? node) : node;
  const text = value.text;
  switch (value.type) {
    case "string":
      return { kind: "literal", value: unquote(text), text };
    case "integer":
    case "float":
      return { kind: "literal", value: Number(text), text };
    case "true":
    case "false":
      return { kind: "literal", value: value.type === "true", text };
    case "none":
      return { kind: "null", text };
    default:
      return unknown(text);
  }
}

/** A quoted annotation: `"Order"` or `"Order | None"`; anything more complex stays unknown. */
function forwardReference(inner: string): TypeExpr {
  const parts = inner.split("|").map((part) => part.trim());
  const variants = parts.map((part): TypeExpr => {
    if (part === "None") return { kind: "null", text: part };
    if (/^[A-Za-z_][\w.]*$/.test(part)) return { kind: "named", name: part, args: [], text: part };
    return unknown(part);
  });
  const [only] = variants;
  return only && variants.length === 1 ? only : { kind: "union", variants, text: inner };
}

function unknown(text: string): TypeExpr {
  return { kind: "named", name: "", args: [], text };
}
