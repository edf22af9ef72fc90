import type { LoadedConfig } from "../../config/index.js";
import type { RepoFiles } from "../../git/files.js";
import { type CheckOutcome, checkOutcome } from "../../outcome/assessment.js";
import type { CheckReport } from "../../outcome/model.js";
import { type ReadTarget, sharedFolderRule } from "../../schema/index.js";
import { DEFAULT_WAIVER_FILE, readWaiverLedger, utcToday } from "../../waivers/ledger.js";
import { type ChangeSet, classifyChanges, SourceMap } from "../asset-reads.js";
import { withDescriptionInputs } from "../description-inputs.js";
import { type ApprovalPort, type GitPort, type Logger, type ServicePort, silentLogger } from "../ports.js";
import { withSchemaDependents } from "../schema-dependents.js";
import { type CheckRequest, type LoadedConfigs, loadConfigs } from "./check-request.js";
import { CODEOWNERS_FILES } from "./codeowners.js";
import { checkedRange } from "./merge-target.js";

export type { CheckOutcome } from "../../outcome/assessment.js";
export { type CheckRequest, ConfigNotFoundError } from "./check-request.js";

/**
 * The pull request check (docs/contributing.md "Architecture", docs/findings.md), top to bottom: the range,
 * the configuration at both ends, the changed files sorted into read targets; then (only when a
 * schema file, a contract file or the config changed) the files read at both ends, the contracts
 * that judge them, the service asked, its answers and the changed contracts judged, and one
 * report assessed once. Knows nothing of GitHub or HTTP. A README-only pull request is answered
 * before the rest of the check (changed-files-check.ts) is loaded: no contracts, compliance rules or reader.
 */
export async function runCheck(
  asked: CheckRequest,
  ports: {
    git: GitPort;
    service: ServicePort;
    log?: Logger;
    warmService?: (() => void) | undefined;
    /** The pull request's reviews; without it (the CLI) changes that need an owner's approval block. */
    approvals?: ApprovalPort | undefined;
  },
): Promise<CheckOutcome> {
  const log = ports.log ?? silentLogger;
  // The head as merged into the base tip (merge-target.ts).
  const range = await checkedRange(asked, ports.git, log);
  if ("conflict" in range) return checkOutcome({ ...EMPTY_REPORT, findings: [range.conflict] }, 0, 0);
  const request = { ...asked, base: range.base, head: range.head };
  const headFiles = ports.git.filesAt(request.head);
  const baseFiles = ports.git.filesAt(request.base);
  // `git diff` runs while the configs are read; its failure is awaited (and thrown) below.
  const diff = ports.git.changedFiles(request.base, request.head);
  diff.catch(() => {});
  const config = await loadConfigs(request, baseFiles, headFiles);
  const sources = await sourceMapOf(config.base, request, baseFiles, headFiles);
  const changed = await diff;
  const ends = { base: baseFiles, head: headFiles };
  const described = await withDescriptionInputs(
    classifyChanges(changed, config.base.rules, sources),
    changed,
    sources,
    ends,
  );
  // An asset whose read uses a changed sibling, import or $ref file changed too (attack54 F3).
  const changes = await withSchemaDependents(described, sources, ends);
  log.info(
    `${changed.length} changed files: ${changes.schemaFiles.length} schema files, ${changes.contractFiles.length} contract files`,
  );
  const ledgerChanged = changed.some((f) => [f.path, f.previousPath].includes(DEFAULT_WAIVER_FILE));
  // Who owns a contract file is who consents to it: a CODEOWNERS change is checked (consent-changes.ts).
  const ownersChanged = changed.some((f) =>
    CODEOWNERS_FILES.some((file) => [f.path, f.previousPath].includes(file)),
  );
  if (nothingToCheck(changes, config) && !ledgerChanged && !ownersChanged)
    return checkOutcome({ ...EMPTY_REPORT, findings: [] }, 0, changed.length);
  // The embedded service will be asked: its PGlite starts now, while the files are read.
  if (request.embedded && !(await largeMigrationFolder(changes.baseTargets, baseFiles)))
    ports.warmService?.();
  const start = {
    request,
    config,
    sources,
    changes,
    changedCount: changed.length,
    consentFilesChanged: ledgerChanged || ownersChanged,
    headFiles,
    baseFiles,
    // Read once here: the base's is applied, the head's validated, both compared for approvals.
    ledgers: { base: await readWaiverLedger(baseFiles), head: await readWaiverLedger(headFiles) },
    // The one clock of the run: every rule and the approvals judge expiry and sunsets on this day.
    today: utcToday(),
  };
  const { checkChangedFiles } = await import("./changed-files-check.js");
  return checkChangedFiles(start, {
    git: ports.git,
    service: ports.service,
    log,
    approvals: ports.approvals,
  });
}

const EMPTY_REPORT: CheckReport = { checks: [], uncontracted: [], contractChanges: [], unreadable: [] };

/** No schema or contract file changed, the config neither, and it is valid: nothing to read or judge. */
function nothingToCheck(changes: ChangeSet, config: LoadedConfigs): boolean {
  return (
    changes.schemaFiles.length === 0 &&
    changes.contractFiles.length === 0 &&
    !config.changed &&
    config.head.diagnostics.length === 0
  );
}

/** The base's rules; without a config, migration folders are where Postgres files share a folder (at either end). */
async function sourceMapOf(
  base: LoadedConfig,
  request: CheckRequest,
  baseFiles: RepoFiles,
  headFiles: RepoFiles,
): Promise<SourceMap> {
  if (base.found) return new SourceMap(base.rules, request.defaultDataSource);
  const paths = new Set([...(await baseFiles.listAll()), ...(await headFiles.listAll())]);
  return new SourceMap(base.rules, request.defaultDataSource, sharedFolderRule([...paths]));
}

/**
 * Migration folders with at least this many files replay for a second or more (`npm run bench --
 * action`, row "PR adding one migration to a folder of 2000, embedded, cold runner").
 */
const LARGE_FOLDER_FILES = 200;

/**
 * Whether the base holds a migration folder large enough for its replay state to be cached
 * (readers/postgres/state-cache.ts): its read may start the process's one PGlite from such a
 * state, or keep one, and either needs the PGlite not started yet, so the service is not warmed.
 */
async function largeMigrationFolder(targets: readonly ReadTarget[], files: RepoFiles): Promise<boolean> {
  for (const target of targets) {
    if (target.sourceType !== "postgres" || /\.(sql|pgsql|psql)$/i.test(target.path)) continue;
    if ((await files.listAll(target.path)).length >= LARGE_FOLDER_FILES) return true;
  }
  return false;
}
