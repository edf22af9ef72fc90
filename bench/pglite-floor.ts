import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { extractDataDir, readShippedDataDir, shippedDataDirKey } from "../src/pglite/data-dir.js";
import { ACTION_NODE } from "../test/e2e/harness.js";

const DIST_VENDOR = fileURLToPath(new URL("../dist/vendor/", import.meta.url));

/**
 * What a bare script pays to open PGlite on the data directory the action
 * ships: node's start, loading dist/'s PGlite, a `cp -a` copy of the extracted
 * data directory into a scratch folder, `PGlite.create` on it (in-process, no
 * worker) and a first query, with the same wasm compiler (Liftoff only) and
 * shared_buffers (16MB) as a run. The floor of any run that needs PGlite.
 */
const OPEN_SCRIPT = `
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
const { PGlite } = await import(process.env.PGLITE_URL);
const dir = mkdtempSync(join(tmpdir(), "cs-bench-pglite-floor-"));
process.stdout.write(dir);
execFileSync("cp", ["-a", "--reflink=auto", process.env.DATA_DIR + "/.", dir]);
const db = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] });
await db.query("SELECT 1");
process.exit(0);
`;

/** The data directory shipped in dist/, extracted into a temporary folder (the caller removes it). */
async function extractShipped(): Promise<string> {
  const shipped = join(DIST_VENDOR, "pglite-datadir");
  const key = await shippedDataDirKey({ shipped });
  if (!key) throw new Error(`${shipped} has no readable manifest: run npm run build`);
  const read = await readShippedDataDir(shipped, key);
  if ("problem" in read) throw new Error(read.problem);
  const folder = join(mkdtempSync(join(tmpdir(), "cs-bench-shipped-")), "datadir");
  if (!(await extractDataDir(read.tar, folder))) throw new Error(`could not extract ${shipped}`);
  return folder;
}

/** The median wall time of `runs` bare opens (see OPEN_SCRIPT), in ms. */
export async function pgliteFloorMs(runs = 3): Promise<number> {
  const dataDir = await extractShipped();
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const scratch = execFileSync(
        ACTION_NODE,
        ["--liftoff-only", "--input-type=module", "-e", OPEN_SCRIPT],
        {
          env: {
            ...process.env,
            PGLITE_URL: pathToFileURL(join(DIST_VENDOR, "pglite", "index.js")).href,
            DATA_DIR: dataDir,
          },
          encoding: "utf8",
        },
      );
      times.push(performance.now() - t0);
      rmSync(scratch, { recursive: true, force: true });
    }
  } finally {
    rmSync(join(dataDir, ".."), { recursive: true, force: true });
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] as number);
}
