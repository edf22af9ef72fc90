import type { RuleInfo } from "./rule-info.js";

/** A field the contract names is gone and another seems to carry it (docs/intended-changes.md "Renames: the safe route"). */
export const RENAME_RULES = {
  PROBABLE_RENAME: {
    category: "contract-violation",
    defaultLevel: "contract",
    title: "Probable rename",
    help: "A field the contract names is gone and another took its place: the same type at the same place, an Avro alias, a Protobuf field keeping its number, or a SQL `RENAME COLUMN`. Reported instead of the missing field, with the safe route for the format. Readers of the old name break, so it counts at the contract's level, unless the format carries both names (a Protobuf field keeping its number and its JSON name: listed, not counted).",
    anchor: "rule-probable_rename",
  },
} as const satisfies Record<string, RuleInfo>;
