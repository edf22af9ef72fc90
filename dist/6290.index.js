export const id = 6290;
export const ids = [6290];
export const modules = {

/***/ 76290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openPostgresStore: () => (/* binding */ openPostgresStore)
/* harmony export */ });
/* unused harmony export POOL_DEFAULTS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var pg__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83849);


// int8 (bigint) and numeric come back as numbers where they fit, like PGlite does.
const types = {
    getTypeParser: ((oid, format) => {
        if (oid === 20)
            return (value) => Number(value);
        return pg__WEBPACK_IMPORTED_MODULE_1__/* ["default"].types */ .Ay.types.getTypeParser(oid, format);
    }),
};
const POOL_DEFAULTS = { poolSize: 10, acquireTimeoutMs: 5_000, statementTimeoutMs: 30_000 };
/** A PostgreSQL server through a `pg` pool; several processes may share one database. */
async function openPostgresStore(connectionString, options = {}) {
    const pool = new pg__WEBPACK_IMPORTED_MODULE_1__/* ["default"].Pool */ .Ay.Pool({
        connectionString,
        types,
        max: options.poolSize ?? POOL_DEFAULTS.poolSize,
        connectionTimeoutMillis: options.acquireTimeoutMs ?? POOL_DEFAULTS.acquireTimeoutMs,
        statement_timeout: options.statementTimeoutMs ?? POOL_DEFAULTS.statementTimeoutMs,
        application_name: "contract-sync",
        keepAlive: true,
    });
    // Idle clients can lose their connection (server restart): the pool discards them and opens new
    // ones on demand, so there is nothing to do but not crash.
    pool.on("error", () => { });
    // Every client keeps a listener of its own: the pool removes its idle listener when it hands a
    // client out, and `pool.connect()` resolves a promise, so a FATAL arriving in the same read as
    // the previous user's last answer (a server shutting down under load) was emitted with no
    // listener at all: a crash. The error also fails the client's next statement, which reports it.
    pool.on("connect", (client) => client.on("error", () => { }));
    // Fail at start, not on the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    // Named statements: each connection parses and plans a statement once, then reuses the plan.
    const names = new Map();
    const nameOf = (sql) => {
        let name = names.get(sql);
        if (!name) {
            name = `cs_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha1").update(sql).digest("hex").slice(0, 20)}`;
            if (names.size < 10_000)
                names.set(sql, name);
        }
        return name;
    };
    const run = async (q, sql, params) => (await q.query({ name: nameOf(sql), text: sql, values: params ?? [] }))
        .rows;
    return {
        kind: "postgres",
        query: (sql, params) => run(pool, sql, params),
        exec: async (sql) => {
            await pool.query(sql);
        },
        async transaction(fn) {
            const client = await pool.connect();
            // A connection cut between two statements (the client's own listener keeps it from being a
            // crash): the failed statement reports it, and the client is then discarded, not pooled.
            let broken = false;
            const onError = () => {
                broken = true;
            };
            client.on("error", onError);
            try {
                await client.query("BEGIN");
                const scoped = {
                    query: (sql, params) => run(client, sql, params),
                    exec: async (sql) => {
                        await client.query(sql);
                    },
                };
                const result = await fn(scoped);
                await client.query("COMMIT");
                return result;
            }
            catch (error) {
                await client.query("ROLLBACK").catch(() => {
                    broken = true;
                });
                throw error;
            }
            finally {
                client.off("error", onError);
                client.release(broken);
            }
        },
        ping: async () => {
            await pool.query("SELECT 1");
        },
        close: () => pool.end(),
    };
}


/***/ })

};
