export const id = 6293;
export const ids = [6293];
export const modules = {

/***/ 85365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ checkAsset)
});

// UNUSED EXPORTS: contractFields

// EXTERNAL MODULE: ./src/compliance/compat.ts
var compat = __webpack_require__(7545);
// EXTERNAL MODULE: ./src/compliance/narrowing.ts
var narrowing = __webpack_require__(21254);
;// CONCATENATED MODULE: ./src/compliance/check-constraints.ts


// The leaf rules of a contract check (check.ts): what a field's constraints promise.
function push(out, violationType, field, expectedNode, expected, actual, message) {
    out.push({ message, field, fieldType: (0,compat/* describeType */.MF)(expectedNode), violationType, expected, actual });
}
/**
 * A contract that pins a Protobuf `fieldNumber` (init writes it) is broken by any other number:
 * the wire carries the number, so data written under the old one is not read as this field.
 */
function compareFieldNumber(expected, actual, path, out) {
    const want = (0,compat/* numberConstraint */.LG)(expected, "fieldNumber");
    const have = (0,compat/* numberConstraint */.LG)(actual, "fieldNumber");
    if (want === undefined || have === undefined || want === have)
        return;
    push(out, "CONSTRAINT_VIOLATION", path, expected, `fieldNumber ${want}`, `fieldNumber ${have}`, `Field '${path}' has field number ${have}, the contract's is ${want}: data written under ${want} is no longer read as this field.`);
}
const physicalTypeOf = (node) => {
    const physical = node.constraints?.physicalType;
    return typeof physical === "string" ? physical : "";
};
/**
 * Capacity constraints may grow but never shrink (varchar(50) -> varchar(100) is fine); the one
 * judgement of the diff (narrowing.ts). A contract that states neither a bound nor a physical type
 * does not make the bound part of the promise: char(3) satisfies `type: string`. One that pins its
 * physical type (`text`, `numeric`, as init writes them) states every bound it has, so any bound
 * the asset adds breaks it, as the diff of the same change says (text -> varchar(32) narrows).
 */
function compareConstraints(expected, actual, path, out) {
    const absent = physicalTypeOf(expected) === "" ? "unstated" : "unbounded";
    for (const loss of (0,narrowing/* capacityLosses */._9)(expected, actual, absent)) {
        const want = loss.before === undefined ? `unbounded (${physicalTypeOf(expected)})` : String(loss.before);
        const have = String(loss.after);
        const message = loss.what === "size"
            ? `Field '${path}' has fixed size ${have}, the contract's is ${want}.`
            : `Field '${path}' has ${loss.what} ${have}, less than the contract's ${want}.`;
        push(out, "CONSTRAINT_VIOLATION", path, expected, `${loss.what} ${want}`, `${loss.what} ${have}`, message);
    }
}

;// CONCATENATED MODULE: ./src/compliance/pii.ts
/**
 * Field names that look like personal data (README "PII heuristics"). A name is
 * split into lower-case words at `_`, `-`, `.`, spaces and camelCase humps; it
 * looks like PII when its words contain one of these phrases. Phrases are
 * matched as whole words so `emailed_at` or `phoneme` do not match.
 */
const PII_PHRASES = [
    "email",
    "e mail",
    "mail address",
    "phone",
    "phone number",
    "mobile",
    "msisdn",
    "ssn",
    "social security",
    "passport",
    "driver license",
    "drivers license",
    "national id",
    "tax id",
    "tin",
    "credit card",
    "card number",
    "cvv",
    "iban",
    "date of birth",
    "dob",
    "birth date",
    "birthdate",
    "birthday",
    "first name",
    "last name",
    "full name",
    "surname",
    "given name",
    "street",
    "street address",
    "home address",
    "postal code",
    "zip",
    "zipcode",
    "ip address",
    "ip",
    "geolocation",
    "latitude",
    "longitude",
    "password",
];
function nameWords(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 0);
}
const phraseWords = PII_PHRASES.map((phrase) => phrase.split(" "));
/** The PII phrase a field name matches, or undefined. */
function piiPhraseOf(name) {
    const words = nameWords(name);
    for (const phrase of phraseWords) {
        for (let start = 0; start + phrase.length <= words.length; start++) {
            if (phrase.every((word, offset) => words[start + offset] === word))
                return phrase.join(" ");
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/compliance/check.ts




/**
 * The compliance rules (docs/service-interface.md "Compliance violation"): checks an asset's schema (a struct root) against a
 * contract and returns every violation, nested fields by dotted path of node
 * names (`customer.address.zip`, `items.element.sku`, `attributes.value`).
 * Extra asset fields are fine (except PII-looking ones under `restrictPii`).
 */
function checkAsset(contract, asset) {
    const expectedFields = contractFields(contract.schema ?? []);
    const violations = [];
    compareFields(expectedFields, asset.fields ?? [], "", violations);
    if (contract.restrictPii)
        findAddedPii(expectedFields, asset.fields ?? [], "", violations);
    return violations;
}
/**
 * A contract schema is the list of the asset's top-level fields; a single
 * unnamed struct is accepted too, as the root itself (README decision).
 */
function contractFields(schema) {
    const only = schema[0];
    if (schema.length === 1 && only && only.type === "struct" && !only.name)
        return only.fields ?? [];
    return schema;
}
function joinPath(prefix, name) {
    return prefix ? `${prefix}.${name}` : name;
}
const byNameCache = new WeakMap();
/** Fields by name, built once per field list (wide assets would be quadratic otherwise). */
function byName(fields) {
    let map = byNameCache.get(fields);
    if (!map) {
        map = new Map();
        for (const field of fields)
            if (field.name !== undefined && !map.has(field.name))
                map.set(field.name, field);
        byNameCache.set(fields, map);
    }
    return map;
}
/**
 * The field of the same name, else one that names the other as its alias (a rename): the
 * contract's `alias`, or Avro's field `aliases`, by which schema resolution reads data written
 * under the old name (a rename with an alias is readable, so it is not a missing field).
 */
function findField(fields, named, wanted) {
    return ((wanted.name === undefined ? undefined : named.get(wanted.name)) ??
        fields.find((field) => (field.alias !== undefined && field.alias === wanted.name) ||
            (wanted.alias !== undefined && wanted.alias === field.name) ||
            (wanted.name !== undefined && ((0,compat/* stringListConstraint */.VH)(field, "aliases") ?? []).includes(wanted.name))));
}
function compareFields(expected, actual, prefix, out) {
    // Looked up once per list, not once per expected field (a WeakMap lookup each was most of this loop).
    const named = byName(actual);
    for (const want of expected) {
        const name = want.name ?? "";
        const path = joinPath(prefix, name);
        const have = findField(actual, named, want);
        if (!have) {
            const optional = (0,compat/* normalizeNode */.Iz)(want).optional === true;
            push(out, optional ? "MISSING_OPTIONAL_PROPERTY" : "MISSING_REQUIRED_PROPERTY", path, want, "present", "missing", `${optional ? "Optional" : "Required"} field '${path}' of the contract is missing from the asset.`);
            continue;
        }
        compareNode(want, have, path, out);
    }
}
function compareNode(rawExpected, rawActual, path, out) {
    const expected = (0,compat/* normalizeNode */.Iz)(rawExpected);
    const actual = (0,compat/* normalizeNode */.Iz)(rawActual);
    if (expected.optional !== true && actual.optional === true) {
        push(out, "REQUIRED_PROPERTY_NOW_OPTIONAL", path, expected, "required", "optional", `Field '${path}' is required by the contract but optional (nullable) in the asset.`);
    }
    compareFieldNumber(expected, actual, path, out);
    compareType(expected, actual, path, out);
}
function incompatible(out, path, expected, actual) {
    const want = (0,compat/* describeType */.MF)(expected);
    const have = (0,compat/* describeType */.MF)(actual);
    push(out, "INCOMPATIBLE_TYPE", path, expected, want, have, `Field '${path}' has type ${have}, which cannot hold every value of the contract's ${want}.`);
}
function namedVariants(union) {
    const variants = union.fields ?? [];
    return (variants.length > 0 && variants.every((variant) => variant.name !== undefined && variant.name !== ""));
}
/** True when `actual` satisfies `expected` with no violation at all. */
function fits(expected, actual) {
    const scratch = [];
    compareType((0,compat/* normalizeNode */.Iz)(expected), (0,compat/* normalizeNode */.Iz)(actual), "", scratch);
    return scratch.length === 0;
}
function compareType(expected, actual, path, out) {
    if (expected.type === "unknown")
        return;
    if (expected.type === "union" &&
        actual.type === "union" &&
        namedVariants(expected) &&
        namedVariants(actual)) {
        // A Protobuf oneof: its variants are fields, matched by name like a struct's.
        compareFields(expected.fields ?? [], actual.fields ?? [], path, out);
        return;
    }
    if (expected.type === "union") {
        const variants = actual.type === "union" ? (actual.fields ?? []) : [actual];
        const everyFits = (expected.fields ?? []).every((want) => variants.some((have) => fits(want, have)));
        if (!everyFits)
            incompatible(out, path, expected, actual);
        return;
    }
    if (actual.type === "union") {
        // Widening into a union is fine when one variant holds every contracted value.
        if (!(actual.fields ?? []).some((variant) => fits(expected, variant)))
            incompatible(out, path, expected, actual);
        return;
    }
    switch (expected.type) {
        case "struct":
            if (actual.type !== "struct") {
                incompatible(out, path, expected, actual);
                return;
            }
            compareFields(expected.fields ?? [], actual.fields ?? [], path, out);
            return;
        case "list":
        case "map": {
            if (actual.type !== expected.type) {
                incompatible(out, path, expected, actual);
                return;
            }
            const roles = expected.type === "list" ? ["element"] : ["key", "value"];
            for (const role of roles) {
                const want = (0,compat/* childOf */.GG)(expected, role);
                const have = (0,compat/* childOf */.GG)(actual, role);
                if (want && have)
                    compareNode(want, have, joinPath(path, role), out);
            }
            return;
        }
        case "enum":
            if (actual.type !== "enum") {
                incompatible(out, path, expected, actual);
                return;
            }
            compareSymbols(expected, actual, path, out);
            return;
        default:
            if (!(0,compat/* isWidening */.uy)(expected.type, actual.type)) {
                incompatible(out, path, expected, actual);
                return;
            }
            if (expected.logical && expected.logical !== actual.logical) {
                incompatible(out, path, expected, actual);
                return;
            }
            compareConstraints(expected, actual, path, out);
    }
}
function compareSymbols(expected, actual, path, out) {
    for (const symbol of (0,narrowing/* removedSymbols */.KM)(expected, actual)) {
        push(out, "ENUM_VALUE_REMOVED", path, expected, symbol, (0,compat/* describeType */.MF)(actual), `Enum '${path}' no longer has the symbol ${symbol} that the contract lists.`);
    }
}
/** Under restrictPii: asset fields the contract does not have whose names look like personal data. */
function findAddedPii(expected, actual, prefix, out) {
    const named = byName(expected);
    for (const raw of actual) {
        const field = (0,compat/* normalizeNode */.Iz)(raw);
        const name = field.name ?? "";
        const path = joinPath(prefix, name);
        const known = findField(expected, named, field);
        const phrase = known ? undefined : piiPhraseOf(name);
        if (phrase) {
            push(out, "PII_FIELD_ADDED", path, field, "no personal data", `new field '${path}' (looks like ${phrase})`, `Field '${path}' looks like personal data (${phrase}) and the contract restricts PII.`);
        }
        const knownNode = known ? (0,compat/* normalizeNode */.Iz)(known) : undefined;
        for (const [nested, expectedNested] of nestedStructs(field, knownNode)) {
            findAddedPii(expectedNested, nested.fields ?? [], nested.path, out);
        }
    }
    function nestedStructs(field, known) {
        const base = joinPath(prefix, field.name ?? "");
        const result = [];
        const visit = (node, expectedNode, path) => {
            const current = (0,compat/* normalizeNode */.Iz)(node);
            const expectedCurrent = expectedNode ? (0,compat/* normalizeNode */.Iz)(expectedNode) : undefined;
            if (current.type === "struct") {
                result.push([
                    { path, fields: current.fields },
                    expectedCurrent?.type === "struct" ? (expectedCurrent.fields ?? []) : [],
                ]);
            }
            else if (current.type === "list" || current.type === "map") {
                const role = current.type === "list" ? "element" : "value";
                const child = (0,compat/* childOf */.GG)(current, role);
                const expectedChild = expectedCurrent ? (0,compat/* childOf */.GG)(expectedCurrent, role) : undefined;
                if (child)
                    visit(child, expectedChild, joinPath(path, role));
            }
        };
        visit(field, known, base);
        return result;
    }
}


/***/ }),

/***/ 7545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GG: () => (/* binding */ childOf),
/* harmony export */   Iz: () => (/* binding */ normalizeNode),
/* harmony export */   LG: () => (/* binding */ numberConstraint),
/* harmony export */   MF: () => (/* binding */ describeType),
/* harmony export */   VH: () => (/* binding */ stringListConstraint),
/* harmony export */   uy: () => (/* binding */ isWidening)
/* harmony export */ });
/* unused harmony export TYPE_WIDENINGS */
/**
 * The one table of type compatibility (README "Compliance rules").
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


/***/ }),

/***/ 27769:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ sameSchema)
/* harmony export */ });
/**
 * Key-order-independent equality of two schema trees, source lines left out: the
 * service's NO_CHANGE test, and the check's, which skips asking it (sync/check/service-work.ts).
 */
function sameSchema(a, b) {
    return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
function canonical(value) {
    if (Array.isArray(value))
        return value.map(canonical);
    if (value && typeof value === "object") {
        return Object.fromEntries(Object.entries(value)
            .filter(([k, v]) => v !== undefined && k !== "line")
            .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
            .map(([k, v]) => [k, canonical(v)]));
    }
    return value;
}


/***/ })

};
