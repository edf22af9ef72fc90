// Rules own their detection (docs/architecture.md "How to add a rule"): a gate rule's id is
// written only in its own file, every registered rule has its file and its test file, and a gate
// finding's title is its rule's title (followed by ": detail"). Each check is shown to catch a
// planted violation below.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type GateRuleId, RULES } from "../../src/rules/index.js";
import { gateFinding } from "../../src/sync/check/rules/define.js";
import { GATE_CHECKS, type PostAssessmentRuleId } from "../../src/sync/check/rules/registry.js";
import { importGraph } from "./import-graph.js";
import { idsOutsideHome, kebab, tsFiles } from "./rule-homes.js";

const ROOT = process.cwd();
const REGISTERED = Object.keys(GATE_CHECKS) as (keyof typeof GATE_CHECKS)[];

/** Where the rules found outside the registry are made (registry.ts says why each is). */
const POST_ASSESSMENT: Record<PostAssessmentRuleId, string> = {
  MERGE_CONFLICT: "src/sync/check/merge-target.ts",
  OWNER_APPROVAL_REQUIRED: "src/sync/check/approval-decision.ts",
  WAIVER_STALE: "src/outcome/waivers.ts",
};

const HOMES = new Map<string, string>([
  ...REGISTERED.map((rule) => [rule, `src/sync/check/rules/${kebab(rule)}.ts`] as const),
  ...Object.entries(POST_ASSESSMENT),
]);

/** Files that may name a rule they do not make, each with its reason. */
const ALLOWED: Record<string, readonly string[]> = {
  // The registry's type names the post-assessment rules, to leave them out of the registry.
  MERGE_CONFLICT: ["src/sync/check/rules/registry.ts"],
  WAIVER_STALE: ["src/sync/check/rules/registry.ts"],
  // The relay checks the approvals a fork's report claims, by their rule: it loads none of the check.
  OWNER_APPROVAL_REQUIRED: ["src/sync/check/rules/registry.ts", "src/action/relay-approvals.ts"],
  PROTECTION_WEAKENED: ["src/action/relay-approvals.ts"],
};

const SOURCES = tsFiles(ROOT, "src").filter((f) => !f.path.startsWith("src/rules/"));

describe("every gate rule has one home", () => {
  it("the registry and the post-assessment rules are the table's gate rules, each once", () => {
    const gateRules = Object.keys(RULES).filter((id) =>
      ["fail-closed", "protection-weakened"].includes(RULES[id as GateRuleId].category),
    );
    expect([...HOMES.keys()].sort()).toEqual(gateRules.sort());
    for (const rule of REGISTERED) expect(GATE_CHECKS[rule].rule).toBe(rule);
  });

  it("writes a gate rule's id only in its own file (and where the allow list says why)", () => {
    expect(idsOutsideHome(SOURCES, HOMES, ALLOWED)).toEqual([]);
    for (const home of HOMES.values()) expect(existsSync(join(ROOT, home)), home).toBe(true);
  });

  it("has a test file for every registered rule, named after it", () => {
    const missing = REGISTERED.map((rule) => `test/sync/check/rules/${kebab(rule)}.test.ts`).filter(
      (file) => !existsSync(join(ROOT, file)),
    );
    expect(missing).toEqual([]);
  });

  it("titles each gate finding with its rule's title, whatever the detail", () => {
    for (const rule of HOMES.keys()) {
      const id = rule as GateRuleId;
      const level = "ALERT" as const;
      expect(gateFinding(id, { level, message: "m" }).title).toBe(RULES[id].title);
      expect(gateFinding(id, { level, message: "m", detail: "contract orders" }).title).toBe(
        `${RULES[id].title}: contract orders`,
      );
    }
    // Only define.ts writes a gate finding's title under sync/check (an approved approval included).
    const titled = SOURCES.filter((f) => f.path.startsWith("src/sync/check/"))
      .filter((f) => /^\s*title:/m.test(f.text))
      .map((f) => f.path);
    expect(titled).toEqual([]);
  });
});

/** The check's pipeline: the only files under sync/check that assess a report. */
const PIPELINE = ["src/sync/check/pipeline.ts", "src/sync/check/changed-files-check.ts"];
/** Files under sync/check that make a list of findings besides the pipeline's assessment, with why. */
const DERIVING: Record<string, string> = {
  // The base's own list (of the rules that can pre-exist), what the head's is compared with.
  "src/sync/check/base-findings.ts": "outcome/findings.js",
  // The base's violations, the same comparison for contract violations.
  "src/sync/check/existing-debt.ts": "outcome/findings.js",
  // A new waiver's approvers are those of the counted findings it matches, before any is waived.
  "src/sync/check/waiver-approvals.ts": "outcome/findings.js",
};

/** Files of `graph` under sync/check importing `module` but those `allowed`. */
function importersOf(
  files: readonly { path: string; imports: string[] }[],
  module: string,
  allowed: readonly string[],
): string[] {
  return files
    .filter((f) => f.path.startsWith("src/sync/check/") && !allowed.includes(f.path))
    .filter((f) => f.imports.includes(module))
    .map((f) => f.path);
}

describe("findings are derived once, in the pipeline", () => {
  const graph = importGraph(ROOT);
  it("assesses a report only in the pipeline", () => {
    expect(importersOf(graph, "src/outcome/assessment.ts", PIPELINE)).toEqual([]);
    for (const file of PIPELINE)
      expect(graph.find((f) => f.path === file)?.imports).toContain("src/outcome/assessment.ts");
  });

  it("makes lists of findings only where the allow list says why", () => {
    expect(importersOf(graph, "src/outcome/findings.ts", Object.keys(DERIVING))).toEqual([]);
    const planted = [{ path: "src/sync/check/impact.ts", imports: ["src/outcome/assessment.ts"] }];
    expect(importersOf(planted, "src/outcome/assessment.ts", PIPELINE)).toEqual(["src/sync/check/impact.ts"]);
  });
});

describe("the rule-home checks catch what they look for", () => {
  it("an id written outside its home, unless allowed", () => {
    const homes = new Map([["ASSET_MOVED", "src/sync/check/rules/asset-moved.ts"]]);
    const planted = [
      { path: "src/sync/check/rules/asset-moved.ts", text: 'defineCheck("ASSET_MOVED", f)' },
      { path: "src/sync/check/approvals.ts", text: 'if (f.rule === "ASSET_MOVED") return;' },
      { path: "src/report/markdown.ts", text: "const r = `ASSET_MOVED`;" },
      { path: "src/sync/check/moves.ts", text: "// ASSET_MOVED in a comment is no literal" },
    ];
    expect(idsOutsideHome(planted, homes, {})).toEqual([
      "src/sync/check/approvals.ts: ASSET_MOVED",
      "src/report/markdown.ts: ASSET_MOVED",
    ]);
    expect(idsOutsideHome(planted, homes, { ASSET_MOVED: ["src/report/markdown.ts"] })).toEqual([
      "src/sync/check/approvals.ts: ASSET_MOVED",
    ]);
  });

  it("a rule's file name, and a missing level for a rule at the contract's level", () => {
    expect(kebab("CONTRACT_POINTS_AT_NO_ASSET")).toBe("contract-points-at-no-asset");
    expect(() => gateFinding("ASSET_MOVED", { message: "m" })).toThrow(/needs its level/);
    expect(gateFinding("CONFIG_INVALID", { message: "m" }).level).toBe("BLOCK");
  });
});
