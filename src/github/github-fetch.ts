import type { Dispatcher } from "undici";
import { networkDispatcher } from "../client/proxy.js";

/**
 * The `fetch` Octokit calls GitHub with (its `request.fetch`). When the environment names a
 * proxy (a self-hosted runner may reach GitHub only through one), undici's fetch through its
 * EnvHttpProxyAgent (client/proxy.ts: HTTPS_PROXY, HTTP_PROXY, NO_PROXY, either case); else
 * Node's own fetch, so a run without a proxy does not load undici's bundle (`npm run bench --
 * action`, row "README-only PR check"). Each exchange has its own deadline: a retry starts a
 * new one. Redirects are followed as fetch follows them: the token goes to the same origin only
 * (an artifact's zip is handed out by a redirect to storage, which gets none).
 */

/** Proxy variables GitHub's runner and tools read (client/proxy.ts). */
const PROXY_VARIABLES = ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"];

/** Per exchange, from sending to the whole answer read. */
const EXCHANGE_TIMEOUT_MS = 30_000;

interface ProxiedFetch {
  fetch: typeof import("undici").fetch;
  dispatcher: Dispatcher;
}

/** undici, and the dispatcher of the run's GitHub calls through the proxy, loaded at the first such call. */
let proxied: Promise<ProxiedFetch> | undefined;

export function githubFetch(timeoutMs = EXCHANGE_TIMEOUT_MS): typeof fetch {
  return async (input, init = {}) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    if (!PROXY_VARIABLES.some((name) => process.env[name])) return fetch(input, { ...init, signal });
    proxied ??= import("undici").then((undici) => ({
      fetch: undici.fetch,
      dispatcher: networkDispatcher(undici),
    }));
    const { fetch: throughProxy, dispatcher } = await proxied;
    // undici's own Request and Response types: the same WHATWG fetch as Node's, typed apart.
    const answer = await throughProxy(input as Parameters<typeof throughProxy>[0], {
      ...(init as Parameters<typeof throughProxy>[1]),
      signal,
      dispatcher,
    });
    return answer as unknown as Response;
  };
}

/** Closes the connections GitHub's calls kept open through the proxy: an idle keep-alive socket would hold the process a few seconds. */
export async function closeGitHubNetwork(): Promise<void> {
  const opened = proxied;
  proxied = undefined;
  if (opened) await (await opened).dispatcher.close();
}

/** A body's bytes, at most `maxBytes` (an artifact: more is refused before it is all read). */
export async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (body)
    for await (const chunk of body) {
      size += chunk.length;
      // Leaving the loop cancels the stream: the rest is never read.
      if (size > maxBytes) throw new Error(`answer larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  return Buffer.concat(chunks);
}
