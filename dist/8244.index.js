export const id = 8244;
export const ids = [8244];
export const modules = {

/***/ 88244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   phpLanguage: () => (/* binding */ phpLanguage)
/* harmony export */ });
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39640);

const TIMESTAMP = { type: "timestamp64", logical: "Timestamp" };
const types = {
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
        DateTime: TIMESTAMP,
        DateTimeImmutable: TIMESTAMP,
        DateTimeInterface: TIMESTAMP,
        Carbon: TIMESTAMP,
        CarbonImmutable: TIMESTAMP,
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
    types,
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
    const doc = (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.leadingDoc)(node, _reader_js__WEBPACK_IMPORTED_MODULE_0__.isBlockDoc);
    const base = { name, line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(node), ...(doc ? { doc } : {}) };
    const body = node.childForFieldName("body");
    if (node.type === "enum_declaration") {
        const symbols = (body?.namedChildren ?? []).flatMap((member) => {
            if (member?.type !== "enum_case")
                return [];
            const value = member.childForFieldName("value");
            return [value ? (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(value.text) : (member.childForFieldName("name")?.text ?? "")];
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
            const doc = (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.leadingDoc)(member, _reader_js__WEBPACK_IMPORTED_MODULE_0__.isBlockDoc);
            for (const element of member.namedChildren) {
                if (element?.type !== "property_element")
                    continue;
                const name = element.childForFieldName("name")?.text.replace(/^\$/, "");
                if (!name)
                    continue;
                fields.push({ name, line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(element), type: typeOf(type), ...(doc ? { doc } : {}) });
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
                const doc = (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.leadingDoc)(parameter, _reader_js__WEBPACK_IMPORTED_MODULE_0__.isBlockDoc);
                fields.push({
                    name,
                    line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(parameter),
                    type: typeOf(parameter.childForFieldName("type")),
                    ...(doc ? { doc } : {}),
                });
            }
        }
    }
    return fields;
}
function typeOf(node) {
    return node ? typeExpr(node) : { kind: "named", name: "", args: [], text: "(untyped)" };
}
function typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "primitive_type":
        case "named_type": {
            const name = text.replace(/^\\/, "");
            return name.toLowerCase() === "null" ? { kind: "null", text } : { kind: "named", name, args: [], text };
        }
        case "optional_type": {
            const inner = node.namedChildren[0];
            return inner ? { kind: "nullable", inner: typeExpr(inner), text } : unknown(text);
        }
        case "union_type":
            return {
                kind: "union",
                variants: node.namedChildren.flatMap((child) => (child ? [typeExpr(child)] : [])),
                text,
            };
        default:
            return unknown(text);
    }
}
function unknown(text) {
    return { kind: "named", name: "", args: [], text };
}


/***/ })

};
