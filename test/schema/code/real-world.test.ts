import { describe, expect, it } from "vitest";
import { assetNamed, fieldAt, memoryFiles, readerFor, readSource } from "./helpers.js";

// Shapes from real repositories that lost fields or docs (issue 14).
describe("code models found on real repositories", () => {
  it("Java: a class inherits the fields of its superclass (Lombok @Data style)", async () => {
    const result = await readSource(
      "java",
      "Models.java",
      [
        "@Data",
        "public class Entity { private String id; private java.time.Instant createdAt; }",
        "@Data",
        "@EqualsAndHashCode(callSuper = true)",
        "public class Customer extends Entity {",
        "  private String name;",
        "  private String id;",
        "}",
      ].join("\n"),
    );
    const customer = assetNamed(result, "Customer");
    expect(customer.fields?.map((f) => [f.name, f.line])).toEqual([
      ["createdAt", 2],
      ["name", 6],
      ["id", 7],
    ]);
  });

  it("TypeScript: a JSDoc that starts with @deprecated is kept as the doc", async () => {
    const result = await readSource(
      "typescript",
      "t.ts",
      [
        "/** @deprecated use OrderV2 */",
        "export interface Order {",
        "  /**",
        "   * Total in cents.",
        "   * @deprecated read totalMinor",
        "   * @see totalMinor",
        "   */",
        "  total: number;",
        "}",
      ].join("\n"),
    );
    const order = assetNamed(result, "Order");
    expect(order.doc).toBe("Deprecated: use OrderV2");
    expect(fieldAt(order, "total").doc).toBe("Total in cents.\nDeprecated: read totalMinor");
  });

  it("PySpark: StructType().add(...) chains", async () => {
    const result = await readSource(
      "pyspark",
      "schema.py",
      [
        "from pyspark.sql.types import StructType, StructField, StringType, LongType",
        "events = (",
        "    StructType()",
        "    .add('id', StringType(), False)",
        "    .add(StructField('count', LongType(), True))",
        "    .add(field='note', data_type=StringType(), metadata={'comment': 'Free text'})",
        ")",
      ].join("\n"),
    );
    const events = assetNamed(result, "events");
    expect(events.fields).toEqual([
      { name: "id", type: "string", line: 4 },
      { name: "count", type: "int64", optional: true, line: 5 },
      {
        name: "note",
        type: "string",
        optional: true,
        doc: "Free text",
        line: 6,
      },
    ]);
  });
});

describe("Kotlin Room entities", () => {
  it("reads an @Entity whose annotation arguments use array literals", async () => {
    const result = await readSource(
      "kotlin",
      "Track.kt",
      [
        "@Entity(",
        '  tableName = "tracks",',
        '  indices = [Index(value = ["album_id"]), Index(value = ["title"], unique = true)],',
        '  foreignKeys = [ForeignKey(entity = Album::class, parentColumns = ["id"], childColumns = ["album_id"])]',
        ")",
        "data class Track(",
        "  @PrimaryKey val id: Long,",
        '  @ColumnInfo(name = "album_id") val albumId: Long,',
        '  val title: String, // "[not] an array"',
        ")",
      ].join("\n"),
    );
    expect(result.diagnostics).toEqual([]);
    expect(assetNamed(result, "Track").fields?.map((f) => [f.name, f.line])).toEqual([
      ["id", 7],
      ["album_id", 8],
      ["title", 9],
    ]);
  });
});

describe("TypeScript namespaces and intersections", () => {
  it("resolves types of an exported namespace and reads `type` intersections as models", async () => {
    const result = await readSource(
      "typescript",
      "api.ts",
      [
        "export namespace Api {",
        "  export interface User { id: string; name?: string }",
        "  interface Hidden { x: number }",
        "}",
        "export interface Audit { createdAt: Date }",
        "export interface Order { owner: Api.User }",
        "export type AuditedOrder = Order & Audit & { total: number };",
      ].join("\n"),
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.assets.map((a) => a.path).sort()).toEqual([
      "api.ts:Api.User",
      "api.ts:Audit",
      "api.ts:AuditedOrder",
      "api.ts:Order",
    ]);
    expect(fieldAt(assetNamed(result, "Order"), "owner")).toMatchObject({ type: "struct" });
    expect(fieldAt(assetNamed(result, "Order"), "owner.id")).toMatchObject({ type: "string", line: 2 });
    expect(assetNamed(result, "AuditedOrder").fields?.map((f) => [f.name, f.type])).toEqual([
      ["owner", "struct"],
      ["createdAt", "timestamp64"],
      ["total", "float64"],
    ]);
  });
});

describe("zod schemas", () => {
  it("reads `z.object` schemas as models", async () => {
    const result = await readSource(
      "typescript",
      "schemas.ts",
      [
        'import { z } from "zod";',
        "export const Address = z.object({ city: z.string() });",
        "/** A customer. */",
        "export const Customer = z.object({",
        "  id: z.string().uuid(),",
        '  age: z.number().int().optional().describe("Years"),',
        "  tags: z.array(z.string()),",
        '  tier: z.enum(["free", "pro"]),',
        "  address: Address.nullable(),",
        "  meta: z.record(z.string(), z.number()),",
        "});",
        "const internal = z.object({ x: z.boolean() });",
        "export const notASchema = 42;",
      ].join("\n"),
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.assets.map((a) => a.path).sort()).toEqual(["schemas.ts:Address", "schemas.ts:Customer"]);
    const customer = assetNamed(result, "Customer");
    expect(customer.doc).toBe("A customer.");
    expect(customer.fields?.map((f) => [f.name, f.type, f.optional === true, f.line])).toEqual([
      ["id", "string", false, 5],
      ["age", "float64", true, 6],
      ["tags", "list", false, 7],
      ["tier", "enum", false, 8],
      ["address", "struct", true, 9],
      ["meta", "map", false, 10],
    ]);
    expect(fieldAt(customer, "age").doc).toBe("Years");
    expect(fieldAt(customer, "tier").constraints).toMatchObject({ symbols: ["free", "pro"] });
    expect(fieldAt(customer, "address.city").type).toBe("string");
  });
});

describe("types from other files of the same package", () => {
  it("Go: a type of a sibling file resolves (with its file), an embedded struct with a json tag stays a field", async () => {
    const files = memoryFiles({
      "api/v1/types.go": [
        "package v1",
        "type Pod struct {",
        '  ObjectMeta `json:"metadata,omitempty"`',
        '  Spec PodSpec `json:"spec"`',
        "}",
        "",
      ].join("\n"),
      "api/v1/spec.go": [
        "package v1",
        "",
        "type PodSpec struct {",
        '  NodeName string `json:"nodeName"`',
        "}",
        "",
      ].join("\n"),
      "api/v1/meta.go": [
        "package v1",
        "type ObjectMeta struct {",
        '  Name string `json:"name"`',
        "}",
        "",
      ].join("\n"),
      "api/v1/notes.txt": "not go",
    });
    const result = await readerFor("golang").read({
      path: "api/v1/types.go",
      sourceType: "golang",
      dataSource: "d",
      files,
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.assets.map((a) => a.path)).toEqual(["api/v1/types.go:Pod"]);
    const pod = assetNamed(result, "Pod");
    expect(fieldAt(pod, "metadata")).toMatchObject({ type: "struct", optional: true, line: 3 });
    expect(fieldAt(pod, "metadata.name")).toEqual({
      name: "name",
      type: "string",
      line: 3,
      file: "api/v1/meta.go",
      constraints: { goName: "Name" },
    });
    expect(fieldAt(pod, "spec.nodeName")).toMatchObject({ type: "string", line: 4, file: "api/v1/spec.go" });
  });
});
