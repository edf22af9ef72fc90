import type { ConfigRules } from "../config/config.js";
import { LIMITS, readWithinLimit } from "../config/limits.js";
import type { RepoFiles } from "../git/files.js";
import type { Diagnostic } from "../schema/model.js";
import { type LoadedContract, parseContractFile } from "./contract-file.js";

/**
 * Loads every contract file the configuration points at (`contracts` globs,
 * minus `ignore`) from one version of the repository. A bad file costs only
 * its own contracts; a contract id used twice keeps the first (in path order)
 * and reports the second, naming both places.
 */
export async function loadContracts(
  files: RepoFiles,
  rules: ConfigRules,
): Promise<{ contracts: LoadedContract[]; diagnostics: Diagnostic[] }> {
  const paths = (await files.listAll()).filter((path) => rules.isContractFile(path));
  await files.prefetch?.(paths);
  const contracts: LoadedContract[] = [];
  const diagnostics: Diagnostic[] = [];
  const byId = new Map<string, LoadedContract>();
  for (const path of paths) {
    const { text, problem } = await readWithinLimit(
      files,
      path,
      LIMITS.contractFileBytes,
      "the contract file",
    );
    if (problem) {
      diagnostics.push(problem);
      continue;
    }
    if (text === undefined) {
      diagnostics.push({ file: path, severity: "error", message: "listed but could not be read" });
      continue;
    }
    const parsed = parseContractFile(text, path);
    diagnostics.push(...parsed.diagnostics);
    for (const loaded of parsed.contracts) {
      const first = byId.get(loaded.contract.id);
      if (first) {
        diagnostics.push({
          file: loaded.file,
          line: loaded.line,
          severity: "error",
          message: `id: ${loaded.contract.id} is already the id of the contract in ${first.file}:${first.line}`,
        });
        continue;
      }
      byId.set(loaded.contract.id, loaded);
      contracts.push(loaded);
    }
  }
  return { contracts, diagnostics };
}
