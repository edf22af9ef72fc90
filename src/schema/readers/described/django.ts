import type { Diagnostic } from "../../model.js";
import type { DescribedTable, Dialect } from "./ddl.js";
import { columnOf, keyColumnType, type ResolvedCall } from "./django-columns.js";
import { djangoDatabase } from "./django-database.js";
import { type Model, type ModelField, manyToManyTable } from "./django-m2m.js";
import type { PyModelClass, PyValue } from "./django-module.js";
import { type App, DjangoProject } from "./django-project.js";
import { FIELD_TYPES, MANY_TO_MANY, NOT_COLUMNS, RELATIONS, type Types } from "./django-types.js";
import type { Framework } from "./framework.js";

/**
 * Django models as the tables `migrate` creates, per backend (Django's own `data_types` of the
 * postgresql, mysql and mssql-django backends): each field a column named by the field or
 * `db_column`, a relation (`ForeignKey`, `OneToOneField`) the column `<name>_id` of its target's
 * key type, NOT NULL unless `null=True`, `db_default=` a database default (Python `default=` is the
 * ORM's: none); `blank=` and `choices=` are validation only (no DDL). The table is `Meta.db_table`,
 * else `<app label>_<model>` (the label from `Meta.app_label`, the app's AppConfig `label`, else its
 * folder); an implicit `id` of the app's `default_auto_field` (apps.py), else the settings'
 * DEFAULT_AUTO_FIELD, else AutoField. Abstract bases lend their fields, from this file or imported
 * (django-project.ts resolves imports; Django's AbstractUser/AbstractBaseUser/PermissionsMixin are
 * known, django-auth.ts); a base that cannot be resolved makes the model a read problem at its
 * class line. A concrete base makes `<base>_ptr_id` the key; proxies and abstract models are no
 * tables; a many-to-many field without `through=` is its join table (django-m2m.ts). Module-level
 * and class-level literal constants in field arguments are read.
 */
export const django: Framework = {
  name: "Django models",
  // A module importing Django's models (or its auth models) and declaring a class: its bases may be imported.
  claims: (path, text) =>
    /\.py$/.test(path) && /\bdjango\.(?:db|contrib\.auth)\b/.test(text) && /^class\s+\w+\s*\(/m.test(text),
  database: djangoDatabase,
  async describe({ path, text, dialect, files }) {
    const project = new DjangoProject(files, path);
    const module = await project.module(path, text);
    const diagnostics: Diagnostic[] = [...(module?.diagnostics ?? [])];
    const reader = new ModelReader(project, dialect, path, diagnostics);
    const tables: DescribedTable[] = [];
    for (const cls of module?.classes.values() ?? []) {
      const model = await reader.model(cls);
      if (!model || model.abstract || model.proxy) continue;
      tables.push(...(await reader.tablesOf(model)));
    }
    return { tables, enums: [], diagnostics };
  },
};

/** Meta keys only a model's Meta has (a form's or serializer's names `model`). */
const MODEL_META =
  /^(db_table|abstract|app_label|proxy|managed|ordering|verbose_name|unique_together|indexes|constraints)$/;
const FIELD_CALL = /(?:^|\.)(?:\w*Field|ForeignKey|ParentalKey)$/;

class ModelReader {
  private readonly models = new Map<PyModelClass, Promise<Model | undefined>>();

  constructor(
    readonly project: DjangoProject,
    readonly dialect: Dialect,
    readonly path: string,
    readonly diagnostics: Diagnostic[],
  ) {}

  model(cls: PyModelClass, depth = 0): Promise<Model | undefined> {
    let model = this.models.get(cls);
    if (!model) {
      model = this.resolveModel(cls, depth);
      this.models.set(cls, model);
    }
    return model;
  }

  private async resolveModel(cls: PyModelClass, depth: number): Promise<Model | undefined> {
    const bases: Model[] = [];
    const unresolved: string[] = [];
    let rooted = false;
    for (const base of cls.bases) {
      const found = depth < 16 ? await this.project.resolveClass(cls.module, base) : undefined;
      const model = found && found !== cls ? await this.model(found, depth + 1) : undefined;
      if (model) bases.push(model);
      else if (/(?:^|\.)Model$/.test(base)) rooted = true;
      else if (!found && !this.fromDjango(cls, base)) unresolved.push(base);
    }
    if (unresolved.length > 0 && this.looksLikeModel(cls, unresolved)) {
      if (cls.module.path === this.path)
        this.diagnostics.push({
          file: this.path,
          line: cls.line,
          severity: "error",
          message: `Django models: ${cls.name}: its base ${unresolved.join(", ")} is not found in the repository (imported from a package, or a module that cannot be resolved): the model's table cannot be read`,
        });
      return undefined;
    }
    if (bases.length === 0 && !rooted) return undefined;
    const app = await this.project.appOf(cls.module.path);
    const label = literalString(cls.meta.get("app_label")) ?? app.label;
    return {
      cls,
      abstract: cls.meta.get("abstract")?.literal === true,
      proxy: cls.meta.get("proxy")?.literal === true,
      table: literalString(cls.meta.get("db_table")) ?? `${label}_${cls.name.toLowerCase()}`,
      app: { ...app, label },
      bases,
    };
  }

  /** A base from Django itself (`models.TextChoices`, a form): no model table's, unless it is `Model`. */
  private fromDjango(cls: PyModelClass, base: string): boolean {
    const head = base.split(".")[0] ?? base;
    const imported = cls.module.imports.get(head);
    return imported !== undefined && /^django(\.|$)/.test(imported.module);
  }

  private looksLikeModel(cls: PyModelClass, unresolved: string[]): boolean {
    if (
      cls.body.some(
        (a) =>
          a.value.call &&
          FIELD_CALL.test(a.value.call.callee) &&
          !/^(forms|serializers)\./.test(a.value.call.callee),
      )
    )
      return true;
    if (cls.meta.has("model")) return false;
    if ([...cls.meta.keys()].some((k) => MODEL_META.test(k))) return true;
    return unresolved.some((b) => /(?:Model|^Abstract\w*)$/.test(b.split(".").at(-1) ?? b));
  }

  /** The fields a model declares, its abstract bases' first, a later one replacing (or `= None` removing) an earlier. */
  fieldsOf(model: Model): ModelField[] {
    const fields = new Map<string, ModelField>();
    const visit = (m: Model) => {
      for (const base of m.bases) if (base.abstract) visit(base);
      const local = m.cls.module.path === this.path;
      for (const a of m.cls.body) {
        if (a.value.literal === null && fields.has(a.name)) {
          fields.delete(a.name);
          continue;
        }
        const call = a.value.call;
        if (!call || !FIELD_CALL.test(call.name)) continue;
        // A field class of a package (`CountryField` of django_countries) is a column all the same:
        // columnOf reports the class it does not read, never a column silently left out.
        fields.delete(a.name);
        fields.set(a.name, { name: a.name, line: local ? a.line : model.cls.line, call, owner: m.cls });
      }
    };
    visit(model);
    return [...fields.values()];
  }

  /** A call's arguments with names of literal constants (module, class, imported) replaced by their values. */
  async resolved(call: NonNullable<PyValue["call"]>, owner: PyModelClass): Promise<ResolvedCall> {
    const value = async (v: PyValue): Promise<PyValue> => {
      if (v.literal !== undefined || !v.name || v.call) return v;
      const constant = await this.project.resolveConstant(owner.module, v.name, owner);
      return constant && constant.literal !== undefined ? { ...v, literal: constant.literal } : v;
    };
    const keywords = new Map<string, PyValue>();
    for (const [k, v] of call.keywords) keywords.set(k, await value(v));
    const positional: PyValue[] = [];
    for (const p of call.positional) positional.push(await value(p));
    return { ...call, keywords, positional, owner };
  }

  /** The model a relation names: "self", a class (local or imported), "app.Model", the user model. */
  async target(call: ResolvedCall, from: Model): Promise<Model | undefined> {
    const target = call.positional[0] ?? call.keywords.get("to");
    if (!target) return undefined;
    let reference = typeof target.literal === "string" ? target.literal : undefined;
    if (target.name === "settings.AUTH_USER_MODEL" || target.call?.name === "get_user_model")
      reference = (await this.project.settings()).get("AUTH_USER_MODEL") ?? "auth.User";
    if (reference === "self") return from;
    let cls: PyModelClass | undefined;
    if (reference?.includes(".")) {
      const [label, name = ""] = reference.split(".");
      cls =
        label === from.app.label
          ? await this.project.resolveClass(call.owner.module, name)
          : await this.project.modelByLabel(reference);
    } else cls = await this.project.resolveClass(call.owner.module, reference ?? target.name ?? "");
    return cls ? this.model(cls) : undefined;
  }

  /** The column type of a key pointing at `model` (its primary key's, its parent's, its auto field's integer). */
  async keyType(model: Model | undefined, fallback: App, depth = 0): Promise<string | undefined> {
    if (!model) return keyColumnType(undefined, fallback.autoField, this.dialect);
    const key = this.fieldsOf(model).find((f) => f.call.keywords.get("primary_key")?.literal === true);
    if (key && depth < 8) {
      const call = await this.resolved(key.call, key.owner);
      if (RELATIONS.has(call.name)) return this.keyType(await this.target(call, model), model.app, depth + 1);
      return keyColumnType(call, model.app.autoField, this.dialect);
    }
    const parent = model.bases.find((b) => !b.abstract);
    if (parent && depth < 8) return this.keyType(parent, parent.app, depth + 1);
    return keyColumnType(undefined, model.app.autoField, this.dialect);
  }

  async tablesOf(model: Model): Promise<DescribedTable[]> {
    const table: DescribedTable = { name: model.table, line: model.cls.line, columns: [], primaryKey: [] };
    const joins: DescribedTable[] = [];
    for (const field of this.fieldsOf(model)) {
      const call = await this.resolved(field.call, field.owner);
      if (MANY_TO_MANY.has(call.name)) {
        if (call.keywords.has("through")) continue; // the through model is a table of its own
        const target = await this.target(call, model);
        joins.push(
          manyToManyTable(model, field, target, {
            dialect: this.dialect,
            from: (await this.keyType(model, model.app)) ?? "integer",
            to: (await this.keyType(target, model.app)) ?? "integer",
            autoField: model.app.autoField,
          }),
        );
        continue;
      }
      if (NOT_COLUMNS.has(call.name)) continue;
      const keyType = RELATIONS.has(call.name)
        ? await this.keyType(await this.target(call, model), model.app)
        : undefined;
      const column = columnOf(field, call, keyType, this);
      if (!column) {
        // Declared, not read: a problem at its line, and no "missing field" (ReadAsset.unread).
        const dbColumn = call.keywords.get("db_column")?.literal;
        const name =
          typeof dbColumn === "string"
            ? dbColumn
            : RELATIONS.has(call.name)
              ? `${field.name}_id`
              : field.name;
        table.unread = [...(table.unread ?? []), { name, line: field.line }];
        continue;
      }
      table.columns.push(column);
      if (call.keywords.get("primary_key")?.literal === true) table.primaryKey.push(column.name);
    }
    if (table.primaryKey.length === 0) {
      const parent = model.bases.find((b) => !b.abstract);
      const name = parent ? `${parent.cls.name.toLowerCase()}_ptr_id` : "id";
      const auto = FIELD_TYPES[model.app.autoField] ?? (FIELD_TYPES.AutoField as Types);
      const identity = this.dialect === "postgres" ? " GENERATED BY DEFAULT AS IDENTITY" : "";
      const sqlType = parent
        ? ((await this.keyType(parent, parent.app)) ?? "integer")
        : `${auto[this.dialect]}${identity}`;
      table.columns.unshift({ name, sqlType, notNull: true, line: model.cls.line });
      table.primaryKey.push(name);
    }
    return [table, ...joins];
  }
}

function literalString(value: PyValue | undefined): string | undefined {
  return typeof value?.literal === "string" ? value.literal : undefined;
}
