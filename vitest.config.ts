import { defineConfig } from "vitest/config";

// Suites whose files share worker processes (isolate: false): one worker process runs many files, so
// each file does not pay vitest's and src/'s import again (measured on 121 files at load ~10: 242 s
// against 379 s isolated; test/schema's PGlite readers are in-process too: 40 files, CPU 99 s -> 77 s).
// test/cli and test/e2e join them: they start git, the CLI, the bundled action and servers as child
// processes or close what they start in-process, and change no process-wide state (no module mocks, no
// environment writes, no chdir); shared, the fake GitHub's OpenAPI description is parsed and its
// validators compiled once per worker, not once per file (8 cli files: 41 -> 32 CPU-s; 6 e2e files:
// 59 -> 50 CPU-s, at load ~22). Every other folder runs isolated, each file in a fresh process: they
// start PGlite hosts, a PostgreSQL server (test/setup/postgres.ts) and servers whose module state must
// not leak.
const SHARED_PROCESS = [
  "api",
  "architecture",
  "cli",
  "client",
  "compliance",
  "config",
  "contracts",
  "e2e",
  "formats",
  "git",
  "github",
  "odcs",
  "outcome",
  "report",
  "rules",
  "schema",
  "sync",
  "versions",
  "waivers",
].map((folder) => `test/${folder}/**/*.test.ts`);

export default defineConfig({
  test: {
    // Property tests from a fixed seed unless FC_SEED says otherwise (test/setup/fast-check.ts).
    setupFiles: ["test/setup/fast-check.ts"],
    testTimeout: 30_000,
    // Postgres reads are cached by content across runs (result-cache.ts): off, so that every test
    // replays what it reads; the cache's own tests turn it on in a folder of their own.
    // States are kept for any base (the tests' folders replay in milliseconds), not only slow ones.
    env: { CONTRACT_SYNC_READ_CACHE: "0", CONTRACT_SYNC_READ_STATE_MIN_MS: "0" },
    hookTimeout: 60_000,
    // Two cores: PGlite instances and child processes are heavy, so keep the pool small.
    maxWorkers: 2,
    // Each test file's process compiles PGlite's wasm once: V8's baseline compiler alone, as the
    // action and CLI run it (src/pglite/wasm-tiering.ts); test/service + test/store: 28-31 s vs 38-64 s.
    execArgv: ["--liftoff-only"],
    reporters: process.env.CI ? ["default", ["json", { outputFile: ".vitest-results.json" }]] : ["default"],
    projects: [
      { extends: true, test: { name: "shared", include: SHARED_PROCESS, isolate: false } },
      {
        extends: true,
        test: {
          name: "isolated",
          include: ["test/**/*.test.ts"],
          exclude: SHARED_PROCESS,
          globalSetup: ["test/setup/postgres.ts"],
        },
      },
    ],
  },
});
