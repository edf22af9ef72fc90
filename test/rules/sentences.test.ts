// Every rule's words read as sentences: its help (what the finding means, what to do) and its
// title, for every rule of the table; and the messages of real findings (test/cli/demo.test.ts).
import { describe, expect, it } from "vitest";
import { RULE_IDS, RULES } from "../../src/rules/index.js";
import { sentenceProblems } from "../support/sentences.js";

describe("the rule table's words", () => {
  it("every rule's help reads as sentences", () => {
    const problems = RULE_IDS.flatMap((id) => sentenceProblems(RULES[id].help).map((p) => `${id}: ${p}`));
    expect(problems).toEqual([]);
  });

  it("every rule's title is a few words, without a full stop", () => {
    for (const id of RULE_IDS) expect(RULES[id].title, id).toMatch(/^[A-Z][^.]*[^.\s]$/);
  });

  it("the check catches what it looks for", () => {
    expect(
      sentenceProblems(
        "not valid JSON (a file new to schemas/, under contract events.OrderCreated: cannot verify is not compliant)",
      ),
    ).toEqual([
      "does not start as a sentence",
      "does not end with a full stop",
      "a clause without a subject",
    ]);
    expect(sentenceProblems("Field (x is missing .")).toEqual(["unbalanced ()", "stray space"]);
    expect(sentenceProblems("Field `a is undefined..")).toEqual([
      "an unclosed code span",
      "a value that was never filled in",
      "a doubled full stop",
    ]);
    expect(sentenceProblems("Required field 'email' of the contract is missing (see `a|b`).")).toEqual([]);
  });
});
