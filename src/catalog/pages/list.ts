import { type Html, html } from "../html.js";
import { FACETS, type Facet, type ListPage, type ListQuery } from "../model.js";
import { badge, type Chrome, layout, when } from "./layout.js";

const FACET_LABELS: Record<Facet, string> = {
  domain: "Domain",
  owner: "Owner",
  status: "Status",
  level: "Enforcement",
};

/** The query string of a list page (only the filters set), for paging links. */
export function listHref(home: string, query: ListQuery, page: number): string {
  const params = new URLSearchParams();
  for (const key of ["q", ...FACETS] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${home}?${text}` : home;
}

function facetSelect(facet: Facet, values: [string, number][], chosen: string | undefined): Html {
  const options = values.map(
    ([value, count]) =>
      html`<option value="${value}"${chosen === value ? html` selected` : ""}>${value} (${count})</option>`,
  );
  // A chosen value no longer among the facet's (a stale link) stays chosen, so the filter is seen.
  const stale =
    chosen && !values.some(([value]) => value === chosen)
      ? html`<option value="${chosen}" selected>${chosen}</option>`
      : "";
  return html`<label>${FACET_LABELS[facet]}<select name="${facet}" data-facet="${facet}"><option value="">any</option>${stale}${options}</select></label>`;
}

function filterForm(chrome: Chrome, page: ListPage): Html {
  return html`<form class="filters" method="get" action="${chrome.links.home}" role="search">
<label>Search<input type="search" name="q" value="${page.query.q ?? ""}" placeholder="name, id, owner, asset…" data-search></label>
${FACETS.map((facet) => facetSelect(facet, page.facets[facet], page.query[facet]))}
<button type="submit">Filter</button>
</form>`;
}

function row(chrome: Chrome, item: ListPage["items"][number]): Html {
  const haystack = [item.name, item.id, item.domain, item.owner, item.doc, ...item.resourceNames]
    .join(" ")
    .toLowerCase();
  return html`<tr data-domain="${item.domain}" data-owner="${item.owner}" data-status="${item.status}" data-level="${item.level}" data-text="${haystack}">
<td><a href="${chrome.links.contract(item.id)}">${item.name}</a><div class="doc">${item.doc}</div></td>
<td>${item.domain || html`<span class="none">none</span>`}</td>
<td class="owner">${item.owner || html`<span class="none">none</span>`}</td>
<td>${badge("status", item.status)}</td>
<td>${badge("level", item.level)}</td>
<td class="number">${item.violations}</td>
<td>${item.resourceNames.map((name) => html`<code class="asset">${name}</code> `)}</td>
<td>${when(item.updatedAt)}</td>
</tr>`;
}

function pager(chrome: Chrome, page: ListPage): Html {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages <= 1) return html``;
  const at = page.query.page;
  const link = (n: number, text: string, rel: string) =>
    html`<a href="${listHref(chrome.links.home, page.query, n)}" rel="${rel}">${text}</a>`;
  return html`<nav class="pager" aria-label="Pages">${at > 1 ? link(at - 1, "← previous", "prev") : ""}<span>page ${at} of ${pages}</span>${at < pages ? link(at + 1, "next →", "next") : ""}</nav>`;
}

/** The contract list: search and facets, a table of one page, paging links. */
export function listPage(chrome: Chrome, page: ListPage): Html {
  const count = page.total === 1 ? "1 contract" : `${page.total.toLocaleString("en-US")} contracts`;
  const body =
    page.items.length === 0
      ? html`<p class="empty">No contract matches these filters.</p>`
      : html`<table class="contracts">
<caption class="visually-hidden">Contracts</caption>
<thead><tr><th scope="col">Contract</th><th scope="col">Domain</th><th scope="col">Owner</th><th scope="col">Status</th><th scope="col">Enforcement</th><th scope="col">Violations</th><th scope="col">Assets</th><th scope="col">Updated</th></tr></thead>
<tbody>${page.items.map((item) => row(chrome, item))}</tbody>
</table>`;
  return layout(
    chrome,
    "Contracts",
    html`<h1>Contracts</h1>
${filterForm(chrome, page)}
<p class="count" aria-live="polite" data-count>${count}</p>
${body}
${pager(chrome, page)}`,
  );
}
