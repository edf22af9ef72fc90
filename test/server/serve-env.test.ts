import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "undici";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../store/databases.js";
import { serverUrl } from "./harness.js";

const CLI = ["--import", "./scripts/register-ts.mjs", "src/cli/index.ts", "serve"];

/** `contract-sync serve` from source with this environment; resolves with its stderr once it listens or exits. */
function serve(env: Record<string, string>, args: string[] = []) {
  const { PORT, HOST, DATABASE_URL, LOG_LEVEL, CONTRACT_SYNC_DATA_DIR, ...inherited } = process.env;
  const child = spawn(process.execPath, [...CLI, ...args], {
    env: { ...inherited, CONTRACT_SYNC_API_KEY: "env-test-key", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ready = new Promise<{ url?: string; stderr: string; stdout: string; code?: number | null }>(
    (resolve) => {
      let stderr = "";
      let stdout = "";
      child.stdout!.on("data", (c: Buffer) => {
        stdout += c.toString();
      });
      child.stderr!.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(stderr);
        if (match?.[1]) resolve({ url: match[1], stderr, stdout });
      });
      child.once("exit", (code) => resolve({ stderr, stdout, code }));
    },
  );
  return { child, ready };
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

// Each start loads the CLI from source and opens a store: seconds on a busy machine.
const START_MS = 180_000;

describe("serve takes its configuration from the environment as well as flags", () => {
  it(
    "reads HOST, PORT, CONTRACT_SYNC_DATA_DIR and LOG_LEVEL",
    async () => {
      const dir = await mkdtemp(join(tmpdir(), "cs-env-"));
      dirs.push(dir);
      const { child, ready } = serve({
        HOST: "127.0.0.1",
        PORT: "0",
        CONTRACT_SYNC_DATA_DIR: dir,
        LOG_LEVEL: "silent",
      });
      children.push(child);
      const started = await ready;
      expect(started.url, started.stderr).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(started.stderr).toContain(`PGlite in ${dir}`);
      expect(existsSync(join(dir, "contract-sync.lock"))).toBe(true);
      const metrics = await request(`${started.url}/metrics`);
      expect(metrics.statusCode).toBe(200);
      expect(await metrics.body.text()).toContain("contract_sync_http_requests_total");
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      // LOG_LEVEL=silent: no JSON log line was written.
      expect(started.stdout).toBe("");
    },
    START_MS,
  );

  it(
    "lets a flag win over its variable, and names the variable of a bad value",
    async () => {
      const bad = serve({ PORT: "eighty" });
      children.push(bad.child);
      const refused = await bad.ready;
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain("PORT must be an integer 0-65535, got 'eighty'");

      const dir = await mkdtemp(join(tmpdir(), "cs-env-"));
      dirs.push(dir);
      const flagWins = serve({ PORT: "eighty", LOG_LEVEL: "loud" }, [
        "--port",
        "0",
        "--log-level",
        "silent",
        "--data-dir",
        dir,
      ]);
      children.push(flagWins.child);
      expect((await flagWins.ready).url).toBeDefined();
      flagWins.child.kill("SIGTERM");
    },
    START_MS,
  );

  it.skipIf(!serverUrl)(
    "reads DATABASE_URL",
    async () => {
      const url = await createTestDatabase(serverUrl!, "cs_env");
      const { child, ready } = serve({ PORT: "0", DATABASE_URL: url, LOG_LEVEL: "silent" });
      children.push(child);
      const started = await ready;
      expect(started.stderr).toContain("store: PostgreSQL");
      const health = await request(`${started.url}/healthz`);
      expect(health.statusCode).toBe(200);
      await health.body.dump();
      child.kill("SIGTERM");
    },
    START_MS,
  );
});
