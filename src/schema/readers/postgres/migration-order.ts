import { posix } from "node:path";
import type { SourceFiles } from "../../model.js";
import { naturalCompare } from "../../reader-helpers.js";

/**
 * Which files of a migration folder a tool applies, and in which order. Each rule is the tool's own:
 *
 * - Flyway: `V<version>__name.sql` by version (`V1.1` and `V1_1` are one version, `V2` before
 *   `V10`), then repeatable `R__name.sql` by name; undo (`U<version>__`) files are not applied.
 * - sqitch: a `deploy/` folder beside `sqitch.plan` in the plan's order; `revert/` and `verify/`
 *   are never applied.
 * - drizzle-kit: the folder's `meta/_journal.json` is the set and the order (`entries[].tag` by
 *   `idx`): a `.sql` file it does not list is never applied (drizzle-kit's migrator reads the journal).
 * - golang-migrate, goose, dbmate and the rest: natural order of the paths below the folder (V2
 *   before V10, Prisma's `<timestamp>_name/migration.sql`, graphile-migrate's `committed/` before
 *   `current`); `*.down.sql` files are not applied.
 *
 * A config rule's folder is read at any depth, the files its rule reads into it (`members`), so
 * `db/**\/*.sql` with `migrations: true` replays every file it names instead of none.
 */
export async function migrationFiles(
  folder: string,
  files: SourceFiles,
  members?: (file: string) => boolean,
): Promise<string[]> {
  // `list` first: a Git source fetches a flat folder's files in one batch as it lists them.
  const flat = await files.list(folder);
  const listed = members && files.listAll ? (await files.listAll(folder)).filter(members) : flat;
  const sql = listed.filter((f) => SQL_FILE.test(f) && !notApplied(f, folder));
  const plan = posix.basename(folder) === "deploy" ? await sqitchPlan(folder, files) : undefined;
  if (plan) return byPlan(sql, plan, folder);
  const journal = await drizzleJournal(folder, files);
  if (journal) return byJournal(sql, journal, folder);
  if (sql.length > 0 && sql.every((f) => FLYWAY.test(posix.basename(f)))) return sql.sort(flywayOrder);
  return sql.sort(naturalCompare);
}

/**
 * The files of a folder replayed in natural order that a runner sorting names as strings applies
 * at another point: a number zero-padded to another width than the folder's other padded numbers
 * (`0010_x.sql` among `002_y.sql`: natural order puts it after, string order before). A folder
 * whose numbers carry no leading zero is natural by intent (string order would already be wrong
 * at `10_`), and Flyway, sqitch and drizzle-kit order by version, plan or journal.
 */
export function orderMismatches(ordered: readonly string[], folder: string): string[] {
  const number = (file: string) => /\d+/.exec(folder === "" ? file : file.slice(folder.length + 1))?.[0];
  const padded = ordered.filter((f) => number(f)?.startsWith("0") === true && number(f) !== "0");
  if (padded.length === 0 || ordered.every((f) => FLYWAY.test(posix.basename(f)))) return [];
  const widths = new Map<number, number>();
  for (const f of padded) widths.set(number(f)?.length ?? 0, (widths.get(number(f)?.length ?? 0) ?? 0) + 1);
  const usual = [...widths].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
  const byString = [...ordered].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return ordered.filter(
    (f, i) => byString[i] !== f && number(f)?.startsWith("0") === true && number(f)?.length !== usual,
  );
}

/**
 * The part of a migration that applies it: dbmate's `-- migrate:up` section and goose's `-- +goose Up`
 * section, without the down section after them (replaying it would drop what the up part made).
 */
export function upSection(text: string): string {
  const down = DOWN_MARKER.exec(text);
  return down ? text.slice(0, down.index) : text;
}

const SQL_FILE = /\.(sql|pgsql|psql)$/i;
// Down migrations undo the up ones; replaying them would erase the tables.
const DOWN_MIGRATION = /(^|[._-])down\.sql$/i;
const FLYWAY = /^(V[\d._]+__|R__|U[\d._]+__)[^/]*$/;
const DOWN_MARKER = /^[ \t]*--[ \t]*(migrate:down|\+goose[ \t]+down)\b/im;

function notApplied(file: string, folder: string): boolean {
  const name = posix.basename(file);
  if (DOWN_MIGRATION.test(name) || /^U[\d._]+__/.test(name)) return true;
  // sqitch's other scripts, when a folder above `deploy/` is the migration folder.
  const below = folder === "" ? file : file.slice(folder.length + 1);
  return /(^|\/)(revert|verify)\//.test(below);
}

/** Flyway's version order: numeric parts split at `.` or `_`; repeatables after every version. */
function flywayOrder(a: string, b: string): number {
  const ka = flywayKey(posix.basename(a));
  const kb = flywayKey(posix.basename(b));
  if (ka.repeatable !== kb.repeatable) return ka.repeatable ? 1 : -1;
  for (let i = 0; i < Math.max(ka.version.length, kb.version.length); i++) {
    const d = (ka.version[i] ?? 0) - (kb.version[i] ?? 0);
    if (d !== 0) return d;
  }
  return naturalCompare(a, b);
}

function flywayKey(name: string): { repeatable: boolean; version: number[] } {
  if (name.startsWith("R__")) return { repeatable: true, version: [] };
  const version = /^V([\d._]+?)__/.exec(name)?.[1] ?? "";
  return { repeatable: false, version: version.split(/[._]/).filter(Boolean).map(Number) };
}

/** The change names of a sqitch plan in order (`name [deps] date planner <email> # note`). */
async function sqitchPlan(deploy: string, files: SourceFiles): Promise<string[] | undefined> {
  const text = await files.readText(posix.join(posix.dirname(deploy), "sqitch.plan")).catch(() => undefined);
  if (text === undefined) return undefined;
  const names: string[] = [];
  for (const line of text.split("\n")) {
    const name = /^([^\s%#@][^\s[]*)/.exec(line.trim())?.[1];
    if (name) names.push(name);
  }
  return names;
}

function byPlan(sql: readonly string[], plan: readonly string[], folder: string): string[] {
  const rank = new Map(plan.map((name, i) => [name, i]));
  const key = (file: string) => rank.get(file.slice(folder.length + 1).replace(SQL_FILE, "")) ?? plan.length;
  return [...sql].sort((a, b) => key(a) - key(b) || naturalCompare(a, b));
}

/** drizzle-kit's journal beside the migrations: the tags of its entries in `idx` order. */
async function drizzleJournal(folder: string, files: SourceFiles): Promise<string[] | undefined> {
  const text = await files.readText(posix.join(folder, "meta", "_journal.json")).catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const entries = (JSON.parse(text) as { entries?: { idx?: unknown; tag?: unknown }[] }).entries;
    if (!Array.isArray(entries)) return undefined;
    return entries
      .filter(
        (e): e is { idx: number; tag: string } => typeof e?.tag === "string" && typeof e.idx === "number",
      )
      .sort((a, b) => a.idx - b.idx)
      .map((e) => e.tag);
  } catch {
    // Not a journal drizzle-kit could read either: the folder is read as a plain history.
    return undefined;
  }
}

/** The journal's migrations in its order; a file it does not list is left out, as drizzle-kit leaves it. */
function byJournal(sql: readonly string[], tags: readonly string[], folder: string): string[] {
  const byTag = new Map(
    sql.map((file) => [file.slice(folder === "" ? 0 : folder.length + 1).replace(SQL_FILE, ""), file]),
  );
  return tags.flatMap((tag) => {
    const file = byTag.get(tag);
    return file ? [file] : [];
  });
}
