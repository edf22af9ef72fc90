import { posix } from "node:path";
import type { FieldDecl, LanguageTypes, StructDecl, TypeDecl, TypeExpr } from "./declarations.js";
import type { ImportDecl } from "./imports.js";
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
  imports: pythonImports,
  modulePaths: pythonModulePaths,
};

/**
 * `from .customer import Customer`, `from shop.enums import *`, `import shop.orders as o`.
 * `from shop import orders` may name a submodule: it is also tried as `shop.orders`, known as `orders`.
 */
function pythonImports(root: SyntaxNode): ImportDecl[] {
  const imports: ImportDecl[] = [];
  for (const statement of root.namedChildren) {
    if (statement?.type === "import_from_statement") {
      const module = statement.childForFieldName("module_name")?.text;
      if (!module) continue;
      if (statement.namedChildren.some((child) => child?.type === "wildcard_import")) {
        imports.push({ module, names: [], all: true });
        continue;
      }
      const names = statement.childrenForFieldName("name").flatMap((name) => {
        if (name?.type === "dotted_name") return [{ imported: name.text, local: name.text }];
        const imported = name?.childForFieldName("name")?.text;
        const local = name?.childForFieldName("alias")?.text;
        return imported && local ? [{ imported, local }] : [];
      });
      imports.push({ module, names });
      const separator = module.endsWith(".") ? "" : ".";
      for (const { imported, local } of names) {
        imports.push({ module: `${module}${separator}${imported}`, names: [], namespace: local });
      }
    } else if (statement?.type === "import_statement") {
      for (const name of statement.childrenForFieldName("name")) {
        if (name?.type === "dotted_name")
          imports.push({ module: name.text, names: [], namespace: name.text });
        const module = name?.childForFieldName("name")?.text;
        const alias = name?.childForFieldName("alias")?.text;
        if (module && alias) imports.push({ module, names: [], namespace: alias });
      }
    }
  }
  return imports;
}

/**
 * Where a module lives: `.x` and `..x` beside the importing file; `shop.x` under
 * each folder from the file's own up to the repository root (the package root
 * is one of them, also in a `src/` layout). A module is `x.py`, `x.pyi` or `x/__init__.py`.
 */
function pythonModulePaths(file: string, module: string): string[] {
  const files = (base: string) => [`${base}.py`, `${base}.pyi`, `${base}/__init__.py`];
  const dots = /^\.*/.exec(module)?.[0].length ?? 0;
  const parts = module.slice(dots).split(".").filter(Boolean);
  let dir = posix.dirname(file);
  if (dots > 0) {
    for (let up = 1; up < dots; up++) dir = posix.dirname(dir);
    const base = posix.join(dir, ...parts);
    return parts.length > 0 ? files(base) : [posix.join(dir, "__init__.py")];
  }
  const candidates: string[] = [];
  for (;;) {
    candidates.push(...files(posix.join(dir, ...parts)));
    if (dir === "." || dir === "" || dir === "/") break;
    dir = posix.dirname(dir);
  }
  return candidates;
}

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
      decorators.some((d) => MODEL_DECORATORS.test(d));
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
function fieldInfo(annotation: SyntaxNode, value: SyntaxNode | null): FieldInfo {
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
