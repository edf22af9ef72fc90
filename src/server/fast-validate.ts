import { compiledOnUsePerKey, compileValidator, type FastValidator } from "../api/compiled-validator.js";
import type { EndpointSpec } from "../api/endpoints.js";

export type { FastValidator };

/**
 * Bodies of an operation that zod validates before its validator is compiled. Generating and
 * compiling the validators costs more of every start than the few requests of a one-shot run (the
 * embedded service) win back (`npm run bench -- action`, row "README-only PR check, embedded service"); a server, whose checks the compiled path speeds up (`npm run
 * bench -- server`, row "check-compliance 10x50, 49 KB"), compiles at the operation's 17th request.
 */
export const BODIES_BEFORE_COMPILING = 16;

/**
 * Compiles the validator of an endpoint that declares a fast path (`fastBody` in the endpoint
 * table) now; tests compare it with zod.
 */
export function compileBodyValidator(spec: EndpointSpec): FastValidator | undefined {
  const { body, fastBody } = spec;
  if (!body || !fastBody) return undefined;
  return compileValidator(body, (value) => fastBody.schemaTrees(value));
}

/** One fast path per endpoint spec, shared by every app of the process, so each compiles once. */
const fastPaths = compiledOnUsePerKey(BODIES_BEFORE_COMPILING, compileBodyValidator);

/** The fast path of an endpoint's body, compiled on use; undefined when the table declares none. */
export function fastBodyValidator(spec: EndpointSpec): FastValidator | undefined {
  return spec.body && spec.fastBody ? fastPaths(spec) : undefined;
}
