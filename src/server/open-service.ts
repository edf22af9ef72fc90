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
  /**
   * Starts the embedded service now, in the background, for a run that knows it will ask it
   * something (its PGlite then starts while the run reads Git and loads its readers). Absent
   * for a remote service. A failure surfaces at the first request.
   */
  warm?: () => void;
}

/**
 * The service a run talks to (action and CLI alike): the remote one, else the
 * embedded one. Both are loaded on demand (the server, store and PGlite only in
 * embedded mode), and the embedded one starts at its first request: a run that
 * has nothing to ask (a README-only pull request) starts no PGlite.
 */
export async function openService(remote: RemoteService | undefined): Promise<OpenedService> {
  if (!remote) {
    const lazy = lazyEmbedded(
      async () => {
        // The store (and its PGlite worker) starts before the server's modules load, so they load
        // while the worker starts instead of before it.
        const store = import("../store/open.js").then(({ openStore }) => openStore({ shared: true }));
        store.catch(() => {});
        return (await import("./embedded.js")).startEmbeddedService(store);
      },
      () =>
        void import("../pglite/shared.js").then(({ abandonSharedPGliteHost }) => abandonSharedPGliteHost()),
    );
    return { service: lazy.client, embedded: true, close: lazy.close, warm: lazy.warm };
  }
  const { createClient } = await import("../client/client.js");
  const client = createClient(remote);
  return { service: client, embedded: false, close: () => client.close() };
}

/**
 * A client whose every method first starts the embedded service (once); `warm` starts it
 * without a request; close stops it if it started. A service warmed and never asked (the
 * check found nothing to ask) is not awaited to the end of its start: `abandon` stops its
 * start at once (the start then fails, and is not closed again).
 */
export function lazyEmbedded(
  start: () => Promise<EmbeddedService>,
  abandon?: () => void,
): {
  client: ApiClient;
  close(): Promise<void>;
  warm(): void;
} {
  let started: Promise<EmbeddedService> | undefined;
  let asked = false;
  const starting = () => {
    if (!started) {
      started = start();
      // Awaited by the first request (which throws it) or by close: not unhandled meanwhile.
      started.catch(() => {});
    }
    return started;
  };
  const warm = () => void starting();
  const close = async () => {
    const running = started;
    started = undefined;
    if (!running) return;
    if (!asked) abandon?.();
    await (await running.catch(() => undefined))?.close();
  };
  const client = new Proxy({} as ApiClient, {
    get(_target, property) {
      if (property === "close") return close;
      // Not a thenable: `await` on the client must not call into it.
      if (typeof property !== "string" || property === "then") return undefined;
      return async (...args: unknown[]) => {
        asked = true;
        const { client: running } = await starting();
        const method = running[property as keyof ApiClient] as unknown;
        if (typeof method !== "function") throw new TypeError(`the service has no operation '${property}'`);
        return (method as (...a: unknown[]) => unknown).apply(running, args);
      };
    },
  });
  return { client, close, warm };
}
