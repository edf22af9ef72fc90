/**
 * SQL written so that each statement, and each column of it, stands on the line of the
 * framework's description that says it (a Rails `t.string` line, a Liquibase `<column>`): the SQL
 * readers then give each table and column the description's own line, as they do for SQL files.
 * Fragments are placed in order; one whose line is already passed goes on the current line.
 */
export class AlignedSql {
  private readonly lines: string[] = [""];

  /** Appends `sql` (it may span lines) starting on 1-based `line`. */
  put(line: number, sql: string): void {
    while (this.lines.length < line) this.lines.push("");
    const [first = "", ...rest] = sql.split("\n");
    const at = this.lines.length - 1;
    this.lines[at] = this.lines[at] === "" ? first : `${this.lines[at]} ${first}`;
    this.lines.push(...rest);
  }

  get empty(): boolean {
    return this.lines.every((line) => line === "");
  }

  text(): string {
    return `${this.lines.join("\n")}\n`;
  }
}

/** A SQL identifier quoted for the dialect (a schema-qualified name `a.b` quoted part by part). */
export function quoteName(name: string, dialect: SqlDialect, qualified = false): string {
  const parts = qualified ? name.split(".") : [name];
  return parts
    .map((part) =>
      dialect === "mysql"
        ? `\`${part.replace(/`/g, "``")}\``
        : dialect === "mssql"
          ? `[${part.replace(/]/g, "]]")}]`
          : `"${part.replace(/"/g, '""')}"`,
    )
    .join(".");
}

/** A SQL string literal. */
export function quoteString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export type SqlDialect = "postgres" | "mysql" | "mssql";
