import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { type EndpointSpec, endpoints, toFastifyPath } from "../api/endpoints.js";
import { extensionEndpoints } from "../api/extensions.js";
import type { CountLimit } from "../api/limits.js";
import { unstorableText } from "../api/storable.js";
import type { FieldError } from "../service/errors.js";
import type { Caller } from "../service/index.js";
import { jsonBytes } from "../service/wire-json.js";
import { retryReadOnceIfDropped } from "../store/faults.js";
import { fastBodyValidator } from "./fast-validate.js";
import { storableByItsText } from "./fastify-options.js";
import type { RequestGuard } from "./guard.js";
import { pointerOf, problem, sendProblem, tooLarge, zodFieldErrors } from "./problem.js";

/** Every operation the server answers: the interface's twenty and the extensions, one table. */
export const ALL_ENDPOINTS: Readonly<Record<string, EndpointSpec>> = { ...endpoints, ...extensionEndpoints };

/** The code behind an operation: the service method of its id, or the server's own (health, OpenAPI). */
export type Handler = (caller: Caller, request: Record<string, unknown>) => Promise<unknown>;

export interface RouteSettings {
  /** The handler of an operation id. */
  handlerOf(operationId: string): Handler | undefined;
  guard: RequestGuard;
  countLimits: Readonly<Record<CountLimit, number>>;
  /** Check every answer against the table's response schema (tests). */
  validateResponses: boolean;
}

/**
 * One route per entry of the endpoint table, each validating its params, query and body with the
 * table's zod schemas and calling the handler of the same operation id. What differs between
 * operations (public, counted items, fast body path, work before admission) is read off the table.
 */
export function registerRoutes(app: FastifyInstance, settings: RouteSettings): void {
  for (const [operationId, spec] of Object.entries(ALL_ENDPOINTS)) {
    const serve = settings.handlerOf(operationId);
    if (!serve) throw new Error(`no service method for operation '${operationId}'`);
    const { guard } = settings;
    app.route({
      method: spec.method,
      url: toFastifyPath(spec.path),
      config: { operationId },
      ...(spec.public === true ? {} : { onRequest: guard.authenticate, preHandler: guard.admitTo(spec) }),
      handler: async (request, reply) => {
        const refusal = tooManyItems(spec, request.body, settings.countLimits);
        if (refusal) return sendProblem(reply, refusal);
        const { parsed, errors } = validateRequest(spec, request);
        if (errors.length > 0) {
          return sendProblem(reply, problem(400, `invalid request to ${operationId}`, errors));
        }
        const caller = guard.callerOf(request) ?? { workspaceId: "" };
        // GETs only read: one more try on a fresh connection when theirs was dropped.
        const body =
          spec.method === "GET"
            ? await retryReadOnceIfDropped(() => serve(caller, parsed))
            : await serve(caller, parsed);
        return answer(reply, request, { operationId, spec, body }, settings.validateResponses);
      },
    });
  }
}

/** A 413 when the body's counted list is longer than its limit allows. */
function tooManyItems(spec: EndpointSpec, body: unknown, limits: Readonly<Record<CountLimit, number>>) {
  const counted = spec.counted;
  if (!counted) return undefined;
  const max = limits[counted.limit];
  const count = counted.count(body);
  if (count <= max) return undefined;
  const detail = `${count} items where at most ${max} are accepted per request (${counted.limit}; docs/service.md "Limits")`;
  return tooLarge(detail, counted.pointer, { name: counted.limit, maximum: max });
}

type RequestPart = "params" | "query" | "body";

/** Each part of the request through the table's schema: the values parsed, or the fields at fault. */
export function validateRequest(
  spec: EndpointSpec,
  request: FastifyRequest,
): { parsed: Record<string, unknown>; errors: FieldError[] } {
  const parsed: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const part of ["params", "query", "body"] as const satisfies RequestPart[]) {
    const schema: z.ZodType | undefined = spec[part];
    if (!schema) continue;
    const raw = request[part] ?? (part === "body" ? undefined : {});
    // Said here in the API's words, before the database would refuse it in its own.
    const unstorable =
      part === "body" && (spec.perItemOutcomes || storableByItsText(raw)) ? undefined : unstorableText(raw);
    if (unstorable) {
      errors.push({ pointer: pointerOf(part, unstorable.path), message: unstorable.message });
      continue;
    }
    const fast = part === "body" ? fastBodyValidator(spec)?.(raw) : undefined;
    if (fast) {
      parsed[part] = fast.value;
      continue;
    }
    let result: ReturnType<typeof schema.safeParse>;
    try {
      result = schema.safeParse(raw);
    } catch (error) {
      // zod recursing through a pathologically deep value runs out of stack.
      if (!(error instanceof RangeError)) throw error;
      errors.push({ pointer: `/${part}`, message: "nested too deeply" });
      continue;
    }
    if (result.success) parsed[part] = result.data;
    else errors.push(...zodFieldErrors(result.error, part));
  }
  return { parsed, errors };
}

function answer(
  reply: FastifyReply,
  request: FastifyRequest,
  answered: { operationId: string; spec: EndpointSpec; body: unknown },
  validateResponses: boolean,
): FastifyReply {
  const { operationId, spec, body } = answered;
  if (validateResponses) {
    const check = spec.response.safeParse(body);
    if (!check.success) {
      request.log.error({ issues: check.error.issues, operationId }, "response does not match its schema");
      return sendProblem(reply, problem(500, `response of ${operationId} does not match its schema`));
    }
  }
  // Answers built from cached rows carry their JSON as bytes (service/wire-json.ts): sent as they are,
  // with the content type fastify gives the JSON it serialises.
  const bytes = jsonBytes(body);
  if (bytes) return reply.code(spec.status).type("application/json; charset=utf-8").send(bytes);
  return reply.code(spec.status).send(body);
}
