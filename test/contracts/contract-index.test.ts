import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigRules, defaultConfig } from "../../src/config/index.js";
import {
  type ContractIndexStore,
  type ContractSummary,
  diskContractIndex,
} from "../../src/contracts/contract-index.js";
import { loadContracts } from "../../src/contracts/index.js";
import { GitRepository } from "../../src/git/git-repository.js";
import { countedReads } from "../support/counted-files.js";
import { TestRepo, tempDir } from "../support/git-repo.js";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const asset = (n: number) => `postgres://db:5432:postgres.public.t${n}`;

function contract(n: number, options: { id?: string; assets?: string[] } = {}): string {
  const [first, ...more] = options.assets ?? [asset(n)];
  const list = more.length > 0 ? `dataAssetResourceNameList:\n${more.map((a) => `  - ${a}\n`).join("")}` : "";
  return `id: ${options.id ?? id(n)}
name: c${n}
owner: team@acme.example
dataAssetResourceName: ${first}
${list}enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
`;
}

/** An index in memory, recording what was written. */
function memoryIndex(): ContractIndexStore & { entries: Map<string, ContractSummary>; writes: number } {
  const store = {
    entries: new Map<string, ContractSummary>(),
    writes: 0,
    read: async () => new Map(store.entries),
    write: async (entries: ReadonlyMap<string, ContractSummary>) => {
      store.writes++;
      store.entries = new Map(entries);
    },
  };
  return store;
}

const rules = new ConfigRules(defaultConfig());
const byName = (names: string[]) => ({ names: new Set(names), ids: new Set<string>() });

describe("loadContracts with a selection (a monorepo's check reads what it needs)", () => {
  let repo: TestRepo;
  let sha: string;
  beforeAll(() => {
    repo = TestRepo.init();
    const files: Record<string, string> = {};
    for (let n = 0; n < 40; n++) files[`contracts/c${String(n).padStart(2, "0")}.yaml`] = contract(n);
    // Two files claiming one id, neither of them selected by name: the second is still reported.
    files["contracts/dup-a.yaml"] = contract(100, { id: id(7) });
    // A contract naming two assets, selected by its second.
    files["contracts/multi.yaml"] = contract(200, { assets: [asset(200), asset(201)] });
    // A file that does not parse: never left out, whatever it names.
    files["contracts/zz-broken.yaml"] = "id: [unterminated\n";
    sha = repo.write(files).commit("contracts");
  });
  afterAll(() => repo.cleanup());

  it("loads the contracts naming a selected asset or id, every problem, and nothing else", async () => {
    const files = new GitRepository(repo.dir).filesAt(sha);
    const all = await loadContracts(files, rules);
    const scoped = await loadContracts(files, rules, {
      selection: { names: new Set([asset(3), asset(201)]), ids: new Set([id(12)]) },
    });
    expect(scoped.contracts.map((c) => c.file)).toEqual([
      "contracts/c03.yaml",
      "contracts/c07.yaml", // shares its id with dup-a.yaml: both are read, the duplicate reported
      "contracts/c12.yaml",
      "contracts/multi.yaml",
    ]);
    // The same problems as a whole load: the broken file and the duplicate id.
    expect(scoped.diagnostics).toEqual(all.diagnostics);
    expect(scoped.diagnostics.some((d) => d.file === "contracts/zz-broken.yaml")).toBe(true);
    expect(
      scoped.diagnostics.some((d) => d.file === "contracts/dup-a.yaml" && /already the id/.test(d.message)),
    ).toBe(true);
    // Each loaded contract is the one a whole load returns.
    for (const loaded of scoped.contracts)
      expect(loaded).toEqual(all.contracts.find((c) => c.contract.id === loaded.contract.id));
  });

  it("learns each clean file's summary once, then reads only the selected files", async () => {
    const index = memoryIndex();
    const first = countedReads(new GitRepository(repo.dir).filesAt(sha));
    await loadContracts(first.files, rules, { selection: byName([asset(5)]), index });
    expect(index.writes).toBe(1);
    // Clean files only: the broken one has no summary, so it is read every time.
    expect([...index.entries.keys()].some((k) => k.endsWith(" contracts/zz-broken.yaml"))).toBe(false);
    expect(index.entries.size).toBe(42);

    const second = countedReads(new GitRepository(repo.dir).filesAt(sha));
    const scoped = await loadContracts(second.files, rules, { selection: byName([asset(5)]), index });
    expect(scoped.contracts.map((c) => c.file)).toEqual(["contracts/c05.yaml", "contracts/c07.yaml"]);
    expect(new Set(second.reads)).toEqual(
      new Set([
        "contracts/c05.yaml",
        "contracts/c07.yaml",
        "contracts/dup-a.yaml",
        "contracts/zz-broken.yaml",
      ]),
    );
    expect(index.writes).toBe(1);
  });

  it("never answers from the summary of a file's earlier content", async () => {
    const index = memoryIndex();
    await loadContracts(new GitRepository(repo.dir).filesAt(sha), rules, { selection: byName([]), index });
    // c09.yaml now names asset 5 as well: its blob is new, so it is read and selected.
    const next = repo
      .write({ "contracts/c09.yaml": contract(9, { assets: [asset(9), asset(5)] }) })
      .commit("c09");
    const scoped = await loadContracts(new GitRepository(repo.dir).filesAt(next), rules, {
      selection: byName([asset(5)]),
      index,
    });
    expect(scoped.contracts.map((c) => c.file)).toEqual([
      "contracts/c05.yaml",
      "contracts/c07.yaml",
      "contracts/c09.yaml",
    ]);
    repo.git(["reset", "--quiet", "--hard", sha]);
  });
});

describe("the contract index on disk", () => {
  it("keeps summaries between runs and treats a damaged or foreign file as empty", async () => {
    const dir = tempDir("contract-index");
    const env = { CONTRACT_SYNC_CACHE_DIR: dir };
    const store = diskContractIndex(env);
    expect(store).toBeDefined();
    await store?.write(new Map([["abc contracts/a.yaml", { ids: [id(1)], names: [asset(1)] }]]));
    expect(await diskContractIndex(env)?.read()).toEqual(
      new Map([["abc contracts/a.yaml", { ids: [id(1)], names: [asset(1)] }]]),
    );
    const file = join(dir, "contract-index-v1.json");
    const stored = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...stored, code: "other code" }));
    expect((await diskContractIndex(env)?.read())?.size).toBe(0);
    writeFileSync(file, JSON.stringify({ ...stored, entries: { "abc contracts/a.yaml": { ids: "x" } } }));
    expect((await diskContractIndex(env)?.read())?.size).toBe(0);
    writeFileSync(file, "{ not json");
    expect((await diskContractIndex(env)?.read())?.size).toBe(0);
    expect(diskContractIndex({ ...env, CONTRACT_SYNC_READ_CACHE: "0" })).toBeUndefined();
  });
});
