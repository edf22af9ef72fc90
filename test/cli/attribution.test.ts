// A pull request pays only for what it changed (issue 47; docs/rules.md "Fail closed: what fails a pull request's check": what a pull request
// pays for). The rule table is enumerated: every rule whose finding the base can already have
// (rules/attribution.ts "base") has a case where the base has it unchanged (existing debt: exit 0,
// listed apart) and one where the pull request introduces it, worsens it or it hides what the pull
// request changed (counted). Through `contract-sync check` on real Git repositories.
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import {
  canPreExist,
  type Finding,
  RULE_ATTRIBUTION,
  RULE_IDS,
  RULES,
  type RuleId,
} from "../../src/rules/index.js";
import { TestRepo } from "../support/git-repo.js";
import { AVRO_SHOP_CONFIG, NOTE_FIELD, orderAvsc, orderEventContract } from "../support/order-schema.js";
import { capture } from "./run-cli.js";

type Files = Record<string, string>;
/** `debt`: the finding is the base's (exit 0, listed apart); `counts`: the pull request's, exit 1; `own`: the pull request's, never counted (a rule outside contracts). */
type Expected = "debt" | "counts" | "own";
interface Case {
  name: string;
  /** The repository the case starts from (default: the Avro shop). */
  repository?: Files;
  base: Files;
  change: Files;
  expected: Expected;
  /** Text the finding's message holds. */
  says?: string;
}

const ORDER = "schemas/order.avsc";
const HARMLESS = { [ORDER]: orderAvsc([NOTE_FIELD]) };
const SHOP = {
  ".github/contract-sync.yml": AVRO_SHOP_CONFIG,
  [ORDER]: orderAvsc(),
  "contracts/orders.yaml": orderEventContract(false),
};
const REFUND_NAME = "avro://github.com/acme/shop:schemas/refund.avsc:acme.Refund";
const GHOST = "avro://github.com/acme/shop:schemas/ghost.avsc:acme.Ghost";
const ORDER_NAME = "avro://github.com/acme/shop:schemas/order.avsc:acme.Order";
const brokenContract = (asset: string, extra = "colour: blue\n") =>
  `id: 7d0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e\nname: other\ndataAssetResourceName: ${asset}\nenforcementLevel: BLOCK\n${extra}schema:\n  - name: id\n    type: int64\n`;
const ghostContract = (asset: string, comment = "") =>
  `${comment}id: 8e0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e\nname: ghost\nversion: 1.0.0\nstatus: ACTIVE\ndataAssetResourceName: ${asset}\nenforcementLevel: BLOCK\nschema:\n  - name: id\n    type: int64\n`;
const LEDGER = ".github/contract-waivers.yml";
const entry = (expires: string, field = "note") =>
  `  - rule: MISSING_REQUIRED_PROPERTY\n    asset: ${ORDER_NAME}\n    field: ${field}\n    reason: agreed (DATA-1)\n    approvedBy: [alice]\n    expires: ${expires}\n`;
const refund = (fields: string) =>
  `{ "type": "record", "name": "Refund", "namespace": "acme", "fields": [ { "name": "id", "type": "nope" }${fields} ] }\n`;

// PostgreSQL read statement by statement (PGlite): a statement that fails for a reason no reader
// change will remove (a reference to a table that does not exist, a syntax error), unrelated to
// the contracted `users`.
const SQL_REPO: Files = {
  ".github/contract-sync.yml": `contracts: ["contracts/**/*.yaml"]\nsources:\n  - glob: "db/*.sql"\n    type: postgres\n    dataSource: localhost:5432\n    migrations: true\n`,
  "contracts/users.yaml": `id: 1c1d2e3f-0000-4000-8000-000000000001\nname: users\nversion: 1.0.0\nstatus: ACTIVE\nenforcementLevel: BLOCK\ndataAssetResourceName: postgres://localhost:5432:postgres.public.users\nschema:\n  - name: id\n    type: int64\n  - name: name\n    type: string\n`,
};
const AUDIT = "CREATE TABLE audit (id bigint REFERENCES missing_table (id));";
const SYNTAX = "CREATE TABLE broken (id bigint,, note text);";
const USERS_SQL = "CREATE TABLE users (id bigint NOT NULL, name text NOT NULL);";
const schemaSql = (...statements: string[]) => ({ "db/schema.sql": `${statements.join("\n")}\n` });
const NICKNAME = USERS_SQL.replace(");", ", nickname text);");

/** The cases of each rule that can pre-exist, but contract violations (one code path, below). */
const GATE_CASES: Partial<Record<RuleId, Case[]>> = {
  CONFIG_INVALID: [
    {
      name: "the base's configuration has an unknown key, unchanged",
      base: { ".github/contract-sync.yml": `${AVRO_SHOP_CONFIG}colour: blue\n` },
      change: HARMLESS,
      expected: "debt",
    },
  ],
  CONTRACT_INVALID: [
    {
      name: "a base contract file that cannot be read names an asset the pull request does not change",
      base: { "contracts/other.yaml": brokenContract(REFUND_NAME) },
      change: HARMLESS,
      expected: "debt",
    },
    {
      name: "the pull request edits that file elsewhere, the same error left",
      base: { "contracts/other.yaml": brokenContract(REFUND_NAME) },
      change: { ...HARMLESS, "contracts/other.yaml": `# refunds\n${brokenContract(REFUND_NAME)}` },
      expected: "debt",
    },
    {
      name: "it names the asset the pull request changes: the change cannot be checked (hides it)",
      base: { "contracts/other.yaml": brokenContract(ORDER_NAME) },
      change: HARMLESS,
      expected: "counts",
      says: "the base has it too, yet it counts",
    },
    {
      name: "the pull request worsens the file (a second error)",
      base: { "contracts/other.yaml": brokenContract(REFUND_NAME) },
      change: { ...HARMLESS, "contracts/other.yaml": brokenContract(REFUND_NAME, "colour: blue\nsize: 3\n") },
      expected: "counts",
    },
  ],
  SCHEMA_UNREADABLE: [
    {
      name: "a schema file read whole, unreadable at both ends, that the pull request edits: cannot tell, counted",
      base: { "schemas/refund.avsc": refund("") },
      change: { "schemas/refund.avsc": refund(`, { "name": "note", "type": "string" }`) },
      expected: "counts",
      says: "whether its change lies in what cannot be read cannot be told",
    },
    {
      name: "a schema file the pull request adds beside a contracted one, unreadable",
      base: {},
      change: { "schemas/refund.avsc": refund("") },
      expected: "counts",
    },
    {
      name: "SQL: an unrelated statement fails alike at the base (a missing table); the pull request adds a nullable column to the contracted table",
      repository: SQL_REPO,
      base: schemaSql(AUDIT, USERS_SQL),
      change: schemaSql(AUDIT, NICKNAME),
      expected: "debt",
      // It names only the contracted asset it concerns (the base's other tables are not "held").
      says: "audit, which no contract names",
    },
    {
      name: "SQL: the same, a syntax error, with the lines around it moved",
      repository: SQL_REPO,
      base: schemaSql(SYNTAX, USERS_SQL),
      change: schemaSql("-- the users", "", NICKNAME, "", SYNTAX),
      expected: "debt",
    },
    {
      name: "SQL: the pull request edits the failing statement",
      repository: SQL_REPO,
      base: schemaSql(AUDIT, USERS_SQL),
      change: schemaSql(AUDIT.replace("(id)", "(audit_id)"), NICKNAME),
      expected: "counts",
    },
    {
      name: "SQL: the pull request makes the contracted table, which the base could read, unreadable",
      repository: SQL_REPO,
      base: schemaSql(AUDIT, USERS_SQL),
      change: schemaSql(AUDIT, USERS_SQL.replace(");", ", audit_id bigint REFERENCES missing_table (id));")),
      expected: "counts",
      says: "The statement changes the contracted postgres://localhost:5432:postgres.public.users",
    },
  ],
  UNREADABLE_FILE: [
    {
      name: "a file no contract depends on, unreadable alike at the base",
      base: { "schemas/misc/refund.avsc": refund("") },
      change: { ...HARMLESS, "schemas/misc/refund.avsc": `${refund("")}\n` },
      expected: "debt",
    },
    {
      name: "the pull request adds it",
      base: {},
      change: { ...HARMLESS, "schemas/misc/refund.avsc": refund("") },
      expected: "own",
    },
  ],
  WAIVERS_INVALID: [
    {
      name: "the base's ledger has an impossible date, unchanged",
      base: { [LEDGER]: `waivers:\n${entry("2026-02-30")}` },
      change: HARMLESS,
      expected: "debt",
    },
    {
      name: "the pull request edits the broken entry without fixing it",
      base: { [LEDGER]: `waivers:\n${entry("2026-02-30")}` },
      change: { ...HARMLESS, [LEDGER]: `waivers:\n${entry("2026-02-30", "total")}` },
      expected: "counts",
    },
  ],
  CONTRACT_POINTS_AT_NO_ASSET: [
    {
      name: "a contract the pull request edits (a comment) pointed at no asset at the base already",
      base: { "contracts/ghost.yaml": ghostContract(GHOST) },
      change: { ...HARMLESS, "contracts/ghost.yaml": ghostContract(GHOST, "# owned by data\n") },
      expected: "debt",
    },
    {
      name: "the pull request points it at another asset that does not exist",
      base: { "contracts/ghost.yaml": ghostContract(GHOST) },
      change: { "contracts/ghost.yaml": ghostContract(GHOST.replace("Ghost", "Phantom")) },
      expected: "counts",
    },
  ],
};

/** Contract violations share one code path (sync/check/existing-debt.ts): the base asset against the base contract. */
const VIOLATION_CASES: Case[] = [
  {
    name: "the base breaks its contract (a required field never added)",
    base: { "contracts/orders.yaml": orderEventContract(true) },
    change: HARMLESS,
    expected: "debt",
  },
  {
    name: "the pull request breaks the contract",
    base: {},
    change: { [ORDER]: orderAvsc().replace(`    { "name": "total", "type": "double" },\n`, "") },
    expected: "counts",
  },
];

/**
 * Rules whose finding a pull request brings in where the base has none: nothing to attribute (the
 * base has no twin), so that case is not run again here but where the rule's own tests run it, and
 * test/outcome/attribution.test.ts charges it to the pull request for every rule of the table.
 */
const INTRODUCED_ELSEWHERE: Partial<Record<RuleId, string>> = {
  CONFIG_INVALID: "test/cli/fail-closed.test.ts: a configuration error fails the check with its key and line",
  CONTRACT_INVALID: "test/cli/fail-closed.test.ts: an invalid contract added in the PR fails at its line",
  CONTRACT_POINTS_AT_NO_ASSET:
    "test/cli/fail-closed.test.ts: a contract that points at no asset is a finding at its level",
  WAIVERS_INVALID:
    "test/cli/waivers.test.ts: blocks a pull request that breaks the ledger, at the entry's line",
};

function casesOf(rule: RuleId): Case[] {
  return RULES[rule].category === "contract-violation" ? VIOLATION_CASES : (GATE_CASES[rule] ?? []);
}

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

async function checkRange(baseFiles: Files, change: Files) {
  const repo = TestRepo.init();
  repos.push(repo);
  const base = repo.write(baseFiles).commit("base");
  const head = repo.write(change).commit("pull request");
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
  const json = JSON.parse(io.out) as { findings: Finding[]; existingDebt: number; violations: number };
  return { code, json, err: io.err };
}

describe("every rule has an attribution class", () => {
  it("is in the table, and every rule that can pre-exist has its debt case and its counted case", () => {
    expect(Object.keys(RULE_ATTRIBUTION).sort()).toEqual([...RULE_IDS].sort());
    for (const rule of RULE_IDS.filter(canPreExist)) {
      const expected = new Set(casesOf(rule).map((c) => c.expected));
      // A rule outside contracts never counts: its own case is "the pull request's, listed".
      const own = RULES[rule].category === "uncontracted" ? "own" : "counts";
      expect([rule, expected.has("debt"), expected.has(own) || rule in INTRODUCED_ELSEWHERE]).toEqual([
        rule,
        true,
        true,
      ]);
    }
  });
});

/**
 * The rules whose cases run here: every rule that can pre-exist, but the contract violations once (one
 * code path for all of them; test/outcome/attribution.test.ts runs every violation rule through the
 * attribution itself).
 */
const RULES_RUN = RULE_IDS.filter(
  (rule) =>
    canPreExist(rule) &&
    (RULES[rule].category !== "contract-violation" || rule === "MISSING_REQUIRED_PROPERTY"),
);

describe("a pull request pays only for what it changed, rule by rule", () => {
  for (const rule of RULES_RUN) {
    for (const c of casesOf(rule)) {
      it(`${rule}: ${c.name} -> ${c.expected}`, async () => {
        const { code, json } = await checkRange({ ...(c.repository ?? SHOP), ...c.base }, c.change);
        const mine = json.findings.filter((f) =>
          RULES[rule].category === "contract-violation"
            ? RULES[f.rule].category === "contract-violation"
            : f.rule === rule,
        );
        expect(mine.length).toBeGreaterThan(0);
        if (c.expected === "debt") {
          expect(mine.every((f) => f.existingDebt)).toBe(true);
          expect(code).toBe(0);
        } else {
          expect(mine.some((f) => !f.existingDebt)).toBe(true);
          expect(code).toBe(c.expected === "counts" ? 1 : 0);
        }
        if (c.says) expect(mine.map((f) => f.message).join("\n")).toContain(c.says);
      }, 120_000);
    }
  }
});

// The acceptance of issue 47, as a new user meets it: `init --status ACTIVE --level BLOCK` on the
// default branch, then a pull request. A file one statement of which fails (PostGIS, an extension
// the embedded engine may not ship): a nullable column added to the contracted `users` passes with
// any failure listed as existing debt; the pull request that edits the failing statement blocks.
// (A statement that fails for a reason no reader change removes is the SQL cases above, and
// test/e2e/attribution.test.ts through the bundled action.)
describe.sequential("a file that fails on one statement, after init (issue 47)", () => {
  async function initialised(sql: string): Promise<{ repo: TestRepo; base: string }> {
    const repo = TestRepo.init();
    repos.push(repo);
    repo.write({ "db/schema.sql": sql }).commit("schema");
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    // init exits 1 when it skipped a file it cannot read (it says so); the contract on users is written.
    await main(["init", "--status", "ACTIVE", "--level", "BLOCK"], io);
    expect(io.out + io.err).toContain("wrote    contracts/users.yaml");
    return { repo, base: repo.commit("contract-sync init") };
  }

  async function pullRequest(at: { repo: TestRepo; base: string }, name: string, sql: string) {
    at.repo.git(["checkout", "--quiet", "-B", name, at.base]);
    const head = at.repo.write({ "db/schema.sql": sql }).commit(name);
    const io = capture(at.repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["check", "--base", at.base, "--head", head, "--format", "json"], io);
    const json = JSON.parse(io.out) as { findings: Finding[]; existingDebt: number; violations: number };
    return { code, json, err: io.err };
  }

  const readProblems = (findings: readonly Finding[]) =>
    findings.filter((f) => f.rule === "SCHEMA_UNREADABLE" || f.rule === "UNREADABLE_FILE");

  it("the PostGIS case passes whether or not the extension reads; a pull request that breaks users blocks", async () => {
    const postgis =
      "CREATE EXTENSION IF NOT EXISTS postgis;\nCREATE TABLE zones (id bigint, zone geometry(Polygon,4326));\n";
    const at = await initialised(`${postgis}${USERS_SQL}\n`);
    const harmless = await pullRequest(at, "nickname", `${postgis}${NICKNAME}\n`);
    expect(harmless.code, harmless.err).toBe(0);
    // Whatever the reader makes of PostGIS, every read problem left is the base's.
    expect(readProblems(harmless.json.findings).every((f) => f.existingDebt)).toBe(true);
    const breaking = await pullRequest(
      at,
      "drop-name",
      `${postgis}${USERS_SQL.replace(", name text NOT NULL", "")}\n`,
    );
    expect(breaking.code).toBe(1);
    expect(breaking.json.findings).toContainEqual(expect.objectContaining({ field: "name", level: "BLOCK" }));
    // Where the extension does not read, editing its failing statement is the pull request's.
    const edited = await pullRequest(
      at,
      "edit-zones",
      `${postgis.replace("(id bigint,", "(id bigint, label text,")}${USERS_SQL}\n`,
    );
    expect(edited.code).toBe(readProblems(harmless.json.findings).length > 0 ? 1 : 0);
  }, 240_000);
});
