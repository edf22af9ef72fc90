export const id = 3113;
export const ids = [3113];
export const modules = {

/***/ 33113:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  typescriptLanguage: () => (/* binding */ typescriptLanguage)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/schema/readers/code/reader.ts + 2 modules
var reader = __webpack_require__(39640);
;// CONCATENATED MODULE: ./src/schema/readers/code/zod.ts

/**
 * zod schemas as models: `export const User = z.object({...})` is a struct
 * named after its variable. Each property's call chain is read from its base
 * (`z.string()`, `z.array(X)`, `z.enum([...])`, another schema's variable) and
 * its modifiers: `.optional()`/`.nullish()` make the field optional,
 * `.nullable()` admits null, `.describe("...")` is the doc.
 */
function zodDeclarations(statement, outer, exported) {
    const found = [];
    for (const declarator of statement.namedChildren) {
        if (declarator?.type !== "variable_declarator")
            continue;
        const name = declarator.childForFieldName("name")?.text;
        const value = declarator.childForFieldName("value");
        const object = value ? zodObject(value) : undefined;
        if (!name || !value)
            continue;
        const doc = (0,reader.leadingDoc)(outer, reader.isBlockDoc);
        if (!object) {
            // `const Source = z.enum([...])`, `z.union(...)`: a type other schemas use by name.
            if (chain(value).base === "z") {
                const { type } = zodType(value);
                found.push({ kind: "alias", name, line: (0,reader.lineOf)(declarator), ...(doc ? { doc } : {}), type });
            }
            continue;
        }
        found.push({
            kind: "struct",
            name,
            line: (0,reader.lineOf)(declarator),
            ...(doc ? { doc } : {}),
            fields: objectFields(object),
            isAsset: exported,
            hasError: declarator.hasError,
        });
    }
    return found;
}
/** `z.object({...}).strict()`: the object literal of the base `z.object` call. */
function zodObject(node) {
    const { base, calls } = chain(node);
    const first = calls[0];
    return base === "z" && first?.method === "object" && first.args[0]?.type === "object"
        ? first.args[0]
        : undefined;
}
/** A call chain `z.a(x).b().c(y)` as its root identifier and calls, in order. */
function chain(node) {
    const calls = [];
    let current = node;
    while (current?.type === "call_expression") {
        const fn = current.childForFieldName("function");
        if (fn?.type !== "member_expression")
            break;
        const args = (current.childForFieldName("arguments")?.namedChildren ?? []).flatMap((a) => a && a.type !== "comment" ? [a] : []);
        calls.unshift({ method: fn.childForFieldName("property")?.text ?? "", args });
        current = fn.childForFieldName("object");
    }
    return { base: current?.text ?? "", calls };
}
function objectFields(object) {
    const fields = [];
    for (const pair of object.namedChildren) {
        if (pair?.type !== "pair")
            continue;
        const key = pair.childForFieldName("key");
        const value = pair.childForFieldName("value");
        if (!key || !value)
            continue;
        const { type, optional, doc } = zodType(value);
        fields.push({
            name: key.type === "string" ? (0,reader.unquote)(key.text) : key.text,
            line: (0,reader.lineOf)(pair),
            type,
            ...(optional ? { optional } : {}),
            ...(doc ? { doc } : {}),
        });
    }
    return fields;
}
const BASE_TYPES = {
    string: "string",
    number: "number",
    bigint: "bigint",
    boolean: "boolean",
    date: "Date",
    null: "null",
    undefined: "undefined",
    uuid: "string",
    email: "string",
    url: "string",
};
/** String refinements that name a format: `z.string().uuid()`. */
const FORMATS = {
    uuid: "uuid",
    email: "email",
    url: "uri",
    datetime: "date-time",
    date: "date",
    ipv4: "ipv4",
    ipv6: "ipv6",
};
function zodType(node) {
    const text = node.text;
    const { base, calls } = chain(node);
    if (node.type === "identifier")
        return { type: { kind: "named", name: text, args: [], text }, optional: false };
    let optional = false;
    let nullable = false;
    let doc;
    // A schema variable with modifiers: `Address.optional()`.
    let type = base !== "z"
        ? { kind: "named", name: base, args: [], text: base }
        : { kind: "named", name: "", args: [], text };
    calls.forEach((call, index) => {
        if (index === 0 && base === "z")
            type = zodBase(call, text);
        else if (call.method === "optional" || call.method === "nullish")
            optional = true;
        if (call.method === "nullable" || call.method === "nullish")
            nullable = true;
        if (call.method === "describe" && call.args[0]?.type === "string")
            doc = (0,reader.unquote)(call.args[0].text);
        const format = index > 0 && type.kind === "named" ? FORMATS[call.method] : undefined;
        if (format && type.kind === "named")
            type = { ...type, constraints: { ...type.constraints, format } };
    });
    if (nullable)
        type = { kind: "nullable", inner: type, text };
    return { type, optional, doc };
}
function zodBase(call, text) {
    const named = BASE_TYPES[call.method];
    if (named)
        return { kind: "named", name: named, args: [], text: named };
    const [first, second] = call.args;
    switch (call.method) {
        case "array":
            return { kind: "list", element: first ? zodType(first).type : unknownType(text), text };
        case "record":
            return {
                kind: "map",
                key: second && first ? zodType(first).type : { kind: "named", name: "string", args: [], text: "string" },
                value: (second ?? first) ? zodType((second ?? first)).type : unknownType(text),
                text,
            };
        case "enum":
            return {
                kind: "union",
                variants: (first?.type === "array" ? first.namedChildren : []).flatMap((item) => item?.type === "string"
                    ? [{ kind: "literal", value: (0,reader.unquote)(item.text), text: item.text }]
                    : []),
                text,
            };
        case "literal":
            return first?.type === "string"
                ? { kind: "literal", value: (0,reader.unquote)(first.text), text }
                : first?.type === "number"
                    ? { kind: "literal", value: Number(first.text), text }
                    : unknownType(text);
        case "object":
            return first?.type === "object"
                ? { kind: "inline", fields: objectFields(first), text }
                : unknownType(text);
        case "union":
            return {
                kind: "union",
                variants: (first?.type === "array" ? first.namedChildren : []).flatMap((item) => item ? [zodType(item).type] : []),
                text,
            };
        default:
            return unknownType(text);
    }
}
function unknownType(text) {
    return { kind: "named", name: "", args: [], text };
}

;// CONCATENATED MODULE: ./src/schema/readers/code/typescript.ts



const types = {
    primitives: {
        string: { type: "string" },
        number: { type: "float64" },
        bigint: { type: "int64" },
        boolean: { type: "bool" },
        Date: { type: "timestamp64", logical: "Timestamp" },
        Uint8Array: { type: "bytes" },
        Buffer: { type: "bytes" },
        null: { type: "null" },
        undefined: { type: "null" },
        void: { type: "null" },
    },
    lists: new Set(["Array", "ReadonlyArray", "Set", "ReadonlySet"]),
    maps: new Set(["Record", "Map", "ReadonlyMap"]),
    optionals: new Set(),
};
/**
 * TypeScript: exported interfaces, object type aliases and classes (public,
 * non-static typed properties). A field is optional when written `name?:` or
 * when its type admits `null` or `undefined`.
 */
const typescriptLanguage = {
    sourceType: "typescript",
    extensions: [".ts", ".mts", ".cts"],
    grammar: "typescript",
    types,
    declarations(root) {
        const declarations = [];
        collectStatements(root, "", true, declarations);
        // Inside `namespace Admin`, its types are written unqualified: known so too, unless the file has that name.
        const names = new Set(declarations.map((d) => d.name));
        const unqualified = declarations.flatMap((d) => {
            const short = d.name.slice(d.name.lastIndexOf(".") + 1);
            if (short === d.name || names.has(short))
                return [];
            names.add(short);
            return [d.kind === "struct" ? { ...d, name: short, isAsset: false } : { ...d, name: short }];
        });
        return [...declarations, ...unqualified];
    },
    imports: typescriptImports,
    modulePaths: typescriptModulePaths,
};
/**
 * `import { A, B as C } from "./x"`, `import type`, `import * as ns from "./x"`,
 * and the re-exports of barrel files: `export { A } from "./a"`, `export * from "./a"`,
 * `export * as ns from "./a"`. Default imports are not followed.
 */
function typescriptImports(root) {
    const imports = [];
    for (const statement of root.namedChildren) {
        if (statement?.type !== "import_statement" && statement?.type !== "export_statement")
            continue;
        const source = statement.childForFieldName("source");
        if (!source)
            continue;
        const module = (0,reader.unquote)(source.text);
        const clause = statement.type === "import_statement"
            ? statement.namedChildren.find((child) => child?.type === "import_clause")
            : statement;
        const names = [];
        let namespace;
        for (const part of clause?.namedChildren ?? []) {
            if (part?.type === "named_imports" || part?.type === "export_clause") {
                for (const specifier of part.namedChildren) {
                    const imported = specifier?.childForFieldName("name")?.text;
                    const local = specifier?.childForFieldName("alias")?.text ?? imported;
                    if (imported && local)
                        names.push({ imported, local });
                }
            }
            else if (part?.type === "namespace_import" || part?.type === "namespace_export") {
                namespace = part.namedChildren[0]?.text;
            }
        }
        const all = statement.type === "export_statement" && names.length === 0 && !namespace;
        imports.push({ module, names, ...(namespace ? { namespace } : {}), ...(all ? { all } : {}) });
    }
    return imports;
}
/**
 * Relative specifiers only (`./x`, `../models/x.js`), as TypeScript resolves
 * them: `x.ts`, `x.d.ts`, `x/index.ts`, and `.js` written for `.ts` (ESM).
 * Package imports and path aliases are not followed.
 */
function typescriptModulePaths(file, module) {
    if (!module.startsWith("./") && !module.startsWith("../"))
        return [];
    const base = external_node_path_.posix.join(external_node_path_.posix.dirname(file), module);
    const stem = base.replace(/\.(m|c)?js$/, "");
    const candidates = /\.(m|c)?ts$/.test(base) ? [base] : [];
    const ending = /\.mjs$/.test(base) ? ".mts" : /\.cjs$/.test(base) ? ".cts" : ".ts";
    candidates.push(`${stem}${ending}`, `${stem}.d.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.d.ts`);
    return candidates;
}
/**
 * The declarations of a file or of a namespace body. Types in `namespace Api`
 * are named `Api.User`, as code refers to them; they are assets when exported
 * from an exported namespace.
 */
function collectStatements(body, prefix, visible, into) {
    for (const statement of body.namedChildren) {
        if (!statement)
            continue;
        const exported = statement.type === "export_statement";
        let declaration = exported ? statement.childForFieldName("declaration") : statement;
        if (declaration?.type === "expression_statement")
            declaration = declaration.namedChildren[0] ?? null;
        if (!declaration)
            continue;
        if (declaration.type === "internal_module" || declaration.type === "module") {
            const name = declaration.childForFieldName("name")?.text;
            const inner = declaration.childForFieldName("body");
            if (name && inner)
                collectStatements(inner, `${prefix}${name}.`, visible && exported, into);
            continue;
        }
        if (declaration.type === "lexical_declaration") {
            const schemas = zodDeclarations(declaration, statement, visible && exported);
            into.push(...schemas.map((found) => (prefix ? { ...found, name: `${prefix}${found.name}` } : found)));
            continue;
        }
        const found = declarationOf(declaration, statement, visible && exported);
        if (found)
            into.push(prefix ? { ...found, name: `${prefix}${found.name}` } : found);
    }
}
function declarationOf(node, outer, exported) {
    const name = node.childForFieldName("name")?.text;
    if (!name)
        return undefined;
    const line = (0,reader.lineOf)(node);
    const doc = (0,reader.leadingDoc)(outer, reader.isBlockDoc);
    const base = { name, line, ...(doc ? { doc } : {}) };
    const hasError = node.hasError;
    switch (node.type) {
        case "interface_declaration":
        case "class_declaration": {
            const embeds = heritage(node);
            return {
                kind: "struct",
                ...base,
                fields: fieldsOf(node.childForFieldName("body")),
                ...(embeds.length > 0 ? { embeds } : {}),
                isAsset: exported,
                hasError,
            };
        }
        case "type_alias_declaration": {
            const value = node.childForFieldName("value");
            if (!value)
                return undefined;
            if (value.type === "object_type") {
                return { kind: "struct", ...base, fields: fieldsOf(value), isAsset: exported, hasError };
            }
            // `A & B & { c: number }`: the fields of the named parts, then the written ones.
            if (value.type === "intersection_type") {
                const parts = intersectionParts(value);
                return {
                    kind: "struct",
                    ...base,
                    fields: parts.flatMap((part) => (part.type === "object_type" ? fieldsOf(part) : [])),
                    embeds: parts.flatMap((part) => part.type === "type_identifier" || part.type === "nested_type_identifier" ? [part.text] : []),
                    isAsset: exported,
                    hasError,
                };
            }
            return { kind: "alias", ...base, type: typeExpr(value) };
        }
        case "enum_declaration": {
            const symbols = [];
            for (const member of node.childForFieldName("body")?.namedChildren ?? []) {
                if (!member)
                    continue;
                if (member.type === "enum_assignment") {
                    const value = member.childForFieldName("value");
                    symbols.push(value?.type === "string" ? (0,reader.unquote)(value.text) : (member.childForFieldName("name")?.text ?? ""));
                }
                else if (member.type === "property_identifier") {
                    symbols.push(member.text);
                }
            }
            return { kind: "enum", ...base, symbols };
        }
        default:
            return undefined;
    }
}
/** `interface A extends B, C` and `class A extends B`: the types whose fields A inherits (generic arguments dropped). */
function heritage(node) {
    const clauses = node.namedChildren.flatMap((child) => {
        if (child?.type === "extends_type_clause")
            return [child];
        if (child?.type === "class_heritage")
            return child.namedChildren.filter((c) => c?.type === "extends_clause");
        return [];
    });
    return clauses.flatMap((clause) => (clause?.namedChildren ?? []).flatMap((type) => {
        const name = type?.type === "generic_type" ? type.childForFieldName("name") : type;
        return name && /^[\w.]+$/.test(name.text) ? [name.text] : [];
    }));
}
const SKIPPED_MODIFIERS = new Set(["static", "private", "protected", "declare"]);
function fieldsOf(body) {
    const fields = [];
    for (const member of body?.namedChildren ?? []) {
        if (member?.type === "method_definition" && member.childForFieldName("name")?.text === "constructor") {
            fields.push(...parameterProperties(member));
            continue;
        }
        if (!member || (member.type !== "property_signature" && member.type !== "public_field_definition"))
            continue;
        const nameNode = member.childForFieldName("name");
        const typeNode = member.childForFieldName("type")?.namedChildren[0];
        if (!nameNode || nameNode.type === "private_property_identifier")
            continue;
        if (member.children.some((child) => child && SKIPPED_MODIFIERS.has(modifierText(child))))
            continue;
        const doc = (0,reader.leadingDoc)(member, reader.isBlockDoc);
        fields.push({
            name: nameNode.type === "string" ? (0,reader.unquote)(nameNode.text) : nameNode.text,
            line: (0,reader.lineOf)(member),
            type: typeNode ? typeExpr(typeNode) : inferred(member.childForFieldName("value")),
            ...(member.children.some((child) => child?.type === "?") || ormNullable(member)
                ? { optional: true }
                : {}),
            ...(doc ? { doc } : {}),
        });
    }
    return fields;
}
/** The column decorators of the TypeScript ORMs, whose options (not the field's type) say whether it is nullable. */
const ORM_COLUMN = /^@(?:Column|PrimaryColumn|ViewColumn|ManyToOne|OneToOne|JoinColumn|Property|Enum|ForeignKey|BelongsTo)\b/;
/**
 * A column its ORM makes nullable whatever its TypeScript type says: TypeORM and MikroORM
 * (`@Column({ nullable: true }) nickname: string`, `@ManyToOne(() => T, { nullable: true })`,
 * `@Property({ nullable: true })`; NOT NULL otherwise) and sequelize-typescript (`allowNull: true`,
 * `@AllowNull`). Another decorator's options (a validator's, `@ApiProperty`'s) say nothing of the column.
 */
function ormNullable(member) {
    const decorators = member.children.flatMap((child) => child?.type === "decorator" ? [child.text.replace(/\s+/g, " ")] : []);
    if (decorators.some((d) => /^@AllowNull\b(?! ?\( ?false ?\))/.test(d)))
        return true;
    return decorators.some((d) => ORM_COLUMN.test(d) && /\b(?:nullable|allowNull) ?: ?true\b/.test(d));
}
/**
 * `constructor(public id: string, readonly n?: number)` declares properties;
 * plain and private parameters do not become fields.
 */
function parameterProperties(constructorNode) {
    const fields = [];
    for (const parameter of constructorNode.childForFieldName("parameters")?.namedChildren ?? []) {
        if (parameter?.type !== "required_parameter" && parameter?.type !== "optional_parameter")
            continue;
        const modifiers = parameter.children.flatMap((child) => child && (child.type === "accessibility_modifier" || child.type === "readonly") ? [child.text] : []);
        if (modifiers.length === 0 || modifiers.some((modifier) => SKIPPED_MODIFIERS.has(modifier)))
            continue;
        const name = parameter.childForFieldName("pattern");
        const typeNode = parameter.childForFieldName("type")?.namedChildren[0];
        if (name?.type !== "identifier")
            continue;
        fields.push({
            name: name.text,
            line: (0,reader.lineOf)(parameter),
            type: typeNode ? typeExpr(typeNode) : inferred(parameter.childForFieldName("value")),
            ...(parameter.type === "optional_parameter" ? { optional: true } : {}),
        });
    }
    return fields;
}
/** An unannotated class field takes the type of its literal initializer, as TypeScript infers it. */
function inferred(value) {
    const literalTypes = {
        number: "number",
        string: "string",
        template_string: "string",
        true: "boolean",
        false: "boolean",
    };
    const name = value ? literalTypes[value.type] : undefined;
    return name
        ? { kind: "named", name, args: [], text: name }
        : unknown(value ? `(inferred from ${value.text.slice(0, 60)})` : "(untyped)");
}
function modifierText(node) {
    return node.type === "accessibility_modifier" ? node.text : node.type;
}
function typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "predefined_type":
        case "type_identifier":
        case "nested_type_identifier":
            return { kind: "named", name: text, args: [], text };
        case "generic_type": {
            const name = node.childForFieldName("name")?.text ?? "";
            const args = (node.childForFieldName("type_arguments")?.namedChildren ?? []).flatMap((arg) => arg ? [typeExpr(arg)] : []);
            return { kind: "named", name, args, text };
        }
        case "array_type": {
            const element = node.namedChildren[0];
            return { kind: "list", element: element ? typeExpr(element) : unknown(text), text };
        }
        case "readonly_type":
        case "parenthesized_type": {
            const inner = node.namedChildren[0];
            return inner ? typeExpr(inner) : unknown(text);
        }
        case "union_type":
            return { kind: "union", variants: flattenUnion(node).map(typeExpr), text };
        case "literal_type": {
            const literal = node.namedChildren[0];
            if (!literal)
                return unknown(text);
            if (literal.type === "null" || literal.type === "undefined")
                return { kind: "null", text };
            if (literal.type === "string")
                return { kind: "literal", value: (0,reader.unquote)(literal.text), text };
            if (literal.type === "number" || literal.type === "unary_expression") {
                return { kind: "literal", value: Number(literal.text), text };
            }
            if (literal.type === "true" || literal.type === "false") {
                return { kind: "literal", value: literal.type === "true", text };
            }
            return unknown(text);
        }
        case "object_type":
            return { kind: "inline", fields: fieldsOf(node), text };
        default:
            return unknown(text);
    }
}
/** `a | b | c` nests as union(union(a, b), c). */
function flattenUnion(node) {
    return node.namedChildren.flatMap((child) => {
        if (!child)
            return [];
        return child.type === "union_type" ? flattenUnion(child) : [child];
    });
}
function unknown(text) {
    return { kind: "named", name: "", args: [], text };
}
function intersectionParts(node) {
    return node.namedChildren.flatMap((child) => {
        if (!child)
            return [];
        if (child.type === "intersection_type")
            return intersectionParts(child);
        if (child.type === "parenthesized_type")
            return child.namedChildren[0] ? [child.namedChildren[0]] : [];
        return [child];
    });
}


/***/ })

};
