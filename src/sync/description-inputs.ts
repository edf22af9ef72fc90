import { SQL_SOURCE_TYPES } from "../api/source-type-names.js";
import type { RepoFiles } from "../git/files.js";
import type { ChangedFile } from "../git/git-repository.js";
import type { ChangeSet, SourceMap, SourceTarget } from "./asset-reads.js";

/**
 * A framework's description (a Prisma schema, Drizzle tables) is read from more files than itself:
 * the other files of a Prisma schema folder (an enum in enums.prisma), the drizzle.config.* whose
 * `casing` names the columns, an imported column helper. A pull request that changes only one of
 * those changes the tables all the same, so each description a rule reads whose inputs (the
 * framework's `inputs`) a changed file is, is read again at both ends, and that file counts as a
 * schema file of the change. Only when a changed file could be an input (its ending): a README-only
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
  const { descriptionInputs, frameworkOf, isDescriptionPath } = await import(
    "../schema/readers/described/index.js"
  );
  const inputOf = new Set<ChangedFile>();
  const added = async (end: RepoFiles, targets: readonly SourceTarget[]): Promise<SourceTarget[]> => {
    const paths = new Set(await end.listAll());
    const read = new Set(targets.map((t) => t.path));
    const more: SourceTarget[] = [];
    for (const path of paths) {
      if (read.has(path) || !isDescriptionPath(path)) continue;
      const target = sources.targetOf(path);
      if (!target || target.path !== path || !SQL_SOURCE_TYPES.has(target.sourceType)) continue;
      const text = await end.readText(path).catch(() => undefined);
      const framework = text === undefined ? undefined : await frameworkOf(path, text);
      // A framework that says its inputs without a read (Prisma, Drizzle), else those its read used (Django).
      const inputs = !framework
        ? []
        : (framework.inputs?.({ path, text: text ?? "", paths }) ??
          (await descriptionInputs(path, end).catch(() => [] as string[])));
      const hits = inputs.flatMap((input) => {
        const file = touched.get(input);
        return file ? [file] : [];
      });
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
