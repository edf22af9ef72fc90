export const id = 5960;
export const ids = [5960];
export const modules = {

/***/ 75960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   looksLikePyspark: () => (/* binding */ looksLikePyspark),
/* harmony export */   pysparkLanguage: () => (/* binding */ pysparkLanguage),
/* harmony export */   pysparkSchemas: () => (/* binding */ pysparkSchemas),
/* harmony export */   pysparkTypes: () => (/* binding */ pysparkTypes)
/* harmony export */ });
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39640);

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
            line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(assignment),
            fields: structFields(value),
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
function structFields(call) {
    const { base, adds } = addChain(call);
    const list = base ? argument(argumentsOf(base), 0, "fields") : undefined;
    const fields = [];
    for (const item of list?.type === "list" ? list.namedChildren : []) {
        if (!item || !isCallOf(item, "StructField"))
            continue;
        const field = fieldOf(argumentsOf(item), item);
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
            ? fieldOf(argumentsOf(first), add)
            : fieldOf({
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
function fieldOf(args, at) {
    const nameNode = argument(args, 0, "name");
    const typeNode = argument(args, 1, "dataType");
    if (!nameNode || !typeNode)
        return undefined;
    const nullable = argument(args, 2, "nullable")?.text !== "False";
    const doc = metadataComment(argument(args, 3, "metadata"));
    return {
        name: nameNode.type === "string" ? (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(nameNode.text) : nameNode.text,
        line: (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(at),
        type: typeExpr(typeNode),
        ...(nullable ? { optional: true } : {}),
        ...(doc ? { doc } : {}),
    };
}
function metadataComment(metadata) {
    for (const pair of metadata?.type === "dictionary" ? metadata.namedChildren : []) {
        const key = pair?.childForFieldName("key");
        const value = pair?.childForFieldName("value");
        if (key && value?.type === "string" && ["comment", "description"].includes((0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(key.text))) {
            return (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(value.text);
        }
    }
    return undefined;
}
function typeExpr(node) {
    const text = node.text;
    if (node.type === "identifier")
        return { kind: "named", name: text, args: [], text };
    if (node.type !== "call")
        return unknown(text);
    const fn = node.childForFieldName("function")?.text ?? "";
    const name = fn.slice(fn.lastIndexOf(".") + 1);
    const args = argumentsOf(node);
    switch (name) {
        case "StructType":
            return { kind: "inline", fields: structFields(node), text };
        case "ArrayType": {
            const element = argument(args, 0, "elementType");
            const elementType = element ? typeExpr(element) : unknown(text);
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
            const valueType = value ? typeExpr(value) : unknown(text);
            const valueContainsNull = argument(args, 2, "valueContainsNull")?.text !== "False";
            return {
                kind: "map",
                key: key ? typeExpr(key) : unknown(text),
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
function unknown(text) {
    return { kind: "named", name: "", args: [], text };
}


/***/ })

};
