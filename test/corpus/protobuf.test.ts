import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diffAssets } from "../../src/compliance/diff-assets.js";
import { directorySource } from "../../src/schema/fs-source.js";
import type { ReadAsset, SchemaTree } from "../../src/schema/model.js";
import { protobufReader } from "../../src/schema/readers/protobuf.js";
import {
  type CorpusRow,
  type FileRead,
  filesUnder,
  NODE_MODULES,
  printTable,
  readEach,
  rowOf,
} from "./support/corpus.js";

/*
 * Google's API protos (npm google-proto-files), two majors side by side: the
 * current one (6.x) read file by file, and every file present in both read as a
 * real old/new pair, judged by `contract-sync diff`'s rules and by `buf breaking`
 * (WIRE_JSON) on the same two trees. A selection of API families keeps the run
 * under a minute on two cores (google/ads alone is 3,500 files importing hundreds each).
 */

const NEW = join(NODE_MODULES, "google-proto-files");
const OLD = join(NODE_MODULES, "google-proto-files-old");
const FAMILIES = [
  "google/api",
  "google/type",
  "google/rpc",
  "google/longrunning",
  "google/iam",
  "google/pubsub",
  "google/cloud/bigquery",
  "google/firestore",
  "google/spanner",
  "google/storage",
  "google/datastore",
  "google/logging",
  "google/monitoring",
];
/** Reading one file (with its imports) must end within this; a hang fails the corpus. */
const BUDGET_MS = 10_000;
const BUF = join(NODE_MODULES, ".bin/buf");
const run = promisify(execFile);

/**
 * Where `contract-sync diff` and buf knowingly differ on these pairs (README,
 * "Protobuf compatibility"): a whole message removed or renamed is breaking for
 * the contracts of that asset; WIRE_JSON has no rule for it (buf's FILE category does).
 */
const SCOPE_DIFFERENCES = {
  "asset removed":
    "a top-level message removed or renamed: our ASSET_REMOVED; buf WIRE_JSON has no message-deletion rule",
} as const;

let reads: FileRead[] = [];
let pairs: Array<{ file: string; ours: boolean; reasons: string[] }> = [];
let bufBreaking = new Set<string>();
const rows: CorpusRow[] = [];

function assetNamed(name: string): ReadAsset | undefined {
  return reads.flatMap((read) => read.result.assets).find((asset) => asset.path.endsWith(`:${name}`));
}

function fieldOf(tree: SchemaTree | undefined, name: string): SchemaTree | undefined {
  return tree?.fields?.find((field) => field.name === name);
}

beforeAll(async () => {
  const files = filesUnder(NEW, FAMILIES, [".proto"]);
  reads = await readEach(protobufReader, directorySource(NEW), files);
  rows.push(rowOf("googleapis (google-proto-files 6)", reads));
  // Real history: files of both majors, read from each and diffed.
  const oldFiles = new Set(filesUnder(OLD, FAMILIES, [".proto"]));
  const both = reads.filter((read) => oldFiles.has(read.file));
  const oldReads = await readEach(
    protobufReader,
    directorySource(OLD),
    both.map((read) => read.file),
  );
  pairs = both.map((read, index) => {
    const before = oldReads[index]?.result.assets ?? [];
    const results = diffAssets(before, read.result.assets);
    const reasons = results.flatMap((result) =>
      result.status === "removed"
        ? ["asset removed"]
        : result.changes
            .filter((change) => change.breaking)
            .map((change) => `${change.kind}: ${change.reason}`),
    );
    return { file: read.file, ours: reasons.length > 0, reasons };
  });
  // buf on the same two trees, WIRE_JSON, once for all pairs.
  const scratch = await mkdtemp(join(tmpdir(), "corpus-buf-"));
  try {
    for (const [name, source] of [
      ["new", NEW],
      ["old", OLD],
    ] as const) {
      for (const family of FAMILIES) {
        await cp(join(source, family), join(scratch, name, family), { recursive: true }).catch(
          () => undefined,
        );
      }
      await writeFile(join(scratch, name, "buf.yaml"), "version: v2\nbreaking:\n  use:\n    - WIRE_JSON\n");
    }
    await mkdir(join(scratch, "cwd"));
    const output = await run(BUF, ["breaking", "../new", "--against", "../old", "--error-format", "json"], {
      cwd: join(scratch, "cwd"),
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      (done) => done.stdout,
      (failed: { stdout?: string; code?: number; stderr?: string }) => {
        if (failed.code !== 100) throw new Error(`buf failed: ${failed.stderr}`);
        return failed.stdout ?? "";
      },
    );
    bufBreaking = new Set(
      output
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => (JSON.parse(line) as { path: string }).path.replace(/^\.\.\/new\//, "")),
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}, 600_000);

afterAll(() => {
  const agreeing = pairs.filter((pair) => pair.ours === bufBreaking.has(pair.file)).length;
  const documented = pairs.filter(
    (pair) => pair.ours !== bufBreaking.has(pair.file) && pair.reasons.every((r) => r in SCOPE_DIFFERENCES),
  ).length;
  rows[0] = {
    ...(rows[0] as CorpusRow),
    agreement: `buf ${agreeing}/${pairs.length} pairs (+${documented} documented)`,
  };
  printTable(rows);
});

describe("googleapis protos (google-proto-files)", () => {
  it("reads every file without a diagnostic, each within its budget", () => {
    expect(reads.length).toBeGreaterThan(300);
    expect(
      reads.filter((read) => read.result.diagnostics.length > 0).map((read) => read.result.diagnostics),
    ).toEqual([]);
    expect(reads.filter((read) => read.ms > BUDGET_MS).map((read) => read.file)).toEqual([]);
  });

  it("reads hand-checked messages exactly", () => {
    const money = assetNamed("google.type.Money");
    expect(money?.file).toBe("google/type/money.proto");
    expect(
      money?.schema.fields?.map((f) => [f.name, f.type, f.optional ?? false, f.constraints?.fieldNumber]),
    ).toEqual([
      ["currency_code", "string", false, 1],
      ["units", "int64", false, 2],
      ["nanos", "int32", false, 3],
    ]);
    expect(fieldOf(money?.schema, "currency_code")?.doc).toBe(
      "The three-letter currency code defined in ISO 4217.",
    );
    const status = assetNamed("google.rpc.Status");
    expect(fieldOf(status?.schema, "details")).toMatchObject({
      type: "list",
      fields: [{ type: "bytes", logical: "Any" }],
    });
    const operation = assetNamed("google.longrunning.Operation");
    const result = fieldOf(operation?.schema, "result");
    expect(result).toMatchObject({ type: "union", optional: true, constraints: { oneof: true } });
    expect(result?.fields?.map((f) => [f.name, f.type])).toEqual([
      ["error", "struct"],
      ["response", "bytes"],
    ]);
    // google.rpc.Status, imported from another file of the corpus, is expanded in place.
    expect(fieldOf(result?.fields?.[0], "code")?.type).toBe("int32");
    // A file that reaches descriptor.proto through custom options (google/api/annotations.proto).
    const rule = assetNamed("google.api.HttpRule");
    expect(fieldOf(rule?.schema, "pattern")?.fields?.map((f) => f.name)).toEqual([
      "get",
      "put",
      "post",
      "delete",
      "patch",
      "custom",
    ]);
  });

  it("agrees with buf breaking (WIRE_JSON) on every real old/new pair, or differs in a documented scope", () => {
    expect(pairs.length).toBeGreaterThan(200);
    const disagreements = pairs
      .filter((pair) => pair.ours !== bufBreaking.has(pair.file))
      .filter((pair) => !(pair.ours && pair.reasons.every((reason) => reason in SCOPE_DIFFERENCES)));
    expect(disagreements).toEqual([]);
  });
});
