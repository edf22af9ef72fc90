import type { ContractConsumer } from "../../api/resources.js";
import { type Html, html } from "../html.js";
import { lineageSvg } from "../lineage-svg.js";
import type { ContractDetail } from "../model.js";
import { resourceNamesOf } from "../store-source.js";
import { acceptedBreaksTable, violationsTable, waiversTable } from "./compliance.js";
import { badge, type Chrome, layout, when } from "./layout.js";
import { provenance } from "./provenance.js";
import { schemaTree } from "./schema-tree.js";
import { versionsSection } from "./versions.js";

function consumersList(consumers: readonly ContractConsumer[] | undefined): Html {
  if (!consumers?.length) return html`<p class="empty">The contract names no consumer.</p>`;
  return html`<ul class="consumers">${consumers.map(
    (c) =>
      html`<li><strong>${c.name}</strong>${c.team ? html` · team ${c.team}` : ""}${c.contact ? html` · ${c.contact}` : ""}</li>`,
  )}</ul>`;
}

function section(id: string, title: string, body: Html): Html {
  return html`<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2>${body}</section>`;
}

/** One contract: what it promises, where it came from, how it fares, who reads it. */
export function contractPage(chrome: Chrome, detail: ContractDetail, today: string): Html {
  const current = detail.versions[0]!;
  const spec = current.contractSpec;
  const name = spec.name ?? current.id;
  const assets = resourceNamesOf(current);
  const lineage =
    detail.components.length === 0
      ? html`<p class="empty">No lineage component reads or writes these assets.</p>`
      : html`<div class="lineage-frame" tabindex="0" role="region" aria-label="Lineage picture (scrolls sideways)">${lineageSvg(`Lineage of ${name}`, assets, detail.components)}</div>
<p class="legend"><span class="swatch self">this contract's assets</span> <span class="swatch asset">other assets</span> <span class="swatch component">components</span> · arrows follow the data</p>`;
  return layout(
    chrome,
    name,
    html`<p class="crumbs"><a href="${chrome.links.home}">← Contracts</a></p>
<h1>${name}</h1>
<p class="badges">${badge("status", current.status)} ${badge("level", current.enforcementLevel)}</p>
${spec.doc ? html`<p class="lead">${spec.doc}</p>` : ""}
<dl class="facts">
<dt>Domain</dt><dd>${spec.namespace ?? html`<span class="none">none</span>`}</dd>
<dt>Owner</dt><dd>${spec.owner ?? html`<span class="none">none</span>`}</dd>
<dt>Assets</dt><dd>${assets.length ? assets.map((a) => html`<code class="asset">${a}</code> `) : html`<span class="none">none</span>`}</dd>
<dt>Id</dt><dd><code>${current.id}</code></dd>
<dt>Updated</dt><dd>${when(current.updatedAt)}</dd>
</dl>
${section("schema", "Schema", schemaTree(spec.schema))}
${section("versions", `Versions (${detail.versions.length})`, versionsSection(chrome, current.id, detail.versions))}
${section("provenance", "Provenance", provenance(current))}
${section("violations", `Violations (${detail.violations.length})`, violationsTable(detail.violations))}
${section("waivers", "Waivers", waiversTable(current.waivers, today))}
${section("accepted-breaks", "Accepted breaks", acceptedBreaksTable(detail.acceptedBreaks))}
${section("consumers", "Consumers", consumersList(spec.consumers))}
${section("lineage", "Lineage", lineage)}`,
  );
}
