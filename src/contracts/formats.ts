import type { YamlSource } from "../config/yaml-diagnostics.js";
import type { Diagnostic } from "../schema/model.js";
import { gableToNative, isGableDocument } from "./gable.js";
import { isOdcsDocument } from "./odcs.js";
import type { OdcsContext } from "./odcs-binding.js";
import { odcsToNative } from "./odcs-read.js";
import { checkOdcs, ODCS_VERSIONS } from "./odcs-schemas.js";

export type ContractFormat = "contract-sync" | "odcs" | "gable";

/**
 * One YAML document as native contract candidates, by its shape: ODCS
 * (`apiVersion: v3.x`, `kind: DataContract`), Gable (`spec-version`), else
 * native. Mixed repositories work because each document is dispatched alone.
 */
export function nativeCandidates(
  value: Record<string, unknown>,
  source: YamlSource,
  odcs?: OdcsContext,
): {
  format: ContractFormat;
  candidates: Record<string, unknown>[];
  diagnostics: Diagnostic[];
  dependsOnAssets?: true;
} {
  const at = { file: source.file, line: source.line };
  if (isOdcsDocument(value)) {
    const { errors, warnings } = checkOdcs(value);
    if (errors.length > 0) {
      return {
        format: "odcs",
        candidates: [],
        diagnostics: errors.map((error) => ({ ...at, severity: "error", message: `ODCS schema: ${error}` })),
      };
    }
    const read = odcsToNative(value, odcs);
    const warning = (message: string): Diagnostic => ({ ...at, severity: "warning", message });
    return {
      format: "odcs",
      ...(read.dependsOnAssets ? { dependsOnAssets: true as const } : {}),
      candidates: read.problems.length > 0 ? [] : read.contracts,
      diagnostics: [
        ...read.problems.map(
          (problem): Diagnostic => ({ ...at, severity: "error", message: `ODCS ${problem}` }),
        ),
        ...read.unchecked.map((rule) => warning(`ODCS ${rule}`)),
        ...[...warnings, ...read.warnings].map((note) => warning(`ODCS ${note}`)),
      ],
    };
  }
  if (value.kind === "DataContract" && "apiVersion" in value) {
    const message = `ODCS apiVersion ${String(value.apiVersion)} is not supported: contract-sync reads ODCS ${ODCS_VERSIONS.join(", ")}`;
    return { format: "odcs", candidates: [], diagnostics: [{ ...at, severity: "error", message }] };
  }
  if (isGableDocument(value)) {
    const { value: native, warnings } = gableToNative(value);
    return {
      format: "gable",
      candidates: [native],
      diagnostics: warnings.map((message) => ({ ...at, severity: "warning", message: `Gable ${message}` })),
    };
  }
  return { format: "contract-sync", candidates: [value], diagnostics: [] };
}
