import { readFileSync } from "node:fs";
import { open, readFile, rm } from "node:fs/promises";
import { join } from "node:path";

/** Who holds a data dir: a pid alone is not enough, pids are reused (PID 1 in every container). */
export interface LockOwner {
  pid: number;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat field 22); null where unknown. */
  start: number | null;
}

/** A process's start time from /proc (Linux), or null where /proc is not there. */
export function processStartTime(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces or ")": count from the last ")".
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const start = Number(rest[19]);
    return Number.isFinite(start) ? start : null;
  } catch {
    return null;
  }
}

/** The lock's owner from its text: JSON `{pid, start}`, or a bare pid (older versions). */
export function parseOwner(text: string): LockOwner | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === "number" && Number.isInteger(value) && value > 0) return { pid: value, start: null };
    if (typeof value === "object" && value !== null) {
      const { pid, start } = value as { pid?: unknown; start?: unknown };
      if (typeof pid === "number" && Number.isInteger(pid) && pid > 0) {
        return { pid, start: typeof start === "number" ? start : null };
      }
    }
  } catch {}
  return undefined;
}

/** Whether the lock's owner still runs: the pid is alive and, where known, started when the lock says. */
export function ownerAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return heldByThisProcess(owner);
  if (owner.pid !== process.pid && !isAlive(owner.pid)) return false;
  if (owner.start === null) return true;
  const now = processStartTime(owner.pid);
  return now === null || now === owner.start;
}

/** Whether a lock naming this very pid was written by this process (else by an earlier life of the pid). */
function heldByThisProcess(owner: LockOwner): boolean {
  return owner.start !== null && owner.start === processStartTime(process.pid);
}

/**
 * PGlite is one process's database: two processes on one data dir would
 * corrupt it. The lock file names its owner by pid and process start time; a
 * lock whose process is gone (kill -9), or whose pid now belongs to another
 * process, is taken over.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = join(dir, "contract-sync.lock");
  const me: LockOwner = { pid: process.pid, start: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(JSON.stringify(me));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = parseOwner((await readFile(file, "utf8").catch(() => "")).trim());
      if (owner && ownerAlive(owner)) {
        throw new Error(
          `data dir ${dir} is in use by process ${owner.pid}; stop it first (or use its HTTP API, e.g. POST /v0/api-keys)`,
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new Error(`could not lock data dir ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
