import { type Html, type HtmlValue, html } from "../html.js";
import type { Links } from "./links.js";

export interface Chrome {
  links: Links;
  /** Whether a sign-out button is shown (a signed-in reader of the served catalog). */
  signedIn?: boolean | undefined;
}

/** Every page's frame: the header's navigation, one stylesheet, one deferred script, no inline code. */
export function layout(chrome: Chrome, title: string, main: HtmlValue): Html {
  const { links } = chrome;
  const signOut =
    chrome.signedIn && links.signOut
      ? html`<form method="post" action="${links.signOut}" class="sign-out"><button type="submit">Sign out</button></form>`
      : "";
  return html`<!doctype html>
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
export function badge(kind: "status" | "level", value: string): Html {
  return html`<span class="badge ${kind}-${value.toLowerCase().replace(/[^a-z]/g, "")}">${value}</span>`;
}

/** A date-time as people read it (UTC, to the minute), with the exact value for machines. */
export function when(iso: string | undefined): Html {
  if (!iso) return html`<span class="none">unknown</span>`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return html`<span>${iso}</span>`;
  const shown = `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return html`<time datetime="${date.toISOString()}">${shown}</time>`;
}
