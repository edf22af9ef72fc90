/**
 * A runner reads every stdout line that starts (after whitespace) with `::`, or that
 * holds the legacy `##[`, as a workflow command, and a terminal reads escape codes
 * and line breaks. Log text carries strings from the repository (contract names,
 * SQL errors, paths), so it is made one inert line: CR and LF shown as `\r` and
 * `\n`, and a zero-width space breaks a leading `::` and every `##[`, which the
 * runner then reads as plain text. The action's log and the CLI's stderr alike.
 */
export function inertLogText(text: string): string {
  const oneLine = text.replace(/\r/g, "\\r").replace(/\n/g, "\\n").replace(/##\[/g, "##\u200B[");
  return /^\s*::/.test(oneLine) ? oneLine.replace("::", ":\u200B:") : oneLine;
}
