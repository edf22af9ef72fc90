export const id = 724;
export const ids = [724];
export const modules = {

/***/ 24724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitHubError: () => (/* reexport safe */ _errors_js__WEBPACK_IMPORTED_MODULE_0__.y),
/* harmony export */   OctokitGitHub: () => (/* binding */ OctokitGitHub),
/* harmony export */   approvers: () => (/* binding */ approvers)
/* harmony export */ });
/* harmony import */ var _octokit_rest__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60891);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);



function toPullRequestInfo(pull) {
    return {
        number: pull.number,
        url: pull.html_url,
        title: pull.title,
        state: pull.state === "closed" ? "closed" : "open",
        author: pull.user?.login,
        headSha: pull.head.sha,
        headRef: pull.head.ref,
        baseSha: pull.base.sha,
        baseRef: pull.base.ref,
        mergedAt: pull.merged_at ?? undefined,
        mergeCommitSha: pull.merge_commit_sha ?? undefined,
    };
}
/** Review states that replace a reviewer's earlier verdict; COMMENTED and PENDING do not (as on GitHub). */
const VERDICT_STATES = new Set(["APPROVED", "CHANGES_REQUESTED", "DISMISSED"]);
/** Logins whose latest verdict is APPROVED, sorted. Reviews are in chronological order. */
function approvers(reviews) {
    const latest = new Map();
    for (const review of reviews) {
        if (!review.user || !VERDICT_STATES.has(review.state))
            continue;
        latest.set(review.user.login, review.state);
    }
    return [...latest]
        .filter(([, state]) => state === "APPROVED")
        .map(([login]) => login)
        .sort();
}
/** GitHubPort over the REST API with @octokit/rest. */
class OctokitGitHub {
    octokit;
    owner;
    repo;
    constructor(options) {
        const [owner, repo, ...rest] = options.repository.split("/");
        if (!owner || !repo || rest.length > 0) {
            throw new Error(`GitHub repository must be "owner/repo", got "${options.repository}"`);
        }
        this.owner = owner;
        this.repo = repo;
        this.octokit = new _octokit_rest__WEBPACK_IMPORTED_MODULE_1__/* .Octokit */ .E({
            auth: options.token,
            baseUrl: (options.baseUrl ?? process.env.GITHUB_API_URL ?? "https://api.github.com").replace(/\/+$/, ""),
            userAgent: options.userAgent ?? "contract-sync",
            // octokit logs every 4xx on console.warn; our errors carry the details instead
            log: { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } },
        });
    }
    async findPullRequestForCommit(sha) {
        const pulls = await this.call(`GET commits/${sha}/pulls`, () => this.octokit.rest.repos.listPullRequestsAssociatedWithCommit({
            owner: this.owner,
            repo: this.repo,
            commit_sha: sha,
            per_page: 100,
        }));
        // A merge commit belongs to the pull request it merged; otherwise prefer an open one whose head it is.
        const chosen = pulls.find((p) => p.merge_commit_sha === sha && p.merged_at) ??
            pulls.find((p) => p.state === "open" && p.head.sha === sha) ??
            pulls.find((p) => p.state === "open") ??
            pulls[0];
        return chosen ? toPullRequestInfo(chosen) : undefined;
    }
    async pullRequest(number) {
        const pull = await this.call(`GET pulls/${number}`, () => this.octokit.rest.pulls.get({ owner: this.owner, repo: this.repo, pull_number: number }));
        return toPullRequestInfo(pull);
    }
    async approvingReviewers(pullNumber) {
        const reviews = await this.call(`GET pulls/${pullNumber}/reviews`, async () => ({
            data: await this.octokit.paginate(this.octokit.rest.pulls.listReviews, {
                owner: this.owner,
                repo: this.repo,
                pull_number: pullNumber,
                per_page: 100,
            }),
        }));
        return approvers(reviews);
    }
    /**
     * Keeps one comment per marker on the pull request: the oldest comment that
     * carries the marker is edited (left alone when the text is the same), and a
     * new one is created only when none exists and `createIfMissing` allows it.
     */
    async upsertStickyComment(pullNumber, marker, body, options = {}) {
        const text = withMarker(marker, body);
        const existing = await this.call(`GET issues/${pullNumber}/comments`, async () => {
            const pages = this.octokit.paginate.iterator(this.octokit.rest.issues.listComments, {
                owner: this.owner,
                repo: this.repo,
                issue_number: pullNumber,
                per_page: 100,
            });
            for await (const page of pages) {
                const found = page.data.find((comment) => comment.body?.includes(marker));
                if (found)
                    return { data: found };
            }
            return { data: undefined };
        });
        if (existing) {
            if (existing.body === text)
                return { id: existing.id, url: existing.html_url, action: "unchanged" };
            const updated = await this.call(`PATCH issues/comments/${existing.id}`, () => this.octokit.rest.issues.updateComment({
                owner: this.owner,
                repo: this.repo,
                comment_id: existing.id,
                body: text,
            }));
            return { id: updated.id, url: updated.html_url, action: "updated" };
        }
        if (options.createIfMissing === false)
            return undefined;
        const created = await this.call(`POST issues/${pullNumber}/comments`, () => this.octokit.rest.issues.createComment({
            owner: this.owner,
            repo: this.repo,
            issue_number: pullNumber,
            body: text,
        }));
        return { id: created.id, url: created.html_url, action: "created" };
    }
    /** Runs one API call; failures become a GitHubError naming the call, the repository and the status. */
    async call(what, request) {
        try {
            return (await request()).data;
        }
        catch (error) {
            const status = typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
                ? error.status
                : undefined;
            const message = error instanceof Error ? error.message : String(error);
            const hint = status === 403 || status === 404
                ? " (does the token have pull-requests: write and issues: write? on a fork's pull request the token is read-only)"
                : "";
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y(`GitHub ${what} in ${this.owner}/${this.repo} failed${status ? ` with ${status}` : ""}: ${message}${hint}`, status);
        }
    }
}
/** The comment text: the marker on the first line (invisible once rendered), unless the body has it already. */
function withMarker(marker, body) {
    return body.includes(marker) ? body : `${marker}\n${body}`;
}


/***/ })

};
