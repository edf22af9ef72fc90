import { posix } from "node:path";
import type { SourceFiles } from "../../model.js";
import { DJANGO_AUTH_MODELS, DJANGO_AUTH_MODULES, DJANGO_AUTH_PATH } from "./django-auth.js";
import { type PyModelClass, type PyModule, type PyValue, parseModule } from "./django-module.js";

/**
 * The Django project around a models file, as far as its tables depend on it: the manage.py that
 * names the settings module, the settings' DEFAULT_AUTO_FIELD and AUTH_USER_MODEL, each app's
 * AppConfig (label, default_auto_field), and the modules a model's bases, relation targets and
 * constants are imported from (absolute from the project's root or a folder above the file,
 * relative by dots). Every path it looks at, found or not, is an input of the read: a pull request
 * editing (or adding) one of them changes what the models file declares.
 */

export interface App {
  label: string;
  autoField: string;
}

/** How many modules one read may load (a chain of re-exports, star imports). */
const MAX_MODULES = 200;
/** How deep imports are followed from one name. */
const MAX_DEPTH = 8;

const AUTO_FIELD = /^(?:\s+)?default_auto_field\s*=\s*["'](?:[\w.]+\.)?(\w+)["']/m;

export class DjangoProject {
  private readonly modules = new Map<string, Promise<PyModule | undefined>>();
  private readonly texts = new Map<string, Promise<string | undefined>>();
  private settingsValues?: Promise<Map<string, string>>;
  private rootPromise?: Promise<{ root: string; settingsModule?: string | undefined }>;

  constructor(
    private readonly files: SourceFiles,
    private readonly path: string,
  ) {}

  read(path: string): Promise<string | undefined> {
    let text = this.texts.get(path);
    if (!text) {
      text = this.files.readText(path).catch(() => undefined);
      this.texts.set(path, text);
    }
    return text;
  }

  /** The parsed module at a path (the models file itself included), or undefined when absent. */
  module(path: string, text?: string): Promise<PyModule | undefined> {
    let module = this.modules.get(path);
    if (!module) {
      if (this.modules.size >= MAX_MODULES) return Promise.resolve(undefined);
      module =
        path === DJANGO_AUTH_PATH
          ? parseModule(path, DJANGO_AUTH_MODELS)
          : (text !== undefined ? Promise.resolve(text) : this.read(path)).then((t) =>
              t === undefined ? undefined : parseModule(path, t),
            );
      this.modules.set(path, module);
    }
    return module;
  }

  /** The nearest manage.py's folder (Python's import root) and the settings module it names. */
  root(): Promise<{ root: string; settingsModule?: string | undefined }> {
    this.rootPromise ??= (async () => {
      for (const dir of ancestors(posix.dirname(this.path))) {
        const manage = await this.read(posix.join(dir, "manage.py"));
        if (manage === undefined) continue;
        const named = /DJANGO_SETTINGS_MODULE["']\s*,\s*["']([\w.]+)["']/.exec(manage)?.[1];
        return { root: dir, settingsModule: named };
      }
      return { root: "." };
    })();
    return this.rootPromise;
  }

  /** The settings' string values (`DEFAULT_AUTO_FIELD`, `AUTH_USER_MODEL`), following `from .base import *`. */
  settings(): Promise<Map<string, string>> {
    this.settingsValues ??= (async () => {
      const values = new Map<string, string>();
      const { settingsModule } = await this.root();
      if (!settingsModule) return values;
      const seen = new Set<string>();
      const visit = async (file: string | undefined, depth: number) => {
        if (!file || seen.has(file) || depth > MAX_DEPTH) return;
        seen.add(file);
        const text = (await this.read(file)) ?? "";
        // Later assignments win, as in Python; a star import's come before the module's own.
        for (const star of text.matchAll(/^from\s+([\w.]+)\s+import\s+\*/gm))
          await visit(await this.moduleFile(file, star[1] ?? ""), depth + 1);
        for (const m of text.matchAll(/^(DEFAULT_AUTO_FIELD|AUTH_USER_MODEL)\s*=\s*["']([\w.]+)["']/gm))
          values.set(m[1] ?? "", m[2] ?? "");
      };
      await visit(await this.moduleFile(this.path, settingsModule, true), 0);
      return values;
    })();
    return this.settingsValues;
  }

  /** The app a module belongs to: the nearest folder up with an apps.py, its label and auto field. */
  async appOf(path: string): Promise<App> {
    if (path === DJANGO_AUTH_PATH) return { label: "auth", autoField: "AutoField" };
    const { root } = await this.root();
    const dir = posix.dirname(path);
    let appDir: string | undefined;
    let apps = "";
    for (const candidate of ancestors(dir)) {
      if (!within(candidate, root) || (candidate === root && candidate !== dir)) break;
      const text = await this.read(posix.join(candidate, "apps.py"));
      if (text !== undefined) {
        appDir = candidate;
        apps = text;
        break;
      }
    }
    // No AppConfig: the package holding models.py, or the one holding the models/ package.
    appDir ??= /(?:^|\/)models$/.test(dir) ? posix.dirname(dir) : (/^(.*?)\/models\//.exec(path)?.[1] ?? dir);
    const label =
      /^\s+label\s*=\s*["'](\w+)["']/m.exec(apps)?.[1] ??
      /^\s+name\s*=\s*["'](?:[\w.]+\.)?(\w+)["']/m.exec(apps)?.[1] ??
      (posix.basename(appDir) === "." || appDir === "" ? "app" : posix.basename(appDir));
    const autoField =
      AUTO_FIELD.exec(apps)?.[1] ??
      /(?:[\w.]+\.)?(\w+)$/.exec((await this.settings()).get("DEFAULT_AUTO_FIELD") ?? "")?.[1] ??
      "AutoField";
    return { label, autoField };
  }

  /** The file a module name imported from `from` is: `a.b` as a/b.py or a/b/__init__.py under a root. */
  async moduleFile(from: string, dotted: string, absoluteOnly = false): Promise<string | undefined> {
    if (DJANGO_AUTH_MODULES.has(dotted)) return DJANGO_AUTH_PATH;
    if (dotted.startsWith("django.")) return undefined;
    const dots = /^\.*/.exec(dotted)?.[0].length ?? 0;
    const parts = dotted.slice(dots).split(".").filter(Boolean);
    let bases: string[];
    if (dots > 0 && !absoluteOnly) {
      let base = posix.dirname(from);
      for (let i = 1; i < dots; i++) base = posix.dirname(base);
      bases = [base];
    } else {
      const { root } = await this.root();
      bases = [...new Set([root, ...ancestors(posix.dirname(from))])];
    }
    for (const base of bases) {
      const stem = posix.join(base, ...parts);
      for (const file of parts.length === 0 ? [`${stem}/__init__.py`] : [`${stem}.py`, `${stem}/__init__.py`])
        if ((await this.read(file)) !== undefined) return file;
    }
    return undefined;
  }

  /** A class a module names (its own, imported, re-exported or star-imported), or undefined. */
  async resolveClass(module: PyModule, name: string, depth = 0): Promise<PyModelClass | undefined> {
    if (depth > MAX_DEPTH) return undefined;
    const own = module.classes.get(name);
    if (own) return own;
    const [head = "", ...rest] = name.split(".");
    const imported = module.imports.get(head);
    if (imported) {
      if (imported.name !== undefined) {
        // `from pkg import mod` then `mod.Class`: a submodule first, else a name of the package.
        if (rest.length > 0) {
          const sub = await this.load(module.path, `${joinModule(imported.module, imported.name)}`);
          if (sub) return this.resolveClass(sub, rest.join("."), depth + 1);
        }
        const from = await this.load(module.path, imported.module);
        return from ? this.resolveClass(from, [imported.name, ...rest].join("."), depth + 1) : undefined;
      }
      // `import a.b as x` / `import a`: the longest module prefix of the dotted name.
      const dotted = [imported.module, ...rest];
      for (let cut = dotted.length - 1; cut >= 1; cut--) {
        const target = await this.load(module.path, dotted.slice(0, cut).join("."));
        if (target) return this.resolveClass(target, dotted.slice(cut).join("."), depth + 1);
      }
      return undefined;
    }
    for (const star of module.starImports) {
      const target = await this.load(module.path, star);
      const found = target ? await this.resolveClass(target, name, depth + 1) : undefined;
      if (found) return found;
    }
    return undefined;
  }

  /** A constant a class or module names (its own or imported), as a literal value, or undefined. */
  async resolveConstant(
    module: PyModule,
    name: string,
    cls: PyModelClass | undefined,
    depth = 0,
  ): Promise<PyValue | undefined> {
    if (depth > MAX_DEPTH) return undefined;
    const own =
      cls?.body.findLast((a) => a.name === name && a.value.call === undefined)?.value ??
      module.constants.get(name);
    if (own)
      return own.literal !== undefined || !own.name
        ? own
        : this.resolveConstant(module, own.name, undefined, depth + 1);
    const imported = module.imports.get(name);
    if (imported?.name !== undefined) {
      const from = await this.load(module.path, imported.module);
      return from ? this.resolveConstant(from, imported.name, undefined, depth + 1) : undefined;
    }
    for (const star of module.starImports) {
      const target = await this.load(module.path, star);
      const found = target ? await this.resolveConstant(target, name, undefined, depth + 1) : undefined;
      if (found) return found;
    }
    return undefined;
  }

  /** The model `app_label.Model` names: in `<label>/models.py` or `<label>/models/` under the root. */
  async modelByLabel(reference: string): Promise<PyModelClass | undefined> {
    const [label, model] = reference.split(".");
    if (!label || !model) return undefined;
    if (label === "auth") {
      const auth = await this.module(DJANGO_AUTH_PATH);
      return auth ? this.resolveClass(auth, model) : undefined;
    }
    for (const file of [`${label}.models`, `apps.${label}.models`]) {
      const path = await this.moduleFile(this.path, file, true);
      const module = path ? await this.module(path) : undefined;
      const found = module ? await this.resolveClass(module, model) : undefined;
      if (found) return found;
    }
    return undefined;
  }

  private async load(from: string, dotted: string): Promise<PyModule | undefined> {
    const file = await this.moduleFile(from, dotted);
    return file ? this.module(file) : undefined;
  }
}

function joinModule(module: string, name: string): string {
  return /\.$/.test(module) || module === "" ? `${module}${name}` : `${module}.${name}`;
}

/** A folder and those above it, nearest first, ending with ".". */
export function ancestors(dir: string): string[] {
  const out: string[] = [];
  let current = dir === "" ? "." : dir;
  for (;;) {
    out.push(current);
    if (current === "." || current === "/") return out;
    current = posix.dirname(current);
  }
}

function within(dir: string, root: string): boolean {
  return root === "." || dir === root || dir.startsWith(`${root}/`);
}
