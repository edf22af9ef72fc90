import { randomBytes } from "node:crypto";
import { type ApiClient, createClient } from "../client/client.js";
import { openStore } from "../store/open.js";
import { startServer } from "./start.js";

export interface EmbeddedService {
  client: ApiClient;
  url: string;
  close(): Promise<void>;
}

/**
 * The reference server in this process, on an in-memory PGlite and a loopback
 * port, with a one-time key: the action's and CLI's default when no api-url is
 * given. The workflows then speak the same HTTP interface as with a remote
 * service, so there is one code path for both.
 */
export async function startEmbeddedService(): Promise<EmbeddedService> {
  const store = await openStore({});
  const apiKey = randomBytes(24).toString("base64url");
  // Large repositories send many assets in one request: the in-process server takes what a PR holds.
  const server = await startServer({
    store,
    host: "127.0.0.1",
    port: 0,
    apiKeys: [apiKey],
    delivery: false,
    logLevel: "silent",
    bodyLimit: 512 * 1024 * 1024,
    limits: { assetsPerRequest: 1_000_000, contractsPerRequest: 1_000_000, namesPerBulkCheck: 1_000_000 },
  });
  const client = createClient({ baseUrl: server.url, apiKey });
  return {
    client,
    url: server.url,
    async close() {
      await client.close();
      await server.close();
      await store.close();
    },
  };
}
