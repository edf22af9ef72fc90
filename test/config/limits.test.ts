import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ConfigRules,
  DEFAULT_CONFIG_PATH,
  defaultConfig,
  loadConfig,
  parseConfig,
} from "../../src/config/index.js";
import { LIMITS } from "../../src/config/limits.js";
import { formatDiagnostic } from "../../src/config/yaml-diagnostics.js";
import { loadContracts, parseContractFile } from "../../src/contracts/index.js";
import { workingTreeFiles } from "../../src/git/files.js";
import { memorySource } from "../../src/schema/fs-source.js";

/** "Billion laughs": nine levels of nine aliases each, 9^9 strings once expanded. */
const aliasBomb = (key: string) => {
  const lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let level = 1; level < 9; level += 1) {
    const ref = `*a${level - 1}`;
    lines.push(`a${level}: &a${level} [${Array(9).fill(ref).join(",")}]`);
  }
  lines.push(`${key}: *a8`);
  return `${lines.join("\n")}\n`;
};

const contract = (id: string, name: string) =>
  [
    `id: ${id}`,
    `name: ${name}`,
    "dataAssetResourceName: postgres://db:5432:postgres.public.t",
    "schema:",
    "  - name: a",
    "    type: int32",
    "",
  ].join("\n");

describe("config limits (issue 11)", () => {
  it("an alias bomb in the config is a diagnostic naming the file, not a crash", () => {
    const { config, diagnostics } = parseConfig(aliasBomb("ignore"), ".github/contract-sync.yml");
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^\.github\/contract-sync\.yml:1: error: YAML: not read, its aliases expand/),
    ]);
    expect(config.ignore).toEqual([]);
  });

  it("refuses a 10 MB config of 400k globs by its size, before parsing it", () => {
    const globs = Array.from(
      { length: 400_000 },
      (_, i) => `  - "generated/${String(i).padStart(8, "0")}/**"`,
    );
    const text = `ignore:\n${globs.join("\n")}\n`;
    expect(text.length).toBeGreaterThan(10_000_000);
    const { config, diagnostics } = parseConfig(text, "big.yml");
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      "big.yml: error: the config file is 10.7 MiB, over the limit of 1.0 MiB; not read",
    ]);
    expect(config.ignore).toEqual([]);
  });

  it("counts bytes, not characters, against the size limit", () => {
    const text = `dataSource: "${"é".repeat(LIMITS.configBytes / 2)}"\n`; // 2 bytes each
    expect(text.length).toBeLessThan(LIMITS.configBytes);
    expect(parseConfig(text, "c.yml").diagnostics[0]?.message).toMatch(/over the limit of 1\.0 MiB/);
  });

  it("bounds the number of globs and rules, naming the key", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `  - "d${i}/**"`).join("\n");
    const tooManyIgnores = parseConfig(`ignore:\n${many(LIMITS.globsPerList + 1)}\n`, "c.yml");
    expect(tooManyIgnores.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^c\.yml:1: error: ignore: /),
    ]);
    const atLimit = parseConfig(`ignore:\n${many(LIMITS.globsPerList)}\n`, "c.yml");
    expect(atLimit.diagnostics).toEqual([]);

    const rules = Array.from({ length: LIMITS.sourceRules + 1 }, (_, i) => `  - glob: "s${i}/*.avsc"`);
    const tooManyRules = parseConfig(`sources:\n${rules.join("\n")}\n`, "c.yml");
    expect(tooManyRules.diagnostics.map(formatDiagnostic)).toEqual([
      `c.yml:1: error: sources: at most ${LIMITS.sourceRules} source rules`,
    ]);

    const ruleGlobs = Array.from({ length: LIMITS.globsPerRule + 1 }, (_, i) => `"x${i}/*.proto"`);
    const wideRule = parseConfig(`sources:\n  - glob: [${ruleGlobs.join(", ")}]\n`, "c.yml");
    expect(wideRule.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^c\.yml:2: error: sources\[0\]\.glob: /),
    ]);

    const longGlob = parseConfig(`contracts: "${"a".repeat(LIMITS.globLength + 1)}"\n`, "c.yml");
    expect(longGlob.diagnostics[0]?.message).toMatch(/^contracts: /);
  });

  it("loadConfig reports an oversized config and falls back to the defaults", async () => {
    const files = memorySource({ [DEFAULT_CONFIG_PATH]: `# ${"x".repeat(LIMITS.configBytes)}\n` });
    const loaded = await loadConfig(files);
    expect(loaded.found).toBe(true);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        file: DEFAULT_CONFIG_PATH,
        message: expect.stringContaining("over the limit"),
      }),
    ]);
    expect(loaded.config.contracts).toEqual(defaultConfig().contracts);
  });
});

describe("contract file limits (issue 11)", () => {
  const good = contract("3f8a2c1e-5b7d-4e9a-8c6f-1d2e3f4a5b6c", "good");

  it("an alias bomb in a contract costs only its own document", () => {
    const text = `${good}---\n${aliasBomb("doc")}`;
    const { contracts, diagnostics } = parseContractFile(text, "contracts/bomb.yaml");
    expect(contracts.map((c) => c.contract.name)).toEqual(["good"]);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^contracts\/bomb\.yaml:8: error: YAML: not read, its aliases expand/),
    ]);
  });

  it("one bomb file does not lose the other contract files", async () => {
    const files = memoryRepo({
      "contracts/a.yaml": good,
      "contracts/bomb.yaml": aliasBomb("schema"),
    });
    const { contracts, diagnostics } = await loadContracts(files, new ConfigRules(defaultConfig()));
    expect(contracts.map((c) => c.file)).toEqual(["contracts/a.yaml"]);
    expect(diagnostics.map((d) => d.file)).toEqual(["contracts/bomb.yaml"]);
  });

  it("refuses an oversized contract file, too many documents, and too many fields", () => {
    const big = parseContractFile(`${good}# ${"x".repeat(LIMITS.contractFileBytes)}\n`, "big.yaml");
    expect(big.contracts).toEqual([]);
    expect(big.diagnostics.map(formatDiagnostic)).toEqual([
      "big.yaml: error: the contract file is 4.0 MiB, over the limit of 4.0 MiB; not read",
    ]);

    const docs = parseContractFile(
      Array(LIMITS.contractsPerFile + 1)
        .fill("a: 1\n")
        .join("---\n"),
      "many.yaml",
    );
    expect(docs.diagnostics.map((d) => d.message)).toEqual([
      `${LIMITS.contractsPerFile + 1} YAML documents, over the limit of ${LIMITS.contractsPerFile} contracts per file; not read`,
    ]);

    const fields = Array.from(
      { length: LIMITS.fieldsPerContract + 1 },
      (_, i) => `  - {name: f${i}, type: int32}`,
    );
    const wide = parseContractFile(`${good.split("schema:")[0]}schema:\n${fields.join("\n")}\n`, "wide.yaml");
    expect(wide.contracts).toEqual([]);
    expect(wide.diagnostics.map(formatDiagnostic)).toEqual([
      `wide.yaml:4: error: schema: ${LIMITS.fieldsPerContract + 1} fields, over the limit of ${LIMITS.fieldsPerContract} per contract`,
    ]);
  });
});

describe("nesting (issue 11)", () => {
  it("fields nested deeper than the limit are one diagnostic, not a stack overflow", () => {
    const depth = LIMITS.fieldDepth + 1;
    const fields = Array.from({ length: depth }, (_, i) => {
      const pad = "  ".repeat(i);
      return `${pad}- name: f${i}\n${pad}  type: struct\n${pad}  fields:\n`;
    }).join("");
    const text = [
      "id: 3f8a2c1e-5b7d-4e9a-8c6f-1d2e3f4a5b6c",
      "name: deep",
      "dataAssetResourceName: a",
      "schema:",
      `${fields.replace(/^/gm, "  ")}  ${"  ".repeat(depth)}- {name: leaf, type: int32}`,
      "",
    ].join("\n");
    const { contracts, diagnostics } = parseContractFile(text, "deep.yaml");
    expect(contracts).toEqual([]);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      `deep.yaml:4: error: schema: fields nested ${depth + 1} deep, over the limit of ${LIMITS.fieldDepth}`,
    ]);
  });

  it("YAML nested beyond the parser's stack is a diagnostic naming the file", () => {
    const deep = `x: ${"[".repeat(20_000)}${"]".repeat(20_000)}\n`;
    expect(parseContractFile(deep, "deep.yaml").diagnostics[0]).toMatchObject({
      file: "deep.yaml",
      severity: "error",
    });
    expect(
      parseConfig(`ignore: ${"[".repeat(20_000)}${"]".repeat(20_000)}\n`, "c.yml").diagnostics[0],
    ).toMatchObject({
      file: "c.yml",
      severity: "error",
    });
  });
});

function memoryRepo(files: Record<string, string>) {
  const source = memorySource(files);
  return { ...source, listAll: async () => Object.keys(files).sort() };
}

describe("files on disk are measured before they are read", () => {
  it("a 3 GiB config and contract file (sparse) are refused by their size, unread", async () => {
    const dir = mkdtempSync(join(tmpdir(), "contract-sync-sizes-"));
    try {
      mkdirSync(join(dir, ".github"));
      mkdirSync(join(dir, "contracts"));
      // No read of the whole file could even start: Node refuses to read more than 2 GiB at once.
      for (const path of [DEFAULT_CONFIG_PATH, "contracts/huge.yaml"]) {
        writeFileSync(join(dir, path), "");
        truncateSync(join(dir, path), 3 * 1024 * 1024 * 1024);
      }
      const files = workingTreeFiles(dir);
      const config = await loadConfig(files);
      expect(config.diagnostics.map((d) => d.message)).toEqual([
        "the config file is 3072.0 MiB, over the limit of 1.0 MiB; not read",
      ]);
      const { diagnostics } = await loadContracts(files, new ConfigRules(defaultConfig()));
      expect(diagnostics.map((d) => [d.file, d.message])).toEqual([
        ["contracts/huge.yaml", "the contract file is 3072.0 MiB, over the limit of 4.0 MiB; not read"],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
