import { readdir, readFile, realpath, stat } from "node:fs/promises";
import { isAbsolute, posix, relative, resolve, sep } from "node:path";
import type { SourceFiles } from "./model.js";

/**
 * SourceFiles over a folder on disk (the working tree); paths are relative to
 * `root`. Nothing outside `root` is read: a path that climbs out of it
 * (`../x`, absolute) or through a symbolic link is treated as absent, so an
 * import, $ref or include cannot reach the rest of the machine.
 */
export function directorySource(root: string): SourceFiles {
  const base = resolve(root);
  let realBase: Promise<string> | undefined;
  const within = (parent: string, child: string) => {
    const rel = relative(parent, child);
    return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
  };
  /** The absolute path of `path` if it stays inside the root without symbolic links, else undefined. */
  const inside = async (path: string): Promise<string | undefined> => {
    const absolute = resolve(base, path);
    if (!within(base, absolute)) return undefined;
    try {
      realBase ??= realpath(base);
      const real = await realpath(absolute);
      // A link anywhere on the way (file or folder) makes the real path differ from the plain one.
      if (relative(await realBase, real) !== relative(base, absolute)) return undefined;
      return real;
    } catch {
      return undefined;
    }
  };
  return {
    async readText(path) {
      const file = await inside(path);
      return file === undefined ? undefined : readFile(file, "utf8").catch(() => undefined);
    },
    async readBytes(path) {
      const file = await inside(path);
      if (file === undefined) return undefined;
      return readFile(file).then(
        (bytes) => new Uint8Array(bytes),
        () => undefined,
      );
    },
    async size(path) {
      const file = await inside(path);
      if (file === undefined) return undefined;
      return stat(file).then(
        (info) => (info.isFile() ? info.size : undefined),
        () => undefined,
      );
    },
    async list(dir) {
      const folder = await inside(dir === "" ? "." : dir);
      if (folder === undefined) return [];
      try {
        const entries = await readdir(folder, { withFileTypes: true });
        // isFile() is false for symbolic links: they are not listed.
        return entries
          .filter((e) => e.isFile())
          .map((e) => (dir === "" || dir === "." ? e.name : posix.join(dir, e.name)))
          .sort();
      } catch {
        return [];
      }
    },
    async listAll(dir = "") {
      const folder = await inside(dir === "" ? "." : dir);
      if (folder === undefined) return [];
      try {
        // Links are neither files nor folders to readdir's entries: nothing is listed through one.
        const entries = await readdir(folder, { recursive: true, withFileTypes: true });
        return entries
          .filter((e) => e.isFile())
          .map((e) =>
            posix.join(
              dir === "." ? "" : dir,
              relative(folder, resolve(e.parentPath, e.name)).split(sep).join("/"),
            ),
          )
          .sort();
      } catch {
        return [];
      }
    },
  };
}

/** SourceFiles over an in-memory map of path -> text (tests, benchmarks, files at a Git revision). */
export function memorySource(
  files: Record<string, string>,
): SourceFiles & { listAll(dir?: string): Promise<string[]> } {
  const paths = Object.keys(files).sort();
  return {
    readText: async (path) => files[path],
    size: async (path) => (files[path] === undefined ? undefined : Buffer.byteLength(files[path] ?? "")),
    list: async (dir) => {
      const prefix = dir === "" || dir === "." ? "" : `${dir.replace(/\/$/, "")}/`;
      return paths.filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes("/"));
    },
    listAll: async (dir = "") => {
      const prefix = dir === "" || dir === "." ? "" : `${dir.replace(/\/$/, "")}/`;
      return paths.filter((p) => p.startsWith(prefix));
    },
  };
}

/** A file over the size limit: readers let it propagate or report it, naming the file and the limit. */
export class FileTooLarge extends Error {
  constructor(
    readonly file: string,
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`${file} is ${bytes} bytes, over the limit of ${limit} bytes per file: not read`);
    this.name = "FileTooLarge";
  }
}

export const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The per-file limit from `CONTRACT_SYNC_MAX_FILE_BYTES`, else 5 MiB. */
export function maxFileBytesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.CONTRACT_SYNC_MAX_FILE_BYTES);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_FILE_BYTES;
}

/**
 * `files` with a size limit: reading a larger file throws FileTooLarge (checked
 * before reading where the source knows sizes, else after).
 */
export function limitedSource(files: SourceFiles, limit: number): SourceFiles {
  const check = async (path: string, measured?: number) => {
    const bytes = measured ?? (await files.size?.(path));
    if (bytes !== undefined && bytes > limit) throw new FileTooLarge(path, bytes, limit);
  };
  return {
    ...(files.size ? { size: (path: string) => files.size?.(path) ?? Promise.resolve(undefined) } : {}),
    async readText(path) {
      await check(path);
      const text = await files.readText(path);
      if (text !== undefined && text.length > limit) await check(path, Buffer.byteLength(text));
      return text;
    },
    ...(files.readBytes
      ? {
          readBytes: async (path: string) => {
            await check(path);
            const bytes = await files.readBytes?.(path);
            if (bytes !== undefined) await check(path, bytes.byteLength);
            return bytes;
          },
        }
      : {}),
    list: (dir) => files.list(dir),
    ...(files.listAll ? { listAll: (dir: string) => files.listAll?.(dir) ?? Promise.resolve([]) } : {}),
  };
}
