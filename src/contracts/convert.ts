import { stringify } from "yaml";
import { documentValue, parseYaml } from "../config/yaml-diagnostics.js";
import type { Diagnostic } from "../schema/model.js";
import { type ContractFile, parseContractFile } from "./contract-file.js";
import { gableToNative, isGableDocument } from "./gable.js";
import { isOdcsDocument } from "./odcs.js";
import type { OdcsContext } from "./odcs-binding.js";
import { odcsToNative } from "./odcs-read.js";
import { checkOdcs } from "./odcs-schemas.js";
import { nativeToOdcs } from "./odcs-write.js";

export type ConvertTarget = "odcs" | "contract-sync";

export interface ConvertResult {
  /** The converted file: YAML documents separated by `---`; empty when nothing converted. */
  output: string;
  /** What did not carry over, or changed form, one line each (the CLI prints them on stderr). */
  notes: string[];
  /** Errors of the input: a contract with errors is not converted. */
  diagnostics: Diagnostic[];
}

/** Native key order, as people write contracts. */
const NATIVE_ORDER = [
  "id",
  "name",
  "namespace",
  "doc",
  "owner",
  "approvers",
  "dataAssetResourceName",
  "dataAssetResourceNameList",
  "restrictPii",
  "status",
  "version",
  "enforcementLevel",
  "schema",
  "consumers",
] as const;

/**
 * Converts a contract file between contract-sync's format (native, or Gable,
 * read as native) and ODCS v3 (written as v3.2.0). Lossless for what both can say:
 * converting the result back gives the same contracts; everything else is named in
 * `notes`. `odcs`: the repository's configuration (bindings, logins) ODCS is read with.
 */
export function convertContractText(
  text: string,
  file: string,
  to: ConvertTarget,
  odcs?: OdcsContext,
): ConvertResult {
  const notes: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const out: unknown[] = [];
  // The loader the check uses reads the contracts (so errors read the same); documents add notes.
  const parsed = parseContractFile(text, file, odcs);
  diagnostics.push(...parsed.diagnostics.filter((d) => d.severity === "error"));
  const { documents } = parseYaml(text, file);
  for (const source of documents) {
    const expanded = documentValue(source);
    const raw = expanded.ok ? expanded.value : undefined;
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) continue; // reported by the loader
    const value = raw as Record<string, unknown>;
    const at = `${file}:${source.line}`;
    if (to === "odcs" && isOdcsDocument(value)) {
      notes.push(`${at}: already ODCS; copied unchanged`);
      out.push(value);
      continue;
    }
    if (to === "contract-sync" && isOdcsDocument(value) && checkOdcs(value).errors.length === 0) {
      const read = odcsToNative(value, odcs);
      for (const path of read.dropped) notes.push(`${at}: dropped ${path} (no contract-sync counterpart)`);
      for (const rule of read.unchecked) notes.push(`${at}: ${rule}`);
    }
    if (to === "contract-sync" && isGableDocument(value)) {
      notes.push(`${at}: dropped spec-version (Gable's format version)`);
      for (const warning of gableToNative(value).warnings) notes.push(`${at}: ${warning}`);
    }
    for (const { contract } of parsed.contracts.filter((c) => c.line === source.line)) {
      if (to === "contract-sync") {
        out.push(nativeDocument(contract));
      } else {
        const { document, notes: odcsNotes } = nativeToOdcs(contract);
        for (const note of odcsNotes) notes.push(`${at}: ${note}`);
        out.push(document);
      }
    }
  }
  const output = out.map((doc) => stringify(doc, { lineWidth: 0 })).join("---\n");
  return { output, notes, diagnostics };
}

function nativeDocument(contract: ContractFile): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const key of NATIVE_ORDER) if (contract[key] !== undefined) ordered[key] = contract[key];
  // Every other key after them, in the contract's order: a key this list misses must not be lost.
  for (const [key, value] of Object.entries(contract))
    if (!(key in ordered) && value !== undefined) ordered[key] = value;
  return ordered;
}
