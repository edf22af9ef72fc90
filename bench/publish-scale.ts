// Publish at real size (issue 34): a generated monorepo of 1,000 and 10,000 ACTIVE/BLOCK
// contracts over Avro, Protobuf, JSON Schema and Postgres assets, published to
// `contract-sync serve` running in its own process on loopback (PGlite, default limits:
// 1 MiB bodies, 1,000 items per request), then the same push again. Each row says whether
// the run finished (no failure, no diagnostics), with its time.
// CONTRACT_SYNC_BENCH_PUBLISH_COUNTS picks the sizes (default "1000,10000").
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createClient } from "../src/client/client.js";
import { GitRepository } from "../src/git/git-repository.js";
import { closeReaders } from "../src/schema/index.js";
import { runPublish } from "../src/sync/publish.js";
import { generatedRepo } from "../test/support/contract-repo.js";
import { TestRepo, tempDir } from "../test/support/git-repo.js";
import type { BenchSuite } from "./suites.js";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const KEY = "bench-publish-key";
/** Fields per asset: a wide-ish table or event (~1.3 KB of JSON per asset). */
const FIELDS = 20;

/** `contract-sync serve` from the sources, on a free port; resolves with its URL. */
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

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function publishRows(count: number): Promise<Record<string, string | number>[]> {
  const repo = TestRepo.init();
  repo.write(generatedRepo(count, FIELDS).files).commit(`${count} contracts`);
  const dataDir = tempDir("bench-serve");
  const server = await serve(dataDir);
  const client = createClient({ baseUrl: server.url, apiKey: KEY, userAgent: "contract-sync-bench" });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const run of ["first publish", "same push again"]) {
      const started = performance.now();
      const outcome = await runPublish(
        {
          after: repo.head(),
          configPath: ".github/contract-sync.yml",
          repositoryUrl: "https://github.com/acme/platform",
        },
        { git: new GitRepository(repo.dir), service: client },
      );
      const ms = Math.round(performance.now() - started);
      const errors = outcome.diagnostics.filter((d) => d.severity === "error");
      rows.push({
        contracts: count,
        run,
        result: outcome.failure
          ? `failed: ${outcome.failure.message}`
          : errors.length > 0
            ? `${errors.length} errors`
            : "ok",
        "contracts created": outcome.plan.counts.create,
        "assets registered": outcome.assetsRegistered,
        "assets unchanged": outcome.assetPlan?.counts.unchanged ?? 0,
        ms,
      });
    }
  } finally {
    await client.close();
    await stop(server.child);
    await closeReaders();
    rmSync(dataDir, { recursive: true, force: true });
    repo.cleanup();
  }
  return rows;
}

export const publishScaleBench: BenchSuite = {
  name: "publish-scale",
  async run() {
    const counts = (process.env.CONTRACT_SYNC_BENCH_PUBLISH_COUNTS ?? "1000,10000").split(",").map(Number);
    const rows: Record<string, string | number>[] = [];
    for (const count of counts) rows.push(...(await publishRows(count)));
    return rows;
  },
};
