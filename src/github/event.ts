import { z } from "zod";

/**
 * The part of a workflow's event payload (GITHUB_EVENT_PATH) the sync needs:
 * which commits to compare, and which pull request to comment on.
 */
export type GitHubEvent =
  | {
      kind: "pull_request";
      action: string;
      number: number;
      url: string;
      title: string;
      author: string | undefined;
      draft: boolean;
      baseSha: string;
      baseRef: string;
      headSha: string;
      headRef: string;
      /** True when the head lives in another repository: the token is then read-only. */
      fromFork: boolean;
    }
  | {
      kind: "push";
      ref: string;
      /** All zeros when the branch was created by this push. */
      before: string;
      after: string;
      /** The pushed branch is the repository's default branch (a merge to publish). */
      onDefaultBranch: boolean;
      pusher: string | undefined;
      deleted: boolean;
    }
  | {
      kind: "workflow_run";
      /** The run that completed: its artifacts hold the report a fork's check left for the relay. */
      runId: number;
      /** Name of the workflow that ran (the check's GITHUB_WORKFLOW: the comment marker's first part). */
      workflowName: string;
      /** The event that triggered that run (`pull_request` for a check). */
      triggeringEvent: string;
      headSha: string;
      /** `owner/repo` the head commit came from; undefined when the fork is gone. */
      headRepository: string | undefined;
      /** This repository's `owner/repo`. */
      repository: string;
      /** Pull requests GitHub links to the run; empty for a fork's (GitHub leaves them out). */
      pullRequests: number[];
    }
  | {
      kind: "merge_group";
      /** checks_requested (check the group) or destroyed (merged, dequeued, invalidated: nothing to check). */
      action: string;
      /** Why a destroyed group went (merged, invalidated, dequeued). */
      reason: string | undefined;
      /** The queue's merge commit: the base with the group's pull requests merged in. */
      headSha: string;
      /** `refs/heads/gh-readonly-queue/<base>/pr-<n>-<sha>`. */
      headRef: string;
      /** The group's parent commit: what the queue merges onto. */
      baseSha: string;
      baseRef: string;
      /** Message of the queue's merge commit (data: it quotes pull request titles). */
      headCommitMessage: string;
    }
  | { kind: "other"; name: string };

const Sha = z.string().regex(/^[0-9a-f]{40}$/, "expected a 40-character commit SHA");
const Repo = z.looseObject({ full_name: z.string(), default_branch: z.string().optional() });

const PullRequestPayload = z.looseObject({
  action: z.string(),
  number: z.number().int().positive(),
  pull_request: z.looseObject({
    html_url: z.string(),
    title: z.string(),
    draft: z.boolean().optional(),
    user: z.looseObject({ login: z.string() }).nullable().optional(),
    head: z.looseObject({ sha: Sha, ref: z.string(), repo: Repo.nullable().optional() }),
    base: z.looseObject({ sha: Sha, ref: z.string(), repo: Repo }),
  }),
});

/** `pull_request_review` (submitted, dismissed, edited): the same pull request, without a top-level number. */
const ReviewPayload = z.looseObject({
  action: z.string(),
  pull_request: PullRequestPayload.shape.pull_request.extend({ number: z.number().int().positive() }),
});

const PushPayload = z.looseObject({
  ref: z.string(),
  before: Sha,
  after: Sha,
  deleted: z.boolean().optional(),
  pusher: z.looseObject({ name: z.string() }).optional(),
  repository: z.looseObject({ default_branch: z.string().optional(), master_branch: z.string().optional() }),
});

const WorkflowRunPayload = z.looseObject({
  workflow_run: z.looseObject({
    id: z.number().int().positive(),
    name: z.string().nullable().optional(),
    event: z.string(),
    head_sha: Sha,
    head_repository: Repo.nullable().optional(),
    pull_requests: z
      .array(z.looseObject({ number: z.number().int().positive() }))
      .nullable()
      .optional(),
  }),
  workflow: z.looseObject({ name: z.string() }).nullable().optional(),
  repository: Repo,
});

const MergeGroupPayload = z.looseObject({
  action: z.string(),
  reason: z.string().optional(),
  merge_group: z.looseObject({
    head_sha: Sha,
    head_ref: z.string(),
    base_sha: Sha,
    base_ref: z.string(),
    head_commit: z.looseObject({ message: z.string() }).nullable().optional(),
  }),
});

/** Never throws: a payload without what the event must carry gives an error naming the field. */
export function parseEvent(eventName: string, payload: unknown): { event: GitHubEvent } | { error: string } {
  if (eventName === "pull_request" || eventName === "pull_request_target") {
    const parsed = PullRequestPayload.safeParse(payload);
    if (!parsed.success) return { error: describeError(eventName, parsed.error) };
    return { event: pullRequestEvent(parsed.data.action, parsed.data.number, parsed.data.pull_request) };
  }
  // A review re-runs the check of its pull request (an owner's approval may be what it waits for).
  if (eventName === "pull_request_review") {
    const parsed = ReviewPayload.safeParse(payload);
    if (!parsed.success) return { error: describeError(eventName, parsed.error) };
    const { action, pull_request: pull } = parsed.data;
    return { event: pullRequestEvent(`review_${action}`, pull.number, pull) };
  }
  if (eventName === "push") {
    const parsed = PushPayload.safeParse(payload);
    if (!parsed.success) return { error: describeError(eventName, parsed.error) };
    const { ref, before, after, deleted, pusher, repository } = parsed.data;
    const defaultBranch = repository.default_branch ?? repository.master_branch;
    return {
      event: {
        kind: "push",
        ref,
        before,
        after,
        onDefaultBranch: defaultBranch !== undefined && ref === `refs/heads/${defaultBranch}`,
        pusher: pusher?.name,
        deleted: deleted ?? false,
      },
    };
  }
  if (eventName === "workflow_run") {
    const parsed = WorkflowRunPayload.safeParse(payload);
    if (!parsed.success) return { error: describeError(eventName, parsed.error) };
    const { workflow_run: run, workflow, repository } = parsed.data;
    return {
      event: {
        kind: "workflow_run",
        runId: run.id,
        workflowName: run.name ?? workflow?.name ?? "",
        triggeringEvent: run.event,
        headSha: run.head_sha,
        headRepository: run.head_repository?.full_name,
        repository: repository.full_name,
        pullRequests: (run.pull_requests ?? []).map((p) => p.number),
      },
    };
  }
  if (eventName === "merge_group") {
    const parsed = MergeGroupPayload.safeParse(payload);
    if (!parsed.success) return { error: describeError(eventName, parsed.error) };
    const { action, reason, merge_group: group } = parsed.data;
    return {
      event: {
        kind: "merge_group",
        action,
        reason,
        headSha: group.head_sha,
        headRef: group.head_ref,
        baseSha: group.base_sha,
        baseRef: group.base_ref,
        headCommitMessage: group.head_commit?.message ?? "",
      },
    };
  }
  return { event: { kind: "other", name: eventName } };
}

function describeError(eventName: string, error: z.ZodError): string {
  const problems = error.issues.map((issue) => `${issue.path.join(".") || "(payload)"}: ${issue.message}`);
  return `the ${eventName} event payload is not usable: ${problems.join("; ")}`;
}

type PullPayload = z.infer<typeof PullRequestPayload>["pull_request"];

function pullRequestEvent(action: string, number: number, pull: PullPayload): GitHubEvent {
  return {
    kind: "pull_request",
    action,
    number,
    url: pull.html_url,
    title: pull.title,
    author: pull.user?.login,
    draft: pull.draft ?? false,
    baseSha: pull.base.sha,
    baseRef: pull.base.ref,
    headSha: pull.head.sha,
    headRef: pull.head.ref,
    // a deleted fork has no repo; treat it as a fork
    fromFork: pull.head.repo?.full_name !== pull.base.repo.full_name,
  };
}
