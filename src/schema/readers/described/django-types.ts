import { createHash } from "node:crypto";
import type { Dialect } from "./ddl.js";

/** Django's column types per backend (the `data_types` of the postgresql, mysql and mssql-django backends). */

export type Types = Record<Dialect, string>;
const t = (postgres: string, mysql: string, mssql: string): Types => ({ postgres, mysql, mssql });

/** Django's column types by field class, `%(max_length)s`-style slots filled from the keywords. */
export const FIELD_TYPES: Record<string, Types> = {
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
export const DEFAULT_LENGTH: Record<string, number> = {
  SlugField: 50,
  EmailField: 254,
  URLField: 200,
  FileField: 100,
  ImageField: 100,
  FilePathField: 100,
};
/** The key type a relation's column takes from an auto field. */
export const KEY_OF_AUTO: Record<string, string> = {
  AutoField: "IntegerField",
  BigAutoField: "BigIntegerField",
  SmallAutoField: "SmallIntegerField",
};
export const RELATIONS = new Set(["ForeignKey", "OneToOneField", "ParentalKey"]);
/** Many-to-many fields: no column, a join table (`django-m2m.ts`). */
export const MANY_TO_MANY = new Set(["ManyToManyField", "ParentalManyToManyField"]);
/** Fields that are no column of their model's table. */
export const NOT_COLUMNS = new Set([...MANY_TO_MANY, "GenericForeignKey", "GenericRelation"]);

/** The longest name each backend takes (`connection.ops.max_name_length()`): longer ones are truncated. */
export const MAX_NAME_LENGTH: Record<Dialect, number> = { postgres: 63, mysql: 64, mssql: 128 };

/** Django's `truncate_name`: a name over the limit keeps its head and ends in 4 hex digits of its MD5. */
export function truncateName(name: string, length: number): string {
  if (name.length <= length) return name;
  const digest = createHash("md5").update(name).digest("hex").slice(0, 4);
  return `${name.slice(0, length - 4)}${digest}`;
}
