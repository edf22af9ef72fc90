// `npm run bench`: runs every benchmark suite (or those named) and prints one
// table per suite, with the load average. Suites register in bench/suites.ts;
// targets are read off the tables, never asserted in tests.
import { loadavg } from "node:os";
import { suites } from "./suites.js";

const only = process.argv.slice(2);
const unknown = only.filter((name) => !suites.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(`unknown suite(s): ${unknown.join(", ")}; known: ${suites.map((s) => s.name).join(", ")}`);
  process.exit(2);
}
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");
for (const entry of suites) {
  if (only.length > 0 && !only.includes(entry.name)) continue;
  process.stderr.write(`running ${entry.name} (load ${load()})...\n`);
  const suite = await entry.load();
  const rows = await suite.run();
  console.log(`\n## ${suite.name} (load average at the end: ${load()})\n`);
  console.table(rows);
}
