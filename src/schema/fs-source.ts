import { readdir, readFile } from "node:fs/promises";
import { join, posix } from "node:path";
import type { SourceFiles } from "./model.js";

/** SourceFiles over a folder on disk (the working tree); paths are relative to `root`. */
export function directorySource(root: string): SourceFiles {
  return {
    async readText(path) {
      try {
        return await readFile(join(root, path), "utf8");
      } catch {
        return undefined; // missing, a folder, or unreadable: the reader reports it
      }
    },
    async readBytes(path) {
      try {
        return new Uint8Array(await readFile(join(root, path)));
      } catch {
        return undefined;
      }
    },
    async list(dir) {
      try {
        const entries = await readdir(join(root, dir), { withFileTypes: true });
        return entries
          .filter((e) => e.isFile())
          .map((e) => (dir === "" || dir === "." ? e.name : posix.join(dir, e.name)))
          .sort();
      } catch {
        return [];
      }
    },
  };
}

/** SourceFiles over an in-memory map of path -> text (tests, benchmarks, files at a Git revision). */
export function memorySource(files: Record<string, string>): SourceFiles {
  const paths = Object.keys(files).sort();
  return {
    readText: async (path) => files[path],
    list: async (dir) => {
      const prefix = dir === "" || dir === "." ? "" : `${dir.replace(/\/$/, "")}/`;
      return paths.filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes("/"));
    },
  };
}
