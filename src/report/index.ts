import type { ComplianceViolation } from "../compliance/types.js";
import { type LocatableAsset, locateViolations } from "./locate.js";
import type { AssetCheck, ContractRef } from "./model.js";

export { type Annotation, type AnnotationLevel, annotationsOf, limitAnnotations } from "./annotations.js";
export { type LocatableAsset, locateField, locateViolations } from "./locate.js";
export {
  commentMarker,
  GITHUB_COMMENT_LIMIT,
  hasMarker,
  renderAssetMarkdown,
  renderComment,
  renderSummary,
  reportVerdict,
} from "./markdown.js";
export type * from "./model.js";

/** One asset's check for the report, its violations located in the asset's file. */
export function assetCheck(
  asset: LocatableAsset & { resourceName: string },
  contract: ContractRef,
  violations: readonly ComplianceViolation[],
): AssetCheck {
  return {
    asset: asset.resourceName,
    file: asset.file,
    contract,
    violations: locateViolations(asset, violations),
  };
}
