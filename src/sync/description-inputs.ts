import { posix } from "node:path";
import { SQL_SOURCE_TYPES } from "../api/source-type-names.js";
import type { RepoFiles } from "../git/files.js";
import type { ChangedFile } from "../git/git-repository.js";
import type { ChangeSet, SourceMap, SourceTarget } from "./asset-reads.js";
import { recordingFiles } from "./read-inputs.js";

/**
 * A framework's description (a Prisma schema, Drizzle tables) is read from more files than itself:
 * the other files of a Prisma schema folder (an enum in enums.prisma), the drizzle.config.* whose
 * `casing` names the columns, an imported column helper. A pull request that changes only one of
 * those changes the tables all the same, so each description a rule reads whose inputs a changed
 * file is, is read again at both ends, and that file counts as a schema file of the change. The
 * inputs are what the description's read asked for (descriptionInputs: one recorder for every
 * framework), or, where a framework says them without a read (Prisma, Drizzle: `inputs`), those. Only when a changed file could be an input (its ending): a README-only
 * pull request loads and lists nothing.
 */
const MAYBE_INPUT = /\.(?:prisma|[cm]?[jt]s|py)$/i;

export async function withDescriptionInputs(
  changes: ChangeSet,
  changed: readonly ChangedFile[],
  sources: SourceMap,
  files: { base: RepoFiles; head: RepoFiles },
): Promise<ChangeSet> {
  const touched = new Map<string, ChangedFile>();
  for (const file of changed)
    for (const path of [file.path, file.previousPath])
      if (path && MAYBE_INPUT.test(path) && !sources.rules.isContractFile(path)) touched.set(path, file);
  if (touched.size === 0) return changes;
  const { isDescriptionPath } = await import("../schema/readers/described/index.js");
  const inputOf = new Set<ChangedFile>();
  const added = async (end: RepoFiles, targets: readonly SourceTarget[]): Promise<SourceTarget[]> => {
    const paths = new Set(await end.listAll());
    const read = new Set(targets.map((t) => t.path));
    const more: SourceTarget[] = [];
    for (const path of paths) {
      if (read.has(path) || !isDescriptionPath(path)) continue;
      const target = sources.targetOf(path);
      if (!target || target.path !== path || !SQL_SOURCE_TYPES.has(target.sourceType)) continue;
      const hits = await inputsChanged(path, end, paths, touched);
      if (hits.length === 0) continue;
      more.push(target);
      for (const file of hits) inputOf.add(file);
    }
    return more;
  };
  const [base, head] = await Promise.all([
    added(files.base, changes.baseTargets),
    added(files.head, changes.headTargets),
  ]);
  if (inputOf.size === 0) return changes;
  const schemaFiles = [...changes.schemaFiles];
  for (const file of inputOf) if (!schemaFiles.includes(file)) schemaFiles.push(file);
  return {
    ...changes,
    schemaFiles,
    baseTargets: [...changes.baseTargets, ...base],
    headTargets: [...changes.headTargets, ...head],
  };
}

/** Files a description's read asked for (found or not) and folders it listed (sync/read-inputs.ts). */
export interface DescriptionInputs {
  files: string[];
  /** Folders listed (their direct files). */
  folders: string[];
  /** Folders listed at any depth ("" for the whole repository). */
  trees?: string[];
}

/**
 * What a description is read with besides itself, found or not, recorded as its framework reads it:
 * every file asked for (an imported base's module, a relation's target, an enum, settings, the
 * DataSource) and every folder listed (a models package, a schema's siblings); none when it is no
 * description a framework reads.
 */
export async function descriptionInputs(path: string, files: RepoFiles): Promise<DescriptionInputs> {
  const { describeAt } = await import("../schema/readers/described/index.js");
  const recording = recordingFiles(files);
  if (!(await describeAt(path, recording.files))) return { files: [], folders: [] };
  const read = recording.inputs();
  return { files: read.files.filter((p) => p !== path), folders: read.folders, trees: read.trees };
}

/**
 * The changed files (by path, base or head) that are inputs of the description at `path` in `end`:
 * the framework's own `inputs` where it says them without a read (Prisma, Drizzle), else what its
 * read asked for (descriptionInputs).
 */
export async function inputsChanged(
  path: string,
  end: RepoFiles,
  paths: ReadonlySet<string>,
  touched: ReadonlyMap<string, ChangedFile>,
): Promise<ChangedFile[]> {
  const { frameworkOf } = await import("../schema/readers/described/index.js");
  const text = await end.readText(path).catch(() => undefined);
  const framework = text === undefined ? undefined : await frameworkOf(path, text);
  if (!framework || text === undefined) return [];
  const said = framework.inputs?.({ path, text, paths });
  const inputs = said
    ? { files: said, folders: [] }
    : await descriptionInputs(path, end).catch((): DescriptionInputs => ({ files: [], folders: [] }));
  return [...touched].flatMap(([input, file]) => (inputOfRead(input, file, inputs) ? [file] : []));
}

/**
 * Whether a changed file changes what a read saw: a file it asked for, or a file added to, removed
 * from or renamed in a folder it listed (a listing holds names only: an edit of a file it did not
 * read changes nothing).
 */
function inputOfRead(path: string, file: ChangedFile, inputs: DescriptionInputs): boolean {
  if (inputs.files.includes(path)) return true;
  if (file.status === "modified" || file.status === "type-changed") return false;
  const dir = posix.dirname(path) === "." ? "" : posix.dirname(path);
  const clean = (f: string) => (f === "." ? "" : f.replace(/\/$/, ""));
  return (
    inputs.folders.some((f) => clean(f) === dir) ||
    (inputs.trees ?? []).some((t) => clean(t) === "" || path.startsWith(`${clean(t)}/`))
  );
}
