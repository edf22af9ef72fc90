import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { SourceType } from "../src/api/source-types.js";
import type { SchemaReader, SourceFiles } from "../src/schema/model.js";
import { codeReaders } from "../src/schema/readers/code.js";
import type { BenchSuite } from "./suites.js";

/**
 * Also, per reader, what one small file costs a fresh process from the read's
 * start to the process's exit (a CLI run), beside the peer: the same grammar
 * loaded with V8's default wasm compilation (bench/readers-code-cold.ts).
 *
 * Read throughput of the code readers on generated inputs: many small files
 * (files/s) and one large file (MB/s). Every model has 20 fields of mixed
 * types, a nested reference and a doc comment, so the resolver does real work.
 */
const SMALL_FILES = 200;
const MODELS_PER_SMALL_FILE = 3;
const MODELS_IN_LARGE_FILE = 2000;

type Generator = (index: number) => string;

const FIELD_COUNT = 20;
const fields = (render: (i: number) => string): string =>
  Array.from({ length: FIELD_COUNT }, (_, i) => render(i)).join("\n");

const generators: Record<SourceType, { header: string; model: Generator; ext: string } | undefined> = {
  typescript: {
    ext: "ts",
    header: "",
    model: (n) =>
      `/** Model ${n}. */\nexport interface M${n} {\n${fields((i) => `  /** Field ${i}. */\n  f${i}${i % 3 === 0 ? "?" : ""}: ${["string", "number | null", "string[]", "Record<string, Date>"][i % 4]};`)}\n  next?: M${n};\n}\n`,
  },
  python: {
    ext: "py",
    header: "from typing import Optional\nfrom pydantic import BaseModel, Field\n",
    model: (n) =>
      `class M${n}(BaseModel):\n    """Model ${n}."""\n${fields((i) => `    f${i}: ${["str", "Optional[int]", "list[str]", "dict[str, float]"][i % 4]} = Field(description="Field ${i}")`)}\n    next: Optional["M${n}"] = None\n`,
  },
  pyspark: {
    ext: "py",
    header: "from pyspark.sql.types import *\n",
    model: (n) =>
      `m${n} = StructType([\n${fields((i) => `    StructField("f${i}", ${["StringType()", "LongType()", "ArrayType(StringType())", "DecimalType(12, 2)"][i % 4]}, ${i % 2 === 0 ? "True" : "False"}),`)}\n])\n`,
  },
  java: {
    ext: "java",
    header: "import java.util.*;\n",
    model: (n) =>
      `/** Model ${n}. */\nclass M${n} {\n${fields((i) => `  /** Field ${i}. */\n  private ${["String", "Integer", "List<String>", "Map<String, Double>"][i % 4]} f${i};`)}\n  private M${n} next;\n}\n`,
  },
  kotlin: {
    ext: "kt",
    header: "",
    model: (n) =>
      `/** Model ${n}. */\ndata class M${n}(\n${fields((i) => `    val f${i}: ${["String", "Int?", "List<String>", "Map<String, Double>"][i % 4]},`)}\n    val next: M${n}? = null,\n)\n`,
  },
  swift: {
    ext: "swift",
    header: "import Foundation\n",
    model: (n) =>
      `/// Model ${n}.\nstruct M${n} {\n${fields((i) => `    let f${i}: ${["String", "Int?", "[String]", "[String: Double]"][i % 4]}`)}\n    let next: [M${n}]\n}\n`,
  },
  php: {
    ext: "php",
    header: "<?php\n",
    model: (n) =>
      `/** Model ${n}. */\nclass M${n} {\n${fields((i) => `    public ${["string", "?int", "float", "\\DateTimeImmutable"][i % 4]} $f${i};`)}\n    public ?M${n} $next;\n}\n`,
  },
  golang: {
    ext: "go",
    header: 'package bench\n\nimport "time"\n',
    model: (n) =>
      `// M${n} is model ${n}.\ntype M${n} struct {\n${fields((i) => `\tF${i} ${["string", "*int64", "[]string", "time.Time"][i % 4]} \`json:"f${i}${i % 3 === 0 ? ",omitempty" : ""}"\``)}\n\tNext *M${n} \`json:"next"\`\n}\n`,
  },
  postgres: undefined,
  mysql: undefined,
  mssql: undefined,
  json_schema: undefined,
  avro: undefined,
  protobuf: undefined,
  s3: undefined,
  dataframe: undefined,
};

function source(header: string, model: Generator, from: number, count: number): string {
  return header + Array.from({ length: count }, (_, i) => model(from + i)).join("\n");
}

async function readAll(reader: SchemaReader, paths: string[], files: SourceFiles): Promise<number> {
  let assets = 0;
  for (const path of paths) {
    const result = await reader.read({ path, sourceType: reader.sourceType, dataSource: "bench", files });
    if (result.diagnostics.length > 0) throw new Error(`${path}: ${result.diagnostics[0]?.message}`);
    assets += result.assets.length;
  }
  return assets;
}

export const readersCode: BenchSuite = {
  name: "readers-code",
  async run() {
    const rows: Record<string, string | number>[] = [];
    for (const reader of codeReaders) {
      const generator = generators[reader.sourceType];
      if (!generator) continue;
      const texts = new Map<string, string>();
      const small: string[] = [];
      for (let f = 0; f < SMALL_FILES; f++) {
        const path = `small/f${f}.${generator.ext}`;
        texts.set(
          path,
          source(generator.header, generator.model, f * MODELS_PER_SMALL_FILE, MODELS_PER_SMALL_FILE),
        );
        small.push(path);
      }
      const large = `large/all.${generator.ext}`;
      texts.set(large, source(generator.header, generator.model, 0, MODELS_IN_LARGE_FILE));
      const files: SourceFiles = { readText: async (path) => texts.get(path), list: async () => [] };

      const t0 = performance.now();
      await readAll(reader, [small[0] ?? ""], files); // first read loads the grammar
      const firstRead = performance.now() - t0;

      const cold = coldProcess(
        reader.sourceType,
        generator.ext,
        small[0] ?? "",
        texts.get(small[0] ?? "") ?? "",
      );

      const smallBytes = small.reduce((sum, path) => sum + Buffer.byteLength(texts.get(path) ?? ""), 0);
      const t1 = performance.now();
      const smallAssets = await readAll(reader, small, files);
      const smallSeconds = (performance.now() - t1) / 1000;

      const largeBytes = Buffer.byteLength(texts.get(large) ?? "");
      const t2 = performance.now();
      const largeAssets = await readAll(reader, [large], files);
      const largeSeconds = (performance.now() - t2) / 1000;

      rows.push({
        reader: reader.sourceType,
        "first read ms (grammar load)": Math.round(firstRead),
        "cold process: read to exit ms": cold.ours,
        "peer: default wasm compile ms": cold.peer,
        "ratio (target <= 0.5)": round(cold.ours / cold.peer),
        "small files/s": Math.round(SMALL_FILES / smallSeconds),
        "small MB/s": round(smallBytes / 1e6 / smallSeconds),
        "large file MB": round(largeBytes / 1e6),
        "large MB/s": round(largeBytes / 1e6 / largeSeconds),
        assets: smallAssets + largeAssets,
      });
    }
    return rows;
  },
};

const GRAMMAR_OF: Record<string, string> = { ts: "typescript", py: "python", go: "go" };

function coldProcess(
  sourceType: string,
  ext: string,
  path: string,
  text: string,
): { ours: number; peer: number } {
  const run = (mode: string): number => {
    const output = execFileSync(
      process.execPath,
      [
        "--import",
        join(import.meta.dirname, "../scripts/register-ts.mjs"),
        join(import.meta.dirname, "readers-code-cold.ts"),
        sourceType,
        GRAMMAR_OF[ext] ?? sourceType,
        mode,
        path,
        text,
      ],
      { encoding: "utf8" },
    );
    return (JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as { exitMs: number }).exitMs;
  };
  return { ours: run("ours"), peer: run("default") };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
