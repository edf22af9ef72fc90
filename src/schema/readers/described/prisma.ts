import { posix } from "node:path";
import type { Diagnostic } from "../../model.js";
import { quoteName, quoteString } from "../frameworks/aligned-sql.js";
import type { DescribedColumn, DescribedEnum, DescribedTable, Dialect } from "./ddl.js";
import type { Framework } from "./framework.js";
import {
  type PrismaAttribute,
  type PrismaBlock,
  type PrismaField,
  type PrismaValue,
  parsePrisma,
} from "./prisma-parse.js";

/**
 * A Prisma schema's models as the tables `prisma migrate` creates: each scalar field a column
 * (`?` nullable; a list `T[]` a nullable array, as Prisma writes it), `@id`/`@@id` the primary key,
 * `@map`/`@@map` the database names, `@@schema` the schema, `@db.*` the native type, `@default`
 * the database default Prisma writes (`autoincrement()` a serial, `now()` CURRENT_TIMESTAMP; `uuid()`,
 * `cuid()` are made by the client: no default). Relation fields (typed by a model) are no columns:
 * their scalar foreign keys are. Enums are Postgres enum types (MySQL: inline ENUM). Views are not
 * tables (no asset). The other `.prisma` files of the folder are read for the models and enums a
 * multi-file schema declares there.
 */

const SCALARS: Record<string, Record<Dialect, string>> = {
  String: { postgres: "TEXT", mysql: "VARCHAR(191)", mssql: "NVARCHAR(1000)" },
  Int: { postgres: "INTEGER", mysql: "INTEGER", mssql: "INT" },
  BigInt: { postgres: "BIGINT", mysql: "BIGINT", mssql: "BIGINT" },
  Float: { postgres: "DOUBLE PRECISION", mysql: "DOUBLE", mssql: "FLOAT" },
  Decimal: { postgres: "DECIMAL(65,30)", mysql: "DECIMAL(65,30)", mssql: "DECIMAL(32,16)" },
  Boolean: { postgres: "BOOLEAN", mysql: "BOOLEAN", mssql: "BIT" },
  DateTime: { postgres: "TIMESTAMP(3)", mysql: "DATETIME(3)", mssql: "DATETIME2" },
  Json: { postgres: "JSONB", mysql: "JSON", mssql: "NVARCHAR(max)" },
  Bytes: { postgres: "BYTEA", mysql: "LONGBLOB", mssql: "VARBINARY(max)" },
};

/** Native type names (`@db.X`) whose SQL spelling is not X in upper case. */
const NATIVE_SPELLING: Record<string, string> = {
  DoublePrecision: "DOUBLE PRECISION",
  UnsignedInt: "INT UNSIGNED",
  UnsignedBigInt: "BIGINT UNSIGNED",
  UnsignedSmallInt: "SMALLINT UNSIGNED",
  UnsignedTinyInt: "TINYINT UNSIGNED",
  UnsignedMediumInt: "MEDIUMINT UNSIGNED",
};

/** Prisma's autoincrement per integer type (Postgres serials; MySQL AUTO_INCREMENT; SQL Server IDENTITY). */
const SERIAL: Record<string, string> = {
  INTEGER: "SERIAL",
  BIGINT: "BIGSERIAL",
  SMALLINT: "SMALLSERIAL",
  INT: "SERIAL",
};

/** Client-side defaults: no database default. */
const CLIENT_DEFAULTS = new Set(["uuid", "cuid", "nanoid", "ulid", "sequence"]);

/** A datasource's provider as the database read, or why it is none. */
const PROVIDERS: Record<string, Dialect | string> = {
  postgresql: "postgres",
  postgres: "postgres",
  mysql: "mysql",
  sqlserver: "mssql",
  sqlite: "SQLite",
  mongodb: "MongoDB",
  cockroachdb: "CockroachDB",
};

export const prisma: Framework = {
  name: "Prisma schema",
  claims: (path) => path.toLowerCase().endsWith(".prisma"),
  async database({ path, text, paths, readText }) {
    const project = posix.dirname(path);
    const own = parsePrisma(text).blocks;
    if (!own.some((b) => b.keyword === "model")) return { project, why: undefined };
    // The datasource is in this file or, for a multi-file schema, in another of its folder.
    let source = own.find((b) => b.keyword === "datasource");
    for (const sibling of paths) {
      if (source) break;
      if (sibling === path || !sibling.endsWith(".prisma") || posix.dirname(sibling) !== project) continue;
      const siblingText = await readText(sibling);
      source =
        siblingText === undefined
          ? undefined
          : parsePrisma(siblingText).blocks.find((b) => b.keyword === "datasource");
    }
    const provider = source?.properties.get("provider");
    if (provider?.kind !== "string")
      return { project, dialect: "postgres", assumed: "no datasource provider found: PostgreSQL assumed" };
    const read = PROVIDERS[provider.value];
    if (read === "postgres" || read === "mysql" || read === "mssql") return { project, dialect: read };
    return {
      project,
      why: `Prisma schema for ${read ?? provider.value}: not a database contract-sync reads (PostgreSQL, MySQL, SQL Server)`,
    };
  },
  // A multi-file schema (prismaSchemaFolder) is one schema: every file of the folder.
  inputs: ({ path, paths }) =>
    [...paths].filter((p) => p !== path && p.endsWith(".prisma") && posix.dirname(p) === posix.dirname(path)),
  async describe({ path, text, dialect, files }) {
    const own = parsePrisma(text);
    const diagnostics: Diagnostic[] = own.problems.map((p) => ({
      file: path,
      line: p.line,
      severity: "error",
      message: `Prisma schema: ${p.message}`,
    }));
    // A multi-file schema (prismaSchemaFolder): models and enums of the folder's other files.
    const others: PrismaBlock[] = [];
    for (const sibling of await files.list(posix.dirname(path)).catch(() => [] as string[])) {
      if (sibling === path || !sibling.endsWith(".prisma")) continue;
      const siblingText = await files.readText(sibling).catch(() => undefined);
      if (siblingText !== undefined) others.push(...parsePrisma(siblingText).blocks);
    }
    const all = [...own.blocks, ...others];
    diagnostics.push(...providerProblems(path, own.blocks, others, dialect));
    const models = new Set(
      all
        .filter((b) => b.keyword === "model" || b.keyword === "view" || b.keyword === "type")
        .map((b) => b.name),
    );
    const enums = new Map(all.filter((b) => b.keyword === "enum").map((b) => [b.name, b]));
    const context: Context = { dialect, models, enums, path, diagnostics };
    const tables = own.blocks.filter((b) => b.keyword === "model").map((b) => table(b, context));
    const usedEnums = own.blocks.filter((b) => b.keyword === "enum").map((b) => enumType(b));
    // An enum of another file that a model of this one uses is created here too (Postgres needs the type).
    const declared = new Set(usedEnums.map((e) => e.name));
    for (const t of own.blocks.filter((b) => b.keyword === "model"))
      for (const f of t.fields) {
        const e = enums.get(f.type);
        if (e && !declared.has(e.name) && !own.blocks.includes(e)) {
          usedEnums.push({ ...enumType(e), line: f.line });
          declared.add(e.name);
        }
      }
    return { tables, enums: usedEnums, diagnostics };
  },
};

const DATABASE_NAMES: Record<Dialect, string> = {
  postgres: "PostgreSQL",
  mysql: "MySQL",
  mssql: "SQL Server",
};

/**
 * The database the schema says (its datasource's provider) against the one the rule reads it as:
 * a schema for another database would be read with the wrong types (a provider changed in a pull
 * request), and one without a datasource says no database at all (Prisma rejects it). Each is a
 * problem: at the provider's line, or at the first model's.
 */
function providerProblems(
  path: string,
  own: PrismaBlock[],
  others: PrismaBlock[],
  dialect: Dialect,
): Diagnostic[] {
  const source = own.find((b) => b.keyword === "datasource");
  if (source) {
    const provider = source.properties.get("provider");
    const line = source.propertyLines.get("provider") ?? source.line;
    const read = provider?.kind === "string" ? PROVIDERS[provider.value] : undefined;
    if (provider?.kind === "string" && read === dialect) return [];
    const said = provider?.kind === "string" ? `"${provider.value}"` : "not a string";
    return [
      {
        file: path,
        line,
        severity: "error",
        message: `Prisma schema: the datasource's provider is ${said}, but the rule reads this schema as ${DATABASE_NAMES[dialect]}: its tables would be read with another database's types (change the provider back, or the rule's type)`,
      },
    ];
  }
  const model = own.find((b) => b.keyword === "model");
  if (!model || others.some((b) => b.keyword === "datasource")) return [];
  return [
    {
      file: path,
      line: model.line,
      severity: "error",
      message: `Prisma schema: no datasource in this file or its folder (Prisma needs one): the database these models are for is not said (the rule reads them as ${DATABASE_NAMES[dialect]})`,
    },
  ];
}

interface Context {
  dialect: Dialect;
  models: Set<string>;
  enums: Map<string, PrismaBlock>;
  path: string;
  diagnostics: Diagnostic[];
}

const attr = (attributes: PrismaAttribute[], name: string) => attributes.find((a) => a.name === name);
const stringArg = (a: PrismaAttribute | undefined) =>
  a?.args[0]?.value.kind === "string" ? a.args[0].value.value : undefined;

function enumName(block: PrismaBlock): string {
  return stringArg(attr(block.attributes, "map")) ?? block.name;
}

function enumType(block: PrismaBlock): DescribedEnum {
  return {
    name: enumName(block),
    schema: stringArg(attr(block.attributes, "schema")),
    values: block.fields.map((f) => stringArg(attr(f.attributes, "map")) ?? f.name),
    line: block.line,
  };
}

function table(model: PrismaBlock, context: Context): DescribedTable {
  const columns: DescribedColumn[] = [];
  const primaryKey: string[] = [];
  const columnName = new Map<string, string>();
  for (const field of model.fields) {
    if (context.models.has(field.type)) continue; // a relation: its scalar foreign key is the column
    const name = stringArg(attr(field.attributes, "map")) ?? field.name;
    columnName.set(field.name, name);
    const column = columnOf(field, name, context);
    if (!column) continue;
    columns.push(column);
    if (attr(field.attributes, "id")) primaryKey.push(name);
  }
  const compound = attr(model.attributes, "id");
  const keyFields = compound?.args.find((a) => a.name === undefined || a.name === "fields")?.value;
  if (keyFields?.kind === "array")
    for (const item of keyFields.items) {
      const fieldName = item.kind === "name" ? item.value : item.kind === "call" ? item.name : undefined;
      if (fieldName) primaryKey.push(columnName.get(fieldName) ?? fieldName);
    }
  return {
    name: stringArg(attr(model.attributes, "map")) ?? model.name,
    schema: stringArg(attr(model.attributes, "schema")),
    line: model.line,
    columns,
    primaryKey,
  };
}

function columnOf(field: PrismaField, name: string, context: Context): DescribedColumn | undefined {
  const { dialect } = context;
  const problem = (message: string) => {
    context.diagnostics.push({
      file: context.path,
      line: field.line,
      severity: "error",
      message: `Prisma schema: ${field.name}: ${message}`,
    });
    return undefined;
  };
  const enumBlock = context.enums.get(field.type);
  const native = field.attributes.find((a) => a.name.startsWith("db."));
  let sqlType: string;
  if (native) sqlType = nativeType(native);
  else if (enumBlock) {
    sqlType =
      dialect === "mysql"
        ? `ENUM(${enumType(enumBlock).values.map(quoteString).join(",")})`
        : dialect === "postgres"
          ? qualifiedEnum(enumBlock, dialect)
          : "NVARCHAR(1000)";
  } else if (field.type === "Unsupported" && field.typeArg !== undefined) sqlType = field.typeArg;
  else {
    const scalar = SCALARS[field.type];
    if (!scalar) return problem(`type ${field.type} is no scalar, enum or model this schema declares`);
    sqlType = scalar[dialect];
  }
  if (field.list) {
    if (dialect !== "postgres")
      return problem(`a list (${field.type}[]) is a Postgres array; ${dialect} has none`);
    sqlType = `${sqlType}[]`;
  }
  const defaultAttribute = attr(field.attributes, "default");
  let defaultSql: string | undefined;
  const value = defaultAttribute?.args.find((a) => a.name === undefined || a.name === "value")?.value;
  if (value?.kind === "call" && value.name === "autoincrement") {
    if (dialect === "postgres") sqlType = SERIAL[sqlType] ?? sqlType;
    else if (dialect === "mysql") sqlType = `${sqlType} AUTO_INCREMENT`;
    else sqlType = `${sqlType} IDENTITY(1,1)`;
  } else if (value) defaultSql = defaultOf(value, field, sqlType, context);
  // A list is nullable in the database (Prisma writes no NOT NULL for it); a scalar unless `?` is not.
  return { name, sqlType, notNull: !field.optional && !field.list, default: defaultSql, line: field.line };
}

function qualifiedEnum(block: PrismaBlock, dialect: Dialect): string {
  const schema = stringArg(attr(block.attributes, "schema"));
  const name = quoteName(enumName(block), dialect);
  return schema ? `${quoteName(schema, dialect)}.${name}` : name;
}

function nativeType(native: PrismaAttribute): string {
  const name = native.name.slice(3);
  const args = native.args
    .map((a) => (a.value.kind === "number" || a.value.kind === "name" ? a.value.value : ""))
    .filter(Boolean);
  const base = NATIVE_SPELLING[name] ?? name.toUpperCase();
  return args.length > 0 ? `${base}(${args.join(",")})` : base;
}

function defaultOf(
  value: PrismaValue,
  field: PrismaField,
  sqlType: string,
  context: Context,
): string | undefined {
  const enumBlock = context.enums.get(field.type);
  switch (value.kind) {
    case "call":
      if (value.name === "now")
        return context.dialect === "mysql" ? "CURRENT_TIMESTAMP(3)" : "CURRENT_TIMESTAMP";
      if (value.name === "dbgenerated")
        return value.args[0]?.value.kind === "string" ? value.args[0].value.value || undefined : undefined;
      if (CLIENT_DEFAULTS.has(value.name)) return undefined;
      context.diagnostics.push({
        file: context.path,
        line: field.line,
        severity: "warning",
        message: `Prisma schema: ${field.name}: @default(${value.name}()) is not read (no database default)`,
      });
      return undefined;
    case "string":
      return quoteString(value.value);
    case "number":
      return value.value;
    case "name":
      if (value.value === "true" || value.value === "false")
        return context.dialect === "mssql" ? (value.value === "true" ? "1" : "0") : value.value;
      if (enumBlock) {
        const member = enumBlock.fields.find((f) => f.name === value.value);
        return quoteString(member ? (stringArg(attr(member.attributes, "map")) ?? member.name) : value.value);
      }
      return quoteString(value.value);
    case "array": {
      const items = value.items.map(
        (item) => defaultOf(item, { ...field, list: false }, sqlType, context) ?? "NULL",
      );
      return `ARRAY[${items.join(", ")}]::${sqlType}`;
    }
  }
}
