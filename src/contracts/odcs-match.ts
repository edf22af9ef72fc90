import { posix } from "node:path";
import { SQL_SOURCE_TYPES } from "../api/source-type-names.js";
import type { SourceType } from "../api/source-types.js";

/**
 * Which of the repository's assets an ODCS schema object names, by name alone: what `init` binds
 * an ODCS contract it finds to, and what a Kafka server's topic is bound to when a contract is read
 * (odcs-servers.ts). An object answers to its `physicalName` (a table, a topic) and its `name`; an
 * asset to its table (and `schema.table`), its record or message (full and short name) or title,
 * and, only when none of those matches, its file's base name (`orders.avsc`, the subject file
 * `orders-value.avsc`, `orders.schema.json`, `orders.proto`). Names compare without case and
 * without separators (`order_lines` = `OrderLines` = `order-lines`), nothing looser: a name that
 * matches no asset, or several, is no binding (the caller says which binding to write).
 */

/** An asset of the repository as a binding names it. */
export interface BindableAsset {
  sourceType: SourceType;
  /** Its path in the resource name: `schema.table`, `<file>:<record>`, `<file>`. */
  path: string;
  file: string;
  resourceName: string;
  /** The schema's own name (a JSON Schema's title, a record's name), when it has one. */
  name?: string | undefined;
}

const keyOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** The names an asset answers to: its own (first tier), its file's (second tier). */
function namesOf(asset: BindableAsset): { own: string[]; file: string[] } {
  if (SQL_SOURCE_TYPES.has(asset.sourceType)) {
    const parts = asset.path.split(".");
    return { own: [parts.slice(-1).join("."), parts.slice(-2).join(".")], file: [] };
  }
  const own: string[] = [];
  const colon = asset.path.lastIndexOf(":");
  if (colon >= 0) {
    const inner = asset.path.slice(colon + 1);
    own.push(inner, inner.split(".").at(-1) ?? inner);
  }
  if (asset.name) own.push(asset.name);
  const base = posix.basename(asset.file).replace(/(\.schema)?\.[a-z0-9]+$/i, "");
  return { own, file: [base, base.replace(/-value$/i, "")] };
}

/** The names a schema object answers to. */
export function objectNames(object: Record<string, unknown>): string[] {
  return [object.physicalName, object.name].filter((v): v is string => typeof v === "string" && v !== "");
}

/**
 * The assets (of `sourceTypes`, default every type) a schema object names: those whose own name
 * matches, else those whose file's name matches.
 */
export function assetsNamedBy(
  object: Record<string, unknown>,
  assets: readonly BindableAsset[],
  sourceTypes?: ReadonlySet<SourceType>,
): BindableAsset[] {
  const wanted = new Set(objectNames(object).map(keyOf));
  const candidates = assets.filter((asset) => !sourceTypes || sourceTypes.has(asset.sourceType));
  const by = (tier: "own" | "file") =>
    candidates.filter((asset) => namesOf(asset)[tier].some((name) => wanted.has(keyOf(name))));
  const own = by("own");
  return own.length > 0 ? own : by("file");
}
