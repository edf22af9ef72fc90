// Keeps dist/ (what the e2e tests run) no older than src/.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The newest modification time of a file under `dir`, in ms. */
export function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when dist/index.js is missing or older than a file in src/: the bundle would test old code. */
export function distIsStale(root = ROOT): boolean {
  const entry = join(root, "dist", "index.js");
  return !existsSync(entry) || statSync(entry).mtimeMs < newestMtime(join(root, "src"));
}

/**
 * Rebuilds dist/ (scripts/build.mjs) when src/ is newer, once per test run: the
 * e2e files run in parallel workers, so a lock folder (mkdir is atomic) lets one
 * build while the others wait and then find the bundle fresh.
 */
export async function ensureFreshDist(root = ROOT): Promise<void> {
  if (!distIsStale(root)) return;
  const lock = join(root, "node_modules", ".cache", "contract-sync-dist.lock");
  mkdirSync(join(lock, ".."), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A build killed midway leaves its lock: older than any build takes, it is stale.
      if (Date.now() - statSync(lock).mtimeMs > 15 * 60_000) rmSync(lock, { recursive: true, force: true });
      await sleep(1000);
    }
  }
  try {
    if (!distIsStale(root)) return;
    const result = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [join(root, "scripts", "build.mjs")], { cwd: root });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, output }));
    });
    if (result.code !== 0) throw new Error(`scripts/build.mjs failed (${result.code}):\n${result.output}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
