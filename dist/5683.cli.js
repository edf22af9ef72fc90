export const id = 5683;
export const ids = [5683];
export const modules = {

/***/ 45683:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _service_delivery_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77497);
/* harmony import */ var _service_sunset_sweep_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37956);
/* harmony import */ var _store_open_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85300);
/* harmony import */ var _waivers_ledger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28896);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87911);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71604);






/** Rounds of sending at most: each sends the due messages of one batch (a failed one waits its backoff). */
const DELIVERY_ROUNDS = 1_000;
/**
 * The server's daily sunset sweep, run once for today (UTC) straight on the store: for a cron job
 * where no server runs for days, or beside several replicas (each sunset is told once, whoever
 * sweeps). Then sends what is due in the outbox, as a server's delivery worker would, so the
 * events go out with no server running; a message its receiver refused is tried again by the next
 * run or server, after its backoff.
 */
const run = async (args, io) => {
    const { positionals, text, values } = (0,_help_js__WEBPACK_IMPORTED_MODULE_4__/* .parseByTable */ .ph)(["sweep-sunsets"], args);
    if (positionals.length > 0)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb("sweep-sunsets takes no arguments");
    const databaseUrl = text("database-url");
    const store = await (0,_store_open_js__WEBPACK_IMPORTED_MODULE_2__.openStore)(databaseUrl ? { databaseUrl } : { dataDir: text("data-dir") ?? "./.contract-sync" });
    try {
        const result = await (0,_service_sunset_sweep_js__WEBPACK_IMPORTED_MODULE_1__/* .sweepSunsets */ .e)(store, (0,_waivers_ledger_js__WEBPACK_IMPORTED_MODULE_3__/* .utcToday */ .wc)());
        io.stdout(`swept ${result.day}: ${result.contracts} contracts in force mark something deprecated; ${result.told} sunsets told, ${result.queued} messages queued\n`);
        const worker = (0,_service_delivery_js__WEBPACK_IMPORTED_MODULE_0__/* .createDeliveryWorker */ .F)(store, {
            autoStart: false,
            allowPrivate: values["allow-private-webhooks"] === true,
        });
        let sent = 0;
        try {
            for (let round = 0; round < DELIVERY_ROUNDS; round++) {
                const attempted = await worker.runOnce();
                if (attempted === 0)
                    break;
                sent += attempted;
            }
        }
        finally {
            await worker.stop();
        }
        io.stderr(`${sent} webhook messages attempted\n`);
        return 0;
    }
    finally {
        await store.close();
    }
};


/***/ }),

/***/ 77497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ createDeliveryWorker)
});

// EXTERNAL MODULE: ./node_modules/standardwebhooks/dist/index.js
var dist = __webpack_require__(15487);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(24371);
// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(40610);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: ./src/service/webhook-target.ts
var webhook_target = __webpack_require__(53218);
;// CONCATENATED MODULE: ./src/service/webhook-connector.ts




/**
 * An undici connector that resolves the target itself, refuses it when any
 * address is private (unless allowed), and connects to the address it checked
 * (TLS still verifies the original name). `lookup` is replaceable for tests.
 */
function guardedConnector(allowPrivate, lookup = external_node_dns_.lookup) {
    const connect = (0,undici.buildConnector)({});
    return (options, callback) => {
        const hostname = options.hostname.replace(/^\[|\]$/g, "");
        const refuse = (why) => callback(new Error(`webhook target ${hostname} ${why}`), null);
        if (!allowPrivate && (0,webhook_target/* isLocalName */.Hy)(hostname))
            return refuse("is a local name");
        const connectTo = (address) => connect({
            ...options,
            hostname: address,
            ...(options.protocol === "https:" && (0,external_node_net_.isIP)(hostname) === 0
                ? { servername: options.servername ?? hostname }
                : {}),
        }, callback);
        if ((0,external_node_net_.isIP)(hostname) !== 0) {
            if (!allowPrivate && (0,webhook_target/* isPrivateAddress */.C0)(hostname))
                return refuse("is a private address");
            return connectTo(hostname);
        }
        lookup(hostname, { all: true }, (error, addresses) => {
            if (error)
                return callback(error, null);
            const first = addresses[0];
            if (!first)
                return refuse("has no address");
            const bad = allowPrivate ? undefined : addresses.find((a) => (0,webhook_target/* isPrivateAddress */.C0)(a.address));
            if (bad)
                return refuse(`resolves to private address ${bad.address}`);
            connectTo(first.address);
        });
    };
}

;// CONCATENATED MODULE: ./src/service/delivery.ts




/** Claims up to `batchSize` due messages for `leaseMs`, skipping those another worker holds. */
async function claim(store, batchSize, leaseMs) {
    return store.query(`WITH due AS (
       SELECT id FROM outbox
       WHERE status = 'PENDING' AND next_attempt_at <= now()
         AND (locked_until IS NULL OR locked_until < now())
       ORDER BY next_attempt_at LIMIT $1
       FOR UPDATE SKIP LOCKED)
     UPDATE outbox o SET attempts = o.attempts + 1, locked_until = now() + $2 * interval '1 millisecond',
       updated_at = now()
     FROM due, webhooks w
     WHERE o.id = due.id AND w.id = o.webhook_id
     RETURNING o.id, o.message_id, o.event_type, o.payload, o.attempts, o.notification_id,
       w.url, w.secret, w.headers`, [batchSize, leaseMs]);
}
/** Signs and posts one message; its error, or undefined when the receiver took it. */
async function send(row, sender) {
    const { agent, signal, timeoutMs } = sender;
    try {
        const body = JSON.stringify(row.payload);
        const timestamp = new Date();
        let signature;
        try {
            signature = new dist/* Webhook */.KD(row.secret).sign(row.message_id, timestamp, body);
        }
        catch (error) {
            sender.onAttempt?.("unsigned");
            return `message could not be signed: ${(0,error_message/* errorMessage */.g)(error)}`;
        }
        const response = await (0,undici.request)(row.url, {
            method: "POST",
            dispatcher: agent,
            headers: {
                ...row.headers,
                "content-type": "application/json",
                "user-agent": "contract-sync-webhooks",
                "webhook-id": row.message_id,
                "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
                "webhook-signature": signature,
            },
            body,
            signal,
            headersTimeout: timeoutMs,
            bodyTimeout: timeoutMs,
        });
        await response.body.dump();
        return response.statusCode >= 200 && response.statusCode < 300
            ? undefined
            : `receiver answered ${response.statusCode}`;
    }
    catch (error) {
        return (0,error_message/* errorMessage */.g)(error);
    }
}
/** Records an attempt's outcome: SENT, retried later with backoff, or FAILED; then its notification. */
async function settle(store, row, error, backoff) {
    const { maxAttempts, backoffBase, backoffMax } = backoff;
    await store.transaction(async (tx) => {
        if (row.notification_id) {
            // Lock the notification first so two workers settling its messages see each other's result.
            await tx.query("SELECT id FROM notifications WHERE id = $1 FOR UPDATE", [row.notification_id]);
        }
        if (error === undefined) {
            await tx.query("UPDATE outbox SET status = 'SENT', locked_until = NULL, last_error = NULL, updated_at = now() WHERE id = $1", [row.id]);
        }
        else {
            const final = row.attempts >= maxAttempts;
            const delay = Math.min(backoffMax, backoffBase * 2 ** (row.attempts - 1));
            await tx.query(`UPDATE outbox SET status = $2, locked_until = NULL, last_error = $3, updated_at = now(),
           next_attempt_at = now() + $4 * interval '1 millisecond' WHERE id = $1`, [row.id, final ? "FAILED" : "PENDING", error.slice(0, 1000), delay]);
        }
        if (row.notification_id) {
            await tx.query(`UPDATE notifications n SET updated_at = now(),
           retry_count = s.retries,
           status = CASE WHEN s.pending > 0 THEN 'PENDING' WHEN s.failed > 0 THEN 'FAILED' ELSE 'SENT' END
         FROM (SELECT count(*) FILTER (WHERE status = 'PENDING') AS pending,
                      count(*) FILTER (WHERE status = 'FAILED') AS failed,
                      greatest(coalesce(max(attempts), 0) - 1, 0) AS retries
               FROM outbox WHERE notification_id = $1) s
         WHERE n.id = $1`, [row.notification_id]);
        }
    });
}
/** Gives a claimed message back unsent: the receiver may have seen it, its message id dedupes. */
async function release(store, row) {
    await store.query(`UPDATE outbox SET locked_until = NULL, attempts = greatest(attempts - 1, 0), updated_at = now()
     WHERE id = $1 AND status = 'PENDING'`, [row.id]);
}
/**
 * The outbox delivery worker. Rows are claimed with FOR UPDATE SKIP LOCKED and
 * a lease in one statement, so any number of workers in any number of processes
 * on one PostgreSQL never send one message twice; a worker that dies leaves its
 * rows to be claimed again when the lease ends. Each message is signed per
 * Standard Webhooks and retried with exponential backoff; a notification
 * follows its messages: PENDING until all are done, then SENT or FAILED, with
 * retryCount counting the retries.
 */
function createDeliveryWorker(store, options = {}) {
    const maxAttempts = options.maxAttempts ?? 5;
    const backoffBase = options.backoffBaseMs ?? 1_000;
    const backoffMax = options.backoffMaxMs ?? 300_000;
    const leaseMs = options.leaseMs ?? 60_000;
    const timeoutMs = options.timeoutMs ?? 10_000;
    const pollMs = options.pollMs ?? 1_000;
    const batchSize = options.batchSize ?? 10;
    const allowPrivate = options.allowPrivate ?? false;
    const agent = new undici.Agent({ connect: guardedConnector(allowPrivate, options.lookup) });
    let stopped = false;
    let timer;
    let running;
    let again = false;
    const stopping = new AbortController();
    const sender = { agent, signal: stopping.signal, timeoutMs, onAttempt: options.onAttempt };
    const backoff = { maxAttempts, backoffBase, backoffMax };
    async function runOnce() {
        const rows = await claim(store, batchSize, leaseMs);
        await Promise.all(rows.map(async (row) => {
            const error = await send(row, sender);
            if (error !== undefined && stopping.signal.aborted) {
                await release(store, row);
                return;
            }
            if (error === undefined)
                options.onAttempt?.("sent");
            else if (!error.startsWith("message could not be signed"))
                options.onAttempt?.("failed");
            await settle(store, row, error, backoff);
        }));
        return rows.length;
    }
    function schedule(delay) {
        if (stopped)
            return;
        clearTimeout(timer);
        timer = setTimeout(loop, delay);
        timer.unref();
    }
    function loop() {
        if (stopped)
            return;
        if (running) {
            again = true;
            return;
        }
        running = runOnce()
            .catch((error) => {
            options.onError?.(error);
            return 0;
        })
            .finally(() => {
            running = undefined;
        });
        void running.then((n) => {
            const more = again || n === batchSize;
            again = false;
            schedule(more ? 0 : pollMs);
        });
    }
    if (options.autoStart ?? true)
        schedule(0);
    return {
        runOnce,
        wake: () => {
            if (options.autoStart ?? true)
                schedule(0);
        },
        async stop() {
            stopped = true;
            clearTimeout(timer);
            const grace = setTimeout(() => stopping.abort(), options.stopGraceMs ?? 5_000);
            await running;
            clearTimeout(grace);
            await agent.close();
        },
    };
}


/***/ }),

/***/ 37956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ sweepSunsets),
/* harmony export */   g: () => (/* binding */ createSunsetSweeper)
/* harmony export */ });
/* harmony import */ var _contracts_statuses_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49177);
/* harmony import */ var _waivers_ledger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28896);
/* harmony import */ var _sunsets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40484);



/** Contracts read per query: a page of bodies in memory at a time, whatever the store holds. */
const PAGE = 200;
/**
 * Tells every sunset within the warning window on `today` of every stored contract in force
 * (the newest row of each, DRAFT and ARCHIVED left out) of every workspace, once per contract,
 * field and sunset: what a write or an earlier sweep (of this process or another) told is not
 * told again. One transaction per contract that has a sunset to tell.
 */
async function sweepSunsets(store, today) {
    const result = { day: today, contracts: 0, told: 0, queued: 0 };
    let after = {
        workspace: "00000000-0000-0000-0000-000000000000",
        contract: "00000000-0000-0000-0000-000000000000",
    };
    for (;;) {
        // Only bodies that say "deprecated" somewhere are read back (the text test is cheap; the
        // parse below decides).
        const rows = await store.query(`SELECT row_id, workspace_id, contract_id, body FROM contracts
       WHERE is_latest AND status IN ${_contracts_statuses_js__WEBPACK_IMPORTED_MODULE_2__/* .IN_FORCE_SQL */ .Dx} AND (workspace_id, contract_id) > ($1, $2)
         AND strpos(body::text, '"deprecated"') > 0
       ORDER BY workspace_id, contract_id LIMIT $3`, [after.workspace, after.contract, PAGE]);
        for (const row of rows) {
            result.contracts++;
            const sunsets = (0,_sunsets_js__WEBPACK_IMPORTED_MODULE_1__/* .sunsetsApproaching */ .AT)(row.body, today);
            if (sunsets.length === 0)
                continue;
            const counts = await store.transaction((tx) => (0,_sunsets_js__WEBPACK_IMPORTED_MODULE_1__/* .tellSunsets */ .bj)(tx, row.workspace_id, row.contract_id, sunsets, row.row_id));
            result.told += counts.told;
            result.queued += counts.queued;
        }
        const last = rows.at(-1);
        if (!last || rows.length < PAGE)
            return result;
        after = { workspace: last.workspace_id, contract: last.contract_id };
    }
}
/**
 * The server's daily timer over sweepSunsets: each UTC day of the clock is swept once by this
 * process (a failed sweep is tried again at the next look). Replicas each sweep; the sweep's
 * once-per-sunset record keeps them from telling twice.
 */
function createSunsetSweeper(store, options = {}) {
    const now = options.now ?? (() => new Date());
    const pollMs = options.pollMs ?? 600_000;
    let stopped = false;
    let timer;
    let running;
    let swept;
    async function runOnce() {
        const result = await sweepSunsets(store, (0,_waivers_ledger_js__WEBPACK_IMPORTED_MODULE_0__/* .utcToday */ .wc)(now()));
        options.onSwept?.(result);
        return result;
    }
    function tick() {
        if (stopped)
            return;
        const today = (0,_waivers_ledger_js__WEBPACK_IMPORTED_MODULE_0__/* .utcToday */ .wc)(now());
        if (today === swept || running) {
            schedule();
            return;
        }
        running = runOnce()
            .then(() => {
            swept = today;
        })
            .catch((error) => options.onError?.(error))
            .finally(() => {
            running = undefined;
            schedule();
        });
    }
    function schedule() {
        if (stopped)
            return;
        clearTimeout(timer);
        timer = setTimeout(tick, pollMs);
        timer.unref();
    }
    if (options.autoStart ?? true) {
        timer = setTimeout(tick, 0);
        timer.unref();
    }
    return {
        runOnce,
        async stop() {
            stopped = true;
            clearTimeout(timer);
            await running;
        },
    };
}


/***/ })

};
