import {
  floatValue,
  IdlSyntaxError,
  integerValue,
  type Token,
  TokenStream,
  tokenize,
} from "./avro-idl-lexer.js";

/*
 * A recursive-descent parser for Avro IDL after the grammar of Avro 1.12
 * (share/idl_grammar/.../Idl.g4) and the meaning Avro's Java IdlReader gives
 * it: protocols, and the newer schema files (`namespace x;`, `schema T;`, named
 * types without a protocol), `T?` optionals, `decimal(p,s)`, `date`,
 * `time_ms`, `timestamp_ms`, `local_timestamp_ms`, `uuid`, properties
 * (`@namespace`, `@aliases`, `@order`, `@logicalType`, any other) and messages
 * (checked, then dropped: they are no schema). Named types come out as Avro
 * JSON schemas, each with its namespace written out.
 */

export type ImportKind = "idl" | "protocol" | "schema";

export interface IdlImport {
  kind: ImportKind;
  location: string;
  line: number;
}

export interface ParsedIdl {
  /** The protocol's name; absent in a schema file. */
  protocol?: string;
  /** The protocol's namespace, or the file's `namespace` statement. */
  namespace?: string;
  /** The `schema` declaration of a schema file. */
  mainSchema?: unknown;
  imports: IdlImport[];
  /** The named types the file declares, in order. */
  types: Record<string, unknown>[];
  /** The line of each named type's and each field's name. */
  lines: WeakMap<object, number>;
}

const PRIMITIVE_WORDS: Record<string, unknown> = {
  boolean: "boolean",
  int: "int",
  long: "long",
  float: "float",
  double: "double",
  bytes: "bytes",
  string: "string",
  null: "null",
  date: { type: "int", logicalType: "date" },
  time_ms: { type: "int", logicalType: "time-millis" },
  timestamp_ms: { type: "long", logicalType: "timestamp-millis" },
  local_timestamp_ms: { type: "long", logicalType: "local-timestamp-millis" },
  uuid: { type: "string", logicalType: "uuid" },
};
const NAMED_KEYWORDS = new Set(["record", "error", "enum", "fixed"]);
/** Nesting of types and JSON values: deeper input is refused, not a stack overflow. */
const MAX_DEPTH = 200;

type Properties = Map<string, { value: unknown; token: Token }>;

/** A type, and whether it is a `T?` whose null branch's place depends on the field's default. */
interface ParsedType {
  schema: unknown;
  optional: boolean;
}

export function parseIdl(text: string): ParsedIdl {
  return new Parser(tokenize(text)).file();
}

class Parser extends TokenStream {
  private depth = 0;
  private readonly namespaces: Array<string | undefined> = [];
  private readonly result: ParsedIdl = { imports: [], types: [], lines: new WeakMap() };

  file(): ParsedIdl {
    const start = this.peek();
    const properties = this.properties();
    if (this.isWord("protocol")) {
      this.protocol(properties);
    } else {
      if (properties.size === 0 && this.isWord("namespace") && this.peek(1).kind === "word") {
        this.next();
        this.result.namespace = this.identifier();
        this.expect(";");
      }
      this.namespaces.push(this.result.namespace);
      if (properties.size === 0 && this.isWord("schema")) {
        this.next();
        this.result.mainSchema = this.fullType().schema;
        this.expect(";");
      }
      let pending: Properties | undefined = properties;
      let doc = start.doc;
      while (this.peek().kind !== "eof") {
        if (!pending) doc = this.peek().doc;
        const props = pending ?? this.properties();
        pending = undefined;
        if (props.size === 0 && this.isWord("import")) this.importStatement();
        else this.namedSchema(props, doc);
      }
    }
    this.expectKind("eof");
    return this.result;
  }

  private protocol(properties: Properties): void {
    this.next();
    const name = this.identifier();
    const namespace = this.namespaceOf(name, properties);
    this.result.protocol = simpleName(name);
    if (namespace) this.result.namespace = namespace;
    this.namespaces.push(namespace);
    this.expect("{");
    while (!this.isSymbol("}")) {
      const start = this.peek();
      if (start.kind === "eof") this.fail("expected '}' to close the protocol");
      const props = this.properties();
      if (props.size === 0 && this.isWord("import")) this.importStatement();
      else if (this.isNamedDeclaration()) this.namedSchema(props, start.doc);
      else this.message();
    }
    this.next();
  }

  private isNamedDeclaration(): boolean {
    const token = this.peek();
    return token.kind === "word" && NAMED_KEYWORDS.has(token.value) && this.peek(1).kind === "word";
  }

  private importStatement(): void {
    const line = this.next().line;
    const kind = this.next();
    if (kind.kind !== "word" || !["idl", "protocol", "schema"].includes(kind.value)) {
      this.fail("expected idl, protocol or schema after import", kind);
    }
    const location = this.expectKind("string").value;
    this.expect(";");
    this.result.imports.push({ kind: kind.value as ImportKind, location, line });
  }

  private namedSchema(properties: Properties, doc: string | undefined): void {
    const keyword = this.peek();
    if (keyword.kind !== "word" || !NAMED_KEYWORDS.has(keyword.value)) {
      this.fail("expected a record, error, enum or fixed declaration", keyword);
    }
    this.next();
    const nameToken = this.peek();
    const identifier = this.identifier();
    const namespace = this.namespaceOf(identifier, properties);
    const schema: Record<string, unknown> = { type: keyword.value, name: simpleName(identifier) };
    if (namespace) schema.namespace = namespace;
    if (doc !== undefined) schema.doc = doc;
    copyProperties(properties, schema, ["namespace"]);
    if (keyword.value === "fixed") {
      this.expect("(");
      schema.size = integerValue(this.expectKind("integer").value);
      this.expect(")");
      this.expect(";");
    } else if (keyword.value === "enum") {
      schema.symbols = this.enumBody();
      if (this.isSymbol("=")) {
        this.next();
        schema.default = this.identifier();
        this.expect(";");
      }
    } else {
      this.namespaces.push(namespace);
      schema.fields = this.recordBody();
      this.namespaces.pop();
    }
    this.result.lines.set(schema, nameToken.line);
    this.result.types.push(schema);
  }

  private enumBody(): string[] {
    this.expect("{");
    const symbols: string[] = [];
    while (!this.isSymbol("}")) {
      if (symbols.length > 0) this.expect(",");
      this.properties(); // Avro ignores properties of enum symbols
      symbols.push(this.identifier());
    }
    this.next();
    return symbols;
  }

  private recordBody(): Record<string, unknown>[] {
    this.expect("{");
    const fields: Record<string, unknown>[] = [];
    while (!this.isSymbol("}")) {
      if (this.peek().kind === "eof") this.fail("expected '}' to close the record");
      const declarationDoc = this.peek().doc;
      const type = this.fullType();
      do {
        fields.push(this.variable(type, declarationDoc));
      } while (this.isSymbol(",") && this.next());
      this.expect(";");
    }
    this.next();
    return fields;
  }

  private variable(type: ParsedType, declarationDoc: string | undefined): Record<string, unknown> {
    const doc = this.peek().doc ?? declarationDoc;
    const properties = this.properties();
    const nameToken = this.peek();
    const name = this.identifier();
    let fieldType = type.schema;
    const field: Record<string, unknown> = { name };
    if (this.isSymbol("=")) {
      this.next();
      field.default = this.jsonValue();
    }
    if (type.optional && Array.isArray(fieldType)) {
      // Java's IdlReader: `T?` is [null, T], or [T, null] when the default is not null.
      const [nullBranch, other] = fieldType as [unknown, unknown];
      fieldType =
        field.default !== undefined && field.default !== null ? [other, nullBranch] : [nullBranch, other];
    }
    field.type = fieldType;
    if (doc !== undefined) field.doc = doc;
    copyProperties(properties, field, ["namespace"]);
    this.result.lines.set(field, nameToken.line);
    return field;
  }

  /** A message: checked for syntax and dropped (messages are no data schema). */
  private message(): void {
    if (this.isWord("void")) this.next();
    else this.plainType();
    this.identifier();
    this.expect("(");
    while (!this.isSymbol(")")) {
      const declarationDoc = this.peek().doc;
      this.variable(this.fullType(), declarationDoc);
      if (!this.isSymbol(")")) this.expect(",");
    }
    this.next();
    if (this.isWord("oneway")) {
      this.next();
    } else if (this.isWord("throws")) {
      this.next();
      do this.identifier();
      while (this.isSymbol(",") && this.next());
    }
    this.expect(";");
  }

  private fullType(): ParsedType {
    const properties = this.properties();
    const type = this.plainType();
    if (properties.size === 0) return type;
    const target = type.optional && Array.isArray(type.schema) ? type.schema[1] : type.schema;
    if (Array.isArray(target)) return type; // properties of a union have no place in Avro JSON
    if (typeof target === "string" && !(target in PRIMITIVE_WORDS)) {
      this.fail("type references may not be annotated", properties.values().next().value?.token);
    }
    const annotated: Record<string, unknown> =
      typeof target === "string" ? { type: target } : { ...(target as Record<string, unknown>) };
    copyProperties(properties, annotated, []);
    if (type.optional && Array.isArray(type.schema))
      return { schema: [type.schema[0], annotated], optional: true };
    return { schema: annotated, optional: false };
  }

  private plainType(): ParsedType {
    this.enter();
    try {
      const token = this.peek();
      if (token.kind !== "word") this.fail("expected a type", token);
      if ((token.value === "array" || token.value === "map") && this.isSymbolAt(1, "<")) {
        this.next();
        this.next();
        const inner = this.fullType().schema;
        this.expect(">");
        return {
          schema: token.value === "array" ? { type: "array", items: inner } : { type: "map", values: inner },
          optional: false,
        };
      }
      if (token.value === "union" && this.isSymbolAt(1, "{")) {
        this.next();
        this.next();
        const branches = [this.fullType().schema];
        while (this.isSymbol(",") && this.next()) branches.push(this.fullType().schema);
        this.expect("}");
        return { schema: branches, optional: false };
      }
      const schema = this.primitiveOrReference();
      if (this.isSymbol("?")) {
        this.next();
        return { schema: ["null", schema], optional: true };
      }
      return { schema, optional: false };
    } finally {
      this.depth--;
    }
  }

  private primitiveOrReference(): unknown {
    const token = this.next();
    if (token.value === "decimal" && this.isSymbol("(")) {
      this.next();
      const precision = integerValue(this.expectKind("integer").value);
      let scale = 0;
      if (this.isSymbol(",")) {
        this.next();
        scale = integerValue(this.expectKind("integer").value);
      }
      this.expect(")");
      return { type: "bytes", logicalType: "decimal", precision, scale };
    }
    const primitive = PRIMITIVE_WORDS[token.value];
    if (primitive !== undefined) return typeof primitive === "string" ? primitive : { ...primitive };
    const namespace = this.namespaces.at(-1);
    return token.value.includes(".") || !namespace ? token.value : `${namespace}.${token.value}`;
  }

  private properties(): Properties {
    const properties: Properties = new Map();
    while (this.isSymbol("@")) {
      this.next();
      const name = this.identifier();
      this.expect("(");
      const token = this.peek();
      properties.set(name, { value: this.jsonValue(), token });
      this.expect(")");
    }
    return properties;
  }

  private jsonValue(): unknown {
    this.enter();
    try {
      const token = this.next();
      if (token.kind === "string") return token.value;
      if (token.kind === "integer") return integerValue(token.value);
      if (token.kind === "float") return floatValue(token.value);
      if (token.kind === "word" && token.value === "true") return true;
      if (token.kind === "word" && token.value === "false") return false;
      if (token.kind === "word" && token.value === "null") return null;
      if (token.kind === "word" && (token.value === "NaN" || token.value === "Infinity")) {
        return floatValue(token.value);
      }
      if (token.kind === "symbol" && token.value === "[") {
        const values: unknown[] = [];
        while (!this.isSymbol("]")) {
          if (values.length > 0) this.expect(",");
          values.push(this.jsonValue());
        }
        this.next();
        return values;
      }
      if (token.kind === "symbol" && token.value === "{") {
        const object: Record<string, unknown> = {};
        // Idl.g4 wants one pair at least; `{}` (accepted by avsc, written in real files) is read as empty.
        while (!this.isSymbol("}")) {
          if (Object.keys(object).length > 0) this.expect(",");
          const key = this.expectKind("string").value;
          this.expect(":");
          object[key] = this.jsonValue();
        }
        this.next();
        return object;
      }
      return this.fail("expected a JSON value", token);
    } finally {
      this.depth--;
    }
  }

  /** The namespace of a named declaration: from a dotted name, else `@namespace`, else the enclosing one. */
  private namespaceOf(identifier: string, properties: Properties): string | undefined {
    if (identifier.includes(".")) return identifier.slice(0, identifier.lastIndexOf("."));
    const declared = properties.get("namespace");
    if (declared !== undefined) {
      if (typeof declared.value !== "string") this.fail("@namespace needs a string", declared.token);
      return declared.value === "" ? undefined : declared.value;
    }
    return this.namespaces.at(-1);
  }

  private identifier(): string {
    const token = this.next();
    if (token.kind !== "word") this.fail("expected a name", token);
    return token.value;
  }

  private enter(): void {
    if (++this.depth > MAX_DEPTH) this.fail(`nested deeper than ${MAX_DEPTH} levels`);
  }
}

function simpleName(identifier: string): string {
  return identifier.slice(identifier.lastIndexOf(".") + 1);
}

/** Properties onto a schema or field: `aliases` and `order` as Avro names them, others verbatim. */
function copyProperties(properties: Properties, into: Record<string, unknown>, skip: string[]): void {
  for (const [name, { value }] of properties) if (!skip.includes(name)) into[name] = value;
}

export { IdlSyntaxError };
