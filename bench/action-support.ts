// Helpers of the action benchmarks (bench/action.ts, bench/action-pr-rows.ts): timing a run of the
// bundled action, its floors and ratios, a fresh runner's environment, the peak-memory probe.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { ACTION_NODE, type ActionResult } from "../test/e2e/harness.js";

/**
 * Preloaded into the action's process (NODE_OPTIONS) to print its peak resident memory at exit:
 * the kernel's high-water mark of this process's own memory (VmHWM, new at exec). Not
 * `resourceUsage().maxRSS`: Linux carries that over from the parent at fork, so a child of a
 * 400 MB bench process reported 400 MB whatever it used itself.
 */
export function peakMemoryProbe(): string {
  const dir = mkdtempSync(join(tmpdir(), "cs-bench-"));
  const file = join(dir, "maxrss.cjs");
  writeFileSync(
    file,
    "process.on('exit', () => { let kb = process.resourceUsage().maxRSS; try { kb = Number(/VmHWM:\\s*(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))[1]); } catch {} process.stderr.write('maxrss-kb=' + kb + '\\n'); });\n",
  );
  return file;
}

/** The peak memory the probe printed on a run's stderr, in MB (NaN when it printed none). */
export function peakMBOf(stderr: string): number {
  return Math.round(Number(/maxrss-kb=(\d+)/.exec(stderr)?.[1] ?? Number.NaN) / 1024);
}

export function avro(i: number, idType: string): string {
  return JSON.stringify({
    type: "record",
    name: `Event${i}`,
    namespace: "com.acme.bench",
    fields: [
      { name: "id", type: idType },
      { name: "at", type: { type: "long", logicalType: "timestamp-millis" } },
    ],
  });
}

export function contract(i: number): string {
  const hex = String(i).padStart(12, "0");
  return `id: 00000000-0000-4000-8000-${hex}\nname: bench.Event${i}\nenforcementLevel: ALERT\ndataAssetResourceName: avro://github.com/acme/shop:schemas/event${i}.avsc:com.acme.bench.Event${i}\nschema:\n  - name: id\n    type: int64\n  - name: at\n    type: timestamp64\n`;
}

/** The exit codes a run may end with: one, or any of several (a verdict that depends on the data). */
type ExpectedCode = number | readonly number[];

/** One run's wall time (unrounded) and result; throws when the action exits otherwise than expected. */
async function timedRun(
  run: () => Promise<ActionResult>,
  expectCode: ExpectedCode,
): Promise<{ ms: number; result: ActionResult }> {
  const t0 = performance.now();
  const result = await run();
  const ms = performance.now() - t0;
  if (!(typeof expectCode === "number" ? [expectCode] : expectCode).includes(result.code ?? -1))
    throw new Error(`action exited ${result.code}:\n${result.stdout}${result.stderr}`);
  return { ms, result };
}

export async function timed(run: () => Promise<ActionResult>, expectCode: ExpectedCode): Promise<number> {
  return Math.round((await timedRun(run, expectCode)).ms);
}

/** A fresh runner: no HOME cache, so PGlite's data directory is made from scratch. */
export function coldRunnerEnv(cleanup: string[]): Record<string, string> {
  const home = mkdtempSync(join(tmpdir(), "cs-bench-home-"));
  cleanup.push(home);
  return { HOME: home, XDG_CACHE_HOME: join(home, ".cache") };
}

/**
 * The Node.js that runs the action in these rows, e.g. "v24.21.0": the action's runtime when
 * `CONTRACT_SYNC_ACTION_NODE` names it (as in CI), else the bench's own.
 */
export function actionNodeVersion(): string {
  return execFileSync(ACTION_NODE, ["--version"], { encoding: "utf8" }).trim();
}

/**
 * The floor of a check: the action's node starting plus `git diff` of the range in the checkout,
 * the median of 3 after one untimed run (the first exec of a node binary reads it from disk).
 */
export function floorMs(dir: string, base: string, head: string): number {
  const once = () => {
    const t0 = performance.now();
    execFileSync(ACTION_NODE, ["-e", ""]);
    execFileSync("git", ["diff", "--name-only", base, head], { cwd: dir });
    return performance.now() - t0;
  };
  once();
  return Math.round(median([once(), once(), once()]));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

export interface ColdAndWarm {
  cold: { ms: number; peakMB: number };
  warm: { ms: number; peakMB: number };
}

/**
 * A check on a cold runner and on a warm one, each the median of `runs` (one ~1 s run is too
 * noisy to hold against a target) with the highest peak memory of them: each cold run on a fresh
 * runner (empty HOME and cache), the warm runs on the runner the last cold run filled.
 */
export async function coldAndWarm(
  run: (env: Record<string, string>) => Promise<ActionResult>,
  expectCode: ExpectedCode,
  cleanup: string[],
  runs = 3,
): Promise<ColdAndWarm> {
  const probe = peakMemoryProbe();
  cleanup.push(dirname(probe));
  const measure = async (runner: Record<string, string>) => {
    const { ms, result } = await timedRun(
      () => run({ ...runner, NODE_OPTIONS: `--require ${probe}` }),
      expectCode,
    );
    return { ms, peakMB: peakMBOf(result.stderr) };
  };
  const summary = (samples: { ms: number; peakMB: number }[]) => ({
    ms: Math.round(median(samples.map((s) => s.ms))),
    peakMB: Math.max(...samples.map((s) => s.peakMB)),
  });
  const cold: { ms: number; peakMB: number }[] = [];
  let runner: Record<string, string> = {};
  for (let i = 0; i < runs; i++) {
    runner = coldRunnerEnv(cleanup);
    cold.push(await measure(runner));
  }
  const warm: { ms: number; peakMB: number }[] = [];
  for (let i = 0; i < runs; i++) warm.push(await measure(runner));
  return { cold: summary(cold), warm: summary(warm) };
}

export function withRatio(
  row: Record<string, string | number>,
  floor: number,
): Record<string, string | number> {
  const ms = Number(row.ms);
  return { ...row, "floor ms": floor, ratio: `${(ms / floor).toFixed(1)}x` };
}

/** A row that needs PGlite, also beside the PGlite floor (bench/pglite-floor.ts). */
export function withPGliteRatio(
  row: Record<string, string | number>,
  floor: number,
): Record<string, string | number> {
  return { ...row, "pglite floor ms": floor, "pglite ratio": `${(Number(row.ms) / floor).toFixed(1)}x` };
}

/** The median of `runs` timed runs (one run of a ~1 s row is too noisy to compare). */
export async function medianMs(
  run: () => Promise<ActionResult>,
  expectCode: number,
  runs = 3,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timed(run, expectCode));
  return median(times);
}
