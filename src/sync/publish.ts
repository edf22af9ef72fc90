import type { ContractCreate, ObjectStorageAsset } from "../api/resources.js";
import type { ConfigRules } from "../config/config.js";
import { loadConfig } from "../config/index.js";
import {
  type ContractProvenance,
  type LoadedContract,
  loadContracts,
  toContractCreate,
} from "../contracts/index.js";
import type { PullRequestInfo } from "../github/octokit-github.js";
import type { Diagnostic, ReadAsset } from "../schema/model.js";
import { toWireNode } from "../schema/model.js";
import { toAssetInput } from "./assets.js";
import { classifyChanges, readAssetVersions, SourceMap } from "./changes.js";
import { loadChangedContracts } from "./contract-changes.js";
import {
  type GitPort,
  type Logger,
  type PullRequestLookup,
  type ServicePort,
  silentLogger,
} from "./ports.js";

const NO_COMMIT = /^0{40}$/;

export interface PublishRequest {
  /** The push's range: `before` is all zeros when the branch was just created. */
  before: string;
  after: string;
  configPath: string;
  /** Web address of the repository (`https://github.com/acme/shop`): gitRepo. */
  repositoryUrl: string | undefined;
  defaultDataSource?: string | undefined;
}

export interface PublishOutcome {
  published: ContractCreate[];
  archived: ContractCreate[];
  assetsRegistered: number;
  /** Contract files and schema files that could not be read (nothing of theirs was published). */
  diagnostics: Diagnostic[];
  pullRequest: PullRequestInfo | undefined;
}

/**
 * Publish on merge (DESIGN.md): contracts added or changed by the push go out
 * with their Git provenance, contracts whose files were deleted go out
 * ARCHIVED, and the changed assets are registered. Contract POSTs are upserts
 * by id with an unchanged body changing nothing, so running it twice is a no-op.
 */
export async function runPublish(
  request: PublishRequest,
  ports: { git: GitPort; service: ServicePort; github?: PullRequestLookup | undefined; log?: Logger },
): Promise<PublishOutcome> {
  const { git, service } = ports;
  const log = ports.log ?? silentLogger;
  const afterFiles = git.filesAt(request.after);
  const { rules, diagnostics } = await loadConfig(afterFiles, request.configPath);
  const { pullRequest, provenance } = await provenanceOf(request, git, ports.github);
  const range = await changedContracts(request, git, rules, new SourceMap(rules, request.defaultDataSource));
  diagnostics.push(...range.diagnostics);

  const published = range.changed.map((loaded) => toContractCreate(loaded, provenance));
  const archived = range.deleted.map((loaded) => ({
    ...toContractCreate(loaded, provenance),
    status: "ARCHIVED" as const,
  }));
  const contracts = [...published, ...archived];
  if (contracts.length > 0) {
    await service.createContracts(contracts);
    log.info(`published ${published.length} contracts, archived ${archived.length}`);
  }
  diagnostics.push(...(await registerHeadAssets(service, range.headAssets, pullRequest?.url)));
  return { published, archived, assetsRegistered: range.headAssets.length, diagnostics, pullRequest };
}

/** Provenance: the pull request that brought the commit when GitHub knows one, else the commit's. */
async function provenanceOf(
  request: PublishRequest,
  git: GitPort,
  github: PullRequestLookup | undefined,
): Promise<{ pullRequest: PullRequestInfo | undefined; provenance: ContractProvenance }> {
  const { after } = request;
  const pullRequest = await github?.findPullRequestForCommit(after);
  const reviewers = pullRequest ? await github?.approvingReviewers(pullRequest.number) : undefined;
  const commit = await git.provenance(after);
  return {
    pullRequest,
    provenance: {
      gitHash: after,
      gitRepo: request.repositoryUrl ?? commit.repositoryUrl,
      gitUser: pullRequest?.author ?? commit.author.name,
      reviewers: reviewers ?? [],
      mergedAt: pullRequest?.mergedAt ?? commit.committer.date,
    },
  };
}

/** The contracts a push adds or changes, those whose files it deletes, and the schema files it changes. */
async function changedContracts(
  request: PublishRequest,
  git: GitPort,
  rules: ConfigRules,
  sources: SourceMap,
): Promise<{
  changed: LoadedContract[];
  deleted: LoadedContract[];
  headAssets: ReadAsset[];
  diagnostics: Diagnostic[];
}> {
  const { before, after } = request;
  const afterFiles = git.filesAt(after);
  if (NO_COMMIT.test(before)) {
    // A new branch has no range to diff: everything in it is new.
    const loaded = await loadContracts(afterFiles, rules);
    return { changed: loaded.contracts, deleted: [], headAssets: [], diagnostics: loaded.diagnostics };
  }
  const changes = classifyChanges(await git.changedFiles(before, after), rules, sources);
  const loaded = await loadChangedContracts(changes.contractFiles, git.filesAt(before), afterFiles);
  // Only the contracts of deleted files are archived: an edited file that fails to parse archives nothing.
  const deletedPaths = new Set(
    changes.contractFiles.filter((f) => f.status === "deleted").map((f) => f.path),
  );
  // A contract moved to another file is not archived: its id lives on.
  const kept = new Set(loaded.head.map((c) => c.contract.id));
  const deleted = loaded.base.filter((c) => deletedPaths.has(c.file) && !kept.has(c.contract.id));
  const versions = await readAssetVersions(git, before, after, changes, sources);
  return {
    changed: loaded.head,
    deleted,
    headAssets: versions.head,
    diagnostics: [...loaded.diagnostics, ...versions.headDiagnostics],
  };
}

/** Registers the changed assets (object storage through its own endpoint); failures become diagnostics. */
async function registerHeadAssets(
  service: ServicePort,
  headAssets: readonly ReadAsset[],
  prLink: string | undefined,
): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  const objectStorage = headAssets.filter((a) => a.sourceType === "s3");
  const generic = headAssets.filter((a) => a.sourceType !== "s3");
  if (generic.length > 0) {
    const { asset_registration_outcomes: outcomes } = await service.registerAssets({
      assets: generic.map((a) => toAssetInput(a)),
      prLink,
    });
    for (const outcome of outcomes) {
      if (!outcome.error) continue;
      const name = outcome.data_asset_resource_name;
      diagnostics.push({
        file: generic.find((a) => a.path === name.path)?.file ?? name.path,
        severity: "error",
        message: `registration failed: ${outcome.error}`,
      });
    }
  }
  if (objectStorage.length > 0) {
    await service.registerS3Assets({
      assets: objectStorage.map(toObjectStorageAsset),
      dry_run: false,
      prLink,
    });
  }
  return diagnostics;
}

/** The s3 reader names an asset `s3://{bucket}:{key pattern}`: the data source is the bucket. */
function toObjectStorageAsset(asset: ReadAsset): ObjectStorageAsset {
  return { bucket: asset.dataSource, pattern: asset.path, schema: toWireNode(asset.schema) };
}
