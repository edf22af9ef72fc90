import type { ApiClient } from "../client/client.js";
import type { EmbeddedService } from "./embedded.js";

/** A remote Data Contract Service: its address, key and how the caller names itself. */
export interface RemoteService {
  baseUrl: string;
  apiKey: string;
  userAgent: string;
}

export interface OpenedService {
  service: ApiClient;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * The service a run talks to (action and CLI alike): the remote one, else the
 * embedded one. Both are loaded on demand (the server, store and PGlite only in
 * embedded mode), and the embedded one starts at its first request: a run that
 * has nothing to ask (a README-only pull request) starts no PGlite.
 */
export async function openService(remote: RemoteService | undefined): Promise<OpenedService> {
  if (!remote) {
    const lazy = lazyEmbedded(async () => (await import("./embedded.js")).startEmbeddedService());
    return { service: lazy.client, embedded: true, close: lazy.close };
  }
  const { createClient } = await import("../client/client.js");
  const client = createClient(remote);
  return { service: client, embedded: false, close: () => client.close() };
}

/** A client whose every method first starts the embedded service (once); close stops it if it started. */
export function lazyEmbedded(start: () => Promise<EmbeddedService>): {
  client: ApiClient;
  close(): Promise<void>;
} {
  let started: Promise<EmbeddedService> | undefined;
  const close = async () => {
    const running = started;
    started = undefined;
    if (running) await (await running.catch(() => undefined))?.close();
  };
  const client = new Proxy({} as ApiClient, {
    get(_target, property) {
      if (property === "close") return close;
      // Not a thenable: `await` on the client must not call into it.
      if (typeof property !== "string" || property === "then") return undefined;
      return async (...args: unknown[]) => {
        started ??= start();
        const { client: running } = await started;
        const method = running[property as keyof ApiClient] as unknown;
        if (typeof method !== "function") throw new TypeError(`the service has no operation '${property}'`);
        return (method as (...a: unknown[]) => unknown).apply(running, args);
      };
    },
  });
  return { client, close };
}
