// How an ODCS schema object is bound to an asset of the repository (issue 49, "Binding without custom
// properties"): every form of a configured binding, the order custom property > binding > server,
// every server type that names a SQL table by its host, and the binding's own mistakes.
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { ConfigRules, parseConfig } from "../../src/config/index.js";
import { odcsContextOf } from "../../src/contracts/odcs-binding.js";
import { odcsToNative } from "../../src/contracts/odcs-read.js";

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
