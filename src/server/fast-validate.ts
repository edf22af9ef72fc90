import { Ajv2020 } from "ajv/dist/2020.js";
import { z } from "zod";
import { CheckAssetsComplianceBody, RegisterAssetsBody } from "../api/messages.js";
import { type SchemaNode, schemaWithinLimits } from "../api/schema-node.js";

/**
 * A compiled validator for the large, recursive bodies (a 49 KB check is
 * hundreds of schema nodes; zod's parse was a quarter of the request). The
 * JSON Schema is generated from the same zod schema, so the table stays the one
 * source of truth: ajv strips unknown keys and applies defaults as zod does, the
 * node limits zod refines are checked beside it, and any body ajv refuses goes
 * to zod, whose errors the client gets. Tests assert both agree.
 */
export type FastValidator = (raw: unknown) => { value: unknown } | undefined;

const ajv = new Ajv2020({
  removeAdditional: true,
  useDefaults: true,
  // (ajv counts maxLength in Unicode characters by default, as zod does.)
  strict: false,
  allErrors: false,
  // The schemas are generated from the zod table (and tested): checking them against the meta-schema
  // cost ~200 ms of every server's and embedded run's start.
  validateSchema: false,
});

function compile(schema: z.ZodType, schemas: (value: never) => SchemaNode[][]): FastValidator {
  const validate = ajv.compile(z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }));
  return (raw) => {
    try {
      if (!validate(raw)) return undefined;
    } catch {
      // A pathologically deep value overflows the stack: zod's path reports it.
      return undefined;
    }
    const value = raw as never;
    return schemas(value).every((nodes) => schemaWithinLimits(nodes)) ? { value } : undefined;
  };
}

type AssetsBody = { assets: { schema: SchemaNode }[] };
const assetSchemas = (body: AssetsBody) => body.assets.map((a) => [a.schema]);

/** Fast paths by operation id. */
export const FAST_BODY_VALIDATORS: Readonly<Record<string, FastValidator>> = {
  checkAssetsCompliance: compile(CheckAssetsComplianceBody, assetSchemas),
  registerAssets: compile(RegisterAssetsBody, assetSchemas),
};
