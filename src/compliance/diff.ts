import type { SchemaNode } from "../api/schema-node.js";
import { SQL_SOURCE_TYPES } from "../api/source-type-names.js";
import type { SourceType } from "../api/source-types.js";
import { childOf, describeType, normalizeNode } from "./compat.js";
import { avroRules } from "./diff-avro.js";
import { protobufRules } from "./diff-protobuf.js";
import { genericRules, jsonSchemaRules, sqlRules } from "./diff-rules.js";
import type { DiffRules, SchemaChange } from "./diff-types.js";
import { joinPath } from "./field-path.js";

export {
  CHANGE_KINDS,
  type ChangeKind,
  type DiffRules,
  type Judgement,
  type SchemaChange,
} from "./diff-types.js";

export function rulesFor(sourceType: SourceType): DiffRules {
  if (sourceType === "avro") return avroRules;
  if (sourceType === "protobuf") return protobufRules;
  if (SQL_SOURCE_TYPES.has(sourceType)) return sqlRules;
  if (sourceType === "json_schema") return jsonSchemaRules;
  return genericRules;
}

/**
 * The changes between two versions of an asset (struct roots), each judged
 * breaking or not by the rules of its format: Avro schema resolution,
 * buf's WIRE_JSON for Protobuf, what breaks a query for SQL, and the
 * contract rules of checkAsset for everything else. `line` is ignored.
 */
export function diffSchemas(
  base: SchemaNode,
  head: SchemaNode,
  sourceType: SourceType,
  /**
   * Named type pairs (`alias` of base and head, joined by NUL) whose changes are
   * reported elsewhere (by their own asset, or already): not compared below the root.
   */
  reportedElsewhere: ReadonlySet<string> = new Set(),
): SchemaChange[] {
  const changes: SchemaChange[] = [];
  // Not a copy of `reportedElsewhere`: diffAssets passes the same set for every asset (200 x 200 for 200 messages).
  compareNodes(rulesFor(sourceType), base, head, "", changes, {
    elsewhere: reportedElsewhere,
    here: new Set(),
  });
  return changes;
}

/** The key of a named type pair in `reportedElsewhere`. */
export function namedPairKey(base: SchemaNode, head: SchemaNode): string | undefined {
  return base.alias !== undefined && head.alias !== undefined
    ? `${base.alias}\u0000${head.alias}`
    : undefined;
}

export function hasBreaking(changes: readonly SchemaChange[]): boolean {
  return changes.some((change) => change.breaking);
}

function constraintText(value: unknown): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}

/** Named type pairs (message, record) not to compare again: their changes are reported once, at the first path. */
interface Seen {
  elsewhere: ReadonlySet<string>;
  /** Compared in this diff. */
  here: Set<string>;
}

function compareNodes(
  rules: DiffRules,
  rawBase: SchemaNode,
  rawHead: SchemaNode,
  path: string,
  out: SchemaChange[],
  seen: Seen,
) {
  const base = normalizeNode(rawBase);
  const head = normalizeNode(rawHead);
  if ((base.optional === true) !== (head.optional === true)) {
    out.push({
      kind: "NULLABILITY_CHANGED",
      field: path,
      ...rules.nullability(base, head),
      before: base.optional ? "optional" : "required",
      after: head.optional ? "optional" : "required",
    });
  }
  if ((base.doc ?? "") !== (head.doc ?? "")) {
    out.push({
      kind: "DOC_CHANGED",
      field: path,
      breaking: false,
      reason: "documentation only",
      before: base.doc,
      after: head.doc,
    });
  }
  const sameShape =
    base.type === head.type &&
    (base.logical ?? "") === (head.logical ?? "") &&
    (base.type !== "union" || describeType(base) === describeType(head));
  if (!sameShape) {
    out.push({
      kind: "TYPE_CHANGED",
      field: path,
      ...rules.retyped(base, head),
      before: describeType(base),
      after: describeType(head),
    });
    return;
  }
  const pair = base.type === "struct" ? namedPairKey(base, head) : undefined;
  if (pair !== undefined && path !== "") {
    if (seen.elsewhere.has(pair) || seen.here.has(pair)) return;
    seen.here.add(pair);
  }
  compareConstraints(rules, base, head, path, out);
  switch (base.type) {
    case "struct":
      compareFields(rules, base, head, path, out, seen);
      return;
    case "list":
    case "map": {
      const roles = base.type === "list" ? (["element"] as const) : (["key", "value"] as const);
      for (const role of roles) {
        const baseChild = childOf(base, role);
        const headChild = childOf(head, role);
        if (baseChild && headChild)
          compareNodes(rules, baseChild, headChild, joinPath(path, role), out, seen);
      }
      return;
    }
    case "enum":
      out.push(...rules.enumChanges(base, head, path));
      return;
    default:
      return;
  }
}

/** A node's `alias` takes part as the pseudo-constraint `alias` (readers put named types' full names there). */
function constraintsOf(node: SchemaNode): Record<string, unknown> {
  return node.alias === undefined ? (node.constraints ?? {}) : { ...node.constraints, alias: node.alias };
}

function compareConstraints(
  rules: DiffRules,
  base: SchemaNode,
  head: SchemaNode,
  path: string,
  out: SchemaChange[],
) {
  const baseConstraints = constraintsOf(base);
  const headConstraints = constraintsOf(head);
  // Only the keys whose values differ are sorted (usually none): sorting every key set
  // of every field was a third of a 200-message diff.
  const changed: Array<[key: string, before: string | undefined, after: string | undefined]> = [];
  const compare = (key: string) => {
    if (rules.handledConstraints.has(key)) return;
    const baseValue = baseConstraints[key];
    const headValue = headConstraints[key];
    // The same number or string needs no JSON text to compare (most constraints of most fields).
    if (baseValue === headValue && (typeof baseValue !== "object" || baseValue === null)) return;
    const before = constraintText(baseValue);
    const after = constraintText(headValue);
    if (before !== after) changed.push([key, before, after]);
  };
  for (const key of Object.keys(baseConstraints)) compare(key);
  for (const key of Object.keys(headConstraints)) if (!Object.hasOwn(baseConstraints, key)) compare(key);
  changed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, before, after] of changed) {
    out.push({
      kind: "CONSTRAINT_CHANGED",
      field: path,
      ...rules.constraint(key, base, head),
      before: before === undefined ? undefined : `${key}=${before}`,
      after: after === undefined ? undefined : `${key}=${after}`,
    });
  }
}

function compareFields(
  rules: DiffRules,
  base: SchemaNode,
  head: SchemaNode,
  path: string,
  out: SchemaChange[],
  seen: Seen,
) {
  const baseFields = rules.fieldsOf?.(base) ?? base.fields ?? [];
  const headFields = rules.fieldsOf?.(head) ?? head.fields ?? [];
  const headByKey = new Map(headFields.map((field) => [rules.fieldKey(field), field]));
  const baseKeys = new Set(baseFields.map((field) => rules.fieldKey(field)));
  const pairs: Array<[SchemaNode, SchemaNode]> = [];
  let removed: SchemaNode[] = [];
  for (const field of baseFields) {
    const match = headByKey.get(rules.fieldKey(field));
    if (match) pairs.push([field, match]);
    else removed.push(field);
  }
  let added = headFields.filter((field) => !baseKeys.has(rules.fieldKey(field)));
  for (const [from, to] of rules.renames?.(removed, added) ?? []) {
    // Two new fields may both read one old field (Avro aliases), so `from` may be gone already.
    removed = removed.filter((field) => field !== from);
    added = added.filter((field) => field !== to);
    out.push({
      kind: "FIELD_RENAMED",
      field: joinPath(path, to.name ?? ""),
      breaking: false,
      reason: `the new field names '${from.name}' as an alias, so old data resolves to it`,
      before: from.name,
      after: to.name,
    });
    compareNodes(rules, from, to, joinPath(path, to.name ?? ""), out, seen);
  }
  for (const field of removed) {
    out.push({
      kind: "FIELD_REMOVED",
      field: joinPath(path, field.name ?? ""),
      ...rules.removed(field, head),
      before: describeType(field),
    });
  }
  for (const [from, to] of pairs) {
    const fieldPath = joinPath(path, to.name ?? "");
    if (rules.paired) out.push(...rules.paired(from, to, fieldPath));
    compareNodes(rules, from, to, fieldPath, out, seen);
  }
  for (const field of added) {
    out.push({
      kind: "FIELD_ADDED",
      field: joinPath(path, field.name ?? ""),
      ...rules.added(field, head),
      after: describeType(field),
    });
  }
}
