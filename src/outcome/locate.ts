import type { ComplianceViolation } from "../compliance/types.js";
import type { SchemaTree } from "../schema/model.js";
import type { CheckReport, LocatedViolation } from "./model.js";

/** What locating needs of a read asset (src/schema/model.ts ReadAsset). */
export interface LocatableAsset {
  file: string;
  line?: number | undefined;
  schema: SchemaTree;
  /** Fields declared but not read (ReadAsset.unread). */
  unread?: Record<string, unknown> | undefined;
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
  // A field the source declares but could not read is no missing field: its read problem stands for it.
  const unread = (v: ComplianceViolation) =>
    /^MISSING_/.test(v.violationType) && Object.hasOwn(asset.unread ?? {}, v.field.split(".")[0] ?? "");
  return violations
    .filter((violation) => !unread(violation))
    .map((violation) => ({ ...violation, ...locateField(asset, violation.field) }));
}

/** What checking a location needs of the head commit's files (RepoFiles). */
export interface LineCountSource {
  readText(path: string): Promise<string | undefined>;
}

/**
 * Every reported line must exist: a (file, line) pair whose file is not in the
 * head commit, or whose line is past its end, or a line with no file at all,
 * loses its line and keeps its file. A wrong line is worse than none.
 * Returns a new report; the one given is left as it is.
 */
export async function withExistingLines(report: CheckReport, files: LineCountSource): Promise<CheckReport> {
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
  const kept = async (file: string | undefined, line: number | undefined): Promise<number | undefined> =>
    line === undefined ||
    (file !== undefined && Number.isInteger(line) && line >= 1 && line <= (await lineCount(file)))
      ? line
      : undefined;
  const each = <T, U>(items: readonly T[], f: (item: T) => Promise<U>) => Promise.all(items.map(f));
  return {
    ...report,
    checks: await each(report.checks, async (check) => ({
      ...check,
      violations: await each(check.violations, async (v) => ({
        ...v,
        line: await kept(v.file ?? check.file, v.line),
      })),
    })),
    uncontracted: await each(report.uncontracted, async (asset) => ({
      ...asset,
      changes: await each(asset.changes, async (c) => ({
        ...c,
        line: await kept(c.file ?? asset.file, c.line),
      })),
    })),
    unreadable: await each(report.unreadable, async (file) => ({
      ...file,
      diagnostics: await each(file.diagnostics, async (d) => ({ ...d, line: await kept(file.file, d.line) })),
    })),
  };
}
