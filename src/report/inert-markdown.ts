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

export function inertText(text: string): string {
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
export function codeSpan(text: string): string | undefined {
  if (text.trim() === "" || /[|\r\n\u2028\u2029\u0085]/.test(text)) return undefined;
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = /^[` ]|[` ]$/.test(text) ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Text for a GFM table cell: inert, on one line (a pipe cannot split the row); a dash when empty. */
export function inertCell(text: string | undefined): string {
  if (text === undefined || text === "") return "—";
  return inertText(text);
}

/**
 * A link destination we build (repository file links, a contract's fileUri): only
 * http(s), and the characters that could end the destination, split a table row or
 * break out of an attribute are percent-encoded. Anything else is no link.
 */
export function safeUrl(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return url.replace(
    /[\s()<>"'`|\\[\]]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}
