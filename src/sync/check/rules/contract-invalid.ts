import { LIMITS, readWithinLimit } from "../../../config/limits.js";
import { readContractFile } from "../../../contracts/index.js";
import { odcsContextOf } from "../../../contracts/odcs-binding.js";
import type { GateFinding } from "../../../outcome/model.js";
import type { Diagnostic, ReadAsset } from "../../../schema/model.js";
import type { AssetVersions } from "../../asset-reads.js";
import type { BrokenContract } from "../broken-base-contracts.js";
import type { CheckStart } from "../check-start.js";
import { subjectOf } from "../read-problems.js";
import { defineCheck, gateFinding } from "./define.js";

/**
 * A contract file the pull request adds or changes must be valid, whatever level it declares; a
 * contract file the base cannot read speaks for what it names (broken-base-contracts.ts). The
 * base's side: its broken files alike, and the errors its versions of the changed files have.
 */
export const CONTRACT_INVALID = defineCheck(
  "CONTRACT_INVALID",
  ({ run, unreadableHead }) => [
    ...invalidContractFindings(run.changedFiles.diagnostics),
    ...brokenContractFindings(unreadableHead.broken, run.versions),
  ],
  ({ unreadableHead, atBase }) => [
    ...brokenContractFindings(unreadableHead.broken, { base: [], head: [] }),
    ...invalidContractFindings(atBase.changedContracts),
  ],
);

/** The errors of contract files; one its base version has alike (same text without lines) is the base's. */
export function invalidContractFindings(diagnostics: readonly Diagnostic[]): GateFinding[] {
  return diagnostics
    .filter((d) => d.severity === "error")
    .map((d) =>
      gateFinding("CONTRACT_INVALID", {
        file: d.file,
        line: d.line,
        message: d.message,
        subject: subjectOf(d.message),
      }),
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
    return gateFinding("CONTRACT_INVALID", {
      level,
      file,
      line,
      // The base has it by construction: existing debt (listed apart, not counted) unless it hides the change.
      subject: subjectOf(message),
      hidesChange: hit.length > 0 ? `this pull request changes ${hit.join(", ")}, which it names` : undefined,
      message:
        hit.length > 0
          ? `the contract file cannot be read at the base commit (${message}), so it has protected nothing; this pull request changes ${hit.join(", ")}, which it names: fix the contract file so the change can be checked`
          : `the contract file cannot be read at the base commit (${message}): it protects nothing until it is fixed`,
    });
  });
}

/** The problems of the changed contract files as the base holds them (the head's are the pull request's). */
export async function changedContractsAtBase(start: CheckStart): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  // An ODCS file is read as the base read it: under the base's bindings, its topics bound to the
  // base's message schemas (without them, a bound document reads as bound to nothing).
  const odcs = odcsContextOf(start.config.base.rules, start.today, start.baseFiles);
  for (const file of start.changes.contractFiles) {
    if (file.status === "added") continue;
    const path = file.previousPath ?? file.path;
    const { text, problem } = await readWithinLimit(
      start.baseFiles,
      path,
      LIMITS.contractFileBytes,
      "the contract file",
    );
    // Under the head's path: a renamed file's error is the same error.
    if (problem) diagnostics.push({ ...problem, file: file.path });
    if (text !== undefined)
      diagnostics.push(
        ...(await readContractFile(text, path, odcs)).diagnostics.map((d) => ({ ...d, file: file.path })),
      );
  }
  return diagnostics;
}
