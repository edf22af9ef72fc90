import { randomBytes } from "node:crypto";
import { request } from "undici";
import { inject } from "vitest";
import { createClient } from "../../src/client/index.js";
import { type RunningServer, type ServerOptions, startServer } from "../../src/server/start.js";
import { createApiKey } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { createTestDatabase } from "../store/databases.js";

export type Backend = "pglite" | "postgres";

export const serverUrl = inject("databaseUrl");
/** PostgreSQL runs where the global setup found or started one (always on CI). */
export const BACKENDS: Backend[] = serverUrl ? ["pglite", "postgres"] : ["pglite"];

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: unknown;
}

export interface TestServer {
  server: RunningServer;
  store: Store;
  url: string;
  /** The default workspace's key (CONTRACT_SYNC_API_KEY). */
  key: string;
  /** The PostgreSQL database the store is on (none on PGlite): another replica may open it. */
  databaseUrl: string | undefined;
  /** A key of a second workspace, "other". */
  otherKey: string;
  client: ReturnType<typeof createClient>;
  otherClient: ReturnType<typeof createClient>;
  raw(
    method: string,
    path: string,
    options?: { key?: string | undefined; body?: unknown; headers?: Record<string, string> },
  ): Promise<RawAnswer>;
  close(): Promise<void>;
}

/**
 * The real server on 127.0.0.1:0 over a fresh store of the given backend, with two workspaces;
 * `more` sets server options beside the harness's (a clock, the sunset sweep's).
 */
export async function startTestServer(
  backend: Backend,
  name: string,
  more: Partial<ServerOptions> = {},
): Promise<TestServer> {
  const databaseUrl = backend === "pglite" ? undefined : await createTestDatabase(serverUrl!, name);
  const store = await openStore(databaseUrl ? { databaseUrl } : {});
  const key = `env-${randomBytes(12).toString("hex")}`;
  const { key: otherKey } = await createApiKey(store, "other");
  const server = await startServer({
    store,
    port: 0,
    apiKeys: [key],
    allowPrivateWebhooks: true,
    keyCacheMs: 0,
    logLevel: "silent",
    validateResponses: true,
    bodyLimit: 256 * 1024,
    delivery: { pollMs: 50, backoffBaseMs: 20, maxAttempts: 3 },
    ...more,
  });
  const clientOf = (apiKey: string) =>
    createClient({ baseUrl: server.url, apiKey, retry: { maxAttempts: 1 } });
  const client = clientOf(key);
  const otherClient = clientOf(otherKey);
  return {
    server,
    store,
    url: server.url,
    databaseUrl,
    key,
    otherKey,
    client,
    otherClient,
    async raw(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.key !== undefined) headers["x-api-key"] = options.key;
      let body: string | Buffer | undefined;
      if (options.body !== undefined) {
        body =
          typeof options.body === "string" || Buffer.isBuffer(options.body)
            ? options.body
            : JSON.stringify(options.body);
        headers["content-type"] ??= "application/json";
      }
      const response = await request(`${server.url}${path}`, {
        method: method as "GET",
        headers,
        ...(body !== undefined ? { body } : {}),
      });
      const text = await response.body.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {}
      return { status: response.statusCode, headers: response.headers, text, json };
    },
    async close() {
      await client.close();
      await otherClient.close();
      await server.close();
      await store.close();
    },
  };
}

/** Waits until `probe` returns something truthy (deliveries happen in the background). */
export async function eventually<T>(
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 25));
  }
}
