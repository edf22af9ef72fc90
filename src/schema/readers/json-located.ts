import { errorMessage } from "../../error-message.js";
import type { LocatedDocument } from "../located.js";
import { LineIndex } from "../reader-helpers.js";

/*
 * JSON (.avsc, JSON Schema) parsed by JSON.parse, with the lines of objects,
 * arrays and keys from one light scan of the text. The YAML parser that
 * located.ts uses for YAML inputs is 50-100x slower on JSON and fails on very
 * large documents; JSON inputs do not need it.
 */

/** JSON text that does not parse; `line` is 1-based. (No import of located.ts: it loads the YAML parser.) */
export class JsonParseError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One object or array of the text: its line, its keys' lines and the containers below it. */
interface Container {
  line: number;
  /** Object keys in text order: line, and the index of the container that is its value. */
  keys?: Map<string, { line: number; child?: number }>;
  /** Array items: index of the container at each position, if the item is one. */
  items?: Array<number | undefined>;
}

const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const NEWLINE = 0x0a;

/** Parses JSON text; throws JsonParseError (with the line) when it is not JSON. */
export function parseJsonLocated(text: string): LocatedDocument {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = errorMessage(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const line =
      /line (\d+)/.exec(message)?.[1] ??
      (position === undefined ? undefined : String(new LineIndex(text).lineAt(Number(position))));
    // The line is reported beside the message; V8's offsets mean nothing to a reader of the file.
    const shown = message.replace(/\s*(in JSON )?at position \d+( \(line \d+ column \d+\))?/, "");
    throw new JsonParseError(shown, line === undefined ? undefined : Number(line));
  }
  const containers = scan(text);
  const objectLines = new WeakMap<object, number>();
  const keyLines = new WeakMap<object, Map<string, { line: number; child?: number }>>();
  // Iterative walk: deep documents must not overflow the stack.
  const work: Array<[unknown, number]> = [[value, 0]];
  while (work.length > 0) {
    const [node, index] = work.pop() as [unknown, number];
    const container = containers[index];
    if (container === undefined || typeof node !== "object" || node === null) continue;
    objectLines.set(node, container.line);
    if (Array.isArray(node)) {
      container.items?.forEach((child, i) => {
        if (child !== undefined) work.push([node[i], child]);
      });
    } else if (container.keys) {
      keyLines.set(node, container.keys);
      for (const [key, entry] of container.keys) {
        if (entry.child !== undefined) work.push([(node as Record<string, unknown>)[key], entry.child]);
      }
    }
  }
  return {
    value,
    lineOf: (object) => objectLines.get(object),
    keyLine: (object, key) => keyLines.get(object)?.get(key)?.line,
  };
}

/** The containers of valid JSON text in document order (index 0 is the outermost). */
function scan(text: string): Container[] {
  const containers: Container[] = [];
  const stack: number[] = [];
  // Per open container: the key just read (objects) or the item position (arrays).
  const pendingKeys: Array<string | undefined> = [];
  const positions: number[] = [];
  let line = 1;
  let stringStart = 0;
  let stringEnd = 0;
  // The regular expression steps over whitespace, numbers and literals natively: a loop
  // over every character ran 30x slower than JSON.parse in a one-shot CLI's cold code.
  // `test` with `lastIndex` rather than `exec`: no match array per token.
  const token = /[\n"{}[\],:]/g;
  while (token.test(text)) {
    const i = token.lastIndex - 1;
    const code = text.charCodeAt(i);
    if (code === NEWLINE) line++;
    else if (code === QUOTE) {
      let end = i + 1;
      for (;;) {
        end = text.indexOf('"', end);
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
        end++;
      }
      stringStart = i;
      stringEnd = end;
      token.lastIndex = end + 1;
    } else if (code === COLON) {
      const top = stack.length - 1;
      const raw = text.slice(stringStart + 1, stringEnd);
      const key = raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw;
      pendingKeys[top] = key;
      containers[stack[top] ?? 0]?.keys?.set(key, { line });
    } else if (code === COMMA) {
      const top = stack.length - 1;
      positions[top] = (positions[top] ?? 0) + 1;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      const index = containers.length;
      containers.push(code === OPEN_OBJECT ? { line, keys: new Map() } : { line, items: [] });
      const parent = containers[stack[stack.length - 1] ?? -1];
      if (parent?.keys) {
        const key = pendingKeys[stack.length - 1];
        const entry = key === undefined ? undefined : parent.keys.get(key);
        if (entry) entry.child = index;
      } else if (parent?.items) parent.items[positions[stack.length - 1] ?? 0] = index;
      stack.push(index);
      pendingKeys[stack.length - 1] = undefined;
      positions[stack.length - 1] = 0;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      stack.pop();
    }
  }
  return containers;
}
