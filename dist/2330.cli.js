export const id = 2330;
export const ids = [2330];
export const modules = {

/***/ 77848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ AdmissionGate)
/* harmony export */ });
/**
 * At most `limit` requests that write or check are worked on at once; the
 * rest wait their turn once their bodies have arrived (a body still arriving
 * holds no slot, so a slow client cannot starve other workspaces). Twenty concurrent
 * 49 KB checks each do milliseconds of synchronous work (parse, validate,
 * check, build the violation rows) between awaits; interleaved, a `/healthz`
 * arriving among them waited behind all twenty (`npm run bench -- server`, row
 * "load: 20 clients x N s violating checks", its /healthz column).
 * With a few admitted at a time it waits behind at most a few.
 */
class AdmissionGate {
    limit;
    active = 0;
    waiting = [];
    constructor(limit) {
        this.limit = limit;
        if (!Number.isInteger(limit) || limit < 1)
            throw new Error(`admission limit must be >= 1, got ${limit}`);
    }
    /** Resolves when admitted, with the release function (idempotent). */
    async acquire() {
        if (this.active >= this.limit)
            await new Promise((resolve) => this.waiting.push(resolve));
        else
            this.active++;
        let released = false;
        return () => {
            if (released)
                return;
            released = true;
            const next = this.waiting.shift();
            // The slot passes straight to the next in line (active stays the same).
            if (next)
                next();
            else
                this.active--;
        };
    }
    /** Requests being worked on, and waiting (for tests and metrics). */
    get counts() {
        return { active: this.active, waiting: this.waiting.length };
    }
}


/***/ }),

/***/ 61438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qy: () => (/* binding */ html),
/* harmony export */   uZ: () => (/* binding */ externalLink),
/* harmony export */   v7: () => (/* binding */ safeHref)
/* harmony export */ });
/* unused harmony exports Html, escapeText */
/**
 * HTML made by construction: `html` is a tagged template whose every interpolated value is escaped
 * unless it is itself Html (made by `html`), so text from a contract or a pull request can only
 * ever be text. Hand-written (40 lines) instead of a package: the template engines on the registry
 * either escape only on request or bring a client runtime the pages do not need.
 */
class Html {
    text;
    constructor(text) {
        this.text = text;
    }
    toString() {
        return this.text;
    }
}
const ESCAPES = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#39;",
    "`": "&#96;",
};
/** Text for an element's content or a quoted attribute value. */
function escapeText(text) {
    return text.replace(/[&<>"'`]/g, (c) => ESCAPES[c]);
}
function render(value) {
    if (value instanceof Html)
        return value.text;
    if (Array.isArray(value))
        return value.map(render).join("");
    if (value === null || value === undefined || value === false || value === true)
        return "";
    return escapeText(String(value));
}
function html(strings, ...values) {
    let out = strings[0];
    for (let i = 0; i < values.length; i++)
        out += render(values[i]) + strings[i + 1];
    return new Html(out);
}
/**
 * An address a page may link to: http(s) only, as the URL parser reads it (`javascript:`, `data:`
 * and relative tricks give none). Whatever is refused is shown as text instead of a link.
 */
function safeHref(address) {
    if (!address)
        return undefined;
    let url;
    try {
        url = new URL(address);
    }
    catch {
        return undefined;
    }
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
}
/** A link to an outside address when it is safe, else the address as text. */
function externalLink(address, label) {
    const href = safeHref(address);
    const text = label ?? address ?? "";
    return href
        ? html `<a class="external" href="${href}" rel="noopener noreferrer">${text}</a>`
        : html `<span class="external">${text}</span>`;
}


/***/ }),

/***/ 85019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ componentsNear),
/* harmony export */   Uf: () => (/* binding */ assetsOfComponent)
/* harmony export */ });
/* unused harmony export MAX_COMPONENTS */
/** Components drawn at most: past it the picture is a hairball nobody reads. */
const MAX_COMPONENTS = 60;
/** The assets a component reads (ingresses) and writes (egresses), by resource name. */
function assetsOfComponent(component) {
    const names = (list) => (Array.isArray(list) ? list : []).flatMap((e) => e.dataAssetResourceName ? [e.dataAssetResourceName] : []);
    return { reads: names(component.ingresses), writes: names(component.egresses) };
}
/**
 * The components within two hops of `names`: those that read or write one of them, then those
 * that read or write an asset the first ones touch (the upstream of upstream, the downstream of
 * downstream). Capped at MAX_COMPONENTS, in the order they were registered.
 */
async function componentsNear(db, workspaceId, names) {
    const found = new Map();
    let frontier = [...new Set(names)];
    const seenAssets = new Set(frontier);
    for (let hop = 0; hop < 2 && frontier.length > 0 && found.size < MAX_COMPONENTS; hop++) {
        const rows = await db.query(`SELECT c.body FROM components c
       WHERE c.workspace_id = $1 AND EXISTS (
         SELECT 1 FROM jsonb_array_elements(
           (CASE WHEN jsonb_typeof(c.body -> 'ingresses') = 'array' THEN c.body -> 'ingresses' ELSE '[]'::jsonb END) ||
           (CASE WHEN jsonb_typeof(c.body -> 'egresses') = 'array' THEN c.body -> 'egresses' ELSE '[]'::jsonb END)) e
         WHERE e ->> 'dataAssetResourceName' = ANY($2::text[]))
       ORDER BY c.created_at, c.id LIMIT $3`, [workspaceId, frontier, MAX_COMPONENTS]);
        const next = [];
        for (const { body } of rows) {
            if (found.has(body.id) || found.size >= MAX_COMPONENTS)
                continue;
            found.set(body.id, body);
            const { reads, writes } = assetsOfComponent(body);
            for (const name of [...reads, ...writes]) {
                if (!seenAssets.has(name)) {
                    seenAssets.add(name);
                    next.push(name);
                }
            }
        }
        frontier = next;
    }
    return [...found.values()];
}


/***/ }),

/***/ 74318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ FACETS)
/* harmony export */ });
const FACETS = ["domain", "owner", "status", "level"];


/***/ }),

/***/ 12537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ contractPage)
});

// EXTERNAL MODULE: ./src/catalog/html.ts
var html = __webpack_require__(61438);
// EXTERNAL MODULE: ./node_modules/@dagrejs/dagre/dist/dagre.esm.js
var dagre_esm = __webpack_require__(42440);
// EXTERNAL MODULE: ./src/catalog/lineage-read.ts
var lineage_read = __webpack_require__(85019);
;// CONCATENATED MODULE: ./src/catalog/lineage-svg.ts



/** Characters of a node's label drawn; the whole name is its tooltip (`<title>`). */
const LABEL_CHARS = 34;
const CHAR_WIDTH = 7.2;
const NODE_HEIGHT = 40;
/** The graph of components around a contract's assets: assets and components as nodes, data flow as edges. */
function lineageGraph(ownAssets, components) {
    const nodes = new Map();
    const edges = [];
    const own = new Set(ownAssets);
    const asset = (name) => {
        const id = `a:${name}`;
        if (!nodes.has(id))
            nodes.set(id, { id, kind: own.has(name) ? "self" : "asset", name, detail: name.split("://")[0] ?? "" });
        return id;
    };
    for (const name of ownAssets)
        asset(name);
    for (const component of components) {
        const id = `c:${component.id}`;
        nodes.set(id, {
            id,
            kind: "component",
            name: component.name ?? component.id,
            detail: component.type ?? "component",
        });
        const { reads, writes } = (0,lineage_read/* assetsOfComponent */.Uf)(component);
        for (const name of reads)
            edges.push([asset(name), id]);
        for (const name of writes)
            edges.push([id, asset(name)]);
    }
    return { nodes: [...nodes.values()], edges };
}
/** A label cut to fit its box: an asset's name keeps its end (the table, topic or file), the rest their start. */
function label(text, keepEnd = false) {
    if (text.length <= LABEL_CHARS)
        return text;
    return keepEnd ? `…${text.slice(-(LABEL_CHARS - 1))}` : `${text.slice(0, LABEL_CHARS - 1)}…`;
}
/**
 * The lineage as an inline SVG, laid out on the server by dagre (layered, left to right: upstream
 * writers, the contract's assets, downstream readers). No script, no style attribute: the
 * stylesheet colours the node kinds, so the picture obeys the page's Content-Security-Policy.
 */
function lineageSvg(title, ownAssets, components) {
    const { nodes, edges } = lineageGraph(ownAssets, components);
    const graph = new dagre_esm/* Graph */.TS({ multigraph: false });
    graph.setGraph({ rankdir: "LR", nodesep: 18, ranksep: 44, marginx: 8, marginy: 8 });
    graph.setDefaultEdgeLabel(() => ({}));
    for (const node of nodes) {
        const width = Math.max(label(node.name).length, label(node.detail).length) * CHAR_WIDTH + 20;
        graph.setNode(node.id, { width, height: NODE_HEIGHT });
    }
    for (const [from, to] of edges)
        graph.setEdge(from, to);
    (0,dagre_esm/* layout */.Zp)(graph);
    const { width = 0, height = 0 } = graph.graph();
    const drawnEdges = graph.edges().map((e) => {
        const points = graph.edge(e).points ?? [];
        const d = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
        return (0,html/* html */.qy) `<path class="edge" d="${d}" marker-end="url(#arrow)"></path>`;
    });
    const drawnNodes = nodes.map((node) => {
        const box = graph.node(node.id);
        const x = box.x - box.width / 2;
        const y = box.y - box.height / 2;
        return (0,html/* html */.qy) `<g class="node ${node.kind}"><title>${node.kind === "component" ? "component" : "asset"}: ${node.name} (${node.detail})</title><rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${box.width.toFixed(1)}" height="${box.height}" rx="${node.kind === "component" ? 2 : 12}"></rect><text x="${box.x.toFixed(1)}" y="${(box.y - 3).toFixed(1)}" text-anchor="middle">${label(node.name, node.kind !== "component")}</text><text class="detail" x="${box.x.toFixed(1)}" y="${(box.y + 12).toFixed(1)}" text-anchor="middle">${label(node.detail)}</text></g>`;
    });
    const summary = `${title}: ${nodes.filter((n) => n.kind === "component").length} components, ${nodes.filter((n) => n.kind !== "component").length} assets`;
    return (0,html/* html */.qy) `<svg class="lineage" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}" width="${Math.ceil(width)}" height="${Math.ceil(height)}" role="img" aria-label="${summary}"><title>${summary}</title><defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"></path></marker></defs>${drawnEdges}${drawnNodes}</svg>`;
}

// EXTERNAL MODULE: ./src/catalog/store-source.ts + 1 modules
var store_source = __webpack_require__(31942);
// EXTERNAL MODULE: ./src/outcome/waivers.ts
var outcome_waivers = __webpack_require__(31609);
// EXTERNAL MODULE: ./src/catalog/pages/layout.ts
var layout = __webpack_require__(34456);
;// CONCATENATED MODULE: ./src/catalog/pages/compliance.ts



function violationsTable(violations) {
    if (violations.length === 0)
        return (0,html/* html */.qy) `<p class="empty">No violation recorded.</p>`;
    return (0,html/* html */.qy) `<table>
<caption class="visually-hidden">Violations, newest first</caption>
<thead><tr><th scope="col">When</th><th scope="col">Type</th><th scope="col">Field</th><th scope="col">Asset</th><th scope="col">Expected</th><th scope="col">Actual</th><th scope="col">Pull request</th></tr></thead>
<tbody>${violations.map((v) => (0,html/* html */.qy) `<tr><td>${(0,layout/* when */.z7)(v.timestamp)}</td><td>${v.violationType ?? v.eventTitle ?? ""}</td><td><code>${v.contractFieldName ?? ""}</code></td><td><code class="asset">${v.dataAssetResourceName ?? ""}</code></td><td>${v.expectedValue ?? ""}</td><td>${v.actualValue ?? ""}</td><td>${v.prLink ? (0,html/* externalLink */.uZ)(v.prLink) : ""}</td></tr>`)}</tbody>
</table>`;
}
/** What a waiver names: its rule, asset and field, or its fingerprint. */
function finding(waiver) {
    const parts = [waiver.rule, waiver.asset, waiver.field].filter(Boolean).join(" · ");
    return (0,html/* html */.qy) `<code>${parts || waiver.fingerprint || ""}</code>`;
}
function waiversTable(waivers, today) {
    if (!waivers?.length)
        return (0,html/* html */.qy) `<p class="empty">No waiver.</p>`;
    return (0,html/* html */.qy) `<table>
<caption class="visually-hidden">Waivers of the repository's ledger</caption>
<thead><tr><th scope="col">Finding</th><th scope="col">Reason</th><th scope="col">Approved by</th><th scope="col">Expires</th><th scope="col">Ledger</th></tr></thead>
<tbody>${waivers.map((w) => (0,html/* html */.qy) `<tr><td>${finding(w)}</td><td>${w.reason}</td><td>${w.approvedBy.join(", ")}</td><td>${w.expires}${(0,outcome_waivers/* waiverHolds */.jL)(w, today) ? "" : (0,html/* html */.qy) ` <span class="tag expired">expired</span>`}</td><td>${w.file ? (0,html/* html */.qy) `<code>${w.file}${w.line ? `:${w.line}` : ""}</code>` : ""}</td></tr>`)}</tbody>
</table>`;
}
const compliance_text = (value) => (typeof value === "string" ? value : "");
const list = (value) => (Array.isArray(value) ? value : []);
/** The breaks accepted on the contract: by a reviewed merge, by a waiver, or reaching an asset. */
function acceptedBreaksTable(breaks) {
    if (breaks.length === 0)
        return (0,html/* html */.qy) `<p class="empty">No break accepted.</p>`;
    return (0,html/* html */.qy) `<table>
<caption class="visually-hidden">Accepted breaks, newest first</caption>
<thead><tr><th scope="col">When</th><th scope="col">By</th><th scope="col">What</th><th scope="col">Reviewers</th></tr></thead>
<tbody>${breaks.map(({ at, payload }) => {
        const changes = list(payload.changes).map((c) => {
            const change = (c ?? {});
            return (0,html/* html */.qy) `<li><code>${compliance_text(change.field)}</code> ${compliance_text(change.kind)}: ${compliance_text(change.reason)}</li>`;
        });
        const waivers = list(payload.waivers).map((w) => {
            const waiver = (w ?? {});
            return (0,html/* html */.qy) `<li>${compliance_text(waiver.reason)}</li>`;
        });
        return (0,html/* html */.qy) `<tr><td>${(0,layout/* when */.z7)(at)}</td><td>${compliance_text(payload.occasion)}</td><td><ul class="plain">${changes}${waivers}</ul></td><td>${list(payload.reviewers).map(compliance_text).join(", ")}</td></tr>`;
    })}</tbody>
</table>`;
}

;// CONCATENATED MODULE: ./src/catalog/pages/provenance.ts


/** The commit's page on the repository's host (GitHub shows the pull request that merged it there). */
function commitLink(contract) {
    if (!contract.gitHash)
        return (0,html/* html */.qy) `<span class="none">not recorded</span>`;
    const repo = (0,html/* safeHref */.v7)(contract.gitRepo);
    const short = contract.gitHash.slice(0, 12);
    return repo
        ? (0,html/* externalLink */.uZ)(`${repo.replace(/\/+$/, "")}/commit/${contract.gitHash}`, (0,html/* html */.qy) `<code>${short}</code>`)
        : (0,html/* html */.qy) `<code>${short}</code>`;
}
/** Where the contract came from: repository, commit, file, who merged it, reviewers, when. */
function provenance(contract) {
    const none = (0,html/* html */.qy) `<span class="none">not recorded</span>`;
    const reviewers = contract.reviewers?.length ? contract.reviewers.join(", ") : "";
    return (0,html/* html */.qy) `<dl class="provenance">
<dt>Repository</dt><dd>${contract.gitRepo ? (0,html/* externalLink */.uZ)(contract.gitRepo) : none}</dd>
<dt>Commit</dt><dd>${commitLink(contract)}</dd>
<dt>File</dt><dd>${contract.filePath ? (contract.fileUri ? (0,html/* externalLink */.uZ)(contract.fileUri, (0,html/* html */.qy) `<code>${contract.filePath}</code>`) : (0,html/* html */.qy) `<code>${contract.filePath}</code>`) : none}</dd>
<dt>Pull request</dt><dd>${contract.gitHash && (0,html/* safeHref */.v7)(contract.gitRepo) ? (0,html/* html */.qy) `the one that merged the commit (on its page)` : none}</dd>
<dt>Merged by</dt><dd>${contract.gitUser ?? none}</dd>
<dt>Reviewers</dt><dd>${reviewers || none}</dd>
<dt>Merged at</dt><dd>${(0,layout/* when */.z7)(contract.mergedAt)}</dd>
<dt>Version</dt><dd>${contract.version ?? none}</dd>
</dl>`;
}

// EXTERNAL MODULE: ./src/compliance/deprecation.ts
var compliance_deprecation = __webpack_require__(20353);
;// CONCATENATED MODULE: ./src/catalog/pages/schema-tree.ts


/** A constraint's value as text: scalars as they are, the rest as JSON (never as markup). */
function constraintText(value) {
    if (typeof value === "string")
        return value;
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
function constraints(node) {
    const entries = Object.entries(node.constraints ?? {}).filter(([key]) => key !== "deprecated" && key !== "line");
    if (entries.length === 0)
        return (0,html/* html */.qy) ``;
    return (0,html/* html */.qy) `<ul class="constraints" aria-label="constraints">${entries.map(([key, value]) => (0,html/* html */.qy) `<li><span class="key">${key}</span> ${constraintText(value)}</li>`)}</ul>`;
}
function nodeItem(node) {
    const deprecation = (0,compliance_deprecation/* deprecationOf */.c5)(node);
    const deprecated = deprecation !== undefined;
    const sunset = deprecation?.sunset ? ` until ${deprecation.sunset}` : "";
    const children = node.fields?.length ? (0,html/* html */.qy) `<ul>${node.fields.map(nodeItem)}</ul>` : "";
    return (0,html/* html */.qy) `<li${deprecated ? (0,html/* html */.qy) ` class="deprecated"` : ""}>
<span class="field"><code class="name">${node.name ?? "(unnamed)"}</code> <span class="type">${node.type}${node.logical ? ` (${node.logical})` : ""}</span> ${node.optional ? (0,html/* html */.qy) `<span class="tag optional">optional</span>` : (0,html/* html */.qy) `<span class="tag required">required</span>`}${deprecated ? (0,html/* html */.qy) ` <span class="tag deprecated">deprecated${sunset}</span>` : ""}${node.alias ? (0,html/* html */.qy) ` <span class="alias">alias ${node.alias}</span>` : ""}</span>
${node.doc ? (0,html/* html */.qy) `<p class="doc">${node.doc}</p>` : ""}${constraints(node)}${children}</li>`;
}
/** A contract's schema as a nested list: each field's type, whether required, constraints, deprecation, doc. */
function schemaTree(schema) {
    if (!schema || schema.length === 0)
        return (0,html/* html */.qy) `<p class="empty">The contract states no fields.</p>`;
    return (0,html/* html */.qy) `<ul class="tree">${schema.map(nodeItem)}</ul>`;
}

// EXTERNAL MODULE: ./src/catalog/pages/versions.ts
var versions = __webpack_require__(97179);
;// CONCATENATED MODULE: ./src/catalog/pages/contract.ts








function consumersList(consumers) {
    if (!consumers?.length)
        return (0,html/* html */.qy) `<p class="empty">The contract names no consumer.</p>`;
    return (0,html/* html */.qy) `<ul class="consumers">${consumers.map((c) => (0,html/* html */.qy) `<li><strong>${c.name}</strong>${c.team ? (0,html/* html */.qy) ` · team ${c.team}` : ""}${c.contact ? (0,html/* html */.qy) ` · ${c.contact}` : ""}</li>`)}</ul>`;
}
function section(id, title, body) {
    return (0,html/* html */.qy) `<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2>${body}</section>`;
}
/** One contract: what it promises, where it came from, how it fares, who reads it. */
function contractPage(chrome, detail, today) {
    const current = detail.versions[0];
    const spec = current.contractSpec;
    const name = spec.name ?? current.id;
    const assets = (0,store_source/* resourceNamesOf */.sM)(current);
    const lineage = detail.components.length === 0
        ? (0,html/* html */.qy) `<p class="empty">No lineage component reads or writes these assets.</p>`
        : (0,html/* html */.qy) `<div class="lineage-frame" tabindex="0" role="region" aria-label="Lineage picture (scrolls sideways)">${lineageSvg(`Lineage of ${name}`, assets, detail.components)}</div>
<p class="legend"><span class="swatch self">this contract's assets</span> <span class="swatch asset">other assets</span> <span class="swatch component">components</span> · arrows follow the data</p>`;
    return (0,layout/* layout */.Zp)(chrome, name, (0,html/* html */.qy) `<p class="crumbs"><a href="${chrome.links.home}">← Contracts</a></p>
<h1>${name}</h1>
<p class="badges">${(0,layout/* badge */.qS)("status", current.status)} ${(0,layout/* badge */.qS)("level", current.enforcementLevel)}</p>
${spec.doc ? (0,html/* html */.qy) `<p class="lead">${spec.doc}</p>` : ""}
<dl class="facts">
<dt>Domain</dt><dd>${spec.namespace ?? (0,html/* html */.qy) `<span class="none">none</span>`}</dd>
<dt>Owner</dt><dd>${spec.owner ?? (0,html/* html */.qy) `<span class="none">none</span>`}</dd>
<dt>Assets</dt><dd>${assets.length ? assets.map((a) => (0,html/* html */.qy) `<code class="asset">${a}</code> `) : (0,html/* html */.qy) `<span class="none">none</span>`}</dd>
<dt>Id</dt><dd><code>${current.id}</code></dd>
<dt>Updated</dt><dd>${(0,layout/* when */.z7)(current.updatedAt)}</dd>
</dl>
${section("schema", "Schema", schemaTree(spec.schema))}
${section("versions", `Versions (${detail.versions.length})`, (0,versions/* versionsSection */.FZ)(chrome, current.id, detail.versions))}
${section("provenance", "Provenance", provenance(current))}
${section("violations", `Violations (${detail.violations.length})`, violationsTable(detail.violations))}
${section("waivers", "Waivers", waiversTable(current.waivers, today))}
${section("accepted-breaks", "Accepted breaks", acceptedBreaksTable(detail.acceptedBreaks))}
${section("consumers", "Consumers", consumersList(spec.consumers))}
${section("lineage", "Lineage", lineage)}`);
}


/***/ }),

/***/ 34456:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zp: () => (/* binding */ layout),
/* harmony export */   qS: () => (/* binding */ badge),
/* harmony export */   z7: () => (/* binding */ when)
/* harmony export */ });
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61438);

/** Every page's frame: the header's navigation, one stylesheet, one deferred script, no inline code. */
function layout(chrome, title, main) {
    const { links } = chrome;
    const signOut = chrome.signedIn && links.signOut
        ? (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<form method="post" action="${links.signOut}" class="sign-out"><button type="submit">Sign out</button></form>`
        : "";
    return (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} · contract catalog</title>
<link rel="stylesheet" href="${links.css}">
<script src="${links.js}" defer></script>
</head>
<body data-mode="${links.mode}">
<header class="top">
<a class="brand" href="${links.home}">Contract catalog</a>
<nav aria-label="Catalog"><a href="${links.home}">Contracts</a><a href="${links.assets}">Assets without a contract</a></nav>
${signOut}
</header>
<main id="main">
${main}
</main>
</body>
</html>
`;
}
/** A status or enforcement level as a badge (its class says which, for colour). */
function badge(kind, value) {
    return (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<span class="badge ${kind}-${value.toLowerCase().replace(/[^a-z]/g, "")}">${value}</span>`;
}
/** A date-time as people read it (UTC, to the minute), with the exact value for machines. */
function when(iso) {
    if (!iso)
        return (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<span class="none">unknown</span>`;
    const date = new Date(iso);
    if (Number.isNaN(date.getTime()))
        return (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<span>${iso}</span>`;
    const shown = `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
    return (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<time datetime="${date.toISOString()}">${shown}</time>`;
}


/***/ }),

/***/ 74405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DT: () => (/* binding */ servedLinks),
/* harmony export */   Wc: () => (/* binding */ staticLinks),
/* harmony export */   hr: () => (/* binding */ staticDiffPath)
/* harmony export */ });
function servedLinks(options) {
    return {
        mode: "served",
        home: "/",
        contract: (id) => `/contracts/${encodeURIComponent(id)}`,
        diff: (id) => `/contracts/${encodeURIComponent(id)}/diff`,
        versionDiff: (id, from, to) => `/contracts/${encodeURIComponent(id)}/diff?from=${from}&to=${to}`,
        assets: "/assets",
        css: "/static/catalog.css",
        js: "/static/catalog.js",
        signIn: options.signIn ? "/sign-in" : undefined,
        signOut: "/sign-out",
    };
}
/** Links of a static page `depth` folders below the site's root. */
function staticLinks(depth) {
    const up = "../".repeat(depth);
    return {
        mode: "static",
        home: `${up}index.html`,
        contract: (id) => `${up}contracts/${encodeURIComponent(id)}.html`,
        versionDiff: (id, from, to) => `${up}${staticDiffPath(id, from, to)}`,
        assets: `${up}assets.html`,
        css: `${up}catalog.css`,
        js: `${up}catalog.js`,
    };
}
/** The static site's file of the diff between two versions, from its root. */
function staticDiffPath(id, from, to) {
    return `contracts/${encodeURIComponent(id)}/diff-${from}-${to}.html`;
}


/***/ }),

/***/ 97179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FZ: () => (/* binding */ versionsSection),
/* harmony export */   e1: () => (/* binding */ versionNumber),
/* harmony export */   r7: () => (/* binding */ diffPage)
/* harmony export */ });
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61438);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34456);


/** Versions are numbered from 1, the oldest; the list holds them newest first. */
const versionNumber = (versions, index) => versions.length - index;
function versionsSection(chrome, contractId, versions) {
    const rows = versions.map((v, i) => {
        const n = versionNumber(versions, i);
        const change = n > 1 ? (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<a href="${chrome.links.versionDiff(contractId, n - 1, n)}">${n - 1} → ${n}</a>` : "";
        return (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<tr><td>${n}</td><td>${v.version ?? ""}</td><td>${(0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .badge */ .qS)("status", v.status)}</td><td>${(0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .when */ .z7)(v.updatedAt)}</td><td>${v.gitHash ? (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<code>${v.gitHash.slice(0, 12)}</code>` : ""}</td><td>${v.gitUser ?? ""}</td><td>${change}</td></tr>`;
    });
    const diff = chrome.links.diff;
    const options = (chosen) => versions.map((_, i) => {
        const n = versionNumber(versions, i);
        return (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<option value="${n}"${n === chosen ? (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) ` selected` : ""}>${n}</option>`;
    });
    const form = diff && versions.length > 1
        ? (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<form class="diff-form" method="get" action="${diff(contractId)}"><label>From version<select name="from">${options(versions.length - 1)}</select></label><label>to version<select name="to">${options(versions.length)}</select></label><button type="submit">Show the diff</button></form>`
        : "";
    return (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<table>
<caption class="visually-hidden">Versions, newest first</caption>
<thead><tr><th scope="col">#</th><th scope="col">Version</th><th scope="col">Status</th><th scope="col">Saved</th><th scope="col">Commit</th><th scope="col">Merged by</th><th scope="col">Diff</th></tr></thead>
<tbody>${rows}</tbody>
</table>${form}`;
}
/** What else than the schema changed between two versions (status, enforcement, owner, ...). */
function metadataChanges(from, to) {
    const pairs = [
        ["status", from.status, to.status],
        ["enforcement", from.enforcementLevel, to.enforcementLevel],
        ["version", from.version, to.version],
        ["owner", from.contractSpec.owner, to.contractSpec.owner],
        ["domain", from.contractSpec.namespace, to.contractSpec.namespace],
        ["description", from.contractSpec.doc, to.contractSpec.doc],
        ["commit", from.gitHash, to.gitHash],
    ];
    return pairs.flatMap(([what, a, b]) => a === b ? [] : [[what, a ?? "", b ?? ""]]);
}
function diffPage(chrome, diff) {
    const { from, to, changes } = diff;
    const meta = metadataChanges(from.contract, to.contract);
    const schema = changes.length === 0
        ? (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<p class="empty">The schema is the same.</p>`
        : (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<table class="diff"><caption class="visually-hidden">Schema changes</caption>
<thead><tr><th scope="col">Field</th><th scope="col">Change</th><th scope="col">Before</th><th scope="col">After</th><th scope="col">Breaks readers</th><th scope="col">Why</th></tr></thead>
<tbody>${changes.map((c) => (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<tr class="${c.breaking ? "breaking" : "compatible"}"><td><code>${c.field}</code></td><td>${c.kind}</td><td><del>${c.before ?? ""}</del></td><td><ins>${c.after ?? ""}</ins></td><td>${c.breaking ? "yes" : "no"}</td><td>${c.reason}</td></tr>`)}</tbody></table>`;
    const others = meta.length === 0
        ? (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<p class="empty">Nothing else changed.</p>`
        : (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<table><caption class="visually-hidden">Other changes</caption><thead><tr><th scope="col">What</th><th scope="col">Before</th><th scope="col">After</th></tr></thead><tbody>${meta.map(([what, a, b]) => (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<tr><td>${what}</td><td><del>${a}</del></td><td><ins>${b}</ins></td></tr>`)}</tbody></table>`;
    return (0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .layout */ .Zp)(chrome, `${diff.name}: version ${from.number} to ${to.number}`, (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .html */ .qy) `<p class="crumbs"><a href="${chrome.links.contract(diff.contractId)}">← ${diff.name}</a></p>
<h1>${diff.name}: version ${from.number} → ${to.number}</h1>
<section aria-labelledby="schema-changes"><h2 id="schema-changes">Schema</h2>${schema}</section>
<section aria-labelledby="other-changes"><h2 id="other-changes">Other changes</h2>${others}</section>`);
}


/***/ }),

/***/ 6086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n_: () => (/* binding */ diffOf),
  C7: () => (/* binding */ listQueryOf),
  ec: () => (/* binding */ renderAssets),
  p7: () => (/* binding */ renderContract),
  "in": () => (/* binding */ renderDiff),
  pI: () => (/* binding */ renderList)
});

// EXTERNAL MODULE: ./src/compliance/contract-breaks.ts
var contract_breaks = __webpack_require__(32606);
// EXTERNAL MODULE: ./src/waivers/ledger.ts
var ledger = __webpack_require__(28896);
// EXTERNAL MODULE: ./src/catalog/model.ts
var model = __webpack_require__(74318);
// EXTERNAL MODULE: ./src/catalog/html.ts
var html = __webpack_require__(61438);
// EXTERNAL MODULE: ./src/catalog/pages/layout.ts
var layout = __webpack_require__(34456);
;// CONCATENATED MODULE: ./src/catalog/pages/assets.ts


/** The data assets the service knows that no contract in force covers, by data source. */
function assetsPage(chrome, groups, cap) {
    const count = groups.reduce((n, g) => n + g.assets.length, 0);
    const body = groups.length === 0
        ? (0,html/* html */.qy) `<p class="empty">Every registered asset has a contract.</p>`
        : groups.map((group, i) => (0,html/* html */.qy) `<section aria-labelledby="source-${i}"><h2 id="source-${i}">${group.dataSource}</h2>
<table><caption class="visually-hidden">Assets of ${group.dataSource} without a contract</caption>
<thead><tr><th scope="col">Asset</th><th scope="col">Type</th><th scope="col">Path</th><th scope="col">Registered</th></tr></thead>
<tbody>${group.assets.map((a) => (0,html/* html */.qy) `<tr><td><code class="asset">${a.resourceName}</code></td><td>${a.type}</td><td><code>${a.path}</code></td><td>${(0,layout/* when */.z7)(a.updatedAt)}</td></tr>`)}</tbody></table></section>`);
    return (0,layout/* layout */.Zp)(chrome, "Assets without a contract", (0,html/* html */.qy) `<h1>Assets without a contract</h1>
<p class="count">${count >= cap ? `the first ${cap.toLocaleString("en-US")}` : String(count)} ${count === 1 ? "asset" : "assets"}, by data source</p>
${body}`);
}

// EXTERNAL MODULE: ./src/catalog/pages/contract.ts + 4 modules
var contract = __webpack_require__(12537);
;// CONCATENATED MODULE: ./src/catalog/pages/list.ts



const FACET_LABELS = {
    domain: "Domain",
    owner: "Owner",
    status: "Status",
    level: "Enforcement",
};
/** The query string of a list page (only the filters set), for paging links. */
function listHref(home, query, page) {
    const params = new URLSearchParams();
    for (const key of ["q", ...model/* FACETS */.h]) {
        const value = query[key];
        if (value)
            params.set(key, value);
    }
    if (page > 1)
        params.set("page", String(page));
    const text = params.toString();
    return text ? `${home}?${text}` : home;
}
function facetSelect(facet, values, chosen) {
    const options = values.map(([value, count]) => (0,html/* html */.qy) `<option value="${value}"${chosen === value ? (0,html/* html */.qy) ` selected` : ""}>${value} (${count})</option>`);
    // A chosen value no longer among the facet's (a stale link) stays chosen, so the filter is seen.
    const stale = chosen && !values.some(([value]) => value === chosen)
        ? (0,html/* html */.qy) `<option value="${chosen}" selected>${chosen}</option>`
        : "";
    return (0,html/* html */.qy) `<label>${FACET_LABELS[facet]}<select name="${facet}" data-facet="${facet}"><option value="">any</option>${stale}${options}</select></label>`;
}
function filterForm(chrome, page) {
    return (0,html/* html */.qy) `<form class="filters" method="get" action="${chrome.links.home}" role="search">
<label>Search<input type="search" name="q" value="${page.query.q ?? ""}" placeholder="name, id, owner, asset…" data-search></label>
${model/* FACETS */.h.map((facet) => facetSelect(facet, page.facets[facet], page.query[facet]))}
<button type="submit">Filter</button>
</form>`;
}
function row(chrome, item) {
    const haystack = [item.name, item.id, item.domain, item.owner, item.doc, ...item.resourceNames]
        .join(" ")
        .toLowerCase();
    return (0,html/* html */.qy) `<tr data-domain="${item.domain}" data-owner="${item.owner}" data-status="${item.status}" data-level="${item.level}" data-text="${haystack}">
<td><a href="${chrome.links.contract(item.id)}">${item.name}</a><div class="doc">${item.doc}</div></td>
<td>${item.domain || (0,html/* html */.qy) `<span class="none">none</span>`}</td>
<td class="owner">${item.owner || (0,html/* html */.qy) `<span class="none">none</span>`}</td>
<td>${(0,layout/* badge */.qS)("status", item.status)}</td>
<td>${(0,layout/* badge */.qS)("level", item.level)}</td>
<td class="number">${item.violations}</td>
<td>${item.resourceNames.map((name) => (0,html/* html */.qy) `<code class="asset">${name}</code> `)}</td>
<td>${(0,layout/* when */.z7)(item.updatedAt)}</td>
</tr>`;
}
function pager(chrome, page) {
    const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
    if (pages <= 1)
        return (0,html/* html */.qy) ``;
    const at = page.query.page;
    const link = (n, text, rel) => (0,html/* html */.qy) `<a href="${listHref(chrome.links.home, page.query, n)}" rel="${rel}">${text}</a>`;
    return (0,html/* html */.qy) `<nav class="pager" aria-label="Pages">${at > 1 ? link(at - 1, "← previous", "prev") : ""}<span>page ${at} of ${pages}</span>${at < pages ? link(at + 1, "next →", "next") : ""}</nav>`;
}
/** The contract list: search and facets, a table of one page, paging links. */
function listPage(chrome, page) {
    const count = page.total === 1 ? "1 contract" : `${page.total.toLocaleString("en-US")} contracts`;
    const body = page.items.length === 0
        ? (0,html/* html */.qy) `<p class="empty">No contract matches these filters.</p>`
        : (0,html/* html */.qy) `<table class="contracts">
<caption class="visually-hidden">Contracts</caption>
<thead><tr><th scope="col">Contract</th><th scope="col">Domain</th><th scope="col">Owner</th><th scope="col">Status</th><th scope="col">Enforcement</th><th scope="col">Violations</th><th scope="col">Assets</th><th scope="col">Updated</th></tr></thead>
<tbody>${page.items.map((item) => row(chrome, item))}</tbody>
</table>`;
    return (0,layout/* layout */.Zp)(chrome, "Contracts", (0,html/* html */.qy) `<h1>Contracts</h1>
${filterForm(chrome, page)}
<p class="count" aria-live="polite" data-count>${count}</p>
${body}
${pager(chrome, page)}`);
}

// EXTERNAL MODULE: ./src/catalog/pages/versions.ts
var pages_versions = __webpack_require__(97179);
// EXTERNAL MODULE: ./src/catalog/store-source.ts + 1 modules
var store_source = __webpack_require__(31942);
;// CONCATENATED MODULE: ./src/catalog/render.ts








/** Longest filter value taken from a query string (a longer one matches nothing anyway). */
const MAX_FILTER = 500;
/** The list's filters from a page's query parameters: unknown ones ignored, repeated ones the first. */
function listQueryOf(params) {
    const value = (name) => {
        const raw = Array.isArray(params[name]) ? params[name][0] : params[name];
        return typeof raw === "string" && raw !== "" ? raw.slice(0, MAX_FILTER) : undefined;
    };
    const query = {
        q: value("q"),
        page: Math.max(1, Number.parseInt(value("page") ?? "1", 10) || 1),
    };
    for (const facet of model/* FACETS */.h)
        query[facet] = value(facet);
    return query;
}
async function renderList(source, chrome, query, pageSize) {
    return listPage(chrome, await source.list(query, pageSize));
}
/** The contract's page, or undefined when there is no such contract. */
async function renderContract(source, chrome, id, now = new Date()) {
    const detail = await source.contract(id);
    return detail ? (0,contract/* contractPage */.A)(chrome, detail, (0,ledger/* utcToday */.wc)(now)) : undefined;
}
/**
 * The diff between two versions of a contract (numbered from 1, the oldest), by the same judgement
 * of schema changes as the check's (compliance/contract-breaks.ts); undefined for an unknown
 * contract or version.
 */
async function renderDiff(source, chrome, id, from, to) {
    const detail = await source.contract(id);
    return detail ? diffOf(chrome, id, detail.versions, from, to) : undefined;
}
/** The diff page between two of `versions` (newest first), or undefined for an unknown version. */
function diffOf(chrome, id, versions, from, to) {
    const at = (n) => Number.isInteger(n) && n >= 1 && n <= versions.length ? versions[versions.length - n] : undefined;
    const older = at(from);
    const newer = at(to);
    if (!older || !newer)
        return undefined;
    const name = versions[0].contractSpec.name ?? id;
    const changes = (0,contract_breaks/* diffContractSchemas */.g3)(older.contractSpec.schema ?? [], newer.contractSpec.schema ?? [], (0,contract_breaks/* contractSourceTypeOf */.f)((0,store_source/* resourceNamesOf */.sM)(newer)));
    return (0,pages_versions/* diffPage */.r7)(chrome, {
        contractId: id,
        name,
        from: { number: (0,pages_versions/* versionNumber */.e1)(versions, versions.indexOf(older)), contract: older },
        to: { number: (0,pages_versions/* versionNumber */.e1)(versions, versions.indexOf(newer)), contract: newer },
        changes,
    });
}
async function renderAssets(source, chrome) {
    return assetsPage(chrome, await source.assetsWithoutContract(), store_source/* ASSETS_SHOWN */.wA);
}


/***/ }),

/***/ 66559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ STATIC_FILES),
/* harmony export */   i: () => (/* binding */ staticFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



/** The catalog's static files: one stylesheet, one script (scripts/build.mjs copies them to dist/catalog). */
const STATIC_FILES = {
    "catalog.css": "text/css; charset=utf-8",
    "catalog.js": "text/javascript; charset=utf-8",
};
/**
 * Where they are: dist/catalog beside the bundle (its code's module is dist/cli.js), else this
 * folder's static/ (from source: tests, tsx).
 */
function staticDir() {
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    const bundled = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, "catalog");
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(bundled, "catalog.css")) ? bundled : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, "static");
}
let loaded;
/** The files' bytes, read once. */
function staticFiles() {
    if (!loaded) {
        const dir = staticDir();
        loaded = {
            "catalog.css": (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, "catalog.css")),
            "catalog.js": (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, "catalog.js")),
        };
    }
    return loaded;
}


/***/ }),

/***/ 31942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wA: () => (/* binding */ ASSETS_SHOWN),
  Rg: () => (/* binding */ StoreCatalog),
  sM: () => (/* binding */ resourceNamesOf)
});

// EXTERNAL MODULE: ./src/service/contract-rows.ts
var contract_rows = __webpack_require__(55595);
// EXTERNAL MODULE: ./src/service/contracts.ts + 2 modules
var contracts = __webpack_require__(67365);
// EXTERNAL MODULE: ./src/service/enforced-contracts.ts
var enforced_contracts = __webpack_require__(16067);
// EXTERNAL MODULE: ./src/service/epoch-cache.ts
var epoch_cache = __webpack_require__(58985);
// EXTERNAL MODULE: ./src/store/migrations.ts
var migrations = __webpack_require__(34376);
// EXTERNAL MODULE: ./src/catalog/lineage-read.ts
var lineage_read = __webpack_require__(85019);
// EXTERNAL MODULE: ./src/catalog/model.ts
var model = __webpack_require__(74318);
;// CONCATENATED MODULE: ./src/catalog/list-sql.ts


/** Contracts per page of the list. */
const PAGE_SIZE = 50;
/** Values shown per facet (the most used first): a select of 10,000 owners helps nobody. */
const FACET_VALUES = 200;
const SPEC = "body -> 'contractSpec'";
/** Each facet's value in a contract row ("" when the contract names none; no level: INACTIVE). */
const FACET_SQL = {
    domain: `coalesce(${SPEC} ->> 'namespace', '')`,
    owner: `coalesce(${SPEC} ->> 'owner', '')`,
    status: "status",
    level: "coalesce(body ->> 'enforcementLevel', 'INACTIVE')",
};
const SUMMARY_COLUMNS = `contract_id, status, coalesce(${SPEC} ->> 'name', contract_id::text) AS name,
  ${FACET_SQL.domain} AS domain, ${FACET_SQL.owner} AS owner, ${FACET_SQL.level} AS level,
  coalesce(left(${SPEC} ->> 'doc', 300), '') AS doc, resource_names, updated_at`;
/** What search looks in: the name, id, domain, owner, the doc's start and the assets, case-folded. */
const HAYSTACK = `lower(concat_ws(E'\\n', ${SPEC} ->> 'name', contract_id::text, ${SPEC} ->> 'namespace',
  ${SPEC} ->> 'owner', left(${SPEC} ->> 'doc', 300), array_to_string(resource_names, E'\\n')))`;
/**
 * The WHERE of a list query over the workspace's newest rows, its values appended to `params`
 * ($1 is the workspace). ARCHIVED contracts are listed only when the status filter asks for them.
 */
function whereOf(query, params) {
    const clauses = ["workspace_id = $1", "is_latest"];
    const value = (v) => `$${params.push(v)}`;
    if (!query.status)
        clauses.push("status <> 'ARCHIVED'");
    for (const facet of model/* FACETS */.h) {
        const wanted = query[facet];
        if (wanted)
            clauses.push(`${FACET_SQL[facet]} = ${value(wanted)}`);
    }
    const needle = query.q?.trim();
    if (needle)
        clauses.push(`strpos(${HAYSTACK}, lower(${value(needle)})) > 0`);
    return { sql: clauses.join(" AND "), filtered: clauses.length > 3 || Boolean(query.status) };
}
/**
 * One page of the list, in the order of the index `contracts_by_name` (migration 5): without a
 * filter the page is read from the index, whatever the number of contracts; with one, the
 * matching rows are counted in the same statement. `unfilteredTotal` (from the facets) saves
 * the count of the plain list. Pages count from 1; past the end, the last.
 */
async function listSummaries(db, workspaceId, query, pageSize, unfilteredTotal) {
    const params = [workspaceId];
    const where = whereOf(query, params);
    const read = (page) => db.query(`SELECT ${SUMMARY_COLUMNS}${where.filtered ? ", count(*) OVER () AS total" : ""}
       FROM contracts WHERE ${where.sql}
       ORDER BY ${migrations/* CONTRACT_NAME_ORDER */.Af}, contract_id
       LIMIT $${params.length + 1}::bigint OFFSET $${params.length + 2}::bigint`, [...params, pageSize, (page - 1) * pageSize]);
    const last = (total) => Math.max(1, Math.ceil(total / pageSize));
    let page = Math.max(1, query.page);
    if (!where.filtered)
        page = Math.min(page, last(unfilteredTotal));
    let rows = await read(page);
    let total = where.filtered ? Number(rows[0]?.total ?? 0) : unfilteredTotal;
    if (where.filtered && rows.length === 0 && page > 1) {
        // Past the end: count, then show the last page.
        const [counted] = await db.query(`SELECT count(*) AS n FROM contracts WHERE ${where.sql}`, params);
        total = Number(counted?.n ?? 0);
        page = last(total);
        rows = await read(page);
    }
    return { items: rows.map(summaryOf), total, page };
}
/**
 * Each facet's values over all the workspace's contracts (ARCHIVED ones too: the status filter
 * offers them), most used first, then by name; and how many contracts the plain list shows.
 */
async function readFacets(db, workspaceId) {
    const rows = await db.query(`SELECT ${model/* FACETS */.h.map((f) => `${FACET_SQL[f]} AS ${f}`).join(", ")}, count(*) AS n
     FROM contracts WHERE workspace_id = $1 AND is_latest
     GROUP BY GROUPING SETS (${model/* FACETS */.h.map((f) => `(${FACET_SQL[f]})`).join(", ")})`, [workspaceId]);
    const facets = {};
    let listed = 0;
    for (const facet of model/* FACETS */.h) {
        const counts = [];
        for (const row of rows) {
            const value = row[facet];
            // A grouping set leaves the other facets' columns null; every facet's own value is non-null.
            if (value === null || model/* FACETS */.h.some((f) => f !== facet && row[f] !== null))
                continue;
            const n = Number(row.n);
            if (facet === "status" && value !== "ARCHIVED")
                listed += n;
            if (value !== "")
                counts.push([value, n]);
        }
        facets[facet] = counts
            .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
            .slice(0, FACET_VALUES);
    }
    return { facets, listed };
}
function summaryOf(row) {
    return {
        id: row.contract_id,
        name: row.name,
        domain: row.domain,
        owner: row.owner,
        status: row.status,
        level: row.level,
        doc: row.doc,
        resourceNames: row.resource_names,
        updatedAt: row.updated_at.toISOString(),
    };
}

;// CONCATENATED MODULE: ./src/catalog/store-source.ts







/** Assets listed per page of "assets without a contract" at most. */
const ASSETS_SHOWN = 2_000;
/**
 * The catalog's reads of the service's store. The list's page is read in SQL in the order of an
 * index (its cost does not grow with the number of contracts: no summary of every contract is
 * read, which at 10,000 contracts took most of a second); the facets, the one aggregate over
 * all contracts, are kept per workspace while its contract epoch stands (as the enforced
 * contracts are: service/enforced-contracts.ts).
 */
class StoreCatalog {
    store;
    #facets = new epoch_cache/* WorkspaceEpochCache */.B(enforced_contracts/* MAX_WORKSPACES */._Q);
    constructor(store) {
        this.store = store;
    }
    /** The catalog of one workspace. */
    of(workspaceId) {
        return {
            list: (query, pageSize) => this.#list(workspaceId, query, pageSize),
            contract: (id) => this.#contract(workspaceId, id),
            assetsWithoutContract: () => this.#assetsWithoutContract(workspaceId),
            contractIds: async () => (await this.store.query(`SELECT contract_id FROM contracts WHERE workspace_id = $1 AND is_latest AND status <> 'ARCHIVED'
             ORDER BY ${migrations/* CONTRACT_NAME_ORDER */.Af}, contract_id`, [workspaceId])).map((r) => r.contract_id),
        };
    }
    async #list(workspaceId, query, pageSize = PAGE_SIZE) {
        const epoch = await (0,enforced_contracts/* currentContractEpoch */.P1)(this.store, workspaceId);
        const { facets, listed } = await this.#facets.get(workspaceId, epoch, () => readFacets(this.store, workspaceId));
        const { items, total, page } = await listSummaries(this.store, workspaceId, query, pageSize, listed);
        const counts = await this.store.query(`SELECT contract_id, count(*) AS n FROM contract_violations
       WHERE workspace_id = $1 AND contract_id = ANY($2::uuid[]) GROUP BY contract_id`, [workspaceId, items.map((s) => s.id)]);
        const violations = new Map(counts.map((c) => [c.contract_id, Number(c.n)]));
        return {
            query: { ...query, page },
            items: items.map((s) => ({ ...s, violations: violations.get(s.id) ?? 0 })),
            total,
            pageSize,
            facets,
        };
    }
    async #contract(workspaceId, id) {
        if (!(0,contracts/* isUuid */.O1)(id))
            return undefined;
        const rows = await this.store.query(`SELECT ${contract_rows/* CONTRACT_COLUMNS */.fS} FROM contracts WHERE workspace_id = $1 AND contract_id = $2
       ORDER BY is_latest DESC, updated_at DESC, row_id`, [workspaceId, id]);
        if (rows.length === 0)
            return undefined;
        const versions = rows.map((row) => (0,contract_rows/* toContract */.Cb)(row, []));
        const [violations, breaks] = await Promise.all([
            this.store.query(`SELECT body FROM contract_violations WHERE workspace_id = $1 AND contract_id = $2
         ORDER BY created_at DESC, id LIMIT $3`, [workspaceId, id, contract_rows/* VIOLATIONS_SHOWN */.T6]),
            this.store.query(`SELECT payload, created_at FROM change_log_events
         WHERE workspace_id = $1 AND contract_id = $2 AND event_type = 'BREAK_ACCEPTED'
         ORDER BY created_at DESC, id LIMIT 100`, [workspaceId, id]),
        ]);
        const acceptedBreaks = breaks.map((b) => ({
            at: b.created_at.toISOString(),
            payload: b.payload,
        }));
        const names = resourceNamesOf(versions[0]);
        const components = await (0,lineage_read/* componentsNear */.$w)(this.store, workspaceId, names);
        return { versions, violations: violations.map((v) => v.body), acceptedBreaks, components };
    }
    async #assetsWithoutContract(workspaceId) {
        const rows = await this.store.query(`SELECT a.resource_name, a.source_type, a.data_source, a.path, a.updated_at FROM data_assets a
       WHERE a.workspace_id = $1 AND NOT EXISTS (
         SELECT 1 FROM contracts c WHERE c.workspace_id = $1 AND c.is_latest AND c.status <> 'ARCHIVED'
           AND md5_each(c.resource_names) @> ARRAY[md5(a.resource_name)]
           AND c.resource_names @> ARRAY[a.resource_name])
       ORDER BY a.data_source, a.resource_name LIMIT $2`, [workspaceId, ASSETS_SHOWN]);
        const groups = new Map();
        for (const row of rows) {
            let group = groups.get(row.data_source);
            if (!group) {
                group = { dataSource: row.data_source, assets: [] };
                groups.set(row.data_source, group);
            }
            group.assets.push({
                resourceName: row.resource_name,
                type: row.source_type,
                path: row.path,
                updatedAt: row.updated_at.toISOString(),
            });
        }
        return [...groups.values()];
    }
}
/** The assets a contract names: its list, else its one name. */
function resourceNamesOf(contract) {
    const spec = contract.contractSpec;
    return spec.dataAssetResourceNameList ?? (spec.dataAssetResourceName ? [spec.dataAssetResourceName] : []);
}


/***/ }),

/***/ 31609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hC: () => (/* binding */ waiverNamesContract),
/* harmony export */   jL: () => (/* binding */ waiverHolds),
/* harmony export */   k0: () => (/* binding */ changeText),
/* harmony export */   kM: () => (/* binding */ withWaivers),
/* harmony export */   qw: () => (/* binding */ waiverScopeMatches)
/* harmony export */ });
/* unused harmony exports acceptsChange, waiverMatches, applyWaivers */
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93645);

/**
 * Whether a waiver's scope names a finding: by fingerprint (a prefix of 12 or more hex digits, as
 * the comment prints it) when both have one, else by rule and asset, and by field when the waiver
 * names one. The one matcher: the check's waivers and the service's accepted breaks both ask it.
 */
function waiverScopeMatches(waiver, finding) {
    // A waiver accepts a break of a contract; the gates (an approval, a weakening, a check that
    // could not be made) are how consent is asked, and waiving them would skip the asking.
    if (_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[finding.rule]?.category !== "contract-violation")
        return false;
    if (waiver.contract !== undefined && finding.contract?.id?.toLowerCase() !== waiver.contract.toLowerCase())
        return false;
    if (waiver.fingerprint !== undefined && finding.fingerprint !== undefined)
        return finding.fingerprint.startsWith(waiver.fingerprint);
    return (waiver.rule === finding.rule &&
        waiver.asset === finding.asset &&
        (waiver.field === undefined || waiver.field === finding.field));
}
/**
 * Whether a waiver names a contract (its owners approve it; it is published with it): by id when
 * it names one (`contract:`), else by one of the contract's assets. A fingerprint alone names no
 * contract that can be told without the finding (a fingerprint is a hash).
 */
function waiverNamesContract(waiver, contractId, assets) {
    if (waiver.contract !== undefined)
        return waiver.contract.toLowerCase() === contractId.toLowerCase();
    return waiver.asset !== undefined && assets.includes(waiver.asset);
}
/**
 * Whether the change a waiver accepts is the finding's: a waiver accepts a change, not a field
 * (docs/intended-changes.md "The waiver ledger"). Its `expected` and `actual` are the finding's; an entry that
 * records none accepts only findings that state none (a weakening, a version not raised).
 */
function acceptsChange(waiver, finding) {
    return waiver.expected === finding.expected && waiver.actual === finding.actual;
}
/** Whether a waiver names a finding and accepts its change. */
function waiverMatches(waiver, finding) {
    return waiverScopeMatches(waiver, finding) && acceptsChange(waiver, finding);
}
/** A change as the comment shows it: `string -> int`. */
function changeText(change) {
    if (change.expected === undefined && change.actual === undefined)
        return "(no change recorded)";
    return `${change.expected ?? "(unset)"} -> ${change.actual ?? "(unset)"}`;
}
/** A waiver holds through its `expires` day (UTC): `today` is YYYY-MM-DD. */
function waiverHolds(waiver, today) {
    return waiver.expires >= today;
}
/**
 * Splits a check's findings by the ledger. Only findings that count can be waived (a finding
 * listed but not counted needs no waiver). A waiver that matches nothing is stale; an expired
 * one that still matches gives its finding back to the count.
 */
function applyWaivers(findings, waivers, today, counts) {
    const outcome = { open: [], waived: [], expired: [], stale: [], otherChange: [] };
    const used = new Set();
    for (const finding of findings) {
        const scoped = counts(finding) ? waivers.filter((waiver) => waiverScopeMatches(waiver, finding)) : [];
        for (const waiver of scoped)
            used.add(waiver);
        const matching = scoped.filter((waiver) => acceptsChange(waiver, finding));
        const holding = matching.find((waiver) => waiverHolds(waiver, today));
        const lapsed = matching.find((waiver) => !waiverHolds(waiver, today));
        const other = scoped.find((waiver) => waiverHolds(waiver, today) && !acceptsChange(waiver, finding));
        if (holding)
            outcome.waived.push({ finding, waiver: holding });
        else {
            outcome.open.push(finding);
            if (lapsed)
                outcome.expired.push({ finding, waiver: lapsed });
            else if (other)
                outcome.otherChange.push({ finding, waiver: other });
        }
    }
    outcome.stale = waivers.filter((waiver) => !used.has(waiver) && waiverHolds(waiver, today));
    return outcome;
}
/**
 * The check's findings with the ledger applied: a waived finding carries its waiver (and no
 * longer counts), an expired waiver's finding counts again and says so, and each stale waiver
 * is a WAIVER_STALE finding at its line, listed, not counted.
 */
function withWaivers(findings, ledger) {
    if (!ledger || ledger.entries.length === 0)
        return [...findings];
    const outcome = applyWaivers(findings, ledger.entries, ledger.today, _rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .counts */ .tQ);
    const waivedBy = new Map(outcome.waived.map((w) => [w.finding, w.waiver]));
    const expiredBy = new Map(outcome.expired.map((e) => [e.finding, e.waiver]));
    const otherBy = new Map(outcome.otherChange.map((e) => [e.finding, e.waiver]));
    const marked = findings.map((finding) => {
        const waiver = waivedBy.get(finding);
        if (waiver)
            return { ...finding, waiver: shown(waiver, ledger.file) };
        const other = otherBy.get(finding);
        if (other)
            return { ...finding, message: `${finding.message} (${otherChangeNote(other, finding, ledger.file)})` };
        const lapsed = expiredBy.get(finding);
        if (!lapsed)
            return finding;
        const where = `${ledger.file}${lapsed.line ? `:${lapsed.line}` : ""}`;
        return {
            ...finding,
            message: `${finding.message} (the waiver at ${where} expired on ${lapsed.expires})`,
            waiverExpired: { at: where, expires: lapsed.expires },
        };
    });
    const stale = (0,_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprinted */ .g0)(outcome.stale.map((waiver) => ({
        rule: "WAIVER_STALE",
        level: _rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.WAIVER_STALE.defaultLevel,
        file: ledger.file,
        line: waiver.line,
        title: _rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.WAIVER_STALE.title,
        message: `the waiver ${waiver.fingerprint ?? `${waiver.rule} on ${waiver.asset}${waiver.field ? ` field ${waiver.field}` : ""}`} (until ${waiver.expires}) matches no finding of this check: remove it from the ledger`,
    })));
    return [...marked.filter((f) => !f.waiver), ...marked.filter((f) => f.waiver), ...stale];
}
/** Why a waiver of this field does not waive this finding: it accepted another change, or records none. */
function otherChangeNote(waiver, finding, file) {
    const where = `${file}${waiver.line ? `:${waiver.line}` : ""}`;
    const now = changeText(finding);
    if (waiver.expected === undefined && waiver.actual === undefined)
        return `the waiver at ${where} records no accepted change, and this pull request does ${now}: not waived; if its owners accept this change, add expected and actual to the entry (their approval is needed)`;
    return `the waiver at ${where} accepts ${changeText(waiver)}, and this pull request does ${now}: another change, not waived`;
}
function shown(waiver, file) {
    return {
        ...(waiver.expected !== undefined || waiver.actual !== undefined
            ? { accepted: { expected: waiver.expected, actual: waiver.actual } }
            : {}),
        reason: waiver.reason,
        approvedBy: waiver.approvedBy,
        expires: waiver.expires,
        file,
        line: waiver.line,
    };
}


/***/ }),

/***/ 9058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ inertCell),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   UJ: () => (/* binding */ inertText)
/* harmony export */ });
/**
 * Text from a pull request (names, SQL errors, enum labels, paths) made inert for
 * GitHub markdown, in markdown and in HTML blocks (`<summary>`) alike.
 *
 * Markdown and HTML punctuation becomes numeric character references: CommonMark
 * never reads a reference as syntax, so no link, image, emphasis, HTML or table
 * pipe can form, and a backslash cannot un-escape the next character. GitHub finds
 * mentions, issue references and bare URLs in the rendered text (after references
 * are decoded), so those get a word joiner (U+2060, invisible) that breaks them:
 * after `@` and `#`, inside `http://`, `https://` and `ftp://` (the schemes
 * GitHub links; `postgres://` resource names stay as they are) and after `www`. Line breaks become spaces:
 * a new line could start a heading, a list or a new table row.
 */
const WORD_JOINER = "\u2060";
/**
 * Inline markdown and HTML punctuation (`$` is GitHub's math); the text never starts a
 * line, so `#`, `-`, `+` and `=` build nothing. Parentheses stay: with the brackets
 * encoded no link can form. An intraword `_` opens no emphasis and stays readable.
 */
const MARKUP = /[\\`*~[\]!<>&|$]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
function inertText(text) {
    return text
        .replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, " ")
        .replace(/@/g, `@${WORD_JOINER}`)
        .replace(/#(?=\w)/g, `#${WORD_JOINER}`)
        .replace(/\b(https?|ftp):\/\//gi, `$1:${WORD_JOINER}//`)
        .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${WORD_JOINER}.`)
        .replace(MARKUP, (c) => `&#${c.charCodeAt(0)};`);
}
/**
 * Text as a GFM code span, shown and copied exactly as written: inside a code span nothing
 * is markdown or HTML, and GitHub links no mention, issue or URL, so no escape and no word
 * joiner is needed. Undefined when the text cannot be one: a pipe splits a table row even
 * inside a code span, a line break ends it, and blank text would vanish. The fence is one
 * backtick longer than the longest run inside; a space pads text that starts or ends with
 * a backtick (CommonMark strips one space on each side).
 */
function codeSpan(text) {
    if (text.trim() === "" || /[|\r\n\u2028\u2029\u0085]/.test(text))
        return undefined;
    const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const pad = /^[` ]|[` ]$/.test(text) ? " " : "";
    return `${fence}${pad}${text}${pad}${fence}`;
}
/** Text for a GFM table cell: inert, on one line (a pipe cannot split the row); a dash when empty. */
function inertCell(text) {
    if (text === undefined || text === "")
        return "—";
    return inertText(text);
}
/**
 * A link destination we build (repository file links, a contract's fileUri): only
 * http(s), and the characters that could end the destination, split a table row or
 * break out of an attribute are percent-encoded. Anything else is no link.
 */
function safeUrl(url) {
    if (!url || !/^https?:\/\//i.test(url))
        return undefined;
    return url.replace(/[\s()<>"'`|\\[\]]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}


/***/ })

};
