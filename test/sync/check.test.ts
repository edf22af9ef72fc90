// runCheck over real Git repositories and the embedded service (PGlite in this process).
import { cpSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitRepository } from "../../src/git/git-repository.js";
import { closeReaders } from "../../src/schema/index.js";
import { type EmbeddedService, startEmbeddedService } from "../../src/server/embedded.js";
import { runCheck } from "../../src/sync/check/pipeline.js";
import { TestRepo } from "../support/git-repo.js";

const DEMO = fileURLToPath(new URL("../../fixtures/demo/", import.meta.url));
const CONFIG = ".github/contract-sync.yml";

describe.sequential("sync workflows over real repositories", () => {
  let service: EmbeddedService;
  let repo: TestRepo;
  let base: string;

  beforeAll(async () => {
    service = await startEmbeddedService();
    repo = TestRepo.init();
    cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
    base = repo.commit("base");
  }, 60_000);
  afterAll(async () => {
    await service.close();
    await closeReaders();
    repo.cleanup();
  });

  const check = (head: string, from = base) =>
    runCheck(
      { base: from, head, configPath: CONFIG, embedded: true },
      { git: new GitRepository(repo.dir), service: service.client },
    );

  it("a README-only pull request reads no file but the config, and asks the service nothing", async () => {
    repo.git(["checkout", "--quiet", "-B", "docs", base]);
    const head = repo.write({ "README.md": "# shop\n" }).commit("docs only");
    const git = new GitRepository(repo.dir);
    const read: string[] = [];
    const readFileAt = git.readFileAt.bind(git);
    git.readFileAt = (rev, path) => {
      read.push(path);
      return readFileAt(rev, path);
    };
    const untouchable = new Proxy({} as typeof service.client, {
      get: (_target, name) => () => Promise.reject(new Error(`the service was asked: ${String(name)}`)),
    });
    const outcome = await runCheck(
      { base, head, configPath: CONFIG, embedded: true },
      { git, service: untouchable },
    );
    expect(outcome.verdict.verdict).toBe("pass");
    expect(outcome.assetsChecked).toBe(0);
    expect([...new Set(read)]).toEqual([CONFIG]);
  });

  it("warms an embedded service before it reads a schema file, and never for a README-only pull request", async () => {
    repo.git(["checkout", "--quiet", "-B", "warm", base]);
    const avsc = readFileSync(join(repo.dir, "schemas/order_created.avsc"), "utf8");
    const schemaHead = repo.write({ "schemas/order_created.avsc": `${avsc}\n` }).commit("reformat");
    repo.git(["checkout", "--quiet", "-B", "warm-docs", base]);
    const docsHead = repo.write({ "README.md": "# shop\n" }).commit("docs only");
    const events: string[] = [];
    const git = new GitRepository(repo.dir);
    const readFileAt = git.readFileAt.bind(git);
    git.readFileAt = (rev, path) => {
      events.push(`read ${path}`);
      return readFileAt(rev, path);
    };
    const warmService = () => events.push("warm");
    await runCheck(
      { base, head: docsHead, configPath: CONFIG, embedded: true },
      { git, service: service.client, warmService },
    );
    expect(events).not.toContain("warm");
    events.length = 0;
    await runCheck(
      { base, head: schemaHead, configPath: CONFIG, embedded: true },
      { git, service: service.client, warmService },
    );
    expect(events.filter((e) => e === "warm")).toHaveLength(1);
    const firstSchemaRead = events.indexOf("read schemas/order_created.avsc");
    expect(firstSchemaRead).toBeGreaterThan(-1);
    expect(events.indexOf("warm")).toBeLessThan(firstSchemaRead);
    // A large migration folder's read goes first: it may start the one PGlite from a cached
    // replay state (or keep one), which needs the PGlite not started yet. A small one does not.
    const warmsFor = async (files: Record<string, string>) => {
      repo.git(["checkout", "--quiet", "--detach", base]);
      const folderBase = repo.write(files).commit("migrations");
      const folderHead = repo
        .write({ "db/migrations/999_note.sql": "ALTER TABLE orders ADD COLUMN note2 text;\n" })
        .commit("a migration");
      events.length = 0;
      await runCheck(
        { base: folderBase, head: folderHead, configPath: CONFIG, embedded: true },
        { git, service: service.client, warmService },
      );
      return events.includes("warm");
    };
    expect(await warmsFor({})).toBe(true);
    const many: Record<string, string> = {};
    for (let i = 0; i < 200; i++)
      many[`db/migrations/5${String(i).padStart(3, "0")}_t.sql`] = `CREATE TABLE t${i} (id int);\n`;
    expect(await warmsFor(many)).toBe(false);
  });

  it("reads a migration folder at both ends when a migration is added", async () => {
    repo.git(["checkout", "--quiet", "-B", "payments", base]);
    repo.write({
      "db/migrations/002b_payments.sql":
        "CREATE TABLE payments (id bigint PRIMARY KEY, amount numeric(12, 2));\n",
    });
    const withPayments = repo.commit("payments");
    repo.write({ "db/migrations/003_payment_method.sql": "ALTER TABLE payments ADD COLUMN method text;\n" });
    const head = repo.commit("payment method");
    const outcome = await check(head, withPayments);
    // The base's tables were registered: orders did not change, so it is not checked again.
    expect(outcome.report.checks).toEqual([]);
    expect(outcome.verdict.verdict).toBe("pass");
    // payments existed at the base: it changed (one field added), it is not new.
    expect(outcome.report.uncontracted).toEqual([
      expect.objectContaining({
        asset: "postgres://shop-db:5432:postgres.public.payments",
        status: "changed",
        changes: [expect.objectContaining({ field: "method", breaking: false })],
      }),
    ]);
  });

  it("asks the embedded service only about contracted assets that changed, and nothing when none did", async () => {
    repo.git(["checkout", "--quiet", "-B", "asked", base]);
    const withPayments = repo
      .write({ "db/migrations/002b_payments.sql": "CREATE TABLE payments (id bigint PRIMARY KEY);\n" })
      .commit("payments");
    const paymentsOnly = repo
      .write({ "db/migrations/003_payment_method.sql": "ALTER TABLE payments ADD COLUMN method text;\n" })
      .commit("payment method");
    const alsoOrders = repo
      .write({ "db/migrations/004_order_gift.sql": "ALTER TABLE orders ADD COLUMN gift_message text;\n" })
      .commit("order gift message");
    const asked: string[] = [];
    const recording = new Proxy(service.client, {
      get(target, name) {
        const method = Reflect.get(target, name) as unknown;
        if (typeof method !== "function") return method;
        return (...args: unknown[]) => {
          const body = args[0] as { assets?: Array<{ data_asset_resource_name: { path: string } }> };
          const paths = body?.assets?.map((a) => a.data_asset_resource_name.path) ?? [];
          asked.push(`${String(name)} ${paths.join(",")}`.trim());
          return method.apply(target, args);
        };
      },
    });
    const run = (head: string) =>
      runCheck(
        { base: withPayments, head, configPath: CONFIG, embedded: true },
        { git: new GitRepository(repo.dir), service: recording },
      );
    const uncontracted = expect.objectContaining({
      asset: "postgres://shop-db:5432:postgres.public.payments",
      changes: [expect.objectContaining({ field: "method" })],
    });
    // Only payments (no contract) changed; orders (contracted) is as merged: nothing to ask.
    const quiet = await run(paymentsOnly);
    expect(asked).toEqual([]);
    expect(quiet.verdict.verdict).toBe("pass");
    expect(quiet.report.uncontracted).toEqual([uncontracted]);
    // orders changed too: the contracts are seeded and orders alone is registered and checked.
    const loud = await run(alsoOrders);
    expect(asked).toEqual([
      "createContracts",
      "registerAssets postgres.public.orders",
      "checkAssetsCompliance postgres.public.orders",
    ]);
    expect(loud.report.uncontracted).toEqual([uncontracted]);
    expect(loud.report.checks).toEqual([
      expect.objectContaining({ asset: "postgres://shop-db:5432:postgres.public.orders", violations: [] }),
    ]);
  });

  it("reports a renamed schema file's asset as moved, checked against its contract, not as every field missing", async () => {
    repo.git(["checkout", "--quiet", "-B", "move", base]);
    mkdirSync(join(repo.dir, "schemas/events"));
    repo.git(["mv", "schemas/order_created.avsc", "schemas/events/order_created.avsc"]);
    const head = repo.commit("move");
    const outcome = await check(head);
    // The contract (ALERT) still names the old place: a finding at its level, naming the contract to update.
    expect(outcome.verdict.verdict).toBe("alert");
    const moved = outcome.report.findings?.filter((f) => f.rule === "ASSET_MOVED") ?? [];
    expect(moved).toEqual([
      expect.objectContaining({
        level: "ALERT",
        file: "schemas/events/order_created.avsc",
        title: "Asset moved: update contract events.OrderCreated",
      }),
    ]);
    expect(moved[0]?.message).toContain("contracts/order-created.yaml");
    const all = outcome.report.checks.flatMap((c) => c.violations);
    expect(all.filter((v) => v.violationType === "MISSING_REQUIRED_PROPERTY")).toEqual([]);
    expect(outcome.violations).toBe(1);
  });

  it("shows how the contracts a pull request edits change, and holds assets to the new version", async () => {
    repo.git(["checkout", "--quiet", "-B", "contract-edit", base]);
    const text = readFileSync(join(repo.dir, "contracts/order-created.yaml"), "utf8");
    repo.write({
      "contracts/order-created.yaml": text
        .replace("enforcementLevel: ALERT", "enforcementLevel: BLOCK")
        .replace("symbols: [WEB, APP, STORE]", "symbols: [WEB, APP, STORE, PARTNER]"),
    });
    const head = repo.commit("tighten OrderCreated");
    // A service of its own: nothing registered by the other tests, as on a real pull request.
    const fresh = await startEmbeddedService();
    const outcome = await runCheck(
      { base, head, configPath: CONFIG, embedded: true },
      { git: new GitRepository(repo.dir), service: fresh.client },
    ).finally(() => fresh.close());
    const changed = outcome.report.contractChanges ?? [];
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      status: "changed",
      contract: { name: "events.OrderCreated", enforcementLevel: "BLOCK" },
    });
    const kinds = changed[0]?.changes.map((c) => `${c.kind} ${c.field} ${c.after ?? ""}`.trim());
    expect(kinds).toContain("ENUM_SYMBOL_ADDED channel PARTNER");
    expect(kinds).toContain("CONSTRAINT_CHANGED  enforcementLevel: BLOCK");
    // The asset as merged lacks PARTNER: the new BLOCK contract is broken, at the enum's line.
    expect(outcome.verdict.verdict).toBe("block");
    expect(outcome.report.checks).toEqual([
      expect.objectContaining({
        asset: "avro://github.com/acme/shop:schemas/order_created.avsc:com.acme.shop.OrderCreated",
        violations: [
          expect.objectContaining({ field: "channel", file: "schemas/order_created.avsc", line: 10 }),
        ],
      }),
    ]);
  });
});
