import { z } from "zod";
import { ContractCreate, GitHash, DateTime as IsoDateTime, Uri } from "../api/resources.js";
import { unstorableText } from "../api/storable.js";
import { LIMITS, sizeProblem } from "../config/limits.js";
import {
  documentValue,
  keyPath,
  lineOf,
  parseYaml,
  scalarSource,
  topLevelKeyLine,
  type YamlSource,
  zodDiagnostics,
} from "../config/yaml-diagnostics.js";
import type { Diagnostic } from "../schema/model.js";
import { ContractFile } from "./contract-schema.js";
import { type ContractFormat, nativeCandidates } from "./formats.js";
import type { OdcsContext } from "./odcs-binding.js";

/**
 * A contract file in the repository: the interface's contract spec (docs/service-interface.md "Contract spec") flattened
 * to the top level, plus `status`, `version` and `enforcementLevel` of the
 * contract (docs/service-interface.md "Contract"). Keys are checked strictly, so a typo (`optinal`) is an error
 * and not a silently ignored key. The definition is in contract-schema.ts.
 */
export { ContractFile } from "./contract-schema.js";

export interface LoadedContract {
  /** Repository-relative path of the file. */
  file: string;
  /** Line where the contract starts (files may hold several YAML documents). */
  line: number;
  contract: ContractFile;
  /** The file's format: native, ODCS v3 or Gable (read as native). */
  format?: ContractFormat | undefined;
  /** Line of the document's top-level `version:` key, when it has one (the version rule suggests it there). */
  versionLine?: number | undefined;
}

/**
 * Parses one contract file (one contract per YAML document). Never throws: a
 * bad contract becomes diagnostics naming the file, the key and its line, and
 * the file's other contracts are still returned. `odcs`: the configuration an ODCS
 * document is read with (its bindings and team logins; odcsContextOf(rules)).
 */
export function parseContractFile(text: string, file: string, odcs?: OdcsContext): ParsedContractFile {
  const tooBig = sizeProblem(text, LIMITS.contractFileBytes, file, "the contract file");
  if (tooBig) return { contracts: [], diagnostics: [tooBig] };
  const { documents, diagnostics } = parseYaml(text, file);
  const contracts: LoadedContract[] = [];
  let dependsOnAssets = false;
  if (documents.length > LIMITS.contractsPerFile) {
    diagnostics.push({
      file,
      severity: "error",
      message: `${documents.length} YAML documents, over the limit of ${LIMITS.contractsPerFile} contracts per file; not read`,
    });
    return { contracts, diagnostics };
  }
  for (const source of documents) {
    const expanded = documentValue(source);
    if (!expanded.ok) {
      diagnostics.push(expanded.diagnostic);
      continue;
    }
    const value = expanded.value;
    if (value === null || value === undefined) continue; // an empty document (e.g. a trailing ---)
    if (typeof value !== "object" || Array.isArray(value)) {
      diagnostics.push({
        file,
        line: source.line,
        severity: "error",
        message: "a contract must be a mapping of keys",
      });
      continue;
    }
    const read = nativeCandidates(keepVersionText(value as Record<string, unknown>, source), source, odcs);
    diagnostics.push(...read.diagnostics);
    if (read.dependsOnAssets) dependsOnAssets = true;
    for (const candidate of read.candidates) {
      const result = ContractFile.safeParse(candidate);
      if (!result.success) {
        // the paths of an ODCS contract's problems are those of the contract it was read as
        const prefix = read.format === "odcs" ? "ODCS read as contract-sync: " : "";
        diagnostics.push(
          ...zodDiagnostics(result.error, source).map((d) => ({ ...d, message: `${prefix}${d.message}` })),
        );
        continue;
      }
      const loaded = {
        file,
        line: source.line,
        contract: result.data,
        format: read.format,
        versionLine: topLevelKeyLine(source, "version"),
      };
      const refused = serviceRefusals(loaded, source);
      if (refused.length > 0) {
        diagnostics.push(...refused);
        continue;
      }
      contracts.push(loaded);
    }
  }
  return dependsOnAssets ? { contracts, diagnostics, dependsOnAssets } : { contracts, diagnostics };
}

export interface ParsedContractFile {
  contracts: LoadedContract[];
  diagnostics: Diagnostic[];
  /**
   * An ODCS document of the file is bound through the repository's assets (a Kafka topic to its
   * Avro schema): its reading depends on other files, so no cache keeps it by the file's bytes.
   */
  dependsOnAssets?: boolean;
}

/**
 * parseContractFile, reading the repository's message schemas (`odcs.loadAssets`, once per
 * version of the repository) when an ODCS document's server binds a topic to them.
 */
export async function readContractFile(
  text: string,
  file: string,
  odcs?: OdcsContext,
): Promise<ParsedContractFile> {
  const first = parseContractFile(text, file, odcs);
  if (!first.dependsOnAssets || !odcs?.loadAssets || odcs.assets) return first;
  return parseContractFile(text, file, { ...odcs, assets: await odcs.loadAssets() });
}

/**
 * What the service would refuse of a valid contract, at its key's line: text it cannot
 * store (U+0000, an unpaired surrogate) and values over its limits (a name over 256
 * characters). The contract comes from a pull request: its refusal is a finding there,
 * not an error of the whole check.
 */
function serviceRefusals(loaded: LoadedContract, source: YamlSource): Diagnostic[] {
  const at = (path: readonly PropertyKey[], message: string): Diagnostic => ({
    file: loaded.file,
    line: lineOf(source, path),
    severity: "error",
    message: `${keyPath(path)}: ${message}`,
  });
  const text = unstorableText(loaded.contract);
  if (text) return [at(text.path, text.message)];
  const create = ContractCreate.safeParse(toContractCreate(loaded));
  if (create.success) return [];
  // The contract's spec keys are the file's top-level keys.
  return create.error.issues.map((issue) =>
    at(
      issue.path[0] === "contractSpec" ? issue.path.slice(1) : issue.path,
      `${issue.message}; the service cannot store it`,
    ),
  );
}

/** `version: 1.10` is the number 1.1 to YAML; a version is text, so take it as written. */
function keepVersionText(value: Record<string, unknown>, source: YamlSource): Record<string, unknown> {
  if (typeof value.version !== "number") return value;
  return { ...value, version: scalarSource(source, ["version"]) ?? String(value.version) };
}

/** Every resource name a contract covers. */
export function contractResourceNames(contract: ContractFile): string[] {
  const names = [...(contract.dataAssetResourceName ? [contract.dataAssetResourceName] : [])];
  for (const name of contract.dataAssetResourceNameList ?? []) if (!names.includes(name)) names.push(name);
  return names;
}

/** Git provenance a published contract carries (published on merge: docs/architecture.md). */
export interface ContractProvenance {
  gitHash?: string | undefined;
  gitRepo?: string | undefined;
  gitUser?: string | undefined;
  reviewers?: string[] | undefined;
  mergedAt?: string | undefined;
}

const Provenance = z.object({
  gitHash: GitHash.optional(),
  gitRepo: Uri.optional(),
  gitUser: z.string().optional(),
  reviewers: z.array(z.string()).optional(),
  mergedAt: IsoDateTime.optional(),
});

/**
 * The creation shape of endpoint 3 (POST /v0/contract). Throws only when the
 * provenance is malformed (a short hash, a date without offset): that is a bug
 * of the caller, not of the user's file.
 */
export function toContractCreate(
  loaded: LoadedContract,
  provenance: ContractProvenance = {},
): ContractCreate {
  const checked = Provenance.safeParse(provenance);
  if (!checked.success) {
    throw new Error(`contract provenance for ${loaded.file} is invalid: ${checked.error.message}`);
  }
  const { contract } = loaded;
  const create: ContractCreate = {
    id: contract.id,
    status: contract.status,
    contractSpec: {
      id: contract.id,
      name: contract.name,
      namespace: contract.namespace,
      doc: contract.doc,
      owner: contract.owner,
      dataAssetResourceName: contract.dataAssetResourceName ?? contract.dataAssetResourceNameList?.[0],
      dataAssetResourceNameList: contract.dataAssetResourceNameList,
      restrictPii: contract.restrictPii,
      schema: contract.schema,
      consumers: contract.consumers,
      deprecated: contract.deprecated,
    },
    version: contract.version,
    enforcementLevel: contract.enforcementLevel,
    filePath: loaded.file,
    ...checked.data,
  };
  return dropUndefined(create);
}

/**
 * JSON bodies should not carry `"key": undefined` noise; also keeps equality checks simple. The
 * copy JSON would make (a number it cannot write is null, an object with `toJSON` is what that
 * gives), without writing and parsing the text: a publish copies every contract of the repository.
 */
export function dropUndefined<T>(value: T): T {
  return jsonCopy(value) as T;
}

function jsonCopy(value: unknown): unknown {
  // JSON writes -0 as 0, and NaN or an infinity as null.
  if (typeof value === "number") return Number.isFinite(value) ? value + 0 : null;
  if (value === null || typeof value !== "object") return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") return JSON.parse(JSON.stringify(value));
  if (Array.isArray(value)) return value.map((item) => (isUnwritten(item) ? null : jsonCopy(item)));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (isUnwritten(item)) continue;
    // An own `__proto__` key (JSON.parse makes one) stays a key, not the copy's prototype.
    if (key === "__proto__")
      Object.defineProperty(copy, key, {
        value: jsonCopy(item),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else copy[key] = jsonCopy(item);
  }
  return copy;
}

/** What JSON leaves out of an object (and writes as null in an array). */
function isUnwritten(value: unknown): boolean {
  return value === undefined || typeof value === "function" || typeof value === "symbol";
}
