import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { contractSchemaChangesByBump } from "../../src/compliance/contract-breaks.js";
import { field } from "./nodes.js";

const kinds = (changes: { kind: string; field: string }[]) => changes.map((c) => `${c.kind} ${c.field}`);

describe("contractSchemaChangesByBump", () => {
  // An alias is another name the contract accepts a field by: added or changed, the asset may rename
  // the field and its readers break (docs-only attack 19); removed, the contract accepts less.
  it.each([
    ["added", undefined, "mail", ["FIELD_RENAMED email"]],
    ["changed", "mail", "e_mail", ["FIELD_RENAMED email"]],
    ["removed", "mail", undefined, []],
    ["kept", "mail", "mail", []],
  ])("an alias %s: major %j", (_name, was, now, major) => {
    for (const nested of [false, true]) {
      const wrap = (alias: string | undefined): SchemaNode[] => {
        const email = { ...field("email", "string"), ...(alias ? { alias } : {}) };
        return nested ? [{ ...field("user", "struct"), fields: [email] }] : [email];
      };
      const result = contractSchemaChangesByBump(wrap(was), wrap(now), "postgres");
      expect(kinds(result.major)).toEqual(major.map((m) => (nested ? m.replace("email", "user.email") : m)));
    }
  });

  it("needs a major version for a required field made optional, even where Avro readers take it", () => {
    const result = contractSchemaChangesByBump(
      [field("a", "string")],
      [field("a", "string", { optional: true })],
      "avro",
    );
    expect(result.major).toEqual([
      {
        kind: "NULLABILITY_CHANGED",
        field: "a",
        breaking: false,
        reason: "the new union with null reads the old values",
        before: "required",
        after: "optional",
      },
    ]);
    expect(result.minor).toEqual([]);
  });

  it("needs only a minor version for an optional field made required where its format's readers take it", () => {
    // Protobuf: field presence does not change the encoding, and a field made required takes no promise back.
    const result = contractSchemaChangesByBump(
      [field("a", "string", { optional: true })],
      [field("a", "string")],
      "protobuf",
    );
    expect(result.major).toEqual([]);
    expect(result.minor).toEqual([
      {
        kind: "NULLABILITY_CHANGED",
        field: "a",
        breaking: false,
        reason: "field presence does not change the binary or JSON encoding",
        before: "optional",
        after: "required",
      },
    ]);
  });

  it("needs only a minor version for an optional field added", () => {
    const result = contractSchemaChangesByBump(
      [field("a", "string")],
      [field("a", "string"), field("b", "int64", { optional: true })],
      "avro",
    );
    expect(result.major).toEqual([]);
    expect(kinds(result.minor)).toEqual(["FIELD_ADDED b"]);
  });

  it("needs a major version for a required field added inside an unnamed list element", () => {
    const items = (extra: SchemaNode[]): SchemaNode => ({
      name: "items",
      type: "list",
      fields: [{ type: "struct", fields: [field("sku", "string"), ...extra] }],
    });
    const result = contractSchemaChangesByBump([items([])], [items([field("qty", "int64")])], "avro");
    expect(kinds(result.major)).toEqual(["FIELD_ADDED items.element.qty"]);
    expect(result.minor).toEqual([]);
  });
});
