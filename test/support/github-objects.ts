// JSON objects shaped like GitHub's REST answers (the required fields of the
// OpenAPI description; the fake checks its answers against it).

export interface RepoRef {
  owner: string;
  repo: string;
}

let nextNodeId = 1;
function nodeId(kind: string): string {
  return Buffer.from(`${kind}:${nextNodeId++}`).toString("base64");
}

/** Stable numeric id per login, so the same user always has the same id. */
function userId(login: string): number {
  let hash = 0;
  for (const char of login) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_007;
  return hash + 1;
}

export function userJson(apiUrl: string, login: string): Record<string, unknown> {
  const url = `${apiUrl}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id: userId(login),
    node_id: nodeId("User"),
    avatar_url: `https://avatars.githubusercontent.com/u/${userId(login)}`,
    gravatar_id: "",
    url,
    // Apps' bot accounts live under /apps/{slug} on the web (as GitHub answers for github-actions[bot]).
    html_url: login.endsWith("[bot]")
      ? `https://github.com/apps/${login.slice(0, -"[bot]".length)}`
      : `https://github.com/${login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: login.endsWith("[bot]") ? "Bot" : "User",
    site_admin: false,
  };
}

/** The account of a user token, as `GET /user` answers it (the public view). */
export function publicUserJson(apiUrl: string, login: string): Record<string, unknown> {
  return {
    ...userJson(apiUrl, login),
    user_view_type: "public",
    name: null,
    company: null,
    blog: null,
    location: null,
    email: null,
    hireable: null,
    bio: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: "2020-01-01T00:00:00Z",
    updated_at: "2020-01-01T00:00:00Z",
  };
}

export function repositoryJson(apiUrl: string, { owner, repo }: RepoRef): Record<string, unknown> {
  const url = `${apiUrl}/repos/${owner}/${repo}`;
  const html = `https://github.com/${owner}/${repo}`;
  const templated = (name: string, suffix: string) => [`${name}_url`, `${url}/${suffix}`] as const;
  return {
    id: userId(`${owner}/${repo}`),
    node_id: nodeId("Repository"),
    name: repo,
    full_name: `${owner}/${repo}`,
    owner: userJson(apiUrl, owner),
    private: false,
    html_url: html,
    description: null,
    fork: false,
    url,
    ...Object.fromEntries([
      templated("archive", "{archive_format}{/ref}"),
      templated("assignees", "assignees{/user}"),
      templated("blobs", "git/blobs{/sha}"),
      templated("branches", "branches{/branch}"),
      templated("collaborators", "collaborators{/collaborator}"),
      templated("comments", "comments{/number}"),
      templated("commits", "commits{/sha}"),
      templated("compare", "compare/{base}...{head}"),
      templated("contents", "contents/{+path}"),
      templated("contributors", "contributors"),
      templated("deployments", "deployments"),
      templated("downloads", "downloads"),
      templated("events", "events"),
      templated("forks", "forks"),
      templated("git_commits", "git/commits{/sha}"),
      templated("git_refs", "git/refs{/sha}"),
      templated("git_tags", "git/tags{/sha}"),
      templated("hooks", "hooks"),
      templated("issue_comment", "issues/comments{/number}"),
      templated("issue_events", "issues/events{/number}"),
      templated("issues", "issues{/number}"),
      templated("keys", "keys{/key_id}"),
      templated("labels", "labels{/name}"),
      templated("languages", "languages"),
      templated("merges", "merges"),
      templated("milestones", "milestones{/number}"),
      templated("notifications", "notifications{?since,all,participating}"),
      templated("pulls", "pulls{/number}"),
      templated("releases", "releases{/id}"),
      templated("stargazers", "stargazers"),
      templated("statuses", "statuses/{sha}"),
      templated("subscribers", "subscribers"),
      templated("subscription", "subscription"),
      templated("tags", "tags"),
      templated("teams", "teams"),
      templated("trees", "git/trees{/sha}"),
    ]),
    clone_url: `${html}.git`,
    git_url: `git://github.com/${owner}/${repo}.git`,
    ssh_url: `git@github.com:${owner}/${repo}.git`,
    svn_url: html,
    mirror_url: null,
    homepage: null,
    language: null,
    default_branch: "main",
    forks: 0,
    forks_count: 0,
    stargazers_count: 0,
    watchers: 0,
    watchers_count: 0,
    size: 0,
    open_issues: 0,
    open_issues_count: 0,
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: false,
    has_downloads: true,
    archived: false,
    disabled: false,
    license: null,
    pushed_at: "2026-01-01T00:00:00Z",
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
  };
}

export interface PullState extends RepoRef {
  number: number;
  title: string;
  author: string;
  body: string | null;
  state: "open" | "closed";
  headRef: string;
  headSha: string;
  baseRef: string;
  baseSha: string;
  mergedAt: string | null;
  mergeCommitSha: string | null;
  mergedBy: string | null;
  /** Every commit of the pull request (for GET /commits/{sha}/pulls). */
  commits: string[];
  /** Where the head lives when it is a fork's (default: the pull request's own repository). */
  headRepository?: RepoRef | undefined;
  createdAt: string;
  updatedAt: string;
}

/** `pull-request-simple` (lists); `full` adds the fields of `pull-request` (GET one). */
export function pullJson(apiUrl: string, pull: PullState, full: boolean): Record<string, unknown> {
  const url = `${apiUrl}/repos/${pull.owner}/${pull.repo}/pulls/${pull.number}`;
  const issueUrl = `${apiUrl}/repos/${pull.owner}/${pull.repo}/issues/${pull.number}`;
  const html = `https://github.com/${pull.owner}/${pull.repo}/pull/${pull.number}`;
  const side = (ref: string, sha: string, repository: RepoRef = pull) => ({
    label: `${repository.owner}:${ref}`,
    ref,
    sha,
    user: userJson(apiUrl, repository.owner),
    repo: repositoryJson(apiUrl, repository),
  });
  const simple: Record<string, unknown> = {
    url,
    id: pull.number * 1000 + 7,
    node_id: nodeId("PullRequest"),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issueUrl,
    commits_url: `${url}/commits`,
    review_comments_url: `${url}/comments`,
    review_comment_url: `${apiUrl}/repos/${pull.owner}/${pull.repo}/pulls/comments{/number}`,
    comments_url: `${issueUrl}/comments`,
    statuses_url: `${apiUrl}/repos/${pull.owner}/${pull.repo}/statuses/${pull.headSha}`,
    number: pull.number,
    state: pull.state,
    locked: false,
    title: pull.title,
    user: userJson(apiUrl, pull.author),
    body: pull.body,
    labels: [],
    milestone: null,
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
    closed_at: pull.state === "closed" ? (pull.mergedAt ?? pull.updatedAt) : null,
    merged_at: pull.mergedAt,
    merge_commit_sha: pull.mergeCommitSha,
    assignee: null,
    head: side(pull.headRef, pull.headSha, pull.headRepository),
    base: side(pull.baseRef, pull.baseSha),
    _links: {
      self: { href: url },
      html: { href: html },
      issue: { href: issueUrl },
      comments: { href: `${issueUrl}/comments` },
      review_comments: { href: `${url}/comments` },
      review_comment: { href: `${apiUrl}/repos/${pull.owner}/${pull.repo}/pulls/comments{/number}` },
      commits: { href: `${url}/commits` },
      statuses: { href: `${apiUrl}/repos/${pull.owner}/${pull.repo}/statuses/${pull.headSha}` },
    },
    author_association: "MEMBER",
    auto_merge: null,
    draft: false,
  };
  if (!full) return simple;
  return {
    ...simple,
    merged: pull.mergedAt !== null,
    mergeable: pull.state === "open" ? true : null,
    mergeable_state: pull.state === "open" ? "clean" : "unknown",
    merged_by: pull.mergedBy ? userJson(apiUrl, pull.mergedBy) : null,
    maintainer_can_modify: false,
    comments: 0,
    review_comments: 0,
    commits: pull.commits.length,
    additions: 0,
    deletions: 0,
    changed_files: 0,
  };
}

export interface ReviewState {
  id: number;
  user: string | null;
  state: "APPROVED" | "CHANGES_REQUESTED" | "COMMENTED" | "DISMISSED" | "PENDING";
  body: string;
  commitId: string;
  submittedAt: string;
}

export function reviewJson(apiUrl: string, pull: PullState, review: ReviewState): Record<string, unknown> {
  const html = `https://github.com/${pull.owner}/${pull.repo}/pull/${pull.number}`;
  return {
    id: review.id,
    node_id: nodeId("PullRequestReview"),
    user: review.user === null ? null : userJson(apiUrl, review.user),
    body: review.body,
    state: review.state,
    html_url: `${html}#pullrequestreview-${review.id}`,
    pull_request_url: `${apiUrl}/repos/${pull.owner}/${pull.repo}/pulls/${pull.number}`,
    _links: {
      html: { href: `${html}#pullrequestreview-${review.id}` },
      pull_request: { href: `${apiUrl}/repos/${pull.owner}/${pull.repo}/pulls/${pull.number}` },
    },
    submitted_at: review.submittedAt,
    commit_id: review.commitId,
    author_association: "MEMBER",
  };
}

export interface CommentState extends RepoRef {
  id: number;
  issue: number;
  user: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}

export function commentJson(apiUrl: string, comment: CommentState): Record<string, unknown> {
  const repoUrl = `${apiUrl}/repos/${comment.owner}/${comment.repo}`;
  return {
    id: comment.id,
    node_id: nodeId("IssueComment"),
    url: `${repoUrl}/issues/comments/${comment.id}`,
    html_url: `https://github.com/${comment.owner}/${comment.repo}/pull/${comment.issue}#issuecomment-${comment.id}`,
    body: comment.body,
    user: userJson(apiUrl, comment.user),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    issue_url: `${repoUrl}/issues/${comment.issue}`,
    author_association: "NONE",
  };
}
