import { createHash } from "node:crypto";
import type { Diagnostic } from "../../schema/model.js";
import { maskSql, QUALIFIED, splitQualified } from "../../schema/readers/sql/statements.js";

// What a read problem is about, without its line (docs/rules.md "Fail closed: what fails a pull request's check": what a pull request pays
// for). The base's problem and the head's are compared by it: the same statement failing alike,
// wherever the lines around it moved, is the base's; a statement the pull request adds or edits,
// or one that fails otherwise, is new.

/** Text compared across commits: whitespace runs as one space, line and column numbers left out. */
export function stableText(text: string): string {
  return text
    .replace(/\b(lines?|column|col|position|character|offset)\s+\d+(\s*(,|-|to)\s*\d+)?/gi, "$1 ?")
    .replace(/\s+/g, " ")
    .trim();
}

/** A short hash of the parts: a finding's `subject` (rules/finding.ts), bounded whatever the statement's size. */
export function subjectOf(...parts: readonly string[]): string {
  return createHash("sha256")
    .update(JSON.stringify(parts.map(stableText)))
    .digest("hex")
    .slice(0, 32);
}

/** A diagnostic with its identity without lines: what the base's side is compared by. */
export type SubjectDiagnostic = Diagnostic & { subject: string };

/**
 * A diagnostic's subject: for SQL the statement that failed and the error (the statement, not its
 * line, is the unit), for every other reader the error alone (the file is the unit, and the file
 * is part of the fingerprint already); a problem that says what it is about (`about`: two definitions
 * of one asset that differ) by that.
 */
export function diagnosticSubject(d: Pick<Diagnostic, "message" | "statement" | "about">): string {
  if (d.about !== undefined) return subjectOf(d.about);
  return d.statement === undefined ? subjectOf(d.message) : subjectOf(d.statement, d.message);
}

/**
 * What a failing SQL statement would have changed: a table (or view) by name; nothing a contract
 * holds (an extension, a type, a function, a role, a grant, a comment on anything but a table, a
 * setting, data); or what cannot be told from its text (a `DO` block, anything else).
 */
export type StatementTarget = { kind: "table"; parts: string[] } | { kind: "none" } | { kind: "unknown" };

const Q = QUALIFIED;
const ON_TABLE: readonly RegExp[] = [
  new RegExp(
    String.raw`^(?:create|alter|drop)\s+(?:or\s+replace\s+)?(?:(?:global|local)\s+)?(?:temp|temporary|unlogged|foreign|materialized|recursive)?\s*(?:table|view)\s+(?:if\s+(?:not\s+)?exists\s+)?(?:only\s+)?(${Q})`,
    "i",
  ),
  new RegExp(
    String.raw`^create\s+(?:unique\s+)?index\s+(?:concurrently\s+)?(?:if\s+not\s+exists\s+)?(?:${Q}\s+)?on\s+(?:only\s+)?(${Q})`,
    "i",
  ),
  new RegExp(String.raw`^comment\s+on\s+(?:table|view|materialized\s+view)\s+(${Q})`, "i"),
];
// A column's comment names `table.column` (or `schema.table.column`): the table is all but the last part.
const COMMENT_ON_COLUMN = new RegExp(String.raw`^comment\s+on\s+column\s+(${Q})`, "i");
const NO_TABLE =
  /^(?:create|alter|drop)\s+(?:or\s+replace\s+)?(?:extension|schema|type|domain|function|procedure|aggregate|operator|cast|collation|sequence|role|user|group|policy|publication|subscription|event\s+trigger|trigger|text\s+search|language|server|user\s+mapping|foreign\s+data\s+wrapper|statistics|conversion|rule)\b|^(?:set|reset|grant|revoke|comment\s+on|select\s+(?:pg_catalog\.)?set_config|insert|update|delete|copy|security\s+label|refresh\s+materialized|analyze|vacuum|notify|listen)\b/i;

/** What a failing statement would have changed, from its text alone. */
export function statementTarget(statement: string): StatementTarget {
  // Comments and literals blanked, same length: an offset in `masked` is one in `statement`.
  const full = maskSql(statement, "postgres");
  const lead = full.length - full.trimStart().length;
  const masked = full.trim();
  const named = (match: RegExpExecArray) => {
    const name = match[1] ?? "";
    const at = lead + match.index + match[0].length - name.length;
    return splitQualified(statement.slice(at, at + name.length), true);
  };
  for (const pattern of ON_TABLE) {
    const match = pattern.exec(masked);
    if (match?.[1]) return { kind: "table", parts: named(match) };
  }
  const column = COMMENT_ON_COLUMN.exec(masked);
  if (column?.[1]) {
    const parts = named(column);
    return parts.length > 1 ? { kind: "table", parts: parts.slice(0, -1) } : { kind: "unknown" };
  }
  return NO_TABLE.test(masked) ? { kind: "none" } : { kind: "unknown" };
}

/**
 * The resource names among `names` that a statement's table is: a name's path ends with the
 * table's parts (`users` is any schema's users, fail closed; `auth.users` only that schema's).
 */
export function namesOfTable(parts: readonly string[], names: Iterable<string>): string[] {
  const suffix = `.${parts.join(".")}`.toLowerCase();
  return [...names].filter((name) => name.toLowerCase().endsWith(suffix));
}
