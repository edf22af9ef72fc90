import { EnforcementLevel } from "../../api/resources.js";
import type { ContractFile, LoadedContract } from "../../contracts/index.js";
import type { RepoFiles } from "../../git/files.js";
import type { Diagnostic } from "../../schema/model.js";

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
