/**
 * PGlite's postgres keeps its shared memory in the WebAssembly heap and touches all of
 * `shared_buffers` when it starts: at PostgreSQL's default of 128MB that was 118 MB of a
 * process's peak memory and ~0.15 s of every start (measured: a bare PGlite peaks at 250 MB
 * with 128MB, 132 MB with 16MB; opening a data directory 0.70 s against 0.45-0.55 s). A
 * one-shot run's PGlite holds a store of a few contracts or replays a migration folder, and
 * with 16MB replaying 1,000 CREATE and ALTER TABLE pairs was no slower. `serve`, whose store
 * lives long and grows, keeps PostgreSQL's default.
 */
const ONE_SHOT = "16MB";
const SERVER = "128MB";

let sharedBuffers = ONE_SHOT;

/** The `-c` settings every PGlite of this process starts with. */
export function pgliteSettings(): string[] {
  return ["-c", `shared_buffers=${sharedBuffers}`];
}

/** For `serve`: PostgreSQL's default shared_buffers, for a store that lives long. */
export function useServerSharedBuffers(): void {
  sharedBuffers = SERVER;
}
