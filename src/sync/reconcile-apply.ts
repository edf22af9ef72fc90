import type { Contract, ContractCreate } from "../api/resources.js";
import type { ContractProvenance } from "../contracts/index.js";
import type { PullRequestInfo } from "../github/github-api.js";
import { mapBounded } from "./bounded.js";
import { CONCURRENCY, PartialWriteError } from "./paged-service.js";
import type { GitPort, PullRequestLookup, ServicePort } from "./ports.js";
import type { PlanEntry } from "./reconcile-plan.js";

/** Paging of the service's listing: the interface's largest page. */
const PAGE = 500;

/** Every contract the service holds, page by page (all statuses: an ARCHIVED one may come back). */
export async function listHeldContracts(service: ServicePort): Promise<Contract[]> {
  const held: Contract[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await service.listContracts({ query: { limit: PAGE, offset } });
    held.push(...page);
    if (page.length < PAGE) return held;
  }
}

/**
 * Provenance per contract: the commit that last changed its file at `after`
 * (for an archive, the commit that deleted it) and the pull request that
 * brought that commit. Each commit is looked up once, a few at a time.
 */
export async function provenanceByFile(
  entries: readonly PlanEntry[],
  context: {
    after: string;
    gitRepo: string | undefined;
    git: GitPort;
    github?: PullRequestLookup | undefined;
  },
): Promise<Map<string, ContractProvenance>> {
  const { after, git, github } = context;
  const paths = [...new Set(entries.flatMap((e) => (e.filePath ? [e.filePath] : [])))];
  const lastChanges = await git.lastChanges(after, paths);
  const commitOf = (path: string) => lastChanges.get(path) ?? after;
  const shas = [...new Set(paths.map(commitOf))];
  const looked = await mapBounded(shas, CONCURRENCY, (sha) =>
    commitProvenance(sha, context.gitRepo, git, github),
  );
  if (looked.error) throw looked.error;
  const bySha = new Map(shas.map((sha, i) => [sha, looked.results[i] as ContractProvenance]));
  return new Map(paths.map((path) => [path, bySha.get(commitOf(path)) ?? {}]));
}

async function commitProvenance(
  sha: string,
  gitRepo: string | undefined,
  git: GitPort,
  github: PullRequestLookup | undefined,
): Promise<ContractProvenance> {
  const pullRequest: PullRequestInfo | undefined = await github?.findPullRequestForCommit(sha);
  // Who consented is who approved what was merged: a merged pull request's final head. An open or
  // unmerged one holding the commit (approved on another branch) consented to nothing here.
  const reviewers =
    pullRequest?.mergedAt !== undefined
      ? await github?.approvingReviewers(pullRequest.number, pullRequest.headSha)
      : undefined;
  const commit = await git.provenance(sha);
  return {
    gitHash: commit.sha,
    gitRepo: gitRepo ?? commit.repositoryUrl,
    gitUser: pullRequest?.author ?? commit.author.name,
    reviewers: reviewers ?? [],
    mergedAt: pullRequest?.mergedAt ?? commit.committer.date,
  };
}

export interface WriteResult {
  /** Ids the service confirmed. */
  written: Set<string>;
  /** The failure that stopped the writes; later pages were not sent. */
  error: unknown;
  /** Contracts the service refuses even alone (413), with why: the rest were written. */
  tooLarge: Array<{ body: ContractCreate; reason: string }>;
}

/** Sends the bodies through the paged service; says what went out when it stops partway. */
export async function writeContracts(
  service: ServicePort,
  bodies: readonly ContractCreate[],
): Promise<WriteResult> {
  if (bodies.length === 0) return { written: new Set(), error: undefined, tooLarge: [] };
  try {
    await service.createContracts([...bodies]);
    return { written: new Set(bodies.map((b) => b.id)), error: undefined, tooLarge: [] };
  } catch (error) {
    if (!(error instanceof PartialWriteError)) return { written: new Set(), error, tooLarge: [] };
    const partial = error as PartialWriteError<ContractCreate>;
    return {
      written: new Set(partial.applied.map((b) => b.id)),
      error: partial.failure,
      tooLarge: partial.tooLarge.map(({ item, reason }) => ({ body: item, reason })),
    };
  }
}
