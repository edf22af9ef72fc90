import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigRules, DEFAULT_CONFIG_PATH, loadConfig, parseConfig } from "../../src/config/index.js";
import { formatDiagnostic } from "../../src/config/yaml-diagnostics.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { detectSourceType } from "../../src/schema/index.js";

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/config/${name}`, import.meta.url), "utf8");

describe("parseConfig", () => {
  it("reads the documented example", () => {
    const { config, diagnostics } = parseConfig(fixture("contract-sync.yml"));
    expect(diagnostics).toEqual([]);
    expect(config.contracts).toEqual(["contracts/**/*.{yaml,yml}"]);
    expect(config.dataSource).toBe("github.com/acme/shop");
    expect(config.ignore).toEqual(["**/test/**", "**/fixtures/**"]);
    expect(config.sources.map(({ line, ...rule }) => rule)).toEqual([
      { globs: ["db/migrations/**/*.sql"], type: "postgres", dataSource: "shop-db:5432", migrations: true },
      {
        globs: ["schemas/**/*.avsc", "legacy/avro/*.json"],
        type: "avro",
        dataSource: "github.com/acme/events",
        migrations: false,
      },
      {
        globs: ["proto/**/*.proto"],
        type: undefined,
        dataSource: "github.com/acme/proto",
        migrations: false,
      },
    ]);
    expect(config.sources.map((s) => s.line)).toEqual([7, 11, 14]);
  });

  it("names every bad key with its line, and keeps what is valid", () => {
    const { config, diagnostics } = parseConfig(fixture("invalid.yml"), ".github/contract-sync.yml");
    const lines = diagnostics.map(formatDiagnostic);
    expect(lines).toEqual([
      expect.stringMatching(
        /^\.github\/contract-sync\.yml:1: error: contracts: expected a glob or a non-empty list of globs$/,
      ),
      expect.stringMatching(
        /^\.github\/contract-sync\.yml:4: error: sources\[0\]\.type: Invalid option: expected one of .*"postgres"/,
      ),
      ".github/contract-sync.yml:8: error: sources[1].datasource: unknown key",
      expect.stringMatching(
        /^\.github\/contract-sync\.yml:13: error: sources\[3\]\.migrations: migrations: true needs type postgres, mysql or mssql, not avro/,
      ),
      expect.stringMatching(
        /^\.github\/contract-sync\.yml:14: error: ignores: unknown key \(known: .*ignore/,
      ),
    ]);
    // the bad values fell back or were dropped; the good rule survived
    expect(config.contracts).toEqual(["contracts/**/*.{yaml,yml}"]);
    expect(config.sources.map((s) => s.globs)).toEqual([["ok/**/*.proto"]]);
  });

  it("reports YAML syntax errors with their line", () => {
    const { diagnostics } = parseConfig("contracts:\n  - a\n sources: [\n", "c.yml");
    expect(diagnostics[0]).toMatchObject({ file: "c.yml", severity: "error", line: expect.any(Number) });
    expect(diagnostics[0]?.message).toMatch(/^YAML: /);
  });

  it("refuses globs outside the repository", () => {
    const { diagnostics } = parseConfig('sources:\n  - glob: "../secrets/*.sql"\n    type: postgres\n');
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [2, expect.stringContaining("leaves the repository")],
    ]);
  });

  it("an empty file or no file at all means the defaults", async () => {
    expect(parseConfig("").config.contracts).toEqual(["contracts/**/*.{yaml,yml}"]);
    expect(parseConfig("# nothing yet\n").diagnostics).toEqual([]);
    const missing = await loadConfig(memorySource({}));
    expect(missing).toMatchObject({ found: false, diagnostics: [] });
    const present = await loadConfig(
      memorySource({ [DEFAULT_CONFIG_PATH]: 'contracts: "data/contracts/*.yaml"\n' }),
    );
    expect(present.found).toBe(true);
    expect(present.rules.isContractFile("data/contracts/a.yaml")).toBe(true);
    expect(present.rules.isContractFile("contracts/a.yaml")).toBe(false);
  });

  it("a list at the top level is an error, not a crash", () => {
    expect(parseConfig("- a\n- b\n").diagnostics[0]?.message).toContain("expected a mapping");
  });
});

describe("ConfigRules", () => {
  const rules = new ConfigRules(parseConfig(fixture("contract-sync.yml")).config);

  it("the first matching rule names the source type; none falls back to the file ending", () => {
    expect(rules.sourceTypeFor("db/migrations/2024/001_init.sql")).toBe("postgres");
    expect(rules.sourceTypeFor("legacy/avro/order.json")).toBe("avro");
    expect(rules.sourceTypeFor("proto/shop/order.proto")).toBeUndefined(); // rule without type
    expect(rules.sourceTypeFor("elsewhere/x.avsc")).toBeUndefined();
    // the file ending alone does not say avro: the rule does (SourceMap asks the rules first)
    expect(detectSourceType("legacy/avro/order.json")).not.toBe("avro");
  });

  it("ignored paths match nothing", () => {
    expect(rules.sourceMatch("db/migrations/test/001.sql")).toBeUndefined();
    expect(rules.isContractFile("contracts/fixtures/x.yaml")).toBe(false);
    expect(rules.isContractFile("contracts/orders.yml")).toBe(true);
    expect(rules.isContractFile("contracts/orders.json")).toBe(false);
  });

  it("a migrations rule reads the folder the glob starts from", () => {
    expect(rules.sourceMatch("db/migrations/2024/001_init.sql")?.readPath).toBe("db/migrations");
    expect(rules.sourceMatch("schemas/a/b.avsc")?.readPath).toBe("schemas/a/b.avsc");
  });

  it("data source: the rule's, else the config's default", () => {
    expect(rules.dataSourceFor("schemas/x.avsc")).toBe("github.com/acme/events");
    expect(rules.dataSourceFor("somewhere/x.avsc")).toBe("github.com/acme/shop");
  });
});
