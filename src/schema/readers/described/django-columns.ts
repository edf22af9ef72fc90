import type { Diagnostic } from "../../model.js";
import { quoteString } from "../frameworks/aligned-sql.js";
import type { DescribedColumn, Dialect } from "./ddl.js";
import type { PlainCall, PyLiteral, PyModelClass } from "./django-module.js";
import { DEFAULT_LENGTH, FIELD_TYPES, KEY_OF_AUTO, RELATIONS, type Types } from "./django-types.js";

/** A field's call with its constant arguments replaced by their values, and the class declaring it. */
export interface ResolvedCall extends PlainCall {
  owner: PyModelClass;
}

export interface FieldAt {
  name: string;
  line: number;
}

/** One model field as the column Django creates; a field it cannot read is a problem at its line. */
export function columnOf(
  field: FieldAt,
  call: ResolvedCall,
  keyType: string | undefined,
  context: { dialect: Dialect; path: string; diagnostics: Diagnostic[] },
): DescribedColumn | undefined {
  const { dialect } = context;
  const problem = (message: string) => {
    context.diagnostics.push({
      file: context.path,
      line: field.line,
      severity: "error",
      message: `Django models: ${field.name}: ${message}`,
    });
    return undefined;
  };
  const dbColumn = call.keywords.get("db_column")?.literal;
  let name = typeof dbColumn === "string" ? dbColumn : field.name;
  let sqlType: string | undefined;
  if (RELATIONS.has(call.name)) {
    name = typeof dbColumn === "string" ? dbColumn : `${field.name}_id`;
    sqlType = keyType;
    if (!sqlType) return problem("the key type of the relation's target is not read");
  } else if (call.name === "ArrayField") {
    const base = (call.positional[0] ?? call.keywords.get("base_field"))?.call;
    const types = base ? FIELD_TYPES[base.name] : undefined;
    if (dialect !== "postgres") return problem("ArrayField is PostgreSQL's (django.contrib.postgres)");
    const element = types && base ? fill(types, base, dialect) : undefined;
    if (!element) return problem(`the array's base field ${base?.callee ?? "?"} is not read`);
    sqlType = `${element}[]`;
  } else {
    const types = FIELD_TYPES[call.name];
    if (!types) return problem(`the field class ${call.callee} is not read`);
    sqlType = fill(types, call, dialect);
    if (!sqlType)
      return problem(
        `${call.name} needs a literal max_length (or max_digits and decimal_places), or a constant holding one`,
      );
  }
  return {
    name,
    sqlType,
    notNull: call.keywords.get("null")?.literal !== true,
    default: defaultSql(call.keywords.get("db_default")?.literal, dialect),
    line: field.line,
  };
}

/** The column type of a key: its field's (an auto field's integer), else the app's auto field's. */
export function keyColumnType(
  keyField: PlainCall | undefined,
  autoField: string,
  dialect: Dialect,
): string | undefined {
  const name = keyField
    ? (KEY_OF_AUTO[keyField.name] ?? keyField.name)
    : (KEY_OF_AUTO[autoField] ?? "IntegerField");
  return fill(FIELD_TYPES[name] ?? (FIELD_TYPES.IntegerField as Types), keyField, dialect);
}

export function fill(types: Types, call: PlainCall | undefined, dialect: Dialect): string | undefined {
  let missing = false;
  const sql = types[dialect].replace(/%\((\w+)\)s/g, (_, key: string) => {
    const value = call?.keywords.get(key);
    const literal = value
      ? value.literal
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
  if (missing && dialect === "postgres" && call?.name === "CharField" && !call.keywords.has("max_length"))
    return "varchar";
  return missing ? undefined : sql;
}

function defaultSql(value: PyLiteral, dialect: Dialect): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return quoteString(value);
  if (typeof value === "boolean") return dialect === "mssql" ? (value ? "1" : "0") : String(value);
  return String(value);
}
