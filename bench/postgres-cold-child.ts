// One cold run of bench/readers.ts's issue-13 row, in a process of its own started with the
// flags of a run (--liftoff-only): `reader` reads the migration folder with the Postgres
// reader, `peer` replays the same SQL in one exec of a PGlite. Prints the milliseconds.
import { performance } from "node:perf_hooks";
import { memorySource } from "../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../src/schema/index.js";
import { migrationFolder } from "./readers.js";
import { startPGlite } from "./start-pglite.js";

const { files, targets } = migrationFolder();
const mode = process.argv[2];
const t0 = performance.now();
if (mode === "reader") {
  const result = await readAssets(targets, { files: memorySource(files), dataSourceOf: () => "bench" });
  if (result.diagnostics.length > 0) throw new Error(result.diagnostics[0]?.message);
  await closeReaders();
} else if (mode === "peer") {
  const sql = Object.keys(files)
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
    .map((f) => files[f])
    .join("\n");
  const { db } = await startPGlite();
  await db.exec(sql);
  await db.close();
} else {
  throw new Error(`usage: postgres-cold-child.ts reader|peer`);
}
process.stdout.write(`${performance.now() - t0}\n`);
process.exit(0);
