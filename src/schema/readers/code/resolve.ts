import type { SourceType } from "../../../api/source-types.js";
import type { ReadAsset, SchemaTree } from "../../model.js";
import { resourceName } from "../../model.js";
import type { FieldDecl, LanguageTypes, Primitive, StructDecl, TypeDecl, TypeExpr } from "./declarations.js";

export interface ResolveContext {
  sourceType: SourceType;
  dataSource: string;
  file: string;
  types: LanguageTypes;
}

/**
 * Turns a file's declarations into one asset per struct marked as an asset.
 * Types declared in the same file become nested structs and enums; a type that
 * refers back to one being expanded becomes `{type: "struct", constraints: {ref}}`
 * so recursive models give finite trees. Anything else unresolvable is `unknown`
 * with the written type in `constraints.sourceType`.
 */
export function resolveAssets(declarations: TypeDecl[], context: ResolveContext): ReadAsset[] {
  const byName = new Map<string, TypeDecl>();
  for (const declaration of declarations)
    if (!byName.has(declaration.name)) byName.set(declaration.name, declaration);
  const resolver = new Resolver(byName, context.types);
  const assets: ReadAsset[] = [];
  for (const declaration of declarations) {
    if (declaration.kind !== "struct" || !declaration.isAsset || declaration.hasError) continue;
    const path = `${context.file}:${declaration.name}`;
    const sourceType = declaration.sourceType ?? context.sourceType;
    assets.push({
      sourceType,
      resourceName: resourceName(sourceType, context.dataSource, path),
      dataSource: context.dataSource,
      path,
      file: context.file,
      line: declaration.line,
      schema: resolver.struct(declaration, [declaration.name], declaration.line),
    });
  }
  return assets;
}

class Resolver {
  constructor(
    private readonly byName: ReadonlyMap<string, TypeDecl>,
    private readonly types: LanguageTypes,
  ) {}

  struct(declaration: StructDecl, stack: readonly string[], line?: number): SchemaTree {
    return node({
      type: "struct",
      doc: declaration.doc,
      fields: this.fieldsOf(declaration, stack),
      line,
    });
  }

  /** Own fields after the promoted fields of embedded / base types; an own field wins over a promoted one. */
  private fieldsOf(declaration: StructDecl, stack: readonly string[]): SchemaTree[] {
    const fields: SchemaTree[] = [];
    for (const embedded of declaration.embeds ?? []) {
      const base = this.byName.get(embedded);
      if (base?.kind === "struct" && !stack.includes(embedded)) {
        fields.push(...this.fieldsOf(base, [...stack, embedded]));
      }
    }
    const own = declaration.fields.map((field) => this.field(field, stack));
    const ownNames = new Set(own.map((field) => field.name));
    return [...fields.filter((field) => !ownNames.has(field.name)), ...own];
  }

  field(field: FieldDecl, stack: readonly string[]): SchemaTree {
    const tree = this.type(field.type, stack);
    const constraints = field.constraints ? { ...tree.constraints, ...field.constraints } : tree.constraints;
    return node({
      ...tree,
      name: field.name,
      optional: tree.optional || field.optional,
      doc: field.doc ?? tree.doc,
      constraints,
      line: field.line,
      file: field.file,
    });
  }

  type(expr: TypeExpr, stack: readonly string[]): SchemaTree {
    switch (expr.kind) {
      case "named":
        return this.named(expr, stack);
      case "list":
        return node({ type: "list", fields: [this.child("element", expr.element, stack)] });
      case "map":
        return node({
          type: "map",
          fields: [this.child("key", expr.key, stack), this.child("value", expr.value, stack)],
        });
      case "nullable":
        return { ...this.type(expr.inner, stack), optional: true };
      case "null":
        return node({ type: "null" });
      case "literal":
        return typeof expr.value === "string"
          ? node({ type: "enum", constraints: { symbols: [expr.value] } })
          : node({
              type: typeof expr.value === "number" ? "float64" : "bool",
              constraints: { const: expr.value },
            });
      case "inline":
        return node({ type: "struct", fields: expr.fields.map((field) => this.field(field, stack)) });
      case "union":
        return this.union(expr.variants, expr.text, stack);
    }
  }

  private child(name: string, expr: TypeExpr, stack: readonly string[]): SchemaTree {
    return node({ ...this.type(expr, stack), name });
  }

  /** Null variants make the rest optional; string literals only are an enum; one variant left is that type. */
  private union(variants: TypeExpr[], text: string, stack: readonly string[]): SchemaTree {
    const present = variants.filter((variant) => !isNullish(variant, this.types));
    const optional = present.length < variants.length ? true : undefined;
    if (present.length === 0) return node({ type: "null", optional });
    if (present.every((variant) => variant.kind === "literal" && typeof variant.value === "string")) {
      const symbols = present.map((variant) => (variant.kind === "literal" ? String(variant.value) : ""));
      return node({ type: "enum", optional, constraints: { symbols } });
    }
    const [only] = present;
    if (only && present.length === 1) {
      const tree = this.type(only, stack);
      return optional ? { ...tree, optional } : tree;
    }
    return node({
      type: "union",
      optional,
      fields: present.map((variant) => this.type(variant, stack)),
      constraints: { sourceType: text },
    });
  }

  private named(expr: Extract<TypeExpr, { kind: "named" }>, stack: readonly string[]): SchemaTree {
    const { types } = this;
    const name = lookupName(
      expr.name,
      (candidate) => this.byName.has(candidate) || isKnown(candidate, types),
    );
    const [first, second] = expr.args;
    if (types.optionals.has(name) && first) return { ...this.type(first, stack), optional: true };
    if (types.lists.has(name)) {
      return node({ type: "list", fields: [this.child("element", first ?? unknownExpr(expr), stack)] });
    }
    if (types.maps.has(name)) {
      return node({
        type: "map",
        fields: [
          this.child("key", first ?? unknownExpr(expr), stack),
          this.child("value", second ?? unknownExpr(expr), stack),
        ],
      });
    }
    const primitive = types.primitives[name];
    if (primitive) {
      const tree = fromPrimitive(primitive);
      return expr.constraints ? { ...tree, constraints: { ...tree.constraints, ...expr.constraints } } : tree;
    }
    const declaration = this.byName.get(name);
    if (declaration) {
      if (stack.includes(name)) return node({ type: "struct", constraints: { ref: name } });
      switch (declaration.kind) {
        case "enum":
          return node({ type: "enum", doc: declaration.doc, constraints: { symbols: declaration.symbols } });
        case "alias":
          return node({ ...this.type(declaration.type, [...stack, name]), doc: declaration.doc });
        case "struct":
          return this.struct(declaration, [...stack, name]);
      }
    }
    return node({ type: "unknown", constraints: { sourceType: expr.text } });
  }
}

function isKnown(name: string, types: LanguageTypes): boolean {
  return (
    name in types.primitives || types.lists.has(name) || types.maps.has(name) || types.optionals.has(name)
  );
}

/** `java.util.List` and `typing.List` are found as `List`; `time.Time` stays whole when the table has it. */
function lookupName(name: string, known: (candidate: string) => boolean): string {
  if (known(name)) return name;
  const last = name.slice(Math.max(name.lastIndexOf("."), name.lastIndexOf("\\")) + 1);
  return last;
}

function isNullish(expr: TypeExpr, types: LanguageTypes): boolean {
  if (expr.kind === "null") return true;
  return expr.kind === "named" && types.primitives[expr.name]?.type === "null";
}

function unknownExpr(expr: TypeExpr): TypeExpr {
  return { kind: "named", name: "", args: [], text: `${expr.text} (missing type argument)` };
}

function fromPrimitive(primitive: Primitive): SchemaTree {
  return node({
    type: primitive.type,
    logical: primitive.logical,
    optional: primitive.optional,
    constraints: primitive.constraints ? { ...primitive.constraints } : undefined,
  });
}

/** Builds a node with a stable key order and without undefined or false-y noise, so golden files stay readable. */
export function node(tree: SchemaTree): SchemaTree {
  const out: SchemaTree =
    tree.name !== undefined ? { name: tree.name, type: tree.type } : { type: tree.type };
  if (tree.optional) out.optional = true;
  if (tree.doc) out.doc = tree.doc;
  if (tree.logical) out.logical = tree.logical;
  if (tree.alias) out.alias = tree.alias;
  if (tree.constraints && Object.keys(tree.constraints).length > 0) out.constraints = tree.constraints;
  if (tree.line !== undefined) out.line = tree.line;
  if (tree.file !== undefined) out.file = tree.file;
  if (tree.fields) out.fields = tree.fields;
  return out;
}
