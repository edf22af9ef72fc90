export const id = 6290;
export const ids = [6290];
export const modules = {

/***/ 76290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openPostgresStore: () => (/* binding */ openPostgresStore)
/* harmony export */ });
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
/** A PostgreSQL server through a `pg` pool; several processes may share one database. */
async function openPostgresStore(connectionString, poolSize = 10) {
    const pool = new pg__WEBPACK_IMPORTED_MODULE_1__/* ["default"].Pool */ .Ay.Pool({ connectionString, max: poolSize, types });
    // Idle clients can lose their connection (server restart); the pool replaces them.
    pool.on("error", () => { });
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
            let broken = false;
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
