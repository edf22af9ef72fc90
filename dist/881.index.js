export const id = 881;
export const ids = [881,6480,4099];
export const modules = {

/***/ 19301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ identityOfFiles)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);


/**
 * One digest of the code a cached result came from: each file's name and bytes, in the order
 * given (an unreadable file counts as its name and "unreadable"). Caches keyed by it are never
 * read by other code.
 */
function identityOfFiles(files) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256");
    for (const file of files) {
        try {
            hash.update(file.slice(file.lastIndexOf("/") + 1)).update((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file));
        }
        catch {
            hash.update(`${file}: unreadable`);
        }
    }
    return hash.digest("hex");
}


/***/ }),

/***/ 27872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  postgresReader: () => (/* binding */ postgresReader),
  readSqlFiles: () => (/* binding */ readSqlFiles)
});

// EXTERNAL MODULE: ./src/schema/fs-source.ts
var fs_source = __webpack_require__(28784);
// EXTERNAL MODULE: ./src/schema/reader-helpers.ts
var reader_helpers = __webpack_require__(61356);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
;// CONCATENATED MODULE: ./src/schema/readers/postgres/platforms.ts
/**
 * What a platform creates before a project's migrations run, made for a read whose SQL uses it
 * without creating it. Supabase: the `auth` and `storage` schemas with the tables migrations refer
 * to (`auth.users`, `storage.buckets`, `storage.objects`) and the functions policies call
 * (`auth.uid()`, `storage.foldername()`), the `extensions` schema (on the search path, as Supabase
 * sets it: `vector(1536)` finds `extensions.vector`) and the `anon`, `authenticated` and
 * `service_role` roles. A stand-in table is commented as one and is never an asset.
 */
/** The comment of a table that stands in for one of the platform's: not an asset. */
const STAND_IN_COMMENT = "contract-sync: stands in for a platform table";
const uses = (schema, names) => new RegExp(String.raw `(?<![\w$])"?${schema}"?\s*\.\s*"?(${names})"?\b`, "i");
const creates = (schema) => new RegExp(String.raw `\bcreate\s+schema\s+(if\s+not\s+exists\s+)?"?${schema}"?`, "i");
const USES_AUTH = uses("auth", "users|uid|role|jwt|email|identities|sessions");
const USES_STORAGE = uses("storage", "buckets|objects|foldername|filename|extension");
const USES_EXTENSIONS = /(?<![\w$])"?extensions"?\s*\.\s*"?\w|\bschema\s+"?extensions"?\b/i;
const SUPABASE_ROLES = ["anon", "authenticated", "service_role"];
const USES_SUPABASE_ROLE = /(?<![\w$"])(anon|authenticated|service_role)(?![\w$"])/i;
const comment = (table) => `COMMENT ON TABLE ${table} IS '${STAND_IN_COMMENT}';`;
function supabaseAuth() {
    return [
        "CREATE SCHEMA auth;",
        "CREATE TABLE auth.users (id uuid PRIMARY KEY, email text, phone text, role text, aud text, raw_user_meta_data jsonb, raw_app_meta_data jsonb, created_at timestamptz, updated_at timestamptz, last_sign_in_at timestamptz, is_anonymous boolean);",
        comment("auth.users"),
        "CREATE TABLE auth.identities (id uuid PRIMARY KEY, user_id uuid REFERENCES auth.users, provider text, identity_data jsonb, created_at timestamptz);",
        comment("auth.identities"),
        "CREATE TABLE auth.sessions (id uuid PRIMARY KEY, user_id uuid REFERENCES auth.users, created_at timestamptz);",
        comment("auth.sessions"),
        "CREATE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS 'SELECT NULL::uuid';",
        "CREATE FUNCTION auth.role() RETURNS text LANGUAGE sql STABLE AS 'SELECT NULL::text';",
        "CREATE FUNCTION auth.email() RETURNS text LANGUAGE sql STABLE AS 'SELECT NULL::text';",
        "CREATE FUNCTION auth.jwt() RETURNS jsonb LANGUAGE sql STABLE AS 'SELECT NULL::jsonb';",
    ];
}
function supabaseStorage() {
    return [
        "CREATE SCHEMA storage;",
        "CREATE TABLE storage.buckets (id text PRIMARY KEY, name text NOT NULL, owner uuid, public boolean DEFAULT false, file_size_limit bigint, allowed_mime_types text[], created_at timestamptz, updated_at timestamptz);",
        comment("storage.buckets"),
        "CREATE TABLE storage.objects (id uuid PRIMARY KEY, bucket_id text REFERENCES storage.buckets, name text, owner uuid, owner_id text, metadata jsonb, path_tokens text[], created_at timestamptz, updated_at timestamptz, last_accessed_at timestamptz);",
        comment("storage.objects"),
        "CREATE FUNCTION storage.foldername(text) RETURNS text[] LANGUAGE sql IMMUTABLE AS 'SELECT NULL::text[]';",
        "CREATE FUNCTION storage.filename(text) RETURNS text LANGUAGE sql IMMUTABLE AS 'SELECT NULL::text';",
        "CREATE FUNCTION storage.extension(text) RETURNS text LANGUAGE sql IMMUTABLE AS 'SELECT NULL::text';",
    ];
}
/** A role made unless it exists (roles belong to the whole server: the read's transaction takes it back). */
function standInRole(role) {
    const name = `"${role.replace(/"/g, '""')}"`;
    return `DO $role$ BEGIN CREATE ROLE ${name} NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $role$;`;
}
/** The SQL of the platforms' stand-ins that the texts use and do not create. */
function platformStandIns(texts) {
    const any = (pattern) => texts.some((t) => pattern.test(t));
    const sql = [];
    if (any(USES_AUTH) && !any(creates("auth")))
        sql.push(...supabaseAuth());
    if (any(USES_STORAGE) && !any(creates("storage")))
        sql.push(...supabaseStorage());
    if (any(USES_EXTENSIONS)) {
        if (!any(creates("extensions")))
            sql.push("CREATE SCHEMA IF NOT EXISTS extensions;");
        sql.push(`SET search_path = "$user", public, extensions;`);
    }
    if (any(USES_SUPABASE_ROLE)) {
        const named = new Set(texts
            .flatMap((t) => [...t.matchAll(new RegExp(USES_SUPABASE_ROLE, "gi"))])
            .map((m) => (m[1] ?? "").toLowerCase()));
        for (const role of SUPABASE_ROLES)
            if (named.has(role))
                sql.push(standInRole(role));
    }
    return sql.join("\n");
}

// EXTERNAL MODULE: ./src/pglite/host-types.ts
var host_types = __webpack_require__(35859);
;// CONCATENATED MODULE: ./src/schema/readers/postgres/stand-ins.ts


/**
 * What SQL uses that the embedded engine does not have: extensions PGlite does not ship (PostGIS,
 * pgvector, any other) and the types their tables use. Such a `CREATE EXTENSION` is not replayed;
 * its types stand in as opaque types (built on varchar's input, output and type-modifier functions,
 * so `vector(1536)` keeps its dimension), and the tables using them are read, each such column an
 * `unknown` field whose `physicalType` is the type as written (`geometry(Polygon,4326)`,
 * `extensions.vector(1536)`). A type modifier that is not a list of integers (PostGIS's
 * `(Polygon,4326)`) cannot be held by varchar's, so the type with it is a stand-in of its own,
 * named as written (`"geometry(Polygon,4326)"`); the catalog's quotes are taken off when the
 * column is read. What the replay meets later (a type no statement creates, a function, a role)
 * is stood in by stand-in-repair.ts.
 */
/** Types of extensions PGlite does not ship, by extension: known, so they stand in before any statement needs them. */
const KNOWN_TYPES = {
    vector: ["vector", "halfvec", "sparsevec"],
    postgis: ["geometry", "geography", "box2d", "box3d"],
    postgis_raster: ["raster"],
    ip4r: ["ip4", "ip4r", "ip6", "ip6r", "ipaddress", "iprange"],
    semver: ["semver"],
    h3: ["h3index"],
    prefix: ["prefix_range"],
};
/** Every type of KNOWN_TYPES: a use of one stands in even where no statement of the read creates its extension. */
const KNOWN_STAND_IN_TYPES = new Set(Object.values(KNOWN_TYPES).flat());
const CREATE_EXTENSION = /^create\s+extension\s+(?:if\s+not\s+exists\s+)?"?([\w-]+)"?(?:\s+with)?(?:\s+schema\s+"?(\w+)"?)?/i;
const EXTENSION_STATEMENT = /^(?:comment\s+on|alter|drop)\s+extension\s+(?:if\s+exists\s+)?"?([\w-]+)"?/i;
// pgvector's index methods; with the extension stood in, such an index has nothing to be built with.
const VECTOR_INDEX = /^create\s+(?:unique\s+)?index\b[\s\S]*\busing\s+(?:hnsw|ivfflat)\b/i;
/** The extension a statement creates, with the schema it names. */
function createdExtension(masked) {
    const m = CREATE_EXTENSION.exec(masked);
    return m?.[1] ? { name: m[1].toLowerCase(), schema: m[2] } : undefined;
}
/**
 * Whether a statement (comments masked) is left out because a stand-in replaces what it does: the
 * `ALTER`, `DROP` or `COMMENT ON EXTENSION` of one the engine does not ship, its `CREATE EXTENSION`
 * when no type of it is known (one whose types are known is replaced in place: extensionStandIn),
 * and pgvector's indexes.
 */
function replacedByStandIn(masked) {
    const created = createdExtension(masked)?.name;
    if (created !== undefined)
        return !(0,host_types/* shipsExtension */.XF)(created) && KNOWN_TYPES[created] === undefined;
    const named = EXTENSION_STATEMENT.exec(masked)?.[1]?.toLowerCase();
    return (named !== undefined && !(0,host_types/* shipsExtension */.XF)(named)) || VECTOR_INDEX.test(masked);
}
/** Extensions the texts create that the engine does not ship, with the schema each is created in. */
function unshippedExtensions(texts) {
    const found = new Map();
    for (const text of texts) {
        for (const line of text.matchAll(/\bcreate\s+extension\b[^;]*/gi)) {
            const created = createdExtension(line[0]);
            if (created && !(0,host_types/* shipsExtension */.XF)(created.name))
                found.set(created.name, created.schema);
        }
    }
    return found;
}
/**
 * The SQL that creates what the texts use and a platform provides (platforms.ts). An extension's
 * stand-in types are made where its `CREATE EXTENSION` stands (extensionStandIn), after the schema
 * it names was created.
 */
function standIns(texts) {
    return platformStandIns(texts);
}
/**
 * The `CREATE EXTENSION` of one the engine does not ship whose types are known, as the SQL that
 * makes its stand-in types instead (each unless it exists: `IF NOT EXISTS` twice in a history),
 * with the modifier lists the read's texts write (`variants`); undefined for any other statement.
 */
function extensionStandIn(statement, variants) {
    const created = createdExtension(statement.masked);
    const types = created && !(0,host_types/* shipsExtension */.XF)(created.name) ? KNOWN_TYPES[created.name] : undefined;
    if (!created || !types)
        return undefined;
    const schema = created.schema ? `"${created.schema}"` : undefined;
    const sql = types.flatMap((type) => [type, ...variants(type)].map((name) => {
        const qualified = `${schema ? `${schema}.` : ""}"${name}"`;
        return `IF to_regtype('${qualified}') IS NULL THEN\n${standInType(schema, name)}\nEND IF;`;
    }));
    const schemaSql = schema ? `CREATE SCHEMA IF NOT EXISTS ${schema};\n` : "";
    return { ...statement, text: `${schemaSql}DO $stand_in$ BEGIN\n${sql.join("\n")}\nEND $stand_in$` };
}
/** The SQL of an opaque type `schema.name` (schema: quoted, or undefined for the current schema). */
function standInType(schema, name) {
    const q = (id) => `${schema ? `${schema}.` : ""}"${id.replace(/"/g, '""')}"`;
    const type = q(name);
    const fn = (suffix) => q(`${name}_stand_in_${suffix}`);
    return [
        `CREATE TYPE ${type};`,
        `CREATE FUNCTION ${fn("in")}(cstring, oid, integer) RETURNS ${type} AS 'varcharin' LANGUAGE internal IMMUTABLE STRICT;`,
        `CREATE FUNCTION ${fn("out")}(${type}) RETURNS cstring AS 'varcharout' LANGUAGE internal IMMUTABLE STRICT;`,
        `CREATE FUNCTION ${fn("typmod_in")}(cstring[]) RETURNS integer AS 'varchartypmodin' LANGUAGE internal IMMUTABLE STRICT;`,
        `CREATE FUNCTION ${fn("typmod_out")}(integer) RETURNS cstring AS 'varchartypmodout' LANGUAGE internal IMMUTABLE STRICT;`,
        `CREATE TYPE ${type} (INPUT = ${fn("in")}, OUTPUT = ${fn("out")}, TYPMOD_IN = ${fn("typmod_in")}, TYPMOD_OUT = ${fn("typmod_out")}, INTERNALLENGTH = VARIABLE, STORAGE = extended);`,
    ].join("\n");
}
// `name (a, b)` after no identifier character or dot: a type with a modifier list of words and numbers.
const typmodUse = (name) => new RegExp(String.raw `(?<![\w$"])${name}\s*\(\s*([\w ]+(?:\s*,\s*[\w ]+)*)\s*\)`, "gi");
const INTEGERS = /^\s*\d+(?:\s*,\s*\d+)*\s*$/;
/** The stand-in name of a type written with a non-integer modifier list: `geometry(Polygon,4326)`. */
function variantName(type, list) {
    return `${type}(${list.replace(/\s+/g, "")})`;
}
/** The distinct non-integer modifier lists the texts write after `type`, as stand-in names. */
function typmodVariants(texts, type) {
    const found = new Set();
    for (const text of texts) {
        for (const m of text.matchAll(typmodUse(type))) {
            if (m[1] && !INTEGERS.test(m[1]))
                found.add(variantName(type, m[1]));
        }
    }
    return [...found];
}
/**
 * The statement with each use of a stand-in type that has a non-integer modifier list written as
 * the stand-in of its own (`geometry(Polygon, 4326)` -> `"geometry(Polygon,4326)"`); the masked text
 * alike, so both still match. Offsets after a rewrite move by a few characters within the statement.
 */
function rewriteTypmods(statement, names) {
    let { text, masked } = statement;
    for (const name of names) {
        const pattern = typmodUse(name);
        if (!pattern.test(masked))
            continue;
        let out = "";
        let outMasked = "";
        let from = 0;
        for (const m of masked.matchAll(typmodUse(name))) {
            const list = m[1] ?? "";
            if (INTEGERS.test(list))
                continue;
            // Padded to the length written, so that no later offset of the statement moves back a line.
            const quoted = `"${variantName(name.toLowerCase(), list)}"`.padEnd(m[0].length);
            out += text.slice(from, m.index) + quoted;
            outMasked += masked.slice(from, m.index) + quoted;
            from = m.index + m[0].length;
        }
        text = out + text.slice(from);
        masked = outMasked + masked.slice(from);
    }
    return text === statement.text ? statement : { ...statement, text, masked };
}
/** The names of the stand-in types a prepared statement is rewritten for: those of the extensions the texts stand in. */
function standInTypeNames(texts) {
    return [...unshippedExtensions(texts).keys()].flatMap((e) => KNOWN_TYPES[e] ?? []);
}
/** A physical type as the catalog prints a stand-in with its modifiers (`"geometry(Polygon,4326)"`), as written. */
function writtenStandInType(physical) {
    return physical.replace(/"(\w+\([\w,]+\))"/g, "$1");
}

;// CONCATENATED MODULE: ./src/schema/readers/postgres/catalog.ts


// Descriptions and the primary key by join, not per-row calls of obj_description/col_description
// (SQL functions, run once per column) and an EXISTS per column: the catalog read is part of
// every Postgres read (measured: one exec against the reader's calls).
/** Columns of tables (and of views and materialized views: `withViews`), from pg_attribute. */
const columnsQuery = (withViews) => `
SELECT n.nspname AS schema, c.relname AS table, c.relkind AS kind, td.description AS table_doc,
  a.attname AS name, a.atttypid AS type_id, format_type(a.atttypid, a.atttypmod) AS physical,
  a.attnotnull AS not_null, a.attidentity AS identity, a.attgenerated AS generated,
  pg_get_expr(d.adbin, d.adrelid) AS default_expr, cd.description AS doc,
  COALESCE(a.attnum = ANY (pk.conkey), false) AS primary_key
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
LEFT JOIN pg_description td ON td.objoid = c.oid AND td.classoid = 'pg_class'::regclass AND td.objsubid = 0
LEFT JOIN pg_description cd ON cd.objoid = c.oid AND cd.classoid = 'pg_class'::regclass AND cd.objsubid = a.attnum
LEFT JOIN pg_constraint pk ON pk.conrelid = c.oid AND pk.contype = 'p'
WHERE c.relkind IN ('r', 'p'${withViews ? ", 'v', 'm'" : ""}) AND NOT c.relispartition
  AND c.relpersistence <> 't' -- a TEMP table (a migration's scratch) ends with the session: not an asset
  AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
  AND td.description IS DISTINCT FROM '${STAND_IN_COMMENT}'
ORDER BY n.nspname, c.relname, a.attnum`;
// Only the types the columns use, and what those reach (array elements, domain bases, composite
// attributes): every catalog's row type and every built-in array type is hundreds of rows, and
// reading them took a third of a one-file read. Built-in scalars map by their spelling.
const typesQuery = (typeIds) => `
WITH RECURSIVE wanted(oid) AS (
  SELECT unnest('{${typeIds.join(",")}}'::oid[])
  UNION
  SELECT next.oid FROM wanted w
  JOIN pg_type t ON t.oid = w.oid
  CROSS JOIN LATERAL (
    SELECT t.typelem UNION ALL SELECT t.typbasetype
    UNION ALL SELECT a.atttypid FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      WHERE a.attrelid = t.typrelid AND c.relkind = 'c' AND a.attnum > 0 AND NOT a.attisdropped
  ) AS next(oid)
  WHERE next.oid <> 0
)
SELECT t.oid, t.typname AS name, t.typtype AS kind, t.typelem AS element_id, t.typcategory AS category,
  t.typbasetype AS base_id, CASE WHEN t.typbasetype <> 0 THEN format_type(t.typbasetype, t.typtypmod) END AS base_physical,
  t.typrelid AS relation_id,
  (SELECT array_agg(e.enumlabel ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid) AS labels
FROM pg_type t
WHERE t.oid IN (SELECT oid FROM wanted) AND (t.typtype IN ('e', 'd', 'c') OR t.typcategory = 'A')`;
/** The first id initdb does not give: below it, a type is PostgreSQL's own, the same in every read. */
const FIRST_NORMAL_OBJECT_ID = 16_384;
/** Type rows of sets of built-in types, by the set: what they reach is built in too. */
const builtInTypeRows = new Map();
/**
 * The rows of the types the columns use: a set of PostgreSQL's own types only is read once per
 * process (a monorepo's 1,500 DDL files use a few such sets: 5 ms of each read), any other each
 * time (enums, domains and composites are the read's own).
 */
async function typeRowsOf(db, used) {
    const builtIn = used.every((oid) => oid < FIRST_NORMAL_OBJECT_ID);
    const key = builtIn ? [...used].sort((a, b) => a - b).join(",") : undefined;
    const known = key === undefined ? undefined : builtInTypeRows.get(key);
    if (known)
        return known;
    const rows = (await db.query(typesQuery(used))).rows;
    if (key !== undefined) {
        if (builtInTypeRows.size >= 1_000)
            builtInTypeRows.clear();
        builtInTypeRows.set(key, rows);
    }
    return rows;
}
const compositeAttributesQuery = (relationIds) => `
SELECT a.attrelid AS relation_id, a.attname AS name, a.atttypid AS type_id,
  format_type(a.atttypid, a.atttypmod) AS physical, a.attnotnull AS not_null
FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
WHERE c.relkind = 'c' AND a.attrelid = ANY ('{${relationIds.join(",")}}'::oid[])
  AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attrelid, a.attnum`;
/** Catalog ids are unsigned integers; anything else would not be inlined into the SQL above. */
function oids(values) {
    const list = [...new Set(values)];
    for (const v of list)
        if (!Number.isSafeInteger(v) || v < 0)
            throw new Error(`not a catalog id: ${v}`);
    return list;
}
class Catalog {
    tables;
    types;
    composites;
    constructor(tables, types, composites) {
        this.tables = tables;
        this.types = types;
        this.composites = composites;
    }
    static async read(db, options = {}) {
        const columns = await db.query(columnsQuery(options.views === true));
        const tables = new Map();
        for (const row of columns.rows) {
            const key = `${row.schema}.${row.table}`;
            let table = tables.get(key);
            if (!table) {
                table = {
                    schema: row.schema,
                    name: row.table,
                    kind: row.kind,
                    doc: row.table_doc ?? undefined,
                    columns: [],
                };
                tables.set(key, table);
            }
            table.columns.push({
                name: row.name,
                typeId: row.type_id,
                physical: writtenStandInType(row.physical),
                notNull: row.not_null,
                identity: row.identity,
                generated: row.generated,
                defaultExpr: row.default_expr,
                doc: row.doc,
                primaryKey: row.primary_key,
            });
        }
        const types = new Map();
        const used = oids([...tables.values()].flatMap((t) => t.columns.map((c) => c.typeId)));
        const typeRows = used.length === 0 ? [] : await typeRowsOf(db, used);
        for (const t of typeRows) {
            types.set(t.oid, {
                oid: t.oid,
                name: t.name,
                kind: t.kind,
                elementId: t.element_id,
                category: t.category,
                baseId: t.base_id,
                basePhysical: t.base_physical,
                relationId: t.relation_id,
                labels: t.labels,
            });
        }
        const composites = new Map();
        const relations = oids(typeRows.filter((t) => t.kind === "c").map((t) => t.relation_id));
        const attributes = relations.length === 0
            ? []
            : (await db.query(compositeAttributesQuery(relations))).rows;
        for (const a of attributes) {
            const list = composites.get(a.relation_id) ?? [];
            list.push({
                name: a.name,
                typeId: a.type_id,
                physical: writtenStandInType(a.physical),
                notNull: a.not_null,
            });
            composites.set(a.relation_id, list);
        }
        return new Catalog([...tables.values()], types, composites);
    }
    /** The tree of one column (without name/line; the caller adds those). */
    columnTree(column) {
        const tree = this.typeTree(column.typeId, column.physical, new Set());
        const constraints = { ...tree.constraints };
        if (column.defaultExpr !== null && !column.generated) {
            constraints.default = column.defaultExpr;
            if (/^nextval\(/.test(column.defaultExpr))
                constraints.autoIncrement = true;
        }
        if (column.identity === "a")
            constraints.identity = "ALWAYS";
        if (column.identity === "d")
            constraints.identity = "BY DEFAULT";
        if (column.generated === "s")
            constraints.generated = column.defaultExpr;
        if (column.primaryKey)
            constraints.primaryKey = true;
        return {
            ...tree,
            ...(column.doc ? { doc: column.doc } : {}),
            ...(column.notNull ? {} : { optional: true }),
            constraints,
        };
    }
    typeTree(typeId, physical, seen) {
        const type = this.types.get(typeId);
        if (type?.kind === "e") {
            return { type: "enum", constraints: { physicalType: physical, symbols: type.labels ?? [] } };
        }
        if (type?.kind === "d" && type.basePhysical) {
            const base = this.typeTree(type.baseId, type.basePhysical, seen);
            return { ...base, constraints: { ...base.constraints, domain: physical } };
        }
        if (type?.kind === "c") {
            if (seen.has(typeId))
                return { type: "struct", alias: type.name, constraints: { ref: type.name } };
            const inner = new Set(seen).add(typeId);
            const fields = (this.composites.get(type.relationId) ?? []).map((a) => ({
                name: a.name,
                ...this.typeTree(a.typeId, a.physical, inner),
                ...(a.notNull ? {} : { optional: true }),
            }));
            return { type: "struct", alias: type.name, fields, constraints: { physicalType: physical } };
        }
        if (type?.category === "A" && type.elementId !== 0) {
            const element = this.typeTree(type.elementId, physical.replace(/\[\]$/, ""), seen);
            return {
                type: "list",
                fields: [{ name: "element", ...element, optional: true }],
                constraints: { physicalType: physical },
            };
        }
        return mapBuiltin(physical);
    }
}
/** Built-in types by their `format_type` spelling, following Recap's Postgres converter. */
function mapBuiltin(physical) {
    const c = (extra = {}) => ({ physicalType: physical, ...extra });
    const simple = {
        smallint: { type: "int16" },
        integer: { type: "int32" },
        bigint: { type: "int64" },
        real: { type: "float32" },
        "double precision": { type: "float64" },
        boolean: { type: "bool" },
        text: { type: "string" },
        citext: { type: "string" },
        bytea: { type: "bytes" },
        uuid: { type: "uuid" },
        date: { type: "date32", logical: "Date" },
        json: { type: "string", logical: "JSON" },
        jsonb: { type: "string", logical: "JSON" },
        xml: { type: "string" },
        inet: { type: "string" },
        cidr: { type: "string" },
        macaddr: { type: "string" },
        name: { type: "string", constraints: c({ maxLength: 63 }) },
        '"char"': { type: "string", constraints: c({ maxLength: 1 }) },
        oid: { type: "uint32" },
        interval: { type: "unknown", logical: "Interval" },
    };
    // An extension's type in a schema off the search path is printed qualified (`extensions.citext`).
    const known = simple[physical] ?? (/^"?\w+"?\.citext$/.test(physical) ? simple.citext : undefined);
    if (known)
        return { ...known, constraints: known.constraints ?? c() };
    let m = /^numeric(?:\((\d+)(?:,(-?\d+))?\))?$/.exec(physical);
    if (m) {
        if (m[1] === undefined)
            return { type: "decimal256", logical: "Decimal", constraints: c() };
        const precision = Number(m[1]);
        const scale = Number(m[2] ?? 0);
        return {
            type: precision > 38 ? "decimal256" : "decimal128",
            logical: "Decimal",
            constraints: c({ precision, scale }),
        };
    }
    m = /^(character varying|character|bit varying|bit)(?:\((\d+)\))?$/.exec(physical);
    if (m) {
        const length = m[2] === undefined ? {} : { maxLength: Number(m[2]) };
        const fixed = m[1] === "character" || m[1] === "bit" ? { fixedLength: true } : {};
        const type = m[1]?.startsWith("bit") ? "bytes" : "string";
        return { type, constraints: c({ ...length, ...fixed }) };
    }
    m = /^(timestamp|time)(?:\((\d)\))? (with|without) time zone$/.exec(physical);
    if (m) {
        const zone = m[3] === "with" ? { timezone: "UTC" } : {};
        const precision = m[2] === undefined ? {} : { precision: Number(m[2]) };
        return m[1] === "timestamp"
            ? {
                type: "timestamp64",
                logical: "Timestamp",
                constraints: c({ unit: "microsecond", ...zone, ...precision }),
            }
            : { type: "time64", logical: "Time", constraints: c({ unit: "microsecond", ...zone, ...precision }) };
    }
    return { type: "unknown", constraints: c() };
}

;// CONCATENATED MODULE: ./src/schema/readers/postgres/catalog-guard.ts
/**
 * SQL from a repository runs as PGlite's superuser, which may redefine PostgreSQL's own
 * functions, operators, types and casts (`CREATE OR REPLACE FUNCTION pg_catalog.format_type`,
 * an `UPDATE pg_catalog.pg_proc` in a DO block): the catalog read after it would then say what
 * that SQL wants, not what its tables hold, and a break could read as compliant. Nothing in the
 * session can stop a superuser, so the read looks afterwards: a row of those catalogs that the
 * read's own transaction wrote (its xmin is at or after the transaction's id: a subtransaction's
 * id comes after its parent's) means the result cannot be trusted. Casts have no schema: only
 * one between two of PostgreSQL's types counts (an extension's casts to its own types do not).
 */
const CHANGED = `SELECT concat_ws(', ',
  (SELECT 'function ' || min(proname) FROM pg_catalog.pg_proc WHERE pronamespace = 11 AND xmin::text::bigint >= c.x),
  (SELECT 'operator ' || min(oprname) FROM pg_catalog.pg_operator WHERE oprnamespace = 11 AND xmin::text::bigint >= c.x),
  (SELECT 'type ' || min(typname) FROM pg_catalog.pg_type WHERE typnamespace = 11 AND xmin::text::bigint >= c.x),
  (SELECT 'relation ' || min(relname) FROM pg_catalog.pg_class WHERE relnamespace = 11 AND xmin::text::bigint >= c.x),
  (SELECT 'cast ' || min(s.typname || ' AS ' || t.typname) FROM pg_catalog.pg_cast k
    JOIN pg_catalog.pg_type s ON s.oid = k.castsource JOIN pg_catalog.pg_type t ON t.oid = k.casttarget
    WHERE s.typnamespace = 11 AND t.typnamespace = 11 AND k.xmin::text::bigint >= c.x)) AS changed
FROM (SELECT pg_catalog.pg_current_xact_id()::text::bigint % 4294967296 AS x) AS c`;
/**
 * What SQL must hold to reach those catalogs: their names (`pg_...`), a search_path of its own,
 * a Unicode-escaped identifier, or code that builds statements at run time. Only a read whose
 * files hold one of these pays for the check (a scan of four catalogs).
 */
const MAY_CHANGE_CATALOG = /pg_|u&|search_path|set_config|system_table|\bexecute\b|\bdo\b|\bfunction\b|\bprocedure\b|\bcall\b/i;
function mayChangeCatalog(text) {
    return MAY_CHANGE_CATALOG.test(text);
}
/** The first catalog object of each kind the read's transaction changed, by name ("" when none). */
async function catalogChanges(db, timeoutMs) {
    return (await db.query(CHANGED, [], timeoutMs)).rows[0]?.changed ?? "";
}

// EXTERNAL MODULE: ./src/schema/readers/sql/statements.ts
var sql_statements = __webpack_require__(44949);
;// CONCATENATED MODULE: ./src/schema/readers/postgres/ddl-lines.ts

const CONSTRAINT_WORDS = new Set(["constraint", "primary", "unique", "check", "foreign", "exclude", "like"]);
const CREATE_TABLE = new RegExp(String.raw `^create\s+(?:(?:global|local)\s+)?(?:(?:temporary|temp|unlogged)\s+)?table\s+(?:if\s+not\s+exists\s+)?(${sql_statements/* QUALIFIED */.DT})\s*`, "i");
const CREATE_VIEW = new RegExp(String.raw `^create\s+(?:or\s+replace\s+)?(?:(?:temporary|temp)\s+)?(?:recursive\s+)?(?:materialized\s+)?view\s+(?:if\s+not\s+exists\s+)?(${sql_statements/* QUALIFIED */.DT})`, "i");
const ALTER_TABLE = new RegExp(String.raw `^alter\s+(?:table|view|materialized\s+view)\s+(?:if\s+exists\s+)?(?:only\s+)?(${sql_statements/* QUALIFIED */.DT})\s*`, "i");
const DROP_TABLE = /^drop\s+(?:table|view|materialized\s+view)\s+(?:if\s+exists\s+)?/i;
class DdlPlaces {
    tables = new Map();
    saved() {
        return [...this.tables].map(([key, t]) => [
            key,
            { place: t.place, columns: [...t.columns], dropped: [...t.dropped], ...(t.view ? { view: true } : {}) },
        ]);
    }
    static restored(saved) {
        const places = new DdlPlaces();
        for (const [key, t] of saved) {
            places.tables.set(key, {
                place: t.place,
                columns: new Map(t.columns),
                dropped: new Map(t.dropped),
                ...(t.view ? { view: true } : {}),
            });
        }
        return places;
    }
    key(raw) {
        const parts = (0,sql_statements/* splitQualified */.T0)(raw, true);
        const table = parts.at(-1) ?? "";
        const schema = parts.at(-2) ?? "public";
        return `${schema}.${table}`;
    }
    /** Records the effect of one statement that PGlite executed successfully. */
    apply(file, lines, statement) {
        const { masked, start } = statement;
        const at = (offset) => ({ file, line: lines.lineAt(start + offset) });
        const create = CREATE_TABLE.exec(masked);
        if (create?.[1]) {
            const nameOffset = masked.indexOf(create[1]);
            const table = { place: at(nameOffset), columns: new Map(), dropped: new Map() };
            this.tables.set(this.key(create[1]), table);
            const open = create[0].length;
            if (masked[open] !== "(")
                return;
            for (const element of (0,sql_statements/* splitTopLevel */.EN)(masked, open + 1, (0,sql_statements/* closingParen */.QH)(masked, open))) {
                const first = new RegExp(`^${sql_statements/* IDENT */.L3}`).exec(masked.slice(element.start, element.end))?.[0];
                if (!first || CONSTRAINT_WORDS.has(first.toLowerCase()))
                    continue;
                table.columns.set((0,sql_statements/* normalizeIdentifier */.Bd)(first, true), at(element.start));
            }
            return;
        }
        const view = CREATE_VIEW.exec(masked);
        if (view?.[1]) {
            // A view's columns come from its query: they are placed at the view's name (the catalog names them).
            const place = at(masked.indexOf(view[1], view[0].length - view[1].length));
            this.tables.set(this.key(view[1]), { place, columns: new Map(), dropped: new Map(), view: true });
            return;
        }
        const alter = ALTER_TABLE.exec(masked);
        if (alter?.[1]) {
            this.applyAlter(this.key(alter[1]), masked, alter[0].length, at);
            return;
        }
        const drop = DROP_TABLE.exec(masked);
        if (drop) {
            const list = masked.slice(drop[0].length).replace(/\s+(cascade|restrict)\s*$/i, "");
            for (const name of list.split(","))
                this.tables.delete(this.key(name.trim()));
        }
    }
    applyAlter(key, masked, from, at) {
        const table = this.tables.get(key);
        for (const action of (0,sql_statements/* splitTopLevel */.EN)(masked, from, masked.length)) {
            const text = masked.slice(action.start, action.end);
            const renameTable = new RegExp(String.raw `^rename\s+to\s+(${sql_statements/* IDENT */.L3})`, "i").exec(text);
            if (renameTable?.[1] && table) {
                this.tables.delete(key);
                this.tables.set(`${key.slice(0, key.lastIndexOf("."))}.${(0,sql_statements/* normalizeIdentifier */.Bd)(renameTable[1], true)}`, table);
                continue;
            }
            const setSchema = new RegExp(String.raw `^set\s+schema\s+(${sql_statements/* IDENT */.L3})`, "i").exec(text);
            if (setSchema?.[1] && table) {
                this.tables.delete(key);
                this.tables.set(`${(0,sql_statements/* normalizeIdentifier */.Bd)(setSchema[1], true)}.${key.slice(key.lastIndexOf(".") + 1)}`, table);
                continue;
            }
            if (!table)
                continue;
            const add = new RegExp(String.raw `^add\s+(?:column\s+)?(?:if\s+not\s+exists\s+)?(${sql_statements/* IDENT */.L3})`, "i").exec(text);
            if (add?.[1] && !CONSTRAINT_WORDS.has(add[1].toLowerCase())) {
                table.columns.set((0,sql_statements/* normalizeIdentifier */.Bd)(add[1], true), at(action.start + text.lastIndexOf(add[1], add[0].length)));
                table.dropped.delete((0,sql_statements/* normalizeIdentifier */.Bd)(add[1], true));
                continue;
            }
            const dropColumn = new RegExp(String.raw `^drop\s+(?:column\s+)?(?:if\s+exists\s+)?(${sql_statements/* IDENT */.L3})`, "i").exec(text);
            if (dropColumn?.[1] && dropColumn[1].toLowerCase() !== "constraint") {
                table.columns.delete((0,sql_statements/* normalizeIdentifier */.Bd)(dropColumn[1], true));
                table.dropped.set((0,sql_statements/* normalizeIdentifier */.Bd)(dropColumn[1], true), at(action.start));
                continue;
            }
            const renameColumn = new RegExp(String.raw `^rename\s+(?:column\s+)?(${sql_statements/* IDENT */.L3})\s+to\s+(${sql_statements/* IDENT */.L3})`, "i").exec(text);
            if (renameColumn?.[1] && renameColumn[2]) {
                const from = (0,sql_statements/* normalizeIdentifier */.Bd)(renameColumn[1], true);
                table.columns.delete(from);
                table.columns.set((0,sql_statements/* normalizeIdentifier */.Bd)(renameColumn[2], true), {
                    ...at(action.start + text.lastIndexOf(renameColumn[2], renameColumn[0].length)),
                    renamedFrom: from,
                });
                continue;
            }
            const retype = new RegExp(String.raw `^alter\s+(?:column\s+)?(${sql_statements/* IDENT */.L3})\s+(?:set\s+data\s+)?type\b`, "i").exec(text);
            if (retype?.[1]) {
                const name = (0,sql_statements/* normalizeIdentifier */.Bd)(retype[1], true);
                const renamedFrom = table.columns.get(name)?.renamedFrom;
                table.columns.set(name, { ...at(action.start), ...(renamedFrom ? { renamedFrom } : {}) });
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/schema/readers/postgres/dump.ts



/**
 * What of a .sql file is replayed. pg_dump files are read as the dumps they
 * are: `COPY ... FROM stdin;` data blocks up to their `\.` line and psql
 * meta-commands (`\connect`, `\restrict`, ...) are skipped, as psql would take
 * them, not sent to Postgres; those that run SQL of their own (`\i`, `\ir`, `\gexec`) are
 * reported, as what they change is not read. Statements with no effect on the schema that
 * fail on any other server (ownership, grants of roles that exist only there)
 * or that reach outside the database (`COPY ... PROGRAM`, COPY from files) are
 * not run either; `COPY ... PROGRAM` is reported.
 */
const TRANSACTION_CONTROL = /^(begin|commit|start\s+transaction|end|savepoint|release)\b/i;
// A rollback (to a savepoint or of the whole transaction; ABORT is its synonym) undoes statements
// before it: replayed with transaction control skipped, they would stay, and a column dropped and
// then re-added under a rollback would read as kept. Refused at the statement (fail closed).
const ROLLBACK = /^(rollback|abort)\b/i;
// Also what cannot run inside the read's transaction and changes no table: maintenance, publications,
// databases other than the one read, the server's configuration, event triggers (they fire on the
// statements replayed after them: a platform's hooks would run on every table) and security labels.
const NO_SCHEMA_EFFECT = /^(grant|revoke|alter\s+default\s+privileges|set\s+(session\s+)?role|set\s+session\s+authorization|reset\s+role|vacuum|analy[sz]e|checkpoint|cluster|reindex|alter\s+system|(create|drop|alter)\s+database|listen|unlisten|notify|discard|(create|alter|drop)\s+(publication|subscription|event\s+trigger)|security\s+label|comment\s+on\s+(event\s+trigger|publication|subscription|role|database|tablespace))\b/i;
// `CREATE INDEX CONCURRENTLY` cannot run in a transaction; the index is the same without it.
const CONCURRENTLY = /^((?:create(?:\s+unique)?|drop)\s+index\s+)concurrently\b/i;
// `ALTER <object> ... OWNER TO role` (not `RENAME [COLUMN] owner TO x`).
const OWNER_TO = /^alter\s(?![\s\S]*\brename\b)[\s\S]*\sowner\s+to\s+\S+$/i;
const COPY = /^copy\b/i;
const EMPTIES_SEARCH_PATH = /\bset_config\s*\(\s*'search_path'\s*,\s*''\s*,\s*false\s*\)|^\s*set\s+search_path\s*(=|to)\s*''/im;
const COPY_PROGRAM = /^copy\b[\s\S]*\b(from|to)\s+program\b/i;
const COPY_FROM_STDIN_LINE = /^copy\s[^;]*\sfrom\s+stdin\b[^;]*;\s*$/i;
// psql meta-commands that run SQL the replay does not read: an included file (`\i`, `\ir`) or the
// rows of a query run as statements (`\gexec`). What they would change cannot be told (fail closed).
const PSQL_RUNS_SQL = /^\\(i|ir|include|include_relative|gexec)(\s|$)/;
/**
 * Blanks COPY data blocks and psql meta-command lines (keeping offsets and line breaks); each
 * meta-command that runs SQL of its own is passed to `runsSql` with its line number.
 */
function blankDumpParts(text, runsSql) {
    if (!text.includes("\\"))
        return text;
    const lines = text.split("\n");
    let inData = false;
    let atStatementStart = true;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i] ?? "";
        const bare = line.replace(/\r$/, "");
        if (inData) {
            if (bare === "\\.")
                inData = false;
            lines[i] = " ".repeat(line.length);
            continue;
        }
        if (atStatementStart && bare.startsWith("\\")) {
            if (PSQL_RUNS_SQL.test(bare))
                runsSql?.(i + 1, bare.trim());
            lines[i] = " ".repeat(line.length);
            continue;
        }
        if (atStatementStart && COPY_FROM_STDIN_LINE.test(bare)) {
            lines[i] = " ".repeat(line.length);
            inData = true;
            continue;
        }
        const trimmed = bare.trim();
        if (trimmed !== "" && !trimmed.startsWith("--"))
            atStatementStart = /;\s*(--.*)?$/.test(trimmed);
    }
    return lines.join("\n");
}
/** The statements of one file that are replayed, and diagnostics for those refused. */
function prepareFile(file, text, lines, diagnostics) {
    const statements = [];
    const replayed = blankDumpParts(text, (line, command) => diagnostics.push({
        ...(0,reader_helpers/* errorDiagnostic */.Ee)(file, `psql's ${command.split(/\s/)[0]} runs SQL the replay does not read (an included file or a query's rows); what it changes cannot be told`, line),
        statement: command,
    }));
    for (const statement of (0,sql_statements/* splitSql */.b5)(replayed, "postgres")) {
        const masked = statement.masked;
        if (ROLLBACK.test(masked)) {
            diagnostics.push({
                ...(0,reader_helpers/* errorDiagnostic */.Ee)(file, "ROLLBACK refused: it undoes statements before it, which a replay that skips transaction control would keep; write the migration without it", lines.lineAt(statement.start)),
                statement: statement.text,
            });
            continue;
        }
        if (TRANSACTION_CONTROL.test(masked) || NO_SCHEMA_EFFECT.test(masked) || OWNER_TO.test(masked))
            continue;
        if (replacedByStandIn(masked))
            continue;
        if (COPY_PROGRAM.test(masked)) {
            diagnostics.push((0,reader_helpers/* errorDiagnostic */.Ee)(file, "COPY ... PROGRAM refused: SQL read from a repository runs no programs", lines.lineAt(statement.start)));
            continue;
        }
        if (COPY.test(masked))
            continue; // data, not schema (and COPY from files reads outside the repository)
        statements.push(withoutConcurrently(statement));
    }
    // pg_dump empties the search path for its own session (psql runs each file in one): the next file
    // of a folder starts with the default one, or its unqualified names have no schema to go to.
    if (EMPTIES_SEARCH_PATH.test(text)) {
        statements.push({ text: "RESET search_path", masked: "RESET search_path", start: text.trimEnd().length });
    }
    return { file, lines, statements };
}
/** The statement with `CONCURRENTLY` blanked (same length: offsets and error positions hold). */
function withoutConcurrently(statement) {
    const match = CONCURRENTLY.exec(statement.masked);
    if (!match?.[1])
        return statement;
    const at = match[1].length;
    const blank = (text) => `${text.slice(0, at)}${" ".repeat(12)}${text.slice(at + 12)}`;
    return { ...statement, text: blank(statement.text), masked: blank(statement.masked) };
}

// EXTERNAL MODULE: ./src/pglite/host.ts + 2 modules
var pglite_host = __webpack_require__(85422);
// EXTERNAL MODULE: ./src/pglite/data-dir.ts
var data_dir = __webpack_require__(29935);
// EXTERNAL MODULE: ./src/pglite/shared.ts
var shared = __webpack_require__(18652);
;// CONCATENATED MODULE: ./src/schema/readers/postgres/instance.ts





const USER_SCHEMAS = `nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_toast%' AND nspname NOT LIKE 'pg\\_temp%'`;
const RESET_MS = 60_000;
/**
 * Empties the database inside the read's transaction, in one round trip to the worker (a publish
 * of a monorepo opens 1,500 reads; six round trips each were 13 ms of every read): user tables,
 * views and foreign tables one by one, by kind, then the extensions and the schemas, and a fresh
 * public schema. The host is the process's shared one: these are the embedded store's tables,
 * and the ROLLBACK at the end of the read brings every one of them back.
 */
const EMPTY_DATABASE = `DO $scratch$
DECLARE item record;
BEGIN
  FOR item IN SELECT format('%I.%I', n.nspname, c.relname) AS name,
      CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE'
        ELSE 'TABLE' END AS kind
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${USER_SCHEMAS} LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE', item.kind, item.name);
  END LOOP;
  FOR item IN SELECT format('%I', extname) AS name FROM pg_extension WHERE extname <> 'plpgsql' LOOP
    EXECUTE format('DROP EXTENSION IF EXISTS %s CASCADE', item.name);
  END LOOP;
  FOR item IN SELECT format('%I', nspname) AS name FROM pg_namespace WHERE ${USER_SCHEMAS} LOOP
    EXECUTE format('DROP SCHEMA IF EXISTS %s CASCADE', item.name);
  END LOOP;
  CREATE SCHEMA public;
END
$scratch$`;
/** Opens the read's transaction and empties the database inside it (EMPTY_DATABASE). */
async function beginScratch(db) {
    await db.exec(`BEGIN;\n${EMPTY_DATABASE}`, RESET_MS);
}
/**
 * Runs SQL inside the read's transaction under a savepoint: when Postgres
 * rejects it, only its own effects are undone and the transaction goes on.
 * Rejects as the SQL did. The SQL must not end the transaction (guarded).
 */
async function savepointed(db, sql, timeoutMs) {
    // The savepoint on its own: a syntax error rejects a whole multi-statement string, savepoint
    // included, and the transaction would then be left aborted with nothing to roll back to.
    await db.exec("SAVEPOINT replay_batch", timeoutMs, true);
    try {
        await db.exec(`${sql}\n;RELEASE SAVEPOINT replay_batch`, timeoutMs, true);
    }
    catch (error) {
        if (error instanceof pglite_host/* SqlTimeout */.sE || escaped(error))
            throw error;
        await db.exec("ROLLBACK TO SAVEPOINT replay_batch; RELEASE SAVEPOINT replay_batch", timeoutMs, true);
        throw error;
    }
}
/** Whether SQL from a repository ended the read's transaction (a COMMIT that got past the filter). */
function escaped(error) {
    return error instanceof pglite_host/* SqlError */.L8 && error.code === "escaped";
}
/** The process's PGlite host (shared with the embedded store; started on first use). */
function readerHost() {
    return (0,shared.sharedPGliteHost)();
}
/**
 * Runs `work` on the shared host with exclusive use of it, inside a
 * transaction that starts from an empty database and is rolled back at the
 * end, whatever happened: a read leaves nothing behind, and the store's rows
 * are never visible to, nor changed by, SQL read from a repository. A PGlite
 * instance serves one database, so the read hides the others' tables inside
 * its transaction instead of switching to a fresh database. `begin` opens the
 * transaction (a cached replay state opens its own: see state-cache.ts).
 */
function withPGlite(work, extensions = [], begin = beginScratch) {
    const host = readerHost();
    return host.exclusive(async (db) => {
        await db.ensureExtensions(extensions);
        await db.start();
        await db.exec("ROLLBACK; RESET ALL;", RESET_MS).catch(() => undefined);
        try {
            await begin(db);
            return await work(db);
        }
        catch (error) {
            // The read's transaction was ended from inside: what it had hidden (the embedded store's
            // tables) may be gone for good. Nothing may use this instance again: fail closed.
            if (escaped(error))
                db.poison(new Error(`PGlite was left unusable: ${error.message}`));
            throw error;
        }
        finally {
            // Rolled back before anyone else uses the host (the embedded store, the next read), and not
            // at all when the process closes it first: its folder is deleted. A terminated worker (a
            // statement ran past its budget) took the transaction with it.
            db.leaveForNextTurn(async () => {
                if (db.running)
                    await db.exec("ROLLBACK; RESET ALL;", RESET_MS).catch(() => db.restart());
            });
        }
    });
}
/** Closes the shared host (if started and no store holds it) so the process can exit. */
async function closePGlite() {
    await closeSharedPGliteHost();
}
/**
 * Extensions whose types or functions the SQL uses: a migration history often creates them outside
 * the files read (graphile-migrate's afterReset.sql, a Docker init script, a managed database).
 */
const USED_EXTENSIONS = [
    ["citext", /\bcitext\b/i],
    ["hstore", /\bhstore\b/i],
    ["ltree", /\bl(tree|query)\b/i],
    ["uuid-ossp", /\buuid_generate_v[1345]\w*\s*\(/i],
    ["pgcrypto", /\b(gen_salt|crypt|pgp_sym_encrypt|pgp_sym_decrypt)\s*\(/i],
    ["pg_trgm", /\b(gin|gist)_trgm_ops\b/i],
];
/** The extensions the SQL uses without creating them, created first so that its files read. */
function extensionsUsedNotCreated(texts) {
    const created = new Set(extensionsCreatedIn(texts));
    const used = USED_EXTENSIONS.filter(([name, use]) => !created.has(name) && texts.some((t) => use.test(t)));
    // What a created extension requires (earthdistance: cube), as a server that has it installed would.
    const required = [...created]
        .flatMap((name) => host_types/* EXTENSION_REQUIRES */.Tg[name] ?? [])
        .filter((n) => !created.has(n));
    return [...new Set([...required, ...used.map(([name]) => name)])];
}
/** Contrib extensions the SQL creates (`CREATE EXTENSION [IF NOT EXISTS] name`): the host loads only those. */
function extensionsCreatedIn(texts) {
    const names = new Set();
    for (const text of texts) {
        for (const m of text.matchAll(/\bcreate\s+extension\s+(?:if\s+not\s+exists\s+)?"?([\w-]+)"?/gi)) {
            names.add(m[1].toLowerCase());
        }
    }
    return [...names].sort();
}

;// CONCATENATED MODULE: ./src/schema/readers/postgres/replay.ts




const DEFAULT_REPLAY_BUDGET = { fileMs: 20_000, runMs: 180_000 };
/** Budgets from `CONTRACT_SYNC_SQL_FILE_TIMEOUT_MS` / `CONTRACT_SYNC_SQL_RUN_TIMEOUT_MS`, else the defaults. */
function replayBudgetFromEnv(env = process.env) {
    const ms = (value, fallback) => {
        const n = Number(value);
        return value !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
    };
    return {
        fileMs: ms(env.CONTRACT_SYNC_SQL_FILE_TIMEOUT_MS, DEFAULT_REPLAY_BUDGET.fileMs),
        runMs: ms(env.CONTRACT_SYNC_SQL_RUN_TIMEOUT_MS, DEFAULT_REPLAY_BUDGET.runMs),
    };
}
// A batch is statements of one or more files in one exec (one round trip, one implicit
// transaction). Few enough statements that a batch of plain DDL stays well inside one statement's
// budget on a loaded machine (a CREATE TABLE takes 5-20 ms in PGlite): a batch over its budget costs
// that budget and is replayed statement by statement.
const BATCH_BYTES = 256 * 1024;
const BATCH_STATEMENTS = 200;
/**
 * Replays prepared files in order on `host`. Files go in batches, one exec
 * each; a batch that Postgres rejects (or that times out) is replayed file by
 * file, statement by statement, to find and report the statements at fault.
 * Everything runs inside the read's transaction (see instance.ts), guarded:
 * SQL that would end it is an error. After a termination the worker is
 * restarted (the transaction is gone with it), a new one is opened and what
 * had succeeded is replayed again, so the rest of the read goes on from the
 * same state. A replay that continues an earlier one in the same transaction
 * passes the earlier one's session (see ReplaySession).
 */
let filesReplayed = 0;
/** How many files this process has replayed (tests: a shared replay does not replay a folder twice). */
function replayedFileCount() {
    return filesReplayed;
}
async function replayFiles(host, files, budget, places, diagnostics, session = { applied: [] }) {
    const { applied } = session;
    filesReplayed += files.length;
    const deadline = session.deadline ?? external_node_perf_hooks_.performance.now() + budget.runMs;
    const remaining = () => deadline - external_node_perf_hooks_.performance.now();
    /** Set when what had succeeded could not be replayed again after a restart: nothing more runs. */
    let lost = false;
    /**
     * A fresh worker in the state the replay had reached. What had succeeded is replayed in one
     * exec, else (it succeeded statement by statement but not as one batch) one by one; when that
     * does not finish within what is left of the read's budget, the state is lost and the rest of
     * the read is reported as not replayed (never run on a worker left without the transaction).
     */
    const recover = async () => {
        try {
            await host.restart();
            await (session.begin ?? beginScratch)(host);
            if (applied.length === 0)
                return;
            const timeout = Math.max(remaining(), budget.fileMs);
            const batched = await savepointed(host, applied.join(";\n"), timeout).then(() => "ok", (error) => (error instanceof pglite_host/* SqlError */.L8 ? "rejected" : error));
            if (batched === "ok")
                return;
            if (batched !== "rejected")
                throw batched;
            await host.each(applied, timeout, () => undefined, { guarded: true });
        }
        catch (error) {
            if (!(error instanceof pglite_host/* SqlTimeout */.sE))
                throw error;
            lost = true;
        }
    };
    const stopped = () => lost || remaining() <= 0;
    const replayOneByOne = async ({ prepared, from: start, to }) => {
        let from = start;
        while (from < to) {
            if (stopped())
                return spent(prepared, from);
            const chunk = prepared.statements.slice(from, to);
            let failed;
            try {
                // Stops at a rejected statement: what it missed is stood in before the statements after it run.
                await host.each(chunk.map((st) => st.text), budget.fileMs, (index, outcome) => {
                    const statement = chunk[index];
                    if (!statement)
                        return;
                    if (outcome) {
                        failed = { index, error: outcome };
                        return;
                    }
                    applied.push(statement.text);
                    places.apply(prepared.file, prepared.lines, statement);
                }, { guarded: true, stopAtError: true, deadline });
                if (!failed)
                    return;
                const statement = chunk[failed.index];
                if (statement)
                    await settle(prepared, statement, failed.error);
                from += failed.index + 1;
            }
            catch (error) {
                if (!(error instanceof pglite_host/* SqlTimeout */.sE))
                    throw error;
                session.timedOut = true;
                // A timeout during a repair concerns the statement that failed, not the chunk's first.
                const index = failed?.index ?? error.index ?? 0;
                const statement = chunk[index];
                const ranOut = remaining() <= 0;
                diagnostics.push({
                    ...(0,reader_helpers/* errorDiagnostic */.Ee)(prepared.file, `the statement did not finish within ${Math.round(error.ms)} ms and was stopped (${ranOut ? "the read's time budget, CONTRACT_SYNC_SQL_RUN_TIMEOUT_MS" : "a statement's time budget, CONTRACT_SYNC_SQL_FILE_TIMEOUT_MS"})`, prepared.lines.lineAt(statement?.start ?? 0)),
                    statement: statement?.text,
                });
                await recover();
                from += index + 1;
            }
        }
    };
    /** A rejected statement: repaired with stand-ins and applied, skipped with a warning, or reported. */
    const settle = async (prepared, statement, error) => {
        const outcome = session.repair
            ? await session.repair.repair(host, statement, error, Math.min(budget.fileMs, Math.max(remaining(), 1)))
            : { kind: "failed", error };
        if (outcome.kind === "applied") {
            applied.push(outcome.sql);
            places.apply(prepared.file, prepared.lines, outcome.statement);
        }
        else if (outcome.kind === "skipped") {
            diagnostics.push({
                file: prepared.file,
                line: prepared.lines.lineAt(statement.start),
                severity: "warning",
                message: outcome.message,
            });
        }
        else {
            rejected(prepared, statement, outcome.error);
        }
    };
    const rejected = (prepared, statement, error) => {
        const position = Number(error.position);
        const offset = statement.start + (Number.isFinite(position) && position > 0 ? position - 1 : 0);
        diagnostics.push({
            ...(0,reader_helpers/* errorDiagnostic */.Ee)(prepared.file, `Postgres rejected the statement: ${(0,reader_helpers/* errorMessage */.gJ)(error)}`, prepared.lines.lineAt(offset)),
            statement: statement.text,
        });
    };
    // A file spanning batches is reported once, where its replay stopped.
    const reportedSpent = new Set();
    const spent = (prepared, from) => {
        session.timedOut = true;
        if (reportedSpent.has(prepared))
            return;
        reportedSpent.add(prepared);
        const statement = prepared.statements[from];
        diagnostics.push((0,reader_helpers/* errorDiagnostic */.Ee)(prepared.file, `not replayed: the read's time budget of ${budget.runMs} ms was spent (CONTRACT_SYNC_SQL_RUN_TIMEOUT_MS)`, statement ? prepared.lines.lineAt(statement.start) : undefined));
    };
    /**
     * A batch's statements one after another under one savepoint, each with its own budget, stopping
     * at the first one Postgres rejects: "ok", or "rejected" (its effects undone) / "timeout" (the
     * worker gone), after which the batch is replayed statement by statement to report and repair.
     */
    const runBatch = async (texts) => {
        const ms = Math.max(1, Math.min(budget.fileMs, remaining()));
        try {
            await host.exec("SAVEPOINT replay_batch", ms, true);
            let rejected = false;
            await host.each(texts, budget.fileMs, (_, outcome) => {
                if (outcome)
                    rejected = true;
            }, { guarded: true, savepoints: false, stopAtError: true, deadline });
            if (!rejected) {
                await host.exec("RELEASE SAVEPOINT replay_batch", ms, true);
                return "ok";
            }
            await host.exec("ROLLBACK TO SAVEPOINT replay_batch; RELEASE SAVEPOINT replay_batch", ms, true);
            return "rejected";
        }
        catch (error) {
            if (error instanceof pglite_host/* SqlTimeout */.sE)
                return "timeout";
            if (escaped(error) || !(error instanceof pglite_host/* SqlError */.L8))
                throw error;
            return "rejected";
        }
    };
    for (const batch of batches(files)) {
        if (stopped()) {
            for (const segment of batch)
                spent(segment.prepared, segment.from);
            continue;
        }
        const texts = batch.flatMap((s) => s.prepared.statements.slice(s.from, s.to).map((st) => st.text));
        if (texts.length > 0) {
            const outcome = await runBatch(texts);
            if (outcome === "ok") {
                applied.push(...texts);
                for (const { prepared, from, to } of batch) {
                    for (const statement of prepared.statements.slice(from, to))
                        places.apply(prepared.file, prepared.lines, statement);
                }
                continue;
            }
            if (outcome === "timeout")
                await recover();
        }
        for (const segment of batch)
            await replayOneByOne(segment);
    }
}
/**
 * The files' statements in batches of at most BATCH_STATEMENTS statements and about BATCH_BYTES
 * (a larger statement is a batch alone); a file may span batches. A file without statements is a
 * segment of its own, so that it is reported when the read's budget is spent before it.
 */
function* batches(files) {
    let batch = [];
    let count = 0;
    let bytes = 0;
    for (const prepared of files) {
        const { statements } = prepared;
        let from = 0;
        do {
            let to = from;
            while (to < statements.length && count < BATCH_STATEMENTS) {
                const size = statements[to]?.text.length ?? 0;
                if (count > 0 && bytes + size > BATCH_BYTES)
                    break;
                count++;
                bytes += size;
                to++;
            }
            if (to > from || statements.length === 0)
                batch.push({ prepared, from, to });
            if (to < statements.length) {
                yield batch;
                batch = [];
                count = 0;
                bytes = 0;
            }
            from = to;
        } while (from < statements.length);
    }
    if (batch.length > 0)
        yield batch;
}

;// CONCATENATED MODULE: ./src/schema/readers/postgres/stand-in-repair.ts





const MAX_FIXES = 8;
const DECORATION = /^(create\s+(unique\s+)?index|create\s+(or\s+replace\s+)?(policy|trigger|constraint\s+trigger|rule|function|procedure|aggregate|operator|cast|(materialized\s+)?view|statistics)|alter\s+(policy|function|operator|aggregate)|comment\s+on|alter\s+table\b[\s\S]*\badd\s+(constraint\s+\S+\s+)?(check|exclude)\b)/i;
const SESSION_SETTING = /^(set|reset)\b|^select\s+(pg_catalog\s*\.\s*)?set_config\s*\(/i;
// A statement run for what its calls do: a function the engine lacks may change any table
// (`dblink_exec`, a pg_cron job's command), so such a call is neither stood in nor skipped.
const TOP_LEVEL_CALL = /^(select|call|values|with|execute)\b/i;
const quoteName = (name) => name
    .split(".")
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join(".");
/** Splits a message's argument list at commas outside quotes. */
function argumentTypes(list) {
    return (list.match(/(?:"[^"]*"|[^,])+/g) ?? []).map((t) => t.trim()).filter((t) => t !== "");
}
class StandInRepair {
    extensions = new Map();
    typeNames = new Set();
    /** The modifier lists the read's texts write after each type of an extension stood in. */
    variants = new Map();
    madeAny = false;
    constructor(texts) {
        this.learn(texts);
    }
    /** Takes in the extensions and stand-in types of more files of the read. */
    learn(texts) {
        for (const [name, schema] of unshippedExtensions(texts))
            this.extensions.set(name, schema);
        for (const name of standInTypeNames(texts)) {
            this.typeNames.add(name);
            const known = this.variants.get(name) ?? new Set();
            for (const variant of typmodVariants(texts, name))
                known.add(variant);
            this.variants.set(name, known);
        }
        if (this.extensions.size > 0)
            this.madeAny = true;
    }
    /**
     * A statement as the stand-ins known so far need it: an unshipped extension's `CREATE EXTENSION`
     * as the SQL of its stand-in types, a type with a modifier list of words as its own stand-in.
     */
    prepare(statement) {
        const standIn = extensionStandIn(statement, (type) => [...(this.variants.get(type) ?? [])]);
        return standIn ?? rewriteTypmods(statement, this.typeNames);
    }
    /** Stands in what the statement missed and runs it again; else says whether it is skipped or failed. */
    async repair(host, statement, error, timeoutMs) {
        if (SESSION_SETTING.test(statement.masked)) {
            return { kind: "skipped", message: `session setting not replayed: ${(0,reader_helpers/* errorMessage */.gJ)(error)}` };
        }
        if (TOP_LEVEL_CALL.test(statement.masked)) {
            if (!/^(function|schema) .+ does not exist$/.test(error.message))
                return { kind: "failed", error };
            const what = `${error.message}: the statement runs what the embedded PostgreSQL does not have, and what that changes (a table, through dblink or a scheduled job) cannot be told`;
            return { kind: "failed", error: new pglite_host/* SqlError */.L8(what, error.position, error.code) };
        }
        const fixes = [];
        const names = new Set(this.typeNames);
        let current = statement;
        let last = error;
        let fn;
        for (let attempt = 0; attempt < MAX_FIXES; attempt++) {
            const fix = this.fixFor(current, last, names, fn, fixes.length);
            if (!fix)
                break;
            if (fix.fn && fn && fix.fn.at === fn.at)
                fixes[fn.at] = fix.sql ?? "";
            else if (fix.sql)
                fixes.push(fix.sql);
            if (fix.fn)
                fn = fix.fn;
            for (const name of fix.names ?? [])
                names.add(name);
            current = rewriteTypmods(current, names);
            try {
                await savepointed(host, [...fixes, current.text].join(";\n"), timeoutMs);
                for (const name of names)
                    this.typeNames.add(name);
                if (fixes.some((sql) => !sql.startsWith("DO $role$")))
                    this.madeAny = true;
                return { kind: "applied", statement: current, sql: [...fixes, current.text].join(";\n") };
            }
            catch (e) {
                if (!(e instanceof pglite_host/* SqlError */.L8) || e.code === "escaped")
                    throw e;
                last = e;
            }
        }
        if (this.madeAny && DECORATION.test(statement.masked)) {
            const what = this.extensions.size > 0 ? [...this.extensions.keys()].join(", ") : "an extension";
            return {
                kind: "skipped",
                message: `not replayed: it needs what ${what} would have created, and the embedded PostgreSQL does not ship it (${writtenStandInType((0,reader_helpers/* errorMessage */.gJ)(last))}); the tables it names are read`,
            };
        }
        return { kind: "failed", error: last };
    }
    standsIn(type) {
        const base = type.replace(/\(.*$/, "").replace(/^.*\./, "").toLowerCase();
        return this.madeAny || KNOWN_STAND_IN_TYPES.has(base) || this.typeNames.has(base);
    }
    fixFor(statement, error, names, fn, at) {
        const message = error.message;
        const role = /^role "(.+)" does not exist$/.exec(message)?.[1];
        if (role)
            return { sql: standInRole(role) };
        const type = /^type "(.+)" does not exist$/.exec(message)?.[1];
        if (type && this.standsIn(type)) {
            const m = /^(?:([^.(]+)\.)?(.+)$/.exec(type);
            const schema = m?.[1];
            const name = m?.[2] ?? type;
            const sql = schema
                ? `CREATE SCHEMA IF NOT EXISTS "${schema}";\n${standInType(`"${schema}"`, name)}`
                : standInType(undefined, name);
            return { sql, names: [name.replace(/\(.*$/, "").toLowerCase()] };
        }
        if (/invalid type modifier/.test(message)) {
            const all = [...names, ...KNOWN_STAND_IN_TYPES];
            return rewriteTypmods(statement, all) === statement ? undefined : { names: [...KNOWN_STAND_IN_TYPES] };
        }
        const schema = /^schema "(.+)" does not exist$/.exec(message)?.[1];
        if (schema && /^create\s+extension\b/i.test(statement.masked)) {
            return { sql: `CREATE SCHEMA IF NOT EXISTS ${quoteName(schema)}` };
        }
        const missing = /^function ([^(]+)\((.*)\) does not exist$/.exec(message);
        if (missing?.[1] && (this.madeAny || [...names].some((n) => (missing[2] ?? "").includes(n)))) {
            const args = argumentTypes(missing[2] ?? "")
                .map((t) => (t === "unknown" ? "text" : t))
                .join(", ");
            return { sql: standInFunction(missing[1], args, "boolean"), fn: { name: missing[1], args, at } };
        }
        const wanted = /is of type (.+) but (?:default|generation) expression is of type boolean/.exec(message)?.[1];
        if (wanted && fn)
            return { sql: standInFunction(fn.name, fn.args, wanted), fn };
        return undefined;
    }
}
function standInFunction(name, args, returns) {
    return `CREATE FUNCTION ${quoteName(name)}(${args}) RETURNS ${returns} LANGUAGE sql IMMUTABLE AS 'SELECT NULL::${returns.replace(/'/g, "''")}'`;
}

;// CONCATENATED MODULE: ./src/schema/readers/postgres/folder-replay.ts









class FolderReplay {
    db;
    budget;
    places = new DdlPlaces();
    /** The SQL that succeeded so far (a worker restart replays it) and the read's deadline. */
    session;
    texts = new Map();
    firstFile;
    fileProblems = [];
    refused = [];
    rejected = [];
    /** Set when a result depends on when it was read (see `result`). */
    timeDependent = false;
    /** Set when a file applied could change PostgreSQL's own catalog (catalog-guard.ts). */
    catalogAtRisk = false;
    constructor(db, budget, files) {
        this.db = db;
        this.budget = budget;
        this.firstFile = files[0]?.file;
        this.session = {
            applied: [],
            deadline: external_node_perf_hooks_.performance.now() + budget.runMs,
            repair: new StandInRepair(files.map((f) => f.text)),
        };
    }
    /** What `restored` takes to go on from this replay's state once committed. */
    saved() {
        const copy = (list) => list.map((d) => ({ ...d }));
        return {
            places: this.places.saved(),
            fileProblems: copy(this.fileProblems),
            refused: copy(this.refused),
            rejected: copy(this.rejected),
        };
    }
    /**
     * The replay of `files` (already applied and committed: see state-cache.ts)
     * as it was saved; `begin` opens a transaction on that state again after a
     * worker restart.
     */
    static restored(db, budget, files, saved, begin) {
        const replay = new FolderReplay(db, budget, files);
        replay.places = DdlPlaces.restored(saved.places);
        replay.fileProblems.push(...saved.fileProblems);
        replay.refused.push(...saved.refused);
        replay.rejected.push(...saved.rejected);
        for (const { file, text } of files)
            replay.texts.set(file, text);
        replay.committed(begin);
        return replay;
    }
    /** What was applied is committed: a worker restart reopens it through `begin`, nothing to replay again. */
    committed(begin) {
        this.session.applied.length = 0;
        this.session.begin = begin;
    }
    /** Replays `files` after what was applied before, within what is left of the read's time budget. */
    async apply(files, fileProblems) {
        this.fileProblems.push(...fileProblems);
        const repair = this.session.repair;
        repair?.learn(files.map((f) => f.text));
        const prepared = files.map(({ file, text }) => {
            this.texts.set(file, text);
            if (mayChangeCatalog(text))
                this.catalogAtRisk = true;
            const read = prepareFile(file, text, new reader_helpers/* LineIndex */.rr(text), this.refused);
            return repair ? { ...read, statements: read.statements.map((st) => repair.prepare(st)) } : read;
        });
        await replayFiles(this.db, prepared, this.budget, this.places, this.rejected, this.session);
    }
    /**
     * The tables as the catalog now holds them, with their places. The catalog
     * is read under a savepoint that is rolled back: pg_dump empties search_path
     * for its session and the catalog is read with the default one, and the
     * files applied after this read run with the session as the earlier files
     * left it. `continues`: false when that session could not be kept (nothing
     * more may be applied then). `timeDependent`: the result depends on when the
     * read ran (SQL ran past a budget; a default near today's date), not only on
     * the files: it is not cached.
     */
    async result(request, database) {
        const { db, budget } = this;
        const saved = await db.exec("SAVEPOINT catalog_read", budget.fileMs, true).then(() => true, () => false);
        await db.exec("RESET ALL", budget.fileMs).catch(() => undefined);
        const changed = this.catalogAtRisk ? await catalogChanges(db, budget.fileMs) : "";
        if (changed !== "") {
            // Fail closed: no asset, so each contract on what these files hold reads as unreadable.
            const message = `this SQL changes PostgreSQL's own catalog (pg_catalog ${changed}), so what the catalog says after it is not what its tables hold: contract-sync does not read it`;
            return {
                result: { assets: [], diagnostics: [(0,reader_helpers/* errorDiagnostic */.Ee)(request.path, message)] },
                continues: false,
                timeDependent: false,
            };
        }
        const catalog = await Catalog.read(db, { views: request.views === true });
        const continues = saved &&
            (await db
                .exec("ROLLBACK TO SAVEPOINT catalog_read; RELEASE SAVEPOINT catalog_read", budget.fileMs, true)
                .then(() => true, () => false));
        const assets = catalog.tables.map((table) => this.asset(catalog, table, request, database));
        return {
            result: { assets, diagnostics: [...this.fileProblems, ...this.refused, ...this.rejected] },
            continues,
            timeDependent: this.session.timedOut === true || this.timeDependent,
        };
    }
    asset(catalog, table, request, database) {
        const placed = this.places.tables.get(`${table.schema}.${table.name}`);
        const file = placed?.place.file ?? this.firstFile ?? request.path;
        const fields = table.columns.map((column) => {
            const at = placed?.columns.get(column.name) ?? (placed?.view ? placed.place : undefined);
            const tree = catalog.columnTree(column);
            const constraints = { ...tree.constraints };
            if (at?.renamedFrom)
                constraints.renamedFrom = at.renamedFrom;
            if (typeof constraints.default === "string" && isReplayTimeLiteral(constraints.default)) {
                const written = writtenDefault(at && this.texts.get(at.file), at?.line);
                constraints.default = written;
                // A date written out (not 'now'): near today it reads as written, later as the catalog has it.
                if (/\d/.test(written))
                    this.timeDependent = true;
            }
            return {
                name: column.name,
                ...tree,
                constraints,
                ...(at ? { line: at.line } : {}),
                ...(at && at.file !== file ? { file: at.file } : {}),
            };
        });
        const path = `${database}.${table.schema}.${table.name}`;
        return {
            sourceType: "postgres",
            resourceName: (0,model/* resourceName */.Iy)("postgres", request.dataSource, path),
            dataSource: request.dataSource,
            path,
            file,
            ...(placed ? { line: placed.place.line } : {}),
            ...(placed && placed.dropped.size > 0 ? { dropped: Object.fromEntries(placed.dropped) } : {}),
            schema: {
                type: "struct",
                name: table.name,
                ...(table.doc ? { doc: table.doc } : {}),
                ...(RELATION_KINDS[table.kind] ? { constraints: { relationKind: RELATION_KINDS[table.kind] } } : {}),
                fields,
            },
        };
    }
}
/** Relations other than tables say what they are, so a contract can tell a view from a table. */
const RELATION_KINDS = { v: "view", m: "materialized view" };
/**
 * `DEFAULT 'now()'` (or 'now', 'today', ...) is a literal that Postgres turns
 * into the moment the DDL ran, so each replay would read a new default and
 * diff against itself. Such a default (a date/time literal within two days of
 * the replay) is reported as written in the source.
 */
function isReplayTimeLiteral(expression) {
    const literal = /^'(\d{4}-\d{2}-\d{2}[^']*)'::(timestamp|date|time)/.exec(expression)?.[1];
    if (!literal)
        return false;
    const at = Date.parse(literal.replace(" ", "T").replace(/(:\d{2}(?:\.\d+)?[+-]\d{2})$/, "$1:00"));
    return Number.isFinite(at) ? Math.abs(at - Date.now()) < 2 * 86_400_000 : false;
}
function writtenDefault(text, line) {
    const source = text && line ? text.split("\n")[line - 1] : undefined;
    return /\bdefault\s+('[^']*'(?:::[\w ]+)?)/i.exec(source ?? "")?.[1]?.trim() ?? "'now'";
}

// EXTERNAL MODULE: ./src/schema/readers/postgres/migration-order.ts
var migration_order = __webpack_require__(11043);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./src/code-identity.ts
var code_identity = __webpack_require__(19301);
;// CONCATENATED MODULE: ./src/schema/readers/postgres/result-cache.ts








/**
 * Results of Postgres reads cached by content, so that a later run reading
 * the same migrations (a pull request's base, unchanged since the last run; a
 * check run again) does not replay them. The key hashes everything a result
 * depends on: the files replayed (paths and texts, in order; those too large
 * to read), the read's settings, and the code that reads them (this reader's
 * modules and PGlite's). A cached file is used only when it names that key
 * and has a result's shape; anything else is a miss and the folder is
 * replayed (a damaged or missing cache costs the replay, never a wrong
 * result). Reads that ran out of time are not cached: a timeout is not a
 * property of the files. `CONTRACT_SYNC_READ_CACHE=0` turns the cache off
 * (the test suite runs with it off, but for the tests of the cache).
 */
const FORMAT = "postgres-read-v1";
/**
 * Entries kept: the newest, by when they were last written or used. A monorepo's publish reads
 * each of its table files once (a result of a few KB each): room for thousands of them.
 */
const KEEP = 16_384;
/** Writes between two prunes (each lists and stats the whole folder); a process's first write prunes. */
const PRUNE_EVERY = 1_024;
let writesSincePrune = PRUNE_EVERY;
function readCacheEnabled(env = process.env) {
    return env.CONTRACT_SYNC_READ_CACHE !== "0" && env.CONTRACT_SYNC_READ_CACHE !== "false";
}
/** The folder of cached results: `CONTRACT_SYNC_READ_CACHE_DIR`, else beside PGlite's cached data directory. */
function readCacheFolder(env = process.env) {
    return env.CONTRACT_SYNC_READ_CACHE_DIR ?? (0,external_node_path_.join)((0,external_node_path_.dirname)((0,data_dir/* pgliteCacheFile */.a4)(env)), FORMAT);
}
function readCacheKey(read) {
    const hash = (0,external_node_crypto_.createHash)("sha256").update(`${FORMAT}\n${codeIdentity()}\n`);
    hash.update(JSON.stringify([read.path, read.dataSource, read.database, read.views, read.fileProblems]));
    for (const { file, text } of read.listed) {
        const textHash = text === undefined ? "-" : (0,external_node_crypto_.createHash)("sha256").update(text).digest("hex");
        hash.update(`\n${JSON.stringify(file)} ${textHash}`);
    }
    return hash.digest("hex");
}
/** The cached result under `key`, or undefined (missing, damaged, or for another key). */
async function cachedRead(key, folder = readCacheFolder()) {
    const file = (0,external_node_path_.join)(folder, `${key}.json`);
    const text = await (0,promises_.readFile)(file, "utf8").catch(() => undefined);
    if (text === undefined)
        return undefined;
    try {
        const entry = JSON.parse(text);
        const result = entry.result;
        if (entry.key !== key || !Array.isArray(result?.assets) || !Array.isArray(result?.diagnostics))
            throw new Error("not an entry of this key");
        // Used: kept longer than entries not read since.
        const now = new Date();
        await (0,promises_.utimes)(file, now, now).catch(() => undefined);
        return result;
    }
    catch {
        await (0,promises_.rm)(file, { force: true });
        return undefined;
    }
}
/** Caches a result under `key` (atomically; a read-only or full disk only costs the next run a replay). */
async function cacheRead(key, result, folder = readCacheFolder()) {
    try {
        await (0,promises_.mkdir)(folder, { recursive: true });
        const partial = (0,external_node_path_.join)(folder, `${key}.${process.pid}.tmp`);
        await (0,promises_.writeFile)(partial, JSON.stringify({ key, result }));
        await (0,promises_.rename)(partial, (0,external_node_path_.join)(folder, `${key}.json`));
        if (++writesSincePrune >= PRUNE_EVERY) {
            writesSincePrune = 0;
            pruneReadCache(folder);
        }
    }
    catch {
        // Not cached: the next run replays.
    }
}
/** Deletes all but the `keep` newest entries (by when each was last written or used). */
function pruneReadCache(folder, keep = KEEP) {
    const entries = (0,external_node_fs_.readdirSync)(folder)
        .filter((name) => name.endsWith(".json"))
        .map((name) => ({ path: (0,external_node_path_.join)(folder, name), at: (0,external_node_fs_.statSync)((0,external_node_path_.join)(folder, name)).mtimeMs }))
        .sort((a, b) => b.at - a.at);
    for (const old of entries.slice(keep))
        (0,external_node_fs_.rmSync)(old.path, { force: true });
}
let identity;
/**
 * What identifies the code a result came from: the text of this reader's
 * modules (from source: the files of the reader; bundled: the chunk that holds
 * it) and of PGlite's entry module and package.json (its version).
 */
function codeIdentity() {
    if (identity)
        return identity;
    const here = (0,external_node_url_.fileURLToPath)(import.meta.url);
    const folder = (0,external_node_path_.dirname)(here);
    const reader = here.endsWith(".ts")
        ? [
            ...(0,external_node_fs_.readdirSync)(folder)
                .sort()
                .filter((name) => name.endsWith(".ts"))
                .map((name) => (0,external_node_path_.join)(folder, name)),
            (0,external_node_path_.join)(folder, "..", "postgres.ts"),
        ]
        : [here];
    const pglite = (0,external_node_url_.fileURLToPath)((0,pglite_host/* pgliteModuleUrl */.PL)());
    identity = (0,code_identity/* identityOfFiles */.H)([...reader, pglite, (0,external_node_path_.join)((0,external_node_path_.dirname)(pglite), "..", "package.json")]);
    return identity;
}

;// CONCATENATED MODULE: ./src/schema/readers/postgres/state-cache.ts






/**
 * The database state a migration folder's replay left, cached across runs so
 * that a pull request adding migrations to a folder an earlier run replayed
 * applies only its own (the base's result comes from the read cache).
 *
 * The replay runs in the reader's transaction, where the embedded store's
 * tables are dropped (instance.ts). When no store holds the process's PGlite
 * yet, that transaction is committed with the replay's schemas renamed to
 * `cs_<key>_<schema>` (and an empty `public` for the store, which creates its
 * tables at start), and the data directory is copied to the cache. A later run
 * starts its one PGlite from that copy; a read on it renames the schemas back
 * inside its transaction (rolled back at the end), restores the session
 * settings the replay left, and goes on. Nothing is committed unless it stays
 * inside the renamed schemas: a replay that changed anything of the whole
 * database (event triggers, roles, settings, casts, pg_catalog), left
 * temporary objects or prepared statements, or broke a deferred constraint is
 * not cached. The state is used only when its key (the read cache's, which
 * covers the files, the settings and the code) matches and its schemas are
 * there; else the folder is replayed.
 */
const MS = 60_000;
/** The state could not be opened (missing schemas, a setting that does not take). */
class StateMissing extends Error {
}
const prefixOf = (key) => `cs_${key.slice(0, 12)}_`;
const quote = (name) => `"${name.replace(/"/g, '""')}"`;
const folderOf = (key) => (0,external_node_path_.join)(readCacheFolder(), `state-${key.slice(0, 40)}`);
// Whole-database objects (and pg_catalog's functions, operators and types, which a superuser's SQL
// could redefine) and session leftovers a committed replay must not have changed.
const GLOBALS = `SELECT concat_ws('/',
  (SELECT count(*) FROM pg_event_trigger), (SELECT count(*) FROM pg_db_role_setting),
  (SELECT count(*) FROM pg_authid), (SELECT count(*) FROM pg_cast), (SELECT count(*) FROM pg_language),
  (SELECT count(*) FROM pg_foreign_data_wrapper), (SELECT count(*) FROM pg_foreign_server),
  (SELECT count(*) FROM pg_publication), (SELECT count(*) FROM pg_tablespace),
  (SELECT count(*) FROM pg_proc WHERE pronamespace = 'pg_catalog'::regnamespace),
  (SELECT count(*) FROM pg_class WHERE relnamespace = 'pg_catalog'::regnamespace),
  (SELECT count(*) FROM pg_class WHERE relpersistence = 't'), (SELECT count(*) FROM pg_prepared_statements),
  (SELECT count(*) FROM pg_am), (SELECT count(*) FROM pg_extension
    WHERE extnamespace = 'pg_catalog'::regnamespace),
  (SELECT md5(string_agg(concat_ws(' ', oid, proname, pronamespace, provolatile, proowner, prosrc, proconfig),
    ',' ORDER BY oid)) FROM pg_proc WHERE pronamespace = 'pg_catalog'::regnamespace),
  (SELECT md5(string_agg(concat_ws(' ', oid, oprname, oprcode), ',' ORDER BY oid)) FROM pg_operator
    WHERE oprnamespace = 'pg_catalog'::regnamespace),
  (SELECT md5(string_agg(concat_ws(' ', oid, typname, typinput), ',' ORDER BY oid)) FROM pg_type
    WHERE typnamespace = 'pg_catalog'::regnamespace)
) AS print`;
async function globalsPrint(db) {
    return (await db.query(GLOBALS, [], MS)).rows[0]?.print ?? "";
}
/** The cached state of `key`, when both its folder and its description are there and name it. */
async function findState(key) {
    const folder = folderOf(key);
    try {
        const state = JSON.parse(await (0,promises_.readFile)(`${folder}.json`, "utf8"));
        const lists = [
            state.schemas,
            state.settings,
            state.places,
            state.fileProblems,
            state.refused,
            state.rejected,
        ];
        if (state.key !== key || !lists.every(Array.isArray))
            return undefined;
        if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(folder, "PG_VERSION")))
            return undefined;
        const now = new Date();
        await (0,promises_.utimes)(`${folder}.json`, now, now).catch(() => undefined);
        return { folder, state };
    }
    catch {
        return undefined;
    }
}
/** Drops the state of `key` (it did not open): the next run that replays the base caches it again. */
async function dropState(key) {
    const folder = folderOf(key);
    await (0,promises_.rm)(`${folder}.json`, { force: true });
    await (0,promises_.rm)(folder, { recursive: true, force: true });
}
/**
 * Commits the open read's transaction as the state of `key` (schemas renamed)
 * and caches the data directory; undefined, with nothing changed, when the
 * replay cannot be kept so (see above). `globalsBefore`: globalsPrint before the replay.
 */
async function commitState(db, key, globalsBefore, saved) {
    const prefix = prefixOf(key);
    let state;
    await db.exec("SAVEPOINT cs_state", MS, true);
    try {
        if ((await globalsPrint(db)) !== globalsBefore)
            throw new Error("whole-database objects changed");
        await db.exec("SET CONSTRAINTS ALL IMMEDIATE", MS, true);
        const settings = await db.query("SELECT name, setting FROM pg_settings WHERE source = 'session' ORDER BY name", [], MS);
        const schemas = (await db.query(`SELECT nspname AS name FROM pg_namespace WHERE ${USER_SCHEMAS}`, [], MS)).rows.map((r) => r.name);
        if (schemas.some((name) => Buffer.byteLength(prefix + name) > 63))
            throw new Error("a schema name too long");
        for (const name of schemas)
            await db.exec(`ALTER SCHEMA ${quote(name)} RENAME TO ${quote(prefix + name)}`, MS, true);
        await db.exec("CREATE SCHEMA public; RELEASE SAVEPOINT cs_state", MS, true);
        state = { key, schemas, settings: settings.rows.map((r) => [r.name, r.setting]), ...saved };
    }
    catch {
        await db.exec("ROLLBACK TO SAVEPOINT cs_state; RELEASE SAVEPOINT cs_state", MS, true);
        return undefined;
    }
    await db.exec("COMMIT", MS);
    await persist(db, state).catch(() => undefined);
    return state;
}
/** Copies the (checkpointed) data directory and its description into the cache, atomically. */
async function persist(db, state) {
    const dataDir = db.dataDirectory;
    if (!dataDir)
        return;
    await db.exec("CHECKPOINT", MS);
    const folder = folderOf(state.key);
    const partial = `${folder}.${process.pid}.tmp`;
    try {
        await (0,promises_.rm)(partial, { recursive: true, force: true });
        await (0,data_dir/* copyDataDir */.jW)(dataDir, partial);
        await (0,promises_.rm)(folder, { recursive: true, force: true });
        await (0,promises_.rename)(partial, folder);
        await (0,promises_.writeFile)(`${partial}.json`, JSON.stringify(state));
        await (0,promises_.rename)(`${partial}.json`, `${folder}.json`);
    }
    catch (error) {
        await (0,promises_.rm)(partial, { recursive: true, force: true });
        throw error;
    }
    await pruneStates();
}
/** States kept (a data directory each, tens of MB): the newest by when they were written or used. */
const KEEP_STATES = 3;
async function pruneStates() {
    const folder = readCacheFolder();
    const names = (await (0,promises_.readdir)(folder)).filter((name) => /^state-[0-9a-f]+\.json$/.test(name));
    const dated = await Promise.all(names.map(async (name) => ({
        name,
        at: (await (0,promises_.stat)((0,external_node_path_.join)(folder, name)).catch(() => undefined))?.mtimeMs ?? 0,
    })));
    dated.sort((a, b) => b.at - a.at);
    for (const { name } of dated.slice(KEEP_STATES)) {
        await (0,promises_.rm)((0,external_node_path_.join)(folder, name), { force: true });
        await (0,promises_.rm)((0,external_node_path_.join)(folder, name.replace(/\.json$/, "")), { recursive: true, force: true });
    }
}
/** Opens a read's transaction on the committed state: its schemas named as in the SQL, its settings back. */
function stateBegin(state) {
    const prefix = prefixOf(state.key);
    return async (db) => {
        await db.exec("BEGIN", MS);
        const found = await db.query("SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = ANY($1)", [state.schemas.map((name) => prefix + name)], MS);
        if (found.rows[0]?.n !== state.schemas.length)
            throw new StateMissing("the cached replay state is not there");
        try {
            await db.exec("DROP SCHEMA IF EXISTS public CASCADE", MS, true);
            for (const name of state.schemas)
                await db.exec(`ALTER SCHEMA ${quote(prefix + name)} RENAME TO ${quote(name)}`, MS, true);
            for (const [name, setting] of state.settings)
                await db.query("SELECT set_config($1, $2, false)", [name, setting], MS);
        }
        catch (error) {
            throw new StateMissing(`the cached replay state does not open: ${String(error)}`);
        }
    };
}

;// CONCATENATED MODULE: ./src/schema/readers/postgres/versions.ts





/**
 * A state is kept only for a base whose replay took at least this long
 * (`CONTRACT_SYNC_READ_STATE_MIN_MS`, default 1 s): keeping one commits the
 * replay and copies the whole data directory (40 MB or more) into the cache,
 * which costs more than replaying a small folder again (the demo's 2 files).
 */
function stateMinReplayMs(env = process.env) {
    const ms = Number(env.CONTRACT_SYNC_READ_STATE_MIN_MS);
    return env.CONTRACT_SYNC_READ_STATE_MIN_MS !== undefined && Number.isFinite(ms) && ms >= 0 ? ms : 1_000;
}
/**
 * Base and head of a folder the head only adds migrations to, in one replay:
 * the base's files, its result, the added files, the head's. When no store
 * holds the process's PGlite, the base's state is committed and cached on the
 * way (state-cache.ts). Throws StateMissing when that state, committed, did
 * not open again (the caller reads each side alone).
 */
async function replayBoth(base, head, added) {
    const texts = [...base.files, ...added.files].map((f) => f.text);
    return withPGlite(async (db) => {
        const key = base.cacheKey;
        const keep = key !== undefined && (0,shared.sharedHostUnclaimed)() && !(await findState(key));
        const globals = keep ? await globalsPrint(db) : undefined;
        const replay = new FolderReplay(db, base.budget, base.files);
        const started = external_node_perf_hooks_.performance.now();
        await replay.apply(base.files, base.fileProblems);
        const replayMs = external_node_perf_hooks_.performance.now() - started;
        const first = await replay.result(base.request, base.database);
        if (!first.continues)
            return { base: first, head: undefined };
        const worthKeeping = replayMs >= stateMinReplayMs();
        if (key !== undefined && globals !== undefined && !first.timeDependent && worthKeeping) {
            const state = await commitState(db, key, globals, replay.saved());
            if (state) {
                const begin = stateBegin(state);
                await begin(db);
                replay.committed(begin);
            }
        }
        await replay.apply(added.files, added.fileProblems);
        return { base: first, head: await replay.result(head.request, head.database) };
    }, extensionsCreatedIn(texts));
}
/**
 * Base and head from the base's cached state, when there is one and the
 * process's PGlite is not started yet (it then starts from that state): only
 * the added files are replayed. Undefined when the state does not serve.
 */
async function readFromState(base, head, added, cachedBase) {
    const found = base.cacheKey ? await findState(base.cacheKey) : undefined;
    if (!found || !(0,shared.seedSharedPGliteHost)(found.folder))
        return undefined;
    const begin = stateBegin(found.state);
    const texts = [...base.files, ...added.files].map((f) => f.text);
    try {
        return await withPGlite(async (db) => {
            const replay = FolderReplay.restored(db, base.budget, base.files, found.state, begin);
            const first = cachedBase ? undefined : await replay.result(base.request, base.database);
            if (first && !first.continues)
                throw new StateMissing("the session could not be kept");
            await replay.apply(added.files, added.fileProblems);
            return { base: first, head: await replay.result(head.request, head.database) };
        }, extensionsCreatedIn(texts), begin);
    }
    catch (error) {
        if (!(error instanceof StateMissing))
            throw error;
        await dropState(found.state.key);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/schema/readers/postgres.ts










/**
 * Postgres DDL: a file of CREATE TABLEs, or a folder of migrations replayed in
 * the order its tool applies them (migration-order.ts: Flyway versions, sqitch's plan, else
 * natural order, V2 before V10). The DDL runs in PGlite (in a worker thread,
 * files batched into few round trips) and the tables are read back from the
 * catalog, so the result is what Postgres itself would hold. A statement
 * Postgres rejects becomes a diagnostic at its line; the statements after it
 * still run. SQL from a pull request is bounded in time (see replay.ts: 20 s
 * per statement or batch, 180 s per read by default) and pg_dump files are
 * read as dumps (see dump.ts). With `views` (a config rule's `views: true`),
 * views and materialized views are assets too: their columns and types from the
 * catalog, their lines at the view's name in its CREATE VIEW.
 *
 * `readVersions` reads a folder at two revisions with one replay when the
 * second only adds migrations that sort after the first's (a pull request
 * adding a migration): the first's result is read, the new files applied on
 * top, the second's read. Any other change replays each revision alone.
 * Results are cached by content across runs (see result-cache.ts): a side
 * read before is not replayed.
 */
const postgresReader = {
    sourceType: "postgres",
    extensions: [".sql", ".pgsql", ".psql"],
    async read(request) {
        const input = await readInput(request);
        return "assets" in input ? input : readSide(input);
    },
    async readVersions(base, head) {
        const baseInput = await readInput(base);
        const headInput = await readInput(head);
        if ("assets" in baseInput || "assets" in headInput) {
            const side = (input) => ("assets" in input ? input : readSide(input));
            return { base: await side(baseInput), head: await side(headInput) };
        }
        const cachedBase = await cached(baseInput);
        const cachedHead = await cached(headInput);
        const added = cachedHead ? undefined : addedFiles(baseInput, headInput);
        if (!added) {
            return {
                base: cachedBase ?? (await readSide(baseInput)),
                head: cachedHead ?? (await readSide(headInput)),
            };
        }
        const fromState = await readFromState(baseInput, headInput, added, cachedBase);
        if (fromState) {
            return {
                base: cachedBase ??
                    (fromState.base ? await remember(baseInput, fromState.base) : await readSide(baseInput)),
                head: await remember(headInput, fromState.head),
            };
        }
        // The base replayed again (its cached result kept) when its state is not cached: this run caches it.
        const both = await replayBoth(baseInput, headInput, added).catch((error) => {
            if (error instanceof StateMissing)
                return undefined;
            throw error;
        });
        if (!both)
            return { base: cachedBase ?? (await readSide(baseInput)), head: await readSide(headInput) };
        return {
            base: cachedBase ?? (await remember(baseInput, both.base)),
            head: both.head ? await remember(headInput, both.head) : await readSide(headInput),
        };
    },
};
/** A side's result: from the cache, else replayed (and cached). */
async function readSide(input) {
    return (await cached(input)) ?? remember(input, await readAlone(input));
}
async function cached(input) {
    return input.cacheKey ? cachedRead(input.cacheKey) : undefined;
}
async function remember(input, read) {
    if (input.cacheKey && !read.timeDependent)
        await cacheRead(input.cacheKey, read.result);
    return read.result;
}
/** The files of a read, or its result when there is nothing to replay. */
async function readInput(request) {
    const fileProblems = [];
    const listed = [];
    const single = await request.files.readText(request.path);
    if (single !== undefined) {
        listed.push({ file: request.path, text: single });
    }
    else {
        const migrations = await (0,migration_order/* migrationFiles */.sM)(request.path, request.files, request.members);
        if (migrations.length === 0) {
            return {
                assets: [],
                diagnostics: [(0,reader_helpers/* errorDiagnostic */.Ee)(request.path, "no such file, or a folder without .sql files")],
            };
        }
        for (const file of (0,migration_order/* orderMismatches */.Jr)(migrations, request.path)) {
            fileProblems.push((0,reader_helpers/* errorDiagnostic */.Ee)(file, "its number is padded to another width than the folder's others: replayed in natural order here, a runner that sorts names as strings applies it at another point; write it with the folder's width"));
        }
        for (const file of migrations) {
            try {
                listed.push({ file, text: (0,migration_order/* upSection */.VX)((await request.files.readText(file)) ?? "") });
            }
            catch (error) {
                // One oversized migration is reported; the folder is still replayed without it.
                if (!(error instanceof fs_source/* FileTooLarge */.Sv))
                    throw error;
                fileProblems.push((0,reader_helpers/* errorDiagnostic */.Ee)(file, error.message));
                listed.push({ file, text: undefined });
            }
        }
    }
    return inputOf(request, listed, fileProblems, single === undefined);
}
/**
 * A framework's description written as SQL (frameworks/: a Rails schema.rb, a Liquibase
 * changelog and its includes), replayed as a folder of these files in this order.
 */
async function readSqlFiles(request, files) {
    return readSide(inputOf(request, [...files], [], true));
}
function inputOf(request, listed, fileProblems, folder) {
    const database = request.database ?? /\/([^/:]+)$/.exec(request.dataSource)?.[1] ?? "postgres";
    const views = request.views === true;
    const key = { path: request.path, dataSource: request.dataSource, database, views, listed };
    const texts = listed.flatMap(({ file, text }) => (text === undefined ? [] : [{ file, text }]));
    const implied = extensionsUsedNotCreated(texts.map((f) => f.text));
    // Read at the folder's (or file's) path: a statement of its own that names no line of the user's.
    const preamble = [
        ...implied.map((name) => `CREATE EXTENSION IF NOT EXISTS "${name}";`),
        standIns(texts.map((f) => f.text)),
    ]
        .filter((sql) => sql !== "")
        .join("\n");
    return {
        request,
        folder,
        files: preamble ? [{ file: request.path, text: preamble }, ...texts] : texts,
        listed,
        fileProblems,
        implied,
        database,
        budget: request.limits?.sqlBudget ?? replayBudgetFromEnv(),
        cacheKey: readCacheEnabled()
            ? readCacheKey({ ...key, fileProblems: fileProblems.map((d) => d.message) })
            : undefined,
    };
}
async function readAlone(input) {
    return withPGlite(async (db) => {
        const replay = new FolderReplay(db, input.budget, input.files);
        await replay.apply(input.files, input.fileProblems);
        return replay.result(input.request, input.database);
    }, extensionsCreatedIn(input.files.map((f) => f.text)));
}
/**
 * The head's migrations after the base's, when the head is the base's folder
 * with files added that sort after all of the base's (same paths, same texts,
 * same read settings); undefined for any other change.
 */
function addedFiles(base, head) {
    if (!base.folder || !head.folder || head.listed.length < base.listed.length)
        return undefined;
    const same = (a, b) => a.path === b.path && a.dataSource === b.dataSource && a.views === b.views;
    if (!same(base.request, head.request) || base.database !== head.database)
        return undefined;
    if (base.budget.fileMs !== head.budget.fileMs || base.budget.runMs !== head.budget.runMs)
        return undefined;
    // Extensions created for the head's new files must exist before them: replay it whole.
    if (base.implied.join() !== head.implied.join())
        return undefined;
    for (let i = 0; i < base.listed.length; i++) {
        const b = base.listed[i];
        const h = head.listed[i];
        if (!b || !h || b.file !== h.file || b.text !== h.text)
            return undefined;
    }
    const rest = head.listed.slice(base.listed.length);
    const names = new Set(rest.map((f) => f.file));
    return {
        files: rest.flatMap(({ file, text }) => (text === undefined ? [] : [{ file, text }])),
        fileProblems: head.fileProblems.filter((d) => names.has(d.file)),
    };
}


/***/ }),

/***/ 11043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jr: () => (/* binding */ orderMismatches),
/* harmony export */   VX: () => (/* binding */ upSection),
/* harmony export */   sM: () => (/* binding */ migrationFiles)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _reader_helpers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61356);


/**
 * Which files of a migration folder a tool applies, and in which order. Each rule is the tool's own:
 *
 * - Flyway: `V<version>__name.sql` by version (`V1.1` and `V1_1` are one version, `V2` before
 *   `V10`), then repeatable `R__name.sql` by name; undo (`U<version>__`) files are not applied.
 * - sqitch: a `deploy/` folder beside `sqitch.plan` in the plan's order; `revert/` and `verify/`
 *   are never applied.
 * - drizzle-kit: the folder's `meta/_journal.json` is the set and the order (`entries[].tag` by
 *   `idx`): a `.sql` file it does not list is never applied (drizzle-kit's migrator reads the journal).
 * - golang-migrate, goose, dbmate and the rest: natural order of the paths below the folder (V2
 *   before V10, Prisma's `<timestamp>_name/migration.sql`, graphile-migrate's `committed/` before
 *   `current`); `*.down.sql` files are not applied.
 *
 * A config rule's folder is read at any depth, the files its rule reads into it (`members`), so
 * `db/**\/*.sql` with `migrations: true` replays every file it names instead of none.
 */
async function migrationFiles(folder, files, members) {
    // `list` first: a Git source fetches a flat folder's files in one batch as it lists them.
    const flat = await files.list(folder);
    const listed = members && files.listAll ? (await files.listAll(folder)).filter(members) : flat;
    const sql = listed.filter((f) => SQL_FILE.test(f) && !notApplied(f, folder));
    const plan = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(folder) === "deploy" ? await sqitchPlan(folder, files) : undefined;
    if (plan)
        return byPlan(sql, plan, folder);
    const journal = await drizzleJournal(folder, files);
    if (journal)
        return byJournal(sql, journal, folder);
    if (sql.length > 0 && sql.every((f) => FLYWAY.test(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(f))))
        return sql.sort(flywayOrder);
    return sql.sort(_reader_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .naturalCompare */ .p0);
}
/**
 * The files of a folder replayed in natural order that a runner sorting names as strings applies
 * at another point: a number zero-padded to another width than the folder's other padded numbers
 * (`0010_x.sql` among `002_y.sql`: natural order puts it after, string order before). A folder
 * whose numbers carry no leading zero is natural by intent (string order would already be wrong
 * at `10_`), and Flyway, sqitch and drizzle-kit order by version, plan or journal.
 */
function orderMismatches(ordered, folder) {
    const number = (file) => /\d+/.exec(folder === "" ? file : file.slice(folder.length + 1))?.[0];
    const padded = ordered.filter((f) => number(f)?.startsWith("0") === true && number(f) !== "0");
    if (padded.length === 0 || ordered.every((f) => FLYWAY.test(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(f))))
        return [];
    const widths = new Map();
    for (const f of padded)
        widths.set(number(f)?.length ?? 0, (widths.get(number(f)?.length ?? 0) ?? 0) + 1);
    const usual = [...widths].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
    const byString = [...ordered].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return ordered.filter((f, i) => byString[i] !== f && number(f)?.startsWith("0") === true && number(f)?.length !== usual);
}
/**
 * The part of a migration that applies it: dbmate's `-- migrate:up` section and goose's `-- +goose Up`
 * section, without the down section after them (replaying it would drop what the up part made).
 */
function upSection(text) {
    const down = DOWN_MARKER.exec(text);
    return down ? text.slice(0, down.index) : text;
}
const SQL_FILE = /\.(sql|pgsql|psql)$/i;
// Down migrations undo the up ones; replaying them would erase the tables.
const DOWN_MIGRATION = /(^|[._-])down\.sql$/i;
const FLYWAY = /^(V[\d._]+__|R__|U[\d._]+__)[^/]*$/;
const DOWN_MARKER = /^[ \t]*--[ \t]*(migrate:down|\+goose[ \t]+down)\b/im;
function notApplied(file, folder) {
    const name = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(file);
    if (DOWN_MIGRATION.test(name) || /^U[\d._]+__/.test(name))
        return true;
    // sqitch's other scripts, when a folder above `deploy/` is the migration folder.
    const below = folder === "" ? file : file.slice(folder.length + 1);
    return /(^|\/)(revert|verify)\//.test(below);
}
/** Flyway's version order: numeric parts split at `.` or `_`; repeatables after every version. */
function flywayOrder(a, b) {
    const ka = flywayKey(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(a));
    const kb = flywayKey(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(b));
    if (ka.repeatable !== kb.repeatable)
        return ka.repeatable ? 1 : -1;
    for (let i = 0; i < Math.max(ka.version.length, kb.version.length); i++) {
        const d = (ka.version[i] ?? 0) - (kb.version[i] ?? 0);
        if (d !== 0)
            return d;
    }
    return (0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .naturalCompare */ .p0)(a, b);
}
function flywayKey(name) {
    if (name.startsWith("R__"))
        return { repeatable: true, version: [] };
    const version = /^V([\d._]+?)__/.exec(name)?.[1] ?? "";
    return { repeatable: false, version: version.split(/[._]/).filter(Boolean).map(Number) };
}
/** The change names of a sqitch plan in order (`name [deps] date planner <email> # note`). */
async function sqitchPlan(deploy, files) {
    const text = await files.readText(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(deploy), "sqitch.plan")).catch(() => undefined);
    if (text === undefined)
        return undefined;
    const names = [];
    for (const line of text.split("\n")) {
        const name = /^([^\s%#@][^\s[]*)/.exec(line.trim())?.[1];
        if (name)
            names.push(name);
    }
    return names;
}
function byPlan(sql, plan, folder) {
    const rank = new Map(plan.map((name, i) => [name, i]));
    const key = (file) => rank.get(file.slice(folder.length + 1).replace(SQL_FILE, "")) ?? plan.length;
    return [...sql].sort((a, b) => key(a) - key(b) || (0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .naturalCompare */ .p0)(a, b));
}
/** drizzle-kit's journal beside the migrations: the tags of its entries in `idx` order. */
async function drizzleJournal(folder, files) {
    const text = await files.readText(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(folder, "meta", "_journal.json")).catch(() => undefined);
    if (text === undefined)
        return undefined;
    try {
        const entries = JSON.parse(text).entries;
        if (!Array.isArray(entries))
            return undefined;
        return entries
            .filter((e) => typeof e?.tag === "string" && typeof e.idx === "number")
            .sort((a, b) => a.idx - b.idx)
            .map((e) => e.tag);
    }
    catch {
        // Not a journal drizzle-kit could read either: the folder is read as a plain history.
        return undefined;
    }
}
/** The journal's migrations in its order; a file it does not list is left out, as drizzle-kit leaves it. */
function byJournal(sql, tags, folder) {
    const byTag = new Map(sql.map((file) => [file.slice(folder === "" ? 0 : folder.length + 1).replace(SQL_FILE, ""), file]));
    return tags.flatMap((tag) => {
        const file = byTag.get(tag);
        return file ? [file] : [];
    });
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

/***/ 76480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   xx: () => (/* binding */ parseTar)
/* harmony export */ });
/* unused harmony exports createTar, createTarGzip, createTarGzipStream, parseTarGzip */
const tarItemTypeMap = {
  // Standard
  "0": "file",
  // Regular file
  "1": "hardLink",
  // Hard link (meta)
  "2": "symbolicLink",
  // Symbolic link (meta)
  "3": "characterDevice",
  // Character device (meta)
  "4": "blockDevice",
  // Block device (meta)
  "5": "directory",
  // Directory (meta)
  "6": "fifo",
  // Named pipe (FIFO) (meta)
  "7": "contiguousFile",
  // Contiguous file (rarely used, mostly for older systems)
  // Extended headers
  "g": "globalExtendedHeader",
  // Global extended header (meta)
  "x": "extendedHeader",
  // Extended header for the next file (meta)
  // GNU tar
  "D": "gnuDirectory",
  // GNU directory metadata (meta)
  "I": "gnuInodeMetadata",
  // GNU inode metadata
  "K": "gnuLongLinkName",
  // GNU long link name
  "L": "gnuLongFileName",
  // GNU long file name
  "N": "gnuOldLongFileName",
  // GNU long file name (old)
  "M": "gnuMultiVolume",
  // Multi-volume archive entry
  "S": "gnuSparseFile",
  // Sparse file (for files with holes)
  "E": "gnuExtendedSparse",
  // Extended sparse file (used in GNU tar for large sparse files)
  // Solaris tar
  "A": "solarisAcl",
  // Solaris access control list
  "V": "solarisVolumeLabel",
  // Solaris volume label (meta)
  "X": "solarisOldExtendedHeader"
  // Deprecated extended header format (meta)
};

function parseTar(data, opts) {
  const buffer = data.buffer || data;
  const files = [];
  let offset = 0;
  let nextExtendedHeader;
  let globalExtendedHeader;
  while (offset < buffer.byteLength - 512) {
    let name = _readString(buffer, offset, 100);
    if (name.length === 0) {
      break;
    }
    if (nextExtendedHeader) {
      const longName = nextExtendedHeader.path || nextExtendedHeader.linkpath;
      if (longName) {
        name = longName;
      }
    }
    const mode = _readString(buffer, offset + 100, 8).trim();
    const uid = Number.parseInt(_readString(buffer, offset + 108, 8));
    const gid = Number.parseInt(_readString(buffer, offset + 116, 8));
    const size = _readNumber(buffer, offset + 124, 12);
    const seek = 512 + 512 * Math.trunc(size / 512) + (size % 512 ? 512 : 0);
    const mtime = _readNumber(buffer, offset + 136, 12);
    const _type = _readString(buffer, offset + 156, 1) || "0";
    const type = tarItemTypeMap[_type] || _type;
    switch (type) {
      // Extended headers for next entry
      case "extendedHeader":
      case "globalExtendedHeader": {
        const headers = _parseExtendedHeaders(
          new Uint8Array(buffer, offset + 512, size)
        );
        if (type === "extendedHeader") {
          nextExtendedHeader = headers;
        } else {
          nextExtendedHeader = void 0;
          globalExtendedHeader = {
            ...globalExtendedHeader,
            ...headers
          };
        }
        offset += seek;
        continue;
      }
      // GNU tar long file names
      case "gnuLongFileName":
      case "gnuOldLongFileName":
      case "gnuLongLinkName": {
        nextExtendedHeader = { path: _readString(buffer, offset + 512, size) };
        offset += seek;
        continue;
      }
    }
    const user = _readString(buffer, offset + 265, 32);
    const group = _readString(buffer, offset + 297, 32);
    name = _sanitizePath(name);
    const meta = {
      name,
      type,
      size,
      attrs: {
        ...globalExtendedHeader,
        ...nextExtendedHeader,
        mode,
        uid,
        gid,
        mtime,
        user,
        group
      }
    };
    nextExtendedHeader = void 0;
    if (opts?.filter && !opts.filter(meta)) {
      offset += seek;
      continue;
    }
    if (opts?.metaOnly) {
      files.push(meta);
      offset += seek;
      continue;
    }
    const data2 = size === 0 ? void 0 : new Uint8Array(buffer, offset + 512, size);
    files.push({
      ...meta,
      data: data2,
      get text() {
        return new TextDecoder().decode(this.data);
      }
    });
    offset += seek;
  }
  return files;
}
async function parseTarGzip(data, opts = {}) {
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(data));
      controller.close();
    }
  }).pipeThrough(new DecompressionStream(opts.compression ?? "gzip"));
  const decompressedData = await new Response(stream).arrayBuffer();
  return parseTar(decompressedData, opts);
}
function _sanitizePath(path) {
  let normalized = path.replace(/\\/g, "/");
  normalized = normalized.replace(/^[a-zA-Z]:\//, "");
  normalized = normalized.replace(/^\/+/, "");
  const hasLeadingDotSlash = normalized.startsWith("./");
  const parts = normalized.split("/");
  const resolved = [];
  for (const part of parts) {
    if (part === "..") {
      resolved.pop();
    } else if (part !== "." && part !== "") {
      resolved.push(part);
    }
  }
  let result = resolved.join("/");
  if (hasLeadingDotSlash && !result.startsWith("./")) {
    result = "./" + result;
  }
  if (path.endsWith("/") && !result.endsWith("/")) {
    result += "/";
  }
  return result;
}
function _readString(buffer, offset, size) {
  const view = new Uint8Array(buffer, offset, size);
  const i = view.indexOf(0);
  const td = new TextDecoder();
  return td.decode(i === -1 ? view : view.slice(0, i));
}
function _readNumber(buffer, offset, size) {
  const view = new Uint8Array(buffer, offset, size);
  let str = "";
  for (let i = 0; i < size; i++) {
    str += String.fromCodePoint(view[i]);
  }
  return Number.parseInt(str, 8);
}
function _parseExtendedHeaders(data) {
  const dataStr = new TextDecoder().decode(data);
  const headers = {};
  for (const line of dataStr.split("\n")) {
    const s = line.split(" ")[1]?.split("=");
    if (s) {
      headers[s[0]] = s[1];
    }
  }
  return headers;
}

function createTar(files, opts = {}) {
  const _files = files.map((file) => {
    const data = _normalizeData(file.data);
    return {
      ...file,
      data,
      size: data?.length || 0
    };
  });
  let tarDataSize = 0;
  for (let i = 0; i < files.length; i++) {
    const size = _files[i].data?.length ?? 0;
    tarDataSize += 512 + 512 * Math.trunc(size / 512);
    if (size % 512) {
      tarDataSize += 512;
    }
  }
  let bufSize = 10240 * Math.trunc(tarDataSize / 10240);
  if (tarDataSize % 10240) {
    bufSize += 10240;
  }
  const buffer = new ArrayBuffer(bufSize);
  let offset = 0;
  for (const file of _files) {
    const isDir = !file.data;
    _writeString(buffer, file.name, offset, 100);
    const mode = file.attrs?.mode ?? opts.attrs?.mode ?? (isDir ? "775" : "664");
    _writeString(buffer, _leftPad(mode, 7), offset + 100, 8);
    const uid = file.attrs?.uid ?? opts.attrs?.uid ?? 1e3;
    _writeString(buffer, _leftPad(uid.toString(8), 7), offset + 108, 8);
    const gid = file.attrs?.gid ?? opts.attrs?.gid ?? 1e3;
    _writeString(buffer, _leftPad(gid.toString(8), 7), offset + 116, 8);
    _writeString(buffer, _leftPad(file.size.toString(8), 11), offset + 124, 12);
    const mtime = file.attrs?.mtime ?? opts.attrs?.mtime ?? Date.now();
    _writeString(
      buffer,
      _leftPad(Math.trunc(mtime / 1e3).toString(8), 11),
      offset + 136,
      12
    );
    const type = isDir ? "5" : "0";
    _writeString(buffer, type, offset + 156, 1);
    _writeString(
      buffer,
      "ustar",
      offset + 257,
      6
      /* magic string */
    );
    _writeString(
      buffer,
      "00",
      offset + 263,
      2
      /* magic version */
    );
    const user = file.attrs?.user ?? opts.attrs?.user ?? "";
    _writeString(buffer, user, offset + 265, 32);
    const group = file.attrs?.group ?? opts.attrs?.group ?? "";
    _writeString(buffer, group, offset + 297, 32);
    _writeString(buffer, "        ", offset + 148, 8);
    const header = new Uint8Array(buffer, offset, 512);
    let chksum = 0;
    for (let i = 0; i < 512; i++) {
      chksum += header[i];
    }
    _writeString(buffer, chksum.toString(8), offset + 148, 8);
    if (!isDir) {
      const destArray = new Uint8Array(buffer, offset + 512, file.size);
      for (let byteIdx = 0; byteIdx < file.size; byteIdx++) {
        destArray[byteIdx] = file.data[byteIdx];
      }
      offset += 512 * Math.trunc(file.size / 512);
      if (file.size % 512) {
        offset += 512;
      }
    }
    offset += 512;
  }
  return new Uint8Array(buffer);
}
function createTarGzipStream(files, opts = {}) {
  const buffer = createTar(files, opts);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(buffer);
      controller.close();
    }
  }).pipeThrough(new CompressionStream(opts.compression ?? "gzip"));
}
async function createTarGzip(files, opts = {}) {
  const data = await new Response(createTarGzipStream(files, opts)).arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return data;
}
function _writeString(buffer, str, offset, size) {
  const strView = new Uint8Array(buffer, offset, size);
  const te = new TextEncoder();
  const written = te.encodeInto(str, strView).written;
  for (let i = written; i < size; i++) {
    strView[i] = 0;
  }
}
function _leftPad(input, targetLength) {
  return String(input).padStart(targetLength, "0");
}
function _normalizeData(data) {
  if (data === null || data === void 0) {
    return void 0;
  }
  if (typeof data === "string") {
    return new TextEncoder().encode(data);
  }
  if (data instanceof ArrayBuffer) {
    return new Uint8Array(data);
  }
  return data;
}




/***/ })

};
