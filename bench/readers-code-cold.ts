import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { Language, Parser } from "web-tree-sitter";
import type { SourceType } from "../src/api/source-types.js";
import { codeReaders } from "../src/schema/readers/code.js";

/*
 * One cold process of bench/readers-code.ts: reads one small file and prints,
 * when the process is about to exit, the ms from the read's start to the exit
 * (what a CLI run pays). `ours` reads through the reader; `default` loads the
 * same grammar as web-tree-sitter does by default (Language.load, V8's default
 * wasm compilation) and parses the same text: the peer.
 */
const [sourceType = "", grammar = "", mode = "ours", path = "", text = ""] = process.argv.slice(2);
const started = performance.now();
let readMs = 0;
process.on("exit", () => {
  console.log(
    JSON.stringify({ readMs: Math.round(readMs), exitMs: Math.round(performance.now() - started) }),
  );
});
if (mode === "ours") {
  const reader = codeReaders.find((candidate) => candidate.sourceType === (sourceType as SourceType));
  if (!reader) throw new Error(`no reader ${sourceType}`);
  const files = { readText: async (p: string) => (p === path ? text : undefined), list: async () => [] };
  const result = await reader.read({ path, sourceType: reader.sourceType, dataSource: "bench", files });
  if (result.assets.length === 0) throw new Error(`${path}: no asset`);
} else {
  const require = createRequire(import.meta.url);
  await Parser.init();
  const dir = join(dirname(require.resolve("@cursorless/tree-sitter-wasms/package.json")), "out");
  const language = await Language.load(join(dir, `tree-sitter-${grammar}.wasm`));
  const parser = new Parser();
  parser.setLanguage(language);
  parser.parse(text)?.delete();
}
readMs = performance.now() - started;
