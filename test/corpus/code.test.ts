import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directorySource } from "../../src/schema/fs-source.js";
import type { ReadAsset, SchemaReader, SchemaTree } from "../../src/schema/model.js";
import { codeReaders } from "../../src/schema/readers/code.js";
import { type CorpusRow, type FileRead, filesUnder, printTable, readEach, rowOf } from "./support/corpus.js";

/*
 * No npm package ships real code models, so this corpus is our own, written
 * after the shapes of public repositories: Kubernetes-style API types in Go
 * (embedded TypeMeta/ObjectMeta, json tags, +optional markers, types spread
 * over the files of a package), Android Room entities and kotlinx
 * serialization in Kotlin, JPA/Lombok entities with a mapped superclass and a
 * Jackson record in Java, pydantic v2 models and TypedDicts in a Python
 * package importing each other (relative and absolute), TypeScript interfaces,
 * intersections, namespaces, zod schemas and a barrel file, Swift Codable
 * structs with CodingKeys.
 */

const ROOT = join(import.meta.dirname, "code");
const BUDGET_MS = 10_000;
const LANGUAGES: Array<{ dir: string; label: string; ending: string; sourceType: string }> = [
  { dir: "go", label: "Go (Kubernetes-style API types)", ending: ".go", sourceType: "golang" },
  {
    dir: "kotlin",
    label: "Kotlin (Room entities, kotlinx serialization)",
    ending: ".kt",
    sourceType: "kotlin",
  },
  { dir: "java", label: "Java (JPA/Lombok entities, Jackson record)", ending: ".java", sourceType: "java" },
  { dir: "python", label: "Python (pydantic v2, TypedDict, dataclass)", ending: ".py", sourceType: "python" },
  {
    dir: "typescript",
    label: "TypeScript (interfaces, zod, namespaces)",
    ending: ".ts",
    sourceType: "typescript",
  },
  { dir: "swift", label: "Swift (Codable, CodingKeys)", ending: ".swift", sourceType: "swift" },
];

const reads = new Map<string, FileRead[]>();
const rows: CorpusRow[] = [];

function readerOf(sourceType: string): SchemaReader {
  const reader = codeReaders.find((candidate) => candidate.sourceType === sourceType);
  if (!reader) throw new Error(`no reader ${sourceType}`);
  return reader;
}

function asset(file: string, name: string): ReadAsset {
  const dir = file.split("/")[0] ?? "";
  const found = reads
    .get(dir)
    ?.find((read) => read.file === file)
    ?.result.assets.find((candidate) => candidate.path === `${file}:${name}`);
  if (!found) throw new Error(`no asset ${file}:${name}`);
  return found;
}

function fieldAt(tree: SchemaTree, dotted: string): SchemaTree {
  let current = tree;
  for (const part of dotted.split(".")) {
    const next = current.fields?.find((field) => field.name === part);
    if (!next) throw new Error(`no field ${part} of ${dotted}`);
    current = next;
  }
  return current;
}

const names = (tree: SchemaTree) => tree.fields?.map((field) => field.name);

/** Every field of every asset, with the dotted path it has. */
function* fieldsOf(tree: SchemaTree, prefix = ""): Generator<[string, SchemaTree]> {
  for (const field of tree.fields ?? []) {
    const path = `${prefix}${field.name}`;
    yield [path, field];
    yield* fieldsOf(field, `${path}.`);
  }
}

beforeAll(async () => {
  const files = directorySource(ROOT);
  for (const language of LANGUAGES) {
    const paths = filesUnder(ROOT, [language.dir], [language.ending]);
    const read = await readEach(readerOf(language.sourceType), files, paths);
    reads.set(language.dir, read);
    rows.push(rowOf(`Code models: ${language.label} (own fixtures)`, read));
  }
}, 300_000);

afterAll(() => printTable(rows));

describe("code-model corpus", () => {
  it("reads every file without a diagnostic, each within its budget, every model an asset", () => {
    const all = [...reads.values()].flat();
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(
      all.flatMap((read) => read.result.diagnostics.map((d) => `${read.file}:${d.line}: ${d.message}`)),
    ).toEqual([]);
    expect(all.filter((read) => read.ms > BUDGET_MS).map((read) => read.file)).toEqual([]);
    for (const language of LANGUAGES) {
      expect(
        reads.get(language.dir)?.reduce((sum, read) => sum + read.result.assets.length, 0),
      ).toBeGreaterThan(3);
    }
  });

  it("reports every field at a line of its file, and leaves no model type unknown", () => {
    const unknown: string[] = [];
    for (const read of [...reads.values()].flat()) {
      for (const found of read.result.assets) {
        for (const [path, field] of fieldsOf(found.schema)) {
          // List elements, map keys and values, and union variants are parts of a field, not fields.
          const isChild = field.name === undefined || ["element", "key", "value"].includes(field.name);
          if (!isChild && typeof field.line !== "number") unknown.push(`${found.path}.${path}: no line`);
          // Type parameters (`Page<T>`'s T) are the only unknowns the corpus has.
          if (field.type === "unknown" && field.constraints?.sourceType !== "T") {
            unknown.push(`${found.path}.${path}: ${String(field.constraints?.sourceType)}`);
          }
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it("Go: Kubernetes-style types, exactly", () => {
    expect(asset("go/apis/batch/v1/pod.go", "EnvVar").schema).toEqual({
      type: "struct",
      doc: "EnvVar is an environment variable of a container.",
      line: 44,
      fields: [
        { name: "name", type: "string", constraints: { goName: "Name" }, line: 45 },
        { name: "value", type: "string", optional: true, constraints: { goName: "Value" }, line: 46 },
      ],
    });
    expect(asset("go/apis/batch/v1/types.go", "JobCondition").schema).toEqual({
      type: "struct",
      doc: "JobCondition describes the current state of a job.",
      line: 83,
      fields: [
        {
          name: "type",
          type: "enum",
          doc: "Type of job condition, Complete or Failed.",
          constraints: { symbols: ["Suspended", "Complete", "Failed"], goName: "Type" },
          line: 85,
        },
        {
          name: "status",
          type: "enum",
          doc: "Status of the condition, one of True, False, Unknown.",
          constraints: { symbols: ["True", "False", "Unknown"], goName: "Status" },
          line: 87,
        },
        {
          name: "lastTransitionTime",
          type: "timestamp64",
          optional: true,
          doc: "LastTransitionTime is when the condition last changed.",
          logical: "Timestamp",
          constraints: { goName: "LastTransitionTime" },
          line: 89,
        },
        { name: "reason", type: "string", optional: true, constraints: { goName: "Reason" }, line: 90 },
        { name: "message", type: "string", optional: true, constraints: { goName: "Message" }, line: 91 },
      ],
    });
    // Job: TypeMeta inlined, ObjectMeta under its tag name, both from meta.go; markers are not docs.
    const job = asset("go/apis/batch/v1/types.go", "Job").schema;
    expect(names(job)).toEqual(["kind", "apiVersion", "metadata", "spec", "status"]);
    expect(fieldAt(job, "kind")).toMatchObject({
      line: 14,
      file: "go/apis/batch/v1/meta.go",
      optional: true,
    });
    expect(fieldAt(job, "metadata")).toMatchObject({
      type: "struct",
      optional: true,
      doc: "Standard object metadata.",
      line: 12,
    });
    expect(fieldAt(job, "metadata.ownerReferences.element.controller")).toMatchObject({
      type: "bool",
      optional: true,
    });
    expect(fieldAt(job, "spec.template.spec.restartPolicy")).toMatchObject({
      type: "enum",
      constraints: { symbols: ["Always", "OnFailure", "Never"] },
      line: 22,
    });
    expect(fieldAt(job, "spec.template.spec.containers.element.resources.limits")).toMatchObject({
      type: "map",
    });
    expect(fieldAt(job, "spec.template.spec.serviceAccount").doc).toBe("Deprecated: use ServiceAccountName.");
  });

  it("Kotlin: Room entity and kotlinx serialization, exactly", () => {
    expect(asset("kotlin/data/PlaylistEntity.kt", "PlaylistEntity").schema).toEqual({
      type: "struct",
      doc: "A playlist the user made, one row of the `playlists` table.",
      line: 13,
      fields: [
        { name: "id", type: "int64", line: 26 },
        { name: "title", type: "string", doc: "Shown in the library; unique per owner.", line: 29 },
        { name: "owner_id", type: "int64", constraints: { codeName: "ownerId" }, line: 30 },
        {
          name: "cover_url",
          type: "string",
          optional: true,
          constraints: { codeName: "coverUrl" },
          line: 32,
        },
        {
          name: "visibility",
          type: "enum",
          doc: "Who can see a playlist.",
          constraints: { symbols: ["PRIVATE", "FOLLOWERS", "PUBLIC"] },
          line: 34,
        },
        {
          name: "created_at",
          type: "timestamp64",
          logical: "Timestamp",
          constraints: { codeName: "createdAt" },
          line: 35,
        },
        { name: "track_count", type: "int32", constraints: { codeName: "trackCount" }, line: 37 },
      ],
    });
    const event = asset("kotlin/data/PlaybackEvent.kt", "PlaybackEvent").schema;
    expect(event.doc).toBe("What the player reports to the analytics endpoint.");
    expect(fieldAt(event, "source").constraints?.symbols).toEqual(["library", "search", "radio"]);
    const user = asset("kotlin/data/UserEntity.kt", "UserEntity").schema;
    // @Ignore'd body property left out; the enum from a sibling file resolved.
    expect(names(user)).toEqual(["id", "display_name", "email", "home", "tier", "is_verified", "tags"]);
    expect(fieldAt(user, "tier")).toMatchObject({
      type: "enum",
      constraints: { symbols: ["FREE", "PREMIUM", "FAMILY"] },
    });
    expect(fieldAt(user, "home.postal_code")).toMatchObject({ type: "string", optional: true, line: 33 });
  });

  it("Java: record with Jackson names, JPA entity with inherited columns, exactly", () => {
    expect(asset("java/billing/PaymentReceived.java", "PaymentReceived").schema).toEqual({
      type: "struct",
      doc: "Event published when a payment for an invoice arrives.",
      line: 16,
      fields: [
        { name: "payment_id", type: "uuid", constraints: { codeName: "paymentId" }, line: 17 },
        { name: "invoice_number", type: "string", constraints: { codeName: "invoiceNumber" }, line: 18 },
        { name: "amount", type: "decimal128", logical: "Decimal", line: 19 },
        { name: "currency", type: "string", line: 20 },
        {
          name: "received_at",
          type: "timestamp64",
          logical: "Timestamp",
          constraints: { codeName: "receivedAt" },
          line: 21,
        },
        {
          name: "method",
          type: "enum",
          doc: "How the customer paid.",
          constraints: { symbols: ["card", "sepa_debit", "bank_transfer"] },
          line: 22,
        },
        { name: "reference", type: "string", optional: true, line: 23 },
        {
          name: "metadata",
          type: "map",
          line: 24,
          fields: [
            { name: "key", type: "string" },
            { name: "value", type: "string" },
          ],
        },
      ],
    });
    const invoice = asset("java/billing/Invoice.java", "Invoice").schema;
    expect(names(invoice)).toEqual([
      "id",
      "created_at",
      "updated_at",
      "version",
      "invoice_number",
      "customer_id",
      "status",
      "issue_date",
      "due_date",
      "total",
      "currency",
      "lines",
    ]);
    expect(fieldAt(invoice, "created_at")).toMatchObject({ line: 19, file: "java/billing/BaseEntity.java" });
    expect(fieldAt(invoice, "invoice_number").constraints).toEqual({ maxLength: 32, codeName: "number" });
    expect(fieldAt(invoice, "total").constraints).toEqual({ precision: 12, scale: 2 });
    expect(fieldAt(invoice, "lines.element.invoice").constraints).toEqual({ ref: "Invoice" });
  });

  it("Python: pydantic v2 across files of a package, exactly", () => {
    expect(asset("python/shop/customer.py", "Address").schema).toEqual({
      type: "struct",
      doc: "A postal address.",
      line: 12,
      fields: [
        { name: "line1", type: "string", constraints: { maxLength: 120 }, line: 15 },
        { name: "line2", type: "string", optional: true, line: 16 },
        { name: "city", type: "string", line: 17 },
        {
          name: "postalCode",
          type: "string",
          constraints: { pattern: "^[0-9A-Z -]{3,10}$", codeName: "postal_code" },
          line: 18,
        },
        {
          name: "country",
          type: "string",
          doc: "ISO 3166-1 alpha-2",
          constraints: { maxLength: 2, minLength: 2 },
          line: 19,
        },
      ],
    });
    expect(asset("python/shop/events.py", "OrderEventPayload").schema).toEqual({
      type: "struct",
      line: 8,
      fields: [
        { name: "order_id", type: "string", line: 9 },
        {
          name: "status",
          type: "enum",
          doc: "Where an order is in fulfilment.",
          constraints: { symbols: ["pending", "paid", "shipped", "cancelled"] },
          line: 10,
        },
        {
          name: "previous_status",
          type: "enum",
          optional: true,
          doc: "Where an order is in fulfilment.",
          constraints: { symbols: ["pending", "paid", "shipped", "cancelled"] },
          line: 11,
        },
        { name: "reason", type: "string", optional: true, line: 12 },
        { name: "attempt", type: "int64", optional: true, line: 13 },
      ],
    });
    const order = asset("python/shop/orders.py", "Order").schema;
    expect(names(order)).toEqual([
      "orderId",
      "customer",
      "lines",
      "status",
      "currency",
      "shippingAddress",
      "placedAt",
      "delivery_date",
      "channel",
      "notes",
    ]);
    expect(fieldAt(order, "customer.displayName")).toMatchObject({
      type: "string",
      optional: true,
      line: 27,
      file: "python/shop/customer.py",
    });
    expect(fieldAt(order, "currency").constraints?.symbols).toEqual(["EUR", "USD", "GBP"]);
    expect(fieldAt(order, "lines.element.sku").constraints).toEqual({ pattern: "^[A-Z]{3}-\\d{4}$" });
    expect(fieldAt(order, "lines.element.unitPrice").constraints).toEqual({
      precision: 10,
      scale: 2,
      codeName: "unit_price",
    });
    // `from shop import orders` then `Optional["orders.Order"]`.
    expect(
      fieldAt(asset("python/shop/reports.py", "DailyRevenue").schema, "top_order.customer.id").type,
    ).toBe("uuid");
  });

  it("TypeScript: imports, barrels, namespaces and zod, exactly", () => {
    expect(asset("typescript/src/models/common.ts", "Money").schema).toEqual({
      type: "struct",
      doc: "Money in minor units, with its currency.",
      line: 5,
      fields: [
        { name: "amount", type: "float64", doc: "Minor units (cents).", line: 7 },
        { name: "currency", type: "enum", constraints: { symbols: ["EUR", "USD", "GBP", "JPY"] }, line: 8 },
      ],
    });
    const user = asset("typescript/src/models/user.ts", "User").schema;
    expect(names(user)).toEqual([
      "id",
      "createdAt",
      "updatedAt",
      "email",
      "displayName",
      "role",
      "lastLoginAt",
      "flags",
      "teams",
    ]);
    expect(fieldAt(user, "createdAt")).toMatchObject({
      type: "string",
      line: 16,
      file: "typescript/src/models/common.ts",
    });
    const order = asset("typescript/src/models/order.ts", "Order").schema;
    expect(fieldAt(order, "buyer.email")).toMatchObject({
      type: "string",
      line: 17,
      file: "typescript/src/models/user.ts",
    });
    expect(fieldAt(order, "approverRole")).toMatchObject({ type: "enum", optional: true });
    const me = asset("typescript/src/api/responses.ts", "MeResponse").schema;
    expect(fieldAt(me, "recentOrders.element.total.currency").type).toBe("enum");
    expect(fieldAt(me, "context.source").constraints?.symbols).toEqual(["web", "ios", "android", "backend"]);
    expect(
      fieldAt(
        asset("typescript/src/api/responses.ts", "Admin.UserListResponse").schema,
        "rows.element.suspended",
      ).type,
    ).toBe("bool");
    expect(
      reads
        .get("typescript")
        ?.find((r) => r.file.endsWith("responses.ts"))
        ?.result.assets.map((a) => a.path),
    ).not.toContain("typescript/src/api/responses.ts:CacheEntry");
  });

  it("Swift: Codable with CodingKeys, exactly", () => {
    expect(asset("swift/Models/Chapter.swift", "Chapter").schema).toEqual({
      type: "struct",
      doc: "A chapter mark inside an episode.",
      line: 4,
      fields: [
        { name: "title", type: "string", line: 5 },
        { name: "start", type: "float64", line: 6 },
        { name: "end", type: "float64", optional: true, line: 7 },
        {
          name: "image_url",
          type: "string",
          optional: true,
          constraints: { format: "uri", codeName: "imageURL" },
          line: 8,
        },
        {
          name: "links",
          type: "map",
          line: 9,
          fields: [
            { name: "key", type: "string" },
            { name: "value", type: "string", constraints: { format: "uri" } },
          ],
        },
      ],
    });
    const episode = asset("swift/Models/Episode.swift", "Episode").schema;
    expect(fieldAt(episode, "episode_type")).toMatchObject({
      type: "enum",
      constraints: { symbols: ["full", "trailer", "bonus"] },
    });
    expect(fieldAt(episode, "duration_seconds")).toMatchObject({
      type: "float64",
      constraints: { codeName: "duration" },
    });
    expect(fieldAt(episode, "chapters.element.image_url").file).toBe("swift/Models/Chapter.swift");
    expect(names(episode)).not.toContain("isDownloaded");
  });
});
