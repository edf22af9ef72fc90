import type { Agent, Dispatcher } from "undici";

/**
 * The dispatcher for requests that leave the process: undici's EnvHttpProxyAgent, which reads
 * the proxy variables GitHub's runner and its tools read (docs/workflow.md "Behind a proxy"):
 * `https_proxy`/`HTTPS_PROXY` for https (else the http proxy), `http_proxy`/`HTTP_PROXY` for
 * http, the lower-case form first, and `no_proxy`/`NO_PROXY` (host names, `.domain` suffixes,
 * `host:port`, `*`) for what goes direct. With none set it is a plain Agent. Extra CAs
 * (NODE_EXTRA_CA_CERTS) are Node's own: every TLS connection, through a proxy or not, trusts them.
 */
export function networkDispatcher(undici: typeof import("undici"), options: Agent.Options = {}): Dispatcher {
  return new undici.EnvHttpProxyAgent(options);
}
