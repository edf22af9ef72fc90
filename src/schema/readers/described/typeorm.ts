import type { DescribedTable } from "./ddl.js";
import type { Framework } from "./framework.js";
import {
  type Context,
  type EntityColumn,
  joinColumn,
  plainColumn,
  problem,
  readOptions,
} from "./typeorm-columns.js";
import type { TsClass, TsDecorator, TsField, TsModule } from "./typeorm-parse.js";
import { parseModule } from "./typeorm-parse.js";
import { dialectOfType, ModuleCache, projectOf, projectSettings, snakeCase } from "./typeorm-project.js";

/**
 * TypeORM entities (`@Entity()` classes) as the tables TypeORM's schema builder creates (what
 * `migration:generate` writes): each column decorator a column of the type its driver writes
 * (typeorm-types.ts), named by `name` else the property (DefaultNamingStrategy; typeorm-naming-
 * strategies' SnakeNamingStrategy when the DataSource configures it), NOT NULL unless `nullable:
 * true`; the table `@Entity("name")`/`{ name, schema }` else the class name snake_cased; a
 * `@ManyToOne` (and an owning `@OneToOne`) the column `@JoinColumn` names, else `<property>Id`, of
 * the target's key type, nullable unless `nullable: false`. Base classes lend their columns (of this
 * file or a relative import). A decorator, option or type this does not read is a problem at its line.
 */

const COLUMNS = new Set([
  "Column",
  "PrimaryColumn",
  "PrimaryGeneratedColumn",
  "CreateDateColumn",
  "UpdateDateColumn",
  "DeleteDateColumn",
  "VersionColumn",
]);
const RELATIONS = new Set(["ManyToOne", "OneToOne"]);
/** TypeORM decorators that add columns this reader does not model. */
const UNREAD = new Set([
  "ObjectIdColumn",
  "TreeParent",
  "TreeLevelColumn",
  "JoinColumns",
  "ChildEntity",
  "TableInheritance",
]);

export const typeorm: Framework = {
  name: "TypeORM entities",
  claims: (path, text) => /\.[cm]?[jt]s$/i.test(path) && /@Entity\s*\(/.test(text) && /typeorm/.test(text),
  async database({ path, paths, readText }) {
    const project = projectOf(path, paths);
    const list = async (dir: string) =>
      paths.filter(
        (p) =>
          p.startsWith(dir === "." ? "" : `${dir}/`) &&
          !p.slice(dir === "." ? 0 : dir.length + 1).includes("/"),
      );
    const settings = await projectSettings(path, list, readText);
    const name = settings.type?.name ?? settings.driver;
    if (name === undefined)
      return {
        project,
        dialect: "postgres",
        assumed: "no TypeORM DataSource type or database driver found: PostgreSQL assumed",
      };
    const dialect = dialectOfType(name);
    if (dialect) return { project, dialect };
    return {
      project,
      why: `TypeORM entities for ${name}: not a database contract-sync reads (PostgreSQL, MySQL/MariaDB, SQL Server)`,
    };
  },
  async describe({ path, text, dialect, files }) {
    const module = await parseModule(path, text);
    const modules = new ModuleCache(files);
    modules.add(module);
    const settings = await projectSettings(
      path,
      (dir) => files.list(dir),
      (p) => files.readText(p),
    );
    const context: Context = {
      dialect,
      path,
      naming: settings.naming,
      modules,
      enums: new Map(),
      diagnostics: [...module.diagnostics],
      followRelations: true,
      columnsOf: (cls, of, inner) => columnsOf(cls, of, snakeCase(cls.name), undefined, inner, undefined, 0),
    };
    const tables: DescribedTable[] = [];
    for (const cls of module.classes) {
      const entity = cls.decorators.find((d) => d.name === "Entity");
      const unread = cls.decorators.find((d) => UNREAD.has(d.name));
      if (unread)
        problem(context, unread.line, `${cls.name}: @${unread.name} (entity inheritance) is not read`);
      if (!entity || unread) continue;
      if (settings.unknownNaming) {
        problem(
          context,
          entity.line,
          `${cls.name}: the naming strategy ${settings.unknownNaming.name} (${settings.unknownNaming.file}) is not read`,
        );
        continue;
      }
      const table = await entityTable(cls, entity, module, context);
      if (table) tables.push(table);
    }
    return { tables, enums: [...context.enums.values()], diagnostics: context.diagnostics };
  },
};

async function entityTable(
  cls: TsClass,
  entity: TsDecorator,
  module: TsModule,
  context: Context,
): Promise<DescribedTable | undefined> {
  let name: string | undefined;
  let schema: string | undefined;
  for (const arg of entity.args) {
    if (arg.kind === "literal" && typeof arg.value === "string") name = arg.value;
    else if (arg.kind === "object") {
      const options = readOptions(
        arg,
        ["name", "schema", "database", "synchronize", "orderBy", "engine", "withoutRowid", "comment"],
        `${cls.name}: @Entity`,
        context,
      );
      if (typeof options.name === "string") name = options.name;
      if (typeof options.schema === "string") schema = options.schema;
      if (options.database !== undefined)
        problem(context, entity.line, `${cls.name}: @Entity({ database }) is not read`);
    } else {
      problem(context, entity.line, `${cls.name}: @Entity's argument is not a string or object literal`);
      return undefined;
    }
  }
  const table = name ?? snakeCase(cls.name);
  const read = await columnsOf(cls, module, table, schema, context, undefined, 0);
  if (!read) return undefined;
  // TypeORM adds the join columns after the entity's own (RelationJoinColumnBuilder runs last).
  const columns = [...read.filter((c) => !c.relation), ...read.filter((c) => c.relation)];
  return {
    name: table,
    schema,
    line: entity.line,
    columns,
    primaryKey: columns.filter((c) => c.primary).map((c) => c.name),
  };
}

/** The class's columns, its bases' first; `at` is the line inherited columns take in this file. */
async function columnsOf(
  cls: TsClass,
  module: TsModule,
  table: string,
  schema: string | undefined,
  context: Context,
  at: number | undefined,
  depth: number,
): Promise<EntityColumn[] | undefined> {
  const columns: EntityColumn[] = [];
  if (cls.extends && cls.extends !== "BaseEntity" && depth < 8) {
    const base = await context.modules.classNamed(module, cls.extends);
    if (!base) {
      problem(
        context,
        at ?? cls.line,
        `${cls.name} extends ${cls.extends}, which is not found (this file or a relative import): its columns are not read`,
      );
      return undefined;
    }
    const inherited = await columnsOf(
      base.cls,
      base.module,
      table,
      schema,
      context,
      at !== undefined ? at : base.module === module ? undefined : cls.line,
      depth + 1,
    );
    if (!inherited) return undefined;
    columns.push(...inherited);
  }
  for (const field of cls.fields) {
    const column = await fieldColumn(field, module, table, schema, context, at);
    if (!column) continue;
    const same = columns.findIndex((c) => c.name === column.name);
    // A relation's join column that a @Column also declares is that column (TypeORM merges them).
    if (same >= 0) {
      if (column.relation) continue;
      columns[same] = column;
    } else columns.push(column);
  }
  return columns;
}

async function fieldColumn(
  field: TsField,
  module: TsModule,
  table: string,
  schema: string | undefined,
  context: Context,
  at: number | undefined,
): Promise<EntityColumn | undefined> {
  const unread = field.decorators.find((d) => UNREAD.has(d.name));
  if (unread) {
    problem(context, at ?? unread.line, `${field.name}: @${unread.name} is not read`);
    return undefined;
  }
  const decorator = field.decorators.find((d) => COLUMNS.has(d.name));
  if (decorator)
    return plainColumn(field, decorator, module, { name: table, schema }, context, at ?? decorator.line);
  const relation = field.decorators.find((d) => RELATIONS.has(d.name));
  const join = field.decorators.find((d) => d.name === "JoinColumn");
  if (relation && (relation.name === "ManyToOne" || join) && context.followRelations) {
    const column = await joinColumn(field, relation, join, module, context, at ?? relation.line);
    return column ? { ...column, relation: true } : undefined;
  }
  return undefined;
}
