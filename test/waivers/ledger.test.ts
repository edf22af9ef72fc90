import { describe, expect, it } from "vitest";
import { applyWaivers, withWaivers } from "../../src/outcome/waivers.js";
import { counts, type Finding, fingerprinted, type UnfingerprintedFinding } from "../../src/rules/index.js";
import { parseWaiverLedger } from "../../src/waivers/ledger.js";

const USERS = "postgres://db:5432:shop.public.users";
const [narrowed, removed, listed] = fingerprinted([
  {
    rule: "CONSTRAINT_VIOLATION",
    level: "BLOCK",
    asset: USERS,
    field: "name",
    title: "t",
    message: "m",
    expected: "maxLength 64",
    actual: "maxLength 32",
  },
  {
    rule: "MISSING_REQUIRED_PROPERTY",
    level: "BLOCK",
    asset: USERS,
    field: "email",
    title: "t",
    message: "m",
  },
  { rule: "UNREADABLE_FILE", level: "ALERT", file: "db/x.sql", title: "t", message: "m" },
] satisfies UnfingerprintedFinding[]) as [Finding, Finding, Finding];

const ledger = (entries: string) => parseWaiverLedger(`waivers:\n${entries}`, ".github/contract-waivers.yml");

describe("the waiver ledger", () => {
  it("reads entries by fingerprint prefix or by rule, asset and field, with one or several approvers", () => {
    const { waivers, diagnostics } = ledger(
      [
        `  - fingerprint: ${narrowed.fingerprint.slice(0, 12)}`,
        "    reason: finance agreed to 32 characters (DATA-123)",
        "    approvedBy: alice",
        "    expires: 2026-12-31",
        "  - rule: MISSING_REQUIRED_PROPERTY",
        `    asset: ${USERS}`,
        "    field: email",
        "    reason: email moves to the contacts table",
        "    approvedBy: [acme/data-owners, bob]",
        "    expires: 2027-01-15",
        "",
      ].join("\n"),
    );
    expect(diagnostics).toEqual([]);
    expect(waivers.map((w) => [w.line, w.approvedBy, w.expires])).toEqual([
      [2, ["alice"], "2026-12-31"],
      [6, ["acme/data-owners", "bob"], "2027-01-15"],
    ]);
  });

  it.each([
    [
      "no reason",
      "  - rule: MISSING_REQUIRED_PROPERTY\n    asset: a\n    approvedBy: x\n    expires: 2026-12-31\n",
      /reason/,
    ],
    [
      "no name of the finding",
      "  - reason: because we said so\n    approvedBy: x\n    expires: 2026-12-31\n",
      /name the finding/,
    ],
    [
      "an unknown rule",
      "  - rule: NO_SUCH_RULE\n    asset: a\n    reason: because we said so\n    approvedBy: x\n    expires: 2026-12-31\n",
      /rule/,
    ],
    [
      "a day that does not exist",
      "  - fingerprint: 0123456789ab\n    reason: because we said so\n    approvedBy: x\n    expires: 2026-02-30\n",
      /no such date/,
    ],
    [
      "a typo in a key",
      "  - fingerprint: 0123456789ab\n    reason: because we said so\n    aproved: x\n    expires: 2026-12-31\n",
      /aproved|approvedBy/,
    ],
    // The ledger's YAML forms an author might use to change more than the diff shows (issue 48 attacks 22-26).
    [
      "a fingerprint YAML reads as a number",
      "  - fingerprint: 000000000000e0\n    reason: because we said so\n    approvedBy: x\n    expires: 2026-12-31\n",
      /fingerprint/,
    ],
    [
      "a duplicate key (a second expiry under the first)",
      "  - fingerprint: 0123456789ab\n    reason: because we said so\n    approvedBy: x\n    expires: 2026-12-31\n    expires: 2099-12-31\n",
      /unique/,
    ],
    [
      "a second YAML document",
      "  - fingerprint: 0123456789ab\n    reason: because we said so\n    approvedBy: x\n    expires: 2026-12-31\n---\nwaivers:\n  - fingerprint: 0123456789ab\n    reason: because we said so\n    approvedBy: x\n    expires: 2099-12-31\n",
      /only one YAML document/,
    ],
    [
      "a merge key extending another entry",
      "  - &w {fingerprint: 0123456789ab, reason: because we said so, approvedBy: x, expires: 2026-12-31}\n  - <<: *w\n    expires: 2099-12-31\n",
      /<<: unknown key/,
    ],
    [
      "an expiry with a time and an offset",
      "  - fingerprint: 0123456789ab\n    reason: because we said so\n    approvedBy: x\n    expires: 2026-12-31T20:00:00-10:00\n",
      /expires/,
    ],
  ])("refuses a ledger with %s, at its line, and waives nothing", (_, entries, message) => {
    const { waivers, diagnostics } = ledger(entries);
    expect(waivers).toEqual([]);
    expect(diagnostics[0]).toMatchObject({ file: ".github/contract-waivers.yml", severity: "error" });
    expect(diagnostics[0]?.line).toBeGreaterThanOrEqual(2);
    expect(diagnostics.map((d) => d.message).join(" ")).toMatch(message);
  });
});

it("refuses a ledger over its size limit before parsing it, naming the file", () => {
  const text = `waivers:\n  - fingerprint: 0123456789ab\n    reason: because we said so\n    approvedBy: x\n    expires: 2026-12-31\n#${"x".repeat(5 * 1024 * 1024)}\n`;
  const { waivers, diagnostics } = parseWaiverLedger(text, ".github/contract-waivers.yml");
  expect(waivers).toEqual([]);
  expect(diagnostics).toEqual([
    expect.objectContaining({
      file: ".github/contract-waivers.yml",
      severity: "error",
      message: expect.stringMatching(/the waiver ledger .*4\.0 MiB/),
    }),
  ]);
});

describe("applying waivers", () => {
  const findings = [narrowed, removed, listed];
  const { waivers } = ledger(
    [
      `  - fingerprint: ${narrowed.fingerprint.slice(0, 16)}`,
      "    expected: maxLength 64",
      "    actual: maxLength 32",
      "    reason: finance agreed to 32 characters (DATA-123)",
      "    approvedBy: alice",
      "    expires: 2026-12-31",
      "  - rule: MISSING_REQUIRED_PROPERTY",
      `    asset: ${USERS}`,
      "    reason: email moves to the contacts table",
      "    approvedBy: bob",
      "    expires: 2026-11-30",
      "  - rule: MISSING_REQUIRED_PROPERTY",
      "    asset: postgres://db:5432:shop.public.gone",
      "    reason: the table was dropped last quarter",
      "    approvedBy: bob",
      "    expires: 2027-06-30",
      "",
    ].join("\n"),
  );

  it("waives what a waiver in force names, through its expiry day, and only findings that count", () => {
    const outcome = applyWaivers(findings, waivers, "2026-11-30", counts);
    expect(outcome.waived.map((w) => [w.finding.rule, w.waiver.line])).toEqual([
      ["CONSTRAINT_VIOLATION", 2],
      ["MISSING_REQUIRED_PROPERTY", 8],
    ]);
    expect(outcome.open).toEqual([listed]);
    expect(outcome.expired).toEqual([]);
  });

  it("gives an expired waiver's finding back to the count, and says which waiver lapsed", () => {
    const outcome = applyWaivers(findings, waivers, "2026-12-01", counts);
    expect(outcome.open).toEqual([removed, listed]);
    expect(outcome.expired.map((e) => [e.finding, e.waiver.expires])).toEqual([[removed, "2026-11-30"]]);
  });

  it("reports a waiver in force that matches nothing as stale", () => {
    const outcome = applyWaivers(findings, waivers, "2026-11-30", counts);
    expect(outcome.stale.map((w) => w.asset)).toEqual(["postgres://db:5432:shop.public.gone"]);
    expect(applyWaivers([], waivers, "2026-11-30", counts).stale).toHaveLength(3);
  });

  it("never matches another field when the waiver names one, nor a fingerprint that only shares a suffix", () => {
    const { waivers: fieldOnly } = ledger(
      `  - rule: MISSING_REQUIRED_PROPERTY\n    asset: ${USERS}\n    field: phone\n    reason: phone is dropped on purpose\n    approvedBy: bob\n    expires: 2027-01-01\n`,
    );
    expect(applyWaivers(findings, fieldOnly, "2026-11-30", counts).waived).toEqual([]);
    const suffix = narrowed.fingerprint.slice(-12);
    const { waivers: bySuffix } = ledger(
      `  - fingerprint: ${suffix}\n    reason: a suffix is no prefix\n    approvedBy: bob\n    expires: 2027-01-01\n`,
    );
    expect(applyWaivers(findings, bySuffix, "2026-11-30", counts).waived).toEqual([]);
  });

  it("matches only the named contract's findings when the waiver names a contract", () => {
    const owners = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
    const consumers = "0a7e5c34-91b2-4d6f-b8a3-5e2c7d9f1b40";
    const underContract = (id: string): Finding => ({
      ...removed,
      contract: { id, name: id, enforcementLevel: "BLOCK" },
    });
    const { waivers: named, diagnostics } = ledger(
      `  - rule: MISSING_REQUIRED_PROPERTY\n    asset: ${USERS}\n    contract: ${owners}\n    reason: the owners accept it for their contract\n    approvedBy: bob\n    expires: 2027-01-01\n`,
    );
    expect(diagnostics).toEqual([]);
    const outcome = applyWaivers(
      [underContract(owners), underContract(consumers)],
      named,
      "2026-11-30",
      counts,
    );
    expect(outcome.waived.map((w) => w.finding.contract?.id)).toEqual([owners]);
    expect(outcome.open.map((f) => f.contract?.id)).toEqual([consumers]);
    expect(
      ledger(
        "  - contract: nope\n    rule: MISSING_REQUIRED_PROPERTY\n    asset: x\n    reason: not a uuid at all\n    approvedBy: bob\n    expires: 2027-01-01\n",
      ).diagnostics,
    ).not.toEqual([]);
  });
});

describe("a waiver accepts a change, not a field", () => {
  const typed = (actual: string): Finding =>
    fingerprinted([
      {
        rule: "INCOMPATIBLE_TYPE",
        level: "BLOCK",
        asset: USERS,
        field: "amount",
        title: "t",
        message: "amount changed type",
        expected: "string",
        actual,
      },
    ])[0]!;
  const entry = (extra: string) =>
    ledger(
      `  - rule: INCOMPATIBLE_TYPE\n    asset: ${USERS}\n    field: amount\n${extra}    reason: finance reads amounts as numbers\n    approvedBy: alice\n    expires: 2999-12-31\n`,
    ).waivers;
  const accepted = entry("    expected: string\n    actual: int64\n");

  it("waives the change it recorded", () => {
    expect(applyWaivers([typed("int64")], accepted, "2026-11-30", counts).waived).toHaveLength(1);
  });

  it("does not waive another break of the same field, and the finding says what was accepted", () => {
    const now = typed("bool");
    const outcome = applyWaivers([now], accepted, "2026-11-30", counts);
    expect(outcome.waived).toEqual([]);
    expect(outcome.open).toEqual([now]);
    expect(outcome.stale).toEqual([]);
    const [marked] = withWaivers([now], {
      file: ".github/contract-waivers.yml",
      entries: accepted,
      today: "2026-11-30",
    });
    expect(marked?.waiver).toBeUndefined();
    expect(marked?.message).toContain(
      "accepts string -> int64, and this pull request does string -> bool: another change, not waived",
    );
  });

  it("an entry that records no change (written before entries recorded one) waives no finding that states one", () => {
    const legacy = entry("");
    const outcome = applyWaivers([typed("int64")], legacy, "2026-11-30", counts);
    expect(outcome.waived).toEqual([]);
    const [marked] = withWaivers([typed("int64")], {
      file: ".github/contract-waivers.yml",
      entries: legacy,
      today: "2026-11-30",
    });
    expect(marked?.message).toContain(
      "records no accepted change, and this pull request does string -> int64: not waived",
    );
  });

  it("shows what was accepted beside what the pull request does", () => {
    const [waived] = withWaivers([typed("int64")], {
      file: ".github/contract-waivers.yml",
      entries: accepted,
      today: "2026-11-30",
    });
    expect(waived?.waiver?.accepted).toEqual({ expected: "string", actual: "int64" });
  });
});

describe("only contract violations can be waived", () => {
  it("an entry naming a gate finding (by rule or fingerprint) waives nothing and is stale", () => {
    const gates = fingerprinted(
      (
        [
          "OWNER_APPROVAL_REQUIRED",
          "PROTECTION_WEAKENED",
          "CONTRACT_VERSION_NOT_BUMPED",
          "SCHEMA_UNREADABLE",
        ] as const
      ).map((rule) => ({ rule, level: "BLOCK" as const, asset: USERS, title: "t", message: "m" })),
    );
    const entries = gates.flatMap((g) => [
      ...ledger(
        `  - fingerprint: ${g.fingerprint.slice(0, 16)}\n    reason: a bulk migration (DATA-9)\n    approvedBy: alice\n    expires: 2999-12-31\n`,
      ).waivers,
      ...ledger(
        `  - rule: ${g.rule}\n    asset: ${USERS}\n    reason: a bulk migration (DATA-9)\n    approvedBy: alice\n    expires: 2999-12-31\n`,
      ).waivers,
    ]);
    const outcome = applyWaivers(gates, entries, "2026-11-30", counts);
    expect(outcome.waived).toEqual([]);
    expect(outcome.open).toEqual(gates);
    expect(outcome.stale).toHaveLength(entries.length);
  });
});
