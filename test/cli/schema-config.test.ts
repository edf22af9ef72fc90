// `contract-sync schema` reads the repository's configuration and prints the names `check` uses,
// for absolute paths and paths outside the current folder.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { TestRepo, tempDir } from "../support/git-repo.js";
import { capture as captureIO } from "./run-cli.js";

/** The CLI's io, captured (test/cli/run-cli.ts), with this file's environment. */
const capture = (cwd: string) =>
  captureIO(cwd, { CONTRACT_SYNC_API_KEY: process.env.CONTRACT_SYNC_API_KEY, GITHUB_REPOSITORY: undefined });

const names = (out: string) =>
  (JSON.parse(out) as Array<{ resourceName: string }>).map((a) => a.resourceName);

describe.sequential("contract-sync schema with the repository's configuration", () => {
  let repo: TestRepo;
  let elsewhere: string;

  beforeAll(() => {
    repo = TestRepo.init();
    repo.write({
      ".github/contract-sync.yml": `sources:
  - glob: "db/migrations/*.sql"
    type: postgres
    dataSource: shop-db:5432
    migrations: true
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
`,
      "db/migrations/001_orders.sql": "CREATE TABLE orders (id bigint NOT NULL);\n",
      "db/migrations/002_note.sql": "ALTER TABLE orders ADD COLUMN note text;\n",
      "schemas/orders.avsc": JSON.stringify({
        type: "record",
        name: "Order",
        namespace: "acme",
        fields: [{ name: "id", type: "long" }],
      }),
      "contracts/orders.yaml": `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: orders
dataAssetResourceName: avro://github.com/acme/shop:schemas/orders.avsc:acme.Order
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
`,
    });
    repo.commit("base");
    elsewhere = tempDir("elsewhere");
  });
  afterAll(() => repo.cleanup());

  it("prints the config's resource names for an absolute path outside the current folder", async () => {
    const io = capture(elsewhere);
    expect(await main(["schema", `${repo.dir}/schemas/orders.avsc`], io)).toBe(0);
    expect(names(io.out)).toEqual(["avro://github.com/acme/shop:schemas/orders.avsc:acme.Order"]);
  });

  it("reads one migration as its configured folder, as check does", async () => {
    const io = capture(`${repo.dir}/db`);
    expect(await main(["schema", "migrations/002_note.sql"], io)).toBe(0);
    const assets = JSON.parse(io.out) as Array<{
      resourceName: string;
      schema: { fields: Array<{ name: string }> };
    }>;
    expect(assets.map((a) => a.resourceName)).toEqual(["postgres://shop-db:5432:postgres.public.orders"]);
    expect(assets[0]?.schema.fields.map((f) => f.name)).toEqual(["id", "note"]);
  });

  it("a --config that does not exist is an error naming it", async () => {
    const io = capture(repo.dir);
    expect(await main(["schema", "--config", "ci/none.yml", "schemas/orders.avsc"], io)).toBe(2);
    expect(io.err).toContain("ci/none.yml");
  });

  it("prints the same names check holds contracts to: the contract points at an existing asset", async () => {
    repo.write({
      "contracts/orders.yaml": `${repo.git(["show", "HEAD:contracts/orders.yaml"])}version: "2"\n`,
    });
    const base = repo.head();
    const head = repo.commit("touch the contract");
    const io = capture(repo.dir);
    expect(await main(["check", "--base", base, "--head", head, "--format", "json"], io)).toBe(0);
    const json = JSON.parse(io.out) as { report: { findings?: unknown[] } };
    expect(json.report.findings ?? []).toEqual([]);
  });
});
