import { statfsSync } from "node:fs";
import { tmpdir } from "node:os";

/**
 * PGlite's postgres keeps its shared memory in the WebAssembly heap and touches all of
 * `shared_buffers` when it starts: at PostgreSQL's default of 128MB most of a process's peak
 * memory and a part of every start (`npm run bench -- pglite-startup`, rows "reopen a plain
 * on-disk dir" with and without shared_buffers=16MB). A
 * one-shot run's PGlite holds a store of a few contracts or replays a migration folder, and
 * with 16MB replaying 1,000 CREATE and ALTER TABLE pairs was no slower. `serve`, whose store
 * lives long and grows, keeps PostgreSQL's default.
 */
const ONE_SHOT = "16MB";
const SERVER = "128MB";

let sharedBuffers = ONE_SHOT;
let server = false;

/** The `-c` settings every PGlite of this process starts with. */
export function pgliteSettings(): string[] {
  return ["-c", `shared_buffers=${sharedBuffers}`];
}

/** For `serve`: PostgreSQL's default shared_buffers, and scratch folders on disk, for a store that lives long. */
export function useServerSettings(): void {
  sharedBuffers = SERVER;
  server = true;
}

/** The memory file system a one-shot run's scratch data directory goes to, when it has room. */
const MEMORY_FS = "/dev/shm";
/** Room it must have: a replayed migration folder of thousands of files grows the folder to ~100 MB. */
const MEMORY_FS_MIN_FREE = 1024 ** 3;

/**
 * Where a PGlite scratch data directory (a copy thrown away at exit) is made:
 * `CONTRACT_SYNC_SCRATCH_DIR` when set; else, for a one-shot run, /dev/shm when
 * it is there with 1 GiB free (a GitHub runner's is half its memory; a
 * container's default 64 MB is too small, and falls back); else the temp
 * folder. Creating the ~450 files of the copy costs ten times the system time on ext4 (the
 * journal) that it costs on tmpfs, and PGlite syncs
 * every statement to a file system where a sync costs nothing. `serve`'s store
 * lives long and may grow: it stays on disk.
 */
export function scratchParent(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CONTRACT_SYNC_SCRATCH_DIR) return env.CONTRACT_SYNC_SCRATCH_DIR;
  if (!server && memoryFsHasRoom()) return MEMORY_FS;
  return tmpdir();
}

function memoryFsHasRoom(): boolean {
  try {
    const stats = statfsSync(MEMORY_FS);
    return stats.bavail * stats.bsize >= MEMORY_FS_MIN_FREE;
  } catch {
    return false;
  }
}
