import { posix } from "node:path";

/** A source that lists the files (not folders) directly inside a folder, as repository paths. */
export interface ListingFiles {
  list(dir: string): Promise<string[]>;
}

// What TypeScript tries for a specifier without an extension, in its order: the file, then the folder's index.
const EXTENSIONS = ["ts", "tsx", "mts", "cts", "js", "mjs", "cjs"];
const INDEX = ["ts", "tsx", "js"];
// A JavaScript extension names the TypeScript file that compiles to it (`./user.js` is user.ts).
const COMPILED_FROM: Record<string, string[]> = { js: ["ts", "tsx"], mjs: ["mts"], cjs: ["cts"] };

/**
 * The repository files a TypeScript import may name, in TypeScript's order; undefined for a package
 * or a path outside the repository. Relative specifiers (`./x`, `../x.js`, `./x/index`, a bare
 * folder with an index), and with `rootRelative` also paths from the repository's root as a NestJS
 * tsconfig's `baseUrl: "./"` lets one write (`src/user/user.entity`).
 */
export function tsModuleCandidates(
  from: string,
  specifier: string,
  options: { rootRelative?: boolean } = {},
): string[] | undefined {
  const relative = /^\.\.?(?:\/|$)/.test(specifier);
  if (!relative && !(options.rootRelative && /^[\w-]+\/[\w./-]+$/.test(specifier))) return undefined;
  const base = posix.normalize(relative ? posix.join(posix.dirname(from), specifier) : specifier);
  if (base.startsWith("../") || base === ".." || base.startsWith("/")) return undefined;
  const ext = /\.([cm]?[jt]sx?)$/.exec(base)?.[1];
  const stem = ext ? base.slice(0, -ext.length - 1) : base;
  return ext
    ? [...(COMPILED_FROM[ext] ?? []).map((e) => `${stem}.${e}`), base]
    : [...EXTENSIONS.map((e) => `${base}.${e}`), ...INDEX.map((e) => `${base}/index.${e}`)];
}

/**
 * The repository file a TypeScript import names among the files that exist (tsModuleCandidates),
 * asked by listing the folders involved: one listing each, which a recording source keeps as an
 * input of the read.
 */
export async function resolveTsModule(
  from: string,
  specifier: string,
  files: ListingFiles,
  options: { rootRelative?: boolean } = {},
): Promise<string | undefined> {
  const candidates = tsModuleCandidates(from, specifier, options);
  if (!candidates) return undefined;
  const folders = [...new Set(candidates.map((c) => posix.dirname(c)))];
  const listed = await Promise.all(
    folders.map((dir) => files.list(dir === "." ? "" : dir).catch(() => [] as string[])),
  );
  const present = new Set(listed.flat());
  return candidates.find((c) => present.has(c));
}
