// The cost of judging the merge result (docs/rules.md "The merge result: what is judged") on the shape of the 10-file
// PR row: the merge step alone, for a head that already holds the base tip and for one behind it.
import { cpSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { GitRepository } from "../src/git/git-repository.js";
import { TestRepo } from "../test/support/git-repo.js";
import type { BenchSuite } from "./suites.js";

const DEMO = fileURLToPath(new URL("../fixtures/demo", import.meta.url));
const FILES = 10;
const RUNS = 5;

const avro = (i: number, type: string) =>
  JSON.stringify({ type: "record", name: `Event${i}`, namespace: "acme", fields: [{ name: "id", type }] });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export const mergeStep: BenchSuite = {
  name: "merge-step",
  async run() {
    const repo = TestRepo.init();
    cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
    const files: Record<string, string> = {};
    for (let i = 0; i < FILES; i++) files[`schemas/event${i}.avsc`] = avro(i, "long");
    const forkPoint = repo.write(files).commit("base");
    repo.git(["checkout", "--quiet", "-b", "ten"]);
    const changed: Record<string, string> = {};
    for (let i = 0; i < FILES; i++) changed[`schemas/event${i}.avsc`] = avro(i, "string");
    cpSync(join(DEMO, "head"), repo.dir, { recursive: true });
    const head = repo.write(changed).commit("ten changed schema files");
    repo.git(["checkout", "--quiet", "main"]);
    const movedOn = repo.write({ "README.md": "main moved on\n" }).commit("main moved on");
    const rows: Record<string, string | number>[] = [];
    for (const [label, base] of [
      ["head holds the base tip", forkPoint],
      ["head behind the base (merge-tree + commit-tree)", movedOn],
    ] as const) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        // A fresh adapter per run: nothing cached from the run before.
        const git = new GitRepository(repo.dir);
        const t0 = performance.now();
        await git.mergeResult(base, head);
        times.push(performance.now() - t0);
        git.close();
      }
      rows.push({
        case: `merge step, 10-file PR, ${label}, median of ${RUNS} (target <= 50 ms)`,
        ms: Math.round(median(times)),
      });
    }
    repo.cleanup();
    return rows;
  },
};
