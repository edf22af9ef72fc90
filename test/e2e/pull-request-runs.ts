// One pull request of an Upstream checked by the bundled action, as the runner checks it out:
// the branch tip, or GitHub's merge ref (a merge commit of the head into the base, pushed as
// refs/pull/N/merge), with the fake GitHub knowing the pull request.
import { rmSync } from "node:fs";
import type { FakeGitHub } from "../support/fake-github.js";
import { type ActionResult, pullRequestEvent, runBundledAction, type Upstream } from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };

export class PullRequestRuns {
  readonly #folders: string[] = [];

  constructor(
    private readonly fake: FakeGitHub,
    private readonly upstream: Upstream,
  ) {}

  /** GitHub's merge ref of pull request `number`: the head merged into the base, pushed. */
  mergeRef(number: number, base: string, head: string): string {
    const { repo } = this.upstream;
    repo.git(["checkout", "--quiet", "--detach", base]);
    repo.git(["merge", "--quiet", "--no-ff", "--no-edit", head]);
    this.upstream.push(`refs/pull/${number}/merge`);
    return repo.head();
  }

  /** Runs the action on pull request `number` with `checkedOut` (the head, or its merge ref) in the workspace. */
  async check(number: number, pr: { base: string; head: string; checkedOut: string }): Promise<ActionResult> {
    this.fake.addPullRequest({ ...REPO, number, headSha: pr.head, baseSha: pr.base, author: "hanna" });
    const workspace = this.upstream.checkout(pr.checkedOut);
    this.#folders.push(workspace);
    return runBundledAction({
      workspace,
      eventName: "pull_request",
      event: pullRequestEvent({ action: "opened", number, base: pr.base, head: pr.head }),
      githubApiUrl: this.fake.url,
      env: { GITHUB_SHA: pr.checkedOut },
    });
  }

  cleanup(): void {
    this.upstream.repo.cleanup();
    for (const dir of [this.upstream.origin, ...this.#folders]) rmSync(dir, { recursive: true, force: true });
  }
}
