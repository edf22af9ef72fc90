export const id = 9260;
export const ids = [9260];
export const modules = {

/***/ 89260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   golangLanguage: () => (/* binding */ golangLanguage),
/* harmony export */   parseJsonTag: () => (/* binding */ parseJsonTag)
/* harmony export */ });
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39640);

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
                const doc = withoutMarkers((0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.leadingDoc)(statement, isGoComment));
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
    const base = { name, line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(spec), ...(doc ? { doc } : {}) };
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
        symbols.push((0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(value.text));
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
        const comment = (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.leadingDoc)(member, isGoComment);
        const doc = withoutMarkers(comment) ?? trailingComment(member);
        for (const goName of names) {
            if (!isExported(goName))
                continue;
            const name = tag.name ?? goName;
            fields.push({
                name,
                line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(member),
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
    return (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.cleanComment)(next.text);
}
/** The `json:"name,omitempty"` part of a struct tag, per encoding/json's rules. */
function parseJsonTag(raw) {
    if (!raw)
        return { omitempty: false, skip: false };
    const match = /(?:^|\s)json:"([^"]*)"/.exec((0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(raw));
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


/***/ })

};
