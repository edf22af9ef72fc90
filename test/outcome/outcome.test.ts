import { describe, expect, it } from "vitest";
import type { RenameNote } from "../../src/compliance/renames.js";
import { assessReport } from "../../src/outcome/assessment.js";
import { withExistingDebt } from "../../src/outcome/existing-debt.js";
import { findingsOf, violationFindings } from "../../src/outcome/findings.js";
import type { AssetCheck, CheckReport, UncontractedChange, Waiver } from "../../src/outcome/model.js";
import { applyWaivers, withWaivers } from "../../src/outcome/waivers.js";
import { counts, type Finding, fingerprinted } from "../../src/rules/index.js";

const USERS = "postgres://db:5432:shop.public.users";
const EVENTS = "kafka://broker:9092:user-events";
const LEDGER = ".github/contract-waivers.yml";
const contract = { id: "c-users", name: "users", enforcementLevel: "BLOCK" as const };

const emptyReport: CheckReport = { checks: [], uncontracted: [], unreadable: [] };

const [nameTooLong, emailMissing, protectionOff] = fingerprinted([
  {
    rule: "CONSTRAINT_VIOLATION",
    level: "BLOCK",
    asset: USERS,
    contract,
    field: "name",
    title: "CONSTRAINT_VIOLATION: name",
    message: "name allows 128 characters",
    expected: "maxLength 64",
  },
  {
    rule: "MISSING_REQUIRED_PROPERTY",
    level: "BLOCK",
    asset: USERS,
    contract,
    field: "email",
    title: "MISSING_REQUIRED_PROPERTY: email",
    message: "email is gone",
  },
  {
    rule: "PROTECTION_WEAKENED",
    level: "BLOCK",
    file: ".github/workflows/contracts.yml",
    title: "Protection weakened",
    message: "the check no longer runs on pull requests",
  },
]) as [Finding, Finding, Finding];

const waiver = (fields: Partial<Waiver>): Waiver => ({
  reason: "accepted by the owners",
  approvedBy: ["alice"],
  expires: "2026-12-31",
  ...fields,
});

const breakingChange = (field: string): UncontractedChange["changes"][number] => ({
  kind: "FIELD_REMOVED",
  field,
  breaking: true,
  reason: "readers of the field fail",
});

describe("what a report asks of its author", () => {
  it("asks for a fix when a finding counts", () => {
    const report: CheckReport = {
      ...emptyReport,
      checks: [
        {
          asset: USERS,
          contract,
          violations: [
            { violationType: "MISSING_REQUIRED_PROPERTY", field: "email", message: "email is gone" },
          ],
        },
      ],
    };
    const assessment = assessReport(report);
    expect(assessment.violations).toBe(1);
    expect(assessment.needsFix).toBe(true);
  });

  it("asks for a fix for a breaking change outside any contract, though it does not count", () => {
    const report: CheckReport = {
      ...emptyReport,
      uncontracted: [
        { asset: EVENTS, sourceType: "avro", status: "changed", changes: [breakingChange("user_id")] },
      ],
    };
    const assessment = assessReport(report);
    expect(assessment.violations).toBe(0);
    expect(assessment.needsFix).toBe(true);
  });

  it("asks for no fix when nothing counts and nothing outside contracts breaks", () => {
    expect(assessReport(emptyReport).needsFix).toBe(false);
  });
});

describe("existing debt", () => {
  it("marks a contract violation the base already had as existing debt, listed last", () => {
    const { findings, fixed } = withExistingDebt([nameTooLong, emailMissing], [emailMissing]);
    expect(findings.map((f) => [f.field, f.existingDebt])).toEqual([
      ["name", undefined],
      ["email", true],
    ]);
    expect(fixed).toEqual([]);
  });

  it("never takes weakened protection for existing debt, even when the base had it too: it is the pull request's", () => {
    const { findings } = withExistingDebt([protectionOff], [protectionOff]);
    expect(findings).toEqual([protectionOff]);
    expect(findings.filter(counts)).toHaveLength(1);
  });
});

describe("findings of a probable rename", () => {
  const rename = (carried: boolean): RenameNote => ({
    to: "full_name",
    sign: "field-number",
    carried,
    why: "field 2 keeps its number",
    route: {
      format: "Protobuf",
      advice: "Add full_name beside name, then drop name.",
      language: "protobuf",
      code: "string full_name = 7;",
    },
  });
  const check = (carried: boolean): AssetCheck => ({
    asset: USERS,
    file: "proto/users.proto",
    contract,
    violations: [
      {
        violationType: "MISSING_REQUIRED_PROPERTY",
        field: "name",
        message: "name is missing",
        rename: rename(carried),
      },
    ],
  });

  it("names the old and the new field, says readers of the old name break, and gives the format's safe route", () => {
    const [finding] = violationFindings(check(false));
    expect(finding).toMatchObject({
      rule: "PROBABLE_RENAME",
      level: "BLOCK",
      field: "name",
      title: "Probable rename: name -> full_name (contract users, BLOCK)",
      message:
        "Field 'name' of the contract seems renamed to 'full_name': field 2 keeps its number; readers of the old name break. Safe route (Protobuf): Add full_name beside name, then drop name.",
      actual: "renamed to full_name",
    });
  });

  it("lists a rename the format carries without counting it, and says no reader breaks", () => {
    const [finding] = violationFindings(check(true));
    expect(finding?.level).toBe("INACTIVE");
    expect(finding?.title).toBe("Probable rename: name -> full_name (contract users, INACTIVE)");
    expect(finding?.message).toBe(
      "Field 'name' of the contract seems renamed to 'full_name': field 2 keeps its number; the format carries both names, so no reader of the data breaks (listed, not counted); change the contract to the new name. Safe route (Protobuf): Add full_name beside name, then drop name.",
    );
  });
});

describe("findings of breaking changes outside contracts", () => {
  const titles = (u: UncontractedChange) =>
    findingsOf({ ...emptyReport, uncontracted: [u] }).map((f) => [f.title, f.message]);

  it("name the field that breaks, and the change and why it breaks", () => {
    expect(
      titles({ asset: EVENTS, sourceType: "avro", status: "changed", changes: [breakingChange("user_id")] }),
    ).toEqual([["Breaking change without a contract: user_id", "FIELD_REMOVED: readers of the field fail"]]);
  });

  it("name the asset when the change is at the root", () => {
    expect(
      titles({ asset: EVENTS, sourceType: "avro", status: "changed", changes: [breakingChange("")] }),
    ).toEqual([
      [`Breaking change without a contract: ${EVENTS}`, "FIELD_REMOVED: readers of the field fail"],
    ]);
  });

  it("name the contract in force that does not cover the change", () => {
    expect(
      titles({
        asset: EVENTS,
        sourceType: "avro",
        status: "changed",
        contract: { name: "user-events" },
        changes: [breakingChange("user_id")],
      }),
    ).toEqual([
      [
        "Breaking change without a contract: user_id (contract user-events does not cover it)",
        "FIELD_REMOVED: readers of the field fail",
      ],
    ]);
  });
});

describe("waivers applied to a check's findings", () => {
  const ledger = (entries: Waiver[], today = "2026-11-30") => ({ file: LEDGER, entries, today });

  it("leave the findings as they are without a ledger", () => {
    expect(withWaivers([nameTooLong, emailMissing], undefined)).toEqual([nameTooLong, emailMissing]);
  });

  it("never waive another rule's finding on the asset the waiver names", () => {
    const outcome = applyWaivers(
      [nameTooLong],
      [waiver({ rule: "MISSING_REQUIRED_PROPERTY", asset: USERS })],
      "2026-11-30",
      counts,
    );
    expect(outcome.waived).toEqual([]);
    expect(outcome.open).toEqual([nameTooLong]);
  });

  it("list open findings first and waived ones after them, each once", () => {
    const findings = withWaivers(
      [nameTooLong, emailMissing],
      ledger([
        waiver({
          fingerprint: nameTooLong.fingerprint.slice(0, 16),
          expected: nameTooLong.expected,
          actual: nameTooLong.actual,
          line: 2,
        }),
      ]),
    );
    expect(findings.map((f) => [f.field, f.waiver?.line])).toEqual([
      ["email", undefined],
      ["name", 2],
    ]);
  });

  it("say which ledger entry lapsed when a waiver expired, by file and line", () => {
    const [finding] = withWaivers(
      [emailMissing],
      ledger([waiver({ rule: "MISSING_REQUIRED_PROPERTY", asset: USERS, expires: "2026-11-29", line: 7 })]),
    );
    expect(finding?.message).toBe(`email is gone (the waiver at ${LEDGER}:7 expired on 2026-11-29)`);
    expect(finding?.waiverExpired).toEqual({ at: `${LEDGER}:7`, expires: "2026-11-29" });
  });

  it("name the ledger file alone for an expired waiver whose line is unknown", () => {
    const [finding] = withWaivers(
      [emailMissing],
      ledger([waiver({ rule: "MISSING_REQUIRED_PROPERTY", asset: USERS, expires: "2026-11-29" })]),
    );
    expect(finding?.message).toBe(`email is gone (the waiver at ${LEDGER} expired on 2026-11-29)`);
    expect(finding?.waiverExpired).toEqual({ at: LEDGER, expires: "2026-11-29" });
  });

  it("report each stale waiver by what it names, so the ledger can be cleaned", () => {
    const stale = withWaivers(
      [],
      ledger([
        waiver({ fingerprint: "0123456789abcdef", line: 2 }),
        waiver({ rule: "MISSING_REQUIRED_PROPERTY", asset: USERS, line: 6 }),
        waiver({
          rule: "CONSTRAINT_VIOLATION",
          asset: USERS,
          field: "name",
          expires: "2027-01-31",
          line: 11,
        }),
      ]),
    );
    expect(stale.map((f) => [f.rule, f.file, f.line, f.message])).toEqual([
      [
        "WAIVER_STALE",
        LEDGER,
        2,
        "the waiver 0123456789abcdef (until 2026-12-31) matches no finding of this check: remove it from the ledger",
      ],
      [
        "WAIVER_STALE",
        LEDGER,
        6,
        `the waiver MISSING_REQUIRED_PROPERTY on ${USERS} (until 2026-12-31) matches no finding of this check: remove it from the ledger`,
      ],
      [
        "WAIVER_STALE",
        LEDGER,
        11,
        `the waiver CONSTRAINT_VIOLATION on ${USERS} field name (until 2027-01-31) matches no finding of this check: remove it from the ledger`,
      ],
    ]);
  });
});
