import { Ajv2020 } from "ajv/dist/2020.js";
import { z } from "zod";
import type { EndpointSpec } from "../api/endpoints.js";
import { type SchemaNode, schemaWithinLimits } from "../api/schema-node.js";

/**
 * A compiled validator for the large, recursive bodies (a 49 KB check is
 * hundreds of schema nodes; zod's parse was a large part of the request). The
 * JSON Schema is generated from the same zod schema, so the table stays the one
 * source of truth: ajv strips unknown keys and applies defaults as zod does, the
 * node limits zod refines are checked beside it, and any body ajv refuses goes
 * to zod, whose errors the client gets. Tests assert both agree.
 */
export type FastValidator = (raw: unknown) => { value: unknown } | undefined;

/**
 * Bodies of an operation that zod validates before its validator is compiled. Generating and
 * compiling the validators costs more of every start than the few requests of a one-shot run (the
 * embedded service) win back (`npm run bench -- action`, row "README-only PR check, embedded service"); a server, whose checks the compiled path speeds up (`npm run
 * bench -- server`, row "check-compliance 10x50, 49 KB"), compiles at the operation's 17th request.
 */
export const BODIES_BEFORE_COMPILING = 16;

let ajv: Ajv2020 | undefined;

function compile(schema: z.ZodType, schemas: (value: never) => SchemaNode[][]): FastValidator {
  ajv ??= new Ajv2020({
    removeAdditional: true,
    useDefaults: true,
    // (ajv counts maxLength in Unicode characters by default, as zod does.)
    strict: false,
    allErrors: false,
    // The schemas are generated from the zod table (and tested): checking them against the
    // meta-schema would be paid at every server's and embedded run's start.
    validateSchema: false,
  });
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

/**
 * A validator compiled at its (BODIES_BEFORE_COMPILING + 1)th body; until then it answers
 * undefined, and zod validates the body.
 */
export function compiledOnUse(compileNow: () => FastValidator): FastValidator {
  let bodies = 0;
  let compiled: FastValidator | undefined;
  return (raw) => {
    if (!compiled && ++bodies <= BODIES_BEFORE_COMPILING) return undefined;
    compiled ??= compileNow();
    return compiled(raw);
  };
}

/**
 * Compiles the validator of an endpoint that declares a fast path (`fastBody` in the endpoint
 * table) now; tests compare it with zod.
 */
export function compileBodyValidator(spec: EndpointSpec): FastValidator | undefined {
  const { body, fastBody } = spec;
  if (!body || !fastBody) return undefined;
  return compile(body, (value) => fastBody.schemaTrees(value));
}

/** One fast path per endpoint spec, shared by every app of the process, so each compiles once. */
const fastPaths = new WeakMap<EndpointSpec, FastValidator>();

/** The fast path of an endpoint's body, compiled on use; undefined when the table declares none. */
export function fastBodyValidator(spec: EndpointSpec): FastValidator | undefined {
  if (!spec.body || !spec.fastBody) return undefined;
  let validator = fastPaths.get(spec);
  if (!validator) {
    validator = compiledOnUse(() => compileBodyValidator(spec) ?? (() => undefined));
    fastPaths.set(spec, validator);
  }
  return validator;
}
