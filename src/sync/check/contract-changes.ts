import type { SourceType } from "../../api/source-types.js";
import { contractSourceTypeOf, diffContractSchemas } from "../../compliance/contract-breaks.js";
import type { SchemaChange } from "../../compliance/diff.js";
import { LIMITS, readWithinLimit } from "../../config/limits.js";
import { contractKeysOf } from "../../contracts/governed-keys.js";
import { contractResourceNames, type LoadedContract, readContractFile } from "../../contracts/index.js";
import { type OdcsContext, odcsContextWith } from "../../contracts/odcs-binding.js";
import type { ChangedFile } from "../../git/git-repository.js";
import type { ContractChange } from "../../outcome/model.js";
import type { Diagnostic, SourceFiles } from "../../schema/model.js";
import { contractRef } from "./contract-ref.js";

/** The contract files a range of commits touched, parsed at both ends. */
export interface ChangedContracts {
  /** Contracts in the changed files as they are at the base (files not added by the range). */
  base: LoadedContract[];
  /** Contracts in the changed files as they are at the head (files not deleted by the range). */
  head: LoadedContract[];
  /** Problems of the head's files: the range's own errors. */
  diagnostics: Diagnostic[];
  /** Contract files renamed to a path the base's `contracts` globs do not read: base path -> head path. */
  renamedOutOfGlob: Map<string, string>;
}

/**
 * Reads and parses each changed contract file where it exists: the base path of a rename, its head
 * path. A head path the base's globs do not read (`orders.yaml` -> `orders.yml`) holds no contract:
 * the base's configuration is what is enforced, so the contract it read is gone.
 */
export async function loadChangedContracts(
  files: readonly ChangedFile[],
  baseFiles: SourceFiles,
  headFiles: SourceFiles,
  isContractFile: (path: string) => boolean,
  odcs?: OdcsContext,
): Promise<ChangedContracts> {
  const loaded: ChangedContracts = { base: [], head: [], diagnostics: [], renamedOutOfGlob: new Map() };
  // An ODCS topic is bound to the message schemas of its own side of the pull request.
  const baseOdcs = odcs && odcsContextWith(odcs, baseFiles);
  const headOdcs = odcs && odcsContextWith(odcs, headFiles);
  for (const file of files) {
    if (file.status !== "added") {
      const path = file.previousPath ?? file.path;
      // A base file that cannot be read (a symbolic link) held no contract the base enforced.
      const text = await baseFiles.readText(path).catch(() => undefined);
      if (text !== undefined) loaded.base.push(...(await readContractFile(text, path, baseOdcs)).contracts);
    }
    if (file.status !== "deleted" && !isContractFile(file.path)) {
      if (file.previousPath) loaded.renamedOutOfGlob.set(file.previousPath, file.path);
      continue;
    }
    if (file.status !== "deleted") {
      const { text, problem } = await readWithinLimit(
        headFiles,
        file.path,
        LIMITS.contractFileBytes,
        "the contract file",
      );
      if (problem) loaded.diagnostics.push(problem);
      if (text === undefined) continue;
      const parsed = await readContractFile(text, file.path, headOdcs);
      loaded.head.push(...parsed.contracts);
      loaded.diagnostics.push(...parsed.diagnostics);
    }
  }
  return loaded;
}

/**
 * A contract id names one contract: a changed file whose contract takes the id of another file's
 * (one the base keeps, or another changed file's) is an error at its line, whatever level it
 * declares, since the one would replace the other where contracts are held by id.
 */
export function duplicateIdErrors(
  changed: ChangedContracts,
  files: readonly ChangedFile[],
  baseContracts: readonly LoadedContract[],
): Diagnostic[] {
  const replaced = new Set(files.map((f) => f.previousPath ?? f.path));
  const owners = new Map<string, LoadedContract>();
  for (const kept of baseContracts) if (!replaced.has(kept.file)) owners.set(kept.contract.id, kept);
  const errors: Diagnostic[] = [];
  for (const loaded of changed.head) {
    const other = owners.get(loaded.contract.id);
    if (other && other.file !== loaded.file) {
      errors.push({
        file: loaded.file,
        line: loaded.line,
        severity: "error",
        message: `id: ${loaded.contract.id} is already the id of the contract in ${other.file}:${other.line}; a contract id names one contract, give this one its own`,
      });
      continue;
    }
    if (!other) owners.set(loaded.contract.id, loaded);
  }
  return errors;
}

/** The format whose rules judge a contract's schema: its asset's source type (`avro://...`). */
export function contractSourceType(loaded: LoadedContract): SourceType {
  return contractSourceTypeOf(contractResourceNames(loaded.contract));
}

/**
 * The keys besides the schema (diffed field by field) whose change makes a contract "changed": every
 * key the governed-keys table does not call harmless, but its id (another id is another contract).
 */
const WATCHED_KEYS = (["weakening", "consent", "who-consents"] as const)
  .flatMap((kind) => contractKeysOf(kind))
  .filter((key) => key !== "schema" && key !== "id")
  .sort() as Array<keyof LoadedContract["contract"]>;

/**
 * How each contract file the pull request touches changed: added, removed,
 * or its schema's field changes (by the rules of its asset's format) and the
 * keys that change how it is enforced. Reviewers see these in the comment.
 */
export function contractChanges(loaded: ChangedContracts): ContractChange[] {
  const base = new Map(loaded.base.map((c) => [c.contract.id, c]));
  const head = new Map(loaded.head.map((c) => [c.contract.id, c]));
  const result: ContractChange[] = [];
  for (const [id, now] of head) {
    const before = base.get(id);
    if (!before) {
      result.push({ contract: contractRef(now), status: "added", changes: [] });
      continue;
    }
    const changes: SchemaChange[] = diffContractSchemas(
      before.contract.schema,
      now.contract.schema,
      contractSourceType(now),
    );
    for (const key of WATCHED_KEYS) {
      const was = before.contract[key];
      const is = now.contract[key];
      if (JSON.stringify(was) === JSON.stringify(is)) continue;
      changes.push({
        kind: "CONSTRAINT_CHANGED",
        field: "",
        breaking: false,
        reason: `the contract's ${key} changed`,
        before: `${key}: ${shownValue(was)}`,
        after: `${key}: ${shownValue(is)}`,
      });
    }
    if (changes.length > 0) result.push({ contract: contractRef(now), status: "changed", changes });
  }
  const unparsed = unparsedContractFiles(loaded);
  for (const [id, was] of base) {
    if (!head.has(id) && !unparsed.has(was.file)) {
      result.push({ contract: contractRef(was), status: "removed", changes: [] });
    }
  }
  return result;
}

/**
 * Contract files the head holds but cannot parse: their contracts are not removed, they are invalid
 * (a BLOCK finding of their own, at the bad key's line).
 */
export function unparsedContractFiles(loaded: ChangedContracts): Set<string> {
  return new Set(loaded.diagnostics.filter((d) => d.severity === "error").map((d) => d.file));
}

function shownValue(value: unknown): string {
  if (value === undefined) return "(unset)";
  return Array.isArray(value) ? `[${value.join(", ")}]` : String(value);
}
