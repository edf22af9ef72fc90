import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { LIMITS } from "../api/limits.js";

/**
 * Webhook targets on loopback or private networks are refused unless
 * the server is started with --allow-private-webhooks. Checked when an endpoint
 * is saved (the URL) and again when connecting: the delivery connector resolves
 * the name itself, classifies every address and connects to the one it checked,
 * so a name that later resolves to 127.0.0.1 (DNS rebinding) is still refused.
 */

/** Names that mean this machine or a cloud metadata service, whatever DNS says. */
const LOCAL_NAMES = new Set([
  "localhost",
  "localhost.localdomain",
  "ip6-localhost",
  "ip6-loopback",
  "localhost6",
  "localhost6.localdomain6",
  "metadata",
  "metadata.google.internal",
  "instance-data",
]);

/** The only ranges a webhook may reach: ipaddr.js's name for globally routed unicast. */
const PUBLIC_RANGE = "unicast";

/** The IPv4 address an IPv6 address carries, for the translation schemes that carry one. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const range = address.range();
  const bytes = address.toByteArray();
  if (range === "ipv4Mapped" || range === "rfc6145") return address.toIPv4Address();
  // NAT64 (64:ff9b::/96, RFC 6052) and its local-use prefix 64:ff9b:1::/48: the last 32 bits.
  if (range === "rfc6052" || address.match(ipaddr.IPv6.parse("64:ff9b:1::"), 48)) {
    return new ipaddr.IPv4(bytes.slice(12, 16));
  }
  // IPv4-compatible (::/96, deprecated by RFC 4291 but still routed to IPv4 by some stacks).
  if (bytes.slice(0, 12).every((b) => b === 0)) return new ipaddr.IPv4(bytes.slice(12, 16));
  // 6to4 (2002::/16): bits 16-47.
  if (range === "6to4") return new ipaddr.IPv4(bytes.slice(2, 6));
  return undefined;
}

/** Whether an IP address (v4, v6, mapped, NAT64, 6to4, Teredo, ...) is anything but public unicast. */
export function isPrivateAddress(address: string): boolean {
  const literal = address.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(literal)) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(literal);
  } catch {
    return true;
  }
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    const v4 = embeddedIPv4(v6);
    if (v4) return v4.range() !== PUBLIC_RANGE;
    return v6.range() !== PUBLIC_RANGE;
  }
  return parsed.range() !== PUBLIC_RANGE;
}

/** Whether a host name (not an IP literal) names this machine or a metadata service. */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, "");
  return LOCAL_NAMES.has(name) || name.endsWith(".localhost") || name.endsWith(".internal");
}

/** Whether a host (name or literal, brackets allowed) is refused as a target. */
export function isRefusedHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  return isLocalName(host) || isPrivateAddress(host) || (isIP(host) === 0 && ipaddr.isValid(host));
}

/** Headers a webhook may not set: the transport's own framing and routing. */
const RESERVED_HEADERS = new Set([
  "host",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "upgrade",
  "te",
  "trailer",
  "expect",
  "proxy-authorization",
  "proxy-connection",
  "content-type",
  "webhook-id",
  "webhook-timestamp",
  "webhook-signature",
]);

/** Why webhook headers cannot be saved, per header, or an empty list. */
export function webhookHeaderProblems(headers: Record<string, string>): { name: string; problem: string }[] {
  const problems: { name: string; problem: string }[] = [];
  if (Object.keys(headers).length > LIMITS.webhookHeaders) {
    problems.push({ name: "", problem: `at most ${LIMITS.webhookHeaders} headers` });
  }
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) problems.push({ name, problem: "is not a header name" });
    else if (RESERVED_HEADERS.has(name.toLowerCase())) {
      problems.push({ name, problem: "is set by the delivery itself and may not be configured" });
    } else if (/[\r\n\0]/.test(value)) problems.push({ name, problem: "value contains a line break or NUL" });
  }
  return problems;
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
  if (!allowPrivate && isRefusedHost(parsed.hostname)) {
    return "points at a loopback, private or metadata address (start the server with --allow-private-webhooks to allow it)";
  }
  return undefined;
}
