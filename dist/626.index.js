export const id = 626;
export const ids = [626];
export const modules = {

/***/ 95626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  postgresReader: () => (/* binding */ postgresReader)
});

// EXTERNAL MODULE: ./src/schema/fs-source.ts
var fs_source = __webpack_require__(28784);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: ./src/schema/text.ts
var schema_text = __webpack_require__(57036);
;// CONCATENATED MODULE: ./src/schema/readers/postgres/catalog.ts
// Descriptions and the primary key by join, not per-row calls of obj_description/col_description
// (SQL functions, run once per column) and an EXISTS per column: the catalog read is part of
// every Postgres read (issue 13: reader vs one exec).
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
  AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
ORDER BY n.nspname, c.relname, a.attnum`;
// Only types the user made (enums, domains, composites) and arrays need looking up.
const TYPES = `
SELECT t.oid, t.typname AS name, t.typtype AS kind, t.typelem AS element_id, t.typcategory AS category,
  t.typbasetype AS base_id, CASE WHEN t.typbasetype <> 0 THEN format_type(t.typbasetype, t.typtypmod) END AS base_physical,
  t.typrelid AS relation_id,
  (SELECT array_agg(e.enumlabel ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid) AS labels
FROM pg_type t
WHERE t.typtype IN ('e', 'd', 'c') OR t.typcategory = 'A'`;
const COMPOSITE_ATTRIBUTES = `
SELECT a.attrelid AS relation_id, a.attname AS name, a.atttypid AS type_id,
  format_type(a.atttypid, a.atttypmod) AS physical, a.attnotnull AS not_null
FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
WHERE c.relkind = 'c' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attrelid, a.attnum`;
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
                physical: row.physical,
                notNull: row.not_null,
                identity: row.identity,
                generated: row.generated,
                defaultExpr: row.default_expr,
                doc: row.doc,
                primaryKey: row.primary_key,
            });
        }
        const types = new Map();
        for (const t of (await db.query(TYPES)).rows) {
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
        for (const a of (await db.query(COMPOSITE_ATTRIBUTES)).rows) {
            const list = composites.get(a.relation_id) ?? [];
            list.push({ name: a.name, typeId: a.type_id, physical: a.physical, notNull: a.not_null });
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
    const known = simple[physical];
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
 * them, not sent to Postgres. Statements with no effect on the schema that
 * fail on any other server (ownership, grants of roles that exist only there)
 * or that reach outside the database (`COPY ... PROGRAM`, COPY from files) are
 * not run either; `COPY ... PROGRAM` is reported.
 */
const TRANSACTION_CONTROL = /^(begin|commit|rollback|start\s+transaction|end|savepoint|release)\b/i;
// Also what cannot run inside the read's transaction and changes no table: maintenance,
// databases other than the one read, the server's configuration.
const NO_SCHEMA_EFFECT = /^(grant|revoke|alter\s+default\s+privileges|set\s+(session\s+)?role|set\s+session\s+authorization|reset\s+role|vacuum|analy[sz]e|checkpoint|cluster|reindex|alter\s+system|(create|drop|alter)\s+database|listen|unlisten|notify|discard)\b/i;
// `CREATE INDEX CONCURRENTLY` cannot run in a transaction; the index is the same without it.
const CONCURRENTLY = /^((?:create(?:\s+unique)?|drop)\s+index\s+)concurrently\b/i;
// `ALTER <object> ... OWNER TO role` (not `RENAME [COLUMN] owner TO x`).
const OWNER_TO = /^alter\s(?![\s\S]*\brename\b)[\s\S]*\sowner\s+to\s+\S+$/i;
const COPY = /^copy\b/i;
const COPY_PROGRAM = /^copy\b[\s\S]*\b(from|to)\s+program\b/i;
const COPY_FROM_STDIN_LINE = /^copy\s[^;]*\sfrom\s+stdin\b[^;]*;\s*$/i;
/** Blanks COPY data blocks and psql meta-command lines (keeping offsets and line breaks). */
function blankDumpParts(text) {
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
    for (const statement of (0,sql_statements/* splitSql */.b5)(blankDumpParts(text), "postgres")) {
        const masked = statement.masked;
        if (TRANSACTION_CONTROL.test(masked) || NO_SCHEMA_EFFECT.test(masked) || OWNER_TO.test(masked))
            continue;
        if (COPY_PROGRAM.test(masked)) {
            diagnostics.push((0,schema_text/* errorDiagnostic */.Ee)(file, "COPY ... PROGRAM refused: SQL read from a repository runs no programs", lines.lineAt(statement.start)));
            continue;
        }
        if (COPY.test(masked))
            continue; // data, not schema (and COPY from files reads outside the repository)
        statements.push(withoutConcurrently(statement));
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

// EXTERNAL MODULE: ./src/schema/readers/postgres/instance.ts
var instance = __webpack_require__(4635);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/pglite/host.ts + 1 modules
var pglite_host = __webpack_require__(20895);
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
// A batch is several files in one exec (one round trip, one implicit transaction).
const BATCH_BYTES = 256 * 1024;
const BATCH_FILES = 400;
/**
 * Replays prepared files in order on `host`. Files go in batches, one exec
 * each; a batch that Postgres rejects (or that times out) is replayed file by
 * file, statement by statement, to find and report the statements at fault.
 * Everything runs inside the read's transaction (see instance.ts), guarded:
 * SQL that would end it is an error. After a termination the worker is
 * restarted (the transaction is gone with it), a new one is opened and what
 * had succeeded is replayed again, so the rest of the read goes on from the
 * same state.
 */
async function replayFiles(host, files, budget, places, diagnostics) {
    const deadline = external_node_perf_hooks_.performance.now() + budget.runMs;
    const remaining = () => deadline - external_node_perf_hooks_.performance.now();
    const applied = [];
    const recover = async () => {
        await host.restart();
        await (0,instance/* beginScratch */.QJ)(host);
        if (applied.length === 0)
            return;
        const timeout = Math.max(remaining(), budget.fileMs);
        const ok = await (0,instance/* savepointed */.p1)(host, applied.join(";\n"), timeout).then(() => true, () => false);
        // Statements that succeeded alone but not in one batch.
        if (!ok)
            await host.each(applied, timeout, () => undefined, true);
    };
    const replayOneByOne = async (prepared) => {
        let from = 0;
        while (from < prepared.statements.length) {
            if (remaining() <= 0)
                return spent(prepared, from);
            const chunk = prepared.statements.slice(from);
            try {
                await host.each(chunk.map((st) => st.text), Math.min(budget.fileMs, remaining()), (index, outcome) => {
                    const statement = chunk[index];
                    if (!statement)
                        return;
                    if (outcome)
                        return rejected(prepared, statement.start, outcome);
                    applied.push(statement.text);
                    places.apply(prepared.file, prepared.lines, statement);
                }, true);
                return;
            }
            catch (error) {
                if (!(error instanceof pglite_host/* SqlTimeout */.sE))
                    throw error;
                const index = error.index ?? 0;
                const statement = chunk[index];
                const ranOut = remaining() <= 0;
                diagnostics.push((0,schema_text/* errorDiagnostic */.Ee)(prepared.file, `the statement did not finish within ${Math.round(error.ms)} ms and was stopped (${ranOut ? "the read's" : "a statement's"} time budget)`, prepared.lines.lineAt(statement?.start ?? 0)));
                await recover();
                from += index + 1;
            }
        }
    };
    const rejected = (prepared, start, error) => {
        const position = Number(error.position);
        const offset = start + (Number.isFinite(position) && position > 0 ? position - 1 : 0);
        diagnostics.push((0,schema_text/* errorDiagnostic */.Ee)(prepared.file, `Postgres rejected the statement: ${(0,schema_text/* errorMessage */.gJ)(error)}`, prepared.lines.lineAt(offset)));
    };
    const spent = (prepared, from) => {
        const statement = prepared.statements[from];
        diagnostics.push((0,schema_text/* errorDiagnostic */.Ee)(prepared.file, `not replayed: the read's time budget of ${budget.runMs} ms was spent`, statement ? prepared.lines.lineAt(statement.start) : undefined));
    };
    for (const batch of batches(files)) {
        if (remaining() <= 0) {
            for (const prepared of batch)
                spent(prepared, 0);
            continue;
        }
        const sql = batch.flatMap((p) => p.statements.map((st) => st.text)).join(";\n");
        if (sql !== "") {
            const outcome = await (0,instance/* savepointed */.p1)(host, sql, Math.min(budget.fileMs, remaining())).then(() => "ok", (error) => {
                if (error instanceof pglite_host/* SqlError */.L8 && error.code === "escaped")
                    throw error;
                return error instanceof pglite_host/* SqlTimeout */.sE ? "timeout" : "rejected";
            });
            if (outcome === "ok") {
                applied.push(sql);
                for (const prepared of batch) {
                    for (const statement of prepared.statements)
                        places.apply(prepared.file, prepared.lines, statement);
                }
                continue;
            }
            if (outcome === "timeout")
                await recover();
        }
        for (const prepared of batch)
            await replayOneByOne(prepared);
    }
}
function* batches(files) {
    let batch = [];
    let bytes = 0;
    for (const prepared of files) {
        const size = prepared.statements.reduce((n, st) => n + st.text.length, 0);
        if (batch.length > 0 && (bytes + size > BATCH_BYTES || batch.length >= BATCH_FILES)) {
            yield batch;
            batch = [];
            bytes = 0;
        }
        batch.push(prepared);
        bytes += size;
    }
    if (batch.length > 0)
        yield batch;
}

;// CONCATENATED MODULE: ./src/schema/readers/postgres.ts








// Down migrations undo the up ones; replaying them would erase the tables.
const DOWN_MIGRATION = /(^|[._-])down\.sql$/i;
/**
 * Postgres DDL: a file of CREATE TABLEs, or a folder of migrations replayed in
 * natural order (V2 before V10). The DDL runs in PGlite (in a worker thread,
 * files batched into few round trips) and the tables are read back from the
 * catalog, so the result is what Postgres itself would hold. A statement
 * Postgres rejects becomes a diagnostic at its line; the statements after it
 * still run. SQL from a pull request is bounded in time (see replay.ts: 20 s
 * per statement or batch, 180 s per read by default) and pg_dump files are
 * read as dumps (see dump.ts). With `views` (a config rule's `views: true`),
 * views and materialized views are assets too: their columns and types from the
 * catalog, their lines at the view's name in its CREATE VIEW.
 */
const postgresReader = {
    sourceType: "postgres",
    extensions: [".sql", ".pgsql", ".psql"],
    async read(request) {
        const diagnostics = [];
        const inputs = [];
        const single = await request.files.readText(request.path);
        if (single !== undefined) {
            inputs.push({ file: request.path, text: single });
        }
        else {
            const migrations = (await request.files.list(request.path))
                .filter((f) => /\.(sql|pgsql|psql)$/i.test(f) && !DOWN_MIGRATION.test(f))
                .sort(schema_text/* naturalCompare */.p0);
            if (migrations.length === 0) {
                return {
                    assets: [],
                    diagnostics: [(0,schema_text/* errorDiagnostic */.Ee)(request.path, "no such file, or a folder without .sql files")],
                };
            }
            for (const file of migrations) {
                try {
                    inputs.push({ file, text: (await request.files.readText(file)) ?? "" });
                }
                catch (error) {
                    // One oversized migration is reported; the folder is still replayed without it.
                    if (!(error instanceof fs_source/* FileTooLarge */.Sv))
                        throw error;
                    diagnostics.push((0,schema_text/* errorDiagnostic */.Ee)(file, error.message));
                }
            }
        }
        const database = request.database ?? /\/([^/:]+)$/.exec(request.dataSource)?.[1] ?? "postgres";
        const budget = request.limits?.sqlBudget ?? replayBudgetFromEnv();
        const texts = new Map(inputs.map(({ file, text }) => [file, text]));
        const prepared = inputs.map(({ file, text }) => prepareFile(file, text, new schema_text/* LineIndex */.rr(text), diagnostics));
        return (0,instance/* withPGlite */.m2)(async (db) => {
            const places = new DdlPlaces();
            await replayFiles(db, prepared, budget, places, diagnostics);
            // pg_dump empties search_path for its session; the catalog is read with the default one.
            await db.exec("RESET ALL", budget.fileMs).catch(() => undefined);
            const catalog = await Catalog.read(db, { views: request.views === true });
            const assets = catalog.tables.map((table) => {
                const placed = places.tables.get(`${table.schema}.${table.name}`);
                const file = placed?.place.file ?? inputs[0]?.file ?? request.path;
                const fields = table.columns.map((column) => {
                    const at = placed?.columns.get(column.name) ?? (placed?.view ? placed.place : undefined);
                    const tree = catalog.columnTree(column);
                    const constraints = { ...tree.constraints };
                    if (at?.renamedFrom)
                        constraints.renamedFrom = at.renamedFrom;
                    if (typeof constraints.default === "string" && isReplayTimeLiteral(constraints.default)) {
                        constraints.default = writtenDefault(at && texts.get(at.file), at?.line);
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
                    resourceName: (0,model/* resourceName */.I)("postgres", request.dataSource, path),
                    dataSource: request.dataSource,
                    path,
                    file,
                    ...(placed ? { line: placed.place.line } : {}),
                    ...(placed && placed.dropped.size > 0 ? { dropped: Object.fromEntries(placed.dropped) } : {}),
                    schema: {
                        type: "struct",
                        name: table.name,
                        ...(table.doc ? { doc: table.doc } : {}),
                        ...(RELATION_KINDS[table.kind]
                            ? { constraints: { relationKind: RELATION_KINDS[table.kind] } }
                            : {}),
                        fields,
                    },
                };
            });
            return { assets, diagnostics };
        }, (0,instance/* extensionsCreatedIn */.AC)(texts.values()));
    },
};
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


/***/ }),

/***/ 44949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ normalizeIdentifier),
/* harmony export */   DT: () => (/* binding */ QUALIFIED),
/* harmony export */   EN: () => (/* binding */ splitTopLevel),
/* harmony export */   FI: () => (/* binding */ findIdentifier),
/* harmony export */   L3: () => (/* binding */ IDENT),
/* harmony export */   QH: () => (/* binding */ closingParen),
/* harmony export */   T0: () => (/* binding */ splitQualified),
/* harmony export */   b5: () => (/* binding */ splitSql)
/* harmony export */ });
/* unused harmony export maskSql */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57036);
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
    const pattern = new RegExp(String.raw `"${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeRegExp */ .Nt)(name)}"|\x60${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeRegExp */ .Nt)(name)}\x60|\[${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeRegExp */ .Nt)(name)}\]|(?<![\w$"])${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeRegExp */ .Nt)(name)}(?![\w$])`, "gi");
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


/***/ })

};
