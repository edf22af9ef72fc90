import type { ComplianceViolation } from "../compliance/types.js";
import type { SchemaTree } from "../schema/model.js";
import type { CheckReport, LocatedViolation } from "./model.js";

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

/** What checking a location needs of the head commit's files (RepoFiles). */
export interface LineCountSource {
  readText(path: string): Promise<string | undefined>;
}

/**
 * Every reported line must exist: a (file, line) pair whose file is not in the
 * head commit, or whose line is past its end, or a line with no file at all,
 * loses its line and keeps its file. A wrong line is worse than none.
 * Changes the report in place.
 */
export async function keepExistingLines(report: CheckReport, files: LineCountSource): Promise<void> {
  const counts = new Map<string, Promise<number>>();
  const lineCount = (file: string): Promise<number> => {
    let count = counts.get(file);
    if (!count) {
      count = files.readText(file).then(
        (text) =>
          text === undefined || text === ""
            ? 0
            : text.replace(/(\r\n|\r|\n)$/, "").split(/\r\n|\r|\n/).length,
        () => 0,
      );
      counts.set(file, count);
    }
    return count;
  };
  const exists = async (file: string | undefined, line: number | undefined): Promise<boolean> =>
    line === undefined ||
    (file !== undefined && Number.isInteger(line) && line >= 1 && line <= (await lineCount(file)));
  for (const check of report.checks) {
    for (const v of check.violations) if (!(await exists(v.file ?? check.file, v.line))) v.line = undefined;
  }
  for (const asset of report.uncontracted) {
    for (const c of asset.changes) if (!(await exists(c.file ?? asset.file, c.line))) c.line = undefined;
  }
  for (const file of report.unreadable) {
    for (const d of file.diagnostics) if (!(await exists(file.file, d.line))) d.line = undefined;
  }
}
