import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";

/**
 * JSON or YAML parsed into plain values, remembering where each object, array
 * and key stands, so readers of .avsc / JSON Schema / YAML inputs can give each
 * field its source line. YAML is a superset of JSON, so one parser serves both.
 */
export interface LocatedDocument {
  value: unknown;
  /** 1-based line where an object or array starts. */
  lineOf(value: object): number | undefined;
  /** 1-based line of `key` inside `object`. */
  keyLine(object: object, key: string): number | undefined;
}

export class LocatedParseError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
  }
}

export function parseLocated(text: string): LocatedDocument {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
  const first = doc.errors[0];
  if (first) {
    const line = first.linePos?.[0]?.line ?? lineCounter.linePos(first.pos[0]).line;
    throw new LocatedParseError(first.message.split("\n")[0] ?? first.message, line);
  }
  const objectLines = new WeakMap<object, number>();
  const keyLines = new WeakMap<object, Map<string, number>>();
  const lineAt = (node: Node | null | undefined): number | undefined =>
    node?.range ? lineCounter.linePos(node.range[0]).line : undefined;

  const convert = (node: unknown): unknown => {
    if (isMap(node)) {
      const out: Record<string, unknown> = {};
      const lines = new Map<string, number>();
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        out[key] = convert(pair.value);
        const line = lineAt(pair.key as Node | null);
        if (line !== undefined) lines.set(key, line);
      }
      const line = lineAt(node);
      if (line !== undefined) objectLines.set(out, line);
      keyLines.set(out, lines);
      return out;
    }
    if (isSeq(node)) {
      const out = node.items.map(convert);
      const line = lineAt(node);
      if (line !== undefined) objectLines.set(out, line);
      return out;
    }
    if (isScalar(node)) return node.value;
    return null;
  };

  return {
    value: convert(doc.contents),
    lineOf: (value) => objectLines.get(value),
    keyLine: (object, key) => keyLines.get(object)?.get(key),
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
