import type { Diagnostic } from "../../model.js";
import { quoteName } from "../frameworks/aligned-sql.js";
import type { DescribedColumn, DescribedEnum, Dialect } from "./ddl.js";
import type { TsClass, TsDecorator, TsField, TsModule, TsValue } from "./typeorm-parse.js";
import { columnName, joinName, type ModuleCache, type Naming } from "./typeorm-project.js";
import {
  type ColumnShape,
  columnType,
  dateColumnType,
  designType,
  dialectInt,
  literalDefault,
} from "./typeorm-types.js";

/**
 * One TypeORM property as its column (typeorm.ts reads the entities): a column decorator's
 * arguments and options as the type its driver writes, a relation's join column of its target's key
 * type, each name by the naming strategy. What is not read is a problem at the decorator's line.
 */

/** Column options that shape no column's name, type, nullability or default. */
const HARMLESS = new Set([
  "unique",
  "comment",
  "select",
  "insert",
  "update",
  "readonly",
  "transformer",
  "charset",
  "collation",
  "onUpdate",
  "zerofill",
  "unsigned",
  "width",
  "primaryKeyConstraintName",
  "foreignKeyConstraintName",
  "spatialFeatureType",
  "srid",
  "hstoreType",
  "utc",
  "asExpression",
  "generatedType",
  "lazy",
  "eager",
  "cascade",
  "onDelete",
  "orphanedRowAction",
  "persistence",
  "deferrable",
  "createForeignKeyConstraints",
]);

export interface Context {
  dialect: Dialect;
  path: string;
  naming: Naming;
  modules: ModuleCache;
  enums: Map<string, DescribedEnum>;
  diagnostics: Diagnostic[];
  /** False while a relation's target is read for its key (two entities may point at each other). */
  followRelations: boolean;
  /** typeorm.ts's columnsOf: a target entity's columns, its bases' included. */
  columnsOf(cls: TsClass, module: TsModule, context: Context): Promise<EntityColumn[] | undefined>;
}

export interface EntityColumn extends DescribedColumn {
  property: string;
  keyType: string;
  primary: boolean;
  /** A relation's join column. */
  relation?: boolean | undefined;
}

/** The options a column decorator's options object is read for (HARMLESS ones shape nothing). */
const COLUMN_OPTIONS = [
  "name",
  "type",
  "length",
  "nullable",
  "default",
  "precision",
  "scale",
  "array",
  "primary",
  "enum",
  "enumName",
  "generatedIdentity",
  "generationStrategy",
];
const ROLES: Record<string, ColumnShape["role"]> = {
  CreateDateColumn: "create",
  UpdateDateColumn: "update",
  DeleteDateColumn: "delete",
  VersionColumn: "version",
};

/** Where a column is and says what: the property, its decorator and the line of the problems. */
interface Site {
  field: TsField;
  decorator: TsDecorator;
  where: string;
  line: number;
}

export async function plainColumn(
  field: TsField,
  decorator: TsDecorator,
  module: TsModule,
  table: { name: string; schema: string | undefined },
  context: Context,
  line: number,
): Promise<EntityColumn | undefined> {
  const site: Site = { field, decorator, where: `${field.name}: @${decorator.name}`, line };
  const args = decoratorArgs(site, context);
  if (!args) return undefined;
  const options = args.options ? readOptions(args.options, COLUMN_OPTIONS, site.where, context) : {};
  if (options.failed) return undefined;
  const shape = shapeOf(site, args.shape, options, context);
  if (!shape) return undefined;
  const given = typeof options.name === "string" ? options.name : undefined;
  const name = columnName(field.name, given, context.naming);
  if (shape.type === "enum" || shape.type === "simple-enum") {
    const enumName = typeof options.enumName === "string" ? options.enumName : undefined;
    if (!(await withEnum(site, shape, args.options, module, { ...table, column: name, enumName }, context)))
      return undefined;
  }
  const typed = columnType(context.dialect, shape);
  if ("problem" in typed) {
    problem(context, line, `${site.where}: ${typed.problem}`);
    return undefined;
  }
  let defaultSql = typed.default;
  const defaultValue = args.options?.kind === "object" ? args.options.entries.get("default") : undefined;
  if (defaultValue) {
    defaultSql = await defaultOf(defaultValue, module, context);
    if (defaultSql === undefined && !(defaultValue.kind === "literal" && defaultValue.value === null)) {
      problem(context, line, `${site.where}: the default is not a literal or () => "sql"`);
      return undefined;
    }
  }
  const primary =
    decorator.name === "PrimaryColumn" ||
    decorator.name === "PrimaryGeneratedColumn" ||
    options.primary === true;
  // A delete date column is nullable unless it says otherwise; every other one NOT NULL unless it says so.
  const notNull =
    primary || (shape.role === "delete" ? options.nullable === false : options.nullable !== true);
  const { sqlType, keyType } = typed;
  return { name, property: field.name, sqlType, keyType, notNull, default: defaultSql, line, primary };
}

/** A column decorator's arguments: a type or generation strategy string, and an options object. */
function decoratorArgs(
  site: Site,
  context: Context,
): { shape: ColumnShape; options?: TsValue | undefined } | undefined {
  const shape: ColumnShape = { type: "" };
  let options: TsValue | undefined;
  for (const arg of site.decorator.args) {
    if (arg.kind === "literal" && typeof arg.value === "string") {
      if (site.decorator.name !== "PrimaryGeneratedColumn") shape.type = arg.value;
      else if (["increment", "uuid", "identity"].includes(arg.value))
        shape.generation = arg.value as ColumnShape["generation"];
      else {
        problem(context, site.line, `${site.where}("${arg.value}") is not read`);
        return undefined;
      }
    } else if (arg.kind === "object") options = arg;
    else {
      const what = arg.kind === "arrow" ? "an embedded column" : "an argument that is not a literal";
      problem(context, site.line, `${site.where}: ${what} is not read`);
      return undefined;
    }
  }
  return { shape, options };
}

/** The column's type, length, precision and generation, from the decorator, its options and the property. */
function shapeOf(
  site: Site,
  shape: ColumnShape,
  options: Options,
  context: Context,
): ColumnShape | undefined {
  const { dialect } = context;
  if (typeof options.type === "string") shape.type = options.type;
  shape.role = ROLES[site.decorator.name];
  if (site.decorator.name === "PrimaryGeneratedColumn") {
    shape.generation ??= (options.generationStrategy as ColumnShape["generation"]) ?? "increment";
    if (!shape.type) shape.type = shape.generation === "uuid" ? "uuid" : dialectInt(dialect);
    if (typeof options.generatedIdentity === "string") shape.identity = options.generatedIdentity;
  }
  if (!shape.type && shape.role)
    shape.type = shape.role === "version" ? dialectInt(dialect) : dateColumnType(dialect);
  if (!shape.type) {
    const design = designType(site.field.annotation);
    if (!design) {
      const annotation = site.field.annotation ?? "(none)";
      problem(
        context,
        site.line,
        `${site.where}: no \`type\`, and the property's type ${annotation} is not one TypeORM maps (string, number, boolean, Date)`,
      );
      return undefined;
    }
    shape.type = design;
  }
  const { length } = options;
  if (typeof length === "number" || (typeof length === "string" && /^\d+$/.test(length)))
    shape.length = Number(length);
  if (typeof options.precision === "number") shape.precision = options.precision;
  if (typeof options.scale === "number") shape.scale = options.scale;
  // MySQL's date columns are datetime(6) (TypeORM gives them precision 6).
  if (dialect === "mysql" && shape.role && shape.role !== "version") shape.precision ??= 6;
  shape.array = options.array === true;
  return shape;
}

/** An enum column's values and, on Postgres, its type (`<table>_<column>_enum` unless enumName). */
async function withEnum(
  site: Site,
  shape: ColumnShape,
  options: TsValue | undefined,
  module: TsModule,
  names: { name: string; schema: string | undefined; column: string; enumName: string | undefined },
  context: Context,
): Promise<boolean> {
  const values = options ? await enumValues(options, module, context) : undefined;
  if (!values) {
    problem(
      context,
      site.line,
      `${site.where}: the \`enum\` values are not an array, object or enum of this file or a relative import`,
    );
    return false;
  }
  shape.enumValues = values;
  if (context.dialect !== "postgres") return true;
  const { schema } = names;
  const enumName = names.enumName ?? `${names.name}_${names.column.toLowerCase()}_enum`;
  const quoted = quoteName(enumName, "postgres");
  shape.enumType = schema ? `${quoteName(schema, "postgres")}.${quoted}` : quoted;
  const key = `${schema ?? ""}.${enumName}`;
  if (!context.enums.has(key))
    context.enums.set(key, { name: enumName, schema, values: values.map(String), line: site.line });
  return true;
}

export async function joinColumn(
  field: TsField,
  relation: TsDecorator,
  join: TsDecorator | undefined,
  module: TsModule,
  context: Context,
  line: number,
): Promise<EntityColumn | undefined> {
  const where = `${field.name}: @${relation.name}`;
  const [targetArg] = relation.args;
  const targetName =
    targetArg?.kind === "arrow" && targetArg.body.kind === "name"
      ? targetArg.body.name
      : targetArg?.kind === "literal" && typeof targetArg.value === "string"
        ? targetArg.value
        : undefined;
  const relationOptions = relation.args.find((a) => a.kind === "object");
  const options = relationOptions
    ? readOptions(relationOptions, ["nullable", "primary"], where, context)
    : {};
  const joinOptions =
    join?.args[0]?.kind === "object"
      ? readOptions(join.args[0], ["name", "referencedColumnName"], `${field.name}: @JoinColumn`, context)
      : {};
  if (options.failed || joinOptions.failed) return undefined;
  const target = targetName ? await context.modules.classNamed(module, targetName) : undefined;
  if (!target) {
    problem(
      context,
      line,
      `${where}: the target ${targetName ?? "(not a class)"} is not found in this file or a relative import: its join column is not read`,
    );
    return undefined;
  }
  // The target's own columns (its relations are not followed: a key is a column of its own).
  const targetColumns = await context.columnsOf(target.cls, target.module, {
    ...context,
    diagnostics: [],
    enums: new Map(),
    followRelations: false,
  });
  const referenced =
    typeof joinOptions.referencedColumnName === "string"
      ? targetColumns?.find(
          (c) =>
            c.property === joinOptions.referencedColumnName || c.name === joinOptions.referencedColumnName,
        )
      : targetColumns?.filter((c) => c.primary).length === 1
        ? targetColumns.find((c) => c.primary)
        : undefined;
  if (!referenced) {
    problem(
      context,
      line,
      `${where}: the key of ${target.cls.name} (one primary column, or referencedColumnName) is not read`,
    );
    return undefined;
  }
  const name =
    typeof joinOptions.name === "string"
      ? joinOptions.name
      : joinName(field.name, referenced.property, context.naming);
  const primary = options.primary === true;
  return {
    name,
    property: field.name,
    sqlType: referenced.keyType,
    keyType: referenced.keyType,
    notNull: primary || options.nullable === false,
    line,
    primary,
  };
}

type Options = Record<string, string | number | boolean | null | undefined> & { failed?: boolean };

/** An options object's literal values; a key read here that is not a literal, or a key not known, is a problem. */
export function readOptions(arg: TsValue, read: string[], where: string, context: Context): Options {
  const out: Options = {};
  if (arg.kind !== "object") return out;
  for (const [key, value] of arg.entries) {
    if (HARMLESS.has(key) || key === "enum" || key === "default") continue;
    if (!read.includes(key)) {
      problem(context, value.line, `${where}: the option ${key} is not read`);
      out.failed = true;
    } else if (value.kind === "literal") out[key] = value.value;
    else if (key === "type" && value.kind === "name" && designType(value.name))
      out[key] = designType(value.name);
    else {
      problem(context, value.line, `${where}: ${key} is not a literal`);
      out.failed = true;
    }
  }
  return out;
}

async function enumValues(
  options: TsValue,
  module: TsModule,
  context: Context,
): Promise<(string | number)[] | undefined> {
  const value = options.kind === "object" ? options.entries.get("enum") : undefined;
  if (value?.kind === "array") {
    const items = value.items.map((i) =>
      i.kind === "literal" && (typeof i.value === "string" || typeof i.value === "number")
        ? i.value
        : undefined,
    );
    return items.every((i) => i !== undefined) ? (items as (string | number)[]) : undefined;
  }
  if (value?.kind === "object") {
    const items = [...value.entries.values()].map((i) =>
      i.kind === "literal" && (typeof i.value === "string" || typeof i.value === "number")
        ? i.value
        : undefined,
    );
    return items.every((i) => i !== undefined) ? (items as (string | number)[]) : undefined;
  }
  if (value?.kind === "name") {
    const members = await context.modules.enumNamed(module, value.name);
    return members ? [...members.values()] : undefined;
  }
  return undefined;
}

async function defaultOf(value: TsValue, module: TsModule, context: Context): Promise<string | undefined> {
  const { dialect } = context;
  // An enum member (`UserRole.Reader`): its value.
  if (value.kind === "name" && value.name.includes(".")) {
    const [enumName, member] = value.name.split(".");
    const found = (await context.modules.enumNamed(module, enumName ?? ""))?.get(member ?? "");
    return found === undefined ? undefined : literalDefault(dialect, found);
  }
  if (value.kind === "arrow")
    return value.body.kind === "literal" && typeof value.body.value === "string"
      ? value.body.value
      : undefined;
  if (value.kind === "literal")
    return value.value === null ? undefined : literalDefault(dialect, value.value);
  return undefined;
}

export function problem(context: Context, line: number, message: string): void {
  context.diagnostics.push({
    file: context.path,
    line,
    severity: "error",
    message: `TypeORM entities: ${message}`,
  });
}
