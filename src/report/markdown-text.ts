import { repositoryPath } from "../repository-path.js";
import { codeSpan, inertCell, inertText, safeUrl } from "./inert-markdown.js";
import type { ReportOptions } from "./options.js";

// The pieces of text the comment's sections are made of: cells, code, links, places.

/** A cell of a GFM table (inert-markdown.ts: the one escaping of text from the pull request). */
export const cell = inertCell;

/**
 * A field path, resource name or path in markdown: a code span, copied as written; text that
 * cannot be one (a pipe, a line break) is inert text in a code element.
 */
export function code(text: string): string {
  if (text === "") return "<i>(root)</i>";
  return codeSpan(text) ?? htmlCode(text);
}

/** The same inside an HTML block (`<summary>`), where markdown, and so a code span, is not read. */
export function htmlCode(text: string): string {
  if (text === "") return "<i>(root)</i>";
  return `<code>${inertText(text)}</code>`;
}

/** Text from the repository that is copied (an owner's e-mail address), as a code span when it can be. */
export function copyable(text: string): string {
  return codeSpan(text) ?? cell(text);
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** `text` is already inert (no brackets); the destination passes `safeUrl`, else there is no link. */
export function link(text: string, url: string | undefined): string {
  const destination = safeUrl(url);
  return destination ? `[${text}](${destination})` : text;
}

/** The same inside HTML blocks; `safeUrl` leaves no `"` or `<` that could leave the attribute. */
export function htmlLink(text: string, url: string | undefined): string {
  const destination = safeUrl(url);
  return destination ? `<a href="${destination.replace(/&/g, "&amp;")}">${text}</a>` : text;
}

export type LinkOptions = Pick<ReportOptions, "fileUrl">;

/**
 * The link to a repository file (and line), the one way the comment and summary make one: none
 * for a path that could leave the repository (src/repository-path.ts), which stays plain text.
 */
export function fileLink(file: string | undefined, line: number | undefined, options: LinkOptions) {
  const path = repositoryPath(file);
  return path === undefined ? undefined : options.fileUrl?.(path, line);
}

export function place(file: string | undefined, line: number | undefined, options: LinkOptions): string {
  if (!file) return line === undefined ? "—" : String(line);
  const text = line === undefined ? file : `${file}:${line}`;
  return link(copyable(text), fileLink(file, line, options));
}

export function omittedRows(shown: number, total: number): string {
  return shown < total ? `\n_…and ${total - shown} more not shown (comment size limit)._\n` : "";
}

/** The comment's last section when something is to fix. */
export const WHAT_TO_DO = [
  "### What to do",
  "",
  "- If the change is intended, **update the contract in this pull request** so that it describes the new schema (one of its approvers then approves the pull request), or accept the break for a while in the waiver ledger.",
  "- Otherwise **make the change compatible**: keep the field and its type, widen instead of narrowing, add fields as optional or with a default.",
  "",
].join("\n");
