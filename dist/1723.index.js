export const id = 1723;
export const ids = [1723,4022];
export const modules = {

/***/ 24022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   javaLanguage: () => (/* binding */ javaLanguage),
/* harmony export */   jvmLibraryTypes: () => (/* binding */ jvmLibraryTypes)
/* harmony export */ });
/* harmony import */ var _jvm_imports_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50212);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39640);
/* harmony import */ var _wire_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40510);



const TIMESTAMP = { type: "timestamp64", logical: "Timestamp" };
/** Shared with Kotlin, which uses the same JVM library types. */
const jvmLibraryTypes = {
    String: { type: "string" },
    CharSequence: { type: "string" },
    BigDecimal: { type: "decimal128", logical: "Decimal" },
    BigInteger: { type: "decimal128", logical: "Decimal", constraints: { scale: 0 } },
    UUID: { type: "uuid" },
    LocalDate: { type: "date32", logical: "Date" },
    LocalTime: { type: "time64", logical: "Time" },
    Instant: TIMESTAMP,
    LocalDateTime: { ...TIMESTAMP, constraints: { timezone: false } },
    OffsetDateTime: TIMESTAMP,
    ZonedDateTime: TIMESTAMP,
    Date: TIMESTAMP,
    Timestamp: TIMESTAMP,
    Duration: { type: "int64", logical: "Duration" },
};
const types = {
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
    types,
    imports: _jvm_imports_js__WEBPACK_IMPORTED_MODULE_0__/* .javaImports */ .BU,
    modulePaths: (0,_jvm_imports_js__WEBPACK_IMPORTED_MODULE_0__/* .jvmModulePaths */ .eU)(".java"),
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
    const line = (0,_reader_js__WEBPACK_IMPORTED_MODULE_1__.lineOf)(node);
    const doc = (0,_reader_js__WEBPACK_IMPORTED_MODULE_1__.leadingDoc)(node, _reader_js__WEBPACK_IMPORTED_MODULE_1__.isBlockDoc);
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
        const doc = (0,_reader_js__WEBPACK_IMPORTED_MODULE_1__.leadingDoc)(member, _reader_js__WEBPACK_IMPORTED_MODULE_1__.isBlockDoc);
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
    return { keywords, annotations, wireName: (0,_wire_names_js__WEBPACK_IMPORTED_MODULE_2__/* .wireNameOf */ .E)(modifiers?.text ?? ""), ...column };
}
function fieldOf(name, declaration, typeNode, modifiers, extraDimensions) {
    let type = typeExpr(typeNode);
    // `int scores[]` puts the dimensions on the variable.
    for (let i = 0; i < countDimensions(extraDimensions); i++)
        type = { kind: "list", element: type, text: `${type.text}[]` };
    // A JPA column's default (nullable) yields to the key, Bean Validation and primitives.
    const jpaNullable = modifiers.nullableColumn === true &&
        !PRIMITIVES.has(typeNode.text) &&
        !modifiers.annotations.some((annotation) => REQUIRED_ANNOTATIONS.has(annotation));
    const nullable = jpaNullable || modifiers.annotations.some((annotation) => NULLABLE_ANNOTATIONS.has(annotation));
    return (0,_wire_names_js__WEBPACK_IMPORTED_MODULE_2__/* .withWireName */ .N)({
        name,
        line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_1__.lineOf)(declaration),
        type,
        ...(nullable ? { optional: true } : {}),
        ...(modifiers.constraints ? { constraints: modifiers.constraints } : {}),
    }, modifiers.wireName);
}
function countDimensions(node) {
    return node ? (node.text.match(/\[/g) ?? []).length : 0;
}
function typeExpr(node) {
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
            const args = (argsNode?.namedChildren ?? []).flatMap((arg) => (arg ? [typeExpr(arg)] : []));
            return { kind: "named", name: nameNode?.text ?? "", args, text };
        }
        case "array_type": {
            const element = node.childForFieldName("element");
            const dimensions = countDimensions(node.childForFieldName("dimensions"));
            if (!element)
                return { kind: "named", name: "", args: [], text };
            let type = typeExpr(element);
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
            return bound ? typeExpr(bound) : { kind: "named", name: "", args: [], text };
        }
        case "annotated_type": {
            const inner = node.namedChildren.at(-1);
            return inner ? typeExpr(inner) : { kind: "named", name: "", args: [], text };
        }
        default:
            return { kind: "named", name: "", args: [], text };
    }
}


/***/ }),

/***/ 50212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ javaImports),
/* harmony export */   Iy: () => (/* binding */ kotlinImports),
/* harmony export */   eU: () => (/* binding */ jvmModulePaths)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

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
        const folders = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(file).split("/");
        const roots = [];
        for (let i = folders.length - 1; i >= 0; i--) {
            if (folders[i] === parts[0])
                roots.push(folders.slice(0, i).join("/"));
        }
        return roots.map((root) => (root ? `${root}/${relative}` : relative));
    };
}


/***/ }),

/***/ 81723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   annotationArrayLiterals: () => (/* binding */ annotationArrayLiterals),
/* harmony export */   kotlinLanguage: () => (/* binding */ kotlinLanguage)
/* harmony export */ });
/* harmony import */ var _java_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24022);
/* harmony import */ var _jvm_imports_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50212);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39640);
/* harmony import */ var _wire_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40510);




const types = {
    primitives: {
        ..._java_js__WEBPACK_IMPORTED_MODULE_0__.jvmLibraryTypes,
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
    types,
    // A class in the file named after it, below the importing file's source root (Kotlin's convention).
    imports: _jvm_imports_js__WEBPACK_IMPORTED_MODULE_1__/* .kotlinImports */ .Iy,
    modulePaths: (0,_jvm_imports_js__WEBPACK_IMPORTED_MODULE_1__/* .jvmModulePaths */ .eU)(".kt"),
    declarations(root) {
        const declarations = [];
        for (const child of root.namedChildren)
            if (child)
                collect(child, true, declarations);
        return declarations;
    },
};
function collect(node, topLevel, into) {
    if (node.type !== "class_declaration")
        return;
    const name = childOfType(node, "type_identifier")?.text;
    if (!name)
        return;
    const doc = (0,_reader_js__WEBPACK_IMPORTED_MODULE_2__.leadingDoc)(node, _reader_js__WEBPACK_IMPORTED_MODULE_2__.isBlockDoc) ?? docInsidePrevious(node);
    const base = { name, line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_2__.lineOf)(node), ...(doc ? { doc } : {}) };
    const enumBody = childOfType(node, "enum_class_body");
    const body = childOfType(node, "class_body") ?? enumBody;
    if (enumBody) {
        const symbols = enumBody.namedChildren.flatMap((entry) => entry?.type === "enum_entry"
            ? [(0,_wire_names_js__WEBPACK_IMPORTED_MODULE_3__/* .wireNameOf */ .E)(modifierTexts(entry).join(" ")) ?? childOfType(entry, "simple_identifier")?.text ?? ""]
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
            collect(member, false, into);
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
    if (!last || last.endPosition.row !== node.startPosition.row - 1 || !(0,_reader_js__WEBPACK_IMPORTED_MODULE_2__.isBlockDoc)(last.text))
        return undefined;
    return (0,_reader_js__WEBPACK_IMPORTED_MODULE_2__.cleanComment)(last.text);
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
        const doc = (0,_reader_js__WEBPACK_IMPORTED_MODULE_2__.leadingDoc)(parameter, _reader_js__WEBPACK_IMPORTED_MODULE_2__.isBlockDoc);
        const field = { name, line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_2__.lineOf)(parameter), type: typeExpr(type), ...(doc ? { doc } : {}) };
        fields.push((0,_wire_names_js__WEBPACK_IMPORTED_MODULE_3__/* .withWireName */ .N)(field, (0,_wire_names_js__WEBPACK_IMPORTED_MODULE_3__/* .wireNameOf */ .E)(modifierTexts(parameter).join(" "))));
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
        const doc = (0,_reader_js__WEBPACK_IMPORTED_MODULE_2__.leadingDoc)(member, _reader_js__WEBPACK_IMPORTED_MODULE_2__.isBlockDoc);
        const field = { name, line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_2__.lineOf)(member), type: typeExpr(type), ...(doc ? { doc } : {}) };
        fields.push((0,_wire_names_js__WEBPACK_IMPORTED_MODULE_3__/* .withWireName */ .N)(field, (0,_wire_names_js__WEBPACK_IMPORTED_MODULE_3__/* .wireNameOf */ .E)(modifierTexts(member).join(" "))));
    }
    return fields;
}
function isTypeNode(node) {
    return ["user_type", "nullable_type", "function_type", "parenthesized_type"].includes(node.type);
}
function typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "nullable_type": {
            const inner = node.namedChildren[0];
            return inner ? { kind: "nullable", inner: typeExpr(inner), text } : unknown(text);
        }
        case "parenthesized_type": {
            const inner = node.namedChildren[0];
            return inner ? typeExpr(inner) : unknown(text);
        }
        case "user_type": {
            const name = node.namedChildren
                .flatMap((child) => (child?.type === "type_identifier" ? [child.text] : []))
                .join(".");
            const args = (childOfType(node, "type_arguments")?.namedChildren ?? []).flatMap((projection) => {
                const type = projection?.namedChildren.find((child) => child && isTypeNode(child));
                return type ? [typeExpr(type)] : [unknown(projection?.text ?? "*")];
            });
            return { kind: "named", name, args, text };
        }
        default:
            return unknown(text);
    }
}
function unknown(text) {
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


/***/ }),

/***/ 40510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ wireNameOf),
/* harmony export */   N: () => (/* binding */ withWireName)
/* harmony export */ });
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


/***/ })

};
