/**
 * HTML made by construction: `html` is a tagged template whose every interpolated value is escaped
 * unless it is itself Html (made by `html`), so text from a contract or a pull request can only
 * ever be text. Hand-written (40 lines) instead of a package: the template engines on the registry
 * either escape only on request or bring a client runtime the pages do not need.
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** A value a template may hold: text (escaped), numbers, Html, lists of them; nothing for null/false. */
export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "`": "&#96;",
};

/** Text for an element's content or a quoted attribute value. */
export function escapeText(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => ESCAPES[c]!);
}

function render(value: HtmlValue): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false || value === true) return "";
  return escapeText(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i] as HtmlValue) + strings[i + 1]!;
  return new Html(out);
}

/**
 * An address a page may link to: http(s) only, as the URL parser reads it (`javascript:`, `data:`
 * and relative tricks give none). Whatever is refused is shown as text instead of a link.
 */
export function safeHref(address: string | undefined | null): string | undefined {
  if (!address) return undefined;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
}

/** A link to an outside address when it is safe, else the address as text. */
export function externalLink(address: string | undefined | null, label?: HtmlValue): Html {
  const href = safeHref(address);
  const text = label ?? address ?? "";
  return href
    ? html`<a class="external" href="${href}" rel="noopener noreferrer">${text}</a>`
    : html`<span class="external">${text}</span>`;
}
