import { XMLParser, XMLValidator } from "fast-xml-parser";
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";
import { LineIndex } from "../../reader-helpers.js";

/**
 * A Liquibase changelog (XML, YAML or JSON) as one tree of elements, whatever its format: an
 * element has a name (`changeSet`, `createTable`, `column`), its attributes as strings, its child
 * elements, its text (`<sql>`'s, or a YAML `sql:` value) and the line of each. XML is parsed by
 * fast-xml-parser (with each element's offset), YAML and JSON by the `yaml` package.
 */
export interface ChangelogElement {
  name: string;
  attrs: Record<string, string>;
  children: ChangelogElement[];
  /** The element's text (`<sql>`, `<createView>`, a YAML `sql:`), as written, and its first line. */
  text?: string | undefined;
  textLine?: number | undefined;
  line: number;
}

export interface ParsedChangelog {
  /** The entries of `databaseChangeLog` (changeSet, include, includeAll, property, ...). */
  entries: ChangelogElement[];
  problem?: { line: number; message: string } | undefined;
}

/** Nesting deeper than a changelog has (changelog, changeSet, change, column, constraints) is not read. */
const MAX_DEPTH = 32;

export function parseChangelog(path: string, text: string): ParsedChangelog {
  return /\.xml$/i.test(path) ? parseXml(text) : parseYamlOrJson(text);
}

function parseXml(text: string): ParsedChangelog {
  // Entities declared in a DOCTYPE expand (a few bytes into gigabytes): a changelog never needs them.
  if (/<!ENTITY/i.test(text)) {
    const line = new LineIndex(text).lineAt(text.search(/<!ENTITY/i));
    return { entries: [], problem: { line, message: "a DOCTYPE declaring entities: not read" } };
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    return {
      entries: [],
      problem: { line: valid.err.line, message: `not well-formed XML: ${valid.err.msg}` },
    };
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: "",
    removeNSPrefix: true,
    captureMetaData: true,
    parseAttributeValue: false,
    parseTagValue: false,
    processEntities: true,
    htmlEntities: false,
  });
  const lines = new LineIndex(text);
  const meta = XMLParser.getMetaDataSymbol() as unknown as string;
  type Raw = Record<string, unknown>;
  const convert = (raw: Raw, depth: number): ChangelogElement | undefined => {
    const name = Object.keys(raw).find((k) => k !== ":@" && !k.startsWith("#") && !k.startsWith("?"));
    if (!name) return undefined;
    const start = (raw[meta] as { startIndex?: number } | undefined)?.startIndex ?? 0;
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries((raw[":@"] as Raw | undefined) ?? {})) attrs[k] = String(v);
    const element: ChangelogElement = { name, attrs, children: [], line: lines.lineAt(start) };
    const content = raw[name] as Raw[];
    if (depth >= MAX_DEPTH) throw new DepthExceeded(element.line);
    for (const child of content) {
      const converted = convert(child, depth + 1);
      if (converted) element.children.push(converted);
    }
    if (content.some((c) => "#text" in c)) {
      // The text as written between the tags (CDATA unwrapped), so that its lines stay its own.
      const open = text.indexOf(">", start) + 1;
      const close = text.lastIndexOf(
        `</`,
        (raw[meta] as { endIndex?: number } | undefined)?.endIndex ?? text.length,
      );
      const inner = text.slice(open, Math.max(close, open));
      const lead = inner.length - inner.trimStart().length;
      element.text = xmlText(inner.trim());
      element.textLine = lines.lineAt(open + lead);
    }
    return element;
  };
  let roots: Raw[];
  try {
    roots = parser.parse(text) as Raw[];
  } catch (error) {
    return { entries: [], problem: { line: 1, message: `not well-formed XML: ${String(error)}` } };
  }
  try {
    const log = roots.map((r) => convert(r, 0)).find((e) => e?.name === "databaseChangeLog");
    if (!log)
      return {
        entries: [],
        problem: { line: 1, message: "no databaseChangeLog element: not a Liquibase changelog" },
      };
    return { entries: log.children };
  } catch (error) {
    if (error instanceof DepthExceeded)
      return {
        entries: [],
        problem: { line: error.line, message: `nested deeper than ${MAX_DEPTH} elements: not read` },
      };
    throw error;
  }
}

class DepthExceeded extends Error {
  constructor(readonly line: number) {
    super("too deep");
  }
}

/** XML text with CDATA sections unwrapped and the five predefined entities decoded. */
function xmlText(raw: string): string {
  return raw.replace(
    /<!\[CDATA\[([\s\S]*?)\]\]>|&(lt|gt|amp|quot|apos);/g,
    (_, cdata: string | undefined, entity: string | undefined) => {
      if (cdata !== undefined) return cdata;
      return { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" }[entity as "lt"] ?? "";
    },
  );
}

function parseYamlOrJson(text: string): ParsedChangelog {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: false });
  const lineOf = (node: Node | null | undefined) => (node?.range ? counter.linePos(node.range[0]).line : 1);
  const error = doc.errors[0];
  if (error)
    return {
      entries: [],
      problem: {
        line: error.linePos?.[0].line ?? 1,
        message: `not valid YAML/JSON: ${error.message.split("\n")[0]}`,
      },
    };
  const root = doc.contents;
  const log = isMap(root)
    ? root.items.find((p) => isScalar(p.key) && p.key.value === "databaseChangeLog")
    : undefined;
  if (!log || !isSeq(log.value))
    return {
      entries: [],
      problem: { line: 1, message: "no databaseChangeLog list: not a Liquibase changelog" },
    };
  /** A `{name: {...}}` item: the element named by its one key. */
  const element = (name: string, keyNode: Node | null, value: unknown, depth: number): ChangelogElement => {
    const line = lineOf(keyNode);
    if (depth >= MAX_DEPTH) throw new DepthExceeded(line);
    const out: ChangelogElement = { name, attrs: {}, children: [], line };
    if (!isMap(value)) {
      if (isScalar(value)) setText(out, String(value.value ?? ""), value as Node);
      return out;
    }
    for (const pair of value.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key === undefined) continue;
      const v = pair.value;
      if (isScalar(v)) {
        out.attrs[key] = String(v.value ?? "");
        if (key === "sql" || key === "selectQuery") setText(out, String(v.value ?? ""), v as Node);
      } else if (isSeq(v)) {
        for (const item of v.items) {
          if (isMap(item)) {
            for (const inner of item.items) {
              if (isScalar(inner.key))
                out.children.push(
                  element(String(inner.key.value), inner.key as Node, inner.value, depth + 1),
                );
            }
          } else if (isScalar(item)) {
            out.children.push({
              name: key,
              attrs: { value: String(item.value ?? "") },
              children: [],
              line: lineOf(item as Node),
            });
          }
        }
      } else if (isMap(v)) {
        out.children.push(element(key, pair.key as Node, v, depth + 1));
      }
    }
    return out;
  };
  const setText = (out: ChangelogElement, value: string, node: Node) => {
    out.text = value;
    // A block scalar (`sql: |`) starts on the line after its indicator.
    const start = node.range?.[0] ?? 0;
    out.textLine = lineOf(node) + (/^[|>]/.test(text.slice(start, start + 1)) ? 1 : 0);
  };
  try {
    const entries: ChangelogElement[] = [];
    for (const item of log.value.items) {
      if (!isMap(item)) continue;
      for (const pair of item.items)
        if (isScalar(pair.key))
          entries.push(element(String(pair.key.value), pair.key as Node, pair.value, 1));
    }
    return { entries };
  } catch (error) {
    if (error instanceof DepthExceeded)
      return {
        entries: [],
        problem: { line: error.line, message: `nested deeper than ${MAX_DEPTH} levels: not read` },
      };
    throw error;
  }
}
