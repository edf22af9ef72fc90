import { SQL_SOURCE_TYPES } from "../api/source-type-names.js";
import type { RepoFiles } from "../git/files.js";
import { uniqueTargets } from "../schema/index.js";
import { type ReadAsset, resourceName, sourcePrefix } from "../schema/model.js";
import { readTargets, type SourceMap, type SourceTarget } from "./asset-reads.js";

/** What `readNamedAssets` found, and how much of the repository it had to read for it. */
export interface NamedRead {
  /** The assets whose resource names are among the names asked for. */
  assets: ReadAsset[];
  /** The read targets (files, migration folders) it read, in the order read. */
  read: string[];
  /** How many read targets the repository has. */
  targets: number;
}

/**
 * The assets of one version of the repository that `names` name, reading only the targets that
 * can yield one of them: a publish of 10,000 contracts over 50,000 schema files reads the 10,000,
 * not all (a Postgres file is a PGlite round trip of its own).
 *
 * A target can yield a name when the name's path starts with the target's path (a schema file's
 * assets are named after the file), or when it is SQL, whose assets are named after their tables:
 * a migration folder always, a single file when its text mentions a named table of its source.
 * Both only order the work: a name still missing afterwards (a table created by dynamic SQL, a
 * reader that names its assets otherwise) has every remaining target of its source read, so the
 * result is what a read of every target, filtered to the names, gives.
 */
export async function readNamedAssets(
  files: RepoFiles,
  sources: SourceMap,
  names: ReadonlySet<string>,
): Promise<NamedRead> {
  const targets = uniqueTargets((await files.listAll()).map((path) => sources.targetOf(path)));
  const pathKeys = namePathKeys(names);
  const tables = new SqlTables(names);
  const first: SourceTarget[] = [];
  const rest: SourceTarget[] = [];
  for (const target of targets) {
    const yields =
      pathKeys.has(`${prefixOf(target)}${target.path}`) || (await tables.mayYield(target, files));
    (yields ? first : rest).push(target);
  }
  const assets = assetsNamed(await readTargets(files, sources, first), names);
  const found = new Set(assets.map(nameOf));
  const missing = [...names].filter((name) => !found.has(name));
  const more = rest.filter((target) => missing.some((name) => name.startsWith(prefixOf(target))));
  if (more.length > 0) assets.push(...assetsNamed(await readTargets(files, sources, more), names));
  return { assets, read: [...first, ...more].map((t) => t.path), targets: targets.length };
}

const nameOf = (asset: ReadAsset) => resourceName(asset.sourceType, asset.dataSource, asset.path);
/** The assets among `assets` whose resource names are among `names`. */
export const assetsNamed = (assets: readonly ReadAsset[], names: ReadonlySet<string>) =>
  assets.filter((asset) => names.has(nameOf(asset)));
const prefixOf = (target: SourceTarget) => sourcePrefix(target.sourceType, target.dataSource);

/**
 * Every name, and every part of it that ends before one of its `:`: a schema file's asset is
 * `type://dataSource:file` or `type://dataSource:file:Type`, so the file's key is among them
 * (a data source may hold `:` itself, so no single split would do).
 */
function namePathKeys(names: ReadonlySet<string>): Set<string> {
  const keys = new Set<string>();
  for (const name of names) {
    keys.add(name);
    for (let at = name.indexOf(":"); at >= 0; at = name.indexOf(":", at + 1)) keys.add(name.slice(0, at));
  }
  return keys;
}

/** The named tables of each SQL source, lower-cased, for the text test of a single SQL file. */
class SqlTables {
  private readonly bySource = new Map<string, { words: string[]; others: string[] }>();

  constructor(private readonly names: ReadonlySet<string>) {}

  async mayYield(target: SourceTarget, files: RepoFiles): Promise<boolean> {
    if (!SQL_SOURCE_TYPES.has(target.sourceType)) return false;
    const tables = this.of(prefixOf(target));
    if (tables.words.length + tables.others.length === 0) return false;
    let text: string | undefined;
    try {
      text = await files.readText(target.path);
    } catch {
      return true; // the reader reports what cannot be read
    }
    // A migration folder: its tables come from all of its files in order.
    if (text === undefined) return true;
    const lower = text.toLowerCase();
    const words = new Set(lower.match(WORD));
    return (
      tables.words.some((table) => words.has(table)) || tables.others.some((table) => lower.includes(table))
    );
  }

  /**
   * `db.schema.table` -> `table` for each name under the source, lower-cased: a plain identifier
   * is looked up among the text's words, any other (a quoted name with spaces or dots) in its text.
   */
  private of(prefix: string): { words: string[]; others: string[] } {
    let tables = this.bySource.get(prefix);
    if (!tables) {
      const all = [...this.names]
        .filter((name) => name.startsWith(prefix))
        .map((name) => (name.slice(prefix.length).split(".").pop() ?? "").toLowerCase())
        .filter((table) => table !== "");
      tables = {
        words: all.filter((table) => PLAIN.test(table)),
        others: all.filter((table) => !PLAIN.test(table)),
      };
      this.bySource.set(prefix, tables);
    }
    return tables;
  }
}

const WORD = /[\p{L}_][\p{L}\p{N}_$]*/gu;
const PLAIN = /^[\p{L}_][\p{L}\p{N}_$]*$/u;
