// Whether a text a finding shows reads as sentences: what a reader trips over, as a list of problems.

/** Problems of `text` as prose: empty when it reads as one or more sentences. */
export function sentenceProblems(text: string): string[] {
  const problems: string[] = [];
  const prose = text.replace(/`[^`]*`/g, "CODE");
  if (!/^[A-Z0-9'"`]/.test(text.replace(/^[(\s]+/, ""))) problems.push("does not start as a sentence");
  if (!/[.!?]["')]?$/.test(text.trim())) problems.push("does not end with a full stop");
  const pairs: [string, string][] = [
    ["(", ")"],
    ["[", "]"],
  ];
  for (const [open, close] of pairs) {
    let depth = 0;
    for (const char of prose) {
      if (char === open) depth++;
      if (char === close) depth--;
      if (depth < 0) break;
    }
    if (depth !== 0) problems.push(`unbalanced ${open}${close}`);
  }
  if ((text.match(/`/g) ?? []).length % 2 !== 0) problems.push("an unclosed code span");
  if (/\(\s*\)/.test(prose)) problems.push("empty parentheses");
  if (/ {2,}/.test(prose) || /\s[.,;:]/.test(prose)) problems.push("stray space");
  if (/\b(undefined|null|NaN)\b|\[object Object\]/.test(prose))
    problems.push("a value that was never filled in");
  if (/\.\./.test(prose.replace(/\.\.\./g, ""))) problems.push("a doubled full stop");
  // A slogan used as a clause ("X: cannot verify is not compliant") is no sentence: a colon is
  // followed by what it introduces, and "is not compliant" needs a subject.
  if (/:\s+[a-z][^.:;]*\bis not compliant\b/.test(prose)) problems.push("a clause without a subject");
  return problems;
}
