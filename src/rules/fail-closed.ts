import type { RuleInfo } from "./rule-info.js";

/** A check that could not be made: a finding, never a pass. */
export const FAIL_CLOSED_RULES = {
  CONFIG_INVALID: {
    category: "fail-closed",
    defaultLevel: "BLOCK",
    title: "Invalid configuration",
    help: "The head's configuration has an error (unknown key, unknown source type, bad glob): what cannot be read cannot be enforced after the merge. Fix the key the finding points at.",
    anchor: "rule-config_invalid",
  },
  CONTRACT_INVALID: {
    category: "fail-closed",
    defaultLevel: "BLOCK",
    title: "Invalid contract file",
    help: "A contract file is invalid: one the pull request adds or changes (whatever level it declares), or one the base commit cannot read when the pull request changes an asset it names (at the level it states; otherwise existing debt, listed apart, not counted). Fix the key the finding points at.",
    anchor: "rule-contract_invalid",
  },
  SCHEMA_UNREADABLE: {
    category: "fail-closed",
    defaultLevel: "contract",
    title: "Contracted schema file unreadable",
    help: "A schema file the head cannot read held contracted assets at the base, or is new beside them (a migration of a contracted database, a file in the folder of a contracted record): what cannot be read cannot be verified, so it does not pass. Fix the file so it can be read.",
    anchor: "rule-schema_unreadable",
  },
  CONTRACT_POINTS_AT_NO_ASSET: {
    category: "fail-closed",
    defaultLevel: "contract",
    title: "Contract points at no asset",
    help: "A contract the pull request adds or changes names an asset under a source the repository produces, but no file yields it: it enforces nothing. Fix the resource name (the nearest existing names are suggested).",
    anchor: "rule-contract_points_at_no_asset",
  },
  MERGE_CONFLICT: {
    category: "fail-closed",
    defaultLevel: "BLOCK",
    title: "Merge conflict with the base branch",
    help: "The pull request does not merge cleanly into its base branch, so what the base would hold after the merge cannot be checked. Rebase on the base branch (or merge it in), resolve the conflicts and push again.",
    anchor: "rule-merge_conflict",
  },
  ASSET_MOVED: {
    category: "fail-closed",
    defaultLevel: "contract",
    title: "Asset moved",
    help: "A schema file was renamed so its asset's resource name changed, while its contract names the old one. Set dataAssetResourceName in the contract to the new name in the same pull request.",
    anchor: "rule-asset_moved",
  },
} as const satisfies Record<string, RuleInfo>;
