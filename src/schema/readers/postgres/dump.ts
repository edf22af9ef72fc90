import type { Diagnostic } from "../../model.js";
import { errorDiagnostic, type LineIndex } from "../../reader-helpers.js";
import { type SqlStatement, splitSql } from "../sql/statements.js";
import { replacedByStandIn } from "./stand-ins.js";

/**
 * What of a .sql file is replayed. pg_dump files are read as the dumps they
 * are: `COPY ... FROM stdin;` data blocks up to their `\.` line and psql
 * meta-commands (`\connect`, `\restrict`, ...) are skipped, as psql would take
 * them, not sent to Postgres; those that run SQL of their own (`\i`, `\ir`, `\gexec`) are
 * reported, as what they change is not read. Statements with no effect on the schema that
 * fail on any other server (ownership, grants of roles that exist only there)
 * or that reach outside the database (`COPY ... PROGRAM`, COPY from files) are
 * not run either; `COPY ... PROGRAM` is reported.
 */
const TRANSACTION_CONTROL = /^(begin|commit|start\s+transaction|end|savepoint|release)\b/i;
// A rollback (to a savepoint or of the whole transaction; ABORT is its synonym) undoes statements
// before it: replayed with transaction control skipped, they would stay, and a column dropped and
// then re-added under a rollback would read as kept. Refused at the statement (fail closed).
const ROLLBACK = /^(rollback|abort)\b/i;
// Also what cannot run inside the read's transaction and changes no table: maintenance, publications,
// databases other than the one read, the server's configuration, event triggers (they fire on the
// statements replayed after them: a platform's hooks would run on every table) and security labels.
const NO_SCHEMA_EFFECT =
  /^(grant|revoke|alter\s+default\s+privileges|set\s+(session\s+)?role|set\s+session\s+authorization|reset\s+role|vacuum|analy[sz]e|checkpoint|cluster|reindex|alter\s+system|(create|drop|alter)\s+database|listen|unlisten|notify|discard|(create|alter|drop)\s+(publication|subscription|event\s+trigger)|security\s+label|comment\s+on\s+(event\s+trigger|publication|subscription|role|database|tablespace))\b/i;
// `CREATE INDEX CONCURRENTLY` cannot run in a transaction; the index is the same without it.
const CONCURRENTLY = /^((?:create(?:\s+unique)?|drop)\s+index\s+)concurrently\b/i;
// `ALTER <object> ... OWNER TO role` (not `RENAME [COLUMN] owner TO x`).
const OWNER_TO = /^alter\s(?![\s\S]*\brename\b)[\s\S]*\sowner\s+to\s+\S+$/i;
const COPY = /^copy\b/i;
const EMPTIES_SEARCH_PATH =
  /\bset_config\s*\(\s*'search_path'\s*,\s*''\s*,\s*false\s*\)|^\s*set\s+search_path\s*(=|to)\s*''/im;
const COPY_PROGRAM = /^copy\b[\s\S]*\b(from|to)\s+program\b/i;
const COPY_FROM_STDIN_LINE = /^copy\s[^;]*\sfrom\s+stdin\b[^;]*;\s*$/i;

// psql meta-commands that run SQL the replay does not read: an included file (`\i`, `\ir`) or the
// rows of a query run as statements (`\gexec`). What they would change cannot be told (fail closed).
const PSQL_RUNS_SQL = /^\\(i|ir|include|include_relative|gexec)(\s|$)/;

/**
 * Blanks COPY data blocks and psql meta-command lines (keeping offsets and line breaks); each
 * meta-command that runs SQL of its own is passed to `runsSql` with its line number.
 */
export function blankDumpParts(text: string, runsSql?: (line: number, command: string) => void): string {
  if (!text.includes("\\")) return text;
  const lines = text.split("\n");
  let inData = false;
  let atStatementStart = true;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const bare = line.replace(/\r$/, "");
    if (inData) {
      if (bare === "\\.") inData = false;
      lines[i] = " ".repeat(line.length);
      continue;
    }
    if (atStatementStart && bare.startsWith("\\")) {
      if (PSQL_RUNS_SQL.test(bare)) runsSql?.(i + 1, bare.trim());
      lines[i] = " ".repeat(line.length);
      continue;
    }
    if (atStatementStart && COPY_FROM_STDIN_LINE.test(bare)) {
      lines[i] = " ".repeat(line.length);
      inData = true;
      continue;
    }
    const trimmed = bare.trim();
    if (trimmed !== "" && !trimmed.startsWith("--")) atStatementStart = /;\s*(--.*)?$/.test(trimmed);
  }
  return lines.join("\n");
}

export interface PreparedFile {
  file: string;
  lines: LineIndex;
  /** Statements to run, in order. */
  statements: SqlStatement[];
}

/** The statements of one file that are replayed, and diagnostics for those refused. */
export function prepareFile(
  file: string,
  text: string,
  lines: LineIndex,
  diagnostics: Diagnostic[],
): PreparedFile {
  const statements: SqlStatement[] = [];
  const replayed = blankDumpParts(text, (line, command) =>
    diagnostics.push({
      ...errorDiagnostic(
        file,
        `psql's ${command.split(/\s/)[0]} runs SQL the replay does not read (an included file or a query's rows); what it changes cannot be told`,
        line,
      ),
      statement: command,
    }),
  );
  for (const statement of splitSql(replayed, "postgres")) {
    const masked = statement.masked;
    if (ROLLBACK.test(masked)) {
      diagnostics.push({
        ...errorDiagnostic(
          file,
          "ROLLBACK refused: it undoes statements before it, which a replay that skips transaction control would keep; write the migration without it",
          lines.lineAt(statement.start),
        ),
        statement: statement.text,
      });
      continue;
    }
    if (TRANSACTION_CONTROL.test(masked) || NO_SCHEMA_EFFECT.test(masked) || OWNER_TO.test(masked)) continue;
    if (replacedByStandIn(masked)) continue;
    if (COPY_PROGRAM.test(masked)) {
      diagnostics.push(
        errorDiagnostic(
          file,
          "COPY ... PROGRAM refused: SQL read from a repository runs no programs",
          lines.lineAt(statement.start),
        ),
      );
      continue;
    }
    if (COPY.test(masked)) continue; // data, not schema (and COPY from files reads outside the repository)
    statements.push(withoutConcurrently(statement));
  }
  // pg_dump empties the search path for its own session (psql runs each file in one): the next file
  // of a folder starts with the default one, or its unqualified names have no schema to go to.
  if (EMPTIES_SEARCH_PATH.test(text)) {
    statements.push({ text: "RESET search_path", masked: "RESET search_path", start: text.trimEnd().length });
  }
  return { file, lines, statements };
}

/** The statement with `CONCURRENTLY` blanked (same length: offsets and error positions hold). */
function withoutConcurrently(statement: SqlStatement): SqlStatement {
  const match = CONCURRENTLY.exec(statement.masked);
  if (!match?.[1]) return statement;
  const at = match[1].length;
  const blank = (text: string) => `${text.slice(0, at)}${" ".repeat(12)}${text.slice(at + 12)}`;
  return { ...statement, text: blank(statement.text), masked: blank(statement.masked) };
}
