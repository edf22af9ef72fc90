import { type Document, isMap, isScalar, isSeq, LineCounter, type Node, parseAllDocuments } from "yaml";
import type { z } from "zod";
import { errorMessage } from "../error-message.js";
import type { Diagnostic } from "../schema/model.js";
import { LIMITS } from "./limits.js";

/** One YAML document of a file, with what is needed to turn a key path into a line. */
export interface YamlSource {
  file: string;
  doc: Document;
  lineCounter: LineCounter;
  text: string;
  /** Line where the document starts (a file may hold several, separated by `---`). */
  line: number;
}

export function parseYaml(
  text: string,
  file: string,
): { documents: YamlSource[]; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  const diagnostics: Diagnostic[] = [];
  const parsed = parseAllDocuments(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  // parseAllDocuments returns an EmptyStream (no documents) for an empty file.
  const docs = Array.isArray(parsed) ? parsed : [];
  const documents: YamlSource[] = [];
  for (const doc of docs) {
    const problems = [...doc.errors];
    for (const error of problems) {
      const pos = lineCounter.linePos(error.pos[0]);
      diagnostics.push({
        file,
        line: pos.line,
        column: pos.col,
        severity: "error",
        message: `YAML: ${error.message.split("\n")[0] ?? error.message}`,
      });
    }
    if (problems.length === 0) {
      documents.push({
        file,
        doc,
        lineCounter,
        text,
        // the first key, not the `---` before it
        line: lineCounter.linePos(doc.contents?.range?.[0] ?? doc.range[0]).line,
      });
    }
  }
  return { documents, diagnostics };
}

/**
 * The document as plain JS, or a diagnostic naming the file when it cannot be
 * expanded within the alias budget (a "billion laughs" bomb makes yaml throw).
 */
export function documentValue(
  source: YamlSource,
): { ok: true; value: unknown } | { ok: false; diagnostic: Diagnostic } {
  try {
    return { ok: true, value: source.doc.toJS({ maxAliasCount: LIMITS.yamlAliases }) };
  } catch (error) {
    const reason = errorMessage(error);
    return {
      ok: false,
      diagnostic: {
        file: source.file,
        line: source.line,
        severity: "error",
        message: /alias/i.test(reason)
          ? `YAML: not read, its aliases expand beyond the limit of ${LIMITS.yamlAliases} (${reason})`
          : `YAML: not read (${reason})`,
      },
    };
  }
}

/** `sources[1].type` for the path ["sources", 1, "type"]. */
export function keyPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out === "" ? "(top level)" : out;
}

/**
 * Line of the value at `path`; for a key of a map, the key's own line. When the
 * path does not exist (a missing key) the line of its nearest existing parent.
 */
export function lineOf(source: YamlSource, path: readonly PropertyKey[]): number | undefined {
  let node: unknown = source.doc.contents;
  let line = nodeLine(source, node);
  for (const part of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(part));
      if (!pair) break;
      line = nodeLine(source, pair.key) ?? line;
      node = pair.value;
    } else if (isSeq(node) && typeof part === "number") {
      const item = node.items[part];
      if (item === undefined) break;
      line = nodeLine(source, item) ?? line;
      node = item;
    } else {
      break;
    }
  }
  return line ?? source.line;
}

/** The line of a top-level key of the document; undefined when the document has no such key. */
export function topLevelKeyLine(source: YamlSource, key: string): number | undefined {
  const root = source.doc.contents;
  if (!isMap(root)) return undefined;
  const pair = root.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
  return pair ? nodeLine(source, pair.key) : undefined;
}

function nodeLine(source: YamlSource, node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? source.lineCounter.linePos(range[0]).line : undefined;
}

/** The source text of the scalar at `path` (e.g. `1.10`, which YAML would read as the number 1.1). */
export function scalarSource(source: YamlSource, path: readonly PropertyKey[]): string | undefined {
  const node = source.doc.getIn(path as unknown[], true);
  if (!isScalar(node) || !node.range) return undefined;
  return source.text.slice(node.range[0], node.range[1]).trim();
}

/** Zod issues as diagnostics that name the key and its line. */
export function zodDiagnostics(
  error: z.ZodError,
  source: YamlSource,
  prefix: readonly PropertyKey[] = [],
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const issue of error.issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        diagnostics.push({
          file: source.file,
          line: lineOf(source, [...path, key]),
          severity: "error",
          message: `${keyPath([...path, key])}: unknown key`,
        });
      }
      continue;
    }
    diagnostics.push({
      file: source.file,
      line: lineOf(source, path),
      severity: "error",
      message: `${keyPath(path)}: ${issue.message}`,
    });
  }
  return diagnostics;
}

/** `file:line: error: message`, the form compilers and GitHub annotations use. */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const place = diagnostic.line === undefined ? diagnostic.file : `${diagnostic.file}:${diagnostic.line}`;
  return `${place}: ${diagnostic.severity}: ${diagnostic.message}`;
}
