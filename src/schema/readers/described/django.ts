import { posix } from "node:path";
import type { Diagnostic } from "../../model.js";
import { syntaxErrors } from "../code/reader.js";
import { withSyntaxTree } from "../code/tree-sitter.js";
import { quoteString } from "../frameworks/aligned-sql.js";
import type { DescribedColumn, DescribedTable, Dialect } from "./ddl.js";
import type { DatabaseInput, DescribedDatabase, Framework } from "./framework.js";
import {
  assignments,
  innerClass,
  type PyCall,
  type PyClass,
  pyCall,
  pyLiteral,
  pyString,
  topClasses,
} from "./py-calls.js";

/**
 * Django models as the tables `migrate` creates, per backend (Django's own `data_types` of the
 * postgresql, mysql and mssql-django backends): each field a column named by the field or
 * `db_column`, a relation (`ForeignKey`, `OneToOneField`) the column `<name>_id` of its target's
 * key type, NOT NULL unless `null=True`, `db_default=` a database default (Python `default=` is the
 * ORM's: none); `blank=` and `choices=` are validation only (no DDL). The table is `Meta.db_table`,
 * else `<app label>_<model>` (the label from `Meta.app_label`, the app's AppConfig `label`, else its
 * folder); an implicit `id` of the app's `default_auto_field` (apps.py; else AutoField). Abstract
 * bases of the file lend their fields; a concrete base makes `<base>_ptr_id` the key; proxies and
 * abstract models are no tables.
 */

type Types = Record<Dialect, string>;
const t = (postgres: string, mysql: string, mssql: string): Types => ({ postgres, mysql, mssql });

/** Django's column types by field class, `%(max_length)s`-style slots filled from the keywords. */
const FIELD_TYPES: Record<string, Types> = {
  AutoField: t("integer", "integer AUTO_INCREMENT", "int IDENTITY (1, 1)"),
  BigAutoField: t("bigint", "bigint AUTO_INCREMENT", "bigint IDENTITY (1, 1)"),
  SmallAutoField: t("smallint", "smallint AUTO_INCREMENT", "smallint IDENTITY (1, 1)"),
  BinaryField: t("bytea", "longblob", "varbinary(max)"),
  BooleanField: t("boolean", "bool", "bit"),
  CharField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
  DateField: t("date", "date", "date"),
  DateTimeField: t("timestamp with time zone", "datetime(6)", "datetime2"),
  DecimalField: t(
    "numeric(%(max_digits)s, %(decimal_places)s)",
    "numeric(%(max_digits)s, %(decimal_places)s)",
    "numeric(%(max_digits)s, %(decimal_places)s)",
  ),
  DurationField: t("interval", "bigint", "bigint"),
  FileField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
  FilePathField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
  FloatField: t("double precision", "double precision", "double precision"),
  IntegerField: t("integer", "integer", "int"),
  BigIntegerField: t("bigint", "bigint", "bigint"),
  IPAddressField: t("inet", "char(15)", "nvarchar(15)"),
  GenericIPAddressField: t("inet", "char(39)", "nvarchar(39)"),
  JSONField: t("jsonb", "json", "nvarchar(max)"),
  PositiveBigIntegerField: t("bigint", "bigint UNSIGNED", "bigint"),
  PositiveIntegerField: t("integer", "integer UNSIGNED", "int"),
  PositiveSmallIntegerField: t("smallint", "smallint UNSIGNED", "smallint"),
  SlugField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
  SmallIntegerField: t("smallint", "smallint", "smallint"),
  TextField: t("text", "longtext", "nvarchar(max)"),
  TimeField: t("time", "time(6)", "time"),
  UUIDField: t("uuid", "char(32)", "char(32)"),
  EmailField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
  URLField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
  ImageField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
};
/** The max_length a field class has when none is given. */
const DEFAULT_LENGTH: Record<string, number> = {
  SlugField: 50,
  EmailField: 254,
  URLField: 200,
  FileField: 100,
  ImageField: 100,
  FilePathField: 100,
};
/** The key type a relation's column takes from an auto field. */
const KEY_OF_AUTO: Record<string, string> = {
  AutoField: "IntegerField",
  BigAutoField: "BigIntegerField",
  SmallAutoField: "SmallIntegerField",
};
const RELATIONS = new Set(["ForeignKey", "OneToOneField", "ParentalKey"]);
const NOT_COLUMNS = new Set([
  "ManyToManyField",
  "ParentalManyToManyField",
  "GenericForeignKey",
  "GenericRelation",
]);

export const django: Framework = {
  name: "Django models",
  claims: (path, text) => /\.py$/.test(path) && /\bdjango\.db\b/.test(text) && /\bModel\b/.test(text),
  database: djangoDatabase,
  async describe({ path, text, dialect, files }) {
    const diagnostics: Diagnostic[] = [];
    const app = await appOf(path, files);
    const tables: DescribedTable[] = [];
    await withSyntaxTree("python", text, (root) => {
      diagnostics.push(...syntaxErrors(root, path));
      const classes = topClasses(root);
      const models = new Map<string, ModelInfo>();
      for (const c of classes) {
        const info = modelInfo(c, models, app);
        if (info) models.set(c.name, info);
      }
      const context = { dialect, path, diagnostics, models, app };
      for (const model of models.values()) {
        if (model.abstract || model.proxy) continue;
        tables.push(tableOf(model, context));
      }
    });
    return { tables, enums: [], diagnostics };
  },
};

interface ModelInfo {
  cls: PyClass;
  abstract: boolean;
  proxy: boolean;
  table: string;
  /** Local bases that are models (abstract ones lend fields; a concrete one is the parent). */
  bases: ModelInfo[];
}

interface App {
  label: string;
  autoField: string;
}

interface Context {
  dialect: Dialect;
  path: string;
  diagnostics: Diagnostic[];
  models: Map<string, ModelInfo>;
  app: App;
}

function modelInfo(cls: PyClass, models: Map<string, ModelInfo>, app: App): ModelInfo | undefined {
  const localBases = cls.bases.flatMap((b) => (models.has(b) ? [models.get(b) as ModelInfo] : []));
  const isModel = localBases.length > 0 || cls.bases.some((b) => /(^|\.)Model$/.test(b));
  if (!isModel) return undefined;
  const meta = new Map(assignments(innerClass(cls.body, "Meta")).map((a) => [a.name, a.value]));
  const label = pyString(meta.get("app_label")) ?? app.label;
  return {
    cls,
    abstract: pyLiteral(meta.get("abstract")) === true,
    proxy: pyLiteral(meta.get("proxy")) === true,
    table: pyString(meta.get("db_table")) ?? `${label}_${cls.name.toLowerCase()}`,
    bases: localBases,
  };
}

function tableOf(model: ModelInfo, context: Context): DescribedTable {
  const columns: DescribedColumn[] = [];
  const primaryKey: string[] = [];
  const parent = model.bases.find((b) => !b.abstract);
  const inherited = (m: ModelInfo): PyClass[] => [
    ...m.bases.filter((b) => b.abstract).flatMap(inherited),
    m.cls,
  ];
  const declared = inherited(model).flatMap((cls) => assignments(cls.body));
  for (const field of declared) {
    const call = pyCall(field.value);
    if (!call || !/Field$|^ForeignKey$|^ParentalKey$/.test(call.name)) continue;
    if (NOT_COLUMNS.has(call.name)) continue;
    if (
      !call.callee.includes(".") &&
      !FIELD_TYPES[call.name] &&
      !RELATIONS.has(call.name) &&
      call.name !== "ArrayField"
    )
      continue; // a bare name not Django's: a form field, not a column
    const column = columnOf(field.name, field.line, call, context);
    if (!column) continue;
    const existing = columns.findIndex((c) => c.name === column.name);
    if (existing !== -1) columns.splice(existing, 1); // a subclass overrides an abstract base's field
    columns.push(column);
    if (pyLiteral(call.keywords.get("primary_key")) === true) primaryKey.push(column.name);
  }
  if (primaryKey.length === 0) {
    if (parent) {
      const name = `${parent.cls.name.toLowerCase()}_ptr_id`;
      const keyType = keyTypeOf(parent, context);
      columns.unshift({ name, sqlType: keyType, notNull: true, line: model.cls.line });
      primaryKey.push(name);
    } else {
      const auto = FIELD_TYPES[context.app.autoField] ?? (FIELD_TYPES.AutoField as Types);
      const identity = context.dialect === "postgres" ? " GENERATED BY DEFAULT AS IDENTITY" : "";
      columns.unshift({
        name: "id",
        sqlType: `${auto[context.dialect]}${identity}`,
        notNull: true,
        line: model.cls.line,
      });
      primaryKey.push("id");
    }
  }
  return { name: model.table, line: model.cls.line, columns, primaryKey };
}

/** The column type a relation to `target` takes: its key field's, an auto field's integer. */
function keyTypeOf(target: ModelInfo | undefined, context: Context): string {
  const keyField = target
    ? [...target.bases.filter((b) => b.abstract).map((b) => b.cls), target.cls]
        .flatMap((c) => assignments(c.body))
        .map((a) => pyCall(a.value))
        .find((c) => c && pyLiteral(c.keywords.get("primary_key")) === true)
    : undefined;
  const name = keyField
    ? (KEY_OF_AUTO[keyField.name] ?? keyField.name)
    : (KEY_OF_AUTO[context.app.autoField] ?? "IntegerField");
  return fill(FIELD_TYPES[name] ?? (FIELD_TYPES.IntegerField as Types), keyField, context) ?? "integer";
}

function columnOf(
  fieldName: string,
  line: number,
  call: PyCall,
  context: Context,
): DescribedColumn | undefined {
  const problem = (message: string) => {
    context.diagnostics.push({
      file: context.path,
      line,
      severity: "error",
      message: `Django models: ${fieldName}: ${message}`,
    });
    return undefined;
  };
  let name = pyString(call.keywords.get("db_column")) ?? fieldName;
  let sqlType: string | undefined;
  if (RELATIONS.has(call.name)) {
    name = pyString(call.keywords.get("db_column")) ?? `${fieldName}_id`;
    const target = call.positional[0] ?? call.keywords.get("to");
    const targetName = pyString(target) ?? target?.text ?? "";
    const local = context.models.get(targetName === "self" ? "" : (targetName.split(".").at(-1) ?? ""));
    // "self" and a model of this file have their key; another app's model the project's auto field.
    sqlType = targetName === "self" ? keyTypeOf(undefined, context) : keyTypeOf(local, context);
    if (targetName === "settings.AUTH_USER_MODEL")
      sqlType = fill(FIELD_TYPES.IntegerField as Types, undefined, context);
  } else if (call.name === "ArrayField") {
    const base = pyCall(call.positional[0] ?? call.keywords.get("base_field"));
    const types = base ? FIELD_TYPES[base.name] : undefined;
    if (context.dialect !== "postgres")
      return problem("ArrayField is PostgreSQL's (django.contrib.postgres)");
    const element = types && base ? fill(types, base, context) : undefined;
    if (!element) return problem(`the array's base field ${base?.callee ?? "?"} is not read`);
    sqlType = `${element}[]`;
  } else {
    const types = FIELD_TYPES[call.name];
    if (!types) return problem(`the field class ${call.callee} is not read`);
    sqlType = fill(types, call, context);
    if (!sqlType)
      return problem(`${call.name} needs a literal max_length (or max_digits and decimal_places)`);
  }
  if (sqlType === undefined) return undefined;
  const dbDefault = pyLiteral(call.keywords.get("db_default"));
  return {
    name,
    sqlType,
    notNull: pyLiteral(call.keywords.get("null")) !== true,
    default: defaultSql(dbDefault, context.dialect),
    line,
  };
}

function fill(types: Types, call: PyCall | undefined, context: Context): string | undefined {
  let missing = false;
  const sql = types[context.dialect].replace(/%\((\w+)\)s/g, (_, key: string) => {
    const value = call?.keywords.get(key);
    const literal = value
      ? pyLiteral(value)
      : key === "max_length" && call
        ? DEFAULT_LENGTH[call.name]
        : undefined;
    if (typeof literal !== "number") {
      missing = true;
      return "";
    }
    return String(literal);
  });
  // Django 4.2+: a CharField without max_length is varchar of no length on PostgreSQL.
  if (
    missing &&
    context.dialect === "postgres" &&
    call?.name === "CharField" &&
    !call.keywords.has("max_length")
  )
    return "varchar";
  return missing ? undefined : sql;
}

function defaultSql(
  value: string | number | boolean | null | undefined,
  dialect: Dialect,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return quoteString(value);
  if (typeof value === "boolean") return dialect === "mssql" ? (value ? "1" : "0") : String(value);
  return String(value);
}

/** The app a models file belongs to: its folder (or the package's parent), AppConfig's label and auto field. */
async function appOf(
  path: string,
  files: { readText(p: string): Promise<string | undefined> },
): Promise<App> {
  const dir = posix.dirname(path);
  const appDir = posix.basename(dir) === "models" ? posix.dirname(dir) : dir;
  const apps = (await files.readText(posix.join(appDir, "apps.py")).catch(() => undefined)) ?? "";
  const label =
    /^\s+label\s*=\s*["']([\w]+)["']/m.exec(apps)?.[1] ??
    (posix.basename(appDir) === "." ? "app" : posix.basename(appDir));
  const auto = /^\s+default_auto_field\s*=\s*["'](?:[\w.]+\.)?(\w+)["']/m.exec(apps)?.[1] ?? "AutoField";
  return { label, autoField: auto };
}

const ENGINES: [RegExp, Dialect | string][] = [
  [/postgresql|postgis|psycopg/, "postgres"],
  [/mysql/, "mysql"],
  [/mssql|sql_server/, "mssql"],
  [/sqlite3/, "SQLite"],
  [/oracle/, "Oracle"],
];

/** Django's database: the ENGINE of a settings file's DATABASES; its project the nearest manage.py's folder. */
async function djangoDatabase({ path, paths, readText }: DatabaseInput): Promise<DescribedDatabase> {
  if (!/(?:^|\/)models(?:\.py|\/[^/]+\.py)$/.test(path)) return { project: posix.dirname(path) };
  const manage = paths
    .filter(
      (p) =>
        posix.basename(p) === "manage.py" &&
        (posix.dirname(p) === "." || path.startsWith(`${posix.dirname(p)}/`)),
    )
    .sort((a, b) => b.length - a.length)[0];
  const project = manage ? posix.dirname(manage) : ".";
  const settings = paths.filter(
    (p) =>
      /settings(?:\/[^/]+)?\.py$|settings\.py$/.test(p) && (project === "." || p.startsWith(`${project}/`)),
  );
  for (const file of settings.slice(0, 20)) {
    const text = (await readText(file)) ?? "";
    const engine = /["']ENGINE["']\s*:\s*["']([^"']+)["']/.exec(text)?.[1];
    if (!engine) continue;
    const found = ENGINES.find(([pattern]) => pattern.test(engine))?.[1];
    if (found === "postgres" || found === "mysql" || found === "mssql") return { project, dialect: found };
    return {
      project,
      why: `Django models for ${found ?? engine}: not a database contract-sync reads (PostgreSQL, MySQL, SQL Server)`,
    };
  }
  return {
    project,
    dialect: "postgres",
    assumed: "no DATABASES ENGINE found in the settings: PostgreSQL assumed",
  };
}
