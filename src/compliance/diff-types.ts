import type { SchemaNode } from "../api/schema-node.js";
import { removedSymbols } from "./narrowing.js";

/* The change model shared by diff.ts and the per-format rule files (diff-*.ts), which import it from here rather than from diff.ts. */
export const CHANGE_KINDS = [
  "FIELD_ADDED",
  "FIELD_REMOVED",
  "FIELD_RENAMED",
  "TYPE_CHANGED",
  "NULLABILITY_CHANGED",
  "ENUM_SYMBOL_ADDED",
  "ENUM_SYMBOL_REMOVED",
  "ENUM_SYMBOL_RENAMED",
  "DOC_CHANGED",
  "CONSTRAINT_CHANGED",
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One difference between two versions of an asset; `field` is a dotted path ("" is the root). */
export interface SchemaChange {
  kind: ChangeKind;
  field: string;
  breaking: boolean;
  /** Why it breaks a reader, or why it does not, in the terms of the format. */
  reason: string;
  before?: string | undefined;
  after?: string | undefined;
  /** See Judgement.reuseHazard. */
  reuseHazard?: true | undefined;
}

export interface Judgement {
  breaking: boolean;
  reason: string;
  /**
   * It breaks because a later version could reuse what the change frees (a Protobuf field's
   * number or name deleted unreserved), not because a reader of either version fails: true of
   * the change as made, never of it seen with the versions swapped (compat-mode.ts FORWARD).
   */
  reuseHazard?: true | undefined;
}

/** The per-format judgement of each kind of change (src/compliance/diff-*.ts). */
export interface DiffRules {
  /** Pairs a base field with a head field (name by default; field number for Protobuf). */
  fieldKey(field: SchemaNode): string;
  /** The fields of a struct as the format pairs them (Protobuf flattens oneofs); default: its fields. */
  fieldsOf?(struct: SchemaNode): SchemaNode[];
  /** Head fields that rename removed base fields, where the format can tell (Avro aliases). */
  renames?(removed: SchemaNode[], added: SchemaNode[]): Array<[SchemaNode, SchemaNode]>;
  added(head: SchemaNode, headParent: SchemaNode): Judgement;
  removed(base: SchemaNode, headParent: SchemaNode): Judgement;
  /** Extra changes between two paired fields (Protobuf names, JSON names, oneofs). */
  paired?(base: SchemaNode, head: SchemaNode, path: string): SchemaChange[];
  nullability(base: SchemaNode, head: SchemaNode): Judgement;
  /** Base and head differ in type (after nullable unions became optionality). */
  retyped(base: SchemaNode, head: SchemaNode): Judgement;
  enumChanges(base: SchemaNode, head: SchemaNode, path: string): SchemaChange[];
  constraint(key: string, base: SchemaNode, head: SchemaNode): Judgement;
  /** Constraint keys judged elsewhere (by `paired`, `enumChanges`) and not reported again. */
  handledConstraints: ReadonlySet<string>;
}

/** Symbols added and removed by name: the enum rule of every format but Protobuf. */
export function symbolChanges(
  base: SchemaNode,
  head: SchemaNode,
  path: string,
  removedJudgement: (symbol: string) => Judgement,
): SchemaChange[] {
  const changes: SchemaChange[] = [];
  for (const symbol of removedSymbols(base, head)) {
    changes.push({ kind: "ENUM_SYMBOL_REMOVED", field: path, ...removedJudgement(symbol), before: symbol });
  }
  // Added symbols are those the head has and the base lacks.
  for (const symbol of removedSymbols(head, base)) {
    changes.push({
      kind: "ENUM_SYMBOL_ADDED",
      field: path,
      breaking: false,
      reason: "old data never holds the new symbol",
      after: symbol,
    });
  }
  return changes;
}
