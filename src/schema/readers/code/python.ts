import type { FieldDecl, LanguageTypes, StructDecl, TypeDecl, TypeExpr } from "./declarations.js";
import { declaresOrmColumns, ormField } from "./orm-fields.js";
import { fieldInfo } from "./pydantic-fields.js";
import { pysparkSchemas, pysparkTypes } from "./pyspark.js";
import { pythonImports, pythonModulePaths } from "./python-imports.js";
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
    AnyUrl: { type: "string", constraints: { format: "uri" } },
    AnyHttpUrl: { type: "string", constraints: { format: "uri" } },
    SecretStr: { type: "string" },
    StrictStr: { type: "string" },
    StrictInt: { type: "int64" },
    StrictFloat: { type: "float64" },
    StrictBool: { type: "bool" },
    PositiveInt: { type: "int64", constraints: { exclusiveMinimum: 0 } },
    NonNegativeInt: { type: "int64", constraints: { minimum: 0 } },
    NegativeInt: { type: "int64", constraints: { exclusiveMaximum: 0 } },
    PositiveFloat: { type: "float64", constraints: { exclusiveMinimum: 0 } },
    NonNegativeFloat: { type: "float64", constraints: { minimum: 0 } },
    AwareDatetime: { type: "timestamp64", logical: "Timestamp" },
    NaiveDatetime: { type: "timestamp64", logical: "Timestamp" },
    PastDate: { type: "date32", logical: "Date" },
    FutureDate: { type: "date32", logical: "Date" },
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
/** Bases that never make a model, so a class deriving only from them is not one. */
const NOT_MODELS = new Set(["object", "Exception", "ValueError", "Generic", "Protocol", "ABC", "str", "int"]);
const MODEL_DECORATORS =
  /^@(dataclasses\.)?dataclass\b|^@(attr\.s|attrs\.define|define|frozen)\b|^@pydantic\.dataclasses\.dataclass\b/;

/**
 * Python: dataclasses, pydantic models and TypedDicts, Django and SQLAlchemy
 * models (orm-fields.ts), and classes deriving from one in the same file (they
 * inherit its fields). Public classes become
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
  imports: pythonImports,
  modulePaths: pythonModulePaths,
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
  const declarations: TypeDecl[] = typeAliases(root);
  for (const { node, decorators } of classes) {
    const name = node.childForFieldName("name")?.text;
    if (!name) continue;
    const superclasses = node.childForFieldName("superclasses");
    const written = (superclasses?.namedChildren ?? []).flatMap((base) =>
      base && base.type !== "keyword_argument" ? [base.text] : [],
    );
    const bases = written.map(lastSegment);
    const body = node.childForFieldName("body");
    const doc = docstring(body);
    const base = { name, line: lineOf(node), ...(doc ? { doc } : {}) };
    if (bases.some((b) => ENUM_BASES.has(b))) {
      declarations.push({ kind: "enum", ...base, symbols: enumSymbols(body) });
      continue;
    }
    const isModel =
      bases.some((b) => MODEL_BASES.has(b) || models.has(b)) ||
      decorators.some((d) => MODEL_DECORATORS.test(d)) ||
      declaresOrmColumns(body);
    // Bases declared in other files decide later, once imports are resolved.
    const elsewhere = isModel ? [] : written.filter((b) => !NOT_MODELS.has(b));
    if (!isModel && elsewhere.length === 0) continue;
    if (isModel) models.add(name);
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
    const withBases = elsewhere.length > 0 ? { ...struct, modelIfBaseIs: elsewhere } : struct;
    declarations.push(embeds.length > 0 ? { ...withBases, embeds } : withBases);
  }
  return declarations;
}

const ALIAS_FORMS = new Set(["Annotated", "Literal", "Union", "Optional"]);

/**
 * Module-level type aliases: `Sku = Annotated[str, Field(...)]`, `Channel =
 * Literal["web", "app"]`, `Id: TypeAlias = str`, and Python 3.12's `type Id = str`.
 */
function typeAliases(root: SyntaxNode): TypeDecl[] {
  const aliases: TypeDecl[] = [];
  for (const statement of root.namedChildren) {
    const inner = statement?.type === "expression_statement" ? statement.namedChildren[0] : statement;
    if (inner?.type === "type_alias_statement") {
      const [left, right] = inner.namedChildren;
      const name = left?.text;
      if (name && right) aliases.push({ kind: "alias", name, line: lineOf(inner), type: typeExpr(right) });
      continue;
    }
    if (inner?.type !== "assignment") continue;
    const left = inner.childForFieldName("left");
    const right = inner.childForFieldName("right");
    const annotated = inner.childForFieldName("type")?.text;
    if (left?.type !== "identifier" || !right) continue;
    const form = right.type === "subscript" ? lastSegment(right.childForFieldName("value")?.text ?? "") : "";
    if (ALIAS_FORMS.has(form) || annotated === "TypeAlias" || annotated === "typing.TypeAlias") {
      aliases.push({ kind: "alias", name: left.text, line: lineOf(inner), type: typeExpr(right) });
    }
  }
  return aliases;
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
    // Django and SQLAlchemy columns are declared by a field call, typed or not (orm-fields.ts).
    const column = ormField(assignment, annotation ? typeExpr(annotation) : undefined);
    if (column !== undefined) {
      if (column && !name?.text.startsWith("_")) fields.push(column);
      return;
    }
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
    const info = fieldInfo(annotation, assignment.childForFieldName("right"));
    const doc = info.description ?? attributeDocstring(statements[index + 1]);
    const field = withWireName(
      {
        name: name.text,
        line: lineOf(assignment),
        type,
        ...(optional ? { optional } : {}),
        ...(doc ? { doc } : {}),
        ...(info.constraints ? { constraints: info.constraints } : {}),
      },
      info.alias,
    );
    fields.push(required ? { ...field, [REQUIRED]: true } : field);
  });
  return fields;
}

const REQUIRED = Symbol("required");

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
      if (lastSegment(name) === "Annotated") {
        // `Annotated[str, Field(pattern=...)]` as a type of its own (`Sku = Annotated[...]`) keeps its constraints.
        const inner = args[0] ?? unknown(text);
        const { constraints } = fieldInfo(node, null);
        return constraints && inner.kind === "named"
          ? { ...inner, constraints: { ...inner.constraints, ...constraints } }
          : inner;
      }
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
