import { EnforcementLevel } from "../../api/resources.js";
import type { ContractFile, LoadedContract } from "../../contracts/index.js";
import type { RepoFiles } from "../../git/files.js";
import type { GateFinding } from "../../outcome/model.js";
import { RULES } from "../../rules/index.js";
import type { Diagnostic, ReadAsset } from "../../schema/model.js";
import type { AssetVersions } from "../changes.js";
import { subjectOf } from "./read-problems.js";

/**
 * A contract file the base commit cannot read (a key its owners misspelt, a YAML error) protects
 * nothing, and no check said so: its owners believe their asset is guarded. What it meant to
 * guard is read leniently from its text (the resource names and level it states), so that:
 * - a pull request that changes one of those assets, or adds an unreadable file beside one, is
 *   judged against it at the level it states (cannot verify is not compliant);
 * - every other check lists it as existing debt, not counted: the pull request did not cause it.
 */
export interface BrokenContract {
  file: string;
  line: number | undefined;
  message: string;
  resourceNames: string[];
  level: EnforcementLevel;
}

/** Base contract files with errors, but those the pull request changes (validated as its own). */
export async function brokenBaseContracts(
  diagnostics: readonly Diagnostic[],
  baseFiles: RepoFiles,
  changedByPullRequest: ReadonlySet<string>,
): Promise<BrokenContract[]> {
  const firstError = new Map<string, Diagnostic>();
  for (const d of diagnostics)
    if (d.severity === "error" && !changedByPullRequest.has(d.file) && !firstError.has(d.file))
      firstError.set(d.file, d);
  const broken: BrokenContract[] = [];
  for (const [file, d] of firstError) {
    const text = (await baseFiles.readText(file).catch(() => undefined)) ?? "";
    broken.push({ file, line: d.line, message: d.message, ...statedIntent(text) });
  }
  return broken;
}

/** Resource names and level as written, whatever else is wrong; a level it does not state reads as BLOCK. */
export function statedIntent(text: string): Pick<BrokenContract, "resourceNames" | "level"> {
  const bounded = text.slice(0, 256 * 1024);
  const resourceNames = [
    ...new Set([...bounded.matchAll(RESOURCE_NAME)].flatMap((match) => (match[1] ? [match[1]] : []))),
  ];
  const stated = LEVEL.exec(bounded)?.[1]?.toUpperCase();
  const level = EnforcementLevel.options.find((known) => known === stated) ?? "BLOCK";
  return { resourceNames, level };
}

const RESOURCE_NAME = /^\s*(?:-\s*)?dataAssetResourceName:\s*["']?([^"'\s#]+)/gm;
const LEVEL = /^\s*enforcementLevel:\s*["']?(\w+)/m;

/** Stand-ins for the gates that weigh unreadable schema files by the contracts around them. */
export function standInContracts(broken: readonly BrokenContract[]): LoadedContract[] {
  return broken.flatMap(({ file, line, resourceNames, level }) =>
    resourceNames.map((name) => ({
      file,
      line: line ?? 1,
      contract: {
        id: file,
        name: `${file} (unreadable at the base)`,
        dataAssetResourceName: name,
        enforcementLevel: level,
        status: "ACTIVE",
        schema: [],
      } as unknown as ContractFile,
    })),
  );
}

/**
 * Assets the pull request adds, removes or changes. A migration folder is read whole at both
 * ends, so an asset read is not an asset changed: its schema must differ.
 */
function changedAssetNames(versions: Pick<AssetVersions, "base" | "head">): Set<string> {
  const schemaOf = (assets: readonly ReadAsset[]) =>
    new Map(assets.map((asset) => [asset.resourceName, JSON.stringify(asset.schema)]));
  const [base, head] = [schemaOf(versions.base), schemaOf(versions.head)];
  return new Set([...base.keys(), ...head.keys()].filter((name) => base.get(name) !== head.get(name)));
}

/**
 * One finding per broken file, at the level it states. The base has each alike, so it is existing
 * debt, but where the pull request changes an asset it names: the change cannot be checked, so
 * it counts (`hidesChange`).
 */
export function brokenContractFindings(
  broken: readonly BrokenContract[],
  versions: Pick<AssetVersions, "base" | "head">,
): GateFinding[] {
  // Comparing every changed asset's schema at both ends is work only a broken contract needs.
  if (broken.length === 0) return [];
  const touched = changedAssetNames(versions);
  return broken.map(({ file, line, message, resourceNames, level }) => {
    const hit = resourceNames.filter((name) => touched.has(name));
    return {
      rule: "CONTRACT_INVALID",
      level,
      file,
      line,
      title: RULES.CONTRACT_INVALID.title,
      // The base has it by construction: existing debt (listed apart, not counted) unless it hides the change.
      subject: subjectOf(message),
      hidesChange: hit.length > 0 ? `this pull request changes ${hit.join(", ")}, which it names` : undefined,
      message:
        hit.length > 0
          ? `the contract file cannot be read at the base commit (${message}), so it has protected nothing; this pull request changes ${hit.join(", ")}, which it names: fix the contract file so the change can be checked`
          : `the contract file cannot be read at the base commit (${message}): it protects nothing until it is fixed`,
    };
  });
}
