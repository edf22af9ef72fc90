import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The catalog's static files: one stylesheet, one script (scripts/build.mjs copies them to dist/catalog). */
export const STATIC_FILES = {
  "catalog.css": "text/css; charset=utf-8",
  "catalog.js": "text/javascript; charset=utf-8",
} as const;
export type StaticFile = keyof typeof STATIC_FILES;

/**
 * Where they are: dist/catalog beside the bundle (its code's module is dist/cli.js), else this
 * folder's static/ (from source: tests, tsx).
 */
function staticDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, "catalog");
  return existsSync(join(bundled, "catalog.css")) ? bundled : join(here, "static");
}

let loaded: Record<StaticFile, Buffer> | undefined;

/** The files' bytes, read once. */
export function staticFiles(): Record<StaticFile, Buffer> {
  if (!loaded) {
    const dir = staticDir();
    loaded = {
      "catalog.css": readFileSync(join(dir, "catalog.css")),
      "catalog.js": readFileSync(join(dir, "catalog.js")),
    };
  }
  return loaded;
}
