import { lookup as dnsLookup } from "node:dns";
import { isIP } from "node:net";
import { buildConnector } from "undici";
import { isLocalName, isPrivateAddress } from "./webhook-target.js";

// The delivery worker's connector, apart from webhook-target.ts's checks: those run for every
// webhook registration (the embedded service too), and this one loads undici, which only delivery needs.

export type Lookup = (
  hostname: string,
  options: { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: { address: string; family: number }[]) => void,
) => void;

/**
 * An undici connector that resolves the target itself, refuses it when any
 * address is private (unless allowed), and connects to the address it checked
 * (TLS still verifies the original name). `lookup` is replaceable for tests.
 */
export function guardedConnector(
  allowPrivate: boolean,
  lookup: Lookup = dnsLookup as unknown as Lookup,
): buildConnector.connector {
  const connect = buildConnector({});
  return (options, callback) => {
    const hostname = options.hostname.replace(/^\[|\]$/g, "");
    const refuse = (why: string) => callback(new Error(`webhook target ${hostname} ${why}`), null);
    if (!allowPrivate && isLocalName(hostname)) return refuse("is a local name");
    const connectTo = (address: string) =>
      connect(
        {
          ...options,
          hostname: address,
          ...(options.protocol === "https:" && isIP(hostname) === 0
            ? { servername: options.servername ?? hostname }
            : {}),
        },
        callback,
      );
    if (isIP(hostname) !== 0) {
      if (!allowPrivate && isPrivateAddress(hostname)) return refuse("is a private address");
      return connectTo(hostname);
    }
    lookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, null);
      const first = addresses[0];
      if (!first) return refuse("has no address");
      const bad = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (bad) return refuse(`resolves to private address ${bad.address}`);
      connectTo(first.address);
    });
  };
}
