import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { startServer } from "../src/server/start.js";
import { openStore } from "../src/store/open.js";
import {
  type ActionResult,
  DEMO_BASE,
  demoUpstream,
  pullRequestEvent,
  pushEvent,
  runBundledAction,
  Upstream,
} from "../test/e2e/harness.js";
import { FakeGitHub } from "../test/support/fake-github.js";
import { pgliteFloorMs } from "./pglite-floor.js";
import type { BenchSuite } from "./suites.js";

const API_KEY = "bench-key-0123456789abcdef";
/** Sizes of the wide pull requests: changed (and contracted) schema files. */
const WIDE_SIZES = [10, 1000];

/**
 * Preloaded into the action's process (NODE_OPTIONS) to print its peak resident memory at exit:
 * the kernel's high-water mark of this process's own memory (VmHWM, new at exec). Not
 * `resourceUsage().maxRSS`: Linux carries that over from the parent at fork, so a child of a
 * 400 MB bench process reported 400 MB whatever it used itself.
 */
function peakMemoryProbe(): string {
  const dir = mkdtempSync(join(tmpdir(), "cs-bench-"));
  const file = join(dir, "maxrss.cjs");
  writeFileSync(
    file,
    "process.on('exit', () => { let kb = process.resourceUsage().maxRSS; try { kb = Number(/VmHWM:\\s*(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))[1]); } catch {} process.stderr.write('maxrss-kb=' + kb + '\\n'); });\n",
  );
  return file;
}

function avro(i: number, idType: string): string {
  return JSON.stringify({
    type: "record",
    name: `Event${i}`,
    namespace: "com.acme.bench",
    fields: [
      { name: "id", type: idType },
      { name: "at", type: { type: "long", logicalType: "timestamp-millis" } },
    ],
  });
}

function contract(i: number): string {
  const hex = String(i).padStart(12, "0");
  return `id: 00000000-0000-4000-8000-${hex}\nname: bench.Event${i}\nenforcementLevel: ALERT\ndataAssetResourceName: avro://github.com/acme/shop:schemas/event${i}.avsc:com.acme.bench.Event${i}\nschema:\n  - name: id\n    type: int64\n  - name: at\n    type: timestamp64\n`;
}

async function timed(run: () => Promise<ActionResult>, expectCode: number): Promise<number> {
  const t0 = performance.now();
  const result = await run();
  const ms = Math.round(performance.now() - t0);
  if (result.code !== expectCode)
    throw new Error(`action exited ${result.code}:\n${result.stdout}${result.stderr}`);
  return ms;
}

/** A fresh runner: no HOME cache, so PGlite's data directory is made from scratch. */
function coldRunnerEnv(cleanup: string[]): Record<string, string> {
  const home = mkdtempSync(join(tmpdir(), "cs-bench-home-"));
  cleanup.push(home);
  return { HOME: home, XDG_CACHE_HOME: join(home, ".cache") };
}

/** The floor of a check: node's start plus `git diff` of the range in the checkout. */
function floorMs(dir: string, base: string, head: string): number {
  const t0 = performance.now();
  execFileSync(process.execPath, ["-e", ""]);
  execFileSync("git", ["diff", "--name-only", base, head], { cwd: dir });
  return Math.round(performance.now() - t0);
}

function withRatio(row: Record<string, string | number>, floor: number): Record<string, string | number> {
  const ms = Number(row.ms);
  return { ...row, "floor ms": floor, ratio: `${(ms / floor).toFixed(1)}x` };
}

/** A row that needs PGlite, also beside the PGlite floor (bench/pglite-floor.ts). */
function withPGliteRatio(
  row: Record<string, string | number>,
  floor: number,
): Record<string, string | number> {
  return { ...row, "pglite floor ms": floor, "pglite ratio": `${(Number(row.ms) / floor).toFixed(1)}x` };
}

/** The median of `runs` timed runs (one run of a ~1 s row is too noisy to compare). */
async function medianMs(run: () => Promise<ActionResult>, expectCode: number, runs = 3): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timed(run, expectCode));
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] as number;
}

/**
 * The fake GitHub compiles a validator for each REST operation at its first use
 * (~140 ms for the comment list): before any timed run, each operation the
 * action calls is used once on a pull request of its own, so that no row pays
 * the fake's warm-up (the first row, README-only, used to).
 */
async function warmFakeGitHub(fake: FakeGitHub, sha: string): Promise<void> {
  fake.addPullRequest({ owner: "acme", repo: "shop", number: 99, headSha: sha, baseSha: sha });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${fake.url}/repos/acme/shop/${path}`, {
      method,
      headers: { accept: "application/vnd.github+json", "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`warming the fake GitHub: ${method} ${path} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  await call("GET", "issues/99/comments?per_page=100");
  const created = (await call("POST", "issues/99/comments", { body: "warm-up" })) as { id: number };
  await call("PATCH", `issues/comments/${created.id}`, { body: "warm-up again" });
  await call("GET", `commits/${sha}/pulls`);
  await call("GET", "pulls/99/reviews");
}

/** Wall time of `node dist/index.js` (the bundled action) per run, as the runner starts it. */
export const actionBench: BenchSuite = {
  name: "action",
  async run() {
    const rows: Record<string, string | number>[] = [];
    const fake = await FakeGitHub.start();
    const cleanup: string[] = [];
    const checkout = (upstream: Upstream, sha: string) => {
      const dir = upstream.checkout(sha);
      cleanup.push(dir);
      return dir;
    };
    try {
      const { upstream, base, head } = demoUpstream();
      cleanup.push(upstream.repo.dir, upstream.origin);
      fake.addPullRequest({ owner: "acme", repo: "shop", number: 42, headSha: head, baseSha: base });
      // A pull request that only edits the README: nothing to read, nothing to start.
      upstream.repo.git(["checkout", "--quiet", "--detach", base]);
      const readme = upstream.repo.write({ "README.md": "# shop\n" }).commit("Docs only");
      upstream.push("refs/heads/readme");
      fake.addPullRequest({ owner: "acme", repo: "shop", number: 41, headSha: readme, baseSha: base });
      await warmFakeGitHub(fake, base);
      const loadAverage = loadavg()
        .map((l) => l.toFixed(2))
        .join(" ");
      const floor = floorMs(upstream.repo.dir, base, head);
      rows.push({
        case: "floor: node start + git diff (load average 1/5/15 min)",
        ms: floor,
        load: loadAverage,
      });
      const pgliteFloor = await pgliteFloorMs();
      rows.push({
        case: "PGlite floor: node start + cp -a + PGlite.create of the shipped data directory + SELECT 1 (median of 3)",
        ms: pgliteFloor,
      });
      const pr = (inputs: Record<string, string> = {}, env: Record<string, string> = {}) =>
        runBundledAction({
          workspace: checkout(upstream, head),
          eventName: "pull_request",
          event: pullRequestEvent({ action: "opened", number: 42, base, head }),
          inputs,
          githubApiUrl: fake.url,
          env,
        });
      rows.push(
        withRatio(
          {
            case: "README-only PR check, embedded service (target <= 500 ms)",
            ms: await timed(
              () =>
                runBundledAction({
                  workspace: checkout(upstream, readme),
                  eventName: "pull_request",
                  event: pullRequestEvent({ action: "opened", number: 41, base, head: readme }),
                  githubApiUrl: fake.url,
                }),
              0,
            ),
          },
          floor,
        ),
      );
      rows.push(
        withPGliteRatio(
          withRatio(
            {
              case: "demo PR check (3 files incl. a migration folder), embedded, cold runner (target <= 2 s)",
              ms: await timed(() => pr({}, coldRunnerEnv(cleanup)), 1),
            },
            floor,
          ),
          pgliteFloor,
        ),
      );
      rows.push(
        withPGliteRatio(
          withRatio(
            {
              case: "demo PR check (3 files incl. a migration folder), embedded, warm cache (target <= 1 s)",
              ms: await timed(() => pr(), 1),
            },
            floor,
          ),
          pgliteFloor,
        ),
      );

      const store = await openStore({});
      const server = await startServer({
        store,
        port: 0,
        apiKeys: [API_KEY],
        delivery: false,
        logLevel: "silent",
      });
      try {
        const remote = { "api-url": server.url, "api-key": API_KEY };
        const publish = () =>
          runBundledAction({
            workspace: checkout(upstream, base),
            eventName: "push",
            event: pushEvent({ before: "0".repeat(40), after: base }),
            inputs: remote,
            githubApiUrl: fake.url,
          });
        rows.push({
          case: "demo publish (3 contracts), reference server over HTTP",
          ms: await timed(publish, 0),
        });
        rows.push({
          case: "demo PR check, reference server over HTTP",
          ms: await timed(() => pr(remote), 1),
        });
        const nothingToPublish = () =>
          runBundledAction({
            workspace: checkout(upstream, readme),
            eventName: "push",
            event: pushEvent({ before: base, after: readme }),
            inputs: remote,
            githubApiUrl: fake.url,
          });
        rows.push(
          withRatio(
            {
              case: "publish with nothing to do (README push), remote mode, median of 3 (target <= 1 s)",
              ms: await medianMs(nothingToPublish, 0),
            },
            floor,
          ),
        );
      } finally {
        await server.close();
        await store.close();
      }

      // Wide pull requests: every one of n contracted Avro schemas changes a type.
      const probe = peakMemoryProbe();
      for (const [index, n] of WIDE_SIZES.entries()) {
        const wide = Upstream.create().overlay(DEMO_BASE);
        cleanup.push(wide.repo.dir, wide.origin);
        const files: Record<string, string> = {};
        for (let i = 0; i < n; i++) {
          files[`schemas/event${i}.avsc`] = avro(i, "long");
          files[`contracts/event${i}.yaml`] = contract(i);
        }
        const wideBase = wide.repo.write(files).commit("many events");
        wide.push("refs/heads/main");
        const changed: Record<string, string> = {};
        for (let i = 0; i < n; i++) changed[`schemas/event${i}.avsc`] = avro(i, "string");
        const wideHead = wide.repo.write(changed).commit("ids become strings");
        wide.push("refs/heads/wide");
        const number = 43 + index;
        fake.addPullRequest({ owner: "acme", repo: "shop", number, headSha: wideHead, baseSha: wideBase });
        let stderr = "";
        const widePr = async () => {
          const result = await runBundledAction({
            workspace: checkout(wide, wideHead),
            eventName: "pull_request",
            event: pullRequestEvent({ action: "opened", number, base: wideBase, head: wideHead }),
            githubApiUrl: fake.url,
            env: { NODE_OPTIONS: `--require ${probe}` },
          });
          stderr = result.stderr;
          return result;
        };
        // Once untimed: the first run after a build fills the runner's cache (the store's data
        // directory), which a rebuilt dist/ would otherwise charge to whichever row ran first.
        if (index === 0) await widePr();
        const ms = await timed(widePr, 0);
        const kb = Number(/maxrss-kb=(\d+)/.exec(stderr)?.[1] ?? Number.NaN);
        rows.push(
          withRatio(
            {
              case: `PR changing ${n} contracted Avro schemas, embedded service`,
              ms,
              "peak MB": Math.round(kb / 1024),
            },
            floorMs(wide.repo.dir, wideBase, wideHead),
          ),
        );
      }
      rows.push(...(await migrationFolderRows(fake, cleanup)));
    } finally {
      await fake.close();
      for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
    }
    return rows;
  },
};

// ---- Postgres migration folder (issue 13): a PR adding one migration to a folder of 2,000. ----

const MIGRATIONS = 2000;

function migration(i: number): string {
  return i % 2 === 0
    ? `CREATE TABLE t${i} (\n  id bigserial PRIMARY KEY,\n  name varchar(64) NOT NULL,\n  amount numeric(12, 2),\n  created_at timestamptz DEFAULT now(),\n  tags text[]\n);\n`
    : `ALTER TABLE t${i - 1} ADD COLUMN extra_${i} integer;\nCOMMENT ON COLUMN t${i - 1}.name IS 'x';\n`;
}

/**
 * The demo repository with ${MIGRATIONS} more migrations in db/migrations; the
 * PR appends one. Cold runner (empty HOME), then warm (the same HOME), each
 * beside the floor. Both read the folder at base and at head, each a full replay.
 */
async function migrationFolderRows(
  fake: FakeGitHub,
  cleanup: string[],
): Promise<Record<string, string | number>[]> {
  const upstream = Upstream.create().overlay(DEMO_BASE);
  cleanup.push(upstream.repo.dir, upstream.origin);
  const files: Record<string, string> = {};
  for (let i = 0; i < MIGRATIONS; i++) files[`db/migrations/${100 + i}_step.sql`] = migration(i);
  const base = upstream.repo.write(files).commit(`${MIGRATIONS} migrations`);
  upstream.push("refs/heads/main");
  const head = upstream.repo
    .write({ [`db/migrations/${100 + MIGRATIONS}_add_column.sql`]: "ALTER TABLE t0 ADD COLUMN note text;\n" })
    .commit("One more migration");
  upstream.push("refs/heads/one-more");
  const number = 60;
  fake.addPullRequest({ owner: "acme", repo: "shop", number, headSha: head, baseSha: base });
  const runner = coldRunnerEnv(cleanup);
  let code = 0;
  const pr = async () => {
    const workspace = upstream.checkout(head);
    cleanup.push(workspace);
    const result = await runBundledAction({
      workspace,
      eventName: "pull_request",
      event: pullRequestEvent({ action: "opened", number, base, head }),
      githubApiUrl: fake.url,
      env: runner,
    });
    code = result.code ?? -1;
    return result;
  };
  const floor = floorMs(upstream.repo.dir, base, head);
  const t0 = performance.now();
  await pr();
  const cold = Math.round(performance.now() - t0);
  if (code !== 0 && code !== 1) throw new Error(`the action exited ${code}`);
  const warm = await timed(pr, code);
  return [
    withRatio(
      { case: `PR adding one migration to a folder of ${MIGRATIONS}, embedded, cold runner`, ms: cold },
      floor,
    ),
    withRatio(
      {
        case: `PR adding one migration to a folder of ${MIGRATIONS}, embedded, warm cache (target <= 1.5 s)`,
        ms: warm,
      },
      floor,
    ),
  ];
}

/** Only the migration-folder rows (`npm run bench -- action-migrations`). */
export const actionMigrationsBench: BenchSuite = {
  name: "action-migrations",
  async run() {
    const fake = await FakeGitHub.start();
    const cleanup: string[] = [];
    try {
      const load = loadavg()
        .map((l) => l.toFixed(2))
        .join(" ");
      return [
        { case: "load average 1/5/15 min", ms: 0, load },
        ...(await migrationFolderRows(fake, cleanup)),
      ];
    } finally {
      await fake.close();
      for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
    }
  },
};
