import type { EnforcementLevel } from "../api/resources.js";
import {
  type CompatibilityBreak,
  compatibilityBreaks,
  describeVersion,
  type EarlierVersion,
  pullRequestBreaks,
} from "../compliance/compat-history.js";
import { type CompatibilityLine, type CompatibilityMode, modeParts } from "../compliance/compat-modes.js";
import { contractResourceNames, type LoadedContract } from "../contracts/index.js";
import { inForce } from "../contracts/statuses.js";
import { locateField } from "../outcome/locate.js";
import type { GateFinding } from "../outcome/model.js";
import type { ReadAsset } from "../schema/model.js";
import type { SourceMap, SourceTarget } from "./asset-reads.js";
import { contractRef } from "./check/contract-ref.js";
import { type MovedAsset, underOldName } from "./check/moves.js";
import { majorLineStart } from "./compatibility-line.js";
import { HistoryUnavailable, readTargetHistory, type TargetHistory } from "./history-versions.js";
import type { GitPort } from "./ports.js";

/**
 * The compatibility modes of the changed assets (docs/rules.md "Compatibility modes over the Git history"): each asset
 * the pull request changes whose base contract (or, at ALERT, whose source rule) sets a mode is
 * judged against the base (BACKWARD, FORWARD, FULL) or against every earlier version on the default
 * branch, read from the Git history (_TRANSITIVE). Only what the pull request introduces is a
 * finding: a break the base already has against the same versions is the branch's, not its.
 */
/**
 * One judgement of a mode: `broken` (a change breaks an earlier version) or `unverified` (the
 * versions could not all be seen). The rules (sync/check/rules/compatibility-*.ts) make the
 * findings: a finding without its rule and title, with the detail its title takes.
 */
export type CompatibilityJudgement = Omit<GateFinding, "rule" | "title"> & {
  kind: "broken" | "unverified";
  detail: string;
};

export interface CompatibilityInput {
  git: GitPort;
  /** The base commit: the tip of the default branch whose history holds the earlier versions. */
  base: string;
  /** The base's source rules (trusted: a pull request cannot lower its own mode). */
  sources: SourceMap;
  /** The read targets the pull request changes, as the head reads them. */
  targets: readonly SourceTarget[];
  head: readonly ReadAsset[];
  baseAssets: readonly ReadAsset[];
  /** The base's contracts (trusted). */
  contracts: readonly LoadedContract[];
  /**
   * Files the pull request renames, new path -> old path, and the assets whose name moved with
   * them (moves.ts): a renamed asset is judged as the base's asset it was, against the old path's
   * versions, under the base contract that names its old name.
   */
  renamed?: ReadonlyMap<string, string>;
  moves?: readonly MovedAsset[];
  /** A progress line for long histories (the run's log). */
  progress?: (line: string) => void;
}

/** Who sets an asset's mode: a contract (its level), else its source rule (ALERT). */
interface Governance {
  mode: CompatibilityMode;
  line: CompatibilityLine;
  level: EnforcementLevel;
  contract?: LoadedContract | undefined;
}

/** Every base contract in force on the asset that sets a mode (each judges at its own level), else its source rule's. */
function governanceOf(asset: ReadAsset, input: CompatibilityInput): Governance[] {
  const contracts = input.contracts.filter(
    (c) =>
      c.contract.compatibility !== undefined &&
      inForce(c.contract) &&
      contractResourceNames(c.contract).includes(asset.resourceName),
  );
  if (contracts.length > 0)
    return contracts.map((contract) => ({
      mode: contract.contract.compatibility ?? "NONE",
      line: contract.contract.compatibilityLine ?? "all",
      level: contract.contract.enforcementLevel ?? "INACTIVE",
      contract,
    }));
  const mode = input.sources.rules.compatibilityFor(asset.file);
  return mode ? [{ mode, line: "all", level: "ALERT" }] : [];
}

const inTarget = (asset: { file: string }, target: SourceTarget) =>
  asset.file === target.path || asset.file.startsWith(`${target.path}/`);

/** The head asset as the base knew it: under its old name when the pull request moved its file. */
function asBaseKnewIt(asset: ReadAsset, moves: readonly MovedAsset[]): ReadAsset {
  const move = moves.find((m) => m.to.resourceName === asset.resourceName && m.to.file === asset.file);
  return move ? underOldName(move) : asset;
}

export async function compatibilityFindings(input: CompatibilityInput): Promise<CompatibilityJudgement[]> {
  const findings: CompatibilityJudgement[] = [];
  for (const headTarget of input.targets) {
    const heads = input.head
      .filter((asset) => inTarget(asset, headTarget))
      .map((asset) => asBaseKnewIt(asset, input.moves ?? []));
    // A renamed file is the old one's next version: its base version and history are the old path's.
    const target = { ...headTarget, path: input.renamed?.get(headTarget.path) ?? headTarget.path };
    // One judgement per governance: a file's assets may be held to different contracts.
    const groups = new Map<string, { governance: Governance; assets: ReadAsset[] }>();
    for (const asset of heads)
      for (const governance of governanceOf(asset, input)) {
        if (governance.mode === "NONE") continue;
        const key = `${governance.contract?.contract.id ?? ""}|${governance.mode}|${governance.line}`;
        const group = groups.get(key) ?? { governance, assets: [] };
        group.assets.push(asset);
        groups.set(key, group);
      }
    if (groups.size === 0) continue;
    const baseOfTarget = input.baseAssets.filter((asset) => inTarget(asset, target));
    let history: TargetHistory | undefined;
    for (const { governance, assets } of groups.values()) {
      if (!modeParts(governance.mode).transitive) {
        findings.push(...againstBase(assets, baseOfTarget, governance, input.base));
        continue;
      }
      try {
        history ??= await readTargetHistory(input.git, input.base, target, input.sources, {
          progress: input.progress,
        });
      } catch (error) {
        if (!(error instanceof HistoryUnavailable)) throw error;
        findings.push(
          unverified(governance, assets, `${error.message}: the earlier versions cannot be read`),
        );
        continue;
      }
      findings.push(...(await transitive(assets, baseOfTarget, governance, history, input)));
    }
  }
  return findings;
}

/** BACKWARD, FORWARD, FULL: the head against the base's version alone (no history read). */
function againstBase(
  heads: readonly ReadAsset[],
  baseAssets: readonly ReadAsset[],
  governance: Governance,
  base: string,
): CompatibilityJudgement[] {
  if (baseAssets.length === 0) return [];
  const version: EarlierVersion = { commit: base, number: 1, assets: baseAssets };
  const breaks = compatibilityBreaks(heads, [version], governance.mode);
  return breaks.map((b) => broken(b, heads, governance, `the base's version (commit ${base.slice(0, 12)})`));
}

async function transitive(
  heads: readonly ReadAsset[],
  baseAssets: readonly ReadAsset[],
  governance: Governance,
  history: TargetHistory,
  input: CompatibilityInput,
): Promise<CompatibilityJudgement[]> {
  const findings: CompatibilityJudgement[] = [];
  if (!history.complete)
    findings.push(
      unverified(
        governance,
        heads,
        `the checkout is shallow at commit ${history.boundary?.slice(0, 12)}, where ${history.target} already exists: its earlier versions cannot be seen${history.fetches.length > 0 ? ` (tried: ${history.fetches.filter((f) => f.startsWith("git ")).join("; ")})` : ""}; fetch the whole history (actions/checkout with fetch-depth: 0)`,
      ),
    );
  if (history.unreadable.length > 0)
    findings.push({
      ...unverified(
        governance,
        heads,
        `${history.unreadable.length} earlier version(s) of ${history.target} cannot be read and were not judged: commit ${history.unreadable.map((c) => c.slice(0, 12)).join(", ")}`,
      ),
      // The branch's old versions: listed, never blocking a pull request that did not make them.
      level: "ALERT",
      subject: `unreadable ${history.target}`,
    });
  let versions = history.versions;
  let lineStart = 1;
  if (governance.line === "major" && governance.contract) {
    lineStart = await majorLineStart(input.git, input.base, governance.contract, versions);
    versions = versions.filter((v) => v.number >= lineStart);
  }
  findings.push(...beyondTheCap(history, governance, heads, lineStart));
  // The base's own version is the newest when the base holds the file: the base is judged against the others.
  const breaks = pullRequestBreaks(heads, baseAssets, versions, governance.mode);
  return [
    ...findings,
    ...breaks.map((b) => broken(b, heads, governance, describeVersion(b.oldest, history.total))),
  ];
}

function broken(
  found: CompatibilityBreak,
  heads: readonly ReadAsset[],
  governance: Governance,
  version: string,
): CompatibilityJudgement {
  const asset = heads.find((a) => a.resourceName === found.asset) ?? heads[0];
  const place = asset ? locateField(asset, found.change.field) : { file: "", line: undefined };
  const { direction } = modeParts(found.mode);
  const why =
    direction === "backward"
      ? "a reader of the new version cannot read data written with"
      : direction === "forward"
        ? "a reader of"
        : "data cannot be read both ways between the new version and";
  const tail = direction === "forward" ? " cannot read data written with the new one" : "";
  const also =
    found.brokenVersions > 1
      ? ` (and ${found.brokenVersions - 1} later version(s), up to version ${found.newest.number})`
      : "";
  const field = found.change.field || "(root)";
  return {
    kind: "broken",
    level: governance.level,
    file: place.file,
    line: place.line,
    detail: `${found.mode} ${found.asset}`,
    message: `${found.change.kind} ${field}: ${found.change.reason}. Under ${found.mode}${governance.contract ? "" : " (its source rule's mode, ALERT)"}, ${why} ${version}${tail}${also}`,
    contract: governance.contract ? contractRef(governance.contract) : undefined,
    asset: found.asset,
    subject: `${found.mode} ${field} ${found.change.kind}`,
  };
}

/**
 * The versions past the cap, when the mode's line reaches back to them (a line that starts later
 * needs none of them): not seen, so not judged, so the check fails closed at the contract's level.
 */
function beyondTheCap(
  history: TargetHistory,
  governance: Governance,
  heads: readonly ReadAsset[],
  lineStart: number,
): CompatibilityJudgement[] {
  const skipped = history.beyondCap;
  // A line whose first version is newer than every unread one needs none of them.
  if (!skipped || lineStart > skipped.count) return [];
  const commit = (v: { commit: string; date: string }) =>
    `commit ${v.commit.slice(0, 12)}, ${v.date.slice(0, 10)}`;
  return [
    {
      ...unverified(
        governance,
        heads,
        `${history.target} has ${history.total} versions, over the cap of ${skipped.cap} read (CONTRACT_SYNC_HISTORY_MAX_VERSIONS): versions 1 to ${skipped.count} (${commit(skipped.first)} to ${commit(skipped.last)}) were not read nor judged`,
      ),
      subject: `${governance.mode} versions beyond the cap`,
    },
  ];
}

function unverified(
  governance: Governance,
  heads: readonly ReadAsset[],
  message: string,
): CompatibilityJudgement {
  const asset = heads[0];
  return {
    kind: "unverified",
    level: governance.level,
    file: asset?.file,
    detail: `${governance.mode} ${asset?.resourceName ?? ""}`,
    message: `${governance.mode} needs every earlier version: ${message}`,
    contract: governance.contract ? contractRef(governance.contract) : undefined,
    asset: asset?.resourceName,
    subject: governance.mode,
  };
}
