import type { ConfigRules } from "../../config/index.js";
import { LIMITS, readWithinLimit } from "../../config/limits.js";
import { type LoadedContract, parseContractFile } from "../../contracts/index.js";
import { odcsContextOf } from "../../contracts/odcs-binding.js";
import type { RepoFiles } from "../../git/files.js";
import type { Diagnostic } from "../../schema/model.js";

/**
 * A pull request that widens the configuration's `contracts` globs (or narrows `ignore`) may make
 * them read a file the base never read that holds the id of a contract the base keeps: a copy with
 * other approvers, say. After the merge two files would name one contract, and which one is the
 * contract would not be its owners' choice. The files newly read are parsed here (only when the
 * configuration changed), and each such id is an error at its line, as a duplicate id in a changed
 * file is (contract-changes.ts duplicateIdErrors).
 */
export async function globDuplicateErrors(
  headFiles: RepoFiles,
  rules: { base: ConfigRules; head: ConfigRules },
  baseContracts: readonly LoadedContract[],
  today: string,
): Promise<Diagnostic[]> {
  const kept = new Map(baseContracts.map((c) => [c.contract.id, c]));
  const newlyRead = (await headFiles.listAll()).filter(
    (path) => rules.head.isContractFile(path) && !rules.base.isContractFile(path),
  );
  const errors: Diagnostic[] = [];
  const odcs = odcsContextOf(rules.head, today);
  for (const path of newlyRead) {
    // Read as the contract loader reads (contracts/load.ts): bounded, and a file that cannot be
    // read (a symbolic link) is its own problem there, not an error that ends the check here.
    const { text } = await readWithinLimit(headFiles, path, LIMITS.contractFileBytes, "the contract file");
    if (text === undefined) continue;
    for (const loaded of parseContractFile(text, path, odcs).contracts) {
      const other = kept.get(loaded.contract.id);
      if (!other || other.file === path) continue;
      // The contract moved there (its base file gone at the head): one file holds the id, fairly.
      if ((await headFiles.readText(other.file).catch(() => undefined)) === undefined) continue;
      errors.push({
        file: path,
        line: loaded.line,
        severity: "error",
        message: `id: ${loaded.contract.id} is already the id of the contract in ${other.file}:${other.line}, and this pull request's configuration makes its contracts globs read this file too: a contract id names one contract, so leave this file out of the globs or give it its own id`,
      });
    }
  }
  return errors;
}
