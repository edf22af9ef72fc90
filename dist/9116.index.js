export const id = 9116;
export const ids = [9116];
export const modules = {

/***/ 89116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readAvroIdl: () => (/* binding */ readAvroIdl),
  readAvroProtocol: () => (/* binding */ readAvroProtocol)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: ./src/schema/reader-helpers.ts
var reader_helpers = __webpack_require__(61356);
;// CONCATENATED MODULE: ./src/schema/readers/avro-idl-lexer.ts
/*
 * The tokens of Avro IDL (the lexer rules of Avro's Idl.g4, 1.12): words
 * (identifiers and keywords alike: which words are keywords depends on where
 * they stand), string and number literals, symbols. Comments are skipped, but
 * a `/** ... *\/` doc comment is kept on the token that follows it.
 */
class IdlSyntaxError extends Error {
    line;
    column;
    constructor(message, line, column) {
        super(`${message}, at line ${line}, column ${column}`);
        this.line = line;
        this.column = column;
    }
}
/** Sticky: matched in place, not on a copy of the rest of the text. */
const STRING = /"(?:[^"\\\n\r]|\\.)*"/y;
const SYMBOLS = new Set(["(", ")", "{", "}", "[", "]", ":", ";", ",", "@", "=", "?", "<", ">"]);
const WORD_PART = /`[\p{XID_Start}_][\p{XID_Continue}]*`|[\p{XID_Start}_][\p{XID_Continue}]*/uy;
const NUMBER = /[+-]?(?:NaN|Infinity|0[xX][0-9a-fA-F]+[lL]?|(?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?[fFdD]?|\d+(?:[eE][+-]?\d+[fFdD]?|[fFdD])|\d+[lL]?)/y;
/** Strips a doc comment's leading stars (or the common indentation), as Avro's IdlReader does. */
function stripDocIndents(comment) {
    const text = comment.slice(3, -2).trim();
    const lines = text.split(/\r\n|\r|\n/);
    if (lines.length === 1)
        return text.replace(/^\*+\s?/, "");
    const rest = lines.slice(1);
    // Javadoc style: every line (the first may be bare) starts with the same stars.
    const stars = /^\s*(\*+)/.exec(rest[0] ?? "")?.[1];
    if (stars && rest.every((line) => line.trimStart().startsWith(stars))) {
        const prefix = new RegExp(String.raw `^\s*\*{${stars.length}} ?`);
        return lines
            .map((line) => line.replace(prefix, ""))
            .join("\n")
            .trim();
    }
    const indents = rest.filter((line) => line.trim() !== "").map((line) => /^\s*/.exec(line)?.[0].length ?? 0);
    const indent = indents.length > 0 ? Math.min(...indents) : 0;
    return [lines[0], ...rest.map((line) => line.slice(indent))].join("\n");
}
function decodeString(raw, line, column) {
    return raw
        .slice(1, -1)
        .replace(/\\(u[0-9a-fA-F]{4}|[0-3][0-7]{2}|[0-7]{1,2}|.)/g, (_match, code) => {
        if (code.startsWith("u"))
            return String.fromCharCode(Number.parseInt(code.slice(1), 16));
        if (/^[0-7]/.test(code))
            return String.fromCharCode(Number.parseInt(code, 8));
        const simple = { n: "\n", r: "\r", b: "\b", f: "\f", t: "\t" };
        if (code in simple)
            return simple[code] ?? "";
        if (code === "\\" || code === '"' || code === "'")
            return code;
        throw new IdlSyntaxError(`unknown escape \\${code} in a string`, line, column);
    });
}
/** The tokens of `text`, ending with one `eof` token. */
function tokenize(text) {
    const tokens = [];
    let offset = 0;
    let line = 1;
    let lineStart = 0;
    let doc;
    const advance = (length) => {
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
    const push = (kind, value, length) => {
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
        }
        else if (char === "\u001a") {
            break; // the old end-of-file marker: the grammar ignores what follows
        }
        else if (rest === "//") {
            const end = text.indexOf("\n", offset);
            advance((end === -1 ? text.length : end) - offset);
        }
        else if (rest === "/*") {
            const end = text.indexOf("*/", offset + 2);
            if (end === -1)
                throw new IdlSyntaxError("unterminated comment", line, column);
            const comment = text.slice(offset, end + 2);
            // `/**/` is an empty comment, not a doc comment; the last doc comment before a token wins.
            if (comment.startsWith("/**") && comment !== "/**/")
                doc = stripDocIndents(comment);
            advance(comment.length);
        }
        else if (char === '"') {
            STRING.lastIndex = offset;
            const match = STRING.exec(text);
            if (!match)
                throw new IdlSyntaxError("unterminated string", line, column);
            push("string", decodeString(match[0], line, column), match[0].length);
        }
        else if (/[0-9.+-]/.test(char) && matchAt(NUMBER, text, offset)) {
            const literal = matchAt(NUMBER, text, offset) ?? "";
            const integer = /^[+-]?(0[xX][0-9a-fA-F]+|\d+)[lL]?$/.test(literal) && !literal.startsWith("+");
            push(integer ? "integer" : "float", literal, literal.length);
        }
        else if (SYMBOLS.has(char)) {
            push("symbol", char, 1);
        }
        else {
            const word = readWord(text, offset);
            if (!word)
                throw new IdlSyntaxError(`unexpected character '${char}'`, line, column);
            push("word", word.value, word.length);
        }
    }
    tokens.push({ kind: "eof", value: "end of file", line, column: offset - lineStart + 1 });
    return tokens;
}
/** What a sticky pattern matches right at `offset`. */
function matchAt(pattern, text, offset) {
    pattern.lastIndex = offset;
    return pattern.exec(text)?.[0];
}
/** An identifier: parts (optionally in backquotes) joined by dots or dashes. */
function readWord(text, offset) {
    let at = offset;
    const parts = [];
    for (;;) {
        const part = matchAt(WORD_PART, text, at);
        if (!part)
            return undefined; // only at the start: a separator is taken only before a part
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
function integerValue(literal) {
    const negative = literal.startsWith("-");
    const digits = literal.replace(/^[+-]/, "").replace(/[lL]$/, "");
    const value = /^0[xX]/.test(digits)
        ? Number.parseInt(digits.slice(2), 16)
        : /^0[0-7]+$/.test(digits)
            ? Number.parseInt(digits.slice(1), 8)
            : Number(digits);
    return negative ? -value : value;
}
function floatValue(literal) {
    const body = literal.replace(/[fFdD]$/, "");
    if (/NaN$/.test(body))
        return Number.NaN;
    if (/Infinity$/.test(body))
        return body.startsWith("-") ? -Infinity : Infinity;
    return Number(body);
}
/** A cursor over the tokens, with the checks a recursive-descent parser makes at each step. */
class TokenStream {
    tokens;
    at = 0;
    constructor(tokens) {
        this.tokens = tokens;
    }
    peek(ahead = 0) {
        return this.tokens[Math.min(this.at + ahead, this.tokens.length - 1)];
    }
    next() {
        const token = this.peek();
        if (this.at < this.tokens.length - 1)
            this.at++;
        return token;
    }
    isWord(value) {
        const token = this.peek();
        return token.kind === "word" && token.value === value;
    }
    isSymbol(value) {
        return this.isSymbolAt(0, value);
    }
    isSymbolAt(ahead, value) {
        const token = this.peek(ahead);
        return token.kind === "symbol" && token.value === value;
    }
    expect(symbol) {
        const token = this.peek();
        if (token.kind !== "symbol" || token.value !== symbol)
            this.fail(`expected '${symbol}'`, token);
        return this.next();
    }
    expectKind(kind) {
        const token = this.peek();
        if (token.kind !== kind)
            this.fail(`expected ${kind === "eof" ? "the end of the file" : `a ${kind}`}`, token);
        return this.next();
    }
    fail(message, token = this.peek()) {
        const found = token.kind === "eof" ? "the end of the file" : `'${token.value}'`;
        throw new IdlSyntaxError(`${message} but found ${found}`, token.line, token.column);
    }
}

;// CONCATENATED MODULE: ./src/schema/readers/avro-idl-parser.ts

const PRIMITIVE_WORDS = {
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
function parseIdl(text) {
    return new Parser(tokenize(text)).file();
}
class Parser extends TokenStream {
    depth = 0;
    namespaces = [];
    result = { imports: [], types: [], lines: new WeakMap() };
    file() {
        const start = this.peek();
        const properties = this.properties();
        if (this.isWord("protocol")) {
            this.protocol(properties);
        }
        else {
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
            let pending = properties;
            let doc = start.doc;
            while (this.peek().kind !== "eof") {
                if (!pending)
                    doc = this.peek().doc;
                const props = pending ?? this.properties();
                pending = undefined;
                if (props.size === 0 && this.isWord("import"))
                    this.importStatement();
                else
                    this.namedSchema(props, doc);
            }
        }
        this.expectKind("eof");
        return this.result;
    }
    protocol(properties) {
        this.next();
        const name = this.identifier();
        const namespace = this.namespaceOf(name, properties);
        this.result.protocol = simpleName(name);
        if (namespace)
            this.result.namespace = namespace;
        this.namespaces.push(namespace);
        this.expect("{");
        while (!this.isSymbol("}")) {
            const start = this.peek();
            if (start.kind === "eof")
                this.fail("expected '}' to close the protocol");
            const props = this.properties();
            if (props.size === 0 && this.isWord("import"))
                this.importStatement();
            else if (this.isNamedDeclaration())
                this.namedSchema(props, start.doc);
            else
                this.message();
        }
        this.next();
    }
    isNamedDeclaration() {
        const token = this.peek();
        return token.kind === "word" && NAMED_KEYWORDS.has(token.value) && this.peek(1).kind === "word";
    }
    importStatement() {
        const line = this.next().line;
        const kind = this.next();
        if (kind.kind !== "word" || !["idl", "protocol", "schema"].includes(kind.value)) {
            this.fail("expected idl, protocol or schema after import", kind);
        }
        const location = this.expectKind("string").value;
        this.expect(";");
        this.result.imports.push({ kind: kind.value, location, line });
    }
    namedSchema(properties, doc) {
        const keyword = this.peek();
        if (keyword.kind !== "word" || !NAMED_KEYWORDS.has(keyword.value)) {
            this.fail("expected a record, error, enum or fixed declaration", keyword);
        }
        this.next();
        const nameToken = this.peek();
        const identifier = this.identifier();
        const namespace = this.namespaceOf(identifier, properties);
        const schema = { type: keyword.value, name: simpleName(identifier) };
        if (namespace)
            schema.namespace = namespace;
        if (doc !== undefined)
            schema.doc = doc;
        copyProperties(properties, schema, ["namespace"]);
        if (keyword.value === "fixed") {
            this.expect("(");
            schema.size = integerValue(this.expectKind("integer").value);
            this.expect(")");
            this.expect(";");
        }
        else if (keyword.value === "enum") {
            schema.symbols = this.enumBody();
            if (this.isSymbol("=")) {
                this.next();
                schema.default = this.identifier();
                this.expect(";");
            }
        }
        else {
            this.namespaces.push(namespace);
            schema.fields = this.recordBody();
            this.namespaces.pop();
        }
        this.result.lines.set(schema, nameToken.line);
        this.result.types.push(schema);
    }
    enumBody() {
        this.expect("{");
        const symbols = [];
        while (!this.isSymbol("}")) {
            if (symbols.length > 0)
                this.expect(",");
            this.properties(); // Avro ignores properties of enum symbols
            symbols.push(this.identifier());
        }
        this.next();
        return symbols;
    }
    recordBody() {
        this.expect("{");
        const fields = [];
        while (!this.isSymbol("}")) {
            if (this.peek().kind === "eof")
                this.fail("expected '}' to close the record");
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
    variable(type, declarationDoc) {
        const doc = this.peek().doc ?? declarationDoc;
        const properties = this.properties();
        const nameToken = this.peek();
        const name = this.identifier();
        let fieldType = type.schema;
        const field = { name };
        if (this.isSymbol("=")) {
            this.next();
            field.default = this.jsonValue();
        }
        if (type.optional && Array.isArray(fieldType)) {
            // Java's IdlReader: `T?` is [null, T], or [T, null] when the default is not null.
            const [nullBranch, other] = fieldType;
            fieldType =
                field.default !== undefined && field.default !== null ? [other, nullBranch] : [nullBranch, other];
        }
        field.type = fieldType;
        if (doc !== undefined)
            field.doc = doc;
        copyProperties(properties, field, ["namespace"]);
        this.result.lines.set(field, nameToken.line);
        return field;
    }
    /** A message: checked for syntax and dropped (messages are no data schema). */
    message() {
        if (this.isWord("void"))
            this.next();
        else
            this.plainType();
        this.identifier();
        this.expect("(");
        while (!this.isSymbol(")")) {
            const declarationDoc = this.peek().doc;
            this.variable(this.fullType(), declarationDoc);
            if (!this.isSymbol(")"))
                this.expect(",");
        }
        this.next();
        if (this.isWord("oneway")) {
            this.next();
        }
        else if (this.isWord("throws")) {
            this.next();
            do
                this.identifier();
            while (this.isSymbol(",") && this.next());
        }
        this.expect(";");
    }
    fullType() {
        const properties = this.properties();
        const type = this.plainType();
        if (properties.size === 0)
            return type;
        const target = type.optional && Array.isArray(type.schema) ? type.schema[1] : type.schema;
        if (Array.isArray(target))
            return type; // properties of a union have no place in Avro JSON
        if (typeof target === "string" && !(target in PRIMITIVE_WORDS)) {
            this.fail("type references may not be annotated", properties.values().next().value?.token);
        }
        const annotated = typeof target === "string" ? { type: target } : { ...target };
        copyProperties(properties, annotated, []);
        if (type.optional && Array.isArray(type.schema))
            return { schema: [type.schema[0], annotated], optional: true };
        return { schema: annotated, optional: false };
    }
    plainType() {
        this.enter();
        try {
            const token = this.peek();
            if (token.kind !== "word")
                this.fail("expected a type", token);
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
                while (this.isSymbol(",") && this.next())
                    branches.push(this.fullType().schema);
                this.expect("}");
                return { schema: branches, optional: false };
            }
            const schema = this.primitiveOrReference();
            if (this.isSymbol("?")) {
                this.next();
                return { schema: ["null", schema], optional: true };
            }
            return { schema, optional: false };
        }
        finally {
            this.depth--;
        }
    }
    primitiveOrReference() {
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
        if (primitive !== undefined)
            return typeof primitive === "string" ? primitive : { ...primitive };
        const namespace = this.namespaces.at(-1);
        return token.value.includes(".") || !namespace ? token.value : `${namespace}.${token.value}`;
    }
    properties() {
        const properties = new Map();
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
    jsonValue() {
        this.enter();
        try {
            const token = this.next();
            if (token.kind === "string")
                return token.value;
            if (token.kind === "integer")
                return integerValue(token.value);
            if (token.kind === "float")
                return floatValue(token.value);
            if (token.kind === "word" && token.value === "true")
                return true;
            if (token.kind === "word" && token.value === "false")
                return false;
            if (token.kind === "word" && token.value === "null")
                return null;
            if (token.kind === "word" && (token.value === "NaN" || token.value === "Infinity")) {
                return floatValue(token.value);
            }
            if (token.kind === "symbol" && token.value === "[") {
                const values = [];
                while (!this.isSymbol("]")) {
                    if (values.length > 0)
                        this.expect(",");
                    values.push(this.jsonValue());
                }
                this.next();
                return values;
            }
            if (token.kind === "symbol" && token.value === "{") {
                const object = {};
                // Idl.g4 wants one pair at least; `{}` (accepted by avsc, written in real files) is read as empty.
                while (!this.isSymbol("}")) {
                    if (Object.keys(object).length > 0)
                        this.expect(",");
                    const key = this.expectKind("string").value;
                    this.expect(":");
                    object[key] = this.jsonValue();
                }
                this.next();
                return object;
            }
            return this.fail("expected a JSON value", token);
        }
        finally {
            this.depth--;
        }
    }
    /** The namespace of a named declaration: from a dotted name, else `@namespace`, else the enclosing one. */
    namespaceOf(identifier, properties) {
        if (identifier.includes("."))
            return identifier.slice(0, identifier.lastIndexOf("."));
        const declared = properties.get("namespace");
        if (declared !== undefined) {
            if (typeof declared.value !== "string")
                this.fail("@namespace needs a string", declared.token);
            return declared.value === "" ? undefined : declared.value;
        }
        return this.namespaces.at(-1);
    }
    identifier() {
        const token = this.next();
        if (token.kind !== "word")
            this.fail("expected a name", token);
        return token.value;
    }
    enter() {
        if (++this.depth > MAX_DEPTH)
            this.fail(`nested deeper than ${MAX_DEPTH} levels`);
    }
}
function simpleName(identifier) {
    return identifier.slice(identifier.lastIndexOf(".") + 1);
}
/** Properties onto a schema or field: `aliases` and `order` as Avro names them, others verbatim. */
function copyProperties(properties, into, skip) {
    for (const [name, { value }] of properties)
        if (!skip.includes(name))
            into[name] = value;
}


// EXTERNAL MODULE: ./src/schema/readers/avro-tree.ts
var avro_tree = __webpack_require__(83495);
// EXTERNAL MODULE: ./src/schema/readers/avsc-lazy.ts
var avsc_lazy = __webpack_require__(69074);
// EXTERNAL MODULE: ./src/schema/readers/json-located.ts
var json_located = __webpack_require__(19087);
;// CONCATENATED MODULE: ./src/schema/readers/avro-idl.ts







/** Bounds on imports: a repository's import graph is small; a runaway one is refused. */
const MAX_IMPORTED_FILES = 200;
const MAX_IMPORT_DEPTH = 32;
class ImportFailure extends Error {
}
function idlDocument(parsed) {
    return {
        value: parsed.types,
        lineOf: (value) => parsed.lines.get(value),
        keyLine: (value) => parsed.lines.get(value),
    };
}
/**
 * Avro IDL (.avdl) by our own parser of Avro 1.12's grammar (avro-idl-parser.ts):
 * protocols and schema files (`namespace`, `schema`, `T?`, `decimal(p,s)`, the
 * date/time shorthands), with `import idl|protocol|schema` files followed
 * inside the repository, relative to the importing file. Each record the file
 * itself declares is an asset; lines are those of the names.
 */
async function readAvroIdl(request) {
    const text = await request.files.readText(request.path);
    if (text === undefined)
        return { assets: [], diagnostics: [(0,reader_helpers/* errorDiagnostic */.Ee)(request.path, "no such file")] };
    let parsed;
    try {
        parsed = parseIdl(text);
    }
    catch (error) {
        const line = error instanceof IdlSyntaxError ? error.line : undefined;
        return {
            assets: [],
            diagnostics: [(0,reader_helpers/* errorDiagnostic */.Ee)(request.path, `invalid Avro IDL: ${(0,reader_helpers/* errorMessage */.gJ)(error)}`, line)],
        };
    }
    const groups = [];
    const visited = new Set([request.path]);
    for (const statement of parsed.imports) {
        try {
            groups.push(...(await importGroups(request, request.path, statement, visited, 1)));
        }
        catch (error) {
            if (!(error instanceof ImportFailure))
                throw error;
            return {
                assets: [],
                diagnostics: [(0,reader_helpers/* errorDiagnostic */.Ee)(request.path, `invalid Avro IDL: ${error.message}`, statement.line)],
            };
        }
    }
    const own = { file: request.path, doc: idlDocument(parsed), text };
    groups.push({ types: parsed.types, namespace: parsed.namespace, source: own, own: true });
    return groupAssets(request, groups);
}
/** The types one import statement brings, its own imports first (each file once). */
async function importGroups(request, from, statement, visited, depth) {
    const file = external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(from), statement.location));
    if (statement.location.startsWith("/") || file.startsWith("../") || file === "..") {
        throw new ImportFailure(`import '${statement.location}' points outside the repository: not followed`);
    }
    if (visited.has(file))
        return [];
    visited.add(file);
    if (visited.size > MAX_IMPORTED_FILES || depth > MAX_IMPORT_DEPTH) {
        throw new ImportFailure(`more than ${MAX_IMPORTED_FILES} imported files or ${MAX_IMPORT_DEPTH} levels of imports`);
    }
    const text = await request.files.readText(file);
    if (text === undefined)
        throw new ImportFailure(`import '${file}' not found in the repository`);
    const where = (line) => `${file}${line === undefined ? "" : `, line ${line}`}`;
    if (statement.kind === "idl") {
        let parsed;
        try {
            parsed = parseIdl(text);
        }
        catch (error) {
            const line = error instanceof IdlSyntaxError ? error.line : undefined;
            throw new ImportFailure(`in imported ${where(line)}: ${(0,reader_helpers/* errorMessage */.gJ)(error)}`);
        }
        const groups = [];
        for (const inner of parsed.imports)
            groups.push(...(await importGroups(request, file, inner, visited, depth + 1)));
        const source = { file, doc: idlDocument(parsed), text };
        groups.push({ types: parsed.types, namespace: parsed.namespace, source, own: false });
        return groups;
    }
    let doc;
    try {
        doc = (0,json_located/* parseJsonLocated */.uC)(text);
    }
    catch (error) {
        const line = error instanceof json_located/* JsonParseError */.iC ? error.line : undefined;
        throw new ImportFailure(`in imported ${where(line)}: not valid JSON: ${(0,reader_helpers/* errorMessage */.gJ)(error)}`);
    }
    const source = { file, doc, text };
    if (statement.kind === "protocol") {
        const value = (0,json_located/* isRecord */.u4)(doc.value) ? doc.value : {};
        const types = Array.isArray(value.types) ? value.types.filter(json_located/* isRecord */.u4) : [];
        return [{ types, namespace: (0,avro_tree/* stringOr */.JI)(value.namespace), source, own: false }];
    }
    const types = (Array.isArray(doc.value) ? doc.value : [doc.value]).filter(json_located/* isRecord */.u4);
    return [{ types, namespace: undefined, source, own: false }];
}
/**
 * An Avro protocol file (.avpr, JSON): each record it declares is an asset,
 * as in .avdl files.
 */
async function readAvroProtocol(request) {
    const text = await request.files.readText(request.path);
    if (text === undefined)
        return { assets: [], diagnostics: [(0,reader_helpers/* errorDiagnostic */.Ee)(request.path, "no such file")] };
    let doc;
    try {
        doc = (0,json_located/* parseJsonLocated */.uC)(text);
    }
    catch (error) {
        const line = error instanceof json_located/* JsonParseError */.iC ? error.line : undefined;
        return {
            assets: [],
            diagnostics: [(0,reader_helpers/* errorDiagnostic */.Ee)(request.path, `not valid JSON: ${(0,reader_helpers/* errorMessage */.gJ)(error)}`, line)],
        };
    }
    if (!(0,json_located/* isRecord */.u4)(doc.value) || typeof doc.value.protocol !== "string") {
        return {
            assets: [],
            diagnostics: [(0,reader_helpers/* errorDiagnostic */.Ee)(request.path, "an Avro protocol needs a `protocol` name", 1)],
        };
    }
    const types = Array.isArray(doc.value.types) ? doc.value.types.filter(json_located/* isRecord */.u4) : [];
    const source = { file: request.path, doc, text };
    return groupAssets(request, [{ types, namespace: (0,avro_tree/* stringOr */.JI)(doc.value.namespace), source, own: true }]);
}
/** Validates the types with avsc and maps each record of the `own` groups to an asset. */
function groupAssets(request, groups) {
    const keyLine = (type, source) => source.doc.keyLine(type, "name") ?? source.doc.lineOf(type);
    const definitions = new Map();
    for (const group of groups)
        (0,avro_tree/* collectNames */.Np)(group.types, group.namespace, group.source, definitions);
    // A type may be used before it is declared: register in rounds until nothing changes.
    const registry = {};
    let pending = groups.flatMap((group) => group.types.map((type) => ({ type, group })));
    let lastError = "";
    while (pending.length > 0) {
        const failed = pending.filter(({ type, group }) => {
            try {
                // A failed attempt may leave half a type in its registry: try on a copy.
                const attempt = { ...registry };
                avsc_lazy/* AvroType */.d.forSchema(type, {
                    registry: attempt,
                    namespace: group.namespace,
                    wrapUnions: true,
                });
                Object.assign(registry, attempt);
                return false;
            }
            catch (error) {
                lastError = (0,reader_helpers/* errorMessage */.gJ)(error);
                return true;
            }
        });
        if (failed.length === pending.length) {
            const first = failed.find(({ group }) => group.own) ?? failed[0];
            const undefinedName = /undefined type name: (\S+)/.exec(lastError)?.[1];
            const user = first?.group.own && undefinedName ? fieldUsing(first.type, undefinedName) : undefined;
            const line = first?.group.own
                ? ((user && keyLine(user, first.group.source)) ?? keyLine(first.type, first.group.source) ?? 1)
                : 1;
            const where = first && !first.group.own ? ` (in imported ${first.group.source.file})` : "";
            return {
                assets: [],
                diagnostics: [(0,reader_helpers/* errorDiagnostic */.Ee)(request.path, `invalid Avro schema: ${lastError}${where}`, line)],
            };
        }
        pending = failed;
    }
    const assets = [];
    const warnings = [];
    for (const { types, namespace, source, own } of groups) {
        // Records merged in from imports are assets of their own files.
        if (!own)
            continue;
        for (const type of types) {
            if (type.type !== "record")
                continue;
            const fullName = (0,avro_tree/* qualify */.Ss)(String(type.name), (0,avro_tree/* stringOr */.JI)(type.namespace) ?? namespace);
            const converter = new avro_tree/* Converter */.Tq(definitions, request.path);
            const tree = converter.convert(type, namespace, source, new Set());
            if (converter.truncated > 0)
                warnings.push((0,avro_tree/* truncationWarning */.Gr)(request.path, fullName, converter.truncated));
            const path = `${request.path}:${fullName}`;
            assets.push({
                sourceType: "avro",
                resourceName: (0,model/* resourceName */.Iy)("avro", request.dataSource, path),
                dataSource: request.dataSource,
                path,
                file: request.path,
                line: keyLine(type, source),
                schema: { ...tree, name: fullName },
            });
        }
    }
    return { assets, diagnostics: warnings };
}
/** The first field of a record whose type names `name` (to point an undefined type at its use). */
function fieldUsing(type, name) {
    const names = (schema) => schema === name ||
        (Array.isArray(schema) && schema.some(names)) ||
        ((0,json_located/* isRecord */.u4)(schema) && [schema.type, schema.items, schema.values].some(names));
    const fields = Array.isArray(type.fields) ? type.fields.filter(json_located/* isRecord */.u4) : [];
    return fields.find((field) => names(field.type));
}


/***/ })

};
