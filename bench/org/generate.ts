// Loads the organisation of bench/org/shape.ts into a PostgreSQL database with COPY:
//   node --import ./scripts/register-ts.mjs bench/org/generate.ts <database url> [scale] [seed]
// scale 1 (the default) is the organisation: 1,000 workspaces, 1,000,000 contract rows,
// 1,000,000 assets, 10,000,000 violation events, 100,000 lineage components. The database is
// migrated first (the service's own migrations); a database already holding the first workspaces
// of the same seed gets the rest (BENCH_ORG_FROM=<first workspace to load>).
import { copyLoad } from "./copy-load.js";
import { orgAtScale } from "./shape.js";

const [url, scaleText = "1", seed = "org-bench"] = process.argv.slice(2);
if (!url) {
  console.error("usage: generate.ts <database url> [scale in (0, 1], default 1] [seed, default org-bench]");
  process.exit(2);
}
const shape = orgAtScale(Number(scaleText), seed);
const from = Number(process.env.BENCH_ORG_FROM ?? 0);
const started = performance.now();
const written = await copyLoad(url, shape, { from, to: shape.workspaces }, (table, rows, ms) =>
  console.error(`${table}: ${rows} rows in ${(ms / 1000).toFixed(1)} s`),
);
console.log(
  JSON.stringify({ shape, from, written, seconds: Math.round((performance.now() - started) / 1000) }),
);
