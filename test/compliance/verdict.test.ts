import { describe, expect, it } from "vitest";
import { readSettings } from "../../src/action/settings.js";
import { COMMANDS } from "../../src/cli/command-table.js";
import { FAIL_ON, failsOn, verdictOf } from "../../src/compliance/verdict.js";

const v = [{ message: "x" }];

describe("verdictOf", () => {
  it("passes with no violations whatever the levels", () => {
    expect(verdictOf([{ enforcementLevel: "BLOCK", violations: [] }])).toEqual({
      verdict: "pass",
      level: "INACTIVE",
      noted: 0,
      violated: 0,
    });
  });

  it("lets the highest level among violated contracts decide", () => {
    expect(
      verdictOf([
        { enforcementLevel: "ALERT", violations: v },
        { enforcementLevel: "BLOCK", violations: v },
      ]).verdict,
    ).toBe("block");
    expect(
      verdictOf([
        { enforcementLevel: "ALERT", violations: v },
        { enforcementLevel: "BLOCK", violations: [] },
        { enforcementLevel: "NOTIFY", violations: v },
      ]),
    ).toEqual({ verdict: "alert", level: "ALERT", noted: 1, violated: 2 });
  });

  it("passes NOTIFY and RECORD with a note and ignores INACTIVE and unset levels", () => {
    expect(
      verdictOf([
        { enforcementLevel: "NOTIFY", violations: v },
        { enforcementLevel: "RECORD", violations: v },
      ]),
    ).toEqual({
      verdict: "pass",
      level: "NOTIFY",
      noted: 2,
      violated: 2,
    });
    expect(
      verdictOf([
        { enforcementLevel: "INACTIVE", violations: v },
        { violations: v },
        { enforcementLevel: null, violations: v },
      ]),
    ).toEqual({
      verdict: "pass",
      level: "INACTIVE",
      noted: 0,
      violated: 0,
    });
  });
});

describe("failsOn (fail-on)", () => {
  it("fails a run per policy: never none, block only a block, alert an alert and a block", () => {
    const verdicts = ["pass", "alert", "block"] as const;
    expect(verdicts.map((v) => failsOn(v, "never"))).toEqual([false, false, false]);
    expect(verdicts.map((v) => failsOn(v, "block"))).toEqual([false, false, true]);
    expect(verdicts.map((v) => failsOn(v, "alert"))).toEqual([false, true, true]);
    // Unset (an empty input, no flag): the one default of the action and the CLI.
    expect(verdicts.map((v) => failsOn(v, undefined))).toEqual([false, false, true]);
  });

  it("the action's fail-on input and the CLI's --fail-on accept the one list of policies", () => {
    const flag = COMMANDS.flatMap((c) => c.flags).find((f) => f.name === "fail-on");
    expect(flag?.choices).toBe(FAIL_ON);
    const withFailOn = (value: string) => readSettings((name) => (name === "fail-on" ? value : ""), "/ws");
    expect(FAIL_ON.map((value) => withFailOn(value).failOn)).toEqual([...FAIL_ON]);
    expect(() => withFailOn("sometimes")).toThrow(/fail-on/);
  });
});
