/**
 * Statement boundaries and identifier positions in SQL text. Not a parser: the
 * SQL itself is understood by PGlite or node-sql-parser. This only masks
 * comments and string literals (keeping offsets and newlines) so that `;`,
 * `GO` and identifiers are found where they really are.
 */
import { escapeRegExp } from "../../reader-helpers.js";

export type SqlDialect = "postgres" | "mysql" | "mssql";

export interface SqlStatement {
  /** Original text of the statement, without the terminating `;`. */
  text: string;
  /** Same text with comments and string literals blanked out. */
  masked: string;
  /** Offset of the statement's first non-blank character in the file. */
  start: number;
}

const blank = (text: string): string => text.replace(/[^\n]/g, " ");

/** Blanks out comments and string literals, keeping length and line breaks. */
export function maskSql(text: string, dialect: SqlDialect): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === "-" && next === "-") {
      const end = text.indexOf("\n", i);
      const stop = end === -1 ? text.length : end;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (c === "#" && dialect === "mysql") {
      const end = text.indexOf("\n", i);
      const stop = end === -1 ? text.length : end;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (c === "'") {
      // Backslash escapes: MySQL always, Postgres only in E'...' strings.
      const backslash = dialect === "mysql" || (dialect === "postgres" && /[eE]/.test(text[i - 1] ?? ""));
      let j = i + 1;
      while (j < text.length) {
        if (backslash && text[j] === "\\") j += 2;
        else if (text[j] === "'" && text[j + 1] === "'") j += 2;
        else if (text[j] === "'") break;
        else j++;
      }
      const terminated = j < text.length;
      const stop = terminated ? j + 1 : text.length;
      out += `'${blank(text.slice(i + 1, terminated ? j : stop))}${terminated ? "'" : ""}`;
      i = stop;
    } else if (c === "$" && dialect === "postgres") {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 64))?.[0];
      if (tag && !/\w/.test(text[i - 1] ?? "")) {
        const end = text.indexOf(tag, i + tag.length);
        const stop = end === -1 ? text.length : end + tag.length;
        out += tag + blank(text.slice(i + tag.length, stop - tag.length)) + (end === -1 ? "" : tag);
        i = stop;
      } else {
        out += c;
        i++;
      }
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Splits a file into statements at `;` (and, for SQL Server, at `GO` lines). */
export function splitSql(text: string, dialect: SqlDialect): SqlStatement[] {
  const masked = maskSql(text, dialect);
  const statements: SqlStatement[] = [];
  const push = (from: number, to: number) => {
    const chunk = masked.slice(from, to);
    const lead = chunk.length - chunk.trimStart().length;
    if (chunk.trim() === "") return;
    const start = from + lead;
    const end = from + chunk.trimEnd().length;
    statements.push({ text: text.slice(start, end), masked: masked.slice(start, end), start });
  };
  const separator = dialect === "mssql" ? /;|^[ \t]*GO[ \t]*$/gim : /;/g;
  let from = 0;
  for (const match of masked.matchAll(separator)) {
    push(from, match.index);
    from = match.index + match[0].length;
  }
  push(from, masked.length);
  return statements;
}

/** Unquotes an SQL identifier; unquoted ones fold to lower case when `fold` (Postgres). */
export function normalizeIdentifier(raw: string, fold: boolean): string {
  const quoted = /^"(.*)"$|^`(.*)`$|^\[(.*)\]$/s.exec(raw);
  if (quoted) return (quoted[1] ?? quoted[2] ?? quoted[3] ?? "").replace(/""/g, '"');
  return fold ? raw.toLowerCase() : raw;
}

/** An identifier or dotted name, quoted in any dialect's style. */
export const IDENT = String.raw`(?:"(?:[^"]|"")+"|\x60[^\x60]+\x60|\[[^\]]+\]|[A-Za-z_][\w$]*)`;
export const QUALIFIED = String.raw`${IDENT}(?:\s*\.\s*${IDENT}){0,2}`;

/** Splits a dotted name into its normalized parts. */
export function splitQualified(raw: string, fold: boolean): string[] {
  return [...raw.matchAll(new RegExp(IDENT, "g"))].map((m) => normalizeIdentifier(m[0], fold));
}

/**
 * Offset of the first occurrence of identifier `name` in `masked` at or after
 * `from`, quoted or not (case-insensitive when unquoted), or -1.
 */
export function findIdentifier(masked: string, name: string, from = 0): number {
  const pattern = new RegExp(
    String.raw`"${escapeRegExp(name)}"|\x60${escapeRegExp(name)}\x60|\[${escapeRegExp(name)}\]|(?<![\w$"])${escapeRegExp(name)}(?![\w$])`,
    "gi",
  );
  pattern.lastIndex = from;
  const match = pattern.exec(masked);
  return match ? match.index : -1;
}

/** Offset of the `)` closing the `(` at `open` in masked text, or the text's end. */
export function closingParen(masked: string, open: number): number {
  let depth = 0;
  for (let i = open; i < masked.length; i++) {
    if (masked[i] === "(") depth++;
    else if (masked[i] === ")" && --depth === 0) return i;
  }
  return masked.length;
}

/** Splits `masked[from, to)` at commas outside parentheses: the elements' [start, end) ranges. */
export function splitTopLevel(masked: string, from: number, to: number): { start: number; end: number }[] {
  const parts: { start: number; end: number }[] = [];
  let depth = 0;
  let start = from;
  for (let i = from; i < to; i++) {
    const c = masked[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "," && depth === 0) {
      parts.push({ start, end: i });
      start = i + 1;
    }
  }
  parts.push({ start, end: to });
  return parts
    .map(({ start: s, end }) => {
      const chunk = masked.slice(s, end);
      return { start: s + chunk.length - chunk.trimStart().length, end: s + chunk.trimEnd().length };
    })
    .filter((p) => p.end > p.start);
}
