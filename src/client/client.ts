import type { z } from "zod";
import {
  type EndpointRequestInput,
  type EndpointResponse,
  type EndpointSpec,
  type EndpointTable,
  endpoints,
  type SeedEndpoints,
} from "../api/endpoints.js";
import { type ExtensionEndpoints, extensionEndpoints } from "../api/extensions.js";
import { type CallOptions, type ClientOptions, type RawRequest, Transport } from "./transport.js";

/**
 * The arguments of a client method. Endpoints with only a body take the body
 * itself (`client.checkAssetsCompliance(body)`); endpoints with path or query
 * parameters take `{ params, query, body }`; endpoints without input take none.
 * The request argument may be left out when nothing in it is required.
 */
export type MethodArgs<S extends EndpointSpec> = S extends { params: z.ZodType } | { query: z.ZodType }
  ? object extends EndpointRequestInput<S>
    ? [request?: EndpointRequestInput<S>, options?: CallOptions]
    : [request: EndpointRequestInput<S>, options?: CallOptions]
  : S extends { body: infer B extends z.ZodType }
    ? [body: z.input<B>, options?: CallOptions]
    : [options?: CallOptions];

export type ClientMethods<T extends EndpointTable> = {
  [Op in keyof T]: (...args: MethodArgs<T[Op]>) => Promise<EndpointResponse<T[Op]>>;
};

export type AllEndpoints = SeedEndpoints & ExtensionEndpoints;

export type ApiClient<T extends EndpointTable = AllEndpoints> = ClientMethods<T> & {
  /** Calls an operation by id with the full `{ params, query, body }` request. */
  call<Op extends keyof T & string>(
    operationId: Op,
    request: EndpointRequestInput<T[Op]>,
    options?: CallOptions,
  ): Promise<EndpointResponse<T[Op]>>;
  /** Closes the connections of the client's own connection pool. */
  close(): Promise<void>;
};

/** A client for the interface's twenty endpoints and the extension endpoints. */
export function createClient(options: ClientOptions): ApiClient<AllEndpoints> {
  return createClientFor({ ...endpoints, ...extensionEndpoints } as AllEndpoints, options);
}

/** A client for any endpoint table (e.g. a server's own extension table). */
export function createClientFor<T extends EndpointTable>(table: T, options: ClientOptions): ApiClient<T> {
  const transport = new Transport(options);
  const client: Record<string, unknown> = {
    call: (operationId: string, request: RawRequest, call?: CallOptions) => {
      const spec = table[operationId];
      if (!spec) return Promise.reject(new Error(`unknown operation '${operationId}'`));
      return transport.send(operationId, spec, request ?? {}, call);
    },
    close: () => transport.close(),
  };
  for (const [operationId, spec] of Object.entries(table)) {
    client[operationId] = (...args: unknown[]) => {
      const [request, call] = toRequest(spec, args);
      return transport.send(operationId, spec, request, call);
    };
  }
  return client as ApiClient<T>;
}

/** Undoes the argument shapes of MethodArgs. */
function toRequest(spec: EndpointSpec, args: unknown[]): [RawRequest, CallOptions | undefined] {
  if (spec.params || spec.query) return [(args[0] ?? {}) as RawRequest, args[1] as CallOptions | undefined];
  if (spec.body) return [{ body: args[0] }, args[1] as CallOptions | undefined];
  return [{}, args[0] as CallOptions | undefined];
}
