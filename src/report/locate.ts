import type { ComplianceViolation } from "../compliance/types.js";
import type { SchemaTree } from "../schema/model.js";
import type { LocatedViolation } from "./model.js";

/** What locating needs of a read asset (src/schema/model.ts ReadAsset). */
export interface LocatableAsset {
  file: string;
  line?: number | undefined;
  schema: SchemaTree;
  /** Where top-level fields were removed (a migration's DROP COLUMN): the line of the change. */
  dropped?: Record<string, { file: string; line: number }> | undefined;
}

/**
 * The file and line a dotted field path points at: the deepest node of the path
 * the asset has (a missing field points at its parent, a missing top-level
 * field at the statement that dropped it, else at the asset's declaration). List elements and map values have no
 * line of their own and take their field's.
 */
export function locateField(
  asset: LocatableAsset,
  path: string,
): { file: string; line?: number | undefined } {
  let place: { file: string; line?: number | undefined } = { file: asset.file, line: asset.line };
  const top = path.split(".")[0] ?? "";
  const drop = asset.dropped && Object.hasOwn(asset.dropped, top) ? asset.dropped[top] : undefined;
  if (drop && !asset.schema.fields?.some((field) => field.name === top)) return { ...drop };
  let node: SchemaTree | undefined = asset.schema;
  for (const name of path ? path.split(".") : []) {
    const next: SchemaTree | undefined = node?.fields?.find((field) => field.name === name);
    if (!next) break;
    if (next.line !== undefined) place = { file: next.file ?? place.file, line: next.line };
    node = next.type === "union" ? (next.fields?.find((variant) => variant.type !== "null") ?? next) : next;
  }
  return place;
}

export function locateViolations(
  asset: LocatableAsset,
  violations: readonly ComplianceViolation[],
): LocatedViolation[] {
  return violations.map((violation) => ({ ...violation, ...locateField(asset, violation.field) }));
}
