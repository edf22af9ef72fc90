import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigRules, defaultConfig } from "../../src/config/index.js";
import type { LoadedContract } from "../../src/contracts/contract-file.js";
import { loadContracts } from "../../src/contracts/index.js";
import { diskParsedContracts, type ParsedContractStore } from "../../src/contracts/parse-cache.js";
import { GitRepository } from "../../src/git/git-repository.js";
import { countedReads } from "../support/counted-files.js";
import { TestRepo, tempDir } from "../support/git-repo.js";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function contract(n: number, options: { id?: string; level?: string } = {}): string {
  return `id: ${options.id ?? id(n)}
name: c${n}
owner: team@acme.example
dataAssetResourceName: postgres://db:5432:postgres.public.t${n}
enforcementLevel: ${options.level ?? "BLOCK"}
schema:
  - name: id
    type: int64
`;
}

function memoryStore(): ParsedContractStore & { entries: Map<string, LoadedContract[]>; writes: number } {
  const store = {
    entries: new Map<string, LoadedContract[]>(),
    writes: 0,
    read: async () => new Map(structuredClone([...store.entries])),
    write: async (entries: ReadonlyMap<string, LoadedContract[]>) => {
      store.writes++;
      store.entries = new Map(structuredClone([...entries]));
    },
  };
  return store;
}

const rules = new ConfigRules(defaultConfig());

describe("loadContracts with a cache of parsed files (a monorepo's publish)", () => {
  let repo: TestRepo;
  let sha: string;
  beforeAll(() => {
    repo = TestRepo.init();
    const files: Record<string, string> = {};
    for (let n = 0; n < 20; n++) files[`contracts/c${String(n).padStart(2, "0")}.yaml`] = contract(n);
    files["contracts/zz-broken.yaml"] = "id: [unterminated\n";
    sha = repo.write(files).commit("contracts");
  });
  afterAll(() => repo.cleanup());

  it("parses each clean file once, then reads only the files it cannot answer for, with the same result", async () => {
    const store = memoryStore();
    const whole = await loadContracts(new GitRepository(repo.dir).filesAt(sha), rules);
    const first = countedReads(new GitRepository(repo.dir).filesAt(sha));
    expect(await loadContracts(first.files, rules, undefined, store)).toEqual(whole);
    expect(first.reads).toHaveLength(21);
    expect(store.writes).toBe(1);
    expect(store.entries.size).toBe(20); // the broken file is never kept
    const second = countedReads(new GitRepository(repo.dir).filesAt(sha));
    expect(await loadContracts(second.files, rules, undefined, store)).toEqual(whole);
    // Its problem is reported every time: it is the only file read.
    expect(second.reads).toEqual(["contracts/zz-broken.yaml"]);
    expect(store.writes).toBe(1);
  });

  it("reads a file again when its bytes changed, and still reports an id taken by a cached file", async () => {
    const store = memoryStore();
    await loadContracts(new GitRepository(repo.dir).filesAt(sha), rules, undefined, store);
    const next = repo
      .write({
        "contracts/c03.yaml": contract(3, { level: "ALERT" }),
        "contracts/c30.yaml": contract(30, { id: id(5) }),
      })
      .commit("c03 lowered, c30 reuses c05's id");
    const files = countedReads(new GitRepository(repo.dir).filesAt(next));
    const loaded = await loadContracts(files.files, rules, undefined, store);
    expect(files.reads.sort()).toEqual([
      "contracts/c03.yaml",
      "contracts/c30.yaml",
      "contracts/zz-broken.yaml",
    ]);
    expect(loaded).toEqual(await loadContracts(new GitRepository(repo.dir).filesAt(next), rules));
    expect(loaded.contracts.find((c) => c.file === "contracts/c03.yaml")?.contract.enforcementLevel).toBe(
      "ALERT",
    );
    expect(
      loaded.diagnostics.some(
        (d) =>
          d.file === "contracts/c30.yaml" &&
          d.message.includes(`already the id of the contract in contracts/c05.yaml`),
      ),
    ).toBe(true);
    expect(store.writes).toBe(2);
    repo.git(["reset", "--quiet", "--hard", sha]);
  });
});

describe("the parse cache on disk", () => {
  it("keeps parses between runs and treats a damaged, foreign or mismatched file as empty", async () => {
    const dir = tempDir("parse-cache");
    const env = { CONTRACT_SYNC_CACHE_DIR: dir };
    const entry: LoadedContract[] = [
      { file: "contracts/a.yaml", line: 1, contract: { id: id(1) } as LoadedContract["contract"] },
    ];
    await diskParsedContracts(env)?.write(new Map([["abc contracts/a.yaml", entry]]));
    expect(await diskParsedContracts(env)?.read()).toEqual(new Map([["abc contracts/a.yaml", entry]]));
    const file = join(dir, "contract-parse-v1.json");
    const stored = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...stored, code: "other code" }));
    expect((await diskParsedContracts(env)?.read())?.size).toBe(0);
    // An entry whose contract names another file than its key's is not trusted.
    writeFileSync(file, JSON.stringify({ ...stored, entries: { "abc contracts/b.yaml": entry } }));
    expect((await diskParsedContracts(env)?.read())?.size).toBe(0);
    writeFileSync(file, "{ not json");
    expect((await diskParsedContracts(env)?.read())?.size).toBe(0);
    expect(diskParsedContracts({ ...env, CONTRACT_SYNC_READ_CACHE: "0" })).toBeUndefined();
  });
});
