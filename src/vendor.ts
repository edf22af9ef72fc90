import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * Where the bundled build keeps packages that webpack cannot bundle (their
 * emscripten loaders use `import("module")` in a way ncc breaks). In the bundle
 * this file's code lives in dist/index.js or dist/cli.js, so dist/vendor is a
 * sibling; from source (tests, tsx) the folder does not exist and the package
 * is imported from node_modules as usual.
 */
export function vendorDir(name: string): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const dir = join(here, "vendor", name);
  return existsSync(dir) ? dir : undefined;
}

export type PGliteModule = typeof import("@electric-sql/pglite");

let pgliteModule: Promise<PGliteModule> | undefined;

/** Loads PGlite from dist/vendor/pglite when bundled, else from node_modules. */
export function loadPGliteModule(): Promise<PGliteModule> {
  pgliteModule ??= (async () => {
    const dir = vendorDir("pglite");
    if (dir) {
      const url = pathToFileURL(join(dir, "index.js")).href;
      return (await import(/* webpackIgnore: true */ url)) as PGliteModule;
    }
    return (await import(/* webpackIgnore: true */ "@electric-sql/pglite")) as PGliteModule;
  })();
  return pgliteModule;
}
