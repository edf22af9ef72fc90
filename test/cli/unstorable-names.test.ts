// Names a pull request gives that the service cannot store (U+0000, over 256 characters) are
// findings at their file and line, and the rest of the pull request is still checked.
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { GateFinding } from "../../src/outcome/model.js";
import { TestRepo } from "../support/git-repo.js";
import { capture as captureIO } from "./run-cli.js";

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
`;
const avsc = (name: string, fields: string[]) =>
  JSON.stringify({
    type: "record",
    name,
    namespace: "acme",
    fields: fields.map((f) => ({ name: f, type: "long" })),
  });
const contract = (id: string, name: string, asset: string, fields: string[]) =>
  [
    `id: ${id}`,
    `name: ${JSON.stringify(name)}`,
    `dataAssetResourceName: avro://github.com/acme/shop:schemas/${asset}.avsc:acme.${asset}`,
    "enforcementLevel: BLOCK",
    "schema:",
    ...fields.map((f) => `  - name: ${f}\n    type: int64`),
  ].join("\n");

interface JsonReport {
  verdict: { verdict: string };
  report: {
    findings?: GateFinding[];
    checks: Array<{ asset: string; violations: Array<{ violationType: string }> }>;
  };
}

describe("names the service cannot store, from a pull request", () => {
  const repo = TestRepo.init();
  afterAll(() => repo.cleanup());

  it("are findings at file and line; the other assets are checked", async () => {
    repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/Wide.avsc": avsc("Wide", ["id"]),
      "schemas/Kept.avsc": avsc("Kept", ["id", "total"]),
      "contracts/wide.yaml": contract("5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e", "wide", "Wide", ["id"]),
      "contracts/kept.yaml": contract("6c1d7b63-4d2f-4b54-8a8f-9e3b2c4d5e6f", "kept", "Kept", [
        "id",
        "total",
      ]),
    });
    const base = repo.commit("base");
    repo.write({
      "schemas/Wide.avsc": avsc("Wide", ["id", "w".repeat(300)]),
      "schemas/Kept.avsc": avsc("Kept", ["id"]),
      "contracts/nul.yaml": contract("7d2e8c74-5e3a-4c65-9b9a-af4c3d5e6f70", "n\u0000ul", "Kept", ["id"]),
    });
    const head = repo.commit("head");
    const io = captureIO(repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
    expect(code, io.err).toBe(1);
    const { verdict, report } = JSON.parse(io.out) as JsonReport;
    expect(verdict.verdict).toBe("block");
    const places = (report.findings ?? []).map((f) => [f.rule, f.file, f.line, f.message.slice(0, 120)]);
    expect(places).toContainEqual([
      "CONTRACT_INVALID",
      "contracts/nul.yaml",
      2,
      "name: contains U+0000 (NUL), which the service cannot store",
    ]);
    expect(places).toContainEqual([
      "SCHEMA_UNREADABLE",
      "schemas/Wide.avsc",
      1,
      expect.stringContaining("field wwww"),
    ]);
    expect(JSON.stringify(report.findings)).toContain("(300 characters): must be at most 256 characters");
    // The other asset is still checked: its removed field is a violation.
    const kept = report.checks.find((c) => c.asset.endsWith("acme.Kept"));
    expect(kept?.violations.map((v) => v.violationType)).toContain("MISSING_REQUIRED_PROPERTY");
  });
});
