import type { ChangedFile } from "../../git/git-repository.js";
import type { ReadAsset } from "../../schema/model.js";

/** An asset whose file the pull request renamed (`git diff -M`), so its resource name changed. */
export interface MovedAsset {
  from: ReadAsset;
  to: ReadAsset;
}

/**
 * Pairs the assets of each renamed schema file: the head asset whose name is the base one's with
 * the new path for the old, else the only asset on each side. Names that did not change (an Avro
 * record, a table) are no move at all.
 */
export function movedAssets(
  schemaFiles: readonly ChangedFile[],
  base: readonly ReadAsset[],
  head: readonly ReadAsset[],
): MovedAsset[] {
  const baseNames = new Set(base.map((a) => a.resourceName));
  const headNames = new Set(head.map((a) => a.resourceName));
  const moves: MovedAsset[] = [];
  for (const file of schemaFiles) {
    const oldPath = file.previousPath;
    if (file.status !== "renamed" || !oldPath) continue;
    const gone = base.filter((a) => a.file === oldPath && !headNames.has(a.resourceName));
    const fresh = head.filter((a) => a.file === file.path && !baseNames.has(a.resourceName));
    for (const from of gone) {
      const to =
        fresh.find((h) => h.resourceName === from.resourceName.split(oldPath).join(file.path)) ??
        (gone.length === 1 && fresh.length === 1 ? fresh[0] : undefined);
      if (to && !moves.some((m) => m.to === to)) moves.push({ from, to });
    }
  }
  return moves;
}

/** The head asset checked under the old name: its contract judges its schema, not "every field missing". */
export function underOldName(move: MovedAsset): ReadAsset {
  return {
    ...move.to,
    resourceName: move.from.resourceName,
    path: move.from.path,
    dataSource: move.from.dataSource,
  };
}
