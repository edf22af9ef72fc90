/**
 * A lexer-level pre-pass for CREATE TABLEs that node-sql-parser rejects
 * (types it does not know: NVARCHAR and SERIAL in MySQL, sysname and
 * user-defined types in SQL Server; ROWGUIDCOL, PERSISTED, computed columns,
 * named inline DEFAULT constraints, `VARCHAR(n) BINARY`, defaults from a
 * sequence, foreign keys to a table named like a keyword, temporal tables). Each column's type
 * is swapped for a plain INT that the parser accepts, and the type as written
 * is kept aside for the reader, which maps it itself; attributes the parser
 * does not know are dropped. The parser still reads names, nullability,
 * defaults, identity, keys and comments. Used only when the plain parse fails.
 */
import {
  closingParen,
  IDENT,
  QUALIFIED,
  type SqlDialect,
  splitQualified,
  splitTopLevel,
} from "./statements.js";

export interface ColumnOverride {
  dataType: string;
  length?: number | string | undefined;
  scale?: number | undefined;
  suffix?: string[] | undefined;
  /** A computed column's expression. */
  generated?: string | undefined;
  /** A default the parser cannot read (`NEXT VALUE FOR seq`), as written. */
  default?: string | undefined;
}

// Table elements that add nothing to the schema tree and that the parser trips on:
// foreign keys (`REFERENCES language (id)`: a table named by a keyword), a temporal table's period.
const DROPPED_ELEMENT = new RegExp(
  String.raw`^(?:(?:constraint\s+${IDENT}\s+)?foreign\s+key\b|period\s+for\s+system_time\b)`,
  "i",
);
// A default taken from a sequence (`DEFAULT (NEXT VALUE FOR [Sequences].[CityID])`).
const SEQUENCE_DEFAULT = new RegExp(
  String.raw`\bdefault\s*\(?\s*(next\s+value\s+for\s+${QUALIFIED})\s*\)?`,
  "i",
);

const TABLE_CONSTRAINT = /^(constraint|primary|unique|key|index|foreign|check|fulltext|spatial|period)\b/i;
const TYPE = new RegExp(
  String.raw`^(national\s+)?(double\s+precision|character\s+varying|${QUALIFIED})(\s*\(\s*([^)]*)\))?((?:\s+(?:unsigned|zerofill|signed))*)`,
  "i",
);
// Attributes dropped from a column definition (SQL Server storage details, MySQL binary collation).
const DROPPED = [
  /\browguidcol\b/gi,
  /\bpersisted\b/gi,
  /\bsparse\b/gi,
  /\bfilestream\b/gi,
  /\bnot\s+for\s+replication\b/gi,
  /\bgenerated\s+always\s+as\s+row\s+(?:start|end)(?:\s+hidden)?\b/gi,
  /^\s*binary\b/gi,
  // Inline foreign keys: not part of the schema tree, and the parser trips on some forms.
  new RegExp(
    String.raw`\breferences\s+${QUALIFIED}\s*(?:\([^)]*\))?(?:\s+on\s+(?:delete|update)\s+(?:cascade|set\s+null|set\s+default|no\s+action|restrict))*`,
    "gi",
  ),
  new RegExp(
    String.raw`\bconstraint\s+${IDENT}\s+(?=default\b|primary\b|unique\b|check\b|references\b|foreign\b)`,
    "gi",
  ),
];

/** Replaces each match of `pattern` in `masked` with `by`, copying the rest from `text`. */
function replaceMasked(
  text: string,
  masked: string,
  pattern: RegExp,
  by: string,
): { text: string; masked: string } {
  let outText = "";
  let outMasked = "";
  let last = 0;
  for (const match of masked.matchAll(pattern)) {
    outText += text.slice(last, match.index) + by;
    outMasked += masked.slice(last, match.index) + by;
    last = match.index + match[0].length;
  }
  return { text: outText + text.slice(last), masked: outMasked + masked.slice(last) };
}

/** `CREATE TYPE x FROM base` declarations (SQL Server alias types), by lower-cased last name part. */
export function aliasTypes(statements: readonly { masked: string; text: string }[]): Map<string, string> {
  const types = new Map<string, string>([["sysname", "nvarchar(128)"]]);
  const pattern = new RegExp(
    String.raw`^create\s+type\s+(${QUALIFIED})\s+from\s+([\s\S]*?)(?:\s+(?:not\s+)?null)?\s*$`,
    "i",
  );
  for (const { masked, text } of statements) {
    const m = pattern.exec(masked);
    if (m?.[1] && m[2]) {
      const name = splitQualified(m[1], false).at(-1)?.toLowerCase() ?? "";
      types.set(
        name,
        text.slice(masked.indexOf(m[2]), masked.indexOf(m[2]) + m[2].length).replace(/[[\]]/g, ""),
      );
    }
  }
  return types;
}

/** The written type of a column, split the way the parser's AST has it. */
function writtenType(
  raw: string,
  dialect: SqlDialect,
  aliases: Map<string, string>,
  depth = 0,
): ColumnOverride {
  const m = TYPE.exec(raw.trim());
  if (!m) return { dataType: raw.trim().toUpperCase() };
  const name = splitQualified(m[2] ?? "", false).at(-1) ?? "";
  const alias = aliases.get(name.toLowerCase());
  if (alias && depth < 4) return writtenType(alias, dialect, aliases, depth + 1);
  let dataType = (m[2] ?? "").replace(/\s+/g, " ").toUpperCase();
  if (splitQualified(m[2] ?? "", false).length === 1) dataType = name.toUpperCase();
  if (m[1]) dataType = dataType.replace(/^(VAR)?CHAR/, "N$&").replace("CHARACTER VARYING", "NVARCHAR");
  if (dataType === "CHARACTER VARYING") dataType = "VARCHAR";
  if (dataType === "DOUBLE PRECISION") dataType = "DOUBLE";
  const args = (m[4] ?? "").split(",").map((a) => a.trim());
  const first = args[0] ?? "";
  const length = first === "" ? undefined : /^\d+$/.test(first) ? Number(first) : first.toLowerCase();
  const scale = args[1] !== undefined && /^\d+$/.test(args[1]) ? Number(args[1]) : undefined;
  const suffix = (m[5] ?? "").trim() === "" ? undefined : (m[5] ?? "").trim().toUpperCase().split(/\s+/);
  if (dataType === "SERIAL") return { dataType: "BIGINT", suffix: ["UNSIGNED"] };
  if (dataType === "BOOL") return { dataType: "BOOLEAN" };
  return { dataType, length, scale, suffix };
}

/**
 * Rewrites one CREATE TABLE statement (its text and masked text) so the parser
 * accepts it; returns the written types by column name (as the parser will
 * name them), or undefined when the statement has no column list.
 */
export function rewriteCreateTable(
  text: string,
  masked: string,
  dialect: SqlDialect,
  aliases: Map<string, string>,
): { text: string; overrides: Map<string, ColumnOverride> } | undefined {
  const open = masked.indexOf("(");
  if (open === -1) return undefined;
  const close = closingParen(masked, open);
  const overrides = new Map<string, ColumnOverride>();
  let out = text.slice(0, open + 1);
  let last = open + 1;
  for (const element of splitTopLevel(masked, open + 1, close)) {
    const elementMasked = masked.slice(element.start, element.end);
    out += text.slice(last, element.start);
    last = element.end;
    const elementText = text.slice(element.start, element.end);
    const nameMatch = new RegExp(`^${IDENT}`).exec(elementMasked);
    if (DROPPED_ELEMENT.test(elementMasked) && /,\s*$/.test(out)) {
      out = out.replace(/,\s*$/, "");
      continue;
    }
    if (!nameMatch || TABLE_CONSTRAINT.test(elementMasked)) {
      out += elementText;
      continue;
    }
    const nameRaw = nameMatch[0];
    const column = splitQualified(nameRaw, false)[0] ?? nameRaw;
    let restAt = nameRaw.length;
    const afterName = elementMasked.slice(restAt);
    const computed = /^\s+as\s*\(/i.exec(afterName);
    let override: ColumnOverride;
    let extra = "";
    if (computed) {
      const exprOpen = restAt + computed[0].length - 1;
      const exprClose = closingParen(elementMasked, exprOpen);
      override = { dataType: "", generated: elementText.slice(exprOpen, exprClose + 1) };
      restAt = exprClose + 1;
    } else {
      const typeMatch = TYPE.exec(afterName.trimStart());
      if (!typeMatch) {
        out += elementText;
        continue;
      }
      override = writtenType(afterName.trimStart().slice(0, typeMatch[0].length), dialect, aliases);
      if (/^serial$/i.test(typeMatch[2] ?? "")) extra = " NOT NULL AUTO_INCREMENT UNIQUE";
      restAt += afterName.length - afterName.trimStart().length + typeMatch[0].length;
    }
    let rest = { text: elementText.slice(restAt), masked: elementMasked.slice(restAt) };
    for (const pattern of DROPPED) rest = replaceMasked(rest.text, rest.masked, pattern, "");
    const sequence = SEQUENCE_DEFAULT.exec(rest.masked);
    if (sequence?.[1]) {
      const at = sequence.index + sequence[0].indexOf(sequence[1]);
      override.default = rest.text.slice(at, at + sequence[1].length);
      rest = replaceMasked(rest.text, rest.masked, new RegExp(SEQUENCE_DEFAULT.source, "gi"), "");
    }
    overrides.set(column, override);
    out += `${nameRaw} INT${extra}${rest.text}`;
  }
  // SQL Server's table options are storage (`ON [USERDATA]`, `TEXTIMAGE_ON`, `WITH (SYSTEM_VERSIONING = ON ...)`).
  out += dialect === "mssql" ? text.slice(last, close + 1) : text.slice(last);
  return { text: out, overrides };
}
