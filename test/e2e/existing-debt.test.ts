// Only what the pull request introduced blocks (README "Existing debt"), through the bundled action:
// the base's record already lacks a field its BLOCK contract requires; a pull request that edits
// the record elsewhere passes with the debt in its own section, with GitHub's merge ref checked out
// and with the branch tip; one that also drops a field blocks on that field alone.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import { NOTE_FIELD, orderAvsc, orderEventContract } from "../support/order-schema.js";
import { pullRequestEvent, runBundledAction, TOKEN, Upstream } from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const RUN_TIMEOUT = 120_000;

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
`;

const DEBT_SECTION = "🗄️ Existing debt: 1 finding the base branch already has (not counted)";

describe.sequential("the bundled action sets the base's existing debt apart", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let base: string;
  let forkPoint: string;
  const folders: string[] = [];

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create();
    // The contract requires `currency`, which the record has never had.
    upstream.repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/order.avsc": orderAvsc(),
      "contracts/orders.yaml": orderEventContract(true),
    });
    forkPoint = upstream.commit("orders");
    // main moves on meanwhile, so GitHub's merge ref is a commit of its own.
    base = upstream.repo.write({ "README.md": "shop\n" }).commit("readme");
    upstream.push("refs/heads/main");
  });
  afterAll(async () => {
    await fake.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  function branch(name: string, avsc: string): string {
    upstream.repo.git(["checkout", "--quiet", "-B", name, forkPoint]);
    const head = upstream.repo.write({ "schemas/order.avsc": avsc }).commit(name);
    upstream.push(`refs/heads/${name}`);
    return head;
  }

  function mergeRef(number: number, head: string): string {
    upstream.repo.git(["checkout", "--quiet", "--detach", base]);
    upstream.repo.git(["merge", "--quiet", "--no-ff", "--no-edit", head]);
    upstream.push(`refs/pull/${number}/merge`);
    return upstream.repo.head();
  }

  async function check(number: number, head: string, checkedOut: string) {
    fake.addPullRequest({ ...REPO, number, headSha: head, baseSha: base, author: "hanna" });
    const workspace = upstream.checkout(checkedOut);
    folders.push(workspace);
    return runBundledAction({
      workspace,
      eventName: "pull_request",
      event: pullRequestEvent({ action: "opened", number, base, head }),
      githubApiUrl: fake.url,
      env: { GITHUB_SHA: checkedOut },
    });
  }

  for (const [label, number] of [
    ["the branch tip", 91],
    ["GitHub's merge ref", 92],
  ] as const) {
    it(
      `with ${label} checked out, the debt passes, in its own section and counted apart`,
      async () => {
        const head = branch(`note-${number}`, orderAvsc([NOTE_FIELD]));
        const checkedOut = number === 92 ? mergeRef(number, head) : head;
        const result = await check(number, head, checkedOut);
        expect(result.code, result.stdout + result.stderr).toBe(0);
        expect(result.outputs).toMatchObject({ verdict: "pass", violations: "0", "existing-debt": "1" });
        expect(result.summary).toContain(DEBT_SECTION);
        expect(result.summary).not.toContain("breaks a blocking contract");
        expect(result.annotations).toEqual([
          expect.objectContaining({
            level: "notice",
            title: expect.stringContaining("Existing debt: MISSING_REQUIRED_PROPERTY: currency"),
          }),
        ]);
        const comment = fake.commentsOn(REPO, number).at(-1)?.body ?? "";
        expect(comment).toContain(DEBT_SECTION);
      },
      RUN_TIMEOUT,
    );
  }

  it(
    "a field the pull request drops blocks; the debt beside it does not count",
    async () => {
      const head = branch(
        "drop-total",
        orderAvsc().replace(`    { "name": "total", "type": "double" },\n`, ""),
      );
      const result = await check(93, head, head);
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs).toMatchObject({ verdict: "block", violations: "1", "existing-debt": "1" });
      expect(result.annotations.filter((a) => a.level === "error" && a.file).map((a) => a.title)).toEqual([
        expect.stringContaining("total"),
      ]);
      expect(result.summary).toContain(DEBT_SECTION);
    },
    RUN_TIMEOUT,
  );
});
