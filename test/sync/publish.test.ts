// runPublish (reconcile on merge) over real Git repositories and the embedded service (real HTTP, PGlite).
import { cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contract } from "../../src/api/resources.js";
import type { LoadedContract } from "../../src/contracts/contract-file.js";
import type { ParsedContractStore } from "../../src/contracts/parse-cache.js";
import { GitRepository } from "../../src/git/git-repository.js";
import type { PullRequestInfo } from "../../src/github/github-api.js";
import { closeReaders } from "../../src/schema/index.js";
import { type EmbeddedService, startEmbeddedService } from "../../src/server/embedded.js";
import type { Logger, PullRequestLookup, ServicePort } from "../../src/sync/ports.js";
import { type PublishRequest, runPublish } from "../../src/sync/publish.js";
import { TestRepo } from "../support/git-repo.js";

const DEMO = fileURLToPath(new URL("../../fixtures/demo/", import.meta.url));
const CONFIG = ".github/contract-sync.yml";
const REPO_URL = "https://github.com/acme/shop";

function recordingLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(m), warn: (m) => lines.push(`warn: ${m}`) };
}

/** The service, counting contract writes; it fails every write after the first `failAfter`. */
function countingService(real: ServicePort, failAfter = Number.POSITIVE_INFINITY) {
  const counted = { writes: 0, bodies: 0, registrations: 0 };
  const service: ServicePort = {
    ...real,
    listContracts: (...args) => real.listContracts(...args),
    listDataAssets: (...args) => real.listDataAssets(...args),
    registerAssets: (body) => {
      counted.registrations += 1;
      return real.registerAssets(body);
    },
    registerS3Assets: (body) => {
      counted.registrations += 1;
      return real.registerS3Assets(body);
    },
    createContracts: async (body) => {
      counted.writes += 1;
      if (counted.writes > failAfter) throw new Error("503 Service Unavailable");
      counted.bodies += Array.isArray(body) ? body.length : 1;
      return real.createContracts(body);
    },
  };
  return { service, counted };
}

/** A cache of parsed contract files in memory (parse-cache.ts), exposing what it holds. */
function memoryParses(): ParsedContractStore & { entries: Map<string, LoadedContract[]> } {
  const store = {
    entries: new Map<string, LoadedContract[]>(),
    read: async () => new Map(structuredClone([...store.entries])),
    write: async (entries: ReadonlyMap<string, LoadedContract[]>) => {
      store.entries = new Map(structuredClone([...entries]));
    },
  };
  return store;
}

async function held(service: EmbeddedService): Promise<Contract[]> {
  const all: Contract[] = [];
  for (let offset = 0; ; offset += 500) {
    const page = await service.client.listContracts({ query: { limit: 500, offset } });
    all.push(...page);
    if (page.length < 500) return all;
  }
}

describe.sequential("reconcile on merge over a real repository", () => {
  let service: EmbeddedService;
  let repo: TestRepo;
  let first: string;
  let second: string;
  const pull: PullRequestInfo = {
    number: 7,
    url: `${REPO_URL}/pull/7`,
    title: "tighten orders",
    state: "closed",
    author: "grace",
    headSha: "c".repeat(40),
    headRef: "orders",
    baseSha: "d".repeat(40),
    baseRef: "main",
    mergedAt: "2026-03-04T05:06:07Z",
  } as PullRequestInfo;
  const github: PullRequestLookup = {
    findPullRequestForCommit: async (sha) => (sha === second ? pull : undefined),
    approvingReviewers: async (n) => (n === 7 ? ["linus", "ada"] : []),
  };

  beforeAll(async () => {
    service = await startEmbeddedService();
    repo = TestRepo.init();
    cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
    first = repo.commit("adopt contract-sync with three existing contracts");
    repo.write({ "README.md": "shop\n" });
    repo.git(["commit", "--quiet", "--allow-empty", "-m", "unrelated"]);
    // The orders contract changes later, through pull request 7: its provenance is that commit's.
    const orders = repo.git(["show", "HEAD:contracts/orders.yaml"]).replace('"1.2.0"', '"1.3.0"');
    repo.write({ "contracts/orders.yaml": orders });
    second = repo.commit("orders 1.3.0 (#7)");
  }, 60_000);
  afterAll(async () => {
    await service.close();
    await closeReaders();
    repo.cleanup();
  });

  const publish = (request: Partial<PublishRequest>, target: ServicePort = service.client, log?: Logger) =>
    runPublish(
      { after: repo.head(), configPath: CONFIG, repositoryUrl: REPO_URL, ...request },
      { git: new GitRepository(repo.dir), service: target, github, ...(log ? { log } : {}) },
    );

  it("dry run: prints the plan and changes nothing", async () => {
    const outcome = await publish({ dryRun: true });
    expect(outcome.plan.counts).toEqual({ create: 3, update: 0, archive: 0, unchanged: 0 });
    expect(outcome.plan.entries.map((e) => [e.name, e.action, e.reason])).toEqual([
      ["acme.shop.Customer", "create", "not in the service"],
      ["events.OrderCreated", "create", "not in the service"],
      ["shop.orders", "create", "not in the service"],
    ]);
    expect(await held(service)).toEqual([]);
    expect(outcome.assetsRegistered).toBe(0);
  });

  it("first install: every existing contract is created, with the provenance of its file's last commit", async () => {
    const outcome = await publish({});
    expect(outcome.plan.counts).toEqual({ create: 3, update: 0, archive: 0, unchanged: 0 });
    const byName = new Map((await held(service)).map((c) => [c.contractSpec.name, c]));
    expect(byName.get("shop.orders")).toMatchObject({
      version: "1.3.0",
      gitHash: second,
      gitRepo: REPO_URL,
      gitUser: "grace",
      reviewers: ["linus", "ada"],
      filePath: "contracts/orders.yaml",
      fileUri: `${REPO_URL}/blob/${second}/contracts/orders.yaml`,
    });
    expect(Date.parse(byName.get("shop.orders")?.mergedAt ?? "")).toBe(Date.parse(pull.mergedAt ?? ""));
    // Untouched since the first commit, which no pull request brought: the commit's author and date.
    const committed = repo.git(["log", "-1", "--format=%cI", first]).trim();
    expect(byName.get("acme.shop.Customer")).toMatchObject({
      gitHash: first,
      gitUser: "Ada Author",
      reviewers: [],
      fileUri: `${REPO_URL}/blob/${first}/contracts/customer.yaml`,
    });
    expect(Date.parse(byName.get("acme.shop.Customer")?.mergedAt ?? "")).toBe(Date.parse(committed));
    // The assets the contracts name and the repository yields are registered (3 contracts, 3 assets).
    expect(outcome.assetsRegistered).toBe(3);
    const assets = await service.client.listDataAssets({ query: { limit: 50 } });
    expect(assets.map((a) => `${a.type}://${a.domain}:${a.path}`).sort()).toEqual([
      "avro://github.com/acme/shop:schemas/order_created.avsc:com.acme.shop.OrderCreated",
      "postgres://shop-db:5432:postgres.public.orders",
      "protobuf://github.com/acme/shop:proto/customer.proto:acme.shop.Customer",
    ]);
  });

  it("the same push again: nothing to do, nothing sent, and the log says so", async () => {
    const log = recordingLog();
    const { service: counting, counted } = countingService(service.client);
    const outcome = await publish({}, counting, log);
    expect(outcome.plan.counts).toEqual({ create: 0, update: 0, archive: 0, unchanged: 3 });
    expect(counted.writes).toBe(0);
    expect(log.lines).toContain("nothing to do: 3 contracts unchanged");
    // Without the commit before the push every asset is read, and each is registered as the repository has it.
    expect(outcome.assetPlan?.counts).toEqual({ create: 0, update: 0, unchanged: 3 });
    expect(outcome.assetsRegistered).toBe(0);
    expect(counted.registrations).toBe(0);
  });

  it("a push with nothing to create or update registers only the assets of the schema files it changed", async () => {
    const registered: string[] = [];
    const recording: ServicePort = {
      ...service.client,
      registerAssets: (body) => {
        registered.push(...body.assets.map((a) => a.data_asset_resource_name.path));
        return service.client.registerAssets(body);
      },
    };
    const before = repo.head();
    const docs = repo.write({ "README.md": "shop, documented\n" }).commit("docs only");
    const quiet = await publish({ before, after: docs }, recording);
    expect(quiet.plan.counts).toMatchObject({ create: 0, update: 0, archive: 0 });
    expect(quiet.assetsRegistered).toBe(0);
    expect(registered).toEqual([]);
    const avsc = JSON.parse(repo.git(["show", "HEAD:schemas/order_created.avsc"]));
    avsc.doc = "an order was placed";
    const event = repo
      .write({ "schemas/order_created.avsc": JSON.stringify(avsc) })
      .commit("document the event");
    const changed = await publish({ before: docs, after: event }, recording);
    expect(changed.assetsRegistered).toBe(1);
    expect(registered).toEqual(["schemas/order_created.avsc:com.acme.shop.OrderCreated"]);
  });

  it("a moved contract is updated under its new path; a deleted file archives its contract", async () => {
    const before = new Map((await held(service)).map((c) => [c.id, c]));
    mkdirSync(join(repo.dir, "contracts/people"));
    repo.git(["mv", "contracts/customer.yaml", "contracts/people/customer.yaml"]);
    repo.git(["rm", "--quiet", "contracts/order-created.yaml"]);
    const after = repo.commit("move the customer contract, retire the event contract");
    const outcome = await publish({ after });
    expect(outcome.plan.entries.map((e) => [e.name, e.action, e.reason])).toEqual([
      ["shop.orders", "unchanged", "same"],
      ["acme.shop.Customer", "update", "moved from contracts/customer.yaml"],
      ["events.OrderCreated", "archive", "file gone"],
    ]);
    const now = new Map((await held(service)).map((c) => [c.contractSpec.name, c]));
    expect(now.get("events.OrderCreated")).toMatchObject({ status: "ARCHIVED", gitHash: after });
    expect(now.get("acme.shop.Customer")).toMatchObject({
      filePath: "contracts/people/customer.yaml",
      gitHash: after,
    });
    // Unchanged keeps its old provenance (pull request 7), though the push did not touch it.
    const orders = now.get("shop.orders");
    expect(orders).toMatchObject({ gitHash: second, reviewers: ["linus", "ada"] });
    expect(orders?.updatedAt).toEqual(before.get(orders?.id ?? "")?.updatedAt);
    // Archived stays archived: the next run has nothing to do.
    expect((await publish({ after })).plan.counts).toEqual({
      create: 0,
      update: 0,
      archive: 0,
      unchanged: 2,
    });
  });
  it("with a cache of parsed contract files, a contract edited in place is still updated", async () => {
    const parsedContracts = memoryParses();
    expect((await publish({ parsedContracts })).plan.counts).toMatchObject({ create: 0, update: 0 });
    expect(parsedContracts.entries.size).toBe(2);
    const orders = repo.git(["show", "HEAD:contracts/orders.yaml"]).replace('"1.3.0"', '"1.4.0"');
    const after = repo.write({ "contracts/orders.yaml": orders }).commit("orders 1.4.0");
    const outcome = await publish({ after, parsedContracts });
    expect(outcome.plan.entries.map((e) => [e.name, e.action, e.reason])).toEqual([
      ["shop.orders", "update", "version changed"],
      ["acme.shop.Customer", "unchanged", "same"],
    ]);
    expect((await held(service)).find((c) => c.contractSpec.name === "shop.orders")?.version).toBe("1.4.0");
    // The cache now answers for the new bytes, and a run from it alone finds nothing to do.
    expect([...parsedContracts.entries.values()].flat().map((c) => c.contract.version)).toContain("1.4.0");
    expect((await publish({ after, parsedContracts })).plan.counts).toMatchObject({
      update: 0,
      unchanged: 2,
    });
  });

  it("a service that cannot list its assets: the contracts are published, the failure says no asset was registered", async () => {
    const log = recordingLog();
    const failing: ServicePort = {
      ...service.client,
      listDataAssets: async () => {
        throw new Error("503 Service Unavailable");
      },
    };
    const orders = repo.git(["show", "HEAD:contracts/orders.yaml"]).replace(/"1\.\d\.0"/, '"2.0.0"');
    const after = repo.write({ "contracts/orders.yaml": orders }).commit("orders 2.0.0");
    const outcome = await publish({ after }, failing, log);
    expect(outcome.plan.counts).toMatchObject({ update: 1 });
    expect(outcome.published.map((c) => c.version)).toEqual(["2.0.0"]);
    expect(outcome.failure?.message).toBe("the service failed listing its assets: 503 Service Unavailable");
    expect(log.lines).toContain(
      "warn: the service failed listing its assets: 503 Service Unavailable; no asset was registered",
    );
    expect(outcome.assetsRegistered).toBe(0);
  });
});

describe.sequential("reconcile of a large repository", () => {
  let service: EmbeddedService;
  let repo: TestRepo;
  const COUNT = 520; // more than one page of the listing (500) and many batches of writes

  beforeAll(async () => {
    service = await startEmbeddedService();
    repo = TestRepo.init();
    const files: Record<string, string> = {
      ".github/contract-sync.yml": 'contracts: ["contracts/**/*.yaml"]\n',
    };
    for (let i = 0; i < COUNT; i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
      files[`contracts/c${i}.yaml`] =
        `id: ${id}\nname: table_${i}\ndataAssetResourceName: postgres://db:5432:public.table_${i}\nschema:\n  - name: id\n    type: int64\n`;
    }
    repo.write(files).commit("520 contracts");
  }, 60_000);
  afterAll(async () => {
    await service.close();
    repo.cleanup();
  });

  it("a service failing midway leaves a report of what was not applied; the next run finishes the job", async () => {
    const run = (target: ServicePort, log?: Logger) =>
      runPublish(
        { after: repo.head(), configPath: ".github/contract-sync.yml", repositoryUrl: REPO_URL },
        { git: new GitRepository(repo.dir), service: target, ...(log ? { log } : {}) },
      );
    const log = recordingLog();
    const failing = countingService(service.client, 3);
    const broken = await run(failing.service, log);
    expect(broken.failure?.message).toMatch(/^the service failed after \d+ of 520 contract writes: /);
    const holding = await held(service);
    const notApplied = broken.failure?.notApplied ?? [];
    expect(holding.length).toBe(failing.counted.bodies);
    expect(holding.length).toBeGreaterThanOrEqual(150);
    expect(holding.length + notApplied.length).toBe(COUNT);
    const heldIds = new Set(holding.map((c) => c.id));
    expect(notApplied.some((e) => heldIds.has(e.id))).toBe(false);
    // What the outcome calls published is what the service took.
    expect(new Set(broken.published.map((c) => c.id))).toEqual(heldIds);
    expect(
      log.lines.some(
        (l) => l.startsWith("warn: the service failed after") && l.includes("not applied: create table_"),
      ),
    ).toBe(true);

    const rerun = await run(service.client);
    expect(rerun.failure).toBeUndefined();
    expect(rerun.plan.counts).toEqual({
      create: notApplied.length,
      update: 0,
      archive: 0,
      unchanged: COUNT - notApplied.length,
    });
    expect((await held(service)).length).toBe(COUNT);
    expect((await run(service.client)).plan.counts.unchanged).toBe(COUNT);
  }, 300_000);
});
