import type { SchemaNode } from "../../api/schema-node.js";
import { deprecationOf } from "../../compliance/deprecation.js";
import { type Html, html } from "../html.js";

/** A constraint's value as text: scalars as they are, the rest as JSON (never as markup). */
function constraintText(value: unknown): string {
  if (typeof value === "string") return value;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

function constraints(node: SchemaNode): Html {
  const entries = Object.entries(node.constraints ?? {}).filter(
    ([key]) => key !== "deprecated" && key !== "line",
  );
  if (entries.length === 0) return html``;
  return html`<ul class="constraints" aria-label="constraints">${entries.map(
    ([key, value]) => html`<li><span class="key">${key}</span> ${constraintText(value)}</li>`,
  )}</ul>`;
}

function nodeItem(node: SchemaNode): Html {
  const deprecation = deprecationOf(node);
  const deprecated = deprecation !== undefined;
  const sunset = deprecation?.sunset ? ` until ${deprecation.sunset}` : "";
  const children = node.fields?.length ? html`<ul>${node.fields.map(nodeItem)}</ul>` : "";
  return html`<li${deprecated ? html` class="deprecated"` : ""}>
<span class="field"><code class="name">${node.name ?? "(unnamed)"}</code> <span class="type">${node.type}${node.logical ? ` (${node.logical})` : ""}</span> ${node.optional ? html`<span class="tag optional">optional</span>` : html`<span class="tag required">required</span>`}${deprecated ? html` <span class="tag deprecated">deprecated${sunset}</span>` : ""}${node.alias ? html` <span class="alias">alias ${node.alias}</span>` : ""}</span>
${node.doc ? html`<p class="doc">${node.doc}</p>` : ""}${constraints(node)}${children}</li>`;
}

/** A contract's schema as a nested list: each field's type, whether required, constraints, deprecation, doc. */
export function schemaTree(schema: readonly SchemaNode[] | undefined): Html {
  if (!schema || schema.length === 0) return html`<p class="empty">The contract states no fields.</p>`;
  return html`<ul class="tree">${schema.map(nodeItem)}</ul>`;
}
