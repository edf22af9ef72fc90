import { readFileSync } from "node:fs";
import { join } from "node:path";
import avro from "avsc";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diffAssetsInMode } from "../../src/compliance/compat-mode.js";
import { directorySource } from "../../src/schema/fs-source.js";
import type { SchemaTree } from "../../src/schema/model.js";
import { avroReader } from "../../src/schema/readers/avro.js";
import { parseIdl } from "../../src/schema/readers/avro-idl-parser.js";
import { type CorpusRow, type FileRead, filesUnder, printTable, readEach, rowOf } from "./support/corpus.js";

/*
 * No npm package ships real .avsc/.avdl files, so this corpus is our own,
 * written after the shapes of public Kafka/Confluent repositories: CRM and
 * payment events with logical types, unions of records, ["null","long","double"],
 * a top-level union file, recursion through arrays and maps (the shape of
 * Avro's Json.avsc), IDL and a protocol file; and 20
 * version pairs of one record, judged by `contract-sync diff --compat
 * backward|forward` beside avsc's resolver in both directions; and 8 pairs in
 * the Avro 1.12 IDL syntax (`T?`, `decimal(p,s)`), avsc judging the schemas our
 * IDL parser gives it.
 */

const ROOT = join(import.meta.dirname, "avro");
const BUDGET_MS = 5_000;

let reads: FileRead[] = [];
const rows: CorpusRow[] = [];
const verdicts: Array<{ pair: string; direction: string; ours: boolean; avsc: boolean }> = [];

/**
 * Where we knowingly differ from avsc (README, "Avro compatibility"): none
 * expected; a new entry needs its rule named there.
 */
const DOCUMENTED: Record<string, string> = {};

function avscBreaks(readerSchema: unknown, writerSchema: unknown): boolean {
  const reader = avro.Type.forSchema(readerSchema as avro.Schema, { wrapUnions: true });
  const writer = avro.Type.forSchema(writerSchema as avro.Schema, { wrapUnions: true });
  try {
    reader.createResolver(writer);
    return false;
  } catch {
    return true;
  }
}

function resolverBreaks(reader: avro.Type, writer: avro.Type): boolean {
  try {
    reader.createResolver(writer);
    return false;
  } catch {
    return true;
  }
}

/** The `schema` declaration's type of an IDL schema file, as avsc reads the JSON our parser gives. */
function idlMainType(file: string): avro.Type {
  const parsed = parseIdl(readFileSync(file, "utf8"));
  const registry: Record<string, avro.Type> = {};
  let pending = parsed.types;
  while (pending.length > 0) {
    const failed = pending.filter((type) => {
      try {
        const attempt = { ...registry };
        avro.Type.forSchema(type as avro.Schema, { registry: attempt, wrapUnions: true });
        Object.assign(registry, attempt);
        return false;
      } catch {
        return true;
      }
    });
    if (failed.length === pending.length) throw new Error(`${file}: types avsc cannot register`);
    pending = failed;
  }
  const main = registry[String(parsed.mainSchema)];
  if (!main) throw new Error(`${file}: no main schema`);
  return main;
}

function fieldOf(tree: SchemaTree | undefined, name: string): SchemaTree | undefined {
  return tree?.fields?.find((field) => field.name === name);
}

beforeAll(async () => {
  const files = directorySource(ROOT);
  reads = await readEach(
    avroReader,
    files,
    filesUnder(ROOT, ["schemas", "history", "history-idl"], [".avsc", ".avdl", ".avpr"]),
  );
  const pairs = [
    ...new Set(reads.filter((r) => r.file.startsWith("history/")).map((r) => r.file.split("/")[1])),
  ];
  for (const pair of pairs) {
    const v1 = reads.find((r) => r.file === `history/${pair}/v1.avsc`)?.result.assets ?? [];
    const v2 = reads.find((r) => r.file === `history/${pair}/v2.avsc`)?.result.assets ?? [];
    const json = (version: string) =>
      JSON.parse(readFileSync(join(ROOT, `history/${pair}/${version}.avsc`), "utf8"));
    for (const direction of ["backward", "forward"] as const) {
      const ours = diffAssetsInMode(v1, v2, direction).some((result) => result.breaking);
      const avsc =
        direction === "backward" ? avscBreaks(json("v2"), json("v1")) : avscBreaks(json("v1"), json("v2"));
      verdicts.push({ pair: pair ?? "", direction, ours, avsc });
    }
  }
  // IDL pairs: our verdict on the IDL-read assets, avsc's on the schema our IDL parser gives it.
  const idlPairs = [
    ...new Set(reads.filter((r) => r.file.startsWith("history-idl/")).map((r) => r.file.split("/")[1])),
  ];
  for (const pair of idlPairs) {
    const v1 = reads.find((r) => r.file === `history-idl/${pair}/v1.avdl`)?.result.assets ?? [];
    const v2 = reads.find((r) => r.file === `history-idl/${pair}/v2.avdl`)?.result.assets ?? [];
    const type = (version: string) => idlMainType(join(ROOT, `history-idl/${pair}/${version}.avdl`));
    for (const direction of ["backward", "forward"] as const) {
      const ours = diffAssetsInMode(v1, v2, direction).some((result) => result.breaking);
      const [reader, writer] = direction === "backward" ? [type("v2"), type("v1")] : [type("v1"), type("v2")];
      verdicts.push({ pair: `idl/${pair}`, direction, ours, avsc: resolverBreaks(reader, writer) });
    }
  }
  const agreeing = verdicts.filter((v) => v.ours === v.avsc).length;
  rows.push(
    rowOf("Avro (own fixtures after public repos)", reads, `avsc ${agreeing}/${verdicts.length} verdicts`),
  );
}, 120_000);

afterAll(() => printTable(rows));

describe("Avro corpus", () => {
  it("reads every file without a diagnostic, each within its budget", () => {
    expect(reads.length).toBeGreaterThan(40);
    expect(reads.flatMap((read) => read.result.diagnostics)).toEqual([]);
    expect(reads.filter((read) => read.ms > BUDGET_MS).map((read) => read.file)).toEqual([]);
  });

  it("reads hand-checked records exactly", () => {
    const asset = (path: string) => reads.flatMap((r) => r.result.assets).find((a) => a.path === path);
    const customer = asset("schemas/customer.avsc:com.acme.crm.v1.Customer")?.schema;
    expect(customer?.doc).toBe("A customer as the CRM publishes it on the customers topic.");
    expect(customer?.fields?.map((f) => [f.name, f.type, f.optional ?? false])).toEqual([
      ["id", "uuid", false],
      ["email", "string", false],
      ["display_name", "string", true],
      ["tier", "enum", false],
      ["address", "struct", true],
      ["created_at", "timestamp64", false],
      ["tags", "list", false],
      ["attributes", "map", false],
    ]);
    expect(fieldOf(customer, "tier")?.constraints).toMatchObject({
      symbols: ["FREE", "PRO", "ENTERPRISE"],
      enumDefault: "FREE",
      default: "FREE",
    });
    expect(fieldOf(fieldOf(customer, "address"), "country_code")).toMatchObject({
      type: "bytes",
      constraints: { fixedSize: 2 },
    });
    const payment = asset("schemas/payment.avsc:com.acme.payments.events.PaymentCaptured")?.schema;
    expect(fieldOf(payment, "amount")).toMatchObject({
      type: "decimal128",
      logical: "Decimal",
      constraints: { precision: 12, scale: 2 },
    });
    expect(fieldOf(payment, "method")?.fields?.map((f) => f.alias)).toEqual([
      "com.acme.payments.events.Card",
      "com.acme.payments.events.BankTransfer",
      "com.acme.payments.events.Wallet",
    ]);
    expect(fieldOf(payment, "fee")).toMatchObject({ type: "union", optional: true });
    const order = asset("schemas/order-events.avsc:com.acme.orders.OrderPlaced")?.schema;
    expect(fieldOf(order, "status")?.constraints?.symbols).toEqual([
      "PLACED",
      "PAID",
      "SHIPPED",
      "DELIVERED",
      "CANCELLED",
    ]);
    expect(fieldOf(order, "items")?.fields?.[0]?.fields?.map((f) => f.name)).toEqual([
      "sku",
      "quantity",
      "unit_price_cents",
    ]);
    const notification = asset("schemas/notifications.avpr:com.acme.notify.Notification");
    expect(notification?.line).toBe(9);
    expect(notification?.schema.fields?.map((f) => [f.name, f.type, f.optional ?? false, f.line])).toEqual([
      ["recipient", "string", false, 11],
      ["channel", "enum", false, 12],
      ["body", "string", false, 13],
      ["send_after", "timestamp64", true, 14],
    ]);
    const payload = asset("schemas/json-value.avsc:com.acme.events.payload.JsonValue")?.schema;
    expect(fieldOf(payload, "value")?.fields?.map((f) => f.type)).toEqual([
      "bool",
      "int64",
      "float64",
      "string",
      "list",
      "map",
    ]);
    expect(fieldOf(payload, "value")?.fields?.[4]?.fields?.[0]?.constraints?.ref).toBe(
      "com.acme.events.payload.JsonValue",
    );
    const shipment = asset("schemas/shipment.avdl:com.acme.logistics.Shipment")?.schema;
    expect(fieldOf(shipment, "parcels")?.fields?.[0]?.fields?.map((f) => [f.name, f.type])).toEqual([
      ["tracking_id", "string"],
      ["state", "enum"],
      ["carrier", "string"],
      ["scans", "list"],
      ["updated_at", "timestamp64"],
      ["dimensions_cm", "map"],
    ]);
  });

  it("reads the Avro 1.12 IDL schema syntax with its import, hand-checked", () => {
    const read = reads.find((r) => r.file === "schemas/crm-events.avdl");
    expect(read?.result.assets.map((a) => [a.path, a.line])).toEqual([
      ["schemas/crm-events.avdl:com.acme.crm.events.CustomerChanged", 12],
      ["schemas/crm-events.avdl:com.acme.crm.events.FieldChange", 23],
    ]);
    const changed = read?.result.assets[0]?.schema;
    expect(changed?.doc).toBe("One change to a customer, keyed by the customer's id.");
    expect(changed?.fields?.map((f) => [f.name, f.type, f.optional ?? false, f.line])).toEqual([
      ["kind", "enum", false, 13],
      ["customer", "struct", true, 15],
      ["merged_into", "uuid", true, 16],
      ["changed_at", "timestamp64", false, 17],
      ["changed_by", "string", true, 18],
      ["trace_headers", "map", true, 19],
      ["changes", "list", false, 20],
    ]);
    expect(fieldOf(changed, "kind")?.constraints).toMatchObject({ enumDefault: "UPDATED" });
    expect(fieldOf(changed, "customer")?.doc).toBe("The customer after the change; absent for DELETED.");
    expect(fieldOf(changed, "changed_by")?.constraints?.default).toBe("system");
    // The imported record, read from customer.avsc with its own lines.
    expect(fieldOf(fieldOf(changed, "customer"), "email")).toMatchObject({
      type: "string",
      file: "schemas/customer.avsc",
      line: 8,
    });
  });

  it("agrees with avsc's resolver on every pair, backward and forward, or differs as documented", () => {
    expect(verdicts).toHaveLength(56);
    // The IDL shorthands' pairs, checked by hand: what breaks, in which direction.
    expect(
      verdicts.filter((v) => v.pair.startsWith("idl/") && v.avsc).map((v) => `${v.pair} ${v.direction}`),
    ).toEqual([
      "idl/add-optional-without-default backward",
      "idl/decimal-shorthand-widened forward",
      "idl/make-optional forward",
      "idl/optional-to-required backward",
    ]);
    const disagreements = verdicts.filter(
      (v) => v.ours !== v.avsc && !(`${v.pair}/${v.direction}` in DOCUMENTED),
    );
    expect(disagreements).toEqual([]);
  });
});
