import type { Contract } from "../../api/resources.js";
import type { SchemaChange } from "../../compliance/diff-types.js";
import { type Html, html } from "../html.js";
import { badge, type Chrome, layout, when } from "./layout.js";

/** Versions are numbered from 1, the oldest; the list holds them newest first. */
export const versionNumber = (versions: readonly Contract[], index: number) => versions.length - index;

export function versionsSection(chrome: Chrome, contractId: string, versions: readonly Contract[]): Html {
  const rows = versions.map((v, i) => {
    const n = versionNumber(versions, i);
    const change =
      n > 1 ? html`<a href="${chrome.links.versionDiff(contractId, n - 1, n)}">${n - 1} → ${n}</a>` : "";
    return html`<tr><td>${n}</td><td>${v.version ?? ""}</td><td>${badge("status", v.status)}</td><td>${when(v.updatedAt)}</td><td>${v.gitHash ? html`<code>${v.gitHash.slice(0, 12)}</code>` : ""}</td><td>${v.gitUser ?? ""}</td><td>${change}</td></tr>`;
  });
  const diff = chrome.links.diff;
  const options = (chosen: number) =>
    versions.map((_, i) => {
      const n = versionNumber(versions, i);
      return html`<option value="${n}"${n === chosen ? html` selected` : ""}>${n}</option>`;
    });
  const form =
    diff && versions.length > 1
      ? html`<form class="diff-form" method="get" action="${diff(contractId)}"><label>From version<select name="from">${options(versions.length - 1)}</select></label><label>to version<select name="to">${options(versions.length)}</select></label><button type="submit">Show the diff</button></form>`
      : "";
  return html`<table>
<caption class="visually-hidden">Versions, newest first</caption>
<thead><tr><th scope="col">#</th><th scope="col">Version</th><th scope="col">Status</th><th scope="col">Saved</th><th scope="col">Commit</th><th scope="col">Merged by</th><th scope="col">Diff</th></tr></thead>
<tbody>${rows}</tbody>
</table>${form}`;
}

export interface VersionDiff {
  contractId: string;
  name: string;
  from: { number: number; contract: Contract };
  to: { number: number; contract: Contract };
  changes: SchemaChange[];
}

/** What else than the schema changed between two versions (status, enforcement, owner, ...). */
function metadataChanges(from: Contract, to: Contract): [string, string, string][] {
  const pairs: [string, string | undefined, string | undefined][] = [
    ["status", from.status, to.status],
    ["enforcement", from.enforcementLevel, to.enforcementLevel],
    ["version", from.version, to.version],
    ["owner", from.contractSpec.owner, to.contractSpec.owner],
    ["domain", from.contractSpec.namespace, to.contractSpec.namespace],
    ["description", from.contractSpec.doc, to.contractSpec.doc],
    ["commit", from.gitHash, to.gitHash],
  ];
  return pairs.flatMap(([what, a, b]) =>
    a === b ? [] : [[what, a ?? "", b ?? ""] as [string, string, string]],
  );
}

export function diffPage(chrome: Chrome, diff: VersionDiff): Html {
  const { from, to, changes } = diff;
  const meta = metadataChanges(from.contract, to.contract);
  const schema =
    changes.length === 0
      ? html`<p class="empty">The schema is the same.</p>`
      : html`<table class="diff"><caption class="visually-hidden">Schema changes</caption>
<thead><tr><th scope="col">Field</th><th scope="col">Change</th><th scope="col">Before</th><th scope="col">After</th><th scope="col">Breaks readers</th><th scope="col">Why</th></tr></thead>
<tbody>${changes.map(
          (c) =>
            html`<tr class="${c.breaking ? "breaking" : "compatible"}"><td><code>${c.field}</code></td><td>${c.kind}</td><td><del>${c.before ?? ""}</del></td><td><ins>${c.after ?? ""}</ins></td><td>${c.breaking ? "yes" : "no"}</td><td>${c.reason}</td></tr>`,
        )}</tbody></table>`;
  const others =
    meta.length === 0
      ? html`<p class="empty">Nothing else changed.</p>`
      : html`<table><caption class="visually-hidden">Other changes</caption><thead><tr><th scope="col">What</th><th scope="col">Before</th><th scope="col">After</th></tr></thead><tbody>${meta.map(
          ([what, a, b]) => html`<tr><td>${what}</td><td><del>${a}</del></td><td><ins>${b}</ins></td></tr>`,
        )}</tbody></table>`;
  return layout(
    chrome,
    `${diff.name}: version ${from.number} to ${to.number}`,
    html`<p class="crumbs"><a href="${chrome.links.contract(diff.contractId)}">← ${diff.name}</a></p>
<h1>${diff.name}: version ${from.number} → ${to.number}</h1>
<section aria-labelledby="schema-changes"><h2 id="schema-changes">Schema</h2>${schema}</section>
<section aria-labelledby="other-changes"><h2 id="other-changes">Other changes</h2>${others}</section>`,
  );
}
