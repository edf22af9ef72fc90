// Prints vitest's JSON results as one plain closing line: "tests: N passed, N failed, N skipped".
import { readFileSync } from "node:fs";

const file = process.argv[2] ?? ".vitest-results.json";
const r = JSON.parse(readFileSync(file, "utf8"));
const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
