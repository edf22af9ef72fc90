/**
 * JSON text kept beside objects the service answers with, so an answer built
 * from cached rows is not serialised again on every request: a listed contract
 * is a cached row (its text made once) plus its violations. The server's reply
 * serialiser asks `toJson`; anything without kept text is `JSON.stringify`'d,
 * so the wire is the same either way.
 */
const kept = new WeakMap<object, string>();

/** JSON text of an object whose own text is `head` (its JSON without the closing brace) plus one more member. */
export function withMember<T extends object>(value: T, head: string, key: string, member: unknown): T {
  kept.set(value, `${head},${JSON.stringify(key)}:${JSON.stringify(member)}}`);
  return value;
}

/** `JSON.stringify(value)` with the `{...}` cut off at the end: the head `withMember` extends. */
export function jsonHead(value: object): string {
  return JSON.stringify(value).slice(0, -1);
}

/** The JSON text of an answer: kept text where there is some (an array of such objects too). */
export function toJson(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const own = kept.get(value);
  if (own !== undefined) return own;
  if (Array.isArray(value) && value.length > 0) {
    const parts: string[] = [];
    for (const item of value) {
      const text = typeof item === "object" && item !== null ? kept.get(item) : undefined;
      if (text === undefined) return JSON.stringify(value);
      parts.push(text);
    }
    return `[${parts.join(",")}]`;
  }
  return JSON.stringify(value);
}
