import type { ContractSpec, EnforcementLevel } from "../api/resources.js";

export type { ComplianceViolation, EnforcementLevel, ViolationType } from "../api/resources.js";

/** Enforcement levels from the weakest to the strongest (docs/adopt.md: BLOCK fails, ALERT warns, ...). */
export const ENFORCEMENT_LEVELS: readonly EnforcementLevel[] = [
  "INACTIVE",
  "RECORD",
  "NOTIFY",
  "ALERT",
  "BLOCK",
];

/** What checkAsset needs of a contract spec (docs/service-interface.md "Contract spec"). */
export type ContractSpecLike = Pick<ContractSpec, "name" | "restrictPii" | "schema">;
