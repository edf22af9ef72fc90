// runAction's publish (reconcile on merge) in-process: a real Git repository, the real service over
// HTTP (one for all runs, as a remote one would be), GitHub faked at its port, a recording ActionIO.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ActionDeps, type ActionIO, runAction } from "../../src/action/run-action.js";
import type { ActionSettings } from "../../src/action/settings.js";
import type { Contract } from "../../src/api/resources.js";
import { GitRepository } from "../../src/git/git-repository.js";
import { closeReaders } from "../../src/schema/index.js";
import { type EmbeddedService, startEmbeddedService } from "../../src/server/embedded.js";
import type { GitHubPort, ServicePort } from "../../src/sync/ports.js";
import { TestRepo } from "../support/git-repo.js";

const DEMO = fileURLToPath(new URL("../../fixtures/demo/", import.meta.url));
const PUSH = fileURLToPath(new URL("../../fixtures/events/push.json", import.meta.url));

function recordingIO() {
  const io = {
    lines: [] as string[],
    outputs: {} as Record<string, string>,
    failed: [] as string[],
    summaries: [] as string[],
    info: (m: string) => io.lines.push(`info: ${m}`),
    warning: (m: string) => io.lines.push(`warning: ${m}`),
    error: (m: string) => io.lines.push(`error: ${m}`),
    notice: (m: string) => io.lines.push(`notice: ${m}`),
    setOutput: (name: string, value: string) => {
      io.outputs[name] = value;
    },
    setFailed: (m: string) => io.failed.push(m),
    setSecret: () => {},
    appendSummary: async (markdown: string) => {
      io.summaries.push(markdown);
    },
  } satisfies ActionIO & Record<string, unknown>;
  return io;
}

describe.sequential("the action reconciles on a push to the default branch", () => {
  let service: EmbeddedService;
  let repo: TestRepo;
  let eventDir: string;
  let writes = 0;
  let failWrites = false;

  beforeAll(async () => {
    service = await startEmbeddedService();
    repo = TestRepo.init();
    cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
    repo.commit("adopt contract-sync");
    eventDir = mkdtempSync(join(tmpdir(), "reconcile-action-"));
  }, 60_000);
  afterAll(async () => {
    await service.close();
    await closeReaders();
    repo.cleanup();
  });

  const deps = (): ActionDeps => {
    const real = service.client;
    const counting: ServicePort = {
      listContracts: (...args) => real.listContracts(...args),
      listDataAssets: (...args) => real.listDataAssets(...args),
      registerAssets: (body) => real.registerAssets(body),
      registerS3Assets: (body) => real.registerS3Assets(body),
      checkAssetsCompliance: (body) => real.checkAssetsCompliance(body),
      bulkCheckContractCompliance: (body) => real.bulkCheckContractCompliance(body),
      dataAssetImpact: (...args) => real.dataAssetImpact(...args),
      createContracts: async (body) => {
        writes += 1;
        if (failWrites) throw new Error("503 Service Unavailable");
        return real.createContracts(body);
      },
    };
    const github: GitHubPort = {
      findPullRequestForCommit: async () => undefined,
      approvingReviewers: async () => [],
      upsertStickyComment: async () => undefined,
    };
    return {
      git: (dir) => new GitRepository(dir),
      github: () => github,
      openService: async () => ({ service: counting as never, embedded: false, close: async () => {} }),
    };
  };

  const push = async (before: string, after: string, overrides: Partial<ActionSettings> = {}) => {
    const payload = JSON.parse(readFileSync(PUSH, "utf8")) as Record<string, unknown>;
    const path = join(eventDir, `${after}.json`);
    writeFileSync(path, JSON.stringify({ ...payload, before, after }));
    const io = recordingIO();
    const settings: ActionSettings = {
      apiUrl: "http://127.0.0.1:9",
      apiKey: "key",
      githubToken: "token",
      configPath: ".github/contract-sync.yml",
      mode: "auto",
      comment: true,
      failOn: undefined,
      workingDirectory: repo.dir,
      dryRun: false,
      ...overrides,
    };
    const env = {
      GITHUB_EVENT_NAME: "push",
      GITHUB_EVENT_PATH: path,
      GITHUB_REPOSITORY: "acme/shop",
      RUNNER_TEMP: eventDir,
    };
    await runAction(settings, env, io, deps());
    return io;
  };
  const held = async (): Promise<Contract[]> => service.client.listContracts({ query: { limit: 500 } });
  const counts = (io: ReturnType<typeof recordingIO>) =>
    ["published", "created", "updated", "archived", "unchanged"].map((k) => io.outputs[`contracts-${k}`]);

  it("mode plan (and dry-run): the plan goes to the job summary, nothing changes", async () => {
    for (const overrides of [{ mode: "plan" as const }, { dryRun: true }]) {
      writes = 0;
      const io = await push("0".repeat(40), repo.head(), overrides);
      expect(io.failed).toEqual([]);
      expect(counts(io)).toEqual(["3", "3", "0", "0", "0"]);
      expect(io.summaries[0]).toContain("Dry run, nothing changed.");
      expect(io.summaries[0]).toContain("| shop.orders | create | — -> 1.2.0 | not in the service |");
      expect(writes).toBe(0);
    }
    expect(await held()).toEqual([]);
  });

  it("first push after install: every existing contract is published", async () => {
    const io = await push("0".repeat(40), repo.head());
    expect(io.failed).toEqual([]);
    expect(counts(io)).toEqual(["3", "3", "0", "0", "0"]);
    expect((await held()).map((c) => [c.contractSpec.name, c.gitRepo, c.gitHash]).sort()).toEqual(
      ["acme.shop.Customer", "events.OrderCreated", "shop.orders"].map((n) => [
        n,
        "https://github.com/acme/shop",
        repo.head(),
      ]),
    );
  });

  it("the same push again: every count but unchanged is 0, and the log says so", async () => {
    writes = 0;
    const io = await push("0".repeat(40), repo.head());
    expect(counts(io)).toEqual(["0", "0", "0", "0", "3"]);
    expect(io.lines).toContain("info: nothing to do: 3 contracts unchanged");
    expect(writes).toBe(0);
  });

  it("a deleted contract file archives its contract; a failing service fails the step, the rerun finishes", async () => {
    const before = repo.head();
    repo.git(["rm", "--quiet", "contracts/order-created.yaml"]);
    const after = repo.commit("retire the event contract");
    failWrites = true;
    const failed = await push(before, after);
    failWrites = false;
    expect(failed.failed).toEqual([
      expect.stringMatching(
        /^contract-sync: the service failed after 0 of 1 contract writes: 503 Service Unavailable; 1 contracts and 0 assets not applied/,
      ),
    ]);
    expect(failed.summaries[0]).toContain("- archive events.OrderCreated");
    expect((await held()).find((c) => c.contractSpec.name === "events.OrderCreated")?.status).toBe("ACTIVE");

    const rerun = await push(before, after);
    expect(rerun.failed).toEqual([]);
    expect(counts(rerun)).toEqual(["1", "0", "0", "1", "2"]);
    expect((await held()).find((c) => c.contractSpec.name === "events.OrderCreated")).toMatchObject({
      status: "ARCHIVED",
      gitHash: after,
    });
  });

  it("a force push whose previous commit is purged: reconciled from the pushed commit alone", async () => {
    const base = repo.head();
    // The pushed-over commit: it retired the customer contract, then was force-pushed away and purged.
    repo.git(["rm", "--quiet", "contracts/customer.yaml"]);
    const before = repo.commit("retire customers");
    repo.git(["reset", "--quiet", "--hard", base]);
    repo.git(["rm", "--quiet", "contracts/orders.yaml"]);
    const after = repo.commit("retire orders instead");
    repo.git(["reflog", "expire", "--expire=now", "--all"]);
    repo.git(["gc", "--quiet", "--prune=now"]);
    expect(() => repo.git(["cat-file", "-e", before])).toThrow();

    const io = await push(before, after);
    expect(io.failed).toEqual([]);
    expect(io.lines).toContain(
      `notice: the push's previous commit ${before.slice(0, 12)} cannot be fetched (a force push replaced it): the service is reconciled from ${after.slice(0, 12)} alone, every contract read`,
    );
    expect(counts(io)).toEqual(["1", "0", "0", "1", "1"]);
    const status = (name: string) =>
      held().then((all) => all.find((c) => c.contractSpec.name === name)?.status);
    expect(await status("shop.orders")).toBe("ARCHIVED");
    expect(await status("acme.shop.Customer")).toBe("ACTIVE");
  });
});
