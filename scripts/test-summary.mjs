// Prints vitest's JSON results as one plain closing line: "tests: N passed, N failed, N skipped",
// then the ten slowest test files, so that a CI run shows where its time went (the budget is 15 min).
import { readFileSync } from "node:fs";
import { relative } from "node:path";

const file = process.argv[2] ?? ".vitest-results.json";
const r = JSON.parse(readFileSync(file, "utf8"));
const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
const files = (r.testResults ?? [])
  .map((result) => ({
    name: relative(process.cwd(), result.name),
    seconds: (result.endTime - result.startTime) / 1000,
  }))
  .sort((a, b) => b.seconds - a.seconds);
if (files.length > 0) {
  console.log("slowest test files (seconds of tests, imports not counted):");
  for (const slow of files.slice(0, 10)) console.log(`${slow.seconds.toFixed(1).padStart(7)}  ${slow.name}`);
}
