import type { SchemaNode } from "../api/schema-node.js";
import type { SourceType } from "../api/source-types.js";
import { describeType, normalizeNode, numberConstraint, stringListConstraint } from "./compat.js";
import { defaultJsonName } from "./diff-protobuf.js";
import type { SchemaChange } from "./diff-types.js";
import { joinPath } from "./field-path.js";
import { type RenameRoute, renameRoute } from "./rename-routes.js";

/**
 * How a rename was recognised, strongest sign first: the new field lists the old name in its
 * Avro `aliases`; a SQL `RENAME COLUMN` made it (the reader's `renamedFrom`); a Protobuf field
 * kept its number under a new name; or, for any format, the only field removed at a place and
 * the only one added there have the same type (a probable rename).
 */
export type RenameSign = "alias" | "rename-statement" | "field-number" | "place";

/** A field of the base that the head seems to carry under another name. */
export interface ProbableRename {
  /** Dotted paths at the base and at the head (same parent). */
  from: string;
  to: string;
  sign: RenameSign;
  /** The two fields have the same type (after nullable unions became optionality). */
  sameType: boolean;
  /**
   * Every reader of the old name still reads the data: the format carries both names (an Avro
   * reader's alias; a Protobuf field that keeps its number and its JSON name). Otherwise readers
   * of the old name break.
   */
  carried: boolean;
  /** Why, in the format's terms. */
  why: string;
}

/**
 * A node's type with what describeType leaves out of a struct: its fields, by name and type, at
 * any depth (two records of other fields are not "the same type").
 */
function shape(raw: SchemaNode): string {
  const node = normalizeNode(raw);
  const optional = node.optional === true ? "?" : "";
  if (node.type === "struct" || node.type === "list" || node.type === "map") {
    const children = (node.fields ?? []).map((f) => `${f.name ?? ""}:${shape(f)}`).join(",");
    return `${node.type}${optional}{${children}}`;
  }
  return `${describeType(node)}${optional}`;
}

const sameType = (a: SchemaNode, b: SchemaNode): boolean => shape(a) === shape(b);

function jsonName(field: SchemaNode): string {
  const explicit = field.constraints?.jsonName ?? field.constraints?.json_name;
  return typeof explicit === "string" ? explicit : defaultJsonName(field.name ?? "");
}

/** The sign a format gives by itself that `to` renames `from`, if any. */
function formatSign(from: SchemaNode, to: SchemaNode, sourceType: SourceType): RenameSign | undefined {
  const old = from.name ?? "";
  if (stringListConstraint(to, "aliases")?.includes(old) === true) return "alias";
  if (to.constraints?.renamedFrom === old) return "rename-statement";
  const number = numberConstraint(from, "fieldNumber");
  if (sourceType === "protobuf" && number !== undefined && numberConstraint(to, "fieldNumber") === number)
    return "field-number";
  return undefined;
}

/**
 * The same place: the same index among the parent's fields, or the same field before it or
 * after it (by name) at both ends.
 */
function samePlace(base: SchemaNode[], from: SchemaNode, head: SchemaNode[], to: SchemaNode): boolean {
  const i = base.indexOf(from);
  const j = head.indexOf(to);
  if (i === j) return true;
  const before = (list: SchemaNode[], at: number) => (at > 0 ? list[at - 1]?.name : undefined);
  const after = (list: SchemaNode[], at: number) => (at + 1 < list.length ? list[at + 1]?.name : undefined);
  const prev = before(base, i);
  const next = after(base, i);
  return (prev !== undefined && prev === before(head, j)) || (next !== undefined && next === after(head, j));
}

function judged(
  from: SchemaNode,
  to: SchemaNode,
  paths: { from: string; to: string },
  sign: RenameSign,
): ProbableRename {
  const typed = sameType(from, to);
  const old = from.name ?? "";
  switch (sign) {
    case "alias":
      return {
        ...paths,
        sign,
        sameType: typed,
        carried: typed,
        why: `the new field lists '${old}' in its aliases: Avro schema resolution reads data written under '${old}' into it`,
      };
    case "field-number": {
      const keptJson = jsonName(from) === jsonName(to);
      return {
        ...paths,
        sign,
        sameType: typed,
        carried: typed && keptJson,
        why: keptJson
          ? `it keeps field number ${numberConstraint(from, "fieldNumber")} and the JSON name '${jsonName(to)}': the binary and JSON encodings are unchanged`
          : `it keeps field number ${numberConstraint(from, "fieldNumber")} (the binary encoding is unchanged) but its JSON name changes from '${jsonName(from)}' to '${jsonName(to)}'`,
      };
    }
    case "rename-statement":
      return {
        ...paths,
        sign,
        sameType: typed,
        carried: false,
        why: `a RENAME COLUMN statement renamed it: queries that name '${old}' fail`,
      };
    default:
      return {
        ...paths,
        sign,
        sameType: typed,
        carried: false,
        why: `'${old}' is gone and '${to.name ?? ""}', of the same type, took its place`,
      };
  }
}

/** The renames among the fields of one struct (or list/map) at both ends. */
function renamesIn(
  base: SchemaNode[],
  head: SchemaNode[],
  prefix: string,
  sourceType: SourceType,
): ProbableRename[] {
  const headNames = new Set(head.map((f) => f.name));
  const baseNames = new Set(base.map((f) => f.name));
  let removed = base.filter((f) => !headNames.has(f.name));
  let added = head.filter((f) => !baseNames.has(f.name));
  const found: ProbableRename[] = [];
  const take = (from: SchemaNode, to: SchemaNode, sign: RenameSign) => {
    found.push(
      judged(
        from,
        to,
        { from: joinPath(prefix, from.name ?? ""), to: joinPath(prefix, to.name ?? "") },
        sign,
      ),
    );
    removed = removed.filter((f) => f !== from);
    added = added.filter((f) => f !== to);
  };
  for (const to of [...added]) {
    const from = removed.find((candidate) => formatSign(candidate, to, sourceType) !== undefined);
    if (from) take(from, to, formatSign(from, to, sourceType) as RenameSign);
  }
  // By place only when it is unambiguous: as many fields removed as added, pairwise in order,
  // each pair of one type at one place (two removed and one added is a removal and a rename
  // nobody can tell apart: both stay "missing").
  if (removed.length > 0 && removed.length === added.length) {
    const pairs = removed.map((from, k) => [from, added[k] as SchemaNode] as const);
    const placed = pairs.filter(([from, to]) => sameType(from, to) && samePlace(base, from, head, to));
    for (const [from, to] of placed) take(from, to, "place");
  }
  return found;
}

/**
 * The fields of `base` that `head` seems to carry under another name, at any depth (fields of
 * structs, lists' elements and maps' values, paired by name as check.ts names paths). Not a
 * rename: a field whose type changed with its name (unless the format says so: an alias, a
 * field number, a RENAME statement), a field added elsewhere, more fields removed than added.
 */
export function probableRenames(
  base: SchemaNode,
  head: SchemaNode,
  sourceType: SourceType,
): ProbableRename[] {
  const out: ProbableRename[] = [];
  const walk = (b: SchemaNode, h: SchemaNode, prefix: string) => {
    const baseNode = normalizeNode(b);
    const headNode = normalizeNode(h);
    if (baseNode.type !== headNode.type || !["struct", "list", "map"].includes(baseNode.type)) return;
    const baseFields = baseNode.fields ?? [];
    const headFields = headNode.fields ?? [];
    if (baseNode.type === "struct") out.push(...renamesIn(baseFields, headFields, prefix, sourceType));
    const byName = new Map(headFields.map((f) => [f.name, f]));
    for (const field of baseFields) {
      const twin = byName.get(field.name);
      if (twin && field.name !== undefined) walk(field, twin, joinPath(prefix, field.name));
    }
  };
  walk(base, head, "");
  return out;
}

/** A rename as a finding shows it: the rename, why, and the safe route in the asset's format. */
export interface RenameNote {
  /** The field's dotted path at the head (the old path is the finding's field). */
  to: string;
  sign: RenameSign;
  carried: boolean;
  why: string;
  route: RenameRoute;
}

/** What renameNotes needs of a version of an asset (schema/model.ts ReadAsset). */
export interface RenamedAsset {
  sourceType: SourceType;
  path: string;
  file: string;
  schema: SchemaNode;
}

/** The field at a dotted path (names as check.ts joins them). */
function fieldAt(root: SchemaNode, path: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  let rest = path;
  while (node && rest !== "") {
    const fields: SchemaNode[] = normalizeNode(node).fields ?? [];
    // A name may hold a dot: the longest name that prefixes the rest wins.
    const next: SchemaNode | undefined = fields
      .filter((f) => f.name !== undefined && (rest === f.name || rest.startsWith(`${f.name}.`)))
      .sort((a, b) => (b.name ?? "").length - (a.name ?? "").length)[0];
    if (!next) return undefined;
    rest = rest === next.name ? "" : rest.slice((next.name ?? "").length + 1);
    node = next;
  }
  return node;
}

/** Each base field path the head renamed, with what a finding on it shows. */
export function renameNotes(base: RenamedAsset, head: RenamedAsset): Map<string, RenameNote> {
  const notes = new Map<string, RenameNote>();
  for (const rename of probableRenames(base.schema, head.schema, head.sourceType)) {
    const from = fieldAt(base.schema, rename.from);
    const to = fieldAt(head.schema, rename.to);
    if (!from || !to) continue;
    const route = renameRoute({ sourceType: head.sourceType, path: head.path, file: head.file, from, to });
    notes.set(rename.from, {
      to: rename.to,
      sign: rename.sign,
      carried: rename.carried,
      why: rename.why,
      route,
    });
  }
  return notes;
}

/**
 * The diff's changes with each probable rename (this file's one detector, which the check's
 * PROBABLE_RENAME reads too) shown as one FIELD_RENAMED instead of the FIELD_REMOVED and
 * FIELD_ADDED the diff pairs by name: the changes section and the rule say the same of a field.
 * A rename the diff already pairs (an Avro alias, a Protobuf field number) is left as the diff says it.
 */
export function withRenamedFields(
  changes: readonly SchemaChange[],
  renames: readonly ProbableRename[],
): SchemaChange[] {
  const folded = [...changes];
  for (const rename of renames) {
    const removed = folded.findIndex((c) => c.kind === "FIELD_REMOVED" && c.field === rename.from);
    const added = folded.findIndex((c) => c.kind === "FIELD_ADDED" && c.field === rename.to);
    if (removed < 0 || added < 0) continue;
    folded[removed] = {
      kind: "FIELD_RENAMED",
      field: rename.to,
      breaking: !rename.carried,
      reason: rename.why,
      before: rename.from,
      after: rename.to,
    };
    folded.splice(added, 1);
  }
  return folded;
}
