// Mutation testing (StrykerJS) of the modules that decide a verdict or keep tenants apart:
// `npm run mutation` (README "Development"). Not part of `npm test`: a full run takes hours on
// two cores. Survivors that no test can kill are listed, with a reason, in survivors.md beside this.

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "mutation/vitest.config.ts", related: true },
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.json",
  // Only the files that decide: compliance rules and the verdict, the check's gates and plans, the
  // assessment and the CI formats, the rule table, workspace-scoped queries, and authentication.
  mutate: [
    "src/compliance/**/*.ts",
    // The pull request check's pipeline: its gates, protection, moves, debt, waiver ledger and phases.
    "src/sync/check/*.ts",
    "src/sync/reconcile-plan.ts",
    // What a check amounts to: findings, assessment, existing debt, waivers.
    "src/outcome/assessment.ts",
    "src/outcome/findings.ts",
    "src/outcome/existing-debt.ts",
    "src/outcome/waivers.ts",
    "src/report/formats/**/*.ts",
    "src/rules/**/*.ts",
    "src/service/contracts.ts",
    "src/service/contract-list.ts",
    "src/service/contract-writes.ts",
    "src/service/assets.ts",
    "src/service/asset-checks.ts",
    "src/service/enforced-contracts.ts",
    "src/service/actions.ts",
    "src/service/configurations.ts",
    "src/service/lineage.ts",
    "src/service/notifications.ts",
    "src/service/sso.ts",
    "src/service/webhooks.ts",
    "src/service/keys.ts",
    // The server's authentication: the X-API-KEY check that picks the caller's workspace.
    "src/server/guard.ts:49-62",
  ],
  // Runs again only mutants whose code or covering tests changed since the last run.
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  coverageAnalysis: "perTest",
  ignoreStatic: true,
  concurrency: 1,
  timeoutMS: 20_000,
  // The first run is the whole suite (without e2e) with per-test coverage: minutes, past the default 5.
  dryRunTimeoutMinutes: 45,
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 95, low: 85, break: null },
};
