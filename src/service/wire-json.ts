/**
 * JSON kept beside objects the service answers with, as UTF-8 bytes, so an
 * answer built from cached rows is neither serialised nor encoded again on
 * every request: a listed contract is a cached row (its bytes made once) plus
 * its violations. The server sends `jsonBytes` where there are some, and
 * `JSON.stringify`s anything else, so the wire is the same either way.
 */
const kept = new WeakMap<object, readonly Buffer[]>();

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

/** `JSON.stringify(value)` as UTF-8 with the closing `}` cut off: the head `withMember` extends. */
export function jsonHead(value: object): Buffer {
  return Buffer.from(JSON.stringify(value).slice(0, -1));
}

/**
 * Keeps the JSON of an object whose own JSON is `head` (its JSON without the
 * closing brace) plus one more member, `key: member`. `memberTail` may give
 * that member's text (`,"key":...}`) made already.
 */
export function withMember<T extends object>(
  value: T,
  head: Buffer,
  key: string,
  member: unknown,
  memberTail?: Buffer,
): T {
  const tail = memberTail ?? Buffer.from(`,${JSON.stringify(key)}:${JSON.stringify(member)}}`);
  kept.set(value, [head, tail]);
  return value;
}

/** `,"key":member}`: the tail `withMember` adds, for a member many answers share. */
export function memberTail(key: string, member: unknown): Buffer {
  return Buffer.from(`,${JSON.stringify(key)}:${JSON.stringify(member)}}`);
}

/** Keeps `bytes` as the JSON of `value` (an answer cached whole). */
export function withJsonBytes<T extends object>(value: T, bytes: Buffer): T {
  kept.set(value, [bytes]);
  return value;
}

/** The kept JSON of an answer (of each item of an array too) as UTF-8 bytes, else undefined. */
export function jsonBytes(value: unknown): Buffer | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const own = kept.get(value);
  if (own !== undefined) return own.length === 1 ? own[0] : Buffer.concat(own);
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const pieces: Buffer[] = [OPEN];
  for (const [i, item] of value.entries()) {
    const parts = typeof item === "object" && item !== null ? kept.get(item) : undefined;
    if (parts === undefined) return undefined;
    if (i > 0) pieces.push(COMMA);
    pieces.push(...parts);
  }
  pieces.push(CLOSE);
  return Buffer.concat(pieces);
}

/** The JSON text of an answer: its kept bytes where there are some, else `JSON.stringify`. */
export function toJson(value: unknown): string {
  return jsonBytes(value)?.toString("utf8") ?? JSON.stringify(value);
}
