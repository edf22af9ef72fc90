import { createHash } from "node:crypto";
import type { RepoFiles } from "../git/files.js";

/**
 * Every file and folder listing one read used: an Avro record's named types come from sibling
 * files, a Protobuf file's from its imports, a JSON Schema's from its `$ref`s. A cached read is
 * reused only where each of them is the same (attack54 F14: keyed by the schema file alone, a
 * sibling that differed served a stale asset).
 */
export interface ReadInputs {
  /** Files read (text, bytes or size), repository-relative. */
  files: string[];
  /** Folders listed (their direct files). */
  folders: string[];
  /** Folders listed at any depth ("" for the whole repository). */
  trees: string[];
}

/** `files` with every path and listing it is asked for recorded in `inputs`. */
export function recordingFiles(files: RepoFiles): { files: RepoFiles; inputs: () => ReadInputs } {
  const read = new Set<string>();
  const folders = new Set<string>();
  const trees = new Set<string>();
  const { readBytes, size, listAll, prefetch, blobIds, objectIds, entryPaths } = files;
  const recorded: RepoFiles = {
    readText: (path) => {
      read.add(path);
      return files.readText(path);
    },
    list: (dir) => {
      folders.add(dir);
      return files.list(dir);
    },
    listAll: async (dir) => {
      trees.add(dir ?? "");
      return listAll.call(files, dir);
    },
    ...(readBytes && {
      readBytes: (path: string) => {
        read.add(path);
        return readBytes.call(files, path);
      },
    }),
    ...(size && {
      size: (path: string) => {
        read.add(path);
        return size.call(files, path);
      },
    }),
    ...(prefetch && { prefetch: (paths: readonly string[]) => prefetch.call(files, paths) }),
    ...(blobIds && { blobIds: (paths: readonly string[]) => blobIds.call(files, paths) }),
    ...(objectIds && { objectIds: (paths: readonly string[]) => objectIds.call(files, paths) }),
    ...(entryPaths && { entryPaths: (dir: string) => entryPaths.call(files, dir) }),
  };
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    files: recorded,
    inputs: () => ({ files: sorted(read), folders: sorted(folders), trees: sorted(trees) }),
  };
}

/**
 * What `inputs` are in `files` (one commit's): each file's blob id (its text when the source has
 * none), each listing's names. Equal fingerprints: the read sees the same bytes.
 */
export async function fingerprintOf(files: RepoFiles, inputs: ReadInputs): Promise<string> {
  const hash = createHash("sha256");
  // A commit's ids come from its objects one by one (objectIds), not a listing of its whole tree.
  const ids: Map<string, string | undefined> =
    (await (files.objectIds ?? files.blobIds)?.call(files, inputs.files)) ?? new Map();
  const byId = files.objectIds !== undefined || files.blobIds !== undefined;
  for (const path of inputs.files) {
    const id = ids.get(path) ?? (byId ? undefined : await files.readText(path));
    hash.update(`file\0${path}\0${id ?? "-"}\n`);
  }
  for (const dir of inputs.folders) {
    // The names only (a listing by tree, no blob read): the files read are fingerprinted above.
    const clean = dir.replace(/\/$/, "");
    const root = clean === "." ? "" : clean;
    const prefix = root === "" ? "" : `${root}/`;
    const direct = files.entryPaths
      ? await files.entryPaths(root)
      : (await files.listAll(root)).filter(
          (p) => p.startsWith(prefix) && !p.slice(prefix.length).includes("/"),
        );
    hash.update(`folder\0${dir}\0${direct.join("\0")}\n`);
  }
  for (const dir of inputs.trees)
    hash.update(`tree\0${dir}\0${(await files.listAll(dir || undefined)).join("\0")}\n`);
  return hash.digest("hex");
}
