// The bundled action on the Node.js it declares (action.yml `runs.using`), which is not always the
// Node.js the tests run on: .ci/run installs that runtime and names it in CONTRACT_SYNC_ACTION_NODE,
// and every runBundledAction test then runs the action on it, as GitHub's runner does.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { FakeGitHub } from "../support/fake-github.js";
import {
  ACTION_NODE,
  demoUpstream,
  pullRequestEvent,
  ROOT,
  runBundledAction,
  TOKEN,
  type Upstream,
} from "./harness.js";

const declaredMajor = (): number => {
  const action = parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as { runs: { using: string } };
  return Number(/^node(\d+)$/.exec(action.runs.using)?.[1]);
};
const majorOf = (node: string): number =>
  Number(/^v(\d+)\./.exec(execFileSync(node, ["--version"], { encoding: "utf8" }))?.[1]);

describe("the action's runtime", () => {
  // Outside CI the action runs on whatever node runs the tests; CI must run it on the declared one.
  it.runIf(process.env.CI === "true")(
    "CI runs the bundled action on the Node.js that action.yml declares",
    () => {
      expect(
        process.env.CONTRACT_SYNC_ACTION_NODE,
        "CONTRACT_SYNC_ACTION_NODE (set by .ci/run)",
      ).toBeTruthy();
      expect(majorOf(ACTION_NODE)).toBe(declaredMajor());
    },
  );
});

describe.sequential("PGlite's WebAssembly in a one-shot run", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let base: string;
  let head: string;
  let workspace: string;

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    ({ upstream, base, head } = demoUpstream());
    workspace = upstream.checkout(head);
  });
  afterAll(async () => {
    await fake.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, workspace]) rmSync(dir, { recursive: true, force: true });
  });

  // Node 24 ignores `--liftoff-only` set at run time: V8 then also compiled PGlite's hot functions
  // with TurboFan and the demo check peaked at 685 MB instead of 214 MB. V8's own trace of each
  // compiled function names the compiler.
  it("is compiled by Liftoff only, never by TurboFan (the demo check, traced by V8)", async () => {
    fake.addPullRequest({ owner: "acme", repo: "shop", number: 24, headSha: head, baseSha: base });
    const result = await runBundledAction({
      workspace,
      eventName: "pull_request",
      event: pullRequestEvent({ action: "opened", number: 24, base, head }),
      githubApiUrl: fake.url,
      nodeArgs: ["--trace-wasm-compilation-times"],
    });
    expect(result.code, result.stderr).toBe(1);
    expect(result.outputs.verdict).toBe("block");
    const compilers = new Map<string, number>();
    for (const [, compiler] of result.stdout.matchAll(/^Compiled function \S+ using (\w+)/gm))
      compilers.set(compiler as string, (compilers.get(compiler as string) ?? 0) + 1);
    expect(compilers.get("Liftoff") ?? 0).toBeGreaterThan(1000);
    expect(compilers.get("TurboFan") ?? 0).toBe(0);
  }, 120_000);
});
