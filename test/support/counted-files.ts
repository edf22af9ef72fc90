import type { RepoFiles } from "../../src/git/files.js";

/** The files of a commit, recording each path read (what a scoped or cached load leaves out is never read). */
export function countedReads(files: RepoFiles): { files: RepoFiles; reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    files: {
      listAll: (dir) => files.listAll(dir),
      list: (dir) => files.list(dir),
      readText: (path) => {
        reads.push(path);
        return files.readText(path);
      },
      ...(files.readBytes ? { readBytes: (path: string) => files.readBytes?.(path) } : {}),
      ...(files.blobIds
        ? { blobIds: (paths: readonly string[]) => files.blobIds?.(paths) ?? new Promise(() => {}) }
        : {}),
    } as RepoFiles,
  };
}
