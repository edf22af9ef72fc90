export const id = 5247;
export const ids = [5247];
export const modules = {

/***/ 7545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GG: () => (/* binding */ childOf),
/* harmony export */   IM: () => (/* binding */ variantsOf),
/* harmony export */   Iz: () => (/* binding */ normalizeNode),
/* harmony export */   LG: () => (/* binding */ numberConstraint),
/* harmony export */   MF: () => (/* binding */ describeType),
/* harmony export */   VH: () => (/* binding */ stringListConstraint),
/* harmony export */   uy: () => (/* binding */ isWidening)
/* harmony export */ });
/* unused harmony export TYPE_WIDENINGS */
/**
 * The one table of type compatibility (docs/rules.md "Compatibility rules").
 *
 * A contract type may be served by an asset of any type listed for it: each of
 * those can hold every value of the contract type with the same meaning, so no
 * reader of the contracted data can notice (the widenings int32 -> int64,
 * float32 -> float64, uint8 -> int16, decimal128 -> decimal256). Anything not
 * listed (narrowing, integer <-> float, string <-> bytes, enum -> string, ...) is
 * an incompatible type. Every type is also compatible with itself.
 */
const TYPE_WIDENINGS = {
    int8: ["int16", "int32", "int64"],
    int16: ["int32", "int64"],
    int32: ["int64"],
    uint8: ["uint16", "uint32", "uint64", "int16", "int32", "int64"],
    uint16: ["uint32", "uint64", "int32", "int64"],
    uint32: ["uint64", "int64"],
    float16: ["float32", "float64"],
    float32: ["float64"],
    decimal128: ["decimal256"],
};
/** True when an asset of type `actual` can stand in for a contract type `expected`. */
function isWidening(expected, actual) {
    return expected === actual || (TYPE_WIDENINGS[expected]?.includes(actual) ?? false);
}
function numberConstraint(node, key) {
    const value = node.constraints?.[key];
    return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}
function stringListConstraint(node, key) {
    const value = node.constraints?.[key];
    if (!Array.isArray(value))
        return undefined;
    return value.filter((item) => typeof item === "string");
}
/** A union's variants; a node of any other type is a union of one. */
const variantsOf = (node) => node.type === "union" ? (node.fields ?? []) : [node];
/** The children of a list (`element`) or map (`key`, `value`), by position when unnamed. */
function childOf(node, role) {
    const fields = node.fields ?? [];
    const named = fields.find((field) => field.name === role);
    if (named)
        return named;
    return fields[role === "value" ? 1 : 0];
}
/**
 * Nullable unions are optionality, not a type: `union<null, X>` becomes an
 * optional X, so a reader that writes `optional: true` and one that writes a
 * union with null compare equal.
 */
function normalizeNode(node) {
    if (node.type !== "union")
        return node;
    const variants = node.fields ?? [];
    const nonNull = variants.filter((variant) => variant.type !== "null");
    const hasNull = nonNull.length < variants.length;
    if (!hasNull)
        return node;
    const only = nonNull[0];
    if (nonNull.length === 1 && only) {
        return {
            ...only,
            name: node.name,
            doc: node.doc ?? only.doc,
            optional: true,
            constraints: node.constraints || only.constraints ? { ...only.constraints, ...node.constraints } : undefined,
        };
    }
    return { ...node, fields: nonNull, optional: true };
}
/** A short human description of a node's type, e.g. `string(maxLength=50)` or `list<int32>`. */
function describeType(raw) {
    const node = normalizeNode(raw);
    const logical = node.logical ? ` (${node.logical})` : "";
    switch (node.type) {
        case "list": {
            const element = childOf(node, "element");
            return `list<${element ? describeType(element) : "unknown"}>`;
        }
        case "map": {
            const key = childOf(node, "key");
            const value = childOf(node, "value");
            return `map<${key ? describeType(key) : "unknown"}, ${value ? describeType(value) : "unknown"}>`;
        }
        case "union":
            return `union<${(node.fields ?? []).map(describeType).join(" | ")}>`;
        case "enum": {
            const symbols = stringListConstraint(node, "symbols") ?? [];
            const shown = symbols.length > 8 ? [...symbols.slice(0, 8), "…"] : symbols;
            return `enum(${shown.join(", ")})`;
        }
        case "decimal128":
        case "decimal256": {
            const precision = numberConstraint(node, "precision");
            const scale = numberConstraint(node, "scale");
            return precision === undefined ? `${node.type}${logical}` : `${node.type}(${precision},${scale ?? 0})`;
        }
        case "string":
        case "bytes": {
            const maxLength = numberConstraint(node, "maxLength");
            return `${node.type}${maxLength === undefined ? "" : `(maxLength=${maxLength})`}${logical}`;
        }
        default:
            return `${node.type}${logical}`;
    }
}


/***/ }),

/***/ 72246:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ defaultJsonName),
/* harmony export */   v: () => (/* binding */ protobufRules)
/* harmony export */ });
/* harmony import */ var _compat_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7545);
/* harmony import */ var _diff_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85248);


/*
 * Protobuf: the rules of buf's WIRE_JSON category (a change breaks the binary
 * or the JSON encoding). Fields pair by number; a oneof (a union with
 * `constraints.oneof: true`, its variants the fields) is flattened into its
 * fields. What the tree must carry (constraints of the Protobuf reader): a
 * field's `fieldNumber`, `json_name` (or `jsonName`), `required: true` (or
 * `label: "required"`), proto2 `default`, and its proto type in `physicalType`
 * ("sint32", "fixed64", "map<string, int32>", ...); a message's or enum's full
 * name in `alias` (or `typeName`); an enum's numbers in `values`
 * ({NAME: number}, or `symbols` with `symbolNumbers`); `reservedNames`,
 * `reservedNumbers`, `reservedRanges` ([start, end] inclusive) on messages and enums.
 */
/** Scalars whose binary and JSON encodings agree (buf FIELD_WIRE_JSON_COMPATIBLE_TYPE). */
const COMPATIBLE_SCALARS = [
    ["int32", "uint32"],
    ["int64", "uint64"],
    ["fixed32", "sfixed32"],
    ["fixed64", "sfixed64"],
];
const PROTO_SCALARS = new Set([
    "double",
    "float",
    "int32",
    "int64",
    "uint32",
    "uint64",
    "sint32",
    "sint64",
    "fixed32",
    "fixed64",
    "sfixed32",
    "sfixed64",
    "bool",
    "string",
    "bytes",
]);
/** Key and value scalars of a map spelled `map<K, V>` in `physicalType`, when both are scalars. */
function mapTypes(node) {
    const physical = node.constraints?.physicalType;
    const match = typeof physical === "string" ? /^map<\s*(\w+)\s*,\s*(\w+)\s*>$/.exec(physical) : null;
    const [, key, value] = match ?? [];
    return key && value && PROTO_SCALARS.has(key) && PROTO_SCALARS.has(value) ? [key, value] : undefined;
}
/** The proto scalar of a node, else what it is (message, enum, map, repeated). */
function protoType(node) {
    const physical = node.constraints?.physicalType;
    if (typeof physical === "string" && PROTO_SCALARS.has(physical))
        return physical;
    switch (node.type) {
        case "float32":
            return "float";
        case "float64":
            return "double";
        case "struct":
            return "message";
        case "enum":
            return "enum";
        case "list":
            return "repeated";
        default:
            return node.type;
    }
}
function scalarsCompatible(before, after) {
    return (before === after || COMPATIBLE_SCALARS.some((group) => group.includes(before) && group.includes(after)));
}
function cardinality(node) {
    if (node.type === "list")
        return "repeated";
    if (node.type === "map")
        return "map";
    return "singular";
}
function retyped(base, head) {
    const before = cardinality(base);
    const after = cardinality(head);
    if (before !== after) {
        return {
            breaking: true,
            reason: `cardinality changed from ${before} to ${after} (FIELD_WIRE_JSON_COMPATIBLE_CARDINALITY)`,
        };
    }
    return typeJudgement(protoType(base), protoType(head));
}
function typeJudgement(before, after) {
    return scalarsCompatible(before, after)
        ? { breaking: false, reason: `${before} and ${after} share their binary and JSON encoding` }
        : { breaking: true, reason: `type changed from ${before} to ${after} (FIELD_WIRE_JSON_COMPATIBLE_TYPE)` };
}
function reservesNumber(node, number) {
    if (number === undefined)
        return false;
    const numbers = node.constraints?.reservedNumbers;
    if (Array.isArray(numbers) && numbers.includes(number))
        return true;
    const ranges = node.constraints?.reservedRanges;
    if (!Array.isArray(ranges))
        return false;
    return ranges.some((range) => Array.isArray(range) &&
        typeof range[0] === "number" &&
        typeof range[1] === "number" &&
        range[0] <= number &&
        number <= range[1]);
}
function reservesName(node, name) {
    return ((0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .stringListConstraint */ .VH)(node, "reservedNames") ?? []).includes(name);
}
/** What a deletion leaves unreserved (buf *_NO_DELETE_UNLESS_NAME_RESERVED / _NUMBER_RESERVED). */
function deletion(what, name, number, owner) {
    const missing = [
        ...(reservesName(owner, name) ? [] : [`name "${name}"`]),
        ...(reservesNumber(owner, number) ? [] : [`number ${number ?? "?"}`]),
    ];
    return missing.length === 0
        ? { breaking: false, reason: `${what} deleted with its name and number reserved` }
        : {
            breaking: true,
            reason: `${what} deleted without reserving the ${missing.join(" and the ")}`,
            reuseHazard: true,
        };
}
/** protoc's default JSON name: lowerCamelCase of the field name. */
function defaultJsonName(name) {
    // Most names have no underscore: no replace (with its callback) per field of every message diffed.
    if (!name.includes("_"))
        return name;
    return name.replace(/_+([a-z0-9])?/g, (_, next) => (next ? next.toUpperCase() : ""));
}
function jsonNameOf(field) {
    const explicit = field.constraints?.jsonName ?? field.constraints?.json_name;
    return typeof explicit === "string" ? explicit : defaultJsonName(field.name ?? "");
}
function textOf(value) {
    return value === undefined ? undefined : typeof value === "string" ? value : JSON.stringify(value);
}
function reservedRemoved(key, base, head) {
    const lost = key === "reservedNames"
        ? ((0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .stringListConstraint */ .VH)(base, key) ?? []).filter((name) => !reservesName(head, name))
        : key === "reservedNumbers"
            ? (base.constraints?.[key] ?? []).filter((number) => typeof number === "number" && !reservesNumber(head, number))
            : (base.constraints?.[key] ?? []).filter((range) => !Array.isArray(range) ||
                typeof range[0] !== "number" ||
                typeof range[1] !== "number" ||
                !Array.from({ length: Math.min(range[1] - range[0] + 1, 10_000) }, (_, i) => range[0] + i).every((number) => reservesNumber(head, number)));
    return lost.length > 0
        ? {
            breaking: true,
            reason: `reserved ${JSON.stringify(lost)} no longer reserved (RESERVED_*_NO_DELETE)`,
            reuseHazard: true,
        }
        : { breaking: false, reason: "reservations only grew" };
}
const isRequired = (node) => node.constraints?.required === true || node.constraints?.label === "required";
/** The full name of a message or enum type. */
function typeNameOf(node) {
    const name = node.constraints?.typeName ?? node.alias;
    return typeof name === "string" ? name : undefined;
}
/** Fields with a oneof's members in place of the oneof, each knowing its oneof's name. */
function flatFields(struct) {
    const fields = struct.fields ?? [];
    // The fields themselves when no oneof is there (most messages): no copy per message.
    if (!fields.some((field) => field.type === "union" && field.constraints?.oneof === true))
        return fields;
    return fields.flatMap((field) => field.type === "union" && field.constraints?.oneof === true
        ? (field.fields ?? []).map((member) => ({
            ...member,
            constraints: { ...member.constraints, oneof: field.name ?? "" },
        }))
        : [field]);
}
/** Enum value numbers by name, from `values` or from `symbols` + `symbolNumbers`. */
function enumNumbers(node) {
    const values = node.constraints?.values;
    if (values && typeof values === "object" && !Array.isArray(values)) {
        return Object.entries(values).filter((entry) => typeof entry[1] === "number");
    }
    const numbers = node.constraints?.symbolNumbers;
    if (!Array.isArray(numbers))
        return undefined;
    return ((0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .stringListConstraint */ .VH)(node, "symbols") ?? []).flatMap((symbol, index) => {
        const number = numbers[index];
        return typeof number === "number" ? [[symbol, number]] : [];
    });
}
const protobufRules = {
    fieldsOf: flatFields,
    fieldKey(field) {
        const number = (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(field, "fieldNumber");
        return number === undefined ? `name:${field.name ?? ""}` : `#${number}`;
    },
    added(head) {
        return isRequired(head)
            ? { breaking: true, reason: "a new required field (MESSAGE_SAME_REQUIRED_FIELDS)" }
            : { breaking: false, reason: "old messages simply lack it" };
    },
    removed(base, headParent) {
        return deletion("field", base.name ?? "", (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(base, "fieldNumber"), headParent);
    },
    paired(base, head, path) {
        const changes = [];
        if (base.name !== head.name) {
            changes.push({
                kind: "FIELD_RENAMED",
                field: path,
                breaking: true,
                reason: "the JSON and text formats use the name (FIELD_SAME_NAME)",
                before: base.name,
                after: head.name,
            });
        }
        const checks = [
            ["jsonName", jsonNameOf(base), jsonNameOf(head), "the JSON encoding uses it (FIELD_SAME_JSON_NAME)"],
            [
                "oneof",
                textOf(base.constraints?.oneof),
                textOf(head.constraints?.oneof),
                "oneof membership (FIELD_SAME_ONEOF)",
            ],
            ["default", textOf(base.constraints?.default), textOf(head.constraints?.default), "FIELD_SAME_DEFAULT"],
        ];
        if (isRequired(base) !== isRequired(head)) {
            checks.push([
                "required",
                String(isRequired(base)),
                String(isRequired(head)),
                "MESSAGE_SAME_REQUIRED_FIELDS",
            ]);
        }
        for (const [key, before, after, reason] of checks) {
            if (before === after)
                continue;
            changes.push({
                kind: "CONSTRAINT_CHANGED",
                field: path,
                breaking: true,
                reason,
                before: before === undefined ? undefined : `${key}=${before}`,
                after: after === undefined ? undefined : `${key}=${after}`,
            });
        }
        return changes;
    },
    nullability() {
        return { breaking: false, reason: "field presence does not change the binary or JSON encoding" };
    },
    retyped,
    enumChanges(base, head, path) {
        const baseValues = enumNumbers(base);
        const headValues = enumNumbers(head);
        if (!baseValues || !headValues) {
            return (0,_diff_types_js__WEBPACK_IMPORTED_MODULE_1__/* .symbolChanges */ .q)(base, head, path, (symbol) => deletion("enum value", symbol, undefined, head));
        }
        const namesByNumber = (values) => {
            const map = new Map();
            for (const [name, number] of values)
                map.set(number, [...(map.get(number) ?? []), name]);
            return map;
        };
        const before = namesByNumber(baseValues);
        const after = namesByNumber(headValues);
        const changes = [];
        for (const [number, names] of before) {
            const now = after.get(number);
            if (!now) {
                for (const name of names) {
                    changes.push({
                        kind: "ENUM_SYMBOL_REMOVED",
                        field: path,
                        ...deletion("enum value", name, number, head),
                        before: name,
                    });
                }
            }
            else if (!names.every((name) => now.includes(name))) {
                changes.push({
                    kind: "ENUM_SYMBOL_RENAMED",
                    field: path,
                    breaking: true,
                    reason: `value ${number} renamed: JSON uses the name (ENUM_VALUE_SAME_NAME)`,
                    before: names.join("|"),
                    after: now.join("|"),
                });
            }
        }
        for (const [number, names] of after) {
            if (before.has(number))
                continue;
            changes.push({
                kind: "ENUM_SYMBOL_ADDED",
                field: path,
                breaking: false,
                reason: "old messages never hold the new value",
                after: names.join("|"),
            });
        }
        return changes;
    },
    constraint(key, base, head) {
        switch (key) {
            case "physicalType":
                // Messages, enums and maps are judged by their full names and children, not by how the field spells them.
                if (mapTypes(base) && mapTypes(head)) {
                    const [baseKey, baseValue] = mapTypes(base) ?? [];
                    const [headKey, headValue] = mapTypes(head) ?? [];
                    const key = typeJudgement(baseKey ?? "", headKey ?? "");
                    return key.breaking ? key : typeJudgement(baseValue ?? "", headValue ?? "");
                }
                if (!PROTO_SCALARS.has(protoType(base)) || !PROTO_SCALARS.has(protoType(head))) {
                    return { breaking: false, reason: "the type is judged by its full name and its fields" };
                }
                return typeJudgement(protoType(base), protoType(head));
            case "typeName":
            case "alias":
                return {
                    breaking: true,
                    reason: `message or enum type changed from ${typeNameOf(base)} to ${typeNameOf(head)} (FIELD_WIRE_JSON_COMPATIBLE_TYPE)`,
                };
            case "reservedNames":
            case "reservedNumbers":
            case "reservedRanges":
                return reservedRemoved(key, base, head);
            default:
                return { breaking: false, reason: `${key} is not part of the binary or JSON encoding` };
        }
    },
    handledConstraints: new Set([
        "symbols",
        "symbolNumbers",
        "values",
        "fieldNumber",
        "jsonName",
        "json_name",
        "oneof",
        "default",
        "label",
        "required",
    ]),
};


/***/ }),

/***/ 85248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ symbolChanges),
/* harmony export */   t: () => (/* binding */ CHANGE_KINDS)
/* harmony export */ });
/* harmony import */ var _narrowing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21254);

/* The change model shared by diff.ts and the per-format rule files (diff-*.ts), which import it from here rather than from diff.ts. */
const CHANGE_KINDS = [
    "FIELD_ADDED",
    "FIELD_REMOVED",
    "FIELD_RENAMED",
    "TYPE_CHANGED",
    "NULLABILITY_CHANGED",
    "ENUM_SYMBOL_ADDED",
    "ENUM_SYMBOL_REMOVED",
    "ENUM_SYMBOL_RENAMED",
    "DOC_CHANGED",
    "CONSTRAINT_CHANGED",
];
/** Symbols added and removed by name: the enum rule of every format but Protobuf. */
function symbolChanges(base, head, path, removedJudgement) {
    const changes = [];
    for (const symbol of (0,_narrowing_js__WEBPACK_IMPORTED_MODULE_0__/* .removedSymbols */ .KM)(base, head)) {
        changes.push({ kind: "ENUM_SYMBOL_REMOVED", field: path, ...removedJudgement(symbol), before: symbol });
    }
    // Added symbols are those the head has and the base lacks.
    for (const symbol of (0,_narrowing_js__WEBPACK_IMPORTED_MODULE_0__/* .removedSymbols */ .KM)(head, base)) {
        changes.push({
            kind: "ENUM_SYMBOL_ADDED",
            field: path,
            breaking: false,
            reason: "old data never holds the new symbol",
            after: symbol,
        });
    }
    return changes;
}


/***/ }),

/***/ 35247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e7: () => (/* binding */ diffSchemas),
  pC: () => (/* binding */ namedPairKey)
});

// UNUSED EXPORTS: CHANGE_KINDS, hasBreaking, rulesFor

// EXTERNAL MODULE: ./src/api/source-type-names.ts
var source_type_names = __webpack_require__(20117);
// EXTERNAL MODULE: ./src/compliance/compat.ts
var compat = __webpack_require__(7545);
// EXTERNAL MODULE: ./src/compliance/diff-types.ts
var diff_types = __webpack_require__(85248);
;// CONCATENATED MODULE: ./src/compliance/diff-avro.ts


const AVRO_PRIMITIVES = new Set([
    "null",
    "boolean",
    "int",
    "long",
    "float",
    "double",
    "bytes",
    "string",
]);
function avroKind(node) {
    const physical = node.constraints?.physicalType;
    if (typeof physical === "string" && AVRO_PRIMITIVES.has(physical))
        return physical;
    switch (node.type) {
        case "null":
            return "null";
        case "bool":
            return "boolean";
        case "int8":
        case "int16":
        case "int32":
        case "uint8":
        case "uint16":
        case "date32":
            return "int";
        case "int64":
        case "uint32":
        case "uint64":
        case "time64":
        case "timestamp64":
            return "long";
        case "float16":
        case "float32":
            return "float";
        case "float64":
            return "double";
        case "bytes":
        case "decimal128":
        case "decimal256":
            return fixedSize(node) === undefined ? "bytes" : "fixed";
        case "enum":
            return "enum";
        case "list":
            return "array";
        case "map":
            return "map";
        case "struct":
            return "record";
        case "union":
            return "union";
        default:
            return "string";
    }
}
/** What the writer's type may be read as, per the Avro specification's promotions. */
const PROMOTIONS = {
    int: ["int"],
    long: ["int", "long"],
    float: ["int", "long", "float"],
    double: ["int", "long", "float", "double"],
    string: ["string", "bytes"],
    bytes: ["string", "bytes"],
    boolean: ["boolean"],
    null: ["null"],
};
/** A node as Avro sees it: optionality is a union with null. */
function branchesOf(raw) {
    const node = (0,compat/* normalizeNode */.Iz)(raw);
    if (node.optional) {
        const rest = node.type === "union" ? (node.fields ?? []) : [{ ...node, optional: false }];
        return [{ type: "null" }, ...rest];
    }
    return node.type === "union" ? (node.fields ?? []) : undefined;
}
function fixedSize(node) {
    return (0,compat/* numberConstraint */.LG)(node, "fixedSize") ?? (0,compat/* numberConstraint */.LG)(node, "size");
}
const NAMED = new Set(["record", "enum", "fixed"]);
function typeName(node) {
    const name = node.constraints?.typeName ?? (NAMED.has(avroKind(node)) ? node.alias : undefined);
    return typeof name === "string" ? name : undefined;
}
/**
 * Reader and writer named types match by full name or a reader alias (relative
 * aliases take the reader's namespace); unnamed trees match.
 */
function namesMatch(reader, writer) {
    const readerName = typeName(reader);
    const writerName = typeName(writer);
    if (readerName === undefined || writerName === undefined || readerName === writerName)
        return true;
    const namespace = readerName.includes(".") ? readerName.slice(0, readerName.lastIndexOf(".")) : "";
    const aliases = (0,compat/* stringListConstraint */.VH)(reader, "typeAliases") ?? (0,compat/* stringListConstraint */.VH)(reader, "aliases") ?? [];
    return aliases.some((alias) => (alias.includes(".") || !namespace ? alias : `${namespace}.${alias}`) === writerName);
}
function fieldNames(field) {
    return [field.name ?? "", ...((0,compat/* stringListConstraint */.VH)(field, "aliases") ?? [])];
}
const hasAvroDefault = (node) => node.constraints !== undefined && "default" in node.constraints;
/** True when data written with `writer` can be read with `reader` (Avro schema resolution). */
function avroReadable(writer, reader) {
    const writerBranches = branchesOf(writer);
    if (writerBranches)
        return writerBranches.every((branch) => avroReadable(branch, reader));
    const readerBranches = branchesOf(reader);
    if (readerBranches)
        return readerBranches.some((branch) => avroReadable(writer, branch));
    const w = (0,compat/* normalizeNode */.Iz)(writer);
    const r = (0,compat/* normalizeNode */.Iz)(reader);
    const wKind = avroKind(w);
    const rKind = avroKind(r);
    switch (rKind) {
        case "record": {
            if (wKind !== "record" || !namesMatch(r, w))
                return false;
            const writerFields = w.fields ?? [];
            return (r.fields ?? []).every((readerField) => {
                const names = fieldNames(readerField);
                const matches = writerFields.filter((writerField) => names.includes(writerField.name ?? ""));
                if (matches.length > 1)
                    return false;
                const [match] = matches;
                return match ? avroReadable(match, readerField) : hasAvroDefault(readerField);
            });
        }
        case "enum": {
            if (wKind !== "enum" || !namesMatch(r, w))
                return false;
            const symbols = (0,compat/* stringListConstraint */.VH)(r, "symbols") ?? [];
            const complete = ((0,compat/* stringListConstraint */.VH)(w, "symbols") ?? []).every((symbol) => symbols.includes(symbol));
            return complete || r.constraints?.enumDefault !== undefined;
        }
        case "fixed":
            return wKind === "fixed" && fixedSize(w) === fixedSize(r) && namesMatch(r, w);
        case "array":
        case "map": {
            if (wKind !== rKind)
                return false;
            const role = rKind === "array" ? "element" : "value";
            const writerChild = (0,compat/* childOf */.GG)(w, role);
            const readerChild = (0,compat/* childOf */.GG)(r, role);
            return writerChild !== undefined && readerChild !== undefined && avroReadable(writerChild, readerChild);
        }
        default:
            return PROMOTIONS[rKind]?.includes(wKind) ?? false;
    }
}
function resolution(base, head) {
    return avroReadable(base, head)
        ? { breaking: false, reason: `Avro resolves ${(0,compat/* describeType */.MF)(base)} data as ${(0,compat/* describeType */.MF)(head)}` }
        : { breaking: true, reason: `Avro cannot read ${(0,compat/* describeType */.MF)(base)} data as ${(0,compat/* describeType */.MF)(head)}` };
}
const avroRules = {
    fieldKey: (field) => field.name ?? "",
    // Each new field that names a removed one (by alias) reads its data; two new fields may name
    // the same old one, and both read it (Avro resolution matches each reader field on its own).
    renames(removed, added) {
        const pairs = [];
        for (const to of added) {
            const from = removed.find((field) => fieldNames(to).includes(field.name ?? ""));
            if (from)
                pairs.push([from, to]);
        }
        return pairs;
    },
    added(head) {
        return hasAvroDefault(head)
            ? { breaking: false, reason: "has a default, used for old data" }
            : { breaking: true, reason: "no default: old data has no value for it" };
    },
    removed() {
        return { breaking: false, reason: "the new schema skips it when reading old data" };
    },
    nullability(base, head) {
        return base.optional && !head.optional
            ? { breaking: true, reason: "old data may hold null, which the new schema cannot read" }
            : { breaking: false, reason: "the new union with null reads the old values" };
    },
    retyped: resolution,
    enumChanges(base, head, path) {
        const fallback = head.constraints?.enumDefault;
        return (0,diff_types/* symbolChanges */.q)(base, head, path, (symbol) => fallback === undefined
            ? { breaking: true, reason: `old data may hold ${symbol} and the enum has no default` }
            : { breaking: false, reason: `old ${symbol} values read as the enum default ${String(fallback)}` });
    },
    constraint(key, base, head) {
        if (key === "size" || key === "fixedSize")
            return resolution(base, head);
        if (key === "typeName" || (key === "alias" && typeName(base) !== undefined)) {
            return namesMatch(head, base)
                ? { breaking: false, reason: "renamed with the old name as an alias" }
                : { breaking: true, reason: "named type renamed without an alias: old data does not resolve" };
        }
        if (key === "enumDefault")
            return { breaking: false, reason: "the enum default only helps old data" };
        // A field's aliases do take part in resolution (a reader's alias matches a writer's old name).
        if (key === "aliases")
            return { breaking: false, reason: "the field's aliases name older fields it reads data of" };
        return { breaking: false, reason: `${key} does not take part in Avro schema resolution` };
    },
    handledConstraints: new Set(["symbols"]),
};

// EXTERNAL MODULE: ./src/compliance/diff-protobuf.ts
var diff_protobuf = __webpack_require__(72246);
// EXTERNAL MODULE: ./src/compliance/narrowing.ts
var narrowing = __webpack_require__(21254);
;// CONCATENATED MODULE: ./src/compliance/diff-rules.ts



const byName = (field) => field.name ?? "";
const COMPOSITE = new Set(["struct", "list", "map", "union", "enum"]);
/**
 * Whether `head`'s type holds every value of `base`'s, variant by variant (a plain type is a union
 * of one): each old variant must be a new one, or a scalar without a logical type that the new
 * one widens (union<int32 | string> -> union<int64 | string> holds; -> union<int32 | bytes> does
 * not; string -> union<string | int64> holds; union<int32 | string> -> string does not; a date
 * kept as int32 days -> int32 does not).
 */
function holdsEveryValue(base, head) {
    const variants = (0,compat/* variantsOf */.IM)(head).map(compat/* normalizeNode */.Iz);
    return (0,compat/* variantsOf */.IM)(base)
        .map(compat/* normalizeNode */.Iz)
        .every((old) => variants.some((kept) => (0,compat/* describeType */.MF)(kept) === (0,compat/* describeType */.MF)(old) ||
        (!COMPOSITE.has(old.type) && !old.logical && !kept.logical && (0,compat/* isWidening */.uy)(old.type, kept.type))));
}
/**
 * Capacity constraints (maxLength, precision, scale, size) may grow; shrinking them breaks. The base
 * is a version read from a file, which states every bound it has: a bound the head adds narrows it
 * (text -> varchar(32), numeric -> numeric(10,2)). The judgement is checkAsset's (narrowing.ts).
 */
function capacityJudgement(key, base, head) {
    if (!narrowing/* CAPACITY_KEYS */.Iu.has(key))
        return undefined;
    const loss = (0,narrowing/* capacityLoss */.eP)(key, base, head, "unbounded");
    if (!loss)
        return { breaking: false, reason: key === "maxLength" ? "the maximum length grew" : `${key} grew` };
    const { before, after } = loss;
    switch (loss.what) {
        case "maxLength":
            return {
                breaking: true,
                reason: `values of up to ${before ?? "any"} characters no longer fit in ${after}`,
            };
        case "precision":
        case "scale":
            return {
                breaking: true,
                reason: `${loss.what} shrank from ${before ?? "unbounded"} to ${after}: stored values lose digits`,
            };
        case "integer digits":
            return {
                breaking: true,
                reason: `integer digits shrank from ${before} to ${after}: large values no longer fit`,
            };
        case "size":
            return { breaking: true, reason: `fixed size changed from ${before} to ${after}` };
    }
}
const hasDefault = (node) => node.constraints !== undefined && "default" in node.constraints;
/**
 * JSON Schema, code models, object storage, dataframes: the contract rules of
 * checkAsset with the base as the contract, plus fields that old data lacks.
 */
const genericRules = {
    fieldKey: byName,
    added(head) {
        if (head.optional || hasDefault(head))
            return { breaking: false, reason: "optional: old data without it still reads" };
        return { breaking: true, reason: "required, and old data does not have it" };
    },
    removed() {
        return { breaking: true, reason: "readers of the field no longer find it" };
    },
    nullability(base) {
        return base.optional
            ? { breaking: true, reason: "now required: old data without a value no longer reads" }
            : { breaking: true, reason: "now optional: readers may get no value where they relied on one" };
    },
    retyped(base, head) {
        return holdsEveryValue(base, head) && !base.logical && !head.logical
            ? { breaking: false, reason: `${head.type} holds every ${base.type} value (widening)` }
            : { breaking: true, reason: `${(0,compat/* describeType */.MF)(head)} cannot hold every ${(0,compat/* describeType */.MF)(base)} value` };
    },
    enumChanges(base, head, path) {
        return (0,diff_types/* symbolChanges */.q)(base, head, path, (symbol) => ({
            breaking: true,
            reason: `old data may hold ${symbol}, which the new version does not accept`,
        }));
    },
    constraint(key, base, head) {
        return capacityJudgement(key, base, head) ?? { breaking: false, reason: `${key} changed` };
    },
    handledConstraints: new Set(["symbols"]),
};
/** PostgreSQL, MySQL, SQL Server: a change breaks when an existing query breaks. */
const sqlRules = {
    ...genericRules,
    added(head) {
        if (head.optional || hasDefault(head)) {
            return { breaking: false, reason: "nullable or defaulted: existing inserts and selects still work" };
        }
        return { breaking: true, reason: "NOT NULL without a default: inserts that do not name the column fail" };
    },
    removed() {
        return { breaking: true, reason: "dropped column: queries that name it fail" };
    },
    nullability(base, head) {
        if (base.optional && !head.optional && !hasDefault(head)) {
            return {
                breaking: true,
                reason: "NOT NULL without a default: inserts of NULL or without the column fail",
            };
        }
        return {
            breaking: false,
            reason: base.optional ? "NOT NULL with a default" : "now nullable: no query fails",
        };
    },
    retyped(base, head) {
        return holdsEveryValue(base, head)
            ? { breaking: false, reason: `${head.type} holds every ${base.type} value (widening)` }
            : { breaking: true, reason: `retyped column: ${(0,compat/* describeType */.MF)(base)} -> ${(0,compat/* describeType */.MF)(head)}` };
    },
    constraint(key, base, head) {
        const capacity = capacityJudgement(key, base, head);
        if (capacity)
            return capacity;
        if (key === "physicalType") {
            // An opaque type (an extension's the reader stands in, a type of its own) is known only as written.
            if (base.type === "unknown" && head.type === "unknown") {
                return {
                    breaking: true,
                    reason: `opaque type changed: ${String(base.constraints?.physicalType)} -> ${String(head.constraints?.physicalType)}`,
                };
            }
            return {
                breaking: false,
                reason: "same kind of type; its length and precision are judged on their own",
            };
        }
        return { breaking: false, reason: `${key} changed` };
    },
};
/** JSON Schema: the generic rules, plus `integer` -> `number` (every integer is a JSON number). */
const jsonSchemaRules = {
    ...genericRules,
    retyped(base, head) {
        if (base.type === "int64" && head.type === "float64" && !base.logical && !head.logical) {
            return { breaking: false, reason: "every integer is a number: old data still validates" };
        }
        return genericRules.retyped(base, head);
    },
};

// EXTERNAL MODULE: ./src/compliance/field-path.ts
var field_path = __webpack_require__(13495);
;// CONCATENATED MODULE: ./src/compliance/diff.ts







function rulesFor(sourceType) {
    if (sourceType === "avro")
        return avroRules;
    if (sourceType === "protobuf")
        return diff_protobuf/* protobufRules */.v;
    if (source_type_names/* SQL_SOURCE_TYPES */.L.has(sourceType))
        return sqlRules;
    if (sourceType === "json_schema")
        return jsonSchemaRules;
    return genericRules;
}
/**
 * The changes between two versions of an asset (struct roots), each judged
 * breaking or not by the rules of its format: Avro schema resolution,
 * buf's WIRE_JSON for Protobuf, what breaks a query for SQL, and the
 * contract rules of checkAsset for everything else. `line` is ignored.
 */
function diffSchemas(base, head, sourceType, 
/**
 * Named type pairs (`alias` of base and head, joined by NUL) whose changes are
 * reported elsewhere (by their own asset, or already): not compared below the root.
 */
reportedElsewhere = new Set()) {
    const changes = [];
    // Not a copy of `reportedElsewhere`: diffAssets passes the same set for every asset (200 x 200 for 200 messages).
    compareNodes(rulesFor(sourceType), base, head, "", changes, {
        elsewhere: reportedElsewhere,
        here: new Set(),
    });
    return changes;
}
/** The key of a named type pair in `reportedElsewhere`. */
function namedPairKey(base, head) {
    return base.alias !== undefined && head.alias !== undefined
        ? `${base.alias}\u0000${head.alias}`
        : undefined;
}
function hasBreaking(changes) {
    return changes.some((change) => change.breaking);
}
function constraintText(value) {
    return value === undefined ? undefined : JSON.stringify(value);
}
function compareNodes(rules, rawBase, rawHead, path, out, seen) {
    const base = (0,compat/* normalizeNode */.Iz)(rawBase);
    const head = (0,compat/* normalizeNode */.Iz)(rawHead);
    if ((base.optional === true) !== (head.optional === true)) {
        out.push({
            kind: "NULLABILITY_CHANGED",
            field: path,
            ...rules.nullability(base, head),
            before: base.optional ? "optional" : "required",
            after: head.optional ? "optional" : "required",
        });
    }
    if ((base.doc ?? "") !== (head.doc ?? "")) {
        out.push({
            kind: "DOC_CHANGED",
            field: path,
            breaking: false,
            reason: "documentation only",
            before: base.doc,
            after: head.doc,
        });
    }
    const sameShape = base.type === head.type &&
        (base.logical ?? "") === (head.logical ?? "") &&
        (base.type !== "union" || (0,compat/* describeType */.MF)(base) === (0,compat/* describeType */.MF)(head));
    if (!sameShape) {
        out.push({
            kind: "TYPE_CHANGED",
            field: path,
            ...rules.retyped(base, head),
            before: (0,compat/* describeType */.MF)(base),
            after: (0,compat/* describeType */.MF)(head),
        });
        return;
    }
    const pair = base.type === "struct" ? namedPairKey(base, head) : undefined;
    if (pair !== undefined && path !== "") {
        if (seen.elsewhere.has(pair) || seen.here.has(pair))
            return;
        seen.here.add(pair);
    }
    compareConstraints(rules, base, head, path, out);
    switch (base.type) {
        case "struct":
            compareFields(rules, base, head, path, out, seen);
            return;
        case "list":
        case "map": {
            const roles = base.type === "list" ? ["element"] : ["key", "value"];
            for (const role of roles) {
                const baseChild = (0,compat/* childOf */.GG)(base, role);
                const headChild = (0,compat/* childOf */.GG)(head, role);
                if (baseChild && headChild)
                    compareNodes(rules, baseChild, headChild, (0,field_path/* joinPath */.u)(path, role), out, seen);
            }
            return;
        }
        case "enum":
            out.push(...rules.enumChanges(base, head, path));
            return;
        default:
            return;
    }
}
/** A node's `alias` takes part as the pseudo-constraint `alias` (readers put named types' full names there). */
function constraintsOf(node) {
    return node.alias === undefined ? (node.constraints ?? {}) : { ...node.constraints, alias: node.alias };
}
function compareConstraints(rules, base, head, path, out) {
    const baseConstraints = constraintsOf(base);
    const headConstraints = constraintsOf(head);
    // Only the keys whose values differ are sorted (usually none): sorting every key set
    // of every field was a third of a 200-message diff.
    const changed = [];
    const compare = (key) => {
        if (rules.handledConstraints.has(key))
            return;
        const baseValue = baseConstraints[key];
        const headValue = headConstraints[key];
        // The same number or string needs no JSON text to compare (most constraints of most fields).
        if (baseValue === headValue && (typeof baseValue !== "object" || baseValue === null))
            return;
        const before = constraintText(baseValue);
        const after = constraintText(headValue);
        if (before !== after)
            changed.push([key, before, after]);
    };
    for (const key of Object.keys(baseConstraints))
        compare(key);
    for (const key of Object.keys(headConstraints))
        if (!Object.hasOwn(baseConstraints, key))
            compare(key);
    changed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [key, before, after] of changed) {
        out.push({
            kind: "CONSTRAINT_CHANGED",
            field: path,
            ...rules.constraint(key, base, head),
            before: before === undefined ? undefined : `${key}=${before}`,
            after: after === undefined ? undefined : `${key}=${after}`,
        });
    }
}
function compareFields(rules, base, head, path, out, seen) {
    const baseFields = rules.fieldsOf?.(base) ?? base.fields ?? [];
    const headFields = rules.fieldsOf?.(head) ?? head.fields ?? [];
    const headByKey = new Map(headFields.map((field) => [rules.fieldKey(field), field]));
    const baseKeys = new Set(baseFields.map((field) => rules.fieldKey(field)));
    const pairs = [];
    let removed = [];
    for (const field of baseFields) {
        const match = headByKey.get(rules.fieldKey(field));
        if (match)
            pairs.push([field, match]);
        else
            removed.push(field);
    }
    let added = headFields.filter((field) => !baseKeys.has(rules.fieldKey(field)));
    for (const [from, to] of rules.renames?.(removed, added) ?? []) {
        // Two new fields may both read one old field (Avro aliases), so `from` may be gone already.
        removed = removed.filter((field) => field !== from);
        added = added.filter((field) => field !== to);
        out.push({
            kind: "FIELD_RENAMED",
            field: (0,field_path/* joinPath */.u)(path, to.name ?? ""),
            breaking: false,
            reason: `the new field names '${from.name}' as an alias, so old data resolves to it`,
            before: from.name,
            after: to.name,
        });
        compareNodes(rules, from, to, (0,field_path/* joinPath */.u)(path, to.name ?? ""), out, seen);
    }
    for (const field of removed) {
        out.push({
            kind: "FIELD_REMOVED",
            field: (0,field_path/* joinPath */.u)(path, field.name ?? ""),
            ...rules.removed(field, head),
            before: (0,compat/* describeType */.MF)(field),
        });
    }
    for (const [from, to] of pairs) {
        const fieldPath = (0,field_path/* joinPath */.u)(path, to.name ?? "");
        if (rules.paired)
            out.push(...rules.paired(from, to, fieldPath));
        compareNodes(rules, from, to, fieldPath, out, seen);
    }
    for (const field of added) {
        out.push({
            kind: "FIELD_ADDED",
            field: (0,field_path/* joinPath */.u)(path, field.name ?? ""),
            ...rules.added(field, head),
            after: (0,compat/* describeType */.MF)(field),
        });
    }
}


/***/ }),

/***/ 13495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ joinPath)
/* harmony export */ });
/** A field's dotted path: its parent's path (none at the root) and its name, as findings and diffs name fields. */
function joinPath(prefix, name) {
    return prefix ? `${prefix}.${name}` : name;
}


/***/ }),

/***/ 21254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iu: () => (/* binding */ CAPACITY_KEYS),
/* harmony export */   KM: () => (/* binding */ removedSymbols),
/* harmony export */   _9: () => (/* binding */ capacityLosses),
/* harmony export */   eP: () => (/* binding */ capacityLoss)
/* harmony export */ });
/* harmony import */ var _compat_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7545);

/*
 * What a later version of a field can no longer hold of an earlier one: its capacity (maxLength,
 * precision, scale, fixed size) and its enum symbols. The one judgement of both the contract check
 * (checkAsset: earlier = the contract) and the diff (diffSchemas: earlier = the base version).
 */
/** The capacity constraints a field may grow but not shrink. */
const CAPACITY_KEYS = new Set([
    "maxLength",
    "precision",
    "scale",
    "size",
    "fixedSize",
]);
const sizeOf = (node) => (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(node, "size") ?? (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(node, "fixedSize");
/** A scale defaults to 0 where a precision is stated (numeric(10) holds no fraction). */
function scaleOf(node) {
    return ((0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(node, "scale") ?? ((0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(node, "precision") === undefined ? undefined : 0));
}
/** What `after` loses of `before`'s capacity `key` (one of CAPACITY_KEYS), or undefined. */
function capacityLoss(key, before, after, absent) {
    switch (key) {
        case "maxLength": {
            const was = (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(before, key);
            const now = (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(after, key);
            if (now === undefined)
                return undefined;
            const limit = was ?? (absent === "unbounded" ? Infinity : 0);
            return limit > now ? { what: "maxLength", before: was, after: now } : undefined;
        }
        case "precision": {
            const was = (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(before, key);
            const now = (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(after, key);
            if (now === undefined)
                return undefined;
            // numeric -> numeric(10,2): an unconstrained decimal now holds fewer digits.
            if (was === undefined)
                return absent === "unbounded" && before.type === after.type
                    ? { what: "precision", before: undefined, after: now }
                    : undefined;
            return now < was ? { what: "precision", before: was, after: now } : undefined;
        }
        case "scale": {
            const was = scaleOf(before);
            const now = scaleOf(after);
            if (was !== undefined && now !== undefined && now < was)
                return { what: "scale", before: was, after: now };
            // decimal(10,2) -> decimal(10,4) keeps the precision but loses two integer digits.
            const p0 = (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(before, "precision");
            const p1 = (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(after, "precision");
            if (p0 === undefined || p1 === undefined || was === undefined || now === undefined)
                return undefined;
            return p1 - now < p0 - was ? { what: "integer digits", before: p0 - was, after: p1 - now } : undefined;
        }
        case "size":
        case "fixedSize": {
            // Fixed-size bytes (Avro fixed, char(n)) change their encoding with the size, either way.
            const was = sizeOf(before);
            const now = sizeOf(after);
            if (was === now || (absent === "unstated" && (was === undefined || now === undefined)))
                return undefined;
            return { what: "size", before: was, after: now };
        }
        default:
            return undefined;
    }
}
/** Every capacity loss of a field, at most one of precision, scale and integer digits (the first). */
function capacityLosses(before, after, absent) {
    const digits = capacityLoss("precision", before, after, absent) ?? capacityLoss("scale", before, after, absent);
    return [
        capacityLoss("maxLength", before, after, absent),
        digits,
        capacityLoss("size", before, after, absent),
    ].filter((loss) => loss !== undefined);
}
/** The enum symbols of `before` that `after` no longer has, in `before`'s order. */
function removedSymbols(before, after) {
    const kept = new Set((0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .stringListConstraint */ .VH)(after, "symbols") ?? []);
    return ((0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .stringListConstraint */ .VH)(before, "symbols") ?? []).filter((symbol) => !kept.has(symbol));
}


/***/ })

};
