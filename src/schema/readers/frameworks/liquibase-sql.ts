import { type AlignedSql, quoteName, quoteString, type SqlDialect } from "./aligned-sql.js";
import type { ChangelogElement } from "./liquibase-parse.js";

/**
 * The SQL Liquibase runs for a change (as `liquibase update-sql` prints it), written at the
 * change's lines: a column at its `<column>` line. Changes that shape no column (indexes,
 * constraints other than the primary key, sequences, data) are known and left out; any other is a
 * problem at its line, so that a change this reader does not know never passes unseen.
 */
export interface ChangeContext {
  dialect: SqlDialect;
  out: AlignedSql;
  problem(line: number, message: string): void;
}

const LEFT_OUT = new Set([
  "addForeignKeyConstraint",
  "dropForeignKeyConstraint",
  "dropAllForeignKeyConstraints",
  "addUniqueConstraint",
  "dropUniqueConstraint",
  "addCheckConstraint",
  "dropCheckConstraint",
  "createIndex",
  "dropIndex",
  "createSequence",
  "dropSequence",
  "alterSequence",
  "renameSequence",
  "addAutoIncrement",
  "loadData",
  "loadUpdateData",
  "insert",
  "update",
  "delete",
  "tagDatabase",
  "empty",
  "output",
  "comment",
  "setTableRemarks",
  "setColumnRemarks",
  "createProcedure",
  "dropProcedure",
  "createFunction",
  "dropFunction",
  "createTrigger",
  "dropTrigger",
  "enableTrigger",
  "disableTrigger",
  "createSynonym",
  "dropSynonym",
  "executeCommand",
  "stop",
]);

/** Elements of a changeSet that are not changes. */
export const NOT_CHANGES = new Set(["comment", "preConditions", "rollback", "validCheckSum", "modifySql"]);

export function changeSql(change: ChangelogElement, context: ChangeContext): void {
  const { dialect, out } = context;
  const a = change.attrs;
  const table = () => tableName(a, dialect);
  const col = (name: string | undefined) => quoteName(name ?? "", dialect);
  switch (change.name) {
    case "createTable": {
      const columns = change.children.filter((c) => c.name === "column");
      const keys = columns.filter((c) => constraint(c, "primaryKey")).map((c) => c.attrs.name ?? "");
      out.put(change.line, `CREATE TABLE ${table()} (`);
      columns.forEach((column, index) => {
        const last = index === columns.length - 1;
        const key = keys.length > 1 ? `, PRIMARY KEY (${keys.map(col).join(", ")})` : "";
        out.put(column.line, `${columnSql(column, dialect, keys.length === 1)}${last ? `${key});` : ","}`);
      });
      if (columns.length === 0) out.put(change.line, ");");
      return;
    }
    case "addColumn": {
      const columns = change.children.filter((c) => c.name === "column");
      out.put(change.line, `ALTER TABLE ${table()}`);
      const add = dialect === "mssql" ? "ADD" : "ADD COLUMN";
      columns.forEach((column, index) => {
        const lead = dialect === "mssql" && index > 0 ? "" : `${add} `;
        out.put(
          column.line,
          `${lead}${columnSql(column, dialect, constraint(column, "primaryKey"))}${index === columns.length - 1 ? ";" : ","}`,
        );
      });
      return;
    }
    case "dropColumn": {
      const names = a.columnName
        ? [{ name: a.columnName, line: change.line }]
        : change.children
            .filter((c) => c.name === "column")
            .map((c) => ({ name: c.attrs.name, line: c.line }));
      out.put(change.line, `ALTER TABLE ${table()}`);
      names.forEach((n, index) => {
        out.put(n.line, `DROP COLUMN ${col(n.name)}${index === names.length - 1 ? ";" : ","}`);
      });
      return;
    }
    case "renameColumn":
      out.put(
        change.line,
        `ALTER TABLE ${table()} RENAME COLUMN ${col(a.oldColumnName)} TO ${col(a.newColumnName)};`,
      );
      return;
    case "renameTable":
      out.put(
        change.line,
        `ALTER TABLE ${tableName({ ...a, tableName: a.oldTableName ?? "" }, dialect)} RENAME TO ${col(a.newTableName)};`,
      );
      return;
    case "modifyDataType": {
      const type = dataType(a.newDataType ?? "", dialect);
      const sql =
        dialect === "postgres"
          ? `ALTER COLUMN ${col(a.columnName)} TYPE ${type} USING (${col(a.columnName)}::${type})`
          : dialect === "mysql"
            ? `MODIFY ${col(a.columnName)} ${type}`
            : `ALTER COLUMN ${col(a.columnName)} ${type}`;
      out.put(change.line, `ALTER TABLE ${table()} ${sql};`);
      return;
    }
    case "addNotNullConstraint":
    case "dropNotNullConstraint": {
      const nullable = change.name === "dropNotNullConstraint";
      if (dialect === "postgres") {
        out.put(
          change.line,
          `ALTER TABLE ${table()} ALTER COLUMN ${col(a.columnName)} ${nullable ? "DROP" : "SET"} NOT NULL;`,
        );
        return;
      }
      if (!a.columnDataType) {
        context.problem(
          change.line,
          `${change.name} without columnDataType: ${dialect} needs the column's type, not read`,
        );
        return;
      }
      const verb = dialect === "mysql" ? "MODIFY" : "ALTER COLUMN";
      out.put(
        change.line,
        `ALTER TABLE ${table()} ${verb} ${col(a.columnName)} ${dataType(a.columnDataType, dialect)} ${nullable ? "NULL" : "NOT NULL"};`,
      );
      return;
    }
    case "addPrimaryKey": {
      const columns = (a.columnNames ?? "").split(",").map((c) => col(c.trim()));
      const name = a.constraintName ? `CONSTRAINT ${col(a.constraintName)} ` : "";
      out.put(change.line, `ALTER TABLE ${table()} ADD ${name}PRIMARY KEY (${columns.join(", ")});`);
      return;
    }
    case "addDefaultValue":
    case "dropDefaultValue": {
      const value = change.name === "addDefaultValue" ? defaultOf(a, dialect) : undefined;
      if (dialect === "mssql") return; // a named DEFAULT constraint: shapes no column type or nullability
      out.put(
        change.line,
        `ALTER TABLE ${table()} ALTER COLUMN ${col(a.columnName)} ${value ? `SET DEFAULT ${value}` : "DROP DEFAULT"};`,
      );
      return;
    }
    case "dropTable":
      out.put(
        change.line,
        `DROP TABLE ${table()}${a.cascadeConstraints === "true" && dialect === "postgres" ? " CASCADE" : ""};`,
      );
      return;
    case "createView": {
      const query = change.text ?? a.selectQuery ?? "";
      const replace = a.replaceIfExists === "true" && dialect !== "mssql" ? "OR REPLACE " : "";
      if (a.fullDefinition === "true")
        out.put(change.textLine ?? change.line, `${query.trim().replace(/;\s*$/, "")};`);
      else {
        out.put(
          change.line,
          `CREATE ${replace}VIEW ${tableName({ ...a, tableName: a.viewName ?? "" }, dialect)} AS`,
        );
        out.put(change.textLine ?? change.line, `${query.trim().replace(/;\s*$/, "")};`);
      }
      return;
    }
    case "dropView":
      out.put(change.line, `DROP VIEW ${tableName({ ...a, tableName: a.viewName ?? "" }, dialect)};`);
      return;
    case "sql":
      out.put(change.textLine ?? change.line, `${(change.text ?? "").trim().replace(/;?\s*$/, ";")}`);
      return;
    default:
      if (!LEFT_OUT.has(change.name))
        context.problem(
          change.line,
          `Liquibase change ${change.name}: not a change this reader knows, so the tables after it may differ; not read`,
        );
  }
}

function tableName(a: Record<string, string>, dialect: SqlDialect): string {
  const name = quoteName(a.tableName ?? "", dialect);
  return a.schemaName ? `${quoteName(a.schemaName, dialect)}.${name}` : name;
}

function constraint(column: ChangelogElement, key: string): boolean {
  return column.children.some((c) => c.name === "constraints" && c.attrs[key] === "true");
}

/** A `<column>` of createTable or addColumn: type, default, NOT NULL, an inline primary key. */
function columnSql(column: ChangelogElement, dialect: SqlDialect, inlineKey: boolean): string {
  const a = column.attrs;
  const constraints = column.children.find((c) => c.name === "constraints")?.attrs ?? {};
  const key = constraints.primaryKey === "true";
  let sql = `${quoteName(a.name ?? "", dialect)} ${dataType(a.type ?? "", dialect)}`;
  if (a.autoIncrement === "true")
    sql +=
      dialect === "postgres"
        ? " GENERATED BY DEFAULT AS IDENTITY"
        : dialect === "mysql"
          ? " AUTO_INCREMENT"
          : " IDENTITY(1,1)";
  const value = defaultOf(a, dialect);
  if (value !== undefined) sql += ` DEFAULT ${value}`;
  if (constraints.nullable === "false" || key) sql += " NOT NULL";
  if (key && inlineKey) sql += " PRIMARY KEY";
  return sql;
}

function defaultOf(a: Record<string, string>, dialect: SqlDialect): string | undefined {
  if (a.defaultValue !== undefined) return quoteString(a.defaultValue);
  if (a.defaultValueNumeric !== undefined) return a.defaultValueNumeric;
  if (a.defaultValueBoolean !== undefined) {
    const yes = a.defaultValueBoolean === "true";
    return dialect === "postgres" ? String(yes) : yes ? "1" : "0";
  }
  if (a.defaultValueComputed !== undefined)
    return dialect === "mssql" ? `(${a.defaultValueComputed})` : a.defaultValueComputed;
  if (a.defaultValueDate !== undefined) return quoteString(a.defaultValueDate);
  return undefined;
}

/**
 * A Liquibase type as the database gets it: Liquibase's own names (`datetime`, `clob`, `blob`,
 * `boolean`, `uuid`, `currency`, `java.sql.Types.*`) translated per database as its type classes
 * do; a type it passes through (`jsonb`, `varchar(50)`) as written.
 */
export function dataType(written: string, dialect: SqlDialect): string {
  const type = written.trim().replace(/^java\.sql\.Types\./i, "");
  const match = /^([a-z_][\w ]*?)\s*(\([^)]*\))?(\s.*)?$/i.exec(type);
  if (!match) return type;
  const name = (match[1] ?? "").toLowerCase();
  const args = match[2] ?? "";
  const rest = match[3] ?? "";
  const table: Record<SqlDialect, Record<string, string>> = {
    postgres: {
      int: "integer",
      integer: "integer",
      long: "bigint",
      tinyint: "smallint",
      mediumint: "integer",
      datetime: "timestamp",
      clob: "text",
      nclob: "text",
      longtext: "text",
      mediumtext: "text",
      longvarchar: "text",
      longnvarchar: "text",
      blob: "bytea",
      longblob: "bytea",
      binary: "bytea",
      varbinary: "bytea",
      longvarbinary: "bytea",
      image: "bytea",
      double: "double precision",
      float: "double precision",
      number: "numeric",
      currency: "numeric(19, 4)",
      nvarchar: "varchar",
      nchar: "char",
      uniqueidentifier: "uuid",
      tinyblob: "bytea",
      bool: "boolean",
    },
    mysql: {
      boolean: "bit(1)",
      bool: "bit(1)",
      clob: "longtext",
      nclob: "longtext",
      longvarchar: "longtext",
      blob: "longblob",
      uuid: "char(36)",
      uniqueidentifier: "char(36)",
      currency: "decimal(19, 4)",
      number: "decimal",
      long: "bigint",
      nvarchar: "varchar",
      nchar: "char",
      "double precision": "double",
    },
    mssql: {
      boolean: "bit",
      bool: "bit",
      clob: "varchar(max)",
      nclob: "nvarchar(max)",
      text: "varchar(max)",
      longtext: "varchar(max)",
      blob: "varbinary(max)",
      longblob: "varbinary(max)",
      uuid: "uniqueidentifier",
      currency: "money",
      number: "numeric",
      long: "bigint",
      double: "float(53)",
      "double precision": "float(53)",
      timestamp: "datetime2",
      mediumint: "int",
    },
  };
  const mapped = table[dialect][name];
  if (!mapped) return type;
  // A mapped name with its own arguments (`currency`) keeps them; others take the written ones.
  if (mapped.includes("(")) return `${mapped}${rest}`;
  if (mapped === "text" || mapped === "bytea" || mapped === "double precision" || mapped === "uuid")
    return `${mapped}${rest}`;
  return `${mapped}${args}${rest}`;
}
