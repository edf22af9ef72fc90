import { posix } from "node:path";
import type { SourceType } from "../api/source-types.js";
import type { RepoFiles } from "../git/files.js";
import { type ChangeSet, readTargets, type SourceMap, type SourceTarget } from "./asset-reads.js";
import { recordingFiles } from "./read-inputs.js";

/**
 * A schema read from more files than its own (attack54 F3): an Avro record's named types come from
 * the sibling `.avsc` files of its folder, a Protobuf file's from its imports, a JSON Schema's from
 * the files its `$ref`s name. A pull request that changes only such a file changes every asset
 * whose read used it, so each of those is read again at both ends and judged (its contract, its
 * compatibility mode). Which read used which file is what read-inputs.ts records (the history cache
 * keys on the same inputs); a file is read only when it could use a changed one (same folder for
 * Avro, the changed file's name in its text for the others), then confirmed by its read. A file
 * that uses one that uses a changed one is found too (its name is looked for in turn).
 */
const LINKED: ReadonlySet<SourceType> = new Set(["avro", "protobuf", "json_schema"]);

export async function withSchemaDependents(
  changes: ChangeSet,
  sources: SourceMap,
  files: { base: RepoFiles; head: RepoFiles },
): Promise<ChangeSet> {
  const touched = new Set<string>();
  for (const file of changes.schemaFiles)
    for (const path of [file.path, file.previousPath])
      if (path && LINKED.has(sources.targetOf(path)?.sourceType as SourceType)) touched.add(path);
  if (touched.size === 0) return changes;
  const read = new Set([...changes.baseTargets, ...changes.headTargets].map((t) => t.path));
  const [base, head] = await Promise.all([
    dependentsAt(files.base, sources, touched, read),
    dependentsAt(files.head, sources, touched, read),
  ]);
  // Found at either end, read at both: the dependent itself did not change (else it is read already).
  const more = new Map([...base, ...head].map((t) => [t.path, t]));
  if (more.size === 0) return changes;
  return {
    ...changes,
    baseTargets: [...changes.baseTargets, ...more.values()],
    headTargets: [...changes.headTargets, ...more.values()],
  };
}

/** The targets at one end, not read already, whose read uses a touched file (at any remove). */
export async function dependentsAt(
  end: RepoFiles,
  sources: SourceMap,
  touched: ReadonlySet<string>,
  read: ReadonlySet<string>,
): Promise<SourceTarget[]> {
  const candidates: SourceTarget[] = [];
  for (const path of await end.listAll()) {
    const target = sources.targetOf(path);
    if (target?.path === path && LINKED.has(target.sourceType) && !read.has(path) && !touched.has(path))
      candidates.push(target);
  }
  await end.prefetch?.(candidates.map((t) => t.path));
  const used = new Set(touched);
  const found: SourceTarget[] = [];
  for (let grew = true; grew; ) {
    grew = false;
    for (const target of candidates) {
      if (found.includes(target) || !(await mayUse(end, target, used))) continue;
      const { files, inputs } = recordingFiles(end);
      await readTargets(files, sources, [target]).catch(() => []);
      if (!inputs().files.some((file) => file !== target.path && used.has(file))) continue;
      found.push(target);
      used.add(target.path);
      grew = true;
    }
  }
  return found;
}

/** Whether `target` could read one of `used` (cheap: no parse); its read decides. */
async function mayUse(end: RepoFiles, target: SourceTarget, used: ReadonlySet<string>): Promise<boolean> {
  if (target.sourceType === "avro") {
    const folder = posix.dirname(target.path);
    return [...used].some((path) => posix.dirname(path) === folder);
  }
  const text = await end.readText(target.path).catch(() => undefined);
  if (text === undefined) return false;
  return [...used].some((path) => text.includes(posix.basename(path)));
}
