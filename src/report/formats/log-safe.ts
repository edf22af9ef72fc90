/**
 * CI formats are printed to stdout, where a runner reads workflow commands: a line
 * starting with `::`, or the legacy `##[` anywhere. Values from the pull request
 * are kept exact but written so no line can hold either.
 */

/** Pretty JSON whose strings cannot hold `##[` (written `##\u005b`, the same value); JSON escapes line breaks. */
export function logSafeJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2).replace(/##\[/g, "##\\u005b")}\n`;
}
