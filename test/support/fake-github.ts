// A fake of the GitHub REST API on a real socket (127.0.0.1, a free port), for
// tests of src/github and the action. Every request is checked against GitHub's
// published OpenAPI description (method + path template, path and query
// parameters, JSON body) and answered 400/404/422 with a clear message when it
// would not be valid on GitHub; every answer of the fake is itself checked
// against the description's response schema. State lives in memory, and every
// request is recorded, so tests can assert what was called and what changed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FakeArtifacts } from "./fake-github-artifacts.js";
import { FakeReviewComments } from "./fake-github-review-comments.js";
import { FakeTeams } from "./fake-github-teams.js";
import {
  type CommentState,
  commentJson,
  type PullState,
  publicUserJson,
  pullJson,
  type RepoRef,
  type ReviewState,
  reviewJson,
} from "./github-objects.js";
import { GitHubOpenApi, type OperationMatch, type ValidationProblem } from "./github-openapi.js";
import type { RefusalAnswer } from "./github-rate-limits.js";

export { gitPullDiff, type PullDiff, type ReviewCommentState } from "./fake-github-review-comments.js";
export type { CommentState, PullState, ReviewState } from "./github-objects.js";
export { type RefusalAnswer, rateLimitAnswer } from "./github-rate-limits.js";

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  operationId: string | undefined;
  status: number;
  /** Why the fake refused it (empty when it was valid). */
  problems: ValidationProblem[];
  /** When it arrived (performance.now(), ms): how far apart the client spaced its calls. */
  arrivedAt: number;
}

export interface FakeGitHubOptions {
  /** When set, requests must carry `Authorization: token <it>` (or Bearer), else 401. */
  token?: string;
  /**
   * Login the token belongs to: it authors comments created through the API. A bot
   * (the default, `github-actions[bot]`: GITHUB_TOKEN) is an app installation, which
   * GitHub refuses `GET /user` (403); a user's token gets its account.
   */
  actor?: string;
  /** The API root's path, as on GitHub Enterprise Server (`/api/v3`): a call outside it is not in the API. */
  apiPrefix?: string;
}

type Handler = (context: { match: OperationMatch; query: Record<string, unknown>; body: unknown }) => {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
};

const DOCS = "https://docs.github.com/rest";

class HttpAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

function notFound(): HttpAnswer {
  return new HttpAnswer(404, { message: "Not Found", documentation_url: DOCS, status: "404" });
}

function timestamp(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  private readonly pulls = new Map<string, PullState>();
  private readonly reviews = new Map<string, ReviewState[]>();
  private readonly teams = new FakeTeams();
  private readonly comments: CommentState[] = [];
  private nextId = 1000;
  private readonly openApi = GitHubOpenApi.load();
  private readonly handlers: Record<string, Handler>;
  private readonly refusals = new Map<string, RefusalAnswer[]>();
  private readonly races = new Map<string, Array<() => void>>();
  /** Review comments on lines of a pull request's diff (fake-github-review-comments.ts). */
  readonly reviewComments: FakeReviewComments;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly options: FakeGitHubOptions,
    /** A run's artifacts and their download (fake-github-artifacts.ts). */
    readonly artifacts: FakeArtifacts,
  ) {
    this.reviewComments = new FakeReviewComments({
      url,
      pull: (match) => this.pull(match),
      page: (items, query, match) => this.page(items, query, match),
      actor: () => this.actor,
      nextId: () => this.nextId++,
      now: timestamp,
      notFound,
    });
    this.handlers = {
      ...artifacts.handlers(url),
      ...this.reviewComments.handlers(),
      ...this.teams.handlers(url),
      "repos/list-pull-requests-associated-with-commit": ({ match, query }) => {
        const { owner, repo, commit_sha: sha } = match.params;
        const pulls = [...this.pulls.values()].filter(
          (p) =>
            same(p, owner, repo) &&
            (p.commits.includes(sha ?? "") || p.headSha === sha || p.mergeCommitSha === sha),
        );
        return this.page(
          pulls.map((p) => pullJson(this.url, p, false)),
          query,
          match,
        );
      },
      "pulls/get": ({ match }) => ({ status: 200, body: pullJson(this.url, this.pull(match), true) }),
      "pulls/list-reviews": ({ match, query }) => {
        const pull = this.pull(match);
        const reviews = this.reviews.get(key(pull, pull.number)) ?? [];
        return this.page(
          reviews.map((r) => reviewJson(this.url, pull, r)),
          query,
          match,
        );
      },
      "issues/list-comments": ({ match, query }) => {
        const pull = this.pull(match, "issue_number");
        const since = typeof query.since === "string" ? query.since : undefined;
        const comments = this.commentsOn(pull, pull.number).filter((c) => !since || c.updatedAt >= since);
        return this.page(
          comments.map((c) => commentJson(this.url, c)),
          query,
          match,
        );
      },
      "issues/create-comment": ({ match, body }) => {
        const pull = this.pull(match, "issue_number");
        const comment = this.addComment({
          owner: pull.owner,
          repo: pull.repo,
          issue: pull.number,
          user: this.actor,
          body: (body as { body: string }).body,
        });
        const json = commentJson(this.url, comment);
        return { status: 201, body: json, headers: { location: String(json.url) } };
      },
      "users/get-authenticated": () => {
        const login = this.actor;
        if (login.endsWith("[bot]")) {
          const message = "Resource not accessible by integration";
          return { status: 403, body: { message, documentation_url: DOCS, status: "403" } };
        }
        return { status: 200, body: publicUserJson(this.url, login) };
      },
      "issues/get-comment": ({ match }) => ({
        status: 200,
        body: commentJson(this.url, this.comment(match)),
      }),
      "issues/delete-comment": ({ match }) => {
        const comment = this.comment(match);
        this.comments.splice(this.comments.indexOf(comment), 1);
        return { status: 204 };
      },
      "issues/update-comment": ({ match, body }) => {
        const comment = this.comment(match);
        comment.body = (body as { body: string }).body;
        comment.updatedAt = timestamp();
        return { status: 200, body: commentJson(this.url, comment) };
      },
    };
  }

  private get actor(): string {
    return this.options.actor ?? "github-actions[bot]";
  }

  static async start(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const root = `http://127.0.0.1:${port}${options.apiPrefix ?? ""}`;
    const fake = new FakeGitHub(server, root, options, await FakeArtifacts.start());
    server.on("request", (request, response) => {
      void fake.handle(request, response);
    });
    return fake;
  }

  async close(): Promise<void> {
    await this.artifacts.close();
    await new Promise<void>((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  // ---- state for tests -------------------------------------------------------

  addPullRequest(pull: RepoRef & { number: number } & Partial<PullState>): PullState {
    const now = timestamp();
    const state: PullState = {
      title: `Pull request ${pull.number}`,
      author: "octocat",
      body: null,
      state: "open",
      headRef: `feature-${pull.number}`,
      headSha: "a".repeat(40),
      baseRef: "main",
      baseSha: "b".repeat(40),
      mergedAt: null,
      mergeCommitSha: null,
      mergedBy: null,
      commits: [],
      createdAt: now,
      updatedAt: now,
      ...pull,
    };
    this.pulls.set(key(state, state.number), state);
    return state;
  }

  addReview(
    ref: RepoRef & {
      pull: number;
      user: string | null;
      state: ReviewState["state"];
      submittedAt?: string;
      /** The commit reviewed; default the pull request's head now (as a review submitted now is). */
      commitId?: string;
    },
  ): ReviewState {
    const pull = this.pulls.get(key(ref, ref.pull));
    if (!pull) throw new Error(`fake-github: no pull request ${ref.owner}/${ref.repo}#${ref.pull}`);
    const review: ReviewState = {
      id: this.nextId++,
      user: ref.user,
      state: ref.state,
      body: "",
      commitId: ref.commitId ?? pull.headSha,
      submittedAt: ref.submittedAt ?? timestamp(),
    };
    const list = this.reviews.get(key(ref, ref.pull)) ?? [];
    list.push(review);
    this.reviews.set(key(ref, ref.pull), list);
    return review;
  }

  /**
   * Dismisses a review, as `PUT .../reviews/{id}/dismissals` does: its state becomes DISMISSED
   * (GitHub keeps it in the list).
   */
  dismissReview(ref: RepoRef & { pull: number; id: number }): void {
    const review = this.reviews.get(key(ref, ref.pull))?.find((r) => r.id === ref.id);
    if (!review) throw new Error(`fake-github: no review ${ref.id} on #${ref.pull}`);
    review.state = "DISMISSED";
  }

  /** Makes `login` a member of the team `org/slug` (active, or pending: invited, not yet accepted). */
  addTeamMember(team: string, login: string, state: "active" | "pending" = "active"): void {
    this.teams.addMember(team, login, state);
  }

  /** Points the pull request's head at a new commit (a push to its branch). */
  setHead(ref: RepoRef & { pull: number; headSha: string }): void {
    const pull = this.pulls.get(key(ref, ref.pull));
    if (!pull) throw new Error(`fake-github: no pull request ${ref.owner}/${ref.repo}#${ref.pull}`);
    pull.headSha = ref.headSha;
  }

  addComment(comment: RepoRef & { issue: number; user: string; body: string }): CommentState {
    const now = timestamp();
    const state: CommentState = { ...comment, id: this.nextId++, createdAt: now, updatedAt: now };
    this.comments.push(state);
    return state;
  }

  commentsOn(ref: RepoRef, issue: number): CommentState[] {
    return this.comments.filter((c) => same(c, ref.owner, ref.repo) && c.issue === issue);
  }

  /**
   * The next valid requests of an operation get these answers instead (in order), as
   * GitHub's rate limits answer: `rateLimitAnswer` builds them.
   */
  refuseNext(operationId: string, ...answers: RefusalAnswer[]): void {
    this.refusals.set(operationId, [...(this.refusals.get(operationId) ?? []), ...answers]);
  }

  /**
   * When the next valid request of an operation arrives, `action` runs before it is answered:
   * someone else acted in between (a person deleting the comment a run is about to edit).
   */
  beforeNext(operationId: string, action: () => void): void {
    this.races.set(operationId, [...(this.races.get(operationId) ?? []), action]);
  }

  /** Deletes a comment as a person would in the web interface. */
  deleteComment(id: number): void {
    const index = this.comments.findIndex((c) => c.id === id);
    if (index >= 0) this.comments.splice(index, 1);
  }

  /** Requests with a given operationId (e.g. "issues/update-comment"). */
  calls(operationId: string): RecordedRequest[] {
    return this.requests.filter((r) => r.operationId === operationId);
  }

  // ---- HTTP --------------------------------------------------------------------

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", this.url);
    const prefix = this.options.apiPrefix;
    if (prefix)
      url.pathname = url.pathname.startsWith(`${prefix}/`)
        ? url.pathname.slice(prefix.length)
        : `/outside-the-api-root${url.pathname}`;
    const method = (request.method ?? "GET").toUpperCase();
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: undefined,
      operationId: undefined,
      status: 0,
      problems: [],
      arrivedAt: performance.now(),
    };
    this.requests.push(record);
    let status: number;
    let body: unknown;
    let headers: Record<string, string> = {};
    try {
      const raw = await readBody(request);
      ({ status, body, headers = {} } = this.answer(request, method, url, raw, record));
    } catch (error) {
      status = error instanceof HttpAnswer ? error.status : 500;
      body = error instanceof HttpAnswer ? error.body : { message: `fake-github crashed: ${String(error)}` };
    }
    record.status = status;
    const text = body === undefined ? "" : JSON.stringify(body);
    response.writeHead(status, {
      "content-type": "application/json; charset=utf-8",
      "x-github-media-type": "github.v3; format=json",
      ...headers,
    });
    response.end(text);
  }

  private answer(
    request: IncomingMessage,
    method: string,
    url: URL,
    raw: string,
    record: RecordedRequest,
  ): { status: number; body?: unknown; headers?: Record<string, string> } {
    if (this.options.token !== undefined) {
      const auth = request.headers.authorization ?? "";
      if (auth !== `token ${this.options.token}` && auth !== `Bearer ${this.options.token}`) {
        throw new HttpAnswer(401, { message: "Bad credentials", documentation_url: DOCS, status: "401" });
      }
    }
    const { match } = this.openApi.match(method, url.pathname);
    if (!match) {
      record.problems.push({
        location: "path",
        message: `${method} ${url.pathname} is not in GitHub's REST API`,
      });
      throw notFound();
    }
    record.operationId = match.operation.operationId;

    const { problems, query } = this.openApi.validateParameters(match, url.searchParams);
    if (problems.length > 0) {
      record.problems.push(...problems);
      // A path that does not fit the template is a 404 on GitHub; a bad query value a 400.
      if (problems.some((p) => p.location.startsWith("path."))) throw notFound();
      throw new HttpAnswer(400, { message: describe(problems), documentation_url: DOCS, status: "400" });
    }

    let body: unknown;
    if (raw !== "") {
      const type = request.headers["content-type"] ?? "";
      try {
        if (!type.includes("json")) throw new Error(`content-type ${type || "(none)"} is not JSON`);
        body = JSON.parse(raw);
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        record.problems.push({ location: "body", message: detail });
        throw new HttpAnswer(400, { message: `Problems parsing JSON: ${detail}`, documentation_url: DOCS });
      }
    }
    record.body = body;
    const bodyProblems = this.openApi.validateBody(match.operation, body);
    if (bodyProblems.length > 0) {
      record.problems.push(...bodyProblems);
      throw new HttpAnswer(422, {
        message: `Invalid request. ${describe(bodyProblems)}`,
        documentation_url: DOCS,
        errors: bodyProblems.map((p) => ({
          resource: "Request",
          field: p.location,
          code: "invalid",
          message: p.message,
        })),
        status: "422",
      });
    }

    this.races.get(match.operation.operationId)?.shift()?.();
    const refusal = this.refusals.get(match.operation.operationId)?.shift();
    if (refusal) return refusal;
    const handler = this.handlers[match.operation.operationId];
    if (!handler) {
      record.problems.push({
        location: "path",
        message: `fake-github does not implement ${match.operation.operationId}`,
      });
      throw new HttpAnswer(404, {
        message: `fake-github does not implement ${match.operation.operationId}`,
        documentation_url: DOCS,
      });
    }
    const answer = handler({ match, query, body });
    const responseProblems = this.openApi.validateResponse(match.operation, answer.status, answer.body);
    if (responseProblems.length > 0) {
      // A bug of the fake, not of the code under test: make it loud.
      throw new HttpAnswer(500, {
        message: `fake-github answered off-schema: ${describe(responseProblems)}`,
      });
    }
    return answer;
  }

  private page(
    items: unknown[],
    query: Record<string, unknown>,
    match: OperationMatch,
  ): { status: number; body: unknown; headers: Record<string, string> } {
    const perPage = Math.min(Math.max(Number(query.per_page ?? 30), 1), 100);
    const page = Math.max(Number(query.page ?? 1), 1);
    const last = Math.max(Math.ceil(items.length / perPage), 1);
    const links: string[] = [];
    const link = (p: number, rel: string) => {
      const url = new URL(
        this.url + match.operation.template.replace(/\{([^}]+)\}/g, (_, n: string) => match.params[n] ?? ""),
      );
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
      url.searchParams.set("per_page", String(perPage));
      url.searchParams.set("page", String(p));
      links.push(`<${url.href}>; rel="${rel}"`);
    };
    if (page < last) {
      link(page + 1, "next");
      link(last, "last");
    }
    if (page > 1) {
      link(1, "first");
      link(page - 1, "prev");
    }
    const body = items.slice((page - 1) * perPage, page * perPage);
    return { status: 200, body, headers: links.length > 0 ? { link: links.join(", ") } : {} };
  }

  private pull(match: OperationMatch, param = "pull_number"): PullState {
    const { owner = "", repo = "" } = match.params;
    const pull = this.pulls.get(key({ owner, repo }, Number(match.params[param])));
    if (!pull) throw notFound();
    return pull;
  }

  private comment(match: OperationMatch): CommentState {
    const { owner = "", repo = "" } = match.params;
    const comment = this.comments.find(
      (c) => same(c, owner, repo) && c.id === Number(match.params.comment_id),
    );
    if (!comment) throw notFound();
    return comment;
  }
}

/** GitHub treats owner and repository names case-insensitively. */
function key(ref: RepoRef, number: number): string {
  return `${ref.owner.toLowerCase()}/${ref.repo.toLowerCase()}#${number}`;
}

function same(ref: RepoRef, owner: string | undefined, repo: string | undefined): boolean {
  return ref.owner.toLowerCase() === owner?.toLowerCase() && ref.repo.toLowerCase() === repo?.toLowerCase();
}

function describe(problems: ValidationProblem[]): string {
  return problems.map((p) => `${p.location}: ${p.message}`).join("; ");
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}
