import type { ContractViolation, ContractWaiver } from "../../api/resources.js";
import { waiverHolds } from "../../outcome/waivers.js";
import { externalLink, type Html, html } from "../html.js";
import type { AcceptedBreak } from "../model.js";
import { when } from "./layout.js";

export function violationsTable(violations: readonly ContractViolation[]): Html {
  if (violations.length === 0) return html`<p class="empty">No violation recorded.</p>`;
  return html`<table>
<caption class="visually-hidden">Violations, newest first</caption>
<thead><tr><th scope="col">When</th><th scope="col">Type</th><th scope="col">Field</th><th scope="col">Asset</th><th scope="col">Expected</th><th scope="col">Actual</th><th scope="col">Pull request</th></tr></thead>
<tbody>${violations.map(
    (v) =>
      html`<tr><td>${when(v.timestamp)}</td><td>${v.violationType ?? v.eventTitle ?? ""}</td><td><code>${v.contractFieldName ?? ""}</code></td><td><code class="asset">${v.dataAssetResourceName ?? ""}</code></td><td>${v.expectedValue ?? ""}</td><td>${v.actualValue ?? ""}</td><td>${v.prLink ? externalLink(v.prLink) : ""}</td></tr>`,
  )}</tbody>
</table>`;
}

/** What a waiver names: its rule, asset and field, or its fingerprint. */
function finding(waiver: ContractWaiver): Html {
  const parts = [waiver.rule, waiver.asset, waiver.field].filter(Boolean).join(" · ");
  return html`<code>${parts || waiver.fingerprint || ""}</code>`;
}

export function waiversTable(waivers: readonly ContractWaiver[] | undefined, today: string): Html {
  if (!waivers?.length) return html`<p class="empty">No waiver.</p>`;
  return html`<table>
<caption class="visually-hidden">Waivers of the repository's ledger</caption>
<thead><tr><th scope="col">Finding</th><th scope="col">Reason</th><th scope="col">Approved by</th><th scope="col">Expires</th><th scope="col">Ledger</th></tr></thead>
<tbody>${waivers.map(
    (w) =>
      html`<tr><td>${finding(w)}</td><td>${w.reason}</td><td>${w.approvedBy.join(", ")}</td><td>${w.expires}${waiverHolds(w, today) ? "" : html` <span class="tag expired">expired</span>`}</td><td>${w.file ? html`<code>${w.file}${w.line ? `:${w.line}` : ""}</code>` : ""}</td></tr>`,
  )}</tbody>
</table>`;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The breaks accepted on the contract: by a reviewed merge, by a waiver, or reaching an asset. */
export function acceptedBreaksTable(breaks: readonly AcceptedBreak[]): Html {
  if (breaks.length === 0) return html`<p class="empty">No break accepted.</p>`;
  return html`<table>
<caption class="visually-hidden">Accepted breaks, newest first</caption>
<thead><tr><th scope="col">When</th><th scope="col">By</th><th scope="col">What</th><th scope="col">Reviewers</th></tr></thead>
<tbody>${breaks.map(({ at, payload }) => {
    const changes = list(payload.changes).map((c) => {
      const change = (c ?? {}) as Record<string, unknown>;
      return html`<li><code>${text(change.field)}</code> ${text(change.kind)}: ${text(change.reason)}</li>`;
    });
    const waivers = list(payload.waivers).map((w) => {
      const waiver = (w ?? {}) as Record<string, unknown>;
      return html`<li>${text(waiver.reason)}</li>`;
    });
    return html`<tr><td>${when(at)}</td><td>${text(payload.occasion)}</td><td><ul class="plain">${changes}${waivers}</ul></td><td>${list(payload.reviewers).map(text).join(", ")}</td></tr>`;
  })}</tbody>
</table>`;
}
