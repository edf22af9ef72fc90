import type { SourceType } from "../api/source-types.js";
import type { ConfigRules } from "../config/config.js";
import type { RepoFiles } from "../git/files.js";
import type { ChangedFile } from "../git/git-repository.js";
import {
  defaultDataSource,
  detectSourceType,
  type MigrationRule,
  type ReadAssetsOptions,
  type ReadTarget,
  readAssets,
  readAssetVersionPairs,
} from "../schema/index.js";
import type { Diagnostic, ReadAsset } from "../schema/model.js";
import type { GitPort } from "./ports.js";
import { storableAssets } from "./storable-assets.js";

/** What a range of commits changed, sorted into what contract-sync cares about. */
export interface ChangeSet {
  /** Changed contract files (by the config's `contracts` globs). */
  contractFiles: ChangedFile[];
  /** Changed files that a reader reads. */
  schemaFiles: ChangedFile[];
  /** Read targets at the base (files as they were; migration folders), and at the head. */
  baseTargets: ReadTarget[];
  headTargets: ReadTarget[];
}

/** How paths map to source types and data sources: the config's rules, else file endings. */
export class SourceMap {
  /** Data source per read target path: a migration folder takes its files' rule's. */
  private readonly targetDataSources = new Map<string, string>();
  /** Migration folders whose rule makes views assets. */
  private readonly targetViews = new Set<string>();
  /** Migration folders of config rules: their files at any depth that the same rule reads. */
  private readonly ruleFolders = new Set<string>();

  /**
   * @param withoutConfig where migration folders are when the repository has no config file
   *   (`sharedFolderRule` over its files); with one, only `migrations: true` rules make them.
   */
  constructor(
    readonly rules: ConfigRules,
    private readonly fallbackDataSource: string = defaultDataSource(),
    private readonly withoutConfig: MigrationRule = () => undefined,
  ) {}

  /** The read target a changed path belongs to, or undefined when no reader reads it. */
  targetOf(path: string): ReadTarget | undefined {
    if (this.rules.isIgnored(path) || this.rules.isContractFile(path)) return undefined;
    const match = this.rules.sourceMatch(path);
    const sourceType: SourceType | undefined = match?.rule.type ?? detectSourceType(path);
    if (!sourceType) return undefined;
    // The one migration-folder rule (src/schema planReads): the config's, else the shared-folder one.
    const folder =
      this.rules.config.file !== undefined
        ? match?.rule.migrations
          ? match.readPath
          : undefined
        : this.withoutConfig(path, sourceType);
    const target = { path: folder ?? path, sourceType };
    if (target.path !== path) this.targetDataSources.set(target.path, this.dataSourceOf(path));
    if (target.path !== path && this.rules.viewsFor(path)) this.targetViews.add(target.path);
    if (target.path !== path && this.rules.config.file !== undefined) this.ruleFolders.add(target.path);
    return target;
  }

  /** Whether a file's or a read target's views are assets (its rule's `views: true`). */
  viewsOf(path: string): boolean {
    return this.targetViews.has(path) || this.rules.viewsFor(path);
  }

  /**
   * The files of a config rule's migration folder, at any depth: those its rule reads into it (a glob
   * over sub-folders reads them all; another rule's folder below it is that rule's). Undefined for a
   * folder without a rule: its own files only.
   */
  membersOf(path: string): ((file: string) => boolean) | undefined {
    if (!this.ruleFolders.has(path)) return undefined;
    return (file) => this.rules.sourceMatch(file)?.readPath === path;
  }

  /** How the readers name and read what this map plans: data sources, views, migration folders. */
  readOptions(): Pick<ReadAssetsOptions, "dataSourceOf" | "viewsOf" | "membersOf"> {
    return {
      dataSourceOf: (path) => this.dataSourceOf(path),
      viewsOf: (path) => this.viewsOf(path),
      membersOf: (path) => this.membersOf(path),
    };
  }

  /** The data source of a file, or of a read target made by `targetOf`. */
  dataSourceOf(path: string): string {
    return this.targetDataSources.get(path) ?? this.rules.dataSourceFor(path) ?? this.fallbackDataSource;
  }
}

/** The keys of each target list addTarget fills: a lookup, not a scan (1,000 changed files made it quadratic). */
const targetKeys = new WeakMap<ReadTarget[], Set<string>>();

function addTarget(targets: ReadTarget[], target: ReadTarget | undefined): void {
  if (!target) return;
  let keys = targetKeys.get(targets);
  if (!keys) {
    keys = new Set(targets.map((t) => `${t.sourceType}\0${t.path}`));
    targetKeys.set(targets, keys);
  }
  const key = `${target.sourceType}\0${target.path}`;
  if (keys.has(key)) return;
  keys.add(key);
  targets.push(target);
}

/** Sorts changed files; a rename is read at its old path at the base and its new path at the head. */
export function classifyChanges(
  changed: readonly ChangedFile[],
  rules: ConfigRules,
  sources: SourceMap,
): ChangeSet {
  const set: ChangeSet = { contractFiles: [], schemaFiles: [], baseTargets: [], headTargets: [] };
  for (const file of changed) {
    const basePath = file.previousPath ?? file.path;
    if (rules.isContractFile(file.path) || (file.previousPath && rules.isContractFile(file.previousPath))) {
      set.contractFiles.push(file);
      continue;
    }
    const headTarget = sources.targetOf(file.path);
    const baseTarget = sources.targetOf(basePath);
    if (!headTarget && !baseTarget) continue;
    set.schemaFiles.push(file);
    // A migration folder is read whole at both ends, whichever of its files changed:
    // an added migration changes tables that the base already had.
    const folder = (t: ReadTarget | undefined, own: string) => t !== undefined && t.path !== own;
    if (file.status !== "deleted" || folder(headTarget, file.path)) addTarget(set.headTargets, headTarget);
    if (file.status !== "added" || folder(baseTarget, basePath)) addTarget(set.baseTargets, baseTarget);
  }
  return set;
}

export interface AssetVersions {
  base: ReadAsset[];
  head: ReadAsset[];
  /** Problems reading the head: the pull request's unreadable files. */
  headDiagnostics: Diagnostic[];
  /** Problems reading the base (already merged): reported as warnings only. */
  baseDiagnostics: Diagnostic[];
}

/** Reads the changed schema files at both ends of the range, each through its revision's files. */
export async function readAssetVersions(
  git: GitPort,
  base: string,
  head: string,
  changes: ChangeSet,
  sources: SourceMap,
): Promise<AssetVersions> {
  const baseFiles = git.filesAt(base);
  const headFiles = git.filesAt(head);
  // One `git cat-file --batch` per revision instead of one process per changed file.
  const changedPaths = changes.schemaFiles.flatMap((f) =>
    f.previousPath ? [f.previousPath, f.path] : [f.path],
  );
  await Promise.all([baseFiles.prefetch?.(changedPaths), headFiles.prefetch?.(changedPaths)]);
  // Together: a migration folder the pull request only adds migrations to is replayed once.
  const { base: baseRead, head: headRead } = await readAssetVersionPairs(
    { targets: changes.baseTargets, options: { files: baseFiles, ...sources.readOptions() } },
    { targets: changes.headTargets, options: { files: headFiles, ...sources.readOptions() } },
  );
  const storableBase = storableAssets(baseRead.assets);
  const storableHead = storableAssets(headRead.assets);
  return {
    base: storableBase.assets,
    head: storableHead.assets,
    headDiagnostics: [...headRead.diagnostics, ...storableHead.diagnostics],
    baseDiagnostics: [...baseRead.diagnostics, ...storableBase.diagnostics],
  };
}

/**
 * Every asset of one version of the repository (all files a reader reads), for what a diff
 * does not name; with `onlyTargets`, the assets of those read targets only.
 */
export async function readRepositoryAssets(
  files: RepoFiles,
  sources: SourceMap,
  onlyTargets?: ReadonlySet<string>,
): Promise<ReadAsset[]> {
  return (await readRepository(files, sources, (target) => !onlyTargets || onlyTargets.has(target.path)))
    .assets;
}

/** The assets and diagnostics of the read targets of one version of the repository that `accept` keeps. */
export async function readRepository(
  files: RepoFiles,
  sources: SourceMap,
  accept: (target: ReadTarget) => boolean = () => true,
): Promise<{ assets: ReadAsset[]; diagnostics: Diagnostic[] }> {
  const targets: ReadTarget[] = [];
  for (const path of await files.listAll()) {
    const target = sources.targetOf(path);
    if (target && accept(target)) addTarget(targets, target);
  }
  const read = await readAssets(targets, { files, ...sources.readOptions() });
  // Whole-repository reads (init, the embedded service's base assets) leave out what cannot be stored.
  const storable = storableAssets(read.assets);
  return { assets: storable.assets, diagnostics: [...read.diagnostics, ...storable.diagnostics] };
}
