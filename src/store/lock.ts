import { open, readFile, rm } from "node:fs/promises";
import { join } from "node:path";

/**
 * PGlite is one process's database: two processes on one data dir would
 * corrupt it. The lock file holds the owner's pid; a lock whose process is
 * gone (kill -9) is taken over.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = join(dir, "contract-sync.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number((await readFile(file, "utf8").catch(() => "")).trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `data dir ${dir} is in use by process ${owner}; stop it first (or use its HTTP API, e.g. POST /v0/api-keys)`,
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
