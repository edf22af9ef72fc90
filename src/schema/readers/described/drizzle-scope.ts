import { posix } from "node:path";
import { unquote } from "../code/reader.js";
import type { SyntaxNode } from "../code/tree-sitter.js";
import { descendants } from "./ts-calls.js";

/**
 * What a Drizzle schema file's names stand for, beyond the file: its imports (a renamed
 * `pgTable as table`, a namespace `p.pgTable`, a column helper from `./columns`), the `casing`
 * drizzle-kit and `drizzle()` apply to keys without a name, and the files these come from
 * (the inputs of the file's tables: a change to any of them is a change to the tables).
 */
export interface DrizzleScope {
  /** Local name -> the drizzle-orm export it is (`table` -> `pgTable`). */
  drizzleNames: Map<string, string>;
  /** Local name -> the relative module and the name it exports there (`timestamps` from `./columns`). */
  relative: Map<string, { module: string; imported: string }>;
}

const DRIZZLE_MODULE = /^drizzle-orm(?:\/|$)/;

/** The file's imports (tree-sitter `import_statement`s). */
export function importsOf(root: SyntaxNode): DrizzleScope {
  const scope: DrizzleScope = { drizzleNames: new Map(), relative: new Map() };
  for (const statement of descendants(root, new Set(["import_statement"]), 10_000)) {
    const source = statement.childForFieldName("source");
    const module = source ? unquote(source.text) : "";
    const fromDrizzle = DRIZZLE_MODULE.test(module);
    if (!fromDrizzle && !module.startsWith(".")) continue;
    for (const specifier of descendants(statement, new Set(["import_specifier"]), 1000)) {
      const imported = specifier.childForFieldName("name")?.text;
      const local = specifier.childForFieldName("alias")?.text ?? imported;
      if (!imported || !local) continue;
      if (fromDrizzle) scope.drizzleNames.set(local, imported);
      else scope.relative.set(local, { module, imported });
    }
  }
  return scope;
}

export type Casing = "snake_case" | "camelCase";

/** Words of a key as drizzle-orm's own casing helper splits them (`createdAt` -> created, At). */
function words(key: string): string[] {
  return key.replace(/['\u2019]/g, "").match(/[\da-z]+|[A-Z]+(?![a-z])|[A-Z][\da-z]+/g) ?? [];
}

/** A key without a name argument, as the column drizzle-kit creates under `casing`. */
export function cased(key: string, casing: Casing | undefined): string {
  if (casing === "snake_case")
    return words(key)
      .map((w) => w.toLowerCase())
      .join("_");
  if (casing === "camelCase")
    return words(key)
      .map((w, i) => (i === 0 ? w.toLowerCase() : `${w[0]?.toUpperCase()}${w.slice(1).toLowerCase()}`))
      .join("");
  return key;
}

const CONFIG = /(?:^|\/)drizzle\.config\.[cm]?[jt]s$/;
const CASING = /\bcasing\s*:\s*["'`](snake_case|camelCase)["'`]/;
const CLIENT_CASING = /\bdrizzle\s*\([\s\S]{0,400}?\bcasing\s*:\s*["'`](snake_case|camelCase)["'`]/;

/**
 * The casing the project applies: the nearest drizzle.config.* above the file (what drizzle-kit
 * generates), else a `drizzle(..., { casing })` in the file or its folder (what the client queries).
 * Returns the files it read for it: inputs of the tables.
 */
export async function casingOf(
  path: string,
  text: string,
  files: { list(dir: string): Promise<string[]>; readText(p: string): Promise<string | undefined> },
  siblings: readonly string[],
): Promise<{ casing?: Casing | undefined; config?: string | undefined; line?: number | undefined }> {
  for (let dir = posix.dirname(path); ; dir = posix.dirname(dir)) {
    const listed = await files.list(dir).catch(() => [] as string[]);
    const config = listed.find((p) => CONFIG.test(p));
    if (config) {
      const configText = (await files.readText(config).catch(() => undefined)) ?? "";
      const m = CASING.exec(configText);
      if (m) return { casing: m[1] as Casing, config, line: lineAt(configText, m.index) };
      break;
    }
    if (dir === "." || dir === "/" || dir === "") break;
  }
  for (const file of [path, ...siblings]) {
    const fileText = file === path ? text : await files.readText(file).catch(() => undefined);
    const m = fileText ? CLIENT_CASING.exec(fileText) : null;
    if (m) return { casing: m[1] as Casing };
  }
  return {};
}

/** The drizzle.config.* files a description depends on: every one above it (the nearest wins). */
export function configsAbove(path: string, paths: readonly string[]): string[] {
  return paths.filter((p) => {
    if (!CONFIG.test(p)) return false;
    const dir = posix.dirname(p);
    return dir === "." || path.startsWith(`${dir}/`);
  });
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The line at which brackets nest deeper than `max` (the readers recurse over nesting), if any. */
export function tooDeep(text: string, max: number): number | undefined {
  let depth = 0;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    else if (c === 40 || c === 91 || c === 123) {
      if (++depth > max) return line;
    } else if ((c === 41 || c === 93 || c === 125) && depth > 0) depth--;
  }
  return undefined;
}
