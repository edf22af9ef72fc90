import { randomBytes } from "node:crypto";
import { type ApiClient, createClient } from "../client/client.js";
import { createService } from "../service/index.js";
import { KeyResolver } from "../service/keys.js";
import { openStore } from "../store/open.js";
import type { Store } from "../store/port.js";
import { buildApp } from "./app.js";

export interface EmbeddedService {
  client: ApiClient;
  close(): Promise<void>;
}

/**
 * The reference server in this process, on an in-memory PGlite, with a
 * one-time key: the action's and CLI's default when no api-url is given. The
 * client's requests go through fastify's `inject` (no socket, no loopback
 * HTTP) and so through the same routes, key check and validation as a remote
 * service's: one code path for both. `opening`: the store when the caller started
 * opening it already (default: the process's shared PGlite, opened here).
 */
export async function startEmbeddedService(opening?: Promise<Store>): Promise<EmbeddedService> {
  // The process's one PGlite: the Postgres reader of the same run replays in it too.
  const store = await (opening ?? openStore({ shared: true }));
  const apiKey = randomBytes(24).toString("base64url");
  const service = createService(store, { allowPrivateWebhooks: false, onQueued: () => {} });
  // Large repositories send many assets in one request: the in-process server takes what a PR holds.
  const app = buildApp({
    store,
    service,
    keys: new KeyResolver(store, [apiKey]),
    logLevel: "silent",
    bodyLimit: 512 * 1024 * 1024,
    limits: { assetsPerRequest: 1_000_000, contractsPerRequest: 1_000_000, namesPerBulkCheck: 1_000_000 },
  });
  await app.ready();
  const client = createClient({
    baseUrl: "http://embedded.invalid",
    apiKey,
    // The routes below validate every request body; checking it in the client too was redundant.
    validateBodies: false,
    exchange: async (request) => {
      const response = await app.inject({
        method: request.method as "GET",
        url: request.url,
        headers: request.headers,
        ...(request.body === undefined ? {} : { payload: request.body }),
      });
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    },
  });
  return {
    client,
    async close() {
      await client.close();
      await app.close();
      await store.close();
    },
  };
}
