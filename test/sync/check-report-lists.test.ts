// What a check lists beside its findings: the base's unreadable files in the log, the changed
// contract files' warnings, and the DRAFT contract named beside an uncontracted asset's changes.
// runCheck over a real Git repository and the embedded service (PGlite in this process).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitRepository } from "../../src/git/git-repository.js";
import { closeReaders } from "../../src/schema/index.js";
import { type EmbeddedService, startEmbeddedService } from "../../src/server/embedded.js";
import { runCheck } from "../../src/sync/check/pipeline.js";
import { TestRepo } from "../support/git-repo.js";

const CONFIG = ".github/contract-sync.yml";
const SHOP = "github.com/acme/shop";
const assetOf = (file: string, record: string) => `avro://${SHOP}:${file}:acme.${record}`;
const DRAFTED = assetOf("schemas/drafted.avsc", "Drafted");
const ARCHIVED = assetOf("schemas/archived.avsc", "Archived");
const REFUNDS = assetOf("schemas/refunds.avsc", "Refund");

function avsc(record: string, fields = ["id"]): string {
  return `${JSON.stringify(
    {
      type: "record",
      name: record,
      namespace: "acme",
      fields: fields.map((name) => ({ name, type: "long" })),
    },
    null,
    2,
  )}\n`;
}

function contract(n: number, name: string, asset: string, status: string): string {
  return `id: 00000000-0000-4000-8000-${String(n).padStart(12, "0")}
name: ${name}
status: ${status}
enforcementLevel: ALERT
dataAssetResourceName: ${asset}
schema:
  - name: id
    type: int64
`;
}

describe.sequential("what a check lists beside its findings", () => {
  let service: EmbeddedService;
  let repo: TestRepo;
  let base: string;

  beforeAll(async () => {
    service = await startEmbeddedService();
    repo = TestRepo.init();
    base = repo
      .write({
        [CONFIG]: `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: ${SHOP}
`,
        "schemas/drafted.avsc": avsc("Drafted"),
        "schemas/archived.avsc": avsc("Archived"),
        "schemas/refunds.avsc": avsc("Refund"),
        // Two drafts of the same asset, in file order.
        "contracts/drafted-a.yaml": contract(1, "drafted.first", DRAFTED, "DRAFT"),
        "contracts/drafted-b.yaml": contract(2, "drafted.second", DRAFTED, "DRAFT"),
        "contracts/archived.yaml": contract(3, "archived.old", ARCHIVED, "ARCHIVED"),
      })
      .commit("base");
  }, 60_000);
  afterAll(async () => {
    await service.close();
    await closeReaders();
    repo.cleanup();
  });

  /** The check of `head` against `from`, with the log's warnings. */
  async function check(head: string, from = base) {
    const warnings: string[] = [];
    const outcome = await runCheck(
      { base: from, head, configPath: CONFIG, embedded: true },
      {
        git: new GitRepository(repo.dir),
        service: service.client,
        log: { info: () => {}, warn: (message) => warnings.push(message) },
      },
    );
    return { outcome, warnings };
  }

  it("warns of each schema file the base could not read, with its line when the reader knows it", async () => {
    repo.git(["checkout", "--quiet", "-B", "broken-base", base]);
    const broken = repo
      .write({
        // Not JSON at line 3 (the reader places it); cut short (JSON.parse gives no position).
        "schemas/line.avsc": '{\n  "type": "record",\n  oops\n}\n',
        "schemas/short.avsc": "[1,",
      })
      .commit("two broken schema files");
    const fixed = repo
      .write({ "schemas/line.avsc": avsc("Line"), "schemas/short.avsc": avsc("Short") })
      .commit("fix them");
    const { outcome, warnings } = await check(fixed, broken);
    const baseWarnings = warnings.filter((w) => w.startsWith("base ")).sort();
    expect(baseWarnings).toEqual([
      expect.stringMatching(/^base schemas\/line\.avsc:3: not valid JSON: \S/),
      expect.stringMatching(/^base schemas\/short\.avsc: not valid JSON: \S/),
    ]);
    // The base's problems are warnings only: the pull request that fixes them is not failed for them.
    expect(outcome.report.unreadable).toEqual([]);
  });

  it("lists a changed contract file's warnings with the unreadable files, and its errors as findings only", async () => {
    repo.git(["checkout", "--quiet", "-B", "contract-files", base]);
    const head = repo
      .write({
        // A Gable contract whose owner is no e-mail address: read, with a warning.
        "contracts/refunds.yaml": `spec-version: 0.1.0
id: 00000000-0000-4000-8000-000000000004
name: refunds
owner: the refunds team
enforcementLevel: ALERT
dataAssetResourceName: ${REFUNDS}
schema:
  - name: id
    type: int64
`,
        // No id, no name: not a contract at all.
        "contracts/broken.yaml": "schema: not a list\n",
      })
      .commit("two contract files");
    const { outcome } = await check(head);
    expect(outcome.report.unreadable).toEqual([
      {
        file: "contracts/refunds.yaml",
        diagnostics: [
          expect.objectContaining({
            severity: "warning",
            message: 'Gable owner: "the refunds team" is not an e-mail address; left out',
          }),
        ],
      },
    ]);
    const invalid = outcome.report.findings?.filter((f) => f.rule === "CONTRACT_INVALID") ?? [];
    expect(invalid.length).toBeGreaterThan(0);
    expect(invalid.every((f) => f.file === "contracts/broken.yaml")).toBe(true);
  });

  it("names the first DRAFT contract (in file order) beside the changes of an asset two drafts name", async () => {
    repo.git(["checkout", "--quiet", "-B", "drafted", base]);
    const head = repo.write({ "schemas/drafted.avsc": avsc("Drafted", ["id", "note"]) }).commit("add note");
    const { outcome } = await check(head);
    expect(outcome.report.checks).toEqual([]);
    expect(outcome.report.uncontracted).toEqual([
      expect.objectContaining({
        asset: DRAFTED,
        changes: [expect.objectContaining({ kind: "FIELD_ADDED", field: "note" })],
        draft: { name: "drafted.first", file: "contracts/drafted-a.yaml" },
      }),
    ]);
  });

  it("names no draft beside the changes of an asset whose only contract is ARCHIVED", async () => {
    repo.git(["checkout", "--quiet", "-B", "archived", base]);
    const head = repo.write({ "schemas/archived.avsc": avsc("Archived", ["id", "note"]) }).commit("add note");
    const { outcome } = await check(head);
    expect(outcome.report.checks).toEqual([]);
    expect(outcome.report.uncontracted).toEqual([
      expect.objectContaining({
        asset: ARCHIVED,
        changes: [expect.objectContaining({ kind: "FIELD_ADDED", field: "note" })],
      }),
    ]);
    expect(outcome.report.uncontracted[0]?.draft).toBeUndefined();
  });
});
