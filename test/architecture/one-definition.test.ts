import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InferredContract } from "../../src/api/messages.js";
import { ContractStatus } from "../../src/api/resources.js";
import { IN_FORCE_SQL, IN_FORCE_STATUSES, inForce } from "../../src/contracts/statuses.js";
import { importGraph } from "./import-graph.js";

const ROOT = process.cwd();
const sources = importGraph(ROOT).map((f) => ({
  path: f.path,
  text: readFileSync(join(ROOT, f.path), "utf8"),
}));

/** Two contract status literals in one list: an array, a Set, a zod enum, a SQL `IN (…)`. */
const STATUS_SET =
  /["'`](ACTIVE|DEPRECATED|DRAFT|ARCHIVED)["'`]\s*,\s*["'`](ACTIVE|DEPRECATED|DRAFT|ARCHIVED)["'`]/;

/**
 * Where a set of status literals may stand outside src/contracts/, and why: the API's wire
 * schemas are below contracts/ in the layers (contracts/ takes the status type from them).
 */
const STATUS_SET_ALLOWED: Record<string, string> = {
  "src/api/resources.ts": "the ContractStatus enum itself: where the four literals are born",
  "src/api/messages.ts": "InferredContract's status on the wire: checked equal to IN_FORCE_STATUSES below",
};

function statusSetsOutsideContracts(files: ReadonlyArray<{ path: string; text: string }>): string[] {
  return files
    .filter((f) => !f.path.startsWith("src/contracts/") && !(f.path in STATUS_SET_ALLOWED))
    .filter((f) => STATUS_SET.test(f.text))
    .map((f) => `${f.path}: ${f.text.match(STATUS_SET)?.[0]}`);
}

describe("status literal sets live only in src/contracts/", () => {
  it("no other file of src/ lists two contract statuses (TypeScript or SQL)", () => {
    expect(statusSetsOutsideContracts(sources)).toEqual([]);
    // The one definition is there, and the wire enum it is checked against.
    expect(STATUS_SET.test(sources.find((f) => f.path === "src/contracts/statuses.ts")?.text ?? "")).toBe(
      true,
    );
  });

  it("catches a planted set, in TypeScript and in SQL", () => {
    const planted = [
      { path: "src/sync/check/x.ts", text: 'const IN_FORCE = new Set(["ACTIVE", "DEPRECATED"]);' },
      { path: "src/service/y.ts", text: "WHERE c.status IN ('ACTIVE',\n 'DEPRECATED')" },
      { path: "src/sync/z.ts", text: 'const one = "ACTIVE";' },
    ];
    expect(statusSetsOutsideContracts(planted)).toEqual([
      'src/sync/check/x.ts: "ACTIVE", "DEPRECATED"',
      "src/service/y.ts: 'ACTIVE',\n 'DEPRECATED'",
    ]);
  });

  it("the in-force set is the wire's, its SQL form and its predicate agree, for every status", () => {
    expect(InferredContract.shape.status.unwrap().options).toEqual([...IN_FORCE_STATUSES]);
    expect(IN_FORCE_SQL).toBe(`(${IN_FORCE_STATUSES.map((s) => `'${s}'`).join(", ")})`);
    for (const status of ContractStatus.options)
      expect(inForce({ status }), status).toBe(status === "ACTIVE" || status === "DEPRECATED");
    expect(inForce({})).toBe(true);
  });
});

/** A waiver's expiry compared, or its scope (rule, asset, field, contract) matched, by hand. */
const WAIVER_MATCH =
  /\b(w|waiver)\.expires\s*[<>]=?|[<>]=?\s*(w|waiver)\.expires\b|\b(w|waiver)\.(rule|asset|field|contract)\s*[!=]==(?!\s*undefined)/;

function waiverMatchersOutsideOutcome(files: ReadonlyArray<{ path: string; text: string }>): string[] {
  return files
    .filter((f) => f.path !== "src/outcome/waivers.ts")
    .filter((f) => WAIVER_MATCH.test(f.text))
    .map((f) => `${f.path}: ${f.text.match(WAIVER_MATCH)?.[0]}`);
}

describe("one waiver matcher (src/outcome/waivers.ts)", () => {
  it("no other file of src/ judges a waiver's expiry or matches its scope by hand", () => {
    expect(waiverMatchersOutsideOutcome(sources)).toEqual([]);
  });

  it("catches the service's and the catalog's former matchers", () => {
    const planted = [
      {
        path: "src/service/x.ts",
        text: "return waiver.expires >= today && waiver.rule === violation.violationType",
      },
      { path: "src/catalog/y.ts", text: "w.expires < today ? 'expired' : ''" },
      { path: "src/sync/z.ts", text: "if (waiver.contract !== undefined) return waiver.contract === id" },
    ];
    expect(waiverMatchersOutsideOutcome(planted).map((line) => line.split(":")[0])).toEqual([
      "src/service/x.ts",
      "src/catalog/y.ts",
      "src/sync/z.ts",
    ]);
  });
});

/** Where a run's ledger is read or parsed, and where the check takes its day. */
const LEDGER_READ = /parseWaiverLedger\(|readText\(\s*DEFAULT_WAIVER_FILE/;
const CLOCK = /\butcToday\(|new Date\(\)/;

describe("the ledger read once, the check's one clock", () => {
  it("only src/waivers/ledger.ts reads or parses the waiver ledger (the check and the publish call readWaiverLedger)", () => {
    const readers = sources.filter((f) => LEDGER_READ.test(f.text)).map((f) => f.path);
    expect(readers).toEqual(["src/waivers/ledger.ts"]);
  });

  it("under src/sync/check only pipeline.ts asks the clock: every rule and the approvals take start.today", () => {
    const clocks = sources
      .filter((f) => f.path.startsWith("src/sync/check/") && CLOCK.test(f.text))
      .map((f) => f.path);
    expect(clocks).toEqual(["src/sync/check/pipeline.ts"]);
  });
});
