import type avro from "avsc";
import { describe, expect, it } from "vitest";
import { AvroType } from "../../src/schema/readers/avsc-lazy.js";

// The types the readers build compile their record functions at first use and make their union
// branch classes without generated code: each test holds a behaviour of avsc's own types that a
// wrong `this`, lost argument or misnamed branch property would break.

const order = {
  type: "record",
  name: "Order",
  namespace: "com.acme",
  fields: [
    { name: "id", type: "long" },
    { name: "status", type: { type: "enum", name: "Status", symbols: ["NEW", "PAID"] } },
    {
      name: "customer",
      type: { type: "record", name: "Customer", fields: [{ name: "email", type: "string" }] },
    },
    { name: "note", type: ["null", "string"], default: null },
    { name: "amount", type: ["long", "double"] },
  ],
} as const;

const value = {
  id: 7,
  status: "PAID",
  customer: { email: "a@example.com" },
  note: { string: "rush" },
  amount: { double: 9.5 },
};

describe("avsc types built by the readers", () => {
  it("encode and decode a record with nested records and wrapped unions", () => {
    const type = AvroType.forSchema(order as unknown as avro.Schema, { wrapUnions: true });
    const decoded = type.fromBuffer(type.toBuffer(value)) as Record<string, unknown>;
    expect(JSON.parse(JSON.stringify(decoded))).toEqual(value);
    expect((decoded.note as { unwrap(): unknown }).unwrap()).toBe("rush");
  });

  it("say which field of a value is wrong", () => {
    const type = AvroType.forSchema(order as unknown as avro.Schema, { wrapUnions: true });
    const paths: string[][] = [];
    const bad = { ...value, customer: { email: 3 } };
    expect(type.isValid(value)).toBe(true);
    expect(type.isValid(bad, { errorHook: (path) => paths.push(path) })).toBe(false);
    expect(paths).toEqual([["customer", "email"]]);
  });

  it("read data written with an older schema, field defaults filled in", () => {
    const v1 = AvroType.forSchema(
      { type: "record", name: "E", fields: [{ name: "id", type: "int" }] },
      { wrapUnions: true },
    );
    const v2 = AvroType.forSchema(
      {
        type: "record",
        name: "E",
        fields: [
          { name: "id", type: "long" },
          { name: "tag", type: "string", default: "none" },
        ],
      },
      { wrapUnions: true },
    );
    const bytes = v1.toBuffer({ id: 3 });
    expect({ ...(v2.fromBuffer(bytes, v2.createResolver(v1)) as object) }).toEqual({ id: 3, tag: "none" });
  });

  it("skip a nested record when a reader leaves its field out", () => {
    const writer = AvroType.forSchema(order as unknown as avro.Schema, { wrapUnions: true });
    const reader = AvroType.forSchema(
      { type: "record", name: "Order", namespace: "com.acme", fields: [{ name: "id", type: "long" }] },
      { wrapUnions: true },
    );
    const read = reader.fromBuffer(writer.toBuffer(value), reader.createResolver(writer));
    expect({ ...(read as object) }).toEqual({ id: 7 });
  });

  it("give each union branch a class that wraps and unwraps its own value", () => {
    const union = AvroType.forSchema(["null", "string", "com.acme.Money"] as unknown as avro.Schema, {
      wrapUnions: true,
      registry: {
        "com.acme.Money": AvroType.forSchema({
          type: "fixed",
          name: "Money",
          namespace: "com.acme",
          size: 2,
        }),
      },
    }) as unknown as { types: { _branchConstructor: (new (v: unknown) => object) | null }[] };
    const [none, text, money] = union.types;
    expect(none?._branchConstructor).toBeNull();
    const Text = text?._branchConstructor as new (v: unknown) => { unwrap(): unknown };
    const Money = money?._branchConstructor as new (v: unknown) => { unwrap(): unknown };
    expect({ ...new Text("x") }).toEqual({ string: "x" });
    expect({ ...new Money(Buffer.from("ab")) }).toEqual({ "com.acme.Money": Buffer.from("ab") });
    expect(new Money(1).unwrap()).toBe(1);
    expect((Text as unknown as { type: unknown }).type).toBe(text);
  });
});
