// The bundled action cannot be talked out of a contract (README "Security model — the pull
// request"): a pull request that renames its BLOCK contract out of the base's `contracts` glob
// while breaking the asset blocks, with GitHub's merge ref checked out and with the branch tip.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import { pullRequestEvent, runBundledAction, TOKEN, Upstream } from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const RUN_TIMEOUT = 120_000;

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
`;

const orderAvsc = (fields: string[]) =>
  `${JSON.stringify({ type: "record", name: "Order", namespace: "acme", fields: fields.map((name) => ({ name, type: "long" })) }, null, 2)}\n`;

const CONTRACT = `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: orders
dataAssetResourceName: avro://github.com/acme/shop:schemas/order.avsc:acme.Order
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
  - name: total
    type: int64
`;

describe.sequential("the bundled action keeps a contract renamed out of the glob", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let base: string;
  let head: string;
  const folders: string[] = [];

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create();
    upstream.repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/order.avsc": orderAvsc(["id", "total"]),
      "contracts/orders.yaml": CONTRACT,
    });
    const forkPoint = upstream.commit("orders");
    upstream.repo.git(["checkout", "--quiet", "-b", "escape"]);
    upstream.repo.git(["mv", "contracts/orders.yaml", "contracts/orders.yml"]);
    upstream.repo.write({ "schemas/order.avsc": orderAvsc(["id"]) });
    head = upstream.commit("drop total; orders.yml");
    upstream.push("refs/heads/escape");
    // main moves on meanwhile, so GitHub's merge ref is a commit of its own.
    upstream.repo.git(["checkout", "--quiet", "-B", "main", forkPoint]);
    base = upstream.repo.write({ "README.md": "shop\n" }).commit("readme");
    upstream.push("refs/heads/main");
  });
  afterAll(async () => {
    await fake.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  async function check(number: number, checkedOut: string) {
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

  function mergeRef(number: number): string {
    upstream.repo.git(["checkout", "--quiet", "--detach", base]);
    upstream.repo.git(["merge", "--quiet", "--no-ff", "--no-edit", head]);
    upstream.push(`refs/pull/${number}/merge`);
    return upstream.repo.head();
  }

  for (const [label, number] of [
    ["the branch tip", 81],
    ["GitHub's merge ref", 82],
  ] as const) {
    it(
      `with ${label} checked out, the rename is protection weakened and blocks`,
      async () => {
        const checkedOut = number === 82 ? mergeRef(number) : head;
        const result = await check(number, checkedOut);
        expect(result.code, result.stdout + result.stderr).toBe(1);
        expect(result.outputs.verdict).toBe("block");
        expect(result.summary).toContain("Protection weakened in this pull request");
        expect(result.summary).toContain("renamed to contracts/orders.yml");
      },
      RUN_TIMEOUT,
    );
  }
});
