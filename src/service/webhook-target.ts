import { lookup } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * DESIGN.md: webhook targets on loopback or private networks are refused unless
 * the server is started with --allow-private-webhooks. Checked when an endpoint
 * is saved (the URL) and again when connecting (every resolved address), so a
 * name that later resolves to 127.0.0.1 is still refused.
 */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  privateRanges.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  privateRanges.addSubnet(net, prefix, "ipv6");
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4mapped?.[1]) return privateRanges.check(v4mapped[1], "ipv4");
  return privateRanges.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** Why a URL cannot be a webhook target, or undefined when it can (before DNS). */
export function webhookUrlProblem(url: string, allowPrivate: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "is not a valid URL";
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return "must be an http or https URL";
  if (parsed.username || parsed.password) return "must not carry credentials";
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && (host === "localhost" || host.endsWith(".localhost") || isPrivateAddress(host))) {
    return "points at a loopback or private network address (start the server with --allow-private-webhooks to allow it)";
  }
  return undefined;
}

/** A DNS lookup for the delivery agent that refuses private addresses unless allowed. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as { address: string; family: number }[];
      const refused = allowPrivate ? undefined : list.find((a) => isPrivateAddress(a.address));
      if (refused) {
        const err = new Error(`webhook host ${hostname} resolves to private address ${refused.address}`);
        return callback(err as NodeJS.ErrnoException, "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`no address for ${hostname}`) as NodeJS.ErrnoException, "", 0);
      callback(null, first.address, first.family);
    });
  };
}
