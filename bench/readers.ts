import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { memorySource } from "../src/schema/fs-source.js";
import { closeReaders, type ReadTarget, readAssets } from "../src/schema/index.js";
import { startPGlite } from "./start-pglite.js";
import type { BenchSuite } from "./suites.js";

const N = 2000;

function table(i: number): string {
  return `CREATE TABLE t${i} (\n  id bigserial PRIMARY KEY,\n  name varchar(64) NOT NULL,\n  amount numeric(12, 2),\n  created_at timestamptz DEFAULT now(),\n  tags text[]\n);\n`;
}

function mysqlTable(i: number): string {
  return `CREATE TABLE t${i} (\n  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,\n  name VARCHAR(64) NOT NULL COMMENT 'n',\n  amount DECIMAL(12,2),\n  created_at DATETIME,\n  PRIMARY KEY (id)\n);\n`;
}

function inputs(): { name: string; files: Record<string, string>; targets: ReadTarget[] }[] {
  const migrations: Record<string, string> = {};
  for (let i = 0; i < N; i++) {
    migrations[`migrations/V${i}__step.sql`] =
      i % 2 === 0
        ? table(i)
        : `ALTER TABLE t${i - 1} ADD COLUMN extra_${i} integer;\nCOMMENT ON COLUMN t${i - 1}.name IS 'x';\n`;
  }
  const proto = `syntax = "proto3";\npackage bench;\nimport "google/protobuf/timestamp.proto";\n${Array.from(
    { length: N },
    (_, i) =>
      `message M${i} {\n  string id = 1;\n  optional int64 count = 2;\n  google.protobuf.Timestamp at = 3;\n  repeated string tags = 4;\n  map<string, int32> attrs = 5;\n}\n`,
  ).join("")}`;
  const avro: Record<string, string> = {};
  const jsonSchemas: Record<string, string> = {};
  for (let i = 0; i < N; i++) {
    avro[`avro/r${i}.avsc`] = JSON.stringify(
      {
        type: "record",
        name: `R${i}`,
        namespace: "bench",
        fields: [
          { name: "id", type: "string" },
          { name: "amount", type: { type: "bytes", logicalType: "decimal", precision: 12, scale: 2 } },
          { name: "note", type: ["null", "string"], default: null },
          { name: "tags", type: { type: "array", items: "string" } },
        ],
      },
      null,
      2,
    );
    jsonSchemas[`json/s${i}.schema.json`] = JSON.stringify(
      {
        type: "object",
        required: ["id"],
        properties: {
          id: { type: "string", format: "uuid" },
          amount: { type: "number" },
          note: { type: ["string", "null"] },
          tags: { type: "array", items: { type: "string" } },
          child: { $ref: "#/$defs/child" },
        },
        $defs: { child: { type: "object", properties: { name: { type: "string" } } } },
      },
      null,
      2,
    );
  }
  return [
    {
      name: `postgres: ${N} CREATE TABLEs, one file`,
      files: { "all.sql": Array.from({ length: N }, (_, i) => table(i)).join("\n") },
      targets: [{ path: "all.sql", sourceType: "postgres" }],
    },
    {
      name: `postgres: ${N} migrations, one folder`,
      files: migrations,
      targets: [{ path: "migrations", sourceType: "postgres" }],
    },
    {
      name: `mysql: ${N} CREATE TABLEs, one file`,
      files: { "all.mysql.sql": Array.from({ length: N }, (_, i) => mysqlTable(i)).join("\n") },
      targets: [{ path: "all.mysql.sql", sourceType: "mysql" }],
    },
    {
      name: `protobuf: ${N} messages, one file`,
      files: { "all.proto": proto },
      targets: [{ path: "all.proto", sourceType: "protobuf" }],
    },
    {
      name: `avro: ${N} .avsc files`,
      files: avro,
      targets: Object.keys(avro).map((path) => ({ path, sourceType: "avro" as const })),
    },
    {
      name: `json_schema: ${N} files`,
      files: jsonSchemas,
      targets: Object.keys(jsonSchemas).map((path) => ({ path, sourceType: "json_schema" as const })),
    },
  ];
}

export const readersBench: BenchSuite = {
  name: "readers",
  async run() {
    // Every round reads again: the Postgres read cache (result-cache.ts) would answer the later ones.
    const cacheSetting = process.env.CONTRACT_SYNC_READ_CACHE;
    process.env.CONTRACT_SYNC_READ_CACHE = "0";
    try {
      return await readerRows();
    } finally {
      if (cacheSetting === undefined) delete process.env.CONTRACT_SYNC_READ_CACHE;
      else process.env.CONTRACT_SYNC_READ_CACHE = cacheSetting;
    }
  },
};

async function readerRows(): Promise<Record<string, string | number>[]> {
  const rows: Record<string, string | number>[] = [];
  const cacheDir = await mkdtemp(join(tmpdir(), "contract-sync-bench-"));
  const cacheFile = join(cacheDir, "datadir.tar.gz");
  const fresh = await startPGlite(cacheFile);
  await fresh.db.close();
  const cached = await startPGlite(cacheFile);
  await cached.db.close();
  await rm(cacheDir, { recursive: true, force: true });
  rows.push({
    case: "PGlite start: initdb (first run on a machine)",
    files: 0,
    MB: 0,
    ms: Math.round(fresh.start.ms),
    "MB/s": "",
    "files/s": "",
  });
  rows.push({
    case: "PGlite start: cached data dir (later runs)",
    files: 0,
    MB: 0,
    ms: Math.round(cached.start.ms),
    "MB/s": "",
    "files/s": "",
  });

  // Warm the shared instance so the rows below measure reading, not start-up.
  const tiny = memorySource({ "warm.sql": "CREATE TABLE warm (id int);" });
  await readAssets(["warm.sql"], { files: tiny });
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) await readAssets(["warm.sql"], { files: tiny });
  rows.push({
    case: "postgres: reset + read of a one-table file",
    files: 1,
    MB: 0,
    ms: Math.round(((performance.now() - t0) / 20) * 10) / 10,
    "MB/s": "",
    "files/s": "",
  });

  for (const input of inputs()) {
    const bytes = Object.values(input.files).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    const files = Object.keys(input.files).length;
    const start = performance.now();
    const result = await readAssets(input.targets, {
      files: memorySource(input.files),
      dataSourceOf: () => "bench",
    });
    const seconds = (performance.now() - start) / 1000;
    if (result.diagnostics.length > 0) throw new Error(`${input.name}: ${result.diagnostics[0]?.message}`);
    rows.push({
      case: `${input.name} (${result.assets.length} assets)`,
      files,
      MB: Math.round((bytes / 1e6) * 100) / 100,
      ms: Math.round(seconds * 1000),
      "MB/s": Math.round((bytes / 1e6 / seconds) * 100) / 100,
      "files/s": Math.round(files / seconds),
    });
  }
  await closeReaders();
  rows.push(...(await coldMigrationsVersusOneExec()));
  return rows;
}

/** The ${N}-file migration folder of the readers bench (also the cold-replay child's input). */
export function migrationFolder(): { files: Record<string, string>; targets: ReadTarget[] } {
  const migrations = inputs().find((i) => i.name.includes("migrations"));
  if (!migrations) throw new Error("no migration input");
  return migrations;
}

/**
 * Issue 13's row: the reader on ${N} migration files from a cold start (its
 * worker, reset, batched replay, catalog) beside its peer, the same SQL in one
 * exec of a PGlite started from the same cached data directory. Each is a fresh
 * process with the flags of a run (bench/postgres-cold-child.ts): in one process
 * the second would reuse the wasm code the first had compiled and optimised.
 */
export async function coldMigrationsVersusOneExec(): Promise<Record<string, string | number>[]> {
  const child = join(import.meta.dirname, "postgres-cold-child.ts");
  const register = join(import.meta.dirname, "../scripts/register-ts.mjs");
  const timed = (mode: "reader" | "peer") => {
    const out = execFileSync(process.execPath, ["--liftoff-only", "--import", register, child, mode], {
      env: { ...process.env, CONTRACT_SYNC_READ_CACHE: "0" },
      encoding: "utf8",
    });
    return Number(out.trim().split("\n").pop());
  };
  const timings: { reader: number[]; peer: number[] } = { reader: [], peer: [] };
  // Interleaved, median of three: the machine is shared.
  for (let round = 0; round < 3; round++) {
    timings.reader.push(timed("reader"));
    timings.peer.push(timed("peer"));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] ?? 0;
  const reader = median(timings.reader);
  const peer = median(timings.peer);
  const row = (name: string, ms: number, ratio: string) => ({
    case: name,
    files: N,
    MB: 0,
    ms: Math.round(ms),
    "MB/s": "",
    "files/s": ratio,
  });
  return [
    row(
      `postgres reader: ${N} migrations, cold process (median of 3; runs: ${timings.reader.map(Math.round).join(", ")})`,
      reader,
      `ratio ${(reader / peer).toFixed(2)}x (target <= 1.2x)`,
    ),
    row(
      `peer: the same SQL in one PGlite exec, cold process (median of 3; runs: ${timings.peer.map(Math.round).join(", ")})`,
      peer,
      "1.00x",
    ),
  ];
}
