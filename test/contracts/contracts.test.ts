import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContractCreate } from "../../src/api/resources.js";
import { ConfigRules, defaultConfig, parseConfig } from "../../src/config/index.js";
import { formatDiagnostic } from "../../src/config/yaml-diagnostics.js";
import {
  contractResourceNames,
  loadContracts,
  parseContractFile,
  toContractCreate,
} from "../../src/contracts/index.js";
import { workingTreeFiles } from "../../src/git/files.js";
import { GitRepository } from "../../src/git/git-repository.js";
import { TestRepo } from "../support/git-repo.js";

const fixturesDir = new URL("../../fixtures/contracts/", import.meta.url).pathname;
const fixture = (name: string) => readFileSync(join(fixturesDir, name), "utf8");

describe("parseContractFile", () => {
  it("reads the example contract", () => {
    const { contracts, diagnostics } = parseContractFile(fixture("orders.yaml"), "contracts/orders.yaml");
    expect(diagnostics).toEqual([]);
    expect(contracts).toHaveLength(1);
    const { contract } = contracts[0]!;
    expect(contract).toMatchObject({
      id: "3f8a2c1e-5b7d-4e9a-8c6f-1d2e3f4a5b6c",
      name: "orders",
      status: "ACTIVE",
      version: "1.2.0",
      enforcementLevel: "BLOCK",
      restrictPii: true,
    });
    expect(contract.schema.map((f) => `${f.name}:${f.type}`)).toEqual([
      "id:int64",
      "customer_id:int64",
      "status:string",
      "total:decimal128",
      "currency:string",
      "created_at:timestamp64",
    ]);
    expect(contract.schema[3]?.constraints).toEqual({ precision: 12, scale: 2 });
  });

  it("reads one contract per YAML document, defaults status, keeps a version as written", () => {
    const { contracts, diagnostics } = parseContractFile(fixture("events.yml"), "contracts/events.yml");
    expect(diagnostics).toEqual([]);
    expect(contracts.map((c) => [c.contract.name, c.line, c.contract.status, c.contract.version])).toEqual([
      ["order_created", 2, "ACTIVE", "2.10"], // YAML alone would read 2.10 as the number 2.1
      ["customer", 25, "DRAFT", undefined],
    ]);
    expect(contracts[0]?.contract.schema[2]?.fields?.[0]?.fields?.map((f) => f.name)).toEqual([
      "sku",
      "quantity",
    ]);
    expect(contractResourceNames(contracts[1]!.contract)).toEqual([
      "protobuf://github.com/acme/shop:proto/customer.proto:acme.shop.Customer",
    ]);
  });

  it("names file, key and line of every mistake", () => {
    const { contracts, diagnostics } = parseContractFile(
      fixture("invalid/broken.yaml"),
      "contracts/broken.yaml",
    );
    expect(contracts).toEqual([]);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      "contracts/broken.yaml:2: error: id: Invalid GUID",
      "contracts/broken.yaml:4: error: owner: Invalid email address",
      expect.stringMatching(
        /^contracts\/broken\.yaml:6: error: enforcementLevel: Invalid option: expected one of "RECORD"/,
      ),
      expect.stringMatching(
        /^contracts\/broken\.yaml:9: error: schema\[0\]\.type: Invalid option: expected one of "null"/,
      ),
      "contracts/broken.yaml:12: error: schema[1].optinal: unknown key",
    ]);
  });

  it("requires a resource name, a schema and unique field names", () => {
    const text = [
      "id: 3f8a2c1e-5b7d-4e9a-8c6f-1d2e3f4a5b6d",
      "name: x",
      "schema:",
      "  - name: a",
      "    type: int32",
      "  - name: a",
      "    type: string",
      "",
    ].join("\n");
    const messages = parseContractFile(text, "c.yaml").diagnostics.map(formatDiagnostic);
    expect(messages).toEqual([
      'c.yaml:6: error: schema[1].name: duplicate field name "a" (first at index 0)',
      expect.stringMatching(/^c\.yaml:1: error: dataAssetResourceName: required/),
    ]);
    const empty = parseContractFile(
      "id: 3f8a2c1e-5b7d-4e9a-8c6f-1d2e3f4a5b6d\nname: x\ndataAssetResourceName: a\n",
      "d.yaml",
    );
    expect(empty.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^d\.yaml:1: error: schema: /),
    ]);
  });

  it("a broken document costs only itself", () => {
    const text = `${fixture("orders.yaml")}\n---\nname: [unclosed\n`;
    const { contracts, diagnostics } = parseContractFile(text, "two.yaml");
    expect(contracts.map((c) => c.contract.name)).toEqual(["orders"]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ file: "two.yaml", line: expect.any(Number), severity: "error" });
  });
});

describe("toContractCreate", () => {
  it("is a valid creation body of endpoint 3, with provenance", () => {
    const [loaded] = parseContractFile(fixture("orders.yaml"), "contracts/orders.yaml").contracts;
    const body = toContractCreate(loaded!, {
      gitHash: "a".repeat(40),
      gitRepo: "https://github.com/acme/shop",
      gitUser: "hanna",
      reviewers: ["carol", "erin"],
      mergedAt: "2026-02-03T04:05:06Z",
    });
    expect(ContractCreate.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: "3f8a2c1e-5b7d-4e9a-8c6f-1d2e3f4a5b6c",
      status: "ACTIVE",
      version: "1.2.0",
      enforcementLevel: "BLOCK",
      filePath: "contracts/orders.yaml",
      gitHash: "a".repeat(40),
      reviewers: ["carol", "erin"],
      contractSpec: {
        id: "3f8a2c1e-5b7d-4e9a-8c6f-1d2e3f4a5b6c",
        name: "orders",
        namespace: "shop",
        owner: "data-platform@acme.example",
        dataAssetResourceName: "postgres://shop-db:5432:postgres.public.orders",
        restrictPii: true,
      },
    });
    expect(body.contractSpec.schema).toHaveLength(6);
    expect(Object.entries(body).filter(([, value]) => value === undefined)).toEqual([]);
  });

  it("takes the first of a resource name list as the main name", () => {
    const [, customer] = parseContractFile(fixture("events.yml"), "contracts/events.yml").contracts;
    const body = toContractCreate(customer!);
    expect(ContractCreate.safeParse(body).success).toBe(true);
    expect(body.contractSpec.dataAssetResourceName).toBe(
      "protobuf://github.com/acme/shop:proto/customer.proto:acme.shop.Customer",
    );
  });

  it("refuses malformed provenance (a caller's bug)", () => {
    const [loaded] = parseContractFile(fixture("orders.yaml"), "contracts/orders.yaml").contracts;
    expect(() => toContractCreate(loaded!, { gitHash: "abc" })).toThrow(/contracts\/orders\.yaml/);
  });
});

describe("loadContracts", () => {
  let repo: TestRepo;
  let sha: string;
  beforeAll(() => {
    repo = TestRepo.init();
    cpSync(fixturesDir, join(repo.dir, "contracts"), { recursive: true });
    repo.write({
      // same id as orders.yaml, in a later path: reported, the first is kept
      "contracts/zz-copy.yaml": fixture("orders.yaml").replace("name: orders", "name: orders-copy"),
      "contracts/notes.txt": "not a contract",
      "db/contracts-like.yaml": "not matched by the glob",
    });
    sha = repo.commit("contracts");
  });
  afterAll(() => repo.cleanup());

  const ignoreInvalid = () => {
    const { config } = parseConfig('ignore: ["contracts/invalid/**"]\n');
    return new ConfigRules(config);
  };

  it("loads every contract of a commit, reporting bad files and duplicate ids", async () => {
    const files = new GitRepository(repo.dir).filesAt(sha);
    const { contracts, diagnostics } = await loadContracts(files, new ConfigRules(defaultConfig()));
    expect(contracts.map((c) => `${c.file}#${c.contract.name}`)).toEqual([
      "contracts/events.yml#order_created",
      "contracts/events.yml#customer",
      "contracts/orders.yaml#orders",
    ]);
    const messages = diagnostics.map(formatDiagnostic);
    expect(messages.filter((m) => m.startsWith("contracts/invalid/broken.yaml:"))).toHaveLength(5);
    expect(messages).toContain(
      "contracts/zz-copy.yaml:5: error: id: 3f8a2c1e-5b7d-4e9a-8c6f-1d2e3f4a5b6c is already the id of the contract in contracts/orders.yaml:5",
    );
  });

  it("honours ignore globs, and reads the working tree the same way", async () => {
    const fromGit = await loadContracts(new GitRepository(repo.dir).filesAt(sha), ignoreInvalid());
    const fromDisk = await loadContracts(workingTreeFiles(repo.dir), ignoreInvalid());
    expect(fromGit.diagnostics.some((d) => d.file.startsWith("contracts/invalid/"))).toBe(false);
    expect(fromDisk).toEqual(fromGit);
  });
});
