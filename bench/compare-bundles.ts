// Two builds of the action on the same two rows of `npm run bench -- action`, interleaved (A, B,
// A, B, ...) so that a shared machine's load falls on both alike: the README-only pull request and
// the ten-file one (warm cache), each run N times; prints the medians, B/A and the load averages.
//   node --import ./scripts/register-ts.mjs bench/compare-bundles.ts <a/index.js> <b/index.js> [runs]
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import {
  type ActionResult,
  DEMO_BASE,
  DEMO_HEAD,
  demoUpstream,
  pullRequestEvent,
  runBundledAction,
  Upstream,
} from "../test/e2e/harness.js";
import { FakeGitHub } from "../test/support/fake-github.js";
import { avro, coldRunnerEnv, contract } from "./action-support.js";

const [entryA, entryB, runsArgument] = process.argv.slice(2);
if (!entryA || !entryB) {
  console.error("usage: compare-bundles.ts <a/index.js> <b/index.js> [runs]");
  process.exit(2);
}
const runs = Number(runsArgument ?? 7);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");

const fake = await FakeGitHub.start();
const cleanup: string[] = [];
try {
  const { upstream, base } = demoUpstream();
  cleanup.push(upstream.repo.dir, upstream.origin);
  upstream.repo.git(["checkout", "--quiet", "--detach", base]);
  const readme = upstream.repo.write({ "README.md": "# shop\n" }).commit("Docs only");
  upstream.push("refs/heads/readme");
  fake.addPullRequest({ owner: "acme", repo: "shop", number: 41, headSha: readme, baseSha: base });

  // The ten-file pull request of bench/action-pr-rows.ts: the demo's four and six contracted Avro schemas.
  const ten = Upstream.create().overlay(DEMO_BASE);
  cleanup.push(ten.repo.dir, ten.origin);
  const files: Record<string, string> = {};
  for (let i = 0; i < 6; i++) {
    files[`schemas/event${i}.avsc`] = avro(i, "long");
    files[`contracts/event${i}.yaml`] = contract(i);
  }
  const tenBase = ten.repo.write(files).commit("demo and six events");
  ten.push("refs/heads/main");
  ten.repo.git(["checkout", "--quiet", "-b", "ten"]);
  const changed: Record<string, string> = {};
  for (let i = 0; i < 6; i++) changed[`schemas/event${i}.avsc`] = avro(i, "string");
  const tenHead = ten.overlay(DEMO_HEAD).repo.write(changed).commit("ten changed schema files");
  ten.push("refs/heads/ten");
  fake.addPullRequest({ owner: "acme", repo: "shop", number: 70, headSha: tenHead, baseSha: tenBase });
  const runner = coldRunnerEnv(cleanup);

  const rows = {
    "README-only PR check, embedded service": (entry: string) =>
      runBundledAction({
        entry,
        workspace: keep(upstream.checkout(readme)),
        eventName: "pull_request",
        event: pullRequestEvent({ action: "opened", number: 41, base, head: readme }),
        githubApiUrl: fake.url,
      }),
    "PR check, 10 changed files incl. a migration folder, embedded, warm cache": (entry: string) =>
      runBundledAction({
        entry,
        workspace: keep(ten.checkout(tenHead)),
        eventName: "pull_request",
        event: pullRequestEvent({ action: "opened", number: 70, base: tenBase, head: tenHead }),
        githubApiUrl: fake.url,
        env: runner,
      }),
  };
  const startLoad = load();
  const table: Record<string, string | number>[] = [];
  for (const [name, run] of Object.entries(rows)) {
    // One run of each first: the fake's validators and the warm cache, paid by no timed run.
    await timed(() => run(entryA));
    await timed(() => run(entryB));
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < runs; i++) {
      a.push(await timed(() => run(entryA)));
      b.push(await timed(() => run(entryB)));
    }
    table.push({
      case: name,
      "A median ms": median(a),
      "B median ms": median(b),
      "B - A ms": median(b) - median(a),
      "B / A": (median(b) / median(a)).toFixed(2),
      "A runs": a.join(" "),
      "B runs": b.join(" "),
    });
  }
  console.log(`A: ${entryA}\nB: ${entryB}\nruns: ${runs} each, interleaved`);
  console.log(`load average (1 / 5 / 15 min) at the start: ${startLoad}; at the end: ${load()}`);
  console.table(table);
} finally {
  await fake.close();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
}

function keep(dir: string): string {
  cleanup.push(dir);
  return dir;
}

async function timed(run: () => Promise<ActionResult>): Promise<number> {
  const start = performance.now();
  const result = await run();
  const ms = Math.round(performance.now() - start);
  if (result.code !== 0 && result.code !== 1)
    throw new Error(`action exited ${result.code}:\n${result.stdout}${result.stderr}`);
  return ms;
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}
