/**
 * Text the service cannot keep: PostgreSQL's `text` and `jsonb` hold neither
 * U+0000 (NUL) nor an unpaired UTF-16 surrogate (valid JSON, not valid Unicode).
 * The server refuses such a request up front with a pointer to the value, in its
 * own words, instead of passing on the database's error; the check finds the
 * same values in a pull request's files before it sends anything.
 */
export interface UnstorableText {
  /** Keys and indexes from the value's root to the string (or object key) at fault. */
  path: Array<string | number>;
  message: string;
}

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why the service cannot store this string, if it cannot. */
export function textProblem(text: string): string | undefined {
  if (text.includes("\u0000")) return "contains U+0000 (NUL), which the service cannot store";
  if (UNPAIRED_SURROGATE.test(text)) {
    return "contains an unpaired UTF-16 surrogate (not valid Unicode), which the service cannot store";
  }
  return undefined;
}

interface Visit {
  value: unknown;
  parent: Visit | undefined;
  key: string | number | undefined;
}

/** The first string or object key in a JSON value that the service cannot store. */
export function unstorableText(root: unknown): UnstorableText | undefined {
  // An explicit stack, and paths built only for the one found: a request may nest deeply.
  const stack: Visit[] = [{ value: root, parent: undefined, key: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === "string") {
      const message = textProblem(value);
      if (message) return { path: pathOf(visit), message };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], parent: visit, key: i });
    } else if (typeof value === "object" && value !== null) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        const message = textProblem(key);
        if (message) return { path: [...pathOf(visit), key], message: `its key ${message}` };
        stack.push({ value: child, parent: visit, key });
      }
    }
  }
  return undefined;
}

function pathOf(visit: Visit): Array<string | number> {
  const path: Array<string | number> = [];
  for (let v: Visit | undefined = visit; v?.key !== undefined; v = v.parent) path.push(v.key);
  return path.reverse();
}
