import type { Diagnostic } from "../../model.js";
import { quoteName } from "../frameworks/aligned-sql.js";
import type { DescribedColumn, DescribedEnum, Dialect } from "./ddl.js";
import type { TsClass, TsDecorator, TsField, TsModule, TsValue } from "./typeorm-parse.js";
import type { ModuleCache, Naming } from "./typeorm-project.js";
import {
  type ColumnShape,
  columnType,
  type DesignType,
  dateColumnType,
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

export async function plainColumn(
  field: TsField,
  decorator: TsDecorator,
  module: TsModule,
  table: string,
  schema: string | undefined,
  context: Context,
  line: number,
): Promise<EntityColumn | undefined> {
  const where = `${field.name}: @${decorator.name}`;
  const shape: ColumnShape = { type: "" };
  let optionsArg: TsValue | undefined;
  for (const arg of decorator.args) {
    if (arg.kind === "literal" && typeof arg.value === "string") {
      if (decorator.name === "PrimaryGeneratedColumn") {
        if (!["increment", "uuid", "identity"].includes(arg.value)) {
          problem(context, line, `${where}("${arg.value}") is not read`);
          return undefined;
        }
        shape.generation = arg.value as ColumnShape["generation"];
      } else shape.type = arg.value;
    } else if (arg.kind === "object") optionsArg = arg;
    else {
      problem(
        context,
        line,
        `${where}: ${arg.kind === "arrow" ? "an embedded column" : "an argument that is not a literal"} is not read`,
      );
      return undefined;
    }
  }
  const options = optionsArg
    ? readOptions(
        optionsArg,
        [
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
        ],
        where,
        context,
      )
    : {};
  if (options.failed) return undefined;
  if (typeof options.type === "string") shape.type = options.type;
  const roles: Record<string, ColumnShape["role"]> = {
    CreateDateColumn: "create",
    UpdateDateColumn: "update",
    DeleteDateColumn: "delete",
    VersionColumn: "version",
  };
  shape.role = roles[decorator.name];
  if (decorator.name === "PrimaryGeneratedColumn") {
    shape.generation ??= (options.generationStrategy as ColumnShape["generation"]) ?? "increment";
    if (!shape.type) shape.type = shape.generation === "uuid" ? "uuid" : dialectInt(context.dialect);
    if (typeof options.generatedIdentity === "string") shape.identity = options.generatedIdentity;
  }
  if (!shape.type && shape.role && shape.role !== "version") shape.type = dateColumnType(context.dialect);
  if (!shape.type && shape.role === "version") shape.type = dialectInt(context.dialect);
  if (!shape.type) {
    const design = designType(field.annotation);
    if (!design) {
      problem(
        context,
        line,
        `${where}: no \`type\`, and the property's type ${field.annotation ?? "(none)"} is not one TypeORM maps (string, number, boolean, Date)`,
      );
      return undefined;
    }
    shape.type = design;
  }
  if (
    typeof options.length === "number" ||
    (typeof options.length === "string" && /^\d+$/.test(options.length))
  )
    shape.length = Number(options.length);
  if (typeof options.precision === "number") shape.precision = options.precision;
  if (typeof options.scale === "number") shape.scale = options.scale;
  if (context.dialect === "mysql" && shape.role && shape.role !== "version") shape.precision ??= 6;
  shape.array = options.array === true;
  const name = columnName(
    field.name,
    typeof options.name === "string" ? options.name : undefined,
    context.naming,
  );
  if (optionsArg && (shape.type === "enum" || shape.type === "simple-enum")) {
    const values = await enumValues(optionsArg, module, context);
    if (!values) {
      problem(
        context,
        line,
        `${where}: the \`enum\` values are not an array, object or enum of this file or a relative import`,
      );
      return undefined;
    }
    shape.enumValues = values;
    if (context.dialect === "postgres") {
      const enumName =
        typeof options.enumName === "string" ? options.enumName : `${table}_${name.toLowerCase()}_enum`;
      shape.enumType = schema
        ? `${quoteName(schema, "postgres")}.${quoteName(enumName, "postgres")}`
        : quoteName(enumName, "postgres");
      if (!context.enums.has(`${schema ?? ""}.${enumName}`))
        context.enums.set(`${schema ?? ""}.${enumName}`, {
          name: enumName,
          schema,
          values: values.map(String),
          line,
        });
    }
  }
  const typed = columnType(context.dialect, shape);
  if ("problem" in typed) {
    problem(context, line, `${where}: ${typed.problem}`);
    return undefined;
  }
  let defaultSql = typed.default;
  const defaultValue = optionsArg?.kind === "object" ? optionsArg.entries.get("default") : undefined;
  if (defaultValue) {
    defaultSql = await defaultOf(defaultValue, module, context);
    if (defaultSql === undefined && !(defaultValue.kind === "literal" && defaultValue.value === null)) {
      problem(context, line, `${where}: the default is not a literal or () => "sql"`);
      return undefined;
    }
  }
  const primary =
    decorator.name === "PrimaryColumn" ||
    decorator.name === "PrimaryGeneratedColumn" ||
    options.primary === true;
  const notNull =
    primary ||
    (options.nullable !== true && shape.role !== "delete") ||
    (shape.role === "delete" && options.nullable === false);
  return {
    name,
    property: field.name,
    sqlType: typed.sqlType,
    keyType: typed.keyType,
    notNull,
    default: defaultSql,
    line,
    primary,
  };
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

/** The design:type TypeScript emits for a property's annotation (null and undefined left out of a union). */
export function designType(annotation: string | undefined): DesignType | undefined {
  const parts = (annotation ?? "")
    .split("|")
    .map((p) => p.trim())
    .filter((p) => p !== "null" && p !== "undefined");
  const map: Record<string, DesignType> = {
    string: "String",
    String: "String",
    number: "Number",
    Number: "Number",
    boolean: "Boolean",
    Boolean: "Boolean",
    Date: "Date",
  };
  const types = new Set(parts.map((p) => map[p]));
  return types.size === 1 ? [...types][0] : undefined;
}

function dialectInt(dialect: Dialect): string {
  return dialect === "postgres" ? "integer" : "int";
}

function columnName(property: string, given: string | undefined, naming: Naming): string {
  if (given) return given;
  return naming === "snake" ? snakeCase(property) : property;
}

function joinName(relation: string, referenced: string, naming: Naming): string {
  return naming === "snake" ? snakeCase(`${relation}_${referenced}`) : camelCase(`${relation}_${referenced}`);
}

/** TypeORM's StringUtils.snakeCase. */
export function snakeCase(text: string): string {
  return text
    .replace(/([A-Z])([A-Z])([a-z])/g, "$1_$2$3")
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase();
}

/** TypeORM's StringUtils.camelCase. */
function camelCase(text: string): string {
  return text.replace(/^([A-Z])|[\s-_](\w)/g, (_m, p1: string | undefined, p2: string | undefined) =>
    p2 ? p2.toUpperCase() : (p1 ?? "").toLowerCase(),
  );
}

export function problem(context: Context, line: number, message: string): void {
  context.diagnostics.push({
    file: context.path,
    line,
    severity: "error",
    message: `TypeORM entities: ${message}`,
  });
}
