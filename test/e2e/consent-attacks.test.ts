// Attacks on owner consent (issue 48 "Before you resolve: attack it"; the list: /work/notes/attacks-48.md
// and the docs-only list), each through the bundled action against the fake GitHub. One scratch
// repository, a branch per attack off one base (or off a base commit of its own when the attack needs
// another starting point). The verdicts:
// - "blocks": blocks when opened, an approval by the author's colleagues does not count, and it passes
//   once the base's owners approve the latest commit;
// - "refused": blocks even with the base's owners' approval (only a fix of the pull request passes);
// - "passes": ordinary changes that must not need anyone (the consent machinery used against a fair PR).
// The runs ask one service over HTTP (api-url), which the base was published to by the action on its
// push: an embedded service would start PGlite in every run (~3x the time of a run).
// The six ways of issue 48 itself are in test/e2e/consent.test.ts; this file adds the rest.
import { rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../src/server/start.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { FakeGitHub } from "../support/fake-github.js";
import { ATTACKS } from "./consent-attack-cases.js";
import { BASE_FILES, type Change, contractX, X_FILE } from "./consent-attack-fixtures.js";
import {
  type ActionResult,
  pullRequestEvent,
  pullRequestReviewEvent,
  pushEvent,
  runBundledAction,
  TOKEN,
  Upstream,
} from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const RUN_TIMEOUT = 120_000;
const API_KEY = "e2e-key-consent-attacks";

describe.sequential("attacks on owner consent, with the bundled action", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let base: string;
  let store: Store;
  let server: RunningServer;
  let service: Record<string, string>;
  const folders: string[] = [];
  const checkouts = new Map<string, string>();

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    fake.addTeamMember("acme/data-owners", "bob");
    fake.addTeamMember("acme/data-owners", "pat", "pending");
    upstream = Upstream.create();
    base = upstream.repo.write(BASE_FILES).commit("base");
    upstream.push("refs/heads/main");
    store = await openStore({});
    server = await startServer({ store, port: 0, apiKeys: [API_KEY], delivery: false, logLevel: "silent" });
    service = { "api-url": server.url, "api-key": API_KEY };
    // The base as a merge publishes it: the checks ask the service for the contracts of what changed.
    const published = await runBundledAction({
      workspace: upstream.checkout(base),
      eventName: "push",
      event: pushEvent({ before: "0".repeat(40), after: base }),
      githubApiUrl: fake.url,
      env: { GITHUB_SHA: base, GITHUB_REF: "refs/heads/main" },
      inputs: service,
    });
    expect(published.outputs["contracts-published"], published.stdout).toBe("2");
  }, RUN_TIMEOUT);
  afterAll(async () => {
    await fake.close();
    await server.close();
    await store.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  /** The pull request's base and head commits, on a branch of its own. */
  function open(number: number, change: Change, github = fake): { base: string; head: string } {
    upstream.repo.git(["checkout", "--quiet", "-B", `pr-${number}`, base]);
    let from = base;
    if (change.base) {
      from = upstream.repo.write(change.base).commit(`base of ${number}`);
      upstream.push(`refs/heads/base-${number}`);
    }
    for (const path of change.remove ?? []) upstream.repo.git(["rm", "--quiet", path]);
    upstream.repo.write(change.write ?? {});
    for (const [path, target] of Object.entries(change.symlink ?? {}))
      symlinkSync(target, join(upstream.repo.dir, path));
    const head = upstream.commit(`pr ${number}`);
    upstream.push(`refs/heads/pr-${number}`);
    github.addPullRequest({
      ...REPO,
      number,
      headSha: head,
      baseSha: from,
      author: change.author ?? "hanna",
    });
    return { base: from, head };
  }

  function approve(number: number, head: string, logins: string[], github = fake): void {
    for (const user of logins)
      github.addReview({ ...REPO, pull: number, user, state: "APPROVED", commitId: head });
  }

  /** A run of the pull request's check: a review's run when `reviewer` just approved. */
  async function run(
    number: number,
    pr: { base: string; head: string },
    o: { reviewer?: string; inputs?: Record<string, string>; github?: FakeGitHub; author?: string } = {},
  ): Promise<ActionResult> {
    const github = o.github ?? fake;
    if (o.reviewer) approve(number, pr.head, [o.reviewer], github);
    let workspace = checkouts.get(pr.head);
    if (!workspace) {
      workspace = upstream.checkout(pr.head);
      checkouts.set(pr.head, workspace);
      folders.push(workspace);
    }
    const { reviewer } = o;
    const event = (
      reviewer
        ? pullRequestReviewEvent({ number, ...pr, reviewer, action: "submitted", state: "approved" })
        : pullRequestEvent({ action: "synchronize", number, ...pr })
    ) as { pull_request: { user: { login: string } } };
    // The author as GitHub's event names it (the check tells an author they cannot approve).
    event.pull_request.user.login = o.author ?? "hanna";
    return runBundledAction({
      workspace,
      eventName: reviewer ? "pull_request_review" : "pull_request",
      event,
      githubApiUrl: github.url,
      env: { GITHUB_SHA: pr.head },
      inputs: { ...service, ...o.inputs },
    });
  }

  /** The summary as text: a PR's text is inert there, so ">" reaches it as "&#62;". */
  const said = (result: ActionResult) =>
    `${result.summary}\n${result.stdout}`.replaceAll("&#62;", ">").replaceAll("&#60;", "<");

  ATTACKS.forEach(([name, change, verdict], index) => {
    it(
      name,
      async () => {
        const number = 100 + index;
        const pr = open(number, change);
        const inputs = change.inputs;
        if ("blocks" in verdict) {
          // Colleagues, and every owner needed but the last, approve first: still blocked.
          const last = verdict.owners.at(-1);
          approve(number, pr.head, [...verdict.others, ...verdict.owners.slice(0, -1)]);
          const opened = await run(number, pr, { inputs });
          expect(opened.code, said(opened)).toBe(1);
          expect(opened.outputs.verdict).toBe("block");
          for (const text of verdict.blocks) expect(said(opened)).toContain(text);
          const approved = await run(number, pr, { reviewer: last, inputs });
          expect(approved.code, said(approved)).toBe(0);
          expect(approved.outputs.verdict).toBe("pass");
        } else if ("refused" in verdict) {
          approve(number, pr.head, verdict.approvals);
          const refused = await run(number, pr, { inputs, author: change.author });
          expect(refused.code, said(refused)).toBe(1);
          expect(refused.outputs.verdict).toBe("block");
          for (const text of verdict.refused) expect(said(refused)).toContain(text);
        } else {
          approve(number, pr.head, verdict.approvals);
          const passed = await run(number, pr, { inputs });
          expect(passed.code, said(passed)).toBe(0);
          expect(passed.outputs.verdict).toMatch(/^(pass|alert)$/);
        }
        expect(fake.requests.every((r) => r.problems.length === 0)).toBe(true);
      },
      RUN_TIMEOUT * 3,
    );
  });

  /** A change of who consents to X that alice or bob must approve. */
  const REKEYED = {
    write: { [X_FILE]: contractX({ head: "owner: orders@acme.example\napprovers: [mallory]\n" }) },
  };

  it(
    "9. an owner's approval of an older commit, and a push after it",
    async () => {
      const pr = open(140, REKEYED);
      approve(140, pr.head, ["alice"]);
      upstream.repo.write({ "docs/notes.md": "later\n" });
      const later = { base: pr.base, head: upstream.commit("a push after the approval") };
      upstream.push("refs/heads/pr-140");
      fake.setHead({ ...REPO, pull: 140, headSha: later.head });
      const pushed = await run(140, later);
      expect(pushed.code, said(pushed)).toBe(1);
      expect(said(pushed)).toContain(`None of them has approved the latest commit ${later.head.slice(0, 7)}`);
      const approved = await run(140, later, { reviewer: "alice" });
      expect(approved.code, said(approved)).toBe(0);
    },
    RUN_TIMEOUT * 2,
  );

  it(
    "10. an owner's approval withdrawn by a later request for changes, or dismissed",
    async () => {
      const pr = open(141, REKEYED);
      approve(141, pr.head, ["alice"]);
      fake.addReview({ ...REPO, pull: 141, user: "alice", state: "CHANGES_REQUESTED", commitId: pr.head });
      const bobs = fake.addReview({ ...REPO, pull: 141, user: "bob", state: "APPROVED", commitId: pr.head });
      fake.dismissReview({ ...REPO, pull: 141, id: bobs.id });
      const withdrawn = await run(141, pr);
      expect(withdrawn.code, said(withdrawn)).toBe(1);
      expect(said(withdrawn)).toContain("None of them has approved the latest commit");
    },
    RUN_TIMEOUT,
  );

  it(
    "14. the check's own token approves",
    async () => {
      const asAlice = await FakeGitHub.start({ token: TOKEN, actor: "alice" });
      try {
        asAlice.addTeamMember("acme/data-owners", "bob");
        const pr = open(142, REKEYED, asAlice);
        approve(142, pr.head, ["alice"], asAlice);
        const own = await run(142, pr, { github: asAlice });
        expect(own.code, said(own)).toBe(1);
        expect(said(own)).toContain(
          "The approval of alice does not count: it is the account of the check's own github-token",
        );
        const approved = await run(142, pr, { reviewer: "bob", github: asAlice });
        expect(approved.code, said(approved)).toBe(0);
      } finally {
        await asAlice.close();
      }
    },
    RUN_TIMEOUT * 2,
  );

  it(
    "65. a colleague's or a second owner's request for changes after an owner's approval",
    async () => {
      const pr = open(143, REKEYED);
      approve(143, pr.head, ["alice"]);
      for (const user of ["mallory", "bob"])
        fake.addReview({ ...REPO, pull: 143, user, state: "CHANGES_REQUESTED", commitId: pr.head });
      const passed = await run(143, pr);
      expect(passed.code, said(passed)).toBe(0);
      expect(said(passed)).toContain("Approved on the latest commit by alice");
    },
    RUN_TIMEOUT,
  );
});
