/*
 * The tokens of Avro IDL (the lexer rules of Avro's Idl.g4, 1.12): words
 * (identifiers and keywords alike: which words are keywords depends on where
 * they stand), string and number literals, symbols. Comments are skipped, but
 * a `/** ... *\/` doc comment is kept on the token that follows it.
 */

export type TokenKind = "word" | "string" | "integer" | "float" | "symbol" | "eof";

export interface Token {
  kind: TokenKind;
  /** A word without its backquotes, a string decoded, a symbol as written. */
  value: string;
  line: number;
  column: number;
  /** The doc comment right before this token, its stars and indentation stripped. */
  doc?: string;
}

export class IdlSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${message}, at line ${line}, column ${column}`);
  }
}

/** Sticky: matched in place, not on a copy of the rest of the text. */
const STRING = /"(?:[^"\\\n\r]|\\.)*"/y;
const SYMBOLS = new Set(["(", ")", "{", "}", "[", "]", ":", ";", ",", "@", "=", "?", "<", ">"]);
const WORD_PART = /`[\p{XID_Start}_][\p{XID_Continue}]*`|[\p{XID_Start}_][\p{XID_Continue}]*/uy;
const NUMBER =
  /[+-]?(?:NaN|Infinity|0[xX][0-9a-fA-F]+[lL]?|(?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?[fFdD]?|\d+(?:[eE][+-]?\d+[fFdD]?|[fFdD])|\d+[lL]?)/y;

/** Strips a doc comment's leading stars (or the common indentation), as Avro's IdlReader does. */
export function stripDocIndents(comment: string): string {
  const text = comment.slice(3, -2).trim();
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length === 1) return text.replace(/^\*+\s?/, "");
  const rest = lines.slice(1);
  // Javadoc style: every line (the first may be bare) starts with the same stars.
  const stars = /^\s*(\*+)/.exec(rest[0] ?? "")?.[1];
  if (stars && rest.every((line) => line.trimStart().startsWith(stars))) {
    const prefix = new RegExp(String.raw`^\s*\*{${stars.length}} ?`);
    return lines
      .map((line) => line.replace(prefix, ""))
      .join("\n")
      .trim();
  }
  const indents = rest.filter((line) => line.trim() !== "").map((line) => /^\s*/.exec(line)?.[0].length ?? 0);
  const indent = indents.length > 0 ? Math.min(...indents) : 0;
  return [lines[0], ...rest.map((line) => line.slice(indent))].join("\n");
}

function decodeString(raw: string, line: number, column: number): string {
  return raw
    .slice(1, -1)
    .replace(/\\(u[0-9a-fA-F]{4}|[0-3][0-7]{2}|[0-7]{1,2}|.)/g, (_match, code: string) => {
      if (code.startsWith("u")) return String.fromCharCode(Number.parseInt(code.slice(1), 16));
      if (/^[0-7]/.test(code)) return String.fromCharCode(Number.parseInt(code, 8));
      const simple: Record<string, string> = { n: "\n", r: "\r", b: "\b", f: "\f", t: "\t" };
      if (code in simple) return simple[code] ?? "";
      if (code === "\\" || code === '"' || code === "'") return code;
      throw new IdlSyntaxError(`unknown escape \\${code} in a string`, line, column);
    });
}

/** The tokens of `text`, ending with one `eof` token. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  let line = 1;
  let lineStart = 0;
  let doc: string | undefined;
  const advance = (length: number) => {
    const end = offset + length;
    // Only the characters passed over: indexOf would scan ahead to the next line break each time.
    for (let i = offset; i < end; i++) {
      if (text.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    }
    offset = end;
  };
  const push = (kind: TokenKind, value: string, length: number) => {
    tokens.push({ kind, value, line, column: offset - lineStart + 1, ...(doc !== undefined ? { doc } : {}) });
    doc = undefined;
    advance(length);
  };
  while (offset < text.length) {
    const rest = text.slice(offset, offset + 2);
    const char = text[offset] ?? "";
    const column = offset - lineStart + 1;
    if (/\s/.test(char)) {
      advance(1);
    } else if (char === "\u001a") {
      break; // the old end-of-file marker: the grammar ignores what follows
    } else if (rest === "//") {
      const end = text.indexOf("\n", offset);
      advance((end === -1 ? text.length : end) - offset);
    } else if (rest === "/*") {
      const end = text.indexOf("*/", offset + 2);
      if (end === -1) throw new IdlSyntaxError("unterminated comment", line, column);
      const comment = text.slice(offset, end + 2);
      // `/**/` is an empty comment, not a doc comment; the last doc comment before a token wins.
      if (comment.startsWith("/**") && comment !== "/**/") doc = stripDocIndents(comment);
      advance(comment.length);
    } else if (char === '"') {
      STRING.lastIndex = offset;
      const match = STRING.exec(text);
      if (!match) throw new IdlSyntaxError("unterminated string", line, column);
      push("string", decodeString(match[0], line, column), match[0].length);
    } else if (/[0-9.+-]/.test(char) && matchAt(NUMBER, text, offset)) {
      const literal = matchAt(NUMBER, text, offset) ?? "";
      const integer = /^[+-]?(0[xX][0-9a-fA-F]+|\d+)[lL]?$/.test(literal) && !literal.startsWith("+");
      push(integer ? "integer" : "float", literal, literal.length);
    } else if (SYMBOLS.has(char)) {
      push("symbol", char, 1);
    } else {
      const word = readWord(text, offset);
      if (!word) throw new IdlSyntaxError(`unexpected character '${char}'`, line, column);
      push("word", word.value, word.length);
    }
  }
  tokens.push({ kind: "eof", value: "end of file", line, column: offset - lineStart + 1 });
  return tokens;
}

/** What a sticky pattern matches right at `offset`. */
function matchAt(pattern: RegExp, text: string, offset: number): string | undefined {
  pattern.lastIndex = offset;
  return pattern.exec(text)?.[0];
}

/** An identifier: parts (optionally in backquotes) joined by dots or dashes. */
function readWord(text: string, offset: number): { value: string; length: number } | undefined {
  let at = offset;
  const parts: string[] = [];
  for (;;) {
    const part = matchAt(WORD_PART, text, at);
    if (!part) return undefined; // only at the start: a separator is taken only before a part
    parts.push(part.replaceAll("`", ""));
    at += part.length;
    const separator = text[at];
    if ((separator !== "." && separator !== "-") || !matchAt(WORD_PART, text, at + 1)) {
      return { value: parts.join(""), length: at - offset };
    }
    parts.push(separator);
    at++;
  }
}

/** The value of an integer literal (decimal, hex or octal, an `L` suffix allowed). */
export function integerValue(literal: string): number {
  const negative = literal.startsWith("-");
  const digits = literal.replace(/^[+-]/, "").replace(/[lL]$/, "");
  const value = /^0[xX]/.test(digits)
    ? Number.parseInt(digits.slice(2), 16)
    : /^0[0-7]+$/.test(digits)
      ? Number.parseInt(digits.slice(1), 8)
      : Number(digits);
  return negative ? -value : value;
}

export function floatValue(literal: string): number {
  const body = literal.replace(/[fFdD]$/, "");
  if (/NaN$/.test(body)) return Number.NaN;
  if (/Infinity$/.test(body)) return body.startsWith("-") ? -Infinity : Infinity;
  return Number(body);
}

/** A cursor over the tokens, with the checks a recursive-descent parser makes at each step. */
export class TokenStream {
  protected at = 0;

  constructor(protected readonly tokens: Token[]) {}

  protected peek(ahead = 0): Token {
    return this.tokens[Math.min(this.at + ahead, this.tokens.length - 1)] as Token;
  }

  protected next(): Token {
    const token = this.peek();
    if (this.at < this.tokens.length - 1) this.at++;
    return token;
  }

  protected isWord(value: string): boolean {
    const token = this.peek();
    return token.kind === "word" && token.value === value;
  }

  protected isSymbol(value: string): boolean {
    return this.isSymbolAt(0, value);
  }

  protected isSymbolAt(ahead: number, value: string): boolean {
    const token = this.peek(ahead);
    return token.kind === "symbol" && token.value === value;
  }

  protected expect(symbol: string): Token {
    const token = this.peek();
    if (token.kind !== "symbol" || token.value !== symbol) this.fail(`expected '${symbol}'`, token);
    return this.next();
  }

  protected expectKind(kind: Token["kind"]): Token {
    const token = this.peek();
    if (token.kind !== kind)
      this.fail(`expected ${kind === "eof" ? "the end of the file" : `a ${kind}`}`, token);
    return this.next();
  }

  protected fail(message: string, token: Token = this.peek()): never {
    const found = token.kind === "eof" ? "the end of the file" : `'${token.value}'`;
    throw new IdlSyntaxError(`${message} but found ${found}`, token.line, token.column);
  }
}
