export const id = 1547;
export const ids = [1547];
export const modules = {

/***/ 71547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   swiftLanguage: () => (/* binding */ swiftLanguage)
/* harmony export */ });
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39640);
/* harmony import */ var _wire_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40510);


const types = {
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
    types,
    declarations(root) {
        const declarations = [];
        for (const child of root.namedChildren)
            if (child)
                collect(child, true, declarations);
        return declarations;
    },
};
const isSwiftDoc = (comment) => comment.startsWith("///") || comment.startsWith("/**");
function collect(node, topLevel, into) {
    if (node.type !== "class_declaration")
        return;
    const kind = node.children.find((child) => child && !child.isNamed && /^(struct|class|enum|actor)$/.test(child.type));
    const nameNode = node.childForFieldName("name");
    if (!kind || nameNode?.type !== "type_identifier")
        return;
    const doc = (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.leadingDoc)(node, isSwiftDoc);
    const base = { name: nameNode.text, line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(node), ...(doc ? { doc } : {}) };
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
                    symbols[symbols.length - 1] = (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(child.text);
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
                ? stored.flatMap((field) => (keys.has(field.name) ? [(0,_wire_names_js__WEBPACK_IMPORTED_MODULE_1__/* .withWireName */ .N)(field, keys.get(field.name))] : []))
                : stored,
            isAsset: topLevel && !modifierTexts(node).some((modifier) => HIDDEN.has(modifier)),
            hasError: node.hasError,
        });
    }
    for (const member of body?.namedChildren ?? [])
        if (member)
            collect(member, false, into);
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
                names.set(last, (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(child.text));
            }
        }
    }
    return names;
}
function modifierTexts(node) {
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
        if (modifierTexts(member).some((modifier) => modifier === "static" || modifier === "class"))
            continue;
        const name = member.childForFieldName("name")?.childForFieldName("bound_identifier")?.text;
        const annotation = member.namedChildren.find((child) => child?.type === "type_annotation");
        const type = annotation?.childForFieldName("name");
        if (!name || !annotation || !type)
            continue;
        // `T!` (implicitly unwrapped) may hold nil; the grammar leaves the `!` beside the annotation.
        const unwrapped = annotation.nextSibling?.type === "!" || annotation.text.endsWith("!");
        const doc = (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.leadingDoc)(member, isSwiftDoc);
        fields.push({
            name,
            line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(member),
            type: typeExpr(type),
            ...(unwrapped ? { optional: true } : {}),
            ...(doc ? { doc } : {}),
        });
    }
    return fields;
}
function typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "optional_type": {
            const inner = node.childForFieldName("wrapped");
            return inner ? { kind: "nullable", inner: typeExpr(inner), text } : unknown(text);
        }
        case "array_type": {
            const element = node.childForFieldName("name");
            return element ? { kind: "list", element: typeExpr(element), text } : unknown(text);
        }
        case "dictionary_type": {
            const [key, value] = node.childrenForFieldName("name");
            return key && value ? { kind: "map", key: typeExpr(key), value: typeExpr(value), text } : unknown(text);
        }
        case "user_type": {
            const name = node.namedChildren
                .flatMap((child) => (child?.type === "type_identifier" ? [child.text] : []))
                .join(".");
            const args = node.namedChildren
                .find((child) => child?.type === "type_arguments")
                ?.childrenForFieldName("name")
                .flatMap((arg) => (arg ? [typeExpr(arg)] : []));
            return { kind: "named", name, args: args ?? [], text };
        }
        default:
            return unknown(text);
    }
}
function unknown(text) {
    return { kind: "named", name: "", args: [], text };
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
