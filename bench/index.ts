// `npm run bench`: runs every benchmark suite and prints one table per suite.
// Suites register themselves in bench/suites.ts; targets are read off the
// tables, never asserted in tests.
import { suites } from "./suites.js";

const only = process.argv.slice(2);
for (const suite of suites) {
  if (only.length > 0 && !only.includes(suite.name)) continue;
  process.stderr.write(`running ${suite.name}...\n`);
  const rows = await suite.run();
  console.log(`\n## ${suite.name}\n`);
  console.table(rows);
}
