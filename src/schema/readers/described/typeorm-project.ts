import { posix } from "node:path";
import type { SourceFiles } from "../../model.js";
import type { Dialect } from "./ddl.js";
import { resolveTsModule } from "./ts-resolve.js";
import { parseModule, type TsClass, type TsModule } from "./typeorm-parse.js";

/**
 * What a TypeORM project configures outside its entities: the DataSource's `type` (the database)
 * and its `namingStrategy`, found in the files a project keeps them in (`data-source.ts`,
 * `ormconfig.*`, `typeorm.config.ts`, a NestJS `app.module.ts` or `database.config.ts`), else the
 * driver package.json depends on; and the classes an entity imports (its base class, a relation's
 * target, an enum), by relative import, within the repository.
 */

/** Files a DataSource or TypeOrmModule configuration is kept in. */
export const CONFIG_FILE =
  /(?:^|\/)(?:ormconfig\.(?:json|ya?ml|[cm]?[jt]s)|[^/]*data-?source[^/]*\.[cm]?[jt]s|[^/]*typeorm[^/]*\.[cm]?[jt]s|[^/]*orm\.config\.[cm]?[jt]s|app\.module\.[cm]?[jt]s|database(?:\.config|\.module|\.providers)?\.[cm]?[jt]s|db(?:\.config)?\.[cm]?[jt]s)$/i;
/** Folders beside the entity's ancestors where configurations are kept. */
const CONFIG_FOLDERS = ["", "config", "database", "db", "src", "src/config", "src/database", "src/db"];

const TYPES: Record<string, Dialect | undefined> = {
  postgres: "postgres",
  "aurora-postgres": "postgres",
  mysql: "mysql",
  mariadb: "mysql",
  "aurora-mysql": "mysql",
  mssql: "mssql",
};
const DRIVERS: [RegExp, Dialect | string][] = [
  [/"pg"\s*:/, "postgres"],
  [/"(?:mysql2?|mariadb)"\s*:/, "mysql"],
  [/"(?:mssql|tedious)"\s*:/, "mssql"],
  [/"(?:sqlite3|better-sqlite3|sql\.js)"\s*:/, "sqlite"],
];

export type Naming = "default" | "snake";

export interface ProjectSettings {
  /** The `type` a configuration names (postgres, mariadb, sqlite...), and the file. */
  type?: { name: string; file: string } | undefined;
  naming: Naming;
  /** A naming strategy this reader does not know, and the file that configures it. */
  unknownNaming?: { name: string; file: string } | undefined;
  /** The database package.json's drivers say, when no configuration names one. */
  driver?: string | undefined;
}

export function dialectOfType(type: string): Dialect | undefined {
  return TYPES[type];
}

/** The configuration files to look at for an entity: its ancestors' and their config folders'. */
async function configFiles(
  path: string,
  list: (dir: string) => Promise<string[]>,
): Promise<{ configs: string[]; packageJson?: string }> {
  const configs: string[] = [];
  let packageJson: string | undefined;
  let dir = posix.dirname(path);
  for (let depth = 0; depth < 8; depth++) {
    for (const sub of CONFIG_FOLDERS) {
      const folder = sub === "" ? dir : dir === "." ? sub : `${dir}/${sub}`;
      const listed = await list(folder).catch(() => [] as string[]);
      for (const file of listed) if (CONFIG_FILE.test(file) && !configs.includes(file)) configs.push(file);
      if (sub === "" && !packageJson) packageJson = listed.find((f) => posix.basename(f) === "package.json");
    }
    if (dir === ".") break;
    dir = posix.dirname(dir);
  }
  return { configs, packageJson };
}

export async function projectSettings(
  path: string,
  list: (dir: string) => Promise<string[]>,
  readText: (path: string) => Promise<string | undefined>,
): Promise<ProjectSettings> {
  const settings: ProjectSettings = { naming: "default" };
  const { configs, packageJson } = await configFiles(path, list);
  for (const file of configs) {
    const text = (await readText(file).catch(() => undefined)) ?? "";
    if (!/typeorm|TypeOrm|DataSource|ormconfig/.test(`${file}\n${text}`)) continue;
    const type = /["']?\btype["']?\s*:\s*["'`]?([a-z][a-z0-9-]*)["'`]?/.exec(text)?.[1];
    if (
      type &&
      !settings.type &&
      (TYPES[type] || /sqlite|mongodb|oracle|cockroach|sqljs|sap|spanner/.test(type))
    )
      settings.type = { name: type, file };
    const strategy = /namingStrategy["']?\s*:\s*(?:new\s+)?([A-Za-z_$][\w$]*)/.exec(text)?.[1];
    if (strategy === "SnakeNamingStrategy") settings.naming = "snake";
    else if (strategy && strategy !== "DefaultNamingStrategy" && !settings.unknownNaming)
      settings.unknownNaming = { name: strategy, file };
  }
  if (packageJson) {
    const text = (await readText(packageJson).catch(() => undefined)) ?? "";
    settings.driver = DRIVERS.find(([pattern]) => pattern.test(text))?.[1];
  }
  return settings;
}

/** The folder a project is: the nearest package.json's above the entity, else its own. */
export function projectOf(path: string, paths: readonly string[]): string {
  let best: string | undefined;
  for (const p of paths) {
    if (posix.basename(p) !== "package.json") continue;
    const dir = posix.dirname(p);
    if ((dir === "." || path.startsWith(`${dir}/`)) && (best === undefined || dir.length > best.length))
      best = dir;
  }
  return best ?? posix.dirname(path);
}

/** Modules read once per description (a relation's target and a base class are often the same). */
export class ModuleCache {
  private readonly modules = new Map<string, Promise<TsModule | undefined>>();
  constructor(private readonly files: SourceFiles) {}

  add(module: TsModule): void {
    this.modules.set(module.path, Promise.resolve(module));
  }

  read(path: string): Promise<TsModule | undefined> {
    let module = this.modules.get(path);
    if (!module) {
      module = this.files
        .readText(path)
        .catch(() => undefined)
        .then((text) => (text === undefined ? undefined : parseModule(path, text)));
      this.modules.set(path, module);
    }
    return module;
  }

  /**
   * The module an import names: relative (`./user.entity`, `../user`, `./user.js`, `./user/index`), or
   * from the repository's root as a NestJS tsconfig's `baseUrl: "./"` lets one write (`src/user/user.entity`).
   */
  async imported(from: TsModule, specifier: string): Promise<TsModule | undefined> {
    const path = await resolveTsModule(from.path, specifier, this.files, { rootRelative: true });
    return path === undefined ? undefined : this.read(path);
  }

  /** The class a name means in a module: declared there, or imported from a relative module. */
  async classNamed(module: TsModule, name: string): Promise<{ cls: TsClass; module: TsModule } | undefined> {
    const own = module.classes.find((c) => c.name === name);
    if (own) return { cls: own, module };
    const imported = module.imports.get(name);
    if (!imported) return undefined;
    const other = await this.imported(module, imported.from);
    const cls = other?.classes.find((c) => c.name === imported.name);
    return other && cls ? { cls, module: other } : undefined;
  }

  /** An enum's values: declared in the module or imported from a relative one. */
  async enumNamed(module: TsModule, name: string): Promise<Map<string, string | number> | undefined> {
    const own = module.enums.get(name);
    if (own) return own;
    const imported = module.imports.get(name);
    if (!imported) return undefined;
    return (await this.imported(module, imported.from))?.enums.get(imported.name);
  }
}

export function columnName(property: string, given: string | undefined, naming: Naming): string {
  if (given) return given;
  return naming === "snake" ? snakeCase(property) : property;
}

export function joinName(relation: string, referenced: string, naming: Naming): string {
  return naming === "snake" ? snakeCase(`${relation}_${referenced}`) : camelCase(`${relation}_${referenced}`);
}

/** TypeORM's StringUtils.snakeCase. */
export function snakeCase(text: string): string {
  return text
    .replace(/([A-Z])([A-Z])([a-z])/g, "$1_$2$3")
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase();
}

/** TypeORM's StringUtils.camelCase. */
function camelCase(text: string): string {
  return text.replace(/^([A-Z])|[\s-_](\w)/g, (_m, p1: string | undefined, p2: string | undefined) =>
    p2 ? p2.toUpperCase() : (p1 ?? "").toLowerCase(),
  );
}
