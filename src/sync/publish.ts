import type { ContractCreate } from "../api/resources.js";
import { type PageLimits, Pager } from "../client/pages.js";
import { loadConfig } from "../config/index.js";
import { contractResourceNames, loadContracts, toContractCreate } from "../contracts/index.js";
import { diskParsedContracts, type ParsedContractStore } from "../contracts/parse-cache.js";
import { errorMessage } from "../error-message.js";
import { normaliseRepoPath, type RepoFiles } from "../git/files.js";
import type { PullRequestInfo } from "../github/github-api.js";
import { planCounts } from "../outcome/plan.js";
import type { Diagnostic, ReadAsset } from "../schema/model.js";
import { type AssetPlan, listHeldAssets, planAssets, registerPlannedAssets } from "./asset-plan.js";
import { readRepositoryAssets, SourceMap } from "./asset-reads.js";
import { assetsNamed, readNamedAssets } from "./named-reads.js";
import { pagedService } from "./paged-service.js";
import {
  type GitPort,
  type Logger,
  type PullRequestLookup,
  type ServicePort,
  silentLogger,
} from "./ports.js";
import { ledgerAt, withPublishedWaivers } from "./published-waivers.js";
import { listHeldContracts, provenanceByFile, writeContracts } from "./reconcile-apply.js";
import { type PlanEntry, planReconcile, type ReconcilePlan } from "./reconcile-plan.js";

export interface PublishRequest {
  /** The commit before the push, when known (all zeros for a new branch): only for the log. */
  before?: string | undefined;
  /** The pushed commit: the repository as it is there is what the service must hold. */
  after: string;
  configPath: string;
  /** Web address of the repository (`https://github.com/acme/shop`): gitRepo. */
  repositoryUrl: string | undefined;
  defaultDataSource?: string | undefined;
  /** Compute and return the plan, change nothing. */
  dryRun?: boolean | undefined;
  /** Items and bytes per bulk request (defaults fit the reference server; a 413 lowers them). */
  requestLimits?: Partial<PageLimits> | undefined;
  /** Contract files parsed before, by blob id (default: the cache folder's; none with the read cache off). */
  parsedContracts?: ParsedContractStore | undefined;
}

export interface PublishOutcome {
  plan: ReconcilePlan;
  /** Contracts created or updated, as the service took them (with provenance), or as they would be sent on a dry run. */
  published: ContractCreate[];
  /** Contracts archived (their files are gone), as the service took them. */
  archived: ContractCreate[];
  /** The assets contracts name, against what the service holds (absent on a dry run or after a failure). */
  assetPlan?: AssetPlan | undefined;
  assetsRegistered: number;
  /** Files that could not be read, and contracts or assets the service refused (nothing of theirs was published). */
  diagnostics: Diagnostic[];
  pullRequest: PullRequestInfo | undefined;
  /** Set when the service failed midway: what did not reach it (the next run sends it). */
  failure?: PublishFailure | undefined;
}

export interface PublishFailure {
  message: string;
  /** Contract writes not applied. */
  notApplied: PlanEntry[];
  /** Assets not registered (none when the contract writes failed: assets come after them). */
  assetsNotApplied: ReadAsset[];
}

type PublishPorts = {
  git: GitPort;
  service: ServicePort;
  github?: PullRequestLookup | undefined;
  log?: Logger;
};

/**
 * Reconcile on merge (Git is the source of truth: docs/architecture.md): the plan from
 * the whole repository at `after` against what the service holds for this
 * repository, then the plan applied (contracts with the provenance of the
 * commit that last changed their file, then the assets that contracts name).
 * Running it again finds every contract unchanged and sends nothing.
 */
export async function runPublish(request: PublishRequest, ports: PublishPorts): Promise<PublishOutcome> {
  const { git } = ports;
  const service = pagedService(ports.service, new Pager(request.requestLimits));
  const log = ports.log ?? silentLogger;
  const files = git.filesAt(request.after);
  const range =
    request.before && !/^0+$/.test(request.before) ? ` (push ${request.before.slice(0, 12)}..)` : "";
  log.info(`reconciling the service with the repository at ${request.after.slice(0, 12)}${range}`);
  const { rules, diagnostics } = await loadConfig(files, request.configPath);
  const parsedContracts = "parsedContracts" in request ? request.parsedContracts : diskParsedContracts();
  const loaded = await loadContracts(files, rules, undefined, parsedContracts);
  diagnostics.push(...loaded.diagnostics);
  const gitRepo = request.repositoryUrl ?? (await git.provenance(request.after)).repositoryUrl;
  if (!gitRepo) log.warn("the repository has no web address (remote or --repo-url): nothing is archived");
  // The assets the service holds are listed meanwhile (contract writes do not change them): on a
  // monorepo both listings are thousands of rows, and the service answers one while the other is read.
  const heldAssets = request.dryRun ? undefined : settled(listHeldAssets(service));
  const held = await listHeldContracts(service);
  // The waiver ledger's entries go with the contracts they name (published-waivers.ts).
  const waivers = withPublishedWaivers(
    loaded.contracts.map((c) => ({ ...toContractCreate(c), ...(gitRepo ? { gitRepo } : {}) })),
    held,
    await ledgerAt(files),
  );
  diagnostics.push(...waivers.diagnostics);
  for (const w of waivers.unattributed)
    log.warn(
      `${w.line ? `line ${w.line} of ` : ""}the waiver ledger names no contract of the repository (add contract: or asset:): published with none`,
    );
  const unreadable = new Set(loaded.diagnostics.map((d) => d.file));
  const plan = planReconcile(waivers.contracts, held, gitRepo, unreadable);
  logPlan(plan, log);
  const toSend = plan.entries.filter((e) => e.body !== undefined);
  const outcome: PublishOutcome = {
    plan,
    published: bodiesOf(toSend, ["create", "update"]),
    archived: bodiesOf(toSend, ["archive"]),
    assetsRegistered: 0,
    diagnostics,
    pullRequest: undefined,
  };
  if (request.dryRun) return outcome;

  outcome.pullRequest = await ports.github?.findPullRequestForCommit(request.after);
  const provenance = await provenanceByFile(toSend, {
    after: request.after,
    gitRepo,
    git,
    github: ports.github,
  });
  const bodies = toSend.map((e) => ({ ...(e.body as ContractCreate), ...provenance.get(e.filePath ?? "") }));
  const archiveIds = new Set(toSend.filter((e) => e.action === "archive").map((e) => e.id));
  outcome.published = bodies.filter((b) => !archiveIds.has(b.id));
  outcome.archived = bodies.filter((b) => archiveIds.has(b.id));
  const written = await writeContracts(service, bodies);
  // What the service took: a body refused as too large, or not sent after a failure, is not published.
  outcome.published = outcome.published.filter((b) => written.written.has(b.id));
  outcome.archived = outcome.archived.filter((b) => written.written.has(b.id));
  for (const { body, reason } of written.tooLarge) {
    const name = body.contractSpec.name ?? body.id;
    diagnostics.push({
      file: body.filePath ?? body.id,
      severity: "error",
      message: `contract ${name}: ${reason}`,
    });
  }
  if (written.error !== undefined) {
    const notApplied = toSend.filter((e) => !written.written.has(e.id));
    const message = `the service failed after ${written.written.size} of ${toSend.length} contract writes: ${errorMessage(written.error)}`;
    log.warn(`${message}; not applied: ${notApplied.map((e) => `${e.action} ${e.name}`).join(", ")}`);
    outcome.failure = { message, notApplied, assetsNotApplied: [] };
    return outcome;
  }
  const names = new Set(loaded.contracts.flatMap((c) => contractResourceNames(c.contract)));
  const sources = new SourceMap(rules, request.defaultDataSource);
  // Not a dry run (it returned above): the listing started with the contracts'.
  const assetsHeld = await (heldAssets ?? settled(listHeldAssets(service)));
  await publishAssets({ request, git, service, log, files, sources, names, outcome, held: assetsHeld });
  return outcome;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A promise that never rejects (one awaited later must not be an unhandled rejection meanwhile). */
function settled<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

/**
 * The assets the contracts name, planned against the service's listing and the created and
 * updated ones registered; what the service refused or did not take goes into `outcome`.
 */
async function publishAssets(run: {
  request: PublishRequest;
  git: GitPort;
  service: ServicePort;
  log: Logger;
  files: RepoFiles;
  sources: SourceMap;
  names: ReadonlySet<string>;
  outcome: PublishOutcome;
  held: Settled<Map<string, string | undefined>>;
}): Promise<void> {
  const { request, git, service, log, sources, names, outcome } = run;
  if (!run.held.ok) {
    const message = `the service failed listing its assets: ${errorMessage(run.held.error)}`;
    log.warn(`${message}; no asset was registered`);
    outcome.failure = { message, notApplied: [], assetsNotApplied: [] };
    return;
  }
  const held = run.held.value;
  // An asset a contract names that the service lacks (an earlier run failed partway) is looked for everywhere.
  const lacking = [...names].some((name) => !held.has(name));
  const scope = lacking ? undefined : await assetScope(request, git, sources, outcome.plan);
  const assets = scope
    ? assetsNamed(await readRepositoryAssets(run.files, sources, scope), names)
    : await readAllNamed(run.files, sources, names, log);
  const assetPlan = planAssets(assets, held);
  outcome.assetPlan = assetPlan;
  const { create, update, unchanged } = assetPlan.counts;
  if (assets.length > 0)
    log.info(`assets: ${create} to register, ${update} to update, ${unchanged} unchanged`);
  const registered = await registerPlannedAssets(service, assetPlan, outcome.pullRequest?.url);
  outcome.diagnostics.push(...registered.diagnostics);
  outcome.assetsRegistered = registered.registered;
  if (registered.failure) {
    const { message, notApplied } = registered.failure;
    log.warn(`${message}; not registered: ${notApplied.map((a) => a.resourceName).join(", ")}`);
    outcome.failure = { message, notApplied: [], assetsNotApplied: notApplied };
  } else if (create + update > 0) {
    log.info(`registered ${registered.registered} assets that contracts name`);
  }
}

/** Every asset the contracts name, from the read targets that can yield one (named-reads.ts). */
async function readAllNamed(
  files: RepoFiles,
  sources: SourceMap,
  names: ReadonlySet<string>,
  log: Logger,
): Promise<ReadAsset[]> {
  const { assets, read, targets } = await readNamedAssets(files, sources, names);
  log.info(
    `read ${read.length} of ${targets} schema files and folders: those that can yield an asset a contract names`,
  );
  return assets;
}

/**
 * The read targets whose assets this push (re)registers: a contract created or updated needs
 * its assets, which only reading every schema file finds, so then all (undefined); so too for
 * a new branch, an unknown `before` or a changed config. Otherwise the assets the service
 * holds are as registered before, except those whose files the push changed: only those.
 */
async function assetScope(
  request: PublishRequest,
  git: GitPort,
  sources: SourceMap,
  plan: ReconcilePlan,
): Promise<Set<string> | undefined> {
  const { before, after, configPath } = request;
  if (!before || /^0+$/.test(before) || plan.counts.create + plan.counts.update > 0) return undefined;
  let changed: Awaited<ReturnType<GitPort["changedFiles"]>>;
  try {
    changed = await git.changedFiles(before, after);
  } catch {
    return undefined; // `before` is not in the checkout: read everything
  }
  const paths = changed.flatMap((f) => (f.previousPath ? [f.path, f.previousPath] : [f.path]));
  if (paths.includes(normaliseRepoPath(configPath))) return undefined;
  const targets = new Set<string>();
  for (const path of paths) {
    const target = sources.targetOf(path);
    if (target) targets.add(target.path);
  }
  return targets;
}

function bodiesOf(entries: readonly PlanEntry[], actions: PlanEntry["action"][]): ContractCreate[] {
  return entries.filter((e) => actions.includes(e.action)).map((e) => e.body as ContractCreate);
}

function logPlan(plan: ReconcilePlan, log: Logger): void {
  const { create, update, archive } = plan.counts;
  log.info(create + update + archive === 0 ? planCounts(plan) : `plan: ${planCounts(plan)}`);
}
