// How the cost grows with the repository (`npm run bench -- monorepo`): the generated monorepo of
// bench/monorepo.ts at 100, 1,000 and 10,000 contracts (five schema files each), and at each size
// the same kind of pull request (ten changed files) checked by the bundled action against the
// embedded service, then the repository published by the bundled CLI to `contract-sync serve`
// (its own process, PGlite): the first publish of every contract, then the push of a commit that
// changes no contract (nothing to do). Each figure beside its floor (node starting plus `git
// diff`) and the smallest size's, with the cost per contract. CONTRACT_SYNC_BENCH_MONOREPO_SIZES
// picks the sizes.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import {
  ACTION_ENTRY,
  ACTION_NODE,
  pullRequestEvent,
  runBundledAction,
  Upstream,
} from "../test/e2e/harness.js";
import { FakeGitHub } from "../test/support/fake-github.js";
import { tempDir } from "../test/support/git-repo.js";
import { coldAndWarm, floorMs, peakMBOf, peakMemoryProbe } from "./action-support.js";
import { monorepo, pullRequest } from "./monorepo.js";
import type { BenchSuite } from "./suites.js";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const KEY = "bench-monorepo-key";
const SEED = 1;
const REPO_URL = "https://github.com/acme/mono";

type Row = Record<string, string | number>;

/** `contract-sync serve` from the sources on a free port, with PGlite in `dataDir`. */
async function serve(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "./scripts/register-ts.mjs",
      "src/cli/index.ts",
      "serve",
      "--port",
      "0",
      "--data-dir",
      dataDir,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, CONTRACT_SYNC_API_KEY: KEY, LOG_LEVEL: "warn" },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let text = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(text);
      if (found?.[1]) resolve(found[1]);
    });
    child.once("exit", (code) => reject(new Error(`serve exited with ${code}: ${text}`)));
  });
  return { url, child };
}

/** One run of the bundled CLI's publish: its wall time and peak memory; throws unless it exits 0. */
function publish(
  dir: string,
  range: { before?: string; after: string },
  url: string,
  probe: string,
): { ms: number; peakMB: number } {
  const cli = join(dirname(ACTION_ENTRY), "cli.js");
  const before = range.before ? ["--before", range.before] : [];
  const args = [
    "publish",
    "--repo",
    dir,
    ...before,
    "--after",
    range.after,
    "--api-url",
    url,
    "--repo-url",
    REPO_URL,
  ];
  const started = performance.now();
  const run = spawnSync(ACTION_NODE, [cli, ...args], {
    env: { ...process.env, CONTRACT_SYNC_API_KEY: KEY, NODE_OPTIONS: `--require ${probe}` },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = Math.round(performance.now() - started);
  if (run.status !== 0) throw new Error(`publish exited ${run.status}: ${run.stderr.slice(-2000)}`);
  return { ms, peakMB: peakMBOf(run.stderr) };
}

interface SizeResult {
  contracts: number;
  schemaFiles: number;
  floor: number;
  check: { cold: { ms: number; peakMB: number }; warm: { ms: number; peakMB: number } };
  firstPublish: { ms: number; peakMB: number };
  nothingToDo: { ms: number; peakMB: number };
}

async function measureSize(contracts: number, fake: FakeGitHub, cleanup: string[]): Promise<SizeResult> {
  const repo = monorepo(contracts, SEED);
  const upstream = Upstream.create();
  cleanup.push(upstream.repo.dir, upstream.origin);
  const base = upstream.repo.write(repo.files).commit(`${contracts} contracts`);
  // Main moves on by a commit that changes no contract: the push a publish has nothing to do for.
  const docs = upstream.repo.write({ "README.md": "The platform's schemas.\n" }).commit("docs");
  upstream.push("refs/heads/main");
  upstream.repo.git(["checkout", "--quiet", "-b", "ten", base]);
  const head = upstream.repo.write(pullRequest(repo, SEED + 1)).commit("ten changed schema files");
  upstream.push("refs/heads/ten");
  const number = 100 + String(contracts).length;
  fake.addPullRequest({ owner: "acme", repo: "shop", number, headSha: head, baseSha: base });
  // Checkouts are made before the clock starts: actions/checkout is not the action's cost.
  const checkouts = Array.from({ length: 6 }, () => upstream.checkout(head));
  cleanup.push(...checkouts);
  let next = 0;
  const check = async (env: Record<string, string>) =>
    runBundledAction({
      workspace: checkouts[Math.min(next++, checkouts.length - 1)] as string,
      eventName: "pull_request",
      event: pullRequestEvent({ action: "opened", number, base, head }),
      githubApiUrl: fake.url,
      env,
    });
  const floor = floorMs(upstream.repo.dir, base, head);
  // The broken contracts' levels come from the seed: at some sizes none of them is BLOCK (exit 0).
  const checked = await coldAndWarm(check, [0, 1], cleanup);
  const dataDir = tempDir("bench-monorepo-serve");
  cleanup.push(dataDir);
  const server = await serve(dataDir);
  const probe = peakMemoryProbe();
  cleanup.push(dirname(probe));
  try {
    const firstPublish = publish(upstream.repo.dir, { after: base }, server.url, probe);
    const nothingToDo = publish(upstream.repo.dir, { before: base, after: docs }, server.url, probe);
    const schemaFiles = Object.keys(repo.files).filter(
      (p) => !p.includes("/contracts/") && !p.startsWith(".github/"),
    ).length;
    return { contracts, schemaFiles, floor, check: checked, firstPublish, nothingToDo };
  } finally {
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    await exited;
  }
}

const ratio = (value: number, of: number) => `${(value / of).toFixed(2)}x`;
const perContract = (ms: number, contracts: number) => Number((ms / contracts).toFixed(3));

/** The growth table: one row per size and figure, each beside its floor and the smallest size's. */
function rowsOf(results: SizeResult[]): Row[] {
  const smallest = results[0] as SizeResult;
  const rows: Row[] = [];
  for (const r of results) {
    const size = `${r.contracts} contracts, ${r.schemaFiles} schema files`;
    rows.push(
      {
        case: `${size}: PR check of 10 changed files, warm cache, median of 3 (target at 10,000: <= 1.5 s, <= 400 MB, <= 1.3x of 100)`,
        ms: r.check.warm.ms,
        "peak MB": r.check.warm.peakMB,
        "floor ms": r.floor,
        "vs floor": ratio(r.check.warm.ms, r.floor),
        "vs smallest": ratio(r.check.warm.ms, smallest.check.warm.ms),
        "ms per contract": perContract(r.check.warm.ms, r.contracts),
      },
      {
        case: `${size}: PR check of 10 changed files, cold runner, median of 3`,
        ms: r.check.cold.ms,
        "peak MB": r.check.cold.peakMB,
        "floor ms": r.floor,
        "vs floor": ratio(r.check.cold.ms, r.floor),
        "vs smallest": ratio(r.check.cold.ms, smallest.check.cold.ms),
        "ms per contract": perContract(r.check.cold.ms, r.contracts),
      },
      {
        case: `${size}: first publish of every contract (target at 10,000: <= 20 s, <= 500 MB)`,
        ms: r.firstPublish.ms,
        "peak MB": r.firstPublish.peakMB,
        "vs smallest": ratio(r.firstPublish.ms, smallest.firstPublish.ms),
        "ms per contract": perContract(r.firstPublish.ms, r.contracts),
      },
      {
        case: `${size}: publish with nothing to do, remote (target at 10,000: <= 2 s, <= 500 MB)`,
        ms: r.nothingToDo.ms,
        "peak MB": r.nothingToDo.peakMB,
        "vs smallest": ratio(r.nothingToDo.ms, smallest.nothingToDo.ms),
        "ms per contract": perContract(r.nothingToDo.ms, r.contracts),
      },
    );
  }
  return rows;
}

export const monorepoBench: BenchSuite = {
  name: "monorepo",
  async run() {
    const sizes = (process.env.CONTRACT_SYNC_BENCH_MONOREPO_SIZES ?? "100,1000,10000").split(",").map(Number);
    const fake = await FakeGitHub.start();
    const cleanup: string[] = [];
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(2))
        .join(" ");
    const node = execFileSync(ACTION_NODE, ["--version"], { encoding: "utf8" }).trim();
    try {
      const startLoad = load();
      const results: SizeResult[] = [];
      for (const size of sizes) results.push(await measureSize(size, fake, cleanup));
      return [
        { case: "load average 1/5/15 min at the start; the action's node", ms: 0, load: startLoad, node },
        ...rowsOf(results),
      ];
    } finally {
      await fake.close();
      for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
    }
  },
};
