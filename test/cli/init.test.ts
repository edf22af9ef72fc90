// `contract-sync init` on a real repository (the demo's schemas without its config and contracts), then `check`.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { parseContractFile } from "../../src/contracts/index.js";
import { TestRepo } from "../support/git-repo.js";
import { capture as captureIO } from "./run-cli.js";

const DEMO = fileURLToPath(new URL("../../fixtures/demo/", import.meta.url));
const SOURCES = ["--data-source", "github.com/acme/shop", "--database-source", "shop-db:5432"];

/** The CLI's io, captured (test/cli/run-cli.ts), with this file's environment. */
const capture = (cwd: string) => captureIO(cwd, { GITHUB_REPOSITORY: undefined });

describe.sequential("contract-sync init", () => {
  let repo: TestRepo;
  let before: string;

  beforeAll(() => {
    repo = TestRepo.init();
    cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
    rmSync(join(repo.dir, ".github"), { recursive: true });
    rmSync(join(repo.dir, "contracts"), { recursive: true });
    before = repo.commit("a repository with schemas and no contracts");
  });
  afterAll(() => repo.cleanup());

  it("--dry-run lists what it would write and writes nothing", async () => {
    const io = capture(repo.dir);
    expect(
      await main(["init", "--dry-run", ...SOURCES, "--api-url", "https://contracts.acme.example"], io),
    ).toBe(0);
    expect(io.out.trim().split("\n")).toEqual([
      "would write .github/contract-sync.yml: configuration",
      "would write contracts/orders.yaml: contract skeleton for postgres://shop-db:5432:postgres.public.orders",
      "would write contracts/customer.yaml: contract skeleton for protobuf://github.com/acme/shop:proto/customer.proto:acme.shop.Customer",
      "would write contracts/order-created.yaml: contract skeleton for avro://github.com/acme/shop:schemas/order_created.avsc:com.acme.shop.OrderCreated",
      "would write .github/CODEOWNERS: owners of 3 contract files (placeholder @your-org/data-owners)",
      "would write .github/workflows/contracts.yml: pull request check",
      "would write .github/workflows/publish-contracts.yml: publish on merge",
      "found    1 postgres, 1 protobuf, 1 avro assets",
      "next     replace @your-org/data-owners in .github/CODEOWNERS with the contracts' owners (GitHub users or teams), and name the same as approvers: in each contract, who approves an intended break",
      "next     review the contracts: set status: ACTIVE and an enforcementLevel (BLOCK fails a pull request), then commit",
    ]);
    expect(repo.git(["status", "--porcelain"])).toBe("");
  });

  it("writes DRAFT / RECORD skeletons with the fields and constraints of the schema, then never overwrites", async () => {
    const io = capture(repo.dir);
    expect(await main(["init", ...SOURCES], io)).toBe(0);
    const text = readFileSync(join(repo.dir, "contracts/orders.yaml"), "utf8");
    expect(text.split("\n")[0]).toBe(
      "# yaml-language-server: $schema=https://unpkg.com/contract-sync@0/schemas/contract.schema.json",
    );
    expect(readFileSync(join(repo.dir, ".github/contract-sync.yml"), "utf8").split("\n")[0]).toBe(
      "# yaml-language-server: $schema=https://unpkg.com/contract-sync@0/schemas/contract-sync.config.schema.json",
    );
    const parsed = parseContractFile(text, "contracts/orders.yaml");
    expect(parsed.diagnostics).toEqual([]);
    const orders = parsed.contracts[0]?.contract;
    expect(orders).toMatchObject({
      status: "DRAFT",
      enforcementLevel: "RECORD",
      dataAssetResourceName: "postgres://shop-db:5432:postgres.public.orders",
    });
    expect(orders?.id).toMatch(/^[0-9a-f-]{36}$/);
    // The demo's own orders contract names the same fields.
    const demo = parseContractFile(readFileSync(join(DEMO, "base/contracts/orders.yaml"), "utf8"), "x")
      .contracts[0];
    for (const field of demo?.contract.schema ?? [])
      expect(orders?.schema.map((f) => f.name)).toContain(field.name);
    expect(JSON.stringify(orders?.schema)).toContain('"constraints"');

    // A CODEOWNERS entry for each contract file it wrote, with an owner to fill in.
    expect(readFileSync(join(repo.dir, ".github/CODEOWNERS"), "utf8").split("\n")).toEqual([
      "# Data contracts (contract-sync init): replace @your-org/data-owners with their owners.",
      "/contracts/orders.yaml @your-org/data-owners",
      "/contracts/customer.yaml @your-org/data-owners",
      "/contracts/order-created.yaml @your-org/data-owners",
      "",
    ]);

    const again = capture(repo.dir);
    expect(await main(["init", ...SOURCES], again)).toBe(0);
    expect(again.out).not.toContain("wrote");
    expect(again.out).toContain("kept     contracts/orders.yaml (exists)");
    expect(readFileSync(join(repo.dir, "contracts/orders.yaml"), "utf8")).toBe(text);
  });

  it("check of the pull request that adds what init wrote gives zero findings", async () => {
    const head = repo.commit("contract-sync init");
    const io = capture(repo.dir);
    const code = await main(["check", "--base", before, "--head", head, "--format", "json"], io);
    const result = JSON.parse(io.out) as { verdict: { verdict: string }; violations: number };
    expect(result.violations).toBe(0);
    expect(result.verdict.verdict).toBe("pass");
    expect(code).toBe(0);
    const md = capture(repo.dir);
    await main(["check", "--base", before, "--head", head], md);
    expect(md.out).toContain("all clear");
  });

  it("the skeletons bind to their assets once ACTIVE: the demo's breaking change is recorded, without blocking", async () => {
    // DRAFT skeletons are not enforced; the owner activates them (RECORD: violations recorded, nothing blocks).
    for (const file of ["orders", "customer", "order-created"]) {
      const path = join(repo.dir, `contracts/${file}.yaml`);
      writeFileSync(path, readFileSync(path, "utf8").replace("status: DRAFT", "status: ACTIVE"));
    }
    const activated = repo.commit("activate the contracts");
    cpSync(join(DEMO, "head"), repo.dir, { recursive: true });
    const head = repo.commit("the demo's breaking change");
    const io = capture(repo.dir);
    const code = await main(["check", "--base", activated, "--head", head, "--format", "json"], io);
    const result = JSON.parse(io.out) as { verdict: { verdict: string }; violations: number };
    expect(result.violations).toBeGreaterThan(0);
    expect(result.verdict.verdict).toBe("pass");
    expect(code).toBe(0);
  });
});

describe("contract-sync schema --contract", () => {
  it("prints one skeleton that parses as a contract of the file's asset", async () => {
    // A repository of its own: resource names are relative to the repository the file is in.
    const demo = TestRepo.init();
    cpSync(join(DEMO, "base"), demo.dir, { recursive: true });
    demo.commit("demo");
    const io = capture(demo.dir);
    expect(
      await main(
        ["schema", "schemas/order_created.avsc", "--contract", "--data-source", "github.com/acme/shop"],
        io,
      ),
    ).toBe(0);
    const parsed = parseContractFile(io.out, "x.yaml");
    expect(parsed.diagnostics).toEqual([]);
    expect(
      parsed.contracts.map((c) => [
        c.contract.dataAssetResourceName,
        c.contract.status,
        c.contract.enforcementLevel,
      ]),
    ).toEqual([
      [
        "avro://github.com/acme/shop:schemas/order_created.avsc:com.acme.shop.OrderCreated",
        "DRAFT",
        "RECORD",
      ],
    ]);
    expect(parsed.contracts[0]?.contract.schema.map((f) => f.name)).toContain("order_id");
    demo.cleanup();
  });
});

describe("contract-sync init and CODEOWNERS", () => {
  it("extends an existing .github/CODEOWNERS with the new contract files, never a line twice", async () => {
    const repo = TestRepo.init();
    try {
      cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
      rmSync(join(repo.dir, "contracts"), { recursive: true, force: true });
      mkdirSync(join(repo.dir, ".github"), { recursive: true });
      const existing = "* @acme/maintainers\n/contracts/orders.yaml @acme/finance";
      writeFileSync(join(repo.dir, ".github/CODEOWNERS"), existing);
      repo.commit("demo without contracts");
      const io = capture(repo.dir);
      expect(await main(["init", ...SOURCES], io)).toBe(0);
      expect(io.out).toContain("extended .github/CODEOWNERS: owners of 3 contract files");
      const lines = readFileSync(join(repo.dir, ".github/CODEOWNERS"), "utf8").split("\n");
      expect(lines.slice(0, 2)).toEqual(existing.split("\n"));
      expect(lines).toContain("/contracts/customer.yaml @your-org/data-owners");
      // The files init keeps (they exist) get no entry: only those it writes, each once.
      rmSync(join(repo.dir, "contracts/customer.yaml"));
      const again = capture(repo.dir);
      expect(await main(["init", ...SOURCES], again)).toBe(0);
      const after = readFileSync(join(repo.dir, ".github/CODEOWNERS"), "utf8").split("\n");
      expect(after.filter((l) => l === "/contracts/customer.yaml @your-org/data-owners")).toHaveLength(1);
      expect(after.filter((l) => l.startsWith("# Data contracts"))).toHaveLength(1);
    } finally {
      repo.cleanup();
    }
  });
});
