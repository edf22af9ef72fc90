// SARIF 2.1.0 of a hand-made check outcome: each result's properties, suppression and fix exact,
// the run's tool and totals, and the log valid against the published schema.
import { describe, expect, it } from "vitest";
import type { AssessedReport, ContractRef } from "../../src/outcome/model.js";
import { renderSarif } from "../../src/report/formats/index.js";
import { type Finding, RULE_IDS } from "../../src/rules/index.js";
import { sarifValidator } from "../support/sarif.js";

const orders: ContractRef = {
  id: "c-orders",
  name: "orders",
  enforcementLevel: "BLOCK",
  filePath: "contracts/orders.yaml",
  line: 3,
};

const finding = (f: Omit<Finding, "fingerprint">, n: number): Finding => ({
  ...f,
  fingerprint: String(n).repeat(64),
});

const findings: Finding[] = [
  finding(
    {
      rule: "INCOMPATIBLE_TYPE",
      level: "BLOCK",
      asset: "pg://db:shop.orders",
      contract: orders,
      field: "id",
      file: "db/orders.sql",
      line: 2,
      title: "Type changed",
      message: "id is int32",
    },
    1,
  ),
  finding(
    {
      rule: "MISSING_REQUIRED_PROPERTY",
      level: "ALERT",
      asset: "pg://db:shop.orders",
      contract: orders,
      field: "total",
      file: "db/orders.sql",
      line: 5,
      title: "Required field missing",
      message: "total is missing",
      existingDebt: true,
    },
    2,
  ),
  finding(
    {
      rule: "INCOMPATIBLE_TYPE",
      level: "BLOCK",
      asset: "pg://db:shop.orders",
      contract: orders,
      field: "note",
      file: "db/orders.sql",
      line: 4,
      title: "Type changed",
      message: "note is int",
      waiver: {
        reason: "migration in two steps",
        approvedBy: ["ana", "bo"],
        expires: "2030-01-31",
        file: ".github/contract-waivers.yml",
        line: 3,
      },
    },
    3,
  ),
  finding(
    {
      rule: "CONTRACT_VERSION_NOT_BUMPED",
      level: "BLOCK",
      contract: orders,
      file: "contracts/orders.yaml",
      line: 6,
      title: "Contract version not bumped",
      message: "a breaking change needs version 4.0.0",
      suggestedLine: { line: 6, current: "  version: 3.1.0", suggested: "  version: 4.0.0" },
    },
    4,
  ),
];

const outcome: AssessedReport = {
  findings,
  verdict: { verdict: "block" },
  assetsChecked: 3,
  violations: 2,
  fixed: [finding({ rule: "INCOMPATIBLE_TYPE", level: "BLOCK", title: "Type changed", message: "x" }, 5)],
  report: { checks: [], uncontracted: [], unreadable: [] },
};

interface SarifLog {
  runs: Array<{
    tool: { driver: { name: string; version: string; rules: Array<{ id: string }> } };
    results: Array<Record<string, unknown>>;
    properties: Record<string, unknown>;
  }>;
}

const render = (o: AssessedReport) => JSON.parse(renderSarif(o, { toolVersion: "1.2.3" })) as SarifLog;
const location = (uri: string, startLine: number) => ({
  physicalLocation: { artifactLocation: { uri, uriBaseId: "%SRCROOT%" }, region: { startLine } },
});

describe("SARIF 2.1.0 of a check outcome", () => {
  it("is valid against the SARIF 2.1.0 schema", () => {
    const validate = sarifValidator();
    expect(validate(render(outcome)), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });

  it("names the tool contract-sync with its version and the whole rule table", () => {
    const { driver } = render(outcome).runs[0]!.tool;
    expect(driver.name).toBe("contract-sync");
    expect(driver.version).toBe("1.2.3");
    expect(driver.rules.map((r) => r.id)).toEqual([...RULE_IDS]);
  });

  it("writes each result exactly: level, baseline, 1-based location, the contract's place, and properties", () => {
    const [violation, debt, waived] = render(outcome).runs[0]!.results;
    const contractPlace = {
      relatedLocations: [
        { id: 0, ...location("contracts/orders.yaml", 3), message: { text: "contract orders" } },
      ],
    };
    expect(violation).toEqual({
      ruleId: "INCOMPATIBLE_TYPE",
      ruleIndex: RULE_IDS.indexOf("INCOMPATIBLE_TYPE"),
      level: "error",
      baselineState: "new",
      message: { text: "pg://db:shop.orders: Type changed: id is int32" },
      partialFingerprints: { "contractSyncFinding/v1": "1".repeat(64) },
      locations: [location("db/orders.sql", 2)],
      ...contractPlace,
      properties: {
        enforcementLevel: "BLOCK",
        asset: "pg://db:shop.orders",
        field: "id",
        contract: "orders",
      },
    });
    // Existing debt: a note, unchanged since the base, and said so in its properties.
    expect(debt).toEqual({
      ruleId: "MISSING_REQUIRED_PROPERTY",
      ruleIndex: RULE_IDS.indexOf("MISSING_REQUIRED_PROPERTY"),
      level: "note",
      baselineState: "unchanged",
      message: { text: "pg://db:shop.orders: Required field missing: total is missing" },
      partialFingerprints: { "contractSyncFinding/v1": "2".repeat(64) },
      locations: [location("db/orders.sql", 5)],
      ...contractPlace,
      properties: {
        enforcementLevel: "ALERT",
        asset: "pg://db:shop.orders",
        field: "total",
        contract: "orders",
        existingDebt: true,
      },
    });
    // Waived: a note, suppressed as accepted with the ledger's reason, until when and by whom.
    expect(waived).toEqual({
      ruleId: "INCOMPATIBLE_TYPE",
      ruleIndex: RULE_IDS.indexOf("INCOMPATIBLE_TYPE"),
      level: "note",
      baselineState: "new",
      suppressions: [{ kind: "external", status: "accepted", justification: "migration in two steps" }],
      message: { text: "pg://db:shop.orders: Type changed: note is int" },
      partialFingerprints: { "contractSyncFinding/v1": "3".repeat(64) },
      locations: [location("db/orders.sql", 4)],
      ...contractPlace,
      properties: {
        enforcementLevel: "BLOCK",
        asset: "pg://db:shop.orders",
        field: "note",
        contract: "orders",
        waivedUntil: "2030-01-31",
        waivedBy: "ana, bo",
      },
    });
  });

  it("offers the version to write as a fix of the whole line, described without its indentation", () => {
    const bump = render(outcome).runs[0]!.results[3];
    expect(bump).not.toHaveProperty("relatedLocations");
    expect(bump?.fixes).toEqual([
      {
        description: { text: "write version: 4.0.0" },
        artifactChanges: [
          {
            artifactLocation: { uri: "contracts/orders.yaml", uriBaseId: "%SRCROOT%" },
            replacements: [
              {
                deletedRegion: { startLine: 6, startColumn: 1, endColumn: 17 },
                insertedContent: { text: "  version: 4.0.0" },
              },
            ],
          },
        ],
      },
    ]);
  });

  it("totals the run: existing debt, waived and fixed findings counted apart from the others", () => {
    expect(render(outcome).runs[0]!.properties).toEqual({
      verdict: "block",
      assetsChecked: 3,
      violations: 2,
      existingDebt: 1,
      waived: 1,
      fixed: 1,
    });
    expect(render({ ...outcome, fixed: undefined }).runs[0]!.properties.fixed).toBe(0);
  });
});
