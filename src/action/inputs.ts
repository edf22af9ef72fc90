/**
 * The action's inputs and outputs, declared once. action.yml mirrors this table
 * (a test checks that names, defaults and descriptions agree), so the parser,
 * the docs and the runner can never drift apart.
 */
export const INPUTS = {
  apiUrl: { name: "api-url", default: "" },
  apiKey: { name: "api-key", default: "" },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, evaluated by the runner
  githubToken: { name: "github-token", default: "${{ github.token }}" },
  config: { name: "config", default: ".github/contract-sync.yml" },
  mode: { name: "mode", default: "auto" },
  comment: { name: "comment", default: "true" },
  failOn: { name: "fail-on", default: "" },
  workingDirectory: { name: "working-directory", default: "." },
  dryRun: { name: "dry-run", default: "false" },
  maxRequestItems: { name: "max-request-items", default: "" },
  maxRequestBytes: { name: "max-request-bytes", default: "" },
  rateLimitWait: { name: "rate-limit-wait", default: "300" },
} as const;

export const OUTPUTS = {
  verdict: "verdict",
  violations: "violations",
  assetsChecked: "assets-checked",
  existingDebt: "existing-debt",
  waived: "waived",
  contractsPublished: "contracts-published",
  contractsCreated: "contracts-created",
  contractsUpdated: "contracts-updated",
  contractsArchived: "contracts-archived",
  contractsUnchanged: "contracts-unchanged",
  commentUrl: "comment-url",
  report: "report",
  relayReport: "relay-report",
} as const;

export type InputKey = keyof typeof INPUTS;
export type OutputKey = keyof typeof OUTPUTS;

export const MODES = ["auto", "check", "publish", "plan", "relay"] as const;
export type Mode = (typeof MODES)[number];
