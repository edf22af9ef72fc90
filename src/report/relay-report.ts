import type { CheckReport } from "../outcome/model.js";

/**
 * The report a pull request's check leaves for the fork relay (docs/workflow.md "Comments on pull requests from forks"): the check report itself, not its markdown, so the relay
 * renders the comment anew through the one inert path (report/markdown.ts) and no text
 * the run wrote reaches the comment as markup. Parsed by relay-report-schema.ts; this
 * file loads no zod, as a check run only writes it.
 */
export const RELAY_FORMAT = "contract-sync-relay/1";
/** The file the check writes (output `relay-report`) and the relay looks for in the artifact. */
export const RELAY_REPORT_FILE = "contract-sync-relay.json";
/** The artifact's name in the README's workflows: the relay downloads only this one. */
export const RELAY_ARTIFACT = "contract-sync-relay";

/** Bounds the relay holds a report to; a check writes nothing larger. */
export const RELAY_LIMITS = {
  /** The JSON file. */
  fileBytes: 8 * 1024 * 1024,
  /**
   * The zip that carries it: a report compresses some 80 times (4,800 violations: 1.6 MB in
   * 21 KB), and inflating a forged zip costs work in proportion to its size, so this stays small.
   */
  zipBytes: 1024 * 1024,
  /** Items of any one list (asset checks, violations of one, changes, findings). */
  listItems: 20_000,
  /** Any one text (a name, a message, a path). */
  textChars: 4_096,
} as const;

export interface RelayReport {
  format: typeof RELAY_FORMAT;
  /** The pull request the check ran for, as its event said: the relay checks it against GitHub. */
  pullRequest: number;
  headSha: string;
  /** GITHUB_JOB of the check: with the run's workflow name, the comment's marker. */
  job: string;
  assetsChecked: number;
  report: CheckReport;
}

/**
 * The relay report as JSON. A contract's `fileUri` (a link the service made) is left out:
 * the relay builds links only to this repository's files, so a forged report links nowhere else.
 */
export function relayReportJson(relay: Omit<RelayReport, "format">): string {
  const whole: RelayReport = { format: RELAY_FORMAT, ...relay };
  return JSON.stringify(whole, (key, value: unknown) => (key === "fileUri" ? undefined : value));
}
