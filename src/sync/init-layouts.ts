import { posix } from "node:path";
import type { SqlDialect } from "./init-dialect.js";

/**
 * Where a repository's SQL lives, as its migration tool lays it out, so that `init` writes one
 * `migrations: true` rule per history (replayed in the tool's order by the Postgres reader) and
 * leaves out the scripts a tool never applies to build the schema.
 */
export interface SqlFolder {
  /** The folder the rule replays. */
  root: string;
  /** The rule's glob. */
  glob: string;
  /** The tool recognised, for init's summary. */
  tool: string;
  /** The dialect the tool implies (an SSDT project is T-SQL), else told from the files. */
  dialect?: SqlDialect;
  /** Folders of one database (a sqlc package's schema entries): one data source whatever they create. */
  database?: string;
}

export interface SqlLayout {
  folders: SqlFolder[];
  /** SQL files no rule reads because their tool never applies them to build the schema, with the reason. */
  leftOut: { path: string; why: string }[];
  /** Globs of folders of such scripts that no rule matches: ignored, so no check reads them as schemas. */
  ignore: string[];
}

/** The migration histories among the SQL paths (`paths` holds every file of the repository). */
export function sqlLayout(sqlPaths: readonly string[], paths: ReadonlySet<string>): SqlLayout {
  const folders = new Map<string, SqlFolder>();
  const leftOut: SqlLayout["leftOut"] = [];
  const ignore = new Set<string>();
  const add = (folder: SqlFolder) => folders.set(folder.root, folders.get(folder.root) ?? folder);
  const rest: string[] = [];
  // An SSDT project (a .sqlproj) declares one database across its folders, one object per file.
  const projects = [...paths].filter((p) => p.endsWith(".sqlproj")).map((p) => posix.dirname(p));
  for (const path of sqlPaths) {
    const project = projects.find((dir) => inside(path, dir));
    if (project !== undefined) {
      const prefix = project === "." ? "" : `${escapeGlob(project)}/`;
      add({ root: project, glob: `${prefix}**/*.sql`, tool: "SSDT", dialect: "mssql" });
      continue;
    }
    const prisma = /^(?:(.*)\/)?migrations\/[^/]+\/migration\.sql$/.exec(path);
    const sqitch = /^(?:(.*)\/)?(deploy|revert|verify)\/.+$/.exec(path);
    const graphile = /^(?:(.*)\/)?(committed\/[^/]+|current\/[^/]+|current)\.sql$/.exec(path);
    // One folder per migration, named by its version (Hasura: `<timestamp>_name/up.sql` + `down.sql`).
    const versioned = /^(?:(.*)\/)?\d[^/]*\/(up|down)\.sql$/i.exec(path);
    if (prisma) {
      const root = join(prisma[1], "migrations");
      add({ root, glob: `${escapeGlob(root)}/*/migration.sql`, tool: "Prisma" });
    } else if (versioned) {
      const prefix = versioned[1] ? `${escapeGlob(versioned[1])}/` : "";
      if (versioned[2]?.toLowerCase() === "down") {
        // No rule matches a down.sql here, so it is ignored: read alone, it would drop what is not there.
        leftOut.push({ path, why: "down or undo migration: never applied to build the schema" });
        ignore.add(`${prefix}*/${posix.basename(path)}`);
      } else add({ root: versioned[1] ?? ".", glob: `${prefix}*/${posix.basename(path)}`, tool: "Hasura" });
    } else if (sqitch && paths.has(join(sqitch[1], "sqitch.plan"))) {
      if (sqitch[2] === "deploy") {
        const root = join(sqitch[1], "deploy");
        add({ root, glob: `${escapeGlob(root)}/**/*.sql`, tool: "sqitch" });
      } else {
        leftOut.push({ path, why: `sqitch ${sqitch[2]} script: not part of the schema's history` });
        ignore.add(`${escapeGlob(join(sqitch[1], sqitch[2] ?? ""))}/**`);
      }
    } else if (graphile && [...paths].some((p) => p.startsWith(`${join(graphile[1], "committed")}/`))) {
      // afterReset.sql beside committed/ runs before the first migration (extensions, roles).
      const root = graphile[1] ?? ".";
      add({ root, glob: `${root === "." ? "" : `${escapeGlob(root)}/`}**/*.sql`, tool: "graphile-migrate" });
    } else rest.push(path);
  }
  const recursive = [...folders.values()].filter((f) => f.glob.includes("**"));
  const schemaFolders = new Set(sqlPaths.map((p) => posix.dirname(p)));
  for (const path of rest) {
    if (recursive.some((f) => inside(path, f.root))) continue;
    const upgrade = upgradeScript(path, schemaFolders);
    if (upgrade) {
      leftOut.push({ path, why: upgrade.why });
      ignore.add(upgrade.glob);
      continue;
    }
    if (/(^|[._-])down\.sql$/i.test(path) || /^U[\d._]+__/.test(posix.basename(path))) {
      leftOut.push({ path, why: "down or undo migration: never applied to build the schema" });
      continue;
    }
    const dir = posix.dirname(path);
    const prefix = dir === "." ? "" : `${escapeGlob(dir)}/`;
    add({
      root: dir,
      glob: `${prefix}*${escapeGlob(posix.extname(path))}`,
      tool: toolOf(posix.basename(path)),
    });
  }
  return { folders: [...folders.values()], leftOut, ignore: [...ignore] };
}

/** A folder named by a version: `0.19`, `1.2.3`, `v2`, `20240101`. */
const VERSION_FOLDER = /^v?\d+(?:[._-]\d+)*$/i;

/**
 * A script in a version folder beside the schema a fresh install applies (memos:
 * `store/migration/postgres/LATEST.sql` beside `0.19/00__add_resource_name.sql`): it upgrades a
 * database of an earlier version, which no replay from an empty database has, so the schema file
 * beside the versions is the history read (one rule for its folder) and the upgrade scripts are left
 * out and ignored. `schemaFolders`: the folders holding a SQL file of their own.
 */
function upgradeScript(
  path: string,
  schemaFolders: ReadonlySet<string>,
): { glob: string; why: string } | undefined {
  const dir = posix.dirname(path);
  const parent = posix.dirname(dir);
  if (dir === "." || !VERSION_FOLDER.test(posix.basename(dir)) || !schemaFolders.has(parent))
    return undefined;
  const shown = parent === "." ? "" : `${parent}/`;
  // Every version folder, the next one a pull request adds too (`0.32/`): read alone it fails as well.
  const v = /^v/i.test(posix.basename(dir)) ? posix.basename(dir)[0] : "";
  return {
    glob: `${parent === "." ? "" : `${escapeGlob(parent)}/`}${v}[0-9]*/*.sql`,
    why: `upgrade script of a version folder beside ${shown}*.sql (the schema a fresh install applies): it upgrades a database of an earlier version, so ${shown}*.sql is read instead`,
  };
}

/** Tables a migration tool keeps for itself (`schema_migrations`, ...): no contract is written for them. */
const TOOL_TABLES = new Set([
  "schema_migrations",
  "ar_internal_metadata",
  "flyway_schema_history",
  "schema_version",
  "_prisma_migrations",
  "goose_db_version",
  "knex_migrations",
  "knex_migrations_lock",
  "__diesel_schema_migrations",
  "databasechangelog",
  "databasechangeloglock",
  "migrations",
]);

/** Whether a SQL asset path (`db.schema.table`) is a migration tool's own table. */
export function isToolTable(assetPath: string): boolean {
  const parts = assetPath.split(".");
  return (
    TOOL_TABLES.has(parts.at(-1) ?? "") || parts.at(-2) === "graphile_migrate" || parts.at(-2) === "sqitch"
  );
}

/** Packages of the protobuf definitions projects vendor (well-known types, annotations, validators). */
const VENDORED_PACKAGE =
  /^(?:google\.(?:protobuf|api|rpc|type|longrunning|iam|geo|logging)|grpc\.gateway|validate|buf\.validate|gogoproto|envoy\.annotations|udpa|xds\.annotations)(?:\.|$)/;
/** Folders that hold other projects' files. */
const VENDOR_FOLDER = /(?:^|\/)(?:vendor|vendored|third_party|third-party|thirdparty)\//;

/**
 * Whether an asset is a copy of a dependency's schema (a vendored `google/api/http.proto`, a file under
 * `third_party/`): read, so that imports of it resolve, but not the repository's own to contract.
 */
export function isVendoredSchema(asset: { sourceType: string; path: string; file: string }): boolean {
  if (VENDOR_FOLDER.test(asset.file)) return true;
  if (asset.sourceType !== "protobuf") return false;
  const qualified = asset.path.slice(asset.path.lastIndexOf(":") + 1);
  return VENDORED_PACKAGE.test(qualified.slice(0, qualified.lastIndexOf(".")));
}

/**
 * A folder or file name as a glob that matches it literally: a folder named
 * `!neg` or `x{` must not turn the rule into a negation or a brace pattern.
 */
export function escapeGlob(name: string): string {
  return name.replace(/[\\*?[\]{}()!+@|^$]/g, "\\$&");
}

function join(parent: string | undefined, child: string): string {
  return parent ? `${parent}/${child}` : child;
}

function inside(path: string, root: string): boolean {
  return root === "." || path.startsWith(`${root}/`);
}

function toolOf(name: string): string {
  if (/^[VR][\d._]*__/.test(name)) return "Flyway";
  if (/\.up\.sql$/i.test(name)) return "golang-migrate";
  if (/^\d+[_-]/.test(name)) return "numbered migrations";
  return "SQL files";
}
