import type { SourceFiles } from "../model.js";

/*
 * Where a .proto file's imports are looked up, as buf and protoc do: the
 * module roots declared by the nearest buf.work.yaml (v1 `directories`) or
 * buf.yaml (v1: its own folder and `build.roots`; v2: `modules[].path`).
 * Paths are repository-relative; "" is the repository root.
 */

/** The module roots of a file, and the buf modules its buf.yaml depends on (never fetched here). */
export interface ProtoRoots {
  roots: string[];
  deps: string[];
}

const cache = new WeakMap<SourceFiles, Map<string, Promise<ProtoRoots>>>();

/** The module roots that apply to `file`, nearest configuration first; [] when there is none. */
export async function importRootsOf(files: SourceFiles, file: string): Promise<string[]> {
  return (await protoRootsOf(files, file)).roots;
}

/** The module roots and buf deps that apply to `file`. */
export function protoRootsOf(files: SourceFiles, file: string): Promise<ProtoRoots> {
  let byDir = cache.get(files);
  if (!byDir) {
    byDir = new Map();
    cache.set(files, byDir);
  }
  const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
  let roots = byDir.get(dir);
  if (!roots) {
    roots = findRoots(files, dir);
    byDir.set(dir, roots);
  }
  return roots;
}

async function findRoots(files: SourceFiles, start: string): Promise<ProtoRoots> {
  const roots: string[] = [];
  const deps: string[] = [];
  for (let dir: string | undefined = start; dir !== undefined; dir = parentOf(dir)) {
    const prefix = dir === "" ? "" : `${dir}/`;
    const work = await files.readText(`${prefix}buf.work.yaml`);
    if (work !== undefined) {
      const config = await parseYaml(work);
      for (const entry of listOf(config, "directories")) roots.push(join(dir, entry));
      return { roots, deps };
    }
    const buf = (await files.readText(`${prefix}buf.yaml`)) ?? (await files.readText(`${prefix}buf.yml`));
    if (buf !== undefined) {
      const config = await parseYaml(buf);
      deps.push(...listOf(config, "deps").map((dep) => dep.replace(/:[^/]*$/, "")));
      const modules = isObject(config) && Array.isArray(config.modules) ? config.modules : undefined;
      if (modules) {
        for (const module of modules) {
          if (isObject(module) && typeof module.path === "string") roots.push(join(dir, module.path));
        }
        if (roots.length === 0) roots.push(dir);
      } else {
        const build = isObject(config) && isObject(config.build) ? config.build : undefined;
        const declared = listOf(build, "roots");
        roots.push(...(declared.length > 0 ? declared.map((r) => join(dir, r)) : [dir]));
      }
      return { roots, deps };
    }
  }
  return { roots, deps };
}

function parentOf(dir: string): string | undefined {
  if (dir === "") return undefined;
  return dir.includes("/") ? dir.slice(0, dir.lastIndexOf("/")) : "";
}

/** A root inside the repository, or nothing: `..` and absolute paths are never roots. */
function join(dir: string, entry: string): string {
  const parts = [...(dir === "" ? [] : dir.split("/")), ...entry.split("/")].filter(
    (p) => p !== "" && p !== ".",
  );
  return parts.includes("..") || entry.startsWith("/") ? dir : parts.join("/");
}

async function parseYaml(text: string): Promise<unknown> {
  try {
    const { parse } = await import("yaml");
    return parse(text, { maxAliasCount: 100 });
  } catch {
    return undefined; // a broken buf.yaml: fall back to the repository root
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function listOf(object: unknown, key: string): string[] {
  const value = isObject(object) ? object[key] : undefined;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
