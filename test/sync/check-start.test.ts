// What a check decides before it reads a schema file (pipeline.ts): whether there is anything to
// judge, and, in a repository without a config, which Postgres files are one migration folder.
// runCheck over real Git repositories and the embedded service (PGlite in this process).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitRepository } from "../../src/git/git-repository.js";
import { closeReaders } from "../../src/schema/index.js";
import { type EmbeddedService, startEmbeddedService } from "../../src/server/embedded.js";
import { runCheck } from "../../src/sync/check/pipeline.js";
import { TestRepo } from "../support/git-repo.js";

const CONFIG = ".github/contract-sync.yml";
const ORDERS = "postgres://shop-db:5432:postgres.public.orders";

describe.sequential("what a check decides before it reads the files", () => {
  let service: EmbeddedService;
  const repos: TestRepo[] = [];

  beforeAll(async () => {
    service = await startEmbeddedService();
  }, 60_000);
  afterAll(async () => {
    await service.close();
    await closeReaders();
    for (const repo of repos) repo.cleanup();
  });

  function newRepo(): TestRepo {
    const repo = TestRepo.init();
    repos.push(repo);
    return repo;
  }

  const check = (repo: TestRepo, base: string, head: string) =>
    runCheck(
      { base, head, configPath: CONFIG, embedded: true, defaultDataSource: "shop-db:5432" },
      { git: new GitRepository(repo.dir), service: service.client },
    );

  it("a config already invalid at the base, left as it is by a README-only pull request, is existing debt: listed, not counted", async () => {
    const repo = newRepo();
    // `type: cobol` names no reader: an error at the base that the pull request leaves as it is.
    repo.write({
      [CONFIG]: 'sources:\n  - glob: "schemas/**/*.cbl"\n    type: cobol\n',
      "README.md": "# shop\n",
    });
    const base = repo.commit("broken config");
    const head = repo.write({ "README.md": "# shop\n\nOrders.\n" }).commit("docs only");
    const outcome = await check(repo, base, head);
    expect(outcome.report.findings).toEqual([
      expect.objectContaining({ rule: "CONFIG_INVALID", level: "BLOCK", file: CONFIG }),
    ]);
    // The base has the same error unchanged: existing debt, listed, not counted (a PR pays only for what it changed).
    expect(outcome.findings).toContainEqual(
      expect.objectContaining({ rule: "CONFIG_INVALID", existingDebt: true }),
    );
    expect(outcome.verdict.verdict).toBe("pass");
  });

  it("a valid config left as it is, with a README-only pull request: nothing to judge, a pass", async () => {
    const repo = newRepo();
    repo.write({
      [CONFIG]: 'sources:\n  - glob: "schemas/**/*.avsc"\n    type: avro\n',
      "README.md": "# shop\n",
    });
    const base = repo.commit("config");
    const head = repo.write({ "README.md": "# shop\n\nOrders.\n" }).commit("docs only");
    const outcome = await check(repo, base, head);
    expect(outcome.report.findings ?? []).toEqual([]);
    expect(outcome.verdict.verdict).toBe("pass");
  });

  it("without a config, a migration added beside the base's one makes their folder one target, read whole", async () => {
    const repo = newRepo();
    // One SQL file at the base: only at the head do two files share db/migrations.
    repo.write({ "db/migrations/001_orders.sql": "CREATE TABLE orders (\n  id bigint NOT NULL\n);\n" });
    const base = repo.commit("orders");
    const head = repo
      .write({ "db/migrations/002_note.sql": "ALTER TABLE orders ADD COLUMN note text;\n" })
      .commit("order note");
    const outcome = await check(repo, base, head);
    // Read alone, the ALTER would have no table to alter; read with 001, orders gains a column.
    expect(outcome.report.unreadable).toEqual([]);
    expect(outcome.report.uncontracted).toEqual([
      expect.objectContaining({
        asset: ORDERS,
        status: "changed",
        changes: [expect.objectContaining({ field: "note", breaking: false })],
      }),
    ]);
    expect(outcome.verdict.verdict).toBe("pass");
  });
});
