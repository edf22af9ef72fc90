/**
 * A runner reads every stdout line that starts (after whitespace) with `::`, or that
 * holds the legacy `##[`, as a workflow command, and a terminal reads escape codes
 * and line breaks. Log text carries strings from the repository (contract names,
 * SQL errors, paths), so it is made one inert line: CR and LF shown as `\r` and
 * `\n`, every other control character (ESC of an ANSI sequence, NUL, DEL, the C1
 * range) and the bidirectional overrides as `\uXXXX`, and a zero-width space
 * breaks a leading `::` and every `##[`, which the runner then reads as plain text.
 * The action's log and the CLI's stderr alike.
 */
export function inertLogText(text: string): string {
  const oneLine = text
    .replace(/\r/g, "\\r")
    .replace(/\n/g, "\\n")
    .replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    .replace(/##\[/g, "##\u200B[");
  return /^\s*::/.test(oneLine) ? oneLine.replace("::", ":\u200B:") : oneLine;
}

/** C0 controls but tab, DEL, C1 controls, and the bidirectional embeddings, overrides and isolates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
