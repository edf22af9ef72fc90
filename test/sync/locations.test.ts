// Every reported location exists: real Git repositories, a migration folder read by the Postgres reader.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitRepository } from "../../src/git/git-repository.js";
import { withExistingLines } from "../../src/outcome/locate.js";
import type { CheckReport } from "../../src/outcome/model.js";
import { renderComment } from "../../src/report/markdown.js";
import { closeReaders } from "../../src/schema/index.js";
import { type EmbeddedService, startEmbeddedService } from "../../src/server/embedded.js";
import { runCheck } from "../../src/sync/check/pipeline.js";
import { TestRepo } from "../support/git-repo.js";

const CONFIG = [
  "sources:",
  '  - glob: "db/migrations/*.sql"',
  "    type: postgres",
  "    dataSource: shop-db:5432",
  "    migrations: true",
  "",
].join("\n");

// Three lines: the table is declared in this file.
const CREATE = "CREATE TABLE payments (\n  id bigint PRIMARY KEY\n);\n";
// The column is added at line 8 of another file.
const ADD = `${Array.from({ length: 7 }, (_, i) => `-- note ${i + 1}`).join("\n")}\nALTER TABLE payments ADD COLUMN method text;\n`;

describe.sequential("reported locations", () => {
  let service: EmbeddedService;
  let repo: TestRepo;
  let base: string;
  let head: string;

  beforeAll(async () => {
    service = await startEmbeddedService();
    repo = TestRepo.init();
    repo.write({ ".github/contract-sync.yml": CONFIG, "db/migrations/001_payments.sql": CREATE });
    base = repo.commit("payments");
    repo.write({ "db/migrations/002_method.sql": ADD });
    head = repo.commit("payment method");
  }, 60_000);
  afterAll(async () => {
    await service.close();
    await closeReaders();
    repo.cleanup();
  });

  it("a column added at line 8 of one migration is reported in that file, not at line 8 of the 3-line one", async () => {
    const outcome = await runCheck(
      { base, head, configPath: ".github/contract-sync.yml", embedded: true },
      { git: new GitRepository(repo.dir), service: service.client },
    );
    const [payments] = outcome.report.uncontracted;
    expect(payments?.file).toBe("db/migrations/001_payments.sql");
    expect(payments?.changes).toEqual([
      expect.objectContaining({ field: "method", file: "db/migrations/002_method.sql", line: 8 }),
    ]);
    const comment = renderComment(outcome.report, {
      workflow: "w",
      job: "j",
      fileUrl: (path, line) => `https://github.com/acme/shop/blob/${head}/${path}${line ? `#L${line}` : ""}`,
    });
    expect(comment).toContain(
      `[\`db/migrations/002_method.sql:8\`](https://github.com/acme/shop/blob/${head}/db/migrations/002_method.sql#L8)`,
    );
    expect(comment).not.toContain("001_payments.sql:8");
  });

  it("drops a line past the end of its file, of a file the head lacks, or without a file; keeps the file", async () => {
    const report: CheckReport = {
      checks: [
        {
          asset: "postgres://shop-db:5432:postgres.public.payments",
          file: "db/migrations/001_payments.sql",
          contract: { name: "payments", enforcementLevel: "BLOCK" },
          violations: [
            {
              field: "id",
              violationType: "INCOMPATIBLE_TYPE",
              message: "m",
              file: "db/migrations/001_payments.sql",
              line: 2,
            },
            {
              field: "method",
              violationType: "INCOMPATIBLE_TYPE",
              message: "m",
              file: "db/migrations/001_payments.sql",
              line: 8,
            },
            { field: "x", violationType: "INCOMPATIBLE_TYPE", message: "m", file: "db/gone.sql", line: 1 },
          ],
        },
      ],
      uncontracted: [
        {
          asset: "a",
          sourceType: "postgres",
          status: "changed",
          changes: [{ field: "f", kind: "FIELD_ADDED", breaking: false, reason: "r", line: 3 }],
        },
      ],
      unreadable: [
        {
          file: "db/migrations/001_payments.sql",
          diagnostics: [{ line: 4, severity: "error", message: "m" }],
        },
      ],
    } as CheckReport;
    const before = structuredClone(report);
    const kept = await withExistingLines(report, new GitRepository(repo.dir).filesAt(head));
    expect(report).toEqual(before);
    const violations = kept.checks[0]?.violations ?? [];
    expect(violations.map((v) => [v.file, v.line])).toEqual([
      ["db/migrations/001_payments.sql", 2],
      ["db/migrations/001_payments.sql", undefined],
      ["db/gone.sql", undefined],
    ]);
    expect(kept.uncontracted[0]?.changes[0]?.line).toBeUndefined();
    // Three lines and a final newline: there is no line 4.
    expect(kept.unreadable[0]?.diagnostics[0]?.line).toBeUndefined();
  });
});
