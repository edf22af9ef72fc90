import { compiledOnUsePerKey, compileValidator, type FastValidator } from "../api/compiled-validator.js";
import type { EndpointSpec } from "../api/endpoints.js";

/**
 * Answers of an operation that zod validates before its validator is compiled: compiling costs
 * about as much as zod's parse of two pages of 500 contracts, so a run that reads one or two pages
 * (a pull request check) never compiles, and a publish of a monorepo (20 pages for 10,000
 * contracts) does once.
 */
export const RESPONSES_BEFORE_COMPILING = 2;

/** Compiles the validator of an endpoint's answer that declares a fast path (`fastResponse`) now. */
export function compileResponseValidator(spec: EndpointSpec): FastValidator | undefined {
  const { fastResponse } = spec;
  if (!fastResponse) return undefined;
  return compileValidator(spec.response, (value) => fastResponse.schemaTrees(value));
}

/** One fast path per endpoint spec, shared by every client of the process. */
const fastPaths = compiledOnUsePerKey(RESPONSES_BEFORE_COMPILING, compileResponseValidator);

/** The fast path of an endpoint's answer, compiled on use; undefined when the table declares none. */
export function fastResponseValidator(spec: EndpointSpec): FastValidator | undefined {
  return spec.fastResponse ? fastPaths(spec) : undefined;
}
