import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { startServer } from "../src/server/start.js";
import { openStore } from "../src/store/open.js";
import {
  DEMO_BASE,
  demoUpstream,
  pullRequestEvent,
  pushEvent,
  runBundledAction,
  Upstream,
} from "../test/e2e/harness.js";
import { FakeGitHub } from "../test/support/fake-github.js";
import { migrationFolderRows, tenFileRows } from "./action-pr-rows.js";
import {
  actionNodeVersion,
  avro,
  coldAndWarm,
  contract,
  floorMs,
  medianMs,
  peakMBOf,
  peakMemoryProbe,
  timed,
  withPGliteRatio,
  withRatio,
} from "./action-support.js";
import { pgliteFloorMs } from "./pglite-floor.js";
import type { BenchSuite } from "./suites.js";

const API_KEY = "bench-key-0123456789abcdef";
/** Sizes of the wide pull requests: changed (and contracted) schema files. */
const WIDE_SIZES = [10, 1000];

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
        case: "floor: node start + git diff (load average 1/5/15 min; the action's node)",
        ms: floor,
        load: loadAverage,
        node: actionNodeVersion(),
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
      const demo = await coldAndWarm((env) => pr({}, env), 1, cleanup);
      for (const [runner, measured] of [
        ["cold runner", demo.cold],
        ["warm cache", demo.warm],
      ] as const)
        rows.push(
          withPGliteRatio(
            withRatio(
              {
                case: `demo PR check (3 files incl. a migration folder), embedded, ${runner}, median of 3`,
                ms: measured.ms,
                "peak MB": measured.peakMB,
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
        rows.push(
          withRatio(
            {
              case: `PR changing ${n} contracted Avro schemas, embedded service`,
              ms,
              "peak MB": peakMBOf(stderr),
            },
            floorMs(wide.repo.dir, wideBase, wideHead),
          ),
        );
      }
      rows.push(...(await tenFileRows(fake, cleanup)));
      rows.push(...(await migrationFolderRows(fake, cleanup)));
    } finally {
      await fake.close();
      for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
    }
    return rows;
  },
};
