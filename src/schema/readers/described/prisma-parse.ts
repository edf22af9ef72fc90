/**
 * A Prisma schema (PSL) as blocks of lines: `model`/`view`/`enum`/`type` blocks of fields and
 * `@@` block attributes, `datasource`/`generator` blocks of `key = value`. Exact for the grammar
 * Prisma documents (prisma/prisma-engines' psl `datamodel.pest`): `//` comments (`///` docs),
 * strings with backslash escapes, attribute arguments that may span lines inside brackets. Anything
 * else is a problem at its line, never skipped silently. Linear in the text: one pass to tokens,
 * one over them; nesting is bounded by MAX_DEPTH.
 */

export type PrismaValue =
  | { kind: "string"; value: string }
  | { kind: "number"; value: string }
  | { kind: "name"; value: string }
  | { kind: "call"; name: string; args: PrismaArg[] }
  | { kind: "array"; items: PrismaValue[] };

export interface PrismaArg {
  name?: string | undefined;
  value: PrismaValue;
}

export interface PrismaAttribute {
  /** Without the `@`/`@@`: `id`, `default`, `db.VarChar`, `map`. */
  name: string;
  args: PrismaArg[];
  line: number;
}

export interface PrismaField {
  name: string;
  type: string;
  /** `Unsupported("polygon")`: the type's argument. */
  typeArg?: string | undefined;
  optional: boolean;
  list: boolean;
  attributes: PrismaAttribute[];
  line: number;
}

export interface PrismaBlock {
  keyword: "model" | "view" | "enum" | "type" | "datasource" | "generator";
  name: string;
  line: number;
  fields: PrismaField[];
  /** `@@map`, `@@id`, `@@schema` ... */
  attributes: PrismaAttribute[];
  /** datasource / generator: `provider = "postgresql"`. */
  properties: Map<string, PrismaValue>;
  /** Each property's line. */
  propertyLines: Map<string, number>;
}

export interface PrismaSchema {
  blocks: PrismaBlock[];
  problems: { line: number; message: string }[];
}

type Token = { kind: "word" | "string" | "number" | "punct" | "newline"; text: string; line: number };

const MAX_DEPTH = 32;
const BLOCK_KEYWORDS = new Set(["model", "view", "enum", "type", "datasource", "generator"]);

/** Tokens of the text; newlines only outside brackets (where a field or property ends). */
export function tokenize(text: string): { tokens: Token[]; problems: PrismaSchema["problems"] } {
  const tokens: Token[] = [];
  const problems: PrismaSchema["problems"] = [];
  let line = 1;
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === "\n") {
      if (depth === 0) tokens.push({ kind: "newline", text: "\n", line });
      line++;
      i++;
    } else if (c === " " || c === "\t" || c === "\r") i++;
    else if (c === "/" && text[i + 1] === "/") {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end;
    } else if (c === '"') {
      let value = "";
      let j = i + 1;
      for (; j < text.length && text[j] !== '"' && text[j] !== "\n"; j++) {
        if (text[j] === "\\" && j + 1 < text.length) {
          j++;
          value += text[j] === "n" ? "\n" : text[j] === "t" ? "\t" : text[j];
        } else value += text[j];
      }
      if (text[j] !== '"') problems.push({ line, message: "a string is not closed on its line" });
      tokens.push({ kind: "string", text: value, line });
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*/.exec(text.slice(i, i + 512)) as RegExpExecArray;
      tokens.push({ kind: "word", text: m[0], line });
      i += m[0].length;
    } else if (/[-0-9]/.test(c)) {
      const m = /^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/.exec(text.slice(i, i + 64));
      if (!m) {
        problems.push({ line, message: `unexpected "${c}"` });
        i++;
        continue;
      }
      tokens.push({ kind: "number", text: m[0], line });
      i += m[0].length;
    } else if (c === "@" && text[i + 1] === "@") {
      tokens.push({ kind: "punct", text: "@@", line });
      i += 2;
    } else if ("{}()[],:=?@".includes(c)) {
      if (c === "(" || c === "[") depth++;
      if ((c === ")" || c === "]") && depth > 0) depth--;
      tokens.push({ kind: "punct", text: c, line });
      i++;
    } else {
      problems.push({ line, message: `unexpected "${c}"` });
      i++;
    }
  }
  return { tokens, problems };
}

class Parser {
  private at = 0;
  readonly problems: PrismaSchema["problems"] = [];
  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }
  private next(): Token | undefined {
    return this.tokens[this.at++];
  }
  private is(text: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t !== undefined && t.kind !== "string" && t.text === text;
  }
  private skipNewlines(): void {
    while (this.peek()?.kind === "newline") this.at++;
  }
  /** Skips to the end of the line (after a problem), so one bad line costs one problem. */
  private skipLine(): void {
    while (this.peek() && this.peek()?.kind !== "newline" && !this.is("}")) this.at++;
  }
  private fail(token: Token | undefined, message: string): void {
    this.problems.push({ line: token?.line ?? this.tokens.at(-1)?.line ?? 1, message });
  }

  schema(): PrismaBlock[] {
    const blocks: PrismaBlock[] = [];
    for (this.skipNewlines(); this.peek(); this.skipNewlines()) {
      const keyword = this.next() as Token;
      const name = this.peek();
      if (
        keyword.kind !== "word" ||
        !BLOCK_KEYWORDS.has(keyword.text) ||
        name?.kind !== "word" ||
        !this.is("{", 1)
      ) {
        this.fail(keyword, `expected a block (model, enum, datasource, ...), found "${keyword.text}"`);
        // Resynchronise at the next line that opens a block.
        while (
          this.peek() &&
          !(this.peek()?.kind === "newline" && BLOCK_KEYWORDS.has(this.peek(1)?.text ?? ""))
        )
          this.at++;
        continue;
      }
      this.at += 2;
      blocks.push(this.block(keyword.text as PrismaBlock["keyword"], name.text, keyword.line));
    }
    return blocks;
  }

  private block(keyword: PrismaBlock["keyword"], name: string, line: number): PrismaBlock {
    const block: PrismaBlock = {
      keyword,
      name,
      line,
      fields: [],
      attributes: [],
      properties: new Map(),
      propertyLines: new Map(),
    };
    for (this.skipNewlines(); this.peek() && !this.is("}"); this.skipNewlines()) {
      const start = this.peek() as Token;
      if (this.is("@@")) {
        this.at++;
        const attribute = this.attribute(start.line);
        if (attribute) block.attributes.push(attribute);
      } else if (start.kind !== "word") {
        this.fail(start, `expected a field name in ${keyword} ${name}, found "${start.text}"`);
        this.at++;
      } else if (keyword === "datasource" || keyword === "generator") {
        this.at++;
        if (!this.is("=")) this.fail(start, `expected "=" after ${start.text}`);
        else {
          this.at++;
          const value = this.value(0);
          if (value) block.properties.set(start.text, value);
          block.propertyLines.set(start.text, start.line);
        }
      } else if (keyword === "enum") {
        this.at++;
        const field: PrismaField = {
          name: start.text,
          type: "",
          optional: false,
          list: false,
          attributes: [],
          line: start.line,
        };
        this.fieldAttributes(field);
        block.fields.push(field);
      } else {
        this.at++;
        const field = this.field(start);
        if (field) block.fields.push(field);
      }
      if (this.peek() && this.peek()?.kind !== "newline" && !this.is("}")) {
        this.fail(this.peek(), `unexpected "${this.peek()?.text}" after ${start.text}`);
        this.skipLine();
      }
    }
    if (!this.is("}")) this.fail(this.peek(), `${keyword} ${name} is not closed with "}"`);
    this.at++;
    return block;
  }

  private field(name: Token): PrismaField | undefined {
    const type = this.next();
    if (type?.kind !== "word") {
      this.fail(name, `field ${name.text} has no type`);
      this.skipLine();
      return undefined;
    }
    const field: PrismaField = {
      name: name.text,
      type: type.text,
      optional: false,
      list: false,
      attributes: [],
      line: name.line,
    };
    if (this.is("(")) {
      // Unsupported("polygon")
      this.at++;
      const arg = this.next();
      if (arg?.kind === "string") field.typeArg = arg.text;
      if (!this.is(")")) this.fail(type, `${type.text}(...) takes one string`);
      else this.at++;
    }
    if (this.is("[") && this.is("]", 1)) {
      field.list = true;
      this.at += 2;
    }
    if (this.is("?")) {
      field.optional = true;
      this.at++;
    }
    this.fieldAttributes(field);
    return field;
  }

  private fieldAttributes(field: PrismaField): void {
    while (this.is("@")) {
      const at = this.next() as Token;
      const attribute = this.attribute(at.line);
      if (attribute) field.attributes.push(attribute);
    }
  }

  private attribute(line: number): PrismaAttribute | undefined {
    const name = this.next();
    if (name?.kind !== "word") {
      this.fail(name, "expected an attribute name after @");
      this.skipLine();
      return undefined;
    }
    return { name: name.text, args: this.is("(") ? this.args(0) : [], line };
  }

  private args(depth: number): PrismaArg[] {
    this.at++; // (
    const args: PrismaArg[] = [];
    while (this.peek() && !this.is(")")) {
      const named = this.peek()?.kind === "word" && this.is(":", 1) ? this.peek()?.text : undefined;
      if (named) this.at += 2;
      const value = this.value(depth + 1);
      if (!value) break;
      args.push({ name: named, value });
      if (this.is(",")) this.at++;
      else if (!this.is(")")) {
        this.fail(this.peek(), `expected "," or ")" in arguments, found "${this.peek()?.text}"`);
        break;
      }
    }
    if (this.is(")")) this.at++;
    return args;
  }

  private value(depth: number): PrismaValue | undefined {
    const token = this.peek();
    if (!token || depth > MAX_DEPTH) {
      this.fail(token, depth > MAX_DEPTH ? `nested deeper than ${MAX_DEPTH}` : "expected a value");
      return undefined;
    }
    if (token.kind === "string") {
      this.at++;
      return { kind: "string", value: token.text };
    }
    if (token.kind === "number") {
      this.at++;
      return { kind: "number", value: token.text };
    }
    if (token.kind === "word") {
      this.at++;
      return this.is("(")
        ? { kind: "call", name: token.text, args: this.args(depth) }
        : { kind: "name", value: token.text };
    }
    if (token.text === "[") {
      this.at++;
      const items: PrismaValue[] = [];
      while (this.peek() && !this.is("]")) {
        const item = this.value(depth + 1);
        if (!item) break;
        items.push(item);
        if (this.is(",")) this.at++;
        else if (!this.is("]")) break;
      }
      if (!this.is("]")) this.fail(token, 'a list is not closed with "]"');
      else this.at++;
      return { kind: "array", items };
    }
    this.fail(token, `expected a value, found "${token.text}"`);
    return undefined;
  }
}

/** The schema's blocks and problems: the first problem of each line (the rest follow from it). */
export function parsePrisma(text: string): PrismaSchema {
  const { tokens, problems } = tokenize(text);
  const parser = new Parser(tokens);
  const blocks = parser.schema();
  const lines = new Set<number>();
  const first = [...problems, ...parser.problems]
    .sort((a, b) => a.line - b.line)
    .filter((p) => !lines.has(p.line) && lines.add(p.line));
  return { blocks, problems: first };
}
