// A publish reads only the schema files that can yield an asset a contract names (issue 31: 10,000
// contracts over 50,000 schema files), and still finds every named asset any file yields.
import { afterAll, describe, expect, it } from "vitest";
import { monorepo, resourceNameOf } from "../../bench/monorepo.js";
import { ConfigRules, parseConfig } from "../../src/config/config.js";
import type { RepoFiles } from "../../src/git/files.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders } from "../../src/schema/index.js";
import { type ReadAsset, resourceName } from "../../src/schema/model.js";
import { readRepository, SourceMap } from "../../src/sync/asset-reads.js";
import { readNamedAssets } from "../../src/sync/named-reads.js";

afterAll(closeReaders);

const SHOP = "github.com/acme/shop";
const WAREHOUSE = "warehouse:5432";
const CONFIG = `sources:
  - glob: "avro/**/*.avsc"
    type: avro
    dataSource: ${SHOP}
  - glob: "ddl/**/*.sql"
    type: postgres
    dataSource: ${WAREHOUSE}
  - glob: "db/migrations/*.sql"
    type: postgres
    dataSource: app-db:5432
    migrations: true
`;
const sourcesOf = (config: string) =>
  new SourceMap(new ConfigRules(parseConfig(config, ".github/contract-sync.yml").config));
const repo = (files: Record<string, string>) => memorySource(files) as RepoFiles;
const avro = (name: string) =>
  JSON.stringify({ type: "record", name, namespace: "acme", fields: [{ name: "id", type: "long" }] });
const nameOf = (a: ReadAsset) => resourceName(a.sourceType, a.dataSource, a.path);

const FILES = {
  "avro/orders.avsc": avro("Order"),
  "avro/refunds.avsc": avro("Refund"),
  "ddl/orders.sql": "CREATE TABLE Orders (id bigint NOT NULL);\n",
  "ddl/audit.sql": "CREATE TABLE audit (id bigint);\n",
  "ddl/odd.sql": 'CREATE TABLE "Line Items" (id bigint);\n',
  "db/migrations/V1__init.sql": "CREATE TABLE users (id bigint);\n",
  "db/migrations/V2__more.sql": "ALTER TABLE users ADD COLUMN email text;\n",
};

describe("a publish reads the schema files that can yield a named asset", () => {
  it("reads a schema file whose path a name starts with, and a SQL file whose text names a named table", async () => {
    const names = new Set([
      `avro://${SHOP}:avro/orders.avsc:acme.Order`,
      `postgres://${WAREHOUSE}:postgres.public.orders`,
    ]);
    const read = await readNamedAssets(repo(FILES), sourcesOf(CONFIG), names);
    expect(read.read).toEqual(["avro/orders.avsc", "ddl/orders.sql"]);
    expect(read.targets).toBe(6);
    expect(read.assets.map(nameOf).sort()).toEqual([...names].sort());
  });

  it("reads a migration folder whenever a name is under its data source, and a quoted table by its text", async () => {
    const names = new Set([
      "postgres://app-db:5432:postgres.public.users",
      `postgres://${WAREHOUSE}:postgres.public.Line Items`,
    ]);
    const read = await readNamedAssets(repo(FILES), sourcesOf(CONFIG), names);
    expect(read.read).toEqual(["db/migrations", "ddl/odd.sql"]);
    expect(read.assets.map(nameOf).sort()).toEqual([...names].sort());
    const users = read.assets.find((a) => a.path === "postgres.public.users");
    expect(users?.schema.fields?.map((f) => f.name)).toEqual(["id", "email"]);
  });

  it("reads nothing for names no target's source holds", async () => {
    const names = new Set([
      "kafka://broker:9092:orders",
      `avro://github.com/acme/other:avro/orders.avsc:acme.Order`,
    ]);
    const read = await readNamedAssets(repo(FILES), sourcesOf(CONFIG), names);
    expect(read.read).toEqual([]);
    expect(read.assets).toEqual([]);
  });

  it("finds a table whose name its file's text does not hold by reading the rest of that source, and only that", async () => {
    const files = {
      ...FILES,
      "ddl/dynamic.sql": "DO $$ BEGIN EXECUTE 'CREATE TABLE ' || 'ship' || 'ments (id bigint)'; END $$;\n",
    };
    const names = new Set([`postgres://${WAREHOUSE}:postgres.public.shipments`]);
    const read = await readNamedAssets(repo(files), sourcesOf(CONFIG), names);
    expect(read.read.sort()).toEqual(["ddl/audit.sql", "ddl/dynamic.sql", "ddl/odd.sql", "ddl/orders.sql"]);
    expect(read.assets.map(nameOf)).toEqual([...names]);
  });

  it("gives what a read of every file filtered to the names gives, on a generated monorepo", async () => {
    const generated = monorepo(20, 7);
    const files = repo(generated.files);
    const sources = sourcesOf(generated.files[".github/contract-sync.yml"] ?? "");
    const names = new Set(generated.contracted.map(resourceNameOf));
    const all = (await readRepository(files, sources)).assets.filter((a) => names.has(nameOf(a)));
    const read = await readNamedAssets(files, sources, names);
    expect(read.assets.map(nameOf).sort()).toEqual(all.map(nameOf).sort());
    expect(read.assets.length).toBe(names.size);
    expect(read.read.length).toBeLessThan(read.targets / 2);
  }, 120_000);
});
