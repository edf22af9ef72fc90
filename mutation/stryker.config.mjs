import { readdirSync } from "node:fs";
import { levelRanges, scopingRanges } from "./focus.mjs";

// Mutation testing (StrykerJS) of the modules that decide a verdict or keep tenants apart:
// `npm run mutation` (docs/contributing.md "Development"). Not part of `npm test`: a full run takes hours on
// two cores. Survivors that no test can kill are listed, with a reason, in survivors.md beside this.

// The modules, in groups that each run (and keep their incremental file) on their own: a full run
// takes hours on two cores, and a group that finished stays finished when a later one is cut off.
// MUTATION_SCOPE=<group> runs one group; without it, all of them at once.
const groups = {
  // Compliance rules and the verdict.
  compliance: ["src/compliance/**/*.ts"],
  // The pull request check's pipeline (gates, protection, moves, debt, waiver ledger, phases) and
  // the reconcile plan.
  check: ["src/sync/check/**/*.ts", "src/sync/reconcile-plan.ts"],
  // What a check amounts to: findings, assessment, existing debt, waivers; the CI formats; the rule table.
  outcome: [
    "src/outcome/assessment.ts",
    "src/outcome/findings.ts",
    "src/outcome/existing-debt.ts",
    "src/outcome/waivers.ts",
    "src/report/formats/**/*.ts",
    "src/rules/**/*.ts",
  ],
  // Workspace-scoped queries, and the server's X-API-KEY check that picks the caller's workspace.
  service: [
    "src/service/contracts.ts",
    "src/service/contract-list.ts",
    "src/service/contract-writes.ts",
    "src/service/assets.ts",
    "src/service/asset-owners.ts",
    "src/service/epoch-cache.ts",
    "src/service/asset-checks.ts",
    "src/service/enforced-contracts.ts",
    "src/service/actions.ts",
    "src/service/configurations.ts",
    "src/service/lineage.ts",
    "src/service/notifications.ts",
    "src/service/sso.ts",
    "src/service/webhooks.ts",
    "src/service/keys.ts",
    "src/server/guard.ts:49-62",
  ],
};
// The parts held to 100% (focus.mjs), each a run of its own: the whole check and service groups
// take hours on two cores (CLI tests that start git and PGlite for every mutant).
const focusGroups = {
  levels: levelRanges(),
  scoping: [
    ...scopingRanges(groups.service.filter((file) => !file.includes(":"))),
    ...groups.service.filter((file) => file.includes(":")),
  ],
};
// The check group in three parts of about 700 mutants, each a run of its own that fits a sitting
// (the whole group is over two hours): the pipeline's driver, the gates and approvals, the rest.
const checkParts = {
  "check-pipeline": [
    "changed-files-check",
    "check-reads",
    "check-report",
    "service-answers",
    "uncontracted-changes",
    "pipeline",
    "check-request",
    "merge-target",
  ],
  "check-gates": [
    "rules/protection-weakened",
    "coverage-losses",
    "rules/contract-points-at-no-asset",
    "rules/config-invalid",
    "rules/contract-invalid",
    "rules/define",
    "approvals",
    "approval-decision",
    "rules/contract-version-not-bumped",
  ],
};
const partFiles = Object.fromEntries(
  Object.entries(checkParts).map(([name, stems]) => [name, stems.map((s) => `src/sync/check/${s}.ts`)]),
);
const named = new Set(Object.values(partFiles).flat());
partFiles["check-rest"] = [
  ...readdirSync("src/sync/check", { recursive: true })
    .filter((f) => f.endsWith(".ts"))
    .map((f) => `src/sync/check/${f}`)
    .filter((f) => !named.has(f)),
  "src/sync/reconcile-plan.ts",
];
const wholeGroups = { ...groups };
Object.assign(groups, focusGroups, partFiles);
const scopeName = process.env.MUTATION_SCOPE ?? "all";
if (scopeName !== "all" && !(scopeName in groups)) {
  throw new Error(`MUTATION_SCOPE=${scopeName}: not one of ${Object.keys(groups).join(", ")}, all`);
}
const scope = {
  name: scopeName,
  mutate: scopeName === "all" ? Object.values(wholeGroups).flat() : groups[scopeName],
};

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "mutation/vitest.config.ts", related: true },
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.json",
  // Only the files that decide: compliance rules and the verdict, the check's gates and plans, the
  // assessment and the CI formats, the rule table, workspace-scoped queries, and authentication.
  mutate: scope.mutate,
  // Runs again only mutants whose code or covering tests changed since the last run. The file is
  // committed (mutation/incremental/), so a later run on another machine starts from this one.
  incremental: true,
  incrementalFile: `mutation/incremental/${scope.name}.json`,
  coverageAnalysis: "perTest",
  ignoreStatic: true,
  concurrency: 1,
  timeoutMS: 20_000,
  // The first run is the whole suite (without e2e) with per-test coverage: minutes, past the default 5.
  dryRunTimeoutMinutes: 45,
  tempDirName: `.stryker-tmp-${scope.name}`,
  // Another group's sandbox (a run still cleaning up, or one running beside this) is not copied.
  ignorePatterns: ["/.stryker-tmp-*", "/reports"],
  cleanTempDir: "always",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: `reports/mutation/${scope.name}/index.html` },
  jsonReporter: { fileName: `reports/mutation/${scope.name}/mutation.json` },
  thresholds: { high: 95, low: 85, break: null },
};
