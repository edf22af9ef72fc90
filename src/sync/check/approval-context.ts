import type { LoadedConfig } from "../../config/index.js";
import type { LoadedContract } from "../../contracts/index.js";
import type { RepoFiles } from "../../git/files.js";
import type { BaseScope } from "./base-contracts.js";
import type { Ledgers } from "./check-start.js";
import type { ChangedContracts } from "./contract-changes.js";

/** What the approval step reads of a check: its base, its changed contracts, its files. */
export interface ApprovalContext {
  /** The base's configuration: who approves, at what level. */
  config: LoadedConfig;
  /** The head's configuration: who would approve after the merge (a change of it needs the base's owners). */
  headConfig: LoadedConfig;
  changedFiles: ChangedContracts;
  baseContracts: readonly LoadedContract[];
  baseScope: BaseScope;
  baseFiles: RepoFiles;
  headFiles: RepoFiles;
  /** The waiver ledger at each end, as the check read it. */
  ledgers: Ledgers;
  /** The run's day (check-start.ts `today`). */
  today: string;
}
