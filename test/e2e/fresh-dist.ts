// The bundle the e2e tests run, no older than src/, without writing the tracked dist/.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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

/** True when `<dist>/index.js` is missing or older than a file in src/: the bundle would test old code. */
export function distIsStale(root = ROOT, dist = join(root, "dist")): boolean {
  const entry = join(dist, "index.js");
  return !existsSync(entry) || statSync(entry).mtimeMs < newestMtime(join(root, "src"));
}

/** Where a project's e2e bundle is built when its dist/ is stale: a temp folder of its own, never dist/. */
export function scratchDist(root = ROOT): string {
  const key = createHash("sha256").update(root).digest("hex").slice(0, 12);
  return join(tmpdir(), `contract-sync-e2e-${key}`, "dist");
}

/**
 * The bundle the e2e tests run: the committed dist/ while it is no older than src/, else a build of
 * src/ in `scratchDist` (scripts/build.mjs --out), so a test run never rewrites the tracked dist/.
 * Built once per change of src/: the e2e files run in parallel workers, so a lock folder (mkdir is
 * atomic) lets one build while the others wait and then find the bundle fresh.
 */
export async function freshDist(root = ROOT): Promise<string> {
  const committed = join(root, "dist");
  if (!distIsStale(root, committed)) return committed;
  const scratch = scratchDist(root);
  if (!distIsStale(root, scratch)) return scratch;
  const lock = `${scratch}.lock`;
  mkdirSync(join(lock, ".."), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (lockIsStale(lock)) rmSync(lock, { recursive: true, force: true });
      await sleep(1000);
    }
  }
  try {
    if (!distIsStale(root, scratch)) return scratch;
    const result = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [join(root, "scripts", "build.mjs"), "--out", scratch], {
        cwd: root,
      });
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
    return scratch;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A build killed midway leaves its lock. The lock names its holder's process: it is stale when
 * that process is gone; a lock naming none (its holder killed between mkdir and the write) is
 * stale after a minute. Age alone is no test: on a loaded machine a build has taken 35 minutes.
 */
function lockIsStale(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, "pid"), "utf8"));
  } catch {
    try {
      return Date.now() - statSync(lock).mtimeMs > 60_000;
    } catch {
      return false; // released meanwhile
    }
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
