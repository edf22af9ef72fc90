import { stringify } from "yaml";
import { SQL_SOURCE_TYPES } from "../api/source-type-names.js";
import type { OdcsBinding } from "../config/odcs-config.js";
import type { ContractFile } from "../contracts/contract-file.js";
import { SCHEMA_BASE_URL } from "../contracts/json-schemas.js";
import { CUSTOM } from "../contracts/odcs.js";
import { ODCS_SCHEMAS, ODCS_WRITTEN_VERSION } from "../contracts/odcs-schemas.js";
import { nativeToOdcs } from "../contracts/odcs-write.js";
import type { ReadAsset } from "../schema/model.js";

/**
 * `init --format odcs`: a contract skeleton written as an ODCS v3.2.0 document, for teams that
 * standardise on ODCS. The asset it is the contract of is bound in the configuration init writes
 * (`odcs.bindings`, by the document's id), so the standard's file carries no custom property of
 * ours; when the repository has a configuration already (init never rewrites it), the document
 * names its asset with the custom property `contractSyncResourceName` instead, and init says so.
 */

type Json = Record<string, unknown>;

/** ODCS requires a version; a skeleton starts at 0.1.0 (DRAFT: no bump is asked until it is in force). */
export const ODCS_SKELETON_VERSION = "0.1.0";

/** Editors validate the file against the shipped schema of the version written. */
const ODCS_MODELINE = `# yaml-language-server: $schema=${SCHEMA_BASE_URL}/${(ODCS_SCHEMAS[ODCS_WRITTEN_VERSION]?.file ?? "").replace(/^schemas\//, "")}`;

export interface OdcsSkeleton {
  text: string;
  /** The binding to write into the configuration, when the document does not name its asset itself. */
  binding?: OdcsBinding;
}

/**
 * The ODCS document of a skeleton contract (see init.ts `skeletonContract`): read back through the
 * binding, it is that contract with version 0.1.0.
 */
export function odcsSkeleton(
  contract: ContractFile,
  asset: Pick<ReadAsset, "sourceType">,
  bindInConfig: boolean,
): OdcsSkeleton {
  const { document } = nativeToOdcs({ ...contract, version: ODCS_SKELETON_VERSION });
  const [object] = document.schema as Json[];
  if (object && SQL_SOURCE_TYPES.has(asset.sourceType)) {
    // A table: ODCS names it by physicalName (its schema's last part), as the standard's examples do.
    const { name, ...rest } = object;
    (document.schema as Json[])[0] = { name, physicalName: name, physicalType: "table", ...rest };
  }
  if (!bindInConfig) return { text: render(document) };
  const resource = contract.dataAssetResourceName;
  for (const node of [document, ...(document.schema as Json[])]) {
    const kept = ((node.customProperties as Json[] | undefined) ?? []).filter(
      (item) => item.property !== CUSTOM.resourceName && item.property !== CUSTOM.enforcementLevel,
    );
    if (kept.length > 0) node.customProperties = kept;
    else delete node.customProperties;
  }
  return {
    text: render(document),
    binding: {
      contract: contract.id,
      ...(resource !== undefined ? { resource } : {}),
      enforcementLevel: contract.enforcementLevel,
    },
  };
}

function render(document: Json): string {
  return `${ODCS_MODELINE}\n${stringify(document, { aliasDuplicateObjects: false })}`;
}

/** The configuration's text with the bindings of the ODCS skeletons added (init writes it new). */
export function withOdcsBindings(configText: string, bindings: readonly OdcsBinding[]): string {
  if (bindings.length === 0) return configText;
  const block = stringify({ odcs: { bindings } }, { aliasDuplicateObjects: false });
  return `${configText.endsWith("\n") ? configText : `${configText}\n`}# Which asset each ODCS contract is the contract of (contract = the document's id).\n${block}`;
}
