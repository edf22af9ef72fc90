export const id = 1705;
export const ids = [1705];
export const modules = {

/***/ 81705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NP: () => (/* binding */ diffAssetsInMode),
/* harmony export */   _6: () => (/* binding */ COMPAT_MODES)
/* harmony export */ });
/* unused harmony export swapOldAndNew */
/* harmony import */ var _diff_assets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75784);

/**
 * Compatibility modes as schema registries name them. BACKWARD: readers of the
 * new version read data written with the old one (the default, and what the
 * per-format rules judge). FORWARD: readers of the old version read data
 * written with the new one (the rules applied with the versions swapped).
 * FULL: both.
 */
const COMPAT_MODES = ["backward", "forward", "full"];
const INVERSE = {
    FIELD_ADDED: "FIELD_REMOVED",
    FIELD_REMOVED: "FIELD_ADDED",
    ENUM_SYMBOL_ADDED: "ENUM_SYMBOL_REMOVED",
    ENUM_SYMBOL_REMOVED: "ENUM_SYMBOL_ADDED",
};
/** Where the same change shows when the versions are swapped: `field|kind`. */
function counterpartOf(change) {
    if (change.kind === "FIELD_RENAMED") {
        // Swapped, a rename by alias is the old name added back (the old schema names no alias). A
        // field without a name has the path of the empty name, as the diff gives it.
        const parent = change.field.includes(".") ? change.field.slice(0, change.field.lastIndexOf(".") + 1) : "";
        return `${parent}${change.before ?? ""}|FIELD_ADDED`;
    }
    return `${change.field}|${INVERSE[change.kind] ?? change.kind}`;
}
/**
 * A change as an old reader of new data sees it: its counterpart with the versions swapped. A
 * counterpart that breaks only as a reuse hazard (a Protobuf field "deleted" unreserved, which is
 * the swapped view of one added) does not apply: nothing was freed, and an old reader skips an
 * unknown field; the change's own verdict stands. A change that is itself a reuse hazard (a real
 * deletion unreserved) stays one in every mode.
 */
function forwardVerdict(change, counterpart, resolvesByName) {
    if (change.reuseHazard)
        return change;
    // Only Avro's rules judge a field's presence as a reader resolves it (a reader ignores a writer's
    // field it lacks, and needs a default for one it has): swapped, they judge an old reader. The
    // other formats' rules judge who names the field (a dropped column fails old queries, a required
    // column added fails old INSERTs), which is the same for an old reader or writer: the change's own.
    if (!resolvesByName && PRESENCE.has(change.kind))
        return change;
    if (!counterpart || counterpart.reuseHazard)
        return { ...change, reuseHazard: undefined };
    return counterpart;
}
const PRESENCE = new Set(["FIELD_ADDED", "FIELD_REMOVED"]);
/**
 * The changes from base to head, each judged in `mode`. Every change is listed
 * once, as seen from base to head; under FORWARD its verdict and reason are
 * those of the same change seen from head to base.
 */
function diffAssetsInMode(base, head, mode) {
    const backward = (0,_diff_assets_js__WEBPACK_IMPORTED_MODULE_0__/* .diffAssets */ .r)(base, head);
    if (mode === "backward")
        return backward;
    const reverse = new Map();
    const reverseResults = (0,_diff_assets_js__WEBPACK_IMPORTED_MODULE_0__/* .diffAssets */ .r)(head, base);
    const headByName = new Map(head.map((asset) => [asset.resourceName, asset]));
    const baseByName = new Map(base.map((asset) => [asset.resourceName, asset]));
    for (const result of reverseResults) {
        const version = baseByName.get(result.asset) ?? headByName.get(result.asset);
        const key = version ? (0,_diff_assets_js__WEBPACK_IMPORTED_MODULE_0__/* .assetKey */ .e)(version) : result.asset;
        for (const change of result.changes)
            reverse.set(`${key}|${change.field}|${change.kind}`, change);
    }
    return backward.map((result) => {
        const version = headByName.get(result.asset) ?? baseByName.get(result.asset);
        const key = version ? (0,_diff_assets_js__WEBPACK_IMPORTED_MODULE_0__/* .assetKey */ .e)(version) : result.asset;
        if (result.status !== "changed") {
            // A new asset is no concern of old readers either way; a removed one breaks in every mode.
            return result;
        }
        const changes = result.changes.map((change) => {
            const counterpart = reverse.get(`${key}|${counterpartOf(change)}`);
            const verdict = forwardVerdict(change, counterpart, version?.sourceType === "avro");
            // The counterpart's reason is worded for the swapped versions: its "old" is the new one.
            const forward = verdict === counterpart ? { ...verdict, reason: swapOldAndNew(verdict.reason) } : verdict;
            if (mode === "forward")
                return { ...change, breaking: forward.breaking, reason: forward.reason };
            const both = change.breaking || forward.breaking;
            const reason = change.breaking || !forward.breaking ? change.reason : `forward: ${forward.reason}`;
            return { ...change, breaking: both, reason };
        });
        return { ...result, changes, breaking: changes.some((change) => change.breaking) };
    });
}
/**
 * A reason of the diff with the versions swapped, worded for the versions as they are: its "old
 * data" is the new version's, its "new schema" the old reader's (attack54 F8: FORWARD messages
 * described the opposite direction).
 */
function swapOldAndNew(reason) {
    return reason.replace(/\b(old|new|Old|New)\b/g, (word) => SWAPPED[word] ?? word);
}
const SWAPPED = {
    old: "new",
    new: "old",
    Old: "New",
    New: "Old",
};


/***/ }),

/***/ 75784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ assetKey),
/* harmony export */   r: () => (/* binding */ diffAssets)
/* harmony export */ });
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35247);
/* harmony import */ var _renames_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64779);


/**
 * The part of an asset's path that survives moving its file: the message or
 * record after the last `:` (`events/order.proto:acme.Order` -> `acme.Order`),
 * else the whole path (`shop.public.orders`).
 */
function assetKey(asset) {
    const colon = asset.path.lastIndexOf(":");
    return `${asset.sourceType}:${colon >= 0 ? asset.path.slice(colon + 1) : asset.path}`;
}
/**
 * Pairs the assets of two versions (of a file, or of a repository) and diffs
 * each pair. A removed asset is breaking for its readers; an added one is not.
 * When each side has exactly one asset they pair even if renamed.
 */
function diffAssets(base, head, options = {}) {
    const single = base.length === 1 && head.length === 1 && base[0]?.sourceType === head[0]?.sourceType;
    const keyOf = (asset) => (single ? "only" : assetKey(asset));
    const headByKey = new Map(head.map((asset) => [keyOf(asset), asset]));
    const baseKeys = new Set(base.map(keyOf));
    // A message or record that is an asset of its own reports its changes there,
    // not again inside every asset that nests it (a 200-deep chain: 200 changes, not 20,000).
    const ownAssets = new Set();
    for (const old of base) {
        const now = headByKey.get(keyOf(old));
        const pair = now ? (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .namedPairKey */ .pC)(old.schema, now.schema) : undefined;
        if (pair)
            ownAssets.add(pair);
    }
    const results = [];
    for (const old of base) {
        const now = headByKey.get(keyOf(old));
        if (!now) {
            const change = {
                kind: "FIELD_REMOVED",
                field: "",
                breaking: true,
                reason: "the asset is gone: every reader of it breaks",
                before: old.resourceName,
            };
            results.push({
                asset: old.resourceName,
                sourceType: old.sourceType,
                status: "removed",
                changes: [change],
                breaking: true,
            });
            continue;
        }
        const diffed = (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .diffSchemas */ .e7)(old.schema, now.schema, now.sourceType, ownAssets);
        const changes = options.renames
            ? (0,_renames_js__WEBPACK_IMPORTED_MODULE_1__/* .withRenamedFields */ .mg)(diffed, (0,_renames_js__WEBPACK_IMPORTED_MODULE_1__/* .probableRenames */ .Rk)(old.schema, now.schema, now.sourceType))
            : diffed;
        results.push({
            asset: now.resourceName,
            sourceType: now.sourceType,
            status: "changed",
            changes,
            breaking: changes.some((change) => change.breaking),
        });
    }
    for (const now of head) {
        if (baseKeys.has(keyOf(now)))
            continue;
        results.push({
            asset: now.resourceName,
            sourceType: now.sourceType,
            status: "added",
            changes: [],
            breaking: false,
        });
    }
    return results;
}


/***/ }),

/***/ 64779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Rk: () => (/* binding */ probableRenames),
  E7: () => (/* binding */ renameNotes),
  mg: () => (/* binding */ withRenamedFields)
});

// EXTERNAL MODULE: ./src/compliance/compat.ts
var compat = __webpack_require__(7545);
// EXTERNAL MODULE: ./src/compliance/diff-protobuf.ts
var diff_protobuf = __webpack_require__(72246);
// EXTERNAL MODULE: ./src/compliance/field-path.ts
var field_path = __webpack_require__(13495);
;// CONCATENATED MODULE: ./src/compliance/rename-routes.ts

/** A string literal in the C family (Java, Kotlin, Swift, Go, JSON, Python): quotes and backslashes escaped. */
const literal = (text) => JSON.stringify(text);
/** A Protobuf string literal: escapes as JSON (protoc reads \" and \\ alike). */
const protoString = literal;
function physical(node) {
    const declared = node.constraints?.physicalType;
    return typeof declared === "string" && declared !== "" ? declared : (0,compat/* describeType */.MF)(node);
}
/** A SQL identifier quoted for its dialect: a quote inside is doubled, so no name can end it. */
function quoteIdentifier(sourceType, name) {
    if (sourceType === "mysql")
        return `\`${name.replace(/`/g, "``")}\``;
    if (sourceType === "mssql")
        return `[${name.replace(/]/g, "]]")}]`;
    return `"${name.replace(/"/g, '""')}"`;
}
/** A SQL type as the reader gave it, kept only when it is made of type characters (else the field's type). */
function sqlType(node) {
    const type = physical(node);
    return /^[\w\s(),.]+$/.test(type) ? type : "/* the column's type */";
}
/** A trigger that keeps both columns filled on every write, whichever one the writer sets. */
function postgresSync(table, tableName, oldName, newName) {
    const q = (name) => quoteIdentifier("postgres", name);
    const [o, n] = [q(oldName), q(newName)];
    const name = q(`${tableName}_${newName}_sync`);
    const body = [
        `BEGIN`,
        `  IF TG_OP = 'INSERT' THEN`,
        `    NEW.${n} := COALESCE(NEW.${n}, NEW.${o});`,
        `    NEW.${o} := COALESCE(NEW.${o}, NEW.${n});`,
        `  ELSIF NEW.${o} IS DISTINCT FROM OLD.${o} THEN`,
        `    NEW.${n} := NEW.${o};`,
        `  ELSE`,
        `    NEW.${o} := NEW.${n};`,
        `  END IF;`,
        `  RETURN NEW;`,
        `END`,
    ];
    // A dollar quote no name inside the body can end.
    let tag = "$sync$";
    for (let k = 1; body.some((line) => line.includes(tag)); k++)
        tag = `$sync${k}$`;
    return [
        `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS ${tag}`,
        ...body.slice(0, -1),
        `END ${tag};`,
        `CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE ON ${table}`,
        `  FOR EACH ROW EXECUTE FUNCTION ${name}();`,
    ];
}
function sqlRoute(site) {
    const { sourceType } = site;
    const q = (name) => quoteIdentifier(sourceType, name);
    const parts = site.path.split(".");
    const table = parts.slice(-2).map(q).join(".");
    const [oldName, newName] = [site.from.name ?? "", site.to.name ?? ""];
    const [oldCol, newCol] = [q(oldName), q(newName)];
    const format = sourceType === "mysql" ? "MySQL" : sourceType === "mssql" ? "SQL Server" : "PostgreSQL";
    const sync = sourceType === "postgres"
        ? postgresSync(table, parts.at(-1) ?? "t", oldName, newName)
        : [`-- keep both columns filled on every write (a trigger, or the writers) until step 3`];
    const code = [
        `-- 1. expand: add the new column beside the old one, filled from it`,
        `ALTER TABLE ${table} ADD ${sourceType === "mssql" ? "" : "COLUMN "}${newCol} ${sqlType(site.from)};`,
        `UPDATE ${table} SET ${newCol} = ${oldCol};`,
        ...sync,
        `-- 2. move every reader and writer to ${newCol}`,
        `-- 3. contract, in a later pull request (with the contract changed to the new name):`,
        `-- ALTER TABLE ${table} DROP COLUMN ${oldCol};`,
    ].join("\n");
    return {
        format,
        advice: `Expand and contract instead of renaming in place: add the new column, keep the old one filled while its readers move, and drop it later.`,
        language: "sql",
        code,
    };
}
function avroRoute(site) {
    const [oldName, newName] = [site.from.name ?? "", site.to.name ?? ""];
    const idl = site.file.toLowerCase().endsWith(".avdl");
    return {
        format: idl ? "Avro IDL" : "Avro",
        advice: `Keep the rename and give the new field the old name as an alias: Avro schema resolution then reads data written under the old name into the new field.`,
        language: idl ? "java" : "json",
        code: idl
            ? `@aliases([${literal(oldName)}]) ${physical(site.to)} ${newName};`
            : `"name": ${literal(newName)}, "aliases": [${literal(oldName)}]`,
    };
}
function protobufRoute(site) {
    const [oldName, newName] = [site.from.name ?? "", site.to.name ?? ""];
    const number = (0,compat/* numberConstraint */.LG)(site.from, "fieldNumber");
    const oldJson = site.from.constraints?.json_name ?? site.from.constraints?.jsonName;
    const keepJson = typeof oldJson === "string" ? oldJson : defaultJson(oldName);
    return {
        format: "Protobuf",
        advice: `Keep the field number${number === undefined ? "" : ` ${number}`} (the binary encoding) and the old JSON name with json_name, and reserve the old name so no other field takes it; or keep the old name.`,
        language: "protobuf",
        code: [
            `reserved ${protoString(oldName)};`,
            `${physical(site.to)} ${newName} = ${number ?? "/* the old field's number */"} [json_name = ${protoString(keepJson)}];`,
        ].join("\n"),
    };
}
/** protoc's default JSON name: lowerCamelCase of the field name. */
function defaultJson(name) {
    return name.replace(/_+([a-z0-9])?/g, (_, next) => (next ? next.toUpperCase() : ""));
}
/** Code models: the serialisation name that keeps the old key on the wire, as the reader's language spells it. */
const CODE_ROUTES = {
    java: (o, n, t) => ({
        format: "Java",
        advice: "Rename the field in code and keep its serialised name:",
        language: "java",
        code: `@JsonProperty(${literal(o)})\n${t} ${n};`,
    }),
    kotlin: (o, n, t) => ({
        format: "Kotlin",
        advice: "Rename the property in code and keep its serialised name (SerialName for kotlinx.serialization, field:JsonProperty for Jackson):",
        language: "kotlin",
        code: `@SerialName(${literal(o)})\nval ${n}: ${t}`,
    }),
    python: (o, n, t) => ({
        format: "Python",
        advice: "Rename the attribute in code and keep its serialised name with a pydantic alias:",
        language: "python",
        code: `${n}: ${t} = Field(alias=${literal(o)})`,
    }),
    golang: (o, n, t) => ({
        format: "Go",
        advice: "Rename the struct field in code and keep its JSON key in the tag:",
        language: "go",
        code: `${n} ${t} \`json:${literal(o.replace(/`/g, ""))}\``,
    }),
    swift: (o, n) => ({
        format: "Swift",
        advice: "Rename the property in code and keep its coding key:",
        language: "swift",
        code: `enum CodingKeys: String, CodingKey {\n  case ${n} = ${literal(o)}\n}`,
    }),
};
/** Where the format names fields by nothing but their key: keep the old one beside the new one, drop it later. */
function expandContract(site, format, language) {
    const [oldName, newName] = [site.from.name ?? "", site.to.name ?? ""];
    const type = (0,compat/* describeType */.MF)(site.to);
    return {
        format,
        advice: `Expand and contract: add the new field beside the old one, write both while readers move to the new name, and remove the old one later (with the contract changed).`,
        language,
        code: language === "json"
            ? `${literal(oldName)}: { "deprecated": true, "description": ${literal(`use ${newName}`)} },\n${literal(newName)}: { ... }`
            : `/** @deprecated use ${newName} */\n${oldName}: ${type};\n${newName}: ${type};`,
    };
}
/** The safe route for a rename in the asset's format, with its names. */
function renameRoute(site) {
    const { sourceType } = site;
    if (sourceType === "postgres" || sourceType === "mysql" || sourceType === "mssql")
        return sqlRoute(site);
    if (sourceType === "avro")
        return avroRoute(site);
    if (sourceType === "protobuf")
        return protobufRoute(site);
    const code = CODE_ROUTES[sourceType];
    const codeType = site.to.constraints?.physicalType;
    // Code readers keep the declared type only sometimes: "…" stands for it, as written.
    const type = typeof codeType === "string" ? codeType : "…";
    if (code)
        return code(site.from.name ?? "", site.to.name ?? "", type);
    if (sourceType === "json_schema")
        return expandContract(site, "JSON Schema", "json");
    if (sourceType === "typescript")
        return expandContract(site, "TypeScript", "ts");
    return expandContract(site, sourceType, "text");
}

;// CONCATENATED MODULE: ./src/compliance/renames.ts




/**
 * A node's type with what describeType leaves out of a struct: its fields, by name and type, at
 * any depth (two records of other fields are not "the same type").
 */
function shape(raw) {
    const node = (0,compat/* normalizeNode */.Iz)(raw);
    const optional = node.optional === true ? "?" : "";
    if (node.type === "struct" || node.type === "list" || node.type === "map") {
        const children = (node.fields ?? []).map((f) => `${f.name ?? ""}:${shape(f)}`).join(",");
        return `${node.type}${optional}{${children}}`;
    }
    return `${(0,compat/* describeType */.MF)(node)}${optional}`;
}
const sameType = (a, b) => shape(a) === shape(b);
function jsonName(field) {
    const explicit = field.constraints?.jsonName ?? field.constraints?.json_name;
    return typeof explicit === "string" ? explicit : (0,diff_protobuf/* defaultJsonName */.b)(field.name ?? "");
}
/** The sign a format gives by itself that `to` renames `from`, if any. */
function formatSign(from, to, sourceType) {
    const old = from.name ?? "";
    if ((0,compat/* stringListConstraint */.VH)(to, "aliases")?.includes(old) === true)
        return "alias";
    if (to.constraints?.renamedFrom === old)
        return "rename-statement";
    const number = (0,compat/* numberConstraint */.LG)(from, "fieldNumber");
    if (sourceType === "protobuf" && number !== undefined && (0,compat/* numberConstraint */.LG)(to, "fieldNumber") === number)
        return "field-number";
    return undefined;
}
/**
 * The same place: the same index among the parent's fields, or the same field before it or
 * after it (by name) at both ends.
 */
function samePlace(base, from, head, to) {
    const i = base.indexOf(from);
    const j = head.indexOf(to);
    if (i === j)
        return true;
    const before = (list, at) => (at > 0 ? list[at - 1]?.name : undefined);
    const after = (list, at) => (at + 1 < list.length ? list[at + 1]?.name : undefined);
    const prev = before(base, i);
    const next = after(base, i);
    return (prev !== undefined && prev === before(head, j)) || (next !== undefined && next === after(head, j));
}
function judged(from, to, paths, sign) {
    const typed = sameType(from, to);
    const old = from.name ?? "";
    switch (sign) {
        case "alias":
            return {
                ...paths,
                sign,
                sameType: typed,
                carried: typed,
                why: `the new field lists '${old}' in its aliases: Avro schema resolution reads data written under '${old}' into it`,
            };
        case "field-number": {
            const keptJson = jsonName(from) === jsonName(to);
            return {
                ...paths,
                sign,
                sameType: typed,
                carried: typed && keptJson,
                why: keptJson
                    ? `it keeps field number ${(0,compat/* numberConstraint */.LG)(from, "fieldNumber")} and the JSON name '${jsonName(to)}': the binary and JSON encodings are unchanged`
                    : `it keeps field number ${(0,compat/* numberConstraint */.LG)(from, "fieldNumber")} (the binary encoding is unchanged) but its JSON name changes from '${jsonName(from)}' to '${jsonName(to)}'`,
            };
        }
        case "rename-statement":
            return {
                ...paths,
                sign,
                sameType: typed,
                carried: false,
                why: `a RENAME COLUMN statement renamed it: queries that name '${old}' fail`,
            };
        default:
            return {
                ...paths,
                sign,
                sameType: typed,
                carried: false,
                why: `'${old}' is gone and '${to.name ?? ""}', of the same type, took its place`,
            };
    }
}
/** The renames among the fields of one struct (or list/map) at both ends. */
function renamesIn(base, head, prefix, sourceType) {
    const headNames = new Set(head.map((f) => f.name));
    const baseNames = new Set(base.map((f) => f.name));
    let removed = base.filter((f) => !headNames.has(f.name));
    let added = head.filter((f) => !baseNames.has(f.name));
    const found = [];
    const take = (from, to, sign) => {
        found.push(judged(from, to, { from: (0,field_path/* joinPath */.u)(prefix, from.name ?? ""), to: (0,field_path/* joinPath */.u)(prefix, to.name ?? "") }, sign));
        removed = removed.filter((f) => f !== from);
        added = added.filter((f) => f !== to);
    };
    for (const to of [...added]) {
        const from = removed.find((candidate) => formatSign(candidate, to, sourceType) !== undefined);
        if (from)
            take(from, to, formatSign(from, to, sourceType));
    }
    // By place only when it is unambiguous: as many fields removed as added, pairwise in order,
    // each pair of one type at one place (two removed and one added is a removal and a rename
    // nobody can tell apart: both stay "missing").
    if (removed.length > 0 && removed.length === added.length) {
        const pairs = removed.map((from, k) => [from, added[k]]);
        const placed = pairs.filter(([from, to]) => sameType(from, to) && samePlace(base, from, head, to));
        for (const [from, to] of placed)
            take(from, to, "place");
    }
    return found;
}
/**
 * The fields of `base` that `head` seems to carry under another name, at any depth (fields of
 * structs, lists' elements and maps' values, paired by name as check.ts names paths). Not a
 * rename: a field whose type changed with its name (unless the format says so: an alias, a
 * field number, a RENAME statement), a field added elsewhere, more fields removed than added.
 */
function probableRenames(base, head, sourceType) {
    const out = [];
    const walk = (b, h, prefix) => {
        const baseNode = (0,compat/* normalizeNode */.Iz)(b);
        const headNode = (0,compat/* normalizeNode */.Iz)(h);
        if (baseNode.type !== headNode.type || !["struct", "list", "map"].includes(baseNode.type))
            return;
        const baseFields = baseNode.fields ?? [];
        const headFields = headNode.fields ?? [];
        if (baseNode.type === "struct")
            out.push(...renamesIn(baseFields, headFields, prefix, sourceType));
        const byName = new Map(headFields.map((f) => [f.name, f]));
        for (const field of baseFields) {
            const twin = byName.get(field.name);
            if (twin && field.name !== undefined)
                walk(field, twin, (0,field_path/* joinPath */.u)(prefix, field.name));
        }
    };
    walk(base, head, "");
    return out;
}
/** The field at a dotted path (names as check.ts joins them). */
function fieldAt(root, path) {
    let node = root;
    let rest = path;
    while (node && rest !== "") {
        const fields = (0,compat/* normalizeNode */.Iz)(node).fields ?? [];
        // A name may hold a dot: the longest name that prefixes the rest wins.
        const next = fields
            .filter((f) => f.name !== undefined && (rest === f.name || rest.startsWith(`${f.name}.`)))
            .sort((a, b) => (b.name ?? "").length - (a.name ?? "").length)[0];
        if (!next)
            return undefined;
        rest = rest === next.name ? "" : rest.slice((next.name ?? "").length + 1);
        node = next;
    }
    return node;
}
/** Each base field path the head renamed, with what a finding on it shows. */
function renameNotes(base, head) {
    const notes = new Map();
    for (const rename of probableRenames(base.schema, head.schema, head.sourceType)) {
        const from = fieldAt(base.schema, rename.from);
        const to = fieldAt(head.schema, rename.to);
        if (!from || !to)
            continue;
        const route = renameRoute({ sourceType: head.sourceType, path: head.path, file: head.file, from, to });
        notes.set(rename.from, {
            to: rename.to,
            sign: rename.sign,
            carried: rename.carried,
            why: rename.why,
            route,
        });
    }
    return notes;
}
/**
 * The diff's changes with each probable rename (this file's one detector, which the check's
 * PROBABLE_RENAME reads too) shown as one FIELD_RENAMED instead of the FIELD_REMOVED and
 * FIELD_ADDED the diff pairs by name: the changes section and the rule say the same of a field.
 * A rename the diff already pairs (an Avro alias, a Protobuf field number) is left as the diff says it.
 */
function withRenamedFields(changes, renames) {
    const folded = [...changes];
    for (const rename of renames) {
        const removed = folded.findIndex((c) => c.kind === "FIELD_REMOVED" && c.field === rename.from);
        const added = folded.findIndex((c) => c.kind === "FIELD_ADDED" && c.field === rename.to);
        if (removed < 0 || added < 0)
            continue;
        folded[removed] = {
            kind: "FIELD_RENAMED",
            field: rename.to,
            breaking: !rename.carried,
            reason: rename.why,
            before: rename.from,
            after: rename.to,
        };
        folded.splice(added, 1);
    }
    return folded;
}


/***/ })

};
