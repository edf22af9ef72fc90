export const id = 5841;
export const ids = [5841];
export const modules = {

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

/***/ 47567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ recordAcceptedBreaks),
/* harmony export */   Zp: () => (/* binding */ acceptedBreak),
/* harmony export */   _k: () => (/* binding */ BREAK_ACCEPTED),
/* harmony export */   x_: () => (/* binding */ recordBreakEvent)
/* harmony export */ });
/* unused harmony export newlyAccepted */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _outbox_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25850);


/** The webhook event type of an accepted break (docs/service-interface.md "Accepted break event"). */
const BREAK_ACCEPTED = "contract.break_accepted";
/** A waiver's identity and terms: its place in the ledger (file, line) moves without re-accepting anything. */
function termsOf(waiver) {
    const { fingerprint, rule, asset, field, reason, approvedBy, expires } = waiver;
    return JSON.stringify([fingerprint, rule, asset, field, reason, [...approvedBy].sort(), expires]);
}
/** The waivers of `body` that its previous row did not hold with the same terms: breaks accepted by this write. */
function newlyAccepted(body, priorWaivers) {
    const before = new Set(priorWaivers.map(termsOf));
    return (body.waivers ?? []).filter((waiver) => !before.has(termsOf(waiver)));
}
/**
 * Records the breaks a contract write accepts, inside its transaction: for each saved contract
 * whose waivers gained an entry (a new waiver, or one with new terms: a later expiry, another
 * reason), one BREAK_ACCEPTED change-log event and one `contract.break_accepted` webhook message
 * to every endpoint of the workspace. Publishing the same ledger again accepts nothing.
 * Returns how many messages were queued.
 */
async function recordAcceptedBreaks(tx, workspaceId, bodies, written) {
    let queued = 0;
    for (const [i, body] of bodies.entries()) {
        const result = written[i];
        if (!result || result.outcome === "unchanged" || body.status === "ARCHIVED")
            continue;
        const waivers = newlyAccepted(body, result.priorWaivers);
        if (waivers.length === 0)
            continue;
        const data = { occasion: "waiver", ...acceptedBreak(body, waivers) };
        queued += await recordBreakEvent(tx, workspaceId, body.id, (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)(), data);
    }
    return queued;
}
/**
 * One accepted break of a contract, inside the write's transaction: a BREAK_ACCEPTED change-log
 * event and a `contract.break_accepted` webhook message (its data led by `changeLogEventId`) to
 * every endpoint of the workspace. Returns how many messages were queued.
 */
async function recordBreakEvent(tx, workspaceId, contractId, eventId, data) {
    await tx.query(`INSERT INTO change_log_events (id, workspace_id, contract_id, event_type, payload)
     VALUES ($1, $2, $3, 'BREAK_ACCEPTED', $4::jsonb)`, [eventId, workspaceId, contractId, JSON.stringify(data)]);
    const { endpoints } = await (0,_outbox_js__WEBPACK_IMPORTED_MODULE_1__/* .enqueueMessage */ .ct)(tx, workspaceId, {
        eventType: BREAK_ACCEPTED,
        data: { changeLogEventId: eventId, ...data },
    });
    return endpoints;
}
/** The event's data: the contract, its assets and consumers, the waivers, the provenance. */
function acceptedBreak(body, waivers) {
    const spec = body.contractSpec;
    const assets = spec.dataAssetResourceNameList ?? (spec.dataAssetResourceName ? [spec.dataAssetResourceName] : []);
    return {
        contractId: body.id,
        ...(spec.name ? { contractName: spec.name } : {}),
        ...(body.version ? { contractVersion: body.version } : {}),
        dataAssetResourceNames: assets,
        waivers,
        ...(spec.consumers ? { consumers: spec.consumers } : {}),
        ...(body.gitRepo ? { gitRepo: body.gitRepo } : {}),
        ...(body.gitHash ? { gitHash: body.gitHash } : {}),
        ...(body.filePath ? { filePath: body.filePath } : {}),
        ...(body.mergedAt ? { mergedAt: body.mergedAt } : {}),
        ...(body.reviewers ? { reviewers: body.reviewers } : {}),
    };
}


/***/ }),

/***/ 14552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mn: () => (/* binding */ recordBrokenContracts),
/* harmony export */   sM: () => (/* binding */ resourceNamesOf)
/* harmony export */ });
/* unused harmony export contractBreak */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _compliance_contract_breaks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32606);
/* harmony import */ var _accepted_breaks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47567);



/** A contract's resource names, its `dataAssetResourceName` first, each once. */
function resourceNamesOf(spec) {
    const names = [spec.dataAssetResourceName, ...(spec.dataAssetResourceNameList ?? [])];
    return [...new Set(names.filter((n) => typeof n === "string" && n.length > 0))];
}
/**
 * The event of a contract write that breaks the contract's previous version: the changes of its
 * schema that need a major version (src/compliance/contract-breaks.ts, the judgement of the
 * version rule and of owner approval), judged by the rules of its first asset's format. None
 * for a new contract, an unchanged one, an ARCHIVED one, or a change that breaks nothing.
 */
function contractBreak(body, written, changeLogEventId) {
    const { prior } = written;
    if (written.outcome !== "updated" || !prior || body.status === "ARCHIVED")
        return undefined;
    const spec = body.contractSpec;
    const names = resourceNamesOf(spec);
    const { major } = (0,_compliance_contract_breaks_js__WEBPACK_IMPORTED_MODULE_1__/* .contractSchemaChangesByBump */ .uM)(prior.schema, spec.schema ?? [], (0,_compliance_contract_breaks_js__WEBPACK_IMPORTED_MODULE_1__/* .contractSourceTypeOf */ .f)(names));
    if (major.length === 0)
        return undefined;
    return {
        changeLogEventId,
        occasion: "contract",
        contractId: body.id,
        ...(spec.name ? { contractName: spec.name } : {}),
        ...(prior.version ? { previousVersion: prior.version } : {}),
        ...(body.version ? { contractVersion: body.version } : {}),
        dataAssetResourceNames: names,
        changes: major.map(({ kind, field, reason, before, after }) => ({
            kind,
            field,
            reason,
            ...(before !== undefined ? { before } : {}),
            ...(after !== undefined ? { after } : {}),
        })),
        ...(spec.consumers ? { consumers: spec.consumers } : {}),
        reviewers: body.reviewers ?? [],
        ...(body.gitRepo ? { gitRepo: body.gitRepo } : {}),
        ...(body.gitHash ? { gitHash: body.gitHash } : {}),
        ...(body.gitUser ? { gitUser: body.gitUser } : {}),
        ...(body.filePath ? { filePath: body.filePath } : {}),
        ...(body.mergedAt ? { mergedAt: body.mergedAt } : {}),
    };
}
/**
 * Records the breaks a contract write accepts by its merge, inside its transaction: for each
 * saved contract whose schema breaks its previous version, one `contract.break_accepted` event
 * with `occasion: "contract"` (docs/service-interface.md "Accepted break event"). The same
 * contract published again is unchanged and fires nothing; another write of the same schema
 * (new provenance only) has no breaking change and fires nothing. Returns how many messages
 * were queued.
 */
async function recordBrokenContracts(tx, workspaceId, bodies, written) {
    let queued = 0;
    for (const [i, body] of bodies.entries()) {
        const result = written[i];
        const eventId = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
        const data = result ? contractBreak(body, result, eventId) : undefined;
        if (!data)
            continue;
        const { changeLogEventId: _sent, ...payload } = data;
        queued += await (0,_accepted_breaks_js__WEBPACK_IMPORTED_MODULE_2__/* .recordBreakEvent */ .x_)(tx, workspaceId, body.id, eventId, payload);
    }
    return queued;
}


/***/ }),

/***/ 25850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ct: () => (/* binding */ enqueueMessage),
/* harmony export */   d5: () => (/* binding */ generateWebhookSecret)
/* harmony export */ });
/* unused harmony export newMessageId */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** A Standard Webhooks secret: `whsec_` + base64 of 24 random bytes. */
function generateWebhookSecret() {
    return `whsec_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(24).toString("base64")}`;
}
/** Standard Webhooks message ids: unique per message, kept across retries so receivers can dedupe. */
function newMessageId() {
    return `msg_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)().replaceAll("-", "")}`;
}
/**
 * Queues one message for every webhook endpoint of the workspace, inside the
 * caller's transaction (so the message exists exactly when the change does).
 * The payload follows the Standard Webhooks convention `{type, timestamp, data}`.
 * Returns the message id and how many endpoints it was queued for.
 */
async function enqueueMessage(tx, workspaceId, message) {
    const messageId = newMessageId();
    const payload = { type: message.eventType, timestamp: new Date().toISOString(), data: message.data };
    const rows = await tx.query(`INSERT INTO outbox (id, workspace_id, webhook_id, notification_id, message_id, event_type, payload, status)
     SELECT gen_random_uuid(), $1, w.id, $2, $3, $4, $5::jsonb, 'PENDING'
     FROM webhooks w WHERE w.workspace_id = $1 AND ($6::uuid IS NULL OR w.id = $6::uuid)
     RETURNING id`, [
        workspaceId,
        message.notificationId ?? null,
        messageId,
        message.eventType,
        JSON.stringify(payload),
        message.webhookId ?? null,
    ]);
    return { messageId, endpoints: rows.length };
}


/***/ }),

/***/ 40484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $U: () => (/* binding */ recordSunsets),
/* harmony export */   AT: () => (/* binding */ sunsetsApproaching),
/* harmony export */   bj: () => (/* binding */ tellSunsets)
/* harmony export */ });
/* unused harmony export SUNSET_APPROACHING */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _compliance_deprecation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20353);
/* harmony import */ var _contracts_statuses_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49177);
/* harmony import */ var _waivers_ledger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28896);
/* harmony import */ var _broken_contracts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14552);
/* harmony import */ var _outbox_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25850);






/** The webhook event type of a sunset within the warning window (docs/service-interface.md "Sunset event"). */
const SUNSET_APPROACHING = "contract.sunset_approaching";
/** The first key of the advisory lock a contract's sunsets are told under (any constant). */
const SUNSET_LOCK_CLASS = 5_407_213;
/**
 * The sunsets of a contract that fall within the warning window (today to 30 days ahead, UTC):
 * the whole contract's (`deprecated.sunset`, the event without `field`) first, then each
 * deprecated field's; the data of one `contract.sunset_approaching` event each. None for a
 * contract not in force (DRAFT, ARCHIVED), which nothing relies on.
 */
function sunsetsApproaching(body, today) {
    if (!(0,_contracts_statuses_js__WEBPACK_IMPORTED_MODULE_4__/* .inForce */ .Nm)(body))
        return [];
    const spec = body.contractSpec;
    const marks = [
        ...(spec.deprecated ? [{ deprecation: spec.deprecated }] : []),
        ...(0,_compliance_deprecation_js__WEBPACK_IMPORTED_MODULE_5__/* .deprecatedFields */ .t)(spec.schema ?? []),
    ];
    return marks
        .filter(({ deprecation }) => (0,_compliance_deprecation_js__WEBPACK_IMPORTED_MODULE_5__/* .sunsetWithin */ .MP)(deprecation.sunset, today))
        .map(({ path, deprecation }) => ({
        contractId: body.id,
        ...(spec.name ? { contractName: spec.name } : {}),
        ...(body.version ? { contractVersion: body.version } : {}),
        dataAssetResourceNames: (0,_broken_contracts_js__WEBPACK_IMPORTED_MODULE_2__/* .resourceNamesOf */ .sM)(spec),
        ...(path !== undefined ? { field: path } : {}),
        sunset: deprecation.sunset,
        daysLeft: (0,_compliance_deprecation_js__WEBPACK_IMPORTED_MODULE_5__/* .daysUntil */ .AQ)(deprecation.sunset, today),
        warningDays: _compliance_deprecation_js__WEBPACK_IMPORTED_MODULE_5__/* .SUNSET_WARNING_DAYS */ .Wp,
        ...(deprecation.since ? { since: deprecation.since } : {}),
        ...(deprecation.replacement ? { replacement: deprecation.replacement } : {}),
        ...(spec.consumers ? { consumers: spec.consumers } : {}),
        ...(body.filePath ? { filePath: body.filePath } : {}),
    }));
}
/**
 * Records, inside the caller's transaction, one SUNSET_APPROACHING change-log event and one
 * `contract.sunset_approaching` message to every endpoint of the workspace for each of a
 * contract's sunsets not told before: once per contract, field (none for the whole contract) and
 * sunset, whoever tells it (a write or a sweep). The contract's advisory lock, held to the
 * commit, makes a second teller (another replica's sweep, a write) wait and then see the first
 * one's events, so two at once never tell twice. Returns how many sunsets were told now and how
 * many messages were queued.
 */
async function tellSunsets(tx, workspaceId, contractId, sunsets, 
/** The stored row the sunsets were read from: told only while it is the contract's newest. */
rowId) {
    const counts = { told: 0, queued: 0 };
    if (sunsets.length === 0)
        return counts;
    await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [
        SUNSET_LOCK_CLASS,
        `${workspaceId}/${contractId}`,
    ]);
    if (rowId !== undefined) {
        // A write committed since the row was read told its own sunsets; the old ones are not told.
        const latest = await tx.query("SELECT 1 FROM contracts WHERE row_id = $1 AND is_latest", [rowId]);
        if (latest.length === 0)
            return counts;
    }
    for (const data of sunsets) {
        const told = await tx.query(`SELECT 1 FROM change_log_events WHERE workspace_id = $1 AND contract_id = $2
         AND event_type = 'SUNSET_APPROACHING' AND coalesce(payload->>'field', '') = $3
         AND payload->>'sunset' = $4 LIMIT 1`, [workspaceId, contractId, data.field ?? "", data.sunset]);
        if (told.length > 0)
            continue;
        const eventId = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
        await tx.query(`INSERT INTO change_log_events (id, workspace_id, contract_id, event_type, payload)
       VALUES ($1, $2, $3, 'SUNSET_APPROACHING', $4::jsonb)`, [eventId, workspaceId, contractId, JSON.stringify(data)]);
        const { endpoints } = await (0,_outbox_js__WEBPACK_IMPORTED_MODULE_3__/* .enqueueMessage */ .ct)(tx, workspaceId, {
            eventType: SUNSET_APPROACHING,
            data: { changeLogEventId: eventId, ...data },
        });
        counts.told++;
        counts.queued += endpoints;
    }
    return counts;
}
/**
 * The sunsets a contract write brings within the warning window, told inside the write's
 * transaction (tellSunsets). The contracts are taken in id order, so two writes of the same
 * contracts wait for each other's locks in one order. Returns how many messages were queued.
 */
async function recordSunsets(tx, workspaceId, bodies, written, today = (0,_waivers_ledger_js__WEBPACK_IMPORTED_MODULE_1__/* .utcToday */ .wc)()) {
    const writtenBodies = bodies.filter((_, i) => written[i]).sort((a, b) => (a.id < b.id ? -1 : 1));
    let queued = 0;
    for (const body of writtenBodies)
        queued += (await tellSunsets(tx, workspaceId, body.id, sunsetsApproaching(body, today))).queued;
    return queued;
}


/***/ }),

/***/ 53218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C0: () => (/* binding */ isPrivateAddress),
/* harmony export */   Hy: () => (/* binding */ isLocalName),
/* harmony export */   g2: () => (/* binding */ webhookUrlProblem),
/* harmony export */   xT: () => (/* binding */ webhookHeaderProblems)
/* harmony export */ });
/* unused harmony export isRefusedHost */
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var ipaddr_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48280);
/* harmony import */ var ipaddr_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(ipaddr_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _api_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50470);



/**
 * Webhook targets on loopback or private networks are refused unless
 * the server is started with --allow-private-webhooks. Checked when an endpoint
 * is saved (the URL) and again when connecting: the delivery connector resolves
 * the name itself, classifies every address and connects to the one it checked,
 * so a name that later resolves to 127.0.0.1 (DNS rebinding) is still refused.
 */
/** Names that mean this machine or a cloud metadata service, whatever DNS says. */
const LOCAL_NAMES = new Set([
    "localhost",
    "localhost.localdomain",
    "ip6-localhost",
    "ip6-loopback",
    "localhost6",
    "localhost6.localdomain6",
    "metadata",
    "metadata.google.internal",
    "instance-data",
]);
/** The only ranges a webhook may reach: ipaddr.js's name for globally routed unicast. */
const PUBLIC_RANGE = "unicast";
/** The IPv4 address an IPv6 address carries, for the translation schemes that carry one. */
function embeddedIPv4(address) {
    const range = address.range();
    const bytes = address.toByteArray();
    if (range === "ipv4Mapped" || range === "rfc6145")
        return address.toIPv4Address();
    // NAT64 (64:ff9b::/96, RFC 6052) and its local-use prefix 64:ff9b:1::/48: the last 32 bits.
    if (range === "rfc6052" || address.match(ipaddr_js__WEBPACK_IMPORTED_MODULE_1___default().IPv6.parse("64:ff9b:1::"), 48)) {
        return new (ipaddr_js__WEBPACK_IMPORTED_MODULE_1___default().IPv4)(bytes.slice(12, 16));
    }
    // IPv4-compatible (::/96, deprecated by RFC 4291 but still routed to IPv4 by some stacks).
    if (bytes.slice(0, 12).every((b) => b === 0))
        return new (ipaddr_js__WEBPACK_IMPORTED_MODULE_1___default().IPv4)(bytes.slice(12, 16));
    // 6to4 (2002::/16): bits 16-47.
    if (range === "6to4")
        return new (ipaddr_js__WEBPACK_IMPORTED_MODULE_1___default().IPv4)(bytes.slice(2, 6));
    return undefined;
}
/** Whether an IP address (v4, v6, mapped, NAT64, 6to4, Teredo, ...) is anything but public unicast. */
function isPrivateAddress(address) {
    const literal = address.replace(/^\[|\]$/g, "");
    if (!ipaddr_js__WEBPACK_IMPORTED_MODULE_1___default().isValid(literal))
        return false;
    let parsed;
    try {
        parsed = ipaddr_js__WEBPACK_IMPORTED_MODULE_1___default().parse(literal);
    }
    catch {
        return true;
    }
    if (parsed.kind() === "ipv6") {
        const v6 = parsed;
        const v4 = embeddedIPv4(v6);
        if (v4)
            return v4.range() !== PUBLIC_RANGE;
        return v6.range() !== PUBLIC_RANGE;
    }
    return parsed.range() !== PUBLIC_RANGE;
}
/** Whether a host name (not an IP literal) names this machine or a metadata service. */
function isLocalName(hostname) {
    const name = hostname.toLowerCase().replace(/\.+$/, "");
    return LOCAL_NAMES.has(name) || name.endsWith(".localhost") || name.endsWith(".internal");
}
/** Whether a host (name or literal, brackets allowed) is refused as a target. */
function isRefusedHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, "");
    return isLocalName(host) || isPrivateAddress(host) || ((0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(host) === 0 && ipaddr_js__WEBPACK_IMPORTED_MODULE_1___default().isValid(host));
}
/** Headers a webhook may not set: the transport's own framing and routing. */
const RESERVED_HEADERS = new Set([
    "host",
    "content-length",
    "transfer-encoding",
    "connection",
    "keep-alive",
    "upgrade",
    "te",
    "trailer",
    "expect",
    "proxy-authorization",
    "proxy-connection",
    "content-type",
    "webhook-id",
    "webhook-timestamp",
    "webhook-signature",
]);
/** Why webhook headers cannot be saved, per header, or an empty list. */
function webhookHeaderProblems(headers) {
    const problems = [];
    if (Object.keys(headers).length > _api_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b1.webhookHeaders) {
        problems.push({ name: "", problem: `at most ${_api_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b1.webhookHeaders} headers` });
    }
    for (const [name, value] of Object.entries(headers)) {
        if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
            problems.push({ name, problem: "is not a header name" });
        else if (RESERVED_HEADERS.has(name.toLowerCase())) {
            problems.push({ name, problem: "is set by the delivery itself and may not be configured" });
        }
        else if (/[\r\n\0]/.test(value))
            problems.push({ name, problem: "value contains a line break or NUL" });
    }
    return problems;
}
/** Why a URL cannot be a webhook target, or undefined when it can (before DNS). */
function webhookUrlProblem(url, allowPrivate) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return "is not a valid URL";
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
        return "must be an http or https URL";
    if (parsed.username || parsed.password)
        return "must not carry credentials";
    if (!allowPrivate && isRefusedHost(parsed.hostname)) {
        return "points at a loopback, private or metadata address (start the server with --allow-private-webhooks to allow it)";
    }
    return undefined;
}


/***/ })

};
