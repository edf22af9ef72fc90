// The bundled action on a merge queue (docs/workflow.md "Merge queues"): the queue's merge commit is
// checked against the group's base as a pull request's merge result is. Two pull requests
// that each pass alone (one makes the contract require a field, the other drops that field
// from the schema) fail together, and the failure names both; a clean combination passes;
// a destroyed group has nothing to check. GitHub here is the fake, which checks every request
// against GitHub's OpenAPI description.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import { AVRO_SHOP_CONFIG } from "../support/order-schema.js";
import {
  type ActionResult,
  mergeGroupEvent,
  pullRequestEvent,
  runBundledAction,
  TOKEN,
  Upstream,
} from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const RUN_TIMEOUT = 180_000;

const schema = (fields: string[]) =>
  `{\n  "type": "record",\n  "name": "Order",\n  "namespace": "acme",\n  "fields": [\n${fields.map((f) => `    ${f}`).join(",\n")}\n  ]\n}\n`;
const ID = `{ "name": "id", "type": "long" }`;
const TOTAL = `{ "name": "total", "type": "double" }`;
const CUSTOMER = `{ "name": "customer", "type": "string" }`;
const NOTE = `{ "name": "note", "type": ["null", "string"], "default": null }`;

/** The BLOCK contract; bob approves its breaking changes, which take a new major version. */
const contract = (version: string, fields: string[]) => `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: order_events
version: ${version}
dataAssetResourceName: avro://github.com/acme/shop:schemas/order.avsc:acme.Order
enforcementLevel: BLOCK
approvers: [bob]
schema:
${fields.map((f) => `  - name: ${f}\n    type: ${f === "id" ? "int64" : f === "total" ? "float64" : "string"}\n`).join("")}`;

describe.sequential("the bundled action on a merge queue's group", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let main: string;
  const heads = new Map<number, string>();
  const folders: string[] = [];

  /** A pull request branch off main changing `files`, pushed, and known to the fake GitHub. */
  function pullRequest(number: number, files: Record<string, string>): string {
    upstream.repo.git(["checkout", "--quiet", "-B", `pr-${number}`, main]);
    upstream.repo.write(files);
    const head = upstream.commit(`pull request ${number}`);
    upstream.push(`refs/heads/pr-${number}`);
    fake.addPullRequest({ ...REPO, number, headSha: head, baseSha: main, author: "hanna", commits: [head] });
    heads.set(number, head);
    return head;
  }

  /** The queue's commit as GitHub makes it with the merge method: main, then each pull request merged in. */
  function queue(numbers: number[]): string {
    upstream.repo.git(["checkout", "--quiet", "--detach", main]);
    for (const number of numbers)
      upstream.repo.git([
        "merge",
        "--quiet",
        "--no-ff",
        "-m",
        `Merge pull request #${number} from acme/pr-${number}`,
        heads.get(number) as string,
      ]);
    const head = upstream.repo.head();
    upstream.push(`refs/heads/gh-readonly-queue/main/pr-${numbers.at(-1)}-${main}`);
    return head;
  }

  async function run(eventName: string, event: unknown, checkedOut: string): Promise<ActionResult> {
    const workspace = upstream.checkout(checkedOut);
    folders.push(workspace);
    return runBundledAction({
      workspace,
      eventName,
      event,
      githubApiUrl: fake.url,
      env: { GITHUB_SHA: checkedOut, GITHUB_RUN_ID: "7001" },
    });
  }

  const checkGroup = (numbers: number[], head: string) =>
    run(
      "merge_group",
      mergeGroupEvent({ action: "checks_requested", base: main, head, entry: numbers.at(-1) as number }),
      head,
    );

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create();
    upstream.repo.write({
      ".github/contract-sync.yml": AVRO_SHOP_CONFIG,
      "schemas/order.avsc": schema([ID, TOTAL, CUSTOMER]),
      "contracts/order_events.yaml": contract("1.0.0", ["id", "total"]),
    });
    main = upstream.commit("orders");
    upstream.push("refs/heads/main");
    // #41 makes the contract require customer (the schema has it; a break bob approves); #42 drops
    // customer (no contract names it).
    pullRequest(41, { "contracts/order_events.yaml": contract("2.0.0", ["id", "total", "customer"]) });
    fake.addReview({ ...REPO, pull: 41, user: "bob", state: "APPROVED" });
    pullRequest(42, { "schemas/order.avsc": schema([ID, TOTAL]) });
    // #43 adds an optional field: clean with #41.
    pullRequest(43, { "schemas/order.avsc": schema([ID, TOTAL, CUSTOMER, NOTE]) });
  });
  afterAll(async () => {
    await fake.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  it(
    "each of the two pull requests passes alone",
    async () => {
      for (const number of [41, 42]) {
        const head = heads.get(number) as string;
        const result = await run(
          "pull_request",
          pullRequestEvent({ action: "opened", number, base: main, head }),
          head,
        );
        expect(result.code, result.stdout + result.stderr).toBe(0);
        expect(result.outputs.verdict).toBe("pass");
      }
    },
    RUN_TIMEOUT * 2,
  );

  it(
    "together they fail the queue's check, which names both and notes it on each pull request",
    async () => {
      const head = queue([41, 42]);
      const result = await checkGroup([41, 42], head);
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs.verdict).toBe("block");
      expect(Number(result.outputs.violations)).toBeGreaterThan(0);
      expect(result.stdout).toContain(`merge group ${head.slice(0, 12)} onto ${main.slice(0, 12)}: #41, #42`);
      expect(result.failures[0]).toMatch(/contract violations, verdict BLOCK; see the job summary/);
      // The contract's own finding on the schema, not a gate (version, approval) of #41's change.
      const broken = result.annotations.filter((a) => a.level === "error" && a.file !== undefined);
      expect(broken.map((a) => a.title).join("\n")).not.toMatch(/version|approval/i);
      expect(broken.some((a) => a.file === "schemas/order.avsc" && /customer/.test(a.message))).toBe(true);
      expect(result.outputs["comment-url"]).toBe("");
      for (const number of [41, 42]) {
        const comments = fake.commentsOn(REPO, number);
        expect(comments).toHaveLength(1);
        expect(comments[0]?.body).toContain(
          `**Merge queue**: checked together with #41, #42 as \`${head.slice(0, 12)}\`: **BLOCK**`,
        );
        expect(comments[0]?.body).toContain("/actions/runs/7001");
      }
      expect(fake.requests.filter((r) => r.problems.length > 0)).toEqual([]);

      // The same verdict, findings and outputs as a pull request holding both changes.
      fake.addPullRequest({ ...REPO, number: 49, headSha: head, baseSha: main, author: "hanna" });
      // bob approves it as he approved #41 (a group's approvals are its pull requests').
      fake.addReview({ ...REPO, pull: 49, user: "bob", state: "APPROVED" });
      const asPull = await run(
        "pull_request",
        pullRequestEvent({ action: "opened", number: 49, base: main, head }),
        head,
      );
      expect(asPull.code).toBe(1);
      const { "comment-url": _group, ...groupOutputs } = result.outputs;
      const { "comment-url": _pull, "relay-report": _relay, ...pullOutputs } = asPull.outputs;
      expect({ ...groupOutputs, "relay-report": undefined, report: undefined }).toEqual({
        ...pullOutputs,
        "relay-report": undefined,
        report: undefined,
      });
      const findings = (r: ActionResult) => r.annotations.filter((a) => a.file !== undefined);
      expect(findings(result)).toEqual(findings(asPull));

      // The next group replaces the note (the comment keeps one).
      const again = await checkGroup([41, 42], head);
      expect(again.code).toBe(1);
      for (const number of [41, 42]) {
        const body = fake.commentsOn(REPO, number)[0]?.body ?? "";
        expect(body.split("**Merge queue**")).toHaveLength(2);
      }
    },
    RUN_TIMEOUT * 3,
  );

  it(
    "a clean combination passes, and a pull request without a comment gets none",
    async () => {
      const head = queue([41, 43]);
      const before = fake.calls("issues/create-comment").length;
      const result = await checkGroup([41, 43], head);
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.outputs.verdict).toBe("pass");
      expect(result.stdout).toContain(": #41, #43");
      expect(fake.calls("issues/create-comment")).toHaveLength(before);
      expect(fake.commentsOn(REPO, 43)).toEqual([]);
      // #41's comment (from the failed group) now carries this group's note.
      expect(fake.commentsOn(REPO, 41)[0]?.body).toContain("checked together with #41, #43");
      expect(fake.commentsOn(REPO, 41)[0]?.body).toContain("**PASS**");
    },
    RUN_TIMEOUT,
  );

  it(
    "a destroyed group has nothing to check: a notice says so, nothing is asked of GitHub",
    async () => {
      const requests = fake.requests.length;
      const result = await run(
        "merge_group",
        mergeGroupEvent({ action: "destroyed", base: main, head: main, entry: 42 }),
        main,
      );
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.annotations).toEqual([
        expect.objectContaining({
          level: "notice",
          message: `contract-sync: the merge group ${main.slice(0, 12)} was destroyed (dequeued): nothing to check`,
        }),
      ]);
      expect(result.outputs).toEqual({});
      expect(fake.requests.length).toBe(requests);
    },
    RUN_TIMEOUT,
  );
});
