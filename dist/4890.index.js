export const id = 4890;
export const ids = [4890];
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

/***/ 49177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dx: () => (/* binding */ IN_FORCE_SQL),
/* harmony export */   Nm: () => (/* binding */ inForce),
/* harmony export */   zt: () => (/* binding */ IN_FORCE_STATUSES)
/* harmony export */ });
/* unused harmony export SKELETON_STATUSES */
/**
 * The statuses a contract is enforced at, by a check and by the service alike: DRAFT and ARCHIVED
 * contracts enforce nothing. The one definition: TypeScript reads it through `inForce`, SQL through
 * `IN_FORCE_SQL`.
 */
const IN_FORCE_STATUSES = ["ACTIVE", "DEPRECATED"];
/** Whether a contract is in force (a contract that states no status is ACTIVE, its schema's default). */
function inForce(contract) {
    return IN_FORCE_STATUSES.includes(contract.status ?? "ACTIVE");
}
/** `IN_FORCE_STATUSES` as a SQL list, for `status IN ${IN_FORCE_SQL}` (literals of this file, never input). */
const IN_FORCE_SQL = `(${IN_FORCE_STATUSES.map((status) => `'${status}'`).join(", ")})`;
/** The statuses `init` may write a skeleton at: DRAFT (nothing enforced, its default) or ACTIVE. */
const SKELETON_STATUSES = (/* unused pure expression or super */ null && (["DRAFT", "ACTIVE"]));


/***/ })

};
