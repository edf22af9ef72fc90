import { sourceTypeOfResourceName } from "../api/resource-name.js";
import type { SchemaNode } from "../api/schema-node.js";
import type { SourceType } from "../api/source-types.js";
import { type ChildRole, childOf } from "./compat.js";
import { diffSchemas, type SchemaChange } from "./diff.js";
import { joinPath } from "./field-path.js";

/**
 * The one judgement of what breaks a contract's schema (docs/intended-changes.md "Intended changes"), shared by
 * the version rule and owner approval of a pull request (src/sync/check/rules/contract-version-not-bumped.ts) and by
 * the service, which fires `contract.break_accepted` when a published contract's schema breaks
 * its previous version (src/service/accepted-breaks.ts).
 */

/** Kinds that take back what the contract promised, whatever its format's readers make of them. */
const PROMISE_LOWERED = new Set([
  "FIELD_REMOVED",
  "FIELD_RENAMED",
  "ENUM_SYMBOL_REMOVED",
  "ENUM_SYMBOL_RENAMED",
]);

const root = (schema: readonly SchemaNode[]): SchemaNode => ({ type: "struct", fields: [...schema] });

/** The format whose rules judge a contract's schema: its first asset's source type (`avro://...`), else JSON Schema's. */
export function contractSourceTypeOf(resourceNames: readonly string[]): SourceType {
  return sourceTypeOfResourceName(resourceNames[0] ?? "") ?? "json_schema";
}

/** The changes between two versions of a contract's schema (its fields, as one root record). */
export function diffContractSchemas(
  before: readonly SchemaNode[],
  now: readonly SchemaNode[],
  sourceType: SourceType,
): SchemaChange[] {
  return diffSchemas(root(before), root(now), sourceType);
}

/** A contract's schema changes, split by the version they need. */
export interface ChangesByBump {
  major: SchemaChange[];
  minor: SchemaChange[];
}

/**
 * The changes of a contract's schema, split by the version they need: major for what breaks a
 * reader by its format's rules or takes a promise back (a field removed or renamed, an enum
 * symbol removed, a required field made optional; Avro ignores a removed field, a contract does
 * not), minor for the rest but documentation. An optional field added is minor: a contract
 * states no defaults, so Avro's "no default" does not apply. `sourceType` is the format of the
 * contract's asset (its first resource name's), whose rules judge the change.
 */
export function contractSchemaChangesByBump(
  before: readonly SchemaNode[],
  now: readonly SchemaNode[],
  sourceType: SourceType,
): ChangesByBump {
  const major: SchemaChange[] = [];
  const minor: SchemaChange[] = [];
  for (const change of [...diffContractSchemas(before, now, sourceType), ...aliasChanges(before, now)]) {
    if (change.kind === "DOC_CHANGED") continue;
    const lowered =
      PROMISE_LOWERED.has(change.kind) ||
      (change.kind === "NULLABILITY_CHANGED" && change.after === "optional");
    const added = change.kind === "FIELD_ADDED" && optionalAt(now, change.field);
    (lowered || (change.breaking && !added) ? major : minor).push(change);
  }
  return { major, minor };
}

/**
 * A field's `alias` is another name the contract accepts the field by (compliance/check.ts): one
 * added or changed lets the asset rename the field, which breaks every reader of its name, so it
 * takes the promise of the name back (docs-only attack 19: `alias: mail`, then the column renamed).
 * One removed accepts less: no change to ask for.
 */
function aliasChanges(before: readonly SchemaNode[], now: readonly SchemaNode[]): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const walk = (was: readonly SchemaNode[], is: readonly SchemaNode[], prefix: string) => {
    for (const field of is) {
      const old = was.find((f) => f.name === field.name);
      if (!old || field.name === undefined) continue;
      const path = joinPath(prefix, field.name);
      if (field.alias !== undefined && field.alias !== old.alias)
        changes.push({
          kind: "FIELD_RENAMED",
          field: path,
          breaking: true,
          reason: `the contract accepts the field under the name ${field.alias} too: the asset may rename it, and its readers break`,
          before: old.alias === undefined ? undefined : `alias=${old.alias}`,
          after: `alias=${field.alias}`,
        });
      walk(old.fields ?? [], field.fields ?? [], path);
    }
  };
  walk(before, now, "");
  return changes;
}

/**
 * Whether the field at a dotted path of a contract's schema is optional. The diff names a list's
 * element and a map's key and value by their role, whatever (or whether) the contract names them.
 */
function optionalAt(schema: readonly SchemaNode[], path: string): boolean {
  let node = root(schema);
  for (const part of path.split(".")) {
    const next =
      node.type === "list" || node.type === "map"
        ? childOf(node, part as ChildRole)
        : node.fields?.find((f) => f.name === part);
    if (!next) return false;
    node = next;
  }
  return node.optional === true;
}
