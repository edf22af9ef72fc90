export const id = 4922;
export const ids = [4922];
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
// EXTERNAL MODULE: ./src/compliance/deprecation.ts
var compliance_deprecation = __webpack_require__(20353);
// EXTERNAL MODULE: ./src/compliance/narrowing.ts
var narrowing = __webpack_require__(21254);
;// CONCATENATED MODULE: ./src/compliance/check-constraints.ts



// The leaf rules of a contract check (check.ts): what a field's constraints promise.
function push(out, violationType, field, expectedNode, expected, actual, message) {
    // A field the contract marks deprecated (ODCS v3.2 `deprecated`) is still promised: the mark is
    // shown so the author sees why a break of it is reported all the same.
    const deprecation = (0,compliance_deprecation/* deprecationOf */.c5)(expectedNode);
    const deprecated = deprecation !== undefined;
    out.push({
        message: deprecation ? `${message} ${deprecationNote(deprecation)}` : message,
        field,
        fieldType: `${(0,compat/* describeType */.MF)(expectedNode)}${deprecated ? " (deprecated)" : ""}`,
        violationType,
        // The comment's table shows `expected`: the mark is seen there.
        expected: deprecated ? `${expected} (deprecated)` : expected,
        actual,
    });
}
/** What a deprecated field's break says: it stays promised, and from when it may go (its sunset). */
function deprecationNote(deprecation) {
    const instead = deprecation.replacement ? ` Readers should move to ${deprecation.replacement}.` : "";
    if (deprecation.sunset === undefined)
        return `The contract marks it deprecated, with no sunset: it stays promised until the contract drops it.${instead}`;
    return `The contract marks it deprecated with a sunset of ${deprecation.sunset}: it may be removed from that day, from the contract too (a new major version), once no declared consumer reads it.${instead}`;
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

// EXTERNAL MODULE: ./src/compliance/field-path.ts
var field_path = __webpack_require__(13495);
;// CONCATENATED MODULE: ./src/compliance/pii.ts
/**
 * Field names that look like personal data (what `restrictPii` guards). A name is
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
        const path = (0,field_path/* joinPath */.u)(prefix, name);
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
        const variants = (0,compat/* variantsOf */.IM)(actual);
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
                    compareNode(want, have, (0,field_path/* joinPath */.u)(path, role), out);
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
            // A string limited to listed values (ODCS `enum`) is held by an enum that keeps every one of them.
            if (expected.type === "string" && actual.type === "enum" && expected.constraints?.symbols) {
                compareSymbols(expected, actual, path, out);
                return;
            }
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
        const path = (0,field_path/* joinPath */.u)(prefix, name);
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
        const base = (0,field_path/* joinPath */.u)(prefix, field.name ?? "");
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
                    visit(child, expectedChild, (0,field_path/* joinPath */.u)(path, role));
            }
            else if (current.type === "union") {
                const expectedVariants = expectedCurrent?.type === "union" ? (expectedCurrent.fields ?? []) : [];
                if (namedVariants(current)) {
                    // A Protobuf oneof: its variants are fields, whose names tell personal data as a struct's do.
                    result.push([{ path, fields: current.fields }, expectedVariants]);
                    return;
                }
                // A union of records (Avro): each record's fields, at the union field's path.
                for (const variant of current.fields ?? []) {
                    const shape = (0,compat/* normalizeNode */.Iz)(variant);
                    const same = expectedVariants.find((e) => {
                        const known = (0,compat/* normalizeNode */.Iz)(e);
                        return known.type === shape.type && (known.alias ?? "") === (shape.alias ?? "");
                    });
                    visit(variant, same, path);
                }
            }
        };
        visit(field, known, base);
        return result;
    }
}


/***/ }),

/***/ 32606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ contractSourceTypeOf),
/* harmony export */   g3: () => (/* binding */ diffContractSchemas),
/* harmony export */   uM: () => (/* binding */ contractSchemaChangesByBump)
/* harmony export */ });
/* harmony import */ var _api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97988);
/* harmony import */ var _compat_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7545);
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35247);
/* harmony import */ var _field_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13495);




/**
 * The one judgement of what breaks a contract's schema (docs/intended-changes.md "Intended changes"), shared by
 * the version rule and owner approval of a pull request (src/sync/check/rules/contract-version-not-bumped.ts) and by
 * the service, which fires `contract.break_accepted` when a published contract's schema breaks
 * its previous version (src/service/accepted-breaks.ts).
 */
/** Kinds that take back what the contract promised, whatever its format's readers make of them. */
const PROMISE_LOWERED = new Set([
    "FIELD_REMOVED",
    "FIELD_RENAMED",
    "ENUM_SYMBOL_REMOVED",
    "ENUM_SYMBOL_RENAMED",
]);
const root = (schema) => ({ type: "struct", fields: [...schema] });
/** The format whose rules judge a contract's schema: its first asset's source type (`avro://...`), else JSON Schema's. */
function contractSourceTypeOf(resourceNames) {
    return (0,_api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceTypeOfResourceName */ .U)(resourceNames[0] ?? "") ?? "json_schema";
}
/** The changes between two versions of a contract's schema (its fields, as one root record). */
function diffContractSchemas(before, now, sourceType) {
    return (0,_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .diffSchemas */ .e7)(root(before), root(now), sourceType);
}
/**
 * The changes of a contract's schema, split by the version they need: major for what breaks a
 * reader by its format's rules or takes a promise back (a field removed or renamed, an enum
 * symbol removed, a required field made optional; Avro ignores a removed field, a contract does
 * not), minor for the rest but documentation. An optional field added is minor: a contract
 * states no defaults, so Avro's "no default" does not apply. `sourceType` is the format of the
 * contract's asset (its first resource name's), whose rules judge the change.
 */
function contractSchemaChangesByBump(before, now, sourceType) {
    const major = [];
    const minor = [];
    for (const change of [...diffContractSchemas(before, now, sourceType), ...aliasChanges(before, now)]) {
        if (change.kind === "DOC_CHANGED")
            continue;
        const lowered = PROMISE_LOWERED.has(change.kind) ||
            (change.kind === "NULLABILITY_CHANGED" && change.after === "optional");
        const added = change.kind === "FIELD_ADDED" && optionalAt(now, change.field);
        (lowered || (change.breaking && !added) ? major : minor).push(change);
    }
    return { major, minor };
}
/**
 * A field's `alias` is another name the contract accepts the field by (compliance/check.ts): one
 * added or changed lets the asset rename the field, which breaks every reader of its name, so it
 * takes the promise of the name back (docs-only attack 19: `alias: mail`, then the column renamed).
 * One removed accepts less: no change to ask for.
 */
function aliasChanges(before, now) {
    const changes = [];
    const walk = (was, is, prefix) => {
        for (const field of is) {
            const old = was.find((f) => f.name === field.name);
            if (!old || field.name === undefined)
                continue;
            const path = (0,_field_path_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPath */ .u)(prefix, field.name);
            if (field.alias !== undefined && field.alias !== old.alias)
                changes.push({
                    kind: "FIELD_RENAMED",
                    field: path,
                    breaking: true,
                    reason: `the contract accepts the field under the name ${field.alias} too: the asset may rename it, and its readers break`,
                    before: old.alias === undefined ? undefined : `alias=${old.alias}`,
                    after: `alias=${field.alias}`,
                });
            walk(old.fields ?? [], field.fields ?? [], path);
        }
    };
    walk(before, now, "");
    return changes;
}
/**
 * Whether the field at a dotted path of a contract's schema is optional. The diff names a list's
 * element and a map's key and value by their role, whatever (or whether) the contract names them.
 */
function optionalAt(schema, path) {
    let node = root(schema);
    for (const part of path.split(".")) {
        const next = node.type === "list" || node.type === "map"
            ? (0,_compat_js__WEBPACK_IMPORTED_MODULE_1__/* .childOf */ .GG)(node, part)
            : node.fields?.find((f) => f.name === part);
        if (!next)
            return false;
        node = next;
    }
    return node.optional === true;
}


/***/ }),

/***/ 20353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $B: () => (/* binding */ removalDecision),
/* harmony export */   AQ: () => (/* binding */ daysUntil),
/* harmony export */   Bj: () => (/* binding */ sunsetConsentClauses),
/* harmony export */   MP: () => (/* binding */ sunsetWithin),
/* harmony export */   Wp: () => (/* binding */ SUNSET_WARNING_DAYS),
/* harmony export */   a8: () => (/* binding */ deprecationAt),
/* harmony export */   c5: () => (/* binding */ deprecationOf),
/* harmony export */   cU: () => (/* binding */ readersOf),
/* harmony export */   kK: () => (/* binding */ namesFields),
/* harmony export */   re: () => (/* binding */ consumerNames),
/* harmony export */   t: () => (/* binding */ deprecatedFields)
/* harmony export */ });
/* unused harmony export deprecationValue */
/** Days before a sunset when the comment and the service warn of it. */
const SUNSET_WARNING_DAYS = 30;
/** A node's deprecation: `constraints.deprecated` as `true` or `{since, sunset, replacement}`. */
function deprecationOf(node) {
    return deprecationValue(node.constraints?.deprecated);
}
/** A `deprecated` value as written: `true`, or an object with the dates; anything else is no mark. */
function deprecationValue(value) {
    if (value === true)
        return {};
    if (typeof value !== "object" || value === null || Array.isArray(value))
        return undefined;
    const { since, sunset, replacement } = value;
    const text = (v) => (typeof v === "string" ? v : undefined);
    return { since: text(since), sunset: text(sunset), replacement: text(replacement) };
}
/** Every deprecated field of a schema, nested ones too, by dotted path, outermost first. */
function deprecatedFields(schema) {
    const found = [];
    const walk = (nodes, prefix) => {
        for (const node of nodes) {
            if (node.name === undefined)
                continue;
            const path = prefix ? `${prefix}.${node.name}` : node.name;
            const deprecation = deprecationOf(node);
            if (deprecation)
                found.push({ path, deprecation });
            walk(node.fields ?? [], path);
        }
    };
    walk(schema, "");
    return found;
}
/**
 * The deprecation that covers a field: its own, else its nearest deprecated parent's (removing a
 * field of a deprecated record is part of removing the record).
 */
function deprecationAt(schema, path) {
    let nodes = schema;
    let covering;
    for (const part of path.split(".")) {
        const node = nodes.find((n) => n.name === part);
        if (!node)
            return covering;
        covering = deprecationOf(node) ?? covering;
        nodes = node.fields ?? [];
    }
    return covering;
}
/**
 * The consumers that read a field: one that names the field, a part of it (reading `address.city`
 * reads from `address`) or a record that holds it, and one that names nothing it reads (fail
 * closed: it may read anything). For the whole object (`path` empty), every consumer.
 */
function readersOf(consumers, path) {
    return consumers.filter((consumer) => {
        if (path === "" || !namesFields(consumer) || !consumer.reads)
            return true;
        return consumer.reads.some((read) => read === path || read.startsWith(`${path}.`) || path.startsWith(`${read}.`));
    });
}
/**
 * Whether a consumer names the fields it reads. `reads: []` names none, as a missing `reads` does:
 * both are taken to read every field (fail closed), never as reading nothing.
 */
function namesFields(consumer) {
    return consumer.reads !== undefined && consumer.reads.length > 0;
}
/** The decision for removing something deprecated: the sunset day itself is the first day it may go. */
function removalDecision(deprecation, today, readers) {
    const { sunset } = deprecation;
    if (sunset === undefined || today < sunset)
        return { kind: "early", sunset, readers: [...readers] };
    if (readers.length > 0)
        return { kind: "read", sunset, readers: [...readers] };
    return { kind: "planned", sunset };
}
/** Whole days from `today` to `day` (both YYYY-MM-DD, UTC): negative once it has passed. */
function daysUntil(day, today) {
    return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
/** Whether a sunset falls in the warning window: from today to `days` ahead, both ends in. */
function sunsetWithin(sunset, today, days = SUNSET_WARNING_DAYS) {
    if (sunset === undefined)
        return false;
    const left = daysUntil(sunset, today);
    return left >= 0 && left <= days;
}
/** Consumers as text: `name (team)`, joined. */
function consumerNames(consumers) {
    return consumers
        .map((c) => `${c.name}${c.team ? ` (${c.team})` : ""}${namesFields(c) ? "" : " (names no fields it reads, so taken to read every one)"}`)
        .join(", ");
}
/**
 * Changes of a contract's deprecations that let a field go sooner without anyone's approval: a
 * sunset set where there was none or moved earlier, on a field the base holds, and a consumer's
 * read of a deprecated field dropped (a consumer removed, or its `reads` no longer naming it).
 * Each needs the base's owners (a planned removal later asks no one): one clause each.
 */
function sunsetConsentClauses(before, now) {
    const clauses = [];
    const was = new Map(deprecatedFields(before.schema).map((d) => [d.path, d.deprecation]));
    const marks = [
        ...(now.deprecated ? [{ path: "", deprecation: now.deprecated }] : []),
        ...deprecatedFields(now.schema).filter((d) => fieldAt(before.schema, d.path)),
    ];
    if (before.deprecated)
        was.set("", before.deprecated);
    for (const { path, deprecation } of marks) {
        const sunset = deprecation.sunset;
        const old = was.get(path)?.sunset;
        if (sunset !== undefined && (old === undefined || sunset < old))
            clauses.push(`sets the sunset of ${path || "the whole contract"} to ${sunset}${old ? ` (was ${old})` : ""}: from then it may be removed without an owner's approval`);
    }
    for (const { path } of marks) {
        const readBefore = readersOf(before.consumers ?? [], path).map((c) => c.name);
        const readNow = new Set(readersOf(now.consumers ?? [], path).map((c) => c.name));
        const dropped = readBefore.filter((name) => !readNow.has(name));
        if (dropped.length > 0)
            clauses.push(`no longer names ${dropped.join(", ")} as reading the deprecated ${path ? `field ${path}` : "contract"}`);
    }
    return clauses;
}
function fieldAt(schema, path) {
    let nodes = schema;
    let node;
    for (const part of path.split(".")) {
        node = nodes.find((n) => n.name === part);
        if (!node)
            return undefined;
        nodes = node.fields ?? [];
    }
    return node;
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


/***/ }),

/***/ 60316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ locateField),
/* harmony export */   T2: () => (/* binding */ withExistingLines),
/* harmony export */   fi: () => (/* binding */ locateViolations)
/* harmony export */ });
/**
 * The file and line a dotted field path points at: the deepest node of the path
 * the asset has (a missing field points at its parent, a missing top-level
 * field at the statement that dropped it, else at the asset's declaration). List elements and map values have no
 * line of their own and take their field's.
 */
function locateField(asset, path) {
    let place = { file: asset.file, line: asset.line };
    const top = path.split(".")[0] ?? "";
    const drop = asset.dropped && Object.hasOwn(asset.dropped, top) ? asset.dropped[top] : undefined;
    if (drop && !asset.schema.fields?.some((field) => field.name === top))
        return { ...drop };
    let node = asset.schema;
    for (const name of path ? path.split(".") : []) {
        const next = node?.fields?.find((field) => field.name === name);
        if (!next)
            break;
        if (next.line !== undefined)
            place = { file: next.file ?? place.file, line: next.line };
        node = next.type === "union" ? (next.fields?.find((variant) => variant.type !== "null") ?? next) : next;
    }
    return place;
}
function locateViolations(asset, violations) {
    // A field the source declares but could not read is no missing field: its read problem stands for it.
    const unread = (v) => /^MISSING_/.test(v.violationType) && Object.hasOwn(asset.unread ?? {}, v.field.split(".")[0] ?? "");
    return violations
        .filter((violation) => !unread(violation))
        .map((violation) => ({ ...violation, ...locateField(asset, violation.field) }));
}
/**
 * Every reported line must exist: a (file, line) pair whose file is not in the
 * head commit, or whose line is past its end, or a line with no file at all,
 * loses its line and keeps its file. A wrong line is worse than none.
 * Returns a new report; the one given is left as it is.
 */
async function withExistingLines(report, files) {
    const counts = new Map();
    const lineCount = (file) => {
        let count = counts.get(file);
        if (!count) {
            count = files.readText(file).then((text) => text === undefined || text === ""
                ? 0
                : text.replace(/(\r\n|\r|\n)$/, "").split(/\r\n|\r|\n/).length, () => 0);
            counts.set(file, count);
        }
        return count;
    };
    const kept = async (file, line) => line === undefined ||
        (file !== undefined && Number.isInteger(line) && line >= 1 && line <= (await lineCount(file)))
        ? line
        : undefined;
    const each = (items, f) => Promise.all(items.map(f));
    return {
        ...report,
        checks: await each(report.checks, async (check) => ({
            ...check,
            violations: await each(check.violations, async (v) => ({
                ...v,
                line: await kept(v.file ?? check.file, v.line),
            })),
        })),
        uncontracted: await each(report.uncontracted, async (asset) => ({
            ...asset,
            changes: await each(asset.changes, async (c) => ({
                ...c,
                line: await kept(c.file ?? asset.file, c.line),
            })),
        })),
        unreadable: await each(report.unreadable, async (file) => ({
            ...file,
            diagnostics: await each(file.diagnostics, async (d) => ({ ...d, line: await kept(file.file, d.line) })),
        })),
    };
}


/***/ }),

/***/ 29935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ readCachedDataDir),
/* harmony export */   P6: () => (/* binding */ PLAIN_KEY),
/* harmony export */   UZ: () => (/* binding */ cacheDataDirFolder),
/* harmony export */   a4: () => (/* binding */ pgliteCacheFile),
/* harmony export */   a9: () => (/* binding */ shippedDataDirKey),
/* harmony export */   hW: () => (/* binding */ writeCachedDataDir),
/* harmony export */   ic: () => (/* binding */ notePGliteInitdb),
/* harmony export */   jW: () => (/* binding */ copyDataDir),
/* harmony export */   sK: () => (/* binding */ dataDirCacheFolder),
/* harmony export */   t1: () => (/* binding */ snapshotCacheFile),
/* harmony export */   uo: () => (/* binding */ notePGliteStart),
/* harmony export */   xD: () => (/* binding */ fillDataDir)
/* harmony export */ });
/* unused harmony exports SHIPPED_VENDOR_NAME, SHIPPED_MANIFEST, pgliteStartCount, pgliteInitdbCount, shippedDataDirFolder, stderrNotice, readShippedDataDir, extractDataDir */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var nanotar__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(76480);
/* harmony import */ var _vendor_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(29161);









/** The key of a plain initialised data directory (no snapshot). */
const PLAIN_KEY = "plain";
/** dist/vendor/<this>: the shipped data directory (tarball + manifest). */
const SHIPPED_VENDOR_NAME = "pglite-datadir";
const SHIPPED_MANIFEST = "manifest.json";
let started = 0;
let initdbs = 0;
/** How many PGlite instances this process has started (tests assert a run's budget of them). */
function pgliteStartCount() {
    return started;
}
/** How many of those ran initdb (none when the cache or the shipped data directory served). */
function pgliteInitdbCount() {
    return initdbs;
}
function pgliteCacheFile(env = process.env) {
    const dir = env.CONTRACT_SYNC_CACHE_DIR ?? (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(env.XDG_CACHE_HOME ?? (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_4__.homedir)(), ".cache"), "contract-sync");
    return (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(dir, "pglite-datadir-v1.tar.gz");
}
/** The plain on-disk data directory cached for `key`, beside the cache file. */
function dataDirCacheFolder(cacheFile, key) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(cacheFile), `pglite-dir-v1-${key}`);
}
/** The shipped data directory's folder in the bundle, undefined from source. */
function shippedDataDirFolder() {
    return (0,_vendor_js__WEBPACK_IMPORTED_MODULE_7__/* .vendorDir */ .A)(SHIPPED_VENDOR_NAME);
}
const stderrNotice = (message) => process.stderr.write(`contract-sync: ${message}\n`);
/**
 * Fills `target` (a missing or empty folder) with the data directory prepared
 * under `key`: a copy of the cache folder's, else the shipped one (extracted
 * into the cache folder first, so that later processes only copy). Undefined
 * when neither serves: the caller runs initdb. A shipped data directory that
 * is for another key, damaged or unreadable is passed over with a notice.
 */
async function fillDataDir(target, key, options = {}) {
    const cached = dataDirCacheFolder(options.cacheFile ?? pgliteCacheFile(), key);
    if (await isDataDir(cached)) {
        await copyDataDir(cached, target);
        return "cache";
    }
    const shippedFolder = shippedFolderOf(options);
    if (!shippedFolder)
        return undefined;
    const shipped = await readShippedDataDir(shippedFolder, key);
    if ("problem" in shipped) {
        // Another kind of key is the ordinary case of an instance that is not the store's: no notice.
        if (shipped.otherKind !== true)
            (options.notice ?? stderrNotice)(`${shipped.problem}; initialising a new one`);
        return undefined;
    }
    if (await extractDataDir(shipped.tar, cached))
        await copyDataDir(cached, target);
    // A read-only cache: this process still starts from the shipped one.
    else if (!(await extractDataDir(shipped.tar, target))) {
        (options.notice ?? stderrNotice)(`${shipped.label} holds no usable data directory; initialising a new one`);
        return undefined;
    }
    return "shipped";
}
/**
 * Copies a data directory into the empty folder `target`. `cp -a` first:
 * Node's cpSync (libuv's copyfile) truncates each new file to zero before
 * writing it, and ext4 (auto_da_alloc) then writes every such file to disk at
 * close, so deleting the scratch folder at exit must free ~1,000 allocated
 * files, many times what a `cp -a` copy still in the page cache costs
 * (`npm run bench -- pglite-startup`, rows "plain dir copied to a temp dir"). cpSync
 * where there is no GNU cp (or it fails).
 */
async function copyDataDir(from, target) {
    const copied = await new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)("cp", ["-a", "--reflink=auto", `${from}/.`, target], (error) => resolve(!error));
    });
    if (copied)
        return "cp";
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(target, { recursive: true, force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.cpSync)(from, target, { recursive: true });
    return "cpSync";
}
async function isDataDir(folder) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(folder, "PG_VERSION")).catch(() => undefined))?.isFile() === true;
}
/**
 * The shipped data directory's tar for `key`, or why it cannot serve (for
 * another key; manifest or tarball missing, damaged or not matching its checksum).
 */
async function readShippedDataDir(folder, key) {
    const label = `the shipped PGlite data directory (${folder})`;
    const manifest = await readShippedManifest(folder);
    if (manifest instanceof Error) {
        return { problem: `${label} has no readable ${SHIPPED_MANIFEST} (${String(manifest)})` };
    }
    if (manifest.key !== key) {
        // "store-<hash>" against "store-<other hash>": a stale build, worth a notice; against "plain": not.
        const kind = (k) => String(k).split("-")[0];
        return {
            problem: `${label} is for ${manifest.key}, not ${key}`,
            otherKind: kind(manifest.key) !== kind(key),
        };
    }
    if (typeof manifest.file !== "string" || node_path__WEBPACK_IMPORTED_MODULE_5__.posix.basename(manifest.file) !== manifest.file)
        return { problem: `${label}: the manifest names no file` };
    const packed = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(folder, manifest.file)).catch(() => undefined);
    if (!packed)
        return { problem: `${label}: ${manifest.file} is missing` };
    if ((0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)("sha256").update(packed).digest("hex") !== manifest.sha256)
        return { problem: `${label}: ${manifest.file} does not match its checksum` };
    try {
        // In one go, not zlib's asynchronous stream: its chunks lived across ticks into V8's old
        // generation and, with the copy a Uint8Array of the Buffer made, a cold run kept 75 MB of dead
        // buffers to its end; in one go is smaller and faster (`npm run bench -- pglite-startup`, row
        // "startPGlite, cold cache").
        return { tar: (0,node_zlib__WEBPACK_IMPORTED_MODULE_6__.brotliDecompressSync)(packed), label };
    }
    catch (error) {
        return { problem: `${label}: ${manifest.file} does not decompress (${String(error)})` };
    }
}
/**
 * Writes a data directory's tarball out as a plain folder, atomically (a
 * sibling folder renamed into place; another process may be doing the same).
 * False when it cannot be written or the tarball holds no data directory.
 */
async function extractDataDir(tar, folder) {
    await removeAbandonedPartials(folder);
    const partial = `${folder}.${process.pid}.${Date.now()}.tmp`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)(partial, { recursive: true, mode: 0o700 });
        // nanotar's parseTar reads `tar.buffer` from its start: a view into a larger one is copied out.
        const whole = tar.byteOffset === 0 && tar.byteLength === tar.buffer.byteLength ? tar : tar.slice();
        for (const item of (0,nanotar__WEBPACK_IMPORTED_MODULE_8__/* .parseTar */ .xx)(whole)) {
            // Names are relative to the data directory ("/base/1/..." in PGlite's dumps); fail closed on "..".
            const name = node_path__WEBPACK_IMPORTED_MODULE_5__.posix.normalize(item.name.replace(/^\/+/, ""));
            if (name === "." || name === ".." || name.startsWith("../"))
                continue;
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(partial, name);
            if (item.type === "directory")
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)(path, { recursive: true, mode: 0o700 });
            else if (item.type === "file" || item.type === undefined) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(path), { recursive: true, mode: 0o700 });
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.writeFile)(path, item.data ?? new Uint8Array(0), { mode: 0o600 });
            }
        }
        if (!(await isDataDir(partial)))
            throw new Error("no PG_VERSION");
        // Another process filled it meanwhile: keep theirs (replacing it would cut short a copy being made).
        if (await isDataDir(folder)) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(partial, { recursive: true, force: true });
            return true;
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(folder, { recursive: true, force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rename)(partial, folder);
        return true;
    }
    catch {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(partial, { recursive: true, force: true });
        return false;
    }
}
/** Partial folders of processes that exited mid-write (older than ten minutes): removed. */
async function removeAbandonedPartials(folder) {
    const prefix = `${(0,node_path__WEBPACK_IMPORTED_MODULE_5__.basename)(folder)}.`;
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(folder)).catch(() => []);
    for (const name of names) {
        if (!name.startsWith(prefix) || !name.endsWith(".tmp"))
            continue;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(folder), name);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.stat)(path).catch(() => undefined);
        if (info && Date.now() - info.mtimeMs > 10 * 60_000)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(path, { recursive: true, force: true });
    }
}
/**
 * Caches a dump of a data directory (tar, or gzipped tar as `dumpDataDir("gzip")`
 * makes) as the plain folder for `key` that `fillDataDir` copies. False when
 * it could not be written.
 */
async function cacheDataDirFolder(dump, key, cacheFile = pgliteCacheFile()) {
    const gzipped = dump[0] === 0x1f && dump[1] === 0x8b;
    const tar = gzipped ? (0,node_zlib__WEBPACK_IMPORTED_MODULE_6__.gunzipSync)(dump) : dump;
    return extractDataDir(tar, dataDirCacheFolder(cacheFile, key));
}
/** The cached initialised data directory (gzipped tarball), or undefined when there is none. */
async function readCachedDataDir(cacheFile = pgliteCacheFile()) {
    const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readFile)(cacheFile).catch(() => undefined);
    return bytes ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
}
/** Writes a dump of a freshly initialised data directory to the cache (atomically; failures ignored). */
async function writeCachedDataDir(dump, cacheFile = pgliteCacheFile()) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(cacheFile, ".."), { recursive: true });
        const partial = `${cacheFile}.${process.pid}.tmp`;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.writeFile)(partial, dump);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rename)(partial, cacheFile);
    }
    catch {
        // A read-only home is fine: the next process pays initdb again.
    }
}
/** The cache file of a snapshot under `key`, beside the plain one (as `startPGlite` names it). */
function snapshotCacheFile(cacheFile, key) {
    return cacheFile.replace(/\.tar\.gz$/, `-${key}.tar.gz`);
}
/** Counts a PGlite started elsewhere (in a worker thread) in `pgliteStartCount()`. */
function notePGliteStart() {
    started++;
}
/** Counts an initdb run elsewhere (in a worker thread) in `pgliteInitdbCount()`. */
function notePGliteInitdb() {
    initdbs++;
}
/** The key the shipped data directory was prepared under, undefined when none ships (from source). */
async function shippedDataDirKey(options = {}) {
    const folder = shippedFolderOf(options);
    const manifest = folder ? await readShippedManifest(folder) : undefined;
    return manifest instanceof Error || typeof manifest?.key !== "string" ? undefined : manifest.key;
}
/** The shipped data directory's folder: the one the options name (tests), else dist/'s. */
function shippedFolderOf(options) {
    return "shipped" in options ? options.shipped : shippedDataDirFolder();
}
/** The shipped manifest, or why it cannot be read. */
async function readShippedManifest(folder) {
    try {
        return JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(folder, SHIPPED_MANIFEST), "utf8"));
    }
    catch (error) {
        return error instanceof Error ? error : new Error(String(error));
    }
}


/***/ }),

/***/ 44949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ normalizeIdentifier),
/* harmony export */   DT: () => (/* binding */ QUALIFIED),
/* harmony export */   EN: () => (/* binding */ splitTopLevel),
/* harmony export */   FI: () => (/* binding */ findIdentifier),
/* harmony export */   L3: () => (/* binding */ IDENT),
/* harmony export */   LU: () => (/* binding */ maskSql),
/* harmony export */   QH: () => (/* binding */ closingParen),
/* harmony export */   T0: () => (/* binding */ splitQualified),
/* harmony export */   b5: () => (/* binding */ splitSql)
/* harmony export */ });
/* harmony import */ var _reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61356);
/**
 * Statement boundaries and identifier positions in SQL text. Not a parser: the
 * SQL itself is understood by PGlite or node-sql-parser. This only masks
 * comments and string literals (keeping offsets and newlines) so that `;`,
 * `GO` and identifiers are found where they really are.
 */

const blank = (text) => text.replace(/[^\n]/g, " ");
/** Blanks out comments and string literals, keeping length and line breaks. */
function maskSql(text, dialect) {
    let out = "";
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        const next = text[i + 1];
        if (c === "-" && next === "-") {
            const end = text.indexOf("\n", i);
            const stop = end === -1 ? text.length : end;
            out += blank(text.slice(i, stop));
            i = stop;
        }
        else if (c === "#" && dialect === "mysql") {
            const end = text.indexOf("\n", i);
            const stop = end === -1 ? text.length : end;
            out += blank(text.slice(i, stop));
            i = stop;
        }
        else if (c === "/" && next === "*") {
            const end = text.indexOf("*/", i + 2);
            const stop = end === -1 ? text.length : end + 2;
            out += blank(text.slice(i, stop));
            i = stop;
        }
        else if (c === "'") {
            // Backslash escapes: MySQL always, Postgres only in E'...' strings.
            const backslash = dialect === "mysql" || (dialect === "postgres" && /[eE]/.test(text[i - 1] ?? ""));
            let j = i + 1;
            while (j < text.length) {
                if (backslash && text[j] === "\\")
                    j += 2;
                else if (text[j] === "'" && text[j + 1] === "'")
                    j += 2;
                else if (text[j] === "'")
                    break;
                else
                    j++;
            }
            const terminated = j < text.length;
            const stop = terminated ? j + 1 : text.length;
            out += `'${blank(text.slice(i + 1, terminated ? j : stop))}${terminated ? "'" : ""}`;
            i = stop;
        }
        else if (c === "$" && dialect === "postgres") {
            const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 64))?.[0];
            if (tag && !/\w/.test(text[i - 1] ?? "")) {
                const end = text.indexOf(tag, i + tag.length);
                const stop = end === -1 ? text.length : end + tag.length;
                out += tag + blank(text.slice(i + tag.length, stop - tag.length)) + (end === -1 ? "" : tag);
                i = stop;
            }
            else {
                out += c;
                i++;
            }
        }
        else {
            out += c;
            i++;
        }
    }
    return out;
}
/** Splits a file into statements at `;` (and, for SQL Server, at `GO` lines). */
function splitSql(text, dialect) {
    const masked = maskSql(text, dialect);
    const statements = [];
    const push = (from, to) => {
        const chunk = masked.slice(from, to);
        const lead = chunk.length - chunk.trimStart().length;
        if (chunk.trim() === "")
            return;
        const start = from + lead;
        const end = from + chunk.trimEnd().length;
        statements.push({ text: text.slice(start, end), masked: masked.slice(start, end), start });
    };
    const separator = dialect === "mssql" ? /;|^[ \t]*GO[ \t]*$/gim : /;/g;
    let from = 0;
    for (const match of masked.matchAll(separator)) {
        push(from, match.index);
        from = match.index + match[0].length;
    }
    push(from, masked.length);
    return statements;
}
/** Unquotes an SQL identifier; unquoted ones fold to lower case when `fold` (Postgres). */
function normalizeIdentifier(raw, fold) {
    const quoted = /^"(.*)"$|^`(.*)`$|^\[(.*)\]$/s.exec(raw);
    if (quoted)
        return (quoted[1] ?? quoted[2] ?? quoted[3] ?? "").replace(/""/g, '"');
    return fold ? raw.toLowerCase() : raw;
}
/** An identifier or dotted name, quoted in any dialect's style. */
const IDENT = String.raw `(?:"(?:[^"]|"")+"|\x60[^\x60]+\x60|\[[^\]]+\]|[A-Za-z_][\w$]*)`;
const QUALIFIED = String.raw `${IDENT}(?:\s*\.\s*${IDENT}){0,2}`;
/** Splits a dotted name into its normalized parts. */
function splitQualified(raw, fold) {
    return [...raw.matchAll(new RegExp(IDENT, "g"))].map((m) => normalizeIdentifier(m[0], fold));
}
/**
 * Offset of the first occurrence of identifier `name` in `masked` at or after
 * `from`, quoted or not (case-insensitive when unquoted), or -1.
 */
function findIdentifier(masked, name, from = 0) {
    const pattern = new RegExp(String.raw `"${(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeRegExp */ .Nt)(name)}"|\x60${(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeRegExp */ .Nt)(name)}\x60|\[${(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeRegExp */ .Nt)(name)}\]|(?<![\w$"])${(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeRegExp */ .Nt)(name)}(?![\w$])`, "gi");
    pattern.lastIndex = from;
    const match = pattern.exec(masked);
    return match ? match.index : -1;
}
/** Offset of the `)` closing the `(` at `open` in masked text, or the text's end. */
function closingParen(masked, open) {
    let depth = 0;
    for (let i = open; i < masked.length; i++) {
        if (masked[i] === "(")
            depth++;
        else if (masked[i] === ")" && --depth === 0)
            return i;
    }
    return masked.length;
}
/** Splits `masked[from, to)` at commas outside parentheses: the elements' [start, end) ranges. */
function splitTopLevel(masked, from, to) {
    const parts = [];
    let depth = 0;
    let start = from;
    for (let i = from; i < to; i++) {
        const c = masked[i];
        if (c === "(")
            depth++;
        else if (c === ")")
            depth--;
        else if (c === "," && depth === 0) {
            parts.push({ start, end: i });
            start = i + 1;
        }
    }
    parts.push({ start, end: to });
    return parts
        .map(({ start: s, end }) => {
        const chunk = masked.slice(s, end);
        return { start: s + chunk.length - chunk.trimStart().length, end: s + chunk.trimEnd().length };
    })
        .filter((p) => p.end > p.start);
}


/***/ }),

/***/ 54922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkChangedFiles: () => (/* binding */ checkChangedFiles)
});

// EXTERNAL MODULE: ./src/outcome/assessment.ts + 1 modules
var outcome_assessment = __webpack_require__(30451);
// EXTERNAL MODULE: ./src/outcome/locate.ts
var locate = __webpack_require__(60316);
// EXTERNAL MODULE: ./src/compliance/deprecation.ts
var compliance_deprecation = __webpack_require__(20353);
// EXTERNAL MODULE: ./src/compliance/verdict.ts + 1 modules
var verdict = __webpack_require__(95714);
// EXTERNAL MODULE: ./src/contracts/statuses.ts
var statuses = __webpack_require__(49177);
// EXTERNAL MODULE: ./src/waivers/ledger.ts
var waivers_ledger = __webpack_require__(28896);
// EXTERNAL MODULE: ./src/config/approvers.ts
var approvers = __webpack_require__(69020);
// EXTERNAL MODULE: ./src/sync/check/rules/define.ts
var rules_define = __webpack_require__(48873);
;// CONCATENATED MODULE: ./src/sync/check/approval-decision.ts


/**
 * Who approved, among the approvers: a listed login, or an approving login who is an active member
 * of a listed team. A waiver's `approvedBy` is its record of who consented (published, announced):
 * each name it gives must have approved the latest commit too, or the waiver waits.
 */
async function decide(need, approvals) {
    if (need.approvers.length === 0)
        return { pending: noApprover(need) };
    if (!approvals.readable)
        return { pending: `It cannot pass now: ${approvals.reason}.` };
    const verdict = await approverOf(need, approvals);
    if ("pending" in verdict || !need.waiver)
        return verdict;
    const claimed = [];
    for (const name of need.waiver.approvedBy)
        if (!(await approvedAs(name, approvals)))
            claimed.push(name);
    if (claimed.length === 0)
        return verdict;
    return {
        pending: `Its approvedBy names ${claimed.join(", ")}, who has not approved the latest commit ${approvals.headSha.slice(0, 7)} (approved: ${approvals.approvedBy.join(", ")}): a waiver records who consented, so each name in approvedBy approves the pull request, or is left out.`,
    };
}
/** Whether `name` (a login, or a team through an approving active member) approved the latest commit. */
async function approvedAs(name, approvals) {
    const team = (0,approvers/* teamOf */.Ld)(name);
    if (!team)
        return approvals.approvedBy.some((login) => login.toLowerCase() === name.toLowerCase());
    for (const login of approvals.approvedBy)
        if ((await approvals.isMember(team.org, team.slug, login)) === true)
            return true;
    return false;
}
async function approverOf(need, approvals) {
    const logins = new Set(need.approvers.filter((a) => !(0,approvers/* teamOf */.Ld)(a)).map((a) => a.toLowerCase()));
    const direct = approvals.approvedBy.find((login) => logins.has(login.toLowerCase()));
    if (direct)
        return { approvedBy: direct };
    const unknown = [];
    for (const approver of need.approvers) {
        const team = (0,approvers/* teamOf */.Ld)(approver);
        if (!team)
            continue;
        for (const login of approvals.approvedBy) {
            const member = await approvals.isMember(team.org, team.slug, login);
            if (member === true)
                return { approvedBy: `${login} (member of ${approver})` };
            if (member === "unknown")
                unknown.push(`${login} in ${approver}`);
        }
    }
    const others = `${approvals.approvedBy.length
        ? ` The approvals of ${approvals.approvedBy.join(", ")} do not count: not an approver of this contract.`
        : ""}${approvals.notCounted ? ` ${approvals.notCounted}` : ""}`;
    const unread = unknown.length
        ? ` The team memberships could not be read (${unknown.join(", ")}): the token needs members: read on the organization.`
        : "";
    return {
        pending: `None of them has approved the latest commit ${approvals.headSha.slice(0, 7)}.${others}${unread}${authorNote(need, approvals.author)}`,
    };
}
/** An approver who wrote the pull request cannot approve it (GitHub refuses): said, so no one waits for it. */
function authorNote(need, author) {
    if (!author || !need.approvers.some((a) => a.toLowerCase() === author.toLowerCase()))
        return "";
    const others = need.approvers.filter((a) => a.toLowerCase() !== author.toLowerCase());
    return others.length > 0
        ? ` ${author} is the pull request's author, and GitHub does not let an author approve their own pull request: another of them must.`
        : ` ${author}, its only approver, is the pull request's author, and GitHub does not let an author approve their own pull request: no one can approve it as it is. Name a second approver in a pull request of its own (its approval is ${author}'s), or have someone else open this one.`;
}
function noApprover(need) {
    if (!need.contract)
        return "No contract owner is known to approve it: it matches no finding of this check. Name the finding by rule and asset, or add the waiver in the pull request that has the finding.";
    return `No GitHub approver is known for contract ${need.contract.name} at the base, so no one can approve this here. Name approvers (GitHub logins or org/team) in the contract, or an owners entry for ${need.contract.owner ?? "its owner"} in .github/contract-sync.yml: a change of who consents needs the consent of the base's approvers, and with none, a repository administrator merges that pull request past the check.`;
}
/** The finding of a need: blocking with who must approve, or listed as approved (not counted). */
function approvalFinding(need, verdict) {
    const subject = need.contract ? `contract ${need.contract.name}` : "a waiver";
    const change = `This pull request ${need.what.join("; ")}.`;
    if ("approvedBy" in verdict)
        return (0,rules_define/* gateFinding */.j)("OWNER_APPROVAL_REQUIRED", {
            level: "INACTIVE",
            ...where(need),
            // Listed as approved: the relay knows an approval by its title (action/relay-approvals.ts claimedApprover).
            detail: `${subject} (approved)`,
            message: `${change} Approved on the latest commit by ${verdict.approvedBy}.`,
            contract: need.contract,
        });
    const who = need.approvers.length
        ? ` It passes once one of these approves its latest commit: ${need.approvers.join(", ")} (a login, or a member of a team).`
        : "";
    return (0,rules_define/* gateFinding */.j)("OWNER_APPROVAL_REQUIRED", {
        level: need.level,
        ...where(need),
        detail: subject,
        message: `${change}${who} ${verdict.pending}`,
        contract: need.contract,
    });
}
/** The need's place, else its contract's file and line. */
function where(need) {
    if (need.file)
        return { file: need.file, line: need.line };
    return { file: need.contract?.filePath, line: need.contract?.line };
}

// EXTERNAL MODULE: ./src/contracts/index.ts + 1 modules
var src_contracts = __webpack_require__(94582);
;// CONCATENATED MODULE: ./src/sync/check/base-contracts.ts

function loadScopeOf(scope) {
    return scope.selection ? { selection: scope.selection, index: scope.index } : undefined;
}
const loaded = new WeakMap();
/**
 * The base's contracts in the check's scope: those the check read already, else (a remote check
 * that needed none of them) read once per check, only when something asks.
 */
function baseContractsOf(run) {
    if (run.baseScope.loaded)
        return Promise.resolve(run.baseContracts);
    let contracts = loaded.get(run);
    if (!contracts) {
        const scope = loadScopeOf(run.baseScope);
        contracts = (0,src_contracts/* loadContracts */.YR)(run.baseFiles, run.sources.rules, scope, undefined, run.today).then((r) => r.contracts);
        loaded.set(run, contracts);
    }
    return contracts;
}

// EXTERNAL MODULE: ./src/sync/check/codeowners.ts
var codeowners = __webpack_require__(71479);
;// CONCATENATED MODULE: ./src/contracts/governed-keys.ts
/** The keys of a contract's field (top level and nested alike). */
const FIELD_KEYS = {
    name: "consent",
    type: "consent",
    alias: "consent",
    doc: "harmless",
    logical: "consent",
    optional: "consent",
    fields: "consent",
    constraints: "consent",
    "constraints.maxLength": "consent",
    "constraints.precision": "consent",
    "constraints.scale": "consent",
    "constraints.size": "consent",
    "constraints.symbols": "consent",
    // Recorded and shown, not enforced (the schema says so): a break of them breaks no check.
    "constraints.primaryKey": "harmless",
    "constraints.unique": "harmless",
    "constraints.pii": "harmless",
    "constraints.classification": "harmless",
    "constraints.physicalType": "harmless",
    // A deprecation's sunset lets the field go without an owner's approval from that day on
    // (compliance/deprecation.ts `sunsetConsentClauses`): one set or brought forward needs the
    // base's owners; the mark alone and its `since` and `replacement` are shown only.
    "constraints.deprecated": "consent",
};
/** A deprecation's keys (contract-schema.ts `Deprecation`), on a field or the whole contract. */
const DEPRECATION_KEYS = {
    since: "harmless",
    sunset: "consent",
    replacement: "harmless",
};
const prefixed = (prefix, keys) => Object.fromEntries(Object.entries(keys).map(([key, kind]) => [`${prefix}${key}`, kind]));
/** The native contract file (contracts/contract-schema.ts); Gable's keys are these too. */
const CONTRACT_KEYS = {
    // A new id is another contract: the base's is deleted (a weakening).
    id: "weakening",
    name: "harmless",
    namespace: "harmless",
    doc: "harmless",
    owner: "who-consents",
    approvers: "who-consents",
    dataAssetResourceName: "weakening",
    dataAssetResourceNameList: "weakening",
    restrictPii: "consent",
    status: "weakening",
    // The version rule judges it (CONTRACT_VERSION_NOT_BUMPED); it asks no one's consent.
    version: "harmless",
    enforcementLevel: "weakening",
    // A mode that checks less (a direction or the earlier versions dropped, compat-history.ts modeCovers), or a
    // line that starts later, takes protection away (sync/check/rules/protection-weakened.ts).
    compatibility: "weakening",
    compatibilityLine: "weakening",
    schema: "consent",
    ...prefixed("schema[].", FIELD_KEYS),
    ...prefixed("ContractField.", FIELD_KEYS),
    // Who reads the data: named in the comment as text, published; nobody's consent.
    consumers: "harmless",
    "consumers[].name": "harmless",
    "consumers[].team": "harmless",
    "consumers[].contact": "harmless",
    // What a consumer reads keeps a deprecated field past its sunset: a read dropped needs the base's owners.
    "consumers[].reads": "consent",
    // The whole contract deprecated, with its sunset (deleting it after the sunset is planned).
    deprecated: "consent",
    ...prefixed("Deprecation.", DEPRECATION_KEYS),
};
/**
 * The keys of a Gable file beyond the native ones (contracts/gable.ts maps them onto native keys):
 * `spec-version` is read as 0.1.0 whatever it says; a field's `values`, `keys`, `types` are its
 * children (a list's element, a map's key and value, a union's variants).
 */
const GABLE_KEYS = {
    "spec-version": "harmless",
    "field.values": "consent",
    "field.keys": "consent",
    "field.types": "consent",
};
/** The configuration (.github/contract-sync.yml, config/config.ts). */
const CONFIG_KEYS = {
    version: "harmless",
    // Which files are contracts and assets: a change that stops reading one is a weakening.
    contracts: "weakening",
    sources: "weakening",
    "sources[].glob": "weakening",
    "sources[].type": "weakening",
    "sources[].dataSource": "weakening",
    "sources[].migrations": "weakening",
    "sources[].views": "weakening",
    // Its breaks are ALERT, never counted (no contract, no owner to consent): a contract's own
    // `compatibility` is what protects (a weakening there); the change is listed as CONFIG_CHANGED.
    "sources[].compatibility": "harmless",
    ignore: "weakening",
    dataSource: "weakening",
    // Whether a weakening or a break needs anyone's consent at all (`off`: no one's).
    protect: "who-consents",
    owners: "who-consents",
    // ODCS (config/odcs-config.ts): which asset an ODCS schema object protects and at which level,
    // and who of a contract's team may approve (a change of who consents).
    odcs: "who-consents",
    "odcs.bindings": "weakening",
    "odcs.bindings[].contract": "weakening",
    "odcs.bindings[].object": "weakening",
    "odcs.bindings[].resource": "weakening",
    "odcs.bindings[].file": "weakening",
    "odcs.bindings[].record": "weakening",
    "odcs.bindings[].table": "weakening",
    "odcs.bindings[].enforcementLevel": "weakening",
    "odcs.enforcementLevel": "weakening",
    "odcs.ownerRoles": "who-consents",
    "odcs.logins": "who-consents",
};
/**
 * The waiver ledger (.github/contract-waivers.yml, waivers/ledger.ts). Each key of an entry is
 * what the owners accepted: an entry the pull request adds or changes in any of them (its scope,
 * the change it accepts, why, who approved, until when) needs the approval of the base's owners of
 * every contract it can match. Removing an entry needs no one (it waives less).
 */
const WAIVER_KEYS = {
    waivers: "consent",
    "waivers[].fingerprint": "consent",
    "waivers[].rule": "consent",
    "waivers[].asset": "consent",
    "waivers[].field": "consent",
    "waivers[].contract": "consent",
    "waivers[].expected": "consent",
    "waivers[].actual": "consent",
    "waivers[].reason": "consent",
    "waivers[].approvedBy": "consent",
    "waivers[].expires": "consent",
};
/**
 * The lines of .github/CODEOWNERS that name a contract file's owners (`init` writes one per
 * contract file): GitHub asks those owners to review a change of the file, so changing who they
 * are is a change of who consents.
 */
const CODEOWNERS_KEYS = {
    "contract file owners": "who-consents",
};
/** The top-level keys of a native contract whose class is `c`. */
function contractKeysOf(c) {
    return Object.entries(CONTRACT_KEYS)
        .filter(([key, kind]) => kind === c && !key.includes(".") && !key.includes("["))
        .map(([key]) => key);
}
/** The keys of a waiver entry (without the `waivers[].` prefix): what "the same entry" compares. */
function waiverEntryKeys() {
    return Object.keys(WAIVER_KEYS)
        .filter((key) => key.startsWith("waivers[]."))
        .map((key) => key.slice("waivers[].".length));
}

// EXTERNAL MODULE: ./src/compliance/compat-modes.ts
var compat_modes = __webpack_require__(5688);
// EXTERNAL MODULE: ./node_modules/semver/functions/coerce.js
var coerce = __webpack_require__(35385);
var coerce_default = /*#__PURE__*/__webpack_require__.n(coerce);
// EXTERNAL MODULE: ./node_modules/semver/functions/compare.js
var compare = __webpack_require__(78469);
var compare_default = /*#__PURE__*/__webpack_require__.n(compare);
// EXTERNAL MODULE: ./node_modules/semver/functions/inc.js
var inc = __webpack_require__(62338);
var inc_default = /*#__PURE__*/__webpack_require__.n(inc);
// EXTERNAL MODULE: ./node_modules/semver/functions/parse.js
var parse = __webpack_require__(16353);
var parse_default = /*#__PURE__*/__webpack_require__.n(parse);
;// CONCATENATED MODULE: ./src/compliance/semver.ts




/** `v2`, `1.10`, `v1.2.3`: a version with fewer parts or a `v`, read with the missing parts as 0. */
const LOOSE = /^[vV]?(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?$/;
/** A version exactly as semver writes it (`1.4.2`, `2.0.0-rc.1`, `1.0.0+build.5`); else undefined. */
function parseSemver(text) {
    const trimmed = text.trim();
    // semver's strict parser still takes a leading `v`; as written, `v1.2.3` is the loose form.
    if (!/^\d/.test(trimmed))
        return undefined;
    return parse_default()(trimmed) ?? undefined;
}
/** Semver, or a version with a `v` or fewer parts (`v2` is 2.0.0, `1.10` is 1.10.0); else undefined. */
function readLoosely(text) {
    const strict = parseSemver(text);
    if (strict)
        return strict;
    // LOOSE decides what counts as a loose version (never a date such as `2024-01`, which semver's
    // coerce would read as 2024.0.0); coerce fills in the missing parts.
    const trimmed = text.trim();
    return LOOSE.test(trimmed) ? (coerce_default()(trimmed) ?? undefined) : undefined;
}
/** The version as semver writes it, without build metadata (`2.0.0-rc.1`). */
function formatSemver(version) {
    return version.format();
}
/** Semver precedence (§11): -1, 0 or 1. */
function compareSemver(a, b) {
    return compare_default()(a, b);
}
const ZERO = parse_default()("0.0.0");
/**
 * The base's version as the rule reads it: semver as written, a loose form (`v2`, `1.10`) with the
 * missing parts as 0, and a contract without a version, or with one that is neither (`2024-01`),
 * as 0.0.0 (so its first break asks for 1.0.0). The note says so when it is not semver as written.
 */
function baseVersion(text) {
    if (text === undefined)
        return { version: ZERO, note: "the contract has no version at the base (read as 0.0.0)" };
    if (parseSemver(text))
        return { version: parseSemver(text) };
    const loose = readLoosely(text);
    if (loose)
        return {
            version: loose,
            note: `the base's version ${text} is not semver, read as ${formatSemver(loose)}`,
        };
    return {
        version: ZERO,
        note: `the base's version ${text} is not semver (MAJOR.MINOR.PATCH), read as 0.0.0`,
    };
}
/**
 * The least version a bump needs from `base`: `2.0.0` (major) or `1.5.0` (minor) from `1.4.2`. A
 * pre-release base counts as its release (from `2.0.0-rc.1` a break needs `3.0.0`), as `enough` does.
 */
function bumped(base, bump) {
    return parse_default()(inc_default()(`${base.major}.${base.minor}.${base.patch}`, bump));
}
/**
 * Whether `head` is at least the bump above `base` (a larger bump is fine: 3.0.0 for an additive
 * change), by its numbers: `3.0.0-rc.1` is a new major version, as the rule has always read it.
 */
function enough(base, head, bump) {
    if (head.major !== base.major)
        return head.major > base.major;
    return bump === "minor" && head.minor > base.minor;
}
/**
 * Whether the head's version (as written; undefined: none) is enough for the change, from the base's:
 * - a breaking change needs a higher major version, an additive one a higher minor (or major) version;
 *   a bump larger than needed is fine, and so is any version when nothing needs one;
 * - a version lower than the base's, or removed, is never fine, whatever the change;
 * - where a bump is needed, the head's version must be semver as written (`2.0.0`, not `v2`);
 * - the base's version is read by `baseVersion` (none, or not semver: 0.0.0).
 */
function versionVerdict(base, head, bump) {
    const { version: from, note } = baseVersion(base);
    const needed = bump === "none" ? from : bumped(from, bump);
    const fail = (problem) => ({
        ok: false,
        problem,
        suggested: formatSemver(needed),
        baseNote: note,
    });
    if (head === undefined) {
        if (base !== undefined)
            return fail("removed");
        return bump === "none" ? { ok: true } : fail("not-bumped");
    }
    const strict = parseSemver(head);
    const read = strict ?? readLoosely(head);
    if (read && base !== undefined && readLoosely(base) && compareSemver(read, from) < 0)
        return fail("lowered");
    if (bump === "none")
        return { ok: true };
    if (!strict)
        return fail("not-semver");
    return enough(from, strict, bump) ? { ok: true } : fail("not-bumped");
}

// EXTERNAL MODULE: ./src/sync/asset-reads.ts
var asset_reads = __webpack_require__(5279);
// EXTERNAL MODULE: ./src/compliance/contract-breaks.ts
var contract_breaks = __webpack_require__(32606);
// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
// EXTERNAL MODULE: ./src/contracts/odcs-binding.ts + 1 modules
var odcs_binding = __webpack_require__(53844);
;// CONCATENATED MODULE: ./src/sync/check/contract-ref.ts
function contractRef(loaded, result) {
    const declared = loaded?.contract;
    if (!result) {
        return {
            id: declared?.id,
            name: declared?.name ?? "",
            version: declared?.version,
            owner: declared?.owner,
            enforcementLevel: declared?.enforcementLevel ?? "INACTIVE",
            filePath: loaded?.file,
            line: loaded?.line,
        };
    }
    return {
        id: result.contractId,
        name: result.contractName ?? declared?.name ?? result.contractId,
        version: result.contractVersion,
        owner: result.owner,
        enforcementLevel: result.enforcementLevel,
        filePath: loaded?.file,
        line: loaded?.line,
    };
}

;// CONCATENATED MODULE: ./src/sync/check/contract-changes.ts






/**
 * Reads and parses each changed contract file where it exists: the base path of a rename, its head
 * path. A head path the base's globs do not read (`orders.yaml` -> `orders.yml`) holds no contract:
 * the base's configuration is what is enforced, so the contract it read is gone.
 */
async function loadChangedContracts(files, baseFiles, headFiles, isContractFile, odcs) {
    const loaded = { base: [], head: [], diagnostics: [], renamedOutOfGlob: new Map() };
    // An ODCS topic is bound to the message schemas of its own side of the pull request.
    const baseOdcs = odcs && (0,odcs_binding/* odcsContextWith */.rU)(odcs, baseFiles);
    const headOdcs = odcs && (0,odcs_binding/* odcsContextWith */.rU)(odcs, headFiles);
    for (const file of files) {
        if (file.status !== "added") {
            const path = file.previousPath ?? file.path;
            // A base file that cannot be read (a symbolic link) held no contract the base enforced.
            const text = await baseFiles.readText(path).catch(() => undefined);
            if (text !== undefined)
                loaded.base.push(...(await (0,src_contracts/* readContractFile */.J_)(text, path, baseOdcs)).contracts);
        }
        if (file.status !== "deleted" && !isContractFile(file.path)) {
            if (file.previousPath)
                loaded.renamedOutOfGlob.set(file.previousPath, file.path);
            continue;
        }
        if (file.status !== "deleted") {
            const { text, problem } = await (0,limits/* readWithinLimit */.Vk)(headFiles, file.path, limits/* LIMITS */.b1.contractFileBytes, "the contract file");
            if (problem)
                loaded.diagnostics.push(problem);
            if (text === undefined)
                continue;
            const parsed = await (0,src_contracts/* readContractFile */.J_)(text, file.path, headOdcs);
            loaded.head.push(...parsed.contracts);
            loaded.diagnostics.push(...parsed.diagnostics);
        }
    }
    return loaded;
}
/**
 * A contract id names one contract: a changed file whose contract takes the id of another file's
 * (one the base keeps, or another changed file's) is an error at its line, whatever level it
 * declares, since the one would replace the other where contracts are held by id.
 */
function duplicateIdErrors(changed, files, baseContracts) {
    const replaced = new Set(files.map((f) => f.previousPath ?? f.path));
    const owners = new Map();
    for (const kept of baseContracts)
        if (!replaced.has(kept.file))
            owners.set(kept.contract.id, kept);
    const errors = [];
    for (const loaded of changed.head) {
        const other = owners.get(loaded.contract.id);
        if (other && other.file !== loaded.file) {
            errors.push({
                file: loaded.file,
                line: loaded.line,
                severity: "error",
                message: `id: ${loaded.contract.id} is already the id of the contract in ${other.file}:${other.line}; a contract id names one contract, give this one its own`,
            });
            continue;
        }
        if (!other)
            owners.set(loaded.contract.id, loaded);
    }
    return errors;
}
/** The format whose rules judge a contract's schema: its asset's source type (`avro://...`). */
function contractSourceType(loaded) {
    return (0,contract_breaks/* contractSourceTypeOf */.f)((0,src_contracts/* contractResourceNames */.fd)(loaded.contract));
}
/**
 * The keys besides the schema (diffed field by field) whose change makes a contract "changed": every
 * key the governed-keys table does not call harmless, but its id (another id is another contract).
 */
const WATCHED_KEYS = ["weakening", "consent", "who-consents"]
    .flatMap((kind) => contractKeysOf(kind))
    .filter((key) => key !== "schema" && key !== "id")
    .sort();
/**
 * How each contract file the pull request touches changed: added, removed,
 * or its schema's field changes (by the rules of its asset's format) and the
 * keys that change how it is enforced. Reviewers see these in the comment.
 */
function contractChanges(loaded) {
    const base = new Map(loaded.base.map((c) => [c.contract.id, c]));
    const head = new Map(loaded.head.map((c) => [c.contract.id, c]));
    const result = [];
    for (const [id, now] of head) {
        const before = base.get(id);
        if (!before) {
            result.push({ contract: contractRef(now), status: "added", changes: [] });
            continue;
        }
        const changes = (0,contract_breaks/* diffContractSchemas */.g3)(before.contract.schema, now.contract.schema, contractSourceType(now));
        for (const key of WATCHED_KEYS) {
            const was = before.contract[key];
            const is = now.contract[key];
            if (JSON.stringify(was) === JSON.stringify(is))
                continue;
            changes.push({
                kind: "CONSTRAINT_CHANGED",
                field: "",
                breaking: false,
                reason: `the contract's ${key} changed`,
                before: `${key}: ${shownValue(was)}`,
                after: `${key}: ${shownValue(is)}`,
            });
        }
        if (changes.length > 0)
            result.push({ contract: contractRef(now), status: "changed", changes });
    }
    const unparsed = unparsedContractFiles(loaded);
    for (const [id, was] of base) {
        if (!head.has(id) && !unparsed.has(was.file)) {
            result.push({ contract: contractRef(was), status: "removed", changes: [] });
        }
    }
    return result;
}
/**
 * Contract files the head holds but cannot parse: their contracts are not removed, they are invalid
 * (a BLOCK finding of their own, at the bad key's line).
 */
function unparsedContractFiles(loaded) {
    return new Set(loaded.diagnostics.filter((d) => d.severity === "error").map((d) => d.file));
}
function shownValue(value) {
    if (value === undefined)
        return "(unset)";
    return Array.isArray(value) ? `[${value.join(", ")}]` : String(value);
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(64204);
// EXTERNAL MODULE: ./src/schema/index.ts + 6 modules
var schema = __webpack_require__(84723);
;// CONCATENATED MODULE: ./src/sync/check/coverage-losses.ts




/**
 * A configuration change that stops reading a contracted asset (an `ignore`, a dropped rule, a
 * changed data source or type, `views: true` dropped) removes its protection: the files the base's
 * rules read at the head, but the head's rules read differently or not at all, are read with the
 * base's rules and each contracted asset among them (for dropped views: each the head's rules no
 * longer yield) is a finding.
 */
async function coverageLosses(input) {
    const { baseSources, headSources } = input;
    const targets = [];
    // Read the same way but with views no longer assets (`views: true` dropped): only what goes missing.
    const narrowed = [];
    for (const path of await input.headFiles.listAll()) {
        const was = baseSources.targetOf(path);
        if (!was)
            continue;
        const now = headSources.targetOf(path);
        const same = now !== undefined &&
            now.sourceType === was.sourceType &&
            now.path === was.path &&
            now.dataSource === was.dataSource;
        if (!same)
            targets.push(was);
        else if (was.views && !now.views)
            narrowed.push({ was, now });
    }
    if (targets.length === 0 && narrowed.length === 0)
        return [];
    const read = async (planned, sources) => {
        const list = (0,schema.uniqueTargets)(planned);
        return list.length === 0
            ? []
            : (await (0,schema.readAssets)(list, { files: input.headFiles, ...sources.readOptions(list) })).assets;
    };
    // Each side read as its own rules plan the same folder or file (views: the head's no longer).
    const stillRead = new Set((await read(narrowed.map((n) => n.now), headSources)).map((a) => a.resourceName));
    const assets = [
        ...(await read(targets, baseSources)),
        ...(await read(narrowed.map((n) => n.was), baseSources)).filter((a) => !stillRead.has(a.resourceName)),
    ];
    const losses = [];
    for (const asset of assets) {
        for (const loaded of input.contracts) {
            if (!(0,src_contracts/* contractResourceNames */.fd)(loaded.contract).includes(asset.resourceName))
                continue;
            if ((loaded.contract.enforcementLevel ?? "INACTIVE") === "INACTIVE")
                continue;
            losses.push({
                contract: loaded,
                asset: asset.resourceName,
                message: `the configuration of this pull request no longer reads ${asset.resourceName} (${asset.file}) as the base's does: coverage removed`,
            });
        }
    }
    return losses;
}
/**
 * Whether files under `folder` that do not exist yet can match the ignore pattern: its fixed part
 * (the path before its first wildcard) lies inside the folder, or holds it.
 */
function canMatchUnder(pattern, folder) {
    const { base, isGlob } = picomatch_default().scan(pattern);
    if (!isGlob)
        return pattern.startsWith(`${folder}/`);
    return base === "" || base === folder || folder.startsWith(`${base}/`) || base.startsWith(`${folder}/`);
}
/**
 * An `ignore` pattern the pull request adds that matches no file yet of a migration folder a
 * contracted database is replayed from, but can match one added there later: that migration would
 * not be read (a bypass in two steps: the pattern first, the migration it hides next). A weakening
 * of each contract in force on the folder's assets, in the pull request that adds the pattern
 * (patterns that match files already are coverageLosses').
 */
async function plantedIgnoreLosses(input) {
    const added = input.headIgnore.filter((p) => !input.baseSources.rules.config.ignore.includes(p));
    if (added.length === 0)
        return [];
    const folders = new Map();
    for (const path of await input.headFiles.listAll()) {
        const target = input.baseSources.targetOf(path);
        if (!target?.ruleFolder)
            continue;
        const folder = folders.get(target.path) ?? { target, files: [] };
        folder.files.push(path);
        folders.set(target.path, folder);
    }
    const losses = [];
    for (const { target, files } of folders.values()) {
        const planted = added.filter((pattern) => {
            // Matched as the configuration matches its ignore globs.
            const matches = (0,config/* globMatcher */.fU)([pattern]);
            return canMatchUnder(pattern, target.path) && !files.some((file) => matches(file));
        });
        if (planted.length === 0)
            continue;
        // Read once per folder, whatever number of patterns reach into it.
        const { assets } = await (0,schema.readAssets)([target], {
            files: input.headFiles,
            ...input.baseSources.readOptions([target]),
        });
        for (const pattern of planted)
            for (const asset of assets)
                for (const loaded of input.contracts) {
                    if (!(0,src_contracts/* contractResourceNames */.fd)(loaded.contract).includes(asset.resourceName))
                        continue;
                    if ((loaded.contract.enforcementLevel ?? "INACTIVE") === "INACTIVE")
                        continue;
                    losses.push({
                        contract: loaded,
                        asset: asset.resourceName,
                        message: `the configuration of this pull request ignores ${pattern}, which matches no file of ${target.path} yet but can match a migration added there later: ${asset.resourceName} is replayed from that folder, and such a migration would not be read`,
                    });
                }
    }
    return losses;
}

;// CONCATENATED MODULE: ./src/sync/check/rules/protection-weakened.ts










/**
 * No one switches off their own check (docs/rules.md "Security model — the pull request", "Rules"): the
 * check enforces the base commit's configuration and contracts, and whatever the pull request weakens is a finding
 * at the level it had before, unless the base configuration's `protect` says otherwise.
 */
/** A compatibility mode that checks less than the base's, or a line that starts later (compat-history.ts). */
function compatibilityWeakening(was, now) {
    if (!(0,compat_modes/* modeCovers */.mP)(now.compatibility, was.compatibility))
        return `compatibility lowered from ${was.compatibility} to ${now.compatibility ?? "unset (NONE)"}`;
    const transitive = (0,compat_modes/* modeParts */.MV)(was.compatibility ?? "NONE").transitive;
    if (transitive && (was.compatibilityLine ?? "all") === "all" && now.compatibilityLine === "major")
        return "compatibilityLine moved from all to major: versions before the current major version are no longer judged";
    // Under `major`, another major version starts a new line (compatibility-line.ts): the asset's
    // versions before it are no longer judged, by the next pull request on (attack54 F10).
    const line = (c) => c.compatibilityLine ?? "all";
    if (transitive &&
        line(was) === "major" &&
        line(now) === "major" &&
        majorOf(now.version) !== majorOf(was.version))
        return `version moved from ${was.version ?? "unset"} to ${now.version ?? "unset"} under compatibilityLine: major: that starts a new compatibility line, and the asset's versions before it will no longer be judged under ${was.compatibility}`;
    return undefined;
}
const majorOf = (version) => version === undefined ? undefined : readLoosely(version)?.major;
/** What the pull request weakens: its contracts' changes, and (when it changes the configuration) what the head no longer reads. */
const PROTECTION_WEAKENED = (0,rules_define/* defineCheck */.q)("PROTECTION_WEAKENED", protectionFindings);
/** Fail closed on the configuration and protection: the base's rules enforced, the PR's weakenings listed. */
async function protectionFindings({ run, start }) {
    const { config, headFiles } = start;
    const protect = config.base.config.protect;
    const movedTo = new Map(run.moves.map((m) => [m.from.resourceName, m.to.resourceName]));
    const findings = [
        ...contractWeakenings(run.changedFiles, protect, movedTo),
        ...shadowingContracts(run.changedFiles, run.baseContracts, protect),
    ];
    if (!config.changed)
        return findings;
    const configFile = run.request.configPath;
    const common = { headFiles, baseSources: run.sources, contracts: run.baseContracts, protect, configFile };
    return [
        ...findings,
        ...unreadContracts(run.baseContracts, (path) => config.head.rules.isContractFile(path), protect, configFile),
        ...(await coverageWeakenings({
            ...common,
            headSources: new asset_reads/* SourceMap */.oY(config.head.rules, run.request.defaultDataSource),
        })),
        ...(await plantedIgnores({ ...common, headIgnore: config.head.rules.config.ignore })),
    ];
}
/** A configuration change that stops reading a contracted asset (coverage-losses.ts): at the contract's level. */
async function coverageWeakenings(input) {
    return weakenedBy(await coverageLosses(input), input);
}
/** An `ignore` pattern the pull request adds that can hide a migration added later (coverage-losses.ts). */
async function plantedIgnores(input) {
    return weakenedBy(await plantedIgnoreLosses(input), input);
}
function weakenedBy(losses, { protect, configFile }) {
    return losses.map((loss) => weakened(loss.contract, protect, { file: configFile, line: undefined }, loss.message, loss.asset));
}
/** The level a weakening counts at: the old level, or what `protect` (from the base) says. */
function protectLevel(protect, oldLevel) {
    if (oldLevel === "INACTIVE" || protect === "off")
        return "INACTIVE";
    if (protect === "block")
        return "BLOCK";
    if (protect === "alert")
        return "ALERT";
    return oldLevel;
}
function weakened(was, protect, where, message, asset) {
    return (0,rules_define/* gateFinding */.j)("PROTECTION_WEAKENED", {
        level: protectLevel(protect, was.contract.enforcementLevel ?? "INACTIVE"),
        file: where.file,
        line: where.line,
        detail: `contract ${was.contract.name}`,
        message,
        contract: contractRef(was),
        asset,
    });
}
/** Contract files the pull request deletes, levels it lowers, statuses it moves out of force, assets it stops naming. */
function contractWeakenings(changed, protect, movedTo = new Map()) {
    const head = new Map(changed.head.map((c) => [c.contract.id, c]));
    const unparsed = unparsedContractFiles(changed);
    const findings = [];
    for (const was of changed.base) {
        const oldLevel = was.contract.enforcementLevel ?? "INACTIVE";
        if (oldLevel === "INACTIVE" || !(0,statuses/* inForce */.Nm)(was.contract))
            continue;
        const now = head.get(was.contract.id);
        if (!now && unparsed.has(was.file))
            continue;
        if (!now) {
            const renamedTo = changed.renamedOutOfGlob.get(was.file);
            const message = renamedTo
                ? `the contract file is renamed to ${renamedTo}, which the base configuration's contracts globs do not read: the contract (${oldLevel}) is no longer enforced`
                : `the contract (${oldLevel}) is deleted`;
            findings.push(weakened(was, protect, { file: renamedTo ?? was.file, line: undefined }, message));
            continue;
        }
        const place = { file: now.file, line: now.line };
        // Never empty: the contract schema requires at least one name.
        const kept = new Set((0,src_contracts/* contractResourceNames */.fd)(now.contract));
        const isKept = (name) => name !== undefined && kept.has(name);
        // Following its asset's file to its new name (a move) keeps the protection.
        const dropped = (0,src_contracts/* contractResourceNames */.fd)(was.contract).filter((n) => !kept.has(n) && !isKept(movedTo.get(n)));
        for (const name of dropped)
            findings.push(weakened(was, protect, place, `the contract no longer names ${name}, which it governs at the base (now ${[...kept].join(", ")}): that asset loses its ${oldLevel} contract`, name));
        const newLevel = now.contract.enforcementLevel ?? "INACTIVE";
        if ((0,verdict/* levelRank */.Le)(newLevel) < (0,verdict/* levelRank */.Le)(oldLevel))
            findings.push(weakened(was, protect, place, `enforcementLevel lowered from ${oldLevel} to ${newLevel}`));
        const mode = compatibilityWeakening(was.contract, now.contract);
        if (mode)
            findings.push(weakened(was, protect, place, mode));
        if (!(0,statuses/* inForce */.Nm)(now.contract))
            findings.push(weakened(was, protect, place, `status moved from ${was.contract.status} to ${now.contract.status}`));
    }
    return findings;
}
/**
 * A contract the pull request adds on an asset a base contract already governs, at a lower level:
 * where one contract answers for an asset, it would shadow the stricter one.
 */
function shadowingContracts(changed, baseContracts, protect) {
    const existing = new Set(changed.base.map((c) => c.contract.id));
    const findings = [];
    for (const added of changed.head.filter((c) => !existing.has(c.contract.id))) {
        const level = added.contract.enforcementLevel ?? "INACTIVE";
        for (const name of (0,src_contracts/* contractResourceNames */.fd)(added.contract)) {
            for (const governing of baseContracts) {
                const was = governing.contract.enforcementLevel ?? "INACTIVE";
                if (governing.contract.id === added.contract.id || (0,verdict/* levelRank */.Le)(level) >= (0,verdict/* levelRank */.Le)(was))
                    continue;
                if (!(0,statuses/* inForce */.Nm)(governing.contract))
                    continue;
                if (!(0,src_contracts/* contractResourceNames */.fd)(governing.contract).includes(name))
                    continue;
                findings.push(weakened(governing, protect, { file: added.file, line: added.line }, `contract ${added.contract.name} (${level}) is added on ${name}, which this contract governs at ${was}: a second, weaker contract on the asset`, name));
            }
        }
    }
    return findings;
}
/** Base contracts whose files the head configuration's `contracts` globs no longer read: unenforced after the merge. */
function unreadContracts(contracts, headReads, protect, configFile) {
    return contracts
        .filter((loaded) => (loaded.contract.enforcementLevel ?? "INACTIVE") !== "INACTIVE")
        .filter((loaded) => (0,statuses/* inForce */.Nm)(loaded.contract) && !headReads(loaded.file))
        .map((loaded) => weakened(loaded, protect, { file: configFile, line: undefined }, `the configuration of this pull request no longer reads the contract file ${loaded.file} (its contracts globs changed): the contract (${loaded.contract.enforcementLevel}) would not be enforced after the merge`));
}

;// CONCATENATED MODULE: ./src/sync/check/consent-changes.ts



/**
 * Who consents to a contract's changes, and what changes it (docs/intended-changes.md "Who may consent"). The keys of class `who-consents` (contracts/governed-keys.ts) decide it: the contract's
 * own (`approvers`, `owner`), the configuration's (`owners`, `protect`) and the owners CODEOWNERS
 * names for the contract's file. A pull request that changes any of them for a contract in force
 * needs the approval of those who consent at the base, compared with who would after the merge
 * (the head's contract under the head's configuration).
 */
/** The contract's approvers and its owner's in the configuration, each once (first spelling). */
function approversOf(loaded, config) {
    const { approvers = [], owner } = loaded.contract;
    const mapped = owner ? (config.config.owners[owner] ?? []) : [];
    const seen = new Map();
    for (const approver of [...approvers, ...mapped])
        if (!seen.has(approver.toLowerCase()))
            seen.set(approver.toLowerCase(), approver);
    return [...seen.values()];
}
/** The level a weakening or break of the contract counts at under a configuration (`protect`). */
function consentLevel(loaded, config) {
    return protectLevel(config.config.protect, loaded.contract.enforcementLevel ?? "INACTIVE");
}
const same = (a, b) => JSON.stringify(a.map((x) => x.toLowerCase()).sort()) ===
    JSON.stringify(b.map((x) => x.toLowerCase()).sort());
/**
 * What the pull request changes of who consents to a contract (the base's `was`, the head's `now`),
 * one clause each; none when nothing changes. A contract the head deletes is a weakening instead.
 */
function whoConsentsClauses(was, now, sides) {
    const clauses = [];
    for (const key of contractKeysOf("who-consents")) {
        const before = was.contract[key];
        const after = now.contract[key];
        // A list of logins is a set: reordered or recased (GitHub logins ignore case), it names the same people.
        const unchanged = Array.isArray(before) || Array.isArray(after)
            ? same(before ?? [], after ?? [])
            : JSON.stringify(before) === JSON.stringify(after);
        if (!unchanged)
            clauses.push(`changes its ${key} (${shown(before)} -> ${shown(after)})`);
    }
    const before = approversOf(was, sides.baseConfig);
    const after = approversOf(now, sides.headConfig);
    if (clauses.length === 0 && !same(before, after))
        clauses.push(`changes who approves it through the configuration's owners (${shown(before)} -> ${shown(after)})`);
    // Under the head's `protect`, the contract's level at the base: a lower one asks less consent.
    const baseLevel = consentLevel(was, sides.baseConfig);
    const headLevel = consentLevel(was, sides.headConfig);
    if ((0,verdict/* levelRank */.Le)(headLevel) < (0,verdict/* levelRank */.Le)(baseLevel))
        clauses.push(`changes the configuration's protect from ${sides.baseConfig.config.protect} to ${sides.headConfig.config.protect}: its weakenings and breaks would count at ${headLevel}, not ${baseLevel}`);
    const ownersBefore = sides.baseOwners.ownersOf(was.file);
    const ownersAfter = sides.headOwners.ownersOf(now.file);
    const unreadable = sides.headOwners.problem ?? sides.baseOwners.problem;
    if (unreadable !== undefined && sides.headOwners.problem !== sides.baseOwners.problem)
        clauses.push(`changes CODEOWNERS so that who owns ${now.file} cannot be told (${visibleSpelling(unreadable)})`);
    else if (!same(ownersBefore, ownersAfter))
        clauses.push(`changes the owners CODEOWNERS names for ${now.file} (${shown(ownersBefore)} -> ${shown(ownersAfter)})`);
    return clauses;
}
function shown(value) {
    if (value === undefined || (Array.isArray(value) && value.length === 0))
        return "none";
    return visibleSpelling(Array.isArray(value) ? value.join(", ") : String(value));
}
/**
 * Who consents is named by logins, teams and e-mail-like keys, all ASCII: a character outside it
 * is shown by its code point, so a lookalike (Cyrillic `а` for `a`) cannot read as the old name.
 */
function visibleSpelling(text) {
    return text.replace(/[^\x20-\x7e]/gu, (c) => {
        const code = (c.codePointAt(0) ?? 0).toString(16);
        return code.length > 4 ? `\\u{${code}}` : `\\u${code.padStart(4, "0")}`;
    });
}

;// CONCATENATED MODULE: ./src/sync/check/deprecated-removals.ts






/** Each deprecated field the changed contracts remove, and each deprecated contract they delete. */
function deprecatedRemovals(changed, today) {
    const head = new Map(changed.head.map((c) => [c.contract.id, c]));
    const unparsed = unparsedContractFiles(changed);
    const removals = [];
    for (const was of changed.base) {
        const now = head.get(was.contract.id);
        // A file the head cannot parse hides what it holds: its error is the finding (fail closed).
        if (!now && (unparsed.has(was.file) || changed.renamedOutOfGlob.has(was.file)))
            continue;
        const consumers = readersUnion(was, now);
        if (!now) {
            const deprecation = was.contract.deprecated;
            if (deprecation)
                removals.push({
                    was,
                    now,
                    path: "",
                    deprecation,
                    decision: deprecated_removals_decide(deprecation, today, consumers, ""),
                });
            continue;
        }
        const { major } = (0,contract_breaks/* contractSchemaChangesByBump */.uM)(was.contract.schema, now.contract.schema, contractSourceType(now));
        for (const change of major) {
            if (change.kind !== "FIELD_REMOVED")
                continue;
            const deprecation = (0,compliance_deprecation/* deprecationAt */.a8)(was.contract.schema, change.field) ?? was.contract.deprecated;
            if (!deprecation)
                continue;
            removals.push({
                was,
                now,
                path: change.field,
                deprecation,
                decision: deprecated_removals_decide(deprecation, today, consumers, change.field),
            });
        }
    }
    return removals;
}
function deprecated_removals_decide(deprecation, today, consumers, path) {
    return (0,compliance_deprecation/* removalDecision */.$B)(deprecation, today, (0,compliance_deprecation/* readersOf */.cU)(consumers, path));
}
/** The consumers of the base's contract and of the head's, each name once (the base's entry first). */
function readersUnion(was, now) {
    const byName = new Map();
    for (const consumer of [...(was.contract.consumers ?? []), ...(now?.contract.consumers ?? [])]) {
        const seen = byName.get(consumer.name);
        // The same consumer named at both ends reads what either end says it reads.
        if (!seen)
            byName.set(consumer.name, consumer);
        else if ((0,compliance_deprecation/* namesFields */.kK)(seen) && seen.reads)
            byName.set(consumer.name, {
                ...seen,
                reads: (0,compliance_deprecation/* namesFields */.kK)(consumer) && consumer.reads ? [...seen.reads, ...consumer.reads] : undefined,
            });
    }
    return [...byName.values()];
}
/** What a removal's finding says (its rule is its decision's: rules/removed-before-sunset.ts and its two siblings). */
function removalDetected(removal, today, protect) {
    const { was, now, decision } = removal;
    const place = now ? { file: now.file, line: now.line } : { file: was.file, line: undefined };
    return {
        level: decision.kind === "planned" ? "INACTIVE" : levelOf(was, protect),
        ...place,
        detail: `${removal.path ? `field ${removal.path}` : "contract"} of contract ${was.contract.name}`,
        message: removalMessage(removal, today),
        contract: contractRef(was),
        // The field is the finding's identity (a waiver names it), not its text.
        subject: removal.path || "(contract)",
    };
}
/** The pull request's removals of one decision, judged on the run's day (check-start.ts `today`). */
function removalsOf(facts, kind) {
    const { today } = facts.start;
    const protect = facts.start.config.base.config.protect;
    return deprecatedRemovals(facts.run.changedFiles, today)
        .filter((r) => r.decision.kind === kind)
        .map((r) => removalDetected(r, today, protect));
}
/** The base contract's level; INACTIVE (listed) when it was not in force or the base's `protect` is off. */
function levelOf(was, protect) {
    const level = was.contract.enforcementLevel ?? "INACTIVE";
    if (protect === "off" || !(0,statuses/* inForce */.Nm)(was.contract))
        return "INACTIVE";
    return level;
}
function removalMessage(removal, today) {
    const { decision, deprecation } = removal;
    const subject = removal.path ? `The field ${removal.path}` : `The contract ${removal.was.contract.name}`;
    const since = deprecation.since ? ` since ${deprecation.since}` : "";
    const instead = deprecation.replacement ? ` (its replacement: ${deprecation.replacement})` : "";
    switch (decision.kind) {
        case "early": {
            const readers = decision.readers.length
                ? ` Declared consumers reading it: ${(0,compliance_deprecation/* consumerNames */.re)(decision.readers)}.`
                : "";
            if (decision.sunset === undefined)
                return `${subject} is deprecated${since}${instead} with no sunset: no day was promised when it may go, so it stays. Set a sunset in a pull request of its own (the contract's owners approve it), then remove it from that day.${readers}`;
            const days = (0,compliance_deprecation/* daysUntil */.AQ)(decision.sunset, today);
            return `${subject} is deprecated${since}${instead} with a sunset of ${decision.sunset}: it may be removed from ${decision.sunset} on (in ${days} day${days === 1 ? "" : "s"}), not before. Keep it until then, or accept the early removal in the waiver ledger (its owners approve).${readers}`;
        }
        case "read":
            return `${subject} is deprecated${since}${instead}, and its sunset of ${decision.sunset} has come, but declared consumers still read it: ${(0,compliance_deprecation/* consumerNames */.re)(decision.readers)}. Agree with them first, then drop their read from the contract's consumers (its owners approve), or accept the removal in the waiver ledger.`;
        case "planned":
            return `${subject} is deprecated${since}${instead}, its sunset of ${decision.sunset} has come and no declared consumer reads it: a planned removal. No owner's approval is asked for it; the contract's version rule asks for a new major version.`;
    }
}
/** Keys (`contractId` NUL `path`) of the planned field removals: owner approval asks no one for them. */
function plannedFieldRemovals(removals) {
    return new Set(removals
        .filter((r) => r.decision.kind === "planned" && r.path !== "")
        .map((r) => removalKey(r.was.contract.id, r.path)));
}
const removalKey = (contractId, path) => `${contractId}\u0000${path}`;
/**
 * The deletion of a deprecated contract after its sunset, with no declared consumer, is a planned
 * removal: its PROTECTION_WEAKENED ("the contract is deleted") is listed, not counted, and so needs
 * no owner's approval. Every other weakening stays as found.
 */
function withPlannedDeletions(findings, removals) {
    const planned = new Map(removals
        .filter((r) => r.decision.kind === "planned" && r.path === "" && r.now === undefined)
        .map((r) => [r.was.contract.id, r]));
    if (planned.size === 0)
        return [...findings];
    return findings.map((finding) => {
        const removal = planned.get(finding.contract?.id ?? "");
        if (finding.rule !== PROTECTION_WEAKENED.rule || !removal || !finding.message.endsWith("is deleted"))
            return finding;
        return {
            ...finding,
            level: "INACTIVE",
            message: `${finding.message}: a planned removal (deprecated, its sunset of ${removal.deprecation.sunset} has come, no declared consumer)`,
        };
    });
}

;// CONCATENATED MODULE: ./src/sync/check/odcs-consent.ts



/**
 * An ODCS contract is read through the configuration's `odcs` key: its bindings give its assets and
 * level, `ownerRoles` and `logins` turn its `team` into approvers. A pull request that changes only
 * that key changes who consents to the base's ODCS contracts (and what they protect) once merged,
 * without touching a contract file; so the base's contract is read again at the head under the
 * head's `odcs` settings, and what differs is a change the base's owners approve.
 */
/** Whether the pull request changes the configuration's `odcs` key. */
function odcsSettingsChanged(base, head) {
    return JSON.stringify(base.config.odcs ?? null) !== JSON.stringify(head.config.odcs ?? null);
}
/**
 * The contract `was` as the head would read it (its file at the head under the head's `odcs`
 * settings), or why it cannot be: the clause a change of who consents needs then.
 */
async function underHeadOdcs(was, file, { headFiles, headConfig, today }) {
    const text = await headFiles.readText(file);
    if (text === undefined)
        return { clause: `its file ${file} is not at the head` };
    // With the head's files: a Kafka topic is bound to the head's message schemas, as the check reads it.
    const parsed = await (0,src_contracts/* readContractFile */.J_)(text, file, (0,odcs_binding/* odcsContextOf */.yL)(headConfig.rules, today, headFiles));
    const now = parsed.contracts.find((c) => c.contract.id === was.contract.id);
    if (now)
        return { now };
    const why = parsed.diagnostics.map((d) => d.message).join("; ") || "no contract with its id";
    return {
        clause: `the head's configuration (odcs) no longer reads it from ${file} (${why}): what protects its assets, and who consents, is lost`,
    };
}
/** What the head's `odcs` bindings change of the contract's protection: assets it stops naming, a lower level. */
function bindingClauses(was, now) {
    const kept = new Set((0,src_contracts/* contractResourceNames */.fd)(now.contract));
    const clauses = (0,src_contracts/* contractResourceNames */.fd)(was.contract)
        .filter((name) => !kept.has(name))
        .map((name) => `the configuration's odcs bindings no longer bind it to ${name} (now ${[...kept].join(", ")})`);
    const before = was.contract.enforcementLevel ?? "INACTIVE";
    const after = now.contract.enforcementLevel ?? "INACTIVE";
    if ((0,verdict/* levelRank */.Le)(after) < (0,verdict/* levelRank */.Le)(before))
        clauses.push(`the configuration's odcs settings lower its enforcementLevel from ${before} to ${after}`);
    return clauses;
}

;// CONCATENATED MODULE: ./src/sync/check/rules/contract-version-not-bumped.ts








/**
 * The version rule (docs/intended-changes.md "Intended changes"): a contract the pull request changes in a breaking
 * way (a field removed, narrowed or made required; a guarantee lowered) raises its major version,
 * an additive change (a field added, a bound widened) its minor version. Otherwise a finding with
 * the version to write, at the contract's `version:` line. A new contract has nothing to bump.
 */
/** Each contract the pull request changes (present at both ends), its version against its change. */
const CONTRACT_VERSION_NOT_BUMPED = (0,rules_define/* defineCheck */.q)("CONTRACT_VERSION_NOT_BUMPED", ({ run, start }) => versionFindings(run.changedFiles, start.headFiles, {
    protect: start.config.base.config.protect,
    movedTo: new Map(run.moves.map((m) => [m.from.resourceName, m.to.resourceName])),
}));
/**
 * The bump a contract's change needs. Major: a change of its schema that breaks readers by its
 * format's rules (contract-changes.ts judges the same way), a field removed, a required field made optional, a
 * lower enforcementLevel, a status out of force, restrictPii dropped, an asset no longer named.
 * Minor: an optional field added (a contract states no defaults: Avro's rule for them does not
 * apply), any other change of the schema but its documentation, a higher level, another status,
 * restrictPii set, an asset named too. The owner, name, namespace and doc need none, and so does
 * a resource name that follows its asset's file to its new name (`movedTo`: old name -> new).
 */
function neededBump(before, now, movedTo = new Map()) {
    const schema = schemaChangesByBump(before, now);
    const major = schema.major.map((c) => `${c.kind} ${c.field || "(root)"}`);
    const minor = schema.minor.map((c) => `${c.kind} ${c.field || "(root)"}`);
    const was = before.contract;
    const is = now.contract;
    const oldLevel = was.enforcementLevel ?? "INACTIVE";
    const newLevel = is.enforcementLevel ?? "INACTIVE";
    if ((0,verdict/* levelRank */.Le)(newLevel) < (0,verdict/* levelRank */.Le)(oldLevel))
        major.push(`enforcementLevel lowered from ${oldLevel} to ${newLevel}`);
    if ((0,verdict/* levelRank */.Le)(newLevel) > (0,verdict/* levelRank */.Le)(oldLevel))
        minor.push(`enforcementLevel raised from ${oldLevel} to ${newLevel}`);
    if (was.status !== is.status)
        (!(0,statuses/* inForce */.Nm)(is) && (0,statuses/* inForce */.Nm)(was) ? major : minor).push(`status moved from ${was.status} to ${is.status}`);
    if (was.restrictPii === true && is.restrictPii !== true)
        major.push("restrictPii dropped");
    if (was.restrictPii !== true && is.restrictPii === true)
        minor.push("restrictPii set");
    const oldNames = (0,src_contracts/* contractResourceNames */.fd)(was);
    const newNames = (0,src_contracts/* contractResourceNames */.fd)(is);
    // Following its asset's file to its new name (a move, docs/rules.md "Fail closed: what fails a pull request's check") is the same data: no bump.
    const followed = new Set(oldNames.map((n) => movedTo.get(n)).filter((n) => n !== undefined));
    const kept = (name) => {
        const moved = movedTo.get(name);
        return newNames.includes(name) || (moved !== undefined && newNames.includes(moved));
    };
    for (const name of oldNames.filter((n) => !kept(n)))
        major.push(`no longer names ${name}`);
    for (const name of newNames.filter((n) => !oldNames.includes(n) && !followed.has(n)))
        minor.push(`names ${name} too`);
    if (major.length > 0)
        return { bump: "major", why: listed(major) };
    if (minor.length > 0)
        return { bump: "minor", why: listed(minor) };
    return { bump: "none", why: "" };
}
/**
 * The changes of a contract's schema, split by the version they need
 * (src/compliance/contract-breaks.ts, by the rules of its asset's format). Owner approval
 * (approvals.ts) needs an owner for exactly the major ones, and the service fires
 * `contract.break_accepted` for them on a merge, so all agree on what a break is.
 */
function schemaChangesByBump(before, now) {
    return (0,contract_breaks/* contractSchemaChangesByBump */.uM)(before.contract.schema, now.contract.schema, contractSourceType(now));
}
function listed(items) {
    return items.length <= 3
        ? items.join(", ")
        : `${items.slice(0, 3).join(", ")} and ${items.length - 3} more`;
}
/** Each contract the pull request changes (present at both ends) whose version is not enough for its change. */
async function versionFindings(changed, headFiles, options = {}) {
    const base = new Map(changed.base.map((c) => [c.contract.id, c]));
    const unparsed = unparsedContractFiles(changed);
    const findings = [];
    for (const now of changed.head) {
        const before = base.get(now.contract.id);
        if (!before || unparsed.has(now.file))
            continue;
        const needed = neededBump(before, now, options.movedTo);
        const verdict = versionVerdict(before.contract.version, now.contract.version, needed.bump);
        if (verdict.ok)
            continue;
        findings.push((0,rules_define/* gateFinding */.j)("CONTRACT_VERSION_NOT_BUMPED", {
            level: options.protect === "off" ? "INACTIVE" : contract_version_not_bumped_levelOf(before, verdict, needed.bump),
            file: now.file,
            line: now.versionLine ?? now.line,
            detail: `contract ${now.contract.name}`,
            message: messageOf(before, now, needed, verdict),
            contract: contractRef(now),
            suggestedLine: await suggestedLine(now, verdict.suggested, headFiles),
        }));
    }
    return findings;
}
/**
 * BLOCK for a breaking change without a major version and for a version lowered or removed, ALERT
 * for an additive change without a minor version; INACTIVE (listed) for a contract not in force at
 * the base (its level INACTIVE, or DRAFT or ARCHIVED), which nothing relies on yet. The base
 * configuration's `protect: off` lists them all, as it lists weakenings (no other value changes them).
 */
function contract_version_not_bumped_levelOf(before, verdict, bump) {
    const { enforcementLevel } = before.contract;
    if ((enforcementLevel ?? "INACTIVE") === "INACTIVE" || !(0,statuses/* inForce */.Nm)(before.contract))
        return "INACTIVE";
    if (verdict.problem === "lowered" || verdict.problem === "removed" || bump === "major")
        return "BLOCK";
    return "ALERT";
}
function messageOf(before, now, needed, verdict) {
    const was = before.contract.version;
    const is = now.contract.version;
    const change = needed.bump === "major"
        ? `the contract changes in a breaking way (${needed.why}), which needs a new major version`
        : `the contract changes additively (${needed.why}), which needs a new minor version`;
    const problem = {
        "not-bumped": `${change}, but its version is ${is ?? "not set"} (${was ?? "none"} at the base)`,
        lowered: `its version goes down from ${was} to ${is}: a version is never lowered`,
        removed: `its version ${was} is removed: a versioned contract keeps a version`,
        "not-semver": `${change}, but its version ${is} is not semver (MAJOR.MINOR.PATCH), so the bump cannot be told`,
    }[verdict.problem];
    const note = verdict.baseNote ? ` (${verdict.baseNote})` : "";
    const unversioned = now.format === "odcs" && is === undefined && now.versionLine !== undefined
        ? " and remove the customProperty contractSyncUnversioned, which makes the file's version count as none"
        : "";
    return `${problem}${note}; write version: ${verdict.suggested}${unversioned}`;
}
/**
 * The head's `version:` line with the version to write in place of the one it has (quotes, spaces
 * and a trailing comment kept); none when the contract has no version line with its version on it.
 */
async function suggestedLine(now, suggested, headFiles) {
    const version = now.contract.version;
    if (now.versionLine === undefined || version === undefined)
        return undefined;
    const text = await headFiles.readText(now.file).catch(() => undefined);
    const current = text?.split(/\r\n|\r|\n/)[now.versionLine - 1];
    if (current === undefined)
        return undefined;
    const colon = current.indexOf(":");
    const at = current.indexOf(version, colon + 1);
    if (colon < 0 || at < 0)
        return undefined;
    return {
        line: now.versionLine,
        current,
        suggested: `${current.slice(0, at)}${suggested}${current.slice(at + version.length)}`,
    };
}

// EXTERNAL MODULE: ./src/outcome/findings.ts
var outcome_findings = __webpack_require__(36784);
// EXTERNAL MODULE: ./src/outcome/waivers.ts
var waivers = __webpack_require__(31609);
// EXTERNAL MODULE: ./src/rules/index.ts + 13 modules
var rules = __webpack_require__(93645);
;// CONCATENATED MODULE: ./src/sync/check/waiver-approvals.ts










/**
 * A waiver is what its owners accepted, every key of it (contracts/governed-keys.ts `WAIVER_KEYS`): an
 * entry the pull request adds, or changes in any key (its scope, the change it accepts, its
 * reason, who approved, its expiry), needs the approval of the base's owners of every contract it
 * can match. An entry kept as the base has it needs none; one removed waives less and needs none.
 */
function sameWaiver(base, head) {
    return waiverEntryKeys().every((key) => JSON.stringify(base[key]) === JSON.stringify(head[key]));
}
/** The waivers of the head's ledger the base's does not hold as they are, each needing its contracts' owners. */
async function waiverNeeds(report, context, base) {
    const { base: baseLedger, head: headLedger } = context.ledgers;
    if (headLedger.text === undefined || headLedger.text === baseLedger.text)
        return [];
    const head = headLedger.waivers;
    const before = report.waivers?.entries ?? [];
    const added = head.filter((entry) => !before.some((b) => sameWaiver(b, entry)));
    if (added.length === 0)
        return [];
    const findings = (0,outcome_findings/* findingsOf */.WX)(report).filter(rules/* counts */.tQ);
    const needs = [];
    for (const waiver of added) {
        const where = { file: waivers_ledger/* DEFAULT_WAIVER_FILE */.kQ, line: waiver.line };
        const clause = `adds or changes the waiver at ${waivers_ledger/* DEFAULT_WAIVER_FILE */.kQ}${waiver.line ? `:${waiver.line}` : ""} (until ${waiver.expires})`;
        const contracts = await waivedContracts(waiver, findings, base, context);
        if (contracts.length === 0)
            needs.push({ approvers: [], level: "BLOCK", what: [clause], ...where, weakenings: [], waiver });
        for (const { loaded, level } of contracts)
            needs.push({
                contract: contractRef(loaded),
                approvers: approversOf(loaded, context.config),
                level,
                what: [clause],
                ...where,
                weakenings: [],
                waiver,
            });
    }
    return needs;
}
/**
 * Every contract a waiver can act for, each with the level its approval counts at: those whose
 * findings it names here (at their level); the one its `contract:` names; without a `contract:`,
 * every contract naming its asset at the base or at the head (BLOCK: what it would waive later is
 * unknown). Owners are always the base's; a contract new in the pull request has its head's.
 */
async function waivedContracts(waiver, findings, base, context) {
    const found = new Map();
    const add = (loaded, level) => {
        if (!loaded)
            return;
        const was = found.get(loaded.contract.id);
        if (!was || level === "BLOCK")
            found.set(loaded.contract.id, { loaded, level: was?.level === "BLOCK" ? "BLOCK" : level });
    };
    const everyBase = await baseContractsOf({ ...context, sources: context.config });
    const baseById = new Map([...everyBase.map((c) => [c.contract.id, c]), ...base]);
    const headById = new Map(context.changedFiles.head.map((c) => [c.contract.id, c]));
    const ownersOf = (id) => baseById.get(id) ?? headById.get(id);
    for (const finding of findings.filter((f) => (0,waivers/* waiverScopeMatches */.qw)(waiver, f)))
        add(ownersOf(finding.contract?.id ?? ""), finding.level);
    if (waiver.contract !== undefined) {
        if (found.size === 0)
            add(ownersOf(waiver.contract.toLowerCase()) ?? ownersOf(waiver.contract), "BLOCK");
        return [...found.values()];
    }
    if (waiver.asset === undefined)
        return [...found.values()];
    const named = (c) => (0,waivers/* waiverNamesContract */.hC)(waiver, c.contract.id, (0,src_contracts/* contractResourceNames */.fd)(c.contract));
    for (const c of [...baseById.values(), ...context.changedFiles.head].filter(named))
        if (!found.has(c.contract.id))
            add(ownersOf(c.contract.id), "BLOCK");
    return [...found.values()];
}
/**
 * A base waiver without `contract:` was approved by the owners of the contracts on its asset then;
 * a contract in force that the pull request makes name that asset would have its findings there
 * waived by an entry its own owners never approved: that needs them.
 */
function blanketWaiverClauses(report, context) {
    const blankets = (report.waivers?.entries ?? []).filter((w) => w.contract === undefined && w.asset);
    if (blankets.length === 0)
        return [];
    const head = new Map(context.changedFiles.head.map((c) => [c.contract.id, c]));
    const found = [];
    for (const was of context.changedFiles.base) {
        const now = head.get(was.contract.id);
        if (!now || !(0,statuses/* inForce */.Nm)(was.contract) || (was.contract.enforcementLevel ?? "INACTIVE") === "INACTIVE")
            continue;
        const before = new Set((0,src_contracts/* contractResourceNames */.fd)(was.contract));
        const added = (0,src_contracts/* contractResourceNames */.fd)(now.contract).filter((name) => !before.has(name));
        const clauses = blankets
            .filter((w) => added.includes(w.asset ?? ""))
            .map((w) => `names ${w.asset}, which brings it under the waiver at ${waivers_ledger/* DEFAULT_WAIVER_FILE */.kQ}${w.line ? `:${w.line}` : ""} (no contract:, until ${w.expires}) that its owners never approved`);
        if (clauses.length > 0)
            found.push({ was, clauses });
    }
    return found;
}

;// CONCATENATED MODULE: ./src/sync/check/approvals.ts















/** Without a port (the CLI) approvals cannot be seen: what needs one is reported as needing it. */
const NO_REVIEWS = {
    readable: false,
    reason: "the CLI cannot see a pull request's reviews; owner approval is checked by the action on GitHub, which re-runs on each review",
};
/**
 * The report with the owners' approvals applied (docs/intended-changes.md "Owner approval"): a
 * weakening, a breaking change of a contract and a waiver the pull request adds or extends each
 * need an approver of the contract (read at the base) to approve the latest commit. Until then an
 * OWNER_APPROVAL_REQUIRED finding says who must approve; once approved it is listed, not
 * counted, the weakenings it covers are listed, not counted, and the new waivers apply.
 */
async function withApprovals(report, context, port) {
    const needs = await approvalNeeds(report, context);
    if (needs.length === 0)
        return report;
    const approvals = port ? await port.approvals() : NO_REVIEWS;
    const findings = [...(report.findings ?? [])];
    const accepted = [];
    const rejected = new Set();
    for (const need of needs) {
        const verdict = await decide(need, approvals);
        findings.push(approvalFinding(need, verdict));
        if ("pending" in verdict) {
            if (need.waiver)
                rejected.add(need.waiver);
            continue;
        }
        for (const weakening of need.weakenings) {
            const index = findings.indexOf(weakening);
            findings[index] = {
                ...weakening,
                level: "INACTIVE",
                message: `${weakening.message} (approved by ${verdict.approvedBy})`,
            };
        }
        if (need.waiver)
            accepted.push(need.waiver);
    }
    const applied = [...new Set(accepted)].filter((w) => !rejected.has(w));
    return { ...report, findings, waivers: withNewWaivers(report, applied, context.today) };
}
function withNewWaivers(report, applied, today) {
    if (applied.length === 0)
        return report.waivers;
    const ledger = report.waivers ?? { file: waivers_ledger/* DEFAULT_WAIVER_FILE */.kQ, entries: [], today };
    return { ...ledger, entries: [...ledger.entries, ...applied] };
}
/** Every change of the report that needs an owner's approval, one need per contract (and per new waiver). */
async function approvalNeeds(report, context) {
    const base = new Map(context.baseContracts.map((c) => [c.contract.id, c]));
    for (const c of context.changedFiles.base)
        base.set(c.contract.id, c);
    const byContract = new Map();
    const needFor = (loaded, fallback) => {
        const key = loaded?.contract.id ?? fallback?.id ?? fallback?.name ?? "";
        let need = byContract.get(key);
        if (!need) {
            const contract = loaded ? contractRef(loaded) : fallback;
            need = {
                contract,
                approvers: loaded ? approversOf(loaded, context.config) : [],
                level: "INACTIVE",
                what: [],
                file: contract?.filePath,
                line: contract?.line,
                weakenings: [],
            };
            byContract.set(key, need);
        }
        return need;
    };
    for (const finding of report.findings ?? []) {
        if (finding.rule !== PROTECTION_WEAKENED.rule || finding.level === "INACTIVE")
            continue;
        const need = needFor(base.get(finding.contract?.id ?? ""), finding.contract);
        need.what.push(weakeningClause(finding));
        need.weakenings.push(finding);
        need.level = stricter(need.level, finding.level);
    }
    // A deprecated field removed from its sunset on, read by no declared consumer, is planned: no one is asked.
    const planned = plannedFieldRemovals(deprecatedRemovals(context.changedFiles, context.today));
    for (const change of report.contractChanges ?? []) {
        const was = base.get(change.contract.id ?? "");
        const clause = was && breakingClause(change, was, context, planned);
        if (!was || !clause)
            continue;
        const level = consentLevel(was, context.config);
        if (level === "INACTIVE" || !(0,statuses/* inForce */.Nm)(was.contract))
            continue;
        const need = needFor(was, undefined);
        need.what.push(clause);
        need.level = stricter(need.level, level);
    }
    // A sunset set or brought forward, a reader of a deprecated field dropped: they let a field go unasked later.
    for (const { was, clauses } of sunsetChanges(context, base)) {
        const level = consentLevel(was, context.config);
        if (level === "INACTIVE" || !(0,statuses/* inForce */.Nm)(was.contract))
            continue;
        const need = needFor(was, undefined);
        need.what.push(...clauses);
        need.level = stricter(need.level, level);
    }
    // Who consents: the base's owners approve a change of who they are (consent-changes.ts).
    for (const { was, clauses, level } of await whoConsentsChanges(context, base)) {
        const need = needFor(was, undefined);
        need.what.push(...clauses);
        need.level = stricter(need.level, level);
    }
    // A base waiver without contract: matches every contract on its asset: naming that asset brings one under it.
    for (const { was, clauses } of blanketWaiverClauses(report, context)) {
        const need = needFor(was, undefined);
        need.what.push(...clauses);
        need.level = stricter(need.level, consentLevel(was, context.config));
    }
    return [...byContract.values(), ...(await waiverNeeds(report, context, base))];
}
/** The changed contracts whose deprecations change so that a field may go sooner (compliance/deprecation.ts). */
function sunsetChanges(context, base) {
    return context.changedFiles.head.flatMap((now) => {
        const was = base.get(now.contract.id);
        const clauses = was ? (0,compliance_deprecation/* sunsetConsentClauses */.Bj)(was.contract, now.contract) : [];
        return was && clauses.length > 0 ? [{ was, clauses }] : [];
    });
}
function stricter(a, b) {
    return (0,verdict/* levelRank */.Le)(b) > (0,verdict/* levelRank */.Le)(a) ? b : a;
}
function weakeningClause(finding) {
    return `weakens its protection: ${finding.message}`;
}
/** A breaking change of a contract's schema, as the version rule judges a break. */
function breakingClause(change, was, context, planned) {
    if (change.status !== "changed")
        return "";
    const now = context.changedFiles.head.find((c) => c.contract.id === was.contract.id);
    // What breaks is what the version rule asks a new major version for (rules/contract-version-not-bumped.ts).
    const breaking = (now ? schemaChangesByBump(was, now).major : []).filter((c) => c.kind !== "FIELD_REMOVED" || !planned.has(removalKey(was.contract.id, c.field)));
    if (breaking.length === 0)
        return "";
    // Per field, the declared consumers that name it in their reads.
    const consumers = readersUnion(was, now).filter(compliance_deprecation/* namesFields */.kK);
    const readBy = (field) => {
        const names = (0,compliance_deprecation/* readersOf */.cU)(consumers, field).map((c) => c.name);
        return names.length ? `, read by ${names.join(", ")}` : "";
    };
    return `changes the contract in a breaking way (${breaking.map((c) => `${c.field || "(root)"}: ${c.reason}${readBy(c.field)}`).join("; ")})`;
}
/**
 * The base's contracts in force whose consent the pull request changes: those in the changed
 * contract files, and every one when the configuration's `owners`, `protect` or `odcs`, or
 * CODEOWNERS, changed. A contract the head no longer holds is deleted (a weakening), not re-owned;
 * an ODCS contract is read again under the head's `odcs` settings when they changed (odcs-consent.ts).
 */
async function whoConsentsChanges(context, base) {
    const [baseOwners, headOwners] = await Promise.all([
        (0,codeowners/* readCodeowners */.oZ)(context.baseFiles),
        (0,codeowners/* readCodeowners */.oZ)(context.headFiles),
    ]);
    const sides = { baseConfig: context.config, headConfig: context.headConfig, baseOwners, headOwners };
    const odcsChanged = odcsSettingsChanged(context.config, context.headConfig);
    const everyContract = odcsChanged ||
        JSON.stringify(context.config.config.owners) !== JSON.stringify(context.headConfig.config.owners) ||
        context.config.config.protect !== context.headConfig.config.protect ||
        baseOwners.text !== headOwners.text ||
        baseOwners.problem !== headOwners.problem;
    const candidates = new Map(base);
    if (everyContract)
        for (const c of await baseContractsOf({ ...context, sources: context.config }))
            candidates.set(c.contract.id, c);
    const changedFiles = new Set(context.changedFiles.base.map((c) => c.file));
    const head = new Map(context.changedFiles.head.map((c) => [c.contract.id, c]));
    const changes = [];
    for (const was of candidates.values()) {
        const level = consentLevel(was, context.config);
        if (level === "INACTIVE" || !(0,statuses/* inForce */.Nm)(was.contract))
            continue;
        // A file the pull request did not touch holds the base's contract still (a copy elsewhere is a duplicate id).
        let now = changedFiles.has(was.file) ? head.get(was.contract.id) : was;
        if (!now)
            continue;
        const clauses = [];
        if (odcsChanged && was.format === "odcs") {
            const reread = await underHeadOdcs(was, now.file, context);
            if ("clause" in reread)
                clauses.push(reread.clause);
            else {
                now = reread.now;
                clauses.push(...bindingClauses(was, now));
            }
        }
        clauses.unshift(...whoConsentsClauses(was, now, sides));
        if (clauses.length > 0)
            changes.push({ was, clauses: [`changes who consents to it: ${clauses.join("; ")}`], level });
    }
    return changes;
}

// EXTERNAL MODULE: ./src/client/pages.ts
var pages = __webpack_require__(77039);
// EXTERNAL MODULE: ./src/contracts/contract-index.ts
var contract_index = __webpack_require__(18356);
// EXTERNAL MODULE: ./src/sync/paged-service.ts
var paged_service = __webpack_require__(7356);
// EXTERNAL MODULE: ./src/api/resources.ts + 1 modules
var resources = __webpack_require__(83114);
;// CONCATENATED MODULE: ./src/sync/check/broken-base-contracts.ts

/** Base contract files with errors, but those the pull request changes (validated as its own). */
async function brokenBaseContracts(diagnostics, baseFiles, changedByPullRequest) {
    const firstError = new Map();
    for (const d of diagnostics)
        if (d.severity === "error" && !changedByPullRequest.has(d.file) && !firstError.has(d.file))
            firstError.set(d.file, d);
    const broken = [];
    for (const [file, d] of firstError) {
        const text = (await baseFiles.readText(file).catch(() => undefined)) ?? "";
        broken.push({ file, line: d.line, message: d.message, ...statedIntent(text) });
    }
    return broken;
}
/** Resource names and level as written, whatever else is wrong; a level it does not state reads as BLOCK. */
function statedIntent(text) {
    const bounded = text.slice(0, 256 * 1024);
    const resourceNames = [
        ...new Set([...bounded.matchAll(RESOURCE_NAME)].flatMap((match) => (match[1] ? [match[1]] : []))),
    ];
    const stated = LEVEL.exec(bounded)?.[1]?.toUpperCase();
    const level = resources/* EnforcementLevel */.fL.options.find((known) => known === stated) ?? "BLOCK";
    return { resourceNames, level };
}
const RESOURCE_NAME = /^\s*(?:-\s*)?dataAssetResourceName:\s*["']?([^"'\s#]+)/gm;
const LEVEL = /^\s*enforcementLevel:\s*["']?(\w+)/m;
/** Stand-ins for the gates that weigh unreadable schema files by the contracts around them. */
function standInContracts(broken) {
    return broken.flatMap(({ file, line, resourceNames, level }) => resourceNames.map((name) => ({
        file,
        line: line ?? 1,
        contract: {
            id: file,
            name: `${file} (unreadable at the base)`,
            dataAssetResourceName: name,
            enforcementLevel: level,
            status: "ACTIVE",
            schema: [],
        },
    })));
}

;// CONCATENATED MODULE: ./src/sync/check/glob-duplicates.ts



/**
 * A pull request that widens the configuration's `contracts` globs (or narrows `ignore`) may make
 * them read a file the base never read that holds the id of a contract the base keeps: a copy with
 * other approvers, say. After the merge two files would name one contract, and which one is the
 * contract would not be its owners' choice. The files newly read are parsed here (only when the
 * configuration changed), and each such id is an error at its line, as a duplicate id in a changed
 * file is (contract-changes.ts duplicateIdErrors).
 */
async function globDuplicateErrors(headFiles, rules, baseContracts, today) {
    const kept = new Map(baseContracts.map((c) => [c.contract.id, c]));
    const newlyRead = (await headFiles.listAll()).filter((path) => rules.head.isContractFile(path) && !rules.base.isContractFile(path));
    const errors = [];
    const odcs = (0,odcs_binding/* odcsContextOf */.yL)(rules.head, today);
    for (const path of newlyRead) {
        // Read as the contract loader reads (contracts/load.ts): bounded, and a file that cannot be
        // read (a symbolic link) is its own problem there, not an error that ends the check here.
        const { text } = await (0,limits/* readWithinLimit */.Vk)(headFiles, path, limits/* LIMITS */.b1.contractFileBytes, "the contract file");
        if (text === undefined)
            continue;
        for (const loaded of (0,src_contracts/* parseContractFile */.Oi)(text, path, odcs).contracts) {
            const other = kept.get(loaded.contract.id);
            if (!other || other.file === path)
                continue;
            // The contract moved there (its base file gone at the head): one file holds the id, fairly.
            if ((await headFiles.readText(other.file).catch(() => undefined)) === undefined)
                continue;
            errors.push({
                file: path,
                line: loaded.line,
                severity: "error",
                message: `id: ${loaded.contract.id} is already the id of the contract in ${other.file}:${other.line}, and this pull request's configuration makes its contracts globs read this file too: a contract id names one contract, so leave this file out of the globs or give it its own id`,
            });
        }
    }
    return errors;
}

;// CONCATENATED MODULE: ./src/sync/check/moves.ts
/**
 * Pairs the assets of each renamed schema file: the head asset whose name is the base one's with
 * the new path for the old, else the only asset on each side. Names that did not change (an Avro
 * record, a table) are no move at all.
 */
function movedAssets(schemaFiles, base, head) {
    const baseNames = new Set(base.map((a) => a.resourceName));
    const headNames = new Set(head.map((a) => a.resourceName));
    const moves = [];
    for (const file of schemaFiles) {
        const oldPath = file.previousPath;
        if (file.status !== "renamed" || !oldPath)
            continue;
        const gone = base.filter((a) => a.file === oldPath && !headNames.has(a.resourceName));
        const fresh = head.filter((a) => a.file === file.path && !baseNames.has(a.resourceName));
        for (const from of gone) {
            const to = fresh.find((h) => h.resourceName === from.resourceName.split(oldPath).join(file.path)) ??
                (gone.length === 1 && fresh.length === 1 ? fresh[0] : undefined);
            if (to && !moves.some((m) => m.to === to))
                moves.push({ from, to });
        }
    }
    return moves;
}
/** The head asset checked under the old name: its contract judges its schema, not "every field missing". */
function underOldName(move) {
    return {
        ...move.to,
        resourceName: move.from.resourceName,
        path: move.from.path,
        dataSource: move.from.dataSource,
    };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/source-type-names.ts
var source_type_names = __webpack_require__(20117);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/schema/readers/sql/statements.ts
var statements = __webpack_require__(44949);
;// CONCATENATED MODULE: ./src/sync/check/read-problems.ts


// What a read problem is about, without its line (docs/rules.md "Fail closed: what fails a pull request's check": what a pull request pays
// for). The base's problem and the head's are compared by it: the same statement failing alike,
// wherever the lines around it moved, is the base's; a statement the pull request adds or edits,
// or one that fails otherwise, is new.
/** Text compared across commits: whitespace runs as one space, line and column numbers left out. */
function stableText(text) {
    return text
        .replace(/\b(lines?|column|col|position|character|offset)\s+\d+(\s*(,|-|to)\s*\d+)?/gi, "$1 ?")
        .replace(/\s+/g, " ")
        .trim();
}
/** A short hash of the parts: a finding's `subject` (rules/finding.ts), bounded whatever the statement's size. */
function subjectOf(...parts) {
    return (0,external_node_crypto_.createHash)("sha256")
        .update(JSON.stringify(parts.map(stableText)))
        .digest("hex")
        .slice(0, 32);
}
/**
 * A diagnostic's subject: for SQL the statement that failed and the error (the statement, not its
 * line, is the unit), for every other reader the error alone (the file is the unit, and the file
 * is part of the fingerprint already); a problem that says what it is about (`about`: two definitions
 * of one asset that differ) by that.
 */
function diagnosticSubject(d) {
    if (d.about !== undefined)
        return subjectOf(d.about);
    return d.statement === undefined ? subjectOf(d.message) : subjectOf(d.statement, d.message);
}
const Q = statements/* QUALIFIED */.DT;
const ON_TABLE = [
    new RegExp(String.raw `^(?:create|alter|drop)\s+(?:or\s+replace\s+)?(?:(?:global|local)\s+)?(?:temp|temporary|unlogged|foreign|materialized|recursive)?\s*(?:table|view)\s+(?:if\s+(?:not\s+)?exists\s+)?(?:only\s+)?(${Q})`, "i"),
    new RegExp(String.raw `^create\s+(?:unique\s+)?index\s+(?:concurrently\s+)?(?:if\s+not\s+exists\s+)?(?:${Q}\s+)?on\s+(?:only\s+)?(${Q})`, "i"),
    new RegExp(String.raw `^comment\s+on\s+(?:table|view|materialized\s+view)\s+(${Q})`, "i"),
];
// A column's comment names `table.column` (or `schema.table.column`): the table is all but the last part.
const COMMENT_ON_COLUMN = new RegExp(String.raw `^comment\s+on\s+column\s+(${Q})`, "i");
const NO_TABLE = /^(?:create|alter|drop)\s+(?:or\s+replace\s+)?(?:extension|schema|type|domain|function|procedure|aggregate|operator|cast|collation|sequence|role|user|group|policy|publication|subscription|event\s+trigger|trigger|text\s+search|language|server|user\s+mapping|foreign\s+data\s+wrapper|statistics|conversion|rule)\b|^(?:set|reset|grant|revoke|comment\s+on|select\s+(?:pg_catalog\.)?set_config|insert|update|delete|copy|security\s+label|refresh\s+materialized|analyze|vacuum|notify|listen)\b/i;
/** What a failing statement would have changed, from its text alone. */
function statementTarget(statement) {
    // Comments and literals blanked, same length: an offset in `masked` is one in `statement`.
    const full = (0,statements/* maskSql */.LU)(statement, "postgres");
    const lead = full.length - full.trimStart().length;
    const masked = full.trim();
    const named = (match) => {
        const name = match[1] ?? "";
        const at = lead + match.index + match[0].length - name.length;
        return (0,statements/* splitQualified */.T0)(statement.slice(at, at + name.length), true);
    };
    for (const pattern of ON_TABLE) {
        const match = pattern.exec(masked);
        if (match?.[1])
            return { kind: "table", parts: named(match) };
    }
    const column = COMMENT_ON_COLUMN.exec(masked);
    if (column?.[1]) {
        const parts = named(column);
        return parts.length > 1 ? { kind: "table", parts: parts.slice(0, -1) } : { kind: "unknown" };
    }
    return NO_TABLE.test(masked) ? { kind: "none" } : { kind: "unknown" };
}
/**
 * The resource names among `names` that a statement's table is: a name's path ends with the
 * table's parts (`users` is any schema's users, fail closed; `auth.users` only that schema's).
 */
function namesOfTable(parts, names) {
    const suffix = `.${parts.join(".")}`.toLowerCase();
    return [...names].filter((name) => name.toLowerCase().endsWith(suffix));
}

;// CONCATENATED MODULE: ./src/sync/check/rules/schema-unreadable.ts








/**
 * Found while the facts are gathered, by `unreadableSchemaFindings` at both ends: the head's before
 * the service is asked (an unreadable file's assets are not "removed"), the base's from its read
 * problems of the changed files, judged by the base's contracts and the broken ones' stand-ins.
 */
const SCHEMA_UNREADABLE = (0,rules_define/* defineCheck */.q)("SCHEMA_UNREADABLE", ({ unreadableHead }) => unreadableHead.findings, ({ atBase }) => atBase.unreadable.findings);
/**
 * A schema file the head cannot read held contracted assets at the base (or is new beside them):
 * "cannot verify" is not "compliant", so each error is a SCHEMA_UNREADABLE finding at the level of
 * the strictest contract it concerns, naming only contracted assets. Each carries its subject
 * (the failing statement and error for SQL, the error for a file read whole), so the same
 * problem found at the base is existing debt (docs/rules.md "Fail closed: what fails a pull request's check": what a pull request pays for).
 * `changedFiles`: files the pull request edits; an error of one that no statement carries cannot
 * be told apart from the change, so it counts even where the base has it (`hidesChange`). The
 * base's side is found by the same call without it. Returns the findings and the diagnostics left
 * over (files no contract depends on), each with its subject.
 */
function unreadableSchemaFindings(diagnostics, baseAssets, contracts, sources, changedFiles = new Set()) {
    const findings = [];
    const rest = [];
    const unreadableTargets = new Set();
    const targetOf = (file) => sources.targetOf(file)?.path ?? file;
    const enforced = new Set(contracts
        .filter((c) => (c.contract.enforcementLevel ?? "INACTIVE") !== "INACTIVE")
        .flatMap((c) => (0,src_contracts/* contractResourceNames */.fd)(c.contract)));
    for (const d of diagnostics) {
        const subject = diagnosticSubject(d);
        if (d.severity !== "error") {
            rest.push({ ...d, subject });
            continue;
        }
        if (d.asset !== undefined) {
            // One asset's problem (two definitions that differ): its contract's, else no contract's.
            const finding = assetProblem({ ...d, asset: d.asset }, subject, contracts, enforced);
            if (finding)
                findings.push(finding);
            else
                rest.push({ ...d, subject });
            continue;
        }
        const target = targetOf(d.file);
        unreadableTargets.add(target);
        const own = new Set(baseAssets
            .filter((a) => a.file === d.file || (a.file && targetOf(a.file) === target))
            .map((a) => a.resourceName));
        // A file new to the pull request held nothing at the base, yet it may change what its neighbours
        // hold (a migration that alters a contracted table): the contracts on its neighbours speak for it.
        const held = [...(own.size > 0 ? own : neighbourNames(d.file, contracts, sources))].filter((n) => enforced.has(n));
        if (held.length === 0) {
            rest.push({ ...d, subject });
            continue;
        }
        const on = statementOn(d, held);
        const { level, contract } = strictestLevel(contracts, new Set(on.names.length > 0 ? on.names : held));
        const where = own.size > 0
            ? `The file held ${held.join(", ")} at the base`
            : `The file is new to ${external_node_path_.posix.dirname(d.file)}/, beside the contracted ${held.join(", ")}`;
        findings.push((0,rules_define/* gateFinding */.j)("SCHEMA_UNREADABLE", {
            level,
            file: d.file,
            line: d.line,
            // What cannot be read cannot be verified, so it never passes as compliant.
            message: `${sentence(d.message)} ${on.says ?? where} (contract ${contract?.contract.name}); a file that cannot be read cannot be checked, so it does not pass.`,
            subject,
            hidesChange: d.statement === undefined && changedFiles.has(d.file)
                ? `the base has the same error, but this pull request edits ${d.file}, which is read as a whole: whether its change lies in what cannot be read cannot be told`
                : undefined,
        }));
    }
    return { findings, rest, unreadableTargets };
}
/** The finding of a problem about one asset: at its contract's level, when an enforced one names it. */
function assetProblem(d, subject, contracts, enforced) {
    if (!enforced.has(d.asset))
        return undefined;
    const { level, contract } = strictestLevel(contracts, new Set([d.asset]));
    return (0,rules_define/* gateFinding */.j)("SCHEMA_UNREADABLE", {
        level,
        file: d.file,
        line: d.line,
        message: `${sentence(d.message)} It is under contract ${contract?.contract.name}: what cannot be checked does not pass.`,
        asset: d.asset,
        contract: contract ? contractRef(contract) : undefined,
        subject,
    });
}
/** The contracted names a failing SQL statement is on, and how the finding says it. */
function statementOn(d, held) {
    if (d.statement === undefined)
        return { names: [] };
    const target = statementTarget(d.statement);
    const beside = `the file holds the contracted ${held.join(", ")}`;
    if (target.kind === "unknown")
        return { names: [], says: `Which table the statement changes cannot be told; ${beside}` };
    const names = target.kind === "table" ? namesOfTable(target.parts, held) : [];
    if (names.length > 0)
        return { names, says: `The statement changes the contracted ${names.join(", ")}` };
    const what = target.kind === "table" ? `is on ${target.parts.join(".")}, which no contract names` : "changes no table";
    return {
        names: [],
        says: `The statement ${what}: it counts only where this pull request adds or edits it; ${beside}`,
    };
}
/** A reader's diagnostic ("not valid JSON: ...") as the first sentence of a finding's message. */
function sentence(diagnostic) {
    const text = diagnostic.trim().replace(/[.\s]+$/, "");
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
/**
 * The contracted names a new file could change: for SQL every table of its database (a migration
 * alters any of them), for a schema file the assets of files in its own folder (named types it may
 * define for them).
 */
function neighbourNames(file, contracts, sources) {
    const sourceType = sources.targetOf(file)?.sourceType;
    if (!sourceType)
        return new Set();
    const prefix = (0,model/* sourcePrefix */.UD)(sourceType, sources.dataSourceOf(file));
    const folder = external_node_path_.posix.dirname(file);
    const near = (name) => name.startsWith(prefix) &&
        (source_type_names/* SQL_SOURCE_TYPES */.L.has(sourceType) ||
            // Stryker disable next-line StringLiteral: `split` with a separator always yields a first element; the fallback only satisfies the type
            external_node_path_.posix.dirname(name.slice(prefix.length).split(":")[0] ?? "") === folder);
    return new Set(contracts.flatMap((c) => (0,src_contracts/* contractResourceNames */.fd)(c.contract)).filter(near));
}
/** The strongest level among contracts that cover any of the names (INACTIVE when none does). */
function strictestLevel(contracts, names) {
    let best = { level: "INACTIVE" };
    for (const loaded of contracts) {
        if (!(0,src_contracts/* contractResourceNames */.fd)(loaded.contract).some((n) => names.has(n)))
            continue;
        const level = loaded.contract.enforcementLevel ?? "INACTIVE";
        if ((0,verdict/* levelRank */.Le)(level) > (0,verdict/* levelRank */.Le)(best.level))
            best = { level, contract: loaded };
    }
    return best;
}

;// CONCATENATED MODULE: ./src/sync/check/check-reads.ts












// Gather, first part: what the check reads of the files at both ends (the changed schema files,
// the contracts that judge them) and the state the later steps share (check-run.ts).
/** The changed schema files read at both ends; the base's problems are warnings (already merged). */
async function readVersions(start, git, log) {
    const { request, changes, sources } = start;
    const versions = await (0,asset_reads/* readAssetVersions */.et)(git, request.base, request.head, changes, sources);
    for (const d of versions.baseDiagnostics)
        log.warn(`base ${d.file}${d.line ? `:${d.line}` : ""}: ${d.message}`);
    return versions;
}
/**
 * Changed contract files at the head are validated (their errors are the pull request's), each
 * checked for an id another file already has. The base's contracts judge unreadable files, seed
 * the embedded service and weigh a config change: with none of these (a README-only pull
 * request) they are not read.
 */
async function loadContractSets(start, versions) {
    const { request, config, changes, headFiles, baseFiles } = start;
    const rules = config.base.rules;
    const loaded = await loadChangedContracts(changes.contractFiles, baseFiles, headFiles, (path) => rules.isContractFile(path), (0,odcs_binding/* odcsContextOf */.yL)(rules, start.today));
    const nothingToCheck = versions.base.length + versions.head.length + loaded.head.length === 0;
    const needContracts = versions.headDiagnostics.length > 0 ||
        config.changed ||
        loaded.head.length > 0 ||
        (request.embedded && !nothingToCheck);
    const baseScope = scopeOf(start, versions, loaded);
    const base = needContracts
        ? await (0,src_contracts/* loadContracts */.YR)(baseFiles, rules, loadScopeOf(baseScope), undefined, start.today)
        : { contracts: [], diagnostics: [] };
    const baseContracts = base.contracts;
    const duplicates = [
        ...duplicateIdErrors(loaded, changes.contractFiles, baseContracts),
        ...(start.config.changed
            ? await globDuplicateErrors(headFiles, { base: rules, head: start.config.head.rules }, baseContracts, start.today)
            : []),
    ];
    const changedByPullRequest = new Set(changes.contractFiles.flatMap((f) => [f.path, f.previousPath ?? f.path]));
    return {
        changedFiles: { ...loaded, diagnostics: [...loaded.diagnostics, ...duplicates] },
        baseContracts,
        baseScope: { ...baseScope, loaded: needContracts },
        broken: await brokenBaseContracts(base.diagnostics, baseFiles, changedByPullRequest),
    };
}
/**
 * Which base contracts the check needs: every one when the pull request changes the config or
 * the waiver ledger, or holds a file that cannot be read (each may concern any contract, or the
 * neighbours of a file); else only those naming an asset a changed file holds at either end or a
 * changed contract names, or sharing an id with a changed contract (docs/configure.md "Monorepos").
 */
function scopeOf(start, versions, changed) {
    const { config } = start;
    const everyContract = config.changed ||
        config.head.diagnostics.length > 0 ||
        start.consentFilesChanged ||
        versions.headDiagnostics.length > 0;
    if (everyContract)
        return { loaded: false };
    const contracts = [...changed.base, ...changed.head];
    const selection = {
        names: new Set([
            ...versions.base.map((a) => a.resourceName),
            ...versions.head.map((a) => a.resourceName),
            ...contracts.flatMap((c) => (0,src_contracts/* contractResourceNames */.fd)(c.contract)),
        ]),
        ids: new Set(contracts.map((c) => c.contract.id)),
    };
    return { loaded: false, selection, index: (0,contract_index/* diskContractIndex */.qf)() };
}
/** What the later phases share, built once; its head files that could not be read, as findings. */
function checkRunOf(start, versions, contracts, ports) {
    const { request, sources, changes, baseFiles } = start;
    const { changedFiles, baseContracts, baseScope, broken } = contracts;
    // A base contract file that cannot be read speaks for what it names (broken-base-contracts.ts).
    const unreadable = unreadableSchemaFindings(versions.headDiagnostics, versions.base, [...baseContracts, ...standInContracts(broken)], sources, new Set(changes.schemaFiles.map((f) => f.path)));
    const unreadableHead = { ...unreadable, broken };
    // The embedded service takes what a pull request holds in one request: only a remote one is paged.
    const service = request.embedded
        ? ports.service
        : (0,paged_service/* pagedService */.LZ)(ports.service, new pages/* Pager */.is(request.requestLimits));
    const run = {
        request,
        service,
        log: ports.log,
        sources,
        baseFiles,
        versions,
        changedFiles,
        contractsById: knownContracts(request, baseContracts, changedFiles),
        baseContracts,
        baseScope,
        moves: movedAssets(changes.schemaFiles, versions.base, versions.head),
        unreadableTargets: unreadableHead.unreadableTargets,
        today: start.today,
        git: ports.git,
    };
    return { run, unreadableHead };
}
/** The contracts the check holds assets to: the changed ones, and in embedded mode the base's too. */
function knownContracts(request, baseContracts, changedFiles) {
    const known = [...(request.embedded ? baseContracts : []), ...changedFiles.head];
    return new Map(known.map((c) => [c.contract.id, c]));
}

;// CONCATENATED MODULE: ./src/sync/check/rules/contract-invalid.ts





/**
 * A contract file the pull request adds or changes must be valid, whatever level it declares; a
 * contract file the base cannot read speaks for what it names (broken-base-contracts.ts). The
 * base's side: its broken files alike, and the errors its versions of the changed files have.
 */
const CONTRACT_INVALID = (0,rules_define/* defineCheck */.q)("CONTRACT_INVALID", ({ run, unreadableHead }) => [
    ...invalidContractFindings(run.changedFiles.diagnostics),
    ...brokenContractFindings(unreadableHead.broken, run.versions),
], ({ unreadableHead, atBase }) => [
    ...brokenContractFindings(unreadableHead.broken, { base: [], head: [] }),
    ...invalidContractFindings(atBase.changedContracts),
]);
/** The errors of contract files; one its base version has alike (same text without lines) is the base's. */
function invalidContractFindings(diagnostics) {
    return diagnostics
        .filter((d) => d.severity === "error")
        .map((d) => (0,rules_define/* gateFinding */.j)("CONTRACT_INVALID", {
        file: d.file,
        line: d.line,
        message: d.message,
        subject: subjectOf(d.message),
    }));
}
/**
 * Assets the pull request adds, removes or changes. A migration folder is read whole at both
 * ends, so an asset read is not an asset changed: its schema must differ.
 */
function changedAssetNames(versions) {
    const schemaOf = (assets) => new Map(assets.map((asset) => [asset.resourceName, JSON.stringify(asset.schema)]));
    const [base, head] = [schemaOf(versions.base), schemaOf(versions.head)];
    return new Set([...base.keys(), ...head.keys()].filter((name) => base.get(name) !== head.get(name)));
}
/**
 * One finding per broken file, at the level it states. The base has each alike, so it is existing
 * debt, but where the pull request changes an asset it names: the change cannot be checked, so
 * it counts (`hidesChange`).
 */
function brokenContractFindings(broken, versions) {
    // Comparing every changed asset's schema at both ends is work only a broken contract needs.
    if (broken.length === 0)
        return [];
    const touched = changedAssetNames(versions);
    return broken.map(({ file, line, message, resourceNames, level }) => {
        const hit = resourceNames.filter((name) => touched.has(name));
        return (0,rules_define/* gateFinding */.j)("CONTRACT_INVALID", {
            level,
            file,
            line,
            // The base has it by construction: existing debt (listed apart, not counted) unless it hides the change.
            subject: subjectOf(message),
            hidesChange: hit.length > 0 ? `this pull request changes ${hit.join(", ")}, which it names` : undefined,
            message: hit.length > 0
                ? `the contract file cannot be read at the base commit (${message}), so it has protected nothing; this pull request changes ${hit.join(", ")}, which it names: fix the contract file so the change can be checked`
                : `the contract file cannot be read at the base commit (${message}): it protects nothing until it is fixed`,
        });
    });
}
/** The problems of the changed contract files as the base holds them (the head's are the pull request's). */
async function changedContractsAtBase(start) {
    const diagnostics = [];
    // An ODCS file is read as the base read it: under the base's bindings, its topics bound to the
    // base's message schemas (without them, a bound document reads as bound to nothing).
    const odcs = (0,odcs_binding/* odcsContextOf */.yL)(start.config.base.rules, start.today, start.baseFiles);
    for (const file of start.changes.contractFiles) {
        if (file.status === "added")
            continue;
        const path = file.previousPath ?? file.path;
        const { text, problem } = await (0,limits/* readWithinLimit */.Vk)(start.baseFiles, path, limits/* LIMITS */.b1.contractFileBytes, "the contract file");
        // Under the head's path: a renamed file's error is the same error.
        if (problem)
            diagnostics.push({ ...problem, file: file.path });
        if (text !== undefined)
            diagnostics.push(...(await (0,src_contracts/* readContractFile */.J_)(text, path, odcs)).diagnostics.map((d) => ({ ...d, file: file.path })));
    }
    return diagnostics;
}

;// CONCATENATED MODULE: ./src/sync/check/rules/asset-moved.ts


/**
 * A schema file the pull request renamed (moves.ts) whose asset the service knows under the old
 * name: its contract still names the old place, so the contract is to be updated, at its level.
 */
const ASSET_MOVED = (0,rules_define/* defineCheck */.q)("ASSET_MOVED", ({ run, results }) => movedFindings(run, results));
/** A moved asset whose contract still names the old place: the contract to update, at its level. */
function movedFindings(run, results) {
    const findings = [];
    for (const move of run.moves) {
        const result = results.find((r) => r.dataAssetResourceName === move.from.resourceName && r.responseType === "DETAILED");
        if (result?.responseType !== "DETAILED")
            continue;
        const loaded = run.contractsById.get(result.contractId);
        // Updated in this pull request to the new name: nothing to report (remote: the service has the old one).
        const updated = run.changedFiles.head.some((c) => c.contract.id === result.contractId &&
            (0,src_contracts/* contractResourceNames */.fd)(c.contract).includes(move.to.resourceName));
        if (updated)
            continue;
        findings.push(movedFinding(move, { name: loaded?.contract.name ?? result.contractName ?? result.contractId, file: loaded?.file }, result.enforcementLevel));
    }
    return findings;
}
function movedFinding(move, contract, level) {
    return (0,rules_define/* gateFinding */.j)("ASSET_MOVED", {
        level,
        file: move.to.file,
        line: move.to.line ?? 1,
        detail: `update contract ${contract.name}`,
        asset: move.from.resourceName,
        message: `${move.from.resourceName} (${move.from.file}) is now ${move.to.resourceName} (${move.to.file}): set dataAssetResourceName in ${contract.file ?? "the contract"} to the new name`,
    });
}

;// CONCATENATED MODULE: ./src/sync/check/rules/compatibility-broken.ts

/**
 * COMPATIBILITY_BROKEN: the compatibility modes' judgements of kind `broken` (src/sync/compatibility.ts,
 * gathered once in compatibility-facts.ts), at the level their contract (or, at ALERT, their
 * source rule) gives.
 */
const COMPATIBILITY_BROKEN = (0,rules_define/* defineCheck */.q)("COMPATIBILITY_BROKEN", ({ compatibility }) => compatibility
    .filter((judgement) => judgement.kind === "broken")
    .map(({ kind: _kind, ...judgement }) => (0,rules_define/* gateFinding */.j)("COMPATIBILITY_BROKEN", judgement)));

;// CONCATENATED MODULE: ./src/sync/check/rules/compatibility-unverified.ts

/**
 * COMPATIBILITY_UNVERIFIED: the compatibility modes' judgements of kind `unverified` (src/sync/compatibility.ts,
 * gathered once in compatibility-facts.ts), at the level their contract (or, at ALERT, their
 * source rule) gives.
 */
const COMPATIBILITY_UNVERIFIED = (0,rules_define/* defineCheck */.q)("COMPATIBILITY_UNVERIFIED", ({ compatibility }) => compatibility
    .filter((judgement) => judgement.kind === "unverified")
    .map(({ kind: _kind, ...judgement }) => (0,rules_define/* gateFinding */.j)("COMPATIBILITY_UNVERIFIED", judgement)));

;// CONCATENATED MODULE: ./src/sync/check/rules/config-changed.ts

/** A configuration change is listed (not counted): this check enforced the base's configuration. */
const CONFIG_CHANGED = (0,rules_define/* defineCheck */.q)("CONFIG_CHANGED", ({ start }) => start.config.changed ? [configChanged(start.request.configPath, start.config.baseFile)] : []);
function configChanged(file, baseFile) {
    return (0,rules_define/* gateFinding */.j)("CONFIG_CHANGED", {
        file,
        message: baseFile
            ? `the check's config input names ${file}, which only this pull request has: the check enforced the base commit's configuration, ${baseFile}, and compared ${file} with it as the configuration after the merge`
            : "this pull request changes the configuration; the check enforced the base commit's configuration, the change applies after the merge",
    });
}

;// CONCATENATED MODULE: ./src/sync/check/rules/config-invalid.ts


/**
 * The head's configuration must be readable: what cannot be read cannot be enforced after the
 * merge. Each error is known by its text without lines (`subject`): the base's alike is debt.
 */
const CONFIG_INVALID = (0,rules_define/* defineCheck */.q)("CONFIG_INVALID", ({ start }) => configFindings(start.config.head.diagnostics), ({ start }) => configFindings(start.config.base.diagnostics));
function configFindings(diagnostics) {
    return diagnostics
        .filter((d) => d.severity === "error")
        .map((d) => (0,rules_define/* gateFinding */.j)("CONFIG_INVALID", {
        file: d.file,
        line: d.line,
        message: d.message,
        subject: subjectOf(d.message),
    }));
}

// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(21916);
// EXTERNAL MODULE: ./src/api/resource-name.ts
var resource_name = __webpack_require__(97988);
;// CONCATENATED MODULE: ./src/sync/check/rules/contract-points-at-no-asset.ts








/**
 * A contract the pull request adds or changes must name an asset the head yields: one naming an
 * asset under a source the repository produces that no file yields enforces nothing. The head's
 * assets are read only when a changed contract names one the changed files do not hold; the base's
 * side only when the head has such a finding (the base versions of the changed contracts).
 */
const CONTRACT_POINTS_AT_NO_ASSET = (0,rules_define/* defineCheck */.q)("CONTRACT_POINTS_AT_NO_ASSET", ({ run, start }) => pointsAtNothing(run, start.headFiles), async ({ run, start }, head) => head.some((f) => f.rule === "CONTRACT_POINTS_AT_NO_ASSET")
    ? noAssetFindings(run.changedFiles.base, await (0,asset_reads/* readRepositoryAssets */.Af)(start.baseFiles, run.sources), run.sources.rules, run.request.defaultDataSource ?? (0,schema.defaultDataSource)())
    : []);
/** Contracts the pull request adds or changes must name an asset the head yields (read only when unsure). */
async function pointsAtNothing(run, headFiles) {
    const known = new Set([
        ...run.versions.head.map((a) => a.resourceName),
        ...run.versions.base.map((a) => a.resourceName),
        ...run.moves.map((m) => m.from.resourceName),
    ]);
    const unsure = run.changedFiles.head.filter((c) => (0,src_contracts/* contractResourceNames */.fd)(c.contract).some((n) => !known.has(n)));
    if (unsure.length === 0)
        return [];
    const heads = await (0,asset_reads/* readRepositoryAssets */.Af)(headFiles, run.sources);
    const reportedElsewhere = new Set([
        ...run.versions.base.map((a) => a.resourceName),
        ...run.moves.map((m) => m.from.resourceName),
    ]);
    return noAssetFindings(unsure, heads, run.sources.rules, run.request.defaultDataSource ?? (0,schema.defaultDataSource)(), reportedElsewhere);
}
/**
 * The repository produces a name's source when an asset or a typed config rule has its type and
 * data source; every prefix starts with a known type, so a name of no known type never matches.
 */
function producedSource(name, heads, rules, fallback) {
    const prefixes = new Set(heads.map((a) => (0,model/* sourcePrefix */.UD)(a.sourceType, a.dataSource)));
    for (const rule of rules.config.sources) {
        if (rule.type)
            prefixes.add((0,model/* sourcePrefix */.UD)(rule.type, rule.dataSource ?? rules.config.dataSource ?? fallback));
    }
    return [...prefixes].some((p) => name.startsWith(p));
}
/** Up to three names of the same source type, nearest by edit distance. */
function nearestNames(name, candidates, count = 3) {
    const type = (0,resource_name/* sourceTypeOfResourceName */.U)(name);
    const pool = candidates.filter((c) => (0,resource_name/* sourceTypeOfResourceName */.U)(c) === type && c !== name);
    if (pool.length === 0)
        return [];
    const first = (0,mod/* closest */.kp)(name, pool);
    return [
        first,
        ...pool.filter((c) => c !== first).sort((a, b) => (0,mod/* distance */.Io)(name, a) - (0,mod/* distance */.Io)(name, b)),
    ].slice(0, count);
}
/**
 * A contract the pull request adds or changes that names an asset under a source the repository
 * produces, but that no file yields at the head, enforces nothing: a finding at its own level.
 */
function noAssetFindings(contracts, heads, rules, fallbackDataSource, reportedElsewhere = new Set()) {
    const names = new Set([...heads.map((a) => a.resourceName), ...reportedElsewhere]);
    const findings = [];
    for (const loaded of contracts) {
        const level = loaded.contract.enforcementLevel ?? "INACTIVE";
        for (const name of (0,src_contracts/* contractResourceNames */.fd)(loaded.contract)) {
            if (names.has(name) || !producedSource(name, heads, rules, fallbackDataSource))
                continue;
            findings.push((0,rules_define/* gateFinding */.j)("CONTRACT_POINTS_AT_NO_ASSET", {
                level,
                file: loaded.file,
                line: loaded.line,
                detail: `contract ${loaded.contract.name}`,
                message: `no file of the repository yields ${name} at the head of this pull request`,
                contract: contractRef(loaded),
                asset: name,
                suggestions: nearestNames(name, heads.map((a) => a.resourceName)),
            }));
        }
    }
    return findings;
}

// EXTERNAL MODULE: ./src/compliance/diff-assets.ts
var diff_assets = __webpack_require__(75784);
;// CONCATENATED MODULE: ./src/sync/check/deprecation-notices.ts









/**
 * The deprecated fields a pull request touches, listed with their sunsets (DEPRECATED_FIELD, not
 * counted; docs/intended-changes.md "Deprecation with a sunset"): of the contracts in force on the
 * assets it changes and of the contracts it changes, those whose fields it changes (in the
 * contract, or in the asset's schema) and those whose sunset is within the warning window or has
 * come. The contracts are the pull request's versions of those it changes, else the base's.
 */
async function touchedDeprecations(run, removals, today) {
    const names = new Set([
        ...run.versions.base.map((a) => a.resourceName),
        ...run.versions.head.map((a) => a.resourceName),
    ]);
    const changed = new Map(run.changedFiles.head.map((c) => [c.contract.id, c]));
    const onAssets = names.size > 0 ? await baseContractsOf(run) : [];
    const contracts = new Map(changed);
    for (const c of onAssets)
        if (!contracts.has(c.contract.id) && (0,src_contracts/* contractResourceNames */.fd)(c.contract).some((n) => names.has(n)))
            contracts.set(c.contract.id, c);
    const touched = new Map();
    const touch = (id, field) => touched.set(id, (touched.get(id) ?? new Set()).add(field));
    const wasOf = new Map(run.changedFiles.base.map((c) => [c.contract.id, c]));
    for (const now of changed.values()) {
        const was = wasOf.get(now.contract.id);
        if (!was)
            continue;
        for (const change of (0,contract_breaks/* diffContractSchemas */.g3)(was.contract.schema, now.contract.schema, contractSourceType(now)))
            touch(now.contract.id, change.field);
    }
    for (const diff of (0,diff_assets/* diffAssets */.r)(run.versions.base, run.versions.head)) {
        for (const loaded of contracts.values()) {
            if (!(0,src_contracts/* contractResourceNames */.fd)(loaded.contract).includes(diff.asset))
                continue;
            for (const change of diff.changes)
                touch(loaded.contract.id, change.field);
        }
    }
    const removed = new Set(removals.map((r) => removalKey(r.was.contract.id, r.path)));
    const inForceContracts = [...contracts.values()].filter((c) => (0,statuses/* inForce */.Nm)(c.contract));
    return deprecationNotices(inForceContracts, touched, removed, today);
}
/**
 * The deprecated fields (and deprecated contracts) of the contracts a pull request touches, listed
 * with their sunsets (DEPRECATED_FIELD, not counted): those whose paths it changes (`touched`, by
 * contract id), and those whose sunset is within the warning window or has come. Those it removes
 * are its removals' findings instead (`removed`: removalKey).
 */
function deprecationNotices(contracts, touched, removed, today) {
    const findings = [];
    for (const loaded of contracts) {
        const { contract } = loaded;
        const paths = touched.get(contract.id) ?? new Set();
        const marks = [
            ...(contract.deprecated ? [{ path: "", deprecation: contract.deprecated }] : []),
            ...(0,compliance_deprecation/* deprecatedFields */.t)(contract.schema),
        ];
        for (const { path, deprecation } of marks) {
            if (removed.has(removalKey(contract.id, path)))
                continue;
            const left = deprecation.sunset === undefined ? undefined : (0,compliance_deprecation/* daysUntil */.AQ)(deprecation.sunset, today);
            const changedHere = path === "" ? paths.size > 0 : [...paths].some((p) => p === path || p.startsWith(`${path}.`));
            if (!changedHere && (left === undefined || left > compliance_deprecation/* SUNSET_WARNING_DAYS */.Wp))
                continue;
            findings.push({
                level: "INACTIVE",
                file: loaded.file,
                line: loaded.line,
                detail: `${path || "the whole contract"} of contract ${contract.name}`,
                message: noticeMessage(path, deprecation, left, (0,compliance_deprecation/* readersOf */.cU)(contract.consumers ?? [], path)),
                contract: contractRef(loaded),
                subject: path || "(contract)",
            });
        }
    }
    return findings;
}
function noticeMessage(path, deprecation, left, readers) {
    const subject = path ? `The field ${path}` : "The whole contract";
    const since = deprecation.since ? ` since ${deprecation.since}` : "";
    const sunset = left === undefined
        ? "with no sunset (no day is promised when it may go)"
        : left < 0
            ? `with a sunset of ${deprecation.sunset}, ${-left} day${left === -1 ? "" : "s"} ago: it may be removed once no declared consumer reads it`
            : left === 0
                ? `with a sunset of ${deprecation.sunset}, today: it may be removed from today once no declared consumer reads it`
                : `with a sunset of ${deprecation.sunset}, in ${left} day${left === 1 ? "" : "s"}`;
    const instead = deprecation.replacement ? ` Readers should move to ${deprecation.replacement}.` : "";
    const read = readers.length ? ` Declared consumers reading it: ${(0,compliance_deprecation/* consumerNames */.re)(readers)}.` : "";
    return `${subject} is deprecated${since}, ${sunset}.${instead}${read}`;
}

;// CONCATENATED MODULE: ./src/sync/check/rules/deprecated-field.ts



/**
 * The deprecated fields of the contracts a pull request touches that it changes, or whose sunset is
 * within 30 days or has come: listed with their sunsets and readers, not counted (deprecation-notices.ts).
 */
const DEPRECATED_FIELD = (0,rules_define/* defineCheck */.q)("DEPRECATED_FIELD", async ({ run, start }) => {
    const { today } = start;
    const notices = await touchedDeprecations(run, deprecatedRemovals(run.changedFiles, today), today);
    return notices.map((detected) => (0,rules_define/* gateFinding */.j)("DEPRECATED_FIELD", detected));
});

;// CONCATENATED MODULE: ./src/sync/check/rules/planned-removal.ts


/** A deprecated field or contract removed from its sunset on, read by no declared consumer: listed, not counted. (deprecated-removals.ts decides; docs/intended-changes.md "Deprecation with a sunset") */
const PLANNED_REMOVAL = (0,rules_define/* defineCheck */.q)("PLANNED_REMOVAL", (facts) => removalsOf(facts, "planned").map((detected) => (0,rules_define/* gateFinding */.j)("PLANNED_REMOVAL", detected)));

;// CONCATENATED MODULE: ./src/sync/check/rules/removed-before-sunset.ts


/** A deprecated field or contract the pull request removes before its sunset, or with none: a break saying the day it may go. (deprecated-removals.ts decides; docs/intended-changes.md "Deprecation with a sunset") */
const REMOVED_BEFORE_SUNSET = (0,rules_define/* defineCheck */.q)("REMOVED_BEFORE_SUNSET", (facts) => removalsOf(facts, "early").map((detected) => (0,rules_define/* gateFinding */.j)("REMOVED_BEFORE_SUNSET", detected)));

;// CONCATENATED MODULE: ./src/sync/check/rules/removed-while-read.ts


/** A deprecated field or contract removed from its sunset on while a declared consumer reads it: a break naming them. (deprecated-removals.ts decides; docs/intended-changes.md "Deprecation with a sunset") */
const REMOVED_WHILE_READ = (0,rules_define/* defineCheck */.q)("REMOVED_WHILE_READ", (facts) => removalsOf(facts, "read").map((detected) => (0,rules_define/* gateFinding */.j)("REMOVED_WHILE_READ", detected)));

;// CONCATENATED MODULE: ./src/sync/check/rules/waivers-invalid.ts


/** The head's ledger is validated (its errors are the pull request's); the base's is the one applied (waiver-ledger.ts). */
const WAIVERS_INVALID = (0,rules_define/* defineCheck */.q)("WAIVERS_INVALID", ({ start }) => ledgerErrorFindings(start.ledgers.head), ({ atBase }) => [...atBase.ledger]);
/**
 * The waiver ledger's errors as WAIVERS_INVALID findings (BLOCK: a ledger that cannot be read
 * waives nothing, and what it meant to waive counts). Found at both ends (docs/rules.md "Fail closed: what fails a pull request's check":
 * what a pull request pays for): the head's are the pull request's findings, the base's what
 * they are compared with, so an error the pull request introduces or worsens blocks it (and not
 * every later pull request after the merge), and one the base has unchanged is existing debt.
 * Each is known by its entry (its text) and error, not by its line or index: an entry added
 * above it moves neither.
 */
function ledgerErrorFindings(ledger) {
    const entries = ledger.written;
    return ledger.diagnostics
        .filter((d) => d.severity === "error")
        .map((d) => {
        const index = /^waivers\[(\d+)\]/.exec(d.message);
        const entry = index ? entries[Number(index[1])] : undefined;
        const about = index && entry !== undefined ? d.message.slice(index[0].length) : d.message;
        return (0,rules_define/* gateFinding */.j)("WAIVERS_INVALID", {
            file: d.file,
            line: d.line,
            message: `${d.message}: the ledger waives nothing until it is fixed`,
            subject: subjectOf(JSON.stringify(entry ?? null), about),
        });
    });
}

;// CONCATENATED MODULE: ./src/sync/check/rules/registry.ts















/**
 * Every registered gate rule, in the order its findings are listed (at one level and category,
 * outcome/findings.ts keeps this order). A rule of the table's gate families that is neither here
 * nor post-assessment is a compile error, and so is a line here whose key is not its check's rule.
 */
const GATE_CHECKS = {
    CONFIG_INVALID: CONFIG_INVALID,
    CONFIG_CHANGED: CONFIG_CHANGED,
    PROTECTION_WEAKENED: PROTECTION_WEAKENED,
    CONTRACT_VERSION_NOT_BUMPED: CONTRACT_VERSION_NOT_BUMPED,
    COMPATIBILITY_BROKEN: COMPATIBILITY_BROKEN,
    COMPATIBILITY_UNVERIFIED: COMPATIBILITY_UNVERIFIED,
    CONTRACT_INVALID: CONTRACT_INVALID,
    SCHEMA_UNREADABLE: SCHEMA_UNREADABLE,
    ASSET_MOVED: ASSET_MOVED,
    CONTRACT_POINTS_AT_NO_ASSET: CONTRACT_POINTS_AT_NO_ASSET,
    WAIVERS_INVALID: WAIVERS_INVALID,
    REMOVED_BEFORE_SUNSET: REMOVED_BEFORE_SUNSET,
    REMOVED_WHILE_READ: REMOVED_WHILE_READ,
    PLANNED_REMOVAL: PLANNED_REMOVAL,
    DEPRECATED_FIELD: DEPRECATED_FIELD,
};
/**
 * The rules found at the base too (rules/attribution.ts "base"), in the order the base's findings
 * are listed: what each head finding is compared with to tell existing debt.
 */
const AT_BASE_CHECKS = [
    CONFIG_INVALID,
    SCHEMA_UNREADABLE,
    CONTRACT_INVALID,
    WAIVERS_INVALID,
    CONTRACT_POINTS_AT_NO_ASSET,
];

;// CONCATENATED MODULE: ./src/sync/check/base-findings.ts






/**
 * What the base holds of what the pull request changes, read once with the other facts: the read
 * problems of the changed schema files at the base (judged by the base's contracts and the broken
 * ones' stand-ins), the base versions of the changed contract files, the base ledger's errors.
 */
async function baseFactsOf(start, run, broken, ledger) {
    const contracts = [...run.baseContracts, ...standInContracts(broken)];
    return {
        unreadable: unreadableSchemaFindings(run.versions.baseDiagnostics, run.versions.base, contracts, run.sources),
        changedContracts: await changedContractsAtBase(start),
        ledger,
    };
}
/**
 * The findings the base commit already has, of the rules that can pre-exist (rules/attribution.ts),
 * found by each rule's `atBase` from the base's side of the facts (what a pull request pays for:
 * docs/rules.md "Fail closed: what fails a pull request's check"). A head finding with one of
 * their fingerprints is existing debt (outcome/existing-debt.ts).
 */
async function baseGateFindings(facts, head) {
    const findings = [];
    for (const check of AT_BASE_CHECKS)
        findings.push(...((await check.atBase?.(facts, head)) ?? []));
    const { changedContracts, unreadable } = facts.atBase;
    return (0,outcome_findings/* findingsOf */.WX)({
        findings,
        checks: [],
        uncontracted: [],
        unreadable: unreadableFiles([
            ...changedContracts
                .filter((d) => d.severity !== "error")
                .map((d) => ({ ...d, subject: diagnosticSubject(d) })),
            ...unreadable.rest,
        ]),
    });
}
/** Diagnostics by file, in the report's shape (with their subjects). */
function unreadableFiles(diagnostics) {
    const byFile = new Map();
    for (const d of diagnostics) {
        const entry = byFile.get(d.file) ?? { file: d.file, diagnostics: [] };
        entry.diagnostics.push({ line: d.line, severity: d.severity, message: d.message, subject: d.subject });
        byFile.set(d.file, entry);
    }
    return [...byFile.values()];
}

// EXTERNAL MODULE: ./src/compliance/compat-mode.ts
var compat_mode = __webpack_require__(81705);
;// CONCATENATED MODULE: ./src/compliance/compat-history.ts



const changeKey = (asset, change) => `${asset}|${change.field}|${change.kind}`;
/** The versions a mode judges, newest first: all of them when transitive, else the newest only. */
function versionsInScope(versions, mode) {
    const { direction, transitive } = (0,compat_modes/* modeParts */.MV)(mode);
    if (!direction)
        return [];
    const newestFirst = [...versions].sort((a, b) => b.number - a.number);
    return transitive ? newestFirst : newestFirst.slice(0, 1);
}
/**
 * The breaking changes of `head` against the versions `mode` judges, each with the oldest version
 * it breaks. Only assets `head` holds are judged (an asset the head removes is a removal the diff of
 * base and head reports). Versions with the same assets are diffed once (a whitespace commit).
 */
function compatibilityBreaks(head, versions, mode) {
    const found = new Map();
    // Newest first: each older version that breaks the same way moves `oldest` back.
    for (const { version, breaks } of versionVerdicts(head, versions, mode)) {
        for (const { asset, change } of breaks) {
            const key = changeKey(asset, change);
            const known = found.get(key);
            if (known) {
                known.oldest = version;
                known.change = change;
                known.brokenVersions += 1;
            }
            else
                found.set(key, { asset, mode, change, oldest: version, newest: version, brokenVersions: 1 });
        }
    }
    return [...found.values()];
}
/**
 * Each version `mode` judges, newest first, with the head's breaking changes against it (none: the
 * head is compatible with that version in the mode's direction). Versions with the same assets are
 * diffed once (a commit that only changed whitespace or a comment).
 */
function versionVerdicts(head, versions, mode) {
    const { direction } = (0,compat_modes/* modeParts */.MV)(mode);
    const scope = versionsInScope(versions, mode);
    if (!direction || head.length === 0)
        return [];
    const headKeys = new Set(head.map(diff_assets/* assetKey */.e));
    const verdicts = new Map();
    return scope.map((version) => {
        const print = JSON.stringify(version.assets.map((asset) => [asset.resourceName, asset.schema]));
        let breaks = verdicts.get(print);
        if (!breaks) {
            breaks = breakingChanges(version.assets, head, direction, headKeys);
            verdicts.set(print, breaks);
        }
        return { version, breaks };
    });
}
function breakingChanges(old, head, direction, headKeys) {
    // Only the old assets the head still holds: a version's other assets are no concern of this asset.
    const paired = old.length === 1 && head.length === 1 ? old : old.filter((a) => headKeys.has((0,diff_assets/* assetKey */.e)(a)));
    if (paired.length === 0)
        return [];
    const result = [];
    for (const diff of (0,compat_mode/* diffAssetsInMode */.NP)(paired, head, direction)) {
        if (diff.status !== "changed")
            continue;
        for (const change of diff.changes)
            if (change.breaking)
                result.push({ asset: diff.asset, change });
    }
    return result;
}
/**
 * The breaks a pull request introduces: those of the head that the base does not already have
 * against the versions before it (existing debt is the default branch's, not the pull request's).
 * `baseVersions` are the versions the base judges against (the base's own version left out).
 */
function introducedBreaks(headBreaks, baseBreaks) {
    // The same change of the same field against the same oldest version, to the same value: a field
    // the base broke once and the pull request changes again is a new break, not the base's debt.
    const debtKey = (b) => `${changeKey(b.asset, b.change)}|${b.oldest.commit}|${b.change.before ?? ""}|${b.change.after ?? ""}`;
    const debt = new Set(baseBreaks.map(debtKey));
    return headBreaks.filter((b) => !debt.has(debtKey(b)));
}
/**
 * The breaks a pull request introduces against `versions` (oldest first; the last is the base's
 * own when the base holds the asset): the head's breaks less the base's own debt against the
 * versions before it. The base is judged on the same assets as the head: a message or record that
 * is an asset of its own reports its changes there and not inside the asset that nests it, so
 * judging the base on more assets than the head would file a nested break elsewhere, and the
 * head's same break would look new (attack54 F12).
 */
function pullRequestBreaks(heads, baseAssets, versions, mode) {
    const headKeys = new Set(heads.map(diff_assets/* assetKey */.e));
    const sameAsHead = baseAssets.filter((asset) => headKeys.has((0,diff_assets/* assetKey */.e)(asset)));
    // One asset each side pairs even if renamed (diffAssets does the same).
    const base = sameAsHead.length === 0 && heads.length === 1 && baseAssets.length === 1 ? baseAssets : sameAsHead;
    const baseEarlier = base.length > 0 ? versions.slice(0, -1) : versions;
    return introducedBreaks(compatibilityBreaks(heads, versions, mode), compatibilityBreaks(base, baseEarlier, mode));
}
/**
 * The versions of a line that starts at the contract's current major version: those at or after
 * `lineStart` (a version number), all of them when undefined.
 */
function versionsOfLine(versions, lineStart) {
    return lineStart === undefined ? [...versions] : versions.filter((v) => v.number >= lineStart);
}
/** "version 3 of 7 (commit 0a1b2c3, 2026-01-02: subject)": how a finding names a version. */
function describeVersion(version, total) {
    const day = version.date ? `, ${version.date.slice(0, 10)}` : "";
    return `version ${version.number} of ${total} (commit ${version.commit.slice(0, 12)}${day})`;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/sync/compatibility-line.ts


/**
 * Where a contract's current major line starts among its asset's versions (`compatibilityLine:
 * major`): a major version bump of the contract starts a new line, as a new subject would in a
 * schema registry. The line starts at the commit where the contract's major version became the
 * base's; the asset's version current then is the line's first. Its number among `versions`; 1
 * (every version) when the contract's history or version cannot say.
 */
async function majorLineStart(git, base, loaded, versions) {
    const current = compatibility_line_majorOf(loaded.contract.version);
    if (current === undefined || !git.pathHistory || !git.firstParentCommits)
        return 1;
    const history = await git.pathHistory(base, loaded.file);
    let start;
    for (const version of [...history.versions].reverse()) {
        // Where the contract file was then (the walk follows a renamed contract file).
        const text = await git.filesAt(version.commit).readText(version.path ?? loaded.file);
        if (compatibility_line_majorOf(versionIn(text, loaded.contract.id)) !== current)
            break;
        start = version.commit;
    }
    if (!start)
        return 1;
    const since = new Set([start, ...(await git.firstParentCommits(start, base))]);
    const atStart = versions.find((v) => v.commit === start);
    if (atStart)
        return atStart.number;
    const first = versions.find((v) => since.has(v.commit));
    // The version current when the line started is its first (the one before the first change since).
    const before = first ? first.number - 1 : (versions.at(-1)?.number ?? 1);
    return Math.max(1, before);
}
function compatibility_line_majorOf(version) {
    return version === undefined ? undefined : readLoosely(version)?.major;
}
/** The `version` of the contract `id` in a contract file's text (a file may hold several documents). */
function versionIn(text, id) {
    if (text === undefined)
        return undefined;
    try {
        for (const document of (0,dist/* parseAllDocuments */.hR)(text)) {
            const value = document.toJS({ maxAliasCount: 0 });
            if (value &&
                value.id === id &&
                (typeof value.version === "string" || typeof value.version === "number"))
                return String(value.version);
        }
    }
    catch {
        return undefined;
    }
    return undefined;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./src/code-identity.ts
var code_identity = __webpack_require__(19301);
// EXTERNAL MODULE: ./src/pglite/data-dir.ts
var data_dir = __webpack_require__(29935);
;// CONCATENATED MODULE: ./src/sync/history-cache.ts







/**
 * The assets of each earlier version of a read target, kept across runs by the Git object the
 * target's path names at that version (a blob, or a migration folder's tree), with every other
 * file the read used and their fingerprint (read-inputs.ts): an entry is used only where each of
 * those is the same (a sibling .avsc's named type, an import), so it never goes stale. One file per
 * target (its path and how it is read), in `history-v2/` of the cache folder beside PGlite's (docs/configure.md), off with
 * `CONTRACT_SYNC_READ_CACHE=0` like the other read caches. A file written by other reader code is
 * never read (it holds the code's identity); a damaged one costs the reads, never a wrong answer.
 */
const FORMAT = "history-v2";
/** Versions kept per target: the newest by when they were read (an old line's versions go first). */
const KEEP = 4_096;
/**
 * Bytes kept per target file: the newest entries that fit (attack54 F11: 40 versions of a 4.5 MB
 * schema made a 190 MB file, read and rewritten whole on every run). What does not fit is read again.
 */
const HISTORY_CACHE_BYTES = 32 * 1024 * 1024;
function historyCacheEnabled(env = process.env) {
    return env.CONTRACT_SYNC_READ_CACHE !== "0" && env.CONTRACT_SYNC_READ_CACHE !== "false";
}
function historyCacheFolder(env = process.env) {
    return (0,external_node_path_.join)((0,external_node_path_.dirname)((0,data_dir/* pgliteCacheFile */.a4)(env)), FORMAT);
}
/** The cache of one read target: `describe` names everything its read depends on but the object. */
async function openVersionCache(describe, env = process.env, maxBytes = HISTORY_CACHE_BYTES) {
    const enabled = historyCacheEnabled(env);
    const key = (0,external_node_crypto_.createHash)("sha256")
        .update(`${FORMAT}\n${codeIdentity()}\n${JSON.stringify(describe)}`)
        .digest("hex");
    const file = (0,external_node_path_.join)(historyCacheFolder(env), `${key.slice(0, 40)}.json`);
    const entries = enabled ? await load(file, key) : new Map();
    const stats = { loaded: entries.size, added: 0 };
    return {
        stats,
        get: (object) => entries.get(object),
        set(object, read) {
            // Re-inserted last: Map order is the order of use, and pruning drops the first.
            entries.delete(object);
            entries.set(object, read);
            stats.added += 1;
        },
        async save() {
            if (!enabled || stats.added === 0)
                return;
            const kept = newestWithin([...entries].slice(-KEEP), maxBytes);
            const temporary = `${file}.${process.pid}.tmp`;
            try {
                await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
                await (0,promises_.writeFile)(temporary, `{"key":${JSON.stringify(key)},"entries":[${kept.join(",")}]}`);
                await (0,promises_.rename)(temporary, file);
            }
            catch {
                // Not cached: the next run reads the versions again.
                await (0,promises_.rm)(temporary, { force: true }).catch(() => { });
            }
        },
    };
}
/** The newest entries whose JSON fits in `maxBytes`, oldest first (the order of use kept). */
function newestWithin(entries, maxBytes) {
    const kept = [];
    let bytes = 0;
    for (let i = entries.length - 1; i >= 0; i -= 1) {
        const text = JSON.stringify(entries[i]);
        bytes += Buffer.byteLength(text) + 1;
        if (bytes > maxBytes)
            break;
        kept.unshift(text);
    }
    return kept;
}
const isRead = (value) => {
    const read = value;
    return (typeof read === "object" &&
        read !== null &&
        typeof read.fingerprint === "string" &&
        Array.isArray(read.assets) &&
        Array.isArray(read.inputs?.files) &&
        Array.isArray(read.inputs?.folders) &&
        Array.isArray(read.inputs?.trees));
};
async function load(file, key) {
    const text = await (0,promises_.readFile)(file, "utf8").catch(() => undefined);
    if (text === undefined)
        return new Map();
    try {
        const stored = JSON.parse(text);
        if (stored.key !== key || !Array.isArray(stored.entries))
            return new Map();
        const entries = new Map();
        for (const entry of stored.entries) {
            if (!Array.isArray(entry) || typeof entry[0] !== "string" || !isRead(entry[1]))
                return new Map();
            entries.set(entry[0], entry[1]);
        }
        return entries;
    }
    catch {
        return new Map();
    }
}
let identity;
/** The readers' code (src/schema from source, else the bundle holding this module). */
function codeIdentity() {
    if (identity)
        return identity;
    const here = (0,external_node_url_.fileURLToPath)(import.meta.url);
    if (!here.endsWith(".ts")) {
        identity = (0,code_identity/* identityOfFiles */.H)([here]);
        return identity;
    }
    const schema = (0,external_node_path_.join)((0,external_node_path_.dirname)(here), "..", "schema");
    const files = (0,external_node_fs_.readdirSync)(schema, { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith(".ts"))
        .sort()
        .map((name) => (0,external_node_path_.join)(schema, name));
    identity = (0,code_identity/* identityOfFiles */.H)([here, ...files]);
    return identity;
}

// EXTERNAL MODULE: ./src/sync/read-inputs.ts
var read_inputs = __webpack_require__(44905);
;// CONCATENATED MODULE: ./src/sync/history-versions.ts



/** At most this many versions of one target are read (the newest); 1,000 unless the environment says. */
const DEFAULT_HISTORY_MAX_VERSIONS = 1000;
function historyMaxVersions(env = process.env) {
    const n = Number(env.CONTRACT_SYNC_HISTORY_MAX_VERSIONS);
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_HISTORY_MAX_VERSIONS;
}
/** A progress line in the log every this many versions read (a long history is not a silent minute). */
const PROGRESS_EVERY = 500;
/** Why the history cannot be read at all (a Git port without history: the check fails closed). */
class HistoryUnavailable extends Error {
}
/**
 * The versions of `target` on `rev`'s first-parent line (the base: the default branch), each read
 * once per Git object and cached across runs (history-cache.ts). The port fetches what a shallow
 * clone lacks when it can (ensurePathHistory).
 */
async function readTargetHistory(git, rev, target, sources, options = {}) {
    const walk = git.ensurePathHistory ?? git.pathHistory;
    if (!walk)
        throw new HistoryUnavailable("this Git adapter cannot read a file's history");
    const history = await walk.call(git, rev, target.path);
    // A version is read where the file was then (an earlier name, before a rename), cached per path.
    const caches = new Map();
    const cacheOf = async (path) => {
        const known = caches.get(path);
        if (known)
            return known;
        const opened = await openVersionCache({ ...cacheKeyOf(target), path });
        caches.set(path, opened);
        return opened;
    };
    const versions = [];
    const unreadable = [];
    let read = 0;
    const cap = options.cap ?? historyMaxVersions();
    // The newest `cap` versions, numbered among all of them; the older ones are named, never judged.
    const skip = Math.max(0, history.versions.length - cap);
    const [first, last] = [history.versions[0], history.versions[skip - 1]];
    const beyondCap = skip > 0 && first && last ? { cap, count: skip, first, last } : undefined;
    for (const [index, version] of history.versions.entries()) {
        if (index < skip)
            continue;
        const every = options.progressEvery ?? PROGRESS_EVERY;
        if ((index - skip) % every === 0 && history.versions.length - skip > every)
            options.progress?.(`history of ${target.path}: ${index - skip} of ${history.versions.length - skip} versions read`);
        const then = { ...target, path: version.path ?? target.path };
        const cache = await cacheOf(then.path);
        const files = git.filesAt(version.commit);
        const known = cache.get(version.object);
        // The same object read with other siblings (a revert, another repository) is another read.
        let assets = known && (await (0,read_inputs/* fingerprintOf */.a)(files, known.inputs)) === known.fingerprint ? known.assets : undefined;
        if (!assets) {
            const fresh = await readVersion(files, then, sources);
            assets = fresh.assets;
            read += 1;
            // An unreadable version is not cached: a later reader may read it.
            if (assets.length > 0)
                cache.set(version.object, {
                    assets,
                    inputs: fresh.inputs,
                    fingerprint: await (0,read_inputs/* fingerprintOf */.a)(files, fresh.inputs),
                });
        }
        if (assets.length === 0) {
            unreadable.push(version.commit);
            continue;
        }
        versions.push({
            commit: version.commit,
            number: index + 1,
            date: version.date,
            subject: version.subject,
            assets,
        });
    }
    for (const cache of caches.values())
        await cache.save();
    return {
        target: target.path,
        versions,
        complete: history.complete,
        boundary: history.boundary,
        unreadable,
        fetches: history.fetches ?? [],
        read,
        cached: history.versions.length - skip - read,
        total: history.versions.length,
        beyondCap,
    };
}
function cacheKeyOf(target) {
    const { sourceType, dataSource, views, ruleFolder } = target;
    return { sourceType, dataSource, views, ruleFolder };
}
async function readVersion(commitFiles, target, sources) {
    const { files, inputs } = (0,read_inputs/* recordingFiles */.h)(commitFiles);
    try {
        // Only what a comparison needs: the line and file of an old field point at nothing today.
        const assets = (await (0,asset_reads/* readTargets */.R0)(files, sources, [target])).map((asset) => ({
            ...asset,
            dropped: undefined,
        }));
        return { assets, inputs: inputs() };
    }
    catch {
        return { assets: [], inputs: inputs() };
    }
}

;// CONCATENATED MODULE: ./src/sync/compatibility.ts









/** Every base contract in force on the asset that sets a mode (each judges at its own level), else its source rule's. */
function governanceOf(asset, input) {
    const contracts = input.contracts.filter((c) => c.contract.compatibility !== undefined &&
        (0,statuses/* inForce */.Nm)(c.contract) &&
        (0,src_contracts/* contractResourceNames */.fd)(c.contract).includes(asset.resourceName));
    if (contracts.length > 0)
        return contracts.map((contract) => ({
            mode: contract.contract.compatibility ?? "NONE",
            line: contract.contract.compatibilityLine ?? "all",
            level: contract.contract.enforcementLevel ?? "INACTIVE",
            contract,
        }));
    const mode = input.sources.rules.compatibilityFor(asset.file);
    return mode ? [{ mode, line: "all", level: "ALERT" }] : [];
}
const inTarget = (asset, target) => asset.file === target.path || asset.file.startsWith(`${target.path}/`);
/** The head asset as the base knew it: under its old name when the pull request moved its file. */
function asBaseKnewIt(asset, moves) {
    const move = moves.find((m) => m.to.resourceName === asset.resourceName && m.to.file === asset.file);
    return move ? underOldName(move) : asset;
}
async function compatibilityFindings(input) {
    const findings = [];
    for (const headTarget of input.targets) {
        const heads = input.head
            .filter((asset) => inTarget(asset, headTarget))
            .map((asset) => asBaseKnewIt(asset, input.moves ?? []));
        // A renamed file is the old one's next version: its base version and history are the old path's.
        const target = { ...headTarget, path: input.renamed?.get(headTarget.path) ?? headTarget.path };
        // One judgement per governance: a file's assets may be held to different contracts.
        const groups = new Map();
        for (const asset of heads)
            for (const governance of governanceOf(asset, input)) {
                if (governance.mode === "NONE")
                    continue;
                const key = `${governance.contract?.contract.id ?? ""}|${governance.mode}|${governance.line}`;
                const group = groups.get(key) ?? { governance, assets: [] };
                group.assets.push(asset);
                groups.set(key, group);
            }
        if (groups.size === 0)
            continue;
        const baseOfTarget = input.baseAssets.filter((asset) => inTarget(asset, target));
        let history;
        for (const { governance, assets } of groups.values()) {
            if (!(0,compat_modes/* modeParts */.MV)(governance.mode).transitive) {
                findings.push(...againstBase(assets, baseOfTarget, governance, input.base));
                continue;
            }
            try {
                history ??= await readTargetHistory(input.git, input.base, target, input.sources, {
                    progress: input.progress,
                });
            }
            catch (error) {
                if (!(error instanceof HistoryUnavailable))
                    throw error;
                findings.push(unverified(governance, assets, `${error.message}: the earlier versions cannot be read`));
                continue;
            }
            findings.push(...(await transitive(assets, baseOfTarget, governance, history, input)));
        }
    }
    return findings;
}
/** BACKWARD, FORWARD, FULL: the head against the base's version alone (no history read). */
function againstBase(heads, baseAssets, governance, base) {
    if (baseAssets.length === 0)
        return [];
    const version = { commit: base, number: 1, assets: baseAssets };
    const breaks = compatibilityBreaks(heads, [version], governance.mode);
    return breaks.map((b) => broken(b, heads, governance, `the base's version (commit ${base.slice(0, 12)})`));
}
async function transitive(heads, baseAssets, governance, history, input) {
    const findings = [];
    if (!history.complete)
        findings.push(unverified(governance, heads, `the checkout is shallow at commit ${history.boundary?.slice(0, 12)}, where ${history.target} already exists: its earlier versions cannot be seen${history.fetches.length > 0 ? ` (tried: ${history.fetches.filter((f) => f.startsWith("git ")).join("; ")})` : ""}; fetch the whole history (actions/checkout with fetch-depth: 0)`));
    if (history.unreadable.length > 0)
        findings.push({
            ...unverified(governance, heads, `${history.unreadable.length} earlier version(s) of ${history.target} cannot be read and were not judged: commit ${history.unreadable.map((c) => c.slice(0, 12)).join(", ")}`),
            // The branch's old versions: listed, never blocking a pull request that did not make them.
            level: "ALERT",
            subject: `unreadable ${history.target}`,
        });
    let versions = history.versions;
    let lineStart = 1;
    if (governance.line === "major" && governance.contract) {
        lineStart = await majorLineStart(input.git, input.base, governance.contract, versions);
        versions = versions.filter((v) => v.number >= lineStart);
    }
    findings.push(...beyondTheCap(history, governance, heads, lineStart));
    // The base's own version is the newest when the base holds the file: the base is judged against the others.
    const breaks = pullRequestBreaks(heads, baseAssets, versions, governance.mode);
    return [
        ...findings,
        ...breaks.map((b) => broken(b, heads, governance, describeVersion(b.oldest, history.total))),
    ];
}
function broken(found, heads, governance, version) {
    const asset = heads.find((a) => a.resourceName === found.asset) ?? heads[0];
    const place = asset ? (0,locate/* locateField */.Dz)(asset, found.change.field) : { file: "", line: undefined };
    const { direction } = (0,compat_modes/* modeParts */.MV)(found.mode);
    const why = direction === "backward"
        ? "a reader of the new version cannot read data written with"
        : direction === "forward"
            ? "a reader of"
            : "data cannot be read both ways between the new version and";
    const tail = direction === "forward" ? " cannot read data written with the new one" : "";
    const also = found.brokenVersions > 1
        ? ` (and ${found.brokenVersions - 1} later version(s), up to version ${found.newest.number})`
        : "";
    const field = found.change.field || "(root)";
    return {
        kind: "broken",
        level: governance.level,
        file: place.file,
        line: place.line,
        detail: `${found.mode} ${found.asset}`,
        message: `${found.change.kind} ${field}: ${found.change.reason}. Under ${found.mode}${governance.contract ? "" : " (its source rule's mode, ALERT)"}, ${why} ${version}${tail}${also}`,
        contract: governance.contract ? contractRef(governance.contract) : undefined,
        asset: found.asset,
        subject: `${found.mode} ${field} ${found.change.kind}`,
    };
}
/**
 * The versions past the cap, when the mode's line reaches back to them (a line that starts later
 * needs none of them): not seen, so not judged, so the check fails closed at the contract's level.
 */
function beyondTheCap(history, governance, heads, lineStart) {
    const skipped = history.beyondCap;
    // A line whose first version is newer than every unread one needs none of them.
    if (!skipped || lineStart > skipped.count)
        return [];
    const commit = (v) => `commit ${v.commit.slice(0, 12)}, ${v.date.slice(0, 10)}`;
    return [
        {
            ...unverified(governance, heads, `${history.target} has ${history.total} versions, over the cap of ${skipped.cap} read (CONTRACT_SYNC_HISTORY_MAX_VERSIONS): versions 1 to ${skipped.count} (${commit(skipped.first)} to ${commit(skipped.last)}) were not read nor judged`),
            subject: `${governance.mode} versions beyond the cap`,
        },
    ];
}
function unverified(governance, heads, message) {
    const asset = heads[0];
    return {
        kind: "unverified",
        level: governance.level,
        file: asset?.file,
        detail: `${governance.mode} ${asset?.resourceName ?? ""}`,
        message: `${governance.mode} needs every earlier version: ${message}`,
        contract: governance.contract ? contractRef(governance.contract) : undefined,
        asset: asset?.resourceName,
        subject: governance.mode,
    };
}

;// CONCATENATED MODULE: ./src/sync/check/compatibility-facts.ts


/**
 * The compatibility modes' judgements of the changed assets (src/sync/compatibility.ts), gathered
 * once for COMPATIBILITY_BROKEN and COMPATIBILITY_UNVERIFIED: the assets whose base contract or
 * base source rule sets a mode, against the base or the default branch's history. Nothing is read
 * when no mode is set anywhere, or when the check has no Git port (unit tests).
 */
async function compatibilityFacts(start, run) {
    const targets = start.changes.headTargets;
    if (!run.git || targets.length === 0 || run.versions.head.length === 0)
        return [];
    const setsMode = (mode) => mode !== undefined && mode !== "NONE";
    const byRule = run.sources.rules.config.sources.some((rule) => setsMode(rule.compatibility));
    const contracts = await baseContractsOf(run);
    if (!byRule && !contracts.some((loaded) => setsMode(loaded.contract.compatibility)))
        return [];
    return compatibilityFindings({
        git: run.git,
        base: run.request.base,
        sources: run.sources,
        targets,
        head: run.versions.head,
        baseAssets: run.versions.base,
        contracts,
        renamed: new Map(start.changes.schemaFiles.flatMap((file) => file.status === "renamed" && file.previousPath ? [[file.path, file.previousPath]] : [])),
        moves: run.moves,
        progress: (line) => run.log.info(line),
    });
}

;// CONCATENATED MODULE: ./src/sync/check/declared-readers.ts


/**
 * Per broken field, the consumers its contract declares as reading it (docs/intended-changes.md
 * "Consumers told"): a violation's message ends with their names. Only consumers whose `reads`
 * names the field (or a record holding it, or a part of it) are named here; the comment's "Who
 * depends on the broken assets" lists every consumer of the asset.
 */
async function withDeclaredReaders(run, checks) {
    if (!checks.some((c) => c.violations.length > 0))
        return [...checks];
    const contracts = new Map();
    for (const c of await baseContractsOf(run))
        contracts.set(c.contract.id, c);
    // The pull request's version of a contract it changes is the one the check held the asset to.
    for (const c of run.changedFiles.head)
        contracts.set(c.contract.id, c);
    return checks.map((check) => {
        const consumers = (contracts.get(check.contract.id ?? "")?.contract.consumers ?? []).filter(compliance_deprecation/* namesFields */.kK);
        if (consumers.length === 0)
            return check;
        return {
            ...check,
            violations: check.violations.map((violation) => {
                const readers = (0,compliance_deprecation/* readersOf */.cU)(consumers, violation.field);
                if (readers.length === 0)
                    return violation;
                const names = readers.map((c) => `${c.name}${c.team ? ` (${c.team})` : ""}`).join(", ");
                return { ...violation, message: `${violation.message} Declared consumers reading it: ${names}.` };
            }),
        };
    });
}

// EXTERNAL MODULE: ./src/compliance/check.ts + 2 modules
var compliance_check = __webpack_require__(85365);
;// CONCATENATED MODULE: ./src/sync/check/existing-debt.ts







/**
 * The contract violations the base already has on the assets the check judged (docs/rules.md "Existing debt: only what the pull request introduced blocks"): each base asset against the base's version of the same contract, when that contract
 * governed it at the base. Computed here from what the check has read (the base versions of the
 * changed assets), no service call: a remote check reads the base's contract files only when an
 * asset was judged against a contract. `contractedBase`: base assets read for the contracts the pull
 * request changed (their assets need not have changed).
 */
async function baseViolations(run, checks, contractedBase) {
    // The changed assets' base versions, and those read for a contract the pull request changed.
    const baseAssets = new Map([...contractedBase, ...run.versions.base].map((a) => [a.resourceName, a]));
    const judged = checks.filter((c) => c.contract.id !== undefined && baseAssets.has(c.asset));
    if (judged.length === 0)
        return [];
    const contracts = await baseContractsOf(run);
    const byId = new Map(contracts.map((c) => [c.contract.id, c]));
    return (0,rules/* fingerprinted */.g0)(judged.flatMap((check) => {
        const loaded = byId.get(check.contract.id ?? "");
        const asset = baseAssets.get(check.asset);
        if (!loaded || !asset || !governedAtBase(loaded, check.asset))
            return [];
        return (0,outcome_findings/* violationFindings */.Ch)({
            asset: check.asset,
            file: asset.file,
            contract: contractRef(loaded),
            violations: (0,compliance_check/* checkAsset */.V)(loaded.contract, asset.schema),
        });
    }));
}
function governedAtBase(loaded, asset) {
    const { contract } = loaded;
    return ((0,statuses/* inForce */.Nm)(contract) &&
        (contract.enforcementLevel ?? "INACTIVE") !== "INACTIVE" &&
        (0,src_contracts/* contractResourceNames */.fd)(contract).includes(asset));
}

// EXTERNAL MODULE: ./src/compliance/renames.ts + 1 modules
var renames = __webpack_require__(64779);
;// CONCATENATED MODULE: ./src/sync/check/renames.ts


const MISSING = new Set(["MISSING_REQUIRED_PROPERTY", "MISSING_OPTIONAL_PROPERTY"]);
/**
 * A field the contract names that is missing from the head, where the head seems to carry it
 * under another name (compliance/renames.ts: an alias, a field number, a RENAME COLUMN, or the
 * same type at the same place), is marked with the rename: its finding is PROBABLE_RENAME with
 * the format's safe route, not "missing". Base and head are the versions the check read.
 */
function withRenames(checks, versions) {
    const baseByName = new Map(versions.base.map((a) => [a.resourceName, a]));
    const head = new Map(versions.head.map((a) => [a.resourceName, a]));
    const notesOf = new Map();
    const notes = (asset) => {
        let found = notesOf.get(asset);
        if (!found) {
            const [was, now] = [baseByName.get(asset), head.get(asset)];
            found = was && now && was.sourceType === now.sourceType ? (0,renames/* renameNotes */.E7)(was, now) : new Map();
            notesOf.set(asset, found);
        }
        return found;
    };
    return checks.map((check) => {
        if (!check.violations.some((v) => MISSING.has(v.violationType)))
            return check;
        const renamed = notes(check.asset);
        if (renamed.size === 0)
            return check;
        const violations = check.violations.map((v) => {
            const rename = MISSING.has(v.violationType) ? renamed.get(v.field) : undefined;
            const now = head.get(check.asset);
            // The finding points at the field under its new name: the line the pull request changed.
            return rename && now ? { ...v, ...(0,locate/* locateField */.Dz)(now, rename.to), rename } : v;
        });
        return { ...check, violations };
    });
}

;// CONCATENATED MODULE: ./src/sync/check/outside-contracts.ts
/**
 * The breaking changes of contracted assets that no violation reports: a field the contract does
 * not name, or names without pinning what changed (a column's declared width under a contract
 * that states only `string`). The diff shows them for an asset without a contract; a contract
 * must not hide them, so they are shown beside it (ALERT, not counted), never enforced.
 */
function outsideContracts(changes, checks) {
    const reported = new Map();
    const contractOf = new Map();
    for (const check of checks) {
        const fields = reported.get(check.asset) ?? new Set();
        // A probable rename is reported on both its names: the changes show it at the new one.
        for (const v of check.violations) {
            fields.add(v.field);
            if (v.rename)
                fields.add(v.rename.to);
        }
        reported.set(check.asset, fields);
        if (!contractOf.has(check.asset))
            contractOf.set(check.asset, check.contract);
    }
    return changes.flatMap((change) => {
        const contract = contractOf.get(change.asset);
        if (!contract || change.status !== "changed")
            return [];
        const fields = reported.get(change.asset);
        const left = change.changes.filter((c) => c.breaking && !fields?.has(c.field));
        if (left.length === 0)
            return [];
        return [{ ...change, changes: left, contract: { name: contract.name, file: contract.filePath } }];
    });
}

;// CONCATENATED MODULE: ./src/sync/check/uncontracted-changes.ts





/**
 * Changes no contract enforces: those of assets without a contract (a DRAFT one named), and the
 * breaking changes of contracted assets on fields no violation reports (a contract never hides
 * what the diff shows).
 */
async function changesNoContractEnforces(run, uncontractedNames, assetByName, checks) {
    const contracts = uncontractedNames.size > 0 ? await baseContractsOf(run) : run.baseContracts;
    const contracted = new Set(checks.map((c) => c.asset));
    return [
        ...withDrafts(uncontractedChanges(run.versions, uncontractedNames, assetByName), contracts),
        ...outsideContracts(uncontractedChanges(run.versions, contracted, assetByName), checks),
    ];
}
/**
 * A DRAFT contract on an uncontracted asset is named beside its changes: the asset has a contract,
 * which is not enforced until its owner makes it ACTIVE.
 */
function withDrafts(changes, contracts) {
    if (changes.length === 0)
        return changes;
    const drafts = new Map();
    for (const loaded of contracts) {
        if (loaded.contract.status !== "DRAFT")
            continue;
        for (const name of (0,src_contracts/* contractResourceNames */.fd)(loaded.contract))
            if (!drafts.has(name))
                drafts.set(name, loaded);
    }
    return changes.map((change) => {
        const draft = drafts.get(change.asset);
        return draft ? { ...change, draft: { name: draft.contract.name, file: draft.file } } : change;
    });
}
/** Assets without a contract: how they changed, breaking changes first. */
function uncontractedChanges(versions, names, assetByName) {
    return (0,diff_assets/* diffAssets */.r)(versions.base.filter((a) => names.has(a.resourceName)), versions.head.filter((a) => names.has(a.resourceName)), 
    // A rename shown as the rule finds it (sync/check/renames.ts): one detector for both.
    { renames: true })
        .filter((d) => d.changes.length > 0)
        .map((d) => {
        const asset = assetByName.get(d.asset);
        return {
            asset: d.asset,
            sourceType: d.sourceType,
            file: asset?.file,
            status: d.status,
            changes: d.changes.map((change) => ({
                ...change,
                // File and line together: a migration folder's field may be placed in another file than the asset.
                ...(asset && d.status !== "removed" ? (0,locate/* locateField */.Dz)(asset, change.field) : { line: undefined }),
            })),
        };
    })
        .sort((a, b) => Number(b.changes.some((c) => c.breaking)) - Number(a.changes.some((c) => c.breaking)));
}

;// CONCATENATED MODULE: ./src/sync/check/waiver-ledger.ts

/**
 * The waiver ledger as the base holds it: a pull request cannot waive its own break by adding
 * an entry (the entry applies once merged, after its review). A ledger that cannot be read
 * waives nothing, and its errors block at their lines (fail closed): what it meant to waive
 * counts again, so the check says why.
 */
function baseWaiverLedger(base, today) {
    if (base.text === undefined && base.diagnostics.length === 0)
        return { ledger: undefined, findings: [] };
    return { ledger: { file: base.file, entries: base.waivers, today }, findings: ledgerErrorFindings(base) };
}

;// CONCATENATED MODULE: ./src/sync/check/check-report.ts











// Rules: the facts gathered, every gate rule of the registry runs over them once; with the
// judged checks, the changes outside contracts and what the base already has, the report.
/** The report: fail-closed and protection findings, contract checks, changes outside contracts, unreadable files. */
async function reportOf(run, start, unreadableHead, judged) {
    const { changedFiles } = run;
    // A missing field the head carries under another name is a probable rename (renames.ts).
    // Each broken field names the declared consumers that read it (declared-readers.ts).
    const checks = await withDeclaredReaders(run, withRenames(judged.checks, run.versions));
    // The base's ledger is the one applied; the head's is validated (its errors are the pull request's).
    const waivers = baseWaiverLedger(start.ledgers.base, start.today);
    const facts = {
        start,
        run,
        unreadableHead,
        results: judged.results,
        atBase: await baseFactsOf(start, run, unreadableHead.broken, waivers.findings),
        compatibility: await compatibilityFacts(start, run),
    };
    // A deprecated contract deleted as planned (its sunset come, no reader) weakens nothing to count.
    const findings = withPlannedDeletions(await gateFindingsOf(facts), deprecatedRemovals(changedFiles, start.today));
    return {
        findings,
        checks,
        uncontracted: await changesNoContractEnforces(run, judged.uncontractedNames, judged.assetByName, checks),
        contractChanges: contractChanges(changedFiles),
        unreadable: unreadableFiles([
            ...changedFiles.diagnostics
                .filter((d) => d.severity !== "error")
                .map((d) => ({ ...d, subject: diagnosticSubject(d) })),
            ...unreadableHead.rest,
        ]),
        // What the base already has: its violations, and the findings of rules that can pre-exist.
        atBase: [
            ...(await baseViolations(run, checks, judged.contractedBase)),
            ...(await baseGateFindings(facts, findings)),
        ],
        waivers: waivers.ledger,
    };
}
/** Every registered gate rule over the facts, in the registry's order (one after another: reads stay in order). */
async function gateFindingsOf(facts) {
    const findings = [];
    for (const check of Object.values(GATE_CHECKS))
        findings.push(...(await check.detect(facts)));
    return findings;
}

;// CONCATENATED MODULE: ./src/sync/check/every-contract.ts







/**
 * Every contract in force on an asset is enforced, each at its own level: the service answers
 * with one contract per asset, so each asset it judged is held here to the other contracts that
 * name it (the base's, and the pull request's version of those it changes). A consumer team's
 * NOTIFY contract beside the owners' BLOCK one is reported under its own name and level.
 */
async function otherContractChecks(run, checks, checked) {
    const judged = new Map();
    for (const check of checks) {
        const ids = judged.get(check.asset) ?? new Set();
        if (check.contract.id)
            ids.add(check.contract.id);
        judged.set(check.asset, ids);
    }
    if (judged.size === 0)
        return [];
    const byAsset = contractsByAsset(await governingContracts(run), judged);
    if (byAsset.size === 0)
        return [];
    const atHead = new Set([
        ...run.versions.head.map((a) => a.resourceName),
        ...run.moves.map((m) => m.from.resourceName),
    ]);
    const found = [];
    for (const entry of checked) {
        const name = (0,resource_name/* formatResourceName */.f)(entry.input.data_asset_resource_name);
        const done = judged.get(name);
        for (const loaded of byAsset.get(name) ?? []) {
            if (!done || done.has(loaded.contract.id))
                continue;
            done.add(loaded.contract.id);
            const violations = (0,compliance_check/* checkAsset */.V)(loaded.contract, entry.input.schema);
            // A removed asset's file is gone at the head: its violations point at the contract.
            found.push({
                asset: name,
                file: atHead.has(name) ? entry.asset.file : undefined,
                contract: contractRef(loaded),
                violations: atHead.has(name)
                    ? (0,locate/* locateViolations */.fi)(entry.asset, violations)
                    : violations.map((v) => ({ ...v, file: loaded.file, line: loaded.line })),
            });
        }
    }
    return found;
}
/** The contracts the check enforces: the pull request's versions of those it changes, else the base's. */
async function governingContracts(run) {
    const changed = new Map(run.changedFiles.head.map((c) => [c.contract.id, c]));
    const base = (await baseContractsOf(run)).filter((c) => !changed.has(c.contract.id));
    return [...changed.values(), ...base].filter((c) => (0,statuses/* inForce */.Nm)(c.contract));
}
function contractsByAsset(contracts, judged) {
    const byAsset = new Map();
    for (const loaded of contracts) {
        for (const name of (0,src_contracts/* contractResourceNames */.fd)(loaded.contract)) {
            if (!judged.has(name))
                continue;
            byAsset.set(name, [...(byAsset.get(name) ?? []), loaded]);
        }
    }
    return byAsset;
}

// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
;// CONCATENATED MODULE: ./src/sync/check/impact.ts




/** Broken assets the check asks about (one request): the comment names the rest's count. */
const MAX_IMPACT_ASSETS = 10;
/** Readers, writers and consumers listed per asset; the counts are whole. */
const IMPACT_LIST_LIMIT = 5;
/** The lineage question never holds a check longer than this. */
const IMPACT_TIMEOUT_MS = 10_000;
/** The assets a pull request breaks: those of findings that count, and of waived ones (accepted breaks). */
function brokenAssets(findings) {
    const names = findings.filter((f) => f.asset && ((0,rules/* counts */.tQ)(f) || f.waiver)).map((f) => f.asset);
    return [...new Set(names)];
}
/**
 * Who depends on the assets the pull request breaks (docs/intended-changes.md "Intended changes"): the lineage
 * components that read or write each and the consumers its contracts name, in one request to
 * the service (`dataAssetImpact`). A check with no broken asset asks nothing. A service that
 * cannot answer (an older server without the endpoint, a timeout) fails nothing: the report
 * says the consumers are unknown, and why. The embedded service (`embedded`: the base's
 * contracts) starts empty every run and holds no lineage: the base's contracts answer in process,
 * without starting it for this alone.
 */
async function impactOf(findings, service, log, embedded) {
    const broken = brokenAssets(findings);
    if (broken.length === 0)
        return undefined;
    const asked = broken.slice(0, MAX_IMPACT_ASSETS);
    const notAsked = broken.length - asked.length;
    if (embedded)
        return { asked, notAsked, assets: asked.map((asset) => contractConsumers(asset, embedded)) };
    try {
        const { results } = await service.dataAssetImpact({ dataAssetResourceNames: asked, limit: IMPACT_LIST_LIMIT }, { signal: AbortSignal.timeout(IMPACT_TIMEOUT_MS) });
        return { asked, notAsked, assets: results.map(assetImpact) };
    }
    catch (error) {
        const unknown = `the service could not answer who depends on them (${(0,error_message/* errorMessage */.g)(error)})`;
        log.warn(`consumers unknown: ${unknown}`);
        return { asked, notAsked, assets: [], unknown };
    }
}
/** What the contracts in force on an asset say of its consumers (the embedded service's answer, in process). */
function contractConsumers(asset, contracts) {
    const consumers = contracts
        .filter((c) => (0,statuses/* inForce */.Nm)(c.contract) && (0,src_contracts/* contractResourceNames */.fd)(c.contract).includes(asset))
        .flatMap((c) => (c.contract.consumers ?? []).map((consumer) => ({ ...consumer, contractName: c.contract.name })));
    return {
        asset,
        readers: [],
        readerCount: 0,
        writers: [],
        writerCount: 0,
        consumers: consumers.slice(0, IMPACT_LIST_LIMIT),
        consumerCount: consumers.length,
    };
}
function assetImpact(result) {
    return {
        asset: result.dataAssetResourceName,
        readers: result.readers.slice(0, IMPACT_LIST_LIMIT),
        readerCount: result.readerCount,
        writers: result.writers.slice(0, IMPACT_LIST_LIMIT),
        writerCount: result.writerCount,
        consumers: result.consumers.slice(0, IMPACT_LIST_LIMIT).map((c) => ({
            name: c.name,
            ...(c.team !== undefined ? { team: c.team } : {}),
            ...(c.contact !== undefined ? { contact: c.contact } : {}),
            ...(c.contractName !== undefined ? { contractName: c.contractName } : {}),
        })),
        consumerCount: result.consumerCount,
    };
}

;// CONCATENATED MODULE: ./src/sync/check/service-answers.ts




/**
 * The embedded service starts empty: it gets the repository's contracts at the base, and the
 * head version of each contract the pull request changes ("update the contract in the same PR"
 * is the fix we advise). A remote service already holds the published ones. When nothing is
 * to be asked (a README-only pull request, or one that changes no contracted asset and no
 * contract) the embedded service gets nothing, and is not started unless it was warmed.
 */
async function seedEmbeddedService(run, work) {
    if (!run.request.embedded)
        return;
    if (!work.needed) {
        if (work.checked.length > 0)
            run.log.info("embedded service: nothing to ask (no contracted asset changed, no contract changed)");
        return;
    }
    const creates = [...run.contractsById.values()].map((c) => (0,src_contracts/* toContractCreate */.wi)(c));
    if (creates.length > 0)
        await run.service.createContracts(creates);
    run.log.info(`embedded service: ${creates.length} contracts loaded`);
}
/**
 * The embedded service starts empty: a contract the PR edits is checked against its asset as
 * merged, so find that asset in the base (a read of the repository's schema files, only then).
 */
async function contractedBaseAssets(run) {
    const changedContracts = run.changedFiles.head;
    if (!run.request.embedded || changedContracts.length === 0)
        return [];
    const have = new Set(run.versions.base.map((a) => a.resourceName));
    const wanted = new Set(changedContracts.flatMap((c) => (0,src_contracts/* contractResourceNames */.fd)(c.contract)).filter((n) => !have.has(n)));
    if (wanted.size === 0)
        return [];
    const found = await (0,asset_reads/* readRepositoryAssets */.Af)(run.baseFiles, run.sources);
    return found.filter((a) => wanted.has(a.resourceName));
}
/** Registers what is merged, then checks what the pull request proposes (removed assets included). */
async function registerAndCheck(run, work) {
    const { request, service } = run;
    if (work.register.length > 0)
        await service.registerAssets({ assets: work.register, prLink: request.prLink });
    if (work.asked.length === 0)
        return { checked: work.checked, results: work.answered };
    const results = await service.checkAssetsCompliance({
        assets: work.asked,
        responseType: "DETAILED",
        includeUnchangedAssets: false,
        prLink: request.prLink,
    });
    return { checked: work.checked, results: [...work.answered, ...results] };
}
/** The service's results as report entries, violations located in the asset's file (or its contract's). */
function mapResults(run, results, assetByName) {
    const headNames = new Set([
        ...run.versions.head.map((a) => a.resourceName),
        ...run.moves.map((m) => m.from.resourceName),
    ]);
    const movedFrom = new Set(run.moves.map((m) => m.from.resourceName));
    const checks = [];
    const uncontractedNames = new Set();
    for (const result of results) {
        if (result.responseType === "NO_CONTRACT") {
            // A moved asset is checked under its old name: that name is no change outside contracts.
            if (!movedFrom.has(result.dataAssetResourceName))
                uncontractedNames.add(result.dataAssetResourceName);
            continue;
        }
        if (result.responseType !== "DETAILED" || result.status === "NO_CHANGE")
            continue;
        const asset = assetByName.get(result.dataAssetResourceName);
        const loaded = run.contractsById.get(result.contractId);
        const contract = contractRef(loaded, result);
        // A removed asset's file is gone at the head: point at its contract instead of dead lines.
        const gone = asset !== undefined && !headNames.has(asset.resourceName);
        checks.push({
            asset: result.dataAssetResourceName,
            file: gone ? undefined : asset?.file,
            contract,
            violations: asset && !gone
                ? (0,locate/* locateViolations */.fi)(asset, result.violations)
                : result.violations.map((v) => ({
                    ...v,
                    file: contract.filePath,
                    line: contract.filePath ? loaded?.line : undefined,
                })),
        });
    }
    return { checks, uncontractedNames };
}
/** Changed contracts are also checked against their (registered) assets the asset checks did not cover. */
async function checkChangedContracts(run, done, known) {
    const checkedPairs = new Set(done.map((c) => `${c.contract.id}|${c.asset}`));
    const checks = [];
    for (const loaded of run.changedFiles.head) {
        const names = (0,src_contracts/* contractResourceNames */.fd)(loaded.contract).filter((n) => !checkedPairs.has(`${loaded.contract.id}|${n}`));
        if (names.length === 0)
            continue;
        const { results: bulk } = await run.service.bulkCheckContractCompliance({
            contract: { contractSchema: loaded.contract.schema, dataAssetResourceNames: names },
        });
        for (const [name, outcome] of Object.entries(bulk)) {
            if ("error" in outcome) {
                run.log.info(`contract ${loaded.contract.name}: ${name}: ${outcome.error}`);
                continue;
            }
            const asset = known.get(name);
            checks.push({
                asset: name,
                file: asset?.file,
                contract: contractRef(loaded),
                violations: outcome.violations.map((v) => asset ? { ...v, ...(0,locate/* locateField */.Dz)(asset, v.field) } : { ...v, file: loaded.file, line: loaded.line }),
            });
        }
    }
    return checks;
}

// EXTERNAL MODULE: ./src/compliance/same-schema.ts
var same_schema = __webpack_require__(27769);
// EXTERNAL MODULE: ./src/sync/assets.ts
var assets = __webpack_require__(4630);
;// CONCATENATED MODULE: ./src/sync/check/service-work.ts





/**
 * A remote service holds contracts the check does not know, so it is asked about every asset.
 * The embedded one holds only the contracts the check seeds (run.contractsById), so the check
 * knows two of its answers in advance: NO_CONTRACT for an asset none of them names, and
 * NO_CHANGE (which the report leaves out) for a head version equal to the registered base
 * version. Only the rest is sent, and a pull request that changes no contracted asset and no
 * contract starts no embedded service at all (a migration folder of 2,000 files whose PR adds
 * a column to an uncontracted table is answered without PGlite).
 */
function serviceWork(run, contractedBase) {
    const checked = checkedAssets(run);
    const register = [...run.versions.base, ...contractedBase].map((a) => (0,assets/* toAssetInput */.i)(a));
    if (!run.request.embedded) {
        const asked = checked.map((c) => c.input);
        return { register, checked, asked, answered: [], needed: true };
    }
    const covered = new Set([...run.contractsById.values()].flatMap((c) => (0,src_contracts/* contractResourceNames */.fd)(c.contract)));
    const nameOf = (input) => (0,resource_name/* formatResourceName */.f)(input.data_asset_resource_name);
    // As the service keeps them: the last registration of a name wins.
    const registered = new Map(register.map((input) => [nameOf(input), input]));
    const heads = new Set(checked.slice(0, run.versions.head.length));
    const asked = [];
    const answered = [];
    for (const entry of checked) {
        const name = nameOf(entry.input);
        if (!covered.has(name)) {
            answered.push(noContract(entry.input, name));
            continue;
        }
        const before = heads.has(entry) ? registered.get(name) : undefined;
        if (before && (0,same_schema/* sameSchema */.G)(before.schema, entry.input.schema))
            continue;
        asked.push(entry.input);
    }
    // Registered versions serve the NO_CHANGE test of the asked assets and the changed contracts' checks.
    const needed = asked.length > 0 || run.changedFiles.head.length > 0;
    return {
        register: needed ? [...registered.values()].filter((input) => covered.has(nameOf(input))) : [],
        checked,
        asked,
        answered,
        needed,
    };
}
/** The head's versions first, then moved assets under their old name, then removed assets. */
function checkedAssets(run) {
    const { versions } = run;
    const headNames = new Set(versions.head.map((a) => a.resourceName));
    const movedFrom = new Set(run.moves.map((m) => m.from.resourceName));
    const targetOf = (file) => run.sources.targetOf(file)?.path ?? file;
    // Not removed: moved (checked under the old name) or unreadable (a finding of its own).
    const removed = versions.base.filter((a) => !headNames.has(a.resourceName) &&
        !movedFrom.has(a.resourceName) &&
        !run.unreadableTargets.has(targetOf(a.file)));
    return [
        ...versions.head.map((asset) => ({ input: (0,assets/* toAssetInput */.i)(asset), asset })),
        ...run.moves.map((move) => ({ input: (0,assets/* toAssetInput */.i)(underOldName(move)), asset: underOldName(move) })),
        ...removed.map((asset) => ({ input: (0,assets/* removedAssetInput */.N)(asset), asset })),
    ];
}
function noContract(input, resourceName) {
    const name = input.data_asset_resource_name;
    return {
        dataAssetNamespace: name.data_source,
        dataAssetResourceName: resourceName,
        dataAssetPath: name.path,
        responseType: "NO_CONTRACT",
    };
}

;// CONCATENATED MODULE: ./src/sync/check/changed-files-check.ts









// The check of a pull request that changes what it reads (pipeline.ts answers the others first):
// loaded only then, with the contracts, the compliance rules and the readers behind it.
/**
 * The phases of a pull request that changes schema or contract files (or the config): the base
 * versions registered, the head versions checked against their contracts (endpoint 6,
 * DETAILED), changed contracts checked against their assets (endpoint 10). Each phase returns
 * what the next reads; none fills in another's result.
 */
async function checkChangedFiles(start, ports) {
    // Read: each changed schema file at both ends, and the contracts that judge them.
    const versions = await readVersions(start, ports.git, ports.log);
    const contracts = await loadContractSets(start, versions);
    const { run, unreadableHead } = checkRunOf(start, versions, contracts, ports);
    // Ask: the embedded service seeded, what is merged registered, what the pull request proposes checked.
    const contractedBase = await contractedBaseAssets(run);
    const work = serviceWork(run, contractedBase);
    await seedEmbeddedService(run, work);
    const { checked, results } = await registerAndCheck(run, work);
    // Judge: the answers located in the files, then the changed contracts the answers did not cover.
    const assetByName = new Map(checked.map((c) => [c.asset.resourceName, c.asset]));
    const answered = mapResults(run, results, assetByName);
    const known = new Map([...contractedBase.map((a) => [a.resourceName, a]), ...assetByName]);
    // Every other contract in force on an answered asset, each at its own level (every-contract.ts).
    const answeredChecks = [...answered.checks, ...(await otherContractChecks(run, answered.checks, checked))];
    const checks = [...answeredChecks, ...(await checkChangedContracts(run, answeredChecks, known))];
    // Report: with the gates' findings, changes outside contracts and unreadable files; lines that exist only.
    const judged = {
        checks,
        results,
        uncontractedNames: answered.uncontractedNames,
        assetByName,
        contractedBase,
    };
    const found = await reportOf(run, start, unreadableHead, judged);
    // Approve: what needs an owner's approval (a weakening, a breaking contract change, a new waiver).
    const report = await withApprovals(found, {
        ...run,
        config: start.config.base,
        headConfig: start.config.head,
        headFiles: start.headFiles,
        ledgers: start.ledgers,
        today: start.today,
    }, ports.approvals);
    // Assess: lines that exist only, then the findings, existing debt and waivers, once.
    const located = await (0,locate/* withExistingLines */.T2)(report, start.headFiles);
    const assessment = (0,outcome_assessment/* assessReport */.vF)(located, checked.length);
    // Tell: who depends on what broke, asked only when something did (impact.ts).
    const embedded = start.request.embedded ? run.baseContracts : undefined;
    const impact = await impactOf(assessment.findings, ports.service, ports.log, embedded);
    return (0,outcome_assessment/* outcomeOf */.sG)(impact ? { ...located, impact } : located, assessment, start.changedCount);
}


/***/ }),

/***/ 29161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ vendorDir)
/* harmony export */ });
/* unused harmony export loadPGliteModule */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



/**
 * Where the bundled build keeps packages that webpack cannot bundle (their
 * emscripten loaders use `import("module")` in a way ncc breaks). In the bundle
 * this file's code lives in dist/index.js or dist/cli.js, so dist/vendor is a
 * sibling; from source (tests, tsx) the folder does not exist and the package
 * is imported from node_modules as usual.
 */
function vendorDir(name) {
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, "vendor", name);
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) ? dir : undefined;
}
let pgliteModule;
/** Loads PGlite from dist/vendor/pglite when bundled, else from node_modules. */
function loadPGliteModule() {
    pgliteModule ??= (async () => {
        const dir = vendorDir("pglite");
        if (dir) {
            const url = pathToFileURL(join(dir, "index.js")).href;
            return (await import(/* webpackIgnore: true */ url));
        }
        return (await import(/* webpackIgnore: true */ "@electric-sql/pglite"));
    })();
    return pgliteModule;
}


/***/ })

};
