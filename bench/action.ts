import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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
import type { BenchSuite } from "./suites.js";

const API_KEY = "bench-key-0123456789abcdef";
/** Sizes of the wide pull requests: changed (and contracted) schema files. */
const WIDE_SIZES = [10, 1000];

/** Preloaded into the action's process (NODE_OPTIONS) to print its peak resident memory at exit. */
function peakMemoryProbe(): string {
  const dir = mkdtempSync(join(tmpdir(), "cs-bench-"));
  const file = join(dir, "maxrss.cjs");
  writeFileSync(
    file,
    "process.on('exit', () => process.stderr.write('maxrss-kb=' + process.resourceUsage().maxRSS + '\\n'));\n",
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
      const pr = (inputs: Record<string, string> = {}) =>
        runBundledAction({
          workspace: checkout(upstream, head),
          eventName: "pull_request",
          event: pullRequestEvent({ action: "opened", number: 42, base, head }),
          inputs,
          githubApiUrl: fake.url,
        });
      rows.push({
        case: "demo PR check, embedded service, shallow checkout",
        ms: await timed(() => pr(), 1),
      });

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
        const ms = await timed(widePr, 0);
        const kb = Number(/maxrss-kb=(\d+)/.exec(stderr)?.[1] ?? Number.NaN);
        rows.push({
          case: `PR changing ${n} contracted Avro schemas, embedded service`,
          ms,
          "peak MB": Math.round(kb / 1024),
        });
      }
    } finally {
      await fake.close();
      for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
    }
    return rows;
  },
};
