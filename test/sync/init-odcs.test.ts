// `init --format odcs` (issue 49): ODCS v3.2.0 skeletons, valid for the shipped v3.2.0 schema, bound
// to their assets in the configuration init writes (no custom property of ours in the standard's
// file), and read back by the loader as the contracts `init` writes in its own format.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ConfigRules, parseConfig } from "../../src/config/index.js";
import { loadContracts } from "../../src/contracts/index.js";
import { validateOdcs } from "../../src/contracts/odcs-schemas.js";
import type { RepoFiles } from "../../src/git/files.js";
import { type InitOptions, type InitPlan, planInit } from "../../src/sync/init.js";

function memoryFiles(files: Record<string, string>): RepoFiles {
  const paths = Object.keys(files).sort();
  return {
    readText: async (path) => files[path],
    list: async (dir) =>
      paths.filter((p) => p.startsWith(`${dir}/`) && !p.slice(dir.length + 1).includes("/")),
    listAll: async () => paths,
  };
}

/** One asset of each kind of reader init detects cheaply: Avro records, a Protobuf message, JSON Schema, a MySQL table. */
const REPOSITORY: Record<string, string> = {
  "schemas/order.avsc": JSON.stringify({
    type: "record",
    name: "Order",
    namespace: "com.acme",
    fields: [
      { name: "order_id", type: "string" },
      { name: "status", type: { type: "enum", name: "Status", symbols: ["NEW", "PAID"] } },
      { name: "note", type: ["null", "string"], default: null },
      { name: "lines", type: { type: "array", items: "long" } },
      { name: "attributes", type: { type: "map", values: "string" } },
    ],
  }),
  "proto/shipment.proto":
    'syntax = "proto3";\npackage acme.logistics;\nmessage Shipment {\n  string shipment_id = 1;\n  int64 weight_grams = 2;\n}\n',
  "events/refund.schema.json": JSON.stringify({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    required: ["refund_id"],
    properties: { refund_id: { type: "string", maxLength: 36 }, amount: { type: "number" } },
  }),
  "db/dump.sql":
    "CREATE TABLE `customers` (\n  `id` bigint NOT NULL AUTO_INCREMENT,\n  `email` varchar(320) NOT NULL,\n  PRIMARY KEY (`id`)\n) ENGINE=InnoDB;\n",
};

const OPTIONS: InitOptions = { dataSource: "github.com/acme/shop", databaseSource: "localhost:3306" };

const contractFiles = (plan: InitPlan) => plan.files.filter((f) => f.what.startsWith("contract skeleton"));

/** The files as they are after init wrote the plan (init never overwrites: an existing file is kept). */
function afterInit(before: Record<string, string>, plan: InitPlan): Record<string, string> {
  const after = { ...before };
  for (const file of plan.files) after[file.path] ??= file.text;
  return after;
}

async function loaded(files: Record<string, string>) {
  const config = parseConfig(files[".github/contract-sync.yml"] ?? "");
  expect(config.diagnostics).toEqual([]);
  return loadContracts(memoryFiles(files), new ConfigRules(config.config));
}

/** What a contract says about its asset, without its id (random) and version (ODCS requires one). */
const gist = (contract: Record<string, unknown>) => {
  const { id: _id, version: _version, ...rest } = contract;
  return rest;
};

describe("init --format odcs", () => {
  it("writes ODCS v3.2.0 documents, valid for the shipped schema, bound in the configuration it writes, read back as the contracts init writes natively", async () => {
    const native = await planInit(memoryFiles(REPOSITORY), OPTIONS);
    const odcs = await planInit(memoryFiles(REPOSITORY), { ...OPTIONS, format: "odcs" });
    const written = contractFiles(odcs);
    expect(written.map((f) => f.path)).toEqual(
      contractFiles(native).map((f) => f.path.replace(/\.yaml$/, ".odcs.yaml")),
    );
    expect(written).toHaveLength(4);
    const config = parse(odcs.files.find((f) => f.path === ".github/contract-sync.yml")!.text);
    expect(config.odcs.bindings).toHaveLength(written.length);
    for (const file of written) {
      const document = parse(file.text);
      expect(validateOdcs(document), file.path).toEqual([]);
      expect(document).toMatchObject({
        apiVersion: "v3.2.0",
        kind: "DataContract",
        status: "draft",
        version: "0.1.0",
      });
      // No custom property binds it: the configuration's binding, by the document's id, does.
      expect(file.text).not.toContain("contractSyncResourceName");
      expect(file.text).not.toContain("customProperties:\n  - property: enforcementLevel");
      expect(config.odcs.bindings).toContainEqual({
        contract: document.id,
        resource: expect.any(String),
        enforcementLevel: "RECORD",
      });
    }
    const table = parse(written.find((f) => f.path.endsWith("customers.odcs.yaml"))!.text).schema[0];
    expect(table).toMatchObject({ name: "customers", physicalName: "customers", physicalType: "table" });

    const fromNative = await loaded(afterInit(REPOSITORY, native));
    const fromOdcs = await loaded(afterInit(REPOSITORY, odcs));
    expect(fromOdcs.diagnostics).toEqual([]);
    expect(fromOdcs.contracts.every((c) => c.format === "odcs" && c.contract.version === "0.1.0")).toBe(true);
    expect(fromOdcs.contracts.map((c) => gist(c.contract))).toEqual(
      fromNative.contracts.map((c) => gist(c.contract)),
    );
  });

  it("with a configuration there already (init does not rewrite it), each document binds itself by its custom property, and says so", async () => {
    const config = "version: 1\ndataSource: github.com/acme/shop\ncontracts: ['contracts/**/*.yaml']\n";
    const before = { ...REPOSITORY, ".github/contract-sync.yml": config };
    const plan = await planInit(memoryFiles(before), {
      ...OPTIONS,
      format: "odcs",
      start: { status: "ACTIVE", level: "BLOCK" },
    });
    expect(plan.files.map((f) => f.path)).not.toContain(".github/contract-sync.yml");
    const written = contractFiles(plan);
    expect(written.map((f) => f.what)).toEqual(
      written.map(() =>
        expect.stringMatching(/^contract skeleton \(ODCS v3\.2\.0, bound by contractSyncResourceName\) for /),
      ),
    );
    for (const file of written) expect(validateOdcs(parse(file.text))).toEqual([]);
    const back = await loaded(afterInit(before, plan));
    expect(back.diagnostics).toEqual([]);
    expect(back.contracts.map((c) => [c.contract.status, c.contract.enforcementLevel])).toEqual(
      written.map(() => ["ACTIVE", "BLOCK"]),
    );
  });
});

/** An ODCS contract a team wrote, outside init's default globs, with no binding of ours. */
const FOUND = `apiVersion: v3.1.0
kind: DataContract
id: urn:datacontract:shop
name: shop
version: 2.0.0
status: active
schema:
  - name: Order
    properties: [{ name: order_id, logicalType: string, required: true }]
  - name: Customers
    physicalName: customers
    physicalType: table
    properties: [{ name: id, logicalType: integer, required: true }]
  - name: shipment
    properties: [{ name: shipment_id, logicalType: string }]
  - name: refund
    properties: [{ name: refund_id, logicalType: string, required: true }]
  - name: Event
    properties: [{ name: at, logicalType: timestamp }]
  - name: ghost
    properties: [{ name: boo, logicalType: string }]
`;

const event = (namespace: string) =>
  JSON.stringify({ type: "record", name: "Event", namespace, fields: [{ name: "at", type: "long" }] });

const WITH_FOUND = {
  ...REPOSITORY,
  "datacontracts/shop.odcs.yaml": FOUND,
  "schemas/a/event.avsc": event("a"),
  "schemas/b/event.avsc": event("b"),
};

const BOUND = {
  Order: "avro://github.com/acme/shop:schemas/order.avsc:com.acme.Order",
  Customers: "mysql://localhost:3306:customers",
  shipment: "protobuf://github.com/acme/shop:proto/shipment.proto:acme.logistics.Shipment",
  refund: "json_schema://github.com/acme/shop:events/refund.schema.json",
};

describe("init onboarding an ODCS contract it finds", () => {
  it("reads it (its file joins contracts), binds each object to the one asset it names, and says which binding to write where it cannot decide", async () => {
    const plan = await planInit(memoryFiles(WITH_FOUND), OPTIONS);
    const config = parse(plan.files.find((f) => f.path === ".github/contract-sync.yml")!.text);
    expect(config.contracts).toEqual(["contracts/**/*.{yaml,yml}", "datacontracts/shop.odcs.yaml"]);
    const expected = Object.entries(BOUND).map(([object, resource]) => ({
      contract: "urn:datacontract:shop",
      object,
      resource,
      enforcementLevel: "RECORD",
    }));
    expect(config.odcs.bindings).toEqual(expected);
    expect(plan.odcsBound.map((b) => [b.object, b.binding?.resource])).toEqual(
      Object.entries(BOUND).map(([object, resource]) => [
        `schema[${Object.keys(BOUND).indexOf(object)}] "${object}"`,
        resource,
      ]),
    );
    expect(plan.skipped).toEqual([
      {
        path: "datacontracts/shop.odcs.yaml",
        why: 'ODCS schema[4] "Event" names 2 assets: avro://github.com/acme/shop:schemas/a/event.avsc:a.Event, avro://github.com/acme/shop:schemas/b/event.avsc:b.Event; write in the config: odcs: { bindings: [ {"contract":"urn:datacontract:shop","object":"Event","resource":"avro://github.com/acme/shop:schemas/a/event.avsc:a.Event"} ] }',
      },
      {
        path: "datacontracts/shop.odcs.yaml",
        why: 'ODCS schema[5] "ghost" names no asset of this repository; write in the config: odcs: { bindings: [ {"contract":"urn:datacontract:shop","object":"ghost","resource":"<resource name as contract-sync schema prints it>"} ] }',
      },
    ]);
    // The assets the found contract covers get no skeleton of their own; the undecided ones do.
    expect(contractFiles(plan).map((f) => f.what.replace(/^contract skeleton for /, ""))).toEqual([
      "avro://github.com/acme/shop:schemas/a/event.avsc:a.Event",
      "avro://github.com/acme/shop:schemas/b/event.avsc:b.Event",
    ]);
    // Read back: the objects init could not bind leave the document unread (errors naming them)...
    const after = afterInit(WITH_FOUND, plan);
    expect((await loaded(after)).diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining('schema[4] "Event" is the contract of no asset'),
      expect.stringContaining('schema[5] "ghost" is the contract of no asset'),
    ]);
    // ... and without them, each object is the contract of the asset init bound it to.
    after["datacontracts/shop.odcs.yaml"] = FOUND.slice(0, FOUND.indexOf("  - name: Event"));
    const back = await loaded(after);
    expect(back.diagnostics).toEqual([]);
    const odcs = back.contracts.filter((c) => c.format === "odcs");
    expect(odcs.map((c) => [c.contract.dataAssetResourceName, c.contract.enforcementLevel])).toEqual(
      Object.values(BOUND).map((name) => [name, "RECORD"]),
    );
  });

  it("with a configuration there already, it writes nothing into it and says which binding to add, and that the file is outside its globs", async () => {
    const before = {
      ...WITH_FOUND,
      ".github/contract-sync.yml":
        "version: 1\ndataSource: github.com/acme/shop\nsources:\n  - { glob: db/*.sql, type: mysql, dataSource: 'localhost:3306' }\n",
    };
    const plan = await planInit(memoryFiles(before), OPTIONS);
    expect(plan.odcsBound).toEqual([]);
    const whys = plan.skipped.filter((s) => s.path === "datacontracts/shop.odcs.yaml").map((s) => s.why);
    expect(whys[0]).toBe(
      "an ODCS contract outside the config's contracts globs: add datacontracts/shop.odcs.yaml to contracts",
    );
    for (const [object, resource] of Object.entries(BOUND))
      expect(whys).toContainEqual(
        expect.stringContaining(
          `"${object}" is the contract of ${resource}: add to the config: odcs: { bindings: [ {"contract":"urn:datacontract:shop","object":"${object}","resource":"${resource}","enforcementLevel":"RECORD"} ] }`,
        ),
      );
  });
});
