import avro from "avsc";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffSchemas, hasBreaking } from "../../src/compliance/diff.js";
import { avroTreeOf } from "./support/trees.js";

/*
 * Agreement with avsc's schema resolution: for generated pairs (old, new) of
 * Avro record schemas, diffSchemas calls the pair breaking exactly when
 * `Type.forSchema(new).createResolver(Type.forSchema(old))` throws.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const PRIMS = ["int", "long", "float", "double", "string", "bytes", "boolean"] as const;
const SYMBOLS = ["A", "B", "C", "D"];
const DEFAULTS: Record<string, Json> = {
  int: 0,
  long: 0,
  float: 0,
  double: 0,
  string: "",
  bytes: "",
  boolean: false,
};

const prim = fc.constantFrom(...PRIMS);
const symbols = fc.subarray(SYMBOLS, { minLength: 1 });

/** A field type; named types are named after the field index so both versions share names. */
const fieldType = (index: number): fc.Arbitrary<Json> =>
  fc.oneof(
    { weight: 4, arbitrary: prim },
    prim.map((p) => ["null", p]),
    fc.constantFrom<Json>(["int", "string"], ["string", "long"], ["null", "int", "string"]),
    fc.tuple(symbols, fc.boolean()).map(([s, withDefault]) => ({
      type: "enum",
      name: `E${index}`,
      symbols: s,
      ...(withDefault ? { default: s[0] as string } : {}),
    })),
    prim.map((p) => ({ type: "array", items: p })),
    prim.map((p) => ({ type: "map", values: p })),
    fc.constantFrom(4, 8).map((size) => ({ type: "fixed", name: `F${index}`, size })),
    fc.tuple(prim, prim).map(([a, b]) => ({
      type: "record",
      name: `N${index}`,
      fields: [
        { name: "a", type: a },
        { name: "b", type: b },
      ],
    })),
  );

type Mutation =
  | "keep"
  | "remove"
  | "retype"
  | "nullable"
  | "renameAlias"
  | "rename"
  | "doc"
  | "renameType"
  | "renameTypeAlias"
  | "resize";
const mutation = fc.constantFrom<Mutation>(
  "keep",
  "keep",
  "remove",
  "retype",
  "nullable",
  "renameAlias",
  "rename",
  "doc",
  "renameType",
  "renameTypeAlias",
  "resize",
);

const baseFields = fc
  .integer({ min: 1, max: 4 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => fieldType(i))));

const addedField = fc.record({ type: prim, nullable: fc.boolean(), withDefault: fc.boolean() });

const pair = baseFields.chain((types) =>
  fc.tuple(
    fc.constant(types),
    fc.tuple(...types.map((_, i) => fc.tuple(mutation, fieldType(i)))),
    fc.array(addedField, { maxLength: 2 }),
  ),
);

function mutate(
  name: string,
  type: Json,
  [kind, retyped]: [Mutation, Json],
): Record<string, Json> | undefined {
  switch (kind) {
    case "remove":
      return undefined;
    case "retype":
      return { name, type: retyped };
    case "nullable":
      if (Array.isArray(type))
        return type.includes("null") ? { name, type: type.filter((t) => t !== "null") } : { name, type };
      return { name, type: ["null", type] };
    case "renameAlias":
      return { name: `${name}_new`, aliases: [name], type };
    case "rename":
      return { name: `${name}_new`, type };
    case "doc":
      return { name, type, doc: "changed" };
    case "renameType":
    case "renameTypeAlias":
      if (
        type !== null &&
        typeof type === "object" &&
        !Array.isArray(type) &&
        typeof type.name === "string"
      ) {
        return {
          name,
          type: {
            ...type,
            name: `${type.name}x`,
            ...(kind === "renameTypeAlias" ? { aliases: [type.name] } : {}),
          },
        };
      }
      return { name, type };
    case "resize":
      // A fixed type of another size under the same name: a size change is otherwise rare here.
      if (type !== null && typeof type === "object" && !Array.isArray(type) && type.type === "fixed") {
        return { name, type: { ...type, size: type.size === 4 ? 8 : 4 } };
      }
      return { name, type };
    default:
      return { name, type };
  }
}

function schemas([types, mutations, added]: [
  Json[],
  [Mutation, Json][],
  { type: string; nullable: boolean; withDefault: boolean }[],
]) {
  const base = {
    type: "record",
    name: "R",
    namespace: "t",
    fields: types.map((type, i) => ({ name: `f${i}`, type: type })),
  };
  const headFields = types
    .map((type, i) => mutate(`f${i}`, type, mutations[i] as [Mutation, Json]))
    .filter((field): field is Record<string, Json> => field !== undefined);
  added.forEach(({ type, nullable, withDefault }, i) => {
    const fieldType: Json = nullable ? ["null", type] : type;
    const fallback = nullable ? null : (DEFAULTS[type] as Json);
    headFields.push({ name: `g${i}`, type: fieldType, ...(withDefault ? { default: fallback } : {}) });
  });
  return { base, head: { type: "record", name: "R", namespace: "t", fields: headFields } };
}

function avscBreaking(base: unknown, head: unknown): boolean {
  const reader = avro.Type.forSchema(head as avro.Schema);
  const writer = avro.Type.forSchema(base as avro.Schema);
  try {
    reader.createResolver(writer);
    return false;
  } catch {
    return true;
  }
}

describe("Avro diff agrees with avsc's resolver", () => {
  it("on generated schema pairs", async () => {
    await fc.assert(
      fc.asyncProperty(pair, async (generated) => {
        const { base, head } = schemas(generated);
        const changes = diffSchemas(await avroTreeOf(base), await avroTreeOf(head), "avro");
        expect(hasBreaking(changes), JSON.stringify({ base, head, changes }, null, 1)).toBe(
          avscBreaking(base, head),
        );
      }),
      { numRuns: 400 },
    );
  });

  it("on named cases", async () => {
    const record = (...fields: unknown[]) => ({ type: "record", name: "R", fields });
    const cases: Array<[string, unknown, unknown]> = [
      ["int promoted to long", record({ name: "a", type: "int" }), record({ name: "a", type: "long" })],
      ["long narrowed to int", record({ name: "a", type: "long" }), record({ name: "a", type: "int" })],
      [
        "field added without default",
        record({ name: "a", type: "int" }),
        record({ name: "a", type: "int" }, { name: "b", type: "int" }),
      ],
      [
        "field removed",
        record({ name: "a", type: "int" }, { name: "b", type: "int" }),
        record({ name: "a", type: "int" }),
      ],
      [
        "optional made required",
        record({ name: "a", type: ["null", "int"] }),
        record({ name: "a", type: "int" }),
      ],
      [
        "renamed with alias",
        record({ name: "a", type: "int" }),
        record({ name: "b", aliases: ["a"], type: "int" }),
      ],
      [
        "enum symbol removed with a default",
        record({ name: "e", type: { type: "enum", name: "E", symbols: ["A", "B"] } }),
        record({ name: "e", type: { type: "enum", name: "E", symbols: ["A"], default: "A" } }),
      ],
    ];
    for (const [name, base, head] of cases) {
      const changes = diffSchemas(await avroTreeOf(base), await avroTreeOf(head), "avro");
      expect(hasBreaking(changes), name).toBe(avscBreaking(base, head));
    }
  });

  it("on fixed types: another size breaks, either way; the same size under an alias does not", async () => {
    const fixed = (size: number, name = "F", aliases?: string[]) => ({
      type: "record",
      name: "R",
      fields: [{ name: "f", type: { type: "fixed", name, size, ...(aliases ? { aliases } : {}) } }],
    });
    const cases: Array<[string, unknown, unknown, boolean]> = [
      ["fixed grown from 4 to 8", fixed(4), fixed(8), true],
      ["fixed shrunk from 8 to 4", fixed(8), fixed(4), true],
      ["fixed renamed without an alias", fixed(4), fixed(4, "G"), true],
      ["fixed renamed with the old name as an alias", fixed(4), fixed(4, "G", ["F"]), false],
      ["fixed unchanged", fixed(4), fixed(4), false],
    ];
    for (const [name, base, head, breaking] of cases) {
      const changes = diffSchemas(await avroTreeOf(base), await avroTreeOf(head), "avro");
      expect(avscBreaking(base, head), `avsc: ${name}`).toBe(breaking);
      expect(hasBreaking(changes), name).toBe(breaking);
    }
  });
});
