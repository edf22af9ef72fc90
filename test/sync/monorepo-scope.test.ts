// A check on a repository of many contracts reads and seeds only those its changed files concern,
// and every contract where a change may concern any (docs/configure.md "Monorepos"): over a real Git
// repository and the embedded service.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitRepository } from "../../src/git/git-repository.js";
import { closeReaders } from "../../src/schema/index.js";
import { type EmbeddedService, startEmbeddedService } from "../../src/server/embedded.js";
import { runCheck } from "../../src/sync/check/pipeline.js";
import { TestRepo, tempDir } from "../support/git-repo.js";

const CONFIG = ".github/contract-sync.yml";
const CONTRACTS = 30;
const pad = (n: number) => String(n).padStart(2, "0");
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const asset = (n: number) => `avro://github.com/acme/mono:schemas/s${pad(n)}/r${pad(n)}.avsc:acme.R${pad(n)}`;

function avsc(n: number, fields = ["id", "name"]): string {
  return JSON.stringify({
    type: "record",
    name: `R${pad(n)}`,
    namespace: "acme",
    fields: fields.map((f) => ({ name: f, type: "string" })),
  });
}

function contract(n: number, options: { id?: string; level?: string } = {}): string {
  return `id: ${options.id ?? id(n)}
name: c${pad(n)}
owner: team${n}@acme.example
dataAssetResourceName: ${asset(n)}
enforcementLevel: ${options.level ?? "BLOCK"}
schema:
  - name: id
    type: string
  - name: name
    type: string
`;
}

describe.sequential("the base contracts a check reads in a repository of many", () => {
  let service: EmbeddedService;
  let repo: TestRepo;
  let base: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    service = await startEmbeddedService();
    repo = TestRepo.init();
    const files: Record<string, string> = {
      [CONFIG]: `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/mono
`,
    };
    for (let n = 0; n < CONTRACTS; n++) {
      files[`schemas/s${pad(n)}/r${pad(n)}.avsc`] = avsc(n);
      files[`contracts/c${pad(n)}.yaml`] = contract(n);
    }
    base = repo.write(files).commit("thirty contracts");
    // The index on disk, as on a runner whose cache folder is kept.
    process.env.CONTRACT_SYNC_READ_CACHE = "1";
    process.env.CONTRACT_SYNC_CACHE_DIR = tempDir("monorepo-scope-cache");
  }, 60_000);
  afterAll(async () => {
    process.env = saved;
    await service.close();
    await closeReaders();
    repo.cleanup();
  });

  /** Runs the check, with the contract files read at the base and the log's lines. */
  async function check(head: string) {
    const git = new GitRepository(repo.dir);
    const contractReads = new Set<string>();
    const readFileAt = git.readFileAt.bind(git);
    git.readFileAt = (rev, path) => {
      if (rev === base && path.startsWith("contracts/")) contractReads.add(path);
      return readFileAt(rev, path);
    };
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
    const outcome = await runCheck(
      { base, head, configPath: CONFIG, embedded: true },
      { git, service: service.client, log },
    );
    return { outcome, contractReads, lines, rules: outcome.findings.map((f) => f.rule) };
  }

  it("seeds the contract of the broken asset only, and once the index knows the base, reads only it", async () => {
    repo.git(["checkout", "--quiet", "-B", "break", base]);
    const head = repo.write({ "schemas/s04/r04.avsc": avsc(4, ["id"]) }).commit("drop name");
    const first = await check(head);
    expect(first.outcome.verdict.verdict).toBe("block");
    expect(first.outcome.findings.find((f) => f.level === "BLOCK")?.contract?.name).toBe("c04");
    expect(first.lines).toContain("embedded service: 1 contracts loaded");
    // The first run learns the base's contract files (all read); the next reads only c04's.
    expect(first.contractReads.size).toBe(CONTRACTS);
    const second = await check(head);
    expect(second.rules).toEqual(first.rules);
    expect([...second.contractReads]).toEqual(["contracts/c04.yaml"]);
  });

  it("reads every contract when a new file cannot be read: its neighbours' contracts speak for it", async () => {
    repo.git(["checkout", "--quiet", "-B", "unreadable", base]);
    const head = repo.write({ "schemas/s07/extra.avsc": "{ not avro" }).commit("a broken neighbour");
    const { outcome, rules } = await check(head);
    expect(rules).toContain("SCHEMA_UNREADABLE");
    expect(outcome.findings.find((f) => f.rule === "SCHEMA_UNREADABLE")?.message).toContain("c07");
    expect(outcome.verdict.verdict).toBe("block");
  });

  it("finds an untouched base contract that a new contract shadows or whose id it takes", async () => {
    repo.git(["checkout", "--quiet", "-B", "shadow", base]);
    const head = repo
      .write({
        // A second, weaker contract on asset 9, and a contract reusing contract 12's id.
        "contracts/zz-shadow.yaml": contract(9, { id: id(99), level: "NOTIFY" }),
        "contracts/zz-copy.yaml": contract(13, { id: id(12) }),
      })
      .commit("shadow and copy");
    const { outcome, rules } = await check(head);
    const weakened = outcome.findings.find((f) => f.rule === "PROTECTION_WEAKENED");
    expect(weakened?.message).toContain("a second, weaker contract");
    expect(
      outcome.findings.some((f) => /already the id of the contract in contracts\/c12\.yaml/.test(f.message)),
    ).toBe(true);
    expect(rules).toContain("PROTECTION_WEAKENED");
  });
});
