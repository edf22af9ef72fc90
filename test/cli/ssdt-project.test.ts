// An SSDT database project (a .sqlproj, one CREATE TABLE per file under <schema>/Tables/, schema-
// qualified [dbo].[X] names, GO batches, extended properties, views and procedures beside the tables),
// as Microsoft's samples and most SQL Server teams lay it out: init and then a pull request's check.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { main } from "../../src/cli/main.js";
import { fixtureFiles } from "../support/fixture-files.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const FIXTURE = fileURLToPath(new URL("../schema/mssql/ssdt/", import.meta.url));

interface Field {
  name: string;
  type: string;
  optional?: boolean;
  constraints?: Record<string, unknown>;
}

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

async function initialised() {
  const repo = TestRepo.init().write(fixtureFiles(FIXTURE));
  repos.push(repo);
  repo.commit("the database project");
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(["init"], io);
  const read = (path: string) => readFileSync(join(repo.dir, path), "utf8");
  return { repo, code, io, read };
}

describe("an SSDT project", () => {
  it("init writes one T-SQL rule for the project and a contract per table, read file by file", async () => {
    const { code, read, io } = await initialised();
    expect(code, io.err).toBe(0);
    const config = parse(read(".github/contract-sync.yml")) as { sources: Record<string, unknown>[] };
    expect(config.sources).toEqual([
      expect.objectContaining({ glob: "Shop.Database/**/*.sql", type: "mssql", migrations: true }),
    ]);
    const order = parse(read("contracts/order.yaml")) as { dataAssetResourceName: string; schema: Field[] };
    expect(order.dataAssetResourceName).toMatch(/^mssql:\/\/.+:Sales\.Order$/);
    expect(order.schema.map((f) => f.name)).toEqual(["OrderId", "CustomerId", "Total", "Status"]);
    expect(order.schema[2]).toMatchObject({ type: "decimal128", constraints: { precision: 19, scale: 4 } });
    const customer = parse(read("contracts/customer.yaml")) as { schema: Field[] };
    expect(customer.schema.find((f) => f.name === "Email")?.optional).toBe(true);
    expect(customer.schema.find((f) => f.name === "RowVersion")?.type).toBe("bytes");
    const line = parse(read("contracts/order-line.yaml")) as { schema: Field[] };
    expect(line.schema.filter((f) => f.constraints?.primaryKey).map((f) => f.name)).toEqual([
      "OrderId",
      "LineNo",
    ]);
  });

  it("a pull request that drops a column of a BLOCK-contracted table fails, on the table's own file", async () => {
    const { repo, read } = await initialised();
    const contract = read("contracts/order.yaml")
      .replace("status: DRAFT", "status: ACTIVE")
      .replace(/enforcementLevel: \w+/, "enforcementLevel: BLOCK");
    const base = repo.write({ "contracts/order.yaml": contract }).commit("contracts");
    const table = read("Shop.Database/Sales/Tables/Order.sql").replace(/^\s*\[Status\].*\n/m, "");
    const head = repo.write({ "Shop.Database/Sales/Tables/Order.sql": table }).commit("drop Status");
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
    const json = JSON.parse(io.out) as {
      verdict: { verdict: string };
      findings: { rule: string; asset?: string; file?: string; field?: string }[];
      report: { unreadable: unknown[] };
    };
    expect(json.findings.map((f) => [f.rule, f.asset?.replace(/^.*:/, ""), f.file, f.field])).toEqual([
      ["MISSING_REQUIRED_PROPERTY", "Sales.Order", "Shop.Database/Sales/Tables/Order.sql", "Status"],
    ]);
    expect(json.report.unreadable).toEqual([]);
    expect(json.verdict.verdict).toBe("block");
    expect(code).toBe(1);
  });
});
