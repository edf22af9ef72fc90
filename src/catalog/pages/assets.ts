import { type Html, html } from "../html.js";
import type { AssetGroup } from "../model.js";
import { type Chrome, layout, when } from "./layout.js";

/** The data assets the service knows that no contract in force covers, by data source. */
export function assetsPage(chrome: Chrome, groups: readonly AssetGroup[], cap: number): Html {
  const count = groups.reduce((n, g) => n + g.assets.length, 0);
  const body =
    groups.length === 0
      ? html`<p class="empty">Every registered asset has a contract.</p>`
      : groups.map(
          (
            group,
            i,
          ) => html`<section aria-labelledby="source-${i}"><h2 id="source-${i}">${group.dataSource}</h2>
<table><caption class="visually-hidden">Assets of ${group.dataSource} without a contract</caption>
<thead><tr><th scope="col">Asset</th><th scope="col">Type</th><th scope="col">Path</th><th scope="col">Registered</th></tr></thead>
<tbody>${group.assets.map(
            (a) =>
              html`<tr><td><code class="asset">${a.resourceName}</code></td><td>${a.type}</td><td><code>${a.path}</code></td><td>${when(a.updatedAt)}</td></tr>`,
          )}</tbody></table></section>`,
        );
  return layout(
    chrome,
    "Assets without a contract",
    html`<h1>Assets without a contract</h1>
<p class="count">${count >= cap ? `the first ${cap.toLocaleString("en-US")}` : String(count)} ${count === 1 ? "asset" : "assets"}, by data source</p>
${body}`,
  );
}
