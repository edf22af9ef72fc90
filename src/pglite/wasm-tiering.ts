import { setFlagsFromString } from "node:v8";

/**
 * A one-shot run (the action, a CLI command other than `serve`) compiles
 * PGlite's WebAssembly with V8's baseline compiler (Liftoff) only. By default
 * V8 also optimises the whole 9 MB module in the background: on opening a
 * data directory that cost more CPU, peak memory and wall time than it saved,
 * and even a 2,000-file migration replay ran faster without it (`npm run bench -- pglite-startup`,
 * rows "reopen a plain on-disk dir ..." with and without --liftoff-only). A long-running server
 * keeps the default, where optimised code pays off. Takes effect for modules
 * compiled after the call, in this thread and in workers started later.
 */
export function compileWasmForOneShotRun(): void {
  // `--liftoff-only` set at run time takes effect on Node 20 but not on Node 24 (the action's
  // runtime: its PGlite peaked at 685 MB against 213 MB with the flag given at start); the flags
  // it stands for do, on both (a bare PGlite open on Node 24: 266 -> 144 MB).
  for (const flag of ["--liftoff-only", "--liftoff", "--no-wasm-tier-up", "--no-wasm-dynamic-tiering"])
    setFlagsFromString(flag);
}
