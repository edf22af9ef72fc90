// Reading assets: which changed files are schema files of which source (SourceMap, classifyChanges),
// and the assets they hold at the base and the head, or in the whole repository.
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
  uniqueTargets,
} from "../schema/index.js";
import type { Diagnostic, ReadAsset } from "../schema/model.js";
import type { oneDefinitionEach } from "./one-definition.js";
import type { GitPort } from "./ports.js";

/** What a range of commits changed, sorted into what contract-sync cares about. */
export interface ChangeSet {
  /** Changed contract files (by the config's `contracts` globs). */
  contractFiles: readonly ChangedFile[];
  /** Changed files that a reader reads. */
  schemaFiles: readonly ChangedFile[];
  /** Read targets at the base (files as they were; migration folders), and at the head. */
  baseTargets: readonly SourceTarget[];
  headTargets: readonly SourceTarget[];
}

/** A read target with what its rule says of it. */
export interface SourceTarget extends ReadTarget {
  /** The data source of its assets (a migration folder takes its files' rule's). */
  dataSource: string;
  /** Whether its views and materialized views are assets (the rule's `views: true`). */
  views: boolean;
  /** A config rule's migration folder: it reads its rule's files at any depth (`membersOf`). */
  ruleFolder: boolean;
}

/** How paths map to source types and data sources: the config's rules, else file endings. */
export class SourceMap {
  /**
   * @param withoutConfig where migration folders are when the repository has no config file
   *   (`sharedFolderRule` over its files); with one, only `migrations: true` rules make them.
   */
  constructor(
    readonly rules: ConfigRules,
    private readonly fallbackDataSource: string = defaultDataSource(),
    private readonly withoutConfig: MigrationRule = () => undefined,
  ) {}

  /** The read target a changed path belongs to, or undefined when no reader reads it. Keeps no state. */
  targetOf(path: string): SourceTarget | undefined {
    if (this.rules.isIgnored(path) || this.rules.isContractFile(path)) return undefined;
    const match = this.rules.sourceMatch(path);
    const sourceType: SourceType | undefined = match?.rule.type ?? detectSourceType(path);
    if (!sourceType) return undefined;
    const withConfig = this.rules.config.file !== undefined;
    // The one migration-folder rule (src/schema planReads): the config's, else the shared-folder one.
    const folder = withConfig
      ? match?.rule.migrations
        ? match.readPath
        : undefined
      : this.withoutConfig(path, sourceType);
    return {
      path: folder ?? path,
      sourceType,
      dataSource: this.dataSourceOf(path),
      views: this.rules.viewsFor(path),
      ruleFolder: folder !== undefined && folder !== path && withConfig,
    };
  }

  /**
   * How the readers name and read `targets` (made by `targetOf`): their data sources, views and
   * migration folders' files; a path that is no target's, by its own rule.
   */
  readOptions(
    targets: Iterable<SourceTarget | undefined>,
  ): Required<Pick<ReadAssetsOptions, "dataSourceOf" | "viewsOf" | "membersOf">> {
    const byPath = new Map<string, SourceTarget>();
    for (const target of targets) if (target) byPath.set(target.path, target);
    return {
      dataSourceOf: (path) => byPath.get(path)?.dataSource ?? this.dataSourceOf(path),
      viewsOf: (path) => byPath.get(path)?.views === true || this.rules.viewsFor(path),
      membersOf: (path) =>
        byPath.get(path)?.ruleFolder ? (file) => this.rules.sourceMatch(file)?.readPath === path : undefined,
    };
  }

  /**
   * Where a read asset's file stands among definitions of one asset (one-definition.ts): its read
   * target, and its rule's place in the config's `sources` (a file no rule names comes after them).
   */
  placeOf(file: string): { target: string; rank: number } {
    const rule = this.rules.sourceMatch(file)?.rule;
    const rank = rule ? this.rules.config.sources.indexOf(rule) : -1;
    return {
      target: this.targetOf(file)?.path ?? file,
      rank: rank < 0 ? Number.MAX_SAFE_INTEGER : rank,
    };
  }

  /** The data source of a file by its rule, else the fallback. */
  dataSourceOf(path: string): string {
    return this.rules.dataSourceFor(path) ?? this.fallbackDataSource;
  }
}

/** Sorts changed files; a rename is read at its old path at the base and its new path at the head. */
export function classifyChanges(
  changed: readonly ChangedFile[],
  rules: ConfigRules,
  sources: SourceMap,
): ChangeSet {
  const contractFiles: ChangedFile[] = [];
  const schemaFiles: ChangedFile[] = [];
  const baseTargets: Array<SourceTarget | undefined> = [];
  const headTargets: Array<SourceTarget | undefined> = [];
  for (const file of changed) {
    const basePath = file.previousPath ?? file.path;
    if (rules.isContractFile(file.path) || (file.previousPath && rules.isContractFile(file.previousPath))) {
      contractFiles.push(file);
      continue;
    }
    const headTarget = sources.targetOf(file.path);
    const baseTarget = sources.targetOf(basePath);
    if (!headTarget && !baseTarget) continue;
    schemaFiles.push(file);
    // A migration folder is read whole at both ends, whichever of its files changed:
    // an added migration changes tables that the base already had.
    const folder = (t: ReadTarget | undefined, own: string) => t !== undefined && t.path !== own;
    if (file.status !== "deleted" || folder(headTarget, file.path)) headTargets.push(headTarget);
    if (file.status !== "added" || folder(baseTarget, basePath)) baseTargets.push(baseTarget);
  }
  return {
    contractFiles,
    schemaFiles,
    baseTargets: uniqueTargets(baseTargets),
    headTargets: uniqueTargets(headTargets),
  };
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
    {
      targets: changes.baseTargets,
      options: { files: baseFiles, ...sources.readOptions(changes.baseTargets) },
    },
    {
      targets: changes.headTargets,
      options: { files: headFiles, ...sources.readOptions(changes.headTargets) },
    },
  );
  // One definition per asset at each end, the same one at both (one-definition.ts).
  const place = (file: string) => sources.placeOf(file);
  const [oneBase, oneHead] = await Promise.all([
    oneDefinition(baseRead.assets, place),
    oneDefinition(headRead.assets, place),
  ]);
  // Loaded with the first read: the wire's schemas are not needed to sort changed files.
  const { storableAssets } = await import("./storable-assets.js");
  const storableBase = storableAssets(oneBase.assets);
  const storableHead = storableAssets(oneHead.assets);
  return {
    base: storableBase.assets,
    head: storableHead.assets,
    headDiagnostics: [...headRead.diagnostics, ...oneHead.diagnostics, ...storableHead.diagnostics],
    baseDiagnostics: [...baseRead.diagnostics, ...oneBase.diagnostics, ...storableBase.diagnostics],
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
  // No target to read (a push that changed no schema file): no walk of every file of the repository.
  if (onlyTargets?.size === 0) return [];
  return (await readRepository(files, sources, (target) => !onlyTargets || onlyTargets.has(target.path)))
    .assets;
}

/** The assets and diagnostics of the read targets of one version of the repository that `accept` keeps. */
export async function readRepository(
  files: RepoFiles,
  sources: SourceMap,
  accept: (target: ReadTarget) => boolean = () => true,
): Promise<{ assets: ReadAsset[]; diagnostics: Diagnostic[] }> {
  const targets = uniqueTargets(
    (await files.listAll()).map((path) => {
      const target = sources.targetOf(path);
      return target && accept(target) ? target : undefined;
    }),
  );
  return readTargetsWithDiagnostics(files, sources, targets);
}

/** The storable assets of these read targets (what cannot be stored is left out). */
export async function readTargets(
  files: RepoFiles,
  sources: SourceMap,
  targets: readonly SourceTarget[],
): Promise<ReadAsset[]> {
  return (await readTargetsWithDiagnostics(files, sources, targets)).assets;
}

async function readTargetsWithDiagnostics(
  files: RepoFiles,
  sources: SourceMap,
  targets: readonly SourceTarget[],
): Promise<{ assets: ReadAsset[]; diagnostics: Diagnostic[] }> {
  const read = await readAssets(targets, { files, ...sources.readOptions(targets) });
  const one = await oneDefinition(read.assets, (file) => sources.placeOf(file));
  // Whole-repository reads (init, the embedded service's base assets) leave out what cannot be stored.
  const { storableAssets } = await import("./storable-assets.js");
  const storable = storableAssets(one.assets);
  return {
    assets: storable.assets,
    diagnostics: [...read.diagnostics, ...one.diagnostics, ...storable.diagnostics],
  };
}

/**
 * One definition per asset (one-definition.ts), loaded only when two read assets share a name: it
 * loads the schema diff, which a pull request with nothing to compare (a README-only one) should not
 * (test/action/readme-loading.test.ts).
 */
async function oneDefinition(
  assets: readonly ReadAsset[],
  place: Parameters<typeof oneDefinitionEach>[1],
): Promise<ReturnType<typeof oneDefinitionEach>> {
  const names = new Set(assets.map((a) => a.resourceName));
  if (names.size === assets.length) return { assets: [...assets], diagnostics: [] };
  const { oneDefinitionEach } = await import("./one-definition.js");
  return oneDefinitionEach(assets, place);
}
