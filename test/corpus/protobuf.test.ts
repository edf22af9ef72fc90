import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
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
import { changedInAnotherFile, protoDeclarations } from "./support/proto-declarations.js";

/*
 * Google's API protos (npm google-proto-files), two majors side by side: every
 * .proto file of the current one (6.x) read file by file, and every file
 * present in both read as a real old/new pair, judged by `contract-sync diff`'s
 * rules and by `buf breaking` (WIRE_JSON) on the whole two trees. Imports are
 * parsed once per source (src/schema/readers/protobuf/import-cache.ts), which
 * makes the 7,249 files affordable.
 */

const NEW = join(NODE_MODULES, "google-proto-files");
const OLD = join(NODE_MODULES, "google-proto-files-old");
/** Where a package's .proto files are: every folder but its own dependencies and build output. */
function protoFilesOf(root: string): string[] {
  const dirs = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !["node_modules", "build"].includes(entry.name))
    .map((entry) => entry.name);
  return filesUnder(root, dirs, [".proto"]);
}
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
  "in an imported type":
    "a change inside a message or enum declared in another file: reported at every asset whose tree uses it, in the importing file; buf reports it once, at the declaring file",
  "enums only":
    "a file of enums only (top-level, or nested in messages without fields): no asset carries them; their changes are reported at the messages that use the enums, in their files",
} as const;

/**
 * Pairs where buf and the rules disagree outside the scopes above: none. A
 * change is placed in an imported type by the file declaring its message or
 * enum (support/proto-declarations.ts), as buf places it; a new disagreement
 * fails the test.
 */
const OPEN_DISAGREEMENTS: string[] = [];

let reads: FileRead[] = [];
let oldReads: FileRead[] = [];
let pairs: Array<{ file: string; ours: boolean; reasons: string[]; declaredIn: string[] }> = [];
let bufBreaking = new Set<string>();
/** protobuf's own test protos, left out of buf's trees (see protobufTestProto): no verdict there. */
const unbuildable = new Set<string>();
let bufSeconds = 0;
const rows: CorpusRow[] = [];

function assetNamed(name: string): ReadAsset | undefined {
  return reads.flatMap((read) => read.result.assets).find((asset) => asset.path.endsWith(`:${name}`));
}

function fieldOf(tree: SchemaTree | undefined, name: string): SchemaTree | undefined {
  return tree?.fields?.find((field) => field.name === name);
}

interface BufLine {
  path: string;
  type: string;
}

/** `buf` in `scratch/cwd` (paths it prints are `../new/...`, `../old/...`); exit 100 means findings. */
async function buf(scratch: string, args: string[]): Promise<BufLine[]> {
  const output = await run(BUF, [...args, "--error-format", "json"], {
    cwd: join(scratch, "cwd"),
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    (done) => done.stdout,
    (failed: { stdout?: string; code?: number; stderr?: string }) => {
      if (failed.code !== 100) throw new Error(`buf failed: ${failed.stderr}`);
      // Findings of `breaking` come on stdout, compile errors of `build` on stderr.
      return `${failed.stdout ?? ""}\n${failed.stderr ?? ""}`;
    },
  );
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as BufLine);
}

/**
 * google/protobuf/**: the well-known types, which buf ships itself, and
 * protobuf's own test protos, several of which buf cannot build (imports the
 * package does not ship, messages declared by several golden files, a
 * MessageSet) while it refuses the whole image for one such file. They stay
 * out of buf's trees (no verdict on their pairs).
 */
function protobufTestProto(file: string): boolean {
  return file.startsWith("google/protobuf/");
}

const IMPORT = /^\s*import\s+(?:public\s+|weak\s+)?"([^"]+)"/gm;

/**
 * The files present in both trees and everything they import, in `root`: all
 * buf needs to judge the pairs. Files of one major only (google/ads/googleads
 * alone is 3,500 files importing hundreds each) are neither compared nor built.
 */
function pairClosure(root: string, pairFiles: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...pairFiles];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file) || !existsSync(join(root, file))) continue;
    seen.add(file);
    for (const m of readFileSync(join(root, file), "utf8").matchAll(IMPORT)) pending.push(m[1] as string);
  }
  return [...seen].sort();
}

/** buf breaking (WIRE_JSON) on the pairs' files of the two trees (with their imports), once for all pairs. */
async function bufOnPairTrees(): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), "corpus-buf-"));
  const oldFiles = new Set(protoFilesOf(OLD));
  const pairFiles = protoFilesOf(NEW).filter((file) => oldFiles.has(file));
  try {
    for (const [name, source] of [
      ["new", NEW],
      ["old", OLD],
    ] as const) {
      for (const file of pairClosure(source, pairFiles)) {
        if (protobufTestProto(file)) {
          unbuildable.add(file);
          continue;
        }
        await mkdir(dirname(join(scratch, name, file)), { recursive: true });
        await copyFile(join(source, file), join(scratch, name, file));
      }
      await writeFile(join(scratch, name, "buf.yaml"), "version: v2\nbreaking:\n  use:\n    - WIRE_JSON\n");
    }
    await mkdir(join(scratch, "cwd"));
    const started = performance.now();
    const lines = await buf(scratch, ["breaking", "../new", "--against", "../old"]);
    const compile = lines.filter((line) => line.type === "COMPILE");
    if (compile.length > 0) throw new Error(`buf cannot compile: ${JSON.stringify(compile.slice(0, 5))}`);
    bufBreaking = new Set(lines.map((line) => line.path.replace(/^\.\.\/new\//, "")));
    bufSeconds = (performance.now() - started) / 1000;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  // buf is another process: it runs on the other core while the files are read here.
  const bufDone = bufOnPairTrees();
  bufDone.catch(() => undefined);
  const files = protoFilesOf(NEW);
  reads = await readEach(protobufReader, directorySource(NEW), files);
  rows.push(rowOf("googleapis (google-proto-files 6)", reads));
  // Real history: every file of both majors, read from each and diffed.
  const oldFiles = new Set(protoFilesOf(OLD));
  const newDeclared = protoDeclarations(NEW, files);
  const oldDeclared = protoDeclarations(OLD, [...oldFiles]);
  const both = reads.filter((read) => oldFiles.has(read.file));
  oldReads = await readEach(
    protobufReader,
    directorySource(OLD),
    both.map((read) => read.file),
  );
  rows.push(rowOf("googleapis (google-proto-files 4, files also in 6)", oldReads));
  pairs = both.map((read, index) => {
    const before = oldReads[index]?.result.assets ?? [];
    const treeOf = (assets: readonly ReadAsset[], name: string) =>
      assets.find((asset) => asset.resourceName === name)?.schema;
    const results = diffAssets(before, read.result.assets);
    const declaredIn = new Set<string>();
    const reasons = results.flatMap((result) =>
      result.status === "removed"
        ? ["asset removed"]
        : result.changes
            .filter((change) => change.breaking)
            .map((change) => {
              const other =
                changedInAnotherFile(
                  treeOf(read.result.assets, result.asset),
                  change.field,
                  read.file,
                  newDeclared,
                ) ?? changedInAnotherFile(treeOf(before, result.asset), change.field, read.file, oldDeclared);
              if (other !== undefined) declaredIn.add(other);
              return other !== undefined ? "in an imported type" : `${change.kind}: ${change.reason}`;
            }),
    );
    const fieldless = [...before, ...read.result.assets].every((asset) => !asset.schema.fields?.length);
    if (reasons.length === 0 && fieldless) reasons.push("enums only");
    return {
      file: read.file,
      ours: reasons.length > 0 && reasons[0] !== "enums only",
      reasons,
      declaredIn: [...declaredIn],
    };
  });
  await bufDone;
  // Files buf cannot compile get no verdict.
  pairs = pairs.filter((pair) => !unbuildable.has(pair.file));
}, 900_000);

afterAll(() => {
  const agreeing = pairs.filter((pair) => pair.ours === bufBreaking.has(pair.file)).length;
  const documented = pairs.filter(
    (pair) =>
      pair.ours !== bufBreaking.has(pair.file) &&
      pair.reasons.length > 0 &&
      pair.reasons.every((r) => r in SCOPE_DIFFERENCES),
  ).length;
  rows[0] = {
    ...(rows[0] as CorpusRow),
    agreement: `buf ${agreeing}/${pairs.length} pairs (+${documented} documented scope differences, ${pairs.length - agreeing - documented} open); buf ${bufSeconds.toFixed(1)} s on the pairs and their imports, ${unbuildable.size} of files of google/protobuf left out`,
  };
  printTable(rows);
});

/**
 * Diagnostics on files buf compiles. Of protobuf's own test protos, the one
 * importing unittest.proto (not in the package) is rightly diagnosed.
 */
function unexpectedDiagnostics(fileReads: readonly FileRead[]) {
  return fileReads
    .filter((read) => read.result.diagnostics.length > 0)
    .filter(
      (read) =>
        read.file !== "google/protobuf/util/json_format_proto3.proto" ||
        !read.result.diagnostics[0]?.message.startsWith('import "google/protobuf/unittest.proto" not found'),
    )
    .map((read) => read.result.diagnostics);
}

describe("googleapis protos (google-proto-files)", () => {
  it("reads every file of both majors without a diagnostic buf would not give, each within its budget", () => {
    expect(reads.length).toBeGreaterThan(7000);
    expect(oldReads.length).toBeGreaterThan(2000);
    expect(unexpectedDiagnostics(reads)).toEqual([]);
    expect(unexpectedDiagnostics(oldReads)).toEqual([]);
    expect([...reads, ...oldReads].filter((read) => read.ms > BUDGET_MS).map((read) => read.file)).toEqual(
      [],
    );
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

  it("agrees with buf breaking (WIRE_JSON) on every real old/new pair but the listed open ones, or differs in a documented scope", () => {
    expect(pairs.length).toBeGreaterThan(2000);
    const disagreements = pairs
      .filter((pair) => pair.ours !== bufBreaking.has(pair.file))
      .filter(
        (pair) => !(pair.reasons.length > 0 && pair.reasons.every((reason) => reason in SCOPE_DIFFERENCES)),
      );
    expect(disagreements.map((pair) => pair.file)).toEqual(OPEN_DISAGREEMENTS);
  });

  it("finds, for every change it places in an imported type where buf reports none, buf reporting the declaring file", () => {
    const importedOnly = pairs.filter(
      (pair) =>
        pair.ours &&
        !bufBreaking.has(pair.file) &&
        pair.reasons.every((reason) => reason === "in an imported type" || reason === "asset removed") &&
        pair.declaredIn.length > 0,
    );
    expect(importedOnly.length).toBeGreaterThan(0);
    const unconfirmed = importedOnly
      .filter((pair) => !pair.declaredIn.some((file) => bufBreaking.has(file)))
      .map((pair) => `${pair.file} (declared in ${pair.declaredIn.join(", ")})`);
    expect(unconfirmed).toEqual([]);
  });
});
