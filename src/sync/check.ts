import type { CheckComplianceResult, ContractCreate } from "../api/resources.js";
import { diffAssets } from "../compliance/diff-assets.js";
import { type VerdictResult, verdictOf } from "../compliance/verdict.js";
import { loadConfig } from "../config/index.js";
import {
  contractResourceNames,
  type LoadedContract,
  loadContracts,
  toContractCreate,
} from "../contracts/index.js";
import type { GitPort } from "../git/git-port.js";
import { locateField, locateViolations } from "../report/locate.js";
import type { AssetCheck, CheckReport, ContractRef, UnreadableFile } from "../report/model.js";
import type { Diagnostic, ReadAsset } from "../schema/model.js";
import { removedAssetInput, toAssetInput } from "./assets.js";
import { classifyChanges, readAssetVersions, readRepositoryAssets, SourceMap } from "./changes.js";
import { contractChanges, contractRefOf, loadChangedContracts } from "./contract-changes.js";
import { type Logger, type ServicePort, silentLogger } from "./ports.js";

export interface CheckRequest {
  /** Commit SHAs: the pull request's base and head. */
  base: string;
  head: string;
  /** Repository-relative path of the config file. */
  configPath: string;
  /** Link to the pull request, recorded with violation events. */
  prLink?: string | undefined;
  /**
   * The service runs in-process and starts empty: the repository's contracts at
   * the base (and those the pull request changes, at the head) are loaded into
   * it first. A remote service already holds the published contracts.
   */
  embedded: boolean;
  /** Data source of files no config rule names one for. */
  defaultDataSource?: string | undefined;
}

export interface CheckOutcome {
  report: CheckReport;
  verdict: VerdictResult;
  assetsChecked: number;
  violations: number;
  changedFiles: number;
}

function unreadable(diagnostics: readonly Diagnostic[]): UnreadableFile[] {
  const byFile = new Map<string, UnreadableFile>();
  for (const d of diagnostics) {
    const entry = byFile.get(d.file) ?? { file: d.file, diagnostics: [] };
    entry.diagnostics.push({ line: d.line, severity: d.severity, message: d.message });
    byFile.set(d.file, entry);
  }
  return [...byFile.values()];
}

function contractRef(
  result: Extract<CheckComplianceResult, { responseType: "DETAILED" }>,
  files: Map<string, LoadedContract>,
): ContractRef {
  const loaded = files.get(result.contractId);
  return {
    id: result.contractId,
    name: result.contractName ?? loaded?.contract.name ?? result.contractId,
    version: result.contractVersion,
    owner: result.owner,
    enforcementLevel: result.enforcementLevel,
    filePath: loaded?.file,
  };
}

/**
 * The pull request check (DESIGN.md): changed schema files become assets at the
 * base and the head; the base versions are registered, the head versions checked
 * against their contracts (endpoint 6, DETAILED); changed contracts are checked
 * against their assets (endpoint 10). Knows nothing of GitHub or HTTP.
 */
export async function runCheck(
  request: CheckRequest,
  ports: { git: GitPort; service: ServicePort; log?: Logger },
): Promise<CheckOutcome> {
  const { git, service } = ports;
  const log = ports.log ?? silentLogger;
  const headFiles = git.filesAt(request.head);
  const baseFiles = git.filesAt(request.base);
  const { rules, diagnostics: configDiagnostics } = await loadConfig(headFiles, request.configPath);
  const sources = new SourceMap(rules, request.defaultDataSource);

  const changed = await git.changedFiles(request.base, request.head);
  const changes = classifyChanges(changed, rules, sources);
  log.info(
    `${changed.length} changed files: ${changes.schemaFiles.length} schema files, ${changes.contractFiles.length} contract files`,
  );

  const versions = await readAssetVersions(git, request.base, request.head, changes, sources);
  for (const d of versions.baseDiagnostics)
    log.warn(`base ${d.file}${d.line ? `:${d.line}` : ""}: ${d.message}`);

  // Contracts: changed contract files at the head are validated (their errors are the PR's).
  const changedFiles = await loadChangedContracts(changes.contractFiles, baseFiles, headFiles);
  const changedContracts = changedFiles.head;
  const contractsById = new Map<string, LoadedContract>();
  if (request.embedded) {
    const base = await loadContracts(baseFiles, rules);
    for (const c of base.contracts) contractsById.set(c.contract.id, c);
    // The head version of a contract the PR changes is what its assets are held to:
    // "update the contract in the same PR" is the fix we advise.
    for (const c of changedContracts) contractsById.set(c.contract.id, c);
    const creates: ContractCreate[] = [...contractsById.values()].map((c) => toContractCreate(c));
    if (creates.length > 0) await service.createContracts(creates);
    log.info(`embedded service: ${creates.length} contracts loaded`);
  } else {
    for (const c of changedContracts) contractsById.set(c.contract.id, c);
  }

  // The embedded service starts empty: a contract the PR edits is checked against its asset as
  // merged, so find that asset in the base (a read of the repository's schema files, only then).
  const contractedBase: ReadAsset[] = [];
  if (request.embedded && changedContracts.length > 0) {
    const have = new Set(versions.base.map((a) => a.resourceName));
    const wanted = new Set(
      changedContracts.flatMap((c) => contractResourceNames(c.contract)).filter((n) => !have.has(n)),
    );
    if (wanted.size > 0) {
      const found = await readRepositoryAssets(baseFiles, sources);
      contractedBase.push(...found.filter((a) => wanted.has(a.resourceName)));
    }
  }

  // Register what is merged, then check what the PR proposes.
  const registered = [...versions.base, ...contractedBase];
  if (registered.length > 0) {
    await service.registerAssets({
      assets: registered.map((a) => toAssetInput(a)),
      prLink: request.prLink,
    });
  }
  const headNames = new Set(versions.head.map((a) => a.resourceName));
  const removed = versions.base.filter((a) => !headNames.has(a.resourceName));
  const checked: Array<{ input: ReturnType<typeof toAssetInput>; asset: ReadAsset }> = [
    ...versions.head.map((asset) => ({ input: toAssetInput(asset), asset })),
    ...removed.map((asset) => ({ input: removedAssetInput(asset), asset })),
  ];
  const results =
    checked.length > 0
      ? await service.checkAssetsCompliance({
          assets: checked.map((c) => c.input),
          responseType: "DETAILED",
          includeUnchangedAssets: false,
          prLink: request.prLink,
        })
      : [];

  const assetByName = new Map(checked.map((c) => [c.asset.resourceName, c.asset]));
  const checks: AssetCheck[] = [];
  const uncontractedNames = new Set<string>();
  for (const result of results) {
    if (result.responseType === "NO_CONTRACT") {
      uncontractedNames.add(result.dataAssetResourceName);
      continue;
    }
    if (result.responseType !== "DETAILED" || result.status === "NO_CHANGE") continue;
    const asset = assetByName.get(result.dataAssetResourceName);
    const contract = contractRef(result, contractsById);
    // A removed asset's file is gone at the head: point at its contract instead of dead lines.
    const gone = asset !== undefined && !headNames.has(asset.resourceName);
    const contractLine = contractsById.get(result.contractId)?.line;
    checks.push({
      asset: result.dataAssetResourceName,
      file: gone ? undefined : asset?.file,
      contract,
      violations:
        asset && !gone
          ? locateViolations(asset, result.violations)
          : result.violations.map((v) => ({
              ...v,
              file: contract.filePath,
              line: contract.filePath ? contractLine : undefined,
            })),
    });
  }

  // Changed contracts are also checked against their (registered) assets.
  const checkedPairs = new Set(checks.map((c) => `${c.contract.id}|${c.asset}`));
  for (const loaded of changedContracts) {
    const names = contractResourceNames(loaded.contract).filter(
      (n) => !checkedPairs.has(`${loaded.contract.id}|${n}`),
    );
    if (names.length === 0) continue;
    const { results: bulk } = await service.bulkCheckContractCompliance({
      contract: { contractSchema: loaded.contract.schema, dataAssetResourceNames: names },
    });
    for (const [name, outcome] of Object.entries(bulk)) {
      if ("error" in outcome) {
        log.info(`contract ${loaded.contract.name}: ${name}: ${outcome.error}`);
        continue;
      }
      const asset = assetByName.get(name) ?? contractedBase.find((a) => a.resourceName === name);
      checks.push({
        asset: name,
        file: asset?.file,
        contract: contractRefOf(loaded),
        violations: outcome.violations.map((v) =>
          asset ? { ...v, ...locateField(asset, v.field) } : { ...v, file: loaded.file, line: loaded.line },
        ),
      });
    }
  }

  // Assets without a contract: show how they changed, breaking changes first.
  const uncontracted = diffAssets(
    versions.base.filter((a) => uncontractedNames.has(a.resourceName)),
    versions.head.filter((a) => uncontractedNames.has(a.resourceName)),
  )
    .filter((d) => d.changes.length > 0)
    .map((d) => {
      const asset = assetByName.get(d.asset);
      return {
        asset: d.asset,
        sourceType: d.sourceType,
        file: asset?.file,
        status: d.status,
        changes: d.changes.map((change) => ({
          ...change,
          line: asset && d.status !== "removed" ? locateField(asset, change.field).line : undefined,
        })),
      };
    })
    .sort((a, b) => Number(b.changes.some((c) => c.breaking)) - Number(a.changes.some((c) => c.breaking)));

  const report: CheckReport = {
    checks,
    uncontracted,
    contractChanges: contractChanges(changedFiles),
    unreadable: unreadable([
      ...configDiagnostics.filter((d) => d.severity === "error"),
      ...changedFiles.diagnostics,
      ...versions.headDiagnostics,
    ]),
  };
  const verdict = verdictOf(
    checks.map((c) => ({ enforcementLevel: c.contract.enforcementLevel, violations: c.violations })),
  );
  return {
    report,
    verdict,
    assetsChecked: checked.length,
    // INACTIVE contracts are ignored (DESIGN.md "Enforcement"): their violations are not counted.
    violations: checks.reduce(
      (n, c) => n + (c.contract.enforcementLevel === "INACTIVE" ? 0 : c.violations.length),
      0,
    ),
    changedFiles: changed.length,
  };
}
