// How an ODCS schema object is bound to an asset of the repository (issue 49, "Binding without custom
// properties"): every form of a configured binding, the order custom property > binding > server,
// every server type that names a SQL table by its host, and the binding's own mistakes.
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { main } from "../../src/cli/main.js";
import { ConfigRules, parseConfig } from "../../src/config/index.js";
import { loadContracts } from "../../src/contracts/index.js";
import { odcsContextOf } from "../../src/contracts/odcs-binding.js";
import type { BindableAsset } from "../../src/contracts/odcs-match.js";
import { odcsToNative } from "../../src/contracts/odcs-read.js";
import type { RepoFiles } from "../../src/git/files.js";
import { loadChangedContracts } from "../../src/sync/check/contract-changes.js";
import { capture } from "../cli/run-cli.js";
import { TestRepo } from "../support/git-repo.js";

type Json = Record<string, unknown>;

const rulesOf = (odcs?: Json, extra: Json = {}) => {
  const { config, diagnostics } = parseConfig(
    stringify({ version: 1, dataSource: "github.com/acme/shop", ...extra, ...(odcs ? { odcs } : {}) }),
  );
  expect(diagnostics).toEqual([]);
  return new ConfigRules(config);
};

/** A document of our own: one contract, two objects (a table and its lines). */
function documentOf(extra: Json = {}, objectExtra: Json = {}): Json {
  const object = (name: string, physicalName: string) => ({
    name,
    physicalName,
    physicalType: "table",
    properties: [{ name: "id", logicalType: "integer", required: true }],
    ...objectExtra,
  });
  return {
    apiVersion: "v3.1.0",
    kind: "DataContract",
    id: "urn:datacontract:shop:orders",
    name: "shop_orders",
    version: "1.0.0",
    status: "active",
    schema: [object("Orders", "orders"), object("OrderLines", "order_lines")],
    ...extra,
  };
}

const boundTo = (document: Json, odcs?: Json, extra?: Json) => {
  const read = odcsToNative(document, odcsContextOf(rulesOf(odcs, extra), "2026-11-28"));
  return {
    names: read.contracts.map((c) => c.dataAssetResourceName ?? c.dataAssetResourceNameList),
    levels: read.contracts.map((c) => c.enforcementLevel),
    problems: read.problems,
    dropped: read.dropped,
  };
};

describe("a binding in the configuration", () => {
  const forms: Array<[string, Json, unknown[]]> = [
    [
      "resource, by contract id, {object} = physicalName",
      { contract: "urn:datacontract:shop:orders", resource: "postgres://db:5432:shop.public.{object}" },
      ["postgres://db:5432:shop.public.orders", "postgres://db:5432:shop.public.order_lines"],
    ],
    [
      "resource, by contract name, {name} = name",
      { contract: "shop_orders", resource: "avro://github.com/acme/shop:schemas/{name}.avsc:acme.{name}" },
      [
        "avro://github.com/acme/shop:schemas/Orders.avsc:acme.Orders",
        "avro://github.com/acme/shop:schemas/OrderLines.avsc:acme.OrderLines",
      ],
    ],
    [
      "a list of resources",
      {
        contract: "shop_*",
        resource: ["postgres://a:5432:s.public.{object}", "postgres://b:5432:s.public.{object}"],
      },
      [
        ["postgres://a:5432:s.public.orders", "postgres://b:5432:s.public.orders"],
        ["postgres://a:5432:s.public.order_lines", "postgres://b:5432:s.public.order_lines"],
      ],
    ],
    [
      "file + record (Avro), contract glob",
      { contract: "urn:datacontract:shop:*", file: "schemas/{object}.avsc", record: "acme.{name}" },
      [
        "avro://github.com/acme/shop:schemas/orders.avsc:acme.Orders",
        "avro://github.com/acme/shop:schemas/order_lines.avsc:acme.OrderLines",
      ],
    ],
    [
      "file + table (SQL): named by the table, not the file",
      { contract: "shop_orders", file: "db/schema.sql", table: "shop.public.{object}" },
      [
        "postgres://github.com/acme/shop:shop.public.orders",
        "postgres://github.com/acme/shop:shop.public.order_lines",
      ],
    ],
    [
      "file alone (JSON Schema: one asset per file)",
      { contract: "shop_orders", file: "schemas/{object}.schema.json" },
      [
        "json_schema://github.com/acme/shop:schemas/orders.schema.json",
        "json_schema://github.com/acme/shop:schemas/order_lines.schema.json",
      ],
    ],
  ];
  it.each(forms)("%s", (_form, binding, expected) => {
    expect(boundTo(documentOf(), { bindings: [binding] })).toMatchObject({ names: expected, problems: [] });
  });

  it("an object glob binds only the objects it matches; the first matching binding wins", () => {
    const read = boundTo(documentOf(), {
      bindings: [
        { contract: "shop_orders", object: "order_*", resource: "postgres://lines:5432:s.public.{object}" },
        { contract: "shop_orders", object: "Orders", resource: "postgres://first:5432:s.public.{object}" },
        { contract: "shop_orders", resource: "postgres://second:5432:s.public.{object}" },
      ],
    });
    expect(read.names).toEqual([
      "postgres://first:5432:s.public.orders",
      "postgres://lines:5432:s.public.order_lines",
    ]);
  });

  it("the binding's level, else odcs.enforcementLevel; the document's custom property wins over both", () => {
    const binding = { contract: "shop_orders", resource: "postgres://db:5432:s.public.{object}" };
    expect(boundTo(documentOf(), { bindings: [binding] }).levels).toEqual([undefined, undefined]);
    expect(boundTo(documentOf(), { bindings: [binding], enforcementLevel: "ALERT" }).levels).toEqual([
      "ALERT",
      "ALERT",
    ]);
    expect(
      boundTo(documentOf(), {
        bindings: [{ ...binding, enforcementLevel: "BLOCK" }],
        enforcementLevel: "ALERT",
      }).levels,
    ).toEqual(["BLOCK", "BLOCK"]);
    const custom = documentOf({ customProperties: [{ property: "enforcementLevel", value: "NOTIFY" }] });
    expect(boundTo(custom, { bindings: [{ ...binding, enforcementLevel: "BLOCK" }] }).levels).toEqual([
      "NOTIFY",
      "NOTIFY",
    ]);
  });

  it("a binding's own mistakes are errors naming the object: a SQL file without its table, a file no reader reads", () => {
    expect(
      boundTo(documentOf(), { bindings: [{ contract: "shop_orders", file: "db/schema.sql" }] }).problems,
    ).toEqual([
      'schema[0] "Orders": the binding\'s SQL file db/schema.sql needs table (e.g. public.orders)',
      'schema[1] "OrderLines": the binding\'s SQL file db/schema.sql needs table (e.g. public.orders)',
    ]);
    expect(
      boundTo(documentOf(), { bindings: [{ contract: "shop_orders", file: "notes/{object}.txt" }] }).problems,
    ).toEqual([
      'schema[0] "Orders": the binding\'s file notes/orders.txt is no schema file contract-sync reads',
      'schema[1] "OrderLines": the binding\'s file notes/order_lines.txt is no schema file contract-sync reads',
    ]);
  });
});

describe("the order: custom property, then binding, then server", () => {
  const server = {
    servers: [{ server: "prod", type: "postgres", host: "pg.acme.example", database: "shop" }],
  };
  const custom = {
    customProperties: [{ property: "contractSyncResourceName", value: "postgres://custom:5432:c.public.t" }],
  };
  const binding = {
    bindings: [{ contract: "shop_orders", resource: "postgres://bound:5432:b.public.{object}" }],
  };
  it("each wins over those after it", () => {
    expect(boundTo(documentOf(server, custom), binding).names).toEqual([
      "postgres://custom:5432:c.public.t",
      "postgres://custom:5432:c.public.t",
    ]);
    expect(boundTo(documentOf(server), binding).names).toEqual([
      "postgres://bound:5432:b.public.orders",
      "postgres://bound:5432:b.public.order_lines",
    ]);
    expect(boundTo(documentOf(server)).names).toEqual([
      "postgres://pg.acme.example:5432:shop.public.orders",
      "postgres://pg.acme.example:5432:shop.public.order_lines",
    ]);
  });
});

describe("a SQL server the document names", () => {
  const servers: Array<[Json, string]> = [
    [
      { type: "postgres", host: "pg", port: 6432, database: "shop", schema: "sales" },
      "postgres://pg:6432:shop.sales.orders",
    ],
    [{ type: "postgresql", host: "pg" }, "postgres://pg:5432:postgres.public.orders"],
    [{ type: "mysql", host: "my", database: "shop" }, "mysql://my:3306:shop.orders"],
    [{ type: "sqlserver", host: "ms", schema: "sales" }, "mssql://ms:1433:sales.orders"],
  ];
  it.each(servers)("%o names %s", (server, name) => {
    const read = boundTo(documentOf({ servers: [{ server: "prod", ...server }] }));
    expect(read.names[0]).toBe(name);
    expect(read.problems).toEqual([]);
  });
});

/** The repository's message schemas, as the check names them (our own, modelled on the standard's Kafka examples). */
const ASSETS: BindableAsset[] = [
  avro("schemas/orders-value.avsc", "com.acme.OrderPlaced"),
  avro("schemas/shipping.avsc", "com.acme.logistics.ShipmentDispatched"),
  avro("schemas/a/event.avsc", "a.Event"),
  avro("schemas/b/event.avsc", "b.Event"),
  {
    sourceType: "protobuf",
    path: "proto/payments.proto:acme.payments.v1.PaymentCaptured",
    file: "proto/payments.proto",
    resourceName: "protobuf://github.com/acme/shop:proto/payments.proto:acme.payments.v1.PaymentCaptured",
  },
  {
    sourceType: "json_schema",
    path: "events/refunds.schema.json",
    file: "events/refunds.schema.json",
    resourceName: "json_schema://github.com/acme/shop:events/refunds.schema.json",
    name: "Refund issued",
  },
  {
    sourceType: "json_schema",
    path: "events/order-placed.schema.json",
    file: "events/order-placed.schema.json",
    resourceName: "json_schema://github.com/acme/shop:events/order-placed.schema.json",
  },
];

function avro(file: string, record: string): BindableAsset {
  const path = `${file}:${record}`;
  return { sourceType: "avro", path, file, resourceName: `avro://github.com/acme/shop:${path}` };
}

/** A topic on a message server: ODCS's kafka-schema and kafka-server examples, in our own words. */
function topicDocument(server: Json, object: Json): Json {
  return {
    apiVersion: "v3.0.2",
    kind: "DataContract",
    id: "events",
    version: "1.0.0",
    status: "active",
    servers: [{ server: "production", host: "broker-1.acme.example:9092", ...server }],
    schema: [{ physicalType: "topic", properties: [{ name: "id", logicalType: "string" }], ...object }],
  };
}

/** `assets` null: the repository's schemas not read. */
const readTopic = (server: Json, object: Json, assets: BindableAsset[] | null = ASSETS) =>
  odcsToNative(topicDocument(server, object), {
    ...odcsContextOf(rulesOf(), "2026-11-28"),
    assets: assets ?? undefined,
  });

describe("a message server the document names: its topic bound to the repository's schema", () => {
  const bound: Array<[string, Json, Json, string]> = [
    [
      "kafka, avro: the subject file <topic>-value.avsc",
      { type: "kafka", format: "avro" },
      { name: "Orders", physicalName: "orders" },
      "avro://github.com/acme/shop:schemas/orders-value.avsc:com.acme.OrderPlaced",
    ],
    [
      "kafka, avro: the record's short name (the object's name)",
      { type: "kafka", format: "avro" },
      { name: "ShipmentDispatched", physicalName: "shipments.dispatched" },
      "avro://github.com/acme/shop:schemas/shipping.avsc:com.acme.logistics.ShipmentDispatched",
    ],
    [
      "kafka, protobuf: the message's short name, case and separators aside",
      { type: "kafka", format: "protobuf" },
      { name: "payment_captured", physicalName: "payments.captured.v1" },
      "protobuf://github.com/acme/shop:proto/payments.proto:acme.payments.v1.PaymentCaptured",
    ],
    [
      "kafka, json: the JSON Schema's file, <topic>.schema.json",
      { type: "kafka", format: "json" },
      { name: "Refunds", physicalName: "refunds" },
      "json_schema://github.com/acme/shop:events/refunds.schema.json",
    ],
    [
      "kafka, json: the JSON Schema's title",
      { type: "kafka", format: "json" },
      { name: "RefundIssued", physicalName: "refund-issued" },
      "json_schema://github.com/acme/shop:events/refunds.schema.json",
    ],
    [
      "kafka, avro: a JSON Schema of the same name is no Avro schema",
      { type: "kafka", format: "avro" },
      { name: "OrderPlaced", physicalName: "order-placed" },
      "avro://github.com/acme/shop:schemas/orders-value.avsc:com.acme.OrderPlaced",
    ],
    [
      "kinesis, no format: any of the three",
      { type: "kinesis" },
      { name: "PaymentCaptured" },
      "protobuf://github.com/acme/shop:proto/payments.proto:acme.payments.v1.PaymentCaptured",
    ],
    [
      "pubsub, no format: any of the three",
      { type: "pubsub" },
      { name: "Refunds" },
      "json_schema://github.com/acme/shop:events/refunds.schema.json",
    ],
  ];
  it.each(bound)("%s", (_case, server, object, name) => {
    const read = readTopic(server, object);
    expect(read.problems).toEqual([]);
    expect(read.contracts.map((c) => c.dataAssetResourceName)).toEqual([name]);
    expect(read.dependsOnAssets).toBe(true);
  });

  it("a topic that names no schema, or several, is an error naming the object, the server and the binding to write", () => {
    expect(
      readTopic({ type: "kafka", format: "avro" }, { name: "Invoices", physicalName: "invoices" }).problems,
    ).toEqual([
      'schema[0] "Invoices" is the contract of no asset of this repository: add to .github/contract-sync.yml: odcs: { bindings: [ { contract: "events", object: "Invoices", resource: "<resource name as contract-sync schema prints it>" } ] } (or file: <schema file> with record/table); server production (kafka): topic "invoices" names none of the repository\'s Avro schemas; a server the document names binds it too (postgres, mysql, sqlserver by host; kafka, kinesis, pubsub by the repository\'s Avro, Protobuf or JSON Schema schema its topic names), as does the custom property contractSyncResourceName',
    ]);
    const [several] = readTopic({ type: "kafka" }, { name: "Event", physicalName: "events" }).problems;
    expect(several).toContain(
      'odcs: { bindings: [ { contract: "events", object: "Event", resource: "avro://github.com/acme/shop:schemas/a/event.avsc:a.Event" } ] }',
    );
    expect(several).toContain(
      'server production (kafka): topic "events" names 2 of the repository\'s Avro, Protobuf, JSON Schema schemas (avro://github.com/acme/shop:schemas/a/event.avsc:a.Event, avro://github.com/acme/shop:schemas/b/event.avsc:b.Event)',
    );
  });

  it("without the repository's schemas read, the topic binds nothing and says so (the loader reads them, then the document again)", () => {
    const read = readTopic({ type: "kafka" }, { name: "Orders", physicalName: "orders" }, null);
    expect(read.dependsOnAssets).toBe(true);
    expect(read.problems[0]).toContain(
      'server production (kafka): topic "orders" is matched to the repository\'s schema files, not read here',
    );
  });

  it("a server of a type no reader produces the data of binds nothing and is listed; a configured binding comes first", () => {
    const read = readTopic(
      { type: "snowflake", format: undefined },
      { name: "Orders", physicalName: "orders" },
    );
    expect(read.dropped).toContain("servers: production (no reader produces this server type's data)");
    expect(read.problems).toHaveLength(1);
    const bound = odcsToNative(topicDocument({ type: "kafka" }, { name: "Orders", physicalName: "orders" }), {
      ...odcsContextOf(
        rulesOf({ bindings: [{ contract: "events", resource: "avro://x:y.avsc:Z" }] }),
        "2026-11-28",
      ),
      assets: ASSETS,
    });
    expect(bound.contracts.map((c) => c.dataAssetResourceName)).toEqual(["avro://x:y.avsc:Z"]);
    expect(bound.dependsOnAssets).toBeUndefined();
  });
});

/** ODCS's kafka-schema example in our own words: a topic of Avro messages, bound by its server alone. */
const ORDERS_TOPIC = `apiVersion: v3.0.2
kind: DataContract
id: orders-stream
name: Orders Event Stream
version: 1.0.0
status: active
servers:
  - server: my-kafka
    type: kafka
    format: avro
    host: broker-1.acme.example:9092
schema:
  - name: Orders
    physicalName: orders
    physicalType: topic
    properties:
      - { name: order_id, logicalType: string, physicalType: string, required: true }
      - { name: quantity, logicalType: integer, physicalType: int, required: true }
`;

const ordersAvro = (fields: Array<[string, unknown]>) =>
  JSON.stringify({
    type: "record",
    name: "OrderPlaced",
    namespace: "com.acme",
    fields: fields.map(([name, type]) => ({ name, type })),
  });

const CONFIG = "version: 1\ndataSource: github.com/acme/shop\nodcs:\n  enforcementLevel: BLOCK\n";

describe("the loaders read the repository's message schemas when a document's server needs them", () => {
  const files = (extra: Record<string, string> = {}): RepoFiles => {
    const all: Record<string, string> = {
      ".github/contract-sync.yml": CONFIG,
      "contracts/orders.odcs.yaml": ORDERS_TOPIC,
      "schemas/orders-value.avsc": ordersAvro([
        ["order_id", "string"],
        ["quantity", "int"],
      ]),
      ...extra,
    };
    const paths = Object.keys(all).sort();
    return { readText: async (p) => all[p], list: async () => [], listAll: async () => paths };
  };
  const rules = new ConfigRules(parseConfig(CONFIG).config);

  it("loadContracts binds the topic to the subject's Avro record, and no cache keeps the file by its bytes alone", async () => {
    const written: unknown[] = [];
    const cache = { read: async () => new Map(), write: async (kept: unknown) => void written.push(kept) };
    const blobbed = {
      ...files(),
      blobIds: async (paths: readonly string[]) => new Map(paths.map((p) => [p, `b-${p}`])),
    };
    const loaded = await loadContracts(blobbed, rules, undefined, cache);
    expect(loaded.diagnostics).toEqual([]);
    expect(
      loaded.contracts.map((c) => [c.contract.dataAssetResourceName, c.contract.enforcementLevel]),
    ).toEqual([["avro://github.com/acme/shop:schemas/orders-value.avsc:com.acme.OrderPlaced", "BLOCK"]]);
    expect(written).toEqual([]);
  });

  it("a changed contract file is bound on each side to that side's schemas", async () => {
    const base = files();
    const head = files({
      "schemas/orders-value.avsc": "",
      "schemas/orders.avsc": ordersAvro([["order_id", "string"]]),
    });
    const changed = await loadChangedContracts(
      [{ status: "modified", path: "contracts/orders.odcs.yaml" }],
      base,
      head,
      (path) => rules.isContractFile(path),
      odcsContextOf(rules),
    );
    expect(changed.base.map((c) => c.contract.dataAssetResourceName)).toEqual([
      "avro://github.com/acme/shop:schemas/orders-value.avsc:com.acme.OrderPlaced",
    ]);
    expect(changed.head.map((c) => c.contract.dataAssetResourceName)).toEqual([
      "avro://github.com/acme/shop:schemas/orders.avsc:com.acme.OrderPlaced",
    ]);
  });
});

describe.sequential("a pull request against an ODCS topic bound by its Kafka server alone", () => {
  it("a break fails the check naming the field (exit 1); a harmless change, and an edit of the document, pass (exit 0)", async () => {
    const repo = TestRepo.init();
    try {
      repo.write({
        ".github/contract-sync.yml": CONFIG,
        "contracts/orders.odcs.yaml": ORDERS_TOPIC,
        "schemas/orders-value.avsc": ordersAvro([
          ["order_id", "string"],
          ["quantity", "int"],
        ]),
      });
      const base = repo.commit("base");
      repo.write({ "schemas/orders-value.avsc": ordersAvro([["order_id", "string"]]) });
      const broken = repo.commit("drop quantity");
      repo.git(["checkout", "--quiet", base]);
      repo.write({
        "schemas/orders-value.avsc": ordersAvro([
          ["order_id", "string"],
          ["quantity", "int"],
          ["note", ["null", "string"]],
        ]),
      });
      const harmless = repo.commit("add a note");
      repo.git(["checkout", "--quiet", base]);
      repo.write({
        "contracts/orders.odcs.yaml": ORDERS_TOPIC.replace(
          "status: active\n",
          "status: active\ntags: [orders]\n",
        ),
      });
      const contractEdited = repo.commit("tag the contract");
      const run = async (head: string) => {
        const io = capture(repo.dir);
        const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
        return { code, out: io.out, err: io.err };
      };
      const breaks = await run(broken);
      expect(breaks.code, breaks.err).toBe(1);
      expect(breaks.out).toContain("MISSING_REQUIRED_PROPERTY");
      expect(breaks.out).toContain("'quantity'");
      const passes = await run(harmless);
      expect(passes.code, `${passes.err}${passes.out}`).toBe(0);
      // The base's version of an edited document is read as the base bound it (its server, its
      // schemas): no problem of it at the base, none said to be fixed.
      const edited = await run(contractEdited);
      expect(edited.code, `${edited.err}${edited.out}`).toBe(0);
      expect(edited.out).not.toContain("CONTRACT_INVALID");
    } finally {
      repo.cleanup();
    }
  }, 120_000);
});
