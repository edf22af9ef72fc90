import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigRules, parseConfig } from "../../src/config/config.js";
import { ContractFile } from "../../src/contracts/contract-schema.js";
import type { LoadedContract } from "../../src/contracts/index.js";
import { GitRepository } from "../../src/git/git-repository.js";
import { readTargets, SourceMap, type SourceTarget } from "../../src/sync/asset-reads.js";
import { compatibilityFindings } from "../../src/sync/compatibility.js";
import { readTargetHistory } from "../../src/sync/history-versions.js";
import { git, TestRepo, tempDir } from "../support/git-repo.js";

// The compatibility modes over a real repository's history (src/sync/compatibility.ts): a record's
// versions committed one by one, a contract setting the mode, the check's judgement of a head; a
// shallow clone that fetches its history, one that cannot (fails closed); the cache across runs.

const record = (...fields: object[]) =>
  `${JSON.stringify({ type: "record", name: "Order", namespace: "shop", fields }, null, 2)}\n`;
const id = { name: "id", type: "long" };
const PATH = "events/order.avsc";
const ASSET = "avro://events:events/order.avsc:shop.Order";
const V1 = record(id, { name: "note", type: "string" });
const V2 = record(id, { name: "note", type: "string", default: "" });
const V3 = record(
  id,
  { name: "note", type: "string", default: "" },
  { name: "qty", type: "int", default: 0 },
);
const HEAD = record(id, { name: "qty", type: "int", default: 0 });

let repo: TestRepo;
const commits: string[] = [];
const sources = (compatibility?: string) =>
  new SourceMap(
    new ConfigRules(
      parseConfig(
        `version: 1\ndataSource: events\nsources:\n  - glob: "events/**"${compatibility ? `\n    compatibility: ${compatibility}` : ""}\n`,
        ".github/contract-sync.yml",
      ).config,
    ),
  );
const target: SourceTarget = {
  path: PATH,
  sourceType: "avro",
  dataSource: "events",
  views: false,
  ruleFolder: false,
};

function contract(mode: string, extra: object = {}): LoadedContract {
  return {
    file: "contracts/order.yaml",
    line: 1,
    contract: ContractFile.parse({
      id: "0b8e1c52-9f1e-4c53-8f43-1d2c3b4a5e6f",
      name: "orders",
      version: "1.2.0",
      enforcementLevel: "BLOCK",
      dataAssetResourceName: ASSET,
      schema: [{ name: "id", type: "int64" }],
      compatibility: mode,
      ...extra,
    }),
  };
}

beforeAll(() => {
  repo = TestRepo.init();
  for (const text of [V1, V2, V3]) commits.push(repo.write({ [PATH]: text }).commit("order"));
  // A commit that changes nothing the asset reads is no version.
  repo.write({ "README.md": "x" }).commit("readme");
});
afterAll(() => repo.cleanup());

async function judge(gitRepo: GitRepository, mode: string, map = sources()) {
  const base = gitRepo.root === repo.dir ? repo.head() : git(gitRepo.root, ["rev-parse", "HEAD"]).trim();
  const headFiles = { readText: async () => HEAD, list: async () => [PATH], listAll: async () => [PATH] };
  const head = await readTargets(headFiles, map, [target]);
  const baseAssets = await readTargets(gitRepo.filesAt(base), map, [target]);
  return compatibilityFindings({
    git: gitRepo,
    base,
    sources: map,
    targets: [target],
    head,
    baseAssets,
    contracts: mode === "" ? [] : [contract(mode)],
  });
}

describe("compatibility modes over a repository's history", () => {
  it("FORWARD passes; FORWARD_TRANSITIVE names version 1 and its commit", async () => {
    const local = new GitRepository(repo.dir);
    expect(await judge(local, "FORWARD")).toEqual([]);
    const [finding, ...rest] = await judge(local, "FORWARD_TRANSITIVE");
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ kind: "broken", level: "BLOCK", asset: ASSET, file: PATH });
    expect(finding?.message).toContain(`version 1 of 3 (commit ${commits[0]?.slice(0, 12)}`);
    expect(finding?.message).toMatch(/^FIELD_REMOVED note: /);
    local.close();
  });

  it("a source rule's mode judges at ALERT; a contract's mode wins; NONE judges nothing", async () => {
    const local = new GitRepository(repo.dir);
    const [byRule] = await judge(local, "", sources("FULL_TRANSITIVE"));
    expect(byRule).toMatchObject({ kind: "broken", level: "ALERT", contract: undefined });
    expect(await judge(local, "NONE", sources("FULL_TRANSITIVE"))).toEqual([]);
    expect(await judge(local, "", sources())).toEqual([]);
    local.close();
  });

  it("a shallow clone fetches the history it needs from its remote", async () => {
    const dir = tempDir("shallow");
    git(dir, ["clone", "--quiet", "--depth=1", `file://${repo.dir}`, "."]);
    const shallow = new GitRepository(dir);
    const [finding] = await judge(shallow, "FORWARD_TRANSITIVE");
    expect(finding?.message).toContain(`commit ${commits[0]?.slice(0, 12)}`);
    shallow.close();
  });

  it("a shallow clone that cannot fetch fails closed, naming its boundary", async () => {
    const dir = tempDir("shallow-cut");
    git(dir, ["clone", "--quiet", "--depth=1", `file://${repo.dir}`, "."]);
    git(dir, ["remote", "remove", "origin"]);
    const shallow = new GitRepository(dir);
    const findings = await judge(shallow, "FORWARD_TRANSITIVE");
    const boundary = git(dir, ["rev-parse", "HEAD"]).trim();
    expect(findings.map((f) => f.kind)).toEqual(["unverified"]);
    expect(findings[0]).toMatchObject({ level: "BLOCK" });
    expect(findings[0]?.message).toContain(`shallow at commit ${boundary.slice(0, 12)}`);
    // Not transitive: the base alone is needed, the shallow clone has it.
    expect(await judge(shallow, "FORWARD")).toEqual([]);
    shallow.close();
  });

  it("reads each version once: a second run takes them all from the cache", async () => {
    const saved = { ...process.env };
    process.env.CONTRACT_SYNC_READ_CACHE = "1";
    process.env.CONTRACT_SYNC_CACHE_DIR = tempDir("history-cache");
    try {
      const cold = await readTargetHistory(new GitRepository(repo.dir), repo.head(), target, sources());
      const warm = await readTargetHistory(new GitRepository(repo.dir), repo.head(), target, sources());
      expect([cold.read, cold.cached, warm.read, warm.cached, warm.total]).toEqual([3, 0, 0, 3, 3]);
      expect(warm.versions).toEqual(cold.versions);
    } finally {
      process.env = saved;
    }
  });

  it("a cached read is used only where every sibling file it read is the same (a revert; attack54 F14)", async () => {
    const sib = TestRepo.init();
    const customer = (name: object) =>
      `${JSON.stringify({ type: "record", name: "Customer", namespace: "shop", fields: [{ name: "cid", type: "long" }, name] })}\n`;
    const order = (...more: object[]) => record(id, { name: "customer", type: "shop.Customer" }, ...more);
    const SIBLING = "events/customer.avsc";
    sib
      .write({ [PATH]: order(), [SIBLING]: customer({ name: "name", type: "string", default: "" }) })
      .commit("v1");
    sib.write({ [PATH]: order({ name: "qty", type: "int", default: 0 }) }).commit("v2");
    // order.avsc back to v1's bytes (the same blob), its named type from a changed sibling.
    sib.write({ [PATH]: order(), [SIBLING]: customer({ name: "name", type: "string" }) }).commit("v3");
    const saved = { ...process.env };
    process.env.CONTRACT_SYNC_CACHE_DIR = tempDir("history-cache-siblings");
    const assetsOf = async () =>
      (await readTargetHistory(new GitRepository(sib.dir), sib.head(), target, sources())).versions.map(
        (v) => v.assets,
      );
    try {
      process.env.CONTRACT_SYNC_READ_CACHE = "0";
      const fresh = await assetsOf();
      expect(fresh).toHaveLength(3);
      expect(fresh[2]).not.toEqual(fresh[0]);
      process.env.CONTRACT_SYNC_READ_CACHE = "1";
      expect(await assetsOf()).toEqual(fresh); // cold: v3 is not served v1's read
      expect(await assetsOf()).toEqual(fresh); // warm: nor v1 v3's
    } finally {
      process.env = saved;
      sib.cleanup();
    }
  });

  it("past the cap of versions read, fails closed naming the versions not seen (attack54 F11)", async () => {
    const local = new GitRepository(repo.dir);
    const saved = process.env.CONTRACT_SYNC_HISTORY_MAX_VERSIONS;
    try {
      // Every cap below, at and above the 3 versions, under every transitive mode.
      for (const cap of [1, 2, 3, 4])
        for (const mode of ["BACKWARD_TRANSITIVE", "FORWARD_TRANSITIVE", "FULL_TRANSITIVE"]) {
          process.env.CONTRACT_SYNC_HISTORY_MAX_VERSIONS = String(cap);
          const capped = (await judge(local, mode)).filter((f) => f.subject?.includes("beyond the cap"));
          if (cap >= 3) {
            expect(capped).toEqual([]);
            continue;
          }
          expect(capped).toHaveLength(1);
          expect(capped[0]).toMatchObject({ kind: "unverified", level: "BLOCK", asset: ASSET });
          expect(capped[0]?.message).toContain(
            `over the cap of ${cap} read (CONTRACT_SYNC_HISTORY_MAX_VERSIONS)`,
          );
          expect(capped[0]?.message).toContain(
            `versions 1 to ${3 - cap} (commit ${commits[0]?.slice(0, 12)}`,
          );
          expect(capped[0]?.message).toContain(`to commit ${commits[2 - cap]?.slice(0, 12)}`);
        }
    } finally {
      if (saved === undefined) delete process.env.CONTRACT_SYNC_HISTORY_MAX_VERSIONS;
      else process.env.CONTRACT_SYNC_HISTORY_MAX_VERSIONS = saved;
    }
    // A progress line per so many versions read, numbered among those read.
    const lines: string[] = [];
    const read = await readTargetHistory(local, repo.head(), target, sources(), {
      progress: (line) => lines.push(line),
      progressEvery: 1,
      cap: 2,
    });
    expect(read.versions.map((v) => v.number)).toEqual([2, 3]);
    expect(lines).toEqual([
      `history of ${PATH}: 0 of 2 versions read`,
      `history of ${PATH}: 1 of 2 versions read`,
    ]);
    local.close();
  });

  it("compatibilityLine major: the line starts where the contract's major version did", async () => {
    const lined = TestRepo.init();
    const file = (version: string) =>
      `id: 0b8e1c52-9f1e-4c53-8f43-1d2c3b4a5e6f\nname: orders\nversion: ${version}\n`;
    lined.write({ [PATH]: V1, "contracts/order.yaml": file("1.0.0") }).commit("v1");
    lined.write({ [PATH]: V2, "contracts/order.yaml": file("2.0.0") }).commit("v2, a new major line");
    lined.write({ [PATH]: V3, "contracts/order.yaml": file("2.1.0") }).commit("v3");
    const local = new GitRepository(lined.dir);
    const map = sources();
    const headFiles = { readText: async () => HEAD, list: async () => [PATH], listAll: async () => [PATH] };
    const judged = async (line: "all" | "major") =>
      compatibilityFindings({
        git: local,
        base: lined.head(),
        sources: map,
        targets: [target],
        head: await readTargets(headFiles, map, [target]),
        baseAssets: await readTargets(local.filesAt(lined.head()), map, [target]),
        contracts: [contract("FORWARD_TRANSITIVE", { version: "2.1.0", compatibilityLine: line })],
      });
    expect((await judged("all")).map((f) => f.kind)).toEqual(["broken"]);
    expect(await judged("major")).toEqual([]);
    local.close();
    lined.cleanup();
  });
});
