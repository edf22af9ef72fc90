import { performance } from "node:perf_hooks";
import { loadPGliteModule } from "../src/vendor.js";
import type { BenchSuite } from "./suites.js";

export const pgliteStartup: BenchSuite = {
  name: "pglite-startup",
  async run() {
    const { PGlite } = await loadPGliteModule();
    const t0 = performance.now();
    const db = await PGlite.create();
    const inMemory = performance.now() - t0;
    await db.close();
    return [{ case: "PGlite.create() in memory", ms: Math.round(inMemory) }];
  },
};
