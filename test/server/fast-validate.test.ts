import { describe, expect, it } from "vitest";
import { compiledOnUse } from "../../src/api/compiled-validator.js";
import type { EndpointSpec } from "../../src/api/endpoints.js";
import { LIMITS } from "../../src/api/limits.js";
import { CheckAssetsComplianceBody, RegisterAssetsBody } from "../../src/api/messages.js";
import type { SchemaNode } from "../../src/api/schema-node.js";
import {
  BODIES_BEFORE_COMPILING,
  compileBodyValidator,
  type FastValidator,
} from "../../src/server/fast-validate.js";
import { ALL_ENDPOINTS } from "../../src/server/routes.js";
import { asset } from "../service/fixtures.js";

const nested = (depth: number): SchemaNode =>
  depth === 0
    ? { type: "int64", name: "leaf" }
    : { type: "struct", name: `s${depth}`, fields: [nested(depth - 1)] };

const good = {
  responseType: "DETAILED",
  assets: [
    asset("orders", [
      { type: "int64", name: "id", constraints: { physicalType: "bigint", symbols: ["a"] } },
      { type: "list", name: "tags", optional: true, fields: [{ type: "string", name: "element" }] },
    ]),
  ],
};
const withSchema = (schema: unknown) => ({ ...good, assets: [{ ...good.assets[0], schema }] });

/** Bodies on both sides of every rule the zod schema has. */
const CASES: [string, unknown][] = [
  ["valid", good],
  ["valid with prLink and defaults left out", { ...good, prLink: "https://x/pull/1" }],
  [
    "unknown keys (stripped)",
    {
      ...good,
      extra: 1,
      assets: [{ ...good.assets[0], line: 3, schema: { type: "struct", fields: [], line: 4 } }],
    },
  ],
  ["bad responseType", { ...good, responseType: "SHORT" }],
  ["missing assets", { responseType: "DETAILED" }],
  ["bad node type", withSchema({ type: "varchar" })],
  ["name at the limit", withSchema({ type: "struct", name: "n".repeat(LIMITS.name) })],
  ["name over the limit", withSchema({ type: "struct", name: "n".repeat(LIMITS.name + 1) })],
  // Characters outside the BMP count one each (code points), as zod counts them.
  ["astral name at the limit", withSchema({ type: "struct", name: "😀".repeat(LIMITS.name) })],
  ["astral name over the limit", withSchema({ type: "struct", name: "😀".repeat(LIMITS.name + 1) })],
  ["depth at the limit", withSchema(nested(LIMITS.schemaDepth - 1))],
  ["depth over the limit", withSchema(nested(LIMITS.schemaDepth))],
  [
    "nodes over the limit",
    withSchema({
      type: "struct",
      fields: Array.from({ length: LIMITS.schemaNodes }, (_, i) => ({ type: "int8", name: `f${i}` })),
    }),
  ],
  ["optional not a boolean", withSchema({ type: "struct", optional: "yes" })],
  ["constraints not an object", withSchema({ type: "struct", constraints: [] })],
  ["includeUnchangedAssets not a boolean", { ...good, includeUnchangedAssets: "no" }],
  [
    "data_source over the limit",
    {
      ...good,
      assets: [
        {
          ...good.assets[0],
          data_asset_resource_name: {
            source_type: "postgres",
            data_source: "d".repeat(LIMITS.dataSource + 1),
            path: "p",
          },
        },
      ],
    },
  ],
  ["not an object", []],
];

describe.each([
  ["checkAssetsCompliance", CheckAssetsComplianceBody],
  ["registerAssets", RegisterAssetsBody],
] as const)("the compiled validator of %s agrees with its zod schema", (operationId, schema) => {
  const compiled = compileBodyValidator(ALL_ENDPOINTS[operationId] as EndpointSpec);
  if (!compiled) throw new Error(`${operationId} declares no fast body path`);
  const validator = compiled;
  it.each(CASES)("%s", (_name, body) => {
    const fast = validator(structuredClone(body));
    const zod = schema.safeParse(structuredClone(body));
    expect(fast !== undefined).toBe(zod.success);
    if (fast && zod.success) expect(fast.value).toEqual(zod.data);
  });
});

const validator = compileBodyValidator(ALL_ENDPOINTS.checkAssetsCompliance as EndpointSpec) as FastValidator;

describe("the endpoint table declares which bodies have a fast path", () => {
  it("the large recursive bodies, and no other", () => {
    const declared = Object.entries(ALL_ENDPOINTS)
      .filter(([, spec]) => compileBodyValidator(spec) !== undefined)
      .map(([operationId]) => operationId);
    expect(declared.sort()).toEqual(["checkAssetsCompliance", "registerAssets"]);
  });
});

describe("a fast path compiled on use", () => {
  it("leaves the first bodies to zod and compiles once, at the next one", () => {
    let compiles = 0;
    const fast = compiledOnUse(BODIES_BEFORE_COMPILING, () => {
      compiles++;
      return validator;
    });
    const answers: ReturnType<FastValidator>[] = [];
    for (let i = 0; i < BODIES_BEFORE_COMPILING; i++) answers.push(fast(structuredClone(good)));
    expect(answers.every((answer) => answer === undefined)).toBe(true);
    expect(compiles).toBe(0);
    for (let i = 0; i < 3; i++)
      expect(fast(structuredClone(good))?.value).toEqual(CheckAssetsComplianceBody.parse(good));
    expect(fast({ responseType: "DETAILED" })).toBeUndefined();
    expect(compiles).toBe(1);
  });
});
