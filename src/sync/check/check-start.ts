import type { RepoFiles } from "../../git/files.js";
import type { LedgerAt } from "../../waivers/ledger.js";
import type { ChangeSet, SourceMap } from "../asset-reads.js";
import type { CheckRequest, LoadedConfigs } from "./check-request.js";

/** What the pipeline found before any file was read: the config, the rules' sources and the changed files. */
export interface CheckStart {
  request: CheckRequest;
  config: LoadedConfigs;
  sources: SourceMap;
  changes: ChangeSet;
  changedCount: number;
  /** The pull request changes the waiver ledger or CODEOWNERS (either may concern any contract). */
  consentFilesChanged: boolean;
  headFiles: RepoFiles;
  baseFiles: RepoFiles;
  /** The waiver ledger at each end, read once: the base's is applied, the head's validated. */
  ledgers: Ledgers;
  /** The run's day in UTC (YYYY-MM-DD), taken once: waiver expiry, sunsets, team members' dateOut. */
  today: string;
}

export interface Ledgers {
  base: LedgerAt;
  head: LedgerAt;
}
