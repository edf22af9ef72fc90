import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { ConfigRules, parseConfig } from "../src/config/config.js";
import { ContractFile } from "../src/contracts/contract-schema.js";
import { GitRepository } from "../src/git/git-repository.js";
import { readTargets, SourceMap, type SourceTarget } from "../src/sync/asset-reads.js";
import { compatibilityFindings } from "../src/sync/compatibility.js";
import type { BenchSuite } from "./suites.js";

/**
 * The compatibility modes over a history (src/sync/compatibility.ts): one Avro record committed
 * 100 and 500 times (fields added with defaults and dropped again, docs changed: every version
 * differs), a head that drops a field given a default halfway (FULL passes, FULL_TRANSITIVE finds
 * the first half broken). FULL (the base alone, no history) beside FULL_TRANSITIVE
 * cold (an empty cache: every version read from Git) and warm (the cache of a previous run). The
 * target: 500 versions in ≤ 1 s warm. `CONTRACT_SYNC_BENCH_VERSIONS=10,20` for a quick run.
 */
const PATH = "events/order.avsc";
const ASSET = `avro://events:${PATH}:shop.Order`;
const COUNTS = (process.env.CONTRACT_SYNC_BENCH_VERSIONS ?? "100,500").split(",").map(Number);

/** Version k of the record; `note` gets its default halfway, so the head dropping it breaks the first half. */
function schemaOf(k: number, count: number): string {
  const extra = Array.from({ length: 5 + (k % 30) }, (_, i) => ({
    name: `a${i}`,
    type: ["null", "string"],
    default: null,
    doc: `since ${k - (k % 30) + i}`,
  }));
  const fields = [
    { name: "id", type: "long" },
    { name: "note", type: "string", doc: `v${k}`, ...(k > count / 2 ? { default: "" } : {}) },
    ...extra,
  ];
  return `${JSON.stringify({ type: "record", name: "Order", namespace: "shop", fields }, null, 2)}\n`;
}

/** A repository of `count` commits of the schema, written by one `git fast-import`. */
function historyRepo(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), "contract-sync-bench-history-"));
  execFileSync("git", ["init", "--quiet", "-b", "main"], { cwd: dir });
  let stream = "";
  for (let k = 1; k <= count; k++) {
    const text = schemaOf(k, count);
    const message = `version ${k}`;
    stream += `commit refs/heads/main\ncommitter Bench <bench@example.com> ${1_700_000_000 + k * 60} +0000\n`;
    stream += `data ${Buffer.byteLength(message)}\n${message}\n`;
    stream += `M 100644 inline ${PATH}\ndata ${Buffer.byteLength(text)}\n${text}\n`;
  }
  execFileSync("git", ["fast-import", "--quiet"], { cwd: dir, input: stream });
  execFileSync("git", ["checkout", "--quiet", "main"], { cwd: dir });
  return dir;
}

export const compatHistoryBench: BenchSuite = {
  name: "compat-history",
  async run() {
    const rows: Record<string, string | number>[] = [];
    const cache = mkdtempSync(join(tmpdir(), "contract-sync-bench-history-cache-"));
    const saved = { ...process.env };
    process.env.CONTRACT_SYNC_CACHE_DIR = cache;
    process.env.CONTRACT_SYNC_READ_CACHE = "1";
    const config = "version: 1\ndataSource: events\nsources:\n  - glob: events/**\n";
    const sources = new SourceMap(new ConfigRules(parseConfig(config, ".github/contract-sync.yml").config));
    const target: SourceTarget = {
      path: PATH,
      sourceType: "avro",
      dataSource: "events",
      views: false,
      ruleFolder: false,
    };
    try {
      for (const count of COUNTS) {
        const dir = historyRepo(count);
        const headText = schemaOf(count, count).replace(/\{\s*"name": "note"[^}]*\},?\s*/, "");
        const headFiles = {
          readText: async () => headText,
          list: async () => [PATH],
          listAll: async () => [PATH],
        };
        const head = await readTargets(headFiles, sources, [target]);
        const judge = async (mode: string) => {
          const git = new GitRepository(dir);
          const base = await git.resolveCommit("main");
          const start = performance.now();
          const baseAssets = await readTargets(git.filesAt(base), sources, [target]);
          const contract = ContractFile.parse({
            id: "0b8e1c52-9f1e-4c53-8f43-1d2c3b4a5e6f",
            name: "orders",
            enforcementLevel: "BLOCK",
            dataAssetResourceName: ASSET,
            schema: [{ name: "id", type: "int64" }],
            compatibility: mode,
          });
          const findings = await compatibilityFindings({
            git,
            base,
            sources,
            targets: [target],
            head,
            baseAssets,
            contracts: [{ file: "contracts/order.yaml", line: 1, contract }],
          });
          git.close();
          return { ms: performance.now() - start, findings: findings.length };
        };
        const plain = await judge("FULL");
        // Cold: no cache of any version's layout (history-v1, -v2, ...).
        for (const entry of readdirSync(cache)) rmSync(join(cache, entry), { recursive: true, force: true });
        const cold = await judge("FULL_TRANSITIVE");
        const warm = await judge("FULL_TRANSITIVE");
        for (const [row, result] of [
          ["FULL (base only)", plain],
          ["FULL_TRANSITIVE cold", cold],
          ["FULL_TRANSITIVE warm", warm],
        ] as const)
          rows.push({ versions: count, check: row, ms: Math.round(result.ms), findings: result.findings });
        rmSync(dir, { recursive: true, force: true });
      }
    } finally {
      process.env = saved;
      rmSync(cache, { recursive: true, force: true });
    }
    return rows;
  },
};
