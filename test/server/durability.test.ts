import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { request } from "undici";
import { afterAll, describe, expect, it } from "vitest";
import { contract, ORDER_FIELDS } from "../service/fixtures.js";
import { createTestDatabase } from "../store/databases.js";
import { serverUrl } from "./harness.js";

const CLI = ["--import", "./scripts/register-ts.mjs", "src/cli/index.ts"];
const ENV_KEY = "durability-test-key";

/** `contract-sync serve` as a child process, from source; resolves once it listens. */
async function serve(storeArgs: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [...CLI, "serve", "--port", "0", "--log-level", "warn", ...storeArgs],
    {
      env: { ...process.env, CONTRACT_SYNC_API_KEY: ENV_KEY },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let text = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`serve exited with ${code}: ${text}`)));
  });
  return { child, url };
}

async function post(url: string, key: string, body: unknown): Promise<number> {
  const response = await request(`${url}/v0/contract`, {
    method: "POST",
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.body.dump();
  return response.statusCode;
}

async function listIds(url: string, key: string): Promise<string[]> {
  const response = await request(`${url}/v0/contracts?limit=500`, { headers: { "x-api-key": key } });
  expect(response.statusCode).toBe(200);
  return ((await response.body.json()) as { id: string }[]).map((c) => c.id);
}

/**
 * Posts contracts from 4 concurrent writers and kills the server with SIGKILL
 * while requests are in flight; returns the ids whose POST was acknowledged.
 */
async function writeThenKill(url: string, key: string, child: ChildProcess): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const body = contract(`t_${randomUUID().slice(0, 8)}`, ORDER_FIELDS);
      try {
        if ((await post(url, key, body)) === 200) acknowledged.push(body.id);
      } catch {
        return; // the connection died with the server
      }
      if (acknowledged.length >= 40 && !killed) {
        killed = true;
        child.kill("SIGKILL");
      }
    }
  };
  const exited = new Promise((r) => child.once("exit", r));
  await Promise.all([writer(), writer(), writer(), writer()]);
  await exited;
  return acknowledged;
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("durability after kill -9", () => {
  it("keeps every acknowledged contract in a PGlite data dir, with keys made by `keys create`", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cs-durable-"));
    dirs.push(dir);
    const { stdout } = await promisify(execFile)(process.execPath, [
      ...CLI,
      "keys",
      "create",
      "--workspace",
      "team",
      "--data-dir",
      dir,
    ]);
    const teamKey = stdout.trim();
    expect(teamKey).toMatch(/^csk_[A-Za-z0-9_-]{43}$/);

    const first = await serve(["--data-dir", dir]);
    const acknowledged = await writeThenKill(first.url, teamKey, first.child);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const second = await serve(["--data-dir", dir]);
    try {
      const stored = await listIds(second.url, teamKey);
      expect(stored).toEqual(expect.arrayContaining(acknowledged));
      // The environment key is the default workspace's: it sees none of team's rows.
      expect(await listIds(second.url, ENV_KEY)).toEqual([]);
    } finally {
      second.child.kill("SIGTERM");
      await new Promise((r) => second.child.once("exit", r));
    }
  }, 120_000);

  it.skipIf(!serverUrl)(
    "keeps every acknowledged contract in PostgreSQL",
    async () => {
      const databaseUrl = await createTestDatabase(serverUrl!, "cs_durable");
      const first = await serve(["--database-url", databaseUrl]);
      const acknowledged = await writeThenKill(first.url, ENV_KEY, first.child);
      const second = await serve(["--database-url", databaseUrl]);
      try {
        expect(await listIds(second.url, ENV_KEY)).toEqual(expect.arrayContaining(acknowledged));
      } finally {
        second.child.kill("SIGTERM");
        const code = await new Promise((r) => second.child.once("exit", r));
        expect(code).toBe(0); // graceful shutdown on SIGTERM
      }
    },
    120_000,
  );
});
