import type { LoadedConfig } from "../../config/index.js";
import type { RepoFiles } from "../../git/files.js";
import type { CheckReport } from "../../outcome/model.js";
import { type ReadTarget, sharedFolderRule } from "../../schema/index.js";
import { type ChangeSet, classifyChanges, SourceMap } from "../changes.js";
import { type GitPort, type Logger, type ServicePort, silentLogger } from "../ports.js";
import { checkedRange } from "./merge-target.js";
import { type CheckOutcome, type CheckRequest, checkOutcome, loadConfigs } from "./request.js";

export { type CheckOutcome, type CheckRequest, ConfigNotFoundError } from "./request.js";

/**
 * The pull request check (README "Architecture", docs/findings.md): changed schema
 * files become assets at the base and the head; the base versions are registered, the head versions checked
 * against their contracts; changed contracts are checked against their assets
 * (phases.ts). Knows nothing of GitHub or HTTP. A pull request that changes
 * no schema file, no contract file and not the config (a README-only one) is
 * answered here, without loading the contracts, the compliance rules or a reader.
 * The head is judged as merged into the base tip (merge-target.ts).
 */
export async function runCheck(
  asked: CheckRequest,
  ports: { git: GitPort; service: ServicePort; log?: Logger; warmService?: (() => void) | undefined },
): Promise<CheckOutcome> {
  const log = ports.log ?? silentLogger;
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
  const changes = classifyChanges(changed, config.base.rules, sources);
  log.info(
    `${changed.length} changed files: ${changes.schemaFiles.length} schema files, ${changes.contractFiles.length} contract files`,
  );
  if (nothingToCheck(changes, config)) {
    return checkOutcome({ ...EMPTY_REPORT, findings: [] }, 0, changed.length);
  }
  // The embedded service will be asked: its PGlite starts now, while the files are read.
  if (request.embedded && !(await largeMigrationFolder(changes.baseTargets, baseFiles)))
    ports.warmService?.();
  const { checkChanges } = await import("./phases.js");
  return checkChanges(
    { request, config, sources, changes, changedCount: changed.length, headFiles, baseFiles },
    { git: ports.git, service: ports.service, log },
  );
}

const EMPTY_REPORT: CheckReport = { checks: [], uncontracted: [], contractChanges: [], unreadable: [] };

/** No schema or contract file changed, the config neither, and it is valid: nothing to read or judge. */
function nothingToCheck(changes: ChangeSet, config: { head: LoadedConfig; changed: boolean }): boolean {
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

/** Migration folders with at least this many files replay for a second or more (2,000 take ~7 s). */
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
