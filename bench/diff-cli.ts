import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { arch, loadavg, platform, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import ts from "typescript";
import type { BenchSuite } from "./suites.js";

/**
 * `contract-sync diff` as a user runs it (one process per pair) beside its
 * peers on the same pair: `buf breaking` (WIRE_JSON) for .proto, a bare avsc
 * resolver script for .avsc (issue 13: <= 0.5x buf, <= 1.5x avsc). The CLI is
 * dist/cli.js, the bundle users run (rebuild it first: `npm run build`); without
 * it, src/ transpiled to plain JavaScript (unbundled: more files to load). buf
 * is its native binary, not the npm package's Node launcher (which adds a Node
 * start to buf's time). Every process runs without NODE_EXTRA_CA_CERTS: Node
 * reads that bundle at start (70 ms of CPU on this sandbox), runners do not set
 * it, and buf ignores it. Floor rows put `node -e 0` and `contract-sync --version`
 * beside buf on the small pair: no Node CLI can go below them. Medians of
 * interleaved runs; the load average is printed beside them.
 */

const REPO = join(import.meta.dirname, "..");
const BUILD = join(REPO, "node_modules/.cache/contract-sync-bench");
const DIST_CLI = join(REPO, "dist/cli.js");
const RUNS = 7;
const run = promisify(execFile);
const { NODE_EXTRA_CA_CERTS: _caCerts, ...ENV } = process.env;

/** buf's own binary from its platform package, else the launcher in node_modules/.bin. */
function bufBinary(): string {
  const native = join(
    REPO,
    `node_modules/@bufbuild/buf-${platform()}-${arch() === "x64" ? "x64" : arch()}/bin/buf`,
  );
  return existsSync(native) ? native : join(REPO, "node_modules/.bin/buf");
}

/** dist/cli.js when it is there and not older than src/, else src/ transpiled. */
async function cliToRun(): Promise<{ path: string; label: string }> {
  if (existsSync(DIST_CLI)) {
    const built = (await stat(DIST_CLI)).mtimeMs;
    const sources = (await readdir(join(REPO, "src"), { recursive: true })).filter((f) => f.endsWith(".ts"));
    const newest = Math.max(
      ...(await Promise.all(sources.map(async (f) => (await stat(join(REPO, "src", f))).mtimeMs))),
    );
    return {
      path: DIST_CLI,
      label: newest > built ? "dist/cli.js (older than src/: rebuild)" : "dist/cli.js",
    };
  }
  return { path: await transpileSources(), label: "src/ transpiled, unbundled" };
}

async function transpileSources(): Promise<string> {
  const files = (await readdir(join(REPO, "src"), { recursive: true })).filter((file) =>
    file.endsWith(".ts"),
  );
  for (const file of files) {
    const { outputText } = ts.transpileModule(await readFile(join(REPO, "src", file), "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const out = join(BUILD, "src", file).replace(/\.ts$/, ".js");
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, outputText);
  }
  await writeFile(join(BUILD, "package.json"), '{"type":"module"}\n');
  return join(BUILD, "src/cli/index.js");
}

function proto(messages: string[]): string {
  return `syntax = "proto3";\npackage bench;\n${messages.join("\n")}\n`;
}

/** The .proto pairs of issue 13: small, 200 messages, a 200-deep chain; each head changes some types. */
function protoPairs(): Array<{ name: string; base: string; head: string }> {
  const small = (t: string) =>
    proto([`message Order { string id = 1; ${t} total = 2; repeated string tags = 3; }`]);
  const wide = (t: string) =>
    proto(
      Array.from(
        { length: 200 },
        (_, i) =>
          `message M${i} { string id = 1; ${i % 10 === 0 ? t : "int64"} count = 2; repeated string tags = 3; map<string, int32> attrs = 4; }`,
      ),
    );
  const chain = (t: string) =>
    proto(
      Array.from(
        { length: 200 },
        (_, i) =>
          `message C${i} { ${i % 5 === 0 ? t : "int64"} value = 1;${i + 1 < 200 ? ` C${i + 1} next = 2;` : ""} }`,
      ),
    );
  return [
    { name: "small", base: small("int64"), head: small("string") },
    { name: "200 messages", base: wide("int64"), head: wide("string") },
    { name: "200-deep chain", base: chain("int64"), head: chain("string") },
  ];
}

function avroPair(): { base: string; head: string } {
  const record = (extra: boolean) => ({
    type: "record",
    name: "Event",
    namespace: "bench",
    fields: [
      ...Array.from({ length: 300 }, (_, i) => ({
        name: `f${i}`,
        type: i % 3 === 0 ? ["null", "string"] : i % 3 === 1 ? "long" : { type: "array", items: "string" },
        ...(i % 3 === 0 ? { default: null } : {}),
      })),
      ...(extra ? [{ name: "added", type: "string" }] : []),
    ],
  });
  return { base: JSON.stringify(record(false), null, 2), head: JSON.stringify(record(true), null, 2) };
}

const AVSC_SCRIPT = `
const avro = require("avsc");
const fs = require("fs");
const [base, head] = process.argv.slice(2).map((f) => avro.Type.forSchema(JSON.parse(fs.readFileSync(f, "utf8"))));
try { head.createResolver(base); process.stdout.write("compatible\\n"); } catch (e) { process.stdout.write("breaking\\n"); process.exitCode = 1; }
`;

/** Both .proto files parsed by protobufjs and their fields' types compared: the least a Node diff does. */
const PROTO_DIFF = `
function diff(protobuf, a, b) {
  const head = protobuf.parse(b).root;
  const changed = [];
  const walk = (ns) => {
    for (const nested of ns.nestedArray) {
      if (nested instanceof protobuf.Type)
        for (const f of nested.fieldsArray)
          if (head.lookup(nested.fullName)?.fields[f.name]?.type !== f.type) changed.push(nested.fullName + "." + f.name);
      if (nested.nestedArray) walk(nested);
    }
  };
  walk(protobuf.parse(a).root);
  return changed;
}`;

/** That diff as a plain script: Node starting, protobufjs loaded. */
const PROTO_SCRIPT = `${PROTO_DIFF}
const fs = require("fs");
const [a, b] = process.argv.slice(-2).map((f) => fs.readFileSync(f, "utf8"));
process.stdout.write(JSON.stringify(diff(require("protobufjs"), a, b)) + "\\n");
`;

/**
 * The entry of a V8 startup snapshot (node --build-snapshot) holding protobufjs loaded and its
 * parser warmed: the issue's first means. A snapshot's entry may require only Node's own modules,
 * so protobufjs's single-file build is evaluated into it.
 */
const protoSnapshotEntry = (protobufBuild: string) => `${PROTO_DIFF}
const fs = require("fs");
const loaded = { exports: {} };
new Function("module", "exports", "require", fs.readFileSync(${JSON.stringify(protobufBuild)}, "utf8"))(loaded, loaded.exports, require);
const protobuf = loaded.exports;
diff(protobuf, 'syntax = "proto3"; message A { int64 x = 1; }', 'syntax = "proto3"; message A { string x = 1; }');
require("v8").startupSnapshot.setDeserializeMainFunction(() => {
  const [a, b] = process.argv.slice(-2).map((f) => fs.readFileSync(f, "utf8"));
  process.stdout.write(JSON.stringify(diff(protobuf, a, b)) + "\\n");
});
`;

/** A snapshot holding nothing of ours: what loading a user-land snapshot costs by itself. */
const EMPTY_SNAPSHOT_ENTRY = `require("v8").startupSnapshot.setDeserializeMainFunction(() => {});\n`;

/** Builds the startup snapshots (with the Node that runs the rows); their blobs' paths. */
async function buildSnapshots(node: string, tag: string): Promise<{ proto: string; empty: string }> {
  await mkdir(BUILD, { recursive: true });
  const protobufBuild = join(REPO, "node_modules/protobufjs/dist/protobuf.js");
  // A blob runs only on the Node binary that built it.
  const blobs = { proto: join(BUILD, `proto-diff-${tag}.blob`), empty: join(BUILD, `empty-${tag}.blob`) };
  for (const [blob, entry] of [
    [blobs.proto, protoSnapshotEntry(protobufBuild)],
    [blobs.empty, EMPTY_SNAPSHOT_ENTRY],
  ] as const) {
    const script = `${blob}.cjs`;
    await writeFile(script, entry);
    await run(node, ["--snapshot-blob", blob, "--build-snapshot", script], { env: ENV });
  }
  return blobs;
}

async function wall(command: string, args: string[], cwd: string): Promise<{ ms: number; stdout: string }> {
  const started = performance.now();
  const { stdout } = await run(command, args, { cwd, env: ENV, maxBuffer: 256 * 1024 * 1024 }).catch(
    (failed: { stdout?: string }) => ({ stdout: failed.stdout ?? "" }),
  );
  return { ms: performance.now() - started, stdout };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function compare(
  ours: () => Promise<{ ms: number; stdout: string }>,
  peer: () => Promise<{ ms: number; stdout: string }>,
) {
  const oursMs: number[] = [];
  const peerMs: number[] = [];
  let last = { ours: "", peer: "" };
  for (let i = 0; i < RUNS; i++) {
    const a = await ours();
    const b = await peer();
    oursMs.push(a.ms);
    peerMs.push(b.ms);
    last = { ours: a.stdout, peer: b.stdout };
  }
  return { ours: median(oursMs), peer: median(peerMs), last };
}

export const diffCliBench: BenchSuite = {
  name: "diff-cli",
  async run() {
    const cli = await cliToRun();
    const buf = bufBinary();
    const scratch = await mkdtemp(join(tmpdir(), "bench-diff-"));
    const rows: Record<string, string | number>[] = [];
    const bufArgs = ["breaking", "head", "--against", "base", "--error-format", "json"];
    try {
      for (const pair of protoPairs()) {
        const dir = join(scratch, pair.name.replace(/\W+/g, "-"));
        for (const side of ["base", "head"] as const) {
          await mkdir(join(dir, side), { recursive: true });
          await writeFile(join(dir, side, "bench.proto"), pair[side]);
          await writeFile(join(dir, side, "buf.yaml"), "version: v2\nbreaking:\n  use:\n    - WIRE_JSON\n");
        }
        if (pair.name === "small") {
          // The floors: Node starting and exiting, and the CLI answering --version (ESM entry, command
          // table, one write); the least diff a Node script does (protobufjs parsing both files, types
          // compared), plain and from a startup snapshot, and an empty snapshot's start alone.
          const protoScript = join(BUILD, "proto-diff.cjs");
          await writeFile(protoScript, PROTO_SCRIPT);
          const files = ["base/bench.proto", "head/bench.proto"];
          const floors: Array<[string, string, string[]]> = [
            [process.execPath, "floor: node -e 0 beside buf, small pair", ["-e", "0"]],
            [
              process.execPath,
              "floor: contract-sync --version beside buf, small pair",
              [cli.path, "--version"],
            ],
          ];
          // The snapshot floors on this Node, and on the action's (node24) when the bench is told it.
          const nodes = [process.execPath, process.env.CONTRACT_SYNC_ACTION_NODE].filter(
            (node, i, all): node is string => node !== undefined && all.indexOf(node) === i,
          );
          for (const [i, node] of nodes.entries()) {
            const version = (await run(node, ["--version"], { env: ENV })).stdout.trim();
            const snapshots = await buildSnapshots(node, String(i));
            floors.push(
              ...(
                [
                  ...(i > 0 ? [["floor: node -e 0", ["-e", "0"]]] : []),
                  ["floor: a bare protobufjs diff script", [protoScript, ...files]],
                  [
                    "floor: that script from a V8 startup snapshot (protobufjs loaded, parser warmed)",
                    ["--snapshot-blob", snapshots.proto, ...files],
                  ],
                  ["floor: an empty V8 startup snapshot's start alone", ["--snapshot-blob", snapshots.empty]],
                ] as Array<[string, string[]]>
              ).map(([name, args]): [string, string, string[]] => [node, `${name} (Node ${version})`, args]),
            );
          }
          for (const [node, name, args] of floors) {
            const floor = await compare(
              () => wall(node, args, dir),
              () => wall(buf, bufArgs, dir),
            );
            rows.push({
              case: name,
              "contract-sync ms": Math.round(floor.ours),
              "peer ms": Math.round(floor.peer),
              peer: "buf breaking",
              ratio: Number((floor.ours / floor.peer).toFixed(2)),
              target: "(floor)",
              "changes (ours / peer)": "",
              "load avg": loadavg()[0]?.toFixed(2) ?? "",
              cli: args[0] === cli.path ? cli.label : "",
            });
          }
        }
        const result = await compare(
          () => wall(process.execPath, [cli.path, "diff", "base/bench.proto", "head/bench.proto"], dir),
          () => wall(buf, bufArgs, dir),
        );
        const ourChanges = (JSON.parse(result.last.ours || "[]") as unknown[]).length;
        const bufChanges = result.last.peer.split("\n").filter((line) => line.trim() !== "").length;
        rows.push({
          case: `diff .proto, ${pair.name}`,
          "contract-sync ms": Math.round(result.ours),
          "peer ms": Math.round(result.peer),
          peer: "buf breaking",
          ratio: Number((result.ours / result.peer).toFixed(2)),
          target: "<= 0.5",
          "changes (ours / peer)": `${ourChanges} / ${bufChanges}`,
          "load avg": loadavg()[0]?.toFixed(2) ?? "",
          cli: cli.label,
        });
      }
      const avro = avroPair();
      const dir = join(scratch, "avro");
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, "base.avsc"), avro.base);
      await writeFile(join(dir, "head.avsc"), avro.head);
      // Beside the build, inside node_modules, so that `require("avsc")` finds the package.
      const script = join(BUILD, "resolve.cjs");
      await mkdir(BUILD, { recursive: true });
      await writeFile(script, AVSC_SCRIPT);
      const result = await compare(
        () => wall(process.execPath, [cli.path, "diff", "base.avsc", "head.avsc"], dir),
        () => wall(process.execPath, [script, "base.avsc", "head.avsc"], dir),
      );
      rows.push({
        case: "diff .avsc, 300-field record",
        "contract-sync ms": Math.round(result.ours),
        "peer ms": Math.round(result.peer),
        peer: "avsc resolver script",
        ratio: Number((result.ours / result.peer).toFixed(2)),
        target: "<= 1.5",
        "changes (ours / peer)": `${(JSON.parse(result.last.ours || "[]") as unknown[]).length} / ${result.last.peer.trim()}`,
        "load avg": loadavg()[0]?.toFixed(2) ?? "",
        cli: cli.label,
      });
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    return rows;
  },
};
