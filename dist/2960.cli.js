export const id = 2960;
export const ids = [2960,2198];
export const modules = {

/***/ 97988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ sourceTypeOfResourceName),
/* harmony export */   f: () => (/* binding */ formatResourceName)
/* harmony export */ });
/* harmony import */ var _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20117);

/** `{source_type}://{data_source}:{path}` (docs/service-interface.md "Resource name"): the one place it is written. */
function formatResourceName(name) {
    return `${name.source_type}://${name.data_source}:${name.path}`;
}
/**
 * The source type a resource name starts with, if it is a known one. Only the
 * source type is parsed: a data source may itself hold `:` (`host:5432`), so
 * the split between data source and path is not recoverable from the text.
 */
function sourceTypeOfResourceName(name) {
    const end = name.indexOf("://");
    if (end < 0)
        return undefined;
    const type = name.slice(0, end);
    return _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__/* .SOURCE_TYPES */ .m.includes(type) ? type : undefined;
}


/***/ }),

/***/ 53814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ej: () => (/* binding */ boundedAsset),
/* harmony export */   vN: () => (/* binding */ MAX_EXPANDED_NODES)
/* harmony export */ });
/* unused harmony export MAX_TREE_NODES */
/**
 * Above this many schema nodes in one asset, a reader that expands named types
 * (JSON Schema `$ref`, Avro named records) keeps further uses as named references.
 */
const MAX_EXPANDED_NODES = 50_000;
/**
 * The bound on any reader's tree, after its own expansion: a tree that shares
 * subtrees (a Protobuf message nested in many) expands when written out, and a
 * file of inline definitions is bounded by the file size only.
 */
const MAX_TREE_NODES = 4 * MAX_EXPANDED_NODES;
/**
 * An asset whose tree has more than `max` nodes, cut: past the budget a named
 * struct (one with an alias) is kept as a reference to its name, as a recursive
 * use is. Walks at most about `max` nodes plus the references, however much the
 * tree shares.
 */
function boundedAsset(asset, max = MAX_TREE_NODES) {
    const state = { nodes: 0, cut: 0 };
    const schema = bound(asset.schema, state, max, true);
    if (state.cut === 0)
        return { asset };
    return {
        asset: { ...asset, schema },
        diagnostic: {
            file: asset.file,
            ...(asset.line !== undefined ? { line: asset.line } : {}),
            severity: "warning",
            message: `${asset.path} expands to more than ${max} schema nodes: ${state.cut} further uses of named types are kept as references`,
        },
    };
}
function bound(tree, state, max, root) {
    state.nodes++;
    if (!tree.fields)
        return tree;
    if (!root && state.nodes > max && tree.alias !== undefined && tree.type === "struct") {
        state.cut++;
        const { fields: _fields, ...named } = tree;
        return { ...named, constraints: { ...tree.constraints, ref: tree.alias } };
    }
    const fields = tree.fields.map((f) => bound(f, state, max, false));
    return fields.every((f, i) => f === tree.fields?.[i]) ? tree : { ...tree, fields };
}


/***/ }),

/***/ 32960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  closeReaders: () => (/* reexport */ instance/* closePGlite */.Im),
  defaultDataSource: () => (/* binding */ defaultDataSource),
  detectSourceType: () => (/* binding */ detectSourceType),
  planReads: () => (/* binding */ planReads),
  readAssetVersionPairs: () => (/* binding */ readAssetVersionPairs),
  readAssets: () => (/* binding */ readAssets),
  readerFor: () => (/* binding */ readerFor),
  readers: () => (/* binding */ readers),
  resourceName: () => (/* reexport */ model/* resourceName */.Iy),
  sharedFolderRule: () => (/* binding */ sharedFolderRule),
  toWireNode: () => (/* reexport */ model/* toWireNode */.zN),
  uniqueTargets: () => (/* binding */ uniqueTargets)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/schema/budget.ts
var budget = __webpack_require__(53814);
// EXTERNAL MODULE: ./src/schema/fs-source.ts
var fs_source = __webpack_require__(28784);
// EXTERNAL MODULE: ./src/schema/readers/code/reader.ts + 2 modules
var reader = __webpack_require__(39640);
;// CONCATENATED MODULE: ./src/schema/readers/code/golang.ts

const TIMESTAMP = { type: "timestamp64", logical: "Timestamp" };
const types = {
    primitives: {
        string: { type: "string" },
        bool: { type: "bool" },
        int: { type: "int64" },
        int8: { type: "int8" },
        int16: { type: "int16" },
        int32: { type: "int32" },
        rune: { type: "int32" },
        int64: { type: "int64" },
        uint: { type: "uint64" },
        uint8: { type: "uint8" },
        byte: { type: "uint8" },
        uint16: { type: "uint16" },
        uint32: { type: "uint32" },
        uint64: { type: "uint64" },
        float32: { type: "float32" },
        float64: { type: "float64" },
        "[]byte": { type: "bytes" },
        "time.Time": TIMESTAMP,
        "time.Duration": { type: "int64", logical: "Duration" },
        "uuid.UUID": { type: "uuid" },
        "decimal.Decimal": { type: "decimal128", logical: "Decimal" },
        "big.Int": { type: "decimal128", logical: "Decimal", constraints: { scale: 0 } },
        "sql.NullString": { type: "string", optional: true },
        "sql.NullInt64": { type: "int64", optional: true },
        "sql.NullInt32": { type: "int32", optional: true },
        "sql.NullFloat64": { type: "float64", optional: true },
        "sql.NullBool": { type: "bool", optional: true },
        "sql.NullTime": { ...TIMESTAMP, optional: true },
    },
    lists: new Set(),
    maps: new Set(),
    optionals: new Set(),
};
/**
 * Go: exported struct types become assets. Field names are the `json` tag names
 * (the Go name when untagged, with the Go name kept in constraints.goName when
 * they differ); `json:"-"` and unexported fields are skipped; embedded structs
 * promote their fields. Nullability: pointers and `omitempty` fields are optional.
 * A named string type with typed constants (`const A Status = "a"`) is an enum.
 */
const golangLanguage = {
    sourceType: "golang",
    extensions: [".go"],
    grammar: "go",
    packageIsFolder: true,
    types,
    declarations(root) {
        const declarations = [];
        const constants = new Map();
        for (const statement of root.namedChildren) {
            if (statement?.type === "type_declaration") {
                const doc = withoutMarkers((0,reader/* leadingDoc */.XJ)(statement, isGoComment));
                for (const spec of statement.namedChildren) {
                    if (spec?.type === "type_spec") {
                        const found = typeSpec(spec, doc);
                        if (found)
                            declarations.push(found);
                    }
                }
            }
            else if (statement?.type === "const_declaration") {
                collectConstants(statement, constants);
            }
        }
        return declarations.map((declaration) => {
            const symbols = constants.get(declaration.name);
            if (declaration.kind !== "alias" || !symbols)
                return declaration;
            const { type: _, ...rest } = declaration;
            return { ...rest, kind: "enum", symbols };
        });
    },
};
const isGoComment = (comment) => comment.startsWith("//");
/** Code-generator markers (`+optional`, `+kubebuilder:validation:Minimum=0`, `+listType=map`) are not docs. */
const MARKER = /^\+[a-zA-Z][\w:.-]*(=.*)?$/;
function withoutMarkers(doc) {
    const kept = doc
        ?.split("\n")
        .filter((line) => !MARKER.test(line.trim()))
        .join("\n")
        .trim();
    return kept || undefined;
}
/** Kubernetes' `// +optional` marks a field optional, as `omitempty` does. */
function hasMarker(doc, marker) {
    return doc?.split("\n").some((line) => line.trim() === `+${marker}`) ?? false;
}
function typeSpec(spec, doc) {
    const name = spec.childForFieldName("name")?.text;
    const type = spec.childForFieldName("type");
    if (!name || !type)
        return undefined;
    const base = { name, line: (0,reader/* lineOf */.cA)(spec), ...(doc ? { doc } : {}) };
    if (type.type !== "struct_type")
        return { kind: "alias", ...base, type: typeExpr(type) };
    const { fields, embeds } = structFields(type);
    const struct = {
        kind: "struct",
        ...base,
        fields,
        isAsset: isExported(name),
        hasError: spec.hasError,
    };
    return embeds.length > 0 ? { ...struct, embeds } : struct;
}
function collectConstants(declaration, into) {
    for (const spec of declaration.namedChildren) {
        const type = spec?.childForFieldName("type")?.text;
        const value = spec?.childForFieldName("value")?.namedChildren[0];
        if (!type || !value || !/string_literal$/.test(value.type))
            continue;
        const symbols = into.get(type) ?? [];
        symbols.push((0,reader/* unquote */._n)(value.text));
        into.set(type, symbols);
    }
}
function isExported(name) {
    return /^\p{Lu}/u.test(name);
}
function structFields(struct) {
    const fields = [];
    const embeds = [];
    const list = struct.namedChildren.find((child) => child?.type === "field_declaration_list");
    for (const member of list?.namedChildren ?? []) {
        if (member?.type !== "field_declaration")
            continue;
        const typeNode = member.childForFieldName("type");
        if (!typeNode)
            continue;
        const tag = parseJsonTag(member.childForFieldName("tag")?.text);
        if (tag.skip)
            continue;
        const names = member.childrenForFieldName("name").flatMap((name) => (name ? [name.text] : []));
        if (names.length === 0) {
            // Embedded: promoted unless the tag names it (then it is a field named by the tag).
            const embedded = typeNode.text.replace(/^\*/, "");
            if (!tag.name) {
                embeds.push(embedded);
                continue;
            }
            // Its Go name is the type's own, without the package (`metav1.ObjectMeta` is `ObjectMeta`).
            names.push(embedded.replace(/\[.*$/s, "").replace(/^.*\./, ""));
        }
        const comment = (0,reader/* leadingDoc */.XJ)(member, isGoComment);
        const doc = withoutMarkers(comment) ?? trailingComment(member);
        for (const goName of names) {
            if (!isExported(goName))
                continue;
            const name = tag.name ?? goName;
            fields.push({
                name,
                line: (0,reader/* lineOf */.cA)(member),
                type: typeExpr(typeNode),
                ...(tag.omitempty || hasMarker(comment, "optional") ? { optional: true } : {}),
                ...(doc ? { doc } : {}),
                ...(name !== goName ? { constraints: { goName } } : {}),
            });
        }
    }
    return { fields, embeds };
}
/** `Name string // the name` documents the field on its own line. */
function trailingComment(member) {
    const next = member.nextNamedSibling;
    if (next?.type !== "comment" || next.startPosition.row !== member.endPosition.row)
        return undefined;
    return (0,reader/* cleanComment */.fo)(next.text);
}
/** The `json:"name,omitempty"` part of a struct tag, per encoding/json's rules. */
function parseJsonTag(raw) {
    if (!raw)
        return { omitempty: false, skip: false };
    const match = /(?:^|\s)json:"([^"]*)"/.exec((0,reader/* unquote */._n)(raw));
    if (!match)
        return { omitempty: false, skip: false };
    const [name = "", ...options] = (match[1] ?? "").split(",");
    if (name === "-" && options.length === 0)
        return { omitempty: false, skip: true };
    return {
        ...(name ? { name } : {}),
        omitempty: options.includes("omitempty") || options.includes("omitzero"),
        skip: false,
    };
}
function typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "type_identifier":
        case "qualified_type":
            return { kind: "named", name: text, args: [], text };
        case "pointer_type": {
            const inner = node.namedChildren[0];
            return inner ? { kind: "nullable", inner: typeExpr(inner), text } : unknown(text);
        }
        case "slice_type":
        case "array_type": {
            const element = node.childForFieldName("element");
            if (!element)
                return unknown(text);
            if (node.type === "slice_type" && (element.text === "byte" || element.text === "uint8")) {
                return { kind: "named", name: "[]byte", args: [], text };
            }
            return { kind: "list", element: typeExpr(element), text };
        }
        case "map_type": {
            const key = node.childForFieldName("key");
            const value = node.childForFieldName("value");
            return key && value ? { kind: "map", key: typeExpr(key), value: typeExpr(value), text } : unknown(text);
        }
        case "struct_type":
            return { kind: "inline", fields: structFields(node).fields, text };
        case "generic_type": {
            const name = node.childForFieldName("type")?.text ?? "";
            return { kind: "named", name, args: [], text };
        }
        default:
            return unknown(text);
    }
}
function unknown(text) {
    return { kind: "named", name: "", args: [], text };
}

;// CONCATENATED MODULE: ./src/schema/readers/code/jvm-imports.ts

/**
 * Java's single-type imports (`import org.acme.model.Person;`), the class under
 * its own name. Static and on-demand (`.*`) imports name no one file: not followed.
 */
function javaImports(root) {
    const found = [];
    for (const node of root.namedChildren) {
        if (node?.type !== "import_declaration")
            continue;
        if (node.children.some((c) => c?.type === "static" || c?.type === "asterisk"))
            continue;
        const name = node.namedChildren.find((c) => c?.type === "scoped_identifier")?.text.replace(/\s+/g, "");
        if (!name)
            continue;
        const simple = name.slice(name.lastIndexOf(".") + 1);
        found.push({ module: name, names: [{ imported: simple, local: simple }] });
    }
    return found;
}
/**
 * Kotlin's imports of one class (`import org.acme.common.Address`, `... as Place`), under its
 * local name. Wildcard imports name no one file: not followed.
 */
function kotlinImports(root) {
    const headers = root.namedChildren.flatMap((node) => node?.type === "import_list" ? node.namedChildren : node?.type === "import_header" ? [node] : []);
    const found = [];
    for (const header of headers) {
        if (header?.type !== "import_header")
            continue;
        if (header.namedChildren.some((c) => c?.type === "wildcard_import"))
            continue;
        const name = header.namedChildren.find((c) => c?.type === "identifier")?.text.replace(/\s+/g, "");
        if (!name)
            continue;
        const simple = name.slice(name.lastIndexOf(".") + 1);
        const alias = header.namedChildren.find((c) => c?.type === "import_alias")?.namedChildren[0]?.text;
        found.push({ module: name, names: [{ imported: simple, local: alias ?? simple }] });
    }
    return found;
}
/**
 * Where a JVM source file of a fully qualified class is: below the source root
 * of the importing file, which is its folder up to where the package path
 * starts (`app/src/main/java` for `app/src/main/java/org/acme/owner/Owner.java`
 * importing `org.acme.model.Person`). Each folder of the importing file named as
 * the import's first part is a candidate root, nearest first.
 */
function jvmModulePaths(extension) {
    return (file, module) => {
        const parts = module.split(".");
        const relative = `${parts.join("/")}${extension}`;
        const folders = external_node_path_.posix.dirname(file).split("/");
        const roots = [];
        for (let i = folders.length - 1; i >= 0; i--) {
            if (folders[i] === parts[0])
                roots.push(folders.slice(0, i).join("/"));
        }
        return roots.map((root) => (root ? `${root}/${relative}` : relative));
    };
}

;// CONCATENATED MODULE: ./src/schema/readers/code/wire-names.ts
/**
 * The name a field has on the wire when an annotation renames it: Jackson
 * `@JsonProperty("x")` (also Kotlin's `@field:`/`@get:` targets), Gson
 * `@SerializedName("x")`, kotlinx `@SerialName("x")`, Moshi `@Json(name = "x")`,
 * JSON-B `@JsonbProperty("x")`, Room `@ColumnInfo(name = "x")`, JPA
 * `@Column(name = "x")`. Read from the annotations' source text.
 */
const WIRE_ANNOTATION = /@(?:(?:field|get|param|property):)?(?:[\w.]+\.)?(JsonProperty|SerializedName|SerialName|JsonbProperty|Json|ColumnInfo|Column)\s*\(([^)]*)\)/g;
function wireNameOf(annotations) {
    for (const match of annotations.matchAll(WIRE_ANNOTATION)) {
        const [, annotation, args = ""] = match;
        const named = /\b(?:name|value)\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(args)?.[1];
        const positional = /^\s*"((?:[^"\\]|\\.)*)"/.exec(args)?.[1];
        // Room and JPA name columns only with `name =`; the others take the name first.
        const name = annotation === "ColumnInfo" || annotation === "Column" ? named : (positional ?? named);
        if (name)
            return name;
    }
    return undefined;
}
/** The field under its wire name, the name in code kept as constraints.codeName. */
function withWireName(field, wireName) {
    if (!wireName || wireName === field.name)
        return field;
    return { ...field, name: wireName, constraints: { ...field.constraints, codeName: field.name } };
}

;// CONCATENATED MODULE: ./src/schema/readers/code/java.ts



const java_TIMESTAMP = { type: "timestamp64", logical: "Timestamp" };
/** Shared with Kotlin, which uses the same JVM library types. */
const jvmLibraryTypes = {
    String: { type: "string" },
    CharSequence: { type: "string" },
    BigDecimal: { type: "decimal128", logical: "Decimal" },
    BigInteger: { type: "decimal128", logical: "Decimal", constraints: { scale: 0 } },
    UUID: { type: "uuid" },
    LocalDate: { type: "date32", logical: "Date" },
    LocalTime: { type: "time64", logical: "Time" },
    Instant: java_TIMESTAMP,
    LocalDateTime: { ...java_TIMESTAMP, constraints: { timezone: false } },
    OffsetDateTime: java_TIMESTAMP,
    ZonedDateTime: java_TIMESTAMP,
    Date: java_TIMESTAMP,
    Timestamp: java_TIMESTAMP,
    Duration: { type: "int64", logical: "Duration" },
};
const java_types = {
    primitives: {
        ...jvmLibraryTypes,
        byte: { type: "int8" },
        short: { type: "int16" },
        int: { type: "int32" },
        long: { type: "int64" },
        float: { type: "float32" },
        double: { type: "float64" },
        boolean: { type: "bool" },
        char: { type: "string", constraints: { maxLength: 1 } },
        // Boxed primitives are references like String: required unless marked nullable (see
        // `javaLanguage`), so `Long id` -> `String id` is a type change and nothing else.
        Byte: { type: "int8" },
        Short: { type: "int16" },
        Integer: { type: "int32" },
        Long: { type: "int64" },
        Float: { type: "float32" },
        Double: { type: "float64" },
        Boolean: { type: "bool" },
        Character: { type: "string", constraints: { maxLength: 1 } },
        "byte[]": { type: "bytes" },
    },
    lists: new Set([
        "List",
        "ArrayList",
        "LinkedList",
        "Set",
        "HashSet",
        "LinkedHashSet",
        "TreeSet",
        "SortedSet",
        "Collection",
        "Iterable",
    ]),
    maps: new Set(["Map", "HashMap", "LinkedHashMap", "TreeMap", "SortedMap", "ConcurrentHashMap"]),
    optionals: new Set(["Optional"]),
};
const NULLABLE_ANNOTATIONS = new Set(["Nullable", "CheckForNull"]);
/** What makes a JPA column NOT NULL although `@Column` alone is nullable: the key, Bean Validation. */
const REQUIRED_ANNOTATIONS = new Set(["Id", "EmbeddedId", "NotNull", "NonNull", "NotBlank", "NotEmpty"]);
/** Java's primitives: never null, whatever JPA says. */
const PRIMITIVES = new Set(["byte", "short", "int", "long", "float", "double", "boolean", "char"]);
const SKIPPED_MODIFIERS = new Set(["static", "transient"]);
/** Fields neither stored nor serialized: JPA's `@Transient`, Jackson's `@JsonIgnore`. */
const SKIPPED_ANNOTATIONS = new Set(["Transient", "JsonIgnore"]);
/**
 * Java: top-level classes and records become assets; nested classes, records and
 * enums resolve as nested types. Non-static, non-transient fields (any visibility)
 * and record components are the fields. Nullability follows the convention that a plain
 * reference is never null: every field is required unless it is `Optional<T>`, annotated
 * `@Nullable`/`@CheckForNull`, or a JPA `@Column` without `nullable = false` (JPA's default is
 * nullable; `@Id`, `@NotNull`/`@NonNull`/`@NotBlank`/`@NotEmpty` and primitives stay required). Boxed primitives
 * (`Long`, `Integer`) are references like any other, so they follow the same rule.
 */
const javaLanguage = {
    sourceType: "java",
    extensions: [".java"],
    grammar: "java",
    packageIsFolder: true,
    types: java_types,
    imports: javaImports,
    modulePaths: jvmModulePaths(".java"),
    declarations(root) {
        const declarations = [];
        for (const child of root.namedChildren)
            if (child)
                collect(child, true, declarations);
        return declarations;
    },
};
function collect(node, topLevel, into) {
    const name = node.childForFieldName("name")?.text;
    if (!name)
        return;
    const line = (0,reader/* lineOf */.cA)(node);
    const doc = (0,reader/* leadingDoc */.XJ)(node, reader/* isBlockDoc */.yc);
    const base = { name, line, ...(doc ? { doc } : {}) };
    const body = node.childForFieldName("body");
    switch (node.type) {
        case "class_declaration":
        case "record_declaration": {
            const components = node.type === "record_declaration" ? recordComponents(node) : [];
            // `extends Base`: the superclass's fields are inherited (resolved when Base is known).
            const superclass = node
                .childForFieldName("superclass")
                ?.namedChildren.find((child) => child?.type === "type_identifier" || child?.type === "generic_type");
            const embeds = superclass ? [superclass.text.replace(/<[\s\S]*$/, "")] : [];
            into.push({
                kind: "struct",
                ...base,
                fields: [...components, ...classFields(body)],
                isAsset: topLevel,
                hasError: node.hasError,
                ...(embeds.length > 0 ? { embeds } : {}),
            });
            break;
        }
        case "enum_declaration": {
            const symbols = (body?.namedChildren ?? []).flatMap((member) => member?.type === "enum_constant"
                ? [modifiersOf(member).wireName ?? member.childForFieldName("name")?.text ?? ""]
                : []);
            into.push({ kind: "enum", ...base, symbols });
            break;
        }
        case "interface_declaration":
            break;
        default:
            return;
    }
    for (const member of body?.namedChildren ?? [])
        if (member)
            collect(member, false, into);
}
function recordComponents(node) {
    return (node.childForFieldName("parameters")?.namedChildren ?? []).flatMap((parameter) => {
        const name = parameter?.childForFieldName("name")?.text;
        const type = parameter?.childForFieldName("type");
        if (!parameter || !name || !type)
            return [];
        return [fieldOf(name, parameter, type, modifiersOf(parameter))];
    });
}
function classFields(body) {
    const fields = [];
    for (const member of body?.namedChildren ?? []) {
        if (member?.type !== "field_declaration")
            continue;
        const modifiers = modifiersOf(member);
        if (modifiers.keywords.some((keyword) => SKIPPED_MODIFIERS.has(keyword)))
            continue;
        if (modifiers.annotations.some((annotation) => SKIPPED_ANNOTATIONS.has(annotation)))
            continue;
        const type = member.childForFieldName("type");
        if (!type)
            continue;
        const doc = (0,reader/* leadingDoc */.XJ)(member, reader/* isBlockDoc */.yc);
        for (const declarator of member.childrenForFieldName("declarator")) {
            const name = declarator?.childForFieldName("name")?.text;
            if (!declarator || !name)
                continue;
            const field = fieldOf(name, member, type, modifiers, declarator.childForFieldName("dimensions"));
            fields.push(doc ? { ...field, doc } : field);
        }
    }
    return fields;
}
/** `@Column(length = 32, precision = 12, scale = 2, nullable = true)`: facts the type alone does not carry. */
function columnFacts(annotations) {
    const args = /@(?:[\w.]+\.)?Column\s*\(([^)]*)\)/.exec(annotations)?.[1];
    // A bare `@Column` is JPA's default: nullable.
    if (!args)
        return /@(?:[\w.]+\.)?Column\b(?!\s*\()/.test(annotations) ? { nullableColumn: true } : {};
    const constraints = {};
    for (const [key, as] of [
        ["length", "maxLength"],
        ["precision", "precision"],
        ["scale", "scale"],
    ]) {
        const value = new RegExp(`\\b${key}\\s*=\\s*(\\d+)`).exec(args)?.[1];
        if (value)
            constraints[as] = Number(value);
    }
    return {
        ...(Object.keys(constraints).length > 0 ? { constraints } : {}),
        // JPA: a `@Column` is nullable unless it says `nullable = false`.
        ...(/\bnullable\s*=\s*false\b/.test(args) ? { notNullColumn: true } : { nullableColumn: true }),
    };
}
function modifiersOf(node) {
    const modifiers = node.namedChildren.find((child) => child?.type === "modifiers");
    const keywords = [];
    const annotations = [];
    for (const child of modifiers?.children ?? []) {
        if (!child)
            continue;
        if (child.type === "marker_annotation" || child.type === "annotation") {
            const name = child.childForFieldName("name")?.text ?? "";
            annotations.push(name.slice(name.lastIndexOf(".") + 1));
        }
        else {
            keywords.push(child.text);
        }
    }
    const column = columnFacts(modifiers?.text ?? "");
    return { keywords, annotations, wireName: wireNameOf(modifiers?.text ?? ""), ...column };
}
function fieldOf(name, declaration, typeNode, modifiers, extraDimensions) {
    let type = java_typeExpr(typeNode);
    // `int scores[]` puts the dimensions on the variable.
    for (let i = 0; i < countDimensions(extraDimensions); i++)
        type = { kind: "list", element: type, text: `${type.text}[]` };
    // A JPA column's default (nullable) yields to the key, Bean Validation and primitives.
    const jpaNullable = modifiers.nullableColumn === true &&
        !PRIMITIVES.has(typeNode.text) &&
        !modifiers.annotations.some((annotation) => REQUIRED_ANNOTATIONS.has(annotation));
    const nullable = jpaNullable || modifiers.annotations.some((annotation) => NULLABLE_ANNOTATIONS.has(annotation));
    return withWireName({
        name,
        line: (0,reader/* lineOf */.cA)(declaration),
        type,
        ...(nullable ? { optional: true } : {}),
        ...(modifiers.constraints ? { constraints: modifiers.constraints } : {}),
    }, modifiers.wireName);
}
function countDimensions(node) {
    return node ? (node.text.match(/\[/g) ?? []).length : 0;
}
function java_typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "integral_type":
        case "floating_point_type":
        case "boolean_type":
        case "type_identifier":
        case "scoped_type_identifier":
            return { kind: "named", name: text, args: [], text };
        case "generic_type": {
            const [nameNode, argsNode] = node.namedChildren;
            const args = (argsNode?.namedChildren ?? []).flatMap((arg) => (arg ? [java_typeExpr(arg)] : []));
            return { kind: "named", name: nameNode?.text ?? "", args, text };
        }
        case "array_type": {
            const element = node.childForFieldName("element");
            const dimensions = countDimensions(node.childForFieldName("dimensions"));
            if (!element)
                return { kind: "named", name: "", args: [], text };
            let type = java_typeExpr(element);
            for (let i = 0; i < dimensions; i++) {
                type =
                    type.kind === "named" && type.name === "byte" && i === 0
                        ? { kind: "named", name: "byte[]", args: [], text: "byte[]" }
                        : { kind: "list", element: type, text };
            }
            return type;
        }
        case "wildcard": {
            const bound = node.namedChildren.find((child) => child && child.type !== "annotation");
            return bound ? java_typeExpr(bound) : { kind: "named", name: "", args: [], text };
        }
        case "annotated_type": {
            const inner = node.namedChildren.at(-1);
            return inner ? java_typeExpr(inner) : { kind: "named", name: "", args: [], text };
        }
        default:
            return { kind: "named", name: "", args: [], text };
    }
}

;// CONCATENATED MODULE: ./src/schema/readers/code/kotlin.ts




const kotlin_types = {
    primitives: {
        ...jvmLibraryTypes,
        Byte: { type: "int8" },
        Short: { type: "int16" },
        Int: { type: "int32" },
        Long: { type: "int64" },
        UByte: { type: "uint8" },
        UShort: { type: "uint16" },
        UInt: { type: "uint32" },
        ULong: { type: "uint64" },
        Float: { type: "float32" },
        Double: { type: "float64" },
        Boolean: { type: "bool" },
        Char: { type: "string", constraints: { maxLength: 1 } },
        ByteArray: { type: "bytes" },
    },
    lists: new Set([
        "List",
        "MutableList",
        "ArrayList",
        "Set",
        "MutableSet",
        "HashSet",
        "Collection",
        "Iterable",
        "Array",
        "Sequence",
    ]),
    maps: new Set(["Map", "MutableMap", "HashMap", "LinkedHashMap"]),
    optionals: new Set(),
};
/**
 * Kotlin: top-level classes and data classes that are not private become assets;
 * their fields are the `val`/`var` constructor parameters and the stored
 * properties of the body (computed properties, `const`, companion objects and
 * `@Transient` are skipped). `T?` is optional, everything else required.
 * Enum classes resolve to enums of their entry names.
 */
const kotlinLanguage = {
    sourceType: "kotlin",
    extensions: [".kt"],
    grammar: "kotlin",
    packageIsFolder: true,
    prepare: annotationArrayLiterals,
    types: kotlin_types,
    // A class in the file named after it, below the importing file's source root (Kotlin's convention).
    imports: kotlinImports,
    modulePaths: jvmModulePaths(".kt"),
    declarations(root) {
        const declarations = [];
        for (const child of root.namedChildren)
            if (child)
                kotlin_collect(child, true, declarations);
        return declarations;
    },
};
function kotlin_collect(node, topLevel, into) {
    if (node.type !== "class_declaration")
        return;
    const name = childOfType(node, "type_identifier")?.text;
    if (!name)
        return;
    const doc = (0,reader/* leadingDoc */.XJ)(node, reader/* isBlockDoc */.yc) ?? docInsidePrevious(node);
    const base = { name, line: (0,reader/* lineOf */.cA)(node), ...(doc ? { doc } : {}) };
    const enumBody = childOfType(node, "enum_class_body");
    const body = childOfType(node, "class_body") ?? enumBody;
    if (enumBody) {
        const symbols = enumBody.namedChildren.flatMap((entry) => entry?.type === "enum_entry"
            ? [wireNameOf(modifierTexts(entry).join(" ")) ?? childOfType(entry, "simple_identifier")?.text ?? ""]
            : []);
        into.push({ kind: "enum", ...base, symbols });
    }
    else if (!node.children.some((child) => child?.type === "interface")) {
        const modifiers = modifierTexts(node);
        into.push({
            kind: "struct",
            ...base,
            fields: [...constructorFields(node), ...bodyFields(body)],
            isAsset: topLevel && !modifiers.includes("private"),
            hasError: node.hasError,
        });
    }
    for (const member of body?.namedChildren ?? [])
        if (member)
            kotlin_collect(member, false, into);
}
/**
 * The grammar attaches a KDoc that follows the imports to the last import: it
 * is found as the last descendant of the previous node, ending on the line
 * before the class.
 */
function docInsidePrevious(node) {
    let last = node.previousNamedSibling;
    while (last && !last.type.includes("comment"))
        last = last.lastNamedChild;
    if (!last || last.endPosition.row !== node.startPosition.row - 1 || !(0,reader/* isBlockDoc */.yc)(last.text))
        return undefined;
    return (0,reader/* cleanComment */.fo)(last.text);
}
function childOfType(node, type) {
    return node.namedChildren.find((child) => child?.type === type) ?? undefined;
}
function modifierTexts(node) {
    const modifiers = childOfType(node, "modifiers");
    return (modifiers?.namedChildren ?? []).flatMap((modifier) => (modifier ? [modifier.text] : []));
}
/** Not stored nor sent: `@Transient` (kotlinx, JPA), Room's `@Ignore`, Jackson's `@JsonIgnore`, `const`. */
function isTransient(node) {
    return modifierTexts(node).some((modifier) => /^@(?:(?:field|get|param|property):)?(\w+\.)*(Transient|Ignore|JsonIgnore)\b/.test(modifier) ||
        modifier === "const");
}
function constructorFields(node) {
    const primaryConstructor = childOfType(node, "primary_constructor");
    const fields = [];
    for (const parameter of primaryConstructor?.namedChildren ?? []) {
        if (parameter?.type !== "class_parameter" || !childOfType(parameter, "binding_pattern_kind"))
            continue;
        if (isTransient(parameter))
            continue;
        const name = childOfType(parameter, "simple_identifier")?.text;
        const type = parameter.namedChildren.find((child) => child && isTypeNode(child));
        if (!name || !type)
            continue;
        const doc = (0,reader/* leadingDoc */.XJ)(parameter, reader/* isBlockDoc */.yc);
        const field = { name, line: (0,reader/* lineOf */.cA)(parameter), type: kotlin_typeExpr(type), ...(doc ? { doc } : {}) };
        fields.push(withWireName(field, wireNameOf(modifierTexts(parameter).join(" "))));
    }
    return fields;
}
function bodyFields(body) {
    const fields = [];
    for (const member of body?.namedChildren ?? []) {
        if (member?.type !== "property_declaration" || isTransient(member))
            continue;
        // The grammar puts a property's getter beside it, not inside it.
        if (member.nextNamedSibling?.type === "getter" || childOfType(member, "property_delegate"))
            continue;
        const variable = childOfType(member, "variable_declaration");
        const name = variable && childOfType(variable, "simple_identifier")?.text;
        const type = variable?.namedChildren.find((child) => child && isTypeNode(child));
        if (!name || !type)
            continue;
        const doc = (0,reader/* leadingDoc */.XJ)(member, reader/* isBlockDoc */.yc);
        const field = { name, line: (0,reader/* lineOf */.cA)(member), type: kotlin_typeExpr(type), ...(doc ? { doc } : {}) };
        fields.push(withWireName(field, wireNameOf(modifierTexts(member).join(" "))));
    }
    return fields;
}
function isTypeNode(node) {
    return ["user_type", "nullable_type", "function_type", "parenthesized_type"].includes(node.type);
}
function kotlin_typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "nullable_type": {
            const inner = node.namedChildren[0];
            return inner ? { kind: "nullable", inner: kotlin_typeExpr(inner), text } : kotlin_unknown(text);
        }
        case "parenthesized_type": {
            const inner = node.namedChildren[0];
            return inner ? kotlin_typeExpr(inner) : kotlin_unknown(text);
        }
        case "user_type": {
            const name = node.namedChildren
                .flatMap((child) => (child?.type === "type_identifier" ? [child.text] : []))
                .join(".");
            const args = (childOfType(node, "type_arguments")?.namedChildren ?? []).flatMap((projection) => {
                const type = projection?.namedChildren.find((child) => child && isTypeNode(child));
                return type ? [kotlin_typeExpr(type)] : [kotlin_unknown(projection?.text ?? "*")];
            });
            return { kind: "named", name, args, text };
        }
        default:
            return kotlin_unknown(text);
    }
}
function kotlin_unknown(text) {
    return { kind: "named", name: "", args: [], text };
}
/**
 * Collection literals in annotation arguments (`@Entity(indices = [Index("a")])`,
 * Kotlin 1.2+) are a syntax error to the bundled grammar: inside an
 * annotation's parentheses they are read as `arrayOf(...)`, which means the same.
 */
function annotationArrayLiterals(text) {
    if (!/@[\w.:]+\s*\([^)]*\[/.test(text))
        return text;
    let out = "";
    let i = 0;
    const annotation = /@[\w.:]+\s*\(/y;
    while (i < text.length) {
        annotation.lastIndex = i;
        const match = text[i] === "@" ? annotation.exec(text) : null;
        if (!match) {
            out += text[i];
            i++;
            continue;
        }
        out += match[0];
        i += match[0].length;
        let depth = 1;
        while (i < text.length && depth > 0) {
            const c = text[i] ?? "";
            if (c === '"') {
                const end = text.indexOf('"', i + 1);
                const stop = end === -1 ? text.length : end + 1;
                out += text.slice(i, stop);
                i = stop;
                continue;
            }
            if (c === "(")
                depth++;
            if (c === ")")
                depth--;
            out += c === "[" ? "arrayOf(" : c === "]" ? ")" : c;
            i++;
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/schema/readers/code/php.ts

const php_TIMESTAMP = { type: "timestamp64", logical: "Timestamp" };
const php_types = {
    primitives: {
        int: { type: "int64" },
        float: { type: "float64" },
        bool: { type: "bool" },
        false: { type: "bool", constraints: { const: false } },
        true: { type: "bool", constraints: { const: true } },
        string: { type: "string" },
        null: { type: "null" },
        // `array` is a list or a map; the declaration alone does not say which.
        array: { type: "unknown", constraints: { sourceType: "array" } },
        DateTime: php_TIMESTAMP,
        DateTimeImmutable: php_TIMESTAMP,
        DateTimeInterface: php_TIMESTAMP,
        Carbon: php_TIMESTAMP,
        CarbonImmutable: php_TIMESTAMP,
    },
    lists: new Set(),
    maps: new Set(),
    optionals: new Set(),
};
/**
 * PHP: classes (not abstract) become assets; their non-static typed properties
 * and promoted constructor parameters are the fields. `?T` and `T|null` are
 * optional; an untyped property is `unknown`. Backed enums resolve to their
 * values, pure enums to their case names.
 */
const phpLanguage = {
    sourceType: "php",
    extensions: [".php"],
    grammar: "php",
    types: php_types,
    declarations(root) {
        const declarations = [];
        const visit = (node) => {
            for (const child of node.namedChildren) {
                if (!child)
                    continue;
                if (child.type === "class_declaration" || child.type === "enum_declaration")
                    declarations.push(declarationOf(child));
                // Braced namespaces nest their declarations one level down.
                else if (child.type === "namespace_definition" || child.type === "compound_statement")
                    visit(child);
            }
        };
        visit(root);
        return declarations;
    },
};
function declarationOf(node) {
    const name = node.childForFieldName("name")?.text ?? "";
    const doc = (0,reader/* leadingDoc */.XJ)(node, reader/* isBlockDoc */.yc);
    const base = { name, line: (0,reader/* lineOf */.cA)(node), ...(doc ? { doc } : {}) };
    const body = node.childForFieldName("body");
    if (node.type === "enum_declaration") {
        const symbols = (body?.namedChildren ?? []).flatMap((member) => {
            if (member?.type !== "enum_case")
                return [];
            const value = member.childForFieldName("value");
            return [value ? (0,reader/* unquote */._n)(value.text) : (member.childForFieldName("name")?.text ?? "")];
        });
        return { kind: "enum", ...base, symbols };
    }
    const abstract = node.namedChildren.some((child) => child?.type === "abstract_modifier");
    return { kind: "struct", ...base, fields: fieldsOf(body), isAsset: !abstract, hasError: node.hasError };
}
function fieldsOf(body) {
    const fields = [];
    for (const member of body?.namedChildren ?? []) {
        if (member?.type === "property_declaration") {
            if (member.namedChildren.some((child) => child?.type === "static_modifier"))
                continue;
            const type = member.childForFieldName("type");
            const doc = (0,reader/* leadingDoc */.XJ)(member, reader/* isBlockDoc */.yc);
            for (const element of member.namedChildren) {
                if (element?.type !== "property_element")
                    continue;
                const name = element.childForFieldName("name")?.text.replace(/^\$/, "");
                if (!name)
                    continue;
                fields.push({ name, line: (0,reader/* lineOf */.cA)(element), type: typeOf(type), ...(doc ? { doc } : {}) });
            }
        }
        else if (member?.type === "method_declaration" &&
            member.childForFieldName("name")?.text === "__construct") {
            for (const parameter of member.childForFieldName("parameters")?.namedChildren ?? []) {
                if (parameter?.type !== "property_promotion_parameter")
                    continue;
                const name = parameter.childForFieldName("name")?.text.replace(/^\$/, "");
                if (!name)
                    continue;
                const doc = (0,reader/* leadingDoc */.XJ)(parameter, reader/* isBlockDoc */.yc);
                fields.push({
                    name,
                    line: (0,reader/* lineOf */.cA)(parameter),
                    type: typeOf(parameter.childForFieldName("type")),
                    ...(doc ? { doc } : {}),
                });
            }
        }
    }
    return fields;
}
function typeOf(node) {
    return node ? php_typeExpr(node) : { kind: "named", name: "", args: [], text: "(untyped)" };
}
function php_typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "primitive_type":
        case "named_type": {
            const name = text.replace(/^\\/, "");
            return name.toLowerCase() === "null" ? { kind: "null", text } : { kind: "named", name, args: [], text };
        }
        case "optional_type": {
            const inner = node.namedChildren[0];
            return inner ? { kind: "nullable", inner: php_typeExpr(inner), text } : php_unknown(text);
        }
        case "union_type":
            return {
                kind: "union",
                variants: node.namedChildren.flatMap((child) => (child ? [php_typeExpr(child)] : [])),
                text,
            };
        default:
            return php_unknown(text);
    }
}
function php_unknown(text) {
    return { kind: "named", name: "", args: [], text };
}

;// CONCATENATED MODULE: ./src/schema/readers/code/pyspark.ts

const pysparkTypes = {
    primitives: {
        StringType: { type: "string" },
        VarcharType: { type: "string" },
        CharType: { type: "string" },
        BinaryType: { type: "bytes" },
        BooleanType: { type: "bool" },
        ByteType: { type: "int8" },
        ShortType: { type: "int16" },
        IntegerType: { type: "int32" },
        LongType: { type: "int64" },
        FloatType: { type: "float32" },
        DoubleType: { type: "float64" },
        DecimalType: { type: "decimal128", logical: "Decimal" },
        DateType: { type: "date32", logical: "Date" },
        TimestampType: { type: "timestamp64", logical: "Timestamp" },
        TimestampNTZType: { type: "timestamp64", logical: "Timestamp", constraints: { timezone: false } },
        DayTimeIntervalType: { type: "int64", logical: "Duration" },
        NullType: { type: "null" },
    },
    lists: new Set(),
    maps: new Set(),
    optionals: new Set(),
};
/**
 * PySpark: every top-level `name = StructType([...])` is an asset named after
 * its variable. StructField's `nullable` (default True) makes a field optional,
 * as `containsNull` / `valueContainsNull` (default True) make list elements and
 * map values optional. `metadata={"comment": ...}` is the field's doc. A
 * StructField whose type is another schema variable of the file nests it.
 * `StructType().add("a", StringType(), False).add(...)` chains read the same.
 */
const pysparkLanguage = {
    sourceType: "pyspark",
    extensions: [],
    grammar: "python",
    types: pysparkTypes,
    declarations: (root) => pysparkSchemas(root),
};
/** Cheap content sniff for a registry deciding between `python` and `pyspark` for a .py file. */
function looksLikePyspark(text) {
    return /\bpyspark\.sql\b/.test(text) && /\bStructType\s*\(/.test(text);
}
function pysparkSchemas(root) {
    const declarations = [];
    for (const statement of root.namedChildren) {
        const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== "assignment")
            continue;
        const name = assignment.childForFieldName("left");
        const value = assignment.childForFieldName("right");
        if (name?.type !== "identifier" || !value || !addChain(value).base)
            continue;
        declarations.push({
            kind: "struct",
            name: name.text,
            line: (0,reader/* lineOf */.cA)(assignment),
            fields: pyspark_structFields(value),
            isAsset: !name.text.startsWith("_"),
            hasError: assignment.hasError,
        });
    }
    return declarations;
}
function isCallOf(node, name) {
    if (node.type !== "call")
        return false;
    const fn = node.childForFieldName("function")?.text ?? "";
    return fn === name || fn.endsWith(`.${name}`);
}
function argumentsOf(call) {
    const positional = [];
    const keywords = new Map();
    for (const argument of call.childForFieldName("arguments")?.namedChildren ?? []) {
        if (!argument || argument.type === "comment")
            continue;
        if (argument.type === "keyword_argument") {
            const key = argument.childForFieldName("name")?.text;
            const value = argument.childForFieldName("value");
            if (key && value)
                keywords.set(key, value);
        }
        else {
            positional.push(argument);
        }
    }
    return { positional, keywords };
}
/** `arg(1, "name")`: the positional argument at `index`, or the keyword argument `name`. */
function argument(args, index, name) {
    return args.keywords.get(name) ?? args.positional[index];
}
function pyspark_structFields(call) {
    const { base, adds } = addChain(call);
    const list = base ? argument(argumentsOf(base), 0, "fields") : undefined;
    const fields = [];
    for (const item of list?.type === "list" ? list.namedChildren : []) {
        if (!item || !isCallOf(item, "StructField"))
            continue;
        const field = pyspark_fieldOf(argumentsOf(item), item);
        if (field)
            fields.push(field);
    }
    // `.add("name", Type(), nullable, metadata)` or `.add(StructField(...))`, in call order.
    for (const call of adds) {
        const args = argumentsOf(call);
        // A chain is one expression: each field is at the line of its `.add`.
        const add = call.childForFieldName("function")?.childForFieldName("attribute") ?? call;
        const first = argument(args, 0, "field");
        const field = first && isCallOf(first, "StructField")
            ? pyspark_fieldOf(argumentsOf(first), add)
            : pyspark_fieldOf({
                positional: args.positional,
                keywords: new Map([...args.keywords].map(([key, value]) => [
                    key === "field" ? "name" : key === "data_type" ? "dataType" : key,
                    value,
                ])),
            }, add);
        if (field)
            fields.push(field);
    }
    return fields;
}
/** `StructType(...).add(...).add(...)`: the StructType call and the add calls, innermost first. */
function addChain(call) {
    const adds = [];
    let node = call;
    const unwrap = (n) => n?.type === "parenthesized_expression" ? n.namedChildren.find((c) => c?.type !== "comment") : n;
    node = unwrap(node);
    while (node?.type === "call") {
        const fn = node.childForFieldName("function");
        if (fn?.type === "attribute" && fn.childForFieldName("attribute")?.text === "add") {
            adds.unshift(node);
            node = unwrap(fn.childForFieldName("object"));
        }
        else
            break;
    }
    return { base: node && isCallOf(node, "StructType") ? node : undefined, adds };
}
/** A field from StructField-style arguments (name, dataType, nullable = True, metadata). */
function pyspark_fieldOf(args, at) {
    const nameNode = argument(args, 0, "name");
    const typeNode = argument(args, 1, "dataType");
    if (!nameNode || !typeNode)
        return undefined;
    const nullable = argument(args, 2, "nullable")?.text !== "False";
    const doc = metadataComment(argument(args, 3, "metadata"));
    return {
        name: nameNode.type === "string" ? (0,reader/* unquote */._n)(nameNode.text) : nameNode.text,
        line: (0,reader/* lineOf */.cA)(at),
        type: pyspark_typeExpr(typeNode),
        ...(nullable ? { optional: true } : {}),
        ...(doc ? { doc } : {}),
    };
}
function metadataComment(metadata) {
    for (const pair of metadata?.type === "dictionary" ? metadata.namedChildren : []) {
        const key = pair?.childForFieldName("key");
        const value = pair?.childForFieldName("value");
        if (key && value?.type === "string" && ["comment", "description"].includes((0,reader/* unquote */._n)(key.text))) {
            return (0,reader/* unquote */._n)(value.text);
        }
    }
    return undefined;
}
function pyspark_typeExpr(node) {
    const text = node.text;
    if (node.type === "identifier")
        return { kind: "named", name: text, args: [], text };
    if (node.type !== "call")
        return pyspark_unknown(text);
    const fn = node.childForFieldName("function")?.text ?? "";
    const name = fn.slice(fn.lastIndexOf(".") + 1);
    const args = argumentsOf(node);
    switch (name) {
        case "StructType":
            return { kind: "inline", fields: pyspark_structFields(node), text };
        case "ArrayType": {
            const element = argument(args, 0, "elementType");
            const elementType = element ? pyspark_typeExpr(element) : pyspark_unknown(text);
            const containsNull = argument(args, 1, "containsNull")?.text !== "False";
            return {
                kind: "list",
                element: containsNull
                    ? { kind: "nullable", inner: elementType, text: elementType.text }
                    : elementType,
                text,
            };
        }
        case "MapType": {
            const key = argument(args, 0, "keyType");
            const value = argument(args, 1, "valueType");
            const valueType = value ? pyspark_typeExpr(value) : pyspark_unknown(text);
            const valueContainsNull = argument(args, 2, "valueContainsNull")?.text !== "False";
            return {
                kind: "map",
                key: key ? pyspark_typeExpr(key) : pyspark_unknown(text),
                value: valueContainsNull ? { kind: "nullable", inner: valueType, text: valueType.text } : valueType,
                text,
            };
        }
        case "DecimalType": {
            // Spark's defaults: DecimalType() is decimal(10, 0).
            const precision = Number(argument(args, 0, "precision")?.text ?? 10);
            const scale = Number(argument(args, 1, "scale")?.text ?? 0);
            return { kind: "named", name, args: [], text, constraints: { precision, scale } };
        }
        case "VarcharType":
        case "CharType": {
            const length = Number(argument(args, 0, "length")?.text);
            return {
                kind: "named",
                name,
                args: [],
                text,
                constraints: Number.isFinite(length) ? { maxLength: length } : {},
            };
        }
        default:
            return { kind: "named", name, args: [], text };
    }
}
function pyspark_unknown(text) {
    return { kind: "named", name: "", args: [], text };
}

;// CONCATENATED MODULE: ./src/schema/readers/code/orm-fields.ts


/**
 * Columns declared by the Python ORMs' field calls rather than by annotations: Django
 * (`title = models.CharField(max_length=100, null=True)`, `owner = models.ForeignKey(User, ...)`)
 * and SQLAlchemy (`title = Column(String, nullable=False)`, `title = mapped_column(String)`),
 * each with its ORM's nullability default: a Django field is required unless `null=True`; a
 * SQLAlchemy column is nullable unless `nullable=False` or `primary_key=True`, and a
 * `Mapped[T]` column follows its annotation (`Mapped[Optional[T]]` is nullable) unless
 * `nullable=` says otherwise. The column's name in the database is the field's name: a Django
 * relation is stored as `<name>_id`, `db_column=` and a SQLAlchemy `Column("name", ...)` rename it.
 */
/** Django field classes by the Python type their column holds; relations are handled apart. */
const DJANGO_FIELDS = {
    CharField: "str",
    TextField: "str",
    SlugField: "str",
    EmailField: "str",
    URLField: "str",
    FilePathField: "str",
    FileField: "str",
    ImageField: "str",
    GenericIPAddressField: "str",
    IPAddressField: "str",
    UUIDField: "UUID",
    IntegerField: "int",
    BigIntegerField: "int",
    SmallIntegerField: "int",
    PositiveIntegerField: "int",
    PositiveBigIntegerField: "int",
    PositiveSmallIntegerField: "int",
    AutoField: "int",
    BigAutoField: "int",
    SmallAutoField: "int",
    FloatField: "float",
    DecimalField: "Decimal",
    BooleanField: "bool",
    NullBooleanField: "bool",
    DateTimeField: "datetime",
    DateField: "date",
    TimeField: "time",
    DurationField: "timedelta",
    BinaryField: "bytes",
};
const DJANGO_RELATIONS = new Set(["ForeignKey", "OneToOneField", "ParentalKey"]);
/** Relations kept in a table of their own (or none): no column on the model's table. */
const DJANGO_NOT_COLUMNS = new Set([
    "ManyToManyField",
    "ParentalManyToManyField",
    "GenericForeignKey",
    "GenericRelation",
]);
/** SQLAlchemy column types by the Python type their column holds. */
const SQLALCHEMY_TYPES = {
    String: "str",
    Text: "str",
    Unicode: "str",
    UnicodeText: "str",
    VARCHAR: "str",
    CHAR: "str",
    TEXT: "str",
    Enum: "str",
    Integer: "int",
    BigInteger: "int",
    SmallInteger: "int",
    INTEGER: "int",
    BIGINT: "int",
    Float: "float",
    REAL: "float",
    Numeric: "Decimal",
    NUMERIC: "Decimal",
    Boolean: "bool",
    BOOLEAN: "bool",
    DateTime: "datetime",
    TIMESTAMP: "datetime",
    Date: "date",
    Time: "time",
    Interval: "timedelta",
    LargeBinary: "bytes",
    Uuid: "UUID",
    UUID: "UUID",
};
const SQLALCHEMY_COLUMNS = new Set(["Column", "mapped_column"]);
/** Whether a class body declares ORM columns (so the class is a model whatever its bases). */
function declaresOrmColumns(body) {
    return (body?.namedChildren ?? []).some((statement) => {
        const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== "assignment")
            return false;
        if (assignment.childForFieldName("left")?.text === "__tablename__")
            return true;
        return ormCall(assignment.childForFieldName("right")) !== undefined;
    });
}
/** The column an ORM field assignment declares; undefined when it is none (or not a field). */
function ormField(assignment, annotation) {
    const name = assignment.childForFieldName("left");
    const call = ormCall(assignment.childForFieldName("right"));
    if (name?.type !== "identifier")
        return undefined;
    if (!call) {
        // `note: Mapped[Optional[str]]` alone is a column too (SQLAlchemy 2 declares it by the annotation).
        const mapped = annotation && !assignment.childForFieldName("right") ? mappedType(annotation) : undefined;
        if (!mapped)
            return undefined;
        return {
            name: name.text,
            line: (0,reader/* lineOf */.cA)(assignment),
            type: mapped.type,
            ...(mapped.optional ? { optional: true } : {}),
        };
    }
    const args = callArguments(call.node);
    const line = (0,reader/* lineOf */.cA)(assignment);
    if (call.orm === "django") {
        if (DJANGO_NOT_COLUMNS.has(call.kind))
            return null;
        const relation = DJANGO_RELATIONS.has(call.kind);
        const type = named(relation ? "int" : (DJANGO_FIELDS[call.kind] ?? ""), call.node.text);
        const field = {
            name: name.text,
            line,
            type,
            ...(isTrue(args.keywords.get("null")) ? { optional: true } : {}),
        };
        const column = stringOf(args.keywords.get("db_column")) ?? (relation ? `${name.text}_id` : undefined);
        return withWireName(field, column);
    }
    const [first, second] = args.positional;
    const renamed = first?.type === "string" ? (0,reader/* unquote */._n)(first.text) : undefined;
    const typeNode = renamed !== undefined ? second : first;
    const written = typeNode ? SQLALCHEMY_TYPES[calleeName(typeNode)] : undefined;
    const fromAnnotation = annotation ? mappedType(annotation) : undefined;
    const type = written
        ? named(written, typeNode?.text ?? "")
        : (fromAnnotation?.type ?? named("", call.node.text));
    const nullable = args.keywords.get("nullable");
    const optional = nullable
        ? isTrue(nullable)
        : isTrue(args.keywords.get("primary_key"))
            ? false
            : (fromAnnotation?.optional ?? true);
    return withWireName({ name: name.text, line, type, ...(optional ? { optional } : {}) }, renamed);
}
function ormCall(node) {
    if (node?.type !== "call")
        return undefined;
    const callee = node.childForFieldName("function")?.text ?? "";
    const kind = callee.slice(callee.lastIndexOf(".") + 1);
    if (SQLALCHEMY_COLUMNS.has(kind))
        return { orm: "sqlalchemy", kind, node };
    const django = kind in DJANGO_FIELDS || DJANGO_RELATIONS.has(kind) || DJANGO_NOT_COLUMNS.has(kind);
    // Only through `models.`: a bare `IntegerField(...)` may be a form's (WTForms), not a column.
    if (django && callee.startsWith("models."))
        return { orm: "django", kind, node };
    return undefined;
}
/** `Mapped[Optional[str]]` -> str, nullable; `Mapped[int]` -> int, not. */
function mappedType(annotation) {
    if (annotation.kind !== "named" || !/(^|\.)Mapped$/.test(annotation.name) || !annotation.args[0])
        return undefined;
    const inner = annotation.args[0];
    if (inner.kind === "named" && /(^|\.)Optional$/.test(inner.name) && inner.args[0])
        return { type: inner.args[0], optional: true };
    if (inner.kind === "union") {
        const rest = inner.variants.filter((v) => v.kind !== "null");
        if (rest.length === 1 && rest[0])
            return { type: rest[0], optional: rest.length < inner.variants.length };
    }
    return { type: inner, optional: false };
}
function callArguments(call) {
    const positional = [];
    const keywords = new Map();
    for (const argument of call.childForFieldName("arguments")?.namedChildren ?? []) {
        if (!argument)
            continue;
        if (argument.type !== "keyword_argument")
            positional.push(argument);
        const key = argument.childForFieldName("name")?.text;
        const value = argument.childForFieldName("value");
        if (key && value)
            keywords.set(key, value);
    }
    return { positional, keywords };
}
/** `String(50)` and `String` alike: the name of the type called or written. */
function calleeName(node) {
    const text = node.type === "call" ? (node.childForFieldName("function")?.text ?? "") : node.text;
    return text.slice(text.lastIndexOf(".") + 1);
}
function named(name, text) {
    return { kind: "named", name, args: [], text };
}
function isTrue(node) {
    return node?.type === "true";
}
function stringOf(node) {
    return node?.type === "string" ? (0,reader/* unquote */._n)(node.text) : undefined;
}

;// CONCATENATED MODULE: ./src/schema/readers/code/pydantic-fields.ts

/** pydantic's constraint keywords, under the names the other readers use. */
const FIELD_CONSTRAINTS = {
    max_length: "maxLength",
    min_length: "minLength",
    pattern: "pattern",
    gt: "exclusiveMinimum",
    ge: "minimum",
    lt: "exclusiveMaximum",
    le: "maximum",
    multiple_of: "multipleOf",
    max_digits: "precision",
    decimal_places: "scale",
};
/**
 * The `Field(...)` calls of a field: in `Annotated[T, Field(...)]` and as its
 * default value, merged in that order. `serialization_alias` names the field
 * on the wire, else `alias` (which also serializes); `validation_alias` only
 * reads and does not rename.
 */
function fieldInfo(annotation, value) {
    const calls = [...annotatedFieldCalls(annotation), ...(isFieldCall(value) ? [value] : [])];
    const keywords = new Map();
    for (const call of calls) {
        for (const argument of call.childForFieldName("arguments")?.namedChildren ?? []) {
            const key = argument?.type === "keyword_argument" ? argument.childForFieldName("name")?.text : undefined;
            const text = argument?.childForFieldName("value");
            if (key && text)
                keywords.set(key, text);
        }
    }
    const stringOf = (key) => {
        const node = keywords.get(key);
        return node?.type === "string" ? (0,reader/* unquote */._n)(node.text) : undefined;
    };
    const constraints = {};
    for (const [key, name] of Object.entries(FIELD_CONSTRAINTS)) {
        const node = keywords.get(key);
        if (node?.type === "integer" || node?.type === "float")
            constraints[name] = Number(node.text);
        else if (node?.type === "string")
            constraints[name] = (0,reader/* unquote */._n)(node.text);
    }
    const alias = stringOf("serialization_alias") ?? stringOf("alias");
    const description = stringOf("description");
    return {
        ...(alias ? { alias } : {}),
        ...(description ? { description } : {}),
        ...(Object.keys(constraints).length > 0 ? { constraints } : {}),
    };
}
function isFieldCall(node) {
    return node?.type === "call" && lastSegment(node.childForFieldName("function")?.text ?? "") === "Field";
}
/** The `Field(...)` metadata of `Annotated[T, Field(...), ...]` (also inside `Optional[...]` and `| None`). */
function annotatedFieldCalls(annotation) {
    const node = annotation.type === "type" ? (annotation.namedChildren[0] ?? annotation) : annotation;
    if (node.type === "binary_operator") {
        return [node.childForFieldName("left"), node.childForFieldName("right")].flatMap((side) => side ? annotatedFieldCalls(side) : []);
    }
    if (node.type !== "generic_type" && node.type !== "subscript")
        return [];
    const nameNode = node.type === "subscript" ? node.childForFieldName("value") : node.namedChildren[0];
    const args = node.type === "subscript"
        ? node.childrenForFieldName("subscript")
        : (node.namedChildren.find((child) => child?.type === "type_parameter")?.namedChildren ?? []);
    const name = lastSegment(nameNode?.text ?? "");
    if (name === "Annotated") {
        return args.slice(1).flatMap((arg) => {
            const inner = arg?.type === "type" ? arg.namedChildren[0] : arg;
            return isFieldCall(inner) ? [inner] : [];
        });
    }
    if (name === "Optional" || name === "Required" || name === "NotRequired") {
        return args[0] ? annotatedFieldCalls(args[0]) : [];
    }
    return [];
}
function lastSegment(text) {
    return text.slice(text.lastIndexOf(".") + 1);
}

;// CONCATENATED MODULE: ./src/schema/readers/code/python-imports.ts

/**
 * `from .customer import Customer`, `from shop.enums import *`, `import shop.orders as o`.
 * `from shop import orders` may name a submodule: it is also tried as `shop.orders`, known as `orders`.
 */
function pythonImports(root) {
    const imports = [];
    for (const statement of root.namedChildren) {
        if (statement?.type === "import_from_statement") {
            const module = statement.childForFieldName("module_name")?.text;
            if (!module)
                continue;
            if (statement.namedChildren.some((child) => child?.type === "wildcard_import")) {
                imports.push({ module, names: [], all: true });
                continue;
            }
            const names = statement.childrenForFieldName("name").flatMap((name) => {
                if (name?.type === "dotted_name")
                    return [{ imported: name.text, local: name.text }];
                const imported = name?.childForFieldName("name")?.text;
                const local = name?.childForFieldName("alias")?.text;
                return imported && local ? [{ imported, local }] : [];
            });
            imports.push({ module, names });
            const separator = module.endsWith(".") ? "" : ".";
            for (const { imported, local } of names) {
                imports.push({ module: `${module}${separator}${imported}`, names: [], namespace: local });
            }
        }
        else if (statement?.type === "import_statement") {
            for (const name of statement.childrenForFieldName("name")) {
                if (name?.type === "dotted_name")
                    imports.push({ module: name.text, names: [], namespace: name.text });
                const module = name?.childForFieldName("name")?.text;
                const alias = name?.childForFieldName("alias")?.text;
                if (module && alias)
                    imports.push({ module, names: [], namespace: alias });
            }
        }
    }
    return imports;
}
/**
 * Where a module lives: `.x` and `..x` beside the importing file; `shop.x` under
 * each folder from the file's own up to the repository root (the package root
 * is one of them, also in a `src/` layout). A module is `x.py`, `x.pyi` or `x/__init__.py`.
 */
function pythonModulePaths(file, module) {
    const files = (base) => [`${base}.py`, `${base}.pyi`, `${base}/__init__.py`];
    const dots = /^\.*/.exec(module)?.[0].length ?? 0;
    const parts = module.slice(dots).split(".").filter(Boolean);
    let dir = external_node_path_.posix.dirname(file);
    if (dots > 0) {
        for (let up = 1; up < dots; up++)
            dir = external_node_path_.posix.dirname(dir);
        const base = external_node_path_.posix.join(dir, ...parts);
        return parts.length > 0 ? files(base) : [external_node_path_.posix.join(dir, "__init__.py")];
    }
    const candidates = [];
    for (;;) {
        candidates.push(...files(external_node_path_.posix.join(dir, ...parts)));
        if (dir === "." || dir === "" || dir === "/")
            break;
        dir = external_node_path_.posix.dirname(dir);
    }
    return candidates;
}

;// CONCATENATED MODULE: ./src/schema/readers/code/python.ts






const python_types = {
    primitives: {
        int: { type: "int64" },
        float: { type: "float64" },
        str: { type: "string" },
        bool: { type: "bool" },
        bytes: { type: "bytes" },
        Decimal: { type: "decimal128", logical: "Decimal" },
        datetime: { type: "timestamp64", logical: "Timestamp" },
        date: { type: "date32", logical: "Date" },
        time: { type: "time64", logical: "Time" },
        timedelta: { type: "int64", logical: "Duration" },
        UUID: { type: "uuid" },
        EmailStr: { type: "string", constraints: { format: "email" } },
        HttpUrl: { type: "string", constraints: { format: "uri" } },
        AnyUrl: { type: "string", constraints: { format: "uri" } },
        AnyHttpUrl: { type: "string", constraints: { format: "uri" } },
        SecretStr: { type: "string" },
        StrictStr: { type: "string" },
        StrictInt: { type: "int64" },
        StrictFloat: { type: "float64" },
        StrictBool: { type: "bool" },
        PositiveInt: { type: "int64", constraints: { exclusiveMinimum: 0 } },
        NonNegativeInt: { type: "int64", constraints: { minimum: 0 } },
        NegativeInt: { type: "int64", constraints: { exclusiveMaximum: 0 } },
        PositiveFloat: { type: "float64", constraints: { exclusiveMinimum: 0 } },
        NonNegativeFloat: { type: "float64", constraints: { minimum: 0 } },
        AwareDatetime: { type: "timestamp64", logical: "Timestamp" },
        NaiveDatetime: { type: "timestamp64", logical: "Timestamp" },
        PastDate: { type: "date32", logical: "Date" },
        FutureDate: { type: "date32", logical: "Date" },
        None: { type: "null" },
    },
    lists: new Set([
        "list",
        "List",
        "Sequence",
        "set",
        "Set",
        "frozenset",
        "FrozenSet",
        "Iterable",
        "tuple",
        "Tuple",
    ]),
    maps: new Set(["dict", "Dict", "Mapping", "MutableMapping"]),
    optionals: new Set(["Optional"]),
};
const MODEL_BASES = new Set(["BaseModel", "TypedDict", "SQLModel", "Struct"]);
const ENUM_BASES = new Set(["Enum", "StrEnum", "IntEnum"]);
/** Bases that never make a model, so a class deriving only from them is not one. */
const NOT_MODELS = new Set(["object", "Exception", "ValueError", "Generic", "Protocol", "ABC", "str", "int"]);
const MODEL_DECORATORS = /^@(dataclasses\.)?dataclass\b|^@(attr\.s|attrs\.define|define|frozen)\b|^@pydantic\.dataclasses\.dataclass\b/;
/**
 * Python: dataclasses, pydantic models and TypedDicts, Django and SQLAlchemy
 * models (orm-fields.ts), and classes deriving from one in the same file (they
 * inherit its fields). Public classes become
 * assets. `Optional[T]`, `T | None` and `Union[T, None]` are optional, as are
 * `NotRequired[T]` and the fields of a `total=False` TypedDict. Docs come from
 * `Field(description=...)` or a string right below the field. A file that also
 * defines PySpark `StructType` schemas yields those as `pyspark` assets.
 */
const pythonLanguage = {
    sourceType: "python",
    extensions: [".py", ".pyi"],
    grammar: "python",
    types: { ...python_types, primitives: { ...python_types.primitives, ...pysparkTypes.primitives } },
    declarations(root) {
        const declarations = modelDeclarations(root);
        const schemas = pysparkSchemas(root).map((schema) => schema.kind === "struct" && schema.isAsset ? { ...schema, sourceType: "pyspark" } : schema);
        return [...declarations, ...schemas];
    },
    imports: pythonImports,
    modulePaths: pythonModulePaths,
};
function modelDeclarations(root) {
    const classes = [];
    for (const statement of root.namedChildren) {
        if (statement?.type === "class_definition")
            classes.push({ node: statement, decorators: [] });
        if (statement?.type === "decorated_definition") {
            const definition = statement.childForFieldName("definition");
            if (definition?.type === "class_definition") {
                const decorators = statement.namedChildren.flatMap((child) => child?.type === "decorator" ? [child.text] : []);
                classes.push({ node: definition, decorators });
            }
        }
    }
    const models = new Set();
    const declarations = typeAliases(root);
    for (const { node, decorators } of classes) {
        const name = node.childForFieldName("name")?.text;
        if (!name)
            continue;
        const superclasses = node.childForFieldName("superclasses");
        const written = (superclasses?.namedChildren ?? []).flatMap((base) => base && base.type !== "keyword_argument" ? [base.text] : []);
        const bases = written.map(python_lastSegment);
        const body = node.childForFieldName("body");
        const doc = docstring(body);
        const base = { name, line: (0,reader/* lineOf */.cA)(node), ...(doc ? { doc } : {}) };
        if (bases.some((b) => ENUM_BASES.has(b))) {
            declarations.push({ kind: "enum", ...base, symbols: enumSymbols(body) });
            continue;
        }
        const isModel = bases.some((b) => MODEL_BASES.has(b) || models.has(b)) ||
            decorators.some((d) => MODEL_DECORATORS.test(d)) ||
            declaresOrmColumns(body);
        // Bases declared in other files decide later, once imports are resolved.
        const elsewhere = isModel ? [] : written.filter((b) => !NOT_MODELS.has(b));
        if (!isModel && elsewhere.length === 0)
            continue;
        if (isModel)
            models.add(name);
        const total = (superclasses?.namedChildren ?? []).find((argument) => argument?.type === "keyword_argument" && argument.childForFieldName("name")?.text === "total");
        const allOptional = total?.childForFieldName("value")?.text === "False";
        // `Required[...]` keeps a field of a total=False TypedDict required.
        const fields = python_classFields(body).map(({ [REQUIRED]: required, ...field }) => allOptional && !required ? { ...field, optional: true } : field);
        const embeds = bases.filter((b) => models.has(b));
        const struct = {
            kind: "struct",
            ...base,
            fields,
            isAsset: !name.startsWith("_"),
            hasError: node.hasError,
        };
        const withBases = elsewhere.length > 0 ? { ...struct, modelIfBaseIs: elsewhere } : struct;
        declarations.push(embeds.length > 0 ? { ...withBases, embeds } : withBases);
    }
    return declarations;
}
const ALIAS_FORMS = new Set(["Annotated", "Literal", "Union", "Optional"]);
/**
 * Module-level type aliases: `Sku = Annotated[str, Field(...)]`, `Channel =
 * Literal["web", "app"]`, `Id: TypeAlias = str`, and Python 3.12's `type Id = str`.
 */
function typeAliases(root) {
    const aliases = [];
    for (const statement of root.namedChildren) {
        const inner = statement?.type === "expression_statement" ? statement.namedChildren[0] : statement;
        if (inner?.type === "type_alias_statement") {
            const [left, right] = inner.namedChildren;
            const name = left?.text;
            if (name && right)
                aliases.push({ kind: "alias", name, line: (0,reader/* lineOf */.cA)(inner), type: python_typeExpr(right) });
            continue;
        }
        if (inner?.type !== "assignment")
            continue;
        const left = inner.childForFieldName("left");
        const right = inner.childForFieldName("right");
        const annotated = inner.childForFieldName("type")?.text;
        if (left?.type !== "identifier" || !right)
            continue;
        const form = right.type === "subscript" ? python_lastSegment(right.childForFieldName("value")?.text ?? "") : "";
        if (ALIAS_FORMS.has(form) || annotated === "TypeAlias" || annotated === "typing.TypeAlias") {
            aliases.push({ kind: "alias", name: left.text, line: (0,reader/* lineOf */.cA)(inner), type: python_typeExpr(right) });
        }
    }
    return aliases;
}
function python_lastSegment(text) {
    return text.slice(text.lastIndexOf(".") + 1);
}
function docstring(body) {
    const first = body?.namedChildren[0];
    const string = first?.type === "expression_statement" ? first.namedChildren[0] : undefined;
    return string?.type === "string" ? cleanDocstring(string.text) : undefined;
}
function cleanDocstring(text) {
    return (0,reader/* cleanComment */.fo)((0,reader/* unquote */._n)(text).trim());
}
function enumSymbols(body) {
    const symbols = [];
    for (const statement of body?.namedChildren ?? []) {
        const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== "assignment")
            continue;
        const name = assignment.childForFieldName("left")?.text ?? "";
        const value = assignment.childForFieldName("right");
        if (name.startsWith("_"))
            continue;
        symbols.push(value?.type === "string" ? (0,reader/* unquote */._n)(value.text) : name);
    }
    return symbols;
}
function python_classFields(body) {
    const fields = [];
    const statements = body?.namedChildren ?? [];
    statements.forEach((statement, index) => {
        const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== "assignment")
            return;
        const name = assignment.childForFieldName("left");
        const annotation = assignment.childForFieldName("type")?.namedChildren[0];
        // Django and SQLAlchemy columns are declared by a field call, typed or not (orm-fields.ts).
        const column = ormField(assignment, annotation ? python_typeExpr(annotation) : undefined);
        if (column !== undefined) {
            if (column && !name?.text.startsWith("_"))
                fields.push(column);
            return;
        }
        if (name?.type !== "identifier" || !annotation || name.text.startsWith("_"))
            return;
        let type = python_typeExpr(annotation);
        if (type.kind === "named" && python_lastSegment(type.name) === "ClassVar")
            return;
        let optional = false;
        let required = false;
        if (type.kind === "named" && ["NotRequired", "Required"].includes(python_lastSegment(type.name))) {
            optional = python_lastSegment(type.name) === "NotRequired";
            required = !optional;
            type = type.args[0] ?? type;
        }
        const info = fieldInfo(annotation, assignment.childForFieldName("right"));
        const doc = info.description ?? attributeDocstring(statements[index + 1]);
        const field = withWireName({
            name: name.text,
            line: (0,reader/* lineOf */.cA)(assignment),
            type,
            ...(optional ? { optional } : {}),
            ...(doc ? { doc } : {}),
            ...(info.constraints ? { constraints: info.constraints } : {}),
        }, info.alias);
        fields.push(required ? { ...field, [REQUIRED]: true } : field);
    });
    return fields;
}
const REQUIRED = Symbol("required");
/** A bare string right after a field documents it (the attribute docstring convention). */
function attributeDocstring(next) {
    const string = next?.type === "expression_statement" ? next.namedChildren[0] : undefined;
    return string?.type === "string" ? cleanDocstring(string.text) : undefined;
}
function python_typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "type": {
            const inner = node.namedChildren[0];
            return inner ? python_typeExpr(inner) : python_unknown(text);
        }
        case "identifier":
        case "attribute":
            return text === "None"
                ? { kind: "null", text }
                : { kind: "named", name: lastSegmentIfTyping(text), args: [], text };
        case "none":
            return { kind: "null", text };
        case "string":
            return forwardReference((0,reader/* unquote */._n)(text));
        case "binary_operator": {
            const left = node.childForFieldName("left");
            const right = node.childForFieldName("right");
            if (!left || !right)
                return python_unknown(text);
            const variants = [left, right].flatMap((side) => {
                const expr = python_typeExpr(side);
                return expr.kind === "union" ? expr.variants : [expr];
            });
            return { kind: "union", variants, text };
        }
        case "generic_type":
        case "subscript": {
            const nameNode = node.type === "subscript" ? node.childForFieldName("value") : node.namedChildren[0];
            const argNodes = node.type === "subscript"
                ? node.childrenForFieldName("subscript")
                : (node.namedChildren.find((child) => child?.type === "type_parameter")?.namedChildren ?? []);
            const name = lastSegmentIfTyping(nameNode?.text ?? "");
            if (python_lastSegment(name) === "Literal") {
                return { kind: "union", variants: argNodes.flatMap((arg) => (arg ? [literalOf(arg)] : [])), text };
            }
            const args = argNodes.flatMap((arg) => (arg ? [python_typeExpr(arg)] : []));
            if (python_lastSegment(name) === "Union")
                return { kind: "union", variants: args, text };
            if (python_lastSegment(name) === "Annotated") {
                // `Annotated[str, Field(pattern=...)]` as a type of its own (`Sku = Annotated[...]`) keeps its constraints.
                const inner = args[0] ?? python_unknown(text);
                const { constraints } = fieldInfo(node, null);
                return constraints && inner.kind === "named"
                    ? { ...inner, constraints: { ...inner.constraints, ...constraints } }
                    : inner;
            }
            return { kind: "named", name, args, text };
        }
        default:
            return python_unknown(text);
    }
}
/** `typing.List` and `t.Optional` are the typing names; other dotted names stay whole. */
function lastSegmentIfTyping(name) {
    return /^(typing|t|typing_extensions)\./.test(name) ? python_lastSegment(name) : name;
}
/** An argument of `Literal[...]`: strings, numbers, booleans, None. */
function literalOf(node) {
    const value = node.type === "type" ? (node.namedChildren[0] ?? node) : node;
    const text = value.text;
    switch (value.type) {
        case "string":
            return { kind: "literal", value: (0,reader/* unquote */._n)(text), text };
        case "integer":
        case "float":
            return { kind: "literal", value: Number(text), text };
        case "true":
        case "false":
            return { kind: "literal", value: value.type === "true", text };
        case "none":
            return { kind: "null", text };
        default:
            return python_unknown(text);
    }
}
/** A quoted annotation: `"Order"` or `"Order | None"`; anything more complex stays unknown. */
function forwardReference(inner) {
    const parts = inner.split("|").map((part) => part.trim());
    const variants = parts.map((part) => {
        if (part === "None")
            return { kind: "null", text: part };
        if (/^[A-Za-z_][\w.]*$/.test(part))
            return { kind: "named", name: part, args: [], text: part };
        return python_unknown(part);
    });
    const [only] = variants;
    return only && variants.length === 1 ? only : { kind: "union", variants, text: inner };
}
function python_unknown(text) {
    return { kind: "named", name: "", args: [], text };
}

;// CONCATENATED MODULE: ./src/schema/readers/code/swift.ts


const swift_types = {
    primitives: {
        Int: { type: "int64" },
        Int8: { type: "int8" },
        Int16: { type: "int16" },
        Int32: { type: "int32" },
        Int64: { type: "int64" },
        UInt: { type: "uint64" },
        UInt8: { type: "uint8" },
        UInt16: { type: "uint16" },
        UInt32: { type: "uint32" },
        UInt64: { type: "uint64" },
        Float: { type: "float32" },
        Float32: { type: "float32" },
        Double: { type: "float64" },
        TimeInterval: { type: "float64", constraints: { unit: "s" } },
        Float64: { type: "float64" },
        Bool: { type: "bool" },
        String: { type: "string" },
        Character: { type: "string", constraints: { maxLength: 1 } },
        URL: { type: "string", constraints: { format: "uri" } },
        Decimal: { type: "decimal128", logical: "Decimal" },
        Date: { type: "timestamp64", logical: "Timestamp" },
        UUID: { type: "uuid" },
        Data: { type: "bytes" },
    },
    lists: new Set(["Array", "Set", "ContiguousArray"]),
    maps: new Set(["Dictionary"]),
    optionals: new Set(["Optional"]),
};
const HIDDEN = new Set(["private", "fileprivate"]);
/**
 * Swift: top-level structs and classes that are not private become assets; their
 * stored instance properties (`let`/`var` with a type, not static, not computed)
 * are the fields. `T?`, `T!` and `Optional<T>` are optional. Enums resolve to
 * their raw values when given, else their case names.
 */
const swiftLanguage = {
    sourceType: "swift",
    extensions: [".swift"],
    grammar: "swift",
    packageIsFolder: true,
    types: swift_types,
    declarations(root) {
        const declarations = [];
        for (const child of root.namedChildren)
            if (child)
                swift_collect(child, true, declarations);
        return declarations;
    },
};
const isSwiftDoc = (comment) => comment.startsWith("///") || comment.startsWith("/**");
function swift_collect(node, topLevel, into) {
    if (node.type !== "class_declaration")
        return;
    const kind = node.children.find((child) => child && !child.isNamed && /^(struct|class|enum|actor)$/.test(child.type));
    const nameNode = node.childForFieldName("name");
    if (!kind || nameNode?.type !== "type_identifier")
        return;
    const doc = (0,reader/* leadingDoc */.XJ)(node, isSwiftDoc);
    const base = { name: nameNode.text, line: (0,reader/* lineOf */.cA)(node), ...(doc ? { doc } : {}) };
    const body = node.childForFieldName("body");
    if (kind.type === "enum") {
        const symbols = [];
        for (const entry of body?.namedChildren ?? []) {
            if (entry?.type !== "enum_entry")
                continue;
            // `case a = "x", b`: names and raw values alternate in source order.
            for (const child of entry.namedChildren) {
                if (!child)
                    continue;
                if (child.type === "simple_identifier")
                    symbols.push(child.text);
                else if (/string_literal$/.test(child.type) && symbols.length > 0)
                    symbols[symbols.length - 1] = (0,reader/* unquote */._n)(child.text);
            }
        }
        into.push({ kind: "enum", ...base, symbols });
    }
    else {
        const keys = codingKeys(body);
        const stored = storedProperties(body);
        into.push({
            kind: "struct",
            ...base,
            // With `CodingKeys`, Codable encodes only the listed properties, under their raw values.
            fields: keys
                ? stored.flatMap((field) => (keys.has(field.name) ? [withWireName(field, keys.get(field.name))] : []))
                : stored,
            isAsset: topLevel && !swift_modifierTexts(node).some((modifier) => HIDDEN.has(modifier)),
            hasError: node.hasError,
        });
    }
    for (const member of body?.namedChildren ?? [])
        if (member)
            swift_collect(member, false, into);
}
/** `enum CodingKeys: String, CodingKey { case firstName = "first_name", id }`: property -> wire name. */
function codingKeys(body) {
    const keys = (body?.namedChildren ?? []).find((member) => member?.type === "class_declaration" && member.childForFieldName("name")?.text === "CodingKeys");
    if (!keys)
        return undefined;
    const names = new Map();
    for (const entry of keys.childForFieldName("body")?.namedChildren ?? []) {
        if (entry?.type !== "enum_entry")
            continue;
        let last;
        for (const child of entry.namedChildren) {
            if (child?.type === "simple_identifier") {
                last = child.text;
                names.set(last, last);
            }
            else if (child && /string_literal$/.test(child.type) && last) {
                names.set(last, (0,reader/* unquote */._n)(child.text));
            }
        }
    }
    return names;
}
function swift_modifierTexts(node) {
    const modifiers = node.namedChildren.find((child) => child?.type === "modifiers");
    return (modifiers?.namedChildren ?? []).flatMap((modifier) => (modifier ? [modifier.text] : []));
}
function storedProperties(body) {
    const fields = [];
    for (const member of body?.namedChildren ?? []) {
        if (member?.type !== "property_declaration")
            continue;
        if (member.childForFieldName("computed_value"))
            continue;
        if (swift_modifierTexts(member).some((modifier) => modifier === "static" || modifier === "class"))
            continue;
        const name = member.childForFieldName("name")?.childForFieldName("bound_identifier")?.text;
        const annotation = member.namedChildren.find((child) => child?.type === "type_annotation");
        const type = annotation?.childForFieldName("name");
        if (!name || !annotation || !type)
            continue;
        // `T!` (implicitly unwrapped) may hold nil; the grammar leaves the `!` beside the annotation.
        const unwrapped = annotation.nextSibling?.type === "!" || annotation.text.endsWith("!");
        const doc = (0,reader/* leadingDoc */.XJ)(member, isSwiftDoc);
        fields.push({
            name,
            line: (0,reader/* lineOf */.cA)(member),
            type: swift_typeExpr(type),
            ...(unwrapped ? { optional: true } : {}),
            ...(doc ? { doc } : {}),
        });
    }
    return fields;
}
function swift_typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "optional_type": {
            const inner = node.childForFieldName("wrapped");
            return inner ? { kind: "nullable", inner: swift_typeExpr(inner), text } : swift_unknown(text);
        }
        case "array_type": {
            const element = node.childForFieldName("name");
            return element ? { kind: "list", element: swift_typeExpr(element), text } : swift_unknown(text);
        }
        case "dictionary_type": {
            const [key, value] = node.childrenForFieldName("name");
            return key && value ? { kind: "map", key: swift_typeExpr(key), value: swift_typeExpr(value), text } : swift_unknown(text);
        }
        case "user_type": {
            const name = node.namedChildren
                .flatMap((child) => (child?.type === "type_identifier" ? [child.text] : []))
                .join(".");
            const args = node.namedChildren
                .find((child) => child?.type === "type_arguments")
                ?.childrenForFieldName("name")
                .flatMap((arg) => (arg ? [swift_typeExpr(arg)] : []));
            return { kind: "named", name, args: args ?? [], text };
        }
        default:
            return swift_unknown(text);
    }
}
function swift_unknown(text) {
    return { kind: "named", name: "", args: [], text };
}

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
        const doc = (0,reader/* leadingDoc */.XJ)(outer, reader/* isBlockDoc */.yc);
        if (!object) {
            // `const Source = z.enum([...])`, `z.union(...)`: a type other schemas use by name.
            if (chain(value).base === "z") {
                const { type } = zodType(value);
                found.push({ kind: "alias", name, line: (0,reader/* lineOf */.cA)(declarator), ...(doc ? { doc } : {}), type });
            }
            continue;
        }
        found.push({
            kind: "struct",
            name,
            line: (0,reader/* lineOf */.cA)(declarator),
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
            name: key.type === "string" ? (0,reader/* unquote */._n)(key.text) : key.text,
            line: (0,reader/* lineOf */.cA)(pair),
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
            doc = (0,reader/* unquote */._n)(call.args[0].text);
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
                    ? [{ kind: "literal", value: (0,reader/* unquote */._n)(item.text), text: item.text }]
                    : []),
                text,
            };
        case "literal":
            return first?.type === "string"
                ? { kind: "literal", value: (0,reader/* unquote */._n)(first.text), text }
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



const typescript_types = {
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
    types: typescript_types,
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
        const module = (0,reader/* unquote */._n)(source.text);
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
        const found = typescript_declarationOf(declaration, statement, visible && exported);
        if (found)
            into.push(prefix ? { ...found, name: `${prefix}${found.name}` } : found);
    }
}
function typescript_declarationOf(node, outer, exported) {
    const name = node.childForFieldName("name")?.text;
    if (!name)
        return undefined;
    const line = (0,reader/* lineOf */.cA)(node);
    const doc = (0,reader/* leadingDoc */.XJ)(outer, reader/* isBlockDoc */.yc);
    const base = { name, line, ...(doc ? { doc } : {}) };
    const hasError = node.hasError;
    switch (node.type) {
        case "interface_declaration":
        case "class_declaration": {
            const embeds = heritage(node);
            return {
                kind: "struct",
                ...base,
                fields: typescript_fieldsOf(node.childForFieldName("body")),
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
                return { kind: "struct", ...base, fields: typescript_fieldsOf(value), isAsset: exported, hasError };
            }
            // `A & B & { c: number }`: the fields of the named parts, then the written ones.
            if (value.type === "intersection_type") {
                const parts = intersectionParts(value);
                return {
                    kind: "struct",
                    ...base,
                    fields: parts.flatMap((part) => (part.type === "object_type" ? typescript_fieldsOf(part) : [])),
                    embeds: parts.flatMap((part) => part.type === "type_identifier" || part.type === "nested_type_identifier" ? [part.text] : []),
                    isAsset: exported,
                    hasError,
                };
            }
            return { kind: "alias", ...base, type: typescript_typeExpr(value) };
        }
        case "enum_declaration": {
            const symbols = [];
            for (const member of node.childForFieldName("body")?.namedChildren ?? []) {
                if (!member)
                    continue;
                if (member.type === "enum_assignment") {
                    const value = member.childForFieldName("value");
                    symbols.push(value?.type === "string" ? (0,reader/* unquote */._n)(value.text) : (member.childForFieldName("name")?.text ?? ""));
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
const typescript_SKIPPED_MODIFIERS = new Set(["static", "private", "protected", "declare"]);
function typescript_fieldsOf(body) {
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
        if (member.children.some((child) => child && typescript_SKIPPED_MODIFIERS.has(modifierText(child))))
            continue;
        const doc = (0,reader/* leadingDoc */.XJ)(member, reader/* isBlockDoc */.yc);
        fields.push({
            name: nameNode.type === "string" ? (0,reader/* unquote */._n)(nameNode.text) : nameNode.text,
            line: (0,reader/* lineOf */.cA)(member),
            type: typeNode ? typescript_typeExpr(typeNode) : inferred(member.childForFieldName("value")),
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
        if (modifiers.length === 0 || modifiers.some((modifier) => typescript_SKIPPED_MODIFIERS.has(modifier)))
            continue;
        const name = parameter.childForFieldName("pattern");
        const typeNode = parameter.childForFieldName("type")?.namedChildren[0];
        if (name?.type !== "identifier")
            continue;
        fields.push({
            name: name.text,
            line: (0,reader/* lineOf */.cA)(parameter),
            type: typeNode ? typescript_typeExpr(typeNode) : inferred(parameter.childForFieldName("value")),
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
        : typescript_unknown(value ? `(inferred from ${value.text.slice(0, 60)})` : "(untyped)");
}
function modifierText(node) {
    return node.type === "accessibility_modifier" ? node.text : node.type;
}
function typescript_typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "predefined_type":
        case "type_identifier":
        case "nested_type_identifier":
            return { kind: "named", name: text, args: [], text };
        case "generic_type": {
            const name = node.childForFieldName("name")?.text ?? "";
            const args = (node.childForFieldName("type_arguments")?.namedChildren ?? []).flatMap((arg) => arg ? [typescript_typeExpr(arg)] : []);
            return { kind: "named", name, args, text };
        }
        case "array_type": {
            const element = node.namedChildren[0];
            return { kind: "list", element: element ? typescript_typeExpr(element) : typescript_unknown(text), text };
        }
        case "readonly_type":
        case "parenthesized_type": {
            const inner = node.namedChildren[0];
            return inner ? typescript_typeExpr(inner) : typescript_unknown(text);
        }
        case "union_type":
            return { kind: "union", variants: flattenUnion(node).map(typescript_typeExpr), text };
        case "literal_type": {
            const literal = node.namedChildren[0];
            if (!literal)
                return typescript_unknown(text);
            if (literal.type === "null" || literal.type === "undefined")
                return { kind: "null", text };
            if (literal.type === "string")
                return { kind: "literal", value: (0,reader/* unquote */._n)(literal.text), text };
            if (literal.type === "number" || literal.type === "unary_expression") {
                return { kind: "literal", value: Number(literal.text), text };
            }
            if (literal.type === "true" || literal.type === "false") {
                return { kind: "literal", value: literal.type === "true", text };
            }
            return typescript_unknown(text);
        }
        case "object_type":
            return { kind: "inline", fields: typescript_fieldsOf(node), text };
        default:
            return typescript_unknown(text);
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
function typescript_unknown(text) {
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

;// CONCATENATED MODULE: ./src/schema/readers/code.ts










/**
 * Readers of code models: typescript, python, pyspark, java, kotlin, swift, php,
 * golang. The python reader also returns a file's PySpark schemas (as `pyspark`
 * assets); the pyspark reader claims no extension and reads only those.
 */
const codeReaders = [
    typescriptLanguage,
    pythonLanguage,
    pysparkLanguage,
    javaLanguage,
    kotlinLanguage,
    swiftLanguage,
    phpLanguage,
    golangLanguage,
].map(reader/* codeReader */.tp);

// EXTERNAL MODULE: ./src/schema/readers/described/index.ts
var described = __webpack_require__(27376);
;// CONCATENATED MODULE: ./src/schema/readers/frameworks/detect.ts

const CHANGELOG_FILE = /\.(xml|ya?ml|json)$/i;
async function frameworkOf(request) {
    const { path, files } = request;
    if (/\.rb$/i.test(path))
        return { kind: "rails" };
    if (CHANGELOG_FILE.test(path))
        return { kind: "liquibase", roots: [path] };
    if (/\.\w+$/.test(external_node_path_.posix.basename(path)))
        return undefined;
    // A folder: a migrations rule's. Its top-level changelogs (if any) are what Liquibase runs.
    const listed = await files.list(path).catch(() => []);
    const candidates = listed.filter((file) => CHANGELOG_FILE.test(file));
    if (candidates.length === 0)
        return undefined;
    const changelogs = [];
    for (const file of candidates) {
        const text = await files.readText(file).catch(() => undefined);
        if (text !== undefined && /databaseChangeLog/.test(text))
            changelogs.push(file);
    }
    if (changelogs.length === 0)
        return undefined;
    // The master changelog runs the others: a folder's `*master*` file, else each top-level changelog.
    const masters = changelogs.filter((file) => /master/i.test(external_node_path_.posix.basename(file)));
    return { kind: "liquibase", roots: (masters.length > 0 ? masters : changelogs).sort() };
}

;// CONCATENATED MODULE: ./src/schema/readers/data.ts


/**
 * A reader whose module (and its parser: node-sql-parser, avsc, protobufjs, a
 * YAML parser, PGlite's loader) is imported at its first read: a run loads
 * only the readers of the source types it reads, and a run that reads nothing
 * (a README-only pull request) none. The endings are stated here so that
 * detecting a file's type loads nothing; a test holds them equal to the
 * reader's own.
 */
function lazyReader(sourceType, extensions, load) {
    let loaded;
    const reader = () => {
        loaded ??= load().catch((error) => {
            loaded = undefined;
            throw error;
        });
        return loaded;
    };
    return {
        sourceType,
        extensions,
        read: async (request) => (await reader()).read(request),
        readVersions: async (base, head) => {
            const loadedReader = await reader();
            if (loadedReader.readVersions)
                return loadedReader.readVersions(base, head);
            return { base: await loadedReader.read(base), head: await loadedReader.read(head) };
        },
    };
}
/**
 * A SQL reader that also reads a Rails schema.rb and Liquibase changelogs (frameworks/), which a
 * rule names with the database's source type: written as the SQL their tool runs, read as SQL.
 */
function withSchemaDsl(reader) {
    const read = async (request) => {
        const framework = await frameworkOf(request);
        if (!framework)
            return reader.read(request);
        return (await __webpack_require__.e(/* import() */ 4962).then(__webpack_require__.bind(__webpack_require__, 14962))).readFramework(framework, request);
    };
    return {
        ...reader,
        read,
        readVersions: async (base, head) => {
            if ((await frameworkOf(base)) || (await frameworkOf(head)) || !reader.readVersions)
                return { base: await read(base), head: await read(head) };
            return reader.readVersions(base, head);
        },
    };
}
/** Readers of schema and DDL files: postgres, mysql, mssql, json_schema, avro, protobuf, dataframe, s3. */
const dataReaders = [
    // A framework's description of the database (schema.prisma, Django models) read by its SQL reader.
    (0,described/* withDescriptions */.C)(withSchemaDsl(lazyReader("postgres", [".sql", ".pgsql", ".psql"], async () => (await __webpack_require__.e(/* import() */ 7636).then(__webpack_require__.bind(__webpack_require__, 67636))).postgresReader))),
    (0,described/* withDescriptions */.C)(withSchemaDsl(lazyReader("mysql", [".mysql.sql", ".mysql"], async () => (await Promise.all(/* import() */[__webpack_require__.e(6519), __webpack_require__.e(7558)]).then(__webpack_require__.bind(__webpack_require__, 87558))).mysqlReader))),
    (0,described/* withDescriptions */.C)(withSchemaDsl(lazyReader("mssql", [".mssql.sql", ".tsql", ".mssql"], async () => (await Promise.all(/* import() */[__webpack_require__.e(6519), __webpack_require__.e(7558)]).then(__webpack_require__.bind(__webpack_require__, 87558))).mssqlReader))),
    lazyReader("json_schema", [".schema.json", ".schema.yaml", ".schema.yml", ".jsonschema"], async () => (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(9942)]).then(__webpack_require__.bind(__webpack_require__, 39942))).jsonSchemaReader),
    lazyReader("avro", [".avsc", ".avdl", ".avpr"], async () => (await Promise.all(/* import() */[__webpack_require__.e(152), __webpack_require__.e(1586)]).then(__webpack_require__.bind(__webpack_require__, 1586))).avroReader),
    lazyReader("protobuf", [".proto"], async () => (await Promise.all(/* import() */[__webpack_require__.e(9535), __webpack_require__.e(6721)]).then(__webpack_require__.bind(__webpack_require__, 49102))).protobufReader),
    lazyReader("dataframe", [".dataframe.yaml", ".dataframe.yml", ".dataframe.json"], async () => (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(4561)]).then(__webpack_require__.bind(__webpack_require__, 74561))).dataframeReader),
    lazyReader("s3", [".s3.yaml", ".s3.yml", ".s3.json"], async () => (await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(8815), __webpack_require__.e(152), __webpack_require__.e(9501), __webpack_require__.e(1586), __webpack_require__.e(905)]).then(__webpack_require__.bind(__webpack_require__, 90905))).s3Reader),
];
/** The readers themselves, loaded (tests compare them with the lazy ones). */
async function loadDataReaders() {
    const [postgres, sqlDdl, jsonSchema, avro, protobuf, dataframe, s3] = await Promise.all([
        __webpack_require__.e(/* import() */ 7636).then(__webpack_require__.bind(__webpack_require__, 67636)),
        Promise.all(/* import() */[__webpack_require__.e(6519), __webpack_require__.e(7558)]).then(__webpack_require__.bind(__webpack_require__, 87558)),
        Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(9942)]).then(__webpack_require__.bind(__webpack_require__, 39942)),
        Promise.all(/* import() */[__webpack_require__.e(152), __webpack_require__.e(1586)]).then(__webpack_require__.bind(__webpack_require__, 1586)),
        Promise.all(/* import() */[__webpack_require__.e(9535), __webpack_require__.e(6721)]).then(__webpack_require__.bind(__webpack_require__, 49102)),
        Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(4561)]).then(__webpack_require__.bind(__webpack_require__, 74561)),
        Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(8815), __webpack_require__.e(152), __webpack_require__.e(9501), __webpack_require__.e(1586), __webpack_require__.e(905)]).then(__webpack_require__.bind(__webpack_require__, 90905)),
    ]);
    return [
        postgres.postgresReader,
        sqlDdl.mysqlReader,
        sqlDdl.mssqlReader,
        jsonSchema.jsonSchemaReader,
        avro.avroReader,
        protobuf.protobufReader,
        dataframe.dataframeReader,
        s3.s3Reader,
    ];
}

// EXTERNAL MODULE: ./src/schema/text.ts
var schema_text = __webpack_require__(57036);
;// CONCATENATED MODULE: ./src/schema/tree.ts
/**
 * One key order for every reader's trees (stable golden files and diffs), and
 * no empty `constraints` objects.
 */
function canonicalTree(tree) {
    const out = { type: tree.type };
    if (tree.name !== undefined)
        out.name = tree.name;
    if (tree.optional)
        out.optional = true;
    if (tree.logical !== undefined)
        out.logical = tree.logical;
    if (tree.alias !== undefined)
        out.alias = tree.alias;
    if (tree.doc !== undefined && tree.doc !== "")
        out.doc = tree.doc;
    if (tree.constraints && Object.keys(tree.constraints).length > 0)
        out.constraints = tree.constraints;
    if (tree.fields)
        out.fields = tree.fields.map(canonicalTree);
    if (tree.line !== undefined)
        out.line = tree.line;
    if (tree.file !== undefined)
        out.file = tree.file;
    // Re-insert `type` first but keep name before it for readability of goldens.
    return tree.name === undefined ? out : { name: tree.name, ...out };
}
function canonicalAsset(asset) {
    return { ...asset, schema: canonicalTree(asset.schema) };
}

// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: ./src/schema/readers/postgres/instance.ts
var instance = __webpack_require__(4635);
;// CONCATENATED MODULE: ./src/schema/index.ts








/** Frees the shared PGlite of the postgres reader; call once when done reading. */

/** Every reader: schema/DDL files and code models. */
const readers = [...dataReaders, ...codeReaders];
function readerFor(sourceType) {
    return readers.find((r) => r.sourceType === sourceType);
}
/**
 * The source type of a file by the longest file ending a reader claims
 * (".mysql.sql" beats ".sql"). Config rules come first: see SourceMap (src/sync/changes.ts).
 */
function detectSourceType(path) {
    const lower = path.toLowerCase();
    let best;
    for (const reader of readers) {
        for (const ending of reader.extensions) {
            if (lower.endsWith(ending) && ending.length > (best?.length ?? 0)) {
                best = { sourceType: reader.sourceType, length: ending.length };
            }
        }
    }
    return best?.sourceType;
}
/**
 * The data source when the caller names none: the GitHub repository the run is
 * in (`github.com/owner/repo`, as in the resource names of docs/service-interface.md), else `local`.
 */
function defaultDataSource(env = process.env) {
    return env.GITHUB_REPOSITORY ? `github.com/${env.GITHUB_REPOSITORY}` : "local";
}
/**
 * The rule without a configuration (with one, only a rule's `migrations: true` makes a
 * folder): Postgres .sql files that share a folder are one target, the folder, read as
 * ordered migrations (a folder of independent CREATE TABLE files replays to the same tables).
 * The PR check and `contract-sync schema` both decide through this one function.
 */
function sharedFolderRule(paths) {
    const postgresPerDir = new Map();
    for (const path of paths) {
        if (detectSourceType(path) !== "postgres")
            continue;
        const dir = external_node_path_.posix.dirname(path);
        postgresPerDir.set(dir, (postgresPerDir.get(dir) ?? 0) + 1);
    }
    return (path, sourceType) => {
        const dir = external_node_path_.posix.dirname(path);
        return sourceType === "postgres" && (postgresPerDir.get(dir) ?? 0) > 1 ? dir : undefined;
    };
}
/**
 * Turns a list of files into read targets: each file, or the migration folder `migrationOf`
 * puts it in (default: `sharedFolderRule`). Files of no known source type are left out.
 */
function planReads(paths, sourceTypeOf, migrationOf = sharedFolderRule(paths.filter((p) => sourceTypeOf(p) === "postgres"))) {
    const targets = uniqueTargets(paths.map((path) => {
        const sourceType = sourceTypeOf(path);
        return sourceType && { path: migrationOf(path, sourceType) ?? path, sourceType };
    }));
    // SQL after the others, as the listing has always been.
    return [
        ...targets.filter((t) => t.sourceType !== "postgres"),
        ...targets.filter((t) => t.sourceType === "postgres"),
    ];
}
/**
 * Each read target once, in first-seen order: the one dedupe of every planner (the PR check's
 * changed files, a whole repository, `contract-sync schema`). A key set, not a scan: 1,000
 * changed files made a scan quadratic.
 */
function uniqueTargets(targets) {
    const seen = new Set();
    const unique = [];
    for (const target of targets) {
        if (!target)
            continue;
        const key = `${target.sourceType}\0${target.path}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        unique.push(target);
    }
    return unique;
}
/**
 * Reads each target with its reader. Failures stay with their file: a bad file,
 * a file over the size limit (`limits.maxFileBytes`, default 5 MiB, env
 * CONTRACT_SYNC_MAX_FILE_BYTES), an unknown source type or a reader that throws
 * becomes a diagnostic, and the other targets are still read.
 */
async function readAssets(targets, options) {
    const assets = [];
    const diagnostics = [];
    const files = limitedFiles(options);
    for (const target of targets) {
        const read = readRequest(target, options, files);
        if ("message" in read) {
            diagnostics.push(read);
            continue;
        }
        const result = await readGuarded(read);
        assets.push(...result.assets);
        diagnostics.push(...result.diagnostics);
    }
    return { assets, diagnostics: distinct(diagnostics) };
}
/**
 * Each diagnostic once: a file imported by many of the files read (a .proto's
 * broken import) reports the same problem from each of their reads.
 */
function distinct(diagnostics) {
    const seen = new Set();
    return diagnostics.filter((d) => {
        const key = `${d.file}\0${d.line ?? ""}\0${d.severity}\0${d.message}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/**
 * Reads targets at two revisions (a pull request's base and head), each side
 * as `readAssets` reads it. A target read at both through a reader that shares
 * work between them (`readVersions`: a Postgres migration folder replayed
 * once) is read so; the results are the same.
 */
async function readAssetVersionPairs(base, head) {
    const key = (t) => `${t.sourceType}\0${t.path}`;
    const headKeys = new Set(head.targets.map(key));
    const paired = new Set(base.targets.filter((t) => headKeys.has(key(t)) && readerFor(t.sourceType)?.readVersions).map(key));
    const baseFiles = limitedFiles(base.options);
    const headFiles = limitedFiles(head.options);
    const headResults = new Map();
    const out = {
        base: { assets: [], diagnostics: [] },
        head: { assets: [], diagnostics: [] },
    };
    const add = (side, result) => {
        if ("message" in result)
            out[side].diagnostics.push(result);
        else {
            out[side].assets.push(...result.assets);
            out[side].diagnostics.push(...result.diagnostics);
        }
    };
    for (const target of base.targets) {
        const baseRead = readRequest(target, base.options, baseFiles);
        if ("message" in baseRead) {
            add("base", baseRead);
            continue;
        }
        const headRead = paired.has(key(target)) ? readRequest(target, head.options, headFiles) : undefined;
        const versions = baseRead.reader.readVersions;
        if (!headRead || "message" in headRead || !versions) {
            add("base", await readGuarded(baseRead));
            continue;
        }
        // One failure of the shared read falls back to reading each side alone (each then fails alone).
        const both = await versions(baseRead.request, headRead.request).catch(() => undefined);
        add("base", both ? canonical(both.base) : await readGuarded(baseRead));
        headResults.set(key(target), both ? canonical(both.head) : await readGuarded(headRead));
    }
    for (const target of head.targets) {
        const done = headResults.get(key(target));
        if (done) {
            add("head", done);
            continue;
        }
        const headRead = readRequest(target, head.options, headFiles);
        add("head", "message" in headRead ? headRead : await readGuarded(headRead));
    }
    out.base.diagnostics = distinct(out.base.diagnostics);
    out.head.diagnostics = distinct(out.head.diagnostics);
    return out;
}
/** A target's reader and request, or why it cannot be read. */
function readRequest(target, options, files) {
    const path = typeof target === "string" ? target : target.path;
    const sourceType = typeof target === "string" ? (options.sourceTypeOf ?? detectSourceType)(target) : target.sourceType;
    if (!sourceType)
        return (0,schema_text/* errorDiagnostic */.Ee)(path, "unknown source type: name one with --type or a config glob");
    const reader = readerFor(sourceType);
    if (!reader)
        return (0,schema_text/* errorDiagnostic */.Ee)(path, `no reader for source type '${sourceType}' yet`);
    return {
        reader,
        request: {
            path,
            sourceType,
            dataSource: options.dataSourceOf?.(path, sourceType) ?? defaultDataSource(),
            database: options.database,
            views: options.viewsOf?.(path),
            members: options.membersOf?.(path),
            files,
            registry: { readerFor, detectSourceType: (file) => detectSourceType(file) },
            limits: options.limits,
        },
    };
}
/** A result in canonical form, each asset's tree within MAX_TREE_NODES (a warning when cut). */
function canonical(result) {
    const diagnostics = [...result.diagnostics];
    const assets = result.assets.map((asset) => {
        const bounded = (0,budget/* boundedAsset */.ej)(asset);
        if (bounded.diagnostic)
            diagnostics.push(bounded.diagnostic);
        return canonicalAsset(bounded.asset);
    });
    return { assets, diagnostics };
}
/** A target's files, each read bounded by the limit of the options (else the environment's). */
function limitedFiles(options) {
    return (0,fs_source/* limitedSource */.u2)(options.files, options.limits?.maxFileBytes ?? (0,fs_source/* maxFileBytesFromEnv */.Fg)());
}
/** A read whose failure stays with its file: a diagnostic, never a throw. */
async function readGuarded({ reader, request, }) {
    try {
        return canonical(await reader.read(request));
    }
    catch (error) {
        const diagnostic = error instanceof fs_source/* FileTooLarge */.Sv
            ? (0,schema_text/* errorDiagnostic */.Ee)(error.file, error.message)
            : isStackOverflow(error)
                ? (0,schema_text/* errorDiagnostic */.Ee)(request.path, "nested deeper than the reader's depth budget (the call stack): not read")
                : (0,schema_text/* errorDiagnostic */.Ee)(request.path, `the ${request.sourceType} reader failed: ${(0,schema_text/* errorMessage */.gJ)(error)}`);
        return { assets: [], diagnostics: [diagnostic] };
    }
}
/** The depth budget of the readers that recurse over a file's nesting is the call stack. */
function isStackOverflow(error) {
    return error instanceof RangeError && /call stack/i.test(error.message);
}


/***/ }),

/***/ 52442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iy: () => (/* binding */ resourceName),
/* harmony export */   UD: () => (/* binding */ sourcePrefix),
/* harmony export */   zN: () => (/* binding */ toWireNode)
/* harmony export */ });
/* harmony import */ var _api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97988);

/** The wire form of a tree: drops the reader-only `line` and `file`. */
function toWireNode(tree) {
    const { line: _line, file: _file, fields, ...node } = tree;
    return fields ? { ...node, fields: fields.map(toWireNode) } : node;
}
function resourceName(sourceType, dataSource, path) {
    return (0,_api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__/* .formatResourceName */ .f)({ source_type: sourceType, data_source: dataSource, path });
}
/** What every resource name of one source starts with: `{source_type}://{data_source}:`. */
function sourcePrefix(sourceType, dataSource) {
    return resourceName(sourceType, dataSource, "");
}


/***/ }),

/***/ 39640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fo: () => (/* binding */ cleanComment),
  tp: () => (/* binding */ codeReader),
  yc: () => (/* binding */ isBlockDoc),
  XJ: () => (/* binding */ leadingDoc),
  cA: () => (/* binding */ lineOf),
  B_: () => (/* binding */ syntaxErrors),
  _n: () => (/* binding */ unquote)
});

// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/schema/readers/code/tree-sitter.ts
var tree_sitter = __webpack_require__(47336);
;// CONCATENATED MODULE: ./src/schema/readers/code/imports.ts


/** Imports are followed this many files deep (a re-export of a re-export of a model). */
const MAX_IMPORT_DEPTH = 4;
/** Files parsed for the imports of one read, at most: bounded work on import-heavy repositories. */
const MAX_IMPORTED_FILES = 200;
// Parsed files, per source (one read run) and path: each is parsed once, however many files import it.
const parsedFiles = new WeakMap();
/** Parses `path` once per source; a missing or unparsable file is `undefined`. */
function parsedModule(language, files, path) {
    let cache = parsedFiles.get(files);
    if (!cache) {
        cache = new Map();
        parsedFiles.set(files, cache);
    }
    const key = `${language.sourceType}:${path}`;
    let parsed = cache.get(key);
    if (!parsed) {
        parsed = (async () => {
            const text = await files.readText(path).catch(() => undefined);
            if (text === undefined)
                return undefined;
            const source = language.prepare ? language.prepare(text) : text;
            return (0,tree_sitter/* withSyntaxTree */.W)(language.grammar, source, (root) => ({
                declarations: language.declarations(root, () => undefined).map((d) => fromFile(d, path)),
                imports: language.imports?.(root) ?? [],
            }));
        })().catch(() => undefined);
        cache.set(key, parsed);
    }
    return parsed;
}
/**
 * The declarations `file` imports from other files of the repository, for the
 * resolver: first the imported names under their local names (`B as C` is
 * `C`), then a namespace's types under its prefix (`api.User`), then
 * everything else the imported files declare or import themselves, under its
 * own name, so that an imported model's own field types resolve too. Modules
 * outside the repository (packages, the standard library) are not found and
 * stay unknown.
 */
async function importedDeclarations(language, files, file, imports) {
    const visited = new Map([[file, []]]);
    const named = [];
    const context = [];
    await follow(language, files, file, imports, 0, visited, named, context);
    return [...named, ...context];
}
async function follow(language, files, file, imports, depth, 
/** Files already followed, with what they re-export: each is followed once per read (also in a cycle). */
visited, named, context) {
    const exported = [];
    for (const imported of imports) {
        const found = (await moduleOf(language, files, file, imported.module)) ??
            (language.packageIsFolder ? await declaringFile(language, files, file, imported) : undefined);
        if (!found)
            continue;
        const { path, module } = found;
        if (!visited.has(path) && visited.size < MAX_IMPORTED_FILES && depth < MAX_IMPORT_DEPTH) {
            visited.set(path, []);
            context.push(...module.declarations);
            // A package is a folder: the imported class's own superclass and field types may be its neighbours.
            if (language.packageIsFolder)
                context.push(...(await siblingDeclarations(language, files, path)));
            // What the imported file imports (also under its aliases and namespaces) resolves its own types.
            const deeper = await follow(language, files, path, module.imports, depth + 1, visited, context, context);
            visited.set(path, deeper);
        }
        const theirs = [...module.declarations, ...(visited.get(path) ?? [])];
        const byName = new Map(theirs.map((declaration) => [declaration.name, declaration]));
        for (const { imported: name, local } of imported.names) {
            const declaration = byName.get(name);
            if (declaration) {
                named.push({ ...declaration, name: local });
                exported.push({ ...declaration, name: local });
            }
        }
        if (imported.namespace) {
            const prefix = `${imported.namespace}.`;
            named.push(...theirs.map((declaration) => ({ ...declaration, name: `${prefix}${declaration.name}` })));
        }
        if (imported.all) {
            named.push(...theirs);
            exported.push(...theirs);
        }
    }
    return exported;
}
/** The first of the language's candidate paths for `module` that exists in the repository. */
async function moduleOf(language, files, file, module) {
    for (const candidate of language.modulePaths?.(file, module) ?? []) {
        const path = external_node_path_.posix.normalize(candidate);
        // Never outside the repository: `..` past its root is not followed.
        if (path.startsWith("../") || path === ".." || external_node_path_.posix.isAbsolute(path))
            continue;
        const parsed = await parsedModule(language, files, path);
        if (parsed)
            return { path, module: parsed };
    }
    return undefined;
}
/**
 * A package is a folder, and a Kotlin file need not be named after its class (`Models.kt`): the
 * file of the candidate folders (nearest first) that declares one of the imported names.
 */
async function declaringFile(language, files, file, imported) {
    const wanted = new Set(imported.names.map((n) => n.imported));
    if (wanted.size === 0)
        return undefined;
    for (const candidate of language.modulePaths?.(file, imported.module) ?? []) {
        const dir = external_node_path_.posix.dirname(external_node_path_.posix.normalize(candidate));
        if (dir.startsWith("../") || dir === ".." || external_node_path_.posix.isAbsolute(dir))
            continue;
        const ending = external_node_path_.posix.extname(candidate);
        const inFolder = (await files.list(dir).catch(() => [])).filter((f) => f.endsWith(ending)).sort();
        for (const path of inFolder.slice(0, MAX_SIBLINGS)) {
            const module = await parsedModule(language, files, path);
            if (module?.declarations.some((d) => wanted.has(d.name)))
                return { path, module };
        }
    }
    return undefined;
}
/** A declaration of another file: never an asset here, its fields pointing at their own file. */
function fromFile(declaration, file) {
    if (declaration.kind !== "struct")
        return declaration;
    const stamp = (field) => ({
        ...field,
        file,
        type: field.type.kind === "inline" ? { ...field.type, fields: field.type.fields.map(stamp) } : field.type,
    });
    return { ...declaration, isAsset: false, fields: declaration.fields.map(stamp) };
}
/** Sibling files looked at per folder: bounded work on huge folders. */
const MAX_SIBLINGS = 300;
/**
 * The declarations of the other files of `file`'s folder with the same ending,
 * as non-asset helper types, in path order whatever order the folder is listed in.
 */
async function siblingDeclarations(language, files, file) {
    const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
    const ending = file.slice(file.lastIndexOf("."));
    const siblings = (await files.list(dir).catch(() => []))
        .filter((f) => f !== file && f.endsWith(ending))
        .sort();
    const found = [];
    for (const sibling of siblings.slice(0, MAX_SIBLINGS)) {
        found.push(...((await parsedModule(language, files, sibling))?.declarations ?? []));
    }
    return found;
}

// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
;// CONCATENATED MODULE: ./src/schema/readers/code/resolve.ts

/**
 * Turns a file's declarations into one asset per struct marked as an asset.
 * Types declared in the same file become nested structs and enums; a type that
 * refers back to one being expanded becomes `{type: "struct", constraints: {ref}}`
 * so recursive models give finite trees. Anything else unresolvable is `unknown`
 * with the written type in `constraints.sourceType`.
 */
function resolveAssets(declarations, context) {
    const byName = new Map();
    for (const declaration of declarations)
        if (!byName.has(declaration.name))
            byName.set(declaration.name, declaration);
    const resolver = new Resolver(byName, context.types);
    const assets = [];
    for (const declaration of declarations) {
        if (declaration.kind !== "struct" || !declaration.isAsset || declaration.hasError)
            continue;
        const path = `${context.file}:${declaration.name}`;
        const sourceType = declaration.sourceType ?? context.sourceType;
        assets.push({
            sourceType,
            resourceName: (0,model/* resourceName */.Iy)(sourceType, context.dataSource, path),
            dataSource: context.dataSource,
            path,
            file: context.file,
            line: declaration.line,
            schema: resolver.struct(declaration, [declaration.name], declaration.line),
        });
    }
    return assets;
}
class Resolver {
    byName;
    types;
    constructor(byName, types) {
        this.byName = byName;
        this.types = types;
    }
    struct(declaration, stack, line) {
        return node({
            type: "struct",
            doc: declaration.doc,
            fields: this.fieldsOf(declaration, stack),
            line,
        });
    }
    /** Own fields after the promoted fields of embedded / base types; an own field wins over a promoted one. */
    fieldsOf(declaration, stack) {
        const fields = [];
        for (const embedded of declaration.embeds ?? []) {
            const base = this.byName.get(embedded);
            if (base?.kind === "struct" && !stack.includes(embedded)) {
                fields.push(...this.fieldsOf(base, [...stack, embedded]));
            }
        }
        const own = declaration.fields.map((field) => this.field(field, stack));
        const ownNames = new Set(own.map((field) => field.name));
        return [...fields.filter((field) => !ownNames.has(field.name)), ...own];
    }
    field(field, stack) {
        const tree = this.type(field.type, stack);
        const constraints = field.constraints ? { ...tree.constraints, ...field.constraints } : tree.constraints;
        return node({
            ...tree,
            name: field.name,
            optional: tree.optional || field.optional,
            doc: field.doc ?? tree.doc,
            constraints,
            line: field.line,
            file: field.file,
        });
    }
    type(expr, stack) {
        switch (expr.kind) {
            case "named":
                return this.named(expr, stack);
            case "list":
                return node({ type: "list", fields: [this.child("element", expr.element, stack)] });
            case "map":
                return node({
                    type: "map",
                    fields: [this.child("key", expr.key, stack), this.child("value", expr.value, stack)],
                });
            case "nullable":
                return { ...this.type(expr.inner, stack), optional: true };
            case "null":
                return node({ type: "null" });
            case "literal":
                return typeof expr.value === "string"
                    ? node({ type: "enum", constraints: { symbols: [expr.value] } })
                    : node({
                        type: typeof expr.value === "number" ? "float64" : "bool",
                        constraints: { const: expr.value },
                    });
            case "inline":
                return node({ type: "struct", fields: expr.fields.map((field) => this.field(field, stack)) });
            case "union":
                return this.union(expr.variants, expr.text, stack);
        }
    }
    child(name, expr, stack) {
        return node({ ...this.type(expr, stack), name });
    }
    /** Null variants make the rest optional; string literals only are an enum; one variant left is that type. */
    union(variants, text, stack) {
        const present = variants.filter((variant) => !isNullish(variant, this.types));
        const optional = present.length < variants.length ? true : undefined;
        if (present.length === 0)
            return node({ type: "null", optional });
        if (present.every((variant) => variant.kind === "literal" && typeof variant.value === "string")) {
            const symbols = present.map((variant) => (variant.kind === "literal" ? String(variant.value) : ""));
            return node({ type: "enum", optional, constraints: { symbols } });
        }
        const [only] = present;
        if (only && present.length === 1) {
            const tree = this.type(only, stack);
            return optional ? { ...tree, optional } : tree;
        }
        return node({
            type: "union",
            optional,
            fields: present.map((variant) => this.type(variant, stack)),
            constraints: { sourceType: text },
        });
    }
    named(expr, stack) {
        const { types } = this;
        const name = lookupName(expr.name, (candidate) => this.byName.has(candidate) || isKnown(candidate, types));
        const [first, second] = expr.args;
        if (types.optionals.has(name) && first)
            return { ...this.type(first, stack), optional: true };
        if (types.lists.has(name)) {
            return node({ type: "list", fields: [this.child("element", first ?? unknownExpr(expr), stack)] });
        }
        if (types.maps.has(name)) {
            return node({
                type: "map",
                fields: [
                    this.child("key", first ?? unknownExpr(expr), stack),
                    this.child("value", second ?? unknownExpr(expr), stack),
                ],
            });
        }
        const primitive = types.primitives[name];
        if (primitive) {
            const tree = fromPrimitive(primitive);
            return expr.constraints ? { ...tree, constraints: { ...tree.constraints, ...expr.constraints } } : tree;
        }
        const declaration = this.byName.get(name);
        if (declaration) {
            if (stack.includes(name))
                return node({ type: "struct", constraints: { ref: name } });
            switch (declaration.kind) {
                case "enum":
                    return node({ type: "enum", doc: declaration.doc, constraints: { symbols: declaration.symbols } });
                case "alias":
                    return node({ ...this.type(declaration.type, [...stack, name]), doc: declaration.doc });
                case "struct":
                    return this.struct(declaration, [...stack, name]);
            }
        }
        return node({ type: "unknown", constraints: { sourceType: expr.text } });
    }
}
function isKnown(name, types) {
    return (name in types.primitives || types.lists.has(name) || types.maps.has(name) || types.optionals.has(name));
}
/** `java.util.List` and `typing.List` are found as `List`; `time.Time` stays whole when the table has it. */
function lookupName(name, known) {
    if (known(name))
        return name;
    const last = name.slice(Math.max(name.lastIndexOf("."), name.lastIndexOf("\\")) + 1);
    return last;
}
function isNullish(expr, types) {
    if (expr.kind === "null")
        return true;
    return expr.kind === "named" && types.primitives[expr.name]?.type === "null";
}
function unknownExpr(expr) {
    return { kind: "named", name: "", args: [], text: `${expr.text} (missing type argument)` };
}
function fromPrimitive(primitive) {
    return node({
        type: primitive.type,
        logical: primitive.logical,
        optional: primitive.optional,
        constraints: primitive.constraints ? { ...primitive.constraints } : undefined,
    });
}
/** Builds a node with a stable key order and without undefined or false-y noise, so golden files stay readable. */
function node(tree) {
    const out = tree.name !== undefined ? { name: tree.name, type: tree.type } : { type: tree.type };
    if (tree.optional)
        out.optional = true;
    if (tree.doc)
        out.doc = tree.doc;
    if (tree.logical)
        out.logical = tree.logical;
    if (tree.alias)
        out.alias = tree.alias;
    if (tree.constraints && Object.keys(tree.constraints).length > 0)
        out.constraints = tree.constraints;
    if (tree.line !== undefined)
        out.line = tree.line;
    if (tree.file !== undefined)
        out.file = tree.file;
    if (tree.fields)
        out.fields = tree.fields;
    return out;
}

;// CONCATENATED MODULE: ./src/schema/readers/code/reader.ts




/** At most this many syntax errors are reported per file: the first ones are the useful ones. */
const MAX_SYNTAX_ERRORS = 5;
/**
 * A reader for one language. It never throws: a missing file, a syntax error or
 * a failure of the parser itself becomes a diagnostic with the file and line,
 * and declarations untouched by a syntax error still become assets.
 */
function codeReader(language) {
    return {
        sourceType: language.sourceType,
        extensions: language.extensions,
        async read(request) {
            const file = request.path;
            const diagnostics = [];
            let text;
            try {
                text = await request.files.readText(file);
            }
            catch (error) {
                return {
                    assets: [],
                    diagnostics: [{ file, severity: "error", message: `cannot read file: ${(0,error_message/* errorMessage */.g)(error)}` }],
                };
            }
            if (text === undefined) {
                return { assets: [], diagnostics: [{ file, severity: "error", message: "file not found" }] };
            }
            try {
                const source = language.prepare ? language.prepare(text) : text;
                return await (0,tree_sitter/* withSyntaxTree */.W)(language.grammar, source, (root) => {
                    diagnostics.push(...syntaxErrors(root, file));
                    const declarations = language.declarations(root, (diagnostic) => diagnostics.push({ file, ...diagnostic }));
                    for (const declaration of declarations) {
                        if (declaration.kind === "struct" && declaration.isAsset && declaration.hasError) {
                            diagnostics.push({
                                file,
                                line: declaration.line,
                                severity: "error",
                                message: `${declaration.name} was not read: its declaration has a syntax error`,
                            });
                        }
                    }
                    return { declarations, imports: language.imports?.(root) ?? [] };
                }).then(async ({ declarations, imports }) => {
                    const siblings = language.packageIsFolder
                        ? await siblingDeclarations(language, request.files, file)
                        : [];
                    const imported = imports.length > 0 ? await importedDeclarations(language, request.files, file, imports) : [];
                    const own = new Set(declarations.map((d) => d.name));
                    const known = settleModels([
                        ...declarations,
                        ...[...siblings, ...imported].filter((d) => !own.has(d.name)),
                    ]);
                    const assets = resolveAssets(known, {
                        sourceType: language.sourceType,
                        dataSource: request.dataSource,
                        file,
                        types: language.types,
                    });
                    return { assets, diagnostics };
                });
            }
            catch (error) {
                diagnostics.push({
                    file,
                    severity: "error",
                    message: `${language.sourceType} reader failed: ${(0,error_message/* errorMessage */.g)(error)}`,
                });
                return { assets: [], diagnostics };
            }
        },
    };
}
/**
 * Python classes deriving from a class of another file are models when that
 * base, found among the known declarations, is one (`class Order(ShopModel)`
 * with `ShopModel(BaseModel)` in base.py). The others are dropped; a model's
 * bases that are models lend it their fields.
 */
function settleModels(declarations) {
    const isStruct = (d) => d.kind === "struct";
    const models = new Set(declarations.filter((d) => isStruct(d) && !d.modelIfBaseIs).map((d) => d.name));
    for (let changed = true; changed;) {
        changed = false;
        for (const d of declarations) {
            if (isStruct(d) &&
                d.modelIfBaseIs &&
                !models.has(d.name) &&
                d.modelIfBaseIs.some((b) => models.has(b))) {
                models.add(d.name);
                changed = true;
            }
        }
    }
    return declarations.flatMap((d) => {
        if (!isStruct(d) || !d.modelIfBaseIs)
            return [d];
        if (!models.has(d.name))
            return [];
        const { modelIfBaseIs, ...struct } = d;
        const embeds = [...(struct.embeds ?? []), ...modelIfBaseIs.filter((b) => models.has(b))];
        return [{ ...struct, embeds }];
    });
}
/** The first ERROR and MISSING nodes, found by descending only into subtrees that contain one. */
function syntaxErrors(root, file) {
    const found = [];
    const visit = (node) => {
        if (found.length >= MAX_SYNTAX_ERRORS)
            return;
        if (node.isMissing || node.type === "ERROR") {
            const near = node.text.split("\n")[0]?.trim().slice(0, 40) ?? "";
            found.push({
                file,
                line: node.startPosition.row + 1,
                column: node.startPosition.column + 1,
                severity: "error",
                message: node.isMissing
                    ? `syntax error: missing ${node.type}`
                    : `syntax error: unexpected ${near ? `"${near}"` : "end of input"}`,
            });
            return;
        }
        for (const child of node.children)
            if (child?.hasError || child?.isMissing)
                visit(child);
    };
    if (root.hasError)
        visit(root);
    return found;
}
/** 1-based line of a node. */
function lineOf(node) {
    return node.startPosition.row + 1;
}
/**
 * The doc comment right above a declaration: contiguous comment siblings ending
 * on the line before it, kept when `isDoc` accepts them (`/**`, `///`, Go's `//`).
 * Markers and leading `*` are stripped, and tag lines (`@param`) dropped, except
 * `@deprecated`, kept as "Deprecated: ...".
 */
function leadingDoc(node, isDoc) {
    const comments = [];
    let nextRow = node.startPosition.row;
    for (let sibling = node.previousNamedSibling; sibling; sibling = sibling.previousNamedSibling) {
        if (!sibling.type.includes("comment") || sibling.endPosition.row < nextRow - 1)
            break;
        if (!isDoc(sibling.text))
            break;
        // A comment trailing the previous declaration on its line belongs to that one.
        const before = sibling.previousNamedSibling;
        if (before && !before.type.includes("comment") && before.endPosition.row === sibling.startPosition.row)
            break;
        comments.unshift(sibling.text);
        nextRow = sibling.startPosition.row;
    }
    return comments.length > 0 ? cleanComment(comments.join("\n")) : undefined;
}
function cleanComment(text) {
    const lines = text
        .replace(/^\/\*\*?/, "")
        .replace(/\*\/$/, "")
        .split("\n")
        .map((line) => line
        .trim()
        .replace(/^(\/\/\/?|\*|#)\s?/, "")
        .trim());
    const kept = [];
    // Text before the first tag is kept, and the text of `@deprecated` (it says something readers
    // of the contract need); other tags (@param, @returns) and their text are dropped.
    let section = "text";
    for (const line of lines) {
        const deprecated = /^@deprecated\b\s*(.*)$/i.exec(line);
        if (deprecated) {
            kept.push(`Deprecated${deprecated[1] ? `: ${deprecated[1]}` : "."}`);
            section = "deprecated";
        }
        else if (line.startsWith("@")) {
            section = "tag";
        }
        else if (section !== "tag") {
            kept.push(line);
        }
    }
    const doc = kept.join("\n").trim();
    return doc || undefined;
}
const isBlockDoc = (comment) => comment.startsWith("/**");
/** The text of a string literal node without its quotes (no escape processing beyond the common ones). */
function unquote(text) {
    const match = /^[a-zA-Z]*("""|'''|"|'|`)([\s\S]*)\1$/.exec(text);
    if (!match)
        return text;
    return (match[2] ?? "").replace(/\\(["'\\])/g, "$1");
}


/***/ }),

/***/ 47336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ withSyntaxTree)
/* harmony export */ });
/* unused harmony export GRAMMARS */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _vendor_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29161);






/** Package names live in variables so that ncc does not try to bundle the files they point at. */
const RUNTIME_PACKAGE = "web-tree-sitter";
const GRAMMAR_PACKAGE = "@cursorless/tree-sitter-wasms";
let runtime;
const languages = new Map();
/**
 * Loads web-tree-sitter once per process: from dist/vendor/web-tree-sitter when
 * bundled (its emscripten loader does not survive webpack, see src/vendor.ts),
 * else from node_modules.
 */
function loadRuntime() {
    runtime ??= (async () => {
        const dir = (0,_vendor_js__WEBPACK_IMPORTED_MODULE_5__/* .vendorDir */ .A)("web-tree-sitter") ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(resolvePackageFile(RUNTIME_PACKAGE, "web-tree-sitter.wasm"));
        const url = (0,node_url__WEBPACK_IMPORTED_MODULE_3__.pathToFileURL)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, "web-tree-sitter.js")).href;
        const module = (await import(/* webpackIgnore: true */ url));
        await module.Parser.init({ locateFile: (file) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, file) });
        return module;
    })();
    return runtime;
}
function resolvePackageFile(pkg, file) {
    return (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url).resolve(`${pkg}/${file}`);
}
/** Directory of the grammar .wasm files: dist/vendor/tree-sitter-grammars when bundled. */
function grammarDir() {
    return ((0,_vendor_js__WEBPACK_IMPORTED_MODULE_5__/* .vendorDir */ .A)("tree-sitter-grammars") ??
        (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(resolvePackageFile(GRAMMAR_PACKAGE, "package.json")), "out"));
}
/** Each grammar is loaded lazily, once per process, the first time a file of its language is read. */
function loadLanguage(grammar) {
    let language = languages.get(grammar);
    if (!language) {
        language = Promise.all([loadRuntime(), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(grammarDir(), `tree-sitter-${grammar}.wasm`))]).then(([module, bytes]) => module.Language.loadSync(compileBaseline(bytes)));
        languages.set(grammar, language);
    }
    return language;
}
/** Node's WebAssembly global (the project's TypeScript libs do not declare it). */
const wasm = globalThis
    .WebAssembly;
/**
 * Compiles a grammar with V8's baseline compiler only (Liftoff). Left to its
 * defaults, Node 20's V8 also optimizes the whole module with TurboFan in the
 * background, and the process cannot exit before that is done: for the Swift
 * and TypeScript grammars (2.4 and 2.2 MB, with parse tables compiled into huge
 * functions) many times the read itself (`npm run bench -- readers-code`,
 * column "cold process: read to exit ms"). The flag is set only around this
 * synchronous compile, so no other module (PGlite) is compiled under it.
 */
function compileBaseline(bytes) {
    (0,node_v8__WEBPACK_IMPORTED_MODULE_4__.setFlagsFromString)("--liftoff-only");
    try {
        return new wasm.Module(bytes);
    }
    finally {
        (0,node_v8__WEBPACK_IMPORTED_MODULE_4__.setFlagsFromString)("--no-liftoff-only");
    }
}
const parsers = new Map();
/**
 * Parses `text` and hands the root node to `use`; the tree lives in wasm memory,
 * so it is freed as soon as `use` returns.
 */
async function withSyntaxTree(grammar, text, use) {
    let parser = parsers.get(grammar);
    if (!parser) {
        const [module, language] = await Promise.all([loadRuntime(), loadLanguage(grammar)]);
        parser = new module.Parser();
        parser.setLanguage(language);
        parsers.set(grammar, parser);
    }
    const tree = parser.parse(text);
    if (!tree)
        throw new Error("the parser returned no tree");
    try {
        return use(tree.rootNode);
    }
    finally {
        tree.delete();
    }
}
/** The grammar files a bundle must ship (scripts/build.mjs copies the same list). */
const GRAMMARS = (/* unused pure expression or super */ null && ([
    "typescript",
    "python",
    "java",
    "kotlin",
    "swift",
    "php",
    "go",
    "ruby",
]));


/***/ }),

/***/ 27376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ withDescriptions),
/* harmony export */   descriptionInputs: () => (/* binding */ descriptionInputs),
/* harmony export */   frameworkOf: () => (/* binding */ frameworkOf),
/* harmony export */   isDescriptionPath: () => (/* binding */ isDescriptionPath)
/* harmony export */ });
/* unused harmony export readDescription */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57036);

/**
 * A framework's description of a database's tables (a Prisma schema, Django models, SQLAlchemy,
 * TypeORM or Drizzle classes), read by the SQL reader of that database: a rule of type postgres,
 * mysql or mssql naming such a file. The file's ending says it is no SQL (`.prisma`, `.py`, `.ts`);
 * its text says which framework. The description is compiled to the DDL the framework would emit
 * (ddl.ts) and that DDL read as the repository's migrations are read, so the two agree on names and
 * types, and one table gets one resource name whichever declares it; each column's line is mapped
 * back to the description.
 */
/** File endings that are never SQL: a SQL rule naming such a file names a description. */
const DESCRIPTION_ENDING = /\.(?:prisma|py|[cm]?[jt]s)$/i;
function isDescriptionPath(path) {
    return DESCRIPTION_ENDING.test(path);
}
/** The frameworks, loaded at the first description read (their parsers and tree-sitter grammars). */
async function frameworks() {
    const [prisma, drizzle, typeorm, django, sqlalchemy] = await Promise.all([
        __webpack_require__.e(/* import() */ 5884).then(__webpack_require__.bind(__webpack_require__, 65884)),
        __webpack_require__.e(/* import() */ 5093).then(__webpack_require__.bind(__webpack_require__, 95093)),
        __webpack_require__.e(/* import() */ 8402).then(__webpack_require__.bind(__webpack_require__, 48402)),
        __webpack_require__.e(/* import() */ 4256).then(__webpack_require__.bind(__webpack_require__, 64256)),
        __webpack_require__.e(/* import() */ 4149).then(__webpack_require__.bind(__webpack_require__, 44149)),
    ]);
    return [prisma.prisma, drizzle.drizzle, typeorm.typeorm, django.django, sqlalchemy.sqlalchemy];
}
/** The framework whose description the text is, or undefined. */
async function frameworkOf(path, text) {
    return (await frameworks()).find((f) => f.claims(path, text));
}
/**
 * The repository files a description is read with besides itself (describe's `inputs`: an imported
 * base's module, a settings file, a Prisma schema folder's other files), found or not; none when it
 * is no description a framework reads.
 */
async function descriptionInputs(path, files) {
    const text = await files.readText(path).catch(() => undefined);
    if (text === undefined)
        return [];
    const framework = await frameworkOf(path, text);
    if (!framework)
        return [];
    const described = await framework.describe({ path, text, dialect: "postgres", files });
    return described.inputs ?? [];
}
/** Reads a description with the SQL reader of the rule's database. */
async function readDescription(sqlReader, request) {
    const text = await request.files.readText(request.path);
    if (text === undefined)
        return { assets: [], diagnostics: [(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .errorDiagnostic */ .Ee)(request.path, "no such file")] };
    const framework = await frameworkOf(request.path, text);
    if (!framework)
        return {
            assets: [],
            diagnostics: [
                (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .errorDiagnostic */ .Ee)(request.path, `a ${request.sourceType} rule names this file, but it is no SQL and no description contract-sync reads (a Prisma schema, Django or SQLAlchemy/SQLModel models, TypeORM entities, Drizzle tables)`),
            ],
        };
    const dialect = request.sourceType;
    const description = await framework.describe({ path: request.path, text, dialect, files: request.files });
    const { renderDdl } = await __webpack_require__.e(/* import() */ 740).then(__webpack_require__.bind(__webpack_require__, 10740));
    const ddl = renderDdl(dialect, description);
    if (description.tables.length === 0)
        return { assets: [], diagnostics: description.diagnostics };
    // The SQL reader reads the DDL as if it were the file: same path, so names and places are the file's.
    const files = {
        ...request.files,
        readText: async (path) => (path === request.path ? ddl.text : request.files.readText(path)),
    };
    const read = await sqlReader.read({ ...request, files, members: undefined });
    const sourceLine = (line) => line === undefined ? undefined : ddl.sourceLines[line - 1];
    const remap = (tree) => ({
        ...tree,
        ...(tree.line !== undefined && tree.file === undefined ? { line: sourceLine(tree.line) } : {}),
        ...(tree.fields ? { fields: tree.fields.map(remap) } : {}),
    });
    const assets = read.assets.map((asset) => {
        const unread = unreadOf(description.tables, asset.path, request.path);
        return {
            ...asset,
            line: sourceLine(asset.line),
            schema: remap(asset.schema),
            ...(unread ? { unread } : {}),
        };
    });
    const diagnostics = [
        ...description.diagnostics,
        ...read.diagnostics.map((d) => d.file === request.path
            ? {
                ...d,
                line: sourceLine(d.line),
                message: `${framework.name}: the ${dialectName(request.sourceType)} DDL this declares fails: ${d.message}`,
            }
            : d),
    ];
    return { assets, diagnostics };
}
/** The columns of the asset's table the description could not read, by name. */
function unreadOf(tables, assetPath, file) {
    const name = assetPath.split(".").at(-1)?.toLowerCase();
    const unread = tables.find((t) => t.name.toLowerCase() === name && (t.unread?.length ?? 0) > 0)?.unread;
    return unread ? Object.fromEntries(unread.map((c) => [c.name, { file, line: c.line }])) : undefined;
}
function dialectName(type) {
    return type === "mssql" ? "SQL Server" : type === "mysql" ? "MySQL" : "PostgreSQL";
}
/**
 * A SQL reader that hands descriptions to readDescription; SQL files (and migration folders) go
 * to the reader itself. Two revisions of a description are read each alone.
 */
function withDescriptions(reader) {
    const read = (request) => isDescriptionPath(request.path) ? readDescription(reader, request) : reader.read(request);
    return {
        ...reader,
        read,
        readVersions: async (base, head) => {
            if (!isDescriptionPath(base.path) && !isDescriptionPath(head.path) && reader.readVersions)
                return reader.readVersions(base, head);
            return { base: await read(base), head: await read(head) };
        },
    };
}


/***/ }),

/***/ 4635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AC: () => (/* binding */ extensionsCreatedIn),
/* harmony export */   Im: () => (/* binding */ closePGlite),
/* harmony export */   QJ: () => (/* binding */ beginScratch),
/* harmony export */   m2: () => (/* binding */ withPGlite),
/* harmony export */   nj: () => (/* binding */ USER_SCHEMAS),
/* harmony export */   nr: () => (/* binding */ extensionsUsedNotCreated),
/* harmony export */   p1: () => (/* binding */ savepointed)
/* harmony export */ });
/* unused harmony exports escaped, readerHost */
/* harmony import */ var _pglite_data_dir_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(29935);
/* harmony import */ var _pglite_host_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85422);
/* harmony import */ var _pglite_host_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35859);
/* harmony import */ var _pglite_shared_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18652);





const USER_SCHEMAS = `nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_toast%' AND nspname NOT LIKE 'pg\\_temp%'`;
const RESET_MS = 60_000;
/**
 * Empties the database inside the read's transaction, in one round trip to the worker (a publish
 * of a monorepo opens 1,500 reads; six round trips each were 13 ms of every read): user tables,
 * views and foreign tables one by one, by kind, then the extensions and the schemas, and a fresh
 * public schema. The host is the process's shared one: these are the embedded store's tables,
 * and the ROLLBACK at the end of the read brings every one of them back.
 */
const EMPTY_DATABASE = `DO $scratch$
DECLARE item record;
BEGIN
  FOR item IN SELECT format('%I.%I', n.nspname, c.relname) AS name,
      CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE'
        ELSE 'TABLE' END AS kind
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${USER_SCHEMAS} LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE', item.kind, item.name);
  END LOOP;
  FOR item IN SELECT format('%I', extname) AS name FROM pg_extension WHERE extname <> 'plpgsql' LOOP
    EXECUTE format('DROP EXTENSION IF EXISTS %s CASCADE', item.name);
  END LOOP;
  FOR item IN SELECT format('%I', nspname) AS name FROM pg_namespace WHERE ${USER_SCHEMAS} LOOP
    EXECUTE format('DROP SCHEMA IF EXISTS %s CASCADE', item.name);
  END LOOP;
  CREATE SCHEMA public;
END
$scratch$`;
/** Opens the read's transaction and empties the database inside it (EMPTY_DATABASE). */
async function beginScratch(db) {
    await db.exec(`BEGIN;\n${EMPTY_DATABASE}`, RESET_MS);
}
/**
 * Runs SQL inside the read's transaction under a savepoint: when Postgres
 * rejects it, only its own effects are undone and the transaction goes on.
 * Rejects as the SQL did. The SQL must not end the transaction (guarded).
 */
async function savepointed(db, sql, timeoutMs) {
    // The savepoint on its own: a syntax error rejects a whole multi-statement string, savepoint
    // included, and the transaction would then be left aborted with nothing to roll back to.
    await db.exec("SAVEPOINT replay_batch", timeoutMs, true);
    try {
        await db.exec(`${sql}\n;RELEASE SAVEPOINT replay_batch`, timeoutMs, true);
    }
    catch (error) {
        if (error instanceof _pglite_host_js__WEBPACK_IMPORTED_MODULE_1__/* .SqlTimeout */ .sE || escaped(error))
            throw error;
        await db.exec("ROLLBACK TO SAVEPOINT replay_batch; RELEASE SAVEPOINT replay_batch", timeoutMs, true);
        throw error;
    }
}
/** Whether SQL from a repository ended the read's transaction (a COMMIT that got past the filter). */
function escaped(error) {
    return error instanceof _pglite_host_js__WEBPACK_IMPORTED_MODULE_1__/* .SqlError */ .L8 && error.code === "escaped";
}
/** The process's PGlite host (shared with the embedded store; started on first use). */
function readerHost() {
    return (0,_pglite_shared_js__WEBPACK_IMPORTED_MODULE_3__.sharedPGliteHost)();
}
/**
 * Runs `work` on the shared host with exclusive use of it, inside a
 * transaction that starts from an empty database and is rolled back at the
 * end, whatever happened: a read leaves nothing behind, and the store's rows
 * are never visible to, nor changed by, SQL read from a repository. A PGlite
 * instance serves one database, so the read hides the others' tables inside
 * its transaction instead of switching to a fresh database. `begin` opens the
 * transaction (a cached replay state opens its own: see state-cache.ts).
 */
function withPGlite(work, extensions = [], begin = beginScratch) {
    const host = readerHost();
    return host.exclusive(async (db) => {
        await db.ensureExtensions(extensions);
        await db.start();
        await db.exec("ROLLBACK; RESET ALL;", RESET_MS).catch(() => undefined);
        try {
            await begin(db);
            return await work(db);
        }
        catch (error) {
            // The read's transaction was ended from inside: what it had hidden (the embedded store's
            // tables) may be gone for good. Nothing may use this instance again: fail closed.
            if (escaped(error))
                db.poison(new Error(`PGlite was left unusable: ${error.message}`));
            throw error;
        }
        finally {
            // Rolled back before anyone else uses the host (the embedded store, the next read), and not
            // at all when the process closes it first: its folder is deleted. A terminated worker (a
            // statement ran past its budget) took the transaction with it.
            db.leaveForNextTurn(async () => {
                if (db.running)
                    await db.exec("ROLLBACK; RESET ALL;", RESET_MS).catch(() => db.restart());
            });
        }
    });
}
/** Closes the shared host (if started and no store holds it) so the process can exit. */
async function closePGlite() {
    await (0,_pglite_shared_js__WEBPACK_IMPORTED_MODULE_3__.closeSharedPGliteHost)();
}
/**
 * Extensions whose types or functions the SQL uses: a migration history often creates them outside
 * the files read (graphile-migrate's afterReset.sql, a Docker init script, a managed database).
 */
const USED_EXTENSIONS = [
    ["citext", /\bcitext\b/i],
    ["hstore", /\bhstore\b/i],
    ["ltree", /\bl(tree|query)\b/i],
    ["uuid-ossp", /\buuid_generate_v[1345]\w*\s*\(/i],
    ["pgcrypto", /\b(gen_salt|crypt|pgp_sym_encrypt|pgp_sym_decrypt)\s*\(/i],
    ["pg_trgm", /\b(gin|gist)_trgm_ops\b/i],
];
/** The extensions the SQL uses without creating them, created first so that its files read. */
function extensionsUsedNotCreated(texts) {
    const created = new Set(extensionsCreatedIn(texts));
    const used = USED_EXTENSIONS.filter(([name, use]) => !created.has(name) && texts.some((t) => use.test(t)));
    // What a created extension requires (earthdistance: cube), as a server that has it installed would.
    const required = [...created]
        .flatMap((name) => _pglite_host_types_js__WEBPACK_IMPORTED_MODULE_2__/* .EXTENSION_REQUIRES */ .Tg[name] ?? [])
        .filter((n) => !created.has(n));
    return [...new Set([...required, ...used.map(([name]) => name)])];
}
/** Contrib extensions the SQL creates (`CREATE EXTENSION [IF NOT EXISTS] name`): the host loads only those. */
function extensionsCreatedIn(texts) {
    const names = new Set();
    for (const text of texts) {
        for (const m of text.matchAll(/\bcreate\s+extension\s+(?:if\s+not\s+exists\s+)?"?([\w-]+)"?/gi)) {
            names.add(m[1].toLowerCase());
        }
    }
    return [...names].sort();
}


/***/ }),

/***/ 57036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ee: () => (/* binding */ errorDiagnostic),
/* harmony export */   Nh: () => (/* binding */ resolveRelative),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   gJ: () => (/* reexport safe */ _error_message_js__WEBPACK_IMPORTED_MODULE_1__.g),
/* harmony export */   p0: () => (/* binding */ naturalCompare),
/* harmony export */   rr: () => (/* binding */ LineIndex)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86587);

/** Maps character offsets of a text to 1-based line numbers. */
class LineIndex {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1))
            this.starts.push(i + 1);
    }
    lineAt(offset) {
        let low = 0;
        let high = this.starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if ((this.starts[mid] ?? 0) <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return low + 1;
    }
}
function errorDiagnostic(file, message, line) {
    return line === undefined
        ? { file, severity: "error", message }
        : { file, line, severity: "error", message };
}

/** Resolves `target` (relative to the folder of `from`) to a repository-relative POSIX path. */
function resolveRelative(from, target) {
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(from), target)).replace(/^\.\//, "");
}
/** Sorts migration file names the way people number them: V2 before V10. */
function naturalCompare(a, b) {
    naturalCollator ??= new Intl.Collator("en", { numeric: true });
    return naturalCollator.compare(a, b);
}
// One collator, made at the first sort: localeCompare with options builds one per call.
let naturalCollator;
/** Escapes a string for use inside a RegExp. */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}


/***/ })

};
