import type { FieldDecl, TypeExpr } from "./declarations.js";
import { lineOf, unquote } from "./reader.js";
import type { SyntaxNode } from "./tree-sitter.js";
import { withWireName } from "./wire-names.js";

/**
 * Columns declared by the Python ORMs' field calls rather than by annotations: Django
 * (`title = models.CharField(max_length=100, null=True)`, `owner = models.ForeignKey(User, ...)`)
 * and SQLAlchemy (`title = Column(String, nullable=False)`, `title = mapped_column(String)`),
 * each with its ORM's nullability default: a Django field is required unless `null=True`; a
 * SQLAlchemy column is nullable unless `nullable=False` or `primary_key=True`, and a
 * `Mapped[T]` column follows its annotation (`Mapped[Optional[T]]` is nullable) unless
 * `nullable=` says otherwise. The column's name in the database is the field's name: a Django
 * relation is stored as `<name>_id`, `db_column=` and a SQLAlchemy `Column("name", ...)` rename it.
 */

/** Django field classes by the Python type their column holds; relations are handled apart. */
export const DJANGO_FIELDS: Record<string, string> = {
  CharField: "str",
  TextField: "str",
  SlugField: "str",
  EmailField: "str",
  URLField: "str",
  FilePathField: "str",
  FileField: "str",
  ImageField: "str",
  GenericIPAddressField: "str",
  IPAddressField: "str",
  UUIDField: "UUID",
  IntegerField: "int",
  BigIntegerField: "int",
  SmallIntegerField: "int",
  PositiveIntegerField: "int",
  PositiveBigIntegerField: "int",
  PositiveSmallIntegerField: "int",
  AutoField: "int",
  BigAutoField: "int",
  SmallAutoField: "int",
  FloatField: "float",
  DecimalField: "Decimal",
  BooleanField: "bool",
  NullBooleanField: "bool",
  DateTimeField: "datetime",
  DateField: "date",
  TimeField: "time",
  DurationField: "timedelta",
  BinaryField: "bytes",
};
const DJANGO_RELATIONS = new Set(["ForeignKey", "OneToOneField", "ParentalKey"]);
/** Relations kept in a table of their own (or none): no column on the model's table. */
const DJANGO_NOT_COLUMNS = new Set([
  "ManyToManyField",
  "ParentalManyToManyField",
  "GenericForeignKey",
  "GenericRelation",
]);

/** SQLAlchemy column types by the Python type their column holds. */
export const SQLALCHEMY_TYPES: Record<string, string> = {
  String: "str",
  Text: "str",
  Unicode: "str",
  UnicodeText: "str",
  VARCHAR: "str",
  CHAR: "str",
  TEXT: "str",
  Enum: "str",
  Integer: "int",
  BigInteger: "int",
  SmallInteger: "int",
  INTEGER: "int",
  BIGINT: "int",
  Float: "float",
  REAL: "float",
  Numeric: "Decimal",
  NUMERIC: "Decimal",
  Boolean: "bool",
  BOOLEAN: "bool",
  DateTime: "datetime",
  TIMESTAMP: "datetime",
  Date: "date",
  Time: "time",
  Interval: "timedelta",
  LargeBinary: "bytes",
  Uuid: "UUID",
  UUID: "UUID",
};
const SQLALCHEMY_COLUMNS = new Set(["Column", "mapped_column"]);

/** Whether a class body declares ORM columns (so the class is a model whatever its bases). */
export function declaresOrmColumns(body: SyntaxNode | null): boolean {
  return (body?.namedChildren ?? []).some((statement) => {
    const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
    if (assignment?.type !== "assignment") return false;
    if (assignment.childForFieldName("left")?.text === "__tablename__") return true;
    return ormCall(assignment.childForFieldName("right")) !== undefined;
  });
}

/** The column an ORM field assignment declares; undefined when it is none (or not a field). */
export function ormField(
  assignment: SyntaxNode,
  annotation: TypeExpr | undefined,
): FieldDecl | null | undefined {
  const name = assignment.childForFieldName("left");
  const call = ormCall(assignment.childForFieldName("right"));
  if (name?.type !== "identifier") return undefined;
  if (!call) {
    // `note: Mapped[Optional[str]]` alone is a column too (SQLAlchemy 2 declares it by the annotation).
    const mapped = annotation && !assignment.childForFieldName("right") ? mappedType(annotation) : undefined;
    if (!mapped) return undefined;
    return {
      name: name.text,
      line: lineOf(assignment),
      type: mapped.type,
      ...(mapped.optional ? { optional: true } : {}),
    };
  }
  const args = callArguments(call.node);
  const line = lineOf(assignment);
  if (call.orm === "django") {
    if (DJANGO_NOT_COLUMNS.has(call.kind)) return null;
    const relation = DJANGO_RELATIONS.has(call.kind);
    const type = named(relation ? "int" : (DJANGO_FIELDS[call.kind] ?? ""), call.node.text);
    const field: FieldDecl = {
      name: name.text,
      line,
      type,
      ...(isTrue(args.keywords.get("null")) ? { optional: true } : {}),
    };
    const column = stringOf(args.keywords.get("db_column")) ?? (relation ? `${name.text}_id` : undefined);
    return withWireName(field, column);
  }
  const [first, second] = args.positional;
  const renamed = first?.type === "string" ? unquote(first.text) : undefined;
  const typeNode = renamed !== undefined ? second : first;
  const written = typeNode ? SQLALCHEMY_TYPES[calleeName(typeNode)] : undefined;
  const fromAnnotation = annotation ? mappedType(annotation) : undefined;
  const type = written
    ? named(written, typeNode?.text ?? "")
    : (fromAnnotation?.type ?? named("", call.node.text));
  const nullable = args.keywords.get("nullable");
  const optional = nullable
    ? isTrue(nullable)
    : isTrue(args.keywords.get("primary_key"))
      ? false
      : (fromAnnotation?.optional ?? true);
  return withWireName({ name: name.text, line, type, ...(optional ? { optional } : {}) }, renamed);
}

function ormCall(
  node: SyntaxNode | null | undefined,
): { orm: "django" | "sqlalchemy"; kind: string; node: SyntaxNode } | undefined {
  if (node?.type !== "call") return undefined;
  const callee = node.childForFieldName("function")?.text ?? "";
  const kind = callee.slice(callee.lastIndexOf(".") + 1);
  if (SQLALCHEMY_COLUMNS.has(kind)) return { orm: "sqlalchemy", kind, node };
  const django = kind in DJANGO_FIELDS || DJANGO_RELATIONS.has(kind) || DJANGO_NOT_COLUMNS.has(kind);
  // Only through `models.`: a bare `IntegerField(...)` may be a form's (WTForms), not a column.
  if (django && callee.startsWith("models.")) return { orm: "django", kind, node };
  return undefined;
}

/** `Mapped[Optional[str]]` -> str, nullable; `Mapped[int]` -> int, not. */
function mappedType(annotation: TypeExpr): { type: TypeExpr; optional: boolean } | undefined {
  if (annotation.kind !== "named" || !/(^|\.)Mapped$/.test(annotation.name) || !annotation.args[0])
    return undefined;
  const inner = annotation.args[0];
  if (inner.kind === "named" && /(^|\.)Optional$/.test(inner.name) && inner.args[0])
    return { type: inner.args[0], optional: true };
  if (inner.kind === "union") {
    const rest = inner.variants.filter((v) => v.kind !== "null");
    if (rest.length === 1 && rest[0]) return { type: rest[0], optional: rest.length < inner.variants.length };
  }
  return { type: inner, optional: false };
}

function callArguments(call: SyntaxNode): { positional: SyntaxNode[]; keywords: Map<string, SyntaxNode> } {
  const positional: SyntaxNode[] = [];
  const keywords = new Map<string, SyntaxNode>();
  for (const argument of call.childForFieldName("arguments")?.namedChildren ?? []) {
    if (!argument) continue;
    if (argument.type !== "keyword_argument") positional.push(argument);
    const key = argument.childForFieldName("name")?.text;
    const value = argument.childForFieldName("value");
    if (key && value) keywords.set(key, value);
  }
  return { positional, keywords };
}

/** `String(50)` and `String` alike: the name of the type called or written. */
function calleeName(node: SyntaxNode): string {
  const text = node.type === "call" ? (node.childForFieldName("function")?.text ?? "") : node.text;
  return text.slice(text.lastIndexOf(".") + 1);
}

function named(name: string, text: string): TypeExpr {
  return { kind: "named", name, args: [], text };
}

function isTrue(node: SyntaxNode | undefined): boolean {
  return node?.type === "true";
}

function stringOf(node: SyntaxNode | undefined): string | undefined {
  return node?.type === "string" ? unquote(node.text) : undefined;
}
