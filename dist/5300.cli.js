export const id = 5300;
export const ids = [5300];
export const modules = {

/***/ 34376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Af: () => (/* binding */ CONTRACT_NAME_ORDER),
/* harmony export */   _r: () => (/* binding */ migrate),
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   ox: () => (/* binding */ MIGRATIONS),
/* harmony export */   sK: () => (/* binding */ missingMigrations)
/* harmony export */ });
/* harmony import */ var _port_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83286);

/**
 * The catalog's list order: a contract's name case-folded (its id when it has none), its first 200
 * characters (a btree entry holds ~2.7 kB), then the id. Indexed by migration 5; the list's
 * ORDER BY repeats it exactly, so PostgreSQL reads a page from the index. Frozen with migration 5.
 */
const CONTRACT_NAME_ORDER = "left(lower(coalesce(body -> 'contractSpec' ->> 'name', contract_id::text)), 200)";
/**
 * The one set of SQL migrations, for PGlite and PostgreSQL alike, applied in
 * order at start. Never edit a released migration: append a new one.
 * Every tenant row carries `workspace_id`; every query filters on it.
 */
const MIGRATIONS = [
    {
        version: 1,
        name: "initial",
        sql: `
CREATE TABLE workspaces (
  id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The workspace CONTRACT_SYNC_API_KEY belongs to.
INSERT INTO workspaces (id, name) VALUES ('00000000-0000-4000-8000-000000000001', 'default');

CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  label text,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

-- One row per contract version; the newest row of an id has is_latest.
CREATE TABLE contracts (
  row_id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  contract_id uuid NOT NULL,
  parent_row_id uuid REFERENCES contracts(row_id),
  is_latest boolean NOT NULL,
  status text NOT NULL,
  body jsonb NOT NULL,
  spec_raw text NOT NULL,
  resource_names text[] NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX contracts_latest ON contracts (workspace_id, contract_id) WHERE is_latest;
CREATE INDEX contracts_list ON contracts (workspace_id, created_at, contract_id) WHERE is_latest;
CREATE INDEX contracts_resources ON contracts USING gin (resource_names) WHERE is_latest;

CREATE TABLE change_log_events (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  contract_id uuid,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contract_violations (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  contract_id uuid NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_violations_contract ON contract_violations (workspace_id, contract_id, created_at);

CREATE TABLE data_assets (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  resource_name text NOT NULL,
  source_type text NOT NULL,
  data_source text NOT NULL,
  path text NOT NULL,
  schema jsonb NOT NULL,
  field_profiles jsonb,
  pr_link text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (workspace_id, resource_name)
);

CREATE TABLE components (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  run_id text,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX components_run ON components (workspace_id, run_id);

CREATE TABLE actions (
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  id text NOT NULL,
  name text NOT NULL,
  triggers jsonb NOT NULL,
  destinations jsonb NOT NULL,
  is_active boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id)
);

CREATE TABLE sso_settings (
  workspace_id uuid PRIMARY KEY REFERENCES workspaces(id),
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhooks (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  url text NOT NULL,
  name text NOT NULL,
  secret text NOT NULL,
  headers jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  change_log_event_id uuid NOT NULL,
  action_id text NOT NULL,
  action_details jsonb NOT NULL,
  action_name text NOT NULL,
  user_name text,
  status text NOT NULL,
  retry_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_list ON notifications (workspace_id, created_at);

-- The outbox: one row per message per webhook endpoint. Workers claim rows with
-- FOR UPDATE SKIP LOCKED and a lease (locked_until), so two never send one row.
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  webhook_id uuid NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  notification_id uuid REFERENCES notifications(id) ON DELETE CASCADE,
  message_id text NOT NULL,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'PENDING';

CREATE TABLE telemetry (
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id)
);

CREATE TABLE configurations (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  config_type text NOT NULL,
  language text NOT NULL,
  repo text NOT NULL,
  project_root text,
  version text NOT NULL,
  config_value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (workspace_id, config_type, language, repo, version)
);
`,
    },
    {
        version: 2,
        name: "hashed indexes, components per workspace",
        // A btree row holds at most ~2.7 kB: indexes over client text index its md5, so no
        // accepted length can overflow one; queries compare the hash and then the text itself.
        sql: `
CREATE FUNCTION md5_each(names text[]) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS 'SELECT ARRAY(SELECT md5(n) FROM unnest(names) AS n)';

DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conrelid::regclass::text AS tbl, conname FROM pg_constraint
           WHERE contype = 'u' AND conrelid IN ('data_assets'::regclass, 'configurations'::regclass) LOOP
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', c.tbl, c.conname);
  END LOOP;
END $$;

CREATE UNIQUE INDEX data_assets_name ON data_assets (workspace_id, md5(resource_name));
CREATE UNIQUE INDEX configurations_version ON configurations
  (workspace_id, md5(config_type), md5(language), md5(repo), md5(version));

DROP INDEX contracts_resources;
CREATE INDEX contracts_resources ON contracts USING gin (md5_each(resource_names)) WHERE is_latest;

-- Component ids are scoped per workspace: another workspace's id is a free id here.
ALTER TABLE components DROP CONSTRAINT components_pkey;
ALTER TABLE components ADD PRIMARY KEY (workspace_id, id);
`,
    },
    {
        version: 3,
        name: "contract epochs",
        // Bumped in the transaction of every contract write: each server process compares it with
        // the epoch of its cached contracts, so a cache never outlives a write made anywhere.
        sql: `
CREATE TABLE contract_epochs (
  workspace_id uuid PRIMARY KEY REFERENCES workspaces(id),
  epoch bigint NOT NULL
);
`,
    },
    {
        version: 4,
        name: "asset schema digests",
        // The digest a listing answers with, written with the schema (a listing then reads no schema).
        // Rows written before, or by a server of older code that updates the schema without it, have
        // none and the listing computes it: the trigger clears a digest its schema no longer matches.
        sql: `
ALTER TABLE data_assets ADD COLUMN schema_digest text;
CREATE FUNCTION data_assets_stale_digest() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.schema_digest IS NOT DISTINCT FROM OLD.schema_digest THEN
    NEW.schema_digest := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER data_assets_stale_digest BEFORE UPDATE OF schema, field_profiles ON data_assets
  FOR EACH ROW WHEN (NEW.schema IS DISTINCT FROM OLD.schema OR NEW.field_profiles IS DISTINCT FROM OLD.field_profiles)
  EXECUTE FUNCTION data_assets_stale_digest();
`,
    },
    {
        version: 5,
        name: "catalog list order",
        // The catalog's list reads its page in this order from the index (O(page), not O(contracts)).
        sql: `CREATE INDEX contracts_by_name ON contracts (workspace_id, (${CONTRACT_NAME_ORDER}), contract_id) WHERE is_latest;`,
    },
    {
        version: 6,
        name: "asset list order",
        // The asset listing's order (created_at, id) had no index: each page on PostgreSQL sorted the
        // workspace's assets (measured by bench/org: EXPLAIN in docs/service.md "At an organisation's scale").
        sql: "CREATE INDEX data_assets_list ON data_assets (workspace_id, created_at, id);",
    },
];
/** Any constant: the advisory lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK = 7_412_903;
/** Applies the migrations not yet applied; safe to call from several processes at once. */
async function migrate(store) {
    return store.transaction(async (tx) => {
        // Waiting for another server's migration, or building an index on a large table, may take
        // longer than the requests' statement timeout (`--statement-timeout-ms`).
        await tx.exec("SET LOCAL statement_timeout = 0");
        await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
        await tx.query("CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())");
        const done = new Set((await tx.query("SELECT version FROM schema_migrations")).map((r) => r.version));
        const applied = [];
        for (const m of MIGRATIONS) {
            if (done.has(m.version))
                continue;
            await tx.exec(m.sql);
            await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [m.version, m.name]);
            applied.push(m.version);
        }
        return applied;
    });
}
/** The version this code's schema has: the last migration's. */
const SCHEMA_VERSION = Math.max(...MIGRATIONS.map((m) => m.version));
/**
 * The migrations this code needs that the database has not applied (readiness: none once
 * migrated). Newer ones applied by a newer server do not count: migrations only add.
 */
async function missingMigrations(db) {
    let rows;
    try {
        rows = await db.query("SELECT version FROM schema_migrations");
    }
    catch (error) {
        // No table yet: nothing was ever migrated.
        if ((0,_port_js__WEBPACK_IMPORTED_MODULE_0__/* .sqlState */ .c)(error) !== "42P01")
            throw error;
        rows = [];
    }
    const applied = new Set(rows.map((r) => Number(r.version)));
    return MIGRATIONS.map((m) => m.version).filter((v) => !applied.has(v));
}


/***/ }),

/***/ 85300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openStore: () => (/* binding */ openStore)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/store/lock.ts



/** A process's start time from /proc (Linux), or null where /proc is not there. */
function processStartTime(pid) {
    try {
        const stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, "utf8");
        // The command name (field 2) is in parentheses and may hold spaces or ")": count from the last ")".
        const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const start = Number(rest[19]);
        return Number.isFinite(start) ? start : null;
    }
    catch {
        return null;
    }
}
/** The lock's owner from its text: JSON `{pid, start}`, or a bare pid (older versions). */
function parseOwner(text) {
    try {
        const value = JSON.parse(text);
        if (typeof value === "number" && Number.isInteger(value) && value > 0)
            return { pid: value, start: null };
        if (typeof value === "object" && value !== null) {
            const { pid, start } = value;
            if (typeof pid === "number" && Number.isInteger(pid) && pid > 0) {
                return { pid, start: typeof start === "number" ? start : null };
            }
        }
    }
    catch { }
    return undefined;
}
/** Whether the lock's owner still runs: the pid is alive and, where known, started when the lock says. */
function ownerAlive(owner) {
    if (owner.pid === process.pid)
        return heldByThisProcess(owner);
    if (owner.pid !== process.pid && !isAlive(owner.pid))
        return false;
    if (owner.start === null)
        return true;
    const now = processStartTime(owner.pid);
    return now === null || now === owner.start;
}
/** Whether a lock naming this very pid was written by this process (else by an earlier life of the pid). */
function heldByThisProcess(owner) {
    return owner.start !== null && owner.start === processStartTime(process.pid);
}
/**
 * PGlite is one process's database: two processes on one data dir would
 * corrupt it. The lock file names its owner by pid and process start time; a
 * lock whose process is gone (kill -9), or whose pid now belongs to another
 * process, is taken over.
 */
async function lockDataDir(dir) {
    const file = (0,external_node_path_.join)(dir, "contract-sync.lock");
    const me = { pid: process.pid, start: processStartTime(process.pid) };
    for (let attempt = 0; attempt < 2; attempt++) {
        try {
            const handle = await (0,promises_.open)(file, "wx");
            await handle.writeFile(JSON.stringify(me));
            await handle.close();
            return () => (0,promises_.rm)(file, { force: true });
        }
        catch (error) {
            if (error.code !== "EEXIST")
                throw error;
            const owner = parseOwner((await (0,promises_.readFile)(file, "utf8").catch(() => "")).trim());
            if (owner && ownerAlive(owner)) {
                throw new Error(`data dir ${dir} is in use by process ${owner.pid}; stop it first (or use its HTTP API, e.g. POST /v0/api-keys)`);
            }
            await (0,promises_.rm)(file, { force: true });
        }
    }
    throw new Error(`could not lock data dir ${dir}`);
}
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === "EPERM";
    }
}

// EXTERNAL MODULE: ./src/store/migrations.ts
var migrations = __webpack_require__(34376);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/pglite/host.ts + 2 modules
var pglite_host = __webpack_require__(85422);
// EXTERNAL MODULE: ./src/pglite/shared.ts
var shared = __webpack_require__(18652);
// EXTERNAL MODULE: ./src/store/port.ts
var port = __webpack_require__(83286);
;// CONCATENATED MODULE: ./src/store/pglite.ts





/** A store statement's budget: past it the worker is stopped (a hung PGlite, not a slow query). */
const STORE_MS = 300_000;
/**
 * What the prepared data directory holds besides the migrations: only the `postgres` database.
 * initdb's template0 and template1 (nothing here creates a database) were two thirds of its
 * files, and every scratch start copies the folder, at a cost per file (`npm run bench --
 * pglite-startup`, rows "scratch data directory: ...").
 */
const DATABASES_KEPT = "postgres-only";
/**
 * In memory the store starts from a cached data directory with the migrations
 * already applied (applying them at every start dominated it: `npm run bench -- readers`, row
 * "PGlite start: cached data dir (later runs)"), keyed by the migration set.
 */
const migrated = {
    key: `store-${(0,external_node_crypto_.createHash)("sha256")
        .update(`${JSON.stringify(migrations/* MIGRATIONS */.ox)}\n${DATABASES_KEPT}`)
        .digest("hex")
        .slice(0, 16)}`,
    prepare: async (db) => {
        await (0,migrations/* migrate */._r)(sessionStore(db));
        await dropTemplateDatabases(db);
    },
};
/** Drops template0 and template1 (each its own statement: DROP DATABASE runs outside a transaction). */
async function dropTemplateDatabases(db) {
    await db.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
    for (const name of ["template0", "template1"])
        await db.exec(`DROP DATABASE IF EXISTS ${name}`);
    await db.exec("CHECKPOINT");
}
/**
 * Embedded PostgreSQL (PGlite), kept on disk in `dataDir`, else in memory or
 * in the process's shared instance. PGlite runs in a worker thread (see
 * pglite/host.ts), so the event loop stays free while it works; it is a single
 * connection, so every statement and transaction takes its turn through the
 * host (a transaction holds it from BEGIN to COMMIT). Each statement is synced
 * to the file system before it resolves (PGlite's default, not
 * `relaxedDurability`), which is what makes an acknowledged write survive a
 * kill -9.
 */
async function openPGliteStore(options = {}) {
    const claimed = !options.dataDir && options.shared ? (0,shared.claimSharedPGliteHost)(migrated) : undefined;
    const host = claimed?.host ??
        // The store needs none of the contrib extensions the reader loads for SQL from repositories.
        new pglite_host/* PGliteHost */.W3({
            extensions: [],
            ...(options.dataDir ? { dataDir: options.dataDir } : { snapshot: migrated }),
        });
    try {
        await host.exclusive((h) => h.start());
    }
    catch (error) {
        await (claimed ? claimed.release() : host.close());
        throw error;
    }
    return storeOver(host, () => (claimed ? claimed.release() : host.closeWhenFree()));
}
function storeOver(host, close) {
    let closed = false;
    return {
        kind: "pglite",
        // One process holds a PGlite database (in memory, or a data directory it has locked): it is the only writer.
        localChanges: new port/* LocalChanges */.Z(),
        query: (sql, params) => host.exclusive(async () => (await host.query(sql, params, STORE_MS)).rows),
        exec: (sql) => host.exclusive(() => host.exec(sql, STORE_MS)),
        transaction: (fn) => host.transaction((session) => fn(scoped(session)), STORE_MS),
        // Health is not queued behind other requests: the worker answers them in turn.
        ping: async () => {
            if (closed)
                throw new Error("PGlite is closed");
        },
        close: async () => {
            if (closed)
                return;
            closed = true;
            await close();
        },
    };
}
function scoped(session) {
    return {
        query: async (sql, params) => (await session.query(sql, params)).rows,
        exec: async (sql) => {
            await session.exec(sql);
        },
    };
}
/** The store over a snapshot's session while it is prepared (one user, nothing else running). */
function sessionStore(session) {
    return {
        kind: "pglite",
        ...scoped(session),
        transaction: async (fn) => {
            await session.exec("BEGIN");
            try {
                const result = await fn(scoped(session));
                await session.exec("COMMIT");
                return result;
            }
            catch (error) {
                await session.exec("ROLLBACK").catch(() => undefined);
                throw error;
            }
        },
        ping: async () => { },
        close: async () => { },
    };
}
/** The store's prepared data directory state (scripts/pglite-datadir.mjs ships it made). */


;// CONCATENATED MODULE: ./src/store/open.ts





/** Opens the store the options name and applies the migrations. */
async function openStore(options) {
    let store;
    if (options.databaseUrl) {
        // pg loads only for a server on PostgreSQL, not for the embedded service (its start: `npm run bench -- action`, row "README-only PR check, embedded service").
        const { openPostgresStore } = await Promise.all(/* import() */[__webpack_require__.e(3849), __webpack_require__.e(6290)]).then(__webpack_require__.bind(__webpack_require__, 76290));
        store = await openPostgresStore(options.databaseUrl, options);
    }
    else if (options.dataDir) {
        const dir = (0,external_node_path_.resolve)(options.dataDir);
        await (0,promises_.mkdir)(dir, { recursive: true });
        const unlock = await lockDataDir(dir);
        try {
            const pglite = await openPGliteStore({ dataDir: dir });
            store = {
                ...pglite,
                close: async () => {
                    await pglite.close();
                    await unlock();
                },
            };
        }
        catch (error) {
            await unlock();
            throw error;
        }
    }
    else {
        store = await openPGliteStore({ shared: options.shared });
    }
    try {
        await (0,migrations/* migrate */._r)(store);
    }
    catch (error) {
        await store.close().catch(() => { });
        throw error;
    }
    return store;
}


/***/ }),

/***/ 83286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ LocalChanges),
/* harmony export */   c: () => (/* binding */ sqlState)
/* harmony export */ });
/** A database error the caller may want to tell apart (unique violation, etc.). */
function sqlState(error) {
    if (typeof error === "object" && error !== null && "code" in error) {
        const code = error.code;
        return typeof code === "string" ? code : undefined;
    }
    return undefined;
}
/**
 * Counters of changes by key (say, a workspace's contracts), bumped by the
 * writer after its transaction committed. A reader that saw a count, then read
 * the rows, can trust them while the count stays the same: a write committed
 * after the count was taken bumps it, so the next reader reloads.
 */
class LocalChanges {
    #counts = new Map();
    count(key) {
        return this.#counts.get(key) ?? 0;
    }
    bump(key) {
        this.#counts.set(key, this.count(key) + 1);
    }
}


/***/ })

};
