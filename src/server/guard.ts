import type { FastifyReply, FastifyRequest } from "fastify";
import { AdmissionGate } from "../admission-gate.js";
import type { EndpointSpec } from "../api/endpoints.js";
import { contractEpochRead } from "../service/enforced-contracts.js";
import { ServiceError } from "../service/errors.js";
import type { Caller } from "../service/index.js";
import type { KeyResolver } from "../service/keys.js";
import { retryReadOnceIfDropped } from "../store/faults.js";
import type { Store } from "../store/port.js";
import { RateLimiter } from "./rate-limit.js";

export interface GuardOptions {
  keys: KeyResolver;
  store: Store;
  rateLimit?: { requestsPerSecond: number; burst?: number } | undefined;
  maxConcurrentWrites?: number | undefined;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What the server does before an endpoint's handler runs, for every endpoint that needs a key. */
export interface RequestGuard {
  /** onRequest: the X-API-KEY names the caller's workspace, then the rate limit is taken. */
  authenticate: Hook;
  /** preHandler of an endpoint: its `beforeAdmission` work, then a write's admission slot. */
  admitTo(spec: EndpointSpec): Hook;
  /** The authenticated caller of a request (none for a public endpoint). */
  callerOf(request: FastifyRequest): Caller | undefined;
}

/** Work an endpoint declares (`beforeAdmission` in the table), started before it waits for a slot. */
const BEFORE_ADMISSION: Record<
  NonNullable<EndpointSpec["beforeAdmission"]>,
  (store: Store, caller: Caller) => void
> = {
  // Started before the check waits, so the checks queued together share one read.
  readContractEpoch: (store, caller) => {
    caller.contractEpoch = contractEpochRead(store, caller.workspaceId);
  },
};

export function requestGuard(options: GuardOptions): RequestGuard {
  const callers = new WeakMap<FastifyRequest, Caller>();
  const limiter = options.rateLimit
    ? new RateLimiter(options.rateLimit.requestsPerSecond, options.rateLimit.burst)
    : undefined;
  const admission = new AdmissionGate(options.maxConcurrentWrites ?? 4);

  const authenticate: Hook = async (request, reply) => {
    const header = request.headers["x-api-key"];
    const workspaceId = await retryReadOnceIfDropped(() =>
      options.keys.resolve(typeof header === "string" ? header : undefined),
    );
    // One answer for a missing key and a wrong one.
    if (!workspaceId) throw new ServiceError(401, "Unauthorized", "a valid X-API-KEY header is required");
    const wait = limiter?.take(workspaceId) ?? 0;
    if (wait > 0) {
      reply.header("retry-after", String(wait));
      throw new ServiceError(429, "Too Many Requests", `rate limit exceeded; retry in ${wait} s`);
    }
    callers.set(request, { workspaceId });
  };

  /**
   * Writes and checks take an admission slot only once their body has arrived: a client that
   * announces a large body and trickles it holds a socket, never a slot another workspace needs
   * (fastify's requestTimeout bounds how long a body may take).
   */
  const admitTo = (spec: EndpointSpec): Hook => {
    const before = spec.beforeAdmission ? BEFORE_ADMISSION[spec.beforeAdmission] : undefined;
    return async (request, reply) => {
      const caller = callers.get(request);
      if (!caller || request.method === "GET") return;
      before?.(options.store, caller);
      // 'close' comes after the answer is sent, and also when the client goes away first: listened to
      // before waiting, as a client may leave while queued (the slot it is then handed must come back).
      // A client may also have left while its body arrived ('close' then came before this listener).
      let release: (() => void) | undefined;
      let closed = reply.raw.closed;
      if (closed) return;
      reply.raw.once("close", () => {
        closed = true;
        release?.();
      });
      release = await admission.acquire();
      if (closed) release();
    };
  };

  return { authenticate, admitTo, callerOf: (request) => callers.get(request) };
}
