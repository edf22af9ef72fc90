export const id = 7558;
export const ids = [7558];
export const modules = {

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

/***/ 87558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mssqlReader: () => (/* binding */ mssqlReader),
  mysqlReader: () => (/* binding */ mysqlReader),
  readDdlFiles: () => (/* binding */ readDdlFiles)
});

// EXTERNAL MODULE: ./node_modules/node-sql-parser/index.js
var node_sql_parser = __webpack_require__(6519);
var node_sql_parser_default = /*#__PURE__*/__webpack_require__.n(node_sql_parser);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: ./src/schema/reader-helpers.ts
var reader_helpers = __webpack_require__(61356);
// EXTERNAL MODULE: ./src/schema/readers/postgres/migration-order.ts
var migration_order = __webpack_require__(11043);
;// CONCATENATED MODULE: ./src/schema/readers/sql/alter.ts

/** A table's asset path: `db.schema.table` as far as the statement names it. */
function tablePath(ref) {
    if (!ref?.table)
        return undefined;
    return [ref.db, ref.schema, ref.table]
        .filter((p) => typeof p === "string" && p !== "")
        .join(".");
}
function columnName(ref) {
    const c = ref?.column;
    return typeof c === "string" ? c : c?.expr?.value;
}
/**
 * Applies `alter` to `tables` (by asset path). `column` builds the field an ADD, MODIFY or
 * CHANGE declares (with its line in the statement); `place` is where the statement names a
 * column (a DROP COLUMN is recorded there, so that a report points at the drop). Returns false
 * when the table is unknown.
 */
function applyAlter(tables, alter, column, place) {
    const path = tablePath(alter.table?.[0]);
    let asset = path === undefined ? undefined : tables.get(path);
    if (!asset)
        return false;
    for (const action of alter.expr ?? []) {
        if (action.resource === "table" && action.action === "rename" && action.table) {
            tables.delete(asset.path);
            const renamed = path?.includes(".")
                ? `${path.slice(0, path.lastIndexOf(".") + 1)}${action.table}`
                : action.table;
            asset = {
                ...asset,
                path: renamed,
                resourceName: (0,model/* resourceName */.Iy)(asset.sourceType, asset.dataSource, renamed),
                schema: { ...asset.schema, name: action.table },
            };
            tables.set(renamed, asset);
            continue;
        }
        if (action.resource !== "column")
            continue;
        const fields = [...(asset.schema.fields ?? [])];
        const target = columnName(action.old_column ?? action.column);
        const at = fields.findIndex((f) => f.name?.toLowerCase() === target?.toLowerCase());
        if (action.action === "add") {
            const field = column(action);
            if (field)
                fields.push(field);
            // Added again after a drop: no longer dropped.
            if (field?.name && asset.dropped && Object.hasOwn(asset.dropped, field.name)) {
                const { [field.name]: _readded, ...dropped } = asset.dropped;
                asset = { ...asset, dropped };
            }
        }
        else if (action.action === "drop" && at !== -1) {
            const [gone] = fields.splice(at, 1);
            if (gone?.name)
                asset = { ...asset, dropped: { ...asset.dropped, [gone.name]: place(gone.name) } };
        }
        else if (["modify", "change", "alter"].includes(action.action ?? "") && at !== -1) {
            const field = column(action);
            const old = fields[at];
            if (field && old)
                fields[at] =
                    field.name === old.name
                        ? field
                        : { ...field, constraints: { ...field.constraints, renamedFrom: old.name } };
        }
        else if (action.action === "rename" && at !== -1) {
            const name = columnName(action.column);
            const old = fields[at];
            if (name && old)
                fields[at] = { ...old, name, constraints: { ...old.constraints, renamedFrom: old.name } };
        }
        asset = { ...asset, schema: { ...asset.schema, fields } };
        tables.set(asset.path, asset);
    }
    return true;
}
/** `DROP TABLE a, b`: the tables are gone from the history. */
function dropTables(tables, refs) {
    for (const ref of refs) {
        const path = tablePath(ref);
        if (path !== undefined)
            tables.delete(path);
    }
}

;// CONCATENATED MODULE: ./src/schema/readers/sql/column-types.ts
function columnTree(def, primaryKey) {
    const d = def.definition ?? {};
    const dataType = (d.dataType ?? "").toUpperCase();
    const unsigned = (d.suffix ?? []).some((s) => /unsigned/i.test(s));
    const length = d.length;
    const physical = `${dataType}${length !== undefined ? `(${length}${typeof d.scale === "number" ? `,${d.scale}` : ""})` : ""}${unsigned ? " UNSIGNED" : ""}`;
    const base = mapType(dataType, length, d.scale, unsigned);
    const constraints = { physicalType: physical, ...base.constraints };
    if (dataType === "ENUM" || dataType === "SET") {
        constraints.symbols = (d.expr?.value ?? []).map((v) => v.value);
    }
    const auto = def.auto_increment;
    if (typeof auto === "string")
        constraints.autoIncrement = true;
    else if (auto?.keyword) {
        constraints.identity = { seed: auto.seed?.value ?? 1, increment: auto.increment?.value ?? 1 };
        constraints.autoIncrement = true;
    }
    const defaultValue = def.default_val?.value;
    if (defaultValue) {
        constraints.default =
            defaultValue.type === "function"
                ? `${JSON.stringify(defaultValue.name).match(/"value":"([^"]+)"/)?.[1] ?? "function"}()`
                : defaultValue.value;
    }
    const isPrimary = primaryKey || def.primary_key !== undefined;
    if (isPrimary)
        constraints.primaryKey = true;
    if (def.unique)
        constraints.unique = true;
    const comment = def.comment?.value?.value;
    const notNull = def.nullable?.type === "not null" || isPrimary;
    return {
        ...base,
        ...(typeof comment === "string" ? { doc: comment } : {}),
        ...(notNull ? {} : { optional: true }),
        constraints,
    };
}
/** MySQL and SQL Server types, following Recap where it has a mapping. */
function mapType(dataType, length, scale, unsigned) {
    const int = (signed, unsignedType) => ({
        type: unsigned ? unsignedType : signed,
    });
    switch (dataType) {
        case "TINYINT":
            return int("int8", "uint8");
        case "SMALLINT":
            return int("int16", "uint16");
        case "MEDIUMINT":
        case "INT":
        case "INTEGER":
            return int("int32", "uint32");
        case "BIGINT":
            return int("int64", "uint64");
        case "BIT":
            return length === undefined || length === 1 ? { type: "bool" } : { type: "bytes" };
        case "BOOL":
        case "BOOLEAN":
            return { type: "bool" };
        case "FLOAT":
        case "REAL":
            return { type: "float32" };
        case "DOUBLE":
            return { type: "float64" };
        case "DECIMAL":
        case "NUMERIC":
        case "MONEY":
        case "SMALLMONEY": {
            const precision = typeof length === "number" ? length : dataType === "MONEY" ? 19 : dataType === "SMALLMONEY" ? 10 : 18;
            const s = (typeof scale === "number" ? scale : undefined) ?? (dataType.endsWith("MONEY") ? 4 : 0);
            return {
                type: precision > 38 ? "decimal256" : "decimal128",
                logical: "Decimal",
                constraints: { precision, scale: s },
            };
        }
        case "CHAR":
        case "NCHAR":
        case "VARCHAR":
        case "NVARCHAR": {
            const max = typeof length === "number" ? { maxLength: length } : {};
            const fixed = dataType.endsWith("CHAR") && !dataType.includes("VAR") ? { fixedLength: true } : {};
            return { type: "string", constraints: { ...max, ...fixed } };
        }
        case "TINYTEXT":
        case "TEXT":
        case "MEDIUMTEXT":
        case "LONGTEXT":
        case "NTEXT":
        case "XML":
            return { type: "string" };
        case "JSON":
            return { type: "string", logical: "JSON" };
        case "BINARY":
        case "VARBINARY":
        case "TINYBLOB":
        case "BLOB":
        case "MEDIUMBLOB":
        case "LONGBLOB":
        case "IMAGE":
        case "ROWVERSION":
            return { type: "bytes", constraints: typeof length === "number" ? { maxLength: length } : {} };
        case "UNIQUEIDENTIFIER":
            return { type: "uuid" };
        case "DATE":
            return { type: "date32", logical: "Date" };
        case "TIME":
            return { type: "time64", logical: "Time" };
        case "DATETIME":
        case "DATETIME2":
        case "SMALLDATETIME":
            return { type: "timestamp64", logical: "Timestamp" };
        case "TIMESTAMP":
        case "DATETIMEOFFSET":
            return { type: "timestamp64", logical: "Timestamp", constraints: { timezone: "UTC" } };
        case "YEAR":
            return { type: "int16" };
        case "ENUM":
            return { type: "enum" };
        case "SET":
            return { type: "list", fields: [{ name: "element", type: "enum" }] };
        default:
            return { type: "unknown" };
    }
}

// EXTERNAL MODULE: ./src/schema/readers/sql/statements.ts
var sql_statements = __webpack_require__(44949);
;// CONCATENATED MODULE: ./src/schema/readers/sql/rewrite.ts
/**
 * A lexer-level pre-pass for CREATE TABLEs that node-sql-parser rejects
 * (types it does not know: NVARCHAR and SERIAL in MySQL, sysname and
 * user-defined types in SQL Server; ROWGUIDCOL, PERSISTED, computed columns,
 * named inline DEFAULT constraints, `VARCHAR(n) BINARY`, defaults from a
 * sequence, foreign keys to a table named like a keyword, temporal tables). Each column's type
 * is swapped for a plain INT that the parser accepts, and the type as written
 * is kept aside for the reader, which maps it itself; attributes the parser
 * does not know are dropped. The parser still reads names, nullability,
 * defaults, identity, keys and comments. Used only when the plain parse fails.
 */

// Table elements that add nothing to the schema tree and that the parser trips on:
// foreign keys (`REFERENCES language (id)`: a table named by a keyword), a temporal table's period.
const DROPPED_ELEMENT = new RegExp(String.raw `^(?:(?:constraint\s+${sql_statements/* IDENT */.L3}\s+)?foreign\s+key\b|period\s+for\s+system_time\b)`, "i");
// A default taken from a sequence (`DEFAULT (NEXT VALUE FOR [Sequences].[CityID])`).
const SEQUENCE_DEFAULT = new RegExp(String.raw `\bdefault\s*\(?\s*(next\s+value\s+for\s+${sql_statements/* QUALIFIED */.DT})\s*\)?`, "i");
const TABLE_CONSTRAINT = /^(constraint|primary|unique|key|index|foreign|check|fulltext|spatial|period)\b/i;
const TYPE = new RegExp(String.raw `^(national\s+)?(double\s+precision|character\s+varying|${sql_statements/* QUALIFIED */.DT})(\s*\(\s*([^)]*)\))?((?:\s+(?:unsigned|zerofill|signed))*)`, "i");
// Attributes dropped from a column definition (SQL Server storage details, MySQL binary collation).
const DROPPED = [
    /\browguidcol\b/gi,
    /\bpersisted\b/gi,
    /\bsparse\b/gi,
    /\bfilestream\b/gi,
    /\bnot\s+for\s+replication\b/gi,
    /\bgenerated\s+always\s+as\s+row\s+(?:start|end)(?:\s+hidden)?\b/gi,
    /^\s*binary\b/gi,
    // Inline foreign keys: not part of the schema tree, and the parser trips on some forms.
    new RegExp(String.raw `\breferences\s+${sql_statements/* QUALIFIED */.DT}\s*(?:\([^)]*\))?(?:\s+on\s+(?:delete|update)\s+(?:cascade|set\s+null|set\s+default|no\s+action|restrict))*`, "gi"),
    new RegExp(String.raw `\bconstraint\s+${sql_statements/* IDENT */.L3}\s+(?=default\b|primary\b|unique\b|check\b|references\b|foreign\b)`, "gi"),
];
/** Replaces each match of `pattern` in `masked` with `by`, copying the rest from `text`. */
function replaceMasked(text, masked, pattern, by) {
    let outText = "";
    let outMasked = "";
    let last = 0;
    for (const match of masked.matchAll(pattern)) {
        outText += text.slice(last, match.index) + by;
        outMasked += masked.slice(last, match.index) + by;
        last = match.index + match[0].length;
    }
    return { text: outText + text.slice(last), masked: outMasked + masked.slice(last) };
}
/** `CREATE TYPE x FROM base` declarations (SQL Server alias types), by lower-cased last name part. */
function aliasTypes(statements) {
    const types = new Map([["sysname", "nvarchar(128)"]]);
    const pattern = new RegExp(String.raw `^create\s+type\s+(${sql_statements/* QUALIFIED */.DT})\s+from\s+([\s\S]*?)(?:\s+(?:not\s+)?null)?\s*$`, "i");
    for (const { masked, text } of statements) {
        const m = pattern.exec(masked);
        if (m?.[1] && m[2]) {
            const name = (0,sql_statements/* splitQualified */.T0)(m[1], false).at(-1)?.toLowerCase() ?? "";
            types.set(name, text.slice(masked.indexOf(m[2]), masked.indexOf(m[2]) + m[2].length).replace(/[[\]]/g, ""));
        }
    }
    return types;
}
/** The written type of a column, split the way the parser's AST has it. */
function writtenType(raw, dialect, aliases, depth = 0) {
    const m = TYPE.exec(raw.trim());
    if (!m)
        return { dataType: raw.trim().toUpperCase() };
    const name = (0,sql_statements/* splitQualified */.T0)(m[2] ?? "", false).at(-1) ?? "";
    const alias = aliases.get(name.toLowerCase());
    if (alias && depth < 4)
        return writtenType(alias, dialect, aliases, depth + 1);
    let dataType = (m[2] ?? "").replace(/\s+/g, " ").toUpperCase();
    if ((0,sql_statements/* splitQualified */.T0)(m[2] ?? "", false).length === 1)
        dataType = name.toUpperCase();
    if (m[1])
        dataType = dataType.replace(/^(VAR)?CHAR/, "N$&").replace("CHARACTER VARYING", "NVARCHAR");
    if (dataType === "CHARACTER VARYING")
        dataType = "VARCHAR";
    if (dataType === "DOUBLE PRECISION")
        dataType = "DOUBLE";
    const args = (m[4] ?? "").split(",").map((a) => a.trim());
    const first = args[0] ?? "";
    const length = first === "" ? undefined : /^\d+$/.test(first) ? Number(first) : first.toLowerCase();
    const scale = args[1] !== undefined && /^\d+$/.test(args[1]) ? Number(args[1]) : undefined;
    const suffix = (m[5] ?? "").trim() === "" ? undefined : (m[5] ?? "").trim().toUpperCase().split(/\s+/);
    if (dataType === "SERIAL")
        return { dataType: "BIGINT", suffix: ["UNSIGNED"] };
    if (dataType === "BOOL")
        return { dataType: "BOOLEAN" };
    return { dataType, length, scale, suffix };
}
/**
 * Rewrites one CREATE TABLE statement (its text and masked text) so the parser
 * accepts it; returns the written types by column name (as the parser will
 * name them), or undefined when the statement has no column list.
 */
function rewriteCreateTable(text, masked, dialect, aliases) {
    const open = masked.indexOf("(");
    if (open === -1)
        return undefined;
    const close = (0,sql_statements/* closingParen */.QH)(masked, open);
    const overrides = new Map();
    let out = text.slice(0, open + 1);
    let last = open + 1;
    for (const element of (0,sql_statements/* splitTopLevel */.EN)(masked, open + 1, close)) {
        const elementMasked = masked.slice(element.start, element.end);
        out += text.slice(last, element.start);
        last = element.end;
        const elementText = text.slice(element.start, element.end);
        const nameMatch = new RegExp(`^${sql_statements/* IDENT */.L3}`).exec(elementMasked);
        if (DROPPED_ELEMENT.test(elementMasked) && /,\s*$/.test(out)) {
            out = out.replace(/,\s*$/, "");
            continue;
        }
        if (!nameMatch || TABLE_CONSTRAINT.test(elementMasked)) {
            out += elementText;
            continue;
        }
        const nameRaw = nameMatch[0];
        const column = (0,sql_statements/* splitQualified */.T0)(nameRaw, false)[0] ?? nameRaw;
        let restAt = nameRaw.length;
        const afterName = elementMasked.slice(restAt);
        const computed = /^\s+as\s*\(/i.exec(afterName);
        let override;
        let extra = "";
        if (computed) {
            const exprOpen = restAt + computed[0].length - 1;
            const exprClose = (0,sql_statements/* closingParen */.QH)(elementMasked, exprOpen);
            override = { dataType: "", generated: elementText.slice(exprOpen, exprClose + 1) };
            restAt = exprClose + 1;
        }
        else {
            const typeMatch = TYPE.exec(afterName.trimStart());
            if (!typeMatch) {
                out += elementText;
                continue;
            }
            override = writtenType(afterName.trimStart().slice(0, typeMatch[0].length), dialect, aliases);
            if (/^serial$/i.test(typeMatch[2] ?? ""))
                extra = " NOT NULL AUTO_INCREMENT UNIQUE";
            restAt += afterName.length - afterName.trimStart().length + typeMatch[0].length;
        }
        let rest = { text: elementText.slice(restAt), masked: elementMasked.slice(restAt) };
        for (const pattern of DROPPED)
            rest = replaceMasked(rest.text, rest.masked, pattern, "");
        const sequence = SEQUENCE_DEFAULT.exec(rest.masked);
        if (sequence?.[1]) {
            const at = sequence.index + sequence[0].indexOf(sequence[1]);
            override.default = rest.text.slice(at, at + sequence[1].length);
            rest = replaceMasked(rest.text, rest.masked, new RegExp(SEQUENCE_DEFAULT.source, "gi"), "");
        }
        overrides.set(column, override);
        out += `${nameRaw} INT${extra}${rest.text}`;
    }
    // SQL Server's table options are storage (`ON [USERDATA]`, `TEXTIMAGE_ON`, `WITH (SYSTEM_VERSIONING = ON ...)`).
    out += dialect === "mssql" ? text.slice(last, close + 1) : text.slice(last);
    return { text: out, overrides };
}

;// CONCATENATED MODULE: ./src/schema/readers/sql-ddl.ts








const parser = new (node_sql_parser_default()).Parser();
function ddlReader(sourceType, extensions) {
    return {
        sourceType,
        extensions,
        async read(request) {
            const text = await request.files.readText(request.path);
            if (text !== undefined) {
                const tables = new Map();
                const keysAdded = new Map();
                const diagnostics = readScript(sourceType, request, text, { tables, keysAdded });
                const assets = [...tables.values()];
                for (const asset of assets)
                    addPrimaryKeys(asset, keysAdded.get(asset.path));
                return { assets, diagnostics };
            }
            const folder = await (0,migration_order/* migrationFiles */.sM)(request.path, request.files, request.members);
            if (folder.length === 0)
                return { assets: [], diagnostics: [(0,reader_helpers/* errorDiagnostic */.Ee)(request.path, "no such file")] };
            return readFolder(sourceType, request, folder);
        },
    };
}
/**
 * A folder (a `migrations: true` rule; an SSDT project's one table per file) read file by file in
 * migration order, each file's CREATE, ALTER and DROP TABLE applied to the tables of the files
 * before it; a primary key added by ALTER TABLE in any file marks its columns. Each table and
 * column keeps the file and line that declared it.
 */
async function readFolder(sourceType, request, paths) {
    const state = { tables: new Map(), keysAdded: new Map() };
    const { tables, keysAdded } = state;
    const diagnostics = [];
    for (const path of paths) {
        const text = await request.files.readText(path);
        if (text !== undefined)
            diagnostics.push(...readScript(sourceType, { ...request, path }, text, state));
    }
    const assets = [...tables.values()];
    for (const asset of assets)
        addPrimaryKeys(asset, keysAdded.get(asset.path));
    return { assets, diagnostics };
}
/**
 * A framework's description written as SQL (frameworks/: a Rails schema.rb, a Liquibase changelog
 * and its includes), read as a folder of these files in this order.
 */
function readDdlFiles(sourceType, request, files) {
    const state = { tables: new Map(), keysAdded: new Map() };
    const diagnostics = [];
    for (const { file, text } of files)
        diagnostics.push(...readScript(sourceType, { ...request, path: file }, text, state));
    const assets = [...state.tables.values()];
    for (const asset of assets)
        addPrimaryKeys(asset, state.keysAdded.get(asset.path));
    return { assets, diagnostics };
}
/** Applies one script to `state`; returns its diagnostics. */
function readScript(sourceType, request, text, state) {
    const database = sourceType === "mysql" ? "MySQL" : "TransactSQL";
    const lines = new reader_helpers/* LineIndex */.rr(text);
    const { tables, keysAdded } = state;
    const diagnostics = [];
    const statements = (0,sql_statements/* splitSql */.b5)(text, sourceType);
    const aliases = aliasTypes(statements);
    for (const statement of statements) {
        const addedKey = ADD_PRIMARY_KEY.exec(statement.masked);
        if (addedKey?.[1] && addedKey[2]) {
            const columns = statement.text.slice(statement.masked.indexOf(addedKey[2]), statement.masked.indexOf(addedKey[2]) + addedKey[2].length);
            keysAdded.set((0,sql_statements/* splitQualified */.T0)(addedKey[1], false).join("."), columns
                .split(",")
                .map((c) => (0,sql_statements/* splitQualified */.T0)(c.trim().replace(/\s+(asc|desc)$/i, ""), false)[0] ?? ""));
            continue;
        }
        if (/^(alter|drop)\s+table\b/i.test(statement.masked)) {
            alterTables(statement, lines, database, tables, request);
            continue;
        }
        if (!/^create\s+table\b/i.test(statement.masked))
            continue; // only tables make assets
        let ast;
        let overrides;
        try {
            ast = parser.astify(statement.text, { database });
        }
        catch (error) {
            // Syntax the parser lacks (types, attributes): parse again after the pre-pass.
            const rewritten = rewriteCreateTable(statement.text, statement.masked, sourceType, aliases);
            try {
                if (!rewritten)
                    throw error;
                ast = parser.astify(rewritten.text, { database });
                overrides = rewritten.overrides;
            }
            catch {
                const at = error.location?.start?.line;
                const line = lines.lineAt(statement.start) + (at ? at - 1 : 0);
                diagnostics.push({
                    ...(0,reader_helpers/* errorDiagnostic */.Ee)(request.path, `cannot parse CREATE TABLE: ${(0,reader_helpers/* errorMessage */.gJ)(error).replace(/^Expected .* but (.*) found\.?$/s, "unexpected $1")}`, line),
                    statement: statement.text,
                });
                continue;
            }
        }
        for (const create of (Array.isArray(ast) ? ast : [ast])) {
            if (create.type !== "create" || create.keyword !== "table")
                continue;
            const asset = tableAsset(sourceType, request, create, statement.masked, statement.start, lines, overrides);
            if (asset) {
                tables.delete(asset.path);
                tables.set(asset.path, asset);
            }
        }
    }
    return diagnostics;
}
/**
 * ALTER TABLE / DROP TABLE of a history (sql/alter.ts). A statement the parser cannot read, or
 * about a table the history has not made, changes nothing, as before such statements were read.
 */
function alterTables(statement, lines, database, tables, request) {
    let ast;
    try {
        ast = parser.astify(statement.text, { database });
    }
    catch {
        return;
    }
    for (const node of (Array.isArray(ast) ? ast : [ast])) {
        if (node.type === "drop" && Array.isArray(node.name))
            dropTables(tables, node.name);
        if (node.type !== "alter")
            continue;
        const lineOf = (name) => {
            const at = (0,sql_statements/* findIdentifier */.FI)(statement.masked, name, 0);
            return lines.lineAt(statement.start + Math.max(at, 0));
        };
        applyAlter(tables, node, (action) => {
            const name = columnName(action.column);
            if (!name)
                return undefined;
            return {
                name,
                ...columnTree(action, false),
                line: lineOf(name),
                file: request.path,
            };
        }, (name) => ({ file: request.path, line: lineOf(name) }));
    }
}
// `ALTER TABLE t [WITH CHECK] ADD [CONSTRAINT name] PRIMARY KEY [CLUSTERED] (a, b)`.
const ADD_PRIMARY_KEY = new RegExp(String.raw `^alter\s+table\s+(${sql_statements/* QUALIFIED */.DT})\s+(?:with\s+(?:no)?check\s+)?add\s+(?:constraint\s+${sql_statements/* IDENT */.L3}\s+)?primary\s+key\s*(?:(?:non)?clustered\s*)?\(([^)]*)\)`, "i");
/** Marks the columns of a primary key added by ALTER TABLE (required, primaryKey). */
function addPrimaryKeys(asset, columns) {
    if (!columns)
        return;
    for (const field of asset.schema.fields ?? []) {
        if (!columns.some((c) => c.toLowerCase() === field.name?.toLowerCase()))
            continue;
        field.constraints = { ...field.constraints, primaryKey: true };
        delete field.optional;
    }
}
function tableAsset(sourceType, request, create, masked, start, lines, overrides) {
    const ref = create.table?.[0];
    const path = tablePath(ref);
    if (!ref?.table || path === undefined)
        return undefined;
    const primaryKeys = new Set();
    for (const def of create.create_definitions ?? []) {
        if (def.resource === "constraint" && /primary/i.test(def.constraint_type ?? "")) {
            for (const col of def.definition ?? [])
                if (col.column)
                    primaryKeys.add(col.column);
        }
    }
    const bodyStart = masked.indexOf("(");
    const fields = [];
    for (const def of create.create_definitions ?? []) {
        if (def.resource !== "column")
            continue;
        const name = columnName(def.column);
        if (!name)
            continue;
        const at = (0,sql_statements/* findIdentifier */.FI)(masked, name, Math.max(bodyStart, 0));
        const override = overrides?.get(name);
        const tree = columnTree(override
            ? {
                ...def,
                definition: {
                    ...def.definition,
                    dataType: override.dataType,
                    length: override.length,
                    scale: override.scale,
                    suffix: override.suffix ?? null,
                },
            }
            : def, primaryKeys.has(name));
        if (override?.generated) {
            const { physicalType: _none, ...rest } = tree.constraints ?? {};
            tree.constraints = { ...rest, generated: override.generated };
        }
        if (override?.default)
            tree.constraints = { ...tree.constraints, default: override.default };
        fields.push({
            name,
            ...tree,
            ...(at === -1 ? {} : { line: lines.lineAt(start + at) }),
        });
    }
    const comment = create.table_options?.find((o) => /comment/i.test(o.keyword ?? ""))?.value;
    const doc = typeof comment === "string" ? comment.replace(/^'(.*)'$/s, "$1") : undefined;
    return {
        sourceType,
        resourceName: (0,model/* resourceName */.Iy)(sourceType, request.dataSource, path),
        dataSource: request.dataSource,
        path,
        file: request.path,
        line: lines.lineAt(start),
        schema: { type: "struct", name: ref.table, ...(doc ? { doc } : {}), fields },
    };
}
const mysqlReader = ddlReader("mysql", [".mysql.sql", ".mysql"]);
const mssqlReader = ddlReader("mssql", [".mssql.sql", ".tsql", ".mssql"]);


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


/***/ })

};
