// The bundled action fails closed (issue: "Git is the source of truth", "No one
// switches off their own check"): a contract the pull request breaks fails the
// check at its line whatever level it declares, and a pull request that ignores
// everything in its own config does not turn a BLOCK into a pass.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import { DEMO_BASE, DEMO_HEAD, pullRequestEvent, runBundledAction, TOKEN, Upstream } from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const RUN_TIMEOUT = 120_000;

const BROKEN_CONTRACT = [
  "id: 1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d",
  "name: shop.refunds",
  "owner: data-platform@acme.example",
  "dataAssetResourceName: postgres://shop-db:5432:postgres.public.refunds",
  "enforcementLevel: RECORD",
  "schema:",
  "  - name: id",
  "    type: int64",
  "    optinal: true",
  "",
].join("\n");

describe.sequential("the bundled action fails closed", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let base: string;
  const folders: string[] = [];

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create().overlay(DEMO_BASE);
    base = upstream.commit("Orders, events and customers with their contracts");
    upstream.push("refs/heads/main");
  });
  afterAll(async () => {
    await fake.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  /** A pull request branch from the base with `files` written over it. */
  function branch(name: string, files: Record<string, string>, overlay?: string): string {
    upstream.repo.git(["checkout", "--quiet", "-B", name, base]);
    if (overlay) upstream.overlay(overlay);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(upstream.repo.dir, path, ".."), { recursive: true });
      writeFileSync(join(upstream.repo.dir, path), text);
    }
    const head = upstream.commit(name);
    upstream.push(`refs/heads/${name}`);
    return head;
  }

  async function check(number: number, head: string) {
    fake.addPullRequest({ ...REPO, number, headSha: head, baseSha: base, author: "hanna" });
    const workspace = upstream.checkout(head);
    folders.push(workspace);
    return runBundledAction({
      workspace,
      eventName: "pull_request",
      event: pullRequestEvent({ action: "opened", number, base, head }),
      githubApiUrl: fake.url,
    });
  }

  it(
    "an invalid contract the pull request adds fails the check at its line, though it declares RECORD",
    async () => {
      const head = branch("broken-contract", { "contracts/refunds.yaml": BROKEN_CONTRACT });
      const result = await check(51, head);
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs.verdict).toBe("block");
      const errors = result.annotations.filter((a) => a.file === "contracts/refunds.yaml");
      expect(errors.map((a) => [a.level, a.line])).toContainEqual(["error", 9]);
      expect(errors.map((a) => a.message).join("\n")).toContain("optinal");
    },
    RUN_TIMEOUT,
  );

  it(
    "a pull request that ignores every file in its config still fails on the BLOCK it causes, and says protection was weakened",
    async () => {
      const head = branch(
        "ignore-everything",
        { ".github/contract-sync.yml": 'version: 1\nignore: ["**"]\n' },
        DEMO_HEAD,
      );
      const result = await check(52, head);
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs.verdict).toBe("block");
      expect(result.summary).toContain("Protection weakened in this pull request");
      expect(result.summary).not.toMatch(/all clear/i);
    },
    RUN_TIMEOUT,
  );
});
